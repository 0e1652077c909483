#!/bin/sh
# run.sh — install what is missing, build, and start Tablemate from the
# build tree (nothing is installed system-wide).
#
# Usage: build-aux/run.sh [arguments for tablemate]
# With no display (no $DISPLAY or $WAYLAND_DISPLAY) the app is started
# under Xvfb for a few seconds and a screenshot is saved instead.
set -eu

cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-_build}
export BUILD_DIR

build-aux/install-deps.sh --run
build-aux/build.sh

# The compiled GSettings schema lives in the build's data/ folder.
GSETTINGS_SCHEMA_DIR="$PWD/$BUILD_DIR/data"
export GSETTINGS_SCHEMA_DIR
# Run uninstalled: translations, icons and help from the build and source
# trees (src/app/tm-build-tree.c; `meson devenv` sets the same).
TM_BUILD_ROOT="$PWD/$BUILD_DIR"
TM_SOURCE_ROOT="$PWD"
export TM_BUILD_ROOT TM_SOURCE_ROOT

# gettext translates only in a locale the system has: generate the one
# asked for (LANG=ja_JP.UTF-8) when it is missing (Debian ships only C).
wanted=${LC_ALL:-${LC_MESSAGES:-${LANG:-}}}
case "$wanted" in
  ''|C|C.*|POSIX) ;;
  *.UTF-8|*.utf8|*.utf-8|*.UTF8)
    base=${wanted%.*}
    if ! locale -a 2>/dev/null | grep -qix "$base.utf8" \
       && [ -f "/usr/share/i18n/locales/$base" ]; then
      echo "run: generating the locale $base.UTF-8"
      sudo=""
      [ "$(id -u)" -eq 0 ] || sudo="sudo"
      $sudo localedef -i "$base" -c -f UTF-8 -A /usr/share/locale/locale.alias "$base.UTF-8" \
        || echo "run: could not generate $base.UTF-8; the app will be in English." >&2
    fi
    ;;
esac

gui=""
for candidate in "$BUILD_DIR/src/tablemate" "$BUILD_DIR/src/app/tablemate"; do
  if [ -x "$candidate" ] && [ -f "$candidate" ]; then
    gui=$candidate
    break
  fi
done

if [ -z "$gui" ]; then
  cli=""
  for candidate in "$BUILD_DIR/src/cli/tablemate-cli" "$BUILD_DIR/src/tablemate-cli"; do
    if [ -x "$candidate" ] && [ -f "$candidate" ]; then
      cli=$candidate
      break
    fi
  done
  if [ -z "$cli" ]; then
    echo "run: neither tablemate nor tablemate-cli was built." >&2
    exit 1
  fi
  echo "run: the GUI is not built yet; the games tablemate-cli knows:"
  exec "$cli" games
fi

if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
  exec "$gui" "$@"
fi

shot="$BUILD_DIR/run-screenshot.png"
echo "run: no display; starting $gui under Xvfb for 5 s, screenshot in $shot"
# Records and settings of this trial run stay inside the build folder.
home="$PWD/$BUILD_DIR/run-home"
mkdir -p "$home"
HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" \
XDG_CACHE_HOME="$home/cache" XDG_STATE_HOME="$home/state" \
GDK_BACKEND=x11 GDK_DEBUG=gl-disable GSK_RENDERER=cairo GTK_A11Y=none \
xvfb-run -a -s '-screen 0 1280x800x24' dbus-run-session -- \
  sh -c '"$0" "$@" & app=$!; sleep 5; import -window root "'"$shot"'"; kill $app; wait $app 2>/dev/null || true' \
  "$gui" "$@"
echo "run: screenshot saved: $shot"
