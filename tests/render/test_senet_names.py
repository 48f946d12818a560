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
