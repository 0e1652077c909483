/* tm-correction-bar.c — correcting an earlier move, and the bar that says so */
#include "config.h"

#include "tm-correction-bar.h"
#include "widgets/tm-tooltip.h"

#include <glib/gi18n.h>

struct _TmCorrectionBar
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkLabel *message;
  GtkWidget *remove_button;
  GtkWidget *cancel_button;

  TmRecord *original;      /* the game as it was; NULL when inactive */
  TmRecord *working;       /* the record corrected so far */
  TmRecordAmendAction action;  /* what the next move entered does at … */
  guint at;                /* … this index of @working */
  /* The position shown (the first @at moves of @working), to tell the
   * move entered there from moves undone and played again. */
  TmRecord *position;
  guint button_source;    /* a button's action, once its click is over */
};

G_DEFINE_TYPE (TmCorrectionBar, tm_correction_bar, GTK_TYPE_WIDGET)

enum {
  SIGNAL_SHOW_POSITION,
  SIGNAL_FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
clear (TmCorrectionBar *self)
{
  g_clear_object (&self->original);
  g_clear_object (&self->working);
  g_clear_object (&self->position);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

static void
finish (TmCorrectionBar *self,
        TmRecord        *corrected)
{
  g_autoptr(TmRecord) keep = corrected != NULL ? g_object_ref (corrected) : NULL;

  clear (self);
  g_signal_emit (self, signals[SIGNAL_FINISHED], 0, keep);
}

/* Two lines, always: what is being done, then what to do. */
static void
set_message (TmCorrectionBar *self,
             const char      *title,
             const char      *detail)
{
  g_autofree char *text = g_strdup_printf ("%s\n%s", title, detail);

  gtk_label_set_text (self->message, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->box), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

/* Shows the position before move @at of @working, where the next move
 * entered does @action. */
static void
ask_for_move (TmCorrectionBar *self)
{
  g_clear_object (&self->position);
  self->position = tm_record_truncate (self->working, self->at);
  gtk_widget_set_sensitive (self->remove_button, self->action == TM_RECORD_AMEND_REPLACE);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  g_signal_emit (self, signals[SIGNAL_SHOW_POSITION], 0, self->position);
}

/* @corrected is the record so far: done when every move holds,
 * otherwise the first move that does not is to be corrected next. */
static void
check (TmCorrectionBar *self,
       TmRecord        *corrected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) move_error = NULL;
  g_autoptr(TmGame) game = NULL;
  g_autofree char *title = NULL;
  g_autofree char *reason = NULL;
  int broken = -1;

  g_set_object (&self->working, corrected);
  game = tm_record_replay (corrected, G_MAXUINT, &broken, &move_error, &error);
  if (game == NULL || broken < 0)
    {
      finish (self, game != NULL ? corrected : NULL);
      return;
    }

  self->action = TM_RECORD_AMEND_REPLACE;
  self->at = (guint) broken;
  reason = tm_record_describe_refusal (corrected, game, (guint) broken, move_error);
  /* Translators: the correction bar when a later move breaks a rule. */
  title = g_strdup_printf (_("Move %u of %u no longer holds: enter it as it should be, or remove it"),
                           self->at + 1, tm_record_get_n_moves (corrected));
  set_message (self, title, reason);
  tm_tooltip_set_text (self->remove_button, _("Remove the move that no longer holds"));
  ask_for_move (self);
}

void
tm_correction_bar_start (TmCorrectionBar     *self,
                         TmRecord            *record,
                         TmRecordAmendAction  action,
                         guint                index)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  guint n_moves;

  g_return_if_fail (TM_IS_CORRECTION_BAR (self));
  g_return_if_fail (TM_IS_RECORD (record));

  clear (self);
  n_moves = tm_record_get_n_moves (record);
  if (index >= n_moves)
    return;
  self->original = g_object_ref (record);
  self->working = g_object_ref (record);

  if (action == TM_RECORD_AMEND_DELETE)
    {
      g_autoptr(TmRecord) removed = tm_record_amend (record, action, index, NULL, &error);

      if (removed == NULL)
        {
          finish (self, NULL);
          return;
        }
      check (self, removed);
      return;
    }

  self->action = action;
  self->at = index;
  tm_tooltip_set_text (self->remove_button, _("Remove this move instead of correcting it"));
  if (action == TM_RECORD_AMEND_REPLACE)
    /* Translators: the correction bar; "Correcting move 12 of 30". */
    title = g_strdup_printf (_("Correcting move %u of %u"), index + 1, n_moves);
  else
    title = g_strdup_printf (_("Inserting a move before move %u of %u"), index + 1, n_moves);
  set_message (self, title,
               _("Enter the move as usual; the later moves are then played again on top."));
  ask_for_move (self);
}

gboolean
tm_correction_bar_is_active (TmCorrectionBar *self)
{
  g_return_val_if_fail (TM_IS_CORRECTION_BAR (self), FALSE);
  return self->original != NULL;
}

void
tm_correction_bar_position_changed (TmCorrectionBar *self,
                                    TmRecord        *position)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) corrected = NULL;

  g_return_if_fail (TM_IS_CORRECTION_BAR (self));

  if (self->original == NULL || position != self->position
      || tm_record_get_n_moves (position) != self->at + 1)
    return;
  /* The moves before it must be those of the record: a move undone on
   * the page and played again would change the past unseen. */
  for (guint i = 0; i < self->at; i++)
    if (!json_object_equal (tm_record_get_move (position, i), tm_record_get_move (self->working, i)))
      return;

  corrected = tm_record_amend (self->working, self->action, self->at,
                               tm_record_get_move (position, self->at), &error);
  if (corrected == NULL)
    {
      finish (self, NULL);
      return;
    }
  check (self, corrected);
}

static void
remove_broken_move (TmCorrectionBar *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmRecord) removed = NULL;

  if (self->original == NULL || self->action != TM_RECORD_AMEND_REPLACE)
    return;
  removed = tm_record_amend (self->working, TM_RECORD_AMEND_DELETE, self->at, NULL, &error);
  if (removed == NULL)
    {
      finish (self, NULL);
      return;
    }
  check (self, removed);
}

/* The bar's buttons act once their click is over: the bar may hide,
 * and GTK must not see a pressed button go. */
static gboolean
remove_idle (gpointer data)
{
  TmCorrectionBar *self = data;

  self->button_source = 0;
  remove_broken_move (self);
  return G_SOURCE_REMOVE;
}

static gboolean
cancel_idle (gpointer data)
{
  TmCorrectionBar *self = data;

  self->button_source = 0;
  tm_correction_bar_cancel (self);
  return G_SOURCE_REMOVE;
}

static void
on_remove_clicked (TmCorrectionBar *self)
{
  if (self->button_source == 0)
    self->button_source = g_idle_add (remove_idle, self);
}

static void
on_cancel_clicked (TmCorrectionBar *self)
{
  if (self->button_source == 0)
    self->button_source = g_idle_add (cancel_idle, self);
}

JsonObject *
tm_correction_bar_get_replaced_move (TmCorrectionBar *self)
{
  g_return_val_if_fail (TM_IS_CORRECTION_BAR (self), NULL);

  if (self->original == NULL || self->action != TM_RECORD_AMEND_REPLACE
      || self->at >= tm_record_get_n_moves (self->working))
    return NULL;
  return tm_record_get_move (self->working, self->at);
}

void
tm_correction_bar_cancel (TmCorrectionBar *self)
{
  g_return_if_fail (TM_IS_CORRECTION_BAR (self));

  if (self->original != NULL)
    finish (self, NULL);
}

void
tm_correction_bar_abandon (TmCorrectionBar *self)
{
  g_return_if_fail (TM_IS_CORRECTION_BAR (self));
  clear (self);
}

static void
tm_correction_bar_dispose (GObject *object)
{
  TmCorrectionBar *self = TM_CORRECTION_BAR (object);

  g_clear_handle_id (&self->button_source, g_source_remove);
  g_clear_object (&self->original);
  g_clear_object (&self->working);
  g_clear_object (&self->position);
  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_CORRECTION_BAR);
  G_OBJECT_CLASS (tm_correction_bar_parent_class)->dispose (object);
}

static void
tm_correction_bar_class_init (TmCorrectionBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_correction_bar_dispose;

  /* The position to show: a record of the moves before the one to
   * enter, on a page that saves nothing (tm_page_set_correcting()). */
  signals[SIGNAL_SHOW_POSITION] =
    g_signal_new ("show-position", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, TM_TYPE_RECORD);
  /* The corrected record, every move of it legal; NULL when cancelled. */
  signals[SIGNAL_FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, TM_TYPE_RECORD);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tablemate/Tablemate/tm-correction-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, TmCorrectionBar, box);
  gtk_widget_class_bind_template_child (widget_class, TmCorrectionBar, message);
  gtk_widget_class_bind_template_child (widget_class, TmCorrectionBar, remove_button);
  gtk_widget_class_bind_template_child (widget_class, TmCorrectionBar, cancel_button);
  gtk_widget_class_bind_template_callback (widget_class, on_remove_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_cancel_clicked);
}

static void
tm_correction_bar_init (TmCorrectionBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
