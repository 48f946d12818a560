"""Jacquet (France: from the 17th century per Jocari, about 1800 per encyclopaedias), after C. Breyer (2010).

Source: ``shared/seeds/000_0beafee83698d7db.txt`` (Jocari, "Jeu du Jacquet",
after C. Breyer, *Jeux et jouets à travers les âges*, Bruxelles, Safran, 2010,
pp. 136-137).  Every rule stated there is implemented; where it is silent the
choice made is listed in :data:`CHOICES` and cited by the rule that applies it.

The table ("tablier") has 24 points ("flèches"), twelve on each side.  Each
player stacks fifteen checkers on one point, the *talon*, the first point of
the opponent's camp; both sides travel counter-clockwise all round the table to
their own last quarter, then bear off.  A point holding even one opposing
checker is closed; nobody is ever hit.  Two dice; doubles count four times.
At first only one checker, the *postillon* (courier), may run; the others wait
until it has reached the last quarter.

Numbering (stable): each player counts the points along **their own path**, so
the notation reads the same for both sides.  A player's talon is their point 1,
the opponent's talon their point 13, their last quarter 19-24.  White's point
``q`` is Black's point ``q + 12`` (mod 24).  The position text and the layout of
the picture use White's numbering; moves, explanations and the picture's
``data-square`` attributes use the numbering of the player to move.

Notation (a move is one checker moved by one die; a turn is played die by die):

- ``13-18``: the checker on point 13 goes to 18 with the die 5;
- ``20-off``: the checker on 20 bears off with the exact die (5), or, typed by
  hand, with the smallest die that may legally take it off; ``20-off/6`` names
  the die when it is higher than needed (that is how it is printed);
- ``pass``: the throw is lost (the only move when no die can be played).

Moving the sum with one checker is two moves (``13-16`` then ``16-21``): the
intermediate point must be open, exactly the source's rule.  The forced-play
rules are judged over the whole throw: a step is legal only if it begins a
sequence that uses the dice as the rules require.

Rule-set option ``bear_off``: ``"higher"`` (default, the source: a higher die
suffices, with the economy of choice J7) or ``"backgammon"`` (a higher die takes
off only the rearmost checker, once no checker stands farther than the die).

The rules live in :class:`JacquetState`, the kernel (:mod:`.rules`): a side is
two ints (its counts, four bits a point, and a mask of the points it holds), an
action is ``32 * die + src`` (0: the lost throw); play-outs and searches drive
it directly (``jocari_edu.games.new_state``, ``Jacquet.clone()``).
:class:`Jacquet` (:mod:`.game`) holds that kernel and adds notation,
explanations, records, undo and pictures: each rule is decided once.

The package: :mod:`.rules` (the kernel and its rule predicates),
:mod:`.rule_sets` (the rule set and the ``bear_off`` readings as data),
:mod:`.texts` (the message catalogue), :mod:`.choices` (J1-J9),
:mod:`.position` (position text, ``arrange``), :mod:`.game` (the teaching class).
"""

from .choices import CHOICES
from .game import Jacquet
from .position import board_of, position_text
from .rule_sets import BEAR_OFF, OPTION_TEXTS, OPTION_VALUES, RULE_SETS, SEED, BearOff, register, register_bear_off
from .rules import (
    ALL_OFF,
    OPENING_THROWS,
    TURN_THROWS,
    JacquetState,
    all_home,
    all_off,
    bouchage_through,
    courier_of,
    dice_of,
    larger_die,
    movers,
    off_source,
    open_from,
    opposite,
    rearmost,
    run_through,
    side_after,
    single_steps,
    turn_ends,
    turn_sides,
    walled_in,
    win_points,
)
from .rules_tables import (
    ABS,
    ACTION_MOVES,
    CHECKERS,
    LAST,
    OFF,
    PASS,
    PASS_ACTION,
    PHASES,
    POINTS,
    JacquetMove,
    action_of,
    quarter,
    to_abs,
)
from .texts import MESSAGES, QUARTERS, SIZES, dice_text

__all__ = [
    "ABS", "ACTION_MOVES", "ALL_OFF", "BEAR_OFF", "CHECKERS", "CHOICES", "LAST", "MESSAGES", "OFF", "OPTION_TEXTS",
    "OPENING_THROWS", "OPTION_VALUES", "PASS", "PASS_ACTION", "PHASES", "POINTS", "QUARTERS", "RULE_SETS", "SEED", "SIZES", "TURN_THROWS", "BearOff",
    "Jacquet", "JacquetMove", "JacquetState", "action_of", "all_home", "all_off", "board_of", "bouchage_through",
    "courier_of", "dice_of", "dice_text", "larger_die", "movers", "off_source", "open_from", "opposite",
    "position_text", "quarter", "rearmost", "register", "register_bear_off", "run_through", "side_after", "single_steps",
    "to_abs", "turn_ends", "turn_sides", "walled_in", "win_points",
]
