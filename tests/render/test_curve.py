"""The win-chance curve: its axes and labels, the 50 % line, the costly moves as clickable parts."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from html import unescape

import pytest

from jocari_edu.render.curve import BOTTOM, HEIGHT, HIT, LEFT, RIGHT, TOP, WIDTH, curve_svg, ticks, x_of, y_of

NS = {"s": "http://www.w3.org/2000/svg"}


def parsed(svg):
    return ET.fromstring(svg)


def test_the_axes_say_whose_chances_and_count_the_moves_in_french_then_english():
    points = [(0, 0.5), (1, 0.6), (2, 0.4)]
    fr = curve_svg(points, player="Blanc")
    assert "Chances de gagner de Blanc" in fr and "Coups joués" in fr
    en = unescape(curve_svg(points, player="White", lang="en"))
    assert "White's chances of winning" in en and "Moves played" in en


def test_the_half_line_stands_at_fifty_percent_and_the_curve_through_each_point():
    root = parsed(curve_svg([(0, 0.5), (1, 1.0), (2, 0.0)]))
    half = root.find(".//s:line[@class='jc-half']", NS)
    assert float(half.get("y1")) == float(half.get("y2")) == y_of(0.5) == (TOP + HEIGHT - BOTTOM) / 2
    line = root.find(".//s:polyline[@class='jc-curve']", NS).get("points").split()
    xy = [tuple(map(float, p.split(","))) for p in line]
    assert xy == [(LEFT, y_of(0.5)), ((LEFT + WIDTH - RIGHT) / 2, TOP), (WIDTH - RIGHT, HEIGHT - BOTTOM)]


def test_each_costly_move_is_a_clickable_band_at_least_44_units_wide_the_plot_high():
    points = [(i, 0.5 + 0.01 * i) for i in range(31)]
    root = parsed(curve_svg(points, [3, 17]))
    marks = root.findall(".//s:g[@class='jc-mark']", NS)
    assert [m.get("data-decision") for m in marks] == ["2", "16"]  # move n is decision n - 1
    for mark, n in zip(marks, (3, 17), strict=True):
        assert mark.get("role") == "button" and mark.get("tabindex") == "0"
        band = mark.find("s:rect", NS)
        assert float(band.get("width")) >= HIT == 44 and float(band.get("height")) >= 44
        x = float(band.get("x")) + float(band.get("width")) / 2
        assert abs(x - x_of(n, 31)) < 0.01  # the band stands on the point after the move
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
    bands = [(float(r.get("x")), float(r.get("x")) + float(r.get("width")))
             for r in root.findall(".//s:g[@class='jc-mark']/s:rect", NS)]
    assert bands[0][1] == bands[1][0] == pytest.approx((x_of(40, 101) + x_of(41, 101)) / 2, abs=0.01)  # the midpoint
    assert bands[0][0] < x_of(40, 101) < bands[0][1] and bands[1][0] < x_of(41, 101) < bands[1][1]
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
