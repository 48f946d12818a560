"""The suggested move on the picture: arrows, rings and numbers where the moves' squares are.

Each picture draws a suggested turn (``suggested=`` moves, in order) as one
``hint-step`` group per step, carrying ``data-move`` and ``data-step``: an arrow
from the piece to where it lands, a ring for a one-click move, a crossed ring
for a take; a turn of several steps is numbered 1, 2, ... on the picture.
"""

import re
import xml.etree.ElementTree as ET

import pytest

from jocari_edu.games import new_game
from jocari_edu.games.doze_canes import DozeCanes
from jocari_edu.games.jacquet import Jacquet, JacquetMove
from jocari_edu.games.marelle import Marelle
from jocari_edu.games.senet import Senet
from tests import SLUGS

GAMES = list(SLUGS)  # every registered game, in the registry's order

NS = "{http://www.w3.org/2000/svg}"


def steps(svg: str) -> list[dict]:
    """The drawn steps of the suggestion, in the picture's order: kind, move, rank, and where they point."""
    found = []
    for g in ET.fromstring(svg).iter(f"{NS}g"):
        classes = g.get("class", "").split()
        if "hint-step" not in classes:
            continue
        step = {"kind": classes[1], "move": g.get("data-move"), "step": int(g.get("data-step"))}
        path = g.find(f"{NS}path")
        if step["kind"] == "hint-arrow":
            x1, y1, *_, x2, y2 = map(float, re.findall(r"-?\d+(?:\.\d+)?", path.get("d")))
            step["from"], step["to"] = (x1, y1), (x2, y2)
            step["colour"] = g.findall(f"{NS}path")[1].get("stroke")
        else:
            ring = g.find(f"{NS}circle")
            shape = ring if ring is not None else g.find(f"{NS}rect")
            step["at"] = ((float(shape.get("cx")), float(shape.get("cy"))) if ring is not None else
                          tuple(float(shape.get(k)) for k in ("x", "y", "width", "height")))
            step["crossed"] = path is not None
        found.append(step)
    return found


def numbers(svg: str) -> list[str]:
    """The step numbers written on the picture, in order."""
    return [g.find(f"{NS}text").text for g in ET.fromstring(svg).iter(f"{NS}g")
            if "hint-number" in g.get("class", "")]


def near(a, b):
    return a == pytest.approx(b, abs=0.06)  # the picture writes coordinates to 0.1


def desc(svg: str) -> str:
    return ET.fromstring(svg).find(f"{NS}desc").text


# Where things are, read from the picture a learner sees (not from the drawing code's own helpers).


def box(svg: str, square: str, css: str = "") -> tuple[float, float, float, float]:
    """The first rectangle of the part drawn for ``square`` (``data-square``): x, y, width, height."""
    rect = ET.fromstring(svg).find(f".//{NS}g[@data-square='{square}']{css}/{NS}rect")
    return tuple(float(rect.get(k)) for k in ("x", "y", "width", "height"))


def inside(xy, rect) -> bool:
    x, y, w, h = rect
    return x < xy[0] < x + w and y < xy[1] < y + h


def senet_cell(svg: str, square: int) -> tuple[int, int]:
    """Senet: the row (1 at the top) and the column (1 at the left) where ``square`` is drawn."""
    rects = [box(svg, str(n)) for n in range(1, 31)]
    rows, cols = sorted({r[1] for r in rects}), sorted({r[0] for r in rects})
    x, y, _, _ = rects[square - 1]
    return rows.index(y) + 1, cols.index(x) + 1


def circles(svg: str, css: str) -> list[tuple[float, float, float]]:
    """The circles (x, y, radius) of the groups matching ``css`` (ElementTree's path syntax), in drawing order;
    a ring with a class of its own (Jacquet's courier mark) is no piece."""
    return [(float(c.get("cx")), float(c.get("cy")), float(c.get("r")))
            for g in ET.fromstring(svg).findall(f".//{NS}g{css}") for c in g.findall(f"{NS}circle")
            if not c.get("class")]


def on(xy, circle) -> bool:
    """Is ``xy`` on the drawn piece ``circle``?"""
    x, y, r = circle
    return (xy[0] - x) ** 2 + (xy[1] - y) ** 2 < r * r


def after(game, *moves):
    """The picture once ``moves`` are played (on a copy): where the pieces then stand."""
    game = game.copy()
    for move in moves:
        game.play(move)
    return game.svg()


# -- Senet -----------------------------------------------------------------------------------


def test_senet_a_move_is_an_arrow_from_the_pawn_to_its_square():
    game = Senet.arrange("jequier", white=[23, 10], black=[20, 18, 3], off=(3, 2), throw=3)
    svg = game.svg(suggested=[game.parse_move("23-26")])
    (arrow,) = steps(svg)
    assert (arrow["kind"], arrow["move"], arrow["step"]) == ("hint-arrow", "23-26", 1)
    # 21-30 run left to right along the bottom row: 23 is its third square, 26 its sixth
    assert senet_cell(svg, 23) == (3, 3) and senet_cell(svg, 26) == (3, 6)
    (pawn,) = circles(svg, "[@class='pawn p0'][@data-square='23']")
    assert near(arrow["from"], pawn[:2])  # from the middle of the white pawn drawn on 23
    x, y, w, h = box(svg, "26")
    assert near(arrow["to"], (x + w / 2, y + h / 2))  # to the middle of square 26
    assert numbers(svg) == []  # one step: nothing to number
    assert desc(svg).endswith("Coup suggéré par l'ordinateur : 23-26.")
    assert desc(game.svg(suggested=[game.parse_move("23-26")], lang="en")).endswith(
        "Move suggested by the computer: 23-26.")


def test_senet_the_suggestion_is_not_drawn_in_the_last_moves_colour():
    game = Senet.arrange("jequier", white=[23, 10], black=[20, 18, 3], off=(3, 2), throw=3)
    game.play("10-13")
    game.roll(3)
    svg = game.svg(suggested=[game.parse_move("20-23")])
    last = ET.fromstring(svg).find(f".//{NS}g[@class='last-move']/{NS}path").get("stroke")
    (arrow,) = steps(svg)
    assert arrow["colour"] != last  # the computer's idea never reads as the move just played


def test_senet_bearing_off_points_into_the_off_box():
    game = Senet.arrange("standard", white=[28, 12], black=[20, 18, 3], off=(3, 2), throw=3)
    svg = game.svg(suggested=[game.parse_move("28-off")])
    (arrow,) = steps(svg)
    (pawn,) = circles(svg, "[@class='pawn p0'][@data-square='28']")
    assert arrow["move"] == "28-off" and near(arrow["from"], pawn[:2])
    assert inside(arrow["to"], box(svg, "off"))


@pytest.mark.parametrize("layout", ["wide", "portrait", "landscape"])
def test_senet_piccione_entering_from_the_hand_is_an_arrow_from_the_hand(layout):
    """« in-1 »: the arrow starts in the hand's box (Piccione) and ends on square 1, in every drawing."""
    game = Senet.from_position(new_game("senet", "piccione").position(), "piccione")
    game.roll(game.throw_outcomes()[0][0])
    entering = [m for m in game.legal_moves() if str(m) == "in-1"]
    assert entering, game.legal_moves()
    svg = game.svg(suggested=entering, layout=layout)
    (arrow,) = steps(svg)
    hand = ET.fromstring(svg).find(f".//{NS}g[@data-square='in']/{NS}rect")
    x, y, w, h = (float(hand.get(k)) for k in ("x", "y", "width", "height"))
    assert arrow["move"] == "in-1" and x < arrow["from"][0] < x + w and y < arrow["from"][1] < y + h


def test_without_a_suggestion_the_picture_is_unchanged():
    game = Senet.arrange("jequier", white=[23, 10], black=[20, 18, 3], off=(3, 2), throw=3)
    assert game.svg(suggested=()) == game.svg() and "hint" not in game.svg()
    assert steps(game.svg(suggested=[game.parse_move("pass")])) == []  # a pass has nothing to draw


# -- La Marelle ------------------------------------------------------------------------------


def marelle_point(svg: str, name: str) -> tuple[float, float]:
    """La Marelle: the middle of the point ``name`` as drawn (its dot)."""
    ((x, y, _),) = circles(svg, f"[@class='point'][@data-square='{name}']")
    return x, y


def test_marelle_a_mill_and_its_take_are_numbered_in_order():
    game = Marelle.arrange("modern", white="a1 g1 d2 f4 b6 c3", black="a7 g7 c5 e5 b4")
    turn = [game.parse_move("d2-d1"), game.parse_move("xa7")]  # the take, parsed as notation
    svg = game.svg(suggested=turn)
    move, take = steps(svg)
    assert (move["kind"], move["move"], move["step"]) == ("hint-arrow", "d2-d1", 1)
    assert near(move["from"], marelle_point(svg, "d2")) and near(move["to"], marelle_point(svg, "d1"))
    # d1 is on the outer square's bottom side, straight below d2: the arrow points down
    assert move["to"][0] == move["from"][0] and move["to"][1] > move["from"][1]
    assert (take["kind"], take["move"], take["step"], take["crossed"]) == ("hint-take", "xa7", 2, True)
    assert near(take["at"], marelle_point(svg, "a7"))
    assert numbers(svg) == ["1", "2"]
    assert desc(svg).endswith("Coups suggérés par l'ordinateur, dans l'ordre : d2-d1, xa7.")


def test_marelle_a_placement_is_a_ring_on_its_point():
    game = new_game("marelle", "modern", seed=2)
    svg = game.svg(suggested=[game.parse_move("f2")])
    assert [(s["kind"], s["move"], s["crossed"]) for s in steps(svg)] == [("hint-mark", "f2", False)]
    assert near(steps(svg)[0]["at"], marelle_point(svg, "f2"))


# -- Jacquet ---------------------------------------------------------------------------------
# White's points 1-12 run along the top from right to left, 13-24 along the bottom from left to right;
# each checker is drawn as a circle in the group of its point.  The picture numbers the points as the
# player to move counts them: while Black is to move, White's point p is labelled p + 12 (Black's numbering).


def checkers(svg: str, player: int, point: int, labelled_by: int = 0) -> list[tuple[float, float, float]]:
    """The circles drawn for ``player``'s checkers on White's ``point``, from the rim inwards, in a picture whose
    points are labelled in ``labelled_by``'s numbering (the player to move)."""
    label = point if labelled_by == 0 else (point + 11) % 24 + 1
    return circles(svg, f"[@class='checker p{player}'][@data-square='{label}']")


def test_jacquet_a_checker_moved_by_both_dice_is_followed_from_step_to_step():
    game = Jacquet.arrange(white={1: 13, 15: 1, 19: 1}, black={1: 14, 5: 1}, throw=(5, 3))
    first = game.parse_move("1-6")
    game.play(first)
    second = game.parse_move("6-9")  # legal once the first is played
    game.undo()
    svg = game.svg(suggested=[first, second])
    one, two = steps(svg)
    assert (one["move"], one["step"], two["move"], two["step"]) == ("1-6", 1, "6-9", 2)
    talon = checkers(svg, 0, 1)
    assert len(talon) == 5  # thirteen checkers, five drawn (with the count)
    # from the talon's top checker, on its side towards the middle of the board (below its centre: top row)
    assert on(one["from"], talon[-1]) and one["from"][1] > talon[-1][1]
    (landed,) = checkers(after(game, first), 0, 6)
    assert near(one["to"], landed[:2])  # where the checker then stands on 6
    assert on(two["from"], landed)  # the second step starts where the first left it
    (arrived,) = checkers(after(game, first, second), 0, 9, labelled_by=1)  # Black is then to throw
    assert near(two["to"], arrived[:2])
    assert talon[-1][0] > landed[0] > arrived[0]  # along the top row, from right to left
    assert numbers(svg) == ["1", "2"]


def test_jacquet_two_checkers_onto_one_point_land_one_beyond_the_other():
    game = Jacquet.arrange(white={1: 12, 3: 1, 6: 1, 19: 1}, black={1: 14, 5: 1}, throw=(5, 3))
    svg = game.svg(suggested=[game.parse_move("1-6"), game.parse_move("3-6")])
    one, two = steps(svg)
    standing, first, second = checkers(after(game, "1-6", "3-6"), 0, 6, labelled_by=1)
    assert near(one["to"], first[:2])  # beside the checker already on 6
    assert near(two["to"], second[:2])  # and the next beyond it
    (leaving,) = checkers(svg, 0, 3)
    assert on(two["from"], leaving)


def test_jacquet_black_is_drawn_in_whites_places_from_its_own_numbering():
    game = Jacquet.arrange(white={1: 13, 15: 1, 19: 1}, black={1: 14, 5: 1}, throw=(5, 3), to_play=1)
    svg = game.svg(suggested=[game.parse_move("5-10")])
    (arrow,) = steps(svg)
    # Black's 5 and 10 are White's 17 and 22, on the bottom row: the arrow leaves the checker upwards
    (leaving,) = checkers(svg, 1, 17, labelled_by=1)  # labelled 5 while Black is to move
    assert leaving[1] > max(y for _, y, _ in checkers(svg, 0, 1, labelled_by=1))  # below White's talon
    assert on(arrow["from"], leaving) and arrow["from"][1] < leaving[1]
    (landed,) = checkers(after(game, "5-10"), 1, 22)  # White is then to throw: labelled 22
    assert near(arrow["to"], landed[:2]) and landed[0] > leaving[0]  # along the bottom row, to the right


def test_jacquet_checkers_borne_off_land_one_above_the_other_in_the_tray():
    game = Jacquet.arrange(white={20: 3, 22: 2, 24: 10}, black={1: 14, 5: 1}, throw=(6, 6))
    turn = [JacquetMove(20, 25, 6)] * 3 + [JacquetMove(22, 25, 6)]
    svg = game.svg(suggested=turn)
    drawn = steps(svg)
    assert [s["move"] for s in drawn] == ["20-off/6"] * 3 + ["22-off/6"]
    # the top checker of 20 leaves first, then the next one down
    on_20 = checkers(svg, 0, 20)
    assert all(on(s["from"], c) for s, c in zip(drawn[:3], reversed(on_20), strict=True))
    # each lands where the tray then draws it: the first borne off at the bottom, the next above it
    tray = ET.fromstring(after(game, *turn)).find(f".//{NS}g[@class='tray p0']")
    frame, *slabs = [tuple(float(r.get(k)) for k in ("x", "y", "width", "height")) for r in tray.findall(f"{NS}rect")]
    assert len(slabs) == 4 and all(inside(s["to"], slab) for s, slab in zip(drawn, slabs, strict=True))
    assert [s["to"][1] for s in drawn] == sorted((s["to"][1] for s in drawn), reverse=True)  # one above the other
    assert all(inside(s["to"], frame) for s in drawn)
    assert numbers(svg) == ["1", "2", "3", "4"]


# -- Doze canes ------------------------------------------------------------------------------


def test_doze_canes_the_house_to_choose_is_framed():
    game = new_game("doze_canes", seed=1)
    svg = game.svg(suggested=[game.parse_move("Q2")])
    (mark,) = steps(svg)
    assert (mark["kind"], mark["move"]) == ("hint-mark", "Q2")
    assert mark["at"] == box(svg, "Q2")  # the frame is the quarter a click on which chooses it


def doze_pieces(svg: str, player: int) -> list[tuple[float, float]]:
    return [(float(c.get("cx")), float(c.get("cy")))
            for c in ET.fromstring(svg).iter(f"{NS}circle") if c.get("class") == f"piece p{player}"]


def test_doze_canes_each_entry_is_ringed_where_the_piece_will_stand():
    game = DozeCanes.arrange(1, white=[4], black=[6], throw=(4, 6))
    turn = [game.parse_move("4"), game.parse_move("6")]
    svg = game.svg(suggested=turn)
    pair, hit = steps(svg)
    assert (pair["move"], pair["step"], hit["move"], hit["step"]) == ("4", 1, "6", 2)
    (own,), (lone,) = doze_pieces(svg, 0), doze_pieces(svg, 1)
    new = set(doze_pieces(after(game, *turn), 0)) - {own}
    assert len(new) == 2 and lone in new  # White's new tokens: one beside its own, one in the black one's place
    (beside,) = new - {lone}
    assert near(pair["at"], beside) and beside[0] == own[0] and beside != own  # beside White's own piece: a pair
    assert near(hit["at"], lone)  # round the lone black piece it sends home
    assert numbers(svg) == ["1", "2"]


@pytest.mark.parametrize("name", GAMES)
def test_the_suggestion_is_above_the_pieces_and_lets_clicks_through(name):
    game = new_game(name, seed=3)
    while game.awaiting_throw or not any(not game.is_pass(m) for m in game.legal_moves()):
        game.roll() if game.awaiting_throw else game.play(game.legal_moves()[0])
    move = next(m for m in game.legal_moves() if not game.is_pass(m))
    svg = game.svg(suggested=[move], size=900)  # classroom size: the same drawing, scaled
    root = ET.fromstring(svg)
    layers = [g for g in root if g.tag == f"{NS}g"]
    assert layers[-1].get("class") == "hint" and layers[-1].get("pointer-events") == "none"
    assert [s["move"] for s in steps(svg)] == [str(move)]
    assert svg.split(">", 1)[1] == game.svg(suggested=[move]).split(">", 1)[1]  # only the shown size differs
