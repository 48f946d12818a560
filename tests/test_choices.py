"""The interpretation-choice pages speak to readers: the choice in words, the option names for programmers after.

The tables on docs/*/choix.md are generated from each game's ``CHOICES`` by
``tools/site_hooks.py``; these tests read both.
"""

import pathlib
import re
import sys

import pytest

from jocari_edu import available, game_class

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "tools"))
import site_hooks  # noqa: E402

GAMES = available()
# What code looks like in a sentence: name=value, snake_case names, a rule set's key in quotes.
CODE = re.compile(r"\w+\s*=\s*\S|\b[a-z]+_[a-z_]+\b|[«'\"]\s*(?:breyer|modern|standard|jequier|alfonso)\s*[»'\"]|\bplayer [01]\b|"
                  r"\bjoueur [01]\b|\b(?:True|False)\b")


def table(name: str) -> str:
    """The generated table, its no-break spaces read as spaces."""
    return site_hooks.CHOICES.sub(site_hooks._choices_table, f"<!-- jocari-choices {name} -->").replace("\u00a0", " ")


@pytest.mark.parametrize("name", GAMES)
def test_the_choices_are_written_without_code(name):
    for choice in game_class(name).CHOICES:
        for text in (choice.question_fr, choice.choice_fr, choice.why_fr,
                     choice.question_en, choice.choice_en, choice.why_en):
            assert not CODE.search(text), f"{choice.key}: {CODE.search(text).group()!r} in {text!r}"


@pytest.mark.parametrize("name", GAMES)
def test_every_option_is_explained_by_a_choice_that_names_it(name):
    cls = game_class(name)
    named = [key for choice in cls.CHOICES for key in choice.options]
    declared = {key for rule_set in cls.RULE_SETS.values() for key in rule_set.options}
    assert set(named) == declared  # no option left unexplained, no choice naming an option that does not exist


def test_the_table_gives_the_words_first_then_the_menu_then_the_option_for_programmers():
    row = next(line for line in table("marelle").splitlines() if line.startswith("| **M6**"))
    words, menu, code = (row.index(s) for s in ("Il perd la partie", "Sur le plateau : menu « Joueur bloqué »",
                                               "Pour les programmeurs : option `blocked`"))
    assert words < menu < code
    assert '`"loses"`, `"passes"` ; par défaut `"loses"`' in row


def test_a_default_that_differs_by_rule_set_is_given_for_each():
    row = next(line for line in table("marelle").splitlines() if line.startswith("| **M5**"))
    assert ('par défaut `"draw"` pour « Marelle (d\'après C. Breyer) », '
            '`"white"` pour « Jeu du Moulin (règles actuelles) »') in row


@pytest.mark.parametrize("name", GAMES)
def test_the_words_of_the_table_hold_no_code_outside_the_programmers_note(name):
    for line in table(name).splitlines()[2:]:
        readers = re.sub(r"Pour les programmeurs : [^<]*", "", line)
        assert "`" not in readers, line
