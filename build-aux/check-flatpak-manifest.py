#!/usr/bin/env python3
"""check-flatpak-manifest.py — offline checks of the Flatpak manifest.

Usage: build-aux/check-flatpak-manifest.py [SOURCE_ROOT]

Parses flatpak/io.github.tablemate.Tablemate.json and checks the app ID,
the command, the GNOME runtime and SDK, the permissions (no network, no
file system access: records live in the sandbox's own data folder) and
the single meson module built from the source tree.  When flatpak-builder
is installed, also runs `flatpak-builder --show-manifest` (which rejects
unknown keys) from a temporary folder; without it that part is skipped.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

APP_ID = 'io.github.tablemate.Tablemate'
ALLOWED_FINISH_ARGS = {'--share=ipc', '--socket=fallback-x11', '--socket=wayland',
                       '--device=dri'}

errors = []


def check(cond, message):
    if not cond:
        errors.append(message)


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                           os.path.join(os.path.dirname(__file__), '..'))
    path = os.path.join(root, 'flatpak', APP_ID + '.json')
    try:
        with open(path, encoding='utf-8') as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        print(f'{path}: {e}')
        return 1

    check(manifest.get('app-id', manifest.get('id')) == APP_ID,
          f'app-id is {manifest.get("app-id")!r}, not {APP_ID!r}')
    check(manifest.get('command') == 'tablemate',
          f'command is {manifest.get("command")!r}, not "tablemate"')
    check(manifest.get('runtime') == 'org.gnome.Platform',
          f'runtime is {manifest.get("runtime")!r}, not "org.gnome.Platform"')
    check(manifest.get('sdk') == 'org.gnome.Sdk',
          f'sdk is {manifest.get("sdk")!r}, not "org.gnome.Sdk"')
    version = str(manifest.get('runtime-version', ''))
    check(version.isdigit() and int(version) >= 43,
          f'runtime-version {version!r}: GNOME 43 or later is needed (GTK 4.8, libadwaita 1.2)')

    finish = manifest.get('finish-args', [])
    for arg in finish:
        check(arg in ALLOWED_FINISH_ARGS, f'finish-args: {arg} is not needed by Tablemate')
        check(not arg.startswith(('--filesystem', '--share=network')),
              f'finish-args: {arg}: no file system or network access')
    for needed in ('--share=ipc', '--socket=wayland', '--socket=fallback-x11'):
        check(needed in finish, f'finish-args: {needed} is missing')

    modules = manifest.get('modules', [])
    names = [m.get('name') if isinstance(m, dict) else m for m in modules]
    check(names == ['tablemate'], f'modules are {names}, expected exactly ["tablemate"]')
    for m in modules:
        if isinstance(m, dict) and m.get('name') == 'tablemate':
            check(m.get('buildsystem') == 'meson',
                  f'module tablemate: buildsystem is {m.get("buildsystem")!r}, not "meson"')
            sources = m.get('sources', [])
            check(any(s.get('type') == 'dir' and
                      os.path.normpath(os.path.join(root, 'flatpak', s.get('path', ''))) == root
                      for s in sources if isinstance(s, dict)),
                  'module tablemate: needs a "dir" source whose path is ".." (the source tree)')

    if errors:
        for e in errors:
            print(f'{os.path.relpath(path, root)}: {e}')
        return 1
    print(f'{os.path.relpath(path, root)}: app-id, command, runtime, permissions and modules are right.')

    builder = shutil.which('flatpak-builder')
    if builder is None:
        print('flatpak-builder is not installed: --show-manifest check skipped.')
        return 0
    tmp = tempfile.mkdtemp(prefix='tablemate-flatpak-')
    try:
        env = dict(os.environ, G_DEBUG='fatal-warnings')
        r = subprocess.run([builder, '--show-manifest', path], cwd=tmp, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if r.returncode != 0:
            print('flatpak-builder --show-manifest failed:')
            print(r.stdout)
            return 1
        print('flatpak-builder --show-manifest accepts the manifest.')
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == '__main__':
    sys.exit(main())
