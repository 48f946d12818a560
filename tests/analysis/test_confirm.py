"""A cost that holds up (#41): the review's costly decisions checked one throw deeper, the play-outs' common throws."""

from __future__ import annotations

import pytest

from jocari_edu.analysis.confirm import deeper_margin, holds, playout_margin
from jocari_edu.analysis.review import review
from jocari_edu.analysis.simulate import play_out
from jocari_edu.games import new_game
from jocari_edu.players import make_player


@pytest.fixture(scope="module")
def senet_game():
    """A seeded Senet game, « moyen » (White) against « fort »: one of White's costly decisions by the estimate
    (20-24 where 3-7 was better by 1.2 points) is not confirmed one throw deeper (3-7 is then 0.7 worse)."""
    game = new_game("senet", "standard", seed=5)
    players = (make_player("moyen", 1, deterministic=True), make_player("fort", 2, deterministic=True))
    return play_out(game, players, seed=5)


def test_a_margin_holds_when_the_deeper_check_keeps_half_of_it_and_half_a_point():
    assert holds(4.0, 2.0) and holds(1.0, 0.5)
    assert not holds(4.0, 1.9)  # less than half of what was found
    assert not holds(0.8, 0.4)  # under half a point: too close to tell
    assert not holds(1.2, -0.7)  # the other move is better one throw deeper


def test_the_review_marks_only_losses_the_deeper_check_confirms(senet_game):
    result = review(senet_game)
    for p in (0, 1):
        assert result.costliest(p)
        for d in result.costliest(p):
            assert d.checked is not None and holds(d.loss, d.checked)
    close = result.too_close(0)
    assert [(d.turn, d.best) for d in close] == [(("20-24",), ("3-7",))]
    assert close[0] not in result.costliest(0)
    sentence = ("Les coups 20-24 et 3-7 sont trop proches pour les départager : l'estimation donnait 1 point "
                "d'écart, un regard d'un lancer plus loin ne le confirme pas.")
    assert close[0].why.text("fr") == sentence
    assert sentence in result.text()
    side = result.to_dict()["sides"][0]
    assert [d["turn"] for d in side["too_close"]] == [["20-24"]] and side["too_close"][0]["held"] is False


def test_the_loss_told_is_never_more_than_the_check_confirms(senet_game):
    for p in (0, 1):
        for d in review(senet_game).costliest(p):
            assert d.shown_loss == min(d.loss, d.checked)
            assert f"t'a coûté {round(d.shown_loss)} point" in d.why.text("fr")


def test_the_checks_leave_the_game_as_it_was(senet_game):
    game = new_game("senet", "standard", seed=5)
    for event in list(senet_game.history)[:95]:  # White's decision 20-24 (3-7 was the estimate's better move)
        game.replay_event(event)
    before, length = game.position(), len(game.history)
    margin = deeper_margin(game, ("3-7",), ("20-24",), found=1.2)
    assert margin.depth == 1 and margin.checked < 0 and not margin.holds
    runs = playout_margin(game, ("3-7",), ("20-24",), games=3)
    assert runs.games == 3
    assert (game.position(), len(game.history)) == (before, length)


def test_a_turn_played_out_against_itself_differs_by_nothing_the_same_throws_for_both(senet_game):
    game = new_game("senet", "standard", seed=5)
    for event in list(senet_game.history)[:95]:
        game.replay_event(event)
    runs = playout_margin(game, ("20-24",), ("20-24",), games=4, seed=3)
    assert (runs.mean, runs.error, runs.holds, runs.reversed) == (0.0, 0.0, False, True)
