#!/bin/sh
# help-html.sh — the user help as web pages, for reading without Yelp.
#
# Usage: help-html.sh OUTDIR STAMP SOURCE_HELP_DIR LANG...
# Writes OUTDIR/C/index.html … from SOURCE_HELP_DIR/C/*.page and, for each
# LANG, OUTDIR/LANG/index.html … from the pages translated with
# SOURCE_HELP_DIR/LANG/LANG.po (msgfmt, itstool), then touches STAMP.
# The app offers these pages when the help viewer cannot be started.
set -eu

out=$1
stamp=$2
src=$3
shift 3

rm -rf "$out"
mkdir -p "$out/C"
yelp-build html -o "$out/C/" "$src"/C/*.page

for lang in "$@"; do
  tmp="$out/.$lang-pages"
  mkdir -p "$tmp" "$out/$lang"
  msgfmt -o "$tmp/$lang.mo" "$src/$lang/$lang.po"
  itstool -m "$tmp/$lang.mo" -o "$tmp/" "$src"/C/*.page
  yelp-build html -o "$out/$lang/" "$tmp"/*.page
  rm -rf "$tmp"
done
touch "$stamp"
