"""The Doze canes tablier: two rows of twelve points, the house highlighted.

Clickable parts carry ``data-square``: a point's number (``"22"``), a
quarter (``"Q1"``..``"Q4"``, the house choice), and each die of the throw
the point it names, so that clicking a die or its point plays the same move.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable
from dataclasses import dataclass

from ..games.doze_canes import HOUSE_SIZE, PIECES, POINTS, QUARTERS, die_of, entry, first_point, point_of, sign
from . import keys as _keys
from .svg import PALETTE, PIECE, arrow, die, document, el, hint_box, hint_layer, hint_mark, suggestion_text, text
from .texts import say

PW = 46  # width of a point
MARGIN = 20
BAR = 30
NUM = 22  # room for the point numbers above and below
DEPTH = 165  # length of a point (triangle)
GAP = 34
R = 18  # piece radius
WIDTH = 2 * MARGIN + 12 * PW + BAR
BOARD_TOP = NUM
BOARD_BOTTOM = NUM + 2 * DEPTH + GAP
GAP_MIDDLE = BOARD_TOP + DEPTH + GAP / 2  # the hand: entries start here
PANEL = 104
HEIGHT = BOARD_BOTTOM + NUM + PANEL
LOCK = "#b8860b"


def column(point: int) -> int:
    """0-11 from the left: 13-24 run along the top, 12-1 along the bottom (choice D2)."""
    return point - 13 if point > 12 else 12 - point


def left_x(point: int) -> float:
    c = column(point)
    return MARGIN + c * PW + (BAR if c >= 6 else 0)


def is_top(point: int) -> bool:
    return point > 12


def base_y(point: int) -> float:
    """The y of the point's base, where pieces stack from."""
    return BOARD_TOP if is_top(point) else BOARD_BOTTOM


def piece_xy(point: int, k: int) -> tuple[float, float]:
    """Centre of the ``k``-th piece (0 or 1) on ``point``, from its base."""
    step = (R + 2) * (2 * k + 1)
    return left_x(point) + PW / 2, base_y(point) + (step if is_top(point) else -step)


def hand_xy(player: int) -> tuple[float, float]:
    """Where ``player``'s pieces in hand begin (the label stands above)."""
    return MARGIN + 8, BOARD_BOTTOM + NUM + 34 + player * 46


def quarter_box(q: int) -> tuple[float, float, float, float]:
    """x, y, width and height of quarter ``q``'s frame: its six points and its half of the middle gap."""
    first = first_point(q)
    y = BOARD_TOP if is_top(first) else BOARD_TOP + DEPTH + GAP / 2
    return min(left_x(p) for p in range(first, first + HOUSE_SIZE)) - 2, y, 6 * PW + 4, DEPTH + GAP / 2


# -- clicks and moves (see jocari_edu.render): a move is one click on its point or quarter --

squares_of = _keys.squares_of
move_between = _keys.move_between
moves_at = _keys.moves_at


def draw(game, *, highlight=(), targets=(), selected=None, last_move=True, show_throw=True,
         numbers=True, lang=None, size=None, suggested=(), layout="wide") -> str:
    """Draw ``game``'s position.

    ``highlight``: points to mark; ``targets``: points or quarters (``"Q2"``)
    to offer; ``selected``: a point to ring; ``size``: the picture's width in
    pixels (the drawing scales); ``suggested``: the moves of a suggested turn
    (the house to choose, or an entry per die), marked in order; ``layout``: "wide", "portrait"
    (a quarter turn, for a phone held upright) or "landscape" (dense, for a phone
    held sideways): see :data:`LAYOUTS`.
    """
    lang = lang or game.lang
    fr = lang == "fr"
    highlight, targets, selected = _keys.keys(highlight), _keys.keys(targets), _keys.key(selected)
    shape = LAYOUTS.get(layout, LAYOUTS["wide"])
    body = [el("rect", x=0, y=0, width=shape.width, height=shape.height, rx=10, fill=PALETTE["board"])]
    bx, by, bw, bh = shape.bar
    body.append(el("rect", x=bx, y=by, width=bw, height=bh, fill=PALETTE["square_b"], stroke=PALETTE["line"]))
    quarters = "".join(shape.quarter(game, q, q == game.quarter or f"Q{q}" in targets, fr)
                       for q in range(1, QUARTERS + 1))
    choosing = game.phase == "house"
    if not choosing:
        body.append(quarters)
    for point in range(1, POINTS + 1):
        body.append(shape.point(game, point, str(point) in highlight, str(point) in targets,
                                str(point) == selected, numbers))
    if last_move and game.last_entry:
        body.append(shape.last(game))
    if choosing:
        body.append(quarters)  # on top: a click anywhere in a quarter chooses it
    body.append(shape.panel(game, fr, show_throw))
    body.append(hint_layer(suggested, shape.hint(game), number_size=shape.number_size))
    desc = " ".join(filter(None, (_description(game, fr), suggestion_text(suggested, lang))))
    return document(shape.width, shape.height, body, game.rules.fr if fr else game.rules.en, desc, size=size)


def _quarter_box(game, q: int, lit: bool, x: float, y: float, width: float, height: float) -> str:
    """A quarter's frame: lit when offered, an invisible catcher of clicks while a house is chosen, ringed once
    it is the house."""
    chosen = q == game.quarter
    if lit:
        fill, opacity = PALETTE["highlight"], "0.45"
    elif game.phase == "house":
        fill, opacity = "#ffffff", "0.01"  # invisible, yet it catches the click
    else:
        fill, opacity = "none", None
    return el("rect", x=x, y=y, width=width, height=height, rx=6, fill=fill,
              opacity=opacity, stroke=LOCK if chosen else None, stroke_width=3 if chosen else None)


def _quarter(game, q: int, lit: bool, fr: bool) -> str:
    x, y, width, height = quarter_box(q)
    top = is_top(first_point(q))
    chosen = q == game.quarter
    box = _quarter_box(game, q, lit, x, y, width, height)
    label = ""
    if game.phase == "house" or chosen:
        # In the middle gap, clear of the points' tips: while choosing, each quarter's label in its own half;
        # the chosen house's in the other half, since an entry's arrow and the ghost of a hit piece start
        # on the house's side of the gap.
        # While choosing, the two labels of a side share the gap's middle line, side by side (stacked one
        # above the other they read as one), each with an arrow towards its own quarter.
        choosing = game.phase == "house"
        words = say("choose_quarter", "fr" if fr else "en", q=q) if choosing else say("house", "fr" if fr else "en")
        if choosing:
            lx, ly = x + width * (0.28 if top else 0.72), GAP_MIDDLE + 4
            label = (text(lx - 42, ly, "▲" if top else "▼", size=10, fill=PALETTE["muted"], aria_hidden="true")
                     + text(lx, ly, words, size=11, fill=PALETTE["muted"], font_weight="bold"))
        else:
            ly = GAP_MIDDLE - 4 if top == choosing else GAP_MIDDLE + 13
            label = text(x + width / 2, ly, words, size=11, fill=PALETTE["muted"], font_weight="bold")
    return el("g", box + label, class_="quarter house" if chosen else "quarter", data_square=f"Q{q}")


def _point(game, point: int, lit: bool, target: bool, selected: bool, numbers: bool) -> str:
    x, base, top = left_x(point), base_y(point), is_top(point)
    tip = base + DEPTH if top else base - DEPTH
    in_house = point in game.house
    fill = PALETTE["square_a"] if point % 2 else "#b98b5a"
    corners = f"{x + 2:.1f},{base} {x + PW - 2:.1f},{base} {x + PW / 2:.1f},{tip}"
    parts = [el("polygon", points=corners, fill=fill, stroke=PALETTE["line"], stroke_width=1,
                opacity="1" if in_house or not game.quarter else "0.55")]
    if lit:
        parts.append(el("polygon", points=corners, fill=PALETTE["highlight"], opacity="0.6"))
    num_y = base - 7 if top else base + 16
    if numbers:
        parts.append(text(x + PW / 2, num_y, point, size=11, fill=PALETTE["muted"]))
    if in_house:  # the die that names this point
        value = die_of(game.quarter, point)
        dy = base + DEPTH - 26 if top else base - DEPTH + 4
        parts.append(die(x + PW / 2 - 11, dy, value, size=22, used=True))
    cell = game.content(point)
    count, owner = abs(cell), 0 if cell > 0 else 1
    for k in range(count):
        cx, cy = piece_xy(point, k)
        fill_p, stroke = PIECE[owner]
        parts.append(el("circle", cx=cx, cy=cy, r=R, fill=fill_p, stroke=stroke, stroke_width=2.5,
                        class_=f"piece p{owner}"))
    if count == 2:
        parts.append(_lock(point, owner))
    if target:
        cx, cy = piece_xy(point, min(count, 1))
        parts.append(el("circle", cx=cx, cy=cy, r=9, fill=PALETTE["target"], opacity="0.85", class_="target"))
    if selected:
        cx, cy = piece_xy(point, 0)
        parts.append(el("circle", cx=cx, cy=cy, r=R + 5, fill="none", stroke=PALETTE["target"], stroke_width=4,
                        class_="selected"))
    return el("g", "".join(parts), class_="point", data_square=point)


def _lock(point: int, owner: int) -> str:
    """A pair is locked: a frame round both pieces, and a small padlock on the side of the tip."""
    (x1, y1), (_, y2) = piece_xy(point, 0), piece_xy(point, 1)
    y0 = min(y1, y2) - R - 3
    height = abs(y2 - y1) + 2 * R + 6
    frame = el("rect", x=x1 - R - 3, y=y0, width=2 * R + 6, height=height, rx=R,
               fill="none", stroke=LOCK, stroke_width=3)
    lx, ly = x1 + R - 2, (y0 + height - 4 if is_top(point) else y0 - 4)
    shackle = el("path", d=f"M{lx - 4:.1f},{ly:.1f} v-4 a4,4 0 0 1 8,0 v4", fill="none", stroke=LOCK, stroke_width=2)
    body = el("rect", x=lx - 6, y=ly, width=12, height=9, rx=2, fill=LOCK)
    return el("g", frame + shackle + body, class_=f"pair p{owner}")


def _last(game) -> str:
    """An arrow from the central gap (the hand) into the last piece entered; a hit leaves a ghost.

    What the entry did is the kernel's record of it (``game.last_entry``), not worked out here.
    """
    effect, point, _, player = game.last_entry
    tx, ty = piece_xy(point, 1 if effect == "pair" else 0)
    start_y = GAP_MIDDLE - 8 if is_top(point) else GAP_MIDDLE + 8
    parts = [arrow(tx + 12, start_y, tx + 4, ty + (R if is_top(point) else -R), bend=0.1)]
    if effect == "hit":
        fill, stroke = PIECE[1 - player]
        parts.append(el("circle", cx=tx - 12, cy=start_y, r=R / 2, fill=fill, stroke=stroke, opacity="0.6",
                        stroke_dasharray="3 2", class_="hit"))
    return "".join(parts)


def _hint(game):
    """Draws the steps of a suggested turn: a frame round the house to choose, a ring where each piece enters.

    The ring stands where the entered piece will stand: on an empty point, beside one's
    own piece (a pair), or round the lone opposing piece it hits; the points' contents
    are followed from entry to entry by the rules' own :func:`~jocari_edu.games.doze_canes.entry`.
    """
    content = {p: game.content(p) for p in range(1, POINTS + 1)}

    def draw_step(move):
        _, key = squares_of(game, move)
        if key is None:
            return None  # a pass
        if key.startswith("Q"):
            return hint_box(*quarter_box(int(key[1:])))
        point = int(key)
        content[point] = after = entry(content[point], game.to_play)[0]
        return hint_mark(*piece_xy(point, abs(after) - 1), R + 5)
    return draw_step


def _panel(game, fr: bool, show_throw: bool) -> str:
    parts = []
    for p in (0, 1):
        x, y = hand_xy(p)
        fill, stroke = PIECE[p]
        n = game.in_hand(p)
        marker = "▶ " if game.to_play == p and not game.is_over else ""
        held = game.held(p)
        lang = "fr" if fr else "en"
        label = marker + say("doze_hand", lang, name=game.player_name(p, lang), n=n, h=held)
        chips = "".join(el("circle", cx=x + i * 19, cy=y, r=8, fill=fill, stroke=stroke, stroke_width=1.5)
                        for i in range(n))
        parts.append(el("g", text(x - 8, y - 14, label, size=13, text_anchor="start") + chips,
                        class_=f"hand p{p}", data_hand=p, data_count=n))
    if show_throw and game.throw and game.phase != "house":
        parts.append(_dice(game, fr))
    if game.is_over:
        parts.append(text(WIDTH - MARGIN, BOARD_BOTTOM + NUM + 16, game.outcome.text("fr" if fr else "en"),
                          size=13, text_anchor="end", font_weight="bold", class_="outcome"))
    return "".join(parts)


def _dice(game, fr: bool) -> str:
    x0, y0 = WIDTH - MARGIN - 96, BOARD_BOTTOM + NUM + 36
    parts = []
    current = game.phase == "move"
    if not current:
        parts.append(text(x0 + 38, y0 - 4, say("last_throw", "fr" if fr else "en"), size=11, fill=PALETTE["muted"]))
    for i, (value, status) in enumerate(game.dice_status()):
        x = x0 + i * 44
        face = die(x, y0, value, size=34, used=status != "playable")
        if status == "lost":
            face += el("path", d=f"M{x + 3},{y0 + 3} L{x + 31},{y0 + 31} M{x + 31},{y0 + 3} L{x + 3},{y0 + 31}",
                       stroke=PALETTE["arrow"], stroke_width=3, class_="lost")
        extra = {"data_square": point_of(game.quarter, value)} if current else {}
        parts.append(el("g", face, class_=f"dice {status}", data_die=value, **extra))
    return el("g", "".join(parts), class_="throw")


def _description(game, fr: bool) -> str:
    lang = "fr" if fr else "en"
    parts = []
    if game.quarter:
        parts.append(say("house_is", lang, q=game.quarter, a=game.house[0], b=game.house[-1]))
    else:
        parts.append(say("no_house", lang))
    for p in (0, 1):
        name = game.player_name(p, lang)
        s = sign(p)
        spots = [f"{pt} ({say('pair', lang)})" if game.content(pt) * s == 2 else str(pt)
                 for pt in game.house if game.content(pt) * s > 0]
        where = ", ".join(spots) or "-"
        parts.append(say("doze_side", lang, name=name, points=where, n=game.in_hand(p), total=PIECES))
    if game.is_over:
        parts.append(game.outcome.text(lang))
    else:
        who = game.player_name(game.to_play, lang)
        if game.phase == "house":
            parts.append(say("choosing", lang, player=who))
        elif game.phase == "move":
            dice = game.throw_text([d for d, s in game.dice_status() if s == "playable"], lang)
            parts.append(say("to_play_dice", lang, player=who, dice=dice))
        else:
            parts.append(say("to_throw", lang, player=who))
    return " ".join(parts)


# -- the upright drawing, for a phone held upright (``layout="portrait"``) ------------------------------------
# A quarter turn of the wide one, in CSS px at 390 px wide: 12 down to 1 on the left, 13 to 24 on the right,
# points as horizontal wedges 44 px high; the hand (where entries start) and the dice in the middle band;
# the hands under the board; the numbers stay upright, 14 px or more.

U_W = 390
U_RH = 44
U_BAR = 10
U_R = 17
U_DEPTH = 100
U_TOP = 6
U_XL = 4 + 22
U_XR = U_W - 4 - 22
U_GAP_X = U_W / 2  # the middle of the band between the tips: the hand
U_BOTTOM = U_TOP + 12 * U_RH + U_BAR
U_H = U_BOTTOM + 84


def _u_row_y(point: int) -> float:
    c = column(point)
    return U_TOP + c * U_RH + (U_BAR if c >= 6 else 0)


def _u_piece(point: int, k: int) -> tuple[float, float]:
    step = (U_R + 2) * (2 * k + 1)
    y = _u_row_y(point) + U_RH / 2
    return (U_XR - step, y) if is_top(point) else (U_XL + step, y)


def _u_quarter_box(q: int) -> tuple[float, float, float, float]:
    first = first_point(q)
    y = min(_u_row_y(p) for p in range(first, first + HOUSE_SIZE))
    x = U_GAP_X if is_top(first) else 2
    return x, y, U_GAP_X - 2, 6 * U_RH


def _u_quarter(game, q: int, lit: bool, fr: bool) -> str:
    x, y, width, height = _u_quarter_box(q)
    top = is_top(first_point(q))
    chosen = q == game.quarter
    box = _quarter_box(game, q, lit, x, y, width, height)
    label = ""
    if game.phase == "house" or chosen:
        # in the middle band: the left quarters' labels near their top, the right ones' near their bottom
        choosing = game.phase == "house"
        lang = "fr" if fr else "en"
        words = say("choose_quarter", lang, q=q) if choosing else say("house", lang)
        # on the line between two rows, where no entry's arrow runs (each runs along its own row's middle)
        ly = y + (height - U_RH if top else U_RH) + 5
        label = text(U_GAP_X, ly, words, size=14, fill=PALETTE["muted"], font_weight="bold", stroke=PALETTE["board"],
                     stroke_width=4, paint_order="stroke")
    return el("g", box + label, class_="quarter house" if chosen else "quarter", data_square=f"Q{q}")


def _u_point(game, point: int, lit: bool, target: bool, selected: bool, numbers: bool) -> str:
    y, right = _u_row_y(point), is_top(point)
    base = U_XR if right else U_XL
    tip = base - U_DEPTH if right else base + U_DEPTH
    in_house = point in game.house
    fill = PALETTE["square_a"] if point % 2 else "#b98b5a"
    corners = f"{base},{y + 2} {base},{y + U_RH - 2} {tip},{y + U_RH / 2}"
    # the whole row, from the board's edge to the middle band, answers a finger
    x0 = U_GAP_X + 10 if right else 0
    parts = [el("rect", x=x0, y=y, width=U_GAP_X - 10, height=U_RH, fill="#000", fill_opacity="0", class_="hit"),
             el("polygon", points=corners, fill=fill, stroke=PALETTE["line"], stroke_width=1,
                opacity="1" if in_house or not game.quarter else "0.55")]
    if lit:
        parts.append(el("polygon", points=corners, fill=PALETTE["highlight"], opacity="0.6"))
    if numbers:
        parts.append(text(base + (12 if right else -12), y + U_RH / 2 + 5, point, size=14, fill=PALETTE["muted"]))
    if in_house:  # the die that names this point
        value = die_of(game.quarter, point)
        dx = tip + 4 if right else tip - 26
        parts.append(die(dx, y + U_RH / 2 - 11, value, size=22, used=True))
    cell = game.content(point)
    count, owner = abs(cell), 0 if cell > 0 else 1
    for k in range(count):
        cx, cy = _u_piece(point, k)
        fill_p, stroke = PIECE[owner]
        parts.append(el("circle", cx=cx, cy=cy, r=U_R, fill=fill_p, stroke=stroke, stroke_width=2.5,
                        class_=f"piece p{owner}"))
    if count == 2:
        (x1, cy), (x2, _) = _u_piece(point, 0), _u_piece(point, 1)
        left = min(x1, x2) - U_R - 3
        parts.append(el("rect", x=left, y=cy - U_R - 3, width=abs(x2 - x1) + 2 * U_R + 6, height=2 * U_R + 6,
                        rx=U_R, fill="none", stroke=LOCK, stroke_width=3, class_=f"pair p{owner}"))
    if target:
        cx, cy = _u_piece(point, min(count, 1))
        parts.append(el("circle", cx=cx, cy=cy, r=9, fill=PALETTE["target"], opacity="0.85", class_="target"))
    if selected:
        cx, cy = _u_piece(point, 0)
        parts.append(el("circle", cx=cx, cy=cy, r=U_R + 5, fill="none", stroke=PALETTE["target"], stroke_width=4,
                        class_="selected"))
    return el("g", "".join(parts), class_="point", data_square=point)


def _u_last(game) -> str:
    effect, point, _, player = game.last_entry
    tx, ty = _u_piece(point, 1 if effect == "pair" else 0)
    right = is_top(point)
    start_x = U_GAP_X + 8 if right else U_GAP_X - 8
    parts = [arrow(start_x, ty - 8, tx + (-U_R if right else U_R), ty - 4, bend=0.1)]
    if effect == "hit":
        fill, stroke = PIECE[1 - player]
        parts.append(el("circle", cx=start_x, cy=ty + 10, r=U_R / 2, fill=fill, stroke=stroke, opacity="0.6",
                        stroke_dasharray="3 2", class_="hit"))
    return "".join(parts)


def _u_hint(game):
    content = {p: game.content(p) for p in range(1, POINTS + 1)}

    def draw_step(move):
        _, key = squares_of(game, move)
        if key is None:
            return None
        if key.startswith("Q"):
            return hint_box(*_u_quarter_box(int(key[1:])))
        point = int(key)
        content[point] = after = entry(content[point], game.to_play)[0]
        return hint_mark(*_u_piece(point, abs(after) - 1), U_R + 5)
    return draw_step


def _u_panel(game, fr: bool, show_throw: bool) -> str:
    lang = "fr" if fr else "en"
    parts = []
    for p in (0, 1):
        x, y = 10, U_BOTTOM + 18 + p * 40
        fill, stroke = PIECE[p]
        n = game.in_hand(p)
        marker = "▶ " if game.to_play == p and not game.is_over else ""
        label = marker + say("doze_hand", lang, name=game.player_name(p, lang), n=n, h=game.held(p))
        chips = "".join(el("circle", cx=x + 6 + i * 17, cy=y + 14, r=7, fill=fill, stroke=stroke, stroke_width=1.5)
                        for i in range(n))
        parts.append(el("g", text(x, y, label, size=14, text_anchor="start") + chips,
                        class_=f"hand p{p}", data_hand=p, data_count=n))
    if game.is_over:
        parts.append(_u_outcome(game, lang))
    elif show_throw and game.throw and game.phase != "house":
        parts.append(_u_dice(game, fr))
    return "".join(parts)


def _u_outcome(game, lang: str) -> str:
    """At the end, the outcome across the bar, where the throw was: 14 px, bold, on a card over the board."""
    lines = textwrap.wrap(game.outcome.text(lang), 40)
    height = 20 * len(lines) + 14
    top = U_TOP + 6 * U_RH + U_BAR / 2 - height / 2
    card = el("rect", x=12, y=top, width=U_W - 24, height=height, rx=8, fill=PALETTE["board"],
              stroke=PALETTE["line"], stroke_width=1.5)
    words = "".join(text(U_W / 2, top + 22 + 20 * i, line, size=15, font_weight="bold")
                    for i, line in enumerate(lines))
    return el("g", card + words, class_="outcome")


def _u_dice(game, fr: bool) -> str:
    """The throw across the bar, in the middle band; each die of the current throw a 44 px target."""
    d = 40
    values = game.dice_status()
    x0 = U_GAP_X - (len(values) * (d + 4) - 4) / 2
    y0 = U_TOP + 6 * U_RH + U_BAR / 2 - d / 2
    parts = []
    current = game.phase == "move"
    if not current:
        parts.append(text(U_GAP_X, y0 - 6, say("last_throw", "fr" if fr else "en"), size=14, fill=PALETTE["muted"]))
    for i, (value, status) in enumerate(values):
        x = x0 + i * (d + 4)
        face = el("rect", x=x - 2, y=y0 - 2, width=d + 4, height=d + 4, fill="#000", fill_opacity="0", class_="hit")
        face += die(x, y0, value, size=d, used=status != "playable")
        if status == "lost":
            face += el("path", d=f"M{x + 3},{y0 + 3} L{x + d - 3},{y0 + d - 3} M{x + d - 3},{y0 + 3} "
                                 f"L{x + 3},{y0 + d - 3}", stroke=PALETTE["arrow"], stroke_width=3, class_="lost")
        extra = {"data_square": point_of(game.quarter, value)} if current else {}
        parts.append(el("g", face, class_=f"dice {status}", data_die=value, **extra))
    return el("g", "".join(parts), class_="throw")


# -- the sideways drawing, for a phone held sideways (``layout="landscape"``) ---------------------------------
# The wide drawing made dense, in CSS px at 334 px high (the height under the site's header): points 46 wide
# (each a 44 CSS px target or more, from the board's edge to the middle gap), the throw across the bar in the
# middle gap (each die of the current throw a 46 px target), the hands on two lines under the board; text 15
# units (14 CSS px or more).

S_PW = 46
S_BAR = 12
S_MX = 4
S_W = 2 * S_MX + 12 * S_PW + S_BAR
S_NUM = 19
S_R = 15
S_DEPTH = 100
S_GAP = 56
S_TOP = S_NUM
S_GAP_TOP = S_TOP + S_DEPTH
S_GAP_MIDDLE = S_GAP_TOP + S_GAP / 2
S_BOTTOM = S_GAP_TOP + S_GAP + S_DEPTH
S_H = S_BOTTOM + S_NUM + 44
S_TEXT = 15


def _s_x(point: int) -> float:
    c = column(point)
    return S_MX + c * S_PW + (S_BAR if c >= 6 else 0)


def _s_base(point: int) -> float:
    return S_TOP if is_top(point) else S_BOTTOM


def _s_piece(point: int, k: int) -> tuple[float, float]:
    step = (S_R + 2) * (2 * k + 1)
    return _s_x(point) + S_PW / 2, _s_base(point) + (step if is_top(point) else -step)


def _s_quarter_box(q: int) -> tuple[float, float, float, float]:
    first = first_point(q)
    y = S_TOP if is_top(first) else S_GAP_MIDDLE
    return min(_s_x(p) for p in range(first, first + HOUSE_SIZE)) - 2, y, 6 * S_PW + 4, S_DEPTH + S_GAP / 2


def _s_quarter(game, q: int, lit: bool, fr: bool) -> str:
    x, y, width, height = _s_quarter_box(q)
    top = is_top(first_point(q))
    chosen = q == game.quarter
    box = _quarter_box(game, q, lit, x, y, width, height)
    label = ""
    choosing = game.phase == "house"
    if choosing or (chosen and not game.is_over):
        # in the middle gap, in the quarter's own columns: while choosing, each label on its own half's line
        # (the top quarters' above, the bottom ones' under), an arrow towards its quarter; the chosen house's
        # on the other half's line, clear of the entries' arrows
        lang = "fr" if fr else "en"
        words = say("choose_quarter", lang, q=q) if choosing else say("house", lang)
        upper = top == choosing
        ly = S_GAP_TOP + (22 if upper else S_GAP - 10)
        mark = ("▲ " if top else "▼ ") if choosing else ""
        label = text(x + width / 2, ly, mark + words, size=S_TEXT, fill=PALETTE["muted"], font_weight="bold")
    return el("g", box + label, class_="quarter house" if chosen else "quarter", data_square=f"Q{q}")


def _s_point(game, point: int, lit: bool, target: bool, selected: bool, numbers: bool) -> str:
    x, base, top = _s_x(point), _s_base(point), is_top(point)
    tip = base + S_DEPTH if top else base - S_DEPTH
    in_house = point in game.house
    fill = PALETTE["square_a"] if point % 2 else "#b98b5a"
    corners = f"{x + 2:.1f},{base} {x + S_PW - 2:.1f},{base} {x + S_PW / 2:.1f},{tip}"
    # the whole column, from the number at the board's edge to the middle gap, answers a finger
    hy = 0 if top else S_BOTTOM - S_DEPTH
    parts = [el("rect", x=x, y=hy, width=S_PW, height=S_NUM + S_DEPTH, fill="#000", fill_opacity="0",
                class_="hit"),
             el("polygon", points=corners, fill=fill, stroke=PALETTE["line"], stroke_width=1,
                opacity="1" if in_house or not game.quarter else "0.55")]
    if lit:
        parts.append(el("polygon", points=corners, fill=PALETTE["highlight"], opacity="0.6"))
    if numbers:
        parts.append(text(x + S_PW / 2, base - 4 if top else base + 15, point, size=S_TEXT, fill=PALETTE["muted"]))
    if in_house:  # the die that names this point
        value = die_of(game.quarter, point)
        dy = base + S_DEPTH - 24 if top else base - S_DEPTH + 2
        parts.append(die(x + S_PW / 2 - 11, dy, value, size=22, used=True))
    cell = game.content(point)
    count, owner = abs(cell), 0 if cell > 0 else 1
    for k in range(count):
        cx, cy = _s_piece(point, k)
        fill_p, stroke = PIECE[owner]
        parts.append(el("circle", cx=cx, cy=cy, r=S_R, fill=fill_p, stroke=stroke, stroke_width=2.5,
                        class_=f"piece p{owner}"))
    if count == 2:
        (x1, y1), (_, y2) = _s_piece(point, 0), _s_piece(point, 1)
        y0 = min(y1, y2) - S_R - 3
        parts.append(el("rect", x=x1 - S_R - 3, y=y0, width=2 * S_R + 6, height=abs(y2 - y1) + 2 * S_R + 6,
                        rx=S_R, fill="none", stroke=LOCK, stroke_width=3, class_=f"pair p{owner}"))
    if target:
        cx, cy = _s_piece(point, min(count, 1))
        parts.append(el("circle", cx=cx, cy=cy, r=9, fill=PALETTE["target"], opacity="0.85", class_="target"))
    if selected:
        cx, cy = _s_piece(point, 0)
        parts.append(el("circle", cx=cx, cy=cy, r=S_R + 5, fill="none", stroke=PALETTE["target"], stroke_width=4,
                        class_="selected"))
    return el("g", "".join(parts), class_="point", data_square=point)


def _s_last(game) -> str:
    effect, point, _, player = game.last_entry
    tx, ty = _s_piece(point, 1 if effect == "pair" else 0)
    start_y = S_GAP_MIDDLE - 8 if is_top(point) else S_GAP_MIDDLE + 8
    parts = [arrow(tx + 12, start_y, tx + 4, ty + (S_R if is_top(point) else -S_R), bend=0.1)]
    if effect == "hit":
        fill, stroke = PIECE[1 - player]
        parts.append(el("circle", cx=tx - 12, cy=start_y, r=S_R / 2, fill=fill, stroke=stroke, opacity="0.6",
                        stroke_dasharray="3 2", class_="hit"))
    return "".join(parts)


def _s_hint(game):
    content = {p: game.content(p) for p in range(1, POINTS + 1)}

    def draw_step(move):
        _, key = squares_of(game, move)
        if key is None:
            return None
        if key.startswith("Q"):
            return hint_box(*_s_quarter_box(int(key[1:])))
        point = int(key)
        content[point] = after = entry(content[point], game.to_play)[0]
        return hint_mark(*_s_piece(point, abs(after) - 1), S_R + 5)
    return draw_step


def _s_panel(game, fr: bool, show_throw: bool) -> str:
    """The hands under the board, one line each (the words, then a chip per piece in hand); the throw in the
    middle gap, or at the end the outcome there."""
    lang = "fr" if fr else "en"
    parts = []
    for p in (0, 1):
        y = S_BOTTOM + S_NUM + 16 + p * 21
        fill, stroke = PIECE[p]
        n = game.in_hand(p)
        marker = "▶ " if game.to_play == p and not game.is_over else ""
        label = marker + say("doze_hand", lang, name=game.player_name(p, lang), n=n, h=game.held(p))
        chips = "".join(el("circle", cx=S_W - S_MX - 8 - i * 15, cy=y - 5, r=6, fill=fill, stroke=stroke,
                           stroke_width=1.5) for i in range(n))
        parts.append(el("g", text(S_MX + 6, y, label, size=S_TEXT, text_anchor="start") + chips,
                        class_=f"hand p{p}", data_hand=p, data_count=n))
    if game.is_over:
        parts.append(text(S_W / 2, S_GAP_MIDDLE + 5.5, game.outcome.text(lang), size=S_TEXT, font_weight="bold",
                          class_="outcome"))
    elif show_throw and game.throw and game.phase != "house":
        parts.append(_s_dice(game, fr))
    return "".join(parts)


def _s_dice(game, fr: bool) -> str:
    """The throw across the bar, in the middle gap; each die of the current throw a 46 px target."""
    d = 40
    values = game.dice_status()
    x0 = S_W / 2 - (len(values) * (d + 6) - 6) / 2
    y0 = S_GAP_MIDDLE - d / 2
    parts = []
    current = game.phase == "move"
    if not current:  # its words beside it, on the side away from the house (whose label is in the gap too)
        left = game.quarter and _s_quarter_box(game.quarter)[0] > S_W / 2
        right_end = x0 + len(values) * (d + 6) - 6
        parts.append(text(x0 - 10 if left else right_end + 10, S_GAP_MIDDLE + 5.5,
                          say("last_throw", "fr" if fr else "en"), size=S_TEXT, fill=PALETTE["muted"],
                          text_anchor="end" if left else "start"))
    for i, (value, status) in enumerate(values):
        x = x0 + i * (d + 6)
        face = el("rect", x=x - 3, y=y0 - 3, width=d + 6, height=d + 6, fill="#000", fill_opacity="0", class_="hit")
        face += die(x, y0, value, size=d, used=status != "playable")
        if status == "lost":
            face += el("path", d=f"M{x + 3},{y0 + 3} L{x + d - 3},{y0 + d - 3} M{x + d - 3},{y0 + 3} "
                                 f"L{x + 3},{y0 + d - 3}", stroke=PALETTE["arrow"], stroke_width=3, class_="lost")
        extra = {"data_square": point_of(game.quarter, value)} if current else {}
        parts.append(el("g", face, class_=f"dice {status}", data_die=value, **extra))
    return el("g", "".join(parts), class_="throw")


# -- the three drawings ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Layout:
    """One drawing of the board: its size, the bar, and the functions that draw its parts."""

    width: float
    height: float
    bar: tuple[float, float, float, float]  # x, y, width, height
    quarter: Callable
    point: Callable
    last: Callable
    panel: Callable
    hint: Callable
    number_size: float


LAYOUTS = {
    "wide": _Layout(WIDTH, HEIGHT, (MARGIN + 6 * PW, BOARD_TOP, BAR, BOARD_BOTTOM - BOARD_TOP),
                    _quarter, _point, _last, _panel, _hint, 13),
    # a quarter turn, for a phone held upright
    "portrait": _Layout(U_W, U_H, (U_XL, U_TOP + 6 * U_RH, U_XR - U_XL, U_BAR),
                        _u_quarter, _u_point, _u_last, _u_panel, _u_hint, 15),
    # the wide one made dense, for a phone held sideways
    "landscape": _Layout(S_W, S_H, (S_MX + 6 * S_PW, S_TOP, S_BAR, S_BOTTOM - S_TOP),
                         _s_quarter, _s_point, _s_last, _s_panel, _s_hint, 15),
}
