"""The pictures as a browser lays them out: no caption runs into a piece or another caption.

Text widths exist only once a browser has chosen the font, so the pictures are
opened in Chromium and their boxes measured (``getBBox``, in the picture's own
units).
"""

import pytest

from jocari_edu import new_game
from jocari_edu.analysis.simulate import random_game
from tests import RULE_SETS

from .conftest import shot

pytestmark = pytest.mark.browser

# the pictures with a side legend ("Blanc : 2 sur 15 sortis"), each in both languages
LEGENDS = [("senet", "standard"), ("senet", "jequier"), ("jacquet", "breyer")]

OVERLAPS = """svg => {
  const box = n => n.getBBox();
  const meets = (a, b) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5
    && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
  const legends = [...svg.querySelectorAll('text.legend')];
  const others = [...svg.querySelectorAll('circle, text')];
  const found = [];
  for (const legend of legends) {
    const a = box(legend);
    for (const other of others) {
      if (other === legend) continue;
      if (meets(a, box(other))) found.push(`${legend.textContent} / ${other.tagName} ${other.textContent || ''}`);
    }
  }
  return [legends.length, found];
}"""


def late_positions(name, rule_set):
    """The start, and positions late in seeded random games, where pieces have been borne off."""
    yield new_game(name, rule_set, seed=1)
    for seed in range(3):
        game = random_game(name, rule_set, seed=seed)
        probe = new_game(name, rule_set, seed=seed)
        for event in game.history[: max(1, len(game.history) - 4)]:
            probe.replay_event(event)
        yield probe


@pytest.mark.parametrize("name, rule_set", LEGENDS, ids=[f"{n}-{r}" for n, r in LEGENDS])
def test_the_side_legend_runs_into_no_piece_and_no_other_text(page, artifacts, name, rule_set):
    for i, game in enumerate(late_positions(name, rule_set)):
        for lang in ("fr", "en"):
            page.set_content(f"<body style='margin:0'>{game.svg(lang=lang)}</body>")
            legends, found = page.locator("svg").evaluate(OVERLAPS)
            assert legends == 2, (name, rule_set, lang)
            assert found == [], (name, rule_set, lang, game.position())
            if i == 0 and lang == "fr":
                shot(page.locator("svg"), artifacts / f"legend-{name}-{rule_set}.png")


# what is drawn of the hand (Piccione), and what it must not meet: each side's legend (its pawn and its words), the throw, the exit
HAND_MEETS = """svg => {
  const box = n => n.getBBox();
  const meets = (a, b) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5
    && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
  // what is drawn of the hand: its word and its pawns (its invisible target may reach under its neighbours)
  const drawn = [...svg.querySelectorAll('g.hand > :not(.hit)')].map(box);
  const hand = {x: Math.min(...drawn.map(b => b.x)), y: Math.min(...drawn.map(b => b.y))};
  hand.width = Math.max(...drawn.map(b => b.x + b.width)) - hand.x;
  hand.height = Math.max(...drawn.map(b => b.y + b.height)) - hand.y;
  const inside = hand.y >= 0 && hand.y + hand.height <= svg.viewBox.baseVal.height + 0.5;
  const others = [...svg.querySelectorAll('text.legend, g.throw, .off rect:not(.hit)')];
  const legendPawns = [...svg.querySelectorAll('text.legend')].map(t => t.previousElementSibling);
  return [inside, [...others, ...legendPawns].filter(n => meets(hand, box(n)))
    .map(n => `${n.tagName}.${n.getAttribute('class') || ''} ${n.textContent}`)];
}"""


@pytest.mark.parametrize("layout", ["wide", "portrait", "landscape"])
def test_senet_piccione_hand_meets_no_legend_throw_or_exit(page, artifacts, layout):
    for i, game in enumerate(late_positions("senet", "piccione")):
        for lang in ("fr", "en"):
            page.set_content(f"<body style='margin:0'>{game.svg(lang=lang, layout=layout)}</body>")
            inside, found = page.locator("svg").evaluate(HAND_MEETS)
            assert inside and found == [], (layout, lang, game.position(), found)
            if i == 0 and lang == "fr":
                shot(page.locator("svg"), artifacts / f"hand-senet-piccione-{layout}.png")


# each named square's word, and the square it names (the cell's own group, data-square; the upright drawing
# draws the words over the pawns, each a text.square-name naming its square in data-name-of)
NAMES_FIT = """svg => {
  const cell = sq => svg.querySelector(`g.square[data-square="${sq}"] rect`).getBBox();
  const inCells = [...svg.querySelectorAll('g.square')].filter(g => /^[0-9]+$/.test(g.dataset.square)).flatMap(g =>
    [...g.querySelectorAll('text')].filter(t => /[^0-9]/.test(t.textContent)).map(t => [g.dataset.square, t]));
  const onTop = [...svg.querySelectorAll('text.square-name')].map(t => [t.dataset.nameOf, t]);
  return [...inCells, ...onTop].map(([sq, t]) => {
    const b = t.getBBox(), c = cell(sq);
    return [sq, t.textContent, b.x >= c.x - 0.5 && b.x + b.width <= c.x + c.width + 0.5];
  });
}"""


@pytest.mark.parametrize("rule_set", [r for g, r in RULE_SETS if g == "senet"])
def test_a_named_squares_word_stays_inside_its_square_in_every_drawing(page, rule_set):
    game = new_game("senet", rule_set, seed=1)
    named = game.state.rules.data.named_squares
    for layout in ("wide", "portrait", "landscape"):
        for lang in ("fr", "en"):
            page.set_content(f"<body style='margin:0'>{game.svg(lang=lang, layout=layout)}</body>")
            words = page.locator("svg").evaluate(NAMES_FIT)
            assert sorted(int(sq) for sq, _, _ in words) == sorted(named), (rule_set, layout, lang)
            assert [w for w in words if not w[2]] == [], (rule_set, layout, lang)
