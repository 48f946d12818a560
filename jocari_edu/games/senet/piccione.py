"""Piccione's reading of Senet (King Tut's Game, 1977): a throw played step by step, pawns entering from the hand.

The kernel (:class:`~.rules.SenetState`) reaches these procedures through the
rule set's ``turn`` hook (``TURNS["split_steps"]``) at its three dispatch
points: :func:`generate` (the legal actions), :func:`apply` (a move and its
effects) and :func:`refusal` (why a move is not legal).  Each rule is a
predicate below, used by the generator and by the refusal alike.

What the kernel keeps for a split turn, in fields it already has:

- ``throw``: the value thrown; ``turn`` = ``(used, direction, owed)``: the
  points of the throw already played, the turn's direction (+1 forwards, -1
  backwards, 0 not yet chosen: choice S21) and the extra throws owed for
  landing on 15 or 26 (taken once the points are used or lost, S20);
- ``taken[p]``: ``p``'s pawns in hand (off the board, not borne off);
- ``pending[p]``: the pawn just entered on square 1, which moves first (S19).

Actions are the kernel's ``32 * src + dst``: entering is ``0 * 32 + 1``
(written ``in-1``), the entered pawn sent back to the hand ``32 * 1 + 0``
(``1-in``), a step ``32 * src + dst`` (``12-14``, ``29-off``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ...core.game import implements
from .rule_sets import EMPTY, OFF, SQUARES

if TYPE_CHECKING:  # typed for mypyc, which compiles this module with rules.py (tools/compile_kernels.py)
    from .rules import SenetState

PASS_ACTION: Final = 0
NO_TURN: Final = (0, 0, 0)  # (points used, direction, extra throws owed)


def _text(action: int) -> str:
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
            ahead = _forward(state)
            if ahead:
                return ("back_forward_exists", {"move": _text(ahead[0])})
    return None


def _forward(state: SenetState) -> list[int]:
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


def _backward(state: SenetState) -> list[int]:
    me = state.player
    board = state.board
    points = points_left(state)
    actions: list[int] = []
    for src in state.squares[me]:
        if src > state.rules.back_last:
            break
        actions.extend(32 * src + dst for dst in range(max(1, src - points), src) if board[dst] == EMPTY)
    return actions


def generate(state: SenetState) -> tuple:
    """The legal actions: steps forwards (and entering); else, if the turn has not gone forwards, steps back;
    the pawn just entered moves first, or goes back to the hand if it cannot (S19); else the pass."""
    me = state.player
    bound = state.pending[me]
    if bound:
        return tuple(_forward(state)) or (32 * bound,)
    direction = state.turn[1]
    actions = _forward(state) if direction >= 0 else []
    if not actions and direction <= 0 and state.rules.backward:
        actions = _backward(state)
    return tuple(actions) or (PASS_ACTION,)


def refusal(state: SenetState, src: int, dst: int) -> tuple | None:
    """Why ``src-dst`` (``0, 1``: entering; ``1, 0``: back to the hand; ``0, 0``: the pass) is not legal now."""
    action = 32 * src + dst
    if action in state.actions:
        return None
    me = state.player
    if action == PASS_ACTION:
        return ("pass_refused", {"move": _text(state.actions[0])})
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


def apply(state: SenetState, action: int) -> None:
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
            _put(state, me, src, 0)
            effects = (("to_hand", src),)
        else:
            effects = (("pass",), ("throw_lost", t)) if r.again[t] else (("pass",),)
        _end_turn(state, me, effects)
        return
    extra: tuple | None = None
    if src == 0:  # entering: the throw is used, and owes the throw the entered pawn must play first
        _put(state, me, 0, dst)
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
            _put(state, me, src, 0)
            effect = ("water", src, dst, 0)
        else:
            _put(state, me, src, dst)
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
        actions = generate(state)
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
    _end_turn(state, me, effects)


def _end_turn(state: SenetState, me: int, effects: tuple) -> None:
    state.player = 1 - me
    state.turn = NO_TURN
    state.pending = (0, 0)
    state.phase = "throw"
    state.actions = ()
    state.effects = effects


def _put(state: SenetState, me: int, src: int, dst: int) -> None:
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
implements("S17", "S19", "S21")(generate)
implements("S20")(apply)
