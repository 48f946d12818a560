"""One hour of class per game, and the tournament: the minutes add up, every name exists, no colour-only cue.

The plans are data (``tools/plans.py``); the pages are drawn from them at build time.  A printed cue must
read in black and white: no question or sheet says « la case bleue » or points at a colour alone.
"""

import pathlib
import re
import sys

import pytest

from jocari_edu.games import REGISTRY
from jocari_edu.teaching import POSITIONS

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import documents  # noqa: E402
import history_hooks  # noqa: E402
import plans  # noqa: E402

SLUGS = {e.slug: e.name for e in REGISTRY}


def test_every_game_has_a_plan():
    assert sorted(p.game for p in plans.PLANS) == sorted(SLUGS)


@pytest.mark.parametrize("plan", plans.PLANS, ids=lambda p: p.game)
def test_the_plan_fills_the_55_minutes_of_class(plan):
    assert sum(s.minutes for s in plan.steps) == plans.HOUR == 55
    assert all(s.minutes > 0 and s.title and s.what for s in plan.steps)


@pytest.mark.parametrize("plan", plans.PLANS, ids=lambda p: p.game)
def test_the_plan_names_a_document_of_its_game_and_three_of_its_positions(plan):
    assert plan.document in {d.key for d in documents.of(plan.game)}
    assert len(plan.positions) == len(set(plan.positions)) == 3
    assert all(POSITIONS[k].game == SLUGS[plan.game] for k in plan.positions)
    assert plan.play.strip() and plan.closing.strip() and plan.document_task.strip()


@pytest.mark.parametrize("plan", plans.PLANS, ids=lambda p: p.game)
def test_the_page_has_the_timetable_the_document_the_positions_and_the_links(plan):
    text = plans.lesson_plan(plan.game)
    assert text.count("| **") == len(plan.steps)
    for key in plan.positions:
        assert POSITIONS[key].question in text and POSITIONS[key].answer in text
    assert "(plateau.md)" in text and "(fiche.md)" in text and "(corrige.md)" in text
    page = (ROOT / "docs" / plan.game / "seance.md").read_text(encoding="utf-8")
    assert f"<!-- jocari-seance {plan.game} -->" in page and "<!-- jocari-imprimer -->" in page


def test_the_tournament_fits_the_hour_with_three_rounds_and_time_to_change_tables():
    steps = plans.TOURNAMENT
    assert sum(s.minutes for s in steps) == 55
    assert [s.title for s in steps].count("Changement de tables") == 2
    assert [s.title for s in steps if s.title.startswith("Ronde")] == ["Ronde 1", "Ronde 2", "Ronde 3"]
    assert all(s.minutes == plans.ROUND for s in steps if s.title.startswith("Ronde"))


def test_the_arbiters_sheet_has_the_rules_the_tournament_needs_as_the_rule_set_plays_them():
    from jocari_edu.games.marelle.rule_sets import RULE_SETS

    rules = RULE_SETS["breyer"].options
    sheet = plans.arbiter_sheet()
    assert rules["blocked"] == "loses" and "ne peut plus déplacer aucun pion a <strong>perdu</strong>" in sheet
    assert f"pour la {rules['repetition']}e fois" in sheet and f"{rules['quiet_moves']} coups" in sheet
    for needed in ("Nombre impair", "dernière table", "table 1", "Partie nulle", "Joueur bloqué", "Points"):
        assert needed in sheet, needed


def test_the_results_sheet_has_three_rounds_and_thirty_rows():
    text = (ROOT / "docs" / "resultats.md").read_text(encoding="utf-8")
    assert "| N° | Nom | Ronde 1 | Ronde 2 | Ronde 3 | Total | Rang |" in text
    assert len(re.findall(r"^\| \d+ \|", text, re.M)) == 30


COLOUR_CUE = re.compile(r"\b(?:cases?|flèches?|points?|pions?|jetons?|zones?|en)\s+(?:bleue?s?|rouges?|verte?s?|jaunes?"
                        r"|orange|violette?s?|dorée?s?|grise?s?)\b", re.I)


def printed_texts():
    """What the printed sheets say: pages a teacher prints, the plans, the worksheets' questions."""
    for path in [*ROOT.glob("docs/*/fiche.md"), *ROOT.glob("docs/*/essentiel.md"), *ROOT.glob("docs/*/seance.md"),
                 ROOT / "docs" / "classe.md", ROOT / "docs" / "arbitre.md", ROOT / "docs" / "resultats.md"]:
        yield path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8")
    for slug in SLUGS:
        yield f"fiche {slug}", history_hooks.worksheet(slug)
        yield f"séance {slug}", plans.lesson_plan(slug)
    yield "arbitre", plans.arbiter_sheet()
    yield "questions", "\n".join(r.question for r in POSITIONS.values())


@pytest.mark.parametrize("name,text", list(printed_texts()), ids=lambda v: v if isinstance(v, str) and len(v) < 40 else "")
def test_no_printed_cue_is_a_colour_alone(name, text):
    plain = re.sub(r"<svg.*?</svg>", " ", text, flags=re.S)  # the pictures' own colours are not cues
    assert not COLOUR_CUE.findall(plain), name
