"""The rules kernels: ints in, ints out, and the very same game as the teaching API.

A kernel state (``new_state``, ``Game.clone``) is driven by action numbers;
the teaching API by move objects and notation.  Over seeded random games,
both must see the same legal moves in the same order at every step, reach
the same positions and end the same way.
"""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jocari_edu import new_game
from jocari_edu.core import Rng
from jocari_edu.games import new_state
from tests import RULE_SETS

KERNEL_GAMES = RULE_SETS  # every rule set of every registered game has its kernel


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
            assert state.actions and state.actions == state.legal_actions()  # a pass is an action too
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
@settings(max_examples=200, deadline=None, derandomize=True)
@given(seed=st.integers(min_value=0, max_value=2**40))
def test_no_legal_action_exactly_when_a_throw_is_due_or_the_game_is_over(name, rule_set, seed):
    """The contract that the lab's and the benchmark's play-outs read (Kernel: ``actions``, once a ply): at every
    step of a random game, the field ``actions`` is empty if and only if a throw is due or the game is over."""
    state, rng, pick = new_state(name, rule_set), Rng(seed), random.Random(seed).random
    for _ in range(5_000):
        due = state.is_chance_node() or state.is_terminal()
        assert bool(state.actions) is not due, (state.actions, state.is_chance_node(), state.is_terminal())
        assert state.actions == state.legal_actions()
        if state.is_terminal():
            return
        actions = state.actions
        state.apply_action(actions[int(pick() * len(actions))]) if actions else state.apply_throw(state.sample_throw(rng))
    raise AssertionError("no end after 5,000 steps")


@pytest.mark.parametrize(("name", "rule_set"), KERNEL_GAMES)
def test_a_clone_is_independent_and_undo_does_not_reach_it(name, rule_set):
    game = new_game(name, rule_set, seed=3)
    for _ in range(40):
        if game.is_over:  # a short game (Doze canes lasts about 30 steps): back into it, a few steps before its end
            for _ in range(6):
                game.undo()
            break
        game.roll() if game.awaiting_throw else game.play(game.legal_moves()[-1])
    assert not game.is_over
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


@pytest.mark.parametrize(("name", "rule_set"), KERNEL_GAMES)
def test_every_kernel_declares_its_state_once_and_follows_the_protocol(name, rule_set):
    from jocari_edu.core import Kernel, KernelGame
    from jocari_edu.core.kernel import attributes

    game = new_game(name, rule_set, seed=3)
    assert isinstance(game, KernelGame) and isinstance(game.state, Kernel)
    state = new_state(name, rule_set)
    cls = type(state)
    assert set(cls.FIELDS) | set(cls.CONSTANTS) == set(attributes(cls))  # __slots__, or compiled: native attributes
    # a snapshot restores every field; a clone shares nothing that a move changes
    before = state.snapshot()
    clone = state.clone()
    rng = Rng(3)
    while not state.is_terminal() and state.is_chance_node():  # (Bell's opening: ties throw again)
        state.apply_throw(state.sample_throw(rng))
    if state.legal_actions():
        state.apply_action(state.legal_actions()[0])
    assert clone.snapshot() == before
    state.restore(before)
    assert state.snapshot() == before
    # what a move did is declared: every effect code recorded is in EFFECTS
    game = new_game(name, rule_set, seed=5)
    for _ in range(200):
        if game.is_over:
            break
        if game.awaiting_throw:
            game.roll()
            continue
        move = game.legal_moves()[0]
        for effect in game.effects_of(move):
            assert effect[0] in cls.EFFECTS, (effect, sorted(cls.EFFECTS))
        game.play(move)
    # the lab's names are of declared effects
    assert set(getattr(type(game), "EFFECT_NAMES", {})) <= set(cls.EFFECTS)


def test_a_kernel_missing_a_method_or_listing_a_field_twice_is_refused_when_defined():
    from jocari_edu.core import Kernel

    with pytest.raises(TypeError, match="lacks the kernel method"):
        class Partial(Kernel):
            FIELDS = ("player", "effects")
            __slots__ = FIELDS

    base = {name: (lambda self, *a: None) for name in
            ("current_player", "is_chance_node", "chance_outcomes", "sample_throw", "apply_throw", "legal_actions",
             "refusal", "apply_action", "is_terminal", "returns", "result")}
    base["new"] = classmethod(lambda cls, rules, options: None)
    fields = {"FIELDS": ("player", "effects", "actions"), "__slots__": ("player", "effects", "actions")}
    # refusal(action) is part of the protocol: a kernel that cannot say why an action is refused is refused
    with pytest.raises(TypeError, match=r"lacks the kernel method\(s\) refusal"):
        type("Mute", (Kernel,), {**{k: v for k, v in base.items() if k != "refusal"}, **fields})
    with pytest.raises(TypeError, match="must be CONSTANTS \\+ FIELDS"):
        type("Undeclared", (Kernel,), {**base, "FIELDS": ("player", "effects", "actions"),
                                       "__slots__": ("player", "effects", "actions", "x")})
    with pytest.raises(TypeError, match="must hold 'effects'"):
        type("NoEffects", (Kernel,), {**base, "FIELDS": ("player",), "__slots__": ("player",)})
    # the teaching game plays the legal move at index i as the kernel's field ``actions[i]``
    with pytest.raises(TypeError, match="must hold 'actions'"):
        type("NoActions", (Kernel,), {**base, "FIELDS": ("player", "effects"), "__slots__": ("player", "effects")})
    fine = type("Fine", (Kernel,), {**base, "FIELDS": ("player", "effects", "actions"),
                                    "__slots__": ("player", "effects", "actions")})
    state = object.__new__(fine)
    state.player, state.effects, state.actions = 1, (("x",),), (3, 4)
    assert state.snapshot() == (1, (("x",),), (3, 4)) == state._snap(state)


# The kernels whose refusal takes the action (Senet's names the move's squares: tests/games/test_senet*.py).
REFUSING = [(name, rule_set) for name, rule_set in KERNEL_GAMES if name in ("marelle", "jacquet", "doze_canes")]


@pytest.mark.parametrize(("name", "rule_set"), REFUSING)
def test_the_kernel_refuses_exactly_the_actions_it_does_not_generate_and_says_why_in_the_games_words(name, rule_set):
    """Kernel.refusal(action): None for each legal action, a message of the game's catalogue for every other one,
    at every third move position of seeded kernel games."""
    import importlib

    from jocari_edu.games import game_class

    module = importlib.import_module(f"jocari_edu.games.{name}")
    actions = [a for a, move in enumerate(module.ACTION_MOVES) if move is not None]
    messages = game_class(name).MESSAGES
    checked = 0
    for seed in range(2):
        state, rng, pick, n = new_state(name, rule_set), Rng(seed), random.Random(seed).random, 0
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_throw(state.sample_throw(rng))
                continue
            n += 1
            if n % 3 == 0:
                for action in actions:
                    found = state.refusal(action)
                    assert (found is None) == (action in state.actions), (action, found)
                    assert found is None or found[0] in messages, found
                checked += 1
            state.apply_action(state.actions[int(pick() * len(state.actions))])
    assert checked > 10
