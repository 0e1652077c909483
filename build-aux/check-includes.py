#!/usr/bin/env python3
"""check-includes.py SOURCE_ROOT — every file under src/ includes the
libraries it uses, without the precompiled headers' help.

The two libraries are compiled with a precompiled header (src/pch/): the
compiler reads GLib, GIO, json-glib, GTK and libadwaita before each of
their files, so a file that uses GTK and forgets <gtk/gtk.h> or
<adwaita.h> still compiles there, and fails in a build without them
(`-Db_pch=false`, a compiler without support, a file moved into a program
of its own).  For each .c and .h file this follows its "..." includes
inside src/ and reports a library the file names (functions, types,
macros: comments and strings left out) that neither it nor any header it
reaches includes.  Prints one line per problem and exits 1 when there is
any.
"""
import os
import re
import sys

QUOTED = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
SYSTEM = re.compile(r'^\s*#\s*include\s+<([^>]+)>', re.M)
COMMENT_OR_STRING = re.compile(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'',
                               re.S)

# What a library's names look like, and the system headers that bring it
# (each of them includes the ones below it: adwaita.h includes gtk/gtk.h,
# which includes gio/gio.h; json-glib includes gio/gio.h).
LIBRARIES = [
    ('libadwaita', re.compile(r'\b(?:adw_\w+|Adw[A-Z]\w*|ADW_\w+)'),
     {'adwaita.h'}),
    ('GTK', re.compile(r'\b(?:gtk_\w+|Gtk[A-Z]\w*|GTK_\w+|gdk_\w+|Gdk[A-Z]\w*|GDK_\w+'
                       r'|gsk_\w+|Gsk[A-Z]\w*|graphene_\w+)'),
     {'adwaita.h', 'gtk/gtk.h'}),
    ('json-glib', re.compile(r'\b(?:json_\w+|Json[A-Z]\w*|JSON_\w+)'),
     {'json-glib/json-glib.h'}),
    # (g_file_test(), g_file_get_contents() and GFileError are GLib's.)
    ('GIO', re.compile(r'\b(?:g_file_(?!test\b|get_contents\b|set_contents|error_|open_tmp\b|read_link\b)\w+'
                       r'|GFile\b|GFile(?:Info|Enumerator|Monitor|InputStream|OutputStream|IOStream'
                       r'|QueryInfoFlags|CreateFlags|CopyFlags)\b|g_settings_\w+|GSettings\w*|g_task_\w+|GTask\b'
                       r'|GCancellable|g_cancellable_\w+|GListModel|g_list_model_\w+'
                       r'|GListStore|g_list_store_\w+|G_IO_\w+|GApplication\w*|g_application_\w+'
                       r'|GSimpleAction\w*|g_simple_action_\w+|GMenu\w*|g_menu_\w+'
                       r'|GInputStream|GOutputStream|g_(?:input|output)_stream_\w+)'),
     {'adwaita.h', 'gtk/gtk.h', 'gio/gio.h', 'json-glib/json-glib.h'}),
]


def resolve(src_dir, including, target):
    """The file a "..." include names, as the build's include paths find
    it (the including file's folder, then src/), or None (generated)."""
    for base in (os.path.dirname(including), src_dir):
        path = os.path.normpath(os.path.join(base, target))
        if os.path.isfile(path):
            return path
    return None


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else '.'
    src_dir = os.path.normpath(os.path.join(root, 'src'))
    pch_dir = os.path.join(src_dir, 'pch')
    texts = {}
    for dirpath, _, files in os.walk(src_dir):
        if os.path.commonpath([dirpath, pch_dir]) == pch_dir:
            continue
        for name in files:
            if name.endswith(('.c', '.h')):
                path = os.path.normpath(os.path.join(dirpath, name))
                with open(path, encoding='utf-8') as f:
                    texts[path] = f.read()

    # What each file includes itself: its quoted files and system headers.
    quoted = {}
    system = {}
    for path, text in texts.items():
        quoted[path] = [p for p in (resolve(src_dir, path, t) for t in QUOTED.findall(text))
                        if p is not None and p in texts]
        system[path] = set(SYSTEM.findall(text))

    reached_cache = {}

    def reached(path):
        """The system headers @path includes, itself or through ours."""
        if path in reached_cache:
            return reached_cache[path]
        reached_cache[path] = set()         # an include loop ends here
        found = set(system[path])
        for other in quoted[path]:
            found |= reached(other)
        reached_cache[path] = found
        return found

    problems = []
    for path in sorted(texts):
        code = COMMENT_OR_STRING.sub(' ', texts[path])
        headers = reached(path)
        for library, names, brought_by in LIBRARIES:
            match = names.search(code)
            if match and not headers & brought_by:
                problems.append('%s: uses %s (%s) but includes none of %s'
                                % (os.path.relpath(path, root), library, match.group(0),
                                   ', '.join('<%s>' % h for h in sorted(brought_by))))
    for p in problems:
        print(p)
    print('%d files, %d include problems' % (len(texts), len(problems)))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
