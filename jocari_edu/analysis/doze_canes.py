"""Doze canes, exactly: who wins, how often, and after how many turns.

Nobody decides anything in Doze canes but the house, and the house makes no
difference: the game is pure chance.  So its odds can be computed exactly,
as an absorbing Markov chain, with the same rule functions the game plays by
(:func:`~jocari_edu.games.doze_canes.entry`, ``is_full``, ``result``).

**A turn** is one throw of the two dice by one player, with the entries that
follow (choice D5 of the game: the order of the dice never matters, so a
throw leads to one position).

**The state** is the content of the house's six points and who throws next;
pieces in hand follow from the board.  The six points play the same part:
each die face names one point, and relabelling the faces leaves the 36
throws equally likely.  So the odds depend only on the *multiset* of the six
contents, which cuts 5**6 boards to 210 (times two throwers).

**Why the chain is solved exactly, in order.**  Pairs are never broken and a
point once occupied is never emptied (a hit replaces one piece by another).
So along any game White's pairs and Black's pairs never decrease and the
empty points never increase: the key ``(white pairs, black pairs, empty
points)`` only moves one way.  Taking the keys from the end of the game
backwards, every transition leads either to a key already solved or to the
same key (checked while solving).  Within one key the states do form cycles
(hits send pieces back), so each key's states are solved together, as one
small linear system in exact fractions.  Each system is non-singular: from
every state some throw leaves the key (a die naming an empty point fills it,
a die naming the thrower's single makes a pair, and a double naming an
opposing single hits it and then pairs), so at least 1/36 of the
probability leaves the key at every turn; hence ``I - Q`` is invertible, and
the number of turns has a finite mean and a geometric tail.

Everything is cached; :func:`clear_cache` empties the cache (for timing).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import NamedTuple

from ..games.doze_canes import HOUSE_SIZE, THROWS, entry, is_full, result

EMPTY_HOUSE = (0,) * HOUSE_SIZE
Z99 = 2.5758293035489004  # two-sided 99% quantile of the normal distribution


class Values(NamedTuple):
    """From one state: White's chance, a draw's, Black's; the turns still to come (mean, mean square)."""

    white: Fraction
    draw: Fraction
    black: Fraction
    turns: Fraction
    turns_squared: Fraction

    @property
    def turns_variance(self) -> Fraction:
        return self.turns_squared - self.turns**2


State = tuple  # (sorted contents of the six points, thrower)


def state(cells, thrower: int) -> State:
    """The canonical state: the six contents sorted (they are exchangeable)."""
    return (tuple(sorted(cells)), thrower)


def play_dice(cells, player: int, dice) -> tuple:
    """The house after ``player`` plays ``dice`` in order (lost dice change nothing)."""
    cells = list(cells)
    for die in dice:
        if is_full(cells):
            break  # D6: the game is over, a die left is not played
        cells[die - 1] = entry(cells[die - 1], player)[0]
    return tuple(cells)


def _key(cells) -> tuple:
    return (cells.count(2), cells.count(-2), cells.count(0))


def _terminal(cells) -> Values:
    winner = result(cells)
    white = Fraction(int(winner == 0))
    black = Fraction(int(winner == 1))
    return Values(white, 1 - white - black, black, Fraction(0), Fraction(0))


@lru_cache(maxsize=1)
def transitions() -> dict:
    """``state -> {next state: probability}`` for every state where a throw is due."""
    table = {}
    for cells in combinations_with_replacement((-2, -1, 0, 1, 2), HOUSE_SIZE):
        if is_full(cells):
            continue
        for thrower in (0, 1):
            nxt: dict = {}
            for (a, b), p in THROWS:
                after = play_dice(cells, thrower, (a, b))
                s = state(after, 1 - thrower)
                nxt[s] = nxt.get(s, 0) + p
            table[(cells, thrower)] = nxt
    return table


@lru_cache(maxsize=2)
def solve(exact: bool = True) -> dict:
    """``state -> Values`` for every state, full houses included.

    ``exact``: fractions (default) or floats (the same computation).
    """
    num = Fraction if exact else float
    trans = transitions()
    values: dict = {}
    for cells in combinations_with_replacement((-2, -1, 0, 1, 2), HOUSE_SIZE):
        if is_full(cells):
            for thrower in (0, 1):
                values[(cells, thrower)] = Values(*map(num, _terminal(cells)))
    groups: dict = {}
    for s in trans:
        groups.setdefault(_key(s[0]), []).append(s)
    for key in sorted(groups, key=lambda k: (-(k[0] + k[1]), k[2])):
        _solve_group(groups[key], trans, values, num)
    return values


def _solve_group(members: list, trans: dict, values: dict, num) -> None:
    """Solve ``x = Q x + r`` on one key's states, every other successor being known."""
    index = {s: i for i, s in enumerate(members)}
    n = len(members)
    matrix = [[num(0)] * n for _ in range(n)]
    rhs = [[num(0)] * 3 for _ in range(n)]  # White wins, draw, turns
    for i, s in enumerate(members):
        matrix[i][i] += 1
        rhs[i][2] = num(1)
        for t, p in trans[s].items():
            p = num(p)
            if t in index:
                matrix[i][index[t]] -= p
            else:
                if t not in values:
                    raise AssertionError(f"{s} leads to the unsolved {t}: the order of keys is wrong")
                v = values[t]
                rhs[i][0] += p * v.white
                rhs[i][1] += p * v.draw
                rhs[i][2] += p * v.turns
    first = _gauss(matrix, rhs)
    # The mean square: T = 1 + T' gives E[T^2] = 1 + E[2T' + T'^2] over the successors.
    rhs2 = []
    for s in members:
        total = num(1)
        for t, p in trans[s].items():
            p = num(p)
            turns = first[index[t]][2] if t in index else values[t].turns
            total += p * 2 * turns + (0 if t in index else p * values[t].turns_squared)
        rhs2.append([total])
    second = _gauss(matrix, rhs2)
    for i, s in enumerate(members):
        white, draw, turns = first[i]
        values[s] = Values(white, draw, 1 - white - draw, turns, second[i][0])


def _gauss(matrix: list, rhs: list) -> list:
    """Gauss-Jordan elimination on copies; the matrix is non-singular (see the module docstring)."""
    n = len(matrix)
    a = [row[:] + r[:] for row, r in zip(matrix, rhs, strict=True)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        head = a[col][col]
        row = [x / head for x in a[col]]
        a[col] = row
        for r in range(n):
            factor = a[r][col]
            if r != col and factor:
                a[r] = [x - factor * y for x, y in zip(a[r], row, strict=True)]
    return [row[n:] for row in a]


def clear_cache() -> None:
    transitions.cache_clear()
    solve.cache_clear()
    turn_distribution.cache_clear()


# -- from a game ---------------------------------------------------------------


def _next_state(game) -> State:
    """The state at the next throw: the current turn's remaining dice are played out."""
    if game.phase == "house":
        return (EMPTY_HOUSE, 0)
    cells = list(game.cells)
    if game.phase == "move":
        cells = play_dice(cells, game.player, game.left)
        return state(cells, 1 - game.player)
    return state(cells, game.player)


def values_of(game, exact: bool = True) -> Values:
    """Every exact figure from ``game``'s position (turns counted from the next throw)."""
    return solve(exact)[_next_state(game)]


def win_probabilities(game, exact: bool = True) -> tuple:
    """``(White wins, draw, Black wins)`` from ``game``'s position, exactly.

    Whatever is still to be played in the current turn is forced (choice D5),
    so a position in the middle of a turn has the odds of the next throw.
    """
    v = values_of(game, exact)
    return v.white, v.draw, v.black


def start_values(exact: bool = True) -> Values:
    """The figures of a whole game, from the empty house with White to throw."""
    return solve(exact)[(EMPTY_HOUSE, 0)]


@lru_cache(maxsize=4)
def turn_distribution(tol: float = 1e-13) -> tuple:
    """``P(the game lasts exactly t turns)`` for t = 0, 1, ..., in floats.

    The probability of every state is pushed forward one throw at a time until
    less than ``tol`` of it is left unfinished (the tail is geometric).
    """
    trans = {s: [(t, float(p)) for t, p in nxt.items()] for s, nxt in transitions().items()}
    alive = {(EMPTY_HOUSE, 0): 1.0}
    dist = [0.0]
    while sum(alive.values()) >= tol:
        nxt: dict = {}
        ended = 0.0
        for s, q in alive.items():
            for t, p in trans[s]:
                if t in trans:
                    nxt[t] = nxt.get(t, 0.0) + q * p
                else:
                    ended += q * p
        dist.append(ended)
        alive = nxt
    return tuple(dist)


def summary() -> dict:
    """The headline figures of a whole game, for a lesson."""
    v = start_values()
    dist = turn_distribution()
    cumulative, median = 0.0, None
    for t, p in enumerate(dist):
        cumulative += p
        if median is None and cumulative >= 0.5:
            median = t
    return {
        "white": v.white, "draw": v.draw, "black": v.black,
        "turns": v.turns, "turns_sd": float(v.turns_variance) ** 0.5,
        "median_turns": median, "mode_turns": max(range(len(dist)), key=dist.__getitem__),
        "states": len(transitions()),
    }


# -- checking against simulation -----------------------------------------------


@dataclass
class Simulation:
    """Seeded games played through the rules: results and lengths in turns (throws)."""

    games: int
    white: int
    draws: int
    black: int
    turns: list

    def interval(self, p: float, z: float = Z99) -> tuple[float, float]:
        """Where the frequency of an event of probability ``p`` falls, at the confidence ``z`` gives."""
        half = z * (p * (1 - p) / self.games) ** 0.5
        return p - half, p + half


def monte_carlo(games: int, seed: int = 0, start: str | None = None) -> Simulation:
    """Play ``games`` seeded games through the game's own rules.

    ``start``: a position text to play from (default: a new game, whose
    house varies from game to game).  Turns are counted from the next throw.
    """
    from ..games.doze_canes import DozeCanes

    counts = [0, 0, 0]
    lengths = []
    for i in range(games):
        game = DozeCanes.from_position(start, seed=seed + i) if start else DozeCanes(seed=seed + i)
        throws = 0
        while not game.is_over:
            if game.phase == "house":
                game.play(f"Q{i % 4 + 1}")
            elif game.awaiting_throw:
                game.roll()
                throws += 1
            else:
                game.play(game.legal_moves()[0])
        winner = game.winner
        counts[1 if winner is None else 2 * winner] += 1
        lengths.append(throws)
    return Simulation(games, counts[0], counts[1], counts[2], lengths)
