#!/bin/sh
# screenshots-advisor.sh — the advisor's screenshots in data/screenshots/
#
#   build-aux/screenshots-advisor.sh [BUILD_DIR] [OUT_DIR]
#
# Builds and runs tests/app/advisor-shots (the app's own widgets drawn into
# a PNG) under xvfb-run and dbus-run-session with a throw-away home:
# advisor-private-ask.png (the private view's first step),
# advisor-cots.png (a Children of the Sun hand and its options),
# advisor-cots-planner.png (the extermination planner), advisor-psi.png
# (Psi Conjuring's attack options beside the field), advisor-utena.png
# (Tsuki no Utena's exchanges and "Can we still win?" answered),
# advisor-sisters.png (a Planetary Sisters hand in the private view),
# advisor-sisters-what-if.png (the what-if under a finished game's
# scores) and dark variants of the hand, the attacks and the outlook.  Needs ninja, xvfb-run and dbus-run-session.
set -eu

src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/_build-ui}
out=${2:-$src/data/screenshots}
shots=$build/tests/app/advisor-shots

for tool in ninja xvfb-run dbus-run-session; do
  command -v "$tool" >/dev/null || { echo "screenshots-advisor.sh: $tool is needed" >&2; exit 1; }
done
ninja -C "$build" tests/app/advisor-shots >/dev/null
[ -f "$build/src/app/gschemas.compiled" ] || { echo "screenshots-advisor.sh: no compiled schema in $build/src/app" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

# shot NAME SCENE WIDTH HEIGHT SCHEME
shot () {
  home=$work/home-$1
  mkdir -p "$home/config" "$home/data"
  env HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
      XDG_CACHE_HOME="$home/cache" GSETTINGS_BACKEND=memory \
      GSETTINGS_SCHEMA_DIR="$build/src/app" GDK_BACKEND=x11 GDK_DEBUG=gl-disable \
      GSK_RENDERER=cairo GTK_A11Y=none ADW_DEBUG_COLOR_SCHEME="$5" \
      LANGUAGE=en LANG=C.UTF-8 \
      xvfb-run -a -s "-screen 0 $(($3 + 200))x$(($4 + 200))x24" \
      dbus-run-session -- "$shots" "$2" "$out/$1.png" "$3" "$4" "$src/tests"
  echo "$out/$1.png"
}

shot advisor-private-ask cots-ask 560 520 default
shot advisor-cots cots-hand 560 760 default
shot advisor-cots-dark cots-hand 560 760 prefer-dark
shot advisor-cots-planner cots-planner 560 760 default
shot advisor-psi psi 1100 860 default
shot advisor-psi-dark psi 1100 860 prefer-dark
shot advisor-utena utena 1200 1100 default
shot advisor-utena-dark utena 1200 1100 prefer-dark
shot advisor-sisters sisters 560 900 default
shot advisor-sisters-what-if sisters-what-if 1000 800 default
