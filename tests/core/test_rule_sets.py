"""Rule sets: one registration for every game, one error class, and tables written from the rule sets themselves."""

import importlib

import pytest

from jocari_edu.core import RuleSet, RuleSetError
from jocari_edu.core.rule_sets import options_table
from jocari_edu.games import REGISTRY, game_class


@pytest.mark.parametrize("name", [e.name for e in REGISTRY])
def test_every_game_refuses_a_rule_set_registered_twice_with_the_one_rule_set_error(name):
    rule_sets = importlib.import_module(f"jocari_edu.games.{name}.rule_sets")
    first = next(iter(rule_sets.RULE_SETS.values()))
    before = dict(rule_sets.RULE_SETS)
    with pytest.raises(RuleSetError) as refused:
        rule_sets.register(first)
    assert f"{first.name!r} is already registered" in str(refused.value)
    assert "inutilisables" in refused.value.text("fr") and "Unplayable" in refused.value.text("en")
    assert rule_sets.RULE_SETS == before


def test_a_rule_set_with_an_option_the_game_lacks_is_refused_and_not_registered():
    from jocari_edu.games.doze_canes import rule_sets

    with pytest.raises(RuleSetError, match="no option"):
        rule_sets.register(RuleSet("mine", "La mienne", "Mine", "none", {"dice": 3}))
    assert "mine" not in rule_sets.RULE_SETS


def test_the_marelle_table_shows_what_its_rule_sets_set_differently_in_the_learners_words():
    Marelle = game_class("marelle")
    assert options_table(Marelle, differing=True) == [
        ("Règle", "Marelle (d'après C. Breyer)", "Jeu du Moulin (règles actuelles)"),
        ("Reformer un moulin", "interdit", "permis"),
        ("Premier joueur", "tiré au sort", "Blanc"),
    ]
    whole = options_table(Marelle, "en")
    assert [row[0] for row in whole[1:]] == [Marelle.OPTION_TEXTS[k].label_text("en") for k in Marelle.OPTION_TEXTS]
    assert ("Draw without a take", "after 50 moves", "after 50 moves") in whole
