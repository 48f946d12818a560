"""Small helpers shared by every picture: elements, escaping, palette, dice."""

from __future__ import annotations

from html import escape
from typing import NamedTuple

from .texts import say

PALETTE = {
    "board": "#f3e3c3",
    "line": "#5b4630",
    "square_a": "#ead2a4",
    "square_b": "#e1c089",
    "light": "#fbf7ee",
    "dark": "#2b2118",
    "highlight": "#f6c445",
    "target": "#3aa76d",
    "arrow": "#c0392b",
    "hint": "#1f5bd1",  # the suggested move: blue and dashed, beside the red of the last move
    "water": "#7fb2d8",
    "text": "#3a2c1d",
    "muted": "#8a7560",
}

PIECE = {0: ("#fbf7ee", "#3a2c1d"), 1: ("#2b2118", "#f3e3c3")}  # fill, stroke/number


def attrs(**kw) -> str:
    parts = []
    for key, value in kw.items():
        if value is None:
            continue
        parts.append(f'{key.rstrip("_").replace("_", "-")}="{escape(str(value), quote=True)}"')
    return " ".join(parts)


def el(name: str, children: str = "", **kw) -> str:
    a = attrs(**kw)
    head = f"<{name} {a}" if a else f"<{name}"
    return f"{head}>{children}</{name}>" if children else f"{head}/>"


def text(x, y, content, size=12, **kw) -> str:
    kw.setdefault("fill", PALETTE["text"])
    kw.setdefault("text_anchor", "middle")
    kw.setdefault("font_family", "system-ui, -apple-system, 'Segoe UI', sans-serif")
    return el("text", escape(str(content)), x=x, y=y, font_size=size, **kw)


def document(width: float, height: float, body: list[str], title: str, desc: str, size: float | None = None) -> str:
    """A complete SVG with an accessible title and description.

    ``size``: the displayed width in pixels (the height follows); by default the
    drawing's own width.  The picture is vector art, so any size stays sharp.
    """
    shown_w = size or width
    shown_h = shown_w * height / width
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:g} {height:g}" '
        f'width="{shown_w:g}" height="{shown_h:g}" role="img" class="jocari-board">'
        f"<title>{escape(title)}</title><desc>{escape(desc)}</desc>" + "".join(body) + "</svg>"
    )


def _curve(x1, y1, x2, y2, bend: float) -> tuple[str, tuple[float, float]]:
    """The path of a quadratic curve from (x1, y1) to (x2, y2), and its control point."""
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    cx, cy = mx - (y2 - y1) * bend, my + (x2 - x1) * bend
    return f"M{x1:.1f},{y1:.1f} Q{cx:.1f},{cy:.1f} {x2:.1f},{y2:.1f}", (cx, cy)


def arrow(x1, y1, x2, y2, colour=PALETTE["arrow"], width=4, bend=0.0) -> str:
    """A (optionally curved) arrow from (x1, y1) to (x2, y2): the last move."""
    d, (cx, cy) = _curve(x1, y1, x2, y2, bend)
    head = _head(cx, cy, x2, y2, colour)
    path = el("path", d=d, fill="none", stroke=colour, stroke_width=width, stroke_linecap="round", opacity="0.85")
    return el("g", path + head, class_="last-move", pointer_events="none")  # never hides a square from a click


def _head(fx, fy, x, y, colour, size=12) -> str:
    dx, dy = x - fx, y - fy
    n = (dx * dx + dy * dy) ** 0.5 or 1
    ux, uy = dx / n, dy / n
    p1 = (x - ux * size - uy * size * 0.6, y - uy * size + ux * size * 0.6)
    p2 = (x - ux * size + uy * size * 0.6, y - uy * size - ux * size * 0.6)
    return el("polygon", points=f"{x:.1f},{y:.1f} {p1[0]:.1f},{p1[1]:.1f} {p2[0]:.1f},{p2[1]:.1f}", fill=colour)


# -- the suggested move (« Que jouerait l'ordinateur ? ») ----------------------------------
# One group per step of the suggested turn, drawn over the pieces yet see-through to clicks:
# class "hint-step" and "hint-arrow" (a piece goes from a square to another), "hint-mark"
# (one click: a placement, an entry, a house) or "hint-take" (a piece taken); ``data-move``
# is the step's notation, ``data-step`` its rank in the turn (1, 2, ...).  A turn of several
# steps is numbered on the picture ("hint-number", above every step's drawing).

HINT_DASH = "9 5"


class Step(NamedTuple):
    """One step of a suggested turn as drawn: its elements, and where its number goes."""

    kind: str
    body: str
    number_at: tuple[float, float]


def hint_arrow(x1, y1, x2, y2, bend: float = -0.15) -> Step:
    """A dashed blue arrow from (x1, y1) to (x2, y2).

    A pale halo under the dashes keeps it readable over dark pieces; it bends
    the other way from the last move's arrow, so the two never lie on each other.
    """
    d, (cx, cy) = _curve(x1, y1, x2, y2, bend)
    colour = PALETTE["hint"]
    body = (el("path", d=d, fill="none", stroke=PALETTE["light"], stroke_width=8, stroke_linecap="round",
               opacity="0.7")
            + el("path", d=d, fill="none", stroke=colour, stroke_width=4.5, stroke_linecap="round",
                 stroke_dasharray=HINT_DASH)
            + _head(cx, cy, x2, y2, colour, size=15))
    return Step("hint-arrow", body, _beside(x1, y1, cx, cy, x2, y2))


def _beside(x1, y1, cx, cy, x2, y2, t: float = 0.3, gap: float = 13) -> tuple[float, float]:
    """Where an arrow's number goes: on the outer side of the curve, nearer its start than its end.

    Arrows that end together (checkers borne off) start apart, so their numbers do not meet.
    """
    u = 1 - t
    px, py = u * u * x1 + 2 * u * t * cx + t * t * x2, u * u * y1 + 2 * u * t * cy + t * t * y2
    nx, ny = cx - (x1 + x2) / 2, cy - (y1 + y2) / 2  # from the chord towards the bulge
    n = (nx * nx + ny * ny) ** 0.5 or 1
    return px + nx / n * gap, py + ny / n * gap


def hint_mark(x, y, r, take: bool = False) -> Step:
    """A dashed blue ring round (x, y), crossed for a take."""
    colour = PALETTE["hint"]
    body = el("circle", cx=x, cy=y, r=r, fill="none", stroke=PALETTE["light"], stroke_width=8, opacity="0.7") \
        + el("circle", cx=x, cy=y, r=r, fill="none", stroke=colour, stroke_width=4.5, stroke_dasharray=HINT_DASH)
    if take:
        d = r * 0.55
        body += el("path", d=f"M{x - d:.1f},{y - d:.1f} L{x + d:.1f},{y + d:.1f} M{x - d:.1f},{y + d:.1f} "
                              f"L{x + d:.1f},{y - d:.1f}", stroke=colour, stroke_width=4, stroke_linecap="round")
    return Step("hint-take" if take else "hint-mark", body, (x + r * 0.72, y - r * 0.72))


def hint_box(x, y, width, height) -> Step:
    """A dashed blue frame round an area (a quarter to choose)."""
    body = el("rect", x=x, y=y, width=width, height=height, rx=8, fill="none", stroke=PALETTE["hint"],
              stroke_width=4.5, stroke_dasharray=HINT_DASH)
    return Step("hint-mark", body, (x + width, y))


def hint_layer(steps, draw_step, number_size: float = 13) -> str:
    """The suggested turn ``steps`` (moves, in order) drawn over the picture.

    ``draw_step(move) -> Step | None``: a picture's drawing of one step (None for a pass);
    ``number_size``: the steps' numbers' size (a phone's drawing: 15, so 14 px or more).
    """
    groups, numbers = [], []
    for i, move in enumerate(steps, 1):
        drawn = draw_step(move)
        if drawn is None:
            continue
        groups.append(el("g", drawn.body, class_=f"hint-step {drawn.kind}", data_move=move, data_step=i))
        if len(steps) > 1:
            x, y = drawn.number_at
            big = number_size != 13
            numbers.append(el("g", el("circle", cx=f"{x:.1f}", cy=f"{y:.1f}", r=11 if big else 10,
                                      fill=PALETTE["hint"], stroke=PALETTE["light"], stroke_width=2)
                              + text(f"{x:.1f}", f"{y + (5.2 if big else 4.5):.1f}", i, size=number_size,
                                     fill=PALETTE["light"],
                                     font_weight="bold"), class_="hint-number", data_step=i))
    if not groups:
        return ""
    return el("g", "".join(groups + numbers), class_="hint", pointer_events="none")  # clicks go through


def suggestion_text(steps, lang: str) -> str:
    """The suggested turn for the picture's description: « Coup suggéré : 23-26. »"""
    shown = [str(m) for m in steps if str(m) != "pass"]
    return say("suggested", lang, k=len(shown), moves=", ".join(shown)) if shown else ""


PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.25, 0.25), (0.75, 0.75)],
    3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
    4: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
    5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
    6: [(0.25, 0.2), (0.75, 0.2), (0.25, 0.5), (0.75, 0.5), (0.25, 0.8), (0.75, 0.8)],
}


def die(x, y, value: int, size=34, used=False, **kw) -> str:
    """A die face; a used die is drawn greyed out."""
    body = el(
        "rect", x=x, y=y, width=size, height=size, rx=size * 0.18,
        fill="#d9d2c5" if used else "#ffffff", stroke=PALETTE["line"], stroke_width=1.5,
    )
    pips = "".join(
        el("circle", cx=x + px * size, cy=y + py * size, r=size * 0.09,
           fill=PALETTE["muted"] if used else PALETTE["dark"])
        for px, py in PIPS[value]
    )
    return el("g", body + pips, class_="die used" if used else "die", **kw)


def side_legend(game, x0: float, cy: float, total: int, fr: bool, row: float = 28, size: float = 13) -> str:
    """Each side's piece, name and borne-off count, one side per row; a marker shows who is to play.

    ``(x0, cy)``: the left edge and the centre line of White's row; Black's row is
    ``row`` lower.  One row each, so that a long label never runs into the other
    side's piece, whatever the language or the count.  ``size``: the labels' size.
    """
    parts = []
    for p in (0, 1):
        fill, stroke = PIECE[p]
        y = cy + p * row
        parts.append(el("circle", cx=x0 + 10, cy=y, r=10, fill=fill, stroke=stroke, stroke_width=2))
        marker = "▶ " if (game.to_play == p and not game.is_over) else ""
        name = game.player_name(p, "fr" if fr else "en")
        label = marker + say("legend_off", "fr" if fr else "en", name=name, n=game.off[p], total=total)
        parts.append(text(x0 + 26, y + (5 if size == 13 else round(size * 0.38, 1)), label, size=size, text_anchor="start", class_="legend"))
    return "".join(parts)
