/* test-ui-bad-files.c — bad records opened in the window: a clear message
 * shown in full, nothing on stderr, nothing lost
 *
 * Runs in a real GTK window (under Xvfb in `meson test`).  Every file of
 * tests/fuzz/corpus/ (the fuzzers' seeds and the inputs that once broke
 * Tablemate) and every bad-*.json of tests/cli/records/ is opened with
 * tm_window_open_file(), as `tablemate FILE` and the Open dialog do.  A
 * file that cannot be played must show the very message the rules give
 * (in a toast, and whole in a dialog behind its Details button when it is
 * too long for one line), as plain text:
 * a parser message such as "<data>:2:0: Parse error" once showed an empty
 * toast and a GTK warning, which G_DEBUG=fatal-warnings now makes fatal.
 * The saved games stay as they were.
 */
#include "config.h"

#include <adwaita.h>

#include "core/tm-history.h"
#include "core/tm-json.h"
#include "core/tm-record.h"
#include "games/planetary-sisters/page/tm-sisters-setup.h"
#include "games/planetary-sisters/rules/tm-sisters-catalogue.h"
#include "games/psi-conjuring/rules/tm-psi-catalogue.h"
#include "games/tsuki-no-utena/rules/tm-utena-catalogue.h"
#include "app/tm-catalogues-window.h"
#include "widgets/tm-error-display.h"
#include "app/tm-history-page.h"
#include "widgets/tm-saved-games.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

/* Whether a mapped label under @root has exactly @text. */
static gboolean
label_shown (GtkWidget  *root,
             const char *text)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root)
      && g_str_equal (gtk_label_get_text (GTK_LABEL (root)), text))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (label_shown (child, text))
      return TRUE;
  return FALSE;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}

/* The saved games' names and contents, to compare. */
static char *
snapshot_saved_games (void)
{
  g_autofree char *dir_path = tm_saved_games_get_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GString *out = g_string_new (NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_strings);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dir_path, g_ptr_array_index (names, i), NULL);
      g_autofree char *contents = NULL;

      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      g_string_append_printf (out, "%s\n%s\n", (char *) g_ptr_array_index (names, i), contents);
    }
  return g_string_free (out, FALSE);
}

/* What the window must say about @path, or NULL when it can be played. */
static char *
expected_message (const char *path)
{
  g_autoptr(TmRecord) record = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) move_error = NULL;
  g_autofree char *basename = g_path_get_basename (path);
  int illegal = -1;

  record = tm_record_load_file (path, &error);
  if (record == NULL)
    return g_strdup_printf ("“%s” could not be opened: %s", basename, error->message);
  game = tm_record_replay (record, G_MAXUINT, &illegal, &move_error, &error);
  if (game == NULL)
    return g_strdup (error->message);
  if (illegal >= 0)
    return g_strdup_printf ("Move %d of this game breaks the rules: %s", illegal + 1,
                            move_error->message);
  return NULL;
}

static guint n_toasts, n_dialogs, n_opened;

static void
open_one (const char *path)
{
  g_autofree char *expected = expected_message (path);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  TmWindow *window = ui_create_window (1000, 700);
  gboolean opened;
  GtkWindow *dialog;
  GtkWidget *details;

  /* After the window's start (which moves finished games to the history). */
  ui_spin ();
  before = snapshot_saved_games ();
  g_test_message ("%s", path);
  opened = tm_window_open_file (window, file);
  ui_spin ();
  if (expected == NULL)
    {
      g_assert_true (opened);
      g_assert_nonnull (tm_window_get_game_page (window));
      n_opened++;
    }
  else
    {
      g_assert_false (opened);
      /* In a toast, whole and as written (escaped for the markup). */
      if (!label_shown (GTK_WIDGET (window), expected))
        g_error ("%s: the toast does not say “%s”", path, expected);
      details = ui_find_button_labelled (GTK_WIDGET (window), "_Details");
      if (tm_error_display_fits_toast (expected))
        {
          g_assert_null (details);
          n_toasts++;
        }
      else
        {
          /* Too long for a toast line: whole in a dialog, a click away. */
          g_assert_nonnull (details);
          ui_click (details);
          dialog = ui_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
          g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));
          g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), ==, expected);
          g_assert_false (adw_message_dialog_get_body_use_markup (ADW_MESSAGE_DIALOG (dialog)));
          gtk_window_destroy (dialog);
          n_dialogs++;
        }
      /* Nothing lost: the saved games are as they were. */
      after = snapshot_saved_games ();
      g_assert_cmpstr (after, ==, before);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

static void
add_folder (GPtrArray  *paths,
            const char *folder,
            const char *prefix)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, prefix))
      g_ptr_array_add (paths, g_build_filename (folder, name, NULL));
}

static void
test_bad_records (void)
{
  g_autofree char *corpus = g_build_filename (g_getenv ("TM_SOURCE_ROOT"), "tests", "fuzz", "corpus", NULL);
  g_autofree char *records = g_build_filename (g_getenv ("TM_SOURCE_ROOT"), "tests", "cli", "records", NULL);
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *tmp_amp = g_build_filename (g_get_user_data_dir (), "A&B <x>.json", NULL);
  g_autofree char *tmp_lt = g_build_filename (g_get_user_data_dir (), "<b>.json", NULL);

  add_folder (paths, corpus, "");
  add_folder (paths, records, "bad-");
  /* Short messages with markup characters: in a toast, as written. */
  g_assert_true (g_file_set_contents (tmp_amp, "", 0, NULL));
  g_ptr_array_add (paths, g_strdup (tmp_amp));
  g_assert_true (g_file_set_contents (tmp_lt, "[", 1, NULL));
  g_ptr_array_add (paths, g_strdup (tmp_lt));
  g_ptr_array_sort (paths, compare_strings);
  g_assert_cmpuint (paths->len, >, 20);
  for (guint i = 0; i < paths->len; i++)
    open_one (g_ptr_array_index (paths, i));

  g_test_message ("%u files: %u errors in toasts, %u in dialogs, %u opened",
                  paths->len, n_toasts, n_dialogs, n_opened);
  /* The corpus has errors of both lengths, and playable records. */
  g_assert_cmpuint (n_toasts, >, 0);
  g_assert_cmpuint (n_dialogs, >, 0);
  g_assert_cmpuint (n_opened, >, 0);
}

static char *
catalogues_text (TmCataloguesWindow *window)
{
  g_autoptr(JsonNode) psi = tm_catalogue_to_json (TM_CATALOGUE (tm_catalogues_window_get_psi (window)));
  g_autofree char *psi_text = json_to_string (psi, TRUE);
  g_autofree char *sisters_text = tm_catalogue_to_data (TM_CATALOGUE (tm_catalogues_window_get_sisters (window)), NULL);

  return g_strconcat (sisters_text, "\n", psi_text, NULL);
}

/* The same files imported as card catalogues (Planetary Sisters' kinds,
 * Psi Conjuring's beasts): refused with a one-line message, or taken; a
 * refusal changes neither catalogue. */
static void
test_bad_catalogues (void)
{
  g_autofree char *corpus = g_build_filename (g_getenv ("TM_SOURCE_ROOT"), "tests", "fuzz", "corpus", NULL);
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  TmCataloguesWindow *window = TM_CATALOGUES_WINDOW (tm_catalogues_window_new (NULL));
  guint refused = 0;

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (ui_wait_mapped (GTK_WIDGET (window)));
  add_folder (paths, corpus, "");
  g_ptr_array_sort (paths, compare_strings);
  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      g_autofree char *before = catalogues_text (window);
      g_autoptr(GError) error = NULL;

      g_test_message ("%s", path);
      if (!tm_catalogues_window_import_sisters (window, path, &error))
        {
          g_autofree char *after = catalogues_text (window);

          g_assert_nonnull (error);
          g_assert_null (strchr (error->message, '\n'));
          g_assert_true (g_utf8_validate (error->message, -1, NULL));
          g_assert_cmpstr (after, ==, before);
          refused++;
        }
      g_clear_error (&error);
      g_free (before);
      before = catalogues_text (window);
      if (!tm_catalogues_window_import_psi (window, path, TM_PSI_MERGE_KEEP_LOCAL, &error))
        {
          g_autofree char *after = catalogues_text (window);

          g_assert_nonnull (error);
          g_assert_null (strchr (error->message, '\n'));
          g_assert_true (g_utf8_validate (error->message, -1, NULL));
          g_assert_cmpstr (after, ==, before);
          refused++;
        }
      ui_spin ();
    }
  /* Records are not catalogues: most are refused. */
  g_assert_cmpuint (refused, >, paths->len);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
}

/* Whether a file under @dir (and its folders) holds exactly @contents. */
static gboolean
kept_under (const char *dir_path,
            const char *contents,
            gsize       length)
{
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autofree char *found = NULL;
      gsize found_length;

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        {
          if (kept_under (path, contents, length))
            return TRUE;
        }
      else if (g_file_get_contents (path, &found, &found_length, NULL)
               && found_length == length && memcmp (found, contents, length) == 0)
        return TRUE;
    }
  return FALSE;
}

static void
put_file (const char *path,
          const char *contents,
          gsize       length)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, contents, (gssize) length, NULL));
}

static gboolean
same_file (const char *path,
           const char *contents,
           gsize       length)
{
  g_autofree char *now = NULL;
  gsize now_length;

  return g_file_get_contents (path, &now, &now_length, NULL)
         && now_length == length && memcmp (now, contents, length) == 0;
}

/* A record of tests/cli/records cut to its first @n_moves moves: a game
 * still being played, whose page reads its catalogue. */
static TmRecord *
game_in_play (const char *name,
              guint       n_moves)
{
  TmRecord *record = ui_load_record (name);

  while (tm_record_get_n_moves (record) > n_moves)
    g_assert_true (tm_record_undo (record));
  return record;
}

/* Every file Tablemate keeps in its data folder, given a bad content in
 * turn (the corpus's inputs, and bytes that are not text): the card
 * memory, both catalogues, a saved game, a finished game of the history
 * and the history's index.  The window starts, shows the history and a
 * game of one of the three games that read a catalogue (each in turn): a
 * catalogue that cannot be read is
 * said in a toast, nothing goes to stderr (fatal-warnings), and every
 * file is still there, unchanged (a saved game may go into the history
 * when it is finished; nothing is moved aside or lost). */
static void
test_bad_data_folder (void)
{
  g_autofree char *corpus = g_build_filename (g_getenv ("TM_SOURCE_ROOT"), "tests", "fuzz", "corpus", NULL);
  g_autofree char *data_dir = g_build_filename (g_get_user_data_dir (), "tablemate", NULL);
  g_autofree char *memory_path = tm_utena_catalogue_get_default_path ();
  g_autofree char *sisters_path = tm_sisters_catalogue_path ();
  g_autofree char *psi_path = tm_psi_catalogue_get_user_path ();
  g_autofree char *saved_path = g_build_filename (data_dir, "games", "zz-bad.json", NULL);
  g_autofree char *finished_path = g_build_filename (data_dir, "history", "zz-bad.json", NULL);
  g_autofree char *history_dir = g_build_filename (data_dir, "history", NULL);
  g_autofree char *index_path = g_build_filename (history_dir, "index.jsonl", NULL);
  g_autofree char *garbage = g_build_filename (g_get_user_data_dir (), "garbage.bin", NULL);
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  static const char bytes[] = "\x01\xff\xfe{\"version\": 1, \"game\": \"\x80\"\n<b>&</b>\0tail";
  guint n_unreadable = 0;

  put_file (garbage, bytes, sizeof bytes - 1);
  g_ptr_array_add (paths, g_strdup (garbage));
  add_folder (paths, corpus, "");
  g_ptr_array_sort (paths, compare_strings);
  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      const char *games[] = { "utena-full-won.json", "sisters-3p.json", "psi-full-game.json" };
      const char *said[] = { "card memory could not be read", "emblem catalogue could not be read",
                             "beasts’ catalogue could not be read" };
      gboolean unreadable[3];
      g_autofree char *contents = NULL;
      gsize length;
      TmWindow *window;

      g_test_message ("%s", path);
      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      ui_remove_tree (data_dir);
      put_file (memory_path, contents, length);
      put_file (sisters_path, contents, length);
      put_file (psi_path, contents, length);
      put_file (saved_path, contents, length);
      put_file (finished_path, contents, length);
      put_file (index_path, contents, length);
      {
        g_autoptr(TmUtenaCatalogue) memory = tm_utena_catalogue_new ();
        g_autoptr(TmSistersCatalogue) sisters = tm_sisters_catalogue_new ();
        g_autoptr(TmPsiCatalogue) beasts = tm_psi_catalogue_new ();

        unreadable[0] = !tm_catalogue_load_or_empty (TM_CATALOGUE (memory), memory_path, NULL);
        unreadable[1] = !tm_catalogue_load (TM_CATALOGUE (sisters), sisters_path, NULL);
        unreadable[2] = !tm_catalogue_load (TM_CATALOGUE (beasts), psi_path, NULL);
      }

      window = ui_create_window (1000, 700);
      tm_window_show_history (window);
      ui_wait_frames (GTK_WIDGET (window));
      /* One game's page each time, in turn: each still meets a third of
       * the inputs, and the run stays short. */
      for (guint g = i % G_N_ELEMENTS (games); g == i % G_N_ELEMENTS (games); g++)
        {
          g_autoptr(TmRecord) record = game_in_play (games[g], 2);

          g_assert_true (tm_window_open_record (window, record));
          ui_wait_frames (GTK_WIDGET (window));
          g_assert_true (ui_label_shown_containing (GTK_WIDGET (window), said[g]) == unreadable[g]);
          n_unreadable += unreadable[g];
          tm_window_show_start (window);
        }
      gtk_window_destroy (GTK_WINDOW (window));
      ui_spin ();

      g_assert_true (same_file (memory_path, contents, length));
      g_assert_true (same_file (sisters_path, contents, length));
      g_assert_true (same_file (psi_path, contents, length));
      /* A finished game that cannot be read stays where it is, as it is;
       * a saved one stays or, finished, joins the history (which holds
       * that very game already).  The index is only a cache, rebuilt
       * from the records. */
      g_assert_true (same_file (finished_path, contents, length));
      g_assert_true (same_file (saved_path, contents, length) || kept_under (history_dir, contents, length));
    }
  /* Records are not catalogues: most of the corpus is unreadable as one. */
  g_assert_cmpuint (n_unreadable, >, paths->len / 2);
  ui_remove_tree (data_dir);
}

/* A bundle whose records are every file of @paths, as they are (most of
 * them no record at all): it imports what can be played and says why the
 * others were skipped. */
static char *
write_bundle (GPtrArray *paths)
{
  g_autofree char *bundle = g_build_filename (g_get_user_data_dir (), "bad-bundle.json", NULL);
  g_autoptr(GString) text = g_string_new ("{\"format\": \"tablemate-bundle\", \"version\": 1, \"records\": [\n");
  guint n = 0;

  for (guint i = 0; i < paths->len; i++)
    {
      g_autofree char *contents = NULL;
      g_autoptr(JsonNode) node = NULL;
      gsize length;

      /* Only the files that are JSON objects as Tablemate reads JSON: the
       * bundle's structure must hold (a broken one adds nothing). */
      if (!g_file_get_contents (g_ptr_array_index (paths, i), &contents, &length, NULL)
          || (node = tm_json_parse (contents, length, NULL)) == NULL || !JSON_NODE_HOLDS_OBJECT (node))
        continue;
      g_string_append_printf (text, "%s%s\n", n++ > 0 ? "," : "", contents);
    }
  g_string_append (text, "]}\n");
  g_assert_true (g_file_set_contents (bundle, text->str, (gssize) text->len, NULL));
  return g_steal_pointer (&bundle);
}

/* The title of the toast the window shows now (not one fading out). */
static const char *
shown_toast_title (TmWindow *window)
{
  GtkWidget *overlay = ui_find_descendant (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY, NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (overlay); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_str_equal (G_OBJECT_TYPE_NAME (child), "AdwToastWidget") && gtk_widget_get_can_target (child))
      {
        g_autoptr(AdwToast) toast = NULL;

        g_object_get (child, "toast", &toast, NULL);
        return adw_toast_get_title (toast);  /* the widget keeps the toast */
      }
  return NULL;
}

/* Every corpus file, every bad record, and a bundle of all of them
 * imported into the history as its Import… button does: the window says
 * what the core says (the reason it was refused, in full; or the games
 * skipped, each with its reason, in a dialog), nothing on stderr, no
 * game lost. */
static void
test_bad_imports (void)
{
  g_autofree char *corpus = g_build_filename (g_getenv ("TM_SOURCE_ROOT"), "tests", "fuzz", "corpus", NULL);
  g_autofree char *records = g_build_filename (g_getenv ("TM_SOURCE_ROOT"), "tests", "cli", "records", NULL);
  g_autofree char *data_dir = g_build_filename (g_get_user_data_dir (), "tablemate", NULL);
  g_autofree char *scratch = g_build_filename (g_get_user_data_dir (), "scratch", NULL);
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *bundle = NULL;
  TmHistoryPage *page;
  TmWindow *window;
  guint n_refused = 0, n_skipping = 0;

  ui_remove_tree (data_dir);
  add_folder (paths, corpus, "");
  add_folder (paths, records, "bad-");
  g_ptr_array_sort (paths, compare_strings);
  bundle = write_bundle (paths);
  g_ptr_array_add (paths, g_strdup (bundle));

  window = ui_create_window (1000, 700);
  tm_window_show_history (window);
  page = TM_HISTORY_PAGE (tm_window_get_history_page (window));
  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      guint before = g_list_model_get_n_items (G_LIST_MODEL (tm_window_get_history (window)));
      g_autoptr(TmHistory) expected = NULL;
      g_autoptr(GError) error = NULL;
      TmHistoryImport import = { 0, };
      gboolean imported;
      GtkWindow *dialog;

      /* What the core says, on a history of its own. */
      ui_remove_tree (scratch);
      expected = tm_history_new (scratch);
      imported = tm_history_import_bundle (expected, path, &import, &error);

      g_test_message ("%s", path);
      tm_history_page_import_file (page, path);
      ui_wait_frames (GTK_WIDGET (window));
      g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (tm_window_get_history (window))), >=, before);
      dialog = ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
      if (!imported)
        {
          g_autofree char *basename = g_path_get_basename (path);
          g_autofree char *message = g_strdup_printf ("“%s” could not be imported: %s", basename, error->message);
          g_autofree char *title = g_markup_escape_text (message, -1);

          g_assert_null (dialog);
          g_assert_cmpstr (shown_toast_title (window), ==, title);
          n_refused++;
        }
      else if (import.skipped != NULL && import.skipped->len > 0)
        {
          /* Each game skipped is listed with its reason. */
          g_assert_nonnull (dialog);
          g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                                    g_ptr_array_index (import.skipped, 0)));
          n_skipping++;
        }
      if (dialog != NULL)
        {
          gtk_window_destroy (dialog);
          ui_spin ();
        }
      tm_history_import_clear (&import);
    }
  /* Records are not bundles: nearly all are refused; the bundle of them
   * all imports what it can and lists the rest. */
  g_assert_cmpuint (n_refused, >=, paths->len - 2);
  g_assert_cmpuint (n_skipping, >=, 1);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_spin ();
  ui_remove_tree (scratch);
  ui_remove_tree (data_dir);
}

int
test_ui_bad_files_main (int   argc,
                        char *argv[])
{
  g_autofree char *home = ui_make_data_home ("tm-ui-bad-files-XXXXXX");
  int status;

  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ui/bad-files/records", test_bad_records);
  g_test_add_func ("/ui/bad-files/catalogues", test_bad_catalogues);
  g_test_add_func ("/ui/bad-files/data-folder", test_bad_data_folder);
  g_test_add_func ("/ui/bad-files/imports", test_bad_imports);

  status = g_test_run ();
  ui_remove_tree (home);
  return status;
}
