"""« Mode entraînement » (jocari_edu.widgets.tutor): the extra delay the tutor adds to a pupil's move.

For each game (one rule set each, and Senet's Kendall rules), seeded games between two « moyen » (counting nodes:
the same games on any machine); at each of White's decisions (the pupil's), the tutor's check of the turn White
plays is run to its end (:func:`~jocari_edu.widgets.tutor.judged_turn`, what a board runs before playing or
holding the move): its time (the extra delay per move), its longest piece (how long one message of the page's
worker runs at most), and how often it warns (« coûteux », « grave ») or would run past the hint's budget
(0.5 s at « moyen »: the move then goes through unjudged).  Measured

- on CPython, the rules kernels pure (``JOCARI_KERNELS=pure``) and compiled (mypyc, where built), each in its own
  process;
- in the browser: the same code in a "Jouer" page's own Python (Pyodide in its worker, Debian's Chromium), on a
  built site (``python benchmarks/extra_tutor.py --site SITE``; build it with ``mkdocs build -d SITE``).

    .venv/bin/python benchmarks/extra_tutor.py [--games N] [--site SITE [--browser-only]]

Medians and 95th percentiles over every decision; a benchmark, not a timed test.
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
SPECS = (("senet", "standard"), ("senet", "kendall"), ("marelle", "modern"), ("jacquet", "breyer"),
         ("doze_canes", "alfonso"))

# run as is on CPython and in the page's worker (Pyodide): the delays in ms, the longest pieces, the warnings
CODE = """
import json, time
from jocari_edu import new_game
from jocari_edu.players import make_player
from jocari_edu.players.base import turn_over
from jocari_edu.widgets.tutor import hint_seconds, judged_turn
import jocari_edu.analysis.confirm, jocari_edu.analysis.review  # as a board imports them when the tutor is switched on

def tutor_delays(specs, games):
    found = {}
    for name, rule_set in specs:
        budget = hint_seconds(name, "moyen")
        rows = found[f"{name}/{rule_set}"] = {"ms": [], "piece": [], "costly": 0, "grave": 0, "late": 0,
                                              "ways": 0}
        for seed in range(games):
            g = new_game(name, rule_set, seed=seed)
            players = [make_player("moyen", seed * 2 + k, deterministic=True) for k in (0, 1)]
            for _ in range(2000):
                if g.is_over:
                    break
                if g.awaiting_throw:
                    g.roll()
                    continue
                mover = g.to_play
                turn = []
                while True:  # the mover's whole turn, as its player plays it
                    turn.append(players[mover].choose(g))
                    g.play(turn[-1])
                    if turn_over(g, mover):
                        break
                if mover != 0:
                    continue
                for _ in turn:
                    g.undo()
                steps, piece = judged_turn(g, tuple(turn)), 0.0
                start = last = time.perf_counter()
                while True:
                    try:
                        next(steps)
                    except StopIteration as done:
                        result = done.value
                        break
                    finally:
                        now = time.perf_counter()
                        piece, last = max(piece, now - last), now
                spent = time.perf_counter() - start
                rows["ms"].append(1000 * spent)
                rows["piece"].append(1000 * piece)
                rows["late"] += spent > budget
                if result is not None:
                    rows[result[0]] += 1
                for move in turn:
                    g.play(move)
    return found
"""


def _cpython(kernels: str, games: int) -> dict:
    """:data:`CODE` in a process of its own, its kernels ``kernels`` (``pure`` or ``compiled``)."""
    env = dict(os.environ, JOCARI_KERNELS=kernels)
    script = CODE + f"\nprint(json.dumps(tutor_delays({SPECS!r}, {games})))\n"
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                         check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def _browser(site: pathlib.Path, games: int) -> dict:
    sys.path.insert(0, str(ROOT / "tools"))
    import harness

    with harness.static_server(site) as url, harness.chromium() as browser:
        context = browser.new_context(service_workers="block")
        page = context.new_page()
        page.goto(f"{url}/senet/jouer.html")
        harness.wake_board(page, page.locator(".jocari-live").first, timeout=300_000)
        code = CODE + f"\njson.dumps(tutor_delays({SPECS!r}, {games}))\n"
        found = page.evaluate("""async (code) => {
            const boot = document.querySelector("script[data-jocari-live]").src;
            const { runPython } = await import(new URL("live.js", boot).href);  // the page's own Python
            return runPython(code);
        }""", code)
        context.close()
    return json.loads(found)


def _p95(values: list) -> float:
    ordered = sorted(values)
    return ordered[int(0.95 * (len(ordered) - 1))]


def rows(found: dict, where: str) -> list[tuple[str, str]]:
    out = []
    for spec, r in found.items():
        n = len(r["ms"])
        if not n:
            continue
        out.append((f"tutor's check per move, {spec}, {where} (median / p95 / max ms)",
                    f"{statistics.median(r['ms']):.1f} / {_p95(r['ms']):.1f} / {max(r['ms']):.1f}; longest piece "
                    f"{max(r['piece']):.1f} ms; {n} decisions: {r['costly']} « coûteux », {r['grave']} « grave », "
                    f"{r['late']} past the hint's budget"))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="seeded games per rule set (default 4)")
    parser.add_argument("--site", type=pathlib.Path, help="a built site: measure in the browser too")
    parser.add_argument("--browser-only", action="store_true", help="with --site: the browser's figures alone")
    args = parser.parse_args()
    for kernels in () if args.browser_only else ("pure", "compiled"):
        for label, figure in rows(_cpython(kernels, args.games), f"CPython, {kernels} kernels"):
            print(f"{label}: {figure}", flush=True)
    if args.site:
        for label, figure in rows(_browser(args.site, args.games), "Pyodide in the page's worker"):
            print(f"{label}: {figure}", flush=True)


if __name__ == "__main__":
    main()
