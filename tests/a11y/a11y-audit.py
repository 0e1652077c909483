#!/usr/bin/python3
"""The app as Orca sees it: an audit of the accessible tree over AT-SPI.

Starts Xvfb, the accessibility bus and Tablemate (never GTK_A11Y=none),
opens each screen (the start page, the history, every game in the middle
and at the end) and walks what AT-SPI exposes, not the widget tree:

  - every showing interactive element has a name, which is not a widget
    class name ("GtkImage", "GtkMenuButton"), has no mnemonic underscore
    ("_New Game") and does not say itself twice ("Pass Pass");
  - no Tab stop on a wrapper: a focusable container without a name of
    its own around a focusable element (GtkFlowBoxChild and the like);
  - each game's board cells are objects of their own, with names
    (CELLS below: how many a screen must show, and what their names
    look like).

Prints TAP, one test per screen; the diagnostics name each problem with
its role and path.  Run inside dbus-run-session (meson does):

  dbus-run-session -- /usr/bin/python3 tests/a11y/a11y-audit.py \\
      --app _build/src/ui/tablemate --schemas _build/data \\
      --records tests/cli/records [--screen NAME ...] [--list] [--verbose]

pyatspi is Debian's python3-pyatspi: run the system /usr/bin/python3.
"""

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

try:
    import pyatspi
except ImportError:  # pragma: no cover - reported as a TAP skip
    pyatspi = None

# Roles a user can act on: each needs a name of its own.
INTERACTIVE = {
    'push button', 'toggle button', 'check box', 'radio button',
    'combo box', 'menu item', 'check menu item', 'radio menu item',
    'entry', 'password text', 'spin button', 'slider', 'link', 'page tab',
    'switch', 'list item', 'table cell', 'tree item', 'menu button',
}
# Roles that only hold others: a Tab stop on one of them is a wrapper.
CONTAINERS = {'panel', 'filler', 'list item', 'table cell', 'grouping',
              'section', 'unknown', 'layered pane', 'scroll pane'}

CLASS_NAME = re.compile(r'^(Gtk|Adw|Tm)[A-Z]\w*$')
MNEMONIC = re.compile(r'(?:^|[\s(（])_[^\s_]')

# Board cells each game screen must expose as objects: a regular
# expression their names match, and how many at least.  Filled in by
# each game's page as its cells become widgets.
CELLS = {
    'cots': (r'^(top|middle|bottom|centre|center)\b', 9),
    'psi': (r'^row [1-4], column [1-4]\b', 16),
    'utena': (r'cloud cell', 8),
    'sisters': (r'\b[Cc]ard \d+\b', 27),
}

# Moves played as Orca's user would: AT-SPI actions on named objects,
# no coordinates.  Each step activates the first showing object of that
# role whose name matches; then every check must show up.
PLAYS = {
    'cots-play': ('cots-full-game.json', 0, [
        ('push button', r'^Yellow$'),
        ('push button', r'^Rotation −3\b'),
        ('push button', r'^middle right: empty'),
        ('push button', r'^Red$'),
        ('push button', r'^Rotation \+2\b'),
        ('push button', r'^middle left: empty'),
    ], [
        ('push button', r'^middle right: Yellow −3'),
        ('push button', r'^middle left: Red \+2'),
        ('status bar', r'^Mio played Red \+2 on the middle left'),
    ]),
    'psi-play': ('psi-full-game.json', 0, [
        ('push button', r'^row 1, column 1: empty'),
        ('push button', r'^row 1, column 2: empty'),
    ], [
        ('push button', r'^row 1, column 1: face down, Aoi’s'),
        ('push button', r'^row 1, column 2: face down, Mio’s'),
    ]),
}

GAMES = {
    # game key: (record, the moves of the middle screen)
    'cots': ('cots-full-game.json', 12),
    'sisters': ('sisters-3p.json', 14),
    'utena': ('utena-full-won.json', 9),
    'psi': ('psi-full-game.json', 20),
}


def repeats_itself(name):
    """'Pass Pass', 'New game of X Y X Y': a run of words said twice
    (a run with a word of letters: "2 × 2 × 2" is arithmetic)."""
    words = name.replace('_', '').split()
    for k in range(1, len(words) // 2 + 1):
        for i in range(0, len(words) - 2 * k + 1):
            a, b = words[i:i + k], words[i + k:i + 2 * k]
            if a == b and any(len(w) > 2 and w.isalpha() for w in a):
                return True
    return False


class Session:
    """Xvfb and the accessibility bus, once for the whole run: pyatspi
    keeps its first connection to the bus."""

    def __init__(self, args):
        self.display = ':%d' % (90 + os.getpid() % 800)
        env = dict(os.environ)
        env.pop('GTK_A11Y', None)
        env.update({
            'DISPLAY': self.display, 'GDK_BACKEND': 'x11',
            'GSK_RENDERER': 'cairo', 'GDK_DEBUG': 'gl-disable',
            'GSETTINGS_BACKEND': 'memory',
            'GSETTINGS_SCHEMA_DIR': args.schemas,
        })
        if args.language:
            env['LANGUAGE'] = args.language
        self.env = env
        self.xvfb = subprocess.Popen(
            ['Xvfb', self.display, '-screen', '0', args.size + 'x24',
             '-nolisten', 'tcp'], stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        time.sleep(0.5)
        os.environ['DISPLAY'] = self.display
        self.bus = subprocess.Popen(
            ['/usr/libexec/at-spi-bus-launcher', '--launch-immediately'],
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(0.5)

    def close(self):
        for p in (self.bus, self.xvfb):
            stop(p)


def stop(p):
    if p.poll() is None:
        p.send_signal(signal.SIGTERM)
        try:
            p.wait(5)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()


class App:
    """One Tablemate process with its own home folder."""

    def __init__(self, session, home, argv, app_path):
        env = dict(session.env)
        env.update({
            'HOME': home,
            'XDG_DATA_HOME': os.path.join(home, 'data'),
            'XDG_CONFIG_HOME': os.path.join(home, 'config'),
            'XDG_CACHE_HOME': os.path.join(home, 'cache'),
            'XDG_STATE_HOME': os.path.join(home, 'state'),
        })
        self.proc = subprocess.Popen([app_path] + argv, env=env,
                                     stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL)

    def find(self, timeout):
        end = time.time() + timeout
        while time.time() < end and self.proc.poll() is None:
            desktop = pyatspi.Registry.getDesktop(0)
            for app in desktop:
                try:
                    if app is not None and app.name == 'tablemate' \
                       and app.get_process_id() == self.proc.pid and app.childCount > 0:
                        return app
                except Exception:
                    pass
            time.sleep(0.25)
        return None

    def close(self):
        stop(self.proc)


def showing(node):
    try:
        ext = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        return ext.width > 0 and ext.height > 0
    except Exception:
        return False


def walk(node, path=()):
    """Every showing node below @node, with its path of roles."""
    try:
        children = list(node)
    except Exception:
        children = []
    for child in children:
        if child is None:
            continue
        p = path + ('%s %r' % (child.getRoleName(), child.name),)
        # A GtkStackPage has no extents of its own: look inside anything,
        # but only what has a size on screen is reported.
        if child.getRoleName() == 'frame' or showing(child):
            yield child, p
        yield from walk(child, p)


def focusable(node):
    try:
        return node.getState().contains(pyatspi.STATE_FOCUSABLE)
    except Exception:
        return False


def audit(root):
    """The problems of one screen, as lines."""
    problems = []
    nodes = list(walk(root))
    for node, path in nodes:
        role = node.getRoleName()
        name = (node.name or '').strip()
        where = ' > '.join(path[-3:])
        if role in INTERACTIVE and role not in ('list item', 'table cell') or \
           (role in ('list item', 'table cell') and focusable(node)):
            if not name:
                problems.append('unnamed %s: %s' % (role, where))
                continue
        # What a user acts on or moves the focus to is what Orca says
        # most: its name must be clean.  (Plain labels are read as text.)
        if not name or not (role in INTERACTIVE or focusable(node)):
            continue
        if CLASS_NAME.match(name):
            problems.append('named by its class: %s' % where)
        if MNEMONIC.search(name):
            problems.append('mnemonic underscore in the name: %s' % where)
        if repeats_itself(name):
            problems.append('name says itself twice: %s' % where)
    # A focusable wrapper: no name, a container role, and a focusable
    # element inside it.
    for node, path in nodes:
        role = node.getRoleName()
        if role in CONTAINERS and focusable(node) and not (node.name or '').strip() \
           and role != 'scroll pane':
            inner = [n for n, _ in walk(node) if focusable(n)]
            if inner:
                problems.append('Tab stop on a wrapper: %s' % ' > '.join(path[-3:]))
    return problems, nodes


def count_cells(nodes, pattern):
    rx = re.compile(pattern, re.I)
    return sum(1 for n, _ in nodes if rx.search(n.name or ''))


def press(root, role, name_rx, timeout=5.0):
    """Activates (action 0, as Orca's "click") the first showing @role
    whose name matches @name_rx."""
    rx = re.compile(name_rx)
    end = time.time() + timeout
    while time.time() < end:
        for node, _ in walk(root):
            if node.getRoleName() == role and rx.search(node.name or ''):
                node.queryAction().doAction(0)
                return True
        time.sleep(0.2)
    return False


def screens(records):
    """(name, argv, setup, cells) for every screen audited."""
    out = [('start', [], None, None)]
    for key, (record, middle) in GAMES.items():
        path = os.path.join(records, record)
        out.append((key + '-middle', path, ('truncate', middle), CELLS.get(key)))
        out.append((key + '-end', path, None, CELLS.get(key)))
    out.append(('history', [], ('history', [g[0] for g in GAMES.values()]), None))
    for name, (record, moves, steps, checks) in PLAYS.items():
        out.append((name, os.path.join(records, record), ('play', moves, steps, checks), None))
    return out


def find(root, role, name_rx, timeout=5.0):
    rx = re.compile(name_rx)
    end = time.time() + timeout
    while True:
        for node, _ in walk(root):
            if node.getRoleName() == role and rx.search(node.name or ''):
                return node
        if time.time() >= end:
            return None
        time.sleep(0.2)


def play(root, steps, checks):
    """The problems of playing @steps through AT-SPI actions."""
    for role, name_rx in steps:
        if not press(root, role, name_rx):
            return ['nothing to activate: %s /%s/' % (role, name_rx)]
        time.sleep(0.3)
    return ['not shown after the moves: %s /%s/' % (role, name_rx)
            for role, name_rx in checks if find(root, role, name_rx) is None]


def run_screen(args, session, name, record, setup, cells):
    home = tempfile.mkdtemp(prefix='tm-a11y-')
    try:
        argv = []
        if isinstance(record, str):
            data = json.load(open(record, encoding='utf-8'))
            if setup and setup[0] in ('truncate', 'play'):
                data['moves'] = data['moves'][:setup[1]]
            target = os.path.join(home, os.path.basename(record))
            with open(target, 'w', encoding='utf-8') as f:
                json.dump(data, f, ensure_ascii=False)
            argv = [target]
        if setup and setup[0] == 'history':
            folder = os.path.join(home, 'data', 'tablemate', 'history')
            os.makedirs(folder)
            for i, rec in enumerate(setup[1]):
                shutil.copy(os.path.join(args.records, rec),
                            os.path.join(folder, 'a11y-%d.json' % i))
        app = App(session, home, argv, args.app)
        try:
            root = app.find(args.timeout)
            if root is None:
                return ['the app did not show up on the accessibility bus'], []
            time.sleep(args.settle)
            if setup and setup[0] == 'history':
                if not press(root, 'push button', r'^(History|履歴)'):
                    return ['no History button to press'], []
                time.sleep(args.settle)
            if setup and setup[0] == 'play':
                problems = play(root, setup[2], setup[3])
                if problems:
                    return problems, []
                time.sleep(0.5)
            problems, nodes = audit(root)
            if cells:
                n = count_cells(nodes, cells[0])
                if n < cells[1]:
                    problems.append('board cells: %d objects named like /%s/, %d expected'
                                    % (n, cells[0], cells[1]))
            if args.verbose:
                for node, path in nodes:
                    print('#   ' + '  ' * (len(path) - 1) + path[-1]
                          + (' [focusable]' if focusable(node) else ''))
            return problems, nodes
        finally:
            app.close()
    finally:
        shutil.rmtree(home, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--app', required=True)
    parser.add_argument('--schemas', required=True)
    parser.add_argument('--records', required=True)
    parser.add_argument('--screen', action='append', default=[])
    parser.add_argument('--language', default=None)
    parser.add_argument('--size', default='1280x800')
    parser.add_argument('--timeout', type=float, default=30.0)
    parser.add_argument('--settle', type=float, default=1.5)
    parser.add_argument('--list', action='store_true')
    parser.add_argument('--verbose', action='store_true')
    parser.add_argument('--tap-fd', type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.tap_fd is None and not args.list:
        return run_in_own_session()

    todo = [s for s in screens(args.records)
            if not args.screen or s[0] in args.screen]
    if args.list:
        for s in todo:
            print(s[0])
        return 0
    tap = os.fdopen(args.tap_fd, 'w')
    if pyatspi is None:
        tap.write('1..0 # SKIP python3-pyatspi is not installed (run the system /usr/bin/python3)\n')
        return 0
    tap.write('1..%d\n' % len(todo))
    tap.flush()
    session = Session(args)
    failed = 0
    try:
        for i, (name, record, setup, cells) in enumerate(todo, 1):
            problems, _ = run_screen(args, session, name, record, setup, cells)
            if problems:
                failed += 1
                tap.write('not ok %d %s\n' % (i, name))
                for p in problems:
                    tap.write('# %s\n' % p)
            else:
                tap.write('ok %d %s\n' % (i, name))
            tap.flush()
    finally:
        session.close()
    return 1 if failed else 0


def run_in_own_session():
    """Runs this script again inside its own D-Bus session, with the TAP
    on a pipe: what the bus daemons print goes to standard error, where it
    cannot break the TAP stream."""
    read_end, write_end = os.pipe()
    child = subprocess.Popen(
        ['dbus-run-session', '--', sys.executable, os.path.abspath(__file__)]
        + sys.argv[1:] + ['--tap-fd', str(write_end)],
        pass_fds=(write_end,), stdout=sys.stderr.fileno())
    os.close(write_end)
    with os.fdopen(read_end) as tap:
        for line in tap:
            sys.stdout.write(line)
            sys.stdout.flush()
    return child.wait()


if __name__ == '__main__':
    sys.exit(main())
