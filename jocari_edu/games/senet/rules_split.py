"""Piccione's reading of Senet: a throw played step by step, pawns entering from the hand.

Piccione's reading of Senet (King Tut's Game, 1977), where the rule set's turn is split (``Tables.steps``:
``TURNS["split_steps"]``): split_generate (the legal actions), split_refusal (why an action is not legal) and
split_apply (an action and its effects).  Two rules decide every action:
may_enter (a pawn from the hand) and step_refusal (a step); the generator keeps the candidates they allow.

What the kernel keeps for a split turn, in fields it already has:

- ``throw``: the value thrown; ``turn`` = ``(used, direction, owed)``: the
  points of the throw already played, the turn's direction (+1 forwards, -1
  backwards, 0 not yet chosen: choice S21) and the extra throws owed for
  landing on 15 or 26 (taken once the points are used or lost, S20);
- ``taken[p]``: ``p``'s pawns in hand (off the board, not borne off);
- ``bound[p]``: the pawn just entered on square 1, which moves first (S19).

Actions are the kernel's ``32 * src + dst``: entering is ``0 * 32 + 1``
(written ``in-1``), the entered pawn sent back to the hand ``32 * 1 + 0``
(``1-in``), a step ``32 * src + dst`` (``12-14``, ``29-off``).

The kernel of a rule set whose turn is split is :class:`SplitTurnState`, :class:`~.rules.SenetState` with its
three ways in replaced (the game picks it: :meth:`~jocari_edu.games.senet.Senet._setup`); every other rule is
SenetState's own (the pawns that may move, moving back, the water, the ending).  Part of the kernel's group
(``rules.py`` and its ``rules_*.py``), compiled with it by mypyc where a compiler exists.
"""

from __future__ import annotations

from ...core.rule_sets import implements
from .rule_sets import EMPTY, OFF, SQUARES
from .rules import SenetState
from .rules_tables import (
    NO_BOUND,
    NO_TURN,
    PASS_ACTION,
    action_text,
)


class SplitTurnState(SenetState):
    """The kernel of a split turn: the generator, the refusal and a move are :func:`split_generate`,
    :func:`split_refusal` and :func:`split_apply`; the fields, the throws and every other rule are SenetState's."""

    CONSTANTS = SenetState.CONSTANTS
    FIELDS = SenetState.FIELDS
    __slots__ = ()
    SPLIT = True

    def refusal(self, action: int) -> tuple | None:
        return split_refusal(self, action)

    def _generate(self) -> tuple[int, ...]:
        return split_generate(self)

    def apply_action(self, action: int) -> None:
        self.forced_opening = False
        split_apply(self, action)


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
    refused = state.mover_refusal(0)  # the pawn just entered moves first
    if refused:
        return refused
    if state.turn[1] < 0:
        return ("one_direction_back", {})
    if state.board[r.enter_square] != EMPTY:
        return ("enter_occupied", {"sq": r.enter_square})
    return None


def step_refusal(state: SenetState, src: int, dst: int) -> tuple | None:
    """Why the mover's pawn on ``src`` may not step to ``dst`` (OFF: off the board) now, or None.

    The pawn: the one bound to move first, if any (S19, :meth:`SenetState.mover_refusal`).  The step
    (:func:`_step_rules`): no more squares than the points left, exact to bear off; in the turn's direction
    (S21); onto an empty square only (no attack); backwards only when no pawn can step forwards, never from
    beyond ``back_last`` (28-30) nor past square 1.
    """
    return state.mover_refusal(src) or _step_rules(state, src, dst, points_left(state), state.turn[1])


def _step_rules(state: SenetState, src: int, dst: int, points: int, direction: int) -> tuple | None:
    """Why the step ``src-dst`` of a pawn that may move is refused, given the points left and the turn's
    direction (the generator asks it of every step it tries, :func:`step_refusal` of the one asked)."""
    if dst > src:
        if dst - src > points:
            return ("too_far", {"t": points, "sq": src, "to": "off" if dst == OFF else dst})
        if direction < 0:
            return ("one_direction_back", {})
        if dst != OFF and state.board[dst] != EMPTY:
            return ("occupied", {"sq": dst})
        return None
    if src - dst > points:
        return ("too_far", {"t": points, "sq": src, "to": dst})
    if direction > 0:
        return ("one_direction_forward", {})
    if state.board[dst] != EMPTY:
        return ("occupied", {"sq": dst})
    if src > state.rules.back_last:
        return ("back_not_from", {"sq": src, "limit": state.rules.back_last})
    return state.back_refusal(_split_steps(state, True)) if not direction else None


def _split_steps(state: SenetState, forward: bool) -> list[int]:
    """The steps the rules allow in one direction (forwards: entering first, where :func:`may_enter` allows
    it), in action order: each pawn that may move (:meth:`SenetState.movers`), by one square and more, up to
    the points left, where :func:`_step_rules` allows it."""
    points, direction = points_left(state), state.turn[1]
    actions = [] if not forward or may_enter(state) else [state.rules.enter_square]
    for src in state.movers():
        if forward:  # up to the points left, or off the board
            first, end = src + 1, (src + points + 1 if src + points < OFF else OFF + 1)
        else:  # down to square 1
            first, end = (src - points if src > points else 1), src
        for dst in range(first, end):
            if _step_rules(state, src, dst, points, direction) is None:
                actions.append(32 * src + dst)
    return actions


def split_generate(state: SenetState) -> tuple[int, ...]:
    """The legal actions: steps forwards (and entering); else, if the turn has not gone forwards, steps back;
    the pawn just entered moves first, or goes back to the hand if it cannot (S19); else the pass."""
    direction = state.turn[1]
    actions = _split_steps(state, True) if direction >= 0 else []
    if not actions and direction <= 0 and state.rules.backward:
        actions = _split_steps(state, False)
    if not actions and state.bound[state.player]:
        return (32 * state.bound[state.player],)  # 1-in: back to the hand
    return tuple(actions) or (PASS_ACTION,)


def split_refusal(state: SenetState, action: int) -> tuple | None:
    """Why ``action`` (``0 * 32 + 1``: entering; ``32 * src``: back to the hand; 0: the pass) is not legal now,
    or None: the rules :func:`split_generate` keeps actions by."""
    src, dst = action >> 5, action & 31
    if action == PASS_ACTION or dst == 0:  # the pass, or the pawn just entered back to the hand: when nothing else
        legal = split_generate(state)
        if action in legal:
            return None
        return ("pass_refused", {"move": action_text(legal[0])}) if src == 0 else ("to_hand_only_blocked", {"sq": src})
    r = state.rules
    if src == 0:
        if dst != r.enter_square:
            return ("enter_square", {"sq": r.enter_square, "to": "off" if dst == OFF else dst})
        return may_enter(state)
    if not 0 < src <= SQUARES or state.board[src] != state.player:
        return ("not_yours" if 0 < src <= SQUARES and state.board[src] != EMPTY else "no_pawn", {"sq": src})
    return step_refusal(state, src, dst)


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
        state.bound = (dst, state.bound[1]) if me == 0 else (state.bound[0], dst)
        effect = ("enter", dst)
        used, direction, owed = t, 1, owed + 1
    else:
        if state.bound[me] == src:
            state.bound = (0, state.bound[1]) if me == 0 else (state.bound[0], 0)
        forward = dst > src
        direction = 1 if forward else -1
        used += (dst - src) if forward else (src - dst)
        if dst == r.water:  # into the water: back to the hand
            _split_put(state, me, src, 0)
            effect = ("water_to_hand", src, dst)
        else:
            _split_put(state, me, src, dst)
            effect = ("off", src) if dst == OFF else ("advance" if forward else "back", src, dst)
            if r.extra_square[dst]:
                owed += 1
                extra = ("extra_square", dst)
        if not state.squares[me]:  # the mover's last pawn has left the board: the game may be over
            winner = state.ending()
            if winner is not None:
                state._end(winner, (effect,))
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
        if src == 0:  # the entered pawn's throw
            effects = (*effects, ("throw_entered", t))
        elif r.again[t]:  # the throw's own value gives another throw
            effects = (*effects, ("extra_throw", t))
        elif extra is None:  # a square an earlier step of this throw reached earned it (said then)
            effects = (*effects, ("throw_owed",))
        state.effects = effects
        return
    _split_end_turn(state, me, effects)


def _split_end_turn(state: SenetState, me: int, effects: tuple) -> None:
    state.player = 1 - me
    state.turn = NO_TURN
    state.bound = NO_BOUND
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


# The choices each rule function applies (core.rule_sets.implements), marked here rather than by decorators:
# a decorated function is called through Python even from code compiled by mypyc (tools/compile_kernels.py).
implements("S17", "S19", "S21")(split_generate)
implements("S17", "S21")(step_refusal)
implements("S20")(split_apply)
