"""Boards in a real JupyterLab, driven by Playwright in Debian's Chromium.

The test suite starts JupyterLab itself, opens a notebook, runs it, plays by
clicking, and checks that the picture and the Python game agree.
"""

import pytest

from jocari_edu import new_game

from .conftest import harness

pytestmark = pytest.mark.browser

CELLS = [
    "from jocari_edu.widgets import Board",
    'senet = Board("senet", "standard", seed=3)\nsenet',
]


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    root = tmp_path_factory.mktemp("lab")
    harness.write_notebook(root / "boards.ipynb", CELLS)
    with harness.jupyterlab(root) as url:
        yield url


def wait_position(root, expected):
    root.page.wait_for_function(
        "([el, v]) => el.dataset.position === v", arg=[root.element_handle(), expected], timeout=15_000
    )


def pawns_drawn(root, player):
    return sorted(int(x) for x in root.locator(f".pawn.p{player}").evaluate_all("els => els.map(e => e.dataset.square)"))


@pytest.fixture
def lab_page(lab, page, artifacts):
    harness.run_notebook_in_lab(page, lab, "boards.ipynb")
    yield page
    page.screenshot(path=str(artifacts / "jupyterlab-boards.png"))
    assert page.errors == []


def test_senet_played_by_clicks_agrees_with_the_rules(lab_page):
    root = lab_page.locator('.jw-root[data-game="senet"]')
    root.wait_for()
    expected = new_game("senet", "standard", seed=3)
    assert root.get_attribute("data-position") == expected.position()
    assert root.locator(".jw-status").inner_text() == "À Blanc de lancer."

    root.locator(".jw-throw-select").select_option("[3]")
    root.locator(".jw-set-throw").click()
    expected.roll(3)
    wait_position(root, expected.position())
    assert root.locator(".throw").get_attribute("data-throw") == "3"  # the sticks are drawn

    root.locator('.pawn[data-square="9"]').click()
    root.locator('.square[data-square="12"] .target').wait_for()
    assert root.locator(".target").count() == 1
    root.locator('.square[data-square="12"]').click()
    expected.play("9-12")
    wait_position(root, expected.position())
    assert pawns_drawn(root, 0) == expected.pawns(0) and pawns_drawn(root, 1) == expected.pawns(1)
    assert "9-12" in root.locator(".jw-moves").inner_text()

    # an illegal click shows the rules' own reason and changes nothing
    root.locator(".jw-throw-select").select_option("[2]")
    root.locator(".jw-set-throw").click()
    expected.roll(2)
    wait_position(root, expected.position())
    root.locator('.pawn[data-square="1"]').click()
    why = root.locator(".jw-why-text")
    why.wait_for()
    lab_page.wait_for_function("el => el.textContent.length > 0", arg=why.element_handle())
    assert why.inner_text() == expected.explain("1-3")
    assert root.get_attribute("data-position") == expected.position()


def test_keyboard_plays_a_move(lab_page):
    root = lab_page.locator('.jw-root[data-game="senet"]')
    root.wait_for()
    expected = new_game("senet", "standard", seed=3)
    root.locator(".jw-throw-select").select_option("[1]")
    root.locator(".jw-set-throw").click()
    expected.roll(1)
    wait_position(root, expected.position())
    root.locator('.pawn[data-square="9"]').focus()
    lab_page.keyboard.press("Enter")
    root.locator('.square[data-square="10"] .target').wait_for()
    root.locator('.square[data-square="10"]').focus()
    lab_page.keyboard.press("Enter")
    expected.play("9-10")
    wait_position(root, expected.position())
    assert root.locator("svg desc").text_content().startswith("Blanc : cases")
