"""Marelle: how random games end, and the speed of the rule variants.

Every figure goes through the public protocol (``random_game``: roll,
legal_moves, play), like ``bench.py``; a ply is one placement, move, take, pass
or the draw for the first player.
"""

from __future__ import annotations

import time
from collections import Counter

from jocari_edu.analysis.simulate import random_game

GAMES = 1000


def endings(rule_set: str, options=None) -> str:
    kinds, plies = Counter(), 0
    for seed in range(GAMES):
        game = random_game("marelle", rule_set, seed=seed, options=options)
        out = game.outcome
        kinds[out.kind if out.winner is None else f"{out.kind}/{'WB'[out.winner]}"] += 1
        plies += len(game.history)
    shares = ", ".join(f"{k} {100 * n / GAMES:.1f}%" for k, n in sorted(kinds.items()))
    return f"{shares}; {plies / GAMES:.0f} plies/game"


def plies_per_second(rule_set: str, options=None, seconds: float = 1.0) -> str:
    plies, seed, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        plies += len(random_game("marelle", rule_set, seed=seed, options=options).history)
        seed += 1
    return f"{plies / (time.perf_counter() - start):,.0f} plies/s"


VARIANTS = [
    ("breyer", None),
    ("modern", None),
    ("breyer", {"flying": False}),
    ("modern", {"blocked": "passes"}),
    ("modern", {"repetition": 0, "quiet_moves": 200}),
]


def rows() -> list[tuple[str, str]]:
    out = []
    for rule_set, options in VARIANTS:
        label = rule_set + (" " + " ".join(f"{k}={v}" for k, v in options.items()) if options else "")
        out.append((f"{label}: endings ({GAMES} games)", endings(rule_set, options)))
        out.append((f"{label}: speed", plies_per_second(rule_set, options)))
    return out


if __name__ == "__main__":
    for label, figure in rows():
        print(f"{label:<60}{figure}")
