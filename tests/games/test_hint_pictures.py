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
from jocari_edu.games.marelle import INDEX, Marelle
from jocari_edu.games.senet import Senet
from jocari_edu.render import doze_canes as doze_picture
from jocari_edu.render import jacquet as jacquet_picture
from jocari_edu.render import marelle as marelle_picture
from jocari_edu.render import senet as senet_picture
from jocari_edu.render.svg import PALETTE
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


# -- Senet -----------------------------------------------------------------------------------


def test_senet_a_move_is_an_arrow_from_the_pawn_to_its_square():
    game = Senet.arrange("jequier", white=[23, 10], black=[20, 18, 3], off=(3, 2), throw=3)
    svg = game.svg(suggested=[game.parse_move("23-26")])
    (arrow,) = steps(svg)
    assert (arrow["kind"], arrow["move"], arrow["step"]) == ("hint-arrow", "23-26", 1)
    assert near(arrow["from"], senet_picture.centre(23)) and near(arrow["to"], senet_picture.centre(26))
    assert arrow["colour"] == PALETTE["hint"] != PALETTE["arrow"]  # not the last move's red
    assert numbers(svg) == []  # one step: nothing to number
    assert desc(svg).endswith("Coup suggéré par l'ordinateur : 23-26.")
    assert desc(game.svg(suggested=[game.parse_move("23-26")], lang="en")).endswith(
        "Move suggested by the computer: 23-26.")


def test_senet_bearing_off_points_into_the_off_box():
    game = Senet.arrange("standard", white=[28, 12], black=[20, 18, 3], off=(3, 2), throw=3)
    (arrow,) = steps(game.svg(suggested=[game.parse_move("28-off")]))
    assert arrow["move"] == "28-off" and near(arrow["from"], senet_picture.centre(28))
    box = ET.fromstring(game.svg()).find(f".//{NS}g[@data-square='off']/{NS}rect")
    x, y, w, h = (float(box.get(k)) for k in ("x", "y", "width", "height"))
    assert x < arrow["to"][0] < x + w and y < arrow["to"][1] < y + h


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


def test_marelle_a_mill_and_its_take_are_numbered_in_order():
    game = Marelle.arrange("modern", white="a1 g1 d2 f4 b6 c3", black="a7 g7 c5 e5 b4")
    turn = [game.parse_move("d2-d1"), game.parse_move("xa7")]  # the take, parsed as notation
    svg = game.svg(suggested=turn)
    move, take = steps(svg)
    assert (move["kind"], move["move"], move["step"]) == ("hint-arrow", "d2-d1", 1)
    assert near(move["from"], marelle_picture.centre(INDEX["d2"]))
    assert near(move["to"], marelle_picture.centre(INDEX["d1"]))
    assert (take["kind"], take["move"], take["step"], take["crossed"]) == ("hint-take", "xa7", 2, True)
    assert near(take["at"], marelle_picture.centre(INDEX["a7"]))
    assert numbers(svg) == ["1", "2"]
    assert desc(svg).endswith("Coups suggérés par l'ordinateur, dans l'ordre : d2-d1, xa7.")


def test_marelle_a_placement_is_a_ring_on_its_point():
    game = new_game("marelle", "modern", seed=2)
    svg = game.svg(suggested=[game.parse_move("f2")])
    assert [(s["kind"], s["move"], s["crossed"]) for s in steps(svg)] == [("hint-mark", "f2", False)]
    assert near(steps(svg)[0]["at"], marelle_picture.centre(INDEX["f2"]))


# -- Jacquet ---------------------------------------------------------------------------------


def test_jacquet_a_checker_moved_by_both_dice_is_followed_from_step_to_step():
    game = Jacquet.arrange(white={1: 13, 15: 1, 19: 1}, black={1: 14, 5: 1}, throw=(5, 3))
    first = game.parse_move("1-6")
    game.play(first)
    second = game.parse_move("6-9")  # legal once the first is played
    game.undo()
    svg = game.svg(suggested=[first, second])
    one, two = steps(svg)
    inward = jacquet_picture.R - 4  # from the top checker's edge towards the middle, clear of its count
    x = jacquet_picture.point_x
    y = jacquet_picture.checker_y
    assert (one["move"], one["step"], two["move"], two["step"]) == ("1-6", 1, "6-9", 2)
    assert near(one["from"], (x(1), y(1, 4) + inward))  # the talon's fifth checker, drawn with the count "13"
    assert near(one["to"], (x(6), y(6, 0)))
    assert near(two["from"], (x(6), y(6, 0) + inward))  # where the first step left it
    assert near(two["to"], (x(9), y(9, 0)))
    assert numbers(svg) == ["1", "2"]


def test_jacquet_two_checkers_onto_one_point_land_one_beyond_the_other():
    game = Jacquet.arrange(white={1: 12, 3: 1, 6: 1, 19: 1}, black={1: 14, 5: 1}, throw=(5, 3))
    one, two = steps(game.svg(suggested=[game.parse_move("1-6"), game.parse_move("3-6")]))
    y = jacquet_picture.checker_y
    assert near(one["to"], (jacquet_picture.point_x(6), y(6, 1)))  # beside the checker already on 6
    assert near(two["to"], (jacquet_picture.point_x(6), y(6, 2)))  # and the next beyond it
    assert near(two["from"], (jacquet_picture.point_x(3), y(3, 0) + jacquet_picture.R - 4))


def test_jacquet_black_is_drawn_in_whites_places_from_its_own_numbering():
    game = Jacquet.arrange(white={1: 13, 15: 1, 19: 1}, black={1: 14, 5: 1}, throw=(5, 3), to_play=1)
    (arrow,) = steps(game.svg(suggested=[game.parse_move("5-10")]))
    # Black's 5 and 10 are White's 17 and 22, on the bottom row: the arrow leaves the checker upwards
    assert near(arrow["from"], (jacquet_picture.point_x(17), jacquet_picture.checker_y(17, 0) - jacquet_picture.R + 4))
    assert near(arrow["to"], (jacquet_picture.point_x(22), jacquet_picture.checker_y(22, 0)))


def test_jacquet_checkers_borne_off_land_one_above_the_other_in_the_tray():
    game = Jacquet.arrange(white={20: 3, 22: 2, 24: 10}, black={1: 14, 5: 1}, throw=(6, 6))
    turn = [JacquetMove(20, 25, 6)] * 3 + [JacquetMove(22, 25, 6)]
    svg = game.svg(suggested=turn)
    drawn = steps(svg)
    assert [s["move"] for s in drawn] == ["20-off/6"] * 3 + ["22-off/6"]
    assert [s["to"] for s in drawn] == [pytest.approx(jacquet_picture.slab_xy(0, k), abs=0.06) for k in range(4)]
    assert [s["from"][1] for s in drawn[:3]] == pytest.approx(
        [jacquet_picture.checker_y(20, k) - jacquet_picture.R + 4 for k in (2, 1, 0)], abs=0.06)
    x, y, w, h = jacquet_picture.tray_box(0)
    assert all(x < s["to"][0] < x + w and y < s["to"][1] < y + h for s in drawn)
    assert numbers(svg) == ["1", "2", "3", "4"]


# -- Doze canes ------------------------------------------------------------------------------


def test_doze_canes_the_house_to_choose_is_framed():
    game = new_game("doze_canes", seed=1)
    (mark,) = steps(game.svg(suggested=[game.parse_move("Q2")]))
    assert (mark["kind"], mark["move"]) == ("hint-mark", "Q2")
    assert mark["at"] == pytest.approx(doze_picture.quarter_box(2))


def test_doze_canes_each_entry_is_ringed_where_the_piece_will_stand():
    game = DozeCanes.arrange(1, white=[4], black=[6], throw=(4, 6))
    turn = [game.parse_move("4"), game.parse_move("6")]
    svg = game.svg(suggested=turn)
    pair, hit = steps(svg)
    assert (pair["move"], pair["step"], hit["move"], hit["step"]) == ("4", 1, "6", 2)
    assert near(pair["at"], doze_picture.piece_xy(4, 1))  # beside White's own piece: a pair
    assert near(hit["at"], doze_picture.piece_xy(6, 0))  # round the lone black piece it sends home
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
