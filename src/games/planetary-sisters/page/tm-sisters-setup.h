/* tm-sisters-setup.h — the manual's setup of Planetary Sisters, as steps */
#pragma once

#include <json-glib/json-glib.h>

#include "widgets/tm-game-page.h"

G_BEGIN_DECLS

GPtrArray  *tm_sisters_setup_steps   (guint               n_players,
                                      const char * const *players);

/* The options of a new game: the players' deck catalogue
 * (g_get_user_data_dir()/tablemate/sisters-catalogue.json, empty when
 * there is none or it cannot be read), copied so the record replays the
 * same anywhere. */
JsonObject *tm_sisters_setup_options (guint               n_players);

/* Where the GUI keeps the catalogue. */
char       *tm_sisters_catalogue_path (void);

G_END_DECLS
