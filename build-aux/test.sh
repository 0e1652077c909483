#!/bin/sh
# test.sh — install what is missing, build, and run every test.
#
# Usage: build-aux/test.sh [extra arguments for `meson test`]
# The last line printed is always `N passed, N failed` (`, N skipped`
# appended when tests were skipped), counted from the individual TAP
# results; the exit status is non-zero when anything failed.  A build
# that does not compile counts as one failure.
set -u

cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-_build}
export BUILD_DIR

if ! build-aux/build.sh; then
  echo "test: the build failed, no test was run." >&2
  echo "0 passed, 1 failed"
  exit 1
fi

testlog="$BUILD_DIR/meson-logs/testlog.json"
rm -f "$testlog"
meson test -C "$BUILD_DIR" --print-errorlogs "$@" </dev/null
meson_status=$?

python3 build-aux/test-summary.py "$testlog"
summary_status=$?

if [ "$summary_status" -ne 0 ] || [ "$meson_status" -ne 0 ]; then
  exit 1
fi
exit 0
