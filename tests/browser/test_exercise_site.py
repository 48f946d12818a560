"""An exercise on the site (#41): the page marker ``<!-- jocari-exercise lesson KEY -->`` of a worksheet becomes a
live board in exercise mode; on a phone held upright, a pupil answers it by taps and reads why — wrong (taken back),
the hint, right in two steps, another right answer, the solution — each step as Python answers it here."""

import json

import pytest

from jocari_edu import teaching

from . import exercise_checks
from .conftest import harness, shot
from .test_live_site import watch
from .test_phone import PORTRAIT, TAP

pytestmark = pytest.mark.browser

PAGE = "marelle/fiche.html"  # its worksheet carries the lesson's exercises (tools/history_hooks.py)


def test_a_worksheets_exercise_is_answered_on_a_phone(built_site, visitor_context, artifacts):
    context = watch(visitor_context(viewport=PORTRAIT, has_touch=True, is_mobile=True, device_scale_factor=2,
                                    service_workers="block"))
    page = context.new_page()
    page.goto(f"{built_site.url}/{PAGE}")
    specs = [json.loads(s) for s in page.locator(".jocari-live script.jocari-live-spec").all_text_contents()]
    keys = [s.get("exercise", {}).get("key") for s in specs]
    assert exercise_checks.KEY in keys, f"{PAGE} has no board for {exercise_checks.KEY}: {keys}"
    host = page.locator(".jocari-live").nth(keys.index(exercise_checks.KEY))
    # before Python is there, the question is already above the picture (the build wrote it, board.js draws it)
    # (with its French no-break spaces, as the build prints the page and as board.js draws it: the same either way)
    question = exercise_checks.as_shown(teaching.exercise(exercise_checks.KEY).question.text("fr"))
    assert host.locator(".jw-exercise-question-text").text_content() == question
    assert "\u202f?" in question and "\u00a0:" in question  # « Que gagne-t-il ? » never breaks before its « ? »
    assert host.get_attribute("data-live") == "static"
    assert harness.wake_board(page, host) == "ready", host.locator(".jocari-live-note").text_content()
    root = host.locator(".jw-root")
    # no throw, no undo, no other game, no computer's hint, nothing to share: the exercise's own buttons only
    assert root.locator(".jw-roll, .jw-undo, .jw-new, .jw-hint-button").evaluate_all(
        "els => els.filter(e => e.offsetParent).length") == 0
    assert host.locator(".jocari-share").is_hidden()
    heard = page.evaluate_handle("""() => { const heard = [];
        document.addEventListener("jocari-exercise", (e) => heard.push(e.detail)); return heard; }""")

    def shots(name):
        root.scroll_into_view_if_needed()
        shot(page, artifacts / f"exercise-site-phone-{name}.png", full_page=False)
        buttons = root.locator(".jw-exercise-buttons button").evaluate_all(
            "els => els.filter(e => e.offsetParent).map(e => [e.textContent, e.getBoundingClientRect().height,"
            " e.getBoundingClientRect().width])")
        assert buttons and all(h >= TAP and w >= TAP for _, h, w in buttons), buttons

    exercise_checks.answer_the_exercise(page, root, shots)
    # the page heard each verdict, with the exercise's name (a page of puzzles keeps the pupil's progress by it)
    states = [d["state"] for d in heard.json_value()]
    assert states == ["wrong", "go_on", "right", "open", "go_on", "right", "open", "solution", "solution_played"]
    assert {d["key"] for d in heard.json_value()} == {exercise_checks.KEY}
    page.close()
    assert context.outside == [] and context.console == []
    context.close()
