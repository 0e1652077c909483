#!/usr/bin/env python3
"""test-summary.py — count test results in meson's testlog.json.

Usage: build-aux/test-summary.py BUILD_DIR/meson-logs/testlog.json

Prints one line, `N passed, N failed` (`, N skipped` appended when some
were skipped), and exits 1 when anything failed.

Each TAP result line ("ok …" / "not ok …") inside a test's output counts
as one result: a SKIP directive counts as skipped, "not ok … # TODO" as
an expected failure (passed).  A test whose output has no TAP lines
counts once, by meson's verdict.  A test meson failed although all its
TAP lines passed (a crash after the last result, a wrong plan, a
timeout) adds one failure, so a failed test is never hidden.
"""
import json
import re
import sys

TAP_LINE = re.compile(r'^\s*(not ok|ok)\b(.*)$')
DIRECTIVE = re.compile(r'#\s*(SKIP|TODO)\b', re.IGNORECASE)

PASS_RESULTS = {'OK', 'EXPECTEDFAIL'}
SKIP_RESULTS = {'SKIP'}


def count_tap(stdout):
    passed = failed = skipped = 0
    bailed = False
    for line in stdout.splitlines():
        if line.lstrip().startswith('Bail out!'):
            bailed = True
            continue
        m = TAP_LINE.match(line)
        if not m:
            continue
        ok = m.group(1) == 'ok'
        d = DIRECTIVE.search(m.group(2))
        directive = d.group(1).upper() if d else None
        if directive == 'SKIP':
            skipped += 1
        elif ok or directive == 'TODO':
            passed += 1
        else:
            failed += 1
    return passed, failed, skipped, bailed


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    passed = failed = skipped = 0
    try:
        with open(sys.argv[1], encoding='utf-8') as f:
            lines = f.readlines()
    except OSError as e:
        print(f'test-summary: {e}', file=sys.stderr)
        print('0 passed, 1 failed')
        return 1
    for raw in lines:
        raw = raw.strip()
        if not raw:
            continue
        entry = json.loads(raw)
        result = entry.get('result', '')
        p, fl, s, bailed = count_tap(entry.get('stdout') or '')
        if p + fl + s == 0 and not bailed:
            if result in PASS_RESULTS:
                passed += 1
            elif result in SKIP_RESULTS:
                skipped += 1
            else:
                failed += 1
            continue
        passed += p
        failed += fl
        skipped += s
        if result not in PASS_RESULTS | SKIP_RESULTS and fl == 0:
            failed += 1
    line = f'{passed} passed, {failed} failed'
    if skipped:
        line += f', {skipped} skipped'
    print(line)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
