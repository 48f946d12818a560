"""The win-chance curve of a reviewed game, as SVG, from plain numbers.

The picture knows no game and no analysis: it gets the points (the number of
moves played, from 0 at the start, and the first player's chance of winning
then, from 0 to 1), the moves to mark (the costly ones, by their number: move
``n`` is drawn at the point after it, where its cost shows), and the first
player's name.  It
draws the axes with their labels (« Chances de gagner de Blanc », the move
numbers), the 50 % line, the curve, and each marked decision as a clickable
part (``data-decision="n - 1"``, the decision's index from 0, ``role="button"``) whose hit area is a band at
least :data:`HIT` units wide and the plot's whole height (two marks closer
than that share the space between them at the midpoint, so that no band
hides another): the drawing is :data:`WIDTH` units wide, about a phone's
width in CSS pixels, so a phone shows it no smaller than drawn and each band
stays a 44 px target.
"""

from __future__ import annotations

from html import escape

from ..core.i18n import Catalog, check_lang, percent
from .svg import PALETTE, document, el, text

WIDTH, HEIGHT = 360.0, 240.0
LEFT, RIGHT, TOP, BOTTOM = 58.0, 14.0, 22.0, 44.0  # the plot's margins: axis labels and ticks
HIT = 44.0  # the least width of a marked decision's band, in drawing units

TEXTS = Catalog(
    y_axis=("Chances de gagner de {player}", "{player}'s chances of winning"),
    x_axis=("Coups joués", "Moves played"),
    title=("Courbe des chances de gagner", "Win-chance curve"),
    desc=(
        "{player} : {start} au début, {end} à la fin ; {n:aucun coup coûteux marqué|# coup coûteux marqué|"
        "# coups coûteux marqués}.",
        "{player}: {start} at the start, {end} at the end; {n:no costly move marked|# costly move marked|"
        "# costly moves marked}.",
    ),
    marked=("Coup {n} : voir ce coup sur le plateau", "Move {n}: show this move on the board"),
)


def x_of(i: float, count: int) -> float:
    """Where point ``i`` (``i`` moves played) of ``count`` points stands across the plot."""
    span = WIDTH - LEFT - RIGHT
    return LEFT + (span * i / (count - 1) if count > 1 else span / 2)


def y_of(p: float) -> float:
    """Where a chance ``p`` (0 to 1) stands up the plot: 1 at the top."""
    return TOP + (HEIGHT - TOP - BOTTOM) * (1.0 - min(1.0, max(0.0, p)))


def ticks(count: int, most: int = 6) -> list[int]:
    """The points whose number of moves the x axis writes: the start, the last, a round step between."""
    if count <= 0:
        return []
    step = next(s for s in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000, 10**9) if count / s <= most)
    found = [i for i in range(count) if i % step == 0]
    if found[-1] != count - 1 and (count - found[-1]) * 3 > step:
        found.append(count - 1)
    return found


def curve_svg(points, marked=(), *, player: str = "Blanc", lang: str = "fr", size: float | None = None,
              numbers=None) -> str:
    """The curve of ``points`` (``(moves played, chance)`` pairs, from 0, in order), marking the moves ``marked``
    (their numbers, from 1).

    ``player``: the name of the side whose chance the points give (the axis says whose).
    ``numbers``: the number the axis, the marks and their names write for point ``i`` (default ``i``): a board
    numbers a move as its list of moves does, throws counted.
    """
    lang = check_lang(lang)
    points = [(int(i), float(p)) for i, p in points]
    count = max((i for i, _ in points), default=-1) + 1
    number = (lambda i: i) if numbers is None else numbers.__getitem__
    say = lambda code, **kw: TEXTS(code, **kw).text(lang)  # noqa: E731
    body = [el("rect", x=0, y=0, width=WIDTH, height=HEIGHT, fill=PALETTE["light"])]
    bottom, right = HEIGHT - BOTTOM, WIDTH - RIGHT
    for p in (0.0, 0.25, 0.5, 0.75, 1.0):  # the scale, 0 to 100 %, the 50 % line drawn stronger
        y = y_of(p)
        body.append(el("line", x1=LEFT, y1=y, x2=right, y2=y, stroke=PALETTE["line"] if p == 0.5 else PALETTE["muted"],
                       stroke_width=1.5 if p == 0.5 else 0.5, stroke_dasharray=None if p == 0.5 else "2 3",
                       class_="jc-half" if p == 0.5 else None))
        body.append(text(LEFT - 4, y + 4, percent(p, lang, 0), 11, text_anchor="end"))
    body.append(el("line", x1=LEFT, y1=TOP, x2=LEFT, y2=bottom, stroke=PALETTE["line"]))
    body.append(el("line", x1=LEFT, y1=bottom, x2=right, y2=bottom, stroke=PALETTE["line"]))
    written = ticks(count)
    if len(written) > 2 and x_of(written[-1], count) - x_of(written[-2], count) < 30:
        del written[-2]  # the last two numbers would overlap: the last one is written
    for i in written:
        x = x_of(i, count)
        body.append(el("line", x1=x, y1=bottom, x2=x, y2=bottom + 4, stroke=PALETTE["line"]))
        # the last one ends at its tick, inside the picture, however many digits it has
        anchor = "end" if i == count - 1 and i else "middle"
        body.append(text(x + (4 if anchor == "end" else 0), bottom + 16, number(i), 11, class_="jc-tick",
                         text_anchor=anchor))
    body.append(text((LEFT + right) / 2, HEIGHT - 8, say("x_axis"), 13, class_="jc-x-label"))
    mid = (TOP + bottom) / 2
    body.append(text(14, mid, say("y_axis", player=player), 12, class_="jc-y-label",
                     transform=f"rotate(-90 14 {mid:g})"))
    if points:
        line = " ".join(f"{x_of(i, count):.1f},{y_of(p):.1f}" for i, p in points)
        body.append(el("polyline", points=line, fill="none", stroke=PALETTE["hint"], stroke_width=2.5,
                       stroke_linejoin="round", class_="jc-curve"))
    chance = dict(points)
    shown = sorted({i for i in marked if i >= 1 and i in chance})
    xs = [x_of(i, count) for i in shown]
    written = -1e9  # where the last mark's number was written: a number never overlaps the one before
    for k, i in enumerate(shown):  # move i, drawn where its cost shows: the point after it
        x, y = xs[k], y_of(chance[i])
        # a band HIT wide, shared at the midpoint with a mark closer than that (the list's buttons stay 44 px)
        left = max(x - HIT / 2, (xs[k - 1] + x) / 2 if k else -1e9)
        right = min(x + HIT / 2, (xs[k + 1] + x) / 2 if k + 1 < len(xs) else 1e9)
        band = el("rect", x=f"{left:.2f}", y=TOP, width=f"{right - left:.2f}", height=bottom - TOP,
                  fill="transparent", class_="jc-hit")
        dot = el("circle", cx=f"{x:.1f}", cy=f"{y:.1f}", r=7, fill=PALETTE["arrow"], stroke=PALETTE["light"],
                 stroke_width=2, pointer_events="none")
        wide = 7 * len(str(number(i))) + 6  # about the width of the number and a gap, in drawing units
        label = ""
        if x - written >= wide:
            written = x
            label = text(x, y - 11 if y > TOP + 20 else y + 20, number(i), 11, fill=PALETTE["arrow"],
                         font_weight="bold", pointer_events="none")
        name = say("marked", n=number(i))
        body.append(el("g", el("title", escape(name)) + band + dot + label, class_="jc-mark", data_decision=i - 1,
                       role="button", tabindex=0, aria_label=name, cursor="pointer"))
    desc = say("desc", player=player, n=len(shown),
               start=percent(points[0][1], lang, 0) if points else "–",
               end=percent(points[-1][1], lang, 0) if points else "–")
    return document(WIDTH, HEIGHT, body, say("title"), desc, size).replace('class="jocari-board"',
                                                                            'class="jocari-curve"', 1)
