"""Doze canes ("Twelve dogs"), from Alfonso X's *Libro de los juegos* (1283).

Source: ``shared/seeds/004_165e0571bbfeed85.txt`` (folios 73v-74r), with
Murray's reading of the lost score (1941, p. 67, after Musser Golladay 2007,
p. 444).

The tablier has 24 points, two rows of twelve, hence four quarters of six.
Each side holds twelve pieces in hand; the board starts empty.  The first
player picks one quarter, the "maison d'entrée" (house), for the whole game.
Then, turn by turn, a player throws two dice and each die enters one piece on
the point of the house it names: an empty point or one's own single piece
takes it; a single opposing piece is hit (back to its owner's hand) and the
newcomer takes its place; a point already holding two pieces takes nothing,
and that die is lost.  A pair can therefore never be broken, and the game
stops when all six points of the house hold a pair: whoever holds more of
them wins.  Nobody ever decides anything but the house, whose choice makes no
difference either: the game is pure chance (see :mod:`.exact`, the exact solver).

Pieces in hand never run out: a side with twelve pieces on the board holds all
six points as pairs, and the game has then already ended.

Notation: ``Q1`` to ``Q4`` chooses the house (``maison 2``, ``house 2`` are
read too); an entry is written as the point it lands on, numbered 1-24 on the
whole tablier (choice D2): ``4``, ``22``.  A throw is two dice: ``roll(6, 4)``.

The package: :mod:`.rules` (the rules and the kernel :class:`DozeCanesState`),
:mod:`.game` (the teaching class :class:`DozeCanes`), :mod:`.position`
(position text), :mod:`.texts` (messages), :mod:`.choices` (the
interpretation choices) and :mod:`.exact` (the exact odds, computed through
the kernel).
"""

from __future__ import annotations

from .choices import CHOICES, SEED
from .game import DozeCanes
from .rules import (
    ACTION_MOVES,
    ACTION_OF,
    CELL_CHARS,
    ENTRIES,
    HOUSE_SIZE,
    LOST,
    PIECES,
    POINTS,
    QUARTERS,
    THROWS,
    DozeCanesState,
    DozeMove,
    die_of,
    enter_move,
    entry,
    first_point,
    held,
    house_move,
    in_hand,
    is_full,
    lost,
    point_of,
    result,
    sign,
)
from .texts import MESSAGES

__all__ = [
    "ACTION_MOVES", "ACTION_OF", "CELL_CHARS", "CHOICES", "ENTRIES", "HOUSE_SIZE", "LOST", "MESSAGES", "PIECES",
    "POINTS", "QUARTERS", "SEED", "THROWS", "DozeCanes", "DozeCanesState", "DozeMove", "die_of", "enter_move",
    "entry", "first_point", "held", "house_move", "in_hand", "is_full", "lost", "point_of", "result", "sign",
]
