"""Jacquet's kernel as the teaching game's rules (issue #20): one state, effects recorded once, rule sets as data."""

import pytest

from jocari_edu import new_game
from jocari_edu.games import new_state
from jocari_edu.games.jacquet import (
    BEAR_OFF,
    OPTION_VALUES,
    BearOff,
    Jacquet,
    JacquetState,
    all_off,
    dice_of,
    larger_die,
    register_bear_off,
)


def started():
    game = new_game("jacquet", seed=1)
    game.roll(4)
    game.roll(2)  # White starts
    return game


def test_undo_restores_the_position_the_moves_and_the_last_turns_arrows():
    game = started()
    game.roll(6, 1)
    before = (game.position(), [str(m) for m in game.legal_moves()], game.last)
    assert before[1] == ["1-2", "1-7"]
    game.play("1-7")
    assert game.last == ((0, 1, 7),) and [str(m) for m in game.legal_moves()] == ["7-8"]  # the courier (J4)
    game.undo()
    assert (game.position(), [str(m) for m in game.legal_moves()], game.last) == before


def test_the_arrows_are_the_latest_turn_that_moved_until_the_next_one_moves():
    game = started()
    game.roll(6, 1)
    game.play("1-7")
    game.play("7-8")
    game.roll(3, 2)  # Black throws: White's turn is still shown
    assert game.last == ((0, 1, 7), (0, 7, 8))
    game.play(game.legal_moves()[0])
    assert [p for p, _, _ in game.last] == [1]


def test_a_step_records_what_it_did_and_the_explanation_words_it():
    game = started()
    game.roll(6, 1)
    assert game.preview(game.parse_move("1-7")).effects == (("courier_out",),)
    assert "devient le postillon" in game.explain("1-7")
    game.play("1-7")
    assert game.preview(game.parse_move("7-8")).effects == (("turn_over",),)
    assert game.explain("7-8").endswith("Ensuite, c'est à Noir de lancer.")


def test_the_courier_home_a_checker_off_and_the_win_are_effects():
    home = Jacquet.arrange(white={1: 14, 15: 1}, black={1: 15}, throw=(5, 4))
    assert ("courier_home", 20) in home.preview(home.parse_move("15-20")).effects
    last = Jacquet.arrange(white={24: 1}, black={1: 15}, off=(14, 0), throw=(2, 1))
    effects = last.preview(last.parse_move("24-off")).effects
    assert effects == (("off", 24, 2), ("won", "quadruple", 4))  # the larger die: only one can be played
    assert last.explain("24-off").endswith("C'est le dernier pion : la partie est gagnée.")


def test_a_lost_throw_is_an_effect_and_every_counted_effect_is_the_kernels():
    game = Jacquet.arrange(white={1: 14, 7: 1}, black={1: 15}, throw=(6, 6))  # the courier alone, 13 held
    assert [str(m) for m in game.legal_moves()] == ["pass"]
    assert game.preview(game.legal_moves()[0]).effects[0] == ("lost_throw", (6, 6, 6, 6))
    assert set(Jacquet.EFFECT_NAMES) <= set(JacquetState.EFFECTS)
    for fr, en in Jacquet.EFFECT_NAMES.values():
        assert fr and en and fr != en


def test_the_rules_named_once_answer_the_players_questions():
    assert dice_of((3, 5)) == (5, 3) and dice_of((4, 4)) == (4, 4, 4, 4)
    assert larger_die((5, 3), 1) == 5 and larger_die((5, 3), 2) == 0 and larger_die((4, 4, 4, 4), 1) == 0
    state = new_state("jacquet")
    assert not all_off(state.packed[0])
    game = Jacquet.arrange(white={24: 1}, black={1: 15}, off=(14, 0), throw=(2, 1))
    game.play("24-off")
    assert all_off(game.packed[0]) and game.is_over


def test_the_bear_off_readings_are_registered_data():
    assert OPTION_VALUES["bear_off"] == tuple(BEAR_OFF) == ("higher", "backgammon")
    assert new_state("jacquet", options={"bear_off": "backgammon"}).strict
    assert Jacquet(options={"bear_off": "backgammon"}).option_value_text("bear_off", "backgammon", "en") == \
        BEAR_OFF["backgammon"].label[1]


@pytest.mark.parametrize("record, says", [
    (BearOff("higher", False, "off_economy", ("a", "b")), "already registered"),
    (BearOff("lazy", "yes", "off_economy", ("a", "b")), "strict must be True or False"),
    (BearOff("lazy", False, "no_such_message", ("a", "b")), "no message"),
    (BearOff("lazy", False, "off_economy", ("a",)), "label"),
])
def test_a_bear_off_record_that_cannot_work_is_refused_when_registered(record, says):
    with pytest.raises(ValueError, match=says):
        register_bear_off(record)
    assert "lazy" not in BEAR_OFF
