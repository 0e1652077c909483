#!/bin/sh
# test.sh — install what is missing, build, and run every test: once in
# the normal build, once more built with AddressSanitizer and
# UndefinedBehaviorSanitizer.
#
# Usage: build-aux/test.sh [extra arguments for `meson test`]
#
#  1. $BUILD_DIR (default _build): build, run the test suite.
#  2. $BUILD_DIR-asan, configured with -Db_sanitize=address,undefined:
#     build, run the test suite again without the "data" suite (scripts
#     and data files, nothing compiled), the "slow" suite (tests that
#     would take minutes under the sanitizers; they run in step 1) and
#     the "bench" suite (timings mean nothing there), with
#     the sanitizers set to stop at the first error and LeakSanitizer on
#     (suppressions for system libraries only: tests/lsan.supp).
#     TM_SANITIZE=0 skips this run.
#
# The sanitizer build compiles while step 1's tests run (they mostly wait
# for Xvfb and the frame clock; the compiler fills the idle cores), and
# each run starts as many tests at once as there are cores
# ($MESON_TESTTHREADS sets another number): every test has its own
# display, bus and home, so none waits for another (docs/reliability.md).
#
# The last line printed is always `N passed, N failed` (`, N skipped`
# appended when tests were skipped), counted over both runs from the
# individual TAP results; the exit status is non-zero when anything
# failed.  A build that does not compile counts as one failure.
set -u

cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-_build}
ASAN_BUILD_DIR=${BUILD_DIR}-asan
SANITIZERS=address,undefined
export BUILD_DIR

logs=""
failed_builds=0
meson_failed=0
bench_passed=0
bench_failed=0

testlog="$BUILD_DIR/meson-logs/testlog.json"
# The benchmark's quick mode runs once, below, as bench/run.sh --quick
# (the "bench" suite's test is the same program with the same option).
no_bench=""
if [ "${TM_BENCH:-1}" != 0 ] && [ $# -eq 0 ]; then
  no_bench="--no-suite bench"
fi

# Tests at once: one a core.  Two a core were quicker on a quiet machine,
# but on a busy one they stretched the windowed tests past a quarter of
# their timeouts; the compiler beside them already fills the idle time.
test_jobs=${MESON_TESTTHREADS:-$(nproc)}

# The sanitizer build, compiled in the background while the normal run's
# tests run; its output is shown once it is done.
asan_build_log="$ASAN_BUILD_DIR/background-build.log"
asan_build_pid=""
start_sanitizer_build() {
  # A folder set up by hand without the sanitizers is switched to them.
  if [ -f "$ASAN_BUILD_DIR/meson-info/intro-buildoptions.json" ] \
     && ! python3 -c 'import json, sys
opts = {o["name"]: o["value"] for o in json.load(open(sys.argv[1]))}
sys.exit(0 if opts.get("b_sanitize") == sys.argv[2] else 1)' \
          "$ASAN_BUILD_DIR/meson-info/intro-buildoptions.json" "$SANITIZERS"; then
    meson configure "$ASAN_BUILD_DIR" -Db_sanitize="$SANITIZERS" >/dev/null
  fi
  mkdir -p "$ASAN_BUILD_DIR"
  BUILD_DIR="$ASAN_BUILD_DIR" build-aux/build.sh -Db_sanitize="$SANITIZERS" \
    </dev/null >"$asan_build_log" 2>&1 &
  asan_build_pid=$!
}

# Waits for the sanitizer build (started or not); its status.
finish_sanitizer_build() {
  if [ -z "$asan_build_pid" ]; then
    BUILD_DIR="$ASAN_BUILD_DIR" build-aux/build.sh -Db_sanitize="$SANITIZERS"
    return
  fi
  wait "$asan_build_pid"
  status=$?
  asan_build_pid=""
  cat "$asan_build_log"
  return $status
}

if build-aux/build.sh; then
  # install-deps has run: the background build finds nothing to install.
  [ "${TM_SANITIZE:-1}" != 0 ] && start_sanitizer_build
  rm -f "$testlog"
  # shellcheck disable=SC2086
  meson test -C "$BUILD_DIR" --print-errorlogs --num-processes "$test_jobs" $no_bench "$@" </dev/null \
    || meson_failed=$((meson_failed + 1))
  logs="$testlog"
  # The benchmark suite's quick mode (issue #10) must stay green: it
  # reuses this build and counts as one more test.  TM_BENCH=0 skips it.
  if [ "${TM_BENCH:-1}" != 0 ] && [ $# -eq 0 ]; then
    # Timed alone: not beside the sanitizer build.
    if [ -n "$asan_build_pid" ]; then
      finish_sanitizer_build
      asan_build_status=$?
    fi
    if BENCH_BUILD_DIR="$BUILD_DIR" bench/run.sh --quick </dev/null; then
      bench_passed=1
    else
      echo "test: bench/run.sh --quick failed." >&2
      bench_failed=1
    fi
  fi
else
  echo "test: the build failed, no test was run in $BUILD_DIR." >&2
  failed_builds=$((failed_builds + 1))
fi

if [ "${TM_SANITIZE:-1}" != 0 ]; then
  if [ -z "${asan_build_status:-}" ]; then
    finish_sanitizer_build
    asan_build_status=$?
  fi

  asan_log="$ASAN_BUILD_DIR/meson-logs/sanitizers.json"
  if [ "$asan_build_status" = 0 ]; then
    rm -f "$asan_log"
    # Stop at the first error with a stack trace; leaks are errors.
    ASAN_OPTIONS=halt_on_error=1:print_stacktrace=1:detect_leaks=1 \
    UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
    LSAN_OPTIONS="suppressions=$(pwd)/tests/lsan.supp:print_suppressions=0" \
      meson test -C "$ASAN_BUILD_DIR" --print-errorlogs --logbase sanitizers \
        --num-processes "$test_jobs" --no-suite data --no-suite slow --no-suite bench \
        "$@" </dev/null \
      || meson_failed=$((meson_failed + 1))
    # No test selected (e.g. --suite data): nothing to count.
    [ -f "$asan_log" ] || : >"$asan_log"
    logs="$logs $asan_log"
  else
    echo "test: the sanitizer build failed, no test was run in $ASAN_BUILD_DIR." >&2
    failed_builds=$((failed_builds + 1))
  fi
fi

# shellcheck disable=SC2086
python3 build-aux/test-summary.py \
  --failed-builds "$failed_builds" --meson-failed "$meson_failed" \
  --extra-passed "$bench_passed" --extra-failed "$bench_failed" $logs
