/* fuzz-findings.h — make every finding of a harness an abort()
 *
 * A broken promise is reported with g_error(), and the harnesses make
 * criticals and warnings fatal too.  GLib ends a fatal message with a
 * breakpoint (SIGTRAP), which libFuzzer does not handle: it would stop
 * without saving the input.  This log writer prints the message and
 * calls abort() (SIGABRT) for those levels, so every finding leaves its
 * crash-* file.
 */
#pragma once

#include <glib.h>
#include <stdlib.h>

static GLogWriterOutput
fuzz_findings_writer (GLogLevelFlags   log_level,
                      const GLogField *fields,
                      gsize            n_fields,
                      gpointer         user_data)
{
  GLogWriterOutput output = g_log_writer_standard_streams (log_level, fields, n_fields, user_data);

  if (log_level & (G_LOG_FLAG_FATAL | G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    abort ();
  return output;
}

/* Criticals (a g_return_if_fail reached from a file) and warnings are
 * findings as well as g_error(); each one aborts. */
static inline void
fuzz_findings_init (void)
{
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  g_log_set_writer_func (fuzz_findings_writer, NULL, NULL);
}
