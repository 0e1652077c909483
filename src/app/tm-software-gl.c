/* tm-software-gl.c — GTK's cairo renderer where OpenGL is only Mesa's
 * software rasteriser (tm-software-gl.h) */

#include "config.h"

#include <epoxy/gl.h>
#include <gtk/gtk.h>
#include <string.h>

#include "tm-software-gl.h"

gboolean
tm_software_gl_is_software (const char *renderer)
{
  return renderer != NULL
         && (strstr (renderer, "llvmpipe") != NULL || strstr (renderer, "softpipe") != NULL);
}

char *
tm_software_gl_get_renderer (GdkDisplay *display)
{
  g_autoptr(GdkGLContext) context = NULL;
  const char *renderer;

  g_return_val_if_fail (GDK_IS_DISPLAY (display), NULL);

  /* GDK has already set OpenGL up for the display (X11 picks its visual
   * with it): what is left is a context to ask, about 9 ms on llvmpipe. */
  if (!gdk_display_prepare_gl (display, NULL))
    return NULL;
  context = gdk_display_create_gl_context (display, NULL);
  if (context == NULL || !gdk_gl_context_realize (context, NULL))
    return NULL;

  gdk_gl_context_make_current (context);
  renderer = (const char *) glGetString (GL_RENDERER);
  gdk_gl_context_clear_current ();
  return g_strdup (renderer);
}

gboolean
tm_software_gl_prefer_cairo (GdkDisplay *display)
{
  g_autofree char *renderer = NULL;

  /* A renderer chosen by the user (or by the tests) stays chosen. */
  if (g_getenv ("GSK_RENDERER") != NULL)
    return FALSE;

  renderer = tm_software_gl_get_renderer (display);
  if (!tm_software_gl_is_software (renderer))
    return FALSE;

  /* GTK asks the display first when it makes a window's renderer (the
   * key is GTK's own, read before GSK_RENDERER since GTK 4.0).  Not the
   * environment: the threads OpenGL has started may be reading it. */
  g_object_set_data (G_OBJECT (display), TM_SOFTWARE_GL_RENDERER_KEY, (gpointer) "cairo");
  g_debug ("OpenGL is %s: drawing with cairo", renderer);
  return TRUE;
}
