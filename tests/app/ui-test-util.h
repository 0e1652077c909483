/* ui-test-util.h — what every UI test needs: start-up, waiting for the main
 * loop, finding widgets, clicking, temporary data folders
 *
 * Link with ui_test_util_dep (tests/app/meson.build).  Every wait is bounded
 * by UI_WAIT_MS, so a widget that never shows fails the test instead of
 * hanging it.
 */
#pragma once

#include <adwaita.h>

#include "widgets/tm-advisor-panel.h"
#include "core/tm-record.h"
#include "app/tm-window.h"

G_BEGIN_DECLS

#define UI_WAIT_MS 5000

/* gtk_disable_setlocale(), g_test_init(), gtk_init_check(), adw_init().
 * Returns FALSE (after printing a TAP "skip all" line) when there is no
 * display: main() then returns 0. */
gboolean ui_test_init (int    *argc,
                       char ***argv);

/* Runs the main loop until nothing is pending. */
void ui_spin (void);

typedef gboolean (*UiCondition) (gpointer data);

/* Runs the main loop until @condition (@data) holds, for at most
 * UI_WAIT_MS; FALSE when it never did. */
gboolean ui_wait_for (UiCondition condition,
                      gpointer    data);

/* A game record of tests/cli/records (ui_load_record()) or of tests/app
 * (ui_load_script()); the test fails if it cannot be read. */
TmRecord *ui_load_record (const char *name);
TmRecord *ui_load_script (const char *name);

/* Fails (naming @where) when @text uses developer notation instead of
 * the players' words (issue #20): cells as "[0, 1]", card codes such as
 * "R+2", Tsuki no Utena icon ids ("group-navy", "blue-snake"),
 * "eighths", players by seat ("the first player", "player 0"). */
void  ui_assert_words       (const char *text,
                             const char *where);
/* ui_assert_words() on every label shown and every tooltip under @root;
 * returns how many texts were read. */
guint ui_assert_no_notation (GtkWidget  *root,
                             const char *where);
/* Alt and a letter reach one control: fails, naming both labels and
 * @where, when two labels shown under @root share a mnemonic. */
void ui_assert_unique_mnemonics (GtkWidget  *root,
                                 const char *where);

/* Runs the main loop until @widget's window has drawn one more frame
 * (for at most UI_WAIT_MS), then what that frame left pending: what
 * changed is laid out, as a person sees it before the next click or key.
 * (One frame, not two: a frame is 1/60 s under Xvfb, and the UI tests
 * wait here thousands of times.) */
void ui_wait_frames (GtkWidget *widget);

/* A UiCondition: @widget is mapped (shown on screen). */
gboolean ui_is_mapped (gpointer widget);
/* A UiCondition: @widget is not mapped (hidden, or in nothing shown). */
gboolean ui_is_unmapped (gpointer widget);

/* ui_wait_for (ui_is_mapped, @widget). */
gboolean ui_wait_mapped (GtkWidget *widget);

/* A UiCondition: @menu_button (a GtkMenuButton) shows its menu.  A menu
 * built when it is opened (tm_menu_button_set_menu_on_open()) does not
 * exist before, so this asks for the popover each time. */
gboolean ui_menu_is_open (gpointer menu_button);

/* Waits until @menu_button shows its menu; its popover, or NULL when it
 * did not open in time. */
GtkWidget *ui_wait_menu_open (GtkMenuButton *menu_button);

/* What a click at the middle of @widget would reach in @window (the
 * deepest widget there, sensitive or not), and that middle in @window's
 * coordinates in @at when not NULL. */
GtkWidget *ui_pick_at_centre (GtkWindow        *window,
                              GtkWidget        *widget,
                              graphene_point_t *at);

/* Closes @menu_button's menu and waits until it is gone from the screen
 * and a frame has passed: done before a test destroys a window whose
 * menu is open.  GTK 4.8's tooltips keep the last popover that had a
 * pointer or key event after it is gone with its window, and the next
 * pointer event in a later test then fails with
 * "gdk_surface_get_device_position: assertion 'GDK_IS_SURFACE
 * (surface)' failed". */
void ui_close_menu (GtkMenuButton *menu_button);

/* What a click does, on a button the player can see and use: asserts it
 * gets mapped and is sensitive, emits "clicked", runs the main loop. */
void ui_click (GtkWidget *button);

/* The keyboard alone ----------------------------------------------------------
 * What GtkWindow does for the focus keys, with the focus where GTK puts
 * it: a test that enters moves with these never touches a widget that
 * has not the focus. */

/* Tab (GTK_DIR_TAB_FORWARD), Shift+Tab (GTK_DIR_TAB_BACKWARD) or an
 * arrow key (GTK_DIR_UP …).  Tab comes after the window has drawn what
 * the last key changed (it follows the widgets' places on screen) and
 * wraps round the window as GtkWindow does.  Returns the widget with the
 * focus. */
GtkWidget *ui_press_focus_key (GtkWindow        *window,
                               GtkDirectionType  direction);

/* Space or Enter on the widget with the focus (asserted mapped and
 * sensitive): a button is "clicked", another widget activated. */
void ui_press_space (GtkWindow *window);

/* Tab until @target has the focus, at most @max times; fails naming the
 * widgets passed on the way if it never does. */
void ui_tab_to (GtkWindow *window,
                GtkWidget *target,
                guint      max);

/* The same, until the focus is inside @region (a list, a picker). */
void ui_tab_into (GtkWindow *window,
                  GtkWidget *region,
                  guint      max);

/* Real key presses ------------------------------------------------------------
 * Keys that go through the X server (XTEST) and reach the
 * widgets as a person's keys do: what an event controller handles.
 * ui_real_keys_begin() gives @window the X input focus (again after
 * another window was shown); FALSE when that cannot be done here (not
 * X11, no XTEST): the test should then skip. */
gboolean ui_real_keys_begin (GtkWindow  *window);
/* Presses the keys named (X keysym names, modifiers joined with "+" as
 * xdotool writes them; NULL-terminated: "Tab", "Right", "shift+Tab",
 * "space" …) one after another, and returns once @window has handled
 * them; returns the widget with the focus then. */
GtkWidget *ui_press_real_keys (GtkWindow  *window,
                               const char *key,
                               ...) G_GNUC_NULL_TERMINATED;

/* Sends @keys (NULL-terminated, named as for ui_press_real_keys())
 * at once, without waiting for a frame first, and returns once the X
 * server has queued their events: the caller waits for what they do. */
void ui_send_real_keys (GtkWindow          *window,
                        const char * const *keys);

/* Types @text (printable ASCII) as real key presses, as
 * ui_press_real_keys(). */
GtkWidget *ui_type_real_text (GtkWindow  *window,
                              const char *text);

/* As ui_press_real_keys() and ui_type_real_text(), but the X server
 * spaces the key presses @delay_ms apart, as `xdotool --delay` does: they
 * reach the window one by one while it handles the ones before. */
GtkWidget *ui_press_real_keys_spaced (GtkWindow          *window,
                                      const char * const *keys,
                                      guint               delay_ms);
GtkWidget *ui_type_real_text_spaced  (GtkWindow          *window,
                                      const char         *text,
                                      guint               delay_ms);

/* A real click (XTEST) in the middle of @widget, shown in
 * @window (which nothing may cover); returns once @window handled it. */
void ui_real_click (GtkWindow *window,
                    GtkWidget *widget);

/* What has the focus, for a failure message. */
char *ui_describe_focus (GtkWindow *window);

/* The first visible toplevel window of @type, or NULL. */
GtkWindow *ui_find_toplevel (GType type);

/* Waits for a toplevel window of @type to show (asserted) and returns it. */
GtkWindow *ui_wait_for_toplevel (GType type);

/* Adds every descendant of @widget (not @widget itself) that is a @type
 * to @found, depth first, in widget order. */
void ui_collect_descendants (GtkWidget *widget,
                             GType      type,
                             GPtrArray *found);

/* The first descendant of @root that is a @type and, when @name is not
 * NULL, whose widget name (gtk_widget_set_name(), or the id of a
 * template child) is @name; NULL when none. */
GtkWidget *ui_find_descendant (GtkWidget  *root,
                               GType       type,
                               const char *name);

/* The first mapped GtkButton under @root whose label is @label, or NULL. */
GtkWidget *ui_find_button_labelled (GtkWidget  *root,
                                    const char *label);

/* The first GtkLabel under @root whose text is @text, or NULL. */
GtkWidget *ui_find_label (GtkWidget  *root,
                          const char *text);

/* Whether @root or a widget under it is a mapped GtkLabel containing @text. */
gboolean ui_label_shown_containing (GtkWidget  *root,
                                    const char *text);

/* Runs the main loop until such a label is shown (rows expand and toasts
 * slide in animated); FALSE when it never was. */
gboolean ui_wait_label_shown (GtkWidget  *root,
                              const char *text);

/* The application window, presented at @width × @height and mapped. */
TmWindow *ui_create_window (int width,
                            int height);

/* A plain window holding @child inside an AdwToastOverlay (the pages show
 * their errors as toasts), presented at @width × @height, with @child
 * mapped.  Destroy it with gtk_window_destroy(). */
GtkWindow *ui_present_in_window (GtkWidget *child,
                                 int        width,
                                 int        height);

/* A new empty temporary folder made the user data folder
 * (XDG_DATA_HOME): call it before anything asks for g_get_user_data_dir(),
 * i.e. first thing in main().  Remove it with ui_remove_tree(). */
char *ui_make_data_home (const char *template);

/* Removes @path and everything under it; a missing @path is fine. */
void ui_remove_tree (const char *path);

/* The saved games (tm_saved_games_get_dir(), the test build's data
 * folder): removes them all; the text of the only one (asserted at most
 * one), or NULL when none was saved. */
void  ui_clear_saved_games (void);
char *ui_read_saved_game   (void);

/* Whether two JSON objects hold the same members and values. */
gboolean ui_json_objects_equal (JsonObject *a,
                                JsonObject *b);
/* @saved (a move of a saved file) is @move besides its "at", which must
 * be a date and time; with @stamped, it must be there (the app entered
 * the move). */
gboolean ui_saved_move_equal (JsonObject *saved,
                              JsonObject *move,
                              gboolean    stamped);

/* Where the controls a player can click are: every mapped, sensitive
 * button, check button, drop-down, editable and list row under @root,
 * with its bounds in @root's coordinates, once the layout has settled
 * (two frames in a row alike).  Free with g_hash_table_unref(). */
GHashTable *ui_record_clickable_bounds (GtkWidget *root);

/* Fails (naming the widget and both rectangles) if a control of
 * @before that is still mapped and sensitive under @root moved or
 * changed size: nothing that can be clicked next may move between two
 * clicks.  @what says which step of the test it is. */
void ui_assert_clickables_stayed (GHashTable *before,
                                  GtkWidget  *root,
                                  const char *what);

/* Every control shown under @region (mapped: buttons, drop-downs,
 * entries, rows, whatever takes the focus, a list view's rows, charts
 * and images) with its bounds in its window's coordinates and its text
 * (a button's label, a drop-down's choice).  Free with
 * g_hash_table_unref(). */
GHashTable *ui_record_controls (GtkWidget *region);

/* The same, recorded as the window's next frame is drawn (once @region
 * is mapped): what a person sees first.  @focus (if not NULL) is set to
 * the widget with the focus then. */
GHashTable *ui_record_controls_at_next_frame (GtkWidget  *region,
                                              GtkWidget **focus);

/* Fails (naming the control, its place and its text, @what says when)
 * if a control of @before moved, changed size or text, or is not in
 * @after, or if @after has one @before has not. */
void ui_assert_controls_same (GHashTable *before,
                              GHashTable *after,
                              const char *what);

/* @panel shows @expected (ranked TmAdvisorOption) in order, row by row:
 * the same moves, scores and titles (at least one row, at most all). */
void ui_assert_advisor_panel_shows (TmAdvisorPanel *panel,
                                    GPtrArray      *expected);

/* @toggle (an advisor toggle, its options shown) reads "Hide <words>"
 * and @panel's title names the same <words>, in any case: the button
 * says what it shows (issue #25). */
void ui_assert_toggle_names_panel (GtkWidget      *toggle,
                                   TmAdvisorPanel *panel);

/* --language=LANG in @argv (taken out before g_test_init() sees it):
 * the build tree's translations in LANG, as `LANGUAGE=ja
 * build-aux/run.sh` shows them; *@language is LANG, or NULL (English).
 * FALSE when there are no built translations or no C.UTF-8 locale. */
gboolean ui_set_language (int          *argc,
                          char        **argv,
                          const char  **language);

G_END_DECLS
