"""On a phone held upright, a Senet square's name is never hidden by the pawn standing on it."""

import re

import pytest

from jocari_edu.games.senet import RULE_SETS, Senet
from jocari_edu.games.senet.rule_sets import WATER_LANDINGS


def stands_on(data, sq) -> bool:
    """Can a pawn stand on ``sq`` (the House of Water only where it holds a pawn)?"""
    landing = WATER_LANDINGS[data.water_landing]
    return sq != data.water_square or (landing.land is None and not landing.to_hand)


@pytest.mark.parametrize("rule_set", [name for name, data in RULE_SETS.items()
                                      if any(stands_on(data, sq) for sq in data.named_squares)])
def test_an_upright_squares_name_is_drawn_over_the_pawn_on_it(rule_set):
    data = RULE_SETS[rule_set]
    named = sorted(sq for sq in data.named_squares if stands_on(data, sq))[:data.pieces]
    game = Senet.arrange(rule_set, white=named, black=[1], off=(data.pieces - len(named), data.pieces - 1), throw=1)
    svg = game.svg(layout="portrait", lang="fr")
    for sq in named:
        pawn = svg.index(f'class="pawn p0" data-square="{sq}"')
        word = re.search(rf'<text[^>]*class="square-name" data-name-of="{sq}"[^>]*>([^<]+)</text>', svg)
        assert word is not None and word.group(1) == data.named_squares[sq][0], sq
        assert word.start() > pawn, f"the name of {sq} is drawn under its pawn"
        assert 'paint-order="stroke"' in word.group(0) and 'pointer-events="none"' in word.group(0)


@pytest.mark.parametrize("rule_set", [name for name, data in RULE_SETS.items() if data.protected_squares])
@pytest.mark.parametrize("layout", ["portrait", "landscape"])
def test_on_a_phone_a_protected_squares_number_and_name_sit_on_a_halo_over_its_dashed_frame(rule_set, layout):
    """The dashed frame of a protected square runs where its number (and, sideways, its name) is written: each is
    drawn on a halo of the square's colour, so the frame stops at the words' edge instead of crossing them."""
    data = RULE_SETS[rule_set]
    svg = Senet(rule_set).svg(layout=layout, lang="fr")
    for sq in data.protected_squares:
        cell = re.search(rf'<g class="square" data-square="{sq}">(.*?)</g>', svg).group(1)
        fill = re.search(r'<rect [^>]*fill="([^"]+)"', cell).group(1)
        assert 'stroke-dasharray="4 3"' in cell, sq
        frame = cell.index('stroke-dasharray="4 3"')
        words = [m for m in re.finditer(r"<text([^>]*)>([^<]+)</text>", cell) if m.start() > frame]
        assert str(sq) in [m.group(2) for m in words], sq
        for m in words:
            assert f'stroke="{fill}"' in m.group(1) and 'paint-order="stroke"' in m.group(1), (sq, m.group(0))
