"""The site's exercise markers (#41, tools/live_hooks.py): ``<!-- jocari-exercise lesson KEY -->`` and
``<!-- jocari-exercise puzzle GAME RULES ID -->`` become boards in exercise mode whose spec the page's Python plays;
a marker that names no exercise fails the build, saying which page and why."""

from __future__ import annotations

import json
import pathlib
import re
import sys
from types import SimpleNamespace

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "tools"))
import live_hooks  # noqa: E402

from jocari_edu.analysis.puzzles import load_collection  # noqa: E402
from jocari_edu.widgets.live import open_board  # noqa: E402

PAGE = SimpleNamespace(file=SimpleNamespace(src_uri="marelle/fiche.md"))


def built(html: str, lang: str = "fr") -> str:
    return live_hooks.EXERCISE_MARKER.sub(lambda m: live_hooks._exercise_board(m, PAGE, "marelle", lang), html)


def spec_of(html: str) -> dict:
    found = re.search(r'<script type="application/json" class="jocari-live-spec">(.*?)</script>', html, re.S)
    return json.loads(found.group(1).replace("<\\/", "</"))


def test_a_lesson_marker_becomes_a_live_exercise_with_its_question_shown_before_python():
    html = built("<p>Avant</p><!-- jocari-exercise lesson marelle-deplacement --><p>Après</p>")
    assert html.startswith("<p>Avant</p>") and html.endswith("<p>Après</p>") and "jocari-exercise" not in html
    spec = spec_of(html)
    assert spec["mode"] == "exercise" and spec["exercise"]["key"] == "marelle-deplacement"
    question = spec["exercise"]["question"]["fr"]
    assert f'<span class="jw-exercise-question-text">{question}</span>' in html.replace("&#x27;", "'")
    board = open_board(json.dumps(spec))  # what the page's Python does
    answer = spec["exercise"]["answers"][0][0]
    assert board.handle({"type": "click", "square": answer[:2]})["view"]["exercise"]["state"] == "open"
    view = board.handle({"type": "click", "square": answer[3:]})["view"]
    assert view["exercise"]["state"] == "right" and view["history"][-1] == answer


def test_a_puzzle_marker_names_a_puzzle_of_the_shipped_collection_by_its_id_in_the_pages_language():
    puzzle = load_collection("senet", "bell").puzzles[1]
    spec = spec_of(built(f"<!-- jocari-exercise puzzle senet bell {puzzle.id} -->", lang="en"))
    ex = spec["exercise"]
    assert (ex["key"], ex["answers"], ex["costed"], ex["position"]) == (puzzle.id, [list(puzzle.answer)], True,
                                                                        puzzle.position)
    assert spec["view"]["exercise"]["question"] == "Play the move that wins the most chances."


@pytest.mark.parametrize("marker, said", [
    ("lesson senet-nowhere", "marelle/fiche.md: <!-- jocari-exercise lesson senet-nowhere -->: "),
    ("puzzle senet standard senet-standard-00000000", "no puzzle 'senet-standard-00000000' in the senet standard "
                                                      "collection (ids: "),
    ("puzzle chess standard x", "marelle/fiche.md: <!-- jocari-exercise puzzle chess standard x -->: "),
    ("puzzle senet standard", "write <!-- jocari-exercise lesson KEY --> or <!-- jocari-exercise puzzle GAME RULES ID"),
    ("", "write <!-- jocari-exercise lesson KEY -->"),
])
def test_a_marker_that_names_no_exercise_fails_the_build_saying_where_and_why(marker, said):
    with pytest.raises(ValueError) as err:
        built(f"<!-- jocari-exercise {marker} -->")
    assert said in str(err.value) and str(err.value).startswith("marelle/fiche.md: <!-- jocari-exercise")
