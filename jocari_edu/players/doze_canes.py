"""Doze canes: pairs held, and the exact chances of the perfect player.

Terms (each the player's figure minus the opponent's): ``paires``, points of
the house held with a pair (the score at the end), and ``simples``, single
pieces (a pair one die away, but open to a hit).

The perfect player asks the exact solver (:mod:`jocari_edu.games.doze_canes.exact`, with the rules)
for the chances after each move and takes the best.  In this game every
choice leads to the same chances (the house, D1; the order of the dice, D5):
:func:`choice_gain` checks it over every position the solver knows, so the
perfect player gains exactly nothing over a random one.
"""

from __future__ import annotations

from fractions import Fraction

from ..core.i18n import Catalog
from ..games.doze_canes import is_full
from ..games.doze_canes.exact import THROWS, play_dice, solve, state, win_probabilities
from .evaluation import COMMON_REASONS, Evaluation
from .search import Decision, Greedy, Search

MESSAGES = Catalog(
    COMMON_REASONS,
    egal=(
        "Tous les choix donnent exactement les mêmes chances à {player} : {w:percent} de gagner, "
        "{d:percent} de partie nulle, {l:percent} de perdre.",
        "Every choice gives {player} exactly the same chances: {w:percent} to win, "
        "{d:percent} to draw, {l:percent} to lose.",
    ),
    paire=("Forme une paire sur la flèche {pt}.", "Makes a pair on point {pt}."),
    coup=("Entre un jeton sur la flèche {pt}.", "Enters a piece on point {pt}."),
)


class DozeCanesEvaluation(Evaluation):
    game = "doze_canes"
    TERMS = ("paires", "simples")
    WEIGHTS = (3.0, 1.0)
    MESSAGES = MESSAGES

    def terms(self, game, me: int) -> tuple[float, ...]:
        cells = [game.content(p) for p in game.house]
        s = 1 - 2 * me
        pairs = game.held(me) - game.held(1 - me)
        singles = sum(1 for c in cells if c * s == 1) - sum(1 for c in cells if c * s == -1)
        return (pairs, singles)

    def reason(self, game, turn, term):
        move = turn[0]
        if move.kind == "house":
            me = game.to_play
            win, draw, lose = outcomes(game, move, me)
            return self.msg("egal", player=game.PLAYER_NAMES[me], w=float(win), d=float(draw), l=float(lose))
        made = game.preview(move).effects[0][0]  # what the kernel records the entry does
        return self.msg("paire" if made == "pair" else "coup", pt=move.value)


def outcomes(game, move, me: int, exact: bool = False) -> tuple:
    """``me``'s chances to win, to draw and to lose after ``move``, from the exact solver.

    The position after the move is its preview's (:meth:`~jocari_edu.core.game.Game.preview`): the game itself
    is not touched.
    """
    white, draw, black = win_probabilities(game.preview(move).after, exact=exact)
    return (white, draw, black) if me == 0 else (black, draw, white)


def chances(game, move, me: int, exact: bool = False):
    """``me``'s score after ``move``, a draw counting half: what the perfect player maximises."""
    win, draw, _ = outcomes(game, move, me, exact)
    return win + draw / 2


def choice_gain() -> Fraction:
    """The most a choice can change the mover's exact chances, over every position and throw.

    For each state the solver knows and each throw, every order of the dice
    is played and the resulting chances compared; the answer is the largest
    difference found (a perfect player's gain over a random one is at most
    that, at each choice).  The house's choice changes nothing by symmetry:
    the solver's states do not even record it.
    """
    values = solve(True)
    gain = Fraction(0)
    for (cells, thrower), _ in values.items():
        if is_full(cells):
            continue
        for (a, b), _p in THROWS:
            outcomes = set()
            for dice in ((a, b), (b, a)):
                after = values[state(play_dice(cells, thrower, dice), 1 - thrower)]
                outcomes.add(after.white if thrower == 0 else after.black)
            gain = max(gain, max(outcomes) - min(outcomes))
    return gain


class Perfect(Search):
    """Doze canes' perfect player: the move with the best exact chance (the solver's)."""

    def decide(self, game):
        me = game.to_play
        moves = game.legal_moves()
        scored = {(m,): float(chances(game, m, me)) for m in moves}
        turn = self.pick(scored)
        return Decision(turn, scored[turn], 0, len(moves), 0.0, scored)


# The levels at Doze canes (see players.levels): level -> (search, settings, lab settings).
PLANS = {
    "moyen": (Greedy, dict(seconds=0.5), dict(nodes=5_000)),
    "fort": (Greedy, dict(seconds=0.5), dict(nodes=5_000)),
    "expert": (Perfect, dict(seconds=3.0), dict()),
}
EVALUATIONS = {None: DozeCanesEvaluation}
