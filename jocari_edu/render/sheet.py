"""Boards to print on A4, at the size real pieces need, in millimetres.

The live pictures (``draw``) are made for a screen: they carry the position's
state (« Blanc : 0 sur 5 sorti », the throw, whose turn it is).  A printed
board carries none of that: only the squares or points, their numbers and the
special squares, the start position as dashed outlines, and, on a second
sheet, the pieces to cut out, what else to bring, and the throw table, read
from the rules package (``throw_outcomes``, ``throw_value``, the dice a throw
gives), so that paper and screen cannot disagree.

- :func:`board_sheet` ``(game)``: the board, filling the printable area of an
  A4 page (landscape for the three race games, portrait for the Marelle), in
  ``mm`` (``width="277mm"``);
- :func:`pieces_sheet` ``(game)``: the pieces to cut out, at the size the board
  wants, the throw table and the note on what to use instead (coins, beans).

Each game's page, sizes, drawing and tables are one :class:`Sheet` of
:data:`SHEETS`: a Senet square 26 mm, the Marelle's outer square
183 mm from corner point to corner point, a Jacquet or Doze canes point 19 mm
wide.  Pieces are drawn a little smaller than the square or point they stand on.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape

from ..core.i18n import Catalog
from .svg import PALETTE, PIECE

# printable area of an A4 page with 10 mm margins, (width, height) in mm
LANDSCAPE = (277.0, 190.0)
PORTRAIT = (190.0, 277.0)
FONT = "system-ui, -apple-system, 'Segoe UI', sans-serif"

TEXTS = Catalog(
    exit=("sortie", "off"),
    start_here=("départ", "start"),
    pieces=("Pions à découper : {n} par camp", "Pieces to cut out: {n} a side"),
    cut=("Découpez le long des pointillés ; collez sur du carton pour qu'ils tiennent.",
         "Cut along the dotted lines; glue them onto card so that they stand up."),
    white=("Blanc", "White"),
    black=("Noir", "Black"),
    instead=("À la place : {what}.", "Instead: {what}."),
    senet_instead=("5 pièces de 1 centime et 5 de 10 centimes, ou des haricots de deux couleurs",
                   "5 small and 5 larger coins, or beans of two colours"),
    marelle_instead=("9 pièces de 1 centime et 9 de 10 centimes, ou des boutons de deux couleurs",
                     "9 small and 9 larger coins, or buttons of two colours"),
    jacquet_instead=("15 pièces de 1 centime et 15 de 2 centimes (16 et 19 mm), ou des haricots de deux couleurs",
                     "15 coins of one kind and 15 of another (16 to 19 mm), or beans of two colours"),
    doze_canes_instead=("12 pièces de 1 centime et 12 de 2 centimes, ou des haricots de deux couleurs",
                        "12 coins of one kind and 12 of another, or beans of two colours"),
    senet_bring=("Il faut aussi quatre bâtonnets plats à deux faces, une claire et une foncée "
                 "(des bâtonnets de glace coloriés d'un côté).",
                 "You also need four flat sticks with a light and a dark face (ice-lolly sticks coloured on one side)."),
    marelle_bring=("Rien d'autre : la Marelle se joue sans dés ni bâtonnets.",
                   "Nothing else: the Marelle is played without dice or sticks."),
    dice_bring=("Il faut aussi deux dés à six faces.", "You also need two six-sided dice."),
    senet_table=("Les quatre bâtonnets : ce que vaut un lancer", "The four sticks: what a throw is worth"),
    senet_die_table=("Le dé à quatre faces : ce que vaut un lancer", "The four-sided die: what a throw is worth"),
    light_faces=("faces claires", "light faces"),
    moves=("avance de", "moves"),
    again=("rejoue ?", "throws again?"),
    chance=("chances", "odds"),
    yes=("oui", "yes"),
    no=("non", "no"),
    jacquet_table=("Les deux dés : ce que chaque lancer fait jouer", "The two dice: what each throw plays"),
    jacquet_note=("Chaque dé fait avancer un pion ; un double se joue {k} fois. "
                  "Un lancer différent sort 2 fois sur 36, un double 1 fois sur 36.",
                  "Each die moves one checker; a double is played {k} times. "
                  "A throw of two different dice comes up 2 times in 36, a double once in 36."),
    doze_table=("Les deux dés : la flèche que nomme chaque dé, selon la maison d'entrée",
                "The two dice: the point each die names, by house"),
    die=("dé", "die"),
    quarter=("quart {q}", "quarter {q}"),
    quarter_points=("quart {q} : flèches {a} à {b}", "quarter {q}: points {a} to {b}"),
    doze_note=("Chaque dé fait entrer un jeton sur la flèche qu'il nomme dans la maison choisie au début.",
               "Each die enters a piece on the point it names in the house chosen at the start."),
    numbering=("Chiffres foncés : la numérotation de Blanc ; chiffres clairs : celle de Noir.",
               "Dark numbers: White's numbering; light numbers: Black's."),
    marelle_start=("Le plateau est vide au départ : chacun pose ses neuf pions, un par tour.",
                   "The board starts empty: each player places their nine pieces, one a turn."),
    doze_start=("Le tablier est vide au départ : chacun tient ses douze jetons en main.",
                "The tablier starts empty: each side holds its twelve pieces in hand."),
    start_marks=("En pointillés : les pions au départ.", "Dotted: the pieces at the start."),
)


def say(code: str, lang: str, **params) -> str:
    return TEXTS(code, **params).text(lang)


def _attrs(**kw) -> str:
    return " ".join(f'{k.rstrip("_").replace("_", "-")}="{escape(str(v), quote=True)}"'
                    for k, v in kw.items() if v is not None)


def _el(name: str, children: str = "", **kw) -> str:
    return f"<{name} {_attrs(**kw)}>{children}</{name}>" if children else f"<{name} {_attrs(**kw)}/>"


def _text(x, y, content, size=4.0, **kw) -> str:
    kw.setdefault("fill", PALETTE["text"])
    kw.setdefault("text_anchor", "middle")
    return _el("text", escape(str(content)), x=f"{x:.2f}", y=f"{y:.2f}", font_size=size, font_family=FONT, **kw)


def _document(game, kind: str, size: tuple[float, float], body: list[str], title: str) -> str:
    w, h = size
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w:g} {h:g}" width="{w:g}mm" height="{h:g}mm" '
            f'role="img" class="jocari-sheet jocari-sheet-{kind}" data-game="{game.name}">'
            f"<title>{escape(title)}</title>" + "".join(body) + "</svg>")


def _title(game, lang: str) -> str:
    return game.rules.fr if lang == "fr" else game.rules.en


def _ring(cx, cy, r, owner: int) -> str:
    """A piece's dashed outline: where a piece stands at the start."""
    fill, stroke = PIECE[owner]
    return _el("circle", cx=f"{cx:.2f}", cy=f"{cy:.2f}", r=r, fill=fill, fill_opacity="0.35",
               stroke=PALETTE["line"], stroke_width=0.5, stroke_dasharray="1.5 1.2", class_=f"start p{owner}")


# -- the boards ---------------------------------------------------------------------------------


def board_sheet(game, *, lang: str = "fr") -> str:
    """``game``'s board at playing size, for the printable area of an A4 page (its :class:`Sheet`'s ``page``)."""
    sheet = sheet_of(game)
    w, h = sheet.page
    body = [_el("rect", x=0, y=0, width=w, height=h, fill="white")]
    body.append(_text(w / 2, 7, _title(game, lang), size=6, font_weight="bold"))
    body.extend(sheet.draw(game, lang))
    if sheet.pieces_at is not None:
        x, y = sheet.pieces_at(sheet, w)
        body.extend(_pieces(game, lang, x, y, w - x, table_below=False))
    return _document(game, "board", sheet.page, body, _title(game, lang))


def _senet(game, lang: str) -> list[str]:
    from .senet import labels as named_squares

    cell = SHEETS["senet"].size
    w, _ = LANDSCAPE
    x0, y0 = (w - 10 * cell) / 2, 16.0
    fr = lang == "fr"
    labels = named_squares(game)

    def corner(sq: int) -> tuple[float, float]:  # the boustrophedon of render/senet.py, in mm
        row, col = divmod(sq - 1, 10)
        if row == 1:
            col = 9 - col
        return x0 + col * cell, y0 + row * cell

    body = [_el("rect", x=x0 - 1.5, y=y0 - 1.5, width=10 * cell + 3, height=3 * cell + 3, rx=2,
                fill=PALETTE["board"], stroke=PALETTE["line"], stroke_width=0.8, class_="board-edge")]
    for sq in range(1, 31):
        x, y = corner(sq)
        fill = PALETTE["water"] if sq == game.variant.water_square else (PALETTE["square_a"] if sq % 2 else PALETTE["square_b"])
        parts = [_el("rect", x=f"{x:.2f}", y=f"{y:.2f}", width=cell, height=cell, fill=fill, stroke=PALETTE["line"],
                     stroke_width=0.5),
                 _text(x + 3.5, y + 5, sq, size=3.8, fill=PALETTE["muted"])]
        if sq in labels:
            parts.append(_text(x + cell / 2, y + cell - 3, labels[sq][0 if fr else 1], size=4.2))
        body.append(_el("g", "".join(parts), class_="square", data_square=sq))
    for sq in range(1, 31):
        owner = game.board[sq]
        if owner >= 0:
            x, y = corner(sq)
            body.append(_ring(x + cell / 2, y + cell / 2, SHEETS["senet"].piece_mm / 2, owner))
    # the way round: 1 → 10, down, 11 → 20 leftwards, down, 21 → 30, then off
    right, left = x0 + 10 * cell, x0
    body.append(_text(right + 3.5, y0 + cell + 1.5, "↓", size=6))
    body.append(_text(left - 3.5, y0 + 2 * cell + 1.5, "↓", size=6))
    body.append(_text(right - 3, y0 + 3 * cell + 7, f"{say('exit', lang)} →", size=5, text_anchor="end",
                      font_weight="bold"))
    body.append(_text(x0, y0 + 3 * cell + 7, say("start_marks", lang), size=3.8, text_anchor="start",
                      fill=PALETTE["muted"]))
    return body


def _marelle(game, lang: str) -> list[str]:
    from ..games.marelle import NAMES, XY
    from .marelle import LINES

    step = SHEETS["marelle"].size
    w, _ = PORTRAIT
    x0, y0 = (w - 6 * step) / 2, 16.0

    def at(x: int, y: int) -> tuple[float, float]:  # render/marelle.py's grid, rank 1 at the bottom
        return x0 + x * step, y0 + (6 - y) * step

    body = [_el("rect", x=x0 - 3, y=y0 - 3, width=6 * step + 6, height=6 * step + 6, rx=2,
                fill=PALETTE["board"], stroke="none", class_="board-edge")]
    for (x1, y1), (x2, y2) in LINES:
        (a, b), (c, d) = at(x1, y1), at(x2, y2)
        body.append(_el("line", x1=a, y1=b, x2=c, y2=d, stroke=PALETTE["line"], stroke_width=1.2,
                        stroke_linecap="round"))
    for p, (x, y) in enumerate(XY):
        cx, cy = at(x, y)
        right = x == 6  # the right-hand column's names go inside the board
        body.append(_el("g", _el("circle", cx=cx, cy=cy, r=3.2, fill=PALETTE["line"])
                        + _text(cx - 3.5 if right else cx + 3.5, cy - 3.2, NAMES[p], size=3.6,
                                text_anchor="end" if right else "start", fill=PALETTE["muted"]),
                        class_="point", data_square=NAMES[p]))
    body.append(_text(w / 2, y0 + 6 * step + 7.5, say("marelle_start", lang), size=4))
    return body


def _tables(game, lang: str, *, width: float, depth: float, gap: float, numbers, starts) -> list[str]:
    """Two rows of twelve points (Jacquet, Doze canes): ``numbers(column, top) -> [(text, dark)]``."""
    pw = sheet_of(game).size
    bar = 10.0
    w, _ = LANDSCAPE
    x0 = (w - width) / 2
    top, num = 14.0, 5.5
    y_top = top + num
    y_bottom = y_top + 2 * depth + gap
    body = [_el("rect", x=x0, y=y_top - 1, width=12 * pw + bar, height=2 * depth + gap + 2, rx=2,
                fill=PALETTE["board"], stroke=PALETTE["line"], stroke_width=0.8, class_="board-edge"),
            _el("rect", x=x0 + 6 * pw, y=y_top - 1, width=bar, height=2 * depth + gap + 2,
                fill=PALETTE["square_b"], stroke=PALETTE["line"], stroke_width=0.5, class_="bar")]
    for col in range(12):
        left = x0 + col * pw + (bar if col >= 6 else 0)
        for is_top in (True, False):
            base = y_top if is_top else y_bottom
            tip = base + depth if is_top else base - depth
            fill = ("#9c5a2e", "#e6cf9e")[(col + (0 if is_top else 1)) % 2]
            key, labels = numbers(col, is_top)
            shape = _el("polygon", points=f"{left:.2f},{base:.2f} {left + pw:.2f},{base:.2f} {left + pw / 2:.2f},{tip:.2f}",
                        fill=fill, stroke=PALETTE["line"], stroke_width=0.4)
            words = ""
            for k, (label, dark) in enumerate(labels):
                y = (base - 1.5 - 4.2 * k) if is_top else (base + 4.5 + 4.2 * k)
                words += _text(left + pw / 2, y, label, size=3.8 if dark else 3.2,
                               fill=PALETTE["text"] if dark else PALETTE["muted"],
                               font_weight="bold" if dark else None)
            body.append(_el("g", shape + words, class_="point", data_square=key))
            for owner, count in starts(key):
                r = sheet_of(game).piece_mm / 2
                cy = base + r + 1 if is_top else base - r - 1
                body.append(_ring(left + pw / 2, cy, r, owner)
                            + _text(left + pw / 2, cy + 1.5, f"×{count}", size=4,
                                    fill=PALETTE["text"] if owner == 0 else "#f3e3c3"))
    return body


def _jacquet(game, lang: str) -> list[str]:
    from ..games.jacquet import to_abs
    from .jacquet import column

    pw, bar = SHEETS["jacquet"].size, 10.0
    by_column = {(column(a), a <= 12): a for a in range(1, 25)}  # render/jacquet.py: 1-12 along the top
    width = 12 * pw + bar

    def numbers(col, is_top):
        a = by_column[(col, is_top)]
        return str(a), [(str(a), True), (str(to_abs(1, a)), False)]

    def starts(key):
        count = game.board[int(key)]
        return [(0 if count > 0 else 1, abs(count))] if count else []

    body = _tables(game, lang, width=width, depth=70, gap=14, numbers=numbers, starts=starts)
    w, h = LANDSCAPE
    body.append(_text(w / 2, h - 1.5, f"{say('numbering', lang)} {say('start_marks', lang)}", size=3.8,
                      fill=PALETTE["muted"]))
    return body


def _doze(game, lang: str) -> list[str]:
    from ..games.doze_canes import HOUSE_SIZE, QUARTERS, first_point
    from .doze_canes import column, is_top

    pw, bar = SHEETS["doze_canes"].size, 10.0
    by_column = {(column(p), is_top(p)): p for p in range(1, 25)}
    width = 12 * pw + bar

    def numbers(col, top):
        p = by_column[(col, top)]
        return str(p), [(str(p), True)]

    body = _tables(game, lang, width=width, depth=68, gap=16, numbers=numbers, starts=lambda key: [])
    w, h = LANDSCAPE
    x0 = (w - width) / 2
    y_top = 14.0 + 5.5
    for q in range(1, QUARTERS + 1):
        points = range(first_point(q), first_point(q) + HOUSE_SIZE)
        cols = [column(p) for p in points]
        left = x0 + min(cols) * pw + (bar if min(cols) >= 6 else 0)
        top = is_top(first_point(q))
        y = y_top + 68 + 5.5 if top else y_top + 68 + 16 - 2
        body.append(_text(left + 3 * pw, y, say("quarter_points", lang, q=q, a=points[0], b=points[-1]),
                          size=4.2, class_="quarter"))
    body.append(_text(w / 2, h - 1.5, say("doze_start", lang), size=3.8, fill=PALETTE["muted"]))
    return body


# -- the pieces, what to bring, the throw table -----------------------------------------------------


def pieces_sheet(game, *, lang: str = "fr") -> str:
    """The pieces to cut out, what else to bring and the throw table, for the same A4 orientation.

    The Senet and the Marelle have them on the board's own sheet (:func:`board_sheet`);
    the Jacquet and Doze canes boards fill their page, so theirs come on this second one.
    """
    w, h = sheet_of(game).page
    body = [_el("rect", x=0, y=0, width=w, height=h, fill="white"),
            _text(w / 2, 7, _title(game, lang), size=6, font_weight="bold")]
    body.extend(_pieces(game, lang, 0, 14, w, table_below=True))
    n = game.pieces
    return _document(game, "pieces", (w, h), body, f"{_title(game, lang)} : {say('pieces', lang, n=n)}")


def _pieces(game, lang: str, x: float, y: float, width: float, table_below: bool) -> list[str]:
    """The cut-out pieces from (x, y), the notes under them, and the throw table below or to their right."""
    sheet = sheet_of(game)
    n, d = game.pieces, sheet.piece_mm
    pitch = d + 2
    per_row = min(n, int((width - 4) // pitch))
    rows = -(-n // per_row)
    body = [_el("g", _text(x + 2, y + 4, say("pieces", lang, n=n), size=4.6, text_anchor="start", font_weight="bold"),
                class_="pieces-title")]
    top = y + 7
    for side in (0, 1):
        fill, _ = PIECE[side]
        for i in range(n):
            row, col = divmod(i, per_row)
            cx, cy = x + 2 + d / 2 + col * pitch, top + d / 2 + row * pitch
            body.append(_el("circle", cx=f"{cx:.2f}", cy=f"{cy:.2f}", r=d / 2, fill=fill, stroke="#3a2c1d",
                            stroke_width=0.4, stroke_dasharray="1.5 1", class_=f"piece p{side}"))
        top += rows * pitch + 1
    notes = [say(sheet.bring, lang), say("instead", lang, what=say(f"{game.name}_instead", lang)), say("cut", lang)]
    for k, note in enumerate(notes):
        body.append(_text(x + 2, top + 4 + 5.5 * k, note, size=3.8, text_anchor="start",
                          font_weight="bold" if k == 0 else None, class_="note"))
    table = sheet.table
    if table is not None:
        tx, ty = (x + 2, top + 4 + 5.5 * len(notes) + 6) if table_below else (x + 2 + per_row * pitch + 12, y + 4)
        body.extend(table(game, lang, tx, ty))
    return body


def _grid(x, y, rows: list[list[str]], widths: list[float], height=7.0, head=True) -> list[str]:
    out = []
    for r, row in enumerate(rows):
        cx = x
        for c, (cell, cw) in enumerate(zip(row, widths, strict=True)):
            shade = "#f1e6d0" if (head and r == 0) or c == 0 else "white"
            out.append(_el("rect", x=f"{cx:.2f}", y=f"{y + r * height:.2f}", width=cw, height=height, fill=shade,
                           stroke=PALETTE["line"], stroke_width=0.3))
            out.append(_text(cx + cw / 2, y + r * height + height / 2 + 1.4, cell, size=3.8,
                             font_weight="bold" if (head and r == 0) or c == 0 else None))
            cx += cw
    return [_el("g", "".join(out), class_="throw-table")]


def _stick_table(game, lang: str, x: float, y: float) -> list[str]:
    from fractions import Fraction

    odds = {}
    for (value,), p in game.throw_outcomes():
        odds[value] = p
    yes, no = say("yes", lang), say("no", lang)
    if not game.variant.throw_values:  # a four-sided die (Bell's reading): its faces are its values
        values = [1, 2, 3, 4]
        rows = [[say("moves", lang), *map(str, values)],
                [say("again", lang), *(yes if v in game.variant.extra_throws else no for v in values)],
                [say("chance", lang), *(f"{(odds[v] * 16).numerator} / 16" for v in values)]]
        return [_text(x, y, say("senet_die_table", lang), size=4.5, text_anchor="start", font_weight="bold"),
                *_grid(x, y + 3, rows, [30] + [20] * 4)]
    faces = [1, 2, 3, 4, 0]
    values = [game.throw_value(k) for k in faces]
    rows = [[say("light_faces", lang), *map(str, faces)],
            [say("moves", lang), *map(str, values)],
            [say("again", lang), *(yes if v in game.variant.extra_throws else no for v in values)],
            [say("chance", lang), *(f"{(odds[v] * 16).numerator} / 16" if odds[v] * 16 == int(odds[v] * 16)
                                    else str(Fraction(odds[v])) for v in values)]]
    return [_text(x, y, say("senet_table", lang), size=4.5, text_anchor="start", font_weight="bold"),
            *_grid(x, y + 3, rows, [30] + [20] * 5)]


def _jacquet_table(game, lang: str, x: float, y: float) -> list[str]:
    from ..games.jacquet import Jacquet

    rows = [[say("die", lang), *map(str, range(1, 7))]]
    played = {}
    for a in range(1, 7):
        row = [str(a)]
        for b in range(1, 7):
            dice = Jacquet.arrange(throw=(a, b)).dice
            played[a == b] = len(dice)
            row.append(" · ".join(map(str, dice)))
        rows.append(row)
    return [_text(x, y, say("jacquet_table", lang), size=4.5, text_anchor="start", font_weight="bold"),
            *_grid(x, y + 3, rows, [14] + [26] * 6, height=6.5),
            _text(x, y + 3 + 7 * 6.5 + 6, say("jacquet_note", lang, k=played[True]), size=3.8, text_anchor="start")]


def _doze_table(game, lang: str, x: float, y: float) -> list[str]:
    from ..games.doze_canes import QUARTERS, point_of

    rows = [[say("die", lang), *(say("quarter", lang, q=q) for q in range(1, QUARTERS + 1))]]
    for die in range(1, 7):
        rows.append([str(die), *(str(point_of(q, die)) for q in range(1, QUARTERS + 1))])
    return [_text(x, y, say("doze_table", lang), size=4.5, text_anchor="start", font_weight="bold"),
            *_grid(x, y + 3, rows, [14] + [26] * QUARTERS, height=6.5),
            _text(x, y + 3 + 7 * 6.5 + 6, say("doze_note", lang), size=3.8, text_anchor="start")]


# -- each game's sheet -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Sheet:
    """How a game is printed: its A4 orientation, its sizes in mm, its drawing and its tables."""

    page: tuple[float, float]  # LANDSCAPE or PORTRAIT
    size: float  # a square (Senet), the grid's step (Marelle), a point's width (Jacquet, Doze canes)
    piece_mm: float  # the diameter of a cut-out piece
    draw: Callable  # (game, lang) -> the board's SVG elements
    bring: str  # the sentence on what else to bring (a code of TEXTS)
    table: Callable | None  # (game, lang, x, y) -> the throw table, or None
    pieces_at: Callable | None  # (sheet, page width) -> where the pieces go on the board's own sheet; None: a second sheet


SHEETS = {
    "senet": Sheet(LANDSCAPE, 26.0, 21.0, _senet, "senet_bring", _stick_table,
                   lambda sheet, w: ((w - 10 * sheet.size) / 2 - 2, 108)),
    "marelle": Sheet(PORTRAIT, 30.5, 18.0, _marelle, "marelle_bring", None,
                     lambda sheet, w: ((w - 9 * (sheet.piece_mm + 2)) / 2 - 2, 209)),
    "jacquet": Sheet(LANDSCAPE, 19.0, 16.0, _jacquet, "dice_bring", _jacquet_table, None),
    "doze_canes": Sheet(LANDSCAPE, 19.0, 17.0, _doze, "dice_bring", _doze_table, None),
}


def sheet_of(game) -> Sheet:
    """The :class:`Sheet` of ``game`` (a game or its name); ValueError naming the game if it has none."""
    name = getattr(game, "name", game)
    found = SHEETS.get(name)
    if found is None:
        raise ValueError(f"no printed sheet is drawn for the game {name!r}; known: {', '.join(SHEETS)}")
    return found


def sheets(game, lang: str = "fr") -> list[str]:
    """What a class prints for ``game``: the board's sheet, and the pieces' sheet when the board fills its page
    (their words in ``lang``)."""
    found = [board_sheet(game, lang=lang)]
    if sheet_of(game).pieces_at is None:
        found.append(pieces_sheet(game, lang=lang))
    return found
