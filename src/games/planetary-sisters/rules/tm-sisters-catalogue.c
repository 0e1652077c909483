/* tm-sisters-catalogue.c — the players' own list of the sister cards' emblems */
#include "config.h"

#include "tm-sisters-catalogue.h"
#include "tm-sisters-game.h"
#include "core/tm-json.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>
#include <string.h>

struct _TmSistersCatalogue
{
  TmCatalogue parent_instance;

  TmSistersCardTable table;
};

G_DEFINE_FINAL_TYPE (TmSistersCatalogue, tm_sisters_catalogue, TM_TYPE_CATALOGUE)

G_DEFINE_QUARK (tm-sisters-catalogue-error-quark, tm_sisters_catalogue_error)

static void
tm_sisters_catalogue_init (TmSistersCatalogue *self)
{
  tm_sisters_card_table_init (&self->table);
}

TmSistersCatalogue *
tm_sisters_catalogue_new (void)
{
  return g_object_new (TM_TYPE_SISTERS_CATALOGUE, NULL);
}

const TmSistersCardTable *
tm_sisters_catalogue_get_table (TmSistersCatalogue *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_CATALOGUE (self), NULL);
  return &self->table;
}

static void
replace_table (TmSistersCatalogue       *self,
               const TmSistersCardTable *table)
{
  self->table = *table;
  tm_catalogue_emit_changed (TM_CATALOGUE (self));
}

/* Kinds ---------------------------------------------------------------------- */

gboolean
tm_sisters_catalogue_add_kind (TmSistersCatalogue  *self,
                               const char          *id,
                               const char          *name,
                               TmSistersClass       klass,
                               GError             **error)
{
  TmSistersCardTable table;

  g_return_val_if_fail (TM_IS_SISTERS_CATALOGUE (self), FALSE);

  table = self->table;
  if (!tm_sisters_card_table_add_kind (&table, id, name, klass, error))
    return FALSE;
  replace_table (self, &table);
  return TRUE;
}

/* The index of a kind players added, or -1 with @error. */
static int
find_custom_kind (TmSistersCatalogue  *self,
                  const char          *id,
                  GError             **error)
{
  int kind = tm_sisters_card_table_find_kind (&self->table, id);

  if (kind < 0)
    {
      if (tm_sisters_kind_id_is_valid (id))
        g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_UNKNOWN_KIND,
                     _("The catalogue has no kind “%s”."), id);
      else
        g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_UNKNOWN_KIND,
                     _("The catalogue has no kind with that id."));
      return -1;
    }
  if (kind < TM_SISTERS_N_NAMED_KINDS)
    {
      g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_KIND_DEFINITION,
                   _("%s is a kind the manual names: it keeps its name and "
                     "cannot be removed."), id);
      return -1;
    }
  return kind;
}

gboolean
tm_sisters_catalogue_rename_kind (TmSistersCatalogue  *self,
                                  const char          *id,
                                  const char          *name,
                                  GError             **error)
{
  TmSistersCardTable table;
  TmSistersKind kind;
  int index;

  g_return_val_if_fail (TM_IS_SISTERS_CATALOGUE (self), FALSE);

  index = find_custom_kind (self, id, error);
  if (index < 0)
    return FALSE;

  /* Check the name as a new kind would be checked. */
  table = self->table;
  kind = table.kinds[index];
  table.n_kinds = TM_SISTERS_N_NAMED_KINDS;
  if (!tm_sisters_card_table_add_kind (&table, kind.id, name, kind.klass, error))
    return FALSE;
  kind = table.kinds[TM_SISTERS_N_NAMED_KINDS];

  table = self->table;
  table.kinds[index] = kind;
  replace_table (self, &table);
  return TRUE;
}

gboolean
tm_sisters_catalogue_remove_kind (TmSistersCatalogue  *self,
                                  const char          *id,
                                  GError             **error)
{
  TmSistersCardTable table;
  int index;

  g_return_val_if_fail (TM_IS_SISTERS_CATALOGUE (self), FALSE);

  index = find_custom_kind (self, id, error);
  if (index < 0)
    return FALSE;

  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    if (tm_sisters_card_set_contains (self->table.known, rank)
        && self->table.cards[rank].count[index] > 0)
      {
        g_set_error (error, TM_SISTERS_RULES_ERROR, TM_SISTERS_RULE_KIND_DEFINITION,
                     _("Card %d shows %s: change that card before removing the "
                       "kind."), rank, self->table.kinds[index].name);
        return FALSE;
      }

  /* Later kinds move down one index, in the kinds and in every card. */
  table = self->table;
  for (guint k = (guint) index; k + 1 < table.n_kinds; k++)
    table.kinds[k] = table.kinds[k + 1];
  memset (&table.kinds[table.n_kinds - 1], 0, sizeof table.kinds[0]);
  for (int rank = 0; rank <= TM_SISTERS_N_RANKS; rank++)
    {
      TmSistersEmblems *e = &table.cards[rank];

      for (guint k = (guint) index; k + 1 < TM_SISTERS_N_KINDS; k++)
        e->count[k] = e->count[k + 1];
      e->count[TM_SISTERS_N_KINDS - 1] = 0;
    }
  table.n_kinds--;
  replace_table (self, &table);
  return TRUE;
}

/* Cards ---------------------------------------------------------------------- */

gboolean
tm_sisters_catalogue_set_card (TmSistersCatalogue      *self,
                               int                      rank,
                               const TmSistersEmblems  *emblems,
                               GError                 **error)
{
  TmSistersCardTable table;

  g_return_val_if_fail (TM_IS_SISTERS_CATALOGUE (self), FALSE);
  g_return_val_if_fail (emblems != NULL, FALSE);

  table = self->table;
  if (!tm_sisters_card_table_set (&table, rank, emblems, error))
    return FALSE;
  replace_table (self, &table);
  return TRUE;
}

gboolean
tm_sisters_catalogue_set_card_json (TmSistersCatalogue  *self,
                                    int                  rank,
                                    JsonNode            *emblems,
                                    GError             **error)
{
  TmSistersEmblems parsed;

  g_return_val_if_fail (TM_IS_SISTERS_CATALOGUE (self), FALSE);

  if (!tm_sisters_emblems_from_json (&self->table, emblems, rank, &parsed, error))
    return FALSE;
  return tm_sisters_catalogue_set_card (self, rank, &parsed, error);
}

void
tm_sisters_catalogue_clear_card (TmSistersCatalogue *self,
                                 int                 rank)
{
  TmSistersCardTable table;

  g_return_if_fail (TM_IS_SISTERS_CATALOGUE (self));

  if (!tm_sisters_card_set_contains (self->table.known, rank))
    return;
  table = self->table;
  table.known = tm_sisters_card_set_remove (table.known, rank);
  memset (&table.cards[rank], 0, sizeof table.cards[rank]);
  replace_table (self, &table);
}

gboolean
tm_sisters_catalogue_get_card (TmSistersCatalogue *self,
                               int                 rank,
                               TmSistersEmblems   *emblems)
{
  g_return_val_if_fail (TM_IS_SISTERS_CATALOGUE (self), FALSE);
  return tm_sisters_card_table_get (&self->table, rank, emblems);
}

guint
tm_sisters_catalogue_get_n_cards (TmSistersCatalogue *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_CATALOGUE (self), 0);
  return tm_sisters_card_set_size (self->table.known);
}

GPtrArray *
tm_sisters_catalogue_check_totals (TmSistersCatalogue *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_CATALOGUE (self), NULL);
  return tm_sisters_card_table_check_totals (&self->table);
}

/* The file ------------------------------------------------------------------- */

/* Shape errors of the shared JSON readers are format errors of a file. */
static gboolean
as_format_error (GError **error,
                 GError  *local_error)
{
  if (local_error->domain == TM_RULES_ERROR)
    {
      g_set_error (error, TM_SISTERS_CATALOGUE_ERROR, TM_SISTERS_CATALOGUE_ERROR_FORMAT,
                   _("The catalogue is damaged: %s"), local_error->message);
      g_error_free (local_error);
    }
  else
    g_propagate_error (error, local_error);
  return FALSE;
}

/* The words for a file that is not a catalogue this build reads. */
static const TmCatalogueHeader header = {
  TM_SISTERS_CATALOGUE_FORMAT, TM_SISTERS_CATALOGUE_VERSION, FALSE,
  tm_sisters_catalogue_error_quark, TM_SISTERS_CATALOGUE_ERROR_FORMAT, TM_SISTERS_CATALOGUE_ERROR_VERSION,
  N_("This is not a Planetary Sisters card catalogue: its “format” is not \"%s\"."),
  N_("The catalogue has no whole-number “version”."),
  N_("The catalogue is version %d; this Tablemate reads version %d."),
};

/* The base class checked the header. */
static gboolean
read_object (TmCatalogue  *catalogue,
             JsonObject   *object,
             GError      **error)
{
  GError *local_error = NULL;
  TmSistersCardTable table;
  JsonNode *node;

  tm_sisters_card_table_init (&table);
  node = tm_json_object_get_member (object, "kinds");
  if (node != NULL && !tm_sisters_kinds_from_json (&table, node, &local_error))
    return as_format_error (error, local_error);
  node = tm_json_object_get_member (object, "cards");
  if (node != NULL && !tm_sisters_cards_from_json (&table, node, NULL, &local_error))
    return as_format_error (error, local_error);
  replace_table (TM_SISTERS_CATALOGUE (catalogue), &table);
  return TRUE;
}

static void
write_object (TmCatalogue *catalogue,
              JsonObject  *object)
{
  TmSistersCatalogue *self = TM_SISTERS_CATALOGUE (catalogue);

  json_object_set_array_member (object, "kinds", tm_sisters_kinds_to_json (&self->table, FALSE));
  json_object_set_object_member (object, "cards",
                                 tm_sisters_cards_to_json (&self->table, self->table.known));
}

/* Import: @other is the file, read whole. */
static gboolean
merge (TmCatalogue  *catalogue,
       TmCatalogue  *other,
       GError      **error)
{
  TmSistersCatalogue *self = TM_SISTERS_CATALOGUE (catalogue);
  const TmSistersCardTable *theirs = &TM_SISTERS_CATALOGUE (other)->table;
  g_autoptr(GError) local_error = NULL;
  TmSistersCardTable merged;
  TmSistersCardSet conflicts = 0;

  /* Kinds by id: new ones are added, known ones must agree on the class;
   * our names are kept. */
  merged = self->table;
  for (guint k = 0; k < theirs->n_kinds; k++)
    {
      const TmSistersKind *kind = &theirs->kinds[k];
      int ours = tm_sisters_card_table_find_kind (&merged, kind->id);

      if (ours >= 0 && merged.kinds[ours].klass != kind->klass)
        {
          g_set_error (error, TM_SISTERS_CATALOGUE_ERROR, TM_SISTERS_CATALOGUE_ERROR_CONFLICT,
                       _("Nothing was imported: kind %s is %s in this catalogue and "
                         "%s in the file."), kind->id,
                       tm_sisters_class_get_name (merged.kinds[ours].klass),
                       tm_sisters_class_get_name (kind->klass));
          return FALSE;
        }
      if (ours < 0
          && !tm_sisters_card_table_add_kind (&merged, kind->id, kind->name, kind->klass, &local_error))
        {
          g_set_error (error, TM_SISTERS_CATALOGUE_ERROR, TM_SISTERS_CATALOGUE_ERROR_CONFLICT,
                       _("Nothing was imported: %s"), local_error->message);
          return FALSE;
        }
    }

  /* Cards, their kinds renumbered: new ranks are added, ranks both have
   * must agree. */
  for (int rank = 1; rank <= TM_SISTERS_N_RANKS; rank++)
    {
      TmSistersEmblems emblems = { { 0 } };

      if (!tm_sisters_card_set_contains (theirs->known, rank))
        continue;
      for (guint k = 0; k < theirs->n_kinds; k++)
        if (theirs->cards[rank].count[k] > 0)
          emblems.count[tm_sisters_card_table_find_kind (&merged, theirs->kinds[k].id)] =
            theirs->cards[rank].count[k];

      if (tm_sisters_card_set_contains (merged.known, rank))
        {
          if (!tm_sisters_emblems_equal (&merged.cards[rank], &emblems))
            conflicts = tm_sisters_card_set_add (conflicts, rank);
          continue;
        }
      if (!tm_sisters_card_table_set (&merged, rank, &emblems, error))
        return FALSE;
    }

  if (conflicts != 0)
    {
      g_autofree char *ranks = tm_sisters_card_set_to_string (conflicts);

      g_set_error (error, TM_SISTERS_CATALOGUE_ERROR, TM_SISTERS_CATALOGUE_ERROR_CONFLICT,
                   _("Nothing was imported: the file gives other emblems for cards "
                     "%s. Correct one of the two catalogues first."), ranks);
      return FALSE;
    }

  if (merged.n_kinds != self->table.n_kinds || merged.known != self->table.known)
    replace_table (self, &merged);
  return TRUE;
}

static void
tm_sisters_catalogue_class_init (TmSistersCatalogueClass *klass)
{
  TmCatalogueClass *catalogue_class = TM_CATALOGUE_CLASS (klass);

  catalogue_class->header = &header;
  catalogue_class->read_object = read_object;
  catalogue_class->write_object = write_object;
  catalogue_class->merge = merge;
}

JsonObject *
tm_sisters_catalogue_to_options (TmSistersCatalogue *self,
                                 int                 first_parent)
{
  JsonObject *options = json_object_new ();

  g_return_val_if_fail (TM_IS_SISTERS_CATALOGUE (self), options);

  if (first_parent >= 0)
    json_object_set_int_member (options, "first_parent", first_parent);
  if (self->table.n_kinds > TM_SISTERS_N_NAMED_KINDS)
    json_object_set_array_member (options, "kinds", tm_sisters_kinds_to_json (&self->table, TRUE));
  if (self->table.known != 0)
    json_object_set_object_member (options, "cards",
                                   tm_sisters_cards_to_json (&self->table, self->table.known));
  return options;
}
