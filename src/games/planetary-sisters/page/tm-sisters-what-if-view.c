/* tm-sisters-what-if-view.c — "what if" under a finished game's score table
 *
 * The swaps that change the winners are grouped by field card and new
 * winners, so one sentence says "Had 12, 15 or 20 been on the field
 * instead of 24, Mio would have won." rather than three.
 */
#include "config.h"

#include "tm-sisters-what-if-view.h"
#include "games/planetary-sisters/rules/tm-sisters-advisor.h"

#include <glib/gi18n.h>
#include <string.h>

struct _TmSistersWhatIfView
{
  GtkWidget parent_instance;

  TmSistersState state;
  gboolean has_state;
  char *names[TM_SISTERS_MAX_PLAYERS];
  char *text;

  GtkWidget *box;
  GtkLabel *sentences;
};

G_DEFINE_FINAL_TYPE (TmSistersWhatIfView, tm_sisters_what_if_view, GTK_TYPE_WIDGET)

/* "12", "12 or 15", "12, 15 or 20". */
static char *
join_ranks (GArray *ranks)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < ranks->len; i++)
    {
      guint rank = g_array_index (ranks, guint, i);

      if (i == 0)
        g_string_append_printf (text, "%u", rank);
      else if (i + 1 < ranks->len)
        g_string_append_printf (text, ", %u", rank);
      else
        {
          g_autofree char *so_far = g_string_free (text, FALSE);

          /* Translators: the last of the ranks that could have been on the field, "12, 15 or 20". */
          text = g_string_new (NULL);
          g_string_append_printf (text, _("%s or %u"), so_far, rank);
        }
    }
  return g_string_free (text, FALSE);
}

/* "Mio", "Mio and Aoi", "Mio, Aoi and Ren". */
static char *
join_players (TmSistersWhatIfView *self,
              guint                bits)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  GString *text = g_string_new (NULL);

  for (guint p = 0; p < self->state.n_players; p++)
    if (bits & (1u << p))
      g_ptr_array_add (names, self->names[p] != NULL ? self->names[p] : "?");
  for (guint i = 0; i < names->len; i++)
    {
      if (i == 0)
        g_string_append (text, g_ptr_array_index (names, i));
      else if (i + 1 < names->len)
        g_string_append_printf (text, ", %s", (const char *) g_ptr_array_index (names, i));
      else
        {
          g_autofree char *so_far = g_string_free (text, FALSE);

          /* Translators: the last of the players who would have won, "Mio, Aoi and Ren". */
          text = g_string_new (NULL);
          g_string_append_printf (text, _("%s and %s"), so_far, (const char *) g_ptr_array_index (names, i));
        }
    }
  return g_string_free (text, FALSE);
}

typedef struct
{
  guint field_card;
  guint winners;
  GArray *instead;    /* guint ranks */
} Group;

static void
group_clear (gpointer data)
{
  Group *group = data;

  g_array_unref (group->instead);
}

/* One a line, in one label. */
static void
add_sentence (TmSistersWhatIfView *self,
              GString             *all,
              const char          *sentence)
{
  if (all->len > 0)
    g_string_append_c (all, '\n');
  g_string_append (all, sentence);
}

static void
show_what_if (TmSistersWhatIfView *self)
{
  TmSistersFinalTable table;
  g_autoptr(GArray) swaps = NULL;
  g_autoptr(GArray) groups = NULL;
  g_autoptr(GError) error = NULL;
  GString *all = g_string_new (NULL);

  gtk_label_set_text (self->sentences, "");
  if (!tm_sisters_advisor_final_table (&self->state, &table))
    {
      g_string_free (all, TRUE);
      return;
    }
  swaps = tm_sisters_advisor_what_if (&self->state.cards, &table, &error);
  if (swaps == NULL)
    {
      add_sentence (self, all, error->message);
      gtk_label_set_text (self->sentences, all->str);
      g_free (self->text);
      self->text = g_string_free (all, FALSE);
      return;
    }

  groups = g_array_new (FALSE, TRUE, sizeof (Group));
  g_array_set_clear_func (groups, group_clear);
  for (guint i = 0; i < swaps->len; i++)
    {
      const TmSistersWhatIf *swap = &g_array_index (swaps, TmSistersWhatIf, i);
      Group *group = NULL;
      guint instead = swap->instead;

      if (!swap->changes_winners)
        continue;
      for (guint g = 0; g < groups->len && group == NULL; g++)
        {
          Group *candidate = &g_array_index (groups, Group, g);

          if (candidate->field_card == swap->field_card && candidate->winners == swap->winners)
            group = candidate;
        }
      if (group == NULL)
        {
          Group fresh = { swap->field_card, swap->winners, g_array_new (FALSE, FALSE, sizeof (guint)) };

          g_array_append_val (groups, fresh);
          group = &g_array_index (groups, Group, groups->len - 1);
        }
      g_array_append_val (group->instead, instead);
    }

  if (swaps->len == 0)
    add_sentence (self, all, _("Every card was in play (in a house, in keeper cards or on the field), or the emblems of those that were not are unknown: no other card could have been on the field."));
  else if (groups->len == 0)
    {
      g_autofree char *sentence = g_strdup_printf (_("No single field card would have changed the winner: %u swaps tried."),
                                                   swaps->len);

      add_sentence (self, all, sentence);
    }
  for (guint g = 0; g < groups->len; g++)
    {
      const Group *group = &g_array_index (groups, Group, g);
      g_autofree char *ranks = join_ranks (group->instead);
      g_autofree char *winners = join_players (self, group->winners);
      g_autofree char *sentence = NULL;

      if ((group->winners & (group->winners - 1)) != 0)
        /* Translators: the what-if of a finished game, e.g. "Had 12 or 15 been on the field instead of 24, Mio and Aoi would have shared the win.". */
        sentence = g_strdup_printf (_("Had %s been on the field instead of %u, %s would have shared the win."),
                                    ranks, group->field_card, winners);
      else
        /* Translators: the what-if of a finished game, e.g. "Had 12 or 15 been on the field instead of 24, Mio would have won.". */
        sentence = g_strdup_printf (_("Had %s been on the field instead of %u, %s would have won."),
                                    ranks, group->field_card, winners);
      add_sentence (self, all, sentence);
    }
  gtk_label_set_text (self->sentences, all->str);
  g_free (self->text);
  self->text = g_string_free (all, FALSE);
}

void
tm_sisters_what_if_view_set_state (TmSistersWhatIfView  *self,
                                   const TmSistersState *state,
                                   const char * const   *names)
{
  gboolean names_changed = FALSE;

  g_return_if_fail (TM_IS_SISTERS_WHAT_IF_VIEW (self));
  g_return_if_fail (state != NULL);

  gtk_widget_set_visible (GTK_WIDGET (self), state->phase == TM_SISTERS_PHASE_FINISHED);
  for (guint p = 0; p < TM_SISTERS_MAX_PLAYERS; p++)
    {
      const char *name = names != NULL && p < state->n_players ? names[p] : NULL;

      if (g_strcmp0 (name, self->names[p]) != 0)
        {
          g_free (self->names[p]);
          self->names[p] = g_strdup (name);
          names_changed = TRUE;
        }
    }
  if (state->phase != TM_SISTERS_PHASE_FINISHED)
    {
      self->has_state = FALSE;
      g_free (self->text);
      self->text = g_strdup ("");
      return;
    }
  if (self->has_state && !names_changed && memcmp (&self->state, state, sizeof *state) == 0)
    return;
  self->state = *state;
  self->has_state = TRUE;
  show_what_if (self);
}

const char *
tm_sisters_what_if_view_get_text (TmSistersWhatIfView *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_WHAT_IF_VIEW (self), NULL);
  return self->text;
}

static void
tm_sisters_what_if_view_dispose (GObject *object)
{
  TmSistersWhatIfView *self = TM_SISTERS_WHAT_IF_VIEW (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (tm_sisters_what_if_view_parent_class)->dispose (object);
}

static void
tm_sisters_what_if_view_finalize (GObject *object)
{
  TmSistersWhatIfView *self = TM_SISTERS_WHAT_IF_VIEW (object);

  for (guint p = 0; p < TM_SISTERS_MAX_PLAYERS; p++)
    g_free (self->names[p]);
  g_free (self->text);

  G_OBJECT_CLASS (tm_sisters_what_if_view_parent_class)->finalize (object);
}

static void
tm_sisters_what_if_view_class_init (TmSistersWhatIfViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_sisters_what_if_view_dispose;
  object_class->finalize = tm_sisters_what_if_view_finalize;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-sisters-what-if-view");
}

static void
tm_sisters_what_if_view_init (TmSistersWhatIfView *self)
{
  GtkWidget *heading;

  self->text = g_strdup ("");
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  heading = gtk_label_new (_("What if one field card had been different?"));
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_widget_add_css_class (heading, "heading");
  gtk_widget_set_margin_top (heading, 6);
  gtk_box_append (GTK_BOX (self->box), heading);
  self->sentences = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->sentences, 0);
  gtk_label_set_wrap (self->sentences, TRUE);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->sentences));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
tm_sisters_what_if_view_new (void)
{
  return g_object_new (TM_TYPE_SISTERS_WHAT_IF_VIEW, NULL);
}
