/* tm-software-gl.h — GTK's cairo renderer where OpenGL is only Mesa's
 * software rasteriser
 *
 * On a computer without a GPU driver, GTK 4.8 draws with OpenGL all the
 * same, on llvmpipe: on a 2-core laptop that more than doubled the time
 * to the first frame and quadrupled the memory, and every frame after it
 * costs more than with cairo.  GTK 4.14 and later skip their GPU
 * renderers on llvmpipe by themselves; this does the same for the GTK
 * the app is built against (bench/RESULTS.md).
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Whether @renderer, OpenGL's GL_RENDERER string, is Mesa's software
 * rasteriser (llvmpipe, softpipe). */
gboolean tm_software_gl_is_software (const char *renderer);

/* OpenGL's GL_RENDERER for @display ("llvmpipe (LLVM 15.0.6, 256
 * bits)"), or NULL when @display has no OpenGL (GDK_DEBUG=gl-disable,
 * no driver at all). */
char    *tm_software_gl_get_renderer (GdkDisplay *display);

/* The data of a GdkDisplay that names the renderer GTK gives its
 * windows ("cairo", "gl", as GSK_RENDERER does). */
#define TM_SOFTWARE_GL_RENDERER_KEY "gsk-renderer"

/* Before any window is drawn: makes @display's windows draw with cairo
 * when its OpenGL is a software one and GSK_RENDERER does not already
 * say which renderer to use.  TRUE when it did. */
gboolean tm_software_gl_prefer_cairo (GdkDisplay *display);

G_END_DECLS
