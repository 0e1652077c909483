#!/usr/bin/env python3
"""check-po.py — is a translation complete and up to date with the sources?

Usage: build-aux/check-po.py {gettext|help} [SOURCE_ROOT]

gettext: the program's strings.  A template is regenerated into a
         temporary folder with xgettext from po/POTFILES.in, with the
         arguments po/meson.build gives (i18n.gettext, preset glib), and
         each language in po/LINGUAS is checked against it.
help:    the help pages.  A template is regenerated with itstool from
         help/C/*.page and each language in help/LINGUAS is checked.

For each language the check fails, naming every message concerned, when
  - msgfmt --check finds an error (e.g. a format string that differs),
  - a message is untranslated or fuzzy (msgattrib),
  - a message of the sources is missing from the .po file (msgcmp): the
    .po file was not updated after the sources changed.
Exit status 1 when anything is wrong, 0 when all is complete.
"""
import glob
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile

PACKAGE = 'tablemate'

# Kept identical to meson's i18n preset 'glib' plus po/meson.build's args.
GLIB_PRESET = [
    '--from-code=UTF-8',
    '--add-comments',
    '--keyword=_',
    '--keyword=N_',
    '--keyword=C_:1c,2',
    '--keyword=NC_:1c,2',
    '--keyword=g_dcgettext:2',
    '--keyword=g_dngettext:2,3',
    '--keyword=g_dpgettext2:2c,3',
    '--flag=N_:1:pass-c-format',
    '--flag=C_:2:pass-c-format',
    '--flag=NC_:2:pass-c-format',
    '--flag=g_dngettext:2:pass-c-format',
    '--flag=g_strdup_printf:1:c-format',
    '--flag=g_string_printf:2:c-format',
    '--flag=g_string_append_printf:2:c-format',
    '--flag=g_error_new:3:c-format',
    '--flag=g_set_error:4:c-format',
    '--flag=g_markup_printf_escaped:1:c-format',
    '--flag=g_log:3:c-format',
    '--flag=g_print:1:c-format',
    '--flag=g_printerr:1:c-format',
    '--flag=g_printf:1:c-format',
    '--flag=g_fprintf:2:c-format',
    '--flag=g_sprintf:2:c-format',
    '--flag=g_snprintf:3:c-format',
]
PROJECT_ARGS = ['--from-code=UTF-8', '--add-comments=Translators']

STRING = re.compile(r'^"(.*)"\s*$')
KEYWORD = re.compile(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+"(.*)"\s*$')


def unescape(s):
    return (s.replace('\\\\', '\0').replace('\\n', '\n').replace('\\t', '\t')
             .replace('\\"', '"').replace('\0', '\\'))


def parse_po(path):
    """Entries of a .po/.pot file (obsolete ones skipped), in order.
    Each is a dict: msgctxt, msgid, msgid_plural, msgstr (list), fuzzy,
    refs (list of 'file:line')."""
    entries = []
    cur = None
    key = None

    def new():
        return {'msgctxt': None, 'msgid': None, 'msgid_plural': None,
                'msgstr': [], 'fuzzy': False, 'refs': []}

    def flush():
        nonlocal cur
        if cur is not None and cur['msgid'] is not None:
            entries.append(cur)
        cur = None

    with open(path, encoding='utf-8') as f:
        for line in f:
            line = line.rstrip('\n')
            if line.startswith('#~') or not line.strip():
                if not line.strip():
                    flush()
                    key = None
                continue
            if line.startswith('#'):
                if cur is not None and cur['msgid'] is not None:
                    flush()
                if cur is None:
                    cur = new()
                if line.startswith('#,') and 'fuzzy' in line[2:].split(', ') or \
                        line.startswith('#,') and re.search(r'\bfuzzy\b', line):
                    cur['fuzzy'] = True
                elif line.startswith('#:'):
                    cur['refs'] += line[2:].split()
                continue
            m = KEYWORD.match(line)
            if m:
                kw, value = m.group(1), unescape(m.group(2))
                if kw in ('msgctxt', 'msgid') and cur is not None and cur['msgid'] is not None \
                        and (kw == 'msgctxt' or cur['msgstr']):
                    flush()
                if cur is None:
                    cur = new()
                if kw.startswith('msgstr'):
                    cur['msgstr'].append(value)
                    key = ('msgstr', len(cur['msgstr']) - 1)
                else:
                    cur[kw] = value
                    key = (kw, None)
                continue
            m = STRING.match(line)
            if m and cur is not None and key is not None:
                value = unescape(m.group(1))
                if key[0] == 'msgstr':
                    cur['msgstr'][key[1]] += value
                else:
                    cur[key[0]] += value
    flush()
    return entries


def describe(entry, width=100):
    text = entry['msgid'].replace('\n', '\\n')
    if len(text) > width:
        text = text[:width - 1] + '…'
    ctxt = f'[{entry["msgctxt"]}] ' if entry['msgctxt'] else ''
    where = f'  ({entry["refs"][0]})' if entry['refs'] else ''
    return f'    {ctxt}"{text}"{where}'


def run(cmd, cwd):
    return subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True)


def linguas(path):
    langs = []
    with open(path, encoding='utf-8') as f:
        for line in f:
            line = line.split('#', 1)[0].strip()
            langs += line.split()
    return langs


def make_pot(mode, root, tmp):
    pot = os.path.join(tmp, PACKAGE + '.pot')
    if mode == 'gettext':
        cmd = (['xgettext', '--package-name=' + PACKAGE, '-p', tmp,
                '-f', os.path.join('po', 'POTFILES.in'), '-D', root, '-k_',
                '-o', PACKAGE + '.pot'] + GLIB_PRESET + PROJECT_ARGS)
    else:
        pages = sorted(os.path.relpath(f, root)
                       for f in glob.glob(os.path.join(root, 'help', 'C', '*.page')))
        if not pages:
            print('No help pages found in help/C.')
            return None
        cmd = ['itstool', '-o', pot] + pages
    r = run(cmd, root)
    if r.returncode != 0 or not os.path.exists(pot):
        print(f'Could not regenerate the template: {" ".join(cmd)}')
        print(r.stdout)
        return None
    return pot


def check_language(po_rel, pot, root, tmp):
    po = os.path.join(root, po_rel)
    if not os.path.exists(po):
        print(f'{po_rel}: missing (create it with msginit --no-translator -l <lang>.UTF-8)')
        return False
    ok = True

    r = run(['msgfmt', '--check', '--statistics', '-o', os.devnull, po], root)
    stats = r.stdout.strip().splitlines()
    print(f'{po_rel}: {stats[-1] if stats else "(no statistics)"}')
    if r.returncode != 0:
        ok = False
        print(f'  msgfmt --check found errors:')
        for line in stats[:-1]:
            print(f'    {line}')

    po_entries = parse_po(po)
    header_free = [e for e in po_entries if e['msgid'] != '']

    # Untranslated and fuzzy: msgattrib says which, we print them.
    for what, args in (('untranslated', ['--untranslated']),
                       ('fuzzy', ['--only-fuzzy'])):
        out = os.path.join(tmp, f'{what}.po')
        r = run(['msgattrib', '--no-obsolete', '--no-wrap'] + args + ['-o', out, po], root)
        if r.returncode != 0:
            ok = False
            print(f'  msgattrib failed: {r.stdout.strip()}')
            continue
        found = [e for e in parse_po(out) if e['msgid'] != ''] if os.path.exists(out) else []
        if what == 'fuzzy':
            # the header may be fuzzy in a fresh file; it counts too
            found = [e for e in parse_po(out) if e['fuzzy'] or e['msgid'] != ''] \
                if os.path.exists(out) else []
        if found:
            ok = False
            print(f'  {len(found)} {what} message(s):')
            for e in found:
                print(describe(e) if e['msgid'] else '    (the header)')

    # Up to date: every message of the sources must be in the .po file.
    have = {(e['msgctxt'], e['msgid']) for e in header_free}
    missing = [e for e in parse_po(pot)
               if e['msgid'] != '' and (e['msgctxt'], e['msgid']) not in have]
    r = run(['msgcmp', '--use-fuzzy', '--use-untranslated', po, pot], root)
    if missing or r.returncode != 0:
        ok = False
        print(f'  {len(missing)} message(s) of the sources are missing from {po_rel} '
              f'(update it from the sources, then translate):')
        for e in missing:
            print(describe(e))
        if r.returncode != 0 and not missing:
            print('    msgcmp: ' + r.stdout.strip().replace('\n', '\n    msgcmp: '))

    pot_ids = {(e['msgctxt'], e['msgid']) for e in parse_po(pot)}
    stale = [e for e in header_free if (e['msgctxt'], e['msgid']) not in pot_ids]
    if stale:
        print(f'  note: {len(stale)} message(s) in {po_rel} no longer appear in the sources '
              f'(harmless; msgmerge makes them obsolete)')
    return ok


def main():
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet when piped to head
    if len(sys.argv) < 2 or sys.argv[1] not in ('gettext', 'help'):
        print('usage: check-po.py {gettext|help} [SOURCE_ROOT]', file=sys.stderr)
        return 2
    mode = sys.argv[1]
    root = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else
                           os.path.join(os.path.dirname(__file__), '..'))
    for tool in ('xgettext' if mode == 'gettext' else 'itstool',
                 'msgfmt', 'msgattrib', 'msgcmp'):
        if shutil.which(tool) is None:
            print(f'{tool} is not installed (apt-get install gettext itstool)')
            return 1

    folder = 'po' if mode == 'gettext' else 'help'
    tmp = tempfile.mkdtemp(prefix='tablemate-check-po-')
    try:
        pot = make_pot(mode, root, tmp)
        if pot is None:
            return 1
        n = len([e for e in parse_po(pot) if e['msgid'] != ''])
        print(f'{n} message(s) in the sources ({mode}).')
        ok = True
        for lang in linguas(os.path.join(root, folder, 'LINGUAS')):
            po_rel = os.path.join(folder, lang + '.po') if mode == 'gettext' \
                else os.path.join(folder, lang, lang + '.po')
            ok = check_language(po_rel, pot, root, tmp) and ok
        return 0 if ok else 1
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == '__main__':
    sys.exit(main())
