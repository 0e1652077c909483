/* test-scale.h — how many random games a test plays in this build, and from which seed
 *
 * Under AddressSanitizer and UndefinedBehaviorSanitizer the rules run
 * three to five times slower; every test must still end within a
 * quarter of its timeout on a busy 2-core machine.  The random-game
 * tests divide their game counts by TM_TEST_SLOWDOWN when it is set, and
 * by 5 in a build with AddressSanitizer otherwise; tests that go through
 * recorded positions look at fewer of them.  Each test still asserts that its
 * games reach every ending, phase and player count it names, so a count
 * too small fails rather than passes.
 */
#pragma once

#include <glib.h>
#include <stdlib.h>

#if defined(__SANITIZE_ADDRESS__)
# define TM_TEST_SANITIZED 1
#elif defined(__has_feature)
# if __has_feature(address_sanitizer)
#  define TM_TEST_SANITIZED 1
# endif
#endif

/* How many times slower this build runs the rules: 1, or 5 under the
 * sanitizers, or TM_TEST_SLOWDOWN. */
static inline guint
tm_test_slowdown (void)
{
  const char *env = g_getenv ("TM_TEST_SLOWDOWN");
  guint slowdown = 1;

#ifdef TM_TEST_SANITIZED
  slowdown = 5;
#endif
  if (env != NULL && atoi (env) > 0)
    slowdown = (guint) atoi (env);
  return slowdown;
}

/* @count divided by the slowdown of this build, at least @minimum. */
static inline guint
tm_test_scaled (guint count,
                guint minimum)
{
  return MAX (count / tm_test_slowdown (), MIN (minimum, count));
}

/* The seed of a random-game test: @base, or @base moved by
 * TM_TEST_SEED when it is set, to play other games than the test's own
 * while hunting for bugs (docs/reliability.md).  Without it every run
 * plays the same games. */
static inline guint32
tm_test_seed (guint32 base)
{
  const char *env = g_getenv ("TM_TEST_SEED");

  if (env == NULL || *env == '\0')
    return base;
  return base + (guint32) g_ascii_strtoull (env, NULL, 10);
}
