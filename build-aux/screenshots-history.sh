#!/bin/sh
# screenshots-history.sh — the history screenshots in data/screenshots/
#
#   build-aux/screenshots-history.sh [BUILD_DIR] [OUT_DIR]
#
# Like screenshots.sh: runs the built app under xvfb-run and
# dbus-run-session with a throw-away home, here holding a season of
# finished games (made from the scripted records in tests/, with other
# players and dates; records of games this build cannot finish are left
# out), drives it with the keyboard through xdotool and saves each window
# with ImageMagick's import.  Light and dark, desktop and 360 px, and
# Japanese (LANGUAGE=ja: shown in Japanese when the build's translations
# are installed in its prefix, `meson install --tags i18n`).
# Needs xvfb-run, dbus-run-session, xdotool, import and python3.
set -eu

src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/_build-ui}
out=${2:-$src/data/screenshots}
app=$build/src/app/tablemate
cli=$build/src/cli/tablemate-cli

for tool in xvfb-run dbus-run-session xdotool import python3; do
  command -v "$tool" >/dev/null || { echo "screenshots-history.sh: $tool is needed" >&2; exit 1; }
done
[ -x "$app" ] || { echo "screenshots-history.sh: build the app first ($app)" >&2; exit 1; }
[ -f "$build/src/app/gschemas.compiled" ] || { echo "screenshots-history.sh: no compiled schema in $build/src/app" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

# The season: fifteen game nights' worth of finished games.
python3 - "$src/tests" "$work/season" "$cli" <<'EOF'
import json, os, subprocess, sys
tests, out, cli = sys.argv[1:4]
os.makedirs(out)
games = [
  ('ui/cots-winner.json', ['Aoi', 'Mio'], '2026-10-02T19:10:00Z'),
  ('cli/records/sisters-3p.json', ['Mio', 'Ren', 'Aoi'], '2026-10-02T20:05:00Z'),
  ('ui/cots-tie-break.json', ['Mio', 'Ren'], '2026-10-09T19:00:00Z'),
  ('cli/records/utena-full-won.json', ['Aoi', 'Mio', 'Ren'], '2026-10-09T20:30:00Z'),
  ('ui/cots-winner.json', ['Ren', 'Aoi'], '2026-10-16T19:20:00Z'),
  ('cli/records/sisters-4p.json', ['Aoi', 'Mio', 'Ren', 'Kai'], '2026-10-16T20:15:00Z'),
  ('cli/records/cots-full-game.json', ['Aoi', 'Mio'], '2026-10-23T19:00:00Z'),
  ('cli/records/sisters-2p.json', ['Ren', 'Mio'], '2026-10-23T19:50:00Z'),
  ('cli/records/psi-full-game.json', ['Kai', 'Aoi'], '2026-10-30T19:00:00Z'),
  ('ui/cots-draw.json', ['Mio', 'Aoi'], '2026-10-30T19:40:00Z'),
  ('cli/records/sisters-3p.json', ['Aoi', 'Mio', 'Ren'], '2026-11-06T19:30:00Z'),
  ('cli/records/cots-full-second-groups-first.json', ['Mio', 'Ren'], '2026-11-13T19:05:00Z'),
  ('cli/records/utena-full-lost.json', ['Mio', 'Kai'], '2026-11-13T20:10:00Z'),
  ('cli/records/sisters-2p.json', ['Aoi', 'Mio'], '2026-11-20T19:15:00Z'),
  ('ui/cots-winner.json', ['Mio', 'Aoi'], '2026-11-20T20:00:00Z'),
]
for i, (source, players, date) in enumerate(games):
    path = os.path.join(tests, source)
    if not os.path.exists(path):
        continue
    record = json.load(open(path))
    if len(record['players']) != len(players):
        continue
    record.update(id='season-%02d' % i, players=players, created=date)
    target = os.path.join(out, record['id'] + '.json')
    json.dump(record, open(target, 'w'), indent=2)
    # Only games this build plays to the end belong in the history.
    result = subprocess.run([cli, 'replay', target], capture_output=True, text=True)
    if result.returncode != 0 or not json.loads(result.stdout).get('finished'):
        os.remove(target)
EOF

# shot NAME WIDTH HEIGHT SCHEME LANGUAGE KEYS…  ("shot:NAME" saves the window)
shot () {
  name=$1 width=$2 height=$3 scheme=$4 language=$5
  shift 5
  home=$work/home-$name
  mkdir -p "$home/config/glib-2.0/settings" "$home/data/tablemate"
  cp -r "$work/season" "$home/data/tablemate/history"
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
        app=$1 out=$2
        shift 2
        "$app" & pid=$!
        win=$(xdotool search --sync --onlyvisible --name "^Tablemate\$" | head -n 1)
        sleep 1.5
        xdotool windowfocus --sync "$win"
        # No pointer hovering a row.
        xdotool mousemove 0 0
        for key in "$@"; do
          case $key in
            shot:*) sleep 1; import -window "$win" "$out/${key#shot:}.png"; echo "$out/${key#shot:}.png";;
            *) xdotool key --delay 80 "$key"; sleep 0.3;;
          esac
        done
        kill $pid
        wait $pid 2>/dev/null || true
      ' sh "$app" "$out" "$@"
}

# The games, the newest one looked back at, the players, one player.
shot desktop 1000 720 default "" ctrl+h shot:history Return shot:history-game \
  ctrl+Left ctrl+Left ctrl+Left shot:history-game-step \
  alt+Left alt+p shot:history-players Tab Return shot:history-player
shot dark 1000 720 prefer-dark "" ctrl+h alt+p shot:history-players-dark Tab Return shot:history-player-dark
shot narrow 360 720 default "" ctrl+h shot:history-narrow Return shot:history-game-narrow \
  alt+Left alt+p shot:history-players-narrow
shot ja 1000 720 default ja ctrl+h shot:history-ja alt+p shot:history-players-ja
