"""Boards in a real JupyterLab, driven by Playwright in Debian's Chromium.

The test suite starts JupyterLab itself, opens a notebook, runs it and plays
every game by clicking.  After each click the page must show exactly what a
:class:`BoardController` shows when given the same clicks in this process:
the same position, announcement and "pourquoi ?" text.  The picture and the
Python game therefore agree, click by click.
"""

import json

import pytest

from jocari_edu import available, game_class, new_game
from jocari_edu.render import picture_of
from jocari_edu.widgets.controller import BoardController

from .conftest import harness

pytestmark = pytest.mark.browser

SPECS = [(name, rs) for name in available() for rs in game_class(name).RULE_SETS]
SEED = 3
CELLS = ["from jocari_edu.widgets import Board"] + [
    f'Board("{name}", "{rs}", seed={SEED})' for name, rs in SPECS
]


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    root = tmp_path_factory.mktemp("lab")
    harness.write_notebook(root / "boards.ipynb", CELLS)
    with harness.jupyterlab(root) as url:
        yield url


@pytest.fixture(scope="module")
def lab_page(lab, browser, artifacts):
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    harness.run_notebook_in_lab(page, lab, "boards.ipynb")
    yield page
    page.screenshot(path=str(artifacts / "jupyterlab-boards.png"), full_page=True)
    context.close()
    assert errors == []


def board_root(page, name, rule_set):
    root = page.locator(f'.jw-root[data-game="{name}"][data-rule-set="{rule_set}"]')
    root.wait_for()
    root.scroll_into_view_if_needed()
    return root


def act(page, root, action):
    """Do one action on the page and wait until the board has redrawn."""
    before = root.get_attribute("data-version")
    kind, value = action
    if kind == "throw":
        root.locator(".jw-throw-select").select_option(json.dumps(value, separators=(",", ":")))
        root.locator(".jw-set-throw").click()
    elif kind == "pass":
        root.locator(".jw-pass").click()
    else:
        root.locator(f'[data-square="{value}"]').last.click()
    page.wait_for_function("([el, v]) => el.dataset.version !== v", arg=[root.element_handle(), before],
                           timeout=15_000)


def agree(root, controller):
    assert root.get_attribute("data-position") == controller.game.position()
    assert root.locator(".jw-status").text_content() == controller.status
    assert root.locator(".jw-why-text").text_content() == controller.why


def next_actions(controller, step):
    """What a learner does next: a teacher's throw, or the clicks of a legal move."""
    g = controller.game
    if g.awaiting_throw:
        outcomes = g.throw_outcomes()
        return [("throw", list(outcomes[step % len(outcomes)][0]))]
    move = g.legal_moves()[0]
    if g.is_pass(move):
        return [("pass", None)]
    src, dst = picture_of(g).squares_of(g, move)
    return ([("click", src)] if src else []) + [("click", dst)]


def apply(controller, action):
    kind, value = action
    if kind == "throw":
        controller.roll(*value)
    elif kind == "pass":
        controller.pass_turn()
    else:
        controller.click(value)


@pytest.mark.parametrize("name, rule_set", SPECS, ids=[f"{n}-{r}" for n, r in SPECS])
def test_clicks_play_the_game_and_the_page_agrees_with_python(lab_page, name, rule_set):
    root = board_root(lab_page, name, rule_set)
    controller = BoardController(new_game(name, rule_set, seed=SEED))
    agree(root, controller)
    step = 0
    while step < 14 and not controller.game.is_over:
        for action in next_actions(controller, step):
            act(lab_page, root, action)
            apply(controller, action)
            agree(root, controller)
        step += 1
    # an illegal click shows the rules' own explanation and changes nothing
    squares = root.locator("[data-square]").evaluate_all("els => els.map(e => e.dataset.square)")
    g = controller.game
    if g.awaiting_throw or g.is_over:
        bad = squares[0]
    else:
        used = {s for m in g.legal_moves() for s in picture_of(g).squares_of(g, m)}
        bad = next(s for s in squares if s not in used)
    position = controller.game.position()
    act(lab_page, root, ("click", bad))
    apply(controller, ("click", bad))
    assert controller.why and controller.game.position() == position
    agree(root, controller)


def test_keyboard_plays_a_move(lab_page):
    root = board_root(lab_page, "senet", "standard")
    root.locator(".jw-new").click()
    lab_page.wait_for_function("el => el.dataset.position.endsWith('|0|throw|0')", arg=root.element_handle())
    expected = new_game("senet", "standard", seed=SEED)
    act(lab_page, root, ("throw", [1]))
    expected.roll(1)
    root.locator('.pawn[data-square="9"]').focus()
    lab_page.keyboard.press("Enter")
    root.locator('.square[data-square="10"] .target').wait_for()
    root.locator('.square[data-square="10"]').focus()
    lab_page.keyboard.press("Enter")
    expected.play("9-10")
    lab_page.wait_for_function("([el, v]) => el.dataset.position === v",
                               arg=[root.element_handle(), expected.position()])
    assert root.locator("svg desc").text_content().startswith("Blanc : cases")
    assert root.locator(".jw-status").get_attribute("aria-live") == "polite"


def test_computer_opponent_shows_its_moves_one_by_one(lab_page):
    root = board_root(lab_page, "senet", "standard")
    root.locator(".jw-new").click()
    lab_page.wait_for_function("el => el.dataset.position.endsWith('|0|throw|0')", arg=root.element_handle())
    root.locator(".jw-opponent").select_option("greedy")
    act(lab_page, root, ("throw", [2]))
    act(lab_page, root, ("click", "9"))
    act(lab_page, root, ("click", "11"))  # a 2 gives no extra throw: the computer (Black) is to play
    seen = []
    for _ in range(60):
        items = root.locator(".jw-moves li").all_text_contents()
        if not seen or seen[-1] != items:
            seen.append(items)
        if len(items) >= 4 and root.locator(".jw-roll").is_enabled():
            break
        lab_page.wait_for_timeout(100)
    lengths = [len(items) for items in seen]
    # the computer's throw is shown on its own before its move: never two steps at once
    assert lengths[:3] == [2, 3, 4], seen
    assert seen[1][2].startswith("(") and not seen[2][3].startswith("(")
    assert "Blanc" in root.locator(".jw-status").text_content()


def test_new_game_with_rule_set_and_options_chosen_on_the_board(lab_page):
    root = board_root(lab_page, "marelle", "breyer").element_handle()  # its rule set is about to change
    flying = root.query_selector('select[data-option="flying"]')
    false_index = str(game_class("marelle").OPTION_VALUES["flying"].index(False))
    root.query_selector(".jw-ruleset").select_option("modern")  # shows the modern defaults...
    allowed = game_class("marelle").OPTION_VALUES
    assert root.query_selector('select[data-option="reform"]').input_value() == str(allowed["reform"].index("allowed"))
    flying.select_option(false_index)  # ...which the learner then changes
    before = root.get_attribute("data-version")
    root.query_selector(".jw-new").click()
    lab_page.wait_for_function("([el, v]) => el.dataset.version !== v", arg=[root, before])
    # Python started the game it was asked for and sends its options back
    assert root.get_attribute("data-rule-set") == "modern"
    assert root.query_selector('select[data-option="flying"]').input_value() == false_index
    assert root.query_selector('select[data-option="first"]').input_value() == str(allowed["first"].index("white"))
    assert root.query_selector_all(".jw-moves li") == []
