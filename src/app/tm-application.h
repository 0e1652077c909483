/* tm-application.h — the Tablemate application */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TM_TYPE_APPLICATION (tm_application_get_type ())
G_DECLARE_FINAL_TYPE (TmApplication, tm_application, TM, APPLICATION, AdwApplication)

TmApplication *tm_application_new (void);

G_END_DECLS
