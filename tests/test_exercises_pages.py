"""The « Exercices » pages (#41): the sets a pupil picks from, the links a teacher gives, the stable names progress
is kept under.

The grouping (``tools/exercises_hooks.py`` over :func:`jocari_edu.analysis.puzzles.puzzle_sets`) is checked against
the shipped collections' own fields; the page's link parser (``docs/assets/exercices.js``) is run under Node, as
the page runs it: a malformed or unknown link is named an error (the page then says so and stays on the list).
"""

import html
import json
import pathlib
import re
import shutil
import subprocess
import sys
from collections import Counter

import pytest

from jocari_edu.analysis.puzzles import (
    DIFFICULTIES,
    NO_THEME,
    THEMES,
    PuzzleError,
    load_collection,
    puzzle_id,
    puzzle_set,
    slug,
)
from jocari_edu.games import REGISTRY

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import exercises_hooks  # noqa: E402

SCRIPT = ROOT / "docs" / "assets" / "exercices.js"
WITH_PUZZLES = ("senet", "marelle", "jacquet")


def expected_sets(game: str) -> Counter:
    """(rule set, theme, difficulty) -> how many puzzles, read from the collections' files themselves."""
    found = Counter()
    for path in sorted((ROOT / "jocari_edu" / "data" / "puzzles").glob(f"{game}-*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for p in data["puzzles"]:
            for theme in p["themes"] or [NO_THEME]:
                found[(data["rule_set"], theme, p["difficulty"])] += 1
    return found


@pytest.mark.parametrize("game", WITH_PUZZLES)
def test_each_set_holds_the_puzzles_of_one_rule_set_theme_and_difficulty(game):
    sets = exercises_hooks.sets_of(game)
    got = Counter({(s.collection.rule_set, s.theme, s.difficulty): len(s) for s in sets.values()})
    assert got == expected_sets(game)
    for key, s in sets.items():
        assert all(p.difficulty == s.difficulty and s.theme in (p.themes or (NO_THEME,)) for p in s.puzzles), key
        rules, theme, level = key.split("/")
        assert rules == s.collection.rule_set and level == slug(DIFFICULTIES[s.difficulty][0])


def test_a_puzzle_with_two_themes_is_in_both_sets_and_counted_once_solved():
    collection = load_collection("senet", "jequier")
    two = next(p for p in collection.puzzles if len(p.themes) >= 2)
    data = exercises_hooks.page_data("senet")
    holding = [k for k, s in data["sets"].items() if two.id in s["puzzles"]]
    assert len(holding) == len(two.themes)
    assert {k.split("/")[1] for k in holding} == {slug(THEMES["senet"][t][0]) for t in two.themes}


def test_progress_is_kept_under_a_digest_of_position_and_answer_never_the_index():
    page = exercises_hooks.page_data("marelle")
    named = {n for s in page["sets"].values() for n in s["puzzles"]}
    puzzles = [(c, p) for r in ("breyer", "modern") for c in [load_collection("marelle", r)] for p in c.puzzles]
    assert named == {puzzle_id(c.game, c.rule_set, p.position, p.answer) for c, p in puzzles}
    assert len(named) == len(puzzles)


def test_doze_canes_page_says_in_one_sentence_why_it_has_no_puzzles():
    for lang, words in (("fr", "aucun choix n'y change les chances"), ("en", "no choice changes the chances")):
        text = html.unescape(exercises_hooks.set_list("doze-canes", lang))
        assert words in text and "jocari-ex-set" not in text
        assert re.sub(r"<[^>]+>", "", text).count(".") == 1


def test_the_teachers_example_links_name_sets_of_their_page():
    for game in WITH_PUZZLES:
        sets = exercises_hooks.sets_of(dict((e.slug, e.name) for e in REGISTRY)[game])
        for page in ("exercices.md", "exercices.en.md"):
            examples = re.findall(r"#serie=([\w/-]+)", (ROOT / "docs" / game / page).read_text(encoding="utf-8"))
            assert examples and all(e in sets for e in examples), (game, page, examples)


def test_a_set_is_asked_by_its_themes_code_or_either_languages_name_and_a_wrong_one_is_refused_in_french():
    by_name = puzzle_set("senet", "standard", "l'eau évitée", "facile")
    assert by_name.puzzles == puzzle_set("senet", "standard", "the water avoided", "easy").puzzles
    assert by_name.puzzles == puzzle_set("senet", "standard", "eau", "facile").puzzles
    assert by_name.slug == "standard/l-eau-evitee/facile" and len(by_name) > 0
    with pytest.raises(PuzzleError) as refused:
        puzzle_set("senet", "standard", "moulin")
    assert "Thème inconnu « moulin »" in refused.value.text("fr") and "« mise à l'abri »" in refused.value.text("fr")
    with pytest.raises(PuzzleError) as refused:
        puzzle_set("marelle", None, None, "impossible")
    assert "Difficulté inconnue « impossible »" in refused.value.text("fr")


# -- the page's link, as its script reads it --------------------------------------------------------------------


def run_links(hashes: list[str], sets: dict) -> list[dict]:
    node = shutil.which("node")
    assert node, "node is needed (tools/setup.sh installs it): the site build runs it too"
    code = ("const {parseLink} = require(process.argv[1]); const [hashes, sets] = JSON.parse(process.argv[2]);"
            "console.log(JSON.stringify(hashes.map((h) => parseLink(h, sets))));")
    out = subprocess.run([node, "-e", code, str(SCRIPT), json.dumps([hashes, sets])], capture_output=True, text=True,
                         check=True)
    return json.loads(out.stdout)


def test_a_set_link_opens_that_set_and_a_malformed_or_unknown_one_is_an_error_naming_what_was_given():
    sets = exercises_hooks.page_data("senet")["sets"]
    good = next(iter(sets))
    cases = {
        f"#serie={good}": {"set": good},
        "": {"none": True},
        "#regles-standard": {"none": True},  # a heading's anchor: not a set link
        "#serie=": {"error": "malformed", "given": ""},
        "#serie": {"error": "malformed", "given": ""},
        "#serie=standard/mise-a-l-abri": {"error": "malformed", "given": "standard/mise-a-l-abri"},
        "#serie=standard/mise-a-l-abri/facile/2": {"error": "malformed", "given": "standard/mise-a-l-abri/facile/2"},
        "#serie=Standard/Mise à l'abri/facile": {"error": "malformed", "given": "Standard/Mise à l'abri/facile"},
        "#serie=%E0%A4%A": {"error": "malformed", "given": "%E0%A4%A"},
        "#serie=standard/moulin/facile": {"error": "unknown", "given": "standard/moulin/facile"},
        "#serie=modern/parade/moyen": {"error": "unknown", "given": "modern/parade/moyen"},  # la Marelle's, not here
        "#serie=standard/constructor/facile": {"error": "unknown", "given": "standard/constructor/facile"},
    }
    assert run_links(list(cases), sets) == list(cases.values())


def test_the_errors_sentences_name_the_link_given_and_the_format_in_the_pages_language():
    for lang, start in (("fr", "Ce lien de série est mal formé (« standard/x »)"),
                        ("en", "This set link is malformed ('standard/x')")):
        data = exercises_hooks.page_data("senet", lang)
        text = data["texts"]["malformed"].format(given="standard/x", example=data["example"])
        assert text.startswith(exercises_hooks.typeset(start, lang)) and f"#serie={data['example']}" in text
        unknown = data["texts"]["unknown"].format(given="standard/moulin/facile")
        assert "standard/moulin/facile" in unknown and ("Rien n" if lang == "fr" else "Nothing has") in unknown


def test_a_game_whose_candidates_all_failed_the_check_says_so_not_that_no_choice_matters():
    from jocari_edu.analysis.puzzles import has_choices

    for site_name, game in ((e.slug, e.name) for e in REGISTRY):
        if has_choices(game) and not exercises_hooks.sets_of(game):  # Jacquet since the play-out check (confirm41)
            text = html.unescape(exercises_hooks.set_list(site_name, "fr"))
            assert "aucun meilleur coup n'y a gardé une avance assez sûre" in text and "aucun choix" not in text
