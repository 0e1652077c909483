/* tm-correction-keeper.c — where a correction goes, and its one Undo */
#include "config.h"

#include "tm-correction-keeper.h"
#include "widgets/tm-saved-games.h"

#include <glib/gi18n.h>

struct _TmCorrectionKeeper
{
  GObject parent_instance;

  TmHistory *history;
  TmHistoryEntry *finished;    /* the finished game shown, or NULL */
  TmRecord *pending;           /* the record as it was, while correcting */
  /* The record before the last correction kept, and that correction,
   * while Undo can take it back: until the corrected record changes. */
  TmRecord *before;
  TmRecord *corrected;
  guint corrected_length;
};

G_DEFINE_FINAL_TYPE (TmCorrectionKeeper, tm_correction_keeper, G_TYPE_OBJECT)

static void
forget_undo (TmCorrectionKeeper *self)
{
  g_clear_object (&self->before);
  g_clear_object (&self->corrected);
}

/* Writes @record where the game shown is kept. */
static gboolean
store (TmCorrectionKeeper  *self,
       TmRecord            *record,
       GError             **error)
{
  TmHistoryEntry *replacement;

  if (self->finished == NULL)
    return tm_saved_games_save (record, error);
  replacement = tm_history_replace_record (self->history, self->finished, record, error);
  if (replacement == NULL)
    return FALSE;
  g_set_object (&self->finished, replacement);
  return TRUE;
}

void
tm_correction_keeper_set_finished (TmCorrectionKeeper *self,
                                   TmHistoryEntry     *entry)
{
  g_return_if_fail (TM_IS_CORRECTION_KEEPER (self));
  g_set_object (&self->finished, entry);
}

TmHistoryEntry *
tm_correction_keeper_get_finished (TmCorrectionKeeper *self)
{
  g_return_val_if_fail (TM_IS_CORRECTION_KEEPER (self), NULL);
  return self->finished;
}

void
tm_correction_keeper_begin (TmCorrectionKeeper *self,
                            TmRecord           *record)
{
  g_return_if_fail (TM_IS_CORRECTION_KEEPER (self));
  forget_undo (self);
  g_set_object (&self->pending, record);
}

TmRecord *
tm_correction_keeper_get_pending (TmCorrectionKeeper *self)
{
  g_return_val_if_fail (TM_IS_CORRECTION_KEEPER (self), NULL);
  return self->pending;
}

void
tm_correction_keeper_drop (TmCorrectionKeeper *self)
{
  g_return_if_fail (TM_IS_CORRECTION_KEEPER (self));
  g_clear_object (&self->pending);
}

gboolean
tm_correction_keeper_keep (TmCorrectionKeeper  *self,
                           TmRecord            *corrected,
                           GError             **error)
{
  g_return_val_if_fail (TM_IS_CORRECTION_KEEPER (self), FALSE);
  g_return_val_if_fail (self->pending != NULL, FALSE);

  /* The history holds finished games only: a correction that would make
   * one unfinished is not kept (help: correct-move.page). */
  if (self->finished != NULL)
    {
      g_autoptr(TmGame) game = tm_record_replay (corrected, G_MAXUINT, NULL, NULL, NULL);

      if (game == NULL || !tm_game_is_finished (game))
        {
          g_set_error_literal (error, TM_HISTORY_ERROR, TM_HISTORY_ERROR_NOT_FINISHED,
                               _("Not kept: after this correction the game would not be over, "
                                 "and the history keeps finished games only. The game is as it was."));
          return FALSE;
        }
    }
  if (!store (self, corrected, error))
    return FALSE;
  forget_undo (self);
  self->before = g_steal_pointer (&self->pending);
  self->corrected = g_object_ref (corrected);
  self->corrected_length = tm_record_get_n_moves (corrected);
  return TRUE;
}

gboolean
tm_correction_keeper_undo_offered (TmCorrectionKeeper *self,
                                   TmRecord           *shown)
{
  g_return_val_if_fail (TM_IS_CORRECTION_KEEPER (self), FALSE);

  if (self->before == NULL)
    return FALSE;
  if (shown != self->corrected || tm_record_get_n_moves (shown) != self->corrected_length)
    {
      forget_undo (self);
      return FALSE;
    }
  return TRUE;
}

TmRecord *
tm_correction_keeper_undo (TmCorrectionKeeper  *self,
                           GError             **error)
{
  g_autoptr(TmRecord) before = NULL;

  g_return_val_if_fail (TM_IS_CORRECTION_KEEPER (self), NULL);
  g_return_val_if_fail (self->before != NULL, NULL);

  before = g_steal_pointer (&self->before);
  g_clear_object (&self->corrected);
  if (!store (self, before, error))
    return NULL;
  return g_steal_pointer (&before);
}

void
tm_correction_keeper_forget (TmCorrectionKeeper *self)
{
  g_return_if_fail (TM_IS_CORRECTION_KEEPER (self));
  forget_undo (self);
  g_clear_object (&self->pending);
  g_clear_object (&self->finished);
}

static void
tm_correction_keeper_finalize (GObject *object)
{
  TmCorrectionKeeper *self = TM_CORRECTION_KEEPER (object);

  tm_correction_keeper_forget (self);
  g_clear_object (&self->history);
  G_OBJECT_CLASS (tm_correction_keeper_parent_class)->finalize (object);
}

static void
tm_correction_keeper_class_init (TmCorrectionKeeperClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tm_correction_keeper_finalize;
}

static void
tm_correction_keeper_init (TmCorrectionKeeper *self)
{
}

TmCorrectionKeeper *
tm_correction_keeper_new (TmHistory *history)
{
  TmCorrectionKeeper *self;

  g_return_val_if_fail (TM_IS_HISTORY (history), NULL);

  self = g_object_new (TM_TYPE_CORRECTION_KEEPER, NULL);
  self->history = g_object_ref (history);
  return self;
}
