"""The site's boards at a projector: 1366×768 and 1024×768, in normal mode and in "Mode classe".

A "Jouer" page shows its whole board and the throw button as soon as it opens,
with no scrolling; a lesson's board shows them whole once scrolled into view,
under the site's fixed header (the issue's "no scrolling during a turn").  The
button is "Lancer", or "Annuler" for a game with no throws (Marelle's modern
rules).  The same board.js fits the board in JupyterLab
(test_boards_in_jupyterlab.py); here the site's own layout is what is tested:
Material's header, its sidebars, the Jouer pages' title.  Each lesson board is
also checked there as it comes alive (the lesson's position, moves and status)
and plays a first move, each lesson page opened once.  Screenshots go to
``test-artifacts/site-fit-*.png``.
"""

import contextlib
import json

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from jocari_edu import game_class, load_record, new_game
from jocari_edu.widgets.controller import MOVES_SHOWN, BoardController

from .conftest import shot
from .test_boards_in_jupyterlab import SCREENS, act, apply, bring_to_a_throw, next_actions, show_a_refusal, switch
from .test_live_site import PLAY, agree_all, lesson_boards, lines, listed, moves, start, wait_alive, watch

pytestmark = pytest.mark.browser

# Is every part inside what the window shows, below the site's fixed header?  A "Jouer" page is
# looked at as it opens (scrolled to its top); a lesson's board once scrolled into view.
FITS = """([el, selector, atTop]) => {
  if (atTop) window.scrollTo(0, 0); else el.scrollIntoView({block: 'start'});
  const top = document.querySelector('.md-header').getBoundingClientRect().bottom;
  const right = document.documentElement.clientWidth;
  return [el.querySelector('.jw-stage svg'), el.querySelector(selector), el.querySelector('.jw-status')]
    .map(n => n.getBoundingClientRect())
    .every(r => r.height > 0 && r.top >= top - 0.5 && r.bottom <= innerHeight + 0.5
                && r.left >= -0.5 && r.right <= right + 0.5);
}"""


FILLS = """root => {
  const main = root.querySelector('.jw-main'), svg = root.querySelector('.jw-stage svg').getBoundingClientRect();
  const row = getComputedStyle(main).flexDirection === 'row';
  const column = main.clientWidth - (row ? root.querySelector('.jw-side').offsetWidth
                                           + parseFloat(getComputedStyle(main).columnGap) : 0);
  return svg.height >= parseFloat(root.style.getPropertyValue('--jw-board-h')) - 1 || svg.width >= column - 1;
}"""


@pytest.fixture(scope="module")
def fit_context(visitor_context):
    """One browser context for these tests: its cache keeps Python from one page to the next."""
    context = watch(visitor_context(viewport={"width": 1400, "height": 1000}, service_workers="block"))
    yield context
    context.close()


@pytest.fixture
def fit_page(fit_context):
    page = fit_context.new_page()
    fit_context.outside.clear()
    fit_context.console.clear()
    yield page
    if page.url.startswith("http"):  # the games this test played, kept for a reload (#38): not the next test's
        page.evaluate("localStorage.clear()")
    page.close()
    assert fit_context.outside == [] and fit_context.console == []


def check_fit(page, root, button, at_top, picture):
    """Wait until the board has refitted to the window, save a screenshot, then say what does not fit."""
    args = [root.element_handle(), button, at_top]
    try:  # board.js refits after a resize or a new layout: wait for that state
        page.wait_for_function(FITS, arg=args, timeout=10_000)
    except Exception:
        pass  # the assertions below say what does not fit
    shot(page, picture)
    fits = page.evaluate(FITS, args)
    boxes = {s: root.locator(s).first.bounding_box() for s in (".jw-stage svg", button, ".jw-status")}
    size = page.viewport_size
    assert fits, (picture.name, size, boxes)
    assert root.locator(button).is_visible(), picture.name
    if at_top:
        assert page.evaluate("scrollY") == 0
    # fitting must not mean shrinking to a stamp: the board is as tall as its room, or as wide as its column
    assert root.evaluate(FILLS), (picture.name, boxes)


def both_modes(page, root, button, at_top, artifacts, stem):
    """Normal mode, then "Mode classe", each checked at both projector sizes."""
    for classroom in (False, True):
        if classroom:
            page.set_viewport_size({"width": 1400, "height": 1000})
            switch(page, root, "classroom", True)
        for width, height in SCREENS:
            page.set_viewport_size({"width": width, "height": height})
            check_fit(page, root, button, at_top,
                      artifacts / f"site-fit-{stem}-{width}x{height}{'-classe' if classroom else ''}.png")


@pytest.mark.parametrize("name", sorted(PLAY))
def test_a_jouer_page_shows_its_whole_board_and_throw_button_as_it_opens(built_site, fit_page, artifacts, name):
    """The page opened on each projector screen (each opening starts Python once; nothing is asked outside
    localhost: fit_page); then each of the game's rule sets, chosen on that board, at a throw with a refusal
    explained (the most a turn shows), in both modes at both sizes."""
    page = fit_page
    loads = []
    page.on("request", lambda r: loads.append(r.url) if r.url.endswith("pyodide.asm.wasm") else None)
    for width, height in SCREENS:  # the page opened on the projector's screen itself
        page.set_viewport_size({"width": width, "height": height})
        loads.clear()
        page.goto(f"{built_site.url}/{PLAY[name]}")
        assert page.locator(".jocari-live").count() == 1, name
        root = wait_alive(page, page.locator(".jocari-live"))
        assert len(loads) == 1, (name, width, height, loads)
        opened = new_game(name, root.get_attribute("data-rule-set"))
        button = ".jw-roll" if opened.awaiting_throw else ".jw-undo"  # Doze canes: choose the house first
        check_fit(page, root, button, True, artifacts / f"site-fit-{name}-opened-{width}x{height}.png")
    for rule_set in game_class(name).RULE_SETS:  # the same page, a new game of each rule set
        page.set_viewport_size({"width": 1400, "height": 1000})
        switch(page, root, "classroom", False)
        controller = start(page, root, name, rule_set)
        bring_to_a_throw(page, root, controller)
        show_a_refusal(page, root, controller)  # "Pourquoi ?" open: the most a turn shows beside the board
        button = ".jw-roll" if controller.game.HAS_CHANCE else ".jw-undo"
        both_modes(page, root, button, True, artifacts, f"{name}-{rule_set}")


# the move list shows ``n`` steps ("Blanc : 9-12"; not the line saying how many came before)
SHOWS_MOVES = """([r, n]) => [...r.querySelectorAll('.jw-moves li')].filter(li => li.textContent.includes(' : ')).length === n"""


def lesson_hosts(site_dir):
    """(lesson page, board index, its view as the lesson printed it) for every board of every lesson but its
    exercises (#41: a board in exercise mode offers no undo and takes a wrong move back; its own tests answer it,
    tests/browser/test_worksheet_exercises.py and the exercise board's)."""
    for name in lesson_boards(site_dir):
        text = (site_dir / "lecons" / name).read_text(encoding="utf-8")
        for i, spec in enumerate(text.split('class="jocari-live-spec">')[1:]):
            view = json.loads(spec.split("</script>", 1)[0])["view"]
            if not view.get("exercise"):
                yield name, i, view


def test_every_lesson_board_comes_alive_where_the_lesson_printed_it_fits_and_plays(built_site, fit_page, artifacts):
    """Every board of every lesson, woken in turn on its page (each page opened once): the lesson's position,
    moves and status; its whole board and button once scrolled into view, in both modes at both sizes; then a
    first move played as the lesson offers it.  One Python a page (its files asked once), nothing asked outside
    localhost (fit_page)."""
    page = fit_page
    loads = []
    page.on("request", lambda r: loads.append(r.url) if r.url.endswith("pyodide.asm.wasm") else None)
    boards = list(lesson_hosts(built_site.dir))
    assert {n for n, _, _ in boards} >= {"01_senet.html", "02_marelle.html", "03_doze_canes.html",
                                         "04_jacquet.html", "06_guide_enseignant.html"}
    for k, (name, i, view) in enumerate(boards):
        if k == 0 or boards[k - 1][0] != name:
            page.set_viewport_size({"width": 1400, "height": 1000})
            page.goto(f"{built_site.url}/lecons/{name}")
        game = load_record(view["record"])  # the notebook's own record of that board
        assert game.position() == view["position"], (name, i)
        root = wait_alive(page, page.locator(".jupyter-wrapper .jocari-live").nth(i))
        # the board as the lesson printed it, once Python's first view is drawn ("ready" may come a frame before its
        # move list: a busy machine's fresh clone read an empty list once); the assertions below say what differs
        with contextlib.suppress(PlaywrightTimeout):
            page.wait_for_function(SHOWS_MOVES, arg=[root.element_handle(), len(listed(game))], timeout=60_000)
        assert root.get_attribute("data-position") == game.position(), (name, i)
        assert moves(root) == listed(game), (name, i)
        if len(game.history) > MOVES_SHOWN:  # a long game: the list says how many steps came before
            earlier = len(game.history) - MOVES_SHOWN
            assert lines(root)[0].startswith(f"… {earlier} étapes plus tôt"), (name, i, lines(root)[0])
        assert root.locator(".jw-status").text_content() == view["status"], (name, i)
        assert root.locator(".jw-settings").is_visible() and root.locator(".jw-undo").is_visible(), (name, i)
        # its whole board once scrolled into view
        button = ".jw-roll" if game.awaiting_throw else ".jw-undo"  # a move to click: no throw button shown
        both_modes(page, root, button, False, artifacts, f"lecon-{name.removesuffix('.html')}-{i}")
        page.set_viewport_size({"width": 1400, "height": 1000})  # the next board as a visitor first sees it
        switch(page, root, "classroom", False)
        # a first move, where the lesson lets the pupil play
        if view["opponent"] == "human" and not game.is_over:
            controller = BoardController(game, opponent=view["opponent"], numbers=view["numbers"])
            if game.awaiting_throw and not view.get("teacher"):
                switch(page, root, "teacher", True)  # the teacher's tool sets the throw the test plays
            for action in next_actions(controller, 0):
                act(page, root, action)
                apply(controller, action)
                agree_all(root, controller)
        if k + 1 == len(boards) or boards[k + 1][0] != name:  # the page's last board: one Python for them all
            assert len(loads) == 1, (name, loads)
            loads.clear()
