/* tm-advisor-panel.c — "Show options": the advisor's options on a game page
 *
 * Each option is an AdwExpanderRow: rank, one-line title and score badge
 * in the header with the "Play" button, the full explanation inside.  A
 * position may have a few hundred options (a Children of the Sun hand):
 * only the best are built until the player asks for all of them.
 */
#include "config.h"

#include "tm-advisor-panel.h"
#include "tm-accessible-name.h"
#include "tm-focus.h"
#include "tm-move-signal.h"

#include <adwaita.h>
#include <glib/gi18n.h>

/* Rows built before "Show all" is clicked. */
#define FIRST_ROWS 20

struct _TmAdvisorPanel
{
  GtkWidget parent_instance;

  GPtrArray *options;
  char *message;
  char *play_label;
  char *play_description;
  gboolean can_play;
  TmAdvisorScoreKind score_kind;
  gboolean show_all;
  GPtrArray *rows;          /* the AdwExpanderRows shown, in rank order */
  GPtrArray *play_buttons;  /* their "Play" buttons */

  /* Template widgets */
  GtkLabel *title_label;
  GtkStack *stack;
  AdwStatusPage *empty_page;
  GtkLabel *count_label;
  GtkListBox *list;
  GtkButton *more_button;
};

G_DEFINE_FINAL_TYPE (TmAdvisorPanel, tm_advisor_panel, GTK_TYPE_WIDGET)

enum {
  PLAY_MOVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Half away from zero, as a player rounds. */
static long
round_score (double score)
{
  return score >= 0 ? (long) (score + 0.5) : -(long) (-score + 0.5);
}

char *
tm_advisor_panel_format_score (TmAdvisorScoreKind kind,
                               double             score)
{
  long rounded;

  if (kind == TM_ADVISOR_SCORE_POINTS)
    {
      g_autofree char *number = g_strdup_printf ("%.1f", score);

      /* Translators: a plan's expected points, e.g. "4.5 pts". */
      return g_strdup_printf (_("%s pts"), number);
    }
  /* The games' scores break ties with fractions a player need not read. */
  rounded = round_score (score);
  if (rounded > 0)
    return g_strdup_printf ("+%ld", rounded);
  if (rounded < 0)
    /* A real minus sign, as a score sheet prints it. */
    return g_strdup_printf ("−%ld", -rounded);
  return g_strdup ("±0");
}

char *
tm_advisor_panel_option_title (const TmAdvisorOption *option)
{
  const char *text;
  gsize length;

  g_return_val_if_fail (option != NULL, NULL);

  if (option->title != NULL && option->title[0] != '\0')
    return g_strdup (option->title);
  text = option->explanation != NULL ? option->explanation : "";
  /* The first clause: up to the first colon, semicolon or full stop
   * (Japanese ones too) that ends it. */
  length = strlen (text);
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c == ':' || c == ';' || c == 0xFF1A || c == 0xFF1B || c == 0x3002
          || (c == '.' && (p[1] == ' ' || p[1] == '\0')))
        {
          length = (gsize) (p - text);
          break;
        }
    }
  return g_strndup (text, length);
}

static void
on_play_clicked (TmAdvisorPanel *self,
                 GtkButton      *button)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index"));
  const TmAdvisorOption *option;

  if (self->options == NULL || index >= self->options->len)
    return;
  option = g_ptr_array_index (self->options, index);
  if (option->move != NULL)
    g_signal_emit (self, signals[PLAY_MOVE], 0, option->move);
}

static GtkWidget *
create_row (TmAdvisorPanel        *self,
            const TmAdvisorOption *option,
            guint                  index)
{
  GtkWidget *row = adw_expander_row_new ();
  GtkWidget *rank, *badge, *play, *detail_row, *detail;
  g_autofree char *title = tm_advisor_panel_option_title (option);
  g_autofree char *rank_text = g_strdup_printf ("%u", index + 1);
  g_autofree char *score = tm_advisor_panel_format_score (self->score_kind, option->score);
  g_autofree char *score_tooltip = NULL;
  g_autofree char *play_name = NULL;
  g_autofree char *without_mnemonic = NULL;
  const char *play_label;

  /* Beast and player names are not markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);

  rank = gtk_label_new (rank_text);
  gtk_widget_add_css_class (rank, "tm-advisor-rank");
  gtk_widget_add_css_class (rank, "numeric");
  gtk_widget_set_valign (rank, GTK_ALIGN_CENTER);
  /* The position in the list already says the rank to a screen reader. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (rank), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  adw_expander_row_add_prefix (ADW_EXPANDER_ROW (row), rank);


  /* Alt and a letter reach one control: the best option's button. */
  play_label = self->play_label != NULL ? self->play_label : _("Pla_y");
  if (index == 0)
    play = gtk_button_new_with_mnemonic (play_label);
  else
    play = gtk_button_new_with_label (without_mnemonic = tm_accessible_name_without_mnemonic (play_label));
  gtk_widget_set_valign (play, GTK_ALIGN_CENTER);
  if (index == 0)
    gtk_widget_add_css_class (play, "suggested-action");
  /* Translators: the "Play" button of one option, for its tooltip and screen readers: "Play option 2: R+2 on [1,1]". */
  play_name = g_strdup_printf (_("%s option %u: %s"),
                               self->play_description != NULL ? self->play_description : _("Play"),
                               index + 1, title);
  gtk_widget_set_tooltip_text (play, play_name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (play),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, play_name, -1);
  gtk_widget_set_visible (play, self->can_play && option->move != NULL);
  g_object_set_data (G_OBJECT (play), "index", GUINT_TO_POINTER (index));
  g_signal_connect_swapped (play, "clicked", G_CALLBACK (on_play_clicked), self);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (row), play);

  /* Actions are prepended: the badge comes out before "Play". */
  badge = gtk_label_new (score);
  gtk_widget_add_css_class (badge, "tm-score-badge");
  gtk_widget_add_css_class (badge, "numeric");
  if (self->score_kind == TM_ADVISOR_SCORE_CHANGE && round_score (option->score) > 0)
    gtk_widget_add_css_class (badge, "positive");
  else if (self->score_kind == TM_ADVISOR_SCORE_CHANGE && round_score (option->score) < 0)
    gtk_widget_add_css_class (badge, "negative");
  gtk_widget_set_valign (badge, GTK_ALIGN_CENTER);
  if (self->score_kind == TM_ADVISOR_SCORE_POINTS)
    score_tooltip = g_strdup_printf (_("Expected points: %s"), score);
  else
    score_tooltip = g_strdup_printf (_("Score for the player to move: %s (higher is better)"), score);
  gtk_widget_set_tooltip_text (badge, score_tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (badge),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, score_tooltip, -1);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (row), badge);

  detail_row = gtk_list_box_row_new ();
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (detail_row), FALSE);
  detail = gtk_label_new (option->explanation);
  gtk_label_set_wrap (GTK_LABEL (detail), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (detail), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (detail), 0);
  gtk_label_set_selectable (GTK_LABEL (detail), TRUE);
  gtk_widget_set_margin_top (detail, 8);
  gtk_widget_set_margin_bottom (detail, 8);
  gtk_widget_set_margin_start (detail, 12);
  gtk_widget_set_margin_end (detail, 12);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (detail_row), detail);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row), detail_row);

  g_ptr_array_add (self->play_buttons, play);
  return row;
}

static void
rebuild (TmAdvisorPanel *self)
{
  GtkWidget *child;
  guint n, shown;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  g_ptr_array_set_size (self->rows, 0);
  g_ptr_array_set_size (self->play_buttons, 0);

  n = self->options != NULL ? self->options->len : 0;
  if (n == 0)
    {
      adw_status_page_set_description (self->empty_page,
                                       self->message != NULL ? self->message
                                       : _("There is nothing to choose at this point of the game."));
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }

  shown = self->show_all ? n : MIN (n, FIRST_ROWS);
  for (guint i = 0; i < shown; i++)
    {
      GtkWidget *row = create_row (self, g_ptr_array_index (self->options, i), i);

      gtk_list_box_append (self->list, row);
      g_ptr_array_add (self->rows, row);
    }

  {
    g_autofree char *count = g_strdup_printf (ngettext ("%u option, best first. Open one to read what it does.",
                                                        "%u options, best first. Open one to read what it does.",
                                                        n), n);
    gtk_label_set_text (self->count_label, count);
  }
  if (shown < n)
    {
      g_autofree char *more = g_strdup_printf (ngettext ("Show _All %u Option", "Show _All %u Options", n), n);

      gtk_button_set_label (self->more_button, more);
      tm_accessible_name_from_label (self->more_button);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->more_button), shown < n);
  gtk_stack_set_visible_child_name (self->stack, "list");
}

static void
on_more_clicked (TmAdvisorPanel *self)
{
  guint first = self->rows->len;

  self->show_all = TRUE;
  rebuild (self);
  /* Keep the keyboard where the new rows start. */
  if (first < self->rows->len)
    gtk_widget_grab_focus (g_ptr_array_index (self->rows, first));
}

void
tm_advisor_panel_set_options (TmAdvisorPanel *self,
                              GPtrArray      *options,
                              const char     *message)
{
  g_return_if_fail (TM_IS_ADVISOR_PANEL (self));

  if (options != NULL)
    g_ptr_array_ref (options);
  g_clear_pointer (&self->options, g_ptr_array_unref);
  self->options = options;
  g_free (self->message);
  self->message = g_strdup (message);
  self->show_all = FALSE;
  rebuild (self);
}

void
tm_advisor_panel_set_title (TmAdvisorPanel *self,
                            const char     *title)
{
  g_return_if_fail (TM_IS_ADVISOR_PANEL (self));

  gtk_label_set_text (self->title_label, title);
  gtk_widget_set_visible (GTK_WIDGET (self->title_label), title != NULL && title[0] != '\0');
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title != NULL ? title : "", -1);
}

void
tm_advisor_panel_set_can_play (TmAdvisorPanel *self,
                               gboolean        can_play)
{
  g_return_if_fail (TM_IS_ADVISOR_PANEL (self));

  can_play = !!can_play;
  if (self->can_play == can_play)
    return;
  self->can_play = can_play;
  for (guint i = 0; i < self->play_buttons->len; i++)
    {
      const TmAdvisorOption *option = g_ptr_array_index (self->options, i);

      gtk_widget_set_visible (g_ptr_array_index (self->play_buttons, i),
                              can_play && option->move != NULL);
    }
}

void
tm_advisor_panel_set_score_kind (TmAdvisorPanel    *self,
                                 TmAdvisorScoreKind kind)
{
  g_return_if_fail (TM_IS_ADVISOR_PANEL (self));

  if (self->score_kind == kind)
    return;
  self->score_kind = kind;
  rebuild (self);
}

void
tm_advisor_panel_set_play_label (TmAdvisorPanel *self,
                                 const char     *label,
                                 const char     *description)
{
  g_return_if_fail (TM_IS_ADVISOR_PANEL (self));

  g_free (self->play_label);
  self->play_label = g_strdup (label);
  g_free (self->play_description);
  self->play_description = g_strdup (description);
  rebuild (self);
}

guint
tm_advisor_panel_get_n_rows (TmAdvisorPanel *self)
{
  g_return_val_if_fail (TM_IS_ADVISOR_PANEL (self), 0);
  return self->rows->len;
}

const TmAdvisorOption *
tm_advisor_panel_get_option (TmAdvisorPanel *self,
                             guint           index)
{
  g_return_val_if_fail (TM_IS_ADVISOR_PANEL (self), NULL);

  if (self->options == NULL || index >= self->options->len)
    return NULL;
  return g_ptr_array_index (self->options, index);
}

GtkWidget *
tm_advisor_panel_get_row (TmAdvisorPanel *self,
                          guint           index)
{
  g_return_val_if_fail (TM_IS_ADVISOR_PANEL (self), NULL);
  return index < self->rows->len ? g_ptr_array_index (self->rows, index) : NULL;
}

GtkWidget *
tm_advisor_panel_get_play_button (TmAdvisorPanel *self,
                                  guint           index)
{
  g_return_val_if_fail (TM_IS_ADVISOR_PANEL (self), NULL);
  return index < self->play_buttons->len ? g_ptr_array_index (self->play_buttons, index) : NULL;
}

const char *
tm_advisor_panel_get_message (TmAdvisorPanel *self)
{
  g_return_val_if_fail (TM_IS_ADVISOR_PANEL (self), NULL);

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "empty") != 0)
    return NULL;
  return adw_status_page_get_description (self->empty_page);
}

static void
tm_advisor_panel_dispose (GObject *object)
{
  TmAdvisorPanel *self = TM_ADVISOR_PANEL (object);

  tm_dispose_template (GTK_WIDGET (self), TM_TYPE_ADVISOR_PANEL);
  g_clear_pointer (&self->options, g_ptr_array_unref);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->play_buttons, g_ptr_array_unref);

  G_OBJECT_CLASS (tm_advisor_panel_parent_class)->dispose (object);
}

static void
tm_advisor_panel_finalize (GObject *object)
{
  TmAdvisorPanel *self = TM_ADVISOR_PANEL (object);

  g_free (self->message);
  g_free (self->play_label);
  g_free (self->play_description);

  G_OBJECT_CLASS (tm_advisor_panel_parent_class)->finalize (object);
}

static void
tm_advisor_panel_class_init (TmAdvisorPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_advisor_panel_dispose;
  object_class->finalize = tm_advisor_panel_finalize;

  tm_focus_class_pass_to_children (widget_class);

  /* The player chose an option: (JsonObject *move). */
  signals[PLAY_MOVE] = tm_move_signal_new ("play-move", G_TYPE_FROM_CLASS (klass));

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-advisor-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TmAdvisorPanel, title_label);
  gtk_widget_class_bind_template_child (widget_class, TmAdvisorPanel, stack);
  gtk_widget_class_bind_template_child (widget_class, TmAdvisorPanel, empty_page);
  gtk_widget_class_bind_template_child (widget_class, TmAdvisorPanel, count_label);
  gtk_widget_class_bind_template_child (widget_class, TmAdvisorPanel, list);
  gtk_widget_class_bind_template_child (widget_class, TmAdvisorPanel, more_button);
  gtk_widget_class_bind_template_callback (widget_class, on_more_clicked);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-advisor-panel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tm_advisor_panel_init (TmAdvisorPanel *self)
{
  self->can_play = TRUE;
  self->rows = g_ptr_array_new ();
  self->play_buttons = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Options"), -1);
  rebuild (self);
}

GtkWidget *
tm_advisor_panel_new (void)
{
  return g_object_new (TM_TYPE_ADVISOR_PANEL, NULL);
}
