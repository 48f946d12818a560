"""Small helpers shared by every picture: elements, escaping, palette, dice."""

from __future__ import annotations

from html import escape

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


def arrow(x1, y1, x2, y2, colour=PALETTE["arrow"], width=4, bend=0.0) -> str:
    """A (optionally curved) arrow from (x1, y1) to (x2, y2)."""
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    cx, cy = mx - (y2 - y1) * bend, my + (x2 - x1) * bend
    head = _head(cx, cy, x2, y2, colour)
    path = el(
        "path", d=f"M{x1:.1f},{y1:.1f} Q{cx:.1f},{cy:.1f} {x2:.1f},{y2:.1f}",
        fill="none", stroke=colour, stroke_width=width, stroke_linecap="round", opacity="0.85",
    )
    return el("g", path + head, class_="last-move", pointer_events="none")  # never hides a square from a click


def _head(fx, fy, x, y, colour) -> str:
    dx, dy = x - fx, y - fy
    n = (dx * dx + dy * dy) ** 0.5 or 1
    ux, uy = dx / n, dy / n
    size = 12
    p1 = (x - ux * size - uy * size * 0.6, y - uy * size + ux * size * 0.6)
    p2 = (x - ux * size + uy * size * 0.6, y - uy * size - ux * size * 0.6)
    return el("polygon", points=f"{x:.1f},{y:.1f} {p1[0]:.1f},{p1[1]:.1f} {p2[0]:.1f},{p2[1]:.1f}", fill=colour)


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


def side_legend(game, x0: float, cy: float, total: int, fr: bool, row: float = 28) -> str:
    """Each side's piece, name and borne-off count, one side per row; a marker shows who is to play.

    ``(x0, cy)``: the left edge and the centre line of White's row; Black's row is
    ``row`` lower.  One row each, so that a long label never runs into the other
    side's piece, whatever the language or the count.
    """
    parts = []
    for p in (0, 1):
        fill, stroke = PIECE[p]
        y = cy + p * row
        parts.append(el("circle", cx=x0 + 10, cy=y, r=10, fill=fill, stroke=stroke, stroke_width=2))
        marker = "▶ " if (game.to_play == p and not game.is_over) else ""
        name = game.player_name(p, "fr" if fr else "en")
        label = marker + say("legend_off", "fr" if fr else "en", name=name, n=game.off[p], total=total)
        parts.append(text(x0 + 26, y + 5, label, size=13, text_anchor="start", class_="legend"))
    return "".join(parts)
