import gc

import pytest

from jocari_edu.analysis.simulate import play_out, random_game, simulate
from jocari_edu.games import new_game
from jocari_edu.players import RandomPlayer


def test_simulation_is_seeded_and_counts_every_game():
    a = simulate("senet", "jequier", games=30, seed=5)
    b = simulate("senet", "jequier", games=30, seed=5)
    assert a == b
    assert sum(a.wins) + a.draws == 30 and len(a.lengths) == 30


def test_first_mover_is_whoever_made_the_first_move():
    s = simulate("senet", "jequier", games=20, seed=1)
    expected = 0
    for i in range(20):
        game = random_game("senet", "jequier", seed=1 + i)
        first = next(e.player for e in game.history if e.kind == "move")
        expected += game.winner == first
    assert s.first_mover_wins == expected


def test_progress_callback_ticks_once_per_game():
    ticks = []
    simulate("senet", "standard", games=7, seed=0, progress=lambda close=False: ticks.append(close))
    assert ticks == [False] * 7 + [True]


def test_endings_count_how_each_game_ended():
    s = simulate("marelle", "breyer", games=25, seed=2)
    assert sum(s.endings.values()) == 25
    expected = {}
    for i in range(25):
        kind = random_game("marelle", "breyer", seed=2 + i).outcome.kind
        expected[kind] = expected.get(kind, 0) + 1
    assert s.endings == expected


def test_play_out_gives_the_cycle_collector_back_as_it_found_it():
    """The collector is paused during a game, and only during it, even when a player fails."""
    seen = []

    class Watcher(RandomPlayer):
        def choose(self, game):
            seen.append(gc.isenabled())
            return super().choose(game)

    class Failing(RandomPlayer):
        def choose(self, game):
            raise KeyError("a player's bug")

    assert gc.isenabled()
    play_out(new_game("senet", "jequier", seed=3), (Watcher(1), Watcher(2)))
    assert seen and not any(seen) and gc.isenabled()
    with pytest.raises(KeyError):
        play_out(new_game("senet", "standard", seed=3), (Failing(1), Failing(2)))
    assert gc.isenabled()
    gc.disable()
    try:
        play_out(new_game("senet", "standard", seed=4))
        assert not gc.isenabled()  # a caller who had switched it off keeps it off
    finally:
        gc.enable()


@pytest.mark.parametrize(("name", "rule_set"), [("marelle", "breyer"), ("jacquet", "breyer"), ("senet", "jequier")])
def test_random_play_outs_on_the_kernel_are_the_protocol_games(name, rule_set):
    """Default players run on the rules kernel; the same random players through Game.play give the same games."""
    fast = simulate(name, rule_set, games=25, seed=11)
    slow = simulate(name, rule_set, games=25, seed=11, players=lambda s: (RandomPlayer(s), RandomPlayer(s + 1)))
    assert fast == slow
