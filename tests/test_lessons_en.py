"""The English lessons (``notebooks/en/``) keep step with the French ones (``notebooks/``).

Each English lesson is the French lesson of the same file name, cell for cell: the same kinds of cells in the same
order, the same headings (level and count), and the same code once the learner's words are set aside (string
literals, comments, the ``lang`` choice, ``.fr``/``.en`` attributes and the French decimal comma).  The English
markdown and the English code's strings carry no French sentence outside « … » quotations.  In the slow tier, with
the French lessons, each English lesson's executed outputs have the shape of the French ones (the same output kinds
and media types, cell by cell): the build executes both (``tests/notebooks``), or this test executes the English one.
"""

from __future__ import annotations

import io
import json
import pathlib
import re
import sys
import tokenize

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
FRENCH = ROOT / "notebooks"
ENGLISH = FRENCH / "en"
sys.path.insert(0, str(ROOT / "tools"))

english_lessons = sorted(ENGLISH.glob("*.ipynb"))
each_english = pytest.mark.parametrize("path", english_lessons, ids=lambda path: path.name)

# Words that are French and never English, common enough that two of them in one English sentence mean French
# prose was left in (« la », « de », « du »... are left out: they live in names such as « Jeu du Moulin »).
FRENCH_WORDS = frozenset(
    "les des est une pour qui que dans avec sont nous vous mais pas cette aux leur leurs il elle ils sur par "
    "ce ces son sa ses où plus être fait peut quand comme aussi tout tous après avant donc chaque entre "
    "premier joueur coup coups pion pions case cases partie parties lancer règles permis refusé".split()
)


def cells(path: pathlib.Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def source(cell: dict) -> str:
    return "".join(cell["source"])


def french_of(path: pathlib.Path) -> pathlib.Path:
    return FRENCH / path.name


def headings(nb_cells) -> list[int]:
    """The level of each Markdown heading, in order (fenced code left out)."""
    levels = []
    for cell in nb_cells:
        if cell["cell_type"] != "markdown":
            continue
        fenced = False
        for line in source(cell).splitlines():
            if line.lstrip().startswith("```"):
                fenced = not fenced
            elif not fenced and (m := re.match(r"(#{1,6}) \S", line)):
                levels.append(len(m.group(1)))
    return levels


LANG_ARGUMENT = re.compile(r"""(,\s*lang\s*=\s*"(?:fr|en)"|lang\s*=\s*"(?:fr|en)"\s*,?\s*|(?<=\()\s*"(?:fr|en)"\s*,?\s*)""")
DECIMAL_COMMA = '.replace(".", ",")'
# plural agreement is the language's: French « 2 faces » from 2 on, English "0 faces" too
PLURAL_TEST = re.compile(r"\bif ([\w.()]+) (?:> 1|!= 1) else\b")


def code_shape(code: str) -> list[str]:
    """``code``'s tokens with the learner's words set aside: strings, comments, the language choice."""
    code = PLURAL_TEST.sub(r"if \1 <plural> else", LANG_ARGUMENT.sub("", code.replace(DECIMAL_COMMA, "")))
    shape = []
    for tok in tokenize.generate_tokens(io.StringIO(code + "\n").readline):
        if tok.type in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT,
                        tokenize.ENDMARKER):
            continue
        if tok.type == tokenize.STRING:
            shape.append("<str>")
        elif tok.type == tokenize.NAME:
            shape.append(re.sub(r"(^|_)(fr|en)$", r"\1<lang>", tok.string))
        else:
            shape.append(tok.string)
    return shape


def outside_quotations(text: str) -> str:
    """``text`` without « … » quotations, code spans and fences, links' targets and HTML tags."""
    text = re.sub(r"```.*?```", " ", text, flags=re.S)
    text = re.sub(r"«.*?»", " ", text, flags=re.S)
    text = re.sub(r"`[^`]*`", " ", text)
    text = re.sub(r"\]\([^)]*\)", "]", text)
    return re.sub(r"<[^>]+>", " ", text)


def french_sentences(text: str) -> list[str]:
    """The sentences of ``text`` (outside quotations) with two French words or more."""
    found = []
    for sentence in re.split(r"(?<=[.!?:;])\s+|\n\s*\n|\n[-*|] |\|", outside_quotations(text)):
        words = set(re.findall(r"[a-zàâçéèêëîïôûùüÿœ]+", sentence.lower()))
        if len(words & FRENCH_WORDS) >= 2:
            found.append(sentence.strip()[:160])
    return found


def code_strings(code: str) -> str:
    """The string literals and comments of ``code`` (what a learner reads of it), one per line."""
    parts = []
    for tok in tokenize.generate_tokens(io.StringIO(code + "\n").readline):
        if tok.type == tokenize.COMMENT:
            parts.append(tok.string.lstrip("# "))
        elif tok.type == tokenize.STRING:
            parts.append(re.sub(r"\{[^{}]*\}", " ", tok.string))
    return "\n".join(parts)


def test_every_lesson_exists_in_both_languages():
    french = sorted(p.name for p in FRENCH.glob("*.ipynb"))
    assert french and sorted(p.name for p in english_lessons) == french


@each_english
def test_same_cells_in_the_same_order(path):
    assert [c["cell_type"] for c in cells(path)] == [c["cell_type"] for c in cells(french_of(path))]


@each_english
def test_same_sections(path):
    assert headings(cells(path)) == headings(cells(french_of(path)))


@each_english
def test_same_code_but_the_learners_words(path):
    english = [source(c) for c in cells(path) if c["cell_type"] == "code"]
    french = [source(c) for c in cells(french_of(path)) if c["cell_type"] == "code"]
    for i, (en, fr) in enumerate(zip(english, french, strict=True)):
        assert code_shape(en) == code_shape(fr), f"code cell {i} differs:\n{en}\n--- French:\n{fr}"


def targets(cell: dict) -> list[str]:
    """The pictures and links of a markdown cell, in order (the English lessons sit one folder down: ``../``; their
    drawings are the English ones, ``<key>-en.svg`` beside the French ``<key>.svg``)."""
    return [t.removeprefix("../").replace("-en.svg", ".svg") for t in re.findall(r"\]\(([^)\s]+)\)", source(cell))]


def drawings(path: pathlib.Path) -> list[pathlib.Path]:
    """The drawings a lesson shows, as files."""
    return [path.parent / t for c in cells(path) if c["cell_type"] == "markdown"
            for t in re.findall(r"\]\(([^)\s]+\.svg)\)", source(c))]


def labels(svg: str) -> set[str]:
    """The words a drawing shows: its title and text nodes with a word of three letters or more."""
    return {t for t in re.findall(r">([^<>]+)<", svg) if re.search(r"[a-zà-ÿ]{3}", t)}


@each_english
def test_same_pictures_and_links(path):
    """The same documents' drawings and the same museum and library pages, cell by cell, and every drawing found
    from the English lesson's folder."""
    for en, fr in zip(cells(path), cells(french_of(path)), strict=True):
        assert targets(en) == targets(fr)
        for target in re.findall(r"\]\((\.\./[^)\s]+)\)", source(en)):
            assert (path.parent / target).exists(), target


@each_english
def test_the_english_lessons_drawings_carry_no_french_label(path):
    """Each drawing an English lesson shows is the English one: none of the French drawing's words (title, labels,
    the line saying it is a drawing) is left, and it says it is a drawing in English."""
    for drawing in drawings(path):
        assert drawing.name.endswith("-en.svg"), drawing.name
        english = drawing.read_text(encoding="utf-8")
        french = drawing.with_name(drawing.name.replace("-en.svg", ".svg")).read_text(encoding="utf-8")
        assert labels(french) and not labels(french) & labels(english), labels(french) & labels(english)
        assert re.search(r">(Drawing|A diagram)\b", english), drawing.name
    assert len(drawings(path)) == len(drawings(french_of(path)))


def test_the_drawing_check_sees_a_french_label():
    french = '<svg><title>Boîte de jeu</title><text>tiroir</text><text>190 cm</text><text>M</text></svg>'
    assert labels(french) == {"Boîte de jeu", "tiroir"}
    assert labels(french) & labels(french.replace("Boîte de jeu", "Games box"))  # « tiroir » left: seen


@each_english
def test_english_lesson_boards_and_games_speak_english(path):
    """Every call that makes a game, a board or a rules' table is told the language, and it is English."""
    code = "\n".join(source(c) for c in cells(path) if c["cell_type"] == "code")
    assert '"fr"' not in code and ".fr" not in code and "_fr" not in code
    for call in re.findall(r"\b(?:Board|new_game|load_record|DozeCanes|\.arrange)\((?:[^()]|\([^()]*\))*\)", code):
        assert 'lang="en"' in call, f"no lang=\"en\" in {call}"


@each_english
def test_no_french_sentence_left(path):
    left = []
    for i, cell in enumerate(cells(path)):
        text = source(cell) if cell["cell_type"] == "markdown" else code_strings(source(cell))
        left += [f"cell {i}: {s}" for s in french_sentences(text)]
    assert left == []


def test_no_lesson_puts_the_package_into_english_by_hand():
    """The package speaks English where asked (the teaching positions too): no lesson re-labels its words or sets a
    game's language after the fact."""
    for path in english_lessons:
        code = "\n".join(source(c) for c in cells(path) if c["cell_type"] == "code")
        assert "language set-up" not in code and ".lang = " not in code and "TITLES" not in code, path.name


GUIDE = ENGLISH / "06_guide_enseignant.ipynb"


def test_the_english_guide_quotes_each_positions_english_answer():
    """Each position of the English guide: the package's English title and question above it, its game drawn in
    English, and hidden below it the English rules' own sentence under the English verdict."""
    from jocari_edu.teaching import POSITIONS

    nb_cells = cells(GUIDE)
    sources = [source(c) for c in nb_cells]
    setup = {}
    exec(next(s for c, s in zip(nb_cells, sources, strict=True) if c["cell_type"] == "code"), setup)  # the guide's set-up cell
    shown = []
    for i, (cell, text) in enumerate(zip(nb_cells, sources, strict=True)):
        if cell["cell_type"] == "code" and text.startswith('position("'):
            key, lang = re.fullmatch(r'position\("([\w-]+)", lang="(\w+)"\)', text).groups()
            assert lang == "en", key
            game = POSITIONS[key].setup()
            game.lang = "en"
            answer = game.explain(POSITIONS[key].move)
            record = setup["POSITIONS"][key]
            assert (record.title, record.question, record.answer) == (
                POSITIONS[key].title_in("en"), POSITIONS[key].question_in("en"), answer), key
            assert "#### " in sources[i - 1] and record.title in sources[i - 1], key
            assert record.question in sources[i - 1], key
            assert setup["position"](key, lang="en").svg() == game.svg(), key  # drawn in English
            assert "<details>" in sources[i + 1] and f"“{answer}”" in sources[i + 1], (key, answer)
            assert ("Move allowed" if POSITIONS[key].legal else "Move refused") in sources[i + 1], key
            shown.append(key)
    assert shown == list(POSITIONS)
