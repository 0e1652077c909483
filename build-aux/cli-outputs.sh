#!/bin/sh
# cli-outputs.sh CLI OUTDIR — what tablemate-cli says of every record in
# tests/cli/records: stdout, stderr and exit status of each command, one
# file per record and command, so that two builds can be compared with
# `diff -r` (issue #26: a refactoring changes none of them).
set -u
cli=$1
out=$2
records=$(dirname "$0")/../tests/cli/records
mkdir -p "$out"
for record in "$records"/*.json; do
  name=$(basename "$record" .json)
  for command in "replay" "legal --all" "score" "score --what-if" "advise" "advise --planner" "advise --outlook"; do
    file="$out/$name.$(echo "$command" | tr ' ' '_')"
    # shellcheck disable=SC2086 # the command's words are split on purpose
    timeout 120 "$cli" $command "$record" >"$file.out" 2>"$file.err"
    echo "exit $?" >>"$file.out"
  done
done
