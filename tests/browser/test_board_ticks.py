"""board.js with a stand-in model: a ticked box keeps its tick while an older view arrives; a drag's message.

A view Python sent before the click (a refit after the window changed size, the computer's step) used to untick
« Mode classe » for a moment, until the answer to the click came: the learner saw the box jump back.
"""
import json
import pathlib

import pytest

from jocari_edu import new_game
from jocari_edu.widgets.controller import BoardController

pytestmark = pytest.mark.browser

WIDGETS = pathlib.Path(__file__).resolve().parents[2] / "jocari_edu" / "widgets"
ORIGIN = "http://board.test"

PAGE = """<!doctype html><meta charset="utf-8"><link rel="stylesheet" href="board.css"><div id="host"></div>
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
    def answer(name, kind):
        body = (WIDGETS / name).read_text(encoding="utf-8")
        return lambda route: route.fulfill(body=body, content_type=kind)

    for name, kind in (("board.js", "text/javascript"), ("board.css", "text/css")):
        page.route(f"{ORIGIN}/{name}", answer(name, kind))
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


def centre(page, square):
    box = page.locator(f'.jw-stage [data-square="{square}"]').last.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_a_drag_with_the_mouse_sends_one_drag_message_and_no_click(page):
    controller = BoardController(new_game("senet", "standard", seed=3))
    controller.roll(2)
    serve(page, controller.view())
    x, y = centre(page, "9")
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(*centre(page, "11"), steps=5)
    assert page.locator(".jw-ghost").is_visible()
    page.mouse.up()
    assert page.locator(".jw-ghost").is_hidden()
    assert page.evaluate("window.sent") == [{"type": "drag", "from": "9", "to": "11"}]
    # a press that hardly moves (a hand's tremor) is a click; a drag dropped where it started sends nothing
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 3, y + 2)
    page.mouse.up()
    page.mouse.down()
    page.mouse.move(x + 60, y, steps=4)
    page.mouse.move(x, y, steps=4)
    page.mouse.up()
    assert page.evaluate("window.sent")[1:] == [{"type": "click", "square": "9"}]
    assert page.errors == []
