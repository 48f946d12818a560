"""The bibliography is complete, and pages and lessons cite nothing else.

One bibliography (``tools/bibliography.py``) feeds the site's bibliography
page and each game's sources page.  A citation is an author-date pair,
``Murray (1941, p. 67)``, ``(Breyer 2010, p. 101)`` or ``Bell (1960)``; a work
no source dates is cited by its name and title (the convention is documented
in that module).  Every citation in ``docs/**/*.md`` and ``notebooks/*.ipynb``
must be an entry, and every entry says where its details were checked.  The same texts
keep one spelling for the words the sources spell in several ways, and never
complete a name the sources do not give.
"""

import json
import pathlib
import re
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import bibliography  # noqa: E402

NAME = r"[A-ZÀ-Ý][\w'’-]*(?: [A-ZÀ-Ý][\w'’-]*)*(?: et al\.)?"
YEAR = r"(\d{4})(?=[),;]| p\.)"
CITATIONS = (
    re.compile(rf"({NAME}) \({YEAR}"),  # Murray (1941, p. 67)
    re.compile(rf"\(({NAME}),? {YEAR}"),  # (Breyer 2010, p. 101)
)


def texts():
    """(name, text) of every page and every lesson's markdown cells."""
    for path in sorted((ROOT / "docs").rglob("*.md")):
        yield path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8")
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        yield path.relative_to(ROOT).as_posix(), "\n".join(
            "".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def citations(text: str) -> list[tuple[str, str]]:
    """Every (name, year) pair written as a citation in ``text``."""
    flat = re.sub(r"\s+", " ", text)
    return [(m.group(1), m.group(2)) for pattern in CITATIONS for m in pattern.finditer(flat)]


def resolve(name: str, year: str):
    """The entry a citation names: its ``cite`` ends the citation's name (``Sonja Musser Golladay``)."""
    for work in bibliography.WORKS:
        if work.year == year and (name == work.cite or name.endswith(" " + work.cite)):
            return work
    return None


ALL_TEXTS = list(texts())


@pytest.mark.parametrize("work", bibliography.WORKS, ids=lambda w: w.label)
def test_every_entry_has_an_author_a_title_a_year_and_where_it_was_checked(work):
    assert work.author.strip() and work.title.strip() and work.cite.strip()
    assert work.checked.strip(), f"{work.label}: say where its details were checked"
    if not work.year:  # no source we found gives it: the entry says so rather than guess
        assert "non retrouvé" in work.checked and "s. d." in bibliography.entry(work), work.label
    else:
        assert re.fullmatch(r"\d{4}", work.year), work.year
    assert work.cite.split()[0] in work.author or work.cite.split()[-1] in work.author, work.label


def test_entries_have_unique_keys_and_belong_to_known_games():
    keys = [w.key for w in bibliography.WORKS]
    assert len(keys) == len(set(keys))
    for item in (*bibliography.WORKS, *bibliography.DOCUMENTS):
        assert set(item.games) <= set(bibliography.GAMES), item


def test_every_game_page_lists_its_works():
    for game in bibliography.GAMES:
        assert any(game in w.games for w in bibliography.WORKS), game
        text = (ROOT / "docs" / game / "sources.md").read_text(encoding="utf-8")
        assert f"<!-- jocari-bibliographie {game} -->" in text


def test_the_citation_pattern_finds_the_three_forms_and_skips_life_dates():
    found = citations("selon Murray (1941, p. 67) et (Breyer 2010, p. 101), puis Botermans et al. (1989) ; "
                      "Gustave Jéquier (1868–1946) ; en 1818.")
    assert found == [("Murray", "1941"), ("Botermans et al.", "1989"), ("Breyer", "2010")]
    assert resolve("Sonja Musser Golladay", "2007").label == "Musser Golladay 2007"
    assert resolve("Breyer", "2011") is None and resolve("Dupont", "2010") is None


@pytest.mark.parametrize("name,text", ALL_TEXTS, ids=[n for n, _ in ALL_TEXTS])
def test_pages_and_lessons_cite_only_the_bibliography(name, text):
    unknown = sorted({f"{n} ({y})" for n, y in citations(text) if resolve(n, y) is None})
    assert unknown == [], f"{name} cites works absent from tools/bibliography.py"


def undated_citations(text: str) -> set:
    """The undated works ``text`` cites: by their name and their title, close together."""
    flat = re.sub(r"\s+", " ", text)
    return {w for w in bibliography.WORKS if not w.year
            and re.search(re.escape(w.cite) + r".{0,80}?" + re.escape(w.title.strip("*")), flat)}


def test_the_bibliography_is_cited():
    cited = {resolve(n, y) for _, text in ALL_TEXTS for n, y in citations(text)}
    cited |= {w for _, text in ALL_TEXTS for w in undated_citations(text)}
    assert set(bibliography.WORKS) - cited == set(), "entries nobody cites"


def test_editions_are_ordered_and_bell_is_cited_in_both():
    bell = [w.year for w in bibliography.WORKS if w.cite == "Bell"]
    assert bell == ["1960", "1979"]  # Oxford University Press first, the Dover revised edition after
    senet = dict(ALL_TEXTS)["docs/senet/histoire.md"]
    assert "Bell (1960" in senet and ("Bell (1979" in senet or "Bell 1979" in senet)
    import history_hooks

    timeline = next(text for game, _, _, text, _ in history_hooks.EVENTS if game == "senet" and "Kendall" in text)
    assert timeline.index("Bell 1960") < timeline.index("Kendall 1978"), "by first publication"


SPELLINGS = {  # one spelling for each, as the seeds write the names
    r"XVII(?:ᵉ|<sup>e</sup>|ème)": "XVIIe",
    r"Jeu du moulin": "Jeu du Moulin",
    r"Jeu du charret": "Jeu du Charret",
    r"(?:Claude|Catherine) Breyer|Breyer, (?:Claude|Catherine)": "C. Breyer (the seeds give only the initial)",
    r"San Lorenzo de l'Escorial": "San Lorenzo de El Escorial",
    r"Escorial, à Madrid": "near Madrid, not in it",
    r"Műhlerbrett(?! », une coquille)": "Mühlebrett",
}


@pytest.mark.parametrize("name,text", ALL_TEXTS, ids=[n for n, _ in ALL_TEXTS])
def test_one_spelling_and_no_invented_name(name, text):
    flat = re.sub(r"\s+", " ", text)
    wrong = [f"{pattern!r} -> {fix}" for pattern, fix in SPELLINGS.items() if re.search(pattern, flat)]
    assert wrong == [], name


def test_the_bibliography_keeps_one_spelling_and_no_invented_name():
    flat = re.sub(r"\s+", " ", bibliography.markdown())
    wrong = [f"{pattern!r} -> {fix}" for pattern, fix in SPELLINGS.items() if re.search(pattern, flat)]
    assert wrong == []


def test_the_bibliography_page_renders_every_entry_with_its_anchor():
    text = bibliography.markdown()
    for work in bibliography.WORKS:
        assert f"{{ #{work.key} }}" in text and work.title in text
    part = bibliography.markdown("senet", link="../bibliographie.md")
    assert "Kendall 1978](../bibliographie.md#kendall-1978)" in part and "Breyer" not in part
