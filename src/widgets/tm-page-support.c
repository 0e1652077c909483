/* tm-page-support.c — what every game's page does with its record */
#include "config.h"

#include "tm-page-support.h"
#include "core/tm-registry.h"
#include "tm-accessible-name.h"
#include "tm-error-display.h"
#include "tm-focus.h"
#include "tm-game-page.h"
#include "tm-saved-games.h"
#include "tm-toast-guard.h"

#include <glib/gi18n.h>

/* The one move toast of a toast overlay (at most one is alive: a new
 * move, undo or redo dismisses it), and the record a page plays. */
#define MOVE_TOAST_KEY "tm-page-move-toast"
#define RECORD_KEY     "tm-page-record"
#define CORRECTING_KEY "tm-page-correcting"

#define OVERLAY_KEY    "tm-page-toast-overlay"

static GtkWidget *
find_overlay (GtkWidget *page)
{
  GtkWidget *own = g_object_get_data (G_OBJECT (page), OVERLAY_KEY);

  return own != NULL ? own : gtk_widget_get_ancestor (page, ADW_TYPE_TOAST_OVERLAY);
}

void
tm_page_set_toast_overlay (GtkWidget       *page,
                           AdwToastOverlay *overlay)
{
  g_return_if_fail (GTK_IS_WIDGET (page));
  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));
  g_return_if_fail (gtk_widget_is_ancestor (GTK_WIDGET (overlay), page));

  /* A child of the page: it lives as long as the page. */
  g_object_set_data (G_OBJECT (page), OVERLAY_KEY, overlay);
}

void
tm_page_add_toast (GtkWidget *page,
                   AdwToast  *toast)
{
  GtkWidget *overlay = find_overlay (page);

  tm_error_display_escape_toast (toast);
  if (overlay != NULL)
    {
      tm_accessible_name_toasts (ADW_TOAST_OVERLAY (overlay));
      tm_error_display_wrap_toasts (ADW_TOAST_OVERLAY (overlay));
      tm_toast_guard_add (ADW_TOAST_OVERLAY (overlay), toast);
    }
  else
    g_object_unref (g_object_ref_sink (toast));
}

#define PENDING_ERRORS_KEY "tm-page-pending-errors"

static void
show_pending_errors (GtkWidget *page)
{
  g_autoptr(GPtrArray) messages = g_object_steal_data (G_OBJECT (page), PENDING_ERRORS_KEY);

  g_signal_handlers_disconnect_by_func (page, show_pending_errors, NULL);
  for (guint i = 0; messages != NULL && i < messages->len; i++)
    tm_page_add_toast (page, tm_error_display_show (page, g_ptr_array_index (messages, i)));
}

void
tm_page_report_error (GtkWidget  *page,
                      const char *message)
{
  GPtrArray *messages;

  g_return_if_fail (GTK_IS_WIDGET (page));
  g_return_if_fail (message != NULL);

  g_debug ("%s: %s", G_OBJECT_TYPE_NAME (page), message);
  if (gtk_widget_get_mapped (page) && find_overlay (page) != NULL)
    {
      tm_page_add_toast (page, tm_error_display_show (page, message));
      return;
    }
  /* Made but not in a window yet: said when it is shown. */
  messages = g_object_get_data (G_OBJECT (page), PENDING_ERRORS_KEY);
  if (messages == NULL)
    {
      messages = g_ptr_array_new_with_free_func (g_free);
      g_object_set_data_full (G_OBJECT (page), PENDING_ERRORS_KEY, messages, (GDestroyNotify) g_ptr_array_unref);
      g_signal_connect (page, "map", G_CALLBACK (show_pending_errors), NULL);
    }
  g_ptr_array_add (messages, g_strdup (message));
}

void
tm_page_set_record (GtkWidget *page,
                    TmRecord  *record)
{
  g_return_if_fail (GTK_IS_WIDGET (page));
  g_return_if_fail (TM_IS_RECORD (record));

  g_object_set_data_full (G_OBJECT (page), RECORD_KEY, g_object_ref (record), g_object_unref);
}

TmRecord *
tm_page_get_record (GtkWidget *page)
{
  g_return_val_if_fail (GTK_IS_WIDGET (page), NULL);

  return g_object_get_data (G_OBJECT (page), RECORD_KEY);
}

gboolean
tm_page_record_is_at (GtkWidget *page,
                      GVariant  *target)
{
  TmRecord *record = tm_page_get_record (page);
  const char *id = NULL;
  guint32 n_moves = 0;

  if (record == NULL || target == NULL
      || !g_variant_is_of_type (target, G_VARIANT_TYPE (TM_PAGE_MOVE_TARGET_TYPE)))
    return FALSE;
  g_variant_get (target, "(&su)", &id, &n_moves);
  return g_strcmp0 (id, tm_record_get_id (record)) == 0
         && n_moves == tm_record_get_n_moves (record);
}

static void
on_move_toast_dismissed (AdwToast  *toast,
                         GtkWidget *overlay)
{
  if (g_object_get_data (G_OBJECT (overlay), MOVE_TOAST_KEY) == toast)
    g_object_set_data (G_OBJECT (overlay), MOVE_TOAST_KEY, NULL);
}

/* The move toast is one toast, kept and updated from move to move
 * (libadwaita's own idiom: a new title, then added again to restart its
 * timeout).  Its dismissal waits while the overlay animates
 * (tm-toast-guard.h). */
static void
dismiss_move_toast (GtkWidget *overlay)
{
  g_autoptr(AdwToast) toast = g_object_steal_data (G_OBJECT (overlay), MOVE_TOAST_KEY);

  /* Dismissed, a queued toast leaves the overlay's queue as well: it
   * never comes back later. */
  if (toast != NULL)
    adw_toast_dismiss (toast);
}

void
tm_page_dismiss_move_toast (GtkWidget *page)
{
  GtkWidget *overlay;

  g_return_if_fail (GTK_IS_WIDGET (page));

  overlay = find_overlay (page);
  if (overlay != NULL)
    dismiss_move_toast (overlay);
}

/* Takes @title as plain text (a toast's title is markup). */
static void
add_move_toast (GtkWidget  *page,
                const char *title,
                const char *button_label,
                gboolean    undo)
{
  GtkWidget *overlay = find_overlay (page);
  TmRecord *record = tm_page_get_record (page);
  g_autofree char *markup = g_markup_escape_text (title, -1);
  AdwToast *toast;
  gboolean fresh;

  if (overlay == NULL)
    return;
  tm_accessible_name_toasts (ADW_TOAST_OVERLAY (overlay));
  tm_error_display_wrap_toasts (ADW_TOAST_OVERLAY (overlay));
  toast = g_object_get_data (G_OBJECT (overlay), MOVE_TOAST_KEY);
  /* One closed a moment ago is on its way out: a new one then. */
  fresh = toast == NULL || tm_toast_guard_is_dismissing (toast);
  if (fresh)
    {
      toast = adw_toast_new (markup);
      adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
      tm_toast_guard_watch (toast);
      g_object_set_data_full (G_OBJECT (overlay), MOVE_TOAST_KEY, g_object_ref (toast), g_object_unref);
      g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_move_toast_dismissed), overlay, 0);
    }
  else
    adw_toast_set_title (toast, markup);
  adw_toast_set_button_label (toast, button_label);
  if (record != NULL)
    {
      /* The button acts only while the record is as it was: the move
       * the toast names is still the last one. */
      adw_toast_set_action_name (toast, undo ? "win.undo-move" : "win.redo-move");
      adw_toast_set_action_target_value (toast,
                                         g_variant_new (TM_PAGE_MOVE_TARGET_TYPE,
                                                        tm_record_get_id (record),
                                                        (guint32) tm_record_get_n_moves (record)));
    }
  else
    adw_toast_set_action_name (toast, undo ? "win.undo" : "win.redo");
  /* New: shown.  Kept: its timeout starts again (or, behind an error
   * toast, it comes forward), and it names the new move. */
  tm_toast_guard_add (ADW_TOAST_OVERLAY (overlay), fresh ? toast : g_object_ref (toast));
}

/* After a change of the record: the toast is checked once the page has
 * said what the change was (a move's toast comes after the change). */
static gboolean
check_move_toast_cb (gpointer data)
{
  GtkWidget *page = data;
  GtkWidget *overlay = find_overlay (page);
  AdwToast *toast = overlay != NULL ? g_object_get_data (G_OBJECT (overlay), MOVE_TOAST_KEY) : NULL;

  /* A toast whose move is no longer the last one has nothing to offer. */
  if (toast != NULL && tm_page_get_record (page) != NULL
      && !tm_page_record_is_at (page, adw_toast_get_action_target_value (toast)))
    dismiss_move_toast (overlay);
  return G_SOURCE_REMOVE;
}

gboolean
tm_page_save_record (GtkWidget *page,
                     TmRecord  *record)
{
  g_autoptr(GError) error = NULL;
  AdwToast *toast;

  /* A correction is saved when it is kept, whole (tm-correction-bar.c):
   * the saved game stays as it was until then. */
  if (tm_page_get_correcting (page))
    return TRUE;
  if (tm_saved_games_save (record, &error))
    return TRUE;

  toast = tm_error_display_show (page, error->message);
  tm_page_add_toast (page, toast);
  return FALSE;
}

void
tm_page_set_correcting (GtkWidget *page,
                        gboolean   correcting)
{
  g_return_if_fail (GTK_IS_WIDGET (page));
  g_object_set_data (G_OBJECT (page), CORRECTING_KEY, GINT_TO_POINTER (correcting));
}

gboolean
tm_page_get_correcting (GtkWidget *page)
{
  g_return_val_if_fail (GTK_IS_WIDGET (page), FALSE);
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (page), CORRECTING_KEY));
}

void
tm_page_add_move_toast (GtkWidget  *page,
                        const char *title,
                        const char *button_label,
                        const char *action_name)
{
  g_return_if_fail (GTK_IS_WIDGET (page));
  g_return_if_fail (title != NULL);

  add_move_toast (page, title, button_label, g_strcmp0 (action_name, "win.redo") != 0);
}

TmGame *
tm_page_replay_record (TmRecord  *record,
                       GType      game_type,
                       GError   **error)
{
  g_autoptr(GError) move_error = NULL;
  g_autoptr(TmGame) game = NULL;
  int illegal_index = -1;

  game = tm_record_replay (record, G_MAXUINT, &illegal_index, &move_error, error);
  if (game == NULL)
    return NULL;
  if (illegal_index >= 0 || !g_type_is_a (G_OBJECT_TYPE (game), game_type))
    {
      if (move_error != NULL)
        g_propagate_error (error, g_steal_pointer (&move_error));
      else
        g_set_error_literal (error, TM_RECORD_ERROR, TM_RECORD_ERROR_UNKNOWN_GAME,
                             _("The game could not be replayed."));
      return NULL;
    }
  return g_steal_pointer (&game);
}

JsonObject *
tm_page_new_move (const char *type)
{
  JsonObject *move = json_object_new ();

  json_object_set_string_member (move, "type", type);
  return move;
}

gboolean
tm_page_should_focus_entry (GtkWidget *page)
{
  GtkWidget *focus = tm_focus_get_current (page);

  return gtk_widget_get_root (page) != NULL
         && (focus == NULL || !gtk_widget_get_mapped (focus) || gtk_widget_is_ancestor (focus, page));
}

gboolean
tm_page_game_matches_record (TmGame   *game,
                             TmRecord *record,
                             GType     game_type)
{
  return TM_IS_RECORD (record) && G_TYPE_CHECK_INSTANCE_TYPE (game, game_type)
         && tm_game_get_n_moves (game) == tm_record_get_n_moves (record);
}

static GStrv
record_players (TmRecord *record)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint p = 0; p < tm_record_get_n_players (record); p++)
    g_strv_builder_add (builder, tm_record_get_player (record, p));
  return g_strv_builder_end (builder);
}

/* @move, the move undone (@game is the position before it) or redone
 * (@game the position after it), in the players' words. */
static char *
describe_step (TmRecord   *record,
               TmGame     *game,
               JsonObject *move,
               gboolean    forward)
{
  g_auto(GStrv) players = record_players (record);
  g_autoptr(TmGame) before = NULL;

  if (forward)
    before = tm_record_replay (record, tm_record_get_n_moves (record) - 1, NULL, NULL, NULL);
  else
    before = g_object_ref (game);
  if (before == NULL || move == NULL)
    return g_strdup (forward ? _("Move redone") : _("Move undone"));
  return tm_game_describe_move (before, move, (const char * const *) players);
}

char *
tm_page_describe_last_move (TmRecord *record)
{
  g_auto(GStrv) players = NULL;
  g_autoptr(TmGame) before = NULL;
  int illegal = -1;
  guint n_moves;

  g_return_val_if_fail (TM_IS_RECORD (record), NULL);

  n_moves = tm_record_get_n_moves (record);
  if (n_moves == 0)
    return NULL;
  /* A move refused on the way would leave the wrong position to say
   * the last one from. */
  before = tm_record_replay (record, n_moves - 1, &illegal, NULL, NULL);
  if (before == NULL || illegal >= 0)
    return NULL;
  players = record_players (record);
  return tm_game_describe_move (before, tm_record_get_move (record, n_moves - 1), (const char * const *) players);
}

TmGame *
tm_page_step_record (GtkWidget  *page,
                     TmRecord   *record,
                     gboolean    forward,
                     gboolean    read_only,
                     GType       game_type,
                     GError    **error)
{
  g_autoptr(TmGame) game = NULL;
  g_autoptr(JsonObject) move = NULL;

  g_return_val_if_fail (GTK_IS_WIDGET (page), NULL);
  g_return_val_if_fail (TM_IS_RECORD (record), NULL);

  /* The move stepped over, named in the position before it. */
  if (!forward && tm_record_get_n_moves (record) > 0)
    move = json_object_ref (tm_record_get_move (record, tm_record_get_n_moves (record) - 1));
  if (!(forward ? tm_record_redo (record) : tm_record_undo (record)))
    return NULL;
  if (forward)
    move = json_object_ref (tm_record_get_move (record, tm_record_get_n_moves (record) - 1));
  game = tm_page_replay_record (record, game_type, error);
  if (game == NULL)
    {
      /* The page keeps showing the game it had: so does the record. */
      if (forward)
        tm_record_undo (record);
      else
        tm_record_redo (record);
      if (error != NULL && *error == NULL)
        g_set_error_literal (error, TM_RECORD_ERROR, TM_RECORD_ERROR_UNKNOWN_GAME,
                             _("The game could not be replayed."));
      return NULL;
    }
  if (!read_only && tm_page_save_record (page, record))
    {
      g_autofree char *what = describe_step (record, game, move, forward);
      g_autofree char *title = NULL;

      if (forward)
        /* Translators: a toast after a redo; %s is the move, e.g. "Aoi
         * played Yellow −2". */
        title = g_strdup_printf (_("Redone: %s"), what);
      else
        /* Translators: a toast after an undo; %s is the move, e.g. "Aoi
         * played Yellow −2". */
        title = g_strdup_printf (_("Undone: %s"), what);
      add_move_toast (page, title, forward ? _("_Undo") : _("_Redo"), forward);
    }
  return g_steal_pointer (&game);
}

gboolean
tm_page_step (GtkWidget         *page,
              TmRecord          *record,
              gboolean           forward,
              gboolean           read_only,
              GType              game_type,
              TmPageShowMessage  show_message,
              TmPageShowGame     show_game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TmGame) game = NULL;

  g_return_val_if_fail (show_message != NULL && show_game != NULL, FALSE);

  game = tm_page_step_record (page, record, forward, read_only, game_type, &error);
  if (game == NULL)
    {
      if (error != NULL)
        show_message (page, error->message, NULL);
      return FALSE;
    }
  show_message (page, NULL, NULL);
  show_game (page, game);
  return TRUE;
}

gboolean
tm_page_play_move (GtkWidget         *page,
                   TmRecord          *record,
                   TmGame            *game,
                   JsonObject        *move,
                   TmPageShowMessage  show_message,
                   gboolean          *saved)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (GTK_IS_WIDGET (page), FALSE);
  g_return_val_if_fail (TM_IS_RECORD (record), FALSE);
  g_return_val_if_fail (show_message != NULL && saved != NULL, FALSE);

  *saved = FALSE;
  if (!tm_record_play (record, game, move, &error))
    {
      show_message (page, error->message, NULL);
      return FALSE;
    }
  show_message (page, NULL, NULL);
  *saved = tm_page_save_record (page, record);
  return TRUE;
}

void
tm_page_install_properties (GObjectClass *object_class)
{
  g_object_class_override_property (object_class, TM_PAGE_PROP_CAN_UNDO, "can-undo");
  g_object_class_override_property (object_class, TM_PAGE_PROP_CAN_REDO, "can-redo");
  g_object_class_override_property (object_class, TM_PAGE_PROP_TITLE, "title");
  g_object_class_override_property (object_class, TM_PAGE_PROP_SUBTITLE, "subtitle");
}

static char *
players_subtitle (TmRecord *record)
{
  guint n_players = tm_record_get_n_players (record);
  GString *names;

  const TmGameInfo *info = tm_registry_lookup (tm_record_get_game_id (record));

  if (n_players == 2 && info != NULL && info->cooperative)
    /* Translators: the two players of a cooperative game, e.g. "Alice and Bob". */
    return g_strdup_printf (_("%s and %s"),
                            tm_record_get_player (record, 0),
                            tm_record_get_player (record, 1));
  if (n_players == 2)
    /* Translators: the two players, e.g. "Alice vs Bob". */
    return g_strdup_printf (_("%s vs %s"),
                            tm_record_get_player (record, 0),
                            tm_record_get_player (record, 1));
  names = g_string_new (NULL);
  for (guint p = 0; p < n_players; p++)
    {
      if (p > 0)
        /* Translators: between the names of the players in the header bar. */
        g_string_append (names, _(", "));
      g_string_append (names, tm_record_get_player (record, p));
    }
  return g_string_free (names, FALSE);
}

void
tm_page_get_property (TmRecord   *record,
                      const char *title,
                      guint       prop_id,
                      GValue     *value)
{
  switch (prop_id)
    {
    case TM_PAGE_PROP_CAN_UNDO:
      g_value_set_boolean (value, record != NULL && tm_record_can_undo (record));
      break;
    case TM_PAGE_PROP_CAN_REDO:
      g_value_set_boolean (value, record != NULL && tm_record_can_redo (record));
      break;
    case TM_PAGE_PROP_TITLE:
      g_value_set_string (value, title);
      break;
    case TM_PAGE_PROP_SUBTITLE:
      g_value_take_string (value, record != NULL ? players_subtitle (record) : NULL);
      break;
    default:
      g_return_if_reached ();
    }
}

void
tm_page_notify_can_undo_redo (GObject *page)
{
  if (tm_page_get_record (GTK_WIDGET (page)) != NULL)
    g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, check_move_toast_cb, g_object_ref (page), g_object_unref);

  /* By name: the page class's own GParamSpec table is not needed. */
  g_object_notify (page, "can-undo");
  g_object_notify (page, "can-redo");
}

void
tm_page_set_present (GtkWidget *widget,
                     gboolean   present)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  gtk_widget_set_opacity (widget, present ? 1.0 : 0.0);
  gtk_widget_set_can_target (widget, present);
  /* No focus for it nor anything inside it. */
  gtk_widget_set_can_focus (widget, present);
  gtk_accessible_update_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_HIDDEN, !present, -1);
}
