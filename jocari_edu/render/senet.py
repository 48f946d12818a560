"""The Senet board: 3 rows of 10 squares, read in a boustrophedon.

Every square carries ``data-square`` with its number (``"12"``), the exit
``"off"``: the notation's own squares, so a move ``9-12`` is clicked 9 then 12.
"""

from __future__ import annotations

from . import keys as _keys
from .svg import PALETTE, PIECE, arrow, document, el, hint_arrow, hint_layer, side_legend, suggestion_text, text
from .texts import say

CELL = 60
MARGIN = 20
TOP = 20
PANEL = 80
WIDTH = 10 * CELL + 2 * MARGIN
HEIGHT = TOP + 3 * CELL + PANEL



def labels(game) -> dict:
    """The squares the rule set names (square -> (French, English)), written on the picture: from its data."""
    return game.variant.named_squares


def last_move(effects: tuple) -> tuple[int, int] | None:
    """(from, to) of the pawn the last move carried, read from the kernel's effects; None for a pass or a pawn off."""
    if not effects:
        return None
    code, *values = effects[0]
    if code == "water":  # the arrow ends where the pawn restarted
        return values[0], values[2]
    if code in _CARRIED:  # (into the water where it stays, or back to the hand from it: the arrow ends in the water)
        return values[0], values[1]
    return None


_CARRIED = frozenset({"advance", "back", "swap", "swap_back", "swap_water", "water_held", "water_to_hand"})

# The upright drawing for a phone held upright (``layout="portrait"``), in CSS px at 390 px wide:
# three columns of ten squares (1-10 down, 11-20 up, 21-30 down), the throw and the exit on the right,
# the legend under the board; squares 100×46, text 14 px or more.
P_WIDTH, P_CW, P_CH, P_MARGIN = 390, 100, 46, 8
P_BOARD_BOTTOM = P_MARGIN + 10 * P_CH
P_HEIGHT = P_BOARD_BOTTOM + 58
P_PANEL_X = P_MARGIN + 3 * P_CW + 8  # the throw and the exit, right of the board


# The drawing for a phone held sideways (``layout="landscape"``), in CSS px at 470 px wide: the wide one,
# squares 45×45, text 14 px or more; where pawns enter from the hand (Piccione), the hand has a row of its own
# under the legend and the throw (L_HAND_ROW high), so that it meets neither.
L_WIDTH, L_CELL, L_MARGIN = 470, 45, 10
L_BOARD_BOTTOM = L_MARGIN + 3 * L_CELL
L_HEIGHT = L_BOARD_BOTTOM + 60
L_HAND_ROW = 50
L_OFF_BOX = (370, L_BOARD_BOTTOM + 6, 90, 48)


def _fit_width(word: str, size: float, room: float) -> dict:
    """Attributes that narrow ``word``'s letters to ``room`` when, at ``size``, it would run into the next square
    (a sideways phone's 45-unit squares: « Renaître », « Rê-Atoum »); the letters keep their height."""
    if len(word) * size * 0.56 <= room:
        return {}
    return {"textLength": room, "lengthAdjust": "spacingAndGlyphs"}


def square_xy(sq: int, layout: str = "wide") -> tuple[float, float]:
    """Top-left corner of square ``sq`` (1-30)."""
    row, col = divmod(sq - 1, 10)
    if row == 1:
        col = 9 - col
    if layout == "portrait":
        return P_MARGIN + row * P_CW, P_MARGIN + col * P_CH
    if layout == "landscape":
        return L_MARGIN + col * L_CELL, L_MARGIN + row * L_CELL
    return MARGIN + col * CELL, TOP + row * CELL


def cell_size(layout: str = "wide") -> tuple[float, float]:
    if layout == "landscape":
        return L_CELL, L_CELL
    return (P_CW, P_CH) if layout == "portrait" else (CELL, CELL)


def centre(sq: int, layout: str = "wide") -> tuple[float, float]:
    x, y = square_xy(sq, layout)
    w, h = cell_size(layout)
    return x + w / 2, y + h / 2


OFF_XY = (WIDTH - MARGIN - 50, TOP + 3 * CELL + 40)
OFF_ARRIVAL = (OFF_XY[0] + 5, OFF_XY[1] - 12)  # in the "off" box, above its word
P_OFF_BOX = (P_PANEL_X, P_BOARD_BOTTOM - 100, P_WIDTH - P_PANEL_X - 6, 100)  # beside square 30
P_OFF_ARRIVAL = (P_OFF_BOX[0] + P_OFF_BOX[2] / 2, P_OFF_BOX[1] + 30)


def hand_spot(layout: str = "wide") -> tuple[float, float]:
    """Where a pawn entering from the hand (Piccione) starts, or one sent back to it ends: the hand's first pawn."""
    if layout == "landscape":
        return L_MARGIN + 8 + 62, L_HEIGHT + L_HAND_ROW / 2 - 4
    if layout == "portrait":
        return P_MARGIN + 214 + 48, P_BOARD_BOTTOM + 18
    return MARGIN + 215 + 48, TOP + 3 * CELL + 26


def spot(key: str, layout: str = "wide") -> tuple[float, float]:
    """Where a move starts or ends on the picture: a square's centre, the "off" box or the hand ("in")."""
    if key == "in":
        return hand_spot(layout)
    if key == "off":
        if layout == "landscape":
            return L_OFF_BOX[0] + L_OFF_BOX[2] / 2, L_OFF_BOX[1] + 14
        return P_OFF_ARRIVAL if layout == "portrait" else OFF_ARRIVAL
    return centre(int(key), layout)

# -- clicks and moves (see jocari_edu.render) ---------------------------------------

squares_of = _keys.squares_of
move_between = _keys.move_between


def moves_at(game, square: str) -> list:
    """A click on a pawn means its move by the current throw."""
    return game.moves_from(int(square)) if square.isdigit() else []


_last_move = last_move  # draw()'s argument of that name hides the function


def draw(game, *, highlight=(), targets=(), selected=None, last_move=True,
         show_throw=True, numbers=True, lang=None, size=None, suggested=(), layout="wide") -> str:
    """Draw ``game``'s position.

    ``highlight``: squares to mark; ``targets``: squares (or "off") a selected
    pawn may go to; ``selected``: the selected pawn's square; ``suggested``: the
    moves of a suggested turn, drawn as arrows (see :func:`jocari_edu.render.svg.hint_layer`);
    ``layout``: "wide" (three rows of ten), "portrait" (three columns of ten, for a phone held upright) or
    "landscape" (three rows of ten with larger text, for a phone held sideways).
    """
    lang = lang or game.lang
    fr = lang == "fr"
    upright, sideways = layout == "portrait", layout == "landscape"
    small = upright or sideways  # a phone's drawing: text 14 px or more
    cw, ch = cell_size(layout)
    hand_row = L_HAND_ROW if sideways and game.state.rules.enter_square else 0
    width, height = {"portrait": (P_WIDTH, P_HEIGHT), "landscape": (L_WIDTH, L_HEIGHT + hand_row)}.get(
        layout, (WIDTH, HEIGHT))
    highlight, targets, selected = _keys.keys(highlight), _keys.keys(targets), _keys.key(selected)
    v = game.variant
    body = [el("rect", x=0, y=0, width=width, height=height, rx=10, fill=PALETTE["board"])]
    named = labels(game)
    on_top = []  # the upright drawing's square names, drawn over the pawns
    for sq in range(1, 31):
        x, y = square_xy(sq, layout)
        fill = PALETTE["water"] if sq == v.water_square else (PALETTE["square_a"] if sq % 2 else PALETTE["square_b"])
        cell = [el("rect", x=x + 1, y=y + 1, width=cw - 2, height=ch - 2, fill=fill,
                   stroke=PALETTE["line"], stroke_width=1)]
        if sq in v.protected_squares:
            cell.append(el("rect", x=x + 4, y=y + 4, width=cw - 8, height=ch - 8, fill="none",
                           stroke="#b8860b", stroke_width=2, stroke_dasharray="4 3"))
        if str(sq) in highlight:
            cell.append(el("rect", x=x + 2, y=y + 2, width=cw - 4, height=ch - 4,
                           fill=PALETTE["highlight"], opacity="0.55"))
        if str(sq) in targets:
            cell.append(el("circle", cx=x + cw / 2, cy=y + ch / 2, r=10, fill=PALETTE["target"],
                           opacity="0.8", class_="target"))
        # on a phone's drawing a protected square's number and name cross its dashed frame: each on a halo of the
        # square's colour, so that the frame stops at their edge
        halo = dict(stroke=fill, stroke_width=3, paint_order="stroke") if small and sq in v.protected_squares else {}
        if numbers:
            cell.append(text(x + 3 + upright, y + 15 + upright, sq, size=14, fill=PALETTE["muted"],
                             text_anchor="start", **halo) if small
                        else text(x + 9, y + 14, sq, size=11, fill=PALETTE["muted"]))
        if sq in named:
            word = named[sq][0 if fr else 1]
            if upright:  # over the pawns (drawn below), on a halo of the square's colour: a pawn never hides it
                on_top.append(text(x + cw - 4, y + ch - 6, word, size=14, fill=PALETTE["text"], text_anchor="end",
                                   stroke=fill, stroke_width=4, paint_order="stroke", pointer_events="none",
                                   class_="square-name", data_name_of=sq))
            else:
                cell.append(text(x + cw / 2, y + ch - 4, word, size=14, fill=PALETTE["text"],
                                             **_fit_width(word, 14, cw - 4), **halo)
                                 if sideways else text(x + cw / 2, y + cw - 5, word, size=9, fill=PALETTE["text"]))
        body.append(el("g", "".join(cell), class_="square", data_square=sq))
    carried = last_move and _last_move(game.effects)
    if carried:
        (x1, y1), (x2, y2) = _pawn_xy(carried[0], layout), _pawn_xy(carried[1], layout)
        body.append(arrow(x1, y1, x2, y2, bend=0.15))
    for sq in range(1, 31):
        owner = game.board[sq]
        if owner >= 0:
            cx, cy = _pawn_xy(sq, layout)
            x, y = square_xy(sq, layout)
            r = 17 if upright else (14 if sideways else 18)
            fill, stroke = PIECE[owner]
            ring = el("circle", cx=cx, cy=cy, r=r + 5, fill="none", stroke=PALETTE["target"],
                      stroke_width=4) if str(sq) == selected else ""
            # the whole square answers a finger, not only the drawn pawn
            hx, hy = (x, y) if small else (cx - cw / 2, cy - ch / 2)
            hit = el("rect", x=hx, y=hy, width=cw, height=ch, fill="#000", fill_opacity="0", class_="hit")
            body.append(el("g", hit + ring + el("circle", cx=cx, cy=cy, r=r, fill=fill, stroke=stroke,
                                                stroke_width=2.5), class_=f"pawn p{owner}", data_square=sq))
    body.extend(on_top)
    panel = {"portrait": _panel_upright, "landscape": _panel_sideways}.get(layout, _panel)
    body.append(panel(game, fr, show_throw, "off" in targets))
    if game.state.rules.enter_square:  # Piccione: the pawns in hand, still to enter
        if sideways:
            body.append(_hand_sideways(game, hand_spot(layout)[0] - 62, hand_spot(layout)[1], fr))
        else:
            x0, cy, row = (P_MARGIN + 214, P_BOARD_BOTTOM + 18, 26) if upright else (MARGIN + 215, TOP + 3 * CELL + 26, 28)
            body.append(_hand(game, x0, cy, row, fr))
    body.append(hint_layer(suggested, lambda move: _hint(game, move, layout), number_size=15 if small else 13))
    names = [game.player_name(p, lang) for p in (0, 1)]
    title = f"{game.rules.fr if fr else game.rules.en}"
    desc = " ".join(filter(None, (_description(game, names, fr), suggestion_text(suggested, lang))))
    return document(width, height, body, title, desc, size=size)


def _hand(game, x0: float, cy: float, row: float, fr: bool) -> str:
    """Each side's pawns in hand (Piccione), one small pawn each, after the word « main » / "hand"."""
    hand = game.hand
    # the whole box answers a finger (data-square "in": where a pawn enters from, or goes back to)
    hit = el("rect", x=x0 - 6, y=cy - 16, width=200, height=max(44, row + 30), fill="#000", fill_opacity="0",
             class_="hit")
    parts = [hit, text(x0, cy + 4, say("hand_box", "fr" if fr else "en"), size=13, text_anchor="start")]
    for p in (0, 1):
        fill, stroke = PIECE[p]
        y = cy + p * row - (6 if not row and p == 0 else 0) + (6 if not row and p else 0)
        for k in range(hand[p]):
            x = x0 + 48 + 13 * k + (70 if not row and p else 0)
            parts.append(el("circle", cx=x, cy=y, r=5.5, fill=fill, stroke=stroke, stroke_width=1.5,
                            class_=f"hand-pawn p{p}"))
    return el("g", "".join(parts), class_="hand", data_hand=f"{hand[0]},{hand[1]}", data_square="in")


def _hand_sideways(game, x0: float, cy: float, fr: bool) -> str:
    """Piccione, sideways: the word « main » / "hand", then White's pawns in hand, then Black's, on one row
    under the legend; the whole row (44 units high) answers a finger."""
    hand = game.hand
    count = game.variant.pieces
    start, step = 62, 16
    width = start + 2 * count * step + 24
    hit = el("rect", x=x0 - 6, y=cy - 22, width=width, height=44, fill="#000", fill_opacity="0", class_="hit")
    parts = [hit, text(x0, cy + 5.5, say("hand_box", "fr" if fr else "en"), size=15, text_anchor="start")]
    for p in (0, 1):
        fill, stroke = PIECE[p]
        for k in range(hand[p]):
            x = x0 + start + step * k + p * (count * step + 16)
            parts.append(el("circle", cx=x, cy=cy, r=6.5, fill=fill, stroke=stroke, stroke_width=1.5,
                            class_=f"hand-pawn p{p}"))
    return el("g", "".join(parts), class_="hand", data_hand=f"{hand[0]},{hand[1]}", data_square="in")


def _pawn_xy(sq: int, layout: str) -> tuple[float, float]:
    """Where a pawn stands: the square's centre; upright, left of the centre, clear of a label on the right."""
    x, y = square_xy(sq, layout)
    if layout == "landscape":
        return x + 28, y + 27  # right of and under the square's number (« 10 » and its pawn never touch)
    if layout != "portrait":
        return centre(sq)
    return x + 42, y + P_CH / 2


def _hint(game, move, layout="wide"):
    """A suggested move: an arrow from the pawn to the square it moves to (or to the "off" box)."""
    src, dst = squares_of(game, move)
    if src is None:
        return None
    if layout == "wide":
        return hint_arrow(*spot(src), *spot(dst))

    def at(key):
        return spot(key, layout) if key in ("off", "in") else _pawn_xy(int(key), layout)
    return hint_arrow(*at(src), *at(dst))


def _panel(game, fr, show_throw, off_target) -> str:
    y0 = TOP + 3 * CELL + 10
    parts = [side_legend(game, MARGIN + 10, y0 + 16, game.variant.pieces, fr)]
    if show_throw and game.phase == "move":
        parts.append(_sticks(game, MARGIN + 330, y0 + 4, fr))
    ox, oy = OFF_XY
    band = TOP + 3 * CELL + 5  # the exit answers a finger from under the board to the picture's edge
    hit = el("rect", x=ox - 35, y=band, width=80, height=HEIGHT - band, fill="#000", fill_opacity="0", class_="hit")
    parts.append(el("g", hit + el("rect", x=ox - 35, y=oy - 25, width=80, height=50, rx=8,
                             fill=PALETTE["target"] if off_target else "none",
                             opacity="0.8" if off_target else "1",
                             stroke=PALETTE["line"], stroke_dasharray="5 3")
                    + text(ox + 5, oy + 5, say("off_box", "fr" if fr else "en"), size=13),
                    class_="square off", data_square="off"))
    return "".join(parts)


def _panel_upright(game, fr, show_throw, off_target) -> str:
    """Upright: the legend under the board, the throw and the exit on the right of the board."""
    parts = [side_legend(game, P_MARGIN + 4, P_BOARD_BOTTOM + 18, game.variant.pieces, fr, row=26, size=15)]
    if show_throw and game.phase == "move":
        parts.append(_sticks(game, P_PANEL_X + 4, P_MARGIN + 6, fr, upright=True))
    x, y, w, h = P_OFF_BOX
    hit = el("rect", x=x - 4, y=y - 60, width=P_WIDTH - x + 4, height=h + 60 + 10, fill="#000", fill_opacity="0",
             class_="hit")
    parts.append(el("g", hit + el("rect", x=x, y=y, width=w, height=h, rx=8,
                                  fill=PALETTE["target"] if off_target else "none",
                                  opacity="0.8" if off_target else "1",
                                  stroke=PALETTE["line"], stroke_dasharray="5 3")
                    + text(x + w / 2, y + h - 14, say("off_box", "fr" if fr else "en"), size=15),
                    class_="square off", data_square="off"))
    return "".join(parts)


def _panel_sideways(game, fr, show_throw, off_target) -> str:
    """Sideways: the wide drawing's panel, in larger text."""
    parts = [side_legend(game, L_MARGIN + 4, L_BOARD_BOTTOM + 18, game.variant.pieces, fr, row=26, size=15)]
    if show_throw and game.phase == "move":
        parts.append(_sticks(game, 212, L_BOARD_BOTTOM + 8, fr))
    x, y, w, h = L_OFF_BOX
    hit = el("rect", x=x - 8, y=L_BOARD_BOTTOM + 2, width=L_WIDTH - x + 8, height=L_HEIGHT - L_BOARD_BOTTOM - 2,
             fill="#000", fill_opacity="0", class_="hit")
    parts.append(el("g", hit + el("rect", x=x, y=y, width=w, height=h, rx=8,
                                  fill=PALETTE["target"] if off_target else "none",
                                  opacity="0.8" if off_target else "1",
                                  stroke=PALETTE["line"], stroke_dasharray="5 3")
                    + text(x + w / 2, y + h - 12, say("off_box", "fr" if fr else "en"), size=15),
                    class_="square off", data_square="off"))
    return "".join(parts)


def _sticks(game, x, y, fr, upright=False) -> str:
    value = game.throw
    parts = []
    if not game.variant.throw_values:  # a four-sided die (Bell): one face, its number
        parts.append(el("rect", x=x + 8, y=y + 2, width=40, height=40, rx=6, fill="#f7ecd2", stroke=PALETTE["line"]))
        parts.append(text(x + 28, y + 29, value, size=20, font_weight="bold"))
    else:
        light = game.variant.throw_values.index(value)  # the sticks that show this throw
        for i in range(4):
            is_light = i < light
            parts.append(el("rect", x=x + i * 16, y=y, width=10, height=44, rx=5,
                            fill="#f7ecd2" if is_light else "#6b4a2b", stroke=PALETTE["line"]))
    words = say("sticks", "fr" if fr else "en", t=value)
    if upright:  # under the sticks, on two lines: « lancer : » then the value
        head, _, tail = words.rpartition(" ")
        parts.append(text(x + 29, y + 68, head, size=15) + text(x + 29, y + 92, tail, size=22, font_weight="bold"))
    else:
        parts.append(text(x + 110, y + 28, words, size=15, font_weight="bold"))
    return el("g", "".join(parts), class_="throw", data_throw=value)


def _description(game, names, fr) -> str:
    lang = "fr" if fr else "en"
    parts = []
    for p in (0, 1):
        squares = ", ".join(str(s) for s in game.pawns(p)) or "-"
        parts.append(say("senet_side", lang, name=names[p], squares=squares, n=game.off[p]))
        if game.state.rules.enter_square:
            parts.append(say("senet_hand", lang, name=names[p], n=game.hand[p]))
    if game.is_over:
        parts.append(game.outcome.text(lang))
    else:
        who = names[game.to_play]
        if game.phase == "move" and game.points_left != game.throw:  # Piccione: what is left of a split throw
            parts.append(say("senet_points_left", lang, player=who, t=game.throw, n=game.points_left))
        elif game.phase == "move":
            parts.append(say("senet_to_play", lang, player=who, t=game.throw))
        else:
            parts.append(say("to_throw", lang, player=who))
    return " ".join(parts)
