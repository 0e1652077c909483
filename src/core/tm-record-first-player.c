/* tm-record-first-player.c — a record's "first_player": who was drawn to start */
#include "config.h"

#include "tm-json.h"
#include "tm-record.h"
#include "tm-record-first-player.h"

#include <glib/gi18n.h>

gboolean
tm_record_first_player_read (JsonNode  *node,
                             guint      n_players,
                             int       *seat,
                             GError   **error)
{
  JsonObject *object = tm_json_node_get_object (node);
  g_autoptr(GList) members = object != NULL ? json_object_get_members (object) : NULL;
  int value = -1;

  g_return_val_if_fail (n_players > 0, FALSE);
  g_return_val_if_fail (seat != NULL, FALSE);

  /* Exactly the two members, so a misspelt one is named, not lost. */
  if (object == NULL || g_list_length (members) != 2
      || !tm_json_node_get_int (json_object_get_member (object, "seat"), 0, (int) n_players - 1, &value)
      || g_strcmp0 (tm_json_node_get_string (json_object_get_member (object, "chosen")),
                    TM_RECORD_FIRST_PLAYER_RANDOM) != 0)
    {
      g_set_error (error, TM_RECORD_ERROR, TM_RECORD_ERROR_FORMAT,
                   /* Translators: keep the JSON between the quotes as it is. */
                   _("The record’s “first_player” field must be {\"seat\": N, "
                     "\"chosen\": \"random\"}, with N a player from 0 to %u."),
                   n_players - 1);
      return FALSE;
    }
  *seat = value;
  return TRUE;
}

JsonNode *
tm_record_first_player_write (int seat)
{
  JsonObject *object = json_object_new ();

  g_return_val_if_fail (seat >= 0, NULL);

  json_object_set_int_member (object, "seat", seat);
  json_object_set_string_member (object, "chosen", TM_RECORD_FIRST_PLAYER_RANDOM);
  return tm_json_node_new_object (object);
}
