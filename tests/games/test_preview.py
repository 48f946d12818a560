"""``preview(move)``: the one answer to "what would this move do", the game untouched.

What a preview says a move does is what playing it does: the same effects, the same position after, the
same words; a turn's later step is previewed from the position the earlier one leaves; an illegal move
is refused with the rules' reason and changes nothing.
"""

import random

import pytest

from jocari_edu import new_game
from jocari_edu.core import IllegalMoveError
from jocari_edu.games.doze_canes import DozeCanes
from jocari_edu.games.marelle import INDEX, MILL_BY_NAME, Marelle
from jocari_edu.games.senet import Senet
from tests import RULE_SETS


@pytest.mark.parametrize(("name", "rule_set"), RULE_SETS)
def test_a_preview_says_what_playing_the_move_then_does_and_leaves_the_game_as_it_was(name, rule_set):
    for seed in range(6):
        game = new_game(name, rule_set, seed=seed)
        pick = random.Random(seed).choice
        while not game.is_over:
            if game.awaiting_throw:
                game.roll()
                continue
            before, history = game.position(), len(game.history)
            moves = game.legal_moves()
            move = pick(moves)
            seen = game.preview(move)
            words = game.explain(move)
            assert (game.position(), len(game.history)) == (before, history)
            assert seen.move == move
            game.play(move)
            assert seen.effects == game.state.effects
            assert seen.after.snapshot() == game.state.snapshot()
            game.undo()
            assert words == game.explain(move)  # the words read the same preview again
            game.play(move)


def test_a_turns_second_step_is_previewed_from_the_position_the_first_leaves():
    game = Marelle.arrange("modern", white="a1 d1", black="b2 b4 c5", hand=(5, 5))
    before = game.position()
    first = game.preview("g1")  # a1-d1-g1: a mill, then a take
    assert first.effects == (("mill", MILL_BY_NAME["a1-d1-g1"]),)
    take = game.preview("xb4", first)
    assert take.effects == (("take", INDEX["b4"], 0),)
    assert game.position() == before  # nothing played
    with pytest.raises(IllegalMoveError) as refused:
        game.preview("xb4")  # no take is due before the mill
    assert refused.value.text() == "On ne prend un pion qu'après avoir formé un moulin."


def test_a_preview_of_an_illegal_move_is_refused_with_the_rules_reason_and_changes_nothing():
    game = Senet.arrange("kendall", white=[26, 3], black=[27, 8], off=(5, 5), to_play=1, throw=2)
    before = game.position()
    with pytest.raises(IllegalMoveError) as refused:
        game.preview("8-10")  # the pawn in the water plays first
    assert refused.value.reason == game.why("8-10")
    assert "Maison de l'Eau" in refused.value.text()
    assert game.position() == before


def test_doze_canes_two_ones_enter_on_the_first_point_then_make_a_pair_there():
    game = DozeCanes(seed=3)
    game.play(game.legal_moves()[0])  # the house
    game.roll(1, 1)
    first = game.preview(game.legal_moves()[0])
    second = game.preview(first.move, first)
    assert (first.effects[0][0], second.effects[0][0]) == ("enter", "pair")
    assert first.effects[0][1] == second.effects[0][1]
