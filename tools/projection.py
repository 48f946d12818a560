"""A lesson's positions for the projector: one position a screen, the question, then the answer.

For each game's lesson (``notebooks/0N_<game>.ipynb``) the site gets a page
``projection/<slug>.html`` (``history_hooks.on_files``), made at build time from
the two places these positions already live, and copied from neither:

- the game's teaching positions (:data:`jocari_edu.teaching.POSITIONS`: the
  ones the one-hour plan projects and the worksheet prints), the question as
  written there and the answer the rules' own sentence (``explain``);
- the lesson's exercises: each markdown cell's « ### Exercice … » part is
  the question, the code cell after it draws the board (it is run here, after
  the lesson's first cell, its imports: the pictures it displays are kept, its
  printouts and the code itself are not shown), and the « Réponse » folded in
  the next markdown cell is the answer.

The page is the board as large as the screen allows, no code, no site
navigation: « Réponse » (or Espace, Entrée, →) shows the answer, →/Page
suivante goes on, ←/Page précédente goes back (``docs/assets/projection.js``).
Each lesson page links to its projection, and the teacher's guide to all four
(``docs/overrides/main.html``, from :func:`links`).
"""

from __future__ import annotations

import contextlib
import html
import io
import json
import pathlib
import re
from dataclasses import dataclass

import markdown as md

ROOT = pathlib.Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
GUIDE = "06_guide_enseignant.ipynb"
EXERCISE = re.compile(r"^### (Exercice .*|Exercise .*)$", re.M)  # French, English (notebooks/en/)
ANSWER = re.compile(r"<details>\s*<summary>(?:Réponse|Answer)</summary>(.*?)</details>", re.S)
PLAYED = re.compile(r'Board\.exercise\(teaching\.exercise\("([^"]+)"')  # an exercise played on a live board (#41)
# The page's own words, French and English (issue #40: the English lessons' projection is en/projection/)
WORDS = {
    "fr": {"of": "Position {n} sur {total}", "answer": "Réponse", "hide": "Cacher la réponse",
           "title": "{title} : les positions de la leçon, à projeter", "back": "← Leçon : {title}",
           "previous": "← Précédente", "next": "Suivante →", "full": "Plein écran",
           "help": "Espace ou → : la réponse, puis la position suivante · ← : la précédente · F : plein écran",
           "verdict": "<p><strong>{verdict}</strong> (coup {move}). Les règles répondent : « {answer} »</p>"},
    "en": {"of": "Position {n} of {total}", "answer": "Answer", "hide": "Hide the answer",
           "title": "{title}: the lesson's positions, to project", "back": "← Lesson: {title}",
           "previous": "← Previous", "next": "Next →", "full": "Full screen",
           "help": "Space or →: the answer, then the next position · ←: the previous one · F: full screen",
           "verdict": "<p><strong>{verdict}</strong> (move {move}). The rules answer: \u201c{answer}\u201d</p>"},
}


@dataclass(frozen=True)
class Slide:
    """One position to project: its title, the board (SVG, or "" when the question has none), the question and
    the answer (HTML)."""

    title: str
    board: str
    question: str
    answer: str


def lessons() -> dict[str, tuple[str, str, str]]:
    """Lesson notebook file name -> (game's slug, game's title, rules package name), in the lessons' order."""
    from jocari_edu.games import REGISTRY

    found = {}
    for path in sorted(NOTEBOOKS.glob("0[1-9]_*.ipynb")):
        entry = next((e for e in REGISTRY if path.stem.endswith(e.name)), None)
        if entry is not None:
            found[path.name] = (entry.slug, entry.title, entry.name)
    return found


TITLES_EN = {"senet": "Senet", "marelle": "Nine Men's Morris", "doze-canes": "Doze canes", "jacquet": "Jacquet"}


def links() -> dict[str, dict]:
    """Lesson notebook file name -> its projection page from the lessons' folder (``href``) and the game's title
    (``title``, ``title_en``), for the pages' buttons."""
    return {name: {"href": f"../projection/{slug}.html", "title": title, "title_en": TITLES_EN.get(slug, title)}
            for name, (slug, title, _) in lessons().items()}


def _html(text: str) -> str:
    """Markdown as HTML, any inline code shown as a move in plain bold (the screen shows no code)."""
    out = md.markdown(text.strip(), extensions=["tables", "attr_list"])
    return re.sub(r"<code>(.*?)</code>", r'<strong class="jocari-coup">\1</strong>', out, flags=re.S)


def _board(svg: str) -> str:
    """A game's SVG drawn to fill its box: its own size dropped, its viewBox kept."""
    return re.sub(r'^(<svg\b[^>]*?)\s(?:width|height)="[^"]*"\s(?:width|height)="[^"]*"', r"\1", svg.strip(),
                  count=1)


def teaching_slides(game: str, lang: str = "fr") -> list[Slide]:
    """The game's teaching positions (the one-hour plan's, the worksheet's), as slides."""
    from jocari_edu.teaching import POSITIONS

    return [Slide(r.title_in(lang), _board(r.setup().svg(lang=lang, last_move=False)),
                  f"<p>{html.escape(r.question_in(lang))}</p>",
                  WORDS[lang]["verdict"].format(verdict=r.verdict_in(lang), answer=html.escape(r.answer_in(lang)),
                                                move=f'<strong class="jocari-coup">{html.escape(r.move)}</strong>'))
            for r in POSITIONS.values() if r.game == game]


def lesson_path(notebook: str, lang: str = "fr") -> pathlib.Path:
    """The lesson's notebook in ``lang`` (the English ones in ``notebooks/en/``; the French while there is none)."""
    own = NOTEBOOKS / lang / notebook
    return own if lang != "fr" and own.is_file() else NOTEBOOKS / notebook


def exercise_slides(notebook: str, lang: str = "fr") -> list[Slide]:
    """The lesson's exercises, as slides: question, the board its code draws, the folded answer.  The cells that
    play an exercise on a live board (``Board.exercise(teaching.exercise(KEY))``) are for the pupils at their
    screens: left out, their position drawn where the lesson draws none."""
    cells = json.loads(lesson_path(notebook, lang).read_text(encoding="utf-8"))["cells"]
    code = [c for c in cells if c["cell_type"] == "code"]
    scope: dict = {}
    _run("".join(code[0]["source"]), scope)  # the lesson's imports
    slides = []
    for i, cell in enumerate(cells):
        text = "".join(cell["source"])
        found = EXERCISE.search(text) if cell["cell_type"] == "markdown" else None
        if found is None:
            continue
        title = found.group(1)
        question = text[found.end():]
        rest, played = [], []  # the two cells after the question (the picture, the answer), and its live boards
        for after in cells[i + 1:]:
            plays = PLAYED.search("".join(after["source"])) if after["cell_type"] == "code" else None
            (played if plays else rest).append(plays or after)
            if len(rest) == 2:
                break
        pictures = _run("".join(rest[0]["source"]), scope) if rest and rest[0]["cell_type"] == "code" else []
        if not pictures and played:
            from jocari_edu.teaching import exercise

            pictures = [exercise(played[0].group(1), lang).game.svg(lang=lang, last_move=False)]
        answer = next((m.group(1) for c in rest if c["cell_type"] == "markdown"
                       for m in [ANSWER.search("".join(c["source"]))] if m), None)
        if answer is None:
            where, word = (notebook, "Réponse") if lang == "fr" else (f"{lang}/{notebook}", "Answer")
            raise ValueError(f"{where}: « {title} » has no folded « {word} » after it")
        slides.append(Slide(title, _board(pictures[-1]) if pictures else "", _html(question), _html(answer)))
    return slides


def _run(source: str, scope: dict) -> list[str]:
    """Run a lesson's code cell in ``scope``; the SVG pictures it displays (its printouts are dropped)."""
    from IPython.display import SVG

    pictures: list[str] = []

    def display(*objects, **_):
        pictures.extend(o.data for o in objects if isinstance(o, SVG))

    scope["display"] = display
    with contextlib.redirect_stdout(io.StringIO()):
        exec(compile(source, "<lesson cell>", "exec"), scope)  # noqa: S102 - the lesson's own code, at build time
        scope["display"] = display  # (an import of IPython's display in the cell is replaced again)
    return pictures


def page(notebook: str, lang: str = "fr") -> str:
    """The projection page of one lesson (a standalone page of the site, in ``projection/``; the English lesson's
    in ``en/projection/``, ``lang="en"``)."""
    slug, title, game = lessons()[notebook]
    edition = lang  # the folder the page is written to: projection/ or <lang>/projection/
    if lang != "fr" and lesson_path(notebook, lang).parent.name != lang:
        lang = "fr"  # no English lesson yet: its French positions, in French
    title = title if lang == "fr" else TITLES_EN.get(slug, title)
    say = WORDS[lang]
    slides = teaching_slides(game, lang) + exercise_slides(notebook, lang)
    lesson = f"../lecons/{notebook.removesuffix('.ipynb')}.html"  # the same edition's lesson
    up = "../" * (1 if edition == "fr" else 2)  # the site's shared files, from projection/ or en/projection/
    sections = "\n".join(
        f'<section class="jocari-diapo{" jocari-diapo-large" if _wide(s.board) else ""}" data-n="{n}"{" hidden" if n > 1 else ""}'
        f' aria-label="{say["of"].format(n=n, total=len(slides))}">'
        f"<h1>{html.escape(s.title)}</h1>"
        + (f'<figure class="jocari-diapo-plateau">{s.board}</figure>' if s.board else "")
        + f'<div class="jocari-diapo-texte"><div class="jocari-diapo-question">{s.question}</div>'
        f'<div class="jocari-diapo-reponse" hidden><h2>{say["answer"]}</h2>{s.answer}</div></div></section>'
        for n, s in enumerate(slides, 1))
    return f"""<!doctype html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(say["title"].format(title=title))}</title>
<link rel="icon" href="{up}assets/images/favicon.png">
<link rel="stylesheet" href="{up}assets/projection.css">
</head>
<body class="jocari-projection">
<nav class="jocari-diapo-barre" aria-label="Projection">
<a href="{lesson}" class="jocari-diapo-retour">{html.escape(say["back"].format(title=title))}</a>
<span class="jocari-diapo-compte" aria-live="polite">{say["of"].format(n='<span class="jocari-diapo-n">1</span>',
                                                                       total=len(slides))}</span>
<button type="button" class="jocari-diapo-precedente">{say["previous"]}</button>
<button type="button" class="jocari-diapo-voir" data-answer="{say["answer"]}" data-hide="{say["hide"]}">{say["answer"]}</button>
<button type="button" class="jocari-diapo-suivante">{say["next"]}</button>
<button type="button" class="jocari-diapo-plein">{say["full"]}</button>
</nav>
<main>
{sections}
</main>
<p class="jocari-diapo-aide">{say["help"]}</p>
<script src="{up}assets/projection.js"></script>
</body>
</html>
"""


def _wide(svg: str) -> bool:
    """Is the board much wider than high (Senet's three rows, Jacquet's table): then the text goes below it."""
    box = re.search(r'viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"', svg)
    return box is not None and float(box.group(1)) > 1.5 * float(box.group(2))
