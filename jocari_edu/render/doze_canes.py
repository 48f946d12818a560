"""The Doze canes tablier: two rows of twelve points, the house highlighted.

Clickable parts carry ``data-square``: a point's number (``"22"``), a
quarter (``"Q1"``..``"Q4"``, the house choice), and each die of the throw
the point it names, so that clicking a die or its point plays the same move.
"""

from __future__ import annotations

import textwrap

from ..games.doze_canes import HOUSE_SIZE, PIECES, POINTS, QUARTERS, die_of, first_point, point_of, sign
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


def is_top(point: int) -> bool:
    return point > 12


# -- what the three drawings share (wide, upright, sideways: see LAYOUTS) -----------------------------------


class _Drawing:
    """One drawing of the board: the parts every drawing has, drawn once from the places and sizes it gives.

    A drawing gives its ``width``, ``height`` and ``bar_box`` (x, y, width, height of the bar); ``r``, a piece's
    radius; ``text_size``, the points' numbers'; ``hand_size`` and ``chip_r``, the hands' words and chips';
    ``number_size``, the suggested steps' numbers'; where its parts stand (:meth:`piece`, :meth:`quarter_box`,
    :meth:`wedge`, :meth:`pair_box`, :meth:`entry`, :meth:`hand`); and draws what it alone has
    (:meth:`quarter_label`, :meth:`dice`, :meth:`outcome`).
    """

    padlock = False  # a locked pair: a frame round both pieces, and (wide) a padlock beside it
    throw_at_end = False  # the wide drawing keeps the throw beside the outcome; the phones' show the outcome instead

    def quarter(self, game, q: int, lit: bool, fr: bool) -> str:
        box = self.quarter_box(q)
        chosen = q == game.quarter
        label = self.quarter_label(game, q, *box, "fr" if fr else "en")
        return el("g", _quarter_box(game, q, lit, *box) + label, class_="quarter house" if chosen else "quarter",
                  data_square=f"Q{q}")

    def point(self, game, point: int, lit: bool, target: bool, selected: bool, numbers: bool) -> str:
        corners, hit, (nx, ny), (dx, dy) = self.wedge(point)
        in_house = point in game.house
        fill = PALETTE["square_a"] if point % 2 else "#b98b5a"
        parts = []
        if hit:  # the whole row or column, from the board's edge to the middle, answers a finger
            hx, hy, hw, hh = hit
            parts.append(el("rect", x=hx, y=hy, width=hw, height=hh, fill="#000", fill_opacity="0", class_="hit"))
        parts.append(el("polygon", points=corners, fill=fill, stroke=PALETTE["line"], stroke_width=1,
                        opacity="1" if in_house or not game.quarter else "0.55"))
        if lit:
            parts.append(el("polygon", points=corners, fill=PALETTE["highlight"], opacity="0.6"))
        if numbers:
            parts.append(text(nx, ny, point, size=self.text_size, fill=PALETTE["muted"]))
        if in_house:  # the die that names this point
            parts.append(die(dx, dy, die_of(game.quarter, point), size=22, used=True))
        cell = game.content(point)
        count, owner = abs(cell), 0 if cell > 0 else 1
        for k in range(count):
            cx, cy = self.piece(point, k)
            fill_p, stroke = PIECE[owner]
            parts.append(el("circle", cx=cx, cy=cy, r=self.r, fill=fill_p, stroke=stroke, stroke_width=2.5,
                            class_=f"piece p{owner}"))
        if count == 2:
            parts.append(self.pair(point, owner))
        if target:
            cx, cy = self.piece(point, min(count, 1))
            parts.append(el("circle", cx=cx, cy=cy, r=9, fill=PALETTE["target"], opacity="0.85", class_="target"))
        if selected:
            cx, cy = self.piece(point, 0)
            parts.append(el("circle", cx=cx, cy=cy, r=self.r + 5, fill="none", stroke=PALETTE["target"],
                            stroke_width=4, class_="selected"))
        return el("g", "".join(parts), class_="point", data_square=point)

    def pair(self, point: int, owner: int) -> str:
        """A pair is locked: a frame round both pieces, and on the wide drawing a small padlock on the side of
        the tip."""
        x, y, width, height = self.pair_box(point)
        frame = el("rect", x=x, y=y, width=width, height=height, rx=self.r, fill="none", stroke=LOCK,
                   stroke_width=3, class_=None if self.padlock else f"pair p{owner}")
        if not self.padlock:
            return frame
        lx, ly = self.piece(point, 0)[0] + self.r - 2, (y + height - 4 if is_top(point) else y - 4)
        shackle = el("path", d=f"M{lx - 4:.1f},{ly:.1f} v-4 a4,4 0 0 1 8,0 v4", fill="none", stroke=LOCK,
                     stroke_width=2)
        body = el("rect", x=lx - 6, y=ly, width=12, height=9, rx=2, fill=LOCK)
        return el("g", frame + shackle + body, class_=f"pair p{owner}")

    def last(self, game) -> str:
        """An arrow from the hand (the middle of the board) into the last piece entered; a hit leaves a ghost.

        What the entry did is the kernel's record of it (``game.last_entry``), not worked out here.
        """
        effect, point, _, player = game.last_entry
        (x1, y1), (x2, y2), (gx, gy) = self.entry(point, *self.piece(point, 1 if effect == "pair" else 0))
        parts = [arrow(x1, y1, x2, y2, bend=0.1)]
        if effect == "hit":
            fill, stroke = PIECE[1 - player]
            parts.append(el("circle", cx=gx, cy=gy, r=self.r / 2, fill=fill, stroke=stroke, opacity="0.6",
                            stroke_dasharray="3 2", class_="hit"))
        return "".join(parts)

    def hint(self, game):
        """Draws the steps of a suggested turn: a frame round the house to choose, a ring where each piece enters.

        The ring stands where the entered piece will stand: on an empty point, beside one's
        own piece (a pair), or round the lone opposing piece it hits: what each entry does is the
        rules' preview of it (:meth:`~jocari_edu.core.game.Game.preview`), each step previewed from
        the position the one before leaves.
        """
        previous = [None]

        def draw_step(move):
            _, key = squares_of(game, move)
            if key is None:
                return None  # a pass
            previous[0] = preview = game.preview(move, previous[0])
            if key.startswith("Q"):
                return hint_box(*self.quarter_box(int(key[1:])))
            made = preview.effects[0][0]  # "enter", "pair" or "hit"
            return hint_mark(*self.piece(int(key), 1 if made == "pair" else 0), self.r + 5)
        return draw_step

    def panel(self, game, fr: bool, show_throw: bool) -> str:
        """The hands (each player's words, then a chip per piece in hand), the throw and at the end the outcome."""
        lang = "fr" if fr else "en"
        parts = []
        for p in (0, 1):
            (lx, ly), (cx, cy), step = self.hand(p)
            fill, stroke = PIECE[p]
            n = game.in_hand(p)
            marker = "▶ " if game.to_play == p and not game.is_over else ""
            label = marker + say("doze_hand", lang, name=game.player_name(p, lang), n=n, h=game.held(p))
            chips = "".join(el("circle", cx=cx + i * step, cy=cy, r=self.chip_r, fill=fill, stroke=stroke,
                               stroke_width=1.5) for i in range(n))
            parts.append(el("g", text(lx, ly, label, size=self.hand_size, text_anchor="start") + chips,
                            class_=f"hand p{p}", data_hand=p, data_count=n))
        if show_throw and game.throw and game.phase != "house" and (self.throw_at_end or not game.is_over):
            parts.append(self.dice(game, fr))
        if game.is_over:
            parts.append(self.outcome(game, lang))
        return "".join(parts)

    def band_dice(self, game, fr: bool, cx: float, middle: float, spacing: int) -> str:
        """The throw across the bar, in the middle band (the phones' drawings): 40 px dice centred on ``cx`` and
        ``middle``, ``spacing`` apart, each die of the current throw a target ``spacing`` px wider; the last
        throw's words where :meth:`throw_words_at` puts them."""
        d = 40
        values = game.dice_status()
        x0 = cx - (len(values) * (d + spacing) - spacing) / 2
        y0 = middle - d / 2
        parts = []
        current = game.phase == "move"
        if not current:
            x, y, anchor = self.throw_words_at(game, x0, x0 + len(values) * (d + spacing) - spacing, y0)
            parts.append(text(x, y, say("last_throw", "fr" if fr else "en"), size=self.text_size,
                              fill=PALETTE["muted"], text_anchor=anchor))
        pad = spacing // 2
        for i, (value, status) in enumerate(values):
            x = x0 + i * (d + spacing)
            face = el("rect", x=x - pad, y=y0 - pad, width=d + spacing, height=d + spacing, fill="#000",
                      fill_opacity="0", class_="hit")
            face += die(x, y0, value, size=d, used=status != "playable")
            if status == "lost":
                face += el("path", d=f"M{x + 3},{y0 + 3} L{x + d - 3},{y0 + d - 3} M{x + d - 3},{y0 + 3} "
                                     f"L{x + 3},{y0 + d - 3}", stroke=PALETTE["arrow"], stroke_width=3, class_="lost")
            extra = {"data_square": point_of(game.quarter, value)} if current else {}
            parts.append(el("g", face, class_=f"dice {status}", data_die=value, **extra))
        return el("g", "".join(parts), class_="throw")


class _Columns(_Drawing):
    """The points as columns (choice D2): 13-24 along the top, 12-1 along the bottom, the hand in the middle gap
    (the wide and the sideways drawings).

    A subclass gives the sizes: ``margin``, ``pw`` (a point's width), ``bar`` (the bar's), ``num`` (the numbers'
    band), ``depth`` (a point's length), ``gap`` (the middle gap), ``r`` and ``panel_height`` (the room under the
    board); ``number_gap``, the numbers' distance from a top and a bottom point's base; ``die_gap``, the house
    die's from the tip; ``hit``, whether the whole column answers a finger.
    """

    hit = False

    def __init__(self):
        self.top = self.num
        self.bottom = self.num + 2 * self.depth + self.gap
        self.gap_middle = self.top + self.depth + self.gap / 2  # the hand: entries start here
        self.width = 2 * self.margin + 12 * self.pw + self.bar
        self.height = self.bottom + self.num + self.panel_height
        self.bar_box = (self.margin + 6 * self.pw, self.top, self.bar, self.bottom - self.top)

    def x(self, point: int) -> float:
        """The left x of the point's column."""
        c = column(point)
        return self.margin + c * self.pw + (self.bar if c >= 6 else 0)

    def base(self, point: int) -> float:
        """The y of the point's base, where pieces stack from."""
        return self.top if is_top(point) else self.bottom

    def piece(self, point: int, k: int) -> tuple[float, float]:
        """Centre of the ``k``-th piece (0 or 1) on ``point``, from its base."""
        step = (self.r + 2) * (2 * k + 1)
        return self.x(point) + self.pw / 2, self.base(point) + (step if is_top(point) else -step)

    def quarter_box(self, q: int) -> tuple[float, float, float, float]:
        """x, y, width and height of quarter ``q``'s frame: its six points and its half of the middle gap."""
        first = first_point(q)
        y = self.top if is_top(first) else self.gap_middle
        return (min(self.x(p) for p in range(first, first + HOUSE_SIZE)) - 2, y, 6 * self.pw + 4,
                self.depth + self.gap / 2)

    def wedge(self, point: int):
        """The point's triangle, the box that answers a finger (or None), where its number and its die stand."""
        x, base, top = self.x(point), self.base(point), is_top(point)
        tip = base + self.depth if top else base - self.depth
        corners = f"{x + 2:.1f},{base} {x + self.pw - 2:.1f},{base} {x + self.pw / 2:.1f},{tip}"
        hit = (x, 0 if top else self.bottom - self.depth, self.pw, self.num + self.depth) if self.hit else None
        above, below = self.number_gap
        number = x + self.pw / 2, (base - above if top else base + below)
        return corners, hit, number, (x + self.pw / 2 - 11, tip - 22 - self.die_gap if top else tip + self.die_gap)

    def pair_box(self, point: int) -> tuple[float, float, float, float]:
        """The frame round a pair, one piece above the other."""
        r = self.r
        (x1, y1), (_, y2) = self.piece(point, 0), self.piece(point, 1)
        return x1 - r - 3, min(y1, y2) - r - 3, 2 * r + 6, abs(y2 - y1) + 2 * r + 6

    def entry(self, point: int, tx: float, ty: float):
        """The last entry's arrow, from the middle gap into the piece at (``tx``, ``ty``), and where a hit
        piece's ghost stands: start, end, ghost."""
        top = is_top(point)
        start_y = self.gap_middle - 8 if top else self.gap_middle + 8
        return (tx + 12, start_y), (tx + 4, ty + (self.r if top else -self.r)), (tx - 12, start_y)


class _Wide(_Columns):
    """The wide drawing: the hands and the throw in a panel under the board."""

    margin, pw, bar, num, depth, gap, r, panel_height = MARGIN, PW, BAR, NUM, DEPTH, GAP, R, PANEL
    number_gap, die_gap = (7, 16), 4
    text_size, hand_size, chip_r, number_size = 11, 13, 8, 13
    padlock = throw_at_end = True

    def quarter_label(self, game, q: int, x: float, y: float, width: float, height: float, lang: str) -> str:
        # In the middle gap, clear of the points' tips: while choosing, each quarter's label in its own half;
        # the chosen house's in the other half, since an entry's arrow and the ghost of a hit piece start
        # on the house's side of the gap.
        # While choosing, the two labels of a side share the gap's middle line, side by side (stacked one
        # above the other they read as one), each with an arrow towards its own quarter.
        choosing = game.phase == "house"
        if not (choosing or q == game.quarter):
            return ""
        top = is_top(first_point(q))
        if choosing:
            lx, ly = x + width * (0.28 if top else 0.72), self.gap_middle + 4
            return (text(lx - 42, ly, "▲" if top else "▼", size=10, fill=PALETTE["muted"], aria_hidden="true")
                    + text(lx, ly, say("choose_quarter", lang, q=q), size=11, fill=PALETTE["muted"],
                           font_weight="bold"))
        ly = self.gap_middle + 13 if top else self.gap_middle - 4
        return text(x + width / 2, ly, say("house", lang), size=11, fill=PALETTE["muted"], font_weight="bold")

    def hand(self, player: int):
        """Where ``player``'s words stand, its first chip, and the step to the next chip."""
        x, y = hand_xy(player)
        return (x - 8, y - 14), (x, y), 19

    def dice(self, game, fr: bool) -> str:
        x0, y0 = WIDTH - MARGIN - 96, BOARD_BOTTOM + NUM + 36
        parts = []
        current = game.phase == "move"
        if not current:
            parts.append(text(x0 + 38, y0 - 4, say("last_throw", "fr" if fr else "en"), size=11,
                              fill=PALETTE["muted"]))
        for i, (value, status) in enumerate(game.dice_status()):
            x = x0 + i * 44
            face = die(x, y0, value, size=34, used=status != "playable")
            if status == "lost":
                face += el("path", d=f"M{x + 3},{y0 + 3} L{x + 31},{y0 + 31} M{x + 31},{y0 + 3} L{x + 3},{y0 + 31}",
                           stroke=PALETTE["arrow"], stroke_width=3, class_="lost")
            extra = {"data_square": point_of(game.quarter, value)} if current else {}
            parts.append(el("g", face, class_=f"dice {status}", data_die=value, **extra))
        return el("g", "".join(parts), class_="throw")

    def outcome(self, game, lang: str) -> str:
        return text(WIDTH - MARGIN, BOARD_BOTTOM + NUM + 16, game.outcome.text(lang), size=13, text_anchor="end",
                    font_weight="bold", class_="outcome")


_WIDE = _Wide()
left_x, base_y, piece_xy, quarter_box = _WIDE.x, _WIDE.base, _WIDE.piece, _WIDE.quarter_box


def hand_xy(player: int) -> tuple[float, float]:
    """Where ``player``'s pieces in hand begin (the label stands above)."""
    return MARGIN + 8, BOARD_BOTTOM + NUM + 34 + player * 46


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
    bx, by, bw, bh = shape.bar_box
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


class _Upright(_Drawing):
    """The upright drawing: the points as rows, 12-1 on the left and 13-24 on the right, the hand in the middle
    band."""

    width, height, bar_box = U_W, U_H, (U_XL, U_TOP + 6 * U_RH, U_XR - U_XL, U_BAR)
    r, text_size, hand_size, chip_r, number_size = U_R, 14, 14, 7, 15

    def piece(self, point: int, k: int) -> tuple[float, float]:
        step = (U_R + 2) * (2 * k + 1)
        y = _u_row_y(point) + U_RH / 2
        return (U_XR - step, y) if is_top(point) else (U_XL + step, y)

    def quarter_box(self, q: int) -> tuple[float, float, float, float]:
        first = first_point(q)
        y = min(_u_row_y(p) for p in range(first, first + HOUSE_SIZE))
        x = U_GAP_X if is_top(first) else 2
        return x, y, U_GAP_X - 2, 6 * U_RH

    def quarter_label(self, game, q: int, x: float, y: float, width: float, height: float, lang: str) -> str:
        # in the middle band: the left quarters' labels near their top, the right ones' near their bottom
        choosing = game.phase == "house"
        if not (choosing or q == game.quarter):
            return ""
        words = say("choose_quarter", lang, q=q) if choosing else say("house", lang)
        # on the line between two rows, where no entry's arrow runs (each runs along its own row's middle)
        ly = y + (height - U_RH if is_top(first_point(q)) else U_RH) + 5
        return text(U_GAP_X, ly, words, size=14, fill=PALETTE["muted"], font_weight="bold", stroke=PALETTE["board"],
                    stroke_width=4, paint_order="stroke")

    def wedge(self, point: int):
        y, right = _u_row_y(point), is_top(point)
        base = U_XR if right else U_XL
        tip = base - U_DEPTH if right else base + U_DEPTH
        corners = f"{base},{y + 2} {base},{y + U_RH - 2} {tip},{y + U_RH / 2}"
        hit = (U_GAP_X + 10 if right else 0, y, U_GAP_X - 10, U_RH)
        number = base + (12 if right else -12), y + U_RH / 2 + 5
        return corners, hit, number, (tip + 4 if right else tip - 26, y + U_RH / 2 - 11)

    def pair_box(self, point: int) -> tuple[float, float, float, float]:
        """The frame round a pair, side by side."""
        (x1, cy), (x2, _) = self.piece(point, 0), self.piece(point, 1)
        return min(x1, x2) - U_R - 3, cy - U_R - 3, abs(x2 - x1) + 2 * U_R + 6, 2 * U_R + 6

    def entry(self, point: int, tx: float, ty: float):
        right = is_top(point)
        start_x = U_GAP_X + 8 if right else U_GAP_X - 8
        return (start_x, ty - 8), (tx + (-U_R if right else U_R), ty - 4), (start_x, ty + 10)

    def hand(self, player: int):
        y = U_BOTTOM + 18 + player * 40
        return (10, y), (16, y + 14), 17

    def outcome(self, game, lang: str) -> str:
        """At the end, the outcome across the bar, where the throw was: 14 px, bold, on a card over the board."""
        lines = textwrap.wrap(game.outcome.text(lang), 40)
        height = 20 * len(lines) + 14
        top = U_TOP + 6 * U_RH + U_BAR / 2 - height / 2
        card = el("rect", x=12, y=top, width=U_W - 24, height=height, rx=8, fill=PALETTE["board"],
                  stroke=PALETTE["line"], stroke_width=1.5)
        words = "".join(text(U_W / 2, top + 22 + 20 * i, line, size=15, font_weight="bold")
                        for i, line in enumerate(lines))
        return el("g", card + words, class_="outcome")

    def dice(self, game, fr: bool) -> str:
        """The throw across the bar, in the middle band; each die of the current throw a 44 px target."""
        return self.band_dice(game, fr, U_GAP_X, U_TOP + 6 * U_RH + U_BAR / 2, 4)

    def throw_words_at(self, game, left: float, right: float, top: float):
        return U_GAP_X, top - 6, "middle"


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
S_PANEL = 44
S_H = S_BOTTOM + S_NUM + S_PANEL
S_TEXT = 15


class _Sideways(_Columns):
    """The sideways drawing: the wide one made dense, the throw in the middle gap, the hands under the board."""

    margin, pw, bar, num, depth, gap, r, panel_height = S_MX, S_PW, S_BAR, S_NUM, S_DEPTH, S_GAP, S_R, S_PANEL
    number_gap, die_gap, hit = (4, 15), 2, True
    text_size = hand_size = number_size = S_TEXT
    chip_r = 6

    def quarter_label(self, game, q: int, x: float, y: float, width: float, height: float, lang: str) -> str:
        # in the middle gap, in the quarter's own columns: while choosing, each label on its own half's line
        # (the top quarters' above, the bottom ones' under), an arrow towards its quarter; the chosen house's
        # on the other half's line, clear of the entries' arrows
        choosing = game.phase == "house"
        if not (choosing or (q == game.quarter and not game.is_over)):
            return ""
        top = is_top(first_point(q))
        words = say("choose_quarter", lang, q=q) if choosing else say("house", lang)
        ly = S_GAP_TOP + (22 if top == choosing else S_GAP - 10)
        mark = ("▲ " if top else "▼ ") if choosing else ""
        return text(x + width / 2, ly, mark + words, size=S_TEXT, fill=PALETTE["muted"], font_weight="bold")

    def hand(self, player: int):
        """The hands under the board, one line each: the words, then a chip per piece in hand from the right."""
        y = S_BOTTOM + S_NUM + 16 + player * 21
        return (S_MX + 6, y), (S_W - S_MX - 8, y - 5), -15

    def outcome(self, game, lang: str) -> str:
        """At the end, the outcome in the middle gap, where the throw was."""
        return text(S_W / 2, S_GAP_MIDDLE + 5.5, game.outcome.text(lang), size=S_TEXT, font_weight="bold",
                    class_="outcome")

    def dice(self, game, fr: bool) -> str:
        """The throw across the bar, in the middle gap; each die of the current throw a 46 px target."""
        return self.band_dice(game, fr, S_W / 2, S_GAP_MIDDLE, 6)

    def throw_words_at(self, game, left: float, right: float, top: float):
        # the last throw's words beside it, on the side away from the house (whose label is in the gap too)
        if game.quarter and self.quarter_box(game.quarter)[0] > S_W / 2:
            return left - 10, S_GAP_MIDDLE + 5.5, "end"
        return right + 10, S_GAP_MIDDLE + 5.5, "start"


# -- the three drawings ----------------------------------------------------------------------------------------

LAYOUTS = {
    "wide": _WIDE,
    "portrait": _Upright(),  # a quarter turn, for a phone held upright
    "landscape": _Sideways(),  # the wide one made dense, for a phone held sideways
}
