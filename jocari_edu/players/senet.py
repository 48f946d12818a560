"""Senet: what a position is worth, in the race's own terms.

Terms (each the player's figure minus the opponent's):

- ``course``: squares travelled, a pawn borne off counting 31 (the game's ``progress``);
- ``sortie``: pawns borne off, counted again: they can no longer be attacked or drowned;
- ``abri``: pawns out of reach, on a protected square or beside a pawn of their own (choice S1);
- ``menace``: squares the opponent can expect to win back by attacking at the next throw
  (a pawn attacked swaps places, so a throw of ``d`` moves it ``d`` squares back),
  weighted by the throw's chance;
- ``barrage``: in Jéquier's rules, runs of three pawns that opposing pawns behind cannot jump (S5).

The rule set's figures (protected squares, water, block) come from the game
module's ``VARIANTS``, and the throws' chances from ``throw_outcomes()``.
"""

from __future__ import annotations

import math

from ..core.i18n import Catalog
from ..games.senet import OFF, SQUARES, VARIANTS
from .evaluation import COMMON_REASONS, Evaluation

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
)


class SenetEvaluation(Evaluation):
    game = "senet"
    TERMS = ("course", "sortie", "abri", "menace", "barrage")
    WEIGHTS = (1.0, 5.0, 2.0, 1.0, 4.0)
    MESSAGES = MESSAGES

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
        mine, theirs = game.squares[me], game.squares[1 - me]
        off = len(theirs) - len(mine)  # pawns borne off: mine minus theirs
        return (sum(mine) - sum(theirs) + OFF * off, *self.others(game, me, off))

    def others(self, game, me: int, off: int) -> tuple:
        """The terms after ``course``: ``sortie``, ``abri``, ``menace``, ``barrage``."""
        v = VARIANTS[game.rule_set]
        mine, theirs = game.squares[me], game.squares[1 - me]
        chances = self.chances(game)
        safe_m, exposed_m = _safety(mine, theirs, v.protected, chances)
        safe_t, exposed_t = _safety(theirs, mine, v.protected, chances)
        blocks = _barriers(mine, theirs, v.block) - _barriers(theirs, mine, v.block) if v.block else 0
        return (off, safe_m - safe_t, exposed_t - exposed_m, blocks)

    def reason(self, game, turn, term):
        move = turn[0]
        if move.is_pass:
            return self._msg("pass_turn")
        code = game.why(move).code
        src, dst = move.src, move.dst
        if code == "do_off":
            return self._msg("sortie", src=src)
        if code == "do_swap":
            return self._msg("attaque", src=src, dst=dst)
        if code == "do_back":
            return self._msg("recul", src=src)
        if term is None:
            return None
        me = game.to_play
        game.play(move)
        try:
            mine, theirs = game.pawns(me), game.pawns(1 - me)
            run = _run_at(mine, dst)
            safe, reachable = self._exposure(game, dst, mine, theirs)
        finally:
            game.undo()
        if term == "barrage" and run:
            return self._msg("barrage", a=run[0], b=run[1])
        if term == "abri" and safe:
            return self._msg("abri", dst=dst)
        if term == "menace" and dst in mine and not reachable:
            return self._msg("menace", dst=dst)
        if code != "do_water" and self._water_avoided(game, move):
            return self._msg("eau", src=src, dst=dst)
        if term == "course" and self._gains_most(game, move):
            return self._msg("course", src=src, dst=dst)
        return None

    def _exposure(self, game, sq, mine, theirs) -> tuple[bool, bool]:
        """(the pawn on ``sq`` is protected, an opposing pawn can reach it at the next throw)."""
        if sq not in mine:
            return False, True
        safe = sq in VARIANTS[game.rule_set].protected or sq - 1 in mine or sq + 1 in mine
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


def _safety(pawns, opposing, protected, chances) -> tuple[int, float]:
    """(pawns out of reach, squares expected lost to an attack at the next throw)."""
    own, opp = set(pawns), set(opposing)
    safe, exposed = 0, 0.0
    for sq in pawns:
        if sq in protected or sq - 1 in own or sq + 1 in own:
            safe += 1
            continue
        for value, p in chances:
            if sq - value in opp:
                exposed += 2 * value * p  # the attacker gains what the attacked loses
    return safe, exposed


def _barriers(pawns, opposing, block: int) -> int:
    """Runs of ``block`` pawns in a row with at least one opposing pawn behind them."""
    if not opposing:
        return 0
    rear = min(opposing)
    count, run = 0, 0
    prev = None
    for sq in pawns:
        run = run + 1 if prev is not None and sq == prev + 1 else 1
        prev = sq
        if run == block and sq - block + 1 > rear:
            count += 1
    return count


def _run_at(pawns, sq) -> tuple[int, int] | None:
    """The run of at least three pawns containing ``sq``, as (first, last)."""
    own = set(pawns)
    if sq not in own:
        return None
    a = b = sq
    while a - 1 in own:
        a -= 1
    while b + 1 in own:
        b += 1
    return (a, b) if b - a >= 2 else None


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
            fitted = FITTED[rule_set]
            values = (0.0, *fitted["squares"])
            assert len(values) == SQUARES + 1
            weights = (1.0, *(fitted[t] for t in self.TERMS[1:]))
            found = self._models[rule_set] = (values, weights)
        return found

    def terms(self, game, me: int) -> tuple[float, ...]:
        values, _ = self.model(game.rule_set)
        mine, theirs = game.squares[me], game.squares[1 - me]
        course = sum(values[sq] for sq in mine) - sum(values[sq] for sq in theirs)
        trait = 1.0 if game.to_play == me else -1.0
        return (course, *self.others(game, me, len(theirs) - len(mine)), trait)

    def weights(self, game) -> tuple[float, ...]:
        return self.model(game.rule_set)[1]

    def chance(self, game, me: int) -> float:
        """The model's chance that ``me`` wins (a finished game: 1 or 0)."""
        if game.is_over:
            return 1.0 if game.winner == me else 0.0
        return 1.0 / (1.0 + math.exp(-sum(self.contributions(game, me).values())))

    def score(self, game, me: int) -> float:
        if game.is_over:
            return super().score(game, me)
        return self.SCALE * (2.0 * self.chance(game, me) - 1.0)


# The odds model, as printed by ``python tools/fit_senet_evaluation.py`` (12,000 games a rule set, seed 1000):
# per rule set, the value of a pawn on each square 1-30 (the House of Water's own square is never
# occupied: 0), then the terms' weights.  Held-out log-loss (a coin: 0.6931): standard 0.6417
# (the levels' evaluation, rescaled: 0.6448), Jéquier 0.6859 (0.6872).
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
}


def features(game, me: int) -> list[float]:
    """The figures the odds model weighs, for ``me``: one per square (my pawns there minus the
    opponent's), then ``sortie``, ``abri``, ``menace``, ``barrage``, ``trait`` as in
    :meth:`SenetOddsEvaluation.terms` (what ``tools/fit_senet_evaluation.py`` fits)."""
    mine, theirs = game.squares[me], game.squares[1 - me]
    x = [0.0] * (SQUARES + 5)
    for sq in mine:
        x[sq - 1] += 1.0
    for sq in theirs:
        x[sq - 1] -= 1.0
    x[SQUARES:] = (*SENET_EVALUATION.others(game, me, len(theirs) - len(mine)), 1.0 if game.to_play == me else -1.0)
    return x


SENET_EVALUATION = SenetEvaluation()
