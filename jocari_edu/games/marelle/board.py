"""The Marelle board and its moves: 24 points, 16 lines, actions as ints.

Points are named as in the Nine Men's Morris literature: a 7 x 7 grid with
files ``a``-``g`` from left to right and ranks ``1``-``7`` from bottom to top,
of which only 24 cells are points (see the package docstring's drawing).

Internally a point is ``8 * ring + k``: ring 0 is the outer square, 2 the
inner one, and ``k`` runs anticlockwise from the bottom-left corner (even
``k``: corners, odd ``k``: middles of the sides).  A side's pieces are a
24-bit mask, so that neighbours and mills are a few bit operations.

An action is ``p`` (place on point ``p``), ``24 + p`` (take the piece on
``p``), ``48 + 24 * src + dst`` (a step or a flight) or ``624`` (the pass);
``ACTION_MOVES[action]`` is its move object, whose ``str`` is the notation.
"""

from __future__ import annotations

from typing import NamedTuple

PIECES = 9
FULL = (1 << 24) - 1
FILES = "abcdefg"

# -- the board ------------------------------------------------------------------

# Corners and middles of one square, anticlockwise from its bottom-left corner,
# in units of the square's half side.
_STEPS_AROUND = ((0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1))


def _xy(point: int) -> tuple[int, int]:
    ring, k = divmod(point, 8)
    u, v = _STEPS_AROUND[k]
    half = 3 - ring
    return ring + u * half, ring + v * half


XY = tuple(_xy(p) for p in range(24))
NAMES = tuple(FILES[x] + str(y + 1) for x, y in XY)
INDEX = {name: p for p, name in enumerate(NAMES)}
BIT = tuple(1 << p for p in range(24))
TEXT_ORDER = tuple(sorted(range(24), key=lambda p: NAMES[p]))  # a1, a4, a7, b2, ... g7


def joined(mask: int) -> tuple[int, int, int, int]:
    """The points joined by a line to ``mask``'s points, one mask per way: k + 1 on the same square, k - 1 on
    the same square, one square out, one square in (from a middle).  Each moves ``mask``'s points one for one,
    so that a count of the points of one of them counts pairs of joined points."""
    return (
        ((mask << 1) & 0xFEFEFE) | ((mask >> 7) & 0x010101),  # k + 1 on the same square
        ((mask >> 1) & 0x7F7F7F) | ((mask << 7) & 0x808080),  # k - 1 on the same square
        (mask & 0x00AAAA) << 8,  # middles: one square out
        (mask & 0xAAAA00) >> 8,  # middles: one square in
    )


def around(mask: int) -> int:
    """Every point joined by a line to a point of ``mask``."""
    up, down, out, inward = joined(mask)
    return up | down | out | inward


ADJ = tuple(around(b) for b in BIT)


def _mills() -> tuple[int, ...]:
    sides = [BIT[8 * r + k] | BIT[8 * r + k + 1] | BIT[8 * r + (k + 2) % 8] for r in range(3) for k in (0, 2, 4, 6)]
    spokes = [BIT[k] | BIT[8 + k] | BIT[16 + k] for k in (1, 3, 5, 7)]
    return tuple(sides + spokes)


MILLS = _mills()  # the 16 lines of three points
MILLS_AT = tuple(tuple(m for m in MILLS if m & b) for b in BIT)  # the two lines through a point


def points_of(mask: int) -> list[int]:
    """The points of ``mask``, in index order."""
    return [p for p in range(24) if mask >> p & 1]


def mill_name(line: int) -> str:
    """``a1-d1-g1``: a line's three points in coordinate order."""
    return "-".join(sorted(NAMES[p] for p in points_of(line)))


MILL_BY_NAME = {mill_name(m): m for m in MILLS}


# -- moves ------------------------------------------------------------------------

PLACE, MOVE, TAKE, PASS = "place", "move", "take", "pass"


class MarelleMove(NamedTuple):
    """A placement, a move (step or flight), a take or a pass.

    ``src`` is the point a moving piece leaves (-1 otherwise); ``dst`` is the
    point a piece is placed on, moves to or is taken from (-1 for a pass).
    """

    kind: str
    src: int
    dst: int

    def __str__(self) -> str:
        if self.kind == PLACE:
            return NAMES[self.dst]
        if self.kind == MOVE:
            return f"{NAMES[self.src]}-{NAMES[self.dst]}"
        if self.kind == TAKE:
            return "x" + NAMES[self.dst]
        return "pass"


# Every move object exists once: the teaching API maps the kernel's actions to them.
PLACES = tuple(MarelleMove(PLACE, -1, p) for p in range(24))
TAKES = tuple(MarelleMove(TAKE, -1, p) for p in range(24))
MOVES = tuple(tuple(MarelleMove(MOVE, s, d) for d in range(24)) for s in range(24))
PASS_MOVE = MarelleMove(PASS, -1, -1)

# -- actions: the kernel's moves as ints -------------------------------------------

TAKE_BASE = 24  # action 24 + p: take the piece on p (action p: place on p)
MOVE_BASE = 48  # action 48 + 24 * src + dst: a step or a flight
PASS_ACTION = MOVE_BASE + 24 * 24
ACTION_MOVES = (*PLACES, *TAKES, *(m for row in MOVES for m in row), PASS_MOVE)  # action -> move
ACTION_OF = {move: a for a, move in enumerate(ACTION_MOVES)}
_FLIP = (0,) * MOVE_BASE + tuple(BIT[s] | BIT[d] for s in range(24) for d in range(24)) + (0,)
_SRC = (-1,) * MOVE_BASE + tuple(s for s in range(24) for d in range(24)) + (-1,)
_DST = (*range(24), *range(24), *(d for s in range(24) for d in range(24)), -1)


def _chunked(table) -> tuple:
    """For each byte of a mask, the table entries of its set bits."""
    return tuple(
        tuple(tuple(table[8 * c + i] for i in range(8) if v >> i & 1) for v in range(256)) for c in range(3)
    )


_PTS = _chunked(range(24))  # also the placements: action p places on p
_TAKE_ACTS = _chunked(range(TAKE_BASE, TAKE_BASE + 24))
_FLY_ACTS = tuple(_chunked(range(MOVE_BASE + 24 * s, MOVE_BASE + 24 * s + 24)) for s in range(24))


def _submasks(mask: int):
    sub = mask
    while True:
        yield sub
        if not sub:
            return
        sub = (sub - 1) & mask


def _smallest_key() -> int:
    """The smallest modulus that leaves every part of each point's neighbours its own remainder (29)."""
    parts = [list(_submasks(near)) for near in ADJ]
    key = 1
    while any(len({sub % key for sub in subs}) != len(subs) for subs in parts):
        key += 1
    return key


# _STEP_ACTS[s][targets % STEP_KEY]: the actions of the piece on s to ``targets`` (a part of ADJ[s]).  Every
# part of a point's neighbours leaves its own remainder modulo STEP_KEY: a tuple of STEP_KEY entries per point
# serves as the table, read faster than a dictionary (and its small index needs no new int object).
STEP_KEY = _smallest_key()


def _step_table(s: int) -> tuple:
    table: list = [()] * STEP_KEY
    for sub in _submasks(ADJ[s]):
        table[sub % STEP_KEY] = tuple(MOVE_BASE + 24 * s + d for d in points_of(sub))
    return tuple(table)


_STEP_ACTS = tuple(_step_table(s) for s in range(24))

# The steps by groups of four points (a half of a square: 8 * ring + 4 * half + 0..3), one table read a group rather
# than one a piece.  A group's steps depend on which of its points hold the mover's pieces and which of its points
# and their neighbours are free; ``code = own + free * FREE_FACTOR`` (the mover's pieces and the free points, as
# masks) holds both, and ``code & STEP_GROUP_MASKS[g]`` keeps what group g needs (4 + 8 bits, or 4 + 10 on the
# middle square, whose middles have two spokes).  Its remainder modulo STEP_GROUP_MODULI[g] indexes
# _STEP_GROUPS[g]: the steps of the group's pieces, by point then target, as the per-point tables list them.
# Each modulus is the smallest that leaves every neighbourhood with other steps its own entry, as
# smallest_step_modulus() finds it from the board's lines (a search of a few seconds, so its answers are kept here;
# tests/games/test_marelle.py checks that they are still its answers; `.venv/bin/python
# tools/marelle_step_moduli.py` prints them anew after a change of the board).
GROUP_POINTS = 4
STEP_GROUPS = 24 // GROUP_POINTS
FREE_FACTOR = 1 << 24  # code = own + free * FREE_FACTOR: the free points above the mover's 24 bits
STEP_GROUP_MODULI = (4600, 6213, 31775, 23775, 5327, 5529)


def step_neighbourhoods(g: int) -> tuple[int, list[tuple[int, tuple[int, ...]]]]:
    """Group g's mask on ``code``, and every ``code & mask`` with the steps of the group's pieces there."""
    points = range(GROUP_POINTS * g, GROUP_POINTS * g + GROUP_POINTS)
    group = near = 0
    for p in points:
        group |= BIT[p]
        near |= BIT[p] | ADJ[p]
    found = []
    for own in _submasks(group):
        sources = points_of(own)
        reach = 0
        for s in sources:
            reach |= ADJ[s]
        reach &= ~own
        others = [f * FREE_FACTOR for f in _submasks(near & ~own & ~reach)]  # free or not: the same steps
        for free in _submasks(reach):
            moves: tuple = ()
            for s in sources:
                moves += _STEP_ACTS[s][(ADJ[s] & free) % STEP_KEY]
            base = own + free * FREE_FACTOR
            found += [(base + f, moves) for f in others]
    return group | near * FREE_FACTOR, found


def _mixes(codes: list[tuple[int, int]], modulus: int) -> bool:
    """Do two of ``codes`` (code, kind of steps) with different kinds share their remainder modulo ``modulus``?"""
    seen: dict[int, int] = {}
    for code, kind in codes:
        if seen.setdefault(code % modulus, kind) != kind:
            return True
    return False


def smallest_step_modulus(g: int) -> int:
    """The smallest modulus that tells apart group g's neighbourhoods with other steps (STEP_GROUP_MODULI[g])."""
    _, found = step_neighbourhoods(g)
    kinds: dict = {}
    codes = [(code, kinds.setdefault(moves, len(kinds))) for code, moves in found]
    codes.sort(key=lambda c: c[0] * 2654435761 % 2**32)  # a fixed scattered order: most moduli fail early
    modulus = len(kinds)
    while _mixes(codes, modulus):
        modulus += 1
    return modulus


def _step_group(g: int, same: dict) -> tuple[int, tuple]:
    """Group g's mask on ``code`` and its table (tuples equal across groups kept once, in ``same``)."""
    mask, found = step_neighbourhoods(g)
    modulus = STEP_GROUP_MODULI[g]
    table: list = [None] * modulus
    for code, moves in found:
        moves = same.setdefault(moves, moves)
        k = code % modulus
        if table[k] is None:
            table[k] = moves
        elif table[k] is not moves:
            raise ValueError(f"STEP_GROUP_MODULI[{g}] = {modulus} mixes two neighbourhoods of group {g}: "
                             "tools/marelle_step_moduli.py finds the moduli anew")
    return mask, tuple(() if t is None else t for t in table)


_SAME: dict = {}
STEP_GROUP_MASKS, _STEP_GROUPS = zip(*(_step_group(g, _SAME) for g in range(STEP_GROUPS)), strict=True)
del _SAME


# The points of one square's byte that stand on a full side of it (the side from corner k: k, k+1, k+2).
_SIDES_FULL = tuple(
    (v & 0x07 == 0x07 and 0x07) | (v & 0x1C == 0x1C and 0x1C) | (v & 0x70 == 0x70 and 0x70) | (v & 0xC1 == 0xC1 and 0xC1)
    for v in range(256)
)
