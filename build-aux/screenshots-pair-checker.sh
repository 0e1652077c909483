#!/bin/sh
# screenshots-pair-checker.sh — Tsuki no Utena's pair checker in data/screenshots/
#
#   build-aux/screenshots-pair-checker.sh [BUILD_DIR] [OUT_DIR]
#
# Like screenshots.sh: runs the built app under xvfb-run and
# dbus-run-session with a throw-away home whose card memory holds a box of
# 21 practitioner cards (made up: the manual lists none, but any two of
# them share exactly one icon, as the real ones do), opens the pair checker
# as the primary menu does (the app.pair-checker action, through
# gapplication), picks two cards with the keyboard and saves the window,
# light and dark.  Needs xvfb-run, dbus-run-session, gapplication,
# xdotool and import.
set -eu

src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/_build-ui}
out=${2:-$src/data/screenshots}
app=$build/src/app/tablemate

for tool in xvfb-run dbus-run-session gapplication xdotool import; do
  command -v "$tool" >/dev/null || { echo "screenshots-pair-checker.sh: $tool is needed" >&2; exit 1; }
done
[ -x "$app" ] || { echo "screenshots-pair-checker.sh: build the app first ($app)" >&2; exit 1; }
[ -f "$build/src/app/gschemas.compiled" ] || { echo "screenshots-pair-checker.sh: no compiled schema in $build/src/app" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

cat > "$work/utena-cards.json" <<'EOJ'
{"format": "tablemate-utena-cards", "version": 1, "practitioners": [
 ["blue-cross", "navy-snake", "white-gomoku", "red-horn", "group-navy"],
 ["blue-snake", "navy-snake", "white-snake", "red-snake", "group-blue"],
 ["sun-red", "group-yellow"],
 ["blue-snake", "navy-cross", "white-horn", "red-gomoku", "group-navy"],
 ["blue-horn", "navy-snake", "white-cross", "red-gomoku", "group-white"],
 ["group-wild"],
 ["blue-cross", "navy-cross", "white-cross", "red-cross", "group-blue"],
 ["blue-gomoku", "navy-gomoku", "white-gomoku", "red-gomoku", "group-blue"],
 ["blue-horn", "navy-horn", "white-horn", "red-horn", "group-blue"],
 ["blue-gomoku", "navy-horn", "white-cross", "red-snake", "group-navy"],
 ["blue-horn", "navy-gomoku", "white-snake", "red-cross", "group-navy"],
 ["blue-cross", "navy-gomoku", "white-horn", "red-snake", "group-white"],
 ["blue-snake", "navy-horn", "white-gomoku", "red-cross", "group-white"],
 ["blue-gomoku", "navy-cross", "white-snake", "red-horn", "group-white"],
 ["blue-cross", "navy-horn", "white-snake", "red-gomoku", "group-red"],
 ["blue-snake", "navy-gomoku", "white-cross", "red-horn", "group-red"],
 ["blue-gomoku", "navy-snake", "white-horn", "red-cross", "group-red"],
 ["blue-horn", "navy-cross", "white-gomoku", "red-snake", "group-red"],
 ["sun-blue", "group-yellow"],
 ["sun-navy", "group-yellow"],
 ["sun-white", "group-yellow"]
], "desires": []}
EOJ

# shot NAME SCHEME [KEYS…]: the keys are pressed in the pair checker.
shot () {
  name=$1 scheme=$2
  shift 2
  home=$work/home-$name
  mkdir -p "$home/data/tablemate"
  cp "$work/utena-cards.json" "$home/data/tablemate/"
  env HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
      XDG_CACHE_HOME="$home/cache" GSETTINGS_BACKEND=memory \
      GSETTINGS_SCHEMA_DIR="$build/src/app" GDK_BACKEND=x11 GDK_DEBUG=gl-disable \
      GSK_RENDERER=cairo GTK_A11Y=none ADW_DEBUG_COLOR_SCHEME="$scheme" \
      xvfb-run -a -s "-screen 0 1280x900x24" \
      dbus-run-session -- sh -c '
        app=$1 png=$2
        shift 2
        "$app" & pid=$!
        xdotool search --sync --onlyvisible --name "^Tablemate\$" >/dev/null
        sleep 1
        gapplication action io.github.tablemate.Tablemate pair-checker
        win=$(xdotool search --sync --onlyvisible --name "^Pair Checker\$" | head -n 1)
        sleep 1.5
        xdotool windowfocus --sync "$win"
        xdotool mousemove 0 0
        for key in "$@"; do xdotool key --delay 80 "$key"; sleep 0.2; done
        sleep 1
        import -window "$win" "$png"
        kill $pid
        wait $pid 2>/dev/null || true
      ' sh "$app" "$out/$name.png" "$@"
  echo "$out/$name.png"
}

# The focus starts on the first list's first card (the arrow keys wake
# it); Tab leaves a list for its New Card button, then the next list.
shot utena-pair-checker default Right Left Return Tab Tab Right Return
shot utena-pair-checker-dark prefer-dark Right Left Return Tab Tab Down Return
