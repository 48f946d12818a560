"""Every sentence a learner can read, written as French (and English) write it.

Every template of every message catalog in the package (the protocol's, each
game's, the pictures', the board's) is filled with 0, 1 and 2 for each numeric
parameter and realistic values for the others, in French and in English; the
text must keep no "(s)", no raw placeholder, and no count that disagrees with
its noun ("1 pions", "2 flèche", "que 1").  The catalogs are found by walking
the package, so a new one is tested without being listed here.
"""

import importlib
import itertools
import pkgutil
import re
import string

import pytest

import jocari_edu
from jocari_edu.core.i18n import NNBSP, Catalog, number, ordinal, percent, plural
from jocari_edu.games import jacquet, marelle
from jocari_edu.render import texts
from jocari_edu.widgets import texts as board_texts


def catalogs() -> dict[str, Catalog]:
    found: dict[int, tuple[str, Catalog]] = {}
    for info in pkgutil.walk_packages(jocari_edu.__path__, "jocari_edu."):
        module = importlib.import_module(info.name)
        for attr, value in vars(module).items():
            if isinstance(value, Catalog):
                found.setdefault(id(value), (f"{info.name}.{attr}", value))
    return dict(found.values())


CATALOGS = catalogs()

# Parameters that are counts or numbers (points, squares, dice, how many...), everywhere but where overridden.
NUMERIC = {"a", "b", "back", "by", "c", "d", "dst", "h", "index", "k", "land", "left", "m", "n", "need", "p", "points",
           "most", "pt", "q", "rear", "sq", "skill", "luck", "done", "src", "t", "to", "total", "wa", "wb", "wc", "limit", "at"}
NAMES = {"player": ("Blanc", "White"), "loser": ("Noir", "Black"), "winner": ("Blanc", "White"),
         "name": ("Blanc", "White"), "p0": ("Blanc", "White"), "p1": ("Noir", "Black"), "other": ("Noir", "Black")}
TEXTS = {
    **NAMES,
    "text": "13-x", "given": "7", "possible": "1 ; 2 ; 3 ; 4 ; 5", "move": "13-18", "example": "11-16, 16-19", "examples": "12-15 ou 27-off", "kind": "un nombre", "why": "Il faut d'abord lancer.",
    "moves": "13-18, 18-21", "line": "a1-d1-g1", "level": ("moyen", "intermediate"),
    "place": "a1", "take": "xd7", "mill": "a1-a4-a7", "mills": "a1-a4-a7", "near": "a4, d1",
    "dice": ("5 et 3", "5 and 3"), "throw": ("5 et 3", "5 and 3"), "path": ("2-7, 7-10", "2-7, 7-10"),
    "held": ("5 et 7", "5 and 7"), "size": ("double", "double"), "quarter": ("premier", "first"),
    "effect": "Le pion avance.", "what": "5-8", "squares": "1, 3, 5",
    "label": ("Vol à trois pions", "Flying with three pieces"), "value": ("oui", "yes"),
    "step": "(3)", "button": ("Étape suivante de l'ordinateur", "Computer's next step"),
    # records and shared links (core/record.py, share.py) and the site's boards (widgets/live.py)
    "detail": "Expecting value: line 1 column 1 (char 0)", "format": "'pgn'", "version": "99", "key": "seed",
    "announced": "60", "recorded": "[3]", "drawn": "[4]", "game": "senet", "expected": "marelle",
    "error": "NetworkError", "reason": "Étape 3 de la partie : Il faut d'abord lancer.",
    # refusals of inputs the package cannot use (core/limits.py)
    "known": "standard, jequier", "allowed": ("True ou False", "True, False"), "rule_set": "modern",
    "byte": "0xff",
    # a game's review (analysis/review.py)
    "best": "23-27", "turn": "24-28", "avg": "4,2", "unit": ("points", "points"),
    "start": "50 %", "end": "12 %",
}
# Where a name means something else than elsewhere (a point's name, a list, a percentage already written).
OVERRIDES = {
    "jocari_edu.games.marelle.MESSAGES": {"pt": "d2", "src": "a1", "dst": "d1"},
    "jocari_edu.games.doze_canes.MESSAGES": {"throw": "6-4"},
    "jocari_edu.games.senet.MESSAGES": {"n": ("cinq", "five"),  # the pawns a side, in words
                                        "even": "2, 4, 6, 8, 10", "odd": "1, 3, 5, 7, 9"},
    "jocari_edu.render.texts.TEXTS": {"points": "1 (14), 15 (1)"},
    "jocari_edu.widgets.texts.UI": {"sq": "d2", "a": "37,5", "b": "50,0", "d": "12,5",
                                    # « Mode entraînement »: its two buttons (widgets/tutor.py)
                                    "play": ("Jouer quand même", "Play it anyway"), "back": ("Reprendre", "Choose again")},
    "jocari_edu.players.doze_canes.MESSAGES": {"w": 0.343, "d": 0.224, "l": 0.433},  # chances, by {w:percent}
    # a puzzle collection's refusals (analysis/puzzles.py)
    "jocari_edu.analysis.puzzles.MESSAGES": {"where": "puzzles[0].answer", "id": "senet-standard-4ae08fe0",
                                             "theme": "moulin", "version": 1, "most": 500,
                                             "expected": "senet-standard-4ae08fe0", "mean": "4,2", "error": "2,5",
                                             "z": "2,5"},
    # a set of puzzles asked for (analysis/puzzles.py: puzzle_set) and its one line
    "jocari_edu.analysis.puzzles.SET_MESSAGES": {"theme": "mise à l'abri", "game": "senet", "given": "impossible",
                                                 "known": "« facile », « moyen »", "difficulty": "facile"},
    "jocari_edu.analysis.exercise.MESSAGES": {"themes": "échange, mise à l'abri", "answer": "10-13",
                                              "moves": "10-13", "key": "answers", "keys": "game, rule_set",
                                              "expected": "true ou false"},
}

# Nouns (and participles) the catalogs count, singular and plural.
FR_ONE = {"pion", "flèche", "coup", "dé", "point", "case", "jeton", "étape", "pièce", "moulin", "sorti", "doublée"}
FR_MANY = {"pions", "flèches", "coups", "dés", "points", "cases", "jetons", "étapes", "pièces", "moulins", "sortis",
           "doublées"}
EN_ONE = {"piece", "point", "checker", "pawn", "move", "die", "step", "square", "mill"}
EN_MANY = {"pieces", "points", "checkers", "pawns", "moves", "dice", "steps", "squares", "mills"}


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def agreement_errors(text: str, lang: str) -> list[str]:
    """Counts that disagree with the noun after them ("1 pions", "2 flèche", "1 dice", "que 1")."""
    errors = []
    words = text.split(" ")
    one, many = (FR_ONE, FR_MANY) if lang == "fr" else (EN_ONE, EN_MANY)
    for i, word in enumerate(words):
        before = words[i - 1].lstrip("(«") if i else ""
        number_ = word.rstrip(".,;:)")
        # "4 sur 5 sortis": 4 agrees; "flèche 2 doublée": the point named 2, not a count
        if not number_.isdigit() or before in ("sur", "of") or before in one:
            continue
        n = int(number_)
        noun = words[i + 1].rstrip(".,;:)") if number_ == word and i + 1 < len(words) else ""
        singular = n < 2 if lang == "fr" else n == 1
        if (singular and noun in many) or (not singular and noun in one):
            errors.append(f"{n} {noun}")
        if lang == "fr" and n == 1 and before in ("que", "de") and (noun in one or not noun):
            errors.append(f"{before} 1")  # French writes "qu'un", "d'une case"
    return errors


def renderings():
    """(catalog, code, lang, text) for every template, every 0/1/2 value of each numeric parameter."""
    seen = set()
    for cat_name, catalog in CATALOGS.items():
        samples = {**TEXTS, **OVERRIDES.get(cat_name, {})}
        for code, (fr, en) in catalog.templates.items():
            if (fr, en) in seen:  # a parent catalog's template, already run
                continue
            seen.add((fr, en))
            names = sorted(fields(fr) | fields(en))
            numeric = [n for n in names if n in NUMERIC and n not in OVERRIDES.get(cat_name, {})]
            unknown = [n for n in names if n not in numeric and n not in samples]
            assert not unknown, f"{cat_name}/{code}: give a sample value for {unknown} in this test"
            for values in itertools.product((0, 1, 2), repeat=len(numeric)):
                params = {n: samples[n] for n in names if n not in numeric} | dict(zip(numeric, values, strict=True))
                reason = catalog(code, **params)
                for lang in ("fr", "en"):
                    yield cat_name, code, lang, reason.text(lang)


def test_the_catalogs_are_all_found():
    names = set(CATALOGS)
    assert {"jocari_edu.games.jacquet.MESSAGES", "jocari_edu.games.marelle.MESSAGES",
            "jocari_edu.games.senet.MESSAGES", "jocari_edu.games.doze_canes.MESSAGES",
            "jocari_edu.render.texts.TEXTS", "jocari_edu.widgets.texts.UI"} <= names
    assert any(c.templates.keys() >= {"must_throw", "bad_throw"} for c in CATALOGS.values())  # the protocol's


def test_every_template_reads_right_with_0_1_and_2():
    problems = []
    count = 0
    for cat_name, code, lang, text in renderings():
        count += 1
        where = f"{cat_name}/{code} [{lang}]: {text!r}"
        if re.search(r"\((?:s|e|es|x|nt)\)", text):
            problems.append(f"'(s)' in {where}")
        if "{" in text or "}" in text:
            problems.append(f"raw placeholder in {where}")
        if "  " in text:
            problems.append(f"double space in {where}")
        problems += [f"'{e}' in {where}" for e in agreement_errors(text, lang)]
    assert count > 1000  # every catalog was run
    assert not problems, "\n".join(problems[:30])


@pytest.mark.parametrize("text, lang, found", [
    ("Il vous reste 1 pions à poser", "fr", ["1 pions"]),
    ("0 flèches doublées", "fr", ["0 flèches"]),
    ("2 flèche doublée", "fr", ["2 flèche"]),
    ("on n'en jouerait que 1.", "fr", ["que 1"]),
    ("reculer de 1 case", "fr", ["de 1"]),
    ("le tablier va de 1 à 24", "fr", []),
    ("la flèche 2 doublée", "fr", []),
    ("4 sur 5 sortis", "fr", []),
    ("1 sur 5 sorti", "fr", []),
    ("No die shows 1 (dice: 5 and 3)", "en", []),
    ("1 points doubled", "en", ["1 points"]),
    ("0 pieces in hand", "en", []),
    ("0 piece in hand", "en", ["0 piece"]),
])
def test_the_agreement_check_finds_what_it_should(text, lang, found):
    assert agreement_errors(text, lang) == found


# -- the helpers -------------------------------------------------------------------------


def test_numbers_as_each_language_writes_them():
    assert number(12345, "fr") == f"12{NNBSP}345" and number(12345, "en") == "12,345"
    assert number(2.5, "fr") == "2,5" and number(2.5, "en") == "2.5"
    assert number(3.0, "fr", 1) == "3"


def test_percentages_french_with_a_narrow_no_break_space():
    assert percent(0.25, "fr") == f"25{NNBSP}%" and percent(0.25, "en") == "25%"
    assert percent(3 / 8, "fr") == f"37,5{NNBSP}%" and percent(1 / 36, "en") == "2.8%"


@pytest.mark.parametrize("n, fr, en", [(0, "0 pion", "0 pieces"), (1, "1 pion", "1 piece"), (2, "2 pions", "2 pieces")])
def test_plural_french_singular_for_0_and_1_english_for_1_only(n, fr, en):
    assert plural(n, "# pion|# pions", "fr") == fr and plural(n, "# piece|# pieces", "en") == en


def test_plural_three_forms_name_zero_apart():
    assert [plural(n, "aucun|qu'un|que #", "fr") for n in (0, 1, 3)] == ["aucun", "qu'un", "que 3"]


def test_ordinals():
    assert [ordinal(n, "fr", feminine=True) for n in (1, 2, 3)] == ["1re", "2e", "3e"]
    assert ordinal(1, "fr") == "1er"
    assert [ordinal(n, "en") for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)] == \
        ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"]


def test_a_template_chooses_its_forms_by_the_count():
    catalog = Catalog(left=("Il reste {n:# pion|# pions} ; la {k:ordinal_f} fois", "{n:# piece|# pieces} left; the {k:ordinal} time"))
    assert catalog("left", n=1, k=3).text("fr") == "Il reste 1 pion ; la 3e fois"
    assert catalog("left", n=2, k=1).text("en") == "2 pieces left; the 1st time"
    assert catalog("left", n=2, k=1).params == {"n": 2, "k": 1}  # the raw values travel with the reason


def test_the_words_of_the_issue_are_gone():
    """The sentences the classroom trial found, as the rules now write them."""
    game = jacquet.Jacquet.arrange(white={10: 1, 11: 1, 24: 13}, black={1: 13, 2: 1, 6: 1}, throw=(5, 3))
    assert "on n'en jouerait qu'un." in game.explain("10-15")
    game = jacquet.Jacquet.arrange(white={1: 10, 2: 1, 21: 4}, black={24: 15}, throw=(5, 3))
    game.play("2-7")
    assert "(dé : 3)" in game.explain("7-9") and "(die: 3)" in game.explain("7-9", "en")
    assert marelle.MESSAGES("still_placing", n=1, place="a1").fr.startswith("Il vous reste 1 pion à poser")
    assert texts.say("doze_hand", "fr", name="Blanc", n=12, h=0) == "Blanc : 12 en main, aucune flèche doublée"
    assert texts.say("legend_off", "fr", name="Blanc", n=4, total=5) == "Blanc : 4 sur 5 sortis"
    assert board_texts.UI("loaded", n=1).text("fr") == "Partie chargée (1 étape)."
