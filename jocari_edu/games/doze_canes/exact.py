"""Doze canes, exactly: who wins, how often, and after how many turns.

Nobody decides anything in Doze canes but the house, and the house makes no
difference: the game is pure chance.  So its odds can be computed exactly,
as an absorbing Markov chain, played through the game's own kernel
(:class:`~jocari_edu.games.doze_canes.rules.DozeCanesState`: every turn of
the chain is a throw and its entries, applied by the rules themselves).
It lives with the rules, below the players (the perfect player asks it) and
the analysis (:mod:`jocari_edu.analysis.doze_canes` gives it to lessons).

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

from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import NamedTuple

from .rules import HOUSE_SIZE, THROWS, DozeCanesState, is_full, result

EMPTY_HOUSE = (0,) * HOUSE_SIZE


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
    """The house after ``player`` plays ``dice`` in order, through the kernel (lost dice change nothing).

    The kernel is given the house with ``dice`` as the throw, and plays its
    first legal entry until the turn is over: the dice in their order, a
    lost die skipped (D3), none after the sixth pair (D6; on a full house
    every die is lost, so nothing changes).
    """
    return _turn(DozeCanesState.place(1, cells, player, "throw"), tuple(dice))


def _turn(kernel: DozeCanesState, dice: tuple) -> tuple:
    """The house after ``kernel``'s player throws ``dice`` and plays them in order (``kernel`` is changed)."""
    kernel.apply_throw(dice)
    while kernel.phase == "move":
        kernel.apply_action(kernel.actions[0])  # its first legal action (legal_actions(), without the call)
    return kernel.cells


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
            kernel = DozeCanesState.place(1, cells, thrower, "throw")
            before = kernel.snapshot()
            for throw, p in THROWS:
                kernel.restore(before)
                s = state(_turn(kernel, throw), 1 - thrower)
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


def _kernel(game) -> DozeCanesState:
    """The kernel of ``game`` (a teaching game), or ``game`` itself if it is one."""
    return game if isinstance(game, DozeCanesState) else game.state


def _next_state(game) -> State:
    """The state at the next throw: the current turn's remaining dice are played out (by the kernel)."""
    now = _kernel(game)
    if now.phase == "house":
        return (EMPTY_HOUSE, 0)
    if now.phase == "move":
        now = now.clone()
        while now.phase == "move":
            now.apply_action(now.legal_actions()[0])
    return state(now.cells, now.player)


def values_of(game, exact: bool = True) -> Values:
    """Every exact figure from ``game``'s position (turns counted from the next throw).

    ``game``: a teaching game or its kernel (:class:`DozeCanesState`).
    """
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
