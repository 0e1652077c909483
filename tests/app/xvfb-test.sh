#!/bin/sh
# xvfb-test.sh — runs one UI test program on an X server of its own.
#
# Usage: xvfb-test.sh PROGRAM [ARGUMENT…]
#
# The test also gets a D-Bus session bus of its own that starts no service
# (tests/app/session-bus.conf says why).
#
# Xvfb picks a free display itself and writes its number to us
# (-displayfd): nothing is polled and nothing guessed, so UI tests can run
# side by side (meson's is_parallel), which `xvfb-run -a` cannot do safely
# (it guesses a free number, and two runs started at once take the same).
# The data folders are the test's own too (tests/app/meson.build gives each
# test its own HOME), so two tests share nothing.
#
# -noreset: by default Xvfb resets itself when its last client leaves,
# which is the moment the test ends and we stop it; a SIGTERM that lands
# during that reset is lost and Xvfb lives on, so the test hung until
# meson's timeout (seen once in a sanitizer run: 330 s for a 10-s test).
# And should Xvfb ever miss the signal anyway, it is killed 5 s later.
set -u

fifo_dir=$(mktemp -d "${TMPDIR:-/tmp}/tm-xvfb-XXXXXX") || exit 99
fifo=$fifo_dir/displayfd
bus_fifo=$fifo_dir/bus-address
mkfifo "$fifo" "$bus_fifo" || exit 99

Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp -noreset 3>"$fifo" 2>"$fifo_dir/xvfb.log" &
xvfb=$!
# Blocks until Xvfb is ready and says its number (or exits: then empty).
read -r display <"$fifo"
if [ -z "${display:-}" ]; then
  echo "xvfb-test: Xvfb did not start:" >&2
  cat "$fifo_dir/xvfb.log" >&2
  rm -rf "$fifo_dir"
  exit 99
fi

# A child of this script, in its process group like Xvfb: ended
# with the test even when meson has to kill the group.
dbus-daemon --config-file="$(dirname "$0")/session-bus.conf" --nofork --print-address=4 \
  4>"$bus_fifo" 2>"$fifo_dir/bus.log" &
bus=$!
read -r bus_address <"$bus_fifo"
if [ -z "${bus_address:-}" ]; then
  echo "xvfb-test: the session bus did not start:" >&2
  cat "$fifo_dir/bus.log" >&2
  kill "$xvfb" 2>/dev/null
  rm -rf "$fifo_dir"
  exit 99
fi

DISPLAY=:$display DBUS_SESSION_BUS_ADDRESS=$bus_address "$@"
status=$?

kill "$bus" 2>/dev/null
kill "$xvfb" 2>/dev/null
# The watchdog writes nowhere meson reads: it must not hold the test's
# output open after the test has ended.
(sleep 5 && kill -KILL "$xvfb" 2>/dev/null) </dev/null >/dev/null 2>&1 &
watchdog=$!
wait "$xvfb" 2>/dev/null
kill "$watchdog" 2>/dev/null
wait "$bus" 2>/dev/null
rm -rf "$fifo_dir"
exit $status
