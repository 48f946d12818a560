"""The searches behind the levels, over whole turns, within a budget.

- :class:`Greedy`: the turn whose position scores best (one turn deep).
- :class:`Expectimax`: expectiminimax for the dice games: the player's turns
  (max), the opponent's (min) and, between them, every throw the rules allow
  weighted by its exact chance (``throw_outcomes()``); deepened one turn at a
  time while the budget lasts.
- :class:`AlphaBeta`: negamax with alpha-beta pruning, iterative deepening
  and a transposition table keyed by ``position()``, for la Marelle.
- :class:`KernelAlphaBeta`: the same negamax on a rules kernel (its actions,
  snapshot and a position key), the review's search at la Marelle.
- :class:`MonteCarlo`: Monte Carlo tree search with chance nodes (a throw is
  drawn by its chance on the way down), play-outs cut short and scored by the
  evaluation.

Each search returns a :class:`Decision`; a budget that runs out ends the
deepening and the deepest completed answer stands (the first depth is always
completed unless the budget is spent before it, and then the best turn seen
so far stands).  Ties are broken by the player's own seeded generator.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from .base import Budget, OutOfTime, play_turn, rewind, turns, undo_turn
from .evaluation import WIN, terminal

_THROWS: dict = {}
TEMPO = 0.1  # see Search.tempo


def throws(game) -> list[tuple[tuple, float]]:
    """The throws due now with their chances as floats (cached by game, rules and opening)."""
    key = (game.name, game.rule_set, game.in_opening)
    found = _THROWS.get(key)
    if found is None:
        found = _THROWS[key] = [(t, float(p)) for t, p in game.throw_outcomes()]
    return found


@dataclass
class Decision:
    """What a search chose: the turn (its moves), its value for the mover, how deep and how long."""

    turn: tuple
    score: float
    depth: int = 0
    nodes: int = 0
    seconds: float = 0.0
    scores: dict = field(default_factory=dict)  # turn -> value at the deepest completed depth

    @property
    def move(self):
        return self.turn[0]


class Search:
    """Common ground: the evaluation, the budget's settings and the tie-breaking generator."""

    def __init__(self, evaluation, rng, *, seconds=None, nodes=None, max_depth=1, clock=None) -> None:
        self.evaluation = evaluation
        self.rng = rng
        self.seconds, self.nodes, self.max_depth, self.clock = seconds, nodes, max_depth, clock

    def budget(self) -> Budget:
        if self.clock is None:
            return Budget(None, self.nodes, clock=None)
        return Budget(self.seconds, self.nodes, clock=self.clock)  # nodes: None unless given

    def pick(self, scored: dict) -> tuple:
        """The best turn, ties broken at random (scores within a millionth are ties)."""
        top = max(scored.values())
        best = [t for t, v in scored.items() if v >= top - 1e-6]
        return best[int(self.rng() * len(best))] if len(best) > 1 else best[0]

    def decide(self, game) -> Decision:
        budget = self.budget()
        start = len(game.history)
        try:  # on the clock only: a count of nodes is for the search proper, which needs the turns
            options = turns(game, budget if budget.seconds is not None else None)
        except OutOfTime:  # too many ways to play this turn for the time: one step, at random
            rewind(game, start)
            moves = game.legal_moves()
            move = moves[int(self.rng() * len(moves))]
            return Decision((move,), 0.0, 0, budget.count, budget.elapsed(), {})
        if len(options) == 1:
            return Decision(options[0], 0.0, 0, budget.count, budget.elapsed(), {options[0]: 0.0})
        scored: dict = {}
        depth = 0
        self.now = {}
        for d in range(1, self.max_depth + 1):
            try:
                if d == 1:
                    self.now = self.static(game, options, budget)
                result = self.search(game, options, d, budget, scored)
            except OutOfTime:
                rewind(game, start)
                if not scored:  # not even the first depth: keep what was seen
                    scored = dict(self.now) or {options[0]: 0.0}
                break
            scored, depth = result, d
            if max(scored.values()) >= WIN / 2:  # a forced win: no need to look further
                break
            options = sorted(options, key=scored.get, reverse=True)
        turn = self.pick(scored)
        return Decision(turn, scored[turn], depth, budget.count, budget.elapsed(), scored)

    def static(self, game, options, budget) -> dict:
        """Each turn's evaluation once played (filled in as it goes, so that a budget cut keeps what was seen)."""
        me, score = game.to_play, self.evaluation.score
        found = self.now = {}
        for turn in options:
            budget.tick()
            play_turn(game, turn)
            found[turn] = score(game, me)
            undo_turn(game, turn)
        return found

    def tempo(self, turn) -> float:
        """A share of the turn's immediate worth added to its searched value: of two
        turns that reach the same gain within the horizon, the one that takes it now is
        preferred (what lies beyond the horizon may take a delayed gain away)."""
        return TEMPO * self.now.get(turn, 0.0)

    def search(self, game, options, depth, budget, previous) -> dict:
        raise NotImplementedError


def below(deeper: dict, previous: dict, rest) -> dict:
    """``deeper`` (the turns searched deeper) and the ``rest``, valued below all of them in their previous order.

    A deeper value is not on the scale of the previous depth's (one more turn
    of the opponent is in it): a turn left out of the beam must not come out
    ahead of the turns searched merely because it kept a shallower value.
    """
    scored = dict(deeper)
    if rest:
        floor = min(deeper.values())
        top = max(previous[t] for t in rest)
        for t in rest:
            scored[t] = floor - 1.0 - (top - previous[t])
    return scored


class Greedy(Search):
    """One turn deep: the turn after which the evaluation scores best."""

    def search(self, game, options, depth, budget, previous):
        return self.now


class Expectimax(Search):
    """Expectiminimax over turns and the throws between them.

    ``beam``: beyond the first depth, only that many of the best turns of the
    previous depth are searched deeper at the root (the others keep their
    previous value, lowered by a margin so that they are not preferred on it).
    """

    def __init__(self, evaluation, rng, *, beam: int | None = None, **kw) -> None:
        super().__init__(evaluation, rng, **kw)
        self.beam = beam

    def search(self, game, options, depth, budget, previous):
        me = game.to_play
        kept = options[: self.beam] if depth > 1 and self.beam else options
        scored = {}
        for turn in kept:
            play_turn(game, turn)
            scored[turn] = self.value(game, me, depth - 1, budget, 0) + self.tempo(turn)
            undo_turn(game, turn)
        return below(scored, previous, options[len(kept):])

    def value(self, game, me, depth, budget, chance_run) -> float:
        budget.tick()
        if game.is_over:
            return terminal(game, me)
        if game.awaiting_throw:
            if depth == 0 or chance_run >= 2:  # two throws in a row: an opening still being decided
                return self.evaluation.score(game, me)
            total = 0.0
            for throw, p in throws(game):
                game.roll(*throw)
                total += p * self.value(game, me, depth, budget, chance_run + 1)
                game.undo()
            return total
        if depth == 0:
            return self.evaluation.score(game, me)
        mover = game.to_play
        best = None
        for turn in turns(game, budget):
            play_turn(game, turn)
            v = self.value(game, me, depth - 1, budget, 0)
            undo_turn(game, turn)
            if best is None or (v > best if mover == me else v < best):
                best = v
        return best


_EXACT, _LOWER, _UPPER = 0, 1, 2


class AlphaBeta(Search):
    """Negamax with alpha-beta pruning and a transposition table, for games without chance in play.

    The table keeps, per ``position()``, the depth searched, the value, whether
    it is exact or a bound, and the best turn (tried first next time).  Turns
    that take (a mill's take is the turn's second step) are tried before the others.
    """

    def __init__(self, evaluation, rng, **kw) -> None:
        super().__init__(evaluation, rng, **kw)
        self.table: dict = {}

    def decide(self, game):
        self.table = {}
        return super().decide(game)

    def search(self, game, options, depth, budget, previous):
        me = game.to_play
        scored: dict = {}
        best = -math.inf
        for turn in options:
            bonus = self.tempo(turn)
            play_turn(game, turn)
            # a turn that fails low returns a bound below the best minus its bonus (and 0.01):
            # its total is never a tie with the best's
            v = self._child(game, me, depth - 1, best - bonus - 0.01, math.inf, budget) + bonus
            undo_turn(game, turn)
            scored[turn] = v
            best = max(best, v)
        return scored

    def _child(self, game, me, depth, alpha, beta, budget) -> float:
        """The value for ``me`` of the position after ``me``'s turn."""
        if game.is_over or game.awaiting_throw or depth == 0:
            budget.tick()
            return terminal(game, me) if game.is_over else self.evaluation.score(game, me)
        if game.to_play == me:
            return self.negamax(game, depth, alpha, beta, budget)
        return -self.negamax(game, depth, -beta, -alpha, budget)

    def negamax(self, game, depth, alpha, beta, budget) -> float:
        budget.tick()
        side = game.to_play

        def value(turn, alpha, beta):
            play_turn(game, turn)
            v = self._child(game, side, depth - 1, alpha, beta, budget)
            undo_turn(game, turn)
            return v

        return table_node(self.table, game.position(), depth, alpha, beta, lambda: turns(game, budget), value)


def table_node(table: dict, key, depth: int, alpha: float, beta: float, options, value) -> float:
    """One node of negamax with alpha-beta pruning and a transposition table (``table``, keyed by ``key``, the
    position): the table's answer where its entry is deep and tight enough; else ``options()``, the turns,
    tried the table's best turn first, then the longest (a mill's take is a turn's second step), each valued by
    ``value(turn, alpha, beta)`` for the side to move, and the value, whether it is exact or a bound, and the
    best turn kept in the table."""
    entry = table.get(key)
    first = None
    if entry is not None:
        e_depth, e_value, e_flag, first = entry
        if e_depth >= depth:
            if e_flag == _EXACT:
                return e_value
            if e_flag == _LOWER and e_value >= beta:
                return e_value
            if e_flag == _UPPER and e_value <= alpha:
                return e_value
    turns_here = options()
    turns_here.sort(key=lambda t: (t != first, -len(t)))
    start_alpha, best, best_turn = alpha, -math.inf, None
    for turn in turns_here:
        v = value(turn, alpha, beta)
        if v > best:
            best, best_turn = v, turn
            if v > alpha:
                alpha = v
                if alpha >= beta:
                    break
    flag = _UPPER if best <= start_alpha else _LOWER if best >= beta else _EXACT
    table[key] = (depth, best, flag, best_turn)
    return best


def kernel_turns(state, key) -> list[tuple]:
    """:func:`~jocari_edu.players.base.turns` on a rules kernel: each distinct way the player to act can play
    the whole turn, as tuples of actions, in the same order (the kernel's actions are the legal moves in
    order), an order of the same steps that reaches the same position (``key(state)``) counted once.  The
    state is left as it was (its snapshot restored after each action)."""
    me = state.player
    seen: set = set()
    found: list = []
    seq: list = []
    snapshot, restore, apply = state.snapshot, state.restore, state.apply_action

    def walk():
        for action in state.actions:
            snap = snapshot()
            apply(action)
            k = key(state)
            if k not in seen:
                seen.add(k)
                seq.append(action)
                if not state.actions or state.player != me:  # turn_over: over, a throw due, or the other's turn
                    found.append(tuple(seq))
                else:
                    walk()
                seq.pop()
            restore(snap)

    walk()
    return found


class KernelAlphaBeta:
    """:meth:`AlphaBeta.negamax` on a rules kernel: the same search, node for node, without the teaching game.

    ``score(state, me)`` is the evaluation's value of a kernel position (a finished one included),
    ``key(state)`` the position's key, equal exactly when the game's ``position()`` texts are (the
    transposition table's and the turns' key).  The turns are :func:`kernel_turns`, tried in
    :class:`AlphaBeta`'s order, and the table is kept between calls until :attr:`table` is emptied, so that
    a value here is the value ``AlphaBeta.negamax`` gives on the teaching game with the same table.
    """

    def __init__(self, score, key) -> None:
        self.score, self.key = score, key
        self.table: dict = {}

    def best_reply(self, state, beta: float = math.inf) -> float:
        """``negamax(state, 1, -inf, beta)``'s answer, without the table: the best, for the side to act, of the
        positions its turns reach, by ``score``; or, as soon as one reaches ``beta``, that one (a lower bound).
        One turn deep, neither the order of the turns nor a position reached twice changes the best, so the
        turns are neither listed nor told apart by position: each is scored where its walk ends."""
        side = state.player
        snapshot, restore, apply, score = state.snapshot, state.restore, state.apply_action, self.score
        best = -math.inf

        def walk() -> bool:  # True: beta reached, stop
            nonlocal best
            for action in state.actions:
                snap = snapshot()
                apply(action)
                if not state.actions or state.player != side:  # the turn is over
                    v = score(state, side)
                    if v > best:
                        best = v
                    stop = best >= beta
                else:
                    stop = walk()
                restore(snap)
                if stop:
                    return True
            return False

        walk()
        return best

    def negamax(self, state, depth: int, alpha: float, beta: float) -> float:
        side = state.player
        snapshot, restore, apply = state.snapshot, state.restore, state.apply_action

        def value(turn, alpha, beta):
            snap = snapshot()
            for action in turn:
                apply(action)
            if not state.actions or depth == 1:  # over, a throw due or the horizon: the position's value
                v = self.score(state, side)
            elif state.player == side:
                v = self.negamax(state, depth - 1, alpha, beta)
            else:
                v = -self.negamax(state, depth - 1, -beta, -alpha)
            restore(snap)
            return v

        return table_node(self.table, self.key(state), depth, alpha, beta, lambda: kernel_turns(state, self.key),
                          value)


class MonteCarlo(Search):
    """Monte Carlo tree search with chance nodes, over single moves.

    Down the tree a decision node picks the child with the best upper
    confidence bound (UCT, from its mover's side) and a chance node draws a
    throw by its chance; a new leaf is played out ``rollout`` random moves and
    scored by the evaluation squashed to [0, 1] (a finished game: 1, ½, 0).
    Runs until the budget is spent; the most visited move is played.
    """

    def __init__(self, evaluation, rng, *, rollout: int = 12, explore: float = 1.0, scale: float = 40.0, **kw):
        super().__init__(evaluation, rng, **kw)
        self.rollout, self.explore, self.scale = rollout, explore, scale

    def decide(self, game):
        moves = game.legal_moves()
        if len(moves) == 1:
            return Decision((moves[0],), 0.0)
        budget = self.budget()
        start = len(game.history)
        root = _Node(game.to_play)
        try:
            while True:
                self._iterate(game, root, budget)
                rewind(game, start)
        except OutOfTime:
            rewind(game, start)
        visits = {m: c.visits for m, c in root.children.items()}
        if not visits:
            return Decision((moves[0],), 0.0, 0, budget.count, budget.elapsed())
        top = max(visits.values())
        best = [m for m in moves if visits.get(m) == top]
        move = best[int(self.rng() * len(best))] if len(best) > 1 else best[0]
        child = root.children[move]
        scores = {(m, ): c.total / c.visits for m, c in root.children.items() if c.visits}
        return Decision((move,), child.total / child.visits, 0, budget.count, budget.elapsed(), scores)

    def _iterate(self, game, root, budget) -> None:
        node, path = root, [root]
        while True:
            budget.tick()
            if game.is_over:
                break
            if game.awaiting_throw:
                table = throws(game)
                r, acc = self.rng(), 0.0
                throw = table[-1][0]
                for t, p in table:
                    acc += p
                    if r < acc:
                        throw = t
                        break
                game.roll(*throw)
                node = node.chance.setdefault(throw, _Node(game.to_play))
                path.append(node)
                continue
            moves = game.legal_moves()
            untried = [m for m in moves if m not in node.children]
            if untried:
                move = untried[int(self.rng() * len(untried))]
                game.play(move)
                node = node.children.setdefault(move, _Node(game.to_play, node.player))
                path.append(node)
                break
            log_n = math.log(node.visits)
            explore = self.explore
            move = max(moves, key=lambda m: node.children[m].ucb(log_n, explore))
            game.play(move)
            node = node.children[move]
            path.append(node)
        reward = self._rollout(game, budget)  # for player 0
        for n in path:
            n.visits += 1
            n.total += reward if n.mover == 0 else 1.0 - reward

    def _rollout(self, game, budget) -> float:
        for _ in range(self.rollout):
            budget.tick()
            if game.is_over:
                break
            if game.awaiting_throw:
                game.roll()
            else:
                moves = game.legal_moves()
                game.play(moves[int(self.rng() * len(moves))])
        if game.is_over:
            w = game.winner
            return 0.5 if w is None else 1.0 if w == 0 else 0.0
        return 1.0 / (1.0 + math.exp(-self.evaluation.score(game, 0) / self.scale))


class _Node:
    """A node of the Monte Carlo tree: ``mover`` is the player whose choice led here."""

    __slots__ = ("player", "mover", "visits", "total", "children", "chance")

    def __init__(self, player: int, mover: int | None = None) -> None:
        self.player = player
        self.mover = player if mover is None else mover
        self.visits = 0
        self.total = 0.0
        self.children: dict = {}
        self.chance: dict = {}

    def ucb(self, log_n: float, explore: float) -> float:
        return self.total / self.visits + explore * math.sqrt(log_n / self.visits)
