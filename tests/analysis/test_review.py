"""« Où ai-je perdu ? »: the review of a game, its costliest decisions, its luck, its JSON, its refusals."""

from __future__ import annotations

import json

import pytest

from jocari_edu.analysis import fitted
from jocari_edu.analysis.chances import AnalysisError
from jocari_edu.analysis.review import better_why, review
from jocari_edu.core import RecordError
from jocari_edu.games import game_class, new_game
from jocari_edu.games.doze_canes.exact import win_probabilities
from jocari_edu.players import make_player
from jocari_edu.players.base import play_turn, turns


def played(name, rule_set=None, seed=4, levels=("moyen", "moyen"), until=None):
    game = new_game(name, rule_set, seed=seed)
    players = [make_player(level, seed + k, deterministic=True) for k, level in enumerate(levels)]
    while not game.is_over and (until is None or len(game.history) < until):
        if game.awaiting_throw:
            game.roll()
        else:
            game.play(players[game.to_play].choose(game))
    return game


def test_not_closing_a_mill_is_among_the_costliest_decisions():
    """A seeded Marelle game where White, able to close a mill, plays another move instead."""
    game = new_game("marelle", "modern", seed=6)
    players = [make_player("moyen", 6 + k, deterministic=True) for k in (0, 1)]
    bad = None
    while len(game.history) < 60 and not game.is_over:
        if game.awaiting_throw:
            game.roll()
            continue
        options = turns(game) if bad is None and game.to_play == 0 else []
        mills = [t for t in options if len(t) == 2]
        if mills and len(mills) < len(options):
            bad = len(game.history)
            play_turn(game, next(t for t in options if len(t) == 1))  # the mill left unclosed
        else:
            game.play(players[game.to_play].choose(game))
    assert bad is not None
    result = review(game)
    costly = result.costliest(0)
    assert bad in [d.index for d in costly]
    decision = next(d for d in costly if d.index == bad)
    assert decision.loss > 5
    assert "moulin" in decision.why.text("fr") and "t'a coûté" in decision.why.text("fr")


@pytest.mark.parametrize(("name", "rule_set"), [("senet", "standard"), ("senet", "piccione"), ("jacquet", None)])
def test_the_best_move_is_never_worse_than_the_move_played(name, rule_set):
    result = review(played(name, rule_set, seed=8, levels=("moyen", "debutant"), until=120))
    assert result.decisions
    for d in result.decisions:
        assert d.best_chances.score >= d.after.score - 1e-12
        assert d.loss == pytest.approx(100 * (d.best_chances.score - d.after.score), abs=1e-9)
        assert 0.0 <= d.loss <= 100.0
        if d.forced:
            assert d.loss == 0.0


def test_a_random_player_loses_more_chance_per_decision_than_a_searching_one():
    result = review(played("senet", "standard", seed=3, levels=("fort", "debutant")))
    assert result.summary(1)["average_loss"] > result.summary(0)["average_loss"]


def test_the_throws_luck_is_checked_against_the_exact_solver_at_doze_canes():
    game = played("doze_canes", seed=5)
    result = review(game)
    g = game.copy()
    while g.history:
        g.undo()
    for i, event in enumerate(game.history):
        if event.kind == "throw":
            t = next(t for t in result.throws if t.index == i)
            white, draw, black = win_probabilities(g, exact=True)
            mine = white if t.player == 0 else black
            assert t.before.win == pytest.approx(float(mine), abs=1e-9)
            assert t.before.draw == pytest.approx(float(draw), abs=1e-9)
        g.replay_event(event)
    assert all(d.loss == pytest.approx(0.0, abs=1e-9) for d in result.decisions)  # the moves are forced (D5)


def test_each_side_sees_the_other_sides_luck_reversed():
    result = review(played("jacquet", seed=2, until=80))
    assert result.luck(0) == pytest.approx(-result.luck(1))
    assert result.throws and any(abs(t.change) > 0.5 for t in result.throws)


def test_where_the_estimate_beats_no_baseline_the_review_blames_the_dice_not_a_move(monkeypatch):
    game = played("senet", "standard", seed=4)
    monkeypatch.setitem(fitted.CALIBRATION, "senet/standard",
                        {"brier": 0.26, "baseline_brier": 0.25, "log_loss": 0.7, "baseline_log_loss": 0.69})
    result = review(game)
    assert result.mostly_luck
    assert "hasard" in result.verdict().text("fr")
    assert result.to_dict()["mostly_luck"] is True
    # no move is blamed: none listed as costly, in the text, the JSON or the board's marks
    assert result.costliest(0) == result.costliest(1) == []
    assert "coûté" not in result.text() and all(side["costliest"] == [] for side in result.to_dict()["sides"])
    assert max(d.loss for d in result.decisions) > 0.5  # the figures are still there for the curious


def test_the_verdict_names_the_loser_and_what_they_lost_on():
    game = played("senet", "standard", seed=4)
    result = review(game, lang="en")
    loser = ("White", "Black")[1 - game.winner]
    assert result.verdict().text("en").startswith(loser)


def test_the_json_has_its_documented_shape():
    game = played("senet", "kendall", seed=9, until=80)
    data = json.loads(json.dumps(review(game).to_dict()))
    assert {"format", "version", "game", "rule_set", "depth", "method", "finished", "winner", "lang",
            "mostly_luck", "calibration", "verdict", "sides", "decisions", "throws"} <= set(data)
    assert data["format"] == "jocari-edu-review" and data["game"] == "senet" and data["rule_set"] == "kendall"
    side = data["sides"][0]
    assert {"player", "name", "decisions", "average_loss", "within_2", "total_loss", "luck", "costliest"} <= set(side)
    decision = data["decisions"][0]
    assert {"index", "player", "turn", "before", "after", "best", "best_chances", "loss", "options", "forced",
            "why"} <= set(decision)
    assert set(decision["before"]) == {"win", "draw", "loss", "method"}
    assert {"index", "player", "throw", "before", "after", "change"} <= set(data["throws"][0])


def test_a_record_is_reviewed_like_its_game_and_the_game_is_left_as_it_was():
    game = played("jacquet", seed=3, until=60)
    before = game.position(), len(game.history)
    from_game = review(game).to_dict()
    assert (game.position(), len(game.history)) == before
    assert review(game.to_json()).to_dict() == from_game


def test_a_damaged_record_is_refused_with_its_reason():
    record = played("senet", seed=4, until=30).to_record()
    record["events"][5] = {"move": "1-30"}
    with pytest.raises(RecordError, match="Étape 6"):
        review(record)
    with pytest.raises(RecordError, match="JSON"):
        review("{not json")


@pytest.mark.parametrize("bad", [42, None, [1, 2], 3.5])
def test_what_is_no_game_is_refused(bad):
    with pytest.raises(AnalysisError, match="revoir"):
        review(bad)


@pytest.mark.parametrize("bad", [7, -1, "1", 1.5])
def test_a_bad_depth_is_refused_before_the_record_is_read(bad):
    with pytest.raises(AnalysisError, match="profondeur"):
        review("{not even json", depth=bad)


# -- why the better move was better, in the game's terms, where no term's own sentence is true of it ---------
# Each position is set from its text; the better turn and the turn played; the review's exact sentence.
BETTER = [
    ("senet", "standard", "WBBWWW..BB....B...........W...|00|1|move|2", "15-17", "10-12",
     "Laisse moins de pions à portée d'une attaque adverse au prochain lancer : 0 au lieu de 1 avec 10-12."),
    ("senet", "standard", ".........W.WW...BB..B.B.B.W...|10|0|move|2", "27-29", "12-14",
     "Mène plus de pions au-delà de la Maison de l'Eau : 1 au lieu de 0 avec 12-14."),
    ("senet", "jequier", "WB.WWB.B.WBB..W...............|00|0|move|1", "15-16", "5-6",
     "Garde plus de pions à l'abri (sur une case protégée ou à côté d'un pion de son camp) : 2 au lieu de 0 "
     "avec 5-6."),
    ("senet", "jequier", "BW.WWW..BBB........W.....B....|00|1|move|1", "26-27", "11-12",
     "Forme plus de barrages de trois pions, que l'adversaire ne peut pas franchir : 1 au lieu de 0 avec 11-12."),
    ("marelle", "modern", "WB.BWWWB..WBWWBWBBW.B..B|0,0|0|play|20|/", "a1-d1", "d2-d1",
     "Bloque plus de pions adverses (plus aucune place libre à côté) : 3 au lieu de 1 avec d2-d1."),
    ("marelle", "modern", "WB.BWWWB..WBWWBWBBW.B..B|0,0|0|play|20|/", "d5-c5", "a1-d1",
     "Laisse à l'adversaire moins de pas possibles : 6 au lieu de 7 avec a1-d1."),
    ("marelle", "modern", "..WBW...WWBW.WB.WW.W.B..|0,0|1|play|6|/", "d7-g7", "g1-g4",
     "Prépare plus de moulins (deux pions alignés, la troisième place libre) : 2 au lieu de 1 avec g1-g4."),
    ("jacquet", "breyer", "10,0,0,1,0,1,0,0,1,0,0,-1,-11,0,0,0,-1,1,-1,1,0,0,-1,0|0,0|1|move|6,4|6", "1-7", "5-11",
     "Tient plus de flèches sur le chemin de l'adversaire : 5 au lieu de 4 avec 5-11."),
    ("jacquet", "breyer", "0,0,0,0,0,2,4,0,1,1,0,-3,-1,-1,-1,1,0,-3,-3,0,-3,2,3,1|0,0|1|move|4,2|2", "7-9", "1-3",
     "Tient une plus longue suite de flèches devant les pions adverses : 4 au lieu de 2 avec 1-3."),
    ("jacquet", "breyer", "2,-1,1,0,0,2,5,0,-1,1,0,-1,-4,-2,0,2,0,-1,-4,0,-1,0,1,1|0,0|1|move|6,3|6", "14-20", "1-7",
     "Mène plus de pions dans le dernier quartier, d'où ils sortent : 3 au lieu de 2 avec 1-7."),
]


@pytest.mark.parametrize(("name", "rule_set", "position", "best", "played", "expected"), BETTER,
                         ids=[f"{b[0]}-{b[3]}" for b in BETTER])
def test_a_better_move_is_said_better_in_the_games_terms(name, rule_set, position, best, played, expected):
    game = game_class(name).from_position(position, rule_set)
    why = better_why(game, (best,), (played,))
    assert why.text("fr") == expected
    assert game.position() == position and not game.history  # the game is left as it was


def test_two_moves_nothing_tells_apart_keep_the_estimates_words():
    """Two Senet moves of the same throw that leave the same figures (no pawn off, none in reach, four safe,
    one past the water, the opponent's squares): only the estimate tells them apart, and says so in general
    words (a seeded game between ``fort`` and ``moyen``, where the review found 22-23 better)."""
    game = game_class("senet").from_position("......BB.WWWW........B...B.B.W|00|1|move|1", "jequier")
    assert better_why(game, ("22-23",), ("28-29",)).text("fr") == \
        "D'après l'estimation des chances, il laissait une meilleure position."
