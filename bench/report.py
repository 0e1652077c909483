#!/usr/bin/env python3
"""report.py — turn the benchmark's raw lines into the results table.

    report.py RESULTS.tsv [--write-results bench/RESULTS.md]

Reads the tab-separated lines that bench-rules, gui.sh and run.sh print
(`sample FIGURE SUBJECT VALUE UNIT`, `info KEY SUBJECT VALUE`,
`skip FIGURE SUBJECT REASON`), takes the median of each figure's samples,
pairs each figure with its reference measured in the same run, and prints
a Markdown table with the ratio and whether the target is met.  With
--write-results it also replaces the generated part of RESULTS.md (between
the bench-results markers; what is outside them is kept).
"""
import statistics
import sys
from collections import defaultdict

BEGIN = "<!-- bench-results:begin (written by bench/run.sh --write-results) -->"
END = "<!-- bench-results:end -->"


def read(path):
    samples = defaultdict(list)
    units = {}
    info = {}
    skips = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if parts[0] == "sample" and len(parts) >= 5:
                try:
                    value = float(parts[3])
                except ValueError:
                    continue
                samples[(parts[1], parts[2])].append(value)
                units[(parts[1], parts[2])] = parts[4]
            elif parts[0] == "info" and len(parts) >= 4:
                info[(parts[1], parts[2])] = parts[3]
            elif parts[0] == "skip" and len(parts) >= 4:
                skips[(parts[1], parts[2])] = parts[3]
    return samples, units, info, skips


class Report:
    def __init__(self, path):
        self.samples, self.units, self.info, self.skips = read(path)
        self.rows = []
        self.notes = []

    def median(self, figure, subject):
        values = self.samples.get((figure, subject))
        return statistics.median(values) if values else None

    def spread(self, figure, subject):
        values = self.samples.get((figure, subject))
        if not values:
            return ""
        if len(values) == 1:
            return "n=1"
        return f"n={len(values)}, {fmt(min(values))}–{fmt(max(values))}"

    def get(self, key, subject="-", default=None):
        return self.info.get((key, subject), default)

    def row(self, label, figure, subject, ref_subject=None, ref_figure=None,
            scale=1.0, unit=None, target=None, optional=False):
        """One table row.  target: (text, test(value, ref) -> bool) or None;
        an optional row is left out when it was not measured."""
        value = self.median(figure, subject)
        if value is None and optional:
            return
        ref = None
        if ref_subject is not None:
            ref = self.median(ref_figure or figure, ref_subject)
        unit = unit or self.units.get((figure, subject), "")
        if value is None:
            reason = self.skips.get((figure, subject)) or self.skips.get(("gui", subject)) \
                or "not measured"
            self.rows.append([label, "—", "—", "—", target[0] if target else "—",
                              f"skipped ({reason})"])
            return
        value *= scale
        if ref is not None:
            ref *= scale
        ratio = f"{value / ref:.2f}" if ref else "—"
        # The wall-clock twin of a CPU-time figure, shown beside it.
        wall = self.median(figure + ":wall", subject)
        wall_ref = self.median((ref_figure or figure) + ":wall", ref_subject) \
            if ref_subject is not None else None
        if target is None:
            met = "—"
        elif ref_subject is not None and ref is None:
            met = "skipped (no reference)"
        else:
            ok = target[1](value, ref)
            met = "met" if ok else "**not met**"
            if wall is not None and (ref_subject is None or wall_ref is not None):
                wall_ok = target[1](wall * scale, wall_ref * scale if wall_ref else None)
                if wall_ok != ok:
                    met += " (wall-clock: " + ("met" if wall_ok else "not met") + ")"
        value_text = f"{fmt(value)} {unit}".strip()
        if wall is not None:
            value_text += f" (wall {fmt(wall * scale)})"
        ref_text = f"{fmt(ref)} {unit}".strip() if ref is not None else \
            (f"skipped ({self.skips.get(('gui', ref_subject), 'not measured')})"
             if ref_subject is not None else "—")
        if ref is not None and wall_ref is not None:
            ref_text += f" (wall {fmt(wall_ref * scale)})"
        self.rows.append([label, value_text, ref_text, ratio,
                          target[0] if target else "—", met])

    def section(self, title):
        self.rows.append([f"**{title}**", "", "", "", "", ""])

    def table(self):
        head = ["Figure", "Tablemate (median)", "Reference (median)", "Ratio",
                "Target", "Met"]
        lines = ["| " + " | ".join(head) + " |",
                 "|" + "|".join(["---"] * len(head)) + "|"]
        for r in self.rows:
            lines.append("| " + " | ".join(r) + " |")
        return "\n".join(lines)


def fmt(x):
    if x is None:
        return "—"
    if x == 0:
        return "0"
    if abs(x) >= 1e6:
        return f"{x / 1e6:.2f} M"
    if abs(x) >= 1e4:
        return f"{x:,.0f}".replace(",", " ")
    if abs(x) >= 100:
        return f"{x:.0f}"
    if abs(x) >= 10:
        return f"{x:.1f}"
    return f"{x:.2f}"


def renderer_check(r, subject, want_gl):
    """'' when every start of @subject used the renderer it should, else why not."""
    values = r.samples.get(("gl-driver", subject))
    if not values:
        return ""
    wrong = sum(1 for v in values if (v == 1) != want_gl)
    if wrong == 0:
        return ""
    return (f"{wrong} of {len(values)} starts " +
            ("had no GL driver loaded (GTK fell back to cairo)" if want_gl
             else "had a GL driver loaded"))


def startup_rows(r, suffix, how, reps, resumed):
    """The start-up rows of one renderer (subjects tablemate{suffix}, …)."""
    tm, calc, resume = f"tablemate{suffix}", f"gnome-calculator{suffix}", \
        f"tablemate-resume{suffix}"
    r.section(f"Start-up under Xvfb {how} (reference: GNOME Calculator, same method, "
              f"{reps} starts each, interleaved)")
    for subject in (tm, calc, resume):
        wrong = renderer_check(r, subject, suffix == "-gl")
        if wrong:
            r.rows.append([f"Renderer of {subject}", "—", "—", "—", "as named above",
                           f"**not met**: {wrong}"])
    r.row("Start to first drawn frame", "startup-frame", tm, calc,
          unit="ms", target=("ratio ≤ 0.8", lambda v, ref: v <= 0.8 * ref))
    r.row("Start to window mapped", "startup-map", tm, calc, unit="ms")
    r.row("Start to the last frame of the opening animation (if any)", "startup-settled",
          tm, calc, unit="ms")
    r.row("CPU time to first frame (all threads)", "startup-cpu", tm, calc, unit="ms")
    r.row("Instructions to first frame (callgrind, one start; full runs)", "startup-ir",
          tm, calc, unit="instr", optional=True)
    r.row("Peak memory (VmHWM) after start-up", "peak-rss", tm, calc,
          scale=1 / 1024, unit="MiB",
          target=("ratio ≤ 0.8", lambda v, ref: v <= 0.8 * ref))
    r.row(f"Start to first frame, {resumed} resumed (--open)", "startup-frame",
          resume, calc, unit="ms", target=("ratio ≤ 0.9", lambda v, ref: v <= 0.9 * ref))
    r.row(f"CPU time to first frame, {resumed} resumed", "startup-cpu", resume, calc,
          unit="ms")
    r.row(f"Instructions to first frame, {resumed} resumed (callgrind)", "startup-ir",
          resume, calc, unit="instr", optional=True,
          target=("ratio ≤ 0.9", lambda v, ref: v <= 0.9 * ref))
    r.row(f"Start to the last frame of the opening animation, {resumed} resumed",
          "startup-settled", resume, calc, unit="ms")
    r.row(f"Peak memory, {resumed} resumed", "peak-rss", resume, calc,
          scale=1 / 1024, unit="MiB", target=("ratio ≤ 0.8", lambda v, ref: v <= 0.8 * ref))


def resumed_name(r, game):
    """'31-move children-of-the-sun game (whole game)': the record resumed."""
    moves = r.get("record-moves", game, r.get("record-moves", default="?"))
    finished = r.get("record-finished", game, r.get("record-finished", default="?"))
    return f"{moves}-move {game} game" + (" (whole game)" if finished == "yes" else "")


def more_resumed_rows(r, reps, first_game):
    """Full runs: a resumed game of each other game, without GL (subjects
    tablemate-resume-GAME), beside Calculator's starts of the same run."""
    calc = "gnome-calculator"
    measured = {s for (f, s) in r.samples if f in ("startup-frame", "startup-ir")}
    # In the order bench-rules wrote their records (the registry's).
    games = [g for (k, g) in r.info if k == "record-moves" and g != first_game
             and f"tablemate-resume-{g}" in measured]
    if not games:
        return
    r.section(f"Start-up under Xvfb without GL, a resumed game of each other game "
              f"(full runs; reference: GNOME Calculator, same method, {reps} starts each, "
              f"interleaved)")
    for game in games:
        resume, resumed = f"tablemate-resume-{game}", resumed_name(r, game)
        wrong = renderer_check(r, resume, False)
        if wrong:
            r.rows.append([f"Renderer of {resume}", "—", "—", "—", "as named above",
                           f"**not met**: {wrong}"])
        r.row(f"Start to first frame, {resumed} resumed (--open)", "startup-frame",
              resume, calc, unit="ms", target=("ratio ≤ 0.9", lambda v, ref: v <= 0.9 * ref))
        r.row(f"CPU time to first frame, {resumed} resumed", "startup-cpu", resume, calc,
              unit="ms")
        r.row(f"Instructions to first frame, {resumed} resumed (callgrind)", "startup-ir",
              resume, calc, unit="instr", optional=True,
              target=("ratio ≤ 0.9", lambda v, ref: v <= 0.9 * ref))
        r.row(f"Peak memory, {resumed} resumed", "peak-rss", resume, calc,
              scale=1 / 1024, unit="MiB", target=("ratio ≤ 0.8", lambda v, ref: v <= 0.8 * ref))


def build(path):
    r = Report(path)
    reps = r.get("gui-reps", default="?")
    calc = "gnome-calculator"

    game = r.get("record-game", default="?")
    resumed = resumed_name(r, game)
    for suffix, how in (("", "without GL: GDK_DEBUG=gl-disable, GTK's cairo renderer"),
                        ("-gl", "with GL: GTK's GL renderer on Mesa's llvmpipe, as on a "
                                "laptop without a GPU driver")):
        startup_rows(r, suffix, how, reps, resumed)
    more_resumed_rows(r, reps, game)
    n_hist = r.get("history-files", default="?")
    r.section(f"Start-up with {n_hist} finished games in the data folder (without GL)")
    r.row(f"Start to first frame with {n_hist} finished games in the data folder "
          f"(after a first start; reference: empty folder)", "startup-frame",
          "tablemate-history", "tablemate", unit="ms")
    r.row(f"Peak memory with {n_hist} finished games (reference: empty folder)",
          "peak-rss", "tablemate-history", "tablemate", scale=1 / 1024, unit="MiB")
    r.row(f"First start with {n_hist} finished games left in games/ (one start: "
          f"later starts find them moved)", "startup-frame", "tablemate-collect",
          "tablemate", unit="ms", optional=True)
    r.row(f"Peak memory of that first start", "peak-rss", "tablemate-collect", "tablemate",
          scale=1 / 1024, unit="MiB", optional=True)

    # In registry order (the order bench-rules printed them).
    games = [s for (k, s) in r.info if k == "players" and ("replay-game", s) in r.samples]
    for g in games:
        plain = f"{g}/plain"
        has_plain = (("replay-game", plain) in r.samples)
        ref = plain if has_plain else None
        ref_name = "plain-data rules" if has_plain else "none"
        mpg = r.get("moves-per-game", g, "?")
        mm = r.get("moves-min-max", g, "?")
        players = r.get("players", g, "?")
        n_games = r.get("games", g, "?")
        undo_n = r.get("undo-moves", g, "?")
        r.section(f"Rules: {g} ({players} players; {n_games} random legal games of "
                  f"{mm} moves, mean {mpg}; reference: {ref_name}; CPU time, "
                  f"wall-clock in brackets)")
        r.row("Replay of a whole game (tm_record_replay)", "replay-game", g, ref, unit="µs",
              target=("< 100 µs", lambda v, _r: v < 100))  # issue #27
        r.row(f"Replay of the longest of them ({r.get('moves-min-max', g, '?').split('–')[-1]} "
              f"moves)", "replay-longest", g, unit="µs", optional=True,
              target=("< 100 µs", lambda v, _r: v < 100))  # issue #27: every game
        r.row("Replayed moves per second", "replay-rate", g, ref, unit="moves/s")
        r.row(f"Legal-move lists per second ({r.get('legal-per-position', g, '?')} moves "
              f"per list)", "legal-rate", g, ref, unit="lists/s")
        why = ""
        if undo_n.isdigit() and int(undo_n) < 200:
            why = " (no random game reached 200 moves: the longest one)"
        r.row(f"Undo: replay of {int(undo_n) - 1 if undo_n.isdigit() else '?'} of "
              f"{undo_n} moves{why}", "undo", g, ref, unit="µs")
        r.row("Undo as the app does it (replay + atomic save with fsync; wall-clock)",
              "undo-save:wall", g, unit="µs")
        r.row(f"Advisor query, mean over the positions (tablemate-cli advise's query; "
              f"slowest: {r.get('advise-slowest-ms', g, '?')} ms, "
              f"{r.get('advise-slowest-phase', g, '?')} phase)", "advise", g, unit="µs",
              target=("< 100 ms", lambda v, _r: v < 100000), optional=True)
        if ("advise-outlook", g) in r.samples:
            r.row(f"Advisor: can we still win? (Tsuki no Utena's outlook on "
                  f"{r.get('advise-outlook-positions', g, '?')} positions of random games with "
                  f"the whole box known; {r.get('advise-outlook-finished', g, '?')} finished "
                  f"their horizon; slowest: {r.get('advise-outlook-slowest-ms', g, '?')} ms)",
                  "advise-outlook", g, unit="µs",
                  target=("< 100 ms", lambda v, _r: v < 100000), optional=True)
        r.row("Instructions per replayed move (callgrind, whole games)", "ir-replay-move", g,
              ref, unit="instr", optional=True)
        r.row("Instructions per legal-move list (callgrind)", "ir-legal", g, ref,
              unit="instr", optional=True)
        r.row("Instructions per undo (callgrind)", "ir-undo", g, ref, unit="instr", optional=True)
    for (f, s), reason in sorted(r.skips.items()):
        if f == "rules":
            r.section(f"Rules: {s}")
            r.rows.append(["All rules figures", "—", "—", "—", "< 1 ms", f"skipped ({reason})"])

    r.section(f"History ({n_hist} finished games as record files, warm page cache; "
              f"CPU time, wall-clock in brackets)")
    if ("history-page", "tablemate-history") in r.samples:
        r.row(f"Opening the history page with {n_hist} games (win.show-history to its "
              f"first frame, in the app)", "history-page", "tablemate-history", unit="ms",
              target=("< 0.5 s", lambda v, _r: v < 500))
        r.row("CPU time of the app while opening it", "history-page-cpu",
              "tablemate-history", unit="ms")
        r.row(f"Opening it without an index (first frame: \"Reading Your Games\", the "
              f"games read in the background)", "history-page", "tablemate-history-unindexed",
              unit="ms", optional=True, target=("< 1 s", lambda v, _r: v < 1000))
        r.row("Peak memory after opening it (reference: empty folder, start page)",
              "peak-rss-history-page", "tablemate-history", "tablemate",
              ref_figure="peak-rss", scale=1 / 1024, unit="MiB")
    elif r.get("history-page", default="no") == "yes":
        reason = r.skips.get(("gui", "tablemate-history"),
                             "the page did not show: see gui-tablemate-history.log")
        r.rows.append(["Opening the history page", "—", "—", "—", "< 0.5 s",
                       f"skipped ({reason})"])
    else:
        r.rows.append(["Opening the history page", "—", "—", "—", "< 0.5 s",
                       "not measured: the window has no history page yet"])
    if r.get("history-feature", default="no") == "yes":
        entries = r.get("history-model-entries", default="?")
        r.row(f"History model alone (TmHistory load, {entries} entries) with its index",
              "history-model-indexed", "-", unit="ms",
              target=("< 1 s", lambda v, _r: v < 1000))
        r.row("History model without an index (reads, replays, writes the index)",
              "history-model-first", "-", unit="ms",
              target=("< 1 s", lambda v, _r: v < 1000))
    else:
        r.rows.append(["History model (TmHistory)", "—", "—", "—", "< 1 s",
                       "not measured: follows the history feature (not built yet)"])
    r.row("List the folder", "history-list", "-", unit="ms")
    r.row("Load every record (TmRecord): what an index must beat", "history-load", "-",
          unit="ms", target=("< 1 s", lambda v, _r: v < 1000))
    r.row("Load and replay every record (result of each game, no index)",
          "history-load-replay", "-", unit="ms", target=("< 1 s", lambda v, _r: v < 1000))
    r.row("Instructions per record, load (callgrind)", "ir-history-load", "-", unit="instr",
          optional=True)
    r.row("Instructions per record, load + replay (callgrind)", "ir-history-load-replay",
          "-", unit="instr", optional=True)
    return r


def header(r):
    g = r.get
    lines = [
        f"- Date: {g('date', default='?')}",
        f"- Command: `{g('command', default='?')}`",
        f"- Machine: {g('cpu', default='?')}, {g('cores', default='?')} cores, "
        f"{g('ram', default='?')} RAM; {g('os', default='?')}, kernel {g('kernel', default='?')}",
        f"- Load average (1/5/15 min) before: {g('load-before', default='?')}; "
        f"after: {g('load-after', default='?')}",
        f"- Build: {g('build', default='?')}; source: {g('source', default='?')}",
        f"- Mode: {g('mode', default='?')}; rules samples: {g('reps', default='?')} "
        f"× ≥ {g('min-ms', default='?')} ms each; start-up: {g('gui-reps', default='?')} "
        f"starts per program after one warm-up start",
        f"- Calculator: {g('calculator', default='?')}",
    ]
    return "\n".join(lines)


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    r = build(argv[1])
    text = header(r) + "\n\n" + r.table() + "\n"
    print(text)
    if len(argv) >= 4 and argv[2] == "--write-results":
        path = argv[3]
        try:
            with open(path, encoding="utf-8") as f:
                old = f.read()
        except FileNotFoundError:
            old = "# Benchmark results\n\n" + BEGIN + "\n" + END + "\n"
        if BEGIN in old and END in old:
            before = old[:old.index(BEGIN)]
            after = old[old.index(END) + len(END):]
        else:
            before, after = old.rstrip("\n") + "\n\n", "\n"
        with open(path, "w", encoding="utf-8") as f:
            f.write(before + BEGIN + "\n" + text + END + after)
        print(f"report: wrote {path}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
