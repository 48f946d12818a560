"""Confidence intervals and Elo differences for counted games.

- :func:`wilson`: the Wilson score interval of a proportion (better than
  p ± z·√(p(1-p)/n) near 0 and 1, and never outside [0, 1]).
- :func:`score_interval`: a match score (a win 1, a draw ½) with its normal
  interval from the games' own variance; :func:`mean_interval`, the same for
  any measurements in [0, 1] (a pair of games on the same throws, for instance).
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
    return mean_interval([1.0] * wins + [0.5] * draws + [0.0] * losses, z)


def mean_interval(values: list[float], z: float = Z95) -> tuple[float, float]:
    """The normal interval of the mean of independent measurements in [0, 1] (clipped to [0, 1]).

    When every measurement is the same, the interval is Wilson's for that
    many successes (so that ten wins out of ten still leave room for doubt).
    """
    n = len(values)
    if n == 0:
        return (0.0, 1.0)
    m = sum(values) / n
    var = sum((v - m) ** 2 for v in values) / n
    if var == 0:
        return wilson(round(m * n), n, z)
    half = z * math.sqrt(var / n)
    return (max(0.0, m - half), min(1.0, m + half))


def counted_interval(counts: dict, z: float = Z95) -> tuple[float, float]:
    """:func:`mean_interval` of measurements given as ``{value: how many times}`` (memory: one entry a value)."""
    n = sum(counts.values())
    if n == 0:
        return (0.0, 1.0)
    m = sum(v * c for v, c in counts.items()) / n
    var = sum(c * (v - m) ** 2 for v, c in counts.items()) / n
    if var == 0:
        return wilson(round(m * n), n, z)
    half = z * math.sqrt(var / n)
    return (max(0.0, m - half), min(1.0, m + half))


def elo(s: float, cap: float = 800.0) -> float:
    """The Elo difference a score ``s`` implies, capped at ±``cap`` (a score of 0 or 1 has no finite one)."""
    if s <= 0:
        return -cap
    if s >= 1:
        return cap
    return max(-cap, min(cap, 400.0 * math.log10(s / (1 - s))))
