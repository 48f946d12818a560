"""Jacquet: what a position is worth, in the race and the points held.

Nobody is hit at Jacquet, but a point holding even one checker is closed to
the opponent.  Terms (each the player's figure minus the opponent's):

- ``course``: points travelled, a checker borne off counting 25 (the game's ``progress``);
- ``postillon``: points held among the six in front of the opposing courier, squared
  (six of them wall it in: the game is lost quadruple, choice J6);
- ``barrage``: points held ahead of the opponent's rearmost checker, on the path they still travel;
- ``suite``: the longest run of those points held one after another (six make a *bouchage*,
  choice J8, that no checker behind can cross).  Only the ``expert`` weighs it (:data:`FINER`):
  one turn deep it beat the three terms alone (0.655 [0.592, 0.718] over 200 games, seed 77).

The searches (:class:`JacquetSearch`) value positions from the kernel's ints
(:meth:`JacquetEvaluation.value`, the same weighted terms).  The expert values
them by the chance of winning instead (:class:`JacquetChanceEvaluation`): the
same four terms weighed by a logistic model fitted on the outcomes of seeded
games (:data:`FITTED`, written by ``tools/fit_jacquet_chances.py``; the
analysis' win chances read the very same figures from here), so that its
search averages chances over the throws rather than points of a score.

Each player counts the points along their own path; the opponent's point ``q``
is one's own point ``q + 12`` (mod 24), as the game module's docstring says.
"""

from __future__ import annotations

import math

from ..core.i18n import Catalog
from ..games.jacquet import (
    ACTION_MOVES,
    OFF,
    POINTS,
    TURN_THROWS,
    all_off,
    courier_of,
    dice_of,
    opposite,
    rearmost,
    turn_sides,
    walled_in,
    win_points,
)
from .base import OutOfTime, play_turn, turns, undo_turn
from .evaluation import COMMON_REASONS, WIN, Evaluation, sigmoid
from .search import TEMPO, Decision, Search, below

MESSAGES = Catalog(
    COMMON_REASONS,
    ferme=(
        "Ferme la flèche {pt} devant le postillon adverse.",
        "Closes point {pt} in front of the opposing courier.",
    ),
    libere=(
        "Fait avancer le postillon vers le dernier quartier, avant qu'il soit enfermé.",
        "Moves the courier on towards the last quarter before it is walled in.",
    ),
    tient=(
        "Tient la flèche {pt} sur le chemin de l'adversaire.",
        "Holds point {pt} on the opponent's path.",
    ),
    suite=(
        "Allonge la suite tenue de {a} à {b} ({n:# flèche|# flèches}), devant les pions adverses.",
        "Extends the run held from {a} to {b} ({n:# point|# points}), in front of the opposing checkers.",
    ),
    suite_gardee=(
        "Garde tenue la suite de {a} à {b} ({n:# flèche|# flèches}), devant les pions adverses.",
        "Keeps the run held from {a} to {b} ({n:# point|# points}), in front of the opposing checkers.",
    ),
    sortie=("Sort un pion ({move}).", "Bears a checker off ({move})."),
    course=("Le plus grand gain de la course ({moves}).", "The biggest gain in the race ({moves})."),
    # what a turn leaves better than another (FACTS, hint.contrast)
    mieux_sortis=("Sort plus de pions : {b} au lieu de {p} avec {other}.",
                  "Bears off more checkers: {b} instead of {p} with {other}."),
    mieux_fermees=("Ferme plus de flèches devant le postillon adverse : {b} au lieu de {p} avec {other}.",
                   "Closes more points in front of the opposing courier: {b} instead of {p} with {other}."),
    mieux_enferme=("Laisse moins de flèches adverses fermées devant son postillon : {b} au lieu de {p} avec "
                   "{other}.",
                   "Leaves fewer opposing points closed in front of its courier: {b} instead of {p} with {other}."),
    mieux_suite=("Tient une plus longue suite de flèches devant les pions adverses : {b} au lieu de {p} avec "
                 "{other}.",
                 "Holds a longer run of points in front of the opposing checkers: {b} instead of {p} with {other}."),
    mieux_barrage=("Tient plus de flèches sur le chemin de l'adversaire : {b} au lieu de {p} avec {other}.",
                   "Holds more points on the opponent's path: {b} instead of {p} with {other}."),
    mieux_rentres=("Mène plus de pions dans le dernier quartier, d'où ils sortent : {b} au lieu de {p} avec "
                   "{other}.",
                   "Brings more checkers into the last quarter, where they bear off from: {b} instead of {p} "
                   "with {other}."),
    mieux_course=("Avance plus loin dans la course (les flèches parcourues) : {b} au lieu de {p} avec {other}.",
                  "Goes further in the race (the points travelled): {b} instead of {p} with {other}."),
)


def other(point: int) -> int:
    """The same point in the other player's numbering."""
    return (point + 11) % POINTS + 1


_SIDES: dict = {}


def side(packed: int, held: int) -> tuple[int, int, int, int]:
    """A side's figures from the kernel's ints: (points travelled, courier, rearmost point, held in the
    opponent's numbering), remembered by ``packed`` (a search meets the same sides again and again)."""
    found = _SIDES.get(packed)
    if found is None:
        if len(_SIDES) > 400_000:
            _SIDES.clear()
        travelled = sum(q * (packed >> 4 * q & 15) for q in range(1, OFF + 1))
        found = _SIDES[packed] = (travelled, courier_of(packed, held), rearmost(held), opposite(held))
    return found


def run_ahead(held: int, opposing_packed: int, opposing_held: int) -> tuple[int, int, int]:
    """The longest run of points ``held`` in a row ahead of the rearmost opposing checker, on its path:
    (length, first, last) in the holder's numbering (the run may pass from point 24 to point 1)."""
    rear = side(opposing_packed, opposing_held)[2]
    mask = opposite(held) >> rear + 1 << rear + 1 if opposing_held else 0
    best = (0, 0, 0)
    q = 1
    while q <= POINTS:
        if mask >> q & 1:
            start = q
            while q <= POINTS and mask >> q & 1:
                q += 1
            if q - start > best[0]:
                best = (q - start, other(start), other(q - 1))
        q += 1
    return best


def _longest(mask: int) -> int:
    """The longest run of consecutive set bits."""
    n = 0
    while mask:
        mask &= mask >> 1
        n += 1
    return n


def _walls(courier: int, theirs_seen: int) -> int:
    """Points held among the six in front of a courier (0: no courier running)."""
    return (theirs_seen >> courier + 1 & 63).bit_count() if courier else 0


FINER = (1.0, 3.0, 2.0, 1.0)  # the expert's weights: the same terms and the run of points held ("suite")


class JacquetEvaluation(Evaluation):
    game = "jacquet"
    TERMS = ("course", "postillon", "barrage", "suite")
    WEIGHTS = (1.0, 3.0, 2.0, 0.0)
    MESSAGES = MESSAGES
    # (no blots: « On ne bat point au Jacquet », a lone checker holds its point as well as many)
    FACTS = (("sortis", 1), ("fermees", 1), ("enferme", -1), ("suite", 1), ("barrage", 1), ("rentres", 1),
             ("course", 1))

    def __init__(self, weights: tuple | None = None) -> None:
        if weights is not None:
            self.WEIGHTS = tuple(weights)

    def terms(self, game, me: int) -> tuple[float, ...]:
        return self.side_terms(game.packed[me], game.held[me], game.packed[1 - me], game.held[1 - me])

    def side_terms(self, pm: int, hm: int, pt: int, ht: int) -> tuple[float, ...]:
        """:meth:`terms` from the kernel's ints: ``(pm, hm)`` the side valued, ``(pt, ht)`` its opponent."""
        run_m, c_m, rear_m, seen_m = side(pm, hm)
        run_t, c_t, rear_t, seen_t = side(pt, ht)
        walls = _walls(c_t, seen_m) ** 2 - _walls(c_m, seen_t) ** 2
        barrier = ((seen_m >> rear_t + 1).bit_count() if ht else 0) - ((seen_t >> rear_m + 1).bit_count() if hm else 0)
        prime = _longest(seen_m >> rear_t + 1) - _longest(seen_t >> rear_m + 1) if self.WEIGHTS[3] else 0
        return (run_m - run_t, walls, barrier, prime)

    def value(self, pm: int, hm: int, pt: int, ht: int) -> float:
        """:meth:`Evaluation.score` of a game in play, from the kernel's ints (:meth:`side_terms`, weighted,
        written out: a search calls it for every position it values)."""
        run_m, c_m, rear_m, seen_m = _SIDES.get(pm) or side(pm, hm)
        run_t, c_t, rear_t, seen_t = _SIDES.get(pt) or side(pt, ht)
        w_race, w_walls, w_barrier, w_suite = self.WEIGHTS
        v = w_race * (run_m - run_t)
        if c_t:
            v += w_walls * (seen_m >> c_t + 1 & 63).bit_count() ** 2
        if c_m:
            v -= w_walls * (seen_t >> c_m + 1 & 63).bit_count() ** 2
        ahead_m = seen_m >> rear_t + 1 if ht else 0
        ahead_t = seen_t >> rear_m + 1 if hm else 0
        v += w_barrier * (ahead_m.bit_count() - ahead_t.bit_count())
        if w_suite:
            v += w_suite * (_longest(ahead_m) - _longest(ahead_t))
        return v

    def facts(self, game, me: int) -> tuple[int, ...]:
        """(``me``'s checkers borne off, points it closes in front of the opposing courier, opposing points
        closed in front of its own, its longest run and its points ahead of the rearmost opposing checker, its
        checkers in the last quarter, points travelled)."""
        pm, hm, pt, ht = game.packed[me], game.held[me], game.packed[1 - me], game.held[1 - me]
        run_m, c_m, _, seen_m = side(pm, hm)
        _, c_t, rear_t, seen_t = side(pt, ht)
        home = sum(pm >> 4 * q & 15 for q in range(POINTS - 5, POINTS + 1))
        return (pm >> 4 * OFF & 15, _walls(c_t, seen_m), _walls(c_m, seen_t), run_ahead(hm, pt, ht)[0],
                (seen_m >> rear_t + 1).bit_count() if ht else 0, home, run_m)

    def reason(self, game, turn, term):
        steps = [m for m in turn if not m.is_pass]
        if not steps:
            return self.msg("pass_turn")
        moves = " ".join(map(str, steps))
        off = [m for m in steps if m.dst == OFF]
        if off:
            return self.msg("sortie", move=moves)
        if term is None:
            return None
        me = game.to_play
        held = game.points(me)
        play_turn(game, turn)
        kept = game.points(me)  # held once the turn is over
        undo_turn(game, turn)
        if term == "postillon":
            courier = game.courier(1 - me)
            front = {other(courier + k) for k in range(1, 7) if courier and courier + k <= POINTS}
            closing = [m.dst for m in steps if m.dst in front and m.dst not in held and m.dst in kept]
            if closing:
                return self.msg("ferme", pt=closing[0])
            own = game.courier(me)
            if own and any(m.src == own for m in steps):
                return self.msg("libere")
        if term == "suite":
            before = run_ahead(game.held[me], game.packed[1 - me], game.held[1 - me])
            play_turn(game, turn)
            after = run_ahead(game.held[me], game.packed[1 - me], game.held[1 - me])
            undo_turn(game, turn)
            if after[0] >= max(2, before[0]):
                n, a, b = after
                return self.msg("suite" if n > before[0] else "suite_gardee", n=n, a=a, b=b)
        if term in ("barrage", "postillon"):
            theirs = game.points(1 - me)
            rear = min(theirs) if theirs else POINTS + 1  # the opponent's rearmost checker, in their numbering
            new = [m.dst for m in steps if m.dst not in held and m.dst in kept and other(m.dst) > rear]
            if new:
                return self.msg("tient", pt=new[-1])
        if term == "course" and self._gains_most(game, turn):
            return self.msg("course", moves=moves)
        return None

    def _gains_most(self, game, turn) -> bool:
        """``turn`` takes the mover further in the race than at least one other turn, and none further."""
        me = game.to_play
        gains = {}
        for t in turns(game):
            play_turn(game, t)
            gains[t] = self.terms(game, me)[0] if not game.is_over else float("inf")
            undo_turn(game, t)
        return turn in gains and gains[turn] == max(gains.values()) > min(gains.values())


# -- the chance of winning: the fitted model --------------------------------------------------

# The win-chance model of Jacquet, as written by ``tools/fit_jacquet_chances.py`` (the only copy: the
# analysis, ``analysis.fitted.JACQUET`` and ``analysis.chances``, reads it from here): the chance that the
# side about to throw wins is ``sigmoid(bias + weights . terms)``, the terms those of :data:`FINER`'s
# evaluation (``course``, ``postillon``, ``barrage``, ``suite``), the thrower's minus the other's.
FITTED = {'bias': 0.19607,
 'games': 120,
 'held_out': {'baseline': {'brier': 0.25, 'log_loss': 0.6931},
              'model': {'brier': 0.2027, 'log_loss': 0.5977},
              'positions': 2373},
 'positions': 11325,
 'seed': 5000,
 'weights': (0.04583, 0.0, 0.14741, 0.11511)}

_FINER_TERMS = JacquetEvaluation(FINER)


def thrower_chance(thrower: tuple, other: tuple, fit: dict | None = None) -> float:
    """The fitted model's chance that the side about to throw, ``(packed, held)``, wins against ``other``."""
    fit = FITTED if fit is None else fit
    terms = _FINER_TERMS.side_terms(thrower[0], thrower[1], other[0], other[1])
    return sigmoid(fit["bias"] + sum(w * t for w, t in zip(fit["weights"], terms, strict=True)))


class JacquetChanceEvaluation(JacquetEvaluation):
    """The expert's evaluation: the fitted chance of winning (:data:`FITTED`), from -100 to +100.

    The terms are :data:`FINER`'s, weighed by the fitted weights (what a
    hint compares turns by); the score is ``SCALE * (2 p - 1)``, ``p`` the
    model's chance that the side valued wins, so that the search's average
    over the throws is an average of chances.  A won game stays ``WIN`` for
    the search to see it at once; where chances are averaged it counts as a
    certain win (:attr:`CERTAIN`).
    """

    SCALE = 100.0
    CERTAIN = SCALE

    def __init__(self, fit: dict | None = None) -> None:
        fit = FITTED if fit is None else fit
        super().__init__(fit["weights"])
        self.bias = fit["bias"]

    def value(self, pm: int, hm: int, pt: int, ht: int) -> float:
        """The worth of ``(pm, hm)``, which has just played, ``(pt, ht)`` to throw: the model's chance that
        the thrower wins is ``sigmoid(bias - weights . terms)`` (the terms antisymmetric), so the side
        valued wins with ``sigmoid(weights . terms - bias)``; ``SCALE * (2 p - 1) = SCALE * tanh(z / 2)``."""
        z = super().value(pm, hm, pt, ht) - self.bias
        if z > 60:
            return self.SCALE
        if z < -60:
            return -self.SCALE
        return self.SCALE * math.tanh(0.5 * z)

    def chance(self, game, me: int) -> float:
        """The chance that ``me`` wins (a finished game: 1 or 0), the side to throw next being the other
        side once ``me``'s turn is over, ``me`` while it throws or plays."""
        if game.is_over:
            return 1.0 if game.winner == me else 0.0
        mine, theirs = (game.packed[me], game.held[me]), (game.packed[1 - me], game.held[1 - me])
        if game.to_play == me:
            return thrower_chance(mine, theirs)
        return 1.0 - thrower_chance(theirs, mine)

    def score(self, game, me: int) -> float:
        if game.is_over:
            return super().score(game, me)
        return self.SCALE * (2.0 * self.chance(game, me) - 1.0)


# -- the search, on the kernel ---------------------------------------------------------------

_THROWS = tuple((throw, float(p)) for throw, p in TURN_THROWS)  # the kernel's throws and chances


_DICE = tuple((dice_of(t), p) for t, p in _THROWS)  # the dice each throw gives to play (the kernel's rule)


class JacquetSearch(Search):
    """Expectiminimax over whole turns and the 21 throws between them, on the rules kernel.

    The same search as :class:`~.search.Expectimax` (the mover's turns, the
    opponent's, every throw weighted by its chance, deepened one turn at a
    time while the budget lasts), on the kernel's ints: a turn is the side it
    leaves (:func:`~jocari_edu.games.jacquet.turn_ends`, orders of the same
    steps counted once), and nothing is played on the teaching game.
    ``beam``: beyond the first depth, the best ``beam`` turns at the root are
    searched deeper (the others keep their value, lowered below them);
    ``inner``: in a search three turns deep, at the turns in between only the
    ``inner`` best by the evaluation are looked at further.
    Each turn generated and each position valued counts one node.

    ``evaluation`` values the positions searched (the leaves, :attr:`leaf`);
    ``root``, the weights of a :class:`JacquetEvaluation` for the first depth
    instead (each turn's own worth: the beam's order, the share of it added
    to the deeper values, and the terms a hint names, :attr:`evaluation`).
    On an evaluation of chances (:class:`JacquetChanceEvaluation`), a win met
    below the root counts as a certain win (its ``CERTAIN``) in the average
    over the throws, not ``WIN``: the average stays a chance.
    """

    def __init__(self, evaluation, rng, *, beam: int | None = None, inner: int = 2, weights=None, root=None,
                 **kw) -> None:
        super().__init__(evaluation if weights is None else type(evaluation)(weights), rng, **kw)
        self.beam, self.inner = beam, inner
        self.leaf = self.evaluation
        if root is not None:
            self.evaluation = JacquetEvaluation(root)
        self.root = self.evaluation
        self.certain = getattr(self.leaf, "CERTAIN", None)

    def decide(self, game) -> Decision:
        budget = self.budget()
        state = game.clone()
        me = state.player
        ends = state.turn_ends()
        options = [tuple(ACTION_MOVES[a] for a in acts) for acts, _, _ in ends]
        if len(options) == 1:
            return Decision(options[0], 0.0, 0, budget.count, budget.elapsed(), {options[0]: 0.0})
        self.strict = state.strict
        self.cache: dict = {}
        them = state.packed[1 - me], state.held[1 - me]
        sides = {t: (p, h) for t, (_, p, h) in zip(options, ends, strict=True)}
        now: dict = {}
        self.now = now
        scored, depth = {}, 0
        try:
            for turn in options:
                budget.tick()
                now[turn] = self.after(sides[turn], them, self.root)
            scored, depth = dict(now), 1
            for d in range(2, self.max_depth + 1):
                if max(scored.values()) >= WIN / 2:
                    break
                options.sort(key=scored.get, reverse=True)
                kept = options[: self.beam] if self.beam else options
                deeper = {}
                for turn in kept:
                    v = self.after(sides[turn], them)
                    if abs(v) < WIN / 2:
                        v = -self.chance(them, sides[turn], d - 1, budget)
                    deeper[turn] = v + TEMPO * now[turn]
                scored, depth = below(deeper, scored, options[len(kept):]), d
        except OutOfTime:
            if not scored:
                scored = dict(now) or {options[0]: 0.0}
        turn = self.pick(scored)
        return Decision(turn, scored[turn], depth, budget.count, budget.elapsed(), scored)

    def after(self, mine: tuple, theirs: tuple, evaluation=None) -> float:
        """The worth for the side that has just played of the position its turn left."""
        pm, hm = mine
        pt, ht = theirs
        if all_off(pm):
            return WIN + 100.0 * (win_points(ht) - 1)
        if walled_in(pt, ht, hm):
            return WIN + 300.0
        return (evaluation or self.leaf).value(pm, hm, pt, ht)

    def ends(self, mover: tuple, other_held: int, dice: tuple, budget) -> list:
        key = (mover[0], other_held, dice)
        found = self.cache.get(key)
        if found is None:
            budget.tick()
            if len(self.cache) > 200_000:
                self.cache.clear()
            found = self.cache[key] = list(turn_sides(mover[0], mover[1], opposite(other_held), dice,
                                                      self.strict).items())
        return found

    def chance(self, mover: tuple, other: tuple, depth: int, budget) -> float:
        """The worth for ``mover``, about to throw, with ``depth`` turns to look (1: its own turn only)."""
        total = 0.0
        after, tick = self.after, budget.tick
        for dice, p in _DICE:
            ends = self.ends(mover, other[1], dice, budget)
            if depth == 1:
                best = -WIN * 10
                for end in ends:
                    tick()
                    v = after(end, other)
                    if v > best:
                        best = v
            else:
                valued = []
                for end in ends:
                    tick()
                    valued.append((after(end, other), end))
                valued.sort(key=lambda x: x[0], reverse=True)
                best = -WIN * 10
                for v, end in valued[: self.inner]:
                    if abs(v) < WIN / 2:
                        v = -self.chance(other, end, depth - 1, budget)
                    if v > best:
                        best = v
            if self.certain is not None and best > self.certain:
                best = self.certain
            total += p * best
        return total


# The levels at Jacquet (see players.levels): level -> (search, settings, lab settings).  The expert searches
# the fitted chance of winning (JacquetChanceEvaluation) three turns deep, in the lab as against a person, and
# judges each turn itself by FINER, as fort does: where the model is sure of the outcome (it says 0.99 and
# more), every turn's chance is alike and FINER's share still prefers the turn a player would choose, and the
# hint names it (benchmarks/ladder_results.md, 2026-12-02).
PLANS = {
    "moyen": (JacquetSearch, dict(seconds=0.5), dict(nodes=5_000)),
    "fort": (JacquetSearch, dict(weights=FINER, seconds=0.5), dict(nodes=5_000)),
    "expert": (JacquetSearch, dict(max_depth=3, beam=8, inner=2, evaluation="odds", root=FINER, seconds=3.0),
               dict(max_depth=3, beam=2, nodes=100_000)),
}
# (a review's sentences name the finer evaluation's terms: the run of points held too)
EVALUATIONS = {None: JacquetEvaluation, "odds": JacquetChanceEvaluation, "review": lambda: JacquetEvaluation(FINER)}
