"""Win chances, with one meaning in every game: the chance that the side to move wins, draws, loses.

:func:`win_chances` answers for ``game.to_play`` from any position, before a
throw (the exact average over the throws the rules allow) or after it; a
finished game gives 1 or 0.  How each game's estimate is made:

- Doze canes: exact (the solver of :mod:`jocari_edu.games.doze_canes.exact`), method ``"exact"``;
- Senet, every rule set: the expert's fitted win-chance model
  (:class:`~jocari_edu.players.senet.SenetOddsEvaluation`, through
  :func:`~jocari_edu.players.senet.odds_model`) at the leaves of a shallow
  expectiminimax over the exact throws, method ``"model"``;
- Jacquet: a logistic model of the thrower's chance, fitted on seeded games
  (``tools/fit_jacquet_chances.py``; the figures are the expert's,
  :data:`~jocari_edu.players.jacquet.FITTED`, through
  :func:`~jocari_edu.players.jacquet.thrower_chance`), at the leaves of the
  same expectiminimax, on the rules kernel; method ``"model"``;
- La Marelle: the value of an alpha-beta search (the levels' evaluation, run
  on the rules kernel: :class:`~jocari_edu.players.search.KernelAlphaBeta`)
  mapped to win/draw/loss by an ordered logistic calibration fitted on
  seeded games (the same tool, ``--game marelle``); method ``"search"``.

``depth`` counts the throws looked through beyond the current one (0, the
default: after the throw, every way to play it, each valued at the leaf;
before it, the same averaged over the throws); at la Marelle it adds plies
to the search at the leaves.  The estimates are consistent: before a throw,
the chance is the average of the chances after it; after it, the chance is
that of the best turn (:func:`move_chances`).  At la Marelle the chance where
a move is due is the calibrated value of that position itself (what the
calibration was fitted on): the best of its turns' may be higher.  The calibration of each
estimate is measured by ``benchmarks/calibration.py`` (README).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..core import JocariError
from ..core.i18n import Catalog
from ..core.limits import shown
from ..players.base import play_turn, turns, undo_turn
from ..players.evaluation import sigmoid
from ..players.jacquet import thrower_chance
from ..players.search import KernelAlphaBeta, kernel_turns, throws
from .fitted import MARELLE

MAX_DEPTH = 3

MESSAGES = Catalog(
    not_game=("On ne peut estimer les chances que d'une partie, pas de {given}.",
              "Chances can only be estimated for a game, not for {given}."),
    bad_depth=("La profondeur est un entier de 0 à {most}, pas {given}.",
               "The depth is an integer from 0 to {most}, not {given}."),
    no_model=("Pas d'estimation des chances pour {game} ({rule_set}).",
              "No estimate of the chances for {game} ({rule_set})."),
    no_turn=("Aucun coup n'est à jouer : la partie est finie ou un lancer est attendu.",
             "No move is due: the game is over or a throw is awaited."),
)


class AnalysisError(JocariError):
    """What the analysis cannot work on: not a game, a bad depth, a corrupt record."""


@dataclass(frozen=True)
class Chances:
    """A side's chances: ``win + draw + loss == 1``; ``method``: ``"exact"``, ``"model"`` or ``"search"``."""

    win: float
    draw: float
    loss: float
    method: str

    @property
    def score(self) -> float:
        """The expected result, a draw counting half: what the review compares moves by."""
        return self.win + 0.5 * self.draw

    def flipped(self) -> Chances:
        """The same chances seen by the other side."""
        return Chances(self.loss, self.draw, self.win, self.method)

    def to_dict(self) -> dict:
        return {"win": round(self.win, 6), "draw": round(self.draw, 6), "loss": round(self.loss, 6),
                "method": self.method}


def check_game(game):
    """``game`` if it is one of the package's games, else AnalysisError."""
    from ..core.game import Game

    if not isinstance(game, Game):
        raise AnalysisError(MESSAGES("not_game", given=shown(game)))
    return game


def check_depth(depth) -> int:
    """``depth`` if it is a depth the estimates take (None: 0), else AnalysisError."""
    if depth is None:
        return 0
    if depth.__class__ is not int or not 0 <= depth <= MAX_DEPTH:
        raise AnalysisError(MESSAGES("bad_depth", most=MAX_DEPTH, given=shown(depth)))
    return depth


def estimator(game, *, depth: int | None = None):
    """The estimate of ``game``'s chances at ``depth``, to give the functions below as ``using``: one estimate
    kept for many positions of one game (the review's) keeps what it has valued (the values of positions
    and, at Senet and la Marelle, the ways to play from them) until its ``forget()``; the answers are the same."""
    check_game(game)
    return _estimator(game, check_depth(depth))


def _using(game, depth, using):
    if using is not None:
        return using
    check_game(game)
    return _estimator(game, check_depth(depth))


def win_chances(game, *, depth: int | None = None, using=None) -> Chances:
    """The chances of ``game.to_play`` from this position (the game is left as it was)."""
    return _using(game, depth, using).now(game)


def chances_for(game, player: int, *, depth: int | None = None, using=None) -> Chances:
    """:func:`win_chances` seen by ``player``."""
    found = win_chances(game, depth=depth, using=using)
    return found if game.to_play == player else found.flipped()


def move_chances(game, *, depth: int | None = None, using=None) -> list[tuple[tuple, Chances]]:
    """Each way the mover can play the rest of this turn (a tuple of moves), with the mover's chances after it.

    Empty when a throw is due or the game is over.
    """
    found = _using(game, depth, using)
    if game.is_over or game.awaiting_throw:
        return []
    return found.options(game)


def best_turn(game, *, depth: int | None = None, using=None) -> tuple[tuple, Chances, int]:
    """The mover's best way to play the rest of this turn as :func:`move_chances` values them (the first of
    equals, in their order), its chances, and how many ways there are: what the review asks of every decision.
    Where the estimate is a search (la Marelle, one turn deep), a way that cannot beat the best so far is
    searched only until that is sure, so that it is not valued to the end (the answer is the same)."""
    found = _using(game, depth, using)
    if game.is_over or game.awaiting_throw:
        raise AnalysisError(MESSAGES("no_turn"))
    bounded = getattr(found, "best_turn", None)
    return bounded(game) if bounded is not None else first_best(found.options(game))


def after_turn(game, mover: int, *, depth: int | None = None, using=None) -> Chances:
    """``mover``'s chances in the position its turn has just reached, valued as :func:`move_chances` values
    each way to play (so that the turn played compares with the others however its steps were ordered)."""
    return _using(game, depth, using).reached(game, mover)


def game_turns(game) -> list[tuple]:
    """:func:`~jocari_edu.players.base.turns` of ``game`` (each distinct way to play the whole turn, as moves,
    in the same order), walked on its rules kernel where the game keys a kernel's position
    (``position_key``): no teaching move played, no position text written on the way."""
    key = getattr(game, "position_key", None)
    if key is None:
        return turns(game)
    move = game.action_move
    return [tuple(map(move, turn)) for turn in kernel_turns(game.state, key)]


def first_best(options: list) -> tuple[tuple, Chances, int]:
    """The first of the best ``(turn, chances)`` of ``options``, its chances, and how many there are."""
    turn, chances = max(options, key=lambda o: o[1].score)
    return turn, chances, len(options)


def _final(game, me: int, method: str) -> Chances:
    winner = game.winner
    if winner is None:
        return Chances(0.0, 1.0, 0.0, method)
    return Chances(1.0, 0.0, 0.0, method) if winner == me else Chances(0.0, 0.0, 1.0, method)


def _estimator(game, depth: int):
    kind = ESTIMATORS.get(game.name)
    if kind is None:
        raise AnalysisError(MESSAGES("no_model", game=game.name, rule_set=game.rule_set))
    return kind(game, depth)


# -- Doze canes: exact ---------------------------------------------------------------------------


class _Exact:
    method = "exact"
    best_is_now = True

    def __init__(self, game, depth: int) -> None:
        pass

    def forget(self) -> None:
        """Nothing kept (the solver keeps its own table)."""

    def now(self, game) -> Chances:
        me = game.to_play
        if game.is_over:
            return _final(game, me, self.method)
        from ..games.doze_canes.exact import win_probabilities

        white, draw, black = win_probabilities(game, exact=False)
        return Chances(white, draw, black, self.method) if me == 0 else Chances(black, draw, white, self.method)

    def options(self, game) -> list:
        me, found = game.to_play, []
        for turn in game_turns(game):
            play_turn(game, turn)
            found.append((turn, self.reached(game, me)))
            undo_turn(game, turn)
        return found

    def reached(self, game, mover: int) -> Chances:
        c = self.now(game)
        return c if game.to_play == mover else c.flipped()


# -- Senet and la Marelle: an expectiminimax over the teaching game, its turns walked on the kernel ----------


class _Tree:
    """Expectiminimax on the game's own protocol: the mover's turns, the throws between them, a leaf value."""

    method = "model"
    best_is_now = True  # the chance where a move is due is its best turn's (see _Marelle)
    leaf_at_decisions = False  # la Marelle: the leaf values a position where a move is due

    def __init__(self, game, depth: int) -> None:
        self.depth = depth
        self.key = game.position_key  # the kernel's position as a tuple (see Game.position_key)
        self.valued: dict = {}  # (position, me) -> the leaf's chances
        self.ways: dict = {}  # position -> game_turns(game)

    def forget(self) -> None:
        """Let go of the positions valued and the ways to play found so far."""
        self.valued.clear()
        self.ways.clear()

    def turns(self, game) -> list[tuple]:
        """:func:`game_turns`, once a position."""
        key = self.key(game.state)
        found = self.ways.get(key)
        if found is None:
            found = self.ways[key] = game_turns(game)
        return found

    def leaf(self, game, me: int) -> Chances:
        raise NotImplementedError

    def valued_leaf(self, game, me: int) -> Chances:
        """:meth:`leaf`, once a position (a position's leaf value is its own, whatever led there)."""
        key = (self.key(game.state), me)
        found = self.valued.get(key)
        if found is None:
            found = self.valued[key] = self.leaf(game, me)
        return found

    def now(self, game) -> Chances:
        me = game.to_play
        if game.is_over:
            return _final(game, me, self.method)
        if game.awaiting_throw:
            return self.chance(game, me, self.depth, 0)
        return self.decision(game, me, self.depth)

    def options(self, game) -> list:
        me, found = game.to_play, []
        for turn in self.turns(game):
            play_turn(game, turn)
            found.append((turn, self.node(game, me, self.depth)))
            undo_turn(game, turn)
        return found

    def reached(self, game, mover: int) -> Chances:
        return self.node(game, mover, self.depth)

    def chance(self, game, me: int, depth: int, run: int) -> Chances:
        """The average over the throws due now of what follows each (``run``: throws in a row so far)."""
        w = d = 0.0
        for throw, p in throws(game):
            game.roll(*throw)
            if game.is_over:
                c = _final(game, me, self.method)
            elif game.awaiting_throw:  # a throw again (an opening being decided): value it there
                c = self.valued_leaf(game, me) if run >= 1 else self.chance(game, me, depth, run + 1)
            else:
                c = self.decision(game, me, depth)
            game.undo()
            w, d = w + p * c.win, d + p * c.draw
        return Chances(w, d, max(0.0, 1.0 - w - d), self.method)

    def decision(self, game, me: int, depth: int) -> Chances:
        """The mover's best turn, each valued by :meth:`node`."""
        mover = game.to_play
        best = None
        for turn in self.turns(game):
            play_turn(game, turn)
            c = self.node(game, me, depth)
            undo_turn(game, turn)
            if best is None or (c.score > best.score if mover == me else c.score < best.score):
                best = c
        return best

    def node(self, game, me: int, depth: int) -> Chances:
        """A position a turn has just reached: finished, a throw due (a leaf at depth 0), or another move due."""
        if game.is_over:
            return _final(game, me, self.method)
        if game.awaiting_throw:
            return self.valued_leaf(game, me) if depth == 0 else self.chance(game, me, depth - 1, 0)
        if self.leaf_at_decisions:
            return self.leaf(game, me)
        return self.decision(game, me, depth)


class _Senet(_Tree):
    def __init__(self, game, depth: int) -> None:
        super().__init__(game, depth)
        from ..players.senet import SenetOddsEvaluation

        self.model = SenetOddsEvaluation()

    def leaf(self, game, me: int) -> Chances:
        p = self.model.chance(game, me)
        return Chances(p, 0.0, 1.0 - p, self.method)


def marelle_search() -> KernelAlphaBeta:
    """The review's alpha-beta search of la Marelle: the levels' (``AlphaBeta``, the levels' evaluation), run
    on the rules kernel (its snapshot and actions, its position as a tuple), its table kept until emptied."""
    from ..games.marelle import position_key
    from ..players.marelle import MarelleEvaluation

    return KernelAlphaBeta(MarelleEvaluation().state_score, position_key)


def marelle_value(game, plies: int, search: KernelAlphaBeta | None = None) -> float:
    """The alpha-beta value of ``game`` for the side to move, ``plies`` turns deep (the levels' evaluation),
    searched on a copy of its kernel (the game is not touched)."""
    if search is None:
        search = marelle_search()
    if plies == 1:  # the same value, with no table to fill (see KernelAlphaBeta.best_reply)
        return search.best_reply(game.state.clone())
    return search.negamax(game.state.clone(), plies, -math.inf, math.inf)


def marelle_chances(value: float, rule_set: str) -> tuple[float, float, float]:
    """(win, draw, loss) of the side to move whose search value is ``value``, by the fitted calibration."""
    from ..players.evaluation import WIN

    if value >= WIN / 2:
        return 1.0, 0.0, 0.0
    if value <= -WIN / 2:
        return 0.0, 0.0, 1.0
    fit = MARELLE[rule_set if rule_set in MARELLE else "breyer"]
    k, c1, c2 = fit["scale"], fit["cuts"][0], fit["cuts"][1]
    lose = sigmoid(c1 - k * value)
    lose_or_draw = max(lose, sigmoid(c2 - k * value))
    return 1.0 - lose_or_draw, lose_or_draw - lose, lose


class _Marelle(_Tree):
    method = "search"
    leaf_at_decisions = True
    best_is_now = False

    def __init__(self, game, depth: int) -> None:
        super().__init__(game, 0)  # no throw in play: the depth goes to the search at the leaves
        self.plies = 1 + depth
        self.search = marelle_search()

    def now(self, game) -> Chances:
        """A position where a move is due: its own calibrated search value (what the calibration was fitted
        on), not the best of its turns' (the best of many estimates is biased upwards)."""
        if game.is_over or game.awaiting_throw:
            return super().now(game)
        return self.leaf(game, game.to_play)

    def best_turn(self, game) -> tuple[tuple, Chances, int]:
        """:func:`best_turn`, one turn deep: a turn after which the opponent is to move is worth, to the mover,
        less the higher the opponent's search value there (the calibration is monotonic), so that turn is
        searched with the value after the best turn so far as its bound (beta) and left as soon as the
        opponent has an answer that reaches it: it cannot beat the best, and the first of equals stands.
        Deeper, every turn is valued in full (the transposition table's bounds would then depend on the order)."""
        if self.plies != 1:
            return first_best(self.options(game))
        me, options = game.to_play, game_turns(game)
        top, top_turn, bound = None, None, None  # bound: the opponent's value after the best turn so far
        for turn in options:
            play_turn(game, turn)
            if game.is_over or game.awaiting_throw or game.state.player == me:
                c, value = self.node(game, me, 0), None
            else:  # node()'s value, searched within the bound
                value = self.search.best_reply(game.state.clone(), math.inf if bound is None else bound)
                c = None if bound is not None and value >= bound else self._calibrated(value, game.rule_set, False)
            undo_turn(game, turn)
            if c is not None and (top is None or c.score > top.score):
                top, top_turn, bound = c, turn, value
        return top_turn, top, len(options)

    def _calibrated(self, value: float, rule_set: str, mine: bool) -> Chances:
        """The chances of the side to move whose search value is ``value`` (``mine``), else the other's."""
        w, d, lo = marelle_chances(value, rule_set)
        return Chances(w, d, lo, self.method) if mine else Chances(lo, d, w, self.method)

    def leaf(self, game, me: int) -> Chances:
        if game.awaiting_throw:  # the draw for who starts, in the leaf: the average of its two outcomes
            return self.chance(game, me, 0, 1)
        return self._calibrated(marelle_value(game, self.plies, self.search), game.rule_set, game.to_play == me)


# -- Jacquet: the same expectiminimax, on the rules kernel ---------------------------------------


def jacquet_features(thrower: tuple, other: tuple) -> tuple[float, ...]:
    """What the Jacquet model weighs for the side about to throw, ``(packed, held)`` against ``other``:
    the finer evaluation's terms (``course``, ``postillon``, ``barrage``, ``suite``), the thrower's minus
    the other's (the constant term of the fit is the thrower's advantage)."""
    return _JACQUET_TERMS.side_terms(thrower[0], thrower[1], other[0], other[1])


def _jacquet_terms():
    from ..players.jacquet import FINER, JacquetEvaluation

    return JacquetEvaluation(FINER)


_JACQUET_TERMS = _jacquet_terms()


def jacquet_thrower_chance(thrower: tuple, other: tuple) -> float:
    """The fitted model's chance that the side about to throw wins: the expert's own
    (:func:`jocari_edu.players.jacquet.thrower_chance`, on :data:`~jocari_edu.players.jacquet.FITTED`)."""
    return thrower_chance(thrower, other)


class _Jacquet:
    method = "model"
    best_is_now = True

    def __init__(self, game, depth: int) -> None:
        from ..games.jacquet import TURN_THROWS, dice_of

        self.depth = depth
        self.strict = game.state.strict
        self.dice = tuple((dice_of(t), float(p)) for t, p in TURN_THROWS)
        self.memo: dict = {}

    def forget(self) -> None:
        """Let go of the chances kept by position."""
        self.memo.clear()

    def _won(self, mover: tuple, other: tuple) -> bool:
        """Has the side that just played won (all its checkers off, or the opposing courier walled in)?"""
        from ..games.jacquet import all_off, walled_in

        return all_off(mover[0]) or bool(walled_in(other[0], other[1], mover[1]))

    def after(self, mover: tuple, other: tuple, depth: int) -> float:
        """The chance of the side that has just played, ``other`` to throw."""
        if self._won(mover, other):
            return 1.0
        return 1.0 - self.throw(other, mover, depth)

    def throw(self, thrower: tuple, other: tuple, depth: int) -> float:
        """The chance of ``thrower``, about to throw: the leaf at depth 0, else the average of its best turns."""
        if depth == 0:
            return jacquet_thrower_chance(thrower, other)
        key = (thrower, other, depth)
        found = self.memo.get(key)
        if found is None:
            found = self.memo[key] = sum(p * self.best(thrower, other, dice, depth - 1) for dice, p in self.dice)
        return found

    def best(self, mover: tuple, other: tuple, dice: tuple, depth: int) -> float:
        from ..games.jacquet import opposite, turn_sides

        ends = turn_sides(mover[0], mover[1], opposite(other[1]), dice, self.strict)
        return max(self.after(end, other, depth) for end in ends.items())

    def now(self, game) -> Chances:
        me = game.to_play
        if game.is_over:
            return _final(game, me, self.method)
        state = game.state
        mine, theirs = (state.packed[me], state.held[me]), (state.packed[1 - me], state.held[1 - me])
        if state.phase == "opening":
            return self._chances(self._opening(state, me, mine, theirs))
        if state.phase == "throw":
            p = sum(q * self.best(mine, theirs, dice, self.depth) for dice, q in self.dice)
            return self._chances(p)
        return self._chances(max(c.win for _, c in self.options(game)))

    def _opening(self, state, me: int, mine: tuple, theirs: tuple) -> float:
        """Before the opening throws: the start is symmetric, so the chance hangs on who starts (choice J1)."""
        start = sum(q * self.best(mine, theirs, dice, self.depth) for dice, q in self.dice)
        white = 0.5 if not state.first else (state.first - 1) / 5  # White starts on a higher die, ties thrown again
        starts = white if me == 0 else 1.0 - white
        return starts * start + (1.0 - starts) * (1.0 - start)

    def reached(self, game, mover: int) -> Chances:
        state = game.state
        if game.is_over or state.phase != "throw" or state.player == mover:
            found = self.now(game)
            return found if state.player == mover else found.flipped()
        mine, theirs = (state.packed[mover], state.held[mover]), (state.packed[1 - mover], state.held[1 - mover])
        return self._chances(self.after(mine, theirs, self.depth))

    def _chances(self, p: float) -> Chances:
        return Chances(p, 0.0, 1.0 - p, self.method)

    def options(self, game) -> list:
        from ..games.jacquet import ACTION_MOVES

        state = game.state
        me = state.player
        theirs = (state.packed[1 - me], state.held[1 - me])
        found = []
        for actions, packed, held in state.turn_ends():
            p = self.after((packed, held), theirs, self.depth)
            found.append((tuple(ACTION_MOVES[a] for a in actions), self._chances(p)))
        return found


ESTIMATORS = {"doze_canes": _Exact, "senet": _Senet, "jacquet": _Jacquet, "marelle": _Marelle}
