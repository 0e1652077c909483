/* ui-shot-util.c — what the screenshot drawers share */
#include "config.h"

#include "ui-shot-util.h"

#include <glib/gi18n.h>

void
ui_shot_init (void)
{
  g_autoptr(GtkCssProvider) css = NULL;

  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("TM_LOCALEDIR") != NULL ? g_getenv ("TM_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  gtk_init ();
  adw_init ();
  /* The display keeps its own reference to the provider. */
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/io/github/tablemate/Tablemate/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

void
ui_shot_spin_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * G_TIME_SPAN_MILLISECOND;

  while (g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (2000);
}

void
ui_shot_save_png (GtkWindow  *window,
                  const char *path)
{
  int width = gtk_widget_get_width (GTK_WIDGET (window));
  int height = gtk_widget_get_height (GTK_WIDGET (window));
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (!gdk_texture_save_to_png (texture, path))
    g_error ("%s not written", path);
}
