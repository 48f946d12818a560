"""Doze canes, exactly: who wins, how often, and after how many turns; and simulation to check it.

The exact solver lives with the rules, in :mod:`jocari_edu.games.doze_canes.exact`
(it plays through the game's kernel, and the perfect player, below the
analysis, asks it); its public names are given here too, for lessons:
:func:`solve`, :func:`win_probabilities`, :func:`values_of`,
:func:`start_values`, :func:`turn_distribution`, :func:`summary`,
:func:`transitions`, :func:`play_dice`, :func:`state`, :data:`THROWS`...
This module adds the check against seeded games played through the
teaching API (:func:`monte_carlo`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..games.doze_canes.exact import (
    EMPTY_HOUSE,
    State,
    Values,
    clear_cache,
    play_dice,
    solve,
    start_values,
    state,
    summary,
    transitions,
    turn_distribution,
    values_of,
    win_probabilities,
)
from ..games.doze_canes.rules import HOUSE_SIZE, THROWS

__all__ = [
    "EMPTY_HOUSE", "HOUSE_SIZE", "THROWS", "Z99", "Simulation", "State", "Values", "clear_cache", "monte_carlo",
    "play_dice", "solve", "start_values", "state", "summary", "transitions", "turn_distribution", "values_of",
    "win_probabilities",
]

Z99 = 2.5758293035489004  # two-sided 99% quantile of the normal distribution


# -- checking against simulation -----------------------------------------------


@dataclass
class Simulation:
    """Seeded games played through the rules: results and lengths in turns (throws)."""

    games: int
    white: int
    draws: int
    black: int
    turns: list

    def interval(self, p: float, z: float = Z99) -> tuple[float, float]:
        """Where the frequency of an event of probability ``p`` falls, at the confidence ``z`` gives."""
        half = z * (p * (1 - p) / self.games) ** 0.5
        return p - half, p + half


def monte_carlo(games: int, seed: int = 0, start: str | None = None) -> Simulation:
    """Play ``games`` seeded games through the game's own rules.

    ``start``: a position text to play from (default: a new game, whose
    house varies from game to game).  Turns are counted from the next throw.
    """
    from ..games.doze_canes import DozeCanes

    counts = [0, 0, 0]
    lengths = []
    for i in range(games):
        game = DozeCanes.from_position(start, seed=seed + i) if start else DozeCanes(seed=seed + i)
        throws = 0
        while not game.is_over:
            if game.phase == "house":
                game.play(f"Q{i % 4 + 1}")
            elif game.awaiting_throw:
                game.roll()
                throws += 1
            else:
                game.play(game.legal_moves()[0])
        winner = game.winner
        counts[1 if winner is None else 2 * winner] += 1
        lengths.append(throws)
    return Simulation(games, counts[0], counts[1], counts[2], lengths)
