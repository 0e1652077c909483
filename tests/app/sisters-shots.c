/* sisters-shots.c — the Planetary Sisters screenshots, drawn by the app's own widgets
 *
 *   sisters-shots SCENE OUT.png WIDTH HEIGHT
 *
 * Run by build-aux/screenshots-sisters.sh under Xvfb with a throw-away
 * data folder (XDG_DATA_HOME): it writes the players' catalogue there.
 * Scenes: "start" (the start page with Score Only…), "setup" and
 * "reveal" (the 3-player record before the field, at the first reveal),
 * "round" (the 3-player record in round 4, a used card chosen),
 * "page-emblems" (its emblems asked at the end), "end" (the same game
 * finished, with its table), "players" (the score window's first step),
 * "cards" (the score
 * window at the second house), "emblems" (its emblem picker) and "score"
 * (its table for the manual's example).  TM_LOCALEDIR, when set, is
 * where the translations are.  The window is drawn into a PNG
 * through its own renderer, so no window manager is needed.  Not part of
 * the test run.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "app/tm-window.h"
#include "ui-shot-util.h"
#include "games/planetary-sisters/rules/tm-sisters-catalogue.h"
#include "games/planetary-sisters/page/tm-sisters-page.h"
#include "games/planetary-sisters/page/tm-sisters-score-window.h"
#include "games/planetary-sisters/page/tm-sisters-setup.h"

static char *records_dir;

static TmRecord *
load_record (const char *name,
             guint       n_moves)
{
  g_autofree char *path = g_build_filename (records_dir, name, NULL);
  g_autoptr(GError) error = NULL;
  TmRecord *record = tm_record_load_file (path, &error);

  if (record == NULL)
    g_error ("%s: %s", path, error->message);
  while (tm_record_get_n_moves (record) > n_moves)
    tm_record_undo (record);
  return record;
}

/* The players' catalogue: the 4-player record's deck without @leave_out. */
static void
write_catalogue (const char * const *leave_out)
{
  g_autoptr(TmRecord) record = load_record ("sisters-4p.json", G_MAXUINT);
  JsonObject *deck = tm_record_get_move (record, tm_record_get_n_moves (record) - 1);
  JsonArray *kinds = json_object_get_array_member (deck, "kinds");
  JsonObject *cards = json_object_get_object_member (deck, "cards");
  g_autoptr(GList) ranks = json_object_get_members (cards);
  g_autoptr(TmSistersCatalogue) catalogue = tm_sisters_catalogue_new ();
  g_autofree char *path = tm_sisters_catalogue_path ();

  for (guint i = 0; i < json_array_get_length (kinds); i++)
    {
      JsonObject *kind = json_array_get_object_element (kinds, i);
      TmSistersClass klass;

      if (g_strv_contains (leave_out, json_object_get_string_member (kind, "id")))
        continue;
      tm_sisters_class_from_string (json_object_get_string_member (kind, "class"), &klass);
      tm_sisters_catalogue_add_kind (catalogue, json_object_get_string_member (kind, "id"),
                                     json_object_get_string_member (kind, "name"), klass, NULL);
    }
  for (GList *l = ranks; l != NULL; l = l->next)
    if (!g_strv_contains (leave_out, l->data))
      tm_sisters_catalogue_set_card_json (catalogue, atoi (l->data), json_object_get_member (cards, l->data), NULL);
  tm_catalogue_save (TM_CATALOGUE (catalogue), path, NULL);
}

static void
toggle (TmSistersScoreWindow *window,
        const int            *ranks,
        guint                 n)
{
  for (guint i = 0; i < n; i++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (tm_sisters_score_window_get_rank_button (window, ranks[i])), TRUE);
}

static const int houses[4][8] = {
  { 27, 11, 19, 31, 30, 22, 28, 36 },
  { 1, 4, 15, 17, 20, 23, 26, 29 },
  { 2, 3, 10, 14, 21, 24, 25, 33 },
  { 9, 12, 13, 16, 18, 32, 34, 35 },
};

/* The score window of four players, up to the house of @last_house
 * (all of them and the field with 4). */
static GtkWindow *
score_window (guint last_house)
{
  const char *names[] = { "Aoi", "Mio", "Ren", "Sae" };
  TmSistersScoreWindow *window = TM_SISTERS_SCORE_WINDOW (tm_sisters_score_window_new (NULL));
  GtkWidget *next = tm_sisters_score_window_get_next_button (window);

  tm_sisters_score_window_set_n_players (window, 4);
  for (guint p = 0; p < 4; p++)
    gtk_editable_set_text (tm_sisters_score_window_get_name_entry (window, p), names[p]);
  g_signal_emit_by_name (next, "clicked");
  for (guint p = 0; p < 4 && p <= last_house; p++)
    {
      toggle (window, houses[p], p < last_house ? 8 : 3);
      if (p < last_house)
        g_signal_emit_by_name (next, "clicked");
    }
  if (last_house >= 4)
    g_signal_emit_by_name (next, "clicked");   /* the field, offered chosen */
  return GTK_WINDOW (window);
}

static GtkWindow *
app_window (TmRecord *record)
{
  TmWindow *window = tm_window_new (NULL);

  tm_window_open_record (window, record);
  return GTK_WINDOW (window);
}

static GtkWindow *
make_scene (const char *scene)
{
  if (g_str_equal (scene, "round"))
    {
      g_autoptr(TmRecord) record = load_record ("sisters-3p.json", 12);
      GtkWindow *window = app_window (record);
      TmSistersPage *found = NULL;

      /* The page, wherever the window holds it: choose a used card. */
      for (GtkWidget *w = GTK_WIDGET (window); w != NULL && found == NULL;)
        {
          if (TM_IS_SISTERS_PAGE (w))
            found = TM_SISTERS_PAGE (w);
          else if (gtk_widget_get_first_child (w) != NULL)
            w = gtk_widget_get_first_child (w);
          else
            {
              while (w != NULL && gtk_widget_get_next_sibling (w) == NULL)
                w = gtk_widget_get_parent (w);
              w = w != NULL ? gtk_widget_get_next_sibling (w) : NULL;
            }
        }
      if (found != NULL)
        for (int r = 1; r <= TM_SISTERS_N_RANKS; r++)
          if (gtk_widget_is_sensitive (tm_sisters_page_get_rank_button (found, r)))
            {
              g_signal_emit_by_name (tm_sisters_page_get_rank_button (found, r), "clicked");
              break;
            }
      return window;
    }
  if (g_str_equal (scene, "start"))
    return GTK_WINDOW (tm_window_new (NULL));
  if (g_str_equal (scene, "setup") || g_str_equal (scene, "reveal"))
    {
      /* Before the field is dealt; the first hand being revealed. */
      g_autoptr(TmRecord) record = load_record ("sisters-3p.json", g_str_equal (scene, "setup") ? 0 : 25);

      return app_window (record);
    }
  if (g_str_equal (scene, "page-emblems"))
    {
      g_autoptr(TmRecord) record = load_record ("sisters-3p.json", G_MAXUINT);

      tm_record_undo (record);
      return app_window (record);
    }
  if (g_str_equal (scene, "players"))
    {
      GtkWindow *window = tm_sisters_score_window_new (NULL);

      tm_sisters_score_window_set_n_players (TM_SISTERS_SCORE_WINDOW (window), 4);
      return window;
    }
  if (g_str_equal (scene, "end"))
    {
      g_autoptr(TmRecord) record = load_record ("sisters-3p.json", G_MAXUINT);

      return app_window (record);
    }
  if (g_str_equal (scene, "cards"))
    {
      const char *none[] = { NULL };

      write_catalogue (none);
      return score_window (1);
    }
  if (g_str_equal (scene, "emblems"))
    {
      const char *unknown[] = { "30", "33", "TC3", NULL };
      GtkWindow *window;
      TmSistersEmblemPicker *picker;

      write_catalogue (unknown);
      window = score_window (4);
      picker = tm_sisters_score_window_get_picker (TM_SISTERS_SCORE_WINDOW (window));
      gtk_spin_button_set_value (tm_sisters_emblem_picker_get_kind_spin (picker, "FOOD"), 1);
      gtk_spin_button_set_value (tm_sisters_emblem_picker_get_kind_spin (picker, "PLANT"), 2);
      return window;
    }
  if (g_str_equal (scene, "score"))
    {
      const char *none[] = { NULL };

      write_catalogue (none);
      return score_window (4);
    }
  g_error ("unknown scene %s", scene);
}

int
main (int   argc,
      char *argv[])
{
  GtkWindow *window;

  if (argc != 6)
    {
      g_printerr ("usage: sisters-shots SCENE OUT.png WIDTH HEIGHT RECORDS_DIR\n");
      return 2;
    }
  /* TM_LOCALEDIR: translations compiled by the script, not installed. */
  ui_shot_init ();
  records_dir = argv[5];

  window = make_scene (argv[1]);
  gtk_window_set_default_size (window, atoi (argv[3]), atoi (argv[4]));
  gtk_window_present (window);
  ui_shot_spin_for (1500);
  ui_shot_save_png (window, argv[2]);
  gtk_window_destroy (window);
  return 0;
}
