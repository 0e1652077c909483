#!/bin/sh
# screenshots-utena.sh — the Tsuki no Utena screenshots in data/screenshots/
#
#   build-aux/screenshots-utena.sh [BUILD_DIR] [OUT_DIR]
#
# Like screenshots.sh: runs the built app under xvfb-run and
# dbus-run-session with a throw-away home and opens positions of the
# recorded game tests/cli/records/utena-full-won.json (`tablemate --open
# FILE`) with its cards in the card memory: round 2 after an exchange,
# in light, dark, 360 px and Japanese (LANGUAGE=ja: shown in Japanese
# when the build's translations are installed in its prefix, `meson
# install --tags i18n`), a desire card being entered, and the end of the
# game, won (and that of utena-full-lost.json, lost).  Needs xvfb-run, dbus-run-session, xdotool, import and
# python3.
set -eu

src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/_build-ui}
out=${2:-$src/data/screenshots}
app=$build/src/app/tablemate
script=$src/tests/cli/records/utena-full-won.json

for tool in xvfb-run dbus-run-session xdotool import python3; do
  command -v "$tool" >/dev/null || { echo "screenshots-utena.sh: $tool is needed" >&2; exit 1; }
done
[ -x "$app" ] || { echo "screenshots-utena.sh: build the app first ($app)" >&2; exit 1; }
[ -f "$build/src/app/gschemas.compiled" ] || { echo "screenshots-utena.sh: no compiled schema in $build/src/app" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

# record NAME N: the recorded game cut after N moves, in $work/NAME.json.
record () {
  python3 - "$script" "$2" "$work/$1.json" "$1" <<'EOP'
import json, sys
record = json.load(open(sys.argv[1]))
record["moves"] = record["moves"][:int(sys.argv[2])]
record["id"] = "utena-" + sys.argv[4]
json.dump(record, open(sys.argv[3], "w"), indent=2)
EOP
}

# The players' card memory: every card of the recorded game, so that the
# pickers list them as they would after a few games.
python3 - "$script" "$work/utena-cards.json" <<'EOP'
import json, sys
moves = json.load(open(sys.argv[1]))["moves"]
practitioners, desires = [], []
for move in moves:
    if move["type"] == "desire" and move["card"] not in desires:
        desires.append(move["card"])
    for card in move.get("cards", []):
        if card not in practitioners:
            practitioners.append(card)
json.dump({"format": "tablemate-utena-cards", "version": 1,
           "practitioners": practitioners, "desires": desires},
          open(sys.argv[2], "w"), indent=2)
EOP

# shot NAME WIDTH HEIGHT SCHEME LANGUAGE RECORD [KEYS…]
shot () {
  name=$1 width=$2 height=$3 scheme=$4 language=$5 file=$6
  shift 6
  home=$work/home-$name
  mkdir -p "$home/config/glib-2.0/settings" "$home/data/tablemate/games"
  cp "$work/utena-cards.json" "$home/data/tablemate/"
  cat > "$home/config/glib-2.0/settings/keyfile" <<EOK
[io/github/tablemate/Tablemate]
window-width=$width
window-height=$height
EOK
  env HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
      XDG_CACHE_HOME="$home/cache" GSETTINGS_BACKEND=keyfile \
      GSETTINGS_SCHEMA_DIR="$build/src/app" GDK_BACKEND=x11 GDK_DEBUG=gl-disable \
      GSK_RENDERER=cairo GTK_A11Y=none ADW_DEBUG_COLOR_SCHEME="$scheme" \
      ${language:+LANGUAGE=$language LANG=C.UTF-8} \
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

record desire 6
record round2 8
record won 20

shot utena 1280 900 default "" "$work/round2.json"
shot utena-dark 1280 900 prefer-dark "" "$work/round2.json"
shot utena-ja 1280 900 default ja "$work/round2.json"
shot utena-narrow 360 760 default "" "$work/round2.json"
shot utena-desire 1280 900 default "" "$work/desire.json"
shot utena-won 1280 900 default "" "$work/won.json"
shot utena-lost 1280 900 default "" "$src/tests/cli/records/utena-full-lost.json"
