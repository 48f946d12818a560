"""Jacquet's fitted win chance: one copy of the model, in the players, shared with the analysis; and the
expert searching it, three turns deep."""

import importlib.util
import math
import pathlib
import shutil

import pytest

from jocari_edu import new_game
from jocari_edu.analysis import fitted
from jocari_edu.analysis.chances import jacquet_features, jacquet_thrower_chance, win_chances
from jocari_edu.games.jacquet import Jacquet
from jocari_edu.players import RandomPlayer, make_player
from jocari_edu.players.jacquet import (
    FINER,
    FITTED,
    JacquetChanceEvaluation,
    JacquetEvaluation,
    thrower_chance,
)
from jocari_edu.players.levels import evaluation

ROOT = pathlib.Path(__file__).resolve().parents[2]


def throw_positions(seed: int):
    """Each position of a seeded random game where a throw is due (the sides as the kernel's ints)."""
    game, player = new_game("jacquet", seed=seed), RandomPlayer(seed)
    while not game.is_over:
        if game.awaiting_throw:
            state = game.state
            if state.phase == "throw":
                me = state.player
                yield game, (state.packed[me], state.held[me]), (state.packed[1 - me], state.held[1 - me])
            game.roll()
            continue
        game.play(player.choose(game))


def sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-z))


def test_the_model_has_one_copy_the_players_one():
    assert fitted.JACQUET is FITTED
    assert set(FITTED) >= {"bias", "weights", "held_out", "games", "seed"}
    assert len(FITTED["weights"]) == len(JacquetEvaluation.TERMS)
    assert all(w >= 0 for w in FITTED["weights"])  # the tool drops a term that comes out negative
    assert isinstance(evaluation("jacquet", "odds"), JacquetChanceEvaluation)


class StillClock:
    """A clock that never moves: a search's time never runs out (it stops at its own depth)."""

    def __call__(self):
        return 0.0


def test_against_a_person_the_expert_also_looks_three_turns_ahead_and_fort_weighs_more_than_moyen():
    """What the levels do, seen in their decisions (the lab's expert: the test after the next one)."""
    game = Jacquet.arrange(white={1: 10, 14: 1, 18: 2, 19: 2}, black={1: 14, 5: 1}, throw=(4, 3))
    assert make_player("expert", 0, clock=StillClock()).decide(game).depth == 3
    fort = make_player("fort", 0, deterministic=True).decide(game)
    moyen = make_player("moyen", 0, deterministic=True).decide(game)
    assert fort.depth == moyen.depth == 1  # one turn each
    # fort's finer evaluation counts more than moyen's (the run of points held among them): other values
    assert set(fort.scores) == set(moyen.scores) and fort.scores != moyen.scores


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_experts_leaf_is_the_analysis_fitted_chance(seed):
    ev = JacquetChanceEvaluation()
    seen = 0
    for game, thrower, other in throw_positions(seed):
        p = jacquet_thrower_chance(thrower, other)
        assert p == thrower_chance(thrower, other)
        # written out from the single copy of the figures and the finer evaluation's terms
        z = FITTED["bias"] + sum(w * t for w, t in zip(FITTED["weights"], jacquet_features(thrower, other),
                                                        strict=True))
        assert p == pytest.approx(sigmoid(z), abs=1e-12)
        assert 0.0 <= p <= 1.0
        # the search's leaf: the side that has just played (``other``), the thrower to throw
        leaf = ev.value(*other, *thrower)
        assert leaf == pytest.approx(ev.SCALE * (2.0 * (1.0 - p) - 1.0), abs=1e-9)
        assert -ev.SCALE <= leaf <= ev.SCALE
        # the teaching game's score says the same, from either side
        me = game.state.player
        assert ev.chance(game, me) == pytest.approx(p, abs=1e-12)
        assert ev.chance(game, 1 - me) == pytest.approx(1.0 - p, abs=1e-12)
        assert ev.score(game, 1 - me) == pytest.approx(leaf, abs=1e-9)
        seen += 1
    assert seen > 20


def test_the_analysis_chance_is_the_experts_leaf_one_turn_on():
    # After the throw, the analysis (depth 0) values each way to play by the model: the best of the
    # expert's leaves, on the same scale.
    game = Jacquet.arrange(white={1: 10, 14: 1, 18: 2, 19: 2}, black={1: 14, 5: 1}, throw=(4, 3))
    ev = JacquetChanceEvaluation()
    state = game.state
    best = max(ev.value(packed, held, state.packed[1], state.held[1]) for _, packed, held in state.turn_ends())
    assert win_chances(game).win == pytest.approx((best / ev.SCALE + 1.0) / 2.0, abs=1e-12)


def test_the_chance_rises_with_the_race():
    # Both sides bearing off, in their last quarter: nothing held on the other's path, no courier running;
    # each checker more borne off (or point further on) can only raise the thrower's chance.
    black = {24: 2, 20: 2}
    chances = []
    for white, off in [({19: 3}, 12), ({20: 3}, 12), ({22: 3}, 12), ({24: 3}, 12), ({24: 2}, 13), ({24: 1}, 14)]:
        game = Jacquet.arrange(white=white, black=black, off=(off, 11))
        s = game.state
        race, walls, barrier, suite = jacquet_features((s.packed[0], s.held[0]), (s.packed[1], s.held[1]))
        assert (walls, barrier, suite) == (0, 0, 0)
        chances.append(thrower_chance((s.packed[0], s.held[0]), (s.packed[1], s.held[1])))
    assert all(0.0 < p < 1.0 for p in chances)
    assert chances == sorted(chances) and chances[0] < chances[-1]


def test_a_won_game_counts_as_certain_in_the_experts_averages():
    # Black bears off its last checker with any throw: every average over the throws is a certain loss for
    # White, whatever White plays now; the expert's value stays on the chances' scale.
    game = Jacquet.arrange(white={19: 5, 20: 5}, black={24: 1}, off=(5, 14), throw=(2, 1))
    decision = make_player("expert", 0, deterministic=True).decide(game)
    assert decision.depth == 3
    scale = JacquetChanceEvaluation.SCALE
    assert all(-scale * 1.1 <= v <= -scale * 0.9 for v in decision.scores.values())


@pytest.mark.parametrize("deterministic", [True, False])
def test_the_expert_bears_off_its_last_checkers(deterministic):
    # White bears off with 3 from 22 and 1 from 24 (its last two checkers): the game is won at once.
    # Played otherwise (22-23 first, 24 off), a checker stays; Black is far behind.
    game = Jacquet.arrange(white={22: 1, 24: 1}, black={1: 5, 14: 10}, off=(13, 0), throw=(3, 1))
    player = make_player("expert", 0, deterministic=deterministic, **({} if deterministic else {"seconds": 3.0}))
    decision = player.decide(game)
    for m in decision.turn:
        game.play(m)
    assert game.is_over and game.winner == 0


def test_the_expert_searches_the_chance_and_judges_each_turn_itself_as_fort_does():
    # The leaves searched are the fitted chance; the first depth (each turn's own worth: the beam's order,
    # the tempo share, the hint's terms) is the finer evaluation, fort's.
    game = Jacquet.arrange(white={1: 10, 14: 1, 18: 2, 19: 2}, black={1: 14, 5: 1}, throw=(4, 3))
    expert = make_player("expert", 0, deterministic=True)
    search = expert.search_for(game)
    assert isinstance(search.leaf, JacquetChanceEvaluation)
    assert type(search.evaluation) is JacquetEvaluation and search.evaluation.WEIGHTS == FINER
    cut = make_player("expert", 0, deterministic=True, nodes=40).decide(game)  # the first depth only
    fort = make_player("fort", 0, deterministic=True).decide(game)
    assert cut.depth <= 1 and fort.depth == 1
    assert cut.scores == pytest.approx(fort.scores)
    # three turns deep: each value is a chance (on the scale of +-100) plus a tenth of the turn's own worth
    deep = expert.decide(game)
    assert deep.depth == 3
    searched = sorted(deep.scores, key=deep.scores.get, reverse=True)[:2]  # the lab's beam: 2 turns, ranked first
    for turn in searched:
        assert -100.0 <= deep.scores[turn] - 0.1 * fort.scores[turn] <= 100.0
    # White is all but sure to win here (the model: 0.99): the chances alike, FINER's share closes point 21
    assert [str(m) for m in deep.turn] == ["18-21", "19-23"]


def load_tool():
    spec = importlib.util.spec_from_file_location("fit_jacquet_chances", ROOT / "tools" / "fit_jacquet_chances.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_fitting_tool_writes_the_model_into_the_players_module(tmp_path, monkeypatch):
    pytest.importorskip("numpy")
    tool = load_tool()
    players, analysis = tmp_path / "jacquet.py", tmp_path / "fitted.py"
    shutil.copy(tool.JACQUET_MODULE, players)
    shutil.copy(tool.FITTED, analysis)
    monkeypatch.setattr(tool, "JACQUET_MODULE", players)
    monkeypatch.setattr(tool, "FITTED", analysis)
    saved = dict(FITTED)
    try:
        tool.write(JACQUET=dict(FITTED))  # the same figures: both files unchanged
        assert players.read_text() == (ROOT / "jocari_edu" / "players" / "jacquet.py").read_text()
        assert analysis.read_text() == (ROOT / "jocari_edu" / "analysis" / "fitted.py").read_text()
        tool.write(JACQUET=dict(FITTED, bias=0.5))
        assert "FITTED = {'bias': 0.5," in players.read_text()
        assert "JACQUET = {" not in analysis.read_text()  # the analysis holds no copy
        assert FITTED["bias"] == 0.5 and fitted.JACQUET["bias"] == 0.5  # the loaded dict follows
    finally:
        FITTED.clear()
        FITTED.update(saved)
