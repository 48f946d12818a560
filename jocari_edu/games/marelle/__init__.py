"""La Marelle, or le Jeu du Moulin (Nine Men's Morris), after C. Breyer.

Source: ``shared/seeds/001_84f89a21e61352a3.txt`` (Jocari, "Jeu de la Marelle
(ou du moulin)"), whose rules follow C. Breyer, *Jeux et jouets à travers les
âges*, Bruxelles, Safran, 2010, p. 101.

The board is three nested squares whose sides are joined at their middles by
four short lines that stop at the inner square: 24 points, and pieces move
only along the lines.  Each side has nine pieces.  First everybody places,
then everybody moves; three pieces in a row on a line (a *mill*, "moulin")
earn a take.

Points are named as in the Nine Men's Morris literature: a 7 x 7 grid with
files ``a``-``g`` from left to right and ranks ``1``-``7`` from bottom to top,
of which only 24 cells are points::

    a7-----------d7-----------g7
    |            |            |
    |   b6-------d6-------f6  |
    |   |        |        |   |
    |   |   c5---d5---e5  |   |
    |   |   |         |   |   |
    a4--b4--c4        e4--f4--g4
    |   |   |         |   |   |
    |   |   c3---d3---e3  |   |
    |   |        |        |   |
    |   b2-------d2-------f2  |
    |            |            |
    a1-----------d1-----------g1

Notation: a placement is the point, ``d2``; a move (a step, or a flight with
three pieces) is ``a1-d1``; a take is ``xd7``; a blocked player who may pass
(option ``blocked="passes"``) plays ``pass``.  A take is a step of its own:
after a mill, the same player's legal moves are the takes.  A mill is named by
its three points, ``a1-d1-g1``.

Who starts may be drawn by lot (option ``first="draw"``): the game then
begins with a throw whose outcomes are ``(1,)`` (White starts) and ``(2,)``
(Black starts), one chance in two each.  With ``first="white"`` or
``"black"`` the game has no chance step at all.

The package, so that a reader finds a rule without scrolling past a catalogue:

- :mod:`.board`: the points, lines, neighbours, move objects and the actions' numbering;
- :mod:`.rules`: the kernel :class:`MarelleState`, every rule decided once, and the effects it records;
- :mod:`.rule_sets`: the rule sets as checked data (:class:`MarelleRules`, :data:`RULE_SETS`);
- :mod:`.choices`: the readings made where the source is silent (M1-M8);
- :mod:`.texts`: the message catalogue and how each option reads;
- :mod:`.position`: the position text and ``arrange``'s set-up;
- :mod:`.game`: :class:`Marelle`, the teaching game holding its kernel.
"""

from .board import (
    ACTION_MOVES,
    ACTION_OF,
    ADJ,
    BIT,
    FILES,
    FULL,
    INDEX,
    MILL_BY_NAME,
    MILLS,
    MILLS_AT,
    MOVE,
    MOVE_BASE,
    MOVES,
    NAMES,
    PASS,
    PASS_ACTION,
    PASS_MOVE,
    PIECES,
    PLACE,
    PLACES,
    TAKE,
    TAKE_BASE,
    TAKES,
    TEXT_ORDER,
    XY,
    MarelleMove,
    around,
    joined,
    mill_name,
    points_of,
)
from .choices import BOTH, CHOICES
from .game import Marelle
from .position import ENDS, STATES, position_key
from .rule_sets import OPTION_VALUES, RULE_SETS, SEED, MarelleRules, register
from .rules import EFFECTS, FLYING, PLACING, STEPPING, TAKING, TOSS, MarelleState
from .texts import MESSAGES, OPTION_TEXTS

__all__ = [
    "ACTION_MOVES", "ACTION_OF", "ADJ", "BIT", "BOTH", "CHOICES", "EFFECTS", "ENDS", "FILES", "FLYING", "FULL",
    "INDEX", "MESSAGES", "MILL_BY_NAME", "MILLS", "MILLS_AT", "MOVE", "MOVE_BASE", "MOVES", "NAMES", "OPTION_TEXTS",
    "OPTION_VALUES", "PASS", "PASS_ACTION", "PASS_MOVE", "PIECES", "PLACE", "PLACES", "PLACING", "RULE_SETS", "SEED",
    "STATES", "STEPPING", "TAKE", "TAKE_BASE", "TAKES", "TAKING", "TEXT_ORDER", "TOSS", "XY", "Marelle",
    "MarelleMove", "MarelleRules", "MarelleState", "around", "joined", "mill_name",
    "points_of", "position_key", "register",
]
