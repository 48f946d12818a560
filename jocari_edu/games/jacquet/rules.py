"""Jacquet's rules kernel: :class:`JacquetState` and the rule predicates it is built from.

A side's checkers, in its own numbering, are ``packed``: four bits a point,
``packed >> 4 * q & 15`` checkers on point q, point 25 the borne-off ones;
and ``held``: bit q set when point q (1-24) holds at least one.  The kernel
keeps ``packed`` as two words, each below 2**62 (a machine word once compiled
by mypyc, where the 104-bit ``packed`` would be a slow arbitrary-size int):
``low``, points 0-12 (``packed & LOW_MASK``), and ``high``, points 13-25
(``packed >> SPLIT``); :func:`packed_of` and :func:`words_of` convert, and
``packed`` (:attr:`JacquetState.packed`, :func:`turn_ends`) is what the
kernel shows outside.  An action
is ``32 * die + src`` (the checker on ``src`` moved by ``die``; to 25 or
beyond, it bears off), ``PASS_ACTION`` (0) the lost throw: sorted actions
are the order of the legal moves, the smaller die first.

Each rule is one function here, used by the generator (:func:`single_steps`,
:meth:`JacquetState.legal_steps`) and by the refusal
(:meth:`JacquetState.step_reason`, :meth:`JacquetState.turn_reason`) alike:
:func:`movers` (the courier alone, J4/J5), :func:`open_from` (a closed point),
:func:`all_home` and :func:`off_source` (bearing off, J7), :func:`larger_die`
and the forced play (J2), :func:`all_off` (fifteen off wins), :func:`dice_of`
(doubles count four times), :func:`walled_in` (J6), :func:`win_points` (J9).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Final

from ...core.kernel import Kernel
from ...core.rule_sets import implements
from .rule_sets import BEAR_OFF, BearOff
from .rules_tables import (
    _ARRIVAL,
    _COUNT,
    _DELTA_HIGH,
    _DELTA_LOW,
    _FOURTEEN,
    _OUTSIDE,
    _ROOM,
    _STEP_ACTIONS,
    _TALON,
    _WITHOUT,
    ACTION_MOVES,
    CHECKERS,
    HIGH,
    LAST,
    OFF,
    PASS_ACTION,
    POINTS,
    SPLIT,
    _dice_rows,
    _step_dst,
    _without,
    packed_of,
    quarter,
    words_of,
)
from .texts import SIZES


def opposite(held: int) -> int:
    """The points a side holds (``held``, its numbering) in the other side's numbering (point q is their q + 12)."""
    return (held & 0x1FFE) << 12 | held >> 12 & 0x1FFE


def courier_may_run(low: int) -> bool:
    """Fourteen or fifteen checkers on the talon (point 1): only then may a courier be on its way (J4).  Once a
    second checker has left, the courier's restriction is over for good.  ``low``: as for :func:`courier_of`."""
    return low & _TALON >= _FOURTEEN


def courier_of(low: int, held: int) -> int:
    """The point of a side's courier while it is still on its way, else 0.

    Choice J4: the courier is the first checker to leave the talon (point 1);
    while the other fourteen wait there and it has not reached point 19, it
    alone may move (point 1 itself before it has left).  Choice J5: the
    restriction is lifted the moment it arrives, within the same throw.
    Only point 1 is read from ``low``: a side's low word, or its whole ``packed``.
    """
    if not courier_may_run(low):
        return 0
    if low & _TALON == CHECKERS << 4:
        return 1
    q = (held & ~2).bit_length() - 1  # the one checker away from the talon
    return q if 1 < q < LAST else 0


def movers(low: int, held: int) -> int:
    """The mask of the points whose checker may move: the courier's alone while it runs (J4, J5), else all held
    (``low``: as for :func:`courier_of`)."""
    c = courier_of(low, held)
    return 1 << c if c else held


def open_from(closed: int, die: int) -> int:
    """The mask of the points from which ``die`` lands on an open point of the board (no opposing checker,
    ``closed`` the opponent's points in the mover's numbering; nobody is ever hit)."""
    return ~(closed >> die) & _ROOM[die]


def rearmost(held: int) -> int:
    """A side's rearmost point (its numbering), 25 (``OFF``) when every checker is borne off."""
    return (held & -held).bit_length() - 1 if held else OFF


def all_home(held: int) -> bool:
    """Are all of a side's checkers on the board in its last quarter (19-24)?  Only then may it bear off."""
    return not held & _OUTSIDE


def off_source(held: int, die: int, strict: bool) -> int:
    """The checker ``die`` bears off once all fifteen are home (0: none).

    A die bears off a checker at its exact distance, or nearer (the source);
    choice J7 reads "the best economy of points" as: the die takes off the
    farthest checker it can reach.  With the ``backgammon`` option (``strict``)
    a higher die takes off only the rearmost checker.
    """
    reach = held >> (OFF - die) << (OFF - die)  # the points the die takes off from
    if not reach:
        return 0
    src = (reach & -reach).bit_length() - 1
    if strict and src != OFF - die and held & ((1 << src) - 1):
        return 0
    return src


def step_sources(low: int, held: int, closed: int, die: int, strict: bool) -> int:
    """The mask of the points whose checker ``die`` may move by the rules for one checker and one die.

    The source's rules: the mover's checker goes forward by a die as it is,
    the courier alone while it runs (:func:`movers`), onto a point holding no
    opposing checker (:func:`open_from`), or off once all fifteen are in the
    last quarter (:func:`all_home`, :func:`off_source`).  A checker borne off
    leaves from a point the die cannot move it on from, so the two never share
    a bit, and the bits in order are the steps in order.  ``low``: as for :func:`courier_of`.

    A step takes no other source away: after a step from point s, every die
    has at least as many sources as it had besides s (the opponent's points
    stay as they are during a throw, the courier's restriction can only end,
    a point left open stays open, and a die's checker to bear off, if not the
    one moved, can only give way to another).  So a die with as many sources
    as dice to play is played whatever the other steps are:
    :meth:`JacquetState.legal_steps` searches the sequences only where this
    cannot tell (tests/games/test_jacquet_properties.py checks it).
    """
    # (movers only while a courier may run: the usual case, two checkers off the talon, costs one call, not three)
    sources = (movers(low, held) if courier_may_run(low) else held) & open_from(closed, die)
    if all_home(held):
        src = off_source(held, die, strict)
        if src:
            sources |= 1 << src
    return sources


def die_steps(die: int, sources: int) -> tuple[int, ...]:
    """The actions of ``die`` from the points of the mask ``sources`` (:func:`step_sources`), in point order."""
    first, middle, last = _STEP_ACTIONS[die]  # picked by the parts of the mask (< 2**25: sources are points 1-24)
    return first[sources & 511] + middle[sources >> 9 & 255] + last[sources >> 17]


def single_steps(low: int, held: int, closed: int, dice: tuple[int, ...], strict: bool) -> tuple[int, ...]:
    """Every single step the rules allow (forced play aside), smaller die first: :func:`step_sources` of each die
    (``low``: as for :func:`courier_of`)."""
    small, large = dice[-1], dice[0]
    found = die_steps(small, step_sources(low, held, closed, small, strict))
    if large != small:
        found += die_steps(large, step_sources(low, held, closed, large, strict))
    return found


def words_after(low: int, high: int, held: int, action: int) -> tuple[int, int, int]:
    """A side ``(low, high, held)`` after the step ``action``."""
    src = action & 31
    if src < HIGH:
        low += _DELTA_LOW[action]
        if not low & _COUNT[src]:
            held ^= 1 << src
        up = _DELTA_HIGH[action]  # a checker into the high word, or none: no addition of 0 (a new int, pure)
        if up:
            high += up
    else:
        high += _DELTA_HIGH[action]
        if not high & _COUNT[src]:
            held ^= 1 << src
    return low, high, held | _ARRIVAL[action]


def side_after(packed: int, held: int, action: int) -> tuple[int, int]:
    """A side ``(packed, held)`` after the step ``action`` (:func:`words_after`)."""
    low, high, held = words_after(*words_of(packed), held, action)
    return packed_of(low, high), held


ALL_OFF: Final = CHECKERS << 4 * OFF  # a side's ``packed`` once its fifteen checkers are borne off (nothing else left)
_ALL_OFF_HIGH: Final = ALL_OFF >> SPLIT  # its high word (the low one is then 0)


def all_off_high(high: int) -> bool:
    """Has the side borne off its fifteen checkers?  The side that does wins (:func:`win_points`).  Read on the
    side's high word, where ``OFF`` lies (its low word is then 0)."""
    return high == _ALL_OFF_HIGH


def all_off(packed: int) -> bool:
    """:func:`all_off_high` of a side's ``packed``."""
    return all_off_high(packed >> SPLIT)


def dice_of(throw: tuple[int, ...]) -> tuple[int, ...]:
    """The dice a throw gives to play, the larger first: a double counts four times (``(5, 5, 5, 5)``)."""
    a, b = throw
    if a < b:
        a, b = b, a
    return (a,) * 4 if a == b else (a, b)


def larger_die(dice: tuple[int, ...], most: int) -> int:
    """The die that must be played when only one of two different dice can be (the larger), else 0."""
    return dice[0] if most == 1 and len(dice) == 2 and dice[0] != dice[1] else 0


def walled_in(low: int, held: int, opposing_held: int) -> int:
    """The point of a side's courier if the six points in front of it are all held (choice J6), else 0
    (``low``: as for :func:`courier_of`)."""
    c = courier_of(low, held)
    return c if c and opposite(opposing_held) >> c + 1 & 63 == 63 else 0


def win_points(loser_held: int) -> int:
    """A win's points by the quarter of the loser's rearmost checker, in the loser's numbering (choice J9)."""
    return 5 - quarter(rearmost(loser_held))


BOUCHAGE: Final = 6  # a run of this many points held in a row is a bouchage (choice J8)


def bouchage_through(held: int, point: int) -> tuple[int, int, int] | None:
    """The run of :data:`BOUCHAGE` or more points held in a row through ``point`` (choice J8: circular),
    as (length, first, last), or None.  Cheap when no such run is held anywhere."""
    ring = held >> 1 & 0xFFFFFF
    ring |= ring << 24  # the 24 points twice over: a run through point 24 and point 1 is a plain run
    two = ring & ring >> 1
    if not two & two >> 2 & two >> 4:  # no six (BOUCHAGE) points in a row anywhere: pairs at 0, 2 and 4
        return None
    n, a, b = run_through(held, point)
    return (n, a, b) if n >= BOUCHAGE else None


def run_through(held: int, point: int) -> tuple[int, int, int]:
    """The circular run of held points through ``point``: (length, first, last), choice J8."""
    if not held >> point & 1:
        return 0, point, point
    n, a, b = 1, point, point
    while n < POINTS and held >> (a - 2) % POINTS + 1 & 1:
        a, n = (a - 2) % POINTS + 1, n + 1
    while n < POINTS and held >> b % POINTS + 1 & 1:
        b, n = b % POINTS + 1, n + 1
    return n, a, b


def turn_ends(packed: int, held: int, closed: int, dice: tuple, strict: bool = False) -> list[tuple[tuple, int, int]]:
    """Each distinct way to play the throw ``dice`` whole, for a side ``(packed, held)`` facing ``closed``.

    ``(actions, packed, held)`` for each: the steps, then the side once the
    turn is over; ``((PASS_ACTION,), packed, held)`` when nothing can be
    played (J3).  Steps are tried in the order of the legal moves, and orders
    of the same steps that reach the same position, at the turn's end or on
    the way, count once (the first found): the turns a search over the
    teaching API finds (``players.base.turns``), without one teaching object.
    """
    _dice_rows(dice)  # dice the kernel's throws never give, e.g. in another order: looked up like the others
    state = JacquetState()
    state.closed, state.memo, state.strict = closed, {}, strict  # what the analysis of a throw reads
    low, high = words_of(packed)
    return state._turn_ends(low, high, held, dice)


def turn_sides(packed: int, held: int, closed: int, dice: tuple, strict: bool = False) -> dict[int, int]:
    """The sides ``{packed: held}`` the throw ``dice`` can leave, played whole: the ends of :func:`turn_ends`
    (the rules of a whole turn, J2 and J3, decided there), for a search that only needs where a turn leads."""
    return {p: h for _, p, h in turn_ends(packed, held, closed, dice, strict)}


# the throws and their exact chances: the opening single dice (J1), then a turn's two dice, larger first
_OPENING_THROWS: Final = tuple(((v,), Fraction(1, 6)) for v in range(1, 7))
_TURN_THROWS: Final = tuple(((a, b), Fraction(1 if a == b else 2, 36)) for a in range(1, 7) for b in range(1, a + 1))
OPENING_THROWS, TURN_THROWS = _OPENING_THROWS, _TURN_THROWS
_START = CHECKERS << 4, 1 << 1  # fifteen checkers on the talon, point 1: the low word (the high one is 0), held

# prebuilt effects (see JacquetState.EFFECTS): a step records a shared tuple, not a new one
_NONE: Final[tuple[tuple, ...]] = ()
_TURN_OVER: Final[tuple[tuple, ...]] = (("turn_over",),)
_COURIER_OUT: Final[tuple[tuple, ...]] = (("courier_out",),)
_COURIER_HOME: Final[tuple[tuple[tuple, ...], ...]] = tuple((("courier_home", q),) for q in range(OFF + 1))
_OFF_EFFECTS: Final[tuple[tuple[tuple, ...], ...]] = tuple((("off", a & 31, a >> 5),) for a in range(224))


class JacquetState(Kernel):
    """The kernel: the rules on ints, with no teaching object per step.

    OpenSpiel-like: :meth:`legal_actions` (ints, in the order of
    :meth:`Jacquet.legal_moves`), :meth:`apply_action`, :meth:`is_chance_node`,
    :meth:`chance_outcomes` (the opening single dice, J1, then two dice),
    :meth:`sample_throw`, :meth:`apply_throw`, :meth:`is_terminal`,
    :meth:`returns` (the points won, 1 to 4), :meth:`result`, :meth:`clone`.
    An action is ``32 * die + src`` (see ``ACTION_MOVES``), 0 the lost throw.
    :class:`~jocari_edu.games.jacquet.Jacquet` holds one and adds notation,
    explanations, records, undo and pictures.

    ``low``, ``high`` and ``held`` are pairs (White's side, Black's), each side
    in its own numbering; :attr:`packed` joins the words.  The forced-play
    analysis of a throw (J2) is memoised for the throw (``memo``): the
    opponent's points cannot change while it is played.
    """

    # the bear_off option's record (rule_sets.BEAR_OFF), and its strict field: a higher die only from the rear
    CONSTANTS = ("bear_off", "strict")
    FIELDS = ("low", "high", "held", "player", "phase", "first", "dice", "dice_left", "closed", "memo", "actions", "end",
              "effects")
    EFFECTS = {
        "courier_out": (),  # the first checker leaves the talon: it is the courier (J4)
        "courier_home": ("point",),  # the courier enters the last quarter: the others may move (J5)
        "bouchage": ("length", "first", "last"),  # the step makes a run of six points or more held (J8)
        "off": ("src", "die"),  # a checker borne off
        "lost_throw": ("dice",),  # nothing can be played: the dice are lost (J3)
        "turn_over": (),  # the throw is played out: the opponent throws
        "walled_in": ("point",),  # the opponent's courier can no longer get home (J6)
        "won": ("kind", "points"),  # the game is won: kind simple ... quadruple, or courier_blocked
    }
    __slots__ = CONSTANTS + FIELDS
    # their types, for mypyc (tools/compile_kernels.py): Kernel checks that they are the slots
    bear_off: BearOff
    strict: bool
    low: tuple[int, int]
    high: tuple[int, int]
    held: tuple[int, int]
    player: int
    phase: str
    first: int
    dice: tuple[int, ...]
    dice_left: tuple[int, ...]
    closed: int
    memo: dict[tuple, int]
    actions: tuple[int, ...]
    end: tuple[str, int, int, int] | None
    effects: tuple[tuple, ...]

    @classmethod
    def new(cls, rules, options: dict) -> JacquetState:
        """A game's start: fifteen checkers a side on its talon, the opening throws due (J1)."""
        state = cls()
        state.bear_off = BEAR_OFF[options["bear_off"]]
        state.strict = state.bear_off.strict
        state.low = (_START[0], _START[0])
        state.high = (0, 0)
        state.held = (_START[1], _START[1])
        state.player = 0
        state.phase = "opening"
        state.first = 0  # White's opening die, while Black's is awaited
        state.dice = ()  # this turn's dice, four for a double
        state.dice_left = ()
        state.closed = 0  # the points the opponent holds, in the mover's numbering (fixed for a throw)
        state.memo = {}  # (low, high, dice left) -> how many can be played, for this throw
        state.actions = ()
        state.end = None  # (kind, winner, points, point): the loser's rear or walled-in courier
        state.effects = _NONE
        return state

    @classmethod
    def arranged(cls, bear_off, packed: tuple, held: tuple, player: int, phase: str, first: int,
                 throw: tuple, left: tuple) -> JacquetState:
        """A state set up from a position (checked by the caller): the ``bear_off`` rule (a
        :class:`~.rule_sets.BearOff`), the sides, the player, the phase, White's opening die (``first``), the
        throw and the dice still to play in it."""
        state = cls()
        state.bear_off, state.strict = bear_off, bear_off.strict
        (white_low, white_high), (black_low, black_high) = words_of(packed[0]), words_of(packed[1])
        state.low, state.high = (white_low, black_low), (white_high, black_high)
        state.held, state.player, state.phase, state.first = held, player, phase, first
        state.dice, state.dice_left = (dice_of(throw) if phase == "move" else ()), left
        state.closed, state.memo, state.actions, state.end, state.effects = 0, {}, (), None, _NONE
        if phase == "move":
            state._begin_moves()
        elif phase == "throw":
            state._check_courier()
        elif phase == "over" and all_off(packed[player]):
            state._finish_off(player)
        elif phase == "over":
            state._check_courier()
        return state

    @property
    def packed(self) -> tuple[int, int]:
        """Each side's ``packed`` (see the module docstring), White's and Black's: the words joined."""
        low, high = self.low, self.high
        return high[0] << SPLIT | low[0], high[1] << SPLIT | low[1]

    # -- the protocol ----------------------------------------------------------------

    def current_player(self) -> int:
        return self.player

    def is_chance_node(self) -> bool:
        return self.phase == "opening" or self.phase == "throw"

    def chance_outcomes(self) -> tuple:
        if self.phase == "opening":
            return _OPENING_THROWS
        return _TURN_THROWS if self.phase == "throw" else ()

    def sample_throw(self, rng) -> tuple:
        """A throw drawn from ``rng`` (a :class:`jocari_edu.core.Rng`), as a game draws it."""
        if self.phase == "opening":
            return (rng.below(6) + 1,)
        a, b = rng.below(6) + 1, rng.below(6) + 1
        return (a, b) if a >= b else (b, a)

    def apply_throw(self, throw: tuple) -> None:
        """The opening single dice (choice J1), or a turn's two dice (:func:`dice_of`: a double counts four times)."""
        self.effects = _NONE
        if self.phase == "opening":
            if not self.first:
                self.first, self.player = throw[0], 1
            else:
                white, black = self.first, throw[0]
                self.first, self.player = 0, 0 if white >= black else 1
                if white != black:
                    self.phase = "throw"
            return
        self.dice = self.dice_left = dice_of(throw)
        self.phase = "move"
        self._begin_moves()

    def _begin_moves(self) -> None:
        """A throw's first step: the analysis of the throw starts afresh (J2), and J3 if nothing can be played."""
        # each pair read at a fixed index, here and in apply_action and _check_courier: compiled by mypyc, a pair
        # field indexed by a variable is first copied into a new tuple, its two words boxed
        lows, highs, helds = self.low, self.high, self.held
        if self.player:
            self.closed = opposite(helds[0])
            low, high, held = lows[1], highs[1], helds[1]
        else:
            self.closed = opposite(helds[1])
            low, high, held = lows[0], highs[0], helds[0]
        self.memo = {}
        self.actions = self.legal_steps(low, high, held, self.dice_left)[0] or (PASS_ACTION,)

    def legal_actions(self) -> tuple:
        return self.actions

    def turn_ends(self) -> list[tuple[tuple, int, int]]:
        """Each distinct way the mover can play the rest of this throw (see :func:`turn_ends`)."""
        me = self.player
        if not self.actions or self.actions == (PASS_ACTION,):
            return [((PASS_ACTION,), self.packed[me], self.held[me])] if self.actions else []
        return self._turn_ends(self.low[me], self.high[me], self.held[me], self.dice_left, self.actions)

    def _turn_ends(self, low: int, high: int, held: int, dice: tuple, moves: tuple | None = None) -> list:
        """:func:`turn_ends` from the side's words (the ends' sides joined: ``packed``)."""
        if moves is None:
            moves = self.legal_steps(low, high, held, dice)[0]
            if not moves:
                return [((PASS_ACTION,), packed_of(low, high), held)]
        seen: set = set()
        found: list = []
        seq: list = []
        legal_steps = self.legal_steps
        without = _WITHOUT

        def walk(low, high, held, dice, moves):
            for action in moves:
                lo, hi, h = words_after(low, high, held, action)
                left = without[dice][action >> 5]
                p = hi << SPLIT | lo  # the side's packed: one int to remember, and what the ends give
                follow = ()
                if left and not all_off_high(hi):
                    steps, most = legal_steps(lo, hi, h, left)
                    if most:
                        follow = steps
                key = (p, left) if follow else p
                if key in seen:
                    continue
                seen.add(key)
                seq.append(action)
                if follow:
                    walk(lo, hi, h, left, follow)
                else:
                    found.append((tuple(seq), p, h))
                seq.pop()

        walk(low, high, held, dice, moves)
        return found

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def result(self) -> tuple | None:
        """``(kind, winner, points)`` once over: kind ``simple`` ... ``quadruple`` or ``courier_blocked``."""
        return None if self.end is None else self.end[:3]

    def returns(self) -> tuple:
        """The points each player wins (the loser's negative), 0 while the game goes on."""
        if self.end is None:
            return (0.0, 0.0)
        points = float(self.end[2])
        return (points, -points) if self.end[1] == 0 else (-points, points)

    # -- the rules: a throw played as a whole (J2) ------------------------------------------

    def _depth(self, low: int, high: int, held: int, dice: tuple[int, ...]) -> int:
        """How many of ``dice`` can still be played by the mover from the side ``(low, high, held)`` (memoised)."""
        if len(dice) < 2:  # the last die: playable or not, nothing to remember
            return 1 if dice and step_sources(low, held, self.closed, dice[0], self.strict) else 0
        key: tuple = (low, high, dice)  # boxed once (compiled), for the look-up and the entry
        memo = self.memo
        found = memo.get(key)
        if found is not None:
            return found
        count = len(dice)
        steps = single_steps(low, held, self.closed, dice, self.strict)
        if len(steps) >= count and dice[0] == dice[-1]:
            best = count  # a double's die with as many sources as dice to play: all are played (see :func:`step_sources`)
        else:
            best = 0
            rest = _WITHOUT[dice]
            for action in steps:
                lo, hi, h = words_after(low, high, held, action)  # unpacked, not *words_after(): a direct call compiled
                reach = 1 + self._depth(lo, hi, h, rest[action >> 5])
                if reach > best:
                    best = reach
                    if best == count:
                        break
        memo[key] = best
        return best

    def legal_steps(self, low: int, high: int, held: int, dice: tuple[int, ...]) -> tuple[tuple[int, ...], int]:
        """The steps that begin a sequence playing the dice as required (J2), and how many dice that is, for the
        mover's side ``(low, high, held)``.

        As many dice as possible must be played (doubles: as many as possible);
        when only one of two different dice can be, the larger if it can (:func:`larger_die`).
        The sequences are searched only where :func:`step_sources` cannot tell: a die with as many
        sources as dice to play is played whatever the other steps.
        """
        # single_steps' two functions, each die's sources kept: the count of a die's actions is the count of its sources
        closed, strict = self.closed, self.strict
        large, small = dice[0], dice[-1]
        small_mask = step_sources(low, held, closed, small, strict)
        steps = die_steps(small, small_mask)
        count = len(dice)
        if large == small:  # one die, or a double
            if len(steps) >= count:  # as many sources as dice (one die: a source): all are played
                return steps, count
            if not steps:
                return steps, 0
        else:  # two different dice
            large_mask = step_sources(low, held, closed, large, strict)
            more = die_steps(large, large_mask)
            smalls = len(steps)  # the small die's steps come first
            if smalls > 1 and len(more) > 1:  # each die has two sources: both dice are played, whatever the first
                return steps + more, 2
            steps += more
            if not steps:
                return steps, 0
        reach: list[int] = []
        most, least = 0, count  # the most and the fewest dice played after a step (no call of max or min)
        if large == small:
            rest = _WITHOUT[dice]
            for a in steps:
                lo, hi, h = words_after(low, high, held, a)
                r = self._depth(lo, hi, h, rest[a >> 5])
                reach.append(r)
                if r > most:
                    most = r
                if r < least:
                    least = r
        else:
            i = 0
            for a in steps:
                # the other die alone after the step (_depth's last die, written out): played if it has a source
                # other than the step's (see :func:`step_sources`), else looked for after the step
                if (large_mask if i < smalls else small_mask) & ~(1 << (a & 31)):
                    r = 1
                else:
                    lo, hi, h = words_after(low, high, held, a)  # hi unused: ``_`` would be boxed once compiled
                    r = 1 if step_sources(lo, h, closed, large if i < smalls else small, strict) else 0
                i += 1
                reach.append(r)
                if r > most:
                    most = r
                if r < least:
                    least = r
        moves = steps if least == most else tuple(a for a, r in zip(steps, reach, strict=True) if r == most)
        most += 1  # the step itself
        larger = larger_die(dice, most)
        if larger:
            moves = tuple(a for a in moves if a >> 5 == larger) or moves
        return moves, most

    def example(self, low: int, high: int, held: int, dice: tuple) -> list[int]:
        """One complete legal sequence from the side ``(low, high, held)`` (for explanations)."""
        seq = []
        while dice:
            moves, _ = self.legal_steps(low, high, held, dice)
            if not moves:
                break
            seq.append(moves[0])
            low, high, held = words_after(low, high, held, moves[0])
            dice = _without(dice, moves[0] >> 5)
        return seq

    def depth_after(self, low: int, high: int, held: int, action: int, dice: tuple) -> int:
        """How many of ``dice`` a sequence beginning with the step ``action`` plays (``action`` included)."""
        return 1 + self._depth(*words_after(low, high, held, action), _without(dice, action >> 5))

    # -- the refusal: the predicates above, one at a time, to name the one broken -----------

    def refusal(self, action: int) -> tuple | None:
        """Why ``action`` is not legal now, ``(code, params)``, or None: the rules for one checker and one die
        (:meth:`step_reason`), then those of the whole throw (J2, :meth:`turn_reason`); the pass (J3) only when
        no step is legal.  The teaching game words ``no_die``, ``no_die_off`` and ``max_dice`` further."""
        if action == PASS_ACTION:
            legal = self.actions
            return None if legal == (PASS_ACTION,) else ("pass_refused", {"move": str(ACTION_MOVES[legal[0]])})
        src = action & 31
        found = self.step_reason(src, _step_dst(action), action >> 5)
        return found if found is not None else self.turn_reason(action)

    def step_reason(self, src: int, dst: int, die: int) -> tuple | None:
        """Why the single step of the mover's checker on ``src`` to ``dst`` with ``die`` is refused by the
        rules for one checker and one die (those :func:`single_steps` applies), as ``(code, params)``, or None.
        ``no_die`` steps (no die shows the distance) are answered with the code alone: the caller words them."""
        me = self.player
        low, held = self.low[me], self.held[me]
        if not held >> src & 1:
            return ("not_yours" if self.closed >> src & 1 else "no_checker", {"p": src})
        if dst != OFF and dst <= src:
            return ("backward", {"src": src, "dst": dst})
        if not movers(low, held) >> src & 1:
            return ("courier_first", {"c": courier_of(low, held)})
        if dst == OFF:
            return self.off_reason(held, src, die)
        if die not in self.dice_left:
            return ("no_die", {})
        if not open_from(self.closed, die) >> src & 1:
            return ("closed", {"p": dst})
        return None

    def off_reason(self, held: int, src: int, die: int) -> tuple | None:
        """Bearing off: all fifteen in the last quarter (:func:`all_home`), a die at least the distance, and J7
        (:func:`off_source`, the ``bear_off`` rule's refusal naming the checker that goes or stands farther)."""
        if not all_home(held):
            return ("off_not_home", {"p": rearmost(held)})
        dice = self.dice_left
        if die not in dice:
            return ("no_die_off", {"d": die, "k": len(dice), "dice": dice})
        need = OFF - src
        if die < need:
            return ("off_short", {"d": die, "p": src, "need": need})
        if die > need and off_source(held, die, self.strict) != src:
            # strict: the rearmost checker stands farther back; else the farthest the die reaches goes first
            point = rearmost(held) if self.strict else rearmost(held >> (OFF - die) << (OFF - die))
            return (self.bear_off.refusal, {"d": die, "p": point})
        return None

    def turn_reason(self, action: int) -> tuple | None:
        """Why a step the one-checker rules allow is refused by the rules of the whole throw (J2), or None:
        the larger die (:func:`larger_die`), else as many dice as possible (:meth:`legal_steps`)."""
        me = self.player
        low, high, held, dice = self.low[me], self.high[me], self.held[me], self.dice_left
        legal, most = self.legal_steps(low, high, held, dice)
        if action in legal:
            return None
        larger = larger_die(dice, most)
        if larger and action >> 5 != larger:
            return ("larger_die", {"d": larger})
        return ("max_dice", {"m": most, "k": self.depth_after(low, high, held, action, dice),
                             "example": self.example(low, high, held, dice)})

    # -- effects ---------------------------------------------------------------------

    def apply_action(self, action: int) -> None:
        """Play a legal action (not checked: the teaching API checks and explains), recording its effects."""
        if action == PASS_ACTION:
            self.effects = (("lost_throw", self.dice_left), *_TURN_OVER)
            self._end_turn()
            return
        me = self.player
        lows, highs, helds = self.low, self.high, self.held  # read at fixed indices (see _begin_moves)
        if me:
            before, high, held_before = lows[1], highs[1], helds[1]
        else:
            before, high, held_before = lows[0], highs[0], helds[0]
        low, high, held = words_after(before, high, held_before, action)
        effects = _NONE
        src = action & 31
        dst = src + (action >> 5)
        if courier_may_run(before):
            c = courier_of(before, held_before)
            if c == 1 and src == 1:
                effects = _COURIER_OUT
            elif c and dst >= LAST:
                effects = _COURIER_HOME[dst]
        if dst >= OFF:
            effects += _OFF_EFFECTS[action]
        elif not held_before >> dst & 1:  # a point newly held (empty before the step: not in held)
            run = bouchage_through(held, dst)
            if run is not None:
                effects += (("bouchage", *run),)
        if me:
            self.low, self.high, self.held = (lows[0], low), (highs[0], high), (helds[0], held)
        else:
            self.low, self.high, self.held = (low, lows[1]), (high, highs[1]), (held, helds[1])
        self.dice_left = left = _WITHOUT[self.dice_left][action >> 5]
        if all_off_high(high):
            self.phase, self.dice, self.dice_left, self.actions = "over", (), (), ()
            self.effects = effects
            self._finish_off(me)
            return
        if left:
            moves, most = self.legal_steps(low, high, held, left)
            if most:
                self.actions = moves
                self.effects = effects
                return
        self.effects = effects + _TURN_OVER
        self._end_turn()

    def _end_turn(self) -> None:
        self.player = 1 - self.player
        self.phase = "throw"
        self.dice = self.dice_left = self.actions = ()
        self._check_courier()

    def _check_courier(self) -> bool:
        """End the game if the courier of the player to throw is walled in (choice J6)."""
        loser = self.player
        low = self.low[1] if loser else self.low[0]  # read at fixed indices (see _begin_moves)
        if not courier_may_run(low):
            return False
        helds = self.held
        c = walled_in(low, helds[1], helds[0]) if loser else walled_in(low, helds[0], helds[1])
        if not c:
            return False
        self.phase, self.actions = "over", ()
        self.end = ("courier_blocked", 1 - loser, 4, c)
        self.effects += (("walled_in", c), ("won", "courier_blocked", 4))
        return True

    def _finish_off(self, winner: int) -> None:
        """Score by the quarter of the loser's rearmost checker, in the loser's numbering (choice J9)."""
        rear = rearmost(self.held[1 - winner])
        points = win_points(self.held[1 - winner])
        self.end = (SIZES[points][0], winner, points, rear)
        self.effects += (("won", SIZES[points][0], points),)

    # -- what players and pictures read (public, for them) -----------------------------

    def courier(self, player: int) -> int:
        """The point of ``player``'s courier while it still runs (1 before it leaves), else 0."""
        return courier_of(self.low[player], self.held[player])

    def points(self, player: int) -> dict[int, int]:
        """``player``'s checkers on the board: ``{point: count}`` in ``player``'s numbering."""
        packed = self.packed[player]
        return {q: packed >> 4 * q & 15 for q in range(1, OFF) if packed >> 4 * q & 15}

    def bouchages(self, player: int) -> list[tuple[int, int, int]]:
        """``player``'s runs of six or more points held, as (length, first, last) in their numbering (J8)."""
        held = self.held[player]
        runs = {run_through(held, q) for q in range(1, OFF) if held >> q & 1}
        return sorted(r for r in runs if r[0] >= BOUCHAGE)


# The choices each rule function applies (core.rule_sets.implements), marked here rather than by decorators:
# a decorated function is called through Python even from code compiled by mypyc (tools/compile_kernels.py).
implements("J4", "J5")(courier_of)
implements("J7")(off_source)
implements("J8")(bouchage_through)
implements("J1")(JacquetState.apply_throw)
implements("J3")(JacquetState._begin_moves)
implements("J2")(JacquetState.legal_steps)
implements("J6")(JacquetState._check_courier)
implements("J9")(JacquetState._finish_off)
