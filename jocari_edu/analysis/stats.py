"""Confidence intervals and Elo differences for counted games.

- :func:`wilson`: the Wilson score interval of a proportion (better than
  p ± z·√(p(1-p)/n) near 0 and 1, and never outside [0, 1]).
- :func:`score_interval`: a match score (a win 1, a draw ½) with its normal
  interval from the games' own variance.
- :func:`elo`: the Elo difference that a score implies, 400·log10(s / (1 − s)).
"""

from __future__ import annotations

import math

Z95 = 1.959963984540054  # two-sided 95 % quantile of the normal distribution


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson interval of ``successes / n`` (``(0, 1)`` when n is 0)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def score(wins: int, draws: int, losses: int) -> float:
    n = wins + draws + losses
    return (wins + draws / 2) / n if n else 0.5


def score_interval(wins: int, draws: int, losses: int, z: float = Z95) -> tuple[float, float]:
    """The normal interval of a match score, from the variance of the games' points (1, ½, 0)."""
    n = wins + draws + losses
    if n == 0:
        return (0.0, 1.0)
    s = score(wins, draws, losses)
    var = (wins * (1 - s) ** 2 + draws * (0.5 - s) ** 2 + losses * s**2) / n
    if var == 0:  # every game the same result: fall back on Wilson's interval for the wins
        return wilson(wins + draws // 2, n, z)
    half = z * math.sqrt(var / n)
    return (max(0.0, s - half), min(1.0, s + half))


def elo(s: float, cap: float = 800.0) -> float:
    """The Elo difference a score ``s`` implies, capped at ±``cap`` (a score of 0 or 1 has no finite one)."""
    if s <= 0:
        return -cap
    if s >= 1:
        return cap
    return max(-cap, min(cap, 400.0 * math.log10(s / (1 - s))))
