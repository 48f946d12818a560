"""Doze canes' position text, read and written, and the houses a lesson sets up by hand.

A position reads ``quarter|cells|player|phase|throw|left``: ``1|...w.B|0|move|64|4``
is house 1, a white single on point 4 and a black pair on 6, White to play
the 4 left of the throw 6-4.  ``-|-`` stands for no throw.
"""

from __future__ import annotations

from .rules import CELL_CHARS, HOUSE_SIZE, QUARTERS, THROWS, DozeCanesState, is_full

PHASES = ("house", "throw", "move", "over")
_CODES = {ch: c for c, ch in CELL_CHARS.items()}
_THROW_VALUES = dict(THROWS)


def position_text(state: DozeCanesState) -> str:
    """The position of ``state`` as text (the throw is shown only while its dice are played)."""
    cells = "".join(CELL_CHARS[c] for c in state.cells)
    if state.phase == "move":
        dice = "".join(map(str, state.throw)) + "|" + "".join(map(str, state.left))
    else:
        dice = "-|-"
    return f"{state.quarter}|{cells}|{state.player}|{state.phase}|{dice}"


def read_position(text: str) -> DozeCanesState | None:
    """The state :func:`position_text` wrote as ``text``, or None if ``text`` is no possible position."""
    try:
        quarter, cells, player, phase, throw, left = text.split("|")
        quarter, player = int(quarter), int(player)
        cells = tuple(_CODES[ch] for ch in cells)
        throw = () if throw == "-" else tuple(int(d) for d in throw)
        left = () if left == "-" else tuple(int(d) for d in left)
    except (ValueError, KeyError):
        return None
    if len(cells) != HOUSE_SIZE or player not in (0, 1) or phase not in PHASES:
        return None
    if (phase == "house") != (quarter == 0) or not 0 <= quarter <= QUARTERS:
        return None
    if phase == "house" and (any(cells) or player != 0):
        return None
    if (phase == "over") != is_full(cells):
        return None
    if phase != "move":
        return DozeCanesState.place(quarter, cells, player, phase) if not throw and not left else None
    rest = list(throw)
    for die in left:
        if die not in rest:
            return None
        rest.remove(die)
    if throw not in _THROW_VALUES:
        return None
    state = DozeCanesState.place(quarter, cells, player, phase, throw, left)
    return state if state.playable() else None  # a turn with no playable die has passed already


def count_pieces(start: int, white, black) -> list[int] | None:
    """The house's contents from lists of points (``start`` is its first point); None if impossible."""
    cells = [0] * HOUSE_SIZE
    for s, points in ((1, white), (-1, black)):
        for pt in points:
            i = pt - start
            if not 0 <= i < HOUSE_SIZE or cells[i] * s < 0:
                return None  # not in the house, or two colours on a point
            cells[i] += s
    return cells
