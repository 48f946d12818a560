"""A cost that holds up: a margin between two turns, checked beyond the estimate that found it.

The review (:mod:`.review`) finds a costly decision by the win chances at its
depth (:mod:`.chances`); the issue's independent check (each turn played out
from the position with the same throws) found that the better move held up
clearly in only 21–53 % of the decisions flagged, the rest too close to tell.
Before a decision is called costly (the review's marks, a puzzle's answer,
the tutor's warning), its margin is therefore checked again:

- :func:`deeper_margin`, the check the review and the puzzles use: both turns
  valued again by the same estimate one throw deeper (la Marelle: one ply more
  of search), cheap enough for the site's worker;
- :func:`playout_margin`, the independent check of the benchmark
  (``benchmarks/holdup.py``): both turns played out ``games`` times from the
  position, both sides at a named level, each pair of games with the same
  throws (common random numbers), the difference averaged with its standard
  error.

:func:`holds` says whether a margin that was found is confirmed: the deeper
check must still find the better turn better by at least :data:`SHARE` of the
margin found and by :data:`FLOOR` points at least; otherwise the two turns are
too close to tell, and nothing is blamed on their difference.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..core import Rng
from .chances import MAX_DEPTH, after_turn, estimator

SHARE = 0.5  # the deeper check keeps at least this share of the margin found...
FLOOR = 0.5  # ...and at least this many points (the review's floor for a costly decision)
CHECKED = 8  # the review checks at most this many of a side's costliest decisions (in the order of the loss found)


@dataclass(frozen=True)
class Margin:
    """How much better one turn is than another, in points of chance (0-100), by two estimates."""

    found: float  # by the estimate that found it
    checked: float  # by the deeper check
    depth: int  # the depth of the check (:mod:`.chances`' meaning)

    @property
    def holds(self) -> bool:
        return holds(self.found, self.checked)

    @property
    def shown(self) -> float:
        """The margin a learner is told: the smaller of the two (never more than the check confirms)."""
        return min(self.found, self.checked)


def holds(found: float, checked: float) -> bool:
    """Does the ``checked`` margin (points) confirm the ``found`` one (see the module's docstring)?"""
    return checked >= FLOOR and checked >= SHARE * found


def check_depth_of(depth: int) -> int:
    """The depth the check looks through for a margin found at ``depth``: one more (at most MAX_DEPTH)."""
    return min(depth + 1, MAX_DEPTH)


def turn_chances(game, turns: list[tuple], depth: int, using=None) -> list[float]:
    """The mover's score (0-1, a draw half) after each of ``turns`` (notations or moves), valued as the
    review values a turn played (:func:`~.chances.after_turn`) at ``depth``; ``game`` is left as it was."""
    mover = game.to_play
    using = using if using is not None else estimator(game, depth=depth)
    found = []
    for turn in turns:
        played = 0
        try:
            for move in turn:
                game.play(move)
                played += 1
            found.append(after_turn(game, mover, using=using).score)
        finally:
            for _ in range(played):
                game.undo()
    return found


def deeper_margin(game, better: tuple, other: tuple, *, found: float, depth: int = 0) -> Margin:
    """The margin of the turn ``better`` over ``other`` (from ``game``'s position, a move due; left as it
    was), ``found`` points at ``depth``, checked one throw deeper (:func:`check_depth_of`)."""
    deeper = check_depth_of(depth)
    a, b = turn_chances(game, [better, other], deeper)
    return Margin(found, 100.0 * (a - b), deeper)


@dataclass(frozen=True)
class Playouts:
    """Both turns played out with the same throws: the mean difference of results (points) and its error."""

    games: int
    mean: float  # points: the better turn's average result minus the other's (a win 100, a draw 50)
    error: float  # the standard error of ``mean``

    @property
    def holds(self) -> bool:
        """The better turn did better by two standard errors and more."""
        return self.mean > 2 * self.error

    @property
    def reversed(self) -> bool:
        """The other turn did at least as well (the « better » one was in fact no better)."""
        return self.mean <= 0

    def to_dict(self) -> dict:
        return {"games": self.games, "mean": round(self.mean, 3), "error": round(self.error, 3)}


def playout_margin(game, better: tuple, other: tuple, *, games: int = 40, level: str = "moyen",
                   seed: int = 0, max_events: int = 20_000) -> Playouts:
    """Each of the turns ``better`` and ``other`` played from ``game``'s position, then the game played out
    ``games`` times, both sides at ``level`` (counting nodes, not seconds: the same games on any machine);
    game ``i`` after either turn draws its throws from one generator seeded alike (common random numbers)
    and its players are seeded alike.  ``game`` is left as it was."""
    diffs = [a - b for a, b in (_played_out(game, (better, other), i, level, seed, max_events) for i in range(games))]
    return _playouts(diffs)


def _played_out(game, turns, i: int, level: str, seed: int, max_events: int) -> list[float]:
    """The mover's result of play-out ``i`` after each of ``turns``: the same throws and the same players'
    seeds after each (common random numbers).  ``game`` is left as it was."""
    from ..players import make_player

    mover = game.to_play
    results = []
    for turn in turns:
        start = len(game.history)
        try:
            for move in turn:
                game.play(move)
            rng = Rng(seed * 1_000_003 + i)
            players = [make_player(level, seed * 7919 + 2 * i + k, deterministic=True) for k in (0, 1)]
            state = game.state
            for _ in range(max_events):
                if state.is_chance_node():
                    game.roll(*state.sample_throw(rng))
                elif state.is_terminal():
                    break
                else:
                    game.play(players[state.player].choose(game))
            results.append(_result(game, mover))
        finally:
            while len(game.history) > start:
                game.undo()
    return results


def _playouts(diffs: list[float]) -> Playouts:
    mean = sum(diffs) / len(diffs)
    var = sum((d - mean) ** 2 for d in diffs) / max(1, len(diffs) - 1)
    return Playouts(len(diffs), mean, math.sqrt(var / len(diffs)))


@dataclass(frozen=True)
class Confirmation:
    """A turn's lead over its rivals played out (:func:`confirm_by_playouts`): the verdict and the figures."""

    verdict: str  # "held" (ahead of every rival by 2 SE), "refuted" (it can no longer get there) or "undecided"
    games: int  # play-outs of the turn (each rival's as many, with the same throws)
    against: tuple[Playouts, ...]  # the turn's lead over each rival

    @property
    def held(self) -> bool:
        return self.verdict == "held"


def confirm_by_playouts(game, better: tuple, rivals: list[tuple], *, budget: int = 96, step: int = 8,
                        first: int = 16, level: str = "moyen", seed: int = 0, z: float = 2.0,
                        max_events: int = 20_000) -> Confirmation:
    """Is the turn ``better`` ahead of each of ``rivals`` (from ``game``'s position, a move due; left as it
    was) when played out?  Play-out ``i`` of every turn has the same throws and players' seeds (common random
    numbers; ``better``'s own is played once for all rivals), ``step`` at a time, ``budget`` at most.  After
    each step, from ``first`` play-outs on, the search stops:

    - **held**: ``better``'s mean result is ahead of every rival's by ``z`` standard errors (two by default);
    - **refuted**: against some rival it clearly cannot get there — the top of its lead's ``z``-error interval
      is under the lead it would need at the full budget (``z`` errors of ``budget`` play-outs: its error now
      times sqrt(n / budget)); a rival ahead of it by ``z`` errors is always so;
    - **undecided**: the budget is spent and neither holds.

    A check looked at after each step passes by chance more often than a single look would: a second check
    (:func:`replicate`: other throws, a larger ``step`` and ``z``) tells a lead that holds from a lucky one."""
    diffs: list[list[float]] = [[] for _ in rivals]
    n = 0
    while n < budget:
        for i in range(n, min(n + step, budget)):
            own, *others = _played_out(game, (better, *rivals), i, level, seed, max_events)
            for d, other in zip(diffs, others, strict=True):
                d.append(own - other)
        n = len(diffs[0])
        if n < first:
            continue
        leads = [_playouts(d) for d in diffs]
        if all(r.mean > z * r.error for r in leads):
            return Confirmation("held", n, tuple(leads))
        if any(r.mean + z * r.error < z * r.error * math.sqrt(n / budget) for r in leads):
            return Confirmation("refuted", n, tuple(leads))
    return Confirmation("undecided", n, tuple(_playouts(d) for d in diffs))


def best_by_playouts(game, turns: list, *, games: int, level: str = "moyen", seed: int = 0,
                     max_events: int = 20_000) -> tuple[int, list[Playouts]]:
    """Each of ``turns`` (from ``game``'s position, a move due; left as it was) played out ``games`` times,
    play-out ``i`` of each with the same throws and players' seeds (common random numbers): the index of the one
    with the best mean result (the first of equals), and its lead over each other turn, in their order."""
    runs = [_played_out(game, tuple(turns), i, level, seed, max_events) for i in range(games)]
    means = [sum(r[k] for r in runs) / games for k in range(len(turns))]
    best = max(range(len(turns)), key=lambda k: (means[k], -k))
    return best, [_playouts([r[best] - r[k] for r in runs]) for k in range(len(turns)) if k != best]


# A second, independent confirmation's seeds: the first's plus this.  Play-out ``i`` of a check seeded ``s`` draws its
# throws from ``Rng(s * 1_000_003 + i)`` (``i`` < 1,000,003): another ``s``, other generators — none of the first
# check's throws is played again (and its players' seeds, ``s * 7919 + …``, differ too)
REPLICA = 1 << 40


def replica_seed(seed: int) -> int:
    """The seed of the independent second check of a confirmation seeded ``seed`` (:data:`REPLICA`)."""
    return seed + REPLICA


def replicate(game, better: tuple, rivals: list[tuple], *, seed: int, budget: int = 384, step: int = 64,
              first: int = 64, z: float = 2.5, level: str = "moyen", max_events: int = 20_000) -> Confirmation:
    """A confirmation (:func:`confirm_by_playouts`, seeded ``seed``) checked again with throws it never played
    (:func:`replica_seed`): larger steps (fewer looks) and a higher bar (``z`` errors), so that a lead that held by
    chance rarely holds twice.  ``game`` is left as it was."""
    return confirm_by_playouts(game, better, rivals, budget=budget, step=step, first=first, level=level,
                               seed=replica_seed(seed), z=z, max_events=max_events)


def _result(game, me: int) -> float:
    """``me``'s result of a game played out: 100 a win, 50 a draw or a game cut short, 0 a loss."""
    if not game.is_over or game.winner is None:
        return 50.0
    return 100.0 if game.winner == me else 0.0


__all__ = ["CHECKED", "FLOOR", "REPLICA", "SHARE", "Confirmation", "Margin", "Playouts", "best_by_playouts",
           "confirm_by_playouts",
           "deeper_margin", "holds", "playout_margin", "replica_seed", "replicate", "turn_chances"]
