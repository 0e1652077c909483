#!/bin/sh
# build.sh — install what is missing, configure the build folder if needed,
# and compile.  Used by run.sh and test.sh.
#
# Usage: build-aux/build.sh            (build folder: _build)
#        BUILD_DIR=_build-x build-aux/build.sh
# Extra arguments are passed to `meson setup` the first time.
set -eu

cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-_build}

build-aux/install-deps.sh

# Linked with gold (binutils, beside the default linker) unless CC_LD says
# otherwise: a third of the CPU of ld.bfd for each of the hundred test
# programs, the same programs.  Read by the first `meson setup` only.
if [ -z "${CC_LD:-}" ] && command -v ld.gold >/dev/null 2>&1; then
  CC_LD=gold
  export CC_LD
fi

if [ -f "$BUILD_DIR/build.ninja" ]; then
  : # configured: ninja re-runs meson by itself when a meson.build changed
elif [ -f "$BUILD_DIR/meson-private/coredata.dat" ]; then
  meson setup --reconfigure "$BUILD_DIR" "$@"
else
  meson setup "$BUILD_DIR" "$@"
fi

meson compile -C "$BUILD_DIR"
