#!/bin/sh
# install-deps.sh — install the Debian 12 packages Tablemate needs to build,
# run and test, but only those that are missing.
#
# Usage: build-aux/install-deps.sh [--run]
# Runs `apt-get update` once, and only when something has to be installed.
# Needs root (or sudo) only in that case.  --run (build-aux/run.sh) adds
# what the app needs at run time but the tests do not: Yelp for the help
# (F1) and the locale data, so that LANG=ja_JP.UTF-8 can be generated.
set -eu

PACKAGES="
build-essential
meson
ninja-build
pkg-config
libgtk-4-dev
libadwaita-1-dev
libepoxy-dev
libjson-glib-dev
gettext
desktop-file-utils
appstream
appstream-util
yelp-tools
at-spi2-core
python3-pyatspi
dbus-daemon
itstool
xvfb
xauth
dbus-x11
xdotool
libxtst-dev
imagemagick
fonts-ipafont-gothic
libgtk-4-bin
libgl1-mesa-dri
libegl-mesa0
libglx-mesa0
clang
"
if [ "${1:-}" = --run ]; then
  PACKAGES="$PACKAGES yelp locales"
fi

missing=""
for pkg in $PACKAGES; do
  status=$(dpkg-query -W -f='${db:Status-Abbrev}' "$pkg" 2>/dev/null || true)
  case "$status" in
    ii*) ;;
    *) missing="$missing $pkg" ;;
  esac
done

if [ -z "$missing" ]; then
  echo "install-deps: all build dependencies are installed."
  exit 0
fi

echo "install-deps: installing:$missing"

if [ "$(id -u)" -eq 0 ]; then
  sudo=""
elif command -v sudo >/dev/null 2>&1; then
  sudo="sudo"
else
  echo "install-deps: missing packages and not root (and no sudo): install them with" >&2
  echo "  apt-get install -y$missing" >&2
  exit 1
fi

# shellcheck disable=SC2086
$sudo env DEBIAN_FRONTEND=noninteractive apt-get update </dev/null
# shellcheck disable=SC2086
$sudo env DEBIAN_FRONTEND=noninteractive \
  apt-get install -y --no-install-recommends $missing </dev/null
