"""MkDocs hooks: history pictures, the bibliography and the sheets a teacher prints.

Markers in the pages' markdown, replaced at build time (``on_page_markdown``):

- ``<!-- jocari-bibliographie -->``: the whole bibliography, from
  ``tools/bibliography.py`` (its one source); ``<!-- jocari-bibliographie senet -->``
  one game's part of it, linking to the whole.
- ``<!-- jocari-frise -->`` / ``<!-- jocari-frise senet -->``: the timeline of the
  four games (that game's row stressed), drawn here in SVG from the dates the
  sources give, and only those.
- ``<!-- jocari-imprimer -->``: a "Imprimer" button (``window.print()``); the
  print stylesheet (``docs/assets/print.css``) hides the navigation.
- ``<!-- jocari-fiche senet -->`` / ``<!-- jocari-corrige senet -->``: a pupil's
  worksheet on the game's teaching positions (``jocari_edu.teaching``), and its
  answer key, whose answers are the rules' own sentences (``explain``).
- ``<!-- jocari-plateau senet -->``: the game's board with its pieces as the
  rules package draws it, sized for an A4 page, and the pieces to cut out.

``on_files`` adds ``plateaux/<game>-a4.svg``: the same board and pieces as a
standalone A4 drawing (210 × 297 mm) to download and print.
"""

from __future__ import annotations

import html
import pathlib
import re
import sys
import textwrap

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import bibliography  # noqa: E402

MARKER = re.compile(r"<!-- jocari-(bibliographie|frise|imprimer|fiche|corrige|plateau)(?: ([\w-]+))? -->")

# site slug -> (rules package name, rule set shown on paper, French name, pieces per side)
GAMES = {
    "senet": ("senet", "standard", "Senet", 5),
    "marelle": ("marelle", "breyer", "La Marelle", 9),
    "doze-canes": ("doze_canes", "alfonso", "Doze canes", 12),
    "jacquet": ("jacquet", "breyer", "Jacquet", 15),
}
MATERIAL = {  # what the pupils add to the printed board
    "senet": "quatre bâtonnets à deux faces (par exemple des bâtonnets de glace coloriés d'un côté)",
    "marelle": "rien d'autre : la Marelle se joue sans dés",
    "doze-canes": "deux dés à six faces",
    "jacquet": "deux dés à six faces",
}


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
    ("senet", 5, 5, "règles reconstituées : Jéquier (1868–1946), Bell 1960 (revu en 1979), Kendall 1978", "modern"),
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


def timeline(stress: str | None = None) -> str:
    """The four games on one timeline of periods (not to scale), as an SVG string."""
    from jocari_edu.render.svg import PALETTE, el, text

    label_w, col_w, head_h, row_h, pad = 112, 150, 58, 124, 5
    rows = list(GAMES)
    width = label_w + col_w * len(ERAS)
    legend_y = head_h + row_h * len(rows) + 18
    height = legend_y + 26
    body = [el("rect", x=0, y=0, width=width, height=height, fill="#fffdf8")]
    for i, era in enumerate(ERAS):
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
        body.append(text(8, y + row_h / 2 + 5, GAMES[slug][2], size=15, text_anchor="start",
                         font_weight="bold" if strong else "normal", fill=PALETTE["text"] if strong else "#9a8a78"))
        for _, first, last, words, kind in (e for e in EVENTS if e[0] == slug):
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
    for stroke, fill, dash, meaning in KINDS.values():
        body.append(el("rect", x=x, y=legend_y - 11, width=26, height=14, rx=4, fill=fill, stroke=stroke,
                       stroke_width=2, stroke_dasharray=dash or None))
        body.append(text(x + 32, legend_y, meaning, size=13, text_anchor="start"))
        x += 46 + 6.6 * len(meaning)
    title = "Frise chronologique des quatre jeux"
    desc = " ; ".join(f"{GAMES[g][2]}, {ERAS[a]} : {w}" for g, a, _, w, _ in EVENTS)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
            f'height="{height}" role="img" class="jocari-frise"><title>{title}</title><desc>{html.escape(desc)}</desc>'
            + "".join(body) + "</svg>")


def _timeline_figure(stress: str | None) -> str:
    caption = ("Les quatre jeux dans le temps. Frise non proportionnelle : chaque colonne est une période, "
               "quelle que soit sa durée, et seules les dates que donnent nos sources y sont écrites.")
    return f'<figure class="jocari-illustration jocari-frise-figure" markdown="0">{timeline(stress)}<figcaption>{caption}</figcaption></figure>'


# -- worksheets and answer keys -----------------------------------------------------------------


def _questions(slug: str, answer, css: str = "") -> str:
    """One section per teaching position of the game: title, picture, question, then ``answer(record)``."""
    from jocari_edu.teaching import POSITIONS

    records = [r for r in POSITIONS.values() if r.game == GAMES[slug][0]]
    return "\n".join(
        f'<section class="jocari-question{css}" markdown="0"><h3>Question {n} : {html.escape(r.title)}</h3>'
        f'<figure class="jocari-figure" markdown="0">{r.setup().svg(lang="fr", last_move=False)}</figure>'
        f"<p><strong>{html.escape(r.question)}</strong></p>{answer(r)}</section>"
        for n, r in enumerate(records, 1))


def worksheet(slug: str) -> str:
    """The pupil's sheet: each position's question, boxes to tick and lines to write why."""
    return _questions(slug, lambda r: '<p class="jocari-choix">☐ Coup permis &nbsp;&nbsp; ☐ Coup refusé</p>'
                                      '<p>Pourquoi ?</p><div class="jocari-lignes"></div>')


def answer_key(slug: str) -> str:
    """The answer key: each verdict and the rules' own sentence (``TeachingPosition.answer``)."""
    return _questions(slug, lambda r: f"<p><strong>{r.verdict}</strong> (coup <code>{html.escape(r.move)}</code>). "
                                      f"Les règles répondent : « {html.escape(r.answer)} »</p>", " jocari-corrige")


# -- the board on A4 ------------------------------------------------------------------------------


def _board_svg(slug: str) -> str:
    game = _game(slug)
    options = {"lang": "fr", "last_move": False}
    if slug != "marelle":
        options["show_throw"] = False
    return game.svg(**options)


def _pieces_svg(slug: str, width: float = 180) -> str:
    """Each side's pieces, in the package's colours, to cut out (mm units)."""
    from jocari_edu.render.svg import PIECE

    count = GAMES[slug][3]
    r, gap = 7, 3
    per_row = int((width + gap) // (2 * r + gap))
    rows_per_side = -(-count // per_row)
    height = 2 * rows_per_side * (2 * r + gap) + 10
    body = []
    for side in (0, 1):
        fill, stroke = PIECE[side]
        for i in range(count):
            row, col = divmod(i, per_row)
            cx = r + col * (2 * r + gap) + 1
            cy = r + (side * rows_per_side + row) * (2 * r + gap) + side * 10 + 1
            body.append(f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" stroke="{PIECE[0][1]}" '
                        f'stroke-width="0.5" stroke-dasharray="1.5 1"/>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width + 2} {height}" '
            f'width="{width + 2}mm" height="{height}mm" role="img" class="jocari-pions">'
            f"<title>Pions à découper</title><desc>{count} pions blancs et {count} pions noirs</desc>"
            + "".join(body) + "</svg>")


def _viewbox(svg: str) -> tuple[float, float]:
    w, h = re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', svg).groups()
    return float(w), float(h)


def a4_sheet(slug: str) -> str:
    """A standalone A4 drawing: title, the board as the package draws it, the pieces to cut out."""
    board, pieces = _board_svg(slug), _pieces_svg(slug)
    bw, bh = _viewbox(board)
    pw, ph = _viewbox(pieces)
    width, height = 180, 180 * bh / bw
    room = 297 - 28 - 15 - 12 - ph
    if height > room:
        width, height = room * bw / bh, room
    x = 15 + (180 - width) / 2

    def placed(svg: str, x: float, y: float, w: float, h: float) -> str:
        svg = re.sub(r' width="[^"]*" height="[^"]*"', f' x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}"',
                     svg, count=1)
        return svg.replace(' xmlns="http://www.w3.org/2000/svg"', "", 1)

    name = GAMES[slug][2]
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm" viewBox="0 0 210 297">'
            f"<title>{name} : plateau et pions à imprimer (A4)</title>"
            '<rect width="210" height="297" fill="white"/>'
            f'<text x="105" y="20" font-size="8" text-anchor="middle" font-family="sans-serif">{name}</text>'
            + placed(board, x, 28, width, height)
            + f'<text x="15" y="{28 + height + 9:.1f}" font-size="4.5" font-family="sans-serif">Pions à découper</text>'
            + placed(pieces, 15, 28 + height + 12, pw, ph)
            + "</svg>")


def _board_page(slug: str) -> str:
    board = _board_svg(slug)
    pieces = _pieces_svg(slug)
    return (f'<figure class="jocari-figure jocari-a4-plateau" markdown="0">{board}'
            f"<figcaption>Le plateau au départ, dessiné par le moteur de règles. Il faut aussi : "
            f"{MATERIAL[slug]}.</figcaption></figure>\n"
            f'<figure class="jocari-illustration jocari-a4-pions" markdown="0">{pieces}'
            f"<figcaption>Pions à découper : {GAMES[slug][3]} par camp.</figcaption></figure>\n"
            f'<p class="jocari-telecharger"><a href="../plateaux/{slug}-a4.svg" download>'
            f"Télécharger la feuille A4 (SVG)</a></p>\n")


# -- hooks ----------------------------------------------------------------------------------------

PRINT_BUTTON = ('<p class="jocari-imprimer"><button type="button" class="md-button md-button--primary" '
                'onclick="window.print()">Imprimer</button></p>')


def _replace(match, page) -> str:
    kind, arg = match.group(1), match.group(2)
    if arg is not None and arg not in GAMES:
        raise ValueError(f"{page.file.src_uri}: unknown game {arg!r} in {match.group(0)}")
    if kind == "bibliographie":
        depth = page.file.src_uri.count("/")
        return bibliography.markdown(arg, link=("../" * depth + "bibliographie.md") if arg else "")
    if kind == "frise":
        return _timeline_figure(arg)
    if kind == "imprimer":
        return PRINT_BUTTON
    if arg is None:
        raise ValueError(f"{page.file.src_uri}: {match.group(0)} needs a game")
    return {"fiche": worksheet, "corrige": answer_key, "plateau": _board_page}[kind](arg)


def on_page_markdown(markdown, page, config, files):
    return MARKER.sub(lambda m: _replace(m, page), markdown)


def on_files(files, config):
    from mkdocs.structure.files import File

    for slug in GAMES:
        files.append(File.generated(config, f"plateaux/{slug}-a4.svg", content=a4_sheet(slug)))
    return files
