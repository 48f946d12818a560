"""The package's English is written as English is printed (issue #40).

French typography (a space before « ; : ? ! % », « » as quotation marks, a decimal comma, the French no-break
spaces) and a player called "his" belong to the French; every English string of every catalogue, every English
rule-set and choice text, and what the games say in English on sample positions (their explanations, refusals,
rule-set tables, endings, teaching positions) must show none of it.
"""

from __future__ import annotations

import importlib
import pkgutil
import re

import pytest

import jocari_edu
from jocari_edu.core.errors import JocariError
from jocari_edu.core.i18n import Catalog
from jocari_edu.core.rule_sets import options_table
from jocari_edu.games import GAMES, game_class, new_game
from jocari_edu.games.senet.game import rule_set_table
from jocari_edu.teaching import POSITIONS

FRENCH = [
    (re.compile(r"[ \u00a0\u202f][;:?!%]"), "a space before ; : ? ! or %"),
    (re.compile(r"[«»]"), "French quotation marks « »"),
    (re.compile(r"\d,(\d{1,2}|\d{4,})\b"), "a decimal comma"),
    (re.compile(r"[\u00a0\u202f]"), "a French no-break space"),
    (re.compile(r"\b(his|her|him|he|she)\b", re.I), "a player called he/she (the package says its/their)"),
]


def french_marks(text: str) -> list[str]:
    """What in ``text`` is French typography rather than English."""
    return [why for pattern, why in FRENCH if pattern.search(text)]


def test_the_check_finds_french_typography_and_lets_english_pass():
    assert french_marks("White 1, 3, 5 ; Black 2, 4, 6") == ["a space before ; : ? ! or %"]
    assert french_marks("the first to bear off all his pawns wins") == [
        "a player called he/she (the package says its/their)"]
    assert french_marks("« Water »") == ["French quotation marks « »"]
    assert french_marks("a 12,5 % chance") == ["a space before ; : ? ! or %", "a decimal comma"]
    assert french_marks("Cas\u202f:") == ["a space before ; : ? ! or %", "a French no-break space"]
    assert french_marks("White 1, 3, 5; Black 2, 4, 6: 12,345 games, 12.5%, “Water”, all their pawns?") == []


def _catalogues() -> dict[str, Catalog]:
    found = {}
    for info in pkgutil.walk_packages(jocari_edu.__path__, "jocari_edu."):
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if isinstance(value, Catalog) and id(value) not in found:
                found[id(value)] = (f"{info.name}.{name}", value)
    return dict(found.values())


CATALOGUES = _catalogues()


def test_every_catalogue_is_found():
    # the common sentences, the games' messages, the boards', the review's...
    from jocari_edu.analysis.review import MESSAGES as REVIEW
    from jocari_edu.core.i18n import COMMON
    from jocari_edu.games.senet.texts import MESSAGES as SENET
    from jocari_edu.widgets.texts import UI
    found = {id(catalogue) for catalogue in CATALOGUES.values()}
    assert {id(COMMON), id(SENET), id(UI), id(REVIEW)} <= found
    assert len(CATALOGUES) >= 20


def test_every_english_catalogue_string_is_english_typography():
    bad = [(name, code, en, french_marks(en)) for name, catalogue in CATALOGUES.items()
           for code, (_fr, en) in catalogue.templates.items() if french_marks(en)]
    assert not bad, bad


def _static_english(cls) -> list[tuple[str, str]]:
    """Every English text a game declares: its rule-set fields' words, rule sets' names, choices."""
    texts = []
    for key, words in cls.OPTION_TEXTS.items():
        texts.append((f"{key} label", words.label[1]))
        texts += [(f"{key}={value!r}", pair[1]) for value, pair in words.values.items()]
        if words.template is not None:
            texts.append((f"{key} template", words.template[1]))
    texts += [(f"rule set {name}", r.en) for name, r in cls.RULE_SETS.items()]
    for choice in getattr(importlib.import_module(cls.__module__.rsplit(".", 1)[0]), "CHOICES", ()):
        texts += [(f"choice {choice.key}", text) for text in (choice.question_en, choice.choice_en, choice.why_en)]
    return texts


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_games_declared_english_is_english_typography(name):
    texts = _static_english(game_class(name))
    assert len(texts) > 3
    bad = [(where, text) for where, text in texts if french_marks(text)]
    assert not bad, bad


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_games_english_rule_set_table_is_english_typography(name):
    table = options_table(game_class(name), "en")
    if name == "senet":
        assert table == rule_set_table("en")
        # the starting squares, as the rules table shows them
        assert ("White 1, 3, 5, 7, 9; Black 2, 4, 6, 8, 10" in {cell for row in table for cell in row})
    bad = [cell for row in table for cell in row if french_marks(cell)]
    assert not bad, bad


def _said_in_english(name: str, seed: int, plies: int = 60) -> list[str]:
    """What a seeded game says in English along the way: each legal move explained, a refused move's reason,
    a bad throw's refusal, and its ending if it comes."""
    game = new_game(name, seed=seed, lang="en")
    said = []
    for _ in range(plies):
        if game.is_over:
            said.append(game.outcome.text("en"))
            break
        if game.awaiting_throw:
            try:
                game.roll(9, 9)
            except JocariError as error:
                said.append(error.text("en"))
            game.roll()
            continue
        moves = game.legal_moves()
        said += [game.explain(move) for move in moves[:6]]
        said.append(game.explain("zz-99"))
        game.play(moves[0])
    return said


@pytest.mark.parametrize("name", sorted(GAMES))
def test_what_each_game_says_in_english_is_english_typography(name):
    said = _said_in_english(name, seed=4)
    assert len(said) > 30
    bad = [text for text in said if french_marks(text)]
    assert not bad, bad


def test_the_teaching_positions_english_answers_are_english_typography():
    answers = [record.setup().explain(record.move, lang="en") for record in POSITIONS.values()]
    bad = [text for text in answers if french_marks(text)]
    assert not bad, bad


def test_the_labs_comparison_table_writes_numbers_as_each_language_does():
    """``jocari compare``'s table: English decimals and « 2.6% » in English, « 189,5 » and « 2,6 % » in French."""
    from jocari_edu.analysis.lab import compare_table, run

    results = [run("senet", rules, players=("random", "random"), games=2, seed=0, swap=False, workers=1,
                   effects=True) for rules in ("standard", "jequier")]
    english, french = compare_table(results, "en"), compare_table(results, "fr")
    assert "mean length (turns)" in english and re.search(r"\d\.\d", english) and re.search(r"\d%", english)
    assert french_marks(english) == []
    assert "longueur moyenne (tours)" in french and re.search(r"\d,\d", french) and "\u202f%" in french
    assert not re.search(r"\d\.\d", french)
