"""Simulations, exact probabilities and statistics over the game protocol."""

from __future__ import annotations


def exact_chances(game) -> tuple[float, float, float] | None:
    """Each side's exact chance from this position ``(first, draw, second)``.

    Available where the game is pure chance and small enough to solve exactly
    (Doze canes); None for the others.
    """
    if game.name == "doze_canes":
        from .doze_canes import win_probabilities

        return tuple(float(p) for p in win_probabilities(game, exact=False))
    return None
