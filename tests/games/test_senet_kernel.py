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
