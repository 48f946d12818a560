"""Every option of every rule set reads in the learner's language (issue 15: no "reform : banned")."""

import pytest

from jocari_edu import UnknownRuleSetError, available, game_class, new_game
from tests.core.test_messages import agreement_errors

RULE_SETS = [(name, rule_set) for name in available() for rule_set in game_class(name).RULE_SETS]
OPTIONS = [(name, rule_set, key) for name, rule_set in RULE_SETS
           for key in game_class(name).RULE_SETS[rule_set].options]


def test_the_games_have_options_to_read():
    assert {(name, key) for name, _, key in OPTIONS} >= {("marelle", "reform"), ("marelle", "quiet_moves"),
                                                        ("jacquet", "bear_off")}


@pytest.mark.parametrize("name, rule_set, key", OPTIONS)
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_option_and_value_reads_without_code(name, rule_set, key, lang):
    game = new_game(name, rule_set, lang=lang)
    label = game.option_label(key)
    assert label and label.lower() != key.replace("_", " ") and "_" not in label and "{" not in label
    allowed = game.OPTION_VALUES[key]
    texts = [game.option_value_text(key, value) for value in allowed]
    for value, text in zip(allowed, texts, strict=True):
        assert text and text != str(value) and "{" not in text and "_" not in text, (key, value, text)
        assert not isinstance(value, bool) or str(value) not in text  # never 'True'; '50 coups' is the words
        assert not agreement_errors(f"{label} : {text}", lang)
    assert len(set(texts)) == len(texts)  # each value reads differently


def test_option_words_in_french_and_english():
    marelle = new_game("marelle")
    assert f"{marelle.option_label('reform')} : {marelle.option_value_text('reform', 'banned')}" == \
        "Reformer un moulin : interdit"
    assert f"{marelle.option_label('flying')} : {marelle.option_value_text('flying', True)}" == "Vol à trois pions : oui"
    assert marelle.option_value_text("quiet_moves", 50) == "après 50 coups"
    assert marelle.option_value_text("repetition", 3) == "à la 3e fois"
    assert marelle.option_value_text("repetition", 3, "en") == "on the 3rd time"
    assert marelle.option_value_text("repetition", 0, "en") == "never"
    assert marelle.option_label("first", "en") == "Who starts"


def test_an_unknown_option_or_value_is_refused_clearly():
    marelle = new_game("marelle")
    with pytest.raises(UnknownRuleSetError, match="pas d'option 'fly'") as err:
        marelle.option_label("fly")
    assert "no option 'fly'" in err.value.text("en")
    with pytest.raises(UnknownRuleSetError, match="pas de valeur 'sometimes'") as err:
        marelle.option_value_text("reform", "sometimes")
    assert "no value 'sometimes'" in err.value.text("en")
    with pytest.raises(UnknownRuleSetError, match="pas de valeur 1"):
        marelle.option_value_text("flying", 1)  # True == 1, yet 1 is not a value of this flag
    with pytest.raises(UnknownRuleSetError, match="pas de valeur 7"):
        marelle.option_value_text("quiet_moves", 7)
