/* ui-correction-util.c — what the tests of corrections share */
#include "config.h"

#include "ui-correction-util.h"
#include "ui-shot-util.h"
#include "ui-test-util.h"

#include "app/tm-move-list.h"
#include "widgets/tm-page-support.h"
#include "games/children-of-the-sun/page/tm-cots-board.h"
#include "games/children-of-the-sun/page/tm-cots-card-picker.h"
#include "games/children-of-the-sun/page/tm-cots-page.h"
#include "games/children-of-the-sun/rules/tm-cots-card.h"
#include "games/planetary-sisters/page/tm-sisters-page.h"
#include "games/psi-conjuring/page/tm-psi-page.h"
#include "games/tsuki-no-utena/page/tm-utena-page.h"

/* With TM_SHOTS_DIR set, the steps are also drawn into PNG files there
 * (to look at the list and a correction under way, wide and narrow). */
void
ui_correction_shot (TmWindow   *window,
                    const char *name)
{
  const char *dir = g_getenv ("TM_SHOTS_DIR");
  g_autofree char *path = NULL;

  if (dir == NULL)
    return;
  ui_wait_frames (GTK_WIDGET (window));
  path = g_strdup_printf ("%s/%s-%d.png", dir, name, gtk_widget_get_width (GTK_WIDGET (window)));
  ui_shot_save_png (GTK_WINDOW (window), path);
}

GtkWidget *
ui_correction_window_child (TmWindow   *window,
                            const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), TM_TYPE_WINDOW, name));
}

TmRecord *
ui_correction_page_record (TmWindow *window)
{
  return tm_page_get_record (tm_window_get_game_page (window));
}

TmCorrectionBar *
ui_correction_bar (TmWindow *window)
{
  return TM_CORRECTION_BAR (ui_correction_window_child (window, "correction_bar"));
}

gboolean
ui_correction_flap_revealed (gpointer data)
{
  return adw_flap_get_reveal_progress (ADW_FLAP (ui_correction_window_child (data, "flap"))) >= 1.0;
}

/* Shows the move list with a real click on its header button. */
void
ui_correction_show_move_list (TmWindow *window)
{
  GtkWidget *button = ui_correction_window_child (window, "moves_button");

  g_assert_true (gtk_widget_get_visible (button));
  if (!adw_flap_get_reveal_flap (ADW_FLAP (ui_correction_window_child (window, "flap"))))
    ui_real_click (GTK_WINDOW (window), button);
  g_assert_true (adw_flap_get_reveal_flap (ADW_FLAP (ui_correction_window_child (window, "flap"))));
  /* Its short slide is over before the next click. */
  g_assert_true (ui_wait_for (ui_correction_flap_revealed, window));
  ui_wait_frames (GTK_WIDGET (window));
}

gboolean
ui_correction_settled (gpointer data)
{
  GtkWidget *widget = data;
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));
  graphene_point_t origin = GRAPHENE_POINT_INIT (0, 0);
  graphene_point_t before, after;

  if (!gtk_widget_compute_point (widget, root, &origin, &before))
    return FALSE;
  ui_wait_frames (widget);
  return gtk_widget_compute_point (widget, root, &origin, &after)
         && before.x == after.x && before.y == after.y;
}

/* Opens move @index's menu with a real click and clicks @label in it. */
void
ui_correction_choose (TmWindow   *window,
                      guint       index,
                      const char *label)
{
  TmMoveList *list = TM_MOVE_LIST (ui_correction_window_child (window, "move_list"));
  GtkWidget *row = tm_move_list_get_row (list, index);
  GtkWidget *menu_button;
  GtkWidget *popover;
  GtkWidget *item_label;
  GtkWidget *item;

  g_assert_nonnull (row);
  menu_button = ui_find_descendant (row, GTK_TYPE_MENU_BUTTON, NULL);
  g_assert_nonnull (menu_button);
  /* The list scrolls to the move that has the keyboard; the click comes
   * once it is there, as a person's would. */
  gtk_widget_grab_focus (menu_button);
  ui_wait_for (ui_correction_settled, menu_button);
  ui_real_click (GTK_WINDOW (window), menu_button);
  popover = ui_wait_menu_open (GTK_MENU_BUTTON (menu_button));
  g_assert_nonnull (popover);
  item_label = ui_find_label (popover, label);
  g_assert_nonnull (item_label);
  item = gtk_widget_get_ancestor (item_label, g_type_from_name ("GtkModelButton"));
  g_assert_nonnull (item);
  ui_click (item);
  ui_wait_frames (GTK_WIDGET (window));
}

/* Enters @move on the page shown: by clicks for Children of the Sun's
 * placements, through the page's play function otherwise. */
void
ui_correction_enter_move (TmWindow   *window,
                          JsonObject *move)
{
  GtkWidget *page = tm_window_get_game_page (window);

  if (TM_IS_COTS_PAGE (page) && g_str_equal (json_object_get_string_member (move, "type"), "place")
      && !json_object_has_member (move, "turn") && !json_object_has_member (move, "effect"))
    {
      TmCotsPage *cots = TM_COTS_PAGE (page);
      TmCotsCardPicker *picker = tm_cots_page_get_picker (cots);
      TmCotsBoard *board = tm_cots_page_get_board (cots);
      JsonArray *cell = json_object_get_array_member (move, "cell");
      TmCotsCard card = TM_COTS_NO_CARD;
      g_autoptr(GHashTable) before = NULL;

      g_assert_true (tm_cots_card_parse (json_object_get_string_member (move, "card"), &card));
      /* Nothing that can be clicked moves between the clicks of the move,
       * the correction bar above the page included (measured from the
       * page as it is laid out when the correction shows it). */
      ui_wait_frames (GTK_WIDGET (window));
      before = ui_record_clickable_bounds (GTK_WIDGET (window));
      ui_click (tm_cots_card_picker_get_colour_button (picker, tm_cots_card_get_colour (card)));
      ui_wait_frames (GTK_WIDGET (window));
      ui_assert_clickables_stayed (before, GTK_WIDGET (window), "colour of the corrected card");
      g_clear_pointer (&before, g_hash_table_unref);
      before = ui_record_clickable_bounds (GTK_WIDGET (window));
      ui_click (tm_cots_card_picker_get_rotation_button (picker, tm_cots_card_get_rotation (card)));
      ui_wait_frames (GTK_WIDGET (window));
      ui_assert_clickables_stayed (before, GTK_WIDGET (window), "number of the corrected card");
      ui_click (tm_cots_board_get_cell (board, (int) json_array_get_int_element (cell, 0),
                                        (int) json_array_get_int_element (cell, 1)));
    }
  else
    ui_correction_play_move (window, move);
  ui_wait_frames (GTK_WIDGET (window));
}

void
ui_correction_play_move (TmWindow   *window,
                         JsonObject *move)
{
  GtkWidget *page = tm_window_get_game_page (window);

  if (TM_IS_COTS_PAGE (page))
    g_assert_true (tm_cots_page_play (TM_COTS_PAGE (page), move));
  else if (TM_IS_SISTERS_PAGE (page))
    /* The Sisters, Utena and Psi pages take the move. */
    g_assert_true (tm_sisters_page_play (TM_SISTERS_PAGE (page), json_object_ref (move)));
  else if (TM_IS_UTENA_PAGE (page))
    g_assert_true (tm_utena_page_play (TM_UTENA_PAGE (page), json_object_ref (move)));
  else if (TM_IS_PSI_PAGE (page))
    g_assert_true (tm_psi_page_play (TM_PSI_PAGE (page), json_object_ref (move)));
  else
    g_assert_not_reached ();
}

