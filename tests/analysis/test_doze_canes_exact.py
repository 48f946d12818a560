"""Doze canes' exact odds: checked against the rules, by hand, and by simulation."""

from fractions import Fraction

import pytest

from jocari_edu import new_game
from jocari_edu.analysis import doze_canes as exact
from jocari_edu.games.doze_canes import THROWS, DozeCanes


@pytest.fixture(scope="module")
def table():
    return exact.solve()


def flip(v):
    return exact.Values(v.black, v.draw, v.white, v.turns, v.turns_squared)


# -- the exact values obey the rules -------------------------------------------------------


def test_every_state_is_solved_with_probabilities_that_add_up(table):
    assert len(exact.transitions()) == 2 * (210 - 7)  # 210 multisets of six contents, 7 of them full
    for v in table.values():
        assert v.white + v.draw + v.black == 1
        assert all(0 <= p <= 1 for p in (v.white, v.draw, v.black)) and v.turns >= 0 and v.turns_variance >= 0


def test_every_state_satisfies_its_equation_exactly(table):
    """Each value is the average, over the 21 throws, of the value after the throw (plus one turn)."""
    for (cells, thrower), v in table.items():
        if all(abs(c) == 2 for c in cells):
            continue
        after = [(table[exact.state(exact.play_dice(cells, thrower, throw), 1 - thrower)], p) for throw, p in THROWS]
        assert v.white == sum(p * w.white for w, p in after)
        assert v.draw == sum(p * w.draw for w, p in after)
        assert v.turns == 1 + sum(p * w.turns for w, p in after)
        assert v.turns_squared == sum(p * (1 + 2 * w.turns + w.turns_squared) for w, p in after)


def test_the_colours_are_symmetric(table):
    for (cells, thrower), v in table.items():
        assert table[exact.state([-c for c in cells], 1 - thrower)] == flip(v)


def test_floats_agree_with_fractions(table):
    floats = exact.solve(exact=False)
    for s, v in table.items():
        assert all(abs(float(a) - b) < 1e-12 for a, b in zip(v, floats[s], strict=True))


def test_an_end_position_solved_by_hand():
    """White holds 1-3 as pairs, Black 4-5, White has a single on 6 and throws.

    Writing x for White's chance with White to throw and the single White's,
    y with Black to throw, u and v the same with the single Black's:
    x = 11/36 + 25/36 y (any 6 pairs it);  y = 10/36 u + 25/36 x (a double 6 pairs Black's for a draw);
    u = 1/36 + 10/36 y + 25/36 v;  v = 25/36 u (any 6 makes Black's pair: a draw).
    """
    q = Fraction(1, 36)
    # From v = 25q u and u = q + 10q y + 25q v: u = (q + 10q y) / (1 - 625 q^2).
    # Then y = 10q u + 25q x and x = 11q + 25q y, solved for x.
    a = 1 - 625 * q * q
    # y = 10q (q + 10q y) / a + 25q x  =>  y (1 - 100 q^2 / a) = 10 q^2 / a + 25q x
    k = 1 - 100 * q * q / a
    y_const, y_x = 10 * q * q / a / k, 25 * q / k
    x = (11 * q + 25 * q * y_const) / (1 - 25 * q * y_x)
    game = DozeCanes.arrange(1, white=[1, 1, 2, 2, 3, 3, 6], black=[4, 4, 5, 5])
    white, draw, black = exact.win_probabilities(game)
    assert white == x and black == 0 and draw == 1 - x


def test_the_game_is_long_and_favours_the_first_to_throw():
    """The headline figures, recomputed from the distribution of the length."""
    v = exact.start_values()
    dist = exact.turn_distribution()
    assert abs(sum(dist) - 1) < 1e-12
    assert abs(sum(t * p for t, p in enumerate(dist)) - float(v.turns)) < 1e-9
    assert abs(sum(t * t * p for t, p in enumerate(dist)) - float(v.turns_squared)) < 1e-7
    assert dist[:6] == (0.0,) * 6  # twelve entries at least fill six points as pairs: six throws
    assert v.white > v.black  # throwing first is an advantage


# -- from a game's position --------------------------------------------------------------------


def test_the_house_chosen_makes_no_difference():
    odds = {exact.win_probabilities(DozeCanes.arrange(q, white=[first + 1], black=[first + 3, first + 3], to_play=1))
            for q, first in ((1, 0), (2, 6), (3, 12), (4, 18))}
    assert len(odds) == 1
    game = new_game("doze_canes")
    assert exact.win_probabilities(game) == exact.start_values()[:3]
    game.play("Q2")
    assert exact.win_probabilities(game) == exact.start_values()[:3]


def test_a_position_in_the_middle_of_a_turn_has_the_odds_of_the_next_throw():
    game = DozeCanes.arrange(1, white=[2], black=[4], throw=(4, 4))
    middle = exact.win_probabilities(game)
    game.play("4")
    assert exact.win_probabilities(game) == middle
    game.play("4")
    assert game.awaiting_throw and exact.win_probabilities(game) == middle


def test_a_finished_game_has_certain_odds():
    game = DozeCanes.arrange(1, white=[1, 1, 2, 2, 3, 3, 4], black=[5, 5, 6, 6], throw=(4, 1))
    game.play("4")
    assert exact.win_probabilities(game) == (1, 0, 0)
    assert exact.values_of(game).turns == 0


def test_the_cache_can_be_cleared_and_refilled():
    before = exact.start_values()
    exact.clear_cache()
    assert exact.start_values() == before


# -- against simulation: 99% confidence intervals ------------------------------------------------


def chi2_critical_99(df: int) -> float:
    """The 99% quantile of chi-square (Wilson-Hilferty; within 0.5% for df >= 3)."""
    h = 2 / (9 * df)
    return df * (1 - h + exact.Z99 * h**0.5) ** 3


@pytest.fixture(scope="module")
def sim():
    return exact.monte_carlo(10_000, seed=20250)


def test_simulated_results_fall_in_their_99_percent_intervals(sim):
    v = exact.start_values()
    for count, p in ((sim.white, v.white), (sim.draws, v.draw), (sim.black, v.black)):
        low, high = sim.interval(float(p))
        assert low <= count / sim.games <= high


def test_simulated_mean_length_falls_in_its_99_percent_interval(sim):
    v = exact.start_values()
    half = exact.Z99 * (float(v.turns_variance) / sim.games) ** 0.5
    assert abs(sum(sim.turns) / sim.games - float(v.turns)) <= half


def test_simulated_lengths_follow_the_exact_distribution(sim):
    """Chi-square goodness of fit, lengths grouped so that each group expects 50 games or more."""
    dist = exact.turn_distribution()
    groups, expected, lo = [], [], 0
    while lo < len(dist):
        hi, mass = lo, 0.0
        while hi < len(dist) and mass * sim.games < 50:
            mass += dist[hi]
            hi += 1
        groups.append((lo, hi))
        expected.append(mass * sim.games)
        lo = hi
    if expected[-1] < 50:  # fold a thin tail into the group before it
        groups[-2:] = [(groups[-2][0], groups[-1][1])]
        expected[-2:] = [expected[-2] + expected[-1]]
    observed = [sum(1 for t in sim.turns if a <= t < b) for a, b in groups]
    assert sum(observed) == sim.games
    chi2 = sum((o - e) ** 2 / e for o, e in zip(observed, expected, strict=True))
    assert chi2 < chi2_critical_99(len(groups) - 1)


def test_simulation_from_a_middle_game_position_agrees():
    game = DozeCanes.arrange(3, white=[13, 13, 15], black=[14, 16, 16, 18], to_play=1)
    sim = exact.monte_carlo(3000, seed=7, start=game.position())
    for count, p in zip((sim.white, sim.draws, sim.black), exact.win_probabilities(game), strict=True):
        low, high = sim.interval(float(p))
        assert low <= count / sim.games <= high


def test_the_solver_plays_a_turn_as_the_game_does():
    """play_dice (the solver's turns, through the kernel) gives the house a turn played through the teaching API."""
    from itertools import combinations_with_replacement

    for k, cells in enumerate(combinations_with_replacement((-2, -1, 0, 1, 2), 6)):
        if all(abs(c) == 2 for c in cells) or k % 3:
            continue
        white = [p for p, c in enumerate(cells, 1) for _ in range(max(c, 0))]
        black = [p for p, c in enumerate(cells, 1) for _ in range(max(-c, 0))]
        for thrower in (0, 1):
            for throw, _ in THROWS:
                for dice in {throw, throw[::-1]}:
                    game = DozeCanes.arrange(1, white=white, black=black, to_play=thrower, throw=throw)
                    for die in dice:
                        if game.legal_moves() and game.is_legal(str(die)):
                            game.play(str(die))
                    assert not game.legal_moves()  # the turn is over
                    assert exact.play_dice(cells, thrower, dice) == tuple(game.cells), (cells, thrower, dice)
