/* tm-message-choice.c — a message dialog's two answers */
#include "config.h"

#include "tm-message-choice.h"

void
tm_message_choice_add (AdwMessageDialog *dialog,
                       const char       *close_id,
                       const char       *close_label,
                       const char       *choice_id,
                       const char       *choice_label,
                       const char       *default_id)
{
  g_return_if_fail (ADW_IS_MESSAGE_DIALOG (dialog));
  g_return_if_fail (close_id != NULL && choice_id != NULL && default_id != NULL);

  adw_message_dialog_add_responses (dialog, close_id, close_label, choice_id, choice_label, NULL);
  adw_message_dialog_set_response_appearance (dialog, choice_id, ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, default_id);
  adw_message_dialog_set_close_response (dialog, close_id);
}
