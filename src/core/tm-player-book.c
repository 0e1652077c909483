/* tm-player-book.c — the players a group has: colours and new names */
#include "config.h"

#include "tm-player-book.h"
#include "tm-file.h"
#include "tm-history.h"
#include "tm-json.h"

#include <glib/gi18n.h>

#define BOOK_NAME "players.json"
/* A rename chain never gets this long (aliases are kept flat); the
 * limit only guards against a hand-edited file that loops. */
#define MAX_ALIAS_STEPS 16

struct _TmPlayerBook
{
  GObject parent_instance;

  char *path;
  GHashTable *colours;    /* identity → GUINT_TO_POINTER (colour + 1) */
  GHashTable *names;      /* identity set: the players known */
  GHashTable *aliases;    /* old identity → new identity */
  gboolean read_only;     /* the file could not be read: never overwrite it */
};

G_DEFINE_FINAL_TYPE (TmPlayerBook, tm_player_book, G_TYPE_OBJECT)

G_DEFINE_QUARK (tm-player-book-error-quark, tm_player_book_error)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
tm_player_book_finalize (GObject *object)
{
  TmPlayerBook *self = TM_PLAYER_BOOK (object);

  g_free (self->path);
  g_hash_table_unref (self->colours);
  g_hash_table_unref (self->names);
  g_hash_table_unref (self->aliases);

  G_OBJECT_CLASS (tm_player_book_parent_class)->finalize (object);
}

static void
tm_player_book_class_init (TmPlayerBookClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tm_player_book_finalize;

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tm_player_book_init (TmPlayerBook *self)
{
  self->colours = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->aliases = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

TmPlayerBook *
tm_player_book_new (const char *data_dir)
{
  TmPlayerBook *self;

  g_return_val_if_fail (data_dir != NULL, NULL);

  self = g_object_new (TM_TYPE_PLAYER_BOOK, NULL);
  self->path = g_build_filename (data_dir, BOOK_NAME, NULL);
  return self;
}

const char *
tm_player_book_get_path (TmPlayerBook *self)
{
  g_return_val_if_fail (TM_IS_PLAYER_BOOK (self), NULL);
  return self->path;
}

static void
clear (TmPlayerBook *self)
{
  g_hash_table_remove_all (self->colours);
  g_hash_table_remove_all (self->names);
  g_hash_table_remove_all (self->aliases);
}

static gboolean
fail_read (TmPlayerBook  *self,
           const char    *why,
           GError       **error)
{
  clear (self);
  self->read_only = TRUE;
  /* Translators: %s is a file, then why it cannot be used. */
  g_set_error (error, TM_PLAYER_BOOK_ERROR, TM_PLAYER_BOOK_ERROR_READ,
               _("The players’ colours and names in %s cannot be used (%s); it is left as it is."),
               self->path, why);
  return FALSE;
}

static gboolean
read_book (TmPlayerBook  *self,
           JsonNode      *root,
           GError       **error)
{
  JsonObject *object = tm_json_node_get_object (root);
  JsonArray *players;
  JsonObject *aliases;
  int version;

  if (object == NULL
      || g_strcmp0 (tm_json_node_get_string (tm_json_object_get_member (object, "format")),
                    TM_PLAYER_BOOK_FORMAT) != 0)
    return fail_read (self, _("not a Tablemate players file"), error);
  if (!tm_json_node_get_int (tm_json_object_get_member (object, "version"), 0, G_MAXINT, &version)
      || version != TM_PLAYER_BOOK_VERSION)
    return fail_read (self, _("a version this Tablemate does not read"), error);

  players = tm_json_node_get_array (tm_json_object_get_member (object, "players"));
  for (guint i = 0; players != NULL && i < json_array_get_length (players); i++)
    {
      JsonObject *player = tm_json_node_get_object (json_array_get_element (players, i));
      const char *name = player != NULL
                         ? tm_json_node_get_string (tm_json_object_get_member (player, "name")) : NULL;
      int colour;

      if (name == NULL || name[0] == '\0')
        return fail_read (self, _("a player without a name"), error);
      g_hash_table_add (self->names, tm_player_key (name));
      if (tm_json_object_get_member (player, "colour") == NULL)
        continue;
      if (!tm_json_node_get_int (tm_json_object_get_member (player, "colour"),
                                 0, TM_PLAYER_N_COLOURS - 1, &colour))
        return fail_read (self, _("a colour that is not one of Tablemate’s"), error);
      g_hash_table_insert (self->colours, tm_player_key (name), GUINT_TO_POINTER (colour + 1));
    }

  aliases = tm_json_node_get_object (tm_json_object_get_member (object, "aliases"));
  if (aliases != NULL)
    {
      g_autoptr(GList) members = json_object_get_members (aliases);

      for (GList *l = members; l != NULL; l = l->next)
        {
          const char *to = tm_json_node_get_string (json_object_get_member (aliases, l->data));

          if (to == NULL || to[0] == '\0')
            return fail_read (self, _("a new name that is not a name"), error);
          g_hash_table_insert (self->aliases, tm_player_key (l->data), tm_player_key (to));
        }
    }
  return TRUE;
}

gboolean
tm_player_book_load (TmPlayerBook  *self,
                     GError       **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (TM_IS_PLAYER_BOOK (self), FALSE);

  clear (self);
  self->read_only = FALSE;
  if (!g_file_get_contents (self->path, &data, &length, &local_error))
    {
      if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return TRUE;
      return fail_read (self, local_error->message, error);
    }
  if (length > TM_PLAYER_BOOK_MAX_BYTES)
    return fail_read (self, _("too large"), error);
  root = tm_json_parse (data, length, &local_error);
  if (root == NULL)
    return fail_read (self, local_error->message, error);
  if (!read_book (self, root, error))
    return FALSE;
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_utf8_collate (*(const char * const *) a, *(const char * const *) b);
}

/* The keys of @table (char *, borrowed), sorted. */
static GPtrArray *
sorted_keys (GHashTable *table)
{
  GPtrArray *keys = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, table);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (keys, key);
  g_ptr_array_sort (keys, compare_names);
  return keys;
}

gboolean
tm_player_book_save (TmPlayerBook  *self,
                     GError       **error)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GPtrArray) names = NULL;
  g_autoptr(GPtrArray) olds = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (TM_IS_PLAYER_BOOK (self), FALSE);

  if (self->read_only)
    {
      g_set_error (error, TM_PLAYER_BOOK_ERROR, TM_PLAYER_BOOK_ERROR_WRITE,
                   _("%s could not be read, so it is not overwritten: move it away to start afresh."),
                   self->path);
      return FALSE;
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, TM_PLAYER_BOOK_FORMAT);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, TM_PLAYER_BOOK_VERSION);
  tm_json_builder_begin_array_member (builder, "players");
  names = sorted_keys (self->names);
  for (guint i = 0; i < names->len; i++)
    {
      const char *name = g_ptr_array_index (names, i);
      gpointer colour = g_hash_table_lookup (self->colours, name);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, name);
      if (colour != NULL)
        {
          json_builder_set_member_name (builder, "colour");
          json_builder_add_int_value (builder, GPOINTER_TO_UINT (colour) - 1);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "aliases");
  json_builder_begin_object (builder);
  olds = sorted_keys (self->aliases);
  for (guint i = 0; i < olds->len; i++)
    {
      json_builder_set_member_name (builder, g_ptr_array_index (olds, i));
      json_builder_add_string_value (builder, g_hash_table_lookup (self->aliases,
                                                                   g_ptr_array_index (olds, i)));
    }
  json_builder_end_object (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  data = json_to_string (root, TRUE);
  if (!tm_file_save_atomic (self->path, data, -1, 0600, &local_error))
    {
      g_set_error_literal (error, TM_PLAYER_BOOK_ERROR, TM_PLAYER_BOOK_ERROR_WRITE,
                           local_error->message);
      return FALSE;
    }
  return TRUE;
}

char *
tm_player_book_resolve (TmPlayerBook *self,
                        const char   *name)
{
  char *key;

  g_return_val_if_fail (TM_IS_PLAYER_BOOK (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  key = tm_player_key (name);
  for (guint step = 0; step < MAX_ALIAS_STEPS; step++)
    {
      const char *to = g_hash_table_lookup (self->aliases, key);

      if (to == NULL)
        break;
      g_free (key);
      key = g_strdup (to);
    }
  return key;
}

int
tm_player_book_get_colour (TmPlayerBook *self,
                           const char   *name)
{
  g_autofree char *key = NULL;
  gpointer colour;

  g_return_val_if_fail (TM_IS_PLAYER_BOOK (self), -1);
  g_return_val_if_fail (name != NULL, -1);

  key = tm_player_book_resolve (self, name);
  colour = g_hash_table_lookup (self->colours, key);
  return colour != NULL ? (int) GPOINTER_TO_UINT (colour) - 1 : -1;
}

void
tm_player_book_set_colour (TmPlayerBook *self,
                           const char   *name,
                           guint         colour)
{
  char *key;

  g_return_if_fail (TM_IS_PLAYER_BOOK (self));
  g_return_if_fail (name != NULL);
  g_return_if_fail (colour < TM_PLAYER_N_COLOURS);

  key = tm_player_book_resolve (self, name);
  if (tm_player_book_get_colour (self, key) == (int) colour)
    {
      g_free (key);
      return;
    }
  g_hash_table_add (self->names, g_strdup (key));
  g_hash_table_insert (self->colours, key, GUINT_TO_POINTER (colour + 1));
  g_signal_emit (self, signals[CHANGED], 0);
}

GArray *
tm_player_book_colours_for (TmPlayerBook       *self,
                            const char * const *names,
                            const int          *chosen)
{
  GArray *colours = g_array_new (FALSE, FALSE, sizeof (guint));
  gboolean taken[TM_PLAYER_N_COLOURS] = { FALSE, };
  guint n;

  g_return_val_if_fail (TM_IS_PLAYER_BOOK (self), colours);
  g_return_val_if_fail (names != NULL, colours);

  n = g_strv_length ((char **) names);
  g_array_set_size (colours, n);
  for (guint i = 0; i < n; i++)
    g_array_index (colours, guint, i) = G_MAXUINT;
  /* What was picked for this game first, then each player's own colour
   * (the first at the table keeps one two players have), then the
   * colours left, in order. */
  for (guint i = 0; chosen != NULL && i < n; i++)
    if (chosen[i] >= 0 && chosen[i] < TM_PLAYER_N_COLOURS && !taken[chosen[i]])
      {
        g_array_index (colours, guint, i) = (guint) chosen[i];
        taken[chosen[i]] = TRUE;
      }
  for (guint i = 0; i < n; i++)
    {
      int colour = tm_player_book_get_colour (self, names[i]);

      if (g_array_index (colours, guint, i) == G_MAXUINT && colour >= 0 && !taken[colour])
        {
          g_array_index (colours, guint, i) = (guint) colour;
          taken[colour] = TRUE;
        }
    }
  for (guint i = 0; i < n; i++)
    {
      guint colour = 0;

      if (g_array_index (colours, guint, i) != G_MAXUINT)
        continue;
      while (colour < TM_PLAYER_N_COLOURS - 1 && taken[colour])
        colour++;
      taken[colour] = TRUE;
      g_array_index (colours, guint, i) = colour;
    }
  return colours;
}

/* Nothing but white space (tm_player_key() leaves such a name as it is). */
static gboolean
is_blank (const char *name)
{
  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    if (!g_unichar_isspace (g_utf8_get_char (p)))
      return FALSE;
  return TRUE;
}

void
tm_player_book_remember (TmPlayerBook *self,
                         const char   *name)
{
  char *key;

  g_return_if_fail (TM_IS_PLAYER_BOOK (self));
  g_return_if_fail (name != NULL);

  key = tm_player_book_resolve (self, name);
  if (is_blank (key) || g_hash_table_contains (self->names, key))
    {
      g_free (key);
      return;
    }
  g_hash_table_add (self->names, key);
  g_signal_emit (self, signals[CHANGED], 0);
}

GPtrArray *
tm_player_book_list_names (TmPlayerBook *self)
{
  g_autoptr(GPtrArray) keys = NULL;
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (TM_IS_PLAYER_BOOK (self), names);

  keys = sorted_keys (self->names);
  for (guint i = 0; i < keys->len; i++)
    g_ptr_array_add (names, g_strdup (g_ptr_array_index (keys, i)));
  return names;
}

gboolean
tm_player_book_rename (TmPlayerBook  *self,
                       const char    *old_name,
                       const char    *new_name,
                       GError       **error)
{
  g_autofree char *old_key = NULL;
  g_autofree char *new_key = NULL;
  g_autoptr(GPtrArray) olds = NULL;
  gpointer old_colour;

  g_return_val_if_fail (TM_IS_PLAYER_BOOK (self), FALSE);
  g_return_val_if_fail (old_name != NULL && new_name != NULL, FALSE);

  old_key = tm_player_book_resolve (self, old_name);
  new_key = tm_player_key (new_name);
  if (is_blank (new_key))
    {
      g_set_error_literal (error, TM_PLAYER_BOOK_ERROR, TM_PLAYER_BOOK_ERROR_NAME,
                           _("A player’s name cannot be empty."));
      return FALSE;
    }
  if (g_str_equal (old_key, new_key))
    {
      /* Translators: %s is a player's name. */
      g_set_error (error, TM_PLAYER_BOOK_ERROR, TM_PLAYER_BOOK_ERROR_NAME,
                   _("%s is already this player’s name."), new_key);
      return FALSE;
    }

  /* The new name is an identity now, not an alias of anyone… */
  g_hash_table_remove (self->aliases, new_key);
  /* …those who were @old_key are @new_key too, so no chain forms… */
  olds = sorted_keys (self->aliases);
  for (guint i = 0; i < olds->len; i++)
    {
      const char *from = g_ptr_array_index (olds, i);

      if (g_str_equal (g_hash_table_lookup (self->aliases, from), old_key))
        g_hash_table_insert (self->aliases, g_strdup (from), g_strdup (new_key));
    }
  g_hash_table_insert (self->aliases, g_strdup (old_key), g_strdup (new_key));

  /* …and the colour goes with the name, unless the new one has its own. */
  old_colour = g_hash_table_lookup (self->colours, old_key);
  if (old_colour != NULL && !g_hash_table_contains (self->colours, new_key))
    g_hash_table_insert (self->colours, g_strdup (new_key), old_colour);
  g_hash_table_remove (self->colours, old_key);
  g_hash_table_remove (self->names, old_key);
  g_hash_table_add (self->names, g_strdup (new_key));

  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

GHashTable *
tm_player_book_get_aliases (TmPlayerBook *self)
{
  g_return_val_if_fail (TM_IS_PLAYER_BOOK (self), NULL);
  return self->aliases;
}
