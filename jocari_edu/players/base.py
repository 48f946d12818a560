"""What every player shares: the random and greedy players, turns, and the clock.

A player is anything with ``choose(game) -> move``.  Throws are not the
player's business: whoever drives the game calls ``game.roll()``.

Players use the game's public protocol only (``legal_moves``, ``play``,
``undo``, ``roll``, ``throw_outcomes``, ``awaiting_throw``, ``to_play``,
``is_over``, ``winner``, ``outcome``, ``position``...).  A search plays and
takes back moves on the very game it is given and leaves it exactly as it
found it (history, position and generator), even when its time runs out.

A player's choices come from its own :class:`random.Random`, seeded: they are
not part of any record (the record holds the moves), so they need not come
from the game's generator.  ``random()`` with an integer seed gives the same
numbers on every Python, Pyodide included.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable


class RandomPlayer:
    """Plays a uniformly random legal move (its own seeded generator, or the ``draw`` it is given)."""

    name = "random"

    def __init__(self, seed: int = 0, *, draw: Callable[[], float] | None = None) -> None:
        # draw: another generator's random() to choose with (the lab's random players share one a game)
        self.random = random.Random(seed ^ 0x5EED).random if draw is None else draw

    def choose(self, game):
        moves = game.legal_moves()
        return moves[int(self.random() * len(moves))]

    def choose_action(self, state):
        """The same choice on a rules kernel (``jocari_edu.games.new_state``): one of its legal actions."""
        actions = state.actions  # (legal_actions(), without the call)
        return actions[int(self.random() * len(actions))]


class GreedyPlayer:
    """Plays the move whose resulting position scores best for the mover.

    The score is the game's own ``progress(player)`` (a number the game defines:
    pieces home, pieces taken...), minus the opponent's; ties are broken at
    random.  One ply deep: simple, but it never misses an immediate gain.
    The levels (:mod:`jocari_edu.players.levels`) use each game's own
    evaluation instead; this player stays as the reference they are measured against.
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


# -- the clock ------------------------------------------------------------------------


class OutOfTime(Exception):
    """Raised inside a search when its budget (seconds or nodes) is spent."""


class Budget:
    """A search's allowance: ``seconds`` of ``clock`` and/or ``nodes`` visited.

    The search calls :meth:`tick` at every node; the clock is read every
    ``every`` nodes (reading it costs as much as a node).  ``clock=None`` (or
    ``seconds=None``) makes the budget count nodes only, so that a search
    gives the same answer on any machine: simulations use that.  A test can
    give its own clock to check that the search stops when the time is spent.
    """

    __slots__ = ("seconds", "nodes", "clock", "every", "start", "count", "_next")

    def __init__(self, seconds: float | None = None, nodes: int | None = None, *,
                 clock: Callable[[], float] | None = time.perf_counter, every: int = 16) -> None:
        self.seconds = seconds if clock is not None else None
        self.nodes = nodes
        self.clock = clock
        self.every = every
        self.start = clock() if self.seconds is not None else 0.0
        self.count = 0
        self._next = every

    def tick(self) -> None:
        self.count = n = self.count + 1
        if self.nodes is not None and n > self.nodes:
            raise OutOfTime
        if n >= self._next:
            self._next = n + self.every
            if self.seconds is not None and self.clock() - self.start >= self.seconds:
                raise OutOfTime

    def elapsed(self) -> float:
        return self.clock() - self.start if self.seconds is not None else 0.0


def rewind(game, length: int) -> None:
    """Take back every event past ``length`` (after a search was interrupted)."""
    while len(game.history) > length:
        game.undo()


# -- turns --------------------------------------------------------------------------------


def turn_over(game, me: int) -> bool:
    """Has ``me``'s turn ended (a throw is due, the other side acts, or the game is over)?"""
    return game.is_over or game.awaiting_throw or game.to_play != me


def turns(game, budget: Budget | None = None) -> list[tuple]:
    """Each distinct way the player to move can play their whole turn, as tuples of moves.

    A turn is every decision of one player until the next throw or the
    opponent's decision: one move at Senet, a move and its take at la
    Marelle, a checker per die at Jacquet.  Orders of the same steps that
    reach the same position count once (the first found).  The game is left
    as it was, unless the budget runs out (the search then rewinds it).
    """
    me = game.to_play
    seen: set = set()  # positions reached, at the turn's end or on the way
    found: list = []
    seq: list = []

    def walk():
        for move in game.legal_moves():
            if budget is not None:
                budget.tick()
            game.play(move)
            key = game.position()
            if key not in seen:
                seen.add(key)
                seq.append(move)
                if turn_over(game, me):
                    found.append(tuple(seq))
                else:
                    walk()
                seq.pop()
            game.undo()

    walk()
    return found


def turn_so_far(history, player: int) -> tuple:
    """The moves ``player`` has played of the turn under way (the last events of ``history``, moves of theirs
    since the last throw or the other side's move; empty when their next move begins a turn): a mill before its
    take, Jacquet's first die, Piccione's first step."""
    steps = []
    for event in reversed(history):
        if event.kind != "move" or event.player != player:
            break
        steps.append(event.value)
    return tuple(reversed(steps))


def play_turn(game, turn) -> None:
    for move in turn:
        game.play(move)


def undo_turn(game, turn) -> None:
    for _ in turn:
        game.undo()
