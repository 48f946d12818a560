"""Words a pupil reads (issue #39): no code words, one name for the rules, notation explained, one register
on the sheets, a glossary linked from first uses, and the French typography set by the build.

The quick tests read the sources (the lessons' markdown cells, the sheets, the glossary) and try the
typography hook (``tools/typography_hooks.py``) on small pieces of HTML; the tests marked ``slow`` read the
site as ``mkdocs build --strict`` made it (the session's ``built_site``), without a browser.
"""

from __future__ import annotations

import json
import pathlib
import re
import sys

import pytest

from jocari_edu.teaching import POSITIONS

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import typography_hooks  # noqa: E402
from typography_hooks import GLOSSARY, KEEP, NBSP, NNBSP, each_text, typeset  # noqa: E402

GAMES = ("senet", "marelle", "doze-canes", "jacquet")
SLUG = {"senet": "senet", "marelle": "marelle", "doze_canes": "doze-canes", "jacquet": "jacquet"}
PUPIL_LESSONS = tuple(sorted(p for p in (ROOT / "notebooks").glob("0[0-5]_*.ipynb")))

# words of the code, not of the games: a pupil never meets them in prose (inline code included)
FORBIDDEN = (
    re.compile(r"RULE_SETS"),
    re.compile(r"structures? de données", re.I),
    re.compile(r"\bpaquets?\b", re.I),  # the rules package has one name: « le moteur de règles »
    re.compile(r"\b[\w-]+\.(?:json|lud|py|ipynb|txt|csv|md)\b"),  # a file's name
)


def code_words(text: str) -> list[str]:
    return [m.group() for pattern in FORBIDDEN for m in pattern.finditer(text)]


def markdown_cells(path: pathlib.Path) -> str:
    """A lesson's prose: its markdown cells, fenced code blocks left out."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    text = "\n\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    return re.sub(r"^```.*?^```", "", text, flags=re.M | re.S)


# -- the sources -------------------------------------------------------------------------------


@pytest.mark.parametrize("path", PUPIL_LESSONS, ids=lambda p: p.name)
def test_a_lessons_prose_has_no_code_words(path):
    assert code_words(markdown_cells(path)) == []


def test_the_forbidden_words_are_found_where_they_are():
    text = "Le paquet range tout dans `RULE_SETS`, une structure de données ; voir `parties/x.json` et Senet.lud."
    assert code_words(text) == ["RULE_SETS", "structure de données", "paquet", "x.json", "Senet.lud"]
    assert code_words("Le moteur de règles ; un fichier `.json` ; jocari-edu ; p. 27-28.") == []


def outside_quotes(text: str) -> str:
    return re.sub(r"«[^«»]*»", "", text)


@pytest.mark.parametrize("game", GAMES)
def test_a_worksheet_and_its_key_speak_tu(game):
    """The sheet's own words say « tu »; the rules' sentences it quotes « … » are the boards' own."""
    for sheet in ("fiche", "corrige"):
        text = outside_quotes((ROOT / "docs" / game / f"{sheet}.md").read_text(encoding="utf-8"))
        assert not re.search(r"\b(?:vous|votre|vos)\b", text, re.I), f"{game}/{sheet}"
    for record in POSITIONS.values():
        assert not re.search(r"\b(?:vous|votre|vos)\b", record.question, re.I), record.title


def notation_of(move: str) -> str:
    """The kind of notation a move uses, as the key must explain it."""
    for kind, pattern in (("prise", r"^x"), ("dé nommé", r"-off/\d"), ("sortie", r"-off$"), ("maison", r"^Q\d$"),
                          ("déplacement", r"^\w+-\w+$"), ("pose ou flèche", r"^\w+$")):
        if re.search(pattern, move):
            return kind
    raise AssertionError(move)


EXPLAINED = {"prise": "x", "dé nommé": "-off/", "sortie": "-off", "maison": "Q3", "déplacement": "-",
             "pose ou flèche": ""}


@pytest.mark.parametrize("game", sorted(SLUG))
def test_an_answer_key_explains_the_notation_its_answers_use(game):
    key = (ROOT / "docs" / SLUG[game] / "corrige.md").read_text(encoding="utf-8")
    note = re.search(r"\*\*Lire les coups\.\*\*(.*)", key).group(1)
    assert "glossaire.md#la-notation-des-coups" in note
    glossary = (ROOT / "docs" / "glossaire.md").read_text(encoding="utf-8")
    for record in POSITIONS.values():
        if record.game == game:
            kind = notation_of(record.move)
            assert EXPLAINED[kind] in re.sub(r"\*\*", "", note), (record.move, kind)
    for example in ("xb4", "22-off/6", "29-off", "Q3", "pass"):
        assert f"**{example}**" in glossary


def test_the_glossary_is_in_the_navigation_and_defines_each_linked_word():
    assert re.search(r"^  - Glossaire: glossaire\.md$", (ROOT / "mkdocs.yml").read_text(encoding="utf-8"), re.M)
    glossary = (ROOT / "docs" / "glossaire.md").read_text(encoding="utf-8")
    for anchor in GLOSSARY:
        assert f"{{ #{anchor} }}" in glossary, anchor


# -- the typography hook, on pieces of HTML ------------------------------------------------------


def test_high_punctuation_gets_its_no_break_space():
    assert typeset("<p>Matériel : 30 cases ; un pion ? Oui !</p>") == (
        f"<p>Matériel{NBSP}: 30 cases{NNBSP}; un pion{NNBSP}? Oui{NNBSP}!</p>")
    assert typeset("<p><strong>But</strong> : sortir</p>") == f"<p><strong>But</strong>{NBSP}: sortir</p>"
    assert typeset("<p>http://a.b/c?d=1 et 10:30</p>") == "<p>http://a.b/c?d=1 et 10:30</p>"  # no space, no change


def test_quotation_marks_get_narrow_no_break_spaces_even_across_a_line():
    assert typeset("<p>la case « Eau », «\n  Jouer\n  »</p>") == f"<p>la case «{NNBSP}Eau{NNBSP}», «{NNBSP}Jouer{NNBSP}»</p>"


def test_page_ranges_take_an_en_dash():
    assert typeset("<p>Breyer (2010, p. 136-137) ; Bell (1979, pp. 27 - 28) ; p. 101</p>") == (
        f"<p>Breyer (2010, p.{NBSP}136–137){NNBSP}; Bell (1979, pp.{NBSP}27–28){NNBSP}; p.{NBSP}101</p>")


def test_game_names_take_one_spelling_but_not_in_names_of_files_or_addresses():
    assert typeset("<p>le senet, la marelle, du jacquet, doze canes, Doze Canes, le Jeu du moulin</p>") == (
        "<p>le Senet, la Marelle, du Jacquet, Doze canes, Doze canes, le Jeu du Moulin</p>")
    kept = "<p>senet/regles.html, senet-portable, Senet.lud, #senet</p>"
    assert typeset(kept) == kept


def test_code_data_pictures_and_attributes_keep_their_characters():
    html = ('<p title="a : b ?" data-x="« c »">x</p><pre>x : y ?</pre><code>« a » ; b</code>'
            '<script>if (a<b) { s = " : "; }</script><style>a:hover { b : c }</style>'
            '<svg><text>Blanc : 3</text></svg><textarea>d ?</textarea><kbd>Maj + Entrée ?</kbd>')
    assert typeset(html) == html
    assert typeset("<pre><code>a : b</code> c : d</pre><p>e : f</p>") == f"<pre><code>a : b</code> c : d</pre><p>e{NBSP}: f</p>"
    copy = '<div class="clipboard-copy-txt" id="cell-3">print("« a » : b")</div><p>c : d</p>'
    assert typeset(copy) == copy.replace("c : d", f"c{NBSP}: d")  # the cell's source that « Copier » copies


def test_each_text_leaves_tags_and_comments_alone():
    html = "<!-- a : b --><p class='x'>y</p><![CDATA[ c ? ]]>"
    assert each_text(html, str.upper, KEEP) == "<!-- a : b --><p class='x'>Y</p><![CDATA[ c ? ]]>"


def test_the_first_use_of_a_glossary_word_links_to_it_once():
    html = typography_hooks.link_first_uses(
        "<h2>Le postillon</h2><p>Le postillon part ; le postillon arrive. Un <code>moulin</code>, un moulin, "
        "le Jeu du Moulin.</p><a href='x'>tablier</a><p>Le tablier</p>", "../glossaire.html")
    assert html.count('href="../glossaire.html#postillon"') == 1 and "<h2>Le postillon</h2>" in html
    assert 'Le <a class="jocari-glossaire" href="../glossaire.html#postillon">postillon</a> part' in html
    assert "<code>moulin</code>, un <a class" in html and "Jeu du Moulin" in html
    assert "<a href='x'>tablier</a><p>Le <a class" in html


def test_english_pages_link_the_english_forms_and_leave_ordinary_words_alone():
    html = typography_hooks.link_first_uses(
        "<h2>Mill</h2><p>A mill, the Mill game; throwing sticks, a courier, the heel; a table; Table of contents.</p>",
        "../glossaire.html", typography_hooks.WORD_EN_NO_TABLE)
    for anchor, word in (("moulin", "mill"), ("batonnets", "throwing sticks"), ("postillon", "courier"),
                         ("talon", "heel")):
        assert f'<a class="jocari-glossaire" href="../glossaire.html#{anchor}">{word}</a>' in html
    assert "<h2>Mill</h2>" in html and "the Mill game" in html and "a table;" in html and "Table of contents" in html
    # « table » is the board of Jacquet and Doze canes: linked on their pages only, and never « Table of contents »
    html = typography_hooks.link_first_uses("<p>Table of contents: the table</p>", "g.html", typography_hooks.WORD_EN)
    assert html == '<p>Table of contents: the <a class="jocari-glossaire" href="g.html#tablier">table</a></p>'


def test_the_english_glossary_defines_each_english_linked_word():
    glossary = (ROOT / "docs" / "glossaire.en.md").read_text(encoding="utf-8")
    for anchor in typography_hooks.ENGLISH_GLOSSARY:
        assert f"{{ #{anchor} }}" in glossary, anchor


# -- the built site ----------------------------------------------------------------------------

NOT_FOR_PUPILS = {"lecons/06_guide_enseignant.html", "classe.html", "arbitre.html", "resultats.html",
                  "a-propos.html", "bibliographie.html", "hors-ligne.html", "404.html"}
NOT_FOR_PUPILS |= {f"en/{name}" for name in NOT_FOR_PUPILS}  # the English edition's same pages (#40)


def html_pages(site: pathlib.Path) -> list[pathlib.Path]:
    return sorted(p for p in site.rglob("*.html") if "assets" not in p.parts)


def prose_runs(html: str, keep=KEEP) -> list[str]:
    """The runs of text a reader reads (outside code, data and pictures)."""
    runs: list[str] = []
    each_text(html, lambda text: runs.append(text) or text, keep)
    return runs


UNSET = (
    re.compile(r"\S[ \t\n]+[:;?!](?=\s|$)"),  # an ordinary space before high punctuation
    re.compile(r"«[ \t\n]|[ \t\n]»"),
    re.compile(r"\bpp?\.\s*\d+-\d+"),
    re.compile(r"(?<![\w./#-])(?:senet|jacquet|marelle)(?![\w/#-]|\.\w)"),
)


@pytest.mark.slow
def test_every_built_page_has_its_french_typography_set(built_site):
    wrong = {}
    for page in html_pages(built_site.dir):
        if page.relative_to(built_site.dir).parts[0] == "en":  # French typography on French pages only (#40)
            continue
        body = page.read_text(encoding="utf-8").split("<body", 1)[-1]
        found = [m.group() for run in prose_runs(body) for pattern in UNSET for m in pattern.finditer(run)]
        if found:
            wrong[page.relative_to(built_site.dir).as_posix()] = found[:5]
    assert wrong == {}
    lesson = (built_site.dir / "lecons" / "01_senet.html").read_text(encoding="utf-8")
    assert "Coups permis :" in lesson  # a string of the lesson's code keeps its ordinary space
    assert f"Le Senet, un jeu de course de l{chr(39)}Égypte ancienne" in lesson or "Le Senet" in lesson


@pytest.mark.slow
def test_no_code_words_in_the_pages_a_pupil_reads(built_site):
    wrong = {}
    for page in html_pages(built_site.dir):
        name = page.relative_to(built_site.dir).as_posix()
        if name in NOT_FOR_PUPILS or name.endswith("seance.html"):
            continue
        html = page.read_text(encoding="utf-8")
        article = html[html.find("<article"):html.rfind("</article>")]
        found = [w for run in prose_runs(article, KEEP - {"code"}) for w in code_words(run)]
        if found:
            wrong[name] = found
    assert wrong == {}


@pytest.mark.slow
def test_pages_link_the_first_use_of_glossary_words(built_site):
    for name, anchor in (("jacquet/regles.html", "postillon"), ("marelle/regles.html", "moulin"),
                         ("senet/regles.html", "batonnets"), ("doze-canes/histoire.html", "miniature"),
                         ("lecons/04_jacquet.html", "postillon")):
        html = (built_site.dir / name).read_text(encoding="utf-8")
        assert html.count(f'glossaire.html#{anchor}"') == 1, (name, anchor)
    assert (built_site.dir / "glossaire.html").is_file()
    for sheet in ("fiche", "corrige"):
        assert "jocari-glossaire" not in (built_site.dir / "senet" / f"{sheet}.html").read_text(encoding="utf-8")
    # the English edition links to the English glossary (#40: its page says so)
    for name, anchor in (("jacquet/regles.html", "postillon"), ("jacquet/regles.html", "tablier"),
                         ("marelle/regles.html", "moulin"), ("senet/regles.html", "batonnets"),
                         ("lecons/04_jacquet.html", "postillon")):
        html = (built_site.dir / "en" / name).read_text(encoding="utf-8")
        assert html.count(f'href="{"../" if "/" in name else ""}glossaire.html#{anchor}"') == 1, (name, anchor)
    assert "#tablier" not in (built_site.dir / "en" / "senet" / "regles.html").read_text(encoding="utf-8")
