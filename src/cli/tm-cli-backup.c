/* tm-cli-backup.c — tablemate-cli backup and restore
 *
 * The same backup as the window's (core/tm-backup.h) of the same data
 * folder ($XDG_DATA_HOME/tablemate).  Restore prints what it did (or,
 * with --dry-run, would do) as JSON: one object per file of the backup.
 */
#include "config.h"

#include <glib.h>

#include "tm-cli-commands.h"
#include "tm-cli-output.h"
#include "core/tm-backup.h"
#include "core/tm-history.h"
#include "core/tm-json.h"

#include <glib/gi18n.h>

int
tm_cli_backup (int   argc,
               char *argv[])
{
  g_autofree char *data_dir = tm_history_get_default_data_dir ();
  g_autoptr(GSettings) settings = tm_backup_settings_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  guint n_files;

  if (argc != 3 || g_str_equal (argv[2], "-"))
    return tm_cli_fail (NULL, _("“backup” needs exactly one FILE to write."));
  if (!tm_backup_write (data_dir, settings, argv[2], &n_files, &error))
    return tm_cli_fail (argv[2], error->message);

  json_builder_begin_object (builder);
  tm_json_builder_add_string_member (builder, "backup", argv[2]);
  tm_json_builder_add_int_member (builder, "files", n_files);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  tm_cli_print_json (root);
  return EXIT_OK;
}

static const char *
action_name (TmBackupAction action)
{
  switch (action)
    {
    case TM_BACKUP_ADD:
      return "added";
    case TM_BACKUP_KEEP_BOTH:
      return "kept-both";
    case TM_BACKUP_SAME:
    default:
      return "already-there";
    }
}

int
tm_cli_restore (int   argc,
                char *argv[])
{
  g_autofree char *data_dir = tm_history_get_default_data_dir ();
  g_autoptr(GSettings) settings = NULL;
  g_autoptr(TmBackupPlan) plan = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *summary = NULL;
  gboolean dry_run = argc == 4 && g_str_equal (argv[2], "--dry-run");
  const char *path = argv[argc - 1];
  GPtrArray *changes;

  if (argc != 3 + dry_run || g_str_has_prefix (path, "--") || g_str_equal (path, "-"))
    return tm_cli_fail (NULL, _("“restore” needs exactly one backup FILE (and --dry-run before it to only say what it would do)."));
  plan = tm_backup_plan_restore (data_dir, path, &error);
  if (plan == NULL)
    return tm_cli_fail (path, error->message);
  if (!dry_run)
    {
      settings = tm_backup_settings_new ();
      if (!tm_backup_plan_apply (plan, settings, &error))
        return tm_cli_fail (path, error->message);
    }

  summary = tm_backup_plan_describe (plan);
  changes = tm_backup_plan_get_changes (plan);
  json_builder_begin_object (builder);
  tm_json_builder_add_boolean_member (builder, "dry_run", dry_run);
  tm_json_builder_add_int_member (builder, "added", tm_backup_plan_count (plan, TM_BACKUP_ADD));
  tm_json_builder_add_int_member (builder, "kept_both", tm_backup_plan_count (plan, TM_BACKUP_KEEP_BOTH));
  tm_json_builder_add_int_member (builder, "already_there", tm_backup_plan_count (plan, TM_BACKUP_SAME));
  tm_json_builder_add_string_member (builder, "summary", summary);
  tm_json_builder_begin_array_member (builder, "files");
  for (guint i = 0; i < changes->len; i++)
    {
      TmBackupChange *change = g_ptr_array_index (changes, i);

      json_builder_begin_object (builder);
      tm_json_builder_add_string_member (builder, "path", change->path);
      tm_json_builder_add_string_member (builder, "action", action_name (change->action));
      tm_json_builder_add_string_member (builder, "to", change->target);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  tm_cli_print_json (root);
  return EXIT_OK;
}
