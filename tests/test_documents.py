"""The primary documents of each game's history (``tools/documents.py``), their drawings and the map.

Every document says what a history class asks (nature, author, date, place, what it shows), where it
is kept, what we rely on and under which licence; its picture is a drawing this project makes and
stores (no outside image, no outside request), and says it is a drawing; a text is shown beside our
French rendering, with its source.  The map is drawn from Natural Earth's land as the npm package
``world-atlas`` ships it.
"""

import json
import pathlib
import re
import sys

import pytest

from jocari_edu.games import REGISTRY

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import documents  # noqa: E402

SLUGS = [e.slug for e in REGISTRY]  # the site's spelling: doze-canes
LESSONS = documents.LESSONS


@pytest.mark.parametrize("game", SLUGS)
def test_each_game_has_one_to_three_documents(game):
    assert 1 <= len(documents.of(game)) <= 3


@pytest.mark.parametrize("doc", documents.DOCS, ids=lambda d: d.key)
def test_every_document_has_every_field_and_a_museum_link_or_says_why_not(doc):
    for field in ("titre", *documents.FIELDS):
        assert getattr(doc, field).strip(), (doc.key, field)
    assert doc.questions and all(q.endswith("?") for q in doc.questions), doc.key
    if doc.lien:
        assert doc.lien.startswith("https://"), doc.key
    else:
        assert "non vérifi" in doc.conservation, f"{doc.key}: a link to the museum, or say it was not checked"
    assert re.search(r"dessin|schéma", doc.dessin, re.I), doc.key
    if doc.texte:
        t = doc.texte
        assert t.original.strip() and t.traduction.strip() and t.source.strip() and t.langue.strip()
        assert t.original != t.traduction


@pytest.mark.parametrize("doc", documents.DOCS, ids=lambda d: d.key)
def test_every_drawing_is_stored_current_says_it_is_a_drawing_and_loads_nothing(doc):
    stored = documents.STORED / f"{doc.key}.svg"
    assert stored.exists(), f"run: python tools/documents.py ({stored} missing)"
    svg = stored.read_text(encoding="utf-8")
    assert svg == documents.drawing(doc) + "\n", "run: python tools/documents.py"
    assert re.search(r">(Dessin|Schéma)\b", svg), "the picture must say it is a drawing"
    assert not re.search(r"(href|src)\s*=", svg) and "url(http" not in svg


@pytest.mark.parametrize("doc", documents.DOCS, ids=lambda d: d.key)
def test_every_drawing_is_stored_in_english_beside_the_french(doc):
    """The English lessons' drawing (``<key>-en.svg``): current, the English words of the site's English pages."""
    stored = documents.stored(doc, "en")
    assert stored == documents.STORED / f"{doc.key}-en.svg" and stored.exists(), "run: python tools/documents.py"
    svg = stored.read_text(encoding="utf-8")
    assert svg == documents.drawing(doc, "en") + "\n", "run: python tools/documents.py"
    assert re.search(r">(Drawing|A diagram)\b", svg) and f"<title>{documents.localized(doc, 'en').titre}" in svg.replace(
        "&#x27;", "'")


def test_the_map_is_natural_earth_land_with_every_place_and_no_outside_request():
    svg = documents.map_svg()
    for place, *_ in documents.PLACES:
        assert f">{place}<" in svg
    assert "Natural Earth" in svg and len(re.findall(r"M[\d.]", svg)) > 20  # coasts, islands
    assert not re.search(r"(href|src)\s*=\s*\"http", svg)
    package = json.loads((ROOT / "package.json").read_text())
    assert package["devDependencies"]["world-atlas"] == "2.0.2"  # pinned, installed by tools/setup.sh (npm ci)


def test_every_place_on_the_map_belongs_to_games_that_have_documents():
    for _, lon, lat, games, words in documents.PLACES:
        assert set(games) <= set(SLUGS) and words
        x, y = documents._project(lon, lat)
        assert 0 <= x <= documents.MAP_W and y >= 0


@pytest.mark.parametrize("game", SLUGS)
def test_the_history_page_shows_the_documents_and_the_map(game):
    text = (ROOT / "docs" / game / "histoire.md").read_text(encoding="utf-8")
    assert f"<!-- jocari-documents {game} -->" in text and f"<!-- jocari-carte {game} -->" in text


@pytest.mark.parametrize("game", SLUGS)
def test_the_lesson_has_the_documents_cell_as_the_data_write_it(game):
    cells = json.loads((ROOT / "notebooks" / f"{LESSONS[game]}.ipynb").read_text(encoding="utf-8"))["cells"]
    marked = [c for c in cells if c.get("metadata", {}).get("jocari") == "documents"]
    assert len(marked) == 1, "run: python tools/documents.py --lessons"
    assert "".join(marked[0]["source"]) == documents.lesson_cell(game)


@pytest.mark.slow
def test_the_built_history_pages_carry_their_drawings_and_map(built_site):
    for game in SLUGS:
        page = (built_site.dir / game / "histoire.html").read_text(encoding="utf-8")
        assert page.count('class="jocari-document"') == len(documents.of(game)), game
        assert 'class="jocari-carte"' in page
        assert not re.search(r"<img[^>]+src=\"https?:", page)
    for doc in documents.DOCS:
        assert (built_site.dir / "lecons" / "documents" / f"{doc.key}.svg").exists()


def test_the_pupils_working_copy_holds_the_drawings_its_lessons_show(tmp_path):
    import start

    copied = start.working_copy(ROOT / "notebooks", tmp_path / "mes-lecons")
    assert {f"documents/{d.key}{end}" for d in documents.DOCS for end in (".svg", "-en.svg")} <= set(copied)


@pytest.mark.parametrize("doc", [d for d in documents.DOCS if d.lien], ids=lambda d: d.key)
def test_every_link_is_named_by_what_it_opens(doc):
    assert documents.link_name(doc.lien)
