/* tm-psi-move-json.c — a move of Psi Conjuring read from JSON and written
 * back, and the members of a move as Tablemate 0.2.0 read them: every
 * move of every replay is read here (tm-psi-game.c asks).
 */
#include "config.h"

#include "tm-psi-game-private.h"
#include "core/tm-json.h"
#include "core/tm-plain-game.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>
#include <string.h>

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

/* Tablemate 0.2.0's reading ----------------------------------------------------- */

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
JsonObject *
tm_psi_move_with_known_members (JsonObject *object)
{
  JsonObject *kept = tm_plain_move_keep_known_members (object, psi_move_forms);
  static const char * const lists[] = { "changes", "effects" };

  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    if (kept != object && json_object_has_member (kept, lists[i]))
      json_object_set_member (kept, lists[i],
                              changes_with_known_members (json_object_get_member (kept, lists[i])));
  return kept;
}
