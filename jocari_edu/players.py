"""Computer players, written against the game protocol only.

A player is anything with ``choose(game) -> move``.  Throws are not the
player's business: whoever drives the game calls ``game.roll()``.

A player's choices come from its own :class:`random.Random`, seeded: they are
not part of any record (the record holds the moves), so they need not come
from the game's generator.  ``random()`` with an integer seed gives the same
numbers on every Python, Pyodide included, and costs about a quarter of
a pure-Python draw; simulations make one choice per move.
"""

from __future__ import annotations

import random


class RandomPlayer:
    """Plays a uniformly random legal move (its own seeded generator)."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.random = random.Random(seed ^ 0x5EED).random

    def choose(self, game):
        moves = game.legal_moves()
        return moves[int(self.random() * len(moves))]

    def choose_action(self, state):
        """The same choice on a rules kernel (``jocari_edu.games.new_state``): one of its legal actions."""
        actions = state.legal_actions()
        return actions[int(self.random() * len(actions))]


class GreedyPlayer:
    """Plays the move whose resulting position scores best for the mover.

    The score is the game's own ``progress(player)`` (a number the game defines:
    pieces home, pieces taken...), minus the opponent's; ties are broken at
    random.  One ply deep: simple, but it never misses an immediate gain.
    """

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.random = random.Random(seed ^ 0x6EED).random

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
        return best[int(self.random() * len(best))]


PLAYERS = {"random": RandomPlayer, "greedy": GreedyPlayer}
