"""Senet's kernel decides each action once: the legal actions are exactly those its refusal allows.

The generator (``SenetState._generate``, Piccione's ``split_generate``) and the refusal (``SenetState.refusal``)
ask the same rule functions; this is their oracle, by brute force: at every position of seeded random games of
every rule set, every action (every square to every square, off, the hand and the pass) is legal exactly when
the refusal names no rule against it, and a refused action is refused in words the catalogue has.
"""

import random

import pytest

from jocari_edu.core import Rng
from jocari_edu.games import new_state
from jocari_edu.games.senet import MESSAGES, OFF, RULE_SETS, SQUARES

EVERY_ACTION = range(32 * (SQUARES + 1))  # src 0 (the hand, the pass) to 30, dst 0 (the hand) to 31 (off)


@pytest.mark.parametrize("rule_set", sorted(RULE_SETS))
def test_the_legal_actions_are_exactly_those_the_refusal_allows(rule_set):
    positions = 0
    for seed in range(12):
        state, rng, pick = new_state("senet", rule_set), Rng(seed), random.Random(seed).choice
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_throw(state.sample_throw(rng))
                continue
            legal = set(state.actions)
            for action in EVERY_ACTION:
                refused = state.refusal(action)
                assert (refused is None) == (action in legal), (rule_set, state.board, state.throw, action, refused)
                assert refused is None or refused[0] in MESSAGES.templates
            positions += 1
            state.apply_action(pick(state.actions))
    assert positions > 1_000
    assert OFF == SQUARES + 1


def test_every_effect_the_kernel_records_has_its_sentence_naming_each_of_its_values():
    from jocari_edu.games.senet import SenetState
    from jocari_edu.games.senet.texts import SAID

    assert set(SAID) == set(SenetState.EFFECTS)
    for code, said in SAID.items():
        if said is not None:  # (the end of the game: the outcome says it)
            key, *names = said
            assert key in MESSAGES.templates and len(names) == len(SenetState.EFFECTS[code]), code


def test_piccione_plays_on_the_split_turns_kernel_and_the_whole_throws_kernel_refuses_to_play_it():
    """Piccione's split turn is its own kernel (rules_split.SplitTurnState); SenetState cannot start it by mistake."""
    from jocari_edu.games.senet.rules import SenetState
    from jocari_edu.games.senet.rules_split import SplitTurnState

    state = new_state("senet", "piccione")
    assert type(state) is SplitTurnState and type(state.clone()) is SplitTurnState
    state.apply_throw((1,))  # a 1: a pawn enters from the hand, and nothing else is legal
    assert state.actions == (1,) and state.refusal(1) is None
    code, params = state.refusal(0)
    assert MESSAGES(code, **params).text("fr") == "Un coup est possible (par exemple in-1) : on ne peut pas passer."
    assert type(new_state("senet", "kendall")) is SenetState
    with pytest.raises(ValueError, match="piccione: rules_split.SplitTurnState plays it"):
        SenetState.new("piccione", {})
    with pytest.raises(ValueError, match="standard: SenetState plays it"):
        SplitTurnState.new("standard", {})
