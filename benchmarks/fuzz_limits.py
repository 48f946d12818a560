"""The costliest inputs up to the documented limits, per entry: CPU time and peak memory of the slowest shape.

    .venv/bin/python benchmarks/fuzz_limits.py [--timeout SECONDS] [--only ENTRY]

Each (entry, shape) runs in a child process of its own (a fresh interpreter, so
that one shape's memory does not count for the next), timed by the child's own
CPU clock (``time.process_time``), then once more under ``tracemalloc`` for its
peak of Python memory; a child past ``--timeout`` seconds of wall time is
stopped and reported as ``> timeout``.  The shapes are built at the sizes the
package documents as its limits (read from the code: a record's characters and
events, a link's characters), so the table says what the worst input allowed
costs; ``board messages`` reports the slowest single message of a board session
(what blocks the page) and the largest answer; the done criterion of #37 is
every row under 1 s of CPU and 50 MB.  Results are kept in
``benchmarks/fuzz_limits_results.md``.
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
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

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


def _long_game():
    """The longest of 100,000 seeded random games of Jéquier's Senet, the longest rule set
    (``benchmarks/longest_games.py``: game 16,810, 3,827 events)."""
    from longest_games import teaching_game

    from jocari_edu.analysis.lab import make_spec

    return teaching_game(make_spec("senet", "jequier", ("random", "random"), seed=0, swap=False), 16_810)


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

        def prepare():
            path = Path(os.environ.get("TMPDIR", "/tmp")) / f"fuzz-limits-{os.getpid()}.json"
            path.write_text(_record_shapes()[shape](), encoding="utf-8")
            return str(path)

        def run(path):
            import contextlib
            import io

            with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
                code = cli.main(["review", path])
            os.unlink(path)
            return f"exit {code}"

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
    "CLI review": lambda: _record_shapes(),
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

    prepare, run = _call(entry, shape)
    value = prepare()
    if memory:
        tracemalloc.start()
    start = time.process_time()
    outcome = run(value)
    cpu = time.process_time() - start
    peak = tracemalloc.get_traced_memory()[1] if memory else None
    print(json.dumps({"cpu": cpu, "peak": peak, "outcome": outcome}))


def measure(entry: str, shape: str, timeout: float) -> dict:
    found = {}
    for memory in (False, True):
        args = [sys.executable, __file__, "--child", entry, shape] + (["--memory"] if memory else [])
        try:
            out = subprocess.run(args, capture_output=True, text=True, timeout=timeout, cwd=ROOT)
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


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--timeout", type=float, default=60.0)
    p.add_argument("--only", default=None, help="one entry")
    p.add_argument("--shapes", default=None, help="only the shapes whose name holds this text")
    p.add_argument("--child", nargs=2)
    p.add_argument("--memory", action="store_true")
    args = p.parse_args()
    if args.child:
        child(*args.child, args.memory)
        return 0
    chars, events, link_chars, link_bytes = _limits()
    print(f"limits: record {chars:,} characters, {events:,} events; link {link_chars:,} characters, "
          f"{link_bytes:,} bytes unpacked\n")
    print("| entry | shape | outcome | CPU s | peak MB |\n|---|---|---|---:|---:|")
    worst_rows = []
    for entry, shapes in ENTRIES.items():
        if args.only and entry != args.only:
            continue
        worst = None
        for shape in shapes():
            if args.shapes and args.shapes not in shape:
                continue
            r = measure(entry, shape, args.timeout)
            cpu = "—" if r["cpu"] is None else f"{r['cpu']:.3f}"
            peak = "—" if r["peak"] is None else f"{r['peak'] / 1e6:.1f}"
            print(f"| {entry} | {shape} | {r['outcome']} | {cpu} | {peak} |", flush=True)
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
