"""Computer players, written against the game protocol only.

A player is anything with ``choose(game) -> move``.  Throws are not the
player's business: whoever drives the game calls ``game.roll()``.
"""

from __future__ import annotations

from .core.rng import Rng


class RandomPlayer:
    """Plays a uniformly random legal move (its own seeded generator)."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x5EED)

    def choose(self, game):
        moves = game.legal_moves()
        return moves[self.rng.below(len(moves))]


class GreedyPlayer:
    """Plays the move whose resulting position scores best for the mover.

    The score is the game's own ``progress(player)`` (a number the game defines:
    pieces home, pieces taken...), minus the opponent's; ties are broken at
    random.  One ply deep: simple, but it never misses an immediate gain.
    """

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed ^ 0x6EED)

    def choose(self, game):
        me = game.to_play
        best, best_score = [], None
        for move in game.legal_moves():
            game.play(move)
            score = game.progress(me) - game.progress(1 - me)
            game.undo()
            if best_score is None or score > best_score:
                best, best_score = [move], score
            elif score == best_score:
                best.append(move)
        return best[self.rng.below(len(best))]


PLAYERS = {"random": RandomPlayer, "greedy": GreedyPlayer}
