"""Boards that play on the published site: the rules package in the browser (Pyodide, in a Web Worker).

The site is built once (``built_site``) and served on localhost; Debian's
Chromium opens it.  After each click the page must show what a
:class:`BoardController` shows when given the same clicks in this process
(the same oracle as the JupyterLab tests): the same position, move list,
announcement and "Pourquoi ?" text.  No request may leave localhost and no
page may log an error.  Python runs in the page's worker: the page's own
thread never runs a task over 50 ms while Python starts or the computer thinks.
"""

import base64
import html
import json
import subprocess
import sys
import zipfile
import zlib
from urllib.parse import urlparse

import pytest

from jocari_edu import RecordError, game_class, load_record, new_game
from jocari_edu.games.senet import Senet
from jocari_edu.render import picture_of
from jocari_edu.share import from_link, to_link
from jocari_edu.widgets.controller import MOVES_SHOWN, BoardController
from jocari_edu.widgets.live import site_text
from tests.widgets.test_tutor import COSTLY as TUTOR_COSTLY

from .conftest import ARTIFACTS, ROOT, harness, shot
from .test_boards_in_jupyterlab import (
    HIGHLIGHTED,
    HINT_STEPS,
    SPECS,
    act,
    agree,
    apply,
    ask_hint,
    hint_agrees,
    next_actions,
    settings,
    switch,
    the_costly_move_is_held,
)

pytestmark = pytest.mark.browser
SEED = 3
PLAY = {name: f"{name.replace('_', '-')}/jouer.html" for name in {n for n, _ in SPECS}}
READY_MS = harness.READY_MS  # Python's first start on a busy shared machine


def watch(context):
    """Record every request leaving localhost and every console error of a browser context."""
    context.outside, context.console = [], []

    def request(r):
        if urlparse(r.url).hostname not in ("127.0.0.1", None) and not r.url.startswith(("data:", "blob:")):
            context.outside.append(r.url)
    context.on("request", request)
    context.on("console", lambda m: context.console.append(f"{m.type}: {m.text}") if m.type == "error" else None)
    context.on("weberror", lambda e: context.console.append(f"pageerror: {e.error}"))
    return context


@pytest.fixture(scope="module")
def live_context(visitor_context):
    """One context for the play tests: the browser's cache keeps Python after the first page."""
    context = watch(visitor_context(viewport={"width": 1400, "height": 1000}, service_workers="block",
                                        accept_downloads=True))
    yield context
    context.close()


@pytest.fixture
def live_page(live_context):
    page = live_context.new_page()
    live_context.outside.clear()
    live_context.console.clear()
    yield page
    if page.url.startswith("http"):  # the games this test played, kept for a reload (#38): not the next test's
        page.evaluate("localStorage.clear()")
    page.close()
    assert live_context.outside == []
    assert live_context.console == []


def wait_alive(page, host):
    """The board started as a learner starts it (a touch), once it is ready."""
    state = harness.wake_board(page, host)
    assert state == "ready", host.locator(".jocari-live-note").text_content()
    assert host.locator(".jocari-live-note").is_hidden()
    return host.locator(".jw-root")


def open_play(page, url):
    page.goto(url)
    host = page.locator(".jocari-live")
    assert host.count() == 1
    return host, wait_alive(page, host)


def choose(page, host, which):
    """A "Jouer" page's choice of opponent, above its board: 0 the computer, 1 two players."""
    button = host.locator(".jocari-choice button").nth(which)
    button.click()
    page.wait_for_function("b => b.getAttribute('aria-pressed') === 'true'", arg=button.element_handle())


def two_players(page, root):
    """« À deux sur cet écran »: a "Jouer" page's board opens against the computer."""
    choose(page, root.locator("xpath=ancestor::div[contains(concat(' ', @class, ' '), ' jocari-live ')][1]"), 1)


def in_python(page, code):
    """Python code run in the page's own Python (its worker); its value as text."""
    return page.evaluate("""async (code) => {
        const boot = document.querySelector("script[data-jocari-live]").src;
        const { runPython } = await import(new URL("live.js", boot).href);  // the page's own module
        return runPython(code);
    }""", code)


def lines(root):
    """The move list as the page shows it: each step with its side ("Blanc : 9-12")."""
    return root.locator(".jw-moves li").all_text_contents()


def moves(root):
    """The steps of the move list in the rules' notation, without the side (a long game's list shows its latest
    steps under a line saying how many came before: that line is not a step)."""
    return [line.split(" : ", 1)[1] for line in lines(root) if " : " in line]


def listed(game):
    """The steps of ``game`` a board's move list shows: the latest ``MOVES_SHOWN``."""
    return game.moves_notation()[-MOVES_SHOWN:]


def agree_all(root, controller):
    agree(root, controller)
    assert lines(root) == controller.view()["moves"]
    assert moves(root) == listed(controller.game)


def click(page, root, selector):
    before = root.get_attribute("data-version")
    root.locator(selector).click()
    page.wait_for_function("([el, v]) => el.dataset.version !== v", arg=[root.element_handle(), before])


def start(page, root, name, rule_set):
    """Two players; the rule set chosen in the board's own settings; a new game, in teacher mode (set throws)."""
    two_players(page, root)
    switch(page, root, "teacher", True)
    with settings(root):
        root.locator(".jw-ruleset").select_option(rule_set)
    click(page, root, ".jw-new")
    controller = BoardController(new_game(name, rule_set, seed=SEED))
    agree_all(root, controller)
    return controller


def play_events(page, root, controller, events):
    step = 0
    while len(controller.game.history) < events and not controller.game.is_over:
        for action in next_actions(controller, step):
            act(page, root, action)
            apply(controller, action)
            agree_all(root, controller)
        step += 1


def unpack(link):
    packed = link.split(".", 1)[1]
    return json.loads(zlib.decompress(base64.urlsafe_b64decode(packed + "=" * (-len(packed) % 4))))


def pack(fields):
    data = json.dumps(fields, separators=(",", ":")).encode()
    return "1." + base64.urlsafe_b64encode(zlib.compress(data)).decode().rstrip("=")


# -- the files ---------------------------------------------------------------------------------


def test_the_site_serves_the_very_same_board_as_the_widget_package(built_site):
    live = built_site.dir / "assets" / "live"
    for name in ("board.js", "board.css"):
        assert (live / name).read_bytes() == (ROOT / "jocari_edu" / "widgets" / name).read_bytes(), name


def test_the_rules_wheel_holds_the_package_and_imports_alone(built_site):
    wheel = next((built_site.dir / "assets" / "live").glob("jocari_edu-*-py3-none-any.whl"))
    code = ("import sys; sys.path.insert(0, sys.argv[1]); import jocari_edu, jocari_edu.share, jocari_edu.widgets.live;"
            "assert jocari_edu.__file__.startswith(sys.argv[1]); print(jocari_edu.new_game('senet', seed=1).position())")
    out = subprocess.run([sys.executable, "-I", "-c", code, str(wheel)], capture_output=True, text=True, cwd=wheel.parent)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == new_game("senet", seed=1).position()


def test_lesson_pages_no_longer_carry_a_dead_copy_of_their_boards(built_site):
    for page in sorted((built_site.dir / "lecons").glob("*.html")):
        text = page.read_text(encoding="utf-8")
        assert "jocari_edu.widgets.board.Board" not in text, page.name


def test_the_offline_cache_lists_python_the_boards_and_every_page(built_site):
    sw = (built_site.dir / "sw.js").read_text(encoding="utf-8")
    files = json.loads(sw.split("const FILES = ", 1)[1].split(";\n", 1)[0])
    pages = {p.relative_to(built_site.dir).as_posix() for p in built_site.dir.rglob("*.html")}
    assert pages <= set(files)
    assert {"assets/live/live.js", "assets/live/board.js", "assets/live/pyodide/pyodide.asm.wasm",
            "assets/live/pyodide/python_stdlib.zip"} <= set(files)
    assert all((built_site.dir / f).is_file() for f in files)


def test_the_site_serves_pyodides_whole_standard_library_what_python_reads_first_compiled(built_site):
    """Pyodide's npm package ships the standard library as sources; the site ships what the start reads compiled."""
    with zipfile.ZipFile(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip") as zf:
        npm = set(zf.namelist())
    with zipfile.ZipFile(built_site.dir / "assets" / "live" / "pyodide" / "python_stdlib.zip") as zf:
        site = {name: zf.read(name) for name in zf.namelist()}
    # every module still there, as its source or as its bytecode
    assert {name.removesuffix("c") if name.endswith(".pyc") else name for name in site} == npm
    pycs = [data for name, data in site.items() if name.endswith(".pyc")]
    assert {"encodings/__init__.pyc", "json/__init__.pyc", "_pyodide/_base.pyc"} <= set(site)
    # one interpreter's magic number, and each an unchecked hash-based pyc (PEP 552: flags == 1)
    assert len({data[:4] for data in pycs}) == 1
    assert {data[4:8] for data in pycs} == {(1).to_bytes(4, "little")}


def first_tap_on_lancer(page, host):
    """A sleeping board woken by a click on « Lancer » itself (not on the « touch to play » button): that click
    throws once Python is there (#38: the loading note pushed « Lancer » away between the touch and the click)."""
    host.scroll_into_view_if_needed()
    page.wait_for_function("h => !!h.querySelector('.jocari-live-start')", arg=host.element_handle())
    assert host.get_attribute("data-live") == "static"
    roll = host.locator(".jw-roll")
    before = roll.bounding_box()
    roll.click()
    assert host.get_attribute("data-live") == "loading"
    assert roll.bounding_box() == before  # nothing moved under the pointer
    page.wait_for_function("h => h.dataset.live === 'ready' && h.querySelectorAll('.jw-moves li').length > 0",
                           arg=host.element_handle(), timeout=READY_MS)
    assert host.locator(".jocari-live-note").is_hidden()


@pytest.mark.parametrize("name", ["senet", "doze_canes"])
def test_a_first_click_on_lancer_throws_and_python_compiles_nothing_it_imports(built_site, live_page, name):
    """The board woken by a click on « Lancer » throws (where the game starts with a throw: not Doze canes,
    whose first player chooses a house); every module Python imported for it came compiled with the site: the
    stdlib and the rules."""
    page = live_page
    if new_game(name).awaiting_throw:
        page.goto(f"{built_site.url}/{PLAY[name]}")
        first_tap_on_lancer(page, page.locator(".jocari-live"))
    else:
        open_play(page, f"{built_site.url}/{PLAY[name]}")
    result = in_python(page, """
import json, sys
rules, compiled = [], []
for module in list(sys.modules.values()):
    if getattr(module.__spec__, "origin", None) in (None, "frozen", "built-in"):
        continue  # inside the interpreter itself
    path = getattr(module, "__file__", None) or ""
    if path.endswith(".py"):  # a source: fine only if its shipped bytecode was read (never written here)
        cached = getattr(module, "__cached__", None)
        flags = open(cached, "rb").read(8)[4:8] if cached else b""
        group = rules if module.__name__.startswith("jocari_edu") else compiled
        group.append([module.__name__, flags == (1).to_bytes(4, "little")])
    elif path.endswith(".pyc"):
        compiled.append([module.__name__, True])
json.dumps([rules, compiled])
""")
    rules, stdlib = json.loads(result)
    assert len(rules) > 20 and [module for module, shipped in rules if not shipped] == []
    assert len(stdlib) > 20 and [module for module, shipped in stdlib if not shipped] == []


# -- a board starts when touched ----------------------------------------------------------------


def test_a_board_seen_but_not_touched_downloads_no_python_and_a_key_starts_it(built_site, live_page):
    """On view, the board's saved picture and one button saying a touch starts it (Python's sentence);
    no Python file is asked for until the learner acts: here a keyboard user, Tab then Enter."""
    page = live_page
    python = []
    page.on("request", lambda r: python.append(r.url) if "/assets/live/pyodide/" in r.url or ".whl" in r.url else None)
    page.goto(f"{built_site.url}/{PLAY['doze_canes']}")
    host = page.locator(".jocari-live")
    host.scroll_into_view_if_needed()
    start = host.locator(".jocari-live-start")
    start.wait_for()
    assert start.evaluate("b => b.tagName") == "BUTTON" and start.text_content() == site_text("touch")
    box = start.bounding_box()
    assert box["height"] >= 44 and box["width"] >= 44, box
    assert host.locator(".jw-stage svg").is_visible()  # the position, drawn by the build
    # the page scrolled, the mouse moved over the board, the layout settled: still asleep, nothing fetched
    host.hover()
    page.mouse.wheel(0, 200)
    page.wait_for_load_state("networkidle")
    assert host.get_attribute("data-live") == "static" and python == []
    # a keyboard user: Tab reaches the button (no start yet), Enter starts the board
    start.focus()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    assert start.evaluate("b => b === document.activeElement") and host.get_attribute("data-live") == "static"
    page.keyboard.press("Enter")
    page.wait_for_function("h => h.dataset.live === 'ready'", arg=host.element_handle(), timeout=READY_MS)
    assert start.count() == 0 and any(u.endswith("pyodide.asm.wasm") for u in python)


# -- playing ---------------------------------------------------------------------------------


def every_rule_set_plays_by_clicks(page, root, name):
    """Each rule set of the game, chosen in the board's settings one after the other on the same page (one
    Python): 20 events by clicks, the page agreeing with the rules at each; an illegal click explained and
    changing nothing; « Annuler » taking back the last event."""
    for rule_set in game_class(name).RULE_SETS:
        controller = start(page, root, name, rule_set)
        play_events(page, root, controller, 20)
        assert len(controller.game.history) >= 20, rule_set
        # an illegal click shows the rules' own explanation and changes nothing
        g = controller.game
        squares = root.locator(".jw-stage [data-square]").evaluate_all("els => els.map(e => e.dataset.square)")
        used = set() if g.awaiting_throw else {s for m in g.legal_moves() for s in picture_of(g).squares_of(g, m)}
        bad = next(s for s in squares if s not in used)
        position = g.position()
        act(page, root, ("click", bad))
        apply(controller, ("click", bad))
        assert controller.why and controller.game.position() == position, rule_set
        agree_all(root, controller)
        assert root.locator(".jw-why").is_visible(), rule_set
        # undo takes back the last event
        click(page, root, ".jw-undo")
        controller.undo()
        agree_all(root, controller)


def test_options_chosen_on_the_toolbar_start_that_game(built_site, live_page):
    page = live_page
    _, root = open_play(page, f"{built_site.url}/{PLAY['marelle']}")
    allowed = game_class("marelle").OPTION_VALUES
    with settings(root):
        root.locator(".jw-ruleset").select_option("modern")
        root.locator('select[data-option="flying"]').select_option(str(allowed["flying"].index(False)))
    click(page, root, ".jw-new")
    assert root.get_attribute("data-rule-set") == "modern"
    assert root.locator('select[data-option="flying"]').input_value() == str(allowed["flying"].index(False))


def test_the_computer_answers_on_the_jouer_page(built_site, live_page):
    page = live_page
    _, root = open_play(page, f"{built_site.url}/{PLAY['senet']}")
    start(page, root, "senet", "standard")
    with settings(root):
        root.locator(".jw-opponent").select_option("moyen")  # a level, by its name in the menu
        assert root.locator(".jw-opponent option:checked").text_content() == "Adversaire : ordinateur (moyen)"
        root.locator(".jw-pace").select_option("fast")
    act(page, root, ("throw", [2]))
    act(page, root, ("click", "9"))
    act(page, root, ("click", "11"))  # a 2 gives no extra throw: the computer (Black) throws and moves
    page.wait_for_function("el => el.querySelectorAll('.jw-moves li').length >= 4 && !el.querySelector('.jw-roll').disabled",
                           arg=root.element_handle(), timeout=30_000)
    history = lines(root)
    assert history[:2] == ["Blanc : (2)", "Blanc : 9-11"]
    assert history[2].startswith("Noir : (") and history[3].startswith("Noir : ") and "(" not in history[3]
    assert "Blanc" in root.locator(".jw-status").text_content()
    # « Mode entraînement » (#41), on the same page: a game at a costly choice opened from a link, the setting ticked
    # in « Réglages », the costly move held with the sentence Python gives, « Jouer quand même » passes it
    costly = to_link(Senet.from_position(TUTOR_COSTLY, "standard"), {"opponent": "moyen", "pace": "step"})
    page.evaluate("f => { location.hash = 'partie=' + f; }", costly)
    page.wait_for_function("([el, p]) => el.dataset.position === p", arg=[root.element_handle(), TUTOR_COSTLY],
                           timeout=60_000)
    with settings(root):
        tick = root.locator("input.jw-tutor")
        assert tick.locator("xpath=..").text_content() == "Mode entraînement" and not tick.is_checked()
        tick.check()
        page.wait_for_function("el => el.querySelector('.jw-tutor-banner').dataset.state === 'idle'",
                               arg=root.element_handle(), timeout=60_000)
    controller = the_costly_move_is_held(page, root)
    banner = root.locator(".jw-tutor-banner")
    shot(root, ARTIFACTS / "tutor-held.png")
    click(page, root, ".jw-tutor-play")
    controller.tutor_play()
    agree_all(root, controller)
    assert moves(root) == ["9-14"] and banner.get_attribute("data-state") == "idle"


def test_the_hint_on_the_jouer_page_marks_the_move_and_says_why(built_site, live_page):
    page = live_page
    _, root = open_play(page, f"{built_site.url}/{PLAY['marelle']}")
    # the page's board as it opens, against the computer (Breyer's rules throw the dice first: the hint says so)
    controller = BoardController(new_game("marelle", root.get_attribute("data-rule-set")), opponent="moyen")
    ask_hint(page, root)
    controller.hint()
    hint_agrees(root, controller)
    controller = start(page, root, "marelle", "modern")  # no throw: a placement at once
    assert root.locator(".jw-hint").is_hidden()
    for step in range(2):  # at the start, then after a placement of each side
        ask_hint(page, root)
        assert controller.hint()
        hint_agrees(root, controller)
        (square,) = controller.view()["hint"]["squares"]  # a placement: one point
        assert root.evaluate(HINT_STEPS) == [[square, "1"]]  # ringed on the picture
        act(page, root, ("click", square))
        apply(controller, ("click", square))
        agree_all(root, controller)
        assert root.locator(".jw-hint").is_hidden() and root.evaluate(HIGHLIGHTED) == []
        assert root.evaluate(HINT_STEPS) == []
        for action in next_actions(controller, step):
            act(page, root, action)
            apply(controller, action)


def test_a_thrown_game_is_saved_to_a_file_and_loaded_back(built_site, live_page, tmp_path):
    page = live_page
    _, root = open_play(page, f"{built_site.url}/{PLAY['senet']}")
    two_players(page, root)
    senet = game_class("senet")
    while root.locator(".jw-moves li").count() < 6:  # real throws, drawn by Python in the page
        if root.locator(".jw-roll").is_enabled():
            click(page, root, ".jw-roll")
            continue
        shown = BoardController(senet.from_position(root.get_attribute("data-position"), "standard"))
        for action in next_actions(shown, 0):
            act(page, root, action)
    shown = root.get_attribute("data-position")
    with page.expect_download() as download:
        root.locator(".jw-save").click()
    path = tmp_path / download.value.suggested_filename
    download.value.save_as(path)
    game = load_record(path.read_text(encoding="utf-8"))
    assert game.position() == shown and listed(game) == moves(root)
    assert any(e.by == "random" for e in game.history)
    # a new game, then the file: the board replays it from the start, and "fin »" shows where it stopped
    click(page, root, ".jw-new")
    before = root.get_attribute("data-version")
    root.locator(".jw-file").set_input_files(str(path))
    page.wait_for_function("([el, v]) => el.dataset.version !== v", arg=[root.element_handle(), before])
    oracle = BoardController(new_game("senet", "standard", seed=SEED))
    oracle.load(path.read_text(encoding="utf-8"), replay=True)
    agree(root, oracle)
    click(page, root, ".jw-replay-last")
    oracle.replay_to(10**9)
    agree(root, oracle)
    assert root.get_attribute("data-position") == shown


# every menu of the settings wide enough for its chosen text (never « Marelle (d'après C. Breye »), inside the side
MENUS_WHOLE = """root => { const side = root.querySelector('.jw-side').getBoundingClientRect();
  const ctx = document.createElement('canvas').getContext('2d');
  return [...root.querySelectorAll('.jw-settings select')].filter(sel => {
    ctx.font = getComputedStyle(sel).font; const r = sel.getBoundingClientRect();
    return ctx.measureText(sel.selectedOptions[0].text).width + 30 > r.width || r.right > side.right + 0.5;
  }).map(sel => sel.selectedOptions[0].text); }"""


# « Mode classe »'s picture at a projector: each word of the board as the screen shows it (its box, in CSS px), the
# words that meet another, the words and pieces out of the picture, and the words on a piece (a circle of a piece, a pawn, a
# checker, a hand or a take). A square's own number or name and a checker's count are drawn on their square or
# piece: they are checked against the other words and the picture's edge only.
LABELS = """svg => {
  const frame = svg.getBoundingClientRect();
  const words = [...svg.querySelectorAll('text')].filter(t => t.textContent.trim() && t.getClientRects().length)
    .map(t => [t.textContent.trim(), t.getBoundingClientRect(), t.closest('.square, .point, .checker, .piece, .pawn')]);
  const meets = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5
    && b.top < a.bottom - 0.5;
  const overlaps = [];
  words.forEach(([w, a], i) => words.slice(i + 1).forEach(([v, b]) => { if (meets(a, b)) overlaps.push(`${w} / ${v}`); }));
  const pieces = [...svg.querySelectorAll('.piece circle, .pawn circle, .checker circle, .hand circle, .taken circle')]
    .map(c => c.getBoundingClientRect());
  const onPieces = words.filter(([, a, own]) => !own && pieces.some(c => {
    const r = c.width / 2, cx = c.left + r, cy = c.top + r;
    const dx = Math.max(a.left - cx, 0, cx - a.right), dy = Math.max(a.top - cy, 0, cy - a.bottom);
    return dx * dx + dy * dy < (r - 0.5) ** 2; })).map(([w]) => w);
  const inside = b => b.left >= frame.left - 0.5 && b.right <= frame.right + 0.5 && b.top >= frame.top - 0.5
    && b.bottom <= frame.bottom + 0.5;
  return {heights: words.map(([w, b]) => [w, Math.round(b.height * 10) / 10]), overlaps, onPieces,
          outside: words.filter(([, b]) => !inside(b)).map(([w]) => w).concat(
            pieces.filter(c => !inside(c)).map(c => `a piece at ${Math.round(c.left)}, ${Math.round(c.top)}`))};
}"""


def at_a_projector_the_side_takes_the_width_menus_are_whole_and_mode_classe_writes_the_board_large(
        page, root, artifacts, name):
    """1366×768 (#38), the page opened there: the side uses the width the board leaves (no empty half), no settings
    menu is cut, in normal mode and in « Mode classe », where every word of the picture (square numbers, « en
    main », « Q1 : choisir », the legends, the counts) is 20 px high or more on the screen, none meets another or a
    piece, all inside it."""
    board, side = root.locator(".jw-stage svg").bounding_box(), root.locator(".jw-side").bounding_box()
    whole = root.bounding_box()
    assert side["x"] >= board["x"] + board["width"]  # beside the board
    assert whole["x"] + whole["width"] - (side["x"] + side["width"]) < 0.1 * whole["width"], (board, side, whole)
    with settings(root):
        assert root.evaluate(MENUS_WHOLE) == []
    normal = root.locator(".jw-stage svg").evaluate(LABELS)
    switch(page, root, "classroom", True)  # Python draws the picture anew, with its words large
    with settings(root):
        assert root.evaluate(MENUS_WHOLE) == []
    shot(page, artifacts / f"projector-classe-{name}.png")
    large = root.locator(".jw-stage svg").evaluate(LABELS)
    small = [(w, h) for w, h in large["heights"] if h < 20]
    assert large["heights"] and small == [], (small, "smallest word before: ", min(h for _, h in normal["heights"]))
    assert large["overlaps"] == [] and large["onPieces"] == [] and large["outside"] == [], large
    stage = root.locator(".jw-stage svg").bounding_box()
    assert stage["y"] + stage["height"] <= 768 and stage["width"] >= board["width"] - 1, (stage, board)  # whole, as large


def test_the_home_page_plays_each_game_in_one_tap(built_site, live_page):
    """« Jouer tout de suite » on the home page (#38): each game's "Jouer" page, a 44 px target on a phone."""
    page = live_page
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{built_site.url}/index.html")
    links = page.locator(".jocari-play-now a")
    assert sorted(links.evaluate_all("as => as.map(a => a.getAttribute('href'))")) == sorted(PLAY.values())
    assert all(box["height"] >= 44 for box in links.evaluate_all(
        "as => as.map(a => a.getBoundingClientRect().toJSON())"))
    assert links.first.bounding_box()["y"] < 844  # on the first screen
    links.filter(has_text="Jacquet").click()
    page.wait_for_url(f"{built_site.url}/{PLAY['jacquet']}")
    page.locator(".jocari-live .jocari-live-start").wait_for()


def test_the_timeline_on_a_phone_writes_no_text_under_12_px(built_site, live_page):
    """The history page's timeline at 390 px wide (#38): every word at 12 CSS px or more, the figure scrolling
    sideways rather than the page."""
    page = live_page
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{built_site.url}/senet/histoire.html")
    figure = page.locator(".jocari-frise-figure").first
    smallest = figure.evaluate("""f => { const svg = f.querySelector('svg');
        const k = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        return Math.min(...[...svg.querySelectorAll('text')].map(t => parseFloat(t.getAttribute('font-size')) * k)); }""")
    assert smallest >= 12
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth + 1")  # only the figure scrolls
    # from its start: nothing of it left of the figure, where no scroll reaches
    assert figure.evaluate("f => f.querySelector('svg').getBoundingClientRect().left >= f.getBoundingClientRect().left - 0.5")


def test_a_reload_offers_the_game_in_progress_back(built_site, live_page, artifacts):
    """The game in progress is kept in the browser (#38): after a reload the board asks « Reprendre la partie ? »;
    « Oui » opens it at the same position with the same settings, « Non » on a fresh game, and forgets it."""
    page = live_page
    url = f"{built_site.url}/{PLAY['marelle']}"
    host, root = open_play(page, url)
    fresh = root.get_attribute("data-position")
    controller = start(page, root, "marelle", "modern")
    play_events(page, root, controller, 5)
    with settings(root):
        root.locator(".jw-pace").select_option("step")
        page.wait_for_function("el => el.querySelector('.jw-pace').value === 'step'", arg=root.element_handle())
    page.reload()
    resume = host.locator(".jocari-live-resume")
    resume.wait_for()
    assert resume.locator("span").text_content() == site_text("resume")
    assert host.get_attribute("data-live") == "static"
    assert all(b["height"] >= 44 for b in resume.locator("button").evaluate_all(
        "bs => bs.map(b => b.getBoundingClientRect().toJSON())"))
    page.screenshot(path=str(artifacts / "resume-offered.png"))
    resume.locator(".jocari-live-resume-yes").click()
    page.wait_for_function("([r, p]) => r.dataset.position === p", arg=[root.element_handle(),
                           controller.game.position()], timeout=READY_MS)
    assert moves(root) == listed(controller.game)
    assert root.locator(".jw-pace").input_value() == "step" and root.locator(".jw-teacher").is_checked()
    assert host.locator(".jocari-live-resume").count() == 0
    # « Non »: the page's own fresh board, and the kept game forgotten
    page.reload()
    host.locator(".jocari-live-resume-no").click()
    page.wait_for_function("h => h.dataset.live === 'ready'", arg=host.element_handle(), timeout=READY_MS)
    assert root.get_attribute("data-position") == fresh and moves(root) == []
    page.reload()
    page.wait_for_function("h => !!h.querySelector('.jocari-live-start')", arg=host.element_handle())
    assert host.locator(".jocari-live-resume").count() == 0


def test_a_shared_link_opens_the_same_game_and_a_tampered_one_says_why(built_site, live_page):
    page = live_page
    _, root = open_play(page, f"{built_site.url}/{PLAY['senet']}")
    controller = start(page, root, "senet", "jequier")
    play_events(page, root, controller, 6)
    # the settings a player chose: the computer at « fort », step by step (it waits), no numbers
    with settings(root):
        root.locator(".jw-pace").select_option("step")
        page.wait_for_function("el => el.querySelector('.jw-pace').value === 'step'", arg=root.element_handle())
        root.locator(".jw-opponent").select_option("fort")
        page.wait_for_function("el => el.querySelector('.jw-opponent').value === 'fort'", arg=root.element_handle())
        root.locator(".jw-numbers").uncheck()
        page.wait_for_function("el => !el.querySelector('.jw-numbers').checked", arg=root.element_handle())
    link = share_link(page)
    assert link.startswith(f"{built_site.url}/senet/jouer.html#partie=1.")

    other = page.context.new_page()
    host, again = open_play(other, link)
    assert again.get_attribute("data-position") == controller.game.position()
    assert moves(again) == listed(controller.game)
    assert again.get_attribute("data-rule-set") == "jequier"
    assert again.locator(".jw-status").text_content().startswith(f"Partie chargée ({len(controller.game.history)} étapes).")
    # the same opponent at the same level, and the same settings
    assert again.locator(".jw-opponent").input_value() == "fort"
    assert again.locator(".jw-pace").input_value() == "step"
    assert not again.locator(".jw-numbers").is_checked() and again.locator(".jw-teacher").is_checked()
    assert host.locator(".jocari-choice button").all_text_contents() == [
        "Contre l'ordinateur (fort)", "À deux sur cet écran"]
    assert host.locator(".jocari-choice button").first.get_attribute("aria-pressed") == "true"

    fields = unpack(link.split("#partie=", 1)[1])
    fields[5][2] = "9-10"  # an event the rules refuse at that point
    other.goto("about:blank")
    _, broken = open_play(other, f"{built_site.url}/senet/jouer.html#partie={pack(fields)}")
    with pytest.raises(RecordError) as refused:
        from_link(pack(fields))
    assert broken.locator(".jw-why-text").text_content() == f"Lien de partie refusé : {refused.value.text('fr')}"
    assert broken.get_attribute("data-position") == new_game("senet", "standard").position()
    assert broken.locator(".jw-opponent").input_value() == "moyen"  # the page's own fresh board
    switch(other, broken, "teacher", True)
    act(other, broken, ("throw", [1]))  # and the fresh board plays
    assert moves(broken) == ["(1)"]

    other.goto("about:blank")
    _, garbled = open_play(other, f"{built_site.url}/senet/jouer.html#partie=1.n0t-a-game")
    assert garbled.locator(".jw-why-text").text_content() == (
        "Lien de partie refusé : Ce lien de partie est abîmé ou incomplet : il ne se lit pas.")
    other.close()


def share_link(page):
    """« Partager »: the link the page gives."""
    field = page.locator(".jocari-share-result input")
    before = field.input_value()
    page.locator(".jocari-share-button").click()
    page.wait_for_function("([f, v]) => f.value && f.value !== v", arg=[field.element_handle(), before])
    return field.input_value()


def test_a_link_of_another_game_opens_that_games_jouer_page(built_site, live_page):
    page = live_page
    _, root = open_play(page, f"{built_site.url}/{PLAY['senet']}")
    controller = start(page, root, "senet", "standard")
    play_events(page, root, controller, 3)
    fragment = share_link(page).split("#", 1)[1]
    page.goto("about:blank")
    page.goto(f"{built_site.url}/{PLAY['marelle']}#{fragment}")
    page.wait_for_url(f"{built_site.url}/{PLAY['senet']}#{fragment}", timeout=READY_MS)
    host = page.locator(".jocari-live")
    root = wait_alive(page, host)
    assert page.title() == "Jouer au Senet – jocari-edu"
    assert root.get_attribute("data-position") == controller.game.position()
    assert moves(root) == listed(controller.game)
    # and from the address bar, on a page already playing: the same
    other = new_game("doze_canes", seed=1)
    other.play(other.legal_moves()[0])  # the house to enter by
    page.evaluate("h => { location.hash = h; }", f"partie={to_link(other)}")
    page.wait_for_url(f"{built_site.url}/{PLAY['doze_canes']}#partie={to_link(other)}", timeout=READY_MS)
    root = wait_alive(page, page.locator(".jocari-live"))
    assert root.get_attribute("data-position") == other.position()


TITLES = {"senet": "Jouer au Senet", "marelle": "Jouer à la Marelle", "doze_canes": "Jouer à Doze canes",
          "jacquet": "Jouer au Jacquet"}  # the games' names as the build writes them (tools/typography_hooks.py)


@pytest.mark.parametrize("name", sorted(PLAY))
def test_each_jouer_page_fits_a_projector_offers_the_opponent_at_once_and_plays_every_rule_set_by_clicks(
        built_site, live_page, artifacts, name):
    """Each game's Jouer page opened once (one Python start) for three visitors' checks in turn: at a projector
    (the page opened at 1366×768), its title and its choice of opponent at once (at 1400×1000, from the page's top,
    « Mode classe » off again), then every rule set played by clicks."""
    page = live_page
    page.set_viewport_size({"width": 1366, "height": 768})
    host, root = open_play(page, f"{built_site.url}/{PLAY[name]}")
    at_a_projector_the_side_takes_the_width_menus_are_whole_and_mode_classe_writes_the_board_large(
        page, root, artifacts, name)
    switch(page, root, "classroom", False)
    page.set_viewport_size({"width": 1400, "height": 1000})
    page.evaluate("scrollTo(0, 0)")  # where a visitor arrives
    the_title_and_the_choice_of_opponent_at_once(page, built_site, host, root, name)
    every_rule_set_plays_by_clicks(page, root, name)


def the_title_and_the_choice_of_opponent_at_once(page, built_site, host, root, name):
    # before Python: the choice is already there, in the page, and the board is the computer's opponent
    text = (built_site.dir / PLAY[name]).read_text(encoding="utf-8")
    offered = [html.escape(words) + "</button>" for words in ("Contre l'ordinateur (moyen)", "À deux sur cet écran")]
    assert all(button in text for button in offered)
    assert page.title() == f"{TITLES[name]} – jocari-edu"
    assert page.locator("h1").first.text_content().rstrip("¶").strip() == TITLES[name]  # less its anchor
    buttons = host.locator(".jocari-choice button")
    assert buttons.all_text_contents() == ["Contre l'ordinateur (moyen)", "À deux sur cet écran"]
    assert [buttons.nth(i).get_attribute("aria-pressed") for i in range(2)] == ["true", "false"]
    assert root.locator(".jw-opponent").input_value() == "moyen"
    box = buttons.nth(1).bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= page.viewport_size["height"]  # no scrolling to find it
    choose(page, host, 1)  # one click: two players
    assert root.locator(".jw-opponent").input_value() == "human"
    assert buttons.first.get_attribute("aria-pressed") == "false"
    choose(page, host, 0)
    assert root.locator(".jw-opponent").input_value() == "moyen"


# -- Python off the page's thread ------------------------------------------------------------------

def thinking(page, host, until):
    """Wait until the board says the computer thinks (``until`` True) or has finished (False)."""
    page.wait_for_function("([h, on]) => h.dataset.thinking === String(on)", arg=[host.element_handle(), until],
                           timeout=READY_MS)


# In the page, from its first script: the Long Tasks API's reports (tasks of 50 ms or more, wall time) and each
# click on « Réglages » while Python starts or thinks, from the input's own time to the next frame the page
# draws (performance.now()).
WATCH_TASKS = """
window.jocariTasks = { long: [], settings: [] };
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.jocariTasks.long.push([e.startTime, e.duration]);
}).observe({ type: "longtask", buffered: true });
document.addEventListener("click", (event) => {
  const host = event.target.closest(".jocari-live");
  if (!event.target.closest(".jw-settings summary")) return;
  if (host.dataset.live !== "loading" && host.dataset.thinking !== "true") return;  // only while Python works
  const input = event.timeStamp;
  requestAnimationFrame(() => window.jocariTasks.settings.push(performance.now() - input));
}, true);
"""
LONGEST = """([start, end]) => Math.max(0, ...window.jocariTasks.long
  .filter(([t, d]) => t + d > performance.getEntriesByName(start)[0].startTime
                      && t < performance.getEntriesByName(end)[0].startTime).map(([, d]) => d))"""
# a freeze, as when Python ran on the page's thread (6-10 s to start, about 3 s per expert decision), is
# seconds long; a task's wall time on a shared host also counts the moments its thread waited for a core
FROZEN_MS = 500


def settings_clicks(page, root):
    """« Réglages » opened and closed by clicks: the page answers by itself, whatever Python does."""
    summary = root.locator(".jw-settings summary")
    summary.click()
    page.wait_for_function("r => r.querySelector('.jw-settings').open", arg=root.element_handle())
    summary.click()
    page.wait_for_function("r => !r.querySelector('.jw-settings').open", arg=root.element_handle())


def test_python_starting_and_the_expert_thinking_never_block_the_page(built_site, browser):
    """Python works in the page's worker: while it starts (after the board's first touch) and while the
    expert thinks and finds a hint, no task of the page's own thread takes over 50 ms of its time
    (Chromium's trace), none freezes the page (Long Tasks API), and « Réglages » answers clicks."""
    context = watch(browser.new_context(viewport={"width": 1366, "height": 768}, service_workers="block"))
    context.add_init_script(WATCH_TASKS)
    page = context.new_page()
    browser.start_tracing(page=page, categories=harness.TASK_CATEGORIES)
    try:
        page.goto(f"{built_site.url}/{PLAY['marelle']}")
        host = page.locator(".jocari-live")
        root = host.locator(".jw-root")
        assert harness.wake_board(page, host, settled=False) == "loading"  # the touch: Python starts
        settings_clicks(page, root)  # while Python starts
        assert harness.wake_board(page, host) == "ready"
        with settings(root):
            for selector, value in ((".jw-opponent", "expert"), (".jw-pace", "fast")):
                root.locator(selector).select_option(value)
                page.wait_for_function("([el, s, v]) => el.querySelector(s).value === v",
                                       arg=[root.element_handle(), selector, value])
            root.locator(".jw-ruleset").select_option("modern")
        click(page, root, ".jw-new")
        # the expert's move: a placement, then Black thinks (up to 3 s)
        act(page, root, ("click", "d2"))
        thinking(page, host, True)
        page.evaluate("performance.mark('test:expert-thinks')")
        host.locator(".jocari-live-thinking").wait_for(state="visible")  # with its sign
        assert host.locator(".jocari-live-thinking").text_content() == site_text("thinking")
        settings_clicks(page, root)  # the page answers meanwhile
        thinking(page, host, False)
        page.evaluate("performance.mark('test:expert-played')")
        assert len(lines(root)) == 2
        # the expert's hint
        root.locator(".jw-hint-button").click()
        thinking(page, host, True)
        page.evaluate("performance.mark('test:hint-asked')")
        thinking(page, host, False)
        page.evaluate("performance.mark('test:hint-shown')")
        assert root.locator(".jw-hint").is_visible() and root.locator(".jw-hint-text").text_content()
        answers = page.evaluate("window.jocariTasks.settings")
    finally:
        trace = browser.stop_tracing()
    measured = {}
    for start, end in (("jocari:python-asked", "jocari:board-ready"), ("test:expert-thinks", "test:expert-played"),
                       ("test:hint-asked", "test:hint-shown")):
        cpu, wall = harness.longest_task(trace, start, end)
        measured[start] = {"cpu": round(cpu, 1), "wall": round(wall, 1), "long_tasks_api": page.evaluate(LONGEST,
                                                                                                        [start, end])}
    print("longest task of the page's thread (ms):", measured, "« Réglages » answered (ms):", answers)
    for start, found in measured.items():
        assert found["cpu"] <= 50, (start, found)  # the page's own work: the bound
        assert found["long_tasks_api"] < FROZEN_MS, (start, found)  # and never a freeze
    assert len(answers) == 4 and max(answers) < FROZEN_MS, answers  # each click drew its answer
    assert context.console == [] and context.outside == []
    context.close()


def test_a_click_while_the_computer_thinks_is_refused_with_a_sentence(built_site, live_page):
    page = live_page
    host, root = open_play(page, f"{built_site.url}/{PLAY['marelle']}")
    with settings(root):
        root.locator(".jw-opponent").select_option("expert")
        page.wait_for_function("el => el.querySelector('.jw-opponent').value === 'expert'", arg=root.element_handle())
        root.locator(".jw-pace").select_option("fast")
        page.wait_for_function("el => el.querySelector('.jw-pace').value === 'fast'", arg=root.element_handle())
        root.locator(".jw-ruleset").select_option("modern")
    click(page, root, ".jw-new")
    act(page, root, ("click", "d2"))
    thinking(page, host, True)
    position = root.get_attribute("data-position")
    act(page, root, ("click", "a1"))  # a free point, a legal placement once it is White's turn again
    assert root.locator(".jw-why-text").text_content() == site_text("busy")
    assert root.locator(".jw-why").is_visible()
    assert root.get_attribute("data-position") == position and host.get_attribute("data-thinking") == "true"
    thinking(page, host, False)
    assert len(lines(root)) == 2 and root.locator(".jw-why").is_hidden()  # the computer's move, nothing else
    # the board plays on: the refused click, played again, is played
    free = next(p for p in ("a1", "g1", "a7") if p not in moves(root))
    act(page, root, ("click", free))
    assert lines(root)[2] == f"Blanc : {free}"


def test_an_error_inside_python_resets_the_board_with_one_sentence(built_site, browser):
    context = watch(browser.new_context(viewport={"width": 1400, "height": 1000}, service_workers="block"))
    page = context.new_page()
    _, root = open_play(page, f"{built_site.url}/{PLAY['senet']}")
    # a bug, for one message: the next view cannot be made
    in_python(page, """
from jocari_edu.widgets.controller import BoardController
working = BoardController.view
def broken(self):
    BoardController.view = working
    raise ZeroDivisionError("a bug")
BoardController.view = broken
""")
    click(page, root, ".jw-roll")
    assert root.locator(".jw-why-text").text_content() == site_text("internal")
    assert moves(root) == [] and root.get_attribute("data-position") == new_game("senet", "standard").position()
    assert any("ZeroDivisionError" in line for line in context.console)  # the details, in the console only
    click(page, root, ".jw-roll")  # and the board keeps working
    assert len(moves(root)) == 1 and root.locator(".jw-why").is_hidden()
    context.close()


@pytest.mark.parametrize("broken", ["jocari_edu-", "pyodide.asm.wasm"])
def test_a_damaged_file_of_python_says_one_sentence(built_site, browser, broken):
    """A truncated wheel (or WebAssembly): the board stays a picture, one French sentence, details in the console."""
    context = watch(browser.new_context(service_workers="block"))

    def truncated(route):
        response = route.fetch()
        route.fulfill(response=response, body=response.body()[: len(response.body()) // 3])
    context.route(f"**/assets/live/**/{broken}*", truncated)
    page = context.new_page()
    page.goto(f"{built_site.url}/{PLAY['jacquet']}")
    host = page.locator(".jocari-live")
    assert harness.wake_board(page, host) == "error"
    assert host.locator(".jocari-live-note").text_content() == site_text("failed")
    assert host.locator(".jw-stage svg").is_visible()
    assert context.console and context.outside == []
    context.close()


# -- lessons ---------------------------------------------------------------------------------


def lesson_boards(site_dir):
    for path in sorted((site_dir / "lecons").glob("*.html")):
        text = path.read_text(encoding="utf-8")
        if 'class="jocari-live"' in text:
            yield path.name


# (every lesson board woken, checked, fitted and played, one Python a page: test_site_fit.py's
# test_every_lesson_board_comes_alive_where_the_lesson_printed_it_fits_and_plays; every Jouer page's one Python
# with no outside request: its test_a_jouer_page_shows_its_whole_board_and_throw_button_as_it_opens)


def test_the_documented_command_serves_a_site_that_plays(built_site, live_page):
    """``python -m http.server -d site``, exactly as the pages say, with no server of ours."""
    port = harness.free_port()
    server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
                               "-d", str(built_site.dir)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        harness._wait_http(f"http://127.0.0.1:{port}/index.html")
        _, root = open_play(live_page, f"http://127.0.0.1:{port}/{PLAY['doze_canes']}")
        controller = BoardController(new_game("doze_canes", seed=SEED))
        two_players(live_page, root)
        switch(live_page, root, "teacher", True)  # the test sets the throws
        play_events(live_page, root, controller, 4)
    finally:
        server.terminate()
        server.wait(10)


# -- without a server, and without the network -------------------------------------------------------


def test_opened_from_a_folder_each_board_says_to_serve_it(built_site, browser):
    context = watch(browser.new_context())
    page = context.new_page()
    for name in ("senet/jouer.html", "lecons/02_marelle.html"):
        page.goto((built_site.dir / name).as_uri())
        notes = page.locator(".jocari-live .jocari-live-note")
        assert notes.count() >= 1
        for i in range(notes.count()):
            notes.nth(i).wait_for(state="visible")
            assert "python -m http.server -d site" in notes.nth(i).text_content()
        assert page.locator(".jocari-live .jocari-static svg").first.is_visible()
        assert page.locator("article h1").first.is_visible()
    assert context.console == [] and context.outside == []
    context.close()


def test_after_one_visit_the_site_plays_with_the_network_cut(built_site, browser):
    """The service worker keeps the site and Python: the server stops, a page never opened still plays."""
    context = watch(browser.new_context(viewport={"width": 1400, "height": 1000}))
    page = context.new_page()
    with harness.static_server(built_site.dir) as url:
        page.goto(f"{url}/index.html")
        page.wait_for_function("async () => !!(await navigator.serviceWorker.ready).active", timeout=READY_MS)
        # a first visit keeps what it opened; « Garder tout le site hors ligne » keeps the rest, Python included
        page.locator(".jocari-offline-keep").click()
        page.wait_for_function("() => document.querySelector('.jocari-offline').dataset.missing === '0'",
                               timeout=READY_MS)
    context.set_offline(True)  # and the server is gone: nothing but the cache can answer
    host, root = open_play(page, f"{url}/{PLAY['jacquet']}")
    agree(root, BoardController(new_game("jacquet", "breyer", seed=SEED), opponent="moyen"))
    two_players(page, root)
    controller = BoardController(new_game("jacquet", "breyer", seed=SEED))
    agree(root, controller)
    switch(page, root, "teacher", True)  # the test sets the throws
    play_events(page, root, controller, 3)
    page.goto(f"{url}/lecons/01_senet.html")
    assert page.locator("article h1").first.is_visible()
    wait_alive(page, page.locator(".jocari-live").first)
    assert context.console == [] and context.outside == []
    context.close()
