/* tm-record-amend.c — correcting, inserting or removing an earlier move */
#include "config.h"

#include "tm-record-amend.h"

#include <glib/gi18n.h>

/* Where the mark of move @index goes after the correction, or -1 when
 * the move is gone. */
static int
shifted_index (TmRecordAmendAction action,
               guint               at,
               guint               index)
{
  if (index < at)
    return (int) index;
  switch (action)
    {
    case TM_RECORD_AMEND_INSERT:
      return (int) index + 1;
    case TM_RECORD_AMEND_DELETE:
      return index == at ? -1 : (int) index - 1;
    case TM_RECORD_AMEND_REPLACE:
    default:
      return (int) index;
    }
}

TmRecord *
tm_record_amend (TmRecord             *self,
                 TmRecordAmendAction   action,
                 guint                 index,
                 JsonObject           *move,
                 GError              **error)
{
  g_autoptr(GPtrArray) moves = NULL;
  TmRecord *amended;
  guint n_moves;

  g_return_val_if_fail (TM_IS_RECORD (self), NULL);
  g_return_val_if_fail (action == TM_RECORD_AMEND_DELETE || move != NULL, NULL);

  n_moves = tm_record_get_n_moves (self);
  if (action == TM_RECORD_AMEND_INSERT ? index > n_moves : index >= n_moves)
    {
      if (n_moves == 0)
        g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_NO_SUCH_MOVE,
                     _("There is no move %u: the record has no moves yet."), index);
      else
        g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_NO_SUCH_MOVE,
                     _("There is no move %u: the moves are counted from 0 to %u."),
                     index, action == TM_RECORD_AMEND_INSERT ? n_moves : n_moves - 1);
      return NULL;
    }

  moves = g_ptr_array_new_full (n_moves + 1, NULL);
  for (guint i = 0; i < n_moves; i++)
    {
      if (i == index)
        {
          if (action == TM_RECORD_AMEND_DELETE)
            continue;
          g_ptr_array_add (moves, move);
          if (action == TM_RECORD_AMEND_REPLACE)
            continue;
        }
      g_ptr_array_add (moves, tm_record_get_move (self, i));
    }
  if (action == TM_RECORD_AMEND_INSERT && index == n_moves)
    g_ptr_array_add (moves, move);

  amended = tm_record_copy_with_moves (self, moves);
  for (guint i = 0; i < n_moves; i++)
    {
      int to = shifted_index (action, index, i);

      if (to >= 0 && tm_record_is_corrected (self, i))
        tm_record_mark_corrected (amended, (guint) to);
    }
  if (action != TM_RECORD_AMEND_DELETE)
    tm_record_mark_corrected (amended, index);
  return amended;
}

TmRecord *
tm_record_truncate (TmRecord *self,
                    guint     n_moves)
{
  g_autoptr(GPtrArray) moves = g_ptr_array_new ();
  TmRecord *truncated;

  g_return_val_if_fail (TM_IS_RECORD (self), NULL);

  n_moves = MIN (n_moves, tm_record_get_n_moves (self));
  for (guint i = 0; i < n_moves; i++)
    g_ptr_array_add (moves, tm_record_get_move (self, i));
  truncated = tm_record_copy_with_moves (self, moves);
  for (guint i = 0; i < n_moves; i++)
    if (tm_record_is_corrected (self, i))
      tm_record_mark_corrected (truncated, i);
  return truncated;
}

char *
tm_record_describe_refusal (TmRecord     *self,
                            TmGame       *game,
                            guint         index,
                            const GError *move_error)
{
  g_autoptr(GPtrArray) players = g_ptr_array_new ();
  g_autofree char *move = NULL;

  g_return_val_if_fail (TM_IS_RECORD (self), NULL);
  g_return_val_if_fail (TM_IS_GAME (game), NULL);
  g_return_val_if_fail (move_error != NULL, NULL);

  for (guint i = 0; i < tm_record_get_n_players (self); i++)
    g_ptr_array_add (players, (gpointer) tm_record_get_player (self, i));
  g_ptr_array_add (players, NULL);
  move = tm_game_describe_move (game, tm_record_get_move (self, index),
                                (const char * const *) players->pdata);

  /* Translators: a refused move in words, then why it is refused. */
  return g_strdup_printf (_("%s: %s"), move, move_error->message);
}
