#!/bin/sh
# screenshots-sisters.sh — the Planetary Sisters screenshots in data/screenshots/
#
#   build-aux/screenshots-sisters.sh [BUILD_DIR] [OUT_DIR]
#
# Builds and runs tests/app/sisters-shots (the app's own widgets drawn into
# a PNG) under xvfb-run and dbus-run-session with a throw-away home:
# sisters.png (a tracked round), sisters-page-emblems.png (its emblems
# asked at the end), sisters-end.png (the end of a tracked game),
# sisters-score-players.png (the score-only window's first step),
# sisters-score.png (the score-only window's table for the
# manual's example), sisters-score-cards.png and sisters-emblems.png (its
# steps); dark (-dark), 360 px (-narrow) and Japanese (-ja: LANGUAGE=ja,
# with po/ja.po compiled here) variants of the round and the table.
# Needs ninja, msgfmt, xvfb-run and dbus-run-session.
set -eu

src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/_build-ui}
out=${2:-$src/data/screenshots}
shots=$build/tests/app/sisters-shots

for tool in ninja msgfmt xvfb-run dbus-run-session; do
  command -v "$tool" >/dev/null || { echo "screenshots-sisters.sh: $tool is needed" >&2; exit 1; }
done
ninja -C "$build" tests/app/sisters-shots >/dev/null
[ -f "$build/src/app/gschemas.compiled" ] || { echo "screenshots-sisters.sh: no compiled schema in $build/src/app" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out" "$work/locale/ja/LC_MESSAGES"
msgfmt -o "$work/locale/ja/LC_MESSAGES/tablemate.mo" "$src/po/ja.po"

# shot NAME SCENE WIDTH HEIGHT SCHEME [LANGUAGE]
shot () {
  home=$work/home-$1
  mkdir -p "$home/config" "$home/data"
  env HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
      XDG_CACHE_HOME="$home/cache" GSETTINGS_BACKEND=memory \
      GSETTINGS_SCHEMA_DIR="$build/src/app" GDK_BACKEND=x11 GDK_DEBUG=gl-disable \
      GSK_RENDERER=cairo GTK_A11Y=none ADW_DEBUG_COLOR_SCHEME="$5" \
      LANGUAGE="${6:-en}" LANG=C.UTF-8 TM_LOCALEDIR="$work/locale" \
      xvfb-run -a -s "-screen 0 $(($3 + 100))x$(($4 + 100))x24" \
      dbus-run-session -- "$shots" "$2" "$out/$1.png" "$3" "$4" "$src/tests/cli/records"
  echo "$out/$1.png"
}

shot sisters round 1000 900 default
shot sisters-dark round 1000 900 prefer-dark
shot sisters-narrow round 360 800 default
shot sisters-page-emblems page-emblems 1000 1000 default
shot sisters-end end 1000 1000 default
shot sisters-score-players players 760 820 default
shot sisters-score-cards cards 760 820 default
shot sisters-emblems emblems 760 820 default
shot sisters-score score 1300 900 default
shot sisters-score-dark score 1300 900 prefer-dark
shot sisters-score-narrow score 360 800 default
shot sisters-ja round 1000 900 default ja
shot sisters-score-ja score 1300 900 default ja
