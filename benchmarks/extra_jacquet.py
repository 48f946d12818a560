"""Jacquet figures beyond games/s: step generation, exact courier odds, how games end.

Run through ``python benchmarks/bench.py --only jacquet``.
"""

from __future__ import annotations

import time
from collections import Counter
from fractions import Fraction

from jocari_edu import game_class, new_game
from jocari_edu.analysis.simulate import random_game

GAMES = 300


def _courier_home_at_first_throw() -> Fraction:
    """Exact chance that the starter's first throw brings the courier home, by the rules themselves."""
    total = Fraction(0)
    opening = new_game("jacquet")
    opening.roll(4)
    opening.roll(2)
    for throw, p in opening.throw_outcomes():
        game = opening.copy()
        game.roll(*throw)
        while game.to_play == 0 and not game.awaiting_throw:
            game.play(game.legal_moves()[0])  # the courier has a single path: any legal sequence will do
        if game.courier(0) == 0:
            total += p
    return total


def _generation_speed() -> float:
    """Microseconds to generate the legal steps of a fresh position, over random games' positions."""
    positions = []
    for seed in range(20):
        game = random_game("jacquet", seed=seed)
        while game.history:
            if not game.awaiting_throw and not game.is_over:
                positions.append(game.position())
            game.undo()
    games = [game_class("jacquet").from_position(p) for p in positions]
    start = time.perf_counter()
    for game in games:
        game.legal_moves()
    return (time.perf_counter() - start) / len(games) * 1e6


def rows() -> list[tuple[str, str]]:
    ends = Counter()
    passes = steps = 0
    for seed in range(GAMES):
        game = random_game("jacquet", seed=seed)
        ends[game.outcome.kind] += 1
        moves = [e.value for e in game.history if e.kind == "move"]
        passes += sum(1 for m in moves if m.is_pass)
        steps += len(moves)
    kinds = ("simple", "double", "triple", "quadruple", "courier_blocked")  # Outcome.kind
    return [
        ("first throw brings the courier home (exact)", str(_courier_home_at_first_throw())),
        ("legal-step generation, fresh position (µs)", f"{_generation_speed():.0f}"),
        ("random games: 1/2/3/4-point wins, courier walled in", " / ".join(str(ends[k]) for k in kinds)
         + f" of {GAMES}"),
        ("random games: lost throws per game", f"{passes / GAMES:.1f}"),
        ("random games: steps per game", f"{steps / GAMES:.1f}"),
    ]


if __name__ == "__main__":
    for label, figure in rows():
        print(f"{label:<52}{figure}")
