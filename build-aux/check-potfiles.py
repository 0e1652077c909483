#!/usr/bin/env python3
"""check-potfiles.py — is every file with translatable strings in POTFILES.in?

Usage: build-aux/check-potfiles.py [SOURCE_ROOT]

A file under src/ or data/ needs to be listed in po/POTFILES.in when it
contains _( N_( C_( NC_( ngettext ( or translatable="yes", or when it is a
desktop file, AppStream metainfo or GSettings schema source (their
strings are translated by i18n.merge_file and gettext's ITS rules).
Also fails on listed files that do not exist (xgettext would fail).
Prints each missing file; exits 1 when something is missing.
"""
import os
import re
import sys

MARKERS = re.compile(
    r'(?:^|[^A-Za-z0-9_])(?:_|N_|C_|NC_)\s?\('
    r'|\b(?:g_d?n?gettext|ngettext|g_dpgettext2?)\s?\('
    r'|translatable="yes"'
)
TEXT_SUFFIXES = ('.c', '.h', '.ui', '.xml', '.in', '.blp', '.js', '.py', '.vala')
DATA_SUFFIXES = ('.desktop.in', '.metainfo.xml.in', '.appdata.xml.in', '.gschema.xml')
SKIP_DIRS = {'.git', '__pycache__'}


def listed_files(potfiles):
    files = []
    with open(potfiles, encoding='utf-8') as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith('#'):
                # POTFILES.in may use "[type: gettext/glade]path" prefixes
                line = re.sub(r'^\[[^]]*\]\s*', '', line)
                files.append(os.path.normpath(line))
    return files


def needs_translation(root, rel):
    if rel.startswith('data' + os.sep) and rel.endswith(DATA_SUFFIXES):
        return True
    if not rel.endswith(TEXT_SUFFIXES):
        return False
    try:
        with open(os.path.join(root, rel), encoding='utf-8', errors='replace') as f:
            text = f.read()
    except OSError:
        return False
    # A string marked in a comment still needs no translation; strip C
    # comments only when they are simple (a good-enough approximation).
    if rel.endswith(('.c', '.h')):
        text = re.sub(r'/\*.*?\*/', ' ', text, flags=re.S)
        text = re.sub(r'//[^\n]*', ' ', text)
    return MARKERS.search(text) is not None


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                           os.path.join(os.path.dirname(__file__), '..'))
    potfiles = os.path.join(root, 'po', 'POTFILES.in')
    listed = set(listed_files(potfiles))

    needed = set()
    for top in ('src', 'data'):
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS)
            for name in sorted(filenames):
                rel = os.path.relpath(os.path.join(dirpath, name), root)
                if needs_translation(root, rel):
                    needed.add(rel)

    missing = sorted(needed - listed)
    absent = sorted(f for f in listed if not os.path.exists(os.path.join(root, f)))

    status = 0
    if missing:
        status = 1
        print(f'po/POTFILES.in is missing {len(missing)} file(s) with translatable strings:')
        for f in missing:
            print(f'  {f}')
    if absent:
        status = 1
        print(f'po/POTFILES.in lists {len(absent)} file(s) that do not exist:')
        for f in absent:
            print(f'  {f}')
    if status == 0:
        print(f'po/POTFILES.in lists all {len(needed)} files with translatable strings.')
    return status


if __name__ == '__main__':
    sys.exit(main())
