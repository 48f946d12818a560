"""Computer players, written against the game protocol only.

``PLAYERS`` maps a name to a class made with a seed, ``PLAYERS[name](seed)``,
whose ``choose(game)`` returns a legal move: ``random`` and ``greedy`` (the
first two opponents, kept as references) and the four levels a pupil
chooses from, ``debutant``, ``moyen``, ``fort``, ``expert`` (their French
and English names in ``LEVELS``).  ``suggest(game, level)`` says what a level
would play now, and why.
"""

from __future__ import annotations

from .base import GreedyPlayer, RandomPlayer
from .hint import Suggestion, UnknownLevelError, explain, suggest
from .levels import DEFAULT_LEVEL, LEVEL_PLAYERS, LEVELS, Level, LevelPlayer, MonteCarloPlayer

PLAYERS = {"random": RandomPlayer, "greedy": GreedyPlayer, **LEVEL_PLAYERS}
"""Every player a board or a simulation can name: ``PLAYERS[name](seed)``."""

EXTRA_PLAYERS = {"mcts": MonteCarloPlayer}
"""Players measured in the benchmarks but not offered on the boards."""


def make_player(name: str, seed: int = 0, **settings):
    """``PLAYERS[name](seed)``, with a level's budget settings (``seconds``, ``nodes``, ``deterministic``...)."""
    known = {**PLAYERS, **EXTRA_PLAYERS}
    if name not in known:
        names = ", ".join(known)
        raise UnknownLevelError(f"joueur inconnu « {name} » (joueurs : {names}) / unknown player {name!r} (players: {names})")
    cls = known[name]
    return cls(seed, **settings) if issubclass(cls, LevelPlayer) else cls(seed)


__all__ = [
    "DEFAULT_LEVEL", "EXTRA_PLAYERS", "LEVELS", "LEVEL_PLAYERS", "PLAYERS", "GreedyPlayer", "Level",
    "LevelPlayer", "MonteCarloPlayer", "RandomPlayer", "Suggestion", "UnknownLevelError", "explain",
    "make_player", "suggest",
]
