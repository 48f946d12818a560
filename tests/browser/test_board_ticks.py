"""board.js with a stand-in model: a box the learner ticks keeps its tick while an older view arrives.

A view Python sent before the click (a refit after the window changed size, the computer's step) used to untick
« Mode classe » for a moment, until the answer to the click came: the learner saw the box jump back.
"""
import json
import pathlib

from jocari_edu import new_game
from jocari_edu.widgets.controller import BoardController

BOARD_JS = pathlib.Path(__file__).resolve().parents[2] / "jocari_edu" / "widgets" / "board.js"
ORIGIN = "http://board.test"

PAGE = """<!doctype html><meta charset="utf-8"><div id="host"></div>
<script type="module">
import board from "./board.js";
const handlers = {};
window.state = {view: null, version: 0};
window.sent = [];
const model = {
  get: (key) => window.state[key],
  on: (event, callback) => { handlers[event] = callback; },
  send: (msg) => window.sent.push(msg),
};
window.answer = (view) => {  // a view from Python: a new version, as the widget's model has
  window.state.view = view;
  window.state.version += 1;
  if (handlers["change:version"]) handlers["change:version"]();
};
window.answer(JSON.parse(document.getElementById("view").textContent));
board.render({model, el: document.getElementById("host")});
window.ready = true;
</script>"""


def serve(page, view):
    html = PAGE.replace("<script type=\"module\">",
                        f'<script id="view" type="application/json">{json.dumps(view)}</script>'
                        '<script type="module">')
    page.route(f"{ORIGIN}/", lambda route: route.fulfill(body=html, content_type="text/html"))
    page.route(f"{ORIGIN}/board.js", lambda route: route.fulfill(body=BOARD_JS.read_text(encoding="utf-8"),
                                                                   content_type="text/javascript"))
    page.goto(f"{ORIGIN}/")
    page.wait_for_function("window.ready === true")


def test_a_ticked_box_stays_ticked_until_python_answers_and_then_follows_python(page):
    controller = BoardController(new_game("senet", "standard", seed=3))
    before = controller.view()
    serve(page, before)
    box = page.locator("input.jw-classroom")
    assert not box.is_checked()
    box.evaluate("b => b.click()")  # the learner ticks « Mode classe »
    assert page.evaluate("window.sent") == [{"type": "classroom", "on": True}]
    page.evaluate("v => window.answer(v)", before)  # a view sent before the click arrives first
    assert box.is_checked()
    assert page.evaluate("document.querySelector('.jw-root').dataset.classroom") == "false"  # Python's state shown
    controller.handle({"type": "classroom", "on": True})
    page.evaluate("v => window.answer(v)", controller.view())  # the answer to the click
    assert box.is_checked()
    assert page.evaluate("document.querySelector('.jw-root').classList.contains('jw-classroom')")
    controller.handle({"type": "classroom", "on": False})  # Python turns it off (a reloaded board, a link)
    page.evaluate("v => window.answer(v)", controller.view())
    assert not box.is_checked()
    assert page.errors == []


def test_a_box_ticked_then_unticked_before_any_answer_ends_as_the_learner_left_it(page):
    controller = BoardController(new_game("marelle", seed=1))
    serve(page, controller.view())
    box = page.locator("input.jw-numbers")
    start = box.is_checked()
    box.evaluate("b => b.click()")
    box.evaluate("b => b.click()")
    assert box.is_checked() == start
    controller.handle({"type": "numbers", "on": not start})  # the first click's answer: the box must not jump
    page.evaluate("v => window.answer(v)", controller.view())
    assert box.is_checked() == start
    controller.handle({"type": "numbers", "on": start})  # the second click's answer
    page.evaluate("v => window.answer(v)", controller.view())
    assert box.is_checked() == start
    assert page.errors == []
