/* tm-rules-error.c — errors shared by every game's rules */
#include "config.h"

#include "tm-rules-error.h"
#include "tm-core-enums.h"

#include <glib/gi18n.h>

G_DEFINE_QUARK (tm-rules-error-quark, tm_rules_error)

static const char *
enum_nick (GType enum_type, int value)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (enum_type);
  GEnumValue *enum_value = g_enum_get_value (klass, value);

  /* The class stays alive after unref: GEnum classes are static. */
  return enum_value != NULL ? enum_value->value_nick : NULL;
}

const char *
tm_rules_error_get_rule (const GError *error,
                         GQuark        game_domain,
                         GType         rule_enum)
{
  if (error == NULL)
    return NULL;
  if (error->domain == TM_RULES_ERROR)
    return enum_nick (TM_TYPE_RULES_ERROR, error->code);
  if (game_domain != 0 && error->domain == game_domain && rule_enum != G_TYPE_INVALID)
    return enum_nick (rule_enum, error->code);
  return NULL;
}

void
tm_rules_error_set_finished (GError **error)
{
  g_set_error_literal (error, TM_RULES_ERROR, TM_RULES_ERROR_GAME_FINISHED,
                       _("The game is over: no more moves can be played."));
}

gboolean
tm_rules_error_refuse (GError     **error,
                       GQuark       domain,
                       int          rule,
                       const char  *format,
                       ...)
{
  va_list args;

  if (error == NULL)
    return FALSE;
  va_start (args, format);
  g_propagate_error (error, g_error_new_valist (domain, rule, format, args));
  va_end (args);
  return FALSE;
}
