"""The pictures as a browser lays them out: no caption runs into a piece or another caption.

Text widths exist only once a browser has chosen the font, so the pictures are
opened in Chromium and their boxes measured (``getBBox``, in the picture's own
units).
"""

import pytest

from jocari_edu import new_game
from jocari_edu.analysis.simulate import random_game

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
                page.locator("svg").screenshot(path=str(artifacts / f"legend-{name}-{rule_set}.png"))
