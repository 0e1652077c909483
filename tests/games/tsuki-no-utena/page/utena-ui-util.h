/* utena-ui-util.h — what the Tsuki no Utena page tests share: a card in a
 * picker's list, the legal moves of the page's position
 */
#pragma once

#include "games/tsuki-no-utena/page/tm-utena-card-view.h"
#include "games/tsuki-no-utena/page/tm-utena-page.h"

#include "ui-test-util.h"

/* The child of @picker's list that shows @card, or NULL. */
static inline GtkFlowBoxChild *
find_listed (TmUtenaCardPicker *picker,
             guint32            card)
{
  g_autoptr(GPtrArray) views = g_ptr_array_new ();

  ui_collect_descendants (GTK_WIDGET (picker), TM_TYPE_UTENA_CARD_VIEW, views);
  for (guint i = 0; i < views->len; i++)
    {
      GtkWidget *view = g_ptr_array_index (views, i);
      GtkWidget *child = gtk_widget_get_ancestor (view, GTK_TYPE_FLOW_BOX_CHILD);

      if (child != NULL && tm_utena_card_view_get_card (TM_UTENA_CARD_VIEW (view)) == card)
        return GTK_FLOW_BOX_CHILD (child);
    }
  return NULL;
}

/* The rules' legal moves at the page's position (TmUtenaMove). */
static inline GArray *
legal_moves (TmUtenaPage *page)
{
  g_autoptr(GPtrArray) json = tm_game_list_legal_moves (TM_GAME (tm_utena_page_get_game (page)));
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (TmUtenaMove));

  for (guint i = 0; i < json->len; i++)
    {
      TmUtenaMove move;

      g_assert_true (tm_utena_move_from_json (g_ptr_array_index (json, i), &move, NULL));
      g_array_append_val (moves, move);
    }
  return moves;
}
