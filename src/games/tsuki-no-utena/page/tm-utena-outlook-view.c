/* tm-utena-outlook-view.c — "Can we still win?" on the Tsuki no Utena page
 *
 * The search runs in a GTask thread on a copy of the plain state (it
 * answers in well under 100 ms, but the window never waits for it); a
 * new position cancels it and drops what was shown.  The words are
 * built from the core's answer: the headline from its verdict, the
 * facts from its horizon and flags, the line's titles from
 * tm_utena_outlook_to_json().
 */
#include "config.h"

#include "tm-utena-scroll.h"

#include "tm-utena-outlook-view.h"
#include "games/tsuki-no-utena/rules/tm-utena-game.h"
#include "widgets/tm-focus.h"
#include "widgets/tm-move-signal.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

struct _TmUtenaOutlookView
{
  GtkWidget parent_instance;

  TmUtenaState state;
  gboolean has_state;
  char *names[TM_UTENA_MAX_PLAYERS];
  gboolean can_play;
  /* The running search (NULL when none) and the answer shown. */
  GCancellable *cancellable;
  TmUtenaOutlook *outlook;
  JsonObject *first_move;   /* the line's first move when it is the table's */
  GPtrArray *line_rows;     /* GtkWidget, not owned: in line_list */

  /* Template widgets */
  GtkWidget *ask_button;
  GtkSpinner *spinner;
  GtkWidget *busy_label;
  GtkWidget *answer_box;
  GtkLabel *headline_label;
  GtkLabel *facts_label;
  GString *facts;
  GtkLabel *line_heading;
  GtkListBox *line_list;
  GtkWidget *play_button;
};

G_DEFINE_FINAL_TYPE (TmUtenaOutlookView, tm_utena_outlook_view, GTK_TYPE_WIDGET)

enum {
  PLAY_MOVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *
name_of (TmUtenaOutlookView *self,
         guint               player)
{
  return player < TM_UTENA_MAX_PLAYERS && self->names[player] != NULL ? self->names[player] : "?";
}

static void
remove_rows (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static void
set_busy (TmUtenaOutlookView *self,
          gboolean            busy)
{
  gtk_widget_set_sensitive (self->ask_button, !busy && self->has_state);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), busy);
  gtk_spinner_set_spinning (self->spinner, busy);
  gtk_widget_set_visible (self->busy_label, busy);
}

/* Drops the answer shown and stops a search still running. */
static void
clear_answer (TmUtenaOutlookView *self)
{
  if (self->cancellable != NULL)
    {
      g_cancellable_cancel (self->cancellable);
      g_clear_object (&self->cancellable);
    }
  g_clear_pointer (&self->outlook, tm_utena_outlook_free);
  g_clear_pointer (&self->first_move, json_object_unref);
  g_ptr_array_set_size (self->line_rows, 0);
  remove_rows (self->line_list);
  g_string_truncate (self->facts, 0);
  gtk_label_set_text (self->facts_label, "");
  gtk_label_set_text (self->headline_label, "");
  gtk_widget_set_visible (self->answer_box, FALSE);
  set_busy (self, FALSE);
}

/* One paragraph each, in one label. */
static void
add_fact (TmUtenaOutlookView *self,
          const char         *text)
{
  if (self->facts->len > 0)
    g_string_append_c (self->facts, '\n');
  /* Translators: a bullet before each fact of "Can we still win?". */
  g_string_append_printf (self->facts, _("• %s"), text);
  gtk_label_set_text (self->facts_label, self->facts->str);
}

static char *
rounds_text (const TmUtenaOutlook *outlook)
{
  if (outlook->first_round == outlook->last_round)
    /* Translators: how far "Can we still win?" looked: "round 4". */
    return g_strdup_printf (_("round %u"), outlook->first_round);
  /* Translators: how far "Can we still win?" looked: "rounds 3–5". */
  return g_strdup_printf (_("rounds %u–%u"), outlook->first_round, outlook->last_round);
}

/* The verdict, in one line. */
static char *
headline (const TmUtenaOutlook *outlook)
{
  g_autofree char *rounds = rounds_text (outlook);

  if (!outlook->exhaustive)
    return g_strdup (outlook->best_line->len > 0
                     ? _("A winning line was found, but the search did not finish")
                     : _("Not decided: the search did not finish"));
  if (outlook->winnable_worst_case)
    return g_strdup (_("Yes: winnable whatever desire cards come"));
  if (outlook->n_winnable > 0)
    {
      /* 64-bit numbers formatted first, so that xgettext sees the whole message. */
      g_autofree char *winnable = g_strdup_printf ("%" G_GUINT64_FORMAT, outlook->n_winnable);
      g_autofree char *cases = g_strdup_printf ("%" G_GUINT64_FORMAT, outlook->n_sequences);

      /* Translators: "Can we still win?": for how many of the orders the
       * desire cards can come in some line wins, "in 2 of 6 cases". */
      return g_strdup_printf (_("Only with luck: winnable in %s of %s cases"), winnable, cases);
    }
  if (outlook->to_end)
    return g_strdup (_("No: no line fills every ring"));
  /* Translators: "Can we still win?" with no line found in the rounds searched, "… in rounds 3–4". */
  return g_strdup_printf (_("No line found in %s"), rounds);
}

static void
show_facts (TmUtenaOutlookView   *self,
            const TmUtenaOutlook *outlook)
{
  g_autofree char *rounds = rounds_text (outlook);
  g_autofree char *looked = NULL;
  g_autoptr(GString) hands = g_string_new (NULL);

  /* How far it looked, and whether that is the whole answer. */
  if (!outlook->exhaustive)
    looked = g_strdup_printf (_("Looked at part of %s: not every line fitted in the time the search has. A line it shows always wins; no line is ruled out."),
                              rounds);
  else if (outlook->to_end)
    looked = g_strdup_printf (_("Looked at every line of %s, to the end of the game: the answer is final."),
                              rounds);
  else if (outlook->next_round_tried > 0)
    looked = g_strdup_printf (_("Looked at every line of %s; round %u did not fit in the time the search has."),
                              rounds, outlook->next_round_tried);
  else
    looked = g_strdup_printf (_("Looked at every line of %s."), rounds);
  add_fact (self, looked);

  if (outlook->n_sequences > 1 && outlook->exhaustive)
    {
      g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, outlook->n_sequences);
      /* Translators: what the cases of "Can we still win?" are. */
      g_autofree char *cases = g_strdup_printf (_("A case is one order in which the desire cards can come: %s in all. Every icon a card may hide is tried."),
                                                count);

      add_fact (self, cases);
    }

  /* The cards it could not count: hand cards the table has not seen. */
  for (guint p = 0; p < self->state.n_players; p++)
    {
      guint unknown = tm_utena_state_get_unknown_in_hand (&self->state, p);

      if (unknown == 0)
        continue;
      if (hands->len > 0)
        g_string_append (hands, ", ");
      /* Translators: the hand cards "Can we still win?" could not count, "2 in Aoi’s hand". */
      g_string_append_printf (hands, g_dngettext (GETTEXT_PACKAGE, "%u in %s’s hand", "%u in %s’s hand", unknown),
                              unknown, name_of (self, p));
    }
  if (hands->len > 0)
    {
      /* Translators: %s is a list, "2 in Aoi’s hand, 1 in Mio’s hand". */
      g_autofree char *text = g_strdup_printf (_("Not counted: hand cards nobody has seen (%s). The search plays only the cards the table knows."),
                                               hands->str);

      add_fact (self, text);
    }
  if (outlook->blocked)
    add_fact (self, _("Some lines stopped at a turn that needs hand cards the table has not seen."));
  if (outlook->unknown_desires && outlook->desires_known > 0)
    add_fact (self, _("Some lines stopped at a desire card nobody entered."));
  if (outlook->desires_known == 0 && outlook->desires_remaining > 0)
    {
      /* Translators: "Can we still win?" when no desire card still to come was entered in an earlier game. */
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "The desire card still to come is not known (none was entered in an earlier game): a line that needs it stops there.",
                                                            "None of the %u desire cards still to come is known (none was entered in an earlier game): a line that needs one stops there.",
                                                            outlook->desires_remaining),
                                               outlook->desires_remaining);

      add_fact (self, text);
    }
  else if (outlook->desires_known < outlook->desires_remaining)
    {
      g_autofree char *text = g_strdup_printf (_("Only %u of the %u desire cards still to come are known: the answer is over those."),
                                               outlook->desires_known, outlook->desires_remaining);

      add_fact (self, text);
    }
}

static void
show_line (TmUtenaOutlookView   *self,
           const TmUtenaOutlook *outlook)
{
  g_autoptr(JsonNode) node = tm_utena_outlook_to_json (outlook, &self->state);
  JsonArray *line = json_object_get_array_member (json_node_get_object (node), "best_line");
  guint n = json_array_get_length (line);

  if (n == 0)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->line_heading), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->line_list), FALSE);
      gtk_widget_set_visible (self->play_button, FALSE);
      return;
    }

  gtk_label_set_text (self->line_heading,
                      outlook->winnable_worst_case || outlook->n_line_desires == 0
                      ? _("The best line")
                      : _("The best line, if the desire cards come as shown"));
  for (guint i = 0; i < n; i++)
    {
      JsonObject *entry = json_array_get_object_element (line, i);
      gboolean chance = json_object_get_boolean_member (entry, "chance");
      g_autofree char *number = g_strdup_printf ("%u", i + 1);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *prefix = gtk_label_new (number);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), json_object_get_string_member (entry, "title"));
      if (chance)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                     outlook->winnable_worst_case
                                     ? _("A desire card: one of the cases, every case wins")
                                     : _("A desire card the line assumes comes next"));
      gtk_widget_add_css_class (prefix, "dim-label");
      gtk_widget_add_css_class (prefix, "numeric");
      gtk_widget_set_size_request (prefix, 24, -1);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), prefix);
      gtk_list_box_append (self->line_list, row);
      g_ptr_array_add (self->line_rows, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->line_heading), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->line_list), TRUE);

  /* Only the table's own move can be entered: a desire card is drawn. */
  {
    JsonObject *first = json_array_get_object_element (line, 0);

    if (!json_object_get_boolean_member (first, "chance"))
      self->first_move = json_object_ref (json_object_get_object_member (first, "move"));
  }
  gtk_widget_set_visible (self->play_button, self->can_play && self->first_move != NULL);
}

static void
show_answer (TmUtenaOutlookView *self,
             TmUtenaOutlook     *outlook)
{
  g_autofree char *text = headline (outlook);

  self->outlook = outlook;
  gtk_label_set_text (self->headline_label, text);
  gtk_widget_remove_css_class (GTK_WIDGET (self->headline_label), "success");
  gtk_widget_remove_css_class (GTK_WIDGET (self->headline_label), "warning");
  gtk_widget_remove_css_class (GTK_WIDGET (self->headline_label), "error");
  if (outlook->exhaustive && outlook->winnable_worst_case)
    gtk_widget_add_css_class (GTK_WIDGET (self->headline_label), "success");
  else if (outlook->best_line->len > 0)
    gtk_widget_add_css_class (GTK_WIDGET (self->headline_label), "warning");
  else if (outlook->exhaustive)
    gtk_widget_add_css_class (GTK_WIDGET (self->headline_label), "error");
  show_facts (self, outlook);
  show_line (self, outlook);
  gtk_widget_set_visible (self->answer_box, TRUE);
  /* The answer, which arrives after the question, is read at once. */
  tm_utena_scroll_into_view (self->answer_box, self->answer_box);
}

static void
show_message (TmUtenaOutlookView *self,
              const char         *message)
{
  gtk_label_set_text (self->headline_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->line_heading), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->line_list), FALSE);
  gtk_widget_set_visible (self->play_button, FALSE);
  gtk_widget_set_visible (self->answer_box, TRUE);
}

static void
search_thread (GTask        *task,
               gpointer      source,
               gpointer      task_data,
               GCancellable *cancellable)
{
  const TmUtenaState *state = task_data;
  GError *error = NULL;
  TmUtenaOutlook *outlook = tm_utena_advisor_outlook (state, 0, &error);

  if (outlook == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, outlook, (GDestroyNotify) tm_utena_outlook_free);
}

static void
on_search_done (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  TmUtenaOutlookView *self = TM_UTENA_OUTLOOK_VIEW (source);
  g_autoptr(GError) error = NULL;
  TmUtenaOutlook *outlook = g_task_propagate_pointer (G_TASK (result), &error);

  /* Another position, or the view is gone: nothing to show. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->cancellable);
  set_busy (self, FALSE);
  if (outlook == NULL)
    show_message (self, error->message);
  else
    show_answer (self, outlook);
}

void
tm_utena_outlook_view_ask (TmUtenaOutlookView *self)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (TM_IS_UTENA_OUTLOOK_VIEW (self));

  if (!self->has_state || self->cancellable != NULL)
    return;
  clear_answer (self);
  self->cancellable = g_cancellable_new ();
  set_busy (self, TRUE);
  task = g_task_new (self, self->cancellable, on_search_done, NULL);
  g_task_set_source_tag (task, tm_utena_outlook_view_ask);
  g_task_set_task_data (task, g_memdup2 (&self->state, sizeof self->state), g_free);
  g_task_run_in_thread (task, search_thread);
}

static void
on_ask_clicked (TmUtenaOutlookView *self)
{
  tm_utena_outlook_view_ask (self);
}

static void
on_play_clicked (TmUtenaOutlookView *self)
{
  g_autoptr(JsonObject) move = NULL;

  if (self->first_move == NULL)
    return;
  /* The signal's handler may set another position, which drops it. */
  move = json_object_ref (self->first_move);
  g_signal_emit (self, signals[PLAY_MOVE], 0, move);
}

void
tm_utena_outlook_view_set_state (TmUtenaOutlookView *self,
                                 const TmUtenaState *state,
                                 const char * const *names)
{
  g_return_if_fail (TM_IS_UTENA_OUTLOOK_VIEW (self));
  g_return_if_fail (state != NULL);

  for (guint p = 0; p < TM_UTENA_MAX_PLAYERS; p++)
    {
      g_free (self->names[p]);
      self->names[p] = names != NULL && p < state->n_players ? g_strdup (names[p]) : NULL;
    }
  if (self->has_state && memcmp (&self->state, state, sizeof *state) == 0)
    return;
  self->state = *state;
  self->has_state = TRUE;
  clear_answer (self);
}

void
tm_utena_outlook_view_set_can_play (TmUtenaOutlookView *self,
                                    gboolean            can_play)
{
  g_return_if_fail (TM_IS_UTENA_OUTLOOK_VIEW (self));

  self->can_play = can_play;
  gtk_widget_set_visible (self->play_button, can_play && self->first_move != NULL);
}

gboolean
tm_utena_outlook_view_get_busy (TmUtenaOutlookView *self)
{
  g_return_val_if_fail (TM_IS_UTENA_OUTLOOK_VIEW (self), FALSE);
  return self->cancellable != NULL;
}

const TmUtenaOutlook *
tm_utena_outlook_view_get_outlook (TmUtenaOutlookView *self)
{
  g_return_val_if_fail (TM_IS_UTENA_OUTLOOK_VIEW (self), NULL);
  return self->outlook;
}

const char *
tm_utena_outlook_view_get_headline (TmUtenaOutlookView *self)
{
  g_return_val_if_fail (TM_IS_UTENA_OUTLOOK_VIEW (self), NULL);
  return gtk_label_get_text (self->headline_label);
}

char *
tm_utena_outlook_view_dup_text (TmUtenaOutlookView *self)
{
  GString *text;

  g_return_val_if_fail (TM_IS_UTENA_OUTLOOK_VIEW (self), NULL);

  text = g_string_new (gtk_label_get_text (self->headline_label));
  if (self->facts->len > 0)
    g_string_append_printf (text, "\n%s", self->facts->str);
  if (self->line_rows->len > 0)
    g_string_append_printf (text, "\n%s", gtk_label_get_text (self->line_heading));
  for (guint i = 0; i < self->line_rows->len; i++)
    g_string_append_printf (text, "\n%u. %s", i + 1,
                            adw_preferences_row_get_title (g_ptr_array_index (self->line_rows, i)));
  return g_string_free (text, FALSE);
}

guint
tm_utena_outlook_view_get_n_line_rows (TmUtenaOutlookView *self)
{
  g_return_val_if_fail (TM_IS_UTENA_OUTLOOK_VIEW (self), 0);
  return self->line_rows->len;
}

GtkWidget *
tm_utena_outlook_view_get_line_row (TmUtenaOutlookView *self,
                                    guint               index)
{
  g_return_val_if_fail (TM_IS_UTENA_OUTLOOK_VIEW (self), NULL);
  return index < self->line_rows->len ? g_ptr_array_index (self->line_rows, index) : NULL;
}

GtkWidget *
tm_utena_outlook_view_get_ask_button (TmUtenaOutlookView *self)
{
  g_return_val_if_fail (TM_IS_UTENA_OUTLOOK_VIEW (self), NULL);
  return self->ask_button;
}

GtkWidget *
tm_utena_outlook_view_get_play_button (TmUtenaOutlookView *self)
{
  g_return_val_if_fail (TM_IS_UTENA_OUTLOOK_VIEW (self), NULL);
  return self->play_button;
}

static void
tm_utena_outlook_view_dispose (GObject *object)
{
  TmUtenaOutlookView *self = TM_UTENA_OUTLOOK_VIEW (object);
  GtkWidget *child;

  if (self->cancellable != NULL)
    {
      g_cancellable_cancel (self->cancellable);
      g_clear_object (&self->cancellable);
    }
  g_clear_pointer (&self->outlook, tm_utena_outlook_free);
  g_clear_pointer (&self->first_move, json_object_unref);
  if (self->line_rows != NULL)
    g_ptr_array_set_size (self->line_rows, 0);
  gtk_widget_dispose_template (GTK_WIDGET (object), TM_TYPE_UTENA_OUTLOOK_VIEW);
  /* The template's unnamed top-level child is not cleared by that. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tm_utena_outlook_view_parent_class)->dispose (object);
}

static void
tm_utena_outlook_view_finalize (GObject *object)
{
  TmUtenaOutlookView *self = TM_UTENA_OUTLOOK_VIEW (object);

  for (guint p = 0; p < TM_UTENA_MAX_PLAYERS; p++)
    g_free (self->names[p]);
  g_clear_pointer (&self->line_rows, g_ptr_array_unref);
  if (self->facts != NULL)
    g_string_free (self->facts, TRUE);

  G_OBJECT_CLASS (tm_utena_outlook_view_parent_class)->finalize (object);
}

static void
tm_utena_outlook_view_class_init (TmUtenaOutlookViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_utena_outlook_view_dispose;
  object_class->finalize = tm_utena_outlook_view_finalize;

  tm_focus_class_pass_to_children (widget_class);

  /* "Play First Move": (JsonObject *move). */
  signals[PLAY_MOVE] = tm_move_signal_new ("play-move", G_TYPE_FROM_CLASS (klass));

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-utena-outlook-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TmUtenaOutlookView, ask_button);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaOutlookView, spinner);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaOutlookView, busy_label);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaOutlookView, answer_box);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaOutlookView, headline_label);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaOutlookView, facts_label);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaOutlookView, line_heading);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaOutlookView, line_list);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaOutlookView, play_button);
  gtk_widget_class_bind_template_callback (widget_class, on_ask_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_play_clicked);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-utena-outlook-view");
}

static void
tm_utena_outlook_view_init (TmUtenaOutlookView *self)
{
  self->line_rows = g_ptr_array_new ();
  self->facts = g_string_new (NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  set_busy (self, FALSE);
}

GtkWidget *
tm_utena_outlook_view_new (void)
{
  return g_object_new (TM_TYPE_UTENA_OUTLOOK_VIEW, NULL);
}
