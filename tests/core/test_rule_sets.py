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


def _built(page: str) -> str:
    """A docs page's Markdown after the site's hook that writes the rule-set tables (tools/site_hooks.py)."""
    import pathlib
    import sys
    from types import SimpleNamespace

    root = pathlib.Path(__file__).resolve().parents[2]
    sys.path.insert(0, str(root / "tools"))
    import site_hooks

    text = (root / "docs" / page).read_text(encoding="utf-8")
    assert "<!-- jocari-rule-set-table" in text, f"{page} writes its comparison by hand"
    return site_hooks.on_page_markdown(text, SimpleNamespace(file=SimpleNamespace(src_uri=page)), {}, None)


def test_the_marelle_rules_page_compares_its_rule_sets_with_the_generated_table_and_a_changed_label_shows(monkeypatch):
    import dataclasses

    Marelle = game_class("marelle")
    page = _built("marelle/regles.md")
    assert "| Règle | Marelle (d'après C. Breyer) | Jeu du Moulin (règles actuelles) |" in page
    assert "| Reformer un moulin | interdit | permis |\n| Premier joueur | tiré au sort | Blanc |" in page
    assert "ne diffèrent que" not in page  # no count of the differences written by hand beside the table
    english = _built("marelle/regles.en.md")  # the English edition's page, in English
    assert "| Re-forming a mill | forbidden | permitted |\n| Who starts | drawn by lot | White |" in english
    assert "differ on two points" not in english
    # the row is the option's words: change the label (or a value's word) and the built page says the new one
    reform = Marelle.OPTION_TEXTS["reform"]
    monkeypatch.setitem(Marelle.OPTION_TEXTS, "reform", dataclasses.replace(
        reform, label=("Refaire un moulin défait", "Re-making a mill"),
        values={**reform.values, "allowed": ("autorisé", "allowed")}))
    assert "| Refaire un moulin défait | interdit | autorisé |" in _built("marelle/regles.md")
    assert "| Refaire un moulin défait | interdit | autorisé |" in _built("marelle/choix.md")
    # the board's menu reads the same words
    assert Marelle(rule_set="modern").option_label("reform") == "Refaire un moulin défait"


def test_senets_table_is_its_fields_words_in_the_one_shape_every_game_declares(monkeypatch):
    import dataclasses

    from jocari_edu.core import OptionText
    from jocari_edu.games.senet import RULE_SETS, SenetRules, rule_set_table

    Senet = game_class("senet")
    assert all(isinstance(words, OptionText) for words in Senet.OPTION_TEXTS.values())
    every = {f.name for f in dataclasses.fields(SenetRules)} - {"name", "fr", "en", "sources"}
    assert set(Senet.OPTION_TEXTS) == every
    table = rule_set_table("fr")
    assert [row[0] for row in table[1:]] == [w.label_text("fr") for w in Senet.OPTION_TEXTS.values()]
    assert ("Pions par joueur", "5", "5", "7", "10", "5") in table
    assert ("On lance", "quatre bâtonnets", "quatre bâtonnets", "quatre bâtonnets", "un dé à quatre faces (1 à 4)",
            "quatre bâtonnets") in table
    assert ("Où va un pion attaqué", "à la case de l'attaquant", "à la case de l'attaquant",
            "à la case de l'attaquant ; attaqué en 28, 29, 30 : en 27", "nulle part : il est pris",
            "nulle part : on ne s'arrête pas sur un pion") in table
    # the site's table keeps only what the readings set differently
    assert options_table(Senet, differing=True) == table  # each field is set differently by some reading
    two = {row[0]: row[1:] for row in options_table(Senet, differing=True, names=("standard", "jequier"))}
    assert "Pions par joueur" not in two and two["Valeur des lancers (0, 1, 2, 3, 4 faces claires)"] == (
        "5, 1, 2, 3, 4", "6, 1, 2, 3, 4")
    monkeypatch.setitem(Senet.OPTION_TEXTS, "pieces", dataclasses.replace(
        Senet.OPTION_TEXTS["pieces"], label=("Pions de chaque camp", "Pawns of each side")))
    assert rule_set_table("fr", names=("standard", "kendall"))[1] == ("Pions de chaque camp", "5", "7")
    assert rule_set_table("en", names=("bell",))[1] == ("Pawns of each side", str(RULE_SETS["bell"].pieces))
    # Senet's fields have words, but are no options of a game: a board offers no menu for them
    assert Senet().options == {}
    with pytest.raises(Exception, match="pieces"):
        Senet().option_label("pieces")
