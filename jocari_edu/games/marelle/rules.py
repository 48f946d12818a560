"""The kernel of la Marelle: every rule, each decided once, on a few ints.

:class:`MarelleState` is OpenSpiel-like (:meth:`~MarelleState.legal_actions`
as ints, in the order of :meth:`Marelle.legal_moves`, :meth:`~MarelleState.apply_action`,
the draw for the first player as a chance step).  Each rule is one method,
which the generator and the teaching game's refusals both call:

- :meth:`MarelleState.stage`: what kind of move is due (place, fly or step; a take after a mill);
- :meth:`MarelleState.counts_as_mill` (M1, M2): a full line is no mill while its pieces are a broken mill's;
- :meth:`MarelleState.takeable`: a piece in a mill is safe unless every opposing piece is in one;
- :meth:`MarelleState.beaten`: seven pieces taken (fewer than three left) loses;
- :meth:`MarelleState.closes` (M4) and :meth:`MarelleState.breaks` (M1): the mills a move makes and breaks.

What an action did is recorded in ``effects`` (codes in :attr:`MarelleState.EFFECTS`);
the explanations, the pictures and the lab read it.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Final, cast

from ...core.kernel import Kernel
from ...core.rule_sets import implements
from .board import (
    _DST,
    _FLIP,
    _FLY_ACTS,
    _PTS,
    _SIDES_FULL,
    _SRC,
    _STEP_GROUPS,
    _TAKE_ACTS,
    ACTION_MOVES,
    ADJ,
    BIT,
    FREE_FACTOR,
    FULL,
    MILLS,
    MILLS_AT,
    MOVE_BASE,
    NAMES,
    PASS_ACTION,
    PIECES,
    STEP_GROUP_MASKS,
    STEP_GROUP_MODULI,
    TAKE_BASE,
    mill_name,
    points_of,
)
from .rule_sets import MarelleRules

# The board's tables and numbers under final, typed names: compiled by mypyc (tools/compile_kernels.py), each is
# a C static read without a dictionary look-up, its items without a type test; the pure module reads them as globals.
_PTS_LO: Final[tuple[tuple[int, ...], ...]] = _PTS[0]  # the points (and the placements) of a mask's low byte
_PTS_MID: Final[tuple[tuple[int, ...], ...]] = _PTS[1]
_PTS_HI: Final[tuple[tuple[int, ...], ...]] = _PTS[2]
_TAKES: Final[tuple[tuple[tuple[int, ...], ...], ...]] = _TAKE_ACTS
_FLIGHTS: Final[tuple[tuple[tuple[tuple[int, ...], ...], ...], ...]] = _FLY_ACTS
_STEPS_0: Final[tuple[tuple[int, ...], ...]] = _STEP_GROUPS[0]  # the steps of the pieces of a group of four points
_STEPS_1: Final[tuple[tuple[int, ...], ...]] = _STEP_GROUPS[1]
_STEPS_2: Final[tuple[tuple[int, ...], ...]] = _STEP_GROUPS[2]
_STEPS_3: Final[tuple[tuple[int, ...], ...]] = _STEP_GROUPS[3]
_STEPS_4: Final[tuple[tuple[int, ...], ...]] = _STEP_GROUPS[4]
_STEPS_5: Final[tuple[tuple[int, ...], ...]] = _STEP_GROUPS[5]
# Each group's mask on the position's code and the modulus of its table (board.STEP_GROUP_MASKS, STEP_GROUP_MODULI)
_MASK_0: Final[int] = STEP_GROUP_MASKS[0]
_MASK_1: Final[int] = STEP_GROUP_MASKS[1]
_MASK_2: Final[int] = STEP_GROUP_MASKS[2]
_MASK_3: Final[int] = STEP_GROUP_MASKS[3]
_MASK_4: Final[int] = STEP_GROUP_MASKS[4]
_MASK_5: Final[int] = STEP_GROUP_MASKS[5]
_MOD_0: Final[int] = STEP_GROUP_MODULI[0]
_MOD_1: Final[int] = STEP_GROUP_MODULI[1]
_MOD_2: Final[int] = STEP_GROUP_MODULI[2]
_MOD_3: Final[int] = STEP_GROUP_MODULI[3]
_MOD_4: Final[int] = STEP_GROUP_MODULI[4]
_MOD_5: Final[int] = STEP_GROUP_MODULI[5]
_BIT: Final[tuple[int, ...]] = BIT
_LINES_AT: Final = cast("tuple[tuple[int, int], ...]", MILLS_AT)  # the two lines through a point
_SRCS: Final[tuple[int, ...]] = _SRC
_FULL: Final[int] = FULL
_TAKE_BASE: Final[int] = TAKE_BASE
_MOVE_BASE: Final[int] = MOVE_BASE
_PASS_ACTION: Final[int] = PASS_ACTION
_SIDES: Final[tuple[int, ...]] = _SIDES_FULL
# A step's or a flight's target, its change of the mover's mask and the two lines through its target, by action
# (one read and one unpacking a move, rather than three reads).
# (the pass's, the hand-over's and the others' all zeros)
_HAND_OVER: Final[int] = PASS_ACTION + 1  # the pseudo-action of a turn's start (MarelleState._start): the hand-over alone, never legal
_MOVING: Final[tuple[tuple[int, int, int, int], ...]] = tuple(
    (_DST[a], _FLIP[a], MILLS_AT[_DST[a]][0], MILLS_AT[_DST[a]][1]) if MOVE_BASE <= a < PASS_ACTION else (0, 0, 0, 0)
    for a in range(_HAND_OVER + 1))
# A position's bit in MarelleState.seen's masks (code % _SEEN_MODULUS): with 251 bits, one new position in twenty was
# a false alarm that walked the chain (a chain holds up to the quiet-move limit's positions); with 1021, about one in
# eighty.
_SEEN_MODULUS: Final = 1021
_SEEN_BITS: Final[tuple[int, ...]] = tuple(1 << k for k in range(_SEEN_MODULUS))
_FREE_FACTOR: Final = FREE_FACTOR
_MIDDLES: Final = 0xAA  # the middles of a square's sides (odd k) in its byte: the points a spoke joins


def _full_lines(mask: int) -> int:
    """The points of ``mask`` that lie on a line all of whose three points are in ``mask``."""
    spokes = mask & mask >> 8 & mask >> 16 & _MIDDLES
    return (_SIDES[mask & 255] | _SIDES[mask >> 8 & 255] << 8 | _SIDES[mask >> 16] << 16
            | spokes | spokes << 8 | spokes << 16)


def _pick(tables: tuple[tuple[tuple[int, ...], ...], ...], mask: int) -> tuple[int, ...]:
    """The entries of ``tables`` (made by board._chunked) for the set bits of ``mask``, in index order."""
    return tables[0][mask & 255] + tables[1][mask >> 8 & 255] + tables[2][mask >> 16]


def banned_points(bans: frozenset[tuple[int, int]]) -> int:
    """The points of the pieces that ``bans`` follow (MarelleState.banned)."""
    points = 0
    for _, pieces in bans:
        points |= pieces
    return points


# What is due: the draw for the first player, a take, a placement, a flight or a step (see MarelleState.due).
TOSS: Final = "toss"
TAKING: Final = "take"
PLACING: Final = "place"
FLYING: Final = "fly"
STEPPING: Final = "step"

_TOSS: Final[tuple] = (((1,), Fraction(1, 2)), ((2,), Fraction(1, 2)))

# Prebuilt effects, so that recording what a move did costs no tuple per ply.
_MILL: Final[dict[int, tuple]] = {line: ("mill", line) for line in MILLS}
_REFORMED: Final[dict[int, tuple]] = {line: ("reformed", line) for line in MILLS}
_BREAK: Final[dict[int, tuple]] = {line: ("break", line) for line in MILLS}
_PASSED: Final[tuple] = (("pass",),)
_FLYING: Final[tuple[tuple, ...]] = ((("flying", 0),), (("flying", 1),))
_SEVEN: Final[tuple[tuple, ...]] = ((("seven", 0),), (("seven", 1),))
_BLOCKED: Final[tuple[tuple, ...]] = ((("blocked", 0),), (("blocked", 1),))
_TAKEN: Final[tuple[tuple[tuple, ...], ...]] = tuple(
    ((("take", p, 0),), (("take", p, 1),)) for p in range(24))  # _TAKEN[point][from_mill]
_STARTS: Final[tuple[tuple, ...]] = ((("starts", 0),), (("starts", 1),))
_NONE: Final[tuple] = ()


class MarelleState(Kernel):
    """The kernel: the whole of the rules on a few ints, with no teaching object per ply.

    An action is ``p`` (place on point ``p``), ``24 + p`` (take the piece on
    ``p``), ``48 + 24 * src + dst`` (a step or a flight) or ``624`` (the
    pass); ``ACTION_MOVES[action]`` is its move object.  The legal actions of
    the player to act are computed once, when the turn comes (the blocked test,
    M6, is that list being empty), and kept in ``actions``.
    """

    CONSTANTS = ("variant", "ban_reform", "can_fly", "passes", "repetition", "quiet_limit")
    FIELDS = (
        "player", "effects", "white", "black", "hand", "tossing", "taking", "bans", "banned", "quiet", "formed",
        "last_action", "last_take", "end", "seen", "actions",
    )
    __slots__ = CONSTANTS + FIELDS
    # their types, for mypyc (tools/compile_kernels.py): Kernel checks that they are the slots
    variant: MarelleRules
    ban_reform: bool
    can_fly: bool
    passes: bool
    repetition: int
    quiet_limit: int
    player: int
    effects: tuple
    white: int
    black: int
    hand: tuple[int, int]
    tossing: bool
    taking: bool
    bans: tuple[frozenset[tuple[int, int]], ...]  # two: any length for mypyc, which then keeps it as a tuple (read by index)
    banned: tuple[int, int]
    quiet: int
    formed: int
    last_action: int
    last_take: int
    end: tuple | None
    seen: tuple
    actions: tuple[int, ...]
    EFFECTS = {
        "starts": ("player",),  # the draw for the first player (M5)
        "mill": ("line",),  # a mill made: a take follows (one take however many, M4)
        "reformed": ("line",),  # a full line that is no mill: a broken mill's pieces again (M1, M2)
        "break": ("line",),  # a mill broken by a move: its three pieces never re-form it (M1)
        "take": ("point", "from_mill"),  # a piece taken; from_mill 1: it stood in a mill (all did)
        "flying": ("player",),  # ``player`` is down to three pieces, all placed, and now flies (M8)
        "pass": (),  # a blocked player passes (M6, option)
        "seven": ("winner",),  # the seventh piece taken: ``winner`` wins
        "blocked": ("winner",),  # the player to move cannot move: ``winner`` wins (M6)
        "repetition": ("n",),  # the same position for the n-th time: a draw (M7)
        "quiet": ("n",),  # n moves without a take: a draw (M7)
    }

    @classmethod
    def new(cls, rules, options: dict) -> MarelleState:
        """The empty board, nine pieces in each hand; M5: a drawn first player is a chance step."""
        variant = MarelleRules.of(options)
        self = cls()
        self.variant = variant
        self.ban_reform = variant.bans_reforming
        self.can_fly = variant.flying
        self.passes = variant.blocked_passes
        self.repetition = variant.repetition
        self.quiet_limit = variant.quiet_moves
        self.tossing = variant.first_drawn
        self.player = variant.first_player
        self.effects = _NONE
        self.white = self.black = 0  # each side's pieces on the board, as masks (also ``bits``)
        self.hand = (PIECES, PIECES)
        self.taking = False  # a take is due from self.player
        # Per side, a frozenset of (line, points of its three pieces) never to count
        # again (M1); frozensets keep their hash, which the repetition count uses.
        self.bans = (frozenset(), frozenset())
        self.banned = (0, 0)  # per side, the points of the pieces its bans follow (banned_points(bans[side]))
        self.quiet = 0  # moves since the last take
        self.formed = 0  # the points of the mills the last placement or move made (for pictures)
        self.last_action = -1  # the last placement or move (for pictures)
        self.last_take = -1  # the point taken after it, if any
        self.end = None  # (state, winner) once over
        # The moving-phase positions reached since the last take (M7), latest first, as a chain
        # ``(code, bans, (earlier code, earlier bans, (..., ()), mask), mask)``: one node a move, shared by
        # clones and undo, never copied.  A position is its ``code`` (the pieces of the player to move and the
        # free points, ``own + free * 2**24``, as the move generator reads them: an int compared natively) and,
        # while a broken mill is banned, the ``bans`` (else None); the player to move alternates along the chain
        # (one node a turn, no take within it), so that the nodes of the same player are every second one and
        # their codes tell their positions apart.  A node's ``mask`` has one bit per position of its chain
        # (code % _SEEN_MODULUS), so that most new positions need no search.
        self.seen = ()
        self.actions = ()
        if not self.tossing:
            self._start(self.player)
        return self

    # -- the protocol ----------------------------------------------------------------

    def current_player(self) -> int:
        return self.player

    def is_chance_node(self) -> bool:
        return self.tossing

    def chance_outcomes(self) -> tuple:
        """The draw for the first player (M5): ``(1,)`` White starts, ``(2,)`` Black, one chance in two."""
        return _TOSS if self.tossing else ()

    def sample_throw(self, rng) -> tuple:
        """A throw drawn from ``rng`` (a :class:`jocari_edu.core.Rng`), as a game draws it."""
        return (1 + rng.bits(1),)  # rng.below(2), the same number

    def apply_throw(self, throw: tuple) -> None:
        self.player = throw[0] - 1
        self.tossing = False
        self.effects = _STARTS[self.player]
        self._start(self.player)

    def legal_actions(self) -> tuple:
        return self.actions

    def is_terminal(self) -> bool:
        return self.end is not None

    def result(self) -> tuple | None:
        """``(kind, winner, points)`` once over: kind ``seven``, ``blocked``, ``repetition`` or ``quiet``."""
        end = self.end
        return None if end is None else (end[0], end[1], 0 if end[1] is None else 1)

    def returns(self) -> tuple:
        """Each player's score: 1 for a win, -1 for a loss, 0 for a draw or a game not over."""
        winner = None if self.end is None else self.end[1]
        return (0.0, 0.0) if winner is None else (1.0, -1.0) if winner == 0 else (-1.0, 1.0)

    @property
    def bits(self) -> tuple[int, int]:
        """Each side's pieces on the board, as 24-bit masks: ``(white, black)``."""
        return (self.white, self.black)

    # -- counts -------------------------------------------------------------------------

    def left(self, player: int) -> int:
        """``player``'s pieces still in play, on the board or in hand."""
        return self.hand[player] + (self.black if player else self.white).bit_count()

    def taken(self, player: int) -> int:
        """How many pieces ``player`` has taken."""
        return PIECES - self.left(1 - player)

    def beaten(self, player: int) -> bool:
        """The seed: seven pieces taken, fewer than three left, and ``player`` has lost."""
        return self.left(player) < 3

    def down_to_three(self, player: int) -> bool:
        """Three pieces left, all on the board: the condition of flying (M8)."""
        hand = self.hand  # read by a constant index: compiled, the pair's ints stay native (a variable index boxes)
        return not (hand[1] if player else hand[0]) and (self.black if player else self.white).bit_count() == 3

    # -- the rules -------------------------------------------------------------------------

    def stage(self, player: int) -> str:
        """What kind of move ``player`` makes on a turn (a take apart): ``"place"`` while pieces are in hand,
        ``"fly"`` with three left when flying is allowed (M8), else ``"step"``."""
        hand = self.hand
        if hand[1] if player else hand[0]:
            return PLACING
        return FLYING if self.can_fly and self.down_to_three(player) else STEPPING

    def due(self) -> str | None:
        """What the player to act must do now: ``"toss"``, ``"take"``, ``"place"``, ``"fly"``, ``"step"``;
        None once the game is over.  The generator, the refusals and the pictures all ask this."""
        if self.end is not None:
            return None
        if self.tossing:
            return TOSS
        return TAKING if self.taking else self.stage(self.player)

    def flies(self, player: int) -> bool:
        """Choice M8: three pieces left, all on the board, and flying allowed."""
        return self.stage(player) is FLYING

    def counts_as_mill(self, player: int, line: int) -> bool:
        """M1, M2: a full line is no mill while its pieces are those of a broken mill of that line."""
        return (line, line) not in self.bans[player]

    def mill_lines(self, player: int) -> tuple[int, ...]:
        """The lines of ``player``'s mills standing (a re-formed banned line is none, M2), in board order."""
        own = self.black if player else self.white
        return tuple(m for m in MILLS if own & m == m and self.counts_as_mill(player, m))

    def in_mills(self, player: int) -> int:
        """The points of ``player``'s pieces that stand in a mill (as a mask)."""
        own = self.black if player else self.white
        if not self.bans[player]:
            return _full_lines(own)
        safe = 0
        for line in self.mill_lines(player):
            safe |= line
        return safe

    def takeable(self) -> int:
        """The opposing pieces the player may take: none in a mill, unless all are (the seed)."""
        opp = 1 - self.player
        theirs = self.black if opp else self.white
        return theirs & ~self.in_mills(opp) or theirs

    def blocked(self, player: int) -> bool:
        """No piece of ``player`` (all placed) has a free neighbour, and ``player`` cannot fly (M6): asked of a copy
        whose turn starts as every turn does (the moves of the hand-over in :meth:`apply_action`, their one copy)."""
        probe = self.clone()
        probe.passes, probe.end = False, None
        probe._start(player)
        end = probe.end  # M6 is settled before M7's draws: a blocked player's turn ends at once, as blocked
        return end is not None and end[0] == "blocked"

    def closes(self, src: int, dst: int) -> tuple[int, tuple]:
        """The lines a placement (src -1) or move to ``dst`` fills: (the mills made, as points, and the effects).

        The effects are the ``reformed`` lines first, then the ``mill`` lines.
        M1, M2: a line counts as no mill when its three pieces, after the move,
        are those of an earlier mill on that line which they broke.  M4: the
        caller takes once, however many mills are made.
        """
        me = self.player
        own = (self.black if me else self.white) | _BIT[dst]
        if src >= 0:
            own ^= _BIT[src]
        mills = 0
        made: tuple = _NONE
        reformed: tuple = _NONE
        for line in _LINES_AT[dst]:
            if own & line == line:
                if self.bans[me] and self._banned(me, line, src, dst):
                    reformed += (_REFORMED[line],)
                else:
                    mills |= line
                    made += (_MILL[line],)
        return mills, reformed + made

    def _banned(self, me: int, line: int, src: int, dst: int) -> bool:
        for banned_line, pieces in self.bans[me]:
            if banned_line == line:
                if src >= 0 and pieces & _BIT[src]:
                    pieces ^= _BIT[src] | _BIT[dst]
                if pieces == line:
                    return True
        return False

    def breaks(self, me: int, own: int, src: int, dst: int) -> tuple:
        """M1: the pieces of a mill that a move breaks never make that mill again; returns the ``break`` effects.

        A ban names the line and the points of its three pieces, which follow
        the pieces as they move (dropped when one of them is taken).
        """
        first, second = _LINES_AT[src]
        banned = self.banned
        points = banned[1] if me else banned[0]
        if own & first != first and own & second != second and not points & _BIT[src]:
            return _NONE  # the usual case: no mill broken, no banned piece moved
        moved = _BIT[src] | _BIT[dst]
        bans = {(line, pieces ^ moved if pieces & _BIT[src] else pieces) for line, pieces in self.bans[me]}
        if points & _BIT[src]:
            points ^= moved
        broken = _NONE
        if own & first == first and self.counts_as_mill(me, first):
            bans.add((first, first ^ moved))
            points |= first ^ moved
            broken = (_BREAK[first],)
        if own & second == second and self.counts_as_mill(me, second):
            bans.add((second, second ^ moved))
            points |= second ^ moved
            broken += (_BREAK[second],)
        if me:
            self.bans = (self.bans[0], frozenset(bans))
            self.banned = (banned[0], points)
        else:
            self.bans = (frozenset(bans), self.bans[1])
            self.banned = (points, banned[1])
        return broken

    # -- why a move is refused: the rules above, asked in the generator's order ----------------

    def refusal(self, action: int) -> tuple | None:
        """Why ``action`` is not legal now, ``(message code, params)``, or None: what is due (:meth:`due`), then
        the take (:meth:`takeable`), the placement or the step or flight (the generated moves, M8).

        A throw being due or the game over is the teaching game's phase, said before any move is judged."""
        if action in self.actions:
            return None
        due = self.due()
        taking = _TAKE_BASE <= action < _MOVE_BASE
        if due is TAKING:
            if not taking:
                return ("must_take", {"mill": mill_names(self.formed), "take": self._example()})
            return self._take_refusal(action - _TAKE_BASE)
        if taking:
            return ("no_take", {})
        if due is PLACING:
            if action >= _TAKE_BASE:
                return ("still_placing", {"n": self.hand[self.player], "place": self._example()})
            return ("occupied", {"pt": NAMES[action]})  # the placements generated: every free point
        if action < _TAKE_BASE:
            return ("all_placed", {"move": self._example()})
        if action == _PASS_ACTION:
            return ("pass_refused", {"move": self._example()})
        return self._move_refusal(_SRCS[action], _DST[action])

    def _example(self) -> str:
        """A legal move, for a refusal to offer: the first generated."""
        return str(ACTION_MOVES[self.actions[0]])

    def _move_refusal(self, src: int, dst: int) -> tuple:
        """Why the step or flight ``src-dst`` is not generated: a step to a free neighbour, or (M8) a flight."""
        me = self.player
        if src == dst:
            return ("same_point", {"pt": NAMES[src]})
        own, theirs = (self.black, self.white) if me else (self.white, self.black)
        if not own & _BIT[src]:
            return ("not_yours" if theirs & _BIT[src] else "no_piece", {"pt": NAMES[src]})
        if (own | theirs) & _BIT[dst]:
            return ("occupied", {"pt": NAMES[dst]})
        near = ", ".join(sorted(NAMES[p] for p in points_of(ADJ[src])))
        code = "no_flying" if not self.can_fly and self.down_to_three(me) else "not_adjacent"
        return (code, {"src": NAMES[src], "dst": NAMES[dst], "near": near})

    def _take_refusal(self, dst: int) -> tuple:
        """Why taking the piece on ``dst`` is not generated: the seed, a piece in a mill is safe unless every
        opposing piece is in one (:meth:`takeable`)."""
        me = self.player
        own, theirs = (self.black, self.white) if me else (self.white, self.black)
        if not (own | theirs) & _BIT[dst]:
            return ("take_empty", {"pt": NAMES[dst]})
        if own & _BIT[dst]:
            return ("take_own", {"pt": NAMES[dst]})
        line = next(m for m in MILLS_AT[dst] if m in self.mill_lines(1 - me))
        return ("in_mill", {"mill": mill_name(line), "take": self._example()})

    # -- playing -----------------------------------------------------------------------------

    def apply_action(self, action: int) -> None:
        """Play a legal action (not checked: the teaching API checks and explains), recording its effects; then hand
        the turn over: the next player's moves, M6 and M7, the one copy of a turn's start (see :meth:`_start`).

        (One method rather than a call for the hand-over and another for the moves: pure, each call is 3 % of a
        play-out.)"""
        me = self.player
        mills: int
        effects: tuple
        actions: tuple[int, ...]
        # a step or a flight (most plies) is told by its entry in _MOVING, read anyway: a placement's, a take's, the
        # pass's and the hand-over's are all zeros (one test a step rather than two comparisons)
        dst, flip, first, second = _MOVING[action]
        if flip or action < _TAKE_BASE:
            if flip:  # a step or a flight
                own = self.black if me else self.white
                new = own ^ flip
                # closes() only when a line through dst is full: most moves fill none
                if new & first == first or new & second == second:
                    mills, effects = self.closes(_SRCS[action], dst)
                else:
                    mills, effects = 0, _NONE
                if self.ban_reform:
                    broken = self.breaks(me, own, _SRCS[action], dst)
                    if broken:
                        effects = broken + effects
                if me:
                    self.black = new
                else:
                    self.white = new
                self.quiet += 1
            else:  # a placement
                new = (self.black if me else self.white) | _BIT[action]
                first, second = _LINES_AT[action]
                if new & first == first or new & second == second:  # as for a move: most placements fill no line
                    mills, effects = self.closes(-1, action)
                else:
                    mills, effects = 0, _NONE
                h0, h1 = self.hand
                if me:
                    self.hand = (h0, h1 - 1)
                    self.black = new
                    last = h1 == 1
                else:
                    self.hand = (h0 - 1, h1)
                    self.white = new
                    last = h0 == 1
                if last and self.stage(me) is FLYING:  # the last piece placed, three left (M8)
                    effects += _FLYING[me]
            self.effects = effects
            self.formed = mills
            self.last_action = action
            self.last_take = -1
            if mills:
                self._take_due()
                return
        elif action < _MOVE_BASE:
            if not self._take(action - _TAKE_BASE):
                return  # the seventh piece taken
        elif action == _PASS_ACTION:
            self.effects = _PASSED
            self.quiet += 1
        # else _HAND_OVER: the hand-over alone (_start)

        # -- the hand-over: the next player's moves; a blocked player loses (M6) before any draw is counted (M7)
        self.player = me = 1 - me
        white = self.white
        black = self.black
        empty = _FULL - white - black  # (the sides' masks are disjoint: two subtractions, cheaper than xors, pure)
        stage = self.stage(me)
        if stage is PLACING:  # never blocked (18 pieces at most on 24 points), no draw counted
            self.actions = _PTS_LO[empty & 255] + _PTS_MID[empty >> 8 & 255] + _PTS_HI[empty >> 16]
            return
        own = black if me else white
        # the position, as the steps and the draw by repetition read it (the mover's pieces and the free points)
        code = own + empty * _FREE_FACTOR  # (a product and a sum: cheaper than shifts and ors, pure)
        if stage is FLYING:  # each piece to every empty point
            actions = ()
            lo, mid, hi = empty & 255, empty >> 8 & 255, empty >> 16
            for s in _PTS_LO[own & 255] + _PTS_MID[own >> 8 & 255] + _PTS_HI[own >> 16]:  # in point order
                to_lo, to_mid, to_hi = _FLIGHTS[s]  # _pick(_FLY_ACTS[s], empty), written out: no call, no generator
                # (``actions = actions + ...``: compiled, a plain concatenation; ``+=`` goes through the number protocol)
                actions = actions + (to_lo[lo] + to_mid[mid] + to_hi[hi])
        else:  # STEPPING: the steps of each group of four points, in point order, read from the mover's pieces and
            # the free points (board.STEP_GROUP_MASKS): six table reads, whatever the number of pieces
            actions = (_STEPS_0[(code & _MASK_0) % _MOD_0] + _STEPS_1[(code & _MASK_1) % _MOD_1]
                       + _STEPS_2[(code & _MASK_2) % _MOD_2] + _STEPS_3[(code & _MASK_3) % _MOD_3]
                       + _STEPS_4[(code & _MASK_4) % _MOD_4] + _STEPS_5[(code & _MASK_5) % _MOD_5])
        self.actions = actions
        if not actions:  # blocked: M6
            if not self.passes:  # the usual rule, the blocked player loses
                self.end = ("blocked", 1 - me)
                self.effects += _BLOCKED[1 - me]
                return
            self.actions = (_PASS_ACTION,)
        hand = self.hand  # read by a constant index: compiled, the pair is two native ints (a variable index boxes it)
        if hand[0] if me else hand[1]:  # (a position set up with the other side still placing): no draw counted
            return
        if self.repetition:
            bans: tuple | None = None  # (none unless broken mills are banned: the flag saves two truth tests)
            if self.ban_reform:
                bans = self.bans
                if not (bans[0] or bans[1]):
                    bans = None
            seen = self.seen
            mask = seen[3] if seen else 0
            more = mask | _SEEN_BITS[code % _SEEN_MODULUS]
            self.seen = (code, bans, seen, more)
            # M7 (the code's bit was set already); the same player's positions are every second node
            if more == mask and _occurs(seen[2], code, bans, self.repetition - 1):
                self.end = ("repetition", None)
                self.effects += (("repetition", self.repetition),)
                self.actions = ()
                return
        if self.quiet >= self.quiet_limit:  # M7
            self.end = ("quiet", None)
            self.effects += (("quiet", self.quiet_limit),)
            self.actions = ()

    def _start(self, player: int) -> None:
        """``player``'s turn begins (the game's first, or a position's): their moves, M6, M7, as at every turn."""
        self.player = 1 - player
        self.apply_action(_HAND_OVER)

    def _take_due(self) -> None:
        """M3: after a mill, the take is the same player's next step."""
        self.taking = True
        self.actions = _pick(_TAKES, self.takeable())

    def _take(self, dst: int) -> bool:
        """Take the piece on ``dst``; False if it was the seventh (the game is over), else the turn passes."""
        me = self.player
        opp = 1 - me
        bit = _BIT[dst]
        bans = self.bans[opp]
        effects: tuple = _TAKEN[dst][1 if self.in_mills(opp) & bit else 0]
        if opp:
            self.black = theirs = self.black ^ bit
        else:
            self.white = theirs = self.white ^ bit
        banned = self.banned
        if (banned[1] if opp else banned[0]) & bit:  # a ban follows that piece: that mill can never stand again, forget it
            kept = frozenset(b for b in bans if not b[1] & bit)
            if opp:
                self.bans = (self.bans[0], kept)
                self.banned = (banned[0], banned_points(kept))
            else:
                self.bans = (kept, self.bans[1])
                self.banned = (banned_points(kept), banned[1])
        self.taking = False
        self.quiet = 0
        self.seen = ()  # fewer pieces: no earlier position can occur again (and the record stays short)
        self.last_take = dst
        if self.beaten(opp):  # seven taken: the winner (the seed)
            self.effects = effects + _SEVEN[me]
            self.end = ("seven", me)
            self.actions = ()
            return False
        if theirs.bit_count() == 3 and self.stage(opp) is FLYING:  # the loser of this piece now flies (M8)
            effects += _FLYING[opp]
        self.effects = effects
        return True


def mill_names(points: int) -> str:
    """The mills whose three points are all in ``points``, in board order: ``a1-d1-g1, a1-a4-a7``."""
    return ", ".join(mill_name(m) for m in MILLS if points & m == m)


def _occurs(seen: tuple, code: int, bans: tuple | None, n: int) -> bool:
    """Does the position ``code`` with ``bans`` occur at least ``n`` times in the chain ``seen`` (MarelleState.seen)
    at its first node, its third, its fifth...: the positions with the same player to move as the first?"""
    while seen:
        earlier: int = seen[0]  # typed: compiled, compared as a native int
        if earlier == code and seen[1] == bans:
            n -= 1
            if not n:
                return True
        seen = seen[2]
        if not seen:
            break
        seen = seen[2]
    return False


EFFECTS = MarelleState.EFFECTS

# The choices each rule function applies (core.rule_sets.implements), marked here rather than by decorators:
# a decorated function is called through Python even from code compiled by mypyc (tools/compile_kernels.py).
implements("M5")(vars(MarelleState)["new"])
implements("M8")(MarelleState.flies)
implements("M2")(MarelleState.counts_as_mill)
implements("M4")(MarelleState.closes)
implements("M1")(MarelleState.breaks)
implements("M3")(MarelleState._take_due)
implements("M6", "M7")(MarelleState.apply_action)
