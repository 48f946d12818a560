"""A lesson's positions at the projector (1366×768): one position a screen, a large board, no code, the question,
the answer once asked, and the keys and buttons that go from one position to the next (tools/projection.py)."""

import re
import sys

import pytest
from playwright.sync_api import expect

from jocari_edu.teaching import POSITIONS

from .conftest import ROOT
from .test_live_site import watch

sys.path.insert(0, str(ROOT / "tools"))
import projection  # noqa: E402

pytestmark = pytest.mark.browser

SCREEN = {"width": 1366, "height": 768}
LIMIT = 15_000  # ms: a static page, under the load of a shared machine

# The board shown, as drawn: its SVG box scaled to its viewBox (the drawing keeps its proportions), in CSS pixels.
DRAWN = """() => {
  const svg = document.querySelector('.jocari-diapo:not([hidden]) .jocari-diapo-plateau svg');
  const r = svg.getBoundingClientRect(), vb = svg.viewBox.baseVal;
  const s = Math.min(r.width / vb.width, r.height / vb.height);
  const w = vb.width * s, h = vb.height * s;
  return {w, h, left: r.left + (r.width - w) / 2, top: r.top + (r.height - h) / 2, right: r.left + (r.width + w) / 2,
          bottom: r.top + (r.height + h) / 2, font: parseFloat(getComputedStyle(
            document.querySelector('.jocari-diapo:not([hidden]) .jocari-diapo-question')).fontSize)};
}"""


@pytest.fixture
def screen(browser):
    context = watch(browser.new_context(viewport=SCREEN, service_workers="block"))
    missing = []  # what the site did not have: said with the console's error
    context.on("response", lambda r: missing.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    yield context.new_page()
    assert not context.outside, context.outside
    assert not context.console, (context.console, missing)
    context.close()


@pytest.mark.parametrize("notebook", sorted(projection.lessons()))
def test_a_lessons_positions_are_projected_one_at_a_time_with_a_large_board(built_site, screen, artifacts, notebook):
    slug, _, game = projection.lessons()[notebook]
    taught = [r for r in POSITIONS.values() if r.game == game]
    page = screen
    page.goto(f"{built_site.url}/lecons/{notebook.removesuffix('.ipynb')}.html")
    page.get_by_role("link", name="Projeter les positions en classe").click()  # from the lesson's page
    expect(page).to_have_url(re.compile(rf"/projection/{slug}\.html#1$"), timeout=LIMIT)
    shown = page.locator(".jocari-diapo:visible")
    expect(shown, "one position on the screen").to_have_count(1, timeout=LIMIT)
    expect(shown.locator("h1")).to_have_text(taught[0].title)
    expect(page.locator(".jocari-diapo-compte")).to_have_text(re.compile(r"Position 1 sur \d+"))
    # no code: no cell, no printout, no inline code
    assert page.locator("pre, code, textarea, .highlight, .jp-InputArea").count() == 0
    body = page.locator("body").inner_text()
    assert not any(word in body for word in ("import ", ".arrange(", "display(", "print(")), body[:500]
    # the board: as large as the screen allows, whole on the screen; the question readable from the back
    drawn = page.evaluate(DRAWN)
    wide = "jocari-diapo-large" in (shown.get_attribute("class") or "")
    assert drawn["w"] * drawn["h"] >= 0.30 * SCREEN["width"] * SCREEN["height"], (drawn, "board area")
    assert (drawn["w"] >= 0.85 * SCREEN["width"]) if wide else (drawn["h"] >= 0.70 * SCREEN["height"]), drawn
    assert drawn["left"] >= -0.5 and drawn["top"] >= 0 and drawn["right"] <= SCREEN["width"] + 0.5 \
        and drawn["bottom"] <= SCREEN["height"] + 0.5, drawn
    assert drawn["font"] >= 22, drawn
    # the question, then the answer once asked: the rules' own sentence
    expect(shown.locator(".jocari-diapo-question")).to_contain_text(taught[0].question.split(" ")[0])
    answer = shown.locator(".jocari-diapo-reponse")
    expect(answer, "the answer waits to be asked").to_be_hidden()
    page.get_by_role("button", name="Réponse").click()
    expect(answer).to_be_visible(timeout=LIMIT)
    assert taught[0].answer.replace("\u00a0", " ") in answer.inner_text().replace("\u00a0", " ").replace("\u202f", " ")
    page.screenshot(path=str(artifacts / f"projection-{slug}-answer.png"))
    # the keys: → (the answer shown) goes on, Space shows the next answer, ← goes back, End to the last one
    page.keyboard.press("ArrowRight")
    expect(page).to_have_url(re.compile(r"#2$"), timeout=LIMIT)
    expect(page.locator(".jocari-diapo:visible h1")).to_have_text(taught[1].title)
    expect(page.locator(".jocari-diapo:visible .jocari-diapo-reponse")).to_be_hidden()
    page.keyboard.press("Space")
    expect(page.locator(".jocari-diapo:visible .jocari-diapo-reponse")).to_be_visible(timeout=LIMIT)
    page.keyboard.press("ArrowLeft")
    expect(page.locator(".jocari-diapo:visible h1")).to_have_text(taught[0].title, timeout=LIMIT)
    expect(page.locator(".jocari-diapo:visible .jocari-diapo-reponse"), "a position comes back with its answer hidden")\
        .to_be_hidden()
    page.keyboard.press("End")
    expect(page.get_by_role("button", name="Suivante →")).to_be_disabled(timeout=LIMIT)
    expect(page.locator(".jocari-diapo:visible")).to_have_count(1)
    # the buttons: « Précédente » goes back one; a reload stays on the position shown
    page.get_by_role("button", name="← Précédente").click()
    n = page.locator(".jocari-diapo-n").inner_text()
    page.reload()
    expect(page.locator(".jocari-diapo-n")).to_have_text(n, timeout=LIMIT)


def test_the_teachers_guide_links_to_every_projection(built_site, screen):
    page = screen
    page.goto(f"{built_site.url}/lecons/{projection.GUIDE.removesuffix('.ipynb')}.html")
    links = page.locator(".jocari-projections a")
    expect(links).to_have_text([title for _, title, _ in projection.lessons().values()], timeout=LIMIT)
    links.first.click()
    expect(page.locator(".jocari-diapo:visible")).to_have_count(1, timeout=LIMIT)
