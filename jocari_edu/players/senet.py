"""Senet: what a position is worth, in the race's own terms.

Terms (each the player's figure minus the opponent's):

- ``course``: squares travelled, a pawn borne off counting 31 (the game's ``progress``);
- ``sortie``: pawns borne off, counted again: they can no longer be attacked or drowned;
- ``abri``: pawns out of reach, on a protected square or beside a pawn of their own (choice S1);
- ``menace``: squares the opponent can expect to win back by attacking at the next throw
  (a pawn attacked swaps places, so a throw of ``d`` moves it ``d`` squares back),
  weighted by the throw's chance;
- ``barrage``: in Jéquier's rules, runs of three pawns that opposing pawns behind cannot jump (S5).

What protects a pawn and what blocks are the rules kernel's answers
(``is_protected``, ``blocks``), never restated here; the throws' chances
come from ``throw_outcomes()``.  A rule set the expert has no fitted model
for gets one derived from its data (:func:`odds_model`).
"""

from __future__ import annotations

import math

from ..core.i18n import Catalog
from ..games.senet import OFF, RULE_SETS, SQUARES
from .evaluation import COMMON_REASONS, Evaluation
from .search import Expectimax, Greedy

MESSAGES = Catalog(
    COMMON_REASONS,
    sortie=("Sort le pion de la case {src}.", "Bears off the pawn on square {src}."),
    attaque=(
        "Attaque le pion adverse de la case {dst} : il recule en {src}.",
        "Attacks the opposing pawn on square {dst}: it goes back to {src}.",
    ),
    abri=("Met le pion à l'abri sur la case {dst}.", "Puts the pawn in safety on square {dst}."),
    menace=(
        "Met le pion hors de portée des attaques adverses, en {dst}.",
        "Takes the pawn out of the opponent's reach, to {dst}.",
    ),
    barrage=(
        "Forme un barrage de trois pions (cases {a} à {b}) que l'adversaire ne peut pas franchir.",
        "Forms a barrier of three pawns (squares {a} to {b}) the opponent cannot jump.",
    ),
    course=(
        "Le plus grand gain de la course : le pion va de la case {src} à la case {dst}.",
        "The biggest gain in the race: the pawn goes from square {src} to {dst}.",
    ),
    eau=(
        "Évite la Maison de l'Eau : le pion va de la case {src} à la case {dst}.",
        "Keeps out of the House of Water: the pawn goes from square {src} to {dst}.",
    ),
    recul=(
        "Aucun pion ne peut avancer : reculer le pion de la case {src} coûte le moins.",
        "No pawn can advance: moving back the pawn on square {src} costs least.",
    ),
    # what a turn leaves better than another (FACTS, hint.contrast)
    mieux_sortis=("Sort plus de pions : {b} au lieu de {p} avec {other}.",
                  "Bears off more pawns: {b} instead of {p} with {other}."),
    mieux_exposes=("Laisse moins de pions à portée d'une attaque adverse au prochain lancer : {b} au lieu de {p} "
                   "avec {other}.",
                   "Leaves fewer pawns within reach of an attack at the next throw: {b} instead of {p} with {other}."),
    mieux_abri=("Garde plus de pions à l'abri (sur une case protégée ou à côté d'un pion de son camp) : {b} au lieu "
                "de {p} avec {other}.",
                "Keeps more pawns safe (on a protected square or beside a pawn of its side): {b} instead of {p} "
                "with {other}."),
    mieux_barrages=("Forme plus de barrages de trois pions, que l'adversaire ne peut pas franchir : {b} au lieu de "
                    "{p} avec {other}.",
                    "Forms more barriers of three pawns the opponent cannot jump: {b} instead of {p} with {other}."),
    mieux_passes=("Mène plus de pions au-delà de la Maison de l'Eau : {b} au lieu de {p} avec {other}.",
                  "Takes more pawns past the House of Water: {b} instead of {p} with {other}."),
    mieux_retard=("Laisse l'adversaire plus loin en arrière (les numéros des cases de ses pions, additionnés) : "
                  "{b} au lieu de {p} avec {other}.",
                  "Leaves the opponent further back (the numbers of its pawns' squares, added up): {b} instead of "
                  "{p} with {other}."),
)


class SenetEvaluation(Evaluation):
    game = "senet"
    TERMS = ("course", "sortie", "abri", "menace", "barrage")
    WEIGHTS = (1.0, 5.0, 2.0, 1.0, 4.0)
    MESSAGES = MESSAGES
    FACTS = (("sortis", 1), ("exposes", -1), ("abri", 1), ("barrages", 1), ("passes", 1), ("retard", -1))

    def __init__(self) -> None:
        self._chances: dict = {}

    def chances(self, game) -> tuple:
        """``((value, probability), ...)`` of one throw under the game's rules."""
        found = self._chances.get(game.rule_set)
        if found is None:
            found = tuple((t[0], float(p)) for t, p in game.throw_outcomes())
            self._chances[game.rule_set] = found
        return found

    def terms(self, game, me: int) -> tuple[float, ...]:
        state = game.state
        squares = state.squares
        mine, theirs = squares[me], squares[1 - me]
        off = _off(state, me)  # pawns borne off: mine minus theirs
        return (sum(mine) - sum(theirs) + OFF * off, *self.others(game, me, off))

    def others(self, game, me: int, off: int) -> tuple:
        """The terms after ``course``: ``sortie``, ``abri``, ``menace``, ``barrage``."""
        state = game.state
        chances = self.chances(game)
        safe_m, exposed_m = _safety(state, me, chances)
        safe_t, exposed_t = _safety(state, 1 - me, chances)
        blocks = _barriers(state, me) - _barriers(state, 1 - me)
        return (off, safe_m - safe_t, exposed_t - exposed_m, blocks)

    def facts(self, game, me: int) -> tuple[int, ...]:
        """(pawns borne off, pawns an attack can reach at the opponent's next throw (none while ``me`` throws
        again), pawns out of reach, blocking runs, pawns past the House of Water, the squares of the opponent's
        pawns added up)."""
        state = game.state
        safe = _safety(state, me, self.chances(game))[0]
        reachable = len(_sent_back(game, me)) if game.to_play != me else 0
        water = state.rules.data.water_square
        past = sum(1 for sq in state.squares[me] if sq > water) if water else 0
        return (state.borne_off(me), reachable, safe, len(state.blocks(me)), past, sum(state.squares[1 - me]))

    def reason(self, game, turn, term):
        move = turn[0]
        if move.is_pass:
            return self.msg("pass_turn")
        made = game.preview(move).effects[0][0]  # what the move does first, as the kernel records it
        src, dst = move.src, move.dst
        if made == "off":
            return self.msg("sortie", src=src)
        if made == "swap":
            return self.msg("attaque", src=src, dst=dst)
        if made == "back":
            return self.msg("recul", src=src)
        if term is None:
            return None
        me = game.to_play
        game.play(move)
        try:
            mine, theirs = game.pawns(me), game.pawns(1 - me)
            run = next(((a, b) for a, b in game.state.blocks(me) if a <= dst <= b), None)  # the rule's own runs
            safe, reachable = self._exposure(game, dst, mine, theirs)
        finally:
            game.undo()
        if term == "barrage" and run:
            return self.msg("barrage", a=run[0], b=run[1])
        if term == "abri" and safe:
            return self.msg("abri", dst=dst)
        if term == "menace" and dst in mine and not reachable:
            return self.msg("menace", dst=dst)
        if made != "water" and self._water_avoided(game, move):
            return self.msg("eau", src=src, dst=dst)
        # (a split throw's step is not the turn's gain: Piccione's hints do not claim the race's biggest gain)
        if term == "course" and not game.state.rules.steps and self._gains_most(game, move):
            return self.msg("course", src=src, dst=dst)
        return None

    def _exposure(self, game, sq, mine, theirs) -> tuple[bool, bool]:
        """(the pawn on ``sq`` is protected, an opposing pawn can reach it at the next throw); where no pawn is
        attacked (Piccione), neither is said: (False, True)."""
        if sq not in mine or not game.state.rules.data.attacks:
            return False, True
        safe = game.is_protected(sq)
        reachable = not safe and any(sq - value in theirs for value, _ in self.chances(game))
        return safe, reachable

    def _gains_most(self, game, move) -> bool:
        """``move`` takes the mover further in the race than at least one other move, and no move further."""
        me = game.to_play
        gains = {}
        for m in game.legal_moves():
            game.play(m)
            gains[m] = self.terms(game, me)[0] if not game.is_over else math.inf
            game.undo()
        return gains[move] == max(gains.values()) > min(gains.values())

    @staticmethod
    def _water_avoided(game, move) -> bool:
        return any(game.why(m).code == "do_water" for m in game.legal_moves() if m != move)


def _off(state, me: int) -> int:
    """Pawns borne off, ``me``'s minus the opponent's (the kernel's ``borne_off``): a pawn Bell's rules take
    is gone, not borne off, and Piccione's pawns waiting in hand are still to play."""
    return state.borne_off(me) - state.borne_off(1 - me)


def _safety(state, side: int, chances) -> tuple[int, float]:
    """(``side``'s pawns out of reach, squares it can expect to lose to an attack at the next throw).

    Out of reach is the kernel's answer (``is_protected``: a protected square, a neighbour of its side);
    which opposing pawn a throw takes onto a square is the kernel's destination table (Kendall: no pawn
    passes 26 without stopping there).  What an attack costs follows the rule set: the two pawns swap
    (the attacker gains the throw, the attacked loses it), Kendall sends a pawn attacked on 28-30 to the
    water, Bell takes it (it loses its whole way).  Where no pawn stops on another (Piccione), nothing is
    attacked: (0, 0).
    """
    r = state.rules
    if not r.data.attacks:
        return 0, 0.0
    board = state.board
    opp = 1 - side
    dests = r.dests[False]
    send_to = r.send_to
    is_protected = state.is_protected
    safe, exposed = 0, 0.0
    for sq in state.squares[side]:
        if is_protected(sq):
            safe += 1
            continue
        for value, p in chances:
            src = sq - value
            if src >= 1 and board[src] == opp and dests[value][src] == sq:
                lost = sq if r.capture else (sq - send_to[sq] if send_to[sq] else value)
                exposed += (value + lost) * p  # the attacker gains what it moves, the attacked loses its way back
    return safe, exposed


def _sent_back(game, me: int) -> set[int]:
    """The squares of ``me``'s pawns that one of the opponent's moves would send back, whatever it throws
    next: each throw is played by hand and undone, so that every rule of the reading answers (Kendall's
    pawn held in the water moves first, a block bars the way...)."""
    squares = set(game.pawns(me))
    reached: set[int] = set()
    if not game.awaiting_throw:
        return reached
    for throw, _ in game.throw_outcomes():
        game.roll(throw)
        try:
            if not game.awaiting_throw and game.to_play != me:
                for move in game.legal_moves():
                    game.play(move)
                    reached |= squares - set(game.pawns(me))
                    game.undo()
        finally:
            game.undo()
    return reached


def _barriers(state, side: int) -> int:
    """``side``'s blocking runs (the kernel's ``blocks``) with at least one opposing pawn behind them."""
    opposing = state.squares[1 - side]
    if not opposing:
        return 0
    rear = opposing[0]
    return sum(1 for first, _ in state.blocks(side) if first > rear)


# -- the expert's evaluation: the same terms, weighed by who went on to win -------------------


class SenetOddsEvaluation(SenetEvaluation):
    """The expert's evaluation: the chance of winning, from the same terms weighed by games played.

    ``course`` values each square by a table (``FITTED``) rather than by
    its number: a pawn on the square before the House of Water, or on the last
    protected squares, is worth what it was worth in the games measured, not
    just its distance.  ``trait`` is +1 when the player throws next, -1 when the
    opponent does.  The weighted sum ``z`` is a logistic model of the chance of
    winning (fitted by ``tools/fit_senet_evaluation.py`` on the outcomes of
    seeded games between ``moyen`` players, some moves at random); the score
    is that chance, from -100 (certain loss) to +100 (certain win), so that
    the search averages chances over the throws, not squares.
    """

    TERMS = ("course", "sortie", "abri", "menace", "barrage", "trait")
    SCALE = 100.0

    def __init__(self) -> None:
        super().__init__()
        self._models: dict = {}

    def model(self, rule_set: str) -> tuple:
        """(value of each square 0-30, weights of the terms) for ``rule_set``."""
        found = self._models.get(rule_set)
        if found is None:
            fitted = odds_model(rule_set)
            values = (0.0, *fitted["squares"])
            assert len(values) == SQUARES + 1
            weights = (1.0, *(fitted[t] for t in self.TERMS[1:]))
            found = self._models[rule_set] = (values, weights)
        return found

    def terms(self, game, me: int) -> tuple[float, ...]:
        values, _ = self.model(game.rule_set)
        state = game.state
        squares = state.squares
        mine, theirs = squares[me], squares[1 - me]
        course = sum(values[sq] for sq in mine) - sum(values[sq] for sq in theirs)
        trait = 1.0 if game.to_play == me else -1.0
        return (course, *self.others(game, me, _off(state, me)), trait)

    def weights(self, game) -> tuple[float, ...]:
        return self.model(game.rule_set)[1]

    def chance(self, game, me: int) -> float:
        """The model's chance that ``me`` wins (a finished game: 1 or 0)."""
        if game.is_over:
            return 1.0 if game.winner == me else 0.0
        return 1.0 / (1.0 + math.exp(-self.total(game, me)))

    def score(self, game, me: int) -> float:
        if game.is_over:
            return super().score(game, me)
        return self.SCALE * (2.0 * self.chance(game, me) - 1.0)


# The odds model, as printed by ``python tools/fit_senet_evaluation.py`` (seed 1000; standard and Jéquier
# 12,000 games a rule set, Kendall, Bell and Piccione fewer, said beside each, for want of machine time):
# per rule set, the value of a pawn on each square 1-30 (a square no pawn ever stays on, such as a
# House of Water that sends pawns on at once, has no figure and gets 0), then the terms' weights.
# Held-out log-loss (every fifth game; a coin: 0.6931): standard 0.6417 (the levels' evaluation,
# rescaled: 0.6448), Jéquier 0.6859 (0.6872), the others beside their tables.  Bell's values fall
# along the track: a pawn at the back can be taken by no one and takes what passes it, a pawn taken
# is lost for the count, and Bell's marked squares (15, 26-29) are worth their ``abri`` weight.
FITTED: dict = {
    "standard": {
        "squares": (-0.5795, -0.5636, -0.5, -0.4912, -0.3918, -0.4058, -0.3408, -0.2951, -0.2483, -0.2029,
                    -0.1965, -0.1272, -0.1236, -0.0603, -0.0595, 0.0222, 0.0451, 0.0767, 0.0965, 0.1672,
                    0.1935, 0.208, 0.252, 0.278, 0.3124, 0.3576, 0.4696, 0.0, 0.6872, 0.7034),
        "sortie": 0.7168, "abri": 0.0439, "menace": 0.0, "barrage": 0.0, "trait": 0.0765,
    },
    "jequier": {
        "squares": (-0.1615, -0.1389, -0.1233, -0.1037, -0.1265, -0.1056, -0.084, -0.0843, -0.067, -0.0472,
                    -0.0777, -0.0247, -0.0237, -0.006, -0.0274, -0.0096, 0.004, -0.0027, 0.013, 0.0208,
                    0.0006, 0.0254, 0.0535, 0.0534, 0.0819, 0.1662, 0.0, 0.2402, 0.1992, 0.1412),
        "sortie": 0.2144, "abri": 0.0209, "menace": 0.0, "barrage": 0.0721, "trait": 0.0188,
    },
    # 500 games, seed 1000: 102,777 positions; held-out log-loss 0.6420 (the levels' 0.6578); 27: a pawn held
    # in the water
    "kendall": {
        "squares": (-0.1141, -0.1045, -0.1206, -0.0611, -0.0593, -0.07, -0.1541, -0.0951, 0.0217, -0.0584,
                    -0.0572, -0.0273, -0.0549, -0.0159, 0.0149, 0.0031, -0.0456, 0.0155, 0.0235, 0.0516,
                    0.0971, 0.0816, 0.0946, 0.1245, 0.0911, 0.1115, -0.6962, 0.2395, 0.2401, 0.1953),
        "sortie": 0.3286, "abri": 0.0343, "menace": 0.0, "barrage": 0.0, "trait": 0.0189,
    },
    # 200 games, seed 1000: 35,175 positions; held-out log-loss 0.7151 (the levels' 0.7085): 40 held-out
    # games are too few to tell either from a coin; the values rise along the track, a pawn in hand
    # (none on the board) 0, the water (27) never held
    "piccione": {
        "squares": (0.1902, 0.2162, 0.2802, 0.2467, 0.2926, 0.4173, 0.3611, 0.3887, 0.4961, 0.5449,
                    0.5974, 0.5939, 0.5669, 0.6582, 0.4397, 0.597, 0.4676, 0.7211, 0.8298, 0.8371,
                    0.7598, 0.8701, 0.8775, 0.8551, 0.8857, 0.9806, 0.0, 1.1022, 1.0768, 1.2362),
        "sortie": 1.1875, "abri": 0.0, "menace": 0.0, "barrage": 0.0, "trait": 0.0515,
    },
    # 500 games, seed 1000 (a draw counted ½): 45,896 positions; held-out log-loss 0.3166 (the levels' 0.5126)
    "bell": {
        "squares": (2.8589, 2.7853, 2.2031, 1.9955, 1.8909, 1.6429, 1.4586, 1.5243, 1.5101, 1.47,
                    1.4571, 1.5749, 1.2223, 1.2145, 0.1103, 1.2767, 1.119, 1.2983, 1.2426, 1.2362,
                    1.3814, 1.0888, 1.2298, 1.1213, 1.4791, 0.1456, 0.2992, 0.2223, 0.3593, 1.5668),
        "sortie": 1.5062, "abri": 1.1367, "menace": 0.0559, "barrage": 0.0, "trait": 0.1759,
    },
}


def odds_model(rule_set: str) -> dict:
    """The odds model of ``rule_set``: its fitted one, or, for a rule set with none, one derived from its data.

    The derived model takes the standard game's fit (the race), values the
    rule set's own House of Water at 0 (no pawn stays there) and the
    standard's water square as its neighbours' mean, and weighs the blocks
    as in Jéquier's fit where the rule set has blocks (else not at all).
    """
    found = FITTED.get(rule_set)
    if found is not None:
        return found
    data = RULE_SETS[rule_set]
    base = FITTED["standard"]
    squares = list(base["squares"])
    water = RULE_SETS["standard"].water_square - 1
    squares[water] = (squares[water - 1] + squares[water + 1]) / 2
    if data.water_square:  # (0: a reading with no House of Water)
        squares[data.water_square - 1] = 0.0
    return {**base, "squares": tuple(squares), "barrage": FITTED["jequier"]["barrage"] if data.blocking else 0.0}


def features(game, me: int) -> list[float]:
    """The figures the odds model weighs, for ``me``: one per square (my pawns there minus the
    opponent's), then ``sortie``, ``abri``, ``menace``, ``barrage``, ``trait`` as in
    :meth:`SenetOddsEvaluation.terms` (what ``tools/fit_senet_evaluation.py`` fits)."""
    squares = game.state.squares
    mine, theirs = squares[me], squares[1 - me]
    x = [0.0] * (SQUARES + 5)
    for sq in mine:
        x[sq - 1] += 1.0
    for sq in theirs:
        x[sq - 1] -= 1.0
    x[SQUARES:] = (*SENET_EVALUATION.others(game, me, _off(game.state, me)), 1.0 if game.to_play == me else -1.0)
    return x


SENET_EVALUATION = SenetEvaluation()


class SenetFortEvaluation(SenetOddsEvaluation):
    """``fort``'s evaluation: the race's (:class:`SenetEvaluation`), except in the readings where an
    attacked pawn is taken out of the game (the rule set's ``capture``, Bell's), where it weighs the
    chance of winning as the expert does.

    Measured (``benchmarks/ladder_results.md``, 2026-12-02): in Bell's reading,
    ``fort`` searching two turns on the race scored 0.507 [0.482, 0.532]
    against ``moyen`` (one turn, the same evaluation) over 1,000 games: the
    race misleads there (a pawn at the back, which no one can take, is worth
    more than one further on; a pawn taken is lost for the count), and looking
    deeper on it gains nothing.  On the odds model fitted for Bell, the same
    search scored 0.780 [0.733, 0.827] over 200 games.  Elsewhere ``fort`` is
    what it was: the race's terms and weights (``trait`` weighing 0), the very
    same scores.
    """

    @staticmethod
    def on_odds(game) -> bool:
        """Whether ``fort`` weighs the odds in ``game``'s reading: where pawns are taken, the race misleads."""
        return RULE_SETS[game.rule_set].capture

    def terms(self, game, me: int) -> tuple[float, ...]:
        if self.on_odds(game):
            return super().terms(game, me)
        return (*SenetEvaluation.terms(self, game, me), 0.0)

    def weights(self, game) -> tuple[float, ...]:
        if self.on_odds(game):
            return super().weights(game)
        return (*SenetEvaluation.WEIGHTS, 0.0)

    def score(self, game, me: int) -> float:
        if self.on_odds(game):
            return super().score(game, me)
        return SenetEvaluation.score(self, game, me)

    def chance(self, game, me: int) -> float:
        """The odds model's chance that ``me`` wins, whatever ``fort`` weighs."""
        return _ODDS.chance(game, me)


# The levels at Senet (see players.levels): level -> (search, settings, lab settings).
PLANS = {
    "moyen": (Greedy, dict(seconds=0.5), dict(nodes=5_000)),
    # the race's evaluation, but the chance of winning where the race misleads (Bell: SenetFortEvaluation)
    "fort": (Expectimax, dict(max_depth=2, seconds=0.5, evaluation="fort"), dict(nodes=20_000)),
    # the expert's own evaluation: the chance of winning (see the module's docstring)
    "expert": (Expectimax, dict(max_depth=6, seconds=3.0, evaluation="odds"), dict(max_depth=3, nodes=40_000)),
}
_ODDS = SenetOddsEvaluation()
EVALUATIONS = {None: SenetEvaluation, "odds": SenetOddsEvaluation, "fort": SenetFortEvaluation}
