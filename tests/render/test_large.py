"""« Mode classe »'s picture (``render.draw``'s ``large``, #38): every word of the board larger at the size the
board takes on a projector, every piece inside the picture, and a phone's drawing left as it is.

Read from the SVG text: the words' sizes (``font-size``) and the pieces' circles. Whether two words meet needs a
browser's fonts: tests/browser/test_live_site.py measures that on each game's Jouer page at 1366×768.
"""

import re

import pytest

from jocari_edu import new_game
from jocari_edu.analysis.simulate import random_game
from tests import RULE_SETS

# The room a Jouer page gives its board at 1366×768, beside a side of 300 px (CSS px, measured in Chromium, #38).
ROOM = (874, 558)


def shown_scale(svg: str) -> float:
    """CSS px per unit of the picture when it is fitted into ROOM, as board.css fits it."""
    width, height = map(float, re.search(r'viewBox="0 0 ([0-9.]+) ([0-9.]+)"', svg).groups())
    return min(ROOM[0] / width, ROOM[1] / height)


def word_sizes(svg: str) -> list[float]:
    return [float(size) for size in re.findall(r'<text [^>]*font-size="([0-9.]+)"', svg)]


def circles(svg: str) -> list[tuple[float, float, float]]:
    return [tuple(map(float, found)) for found in re.findall(r'<circle cx="([-0-9.]+)" cy="([-0-9.]+)" r="([0-9.]+)"', svg)]


def positions(name, rule_set):
    """The start, and a position late in a seeded random game (pieces taken, borne off or doubled)."""
    yield new_game(name, rule_set, seed=1)
    game = random_game(name, rule_set, seed=2)
    probe = new_game(name, rule_set, seed=2)
    for event in game.history[: max(1, len(game.history) - 6)]:
        probe.replay_event(event)
    yield probe


@pytest.mark.parametrize("name, rule_set", RULE_SETS, ids=[f"{n}-{r}" for n, r in RULE_SETS])
def test_mode_classe_draws_every_word_of_the_board_larger_and_every_piece_inside(name, rule_set):
    for game in positions(name, rule_set):
        wide, large = game.svg(lang="fr"), game.svg(lang="fr", large=True)
        smallest_wide = min(word_sizes(wide)) * shown_scale(wide)
        smallest_large = min(word_sizes(large)) * shown_scale(large)
        # every word 20 px high or more once drawn (a line's box is about 1.2 times its font size)
        assert smallest_large * 1.2 >= 24 and smallest_large >= 1.5 * smallest_wide, (smallest_wide, smallest_large)
        # the same board: every clickable square, and as many pieces
        assert set(re.findall(r'data-square="([^"]+)"', large)) == set(re.findall(r'data-square="([^"]+)"', wide))
        pieces = r'class="(?:piece|pawn|checker|hand-pawn)[ "]'
        assert len(re.findall(pieces, large)) == len(re.findall(pieces, wide)), game.position()
        width, height = map(float, re.search(r'viewBox="0 0 ([0-9.]+) ([0-9.]+)"', large).groups())
        outside = [(x, y, r) for x, y, r in circles(large) if not (r <= x <= width - r and r <= y <= height - r)]
        assert outside == [], (game.position(), outside)


def test_a_phones_drawing_is_kept_in_mode_classe():
    game = new_game("marelle", "modern", seed=1)
    for layout in ("portrait", "landscape"):
        assert game.svg(layout=layout, large=True) == game.svg(layout=layout)
    assert game.svg(layout="wide", large=True) == game.svg(layout="landscape")
