"""Benchmark: random games and plies per second, average length, per rule set.

Run: ``python benchmarks/bench.py`` (figures printed; medians of repeats).
Every game module present is measured.  Further figures (exact computations,
widgets, site build) come from ``benchmarks/extra_*.py`` modules, each with a
``rows()`` function returning ``(label, figure)`` pairs; ``--only`` filters
games and extras by name.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import pathlib
import platform
import statistics
import sys
import time

from jocari_edu.analysis.simulate import random_game
from jocari_edu.games import available, game_class


def bench_games(name: str, rule_set: str, seconds: float = 2.0, repeats: int = 5):
    """Games per second (median and best of ``repeats``), events per second
    (median), and the mean moves per game.

    Only the games are timed: counting their moves afterwards is not.  The
    best repeat says what the machine can do when its shared host leaves it
    alone; the median, what a user typically gets.
    """
    rates, ply_rates, lengths = [], [], []
    seed = 0
    for _ in range(repeats):
        games = plies = 0
        spent = 0.0
        while spent < seconds / repeats:
            start = time.perf_counter()
            game = random_game(name, rule_set, seed=seed)
            spent += time.perf_counter() - start
            seed += 1
            games += 1
            plies += len(game.history)
            lengths.append(sum(1 for e in game.history if e.kind == "move"))
        rates.append(games / spent)
        ply_rates.append(plies / spent)
    return statistics.median(rates), max(rates), statistics.median(ply_rates), statistics.mean(lengths)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="time per rule set")
    parser.add_argument("--only", default="", help="comma-separated game names")
    args = parser.parse_args()
    only = set(filter(None, args.only.split(",")))
    # Figures depend on the interpreter's build as much as on the code: say which one ran.
    print(f"Python {platform.python_version()} ({sys.executable} -> {os.path.realpath(sys.executable)})\n")
    print(f"{'game':<12}{'rule set':<14}{'games/s':>10}{'best':>8}{'events/s':>12}{'moves/game':>12}")
    for name in available():
        if only and name not in only:
            continue
        cls = game_class(name)
        for rule_set in cls.RULE_SETS:
            g, best, p, length = bench_games(name, rule_set, args.seconds)
            print(f"{name:<12}{rule_set:<14}{g:>10.0f}{best:>8.0f}{p:>12.0f}{length:>12.1f}")
    for path in sorted(pathlib.Path(__file__).parent.glob("extra_*.py")):
        name = path.stem.removeprefix("extra_")
        if only and name not in only:
            continue
        spec = importlib.util.spec_from_file_location(path.stem, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        print(f"\n{name}")
        for label, figure in module.rows():
            print(f"  {label:<52}{figure}" if label else f"  {figure}")


if __name__ == "__main__":
    main()
