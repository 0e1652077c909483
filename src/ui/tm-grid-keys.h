/* tm-grid-keys.h — moving around a board's cells with the keyboard
 *
 * Every board (3×3, 4×4 …) answers the same keys: arrows move the focus
 * cell without wrapping, Enter or Space activates it.
 */
#pragma once

#include <gtk/gtk.h>

#include "core/tm-grid.h"

G_BEGIN_DECLS

typedef enum {
  TM_GRID_KEY_IGNORED,    /* not a board key: let it propagate */
  TM_GRID_KEY_MOVED,      /* *cell is the new focus cell */
  TM_GRID_KEY_ACTIVATE,   /* activate *cell */
} TmGridKey;

TmGridKey tm_grid_key_handle (guint            keyval,
                              GdkModifierType  state,
                              int              rows,
                              int              cols,
                              TmCell          *cell);

G_END_DECLS
