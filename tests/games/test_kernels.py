"""The rules kernels: ints in, ints out, as the lab, the benchmark and the searches drive them.

A kernel state (``new_state``, ``Game.clone``) is driven by action numbers;
the teaching game plays its moves on it.  What a kernel must give them is
stated here on positions a person can check: the first throw of a new game,
the result and the returns of a finished one, no legal action exactly when a
throw is due or the game is over, clones that share nothing.
"""

import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jocari_edu import new_game
from jocari_edu.core import Rng
from jocari_edu.games import new_state
from jocari_edu.games.doze_canes import DozeCanes
from jocari_edu.games.jacquet import Jacquet
from jocari_edu.games.marelle import Marelle
from jocari_edu.games.senet import Senet
from tests import RULE_SETS

KERNEL_GAMES = RULE_SETS  # every rule set of every registered game has its kernel


def played(game, *steps):
    """``game`` after ``steps``: a tuple is a throw, a text a move in the game's notation."""
    for step in steps:
        game.roll(*step) if isinstance(step, tuple) else game.play(step)
    return game


# Finished games whose result a person can check by hand (the playthroughs in test_playthroughs.py tell them).
ENDINGS = {
    "senet standard, Black's last pawn off": (
        lambda: played(Senet.arrange("standard", white=[15], black=[30], off=(4, 4), to_play=1, throw=2), "30-off"),
        ("all_off", 1, 1), (-1.0, 1.0)),
    "senet bell, seven off each": (
        lambda: played(Senet.arrange("bell", white=[30], black=[28], off=(6, 6), taken=(3, 3), throw=1),
                       "30-off", (3,), "28-off"),
        ("draw", None, 0), (0.0, 0.0)),
    "marelle modern, White's seventh take": (
        lambda: played(Marelle.arrange("modern", white="a1 g1 b2 d2 f4", black="a7 g7 c5", to_play=1),
                       "c5-d1", "f4-f2", "xd1"),
        ("seven", 0, 1), (1.0, -1.0)),
    "jacquet, Black's rearmost on its 10: triple": (
        lambda: played(Jacquet.arrange(white={23: 1}, black={10: 1, 14: 6, 20: 8}, off=(14, 0), throw=(2, 2)),
                       "23-off"),
        ("triple", 0, 3), (3.0, -3.0)),
    "jacquet, Black still on its talon: quadruple": (
        lambda: played(Jacquet.arrange(white={23: 1}, black={1: 15}, off=(14, 0), throw=(2, 2)), "23-off"),
        ("quadruple", 0, 4), (4.0, -4.0)),
    "doze canes, four points to two": (
        lambda: played(DozeCanes.arrange(1, white=[1, 1, 2, 2, 3, 3], black=[4, 4, 5, 5, 6], throw=(6, 6)),
                       "6", "6"),
        ("most_points", 0, 1), (1.0, -1.0)),
}


@pytest.mark.parametrize("ending", ENDINGS)
def test_a_finished_game_gives_the_winner_its_points_and_the_loser_as_many_below_zero(ending):
    """What the lab's play-outs and the searches read at the end of a game (Kernel: ``result``, ``returns``):
    the kind of win, the winner, the points won (Jacquet: 1 to 4, choice J9), and +points / -points."""
    make, result, returns = ENDINGS[ending]
    game = make()
    assert game.is_over and (game.outcome.kind, game.outcome.winner, game.outcome.points) == result
    state = game.clone()
    assert state.is_terminal() and not state.legal_actions() and not state.is_chance_node()
    assert state.result() == result and state.returns() == returns


@pytest.mark.parametrize(("name", "rule_set", "throws"), [
    ("senet", "standard", {1: Fraction(4, 16), 2: Fraction(6, 16), 3: Fraction(4, 16), 4: Fraction(1, 16),
                           5: Fraction(1, 16)}),  # four sticks: the light faces up, none up counts 5
    ("senet", "jequier", {1: Fraction(4, 16), 2: Fraction(6, 16), 3: Fraction(4, 16), 4: Fraction(1, 16),
                          6: Fraction(1, 16)}),  # none up counts 6
    ("senet", "bell", {n: Fraction(1, 4) for n in (1, 2, 3, 4)}),  # a four-sided die (S13)
    ("marelle", "breyer", {1: Fraction(1, 2), 2: Fraction(1, 2)}),  # heads or tails: who starts (M5)
    ("jacquet", "breyer", {n: Fraction(1, 6) for n in range(1, 7)}),  # one die each, who starts (J1)
])
def test_the_labs_kernel_starts_with_the_throw_the_rules_say(name, rule_set, throws):
    """A new kernel (``new_state``: the lab's and the benchmark's play-outs) throws first, with these chances."""
    state = new_state(name, rule_set)
    assert state.is_chance_node() and not state.legal_actions()
    assert {throw[0]: p for throw, p in state.chance_outcomes()} == throws


def test_the_labs_doze_canes_kernel_starts_with_the_choice_of_the_house_not_a_throw():
    state = new_state("doze_canes")
    assert not state.is_chance_node() and len(state.legal_actions()) == 4  # Q1 to Q4 (D1)


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
    from jocari_edu.core import Game, Kernel
    from jocari_edu.core.kernel import attributes

    game = new_game(name, rule_set, seed=3)
    assert isinstance(game, Game) and isinstance(game.state, Kernel)
    state = new_state(name, rule_set)
    cls = type(state)
    assert set(cls.FIELDS) | set(cls.CONSTANTS) == set(attributes(cls))  # __slots__, or compiled: native attributes
    # what a move did is declared: every effect code recorded is in EFFECTS
    game = new_game(name, rule_set, seed=5)
    for _ in range(200):
        if game.is_over:
            break
        if game.awaiting_throw:
            game.roll()
            continue
        move = game.legal_moves()[0]
        for effect in game.preview(move).effects:
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
