/* tm-utena-catalogue.c — the cards of Tsuki no Utena that players entered */
#include "config.h"

#include "tm-utena-catalogue.h"
#include "tm-utena-game.h"
#include "core/tm-json.h"

#include <glib/gi18n.h>

struct _TmUtenaCatalogue
{
  TmCatalogue parent_instance;

  guint n_practitioners;
  TmUtenaCard practitioners[TM_UTENA_N_PRACTITIONERS];
  guint n_desires;
  TmUtenaDesire desires[TM_UTENA_N_DESIRES];
};

G_DEFINE_FINAL_TYPE (TmUtenaCatalogue, tm_utena_catalogue, TM_TYPE_CATALOGUE)

G_DEFINE_QUARK (tm-utena-catalogue-error-quark, tm_utena_catalogue_error)

static void
tm_utena_catalogue_init (TmUtenaCatalogue *self)
{
}

TmUtenaCatalogue *
tm_utena_catalogue_new (void)
{
  return g_object_new (TM_TYPE_UTENA_CATALOGUE, NULL);
}

char *
tm_utena_catalogue_get_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "tablemate", "utena-cards.json", NULL);
}

/* Reading and writing -------------------------------------------------------- */

/* The words for a file that is not a card memory this build reads; the
 * header after the cards, as the card memory has always been written. */
static const TmCatalogueHeader header = {
  TM_UTENA_CATALOGUE_FORMAT, TM_UTENA_CATALOGUE_VERSION, TRUE,
  tm_utena_catalogue_error_quark, TM_UTENA_CATALOGUE_ERROR_FORMAT, TM_UTENA_CATALOGUE_ERROR_VERSION,
  N_("This is not a Tsuki no Utena card memory (its “format” is not “%s”)."),
  N_("The card memory has no whole-number “version” field."),
  N_("The card memory is version %d; this Tablemate reads version %d."),
};

/* The base class checked the header. */
static gboolean
read_object (TmCatalogue  *catalogue,
             JsonObject   *object,
             GError      **error)
{
  TmUtenaCatalogue *self = TM_UTENA_CATALOGUE (catalogue);
  g_autoptr(GError) local_error = NULL;
  TmUtenaCard practitioners[TM_UTENA_N_PRACTITIONERS];
  TmUtenaDesire desires[TM_UTENA_N_DESIRES];
  guint n_practitioners = 0, n_desires = 0;

  if (!tm_utena_read_card_lists (object, practitioners, &n_practitioners,
                                 desires, &n_desires, &local_error))
    {
      g_set_error (error, TM_UTENA_CATALOGUE_ERROR, TM_UTENA_CATALOGUE_ERROR_FORMAT,
                   _("The card memory cannot be used: %s"), local_error->message);
      return FALSE;
    }

  self->n_practitioners = n_practitioners;
  for (guint i = 0; i < n_practitioners; i++)
    self->practitioners[i] = practitioners[i];
  self->n_desires = n_desires;
  for (guint i = 0; i < n_desires; i++)
    self->desires[i] = desires[i];
  tm_catalogue_emit_changed (catalogue);
  return TRUE;
}

static JsonArray *
cards_array (TmUtenaCatalogue *self,
             TmUtenaKind       kind)
{
  JsonArray *array = json_array_new ();
  guint n = tm_utena_catalogue_get_n_cards (self, kind);

  for (guint i = 0; i < n; i++)
    {
      guint32 card = tm_utena_catalogue_get_card (self, kind, i);

      json_array_add_element (array, kind == TM_UTENA_KIND_DESIRE
                                     ? tm_utena_desire_to_json ((TmUtenaDesire) card)
                                     : tm_utena_card_to_json (card));
    }
  return array;
}

/* The file's members, and the cards of a new game's options. */
static void
write_object (TmCatalogue *catalogue,
              JsonObject  *object)
{
  TmUtenaCatalogue *self = TM_UTENA_CATALOGUE (catalogue);

  json_object_set_array_member (object, "practitioners",
                                cards_array (self, TM_UTENA_KIND_PRACTITIONER));
  json_object_set_array_member (object, "desires",
                                cards_array (self, TM_UTENA_KIND_DESIRE));
}

static void
tm_utena_catalogue_class_init (TmUtenaCatalogueClass *klass)
{
  TmCatalogueClass *catalogue_class = TM_CATALOGUE_CLASS (klass);

  catalogue_class->header = &header;
  catalogue_class->read_object = read_object;
  catalogue_class->write_object = write_object;
}

/* The cards ---------------------------------------------------------------- */

guint
tm_utena_catalogue_get_n_cards (TmUtenaCatalogue *self,
                                TmUtenaKind       kind)
{
  g_return_val_if_fail (TM_IS_UTENA_CATALOGUE (self), 0);
  return kind == TM_UTENA_KIND_DESIRE ? self->n_desires : self->n_practitioners;
}

guint32
tm_utena_catalogue_get_card (TmUtenaCatalogue *self,
                             TmUtenaKind       kind,
                             guint             index)
{
  g_return_val_if_fail (TM_IS_UTENA_CATALOGUE (self), 0);
  g_return_val_if_fail (index < tm_utena_catalogue_get_n_cards (self, kind), 0);

  return kind == TM_UTENA_KIND_DESIRE ? self->desires[index] : self->practitioners[index];
}

static guint
copy_cards (TmUtenaCatalogue *self,
            TmUtenaKind       kind,
            guint32          *cards)
{
  guint n = tm_utena_catalogue_get_n_cards (self, kind);

  for (guint i = 0; i < n; i++)
    cards[i] = tm_utena_catalogue_get_card (self, kind, i);
  return n;
}

gboolean
tm_utena_catalogue_contains (TmUtenaCatalogue *self,
                             TmUtenaKind       kind,
                             guint32           card)
{
  guint n = tm_utena_catalogue_get_n_cards (self, kind);

  for (guint i = 0; i < n; i++)
    if (tm_utena_catalogue_get_card (self, kind, i) == card)
      return TRUE;
  return FALSE;
}

GArray *
tm_utena_catalogue_check (TmUtenaCatalogue *self,
                          TmUtenaKind       kind,
                          guint32           card)
{
  guint32 cards[TM_UTENA_N_PRACTITIONERS];
  guint n;

  g_return_val_if_fail (TM_IS_UTENA_CATALOGUE (self), NULL);

  n = copy_cards (self, kind, cards);
  return tm_utena_check_card (kind, cards, n, card);
}

static gboolean
check_card (TmUtenaKind   kind,
            guint32       card,
            GError      **error)
{
  if (kind == TM_UTENA_KIND_DESIRE)
    return card <= G_MAXUINT16 && tm_utena_desire_check ((TmUtenaDesire) card, error);
  return tm_utena_card_check (card, error);
}

gboolean
tm_utena_catalogue_add (TmUtenaCatalogue  *self,
                        TmUtenaKind        kind,
                        guint32            card,
                        GArray           **warnings,
                        GError           **error)
{
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (TM_IS_UTENA_CATALOGUE (self), FALSE);

  if (!check_card (kind, card, &local_error))
    {
      if (local_error == NULL)
        g_set_error (error, TM_UTENA_CATALOGUE_ERROR, TM_UTENA_CATALOGUE_ERROR_FORMAT,
                     _("A desire card shows 4 different icons."));
      else
        g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  if (warnings != NULL)
    *warnings = tm_utena_catalogue_check (self, kind, card);
  if (tm_utena_catalogue_contains (self, kind, card))
    return TRUE;

  if (kind == TM_UTENA_KIND_DESIRE)
    {
      if (self->n_desires == TM_UTENA_N_DESIRES)
        {
          g_set_error (error, TM_UTENA_CATALOGUE_ERROR, TM_UTENA_CATALOGUE_ERROR_FULL,
                       _("Tablemate already knows 13 different desire cards, as "
                         "many as the box holds: remove the one entered wrongly "
                         "first."));
          if (warnings != NULL)
            g_clear_pointer (warnings, g_array_unref);
          return FALSE;
        }
      self->desires[self->n_desires++] = (TmUtenaDesire) card;
    }
  else
    {
      if (self->n_practitioners == TM_UTENA_N_PRACTITIONERS)
        {
          g_set_error (error, TM_UTENA_CATALOGUE_ERROR, TM_UTENA_CATALOGUE_ERROR_FULL,
                       _("Tablemate already knows 21 different practitioner "
                         "cards, as many as the box holds: remove the one "
                         "entered wrongly first."));
          if (warnings != NULL)
            g_clear_pointer (warnings, g_array_unref);
          return FALSE;
        }
      self->practitioners[self->n_practitioners++] = card;
    }
  tm_catalogue_emit_changed (TM_CATALOGUE (self));
  return TRUE;
}

gboolean
tm_utena_catalogue_remove (TmUtenaCatalogue *self,
                           TmUtenaKind       kind,
                           guint32           card)
{
  g_return_val_if_fail (TM_IS_UTENA_CATALOGUE (self), FALSE);

  if (kind == TM_UTENA_KIND_DESIRE)
    {
      for (guint i = 0; i < self->n_desires; i++)
        if (self->desires[i] == card)
          {
            for (guint j = i + 1; j < self->n_desires; j++)
              self->desires[j - 1] = self->desires[j];
            self->n_desires--;
            tm_catalogue_emit_changed (TM_CATALOGUE (self));
            return TRUE;
          }
      return FALSE;
    }
  for (guint i = 0; i < self->n_practitioners; i++)
    if (self->practitioners[i] == card)
      {
        for (guint j = i + 1; j < self->n_practitioners; j++)
          self->practitioners[j - 1] = self->practitioners[j];
        self->n_practitioners--;
        tm_catalogue_emit_changed (TM_CATALOGUE (self));
        return TRUE;
      }
  return FALSE;
}

GArray *
tm_utena_catalogue_get_warnings (TmUtenaCatalogue *self)
{
  guint32 cards[TM_UTENA_N_PRACTITIONERS];
  guint n;
  GArray *warnings;
  g_autoptr(GArray) desire_warnings = NULL;

  g_return_val_if_fail (TM_IS_UTENA_CATALOGUE (self), NULL);

  n = copy_cards (self, TM_UTENA_KIND_PRACTITIONER, cards);
  warnings = tm_utena_check_cards (TM_UTENA_KIND_PRACTITIONER, cards, n);
  n = copy_cards (self, TM_UTENA_KIND_DESIRE, cards);
  desire_warnings = tm_utena_check_cards (TM_UTENA_KIND_DESIRE, cards, n);
  g_array_append_vals (warnings, desire_warnings->data, desire_warnings->len);
  return warnings;
}

static gboolean
remember (TmUtenaCatalogue *self,
          TmUtenaKind       kind,
          guint32           card)
{
  if (tm_utena_catalogue_contains (self, kind, card))
    return FALSE;
  return tm_utena_catalogue_add (self, kind, card, NULL, NULL);
}

guint
tm_utena_catalogue_remember_move (TmUtenaCatalogue *self,
                                  JsonObject       *object)
{
  TmUtenaMove move;
  guint n = 0;

  g_return_val_if_fail (TM_IS_UTENA_CATALOGUE (self), 0);

  if (!tm_utena_move_from_json (object, &move, NULL))
    return 0;
  switch (move.type)
    {
    case TM_UTENA_MOVE_DESIRE:
      n += remember (self, TM_UTENA_KIND_DESIRE, move.desire);
      break;
    case TM_UTENA_MOVE_PAIR:
    case TM_UTENA_MOVE_EXCHANGE:
      for (guint i = 0; i < 2; i++)
        n += remember (self, TM_UTENA_KIND_PRACTITIONER, move.cards[i]);
      break;
    case TM_UTENA_MOVE_PLAN:
    case TM_UTENA_MOVE_REINFORCE:
    case TM_UTENA_MOVE_PASS:
    default:
      break;
    }
  return n;
}

guint
tm_utena_catalogue_remember_state (TmUtenaCatalogue   *self,
                                   const TmUtenaState *state)
{
  guint n = 0;

  g_return_val_if_fail (TM_IS_UTENA_CATALOGUE (self), 0);
  g_return_val_if_fail (state != NULL, 0);

  for (guint i = 0; i < state->n_laid; i++)
    n += remember (self, TM_UTENA_KIND_DESIRE, state->laid[i]);
  for (guint a = 0; a < state->n_altars; a++)
    for (guint k = 0; k < 2; k++)
      if (state->altars[a].pair[k] != TM_UTENA_NO_CARD)
        n += remember (self, TM_UTENA_KIND_PRACTITIONER, state->altars[a].pair[k]);
  for (guint p = 0; p < state->n_players; p++)
    for (guint i = 0; i < state->hands[p].n_known; i++)
      n += remember (self, TM_UTENA_KIND_PRACTITIONER, state->hands[p].known[i]);
  return n;
}

JsonObject *
tm_utena_catalogue_to_options (TmUtenaCatalogue *self)
{
  JsonObject *options = json_object_new ();
  JsonObject *cards;

  g_return_val_if_fail (TM_IS_UTENA_CATALOGUE (self), options);

  cards = json_object_new ();
  write_object (TM_CATALOGUE (self), cards);
  json_object_set_object_member (options, "cards", cards);
  return options;
}
