/* tm-utena-pair-checker.c — two Tsuki no Utena cards and what they take
 *
 * A window outside any game: the players pick two practitioner cards
 * from their card memory (or compose them), and see the pair with its
 * matching icons highlighted, the match in words and the cloud cells it
 * pays from.  The match and its sentence come from the rules core
 * (tm_utena_cards_match(), tm_utena_match_explain()).  A composed card
 * is remembered in the card memory, as the game page does, so that it
 * is in the list next time.
 */
#include "config.h"

#include "widgets/tm-accessible-name.h"

#include "widgets/tm-adaptive-box.h"
#include "widgets/tm-toast-guard.h"
#include "widgets/tm-tooltip.h"

#include "tm-utena-card-picker.h"
#include "tm-utena-card-view.h"
#include "games/tsuki-no-utena/rules/tm-utena-catalogue.h"
#include "tm-utena-icon-paint.h"
#include "tm-utena-pair-checker.h"

#include <glib/gi18n.h>

#define PAIR_ICON_SIZE 44
#define CELL_ICON_SIZE 36
#define MAX_CELLS      (2 * TM_UTENA_N_TOOLS + TM_UTENA_N_GROUPS)

struct _TmUtenaPairChecker
{
  AdwWindow parent_instance;

  char *catalogue_path;
  TmUtenaCard cards[2];
  GtkWidget *views[2];
  GtkWidget *pickers[2];

  /* Template widgets */
  AdwToastOverlay *toast_overlay;
  TmUtenaCardView *first_view;
  TmUtenaCardView *second_view;
  GtkLabel *result_label;
  GtkBox *cells_box;
  GtkBox *first_box;
  GtkBox *second_box;
};

G_DEFINE_FINAL_TYPE (TmUtenaPairChecker, tm_utena_pair_checker, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_CATALOGUE_PATH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
add_toast (TmUtenaPairChecker *self,
           const char         *title)
{
  AdwToast *toast = adw_toast_new (title);

  adw_toast_set_timeout (toast, 0);   /* an error stays until dismissed */
  tm_toast_guard_add (self->toast_overlay, toast);
}

/* The card memory, read again from disk each time: the game page may
 * have added cards since. */
static TmUtenaCatalogue *
load_catalogue (TmUtenaPairChecker *self)
{
  g_autoptr(TmUtenaCatalogue) catalogue = tm_utena_catalogue_new ();
  g_autoptr(GError) error = NULL;

  if (!tm_catalogue_load_or_empty (TM_CATALOGUE (catalogue), self->catalogue_path, &error))
    {
      g_autofree char *title = g_strdup_printf (_("The card memory could not be read: %s"),
                                                error->message);

      add_toast (self, title);
    }
  return g_steal_pointer (&catalogue);
}

static void
update_lists (TmUtenaPairChecker *self,
              TmUtenaCatalogue   *catalogue)
{
  guint n = tm_utena_catalogue_get_n_cards (catalogue, TM_UTENA_KIND_PRACTITIONER);
  g_autofree guint32 *cards = g_new0 (guint32, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    cards[i] = tm_utena_catalogue_get_card (catalogue, TM_UTENA_KIND_PRACTITIONER, i);
  for (guint p = 0; p < 2; p++)
    {
      tm_utena_card_picker_set_cards (TM_UTENA_CARD_PICKER (self->pickers[p]), cards, n);
      tm_utena_card_picker_set_known (TM_UTENA_CARD_PICKER (self->pickers[p]), cards, n);
    }
}

/* A card composed here joins the card memory, like one entered in a game. */
static void
remember (TmUtenaPairChecker *self,
          TmUtenaCard         card)
{
  g_autoptr(TmUtenaCatalogue) catalogue = load_catalogue (self);
  g_autoptr(GError) error = NULL;

  if (tm_utena_catalogue_contains (catalogue, TM_UTENA_KIND_PRACTITIONER, card))
    return;
  if (!tm_utena_catalogue_add (catalogue, TM_UTENA_KIND_PRACTITIONER, card, NULL, &error)
      || !tm_catalogue_save (TM_CATALOGUE (catalogue), self->catalogue_path, &error))
    {
      g_autofree char *title = g_strdup_printf (_("The card is checked but not remembered: %s"),
                                                error->message);

      add_toast (self, title);
      return;
    }
  update_lists (self, catalogue);
}

static GtkWidget *
cell_widget (TmUtenaCell cell)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *icon = tm_utena_card_view_new (TM_UTENA_KIND_DESIRE, tm_utena_desire_icon (cell));
  /* Translators: one marker taken from a cloud cell, under its icon. */
  GtkWidget *label = gtk_label_new (_("+1 marker"));
  const char *name = tm_utena_cell_describe (cell);

  tm_utena_card_view_set_framed (TM_UTENA_CARD_VIEW (icon), FALSE);
  tm_utena_card_view_set_icon_size (TM_UTENA_CARD_VIEW (icon), CELL_ICON_SIZE);
  gtk_widget_set_halign (icon, GTK_ALIGN_CENTER);
  tm_tooltip_set_text (icon, name);
  gtk_widget_add_css_class (label, "caption");
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  return box;
}

static void
update_result (TmUtenaPairChecker *self)
{
  TmUtenaMatch none = { 0, 0 };
  TmUtenaMatch match = none;
  TmUtenaCell cells[MAX_CELLS];
  guint n_cells = 0;
  GtkWidget *child;
  g_autofree char *text = NULL;

  if (self->cards[0] != TM_UTENA_NO_CARD && self->cards[1] != TM_UTENA_NO_CARD)
    {
      match = tm_utena_cards_match (self->cards[0], self->cards[1]);
      text = tm_utena_match_explain (self->cards[0], self->cards[1]);
      /* The cells a game takes from, as `tablemate-cli match` lists
       * them: a pair sharing more than one icon (entered wrongly, as
       * the sentence says) takes from those of each. */
      n_cells = tm_utena_match_get_cells (match, cells, G_N_ELEMENTS (cells));
    }
  else if (self->cards[0] == TM_UTENA_NO_CARD && self->cards[1] == TM_UTENA_NO_CARD)
    text = g_strdup (_("Pick two practitioner cards to see what the pair takes."));
  else if (self->cards[0] == TM_UTENA_NO_CARD)
    text = g_strdup (_("Now pick the first card."));
  else
    text = g_strdup (_("Now pick the second card."));

  for (guint i = 0; i < 2; i++)
    tm_utena_card_view_set_match (TM_UTENA_CARD_VIEW (self->views[i]), match);
  gtk_label_set_label (self->result_label, text);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->cells_box))) != NULL)
    gtk_box_remove (self->cells_box, child);
  for (guint i = 0; i < n_cells; i++)
    gtk_box_append (self->cells_box, cell_widget (cells[i]));
  gtk_widget_set_visible (GTK_WIDGET (self->cells_box), n_cells > 0);
}

void
tm_utena_pair_checker_set_card (TmUtenaPairChecker *self,
                                guint               index,
                                TmUtenaCard         card)
{
  g_return_if_fail (TM_IS_UTENA_PAIR_CHECKER (self));
  g_return_if_fail (index < 2);

  self->cards[index] = card;
  tm_utena_card_view_set_card (TM_UTENA_CARD_VIEW (self->views[index]),
                               TM_UTENA_KIND_PRACTITIONER, card);
  update_result (self);
}

TmUtenaCard
tm_utena_pair_checker_get_card (TmUtenaPairChecker *self,
                                guint               index)
{
  g_return_val_if_fail (TM_IS_UTENA_PAIR_CHECKER (self), TM_UTENA_NO_CARD);
  g_return_val_if_fail (index < 2, TM_UTENA_NO_CARD);
  return self->cards[index];
}

GtkWidget *
tm_utena_pair_checker_get_picker (TmUtenaPairChecker *self,
                                  guint               index)
{
  g_return_val_if_fail (TM_IS_UTENA_PAIR_CHECKER (self), NULL);
  g_return_val_if_fail (index < 2, NULL);
  return self->pickers[index];
}

static void
on_card_chosen (TmUtenaCardPicker  *picker,
                guint               card,
                TmUtenaPairChecker *self)
{
  guint index = picker == TM_UTENA_CARD_PICKER (self->pickers[0]) ? 0 : 1;

  tm_utena_pair_checker_set_card (self, index, card);
  remember (self, card);
}

/* The class ------------------------------------------------------------------ */

static void
tm_utena_pair_checker_constructed (GObject *object)
{
  TmUtenaPairChecker *self = TM_UTENA_PAIR_CHECKER (object);
  g_autoptr(TmUtenaCatalogue) catalogue = NULL;

  G_OBJECT_CLASS (tm_utena_pair_checker_parent_class)->constructed (object);

  if (self->catalogue_path == NULL)
    self->catalogue_path = tm_utena_catalogue_get_default_path ();
  catalogue = load_catalogue (self);
  update_lists (self, catalogue);
}

static void
tm_utena_pair_checker_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  TmUtenaPairChecker *self = TM_UTENA_PAIR_CHECKER (object);

  switch (prop_id)
    {
    case PROP_CATALOGUE_PATH:
      g_value_set_string (value, self->catalogue_path);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_utena_pair_checker_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  TmUtenaPairChecker *self = TM_UTENA_PAIR_CHECKER (object);

  switch (prop_id)
    {
    case PROP_CATALOGUE_PATH:
      g_free (self->catalogue_path);
      self->catalogue_path = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_utena_pair_checker_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TM_TYPE_UTENA_PAIR_CHECKER);

  G_OBJECT_CLASS (tm_utena_pair_checker_parent_class)->dispose (object);
}

static void
tm_utena_pair_checker_finalize (GObject *object)
{
  TmUtenaPairChecker *self = TM_UTENA_PAIR_CHECKER (object);

  g_free (self->catalogue_path);

  G_OBJECT_CLASS (tm_utena_pair_checker_parent_class)->finalize (object);
}

static void
tm_utena_pair_checker_class_init (TmUtenaPairCheckerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tm_utena_pair_checker_constructed;
  object_class->dispose = tm_utena_pair_checker_dispose;
  object_class->finalize = tm_utena_pair_checker_finalize;
  object_class->get_property = tm_utena_pair_checker_get_property;
  object_class->set_property = tm_utena_pair_checker_set_property;

  properties[PROP_CATALOGUE_PATH] =
    g_param_spec_string ("catalogue-path", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TM_TYPE_ADAPTIVE_BOX);
  g_type_ensure (TM_TYPE_UTENA_CARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-utena-pair-checker.ui");
  gtk_widget_class_bind_template_child (widget_class, TmUtenaPairChecker, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaPairChecker, first_view);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaPairChecker, second_view);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaPairChecker, result_label);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaPairChecker, cells_box);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaPairChecker, first_box);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaPairChecker, second_box);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tm_utena_pair_checker_init (TmUtenaPairChecker *self)
{
  GtkBox *boxes[2];

  gtk_widget_init_template (GTK_WIDGET (self));
  tm_accessible_name_toasts (self->toast_overlay);
  boxes[0] = self->first_box;
  boxes[1] = self->second_box;
  self->views[0] = GTK_WIDGET (self->first_view);
  self->views[1] = GTK_WIDGET (self->second_view);

  for (guint i = 0; i < 2; i++)
    {
      static const char * const picker_names[2] = { "first-picker", "second-picker" };

      tm_utena_card_view_set_icon_size (TM_UTENA_CARD_VIEW (self->views[i]), PAIR_ICON_SIZE);

      self->pickers[i] = tm_utena_card_picker_new (TM_UTENA_KIND_PRACTITIONER);
      gtk_widget_set_name (self->pickers[i], picker_names[i]);
      g_signal_connect (self->pickers[i], "card-chosen", G_CALLBACK (on_card_chosen), self);
      gtk_box_append (boxes[i], self->pickers[i]);
    }
  update_result (self);
}

GtkWidget *
tm_utena_pair_checker_new (GtkWindow *parent)
{
  return g_object_new (TM_TYPE_UTENA_PAIR_CHECKER,
                       "transient-for", parent,
                       NULL);
}
