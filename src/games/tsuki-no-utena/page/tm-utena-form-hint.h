/* tm-utena-form-hint.h — why a form's confirming button is greyed out
 *
 * Each entry form of the Tsuki no Utena page (desire card, first pair,
 * exchange) enables its button only for an entry the rules accept; the
 * rules' reason is the button's tooltip and a line under it, which keeps
 * its height so that nothing below moves as the reason comes and goes.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A dim caption under @button in @box (appended), two lines high. */
GtkLabel *tm_utena_form_add_hint    (GtkWidget  *box,
                                     GtkWidget  *button);
/* @button sensitive when @can; @refusal (NULL or "": none to say) as its
 * tooltip and in @hint. */
void      tm_utena_form_show_refusal (GtkWidget  *button,
                                      GtkLabel   *hint,
                                      const char *refusal,
                                      gboolean    can);

/* Keeps @label at least @lines lines high, so that a text that comes and
 * goes between two clicks of a move moves nothing below it. */
void      tm_utena_form_reserve_lines (GtkLabel *label,
                                       int       lines);

/* Names every button and expander under @root (itself included) that has
 * a mnemonic label by that label without its underscore ("E_xchange" is
 * "Exchange", "交換する(_X)" is "交換する"): GTK 4.8 otherwise gives screen
 * readers "E_xchange Exchange". */
void      tm_utena_name_mnemonics (GtkWidget *root);

G_END_DECLS
