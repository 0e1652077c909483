#!/bin/sh
# screenshots.sh — take the screenshots in data/screenshots/ from a build
#
#   build-aux/screenshots.sh [BUILD_DIR] [OUT_DIR]
#
# Runs the built app under xvfb-run and dbus-run-session with a throw-away
# home, opens positions of the scripted game tests/app/cots-winner.json
# (`tablemate --open FILE`), drives it with the keyboard through xdotool
# like a player would, and saves each window with ImageMagick's import.
# Light and dark (ADW_DEBUG_COLOR_SCHEME=prefer-dark), desktop and 360 px.
# Needs xvfb-run, dbus-run-session, xdotool, import and python3.
set -eu

src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/_build-ui}
out=${2:-$src/data/screenshots}
app=$build/src/app/tablemate
script=$src/tests/app/cots-winner.json

for tool in xvfb-run dbus-run-session xdotool import python3; do
  command -v "$tool" >/dev/null || { echo "screenshots.sh: $tool is needed" >&2; exit 1; }
done
[ -x "$app" ] || { echo "screenshots.sh: build the app first ($app)" >&2; exit 1; }
[ -f "$build/src/app/gschemas.compiled" ] || { echo "screenshots.sh: no compiled schema in $build/src/app" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

# record NAME N: the scripted game cut after N moves, in $work/NAME.json.
record () {
  python3 - "$script" "$2" "$work/$1.json" <<'EOF'
import json, sys
record = json.load(open(sys.argv[1]))
record["moves"] = record["moves"][:int(sys.argv[2])]
json.dump(record, open(sys.argv[3], "w"), indent=2)
EOF
}

# keys_to_enter N: the keys that enter move N of the script (an analysis
# move), starting with the focus on the first colour that can be played
# (where the page puts it).  It stops at the first question the page asks.
keys_to_enter () {
  python3 - "$script" "$1" <<'EOF'
import json, sys
moves = json.load(open(sys.argv[1]))["moves"]
n = int(sys.argv[2])
move = moves[n]
card = move["card"]
order = ["-3", "-2", "-1", "0", "+1", "+2", "+3", "4"]
seen = {m["card"] for m in moves[:n] if m["type"] == "place"}
# Only cards not yet face up can be chosen: the arrows skip the others.
colours = [c for c in "RPBY" if any(c + r not in seen for r in order)]
rotation = card[1:].replace("+4", "4").replace("-4", "4")
free = [r for r in order if card[0] + r not in seen]
keys = ["Right"] * colours.index(card[0]) + ["space"]
# One Tab to the rotations, one to the field (on the empty cell).
keys += ["Tab"] + ["Right"] * free.index(rotation) + ["space"]
keys += ["Tab", "Return"]
print(" ".join(keys))
EOF
}

# shot NAME WIDTH HEIGHT SCHEME [RECORD [KEYS…]]
shot () {
  name=$1 width=$2 height=$3 scheme=$4
  shift 4
  file=${1:-}
  [ $# -gt 0 ] && shift
  home=$work/home-$name
  mkdir -p "$home/config/glib-2.0/settings" "$home/data/tablemate/games"
  # The window opens at the size saved in the settings.
  cat > "$home/config/glib-2.0/settings/keyfile" <<EOF
[io/github/tablemate/Tablemate]
window-width=$width
window-height=$height
recent-players=['Aoi', 'Mio']
EOF
  # An unfinished game for the start page to offer.
  [ -n "$file" ] || cp "$work/start.json" "$home/data/tablemate/games/"

  env HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
      XDG_CACHE_HOME="$home/cache" GSETTINGS_BACKEND=keyfile \
      GSETTINGS_SCHEMA_DIR="$build/src/app" GDK_BACKEND=x11 GDK_DEBUG=gl-disable \
      GSK_RENDERER=cairo GTK_A11Y=none ADW_DEBUG_COLOR_SCHEME="$scheme" \
      xvfb-run -a -s "-screen 0 $((width + 100))x$((height + 100))x24" \
      dbus-run-session -- sh -c '
        app=$1 file=$2 png=$3
        shift 3
        if [ -n "$file" ]; then "$app" --open "$file" & else "$app" & fi
        pid=$!
        win=$(xdotool search --sync --onlyvisible --name "^Tablemate\$" | head -n 1)
        sleep 1.5
        xdotool windowfocus --sync "$win"
        for key in "$@"; do xdotool key --delay 60 "$key"; done
        sleep 1
        import -window "$win" "$png"
        kill $pid
        wait $pid 2>/dev/null || true
      ' sh "$app" "$file" "$out/$name.png" "$@"
  echo "$out/$name.png"
}

record start 12
record analysis 16
record extermination 29

analysis_keys=$(keys_to_enter 16)

for scheme in light dark; do
  suffix=
  colours=default
  [ $scheme = dark ] && suffix=-dark colours=prefer-dark
  shot "start$suffix" 900 640 $colours
  # shellcheck disable=SC2086
  shot "cots-analysis$suffix" 1100 760 $colours "$work/analysis.json" $analysis_keys
  shot "cots-extermination$suffix" 1100 900 $colours "$work/extermination.json"
done
shot cots-analysis-narrow 360 760 default "$work/analysis.json"
