"""The Jacquet tablier: 24 arrow-shaped points, the talons, dice and borne-off checkers.

Layout (White's numbering, White sitting at the bottom): points 1-12 along the
top from right to left, 13-24 along the bottom from left to right, so both
sides travel counter-clockwise; White's last quarter (19-24) is bottom right,
Black's (White's 7-12) top left.  Every point carries ``data-square`` in the
numbering of the player to move (the notation's), and the mover's tray
``data-square="off"``, so a board can build ``13-18`` or ``20-off`` from clicks.
``highlight``, ``targets`` and ``selected`` are given in that numbering too.
"""

from __future__ import annotations

from ..games.jacquet import CHECKERS, OFF, POINTS, JacquetMove, dice_text, to_abs
from . import keys as _keys
from .svg import PALETTE, PIECE, arrow, die, document, el, hint_arrow, hint_layer, side_legend, suggestion_text, text
from .texts import say

MARGIN = 20
CELL = 44  # width of a point
BAR = 36  # the bar between the halves
R = 19  # checker radius
SHOWN = 5  # checkers drawn on a point before the count is written on the top one
HEIGHT_POINT = 2 * R * SHOWN
TOP = 34
MIDDLE = 64
BOTTOM = TOP + 2 * HEIGHT_POINT + MIDDLE
TRAY_X = MARGIN + 12 * CELL + BAR + 16
TRAY_W = 56
WIDTH = TRAY_X + TRAY_W + MARGIN
PANEL = 56
HEIGHT = BOTTOM + 30 + PANEL

POINT_FILL = ("#9c5a2e", "#e6cf9e")  # the two alternating colours of the points
COURIER = "#d4a017"


def column(a: int) -> int:
    """Column 0-11 (left to right) of White's point ``a``."""
    return 12 - a if a <= 12 else a - 13


def point_x(a: int) -> float:
    """Centre x of White's point ``a``."""
    col = column(a)
    return MARGIN + col * CELL + (BAR if col >= 6 else 0) + CELL / 2


def checker_y(a: int, k: int) -> float:
    """Centre y of the ``k``-th checker (from the edge) on White's point ``a``."""
    if a <= 12:
        return TOP + R + 2 * R * k
    return BOTTOM - R - 2 * R * k


def tray_box(player: int) -> tuple[float, float, float, float]:
    """White bears off at the bottom right, beside its last quarter; Black at the top."""
    y = TOP if player == 1 else BOTTOM - HEIGHT_POINT
    return TRAY_X, y, TRAY_W, HEIGHT_POINT


SLAB = (HEIGHT_POINT - 20) / CHECKERS  # a borne-off checker, in the tray


def slab_xy(player: int, k: int) -> tuple[float, float]:
    """Centre of the ``k``-th checker ``player`` bears off, in its tray (filled from the board's edge)."""
    x, y, w, h = tray_box(player)
    return x + w / 2, (y + h - 10 - (k + 0.5) * SLAB if player == 0 else y + 10 + (k + 0.5) * SLAB)


# -- clicks and moves (see jocari_edu.render) ---------------------------------------

move_between = _keys.move_between


def squares_of(game, move) -> tuple[str | None, str | None]:
    """A checker goes from its point to a point or to the tray ("off"), whatever die bears it off."""
    if game.is_pass(move):
        return None, None
    return str(move.src), "off" if move.dst == OFF else str(move.dst)


def moves_at(game, square: str) -> list:
    """A click on a point means the legal moves of its checker; when it has none, its move by the larger die
    left, which the rules then refuse with their reason.

    Where that die takes the checker (a point, or off the board) is the rules' own table of actions
    (:data:`~jocari_edu.games.jacquet.ACTION_MOVES`, through ``game.action_move``), not worked out here.
    """
    if not square.isdigit() or game.phase != "move" or not 1 <= int(square) <= POINTS:
        return []
    src = int(square)
    legal = [m for m in game.legal_moves() if m.src == src]
    if legal or not game.dice_left:
        return legal
    return [game.action_move(game.move_action(JacquetMove(src, OFF, max(game.dice_left))))]


def _labels(game, numbers) -> int | None:
    """Whose numbering labels the points: the mover's (True, "mover"), a side's, or none (False)."""
    if numbers is False or numbers is None:
        return None
    return {"white": 0, "black": 1}.get(numbers, game.to_play)



def draw(game, *, highlight=(), targets=(), selected=None, last_move=True, show_throw=True,
         numbers=True, lang=None, size=None, suggested=(), layout="wide") -> str:
    """Draw ``game``'s position.

    ``highlight``: points to mark; ``targets``: points (or "off") a selected
    checker may go to; ``selected``: the selected checker's point — all three in
    the mover's numbering.  ``numbers``: True or "mover" (the mover's numbering),
    "white"/"black" (that side's), False (none).  ``size``: displayed width in pixels.
    ``suggested``: the moves of a suggested turn (a checker per die), drawn as numbered arrows.
    ``layout``: "wide", "portrait" (a quarter turn, for a phone held upright) or "landscape" (dense, for a phone
    held sideways): see :data:`LAYOUTS`.
    """
    shape = LAYOUTS.get(layout, LAYOUTS["wide"])
    lang = lang or game.lang
    fr = lang == "fr"
    view, mover, marked, aimed, chosen = _marks(game, numbers, highlight, targets, selected)
    body = [el("rect", x=0, y=0, width=shape.width, height=shape.height, rx=10, fill=PALETTE["board"])]
    bx, by, bw, bh = shape.bar_box
    body.append(el("rect", x=bx, y=by, width=bw, height=bh, fill="#7a5230", rx=4))
    for q in range(1, POINTS + 1):
        body.append(shape.point(to_abs(mover, q), q, view, marked, aimed))
    if last_move and game.last:
        body.extend(shape.arrows(game.last))
    courier = [game.courier(p) for p in (0, 1)]
    for a in range(1, POINTS + 1):
        count = game.board[a]
        if count:
            owner = 0 if count > 0 else 1
            ring = courier[owner] > 1 and to_abs(owner, courier[owner]) == a
            body.append(shape.stack(a, abs(count), owner, a == chosen, ring, to_abs(mover, a)))
    for p in (0, 1):
        body.append(shape.tray(game, p, p == mover and "off" in targets))
    if show_throw:
        body.append(shape.dice(game))
    body.append(shape.panel(game, fr))
    body.append(hint_layer(suggested, shape.hint(game), number_size=shape.number_size))
    names = [game.player_name(p, lang) for p in (0, 1)]
    title = game.rules.fr if fr else game.rules.en
    desc = " ".join(filter(None, (_description(game, names, fr), suggestion_text(suggested, lang))))
    return document(shape.width, shape.height, body, title, desc, size=size)


def _marks(game, numbers, highlight, targets, selected):
    """What every drawing reads from its options: the numbering shown (None: none), the mover, and the points
    marked, aimed at and selected, in White's numbering (the options give them in the mover's)."""
    view, mover = _labels(game, numbers), game.to_play
    key = {str(q): to_abs(mover, q) for q in range(1, POINTS + 1)}  # mover's number -> White's
    highlight, targets = _keys.keys(highlight), _keys.keys(targets)
    return (view, mover, {key[q] for q in highlight if q in key}, {key[q] for q in targets if q in key},
            key.get(_keys.key(selected)))


# -- what the three drawings share (wide, upright, sideways: see LAYOUTS) -----------------------------------


class _Drawing:
    """One drawing of the tablier: the parts every drawing has, drawn once from the places and sizes it gives.

    A drawing gives its ``width``, ``height`` and ``bar_box`` (x, y, width, height of the bar); ``label_size``,
    the points' numbers'; ``number_size``, the suggested steps' numbers'; its checkers: ``shown`` (drawn on a
    point before the count is written on the top one), ``checker_r`` (drawn), ``r`` (the rings' and the hint's),
    ``count_dy`` and ``count_size`` (the count's), ``whole_point`` (the whole point's box answers a finger, not
    only the drawn checkers); where its parts stand (:meth:`wedge`, :meth:`checker`, :meth:`inward`,
    :meth:`tray_box`, :meth:`slab`, :meth:`slab_box`); its ``legend`` (x, centre y, size: the sides' legend under
    the board, or None) and ``dice_left_at`` (x, y, size, anchor); and draws what it alone has
    (:meth:`tray_label`, :meth:`dice`).
    """

    whole_point = False
    legend = None

    def point(self, a: int, q: int, view, marked, aimed) -> str:
        """One arrow-shaped point (White's ``a``, the mover's ``q``), with its number."""
        corners, (ax, ay), (lx, ly), (hx, hy, hw, hh) = self.wedge(a)
        parts = [el("polygon", points=corners, fill=POINT_FILL[a % 2], stroke=PALETTE["line"], stroke_width=0.8)]
        if a in marked:
            parts.append(el("polygon", points=corners, fill=PALETTE["highlight"], opacity="0.55"))
        if a in aimed:
            parts.append(el("circle", cx=ax, cy=ay, r=11, fill=PALETTE["target"], opacity="0.8", class_="target"))
        if view is not None:
            parts.append(text(lx, ly, to_abs(view, a), size=self.label_size, fill=PALETTE["muted"]))
        # a transparent strip over the whole point makes all of it clickable
        parts.append(el("rect", x=hx, y=hy, width=hw, height=hh, fill="transparent"))
        return el("g", "".join(parts), class_="point", data_square=q)

    def stack(self, a: int, count: int, owner: int, selected: bool, courier: bool, q: int) -> str:
        """A point's checkers: up to ``shown`` drawn, the count on the last one drawn when there are more, the
        courier's ring and the selection's."""
        fill, stroke = PIECE[owner]
        parts = []
        if self.whole_point:  # the whole point answers a finger, not only the drawn checkers
            hx, hy, hw, hh = self.wedge(a)[3]
            parts.append(el("rect", x=hx, y=hy, width=hw, height=hh, fill="#000", fill_opacity="0", class_="hit"))
        for k in range(min(count, self.shown)):
            cx, cy = self.checker(a, k)
            parts.append(el("circle", cx=cx, cy=cy, r=self.checker_r, fill=fill, stroke=stroke, stroke_width=2))
        tx, ty = self.checker(a, min(count, self.shown) - 1)
        if count > self.shown:
            parts.append(text(tx, ty + self.count_dy, count, size=self.count_size, fill=stroke, font_weight="bold"))
        if courier:
            parts.append(el("circle", cx=tx, cy=ty, r=self.r + 2, fill="none", stroke=COURIER, stroke_width=3,
                            stroke_dasharray="5 3", class_="courier"))
        if selected:
            parts.append(el("circle", cx=tx, cy=ty, r=self.r + 4, fill="none", stroke=PALETTE["target"],
                            stroke_width=4))
        return el("g", "".join(parts), class_=f"checker p{owner}", data_square=q, data_count=count)

    def end(self, player: int, a: int, k: int = 0) -> tuple[float, float]:
        """Where a step starts or ends: the ``k``-th checker on White's point ``a``, or the middle of the tray."""
        if a == OFF:
            x, y, w, h = self.tray_box(player)
            return x + w / 2, y + h / 2
        return self.checker(a, k)

    def arrows(self, steps) -> list[str]:
        """The steps of the latest turn, one arrow each."""
        drawn = []
        for player, a, b in steps:
            (x1, y1), (x2, y2) = self.end(player, a, 1), self.end(player, b, 1)
            drawn.append(arrow(x1, y1, x2, y2, bend=0.12))
        return drawn

    def hint(self, game):
        """Draws the steps of a suggested turn, in order: each from the top checker of its point (its
        edge towards the middle, clear of a stack's count) to the place it lands on: the next place
        on a point, or the next slab in the tray when borne off.

        The stacks' heights and the tray are followed from step to step, so that a checker
        moved twice is drawn going on from where its first step left it.
        """
        mover = game.to_play
        height = {a: abs(game.board[a]) for a in range(1, POINTS + 1)}
        off = [game.off[mover]]

        def draw_step(move):
            src, dst = squares_of(game, move)
            if src is None:
                return None  # a pass
            a = to_abs(mover, int(src))
            x1, y1 = self.end(mover, a, max(min(height[a], self.shown), 1) - 1)
            dx, dy = self.inward(a)
            x1, y1 = x1 + (self.r - 4) * dx, y1 + (self.r - 4) * dy
            height[a] -= 1
            if dst == "off":
                end = self.slab(mover, off[0])
                off[0] += 1
            else:
                b = to_abs(mover, int(dst))
                end = self.end(mover, b, min(height[b], self.shown - 1))
                height[b] += 1
            return hint_arrow(x1, y1, *end)
        return draw_step

    def tray(self, game, player: int, target: bool) -> str:
        """The tray ``player`` bears off into: a slab per checker borne off, and their count."""
        x, y, w, h = self.tray_box(player)
        fill, stroke = PIECE[player]
        parts = [el("rect", x=x, y=y, width=w, height=h, rx=6, fill=PALETTE["target"] if target else "none",
                    opacity="0.8" if target else "1", stroke=PALETTE["line"], stroke_dasharray="5 3")]
        for k in range(game.off[player]):
            sx, sy, sw, sh = self.slab_box(player, k)
            parts.append(el("rect", x=sx, y=sy, width=sw, height=sh, rx=2, fill=fill, stroke=stroke))
        parts.append(self.tray_label(player, x, y, w, h, f"{game.off[player]}/{CHECKERS}"))
        attrs = {"data_square": "off"} if player == game.to_play else {}
        return el("g", "".join(parts), class_=f"tray p{player}", **attrs)

    def band_dice(self, game, cx: float, middle: float, spacing: int) -> str:
        """The dice across the bar, in the middle band (the phones' drawings), centred on (``cx``, ``middle``),
        ``spacing`` apart; used dice greyed out."""
        values, used = _dice_shown(game)
        d = 30
        x0 = cx - (len(values) * (d + spacing) - spacing) / 2
        faces = [die(x0 + i * (d + spacing), middle - d / 2, v, size=d, used=bool(used and used[i]), data_die=v)
                 for i, v in enumerate(values)]
        return el("g", "".join(faces), class_="throw")

    def panel(self, game, fr: bool) -> str:
        """Under the board: each side's legend and, during a move, the dice left to play."""
        if self.legend is None:
            return ""
        lx, ly, size = self.legend
        parts = [side_legend(game, lx, ly, CHECKERS, fr, row=26, size=size)]
        if game.phase == "move":
            dice = dice_text(game.dice_left)[0 if fr else 1]
            x, y, size, anchor = self.dice_left_at
            parts.append(text(x, y, say("dice_left", "fr" if fr else "en", dice=dice), size=size, text_anchor=anchor,
                              font_weight="bold"))
        return "".join(parts)


def _column_wedge(x: float, width: float, base: float, tip: float, label_y: float, hit):
    """A point standing in its column (the wide and sideways drawings), from its left ``x``: its corners, the
    centre of its target, where its number stands, and the box that answers a click."""
    corners = f"{x + 2:.1f},{base} {x + width - 2:.1f},{base} {x + width / 2:.1f},{tip}"
    return corners, (x + width / 2, (base + tip) / 2), (x + width / 2, label_y), hit


def _dice_shown(game) -> tuple[tuple, list]:
    """The dice a picture shows (the opening's single die, or the throw) and which of them are played."""
    if game.phase == "opening":
        return ((game.first,) if game.first else ()), []
    left = list(game.dice_left)
    used = []
    for v in game.dice:
        used.append(v not in left)
        if v in left:
            left.remove(v)
    return tuple(game.dice), used


def _description(game, names, fr: bool) -> str:
    lang = "fr" if fr else "en"
    parts = [say("own_numbering", lang)]
    for p in (0, 1):
        held = ", ".join(f"{q} ({n})" for q, n in sorted(game.points(p).items())) or "-"
        parts.append(say("jacquet_side", lang, name=names[p], points=held, n=game.off[p]))
    who = names[game.to_play]
    if game.is_over:
        parts.append(game.outcome.text(lang))
    elif game.phase == "opening":
        parts.append(say("opening", lang, player=who))
    elif game.phase == "move":
        parts.append(say("to_play_dice", lang, player=who, dice=dice_text(game.dice_left)[0 if fr else 1]))
    else:
        parts.append(say("to_throw", lang, player=who))
    return " ".join(parts)


# -- the wide drawing ------------------------------------------------------------------------------------------


class _Wide(_Drawing):
    """The wide drawing: the trays right of the board, the dice in the middle band, the legend under the board."""

    width, height, bar_box = WIDTH, HEIGHT, (MARGIN + 6 * CELL, TOP, BAR, BOTTOM - TOP)
    label_size, number_size = 12, 13
    shown, checker_r, r, count_dy, count_size = SHOWN, R - 1, R, 5, 14
    legend = (MARGIN + 10, BOTTOM + 30 + 12, 13)
    dice_left_at = (MARGIN + 360, BOTTOM + 30 + 27, 14, "start")

    def wedge(self, a: int):
        if a <= 12:
            base, tip, label_y = TOP, TOP + HEIGHT_POINT - 8, TOP - 10
        else:
            base, tip, label_y = BOTTOM, BOTTOM - HEIGHT_POINT + 8, BOTTOM + 20
        x = point_x(a) - CELL / 2
        return _column_wedge(x, CELL, base, tip, label_y, (x, TOP if a <= 12 else BOTTOM - HEIGHT_POINT, CELL,
                                                             HEIGHT_POINT))

    def checker(self, a: int, k: int) -> tuple[float, float]:
        return point_x(a), checker_y(a, k)

    def inward(self, a: int) -> tuple[int, int]:
        """The way from a point's base towards its tip."""
        return (0, 1) if a <= 12 else (0, -1)

    def tray_box(self, player: int) -> tuple[float, float, float, float]:
        return tray_box(player)

    def slab(self, player: int, k: int) -> tuple[float, float]:
        return slab_xy(player, k)

    def slab_box(self, player: int, k: int) -> tuple[float, float, float, float]:
        x, _, w, _ = tray_box(player)
        sy = slab_xy(player, k)[1] - SLAB / 2
        return x + 8, sy + 1, w - 16, SLAB - 2

    def tray_label(self, player: int, x: float, y: float, w: float, h: float, words: str) -> str:
        return text(x + w / 2, y + (h + 18 if player == 0 else -6), words, size=12)

    def dice(self, game) -> str:
        """The dice in the right half of the middle band; used dice greyed out."""
        values, used = _dice_shown(game)
        y = TOP + HEIGHT_POINT + (MIDDLE - 34) / 2
        x0 = MARGIN + 6 * CELL + BAR + 3 * CELL - len(values) * 21
        faces = [die(x0 + i * 42, y, v, used=bool(used and used[i]), data_die=v) for i, v in enumerate(values)]
        return el("g", "".join(faces), class_="throw")


# -- the upright drawing, for a phone held upright (``layout="portrait"``) ------------------------------------
# A quarter turn of the wide one, in CSS px at 390 px wide: White's 13-24 down the left side, 1-12 up the right
# side, points as horizontal wedges 44 px high; the trays and the dice in the middle band (Black's tray at the
# top, beside its last quarter, White's at the bottom); the numbers stay upright, 14 px or more.

U_W = 390
U_RH = 44  # a point's height
U_BAR = 16
U_R = 17  # checker radius
U_SHOWN = 4
U_DEPTH = 2 * U_R * U_SHOWN
U_TOP = 6
U_XL = 4 + 22  # the left points' base
U_XR = U_W - 4 - 22  # the right points' base
U_MID = (U_XL + U_DEPTH, U_XR - U_DEPTH)  # the middle band, between the tips
U_BOTTOM = U_TOP + 12 * U_RH + U_BAR
U_H = U_BOTTOM + 62
U_SLAB = (6 * U_RH - 26 - 30) / CHECKERS


def _u_row_y(a: int) -> float:
    """Top y of White's point ``a``'s row."""
    col = column(a)
    return U_TOP + col * U_RH + (U_BAR if col >= 6 else 0)


class _Upright(_Drawing):
    """The upright drawing: the points as rows, the trays and the dice in the middle band, the legend under the
    board."""

    width, height, bar_box = U_W, U_H, (U_XL, U_TOP + 6 * U_RH, U_XR - U_XL, U_BAR)
    label_size, number_size = 14, 15
    shown, checker_r, r, count_dy, count_size = U_SHOWN, U_R - 1, U_R, 5, 15
    whole_point = True
    legend = (8, U_BOTTOM + 6 + 12, 15)
    dice_left_at = (U_W - 8, U_BOTTOM + 6 + 44, 15, "end")

    def wedge(self, a: int):
        """The point's wedge, the centre of its target, where its number stands, and its row from the board's
        edge to the middle band (the box that answers a finger)."""
        left = a >= 13
        y = _u_row_y(a)
        base, tip = (U_XL, U_XL + U_DEPTH - 6) if left else (U_XR, U_XR - U_DEPTH + 6)
        corners = f"{base},{y + 2} {base},{y + U_RH - 2} {tip},{y + U_RH / 2}"
        x0 = 0 if left else U_XR - U_DEPTH
        row = (x0, y, U_XL + U_DEPTH if left else U_W - x0, U_RH)
        return corners, ((base + tip) / 2, y + U_RH / 2), (U_XL - 12 if left else U_XR + 12, y + U_RH / 2 + 5), row

    def checker(self, a: int, k: int) -> tuple[float, float]:
        """Centre of the ``k``-th checker (from the base) on White's point ``a``."""
        y = _u_row_y(a) + U_RH / 2
        return (U_XL + U_R + 2 * U_R * k, y) if a >= 13 else (U_XR - U_R - 2 * U_R * k, y)

    def inward(self, a: int) -> tuple[int, int]:
        return (1, 0) if a >= 13 else (-1, 0)

    def tray_box(self, player: int) -> tuple[float, float, float, float]:
        x0, x1 = U_MID
        half = 6 * U_RH - 26
        y = U_TOP if player == 1 else U_BOTTOM - half
        return x0 + 4, y, x1 - x0 - 8, half

    def slab(self, player: int, k: int) -> tuple[float, float]:
        x, y, w, h = self.tray_box(player)
        return x + w / 2, (y + h - 6 - (k + 0.5) * U_SLAB if player == 0 else y + 6 + (k + 0.5) * U_SLAB)

    def slab_box(self, player: int, k: int) -> tuple[float, float, float, float]:
        x, _, w, _ = self.tray_box(player)
        sy = self.slab(player, k)[1] - U_SLAB / 2
        return x + 6, sy + 1, w - 12, U_SLAB - 2

    def tray_label(self, player: int, x: float, y: float, w: float, h: float, words: str) -> str:
        label_y = y + h - 8 - CHECKERS * U_SLAB - 6 if player == 0 else y + 6 + CHECKERS * U_SLAB + 20
        return text(x + w / 2, label_y, words, size=14)

    def dice(self, game) -> str:
        """The dice across the bar, in the middle band; used dice greyed out."""
        return self.band_dice(game, (U_MID[0] + U_MID[1]) / 2, U_TOP + 6 * U_RH + U_BAR / 2, 4)


# -- the sideways drawing, for a phone held sideways (``layout="landscape"``) ---------------------------------
# The wide drawing made dense, in CSS px at 334 px high (the height under the site's header): points 46 wide
# (44 CSS px or more), four checkers shown a point; the trays in the middle band, each beside the quarter it
# bears off from (Black's on the left, under White's 7-12; White's on the right, over 19-24), the dice across
# the bar between them; numbers 15 units (14 CSS px or more).  The borne-off counts are the trays' labels.

S_CELL = 46
S_BAR = 12
S_MX = 4
S_W = 2 * S_MX + 12 * S_CELL + S_BAR
S_NUM = 19  # the numbers' band, above and under the points
S_DEPTH = 124
S_BAND = 52
S_TOP = S_NUM
S_BOTTOM = S_TOP + 2 * S_DEPTH + S_BAND
S_H = S_BOTTOM + S_NUM
S_SHOWN = 4
S_STEP = S_DEPTH / S_SHOWN  # a checker's place on a point
S_R = S_STEP / 2 - 1
S_TRAY_W, S_TRAY_H = 116, 46
S_SLAB = (S_TRAY_W - 12) / CHECKERS


def _s_x(a: int) -> float:
    """Left x of White's point ``a``'s column."""
    col = column(a)
    return S_MX + col * S_CELL + (S_BAR if col >= 6 else 0)


class _Sideways(_Drawing):
    """The sideways drawing: the wide one made dense, the trays and the dice in the middle band, no legend."""

    width, height, bar_box = S_W, S_H, (S_MX + 6 * S_CELL, S_TOP, S_BAR, S_BOTTOM - S_TOP)
    label_size, number_size = 15, 15
    shown, checker_r, r, count_dy, count_size = S_SHOWN, S_R, S_R, 5.5, 15
    whole_point = True

    def wedge(self, a: int):
        """The point's wedge, the centre of its target, where its number stands, and its column from the picture's
        edge to the band (the box that answers a finger)."""
        x = _s_x(a)
        if a <= 12:
            base, tip, label_y, y0, h = S_TOP, S_TOP + S_DEPTH - 6, S_TOP - 4, 0, S_TOP + S_DEPTH
        else:
            base, tip, label_y, y0, h = S_BOTTOM, S_BOTTOM - S_DEPTH + 6, S_H - 4, S_BOTTOM - S_DEPTH, S_DEPTH + S_NUM
        return _column_wedge(x, S_CELL, base, tip, label_y, (x, y0, S_CELL, h))

    def checker(self, a: int, k: int) -> tuple[float, float]:
        """Centre of the ``k``-th checker (from the edge) on White's point ``a``."""
        x = _s_x(a) + S_CELL / 2
        return (x, S_TOP + S_STEP * (k + 0.5)) if a <= 12 else (x, S_BOTTOM - S_STEP * (k + 0.5))

    inward = _Wide.inward  # 1-12 along the top, as on the wide drawing

    def tray_box(self, player: int) -> tuple[float, float, float, float]:
        y = S_TOP + S_DEPTH + (S_BAND - S_TRAY_H) / 2
        return (S_MX + 2 if player == 1 else S_W - S_MX - 2 - S_TRAY_W), y, S_TRAY_W, S_TRAY_H

    def slab(self, player: int, k: int) -> tuple[float, float]:
        """Centre of the ``k``-th checker ``player`` bears off, in its tray (filled from the board's edge)."""
        x, y, w, h = self.tray_box(player)
        return (x + 6 + (k + 0.5) * S_SLAB if player == 1 else x + w - 6 - (k + 0.5) * S_SLAB), y + h / 2

    def slab_box(self, player: int, k: int) -> tuple[float, float, float, float]:
        _, y, _, h = self.tray_box(player)
        sx = self.slab(player, k)[0] - S_SLAB / 2
        return sx + 1, y + 6, S_SLAB - 2, h - 12

    def tray_label(self, player: int, x: float, y: float, w: float, h: float, words: str) -> str:
        # the count beside the tray, towards the dice
        lx, anchor = (x + w + 6, "start") if player == 1 else (x - 6, "end")
        return text(lx, y + h / 2 + 5.5, words, size=15, text_anchor=anchor)

    def dice(self, game) -> str:
        """The dice across the bar, in the middle band; used dice greyed out."""
        return self.band_dice(game, S_MX + 6 * S_CELL + S_BAR / 2, S_TOP + S_DEPTH + S_BAND / 2, 6)


# -- the three drawings ----------------------------------------------------------------------------------------

LAYOUTS = {
    "wide": _Wide(),
    "portrait": _Upright(),  # a quarter turn, for a phone held upright
    "landscape": _Sideways(),  # the wide one made dense, for a phone held sideways
}
