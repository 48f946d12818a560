"""MkDocs hooks: history pictures, the bibliography and the sheets a teacher prints.

Markers in the pages' markdown, replaced at build time (``on_page_markdown``):

- ``<!-- jocari-bibliographie -->``: the whole bibliography, from
  ``tools/bibliography.py`` (its one source); ``<!-- jocari-bibliographie senet -->``
  one game's part of it, linking to the whole.
- ``<!-- jocari-frise -->`` / ``<!-- jocari-frise senet -->``: the timeline of the
  four games (that game's row stressed), drawn here in SVG from the dates the
  sources give, and only those.
- ``<!-- jocari-documents senet -->``: the game's primary documents (``tools/documents.py``: drawing,
  nature, author, date, place, what it shows, the text beside our translation);
  ``<!-- jocari-carte -->`` / ``<!-- jocari-carte senet -->``: where they come from, on a map drawn
  here from Natural Earth's land (npm ``world-atlas``, public domain), offline.
- ``<!-- jocari-seance senet -->``: the game's one-hour plan (``tools/plans.py``); ``<!-- jocari-tournoi -->``
  the tournament's timetable and ``<!-- jocari-arbitre -->`` the arbiter's one-page sheet.
- ``<!-- jocari-imprimer -->``: a "Imprimer" button (``window.print()``); the
  print stylesheet (``docs/assets/print.css``) hides the navigation.
- ``<!-- jocari-fiche senet -->`` / ``<!-- jocari-corrige senet -->``: a pupil's
  worksheet on the game's teaching positions (``jocari_edu.teaching``), and its
  answer key, whose answers are the rules' own sentences (``explain``); on the
  screen, each question of the worksheet is also played on a live board (its
  exercise, ``<!-- jocari-exercise lesson KEY -->``), left out of the printed sheet.
- ``<!-- jocari-plateau senet -->``: the game's board at playing size as the
  rules package draws it for paper (``jocari_edu.render.sheet``), the pieces to
  cut out and the throw table; printed, each fills one A4 page.

``on_files`` adds ``plateaux/<game>-a4.svg`` (and ``<game>-pions-a4.svg`` when the
pieces have a page of their own): the same sheets as standalone A4 drawings; and
``projection/<game>.html``, each lesson's positions to project (``tools/projection.py``),
which ``on_config`` gives the pages' template (``extra.projections``: a button on each
lesson, the four on the teacher's guide).
"""

from __future__ import annotations

import html
import pathlib
import re
import sys
import textwrap

from mkdocs.plugins import event_priority

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import bibliography  # noqa: E402
import documents  # noqa: E402
import i18n_hooks  # noqa: E402
import plans  # noqa: E402
import projection  # noqa: E402
import typography_hooks  # noqa: E402

from jocari_edu.games import REGISTRY, game_class  # noqa: E402

MARKER = re.compile(r"<!-- jocari-(bibliographie|frise|imprimer|fiche|corrige|plateau|documents|carte|seance|tournoi|arbitre)(?: ([\w-]+))? -->")

# site slug -> (rules package name, rule set shown on paper: the game's default, French name, pieces per side)
GAMES = {e.slug: (e.name, game_class(e.name).DEFAULT_RULE_SET, e.title, game_class(e.name).PIECES) for e in REGISTRY}
TITLES_EN = {"senet": "Senet", "marelle": "Nine Men's Morris", "doze-canes": "Doze canes", "jacquet": "Jacquet"}


def title(slug: str, lang: str = "fr") -> str:
    """How the site names a game in ``lang`` (the navigation's titles)."""
    return GAMES[slug][2] if lang == "fr" else TITLES_EN[slug]


def _game(slug: str, **kw):
    from jocari_edu import new_game

    name, rules, _, _ = GAMES[slug]
    return new_game(name, rules, seed=1, **kw)


# -- the timeline -----------------------------------------------------------------------------

ERAS = ("Égypte ancienne", "Empire romain", "Moyen Âge", "XVIIe et XVIIIe siècles", "XIXe siècle",
        "XXe et XXIe siècles")
# (game, first era, last era, text, kind): kinds are "attested" (objects or texts of the time),
# "disputed" (a date the sources disagree on, or cannot fix) and "modern" (a modern study or rules).
EVENTS = (
    ("senet", 0, 0, "plateaux et peintures de tombes, sur plus de 2000 ans ; un texte religieux "
                    "(Nouvel Empire)", "attested"),
    ("senet", 5, 5, "règles reconstituées : Jéquier (1868–1946), Bell 1960 (revu en 1969 ; Dover 1979), Piccione 1977, Kendall 1978", "modern"),
    ("marelle", 1, 1, "plateaux gravés ou tracés dans tout l'Empire ; leur datation est discutée", "disputed"),
    ("marelle", 2, 2, "1283 : l'alquerque de nueve du Livre des jeux", "attested"),
    ("marelle", 5, 5, "règles du Jeu du Moulin selon Breyer 2010", "modern"),
    ("doze-canes", 2, 2, "1283 : Livre des jeux d'Alphonse X, folios 73v et 74r", "attested"),
    ("doze-canes", 5, 5, "lecture de Murray 1941 : le point perdu", "modern"),
    ("jacquet", 3, 3, "« à partir du XVIIe siècle » selon la fiche Jocari", "disputed"),
    ("jacquet", 4, 4, "vers 1800 selon les encyclopédies ; plus ancienne règle imprimée : 1818", "disputed"),
    ("jacquet", 5, 5, "règles de Breyer 2010", "modern"),
)
KINDS = {
    "attested": ("#8b5a2b", "#fbf3e4", "", "attesté par un objet ou un texte de l'époque"),
    "disputed": ("#b04a2f", "#fdf0ea", "6 4", "date discutée : les sources ne s'accordent pas"),
    "modern": ("#5b6b7a", "#eef2f5", "2 3", "étude ou règles modernes"),
}
# The English edition's timeline (issue #40): the same eras and events, in the same order, with the same dates
ERAS_EN = ("Ancient Egypt", "Roman Empire", "Middle Ages", "17th and 18th centuries", "19th century",
           "20th and 21st centuries")
EVENTS_EN = (
    "boards and tomb paintings over more than 2,000 years; a religious text (New Kingdom)",
    "rules reconstructed: Jéquier (1868–1946), Bell 1960 (revised 1969; Dover 1979), Piccione 1977, Kendall 1978",
    "boards carved or scratched all over the Empire; their dating is disputed",
    "1283: the alquerque de nueve of the Book of Games",
    "rules of the Mill Game after Breyer 2010",
    "1283: Alfonso X's Book of Games, folios 73v and 74r",
    "Murray's 1941 reading: the lost point",
    "\u201cfrom the 17th century\u201d according to the Jocari sheet",
    "around 1800 according to the encyclopaedias; oldest printed rules: 1818",
    "rules of Breyer 2010",
)
KINDS_EN = {"attested": "attested by an object or a text of the time",
            "disputed": "disputed date: the sources disagree",
            "modern": "modern study or rules"}


def timeline(stress: str | None = None, lang: str = "fr") -> str:
    """The four games on one timeline of periods (not to scale), as an SVG string (its words in ``lang``)."""
    from jocari_edu.render.svg import PALETTE, el, text

    label_w, col_w, head_h, row_h, pad = 112, 150, 58, 124, 5
    rows = list(GAMES)
    fr = lang == "fr"
    eras = ERAS if fr else ERAS_EN
    events = EVENTS if fr else tuple(e[:3] + (words,) + e[4:] for e, words in zip(EVENTS, EVENTS_EN, strict=True))
    width = label_w + col_w * len(ERAS)
    legend_y = head_h + row_h * len(rows) + 18
    height = legend_y + 26
    body = [el("rect", x=0, y=0, width=width, height=height, fill="#fffdf8")]
    for i, era in enumerate(eras):
        x = label_w + i * col_w
        body.append(el("rect", x=x, y=0, width=col_w, height=head_h + row_h * len(rows),
                       fill=PALETTE["square_a"] if i % 2 else PALETTE["board"], opacity="0.55"))
        for j, line in enumerate(textwrap.wrap(era, 16)):
            body.append(text(x + col_w / 2, 19 + 16 * j, line, size=15, font_weight="bold"))
    body.append(el("line", x1=label_w, y1=head_h - 6, x2=width - 4, y2=head_h - 6, stroke=PALETTE["line"],
                   stroke_width=2, marker_end="url(#frise-fleche)"))
    body.insert(0, '<defs><marker id="frise-fleche" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" '
                   'markerHeight="7" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#5b4630"/></marker></defs>')
    for r, slug in enumerate(rows):
        y = head_h + r * row_h
        strong = stress is None or slug == stress
        body.append(text(8, y + row_h / 2 + 5, title(slug, lang), size=15, text_anchor="start",
                         font_weight="bold" if strong else "normal", fill=PALETTE["text"] if strong else "#9a8a78"))
        for _, first, last, words, kind in (e for e in events if e[0] == slug):
            stroke, fill, dash, _ = KINDS[kind]
            x = label_w + first * col_w + pad
            w = (last - first + 1) * col_w - 2 * pad
            lines = textwrap.wrap(words, 18)
            box = el("rect", x=x, y=y + pad, width=w, height=row_h - 2 * pad, rx=8, fill=fill, stroke=stroke,
                     stroke_width=2.5 if strong else 1.2, stroke_dasharray=dash or None)
            words_svg = "".join(text(x + w / 2, y + row_h / 2 - 8 * (len(lines) - 1) + 16 * k + 5, line, size=14)
                                for k, line in enumerate(lines))
            body.append(el("g", box + words_svg, opacity="1" if strong else "0.6", class_=f"frise-{kind}"))
    x = 10
    for kind, (stroke, fill, dash, meaning) in KINDS.items():
        meaning = meaning if fr else KINDS_EN[kind]
        body.append(el("rect", x=x, y=legend_y - 11, width=26, height=14, rx=4, fill=fill, stroke=stroke,
                       stroke_width=2, stroke_dasharray=dash or None))
        body.append(text(x + 32, legend_y, meaning, size=13, text_anchor="start"))
        x += 46 + 6.6 * len(meaning)
    heading = "Frise chronologique des quatre jeux" if fr else "Timeline of the four games"
    desc = (" ; " if fr else "; ").join(f"{title(g, lang)}, {eras[a]}{' :' if fr else ':'} {w}"
                                        for g, a, _, w, _ in events)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
            f'height="{height}" role="img" class="jocari-frise"><title>{heading}</title><desc>{html.escape(desc)}</desc>'
            + "".join(body) + "</svg>")


def _timeline_figure(stress: str | None, lang: str = "fr") -> str:
    caption = ("Les quatre jeux dans le temps. Frise non proportionnelle : chaque colonne est une période, "
               "quelle que soit sa durée, et seules les dates que donnent nos sources y sont écrites." if lang == "fr"
               else "The four games through time. The timeline is not to scale: each column is a period, however "
               "long, and only the dates our sources give are written on it.")
    return (f'<figure class="jocari-illustration jocari-frise-figure" markdown="0">{timeline(stress, lang)}'
            f"<figcaption>{caption}</figcaption></figure>")


# -- worksheets and answer keys -----------------------------------------------------------------


def _questions(slug: str, answer, css: str = "", lang: str = "fr", board: bool = False) -> str:
    """One section per teaching position of the game: title, picture, then the question and ``answer(record)``;
    with ``board``, under them the position's exercise played on a live board (``<!-- jocari-exercise lesson
    KEY -->``, ``tools/live_hooks.py``; ``jocari_edu.teaching.exercise``), which the printed sheet leaves out."""
    from jocari_edu.teaching import POSITIONS

    records = [r for r in POSITIONS.values() if r.game == GAMES[slug][0]]
    colon = " :" if lang == "fr" else ":"
    return "\n".join(
        f'<section class="jocari-question{css}" markdown="0"><h3>Question {n}{colon} {html.escape(r.title_in(lang))}'
        f'</h3><figure class="jocari-figure" markdown="0">{r.setup().svg(lang=lang, last_move=False)}</figure>'
        f'<div class="jocari-enonce"><p><strong>{html.escape(r.question_in(lang))}</strong></p>{answer(r)}</div>'
        + (f"<!-- jocari-exercise lesson {r.key} -->" if board else "") + "</section>"
        for n, r in enumerate(records, 1))


def yes_no(question: str) -> bool:
    """Does the question ask whether a move may be played (« … peut-il … ? »), so Oui / Non answers it?

    Other questions (« Que gagne-t-il ? », « Que se passe-t-il ? », « … reprend-il un pion ? ») ask
    what the move does: they get lines to write on, and no boxes to tick.
    """
    return re.search(r"\b[Pp]eut-il\b", question) is not None


def worksheet(slug: str, lang: str = "fr") -> str:
    """The pupil's sheet: each position's question, with the answer space that question needs."""
    yes, no, why = ("Oui", "Non", "Pourquoi ?") if lang == "fr" else ("Yes", "No", "Why?")

    def space(r) -> str:
        if yes_no(r.question):  # the French question says which kind it is; the English asks the same
            return (f'<p class="jocari-choix">☐ {yes} &nbsp;&nbsp; ☐ {no}</p><p>{why}</p>'
                    '<div class="jocari-lignes jocari-lignes-3"></div>')
        return '<div class="jocari-lignes jocari-lignes-4"></div>'
    return _questions(slug, space, lang=lang, board=True)


def answer_key(slug: str, lang: str = "fr") -> str:
    """The answer key: the answer in the question's own terms, and the rules' own sentence (``explain``)."""
    fr = lang == "fr"

    def key(r) -> str:
        verdict = r.verdict_in(lang)
        if fr:
            head = f"{'Oui' if r.legal else 'Non'} : {verdict.lower()}" if yes_no(r.question) else verdict
            return (f"<p><strong>{head}</strong> (coup <code>{html.escape(r.move)}</code>). "
                    f"Les règles répondent : « {html.escape(r.answer)} »</p>")
        head = f"{'Yes' if r.legal else 'No'}: {verdict.lower()}" if yes_no(r.question) else verdict
        return (f"<p><strong>{head}</strong> (move <code>{html.escape(r.move)}</code>). "
                f"The rules answer: \u201c{html.escape(r.answer_in(lang))}\u201d</p>")
    return _questions(slug, key, " jocari-corrige", lang)


# -- the board on A4 ------------------------------------------------------------------------------
# Drawn at playing size by the rules package (jocari_edu.render.sheet): the board alone, with no
# live-board text, filling the printable area of an A4 page (10 mm margins), landscape for the race
# games; the pieces to cut out, what else to bring and the throw table beside it or on a second page.


def _sheets(slug: str, lang: str = "fr") -> list[tuple[str, str]]:
    """The game's printed sheets: (orientation, SVG in mm), the board first, their words in ``lang``."""
    from jocari_edu.render.sheet import PORTRAIT, sheet_of, sheets

    game = _game(slug)
    orientation = "portrait" if sheet_of(game).page == PORTRAIT else "paysage"
    return [(orientation, drawn) for drawn in sheets(game, lang)]  # a board that fills its page: the pieces on a second


def a4_sheet(slug: str, index: int = 0, lang: str = "fr") -> str:
    """Sheet ``index`` of the game as a standalone A4 drawing (210 × 297 mm, or 297 × 210 in landscape)."""
    orientation, svg = _sheets(slug, lang)[index]
    w, h = (297, 210) if orientation == "paysage" else (210, 297)
    inner = re.sub(r' width="[^"]*mm" height="[^"]*mm"', f' x="10" y="10" width="{w - 20}" height="{h - 20}"', svg, count=1)
    inner = inner.replace(' xmlns="http://www.w3.org/2000/svg"', "", 1)
    heading = f"{title(slug)} : plateau à imprimer (A4)" if lang == "fr" else f"{title(slug, lang)}: board to print (A4)"
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}mm" height="{h}mm" viewBox="0 0 {w} {h}">'
            f"<title>{heading}</title>" + f'<rect width="{w}" height="{h}" fill="white"/>'
            + inner + "</svg>")


def _sheet_files(slug: str) -> list[str]:
    return [f"{slug}-a4.svg" if i == 0 else f"{slug}-pions-a4.svg" for i in range(len(_sheets(slug)))]


def _board_page(slug: str, lang: str = "fr") -> str:
    figures = "".join(
        f'<figure class="jocari-feuille jocari-feuille-{orientation}" markdown="0">{svg}</figure>\n'
        for orientation, svg in _sheets(slug, lang))
    words = ("Télécharger le plateau", "Télécharger les pions") if lang == "fr" else ("Download the board",
                                                                                     "Download the pieces")
    links = " · ".join(f'<a href="../plateaux/{name}" download>{words[min(i, 1)]} (SVG, A4)</a>'
                       for i, name in enumerate(_sheet_files(slug)))
    return figures + f'<p class="jocari-telecharger">{links}</p>\n'


# -- hooks ----------------------------------------------------------------------------------------

PRINT_BUTTON = ('<p class="jocari-imprimer"><button type="button" class="md-button md-button--primary" '
                'onclick="window.print()">{}</button></p>')
PRINT = {"fr": "Imprimer", "en": "Print"}


def _replace(match, page, lang: str = "fr") -> str:
    kind, arg = match.group(1), match.group(2)
    if arg is not None and arg not in GAMES:
        raise ValueError(f"{page.file.src_uri}: unknown game {arg!r} in {match.group(0)}")
    if kind == "bibliographie":
        depth = page.file.src_uri.count("/")
        return bibliography.markdown(arg, link=("../" * depth + "bibliographie.md") if arg else "", lang=lang)
    if kind == "frise":
        return _timeline_figure(arg, lang)
    if kind == "imprimer":
        return PRINT_BUTTON.format(PRINT[lang])
    if kind == "carte":
        caption = ("Où ont été faits ou trouvés les documents de ce site, et quand. Carte dessinée par ce site "
                   "d'après les terres de Natural Earth (domaine public)." if lang == "fr" else
                   "Where and when the documents of this site were made or found. Map drawn by this site from "
                   "Natural Earth's land (public domain).")
        return (f'<figure class="jocari-illustration jocari-carte-figure" markdown="0">{documents.map_svg(arg, lang)}'
                f"<figcaption>{caption}</figcaption></figure>")
    if kind == "documents" and arg is not None:
        return documents.section(arg, lang)
    if kind == "tournoi":
        return plans.tournament_table(lang)
    if kind == "arbitre":
        return plans.arbiter_sheet(lang)
    if kind == "seance" and arg is not None:
        return plans.lesson_plan(arg, lang)
    if arg is None:
        raise ValueError(f"{page.file.src_uri}: {match.group(0)} needs a game")
    return {"fiche": worksheet, "corrige": answer_key, "plateau": _board_page}[kind](arg, lang)


def on_page_markdown(markdown, page, config, files):
    """The markers' text in the page's language (an English page's: English)."""
    lang = i18n_hooks.page_language(page, config)
    return MARKER.sub(lambda m: _replace(m, page, lang), markdown)


def on_config(config):
    config.extra["projections"] = projection.links()
    config.extra["projection_guide"] = projection.GUIDE
    return config


def _typeset(page: str, lang: str) -> str:
    """A standalone page's typography: French (no-break spaces), or the English quotation marks."""
    if 'lang="fr"' in page[:200]:
        return typography_hooks.typeset(page)
    return typography_hooks.each_text(page, typography_hooks.english, typography_hooks.KEEP)


@event_priority(-110)  # after the i18n plugin's on_files, which takes only the files of docs/
def on_files(files, config):
    from mkdocs.structure.files import File

    prefix = i18n_hooks.site_prefix(config)  # each language's own sheets: en/plateaux/…
    lang = i18n_hooks.build_language(config)
    for slug in GAMES:
        for i, name in enumerate(_sheet_files(slug)):
            files.append(File.generated(config, f"{prefix}plateaux/{name}",
                                        content=a4_sheet(slug, i, lang)))
    for notebook, (slug, _, _) in projection.lessons().items():
        files.append(File.generated(config, f"{prefix}projection/{slug}.html",
                                    content=_typeset(projection.page(notebook, lang), lang)))
    return files
