"""The rules kernels: ints in, ints out, and the very same game as the teaching API.

A kernel state (``new_state``, ``Game.clone``) is driven by action numbers;
the teaching API by move objects and notation.  Over seeded random games,
both must see the same legal moves in the same order at every step, reach
the same positions and end the same way.
"""

import random

import pytest

from jocari_edu import new_game
from jocari_edu.core import Rng
from jocari_edu.games import new_state

KERNEL_GAMES = [("marelle", "breyer"), ("marelle", "modern"), ("jacquet", "breyer"), ("senet", "standard"), ("senet", "jequier")]


def kernel_moves(game_module, state):
    return [game_module.ACTION_MOVES[a] for a in state.legal_actions()]


@pytest.mark.parametrize(("name", "rule_set"), KERNEL_GAMES)
def test_kernel_and_teaching_api_play_the_same_games(name, rule_set):
    import importlib

    module = importlib.import_module(f"jocari_edu.games.{name}")
    for seed in range(60):
        game, state = new_game(name, rule_set, seed=seed), new_state(name, rule_set)
        rng, pick = Rng(seed), random.Random(seed).random
        while not game.is_over:
            assert state.is_terminal() is False
            if game.awaiting_throw:
                assert state.is_chance_node() and not state.legal_actions()
                assert [t for t, _ in state.chance_outcomes()] == [t for t, _ in game.throw_outcomes()]
                throw = state.sample_throw(rng)
                game.roll(*throw)
                state.apply_throw(throw)
                continue
            assert not state.is_chance_node() and state.current_player() == game.to_play
            moves = game.legal_moves()
            assert kernel_moves(module, state) == moves
            i = int(pick() * len(moves))
            game.play(str(moves[i]))  # through the notation, as a learner plays
            state.apply_action(state.legal_actions()[i])
        assert state.is_terminal() and not state.legal_actions()
        kind, winner, points = state.result()
        assert (kind, winner, points) == (game.outcome.kind, game.outcome.winner, game.outcome.points)
        won = float(points)  # the points the game is won by (Marelle: 1, Jacquet: 1 to 4)
        assert state.returns() == ((0.0, 0.0) if winner is None else (won, -won) if winner == 0 else (-won, won))


@pytest.mark.parametrize(("name", "rule_set"), KERNEL_GAMES)
def test_a_clone_is_independent_and_undo_does_not_reach_it(name, rule_set):
    game = new_game(name, rule_set, seed=3)
    for _ in range(40):
        game.roll() if game.awaiting_throw else game.play(game.legal_moves()[-1])
    state = game.clone()
    before = (game.position(), list(game.legal_moves()))
    for _ in range(10):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply_throw(state.chance_outcomes()[0][0])
        else:
            state.apply_action(state.legal_actions()[0])
    assert (game.position(), list(game.legal_moves())) == before
    game.undo()
    assert not hasattr(state, "history")  # a bare kernel: no teaching objects
