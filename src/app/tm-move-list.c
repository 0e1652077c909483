/* tm-move-list.c — the moves of the game shown, in the players' words */
#include "config.h"

#include "tm-move-list.h"
#include "widgets/tm-menu-button.h"

#include <glib/gi18n.h>

struct _TmMoveList
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkListBox *list;
  GtkScrolledWindow *scroller;
  GtkWidget *empty_label;
  /* The row of each move, in order (owned by the list box). */
  GPtrArray *rows;
  /* Shows the newest move at the bottom once the rows are laid out. */
  gboolean follow_newest;
  guint scroll_source;
  /* A row being brought into view (tm_move_list_show_row()), its menu
   * opened then if asked, and the frames waited for it. */
  GtkWidget *showing;
  gboolean popup_when_shown;
  guint show_tick;
  guint show_frames;
  /* The record shown, and whether the rows are made for it (they are
   * made only while the list is on screen). */
  TmRecord *record;
  gboolean built;
};

G_DEFINE_TYPE (TmMoveList, tm_move_list, GTK_TYPE_WIDGET)

static GMenuModel *
move_menu (guint index)
{
  GMenu *menu = g_menu_new ();
  static const struct { const char *label; const char *action; } items[] = {
    { N_("_Correct This Move…"), "win.correct-move" },
    { N_("_Insert a Move Before…"), "win.insert-move" },
    { N_("_Remove This Move"), "win.remove-move" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new (_(items[i].label), NULL);

      g_menu_item_set_action_and_target_value (item, items[i].action, g_variant_new_uint32 (index));
      g_menu_append_item (menu, item);
    }
  return G_MENU_MODEL (menu);
}

#define TURN_KEY "tm-move-list-turn"
#define MADE_FROM_KEY "tm-move-list-made-from"

/* What a row was made from: its move (held, so that its address still
 * names it), its mark, and where the headings stood after it (the round,
 * or the player and number of the turn).  A record changes in place
 * only at its end, so the rows whose moves are still the record's first
 * stand as they are: a move entered, Undo or Redo adds or removes rows
 * at the end alone. */
typedef struct
{
  JsonObject *move;
  gboolean corrected;
  char *round;
  int turn_player;
  guint turn;
} MadeFrom;

static void
made_from_free (MadeFrom *made)
{
  json_object_unref (made->move);
  g_free (made->round);
  g_free (made);
}

/* A heading above the first move of each turn (GtkListBox headers are
 * no rows: the arrow keys go from move to move). */
static void
update_header (GtkListBoxRow *row,
               GtkListBoxRow *before,
               gpointer       user_data)
{
  const char *turn = g_object_get_data (G_OBJECT (row), TURN_KEY);
  GtkWidget *label;

  if (turn == NULL)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  label = gtk_label_new (turn);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "caption-heading");
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_top (label, 6);
  gtk_list_box_row_set_header (row, label);
}

static GtkWidget *
move_row (guint       index,
          const char *words,
          gboolean    corrected,
          const char *turn)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *number = gtk_label_new (NULL);
  GtkWidget *label = gtk_label_new (words);
  GtkWidget *menu_button = gtk_menu_button_new ();
  g_autoptr(GMenuModel) menu = move_menu (index);
  g_autofree char *number_text = g_strdup_printf ("%u", index + 1);
  g_autofree char *row_name = NULL;
  g_autofree char *menu_name = NULL;

  gtk_label_set_text (GTK_LABEL (number), number_text);
  gtk_widget_add_css_class (number, "dim-label");
  gtk_widget_add_css_class (number, "numeric");
  gtk_label_set_width_chars (GTK_LABEL (number), 3);
  gtk_label_set_xalign (GTK_LABEL (number), 1);
  gtk_label_set_yalign (GTK_LABEL (number), 0);
  gtk_box_append (GTK_BOX (box), number);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (text), label);
  if (corrected)
    {
      GtkWidget *mark = gtk_label_new (_("Corrected"));

      gtk_label_set_xalign (GTK_LABEL (mark), 0);
      gtk_widget_add_css_class (mark, "caption");
      gtk_widget_add_css_class (mark, "accent");
      gtk_box_append (GTK_BOX (text), mark);
    }
  gtk_box_append (GTK_BOX (box), text);

  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (menu_button), "view-more-symbolic");
  gtk_widget_set_valign (menu_button, GTK_ALIGN_START);
  gtk_widget_add_css_class (menu_button, "flat");
  gtk_widget_set_tooltip_text (menu_button, _("Correct, Insert Before or Remove"));
  /* Translators: the accessible name of a move's menu button. */
  menu_name = g_strdup_printf (_("Change move %u"), index + 1);
  /* Built when opened: a resumed game has a row a move, each menu a
   * popover of its own, and none of them is in the first frame. */
  tm_menu_button_set_menu_on_open (GTK_MENU_BUTTON (menu_button), menu, menu_name);
  gtk_box_append (GTK_BOX (box), menu_button);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  /* Enter on the row opens its menu (GtkListBox's row-activated). */
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data (G_OBJECT (row), "tm-menu-button", menu_button);
  row_name = corrected
    /* Translators: a move in the move list, read by screen readers. */
    ? g_strdup_printf (_("Move %u, corrected: %s"), index + 1, words)
    : g_strdup_printf (_("Move %u: %s"), index + 1, words);
  if (turn != NULL)
    {
      /* The turn's heading is said with its first move. */
      g_autofree char *with_turn = g_strdup_printf ("%s. %s", turn, row_name);

      g_free (row_name);
      row_name = g_steal_pointer (&with_turn);
      g_object_set_data_full (G_OBJECT (row), TURN_KEY, g_strdup (turn), g_free);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, row_name, -1);
  return row;
}

/* How far @row lies outside the list's visible part, in pixels: 0 in
 * view, negative above, positive below; G_MAXINT while it is not laid
 * out.  A row taller than the list counts from its top, where its menu
 * button is. */
static int
row_offset (TmMoveList *self,
            GtkWidget  *row)
{
  graphene_rect_t bounds;
  int height = gtk_widget_get_height (GTK_WIDGET (self->scroller));
  float bottom;

  if (height <= 0 || !gtk_widget_compute_bounds (row, GTK_WIDGET (self->scroller), &bounds)
      || bounds.size.height <= 0)
    return G_MAXINT;
  if (bounds.origin.y < 0)
    return (int) floorf (bounds.origin.y);
  bottom = bounds.origin.y + MIN (bounds.size.height, (float) height);
  return bottom > height ? (int) ceilf (bottom - height) : 0;
}

static void
stop_showing (TmMoveList *self)
{
  if (self->show_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->show_tick);
  self->show_tick = 0;
  g_clear_object (&self->showing);
}

/* The end of showing a row: its menu, if asked for.  A popover is
 * placed on the monitor under its button: a button scrolled out of view
 * may be on none (GDK then warns, and the menu opens far from its row),
 * so the menu opens only once its row is in view. */
static void
row_shown (TmMoveList *self)
{
  GtkWidget *button = g_object_get_data (G_OBJECT (self->showing), "tm-menu-button");

  if (self->popup_when_shown && button != NULL)
    gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  stop_showing (self);
}

/* Scrolls a frame at a time (the rows just made are laid out on the
 * next one) until the row is in view; gives up after a second. */
static gboolean
show_row_tick (GtkWidget     *widget,
               GdkFrameClock *clock,
               gpointer       data)
{
  TmMoveList *self = TM_MOVE_LIST (widget);
  int offset = gtk_widget_get_parent (self->showing) == GTK_WIDGET (self->list)
               ? row_offset (self, self->showing) : G_MAXINT;

  if (offset == 0)
    {
      row_shown (self);
      return G_SOURCE_REMOVE;
    }
  if (offset != G_MAXINT)
    {
      GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);

      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + offset);
    }
  if (++self->show_frames > 60)
    {
      self->show_tick = 0;
      g_clear_object (&self->showing);
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

/* Brings @row into view, then opens its menu when @popup. */
static void
show_row (TmMoveList *self,
          GtkWidget  *row,
          gboolean    popup)
{
  stop_showing (self);
  self->showing = g_object_ref (row);
  self->popup_when_shown = popup;
  self->show_frames = 0;
  if (row_offset (self, row) == 0)
    row_shown (self);
  else
    self->show_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), show_row_tick, NULL, NULL);
}

static void
on_row_activated (GtkListBox    *list,
                  GtkListBoxRow *row,
                  TmMoveList    *self)
{
  show_row (self, GTK_WIDGET (row), TRUE);
}

/* After the layout that changed the adjustment: a value set during it
 * would leave the rows where they were. */
static gboolean
scroll_to_newest (gpointer data)
{
  TmMoveList *self = data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);

  self->scroll_source = 0;
  if (self->follow_newest)
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment)
                                          - gtk_adjustment_get_page_size (adjustment));
  return G_SOURCE_REMOVE;
}

static void
on_adjustment_changed (GtkAdjustment *adjustment,
                       TmMoveList    *self)
{
  if (self->follow_newest && self->scroll_source == 0)
    self->scroll_source = g_idle_add (scroll_to_newest, self);
}

/* Once the player moves in the list, the list stays where they are. */
static void
on_focus_moved (TmMoveList *self)
{
  if (gtk_widget_has_focus (GTK_WIDGET (self)) || gtk_widget_get_focus_child (GTK_WIDGET (self)) != NULL)
    self->follow_newest = FALSE;
}

/* How many rows, from the first, show @record's moves as they are. */
static guint
rows_still_shown (TmMoveList *self,
                  TmRecord   *record)
{
  guint n = MIN (self->rows->len, tm_record_get_n_moves (record));
  guint kept = 0;

  while (kept < n)
    {
      MadeFrom *made = g_object_get_data (g_ptr_array_index (self->rows, kept), MADE_FROM_KEY);

      if (made->move != tm_record_get_move (record, kept)
          || made->corrected != tm_record_is_corrected (record, kept))
        break;
      kept++;
    }
  return kept;
}

/* Removes the rows from @from on. */
static void
remove_rows (TmMoveList *self,
             guint       from)
{
  while (self->rows->len > from)
    {
      gtk_list_box_remove (self->list, g_ptr_array_index (self->rows, self->rows->len - 1));
      g_ptr_array_set_size (self->rows, self->rows->len - 1);
    }
}

/* Makes the rows of the record's moves after those shown. */
static void
append_rows (TmMoveList *self)
{
  TmRecord *record = self->record;
  guint n_moves = tm_record_get_n_moves (record);
  g_autoptr(TmGame) game = NULL;
  g_autoptr(GPtrArray) players = g_ptr_array_new ();
  MadeFrom before = { NULL, FALSE, NULL, -2, 0 };
  int refused = -1;

  if (self->rows->len == n_moves)
    return;
  /* The position after the rows shown (moves read once are kept with
   * the record: this costs microseconds).  A record the page shows
   * replays; the rows stop quietly at a move that does not. */
  game = tm_record_replay (record, self->rows->len, &refused, NULL, NULL);
  if (game == NULL || refused >= 0)
    return;
  if (self->rows->len > 0)
    before = *(MadeFrom *) g_object_get_data (g_ptr_array_index (self->rows, self->rows->len - 1),
                                              MADE_FROM_KEY);
  for (guint i = 0; i < tm_record_get_n_players (record); i++)
    g_ptr_array_add (players, (gpointer) tm_record_get_player (record, i));
  g_ptr_array_add (players, NULL);

  for (guint i = self->rows->len; i < n_moves; i++)
    {
      JsonObject *move = tm_record_get_move (record, i);
      int player = tm_game_get_current_player (game);
      g_autofree char *words = tm_game_describe_move (game, move, (const char * const *) players->pdata);
      g_autofree char *round = tm_game_describe_round (game);
      g_autofree char *title = NULL;
      MadeFrom *made = g_new0 (MadeFrom, 1);
      GtkWidget *row;

      made->move = json_object_ref (move);
      made->corrected = tm_record_is_corrected (record, i);
      /* The newest round named, kept through moves that name none. */
      made->round = g_strdup (round != NULL ? round : before.round);
      made->turn_player = before.turn_player;
      made->turn = before.turn;
      /* The rounds or turns the rules count; without them, a turn is
       * the moves one player makes in a row. */
      if (round != NULL)
        {
          if (g_strcmp0 (round, before.round) != 0)
            title = g_strdup (round);
        }
      else if (player != before.turn_player)
        {
          made->turn++;
          made->turn_player = player;
          if (player >= 0)
            /* Translators: a heading in the move list: "Turn 3 · Aoi". */
            title = g_strdup_printf (_("Turn %u · %s"), made->turn, tm_game_get_player_name (game, (guint) player));
          else
            title = g_strdup_printf (_("Turn %u"), made->turn);
        }
      row = move_row (i, words, made->corrected, title);
      g_object_set_data_full (G_OBJECT (row), MADE_FROM_KEY, made, (GDestroyNotify) made_from_free);
      gtk_list_box_append (self->list, row);
      g_ptr_array_add (self->rows, row);
      before = *made;
      if (!tm_game_apply_move (game, move, NULL))
        break;
    }
}

/* Brings the rows to the record: those that still show its moves stay,
 * the others go, and its newer moves get theirs. */
static void
update_rows (TmMoveList *self)
{
  TmRecord *record = self->record;

  remove_rows (self, record != NULL ? rows_still_shown (self, record) : 0);
  self->built = TRUE;
  self->follow_newest = TRUE;
  if (record != NULL)
    append_rows (self);
  gtk_widget_set_visible (self->empty_label, self->rows->len == 0);
}

void
tm_move_list_set_record (TmMoveList *self,
                         TmRecord   *record)
{
  g_return_if_fail (TM_IS_MOVE_LIST (self));

  if (record != self->record)
    {
      /* Another game, or the same corrected: a record of its own. */
      remove_rows (self, 0);
      g_set_object (&self->record, record);
      self->built = FALSE;
    }
  else if (self->built && (record == NULL || (rows_still_shown (self, record) == self->rows->len
                                              && self->rows->len == tm_record_get_n_moves (record))))
    return;
  /* Made while the list is on screen only: stepping through a game with
   * the list hidden costs nothing. */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    update_rows (self);
  else
    self->built = FALSE;
}

static void
on_map (TmMoveList *self)
{
  if (!self->built)
    update_rows (self);
}

void
tm_move_list_focus_newest (TmMoveList *self)
{
  g_return_if_fail (TM_IS_MOVE_LIST (self));

  if (!self->built)
    update_rows (self);
  if (self->rows->len > 0)
    {
      GtkWidget *newest = g_ptr_array_index (self->rows, self->rows->len - 1);

      /* Rows just made are not laid out yet: the viewport cannot scroll
       * to the focus, and the list no longer follows the newest move
       * once the keyboard is in it. */
      gtk_widget_grab_focus (newest);
      show_row (self, newest, FALSE);
    }
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->list));
}

GtkWidget *
tm_move_list_get_row (TmMoveList *self,
                      guint       index)
{
  g_return_val_if_fail (TM_IS_MOVE_LIST (self), NULL);
  return index < self->rows->len ? g_ptr_array_index (self->rows, index) : NULL;
}

static void
tm_move_list_dispose (GObject *object)
{
  TmMoveList *self = TM_MOVE_LIST (object);

  g_clear_handle_id (&self->scroll_source, g_source_remove);
  stop_showing (self);
  g_clear_object (&self->record);
  gtk_widget_dispose_template (GTK_WIDGET (self), TM_TYPE_MOVE_LIST);
  G_OBJECT_CLASS (tm_move_list_parent_class)->dispose (object);
}

static void
tm_move_list_finalize (GObject *object)
{
  TmMoveList *self = TM_MOVE_LIST (object);

  g_ptr_array_unref (self->rows);
  G_OBJECT_CLASS (tm_move_list_parent_class)->finalize (object);
}

static void
tm_move_list_class_init (TmMoveListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tm_move_list_dispose;
  object_class->finalize = tm_move_list_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/tablemate/Tablemate/tm-move-list.ui");
  gtk_widget_class_bind_template_child (widget_class, TmMoveList, box);
  gtk_widget_class_bind_template_child (widget_class, TmMoveList, list);
  gtk_widget_class_bind_template_child (widget_class, TmMoveList, scroller);
  gtk_widget_class_bind_template_child (widget_class, TmMoveList, empty_label);
}

static void
tm_move_list_init (TmMoveList *self)
{
  self->rows = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_list_box_set_header_func (self->list, update_header, NULL, NULL);
  g_signal_connect (self, "map", G_CALLBACK (on_map), NULL);
  g_signal_connect (self->list, "row-activated", G_CALLBACK (on_row_activated), self);
  /* The move with the keyboard is scrolled into view. */
  if (GTK_IS_VIEWPORT (gtk_scrolled_window_get_child (self->scroller)))
    gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (gtk_scrolled_window_get_child (self->scroller)), TRUE);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scroller), "changed",
                           G_CALLBACK (on_adjustment_changed), self, 0);
  g_signal_connect_swapped (self->list, "notify::has-focus", G_CALLBACK (on_focus_moved), self);
  {
    GtkEventController *focus = gtk_event_controller_focus_new ();

    g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_moved), self);
    gtk_widget_add_controller (GTK_WIDGET (self->list), focus);
  }
}

GtkWidget *
tm_move_list_new (void)
{
  return g_object_new (TM_TYPE_MOVE_LIST, NULL);
}
