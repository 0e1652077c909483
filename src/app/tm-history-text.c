/* tm-history-text.c — a finished game in words, for the history views */
#include "config.h"

#include "tm-history-text.h"
#include "core/tm-registry.h"

#include <glib/gi18n.h>

const char *
tm_history_text_game_name (const char *game_id)
{
  const TmGameInfo *info = tm_registry_lookup (game_id);

  return info != NULL ? _(info->name) : game_id;
}

char *
tm_history_text_join (GPtrArray *names)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < names->len; i++)
    {
      if (i > 0)
        /* Translators: between player names: "Alice, Bob and Carol". */
        g_string_append (text, i + 1 == names->len ? _(" and ") : _(", "));
      g_string_append (text, g_ptr_array_index (names, i));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
tm_history_text_result (TmHistoryEntry *entry)
{
  guint n_winners = tm_history_entry_get_n_winners (entry);
  g_autoptr(GPtrArray) winners = g_ptr_array_new ();
  g_autofree char *names = NULL;

  if (tm_history_text_is_cooperative (entry))
    return g_strdup (n_winners > 0 ? _("Won together") : _("Lost together"));
  if (n_winners == 0)
    /* Translators: the result of a game that ended in a draw. */
    return g_strdup (_("No winner"));

  for (guint i = 0; i < tm_history_entry_get_n_players (entry); i++)
    if (tm_history_entry_is_winner (entry, i))
      g_ptr_array_add (winners, (gpointer) tm_history_entry_get_player (entry, i));
  names = tm_history_text_join (winners);
  /* Translators: who won a game: "Mio won", "Aoi and Mio won". */
  return g_strdup_printf (ngettext ("%s won", "%s won", n_winners), names);
}

typedef struct
{
  guint seat;
  int score;
} Seat;

static int
compare_seats (gconstpointer a,
               gconstpointer b)
{
  const Seat *sa = a, *sb = b;

  if (sa->score != sb->score)
    return sa->score > sb->score ? -1 : 1;
  return sa->seat < sb->seat ? -1 : 1;
}

gboolean
tm_history_text_is_cooperative (TmHistoryEntry *entry)
{
  const TmGameInfo *info = tm_registry_lookup (tm_history_entry_get_game_id (entry));

  return info != NULL && info->cooperative;
}

/* A cooperative game as the team's result: "Aoi and Mio · round 6 ·
 * 19 markers placed". */
static char *
team_text (TmHistoryEntry *entry)
{
  guint n = tm_history_entry_get_n_players (entry);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *team = NULL;
  guint round = tm_history_entry_get_round (entry);
  int markers = 0;

  for (guint i = 0; i < n; i++)
    {
      g_ptr_array_add (names, (gpointer) tm_history_entry_get_player (entry, i));
      markers += tm_history_entry_get_score (entry, i);
    }
  team = tm_history_text_join (names);
  g_string_append (text, team);
  if (round > 0)
    /* Translators: how far a cooperative game got, in the history. */
    g_string_append_printf (text, _(" · round %u"), round);
  g_string_append (text, " · ");
  /* Translators: the markers the team of a cooperative game placed in
   * all (Tsuki no Utena: on the rings of the flower boards). */
  g_string_append_printf (text, ngettext ("%d marker placed", "%d markers placed", ABS (markers)),
                          markers);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
tm_history_text_scores (TmHistoryEntry *entry)
{
  guint n = tm_history_entry_get_n_players (entry);
  g_autofree Seat *seats = NULL;
  g_autoptr(GString) text = g_string_new (NULL);

  if (tm_history_text_is_cooperative (entry))
    return team_text (entry);
  seats = g_new (Seat, n);

  for (guint i = 0; i < n; i++)
    {
      seats[i].seat = i;
      seats[i].score = tm_history_entry_get_score (entry, i);
    }
  qsort (seats, n, sizeof *seats, compare_seats);
  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (text, " · ");
      /* Translators: a player and their score in a list of results, e.g. "Mio 10". */
      g_string_append_printf (text, _("%s %d"), tm_history_entry_get_player (entry, seats[i].seat),
                              seats[i].score);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
tm_history_text_keep_parts (const char *text)
{
  g_auto(GStrv) parts = g_strsplit (text, " · ", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      g_auto(GStrv) words = g_strsplit (parts[i], " ", -1);

      g_free (parts[i]);
      parts[i] = g_strjoinv ("\xc2\xa0", words);  /* U+00A0 */
    }
  return g_strjoinv (" · ", parts);
}

char *
tm_history_text_date (GDateTime *when)
{
  g_autoptr(GDateTime) local = g_date_time_to_local (when);
  /* Translators: when a game in the history was played (strftime format). */
  g_autofree char *text = g_date_time_format (local, _("%a %-d %b %Y, %H:%M"));

  /* A date is not split over two lines. */
  return tm_history_text_keep_parts (text);
}
