#!/usr/bin/python3
"""The app as Orca sees it: an audit of the accessible tree over AT-SPI.

Starts Xvfb, the accessibility bus and Tablemate (never GTK_A11Y=none),
opens each screen (the start page, the history, every game in the middle
and at the end) and walks what AT-SPI exposes, not the widget tree:

  - every showing interactive element has a name, which is not a widget
    class name ("GtkImage", "GtkMenuButton"), has no mnemonic underscore
    ("_New Game", "新しいゲーム(_N)": GTK leaves "新しいゲーム(N)", as the
    label shows it) and does not say itself twice ("Pass Pass", or in
    Japanese, without spaces, "新しいゲーム新しいゲーム");
  - no Tab stop on a wrapper: a focusable container without a name of
    its own around a focusable element (GtkFlowBoxChild and the like);
  - a radio group (a row of Children of the Sun's group buttons) has a
    name, one radio button checked, and only that one is a Tab stop;
  - each game's board cells are objects of their own, with names
    (CELLS below: how many a screen must show, and what their names
    look like);
  - in Japanese (--language ja), whatever is read (labels too) has no
    English left untranslated and no English comma (", " for "、"),
    but for the players' own text in the record and the terms the
    Japanese manuals print in English (FOOD, Close …);
  - moves played in each game through AT-SPI actions alone (PLAYS):
    they show, and the record the app saved holds them.

Prints TAP, one test per screen (and language); the diagnostics name
each problem with its role and path.  A screen not done within
--screen-limit seconds (90) fails as such and the next one starts; the
screens left after --budget seconds (480, under meson's 600) fail as not
run: the stream always ends, and says where the time went.  It runs
itself inside its own dbus-run-session:

  /usr/bin/python3 tests/a11y/a11y-audit.py \\
      --app _build/src/app/tablemate --schemas _build/src/app \\
      --records tests/cli/records [--language ja] [--screen NAME ...] \\
      [--list] [--verbose]

The Japanese run reads the build's translations (TM_BUILD_ROOT, from
--build-root or the folder --app is in) with LANGUAGE=ja and
LANG=ja_JP.UTF-8, or LANG=C.UTF-8 when that locale is not generated
(build-aux/run.sh generates it; only dates differ).

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
    from gi.repository import GLib
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

# The languages the audit runs in: LANGUAGE, and the locale wanted for
# LANG (dates, collation); without it, C.UTF-8 (LANGUAGE still applies).
LANGUAGES = {
    'en': ('en', 'C.UTF-8'),
    'ja': ('ja', 'ja_JP.UTF-8'),
}


def both(en, ja):
    """A regular expression for what a name says, per language."""
    return {'en': en, 'ja': ja}


# Board cells each game screen must expose as objects: a regular
# expression their names match, and how many at least.  Filled in by
# each game's page as its cells become widgets.
CELLS = {
    'cots': (both(r'^(top|middle|bottom|centre|center)\b',
                  r'^(左上|上中央|右上|左中央|中央|右中央|左下|下中央|右下): '), 9),
    'psi': (both(r'^row [1-4], column [1-4]\b', r'^[1-4]行[1-4]列: '), 16),
    'utena': (both(r'cloud cell', r'^雲ボード「[^」]+」のマス'), 8),
    'sisters': (both(r'\b[Cc]ard \d+\b', r'カード\d+'), 27),
}

# Moves played as Orca's user would: AT-SPI actions on named objects,
# no coordinates.  Each play starts from the first @moves moves of its
# record; each step activates the first showing object of that role
# whose name matches; then every check must show up, and the record the
# app saved must hold @moves plus the moves @saved lists (each the
# members a saved move must have) or, @saved a number, the record's own
# next moves (no @saved: no record is looked at).  A check ending with
# 'checked' must be checked.  (The plays replay the records, the steps
# are the moves.)
PLAYS = {
    'cots-play': {
        'record': 'cots-full-game.json', 'moves': 0,
        'steps': [
            ('push button', both(r'^Yellow$', r'^黄$')),
            ('push button', both(r'^Rotation −3\b', r'^回転量−3: ')),
            ('push button', both(r'^middle right: empty', r'^右中央: 空き')),
            ('push button', both(r'^Red$', r'^赤$')),
            ('push button', both(r'^Rotation \+2\b', r'^回転量\+2: ')),
            ('push button', both(r'^middle left: empty', r'^左中央: 空き')),
        ],
        'checks': [
            ('push button', both(r'^middle right: Yellow −3', r'^右中央: 黄−3')),
            ('push button', both(r'^middle left: Red \+2', r'^左中央: 赤\+2')),
            ('status bar', both(r'^Mio played Red \+2 on the middle left',
                                r'^Mioが赤\+2を左中央のマスに置きました')),
        ],
        'saved': 2,
    },
    # A bed shown, its groups being formed (no move yet): the screen the
    # audit then reads holds each card's row as a radio group.
    'cots-bed': {
        'record': 'cots-full-game.json', 'moves': 26,
        'steps': [
            ('push button', both(r'^Show Aoi’s Bed…$', r'^Aoiのベッドを表示')),
            ('push button', both(r'Show My Bed', r'自分のベッドを表示')),
            ('radio button', both(r'^Put Purple \+3 in group 2$', r'^紫\+3を第2の組に入れる$')),
        ],
        'checks': [
            ('radio button', both(r'^Set Purple 0 aside$', r'^紫0を脇に避ける$'), 'checked'),
            ('radio button', both(r'^Put Purple \+3 in group 2$', r'^紫\+3を第2の組に入れる$'), 'checked'),
        ],
    },
    'psi-play': {
        'record': 'psi-full-game.json', 'moves': 0,
        'steps': [
            ('push button', both(r'^row 1, column 1: empty', r'^1行1列: 空')),
            ('push button', both(r'^row 1, column 2: empty', r'^1行2列: 空')),
        ],
        'checks': [
            ('push button', both(r'^row 1, column 1: face down, Aoi’s',
                                 r'^1行1列: 裏向き、Aoiのカード')),
            ('push button', both(r'^row 1, column 2: face down, Mio’s',
                                 r'^1行2列: 裏向き、Mioのカード')),
        ],
        'saved': 2,
    },
    'sisters-play': {
        'record': 'sisters-3p.json', 'moves': 1,
        'steps': [
            ('push button', both(r'^Card 31$', r'^カード31$')),
            ('push button', both(r'^Field card 9\b', r'^場札のカード9\b')),
            ('push button', both(r'^Card 10$', r'^カード10$')),
            ('push button', both(r'^Field card 36\b', r'^場札のカード36\b')),
        ],
        'checks': [
            ('panel', both(r'^Ren: 31 → 9, difference 22$', r'^Ren: 31 → 9、差 22$')),
            ('push button', both(r'^Field place 3: card 36, taken by Aoi$',
                                 r'^場札の位置3: カード36、Aoiが獲得$')),
            ('status bar', both(r'^Step 1 of 2 · Mio: ', r'^手順1/2・Mio: ')),
        ],
        'saved': 2,
    },
    'utena-play': {
        'record': 'utena-full-won.json', 'moves': 9,
        'steps': [
            ('push button', both(r'^Pair card 1 goes: blue cross, navy cross\b',
                                 r'^ペアの1枚目を出す: 青の交差、紺の交差')),
            ('push button', both(r'^Ren’s pair card 1: blue snake, navy snake\b',
                                 r'^Renのペアの1枚目: 青の蛇、紺の蛇')),
            ('push button', both(r'^Exchange$', r'^交換$')),
            # The desire card drawn next: composed icon by icon.
            ('push button', both(r'^New Card…$', r'^新しいカード…$')),
            ('push button', both(r'^red$', r'^赤$')),
            ('push button', both(r'^cross$', r'^交差$')),
            ('push button', both(r'^gomoku$', r'^五目$')),
            ('push button', both(r'^red group$', r'^赤の組$')),
            ('push button', both(r'^Use This Card$', r'^このカードを使う(\(U\))?$')),
            ('push button', both(r'^gomoku$', r'^五目$')),
            ('push button', both(r'^Lay the Desire Card$', r'^欲カードを出す(\(L\))?$')),
        ],
        'checks': [
            ('label', both(r'^Desire card laid: red, cross, gomoku, red group; it covers gomoku\.$',
                           r'^欲カードを出した: 赤、交差、五目、赤の組.五目を隠す.。$')),
            ('status bar', both(r'^Desire card laid\. Markers lost to the cloud, in order: Mio → gomoku\.$',
                                r'^欲カードを出しました。雲ボードに戻ったマーカー.取られた順.: Mio → 五目。$')),
        ],
        'saved': 2,
    },
}

GAMES = {
    # game key: (record, the moves of the middle screen)
    'cots': ('cots-full-game.json', 12),
    'sisters': ('sisters-3p.json', 14),
    'utena': ('utena-full-won.json', 9),
    'psi': ('psi-full-game.json', 20),
}


# Kana and kanji: a name written in Japanese.
JAPANESE = re.compile(r'[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]')
# Latin words a Japanese name keeps: the app's name, and the game terms
# the Japanese manuals print in English (Planetary Sisters' emblems in
# capitals, its condition card's faces).
KEPT_IN_ENGLISH = {'Tablemate', 'Close', 'Far'}


def repeats_itself(name):
    """'Pass Pass', 'New game of X Y X Y': a run of words said twice
    (a run with a word of letters: "2 × 2 × 2" is arithmetic).  Japanese
    has no spaces between words: there, a run of three characters or
    more, two of them kana or kanji, said twice in a row."""
    words = name.replace('_', '').split()
    for k in range(1, len(words) // 2 + 1):
        for i in range(0, len(words) - 2 * k + 1):
            a, b = words[i:i + k], words[i + k:i + 2 * k]
            if a == b and any(len(w) > 2 and w.isalpha() for w in a):
                return True
    for m in re.finditer(r'(.{3,}?)\1', name):
        if len(JAPANESE.findall(m.group(1))) >= 2:
            return True
    return False


def language_problem(name, language, data_texts):
    """What is wrong with @name in Japanese: English left untranslated,
    English punctuation.  (English names may quote the games' Japanese
    titles.)  What the record itself holds (player names, emblems the
    players named) is the players' own text, in no language."""
    if language != 'ja':
        return None
    for text in sorted(data_texts, key=len, reverse=True):
        name = name.replace(text, ' ')
    words = [w for w in re.findall(r'[A-Za-z]{2,}', name)
             if w not in KEPT_IN_ENGLISH and not w.isupper()]
    if re.search(r'\b[a-z]{3,}\b', name) or (len(words) >= 2 and not JAPANESE.search(name)):
        return 'English left untranslated'
    if JAPANESE.search(name) and re.search(r', (?!\d)', name):
        return 'English comma in Japanese'
    return None


def record_texts(data):
    """The strings of a record (names of players, of emblems …)."""
    out = set()
    if isinstance(data, dict):
        for value in data.values():
            out |= record_texts(value)
    elif isinstance(data, list):
        for value in data:
            out |= record_texts(value)
    elif isinstance(data, str) and len(data) > 1:
        out.add(data)
    return out


def available_locales():
    try:
        out = subprocess.run(['locale', '-a'], capture_output=True, text=True).stdout
    except OSError:
        return set()
    return {l.strip().lower().replace('utf-8', 'utf8') for l in out.split()}


class Session:
    """Xvfb and the accessibility bus, once for the whole run: pyatspi
    keeps its first connection to the bus."""

    def __init__(self, args):
        env = dict(os.environ)
        for variable in ('GTK_A11Y', 'LC_ALL', 'LC_MESSAGES', 'LANGUAGE'):
            env.pop(variable, None)
        env.update({
            'GDK_BACKEND': 'x11',
            'GSK_RENDERER': 'cairo', 'GDK_DEBUG': 'gl-disable',
            'GSETTINGS_BACKEND': 'memory',
            'GSETTINGS_SCHEMA_DIR': args.schemas,
        })
        # The app finds the translations the build made (src/app/tm-build-tree.c).
        if args.build_root:
            env['TM_BUILD_ROOT'] = os.path.abspath(args.build_root)
        # Xvfb picks a free display and says which: several runs at once
        # (other helpers, other build folders) must not share one, nor the
        # accessibility bus that display points to.
        read_end, write_end = os.pipe()
        self.xvfb = subprocess.Popen(
            ['Xvfb', '-displayfd', str(write_end), '-screen', '0', args.size + 'x24',
             '-nolisten', 'tcp'], pass_fds=(write_end,), stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        os.close(write_end)
        with os.fdopen(read_end) as f:
            number = f.readline().strip()
        if not number:
            raise RuntimeError('Xvfb did not start')
        self.display = ':' + number
        env['DISPLAY'] = self.display
        os.environ['DISPLAY'] = self.display
        self.env = env
        self.locales = available_locales()
        self.bus = subprocess.Popen(
            ['/usr/libexec/at-spi-bus-launcher', '--launch-immediately'],
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.wait_for_bus(10.0)
        self.a11y = a11y_bus()

    def wait_for_bus(self, timeout):
        """Until the launcher owns org.a11y.Bus and the registry answers:
        an app started before registers nowhere (or on a second bus that
        D-Bus activation started), and never shows up."""
        from gi.repository import Gio
        session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        end = time.time() + timeout
        while time.time() < end and self.bus.poll() is None:
            try:
                owned = session.call_sync(
                    'org.freedesktop.DBus', '/org/freedesktop/DBus', 'org.freedesktop.DBus',
                    'NameHasOwner', GLib.Variant('(s)', ('org.a11y.Bus',)), None,
                    Gio.DBusCallFlags.NONE, 1000, None).unpack()[0]
                if owned and pyatspi.Registry.getDesktop(0) is not None \
                   and pyatspi.Registry.getDesktop(0).childCount >= 0:
                    return
            except Exception:
                pass
            time.sleep(0.05)

    def language_env(self, language):
        """LANGUAGE and LANG for @language; C.UTF-8 when its locale is not
        generated (gettext still translates: LANGUAGE counts outside "C")."""
        lang, wanted = LANGUAGES[language]
        have = wanted.lower().replace('utf-8', 'utf8') in self.locales
        return {'LANGUAGE': lang, 'LANG': wanted if have else 'C.UTF-8'}

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

    def __init__(self, session, home, argv, app_path, language):
        env = dict(session.env)
        env.update(session.language_env(language))
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
        # Asked often (a look at the desktop's list of apps is cheap): the
        # wait ends soon after the app registers.
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
            time.sleep(0.05)
        return None

    def close(self):
        stop(self.proc)


ACCESSIBLE = 'org.a11y.atspi.Accessible'
NULL_PATH = '/org/a11y/atspi/null'
WINDOW_COORDS = 1  # AtspiCoordType


def a11y_bus():
    """A connection of our own to the accessibility bus, for the tree's
    requests sent all at once (below)."""
    from gi.repository import Gio
    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    address = session.call_sync(
        'org.a11y.Bus', '/org/a11y/bus', 'org.a11y.Bus', 'GetAddress', None,
        GLib.VariantType('(s)'), Gio.DBusCallFlags.NONE, 10000, None).unpack()[0]
    return Gio.DBusConnection.new_for_address_sync(
        address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
        | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)


def call_all(bus, calls):
    """The answers to @calls, [(object, interface, method, arguments)]
    with object a (bus name, path): all sent before any answer is waited
    for, so that the round trips overlap (pyatspi asks one property of
    one object at a time: seconds a screen).  None for a call that
    failed (an object gone while the screen changes)."""
    from gi.repository import Gio
    answers = [None] * len(calls)
    waiting = [len(calls)]

    def done(connection, result, i):
        try:
            answers[i] = connection.call_finish(result).unpack()
        except GLib.Error:
            pass
        waiting[0] -= 1

    for i, ((name, path), interface, method, arguments) in enumerate(calls):
        bus.call(name, path, interface, method, arguments, None,
                 Gio.DBusCallFlags.NONE, 10000, None, done, i)
    context = GLib.MainContext.default()
    while waiting[0]:
        context.iteration(True)
    return answers


class Root:
    """An app's accessible root, read over @bus."""

    def __init__(self, bus, app):
        self.bus, self.ref = bus, (app.app.bus_name, app.path)


class Node:
    """An accessible object, what the audit reads of it read once: its
    role, name, states, whether it has a size on screen (@shown); @index
    in the list snapshot() returns, @end the index after its subtree."""

    def __init__(self, bus, ref, path, role, name, states, shown, index):
        self.bus, self.ref, self.path = bus, ref, path
        self.role, self.name, self.states, self.shown = role, name, states, shown
        self.index, self.end = index, index + 1

    def has(self, state):
        state = int(state)
        return bool(self.states[state // 32] & (1 << (state % 32))) \
            if state // 32 < len(self.states) else False

    @property
    def focusable(self):
        return self.has(pyatspi.STATE_FOCUSABLE)

    def act(self):
        """Action 0, as Orca's "click"; GLib.Error when it is gone."""
        self.bus.call_sync(self.ref[0], self.ref[1], 'org.a11y.atspi.Action', 'DoAction',
                           GLib.Variant('(i)', (0,)), None, 0, 10000, None)


def snapshot(root):
    """Every object below @root (Node), depth first, with its path of
    roles: the tree read a level at a time, each level's requests at
    once.  An object gone while it is read (the screen changing) is left
    out with what is below it; a state or size that cannot be read counts
    as none."""
    from gi.repository import Atspi
    bus = root.bus
    children, seen, details = {}, {root.ref}, {}
    level = [root.ref]
    while level:
        kids_of = call_all(bus, [(ref, ACCESSIBLE, 'GetChildren', None) for ref in level])
        found = []
        for ref, answer in zip(level, kids_of):
            kids = [tuple(k) for k in (answer[0] if answer else [])
                    if k[1] != NULL_PATH and tuple(k) not in seen]
            seen.update(kids)
            children[ref] = kids
            found.extend(kids)
        answers = call_all(bus, [call for ref in found for call in (
            (ref, ACCESSIBLE, 'GetRole', None),
            (ref, 'org.freedesktop.DBus.Properties', 'Get',
             GLib.Variant('(ss)', (ACCESSIBLE, 'Name'))),
            (ref, ACCESSIBLE, 'GetState', None),
            (ref, 'org.a11y.atspi.Component', 'GetExtents',
             GLib.Variant('(u)', (WINDOW_COORDS,))))])
        level = []
        for i, ref in enumerate(found):
            role, name, states, extents = answers[4 * i:4 * i + 4]
            if role is None or name is None:
                continue
            role = Atspi.role_get_name(Atspi.Role(role[0]))
            shown = role == 'frame' or (extents is not None and extents[0][2] > 0
                                        and extents[0][3] > 0)
            details[ref] = (role, (name[0] or '').strip(),
                            list(states[0]) if states else [], shown)
            level.append(ref)
    out = []

    def add(ref, path):
        for kid in children.get(ref, []):
            if kid not in details:
                continue
            role, name, states, shown = details[kid]
            p = path + ('%s %r' % (role, name),)
            node = Node(bus, kid, p, role, name, states, shown, len(out))
            out.append(node)
            add(kid, p)
            node.end = len(out)
    add(root.ref, ())
    return out


def walk(root, wanted=None):
    """Every showing node below @root (Node), with its path of roles;
    only those whose role and name @wanted accepts, if given.  (A
    GtkStackPage has no extents of its own: what is inside anything is
    looked at, but only what has a size on screen is reported.)"""
    return [n for n in snapshot(root) if n.shown and (wanted is None or wanted(n.role, n.name))]


def inside(everything, node):
    """The showing nodes below @node, of snapshot()'s list @everything."""
    return [n for n in everything[node.index + 1:node.end] if n.shown]


def audit(root, language='en', data_texts=()):
    """The problems of one screen, as lines."""
    problems = []
    everything = snapshot(root)
    nodes = [n for n in everything if n.shown]
    for n in nodes:
        path, role, name = n.path, n.role, n.name
        where = ' > '.join(path[-3:])
        if role in INTERACTIVE and role not in ('list item', 'table cell') or \
           (role in ('list item', 'table cell') and n.focusable):
            if not name:
                problems.append('unnamed %s: %s' % (role, where))
                continue
        # Whatever Orca reads (labels too) is in the language of the
        # window; a name that is a class name is reported below, or not
        # read at all.
        if name and not CLASS_NAME.match(name):
            wrong = language_problem(name, language, data_texts)
            if wrong:
                problems.append('%s: %s' % (wrong, where))
        # What a user acts on or moves the focus to is what Orca says
        # most: its name must be clean.  (Plain labels are read as text.)
        if not name or not (role in INTERACTIVE or n.focusable):
            continue
        if CLASS_NAME.match(name):
            problems.append('named by its class: %s' % where)
        # GTK takes the underscore out of "_New Game" and of Japanese
        # "新しいゲーム(_N)": AT-SPI then says "新しいゲーム(N)", as the
        # label shows it.  An underscore left means a mnemonic GTK did not
        # parse (an accessible label copied from a mnemonic string).
        if MNEMONIC.search(name):
            problems.append('mnemonic underscore in the name: %s' % where)
        if repeats_itself(name):
            problems.append('name says itself twice: %s' % where)
    # A focusable wrapper: no name, a container role, and a focusable
    # element inside it.
    for n in nodes:
        if n.role in CONTAINERS and n.focusable and not n.name \
           and n.role != 'scroll pane':
            if any(inner.focusable for inner in inside(everything, n)):
                problems.append('Tab stop on a wrapper: %s' % ' > '.join(n.path[-3:]))
    # A radio group (GTK 4.8 says "grouping"): Orca says its name as the
    # focus enters it, and which one of its radio buttons is checked;
    # the keyboard stops on that one only.
    for n in nodes:
        if n.role != 'grouping':
            continue
        where = ' > '.join(n.path[-3:])
        if not n.name or CLASS_NAME.match(n.name):
            problems.append('radio group without a name: %s' % where)
        radios = [r for r in inside(everything, n) if r.role == 'radio button']
        if not radios:
            continue
        checked = [r for r in radios if r.has(pyatspi.STATE_CHECKED)]
        if len(checked) != 1:
            problems.append('%d radio buttons checked, not 1: %s' % (len(checked), where))
        if [r for r in radios if r.focusable] != checked:
            problems.append('Tab stops on another radio button than the checked one: %s' % where)
    return problems, nodes


def count_cells(nodes, pattern):
    rx = re.compile(pattern, re.I)
    return sum(1 for n in nodes if rx.search(n.name))


def find(root, role, name_rx, timeout=5.0):
    """The first showing @role whose name matches @name_rx, waiting up
    to @timeout seconds for it."""
    rx = re.compile(name_rx)
    end = time.time() + timeout
    while True:
        for node in walk(root, lambda r, n: r == role and rx.search(n)):
            return node
        if time.time() >= end:
            return None
        time.sleep(0.2)


def press(root, role, name_rx, timeout=5.0):
    """Activates (action 0, as Orca's "click") the first showing @role
    whose name matches @name_rx; the node pressed, or None."""
    end = time.time() + timeout
    while True:
        node = find(root, role, name_rx, max(0.0, end - time.time()))
        if node is None:
            return None
        try:
            node.act()
            return node
        except GLib.Error:
            # Gone before it was pressed: the screen is still changing.
            if time.time() >= end:
                return None
            time.sleep(0.2)


def as_now(node):
    """@node's name and states as they are now; None once it is gone."""
    try:
        name = node.bus.call_sync(node.ref[0], node.ref[1], 'org.freedesktop.DBus.Properties',
                                  'Get', GLib.Variant('(ss)', (ACCESSIBLE, 'Name')),
                                  None, 0, 5000, None)
        states = node.bus.call_sync(node.ref[0], node.ref[1], ACCESSIBLE, 'GetState', None,
                                    None, 0, 5000, None)
    except GLib.Error:
        return None
    return ((name.unpack()[0] or "").strip(), tuple(states.unpack()[0]))


def pressed(node, timeout=2.0):
    """Returns once the press of @node has been handled: GTK answers a
    button's DoAction at once but emits its "clicked" 250 ms later
    (gtkbutton.c, ACTIVATE_TIMEOUT), so the next step could find an
    object the click is about to replace.  A press shows on the button
    itself (checked, renamed, made insensitive or gone); one that does
    not is waited for @timeout seconds at most."""
    before = (node.name, tuple(node.states))
    wait_until(lambda: as_now(node) != before, timeout)


HISTORY_BUTTON = both(r'^History\b', r'^履歴')


def wait_until(condition, timeout):
    """Whether @condition() came true within @timeout seconds."""
    end = time.time() + timeout
    while not condition():
        if time.time() >= end:
            return False
        time.sleep(0.1)
    return True


def history_rows(root):
    """How many rows the history page's first list (its finished games)
    shows."""
    nodes = snapshot(root)
    for node in nodes:
        if node.role == 'list' and "filler 'TmHistoryPage'" in node.path:
            return sum(1 for n in inside(nodes, node)
                       if n.role == 'list item' and len(n.path) == len(node.path) + 1)
    return 0


def screens(records):
    """(name, record, setup, cells) for every screen audited."""
    out = [('start', [], None, None)]
    for key, (record, middle) in GAMES.items():
        path = os.path.join(records, record)
        out.append((key + '-middle', path, ('truncate', middle), CELLS.get(key)))
        out.append((key + '-end', path, None, CELLS.get(key)))
    out.append(('history', [], ('history', [g[0] for g in GAMES.values()]), None))
    for name, spec in PLAYS.items():
        out.append((name, os.path.join(records, spec['record']), ('play', spec), None))
    return out


def saved_record(home, n_moves, timeout=5.0):
    """The record the app saved (autosaved) once it holds @n_moves."""
    folder = os.path.join(home, 'data', 'tablemate', 'games')
    end = time.time() + timeout
    data = None
    while True:
        try:
            names = sorted(n for n in os.listdir(folder) if n.endswith('.json'))
            if names:
                with open(os.path.join(folder, names[0]), encoding='utf-8') as f:
                    data = json.load(f)
        except (OSError, ValueError):
            pass
        if (data is not None and len(data.get('moves', [])) >= n_moves) \
           or time.time() >= end:
            return data
        time.sleep(0.05)


def play(root, spec, language, home, source):
    """The problems of playing @spec's steps through AT-SPI actions."""
    # Each step waits for its press to be handled (pressed()), and
    # press() for the next step's object to show.
    for role, names in spec['steps']:
        node = press(root, role, names[language])
        if node is None:
            return ['nothing to activate: %s /%s/' % (role, names[language])]
        pressed(node)
    problems = []
    for role, names, *state in spec['checks']:
        node = find(root, role, names[language])
        if node is None:
            problems.append('not shown after the moves: %s /%s/' % (role, names[language]))
        elif state and not node.has(pyatspi.STATE_CHECKED):
            problems.append('not checked after the moves: %s /%s/' % (role, names[language]))
    if spec.get('saved') is None:
        return problems
    start = source['moves'][:spec['moves']]
    expected = spec['saved']
    if isinstance(expected, int):
        expected = source['moves'][len(start):len(start) + expected]
    want = len(start) + len(expected)
    saved = saved_record(home, want)
    if saved is None:
        return problems + ['no record saved after the moves']
    moves = saved.get('moves', [])
    if moves[:len(start)] != start or len(moves) != want:
        problems.append('the saved record has %d moves, %d expected' % (len(moves), want))
    for i, members in enumerate(expected):
        got = moves[len(start) + i] if len(start) + i < len(moves) else {}
        if any(got.get(k) != v for k, v in members.items()):
            problems.append('saved move %d is %s, not %s' % (len(start) + i, json.dumps(got),
                                                            json.dumps(members)))
    return problems


def run_screen(args, session, language, name, record, setup, cells):
    home = tempfile.mkdtemp(prefix='tm-a11y-')
    try:
        argv = []
        texts = set()
        source = None
        if isinstance(record, str):
            data = json.load(open(record, encoding='utf-8'))
            texts = record_texts(data)
            source = dict(data)
            if setup and setup[0] == 'truncate':
                data['moves'] = data['moves'][:setup[1]]
            if setup and setup[0] == 'play':
                data['moves'] = data['moves'][:setup[1]['moves']]
            target = os.path.join(home, os.path.basename(record))
            with open(target, 'w', encoding='utf-8') as f:
                json.dump(data, f, ensure_ascii=False)
            argv = [target]
        if setup and setup[0] == 'history':
            folder = os.path.join(home, 'data', 'tablemate', 'history')
            os.makedirs(folder)
            for i, rec in enumerate(setup[1]):
                path = os.path.join(args.records, rec)
                shutil.copy(path, os.path.join(folder, 'a11y-%d.json' % i))
                texts |= record_texts(json.load(open(path, encoding='utf-8')))
        app = App(session, home, argv, args.app, language)
        try:
            root = app.find(args.timeout)
            if root is None:
                return ['the app did not show up on the accessibility bus'], []
            root = Root(session.a11y, root)
            # Built when its landmark shows, not after a time: a game's
            # board, every cell of it; the start page's History button; a
            # play waits for each object it presses and for its checks.
            # (One missing is reported by the audit below.)
            if cells:
                rx = re.compile(cells[0][language], re.I)
                wait_until(lambda: sum(1 for _ in walk(root, lambda r, n: rx.search(n)))
                           >= cells[1], args.timeout)
            elif not setup or setup[0] == 'history':
                find(root, 'push button', HISTORY_BUTTON[language], args.timeout)
            if setup and setup[0] == 'history':
                if not press(root, 'push button', HISTORY_BUTTON[language]):
                    return ['no History button to press'], []
                # The page's rows come in batches: wait for one row a
                # game copied (the audit below says what is missing).
                wait_until(lambda: history_rows(root) >= len(setup[1]), args.timeout)
            if setup and setup[0] == 'play':
                problems = play(root, setup[1], language, home, source)
                if problems:
                    return problems, []
            # A screen still being built shows half of itself: audit it
            # again, a little later, before saying what is wrong.
            for attempt in range(3):
                problems, nodes = audit(root, language, texts)
                if cells:
                    n = count_cells(nodes, cells[0][language])
                    if n < cells[1]:
                        problems.append('board cells: %d objects named like /%s/, %d expected'
                                        % (n, cells[0][language], cells[1]))
                if not problems:
                    break
                time.sleep(1.0)
            if args.verbose:
                for n in nodes:
                    print('#   ' + '  ' * (len(n.path) - 1) + n.path[-1]
                          + (' [focusable]' if n.focusable else ''))
            return problems, nodes
        finally:
            app.close()
    finally:
        shutil.rmtree(home, ignore_errors=True)


def guess_build_root(app):
    """The build folder the app was built in (where meson-info is)."""
    folder = os.path.dirname(os.path.abspath(app))
    while folder != os.path.dirname(folder):
        if os.path.isdir(os.path.join(folder, 'meson-info')):
            return folder
        folder = os.path.dirname(folder)
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--app', required=True)
    parser.add_argument('--schemas', required=True)
    parser.add_argument('--records', required=True)
    parser.add_argument('--build-root', default=None,
                        help='the build folder, for its translations (default: the '
                             'one --app is in, or $TM_BUILD_ROOT)')
    parser.add_argument('--screen', action='append', default=[])
    parser.add_argument('--language', action='append', default=[],
                        choices=sorted(LANGUAGES),
                        help='the language of the window (LANGUAGE); repeat for '
                             'several, every screen in each (default: en)')
    parser.add_argument('--size', default='1280x800')
    parser.add_argument('--timeout', type=float, default=30.0)
    # A screen takes a few seconds; a whole audit about a minute, beside
    # the other tests.  Its meson timeout is 600 s: the screens left when
    # --budget seconds have gone are reported as not run, so that the TAP
    # stream always ends and says where the time went.
    parser.add_argument('--screen-limit', type=int, default=90)
    parser.add_argument('--budget', type=float, default=480.0)
    parser.add_argument('--list', action='store_true')
    parser.add_argument('--verbose', action='store_true')
    parser.add_argument('--tap-fd', type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    languages = args.language or ['en']
    if args.build_root is None:
        args.build_root = os.environ.get('TM_BUILD_ROOT') or guess_build_root(args.app)

    if args.tap_fd is None and not args.list:
        return run_in_own_session()

    todo = [(language, s) for language in languages for s in screens(args.records)
            if not args.screen or s[0] in args.screen]
    if args.list:
        for language, s in todo:
            print(s[0] if len(languages) == 1 else '%s [%s]' % (s[0], language))
        return 0
    tap = os.fdopen(args.tap_fd, 'w')
    if pyatspi is None:
        tap.write('1..0 # SKIP python3-pyatspi is not installed (run the system /usr/bin/python3)\n')
        return 0
    tap.write('1..%d\n' % len(todo))
    tap.flush()
    session = Session(args)
    for language in languages:
        if session.language_env(language)['LANG'] == 'C.UTF-8' and language != 'en':
            tap.write('# the locale %s is not generated: LANG=C.UTF-8, LANGUAGE=%s\n'
                      % (LANGUAGES[language][1], language))
    failed = 0
    started = time.monotonic()
    try:
        for i, (language, (name, record, setup, cells)) in enumerate(todo, 1):
            title = name if language == 'en' else '%s [%s]' % (name, language)
            if time.monotonic() - started > args.budget:
                failed += 1
                tap.write('not ok %d %s\n# not run: the audit took more than %g s (--budget)\n'
                          % (i, title, args.budget))
                tap.flush()
                continue
            problems = run_screen_within(args, session, language, name, record, setup, cells)
            if problems:
                failed += 1
                tap.write('not ok %d %s\n' % (i, title))
                for p in problems:
                    tap.write('# %s\n' % p)
            else:
                tap.write('ok %d %s\n' % (i, title))
            tap.flush()
    finally:
        session.close()
    return 1 if failed else 0


class ScreenTimeout(Exception):
    """A screen took longer than --screen-limit seconds."""


def on_alarm(signum, frame):
    raise ScreenTimeout()


def run_screen_within(args, session, language, name, record, setup, cells):
    """run_screen()'s problems, or one saying it did not end within
    --screen-limit seconds: a screen whose app stops answering (every
    AT-SPI call then waits for D-Bus's timeout) is reported as such, and
    the next screens still run, instead of meson ending the whole test at
    its timeout with nothing said.  The app is closed and its home
    removed on the way out (run_screen()'s finally clauses)."""
    signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(int(args.screen_limit))
    try:
        problems, _ = run_screen(args, session, language, name, record, setup, cells)
        return problems
    except ScreenTimeout:
        return ['not done within %d s (--screen-limit): the app or the accessibility bus '
                'stopped answering' % args.screen_limit]
    finally:
        signal.alarm(0)


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
