"""Jacquet's tables: the board's numbers, how an action and a move are written, the packed words a side is kept
in, and the per-action and per-die tables the kernel (:mod:`.rules`) looks up instead of computing.

Part of the kernel's group (``rules.py`` and its ``rules_*.py``), compiled with it by mypyc where a compiler
exists (tools/compile_kernels.py): the kernel then reads these tables natively.
"""

from __future__ import annotations

from typing import Any, Final, NamedTuple

POINTS: Final = 24
OFF: Final = 25  # a move's destination when bearing off; also the index of borne-off checkers in a view
LAST: Final = 19  # first point of the last quarter
CHECKERS: Final = 15
PHASES: Final = ("opening", "throw", "move", "over")


def to_abs(player: int, point: int) -> int:
    """White's number of ``player``'s point (and back: the map is its own inverse)."""
    return point if player == 0 else (point + 11) % POINTS + 1


# ABS[player][q]: White's number of player's point q (index 0 unused)
ABS: Final[tuple[tuple[int, ...], ...]] = tuple(tuple(to_abs(p, q) if q else 0 for q in range(POINTS + 1)) for p in (0, 1))


def quarter(point: int) -> int:
    """1 for points 1-6 (the talon's quarter) ... 4 for the last quarter 19-24."""
    return (point - 1) // 6 + 1


class JacquetMove(NamedTuple):
    """One checker moved by one die, in the mover's numbering; ``PASS`` is (0, 0, 0)."""

    src: int
    dst: int  # OFF (25) to bear off
    die: int

    def __str__(self) -> str:
        if self.src == 0:
            return "pass"
        if self.dst != OFF:
            return f"{self.src}-{self.dst}"
        return f"{self.src}-off" if self.die == OFF - self.src else f"{self.src}-off/{self.die}"

    @property
    def is_pass(self) -> bool:
        return self.src == 0


PASS = JacquetMove(0, 0, 0)


def _removed(dice: tuple, die: int) -> tuple | None:
    if die not in dice:
        return None
    i = dice.index(die)
    return dice[:i] + dice[i + 1:]


# _WITHOUT[dice][die]: the dice left once ``die`` is played (None if it is not among them), for the dice of
# every throw and what remains of them: a look-up where the forced-play analysis would otherwise search and
# slice the tuple at each step (other dice are added by ``_dice_rows``)
_WITHOUT: Final[dict[tuple[int, ...], tuple[Any, ...]]] = {}


def _dice_rows(dice: tuple[int, ...]) -> None:
    """Add ``dice`` and every tuple left of it to :data:`_WITHOUT`."""
    if dice and dice not in _WITHOUT:
        row = _WITHOUT[dice] = tuple(_removed(dice, d) for d in range(7))
        for left in set(row) - {None}:
            _dice_rows(left)


for _a in range(1, 7):
    for _b in range(1, _a + 1):
        _dice_rows((_a,) * 4 if _a == _b else (_a, _b))


def _without(dice: tuple[int, ...], die: int) -> tuple[int, ...]:
    """The dice left once ``die`` (one of ``dice``) is played."""
    return _WITHOUT[dice][die]


def _sum_stops(dice: tuple, src: int, dst: int) -> list[tuple[int, ...]]:
    """The stops (``dst`` included) of each order of the dice whose running sum lands on ``dst``, two dice or more."""
    orders = [dice] if dice[0] == dice[-1] else [dice, dice[::-1]]
    found = []
    for order in orders:
        stops, at = [], src
        for d in order:
            at += d
            stops.append(at)
            if at == dst and len(stops) > 1:
                found.append(tuple(stops))
    return found


# -- the kernel: a side as ints, its low and high words and held (see the module docstring) ---------------------

PASS_ACTION: Final = 0
HIGH: Final = 13  # the first point of a side's high word
SPLIT: Final = 4 * HIGH  # ``packed >> SPLIT`` is the high word
LOW_MASK: Final = (1 << SPLIT) - 1  # ``packed & LOW_MASK`` is the low word


def words_of(packed: int) -> tuple[int, int]:
    """A side's ``(low, high)`` words from its ``packed`` (see the module docstring)."""
    return packed & LOW_MASK, packed >> SPLIT


def packed_of(low: int, high: int) -> int:
    """A side's ``packed`` from its ``low`` and ``high`` words."""
    return high << SPLIT | low


# _NIBBLE[q]: one checker on point q in its word (the low word below HIGH, else the high one); _COUNT[q]: its four bits
_NIBBLE: Final[tuple[int, ...]] = tuple(1 << 4 * (q - HIGH if q >= HIGH else q) for q in range(OFF + 1))
_COUNT: Final[tuple[int, ...]] = tuple(15 * n for n in _NIBBLE)
# the talon's four bits (in the low word), and their value with fourteen checkers there: ``low & _TALON`` is one
# operation where ``low >> 4 & 15`` is two
_TALON: Final = 15 << 4
_FOURTEEN: Final = (CHECKERS - 1) << 4
_OUTSIDE: Final[int] = sum(1 << q for q in range(1, LAST))  # points 1-18: not yet in the last quarter
# _ROOM[d]: the points a die d can leave without reaching the exit
_ROOM: Final[tuple[int, ...]] = tuple(sum(1 << q for q in range(1, OFF - d)) for d in range(7))


def _step_dst(action: int) -> int:
    """Where the step ``action`` takes its checker (``OFF`` when it bears off); 0 for no step."""
    src, die = action & 31, action >> 5
    return min(src + die, OFF) if 1 <= src <= POINTS and 1 <= die <= 6 else 0


def _word_delta(action: int, word: int) -> int:
    """What the step ``action`` adds to the mover's low (``word`` 0) or high (1) word."""
    src, dst = action & 31, _step_dst(action)
    if not dst:
        return 0
    return (_NIBBLE[dst] if (dst >= HIGH) == word else 0) - (_NIBBLE[src] if (src >= HIGH) == word else 0)


# for each action, what the step adds to the mover's low and high words (a checker off its source, onto its
# destination: they may lie in different words) and the bit it sets in ``held`` (none when it bears off):
# :func:`words_after` reads them
_DELTA_LOW: Final[tuple[int, ...]] = tuple(_word_delta(a, 0) for a in range(224))
_DELTA_HIGH: Final[tuple[int, ...]] = tuple(_word_delta(a, 1) for a in range(224))
_ARRIVAL: Final[tuple[int, ...]] = tuple(1 << _step_dst(a) if 0 < _step_dst(a) < OFF else 0 for a in range(224))


def _mover(action: int) -> JacquetMove:
    src, die = action & 31, action >> 5
    return JacquetMove(src, min(src + die, OFF), die)


ACTION_MOVES = (PASS, *(_mover(a) if 1 <= a & 31 <= POINTS and 1 <= a >> 5 <= 6 else None for a in range(1, 224)))


def action_of(move: JacquetMove) -> int:
    """The kernel's action for a move (the pass: 0)."""
    return 32 * move.die + move.src


_CHUNKS: Final = ((0, 9), (9, 8), (17, 8))  # (first bit, bits) of a mask of points 0-24 (sources), in three parts


def _chunked(values) -> tuple:
    """For each part of a mask (:data:`_CHUNKS`), ``values[bit]`` of its set bits, in bit order."""
    return tuple(tuple(tuple(values[first + i] for i in range(bits) if v >> i & 1) for v in range(1 << bits))
                 for first, bits in _CHUNKS)


# _STEP_ACTIONS[die]: the actions of that die from the sources in each part of a mask: single_steps picks them
# (three parts, so two concatenations a die)
_STEP_ACTIONS: Final[tuple[tuple[tuple[tuple[int, ...], ...], ...], ...]] = tuple(_chunked([32 * d + q for q in range(32)]) for d in range(7))
