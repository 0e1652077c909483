/* advisor-shots.c — draws the advisor's screenshots (build-aux/screenshots-advisor.sh)
 *
 *   advisor-shots SCENE OUT.png WIDTH HEIGHT TESTS_DIR
 *
 * Scenes: cots-ask (the private view's first step), cots-hand (a hand
 * ticked, its options, the best one opened), cots-planner (the
 * extermination planner), psi (the attack options beside the field),
 * utena (the exchanges and "Can we still win?" answered), sisters (a
 * Planetary Sisters hand ticked in the private view, its options),
 * sisters-what-if (the what-if under a finished game's scores).
 * The app's own widgets, positions from the tests' records; not a test.
 */
#include "config.h"

#include <adwaita.h>
#include <stdlib.h>

#include "ui-shot-util.h"
#include "widgets/tm-advisor-panel.h"
#include "widgets/tm-private-view.h"
#include "widgets/tm-page-support.h"
#include "games/children-of-the-sun/page/tm-cots-page.h"
#include "games/children-of-the-sun/page/tm-cots-hand-advisor.h"
#include "games/children-of-the-sun/page/tm-cots-plan-advisor.h"
#include "games/psi-conjuring/page/tm-psi-page.h"
#include "games/tsuki-no-utena/page/tm-utena-page.h"
#include "games/planetary-sisters/page/tm-sisters-page.h"
#include "games/planetary-sisters/page/tm-sisters-hand-advisor.h"

/* @name under @tests_dir, with its moves after the first @n_moves undone
 * (all of them kept when @n_moves is -1). */
static TmRecord *
load_record (const char *tests_dir,
             const char *name,
             int         n_moves)
{
  g_autofree char *path = g_build_filename (tests_dir, name, NULL);
  g_autoptr(GError) error = NULL;
  TmRecord *record = tm_record_load_file (path, &error);

  if (record == NULL)
    g_error ("%s: %s", path, error->message);
  while (n_moves >= 0 && tm_record_get_n_moves (record) > (guint) n_moves)
    tm_record_undo (record);
  return record;
}

/* The game page of @record in a window like the app's. */
static GtkWindow *
present_page (GtkWidget *page,
              int        width,
              int        height)
{
  GtkWindow *window = GTK_WINDOW (adw_application_window_new (NULL));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *overlay = adw_toast_overlay_new ();

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_widget_set_vexpand (overlay, TRUE);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), page);
  gtk_box_append (GTK_BOX (box), overlay);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (window, width, height);
  gtk_window_present (window);
  ui_shot_spin_for (500);
  return window;
}

static GtkWindow *
make_cots_scene (const char *scene,
                 const char *tests_dir,
                 int         width,
                 int         height)
{
  gboolean planner = g_str_equal (scene, "cots-planner");
  g_autoptr(TmRecord) record = planner
    ? load_record (tests_dir, "app/cots-winner.json", 26)
    : load_record (tests_dir, "cli/records/advise-cots-analysis.json", -1);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_page_replay_record (record, TM_TYPE_COTS_GAME, &error);
  TmCotsPage *page;
  TmPrivateView *view;
  GtkWidget *content;
  TmAdvisorPanel *panel;

  if (game == NULL)
    g_error ("%s", error->message);
  page = tm_cots_page_new (record, TM_COTS_GAME (game));
  present_page (GTK_WIDGET (page), 1000, 760);
  g_signal_emit_by_name (tm_cots_page_get_options_button (page), "clicked");
  view = tm_cots_page_get_private_view (page);
  gtk_window_set_default_size (GTK_WINDOW (view), width, height);
  if (g_str_equal (scene, "cots-ask"))
    return GTK_WINDOW (view);

  tm_private_view_reveal (view);
  content = tm_private_view_get_content (view);
  if (planner)
    panel = tm_cots_plan_advisor_get_panel (TM_COTS_PLAN_ADVISOR (content));
  else
    {
      /* A hand the position allows: the first unseen cards of a few colours. */
      const TmCotsState *state = tm_cots_game_get_state (TM_COTS_GAME (game));
      static const TmCotsCard wanted[] = { 2, 9, 13, 20, 27, 30 };
      TmCotsCardSet hand = 0;
      guint n = 0;

      for (guint i = 0; i < G_N_ELEMENTS (wanted) && n < state->hand[state->current_player]; i++)
        if (!tm_cots_card_set_contains (state->seen, wanted[i]))
          {
            hand = tm_cots_card_set_add (hand, wanted[i]);
            n++;
          }
      tm_cots_hand_advisor_set_hand (TM_COTS_HAND_ADVISOR (content), hand);
      panel = tm_cots_hand_advisor_get_panel (TM_COTS_HAND_ADVISOR (content));
    }
  if (tm_advisor_panel_get_n_rows (panel) > 0)
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (tm_advisor_panel_get_row (panel, 0)), TRUE);
  return GTK_WINDOW (view);
}

static GtkWindow *
make_psi_scene (const char *tests_dir,
                int         width,
                int         height)
{
  g_autoptr(TmRecord) record = load_record (tests_dir, "cli/records/advise-psi-battle.json", -1);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_page_replay_record (record, TM_TYPE_PSI_GAME, &error);
  TmPsiPage *page;
  GtkWindow *window;
  TmAdvisorPanel *panel;

  if (game == NULL)
    g_error ("%s", error->message);
  page = tm_psi_page_new (record, TM_PSI_GAME (game));
  window = present_page (GTK_WIDGET (page), width, height);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (tm_psi_page_get_options_toggle (page)), TRUE);
  panel = tm_psi_page_get_advisor_panel (page);
  if (tm_advisor_panel_get_n_rows (panel) > 0)
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (tm_advisor_panel_get_row (panel, 0)), TRUE);
  return window;
}

static GtkWindow *
make_utena_scene (const char *tests_dir,
                  int         width,
                  int         height)
{
  g_autoptr(TmRecord) record = load_record (tests_dir, "cli/records/advise-utena-outlook.json", -1);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_page_replay_record (record, TM_TYPE_UTENA_GAME, &error);
  TmUtenaPage *page;
  GtkWindow *window;
  TmUtenaOutlookView *outlook;

  if (game == NULL)
    g_error ("%s", error->message);
  page = tm_utena_page_new (record, TM_UTENA_GAME (game));
  window = present_page (GTK_WIDGET (page), width, height);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (tm_utena_page_get_options_toggle (page)), TRUE);
  outlook = tm_utena_page_get_outlook_view (page);
  tm_utena_outlook_view_ask (outlook);
  for (guint i = 0; i < 100 && tm_utena_outlook_view_get_busy (outlook); i++)
    ui_shot_spin_for (50);
  ui_shot_spin_for (300);
  /* The answer in view: the page scrolls to the focus. */
  gtk_widget_grab_focus (tm_utena_outlook_view_get_play_button (outlook));
  return window;
}

static GtkWindow *
make_sisters_scene (const char *scene,
                    const char *tests_dir,
                    int         width,
                    int         height)
{
  gboolean what_if = g_str_equal (scene, "sisters-what-if");
  g_autoptr(TmRecord) record = what_if
    ? load_record (tests_dir, "app/sisters-what-if.json", -1)
    : load_record (tests_dir, "cli/records/advise-sisters-midgame.json", -1);
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = tm_page_replay_record (record, TM_TYPE_SISTERS_GAME, &error);
  TmSistersPage *page;
  GtkWindow *window;
  TmPrivateView *view;
  GtkWidget *content;
  TmAdvisorPanel *panel;
  TmSistersCardSet hand = 0;
  const TmSistersState *state;
  int player;

  if (game == NULL)
    g_error ("%s", error->message);
  page = tm_sisters_page_new (record, TM_SISTERS_GAME (game));
  window = present_page (GTK_WIDGET (page), what_if ? width : 1000, what_if ? height : 760);
  if (what_if)
    {
      /* The what-if in view: the page scrolls to the focus. */
      GtkWidget *view_widget = GTK_WIDGET (tm_sisters_page_get_what_if_view (page));

      gtk_widget_set_focusable (view_widget, TRUE);
      gtk_widget_grab_focus (view_widget);
      return window;
    }

  g_signal_emit_by_name (tm_sisters_page_get_options_button (page), "clicked");
  view = tm_sisters_page_get_private_view (page);
  gtk_window_set_default_size (GTK_WINDOW (view), width, height);
  tm_private_view_reveal (view);
  content = tm_private_view_get_content (view);
  /* A hand the position allows: the cards known to be in it and a few unseen ones. */
  state = tm_sisters_game_get_state (TM_SISTERS_GAME (game));
  player = tm_sisters_state_get_current_player (state);
  hand = state->in_hand[player];
  for (int rank = 3; rank <= TM_SISTERS_N_RANKS && tm_sisters_card_set_size (hand) < state->hand[player]; rank += 5)
    if (gtk_widget_get_sensitive (tm_sisters_hand_advisor_get_rank_button (TM_SISTERS_HAND_ADVISOR (content), rank)))
      hand = tm_sisters_card_set_add (hand, rank);
  tm_sisters_hand_advisor_set_hand (TM_SISTERS_HAND_ADVISOR (content), hand);
  panel = tm_sisters_hand_advisor_get_panel (TM_SISTERS_HAND_ADVISOR (content));
  if (tm_advisor_panel_get_n_rows (panel) > 0)
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (tm_advisor_panel_get_row (panel, 0)), TRUE);
  return GTK_WINDOW (view);
}

int
main (int   argc,
      char *argv[])
{
  GtkWindow *window;
  int width, height;

  if (argc != 6)
    {
      g_printerr ("usage: advisor-shots SCENE OUT.png WIDTH HEIGHT TESTS_DIR\n");
      return 2;
    }
  ui_shot_init ();

  width = atoi (argv[3]);
  height = atoi (argv[4]);
  if (g_str_has_prefix (argv[1], "cots-"))
    window = make_cots_scene (argv[1], argv[5], width, height);
  else if (g_str_equal (argv[1], "psi"))
    window = make_psi_scene (argv[5], width, height);
  else if (g_str_equal (argv[1], "utena"))
    window = make_utena_scene (argv[5], width, height);
  else if (g_str_has_prefix (argv[1], "sisters"))
    window = make_sisters_scene (argv[1], argv[5], width, height);
  else
    g_error ("unknown scene %s", argv[1]);
  gtk_window_present (window);
  ui_shot_spin_for (1500);
  ui_shot_save_png (window, argv[2]);
  return 0;
}
