"""A Senet rule set added as data only, a copy of a reading under a new name, is that reading in every layer:
the levels weigh what they weigh for the original, the lab compares it, the review rates its games, the
sheets print it."""

import dataclasses

import pytest

from jocari_edu import new_game
from jocari_edu.analysis import review
from jocari_edu.analysis.lab import run
from jocari_edu.games.senet import RULE_SETS, Senet, register
from jocari_edu.players import make_player
from jocari_edu.players.senet import FITTED, SenetFortEvaluation, odds_model
from jocari_edu.render.sheet import board_sheet


@pytest.fixture(params=["bell", "kendall"])
def copy(request):
    name = f"copy_of_{request.param}"
    register(dataclasses.replace(RULE_SETS[request.param], name=name, fr=f"Copie ({request.param})",
                                 en=f"Copy ({request.param})"))
    yield request.param, name
    del RULE_SETS[name]
    del Senet.RULE_SETS[name]


def played(rule_set, seed=3, moves=12):
    game = new_game("senet", rule_set, seed=seed)
    players = [make_player("moyen", side, nodes=100) for side in (0, 1)]
    while not game.is_over and len(game.history) < moves:
        if game.awaiting_throw or game.in_opening:
            game.roll()
        else:
            game.play(players[game.to_play].choose(game))
    return game


def test_the_copy_is_played_and_weighed_as_its_original(copy):
    original, name = copy
    fort = SenetFortEvaluation()
    assert fort.on_odds(new_game("senet", name)) == fort.on_odds(new_game("senet", original))
    assert fort.on_odds(new_game("senet", "bell")) and not fort.on_odds(new_game("senet", "standard"))
    # the same seed, the same levels: the same game, move for move
    assert [str(e) for e in played(name).history] == [str(e) for e in played(original).history]
    # the derived odds model (no fit for the copy) values a pawn on 30 as the standard fit does, and the
    # reading's own House of Water (if it has one) at nothing
    model = odds_model(name)
    assert model["squares"][29] == FITTED["standard"]["squares"][29]
    water = RULE_SETS[name].water_square
    assert water == 0 or model["squares"][water - 1] == 0.0


def test_the_copy_is_compared_reviewed_and_printed(copy):
    _, name = copy
    result = run("senet", name, games=4, workers=1, seed=1)
    assert result.n == 4 and sum(result.wins()) == 4
    table = result.table("fr")
    assert "Copie" in table or name in table
    game = played(name, moves=30)
    rated = review(game)
    assert rated.rule_set == name and rated.decisions
    assert all(0.0 <= d.before.win <= 1.0 and d.loss >= 0 for d in rated.decisions)
    assert "<svg" in board_sheet(game)
