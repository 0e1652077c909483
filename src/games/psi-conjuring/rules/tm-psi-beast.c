/* tm-psi-beast.c — what Tablemate knows of a Psi Conjuring beast card */
#include "config.h"

#include "tm-psi-beast.h"
#include "core/tm-json.h"
#include "core/tm-rules-error.h"

#include <glib/gi18n.h>
#include <string.h>

const char *
tm_psi_colour_to_string (TmPsiColour colour)
{
  switch (colour)
    {
    case TM_PSI_COLOUR_RED:
      return "red";
    case TM_PSI_COLOUR_BLUE:
      return "blue";
    default:
      g_return_val_if_reached (NULL);
    }
}

gboolean
tm_psi_colour_from_string (const char  *text,
                           TmPsiColour *colour)
{
  if (g_strcmp0 (text, "red") == 0)
    *colour = TM_PSI_COLOUR_RED;
  else if (g_strcmp0 (text, "blue") == 0)
    *colour = TM_PSI_COLOUR_BLUE;
  else
    return FALSE;
  return TRUE;
}

const char *
tm_psi_colour_describe (TmPsiColour colour)
{
  switch (colour)
    {
    case TM_PSI_COLOUR_RED:
      /* Translators: the colour of an ability and its power track (赤) */
      return _("red");
    case TM_PSI_COLOUR_BLUE:
      /* Translators: the colour of an ability and its power track (青) */
      return _("blue");
    default:
      g_return_val_if_reached (NULL);
    }
}

/* Whether @text is already its own normal form: printable ASCII (which
 * NFKC leaves as it is), no space at either end nor two in a row, 1 to
 * TM_PSI_NAME_MAX_CHARS characters.  Most names are, and a replay reads
 * a beast's name for every card played. */
static gboolean
is_normal_ascii_name (const char *text)
{
  gsize length = 0;

  for (const char *p = text; *p != '\0'; p++, length++)
    if (*p == ' ' ? p == text || p[1] == ' ' || p[1] == '\0'
                  : (guchar) *p < 0x21 || (guchar) *p > 0x7e)
      return FALSE;
  return length > 0 && length <= TM_PSI_NAME_MAX_CHARS;
}

char *
tm_psi_beast_name_normalize (const char  *text,
                             GError     **error)
{
  g_autofree char *nfkc = NULL;
  GString *result;
  gboolean space = FALSE;
  glong length;

  if (text != NULL && is_normal_ascii_name (text))
    return g_strdup (text);
  if (text == NULL || !g_utf8_validate (text, -1, NULL)
      || (nfkc = g_utf8_normalize (text, -1, G_NORMALIZE_NFKC)) == NULL)
    {
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("A beast’s name must be text."));
      return NULL;
    }

  /* NFKC already made the ideographic space an ordinary one. */
  result = g_string_new (NULL);
  for (const char *p = nfkc; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isspace (c))
        {
          space = result->len > 0;
          continue;
        }
      if (g_unichar_iscntrl (c) || g_unichar_type (c) == G_UNICODE_FORMAT)
        {
          g_string_free (result, TRUE);
          g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                       _("A beast’s name cannot hold control characters: write "
                         "it as printed on the card."));
          return NULL;
        }
      if (space)
        g_string_append_c (result, ' ');
      space = FALSE;
      g_string_append_unichar (result, c);
    }

  length = g_utf8_strlen (result->str, -1);
  if (length == 0)
    {
      g_string_free (result, TRUE);
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("The beast has no name: write its name as printed on the "
                     "card."));
      return NULL;
    }
  if (length > TM_PSI_NAME_MAX_CHARS)
    {
      g_string_free (result, TRUE);
      g_set_error (error, TM_RULES_ERROR, TM_RULES_ERROR_INVALID_MOVE,
                   _("A beast’s name is at most %d characters long."),
                   TM_PSI_NAME_MAX_CHARS);
      return NULL;
    }
  return g_string_free (result, FALSE);
}

/* Every name ever interned, each once.  Not g_intern_string(): GLib's
 * quark table leaks its old block each time it grows, and names come
 * from files.  This table stays reachable, so it is not a leak. */
static GMutex names_lock;
static GHashTable *names;

const char *
tm_psi_beast_name_intern (const char  *text,
                          GError     **error)
{
  g_autofree char *name = tm_psi_beast_name_normalize (text, error);
  const char *interned;

  if (name == NULL)
    return NULL;

  g_mutex_lock (&names_lock);
  if (names == NULL)
    names = g_hash_table_new (g_str_hash, g_str_equal);
  interned = g_hash_table_lookup (names, name);
  if (interned == NULL)
    {
      interned = g_steal_pointer (&name);
      g_hash_table_add (names, (char *) interned);
    }
  g_mutex_unlock (&names_lock);
  return interned;
}

gboolean
tm_psi_track_is_valid (TmPsiTrack track)
{
  return track.min >= 0 && track.min <= track.max && track.max <= TM_PSI_MAX_POWER;
}

gboolean
tm_psi_track_contains (TmPsiTrack track,
                       int        power)
{
  return power >= track.min && power <= track.max;
}

int
tm_psi_track_clamp (TmPsiTrack track,
                    int        raw)
{
  if (raw <= 0)
    return 0;
  return CLAMP (raw, track.min, track.max);
}

gboolean
tm_psi_track_from_json (JsonNode   *node,
                        TmPsiTrack *track)
{
  TmPsiTrack t;

  if (!tm_json_node_get_int_pair (node, 0, TM_PSI_MAX_POWER, &t.min, &t.max)
      || !tm_psi_track_is_valid (t))
    return FALSE;
  *track = t;
  return TRUE;
}

JsonNode *
tm_psi_track_to_json (TmPsiTrack track)
{
  return tm_json_node_new_int_pair (track.min, track.max);
}
