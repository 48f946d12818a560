"""Jacquet, one test per rule of the seed (after C. Breyer, 2010, pp. 136-137).

Source: shared/seeds/000_0beafee83698d7db.txt.  Positions are set up with
``Jacquet.arrange``; each side's points are given in its own numbering (talon
= 1, last quarter 19-24; White's point q is Black's q + 12).
"""

import xml.dom.minidom
from fractions import Fraction

import pytest

from jocari_edu import IllegalMoveError, InvalidThrowError, NotationError, UnknownRuleSetError, new_game
from jocari_edu.games.jacquet import OFF, PASS, Jacquet, JacquetMove


def moves(game):
    return sorted(str(m) for m in game.legal_moves())


def refused(game, move, lang="fr"):
    """The reason given for ``move``, after checking it is refused and changes nothing."""
    before = (game.position(), len(game.history), game.dice_left)
    with pytest.raises(IllegalMoveError) as err:
        game.play(move)
    assert (game.position(), len(game.history), game.dice_left) == before
    assert str(err.value) == game.explain(move)
    return game.explain(move, lang)


def started(first=(4, 2)):
    """A new game after the opening single dice (White starts with 4 against 2)."""
    game = new_game("jacquet", seed=1)
    game.roll(first[0])
    game.roll(first[1])
    return game


def play_all(game, *steps):
    for step in steps:
        game.play(step)
    return game


def with_throw(position, player, dice):
    """The position text with ``player`` about to play ``dice``."""
    cells, off, _, _, _, _ = position.split("|")
    a, b = dice
    left = [a] * 4 if a == b else [a, b]
    return f"{cells}|{off}|{player}|move|{a},{b}|{','.join(map(str, left))}"


# -- set-up and who starts ---------------------------------------------------------


def test_fifteen_checkers_a_side_on_talons_facing_each_other():
    game = new_game("jacquet")
    assert game.points(0) == {1: 15} and game.points(1) == {1: 15}
    assert game.board[1] == 15 and game.board[13] == -15  # Black's talon is White's point 13
    assert game.in_opening and game.to_play == 0 and game.awaiting_throw


def test_opening_single_dice_higher_starts_then_throws_both_dice():
    game = started((4, 2))
    assert not game.in_opening and game.to_play == 0 and game.awaiting_throw
    game.roll(5, 3)
    assert game.dice_left == (5, 3) and game.to_play == 0


def test_opening_black_starts_when_its_die_is_higher():
    game = started((2, 5))
    assert game.to_play == 1 and not game.in_opening


def test_opening_tie_is_thrown_again_in_the_same_order():
    """Choice J1."""
    game = new_game("jacquet")
    game.roll(3)
    assert game.to_play == 1 and game.in_opening
    game.roll(3)
    assert game.in_opening and game.to_play == 0


def test_opening_throws_are_single_dice():
    game = new_game("jacquet")
    assert game.throw_outcomes() == [((v,), Fraction(1, 6)) for v in range(1, 7)]
    with pytest.raises(InvalidThrowError):
        game.roll(5, 3)
    assert game.explain("1-6") == "Pour savoir qui commence, chacun lance un dé : à Blanc de lancer."
    assert game.explain("1-6", "en") == "To decide who starts, each throws one die: White to throw."


def test_two_dice_have_21_throws_doubles_one_chance_in_36():
    outcomes = dict(started().throw_outcomes())
    assert len(outcomes) == 21 and sum(outcomes.values()) == 1
    assert outcomes[(3, 3)] == Fraction(1, 36) and outcomes[(5, 3)] == Fraction(2, 36)
    game = started()
    assert game.roll(3, 5) == (5, 3)  # dice are unordered


# -- moving: each die, or the sum through an open point -------------------------------


def test_both_sides_travel_counter_clockwise_in_their_own_numbering():
    game = started((1, 6))  # Black starts
    game.roll(5, 3)
    game.play("1-6")
    assert game.board[18] == -1  # Black's point 6 is White's 18
    assert game.points(1) == {1: 14, 6: 1}


def test_five_three_moves_two_checkers_one_die_each():
    game = Jacquet.arrange(white={1: 10, 2: 1, 21: 4}, black={24: 15}, throw=(5, 3))
    play_all(game, "2-7", "1-4")
    assert game.points(0) == {1: 9, 4: 1, 7: 1, 21: 4} and game.to_play == 1


@pytest.mark.parametrize("closed, path", [(7, ("2-5", "5-10")), (5, ("2-7", "7-10"))])
def test_five_three_sum_passes_through_the_open_intermediate_point(closed, path):
    black = {closed + 12: 1, 1: 14}  # Black's point closed + 12 is White's `closed`
    game = Jacquet.arrange(white={1: 10, 2: 1, 21: 4}, black=black, throw=(5, 3))
    assert refused(game, f"2-{closed}") == f"La flèche {closed} est tenue par l'adversaire."
    play_all(game, *path)
    assert game.points(0)[10] == 1


def test_five_three_sum_refused_when_both_intermediate_points_are_closed_names_them():
    game = Jacquet.arrange(white={1: 10, 2: 1, 21: 4}, black={17: 1, 19: 1, 1: 13}, throw=(5, 3))
    assert not any(m.src == 2 for m in game.legal_moves())
    assert refused(game, "2-10") == (
        "Aucun dé ne vaut 8 (dés : 5 et 3) : pour avancer un seul pion de la somme, il faudrait jouer les dés "
        "un à un en s'arrêtant sur des flèches libres, mais les flèches 5 et 7 sont tenues par l'adversaire."
    )
    assert refused(game, "2-10", "en").endswith("but points 5 and 7 are held by your opponent.")


def test_a_sum_refused_suggests_only_the_open_path():
    game = Jacquet.arrange(white={1: 10, 2: 1, 21: 4}, black={17: 1, 1: 14}, throw=(5, 3))  # White's 5 is held
    assert refused(game, "2-10") == (
        "Aucun dé ne vaut 8 (dés : 5 et 3) : pour avancer un seul pion de la somme, jouez les dés un à un "
        "(2-7, 7-10) ; chaque arrêt doit être libre."
    )


def test_a_sum_whose_arrival_is_held_names_the_arrival():
    game = Jacquet.arrange(white={1: 10, 2: 1, 21: 4}, black={22: 1, 1: 14}, throw=(5, 3))  # White's 10 is held
    assert refused(game, "2-10").endswith("mais la flèche 10 est tenue par l'adversaire.")
    assert refused(game, "2-10", "en").endswith("but point 10 is held by your opponent.")


def test_the_sum_is_never_split_into_other_numbers():
    game = Jacquet.arrange(white={1: 10, 2: 1, 21: 4}, black={24: 15}, throw=(5, 3))
    assert {m.die for m in game.legal_moves()} == {5, 3}
    assert refused(game, "2-6") == (
        "Aucun dé à jouer ne vaut 4 (dés : 5 et 3) : chaque dé se joue tel quel, sans jamais redistribuer les points."
    )
    game.play("2-7")
    assert refused(game, "7-9") == (
        "Aucun dé à jouer ne vaut 2 (dé : 3) : chaque dé se joue tel quel, sans jamais redistribuer les points."
    )


@pytest.mark.parametrize("steps, result", [
    (("1-3", "3-5", "5-7", "7-9"), {1: 10, 9: 1}),  # 8 with one checker
    (("1-3", "3-5", "1-3", "3-5"), {1: 9, 5: 2}),  # 4 + 4
    (("1-3", "3-5", "5-7", "1-3"), {1: 9, 3: 1, 7: 1}),  # 6 + 2
    (("1-3", "3-5", "1-3", "1-3"), {1: 8, 3: 2, 5: 1}),  # 4 + 2 + 2
    (("1-3", "1-3", "1-3", "1-3"), {1: 7, 3: 4}),  # 2 + 2 + 2 + 2
])
def test_double_two_counts_four_times_spread_over_one_to_four_checkers(steps, result):
    game = Jacquet.arrange(white={1: 11, 20: 4}, black={24: 15}, throw=(2, 2))
    assert game.dice_left == (2, 2, 2, 2)
    play_all(game, *steps)
    assert game.points(0) == {**result, 20: 4}
    assert game.to_play == 1 and game.awaiting_throw


def test_every_stop_of_a_double_must_be_open():
    game = Jacquet.arrange(white={1: 11, 20: 4}, black={17: 1, 24: 14}, throw=(2, 2))  # White's 5 is held
    assert refused(game, "1-9").endswith("(dés : 2, 2, 2 et 2) : pour avancer un seul pion de la somme, il faudrait "
                                         "jouer les dés un à un en s'arrêtant sur des flèches libres, mais la flèche 5 "
                                         "est tenue par l'adversaire.")
    open_table = Jacquet.arrange(white={1: 11, 20: 4}, black={24: 15}, throw=(2, 2))
    assert "(1-3, 3-5, 5-7, 7-9) ; chaque arrêt doit être libre." in refused(open_table, "1-9")
    game.play("1-3")
    assert refused(game, "3-5") == "La flèche 5 est tenue par l'adversaire."


# -- blocking ------------------------------------------------------------------------


def test_a_single_opposing_checker_closes_a_point_as_arrival_and_there_is_no_hitting():
    game = Jacquet.arrange(white={1: 10, 2: 1, 21: 4}, black={19: 1, 1: 14}, throw=(5, 3))
    assert refused(game, "2-7") == "La flèche 7 est tenue par l'adversaire."
    assert refused(game, "2-7", "en") == "Point 7 is held by your opponent."
    black_before = game.points(1)
    play_all(game, "2-5", "5-10")
    assert game.points(1) == black_before


def test_own_checkers_may_share_a_point():
    game = Jacquet.arrange(white={1: 10, 4: 3, 21: 2}, black={24: 15}, throw=(3, 1))
    play_all(game, "1-4", "4-5")
    assert game.points(0)[4] == 3 and game.points(0)[5] == 1


def test_a_point_in_the_opponents_bouchage_is_named():
    """Choice J8: Black holds White's 14-19 (its own 2-7)."""
    game = Jacquet.arrange(white={1: 14, 12: 1}, black={2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 20: 3}, throw=(3, 1))
    assert refused(game, "12-15") == "La flèche 15 est tenue par l'adversaire, dans son bouchage de 6 flèches (14 à 19)."


def test_a_bouchage_is_legal_and_named():
    game = Jacquet.arrange(white={1: 9, 12: 1, 14: 1, 15: 1, 16: 1, 17: 1, 19: 1}, black={1: 15}, throw=(6, 2))
    assert game.explain("12-18") == (
        "Le pion de la flèche 12 avance en 18 (dé 6). Bouchage : vous tenez 6 flèches de suite (14 à 19), "
        "que l'adversaire ne peut pas franchir. Reste à jouer : 2."
    )
    game.play("12-18")
    assert game.bouchages(0) == [(6, 14, 19)]


def test_a_bouchage_counts_round_the_table_past_point_24():
    """Choice J8: White's 24 and 1 are neighbours on Black's path (its 12 and 13)."""
    game = Jacquet.arrange(white={1: 10, 2: 1, 3: 1, 20: 1, 22: 1, 23: 1}, black={24: 15}, throw=(4, 1))
    assert "vous tenez 6 flèches de suite (22 à 3)" in game.explain("20-24")


# -- forced play ------------------------------------------------------------------------


def test_both_dice_must_be_played_when_possible():
    """Choice J2: 10-15 would leave the 3 unplayable (14 and 18 held), 11-16 lets both be played."""
    game = Jacquet.arrange(white={10: 1, 11: 1, 24: 13}, black={1: 13, 2: 1, 6: 1}, throw=(5, 3))
    assert moves(game) == ["11-16"]
    assert refused(game, "10-15") == (
        "Il faut jouer autant de dés que possible (2) : après 10-15, on n'en jouerait qu'un. Par exemple : 11-16, 16-19."
    )


def test_if_only_one_die_can_be_played_it_must_be():
    game = Jacquet.arrange(white={10: 1, 24: 14}, black={19: 13, 3: 1, 6: 1}, throw=(5, 3))  # 15 and 18 held
    assert moves(game) == ["10-13"]
    game.play("10-13")
    assert game.to_play == 1 and game.awaiting_throw  # the 5 is lost


def test_either_die_but_not_both_the_larger_must_be_played():
    game = Jacquet.arrange(white={10: 1, 24: 14}, black={19: 14, 6: 1}, throw=(5, 3))  # 18 held
    assert moves(game) == ["10-15"]
    assert refused(game, "10-13") == "On ne peut jouer qu'un des deux dés : c'est alors le plus fort qu'il faut jouer, le 5."
    assert refused(game, "10-13", "en") == "Only one of the two dice can be played: you must play the larger die, the 5."


def test_a_double_plays_as_many_dice_as_possible():
    # the checker on 10 can make one step (16 held), the one on 3 two (12 held): three of four
    game = Jacquet.arrange(white={3: 1, 10: 1, 24: 13}, black={4: 1, 24: 14}, throw=(3, 3))
    play_all(game, "3-6", "10-13")
    assert game.to_play == 0 and game.dice_left == (3, 3)
    game.play("6-9")
    assert game.to_play == 1 and game.awaiting_throw


def test_no_die_playable_the_throw_is_lost():
    """Choice J3."""
    game = Jacquet.arrange(white={10: 1, 24: 14}, black={1: 14, 3: 1}, throw=(5, 3))  # 13 and 15 held
    assert game.legal_moves() == [PASS]
    assert game.explain("pass") == "Aucun pion ne peut jouer 5 et 3 : les points des dés sont perdus. Ensuite, c'est à Noir de lancer."
    game.play("pass")
    assert game.to_play == 1 and game.awaiting_throw


def test_pass_is_refused_while_a_step_is_possible():
    game = Jacquet.arrange(white={10: 1, 24: 14}, black={24: 15}, throw=(5, 3))
    assert refused(game, "pass") == "Un coup est possible (par exemple 10-13) : on ne peut pas passer."


def test_the_mover_keeps_the_turn_until_the_dice_are_used():
    game = Jacquet.arrange(white={1: 10, 2: 1, 21: 4}, black={24: 15}, throw=(5, 3))
    game.play("2-7")
    assert game.to_play == 0 and game.dice_left == (3,) and not game.awaiting_throw
    assert game.explain("7-10").endswith("Ensuite, c'est à Noir de lancer.")
    game.play("7-10")
    assert game.to_play == 1 and game.awaiting_throw and game.dice_left == ()


# -- the courier ----------------------------------------------------------------------


def test_first_double_five_brings_the_courier_home_at_once():
    game = started()
    game.roll(5, 5)
    for step in ("1-6", "6-11", "11-16", "16-21"):
        assert moves(game) == [step]
        game.play(step)
    assert game.points(0) == {1: 14, 21: 1} and game.courier(0) == 0
    game.roll(2, 1)
    game.play("1-3")  # Black's own courier
    game.play("3-4")
    game.roll(6, 4)
    assert "1-7" in moves(game) and "1-5" in moves(game)  # the other checkers may move


def test_first_double_three_plays_only_nine():
    game = started()
    game.roll(3, 3)
    play_all(game, "1-4", "4-7")
    assert moves(game) == ["7-10"]
    assert game.explain("7-10") == "Le pion de la flèche 7 avance en 10 (dé 3). Ensuite, c'est à Noir de lancer."
    game.play("7-10")
    assert game.points(0) == {1: 14, 10: 1}  # 10-13 would land on Black's talon: the last 3 is lost
    assert game.to_play == 1 and game.awaiting_throw


def test_the_first_checker_to_leave_becomes_the_courier():
    """Choice J4."""
    game = started()
    game.roll(5, 3)
    assert "devient le postillon" in game.explain("1-6")
    game.play("1-6")
    assert game.courier(0) == 6
    assert refused(game, "1-4") == "Le postillon doit d'abord rentrer dans le dernier quartier : seul le pion de la flèche 6 peut avancer."
    assert refused(game, "1-4", "en") == "The courier must first reach the last quarter: only the checker on point 6 may move."
    assert moves(game) == ["6-9"]


def test_a_die_the_courier_cannot_play_is_lost():
    """Choice J4: 13 and 15 are held, so the courier on 10 can play only the 2."""
    game = Jacquet.arrange(white={1: 14, 10: 1}, black={1: 14, 3: 1}, throw=(3, 2))
    assert moves(game) == ["10-12"]
    game.play("10-12")
    assert game.to_play == 1 and game.awaiting_throw  # 1-4 would have been open


def test_dice_left_when_the_courier_arrives_may_move_the_others():
    """Choice J5."""
    game = Jacquet.arrange(white={1: 14, 16: 1}, black={1: 15}, throw=(6, 3))
    assert "Le postillon entre dans le dernier quartier : les autres pions peuvent partir." in game.explain("16-22")
    game.play("16-22")
    assert moves(game) == ["1-4"]
    game.play("1-4")
    assert game.points(0) == {1: 13, 4: 1, 22: 1}


def _block(last_point_held):
    """Black's courier on its point 5 (White's 17); White holds White's 18-22, and 23 if asked."""
    white = {1: 4, 18: 2, 19: 2, 20: 3, 21: 2, 22: 2}
    if last_point_held:
        white = {1: 4, 18: 2, 19: 2, 20: 2, 21: 2, 22: 2, 23: 1}
    return white, {1: 14, 5: 1}


def test_a_walled_in_courier_ends_the_game_won_quadruple_by_the_blocker():
    """Choice J6: the six points in front of the courier are held when its owner must throw."""
    white, black = _block(False)
    game = Jacquet.arrange(white=white, black=black, throw=(3, 1))
    play_all(game, "20-23", "1-2")
    assert game.is_over and game.winner == 0
    assert (game.outcome.kind, game.outcome.points) == ("courier_blocked", 4)
    # the game ends after White's move, so the points are given in both numberings, each named
    assert game.outcome.text() == (
        "Le postillon de Noir ne peut plus rentrer. Dans la numérotation de Noir, il est sur la flèche 5 et les six "
        "flèches devant lui, 6 à 11, sont tenues (dans celle de Blanc : flèche 17, flèches 18 à 23). "
        "Blanc gagne la partie quadruple (4 points)."
    )
    assert game.outcome.text("en").startswith(
        "Black's courier can no longer get home. In Black's numbering it stands on point 5")


def test_walled_in_means_no_throw_of_the_21_lets_the_courier_move():
    """Choice J6, checked throw by throw."""
    for held, expect_blocked in ((True, True), (False, False)):
        white, black = _block(held)
        position = Jacquet.arrange(white=white, black=black).position()
        passes = []
        for a in range(1, 7):
            for b in range(1, a + 1):
                game = Jacquet.from_position(with_throw(position, 1, (a, b)))
                passes.append(game.legal_moves() == [PASS])
        assert all(passes) == expect_blocked
        blocked = Jacquet.arrange(white=white, black=black, to_play=1)
        assert blocked.is_over == expect_blocked


# -- bearing off ----------------------------------------------------------------------


def test_bearing_off_only_once_all_fifteen_are_in_the_last_quarter():
    game = Jacquet.arrange(white={18: 1, 20: 14}, black={24: 15}, throw=(6, 5))
    assert refused(game, "20-off") == (
        "On ne sort qu'une fois ses quinze pions dans le dernier quartier (19 à 24) : la flèche 18 n'y est pas."
    )


def test_bearing_off_with_the_exact_die():
    game = Jacquet.arrange(white={19: 5, 20: 5, 22: 5}, black={24: 15}, throw=(3, 1))
    assert "22-off" in moves(game)
    game.play("22-off")
    assert game.off[0] == 1 and game.explain("22-23").startswith("Le pion de la flèche 22 avance en 23 (dé 1).")


def test_a_higher_die_suffices_to_bear_off():
    game = Jacquet.arrange(white={22: 2}, off=(13, 0), black={24: 15}, throw=(6, 5))
    assert moves(game) == ["22-off/5", "22-off/6"]
    assert game.explain("22-off/6") == (
        "Le pion de la flèche 22 sort du jeu avec un 6, plus fort que nécessaire (un 3 suffisait). Reste à jouer : 5."
    )
    assert str(game.play("22-off")) == "22-off/5"  # typed alone: the smallest die that may take it off
    assert str(game.play("22-off")) == "22-off/6"
    assert game.is_over


def test_a_die_too_small_does_not_bear_off():
    game = Jacquet.arrange(white={20: 2, 24: 13}, black={24: 15}, throw=(2, 1))
    assert refused(game, "20-off/2") == "Avec un 2, le pion de la flèche 20 n'atteint pas la sortie : il lui faut au moins un 5."


def test_economy_a_higher_die_takes_off_the_farthest_checker_it_reaches():
    """Choice J7."""
    game = Jacquet.arrange(white={20: 1, 23: 1}, off=(13, 0), black={24: 15}, throw=(6, 1))
    assert "20-off/6" in moves(game) and "23-off/6" not in moves(game)
    assert refused(game, "23-off/6") == "Meilleure économie de points : avec un 6, c'est le pion de la flèche 20, plus éloigné, qui sort."


def test_economy_still_allows_moving_inside_or_bearing_off_a_nearer_checker():
    """Choice J7, against the backgammon option."""
    game = Jacquet.arrange(white={19: 1, 23: 1}, off=(13, 0), black={24: 15}, throw=(3, 2))
    assert {"23-off/3", "19-22", "23-off"} <= set(moves(game))
    strict = Jacquet.arrange(white={19: 1, 23: 1}, off=(13, 0), black={24: 15}, throw=(3, 2),
                             options={"bear_off": "backgammon"})
    assert "23-off/3" not in moves(strict) and {"19-22", "23-off"} <= set(moves(strict))
    assert refused(strict, "23-off/3") == (
        "Règle stricte : un dé plus fort que nécessaire ne sort un pion que si aucun n'est plus loin ; la flèche 19 en porte encore."
    )


def test_backgammon_option_lets_a_higher_die_take_off_the_rearmost_checker():
    game = Jacquet.arrange(white={23: 2}, off=(13, 0), black={24: 15}, throw=(6, 5), options={"bear_off": "backgammon"})
    assert moves(game) == ["23-off/5", "23-off/6"]


def test_the_bear_off_option_takes_only_known_values():
    with pytest.raises(UnknownRuleSetError):
        new_game("jacquet", options={"bear_off": "exact"})
    assert new_game("jacquet").options == {"bear_off": "higher"}


# -- the end and the score ------------------------------------------------------------


@pytest.mark.parametrize("rear, kind, points, quarter", [
    (20, "simple", 1, "dernier"), (15, "double", 2, "troisième"), (10, "triple", 3, "deuxième"), (3, "quadruple", 4, "premier"),
])
def test_the_win_counts_by_the_quarter_of_the_losers_rearmost_checker(rear, kind, points, quarter):
    """Choice J9."""
    game = Jacquet.arrange(white={24: 1}, off=(14, 0), black={rear: 1, 22: 14}, throw=(2, 1))
    assert moves(game) == ["24-off/2"]  # only one die can be played: the larger
    game.play("24-off")
    out = game.outcome
    assert game.is_over and out.winner == 0 and (out.kind, out.points) == (kind, points)
    assert out.text() == (
        f"Blanc a sorti ses quinze pions et gagne la partie {kind} ({points} point{'s' if points > 1 else ''}) : "
        f"le pion le plus en arrière de Noir est dans son {quarter} quartier (flèche {rear} dans la numérotation "
        f"de Noir)."
    )


def test_the_last_checker_off_ends_the_game_with_dice_unplayed():
    game = Jacquet.arrange(white={23: 1, 24: 1}, off=(13, 0), black={22: 15}, throw=(6, 6))
    game.play("23-off/6")
    assert game.explain("24-off/6").endswith("C'est le dernier pion : la partie est gagnée.")
    game.play("24-off/6")
    assert game.is_over and game.winner == 0 and game.outcome.kind == "simple"
    assert game.legal_moves() == []


# -- notation and positions -------------------------------------------------------------


def test_notation_reads_and_prints_steps():
    game = Jacquet.arrange(white={22: 2}, off=(13, 0), black={24: 15}, throw=(6, 5))
    assert game.parse_move("13-18") == JacquetMove(13, 18, 5)
    assert game.parse_move("22-off/6") == JacquetMove(22, OFF, 6) and str(JacquetMove(22, OFF, 6)) == "22-off/6"
    assert str(JacquetMove(20, OFF, 5)) == "20-off" and game.parse_move(" passe ") == PASS
    for bad in ["0-5", "13-25", "off-3", "13-18-20", "22-off/7", "13", ""]:
        with pytest.raises(NotationError):
            game.parse_move(bad)


def test_position_text_round_trips_and_rejects_impossible_positions():
    game = Jacquet.arrange(white={1: 14, 10: 1}, black={1: 15}, throw=(5, 3))
    assert Jacquet.from_position(game.position()).position() == game.position()
    start = new_game("jacquet").position()
    for bad in [
        start.replace("15,", "14,", 1),  # a checker missing
        "1,2|3",  # not a position
        "0,0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,1,0,13,0,0,0,0|1,0|0|throw|-|-",  # borne off, yet 18 is not home
        start.replace("|opening|", "|move|"),  # no dice to play
    ]:
        with pytest.raises(NotationError, match="Position invalide"):
            Jacquet.from_position(bad)
    with pytest.raises(NotationError, match="Position invalide : « Noir 1: 15 »"):
        Jacquet.arrange(white={13: 1, 1: 14}, black={1: 15})  # White's 13 is Black's talon


def test_finished_positions_load_with_their_outcome():
    won = Jacquet.arrange(white={23: 1, 24: 1}, off=(13, 0), black={10: 1, 22: 14}, throw=(6, 6))
    play_all(won, "23-off/6", "24-off/6")
    white, black = _block(True)
    walled = Jacquet.arrange(white=white, black=black, to_play=1)
    for game in (won, walled):
        again = Jacquet.from_position(game.position())
        assert again.is_over and again.outcome == game.outcome
    assert (won.outcome.kind, walled.outcome.kind) == ("triple", "courier_blocked")


# -- pictures and boards ----------------------------------------------------------------


def _dom(svg):
    return xml.dom.minidom.parseString(svg)


def _points(svg):
    """data-square -> the number written on that point."""
    found = {}
    for g in _dom(svg).getElementsByTagName("g"):
        if g.getAttribute("class") == "point":
            labels = g.getElementsByTagName("text")
            found[g.getAttribute("data-square")] = labels[0].firstChild.data if labels else None
    return found


def test_svg_points_are_clickable_in_the_movers_numbering():
    game = started((1, 6))  # Black to throw
    svg = game.svg()
    assert _points(svg) == {str(q): str(q) for q in range(1, 25)}
    white_numbers = _points(game.svg(numbers="white"))
    assert white_numbers["1"] == "13" and white_numbers["13"] == "1"
    assert set(_points(game.svg(numbers=False)).values()) == {None}
    assert svg.count('data-square="off"') == 1


def test_svg_shows_dice_used_tall_stacks_title_and_description():
    game = Jacquet.arrange(white={1: 14, 10: 1}, black={1: 15}, throw=(5, 3))
    game.play("10-15")
    svg = game.svg(lang="en", targets={18}, selected=15, highlight={13})
    dom = _dom(svg)
    dice = [g.getAttribute("class") for g in dom.getElementsByTagName("g") if "die" in g.getAttribute("class")]
    assert dice == ["die used", "die"]
    assert ">14</text>" in svg and ">15</text>" in svg  # the talons' counts
    assert svg.count('class="target"') == 1 and 'class="last-move"' in svg
    assert dom.getElementsByTagName("title")[0].firstChild.data == "Jacquet (after C. Breyer)"
    assert dom.getElementsByTagName("desc")[0].firstChild.data == (
        "Each side is described in its own numbering. White: points 1 (14), 15 (1); no checker off. "
        "Black: points 1 (15); no checker off. White to play: 3."
    )


def test_a_board_moves_a_checker_by_clicks_and_explains_a_refused_click():
    from jocari_edu.widgets.controller import BoardController

    board = BoardController(Jacquet.arrange(white={1: 14, 10: 1}, black={1: 15}, throw=(5, 3)))
    assert "5 et 3" in board.status  # the dice still to play
    assert not board.click("1")
    assert board.why == "Le postillon doit d'abord rentrer dans le dernier quartier : seul le pion de la flèche 10 peut avancer."
    board.click("10")
    assert board.targets == ["15"]
    assert board.click("15") and board.game.dice_left == (3,)
    assert "(dé 5)" in board.status and board.game.current_throw == (3,)
    board.click("15")
    assert board.targets == ["18"]
