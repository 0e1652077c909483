/* tm-utena-page-access.c — what the tests and the prefill reach of the
 * Tsuki no Utena page (tm-utena-page.c): its widgets and texts.  A form
 * not made yet is made on demand (hidden when its phase is not now). */
#include "config.h"

#include "tm-utena-page-private.h"

TmUtenaGame *
tm_utena_page_get_game (TmUtenaPage *self)
{
  g_return_val_if_fail (TM_IS_UTENA_PAGE (self), NULL);
  return self->game;
}

TmUtenaCloudBoard *
tm_utena_page_get_cloud_board (TmUtenaPage *self)
{
  g_return_val_if_fail (TM_IS_UTENA_PAGE (self), NULL);
  return tm_utena_table_view_get_cloud_board (self->table);
}

TmUtenaAltarView *
tm_utena_page_get_altar_view (TmUtenaPage *self,
                              guint        altar)
{
  g_return_val_if_fail (TM_IS_UTENA_PAGE (self), NULL);
  g_return_val_if_fail (altar < tm_utena_game_get_state (self->game)->n_altars, NULL);
  return tm_utena_table_view_get_altar_view (self->table, altar);
}

TmUtenaCardPicker *
tm_utena_page_get_picker (TmUtenaPage *self,
                          const char  *name)
{
  g_return_val_if_fail (TM_IS_UTENA_PAGE (self), NULL);

  if (g_str_equal (name, "desire"))
    return tm_utena_desire_form_get_picker (tm_utena_page_ensure_desire_form (self));
  if (g_str_equal (name, "pair"))
    return tm_utena_pair_form_get_picker (tm_utena_page_ensure_pair_form (self));
  if (g_str_equal (name, "hand"))
    return tm_utena_exchange_form_get_hand_picker (self->exchange_form);
  g_return_val_if_reached (NULL);
}

GtkWidget *
tm_utena_page_get_button (TmUtenaPage *self,
                          const char  *name)
{
  static const struct { const char *name; gsize offset; } buttons[] = {
    { "reinforce", G_STRUCT_OFFSET (TmUtenaPage, reinforce_button) },
    { "cancel", G_STRUCT_OFFSET (TmUtenaPage, cancel_button) },
  };

  g_return_val_if_fail (TM_IS_UTENA_PAGE (self), NULL);
  if (g_str_equal (name, "lay"))
    return tm_utena_desire_form_get_lay_button (tm_utena_page_ensure_desire_form (self));
  if (g_str_has_prefix (name, "plan-") && name[5] >= '0' && name[5] <= '2' && name[6] == '\0')
    return tm_utena_plan_form_get_button (self->plan_form, (guint) (name[5] - '0'));
  if (g_str_equal (name, "play-pair") || g_str_equal (name, "clear-pair"))
    return tm_utena_pair_form_get_button (tm_utena_page_ensure_pair_form (self), name);
  if (g_str_has_prefix (name, "give-") || g_str_equal (name, "exchange"))
    return tm_utena_exchange_form_get_button (self->exchange_form, name);
  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    if (g_str_equal (buttons[i].name, name))
      return G_STRUCT_MEMBER (GtkWidget *, self, buttons[i].offset);
  g_return_val_if_reached (NULL);
}

GtkWidget *
tm_utena_page_get_take_button (TmUtenaPage *self,
                               TmUtenaCard  card)
{
  g_return_val_if_fail (TM_IS_UTENA_PAGE (self), NULL);
  return tm_utena_exchange_form_get_take_button (self->exchange_form, card);
}

GtkWidget *
tm_utena_page_get_hidden_toggle (TmUtenaPage *self,
                                 TmUtenaCell  cell,
                                 guint        index)
{
  g_return_val_if_fail (TM_IS_UTENA_PAGE (self), NULL);
  return tm_utena_desire_form_get_hidden_toggle (tm_utena_page_ensure_desire_form (self), cell, index);
}

GtkWidget *
tm_utena_page_get_options_toggle (TmUtenaPage *self)
{
  g_return_val_if_fail (TM_IS_UTENA_PAGE (self), NULL);
  return tm_advisor_options_get_toggle (TM_ADVISOR_OPTIONS (self->options));
}

TmAdvisorPanel *
tm_utena_page_get_advisor_panel (TmUtenaPage *self)
{
  g_return_val_if_fail (TM_IS_UTENA_PAGE (self), NULL);
  return tm_advisor_options_get_panel (TM_ADVISOR_OPTIONS (self->options));
}

TmUtenaOutlookView *
tm_utena_page_get_outlook_view (TmUtenaPage *self)
{
  g_return_val_if_fail (TM_IS_UTENA_PAGE (self), NULL);
  return tm_utena_options_get_outlook_view (self->options);
}

const char *
tm_utena_page_get_status_line (TmUtenaPage *self)
{
  g_return_val_if_fail (TM_IS_UTENA_PAGE (self), NULL);
  return gtk_label_get_text (self->prompt_label);
}

const char *
tm_utena_page_get_status_text (TmUtenaPage *self)
{
  g_return_val_if_fail (TM_IS_UTENA_PAGE (self), NULL);
  return tm_utena_status_view_get_status_text (self->status);
}

const char *
tm_utena_page_get_outcome_text (TmUtenaPage *self)
{
  g_return_val_if_fail (TM_IS_UTENA_PAGE (self), NULL);
  return tm_utena_status_view_get_outcome_text (self->status);
}

const char *
tm_utena_page_get_error_text (TmUtenaPage *self)
{
  g_return_val_if_fail (TM_IS_UTENA_PAGE (self), NULL);
  return tm_utena_status_view_get_error_text (self->status);
}

const char *
tm_utena_page_get_warnings_text (TmUtenaPage *self)
{
  g_return_val_if_fail (TM_IS_UTENA_PAGE (self), NULL);
  return tm_utena_status_view_get_warnings_text (self->status);
}

const char *
tm_utena_page_get_result_text (TmUtenaPage *self)
{
  g_return_val_if_fail (TM_IS_UTENA_PAGE (self), NULL);
  return tm_utena_result_banner_get_title (self->banner);
}

TmUtenaResultBanner *
tm_utena_page_get_result_banner (TmUtenaPage *self)
{
  g_return_val_if_fail (TM_IS_UTENA_PAGE (self), NULL);
  return self->banner;
}
