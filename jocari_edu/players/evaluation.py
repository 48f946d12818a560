"""What an evaluation is: named terms, weights, and the sentence each term says.

Each game's evaluation (``players/senet.py``...) scores a position for one
player as a weighted sum of *terms* named in the game's own vocabulary
(squares gained in the race, pawns safe, mills standing...), each term the
player's figure minus the opponent's.  The searching levels score their
leaves with :meth:`Evaluation.score`; a hint (:mod:`.hint`) explains the move
chosen by the term that most separates it from the next best move, so the
sentence comes from the same numbers the player weighed.
"""

from __future__ import annotations

import math

from ..core.i18n import Catalog, Reason

WIN = 10_000.0  # a won game: worth more than any position still in play

COMMON_REASONS = Catalog(
    only_move=("C'est le seul coup possible.", "It is the only possible move."),
    wins=("Ce coup gagne la partie.", "This move wins the game."),
    draws=("Ce coup assure la partie nulle.", "This move makes sure of a draw."),
    pass_turn=("Aucun coup possible : il faut passer.", "No move is possible: pass."),
    # when no term of the evaluation tells the chosen turn from the next best one
    equal=(
        "Les meilleurs coups se valent ici : rien ne les départage tout de suite.",
        "The best moves are worth the same here: nothing tells them apart at once.",
    ),
    preferred=(
        "L'ordinateur a calculé plusieurs coups à l'avance : c'est celui qui lui laisse la meilleure position.",
        "The computer looked several moves ahead: this one leaves it the best position.",
    ),
    random_move=("Le niveau débutant joue au hasard parmi les coups permis.", "The beginner plays at random among the legal moves."),
)


class Evaluation:
    """A game's evaluation: ``terms(game, me)`` and the weights that sum them.

    Subclasses give ``TERMS`` (term names), ``WEIGHTS`` and ``terms``; and
    ``reason(game, turn, term)``, the sentence for a turn whose decisive term
    is ``term`` (the game standing before the turn), or ``None`` when that
    sentence would claim what the position does not have.
    """

    game: str = ""
    TERMS: tuple[str, ...] = ()
    WEIGHTS: tuple[float, ...] = ()
    MESSAGES: Catalog = COMMON_REASONS
    # What a turn leaves on the board, in the game's words, to tell two turns apart where no term's sentence
    # is true of the move (:func:`.hint.contrast`): ``(name, sign)``, the first that differs said first;
    # ``sign`` +1 where more is better for the mover, -1 where fewer is.  Each name's sentence is the
    # message ``"mieux_" + name`` (params ``b``: the turn's figure, ``p``: the other's, ``other``: the other).
    FACTS: tuple[tuple[str, int], ...] = ()

    def terms(self, game, me: int) -> tuple[float, ...]:
        raise NotImplementedError

    def score(self, game, me: int) -> float:
        """The position's worth for ``me``: ±WIN once over (more for a bigger win), else the weighted terms."""
        if game.is_over:
            return terminal(game, me)
        return self.total(game, me)

    def total(self, game, me: int) -> float:
        """The weighted sum of the terms of a game not over: the sum of :meth:`contributions`, in their order."""
        return sum(w * t for w, t in zip(self.weights(game), self.terms(game, me), strict=True))

    def weights(self, game) -> tuple[float, ...]:
        """The terms' weights for ``game`` (``WEIGHTS``, unless they depend on the rule set)."""
        return self.WEIGHTS

    def contributions(self, game, me: int) -> dict[str, float]:
        """Each term's weighted part of :meth:`score` (a finished game: all zero)."""
        if game.is_over:
            return dict.fromkeys(self.TERMS, 0.0)
        return {name: w * t for name, w, t in zip(self.TERMS, self.weights(game), self.terms(game, me), strict=True)}

    def reason(self, game, turn: tuple, term: str | None) -> Reason | None:
        """The sentence for ``turn`` when ``term`` decides it, or ``None``.

        ``term`` is ``None`` when no term separates the turn from the next best:
        then only what the move does by itself may be said (it bears off, it
        takes...).  A sentence says only what the position after the turn has;
        when the term's own sentence would not be true, the answer is ``None``
        and the hint says so in general words (``equal``, ``preferred``).
        """
        raise NotImplementedError

    def facts(self, game, me: int) -> tuple[int, ...]:
        """``me``'s figures of :attr:`FACTS`, in their order, in ``game``'s position (a game in play)."""
        return ()

    def msg(self, code: str, **params) -> Reason:
        return self.MESSAGES(code, **params)


def terminal(game, me: int) -> float:
    """A finished game's worth for ``me``: a win counts its points (Jacquet scores 1 to 4)."""
    out = game.outcome
    if out.winner is None:
        return 0.0
    worth = WIN + 100.0 * (out.points - 1)
    return worth if out.winner == me else -worth


def kernel_terminal(state, me: int) -> float:
    """:func:`terminal` of a finished rules kernel (its ``result()``: kind, winner, points)."""
    _, winner, points = state.result()
    if winner is None:
        return 0.0
    worth = WIN + 100.0 * (points - 1)
    return worth if winner == me else -worth


def join(*parts: Reason) -> Reason:
    """Sentences one after the other, in both languages."""
    head = parts[0]
    return Reason(head.code, " ".join(p.fr for p in parts), " ".join(p.en for p in parts), head.params)


def sigmoid(z: float) -> float:
    """The logistic function, 0 and 1 beyond |z| > 60 (no overflow): the fitted models' chances."""
    if z < -60:
        return 0.0
    if z > 60:
        return 1.0
    return 1.0 / (1.0 + math.exp(-z))
