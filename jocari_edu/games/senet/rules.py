"""Senet's rules kernel: :class:`SenetState`, the rules on a board tuple, each rule a predicate decided once.

An action is ``32 * src + dst`` (``dst`` 31: off; 0: the pass), see
:data:`ACTION_MOVES`.  The legal actions are computed once, when the throw
is known.  Each rule is a method answering ``None`` or a reason
``(message code, params)``: the generator keeps the moves no rule refuses,
and :meth:`SenetState.refusal` names the first rule that refuses a move, with
the very same methods.  :meth:`SenetState.apply_action` records what a move
did in ``effects`` (see :attr:`SenetState.EFFECTS`); the explanations, the
pictures' last-move arrow and the lab read them.

What differs between reconstructions is the rule set's data
(:mod:`.rule_sets`), compiled once per rule set into :class:`Compiled`
(its hooks resolved, its tables built).
"""

from __future__ import annotations

import operator
from fractions import Fraction
from types import MappingProxyType
from typing import Any, ClassVar, Final, NamedTuple

from ...core.game import implements
from ...core.kernel import Kernel
from .rule_sets import (
    BEAR_OFFS,
    CHANCES,
    EMPTY,
    ENDINGS,
    ENTERINGS,
    MOVING_BACKS,
    OFF,
    OPENINGS,
    RULE_SETS,
    SQUARES,
    TURNS,
    WATER_LANDINGS,
    SenetRules,
    plain_destination,
)


class SenetMove(NamedTuple):
    """A move ``src -> dst``; ``dst == OFF`` bears off, ``(0, 0)`` is a pass."""

    src: int
    dst: int

    def __str__(self) -> str:
        if self.src == 0:  # Piccione: ``in-1`` enters a pawn from the hand
            return f"in-{self.dst}" if self.dst else "pass"
        return f"{self.src}-{'off' if self.dst == OFF else self.dst or 'in'}"

    @property
    def is_pass(self) -> bool:
        return self.src == 0 and self.dst == 0


PASS = SenetMove(0, 0)
PASS_ACTION: Final = 0
# Every move object is built once; move generation only looks them up.
_MOVE = [[SenetMove(src, dst) for dst in range(OFF + 1)] for src in range(OFF + 1)]
# An action is 32 * src + dst (dst 31: off), 0 the pass; ACTION_MOVES[action] is its move.
ACTION_MOVES = tuple(PASS if a == 0 else _MOVE[a >> 5][a & 31] for a in range(32 * (OFF + 1)))


def action_text(action: int) -> str:
    """An action in the game's notation: ``"12-15"``, ``"27-off"``, ``"pass"``."""
    return str(ACTION_MOVES[action])


# Four sticks, each showing its light face with probability 1/2: the number
# of light faces is binomial(4, 1/2), i.e. 4, 6, 4, 1 and 1 chances in 16.
_STICK_WAYS = {1: 4, 2: 6, 3: 4, 4: 1, 0: 1}


destination = plain_destination  # where a throw takes a pawn forward, on the standard and Jéquier tracks


def _moved(squares: tuple, src: int, to: int) -> tuple:
    """``squares`` with the pawn on ``src`` now on ``to`` (OFF: borne off), in track order."""
    pawns = list(squares)
    if to == OFF:
        pawns.remove(src)
    else:
        pawns[pawns.index(src)] = to
        pawns.sort()
    return tuple(pawns)


# -- effects, built once (a move only looks its effect up) ---------------------------------------------

# Final and typed: C statics when compiled by mypyc (no module dictionary look-up, no generic indexing)
_Effects = tuple[tuple[tuple[Any, ...], ...], ...]  # [src][dst] -> the effect
_ADVANCE: Final[_Effects] = tuple(tuple(("advance", s, d) for d in range(OFF + 1)) for s in range(OFF + 1))
_SWAP: Final[_Effects] = tuple(tuple(("swap", s, d) for d in range(OFF + 1)) for s in range(OFF + 1))
_BACK: Final[_Effects] = tuple(tuple(("back", s, d) for d in range(OFF + 1)) for s in range(OFF + 1))
_STEP: Final[_Effects] = tuple(tuple((_BACK if d < s else _ADVANCE)[s][d] for d in range(OFF + 1))
                               for s in range(OFF + 1))  # no pawn on dst
_OFF: Final[tuple[tuple[Any, ...], ...]] = tuple(("off", s) for s in range(OFF + 1))
_PASS: Final[tuple[Any, ...]] = ("pass",)
_EXTRA: Final[tuple[tuple[Any, ...], ...]] = tuple(("extra_throw", t) for t in range(7))
_LOST: Final[tuple[tuple[Any, ...], ...]] = tuple(("throw_lost", t) for t in range(7))
_WON: Final[tuple[tuple[Any, ...], ...]] = (("won", 0), ("won", 1))
_DRAW: Final[tuple[Any, ...]] = ("draw",)

# The refusals the generator meets most (a pawn of one's own, a protected pawn), built once rather than at each
# pawn a generator tries; their values are read-only (MappingProxyType), so that sharing them is safe.
_Refusals = tuple[tuple[Any, ...], ...]  # [square] -> (message code, values)
_OWN_PAWN: Final[_Refusals] = tuple(("own_pawn", MappingProxyType({"sq": q})) for q in range(OFF + 1))
_PROTECTED_SQUARE: Final[_Refusals] = tuple(("protected_square", MappingProxyType({"sq": q})) for q in range(OFF + 1))
_PAIR_BEHIND: Final[_Refusals] = tuple(("protected_pair", MappingProxyType({"sq": q, "by": q - 1}))
                                       for q in range(OFF + 1))
_PAIR_AHEAD: Final[_Refusals] = tuple(("protected_pair", MappingProxyType({"sq": q, "by": q + 1}))
                                      for q in range(OFF + 1))
NO_PENDING: Final = (0, 0)
NO_TURN: Final = (0, 0, 0)  # Piccione's split turn: (points used, direction, extra throws owed)
DRAW: Final = 2  # the kernel's ``winner`` of a drawn game (Bell): the game is over, nobody won


class Compiled:
    """A rule set's data ready for play: its hooks resolved, its tables computed (one per rule set)."""

    __slots__ = ("data", "name", "pieces", "water", "land", "protected", "neighbour", "block", "backward", "extra",
                 "extra_pass", "bear", "uses_home", "home_from", "opening", "forced", "stick_throws", "throws",
                 "start_board", "swapped_board", "dests", "hold", "hold_exit", "hold_square", "hold_back",
                 "back_last", "back_attacks", "send_to", "lose_protection", "off_check", "capture", "vacate",
                 "leave_first",
                 "last_pawn_off", "die", "extended", "plain", "open", "open_road",
                 "own_apply", "steps", "enter_throw", "enter_square", "again",
                 "extra_square")

    def __init__(self, data: SenetRules) -> None:
        self.data = data
        self.name = data.name
        self.pieces = data.pieces
        landing = WATER_LANDINGS[data.water_landing]
        falls = landing.land is not None or landing.to_hand
        self.water = data.water_square if falls else 0  # the square a pawn falls from at once
        # the landing's procedures (None: no such landing, and then never called): Any, for mypy
        self.land: Any = landing.land
        self.hold = 0 if falls else data.water_square  # the square where a pawn is held
        self.hold_back: Any = landing.back_to
        self.hold_exit, self.hold_square = landing.exit_throw, landing.back_square
        # per square (0-31): is it a protected square?  (an index, typed for mypyc: no set look-up per attack)
        self.protected: tuple[bool, ...] = tuple(sq in data.protected_squares for sq in range(OFF + 1))
        self.neighbour = data.protection_by_neighbour
        self.block = data.blocking
        back = MOVING_BACKS[data.moving_back]
        self.backward, self.back_last, self.back_attacks = back.allowed, back.last_from, back.attacks
        self.send_to: tuple[int, ...] = tuple(data.attacked_to.get(sq, 0) for sq in range(OFF + 1))
        self.lose_protection = data.protection_lost_in_water
        self.extra = data.extra_throws
        self.again: tuple[bool, ...] = tuple(t in data.extra_throws for t in range(7))  # per throw: extra_throws?
        # per square (0-31): does landing there earn another throw (Piccione's extra_squares)?
        self.extra_square: tuple[bool, ...] = tuple(sq in data.extra_squares for sq in range(OFF + 1))
        self.extra_pass = data.extra_after_pass
        self.bear = BEAR_OFFS[data.bear_off]
        self.uses_home, self.home_from = self.bear.needs_home, self.bear.home_from
        self.off_check = self.bear.check
        # where each throw takes each square's pawn, home or not: computed once, looked up by move generation
        self.dests: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
            tuple(tuple(self.bear.destination(src, throw, home) for src in range(SQUARES + 1)) for throw in range(7))
            for home in (False, True))
        self.opening = OPENINGS[data.opening]
        forced = self.opening.forced
        self.forced = None if forced is None else 32 * forced[0] + forced[1]
        self.capture, self.vacate = data.capture, data.vacate_first
        # per square (0-31): must a pawn there move first (Bell's marked squares, vacate_first)?
        self.leave_first: tuple[bool, ...] = tuple(sq in data.vacate_first for sq in range(OFF + 1))
        self.last_pawn_off = ENDINGS[data.ending].last_pawn_off
        self.die = CHANCES[data.chance].die
        # any of the features beyond the standard and Jéquier tracks (Kendall's held water, Bell's marked squares)
        # Piccione's turn (step by step, pawns entering from the hand): its procedures, at the end of this module
        self.steps: bool = TURNS[data.turn].split
        entering = ENTERINGS[data.entering]
        self.enter_throw, self.enter_square = entering.throw, entering.square
        self.extended = bool(self.hold or self.vacate or self.steps)
        self.own_apply = bool(self.hold or self.steps)  # a move played by its own procedure (held water, split turn)
        if self.die:  # a four-sided die: each of the 16 draws names a face, 4 draws a face
            self.stick_throws = tuple((1 + k % 4,) for k in range(16))
            self.throws = tuple(((v,), Fraction(1, 4)) for v in (1, 2, 3, 4))
        else:
            values = data.throw_values
            # The throw for each of the 16 ways four sticks can fall (one bit per stick).
            self.stick_throws = tuple((values[k.bit_count()],) for k in range(16))
            ways: dict = {}
            for light, w in _STICK_WAYS.items():
                ways[values[light]] = ways.get(values[light], 0) + w
            self.throws = tuple(sorted(((v,), Fraction(w, 16)) for v, w in ways.items()))
        # The move generator, chosen from the data once (the flags plain and open, which the two places that
        # generate, SenetState.apply_throw and set_position, read to call it by name: a native call when
        # compiled): the plain family's, _generate_plain (no held water, no marked squares, every throw taking
        # every pawn somewhere), has no test of those features per ply.
        thrown = {v for (v,), _ in self.throws}
        plain = not self.extended and all(self.dests[home][t][src] for home in (False, True) for t in thrown
                                          for src in range(1, SQUARES + 1))
        # the open family (no held water, no split turn: Bell) has its own, _generate_open
        opened = not plain and not self.hold and not self.steps
        self.plain: bool = plain
        self.open: bool = opened
        # No block (S5): SenetState._check then refuses no forward move onto an empty square (a bearing off
        # apart), so that the fast generators call it only for an occupied target or a bearing off.
        self.open_road: bool = not self.block
        white, black = data.start
        self.start_board = _board(white, black)
        self.swapped_board = _board(black, white)  # the first 1 of a throw-for-one opening takes Black's squares


def _board(white, black) -> tuple:
    cells = [EMPTY] * (SQUARES + 1)
    for sq in white:
        cells[sq] = 0
    for sq in black:
        cells[sq] = 1
    return tuple(cells)


_COMPILED: dict[str, Compiled] = {}


def compiled(name: str) -> Compiled:
    """The registered rule set ``name``, compiled (once)."""
    found = _COMPILED.get(name)
    if found is None or found.data is not RULE_SETS[name]:
        found = _COMPILED[name] = Compiled(RULE_SETS[name])
    return found


class SenetState(Kernel):
    """The kernel (see the module docstring): OpenSpiel-like, ints in and out.

    ``board[sq]`` is 0 (White), 1 (Black) or -1 (empty) for squares 1-30;
    ``squares[p]`` the squares of ``p``'s pawns in track order (the same
    thing, two ways: rules look squares up on the board and walk a side's
    pawns in its squares; both tuples, replaced by each move).  ``phase``:
    "opening" (throwing for a 1), "throw", "move" or "over".
    """

    CONSTANTS = ("rules",)
    FIELDS = ("board", "squares", "player", "phase", "throw", "forced_opening", "pending", "taken", "winner",
              "actions", "effects", "turn")
    __slots__ = CONSTANTS + FIELDS
    # their types, for mypyc (tools/compile_kernels.py): Kernel checks that they are the slots
    rules: Compiled
    board: tuple[int, ...]
    squares: tuple[tuple[int, ...], ...]
    player: int
    phase: str
    throw: int
    forced_opening: bool
    pending: tuple[int, int]
    taken: tuple[int, int]
    winner: int | None
    actions: tuple[int, ...]
    effects: tuple
    turn: tuple[int, int, int]
    EFFECTS = {
        "advance": ("src", "dst"),
        "swap": ("src", "dst"),  # the opposing pawn on dst goes back to src
        "back": ("src", "dst"),  # moved back, no pawn being able to advance
        "water": ("src", "square", "landed"),  # stopped in the House of Water, restarted on landed
        "off": ("src",),
        "pass": (),
        "extra_throw": ("throw",),  # the mover throws again
        "throw_lost": ("throw",),  # a throw that plays again, lost with a pass
        "won": ("player",),
        # Kendall's held water
        "sent_to": ("square", "to"),  # the pawn attacked on square goes to to (not to the attacker's square)
        "returned": ("src", "landed"),  # back from the water to 15 (or before): the turn ends
        "wait": ("square",),  # the pawn held in the water waits
        # Bell
        "capture": ("src", "dst"),  # the opposing pawn on dst is taken: it leaves the game
        "draw": (),
        # Piccione's split turn
        "enter": ("square",),  # a pawn from the hand enters on square
        "to_hand": ("src",),  # the pawn just entered cannot move: back to the hand
        "extra_square": ("square",),  # landing on square owes another throw, once the points are played
        "points_left": ("points",),  # the throw's points still to play
        "points_lost": ("points",),  # the throw's points no step can play, lost
    }

    @classmethod
    def new(cls, rules, options: dict) -> SenetState:
        """The start of a game under the rule set ``rules`` (its name, or a RuleSet naming it)."""
        state = cls()
        state.rules = r = compiled(rules if isinstance(rules, str) else rules.name)
        state._place(r.start_board)
        state.player = 0
        state.phase = "opening" if r.opening.throw_for_one or r.opening.higher_throw else "throw"
        state.throw = 0
        state.forced_opening = False
        state.pending = NO_PENDING
        state.taken = NO_PENDING
        state.winner = None
        state.actions = ()
        state.effects = ()
        state.turn = NO_TURN
        if r.enter_square:  # Piccione: every pawn starts in hand (``taken`` counts the pawns in hand)
            state.taken = (r.pieces, r.pieces)
        return state

    def _place(self, board: tuple) -> None:
        """Set the board, and each side's squares from it."""
        self.board = board
        self.squares = tuple(tuple(sq for sq in range(1, SQUARES + 1) if board[sq] == p) for p in (0, 1))

    def set_position(self, board: tuple, player: int, phase: str, throw: int, taken: tuple = (0, 0),
                     turn: tuple = NO_TURN, pending: tuple = NO_PENDING, forced: bool = False) -> None:
        """Set the position (read from a position text): the rest follows from the rules."""
        self._place(board)
        self.player, self.phase, self.throw, self.taken = player, phase, throw, taken
        winner = self.final_winner()
        self.winner = (DRAW if winner is None else winner) if phase == "over" else None
        self.forced_opening = forced
        self.pending = pending
        self.turn = turn
        self.effects = ()
        if phase != "move":
            self.actions = ()
        else:  # the generator the rule set's flags choose (Compiled.plain, Compiled.open), called by name
            r = self.rules
            self.actions = (self._generate_plain() if r.plain else self._generate_open() if r.open
                            else self._generate_actions())

    # -- the protocol ----------------------------------------------------------------

    def current_player(self) -> int:
        return self.player

    def is_chance_node(self) -> bool:
        return self.phase == "throw" or self.phase == "opening"

    def chance_outcomes(self) -> tuple:
        """The four sticks' throws, each with its exact probability."""
        return self.rules.throws if self.is_chance_node() else ()

    def sample_throw(self, rng) -> tuple:
        """A throw drawn from ``rng`` (a :class:`jocari_edu.core.Rng`), as a game draws it."""
        return self.rules.stick_throws[rng.bits(4)]  # rng.below(16), the same number

    def legal_actions(self) -> tuple:
        return self.actions

    def is_terminal(self) -> bool:
        return self.winner is not None

    def result(self) -> tuple | None:
        """``("all_off", winner, 1)`` once a side has borne off all its pawns (Bell: ``("most_off", winner, 1)``,
        or ``("draw", None, 0)``)."""
        if self.winner is None:
            return None
        if self.winner == DRAW:
            return ("draw", None, 0)
        return ("all_off" if self.rules.last_pawn_off else "most_off", self.winner, 1)

    def returns(self) -> tuple:
        if self.winner is None or self.winner == DRAW:
            return (0.0, 0.0)
        return (1.0, -1.0) if self.winner == 0 else (-1.0, 1.0)

    def throw_value(self, light_faces: int) -> int:
        """The value of a throw with ``light_faces`` sticks light side up."""
        return self.rules.data.throw_values[light_faces]

    def apply_throw(self, throw: tuple) -> None:
        value: int = throw[0]
        if self.phase == "opening":
            if self.rules.opening.higher_throw:
                # Bell (S14): each throws once; the higher throw starts, a tie is thrown again
                if self.player == 0:
                    self.throw, self.player = value, 1
                elif value == self.throw:
                    self.throw, self.player = 0, 0
                else:
                    self.player = 0 if self.throw > value else 1
                    self.throw, self.phase = 0, "throw"
                return
            if value != 1:
                self.player = 1 - self.player
                return
            # S4: the player who throws the first 1 takes Black's starting squares (the even ones).
            r = self.rules
            self._place(r.swapped_board if self.player == 0 else r.start_board)
            self.forced_opening = r.forced is not None
        self.throw = value
        self.phase = "move"
        # the generator the rule set's flags choose (Compiled.plain, Compiled.open), called by name: a native call
        r = self.rules
        self.actions = (self._generate_plain() if r.plain else self._generate_open() if r.open
                        else self._generate_actions())

    # -- the rules: each a predicate, used by the generator and by the refusal ---------------------

    def has_won(self, player: int) -> bool:
        """The last pawn off wins: ``player`` has no pawn left on the board (Piccione: nor in hand)."""
        return not self.squares[player] and not (self.rules.enter_square and self.taken[player])

    def borne_off(self, player: int) -> int:
        """How many pawns ``player`` has borne off (not those taken)."""
        return self.rules.pieces - len(self.squares[player]) - self.taken[player]

    def is_finished(self) -> bool:
        """Is the game over in this position: a side's last pawn off (or, Bell, both sides' last pawns gone)?"""
        if self.rules.last_pawn_off:
            return self.has_won(0) or self.has_won(1)
        return self.has_won(0) and self.has_won(1)

    def final_winner(self) -> int | None:
        """Who wins a finished game: the side with no pawn left; Bell: the side with more pawns borne off (None: a draw)."""
        if self.rules.last_pawn_off:
            return next((p for p in (0, 1) if self.has_won(p)), None)
        a, b = self.borne_off(0), self.borne_off(1)
        return None if a == b else (0 if a > b else 1)

    def forced_action(self) -> int | None:
        """The move the opening imposes now (Jéquier, S4: 10-11 after the first 1), or None."""
        return self.rules.forced if self.forced_opening else None

    def home(self) -> bool:
        """Are all the mover's pawns on the last row, when the bearing-off rule asks (Jéquier: 21-30)?

        Bearing off depends on it, and so does landing exactly on 30 (S3).
        Never true under a rule that sets no such condition (the standard table, S2).
        """
        r = self.rules
        if not r.uses_home:
            return False
        mine = self.squares[self.player]
        return not mine or mine[0] >= r.home_from

    def forward_destination(self, src: int) -> int:
        """The square (or OFF) the current throw takes the pawn on ``src`` forward to, legal or not (0: none)."""
        return self.rules.dests[self.home()][self.throw][src]

    def held(self) -> int:
        """The square where the mover has a pawn held in the water (Kendall's 27), else 0."""
        hold = self.rules.hold
        return hold if hold and self.board[hold] == self.player else 0

    def movable(self, src: int) -> tuple | None:
        """Kendall (S10): a pawn back from the water must be its side's next pawn to move; why ``src`` may not, or None."""
        pending = self.pending[self.player]
        return ("pending_first", {"sq": pending}) if pending and src != pending else None

    def _forward_actions(self) -> list:
        if self.forced_opening:  # the opening's imposed move, and nothing else (forced_action)
            return [self.forced_action()]
        r = self.rules
        home = r.uses_home and self.home()
        destinations = r.dests[home][self.throw]
        player = self.player
        pending = self.pending[player]
        actions = []
        for src in (pending,) if pending else self.squares[player]:  # movable()
            dst = destinations[src]
            if dst and self._check(src, dst, home) is None:
                actions.append(32 * src + dst)
        return actions

    def _held_actions(self, hold: int) -> tuple:
        """Kendall: the pawn held on ``hold`` is the only one to play: bear off with the exit throw, else go back or wait."""
        r = self.rules
        if self.throw == r.hold_exit:
            return (32 * hold + OFF,)
        return (32 * hold + r.hold_square, PASS_ACTION)

    def _generate_actions(self) -> tuple:
        """Forward moves; else (where the rule set has it) moves back; else the pass (choice S6)."""
        r = self.rules
        if r.extended:
            if r.steps:  # Piccione: a throw played step by step
                return split_generate(self)
            hold = self.held()
            if hold:
                return self._held_actions(hold)
            actions = self._forward_actions()
            if r.vacate:  # the moves vacate_refusal allows: those leaving a marked square, if any
                leaving = self.vacating(actions)
                if leaving:
                    actions = leaving
        else:
            actions = self._forward_actions()
        if r.backward and self.may_move_back(actions):
            pending = self.pending[self.player]
            actions = self._back_actions((pending,) if pending else range(self.throw + 1, r.back_last + 1))
        return tuple(actions) or (PASS_ACTION,)

    def _back_actions(self, sources) -> list:
        """The moves back the throw gives the mover's pawns on ``sources`` (movable()), as :meth:`_check_back`
        allows them (S6: asked only when nothing moves forward)."""
        me, t, board = self.player, self.throw, self.board
        return [33 * src - t  # 32 * src + (src - t)
                for src in sources if board[src] == me and self._check_back(src, src - t) is None]

    def _generate_plain(self) -> tuple:
        """:meth:`_generate_actions` for the plain family of rule sets (``Compiled.plain``, chosen from the data).

        No pawn is held in the water or back from it (no pending pawn), no square must be left first, and
        every throw takes every pawn somewhere: the same rules (:meth:`_check`, :meth:`may_move_back`,
        :meth:`_check_back`), without testing those features on every ply.
        """
        r = self.rules
        if self.forced_opening:  # the opening's imposed move, and nothing else (forced_action)
            return (r.forced,)
        home = r.uses_home and self.home()
        destinations = r.dests[home][self.throw]
        me = self.player
        board = self.board
        road = r.open_road  # (then an empty target is a legal one: Compiled.open_road)
        actions = []
        for src in self.squares[me]:
            dst = destinations[src]
            if road and dst != OFF and board[dst] == EMPTY or self._check(src, dst, home) is None:
                actions.append(32 * src + dst)
        if r.backward and self.may_move_back(actions):
            actions = self._back_actions(range(self.throw + 1, r.back_last + 1))
        return tuple(actions) or (PASS_ACTION,)

    def _generate_open(self) -> tuple:
        """:meth:`_generate_actions` for the open family of rule sets (``Compiled.open``, chosen from the data).

        No pawn is held in the water or back from it (no pending pawn), no turn is split (Bell): the same rules
        (:meth:`_check`, :meth:`vacating`, :meth:`may_move_back`, :meth:`_check_back`), without testing
        those features on every ply.  A throw may take a pawn nowhere (``dests`` 0).
        """
        r = self.rules
        if self.forced_opening:  # the opening's imposed move, and nothing else (forced_action)
            return (r.forced,)
        home = r.uses_home and self.home()
        destinations = r.dests[home][self.throw]
        board = self.board
        road = r.open_road  # (then an empty target is a legal one: Compiled.open_road)
        actions = []
        for src in self.squares[self.player]:
            dst = destinations[src]
            if dst and (road and dst != OFF and board[dst] == EMPTY or self._check(src, dst, home) is None):
                actions.append(32 * src + dst)
        if r.vacate:  # the moves vacate_refusal allows: those leaving a marked square, if any
            leaving = self.vacating(actions)
            if leaving:
                actions = leaving
        if r.backward and self.may_move_back(actions):
            actions = self._back_actions(range(self.throw + 1, r.back_last + 1))
        return tuple(actions) or (PASS_ACTION,)

    def vacating(self, forward: list[int]) -> list[int]:
        """Bell: the actions of ``forward`` (the forward actions no other rule refuses) that leave a marked square.

        While there is one, the move must be one of them ([]: the rule asks nothing now): the generator keeps
        them, and :meth:`vacate_refusal` refuses the others.
        """
        leave = self.rules.leave_first
        leaving = []
        for a in forward:
            if leave[a >> 5]:
                leaving.append(a)
        return leaving

    def vacate_refusal(self, src: int, forward: list[int]) -> tuple | None:
        """Bell: while a pawn on a marked square can move, the move must be one of those pawns' (:meth:`vacating`).

        ``forward``: the forward actions no other rule refuses.  Why the pawn on ``src`` may not move, or None.
        """
        r = self.rules
        if not r.vacate or r.leave_first[src]:
            return None
        leaving = self.vacating(forward)
        return ("vacate_first", {"sq": leaving[0] >> 5, "move": action_text(leaving[0])}) if leaving else None

    # Moving back (where the rule set has it): only when no pawn can advance, i.e. ``may_move_back(forward)``
    # is ``not forward`` (the forward actions): C's own ``not``, so that move generation pays no Python call.
    may_move_back: ClassVar = staticmethod(operator.not_)  # ClassVar: a class attribute, no slot (mypyc)

    def back_refusal(self, forward: list) -> tuple | None:
        """Why moving back is refused now (a pawn can advance: ``forward``), or None."""
        return None if self.may_move_back(forward) else ("back_forward_exists", {"move": action_text(forward[0])})

    def _check(self, src: int, dst: int, home: bool) -> tuple | None:
        """Why the forward move ``src-dst`` (as given by the throw) is refused, or None.

        The target: swap on attack, protected squares and protection by a
        neighbour (S1, :meth:`protection`); on the way, the block (S5).  An empty
        target is refused by the block alone (a bearing off apart): without one
        (``Compiled.open_road``) the fast generators ask only for the others.
        """
        if dst == OFF:  # bearing off, as the rule set's hook says (_check_off)
            return self.rules.off_check(self, src, src + self.throw, home)
        occupant = self.board[dst]
        r = self.rules
        if r.block and dst - src > r.block:  # a shorter move passes too few squares to be blocked
            blocked = self.blocks_between(src, dst)
            if blocked:
                return blocked
        if occupant == EMPTY:
            return None
        if occupant == self.player:
            return _OWN_PAWN[dst]
        refused = self.protection(dst)
        if refused is None and r.send_to[dst]:
            return self._room(dst)
        return refused

    def _room(self, dst: int) -> tuple | None:
        """Kendall: a pawn attacked on 28-30 goes to the water (27), so the attack needs it empty."""
        to = self.rules.send_to[dst]
        return ("no_room", {"sq": dst, "to": to}) if to and self.board[to] != EMPTY else None

    def protection(self, sq: int) -> tuple | None:
        """Why the pawn on ``sq`` cannot be attacked, or None: a protected square, or (S1) a neighbour of its side."""
        r = self.rules
        if r.protected[sq]:
            return _PROTECTED_SQUARE[sq]
        if r.neighbour:
            board = self.board
            occupant = board[sq]
            if board[sq - 1] == occupant and sq > 1:
                pair = _PAIR_BEHIND[sq]
            elif sq < SQUARES and board[sq + 1] == occupant:
                pair = _PAIR_AHEAD[sq]
            else:
                return None
            if r.lose_protection and self.in_water(occupant):
                return None
            return pair
        return None

    def in_water(self, side: int) -> bool:
        """Kendall (S11): has ``side`` a pawn held in the water, or one back from it that has not moved yet?"""
        hold = self.rules.hold
        return bool(hold and self.board[hold] == side) or bool(self.pending[side])

    def is_protected(self, sq: int) -> bool:
        """Is there a pawn on ``sq`` that no attack can reach (:meth:`protection`)?"""
        return self.board[sq] != EMPTY and self.protection(sq) is not None

    def _check_off(self, src: int, reach: int, home: bool) -> tuple | None:
        """Bearing off, as the rule set's hook says (S2: the standard table; Jéquier: the last row)."""
        return self.rules.bear.check(self, src, reach, home)

    def _check_back(self, src: int, dst: int) -> tuple | None:
        """Back by the throw: onto an empty square, not past a block (Jéquier); Kendall: from 1-26 only, and
        onto an unprotected opposing pawn too (the two swap)."""
        if dst < 1:
            return ("back_off_board", {"sq": src, "t": self.throw})
        r = self.rules
        if src > r.back_last:
            return ("back_not_from", {"sq": src, "limit": r.back_last})
        blocked = self.blocks_between(dst, src)
        if blocked:
            return blocked
        occupant = self.board[dst]
        if occupant != EMPTY:
            if not r.back_attacks:
                return ("back_not_empty", {"sq": dst})
            if occupant == self.player:
                return _OWN_PAWN[dst]
            return self.protection(dst)
        return None

    def blocks_between(self, a: int, b: int) -> tuple | None:
        """S5: the run of ``blocking`` opposing pawns in a row strictly between ``a`` and ``b`` that bars the way, or None."""
        block = self.rules.block
        if not block or b - a <= block:
            return None
        opp = 1 - self.player
        run = 0
        board = self.board
        for sq in range(a + 1, b):  # b is at most 31, one past the board
            run = run + 1 if board[sq] == opp else 0
            if run >= block:
                return ("blocked", {"a": sq - run + 1, "b": sq})
        return None

    def blocks(self, player: int) -> list[tuple[int, int]]:
        """The runs of ``player``'s pawns long enough to block (S5), as ``(first, last)`` squares; [] if none can."""
        block = self.rules.block
        if not block:
            return []
        runs: list[tuple[int, int]] = []
        first = 0
        prev: int | None = None
        for sq in self.squares[player]:
            if prev is None or sq != prev + 1:
                first = sq
            prev = sq
            if sq - first + 1 == block:
                runs.append((first, sq))
            elif sq - first + 1 > block:
                runs[-1] = (first, sq)
        return runs

    # -- why a move is refused: the same predicates, first one that fails ---------------------------

    def refusal(self, src: int, dst: int) -> tuple | None:
        """Why the move ``src-dst`` (``0, 0``: the pass) is not legal now, ``(message code, params)``, or None."""
        if self.rules.steps:  # Piccione: a throw played step by step
            return split_refusal(self, src, dst)
        forced = self.forced_action()
        if forced is not None and 32 * src + dst != forced:
            return ("opening_move", {"sq": forced >> 5, "to": forced & 31})
        if src == 0:
            others = [a for a in self.actions if a != PASS_ACTION]
            return ("pass_refused", {"move": action_text(others[0])}) if others else None
        board = self.board
        if board[src] != self.player:
            return ("no_pawn" if board[src] == EMPTY else "not_yours", {"sq": src})
        r = self.rules
        t = self.throw
        hold = self.held()
        if hold:
            return self._held_refusal(hold, src, dst)
        refused = self.movable(src)
        if refused:
            return refused
        if r.backward and dst == src - t:
            refused = self.back_refusal(self._forward_actions())
            return refused if refused is not None else self._check_back(src, dst)
        home = self.home()
        expected = r.dests[home][t][src]
        if expected == 0:
            return r.bear.nowhere(self, src)
        if dst == expected:
            return self._check(src, dst, home) or self.vacate_refusal(src, self._forward_actions())
        return self._wrong_target(src, dst, expected)

    def _held_refusal(self, hold: int, src: int, dst: int) -> tuple:
        """Why ``src-dst`` is refused while the mover's pawn is held on ``hold`` (the legal moves: _held_actions)."""
        r = self.rules
        params = {"sq": hold, "need": r.hold_exit, "back": r.hold_square}
        if src != hold:
            return ("held_in_water", params)
        if self.throw == r.hold_exit:
            return ("water_exit", {**params, "t": self.throw})
        return ("water_stay", params)

    def _wrong_target(self, src: int, dst: int, expected: int) -> tuple | None:
        t = self.throw
        if dst == OFF:
            return self._check_off(src, src + t, self.home())
        if expected == OFF and dst == SQUARES:
            return ("lands_off", {"sq": src})
        if self.rules.backward:
            if src - t < 1:
                return ("back_off_board", {"sq": src, "t": t})
            return ("wrong_distance_back", {"t": t, "sq": src, "to": expected, "back": src - t})
        if expected == OFF:
            return ("wrong_distance_off", {"t": t, "sq": src})
        return ("wrong_distance", {"t": t, "sq": src, "to": expected})

    # -- playing a move ----------------------------------------------------------------------------

    def apply_action(self, action: int) -> None:
        """Play a legal action (not checked: the teaching API checks and explains), recording its effects.

        A pawn that stops in the House of Water, whichever its direction (S7), restarts where the rule
        set's landing says; the mover throws again after a throw of ``extra_throws`` (after a pass too
        where ``extra_after_pass``); the side whose last pawn leaves wins.
        """
        me = self.player
        self.forced_opening = False
        src, dst = action >> 5, action & 31
        r = self.rules
        if r.own_apply:
            if r.steps:  # Piccione: a throw played step by step
                split_apply(self, action)
                return
            if r.hold and self._apply_held(me, src, dst):  # Kendall's held water (hold 0: none)
                return
        effect: tuple  # what the move did, recorded in effects (with ``sent``, two of them)
        sent: tuple | None = None
        if src:  # not a pass
            board = list(self.board)
            board[src] = EMPTY
            mine, theirs = self.squares[me], self.squares[1 - me]
            landed = dst
            if dst != OFF:
                if board[dst] != EMPTY:  # an opposing pawn
                    if r.capture:  # Bell: it is taken
                        theirs = _moved(theirs, dst, OFF)
                        taken = self.taken
                        self.taken = (taken[0] + 1, taken[1]) if me else (taken[0], taken[1] + 1)
                        effect = ("capture", src, dst)
                    else:  # the swap
                        to = r.send_to[dst] or src  # Kendall: attacked on 28-30, it goes to the water
                        board[to] = 1 - me
                        theirs = _moved(theirs, dst, to)
                        effect = _SWAP[src][dst]
                        if to != src:
                            sent = ("sent_to", dst, to)
                else:
                    effect = _STEP[src][dst]  # back or advance
                board[dst] = me
                if dst == r.water:
                    board[dst] = EMPTY
                    landed = r.land(board)
                    board[landed] = me
                    effect = ("water", src, dst, landed)
                elif dst == r.hold:  # Kendall: into the water, where the pawn stays (hold 0: none)
                    effect = ("water", src, dst, dst)
            else:
                effect = _OFF[src]
            if sent is not None:
                effect = (effect, sent)  # unpacked below
            pawns = list(mine)  # _moved(mine, src, landed), without a call
            if landed == OFF:
                pawns.remove(src)
            else:
                pawns[pawns.index(src)] = landed
                pawns.sort()
            mine = tuple(pawns)
            self.board = tuple(board)
            self.squares = (theirs, mine) if me else (mine, theirs)
            if not mine and (r.last_pawn_off or not theirs):  # is_finished(): the last pawn is off
                winner = me if r.last_pawn_off else self.final_winner()
                self.winner = DRAW if winner is None else winner
                self.phase = "over"
                self.actions = ()
                end = _DRAW if winner is None else _WON[winner]
                self.effects = (*effect, end) if sent is not None else (effect, end)
                return
        else:
            effect = _PASS
        t = self.throw
        if r.again[t]:  # t in extra_throws
            if src or r.extra_pass:
                self.effects = (*effect, _EXTRA[t]) if sent is not None else (effect, _EXTRA[t])
            else:
                self.player = 1 - me
                self.effects = (effect, _LOST[t])
        else:
            self.player = 1 - me
            self.effects = effect if sent is not None else (effect,)
        self.phase = "throw"
        self.actions = ()

    def _apply_held(self, me: int, src: int, dst: int) -> bool:
        """Kendall's water and the pawn back from it; True if the action was played here.

        Bookkeeping first: the pawn back from the water is free once it moves itself (S10); whatever
        the opponent does, it stays bound: an attack that sends it elsewhere sends the binding with
        it, and the opponent's own return from the water (which lands on an empty square, attacking
        nothing) leaves it alone.  Then the held pawn's own moves: back from the water to 15, or the
        nearest empty square before it (S9), which ends the turn with no other throw and binds
        that pawn to move first next time (S10); or waiting (a pass), which loses the turn.
        """
        pending = self.pending
        hold = self.rules.hold
        if pending[me] and src == pending[me]:
            pending = self.pending = (0, pending[1]) if me == 0 else (pending[0], 0)
        if pending[1 - me] and dst == pending[1 - me] and src != hold:  # an attack on the bound pawn
            to = self.rules.send_to[dst] or src  # where the attacked pawn goes (apply_action's swap)
            self.pending = (pending[0], to) if me == 0 else (to, pending[1])
        if src == hold and dst != OFF:
            board = list(self.board)
            board[src] = EMPTY
            landed = self.rules.hold_back(board)
            board[landed] = me
            self.board = tuple(board)
            mine = _moved(self.squares[me], src, landed)
            self.squares = (self.squares[0], mine) if me else (mine, self.squares[1])
            self.pending = (landed, self.pending[1]) if me == 0 else (self.pending[0], landed)
            self.effects = (("returned", src, landed),)
        elif src == 0 and self.board[hold] == me:
            self.effects = (("wait", hold), _LOST[self.throw]) if self.throw in self.rules.extra else (("wait", hold),)
        else:
            return False
        self.player = 1 - me
        self.phase = "throw"
        self.actions = ()
        return True


# The choices each rule function applies (core.game.implements), marked here rather than by decorators:
# a decorated function is called through Python even from code compiled by mypyc (tools/compile_kernels.py).
implements("S13")(Compiled.__init__)
implements("S18")(vars(SenetState)["new"])
implements("S4", "S8", "S14")(SenetState.apply_throw)
implements("S16")(SenetState.final_winner)
implements("S6")(SenetState._generate_actions)
implements("S15")(SenetState.vacating)
implements("S15")(SenetState.vacate_refusal)
implements("S1")(SenetState._check)
implements("S11")(SenetState.in_water)
implements("S5")(SenetState.blocks_between)
implements("S7", "S12")(SenetState.apply_action)
implements("S9", "S10")(SenetState._apply_held)


# -- Piccione's reading: a throw played step by step, pawns entering from the hand -----------------------------
#
# Piccione's reading of Senet (King Tut's Game, 1977).  The kernel reaches these procedures when its rule set's
# turn is split (``Compiled.steps``: ``TURNS["split_steps"]``) at its three dispatch points: split_generate (the
# legal actions), split_apply (a move and its effects) and split_refusal (why a move is not legal).  Each rule is
# a predicate below, used by the generator and by the refusal alike.  They live in this module, with the kernel
# whose fields they read, so that the compiled kernel reads those fields natively.
#
# What the kernel keeps for a split turn, in fields it already has:
#
# - ``throw``: the value thrown; ``turn`` = ``(used, direction, owed)``: the
#   points of the throw already played, the turn's direction (+1 forwards, -1
#   backwards, 0 not yet chosen: choice S21) and the extra throws owed for
#   landing on 15 or 26 (taken once the points are used or lost, S20);
# - ``taken[p]``: ``p``'s pawns in hand (off the board, not borne off);
# - ``pending[p]``: the pawn just entered on square 1, which moves first (S19).
#
# Actions are the kernel's ``32 * src + dst``: entering is ``0 * 32 + 1``
# (written ``in-1``), the entered pawn sent back to the hand ``32 * 1 + 0``
# (``1-in``), a step ``32 * src + dst`` (``12-14``, ``29-off``).


def _split_text(action: int) -> str:
    src, dst = action >> 5, action & 31
    if not src:
        return "pass" if not dst else f"in-{dst}"
    return f"{src}-{'off' if dst == OFF else 'in' if not dst else dst}"


def points_left(state: SenetState) -> int:
    """The points of the current throw still to play."""
    return state.throw - state.turn[0]


def may_enter(state: SenetState) -> tuple | None:
    """Why no pawn may enter from the hand now, or None: a fresh throw of the entering value, a pawn in hand,
    the entering square empty, no pawn bound to move first, and a turn going forwards."""
    r = state.rules
    me = state.player
    if not state.taken[me]:
        return ("enter_none", {})
    if state.turn[0] or state.throw != r.enter_throw:
        return ("enter_throw", {"t": r.enter_throw, "sq": r.enter_square})
    if state.pending[me]:
        return ("entered_first", {"sq": state.pending[me]})
    if state.turn[1] < 0:
        return ("one_direction_back", {})
    if state.board[r.enter_square] != EMPTY:
        return ("enter_occupied", {"sq": r.enter_square})
    return None


def step_refusal(state: SenetState, src: int, dst: int) -> tuple | None:
    """Why the pawn on ``src`` may not step to ``dst`` (OFF: off the board) now, or None.

    The step: at least one square and no more than the points left; exact to bear off; onto an empty square
    only (no attack); in the turn's direction; backwards only when no pawn can step forwards, never from
    beyond ``back_last`` (28-30) nor past square 1.
    """
    r = state.rules
    me = state.player
    bound = state.pending[me]
    if bound and src != bound:
        return ("entered_first", {"sq": bound})
    points = points_left(state)
    forward = dst > src
    k = (dst - src) if forward else (src - dst)
    if k > points:
        return ("too_far", {"t": points, "sq": src, "to": "off" if dst == OFF else dst})
    direction = state.turn[1]
    if direction and forward != (direction > 0):
        return ("one_direction_forward" if direction > 0 else "one_direction_back", {})
    if dst != OFF and state.board[dst] != EMPTY:
        return ("occupied", {"sq": dst})
    if not forward:
        if src > r.back_last:
            return ("back_not_from", {"sq": src, "limit": r.back_last})
        if not direction:
            ahead = _split_forward(state)
            if ahead:
                return ("back_forward_exists", {"move": _split_text(ahead[0])})
    return None


def _split_forward(state: SenetState) -> list[int]:
    """The forward actions now (entering included), in action order."""
    r = state.rules
    me = state.player
    board = state.board
    points = points_left(state)
    bound = state.pending[me]
    actions = [] if bound or may_enter(state) else [r.enter_square]
    for src in (bound,) if bound else state.squares[me]:
        for dst in range(src + 1, min(src + points, OFF) + 1):
            if dst == OFF or board[dst] == EMPTY:
                actions.append(32 * src + dst)
    return actions


def _split_backward(state: SenetState) -> list[int]:
    me = state.player
    board = state.board
    points = points_left(state)
    actions: list[int] = []
    for src in state.squares[me]:
        if src > state.rules.back_last:
            break
        actions.extend(32 * src + dst for dst in range(max(1, src - points), src) if board[dst] == EMPTY)
    return actions


def split_generate(state: SenetState) -> tuple:
    """The legal actions: steps forwards (and entering); else, if the turn has not gone forwards, steps back;
    the pawn just entered moves first, or goes back to the hand if it cannot (S19); else the pass."""
    me = state.player
    bound = state.pending[me]
    if bound:
        return tuple(_split_forward(state)) or (32 * bound,)
    direction = state.turn[1]
    actions = _split_forward(state) if direction >= 0 else []
    if not actions and direction <= 0 and state.rules.backward:
        actions = _split_backward(state)
    return tuple(actions) or (PASS_ACTION,)


def split_refusal(state: SenetState, src: int, dst: int) -> tuple | None:
    """Why ``src-dst`` (``0, 1``: entering; ``1, 0``: back to the hand; ``0, 0``: the pass) is not legal now."""
    action = 32 * src + dst
    if action in state.actions:
        return None
    me = state.player
    if action == PASS_ACTION:
        return ("pass_refused", {"move": _split_text(state.actions[0])})
    if src == 0:
        if dst != state.rules.enter_square:
            return ("enter_square", {"sq": state.rules.enter_square, "to": "off" if dst == OFF else dst})
        return may_enter(state)
    if state.board[src] != me:
        return ("no_pawn" if state.board[src] == EMPTY else "not_yours", {"sq": src})
    if dst == 0:
        return ("to_hand_only_blocked", {"sq": src})
    refused = step_refusal(state, src, dst)
    if refused is None and 32 * state.pending[me] in state.actions:
        return ("to_hand_forced", {"sq": state.pending[me]})
    return refused or ("too_far", {"t": points_left(state), "sq": src, "to": "off" if dst == OFF else dst})


def split_apply(state: SenetState, action: int) -> None:
    """Play a legal action, recording its effects; the turn goes on while points are left and a step exists.

    Landing on an extra square owes a throw, taken once the throw's points are used or lost (S20); the
    water (27) sends the pawn back to the hand; entering owes the throw the entered pawn plays first;
    a pass (no move at all with a fresh throw) or the entered pawn going back to the hand ends the turn.
    """
    r = state.rules
    me = state.player
    src, dst = action >> 5, action & 31
    used, direction, owed = state.turn
    t = state.throw
    effects: tuple  # what the action did (kernel's effects)
    effect: tuple
    if dst == 0:
        if src:  # the entered pawn cannot move: back to the hand, the turn ends (S19)
            _split_put(state, me, src, 0)
            effects = (("to_hand", src),)
        else:
            effects = (("pass",), ("throw_lost", t)) if r.again[t] else (("pass",),)
        _split_end_turn(state, me, effects)
        return
    extra: tuple | None = None
    if src == 0:  # entering: the throw is used, and owes the throw the entered pawn must play first
        _split_put(state, me, 0, dst)
        state.pending = (dst, state.pending[1]) if me == 0 else (state.pending[0], dst)
        effect = ("enter", dst)
        used, direction, owed = t, 1, owed + 1
    else:
        if state.pending[me] == src:
            state.pending = (0, state.pending[1]) if me == 0 else (state.pending[0], 0)
        forward = dst > src
        direction = 1 if forward else -1
        used += (dst - src) if forward else (src - dst)
        if dst == r.water:  # into the water: back to the hand
            _split_put(state, me, src, 0)
            effect = ("water", src, dst, 0)
        else:
            _split_put(state, me, src, dst)
            effect = ("off", src) if dst == OFF else ("advance" if forward else "back", src, dst)
            if r.extra_square[dst]:
                owed += 1
                extra = ("extra_square", dst)
        if not state.squares[me] and not state.taken[me]:  # the last pawn off wins
            state.winner = me
            state.phase = "over"
            state.actions = ()
            state.turn = NO_TURN
            state.effects = (effect, ("won", me))
            return
    effects = (effect,) if extra is None else (effect, extra)
    state.turn = (used, direction, owed)
    left = t - used
    if left:
        actions = split_generate(state)
        if actions != (PASS_ACTION,):
            state.actions = actions
            state.effects = (*effects, ("points_left", left))
            return
        effects = (*effects, ("points_lost", left))
    again = owed + r.again[t]
    if again:
        state.turn = (0, direction, again - 1)
        state.phase = "throw"
        state.actions = ()
        state.effects = (*effects, ("extra_throw", t))
        return
    _split_end_turn(state, me, effects)


def _split_end_turn(state: SenetState, me: int, effects: tuple) -> None:
    state.player = 1 - me
    state.turn = NO_TURN
    state.pending = (0, 0)
    state.phase = "throw"
    state.actions = ()
    state.effects = effects


def _split_put(state: SenetState, me: int, src: int, dst: int) -> None:
    """Move ``me``'s pawn from ``src`` to ``dst``: 0 is the hand, OFF off the board."""
    board = list(state.board)
    mine = list(state.squares[me])
    in_hand = 0  # the change in ``me``'s pawns in hand
    if src:
        board[src] = EMPTY
        mine.remove(src)
    else:
        in_hand -= 1
    if dst == 0:
        in_hand += 1
    elif dst != OFF:
        board[dst] = me
        mine.append(dst)
        mine.sort()
    state.board = tuple(board)
    if in_hand:
        taken = state.taken
        state.taken = (taken[0], taken[1] + in_hand) if me else (taken[0] + in_hand, taken[1])
    state.squares = (state.squares[0], tuple(mine)) if me else (tuple(mine), state.squares[1])


def valid_turn(board: tuple, player: int, phase: str, throw: int, turn: tuple, pending: tuple) -> bool:
    """Can a position text's split-turn state stand (used, direction, owed; the pawn bound to move first)?"""
    used, direction, owed = turn
    bound = pending[player]
    return (direction in (-1, 0, 1) and 0 <= owed <= 6 and 0 <= used < max(throw, 1)
            and (used == 0 or phase == "move") and pending[1 - player] == 0
            and (bound == 0 or (1 <= bound <= SQUARES and board[bound] == player)))


# The choices each rule function applies (core.game.implements), marked here rather than by decorators:
# a decorated function is called through Python even from code compiled by mypyc (tools/compile_kernels.py).
implements("S17", "S19", "S21")(split_generate)
implements("S20")(split_apply)
