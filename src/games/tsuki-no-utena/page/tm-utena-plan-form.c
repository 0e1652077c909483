/* tm-utena-plan-form.c — solo: which altar gets the practitioner plan card */
#include "config.h"

#include "tm-utena-plan-form.h"
#include "widgets/tm-focus.h"

struct _TmUtenaPlanForm
{
  GtkWidget parent_instance;

  /* Template widgets */
  GtkWidget *left_button;
  GtkWidget *centre_button;
  GtkWidget *right_button;
};

G_DEFINE_FINAL_TYPE (TmUtenaPlanForm, tm_utena_plan_form, GTK_TYPE_WIDGET)

enum {
  SIGNAL_PLAN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_clicked (GtkButton       *button,
            TmUtenaPlanForm *self)
{
  for (guint a = 0; a < 3; a++)
    if (tm_utena_plan_form_get_button (self, a) == GTK_WIDGET (button))
      g_signal_emit (self, signals[SIGNAL_PLAN], 0, (int) a);
}

void
tm_utena_plan_form_set_altars (TmUtenaPlanForm *self,
                               guint            altars)
{
  g_return_if_fail (TM_IS_UTENA_PLAN_FORM (self));

  for (guint a = 0; a < 3; a++)
    gtk_widget_set_visible (tm_utena_plan_form_get_button (self, a), (altars & (1u << a)) != 0);
}

GtkWidget *
tm_utena_plan_form_get_button (TmUtenaPlanForm *self,
                               guint            altar)
{
  g_return_val_if_fail (TM_IS_UTENA_PLAN_FORM (self), NULL);

  switch (altar)
    {
    case 0: return self->left_button;
    case 1: return self->centre_button;
    case 2: return self->right_button;
    default: g_return_val_if_reached (NULL);
    }
}

static void
tm_utena_plan_form_dispose (GObject *object)
{
  tm_dispose_template (GTK_WIDGET (object), TM_TYPE_UTENA_PLAN_FORM);

  G_OBJECT_CLASS (tm_utena_plan_form_parent_class)->dispose (object);
}

static void
tm_utena_plan_form_class_init (TmUtenaPlanFormClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_utena_plan_form_dispose;

  tm_focus_class_pass_to_children (widget_class);

  /* A button clicked (the altar: 0 left, 1 centre, 2 right). */
  signals[SIGNAL_PLAN] = g_signal_new ("plan", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-utena-plan-form.ui");
  gtk_widget_class_bind_template_child (widget_class, TmUtenaPlanForm, left_button);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaPlanForm, centre_button);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaPlanForm, right_button);
  gtk_widget_class_bind_template_callback (widget_class, on_clicked);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-utena-plan-form");
}

static void
tm_utena_plan_form_init (TmUtenaPlanForm *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tm_utena_plan_form_new (void)
{
  return g_object_new (TM_TYPE_UTENA_PLAN_FORM, NULL);
}
