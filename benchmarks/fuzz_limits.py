"""The costliest inputs up to the documented limits, per entry: CPU time and peak memory of the slowest shape.

    .venv/bin/python benchmarks/fuzz_limits.py [--timeout SECONDS] [--only ENTRY] [--shapes TEXT] [--before ROOT]

Each (entry, shape) runs in a child process of its own (a fresh interpreter, so
that one shape's memory does not count for the next), timed by the child's own
CPU clock (``time.process_time``), then once more under ``tracemalloc`` for its
peak of Python memory; a child past ``--timeout`` seconds of wall time is
stopped and reported as ``> timeout``.  The shapes are built at the sizes the
package documents as its limits (read from the code: a record's characters and
events, a link's characters), so the table says what the worst input allowed
costs; ``board messages`` reports the slowest single message of a board session
(what blocks the page) and the largest answer; the done criterion of #37 is
every row under 1 s of CPU and 50 MB.  ``CLI review`` also reviews the longest game of every rule set (the
longest of 100,000 seeded random games each, ``longest_games.py``), and prints them in a table of their own
(events, decisions, CPU, memory).  ``--before ROOT`` measures every row a second time with the package of
another checkout (``ROOT``, e.g. a worktree of the commit before a change: the same shapes, built by this
script) and prints both, before and after.  Results are kept in ``benchmarks/fuzz_limits_results.md``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# the package measured: this checkout's, or (--before) another's, named to the child by JOCARI_FUZZ_ROOT
PACKAGE = Path(os.environ.get("JOCARI_FUZZ_ROOT") or ROOT)
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(PACKAGE))

# -- the shapes: each returns the input, built from the limits of the package under test --------------------


def _limits():
    from jocari_edu import share
    from jocari_edu.core import limits

    return limits.MAX_RECORD_CHARS, limits.MAX_EVENTS, share.MAX_CHARS, share.MAX_BYTES


def _text(shape: str, size: int) -> str:
    """An adversarial JSON-ish text of ``size`` characters."""
    if shape == "escaped quotes":
        return '"' + '\\"' * ((size - 1) // 2)
    if shape == "escaped quotes, closed":
        return '"' + '\\"' * ((size - 2) // 2) + '"'
    if shape == "backslashes":
        return '"' + "\\\\" * ((size - 2) // 2) + '"'
    if shape == "open brackets":
        return "[" * size
    if shape == "brackets in a string":
        return '"' + "[{" * ((size - 2) // 2) + '"'
    if shape == "digits":
        return "1" * size
    if shape == "list of zeros":
        return "[" + "0," * ((size - 3) // 2) + "0]"
    if shape == "quotes":
        return '"' * size
    if shape == "whitespace":
        return " " * size
    raise KeyError(shape)


TEXT_SHAPES = ("escaped quotes", "escaped quotes, closed", "backslashes", "open brackets", "brackets in a string",
               "digits", "list of zeros", "quotes", "whitespace")


def _throw_only_game(events: int):
    """A legal record of throws only: Jacquet's opening throw, tied again and again (by hand)."""
    from jocari_edu.games import new_game

    g = new_game("jacquet", seed=1)
    for _ in range(events):
        g.roll(3)
    return g


def _long_game(name: str = "senet", rule_set: str = "jequier"):
    """The longest of 100,000 seeded random games of a rule set (``benchmarks/longest_games.py``); by default
    Jéquier's Senet, the longest of all (game 16,810, 3,827 events)."""
    from longest_games import LONGEST, teaching_game

    from jocari_edu.analysis.lab import make_spec

    spec = make_spec(name, rule_set, ("random", "random"), seed=0, swap=False)
    return teaching_game(spec, LONGEST[(name, rule_set)])


LONGEST_SHAPE = "longest game, "  # + "game rule set": the CLI review's shapes, one a rule set


def _longest_shapes() -> dict:
    """The longest game of every rule set, as a record's text."""
    from longest_games import LONGEST

    return {f"{LONGEST_SHAPE}{name} {rule_set}": (lambda n=name, r=rule_set: _long_game(n, r).to_json())
            for name, rule_set in LONGEST}


def _record_shapes() -> dict:
    """Every record-text shape at a record's limit, and the two legal ones."""
    chars, events, _, _ = _limits()
    shapes = {s: (lambda s=s: _text(s, chars)) for s in TEXT_SHAPES}
    shapes["legal, throws only (max events)"] = lambda: _throw_only_game(events).to_json()
    shapes["legal, longest measured game"] = lambda: _long_game().to_json()
    return shapes


def _link_of_text(text: str) -> str:
    import base64
    import zlib

    packed = base64.urlsafe_b64encode(zlib.compress(text.encode(), 9)).decode().rstrip("=")
    return "1." + packed


def _link_shapes() -> dict:
    chars, events, link_chars, link_bytes = _limits()
    from jocari_edu.share import to_link

    shapes = {f"packs {s}": (lambda s=s: _link_of_text(_text(s, link_bytes))) for s in TEXT_SHAPES}
    shapes["base64 garbage (max chars)"] = lambda: "1." + "A" * (link_chars - 2)
    shapes["percent signs (max chars)"] = lambda: "%" * link_chars
    shapes["zip bomb (zeros)"] = lambda: _link_of_text("0" * (64 * link_bytes))
    shapes["legal, throws only (max events)"] = lambda: to_link(_throw_only_game(events))
    shapes["legal, longest measured game"] = lambda: to_link(_long_game())
    return shapes


# -- the entries ---------------------------------------------------------------------------------------------


def _call(entry: str, shape: str):
    """``(prepare, run)``: the input is built by ``prepare`` (not measured), ``run(input)`` is measured."""
    if entry == "load_record":
        from jocari_edu.games import load_record

        return _record_shapes()[shape], lambda text: _refused(load_record, text)
    if entry == "share link":
        from jocari_edu.share import read_link

        return _link_shapes()[shape], lambda link: _refused(read_link, link)
    if entry == "Board.load":
        from jocari_edu.widgets.board import Board

        board = Board("senet")
        return _record_shapes()[shape], lambda text: _refused(board.load, text)
    if entry == "CLI review":
        from jocari_edu import cli

        said = {}

        def prepare():
            path = Path(os.environ.get("TMPDIR", "/tmp")) / f"fuzz-limits-{os.getpid()}.json"
            text = {**_record_shapes(), **_longest_shapes()}[shape]()
            path.write_text(text, encoding="utf-8")
            if shape.startswith(LONGEST_SHAPE):  # its events and decisions, counted here (not measured)
                from jocari_edu.analysis.review import _at_start, _decision_count
                from jocari_edu.games import load_record

                game = load_record(text)
                count = _decision_count(_at_start(game), list(game.history))
                while True:
                    try:
                        next(count)
                    except StopIteration as done:
                        said.update(events=len(game.history), decisions=done.value)
                        break
            return str(path)

        def run(path):
            import contextlib
            import io

            with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
                code = cli.main(["review", path])
            os.unlink(path)
            return {"exit": code, **said} if said else f"exit {code}"

        return prepare, run
    if entry == "board messages":
        return _board_session(shape)
    raise KeyError(entry)


def _board_session(shape: str):
    """A "Jouer" board opened on a link, then « Analyse » carried to its end: the slowest message is measured."""
    from jocari_edu.widgets.live import open_board

    def prepare():
        return _link_shapes()[shape]()

    def run(link):
        spec = {"mode": "play", "game": "jacquet" if "throws only" in shape else "senet", "rule_set": None,
                "opponent": None, "link": None, "pages": {}}
        board = open_board(json.dumps(spec))
        slowest, largest, count = 0.0, 0, 0
        messages = [{"type": "link", "fragment": link}, {"type": "analysis", "action": "open"}]
        while messages:
            message = messages.pop(0)
            start = time.process_time()
            answer = board.handle_json(json.dumps(message))
            slowest = max(slowest, time.process_time() - start)
            largest = max(largest, len(answer))
            count += 1
            analysis = json.loads(answer)["view"].get("analysis")
            if analysis and analysis["state"] == "running" and count < 100_000:
                messages.append({"type": "analysis", "action": "step"})
        return {"messages": count, "slowest message s": round(slowest, 3), "largest answer B": largest}

    return prepare, run


ENTRIES = {
    "load_record": lambda: _record_shapes(),
    "share link": lambda: _link_shapes(),
    "Board.load": lambda: _record_shapes(),
    "board messages": lambda: {k: v for k, v in _link_shapes().items()},
    "CLI review": lambda: {**_record_shapes(), **_longest_shapes()},
}


def _refused(fn, value) -> str:
    try:
        done = fn(value)
    except Exception as err:  # noqa: BLE001 - the outcome is what is reported
        return type(err).__name__
    return "refused (False)" if done is False else "accepted"


def child(entry: str, shape: str, memory: bool) -> None:
    """Run one (entry, shape) in this process and print one JSON line."""
    import tracemalloc

    import jocari_edu  # the package measured, before longest_games.py puts this checkout first on the path

    assert Path(jocari_edu.__file__).resolve().is_relative_to(PACKAGE.resolve()), jocari_edu.__file__
    prepare, run = _call(entry, shape)
    value = prepare()
    if memory:
        tracemalloc.start()
    start = time.process_time()
    outcome = run(value)
    cpu = time.process_time() - start
    peak = tracemalloc.get_traced_memory()[1] if memory else None
    print(json.dumps({"cpu": cpu, "peak": peak, "outcome": outcome}))


def measure(entry: str, shape: str, timeout: float, package: Path | None = None) -> dict:
    """One row: CPU s and peak memory of (entry, shape), in children that import ``package``'s jocari_edu."""
    found = {}
    env = dict(os.environ, JOCARI_FUZZ_ROOT=str(package or ROOT))
    for memory in (False, True):
        args = [sys.executable, __file__, "--child", entry, shape] + (["--memory"] if memory else [])
        try:
            out = subprocess.run(args, capture_output=True, text=True, timeout=timeout, cwd=package or ROOT,
                                 env=env)
        except subprocess.TimeoutExpired:
            found.setdefault("cpu", None)
            found["peak"] = None
            found.setdefault("outcome", f"> {timeout:.0f} s wall, stopped")
            break
        if out.returncode:
            found.update(cpu=None, peak=None, outcome="crashed: " + (out.stderr.strip().splitlines() or ["?"])[-1][:80])
            break
        data = json.loads(out.stdout.strip().splitlines()[-1])
        if memory:
            found["peak"] = data["peak"]
        else:
            found.update(cpu=data["cpu"], outcome=data["outcome"])
    return found


def _cells(r: dict) -> tuple[str, str]:
    return ("—" if r["cpu"] is None else f"{r['cpu']:.3f}", "—" if r["peak"] is None else f"{r['peak'] / 1e6:.1f}")


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--timeout", type=float, default=60.0)
    p.add_argument("--only", default=None, help="one entry")
    p.add_argument("--shapes", default=None, help="only the shapes whose name holds this text")
    p.add_argument("--before", default=None, help="another checkout's root: each row measured with it too")
    p.add_argument("--child", nargs=2)
    p.add_argument("--memory", action="store_true")
    args = p.parse_args()
    if args.child:
        child(*args.child, args.memory)
        return 0
    before = Path(args.before).resolve() if args.before else None
    chars, events, link_chars, link_bytes = _limits()
    print(f"limits: record {chars:,} characters, {events:,} events; link {link_chars:,} characters, "
          f"{link_bytes:,} bytes unpacked\n")
    if before:
        print(f"before: the package of {before}; after: this checkout's ({ROOT})\n")
        print("| entry | shape | outcome | before: CPU s | before: peak MB | CPU s | peak MB |\n"
              "|---|---|---|---:|---:|---:|---:|")
    else:
        print("| entry | shape | outcome | CPU s | peak MB |\n|---|---|---|---:|---:|")
    worst_rows, longest = [], []
    for entry, shapes in ENTRIES.items():
        if args.only and entry != args.only:
            continue
        worst = None
        for shape in shapes():
            if args.shapes and args.shapes not in shape:
                continue
            old = measure(entry, shape, args.timeout, before) if before else None
            r = measure(entry, shape, args.timeout)
            cpu, peak = _cells(r)
            was = " | ".join(_cells(old)) + " | " if old else ""
            print(f"| {entry} | {shape} | {r['outcome']} | {was}{cpu} | {peak} |", flush=True)
            if shape.startswith(LONGEST_SHAPE):
                longest.append((shape[len(LONGEST_SHAPE):], r, old))
            # a board session is many messages: what blocks the page is its slowest one
            message = r["outcome"].get("slowest message s") if isinstance(r["outcome"], dict) else None
            if message is not None:
                cpu = f"{message:.3f} (a message; the session {cpu})"
            key = float("inf") if r["cpu"] is None else message if message is not None else r["cpu"]
            if worst is None or key > worst[0]:
                worst = (key, shape, cpu, peak, r["outcome"])
        if worst:
            worst_rows.append((entry, *worst[1:]))
    print("\nThe slowest shape per entry:\n\n| entry | slowest shape | CPU s | peak MB | outcome |\n|---|---|---:|---:|---|")
    for entry, shape, cpu, peak, outcome in worst_rows:
        print(f"| {entry} | {shape} | {cpu} | {peak} | {outcome} |")
    if longest:
        print("\n`jocari review` of the longest game of each rule set:\n")
        head = "| rule set | events | decisions | " + ("before: CPU s | before: MB | " if before else "")
        print(head + "CPU s | MB |\n|---|---:|---:|" + ("---:|---:|" if before else "") + "---:|---:|")
        for name, r, old in longest:
            said = r["outcome"] if isinstance(r["outcome"], dict) else {}
            was = " | ".join(_cells(old)) + " | " if old else ""
            events, decisions = (f"{said[k]:,}" if k in said else "?" for k in ("events", "decisions"))
            print(f"| {name} | {events} | {decisions} | {was}"
                  f"{' | '.join(_cells(r))} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
