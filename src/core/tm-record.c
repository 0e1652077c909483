/* tm-record.c — a game as players, options and moves: the truth */
#include "config.h"

#include "tm-file.h"
#include "tm-json.h"
#include "tm-record.h"
#include "tm-record-first-player.h"
#include "tm-registry.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

struct _TmRecord
{
  GObject parent_instance;

  char *id;
  char *game_id;
  GDateTime *created;
  GStrv players;
  JsonObject *options;
  /* All moves ever entered; the first n_played are the game, the rest
   * can be redone.  Undo never destroys a move, a new move does. */
  GPtrArray *moves;
  guint n_played;
  /* moves read by the game for its replays; forgotten where moves change */
  TmMoveCache *move_cache;
  /* The reading of the game's rules it is played under ("rules"); 0 for
   * a record written before records said it, until a replay finds the
   * newest reading under which all its moves hold. */
  guint rules;
  /* Indices of moves corrected after they were played (sorted, each
   * below moves->len), so the move list can say so. */
  GArray *corrected;
  /* When each move of moves was entered (unix µs), TM_RECORD_NO_TIME
   * when the record does not say: kept apart from the move, so the
   * rules never see "at". */
  GArray *move_times;
  /* TmRecordPause, oldest first: the time the play clock stood still. */
  GArray *pauses;
  /* The seat drawn at random to start ("first_player"), or -1. */
  int first_player;
};

typedef struct
{
  gint64 from;
  gint64 to;        /* TM_RECORD_NO_TIME while the pause goes on */
  gboolean by_hand;
} TmRecordPause;

G_DEFINE_TYPE (TmRecord, tm_record, G_TYPE_OBJECT)

G_DEFINE_QUARK (tm-record-error-quark, tm_record_error)

static void
tm_record_finalize (GObject *object)
{
  TmRecord *self = TM_RECORD (object);

  g_free (self->id);
  g_free (self->game_id);
  g_clear_pointer (&self->created, g_date_time_unref);
  g_strfreev (self->players);
  g_clear_pointer (&self->options, json_object_unref);
  g_clear_pointer (&self->moves, g_ptr_array_unref);
  g_clear_pointer (&self->move_cache, tm_move_cache_free);
  g_clear_pointer (&self->corrected, g_array_unref);
  g_clear_pointer (&self->move_times, g_array_unref);
  g_clear_pointer (&self->pauses, g_array_unref);

  G_OBJECT_CLASS (tm_record_parent_class)->finalize (object);
}

static void
tm_record_class_init (TmRecordClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tm_record_finalize;
}

static void
tm_record_init (TmRecord *self)
{
  self->moves = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
  self->move_cache = tm_move_cache_new ();
  self->corrected = g_array_new (FALSE, FALSE, sizeof (guint));
  self->move_times = g_array_new (FALSE, FALSE, sizeof (gint64));
  self->pauses = g_array_new (FALSE, FALSE, sizeof (TmRecordPause));
  self->first_player = -1;
}

/* Today's revision of @game_id's rules; 1 for a game not playable yet. */
static guint
latest_rules_revision (const char *game_id)
{
  const TmGameInfo *info = tm_registry_lookup (game_id);

  if (info == NULL || !tm_game_info_is_playable (info))
    return 1;
  return tm_game_type_get_latest_rules_revision (info->get_type ());
}

static gint64
date_time_to_us (GDateTime *time)
{
  return g_date_time_to_unix (time) * G_USEC_PER_SEC + g_date_time_get_microsecond (time);
}

/* A time as the record writes it: ISO 8601 in UTC ("…Z"), with a
 * fraction only when the time has one. */
static char *
us_to_iso8601 (gint64 us)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_utc (us / G_USEC_PER_SEC);
  g_autoptr(GDateTime) exact = g_date_time_add (time, us % G_USEC_PER_SEC);

  return g_date_time_format_iso8601 (exact);
}

/* *@us from @node, an ISO 8601 string; FALSE when it is not one. */
static gboolean
node_get_time (JsonNode *node,
               gint64   *us)
{
  const char *text = tm_json_node_get_string (node);
  g_autoptr(GDateTime) time = text != NULL ? g_date_time_new_from_iso8601 (text, NULL) : NULL;

  if (time == NULL)
    return FALSE;
  *us = date_time_to_us (time);
  return TRUE;
}

TmRecord *
tm_record_new (const char         *game_id,
               const char * const *players,
               JsonObject         *options)
{
  TmRecord *self;

  g_return_val_if_fail (game_id != NULL, NULL);
  g_return_val_if_fail (players != NULL, NULL);

  self = g_object_new (TM_TYPE_RECORD, NULL);
  self->id = g_uuid_string_random ();
  self->game_id = g_strdup (game_id);
  self->created = g_date_time_new_now_utc ();
  self->players = g_strdupv ((char **) players);
  self->options = options != NULL ? json_object_ref (options) : json_object_new ();
  /* A new game is played under today's reading of its rules. */
  self->rules = latest_rules_revision (game_id);
  return self;
}

static gboolean
require_member (JsonObject    *object,
                const char    *name,
                JsonNodeType   type,
                GType          value_type,
                GError       **error)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL)
    {
      g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_FORMAT,
                   _("The record has no “%s” field."), name);
      return FALSE;
    }
  if (JSON_NODE_TYPE (node) != type
      || (type == JSON_NODE_VALUE && json_node_get_value_type (node) != value_type))
    {
      g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_FORMAT,
                   _("The record’s “%s” field has the wrong type."), name);
      return FALSE;
    }
  return TRUE;
}

/* The app names a game's file after its id (<id>.json in the games
 * folder), so an id must be a plain file name: not empty, not too long
 * for a file system, no folder separators, no control characters, and
 * not hidden (".", ".." and ".x" start with a dot).  Tablemate's own ids
 * are UUIDs. */
#define MAX_ID_CHARS 60

static gboolean
id_is_file_name (const char *id)
{
  if (id[0] == '\0' || id[0] == '.' || g_utf8_strlen (id, -1) > MAX_ID_CHARS)
    return FALSE;
  for (const char *p = id; *p != '\0'; p++)
    if (*p == '/' || *p == '\\' || (guchar) *p < 0x20 || *p == 0x7f)
      return FALSE;
  return TRUE;
}

/* "rules": the reading of the game's rules the record is played under,
 * 1 to today's revision; without it (records of Tablemate 0.2.0) it is
 * found by the first replay. */
static gboolean
read_rules_revision (TmRecord    *self,
                     JsonObject  *root,
                     GError     **error)
{
  JsonNode *node = json_object_get_member (root, "rules");
  guint latest = latest_rules_revision (self->game_id);
  gint64 revision;

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_FORMAT,
                   _("The record’s “rules” field must be a whole number: the "
                     "revision of the game’s rules it is played under."));
      return FALSE;
    }
  revision = json_node_get_int (node);
  if (revision < 1 || revision > latest)
    {
      g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_VERSION,
                   _("The record is played under revision %lld of the game’s "
                     "rules; this Tablemate knows revisions 1 to %u."),
                   (long long) revision, latest);
      return FALSE;
    }
  self->rules = (guint) revision;
  return TRUE;
}

/* Keeps @move (of a tree read by tm_json_parse_mutable(), which no one
 * else holds) without its "at", which goes to move_times: taken out of
 * the move itself rather than copying the rest, which was a seventh of
 * reading a record. */
static gboolean
add_loaded_move (TmRecord    *self,
                 JsonObject  *move,
                 guint        index,
                 GError     **error)
{
  JsonNode *at = json_object_get_member (move, "at");
  gint64 time = TM_RECORD_NO_TIME;

  if (at != NULL)
    {
      if (!node_get_time (at, &time))
        {
          g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_FORMAT,
                       _("Move %u’s “at” is not a date and time (ISO 8601)."), index + 1);
          return FALSE;
        }
      json_object_remove_member (move, "at");
    }
  g_ptr_array_add (self->moves, json_object_ref (move));
  g_array_append_val (self->move_times, time);
  return TRUE;
}

static gboolean
load_pauses (TmRecord  *self,
             JsonNode  *node,
             GError   **error)
{
  JsonArray *array = tm_json_node_get_array (node);
  guint n = array != NULL ? json_array_get_length (array) : 0;

  if (array == NULL || n > TM_RECORD_MAX_PAUSES)
    {
      g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_FORMAT,
                   _("The record’s “pauses” field is not a list of at most %d pauses."),
                   TM_RECORD_MAX_PAUSES);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      JsonObject *object = tm_json_node_get_object (json_array_get_element (array, i));
      JsonNode *to = object != NULL ? json_object_get_member (object, "to") : NULL;
      JsonNode *hand = object != NULL ? json_object_get_member (object, "hand") : NULL;
      TmRecordPause pause = { 0, TM_RECORD_NO_TIME, FALSE };

      if (object == NULL
          || !node_get_time (json_object_get_member (object, "from"), &pause.from)
          || (to != NULL && (!node_get_time (to, &pause.to) || pause.to < pause.from))
          || (hand != NULL && (!JSON_NODE_HOLDS_VALUE (hand)
                               || json_node_get_value_type (hand) != G_TYPE_BOOLEAN)))
        {
          g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_FORMAT,
                       _("Pause %u in the record needs a “from” date and time, and a "
                         "“to” no earlier than it when it has ended."), i + 1);
          return FALSE;
        }
      pause.by_hand = hand != NULL && json_node_get_boolean (hand);
      g_array_append_val (self->pauses, pause);
    }
  return TRUE;
}

static TmRecord *
record_from_object (JsonObject  *root,
                    GError     **error)
{
  g_autoptr(TmRecord) self = g_object_new (TM_TYPE_RECORD, NULL);
  g_autoptr(GStrvBuilder) players = g_strv_builder_new ();
  JsonNode *version;
  JsonArray *array;
  guint n;

  if (!json_object_has_member (root, "format")
      || !JSON_NODE_HOLDS_VALUE (json_object_get_member (root, "format"))
      || g_strcmp0 (json_object_get_string_member (root, "format"), TM_RECORD_FORMAT) != 0)
    {
      g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_FORMAT,
                   _("This is not a Tablemate game record (its “format” is not “%s”)."),
                   TM_RECORD_FORMAT);
      return NULL;
    }

  version = json_object_get_member (root, "version");
  if (version == NULL || !JSON_NODE_HOLDS_VALUE (version)
      || json_node_get_value_type (version) != G_TYPE_INT64)
    {
      g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_FORMAT,
                   _("The record has no whole-number “version” field."));
      return NULL;
    }
  if (json_node_get_int (version) != TM_RECORD_VERSION)
    {
      g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_VERSION,
                   _("The record is version %lld; this Tablemate reads version %d."),
                   (long long) json_node_get_int (version), TM_RECORD_VERSION);
      return NULL;
    }

  if (!require_member (root, "game", JSON_NODE_VALUE, G_TYPE_STRING, error))
    return NULL;
  self->game_id = g_strdup (json_object_get_string_member (root, "game"));
  if (tm_registry_lookup (self->game_id) == NULL)
    {
      g_autofree char *shown = tm_json_describe_text (self->game_id, -1, 40);

      g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_UNKNOWN_GAME,
                   _("“%s” is not a game Tablemate knows."), shown);
      return NULL;
    }

  if (!read_rules_revision (self, root, error))
    return NULL;

  if (json_object_has_member (root, "id"))
    {
      if (!require_member (root, "id", JSON_NODE_VALUE, G_TYPE_STRING, error))
        return NULL;
      self->id = g_strdup (json_object_get_string_member (root, "id"));
      if (!id_is_file_name (self->id))
        {
          g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_FORMAT,
                       _("The record’s “id” cannot name a file: it must be 1 to %d "
                         "characters without “/”, “\\” or control characters, and "
                         "must not start with “.”."), MAX_ID_CHARS);
          return NULL;
        }
    }
  else
    self->id = g_uuid_string_random ();

  if (json_object_has_member (root, "created"))
    {
      if (!require_member (root, "created", JSON_NODE_VALUE, G_TYPE_STRING, error))
        return NULL;
      self->created = g_date_time_new_from_iso8601 (json_object_get_string_member (root, "created"), NULL);
      if (self->created == NULL)
        {
          g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_FORMAT,
                       _("The record’s “created” field is not a date and time (ISO 8601)."));
          return NULL;
        }
    }
  else
    self->created = g_date_time_new_now_utc ();

  if (!require_member (root, "players", JSON_NODE_ARRAY, G_TYPE_INVALID, error))
    return NULL;
  array = json_object_get_array_member (root, "players");
  n = json_array_get_length (array);
  if (n == 0 || n > TM_RECORD_MAX_PLAYERS)
    {
      g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_FORMAT,
                   _("The record lists %u players; a game has 1 to %d."),
                   n, TM_RECORD_MAX_PLAYERS);
      return NULL;
    }
  for (guint i = 0; i < n; i++)
    {
      JsonNode *node = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING
          || json_node_get_string (node)[0] == '\0')
        {
          g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_FORMAT,
                       _("Player %u in the record has no name."), i + 1);
          return NULL;
        }
      g_strv_builder_add (players, json_node_get_string (node));
    }
  self->players = g_strv_builder_end (players);

  if (json_object_has_member (root, "options"))
    {
      if (!require_member (root, "options", JSON_NODE_OBJECT, G_TYPE_INVALID, error))
        return NULL;
      self->options = json_object_ref (json_object_get_object_member (root, "options"));
      /* Read as a mutable tree, sealed as records' options always were:
       * a game never changes them. */
      json_object_seal (self->options);
    }
  else
    self->options = json_object_new ();

  if (!require_member (root, "moves", JSON_NODE_ARRAY, G_TYPE_INVALID, error))
    return NULL;
  array = json_object_get_array_member (root, "moves");
  n = json_array_get_length (array);
  if (n > TM_RECORD_MAX_MOVES)
    {
      g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_TOO_LARGE,
                   _("The record has %u moves; Tablemate reads at most %d."),
                   n, TM_RECORD_MAX_MOVES);
      return NULL;
    }
  for (guint i = 0; i < n; i++)
    {
      JsonNode *node = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          /* Counted from 1 for people; the CLI reports 0-based indices. */
          g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_FORMAT,
                       _("Move %u in the record is not a JSON object."), i + 1);
          return NULL;
        }
      if (!add_loaded_move (self, json_node_get_object (node), i, error))
        return NULL;
    }
  self->n_played = n;

  if (json_object_has_member (root, "corrected"))
    {
      if (!require_member (root, "corrected", JSON_NODE_ARRAY, G_TYPE_INVALID, error))
        return NULL;
      array = json_object_get_array_member (root, "corrected");
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonNode *node = json_array_get_element (array, i);
          gint64 index;

          if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64
              || (index = json_node_get_int (node)) < 0 || index >= (gint64) n)
            {
              g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_FORMAT,
                           _("The record’s “corrected” field must list moves by their "
                             "index, from 0 to one less than the number of moves."));
              return NULL;
            }
          tm_record_mark_corrected (self, (guint) index);
        }
    }
  if (json_object_has_member (root, "pauses")
      && !load_pauses (self, json_object_get_member (root, "pauses"), error))
    return NULL;
  if (json_object_has_member (root, "first_player")
      && !tm_record_first_player_read (json_object_get_member (root, "first_player"),
                                       g_strv_length (self->players), &self->first_player, error))
    return NULL;

  return g_steal_pointer (&self);
}

TmRecord *
tm_record_load_data (const char  *data,
                     gsize        length,
                     GError     **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) local_error = NULL;

  /* Mutable: the moves are kept without their "at" (add_loaded_move()). */
  root = tm_json_parse_mutable (data, length, &local_error);
  if (root == NULL)
    {
      g_set_error_literal (error, TM_RECORD_ERROR,
                           g_error_matches (local_error, TM_JSON_ERROR, TM_JSON_ERROR_TOO_LARGE)
                           ? TM_RECORD_ERROR_TOO_LARGE : TM_RECORD_ERROR_SYNTAX,
                           local_error->message);
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_FORMAT,
                   _("This is not a Tablemate game record (it is not a JSON object)."));
      return NULL;
    }

  return record_from_object (json_node_get_object (root), error);
}

TmRecord *
tm_record_load_file (const char  *path,
                     GError     **error)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) local_error = NULL;
  GStatBuf st;
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);

  /* Check the size before reading, so a huge file is never loaded. */
  if (g_stat (path, &st) == 0 && st.st_size > TM_JSON_MAX_BYTES)
    {
      g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_TOO_LARGE,
                   _("The file is %lld bytes; a game record is at most %d."),
                   (long long) st.st_size, TM_JSON_MAX_BYTES);
      return NULL;
    }
  if (!g_file_get_contents (path, &data, &length, &local_error))
    {
      g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_READ,
                   "%s", local_error->message);
      return NULL;
    }
  return tm_record_load_data (data, length, error);
}

/* Move @index as written: the rules' members, then its "at". */
static JsonNode *
move_to_node (TmRecord *self,
              guint     index)
{
  JsonObject *move = g_ptr_array_index (self->moves, index);
  gint64 time = g_array_index (self->move_times, gint64, index);
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  if (time == TM_RECORD_NO_TIME)
    json_node_set_object (node, move);
  else
    {
      g_autoptr(GList) members = json_object_get_members (move);
      JsonObject *written = json_object_new ();

      for (GList *l = members; l != NULL; l = l->next)
        json_object_set_member (written, l->data,
                                json_node_copy (json_object_get_member (move, l->data)));
      g_autofree char *at = us_to_iso8601 (time);

      json_object_set_string_member (written, "at", at);
      json_node_take_object (node, written);
    }
  return node;
}

static char *
record_to_data (TmRecord *self,
                gboolean  pretty,
                gsize    *length)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *created = NULL;

  g_return_val_if_fail (TM_IS_RECORD (self), NULL);

  created = g_date_time_format_iso8601 (self->created);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, TM_RECORD_FORMAT);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, TM_RECORD_VERSION);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, self->id);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, self->game_id);
  /* A record whose reading is not known yet stays without one, as it
   * was written. */
  if (self->rules != 0)
    {
      json_builder_set_member_name (builder, "rules");
      json_builder_add_int_value (builder, self->rules);
    }
  json_builder_set_member_name (builder, "created");
  json_builder_add_string_value (builder, created);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; self->players[i] != NULL; i++)
    json_builder_add_string_value (builder, self->players[i]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "options");
  {
    JsonNode *options = json_node_new (JSON_NODE_OBJECT);

    json_node_set_object (options, self->options);
    json_builder_add_value (builder, options);
  }
  /* Only when drawn, so other records stay as they were. */
  if (self->first_player >= 0)
    {
      json_builder_set_member_name (builder, "first_player");
      json_builder_add_value (builder, tm_record_first_player_write (self->first_player));
    }
  json_builder_set_member_name (builder, "moves");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->n_played; i++)
    json_builder_add_value (builder, move_to_node (self, i));
  json_builder_end_array (builder);
  /* Written only when there is one, so a record without pauses reads
   * as it always did. */
  if (self->pauses->len > 0)
    {
      json_builder_set_member_name (builder, "pauses");
      json_builder_begin_array (builder);
      for (guint i = 0; i < self->pauses->len; i++)
        {
          TmRecordPause *pause = &g_array_index (self->pauses, TmRecordPause, i);
          g_autofree char *from = us_to_iso8601 (pause->from);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "from");
          json_builder_add_string_value (builder, from);
          if (pause->to != TM_RECORD_NO_TIME)
            {
              g_autofree char *to = us_to_iso8601 (pause->to);

              json_builder_set_member_name (builder, "to");
              json_builder_add_string_value (builder, to);
            }
          if (pause->by_hand)
            {
              json_builder_set_member_name (builder, "hand");
              json_builder_add_boolean_value (builder, TRUE);
            }
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
    }
  /* Only when a move was corrected, so other records stay as they were. */
  if (self->corrected->len > 0 && g_array_index (self->corrected, guint, 0) < self->n_played)
    {
      json_builder_set_member_name (builder, "corrected");
      json_builder_begin_array (builder);
      for (guint i = 0; i < self->corrected->len; i++)
        if (g_array_index (self->corrected, guint, i) < self->n_played)
          json_builder_add_int_value (builder, g_array_index (self->corrected, guint, i));
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, pretty);
  json_generator_set_indent (generator, 2);
  return json_generator_to_data (generator, length);
}

char *
tm_record_to_data (TmRecord *self,
                   gsize    *length)
{
  return record_to_data (self, TRUE, length);
}

gboolean
tm_record_save (TmRecord    *self,
                const char  *path,
                GError     **error)
{
  g_autofree char *data = NULL;
  g_autofree char *reason = NULL;
  g_autoptr(GError) local_error = NULL;
  guint n_players;
  gsize length;

  g_return_val_if_fail (TM_IS_RECORD (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  /* Never write a file Tablemate would refuse to read back: the old
   * file stays, and the game in memory is kept. */
  n_players = tm_record_get_n_players (self);
  if (self->n_played > TM_RECORD_MAX_MOVES)
    reason = g_strdup_printf (_("The record has %u moves; Tablemate reads at most %d."),
                              self->n_played, TM_RECORD_MAX_MOVES);
  else if (n_players == 0 || n_players > TM_RECORD_MAX_PLAYERS)
    reason = g_strdup_printf (_("The record lists %u players; a game has 1 to %d."),
                              n_players, TM_RECORD_MAX_PLAYERS);
  else
    {
      data = record_to_data (self, TRUE, &length);
      /* Indenting can take a record read near the size limit over it. */
      if (length > TM_JSON_MAX_BYTES)
        {
          g_free (data);
          data = record_to_data (self, FALSE, &length);
        }
      if (length > TM_JSON_MAX_BYTES)
        reason = g_strdup_printf (_("The file is %llu bytes; Tablemate reads at most %d."),
                                  (unsigned long long) length, TM_JSON_MAX_BYTES);
    }
  if (reason != NULL)
    {
      g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_WRITE,
                   _("The game could not be saved: %s"), reason);
      return FALSE;
    }

  /* A crash leaves either the old record or the new one; the message
   * names the file and says why. */
  if (!tm_file_save_atomic (path, data, (gssize) length, 0644, &local_error))
    {
      g_set_error_literal (error, TM_RECORD_ERROR, TM_RECORD_ERROR_WRITE, local_error->message);
      return FALSE;
    }
  return TRUE;
}

const char *
tm_record_get_id (TmRecord *self)
{
  g_return_val_if_fail (TM_IS_RECORD (self), NULL);
  return self->id;
}

const char *
tm_record_get_game_id (TmRecord *self)
{
  g_return_val_if_fail (TM_IS_RECORD (self), NULL);
  return self->game_id;
}

GDateTime *
tm_record_get_created (TmRecord *self)
{
  g_return_val_if_fail (TM_IS_RECORD (self), NULL);
  return self->created;
}

guint
tm_record_get_n_players (TmRecord *self)
{
  g_return_val_if_fail (TM_IS_RECORD (self), 0);
  return g_strv_length (self->players);
}

const char *
tm_record_get_player (TmRecord *self,
                      guint     index)
{
  g_return_val_if_fail (TM_IS_RECORD (self), NULL);
  g_return_val_if_fail (index < tm_record_get_n_players (self), NULL);
  return self->players[index];
}

guint
tm_record_get_rules_revision (TmRecord *self)
{
  g_return_val_if_fail (TM_IS_RECORD (self), 0);
  return self->rules;
}

JsonObject *
tm_record_get_options (TmRecord *self)
{
  g_return_val_if_fail (TM_IS_RECORD (self), NULL);
  return self->options;
}

guint
tm_record_get_n_moves (TmRecord *self)
{
  g_return_val_if_fail (TM_IS_RECORD (self), 0);
  return self->n_played;
}

JsonObject *
tm_record_get_move (TmRecord *self,
                    guint     index)
{
  g_return_val_if_fail (TM_IS_RECORD (self), NULL);
  g_return_val_if_fail (index < self->n_played, NULL);
  return g_ptr_array_index (self->moves, index);
}

void
tm_record_append_move (TmRecord   *self,
                       JsonObject *move)
{
  g_return_if_fail (TM_IS_RECORD (self));
  g_return_if_fail (move != NULL);

  tm_record_append_move_at (self, move, TM_RECORD_NO_TIME);
}

void
tm_record_append_move_at (TmRecord   *self,
                          JsonObject *move,
                          gint64      time)
{
  g_return_if_fail (TM_IS_RECORD (self));
  g_return_if_fail (move != NULL);

  g_ptr_array_set_size (self->moves, self->n_played);
  tm_move_cache_forget_from (self->move_cache, self->n_played);
  g_array_set_size (self->move_times, self->n_played);
  g_ptr_array_add (self->moves, json_object_ref (move));
  g_array_append_val (self->move_times, time);
  self->n_played++;
  /* A mark on a move that was undone and forgotten is not this move's. */
  while (self->corrected->len > 0
         && g_array_index (self->corrected, guint, self->corrected->len - 1) >= self->n_played - 1)
    g_array_set_size (self->corrected, self->corrected->len - 1);
}

TmRecord *
tm_record_copy_with_moves (TmRecord  *self,
                           GPtrArray *moves)
{
  TmRecord *copy;

  g_return_val_if_fail (TM_IS_RECORD (self), NULL);
  g_return_val_if_fail (moves != NULL, NULL);

  copy = g_object_new (TM_TYPE_RECORD, NULL);
  copy->id = g_strdup (self->id);
  copy->game_id = g_strdup (self->game_id);
  copy->created = g_date_time_ref (self->created);
  copy->players = g_strdupv (self->players);
  copy->options = json_object_ref (self->options);
  /* A correction goes on under the reading the game began with, and
   * the clock keeps its pauses. */
  copy->rules = self->rules;
  copy->first_player = self->first_player;
  g_array_append_vals (copy->pauses, self->pauses->data, self->pauses->len);
  for (guint i = 0; i < moves->len; i++)
    {
      JsonObject *move = g_ptr_array_index (moves, i);
      guint at;
      /* A move kept keeps its time; one entered in the correction takes
       * the time of the move before it (or of the start), so the game's
       * duration stays known and the new move adds no thinking time. */
      gint64 time = i > 0 ? g_array_index (copy->move_times, gint64, i - 1)
                          : date_time_to_us (self->created);

      if (g_ptr_array_find (self->moves, move, &at) && at < self->move_times->len)
        time = g_array_index (self->move_times, gint64, at);
      g_ptr_array_add (copy->moves, json_object_ref (move));
      g_array_append_val (copy->move_times, time);
    }
  copy->n_played = moves->len;
  return copy;
}

gboolean
tm_record_is_corrected (TmRecord *self,
                        guint     index)
{
  g_return_val_if_fail (TM_IS_RECORD (self), FALSE);

  for (guint i = 0; i < self->corrected->len; i++)
    if (g_array_index (self->corrected, guint, i) == index)
      return index < self->n_played;
  return FALSE;
}

void
tm_record_mark_corrected (TmRecord *self,
                          guint     index)
{
  guint at = 0;

  g_return_if_fail (TM_IS_RECORD (self));
  g_return_if_fail (index < self->moves->len);

  while (at < self->corrected->len && g_array_index (self->corrected, guint, at) < index)
    at++;
  if (at < self->corrected->len && g_array_index (self->corrected, guint, at) == index)
    return;
  g_array_insert_val (self->corrected, at, index);
}

gint64
tm_record_get_move_time (TmRecord *self,
                         guint     index)
{
  g_return_val_if_fail (TM_IS_RECORD (self), TM_RECORD_NO_TIME);
  g_return_val_if_fail (index < self->n_played, TM_RECORD_NO_TIME);
  return g_array_index (self->move_times, gint64, index);
}

int
tm_record_get_first_player_drawn (TmRecord *self)
{
  g_return_val_if_fail (TM_IS_RECORD (self), -1);
  return self->first_player;
}

void
tm_record_set_first_player_drawn (TmRecord *self,
                                  int       seat)
{
  g_return_if_fail (TM_IS_RECORD (self));
  g_return_if_fail (seat >= -1 && seat < (int) g_strv_length (self->players));
  self->first_player = seat;
}

gint64
tm_record_get_created_us (TmRecord *self)
{
  g_return_val_if_fail (TM_IS_RECORD (self), 0);
  return date_time_to_us (self->created);
}

gint64
tm_record_now (void)
{
  /* Whole seconds: the record's times read as people write them. */
  return g_get_real_time () / G_USEC_PER_SEC * G_USEC_PER_SEC;
}

guint
tm_record_get_n_pauses (TmRecord *self)
{
  g_return_val_if_fail (TM_IS_RECORD (self), 0);
  return self->pauses->len;
}

void
tm_record_get_pause (TmRecord *self,
                     guint     index,
                     gint64   *from,
                     gint64   *to,
                     gboolean *by_hand)
{
  TmRecordPause *pause;

  g_return_if_fail (TM_IS_RECORD (self));
  g_return_if_fail (index < self->pauses->len);

  pause = &g_array_index (self->pauses, TmRecordPause, index);
  if (from != NULL)
    *from = pause->from;
  if (to != NULL)
    *to = pause->to;
  if (by_hand != NULL)
    *by_hand = pause->by_hand;
}

static TmRecordPause *
open_pause (TmRecord *self)
{
  for (guint i = self->pauses->len; i > 0; i--)
    if (g_array_index (self->pauses, TmRecordPause, i - 1).to == TM_RECORD_NO_TIME)
      return &g_array_index (self->pauses, TmRecordPause, i - 1);
  return NULL;
}

gboolean
tm_record_is_paused (TmRecord *self,
                     gboolean *by_hand)
{
  TmRecordPause *pause;

  g_return_val_if_fail (TM_IS_RECORD (self), FALSE);

  pause = open_pause (self);
  if (by_hand != NULL)
    *by_hand = pause != NULL && pause->by_hand;
  return pause != NULL;
}

gboolean
tm_record_pause (TmRecord *self,
                 gint64    time,
                 gboolean  by_hand)
{
  TmRecordPause *pause;
  TmRecordPause added = { time, TM_RECORD_NO_TIME, by_hand };

  g_return_val_if_fail (TM_IS_RECORD (self), FALSE);

  /* A pause by hand outlasts leaving the game: leaving adds nothing,
   * while pausing by hand while away makes the pause one by hand. */
  pause = open_pause (self);
  if (pause != NULL)
    {
      if (!by_hand || pause->by_hand)
        return FALSE;
      pause->by_hand = TRUE;
      return TRUE;
    }
  if (self->pauses->len >= TM_RECORD_MAX_PAUSES)
    return FALSE;
  g_array_append_val (self->pauses, added);
  return TRUE;
}

gboolean
tm_record_resume (TmRecord *self,
                  gint64    time,
                  gboolean  by_hand)
{
  TmRecordPause *pause;

  g_return_val_if_fail (TM_IS_RECORD (self), FALSE);

  pause = open_pause (self);
  /* Coming back to the game does not end a pause made by hand. */
  if (pause == NULL || (pause->by_hand && !by_hand))
    return FALSE;
  pause->to = MAX (time, pause->from);
  return TRUE;
}

gboolean
tm_record_can_undo (TmRecord *self)
{
  g_return_val_if_fail (TM_IS_RECORD (self), FALSE);
  return self->n_played > 0;
}

gboolean
tm_record_can_redo (TmRecord *self)
{
  g_return_val_if_fail (TM_IS_RECORD (self), FALSE);
  return self->n_played < self->moves->len;
}

gboolean
tm_record_undo (TmRecord *self)
{
  g_return_val_if_fail (TM_IS_RECORD (self), FALSE);

  if (self->n_played == 0)
    return FALSE;
  self->n_played--;
  return TRUE;
}

gboolean
tm_record_redo (TmRecord *self)
{
  g_return_val_if_fail (TM_IS_RECORD (self), FALSE);

  if (self->n_played >= self->moves->len)
    return FALSE;
  self->n_played++;
  return TRUE;
}

/* A new game of the record under the reading @rules (0: today's). */
static TmGame *
create_game_under (TmRecord  *self,
                   guint      rules,
                   GError   **error)
{
  TmGame *game;

  game = tm_registry_create_game (self->game_id,
                                  tm_record_get_n_players (self),
                                  self->options, error);
  if (game == NULL)
    return NULL;
  /* The rules' messages name the players as the table knows them. */
  tm_game_set_player_names (game, (const char * const *) self->players);
  if (rules != 0)
    tm_game_set_rules_revision (game, rules);
  return game;
}

/* How many of the record's moves hold, from the first, under the
 * reading @rules. */
static guint
moves_holding_under (TmRecord *self,
                     guint     rules)
{
  g_autoptr(TmGame) game = create_game_under (self, rules, NULL);

  if (game == NULL)
    return 0;
  return tm_game_apply_moves (game, self->moves, self->n_played, NULL);
}

/* A record written before records said their reading is read under the
 * newest reading under which every one of its moves holds: today's
 * first, then each earlier one.  The whole record is read under one
 * reading, which the record keeps, so it carries it when saved again.
 * When no reading holds every move, the one under which the most hold
 * (the newest of equals) says where the record goes wrong, as the
 * Tablemate that wrote it would have. */
static void
find_rules_revision (TmRecord *self)
{
  g_autoptr(TmGame) probe = NULL;
  guint best = 0;
  guint best_held = 0;

  if (self->rules != 0)
    return;
  probe = create_game_under (self, 0, NULL);
  if (probe == NULL)
    return;
  for (guint rules = tm_game_get_latest_rules_revision (probe); rules >= 1; rules--)
    {
      guint held = moves_holding_under (self, rules);

      if (best == 0 || held > best_held)
        {
          best = rules;
          best_held = held;
        }
      if (held == self->n_played)
        break;
    }
  self->rules = best;
}

TmGame *
tm_record_create_game (TmRecord  *self,
                       GError   **error)
{
  g_return_val_if_fail (TM_IS_RECORD (self), NULL);

  find_rules_revision (self);
  return create_game_under (self, self->rules, error);
}

TmGame *
tm_record_replay (TmRecord  *self,
                  guint      n_moves,
                  int       *illegal_index,
                  GError   **move_error,
                  GError   **error)
{
  g_autoptr(TmGame) game = NULL;
  guint applied;

  g_return_val_if_fail (TM_IS_RECORD (self), NULL);

  if (illegal_index != NULL)
    *illegal_index = -1;

  game = tm_record_create_game (self, error);
  if (game == NULL)
    return NULL;

  n_moves = MIN (n_moves, self->n_played);
  applied = tm_game_apply_moves_cached (game, self->moves, n_moves, self->move_cache, move_error);
  if (applied < n_moves && illegal_index != NULL)
    *illegal_index = (int) applied;
  return g_steal_pointer (&game);
}

gboolean
tm_record_play (TmRecord    *self,
                TmGame      *game,
                JsonObject  *move,
                GError     **error)
{
  gint64 now;

  g_return_val_if_fail (TM_IS_RECORD (self), FALSE);
  g_return_val_if_fail (TM_IS_GAME (game), FALSE);
  g_return_val_if_fail (tm_game_get_n_moves (game) == self->n_played, FALSE);

  if (!tm_game_apply_move (game, move, error))
    return FALSE;
  now = tm_record_now ();
  /* A move entered means the players are playing: a pause going on,
   * even one by hand, ends when the move is entered. */
  tm_record_resume (self, now, TRUE);
  tm_record_append_move_at (self, move, now);
  return TRUE;
}
