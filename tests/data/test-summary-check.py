#!/usr/bin/env python3
"""test-summary-check.py — build-aux/test-summary.py counts and names
failures as CI needs them: a timeout, a crash, a failed result and a
failed program without TAP each counted once, and each named before the
count with where it stopped."""
import json
import os
import subprocess
import sys
import tempfile

SUMMARY = os.path.join(sys.argv[1], 'build-aux', 'test-summary.py')

ENTRIES = [
    # Killed by its timeout after two of three results.
    {'name': 'tablemate:ui / ui-slow', 'result': 'TIMEOUT', 'duration': 360.2,
     'stdout': '1..3\nok 1 /a\nok 2 /b\n', 'stderr': 'waiting\n(test-ui:1): still waiting\n'},
    # A script without TAP that failed.
    {'name': 'tablemate:data / layers', 'result': 'FAIL', 'duration': 0.3,
     'stdout': 'layers: src/core/x.c includes app/tm-window.h\n', 'stderr': ''},
    # An assertion in its last test.
    {'name': 'tablemate:core / crashed', 'result': 'ERROR', 'duration': 1.5,
     'stdout': '1..2\nok 1 /a\nBail out! ERROR:x.c:3:b: boom\n', 'stderr': '**\nERROR:x.c:3:b: boom\n'},
    # A failed result, the program going on.
    {'name': 'tablemate:ui / not-ok', 'result': 'FAIL', 'duration': 2.0,
     'stdout': '1..2\nnot ok 1 /a\nok 2 /b\n', 'stderr': ''},
    # Passing: counted, not named.
    {'name': 'tablemate:core / fine', 'result': 'OK', 'duration': 0.1,
     'stdout': '1..2\nok 1 /a\nok 2 /b # SKIP not here\n', 'stderr': ''},
]


def main():
    with tempfile.TemporaryDirectory() as folder:
        log = os.path.join(folder, 'testlog.json')
        with open(log, 'w', encoding='utf-8') as f:
            for entry in ENTRIES:
                f.write(json.dumps(entry) + '\n')
        run = subprocess.run([sys.executable, SUMMARY, log],
                             capture_output=True, text=True, check=False)
    lines = run.stdout.splitlines()
    problems = []
    if run.returncode != 1:
        problems.append('exit status %d, not 1' % run.returncode)
    if not lines or lines[-1] != '5 passed, 4 failed, 1 skipped':
        problems.append('last line %r' % (lines[-1] if lines else None))
    named = [line for line in lines if line.startswith('FAILED ')]
    if [line.split(' [')[0] for line in named] != [
            'FAILED tablemate:ui / ui-slow', 'FAILED tablemate:data / layers',
            'FAILED tablemate:core / crashed', 'FAILED tablemate:ui / not-ok']:
        problems.append('failed tests named: %r' % named)
    for wanted in ('TIMEOUT after 360.2 s', '  last result: ok 2 /b',
                   '  | (test-ui:1): still waiting',
                   '  | layers: src/core/x.c includes app/tm-window.h',
                   '  Bail out! ERROR:x.c:3:b: boom', '  not ok 1 /a'):
        if wanted not in lines and not any(wanted in line for line in named):
            problems.append('no line %r' % wanted)
    for problem in problems:
        print('test-summary: ' + problem)
    if problems:
        print(run.stdout)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
