"""The lab's random games on the rules kernel are the very games the teaching API plays.

The lab plays random players on the kernel alone (:func:`play_kernel_game`:
no move object, history or undo); :func:`play_teaching_game` drives the
teaching game with the players' ``choose`` and is kept as the reference.
The same seed must give the same game, game by game: winner, sides, length
in turns and in moves, ending, points and every effect counted.
"""

import pytest

from jocari_edu.analysis import lab
from jocari_edu.analysis.lab import NO_MOVE, TURNS, make_spec, on_kernel, play_kernel_game, play_teaching_game, run
from jocari_edu.games import GAMES, game_class

RULE_SETS = [(g, r) for g in GAMES for r in game_class(g).RULE_SETS]


@pytest.mark.parametrize(("game", "rule_set"), RULE_SETS)
@pytest.mark.parametrize("effects", [False, True])
def test_every_seeded_random_game_is_the_game_the_teaching_api_plays(game, rule_set, effects):
    for players, swap in ((("random", "random"), True), (("debutant", "random"), False)):
        spec = make_spec(game, rule_set, players, seed=2026, swap=swap, effects=effects)
        assert on_kernel(spec)
        for index in range(16):
            assert play_kernel_game(spec, index) == play_teaching_game(spec, index), (players, index)


def test_a_run_with_options_gives_the_teaching_games():
    spec = make_spec("marelle", "modern", ("random", "random"), seed=5, options={"flying": False, "first": "draw"})
    reference = [play_teaching_game(spec, i) for i in range(10)]
    result = run("marelle", "modern", games=10, seed=5, options={"flying": False, "first": "draw"}, workers=1)
    assert result.games == reference


def test_the_effects_count_turns_moves_and_forced_passes_as_the_teaching_api_does():
    result = run("senet", "jequier", games=40, seed=3, workers=1, effects=True)
    spec = result.spec
    assert result.games == [play_teaching_game(spec, i) for i in range(40)]
    effects = result.effects()
    assert effects[TURNS]["moves"] == sum(g.length for g in result.games)
    assert effects[NO_MOVE]["moves"] > 0  # Jéquier's throws leave some turns with nothing to play


def test_a_random_run_builds_no_teaching_game_per_game(monkeypatch):
    made = []
    real = lab.new_game
    monkeypatch.setattr(lab, "_STARTS", {})
    monkeypatch.setattr(lab, "new_game", lambda *a, **k: made.append(a) or real(*a, **k))
    result = run("jacquet", "breyer", games=30, seed=1, workers=1)
    assert result.n == 30 and len(made) == 1  # the start position, once


def test_a_level_player_still_plays_through_the_teaching_game():
    spec = make_spec("senet", "standard", ("moyen", "random"), seed=4, settings={"nodes": 50})
    assert not on_kernel(spec)
    assert lab.play_game(spec, 0) == play_teaching_game(spec, 0)


def test_a_game_is_the_same_alone_or_in_a_batch_and_the_collector_comes_back_on():
    """The lab plays kernel games in batches (the start and the collector's switch set once a batch): game i of a
    batch is game i played alone, and the garbage collector is on again after the batch."""
    import gc

    spec = make_spec("doze_canes", "alfonso", ("random", "debutant"), seed=11)
    batch = lab.play_kernel_games(spec, [7, 3, 120, 121])
    assert [g.index for g in batch] == [7, 3, 120, 121]
    assert batch == [play_kernel_game(spec, i) for i in (7, 3, 120, 121)]
    assert batch[2].seed == batch[3].seed and {batch[2].a_side, batch[3].a_side} == {0, 1}  # a pair: one seed
    assert gc.isenabled()
    result = run("doze_canes", "alfonso", players=("random", "debutant"), games=130, seed=11, workers=1)
    assert [g.index for g in result.games] == list(range(130))
    assert [result.games[i] for i in (7, 3, 120, 121)] == batch
    assert gc.isenabled()
