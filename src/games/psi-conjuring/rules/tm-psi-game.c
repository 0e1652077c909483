/* tm-psi-game.c — Psi Conjuring behind the TmGame interface */
#include "config.h"

#include "tm-psi-game.h"
#include "tm-psi-text.h"
#include "tm-core-enums.h"
#include "core/tm-json.h"
#include "core/tm-plain-game.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>
#include <string.h>

struct _TmPsiGame
{
  TmGame parent_instance;

  TmPsiState state;
  TmPsiOutcome outcome;        /* of the last move, when has_outcome */
  gboolean has_outcome;
  TmPsiCatalogue *catalogue;   /* NULL: moves are not checked against one */
};

G_DEFINE_FINAL_TYPE (TmPsiGame, tm_psi_game, TM_TYPE_GAME)

G_DEFINE_QUARK (tm-psi-rules-error-quark, tm_psi_rules_error)

/* JSON → move -------------------------------------------------------------------- */

/* Every member a move or a change of Psi Conjuring may have.  A move's
 * members are read in one pass into a slot each, so that a replay looks
 * none of them up by name again, and the check for members a move does
 * not know is one mask: every move of every replay is read here. */
typedef enum {
  M_TYPE, M_CHANGE, M_CELL, M_PLAYER, M_BEAST, M_POWER, M_TRACK, M_COLOUR, M_OWNER,
  M_FROM, M_TARGET, M_EFFECTS, M_CHANGES, M_BY, M_AMOUNT, M_TO, M_YELLOW,
  N_MEMBERS
} PsiMember;

static const char * const member_names[N_MEMBERS] = {
  "type", "change", "cell", "player", "beast", "power", "track", "colour", "owner",
  "from", "target", "effects", "changes", "by", "amount", "to", "yellow",
};

#define BIT(m) (1u << (m))

typedef struct
{
  guint present;               /* BIT (m): the member is there, even as null */
  gboolean unknown;            /* a member not in member_names */
  JsonNode *nodes[N_MEMBERS];  /* NULL: absent or null */
} PsiMembers;

/* The member named @name, or N_MEMBERS. */
static PsiMember
member_of (const char *name)
{
  PsiMember m;

  /* The first two letters tell every name apart but three, and only the
   * name they point to is compared. */
  switch (name[0])
    {
    case 'a': m = M_AMOUNT; break;
    case 'b': m = name[1] == 'e' ? M_BEAST : M_BY; break;
    case 'c':
      if (name[1] == 'e')
        m = M_CELL;
      else if (name[1] == 'o')
        m = M_COLOUR;
      else
        m = strcmp (name, "changes") == 0 ? M_CHANGES : M_CHANGE;
      break;
    case 'e': m = M_EFFECTS; break;
    case 'f': m = M_FROM; break;
    case 'o': m = M_OWNER; break;
    case 'p': m = name[1] == 'l' ? M_PLAYER : M_POWER; break;
    case 't':
      m = name[1] == 'y' ? M_TYPE : name[1] == 'r' ? M_TRACK : name[1] == 'a' ? M_TARGET : M_TO;
      break;
    case 'y': m = M_YELLOW; break;
    default: return N_MEMBERS;
    }
  return strcmp (member_names[m], name) == 0 ? m : N_MEMBERS;
}

static void
read_members (PsiMembers *members,
              JsonObject *object)
{
  JsonObjectIter iter;
  const char *name;
  JsonNode *node;

  members->present = 0;
  members->unknown = FALSE;
  memset (members->nodes, 0, sizeof members->nodes);
  json_object_iter_init (&iter, object);
  while (json_object_iter_next (&iter, &name, &node))
    {
      PsiMember m = member_of (name);

      if (m == N_MEMBERS)
        {
          members->unknown = TRUE;
          continue;
        }
      members->present |= BIT (m);
      members->nodes[m] = JSON_NODE_HOLDS_NULL (node) ? NULL : node;
    }
}

/* Whether @members has none but the members @allowed. */
static gboolean
only_members (const PsiMembers *members,
              guint             allowed)
{
  return !members->unknown && (members->present & ~allowed) == 0;
}

static gboolean
read_cell (const PsiMembers *members,
           PsiMember    name,
           TmCell      *cell,
           GError     **error)
{
  if (!tm_cell_from_json (members->nodes[name], TM_PSI_SIZE, TM_PSI_SIZE, cell))
    return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                  _("“%s” must be a cell [row, column], both from 0 to 3, "
                                    "such as [0,1]."), member_names[name]);
  return TRUE;
}

/* "player": absent is -1 unless @required. */
static gboolean
read_player (const PsiMembers *members,
             gboolean     required,
             int         *player,
             GError     **error)
{
  JsonNode *node = members->nodes[M_PLAYER];

  if (node == NULL && !required)
    {
      *player = -1;
      return TRUE;
    }
  if (!tm_json_node_get_int (node, 0, 1, player))
    return tm_plain_move_invalid (error, _("“player” must be 0 (the first player) or 1 (the "
                             "second player)."));
  return TRUE;
}

static gboolean
read_colour (const PsiMembers *members,
             gboolean     *has_colour,
             TmPsiColour  *colour,
             GError      **error)
{
  JsonNode *node = members->nodes[M_COLOUR];

  *has_colour = FALSE;
  if (node == NULL)
    return TRUE;
  if (!tm_psi_colour_from_string (tm_json_node_get_string (node), colour))
    return tm_plain_move_invalid (error, _("“colour” must be \"red\" or \"blue\"."));
  *has_colour = TRUE;
  return TRUE;
}

/* "beast", "power" and "track"; the last two required when @needs_power. */
static gboolean
read_beast (const PsiMembers *members,
            gboolean         needs_power,
            TmPsiBeastData  *beast,
            GError         **error)
{
  const char *text = tm_json_node_get_string (members->nodes[M_BEAST]);
  JsonNode *node;

  if (text == NULL)
    return tm_plain_move_invalid (error, _("The move has no “beast”: give the beast’s name as "
                             "printed on the card."));
  beast->name = tm_psi_beast_name_intern (text, error);
  if (beast->name == NULL)
    return FALSE;

  node = members->nodes[M_POWER];
  if (node != NULL || needs_power)
    {
      if (!tm_json_node_get_int (node, 0, TM_PSI_MAX_POWER, &beast->power))
        return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                      _("“power” must be the initial power printed on the card, "
                                        "a whole number from 0 to %d."), TM_PSI_MAX_POWER);
      beast->has_power = TRUE;
    }

  node = members->nodes[M_TRACK];
  if (node != NULL || needs_power)
    {
      if (!tm_psi_track_from_json (node, &beast->track))
        return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                      _("“track” must be the lowest and highest numbers of the "
                                        "power track that becomes active, from 0 to %d, such as "
                                        "[0,7]."), TM_PSI_MAX_POWER);
      beast->has_track = TRUE;
    }
  return TRUE;
}

static gboolean
read_amount (const PsiMembers *members,
             PsiMember    name,
             int          limit,
             int         *amount,
             GError     **error)
{
  if (!tm_json_node_get_int (members->nodes[name], -limit, limit, amount)
      || *amount == 0)
    return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                  _("“%s” must be a whole number from %d to %d, other than 0."),
                                  member_names[name], -limit, limit);
  return TRUE;
}

static const char * const change_names[] = {
  [TM_PSI_CHANGE_POWER] = "power",
  [TM_PSI_CHANGE_SET_POWER] = "set-power",
  [TM_PSI_CHANGE_DESTROY] = "destroy",
  [TM_PSI_CHANGE_FLIP_DOWN] = "flip-down",
  [TM_PSI_CHANGE_RETURN] = "return",
  [TM_PSI_CHANGE_MOVE] = "move",
  [TM_PSI_CHANGE_MASTER] = "master",
  [TM_PSI_CHANGE_HAND] = "hand",
  [TM_PSI_CHANGE_ENTER] = "enter",
  [TM_PSI_CHANGE_DAMAGE] = "damage",
};

/* The members of each change, besides "change". */
static const char * const change_members[] = {
  [TM_PSI_CHANGE_POWER] = "cell by",
  [TM_PSI_CHANGE_SET_POWER] = "cell power",
  [TM_PSI_CHANGE_DESTROY] = "cell",
  [TM_PSI_CHANGE_FLIP_DOWN] = "cell",
  [TM_PSI_CHANGE_RETURN] = "cell player",
  [TM_PSI_CHANGE_MOVE] = "cell to",
  [TM_PSI_CHANGE_MASTER] = "cell player",
  [TM_PSI_CHANGE_HAND] = "player by owner",
  [TM_PSI_CHANGE_ENTER] = "cell beast power track colour yellow from player owner",
  [TM_PSI_CHANGE_DAMAGE] = "cell amount",
};

/* The same as masks, "change" included, for the quick check
 * (only_members()); the lists above name a member that is refused. */
static const guint change_masks[] = {
  [TM_PSI_CHANGE_POWER] = BIT (M_CHANGE) | BIT (M_CELL) | BIT (M_BY),
  [TM_PSI_CHANGE_SET_POWER] = BIT (M_CHANGE) | BIT (M_CELL) | BIT (M_POWER),
  [TM_PSI_CHANGE_DESTROY] = BIT (M_CHANGE) | BIT (M_CELL),
  [TM_PSI_CHANGE_FLIP_DOWN] = BIT (M_CHANGE) | BIT (M_CELL),
  [TM_PSI_CHANGE_RETURN] = BIT (M_CHANGE) | BIT (M_CELL) | BIT (M_PLAYER),
  [TM_PSI_CHANGE_MOVE] = BIT (M_CHANGE) | BIT (M_CELL) | BIT (M_TO),
  [TM_PSI_CHANGE_MASTER] = BIT (M_CHANGE) | BIT (M_CELL) | BIT (M_PLAYER),
  [TM_PSI_CHANGE_HAND] = BIT (M_CHANGE) | BIT (M_PLAYER) | BIT (M_BY) | BIT (M_OWNER),
  [TM_PSI_CHANGE_ENTER] = BIT (M_CHANGE) | BIT (M_CELL) | BIT (M_BEAST) | BIT (M_POWER)
                          | BIT (M_TRACK) | BIT (M_COLOUR) | BIT (M_YELLOW) | BIT (M_FROM)
                          | BIT (M_PLAYER) | BIT (M_OWNER),
  [TM_PSI_CHANGE_DAMAGE] = BIT (M_CHANGE) | BIT (M_CELL) | BIT (M_AMOUNT),
};

/* "owner": whose hand card; absent is not given. */
static gboolean
read_owner (const PsiMembers *members,
            gboolean    *has_owner,
            int         *owner,
            GError     **error)
{
  JsonNode *node = members->nodes[M_OWNER];

  *has_owner = FALSE;
  if (node == NULL)
    return TRUE;
  if (!tm_json_node_get_int (node, 0, 1, owner))
    return tm_plain_move_invalid (error, _("“owner” must be 0 (a card of the first "
                                           "player’s) or 1 (of the second player’s)."));
  *has_owner = TRUE;
  return TRUE;
}

static gboolean
read_enter (const PsiMembers *members,
            TmPsiChange  *change,
            GError      **error)
{
  JsonNode *node;
  gboolean has_colour;
  const char *from;

  if (!read_colour (members, &has_colour, &change->colour, error))
    return FALSE;
  if (!has_colour)
    return tm_plain_move_invalid (error, _("A beast entering the field needs “colour”: \"red\" "
                             "or \"blue\", the ability that becomes active."));

  node = members->nodes[M_YELLOW];
  if (node != NULL)
    {
      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
        return tm_plain_move_invalid (error, _("“yellow” must be true (the soul chip goes in the "
                                 "yellow zone) or false."));
      change->yellow = json_node_get_boolean (node);
    }
  if (!read_beast (members, !change->yellow, &change->beast, error))
    return FALSE;

  node = members->nodes[M_FROM];
  if (node != NULL)
    {
      from = tm_json_node_get_string (node);
      if (g_strcmp0 (from, "hand") == 0)
        change->from = TM_PSI_FROM_HAND;
      else if (g_strcmp0 (from, "graveyard") == 0)
        change->from = TM_PSI_FROM_GRAVEYARD;
      else
        return tm_plain_move_invalid (error, _("“from” must be \"hand\" or \"graveyard\", or be "
                                 "left out."));
    }
  if (!read_owner (members, &change->has_owner, &change->owner, error))
    return FALSE;
  if (change->has_owner && change->from != TM_PSI_FROM_HAND)
    return tm_plain_move_invalid (error, _("“owner” says whose hand card enters the "
                                           "field: give it only with \"from\": \"hand\"."));
  return read_player (members, FALSE, &change->player, error);
}

static gboolean
read_change (JsonNode     *node,
             TmPsiChange  *change,
             GError      **error)
{
  JsonObject *object = tm_json_node_get_object (node);
  PsiMembers read;
  const PsiMembers *members = &read;
  const char *kind;
  guint k;

  memset (change, 0, sizeof *change);
  change->player = -1;
  change->cell = change->to = (TmCell) { -1, -1 };

  if (object == NULL)
    return tm_plain_move_invalid (error, _("Each change must be a JSON object, such as "
                             "{\"change\":\"destroy\",\"cell\":[1,2]}."));
  read_members (&read, object);
  kind = tm_json_node_get_string (members->nodes[M_CHANGE]);
  for (k = 0; k < G_N_ELEMENTS (change_names); k++)
    if (g_strcmp0 (kind, change_names[k]) == 0)
      break;
  if (k == G_N_ELEMENTS (change_names))
    return tm_plain_move_invalid (error, _("Each change needs “change”: \"power\", \"damage\", "
                             "\"set-power\", \"destroy\", \"flip-down\", \"return\", "
                             "\"move\", \"master\", \"hand\" or \"enter\"."));
  change->kind = (TmPsiChangeKind) k;
  if (!only_members (members, change_masks[k]))
    {
      /* The member at fault, named as every game names it. */
      TmPlainMembers named;

      tm_plain_members_read (&named, object);
      if (!tm_plain_move_check_members (&named, change_members[k], "change", error,
                                        /* Translators: names a change of an effect by its
                                         * kind in a record, e.g. a "damage" change */
                                        _("a \"%s\" change"), change_names[k]))
        return FALSE;
    }

  if (change->kind != TM_PSI_CHANGE_HAND && !read_cell (members, M_CELL, &change->cell, error))
    return FALSE;

  switch (change->kind)
    {
    case TM_PSI_CHANGE_POWER:
      return read_amount (members, M_BY, TM_PSI_MAX_POWER, &change->amount, error);
    case TM_PSI_CHANGE_SET_POWER:
      if (!tm_json_node_get_int (members->nodes[M_POWER], 0,
                                 TM_PSI_MAX_POWER, &change->amount))
        return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                      _("“power” must be the new power, a whole number from 0 "
                                        "to %d."), TM_PSI_MAX_POWER);
      return TRUE;
    case TM_PSI_CHANGE_DAMAGE:
      if (!tm_json_node_get_int (members->nodes[M_AMOUNT], 0,
                                 TM_PSI_MAX_POWER, &change->amount))
        return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                      _("“amount” must be the damage, a whole number from 0 "
                                        "to %d."), TM_PSI_MAX_POWER);
      return TRUE;
    case TM_PSI_CHANGE_DESTROY:
    case TM_PSI_CHANGE_FLIP_DOWN:
      return TRUE;
    case TM_PSI_CHANGE_RETURN:
    case TM_PSI_CHANGE_MASTER:
      return read_player (members, FALSE, &change->player, error);
    case TM_PSI_CHANGE_MOVE:
      return read_cell (members, M_TO, &change->to, error);
    case TM_PSI_CHANGE_HAND:
      if (members->nodes[M_PLAYER] == NULL)
        return tm_plain_move_invalid (error, _("A hand change needs “player”: 0 for the first "
                                 "player’s hand, 1 for the second player’s."));
      return read_player (members, TRUE, &change->player, error)
             && read_amount (members, M_BY, TM_PSI_MAX_HAND, &change->amount, error)
             && read_owner (members, &change->has_owner, &change->owner, error);
    case TM_PSI_CHANGE_ENTER:
      return read_enter (members, change, error);
    default:
      g_assert_not_reached ();
    }
}

static gboolean
read_changes (const PsiMembers *members,
              PsiMember    member,
              gboolean     required,
              TmPsiMove   *move,
              GError     **error)
{
  const char *name = member_names[member];
  JsonNode *node = members->nodes[member];
  JsonArray *array = tm_json_node_get_array (node);
  guint n;

  if (node == NULL && !required)
    return TRUE;
  n = array != NULL ? json_array_get_length (array) : 0;
  if (array == NULL || n > TM_PSI_MAX_CHANGES || (required && n == 0))
    {
      if (required)
        g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                     _("“%s” must be a list of 1 to %d changes."), name, TM_PSI_MAX_CHANGES);
      else
        g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                     _("“%s” must be a list of at most %d changes."), name, TM_PSI_MAX_CHANGES);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    if (!read_change (json_array_get_element (array, i), &move->changes[i], error))
      {
        if (n > 1)
          g_prefix_error (error, _("Change %u: "), i + 1);
        return FALSE;
      }
  move->n_changes = n;
  return TRUE;
}

static const TmPlainMoveForm psi_move_forms[] = {
  { "place", "cell player" },
  { "summon", "cell beast power track colour player" },
  { "quick-summon", "cell beast power track colour owner player" },
  { "attack", "from target effects player" },
  { "pass", "player" },
  { "adjust", "changes" },
  { "agree-end", "" },
  { NULL, NULL },
};

static const char * const move_names[] = {
  [TM_PSI_MOVE_PLACE] = "place",
  [TM_PSI_MOVE_SUMMON] = "summon",
  [TM_PSI_MOVE_QUICK_SUMMON] = "quick-summon",
  [TM_PSI_MOVE_ATTACK] = "attack",
  [TM_PSI_MOVE_PASS] = "pass",
  [TM_PSI_MOVE_ADJUST] = "adjust",
  [TM_PSI_MOVE_AGREE_END] = "agree-end",
};

/* psi_move_forms as masks, "type" included, for the quick check. */
static const guint move_masks[] = {
  [TM_PSI_MOVE_PLACE] = BIT (M_TYPE) | BIT (M_CELL) | BIT (M_PLAYER),
  [TM_PSI_MOVE_SUMMON] = BIT (M_TYPE) | BIT (M_CELL) | BIT (M_BEAST) | BIT (M_POWER)
                         | BIT (M_TRACK) | BIT (M_COLOUR) | BIT (M_PLAYER),
  [TM_PSI_MOVE_QUICK_SUMMON] = BIT (M_TYPE) | BIT (M_CELL) | BIT (M_BEAST) | BIT (M_POWER)
                               | BIT (M_TRACK) | BIT (M_COLOUR) | BIT (M_OWNER) | BIT (M_PLAYER),
  [TM_PSI_MOVE_ATTACK] = BIT (M_TYPE) | BIT (M_FROM) | BIT (M_TARGET) | BIT (M_EFFECTS)
                         | BIT (M_PLAYER),
  [TM_PSI_MOVE_PASS] = BIT (M_TYPE) | BIT (M_PLAYER),
  [TM_PSI_MOVE_ADJUST] = BIT (M_TYPE) | BIT (M_CHANGES),
  [TM_PSI_MOVE_AGREE_END] = BIT (M_TYPE),
};

static const char * const no_type_message = N_("The move has no “type”: it must be \"place\", "
                                               "\"summon\", \"quick-summon\", \"attack\", \"pass\", "
                                               "\"adjust\" or \"agree-end\".");

/* The move type named @type, or G_N_ELEMENTS (move_names). */
static guint
move_type_of (const char *type)
{
  guint t;

  /* The first letter first: a replay asks for every move. */
  for (t = 0; t < G_N_ELEMENTS (move_names); t++)
    if (move_names[t][0] == type[0] && strcmp (move_names[t], type) == 0)
      break;
  return t;
}

gboolean
tm_psi_move_from_json (JsonObject  *object,
                       TmPsiMove   *move,
                       GError     **error)
{
  PsiMembers read;
  const PsiMembers *members = &read;
  const char *type = NULL;
  gboolean ok = TRUE;
  guint t = G_N_ELEMENTS (move_names);

  g_return_val_if_fail (move != NULL, FALSE);

  /* The quick way for a move whose type is known and whose members are
   * its own; anything else is read the way every game reads a move, for
   * the same refusals in the same words. */
  if (object != NULL)
    {
      read_members (&read, object);
      type = tm_json_node_get_string (members->nodes[M_TYPE]);
      if (type != NULL)
        t = move_type_of (type);
    }
  if (t == G_N_ELEMENTS (move_names) || !only_members (members, move_masks[t]))
    {
      type = tm_plain_move_get_type (object, psi_move_forms, no_type_message, NULL, error);
      if (type == NULL)
        return FALSE;
      t = move_type_of (type);
    }
  if (t == G_N_ELEMENTS (move_names))
    {
      g_autofree char *shown = tm_json_describe_text (type, -1, 20);

      return tm_rules_error_refuse (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                                    _("“%s” is not a move of Psi Conjuring: the type must be "
                                      "\"place\", \"summon\", \"quick-summon\", \"attack\", "
                                      "\"pass\", \"adjust\" or \"agree-end\"."), shown);
    }
  tm_psi_move_init (move, (TmPsiMoveType) t);

  switch (move->type)
    {
    case TM_PSI_MOVE_PLACE:
      ok = read_cell (members, M_CELL, &move->cell, error)
           && read_player (members, FALSE, &move->player, error);
      break;
    case TM_PSI_MOVE_SUMMON:
      ok = read_cell (members, M_CELL, &move->cell, error)
           && read_beast (members, TRUE, &move->beast, error)
           && read_colour (members, &move->has_colour, &move->colour, error)
           && read_player (members, FALSE, &move->player, error);
      break;
    case TM_PSI_MOVE_QUICK_SUMMON:
      ok = read_cell (members, M_CELL, &move->cell, error)
           && read_beast (members, FALSE, &move->beast, error)
           && read_colour (members, &move->has_colour, &move->colour, error)
           && read_owner (members, &move->has_owner, &move->owner, error)
           && read_player (members, FALSE, &move->player, error);
      if (ok && !move->has_colour)
        ok = tm_plain_move_invalid (error, _("A quick summon needs “colour”: its owner chooses "
                               "\"red\" or \"blue\"."));
      break;
    case TM_PSI_MOVE_ATTACK:
      ok = read_cell (members, M_FROM, &move->cell, error)
           && read_cell (members, M_TARGET, &move->target, error)
           && read_changes (members, M_EFFECTS, FALSE, move, error)
           && read_player (members, FALSE, &move->player, error);
      break;
    case TM_PSI_MOVE_PASS:
      ok = read_player (members, FALSE, &move->player, error);
      break;
    case TM_PSI_MOVE_ADJUST:
      ok = read_changes (members, M_CHANGES, TRUE, move, error);
      break;
    case TM_PSI_MOVE_AGREE_END:
      break;
    default:
      g_assert_not_reached ();
    }

  return ok;
}

/* Move → JSON ---------------------------------------------------------------------- */

static void
set_beast (JsonObject           *object,
           const TmPsiBeastData *beast)
{
  if (beast->name != NULL)
    json_object_set_string_member (object, "beast", beast->name);
  if (beast->has_power)
    json_object_set_int_member (object, "power", beast->power);
  if (beast->has_track)
    json_object_set_member (object, "track", tm_psi_track_to_json (beast->track));
}

static JsonObject *
change_to_json (const TmPsiChange *change)
{
  JsonObject *object = json_object_new ();

  g_return_val_if_fail ((guint) change->kind < G_N_ELEMENTS (change_names), object);

  json_object_set_string_member (object, "change", change_names[change->kind]);
  if (change->kind != TM_PSI_CHANGE_HAND)
    json_object_set_member (object, "cell", tm_cell_to_json (change->cell));
  switch (change->kind)
    {
    case TM_PSI_CHANGE_POWER:
      json_object_set_int_member (object, "by", change->amount);
      break;
    case TM_PSI_CHANGE_SET_POWER:
      json_object_set_int_member (object, "power", change->amount);
      break;
    case TM_PSI_CHANGE_DAMAGE:
      json_object_set_int_member (object, "amount", change->amount);
      break;
    case TM_PSI_CHANGE_MOVE:
      json_object_set_member (object, "to", tm_cell_to_json (change->to));
      break;
    case TM_PSI_CHANGE_HAND:
      json_object_set_int_member (object, "player", change->player);
      json_object_set_int_member (object, "by", change->amount);
      if (change->has_owner)
        json_object_set_int_member (object, "owner", change->owner);
      break;
    case TM_PSI_CHANGE_RETURN:
    case TM_PSI_CHANGE_MASTER:
      if (change->player >= 0)
        json_object_set_int_member (object, "player", change->player);
      break;
    case TM_PSI_CHANGE_ENTER:
      set_beast (object, &change->beast);
      json_object_set_string_member (object, "colour", tm_psi_colour_to_string (change->colour));
      if (change->yellow)
        json_object_set_boolean_member (object, "yellow", TRUE);
      if (change->from == TM_PSI_FROM_HAND)
        json_object_set_string_member (object, "from", "hand");
      else if (change->from == TM_PSI_FROM_GRAVEYARD)
        json_object_set_string_member (object, "from", "graveyard");
      if (change->player >= 0)
        json_object_set_int_member (object, "player", change->player);
      if (change->has_owner)
        json_object_set_int_member (object, "owner", change->owner);
      break;
    case TM_PSI_CHANGE_DESTROY:
    case TM_PSI_CHANGE_FLIP_DOWN:
    default:
      break;
    }
  return object;
}

static JsonArray *
changes_to_json (const TmPsiMove *move)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < move->n_changes && i < TM_PSI_MAX_CHANGES; i++)
    json_array_add_object_element (array, change_to_json (&move->changes[i]));
  return array;
}

JsonObject *
tm_psi_move_to_json (const TmPsiMove *move)
{
  JsonObject *object = json_object_new ();

  g_return_val_if_fail (move != NULL, object);
  g_return_val_if_fail ((guint) move->type < G_N_ELEMENTS (move_names), object);

  json_object_set_string_member (object, "type", move_names[move->type]);
  switch (move->type)
    {
    case TM_PSI_MOVE_PLACE:
      json_object_set_member (object, "cell", tm_cell_to_json (move->cell));
      break;
    case TM_PSI_MOVE_SUMMON:
    case TM_PSI_MOVE_QUICK_SUMMON:
      json_object_set_member (object, "cell", tm_cell_to_json (move->cell));
      set_beast (object, &move->beast);
      if (move->has_colour)
        json_object_set_string_member (object, "colour", tm_psi_colour_to_string (move->colour));
      if (move->has_owner)
        json_object_set_int_member (object, "owner", move->owner);
      break;
    case TM_PSI_MOVE_ATTACK:
      json_object_set_member (object, "from", tm_cell_to_json (move->cell));
      json_object_set_member (object, "target", tm_cell_to_json (move->target));
      if (move->n_changes > 0)
        json_object_set_array_member (object, "effects", changes_to_json (move));
      break;
    case TM_PSI_MOVE_ADJUST:
      json_object_set_array_member (object, "changes", changes_to_json (move));
      break;
    case TM_PSI_MOVE_PASS:
    case TM_PSI_MOVE_AGREE_END:
    default:
      break;
    }
  if (move->player >= 0 && move->type != TM_PSI_MOVE_ADJUST && move->type != TM_PSI_MOVE_AGREE_END)
    json_object_set_int_member (object, "player", move->player);
  return object;
}

/* TmGame ------------------------------------------------------------------------ */

/* The moves of a turn, not the moves an effect form may also enter. */
static GArray *
psi_turn_moves (const TmPsiState *state)
{
  return tm_psi_state_legal_moves (state, TM_PSI_LIST_TURN_MOVES);
}

static gboolean psi_apply (TmPsiState      *state,
                           const TmPsiMove *move,
                           TmPsiGame       *self,
                           TmPsiOutcome    *outcome,
                           GError         **error);

/* A move is checked against the game's beast catalogue, if it has one. */
static const TmPlainGameRules psi_rules = {
  .move_size = sizeof (TmPsiMove),
  .outcome_size = sizeof (TmPsiOutcome),
  .apply_writes_outcome = TRUE,   /* tm_psi_state_apply() */
  .move_from_json = (TmPlainMoveFromJson) tm_psi_move_from_json,
  .move_to_json = (TmPlainMoveToJson) tm_psi_move_to_json,
  .apply_with = (TmPlainApplyWith) psi_apply,
  .legal_moves = (TmPlainLegalMoves) psi_turn_moves,
};

static gboolean
tm_psi_game_setup (TmGame      *game,
                   guint        n_players,
                   JsonObject  *options,
                   GError     **error)
{
  TmPsiGame *self = TM_PSI_GAME (game);

  if (n_players != 2)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP,
                   _("Psi Conjuring is played by 2 players, not %u."), n_players);
      return FALSE;
    }
  if (options != NULL && json_object_get_size (options) > 0)
    {
      g_autoptr(GList) names = json_object_get_members (options);
      g_autofree char *shown = tm_json_describe_text (names->data, -1, 40);

      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_BAD_SETUP,
                   _("Psi Conjuring has no options, but “%s” was given."), shown);
      return FALSE;
    }

  tm_psi_state_init (&self->state);
  self->has_outcome = FALSE;
  return TRUE;
}

static TmGame *
tm_psi_game_copy (TmGame *game)
{
  TmPsiGame *copy = TM_PSI_GAME (tm_plain_game_copy (game));

  /* The byte copy shares the catalogue: take a reference of its own. */
  if (copy->catalogue != NULL)
    g_object_ref (copy->catalogue);
  return TM_GAME (copy);
}

/* The rules with the game's catalogue and its players' names. */
static gboolean
psi_apply (TmPsiState      *state,
           const TmPsiMove *move,
           TmPsiGame       *self,
           TmPsiOutcome    *outcome,
           GError         **error)
{
  /* The names only word a refusal, and a refused move leaves @state as
   * it was: they are asked for (a type check each time) only to word it,
   * not for every move of a replay. */
  if (tm_psi_state_apply (state, move, self->catalogue, NULL, outcome, NULL))
    return TRUE;
  return tm_psi_state_apply (state, move, self->catalogue,
                             tm_game_get_player_names ((TmGame *) self), outcome, error);
}

/* @changes (a move's "changes" or "effects") with only the members each
 * change of a known kind has; anything else as it is, for the rules to
 * refuse in their words. */
static JsonNode *
changes_with_known_members (JsonNode *changes)
{
  JsonArray *kept;
  JsonNode *node;

  if (!JSON_NODE_HOLDS_ARRAY (changes))
    return json_node_copy (changes);
  kept = json_array_new ();
  for (guint i = 0; i < json_array_get_length (json_node_get_array (changes)); i++)
    {
      JsonNode *element = json_array_get_element (json_node_get_array (changes), i);
      const char *kind = JSON_NODE_HOLDS_OBJECT (element)
                         ? tm_json_node_get_string (tm_json_object_get_member (json_node_get_object (element), "change"))
                         : NULL;
      guint k = 0;

      while (kind != NULL && k < G_N_ELEMENTS (change_names)
             && g_strcmp0 (kind, change_names[k]) != 0)
        k++;
      if (kind != NULL && k < G_N_ELEMENTS (change_names))
        {
          g_autofree char *members = g_strconcat ("change ", change_members[k], NULL);

          json_array_add_object_element (kept, tm_plain_object_keep_members (json_node_get_object (element),
                                                                             members));
        }
      else
        json_array_add_element (kept, json_node_copy (element));
    }
  node = json_node_new (JSON_NODE_ARRAY);
  json_node_take_array (node, kept);
  return node;
}

/* @object as Tablemate 0.2.0 read it: without the members of the move,
 * or of its changes, that it did not know. */
static JsonObject *
move_with_known_members (JsonObject *object)
{
  JsonObject *kept = tm_plain_move_keep_known_members (object, psi_move_forms);
  static const char * const lists[] = { "changes", "effects" };

  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    if (kept != object && json_object_has_member (kept, lists[i]))
      json_object_set_member (kept, lists[i],
                              changes_with_known_members (json_object_get_member (kept, lists[i])));
  return kept;
}

static gboolean
tm_psi_game_apply_move (TmGame      *game,
                        JsonObject  *object,
                        GError     **error)
{
  /* tm_game_apply_move() checked @game, for every move of a replay. */
  TmPsiGame *self = (TmPsiGame *) game;
  g_autoptr(JsonObject) read_as_020 = NULL;

  /* Tablemate 0.2.0's reading ignored the members it did not know. */
  if (self->state.rules < TM_PSI_RULES_KNOWN_MEMBERS)
    object = read_as_020 = move_with_known_members (object);
  return tm_plain_game_apply_move (&psi_rules, &self->state, self, &self->outcome,
                                   &self->has_outcome, object, error);
}

static GPtrArray *
tm_psi_game_list_legal_moves (TmGame *game)
{
  return tm_plain_game_list_legal_moves (&psi_rules, &TM_PSI_GAME (game)->state);
}

static const char *
tm_psi_game_get_phase (TmGame *game)
{
  switch (TM_PSI_GAME (game)->state.phase)
    {
    case TM_PSI_PHASE_PLACEMENT:
      return "placement";
    case TM_PSI_PHASE_SUMMON:
      return "summon";
    case TM_PSI_PHASE_BATTLE:
      return "battle";
    case TM_PSI_PHASE_FINISHED:
      return "finished";
    default:
      g_return_val_if_reached (NULL);
    }
}

static char *
tm_psi_game_describe_phase (TmGame *game)
{
  switch (TM_PSI_GAME (game)->state.phase)
    {
    case TM_PSI_PHASE_PLACEMENT:
      /* Translators: the setup step where the 16 cards go face down (配置) */
      return g_strdup (_("Placement"));
    case TM_PSI_PHASE_SUMMON:
      /* Translators: 召喚フェイズ */
      return g_strdup (_("Summon phase"));
    case TM_PSI_PHASE_BATTLE:
      /* Translators: 戦闘フェイズ */
      return g_strdup (_("Battle phase"));
    case TM_PSI_PHASE_FINISHED:
      return g_strdup (_("Game over"));
    default:
      g_return_val_if_reached (NULL);
    }
}

static int
tm_psi_game_get_current_player (TmGame *game)
{
  return TM_PSI_GAME (game)->state.current_player;
}

static gboolean
tm_psi_game_is_finished (TmGame *game)
{
  /* Asked by tm_game_apply_move(), which checked @game, for every move. */
  return ((TmPsiGame *) game)->state.phase == TM_PSI_PHASE_FINISHED;
}

static int
tm_psi_game_get_score (TmGame *game,
                       guint   player)
{
  return tm_psi_state_get_sum (&TM_PSI_GAME (game)->state, player);
}

static GArray *
tm_psi_game_get_winners (TmGame *game,
                         GArray *winners)
{
  int winner = tm_psi_state_get_winner (&TM_PSI_GAME (game)->state);

  /* Equal sums are a draw: no winner. */
  if (winner >= 0)
    g_array_append_val (winners, winner);
  return winners;
}

const char *
tm_psi_end_reason_to_string (TmPsiEndReason reason)
{
  switch (reason)
    {
    case TM_PSI_END_HANDS_EMPTY:
      return "hands-empty";
    case TM_PSI_END_NO_BEASTS:
      return "no-beasts";
    case TM_PSI_END_AGREEMENT:
      return "agreement";
    case TM_PSI_END_NONE:
    default:
      return NULL;
    }
}

static const char *
summon_to_string (TmPsiSummonState summon)
{
  switch (summon)
    {
    case TM_PSI_SUMMON_OWED:
      return "owed";
    case TM_PSI_SUMMON_DONE:
      return "done";
    case TM_PSI_SUMMON_NONE_LEFT:
    default:
      return "none-left";
    }
}

/* Psi Conjuring counts turns once the beasts are placed. */
static char *
tm_psi_game_describe_round (TmGame *game)
{
  const TmPsiState *state = &TM_PSI_GAME (game)->state;

  if (state->turn == 0)
    return g_strdup (_("Set-up"));
  if (state->current_player < 0)
    return g_strdup_printf (_("Turn %u"), (guint) state->turn);
  return g_strdup_printf (_("Turn %u · %s"), (guint) state->turn,
                          tm_game_get_player_name (game, (guint) state->current_player));
}

static char *
tm_psi_game_describe_move (TmGame             *game,
                           JsonObject         *object,
                           const char * const *players)
{
  const TmPsiState *state = &TM_PSI_GAME (game)->state;
  g_autofree TmPsiMove *move = g_new (TmPsiMove, 1);

  if (!tm_psi_move_from_json (object, move, NULL))
    /* Not a move of this game: named by who was to play. */
    return g_strdup_printf (_("%s’s move"), tm_psi_text_player (players, MAX (state->current_player, 0)));
  return tm_psi_text_move (state, move, players);
}

static JsonNode *
card_to_json (const TmPsiState *state,
              TmCell            cell)
{
  const TmPsiCard *card = tm_psi_state_get_card (state, cell);
  JsonObject *object;

  if (card->side == TM_PSI_CARD_NONE)
    return json_node_new (JSON_NODE_NULL);

  object = json_object_new ();
  json_object_set_boolean_member (object, "face_up", card->side == TM_PSI_CARD_FACE_UP);
  json_object_set_int_member (object, "owner", card->owner);
  json_object_set_int_member (object, "master", card->master);
  /* A face-down card is only who placed it and who its master is. */
  if (card->side == TM_PSI_CARD_FACE_UP)
    {
      json_object_set_string_member (object, "beast", card->name);
      json_object_set_string_member (object, "colour", tm_psi_colour_to_string (card->colour));
      json_object_set_boolean_member (object, "yellow", card->yellow);
      if (card->yellow)
        json_object_set_null_member (object, "power");
      else
        json_object_set_int_member (object, "power", card->power);
      if (card->has_initial)
        json_object_set_int_member (object, "initial_power", card->initial_power);
      if (card->has_track)
        json_object_set_member (object, "track", tm_psi_track_to_json (card->track));
      json_object_set_int_member (object, "entered_turn", card->entered_turn);
      json_object_set_boolean_member (object, "can_attack", tm_psi_state_can_attack (state, cell));
    }
  return tm_json_node_new_object (object);
}

static JsonNode *
tm_psi_game_serialize_state (TmGame *game)
{
  const TmPsiState *state = &TM_PSI_GAME (game)->state;
  JsonObject *object = json_object_new ();
  JsonArray *field = json_array_new ();
  const char *reason = tm_psi_end_reason_to_string (state->end_reason);
  int winner = tm_psi_state_get_winner (state);

  json_object_set_string_member (object, "phase", tm_psi_game_get_phase (game));
  json_object_set_int_member (object, "current_player", state->current_player);
  json_object_set_int_member (object, "placed", state->placed);
  json_object_set_int_member (object, "turn", state->turn);
  /* Nothing is owed once the game is over. */
  if (state->phase == TM_PSI_PHASE_FINISHED)
    json_object_set_null_member (object, "summon");
  else
    json_object_set_string_member (object, "summon", summon_to_string (state->summon));
  json_object_set_boolean_member (object, "quick_summoned", state->quick_summoned);

  for (int r = 0; r < TM_PSI_SIZE; r++)
    {
      JsonArray *row = json_array_new ();

      for (int c = 0; c < TM_PSI_SIZE; c++)
        json_array_add_element (row, card_to_json (state, (TmCell) { r, c }));
      json_array_add_array_element (field, row);
    }
  json_object_set_array_member (object, "field", field);
  json_object_set_int_member (object, "face_down", tm_psi_state_count_face_down (state));
  json_object_set_array_member (object, "hands",
                                tm_json_int_pair ((int) state->hand[0], (int) state->hand[1]));
  {
    JsonArray *by_owner = json_array_new ();

    /* hands_by_owner[holder][owner]: a card in the other player's hand
     * is still its owner's. */
    for (guint p = 0; p < 2; p++)
      json_array_add_array_element (by_owner,
                                    tm_json_int_pair (tm_psi_state_count_hand_owned (state, p, 0),
                                                      tm_psi_state_count_hand_owned (state, p, 1)));
    json_object_set_array_member (object, "hands_by_owner", by_owner);
  }
  json_object_set_array_member (object, "graveyards",
                                tm_json_int_pair ((int) state->graveyard[0], (int) state->graveyard[1]));
  json_object_set_array_member (object, "sums",
                                tm_json_int_pair (tm_psi_state_get_sum (state, 0),
                                            tm_psi_state_get_sum (state, 1)));
  if (reason != NULL)
    json_object_set_string_member (object, "end_reason", reason);
  else
    json_object_set_null_member (object, "end_reason");
  if (winner >= 0)
    json_object_set_int_member (object, "winner", winner);
  else
    json_object_set_null_member (object, "winner");

  return tm_json_node_new_object (object);
}

static void
tm_psi_game_dispose (GObject *object)
{
  TmPsiGame *self = TM_PSI_GAME (object);

  g_clear_object (&self->catalogue);

  G_OBJECT_CLASS (tm_psi_game_parent_class)->dispose (object);
}

static void
tm_psi_game_set_rules_revision (TmGame *game,
                                guint   revision)
{
  TM_PSI_GAME (game)->state.rules = revision;
}

static char *
tm_psi_game_describe_rules_revision (TmGame *game,
                                     guint   revision)
{
  if (revision >= TM_PSI_RULES_HAND_OWNERS)
    return NULL;
  return g_strdup (_("This game follows the rules as Tablemate 0.2.0 read them: "
                     "a card returned to the other player’s hand becomes that "
                     "player’s card."));
}

static void
tm_psi_game_class_init (TmPsiGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TmGameClass *game_class = TM_GAME_CLASS (klass);

  object_class->dispose = tm_psi_game_dispose;

  game_class->rules_domain = TM_PSI_RULES_ERROR;
  game_class->rules_enum = TM_TYPE_PSI_RULE;
  game_class->setup = tm_psi_game_setup;
  game_class->copy = tm_psi_game_copy;
  game_class->apply_move = tm_psi_game_apply_move;
  game_class->list_legal_moves = tm_psi_game_list_legal_moves;
  game_class->get_phase = tm_psi_game_get_phase;
  game_class->describe_phase = tm_psi_game_describe_phase;
  game_class->get_current_player = tm_psi_game_get_current_player;
  game_class->is_finished = tm_psi_game_is_finished;
  game_class->get_score = tm_psi_game_get_score;
  game_class->serialize_state = tm_psi_game_serialize_state;
  game_class->get_winners = tm_psi_game_get_winners;
  game_class->get_round = tm_plain_game_get_no_round;
  game_class->describe_move = tm_psi_game_describe_move;
  game_class->describe_round = tm_psi_game_describe_round;
  game_class->rules_revision = TM_PSI_RULES_REVISION;
  game_class->set_rules_revision = tm_psi_game_set_rules_revision;
  game_class->describe_rules_revision = tm_psi_game_describe_rules_revision;
}

static void
tm_psi_game_init (TmPsiGame *self)
{
  tm_psi_state_init (&self->state);
}

const TmPsiState *
tm_psi_game_get_state (TmPsiGame *self)
{
  g_return_val_if_fail (TM_IS_PSI_GAME (self), NULL);
  return &self->state;
}

const TmPsiOutcome *
tm_psi_game_get_last_outcome (TmPsiGame *self)
{
  g_return_val_if_fail (TM_IS_PSI_GAME (self), NULL);
  return self->has_outcome ? &self->outcome : NULL;
}

void
tm_psi_game_set_catalogue (TmPsiGame      *self,
                           TmPsiCatalogue *catalogue)
{
  g_return_if_fail (TM_IS_PSI_GAME (self));
  g_return_if_fail (catalogue == NULL || TM_IS_PSI_CATALOGUE (catalogue));

  g_set_object (&self->catalogue, catalogue);
}

TmPsiCatalogue *
tm_psi_game_get_catalogue (TmPsiGame *self)
{
  g_return_val_if_fail (TM_IS_PSI_GAME (self), NULL);
  return self->catalogue;
}
