/* tm-first-player-draw.c — drawing who starts, in the new game dialog */
#include "config.h"

#include "tm-first-player-draw.h"
#include "widgets/tm-accessible-name.h"
#include "widgets/tm-tooltip.h"

#include <adwaita.h>
#include <glib/gi18n.h>

/* Short, so the table is not kept waiting. */
#define DRAW_DURATION_MS 900
/* Full rounds over the names before slowing onto the one drawn. */
#define DRAW_ROUNDS      2
#define HIGHLIGHT_CLASS  "tm-draw-highlight"

struct _TmFirstPlayerDraw
{
  GtkWidget parent_instance;

  GPtrArray *rows;            /* the dialog's name rows (not owned rows) */
  GRand *rand;
  AdwAnimation *animation;    /* NULL when no draw runs */
  guint drawn;                /* the seat being drawn */
  int highlighted;            /* the row highlighted, or -1 */

  /* Template widgets */
  GtkWidget *box;
  GtkLabel *manual_label;
  GtkButton *draw_button;
  GtkLabel *result_label;
};

G_DEFINE_FINAL_TYPE (TmFirstPlayerDraw, tm_first_player_draw, GTK_TYPE_WIDGET)

enum {
  SIGNAL_DRAWN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
highlight (TmFirstPlayerDraw *self,
           int                row)
{
  if (self->highlighted == row)
    return;
  if (self->highlighted >= 0 && self->rows != NULL && (guint) self->highlighted < self->rows->len)
    gtk_widget_remove_css_class (g_ptr_array_index (self->rows, self->highlighted), HIGHLIGHT_CLASS);
  self->highlighted = row;
  if (row >= 0)
    gtk_widget_add_css_class (g_ptr_array_index (self->rows, row), HIGHLIGHT_CLASS);
}

/* The highlight is on the row the animation has reached. */
static void
on_animation_value (double   value,
                    gpointer data)
{
  TmFirstPlayerDraw *self = data;

  if (self->rows == NULL || self->rows->len == 0)
    return;
  highlight (self, (int) ((guint) value % self->rows->len));
}

static void
on_animation_done (TmFirstPlayerDraw *self)
{
  guint drawn = self->drawn;

  /* Stopped on the one drawn, as the last step of the draw. */
  highlight (self, (int) drawn);
  g_clear_object (&self->animation);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_BUSY, FALSE, -1);
  g_signal_emit (self, signals[SIGNAL_DRAWN], 0, drawn);
}

static gboolean
animations_enabled (TmFirstPlayerDraw *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

void
tm_first_player_draw_start (TmFirstPlayerDraw *self)
{
  guint n;

  g_return_if_fail (TM_IS_FIRST_PLAYER_DRAW (self));

  /* A second press while the highlight runs does not draw again. */
  if (self->animation != NULL || self->rows == NULL || self->rows->len < 2
      || !gtk_widget_get_sensitive (GTK_WIDGET (self->draw_button)))
    return;
  n = self->rows->len;
  tm_first_player_draw_clear (self);
  self->drawn = (guint) g_rand_int_range (self->rand, 0, (gint32) n);
  if (!animations_enabled (self))
    {
      /* Reduced motion: the result at once. */
      on_animation_done (self);
      return;
    }
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_BUSY, TRUE, -1);
  self->animation = adw_timed_animation_new (GTK_WIDGET (self), 0, DRAW_ROUNDS * n + self->drawn,
                                             DRAW_DURATION_MS,
                                             adw_callback_animation_target_new (on_animation_value, self, NULL));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_EASE_OUT_CUBIC);
  g_signal_connect_swapped (self->animation, "done", G_CALLBACK (on_animation_done), self);
  adw_animation_play (self->animation);
}

gboolean
tm_first_player_draw_is_running (TmFirstPlayerDraw *self)
{
  g_return_val_if_fail (TM_IS_FIRST_PLAYER_DRAW (self), FALSE);
  return self->animation != NULL;
}

void
tm_first_player_draw_show_result (TmFirstPlayerDraw *self,
                                  guint              row,
                                  const char        *text)
{
  g_return_if_fail (TM_IS_FIRST_PLAYER_DRAW (self));
  g_return_if_fail (self->rows != NULL && row < self->rows->len);
  g_return_if_fail (text != NULL);

  highlight (self, (int) row);
  gtk_label_set_text (self->result_label, text);
  /* Said with the button, which keeps the focus. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->draw_button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

void
tm_first_player_draw_clear (TmFirstPlayerDraw *self)
{
  g_return_if_fail (TM_IS_FIRST_PLAYER_DRAW (self));

  if (self->animation != NULL)
    {
      /* Stopped without "done": nothing was drawn. */
      g_signal_handlers_disconnect_by_data (self->animation, self);
      adw_animation_reset (self->animation);
      g_clear_object (&self->animation);
      gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_BUSY, FALSE, -1);
    }
  highlight (self, -1);
  gtk_label_set_text (self->result_label, "");
  gtk_accessible_reset_property (GTK_ACCESSIBLE (self->draw_button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

void
tm_first_player_draw_set_rows (TmFirstPlayerDraw *self,
                               GPtrArray         *rows)
{
  g_return_if_fail (TM_IS_FIRST_PLAYER_DRAW (self));

  tm_first_player_draw_clear (self);
  if (rows != NULL)
    g_ptr_array_ref (rows);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  self->rows = rows;
}

void
tm_first_player_draw_set_manual (TmFirstPlayerDraw *self,
                                 const char        *text)
{
  g_return_if_fail (TM_IS_FIRST_PLAYER_DRAW (self));

  gtk_label_set_text (self->manual_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->manual_label), text != NULL);
}

void
tm_first_player_draw_set_sensitive (TmFirstPlayerDraw *self,
                                    gboolean           sensitive)
{
  g_return_if_fail (TM_IS_FIRST_PLAYER_DRAW (self));

  gtk_widget_set_sensitive (GTK_WIDGET (self->draw_button), sensitive);
  tm_tooltip_set_text (GTK_WIDGET (self->draw_button),
                               sensitive ? NULL : _("One player: nobody to draw."));
}

GtkWidget *
tm_first_player_draw_get_button (TmFirstPlayerDraw *self)
{
  g_return_val_if_fail (TM_IS_FIRST_PLAYER_DRAW (self), NULL);
  return GTK_WIDGET (self->draw_button);
}

void
tm_first_player_draw_set_seed (TmFirstPlayerDraw *self,
                               guint32            seed)
{
  g_return_if_fail (TM_IS_FIRST_PLAYER_DRAW (self));
  g_rand_set_seed (self->rand, seed);
}

/* GObject ----------------------------------------------------------------- */

static void
tm_first_player_draw_dispose (GObject *object)
{
  TmFirstPlayerDraw *self = TM_FIRST_PLAYER_DRAW (object);

  if (self->animation != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->animation, self);
      adw_animation_reset (self->animation);
      g_clear_object (&self->animation);
    }
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_FIRST_PLAYER_DRAW);

  G_OBJECT_CLASS (tm_first_player_draw_parent_class)->dispose (object);
}

static void
tm_first_player_draw_finalize (GObject *object)
{
  TmFirstPlayerDraw *self = TM_FIRST_PLAYER_DRAW (object);

  g_clear_pointer (&self->rand, g_rand_free);

  G_OBJECT_CLASS (tm_first_player_draw_parent_class)->finalize (object);
}

static void
tm_first_player_draw_class_init (TmFirstPlayerDrawClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_first_player_draw_dispose;
  object_class->finalize = tm_first_player_draw_finalize;

  /* (guint seat): the row drawn, once the highlight stopped on it. */
  signals[SIGNAL_DRAWN] = g_signal_new ("drawn", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tablemate/Tablemate/tm-first-player-draw.ui");
  gtk_widget_class_bind_template_child (widget_class, TmFirstPlayerDraw, box);
  gtk_widget_class_bind_template_child (widget_class, TmFirstPlayerDraw, manual_label);
  gtk_widget_class_bind_template_child (widget_class, TmFirstPlayerDraw, draw_button);
  gtk_widget_class_bind_template_child (widget_class, TmFirstPlayerDraw, result_label);
  gtk_widget_class_bind_template_callback (widget_class, tm_first_player_draw_start);
}

static void
tm_first_player_draw_init (TmFirstPlayerDraw *self)
{
  self->rand = g_rand_new ();
  self->highlighted = -1;
  gtk_widget_init_template (GTK_WIDGET (self));
  /* One name, without the mnemonic's underscore. */
  tm_accessible_name_set (GTK_WIDGET (self->draw_button), _("Draw who starts at random"));
}
