/* tm-game.c — the interface every game's rules offer */
#include "tm-game.h"
#include "tm-json.h"
#include "tm-rules-error.h"

#include <glib/gi18n.h>

typedef struct
{
  guint n_players;
  guint n_moves;
  gboolean is_set_up;
  GStrv player_names;   /* n_players names once set up */
  guint rules_revision;  /* 0 until set: today's reading */
} TmGamePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (TmGame, tm_game, G_TYPE_OBJECT)

/* A name is quoted in one-line messages: at most this many characters. */
#define MAX_NAME_CHARS 60

static void
tm_game_finalize (GObject *object)
{
  TmGamePrivate *priv = tm_game_get_instance_private (TM_GAME (object));

  g_strfreev (priv->player_names);
  G_OBJECT_CLASS (tm_game_parent_class)->finalize (object);
}

static void
tm_game_class_init (TmGameClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tm_game_finalize;
}

static void
tm_game_init (TmGame *self)
{
}

gboolean
tm_game_setup (TmGame      *self,
               guint        n_players,
               JsonObject  *options,
               GError     **error)
{
  TmGamePrivate *priv = tm_game_get_instance_private (self);
  g_autoptr(JsonObject) no_options = NULL;

  g_return_val_if_fail (TM_IS_GAME (self), FALSE);
  g_return_val_if_fail (!priv->is_set_up, FALSE);

  if (options == NULL)
    options = no_options = json_object_new ();

  if (!TM_GAME_GET_CLASS (self)->setup (self, n_players, options, error))
    return FALSE;

  priv->n_players = n_players;
  priv->is_set_up = TRUE;
  /* The default names ("Player 1" …) are made when first asked for
   * (player_names()): a record names its players right after this, for
   * every replay. */
  return TRUE;
}

/* The players' names, the default ones when none were set. */
static GStrv
player_names (TmGame *self)
{
  TmGamePrivate *priv = tm_game_get_instance_private (self);

  if (priv->player_names == NULL && priv->is_set_up)
    tm_game_set_player_names (self, NULL);
  return priv->player_names;
}

void
tm_game_set_player_names (TmGame             *self,
                          const char * const *names)
{
  TmGamePrivate *priv = tm_game_get_instance_private (self);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  gboolean ended = names == NULL;

  g_return_if_fail (TM_IS_GAME (self));
  g_return_if_fail (priv->is_set_up);

  for (guint p = 0; p < priv->n_players; p++)
    {
      const char *name = ended ? NULL : names[p];
      g_autofree char *shown = NULL;

      ended = ended || name == NULL;
      if (!ended && name[0] != '\0')
        shown = tm_json_describe_text (name, -1, MAX_NAME_CHARS);
      else
        /* Translators: a player whose name is not known, counted from 1. */
        shown = g_strdup_printf (_("Player %u"), p + 1);
      g_strv_builder_add (builder, shown);
    }
  g_strfreev (priv->player_names);
  priv->player_names = g_strv_builder_end (builder);
}

const char *
tm_game_get_player_name (TmGame *self,
                         guint   player)
{
  TmGamePrivate *priv = tm_game_get_instance_private (self);

  g_return_val_if_fail (TM_IS_GAME (self), NULL);
  g_return_val_if_fail (priv->is_set_up, NULL);
  g_return_val_if_fail (player < priv->n_players, NULL);
  return player_names (self)[player];
}

const char * const *
tm_game_get_player_names (TmGame *self)
{
  g_return_val_if_fail (TM_IS_GAME (self), NULL);
  return (const char * const *) player_names (self);
}

guint
tm_game_get_n_players (TmGame *self)
{
  TmGamePrivate *priv = tm_game_get_instance_private (self);

  g_return_val_if_fail (TM_IS_GAME (self), 0);
  return priv->n_players;
}

TmGame *
tm_game_copy (TmGame *self)
{
  TmGamePrivate *priv = tm_game_get_instance_private (self);
  TmGame *copy;
  TmGamePrivate *copy_priv;

  g_return_val_if_fail (TM_IS_GAME (self), NULL);

  copy = TM_GAME_GET_CLASS (self)->copy (self);
  copy_priv = tm_game_get_instance_private (copy);
  g_strfreev (copy_priv->player_names);
  *copy_priv = *priv;
  copy_priv->player_names = g_strdupv (priv->player_names);
  return copy;
}

/* What every move of a game already checked is asked before its rules. */
static gboolean
move_may_apply (TmGame       *self,
                TmGameClass  *klass,
                JsonObject   *move,
                GError      **error)
{
  if (move == NULL)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("A move must be a JSON object."));
      return FALSE;
    }

  /* The class's own check: @self was checked by the caller, and a
   * replay comes here for every move. */
  if (klass->is_finished (self))
    {
      tm_rules_error_set_finished (error);
      return FALSE;
    }
  return TRUE;
}

/* tm_game_apply_move() of a game already checked. */
static gboolean
apply_checked_move (TmGame         *self,
                    TmGamePrivate  *priv,
                    TmGameClass    *klass,
                    JsonObject     *move,
                    GError        **error)
{
  if (!move_may_apply (self, klass, move, error)
      || !klass->apply_move (self, move, error))
    return FALSE;

  priv->n_moves++;
  return TRUE;
}

gboolean
tm_game_apply_move (TmGame      *self,
                    JsonObject  *move,
                    GError     **error)
{
  TmGamePrivate *priv = tm_game_get_instance_private (self);

  g_return_val_if_fail (TM_IS_GAME (self), FALSE);
  g_return_val_if_fail (priv->is_set_up, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return apply_checked_move (self, priv, TM_GAME_GET_CLASS (self), move, error);
}

guint
tm_game_apply_moves (TmGame     *self,
                     GPtrArray  *moves,
                     guint       n_moves,
                     GError    **error)
{
  return tm_game_apply_moves_cached (self, moves, n_moves, NULL, error);
}

/* @move read by the game into the next entry of @cache, at the position
 * it is played in; NULL when the game leaves it to apply_move(). */
static gconstpointer
decode_into_cache (TmGame      *self,
                   TmGameClass *klass,
                   JsonObject  *move,
                   TmMoveCache *cache)
{
  gpointer decoded = tm_move_cache_append (cache);

  if (klass->decode_move (self, move, decoded))
    return decoded;
  tm_move_cache_drop_last (cache);
  return NULL;
}

guint
tm_game_apply_moves_cached (TmGame      *self,
                            GPtrArray   *moves,
                            guint        n_moves,
                            TmMoveCache *cache,
                            GError     **error)
{
  TmGamePrivate *priv = tm_game_get_instance_private (self);
  TmGameClass *klass;
  guint applied = 0;

  g_return_val_if_fail (TM_IS_GAME (self), 0);
  g_return_val_if_fail (priv->is_set_up, 0);
  g_return_val_if_fail (moves != NULL && n_moves <= moves->len, 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  /* Checked once for the whole replay, not once a move. */
  klass = TM_GAME_GET_CLASS (self);
  /* A move is read at the position it was played in: from the start. */
  if (klass->decode_move == NULL || priv->n_moves > 0)
    cache = NULL;
  if (cache == NULL)
    {
      /* The games that read no move: their loop as it was, nothing more
       * a move. */
      while (applied < n_moves
             && apply_checked_move (self, priv, klass, g_ptr_array_index (moves, applied), error))
        applied++;
      return applied;
    }
  tm_move_cache_prepare (cache, G_OBJECT_TYPE (self), tm_game_get_rules_revision (self),
                         klass->decoded_move_size);
  /* Every replay starts at the first move, so the cache is never behind
   * the move applied: read it when it is the next one the cache lacks. */
  while (applied < n_moves)
    {
      JsonObject *move = g_ptr_array_index (moves, applied);
      gconstpointer decoded;

      if (!move_may_apply (self, klass, move, error))
        break;
      decoded = applied < tm_move_cache_get_length (cache)
                ? tm_move_cache_get (cache, applied)
                : decode_into_cache (self, klass, move, cache);
      if (decoded != NULL ? !klass->apply_decoded_move (self, decoded, error)
                          : !klass->apply_move (self, move, error))
        break;
      priv->n_moves++;
      applied++;
    }
  return applied;
}

guint
tm_game_type_get_latest_rules_revision (GType type)
{
  g_autoptr(GTypeClass) klass = NULL;
  guint revision;

  g_return_val_if_fail (g_type_is_a (type, TM_TYPE_GAME), 1);

  klass = g_type_class_ref (type);
  revision = ((TmGameClass *) klass)->rules_revision;
  return MAX (revision, 1);
}

guint
tm_game_get_latest_rules_revision (TmGame *self)
{
  g_return_val_if_fail (TM_IS_GAME (self), 1);
  return MAX (TM_GAME_GET_CLASS (self)->rules_revision, 1);
}

guint
tm_game_get_rules_revision (TmGame *self)
{
  TmGamePrivate *priv = tm_game_get_instance_private (self);

  g_return_val_if_fail (TM_IS_GAME (self), 1);
  return priv->rules_revision != 0 ? priv->rules_revision
                                   : tm_game_get_latest_rules_revision (self);
}

void
tm_game_set_rules_revision (TmGame *self,
                            guint   revision)
{
  TmGamePrivate *priv = tm_game_get_instance_private (self);
  TmGameClass *klass;

  g_return_if_fail (TM_IS_GAME (self));
  g_return_if_fail (revision >= 1 && revision <= tm_game_get_latest_rules_revision (self));
  /* A game is read under one reading, from its first move to its last. */
  g_return_if_fail (priv->n_moves == 0);

  klass = TM_GAME_GET_CLASS (self);
  priv->rules_revision = revision;
  if (klass->set_rules_revision != NULL)
    klass->set_rules_revision (self, revision);
}

char *
tm_game_describe_rules_revision (TmGame *self)
{
  TmGameClass *klass;
  guint revision;

  g_return_val_if_fail (TM_IS_GAME (self), NULL);

  klass = TM_GAME_GET_CLASS (self);
  revision = tm_game_get_rules_revision (self);
  if (revision == tm_game_get_latest_rules_revision (self)
      || klass->describe_rules_revision == NULL)
    return NULL;
  return klass->describe_rules_revision (self, revision);
}

guint
tm_game_get_n_moves (TmGame *self)
{
  TmGamePrivate *priv = tm_game_get_instance_private (self);

  g_return_val_if_fail (TM_IS_GAME (self), 0);
  return priv->n_moves;
}

GPtrArray *
tm_game_list_legal_moves (TmGame *self)
{
  g_return_val_if_fail (TM_IS_GAME (self), NULL);

  if (tm_game_is_finished (self))
    return g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
  return TM_GAME_GET_CLASS (self)->list_legal_moves (self);
}

const char *
tm_game_get_phase (TmGame *self)
{
  g_return_val_if_fail (TM_IS_GAME (self), NULL);
  return TM_GAME_GET_CLASS (self)->get_phase (self);
}

char *
tm_game_describe_phase (TmGame *self)
{
  g_return_val_if_fail (TM_IS_GAME (self), NULL);
  return TM_GAME_GET_CLASS (self)->describe_phase (self);
}

char *
tm_game_describe_move (TmGame             *self,
                       JsonObject         *move,
                       const char * const *players)
{
  TmGameClass *klass;
  int player;

  g_return_val_if_fail (TM_IS_GAME (self), NULL);
  g_return_val_if_fail (move != NULL, NULL);

  klass = TM_GAME_GET_CLASS (self);
  if (klass->describe_move != NULL)
    {
      char *text = klass->describe_move (self, move, players);

      if (text != NULL)
        return text;
    }

  player = tm_game_get_current_player (self);
  if (player >= 0 && players != NULL && (guint) player < g_strv_length ((char **) players))
    /* Translators: a move of a game, named by who made it. */
    return g_strdup_printf (_("%s’s move"), players[player]);
  /* Translators: a move of a game, by its number in the game. */
  return g_strdup_printf (_("Move %u"), tm_game_get_n_moves (self) + 1);
}

gboolean
tm_game_get_round (TmGame *self,
                   gint64 *round)
{
  TmGameClass *klass;
  g_autoptr(JsonNode) state = NULL;
  JsonObject *object;
  JsonNode *member;

  g_return_val_if_fail (TM_IS_GAME (self), FALSE);
  g_return_val_if_fail (round != NULL, FALSE);

  klass = TM_GAME_GET_CLASS (self);
  if (klass->get_round != NULL)
    return klass->get_round (self, round);
  state = tm_game_serialize_state (self);
  object = state != NULL && JSON_NODE_HOLDS_OBJECT (state) ? json_node_get_object (state) : NULL;
  member = object != NULL ? json_object_get_member (object, "round") : NULL;
  if (member == NULL || !JSON_NODE_HOLDS_VALUE (member) || json_node_get_value_type (member) != G_TYPE_INT64)
    return FALSE;
  *round = json_node_get_int (member);
  return TRUE;
}

char *
tm_game_describe_round (TmGame *self)
{
  TmGameClass *klass;
  gint64 n;

  g_return_val_if_fail (TM_IS_GAME (self), NULL);

  klass = TM_GAME_GET_CLASS (self);
  if (klass->describe_round != NULL)
    return klass->describe_round (self);
  if (!tm_game_get_round (self, &n))
    return NULL;
  if (n <= 0)
    /* Translators: a heading in the move list, for the moves before the first round. */
    return g_strdup (_("Set-up"));
  /* Translators: a heading in the move list: the moves of one round. */
  return g_strdup_printf (_("Round %u"), (guint) MIN (n, G_MAXUINT));
}

char *
tm_game_describe_score_breakdown (TmGame *self,
                                  guint   player)
{
  TmGameClass *klass;

  g_return_val_if_fail (TM_IS_GAME (self), NULL);

  klass = TM_GAME_GET_CLASS (self);
  if (klass->describe_score_breakdown == NULL || player >= tm_game_get_n_players (self))
    return NULL;
  return klass->describe_score_breakdown (self, player);
}

int
tm_game_get_current_player (TmGame *self)
{
  g_return_val_if_fail (TM_IS_GAME (self), -1);
  return TM_GAME_GET_CLASS (self)->get_current_player (self);
}

gboolean
tm_game_is_finished (TmGame *self)
{
  g_return_val_if_fail (TM_IS_GAME (self), FALSE);
  return TM_GAME_GET_CLASS (self)->is_finished (self);
}

int
tm_game_get_score (TmGame *self,
                   guint   player)
{
  g_return_val_if_fail (TM_IS_GAME (self), 0);
  g_return_val_if_fail (player < tm_game_get_n_players (self), 0);
  return TM_GAME_GET_CLASS (self)->get_score (self, player);
}

GArray *
tm_game_get_winners (TmGame *self)
{
  GArray *winners = g_array_new (FALSE, FALSE, sizeof (int));
  TmGameClass *klass;
  guint n_players;
  int best = G_MININT;

  g_return_val_if_fail (TM_IS_GAME (self), winners);

  if (!tm_game_is_finished (self))
    return winners;

  klass = TM_GAME_GET_CLASS (self);
  if (klass->get_winners != NULL)
    return klass->get_winners (self, winners);

  n_players = tm_game_get_n_players (self);
  for (guint i = 0; i < n_players; i++)
    best = MAX (best, tm_game_get_score (self, i));
  for (guint i = 0; i < n_players; i++)
    if (tm_game_get_score (self, i) == best)
      {
        int index = (int) i;
        g_array_append_val (winners, index);
      }
  return winners;
}

JsonNode *
tm_game_serialize_state (TmGame *self)
{
  g_return_val_if_fail (TM_IS_GAME (self), NULL);
  return TM_GAME_GET_CLASS (self)->serialize_state (self);
}

const char *
tm_game_get_error_rule (TmGame       *self,
                        const GError *error)
{
  TmGameClass *klass;

  g_return_val_if_fail (TM_IS_GAME (self), NULL);

  klass = TM_GAME_GET_CLASS (self);
  return tm_rules_error_get_rule (error, klass->rules_domain, klass->rules_enum);
}
