"""Senet's expert weighs positions by the chance of winning: its evaluation's terms on set positions."""

import math

import pytest

from jocari_edu.games.senet import Senet
from jocari_edu.players import make_player, suggest
from jocari_edu.players.levels import evaluation
from jocari_edu.players.senet import FITTED, SenetEvaluation, SenetFortEvaluation, SenetOddsEvaluation, features

RULE_SETS = ["standard", "jequier"]


def test_the_expert_weighs_senet_by_the_odds_and_the_other_levels_by_the_race():
    game = Senet.arrange("standard", white=[12, 20], black=[14, 22], off=(3, 3), throw=2)
    for level, kind in (("moyen", SenetEvaluation), ("fort", SenetFortEvaluation), ("expert", SenetOddsEvaluation)):
        assert type(make_player(level, 0, deterministic=True).search_for(game).evaluation) is kind


def test_fort_weighs_the_race_except_in_bell_where_it_weighs_the_odds():
    fort, race, odds = SenetFortEvaluation(), SenetEvaluation(), SenetOddsEvaluation()
    for rule_set, white, black, off in (("standard", [12, 20], [14, 22], (3, 3)),
                                        ("kendall", [3, 12, 20], [14, 22, 25], (4, 4)),
                                        ("piccione", [4, 12], [9], (1, 1))):  # (Piccione: the others in hand)
        game = Senet.arrange(rule_set, white=white, black=black, off=off)
        assert fort.score(game, 0) == race.score(game, 0) and fort.score(game, 1) == race.score(game, 1)
    game = Senet.arrange("bell", white=[2, 4, 6, 8, 10, 12, 14, 16, 18, 23], black=[1, 3, 5, 7, 9, 11, 13, 17, 19, 21])
    assert fort.score(game, 0) == odds.score(game, 0) != race.score(game, 0)
    with pytest.raises(ValueError, match="no evaluation 'odds' for the game 'marelle'"):
        evaluation("marelle", "odds")


@pytest.mark.parametrize("rule_set", RULE_SETS)
def test_the_course_term_adds_the_value_of_each_square_held(rule_set):
    game = Senet.arrange(rule_set, white=[3, 17, 25], black=[9, 21], off=(2, 3))
    ev = SenetOddsEvaluation()
    values = FITTED[rule_set]["squares"]  # square 1 first
    course = ev.terms(game, 0)[0]
    assert course == pytest.approx(values[2] + values[16] + values[24] - values[8] - values[20])
    assert ev.terms(game, 1)[0] == pytest.approx(-course)


@pytest.mark.parametrize("rule_set", RULE_SETS)
def test_the_trait_term_says_who_throws_next(rule_set):
    white_next = Senet.arrange(rule_set, white=[5, 12], black=[8, 14], off=(3, 3), to_play=0)
    black_next = Senet.arrange(rule_set, white=[5, 12], black=[8, 14], off=(3, 3), to_play=1)
    ev = SenetOddsEvaluation()
    assert ev.terms(white_next, 0)[-1] == 1.0 and ev.terms(white_next, 1)[-1] == -1.0
    assert ev.terms(black_next, 0)[-1] == -1.0
    # throwing next is worth something: the same pawns, a better chance for the side that throws
    assert ev.chance(white_next, 0) > ev.chance(black_next, 0)


@pytest.mark.parametrize("rule_set", RULE_SETS)
def test_the_score_is_the_chance_of_winning_and_the_two_sides_add_up_to_one(rule_set):
    game = Senet.arrange(rule_set, white=[4, 11, 19, 26], black=[2, 13, 16, 24, 29], off=(1, 0), to_play=1)
    ev = SenetOddsEvaluation()
    p = ev.chance(game, 0)
    z = sum(ev.contributions(game, 0).values())
    assert p == pytest.approx(1 / (1 + math.exp(-z)))
    assert p + ev.chance(game, 1) == pytest.approx(1.0)
    assert ev.score(game, 0) == pytest.approx(100 * (2 * p - 1))
    assert -100 < ev.score(game, 0) < 100


@pytest.mark.parametrize("rule_set", RULE_SETS)
def test_a_pawn_borne_off_or_further_along_raises_the_chance(rule_set):
    ev = SenetOddsEvaluation()
    behind = Senet.arrange(rule_set, white=[6, 14], black=[8, 15], off=(3, 3))
    ahead = Senet.arrange(rule_set, white=[16, 14], black=[8, 15], off=(3, 3))
    off = Senet.arrange(rule_set, white=[14], black=[8, 15], off=(4, 3))
    assert ev.chance(behind, 0) < ev.chance(ahead, 0) < ev.chance(off, 0)


def test_the_pawn_before_the_house_of_water_is_worth_less_than_its_distance_says():
    # Standard: water on 28.  A pawn on 27 stops on 28 with a 1 (4 chances in 16) and
    # restarts on 15; on 29 it has passed the water, on a protected square.
    values = FITTED["standard"]["squares"]
    step = (values[26] - values[15]) / 11  # the mean gain per square from 16 to 27
    assert values[28] - values[26] > 2 * step  # 27 -> 29 is worth more than two ordinary squares


@pytest.mark.parametrize("rule_set", RULE_SETS)
def test_the_fitted_figures_are_the_evaluations_own(rule_set):
    # tools/fit_senet_evaluation.py fits weights on ``features``: the same sum as the evaluation's terms.
    game = Senet.arrange(rule_set, white=[1, 9, 10, 20, 27], black=[5, 12, 21, 22, 23], to_play=1)
    ev = SenetOddsEvaluation()
    fitted = FITTED[rule_set]
    weights = (*fitted["squares"], *(fitted[t] for t in SenetOddsEvaluation.TERMS[1:]))
    for me in (0, 1):
        x = features(game, me)
        assert sum(w * f for w, f in zip(weights, x, strict=True)) == pytest.approx(sum(ev.contributions(game, me).values()))


@pytest.mark.parametrize("rule_set", RULE_SETS)
def test_no_term_weighs_against_its_sentence(rule_set):
    # a hint says "puts the pawn in safety" for abri: the model must never count safety against the mover
    fitted = FITTED[rule_set]
    assert all(fitted[t] >= 0 for t in ("sortie", "abri", "menace", "barrage"))


def test_the_expert_jumps_the_house_of_water_where_the_race_count_sees_no_danger():
    # Standard, throw 2.  The pawn on 27 stops in the House of Water (28) with any 1 and
    # restarts on 15; 27-29 takes it past the water onto a protected square.  Counting
    # squares, 27-29 and 12-14 gain the same and 12-14 also leaves the reach of the black
    # pawn on 10: moyen and fort play it.  The expert's square values see the water.
    game = Senet.arrange("standard", white=[27, 12], black=[20, 10, 5], off=(3, 2), throw=2)
    assert str(suggest(game, "fort", deterministic=True).move) == "12-14"
    s = suggest(game, "expert", deterministic=True)
    assert str(s.move) == "27-29"
    assert s.reason.text() == "Le plus grand gain de la course : le pion va de la case 27 à la case 29."
