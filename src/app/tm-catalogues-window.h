/* tm-catalogues-window.h — the players' card catalogues: see, edit, export, import
 *
 * An AdwPreferencesWindow with one page per catalogue: the Planetary
 * Sisters deck catalogue (g_get_user_data_dir()/tablemate/sisters-catalogue.json)
 * and the Psi Conjuring beasts (…/tablemate/psi-beasts.json).  Every
 * change is saved at once through the catalogue's own (atomic) save.
 */
#pragma once

#include <adwaita.h>

#include "games/planetary-sisters/rules/tm-sisters-catalogue.h"
#include "games/psi-conjuring/rules/tm-psi-catalogue.h"

G_BEGIN_DECLS

#define TM_TYPE_CATALOGUES_WINDOW (tm_catalogues_window_get_type ())
G_DECLARE_FINAL_TYPE (TmCataloguesWindow, tm_catalogues_window, TM, CATALOGUES_WINDOW, AdwPreferencesWindow)

GtkWidget          *tm_catalogues_window_new                 (GtkWindow          *parent);

/* What the buttons do, for tests too.  Errors are also shown in a toast. */
TmSistersCatalogue *tm_catalogues_window_get_sisters         (TmCataloguesWindow *self);
TmPsiCatalogue     *tm_catalogues_window_get_psi             (TmCataloguesWindow *self);
void                tm_catalogues_window_delete_card         (TmCataloguesWindow *self,
                                                              int                 rank);
void                tm_catalogues_window_delete_beast        (TmCataloguesWindow *self,
                                                              const char         *name);
/* Undoes the last delete, if any. */
void                tm_catalogues_window_undo                (TmCataloguesWindow *self);
gboolean            tm_catalogues_window_edit_beast          (TmCataloguesWindow *self,
                                                              const TmPsiBeastInfo *info,
                                                              GError            **error);
gboolean            tm_catalogues_window_import_sisters      (TmCataloguesWindow *self,
                                                              const char         *path,
                                                              GError            **error);
gboolean            tm_catalogues_window_export_sisters      (TmCataloguesWindow *self,
                                                              const char         *path,
                                                              GError            **error);
gboolean            tm_catalogues_window_import_psi          (TmCataloguesWindow *self,
                                                              const char         *path,
                                                              TmPsiMergePolicy    policy,
                                                              GError            **error);
gboolean            tm_catalogues_window_export_psi          (TmCataloguesWindow *self,
                                                              const char         *path,
                                                              GError            **error);
/* The rows listed: cards, then beasts, then the report's rows. */
guint               tm_catalogues_window_get_n_card_rows     (TmCataloguesWindow *self);
guint               tm_catalogues_window_get_n_beast_rows    (TmCataloguesWindow *self);
guint               tm_catalogues_window_get_n_report_rows   (TmCataloguesWindow *self);

G_END_DECLS
