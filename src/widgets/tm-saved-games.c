/* tm-saved-games.c — the folder of game records the app autosaves into */
#include "config.h"

#include "tm-saved-games.h"
#include "core/tm-json.h"
#include "core/tm-registry.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

void
tm_saved_game_free (TmSavedGame *saved)
{
  if (saved == NULL)
    return;
  g_clear_object (&saved->record);
  g_free (saved->path);
  g_clear_pointer (&saved->modified, g_date_time_unref);
  g_free (saved->phase);
  g_free (saved);
}

char *
tm_saved_games_get_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "tablemate", "games", NULL);
}

char *
tm_saved_games_get_path (TmRecord *record)
{
  g_autofree char *dir = tm_saved_games_get_dir ();
  g_autofree char *name = g_strconcat (tm_record_get_id (record), ".json", NULL);

  return g_build_filename (dir, name, NULL);
}

gboolean
tm_saved_games_save (TmRecord  *record,
                     GError   **error)
{
  g_autofree char *dir = tm_saved_games_get_dir ();
  g_autofree char *path = NULL;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      /* Worded like tm_record_save()'s own failures. */
      g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_WRITE,
                   _("The game could not be saved: the folder %s cannot be created (%s)."),
                   dir, g_strerror (saved_errno));
      return FALSE;
    }
  path = tm_saved_games_get_path (record);
  return tm_record_save (record, path, error);
}

gboolean
tm_saved_games_is_saved (TmRecord *record)
{
  g_autofree char *path = NULL;
  g_autofree char *on_disk = NULL;
  g_autofree char *data = NULL;
  gsize disk_length = 0;
  gsize length = 0;
  GStatBuf st;

  g_return_val_if_fail (TM_IS_RECORD (record), FALSE);

  path = tm_saved_games_get_path (record);
  /* Larger than any record Tablemate writes: not this one. */
  if (g_stat (path, &st) != 0 || st.st_size > TM_JSON_MAX_BYTES)
    return FALSE;
  if (!g_file_get_contents (path, &on_disk, &disk_length, NULL))
    return FALSE;
  data = tm_record_to_data (record, &length);
  return data != NULL && length == disk_length && memcmp (data, on_disk, length) == 0;
}

/* The phase, and whose turn it is in a game of turns against each
 * other: a game resumed says who plays (#25), "Summon phase, Aoi’s turn". */
static char *
describe_turn (TmRecord *record,
               TmGame   *game)
{
  g_autofree char *phase = tm_game_describe_phase (game);
  const TmGameInfo *info = tm_registry_lookup (tm_record_get_game_id (record));
  int player = tm_game_get_current_player (game);

  if (player < 0 || (guint) player >= tm_record_get_n_players (record) || (info != NULL && info->cooperative))
    return g_steal_pointer (&phase);
  /* Translators: a game to resume, e.g. "Summon phase, Aoi’s turn". */
  return g_strdup_printf (_("%s, %s’s turn"), phase, tm_record_get_player (record, (guint) player));
}

static TmSavedGame *
load_unfinished (const char *path)
{
  g_autoptr(TmSavedGame) saved = g_new0 (TmSavedGame, 1);
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFileInfo) info = NULL;
  int illegal_index = -1;

  saved->record = tm_record_load_file (path, &error);
  if (saved->record == NULL)
    {
      g_debug ("Skipping %s: %s", path, error->message);
      return NULL;
    }

  /* Only playable games whose every move replays can be resumed. */
  game = tm_record_replay (saved->record, G_MAXUINT, &illegal_index, NULL, &error);
  if (game == NULL || illegal_index >= 0 || tm_game_is_finished (game))
    return NULL;

  file = g_file_new_for_path (path);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info != NULL)
    {
      g_autoptr(GDateTime) utc = g_file_info_get_modification_date_time (info);

      if (utc != NULL)
        saved->modified = g_date_time_to_local (utc);
    }
  if (saved->modified == NULL)
    saved->modified = g_date_time_to_local (tm_record_get_created (saved->record));

  saved->path = g_strdup (path);
  saved->phase = describe_turn (saved->record, game);
  saved->n_moves = tm_record_get_n_moves (saved->record);
  return g_steal_pointer (&saved);
}

static int
compare_newest_first (gconstpointer a,
                      gconstpointer b)
{
  const TmSavedGame *sa = *(TmSavedGame * const *) a;
  const TmSavedGame *sb = *(TmSavedGame * const *) b;

  return g_date_time_compare (sb->modified, sa->modified);
}

/* An atomic save killed halfway leaves its temporary file,
 * "<id>.json.XXXXXX", beside the intact record. */
static gboolean
is_interrupted_save (const char *name)
{
  const char *suffix = g_strrstr (name, ".json.");

  return suffix != NULL && strlen (suffix) == strlen (".json.XXXXXX");
}

/* Only clutter once no save can still be writing it: the app saves in
 * well under a second. */
static void
remove_if_stale (const char *dir_path,
                 const char *name)
{
  g_autofree char *path = g_build_filename (dir_path, name, NULL);
  GStatBuf st;

  if (g_stat (path, &st) == 0 && S_ISREG (st.st_mode)
      && (g_get_real_time () / G_USEC_PER_SEC) - st.st_mtime > 10 * 60)
    g_unlink (path);
}

GPtrArray *
tm_saved_games_list_unfinished (void)
{
  g_autofree char *dir_path = tm_saved_games_get_dir ();
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_saved_game_free);
  g_autoptr(GDir) dir = NULL;
  const char *name;

  dir = g_dir_open (dir_path, 0, NULL);
  if (dir == NULL)
    return g_steal_pointer (&games);

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      TmSavedGame *saved;

      if (is_interrupted_save (name))
        {
          remove_if_stale (dir_path, name);
          continue;
        }
      if (!g_str_has_suffix (name, ".json"))
        continue;
      path = g_build_filename (dir_path, name, NULL);
      saved = load_unfinished (path);
      if (saved != NULL)
        g_ptr_array_add (games, saved);
    }

  g_ptr_array_sort (games, compare_newest_first);
  return g_steal_pointer (&games);
}
