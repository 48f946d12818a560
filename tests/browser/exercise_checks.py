"""An exercise answered on a live board (#41), the same checks in JupyterLab and on the site: the page shows what a
:class:`BoardController` in this process shows after the same taps — a wrong answer taken back with why, the hint,
a turn of two steps answered right, « Recommencer », another right answer, « Solution » and « Jouer la solution »."""

import pathlib
import sys

from jocari_edu import teaching
from jocari_edu.widgets.controller import BoardController

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "tools"))
import typography_hooks  # noqa: E402


def as_shown(text: str) -> str:
    """A French sentence of Python's as the board shows it: with the no-break spaces the site's pages have before
    « : », « ; », « ? », « ! » and inside « … » (board.js's frenchSpaces, the build's first four rules)."""
    return typography_hooks.french(text, typography_hooks.RULES[:4])


KEY = "marelle-moulin"  # Blanc places on g1, a mill, then takes one of three pieces: three right answers


def mirror() -> BoardController:
    controller = BoardController(teaching.exercise(KEY).game)
    controller.set_exercise(teaching.exercise(KEY))
    return controller


def _redrawn(page, root, before):
    page.wait_for_function("([el, v]) => el.dataset.version !== v", arg=[root.element_handle(), before],
                           timeout=60_000)


def tap(page, root, square):
    before = root.get_attribute("data-version")
    root.locator(f'.jw-stage [data-square="{square}"]').last.click()
    _redrawn(page, root, before)


def press(page, root, action):
    before = root.get_attribute("data-version")
    root.locator(f".jw-exercise-{action.replace('_', '-')}").click()
    _redrawn(page, root, before)


def agree(root, controller) -> dict:
    """The page shows the controller's position, verdict, state, attempts and hint; which buttons show."""
    x = controller.view()["exercise"]
    box = root.locator(".jw-exercise")
    shown = {"position": root.get_attribute("data-position"), "state": box.get_attribute("data-state"),
             "verdict": root.locator(".jw-exercise-verdict-text").text_content(),
             "attempts": root.locator(".jw-exercise-attempts").text_content(),
             "hint": root.locator(".jw-exercise-hint-text").text_content(),
             "buttons": {a: root.locator(f".jw-exercise-{a.replace('_', '-')}").is_visible() for a in x["buttons"]}}
    assert shown == {"position": controller.game.position(), "state": x["state"], "verdict": as_shown(x["verdict"]),
                     "attempts": x["attempts_text"], "hint": as_shown(x["hint"]),
                     "buttons": x["buttons"]}
    return shown


def answer_the_exercise(page, root, shots=None):
    """Every step of the exercise on the page, each checked against Python; ``shots(name)`` takes a picture."""
    c = mirror()
    start = c.game.position()
    question = root.locator(".jw-exercise-question-text")
    assert question.is_visible() and question.text_content() == as_shown(c.exercise.question.text("fr"))
    agree(root, c)
    # a wrong answer: not kept, and why
    tap(page, root, "g4")
    c.click("g4")
    shown = agree(root, c)
    assert (shown["state"], shown["position"], shown["attempts"]) == ("wrong", start, "Essais : 1")
    assert shown["verdict"] == as_shown("Ce n'est pas le coup demandé : Pose un pion en g4.")
    assert root.locator(".jw-exercise-mark").text_content() == "✘"  # said by a mark too, not by colour alone
    if shots:
        shots("wrong")
    press(page, root, "hint")
    c.exercise_action("hint")
    assert agree(root, c)["hint"] == "Trois pions d'un même camp sur une ligne forment un moulin."
    # the right answer, in two steps: the mill, then the take
    for square in ("g1", "f6"):
        tap(page, root, square)
        c.click(square)
        shown = agree(root, c)
    assert shown["state"] == "right" and shown["verdict"].startswith(as_shown("Bonne réponse : Pose un pion en g1."))
    assert shown["verdict"].endswith(as_shown("Autres bonnes réponses possibles : g1 xa7 ; g1 xb4."))
    assert root.locator(".jw-exercise-mark").text_content() == "✔" and shown["position"] != start
    if shots:
        shots("right")
    # « Recommencer », then another right answer
    press(page, root, "restart")
    c.exercise_action("restart")
    assert agree(root, c)["position"] == start
    for square in ("g1", "a7"):
        tap(page, root, square)
        c.click(square)
    assert agree(root, c)["state"] == "right"
    # « Solution », then « Jouer la solution »
    press(page, root, "restart")
    c.exercise_action("restart")
    press(page, root, "solution")
    c.exercise_action("solution")
    assert agree(root, c)["verdict"].startswith(as_shown("Solution : g1 xa7. Pose un pion en g1."))
    press(page, root, "play_solution")
    c.exercise_action("play_solution")
    shown = agree(root, c)
    assert shown["state"] == "solution_played" and shown["position"] != start
    if shots:
        shots("solution")
    return c
