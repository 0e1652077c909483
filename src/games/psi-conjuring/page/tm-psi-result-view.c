/* tm-psi-result-view.c — the end of a game of Psi Conjuring */
#include "config.h"

#include "tm-psi-result-view.h"
#include "tm-psi-status-view.h"
#include "games/psi-conjuring/rules/tm-psi-text.h"

#include <glib/gi18n.h>

struct _TmPsiResultView
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkLabel *headline;
  GtkLabel *reason;
  GtkWidget *columns;           /* one box per player, rebuilt each update */
  GtkWidget *column[2];
  GtkWidget *buttons;
  GtkWidget *new_game_button;
  GtkWidget *history_button;
};

G_DEFINE_FINAL_TYPE (TmPsiResultView, tm_psi_result_view, GTK_TYPE_WIDGET)

static GtkWidget *
new_label (const char *text,
           const char *style)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  return label;
}

static const char *
describe_end (TmPsiEndReason reason)
{
  switch (reason)
    {
    case TM_PSI_END_HANDS_EMPTY:
      return _("Both players used up their hands.");
    case TM_PSI_END_NO_BEASTS:
      return _("One player has no beast left on the field.");
    case TM_PSI_END_AGREEMENT:
      return _("Both players agreed to end the game.");
    case TM_PSI_END_NONE:
    default:
      return "";
    }
}

/* One player's column: the counted beasts, the sum, the others. */
static GtkWidget *
build_column (const TmPsiState   *state,
              const char * const *players,
              int                 player)
{
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  g_autoptr(GString) sum = g_string_new (NULL);
  g_autofree char *heading = NULL;
  g_autofree char *total = NULL;
  guint n_counted = 0;
  g_autoptr(GPtrArray) others = g_ptr_array_new_with_free_func (g_free);

  gtk_widget_set_hexpand (column, TRUE);
  gtk_widget_set_valign (column, GTK_ALIGN_START);
  /* Translators: the heading of a player's column at the end: "Mio: 5". */
  heading = g_strdup_printf (_("%s: %d"), tm_psi_text_player (players, player),
                             tm_psi_state_get_sum (state, (guint) player));
  gtk_box_append (GTK_BOX (column), new_label (heading, "heading"));

  for (int r = 0; r < TM_PSI_SIZE; r++)
    for (int c = 0; c < TM_PSI_SIZE; c++)
      {
        TmCell cell = { r, c };
        const TmPsiCard *card = tm_psi_state_get_card (state, cell);
        g_autofree char *where = NULL;
        g_autofree char *text = NULL;

        if (card->side == TM_PSI_CARD_NONE || card->master != player)
          continue;
        where = tm_psi_text_cell (cell);
        if (card->side == TM_PSI_CARD_FACE_UP && !card->yellow)
          {
            /* Translators: a beast that counts at the end: "Harpy (row 2, column 3): 3". */
            text = g_strdup_printf (_("%s (%s): %d"), card->name, where, card->power);
            gtk_box_append (GTK_BOX (column), new_label (text, NULL));
            if (n_counted++ > 0)
              g_string_append (sum, " + ");
            g_string_append_printf (sum, "%d", card->power);
            continue;
          }
        if (card->side == TM_PSI_CARD_FACE_UP)
          /* Translators: a beast that does not count at the end. */
          text = g_strdup_printf (_("%s (%s): yellow zone, no power"), card->name, where);
        else
          /* Translators: a card that does not count at the end. */
          text = g_strdup_printf (_("Face-down card (%s): not counted"), where);
        g_ptr_array_add (others, g_steal_pointer (&text));
      }

  if (n_counted == 0)
    gtk_box_append (GTK_BOX (column), new_label (_("No beast counts."), "dim-label"));
  if (n_counted > 1)
    /* Translators: the sum worked out at the end: "Sum: 3 + 2 = 5". */
    total = g_strdup_printf (_("Sum: %s = %d"), sum->str, tm_psi_state_get_sum (state, (guint) player));
  else
    /* Translators: the sum at the end, one beast or none counted: "Sum: 3". */
    total = g_strdup_printf (_("Sum: %d"), tm_psi_state_get_sum (state, (guint) player));
  gtk_box_append (GTK_BOX (column), new_label (total, "numeric"));
  if (others->len > 0)
    {
      GtkWidget *title = new_label (_("Not counted"), "heading");

      gtk_widget_set_margin_top (title, 6);
      gtk_box_append (GTK_BOX (column), title);
      for (guint i = 0; i < others->len; i++)
        gtk_box_append (GTK_BOX (column), new_label (g_ptr_array_index (others, i), "dim-label"));
    }
  return column;
}

void
tm_psi_result_view_update (TmPsiResultView *self,
                           TmRecord        *record,
                           TmPsiGame       *game,
                           gboolean         read_only)
{
  const TmPsiState *state;
  const char *players[] = { NULL, NULL, NULL };
  g_autofree char *headline = NULL;
  int winner;

  g_return_if_fail (TM_IS_PSI_RESULT_VIEW (self));
  g_return_if_fail (TM_IS_RECORD (record));
  g_return_if_fail (TM_IS_PSI_GAME (game));

  state = tm_psi_game_get_state (game);
  players[0] = tm_psi_player_name (record, 0);
  players[1] = tm_psi_player_name (record, 1);
  winner = tm_psi_state_get_winner (state);
  if (winner < 0)
    /* Translators: the end of a game with equal sums: "A draw, 4 to 4". */
    headline = g_strdup_printf (_("A draw, %d to %d"), tm_psi_state_get_sum (state, 0),
                                tm_psi_state_get_sum (state, 1));
  else
    /* Translators: "Mio wins, 5 to 3". */
    headline = g_strdup_printf (_("%s wins, %d to %d"), players[winner],
                                tm_psi_state_get_sum (state, (guint) winner),
                                tm_psi_state_get_sum (state, (guint) (1 - winner)));
  gtk_label_set_text (self->headline, headline);
  gtk_label_set_text (self->reason, describe_end (state->end_reason));

  for (guint p = 0; p < 2; p++)
    {
      if (self->column[p] != NULL)
        gtk_box_remove (GTK_BOX (self->columns), self->column[p]);
      /* The far side's player on the left, as on the field above. */
      self->column[p] = build_column (state, players, (int) p);
      gtk_box_append (GTK_BOX (self->columns), self->column[p]);
    }

  /* The target first: the action takes a game id. */
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->new_game_button), "s",
                                    tm_record_get_game_id (record));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->new_game_button), "win.new-game-for");
  gtk_widget_set_visible (self->buttons, !read_only);
}

const char *
tm_psi_result_view_get_headline (TmPsiResultView *self)
{
  g_return_val_if_fail (TM_IS_PSI_RESULT_VIEW (self), NULL);
  return gtk_label_get_text (self->headline);
}

GtkWidget *
tm_psi_result_view_get_button (TmPsiResultView *self,
                               const char      *name)
{
  g_return_val_if_fail (TM_IS_PSI_RESULT_VIEW (self), NULL);

  if (g_str_equal (name, "new-game"))
    return self->new_game_button;
  if (g_str_equal (name, "history"))
    return self->history_button;
  g_return_val_if_reached (NULL);
}

static GtkWidget *
new_button (const char *label,
            const char *action)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_hexpand (button, TRUE);
  /* Named by its label child's text alone: GTK 4.8 would say the
   * label with the mnemonic's underscore first ("_New Game New Game"). */
  gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
  return button;
}

static void
tm_psi_result_view_dispose (GObject *object)
{
  TmPsiResultView *self = TM_PSI_RESULT_VIEW (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (tm_psi_result_view_parent_class)->dispose (object);
}

static void
tm_psi_result_view_class_init (TmPsiResultViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_psi_result_view_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-psi-result-view");
}

static void
tm_psi_result_view_init (TmPsiResultView *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->headline = GTK_LABEL (new_label ("", "title-2"));
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->headline));
  self->reason = GTK_LABEL (new_label ("", NULL));
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->reason));

  /* The ways on right under the headline: in view on a narrow window. */
  self->buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  /* Its action is set with its target, by tm_psi_result_view_update(). */
  self->new_game_button = new_button (_("_New Game"), NULL);
  gtk_widget_add_css_class (self->new_game_button, "suggested-action");
  self->history_button = new_button (_("Open the _History"), "win.show-history");
  gtk_box_append (GTK_BOX (self->buttons), self->new_game_button);
  gtk_box_append (GTK_BOX (self->buttons), self->history_button);
  gtk_box_append (GTK_BOX (self->box), self->buttons);

  self->columns = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  gtk_box_set_homogeneous (GTK_BOX (self->columns), TRUE);
  gtk_box_append (GTK_BOX (self->box), self->columns);
}

GtkWidget *
tm_psi_result_view_new (void)
{
  return g_object_new (TM_TYPE_PSI_RESULT_VIEW, NULL);
}
