"""The lab: the same games whatever the number of workers or a Dask cluster, and its figures."""

import math

import pytest

from jocari_edu.analysis.lab import NO_MOVE, TURNS, LabError, count_turns, game_seed, play_game, random_picks, run
from jocari_edu.analysis.match import ladder, match, pairing, table
from jocari_edu.analysis.stats import elo, mean_interval, score_interval, wilson
from jocari_edu.games import new_game
from jocari_edu.players import RandomPlayer, UnknownLevelError, make_player


def test_each_game_seed_follows_from_the_base_seed_and_the_index_alone():
    seeds = [game_seed(7, i) for i in range(1000)]
    assert seeds == [game_seed(7, i) for i in range(1000)]
    assert len(set(seeds)) == 1000 and game_seed(8, 0) != game_seed(7, 0)
    assert all(0 <= s < 2**48 for s in seeds)


def test_the_same_numbers_on_one_process_or_several():
    one = run("senet", "jequier", players=("moyen", "random"), games=12, seed=3, workers=1)
    two = run("senet", "jequier", players=("moyen", "random"), games=12, seed=3, workers=2)
    assert one.games == two.games
    assert one.to_dict() == two.to_dict()
    assert [g.index for g in two.games] == list(range(12))


def test_the_same_numbers_on_a_dask_cluster():
    distributed = pytest.importorskip("distributed")  # the lab extra is in dev: present in the test set-up
    local = run("senet", "standard", players=("fort", "greedy"), games=6, seed=5, workers=1,
                settings={"nodes": 200})
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                                  dashboard_address=None) as cluster:
        remote = run("senet", "standard", players=("fort", "greedy"), games=6, seed=5,
                     scheduler=cluster.scheduler_address, settings={"nodes": 200})
    assert remote.games == local.games


def test_a_game_of_the_lab_is_the_game_its_seed_gives():
    result = run("senet", "standard", players=("fort", "random"), games=4, seed=9)
    for g in result.games:
        seed = g.seed
        assert seed == game_seed(9, g.index // 2)  # a pair of games on the same throws
        game = new_game("senet", "standard", seed=seed)
        # the random players of a game choose with the one generator random_picks(seed) gives
        players = [make_player("fort", seed + 7919, deterministic=True), RandomPlayer(draw=random_picks(seed))]
        sides = players if g.a_side == 0 else players[::-1]
        while not game.is_over:
            game.roll() if game.awaiting_throw else game.play(sides[game.to_play].choose(game))
        assert game.winner == g.winner_side
        # standard Senet: each throw is played by one move (or a pass), so every move is a turn
        assert sum(e.kind == "move" for e in game.history) == g.moves == g.length == count_turns(game.history)


def test_a_turn_is_a_throw_and_every_step_it_played():
    """Piccione plays a throw step by step: a turn of three steps is one turn, as a whole throw is elsewhere."""
    game = new_game("senet", "piccione", seed=1)
    for step in ("(1)", "in-1", "(3)", "1-2", "2-4", "(2)", "pass", "(4)", "4-5", "5-8"):
        game.roll(int(step[1:-1])) if step.startswith("(") else game.play(step)
    # White enters a pawn (a turn), throws again and plays 3 in two steps (one turn), Black has nothing
    # to play with a 2 (a turn: the pass), White plays 4 in two steps (one turn)
    assert count_turns(game.history) == 4
    assert sum(e.kind == "move" for e in game.history) == 6
    # Marelle: a mill's taking belongs to the move that formed it
    marelle = new_game("marelle", "modern", seed=1)
    for move in ("a1", "d1", "a4", "d2", "a7", "xd1", "g7"):
        marelle.play(move)
    assert count_turns(marelle.history) == 6 and len(marelle.history) == 7


def test_the_lab_counts_piccione_s_turns_not_its_steps():
    result = run("senet", "piccione", players=("random", "random"), games=4, seed=3, effects=True, workers=1)
    for g in result.games:
        counted = dict(g.effects)
        assert counted[TURNS] == g.length < g.moves  # a throw of 2 to 5 is often played in more than one step
        assert counted[NO_MOVE] < g.length
    d = result.to_dict()
    assert d["length"]["mean"] < d["moves"]["mean"]


def test_each_pair_of_games_has_the_same_throws_with_the_sides_exchanged():
    result = run("senet", "standard", players=("moyen", "random"), games=6, seed=4)
    for first, second in zip(result.games[::2], result.games[1::2], strict=True):
        assert first.seed == second.seed and (first.a_side, second.a_side) == (0, 1)
    # the interval counts pairs: three measurements, each the mean of a pair's two scores
    points = [1.0 if g.winner == 0 else 0.5 if g.winner is None else 0.0 for g in result.games]
    pairs = [(points[i] + points[i + 1]) / 2 for i in range(0, 6, 2)]
    assert result.score()["ci95"] == list(mean_interval(pairs))


def test_sides_are_swapped_every_other_game_and_wins_counted_per_player_and_per_side():
    result = run("doze_canes", players=("random", "moyen"), games=20, seed=1)
    assert [g.a_side for g in result.games] == [i % 2 for i in range(20)]
    a, b, draws = result.wins()
    white, black, side_draws = result.side_wins()
    assert a + b + draws == 20 and white + black + side_draws == 20 and draws == side_draws
    for g in result.games:
        if g.winner is not None:
            assert g.winner_side == (g.a_side if g.winner == 0 else 1 - g.a_side)


def test_effects_count_what_the_rules_kernel_recorded_each_move_did():
    result = run("senet", "standard", players=("random", "random"), games=3, seed=2, effects=True)
    spec = result.spec
    declared = set(new_game("senet").State.EFFECTS) | {TURNS, NO_MOVE}
    for g in result.games:
        again = play_game(spec, g.index)  # the same game, counted again
        assert again == g
        counted = dict(g.effects)
        assert counted[TURNS] == g.length == g.moves  # every move chosen begins a turn of its own here
        assert set(counted) <= declared
    water = sum(dict(g.effects).get("water", 0) for g in result.games)
    assert water > 0  # three random games of Senet: pawns do fall into the water (seed 2)
    assert result.effects()["water"] == {"moves": water, "per_game": water / 3,
                                         "games": sum("water" in dict(g.effects) for g in result.games)}


def test_the_table_names_a_game_s_own_effects_only():
    marelle = run("marelle", "modern", players=("random", "random"), games=2, seed=1, effects=True, workers=1)
    senet = run("senet", "standard", players=("random", "random"), games=2, seed=1, effects=True, workers=1)
    assert "eau" not in marelle.table() and "water" not in marelle.table("en")
    assert "chutes dans l'eau par partie" in senet.table()


def test_the_summary_keeps_its_documented_keys():
    d = run("marelle", "modern", players=("moyen", "random"), games=4).to_dict()
    assert list(d) == ["game", "rules", "options", "players", "games", "seed", "wins", "score_a", "sides",
                       "first_player", "length", "moves", "endings"]
    assert list(d["wins"]) == ["a", "b", "draws"] and list(d["sides"]) == ["white", "black", "draws"]
    assert list(d["first_player"]) == ["wins", "decided", "rate", "ci95"]
    assert list(d["length"]) == list(d["moves"]) == ["mean", "median", "sd", "min", "max", "deciles"]


def test_the_table_and_the_plot_are_labelled():
    result = run("senet", "standard", games=10, seed=4)
    text = result.table()
    assert "longueur (tours)" in text and "le premier à jouer gagne (IC 95 %)" in text
    assert "first mover wins (95% CI)" in result.table("en")
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    fig = result.plot()
    left, right = fig.axes
    assert left.get_xlabel() == "longueur de la partie (tours)" and left.get_ylabel() == "nombre de parties"
    assert right.get_ylabel() == "parties gagnées (%), IC 95 %"


def test_bad_settings_are_refused_before_any_game():
    with pytest.raises(LabError):
        run("senet", games=0)
    with pytest.raises(LabError):
        run("senet", games=2, workers=0)
    with pytest.raises(UnknownLevelError):
        run("senet", players=("random", "grand"), games=2)
    with pytest.raises(LabError):
        run("senet", players=("random",), games=2)


# -- statistics -----------------------------------------------------------------------


def test_wilson_interval_matches_the_formula():
    low, high = wilson(5, 10)
    assert math.isclose(low, 0.2365931, abs_tol=1e-6) and math.isclose(high, 0.7634069, abs_tol=1e-6)
    assert wilson(0, 10)[0] == 0.0 and math.isclose(wilson(10, 10)[1], 1.0)


def test_a_match_score_interval_counts_draws_as_halves():
    # 60 wins, 20 draws, 20 losses: score 0.7; the points' variance is (60*.09 + 20*.04 + 20*.49)/100 = 0.16
    low, high = score_interval(60, 20, 20)
    assert math.isclose((low + high) / 2, 0.7)
    assert math.isclose(high - 0.7, 1.959963984540054 * math.sqrt(0.16 / 100))


def test_elo_of_a_score_and_a_ladder_chains_the_differences():
    assert math.isclose(elo(0.75), 400 * math.log10(3)) and elo(0.5) == 0 and elo(1.0) == 800
    rows = [{"a": "moyen", "b": "debutant", "elo": 200.0}, {"a": "fort", "b": "moyen", "elo": 50.0}]
    assert ladder(rows) == {"debutant": 0.0, "moyen": 200.0, "fort": 250.0}


def test_a_small_match_is_reproducible_and_its_arithmetic_adds_up():
    first = pairing(match("senet", "standard", "fort", "random", games=6, seed=1, settings={"nodes": 300}))
    again = pairing(match("senet", "standard", "fort", "random", games=6, seed=1, settings={"nodes": 300}))
    assert first == again
    assert first["wins_a"] + first["wins_b"] + first["draws"] == 6
    assert first["score"] == (first["wins_a"] + first["draws"] / 2) / 6
    assert first["beats"] == (first["ci95"][0] > 0.5)
    assert "A beats B" in table([first], "en") and "fort" in table([first])


def test_in_the_browser_the_lab_plays_in_its_one_process_and_says_so_for_workers_or_dask(monkeypatch):
    """Pyodide (JupyterLite on the site) has no processes and no sockets: one sentence instead of a failure."""
    from jocari_edu.analysis import lab

    monkeypatch.setattr(lab.sys, "platform", "emscripten")
    alone = lab.run("senet", games=3, seed=5, workers=None)  # the default: this one process
    monkeypatch.undo()
    assert [g.winner for g in alone.games] == [g.winner for g in lab.run("senet", games=3, seed=5, workers=1).games]
    monkeypatch.setattr(lab.sys, "platform", "emscripten")
    for settings in ({"workers": 4}, {"scheduler": "tcp://127.0.0.1:8786"}):
        with pytest.raises(lab.LabError) as refused:
            lab.run("senet", games=3, **settings)
        assert str(refused.value) == ("Dans le navigateur, le laboratoire ne joue que dans ce seul processus : "
                                      "workers=1, sans cluster Dask (pour plusieurs processus ou un cluster, ouvrez "
                                      "la leçon dans JupyterLab).")
