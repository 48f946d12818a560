"""Jacquet's position text (White's numbering) and the positions set up by hand (``arrange``).

``position()`` reads ``cells|off|player|phase|throw|left``: the 24 points
from White's point 1 (positive White, negative Black), the checkers each
side has borne off, the player to move, the phase (``opening``, ``throw``,
``move``, ``over``), the throw (White's opening die, or the turn's two dice)
and the dice still to play.
"""

from __future__ import annotations

from ...core import NotationError
from ...core.arrange import arranged_int, arranged_items, arranged_pair
from ...core.limits import cut, is_int, shown
from .rules import JacquetState, dice_of
from .rules_tables import ABS, CHECKERS, LAST, OFF, PHASES, POINTS, to_abs
from .texts import MESSAGES


def board_of(state: JacquetState) -> list[int]:
    """Checkers on each of White's points (index 0 unused): positive for White, negative for Black."""
    board = [0] * (POINTS + 1)
    for player, sign in ((0, 1), (1, -1)):
        packed = state.packed[player]
        for q in range(1, OFF):
            n = packed >> 4 * q & 15
            if n:
                board[ABS[player][q]] = sign * n
    return board


def position_text(state: JacquetState) -> str:
    """The position as text (see the module docstring)."""
    def dice(values):
        return ",".join(map(str, values)) or "-"

    throw = (state.first,) if state.first else state.dice[:2] if state.dice else ()
    off = (state.packed[0] >> 4 * OFF, state.packed[1] >> 4 * OFF)
    return (f"{','.join(map(str, board_of(state)[1:]))}|{off[0]},{off[1]}|{state.player}"
            f"|{state.phase}|{dice(throw)}|{dice(state.dice_left)}")


def _sides(board: list, off: list) -> tuple[tuple, tuple]:
    """``(packed, held)`` of both sides, each in its own numbering, from White's board."""
    packs, helds = [], []
    for player, sign in ((0, 1), (1, -1)):
        packed, held = off[player] << 4 * OFF, 0
        for q in range(1, OFF):
            n = board[ABS[player][q]] * sign
            if n > 0:
                packed |= n << 4 * q
                held |= 1 << q
        packs.append(packed)
        helds.append(held)
    return tuple(packs), tuple(helds)


def load_position(text: str, bear_off, lang: str) -> JacquetState:
    """The kernel in the position ``text`` under the ``bear_off`` rule (a :class:`~.rule_sets.BearOff`);
    NotationError (in ``lang``) if it is not a position of the game."""
    bad = NotationError(MESSAGES("bad_position", text=text), lang=lang)
    try:
        cells, off, player, phase, throw, left = text.split("|")
        board = [0] + [int(c) for c in cells.split(",")]
        off = [int(o) for o in off.split(",")]
        player = int(player)
        throw = () if throw == "-" else tuple(int(v) for v in throw.split(","))
        left = () if left == "-" else tuple(sorted((int(v) for v in left.split(",")), reverse=True))
    except ValueError:
        raise bad from None
    counts_ok = (
        len(board) == OFF and len(off) == 2 and player in (0, 1) and phase in PHASES
        and all(0 <= o <= CHECKERS for o in off) and off.count(CHECKERS) <= 1
        and (phase == "over" or CHECKERS not in off)
        and sum(v for v in board if v > 0) + off[0] == CHECKERS
        and sum(-v for v in board if v < 0) + off[1] == CHECKERS
    )
    if not counts_ok or not _phase_ok(board, player, phase, throw, left):
        raise bad
    for p, sign in ((0, 1), (1, -1)):
        if off[p] and any(board[to_abs(p, q)] * sign > 0 for q in range(1, LAST)):
            raise bad  # checkers borne off while others are outside the last quarter
    packed, held = _sides(board, off)
    first = throw[0] if phase == "opening" and throw else 0
    state = JacquetState.arranged(bear_off, packed, held, player, phase, first, throw, left)
    if phase == "over" and state.end is None:
        raise bad  # "over" but nobody has won
    return state


def _phase_ok(board, player, phase, throw, left) -> bool:
    die = range(1, 7)
    if phase == "opening":
        start = [0] * (POINTS + 1)
        start[to_abs(0, 1)], start[to_abs(1, 1)] = CHECKERS, -CHECKERS
        return (board == start and not left and len(throw) <= 1 and all(v in die for v in throw)
                and player == len(throw))
    if phase != "move":
        return not throw and not left
    if len(throw) != 2 or not all(v in die for v in throw) or not left:
        return False
    full = list(dice_of(throw))
    for v in left:
        if v not in full:
            return False
        full.remove(v)
    return True


def arranged_position(player_names, *, white, black, off, to_play, lang: str) -> str:
    """The position text of ``arrange``'s arguments (see :meth:`Jacquet.arrange`), checked."""
    off = arranged_pair("off", off, CHECKERS, lang)
    to_play = arranged_int("to_play", to_play, 0, 1, lang)
    board = [0] * (POINTS + 1)
    for player, arg, spec in ((0, "white", white), (1, "black", black)):
        if spec is None:
            spec = {1: CHECKERS - off[player]}
        if isinstance(spec, dict):
            arranged_items(arg, tuple(spec), lambda v: True, lang)  # at most a board's worth of points
        else:
            counted: dict = {}
            for q in arranged_items(arg, spec, is_int, lang):
                counted[q] = counted.get(q, 0) + 1
            spec = counted
        sign = 1 if player == 0 else -1
        for q, n in spec.items():
            a = to_abs(player, q) if isinstance(q, int) and 1 <= q <= POINTS else 0
            if not a or board[a] * sign < 0 or not is_int(n) or not 0 < n <= CHECKERS:
                raise NotationError(MESSAGES("bad_position", text=cut(f"{player_names[player][0]} "
                                                                      f"{shown(q)}: {shown(n)}")),
                                    lang=lang if lang in ("fr", "en") else "fr")
            board[a] += sign * n
    cells = ",".join(map(str, board[1:]))
    return f"{cells}|{off[0]},{off[1]}|{to_play}|throw|-|-"
