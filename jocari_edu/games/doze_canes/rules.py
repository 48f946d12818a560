"""Doze canes' rules, each decided once: the die and its point, what a die does, the turn, the end.

The rules are pure functions on a point's content (:func:`point_of`,
:func:`die_of`, :func:`entry`, :func:`lost`, :func:`is_full`,
:func:`result`) and the kernel :class:`DozeCanesState`, which plays them on a
compact state.  Everything above (the teaching game, the exact solver, the
players, the pictures) asks these; none works a rule out again.

A point's content is one signed number, seen from White (player 0): 0 empty,
1 or 2 white pieces, -1 or -2 black pieces.  The house's six points are kept
in die order (``cells[d - 1]`` is the point the die ``d`` names).
"""

from __future__ import annotations

from fractions import Fraction
from typing import NamedTuple

from ...core.kernel import Kernel
from ...core.rule_sets import implements

POINTS = 24
HOUSE_SIZE = 6
QUARTERS = 4
PIECES = 12

CELL_CHARS = {0: ".", 1: "w", 2: "W", -1: "b", -2: "B"}
LOST = ("lost_own", "lost_opp")  # what a die naming a doubled point does (see entry)
ENTRIES = ("enter", "pair", "hit")  # what a die that enters a piece does

# The 21 throws of two dice, higher die first, with their probabilities.
THROWS = [((a, b), Fraction(1 if a == b else 2, 36)) for a in range(6, 0, -1) for b in range(a, 0, -1)]


class DozeMove(NamedTuple):
    """``kind`` "house" with the quarter (1-4), or "enter" with the point (1-24)."""

    kind: str
    value: int

    def __str__(self) -> str:
        return f"Q{self.value}" if self.kind == "house" else str(self.value)


def house_move(quarter: int) -> DozeMove:
    return DozeMove("house", quarter)


def enter_move(point: int) -> DozeMove:
    return DozeMove("enter", point)


def sign(player: int) -> int:
    """+1 for White (player 0), -1 for Black (player 1)."""
    return 1 - 2 * player


def first_point(quarter: int) -> int:
    return HOUSE_SIZE * (quarter - 1) + 1


def point_of(quarter: int, die: int) -> int:
    """The point of the tablier that ``die`` names in the house ``quarter``.

    Choice D2: the die counts the house's points from its lowest-numbered
    one, so in quarter 1 the die and the point number agree.
    """
    return first_point(quarter) + die - 1


# The die that names each point of each house: point_of read backwards (quarter -> point -> die).
_DIE_AT = {q: {point_of(q, d): d for d in range(1, HOUSE_SIZE + 1)} for q in range(1, QUARTERS + 1)}


def die_of(quarter: int, point: int) -> int | None:
    """The die that names ``point`` in the house ``quarter`` (:func:`point_of` backwards); None outside it."""
    return _DIE_AT[quarter].get(point) if quarter in _DIE_AT else None


def entry(cell: int, player: int) -> tuple[int, str]:
    """What one of ``player``'s dice does to the point it names.

    Returns the point's new content and the effect: "enter" (on an empty
    point), "pair" (onto one's own single piece), "hit" (the single opposing
    piece goes back to its owner's hand, the newcomer takes its place),
    "lost_opp" (the point is doubled by the opponent: the score is lost,
    Murray's reading) or "lost_own" (choice D3: two pieces a point at most,
    so one's own pair takes nothing more either).
    """
    s = sign(player)
    mine = cell * s
    if mine == 2:
        return cell, "lost_own"
    if mine == -2:
        return cell, "lost_opp"
    if mine == 1:
        return 2 * s, "pair"
    return s, "hit" if mine == -1 else "enter"


def lost(cell: int, player: int) -> str | None:
    """Choice D3: why a die of ``player`` naming a point holding ``cell`` is lost ("lost_opp", "lost_own"), or None."""
    effect = entry(cell, player)[1]
    return effect if effect in LOST else None


def is_full(cells) -> bool:
    """Choice D6: the game stops as soon as every point of the house holds a pair."""
    return cells.count(2) + cells.count(-2) == len(cells)


def held(cells, player: int) -> int:
    """How many points of the house ``player`` holds with a pair."""
    return sum(1 for c in cells if c == 2 * sign(player))


def result(cells) -> int | None:
    """The winner of a full house (more pairs), or None for three each (choice D6)."""
    white, black = held(cells, 0), held(cells, 1)
    return None if white == black else (0 if white > black else 1)


def in_hand(cells, player: int) -> int:
    """Pieces ``player`` has not on the board: they follow from the board."""
    s = sign(player)
    return PIECES - sum(c * s for c in cells if c * s > 0)


# -- actions: an int per move ------------------------------------------------------------------------

# An entry on point p is the action p - 1 (0-23), the house q the action POINTS + q - 1 (24-27).
ACTION_MOVES = (*(enter_move(p) for p in range(1, POINTS + 1)), *(house_move(q) for q in range(1, QUARTERS + 1)))
ACTION_OF = {move: a for a, move in enumerate(ACTION_MOVES)}
HOUSE_ACTIONS = tuple(range(POINTS, POINTS + QUARTERS))
_THROWS = tuple(THROWS)
_DRAWN = tuple(tuple(tuple(sorted((a, b), reverse=True)) for b in range(1, 7)) for a in range(1, 7))
_HOUSE_EFFECTS = {POINTS + q - 1: (("house", q),) for q in range(1, QUARTERS + 1)}
_RETURNS = {None: (0.0, 0.0), 0: (1.0, -1.0), 1: (-1.0, 1.0)}
# entry() and lost() for each player and content, looked up by the kernel: [player][cell] (cell -2 to 2)
_ENTRY = tuple({c: entry(c, p) for c in CELL_CHARS} for p in (0, 1))
_LOST = tuple({c: lost(c, p) for c in CELL_CHARS} for p in (0, 1))
# The action of the entry the die d names in the house q: _ENTRY_ACTION[q][d] (point_of(q, d) - 1; index 0 unused).
_ENTRY_ACTION = {q: (None, *(point_of(q, d) - 1 for d in range(1, HOUSE_SIZE + 1))) for q in range(1, QUARTERS + 1)}
# The effects of an entry, built once: [player][point][what] -> ((what, point, die, player),)
_ENTERED = tuple({point: {what: ((what, point, d, player),) for what in ENTRIES}
                  for q in range(1, QUARTERS + 1) for d in range(1, HOUSE_SIZE + 1) for point in (point_of(q, d),)}
                 for player in (0, 1))


class DozeCanesState(Kernel):
    """The kernel: Doze canes on a compact state, ints in and out (see :class:`~jocari_edu.core.kernel.Kernel`).

    ``quarter`` is the house (0 until chosen), ``cells`` its six contents in
    die order, ``phase`` "house", "throw", "move" or "over", ``throw`` the
    current (or last) throw and ``left`` its dice not yet played, in the
    throw's order (lost ones stay there), ``actions`` the legal actions
    (worked out once, when the throw or a move changes them).  An action is
    an entry on a point or the choice of a house (``ACTION_MOVES[action]``
    is its move).

    ``effects`` is what the last action did (a throw records nothing, so the
    last entry stays readable until the next one): ``("house", q)``; then for
    an entry ``(what, point, die, player)`` with ``what`` "enter", "pair" or
    "hit", followed by ``("lost", die, point)`` when the die left is lost and
    the turn passes, or by ``("won", player)`` / ``("draw",)`` when the house
    is full.
    """

    CONSTANTS = ()
    FIELDS = ("quarter", "cells", "player", "phase", "throw", "left", "actions", "effects")
    EFFECTS = {
        "house": ("quarter",),
        "enter": ("point", "die", "player"),
        "pair": ("point", "die", "player"),
        "hit": ("point", "die", "player"),
        "lost": ("die", "point"),
        "won": ("player",),
        "draw": (),
    }
    __slots__ = CONSTANTS + FIELDS
    # their types, for mypyc (tools/compile_kernels.py): Kernel checks that they are the slots
    quarter: int
    cells: tuple[int, ...]
    player: int
    phase: str
    throw: tuple[int, ...]
    left: tuple[int, ...]
    actions: tuple[int, ...]
    effects: tuple[tuple, ...]

    @classmethod
    def new(cls, rules=None, options: dict | None = None) -> DozeCanesState:
        """The empty tablier, White to choose the house (the one rule set has no option)."""
        return cls.place(0, (0,) * HOUSE_SIZE, 0, "house")

    @classmethod
    def place(cls, quarter: int, cells, player: int, phase: str, throw: tuple = (), left: tuple = ()) -> DozeCanesState:
        """A state in the given position (not checked: the position text and the solver check their own)."""
        state = cls()
        state.quarter, state.cells, state.player, state.phase = quarter, tuple(cells), player, phase
        state.throw, state.left, state.effects = tuple(throw), tuple(left), ()
        state.actions = state._entries() if phase == "move" else HOUSE_ACTIONS if phase == "house" else ()
        return state

    # -- chance -----------------------------------------------------------------------------------

    def current_player(self) -> int:
        return self.player

    def is_chance_node(self) -> bool:
        return self.phase == "throw"

    def chance_outcomes(self) -> tuple:
        """The 21 throws of two dice, higher die first, with their probabilities (when a throw is due)."""
        return _THROWS if self.phase == "throw" else ()

    def sample_throw(self, rng) -> tuple:
        """Two dice drawn from ``rng``, higher first, as the teaching game draws them."""
        a = rng.below(6)
        return _DRAWN[a][rng.below(6)]

    def apply_throw(self, throw: tuple) -> None:
        """Both dice wait to be played; a double is two such dice, nothing more (D4).

        If no die can enter a piece (D3: all lost), the turn passes at once.
        """
        self.throw = self.left = throw
        self.actions = actions = self._entries()
        if actions:
            self.phase = "move"
        else:
            self.player = 1 - self.player
            self.phase = "throw"

    # -- the rules of a move ----------------------------------------------------------------------

    def house_span(self, quarter: int | None = None) -> dict:
        """The house ``quarter`` (default: the chosen one) and its first and last points, for messages."""
        q = quarter or self.quarter
        return {"q": q, "a": first_point(q), "b": first_point(q) + HOUSE_SIZE - 1}

    def die_refusal(self, die: int) -> tuple | None:
        """Why the die ``die`` cannot enter a piece now, ``(message code, params)``, or None.

        The turn's dice are played in any order, one move each (D5), from
        those left of the throw; a die naming a doubled point is lost (D3).
        """
        left = self.left
        if die not in left:
            if die in self.throw:
                return ("die_used", {"d": die, "left": left[0]})
            return ("no_die", {"pt": point_of(self.quarter, die), "d": die, "throw": "-".join(map(str, self.throw))})
        why = _LOST[self.player][self.cells[die - 1]]  # lost(), D3
        return None if why is None else (why, {"d": die, "pt": point_of(self.quarter, die)})

    def _entries(self) -> tuple:
        """The entries the dice left allow: one per die value not lost, in the throw's order (D5).

        A die left is refused only when it is lost (:meth:`die_refusal`'s
        last rule, :func:`lost`, D3), which is all this asks, from the same table.
        """
        lost_at, cells, action = _LOST[self.player], self.cells, _ENTRY_ACTION[self.quarter]
        found = [action[die] for die in self.left if lost_at[cells[die - 1]] is None]
        if len(found) == 2 and found[0] == found[1]:  # a double (a throw is two dice): one entry, played twice
            return (found[0],)
        return tuple(found)

    def playable(self) -> list[int]:
        """The dice left that can still enter a piece (each value once), in the throw's order."""
        if self.phase != "move":
            return []
        die_at = _DIE_AT[self.quarter]
        return [die_at[a + 1] for a in self.actions]

    def legal_actions(self) -> tuple:
        """The four houses at the start (D1), then one entry per playable die (:meth:`_entries`)."""
        return self.actions

    def refusal(self, action: int) -> tuple | None:
        """Why ``action`` is not legal now, ``(message code, params)``, or None: the first rule it breaks.

        The checks :meth:`legal_actions` makes, in order: the house is
        chosen once, first (D1); an entry is on the house's point a die
        names (D2); that die is one left of the throw and is not lost
        (:meth:`die_refusal`).  A throw being due or the game over is the
        teaching game's phase, said before any move is judged.
        """
        if action >= POINTS:
            return None if self.phase == "house" else ("house_chosen", self.house_span())
        if self.phase == "house":
            return ("choose_house_first", {})
        point = action + 1
        die = die_of(self.quarter, point)
        if die is None:
            return ("outside_house", dict(self.house_span(), pt=point))
        return self.die_refusal(die)

    def apply_action(self, action: int) -> None:
        """Choose the house (then the chooser throws first, D1), or enter a piece with a die."""
        if action >= POINTS:
            self.quarter = action - POINTS + 1
            self.phase = "throw"
            self.actions = ()
            self.effects = _HOUSE_EFFECTS[action]
            return
        player = self.player
        point = action + 1
        die = _DIE_AT[self.quarter][point]  # die_of()
        cells = self.cells
        cell, what = _ENTRY[player][cells[die - 1]]  # entry()
        self.cells = cells = cells[:die - 1] + (cell,) + cells[die:]
        left = self.left
        i = left.index(die)
        self.left = left = left[:i] + left[i + 1:]
        done = _ENTERED[player][point][what]  # ((what, point, die, player),)
        if what == "pair" and is_full(cells):  # D6: the game stops, even with a die left (only a pair fills)
            self.phase = "over"
            self.actions = ()
            winner = result(cells)
            self.effects = done + ((("draw",) if winner is None else ("won", winner)),)
            return
        self.actions = actions = self._entries() if left else ()
        if actions:
            self.effects = done
        else:  # the turn passes: no die left, or the one left is lost (D3)
            self.effects = done + ((("lost", left[0], point_of(self.quarter, left[0])),) if left else ())
            self.player = 1 - player
            self.phase = "throw"

    # -- the end ----------------------------------------------------------------------------------

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def result(self) -> tuple | None:
        """``("most_points", winner, 1)``, or ``("draw", None, 0)`` for three points each, once the house is full."""
        if self.phase != "over":
            return None
        winner = result(self.cells)
        return ("draw", None, 0) if winner is None else ("most_points", winner, 1)

    def returns(self) -> tuple:
        if self.phase != "over":
            return (0.0, 0.0)
        return _RETURNS[result(self.cells)]


# The choices each rule function applies (core.rule_sets.implements), marked here rather than by decorators:
# a decorated function is called through Python even from code compiled by mypyc (tools/compile_kernels.py).
implements("D2")(point_of)
implements("D3")(lost)
implements("D6")(is_full)
implements("D6")(result)
implements("D4")(DozeCanesState.apply_throw)
implements("D5")(DozeCanesState._entries)
implements("D1")(DozeCanesState.legal_actions)
implements("D1")(DozeCanesState.apply_action)
