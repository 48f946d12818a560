"""A worksheet page plays its questions (#41): under each question's still picture, a live board asks the same
question (jocari_edu.teaching.exercise); one answered on the page — a wrong turn taken back with what it did, the
question's move played right with the rules' words — as the same exercise answers in this process; printed, the
sheet keeps every still picture and leaves the boards out."""

import pytest

from jocari_edu.teaching import POSITIONS, exercise
from jocari_edu.widgets.controller import BoardController

from .conftest import harness, shot
from .exercise_checks import as_shown
from .test_live_site import click


def on_page(root) -> dict:
    """What the exercise board shows: its position, state, verdict and attempts."""
    return {"position": root.get_attribute("data-position"),
            "state": root.locator(".jw-exercise").get_attribute("data-state"),
            "verdict": root.locator(".jw-exercise-verdict-text").text_content(),
            "attempts": root.locator(".jw-exercise-attempts").text_content()}


def agree(root, controller) -> dict:
    """The page shows what the same exercise shows in this process after the same taps."""
    x = controller.view()["exercise"]
    seen = on_page(root)
    assert seen == {"position": controller.game.position(), "state": x["state"], "verdict": as_shown(x["verdict"]),
                    "attempts": x["attempts_text"]}
    return seen


def tap(page, root, square):
    click(page, root, f'.jw-stage [data-square="{square}"] >> nth=-1')

pytestmark = pytest.mark.browser
KEY = "marelle-vol"  # « Peut-il aller directement de a1 à g7 ? »: yes, with three pieces White flies


def test_a_worksheets_questions_are_played_on_boards_that_the_printed_sheet_leaves_out(built_site, page, artifacts):
    page.goto(f"{built_site.url}/marelle/fiche.html")
    keys = [k for k, p in POSITIONS.items() if p.game == "marelle"]
    questions = page.locator(".jocari-question:has(> .jocari-figure)")
    boards = page.locator(".jocari-question:has(> .jocari-figure) > .jocari-live")
    assert questions.count() == boards.count() == len(keys)

    host = boards.nth(keys.index(KEY))
    state = harness.wake_board(page, host)
    assert state == "ready", host.locator(".jocari-live-note").text_content()
    root = host.locator(".jw-root")
    mirror = BoardController(exercise(KEY).game)
    mirror.set_exercise(exercise(KEY))
    assert root.locator(".jw-exercise-question-text").text_content() == as_shown(mirror.exercise.question.text("fr"))
    start = agree(root, mirror)["position"]
    for square in ("d2", "g1"):  # a legal move, not the one asked: taken back, and what it did
        tap(page, root, square)
        mirror.click(square)
    shown = agree(root, mirror)
    assert (shown["state"], shown["position"], shown["attempts"]) == ("wrong", start, "Essais : 1")
    shot(host.locator("xpath=.."), artifacts / "worksheet-exercise-wrong.png")
    assert shown["verdict"] == as_shown("Ce n'est pas le coup demandé : Avec trois pions, vous pouvez voler : le "
                                        "pion va de d2 à g1.")
    for square in ("a1", "g7"):
        tap(page, root, square)
        mirror.click(square)
    shown = agree(root, mirror)
    shot(host.locator("xpath=.."), artifacts / "worksheet-exercise-right.png")
    assert shown["state"] == "right" and shown["verdict"] == as_shown(
        "Bonne réponse : Avec trois pions, vous pouvez voler : le pion va de a1 à g7.")

    page.emulate_media(media="print")
    assert [boards.nth(i).is_visible() for i in range(len(keys))] == [False] * len(keys)
    figures = page.locator(".jocari-question > .jocari-figure svg")
    assert [figures.nth(i).is_visible() for i in range(len(keys))] == [True] * len(keys)
