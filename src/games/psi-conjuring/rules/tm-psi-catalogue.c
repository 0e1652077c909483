/* tm-psi-catalogue.c — the Psi Conjuring beasts the players have entered */
#include "config.h"

#include "tm-psi-catalogue.h"
#include "core/tm-json.h"

#include <glib/gi18n.h>
#include <errno.h>
#include <string.h>

struct _TmPsiCatalogue
{
  TmCatalogue parent_instance;

  GPtrArray *beasts;      /* of TmPsiBeastInfo, sorted by name */
  GHashTable *by_name;    /* normalised name → TmPsiBeastInfo (in beasts) */
};

G_DEFINE_FINAL_TYPE (TmPsiCatalogue, tm_psi_catalogue, TM_TYPE_CATALOGUE)

G_DEFINE_QUARK (tm-psi-catalogue-error-quark, tm_psi_catalogue_error)

/* Beast data ------------------------------------------------------------------ */

TmPsiBeastInfo *
tm_psi_beast_info_new (const char *name)
{
  TmPsiBeastInfo *info = g_new0 (TmPsiBeastInfo, 1);

  info->name = g_strdup (name);
  return info;
}

TmPsiBeastInfo *
tm_psi_beast_info_copy (const TmPsiBeastInfo *info)
{
  TmPsiBeastInfo *copy;

  g_return_val_if_fail (info != NULL, NULL);

  copy = g_memdup2 (info, sizeof *info);
  copy->name = g_strdup (info->name);
  return copy;
}

void
tm_psi_beast_info_free (TmPsiBeastInfo *info)
{
  if (info == NULL)
    return;
  g_free (info->name);
  g_free (info);
}

gboolean
tm_psi_beast_info_equal (const TmPsiBeastInfo *a,
                         const TmPsiBeastInfo *b)
{
  if (g_strcmp0 (a->name, b->name) != 0 || a->has_power != b->has_power
      || (a->has_power && a->power != b->power))
    return FALSE;
  for (int c = 0; c < TM_PSI_N_COLOURS; c++)
    if (a->has_track[c] != b->has_track[c]
        || (a->has_track[c] && !tm_psi_track_equal (a->track[c], b->track[c])))
      return FALSE;
  return TRUE;
}

static void
set_track_invalid_error (GError      **error,
                         const char   *name,
                         TmPsiColour   colour)
{
  if (colour == TM_PSI_COLOUR_RED)
    g_set_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_INVALID,
                 _("“%s”: the red power track must run from its lowest to its "
                   "highest number, both between 0 and %d."),
                 name, TM_PSI_MAX_POWER);
  else
    g_set_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_INVALID,
                 _("“%s”: the blue power track must run from its lowest to its "
                   "highest number, both between 0 and %d."),
                 name, TM_PSI_MAX_POWER);
}

static void
set_power_off_track_error (GError      **error,
                           GQuark        domain,
                           int           code,
                           const char   *name,
                           int           power,
                           TmPsiColour   colour,
                           TmPsiTrack    track)
{
  if (colour == TM_PSI_COLOUR_RED)
    g_set_error (error, domain, code,
                 _("“%s”: the initial power %d is not on its red power track "
                   "(%d to %d), but the soul chip starts on the initial power."),
                 name, power, track.min, track.max);
  else
    g_set_error (error, domain, code,
                 _("“%s”: the initial power %d is not on its blue power track "
                   "(%d to %d), but the soul chip starts on the initial power."),
                 name, power, track.min, track.max);
}

gboolean
tm_psi_beast_info_check (const TmPsiBeastInfo  *info,
                         GError               **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *normal = NULL;

  g_return_val_if_fail (info != NULL, FALSE);

  normal = tm_psi_beast_name_normalize (info->name, &local_error);
  if (normal == NULL)
    {
      g_set_error_literal (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_INVALID,
                           local_error->message);
      return FALSE;
    }
  if (strcmp (normal, info->name) != 0)
    {
      g_autofree char *shown = tm_json_describe_text (info->name, -1, TM_PSI_NAME_MAX_CHARS);

      g_set_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_INVALID,
                   _("“%s” is not written the way Tablemate stores names; it "
                     "would be “%s”."), shown, normal);
      return FALSE;
    }
  if (info->has_power && (info->power < 0 || info->power > TM_PSI_MAX_POWER))
    {
      g_set_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_INVALID,
                   _("“%s”: the initial power must be between 0 and %d, not %d."),
                   info->name, TM_PSI_MAX_POWER, info->power);
      return FALSE;
    }
  for (int c = 0; c < TM_PSI_N_COLOURS; c++)
    {
      if (!info->has_track[c])
        continue;
      if (!tm_psi_track_is_valid (info->track[c]))
        {
          set_track_invalid_error (error, info->name, (TmPsiColour) c);
          return FALSE;
        }
      if (info->has_power && !tm_psi_track_contains (info->track[c], info->power))
        {
          set_power_off_track_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_INVALID,
                                     info->name, info->power, (TmPsiColour) c, info->track[c]);
          return FALSE;
        }
    }
  return TRUE;
}

void
tm_psi_merge_report_clear (TmPsiMergeReport *report)
{
  g_return_if_fail (report != NULL);

  g_clear_pointer (&report->conflicts, g_strfreev);
  report->added = report->updated = report->unchanged = 0;
}

/* The object ------------------------------------------------------------------ */

static void
tm_psi_catalogue_finalize (GObject *object)
{
  TmPsiCatalogue *self = TM_PSI_CATALOGUE (object);

  g_clear_pointer (&self->by_name, g_hash_table_unref);
  g_clear_pointer (&self->beasts, g_ptr_array_unref);

  G_OBJECT_CLASS (tm_psi_catalogue_parent_class)->finalize (object);
}

static void
tm_psi_catalogue_init (TmPsiCatalogue *self)
{
  self->beasts = g_ptr_array_new_with_free_func ((GDestroyNotify) tm_psi_beast_info_free);
  self->by_name = g_hash_table_new (g_str_hash, g_str_equal);
}

TmPsiCatalogue *
tm_psi_catalogue_new (void)
{
  return g_object_new (TM_TYPE_PSI_CATALOGUE, NULL);
}

static int
compare_beasts (gconstpointer a,
                gconstpointer b)
{
  const TmPsiBeastInfo *x = *(const TmPsiBeastInfo * const *) a;
  const TmPsiBeastInfo *y = *(const TmPsiBeastInfo * const *) b;
  int order = g_utf8_collate (x->name, y->name);

  return order != 0 ? order : strcmp (x->name, y->name);
}

static void
changed (TmPsiCatalogue *self)
{
  g_ptr_array_sort (self->beasts, compare_beasts);
  tm_catalogue_emit_changed (TM_CATALOGUE (self));
}

guint
tm_psi_catalogue_get_n_beasts (TmPsiCatalogue *self)
{
  g_return_val_if_fail (TM_IS_PSI_CATALOGUE (self), 0);
  return self->beasts->len;
}

const TmPsiBeastInfo *
tm_psi_catalogue_get_beast (TmPsiCatalogue *self,
                            guint           index)
{
  g_return_val_if_fail (TM_IS_PSI_CATALOGUE (self), NULL);
  g_return_val_if_fail (index < self->beasts->len, NULL);
  return g_ptr_array_index (self->beasts, index);
}

const TmPsiBeastInfo *
tm_psi_catalogue_lookup (TmPsiCatalogue *self,
                         const char     *name)
{
  g_autofree char *normal = NULL;

  g_return_val_if_fail (TM_IS_PSI_CATALOGUE (self), NULL);

  normal = tm_psi_beast_name_normalize (name, NULL);
  return normal != NULL ? g_hash_table_lookup (self->by_name, normal) : NULL;
}

/* Takes @info (valid, normalised), replacing a beast of the same name. */
static void
put_beast (TmPsiCatalogue *self,
           TmPsiBeastInfo *info)
{
  TmPsiBeastInfo *old = g_hash_table_lookup (self->by_name, info->name);

  if (old != NULL)
    {
      g_hash_table_remove (self->by_name, old->name);
      g_ptr_array_remove (self->beasts, old);
    }
  g_ptr_array_add (self->beasts, info);
  g_hash_table_insert (self->by_name, info->name, info);
}

/* A normalised copy of @info, or NULL with a catalogue error. */
static TmPsiBeastInfo *
normalized_copy (const TmPsiBeastInfo  *info,
                 GError               **error)
{
  g_autoptr(TmPsiBeastInfo) copy = NULL;
  g_autoptr(GError) local_error = NULL;
  char *normal;

  normal = tm_psi_beast_name_normalize (info->name, &local_error);
  if (normal == NULL)
    {
      g_set_error_literal (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_INVALID,
                           local_error->message);
      return NULL;
    }
  copy = tm_psi_beast_info_copy (info);
  g_free (copy->name);
  copy->name = normal;
  if (!tm_psi_beast_info_check (copy, error))
    return NULL;
  return g_steal_pointer (&copy);
}

gboolean
tm_psi_catalogue_set_beast (TmPsiCatalogue        *self,
                            const TmPsiBeastInfo  *info,
                            GError               **error)
{
  TmPsiBeastInfo *copy;
  const TmPsiBeastInfo *old;

  g_return_val_if_fail (TM_IS_PSI_CATALOGUE (self), FALSE);
  g_return_val_if_fail (info != NULL, FALSE);

  if (g_hash_table_size (self->by_name) >= TM_PSI_CATALOGUE_MAX_BEASTS
      && tm_psi_catalogue_lookup (self, info->name) == NULL)
    {
      g_set_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_INVALID,
                   _("The catalogue already holds %d beasts, as many as it can."),
                   TM_PSI_CATALOGUE_MAX_BEASTS);
      return FALSE;
    }
  copy = normalized_copy (info, error);
  if (copy == NULL)
    return FALSE;
  old = g_hash_table_lookup (self->by_name, copy->name);
  if (old != NULL && tm_psi_beast_info_equal (old, copy))
    {
      tm_psi_beast_info_free (copy);
      return TRUE;
    }
  put_beast (self, copy);
  changed (self);
  return TRUE;
}

gboolean
tm_psi_catalogue_remove_beast (TmPsiCatalogue *self,
                               const char     *name)
{
  TmPsiBeastInfo *info;

  g_return_val_if_fail (TM_IS_PSI_CATALOGUE (self), FALSE);

  info = (TmPsiBeastInfo *) tm_psi_catalogue_lookup (self, name);
  if (info == NULL)
    return FALSE;
  g_hash_table_remove (self->by_name, info->name);
  g_ptr_array_remove (self->beasts, info);
  changed (self);
  return TRUE;
}

gboolean
tm_psi_catalogue_rename_beast (TmPsiCatalogue  *self,
                               const char      *old_name,
                               const char      *new_name,
                               GError         **error)
{
  const TmPsiBeastInfo *old;
  g_autoptr(TmPsiBeastInfo) renamed = NULL;
  TmPsiBeastInfo *copy;
  const TmPsiBeastInfo *taken;

  g_return_val_if_fail (TM_IS_PSI_CATALOGUE (self), FALSE);
  g_return_val_if_fail (old_name != NULL && new_name != NULL, FALSE);

  old = tm_psi_catalogue_lookup (self, old_name);
  if (old == NULL)
    {
      g_autofree char *shown = tm_json_describe_text (old_name, -1, TM_PSI_NAME_MAX_CHARS);

      g_set_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_INVALID,
                   _("The catalogue has no beast called “%s”."), shown);
      return FALSE;
    }
  renamed = tm_psi_beast_info_copy (old);
  g_free (renamed->name);
  renamed->name = g_strdup (new_name);
  copy = normalized_copy (renamed, error);
  if (copy == NULL)
    return FALSE;

  taken = g_hash_table_lookup (self->by_name, copy->name);
  if (taken == old)
    {
      tm_psi_beast_info_free (copy);
      return TRUE;
    }
  if (taken != NULL)
    {
      g_set_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_CONFLICT,
                   _("The catalogue already has a beast called “%s”: every "
                     "beast has its own name."), copy->name);
      tm_psi_beast_info_free (copy);
      return FALSE;
    }
  g_hash_table_remove (self->by_name, old->name);
  g_ptr_array_remove (self->beasts, (gpointer) old);
  put_beast (self, copy);
  changed (self);
  return TRUE;
}

/* Checking and learning --------------------------------------------------------- */

static gboolean
check_against (const TmPsiBeastInfo  *known,
               const TmPsiBeastInfo  *seen,
               GError               **error)
{
  if (known->has_power && seen->has_power && known->power != seen->power)
    {
      g_set_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_CONFLICT,
                   _("The catalogue gives “%s” initial power %d, not %d: "
                     "correct the entry or the catalogue."),
                   known->name, known->power, seen->power);
      return FALSE;
    }
  for (int c = 0; c < TM_PSI_N_COLOURS; c++)
    {
      if (!known->has_track[c] || !seen->has_track[c]
          || tm_psi_track_equal (known->track[c], seen->track[c]))
        continue;
      if (c == TM_PSI_COLOUR_RED)
        g_set_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_CONFLICT,
                     _("The catalogue gives “%s” a red power track from %d to "
                       "%d, not from %d to %d: correct the entry or the "
                       "catalogue."),
                     known->name, known->track[c].min, known->track[c].max,
                     seen->track[c].min, seen->track[c].max);
      else
        g_set_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_CONFLICT,
                     _("The catalogue gives “%s” a blue power track from %d "
                       "to %d, not from %d to %d: correct the entry or the "
                       "catalogue."),
                     known->name, known->track[c].min, known->track[c].max,
                     seen->track[c].min, seen->track[c].max);
      return FALSE;
    }
  return TRUE;
}

gboolean
tm_psi_catalogue_check (TmPsiCatalogue        *self,
                        const TmPsiBeastInfo  *seen,
                        GError               **error)
{
  const TmPsiBeastInfo *known;

  g_return_val_if_fail (TM_IS_PSI_CATALOGUE (self), FALSE);
  g_return_val_if_fail (seen != NULL, FALSE);

  known = tm_psi_catalogue_lookup (self, seen->name);
  return known == NULL || check_against (known, seen, error);
}

/* @base with the fields it does not know taken from @extra. */
static TmPsiBeastInfo *
fill_in (const TmPsiBeastInfo *base,
         const TmPsiBeastInfo *extra)
{
  TmPsiBeastInfo *merged = tm_psi_beast_info_copy (base);

  if (!merged->has_power && extra->has_power)
    {
      merged->has_power = TRUE;
      merged->power = extra->power;
    }
  for (int c = 0; c < TM_PSI_N_COLOURS; c++)
    if (!merged->has_track[c] && extra->has_track[c])
      {
        merged->has_track[c] = TRUE;
        merged->track[c] = extra->track[c];
      }
  return merged;
}

gboolean
tm_psi_catalogue_learn (TmPsiCatalogue        *self,
                        const TmPsiBeastInfo  *seen,
                        GError               **error)
{
  g_autoptr(TmPsiBeastInfo) copy = NULL;
  g_autoptr(TmPsiBeastInfo) merged = NULL;
  const TmPsiBeastInfo *known;

  g_return_val_if_fail (TM_IS_PSI_CATALOGUE (self), FALSE);
  g_return_val_if_fail (seen != NULL, FALSE);

  copy = normalized_copy (seen, error);
  if (copy == NULL)
    return FALSE;
  known = g_hash_table_lookup (self->by_name, copy->name);
  if (known == NULL)
    return tm_psi_catalogue_set_beast (self, copy, error);
  if (!check_against (known, copy, error))
    return FALSE;

  merged = fill_in (known, copy);
  if (!tm_psi_beast_info_check (merged, NULL))
    {
      /* Each alone is consistent, together they are not. */
      g_set_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_CONFLICT,
                   _("What was entered for “%s” does not fit what the catalogue "
                     "knows: the initial power must be on both power tracks."),
                   known->name);
      return FALSE;
    }
  return tm_psi_catalogue_set_beast (self, merged, error);
}

/* JSON ---------------------------------------------------------------------- */

/* The words for a file that is not a catalogue this build reads. */
static const TmCatalogueHeader header = {
  TM_PSI_CATALOGUE_FORMAT, TM_PSI_CATALOGUE_VERSION, FALSE,
  tm_psi_catalogue_error_quark, TM_PSI_CATALOGUE_ERROR_FORMAT, TM_PSI_CATALOGUE_ERROR_VERSION,
  N_("This is not a Psi Conjuring beast catalogue (its “format” is not “%s”)."),
  N_("The catalogue has no whole-number “version” field."),
  N_("The catalogue is version %d; this Tablemate reads version %d."),
};

static void
set_too_large_error (GError **error,
                     gint64   size)
{
  g_set_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_FORMAT,
               _("The file is %lld bytes; a catalogue is at most %d."),
               (long long) size, TM_JSON_MAX_BYTES);
}

/* Every problem of the file is said in this game's own domain. */
static void
wrap_error (GError          **error,
            TmCatalogueStep   step,
            const GError     *cause)
{
  static const TmPsiCatalogueError codes[] = {
    [TM_CATALOGUE_STEP_READ] = TM_PSI_CATALOGUE_ERROR_READ,
    [TM_CATALOGUE_STEP_PARSE] = TM_PSI_CATALOGUE_ERROR_FORMAT,
    [TM_CATALOGUE_STEP_WRITE] = TM_PSI_CATALOGUE_ERROR_WRITE,
  };

  g_set_error_literal (error, TM_PSI_CATALOGUE_ERROR, codes[step], cause->message);
}

static void
write_object (TmCatalogue *catalogue,
              JsonObject  *root)
{
  TmPsiCatalogue *self = TM_PSI_CATALOGUE (catalogue);
  JsonArray *beasts = json_array_new ();

  for (guint i = 0; i < self->beasts->len; i++)
    {
      const TmPsiBeastInfo *info = g_ptr_array_index (self->beasts, i);
      JsonObject *beast = json_object_new ();

      json_object_set_string_member (beast, "name", info->name);
      if (info->has_power)
        json_object_set_int_member (beast, "power", info->power);
      for (int c = 0; c < TM_PSI_N_COLOURS; c++)
        if (info->has_track[c])
          json_object_set_member (beast, tm_psi_colour_to_string ((TmPsiColour) c),
                                  tm_psi_track_to_json (info->track[c]));
      json_array_add_object_element (beasts, beast);
    }
  json_object_set_array_member (root, "beasts", beasts);
}

static gboolean
format_error (GError     **error,
              guint        index,
              const char  *message)
{
  g_set_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_FORMAT,
               /* Translators: "Beast 3 in the catalogue: <what is wrong>" */
               _("Beast %u in the catalogue: %s"), index + 1, message);
  return FALSE;
}

static TmPsiBeastInfo *
beast_from_json (JsonNode  *node,
                 guint      index,
                 GError   **error)
{
  JsonObject *object = tm_json_node_get_object (node);
  g_autoptr(TmPsiBeastInfo) info = NULL;
  g_autoptr(GError) local_error = NULL;
  const char *name;
  char *normal;
  JsonNode *member;

  if (object == NULL)
    {
      format_error (error, index, _("it is not a JSON object."));
      return NULL;
    }
  name = tm_json_node_get_string (tm_json_object_get_member (object, "name"));
  if (name == NULL)
    {
      format_error (error, index, _("it has no “name”."));
      return NULL;
    }
  normal = tm_psi_beast_name_normalize (name, &local_error);
  if (normal == NULL)
    {
      format_error (error, index, local_error->message);
      return NULL;
    }
  info = tm_psi_beast_info_new (NULL);
  info->name = normal;

  member = tm_json_object_get_member (object, "power");
  if (member != NULL)
    {
      if (!tm_json_node_get_int (member, 0, TM_PSI_MAX_POWER, &info->power))
        {
          g_autofree char *message =
            g_strdup_printf (_("“power” must be a whole number from 0 to %d."), TM_PSI_MAX_POWER);

          format_error (error, index, message);
          return NULL;
        }
      info->has_power = TRUE;
    }
  for (int c = 0; c < TM_PSI_N_COLOURS; c++)
    {
      const char *key = tm_psi_colour_to_string ((TmPsiColour) c);

      member = tm_json_object_get_member (object, key);
      if (member == NULL)
        continue;
      if (!tm_psi_track_from_json (member, &info->track[c]))
        {
          g_autofree char *message =
            g_strdup_printf (_("“%s” must be a power track [lowest, highest], both "
                               "from 0 to %d."), key, TM_PSI_MAX_POWER);

          format_error (error, index, message);
          return NULL;
        }
      info->has_track[c] = TRUE;
    }

  if (!tm_psi_beast_info_check (info, &local_error))
    {
      format_error (error, index, local_error->message);
      return NULL;
    }
  return g_steal_pointer (&info);
}

/* The base class checked the header.  Read into a catalogue of its own,
 * taken over whole: a bad beast changes nothing. */
static gboolean
read_object (TmCatalogue  *catalogue,
             JsonObject   *root,
             GError      **error)
{
  TmPsiCatalogue *self = TM_PSI_CATALOGUE (catalogue);
  g_autoptr(TmPsiCatalogue) parsed = tm_psi_catalogue_new ();
  JsonArray *beasts;
  guint n;

  beasts = tm_json_node_get_array (tm_json_object_get_member (root, "beasts"));
  if (beasts == NULL)
    {
      g_set_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_FORMAT,
                   _("The catalogue has no “beasts” list."));
      return FALSE;
    }
  n = json_array_get_length (beasts);
  if (n > TM_PSI_CATALOGUE_MAX_BEASTS)
    {
      g_set_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_FORMAT,
                   _("The catalogue lists %u beasts; Tablemate reads at most %d."),
                   n, TM_PSI_CATALOGUE_MAX_BEASTS);
      return FALSE;
    }

  for (guint i = 0; i < n; i++)
    {
      TmPsiBeastInfo *info = beast_from_json (json_array_get_element (beasts, i), i, error);

      if (info == NULL)
        return FALSE;
      if (g_hash_table_contains (parsed->by_name, info->name))
        {
          g_set_error (error, TM_PSI_CATALOGUE_ERROR, TM_PSI_CATALOGUE_ERROR_FORMAT,
                       _("The catalogue lists “%s” twice: every beast has its "
                         "own name."), info->name);
          tm_psi_beast_info_free (info);
          return FALSE;
        }
      put_beast (parsed, info);
    }
  g_ptr_array_sort (parsed->beasts, compare_beasts);

  /* @parsed's own hash table points into its own beasts: both move. */
  g_clear_pointer (&self->by_name, g_hash_table_unref);
  g_clear_pointer (&self->beasts, g_ptr_array_unref);
  self->by_name = g_steal_pointer (&parsed->by_name);
  self->beasts = g_steal_pointer (&parsed->beasts);
  tm_catalogue_emit_changed (catalogue);
  return TRUE;
}

/* Import -------------------------------------------------------------------- */

static gboolean
fields_conflict (const TmPsiBeastInfo *a,
                 const TmPsiBeastInfo *b)
{
  if (a->has_power && b->has_power && a->power != b->power)
    return TRUE;
  for (int c = 0; c < TM_PSI_N_COLOURS; c++)
    if (a->has_track[c] && b->has_track[c] && !tm_psi_track_equal (a->track[c], b->track[c]))
      return TRUE;
  return FALSE;
}

/* g_ptr_array_sort() passes pointers to the elements. */
static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

void
tm_psi_catalogue_import (TmPsiCatalogue   *self,
                         TmPsiCatalogue   *other,
                         TmPsiMergePolicy  policy,
                         TmPsiMergeReport *report)
{
  g_autoptr(GPtrArray) conflicts = g_ptr_array_new ();
  TmPsiMergeReport result = { 0 };
  gboolean any = FALSE;

  g_return_if_fail (TM_IS_PSI_CATALOGUE (self));
  g_return_if_fail (TM_IS_PSI_CATALOGUE (other));
  g_return_if_fail (self != other);

  for (guint i = 0; i < other->beasts->len; i++)
    {
      const TmPsiBeastInfo *imported = g_ptr_array_index (other->beasts, i);
      const TmPsiBeastInfo *local = g_hash_table_lookup (self->by_name, imported->name);
      TmPsiBeastInfo *merged;
      gboolean conflict;

      if (local == NULL)
        {
          if (g_hash_table_size (self->by_name) >= TM_PSI_CATALOGUE_MAX_BEASTS)
            {
              /* Full: what does not fit is reported, not silently lost. */
              g_ptr_array_add (conflicts, imported->name);
              continue;
            }
          put_beast (self, tm_psi_beast_info_copy (imported));
          result.added++;
          any = TRUE;
          continue;
        }

      conflict = fields_conflict (local, imported);
      if (policy == TM_PSI_MERGE_PREFER_IMPORTED)
        merged = fill_in (imported, local);
      else
        merged = fill_in (local, imported);

      if (!tm_psi_beast_info_check (merged, NULL))
        {
          conflict = TRUE;
          tm_psi_beast_info_free (merged);
          merged = tm_psi_beast_info_copy (policy == TM_PSI_MERGE_PREFER_IMPORTED ? imported : local);
        }
      if (conflict)
        g_ptr_array_add (conflicts, imported->name);

      if (tm_psi_beast_info_equal (merged, local))
        {
          tm_psi_beast_info_free (merged);
          result.unchanged++;
          continue;
        }
      put_beast (self, merged);
      result.updated++;
      any = TRUE;
    }

  if (any)
    changed (self);

  if (report != NULL)
    {
      GStrvBuilder *builder = g_strv_builder_new ();

      g_ptr_array_sort (conflicts, compare_names);
      for (guint i = 0; i < conflicts->len; i++)
        g_strv_builder_add (builder, g_ptr_array_index (conflicts, i));
      result.conflicts = g_strv_builder_end (builder);
      g_strv_builder_unref (builder);
      *report = result;
    }
}

gboolean
tm_psi_catalogue_import_file (TmPsiCatalogue    *self,
                              const char        *path,
                              TmPsiMergePolicy   policy,
                              TmPsiMergeReport  *report,
                              GError           **error)
{
  g_autoptr(TmPsiCatalogue) other = NULL;

  g_return_val_if_fail (TM_IS_PSI_CATALOGUE (self), FALSE);

  other = tm_psi_catalogue_new ();
  if (!tm_catalogue_load (TM_CATALOGUE (other), path, error))
    return FALSE;
  tm_psi_catalogue_import (self, other, policy, report);
  return TRUE;
}

/* tm_catalogue_import(): the catalogue's own values are kept. */
static gboolean
merge (TmCatalogue  *catalogue,
       TmCatalogue  *other,
       GError      **error)
{
  tm_psi_catalogue_import (TM_PSI_CATALOGUE (catalogue), TM_PSI_CATALOGUE (other),
                           TM_PSI_MERGE_KEEP_LOCAL, NULL);
  return TRUE;
}

/* The players' file */

char *
tm_psi_catalogue_get_user_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "tablemate", "psi-beasts.json", NULL);
}

TmPsiCatalogue *
tm_psi_catalogue_learn_in_file (TmPsiCatalogue       *self,
                                const char           *path,
                                const TmPsiBeastInfo *seen,
                                GError              **error)
{
  g_autoptr(TmPsiCatalogue) catalogue = NULL;
  g_autofree char *dir = NULL;

  g_return_val_if_fail (TM_IS_PSI_CATALOGUE (self), NULL);
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (seen != NULL, NULL);

  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_autoptr(GError) read_error = NULL;

      catalogue = tm_psi_catalogue_new ();
      if (!tm_catalogue_load (TM_CATALOGUE (catalogue), path, &read_error))
        {
          /* Never written over: the players may mend it. */
          g_set_object (&catalogue, self);
          if (tm_psi_catalogue_learn (catalogue, seen, error))
            g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                         _("The beasts’ catalogue could not be read (%s): it is left as it is."),
                         read_error->message);
          return g_steal_pointer (&catalogue);
        }
    }
  else
    catalogue = g_object_ref (self);
  if (!tm_psi_catalogue_learn (catalogue, seen, error))
    return g_steal_pointer (&catalogue);
  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error_literal (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                           _("The beasts’ catalogue could not be saved."));
      return g_steal_pointer (&catalogue);
    }
  tm_catalogue_save (TM_CATALOGUE (catalogue), path, error);
  return g_steal_pointer (&catalogue);
}

static void
tm_psi_catalogue_class_init (TmPsiCatalogueClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  TmCatalogueClass *catalogue_class = TM_CATALOGUE_CLASS (klass);

  object_class->finalize = tm_psi_catalogue_finalize;

  catalogue_class->header = &header;
  catalogue_class->set_too_large_error = set_too_large_error;
  catalogue_class->wrap_error = wrap_error;
  catalogue_class->read_object = read_object;
  catalogue_class->write_object = write_object;
  catalogue_class->merge = merge;
}
