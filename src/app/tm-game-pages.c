/* tm-game-pages.c — the games this window can show, and how
 *
 * One entry per game with a page; see tm-game-pages.h for what each
 * field means and how to add a game.
 */
#include "config.h"

#include "tm-game-pages.h"
#include "core/tm-registry.h"
#include "widgets/tm-page-support.h"
#include "games/children-of-the-sun/page/tm-cots-page.h"
#include "games/children-of-the-sun/page/tm-cots-setup.h"
#include "games/planetary-sisters/page/tm-sisters-page.h"
#include "games/planetary-sisters/page/tm-sisters-score-window.h"
#include "games/planetary-sisters/page/tm-sisters-setup.h"
#include "games/psi-conjuring/page/tm-psi-page.h"
#include "games/psi-conjuring/page/tm-psi-setup.h"
#include "games/tsuki-no-utena/page/tm-utena-page.h"
#include "games/tsuki-no-utena/page/tm-utena-setup.h"

#include <glib/gi18n.h>

static const TmGamePageInfo pages[] = {
  {
    .game_id = "children-of-the-sun",
    .new_page = tm_cots_page_new_game_page,
    .setup_steps = tm_cots_setup_steps,
    .first_player_rule = N_("In playing order: the first one plays first and takes the white markers."),
    /* Translators: the manual's 一番最近幽霊を見たプレイヤーが先手…公平な方法で先手を決めます. */
    .first_player_manual = N_("The manual: whoever saw a ghost most recently plays first; if neither has lately, decide fairly."),
    .seat_notes = { N_("white markers"), N_("black markers"), NULL },
    /* Translators: the seats of Children of the Sun in the new game
     * dialog, as the manual names them: 先手 and 後手. */
    .seat_labels = { NC_("Children of the Sun seat", "First player"),
                     NC_("Children of the Sun seat", "Second player"), NULL },
    .seat_label_context = "Children of the Sun seat",
  },
  {
    .game_id = "planetary-sisters",
    .new_page = tm_sisters_page_new_game_page,
    .setup_steps = tm_sisters_setup_steps,
    .create_options = tm_sisters_setup_options,
    .score_only = tm_sisters_score_window_new,
    .first_player_rule = N_("The players choose the first parent: draw one here, or enter it with the field."),
    /* Translators: the manual's ゲームの最初の親を任意の方法で決めます. */
    .first_player_manual = N_("The manual: choose the first parent in any way you like."),
    .first_player_option = "first_parent",
  },
  {
    .game_id = "psi-conjuring",
    .new_page = tm_psi_page_new_game_page,
    .setup_steps = tm_psi_setup_steps,
    .first_player_rule = N_("The players decide who plays first; the first player places the first card."),
    .seat_notes = { N_("green cards, near side of the field"), N_("purple cards, far side of the field"), NULL },
    /* Translators: the seats of Psi Conjuring in the new game dialog, as
     * the manual names them: 先攻 and 後攻. */
    .seat_labels = { NC_("Psi Conjuring seat", "First player"),
                     NC_("Psi Conjuring seat", "Second player"), NULL },
    .seat_label_context = "Psi Conjuring seat",
  },
  {
    .game_id = "tsuki-no-utena",
    .new_page = tm_utena_page_new_game_page,
    .setup_steps = tm_utena_setup_steps,
    .create_options = tm_utena_setup_options,
    .first_player_rule = N_("Enter the players clockwise. With 3 or 4 players the first is the first parent."),
    /* Translators: the manual's 3–4 player rule: 一番最近月を見た人が、最初の
     * 親になります。それで決められなければ、適当な方法で決めます。 */
    .first_player_manual = N_("The manual, with 3 or 4 players: whoever saw the moon most recently is the first parent; if that does not settle it, decide some other way."),
    /* Translators: the seats of a 2-player game of Tsuki no Utena in the
     * new game dialog, as the manual's 2-player rules name them: 先手
     * and 後手.  With 1, 3 or 4 players the seats keep "Plays first" … */
    .seat_labels = { NC_("Tsuki no Utena seat", "First player"),
                     NC_("Tsuki no Utena seat", "Second player"), NULL },
    .seat_label_context = "Tsuki no Utena seat",
  },
};

const TmGamePageInfo *
tm_game_pages_get_all (guint *n_pages)
{
  if (n_pages != NULL)
    *n_pages = G_N_ELEMENTS (pages);
  return pages;
}

const TmGamePageInfo *
tm_game_pages_lookup (const char *game_id)
{
  g_return_val_if_fail (game_id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    if (g_str_equal (pages[i].game_id, game_id))
      return &pages[i];
  return NULL;
}

const char *
tm_game_pages_get_seat_label (const TmGamePageInfo *info,
                              guint                 index,
                              guint                 n_players)
{
  guint n_labels = 0;

  g_return_val_if_fail (info != NULL, NULL);

  while (n_labels < G_N_ELEMENTS (info->seat_labels) && info->seat_labels[n_labels] != NULL)
    n_labels++;
  if (n_labels == 0 || n_labels != n_players || index >= n_labels)
    return NULL;
  if (info->seat_label_context == NULL)
    return _(info->seat_labels[index]);
  return g_dpgettext2 (GETTEXT_PACKAGE, info->seat_label_context, info->seat_labels[index]);
}

gboolean
tm_game_pages_can_show (const char *game_id)
{
  g_return_val_if_fail (game_id != NULL, FALSE);

  return tm_game_info_is_playable (tm_registry_lookup (game_id))
         && tm_game_pages_lookup (game_id) != NULL;
}

TmGamePage *
tm_game_pages_new_page (TmRecord  *record,
                        TmGame    *game,
                        GError   **error)
{
  const TmGamePageInfo *info;
  TmGamePage *page;

  g_return_val_if_fail (TM_IS_RECORD (record), NULL);
  g_return_val_if_fail (TM_IS_GAME (game), NULL);

  info = tm_game_pages_lookup (tm_record_get_game_id (record));
  if (info == NULL || !tm_game_pages_can_show (info->game_id))
    {
      g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_UNKNOWN_GAME,
                   _("This version of Tablemate cannot show this game yet."));
      return NULL;
    }
  page = info->new_page (record, game);
  /* The move toasts tell by the record which move they belong to. */
  if (page != NULL)
    tm_page_set_record (GTK_WIDGET (page), record);
  return page;
}
