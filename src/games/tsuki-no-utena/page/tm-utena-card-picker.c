/* tm-utena-card-picker.c — choosing a Tsuki no Utena card
 *
 * Two pages in a stack: the list of cards (a flow box of card views,
 * activated with a click or Enter) and the composer (toggle buttons
 * showing the icons, a preview, the rules core's reason while the icons
 * are not a card, and its warnings against the known cards).
 */
#include "config.h"

#include "widgets/tm-focus.h"
#include "widgets/tm-why-disabled.h"
#include "widgets/tm-tooltip.h"

#include "tm-utena-card-picker.h"
#include "tm-utena-card-view.h"
#include "tm-utena-form-hint.h"
#include "tm-utena-icon-paint.h"
#include "games/tsuki-no-utena/rules/tm-utena-typed.h"

#include <glib/gi18n.h>

#define N_PRACTITIONER_ICONS 26   /* 16 tools, 4 suns, 5 groups, the wild group */
#define TOGGLE_ICON_SIZE     28
#define LIST_ICON_SIZE       22

struct _TmUtenaCardPicker
{
  GtkWidget parent_instance;

  TmUtenaKind kind;
  GArray *known;                 /* guint32 */
  gboolean can_compose;
  guint32 composed;
  gboolean updating;
  GtkWidget *toggles[N_PRACTITIONER_ICONS];   /* by bit; desire cards use the first 13 */
  GtkWidget *preview;
  char *typed_error;             /* why the typed icons cannot be read, NULL: they can */
  char *typed_hint;              /* the names the word being typed may become, NULL: none */

  /* Template widgets */
  GtkStack *stack;
  GtkWidget *list_scroller;
  GtkFlowBox *card_list;
  GtkWidget *empty_label;
  GtkWidget *new_button;
  GtkLabel *compose_title;
  GtkEntry *typed_entry;
  GtkBox *preview_box;
  GtkBox *icon_box;
  GtkLabel *reason_label;
  GtkLabel *warning_label;
  GtkWidget *confirm_button;
};

G_DEFINE_FINAL_TYPE (TmUtenaCardPicker, tm_utena_card_picker, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_KIND,
  PROP_COMPOSING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_CARD_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
n_toggles (TmUtenaCardPicker *self)
{
  return self->kind == TM_UTENA_KIND_DESIRE ? TM_UTENA_N_CELLS : N_PRACTITIONER_ICONS;
}

/* The composer ------------------------------------------------------------ */

#define MAX_WARNINGS_SHOWN 1

/* The first warnings in full, then how many more: a wrong card usually
 * breaks the rule with many others, and one sentence says it. */
static char *
join_warnings (TmUtenaCardPicker *self,
               guint32            card)
{
  g_autoptr(GArray) warnings = tm_utena_check_card (self->kind, (const guint32 *) self->known->data,
                                                    self->known->len, card);
  GString *text = g_string_new (NULL);
  guint shown = MIN (warnings->len, MAX_WARNINGS_SHOWN);

  for (guint i = 0; i < shown; i++)
    {
      g_autofree char *line = tm_utena_warning_describe (&g_array_index (warnings, TmUtenaWarning, i));

      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, line);
    }
  if (warnings->len > shown)
    {
      g_string_append_c (text, '\n');
      g_string_append_printf (text,
                              ngettext ("It does not share exactly one icon with %u more known card either.",
                                        "It does not share exactly one icon with %u more known cards either.",
                                        warnings->len - shown),
                              warnings->len - shown);
    }
  return g_string_free (text, FALSE);
}

/* The preview, the reason and the warnings for the toggled icons. */
static void
update_composed (TmUtenaCardPicker *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *warnings = NULL;
  gboolean is_card;

  tm_utena_card_view_set_card (TM_UTENA_CARD_VIEW (self->preview), self->kind, self->composed);
  /* No tooltip: GTK would show it below the preview, over Use This Card,
   * the button pressed next (issue #25).  Its accessible name stays. */
  tm_tooltip_set_text (self->preview, NULL);
  if (self->kind == TM_UTENA_KIND_DESIRE)
    is_card = tm_utena_desire_check ((TmUtenaDesire) self->composed, &error);
  else
    is_card = tm_utena_card_check (self->composed, &error);

  if (self->typed_error != NULL)
    {
      is_card = FALSE;
      gtk_label_set_label (self->reason_label, self->typed_error);
      gtk_widget_remove_css_class (GTK_WIDGET (self->reason_label), "dim-label");
      gtk_widget_add_css_class (GTK_WIDGET (self->reason_label), "error");
    }
  /* Nothing toggled yet, or a word half typed, is no mistake: say what
   * to do, not in red. */
  else if (self->composed == 0 || self->typed_hint != NULL)
    {
      gtk_label_set_label (self->reason_label,
                           self->typed_hint != NULL ? self->typed_hint
                           : self->kind == TM_UTENA_KIND_DESIRE
                           ? _("Toggle the 4 icons the card shows.")
                           : _("Toggle the icons the card shows."));
      gtk_widget_remove_css_class (GTK_WIDGET (self->reason_label), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->reason_label), "dim-label");
    }
  else
    {
      gtk_label_set_label (self->reason_label, is_card ? "" : error->message);
      gtk_widget_remove_css_class (GTK_WIDGET (self->reason_label), "dim-label");
      gtk_widget_add_css_class (GTK_WIDGET (self->reason_label), "error");
    }
  /* Both keep their room, empty or not: nothing below them moves
   * between the clicks on the icons (issue #25). */
  gtk_widget_set_sensitive (self->confirm_button, is_card);
  tm_why_disabled_set (self->confirm_button, is_card ? NULL : gtk_label_get_label (self->reason_label));
  tm_tooltip_set_text (self->confirm_button,
                       is_card ? NULL : gtk_label_get_label (self->reason_label));

  warnings = is_card ? join_warnings (self, self->composed) : g_strdup ("");
  gtk_label_set_label (self->warning_label, warnings);
}

static void set_toggles (TmUtenaCardPicker *self);
static void write_typed (TmUtenaCardPicker *self);
static void on_confirm_clicked (TmUtenaCardPicker *self);

static void
on_icon_toggled (GtkToggleButton   *button,
                 TmUtenaCardPicker *self)
{
  guint32 icon = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "icon"));

  if (self->updating)
    return;
  if (gtk_toggle_button_get_active (button))
    self->composed |= icon;
  else
    self->composed &= ~icon;
  write_typed (self);
  update_composed (self);
}

/* The words typed, read at each key: the toggles follow them. */
static void
on_typed_changed (TmUtenaCardPicker *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->typed_entry));
  g_autoptr(GPtrArray) completions = tm_utena_typed_completions (self->kind, text);
  g_autoptr(GError) error = NULL;
  guint32 icons = 0;

  if (self->updating)
    return;
  g_clear_pointer (&self->typed_error, g_free);
  g_clear_pointer (&self->typed_hint, g_free);
  if (tm_utena_typed_parse (self->kind, text, TRUE, &icons, &error))
    {
      self->composed = icons;
      set_toggles (self);
    }
  else
    self->typed_error = g_strdup (error->message);
  if (completions->len > 1)
    {
      g_autofree char *names = NULL;

      g_ptr_array_add (completions, NULL);
      names = g_strjoinv (", ", (char **) completions->pdata);
      /* Translators: the icon names the word being typed may become, e.g.
       * "Type on: navy-cross, navy-snake, navy-gomoku, navy-horn" (the names stay in English). */
      self->typed_hint = g_strdup_printf (_("Type on: %s"), names);
    }
  update_composed (self);
}

/* Enter: the card typed is used, when it is one. */
static void
on_typed_activate (TmUtenaCardPicker *self)
{
  g_autoptr(GError) error = NULL;
  guint32 icons;

  if (!tm_utena_typed_parse (self->kind, gtk_editable_get_text (GTK_EDITABLE (self->typed_entry)),
                             FALSE, &icons, &error))
    {
      g_clear_pointer (&self->typed_hint, g_free);
      g_free (self->typed_error);
      self->typed_error = g_strdup (error->message);
      update_composed (self);
      return;
    }
  on_confirm_clicked (self);
}

static void
set_toggles (TmUtenaCardPicker *self)
{
  self->updating = TRUE;
  for (guint bit = 0; bit < n_toggles (self); bit++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->toggles[bit]),
                                  (self->composed & (1u << bit)) != 0);
  self->updating = FALSE;
}

/* The icons toggled, written as they are typed. */
static void
write_typed (TmUtenaCardPicker *self)
{
  g_autofree char *text = tm_utena_typed_format (self->kind, self->composed);

  g_clear_pointer (&self->typed_error, g_free);
  g_clear_pointer (&self->typed_hint, g_free);
  self->updating = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->typed_entry), text);
  gtk_editable_set_position (GTK_EDITABLE (self->typed_entry), -1);
  self->updating = FALSE;
}

static void
sync_toggles (TmUtenaCardPicker *self)
{
  set_toggles (self);
  write_typed (self);
  update_composed (self);
}

static char *
icon_name (TmUtenaKind kind,
           guint32     icon)
{
  g_autofree char *text = NULL;

  if (kind == TM_UTENA_KIND_DESIRE)
    return g_strdup (tm_utena_cell_to_string ((TmUtenaCell) __builtin_ctz (icon)));
  text = tm_utena_card_to_string (icon);        /* "[navy-snake]" */
  return g_strndup (text + 1, strlen (text) - 2);
}

static GtkWidget *
create_toggle (TmUtenaCardPicker *self,
               guint              bit)
{
  guint32 icon = 1u << bit;
  GtkWidget *button = gtk_toggle_button_new ();
  GtkWidget *view = tm_utena_card_view_new (self->kind, icon);
  g_autofree char *name = icon_name (self->kind, icon);
  g_autofree char *widget_name = g_strdup_printf ("icon-%s", name);
  g_autofree char *label = self->kind == TM_UTENA_KIND_DESIRE
                           ? tm_utena_desire_describe ((TmUtenaDesire) icon)
                           : tm_utena_icon_describe (icon);

  tm_utena_card_view_set_framed (TM_UTENA_CARD_VIEW (view), FALSE);
  tm_utena_card_view_set_icon_size (TM_UTENA_CARD_VIEW (view), TOGGLE_ICON_SIZE);
  /* The button speaks for the icon; the picture inside needs no name. */
  gtk_widget_set_tooltip_text (view, NULL);
  gtk_button_set_child (GTK_BUTTON (button), view);
  gtk_widget_set_name (button, widget_name);
  gtk_widget_set_tooltip_text (button, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "tm-utena-icon-toggle");
  g_object_set_data (G_OBJECT (button), "icon", GUINT_TO_POINTER (icon));
  g_signal_connect (button, "toggled", G_CALLBACK (on_icon_toggled), self);
  self->toggles[bit] = button;
  return button;
}

static GtkWidget *
add_section (TmUtenaCardPicker *self,
             const char        *title)
{
  GtkWidget *grid = gtk_grid_new ();

  /* Named for screen readers, not shown: every row of icons in view
   * at 800 × 560 (issue #25). */
  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 2);
  gtk_box_append (self->icon_box, grid);
  gtk_accessible_update_property (GTK_ACCESSIBLE (grid), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  return grid;
}

/* The entry says what it takes, on screen and to screen readers: the
 * examples in its tooltip, as it is narrow. */
static void
set_typed_help (TmUtenaCardPicker *self,
                const char        *examples)
{
  /* A keyboard, not a placeholder text: the entry would change width when
   * the text hides it, and move the icons under the pointer. */
  gtk_entry_set_icon_from_icon_name (self->typed_entry, GTK_ENTRY_ICON_PRIMARY, "input-keyboard-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->typed_entry), examples);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->typed_entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("The card’s icons, typed"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, examples, -1);
}

static void
create_toggles (TmUtenaCardPicker *self)
{
  GtkWidget *grid;

  if (self->kind == TM_UTENA_KIND_DESIRE)
    {
      gtk_label_set_label (self->compose_title, _("New desire card: its icons"));
      set_typed_help (self, _("Type the icons as in records, separated by spaces, "
                               "the start of a name is enough: blue snake group-red …"));
      grid = add_section (self, _("Tool colours"));
      for (guint c = 0; c < TM_UTENA_N_COLOURS; c++)
        gtk_grid_attach (GTK_GRID (grid), create_toggle (self, tm_utena_colour_cell (c)), (int) c, 0, 1, 1);
      grid = add_section (self, _("Shapes"));
      for (guint s = 0; s < TM_UTENA_N_SHAPES; s++)
        gtk_grid_attach (GTK_GRID (grid), create_toggle (self, tm_utena_shape_cell (s)), (int) s, 0, 1, 1);
      grid = add_section (self, _("Groups"));
      for (guint g = 0; g < TM_UTENA_N_GROUPS; g++)
        gtk_grid_attach (GTK_GRID (grid), create_toggle (self, tm_utena_group_cell (g)), (int) g, 0, 1, 1);
      return;
    }

  gtk_label_set_label (self->compose_title, _("New practitioner card: its icons"));
  set_typed_help (self, _("Type the icons as in records, separated by spaces, "
                          "the start of a name is enough: navy-snake sun-red group-blue …"));
  /* A row per colour: its four tools, then its sun (all four at once). */
  grid = add_section (self, _("Tool icons and suns"));
  for (guint c = 0; c < TM_UTENA_N_COLOURS; c++)
    {
      for (guint s = 0; s < TM_UTENA_N_SHAPES; s++)
        gtk_grid_attach (GTK_GRID (grid),
                         create_toggle (self, c * TM_UTENA_N_SHAPES + s),
                         (int) s, (int) c, 1, 1);
      gtk_grid_attach (GTK_GRID (grid),
                       create_toggle (self, TM_UTENA_CARD_SUNS_SHIFT + c),
                       TM_UTENA_N_SHAPES, (int) c, 1, 1);
    }
  grid = add_section (self, _("Groups, and the wild group of the card CC"));
  for (guint g = 0; g < TM_UTENA_N_GROUPS; g++)
    gtk_grid_attach (GTK_GRID (grid),
                     create_toggle (self, TM_UTENA_CARD_GROUPS_SHIFT + g),
                     (int) g, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), create_toggle (self, 25), TM_UTENA_N_GROUPS, 0, 1, 1);
}

static void
on_new_clicked (TmUtenaCardPicker *self)
{
  self->composed = 0;
  sync_toggles (self);
  gtk_stack_set_visible_child_name (self->stack, "compose");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPOSING]);
  /* Typing is the fewest keys; Tab goes on to the icons. */
  gtk_widget_grab_focus (GTK_WIDGET (self->typed_entry));
}

static void
on_confirm_clicked (TmUtenaCardPicker *self)
{
  guint32 card = self->composed;

  /* The button is insensitive until the icons are a card; check again
   * all the same, the signal's handlers rely on it. */
  if (self->kind == TM_UTENA_KIND_DESIRE ? !tm_utena_desire_check ((TmUtenaDesire) card, NULL)
                                         : !tm_utena_card_check (card, NULL))
    return;
  tm_utena_card_picker_reset (self);
  g_signal_emit (self, signals[SIGNAL_CARD_CHOSEN], 0, card);
}

/* The list ------------------------------------------------------------------ */

static void
on_child_activated (GtkFlowBox        *box,
                    GtkFlowBoxChild   *child,
                    TmUtenaCardPicker *self)
{
  GtkWidget *view = gtk_flow_box_child_get_child (child);

  g_signal_emit (self, signals[SIGNAL_CARD_CHOSEN], 0,
                 tm_utena_card_view_get_card (TM_UTENA_CARD_VIEW (view)));
}

/* GtkFlowBox moves Tab from card to card, so a keyboard user would press
 * it once per card to get past the list: Tab and Shift+Tab leave the list
 * (the arrow keys still move in it), as they leave a list box. */
static gboolean
on_list_key_pressed (GtkEventControllerKey *controller,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     TmUtenaCardPicker     *self)
{
  GtkDirectionType direction;
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));

  if (keyval != GDK_KEY_Tab && keyval != GDK_KEY_KP_Tab && keyval != GDK_KEY_ISO_Left_Tab)
    return FALSE;
  if (root == NULL)
    return FALSE;
  direction = keyval == GDK_KEY_ISO_Left_Tab || (state & GDK_SHIFT_MASK) != 0
              ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD;

  /* A list that cannot take the focus is skipped by the window's chain. */
  gtk_widget_set_can_focus (GTK_WIDGET (self->card_list), FALSE);
  gtk_widget_child_focus (root, direction);
  gtk_widget_set_can_focus (GTK_WIDGET (self->card_list), TRUE);
  return TRUE;
}

static void
update_list_page (TmUtenaCardPicker *self)
{
  gboolean empty = gtk_flow_box_get_child_at_index (self->card_list, 0) == NULL;

  gtk_widget_set_visible (self->list_scroller, !empty);
  gtk_widget_set_visible (self->empty_label, empty && self->can_compose);
  /* Said of the kind this list offers: desire cards entered do not make
   * a practitioner card known.  Cards entered before that do not fit
   * here are not listed: say so, rather than that none was entered. */
  if (self->kind == TM_UTENA_KIND_DESIRE)
    gtk_label_set_label (GTK_LABEL (self->empty_label),
                         self->known->len == 0 ? _("No desire card entered yet: compose it by its icons.")
                                               : _("None of the desire cards entered so far can be this one: compose it by its icons."));
  else
    gtk_label_set_label (GTK_LABEL (self->empty_label),
                         self->known->len == 0 ? _("No practitioner card entered yet: compose it by its icons.")
                                               : _("None of the practitioner cards entered so far can be this one: compose it by its icons."));
  gtk_widget_set_visible (self->new_button, self->can_compose);
}

void
tm_utena_card_picker_set_cards (TmUtenaCardPicker *self,
                                const guint32     *cards,
                                guint              n_cards)
{
  GtkWidget *child;

  g_return_if_fail (TM_IS_UTENA_CARD_PICKER (self));
  g_return_if_fail (cards != NULL || n_cards == 0);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->card_list))) != NULL)
    gtk_flow_box_remove (self->card_list, child);
  for (guint i = 0; i < n_cards; i++)
    {
      GtkWidget *view = tm_utena_card_view_new (self->kind, cards[i]);
      g_autofree char *label = self->kind == TM_UTENA_KIND_DESIRE
                               ? tm_utena_desire_describe ((TmUtenaDesire) cards[i])
                               : tm_utena_card_describe (cards[i]);

      tm_utena_card_view_set_icon_size (TM_UTENA_CARD_VIEW (view), LIST_ICON_SIZE);
      gtk_flow_box_append (self->card_list, view);
      child = gtk_widget_get_parent (view);
      gtk_accessible_update_property (GTK_ACCESSIBLE (child),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
    }
  update_list_page (self);
}

void
tm_utena_card_picker_set_chosen (TmUtenaCardPicker *self,
                                 const guint32     *cards,
                                 guint              n_cards)
{
  g_return_if_fail (TM_IS_UTENA_CARD_PICKER (self));
  g_return_if_fail (cards != NULL || n_cards == 0);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->card_list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *view = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));
      guint32 card = tm_utena_card_view_get_card (TM_UTENA_CARD_VIEW (view));
      gboolean chosen = FALSE;

      for (guint i = 0; i < n_cards; i++)
        chosen |= cards[i] == card;
      /* The keyboard's place in the list is kept: on to the next card. */
      if (chosen && gtk_widget_has_focus (child))
        {
          GtkWidget *next = gtk_widget_get_next_sibling (child);

          while (next != NULL && !gtk_widget_get_sensitive (next))
            next = gtk_widget_get_next_sibling (next);
          if (next == NULL)
            for (next = gtk_widget_get_prev_sibling (child); next != NULL && !gtk_widget_get_sensitive (next);)
              next = gtk_widget_get_prev_sibling (next);
          if (next != NULL)
            gtk_widget_grab_focus (next);
          else
            /* Every card of the list is chosen: on to "New Card…". */
            gtk_widget_grab_focus (self->new_button);
        }
      gtk_widget_set_sensitive (child, !chosen);
    }
}

void
tm_utena_card_picker_set_known (TmUtenaCardPicker *self,
                                const guint32     *cards,
                                guint              n_cards)
{
  g_return_if_fail (TM_IS_UTENA_CARD_PICKER (self));
  g_return_if_fail (cards != NULL || n_cards == 0);

  g_array_set_size (self->known, 0);
  g_array_append_vals (self->known, cards, n_cards);
  update_composed (self);
  update_list_page (self);
}

void
tm_utena_card_picker_set_can_compose (TmUtenaCardPicker *self,
                                      gboolean           can_compose)
{
  g_return_if_fail (TM_IS_UTENA_CARD_PICKER (self));

  self->can_compose = can_compose;
  if (!can_compose)
    tm_utena_card_picker_reset (self);
  update_list_page (self);
}

void
tm_utena_card_picker_reset (TmUtenaCardPicker *self)
{
  g_return_if_fail (TM_IS_UTENA_CARD_PICKER (self));

  self->composed = 0;
  sync_toggles (self);
  if (tm_utena_card_picker_get_composing (self))
    {
      gtk_stack_set_visible_child_name (self->stack, "list");
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPOSING]);
    }
}

GtkWidget *
tm_utena_card_picker_get_entry_start (TmUtenaCardPicker *self)
{
  g_return_val_if_fail (TM_IS_UTENA_CARD_PICKER (self), NULL);

  /* The list first when it offers a card (the fewest keys); "New
   * Card…" just before it, a Shift+Tab away. */
  if (gtk_widget_get_visible (self->list_scroller))
    return GTK_WIDGET (self->card_list);
  return GTK_WIDGET (self);
}

gboolean
tm_utena_card_picker_get_composing (TmUtenaCardPicker *self)
{
  g_return_val_if_fail (TM_IS_UTENA_CARD_PICKER (self), FALSE);
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "compose") == 0;
}

TmUtenaKind
tm_utena_card_picker_get_kind (TmUtenaCardPicker *self)
{
  g_return_val_if_fail (TM_IS_UTENA_CARD_PICKER (self), TM_UTENA_KIND_PRACTITIONER);
  return self->kind;
}

/* The class ------------------------------------------------------------------ */

static void
tm_utena_card_picker_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  TmUtenaCardPicker *self = TM_UTENA_CARD_PICKER (object);

  switch (prop_id)
    {
    case PROP_KIND:
      g_value_set_int (value, self->kind);
      break;
    case PROP_COMPOSING:
      g_value_set_boolean (value, tm_utena_card_picker_get_composing (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_utena_card_picker_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  TmUtenaCardPicker *self = TM_UTENA_CARD_PICKER (object);

  switch (prop_id)
    {
    case PROP_KIND:
      self->kind = (TmUtenaKind) g_value_get_int (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tm_utena_card_picker_constructed (GObject *object)
{
  TmUtenaCardPicker *self = TM_UTENA_CARD_PICKER (object);

  G_OBJECT_CLASS (tm_utena_card_picker_parent_class)->constructed (object);

  /* The toggles depend on the kind, known only now. */
  self->preview = tm_utena_card_view_new (self->kind, 0);
  gtk_widget_set_valign (self->preview, GTK_ALIGN_CENTER);
  gtk_box_append (self->preview_box, self->preview);
  create_toggles (self);
  sync_toggles (self);
  update_list_page (self);
}

static void
tm_utena_card_picker_dispose (GObject *object)
{
  tm_dispose_template (GTK_WIDGET (object), TM_TYPE_UTENA_CARD_PICKER);

  G_OBJECT_CLASS (tm_utena_card_picker_parent_class)->dispose (object);
}

static void
tm_utena_card_picker_finalize (GObject *object)
{
  TmUtenaCardPicker *self = TM_UTENA_CARD_PICKER (object);

  g_array_unref (self->known);
  g_free (self->typed_error);
  g_free (self->typed_hint);

  G_OBJECT_CLASS (tm_utena_card_picker_parent_class)->finalize (object);
}

static void
tm_utena_card_picker_class_init (TmUtenaCardPickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tm_utena_card_picker_constructed;
  object_class->dispose = tm_utena_card_picker_dispose;
  object_class->finalize = tm_utena_card_picker_finalize;
  object_class->get_property = tm_utena_card_picker_get_property;
  object_class->set_property = tm_utena_card_picker_set_property;

  tm_focus_class_pass_to_children (widget_class);

  properties[PROP_KIND] =
    g_param_spec_int ("kind", NULL, NULL,
                      TM_UTENA_KIND_PRACTITIONER, TM_UTENA_KIND_DESIRE, TM_UTENA_KIND_PRACTITIONER,
                      G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /* Whether a new card is being composed by its icons. */
  properties[PROP_COMPOSING] =
    g_param_spec_boolean ("composing", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* card-chosen (guint32 card): a TmUtenaCard or a TmUtenaDesire. */
  signals[SIGNAL_CARD_CHOSEN] =
    g_signal_new ("card-chosen",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-utena-card-picker.ui");
  gtk_widget_class_bind_template_child (widget_class, TmUtenaCardPicker, stack);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaCardPicker, list_scroller);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaCardPicker, card_list);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaCardPicker, empty_label);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaCardPicker, new_button);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaCardPicker, compose_title);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaCardPicker, typed_entry);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaCardPicker, preview_box);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaCardPicker, icon_box);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaCardPicker, reason_label);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaCardPicker, warning_label);
  gtk_widget_class_bind_template_child (widget_class, TmUtenaCardPicker, confirm_button);
  gtk_widget_class_bind_template_callback (widget_class, on_child_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_new_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_confirm_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_typed_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_typed_activate);
  gtk_widget_class_bind_template_callback (widget_class, tm_utena_card_picker_reset);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tm_utena_card_picker_init (TmUtenaCardPicker *self)
{
  GtkEventController *keys;

  self->known = g_array_new (FALSE, FALSE, sizeof (guint32));
  self->can_compose = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  tm_utena_form_reserve_lines (self->reason_label, 2);
  tm_utena_form_reserve_lines (self->warning_label, 4);

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_list_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->card_list), keys);
}

GtkWidget *
tm_utena_card_picker_new (TmUtenaKind kind)
{
  return g_object_new (TM_TYPE_UTENA_CARD_PICKER, "kind", (int) kind, NULL);
}
