"""Senet's rules kernel: :class:`SenetState`, each rule one function, and that function is what plays.

How to read it.  An action is ``32 * src + dst`` (``dst`` 31: off; 0: the pass), see :data:`ACTION_MOVES`.
Each rule is one method of the kernel, under a heading that names it, answering ``None`` (the rule allows the
move) or a reason ``(message code, params)``:

- who wins: :meth:`SenetState.ending` (S16);
- which pawns may move: :meth:`~SenetState.forced_action` (the opening's imposed move), :meth:`~SenetState.held`
  (Kendall's pawn held in the water), :meth:`~SenetState.movers` (the pawn bound to move first, S10);
- a move forwards: :meth:`~SenetState.forward_destination` (where the throw takes a pawn, bearing off included),
  :meth:`~SenetState.forward_refusal` (an own pawn, protection S1, the block S5, Kendall's room in the water,
  the rule set's bearing off), :meth:`~SenetState.vacate_refusal` (Bell's marked squares first, S15);
- a move back, where the rule set has one: :meth:`~SenetState.back_refusal` (only when no pawn can advance, S6)
  and :meth:`~SenetState.back_step_refusal` (onto what, from where);
- Kendall's held pawn: :meth:`~SenetState.held_refusal` (S9, S10).

Two functions ask them, in the same order: :meth:`SenetState.refusal` (why an action is not legal: the first
rule that refuses it) and :meth:`SenetState._generate` (the legal actions, computed once when the throw is
known: the field ``actions``); ``tests/games/test_senet_kernel.py`` checks at every position of seeded games that
the legal actions are exactly those the refusal allows.  :meth:`SenetState.apply_action` plays a legal action and
records what it did in ``effects`` (the codes of :attr:`SenetState.EFFECTS`), which the explanations
(``texts.SAID``), the pictures' arrow and the lab read; who has won then, :meth:`SenetState.ending` says.

Piccione's split turn (a throw played step by step, pawns entering from the hand) is its own kernel,
:class:`~.rules_split.SplitTurnState` in :mod:`.rules_split`: this kernel with its generator, refusal and move
replaced, on its own two rules (:func:`~.rules_split.may_enter`, :func:`~.rules_split.step_refusal`).  What differs between
the reconstructions is the rule set's data (:mod:`.rule_sets`), prepared once per rule set into
:class:`~.rules_tables.Tables`; how an action is written and the effects and refusals a move looks up are in
:mod:`.rules_tables` too.  Both modules are the kernel's group, compiled together by mypyc where a compiler
exists (tools/compile_kernels.py): the compiled kernel reads the tables natively.
"""

from __future__ import annotations

import operator
from typing import ClassVar

from ...core.kernel import Kernel
from ...core.rule_sets import implements
from .rule_sets import (
    EMPTY,
    OFF,
    SQUARES,
)
from .rules_tables import (
    _EXTRA,
    _LOST,
    _OFF,
    _ONTO,
    _OWN_PAWN,
    _PAIR_AHEAD,
    _PAIR_BEHIND,
    _PASS,
    _PROTECTED_SQUARE,
    _STEP,
    DRAW,
    NO_BOUND,
    NO_TURN,
    PASS_ACTION,
    Tables,
    _moved,
    action_text,
    tables,
)

# -- the kernel ---------------------------------------------------------------------------------------------


class SenetState(Kernel):
    """The kernel (see the module docstring): OpenSpiel-like, ints in and out.

    ``board[sq]`` is 0 (White), 1 (Black) or -1 (empty) for squares 1-30;
    ``squares[p]`` the squares of ``p``'s pawns in track order (the same
    thing, two ways: rules look squares up on the board and walk a side's
    pawns in its squares; both tuples, replaced by each move).  ``phase``:
    "opening" (throwing for a 1), "throw", "move" or "over".  ``bound[p]``:
    the square of ``p``'s pawn that must move first (0: none): Kendall's pawn
    back from the water (S10), Piccione's pawn just entered (S19).
    ``taken[p]``: ``p``'s pawns off the board without being borne off (Bell:
    taken; Piccione: in hand).
    """

    CONSTANTS = ("rules",)
    FIELDS = ("board", "squares", "player", "phase", "throw", "forced_opening", "bound", "taken", "winner",
              "actions", "effects", "turn")
    __slots__ = CONSTANTS + FIELDS
    # their types, for mypyc (tools/compile_kernels.py): Kernel checks that they are the slots
    rules: Tables
    board: tuple[int, ...]
    squares: tuple[tuple[int, ...], ...]
    player: int
    phase: str
    throw: int
    forced_opening: bool
    bound: tuple[int, int]
    taken: tuple[int, int]
    winner: int | None
    actions: tuple[int, ...]
    effects: tuple
    turn: tuple[int, int, int]
    SPLIT: ClassVar[bool] = False  # plays a split turn (Piccione): rules_split.SplitTurnState
    EFFECTS = {
        "advance": ("src", "dst"),
        "back": ("src", "dst"),  # moved back, no pawn being able to advance
        "swap": ("src", "dst"),  # onto an opposing pawn, which goes back to src
        "off": ("src",),
        "pass": (),
        "extra_throw": ("throw",),  # the mover throws again
        "throw_lost": ("throw",),  # a throw that plays again, lost with a pass
        "won": ("player",),
        "water": ("src", "square", "landed"),  # stopped in the House of Water, restarted on landed at once
        # Kendall's held water
        "water_held": ("src", "square"),  # into the House of Water, where the pawn stays
        "swap_back": ("src", "dst"),  # moved back onto an opposing pawn, which moves up to src
        "swap_water": ("src", "dst", "to"),  # the opposing pawn attacked on dst goes to the water (to), not to src
        "returned": ("src", "landed"),  # back from the water to 15 (or before): the turn ends
        "wait": ("square",),  # the pawn held in the water waits
        # Bell
        "capture": ("src", "dst"),  # the opposing pawn on dst is taken: it leaves the game
        "draw": (),
        # Piccione's split turn
        "enter": ("square",),  # a pawn from the hand enters on square
        "throw_entered": ("throw",),  # the mover throws again: that throw moves the pawn just entered first
        "to_hand": ("src",),  # the pawn just entered cannot move: back to the hand
        "water_to_hand": ("src", "square"),  # into the water: back to the hand
        "extra_square": ("square",),  # landing on square owes another throw, once the points are played
        "throw_owed": (),  # the points are played: the throw an extra square earned earlier in the throw comes
        "points_left": ("points",),  # the throw's points still to play
        "points_lost": ("points",),  # the throw's points no step can play, lost
    }

    @classmethod
    def new(cls, rules, options: dict) -> SenetState:
        """The start of a game under the rule set ``rules`` (its name, or a RuleSet naming it)."""
        state = cls()
        state.rules = r = tables(rules if isinstance(rules, str) else rules.name)
        if r.steps != cls.SPLIT:  # a split turn is another kernel's (the game picks it: Senet._setup)
            raise ValueError(f"{r.name}: {'rules_split.SplitTurnState' if r.steps else 'SenetState'} plays it")
        state._place(r.start_board)
        state.player = 0
        state.phase = "opening" if r.opening.throw_for_one or r.opening.higher_throw else "throw"
        state.throw = 0
        state.forced_opening = False
        state.bound = NO_BOUND
        state.taken = (r.pieces, r.pieces) if r.enter_square else (0, 0)  # Piccione: every pawn starts in hand
        state.winner = None
        state.actions = ()
        state.effects = ()
        state.turn = NO_TURN
        return state

    def _place(self, board: tuple) -> None:
        """Set the board, and each side's squares from it."""
        self.board = board
        self.squares = tuple(tuple(sq for sq in range(1, SQUARES + 1) if board[sq] == p) for p in (0, 1))

    def set_position(self, board: tuple, player: int, phase: str, throw: int, taken: tuple = (0, 0),
                     turn: tuple = NO_TURN, bound: tuple = NO_BOUND, forced: bool = False) -> None:
        """Set the position (read from a position text): the rest follows from the rules."""
        self._place(board)
        self.player, self.phase, self.throw, self.taken = player, phase, throw, taken
        self.forced_opening, self.bound, self.turn = forced, bound, turn
        self.winner = self.ending() if phase == "over" else None
        self.effects = ()
        self.actions = self._generate() if phase == "move" else ()

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
        self.actions = self._generate()

    # -- who wins (S16) -------------------------------------------------------------------------------

    def out_of_pawns(self, side: int) -> bool:
        """Has ``side`` no pawn left to play: none on the board (Piccione: nor in hand)?"""
        return not self.squares[side] and not (self.rules.enter_square and self.taken[side])

    def borne_off(self, player: int) -> int:
        """How many pawns ``player`` has borne off (not those taken nor in hand)."""
        return self.rules.pieces - len(self.squares[player]) - self.taken[player]

    def ending(self) -> int | None:
        """Who has won: None while the game goes on, else the winner (0 or 1), or DRAW.

        The last pawn off wins: the first side out of pawns.  Bell (``ending`` "most_off"): the game goes on
        until both sides are out of pawns, and the side with more pawns borne off wins; equal, a draw (S16).
        """
        if self.rules.last_pawn_off:
            return 0 if self.out_of_pawns(0) else 1 if self.out_of_pawns(1) else None
        if not (self.out_of_pawns(0) and self.out_of_pawns(1)):
            return None
        a, b = self.borne_off(0), self.borne_off(1)
        return DRAW if a == b else 0 if a > b else 1

    # -- which pawns may move ----------------------------------------------------------------------------

    def forced_action(self) -> int | None:
        """The move the opening imposes now (Jéquier, S4: 10-11 after the first 1), or None."""
        return self.rules.forced if self.forced_opening else None

    def held(self) -> int:
        """The square where the mover has a pawn held in the water (Kendall's 27), else 0."""
        hold = self.rules.hold
        return hold if hold and self.board[hold] == self.player else 0

    def movers(self) -> tuple[int, ...]:
        """The squares of the mover's pawns that may move now: the pawn bound to move first alone (Kendall's back
        from the water, S10; Piccione's just entered, S19), else all the mover's pawns, in track order."""
        bound = self.bound[self.player]
        return (bound,) if bound else self.squares[self.player]

    def mover_refusal(self, src: int) -> tuple | None:
        """Why the pawn on ``src`` (0: a pawn in hand) may not move now (:meth:`movers`), or None."""
        bound = self.bound[self.player]
        if not bound or src == bound:
            return None
        return ("entered_first" if self.rules.enter_square else "pending_first", {"sq": bound})

    # -- a move forwards ------------------------------------------------------------------------------------

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

    def forward_refusal(self, src: int, dst: int, home: bool) -> tuple | None:
        """Why the forward move ``src-dst`` (``dst``: :meth:`forward_destination`) is refused, or None.

        Bearing off: the rule set's hook says.  On the way, the block (S5).  The target: a pawn of one's own,
        an opposing pawn out of reach (:meth:`protection`), Kendall's attack that sends it into a water
        already taken (:meth:`room_refusal`).
        """
        if dst == OFF:
            return self.rules.off_check(self, src, src + self.throw, home)
        r = self.rules
        if r.block and dst - src > r.block:  # a shorter move passes too few squares to be blocked
            blocked = self.blocks_between(src, dst)
            if blocked:
                return blocked
        occupant = self.board[dst]
        if occupant == EMPTY:
            return None
        if occupant == self.player:
            return _OWN_PAWN[dst]
        refused = self.protection(dst)
        if refused is None and r.send_to[dst]:  # a pawn attacked there is sent elsewhere (Kendall: 28-30)
            return self.room_refusal(dst)
        return refused

    def protection(self, sq: int) -> tuple | None:
        """Why the pawn on ``sq`` cannot be attacked, or None: a protected square, or (S1) a neighbour of its
        side, a protection its side loses while it has a pawn in the water (Kendall, S11)."""
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
        return bool(hold and self.board[hold] == side) or bool(self.bound[side])

    def is_protected(self, sq: int) -> bool:
        """Is there a pawn on ``sq`` that no attack can reach (:meth:`protection`)?"""
        return self.board[sq] != EMPTY and self.protection(sq) is not None

    def room_refusal(self, dst: int) -> tuple | None:
        """Kendall: a pawn attacked on 28-30 goes to the water (27), so the attack needs it empty."""
        to = self.rules.send_to[dst]
        return ("no_room", {"sq": dst, "to": to}) if to and self.board[to] != EMPTY else None

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

    def vacating(self, forward: list[int]) -> list[int]:
        """Bell (S15): the actions of ``forward`` (the forward moves no other rule refuses) that leave a marked
        square.  While there is one, the move must be one of them ([]: the rule asks nothing now)."""
        leave = self.rules.leave_first
        leaving = []
        for a in forward:
            if leave[a >> 5]:
                leaving.append(a)
        return leaving

    def vacate_refusal(self, src: int, forward: list[int]) -> tuple | None:
        """Bell (S15): why the pawn on ``src`` may not move while a pawn on a marked square can (``forward``: the
        forward moves no other rule refuses, :meth:`vacating`), or None."""
        if not self.rules.vacate or self.rules.leave_first[src]:
            return None
        leaving = self.vacating(forward)
        return ("vacate_first", {"sq": leaving[0] >> 5, "move": action_text(leaving[0])}) if leaving else None

    # -- a move back, where the rule set has one ----------------------------------------------------------------

    # Moving back only when no pawn can advance (S6): ``may_move_back(forward)`` is ``not forward`` (the forward
    # actions), C's own ``not``, so that move generation pays no Python call.
    may_move_back: ClassVar = staticmethod(operator.not_)  # ClassVar: a class attribute, no slot (mypyc)

    def back_refusal(self, forward: list[int]) -> tuple | None:
        """Why moving back is refused now (a pawn can advance: ``forward``), or None (S6)."""
        return None if self.may_move_back(forward) else ("back_forward_exists", {"move": action_text(forward[0])})

    def back_step_refusal(self, src: int, dst: int) -> tuple | None:
        """Why the pawn on ``src`` may not move back by the throw to ``dst``, or None: onto an empty square, not
        past a block (Jéquier); Kendall: from 1-26 only, and onto an unprotected opposing pawn too (the two swap)."""
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

    # -- Kendall's pawn held in the water (S9, S10) -------------------------------------------------------

    def held_refusal(self, hold: int, action: int) -> tuple | None:
        """Why ``action`` is refused while the mover's pawn is held on ``hold``, or None: that pawn is the only one
        to play; the exit throw bears it off, any other throw sends it back to 15 (``hold_square``) or lets it
        wait (the pass)."""
        r = self.rules
        params = {"sq": hold, "need": r.hold_exit, "back": r.hold_square}
        src, dst = action >> 5, action & 31
        if src != hold and action != PASS_ACTION:
            return ("held_in_water", params)
        if self.throw == r.hold_exit:
            return None if action == 32 * hold + OFF else ("water_exit", {**params, "t": self.throw})
        return None if action == PASS_ACTION or dst == r.hold_square else ("water_stay", params)

    # -- why an action is refused: the rules above, the first that refuses ----------------------------------

    def refusal(self, action: int) -> tuple | None:
        """Why ``action`` is not legal now, ``(message code, params)``, or None (the generator's order)."""
        r = self.rules
        forced = self.forced_action()
        if forced is not None:
            return None if action == forced else ("opening_move", {"sq": forced >> 5, "to": forced & 31})
        src, dst = action >> 5, action & 31
        if action != PASS_ACTION and (not 0 < src <= SQUARES or self.board[src] != self.player):
            return ("not_yours" if 0 < src <= SQUARES and self.board[src] != EMPTY else "no_pawn", {"sq": src})
        hold = self.held()
        if hold:
            return self.held_refusal(hold, action)
        if action == PASS_ACTION:  # the pass: when nothing else is legal
            return ("pass_refused", {"move": action_text(self.actions[0])}) if self.actions != (PASS_ACTION,) else None
        refused = self.mover_refusal(src)
        if refused:
            return refused
        home = self.home()
        t = self.throw
        if r.backward and dst == src - t:
            return self.back_refusal(self.advancing()) or self.back_step_refusal(src, dst)
        expected = r.dests[home][t][src]
        if expected == 0:
            return r.bear.nowhere(self, src)
        if dst == expected:
            return self.forward_refusal(src, dst, home) or self.vacate_refusal(src, self.advancing())
        return self._wrong_target(src, dst, expected, home)

    def _wrong_target(self, src: int, dst: int, expected: int, home: bool) -> tuple | None:
        """Why ``src-dst`` is no move of this throw at all: it names another square than the throw's."""
        t = self.throw
        if dst == OFF:
            return self.rules.off_check(self, src, src + t, home)
        if expected == OFF and dst == SQUARES:
            return ("lands_off", {"sq": src})
        if self.rules.backward:
            if src - t < 1:
                return ("back_off_board", {"sq": src, "t": t})
            return ("wrong_distance_back", {"t": t, "sq": src, "to": expected, "back": src - t})
        if expected == OFF:
            return ("wrong_distance_off", {"t": t, "sq": src})
        return ("wrong_distance", {"t": t, "sq": src, "to": expected})

    # -- the legal actions: the same rules, in the same order (S6) ---------------------------------------------

    def _generate(self) -> tuple[int, ...]:
        """The legal actions: the opening's imposed move; Kendall's held pawn's; else the forward moves of the pawns
        that may move (:meth:`movers`) that no rule refuses (:meth:`forward_refusal`; Bell: those leaving a marked
        square first); else, where the rule set has them, the moves back; else the pass (S6).
        """
        r = self.rules
        if self.forced_opening:
            forced = r.forced
            assert forced is not None  # (set only where the opening imposes a move: apply_throw, forced_action)
            return (forced,)
        if r.hold and self.held():
            hold = r.hold
            return (32 * hold + OFF,) if self.throw == r.hold_exit else (32 * hold + r.hold_square, PASS_ACTION)
        home = r.uses_home and self.home()
        destinations = r.dests[home][self.throw]
        actions = []
        for src in self.movers():
            dst = destinations[src]
            if dst and self.forward_refusal(src, dst, home) is None:
                actions.append(32 * src + dst)
        if r.vacate:
            leaving = self.vacating(actions)
            if leaving:
                actions = leaving
        if r.backward and self.may_move_back(actions):
            t = self.throw
            actions = [33 * src - t for src in self.movers()  # 32 * src + (src - t)
                       if self.back_step_refusal(src, src - t) is None]
        return tuple(actions) or (PASS_ACTION,)

    def advancing(self) -> list[int]:
        """The legal forward moves now: the generator's actions that go forward (it gives moves back, or the pass,
        only when there is none)."""
        return [a for a in self.actions if (a & 31) > (a >> 5)]

    # -- playing an action ----------------------------------------------------------------------------

    def apply_action(self, action: int) -> None:
        """Play a legal action (not checked: the teaching API checks and explains), recording its effects.

        A pawn that stops in the House of Water, whichever its direction (S7), restarts where the rule
        set's landing says; the mover throws again after a throw of ``extra_throws`` (after a pass too
        where ``extra_after_pass``); who wins, once a side's last pawn has left, :meth:`ending` says.
        """
        me = self.player
        self.forced_opening = False
        r = self.rules
        src, dst = action >> 5, action & 31
        if r.hold and (src == r.hold and dst != OFF or action == PASS_ACTION and self.held()):
            self._apply_held(me, src)  # Kendall: the held pawn goes back, or waits
            return
        effect: tuple  # what the move did, recorded in effects
        if src:  # not a pass
            board = list(self.board)
            board[src] = EMPTY
            mine, theirs = self.squares[me], self.squares[1 - me]
            landed = dst
            sent = 0  # where the opposing pawn attacked on dst went (0: no attack)
            if dst != OFF:
                if board[dst] != EMPTY:  # an opposing pawn
                    if r.capture:  # Bell: it is taken
                        theirs = _moved(theirs, dst, OFF)
                        taken = self.taken
                        self.taken = (taken[0] + 1, taken[1]) if me else (taken[0], taken[1] + 1)
                        effect = ("capture", src, dst)
                    else:
                        # to src (the two swap), or where the rule set sends a pawn attacked there (Kendall: the water)
                        sent = r.send_to[dst] or src
                        board[sent] = 1 - me
                        theirs = _moved(theirs, dst, sent)
                        effect = _ONTO[src][dst] if sent == src else ("swap_water", src, dst, sent)
                else:
                    effect = _STEP[src][dst]  # back or advance
                board[dst] = me
                if dst == r.water:
                    board[dst] = EMPTY
                    landed = r.land(board)
                    board[landed] = me
                    effect = ("water", src, dst, landed)
                elif dst == r.hold:  # Kendall: into the water, where the pawn stays (hold 0: none)
                    effect = ("water_held", src, dst)
            else:
                effect = _OFF[src]
            pawns = list(mine)  # _moved(mine, src, landed), without a call
            if landed == OFF:
                pawns.remove(src)
            else:
                pawns[pawns.index(src)] = landed
                pawns.sort()
            mine = tuple(pawns)
            self.board = tuple(board)
            self.squares = (theirs, mine) if me else (mine, theirs)
            if r.hold and self.bound != NO_BOUND:  # Kendall's pawn bound to move first
                self._carry_bound(me, src, dst, sent)
            if not mine:  # the mover's last pawn has left the board: the game may be over
                winner = self.ending()
                if winner is not None:
                    self._end(winner, (effect,))
                    return
        else:
            effect = _PASS
        t = self.throw
        if r.again[t]:  # t in extra_throws
            if src or r.extra_pass:
                self.effects = (effect, _EXTRA[t])
            else:
                self.player = 1 - me
                self.effects = (effect, _LOST[t])
        else:
            self.player = 1 - me
            self.effects = (effect,)
        self.phase = "throw"
        self.actions = ()

    def _end(self, winner: int, effects: tuple) -> None:
        """The game is over: ``winner`` (:meth:`ending`) has won, or DRAW."""
        self.winner = winner
        self.phase = "over"
        self.actions = ()
        self.turn = NO_TURN
        self.effects = (*effects, ("draw",) if winner == DRAW else ("won", winner))

    def _carry_bound(self, me: int, src: int, dst: int, sent: int) -> None:
        """Kendall (S10): the pawn back from the water stays bound to move first until it moves itself; whatever
        the opponent does, it stays bound: an attack that sends it elsewhere (``sent``) carries the binding."""
        mine, theirs = self.bound[me], self.bound[1 - me]
        if mine == src:
            mine = 0
        if sent and theirs == dst:
            theirs = sent
        self.bound = (theirs, mine) if me else (mine, theirs)

    def _apply_held(self, me: int, src: int) -> None:
        """Kendall's held pawn (S9, S10): back from the water to 15, or the nearest empty square before it, which
        ends the turn with no other throw and binds that pawn to move first next time; or waiting (the pass),
        which loses the turn.  (Its exit with the exit throw is a bearing off, played as any.)"""
        if src:
            board = list(self.board)
            board[src] = EMPTY
            landed = self.rules.hold_back(board)
            board[landed] = me
            self.board = tuple(board)
            mine = _moved(self.squares[me], src, landed)
            self.squares = (self.squares[0], mine) if me else (mine, self.squares[1])
            self.bound = (self.bound[0], landed) if me else (landed, self.bound[1])
            self.effects = (("returned", src, landed),)
        else:
            t = self.throw
            self.effects = (("wait", self.rules.hold), _LOST[t]) if self.rules.again[t] else (("wait", self.rules.hold),)
        self.player = 1 - me
        self.phase = "throw"
        self.actions = ()


# The choices each rule function applies (core.rule_sets.implements), marked here rather than by decorators:
# a decorated function is called through Python even from code compiled by mypyc (tools/compile_kernels.py).
implements("S13")(Tables.__init__)
implements("S18")(vars(SenetState)["new"])
implements("S4", "S8", "S14")(SenetState.apply_throw)
implements("S16")(SenetState.ending)
implements("S6")(SenetState._generate)
implements("S6")(SenetState.back_refusal)
implements("S15")(SenetState.vacating)
implements("S15")(SenetState.vacate_refusal)
implements("S1")(SenetState.protection)
implements("S11")(SenetState.in_water)
implements("S5")(SenetState.blocks_between)
implements("S7", "S12")(SenetState.apply_action)
implements("S9", "S10")(SenetState._apply_held)
implements("S10")(SenetState._carry_bound)
implements("S10")(SenetState.movers)
