/* tm-history-collector.c — finished games moving into the history, a batch at a time */
#include "config.h"

#include "tm-history-collector.h"

#include <glib/gi18n.h>
#include <stdlib.h>

struct _TmHistoryCollector
{
  GObject parent_instance;

  TmHistory *history;
  TmWindow *window;
  guint source;
  AdwToast *toast;      /* counts the games moved, while more are left */
  guint n_collected;
};

G_DEFINE_FINAL_TYPE (TmHistoryCollector, tm_history_collector, G_TYPE_OBJECT)

enum {
  SIGNAL_DONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* How many finished games move into the history per idle call
 * (TM_HISTORY_BATCH in the tests). */
static guint
get_batch (void)
{
  const char *batch = g_getenv ("TM_HISTORY_BATCH");

  return batch != NULL && atoi (batch) > 0 ? (guint) atoi (batch) : TM_HISTORY_COLLECT_BATCH;
}

static gboolean
collect_next_batch (gpointer data)
{
  TmHistoryCollector *self = TM_HISTORY_COLLECTOR (data);
  gboolean more = FALSE;
  g_autofree char *title = NULL;

  self->n_collected += tm_history_collect_some (self->history, NULL, get_batch (), &more);
  if (more)
    {
      title = g_strdup_printf (ngettext ("Moving finished games into the history: %u moved…",
                                         "Moving finished games into the history: %u moved…",
                                         self->n_collected),
                               self->n_collected);
      if (self->toast == NULL)
        {
          self->toast = g_object_ref (adw_toast_new (title));
          adw_toast_set_timeout (self->toast, 0);
          tm_window_add_toast (self->window, self->toast);
        }
      else
        adw_toast_set_title (self->toast, title);
      return G_SOURCE_CONTINUE;
    }

  self->source = 0;
  if (self->toast != NULL)
    adw_toast_dismiss (self->toast);
  g_clear_object (&self->toast);
  g_signal_emit (self, signals[SIGNAL_DONE], 0);
  return G_SOURCE_REMOVE;
}

void
tm_history_collector_start (TmHistoryCollector *self)
{
  g_return_if_fail (TM_IS_HISTORY_COLLECTOR (self));

  if (self->source == 0 && collect_next_batch (self) == G_SOURCE_CONTINUE)
    self->source = g_idle_add_full (G_PRIORITY_LOW, collect_next_batch, self, NULL);
}

static void
tm_history_collector_dispose (GObject *object)
{
  TmHistoryCollector *self = TM_HISTORY_COLLECTOR (object);

  g_clear_handle_id (&self->source, g_source_remove);
  g_clear_object (&self->toast);
  g_clear_object (&self->history);
  G_OBJECT_CLASS (tm_history_collector_parent_class)->dispose (object);
}

static void
tm_history_collector_class_init (TmHistoryCollectorClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tm_history_collector_dispose;

  /* Only the games still being played are left in games/. */
  signals[SIGNAL_DONE] = g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tm_history_collector_init (TmHistoryCollector *self)
{
}

TmHistoryCollector *
tm_history_collector_new (TmHistory *history,
                          TmWindow  *window)
{
  TmHistoryCollector *self;

  g_return_val_if_fail (TM_IS_HISTORY (history), NULL);
  g_return_val_if_fail (TM_IS_WINDOW (window), NULL);

  self = g_object_new (TM_TYPE_HISTORY_COLLECTOR, NULL);
  self->history = g_object_ref (history);
  self->window = window;
  return self;
}
