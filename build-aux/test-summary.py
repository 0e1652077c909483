#!/usr/bin/env python3
"""test-summary.py — count test results in meson's testlog.json files.

Usage: build-aux/test-summary.py [--failed-builds N] [--meson-failed N] TESTLOG.json...

Prints one line, `N passed, N failed` (`, N skipped` appended when some
were skipped), over every log given (build-aux/test.sh gives the normal
run's and the sanitizer run's), and exits 1 when anything failed.

Before that line, each failed test is named with its log, meson's
verdict, its time, its failed results and the last lines it printed:
CI keeps only the end of a run's output, and the runs' own reports come
before it (a run's failure once left nothing but the count to go on).

Each TAP result line ("ok …" / "not ok …") inside a test's output counts
as one result: a SKIP directive counts as skipped, "not ok … # TODO" as
an expected failure (passed).  A test whose output has no TAP lines
counts once, by meson's verdict.  A test meson failed although all its
TAP lines passed (a crash after the last result, a wrong plan, a
timeout) adds one failure, so a failed test is never hidden.  A log that
cannot be read counts as one failure.

--failed-builds N adds N failures (builds that did not compile, so no
test ran).  --meson-failed N is the number of `meson test` runs that
exited non-zero: when the logs show no failure at all, each of them
counts as one failure, so the line never says "0 failed" when a run
failed.
"""
import argparse
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


# How much of a failed test the digest shows: CI shows the last 140 or so
# lines of a run, and several failed tests must fit in it.
DIGEST_TESTS = 8
DIGEST_RESULT_LINES = 4
DIGEST_OUTPUT_LINES = 6


def failure_digest(entry, log_name):
    """A few lines that say which test failed, how, and what it printed last."""
    result = entry.get('result', '')
    duration = entry.get('duration') or 0.0
    lines = [f'FAILED {entry.get("name", "?")} [{log_name}]: {result} after {duration:.1f} s']
    stdout = entry.get('stdout') or ''
    stderr = entry.get('stderr') or ''
    bad = [line.strip() for line in stdout.splitlines()
           if line.lstrip().startswith(('not ok', 'Bail out!'))]
    lines += ['  ' + line for line in bad[:DIGEST_RESULT_LINES]]
    if len(bad) > DIGEST_RESULT_LINES:
        lines.append(f'  … {len(bad) - DIGEST_RESULT_LINES} more failed results')
    if not bad:
        # Stopped without a failed result (a timeout, a crash): where it was.
        results = [line.strip() for line in stdout.splitlines() if TAP_LINE.match(line)]
        lines.append('  last result: ' + (results[-1] if results else 'none'))
    # meson keeps stderr apart unless the test merges it into stdout.
    tail = [line for line in (stderr or stdout).splitlines() if line.strip()]
    lines += ['  | ' + line[:200] for line in tail[-DIGEST_OUTPUT_LINES:]]
    return lines


def count_log(path, digest):
    """(passed, failed, skipped) of one testlog.json; a failed test's
    digest lines are added to @digest."""
    passed = failed = skipped = 0
    log_name = path.rsplit('/', 1)[-1]
    try:
        with open(path, encoding='utf-8') as f:
            lines = f.readlines()
    except OSError as e:
        print(f'test-summary: {e}', file=sys.stderr)
        return 0, 1, 0
    for raw in lines:
        raw = raw.strip()
        if not raw:
            continue
        entry = json.loads(raw)
        result = entry.get('result', '')
        p, fl, s, bailed = count_tap(entry.get('stdout') or '')
        if fl or result not in PASS_RESULTS | SKIP_RESULTS:
            digest.append(failure_digest(entry, log_name))
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
    return passed, failed, skipped


def main():
    parser = argparse.ArgumentParser(
        description='Count test results in meson testlog.json files.')
    parser.add_argument('--failed-builds', type=int, default=0)
    parser.add_argument('--meson-failed', type=int, default=0)
    # Checks run outside meson (the benchmark's quick mode).
    parser.add_argument('--extra-passed', type=int, default=0)
    parser.add_argument('--extra-failed', type=int, default=0)
    parser.add_argument('logs', nargs='*')
    args = parser.parse_args()

    passed = failed = skipped = 0
    if not args.logs and not args.failed_builds:
        print('test-summary: no test log', file=sys.stderr)
        failed += 1
    digest = []
    for path in args.logs:
        p, fl, s = count_log(path, digest)
        passed += p
        failed += fl
        skipped += s
    failed += args.failed_builds
    passed += args.extra_passed
    failed += args.extra_failed
    if failed == 0:
        failed += args.meson_failed

    for lines in digest[:DIGEST_TESTS]:
        print('\n'.join(lines))
    if len(digest) > DIGEST_TESTS:
        print(f'… and {len(digest) - DIGEST_TESTS} more failed tests (the logs above)')

    line = f'{passed} passed, {failed} failed'
    if skipped:
        line += f', {skipped} skipped'
    print(line)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
