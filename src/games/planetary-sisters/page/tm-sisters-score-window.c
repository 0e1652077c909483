/* tm-sisters-score-window.c — scoring a game of Planetary Sisters played without tracking
 *
 * The card steps ("slots": each house, each keeper pair, the field) share
 * one grid of toggles; which slot holds each rank is the window's only
 * state besides the names.  Sizes come from the core where it has them
 * (house, field); the score sheet checks everything again when scoring.
 */
#include "config.h"

#include "widgets/tm-accessible-name.h"
#include "widgets/tm-toast-guard.h"
#include "widgets/tm-tooltip.h"

#include "tm-sisters-score-window.h"
#include "games/planetary-sisters/rules/tm-sisters-catalogue.h"
#include "tm-sisters-card-view.h"
#include "games/planetary-sisters/rules/tm-sisters-score-sheet.h"
#include "tm-sisters-setup.h"
#include "games/planetary-sisters/rules/tm-sisters-state.h"

#include <glib/gi18n.h>

#define GRID_COLUMNS 6
/* 番人札: two each with two players (RULES.md §2). */
#define KEEPERS_SIZE 2
#define MAX_SLOTS (TM_SISTERS_MAX_PLAYERS * 2 + 1)

typedef enum {
  SLOT_HOUSE,
  SLOT_KEEPERS,
  SLOT_FIELD,
} SlotKind;

typedef struct
{
  SlotKind kind;
  guint player;
  guint size;
} Slot;

/* Steps: the players, one per slot, the emblems, the breakdown. */
#define STEP_PLAYERS (-1)

struct _TmSistersScoreWindow
{
  AdwWindow parent_instance;

  GSettings *settings;
  TmSistersCatalogue *catalogue;
  char *catalogue_path;

  guint n_players;
  GtkWidget *count_buttons[TM_SISTERS_MAX_PLAYERS + 1];
  GtkWidget *name_rows[TM_SISTERS_MAX_PLAYERS];
  Slot slots[MAX_SLOTS];
  guint n_slots;
  guint slots_players;                 /* the player count the slots were made for */
  int owner[TM_SISTERS_N_RANKS + 1];   /* the slot holding each rank, or -1 */
  int step;                            /* STEP_PLAYERS, a slot, n_slots: emblems, n_slots + 1: breakdown */
  int emblems_rank;
  GtkWidget *rank_buttons[TM_SISTERS_N_RANKS + 1];
  gboolean updating;

  /* Template widgets */
  AdwWindowTitle *window_title;
  GtkWidget *back_button;
  GtkWidget *next_button;
  AdwToastOverlay *toast_overlay;
  GtkStack *stack;
  GtkWidget *count_box;
  AdwPreferencesGroup *names_group;
  GtkLabel *names_hint;
  GtkLabel *cards_title;
  GtkLabel *cards_prompt;
  GtkWidget *rank_grid;
  GtkEntry *ranks_entry;
  GtkLabel *cards_error;
  GtkLabel *cards_chosen;
  GtkWidget *chosen_row;       /* the cards chosen, drawn */
  TmSistersCardView *chosen_cards[TM_SISTERS_HOUSE_SIZE];
  GtkLabel *cards_others;
  GtkLabel *emblems_title;
  GtkLabel *emblems_prompt;
  TmSistersEmblemPicker *picker;
  TmSistersBreakdown *breakdown;
  GtkWidget *copy_button;
  GtkWidget *again_button;
};

G_DEFINE_FINAL_TYPE (TmSistersScoreWindow, tm_sisters_score_window, ADW_TYPE_WINDOW)

static void show_step (TmSistersScoreWindow *self, int step);

static void
show_toast (TmSistersScoreWindow *self,
            const char           *text)
{
  tm_toast_guard_add (self->toast_overlay, adw_toast_new (text));
}

/* Names ---------------------------------------------------------------- */

/* The names in seat order (NULL-terminated); an empty row is "Player N". */
static GStrv
get_names (TmSistersScoreWindow *self)
{
  GStrv names = g_new0 (char *, self->n_players + 1);

  for (guint p = 0; p < self->n_players; p++)
    {
      g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_rows[p]))));

      /* Translators: the name of a player left unnamed in the score window. */
      names[p] = name[0] != '\0' ? g_steal_pointer (&name) : g_strdup_printf (_("Player %u"), p + 1);
    }
  return names;
}

static const char *
names_problem (TmSistersScoreWindow *self)
{
  g_auto(GStrv) names = get_names (self);

  for (guint i = 0; i < self->n_players; i++)
    for (guint j = i + 1; j < self->n_players; j++)
      if (g_utf8_collate (names[i], names[j]) == 0)
        return _("Two players have the same name: the table would mix them up.");
  return NULL;
}

void
tm_sisters_score_window_set_n_players (TmSistersScoreWindow *self,
                                       guint                 n_players)
{
  g_return_if_fail (TM_IS_SISTERS_SCORE_WINDOW (self));
  g_return_if_fail (n_players >= TM_SISTERS_MIN_PLAYERS && n_players <= TM_SISTERS_MAX_PLAYERS);

  self->n_players = n_players;
  self->updating = TRUE;
  for (guint n = TM_SISTERS_MIN_PLAYERS; n <= TM_SISTERS_MAX_PLAYERS; n++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->count_buttons[n]), n == n_players);
  self->updating = FALSE;
  for (guint p = 0; p < TM_SISTERS_MAX_PLAYERS; p++)
    gtk_widget_set_visible (self->name_rows[p], p < n_players);
  show_step (self, STEP_PLAYERS);
}

static void
on_count_toggled (GtkToggleButton      *button,
                  TmSistersScoreWindow *self)
{
  if (self->updating || !gtk_toggle_button_get_active (button))
    return;
  tm_sisters_score_window_set_n_players (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "n")));
}

/* Slots ---------------------------------------------------------------- */

static guint
field_size (guint n_players)
{
  TmSistersState state;

  tm_sisters_state_init (&state, n_players, -1);
  return tm_sisters_state_get_field_size (&state);
}

/* The slots for the player count; the cards entered go when it changes. */
static void
make_slots (TmSistersScoreWindow *self)
{
  guint n = 0;

  for (guint p = 0; p < self->n_players; p++)
    {
      self->slots[n++] = (Slot) { SLOT_HOUSE, p, TM_SISTERS_HOUSE_SIZE };
      if (self->n_players == 2)
        self->slots[n++] = (Slot) { SLOT_KEEPERS, p, KEEPERS_SIZE };
    }
  self->slots[n++] = (Slot) { SLOT_FIELD, 0, field_size (self->n_players) };
  if (self->slots_players != self->n_players)
    for (int r = 0; r <= TM_SISTERS_N_RANKS; r++)
      self->owner[r] = -1;
  self->slots_players = self->n_players;
  self->n_slots = n;
}

static TmSistersCardSet
slot_cards (TmSistersScoreWindow *self,
            int                   slot)
{
  TmSistersCardSet cards = 0;

  for (int r = 1; r <= TM_SISTERS_N_RANKS; r++)
    if (self->owner[r] == slot)
      cards = tm_sisters_card_set_add (cards, r);
  return cards;
}

static char *
slot_title (TmSistersScoreWindow *self,
            const Slot           *slot)
{
  g_auto(GStrv) names = get_names (self);

  switch (slot->kind)
    {
    case SLOT_HOUSE:
      /* Translators: a step of the score window: a player's house (家札). */
      return g_strdup_printf (_("%s’s house"), names[slot->player]);
    case SLOT_KEEPERS:
      /* Translators: a step of the score window: a player's keeper cards (番人札). */
      return g_strdup_printf (_("%s’s keepers"), names[slot->player]);
    case SLOT_FIELD:
    default:
      /* Translators: a step of the score window: the field at the end. */
      return g_strdup (_("The last field"));
    }
}

static char *
slot_prompt (TmSistersScoreWindow *self,
             const Slot           *slot)
{
  switch (slot->kind)
    {
    case SLOT_HOUSE:
      /* Translators: the cards of a house: 8. */
      return g_strdup_printf (_("Click the %u cards of this house, in any order."), slot->size);
    case SLOT_KEEPERS:
      /* Translators: two players: the keeper cards, the hand left at the end. */
      return g_strdup_printf (_("Click the %u keeper cards: the hand left at the end."), slot->size);
    case SLOT_FIELD:
    default:
      /* Translators: the cards left on the field at the end. */
      return g_strdup_printf (_("Click the %u cards left on the field at the end."), slot->size);
    }
}

/* The grid for slot @slot: its cards on, cards of other slots off and
 * disabled, and the rest disabled too once the slot is full. */
static void
update_grid (TmSistersScoreWindow *self,
             int                   slot)
{
  guint chosen = tm_sisters_card_set_size (slot_cards (self, slot));
  gboolean full = chosen >= self->slots[slot].size;

  self->updating = TRUE;
  for (int r = 1; r <= TM_SISTERS_N_RANKS; r++)
    {
      GtkWidget *button = self->rank_buttons[r];
      int owner = self->owner[r];

      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), owner == slot);
      gtk_widget_set_sensitive (button, owner == slot || (owner < 0 && !full));
      if (owner >= 0 && owner != slot)
        {
          g_autofree char *where = slot_title (self, &self->slots[owner]);

          tm_tooltip_set_text (button, where);
        }
      else
        tm_tooltip_set_text (button, NULL);
    }
  self->updating = FALSE;
}

static void
update_cards_labels (TmSistersScoreWindow *self,
                     int                   slot)
{
  TmSistersCardSet cards = slot_cards (self, slot);
  g_autofree char *list = tm_sisters_card_set_to_string (cards);
  g_autofree char *chosen = NULL;
  g_autoptr(GString) others = g_string_new (NULL);

  /* Translators: the cards chosen in a step: how many of how many, and which. */
  chosen = g_strdup_printf (_("%u of %u: %s"), tm_sisters_card_set_size (cards), self->slots[slot].size,
                            list[0] != '\0' ? list : "–");
  gtk_label_set_text (self->cards_chosen, chosen);
  /* The cards chosen, drawn as they lie on the table, with the emblems
   * the players' catalogue knows. */
  {
    guint n = 0;

    for (int r = 1; r <= TM_SISTERS_N_RANKS && n < TM_SISTERS_HOUSE_SIZE; r++)
      if (tm_sisters_card_set_contains (cards, r))
        {
          tm_sisters_card_view_set_card (self->chosen_cards[n], r,
                                         self->catalogue != NULL ? tm_sisters_catalogue_get_table (self->catalogue) : NULL);
          gtk_widget_set_visible (GTK_WIDGET (self->chosen_cards[n++]), TRUE);
        }
    for (; n < TM_SISTERS_HOUSE_SIZE; n++)
      gtk_widget_set_visible (GTK_WIDGET (self->chosen_cards[n]), FALSE);
  }
  for (guint s = 0; s < self->n_slots; s++)
    {
      TmSistersCardSet other = slot_cards (self, (int) s);
      g_autofree char *title = NULL, *ranks = NULL;

      if ((int) s == slot || other == 0)
        continue;
      title = slot_title (self, &self->slots[s]);
      ranks = tm_sisters_card_set_to_string (other);
      if (others->len > 0)
        g_string_append_c (others, '\n');
      /* Translators: a step already entered and its cards, e.g. "Mio’s house: 2, 5, 9". */
      g_string_append_printf (others, _("%s: %s"), title, ranks);
    }
  gtk_label_set_text (self->cards_others, others->str);
  gtk_widget_set_visible (GTK_WIDGET (self->cards_others), others->len > 0);
  gtk_widget_set_sensitive (self->next_button, tm_sisters_card_set_size (cards) == self->slots[slot].size);
}

static void
on_rank_toggled (GtkToggleButton      *button,
                 TmSistersScoreWindow *self)
{
  int rank = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "rank"));
  int slot = self->step;
  gboolean was_full;

  if (self->updating || slot < 0 || slot >= (int) self->n_slots)
    return;
  was_full = tm_sisters_card_set_size (slot_cards (self, slot)) >= self->slots[slot].size;
  if (gtk_toggle_button_get_active (button))
    {
      if (self->owner[rank] >= 0 || was_full)
        {
          update_grid (self, slot);
          return;
        }
      self->owner[rank] = slot;
    }
  else if (self->owner[rank] == slot)
    self->owner[rank] = -1;
  update_grid (self, slot);
  update_cards_labels (self, slot);
  /* A full step: Next is the obvious thing to press. */
  if (!was_full && tm_sisters_card_set_size (slot_cards (self, slot)) == self->slots[slot].size)
    gtk_widget_grab_focus (self->next_button);
}

static void
show_cards_error (TmSistersScoreWindow *self,
                  const char           *message)
{
  gtk_label_set_text (self->cards_error, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->cards_error), message != NULL);
}

/* Typed ranks join the step, as if clicked; Enter on a complete step
 * with nothing typed goes on, so a house is "27 11 19 … ⏎ ⏎". */
static void
on_ranks_activate (TmSistersScoreWindow *self)
{
  g_autofree char *text = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->ranks_entry)));
  g_auto(GStrv) words = g_regex_split_simple ("[^0-9]+", g_strstrip (text), 0, 0);
  int slot = self->step;
  const Slot *s;

  if (slot < 0 || slot >= (int) self->n_slots)
    return;
  s = &self->slots[slot];
  show_cards_error (self, NULL);
  if (text[0] == '\0')
    {
      if (tm_sisters_card_set_size (slot_cards (self, slot)) == s->size)
        g_signal_emit_by_name (self->next_button, "clicked");
      return;
    }
  for (guint i = 0; words[i] != NULL; i++)
    {
      int rank;

      if (words[i][0] == '\0')
        continue;
      if (!tm_sisters_rank_from_string (words[i], &rank))
        {
          /* Translators: a rank typed in the score window that is not one. */
          g_autofree char *message = g_strdup_printf (_("%s is not a rank: ranks go from 1 to 36."), words[i]);

          show_cards_error (self, message);
          break;
        }
      if (self->owner[rank] >= 0 && self->owner[rank] != slot)
        {
          g_autofree char *where = slot_title (self, &self->slots[self->owner[rank]]);
          /* Translators: a rank typed that another step has, e.g. "27 is in Aoi’s house." */
          g_autofree char *message = g_strdup_printf (_("%d is in %s."), rank, where);

          show_cards_error (self, message);
          break;
        }
      if (self->owner[rank] < 0 && tm_sisters_card_set_size (slot_cards (self, slot)) >= s->size)
        {
          /* Translators: more ranks typed than the step holds. */
          g_autofree char *message = g_strdup_printf (_("This step holds %u cards: click one to take it back first."),
                                                      s->size);

          show_cards_error (self, message);
          break;
        }
      self->owner[rank] = slot;
    }
  gtk_editable_set_text (GTK_EDITABLE (self->ranks_entry), "");
  update_grid (self, slot);
  update_cards_labels (self, slot);
}

/* Emblems and scoring ----------------------------------------------------- */

static TmSistersCardSet
all_cards (TmSistersScoreWindow *self)
{
  TmSistersCardSet cards = 0;

  for (int r = 1; r <= TM_SISTERS_N_RANKS; r++)
    if (self->owner[r] >= 0)
      cards = tm_sisters_card_set_add (cards, r);
  return cards;
}

/* Reads the catalogue file again: the page or the Card Catalogues window
 * may have changed it.  A broken file is kept as it is (the copy in
 * memory is used, and nothing is written over the file). */
static gboolean
reload_catalogue (TmSistersScoreWindow *self)
{
  g_autoptr(TmSistersCatalogue) fresh = tm_sisters_catalogue_new ();
  g_autoptr(GError) error = NULL;

  if (g_file_test (self->catalogue_path, G_FILE_TEST_EXISTS)
      && !tm_catalogue_load (TM_CATALOGUE (fresh), self->catalogue_path, &error))
    {
      g_autofree char *message = g_strdup_printf (_("The card catalogue cannot be read, so emblems are not remembered: %s"),
                                                  error->message);

      show_toast (self, message);
      return FALSE;
    }
  g_set_object (&self->catalogue, fresh);
  return TRUE;
}

static int
first_missing_rank (TmSistersScoreWindow *self)
{
  TmSistersCardSet missing = all_cards (self) & ~tm_sisters_catalogue_get_table (self->catalogue)->known;

  for (int r = 1; r <= TM_SISTERS_N_RANKS; r++)
    if (tm_sisters_card_set_contains (missing, r))
      return r;
  return 0;
}

static JsonObject *
get_score_sheet (TmSistersScoreWindow *self)
{
  const TmSistersCardTable *table = tm_sisters_catalogue_get_table (self->catalogue);
  JsonObject *sheet = json_object_new ();
  JsonArray *players = json_array_new ();

  json_object_set_string_member (sheet, "game", "planetary-sisters");
  json_object_set_array_member (sheet, "kinds", tm_sisters_kinds_to_json (table, TRUE));
  json_object_set_object_member (sheet, "cards", tm_sisters_cards_to_json (table, all_cards (self)));
  for (guint p = 0; p < self->n_players; p++)
    json_array_add_object_element (players, json_object_new ());
  for (guint s = 0; s < self->n_slots; s++)
    {
      const Slot *slot = &self->slots[s];
      JsonArray *cards = tm_sisters_card_set_to_json (slot_cards (self, (int) s));

      if (slot->kind == SLOT_FIELD)
        json_object_set_array_member (sheet, "field", cards);
      else
        json_object_set_array_member (json_array_get_object_element (players, slot->player),
                                      slot->kind == SLOT_HOUSE ? "house" : "keepers", cards);
    }
  json_object_set_array_member (sheet, "players", players);
  return sheet;
}

/* Scores through the core; FALSE (with the reason shown) when it refuses. */
static gboolean
score (TmSistersScoreWindow *self)
{
  g_autoptr(JsonObject) sheet = get_score_sheet (self);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) result = tm_sisters_score_sheet (sheet, &error);
  g_auto(GStrv) names = get_names (self);

  if (result == NULL)
    {
      show_toast (self, error->message);
      return FALSE;
    }
  return tm_sisters_breakdown_set_result (self->breakdown, json_node_get_object (result),
                                          (const char * const *) names);
}

static void
show_emblems (TmSistersScoreWindow *self,
              int                   rank)
{
  int slot = self->owner[rank];
  g_autofree char *where = slot >= 0 ? slot_title (self, &self->slots[slot]) : g_strdup ("");
  g_autofree char *title = NULL, *button = NULL;
  TmSistersCardSet missing = all_cards (self) & ~tm_sisters_catalogue_get_table (self->catalogue)->known;
  guint left = tm_sisters_card_set_size (missing);

  self->emblems_rank = rank;
  /* Translators: the emblems step: the card's rank and where it is, e.g. "Card 27 · Aoi’s house". */
  title = g_strdup_printf (_("Card %d · %s"), rank, where);
  gtk_label_set_text (self->emblems_title, title);
  {
    /* Translators: the emblems step; the number of cards still without emblems. */
    g_autofree char *prompt = g_strdup_printf (ngettext ("The card catalogue does not know this card yet. Enter the emblems printed on it, "
                                                         "how many of each kind; it is remembered for next time. %u card to go.",
                                                         "The card catalogue does not know this card yet. Enter the emblems printed on it, "
                                                         "how many of each kind; it is remembered for next time. %u cards to go.", left),
                                               left);

    gtk_label_set_text (self->emblems_prompt, prompt);
  }
  tm_sisters_emblem_picker_set_kinds (self->picker, tm_sisters_catalogue_get_table (self->catalogue));
  tm_sisters_emblem_picker_show_error (self->picker, NULL);
  /* Translators: the button under the emblems of a card, with the card's rank. */
  button = g_strdup_printf (_("Enter emblems of card %d"), rank);
  tm_sisters_emblem_picker_set_action_label (self->picker, button);
}

/* After the last card step: the emblems still unknown, then the score. */
static void
go_on_after_cards (TmSistersScoreWindow *self)
{
  int rank;

  reload_catalogue (self);
  rank = first_missing_rank (self);
  if (rank > 0)
    {
      show_step (self, (int) self->n_slots);
      show_emblems (self, rank);
      return;
    }
  if (score (self))
    show_step (self, (int) self->n_slots + 1);
}

static void
on_emblems_entered (TmSistersScoreWindow *self)
{
  g_autoptr(JsonObject) counts = tm_sisters_emblem_picker_get_counts (self->picker);
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(GError) error = NULL;
  gboolean readable = reload_catalogue (self);

  json_node_set_object (node, counts);
  /* The catalogue checks the card against the class rules. */
  if (!tm_sisters_catalogue_set_card_json (self->catalogue, self->emblems_rank, node, &error)
      || (readable && !tm_catalogue_save (TM_CATALOGUE (self->catalogue), self->catalogue_path, &error)))
    {
      tm_sisters_emblem_picker_show_error (self->picker, error->message);
      return;
    }
  go_on_after_cards (self);
}

static void
on_kind_added (TmSistersScoreWindow *self)
{
  reload_catalogue (self);
}

/* Steps ------------------------------------------------------------------ */

static void
show_step (TmSistersScoreWindow *self,
           int                   step)
{
  g_autofree char *subtitle = NULL;

  self->step = step;
  gtk_widget_set_visible (self->back_button, step != STEP_PLAYERS);
  gtk_widget_set_visible (self->next_button, step <= (int) self->n_slots - 1 || step == STEP_PLAYERS);
  gtk_widget_set_sensitive (self->next_button, TRUE);
  if (step == STEP_PLAYERS)
    {
      const char *problem = names_problem (self);

      gtk_stack_set_visible_child_name (self->stack, "players");
      /* Translators: the first step of the score window. */
      subtitle = g_strdup (_("Who played"));
      gtk_label_set_text (self->names_hint, problem != NULL ? problem : "");
      gtk_widget_set_visible (GTK_WIDGET (self->names_hint), problem != NULL);
      gtk_widget_set_sensitive (self->next_button, problem == NULL);
    }
  else if (step < (int) self->n_slots)
    {
      const Slot *slot = &self->slots[step];
      g_autofree char *title = slot_title (self, slot);
      g_autofree char *prompt = slot_prompt (self, slot);
      TmSistersCardSet left_over = TM_SISTERS_ALL_RANKS & ~all_cards (self);

      /* The last field of four players is every card left: offered chosen. */
      if (slot->kind == SLOT_FIELD && slot_cards (self, step) == 0
          && tm_sisters_card_set_size (left_over) == slot->size)
        for (int r = 1; r <= TM_SISTERS_N_RANKS; r++)
          if (tm_sisters_card_set_contains (left_over, r))
            self->owner[r] = step;
      gtk_stack_set_visible_child_name (self->stack, "cards");
      gtk_label_set_text (self->cards_title, title);
      gtk_label_set_text (self->cards_prompt, prompt);
      update_grid (self, step);
      update_cards_labels (self, step);
      show_cards_error (self, NULL);
      /* Typing the ranks is the fastest; clicking works too. */
      gtk_widget_grab_focus (GTK_WIDGET (self->ranks_entry));
      /* Translators: the score window's progress, e.g. "Step 2 of 6". */
      subtitle = g_strdup_printf (_("Step %d of %u"), step + 2, self->n_slots + 1);
    }
  else if (step == (int) self->n_slots)
    {
      gtk_stack_set_visible_child_name (self->stack, "emblems");
      /* Translators: the score window's step asking for a card's emblems. */
      subtitle = g_strdup (_("Emblems"));
    }
  else
    {
      gtk_stack_set_visible_child_name (self->stack, "breakdown");
      /* Translators: the score window's last step. */
      subtitle = g_strdup (_("Scores"));
    }
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

static void
on_next_clicked (TmSistersScoreWindow *self)
{
  if (self->step == STEP_PLAYERS)
    {
      if (names_problem (self) != NULL)
        return;
      make_slots (self);
      show_step (self, 0);
    }
  else if (self->step < (int) self->n_slots - 1)
    show_step (self, self->step + 1);
  else if (self->step == (int) self->n_slots - 1)
    go_on_after_cards (self);
}

static void
on_back_clicked (TmSistersScoreWindow *self)
{
  if (self->step <= 0)
    show_step (self, STEP_PLAYERS);
  else if (self->step <= (int) self->n_slots)
    show_step (self, MIN (self->step - 1, (int) self->n_slots - 1));
  else
    show_step (self, (int) self->n_slots - 1);
}

static void
on_again_clicked (TmSistersScoreWindow *self)
{
  for (int r = 0; r <= TM_SISTERS_N_RANKS; r++)
    self->owner[r] = -1;
  tm_sisters_breakdown_clear (self->breakdown);
  show_step (self, STEP_PLAYERS);
}

/* Enter in a name goes to the next name, and on from the last one. */
static void
on_name_activated (TmSistersScoreWindow *self,
                   AdwEntryRow          *row)
{
  for (guint p = 0; p + 1 < self->n_players; p++)
    if (self->name_rows[p] == GTK_WIDGET (row))
      {
        gtk_widget_grab_focus (self->name_rows[p + 1]);
        return;
      }
  on_next_clicked (self);
}

/* The scores as text, to paste where the group keeps its results. */
static void
on_copy_clicked (TmSistersScoreWindow *self)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)),
                          tm_sisters_breakdown_get_text (self->breakdown));
  show_toast (self, _("Scores copied"));
}

static void
on_name_changed (TmSistersScoreWindow *self)
{
  if (self->step == STEP_PLAYERS)
    show_step (self, STEP_PLAYERS);
}

/* Accessors for the tests --------------------------------------------------- */

GtkEditable *
tm_sisters_score_window_get_name_entry (TmSistersScoreWindow *self,
                                        guint                 player)
{
  g_return_val_if_fail (TM_IS_SISTERS_SCORE_WINDOW (self), NULL);
  g_return_val_if_fail (player < TM_SISTERS_MAX_PLAYERS, NULL);
  return GTK_EDITABLE (self->name_rows[player]);
}

GtkWidget *
tm_sisters_score_window_get_next_button (TmSistersScoreWindow *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_SCORE_WINDOW (self), NULL);
  return self->next_button;
}

GtkWidget *
tm_sisters_score_window_get_back_button (TmSistersScoreWindow *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_SCORE_WINDOW (self), NULL);
  return self->back_button;
}

GtkWidget *
tm_sisters_score_window_get_copy_button (TmSistersScoreWindow *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_SCORE_WINDOW (self), NULL);
  return self->copy_button;
}

GtkEditable *
tm_sisters_score_window_get_ranks_entry (TmSistersScoreWindow *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_SCORE_WINDOW (self), NULL);
  return GTK_EDITABLE (self->ranks_entry);
}

GtkWidget *
tm_sisters_score_window_get_rank_button (TmSistersScoreWindow *self,
                                         int                   rank)
{
  g_return_val_if_fail (TM_IS_SISTERS_SCORE_WINDOW (self), NULL);
  g_return_val_if_fail (rank >= 1 && rank <= TM_SISTERS_N_RANKS, NULL);
  return self->rank_buttons[rank];
}

const char *
tm_sisters_score_window_get_step (TmSistersScoreWindow *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_SCORE_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

const char *
tm_sisters_score_window_get_step_title (TmSistersScoreWindow *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_SCORE_WINDOW (self), NULL);
  return gtk_label_get_text (self->cards_title);
}

int
tm_sisters_score_window_get_emblems_rank (TmSistersScoreWindow *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_SCORE_WINDOW (self), 0);
  return self->step == (int) self->n_slots ? self->emblems_rank : 0;
}

TmSistersEmblemPicker *
tm_sisters_score_window_get_picker (TmSistersScoreWindow *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_SCORE_WINDOW (self), NULL);
  return self->picker;
}

TmSistersBreakdown *
tm_sisters_score_window_get_breakdown (TmSistersScoreWindow *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_SCORE_WINDOW (self), NULL);
  return self->breakdown;
}

/* GObject ------------------------------------------------------------------- */

static void
build (TmSistersScoreWindow *self)
{
  g_auto(GStrv) recent = g_settings_get_strv (self->settings, "recent-players");
  GtkToggleButton *group = NULL;

  for (guint n = TM_SISTERS_MIN_PLAYERS; n <= TM_SISTERS_MAX_PLAYERS; n++)
    {
      /* Translators: the player-count buttons of the score window. */
      g_autofree char *label = g_strdup_printf (ngettext ("%u player", "%u players", n), n);
      GtkWidget *button = gtk_toggle_button_new_with_label (label);

      g_object_set_data (G_OBJECT (button), "n", GUINT_TO_POINTER (n));
      if (group != NULL)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), group);
      else
        group = GTK_TOGGLE_BUTTON (button);
      g_signal_connect (button, "toggled", G_CALLBACK (on_count_toggled), self);
      gtk_box_append (GTK_BOX (self->count_box), button);
      self->count_buttons[n] = button;
    }

  /* The remembered names, most recent first, as the new game dialog
   * offers them. */
  for (guint p = 0; p < TM_SISTERS_MAX_PLAYERS; p++)
    {
      GtkWidget *row = adw_entry_row_new ();
      /* Translators: the title of a name row in the score window. */
      g_autofree char *title = g_strdup_printf (_("Player %u"), p + 1);
      gboolean has_recent = recent != NULL && p < g_strv_length (recent);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_editable_set_text (GTK_EDITABLE (row), has_recent ? recent[p] : "");
      g_signal_connect_swapped (row, "changed", G_CALLBACK (on_name_changed), self);
      g_signal_connect_swapped (row, "entry-activated", G_CALLBACK (on_name_activated), self);
      adw_preferences_group_add (self->names_group, row);
      self->name_rows[p] = row;
    }

  for (int r = 1; r <= TM_SISTERS_N_RANKS; r++)
    {
      char text[8];
      GtkWidget *button;

      g_snprintf (text, sizeof text, "%d", r);
      button = gtk_toggle_button_new_with_label (text);
      {
        /* Translators: a rank of the grid, for screen readers. */
        g_autofree char *name = g_strdup_printf (_("Card %d"), r);

        gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      }
      g_object_set_data (G_OBJECT (button), "rank", GINT_TO_POINTER (r));
      g_signal_connect (button, "toggled", G_CALLBACK (on_rank_toggled), self);
      gtk_grid_attach (GTK_GRID (self->rank_grid), button, (r - 1) % GRID_COLUMNS, (r - 1) / GRID_COLUMNS, 1, 1);
      self->rank_buttons[r] = button;
    }
  for (int r = 0; r <= TM_SISTERS_N_RANKS; r++)
    self->owner[r] = -1;
  /* Under "3 of 8: …", the same cards drawn. */
  self->chosen_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  for (guint i = 0; i < TM_SISTERS_HOUSE_SIZE; i++)
    {
      self->chosen_cards[i] = TM_SISTERS_CARD_VIEW (tm_sisters_card_view_new ());
      tm_sisters_card_view_set_small (self->chosen_cards[i], TRUE);
      gtk_widget_set_visible (GTK_WIDGET (self->chosen_cards[i]), FALSE);
      gtk_box_append (GTK_BOX (self->chosen_row), GTK_WIDGET (self->chosen_cards[i]));
    }
  gtk_widget_set_halign (self->chosen_row, GTK_ALIGN_START);
  /* As high with no card as with some: nothing under it moves. */
  gtk_widget_set_size_request (self->chosen_row, -1, 52);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->cards_chosen))),
                              self->chosen_row, GTK_WIDGET (self->cards_chosen));

  g_signal_connect_swapped (self->next_button, "clicked", G_CALLBACK (on_next_clicked), self);
  g_signal_connect_swapped (self->ranks_entry, "activate", G_CALLBACK (on_ranks_activate), self);
  g_signal_connect_swapped (self->back_button, "clicked", G_CALLBACK (on_back_clicked), self);
  g_signal_connect_swapped (self->again_button, "clicked", G_CALLBACK (on_again_clicked), self);
  g_signal_connect_swapped (self->copy_button, "clicked", G_CALLBACK (on_copy_clicked), self);
  g_signal_connect_swapped (self->picker, "entered", G_CALLBACK (on_emblems_entered), self);
  g_signal_connect_swapped (self->picker, "kind-added", G_CALLBACK (on_kind_added), self);
  tm_sisters_emblem_picker_set_catalogue_path (self->picker, self->catalogue_path);

  tm_sisters_score_window_set_n_players (self, recent != NULL && g_strv_length (recent) >= 4 ? 4
                                         : recent != NULL && g_strv_length (recent) == 3 ? 3 : 2);
}

static void
tm_sisters_score_window_dispose (GObject *object)
{
  TmSistersScoreWindow *self = TM_SISTERS_SCORE_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_SISTERS_SCORE_WINDOW);
  g_clear_object (&self->settings);
  g_clear_object (&self->catalogue);
  g_clear_pointer (&self->catalogue_path, g_free);

  G_OBJECT_CLASS (tm_sisters_score_window_parent_class)->dispose (object);
}

static void
tm_sisters_score_window_class_init (TmSistersScoreWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_sisters_score_window_dispose;

  g_type_ensure (TM_TYPE_SISTERS_BREAKDOWN);
  g_type_ensure (TM_TYPE_SISTERS_EMBLEM_PICKER);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tablemate/Tablemate/tm-sisters-score-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TmSistersScoreWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, TmSistersScoreWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, TmSistersScoreWindow, next_button);
  gtk_widget_class_bind_template_child (widget_class, TmSistersScoreWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TmSistersScoreWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TmSistersScoreWindow, count_box);
  gtk_widget_class_bind_template_child (widget_class, TmSistersScoreWindow, names_group);
  gtk_widget_class_bind_template_child (widget_class, TmSistersScoreWindow, names_hint);
  gtk_widget_class_bind_template_child (widget_class, TmSistersScoreWindow, cards_title);
  gtk_widget_class_bind_template_child (widget_class, TmSistersScoreWindow, cards_prompt);
  gtk_widget_class_bind_template_child (widget_class, TmSistersScoreWindow, rank_grid);
  gtk_widget_class_bind_template_child (widget_class, TmSistersScoreWindow, ranks_entry);
  gtk_widget_class_bind_template_child (widget_class, TmSistersScoreWindow, cards_error);
  gtk_widget_class_bind_template_child (widget_class, TmSistersScoreWindow, cards_chosen);
  gtk_widget_class_bind_template_child (widget_class, TmSistersScoreWindow, cards_others);
  gtk_widget_class_bind_template_child (widget_class, TmSistersScoreWindow, emblems_title);
  gtk_widget_class_bind_template_child (widget_class, TmSistersScoreWindow, emblems_prompt);
  gtk_widget_class_bind_template_child (widget_class, TmSistersScoreWindow, picker);
  gtk_widget_class_bind_template_child (widget_class, TmSistersScoreWindow, breakdown);
  gtk_widget_class_bind_template_child (widget_class, TmSistersScoreWindow, copy_button);
  gtk_widget_class_bind_template_child (widget_class, TmSistersScoreWindow, again_button);
}

static void
tm_sisters_score_window_init (TmSistersScoreWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  tm_accessible_name_toasts (self->toast_overlay);
  self->settings = g_settings_new (APP_ID);
  self->catalogue = tm_sisters_catalogue_new ();
  self->catalogue_path = tm_sisters_catalogue_path ();
  reload_catalogue (self);
  build (self);
}

GtkWindow *
tm_sisters_score_window_new (GtkWindow *parent)
{
  TmSistersScoreWindow *self = g_object_new (TM_TYPE_SISTERS_SCORE_WINDOW, NULL);

  if (parent != NULL)
    {
      gtk_window_set_transient_for (GTK_WINDOW (self), parent);
      gtk_window_set_application (GTK_WINDOW (self), gtk_window_get_application (parent));
    }
  return GTK_WINDOW (self);
}
