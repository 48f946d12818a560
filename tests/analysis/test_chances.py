"""Win chances: one meaning in every game (the side to move's), before and after a throw."""

from __future__ import annotations

import pytest

from jocari_edu.analysis.chances import (
    AnalysisError,
    after_turn,
    jacquet_thrower_chance,
    move_chances,
    win_chances,
)
from jocari_edu.games import new_game
from jocari_edu.games.doze_canes import DozeCanes
from jocari_edu.games.doze_canes.exact import win_probabilities
from jocari_edu.games.jacquet import Jacquet
from jocari_edu.games.senet import Senet
from jocari_edu.players import make_player
from jocari_edu.players.base import play_turn, turns, undo_turn
from jocari_edu.players.senet import SenetOddsEvaluation
from tests import RULE_SETS

GAMES = RULE_SETS  # every rule set of every registered game


def positions(name, rule_set, seed, steps):
    """The positions of a seeded game between two moyen players, every few events."""
    game = new_game(name, rule_set, seed=seed)
    players = [make_player("moyen", seed + k, deterministic=True) for k in (0, 1)]
    n = 0
    while not game.is_over and n < steps:
        if n % 7 == 0:
            yield game
        if game.awaiting_throw:
            game.roll()
        else:
            game.play(players[game.to_play].choose(game))
        n += 1
    yield game


@pytest.mark.parametrize(("name", "rule_set"), GAMES)
def test_chances_are_probabilities_summing_to_one(name, rule_set):
    for game in positions(name, rule_set, 3, 60):
        before = game.position(), len(game.history)
        c = win_chances(game)
        assert all(0.0 <= v <= 1.0 for v in (c.win, c.draw, c.loss))
        assert c.win + c.draw + c.loss == pytest.approx(1.0, abs=1e-9)
        assert (game.position(), len(game.history)) == before  # the game is left as it was


def test_doze_canes_chances_are_the_exact_solvers():
    game = DozeCanes.arrange(1, white=[4, 5], black=[6], to_play=1)
    white, draw, black = win_probabilities(game, exact=True)
    c = win_chances(game)  # Black to throw: Black's chances
    assert c.method == "exact"
    assert (c.win, c.draw, c.loss) == pytest.approx((float(black), float(draw), float(white)), abs=1e-9)


@pytest.mark.parametrize("game", [
    DozeCanes.arrange(1, white=[4, 5], black=[6], to_play=1),
    Senet.arrange(white=[12, 25], black=[15, 16], off=(3, 3)),
    Senet.arrange("jequier", white=[20, 22, 27], black=[18, 24], off=(2, 3), to_play=1),
    Jacquet.arrange(white={19: 2, 22: 1}, black={20: 1, 23: 2}, off=(12, 12)),
], ids=["doze_canes", "senet", "senet-jequier", "jacquet"])
def test_the_chance_before_a_throw_is_the_average_of_the_chances_after_it(game):
    me = game.to_play
    expected = 0.0
    for throw, p in game.throw_outcomes():
        game.roll(*throw)
        c = win_chances(game)
        expected += float(p) * (c.score if game.to_play == me else 1.0 - c.score)
        game.undo()
    assert win_chances(game).score == pytest.approx(expected, abs=1e-12)


def test_senet_chances_agree_with_a_direct_enumeration():
    """After the throw, the mover's chance is its best move's, each valued by the odds model once played."""
    game = Senet.arrange(white=[12, 25], black=[15, 16], off=(3, 3), throw=3)
    model = SenetOddsEvaluation()
    best = 0.0
    for move in game.legal_moves():
        game.play(move)
        best = max(best, model.chance(game, 0))
        game.undo()
    assert win_chances(game).win == pytest.approx(best, abs=1e-12)


def test_jacquet_chances_agree_with_a_direct_enumeration():
    """Before the throw: every throw, every way to play it (the teaching game's own turns), the model after it."""
    game = Jacquet.arrange(white={19: 2, 22: 1}, black={20: 1, 23: 2}, off=(12, 12))
    expected = 0.0
    for throw, p in game.throw_outcomes():
        game.roll(*throw)
        best = 0.0
        for turn in turns(game):
            play_turn(game, turn)
            if game.is_over:
                value = 1.0 if game.winner == 0 else 0.0
            else:
                s = game.state
                value = 1.0 - jacquet_thrower_chance((s.packed[1], s.held[1]), (s.packed[0], s.held[0]))
            undo_turn(game, turn)
            best = max(best, value)
        game.undo()
        expected += float(p) * best
    assert win_chances(game).win == pytest.approx(expected, abs=1e-12)


@pytest.mark.parametrize(("name", "rule_set"), [("doze_canes", None), ("senet", "bell"), ("jacquet", None),
                                              ("marelle", "modern")])
def test_a_finished_game_gives_certainty(name, rule_set):
    *_, game = positions(name, rule_set, 2, 10_000)
    assert game.is_over
    c = win_chances(game)
    if game.winner is None:
        assert (c.win, c.draw, c.loss) == (0.0, 1.0, 0.0)
    else:
        assert (c.win, c.loss) == ((1.0, 0.0) if game.winner == game.to_play else (0.0, 1.0))


@pytest.mark.parametrize(("name", "rule_set"), [("senet", "standard"), ("senet", "piccione"), ("jacquet", None)])
def test_after_the_throw_the_chance_is_the_best_moves(name, rule_set):
    for game in positions(name, rule_set, 5, 40):
        if game.is_over or game.awaiting_throw:
            continue
        options = move_chances(game)
        assert options
        assert win_chances(game).score == pytest.approx(max(c.score for _, c in options), abs=1e-12)


def test_the_turn_played_is_valued_as_its_option():
    game = Jacquet.arrange(white={1: 13, 6: 2}, black={1: 15}, throw=(6, 5))
    me = game.to_play
    for turn, c in move_chances(game):
        play_turn(game, turn)
        assert after_turn(game, me).score == pytest.approx(c.score, abs=1e-12)
        undo_turn(game, turn)


def test_a_deeper_look_is_still_a_probability():
    game = Senet.arrange(white=[12, 25], black=[15, 16], off=(3, 3))
    c = win_chances(game, depth=1)
    assert 0.0 < c.win < 1.0 and c.win + c.loss == pytest.approx(1.0)


@pytest.mark.parametrize("bad", [-1, 4, "2", 1.0, True])
def test_a_bad_depth_is_refused(bad):
    game = new_game("senet", seed=1)
    before = game.position()
    with pytest.raises(AnalysisError, match="profondeur"):
        win_chances(game, depth=bad)
    assert game.position() == before


@pytest.mark.parametrize("bad", [42, "senet", None, [1, 2]])
def test_what_is_no_game_is_refused(bad):
    with pytest.raises(AnalysisError, match="partie"):
        win_chances(bad)
