/* tm-cli-output.c — what every tablemate-cli command prints */
#include "config.h"

#include "tm-cli-output.h"

#include <glib/gi18n.h>

int
tm_cli_fail (const char *what,
             const char *message)
{
  if (what != NULL)
    g_printerr ("tablemate-cli: %s: %s\n", what, message);
  else
    g_printerr ("tablemate-cli: %s\n", message);
  return EXIT_UNUSABLE;
}

int
tm_cli_fail_one_file (const char *command)
{
  g_autofree char *message = g_strdup_printf (_("“%s” needs exactly one FILE (or “-” for standard input)."),
                                              command);

  return tm_cli_fail (NULL, message);
}

void
tm_cli_print_json (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_root (generator, node);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  text = json_generator_to_data (generator, NULL);
  g_print ("%s\n", text);
}
