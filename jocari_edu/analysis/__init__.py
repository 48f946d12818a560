"""Simulations, exact probabilities and statistics over the game protocol."""

from __future__ import annotations

from importlib import import_module


def exact_chances(game) -> tuple[float, float, float] | None:
    """Each side's exact chance from this position ``(first, draw, second)``.

    Available where the game is pure chance and small enough to solve exactly
    (Doze canes); None for the others.
    """
    try:  # a game's own analysis module, found by its name (analysis/<game>.py), if it has one
        module = import_module(f"{__name__}.{game.name}")
    except ModuleNotFoundError:
        return None
    solve = getattr(module, "win_probabilities", None)
    return None if solve is None else tuple(float(p) for p in solve(game, exact=False))


# the review of a game and the win chances it is made of: ``jocari_edu.analysis.review(record_or_game)``
from .chances import Chances, move_chances, win_chances  # noqa: E402
from .review import review  # noqa: E402  (the function: its module is jocari_edu.analysis.review)

__all__ = ["Chances", "exact_chances", "move_chances", "review", "win_chances"]
