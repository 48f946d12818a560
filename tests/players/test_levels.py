"""The levels: legal moves in every game, the same game for the same seed, searches that keep to their budget."""

import pytest

from jocari_edu.games import new_game
from jocari_edu.games.jacquet import Jacquet
from jocari_edu.games.marelle import Marelle
from jocari_edu.players import LEVELS, PLAYERS, GreedyPlayer, RandomPlayer, make_player
from jocari_edu.players.base import Budget, OutOfTime, turns
from jocari_edu.players.doze_canes import choice_gain
from tests import RULE_SETS
from tests.players import FakeClock

LEVEL_NAMES = ["debutant", "moyen", "fort", "expert"]


def snapshot(game):
    return game.position(), len(game.history), game.rng.state


def play_checked(game, players, max_moves=None):
    """Play to the end (or ``max_moves`` moves); every choice must be legal and leave the game untouched."""
    moves = 0
    while not game.is_over and (max_moves is None or moves < max_moves):
        if game.awaiting_throw:
            game.roll()
            continue
        before = snapshot(game)
        legal = list(game.legal_moves())
        move = players[game.to_play].choose(game)
        assert snapshot(game) == before, "choosing a move changed the game"
        assert move in legal
        game.play(move)
        moves += 1
    return game


def test_the_board_menu_still_finds_random_and_greedy_and_now_the_levels():
    assert PLAYERS["random"] is RandomPlayer and PLAYERS["greedy"] is GreedyPlayer
    assert [k for k in PLAYERS if k in LEVELS] == LEVEL_NAMES
    assert [LEVELS[k].label("fr") for k in LEVEL_NAMES] == ["débutant", "moyen", "fort", "expert"]
    assert LEVELS["moyen"].label("en") == "intermediate"
    for name, cls in PLAYERS.items():
        assert hasattr(cls(3), "choose"), name


@pytest.mark.parametrize("name,rule_set", RULE_SETS)
@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_every_level_plays_only_legal_moves(name, rule_set, level):
    # Small node budgets keep the test quick; the moves still come from the level's own search.
    searching = level in ("fort", "expert") and name != "doze_canes"
    games = 2 if searching or name == "jacquet" else 6
    for seed in range(games):
        players = [make_player(level, seed + k, deterministic=True, nodes=300 if searching else None) for k in (0, 1)]
        limit = 30 if searching else 80 if name == "jacquet" else None
        game = play_checked(new_game(name, rule_set, seed=seed), players, max_moves=limit)
        assert game.is_over or limit


@pytest.mark.parametrize("name,rule_set", [("senet", "jequier"), ("marelle", "breyer"), ("jacquet", "breyer")])
def test_a_level_plays_the_same_game_again_for_the_same_seed(name, rule_set):
    def record(seed):
        players = [make_player("fort", seed + k, deterministic=True, nodes=300) for k in (0, 1)]
        return play_checked(new_game(name, rule_set, seed=seed), players, max_moves=40).moves_notation()

    assert record(11) == record(11)
    assert record(11) != record(12)


@pytest.mark.parametrize("name,rule_set,level", [("marelle", "modern", "expert"), ("senet", "standard", "expert"),
                                                  ("jacquet", "breyer", "expert")])
def test_the_search_stops_when_its_own_clock_says_the_budget_is_spent(name, rule_set, level):
    game = new_game(name, rule_set, seed=4)
    while game.awaiting_throw or len(turns(game)) < 2:
        game.roll() if game.awaiting_throw else game.play(game.legal_moves()[0])
    clock = FakeClock(step=0.01)
    player = make_player(level, 1, clock=clock, seconds=0.5)
    before = snapshot(game)
    decision = player.decide(game)
    assert snapshot(game) == before
    assert decision.turn in turns(game)
    # The clock is read at the start and every 16 nodes: the search stops at the first
    # reading past the budget, never later.
    assert clock.now >= 0.5 and clock.reads <= 0.5 / clock.step + 2
    assert decision.seconds >= 0.5


def test_a_budget_spent_before_the_first_depth_still_gives_a_legal_turn():
    game = Marelle.arrange("modern", white="a1 d1 b4 f4", black="a7 d7 g7 g4")
    player = make_player("expert", 1, clock=FakeClock(step=10.0), seconds=3.0)
    decision = player.decide(game)
    # the clock is first read after 16 nodes: the search stops there, with a legal turn
    assert decision.turn in turns(game) and decision.depth <= 1 and decision.nodes <= 17


def test_a_node_budget_counts_nodes_and_nothing_else():
    budget = Budget(None, 10, clock=None)
    for _ in range(10):
        budget.tick()
    with pytest.raises(OutOfTime):
        budget.tick()


@pytest.mark.parametrize("level", ["moyen", "fort", "expert"])
def test_every_searching_level_takes_a_win_at_once(level):
    # d2-d1 closes a1-d1-g1, and the take of one of Black's last three pieces ends the game.
    game = Marelle.arrange("modern", white="a1 g1 d2 f4 b6", black="a7 g7 c5")
    player = make_player(level, 0, deterministic=True)
    assert str(player.choose(game)) == "d2-d1"
    game.play("d2-d1")
    assert player.choose(game).kind == "take"


@pytest.mark.parametrize("level", ["moyen", "fort", "expert"])
def test_every_searching_level_blocks_a_mill_one_step_away(level):
    # Black threatens b6-d6-f6 with d7-d6; White's d5 can step in first.
    game = Marelle.arrange("modern", white="d5 a1 g1 c4 e4", black="b6 f6 d7 a4 g4")
    assert str(make_player(level, 0, deterministic=True).choose(game)) == "d5-d6"


def test_jacquet_plays_a_whole_turn_step_by_step_as_planned():
    game = Jacquet.arrange(white={1: 12, 20: 1, 8: 1, 10: 1}, black={1: 15}, throw=(5, 3))
    player = make_player("fort", 0, deterministic=True)
    planned = player.decide(game).turn
    first = player.choose(game)
    assert first == planned[0]
    game.play(first)
    if len(planned) > 1 and not game.awaiting_throw:
        assert player.choose(game) == planned[1]


def test_doze_canes_the_perfect_player_gains_exactly_nothing_over_a_random_one():
    assert choice_gain() == 0
    game = new_game("doze_canes", seed=1)
    decision = make_player("expert", 0).decide(game)
    assert len(set(decision.scores.values())) == 1  # the four houses: the very same chances
