"""Senet's position text and :func:`arrange`: a position written down, read back, or set up by hand.

``position_text`` gives ``"WBWB......|00|0|throw|0"``: the thirty squares
(W, B or .), the pawns each side has borne off, the player to act, the phase
and the throw.  Where the rule set has them follow the pawns taken or in hand
(Bell, Piccione: ``|3,1``) and Piccione's split turn (``|used,direction,owed,bound``).
Then, each only when it is not its default, the marks that complete the position:

- ``|forced``: the opening's imposed move is due (Jéquier's 10-11, Kendall's 14-15,
  after the first 1);
- ``|bound=W,B``: Kendall's pawns back from the water, bound to move first (S10),
  White's square then Black's (0: none).

So a text written before a mark existed reads as that mark's default.  Every field
of the kernel that changes what may be played is in the text (tested at every
step of seeded random games: ``tests/games/test_position_properties.py``).
``read_position`` checks such a text against a rule set (its pawns a side, its
throws, its ending) and returns a kernel in that position.
"""

from __future__ import annotations

from ...core.arrange import arranged_int, arranged_items, arranged_pair
from ...core.limits import is_int
from .rule_sets import EMPTY, RULE_SETS, SQUARES
from .rules import SenetState
from .rules_tables import NO_BOUND, NO_TURN

PHASES = ("opening", "throw", "move", "over")
FORCED = "forced"  # the marks after the rule set's own parts (see the module docstring)
BOUND = "bound="


def position_text(state) -> str:
    """The kernel ``state``'s position as text (with 10 pawns or more, the counts are written ``6,4``; where
    pawns are taken, Bell's, their counts follow: ``|3,1``)."""
    r = state.rules
    cells = "".join(".WB"[c + 1] for c in state.board[1:])
    a, b = state.borne_off(0), state.borne_off(1)
    off = f"{a}{b}" if r.pieces < 10 else f"{a},{b}"
    tail = f"|{state.taken[0]},{state.taken[1]}" if r.capture or r.enter_square else ""
    if r.enter_square:  # Piccione: the pawns in hand, then the split turn (points used, direction, owed, bound)
        used, direction, owed = state.turn
        tail += f"|{used},{direction},{owed},{state.bound[state.player]}"
    elif state.bound != NO_BOUND:  # Kendall: the pawns back from the water, bound to move first
        tail += f"|{BOUND}{state.bound[0]},{state.bound[1]}"
    if state.forced_opening:
        tail += f"|{FORCED}"
    return f"{cells}|{off}|{state.player}|{state.phase}|{state.throw}{tail}"


def position_key(state) -> tuple:
    """The kernel ``state``'s position as a tuple of what :func:`position_text` writes, part for part: two
    states have equal keys exactly when they have the same text, without building it (a search's turns are
    told apart by it).  The pawns borne off are the board's and ``taken``'s (``borne_off``), and ``taken``
    stays (0, 0) where the text leaves it out (no pawn is taken nor in hand there), so the key holds ``taken``."""
    r = state.rules
    key: tuple = (state.board, state.taken, state.player, state.phase, state.throw)
    if r.enter_square:
        key += (state.turn, state.bound[state.player])
    elif state.bound != NO_BOUND:
        key += (state.bound,)
    return key + (bool(state.forced_opening),)


def older_text(text: str) -> str:
    """``text`` without the marks ``|forced`` and ``|bound=…``, as a record saved before them stored it."""
    return "|".join(p for p in text.split("|") if p != FORCED and not p.startswith(BOUND))


def read_position(text: str, state: SenetState) -> SenetState | None:
    """A new kernel, under ``state``'s rule set, in the position ``text`` writes; None if the text is no position
    of that rule set (``state`` is left as it was)."""
    rules = state.rules
    pieces = rules.pieces
    hand = bool(rules.enter_square)
    parts = text.split("|")
    own = 7 if hand else 6 if rules.capture else 5  # the rule set's own parts, then the marks
    marks = parts[own:]
    turn, bound = NO_TURN, NO_BOUND
    try:
        if len(parts) < own or len(set(m.partition("=")[0] for m in marks)) != len(marks):
            return None
        cells, off, player, phase, throw = parts[:5]
        board = (EMPTY, *(".WB".index(c) - 1 for c in cells))
        off = [int(n) for n in off.split(",")] if pieces >= 10 else [int(off[0]), int(off[1])]
        taken = tuple(int(n) for n in parts[5].split(",")) if rules.capture or hand else (0, 0)
        player, throw = int(player), int(throw)
        if hand:
            used, direction, owed, first = (int(n) for n in parts[6].split(","))
            turn, bound = (used, direction, owed), ((first, 0) if player == 0 else (0, first))
        forced = FORCED in marks
        for mark in marks:
            if mark.startswith(BOUND) and rules.hold:
                white, black = (int(n) for n in mark[len(BOUND):].split(","))
                bound = (white, black)
            elif mark != FORCED:
                return None
    except (ValueError, IndexError):
        return None
    on_board = [board.count(p) for p in (0, 1)]
    valid = (
        len(cells) == SQUARES and len(off) == 2 and len(taken) == 2 and player in (0, 1)
        and phase in PHASES and min(*off, *taken) >= 0
        and all(on_board[p] + off[p] + taken[p] == pieces for p in (0, 1))
        and (phase != "move" or (throw,) in [t for t, _ in rules.throws])
        and (not forced or _forced_due(rules, board, player, phase, throw))
        and (hand or all(sq == 0 or (1 <= sq <= SQUARES and board[sq] == side) for side, sq in enumerate(bound)))
    )
    if not valid or (hand and not valid_turn(board, player, phase, throw, turn, bound)):
        return None
    found = state.clone()
    found.set_position(board, player, phase, throw, taken, turn, bound, forced)
    # the game is over exactly when the rules' ending says (SenetState.ending)
    return found if (phase == "over") == (found.ending() is not None) else None


def valid_turn(board: tuple, player: int, phase: str, throw: int, turn: tuple, bound: tuple) -> bool:
    """Can a position text's split-turn state stand (used, direction, owed; the pawn bound to move first)?"""
    used, direction, owed = turn
    mine = bound[player]
    return (direction in (-1, 0, 1) and 0 <= owed <= 6 and 0 <= used < max(throw, 1)
            and (used == 0 or phase == "move") and bound[1 - player] == 0
            and (mine == 0 or (1 <= mine <= SQUARES and board[mine] == player)))


def _forced_due(rules, board: tuple, player: int, phase: str, throw: int) -> bool:
    """Can the opening's imposed move be due here: a move with the first 1, its pawn the mover's, its square empty?"""
    if rules.forced is None or phase != "move" or throw != 1:
        return False
    src, dst = rules.forced >> 5, rules.forced & 31
    return board[src] == player and board[dst] == EMPTY


def arranged_text(rule_set, white, black, off, to_play, lang: str, taken=(0, 0)) -> str:
    """The position text of a game set up by hand (see ``Senet.arrange``); NotationError for a bad argument."""
    data = RULE_SETS.get(rule_set) if isinstance(rule_set, str) else None
    pieces = data.pieces if data is not None else 9  # an unknown rule set is refused by the game itself
    cells = ["."] * SQUARES
    for mark, arg, squares in (("W", "white", white), ("B", "black", black)):
        for sq in arranged_items(arg, squares, lambda v: is_int(v) and 1 <= v <= SQUARES, lang):
            cells[sq - 1] = mark
    off = arranged_pair("off", off, pieces, lang)
    to_play = arranged_int("to_play", to_play, 0, 1, lang)
    counts = f"{off[0]}{off[1]}" if pieces < 10 else f"{off[0]},{off[1]}"
    if data is not None and data.entering != "none":  # Piccione: the pawns not placed nor off are in hand
        hand = [pieces - cells.count(mark) - off[p] for p, mark in enumerate("WB")]
        if min(hand) < 0:
            return f"{''.join(cells)}|{counts}|{to_play}|throw|0|0,0|0,0,0,0"  # refused by the game's check
        return f"{''.join(cells)}|{counts}|{to_play}|throw|0|{hand[0]},{hand[1]}|0,0,0,0"
    if data is not None and data.capture:
        taken = arranged_pair("off", taken, pieces, lang)
        counts += f"|{to_play}|throw|0|{taken[0]},{taken[1]}"
        return f"{''.join(cells)}|{counts}"
    return f"{''.join(cells)}|{counts}|{to_play}|throw|0"
