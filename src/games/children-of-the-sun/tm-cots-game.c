/* tm-cots-game.c — Children of the Sun behind TmGame (work in progress) */
#include "config.h"

#include "tm-cots-game.h"
#include "tm-core-enums.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>

struct _TmCotsGame
{
  TmGame parent_instance;
  TmCotsState state;
  TmCotsOutcome outcome;
  gboolean has_outcome;
};

G_DEFINE_FINAL_TYPE (TmCotsGame, tm_cots_game, TM_TYPE_GAME)
G_DEFINE_QUARK (tm-cots-rules-error-quark, tm_cots_rules_error)

static gboolean
tm_cots_game_setup (TmGame *game, guint n_players, JsonObject *options, GError **error)
{
  tm_cots_state_init (&TM_COTS_GAME (game)->state);
  return TRUE;
}

static TmGame *
tm_cots_game_copy (TmGame *game)
{
  TmCotsGame *copy = g_object_new (TM_TYPE_COTS_GAME, NULL);
  copy->state = TM_COTS_GAME (game)->state;
  return TM_GAME (copy);
}

static gboolean
tm_cots_game_apply_move (TmGame *game, JsonObject *object, GError **error)
{
  TmCotsMove move;
  if (!tm_cots_move_from_json (object, &move, error))
    return FALSE;
  return tm_cots_state_apply (&TM_COTS_GAME (game)->state, &move, NULL, error);
}

static GPtrArray *
tm_cots_game_list_legal_moves (TmGame *game)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
}

static const char *
tm_cots_game_get_phase (TmGame *game)
{
  return "siege";
}

static char *
tm_cots_game_describe_phase (TmGame *game)
{
  return g_strdup (_("Siege phase"));
}

static int
tm_cots_game_get_current_player (TmGame *game)
{
  return TM_COTS_GAME (game)->state.current_player;
}

static gboolean
tm_cots_game_is_finished (TmGame *game)
{
  return TM_COTS_GAME (game)->state.phase == TM_COTS_PHASE_FINISHED;
}

static int
tm_cots_game_get_score (TmGame *game, guint player)
{
  return (int) tm_cots_state_get_total (&TM_COTS_GAME (game)->state, player);
}

static JsonNode *
tm_cots_game_serialize_state (TmGame *game)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, json_object_new ());
  return node;
}

static void
tm_cots_game_class_init (TmCotsGameClass *klass)
{
  TmGameClass *game_class = TM_GAME_CLASS (klass);

  game_class->rules_domain = TM_COTS_RULES_ERROR;
  game_class->rules_enum = TM_TYPE_COTS_RULE;
  game_class->setup = tm_cots_game_setup;
  game_class->copy = tm_cots_game_copy;
  game_class->apply_move = tm_cots_game_apply_move;
  game_class->list_legal_moves = tm_cots_game_list_legal_moves;
  game_class->get_phase = tm_cots_game_get_phase;
  game_class->describe_phase = tm_cots_game_describe_phase;
  game_class->get_current_player = tm_cots_game_get_current_player;
  game_class->is_finished = tm_cots_game_is_finished;
  game_class->get_score = tm_cots_game_get_score;
  game_class->serialize_state = tm_cots_game_serialize_state;
}

static void
tm_cots_game_init (TmCotsGame *self)
{
  tm_cots_state_init (&self->state);
}

const TmCotsState *
tm_cots_game_get_state (TmCotsGame *self)
{
  return &self->state;
}

const TmCotsOutcome *
tm_cots_game_get_last_outcome (TmCotsGame *self)
{
  return self->has_outcome ? &self->outcome : NULL;
}

gboolean
tm_cots_move_from_json (JsonObject *object, TmCotsMove *move, GError **error)
{
  g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
               _("These rules are not finished yet."));
  return FALSE;
}

JsonObject *
tm_cots_move_to_json (const TmCotsMove *move)
{
  return json_object_new ();
}
