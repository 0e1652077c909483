/* test-ui-software-gl.c — GTK's cairo renderer where OpenGL is Mesa's
 * software rasteriser (src/app/tm-software-gl.c, issue #27)
 *
 * The other UI tests turn OpenGL off (GDK_DEBUG=gl-disable,
 * GSK_RENDERER=cairo).  This one takes both away before GTK starts, so
 * that the display has OpenGL as a laptop without a GPU driver has it:
 * Xvfb's is always Mesa's llvmpipe.  Each window without the choice is
 * drawn in a subprocess of its own, before the choice is made.
 */
#include "config.h"

#include "app/tm-software-gl.h"
#include "ui-test-util.h"
#include "ui-test-programs.h"

/* The type name of the renderer GTK gives a window shown now. */
static char *
shown_window_renderer (void)
{
  GtkWindow *window = ui_present_in_window (gtk_label_new ("Tablemate"), 320, 200);
  char *name = g_strdup (G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (window))));

  gtk_window_destroy (window);
  return name;
}

static void
test_software_names (void)
{
  g_assert_true (tm_software_gl_is_software ("llvmpipe (LLVM 15.0.6, 256 bits)"));
  g_assert_true (tm_software_gl_is_software ("softpipe"));
  g_assert_false (tm_software_gl_is_software ("Mesa Intel(R) UHD Graphics 620 (KBL GT2)"));
  g_assert_false (tm_software_gl_is_software ("AMD Radeon RX 6600 (navi23, LLVM 15.0.6, DRM 3.49, 6.1.0-13-amd64)"));
  g_assert_false (tm_software_gl_is_software ("NVIDIA GeForce GTX 1050/PCIe/SSE2"));
  g_assert_false (tm_software_gl_is_software (NULL));
}

/* What the display says it has: Xvfb's OpenGL is llvmpipe. */
static void
test_renderer_name (void)
{
  g_autofree char *renderer = tm_software_gl_get_renderer (gdk_display_get_default ());

  if (renderer == NULL)
    {
      g_test_fail_printf ("the display has no OpenGL: Mesa (libgl1-mesa-dri, libegl-mesa0, "
                          "libglx-mesa0; build-aux/install-deps.sh) is needed");
      return;
    }
  g_test_message ("GL_RENDERER: %s", renderer);
  g_assert_true (tm_software_gl_is_software (renderer));
}

/* Without the choice GTK 4.8 draws with OpenGL, even on llvmpipe: what
 * the choice is there to change (run in a subprocess, below). */
static void
test_without_choice (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *name = shown_window_renderer ();

      g_test_message ("renderer: %s", name);
      g_assert_cmpstr (name, !=, "GskCairoRenderer");
      return;
    }
  g_test_trap_subprocess (NULL, 120 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* A renderer already named stays: the choice is only made when nobody
 * made one. */
static void
test_renderer_named (void)
{
  if (g_test_subprocess ())
    {
      g_setenv ("GSK_RENDERER", "gl", TRUE);
      g_assert_false (tm_software_gl_prefer_cairo (gdk_display_get_default ()));
      g_assert_null (g_object_get_data (G_OBJECT (gdk_display_get_default ()),
                                        TM_SOFTWARE_GL_RENDERER_KEY));
      return;
    }
  g_test_trap_subprocess (NULL, 120 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* On llvmpipe the choice is cairo, and the window is drawn with it. */
static void
test_prefers_cairo (void)
{
  g_autofree char *name = NULL;

  g_assert_null (g_getenv ("GSK_RENDERER"));
  g_assert_true (tm_software_gl_prefer_cairo (gdk_display_get_default ()));
  g_assert_cmpstr (g_object_get_data (G_OBJECT (gdk_display_get_default ()), TM_SOFTWARE_GL_RENDERER_KEY),
                   ==, "cairo");
  /* The environment is left as it was, for the programs the app starts. */
  g_assert_null (g_getenv ("GSK_RENDERER"));
  name = shown_window_renderer ();
  g_assert_cmpstr (name, ==, "GskCairoRenderer");
}

int
test_ui_software_gl_main (int   argc,
                          char *argv[])
{
  /* OpenGL as the display has it: before GTK reads either. */
  g_unsetenv ("GSK_RENDERER");
  g_unsetenv ("GDK_DEBUG");
  /* Mesa's start waits 3 s when the home folder does not exist (the
   * test's own, tests/app/meson.build, is made by nobody before). */
  if (g_getenv ("HOME") != NULL)
    g_assert_cmpint (g_mkdir_with_parents (g_getenv ("HOME"), 0700), ==, 0);
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ui/software-gl/names", test_software_names);
  g_test_add_func ("/ui/software-gl/renderer-name", test_renderer_name);
  g_test_add_func ("/ui/software-gl/without-choice", test_without_choice);
  g_test_add_func ("/ui/software-gl/renderer-named", test_renderer_named);
  g_test_add_func ("/ui/software-gl/prefers-cairo", test_prefers_cairo);
  return g_test_run ();
}
