"""Senet's rule tables: how an action is written, what a move's effects and refusals are, and each rule set's data
prepared once for play (:class:`Tables`), so that the kernel (:mod:`.rules`) only looks them up.

Part of the kernel's group (``rules.py`` and its ``rules_*.py``), compiled with it by mypyc where a compiler
exists (tools/compile_kernels.py): the kernel then reads these tables natively.
"""

from __future__ import annotations

from fractions import Fraction
from types import MappingProxyType
from typing import Any, Final, NamedTuple

from .rule_sets import (
    BEAR_OFFS,
    CHANCES,
    EMPTY,
    ENDINGS,
    ENTERINGS,
    MOVING_BACKS,
    OFF,
    OPENINGS,
    RULE_SETS,
    SQUARES,
    TURNS,
    WATER_LANDINGS,
    SenetRules,
    plain_destination,
)


class SenetMove(NamedTuple):
    """A move ``src -> dst``; ``dst == OFF`` bears off, ``(0, 0)`` is a pass."""

    src: int
    dst: int

    def __str__(self) -> str:
        if self.src == 0:  # Piccione: ``in-1`` enters a pawn from the hand
            return f"in-{self.dst}" if self.dst else "pass"
        return f"{self.src}-{'off' if self.dst == OFF else self.dst or 'in'}"

    @property
    def is_pass(self) -> bool:
        return self.src == 0 and self.dst == 0


PASS = SenetMove(0, 0)
PASS_ACTION: Final = 0
# Every move object is built once; move generation only looks them up.
_MOVE = [[SenetMove(src, dst) for dst in range(OFF + 1)] for src in range(OFF + 1)]
# An action is 32 * src + dst (dst 31: off), 0 the pass; ACTION_MOVES[action] is its move.
ACTION_MOVES = tuple(PASS if a == 0 else _MOVE[a >> 5][a & 31] for a in range(32 * (OFF + 1)))


def action_text(action: int) -> str:
    """An action in the game's notation: ``"12-15"``, ``"27-off"``, ``"pass"``."""
    return str(ACTION_MOVES[action])


# Four sticks, each showing its light face with probability 1/2: the number
# of light faces is binomial(4, 1/2), i.e. 4, 6, 4, 1 and 1 chances in 16.
_STICK_WAYS = {1: 4, 2: 6, 3: 4, 4: 1, 0: 1}


destination = plain_destination  # where a throw takes a pawn forward, on the standard and Jéquier tracks


def _moved(squares: tuple, src: int, to: int) -> tuple:
    """``squares`` with the pawn on ``src`` now on ``to`` (OFF: borne off), in track order."""
    pawns = list(squares)
    if to == OFF:
        pawns.remove(src)
    else:
        pawns[pawns.index(src)] = to
        pawns.sort()
    return tuple(pawns)


# -- effects and refusals, built once (a move only looks them up) -------------------------------------------

# Final and typed: C statics when compiled by mypyc (no module dictionary look-up, no generic indexing)
_Effects = tuple[tuple[tuple[Any, ...], ...], ...]  # [src][dst] -> the effect
_ADVANCE: Final[_Effects] = tuple(tuple(("advance", s, d) for d in range(OFF + 1)) for s in range(OFF + 1))
_BACK: Final[_Effects] = tuple(tuple(("back", s, d) for d in range(OFF + 1)) for s in range(OFF + 1))
_SWAP: Final[_Effects] = tuple(tuple(("swap", s, d) for d in range(OFF + 1)) for s in range(OFF + 1))
_SWAP_BACK: Final[_Effects] = tuple(tuple(("swap_back", s, d) for d in range(OFF + 1)) for s in range(OFF + 1))
# onto an empty square, and onto an opposing pawn that swaps places: back or forwards by the direction
_STEP: Final[_Effects] = tuple(tuple((_BACK if d < s else _ADVANCE)[s][d] for d in range(OFF + 1))
                               for s in range(OFF + 1))
_ONTO: Final[_Effects] = tuple(tuple((_SWAP_BACK if d < s else _SWAP)[s][d] for d in range(OFF + 1))
                               for s in range(OFF + 1))
_OFF: Final[tuple[tuple[Any, ...], ...]] = tuple(("off", s) for s in range(OFF + 1))
_PASS: Final[tuple[Any, ...]] = ("pass",)
_EXTRA: Final[tuple[tuple[Any, ...], ...]] = tuple(("extra_throw", t) for t in range(7))
_LOST: Final[tuple[tuple[Any, ...], ...]] = tuple(("throw_lost", t) for t in range(7))

# The refusals the generator meets most (a pawn of one's own, a protected pawn), built once rather than at each
# pawn a generator tries; their values are read-only (MappingProxyType), so that sharing them is safe.
_Refusals = tuple[tuple[Any, ...], ...]  # [square] -> (message code, values)
_OWN_PAWN: Final[_Refusals] = tuple(("own_pawn", MappingProxyType({"sq": q})) for q in range(OFF + 1))
_PROTECTED_SQUARE: Final[_Refusals] = tuple(("protected_square", MappingProxyType({"sq": q})) for q in range(OFF + 1))
_PAIR_BEHIND: Final[_Refusals] = tuple(("protected_pair", MappingProxyType({"sq": q, "by": q - 1}))
                                       for q in range(OFF + 1))
_PAIR_AHEAD: Final[_Refusals] = tuple(("protected_pair", MappingProxyType({"sq": q, "by": q + 1}))
                                      for q in range(OFF + 1))
NO_BOUND: Final = (0, 0)  # no pawn of either side bound to move first
NO_TURN: Final = (0, 0, 0)  # Piccione's split turn: (points used, direction, extra throws owed)
DRAW: Final = 2  # the kernel's ``winner`` of a drawn game (Bell): the game is over, nobody won


# -- a rule set's tables ----------------------------------------------------------------------------------


class Tables:
    """A rule set's data ready for play (one per rule set): its hooks resolved, its per-square and per-throw
    tables computed, so that a move looks up what the data says."""

    __slots__ = ("data", "name", "pieces", "water", "land", "protected", "neighbour", "block", "backward", "bear",
                 "uses_home", "home_from", "opening", "forced", "stick_throws", "throws", "start_board",
                 "swapped_board", "dests", "hold", "hold_exit", "hold_square", "hold_back", "back_last",
                 "back_attacks", "send_to", "lose_protection", "off_check", "capture", "vacate", "leave_first",
                 "last_pawn_off", "extra_pass", "steps", "enter_throw", "enter_square", "again", "extra_square")

    def __init__(self, data: SenetRules) -> None:
        self.data = data
        self.name = data.name
        self.pieces = data.pieces
        landing = WATER_LANDINGS[data.water_landing]
        falls = landing.land is not None or landing.to_hand
        self.water = data.water_square if falls else 0  # the square a pawn falls from at once
        # the landing's procedures (None: no such landing, and then never called): Any, for mypy
        self.land: Any = landing.land
        self.hold = 0 if falls else data.water_square  # the square where a pawn is held (Kendall)
        self.hold_back: Any = landing.back_to
        self.hold_exit, self.hold_square = landing.exit_throw, landing.back_square
        # per square (0-31): is it a protected square?  (an index, typed for mypyc: no set look-up per attack)
        self.protected: tuple[bool, ...] = tuple(sq in data.protected_squares for sq in range(OFF + 1))
        self.neighbour = data.protection_by_neighbour
        self.block = data.blocking
        back = MOVING_BACKS[data.moving_back]
        self.backward, self.back_last, self.back_attacks = back.allowed, back.last_from, back.attacks
        self.send_to: tuple[int, ...] = tuple(data.attacked_to.get(sq, 0) for sq in range(OFF + 1))
        self.lose_protection = data.protection_lost_in_water
        self.again: tuple[bool, ...] = tuple(t in data.extra_throws for t in range(7))  # per throw: extra_throws?
        # per square (0-31): does landing there earn another throw (Piccione's extra_squares)?
        self.extra_square: tuple[bool, ...] = tuple(sq in data.extra_squares for sq in range(OFF + 1))
        self.extra_pass = data.extra_after_pass
        self.bear = BEAR_OFFS[data.bear_off]
        self.uses_home, self.home_from = self.bear.needs_home, self.bear.home_from
        self.off_check = self.bear.check
        # where each throw takes each square's pawn, home or not (forward_destination)
        self.dests: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
            tuple(tuple(self.bear.destination(src, throw, home) for src in range(SQUARES + 1)) for throw in range(7))
            for home in (False, True))
        self.opening = OPENINGS[data.opening]
        forced = self.opening.forced
        self.forced = None if forced is None else 32 * forced[0] + forced[1]
        self.capture, self.vacate = data.capture, data.vacate_first
        # per square (0-31): must a pawn there move first (Bell's marked squares, vacate_first)?
        self.leave_first: tuple[bool, ...] = tuple(sq in data.vacate_first for sq in range(OFF + 1))
        self.last_pawn_off = ENDINGS[data.ending].last_pawn_off
        # Piccione's turn (step by step, pawns entering from the hand): its functions, at the end of this module
        self.steps: bool = TURNS[data.turn].split
        entering = ENTERINGS[data.entering]
        self.enter_throw, self.enter_square = entering.throw, entering.square
        if CHANCES[data.chance].die:  # a four-sided die: each of the 16 draws names a face, 4 draws a face
            self.stick_throws = tuple((1 + k % 4,) for k in range(16))
            self.throws = tuple(((v,), Fraction(1, 4)) for v in (1, 2, 3, 4))
        else:
            values = data.throw_values
            # The throw for each of the 16 ways four sticks can fall (one bit per stick).
            self.stick_throws = tuple((values[k.bit_count()],) for k in range(16))
            ways: dict = {}
            for light, w in _STICK_WAYS.items():
                ways[values[light]] = ways.get(values[light], 0) + w
            self.throws = tuple(sorted(((v,), Fraction(w, 16)) for v, w in ways.items()))
        white, black = data.start
        self.start_board = _board(white, black)
        self.swapped_board = _board(black, white)  # the first 1 of a throw-for-one opening takes Black's squares


def _board(white, black) -> tuple:
    cells = [EMPTY] * (SQUARES + 1)
    for sq in white:
        cells[sq] = 0
    for sq in black:
        cells[sq] = 1
    return tuple(cells)


_TABLES: dict[str, Tables] = {}


def tables(name: str) -> Tables:
    """The tables of the registered rule set ``name`` (made once)."""
    found = _TABLES.get(name)
    if found is None or found.data is not RULE_SETS[name]:
        found = _TABLES[name] = Tables(RULE_SETS[name])
    return found
