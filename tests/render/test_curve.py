"""The win-chance curve: its axes and labels, the 50 % line, the costly moves as clickable parts."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from html import unescape

import pytest

from jocari_edu.render.curve import HEIGHT, HIT, WIDTH, curve_svg, ticks

NS = {"s": "http://www.w3.org/2000/svg"}


def parsed(svg):
    return ET.fromstring(svg)


def test_the_axes_say_whose_chances_and_count_the_moves_in_french_then_english():
    points = [(0, 0.5), (1, 0.6), (2, 0.4)]
    fr = curve_svg(points, player="Blanc")
    assert "Chances de gagner de Blanc" in fr and "Coups joués" in fr
    en = unescape(curve_svg(points, player="White", lang="en"))
    assert "White's chances of winning" in en and "Moves played" in en


def curve_points(root):
    """The curve as drawn: one (x, y) a point, in order."""
    line = root.find(".//s:polyline[@class='jc-curve']", NS).get("points").split()
    return [tuple(map(float, p.split(","))) for p in line]


def grid(svg):
    """The height of each labelled line of the chances' axis: {"0 %": y, ..., "100 %": y}."""
    found = re.findall(r'<line x1="[\d.]+" y1="([\d.]+)"[^>]*/><text [^>]*>(\d+)\s%</text>', unescape(svg))
    return {f"{n} %": float(y) for y, n in found}  # (the space before % is a narrow no-break space)


def tick_x(svg):
    """Where each move number of the moves' axis is marked: {"0": x, ...} (the tick's line, under its number)."""
    return {label: float(x) for x, label in re.findall(
        r'<line x1="([\d.]+)" y1="[\d.]+" x2="[\d.]+" y2="[\d.]+"[^>]*/><text [^>]*class="jc-tick"[^>]*>(\d+)</text>', svg)}


def test_the_half_line_stands_at_fifty_percent_and_the_curve_through_each_point():
    svg = curve_svg([(0, 0.5), (1, 1.0), (2, 0.0)])
    root = parsed(svg)
    half = root.find(".//s:line[@class='jc-half']", NS)
    levels, at = grid(svg), tick_x(svg)
    assert list(levels) == ["0 %", "25 %", "50 %", "75 %", "100 %"] and list(at) == ["0", "1", "2"]
    assert float(half.get("y1")) == float(half.get("y2")) == levels["50 %"]
    assert levels["100 %"] < levels["50 %"] < levels["0 %"]  # up the picture as the chances grow
    # each point stands over its move's number, at its chance's height
    assert curve_points(root) == [(at["0"], levels["50 %"]), (at["1"], levels["100 %"]), (at["2"], levels["0 %"])]


def test_each_costly_move_is_a_clickable_band_at_least_44_units_wide_the_plot_high():
    points = [(i, 0.5 + 0.01 * i) for i in range(31)]
    root = parsed(curve_svg(points, [3, 17]))
    curve = curve_points(root)
    marks = root.findall(".//s:g[@class='jc-mark']", NS)
    assert [m.get("data-decision") for m in marks] == ["2", "16"]  # move n is decision n - 1
    for mark, n in zip(marks, (3, 17), strict=True):
        assert mark.get("role") == "button" and mark.get("tabindex") == "0"
        band = mark.find("s:rect", NS)
        assert float(band.get("width")) >= HIT == 44 and float(band.get("height")) >= 44
        x = float(band.get("x")) + float(band.get("width")) / 2
        assert abs(x - curve[n][0]) < 0.01  # the band stands on the curve's point after the move
        assert mark.find("s:title", NS).text == f"Coup {n} : voir ce coup sur le plateau"


def test_a_mark_outside_the_points_is_not_drawn_and_the_description_counts_the_marks():
    svg = curve_svg([(0, 0.5), (1, 0.2)], [0, 1, 5])
    assert re.findall(r'data-decision="(-?\d+)"', svg) == ["0"]
    assert "1 coup coûteux marqué" in parsed(svg).find("s:desc", NS).text


def test_the_move_numbers_on_the_axis_start_at_zero_and_end_at_the_last_move():
    assert ticks(61) == [0, 20, 40, 60]
    assert ticks(8) == [0, 2, 4, 6, 7]
    labels = [t.text for t in parsed(curve_svg([(i, 0.5) for i in range(61)])).findall(".//s:text[@class='jc-tick']", NS)]
    assert labels == ["0", "20", "40", "60"]


def test_the_curve_is_a_document_with_nothing_from_outside():
    svg = curve_svg([(0, 0.5), (1, 0.7)], [1])
    assert "http" not in svg.replace('xmlns="http://www.w3.org/2000/svg"', "")
    assert parsed(svg).get("viewBox") == f"0 0 {WIDTH:g} {HEIGHT:g}"


def test_two_close_costly_moves_share_the_space_between_them_and_no_band_hides_the_other():
    points = [(i, 0.5) for i in range(101)]
    root = parsed(curve_svg(points, [40, 41, 70]))
    x40, x41 = curve_points(root)[40][0], curve_points(root)[41][0]  # the curve's points after moves 40 and 41
    bands = [(float(r.get("x")), float(r.get("x")) + float(r.get("width")))
             for r in root.findall(".//s:g[@class='jc-mark']/s:rect", NS)]
    assert bands[0][1] == bands[1][0] == pytest.approx((x40 + x41) / 2, abs=0.01)  # the midpoint
    assert bands[0][0] < x40 < bands[0][1] and bands[1][0] < x41 < bands[1][1]
    assert bands[2][1] - bands[2][0] == pytest.approx(HIT, abs=0.02)  # a mark far from the others keeps its whole band


def test_the_curve_writes_the_numbers_it_is_given_and_keeps_its_last_one_inside():
    """A board numbers moves as its list does (#38): the ticks and the marks write those numbers; the last tick's
    number ends inside the picture; two marks' numbers never overlap (the band and the name still say it)."""
    points = [(i, 0.5) for i in range(41)]
    numbers = [0] + [2 * i + 1 for i in range(1, 41)]
    svg = curve_svg(points, [20, 21, 40], numbers=numbers)
    assert 'aria-label="Coup 41 : voir ce coup sur le plateau"' in svg  # decision 20 is move 41
    assert 'aria-label="Coup 43 : voir ce coup sur le plateau"' in svg
    labels = re.findall(r'<text[^>]*font-weight="bold"[^>]*>(\d+)</text>', svg)
    assert labels == ["41", "81"]  # 43, a band beside 41, left unwritten rather than over it
    ticks_written = [t for t in ET.fromstring(svg).iter(f"{{{NS['s']}}}text") if t.get("class") == "jc-tick"]
    assert [t.text for t in ticks_written][0] == "0" and ticks_written[-1].text == "81"
    assert ticks_written[-1].get("text-anchor") == "end" and float(ticks_written[-1].get("x")) <= WIDTH
