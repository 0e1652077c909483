/* tm-core-pch.h — the system headers every file of libtablemate-core
 * includes, precompiled once for the whole library (meson's c_pch).
 *
 * Only to make the build faster: every file still includes what it
 * uses itself.  Never add a project header here.  (No include guard:
 * the compiler reads this file once, as the first thing of each file.) */

#include <glib.h>
#include <glib-object.h>
#include <gio/gio.h>
#include <json-glib/json-glib.h>
