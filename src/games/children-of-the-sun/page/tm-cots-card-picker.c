/* tm-cots-card-picker.c — choose one of the 32 cards: colour, then rotation */
#include "config.h"

#include "tm-cots-card-picker.h"
#include "widgets/tm-tooltip.h"
#include "widgets/tm-why-disabled.h"
#include "tm-cots-a11y.h"
#include "widgets/tm-focus.h"
#include "games/children-of-the-sun/rules/tm-cots-text.h"

#include <glib/gi18n.h>

#define N_ROTATIONS 8

struct _TmCotsCardPicker
{
  GtkWidget parent_instance;

  TmCotsCardSet seen;
  char *why_not[TM_COTS_N_CARDS];   /* refused besides the seen cards */
  int colour;                  /* -1: none chosen */
  int rotation;                /* G_MININT: none chosen */
  GtkWidget *colour_buttons[TM_COTS_N_COLOURS];
  GtkWidget *rotation_buttons[N_ROTATIONS];
  gboolean updating;

  /* Template widgets */
  GtkLabel *title_label;
  GtkBox *colour_box;
  GtkBox *rotation_box;
  GtkBox *rotation_box2;
};

G_DEFINE_FINAL_TYPE (TmCotsCardPicker, tm_cots_card_picker, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CARD,
  PROP_TITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

#define NO_ROTATION G_MININT

static const char *colour_css[] = { "red", "purple", "blue", "yellow" };

static int
rotation_of_index (int index)
{
  return index - 3;  /* -3 … 4 */
}

static gboolean
is_seen (TmCotsCardPicker *self,
         int               colour,
         int               rotation)
{
  TmCotsCard card = tm_cots_card_new (colour, rotation);

  return tm_cots_card_set_contains (self->seen, card) || self->why_not[card] != NULL;
}

/* Why a card cannot be chosen, in words. */
static char *
card_why_not (TmCotsCardPicker *self,
              TmCotsCard        card)
{
  g_autofree char *name = NULL;

  if (self->why_not[card] != NULL)
    return g_strdup (self->why_not[card]);
  name = tm_cots_text_card (card);
  return g_strdup_printf (_("%s has already been face up: every card exists only once."), name);
}

static char *
describe_rotation (int rotation);

static gboolean
colour_all_seen (TmCotsCardPicker *self,
                 int               colour)
{
  for (int i = 0; i < N_ROTATIONS; i++)
    if (!is_seen (self, colour, rotation_of_index (i)))
      return FALSE;
  return TRUE;
}

static gboolean
rotation_all_seen (TmCotsCardPicker *self,
                   int               rotation)
{
  for (int c = 0; c < TM_COTS_N_COLOURS; c++)
    if (!is_seen (self, c, rotation))
      return FALSE;
  return TRUE;
}

/* Makes seen cards unselectable given the other half of the choice. */
static void
update_sensitivity (TmCotsCardPicker *self)
{
  for (int c = 0; c < TM_COTS_N_COLOURS; c++)
    {
      /* Colours stay choosable: picking one drops a rotation it lacks. */
      gboolean unavailable = colour_all_seen (self, c);

      gtk_widget_set_sensitive (self->colour_buttons[c], !unavailable);
      if (unavailable)
        {
          g_autofree char *why = g_strdup_printf (_("No %s card can be played now."),
                                                  tm_cots_text_colour (c));

          gtk_widget_add_css_class (self->colour_buttons[c], "tm-seen");
          tm_tooltip_set_text (self->colour_buttons[c], why);
          tm_why_disabled_set (self->colour_buttons[c], why);
        }
      else
        {
          gtk_widget_remove_css_class (self->colour_buttons[c], "tm-seen");
          tm_tooltip_set_text (self->colour_buttons[c], NULL);
        }
    }
  for (int i = 0; i < N_ROTATIONS; i++)
    {
      int rotation = rotation_of_index (i);
      gboolean all = rotation_all_seen (self, rotation);
      gboolean unavailable = all || (self->colour >= 0 && is_seen (self, self->colour, rotation));
      g_autofree char *tooltip = NULL;

      gtk_widget_set_sensitive (self->rotation_buttons[i], !unavailable);
      if (unavailable)
        {
          /* The chosen colour's card, or (none chosen) the first one
           * refused by a rule rather than for being seen. */
          int colour = self->colour;

          for (int c = 0; colour < 0 && c < TM_COTS_N_COLOURS; c++)
            if (!tm_cots_card_set_contains (self->seen, tm_cots_card_new (c, rotation)))
              colour = c;
          colour = MAX (colour, 0);

          tooltip = card_why_not (self, tm_cots_card_new (colour, rotation));
          gtk_widget_add_css_class (self->rotation_buttons[i], "tm-seen");
        }
      else
        {
          tooltip = describe_rotation (rotation);
          gtk_widget_remove_css_class (self->rotation_buttons[i], "tm-seen");
        }
      tm_tooltip_set_text (self->rotation_buttons[i], tooltip);
      tm_why_disabled_set (self->rotation_buttons[i], unavailable ? tooltip : NULL);
    }
}

static void
sync_buttons (TmCotsCardPicker *self)
{
  self->updating = TRUE;
  for (int c = 0; c < TM_COTS_N_COLOURS; c++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->colour_buttons[c]), c == self->colour);
  for (int i = 0; i < N_ROTATIONS; i++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->rotation_buttons[i]),
                                  rotation_of_index (i) == self->rotation);
  self->updating = FALSE;
  update_sensitivity (self);
}

TmCotsCard
tm_cots_card_picker_get_card (TmCotsCardPicker *self)
{
  g_return_val_if_fail (TM_IS_COTS_CARD_PICKER (self), TM_COTS_NO_CARD);

  if (self->colour < 0 || self->rotation == NO_ROTATION)
    return TM_COTS_NO_CARD;
  return tm_cots_card_new (self->colour, self->rotation);
}

static void
set_choice (TmCotsCardPicker *self,
            int               colour,
            int               rotation)
{
  TmCotsCard before = tm_cots_card_picker_get_card (self);

  self->colour = colour;
  self->rotation = rotation;
  /* A seen card cannot stay chosen: keep the half just picked. */
  if (colour >= 0 && rotation != NO_ROTATION && is_seen (self, colour, rotation))
    self->rotation = NO_ROTATION;
  sync_buttons (self);

  if (tm_cots_card_picker_get_card (self) != before)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD]);
}

void
tm_cots_card_picker_set_card (TmCotsCardPicker *self,
                              TmCotsCard        card)
{
  g_return_if_fail (TM_IS_COTS_CARD_PICKER (self));

  if (card == TM_COTS_NO_CARD)
    set_choice (self, -1, NO_ROTATION);
  else
    set_choice (self, tm_cots_card_get_colour (card), tm_cots_card_get_rotation (card));
}

void
tm_cots_card_picker_clear (TmCotsCardPicker *self)
{
  tm_cots_card_picker_set_card (self, TM_COTS_NO_CARD);
}

void
tm_cots_card_picker_set_refusals (TmCotsCardPicker   *self,
                                  const char * const *why_not)
{
  g_return_if_fail (TM_IS_COTS_CARD_PICKER (self));

  for (int card = 0; card < TM_COTS_N_CARDS; card++)
    {
      g_free (self->why_not[card]);
      self->why_not[card] = why_not != NULL ? g_strdup (why_not[card]) : NULL;
    }
  set_choice (self, self->colour, self->rotation);
}

void
tm_cots_card_picker_set_seen (TmCotsCardPicker *self,
                              TmCotsCardSet     seen)
{
  g_return_if_fail (TM_IS_COTS_CARD_PICKER (self));

  self->seen = seen;
  set_choice (self, self->colour, self->rotation);
}

GtkWidget *
tm_cots_card_picker_get_colour_button (TmCotsCardPicker *self,
                                       TmCotsColour      colour)
{
  g_return_val_if_fail (TM_IS_COTS_CARD_PICKER (self), NULL);
  g_return_val_if_fail (colour < TM_COTS_N_COLOURS, NULL);
  return self->colour_buttons[colour];
}

GtkWidget *
tm_cots_card_picker_get_rotation_button (TmCotsCardPicker *self,
                                         int               rotation)
{
  g_return_val_if_fail (TM_IS_COTS_CARD_PICKER (self), NULL);
  g_return_val_if_fail (rotation >= -3 && rotation <= 4, NULL);
  return self->rotation_buttons[rotation + 3];
}

static void
on_colour_toggled (GtkToggleButton  *button,
                   TmCotsCardPicker *self)
{
  int colour = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "colour"));

  if (self->updating || !gtk_toggle_button_get_active (button))
    return;
  set_choice (self, colour, self->rotation);
}

static void
on_rotation_toggled (GtkToggleButton  *button,
                     TmCotsCardPicker *self)
{
  int rotation = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "rotation"));

  if (self->updating || !gtk_toggle_button_get_active (button))
    return;
  set_choice (self, self->colour, rotation);
}

static char *
describe_rotation (int rotation)
{
  if (rotation == 0)
    return g_strdup (_("Rotation 0: cannot turn the ghost"));
  if (rotation == 4)
    return g_strdup (_("Rotation 4: turns the ghost half way round"));
  if (rotation > 0)
    /* Translators: in the siege the ghost turns exactly this much, in
     * the analysis up to this much. */
    return g_strdup_printf (ngettext ("Rotation +%d: %d step clockwise",
                                      "Rotation +%d: %d steps clockwise", rotation),
                            rotation, rotation);
  return g_strdup_printf (ngettext ("Rotation −%d: %d step anticlockwise",
                                    "Rotation −%d: %d steps anticlockwise", -rotation),
                          -rotation, -rotation);
}

static void
create_buttons (TmCotsCardPicker *self)
{
  GtkToggleButton *group = NULL;

  for (int c = 0; c < TM_COTS_N_COLOURS; c++)
    {
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      GtkWidget *swatch = gtk_image_new ();
      GtkWidget *label = gtk_label_new (tm_cots_text_colour (c));
      g_autofree char *name = g_strdup_printf ("colour-%s", tm_cots_colour_to_letter (c));

      gtk_widget_add_css_class (swatch, "tm-swatch");
      gtk_widget_add_css_class (swatch, colour_css[c]);
      gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_box_append (GTK_BOX (box), swatch);
      gtk_box_append (GTK_BOX (box), label);
      gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_widget_set_name (button, name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, tm_cots_text_colour (c),
                                      -1);

      g_object_set_data (G_OBJECT (button), "colour", GINT_TO_POINTER (c));
      if (group != NULL)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), group);
      else
        group = GTK_TOGGLE_BUTTON (button);
      g_signal_connect (button, "toggled", G_CALLBACK (on_colour_toggled), self);
      gtk_box_append (self->colour_box, button);
      self->colour_buttons[c] = button;
    }

  group = NULL;
  for (int i = 0; i < N_ROTATIONS; i++)
    {
      int rotation = rotation_of_index (i);
      GtkWidget *button = gtk_toggle_button_new_with_label (tm_cots_text_rotation (rotation));
      g_autofree char *name = g_strdup_printf ("rotation-%s", tm_cots_text_rotation (rotation));
      g_autofree char *tooltip = describe_rotation (rotation);

      gtk_widget_set_name (button, name);
      tm_tooltip_set_text (button, tooltip);
      /* Said the way the tooltip says it, not as a bare "−1". */
      tm_cots_a11y_set_name (button, tooltip);
      g_object_set_data (G_OBJECT (button), "rotation", GINT_TO_POINTER (rotation));
      if (group != NULL)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), group);
      else
        group = GTK_TOGGLE_BUTTON (button);
      g_signal_connect (button, "toggled", G_CALLBACK (on_rotation_toggled), self);
      gtk_box_append (i < N_ROTATIONS / 2 ? self->rotation_box : self->rotation_box2, button);
      self->rotation_buttons[i] = button;
    }
}

/* The button of @row (0: colours, 1: rotations) the keyboard lands on:
 * the chosen one, or the first that can be chosen. */
static GtkWidget *
row_target (TmCotsCardPicker *self,
            int               row)
{
  GtkWidget **buttons = row == 0 ? self->colour_buttons : self->rotation_buttons;
  int n = row == 0 ? TM_COTS_N_COLOURS : N_ROTATIONS;

  for (int i = 0; i < n; i++)
    if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (buttons[i])) && gtk_widget_is_sensitive (buttons[i]))
      return buttons[i];
  for (int i = 0; i < n; i++)
    if (gtk_widget_is_sensitive (buttons[i]))
      return buttons[i];
  return NULL;
}

/* Each row is one Tab stop, like a radio group: Tab goes from the
 * colours to the rotations and on out of the picker; the arrows move
 * inside a row (Left/Right) and between the rows (Up/Down). */
static gboolean
tm_cots_card_picker_focus (GtkWidget        *widget,
                           GtkDirectionType  direction)
{
  TmCotsCardPicker *self = TM_COTS_CARD_PICKER (widget);
  GtkWidget *focus = tm_focus_get_current (widget);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  int row = -1, index = -1, next_row;
  GtkWidget *target;

  for (int i = 0; i < TM_COTS_N_COLOURS; i++)
    if (focus == self->colour_buttons[i])
      row = 0, index = i;
  for (int i = 0; i < N_ROTATIONS; i++)
    if (focus == self->rotation_buttons[i])
      row = 1, index = i;

  switch (direction)
    {
    case GTK_DIR_TAB_FORWARD:
    case GTK_DIR_DOWN:
      next_row = row + 1;
      if (row < 0 && direction == GTK_DIR_DOWN)
        next_row = 0;
      for (; next_row <= 1; next_row++)
        if ((target = row_target (self, next_row)) != NULL)
          return gtk_widget_grab_focus (target);
      return FALSE;

    case GTK_DIR_TAB_BACKWARD:
    case GTK_DIR_UP:
      next_row = row < 0 ? 1 : row - 1;
      for (; next_row >= 0; next_row--)
        if ((target = row_target (self, next_row)) != NULL)
          return gtk_widget_grab_focus (target);
      return FALSE;

    case GTK_DIR_LEFT:
    case GTK_DIR_RIGHT:
      {
        GtkWidget **buttons = row == 0 ? self->colour_buttons : self->rotation_buttons;
        int n = row == 0 ? TM_COTS_N_COLOURS : N_ROTATIONS;
        int step = (direction == GTK_DIR_RIGHT) != rtl ? 1 : -1;

        if (row < 0)
          return (target = row_target (self, 0)) != NULL && gtk_widget_grab_focus (target);
        for (int i = index + step; i >= 0 && i < n; i += step)
          if (gtk_widget_is_sensitive (buttons[i]))
            return gtk_widget_grab_focus (buttons[i]);
        gtk_widget_error_bell (widget);
        return TRUE;
      }

    default:
      return FALSE;
    }
}

gboolean
tm_cots_card_picker_focus_start (TmCotsCardPicker *self)
{
  GtkWidget *target;

  g_return_val_if_fail (TM_IS_COTS_CARD_PICKER (self), FALSE);

  target = row_target (self, 0);
  if (target == NULL)
    target = row_target (self, 1);
  return target != NULL && gtk_widget_grab_focus (target);
}

static void
tm_cots_card_picker_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  TmCotsCardPicker *self = TM_COTS_CARD_PICKER (object);

  switch (prop_id)
    {
    case PROP_CARD:
      g_value_set_int (value, tm_cots_card_picker_get_card (self));
      break;
    case PROP_TITLE:
      g_value_set_string (value, gtk_label_get_label (self->title_label));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_cots_card_picker_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  TmCotsCardPicker *self = TM_COTS_CARD_PICKER (object);
  const char *title;

  switch (prop_id)
    {
    case PROP_CARD:
      tm_cots_card_picker_set_card (self, (TmCotsCard) g_value_get_int (value));
      break;
    case PROP_TITLE:
      title = g_value_get_string (value);
      gtk_label_set_label (self->title_label, title);
      gtk_widget_set_visible (GTK_WIDGET (self->title_label), title != NULL && title[0] != '\0');
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_cots_card_picker_dispose (GObject *object)
{
  TmCotsCardPicker *self = TM_COTS_CARD_PICKER (object);

  tm_dispose_template (GTK_WIDGET (object), TM_TYPE_COTS_CARD_PICKER);
  for (int card = 0; card < TM_COTS_N_CARDS; card++)
    g_clear_pointer (&self->why_not[card], g_free);

  G_OBJECT_CLASS (tm_cots_card_picker_parent_class)->dispose (object);
}

static void
tm_cots_card_picker_class_init (TmCotsCardPickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_cots_card_picker_dispose;
  object_class->get_property = tm_cots_card_picker_get_property;
  object_class->set_property = tm_cots_card_picker_set_property;

  widget_class->focus = tm_cots_card_picker_focus;
  widget_class->grab_focus = tm_grab_focus_children;

  properties[PROP_CARD] =
    g_param_spec_int ("card", NULL, NULL,
                      TM_COTS_NO_CARD, TM_COTS_N_CARDS - 1, TM_COTS_NO_CARD,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-cots-card-picker.ui");
  gtk_widget_class_bind_template_child (widget_class, TmCotsCardPicker, title_label);
  gtk_widget_class_bind_template_child (widget_class, TmCotsCardPicker, colour_box);
  gtk_widget_class_bind_template_child (widget_class, TmCotsCardPicker, rotation_box);
  gtk_widget_class_bind_template_child (widget_class, TmCotsCardPicker, rotation_box2);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tm_cots_card_picker_init (TmCotsCardPicker *self)
{
  self->colour = -1;
  self->rotation = NO_ROTATION;

  gtk_widget_init_template (GTK_WIDGET (self));
  create_buttons (self);
  sync_buttons (self);
}

GtkWidget *
tm_cots_card_picker_new (void)
{
  return g_object_new (TM_TYPE_COTS_CARD_PICKER, NULL);
}
