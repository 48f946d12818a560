"""A lesson's positions for the projector (tools/projection.py): every position of the lesson, no code, the answers
the lesson's own and the rules' own."""

from __future__ import annotations

import html
import json
import pathlib
import re
import sys

import pytest

from jocari_edu.teaching import POSITIONS

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import projection  # noqa: E402

LESSONS = projection.lessons()


def text_of(page: str) -> str:
    """The page's words as a reader sees them (tags dropped, entities read, no-break spaces as spaces)."""
    page = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.S)
    page = re.sub(r"</?(strong|em|a|span)\b[^>]*>", "", page)  # inline: no word break
    words = html.unescape(re.sub(r"<[^>]+>", " ", page))
    return re.sub(r"\s+", " ", words.replace("\u00a0", " ").replace("\u202f", " "))


def test_every_game_lesson_has_a_projection():
    assert sorted(slug for slug, _, _ in LESSONS.values()) == ["doze-canes", "jacquet", "marelle", "senet"]
    assert set(projection.links()) == set(LESSONS)


@pytest.mark.parametrize("notebook", sorted(LESSONS))
def test_a_projection_holds_the_lessons_positions_and_no_code(notebook):
    _, _, game = LESSONS[notebook]
    cells = json.loads((ROOT / "notebooks" / notebook).read_text(encoding="utf-8"))["cells"]
    exercises = [m.group(1) for c in cells if c["cell_type"] == "markdown"
                 for m in re.finditer(r"^### (Exercice .*)$", "".join(c["source"]), re.M)]
    taught = [r for r in POSITIONS.values() if r.game == game]
    page = projection.page(notebook)
    sections = re.findall(r'<section class="jocari-diapo.*?</section>', page, re.S)
    # one screen a position: the teaching positions, then every exercise of the lesson, in order
    titles = [html.unescape(re.search(r"<h1>(.*?)</h1>", s).group(1)) for s in sections]
    assert titles == [r.title for r in taught] + exercises
    assert sum(" hidden" in s.split(">", 1)[0] for s in sections) == len(sections) - 1  # the first one shown
    # the site's icon, as on its other pages (else the browser asks for /favicon.ico, which is not there)
    assert '<link rel="icon" href="../assets/images/favicon.png">' in page
    # no code: neither the cells nor their printouts nor inline code
    assert not re.search(r"<(pre|code|textarea)\b", page)
    words = text_of(page)
    for code in ("import ", "display(", ".arrange(", "print(", "exercice1", "Traceback"):
        assert code not in words, code
    # the answers: the rules' own sentence for a teaching position, the lesson's folded answer for an exercise
    for r in taught:
        assert r.answer.replace("\u00a0", " ") in words
    answers = [re.search(r"<summary>Réponse</summary>(.*?)</details>", "".join(c["source"]), re.S)
               for c in cells if c["cell_type"] == "markdown"]
    for found in filter(None, answers):
        first = re.sub(r"[*`]", "", found.group(1).strip().splitlines()[0])
        assert first.replace("\u00a0", " ") in words, first
    # a board wherever the lesson draws one: every teaching position, and every exercise followed by its code
    drawn = [c["cell_type"] == "code" for c, n in zip(cells[1:], cells, strict=False)
             if n["cell_type"] == "markdown" and "### Exercice" in "".join(n["source"])]
    boards = ["<svg" in s for s in sections]
    assert boards == [True] * len(taught) + drawn


def test_an_exercise_without_its_folded_answer_stops_the_build(tmp_path, monkeypatch):
    lesson = {"cells": [
        {"cell_type": "code", "metadata": {}, "source": ["from jocari_edu.games.senet import Senet\n"]},
        {"cell_type": "markdown", "metadata": {}, "source": ["### Exercice 1 — Sans réponse\n\nQue joue Blanc ?"]},
        {"cell_type": "markdown", "metadata": {}, "source": ["Une autre cellule."]},
    ]}
    (tmp_path / "09_senet.ipynb").write_text(json.dumps(lesson), encoding="utf-8")
    monkeypatch.setattr(projection, "NOTEBOOKS", tmp_path)
    with pytest.raises(ValueError, match="09_senet.ipynb: « Exercice 1 — Sans réponse » has no folded « Réponse »"):
        projection.exercise_slides("09_senet.ipynb")
