#!/bin/sh
# screenshots-utena-steps.sh — every step of a Tsuki no Utena move, at 960 × 720
# and 800 × 560, in English and Japanese (issue #25: look before calling
# a layout done)
#
#   build-aux/screenshots-utena-steps.sh [BUILD_DIR] [OUT_DIR]
#
# Runs tests/app/utena-shots on tests/cli/records/utena-full-won.json under
# one Xvfb with a throw-away home: NAME-SIZE-LANG.png for a desire card
# (chosen, an icon marked), a first pair (one card, two) and an exchange
# (the card that goes, the card that comes), and a card composed by its
# icons (compose-*: "New Card…" clicked).  Needs ninja, msgfmt,
# xvfb-run and dbus-run-session.
set -eu

src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/_build}
out=${2:-$src/_build/screenshots-utena}
shots=$build/tests/app/utena-shots

for tool in ninja msgfmt xvfb-run dbus-run-session; do
  command -v "$tool" >/dev/null || { echo "screenshots-utena-steps.sh: $tool is needed" >&2; exit 1; }
done
ninja -C "$build" tests/app/utena-shots >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out" "$work/locale/ja/LC_MESSAGES" "$work/config" "$work/data"
msgfmt -o "$work/locale/ja/LC_MESSAGES/tablemate.mo" "$src/po/ja.po"

# NAME MOVES STEP: the record cut to MOVES moves, STEP clicks of the next.
scenes="compose-desire 1 9
compose-pair 2 9
desire-0 0 0
desire-1 0 1
hide-0 1 0
hide-1 1 1
hide-2 1 2
pair-0 2 0
pair-1 2 1
pair-2 2 2
exchange-0 7 0
exchange-1 7 1
exchange-2 7 2
later-desire 10 1"

cat > "$work/run.sh" <<SCRIPT
set -eu
echo "\$SCENES" | while read -r name moves step; do
  for size in 960x720 800x560; do
    for lang in en ja; do
      LANGUAGE=\$lang "$shots" utena-full-won.json "\$moves" "\$step" \
        "$out/\$name-\$size-\$lang.png" "\${size%x*}" "\${size#*x}" "$src/tests/cli/records"
    done
  done
done
SCRIPT
env HOME="$work" XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" \
    XDG_CACHE_HOME="$work/cache" GSETTINGS_BACKEND=memory \
    GSETTINGS_SCHEMA_DIR="$build/src/app" GDK_BACKEND=x11 GDK_DEBUG=gl-disable \
    GSK_RENDERER=cairo GTK_A11Y=none LANG=C.UTF-8 TM_LOCALEDIR="$work/locale" SCENES="$scenes" \
    xvfb-run -a -s "-screen 0 1100x900x24" dbus-run-session -- sh "$work/run.sh"
echo "$out"
