/* tm-sisters-breakdown.c — the scoring breakdown of Planetary Sisters as a table
 *
 * One grid: the row names, then two columns per player.  An AdwSqueezer
 * shows it whole when the window is wide enough, else the row names and
 * one player's columns, with a switcher of the players above.  When the
 * categories are selectable (the game page, whose cards are drawn), each
 * category's name is a toggle button: "category-selected" says which one
 * is chosen (−1 for none), and the page frames the cards that count.
 */
#include "config.h"

#include "tm-sisters-breakdown.h"
#include "games/planetary-sisters/rules/tm-sisters-scoring.h"
#include "games/planetary-sisters/rules/tm-sisters-state.h"
#include "widgets/tm-tooltip.h"

#include <adwaita.h>
#include <glib/gi18n.h>

enum {
  ROW_NAMES,
  ROW_PARTS,
  ROW_FIRST_CATEGORY,
  ROW_SUMS = ROW_FIRST_CATEGORY + TM_SISTERS_N_CATEGORIES,
  ROW_TOTAL,
  N_ROWS
};

struct _TmSistersBreakdown
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkLabel *title_label;
  GtkWidget *squeezer;
  GtkWidget *full_grid;
  GtkWidget *switcher;
  GtkWidget *compact_grid;
  GtkLabel *legend_label;

  JsonObject *result;
  GStrv names;
  guint shown;                 /* the player of the compact grid */

  guint n_players;
  gboolean winner[TM_SISTERS_MAX_PLAYERS];
  /* [player][category or N_CATEGORIES for the sums][part] */
  GtkLabel *points[TM_SISTERS_MAX_PLAYERS][TM_SISTERS_N_CATEGORIES + 1][3];
  char *title;
  char *text;

  gboolean selectable;
  int category;                /* the category chosen, −1 for none */
  gboolean updating;
};

enum {
  SIGNAL_CATEGORY_SELECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (TmSistersBreakdown, tm_sisters_breakdown, GTK_TYPE_WIDGET)

static guint
get_uint (JsonObject *object,
          const char *member)
{
  gint64 value = json_object_get_int_member_with_default (object, member, 0);

  return value > 0 ? (guint) value : 0;
}

/* Every other category row shaded, a rule above the sums: the eye
 * follows a row across the players. */
static void
style_row (GtkWidget *cell,
           guint      row)
{
  if (row >= ROW_FIRST_CATEGORY && row < ROW_SUMS && (row - ROW_FIRST_CATEGORY) % 2 == 1)
    gtk_widget_add_css_class (cell, "tm-shaded");
  if (row == ROW_SUMS)
    gtk_widget_add_css_class (cell, "tm-sum");
}

static void
on_category_toggled (GtkToggleButton    *button,
                     TmSistersBreakdown *self)
{
  int category = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "category"));

  if (self->updating)
    return;
  if (gtk_toggle_button_get_active (button))
    {
      /* One category at a time; clicking the chosen one again clears it
       * (a group of toggles would not let it go). */
      self->updating = TRUE;
      for (GtkWidget *other = gtk_widget_get_first_child (gtk_widget_get_parent (GTK_WIDGET (button)));
           other != NULL; other = gtk_widget_get_next_sibling (other))
        if (GTK_IS_TOGGLE_BUTTON (other) && other != GTK_WIDGET (button))
          gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (other), FALSE);
      self->updating = FALSE;
      self->category = category;
    }
  else if (self->category == category)
    self->category = -1;
  else
    return;
  g_signal_emit (self, signals[SIGNAL_CATEGORY_SELECTED], 0, self->category);
}

/* A row name in the fixed column; a category's is a toggle button when
 * the categories are selectable. */
static void
attach_row_name (TmSistersBreakdown *self,
                 GtkWidget          *grid,
                 guint               row,
                 const char         *name,
                 const char         *detail,
                 const char         *style)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new (name);

  gtk_widget_add_css_class (box, "tm-cell");
  gtk_widget_add_css_class (box, "tm-row-name");
  gtk_widget_set_valign (box, GTK_ALIGN_FILL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 14);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  gtk_widget_set_vexpand (label, TRUE);
  gtk_widget_set_valign (label, detail != NULL ? GTK_ALIGN_END : GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), label);
  if (detail != NULL)
    {
      GtkWidget *small = gtk_label_new (detail);

      gtk_label_set_xalign (GTK_LABEL (small), 0);
      gtk_widget_add_css_class (small, "caption");
      gtk_widget_add_css_class (small, "dim-label");
      gtk_widget_set_vexpand (small, TRUE);
      gtk_widget_set_valign (small, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (box), small);
    }
  style_row (box, row);
  if (self->selectable && row >= ROW_FIRST_CATEGORY && row < ROW_SUMS)
    {
      GtkWidget *button = gtk_toggle_button_new ();
      int category = (int) (row - ROW_FIRST_CATEGORY);
      g_autofree char *words = NULL;

      gtk_widget_add_css_class (button, "flat");
      gtk_button_set_child (GTK_BUTTON (button), box);
      g_object_set_data (G_OBJECT (button), "category", GINT_TO_POINTER (category));
      self->updating = TRUE;
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), category == self->category);
      self->updating = FALSE;
      g_signal_connect (button, "toggled", G_CALLBACK (on_category_toggled), self);
      /* Translators: a category of the score table as a button, e.g. "FOOD lovers × 1: show the cards that count". */
      words = g_strdup_printf (_("%s %s: show the cards that count"), name, detail != NULL ? detail : "");
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
      tm_tooltip_set_text (button, _("Frame the cards that count in this category: the house’s producers and harvesters, and the field’s harvesters"));
      gtk_grid_attach (GTK_GRID (grid), button, 0, (int) row, 1, 1);
      return;
    }
  gtk_grid_attach (GTK_GRID (grid), box, 0, (int) row, 1, 1);
}

/* A cell of the players' grid: the points, big, over the formula. */
static GtkLabel *
attach_cell (TmSistersBreakdown *self,
             GtkWidget          *grid,
             guint               player,
             guint               row,
             int                 column,
             int                 width,
             guint               points,
             const char         *formula,
             const char         *tooltip)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label;
  char text[16];

  g_snprintf (text, sizeof text, "%u", points);
  label = gtk_label_new (text);
  gtk_widget_add_css_class (box, "tm-cell");
  gtk_widget_add_css_class (label, row == ROW_TOTAL ? "title-2" : "title-4");
  style_row (box, row);
  if (self->winner[player])
    gtk_widget_add_css_class (box, "tm-winner");
  gtk_widget_set_vexpand (label, TRUE);
  gtk_widget_set_valign (label, formula != NULL ? GTK_ALIGN_END : GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), label);
  if (formula != NULL)
    {
      GtkWidget *small = gtk_label_new (formula);

      gtk_widget_add_css_class (small, "caption");
      gtk_widget_add_css_class (small, "dim-label");
      gtk_widget_set_vexpand (small, TRUE);
      gtk_widget_set_valign (small, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (box), small);
    }
  if (tooltip != NULL)
    tm_tooltip_set_text (box, tooltip);
  gtk_grid_attach (GTK_GRID (grid), box, column, (int) row, width, 1);
  return GTK_LABEL (label);
}

static void
attach_header (TmSistersBreakdown *self,
               GtkWidget          *grid,
               guint               player,
               guint               row,
               int                 column,
               int                 width,
               const char         *text,
               const char         *style,
               gboolean            star)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (box, "tm-cell");
  gtk_widget_set_halign (label, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 16);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  if (self->winner[player])
    gtk_widget_add_css_class (box, "tm-winner");
  if (star)
    {
      GtkWidget *icon = gtk_image_new_from_icon_name ("starred-symbolic");

      /* Translators: beside a player's name in the score table. */
      tm_tooltip_set_text (icon, _("Winner"));
      gtk_widget_add_css_class (icon, "success");
      gtk_box_append (GTK_BOX (box), icon);
      gtk_widget_set_hexpand (label, FALSE);
      gtk_widget_set_halign (box, GTK_ALIGN_FILL);
    }
  gtk_box_append (GTK_BOX (box), label);
  gtk_grid_attach (GTK_GRID (grid), box, column, (int) row, width, 1);
}

static char *
house_formula (TmSistersCategory  category,
               JsonObject        *s)
{
  if (tm_sisters_category_is_lovers (category))
    /* Translators: a lovers category's house points: production × (harvesters − 1) × multiplier. */
    return g_strdup_printf (_("%u × (%u − 1) × %u"), get_uint (s, "production"),
                            get_uint (s, "house_harvesters"), get_uint (s, "multiplier"));
  /* Translators: the other categories' house points: (production − 1) × harvesters × multiplier. */
  return g_strdup_printf (_("(%u − 1) × %u × %u"), get_uint (s, "production"),
                          get_uint (s, "house_harvesters"), get_uint (s, "multiplier"));
}

static void
append_text (GString            *text,
             const char         *name,
             JsonObject         *player,
             JsonArray          *categories)
{
  g_string_append (text, "\n\n");
  /* Translators: a player's total, and its house and field parts. */
  g_string_append_printf (text, _("%s: %u points (house %u + field %u)"), name,
                          get_uint (player, "total"), get_uint (player, "house"), get_uint (player, "field"));
  for (guint c = 0; c < TM_SISTERS_N_CATEGORIES; c++)
    {
      JsonObject *s = json_array_get_object_element (categories, c);
      g_autofree char *house = NULL, *field = NULL;

      if (tm_sisters_category_is_lovers ((TmSistersCategory) c))
        /* Translators: the house formula of a lovers category: production × (harvesters − 1) × multiplier = points. */
        house = g_strdup_printf (_("house %u × (%u − 1) × %u = %u"), get_uint (s, "production"),
                                 get_uint (s, "house_harvesters"), get_uint (s, "multiplier"),
                                 get_uint (s, "house_points"));
      else
        /* Translators: the house formula of the other categories: (production − 1) × harvesters × multiplier = points. */
        house = g_strdup_printf (_("house (%u − 1) × %u × %u = %u"), get_uint (s, "production"),
                                 get_uint (s, "house_harvesters"), get_uint (s, "multiplier"),
                                 get_uint (s, "house_points"));
      /* Translators: the field formula: production × harvesters in the field × multiplier = points. */
      field = g_strdup_printf (_("field %u × %u × %u = %u"), get_uint (s, "production"),
                               get_uint (s, "field_harvesters"), get_uint (s, "multiplier"),
                               get_uint (s, "field_points"));
      g_string_append_printf (text, "\n  %s: %s; %s",
                              tm_sisters_category_get_name ((TmSistersCategory) c), house, field);
    }
}

static char *
describe_winners (JsonArray          *players,
                  JsonArray          *winners,
                  const char * const *names)
{
  g_autoptr(GString) list = g_string_new (NULL);
  int first = (int) json_array_get_int_element (winners, 0);
  guint points = get_uint (json_array_get_object_element (players, (guint) first), "total");

  if (json_array_get_length (winners) == 1)
    /* Translators: the winner of the game, and the points. */
    return g_strdup_printf (_("%s wins with %u points."), names[first], points);
  for (guint i = 0; i < json_array_get_length (winners); i++)
    {
      if (i > 0)
        g_string_append (list, ", ");
      g_string_append (list, names[json_array_get_int_element (winners, i)]);
    }
  /* Translators: a shared win: the winners, and the points each. */
  return g_strdup_printf (_("Shared win: %s, with %u points each."), list->str, points);
}

static void
empty_grid (GtkWidget *grid)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (grid)) != NULL)
    gtk_grid_remove (GTK_GRID (grid), child);
}

void
tm_sisters_breakdown_clear (TmSistersBreakdown *self)
{
  GtkWidget *child;

  g_return_if_fail (TM_IS_SISTERS_BREAKDOWN (self));

  empty_grid (self->full_grid);
  empty_grid (self->compact_grid);
  while ((child = gtk_widget_get_first_child (self->switcher)) != NULL)
    gtk_box_remove (GTK_BOX (self->switcher), child);
  memset (self->points, 0, sizeof self->points);
  memset (self->winner, 0, sizeof self->winner);
  self->n_players = 0;
  self->shown = 0;
  g_clear_pointer (&self->result, json_object_unref);
  g_clear_pointer (&self->names, g_strfreev);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->text, g_free);
  gtk_label_set_text (self->title_label, "");
  gtk_widget_set_visible (self->box, FALSE);
}

/* The row names, then the columns of players @first to @last − 1.  Only
 * the whole table's labels are kept for the tests. */
static void
fill_grid (TmSistersBreakdown *self,
           GtkWidget          *grid,
           guint               first,
           guint               last)
{
  JsonArray *players = json_object_get_array_member (self->result, "players");
  gboolean keep = grid == self->full_grid;

  empty_grid (grid);
  attach_row_name (self, grid, ROW_NAMES, "", NULL, NULL);
  attach_row_name (self, grid, ROW_PARTS, "", NULL, NULL);
  for (guint c = 0; c < TM_SISTERS_N_CATEGORIES; c++)
    {
      /* Translators: a category's multiplier in the score table, e.g. "× 2". */
      g_autofree char *times = g_strdup_printf (_("× %u"), tm_sisters_category_get_multiplier ((TmSistersCategory) c));

      attach_row_name (self, grid, ROW_FIRST_CATEGORY + c,
                       tm_sisters_category_get_name ((TmSistersCategory) c), times, "heading");
    }
  /* Translators: a row of the score table: the house and field sums. */
  attach_row_name (self, grid, ROW_SUMS, _("Sum"), NULL, "heading");
  /* Translators: a row of the score table: house + field. */
  attach_row_name (self, grid, ROW_TOTAL, _("Total"), NULL, "title-4");

  for (guint p = first; p < last; p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);
      JsonArray *categories = json_object_get_array_member (player, "categories");
      int column = 1 + (int) (p - first) * 2;
      GtkLabel *label;

      attach_header (self, grid, p, ROW_NAMES, column, 2, self->names[p], "heading", self->winner[p]);
      /* Translators: a column of the score table: the house score (家札). */
      attach_header (self, grid, p, ROW_PARTS, column, 1, _("House"), "dim-label", FALSE);
      /* Translators: a column of the score table: the field score (場札). */
      attach_header (self, grid, p, ROW_PARTS, column + 1, 1, _("Field"), "dim-label", FALSE);
      for (guint c = 0; c < TM_SISTERS_N_CATEGORIES; c++)
        {
          JsonObject *s = json_array_get_object_element (categories, c);
          g_autofree char *house = house_formula ((TmSistersCategory) c, s);
          /* Translators: the field points: production × harvesters in the field × multiplier. */
          g_autofree char *field = g_strdup_printf (_("%u × %u × %u"), get_uint (s, "production"),
                                                    get_uint (s, "field_harvesters"), get_uint (s, "multiplier"));
          /* Translators: a tooltip on a score cell: the production and the harvesters counted. */
          g_autofree char *house_tip = g_strdup_printf (_("Production %u, harvesters in the house %u"),
                                                        get_uint (s, "production"), get_uint (s, "house_harvesters"));
          /* Translators: a tooltip on a score cell: the production and the harvesters counted. */
          g_autofree char *field_tip = g_strdup_printf (_("Production %u, harvesters in the field %u"),
                                                        get_uint (s, "production"), get_uint (s, "field_harvesters"));

          label = attach_cell (self, grid, p, ROW_FIRST_CATEGORY + c, column, 1,
                               get_uint (s, "house_points"), house, house_tip);
          if (keep)
            self->points[p][c][TM_SISTERS_BREAKDOWN_HOUSE] = label;
          label = attach_cell (self, grid, p, ROW_FIRST_CATEGORY + c, column + 1, 1,
                               get_uint (s, "field_points"), field, field_tip);
          if (keep)
            self->points[p][c][TM_SISTERS_BREAKDOWN_FIELD] = label;
        }
      label = attach_cell (self, grid, p, ROW_SUMS, column, 1, get_uint (player, "house"), NULL, NULL);
      if (keep)
        self->points[p][TM_SISTERS_N_CATEGORIES][TM_SISTERS_BREAKDOWN_HOUSE] = label;
      label = attach_cell (self, grid, p, ROW_SUMS, column + 1, 1, get_uint (player, "field"), NULL, NULL);
      if (keep)
        self->points[p][TM_SISTERS_N_CATEGORIES][TM_SISTERS_BREAKDOWN_FIELD] = label;
      label = attach_cell (self, grid, p, ROW_TOTAL, column, 2, get_uint (player, "total"), NULL, NULL);
      if (keep)
        self->points[p][TM_SISTERS_N_CATEGORIES][TM_SISTERS_BREAKDOWN_TOTAL] = label;
    }
}

static void
on_switcher_toggled (GtkToggleButton    *button,
                     TmSistersBreakdown *self)
{
  if (!gtk_toggle_button_get_active (button) || self->result == NULL)
    return;
  self->shown = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "player"));
  fill_grid (self, self->compact_grid, self->shown, self->shown + 1);
}

/* The narrow table's switcher: one button per player, a star for a winner. */
static void
fill_switcher (TmSistersBreakdown *self)
{
  GtkToggleButton *group = NULL;

  for (guint p = 0; p < self->n_players; p++)
    {
      g_autofree char *label = g_strdup_printf (self->winner[p] ? "★ %s" : "%s", self->names[p]);
      GtkWidget *button = gtk_toggle_button_new_with_label (label);

      gtk_label_set_ellipsize (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), PANGO_ELLIPSIZE_END);
      gtk_widget_set_hexpand (button, TRUE);
      g_object_set_data (G_OBJECT (button), "player", GUINT_TO_POINTER (p));
      if (group != NULL)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), group);
      else
        group = GTK_TOGGLE_BUTTON (button);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), p == self->shown);
      g_signal_connect (button, "toggled", G_CALLBACK (on_switcher_toggled), self);
      gtk_box_append (GTK_BOX (self->switcher), button);
    }
}

/* Whether @result has the shape tm_sisters_score_sheet() gives. */
static gboolean
result_is_valid (JsonObject         *result,
                 const char * const *names)
{
  JsonArray *players, *winners;
  guint n;

  if (result == NULL || names == NULL
      || !json_object_has_member (result, "players") || !json_object_has_member (result, "winners"))
    return FALSE;
  players = json_object_get_array_member (result, "players");
  winners = json_object_get_array_member (result, "winners");
  if (players == NULL || winners == NULL)
    return FALSE;
  n = json_array_get_length (players);
  if (n < TM_SISTERS_MIN_PLAYERS || n > TM_SISTERS_MAX_PLAYERS || g_strv_length ((char **) names) < n
      || json_array_get_length (winners) == 0)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (winners); i++)
    if (json_array_get_int_element (winners, i) < 0 || json_array_get_int_element (winners, i) >= n)
      return FALSE;
  for (guint p = 0; p < n; p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);
      JsonArray *categories;

      if (player == NULL || !json_object_has_member (player, "categories"))
        return FALSE;
      categories = json_object_get_array_member (player, "categories");
      if (categories == NULL || json_array_get_length (categories) != TM_SISTERS_N_CATEGORIES)
        return FALSE;
      for (guint c = 0; c < TM_SISTERS_N_CATEGORIES; c++)
        {
          JsonObject *s = json_array_get_object_element (categories, c);

          if (s == NULL || g_strcmp0 (json_object_get_string_member_with_default (s, "id", ""),
                                      tm_sisters_category_get_id ((TmSistersCategory) c)) != 0)
            return FALSE;
        }
    }
  return TRUE;
}

gboolean
tm_sisters_breakdown_set_result (TmSistersBreakdown *self,
                                 JsonObject         *result,
                                 const char * const *names)
{
  JsonArray *players, *winners;
  GString *text;

  g_return_val_if_fail (TM_IS_SISTERS_BREAKDOWN (self), FALSE);

  tm_sisters_breakdown_clear (self);
  if (!result_is_valid (result, names))
    return FALSE;

  self->result = json_object_ref (result);
  self->names = g_strdupv ((char **) names);
  players = json_object_get_array_member (result, "players");
  winners = json_object_get_array_member (result, "winners");
  self->n_players = json_array_get_length (players);
  for (guint i = 0; i < json_array_get_length (winners); i++)
    self->winner[json_array_get_int_element (winners, i)] = TRUE;
  self->title = describe_winners (players, winners, names);
  text = g_string_new (self->title);
  for (guint p = 0; p < self->n_players; p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);

      append_text (text, names[p], player, json_object_get_array_member (player, "categories"));
    }
  self->text = g_string_free (text, FALSE);

  fill_grid (self, self->full_grid, 0, self->n_players);
  /* Screen readers get the whole breakdown in sentences. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->full_grid),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->text, -1);
  fill_grid (self, self->compact_grid, 0, 1);
  fill_switcher (self);
  gtk_label_set_text (self->title_label, self->title);
  gtk_widget_set_visible (self->box, TRUE);
  return TRUE;
}

void
tm_sisters_breakdown_set_title_visible (TmSistersBreakdown *self,
                                        gboolean            visible)
{
  g_return_if_fail (TM_IS_SISTERS_BREAKDOWN (self));
  gtk_widget_set_visible (GTK_WIDGET (self->title_label), visible);
}

const char *
tm_sisters_breakdown_get_title (TmSistersBreakdown *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_BREAKDOWN (self), NULL);
  return self->title != NULL ? self->title : "";
}

const char *
tm_sisters_breakdown_get_text (TmSistersBreakdown *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_BREAKDOWN (self), NULL);
  return self->text != NULL ? self->text : "";
}

guint
tm_sisters_breakdown_get_n_players (TmSistersBreakdown *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_BREAKDOWN (self), 0);
  return self->n_players;
}

gboolean
tm_sisters_breakdown_is_winner (TmSistersBreakdown *self,
                                guint               player)
{
  g_return_val_if_fail (TM_IS_SISTERS_BREAKDOWN (self), FALSE);
  return player < self->n_players && self->winner[player];
}

GtkLabel *
tm_sisters_breakdown_get_points_label (TmSistersBreakdown     *self,
                                       guint                   player,
                                       int                     category,
                                       TmSistersBreakdownPart  part)
{
  g_return_val_if_fail (TM_IS_SISTERS_BREAKDOWN (self), NULL);
  g_return_val_if_fail (player < self->n_players, NULL);
  g_return_val_if_fail (category >= -1 && category < TM_SISTERS_N_CATEGORIES, NULL);
  g_return_val_if_fail (part <= TM_SISTERS_BREAKDOWN_TOTAL, NULL);

  return self->points[player][category < 0 ? TM_SISTERS_N_CATEGORIES : category][part];
}

static void
build (TmSistersBreakdown *self)
{
  GtkWidget *compact;

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->title_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->title_label, TRUE);
  gtk_label_set_xalign (self->title_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->title_label), "title-2");
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->title_label));

  /* Wide: every player; narrow: one player at a time. */
  self->squeezer = adw_squeezer_new ();
  adw_squeezer_set_homogeneous (ADW_SQUEEZER (self->squeezer), FALSE);
  adw_squeezer_set_switch_threshold_policy (ADW_SQUEEZER (self->squeezer), ADW_FOLD_THRESHOLD_POLICY_NATURAL);
  adw_squeezer_set_interpolate_size (ADW_SQUEEZER (self->squeezer), FALSE);
  gtk_box_append (GTK_BOX (self->box), self->squeezer);

  self->full_grid = gtk_grid_new ();
  gtk_widget_add_css_class (self->full_grid, "card");
  gtk_widget_add_css_class (self->full_grid, "tm-breakdown");
  gtk_widget_set_valign (self->full_grid, GTK_ALIGN_START);
  adw_squeezer_add (ADW_SQUEEZER (self->squeezer), self->full_grid);

  compact = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_valign (compact, GTK_ALIGN_START);
  self->switcher = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (self->switcher, "linked");
  gtk_widget_add_css_class (self->switcher, "tm-choice");
  gtk_box_append (GTK_BOX (compact), self->switcher);
  self->compact_grid = gtk_grid_new ();
  gtk_widget_add_css_class (self->compact_grid, "card");
  gtk_widget_add_css_class (self->compact_grid, "tm-breakdown");
  gtk_box_append (GTK_BOX (compact), self->compact_grid);
  adw_squeezer_add (ADW_SQUEEZER (self->squeezer), compact);

  self->legend_label = GTK_LABEL (gtk_label_new (_("House: the lovers score production × (harvesters − 1) × multiplier, "
                                                   "the others (production − 1) × harvesters × multiplier, all counted in the house. "
                                                   "Field: production × harvesters on the last field (with two players, also "
                                                   "your own keepers) × multiplier. A negative factor scores 0.")));
  gtk_label_set_wrap (self->legend_label, TRUE);
  gtk_label_set_xalign (self->legend_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->legend_label), "dim-label");
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->legend_label));
  gtk_widget_set_visible (self->box, FALSE);
}

static void
tm_sisters_breakdown_dispose (GObject *object)
{
  TmSistersBreakdown *self = TM_SISTERS_BREAKDOWN (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->result, json_object_unref);
  g_clear_pointer (&self->names, g_strfreev);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->text, g_free);

  G_OBJECT_CLASS (tm_sisters_breakdown_parent_class)->dispose (object);
}

static void
tm_sisters_breakdown_class_init (TmSistersBreakdownClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_sisters_breakdown_dispose;

  /* The category chosen in the table (0–5, a TmSistersCategory), −1 for none. */
  signals[SIGNAL_CATEGORY_SELECTED] =
    g_signal_new ("category-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tm-sisters-breakdown");
}

static void
tm_sisters_breakdown_init (TmSistersBreakdown *self)
{
  self->category = -1;
  build (self);
}

void
tm_sisters_breakdown_set_selectable (TmSistersBreakdown *self,
                                     gboolean            selectable)
{
  g_return_if_fail (TM_IS_SISTERS_BREAKDOWN (self));
  self->selectable = !!selectable;
}

int
tm_sisters_breakdown_get_category (TmSistersBreakdown *self)
{
  g_return_val_if_fail (TM_IS_SISTERS_BREAKDOWN (self), -1);
  return self->category;
}

GtkWidget *
tm_sisters_breakdown_get_category_button (TmSistersBreakdown *self,
                                          int                 category)
{
  GtkWidget *child;

  g_return_val_if_fail (TM_IS_SISTERS_BREAKDOWN (self), NULL);
  for (child = gtk_widget_get_first_child (self->full_grid); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_TOGGLE_BUTTON (child)
        && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (child), "category")) == category)
      return child;
  return NULL;
}

GtkWidget *
tm_sisters_breakdown_new (void)
{
  return g_object_new (TM_TYPE_SISTERS_BREAKDOWN, NULL);
}
