#!/bin/sh
# gui.sh — the start-up rows of the benchmark; run by bench/run.sh inside
# xvfb-run and dbus-run-session (one private X server and session bus).
#
#   gui.sh BUILD_DIR WORK REPS SETTLE_MS CALCULATOR RESUME_FILE HISTORY_HOME
#          SHOTS_DIR HISTORY_ACTION [CALLGRIND [MORE_RESUMES]]
#
# Each round starts, one after the other, Tablemate (empty data folder),
# GNOME Calculator (CALCULATOR=yes) and Tablemate resuming RESUME_FILE
# (`tablemate --open`), first without GL (GTK's cairo renderer, subjects
# tablemate, gnome-calculator, tablemate-resume) and then with GL (GTK's
# default renderer on Mesa's llvmpipe, what a laptop without a GPU driver
# runs; the same subjects with "-gl"), then Tablemate with HISTORY_HOME as
# its home (many finished games in its data folder; cairo).  Every start
# is timed by bench-first-frame the same way.  With HISTORY_ACTION=yes the
# last one then opens the history page (the window action
# win.show-history, activated over D-Bus) and that is timed too, to its
# first frame; after round 0 once more without the history's index
# (subject tablemate-history-unindexed).
# Round 0 is a warm-up (font and icon caches, the page cache, Mesa's
# shader cache in each home's cache folder, kept like a laptop keeps it)
# and is not reported, except for the start with many games: the first
# start moves the finished games from games/ into the history, once,
# which later starts do not do; it is reported as tablemate-collect.
# Round 0's frames are saved as SHOTS_DIR/first-frame-SUBJECT.ppm (and
# history-page.ppm) to check what was measured, and what the programs
# print as SHOTS_DIR/gui-SUBJECT.log.  Prints `sample` lines for
# bench/report.py; `gl-driver` says whether a start had a GL driver
# loaded at its first frame (1) or not (0).
# With CALLGRIND=yes (full runs), after the rounds: one more start of
# Tablemate, Calculator and the resumed game (cairo) under callgrind,
# ended at the first frame, for the instructions each ran until then
# (`startup-ir`): unlike the times, they do not move with the load.
# MORE_RESUMES (full runs) is a folder of GAME.json records: each round
# also resumes each of them (cairo; subject tablemate-resume-GAME), and
# with CALLGRIND=yes each gets its callgrind start too.
set -eu

build=$1 work=$2 reps=$3 settle=$4 calculator=$5 resume=$6 history_home=$7 shots=$8
history_action=$9 callgrind=${10:-no} more_resumes=${11:-}
frame=$build/bench/bench-first-frame
app=$build/src/app/tablemate

# The same environment for every program: X11, no accessibility bus,
# settings in memory, a throw-away home; the renderer is chosen per start
# (run's RENDERER).
export GDK_BACKEND=x11 GTK_A11Y=none
unset GDK_DEBUG GSK_RENDERER
export GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR="$build/src/app"
export LC_ALL=C.UTF-8
unset LANGUAGE

show_history="gdbus call --session --dest io.github.tablemate.Tablemate \
  --object-path /io/github/tablemate/Tablemate/window/1 \
  --method org.gtk.Actions.Activate show-history [] {} >/dev/null"

# run SUBJECT HOME ROUND RENDERER [--then] COMMAND...: one start, one
# line of samples.  RENDERER: cairo (GL disabled, GTK's cairo renderer) or
# gl (GTK's choice: its GL renderer, on llvmpipe here).  With --then, the
# history page is opened afterwards.
run () {
  subject=$1 home=$2 round=$3 renderer=$4
  shift 4
  then=no
  if [ "$1" = --then ]; then then=yes; shift; fi
  [ "$1" = -- ] && shift
  if [ "$renderer" = cairo ]; then
    set -- env GDK_DEBUG=gl-disable GSK_RENDERER=cairo "$@"
  fi
  set -- -- "$@"
  mkdir -p "$home/data" "$home/config" "$home/cache"
  set -- --settle "$settle" --timeout 120000 "$@"
  if [ "$round" -eq 0 ]; then
    set -- --shot "$shots/first-frame-$subject.ppm" "$@"
  fi
  if [ $then = yes ]; then
    set -- --then "$show_history" "$@"
    [ "$round" -eq 0 ] && set -- --then-shot "$shots/first-frame-history-page.ppm" "$@"
  fi
  # The options go before "--", the command after: rebuild the list.
  if ! line=$(HOME=$home XDG_DATA_HOME=$home/data XDG_CONFIG_HOME=$home/config \
              XDG_CACHE_HOME=$home/cache "$frame" "$@" 2>>"$shots/gui-$subject.log"); then
    echo "gui.sh: $subject did not show a frame (see $shots/gui-$subject.log)" >&2
    tail -n 5 "$shots/gui-$subject.log" >&2
    return 1
  fi
  if [ "$round" -eq 0 ]; then
    # The first start with many games moves them: a one-off, reported.
    [ "$subject" = tablemate-history ] || return 0
    subject=tablemate-collect
  fi
  echo "$line" | awk -F '\t' -v s="$subject" '{
    printf "sample\tstartup-map\t%s\t%s\tms\n", s, $2
    printf "sample\tstartup-frame\t%s\t%s\tms\n", s, $3
    printf "sample\tstartup-cpu\t%s\t%s\tms\n", s, $4
    printf "sample\tstartup-settled\t%s\t%s\tms\n", s, $10
    printf "sample\tpeak-rss\t%s\t%s\tkB\n", s, $5
    printf "sample\tgl-driver\t%s\t%s\t-\n", s, $11
    if ($7 >= 0) {
      printf "sample\thistory-page\t%s\t%s\tms\n", s, $7
      printf "sample\thistory-page-cpu\t%s\t%s\tms\n", s, $8
      printf "sample\tpeak-rss-history-page\t%s\t%s\tkB\n", s, $9
    }
  }'
}

round=0
while [ "$round" -le "$reps" ]; do
  for renderer in cairo gl; do
    suffix=$([ $renderer = gl ] && echo -gl || true)
    run "tablemate$suffix" "$work/home-empty" "$round" $renderer -- "$app"
    if [ "$calculator" = yes ]; then
      run "gnome-calculator$suffix" "$work/home-calculator" "$round" $renderer -- gnome-calculator
    fi
    # A fresh data folder each time (--open saves the game into it); the
    # caches stay, as for the other starts.
    rm -rf "$work/home-resume/data"
    run "tablemate-resume$suffix" "$work/home-resume" "$round" $renderer -- "$app" --open "$resume"
  done
  for more in ${more_resumes:+"$more_resumes"/*.json}; do
    [ -f "$more" ] || continue
    rm -rf "$work/home-resume/data"
    run "tablemate-resume-$(basename "$more" .json)" "$work/home-resume" "$round" cairo \
      -- "$app" --open "$more"
  done
  if [ -n "$history_home" ]; then
    if [ "$history_action" = yes ]; then
      run tablemate-history "$history_home" "$round" cairo --then -- "$app"
      # The same page without its index (a new computer, a restored
      # backup, an upgrade): it opens saying it reads the games, which
      # are read in the background.  The index is put back after, so
      # that the next round's start finds it, whatever this one wrote.
      if [ "$round" -gt 0 ]; then
        index=$history_home/data/tablemate/history/index.jsonl
        mv "$index" "$index.bench"
        run tablemate-history-unindexed "$history_home" "$round" cairo --then -- "$app"
        mv "$index.bench" "$index"
      fi
    else
      run tablemate-history "$history_home" "$round" cairo -- "$app"
    fi
  fi
  round=$((round + 1))
done

# callgrind_start SUBJECT HOME COMMAND...: the instructions COMMAND ran
# until its first frame (cairo; valgrind dumps its counts when the start
# is ended there).  No line when valgrind fails or is too slow to dump.
callgrind_start () {
  subject=$1 home=$2
  shift 2
  mkdir -p "$home/data" "$home/config" "$home/cache"
  rm -f "$work/cg-start.out"
  if HOME=$home XDG_DATA_HOME=$home/data XDG_CONFIG_HOME=$home/config \
     XDG_CACHE_HOME=$home/cache "$frame" --settle 0 --timeout 300000 -- \
       env GDK_DEBUG=gl-disable GSK_RENDERER=cairo \
       valgrind --tool=callgrind --callgrind-out-file="$work/cg-start.out" "$@" \
       >/dev/null 2>>"$shots/gui-$subject-callgrind.log"; then
    ir=$(sed -n 's/^\(summary\|totals\): *\([0-9]*\).*/\2/p' "$work/cg-start.out" 2>/dev/null | head -n 1)
    [ -n "$ir" ] && printf 'sample\tstartup-ir\t%s\t%s\tinstr\n' "$subject" "$ir"
  fi
  return 0
}

if [ "$callgrind" = yes ]; then
  callgrind_start tablemate "$work/home-empty" "$app"
  [ "$calculator" = yes ] && callgrind_start gnome-calculator "$work/home-calculator" gnome-calculator
  rm -rf "$work/home-resume/data"
  callgrind_start tablemate-resume "$work/home-resume" "$app" --open "$resume"
  for more in ${more_resumes:+"$more_resumes"/*.json}; do
    [ -f "$more" ] || continue
    rm -rf "$work/home-resume/data"
    callgrind_start "tablemate-resume-$(basename "$more" .json)" "$work/home-resume" \
      "$app" --open "$more"
  done
fi
