/* ui-test-util.c — what every UI test needs (see ui-test-util.h) */
#include "config.h"

#include "ui-test-util.h"
#include "widgets/tm-saved-games.h"
#include "app/tm-build-tree.h"

#include <gdk/x11/gdkx.h>
#include <X11/XKBlib.h>
#include <X11/extensions/XTest.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

gboolean
ui_test_init (int    *argc,
              char ***argv)
{
  gtk_disable_setlocale ();
  g_test_init (argc, argv, NULL);

  if (!gtk_init_check ())
    {
      /* TAP for "nothing to run here". */
      g_print ("1..0 # SKIP no display: the UI tests need a GTK window\n");
      return FALSE;
    }
  adw_init ();
  /* The app's own stylesheet, as AdwApplication loads it: the layout
   * under test is the one players see.  The display keeps a reference. */
  {
    g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

    gtk_css_provider_load_from_resource (css, "/io/github/tablemate/Tablemate/style.css");
    gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  }
  /* The sanitizer run (build-aux/test.sh) turns GTK's animations off:
   * their frames are GTK's drawing, which the sanitizers do not check,
   * and the normal run has already tested the pages with them.  A test
   * about an animation sets the setting itself after this. */
  if (g_strcmp0 (g_getenv ("TM_TEST_ANIMATIONS"), "0") == 0)
    g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  return TRUE;
}

void
ui_spin (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static gboolean
nap_over (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* The wake-up of a wait: the main loop sleeps until an event, a frame or
 * this.  What a test waits for mostly comes through the main loop and
 * wakes it at once; this is for what does not (a file another process
 * writes).  Polling every millisecond instead cost ~17,000 wake-ups in
 * a 28-s test, in every test at once. */
#define UI_NAP_MS 10

static guint
nap_start (void)
{
  return g_timeout_add (UI_NAP_MS, nap_over, NULL);
}

gboolean
ui_wait_for (UiCondition condition,
             gpointer    data)
{
  gint64 deadline = g_get_monotonic_time () + UI_WAIT_MS * G_TIME_SPAN_MILLISECOND;
  guint nap = 0;
  gboolean met;

  while (!(met = condition (data)) && g_get_monotonic_time () <= deadline)
    {
      /* What is pending first, then sleep. */
      if (!g_main_context_iteration (NULL, FALSE))
        {
          if (nap == 0)
            nap = nap_start ();
          g_main_context_iteration (NULL, TRUE);
        }
    }
  if (nap != 0)
    g_source_remove (nap);
  return met;
}

static TmRecord *
load_test_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  TmRecord *record = tm_record_load_file (path, &error);

  g_assert_no_error (error);
  return record;
}

TmRecord *
ui_load_record (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "cli", "records", name, NULL);

  return load_test_file (path);
}

TmRecord *
ui_load_script (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, name, NULL);

  return load_test_file (path);
}

void
ui_wait_frames (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gint64 deadline = g_get_monotonic_time () + UI_WAIT_MS * G_TIME_SPAN_MILLISECOND;
  gint64 frame;
  guint nap;

  if (clock == NULL)
    {
      ui_spin ();
      return;
    }
  /* One frame lays out what changed; then what it left pending (idles,
   * the events its drawing caused) runs. */
  frame = gdk_frame_clock_get_frame_counter (clock);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_LAYOUT);
  nap = nap_start ();
  while (gdk_frame_clock_get_frame_counter (clock) == frame && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (nap);
  ui_spin ();
}

GtkWidget *
ui_press_focus_key (GtkWindow        *window,
                    GtkDirectionType  direction)
{
  gboolean tab = direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD;

  /* Tab follows the widgets' places on screen: what the last key changed
   * is laid out first.  (The arrows here move between widgets whose
   * places a move does not change; waiting for them too made a whole
   * game's keys take seconds.) */
  if (tab)
    ui_wait_frames (GTK_WIDGET (window));
  if (!gtk_widget_child_focus (GTK_WIDGET (window), direction) && tab)
    {
      gtk_window_set_focus (window, NULL);
      gtk_widget_child_focus (GTK_WIDGET (window), direction);
    }
  ui_spin ();
  return gtk_window_get_focus (window);
}

void
ui_press_space (GtkWindow *window)
{
  GtkWidget *focus = gtk_window_get_focus (window);

  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_get_mapped (focus));
  g_assert_true (gtk_widget_is_sensitive (focus));
  if (GTK_IS_BUTTON (focus))
    g_signal_emit_by_name (focus, "clicked");
  else
    g_assert_true (gtk_widget_activate (focus));
  ui_spin ();
}

gboolean
ui_real_keys_begin (GtkWindow *window)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  GdkDisplay *display = gtk_widget_get_display (GTK_WIDGET (window));
  int event_base, error_base, major, minor;

  if (surface == NULL || !GDK_IS_X11_SURFACE (surface)
      || !XTestQueryExtension (gdk_x11_display_get_xdisplay (display),
                               &event_base, &error_base, &major, &minor))
    return FALSE;
  /* The X server handles the request before it answers the sync: the
   * window has the focus, and its FocusIn is queued, once it returns. */
  gdk_x11_display_error_trap_push (display);
  XSetInputFocus (gdk_x11_display_get_xdisplay (display), gdk_x11_surface_get_xid (surface),
                  RevertToParent, CurrentTime);
  g_assert_cmpint (gdk_x11_display_error_trap_pop (display), ==, Success);
  ui_spin ();
  return TRUE;
}

/* The X server's own key events, sent through XTEST on the test's own
 * connection, as xdotool sends them: forking the test process (all of
 * GTK, and under AddressSanitizer far more) for an xdotool per click
 * took 100 ms and more of each. */

static KeySym
keysym_of (const char *name)
{
  static const struct { const char *name; KeySym keysym; } modifiers[] = {
    { "ctrl", XK_Control_L }, { "shift", XK_Shift_L },
    { "alt", XK_Alt_L }, { "super", XK_Super_L },
  };
  KeySym keysym;

  for (guint i = 0; i < G_N_ELEMENTS (modifiers); i++)
    if (g_ascii_strcasecmp (name, modifiers[i].name) == 0)
      return modifiers[i].keysym;
  keysym = XStringToKeysym (name);
  if (keysym == NoSymbol)
    g_error ("ui-test-util: no key is called “%s”", name);
  return keysym;
}

/* Presses and then releases @keysyms (modifiers first), with Shift too
 * when the last one sits on the second level of its key. */
static void
press_keysyms (Display      *xdisplay,
               const KeySym *keysyms,
               guint         n_keysyms,
               gulong        delay_ms)
{
  KeyCode codes[8];
  guint n = 0;

  g_assert_cmpuint (n_keysyms, <, G_N_ELEMENTS (codes));
  for (guint i = 0; i < n_keysyms; i++)
    {
      codes[n] = XKeysymToKeycode (xdisplay, keysyms[i]);
      if (codes[n] == 0)
        g_error ("ui-test-util: no key makes keysym 0x%lx", (unsigned long) keysyms[i]);
      if (i == n_keysyms - 1
          && XkbKeycodeToKeysym (xdisplay, codes[n], 0, 0) != keysyms[i]
          && XkbKeycodeToKeysym (xdisplay, codes[n], 0, 1) == keysyms[i])
        {
          codes[n + 1] = codes[n];
          codes[n] = XKeysymToKeycode (xdisplay, XK_Shift_L);
          n++;
        }
      n++;
    }
  /* @delay_ms: the X server waits that long before the first press. */
  for (guint i = 0; i < n; i++)
    XTestFakeKeyEvent (xdisplay, codes[i], True, i == 0 ? delay_ms : CurrentTime);
  for (guint i = n; i > 0; i--)
    XTestFakeKeyEvent (xdisplay, codes[i - 1], False, CurrentTime);
}

/* Presses @key ("Tab", "shift+Tab", "alt+c" …: xdotool's names). */
static void
press_key (Display    *xdisplay,
           const char *key,
           gulong      delay_ms)
{
  g_auto(GStrv) names = g_strsplit (key, "+", -1);
  KeySym keysyms[8] = { 0 };
  guint n = g_strv_length (names);

  g_assert_cmpuint (n, <, G_N_ELEMENTS (keysyms));
  for (guint i = 0; i < n; i++)
    keysyms[i] = keysym_of (names[i]);
  press_keysyms (xdisplay, keysyms, n, delay_ms);
}

/* Returns once @window has handled what was sent: a round trip (the X
 * server has queued the events it made before it answers), then what
 * they caused. */
static GtkWidget *
events_handled (GtkWindow *window)
{
  gdk_display_sync (gtk_widget_get_display (GTK_WIDGET (window)));
  ui_spin ();
  return gtk_window_get_focus (window);
}

static Display *
xdisplay_of (GtkWindow *window)
{
  return gdk_x11_display_get_xdisplay (gtk_widget_get_display (GTK_WIDGET (window)));
}

GtkWidget *
ui_press_real_keys (GtkWindow  *window,
                    const char *key,
                    ...)
{
  va_list keys;

  /* Tab follows the widgets' places on screen, as ui_press_focus_key(). */
  ui_wait_frames (GTK_WIDGET (window));
  va_start (keys, key);
  for (const char *k = key; k != NULL; k = va_arg (keys, const char *))
    press_key (xdisplay_of (window), k, CurrentTime);
  va_end (keys);
  return events_handled (window);
}

void
ui_send_real_keys (GtkWindow          *window,
                   const char * const *keys)
{
  for (guint i = 0; keys[i] != NULL; i++)
    press_key (xdisplay_of (window), keys[i], CurrentTime);
  /* Queued by the X server, not yet handled here. */
  XSync (xdisplay_of (window), False);
}

GtkWidget *
ui_type_real_text (GtkWindow  *window,
                   const char *text)
{
  ui_wait_frames (GTK_WIDGET (window));
  for (const char *c = text; *c != '\0'; c++)
    {
      /* Printable ASCII: the keysym is the character. */
      KeySym keysym = (KeySym) (guchar) *c;

      g_assert_true (*c >= 0x20 && *c < 0x7f);
      press_keysyms (xdisplay_of (window), &keysym, 1, CurrentTime);
    }
  return events_handled (window);
}

static gboolean
spacing_over (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Returns once @window has handled @n key presses sent @delay_ms apart:
 * the main loop runs while the X server spaces them (a round trip would
 * block it until the last one), so that each reaches the window while
 * it handles the ones before, as from a typist or `xdotool --delay`.
 * It sleeps between them (a key or a frame wakes it): spinning took a
 * core from the app and from the tests beside it. */
static GtkWidget *
spaced_events_handled (GtkWindow *window,
                       gsize      n,
                       guint      delay_ms)
{
  gboolean over = FALSE;

  XFlush (xdisplay_of (window));
  g_timeout_add ((guint) (n > 0 ? n - 1 : 0) * delay_ms, spacing_over, &over);
  while (!over)
    g_main_context_iteration (NULL, TRUE);
  return events_handled (window);
}

GtkWidget *
ui_press_real_keys_spaced (GtkWindow          *window,
                           const char * const *keys,
                           guint               delay_ms)
{
  Display *xdisplay = xdisplay_of (window);
  guint n = 0;

  ui_wait_frames (GTK_WIDGET (window));
  for (; keys[n] != NULL; n++)
    press_key (xdisplay, keys[n], n == 0 ? CurrentTime : delay_ms);
  return spaced_events_handled (window, n, delay_ms);
}

GtkWidget *
ui_type_real_text_spaced (GtkWindow  *window,
                          const char *text,
                          guint       delay_ms)
{
  ui_wait_frames (GTK_WIDGET (window));
  for (const char *c = text; *c != '\0'; c++)
    {
      KeySym keysym = (KeySym) (guchar) *c;

      g_assert_true (*c >= 0x20 && *c < 0x7f);
      press_keysyms (xdisplay_of (window), &keysym, 1, c == text ? CurrentTime : delay_ms);
    }
  return spaced_events_handled (window, strlen (text), delay_ms);
}

void
ui_real_click (GtkWindow *window,
               GtkWidget *widget)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  Display *xdisplay = xdisplay_of (window);
  graphene_point_t centre = GRAPHENE_POINT_INIT (gtk_widget_get_width (widget) / 2.0,
                                                 gtk_widget_get_height (widget) / 2.0);
  graphene_point_t at;
  double dx = 0, dy = 0;
  int root_x, root_y;
  Window child;

  g_assert_true (GDK_IS_X11_SURFACE (surface));
  ui_wait_frames (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (window), &centre, &at));
  /* The surface holds the window's shadow too. */
  gtk_native_get_surface_transform (GTK_NATIVE (window), &dx, &dy);
  g_assert_true (XTranslateCoordinates (xdisplay, gdk_x11_surface_get_xid (surface),
                                        DefaultRootWindow (xdisplay),
                                        (int) (at.x + dx), (int) (at.y + dy),
                                        &root_x, &root_y, &child));
  /* The X server moves the pointer before it presses: one client's
   * requests are handled in the order they were sent. */
  XTestFakeMotionEvent (xdisplay, DefaultScreen (xdisplay), root_x, root_y, CurrentTime);
  XTestFakeButtonEvent (xdisplay, 1, True, CurrentTime);
  XTestFakeButtonEvent (xdisplay, 1, False, CurrentTime);
  events_handled (window);
}

char *
ui_describe_focus (GtkWindow *window)
{
  GtkWidget *focus = gtk_window_get_focus (window);
  const char *label = focus != NULL && GTK_IS_BUTTON (focus) ? gtk_button_get_label (GTK_BUTTON (focus)) : NULL;
  const char *tooltip = focus != NULL ? gtk_widget_get_tooltip_text (focus) : NULL;

  if (focus == NULL)
    return g_strdup ("nothing");
  if (label == NULL && GTK_IS_BUTTON (focus) && ADW_IS_BUTTON_CONTENT (gtk_button_get_child (GTK_BUTTON (focus))))
    label = adw_button_content_get_label (ADW_BUTTON_CONTENT (gtk_button_get_child (GTK_BUTTON (focus))));
  return g_strdup_printf ("%s%s “%s”%s%s in a %s", gtk_widget_get_mapped (focus) ? "" : "unmapped ",
                          G_OBJECT_TYPE_NAME (focus), gtk_widget_get_name (focus),
                          label != NULL ? " " : tooltip != NULL ? " " : "",
                          label != NULL ? label : tooltip != NULL ? tooltip : "",
                          G_OBJECT_TYPE_NAME (gtk_widget_get_parent (focus)));
}

/* Whether the focus is on @target, or inside it when @inside. */
static gboolean
focus_reached (GtkWindow *window,
               GtkWidget *target,
               gboolean   inside)
{
  GtkWidget *focus = gtk_window_get_focus (window);

  return focus == target || (inside && focus != NULL && gtk_widget_is_ancestor (focus, target));
}

static void
tab_until (GtkWindow *window,
           GtkWidget *target,
           gboolean   inside,
           guint      max)
{
  g_autoptr(GString) trail = g_string_new (NULL);

  for (guint tabs = 0; !focus_reached (window, target, inside); tabs++)
    {
      g_autofree char *here = ui_describe_focus (window);

      g_string_append_printf (trail, "\n  %s", here);
      if (tabs >= max)
        g_error ("Tab did not reach a %s “%s” (%s, %s); passed:%s", G_OBJECT_TYPE_NAME (target),
                 gtk_widget_get_name (target),
                 gtk_widget_is_sensitive (target) ? "sensitive" : "insensitive",
                 gtk_widget_get_mapped (target) ? "mapped" : "unmapped", trail->str);
      ui_press_focus_key (window, GTK_DIR_TAB_FORWARD);
    }
}

void
ui_tab_to (GtkWindow *window,
           GtkWidget *target,
           guint      max)
{
  tab_until (window, target, FALSE, max);
}

void
ui_tab_into (GtkWindow *window,
             GtkWidget *region,
             guint      max)
{
  tab_until (window, region, TRUE, max);
}

gboolean
ui_is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (GTK_WIDGET (widget));
}

gboolean
ui_wait_mapped (GtkWidget *widget)
{
  return ui_wait_for (ui_is_mapped, widget);
}

gboolean
ui_menu_is_open (gpointer menu_button)
{
  GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button));

  return popover != NULL && gtk_widget_get_mapped (GTK_WIDGET (popover));
}

GtkWidget *
ui_wait_menu_open (GtkMenuButton *menu_button)
{
  if (!ui_wait_for (ui_menu_is_open, menu_button))
    return NULL;
  return GTK_WIDGET (gtk_menu_button_get_popover (menu_button));
}

GtkWidget *
ui_pick_at_centre (GtkWindow        *window,
                   GtkWidget        *widget,
                   graphene_point_t *at)
{
  graphene_point_t centre = GRAPHENE_POINT_INIT (gtk_widget_get_width (widget) / 2.0,
                                                 gtk_widget_get_height (widget) / 2.0);
  graphene_point_t in_window;

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (window), &centre, &in_window));
  if (at != NULL)
    *at = in_window;
  return gtk_widget_pick (GTK_WIDGET (window), in_window.x, in_window.y, GTK_PICK_INSENSITIVE);
}

gboolean
ui_is_unmapped (gpointer widget)
{
  return !gtk_widget_get_mapped (GTK_WIDGET (widget));
}

void
ui_close_menu (GtkMenuButton *menu_button)
{
  GtkPopover *popover = gtk_menu_button_get_popover (menu_button);

  gtk_menu_button_popdown (menu_button);
  if (popover != NULL)
    g_assert_true (ui_wait_for (ui_is_unmapped, popover));
  ui_wait_frames (GTK_WIDGET (menu_button));
}

void
ui_click (GtkWidget *button)
{
  g_assert_nonnull (button);
  g_assert_true (ui_wait_mapped (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  /* gtk_widget_activate() would emit "clicked" from a timeout. */
  g_signal_emit_by_name (button, "clicked");
  ui_spin ();
}

GtkWindow *
ui_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      /* The list holds a reference; the window outlives this one. */
      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

static gboolean
toplevel_shown (gpointer type)
{
  return ui_find_toplevel (GPOINTER_TO_SIZE (type)) != NULL;
}

GtkWindow *
ui_wait_for_toplevel (GType type)
{
  g_assert_true (ui_wait_for (toplevel_shown, GSIZE_TO_POINTER (type)));
  return ui_find_toplevel (type);
}

void
ui_collect_descendants (GtkWidget *widget,
                        GType      type,
                        GPtrArray *found)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        g_ptr_array_add (found, child);
      ui_collect_descendants (child, type, found);
    }
}

GtkWidget *
ui_find_descendant (GtkWidget  *root,
                    GType       type,
                    const char *name)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  ui_collect_descendants (root, type, found);
  for (guint i = 0; i < found->len; i++)
    {
      GtkWidget *widget = g_ptr_array_index (found, i);

      if (name == NULL || g_strcmp0 (gtk_widget_get_name (widget), name) == 0
          || g_strcmp0 (gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget)), name) == 0)
        return widget;
    }
  return NULL;
}

GtkWidget *
ui_find_button_labelled (GtkWidget  *root,
                         const char *label)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  ui_collect_descendants (root, GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (g_ptr_array_index (buttons, i)), label) == 0
        && gtk_widget_get_mapped (g_ptr_array_index (buttons, i)))
      return g_ptr_array_index (buttons, i);
  return NULL;
}

GtkWidget *
ui_find_label (GtkWidget  *root,
               const char *text)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  ui_collect_descendants (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (g_strcmp0 (gtk_label_get_text (g_ptr_array_index (labels, i)), text) == 0)
      return g_ptr_array_index (labels, i);
  return NULL;
}

gboolean
ui_label_shown_containing (GtkWidget  *root,
                           const char *text)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root)
      && strstr (gtk_label_get_text (GTK_LABEL (root)), text) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (ui_label_shown_containing (child, text))
      return TRUE;
  return FALSE;
}

typedef struct
{
  GtkWidget *root;
  const char *text;
} LabelWait;

static gboolean
label_shown (gpointer data)
{
  LabelWait *wait = data;

  return ui_label_shown_containing (wait->root, wait->text);
}

gboolean
ui_wait_label_shown (GtkWidget  *root,
                     const char *text)
{
  LabelWait wait = { root, text };

  return ui_wait_for (label_shown, &wait);
}

void
ui_assert_words (const char *text,
                 const char *where)
{
  static GRegex *notation;
  g_autoptr(GMatchInfo) match = NULL;

  if (notation == NULL)
    notation = g_regex_new ("\\[\\d+, ?\\d+\\]"                            /* a cell as [row, column] */
                            "|(?<![\\w])[RPBY][+−-]?\\d"                    /* a card code */
                            "|\\beighths?\\b"
                            "|\\bgroup-[a-z]+|\\b[a-z]+-(?:snake|cross|gomoku|horn)\\b"
                            "|\\b(?:blue|navy|white|red)-|\\bsun-[a-z]"       /* Utena icon ids */
                            "|\\b(?:first|second) player\\b"                /* seats, not names */
                            "|(?i:\\bplayer 0\\b|\\bplayer \\d+’s turn)",
                            G_REGEX_OPTIMIZE, 0, NULL);
  g_assert_nonnull (notation);
  if (text != NULL && g_regex_match (notation, text, 0, &match))
    {
      g_autofree char *found = g_match_info_fetch (match, 0);

      g_error ("%s: notation “%s” in “%s”", where, found, text);
    }
}

static guint
scan_notation (GtkWidget  *widget,
               const char *where)
{
  const char *texts[] = {
    GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) ? gtk_label_get_text (GTK_LABEL (widget)) : NULL,
    gtk_widget_get_mapped (widget) ? gtk_widget_get_tooltip_text (widget) : NULL,
  };
  guint n = 0;

  for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
    if (texts[t] != NULL && *texts[t] != '\0')
      {
        g_autofree char *what = g_strdup_printf ("%s, a %s", where, G_OBJECT_TYPE_NAME (widget));

        ui_assert_words (texts[t], what);
        n++;
      }
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += scan_notation (child, where);
  return n;
}

/* The letter of @widget's mnemonic, lower case; 0 when it has none. */
static guint
mnemonic_of (GtkWidget *widget)
{
  guint keyval;

  if (!GTK_IS_LABEL (widget) || !gtk_label_get_use_underline (GTK_LABEL (widget)))
    return 0;
  keyval = gtk_label_get_mnemonic_keyval (GTK_LABEL (widget));
  return keyval == GDK_KEY_VoidSymbol ? 0 : gdk_keyval_to_lower (keyval);
}

static void
collect_mnemonics (GtkWidget  *widget,
                   GHashTable *seen,
                   const char *where)
{
  guint keyval;

  if (!gtk_widget_get_mapped (widget))
    return;
  keyval = mnemonic_of (widget);
  if (keyval != 0)
    {
      const char *other = g_hash_table_lookup (seen, GUINT_TO_POINTER (keyval));
      const char *label = gtk_label_get_label (GTK_LABEL (widget));

      if (other != NULL)
        g_error ("%s: “%s” and “%s” share the mnemonic Alt+%s", where, other, label,
                 gdk_keyval_name (keyval));
      g_hash_table_insert (seen, GUINT_TO_POINTER (keyval), (gpointer) label);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_mnemonics (child, seen, where);
}

void
ui_assert_unique_mnemonics (GtkWidget  *root,
                            const char *where)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

  collect_mnemonics (root, seen, where);
}

guint
ui_assert_no_notation (GtkWidget  *root,
                       const char *where)
{
  return scan_notation (root, where);
}

TmWindow *
ui_create_window (int width,
                  int height)
{
  TmWindow *window = tm_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (ui_wait_mapped (GTK_WIDGET (window)));
  return window;
}

GtkWindow *
ui_present_in_window (GtkWidget *child,
                      int        width,
                      int        height)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *overlay = adw_toast_overlay_new ();

  gtk_window_set_default_size (window, width, height);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), child);
  gtk_window_set_child (window, overlay);
  gtk_window_present (window);
  g_assert_true (ui_wait_mapped (child));
  return window;
}

char *
ui_make_data_home (const char *template)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp (template, &error);

  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", dir, TRUE);
  return dir;
}

void
ui_remove_tree (const char *path)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;

  if (!g_file_test (path, G_FILE_TEST_IS_DIR) || g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      g_remove (path);
      return;
    }
  dir = g_dir_open (path, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      ui_remove_tree (child);
    }
  g_rmdir (path);
}

void
ui_clear_saved_games (void)
{
  g_autofree char *dir_path = tm_saved_games_get_dir ();

  ui_remove_tree (dir_path);
}

char *
ui_read_saved_game (void)
{
  g_autofree char *dir_path = tm_saved_games_get_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autofree char *found = NULL;
  const char *name;
  char *contents = NULL;
  guint n = 0;

  if (dir == NULL)
    return NULL;
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      {
        g_free (found);
        found = g_build_filename (dir_path, name, NULL);
        n++;
      }
  g_assert_cmpuint (n, <=, 1);
  if (found == NULL)
    return NULL;
  g_assert_true (g_file_get_contents (found, &contents, NULL, NULL));
  return contents;
}

gboolean
ui_json_objects_equal (JsonObject *a,
                       JsonObject *b)
{
  g_autoptr(JsonNode) na = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonNode) nb = json_node_new (JSON_NODE_OBJECT);

  json_node_set_object (na, a);
  json_node_set_object (nb, b);
  return json_node_equal (na, nb);
}

gboolean
ui_saved_move_equal (JsonObject *saved,
                     JsonObject *move,
                     gboolean    stamped)
{
  g_autoptr(JsonObject) rules_move = json_object_new ();
  g_autoptr(GList) members = json_object_get_members (saved);
  const char *at = json_object_get_string_member_with_default (saved, "at", NULL);
  g_autoptr(GDateTime) time = at != NULL ? g_date_time_new_from_iso8601 (at, NULL) : NULL;

  /* The app stamps every move it enters with when it was entered; a
   * move of a record opened from elsewhere may have none. */
  if ((stamped || at != NULL) && time == NULL)
    return FALSE;
  for (GList *l = members; l != NULL; l = l->next)
    if (strcmp (l->data, "at") != 0)
      json_object_set_member (rules_move, l->data, json_node_copy (json_object_get_member (saved, l->data)));
  return ui_json_objects_equal (rules_move, move);
}

void
ui_assert_toggle_names_panel (GtkWidget      *toggle,
                              TmAdvisorPanel *panel)
{
  GtkWidget *content = gtk_button_get_child (GTK_BUTTON (toggle));
  GtkWidget *title = ui_find_descendant (GTK_WIDGET (panel), GTK_TYPE_LABEL, "title_label");
  g_autoptr(GString) label = NULL;
  g_autofree char *words = NULL;
  g_autofree char *title_words = NULL;

  g_assert_true (ADW_IS_BUTTON_CONTENT (content));
  g_assert_nonnull (title);
  g_assert_true (gtk_widget_get_mapped (title));
  label = g_string_new (adw_button_content_get_label (ADW_BUTTON_CONTENT (content)));
  g_string_replace (label, "_", "", 0);
  g_assert_true (g_str_has_prefix (label->str, "Hide "));
  words = g_utf8_strdown (label->str + strlen ("Hide "), -1);
  title_words = g_utf8_strdown (gtk_label_get_text (GTK_LABEL (title)), -1);
  if (strstr (title_words, words) == NULL)
    g_error ("The toggle reads “%s” over a panel titled “%s”", label->str, gtk_label_get_text (GTK_LABEL (title)));
}

void
ui_assert_advisor_panel_shows (TmAdvisorPanel *panel,
                               GPtrArray      *expected)
{
  guint n_rows = tm_advisor_panel_get_n_rows (panel);

  g_assert_cmpuint (n_rows, >, 0);
  g_assert_cmpuint (n_rows, <=, expected->len);
  for (guint i = 0; i < n_rows; i++)
    {
      const TmAdvisorOption *want = g_ptr_array_index (expected, i);
      const TmAdvisorOption *shown = tm_advisor_panel_get_option (panel, i);
      g_autofree char *title = tm_advisor_panel_option_title (want);

      g_assert_true (ui_json_objects_equal (want->move, shown->move));
      g_assert_cmpfloat (want->score, ==, shown->score);
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (tm_advisor_panel_get_row (panel, i))),
                       ==, title);
    }
}

static gboolean
is_clickable (GtkWidget *widget)
{
  /* The text inside an entry row or a spin button is part of that
   * control (it narrows while an "edit" icon shows): the control is
   * what is clicked. */
  if (GTK_IS_TEXT (widget) && gtk_widget_get_parent (widget) != NULL
      && gtk_widget_get_ancestor (gtk_widget_get_parent (widget), GTK_TYPE_EDITABLE) != NULL)
    return FALSE;
  return GTK_IS_BUTTON (widget) || GTK_IS_CHECK_BUTTON (widget) || GTK_IS_DROP_DOWN (widget)
         || GTK_IS_EDITABLE (widget) || GTK_IS_LIST_BOX_ROW (widget) || GTK_IS_SWITCH (widget)
         || GTK_IS_SCALE (widget);
}

static void
record_bounds (GtkWidget  *root,
               GtkWidget  *widget,
               GHashTable *bounds)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t rect;

      if (!gtk_widget_get_mapped (child))
        continue;
      if (is_clickable (child) && gtk_widget_is_sensitive (child)
          && gtk_widget_compute_bounds (child, root, &rect))
        g_hash_table_insert (bounds, g_object_ref (child), g_memdup2 (&rect, sizeof rect));
      record_bounds (root, child, bounds);
    }
}

static gboolean
bounds_equal (GHashTable *a,
              GHashTable *b)
{
  GHashTableIter iter;
  gpointer widget, rect;

  if (g_hash_table_size (a) != g_hash_table_size (b))
    return FALSE;
  g_hash_table_iter_init (&iter, a);
  while (g_hash_table_iter_next (&iter, &widget, &rect))
    {
      graphene_rect_t *other = g_hash_table_lookup (b, widget);

      if (other == NULL || !graphene_rect_equal (rect, other))
        return FALSE;
    }
  return TRUE;
}

static GHashTable *
snapshot_bounds (GtkWidget *root)
{
  /* Held: a widget gone meanwhile is not mistaken for a new one at the
   * same address. */
  GHashTable *bounds = g_hash_table_new_full (NULL, NULL, g_object_unref, g_free);

  record_bounds (root, root, bounds);
  return bounds;
}

/* A change is laid out over the next frames, and what it starts (a flap
 * folding, a revealer, an idle that sets a label) runs on for a few more;
 * on a busy machine those frames come late.  Waits, for at most
 * UI_WAIT_MS, until every control is laid out alike two frames apart
 * (one frame apart, a label set by an idle after the first frame
 * was missed): a fixed time was too short under load. */
GHashTable *
ui_record_clickable_bounds (GtkWidget *root)
{
  gint64 deadline = g_get_monotonic_time () + UI_WAIT_MS * G_TIME_SPAN_MILLISECOND;
  GHashTable *last;

  ui_wait_frames (root);
  ui_wait_frames (root);
  last = snapshot_bounds (root);
  for (;;)
    {
      GHashTable *now;

      ui_wait_frames (root);
      ui_wait_frames (root);
      now = snapshot_bounds (root);
      if (bounds_equal (last, now) || g_get_monotonic_time () >= deadline)
        {
          g_hash_table_unref (last);
          return now;
        }
      g_hash_table_unref (last);
      last = now;
    }
}

void
ui_assert_clickables_stayed (GHashTable *before,
                             GtkWidget  *root,
                             const char *what)
{
  g_autoptr(GHashTable) after = ui_record_clickable_bounds (root);
  GHashTableIter iter;
  gpointer widget, rect;

  g_hash_table_iter_init (&iter, before);
  while (g_hash_table_iter_next (&iter, &widget, &rect))
    {
      graphene_rect_t *was = rect;
      graphene_rect_t *now = g_hash_table_lookup (after, widget);

      /* Gone or disabled: nothing to click there now. */
      if (now == NULL)
        continue;
      if (!graphene_rect_equal (was, now))
        g_error ("%s: %s “%s” moved from %g,%g %g×%g to %g,%g %g×%g", what,
                 G_OBJECT_TYPE_NAME (widget),
                 GTK_IS_BUTTON (widget) && gtk_button_get_label (widget) != NULL
                   ? gtk_button_get_label (widget) : gtk_widget_get_name (widget),
                 was->origin.x, was->origin.y, was->size.width, was->size.height,
                 now->origin.x, now->origin.y, now->size.width, now->size.height);
    }
}

/* Steady pages -------------------------------------------------------------- */

typedef struct
{
  graphene_rect_t bounds;
  char *text;
} ControlPlace;

static void
control_place_free (gpointer data)
{
  ControlPlace *place = data;

  g_free (place->text);
  g_free (place);
}

/* What a person sees of a control besides its place: its label, the
 * choice a drop-down shows. */
static char *
control_text (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    return g_strdup (gtk_button_get_label (GTK_BUTTON (widget)));
  if (GTK_IS_DROP_DOWN (widget))
    {
      GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (widget));
      guint selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (widget));

      if (model != NULL && GTK_IS_STRING_LIST (model) && selected < g_list_model_get_n_items (model))
        return g_strdup_printf ("%s (of %u)", gtk_string_list_get_string (GTK_STRING_LIST (model), selected),
                                g_list_model_get_n_items (model));
      return g_strdup_printf ("%u of %u", selected, model != NULL ? g_list_model_get_n_items (model) : 0);
    }
  if (GTK_IS_EDITABLE (widget))
    return g_strdup (gtk_editable_get_text (GTK_EDITABLE (widget)));
  return NULL;
}

static gboolean
is_control (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);

  if (GTK_IS_TEXT (widget) && parent != NULL && gtk_widget_get_ancestor (parent, GTK_TYPE_EDITABLE) != NULL)
    return FALSE;
  return is_clickable (widget)
         || (gtk_widget_get_focusable (widget) && !GTK_IS_SCROLLED_WINDOW (widget) && !GTK_IS_VIEWPORT (widget))
         /* A list view's rows, a chart. */
         || (parent != NULL && GTK_IS_LIST_VIEW (parent))
         || gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)) == GTK_ACCESSIBLE_ROLE_IMG;
}

/* Whether some of @bounds (@widget's, in @root's coordinates) shows: a
 * list keeps rows scrolled out of view, clipped away. */
static gboolean
is_in_view (GtkWidget             *root,
            GtkWidget             *widget,
            const graphene_rect_t *bounds)
{
  graphene_rect_t shown = *bounds;

  for (GtkWidget *w = gtk_widget_get_parent (widget); w != NULL && w != root; w = gtk_widget_get_parent (w))
    {
      graphene_rect_t clip;

      if (gtk_widget_get_overflow (w) != GTK_OVERFLOW_HIDDEN)
        continue;
      if (!gtk_widget_compute_bounds (w, root, &clip) || !graphene_rect_intersection (&shown, &clip, &shown))
        return FALSE;
    }
  return shown.size.width > 0 && shown.size.height > 0;
}

static void
record_controls (GtkWidget  *root,
                 GtkWidget  *widget,
                 GHashTable *controls)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      ControlPlace place = { 0, };

      if (!gtk_widget_get_mapped (child) || !gtk_widget_get_child_visible (child))
        continue;
      if (is_control (child) && gtk_widget_compute_bounds (child, root, &place.bounds)
          && place.bounds.size.width > 0 && place.bounds.size.height > 0 && is_in_view (root, child, &place.bounds))
        {
          place.text = control_text (child);
          g_hash_table_insert (controls, g_object_ref (child), g_memdup2 (&place, sizeof place));
        }
      record_controls (root, child, controls);
    }
}

GHashTable *
ui_record_controls (GtkWidget *region)
{
  GHashTable *controls = g_hash_table_new_full (NULL, NULL, g_object_unref, control_place_free);
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (region));

  record_controls (window, region, controls);
  return controls;
}

typedef struct
{
  GtkWidget *region;
  GHashTable *controls;
  GtkWidget *focus;
} FrameRecord;

static void
on_after_paint (GdkFrameClock *clock,
                FrameRecord   *record)
{
  GtkRoot *root = gtk_widget_get_root (record->region);

  if (record->controls != NULL || !gtk_widget_get_mapped (record->region))
    return;
  record->controls = ui_record_controls (record->region);
  record->focus = gtk_root_get_focus (root);
}

static gboolean
frame_recorded (gpointer data)
{
  return ((FrameRecord *) data)->controls != NULL;
}

GHashTable *
ui_record_controls_at_next_frame (GtkWidget  *region,
                                  GtkWidget **focus)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (gtk_widget_get_root (region)));
  FrameRecord record = { region, NULL, NULL };
  gulong handler;

  g_assert_nonnull (clock);
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &record);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_PAINT);
  g_assert_true (ui_wait_for (frame_recorded, &record));
  g_signal_handler_disconnect (clock, handler);
  if (focus != NULL)
    *focus = record.focus;
  return record.controls;
}

static char *
describe_control (GtkWidget    *widget,
                  ControlPlace *place)
{
  GString *text = g_string_new (G_OBJECT_TYPE_NAME (widget));

  if (place->text != NULL)
    g_string_append_printf (text, " “%s”", place->text);
  else if (gtk_widget_get_tooltip_text (widget) != NULL)
    g_string_append_printf (text, " (%s)", gtk_widget_get_tooltip_text (widget));
  g_string_append_printf (text, " at %g,%g %g×%g", place->bounds.origin.x, place->bounds.origin.y,
                          place->bounds.size.width, place->bounds.size.height);
  for (GtkWidget *w = gtk_widget_get_parent (widget); w != NULL && text->len < 200; w = gtk_widget_get_parent (w))
    g_string_append_printf (text, " < %s", G_OBJECT_TYPE_NAME (w));
  return g_string_free (text, FALSE);
}

void
ui_assert_controls_same (GHashTable *before,
                         GHashTable *after,
                         const char *what)
{
  GHashTableIter iter;
  gpointer widget, data;

  g_hash_table_iter_init (&iter, before);
  while (g_hash_table_iter_next (&iter, &widget, &data))
    {
      ControlPlace *was = data;
      ControlPlace *now = g_hash_table_lookup (after, widget);
      g_autofree char *then = describe_control (widget, was);

      if (now == NULL)
        g_error ("%s: %s went", what, then);
      if (!graphene_rect_equal (&was->bounds, &now->bounds) || g_strcmp0 (was->text, now->text) != 0)
        {
          g_autofree char *later = describe_control (widget, now);

          g_error ("%s: %s became %s", what, then, later);
        }
    }
  g_hash_table_iter_init (&iter, after);
  while (g_hash_table_iter_next (&iter, &widget, &data))
    if (!g_hash_table_contains (before, widget))
      {
        g_autofree char *later = describe_control (widget, data);

        g_error ("%s: %s appeared", what, later);
      }
}

gboolean
ui_set_language (int          *argc,
                 char        **argv,
                 const char  **language)
{
  g_autofree char *locale_dir = NULL;
  int kept = 0;

  *language = NULL;
  for (int i = 0; i < *argc; i++)
    if (g_str_has_prefix (argv[i], "--language="))
      *language = argv[i] + strlen ("--language=");
    else
      argv[kept++] = argv[i];
  *argc = kept;
  argv[kept] = NULL;
  if (*language == NULL)
    return TRUE;
  locale_dir = tm_build_tree_get_locale_dir ();
  if (locale_dir == NULL || setlocale (LC_ALL, "C.UTF-8") == NULL)
    return FALSE;
  g_setenv ("LANGUAGE", *language, TRUE);
  bindtextdomain (GETTEXT_PACKAGE, locale_dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  return TRUE;
}
