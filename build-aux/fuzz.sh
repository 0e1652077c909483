#!/bin/sh
# fuzz.sh — run the libFuzzer harnesses (tests/fuzz) on their seed corpus.
#
# Usage: build-aux/fuzz.sh [SECONDS | -runs=N] [HARNESS...]
#   build-aux/fuzz.sh                 60 seconds per harness
#   build-aux/fuzz.sh 600             ten minutes per harness
#   build-aux/fuzz.sh -runs=1000000   one million executions per harness
#   build-aux/fuzz.sh 60 score        only fuzz-score
#
# Sets up _build-fuzz with clang the first time (CC=clang meson setup
# _build-fuzz -Dfuzzing=true; FUZZ_BUILD_DIR to change it), builds only
# the harnesses, and runs each with the seed corpus (tests/fuzz/corpus and
# tests/cli/records, read only), the dictionary tests/fuzz/tablemate.dict,
# AddressSanitizer and UndefinedBehaviorSanitizer.  What the fuzzer finds
# goes into $FUZZ_BUILD_DIR/fuzz/: the corpus it grew (corpus-NAME/) and
# any crash (crash-*, leak-*, timeout-*).  A crash ends the run with a
# non-zero status; copy its file into tests/fuzz/corpus/ with a name that
# says what it was once it is fixed.
set -eu

cd "$(dirname "$0")/.."
FUZZ_BUILD_DIR=${FUZZ_BUILD_DIR:-_build-fuzz}

limit="-max_total_time=60"
case "${1:-}" in
  -runs=*) limit="$1"; shift ;;
  ''|*[!0-9]*) ;;
  *) limit="-max_total_time=$1"; shift ;;
esac
harnesses=${*:-record score}

if ! command -v clang >/dev/null 2>&1; then
  echo "fuzz: clang is needed (apt-get install clang)." >&2
  exit 2
fi

if [ ! -f "$FUZZ_BUILD_DIR/build.ninja" ]; then
  CC=clang meson setup "$FUZZ_BUILD_DIR" -Dfuzzing=true
fi
targets=""
for name in $harnesses; do
  targets="$targets tests/fuzz/fuzz-$name"
done
# Only the harnesses: the GUI is not needed (nor built with clang).
# shellcheck disable=SC2086
ninja -C "$FUZZ_BUILD_DIR" $targets

out="$FUZZ_BUILD_DIR/fuzz"
mkdir -p "$out"
export ASAN_OPTIONS="${ASAN_OPTIONS:-halt_on_error=1:detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}"
export G_DEBUG="${G_DEBUG:-gc-friendly}"

status=0
for name in $harnesses; do
  mkdir -p "$out/corpus-$name"
  echo "fuzz: fuzz-$name ($limit)"
  start=$(date +%s)
  if ! "$FUZZ_BUILD_DIR/tests/fuzz/fuzz-$name" \
      "$limit" -max_len=16384 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -dict=tests/fuzz/tablemate.dict -artifact_prefix="$out/" \
      "$out/corpus-$name" tests/fuzz/corpus tests/cli/records; then
    status=1
  fi
  echo "fuzz: fuzz-$name took $(( $(date +%s) - start )) s"
done
exit $status
