#!/bin/sh
# screenshots-psi.sh — the Psi Conjuring screenshots in data/screenshots/
#
#   build-aux/screenshots-psi.sh [BUILD_DIR] [OUT_DIR]
#
# Like screenshots.sh: runs the built app under xvfb-run and
# dbus-run-session with a throw-away home and opens positions of the
# recorded game tests/cli/records/psi-full-game.json (`tablemate --open
# FILE`): the battle after move 40 (psi.png, and in Japanese), the end of
# the game (psi-end.png, dark and Japanese), and at 360 px the battle,
# an ability effect being entered (Ability Effect…, a card chosen with
# the arrows, a power change of −2 added) and the end.  Japanese comes
# from the build tree's translations (TM_BUILD_ROOT, as run.sh sets it)
# in the locale ja_JP.UTF-8, which must be generated (run.sh does it).
# Needs xvfb-run, dbus-run-session, xdotool, import and python3.
set -eu

src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/_build-ui}
out=${2:-$src/data/screenshots}
[ -d "$build" ] || { echo "screenshots-psi.sh: no build folder $build" >&2; exit 1; }
# Absolute: the app reads TM_BUILD_ROOT only as an absolute path.
build=$(cd "$build" && pwd)
app=$build/src/app/tablemate
script=$src/tests/cli/records/psi-full-game.json

for tool in xvfb-run dbus-run-session xdotool import python3; do
  command -v "$tool" >/dev/null || { echo "screenshots-psi.sh: $tool is needed" >&2; exit 1; }
done
[ -x "$app" ] || { echo "screenshots-psi.sh: build the app first ($app)" >&2; exit 1; }
[ -f "$build/src/app/gschemas.compiled" ] || { echo "screenshots-psi.sh: no compiled schema in $build/src/app" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

# record NAME N: the recorded game cut after N moves, in $work/NAME.json.
record () {
  python3 - "$script" "$2" "$work/$1.json" "$1" <<'EOP'
import json, sys
record = json.load(open(sys.argv[1]))
record["moves"] = record["moves"][:int(sys.argv[2])]
record["id"] = "psi-" + sys.argv[4]
json.dump(record, open(sys.argv[3], "w"), indent=2)
EOP
}

# shot NAME WIDTH HEIGHT SCHEME LOCALE RECORD [KEYS…]
shot () {
  name=$1 width=$2 height=$3 scheme=$4 locale=$5 file=$6
  shift 6
  home=$work/home-$name
  mkdir -p "$home/config/glib-2.0/settings" "$home/data/tablemate/games"
  cat > "$home/config/glib-2.0/settings/keyfile" <<EOK
[io/github/tablemate/Tablemate]
window-width=$width
window-height=$height
EOK
  env HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
      XDG_CACHE_HOME="$home/cache" GSETTINGS_BACKEND=keyfile \
      GSETTINGS_SCHEMA_DIR="$build/src/app" GDK_BACKEND=x11 GDK_DEBUG=gl-disable \
      GSK_RENDERER=cairo GTK_A11Y=none ADW_DEBUG_COLOR_SCHEME="$scheme" \
      TM_BUILD_ROOT="$build" TM_SOURCE_ROOT="$src" \
      ${locale:+LANG=$locale LC_ALL=$locale} \
      xvfb-run -a -s "-screen 0 $((width + 100))x$((height + 100))x24" \
      dbus-run-session -- sh -c '
        app=$1 file=$2 png=$3
        shift 3
        "$app" --open "$file" & pid=$!
        win=$(xdotool search --sync --onlyvisible --name "^Tablemate\$" | head -n 1)
        sleep 1.5
        xdotool windowfocus --sync "$win"
        xdotool mousemove 0 0
        for key in "$@"; do xdotool key --delay 80 "$key"; sleep 0.2; done
        sleep 1
        import -window "$win" "$png"
        kill $pid
        wait $pid 2>/dev/null || true
      ' sh "$app" "$file" "$out/$name.png" "$@"
  echo "$out/$name.png"
}

record battle 40
record end 49

shot psi 1100 800 default "" "$work/battle.json"
shot psi-ja 1100 760 default ja_JP.UTF-8 "$work/battle.json"
shot psi-end 1100 760 default "" "$work/end.json"
shot psi-end-dark 1100 760 prefer-dark "" "$work/end.json"
shot psi-end-ja 1100 760 default ja_JP.UTF-8 "$work/end.json"
shot psi-narrow 360 760 default "" "$work/battle.json"
# Ability Effect… (Alt+B), the card with the focus on the field (Yeti),
# Tab past Pass, Both Agree to End and Cancel to the power change, −2
# typed and added with Enter.
shot psi-effect-narrow 360 760 default "" "$work/battle.json" \
  alt+b Return Tab Tab Tab Tab ctrl+a minus 2 Return
shot psi-end-narrow 360 760 default "" "$work/end.json"
