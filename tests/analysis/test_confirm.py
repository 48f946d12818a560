"""A cost that holds up (#41): the review's costly decisions checked one throw deeper, the play-outs' common throws."""

from __future__ import annotations

import pytest

from jocari_edu.analysis.confirm import (
    confirm_by_playouts,
    deeper_margin,
    holds,
    playout_margin,
    replica_seed,
    replicate,
)
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


def _scripted(monkeypatch, results):
    """confirm_by_playouts with play-out i giving ``results[i]`` (the answer's, then each rival's): the stop rules
    alone, no game played; the play-outs asked are recorded."""
    asked = []

    def played_out(game, turns, i, level, seed, max_events):
        asked.append((len(turns), i))
        return list(results[i])

    monkeypatch.setattr("jocari_edu.analysis.confirm._played_out", played_out)
    return asked


def test_the_answer_holds_as_soon_as_it_leads_every_rival_by_two_standard_errors(monkeypatch):
    # the answer wins 3 games in 4 that the runner-up loses, the third way wins every other
    asked = _scripted(monkeypatch, [(100, 0 if i % 4 else 100, 100 if i % 2 else 0) for i in range(96)])
    found = confirm_by_playouts(None, ("a",), [("b",), ("c",)], budget=96, step=8, first=16)
    assert found.held and found.games == 16  # stopped at the first look: 75 ± 11 and 50 ± 13 points
    assert [round(r.mean) for r in found.against] == [75, 50]
    assert asked == [(3, i) for i in range(16)]  # the answer and both rivals, play-out i with the same throws


def test_the_answer_is_refuted_once_it_clearly_cannot_lead_and_undecided_when_the_budget_ends(monkeypatch):
    _scripted(monkeypatch, [(0, 100 if i % 2 else 0) for i in range(96)])  # the rival ahead by 50 ± 13 points
    found = confirm_by_playouts(None, ("a",), [("b",)], budget=96, step=8, first=16)
    assert (found.verdict, found.games) == ("refuted", 16)
    # ahead by a little, never by two errors: the budget is spent, undecided (not refuted: the lead is positive)
    _scripted(monkeypatch, [(100 if i % 5 == 0 else 50, 50 if i % 5 == 0 else 100 if i % 5 == 1 else 50)
                            for i in range(96)])
    found = confirm_by_playouts(None, ("a",), [("b",)], budget=32, step=8, first=16)
    assert (found.verdict, found.games) == ("undecided", 32) and found.against[0].mean == 0.0


def test_a_turn_confirmed_against_itself_is_never_held_the_same_throws_for_both(senet_game):
    game = new_game("senet", "standard", seed=5)
    for event in list(senet_game.history)[:95]:
        game.replay_event(event)
    before = (game.position(), len(game.history))
    found = confirm_by_playouts(game, ("20-24",), [("20-24",)], budget=8, step=4, first=4, seed=3)
    assert (found.verdict, found.games, found.against[0].mean, found.against[0].error) == ("undecided", 8, 0.0, 0.0)
    assert (game.position(), len(game.history)) == before


def test_a_replication_plays_other_throws_than_the_check_it_replicates(senet_game, monkeypatch):
    """The second check (replicate) of a confirmation seeded 3 never plays one of its throw sequences again: the
    generators it draws from are seeded otherwise, and the throws they give differ."""
    import jocari_edu.analysis.confirm as confirm

    game = new_game("senet", "standard", seed=5)
    for event in list(senet_game.history)[:95]:
        game.replay_event(event)
    drawn: dict[int, list] = {}

    class Recorded(confirm.Rng):
        def __init__(self, seed):
            super().__init__(seed)
            self.seed, drawn[seed] = seed, []

        def below(self, n):
            found = super().below(n)
            drawn[self.seed].append(found)
            return found

        def bits(self, k):
            found = super().bits(k)
            drawn[self.seed].append(found)
            return found

    monkeypatch.setattr(confirm, "Rng", Recorded)
    confirm_by_playouts(game, ("3-7",), [("20-24",)], budget=4, step=4, first=4, seed=3)
    first = dict(drawn)
    drawn.clear()
    again = replicate(game, ("3-7",), [("20-24",)], seed=3, budget=4, step=4, first=4)
    assert again.games == 4 and replica_seed(3) != 3
    assert first and drawn and not set(first) & set(drawn)
    assert all(len(throws) >= 20 for throws in (*first.values(), *drawn.values()))
    assert all(throws[:20] != other[:20] for throws in drawn.values() for other in first.values())


def _scripted_seeds(monkeypatch, results):
    """Play-out i gives ``results[i % len(results)]``, whatever the seed; the seeds asked are recorded."""
    seeds = []

    def played_out(game, turns, i, level, seed, max_events):
        seeds.append(seed)
        return list(results[i % len(results)])

    monkeypatch.setattr("jocari_edu.analysis.confirm._played_out", played_out)
    return seeds


def test_the_replication_asks_more_a_lead_of_two_errors_and_a_bit_holds_once_not_twice(monkeypatch):
    # in 64 play-outs the answer wins 17 the rival loses, loses 6 it wins, the rest alike: 17.2 ± 7.2 points (2.4 errors)
    results = [(100, 0)] * 17 + [(0, 100)] * 6 + [(50, 50)] * 41
    seeds = _scripted_seeds(monkeypatch, results)
    first = confirm_by_playouts(None, ("a",), [("b",)], budget=64, step=64, first=64, seed=7)
    assert first.held and round(first.against[0].mean / first.against[0].error, 2) == 2.38
    assert set(seeds) == {7}
    seeds.clear()
    again = replicate(None, ("a",), [("b",)], seed=7, budget=64, step=64, first=64)  # 2.5 errors asked
    assert (again.verdict, again.games) == ("undecided", 64)
    assert set(seeds) == {replica_seed(7)}
