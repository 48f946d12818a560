"""« Que jouerait l'ordinateur ? »: the move a level would play, and one sentence why.

The sentence comes from the level's own evaluation: among the terms the
evaluation adds up (squares in the race, pawns in safety, mills, points held
in front of the courier...), the one that most separates the chosen turn
from the best other one names the reason, and the game's evaluation turns it
into a sentence in the game's terms, with the squares of the move.  A term
that does not separate them (a margin of zero) names nothing, and a sentence
is said only when the position has what it says (no « Garde ses moulins »
without a mill).  Where no term's sentence is true of the move, the hint says
what the turn leaves better than the other (:func:`contrast`: « Laisse moins
de pions à portée d'une attaque adverse : 0 au lieu de 1 avec 10-12. »);
only where nothing the game counts differs does it say that the best moves are
worth the same, or that the search preferred this one.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import JocariError, Reason, WrongPhaseError
from ..core.i18n import Catalog
from .base import play_turn, turn_over, turns, undo_turn
from .evaluation import WIN
from .levels import DEFAULT_LEVEL, LEVEL_PLAYERS, evaluation

MESSAGES = Catalog(
    no_move=(
        "Il n'y a pas de coup à suggérer maintenant : {why}",
        "There is no move to suggest now: {why}",
    ),
    over=("la partie est terminée.", "the game is over."),
    throw=("il faut d'abord lancer.", "a throw is due first."),
)


class UnknownLevelError(JocariError):
    """A level name that does not exist."""


@dataclass(frozen=True)
class Suggestion:
    """The next move a level would play, its whole turn, and why."""

    move: object
    turn: tuple
    reason: Reason
    level: str
    score: float

    def text(self, lang: str = "fr") -> str:
        return f"{self.move} : {self.reason.text(lang)}" if lang == "fr" else f"{self.move}: {self.reason.text(lang)}"

    def __str__(self) -> str:
        return self.text()


def check_level(level: str) -> str:
    if level not in LEVEL_PLAYERS:
        known = ", ".join(LEVEL_PLAYERS)
        raise UnknownLevelError(f"niveau inconnu « {level} » (niveaux : {known}) / unknown level {level!r} (levels: {known})")
    return level


def suggest(game, level: str = DEFAULT_LEVEL, *, seed: int = 0, **settings) -> Suggestion:
    """What ``level`` would play now in ``game``, and why (the game is left as it was).

    ``settings`` go to the level's player (``seconds``, ``nodes``, ``clock``,
    ``deterministic``).  A throw due, or a finished game, is a WrongPhaseError.
    """
    check_level(level)
    if game.is_over or game.awaiting_throw:
        why = MESSAGES("over" if game.is_over else "throw")
        raise WrongPhaseError(MESSAGES("no_move", why=(why.fr, why.en)))
    player = LEVEL_PLAYERS[level](seed, **settings) if level != "debutant" else LEVEL_PLAYERS[level](seed)
    if hasattr(player, "decide"):
        decision = player.decide(game)
        turn, score, scores = decision.turn, decision.score, decision.scores
        ev = player.search_for(game).evaluation
    else:  # the beginner plays at random: explain the move it drew
        turn = _turn_from(game, player.choose(game))
        score, scores, ev = 0.0, {}, None
    return Suggestion(turn[0], turn, explain(game, turn, scores, ev), level, score)


def explain(game, turn: tuple, scores: dict | None = None, ev=None) -> Reason:
    """Why ``turn`` (the mover's whole turn, from this position): its decisive evaluation term, as a sentence.

    The turn is compared with the other turn the search valued most
    (``scores``: turn -> value), or else the one the evaluation prefers.
    ``ev``: the evaluation the level weighed (the game's own by default).
    """
    searched = bool(scores)
    ev = ev or evaluation(game.name)
    me = game.to_play
    options = turns(game)
    if len(options) == 1:
        return ev.msg("only_move") if not _is_pass(turn) else ev.msg("pass_turn")
    play_turn(game, turn)
    over, won, chosen = game.is_over, game.winner == me, ev.contributions(game, me)
    undo_turn(game, turn)
    if over:
        return ev.msg("wins" if won else "draws")
    others = [t for t in options if t != turn]
    # the other turn valued most: one of ``scores`` (the review's turn played, in the order it was played,
    # which :func:`turns` may list in another order), else the one the evaluation prefers
    scored = [t for t in scores or () if t != turn]
    if scored:
        rival = max(scored, key=scores.get)
    else:
        rival = max(others, key=lambda t: _static(game, ev, t, me))
    play_turn(game, rival)
    theirs = ev.contributions(game, me)
    undo_turn(game, rival)
    margins = {k: chosen[k] - theirs[k] for k in ev.TERMS}
    term = max(ev.TERMS, key=margins.get)
    reason = ev.reason(game, turn, term if margins[term] > 0 else None) or contrast(game, turn, rival, ev)
    if reason is not None:
        return reason
    if all(m == 0 for m in margins.values()):
        return ev.msg("equal")
    return ev.msg("preferred" if searched else "random_move")


def contrast(game, turn: tuple, other: tuple, ev) -> Reason | None:
    """What ``turn`` leaves better than ``other`` (both the mover's whole turns from this position), in the
    game's words: the first of the evaluation's :attr:`~.evaluation.Evaluation.FACTS` whose figure differs
    in ``turn``'s favour once each is played, with both figures (« Laisse moins de pions à portée d'une
    attaque adverse : 0 au lieu de 1 avec 12-15. »); None when none does, or either turn ends the game."""
    if not ev.FACTS:
        return None
    me = game.to_play
    seen = []
    for t in (turn, other):
        play_turn(game, t)
        seen.append(None if game.is_over else ev.facts(game, me))
        undo_turn(game, t)
    mine, theirs = seen
    if mine is None or theirs is None:
        return None
    for (name, sign), b, p in zip(ev.FACTS, mine, theirs, strict=True):
        if sign * (b - p) > 0:
            return ev.msg("mieux_" + name, b=b, p=p, other=" ".join(map(str, other)))
    return None


def _turn_from(game, move) -> tuple:
    """A whole turn that starts with ``move`` (:func:`turns` lists one order of the same steps only)."""
    found = next((t for t in turns(game) if t[0] == move), None)
    if found is not None:
        return found
    me = game.to_play
    game.play(move)
    try:
        rest = () if turn_over(game, me) else turns(game)[0]
    finally:
        game.undo()
    return (move, *rest)


def _static(game, ev, turn, me) -> float:
    play_turn(game, turn)
    value = ev.score(game, me)
    undo_turn(game, turn)
    return min(value, WIN)


def _is_pass(turn) -> bool:
    return str(turn[0]) == "pass"
