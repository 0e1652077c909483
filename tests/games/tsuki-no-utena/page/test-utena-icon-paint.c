/* test-utena-icon-paint.c — the icons of Tsuki no Utena, drawn and named
 *
 * Every icon and every cloud cell paints something (a non-empty render
 * node with pixels that are not all one colour, at 16 and 48 px, light
 * and dark), two different icons never paint the same picture, and the
 * describe functions name the icons in the notation's order.
 */
#include "config.h"

#include "games/tsuki-no-utena/page/tm-utena-icon-paint.h"

#include <locale.h>

/* Every one-bit practitioner icon: 16 tools, 4 suns, 5 groups, wild. */
#define N_ICONS 26

static GskRenderNode *
paint (TmUtenaCard icon,
       int         cell,
       double      size,
       gboolean    dark)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  graphene_rect_t bounds;

  graphene_rect_init (&bounds, 0, 0, size, size);
  if (cell >= 0)
    tm_utena_paint_cell (snapshot, (TmUtenaCell) cell, &bounds, dark);
  else
    tm_utena_paint_icon (snapshot, icon, &bounds, dark);
  return gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
}

/* The node drawn into an image on a grey background. */
static cairo_surface_t *
rasterize (GskRenderNode *node,
           int            size)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 0.5, 0.5, 0.5);
  cairo_paint (cr);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* How many pixels differ from the background grey. */
static guint
n_painted (cairo_surface_t *surface)
{
  const guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  int w = cairo_image_surface_get_width (surface);
  int h = cairo_image_surface_get_height (surface);
  guint n = 0;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 pixel = *(const guint32 *) (data + y * stride + x * 4);

        if ((pixel & 0xffffff) != 0x808080 && (pixel & 0xffffff) != 0x7f7f7f)
          n++;
      }
  return n;
}

static gboolean
same_pixels (cairo_surface_t *a,
             cairo_surface_t *b)
{
  int stride = cairo_image_surface_get_stride (a);
  int h = cairo_image_surface_get_height (a);

  return memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b),
                 (gsize) stride * (gsize) h) == 0;
}

static void
check_painted (GskRenderNode *node,
               int            size)
{
  cairo_surface_t *surface;
  guint n;

  g_assert_nonnull (node);
  g_assert_cmpint (gsk_render_node_get_node_type (node), !=, GSK_CONTAINER_NODE);
  surface = rasterize (node, size);
  n = n_painted (surface);
  /* Something is drawn, and it is a symbol, not a filled square. */
  g_assert_cmpuint (n, >, (guint) (size * size) / 10);
  g_assert_cmpuint (n, <, (guint) (size * size));
  cairo_surface_destroy (surface);
}

static void
test_every_icon_paints (void)
{
  static const double sizes[] = { 16, 48 };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (int dark = 0; dark <= 1; dark++)
      {
        for (guint bit = 0; bit < N_ICONS; bit++)
          {
            g_autoptr(GskRenderNode) node = paint ((TmUtenaCard) 1u << bit, -1, sizes[s], dark);

            check_painted (node, (int) sizes[s]);
          }
        for (int cell = 0; cell < TM_UTENA_N_CELLS; cell++)
          {
            g_autoptr(GskRenderNode) node = paint (0, cell, sizes[s], dark);

            check_painted (node, (int) sizes[s]);
          }
      }
}

/* Each letter is laid out once, whatever the icons and sizes drawn
 * (#27): the font map keeps one layout per text (B, N, W, R, Y), and an
 * icon painted again with them draws the same pixels. */
static void
test_letters_laid_out_once (void)
{
  static const double sizes[] = { 28, 48, 64 };
  GHashTable *layouts;
  cairo_surface_t *first, *again;

  for (guint round = 0; round < 2; round++)
    for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
      {
        for (guint bit = 0; bit < N_ICONS; bit++)
          gsk_render_node_unref (paint ((TmUtenaCard) 1u << bit, -1, sizes[s], round == 1));
        for (int cell = 0; cell < TM_UTENA_N_CELLS; cell++)
          gsk_render_node_unref (paint (0, cell, sizes[s], round == 1));
      }
  layouts = g_object_get_data (G_OBJECT (pango_cairo_font_map_get_default ()), "tm-utena-letter-layouts");
  g_assert_nonnull (layouts);
  g_assert_cmpuint (g_hash_table_size (layouts), ==, 5);

  {
    g_autoptr(GskRenderNode) node = paint (0, TM_UTENA_CELL_BLUE, 48, FALSE);
    g_autoptr(GskRenderNode) node_again = paint (0, TM_UTENA_CELL_BLUE, 48, FALSE);

    first = rasterize (node, 48);
    again = rasterize (node_again, 48);
  }
  g_assert_true (same_pixels (first, again));
  cairo_surface_destroy (first);
  cairo_surface_destroy (again);
}

/* No two icons look alike, even at 16 px. */
static void
test_icons_differ (void)
{
  cairo_surface_t *surfaces[N_ICONS + TM_UTENA_N_CELLS];

  for (guint i = 0; i < G_N_ELEMENTS (surfaces); i++)
    {
      g_autoptr(GskRenderNode) node = i < N_ICONS
                                      ? paint ((TmUtenaCard) 1u << i, -1, 16, FALSE)
                                      : paint (0, (int) (i - N_ICONS), 16, FALSE);

      surfaces[i] = rasterize (node, 16);
    }
  for (guint i = 0; i < G_N_ELEMENTS (surfaces); i++)
    for (guint j = i + 1; j < G_N_ELEMENTS (surfaces); j++)
      {
        /* A group icon and the group cell are the same thing. */
        if (i >= TM_UTENA_CARD_GROUPS_SHIFT && i < TM_UTENA_CARD_GROUPS_SHIFT + TM_UTENA_N_GROUPS
            && j == N_ICONS + TM_UTENA_CELL_GROUP_YELLOW + (i - TM_UTENA_CARD_GROUPS_SHIFT))
          {
            g_assert_true (same_pixels (surfaces[i], surfaces[j]));
            continue;
          }
        if (same_pixels (surfaces[i], surfaces[j]))
          g_error ("icons %u and %u are drawn the same", i, j);
      }
  for (guint i = 0; i < G_N_ELEMENTS (surfaces); i++)
    cairo_surface_destroy (surfaces[i]);
}

/* Dark mode changes the outlines, so a white icon stays outlined. */
static void
test_dark_differs (void)
{
  TmUtenaCard white_snake = tm_utena_tool_icon (TM_UTENA_COLOUR_WHITE, TM_UTENA_SHAPE_SNAKE);
  g_autoptr(GskRenderNode) light = paint (white_snake, -1, 32, FALSE);
  g_autoptr(GskRenderNode) dark = paint (white_snake, -1, 32, TRUE);
  cairo_surface_t *a = rasterize (light, 32);
  cairo_surface_t *b = rasterize (dark, 32);

  g_assert_false (same_pixels (a, b));
  cairo_surface_destroy (a);
  cairo_surface_destroy (b);
}

static void
test_describe (void)
{
  g_autofree char *snake = tm_utena_icon_describe (tm_utena_tool_icon (TM_UTENA_COLOUR_NAVY, TM_UTENA_SHAPE_SNAKE));
  g_autofree char *sun = tm_utena_icon_describe (tm_utena_sun_icon (TM_UTENA_COLOUR_RED));
  g_autofree char *yellow = tm_utena_icon_describe (tm_utena_group_icon (TM_UTENA_GROUP_YELLOW));
  g_autofree char *wild = tm_utena_icon_describe (TM_UTENA_CARD_WILD_GROUP);
  g_autofree char *card = NULL;
  g_autofree char *sun_card = NULL;
  g_autofree char *desire = NULL;

  g_assert_cmpstr (snake, ==, "navy snake");
  g_assert_cmpstr (sun, ==, "red sun");
  g_assert_cmpstr (yellow, ==, "yellow group");
  g_assert_cmpstr (wild, ==, "wild group");

  card = tm_utena_card_describe (tm_utena_tool_icon (TM_UTENA_COLOUR_RED, TM_UTENA_SHAPE_HORN)
                                 | tm_utena_tool_icon (TM_UTENA_COLOUR_BLUE, TM_UTENA_SHAPE_CROSS)
                                 | tm_utena_tool_icon (TM_UTENA_COLOUR_WHITE, TM_UTENA_SHAPE_GOMOKU)
                                 | tm_utena_tool_icon (TM_UTENA_COLOUR_NAVY, TM_UTENA_SHAPE_SNAKE)
                                 | tm_utena_group_icon (TM_UTENA_GROUP_NAVY));
  g_assert_cmpstr (card, ==, "blue cross, navy snake, white gomoku, red horn, navy group");

  sun_card = tm_utena_card_describe (tm_utena_sun_icon (TM_UTENA_COLOUR_WHITE)
                                     | tm_utena_group_icon (TM_UTENA_GROUP_RED));
  g_assert_cmpstr (sun_card, ==, "white sun, red group");

  desire = tm_utena_desire_describe (tm_utena_desire_icon (TM_UTENA_CELL_GROUP_WHITE)
                                     | tm_utena_desire_icon (TM_UTENA_CELL_NAVY)
                                     | tm_utena_desire_icon (TM_UTENA_CELL_SNAKE)
                                     | tm_utena_desire_icon (TM_UTENA_CELL_GROUP_RED));
  g_assert_cmpstr (desire, ==, "navy, snake, white group, red group");
}

/* Every icon and cell has its own name. */
static void
test_names_distinct (void)
{
  g_autoptr(GHashTable) names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint bit = 0; bit < N_ICONS; bit++)
    {
      char *name = tm_utena_icon_describe ((TmUtenaCard) 1u << bit);

      g_assert_true (name != NULL && *name != '\0');
      g_assert_false (g_hash_table_contains (names, name));
      g_hash_table_add (names, name);
    }
  for (guint cell = 0; cell < TM_UTENA_N_CELLS - TM_UTENA_N_GROUPS; cell++)
    {
      char *name = tm_utena_desire_describe (tm_utena_desire_icon ((TmUtenaCell) cell));

      g_assert_false (g_hash_table_contains (names, name));
      g_hash_table_add (names, name);
    }
  g_assert_cmpuint (g_hash_table_size (names), ==, N_ICONS + 8);
}

static TmUtenaCard
line_card (TmUtenaCard a,
           TmUtenaCard b,
           TmUtenaCard c,
           TmUtenaCard d,
           TmUtenaGroup group)
{
  return a | b | c | d | tm_utena_group_icon (group);
}

/* The sentences of the pair checker and `tablemate-cli match`. */
static void
test_match_explain (void)
{
  TmUtenaCard navy_snake = line_card (tm_utena_tool_icon (TM_UTENA_COLOUR_BLUE, TM_UTENA_SHAPE_CROSS),
                                      tm_utena_tool_icon (TM_UTENA_COLOUR_NAVY, TM_UTENA_SHAPE_SNAKE),
                                      tm_utena_tool_icon (TM_UTENA_COLOUR_WHITE, TM_UTENA_SHAPE_GOMOKU),
                                      tm_utena_tool_icon (TM_UTENA_COLOUR_RED, TM_UTENA_SHAPE_HORN),
                                      TM_UTENA_GROUP_BLUE);
  TmUtenaCard other = line_card (tm_utena_tool_icon (TM_UTENA_COLOUR_BLUE, TM_UTENA_SHAPE_SNAKE),
                                 tm_utena_tool_icon (TM_UTENA_COLOUR_NAVY, TM_UTENA_SHAPE_SNAKE),
                                 tm_utena_tool_icon (TM_UTENA_COLOUR_WHITE, TM_UTENA_SHAPE_CROSS),
                                 tm_utena_tool_icon (TM_UTENA_COLOUR_RED, TM_UTENA_SHAPE_GOMOKU),
                                 TM_UTENA_GROUP_NAVY);
  TmUtenaCard same_group = line_card (tm_utena_tool_icon (TM_UTENA_COLOUR_BLUE, TM_UTENA_SHAPE_GOMOKU),
                                      tm_utena_tool_icon (TM_UTENA_COLOUR_NAVY, TM_UTENA_SHAPE_HORN),
                                      tm_utena_tool_icon (TM_UTENA_COLOUR_WHITE, TM_UTENA_SHAPE_CROSS),
                                      tm_utena_tool_icon (TM_UTENA_COLOUR_RED, TM_UTENA_SHAPE_SNAKE),
                                      TM_UTENA_GROUP_BLUE);
  TmUtenaCard red_sun = tm_utena_sun_icon (TM_UTENA_COLOUR_RED) | tm_utena_group_icon (TM_UTENA_GROUP_YELLOW);
  TmUtenaCard white_sun = tm_utena_sun_icon (TM_UTENA_COLOUR_WHITE) | tm_utena_group_icon (TM_UTENA_GROUP_YELLOW);
  g_autofree char *tool = tm_utena_match_explain (navy_snake, other);
  g_autofree char *group = tm_utena_match_explain (navy_snake, same_group);
  g_autofree char *sun = tm_utena_match_explain (red_sun, navy_snake);
  g_autofree char *suns = tm_utena_match_explain (red_sun, white_sun);
  g_autofree char *wild = tm_utena_match_explain (TM_UTENA_CARD_WILD_GROUP, other);
  TmUtenaCard unrelated = line_card (tm_utena_tool_icon (TM_UTENA_COLOUR_BLUE, TM_UTENA_SHAPE_SNAKE),
                                     tm_utena_tool_icon (TM_UTENA_COLOUR_NAVY, TM_UTENA_SHAPE_CROSS),
                                     tm_utena_tool_icon (TM_UTENA_COLOUR_WHITE, TM_UTENA_SHAPE_HORN),
                                     tm_utena_tool_icon (TM_UTENA_COLOUR_RED, TM_UTENA_SHAPE_GOMOKU),
                                     TM_UTENA_GROUP_NAVY);
  g_autofree char *none = tm_utena_match_explain (navy_snake, unrelated);
  TmUtenaCard two_shared = line_card (tm_utena_tool_icon (TM_UTENA_COLOUR_BLUE, TM_UTENA_SHAPE_CROSS),
                                      tm_utena_tool_icon (TM_UTENA_COLOUR_NAVY, TM_UTENA_SHAPE_SNAKE),
                                      tm_utena_tool_icon (TM_UTENA_COLOUR_WHITE, TM_UTENA_SHAPE_SNAKE),
                                      tm_utena_tool_icon (TM_UTENA_COLOUR_RED, TM_UTENA_SHAPE_SNAKE),
                                      TM_UTENA_GROUP_RED);
  g_autofree char *two = tm_utena_match_explain (navy_snake, two_shared);
  g_autofree char *same = tm_utena_match_explain (navy_snake, navy_snake);

  g_assert_cmpstr (tool, ==, "They match on the navy snake: +1 marker from the navy colour "
                             "cell and +1 from the snake shape cell.");
  g_assert_cmpstr (group, ==, "They match on the blue group: +1 marker from the blue group cell.");
  g_assert_cmpstr (sun, ==, "They match on the red horn: +1 marker from the red colour cell and "
                            "+1 from the horn shape cell. The red sun stands for every tool of "
                            "its colour.");
  g_assert_cmpstr (suns, ==, "They match on the yellow group: +1 marker from the yellow group cell.");
  g_assert_cmpstr (wild, ==, "They match on the navy group: +1 marker from the navy group cell. "
                             "The card CC has the wild group: it takes its partner’s group.");
  g_assert_cmpstr (none, ==, "No icon in common: this pair takes no marker.");
  g_assert_cmpstr (two, ==, "More than one icon in common (blue cross, navy snake): one of the "
                            "two cards was entered wrongly, as any two practitioner cards share "
                            "exactly one. A game takes a marker from the cells of each of them.");
  g_assert_cmpstr (same, ==, "This is the same card twice: a pair is two different cards.");
}

int
main (int   argc,
      char *argv[])
{
  /* English names: the test checks the untranslated strings. */
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  /* Registers the render node types; painting needs no display, so the
   * result (FALSE without one) does not matter. */
  (void) gtk_init_check ();

  g_test_add_func ("/utena/icon-paint/every-icon-paints", test_every_icon_paints);
  g_test_add_func ("/utena/icon-paint/icons-differ", test_icons_differ);
  g_test_add_func ("/utena/icon-paint/dark-differs", test_dark_differs);
  g_test_add_func ("/utena/icon-paint/letters-laid-out-once", test_letters_laid_out_once);
  g_test_add_func ("/utena/icon-paint/describe", test_describe);
  g_test_add_func ("/utena/icon-paint/names-distinct", test_names_distinct);
  g_test_add_func ("/utena/icon-paint/match-explain", test_match_explain);

  return g_test_run ();
}
