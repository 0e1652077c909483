#!/usr/bin/env python3
"""check-layers.py SOURCE_ROOT — every #include under src/ goes down a layer.

The layers are drawn in src/README.md.  A file may include files of its
own folder and of the folders its layer is allowed to see; anything else
(an include that goes up, or sideways into another game) is reported with
the file, the line and the rule it breaks.  Prints one line per problem
and exits 1 when there is any.
"""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def folder_of(rel):
    """The layer key of a path relative to src/ (or None outside them)."""
    parts = rel.split('/')
    if parts[0] in ('core', 'widgets', 'app', 'cli', 'pch'):
        return parts[0]
    if parts[0] == 'games':
        if len(parts) == 2:
            return 'games'                      # the list of games
        if len(parts) >= 4 and parts[2] in ('rules', 'page'):
            return 'games/%s/%s' % (parts[1], parts[2])
    return None


def allowed(src, dst):
    # pch/ holds the libraries' precompiled system headers: the compiler
    # reads them before each file, so they include no file of ours and
    # no file includes them.
    if 'pch' in (src, dst):
        return False
    if src == dst:
        return True
    if dst == 'core':
        return True
    kind = src.split('/')[-1] if src.startswith('games/') else src
    game = src.split('/')[1] if src.count('/') == 2 else None
    if kind == 'rules':
        return False
    if kind == 'widgets':
        return False
    if kind == 'page':
        return dst in ('games/%s/rules' % game, 'widgets')
    if src == 'games':
        return dst.endswith('/rules')
    if src == 'cli':
        return dst == 'games' or dst.endswith('/rules')
    if src == 'app':
        return dst != 'cli'
    return False


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else '.'
    src_dir = os.path.join(root, 'src')
    problems = []
    edges = set()
    n_files = 0
    for dirpath, _, files in os.walk(src_dir):
        for name in sorted(files):
            if not name.endswith(('.c', '.h')):
                continue
            path = os.path.join(dirpath, name)
            rel = os.path.relpath(path, src_dir)
            src = folder_of(rel)
            if src is None:
                problems.append('%s: not in any layer of src/README.md' % rel)
                continue
            n_files += 1
            with open(path, encoding='utf-8') as f:
                text = f.read()
            for m in INCLUDE.finditer(text):
                target = m.group(1)
                line = text.count('\n', 0, m.start()) + 1
                if '/' in target:
                    dst_rel = os.path.normpath(
                        os.path.join(os.path.dirname(rel), target)
                        if target.startswith('.') else target)
                    dst = folder_of(dst_rel)
                    if dst is None:
                        problems.append('%s:%d: includes "%s", outside every layer'
                                        % (rel, line, target))
                        continue
                elif os.path.exists(os.path.join(dirpath, target)):
                    dst = src
                else:
                    continue    # generated (config.h, tm-core-enums.h)
                edges.add((src, dst))
                if not allowed(src, dst):
                    problems.append('%s:%d: includes "%s": %s may not include %s'
                                    % (rel, line, target, src, dst))
    for a, b in sorted(edges):
        if a < b and (b, a) in edges:
            problems.append('%s and %s include each other' % (a, b))
    for p in problems:
        print(p)
    print('%d files, %d layer problems' % (n_files, len(problems)))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
