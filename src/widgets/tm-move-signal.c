/* tm-move-signal.c — the signal by which a part of a page hands it a move */
#include "config.h"

#include "tm-move-signal.h"

#include <json-glib/json-glib.h>

guint
tm_move_signal_new (const char *name,
                    GType       itype)
{
  g_return_val_if_fail (name != NULL, 0);

  return g_signal_new (name, itype, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1, JSON_TYPE_OBJECT);
}
