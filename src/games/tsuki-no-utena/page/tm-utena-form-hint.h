/* tm-utena-form-hint.h — what the Tsuki no Utena entry forms share
 *
 * Room kept for a text that comes and goes between the clicks of a move,
 * and the buttons' names for screen readers.  Why a form's button is
 * greyed out is said in the page's status line (tm-utena-page.c).
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Keeps @label at least @lines lines high, so that a text that comes and
 * goes between two clicks of a move moves nothing below it. */
void      tm_utena_form_reserve_lines (GtkLabel *label,
                                       int       lines);

/* Names every button and expander under @root (itself included) that has
 * a mnemonic label by that label without its underscore ("E_xchange" is
 * "Exchange", "交換する(_X)" is "交換する"): GTK 4.8 otherwise gives screen
 * readers "E_xchange Exchange". */
void      tm_utena_name_mnemonics (GtkWidget *root);

/* Hides what is shown beside @widget in every box between it and @top
 * (but @keep), adding each widget hidden to @hidden (referenced): a
 * step of its own, such as composing a card, alone in view. */
void      tm_utena_hide_around (GtkWidget *widget,
                                GtkWidget *top,
                                GtkWidget *keep,
                                GPtrArray *hidden);
/* Shows again what tm_utena_hide_around() hid, and forgets it. */
void      tm_utena_show_again  (GPtrArray *hidden);

G_END_DECLS
