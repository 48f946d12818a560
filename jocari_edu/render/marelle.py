"""The Marelle board: three nested squares joined at their middles, 24 points.

Every point carries ``data-square`` with its name (``"d2"``), the notation's
own: a placement ``d2`` or a take ``xd2`` is one click on d2, a move ``a1-d1``
is clicked a1 then d1.
"""

from __future__ import annotations

import textwrap

from ..games.marelle import ADJ, BIT, INDEX, MILLS, MOVES, NAMES, PLACES, TAKE, TAKES, XY, mill_name, points_of
from . import keys as _keys
from .svg import PALETTE, PIECE, arrow, document, el, hint_arrow, hint_layer, hint_mark, suggestion_text, text
from .texts import say

STEP = 60  # distance between two grid lines
MARGIN = 48
BOARD = 6 * STEP + 2 * MARGIN
PANEL = 96
WIDTH = BOARD
HEIGHT = BOARD + PANEL
RADIUS = 17

# The board's lines, as pairs of grid cells (x, y): three squares and four spokes.
LINES = [((r, r), (6 - r, r)) for r in range(3)] + [((r, 6 - r), (6 - r, 6 - r)) for r in range(3)] \
    + [((r, r), (r, 6 - r)) for r in range(3)] + [((6 - r, r), (6 - r, 6 - r)) for r in range(3)] \
    + [((3, 0), (3, 2)), ((3, 4), (3, 6)), ((0, 3), (2, 3)), ((4, 3), (6, 3))]


# The drawing for a phone held sideways (``layout="landscape"``), in CSS px at 334 px high (the height under
# the site's header): the board as tall as the screen, steps of 46 (each point's and piece's target a whole
# step, 44 CSS px or more from 326 px high), the ranks on its left, the files under it; the hands, the pieces
# taken and the status on its right; text 15 units (14 CSS px or more).
L_STEP = 46
L_X, L_Y = 42, 24  # the top-left point (a7)
L_BOARD_RIGHT = L_X + 6 * L_STEP + L_STEP / 2
L_PANEL_X = L_BOARD_RIGHT + 10
L_ROW = 72  # the pieces in hand and taken start this far right of the panel's words (« en main », 15 units)
L_WIDTH = L_PANEL_X + L_ROW + 8 * 14 + 10  # nine pieces in hand (2 r + 3 apart, r = 5.5), then a margin
L_WRAP = 22  # the status's letters a line (15 units, about 190 units wide)
L_HEIGHT = L_Y + 6 * L_STEP + 40
L_TEXT = 15


def grid(x: int, y: int, layout: str = "wide") -> tuple[float, float]:
    """Picture coordinates of grid cell (x, y), rank 1 at the bottom."""
    if layout == "landscape":
        return L_X + x * L_STEP, L_Y + (6 - y) * L_STEP
    return MARGIN + x * STEP, MARGIN + (6 - y) * STEP


def centre(point: int, layout: str = "wide") -> tuple[float, float]:
    return grid(*XY[point], layout)


# -- clicks and moves (see jocari_edu.render) ---------------------------------------

squares_of = _keys.squares_of
move_between = _keys.move_between


def moves_at(game, square: str) -> list:
    """What a click on a point would mean: the take there, the placement there, or a step from there."""
    p = INDEX.get(square)
    if p is None:
        return []
    due = game.due()  # the game says what is due; the picture only maps it to a click
    if due == "take":
        return [TAKES[p]]
    if due == "place":
        return [PLACES[p]]
    return [MOVES[p][q] for q in points_of(ADJ[p])]


def draw(game, *, highlight=(), targets=(), selected=None, last_move=True, numbers=True,
         lang=None, size=None, suggested=(), layout="wide") -> str:
    """Draw ``game``'s position.

    ``highlight``: points to mark; ``targets``: points a selected piece may go
    to (or pieces that may be taken); ``selected``: the selected piece's point.
    Points are given by name (``"d2"``).  ``numbers`` shows the coordinates;
    ``size`` the picture's width in pixels; ``suggested``: the moves of a
    suggested turn (a move and its take), drawn over the pieces; ``layout``: "wide", "portrait"
    (for a phone held upright: the same board, its words 17 units high, 14 CSS px or more on a phone) or
    "landscape" (for a phone held sideways: the board as tall as the screen, the hands and status beside it).
    """
    lang = lang or game.lang
    fr = lang == "fr"
    highlight, targets = {game.point(p) for p in highlight}, {game.point(p) for p in targets}
    selected = None if selected is None else game.point(selected)
    upright, sideways = layout == "portrait", layout == "landscape"
    layout = "landscape" if sideways else "wide"  # the upright drawing is the wide board, taller
    status_lines = textwrap.wrap(_status(game, lang), 46) if upright else []
    width, height = (L_WIDTH, L_HEIGHT) if sideways else (WIDTH, BOARD + 100 + 20 * len(status_lines)) \
        if upright else (WIDTH, HEIGHT)
    body = [el("rect", x=0, y=0, width=width, height=height, rx=10, fill=PALETTE["board"])]
    for (x1, y1), (x2, y2) in LINES:
        (a, b), (c, d) = grid(x1, y1, layout), grid(x2, y2, layout)
        body.append(el("line", x1=a, y1=b, x2=c, y2=d, stroke=PALETTE["line"], stroke_width=3,
                       stroke_linecap="round"))
    if numbers:
        body.append(_coordinates_sideways() if sideways else _coordinates(17 if upright else 13))
    body.extend(_mill(line, "mill", layout) for line in MILLS if game.formed & line == line)
    body.extend(_point(game, p, p in highlight, p in targets, layout) for p in range(24))
    if last_move:
        body.append(_last(game, layout))
    for p in range(24):
        owner = 0 if game.bits[0] & BIT[p] else 1 if game.bits[1] & BIT[p] else -1
        if owner >= 0:
            body.append(_piece(p, owner, p == selected, p in targets, layout))
    body.append(_panel_sideways(game, fr) if sideways else _panel_upright(game, fr, status_lines) if upright
                else _panel(game, fr))
    body.append(hint_layer(suggested, lambda move: _hint(game, move, layout),
                           number_size=17 if upright else 15 if sideways else 13))
    title = game.rules.fr if fr else game.rules.en
    desc = " ".join(filter(None, (_description(game, lang), suggestion_text(suggested, lang))))
    return document(width, height, body, title, desc, size=size)


def _coordinates(size: float = 13) -> str:
    parts = []
    for i in range(7):
        x, _ = grid(i, 0)
        _, y = grid(0, i)
        parts.append(text(x, BOARD - 8 - (size - 13) / 2 if size != 13 else BOARD - 8, "abcdefg"[i], size=size,
                          fill=PALETTE["muted"]))
        parts.append(text(14, y + 5 if size == 13 else y + size * 0.38, i + 1, size=size, fill=PALETTE["muted"]))
    return el("g", "".join(parts), class_="coordinates")


def _coordinates_sideways() -> str:
    """The files under the board, the ranks on its left, 15 units high."""
    parts = []
    for i in range(7):
        x, _ = grid(i, 0, "landscape")
        _, y = grid(0, i, "landscape")
        parts.append(text(x, L_HEIGHT - 6, "abcdefg"[i], size=L_TEXT, fill=PALETTE["muted"]))
        parts.append(text(L_X - L_STEP / 2 - 8, y + 5.5, i + 1, size=L_TEXT, fill=PALETTE["muted"]))
    return el("g", "".join(parts), class_="coordinates")


def _mill(line: int, cls: str, layout: str = "wide") -> str:
    ends = sorted(points_of(line), key=lambda p: XY[p])
    (x1, y1), (x2, y2) = centre(ends[0], layout), centre(ends[-1], layout)
    return el("line", x1=x1, y1=y1, x2=x2, y2=y2, stroke=PALETTE["highlight"], stroke_width=14,
              stroke_linecap="round", opacity="0.7", class_=cls, data_mill=mill_name(line))


def _point(game, p: int, marked: bool, target: bool, layout: str = "wide") -> str:
    cx, cy = centre(p, layout)
    parts = [_hit(cx, cy, layout)]
    if marked:
        parts.append(el("circle", cx=cx, cy=cy, r=RADIUS + 5, fill=PALETTE["highlight"], opacity="0.6"))
    parts.append(el("circle", cx=cx, cy=cy, r=6, fill=PALETTE["line"]))
    if target and not (game.bits[0] | game.bits[1]) & BIT[p]:
        parts.append(el("circle", cx=cx, cy=cy, r=10, fill=PALETTE["target"], opacity="0.85", class_="target"))
    return el("g", "".join(parts), class_="point", data_square=NAMES[p])


def _piece(p: int, owner: int, selected: bool, target: bool, layout: str = "wide") -> str:
    cx, cy = centre(p, layout)
    fill, stroke = PIECE[owner]
    ring = ""
    if selected or target:
        colour = PALETTE["target"] if selected else PALETTE["arrow"]
        ring = el("circle", cx=cx, cy=cy, r=RADIUS + 5, fill="none", stroke=colour, stroke_width=4,
                  class_="selected" if selected else "target")
    disc = el("circle", cx=cx, cy=cy, r=RADIUS, fill=fill, stroke=stroke, stroke_width=2.5)
    return el("g", _hit(cx, cy, layout) + ring + disc, class_=f"piece p{owner}", data_square=NAMES[p])


HIT = STEP - 4  # a point's or a piece's click area: a square almost as wide as the step to the next point


def _hit(cx: float, cy: float, layout: str = "wide") -> str:
    """An invisible square round a point, so that a finger finds it (44 CSS px on a phone's full width; on the
    sideways drawing the whole step, from one point's target to the next)."""
    size = L_STEP if layout == "landscape" else HIT
    return el("rect", x=cx - size / 2, y=cy - size / 2, width=size, height=size, fill="#000", fill_opacity="0",
              class_="hit")


def _last(game, layout: str = "wide") -> str:
    move, taken = game.last
    parts = []
    if move is not None:
        # A dashed ring where the piece was placed, or the point it left, and an arrow for a move.
        cx, cy = centre(move.src if move.kind == "move" else move.dst, layout)
        parts.append(el("circle", cx=cx, cy=cy, r=RADIUS - 4 if move.kind == "move" else RADIUS + 9, fill="none",
                        stroke=PALETTE["arrow"], stroke_width=3, stroke_dasharray="5 3", class_="last-move",
                        pointer_events="none"))
        if move.kind == "move":
            (x1, y1), (x2, y2) = centre(move.src, layout), centre(move.dst, layout)
            parts.append(arrow(x1, y1, x2, y2, bend=0.12))
    if taken >= 0:
        cx, cy = centre(taken, layout)
        d = 9
        parts.append(el("path", d=f"M{cx - d},{cy - d} L{cx + d},{cy + d} M{cx - d},{cy + d} L{cx + d},{cy - d}",
                        stroke=PALETTE["arrow"], stroke_width=4, stroke_linecap="round", class_="taken-point",
                        pointer_events="none"))  # the point stays clickable under the cross
    return "".join(parts)


def _hint(game, move, layout: str = "wide"):
    """A suggested step: an arrow for a move or a flight, a ring for a placement, a crossed ring for a take."""
    src, dst = squares_of(game, move)
    if dst is None:
        return None  # a pass
    if src is not None:
        return hint_arrow(*centre(INDEX[src], layout), *centre(INDEX[dst], layout))
    return hint_mark(*centre(INDEX[dst], layout), RADIUS + 4, take=move.kind == TAKE)


def _row(x: float, y: float, count: int, owner: int, r: float = 7) -> str:
    fill, stroke = PIECE[owner]
    return "".join(el("circle", cx=x + i * (2 * r + 3), cy=y, r=r, fill=fill, stroke=stroke, stroke_width=1.5)
                   for i in range(count))


def _panel(game, fr: bool) -> str:
    y0 = BOARD + 4
    parts = []
    lang = "fr" if fr else "en"
    for p in (0, 1):
        y = y0 + 14 + p * 36
        marker = "▶ " if game.to_play == p and not game.is_over and not game.awaiting_throw else ""
        parts.append(text(MARGIN - 20, y + 4, marker + game.player_name(p, lang), size=13, text_anchor="start"))
        parts.append(text(MARGIN + 60, y + 4, say("in_hand", lang), size=11, text_anchor="start",
                          fill=PALETTE["muted"]))
        parts.append(el("g", _row(MARGIN + 112, y, game.hand[p], p), class_=f"hand p{p}"))
        parts.append(text(MARGIN + 268, y + 4, say("taken", lang), size=11, text_anchor="start",
                          fill=PALETTE["muted"]))
        parts.append(el("g", _row(MARGIN + 318, y, game.taken(p), 1 - p, r=5), class_=f"taken p{p}"))
    parts.append(text(WIDTH / 2, HEIGHT - 8, _status(game, lang), size=12, fill=PALETTE["text"]))
    return el("g", "".join(parts), class_="panel")


def _panel_upright(game, fr: bool, status_lines) -> str:
    """A phone's panel: the words as column heads, one row of pieces per side, the status on its own lines."""
    y0 = BOARD + 4
    lang = "fr" if fr else "en"
    parts = [text(MARGIN + 100, y0 + 14, say("in_hand", lang), size=17, text_anchor="start", fill=PALETTE["muted"]),
             text(MARGIN + 276, y0 + 14, say("taken", lang), size=17, text_anchor="start", fill=PALETTE["muted"])]
    for p in (0, 1):
        y = y0 + 36 + p * 28
        marker = "▶ " if game.to_play == p and not game.is_over and not game.awaiting_throw else ""
        parts.append(text(MARGIN - 30, y + 6, marker + game.player_name(p, lang), size=17, text_anchor="start"))
        parts.append(el("g", _row(MARGIN + 106, y, game.hand[p], p), class_=f"hand p{p}"))
        parts.append(el("g", _row(MARGIN + 282, y, game.taken(p), 1 - p, r=5), class_=f"taken p{p}"))
    for i, line in enumerate(status_lines):
        parts.append(text(WIDTH / 2, y0 + 96 + 20 * i, line, size=17, fill=PALETTE["text"]))
    return el("g", "".join(parts), class_="panel")


def _panel_sideways(game, fr: bool) -> str:
    """A phone held sideways: right of the board, each side's name, its pieces in hand, the pieces it took;
    then the status, on lines of its own."""
    lang = "fr" if fr else "en"
    x0, parts = L_PANEL_X, []
    for p in (0, 1):
        y = L_Y + 2 + p * 88
        marker = "▶ " if game.to_play == p and not game.is_over and not game.awaiting_throw else ""
        parts.append(text(x0, y + 5, marker + game.player_name(p, lang), size=L_TEXT, text_anchor="start",
                          font_weight="bold"))
        rows = (("in_hand", game.hand[p], p, 5.5, "hand"), ("taken", game.taken(p), 1 - p, 5, "taken"))
        for row, (words, count, owner, r, cls) in enumerate(rows):
            ry = y + 28 + 24 * row
            parts.append(text(x0, ry + 5, say(words, lang), size=L_TEXT, text_anchor="start", fill=PALETTE["muted"]))
            parts.append(el("g", _row(x0 + L_ROW, ry, count, owner, r=r), class_=f"{cls} p{p}"))
    for i, line in enumerate(textwrap.wrap(_status(game, lang), L_WRAP)):
        parts.append(text(x0, L_Y + 196 + 20 * i, line, size=L_TEXT, text_anchor="start", fill=PALETTE["text"]))
    return el("g", "".join(parts), class_="panel")


def _status(game, lang: str) -> str:
    if game.is_over:
        return game.outcome.text(lang)
    due = game.due()
    if due == "toss":
        return game.message("toss").text(lang)
    return say(_STATUS[due], lang, player=game.player_name(game.to_play, lang))


_STATUS = {"take": "taking", "place": "placing", "fly": "flying", "step": "moving"}  # what is due -> the words


def _description(game, lang: str) -> str:
    parts = []
    for p in (0, 1):
        points = ", ".join(game.points(p)) or "-"
        parts.append(say("marelle_side", lang, name=game.player_name(p, lang), points=points, n=game.hand[p],
                         k=game.taken(p)))
    if game.formed:
        mills = [mill_name(m) for m in MILLS if game.formed & m == m]
        parts.append(say("mills_made", lang, k=len(mills), mills=", ".join(mills)))
    parts.append(_status(game, lang))
    return " ".join(parts)
