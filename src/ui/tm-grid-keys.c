/* tm-grid-keys.c — moving around a board's cells with the keyboard */
#include "tm-grid-keys.h"

TmGridKey
tm_grid_key_handle (guint            keyval,
                    GdkModifierType  state,
                    int              rows,
                    int              cols,
                    TmCell          *cell)
{
  /* Ctrl and Alt combinations belong to the window's shortcuts. */
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return TM_GRID_KEY_IGNORED;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      cell->col = MAX (0, cell->col - 1);
      return TM_GRID_KEY_MOVED;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      cell->col = MIN (cols - 1, cell->col + 1);
      return TM_GRID_KEY_MOVED;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      cell->row = MAX (0, cell->row - 1);
      return TM_GRID_KEY_MOVED;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      cell->row = MIN (rows - 1, cell->row + 1);
      return TM_GRID_KEY_MOVED;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      return TM_GRID_KEY_ACTIVATE;
    default:
      return TM_GRID_KEY_IGNORED;
    }
}
