#!/bin/sh
# run.sh — Tablemate's benchmark suite (issue #10)
#
# Usage: bench/run.sh [--quick] [--write-results] [--reps N]
#
#   (no option)       the full suite, run by hand: release build in
#                     _build-bench, GNOME Calculator installed from Debian
#                     when missing (apt-get), 11 samples per figure,
#                     10 000 games for the history rows, callgrind counts,
#                     a resumed game of every game (the first with and
#                     without GL, the others without)
#   --quick           the CI smoke run (about half a minute of CPU once
#                     built): 1 sample (after a warm-up start for each
#                     program; the rules figures without one; every check is
#                     made as often as it matters: a rules check in every
#                     pass, every program started twice), 300 games, no
#                     callgrind, only the first game resumed, and the
#                     Calculator rows "skipped" when it is not installed
#   --write-results   also write the table into bench/RESULTS.md (between
#                     its bench-results markers; the notes around them stay)
#   --reps N          samples per figure
#
# Prints a Markdown table: each figure's median, the reference measured in
# the same run (GNOME Calculator for start-up and memory, the plain-data
# rules for the rules engine), their ratio, the target and whether it is
# met.  The raw samples are kept in $BENCH_BUILD_DIR/bench/results.tsv and
# the first frame of each program in $BENCH_BUILD_DIR/bench/first-frame-*.png.
#
# Environment: BENCH_BUILD_DIR (default _build-bench; any configured build
# folder works, e.g. CI's _build, but only a release build gives figures
# worth comparing), BENCH_NO_INSTALL=1 (never run apt-get).
# Exit status: non-zero when a step fails (the build, a rules check in
# bench-rules, a program that never shows a frame).
set -eu

cd "$(dirname "$0")/.."
src=$PWD
BUILD_DIR=${BENCH_BUILD_DIR:-_build-bench}

# The games the window can show (src/app/tm-game-pages.c): the resumed game
# of the start-up rows is a random game of the first of them that is
# playable, cut after 40 moves, timed with and without GL.  Full runs also
# resume a game of each of the others (without GL: timed, and under
# callgrind), each beside Calculator's figures of the same run.
GUI_GAMES="children-of-the-sun planetary-sisters tsuki-no-utena psi-conjuring"

quick=no write=no reps=""
command_line="bench/run.sh${*:+ $*}"
while [ $# -gt 0 ]; do
  case $1 in
    --quick) quick=yes ;;
    --write-results) write=yes ;;
    --reps) reps=$2; shift ;;
    -h|--help) sed -n '2,/^set -eu/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "run.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done

if [ $quick = yes ]; then
  # One sample: a smoke run's figures are not compared, and each further
  # sample repeated the same work (the outlook's positions, the starts).
  reps=${reps:-1} history_n=300 settle=200 rules_args="--quick"
else
  reps=${reps:-11} history_n=10000 settle=500 rules_args=""
fi
rules_args="$rules_args --reps $reps"

say () { echo "bench: $*" >&2; }

# ---- build ----
if [ ! -f "$BUILD_DIR/build.ninja" ]; then
  say "configuring $BUILD_DIR (release)"
  meson setup "$BUILD_DIR" --buildtype=release >"$src/.bench-setup.log" 2>&1 \
    || { cat "$src/.bench-setup.log" >&2; rm -f "$src/.bench-setup.log"; exit 1; }
  rm -f "$src/.bench-setup.log"
fi
targets="src/app/tablemate src/app/gschemas.compiled bench/bench-rules"
all_targets=$(ninja -C "$BUILD_DIR" -t targets all 2>/dev/null || true)
for optional in bench/bench-first-frame bench/bench-history; do
  if echo "$all_targets" | grep -q "^$optional:"; then
    targets="$targets $optional"
  fi
done
say "building $targets"
# shellcheck disable=SC2086
ninja -C "$BUILD_DIR" $targets >"$BUILD_DIR/bench-build.log" 2>&1 \
  || { tail -n 40 "$BUILD_DIR/bench-build.log" >&2; exit 1; }

out_dir=$BUILD_DIR/bench
out=$out_dir/results.tsv
rules=$out_dir/bench-rules
mkdir -p "$out_dir"
rm -f "$out_dir"/first-frame-* "$out_dir"/gui-*.log
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM

info () { printf 'info\t%s\t-\t%s\n' "$1" "$2" >>"$out"; }

: >"$out"
info date "$(date -u '+%Y-%m-%d %H:%M UTC')"
info command "$command_line"
info mode "$([ $quick = yes ] && echo quick || echo full)"
info cpu "$(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -n 1)"
info cores "$(nproc)"
info ram "$(awk '/^MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)"
# shellcheck disable=SC1091
info os "$(. /etc/os-release 2>/dev/null && echo "${PRETTY_NAME:-?}")"
info kernel "$(uname -r)"
info load-before "$(cut -d ' ' -f 1-3 /proc/loadavg)"
buildtype=$(sed -n "s/^buildtype *= *//p" "$BUILD_DIR/meson-private/cmd_line.txt" 2>/dev/null || true)
info build "$BUILD_DIR, buildtype ${buildtype:-default (debugoptimized)}"
if git rev-parse --git-dir >/dev/null 2>&1; then
  changed=$(git status --porcelain --untracked-files=no | wc -l)
  info source "commit $(git rev-parse --short HEAD)$([ "$changed" -gt 0 ] && echo ", $changed files changed and not committed")"
fi
[ "${buildtype:-}" = release ] || say "warning: $BUILD_DIR is not a release build: figures are not comparable"

# ---- rules engine ----
say "rules engine ($reps samples per figure)"
# shellcheck disable=SC2086
"$rules" $rules_args >>"$out"

# ---- history: record files, TmRecord, and TmHistory when it is built ----
history_home=$work/home-history
history_dir=$history_home/data/tablemate/games
say "history: writing $history_n finished games"
"$rules" history-generate "$history_dir" "$history_n" >>"$out"
scan_reps=$([ $quick = yes ] && echo 1 || echo 5)
say "history: listing, loading and replaying them"
"$rules" history-scan "$history_dir" --reps "$scan_reps" --min-ms 0 >>"$out"
# The history model (TmHistory), once the core builds it: the same games
# in history/ of another data folder.
if [ -x "$out_dir/bench-history" ]; then
  info history-feature yes
  say "history: loading them with TmHistory (without and with its index)"
  # The same games (the same seed): copied, not written again with an
  # fsync each.
  mkdir -p "$work/home-model"
  cp -R "$history_dir" "$work/home-model/history"
  "$out_dir/bench-history" "$work/home-model" --reps "$scan_reps" >>"$out"
else
  info history-feature no
fi
# The history page, when the window has it: opened by its action.
history_action=no
if grep -qs '"show-history"' src/app/tm-window*.c; then history_action=yes; fi
info history-page "$history_action"

# ---- instruction counts (full mode; they do not depend on the load) ----
if [ $quick = no ] && command -v valgrind >/dev/null 2>&1; then
  # collect KIND SUBJECT-ARG FIGURE SUBJECT: instructions per unit of KIND.
  collect () {
    if valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" \
         --toggle-collect='bench_collect_*' \
         "$rules" --games 5 collect "$1" "$2" 3 >"$work/cg.txt" 2>"$work/cg.err"; then
      ir=$(sed -n 's/^\(summary\|totals\): *\([0-9]*\).*/\2/p' "$work/cg.out" | head -n 1)
      units=$(awk -F '\t' '$2 == "collect-units" { print $4 }' "$work/cg.txt")
      if [ -n "$ir" ] && [ -n "$units" ] && [ "$units" -gt 0 ]; then
        awk -v ir="$ir" -v n="$units" -v f="$3" -v s="$4" \
          'BEGIN { printf "sample\t%s\t%s\t%.0f\tinstr\n", f, s, ir / n }' >>"$out"
      fi
    else
      say "callgrind $1 $2 failed:"
      tail -n 5 "$work/cg.err" >&2
    fi
  }
  games=$(awk -F '\t' '$1 == "info" && $2 == "players" { print $3 }' "$out")
  for game in $games; do
    say "callgrind: $game"
    collect replay "$game" ir-replay-move "$game"
    collect legal "$game" ir-legal "$game"
    collect undo "$game" ir-undo "$game"
    if grep -q "^sample	replay-game	$game/plain	" "$out"; then
      collect replay-ref "$game" ir-replay-move "$game/plain"
      collect legal-ref "$game" ir-legal "$game/plain"
      collect undo-ref "$game" ir-undo "$game/plain"
    fi
  done
  say "callgrind: history"
  "$rules" history-generate "$work/history-small" 200 >/dev/null
  collect history-load "$work/history-small" ir-history-load -
  collect history-load-replay "$work/history-small" ir-history-load-replay -
elif [ $quick = no ]; then
  say "valgrind is not installed: no instruction counts"
fi

# ---- start-up and memory under Xvfb ----
gui_skip=""
for tool in xvfb-run dbus-run-session; do
  command -v $tool >/dev/null 2>&1 || gui_skip="$tool is not installed"
done
[ -x "$BUILD_DIR/bench/bench-first-frame" ] || gui_skip="bench-first-frame was not built (no Xlib/Xdamage)"

calculator=no
if command -v gnome-calculator >/dev/null 2>&1; then
  calculator=yes
elif [ $quick = no ] && [ "${BENCH_NO_INSTALL:-0}" != 1 ]; then
  say "installing gnome-calculator (the reference) from Debian"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  if $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
       gnome-calculator </dev/null >"$work/apt.log" 2>&1 \
     || { $sudo env DEBIAN_FRONTEND=noninteractive apt-get update </dev/null >>"$work/apt.log" 2>&1 \
          && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
               gnome-calculator </dev/null >>"$work/apt.log" 2>&1; }; then
    calculator=yes
  else
    say "gnome-calculator could not be installed:"
    tail -n 3 "$work/apt.log" >&2
  fi
fi
if [ $calculator = yes ]; then
  info calculator "gnome-calculator $(dpkg-query -W -f '${Version}' gnome-calculator 2>/dev/null || echo '?')"
else
  info calculator "not installed: its rows are skipped"
  printf 'skip\tgui\tgnome-calculator\tnot installed\n' >>"$out"
  printf 'skip\tgui\tgnome-calculator-gl\tnot installed\n' >>"$out"
fi

if [ -z "$gui_skip" ]; then
  # Instructions to the first frame (full runs): they do not move with the load.
  gui_callgrind=no
  if [ $quick = no ] && command -v valgrind >/dev/null 2>&1; then gui_callgrind=yes; fi
  "$rules" record "$work/resume.json" 40 $GUI_GAMES >>"$out"
  # Full runs: a resumed game of every other game too (--quick keeps to
  # the first, to stay as short as CI needs).
  mkdir -p "$work/resume-more"
  if [ $quick = no ]; then
    first=$(awk -F '\t' '$1 == "info" && $2 == "record-game" { g = $4 } END { print g }' "$out")
    for game in $GUI_GAMES; do
      [ "$game" = "$first" ] && continue
      "$rules" record "$work/resume-more/$game.json" 40 "$game" | grep -v "$(printf '^info\trecord-game\t')" >>"$out" \
        || rm -f "$work/resume-more/$game.json"
    done
  fi
  info gui-reps "$reps"
  say "start-up: $reps rounds after a warm-up (tablemate, calculator, resume; without and with GL; $history_n games$([ $history_action = yes ] && echo ', history page'))"
  if ! xvfb-run -a -s '-screen 0 1280x800x24' dbus-run-session -- \
         sh bench/gui.sh "$BUILD_DIR" "$work" "$reps" "$settle" "$calculator" \
         "$work/resume.json" "$history_home" "$out_dir" "$history_action" "$gui_callgrind" \
         "$work/resume-more" \
         >>"$out" 2>"$work/gui.err"; then
    grep -v 'Failed to set fd limit' "$work/gui.err" >&2 || true
    say "the start-up benchmark failed"
    exit 1
  fi
  if command -v convert >/dev/null 2>&1; then
    for ppm in "$out_dir"/first-frame-*.ppm; do
      if [ -f "$ppm" ]; then convert "$ppm" "${ppm%.ppm}.png" && rm -f "$ppm"; fi
    done
  fi
else
  say "start-up rows skipped: $gui_skip"
  for s in tablemate gnome-calculator tablemate-resume tablemate-gl gnome-calculator-gl \
           tablemate-resume-gl tablemate-history tablemate-collect; do
    printf 'skip\tgui\t%s\t%s\n' "$s" "$gui_skip" >>"$out"
  done
fi

info load-after "$(cut -d ' ' -f 1-3 /proc/loadavg)"

# ---- the table ----
if [ $write = yes ]; then
  python3 bench/report.py "$out" --write-results bench/RESULTS.md
else
  python3 bench/report.py "$out"
fi
