#!/bin/sh
# test.sh — install what is missing, build, and run every test: once in
# the normal build, once more built with AddressSanitizer and
# UndefinedBehaviorSanitizer.
#
# Usage: build-aux/test.sh [extra arguments for `meson test`]
#
#  1. $BUILD_DIR (default _build): build, run the test suite.
#  2. $BUILD_DIR-asan, configured with -Db_sanitize=address,undefined
#     -Doptimization=0: build, run the test suite again without the
#     "data" suite (scripts and data files, nothing compiled), the "slow"
#     suite (tests that would take minutes under the sanitizers; they run
#     in step 1), the "bench" suite (timings mean nothing there) and the
#     "a11y" suite (the accessibility audits: every line of src/ they
#     reach, the other tests reach under the sanitizers too; see
#     docs/reliability.md, "The program itself under the sanitizers"), with
#     the sanitizers set to stop at the first error and LeakSanitizer on
#     (suppressions for system libraries only: tests/lsan.supp), and
#     GTK's animations off in the UI tests (TM_TEST_ANIMATIONS=0).
#     TM_SANITIZE=0 skips this run.
#  3. bench/run.sh --quick, once the normal run is over (TM_BENCH=0
#     skips it).
#
# The runs overlap: the sanitizer build compiles while step 1's
# tests run, step 2's tests start as soon as it is built, beside the rest
# of step 1 and then beside step 3.  The normal run starts one test a
# core and one more at once, the sanitizer run one test a core and two
# more ($MESON_TESTTHREADS sets another number for both): every test
# has its own display, bus and home, so none waits for another
# (docs/reliability.md).  Each run's output is shown when it ends.
#
# Before the count, a line says when each step ended (seconds from the
# start): where a slow run's time went; another the machine's cores, load
# and free space; then each failed test is named with what it printed
# last (build-aux/test-summary.py), since CI keeps only the end.
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
started=$(date +%s)
timeline=""
# Notes when a step ended, in seconds from the start: printed before the
# count, so that a slow run says where its time went.
mark() {
  timeline="$timeline${timeline:+, }$1 $(($(date +%s) - started)) s"
}
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

# Tests at once, in each run: one a core and one more.  The two runs
# overlap (below) and a windowed test spends about half its time waiting
# for the X server and the frame clock, so the cores stay full; more at
# once stretched each test without finishing sooner.
test_jobs=${MESON_TESTTHREADS:-$(($(nproc) + 1))}
# The sanitizer run ends alone (its build comes second): one more, so
# that its last minutes keep both cores busy too.
asan_test_jobs=${MESON_TESTTHREADS:-$(($(nproc) + 2))}

# The sanitizer build, not optimised: -O1 took 70 % more CPU to compile
# (298 s against 175 s) and its tests took the same CPU (421 s against
# 416 s: their time is in GTK, built without the sanitizers).
SANITIZER_OPTIMIZATION=0
SANITIZER_OPTIONS="-Db_sanitize=$SANITIZERS -Doptimization=$SANITIZER_OPTIMIZATION"
# Build folders this script sets up keep line tables only (-g1): enough
# for a backtrace's files and lines and for the sanitizers' reports, and
# 17 % less CPU to compile than meson's full -g (164 s against 198 s for
# the normal build).  `meson configure _build -Dc_args=` brings the
# variables back for a debugger; a folder set up before is left as it is.
DEBUG_INFO_OPTIONS="-Dc_args=-g1"

# The sanitizer build, compiled in the background while the normal run's
# tests run.  At the same priority as they: niced, it got almost no CPU
# beside two busy loops and ended at 989 s instead of about 300 s.
asan_build_log="$ASAN_BUILD_DIR/background-build.log"
asan_build_pid=""
start_sanitizer_build() {
  # A folder set up by hand without these options is switched to them.
  if [ -f "$ASAN_BUILD_DIR/meson-info/intro-buildoptions.json" ] \
     && ! python3 -c 'import json, sys
opts = {o["name"]: o["value"] for o in json.load(open(sys.argv[1]))}
sys.exit(0 if (opts.get("b_sanitize"), opts.get("optimization")) == (sys.argv[2], sys.argv[3]) else 1)' \
          "$ASAN_BUILD_DIR/meson-info/intro-buildoptions.json" "$SANITIZERS" "$SANITIZER_OPTIMIZATION"; then
    # shellcheck disable=SC2086
    meson configure "$ASAN_BUILD_DIR" $SANITIZER_OPTIONS >/dev/null
  fi
  mkdir -p "$ASAN_BUILD_DIR"
  # shellcheck disable=SC2086
  BUILD_DIR="$ASAN_BUILD_DIR" build-aux/build.sh $SANITIZER_OPTIONS $DEBUG_INFO_OPTIONS \
    </dev/null >"$asan_build_log" 2>&1 &
  asan_build_pid=$!
}

# Waits for the sanitizer build (started or not); its status.
finish_sanitizer_build() {
  if [ -z "$asan_build_pid" ]; then
    # shellcheck disable=SC2086
    BUILD_DIR="$ASAN_BUILD_DIR" build-aux/build.sh $SANITIZER_OPTIONS $DEBUG_INFO_OPTIONS
    return
  fi
  wait "$asan_build_pid"
  status=$?
  asan_build_pid=""
  cat "$asan_build_log"
  return $status
}

# The two runs go side by side, each printing into a file of its own that
# is shown when it ends (two runs on one terminal would interleave).
normal_console="$BUILD_DIR/meson-logs/test-console.txt"
asan_console="$ASAN_BUILD_DIR/meson-logs/sanitizers-console.txt"
normal_pid=""
asan_pid=""
asan_log="$ASAN_BUILD_DIR/meson-logs/sanitizers.json"

run_normal_tests() {
  rm -f "$testlog"
  mkdir -p "$BUILD_DIR/meson-logs"
  # shellcheck disable=SC2086
  (meson test -C "$BUILD_DIR" --print-errorlogs --num-processes "$test_jobs" $no_bench "$@" \
     </dev/null >"$normal_console" 2>&1
   status=$?
   date +%s >"$normal_console.end"
   exit $status) &
  normal_pid=$!
}

run_sanitizer_tests() {
  rm -f "$asan_log"
  mkdir -p "$ASAN_BUILD_DIR/meson-logs"
  # Stop at the first error with a stack trace; leaks are errors.  GTK's
  # animations off (tests/app/ui-test-util.c): their frames are GTK's
  # drawing, not checked by the sanitizers, and tested in the normal run.
  (ASAN_OPTIONS=halt_on_error=1:print_stacktrace=1:detect_leaks=1 \
  TM_TEST_ANIMATIONS=0 \
  UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
  LSAN_OPTIONS="suppressions=$(pwd)/tests/lsan.supp:print_suppressions=0" \
    meson test -C "$ASAN_BUILD_DIR" --print-errorlogs --logbase sanitizers \
      --num-processes "$asan_test_jobs" --no-suite data --no-suite slow --no-suite bench --no-suite a11y \
      "$@" </dev/null >"$asan_console" 2>&1
   status=$?
   date +%s >"$asan_console.end"
   exit $status) &
  asan_pid=$!
}

# Waits for a run started above and shows what it printed; counts a
# non-zero exit and notes when it ended as $3.
finish_run() {
  wait "$1" || meson_failed=$((meson_failed + 1))
  cat "$2"
  if [ -f "$2.end" ]; then
    timeline="$timeline${timeline:+, }$3 $(($(cat "$2.end") - started)) s"
    rm -f "$2.end"
  fi
}

# shellcheck disable=SC2086
if build-aux/build.sh $DEBUG_INFO_OPTIONS; then
  mark "built"
  # install-deps has run: the background build finds nothing to install.
  [ "${TM_SANITIZE:-1}" != 0 ] && start_sanitizer_build
  run_normal_tests "$@"
  logs="$testlog"
else
  echo "test: the build failed, no test was run in $BUILD_DIR." >&2
  failed_builds=$((failed_builds + 1))
fi

# The sanitizer run starts as soon as its build is done, beside the
# rest of the normal run.
if [ "${TM_SANITIZE:-1}" != 0 ]; then
  if finish_sanitizer_build; then
    mark "sanitizer build"
    run_sanitizer_tests "$@"
  else
    echo "test: the sanitizer build failed, no test was run in $ASAN_BUILD_DIR." >&2
    failed_builds=$((failed_builds + 1))
  fi
fi

if [ -n "$normal_pid" ]; then
  finish_run "$normal_pid" "$normal_console" "tests"
  # The benchmark suite's quick mode (issue #10) must stay green: it
  # reuses this build and counts as one more test; its figures are not
  # compared (a smoke run), so it runs beside the sanitizer run.
  # TM_BENCH=0 skips it.
  if [ "${TM_BENCH:-1}" != 0 ] && [ $# -eq 0 ]; then
    if BENCH_BUILD_DIR="$BUILD_DIR" bench/run.sh --quick </dev/null; then
      mark "bench"
      bench_passed=1
    else
      echo "test: bench/run.sh --quick failed." >&2
      bench_failed=1
    fi
  fi
fi

if [ -n "$asan_pid" ]; then
  finish_run "$asan_pid" "$asan_console" "sanitizer tests"
  # No test selected (e.g. --suite data): nothing to count.
  [ -f "$asan_log" ] || : >"$asan_log"
  logs="$logs $asan_log"
fi

echo "test: ended after $(($(date +%s) - started)) s (${timeline:-nothing ran})."
# The machine, for a run slower or stranger than usual: cores, the load
# average at the end, the space left where the builds are.
echo "test: $(nproc) cores, load $(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null || echo unknown)," \
     "$(df -h . 2>/dev/null | awk 'NR == 2 { print $4 }') free here."
# shellcheck disable=SC2086
python3 build-aux/test-summary.py \
  --failed-builds "$failed_builds" --meson-failed "$meson_failed" \
  --extra-passed "$bench_passed" --extra-failed "$bench_failed" $logs
