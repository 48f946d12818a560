"""A tiny seeded random generator whose whole state is one integer.

Why not :mod:`random`: undoing a throw must restore the generator, and a
record must replay to the same draws on every Python (Pyodide included).
SplitMix64 gives both with a state that costs nothing to save.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (bias below 2**-50 for small n).

        SplitMix64's step and mix, scaled to ``n`` by a multiply and shift.
        """
        # (the mask written as a literal, one name: a throw calls this once or twice, and each global
        # lookup and extra name cost ~15 % of it)
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        s = (s ^ s >> 30) * 0xBF58476D1CE4E5B9 & 0xFFFFFFFFFFFFFFFF
        s = (s ^ s >> 27) * 0x94D049BB133111EB & 0xFFFFFFFFFFFFFFFF
        return (s ^ s >> 31) * n >> 64

    def bits(self, k: int) -> int:
        """``k`` random bits (``1 <= k <= 31``): the very number that ``below(2 ** k)`` draws, for less work.

        ``below(2 ** k)`` keeps the top ``k`` bits of the last mix ``s ^ s >> 31``; for ``k <= 31`` these are
        the top ``k`` bits of ``s`` itself (``s >> 31`` has none so high), so the last mix is skipped.
        """
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        s = (s ^ s >> 30) * 0xBF58476D1CE4E5B9 & 0xFFFFFFFFFFFFFFFF
        return ((s ^ s >> 27) * 0x94D049BB133111EB & 0xFFFFFFFFFFFFFFFF) >> 64 - k
