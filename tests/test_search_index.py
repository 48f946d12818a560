"""The site's search index (Material's search/search_index.json, which every first visit downloads): the lessons'
prose is found, their code is not indexed (tools/site_hooks.py marks each code cell's editor
``data-search-exclude``): a pupil searches for the words of the games, not for Python."""

import json

import pytest

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def lessons_indexed(built_site):
    docs = json.loads((built_site.dir / "search" / "search_index.json").read_text(encoding="utf-8"))["docs"]
    return [d for d in docs if d["location"].startswith("lecons/")]


def test_a_lessons_code_is_not_in_the_search_index(built_site, lessons_indexed):
    lesson = (built_site.dir / "lecons" / "01_senet.html").read_text(encoding="utf-8")
    assert "from jocari_edu" in lesson  # the page shows its code
    indexed = " ".join(d["text"] for d in lessons_indexed)
    assert "from jocari_edu" not in indexed and "Copied!" not in indexed


def test_a_lessons_prose_is_still_found(lessons_indexed):
    water = [d["location"] for d in lessons_indexed
             if d["location"].startswith("lecons/01_senet.html#") and "Maison de l" in d["text"]]
    assert water, "the Senet lesson's House of Water is not in the index"
