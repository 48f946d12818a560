"""The « Exercices » page on a phone (#41): a teacher's link opens a set, a pupil solves a puzzle on its board, the
progress is kept across a reload and offline, and a malformed link says so and changes nothing.

One visit (390 × 844, touch), several checks: the built site's Senet page, its service worker let run.
"""

import pathlib
import sys

import pytest

from .conftest import harness, shot

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import exercises_hooks  # noqa: E402

pytestmark = pytest.mark.browser
READY_MS = harness.READY_MS


def one_step_set():
    """A Senet set whose first puzzle is answered by one move (two taps: the pawn, then its square)."""
    for key, s in exercises_hooks.sets_of("senet").items():
        if len(s.puzzles[0].answer) == 1 and s.collection.rule_set == "standard":
            return key, s
    raise AssertionError("no Senet standard set opens on a one-move answer")


def progress_of(page):
    return page.locator(".jocari-ex-set-progress").text_content()


def test_a_set_by_link_solved_kept_across_a_reload_and_offline_and_a_bad_link_changes_nothing(
        built_site, visitor_context, artifacts):
    key, chosen = one_step_set()
    total = len(chosen)
    data = exercises_hooks.page_data("senet", "fr")  # the sentences the page's script fills in (typeset by the build)
    said = lambda code, **kw: data["texts"][code].format(**kw)  # noqa: E731
    context = visitor_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    try:
        page = context.pages[0] if context.pages else context.new_page()
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(f"{built_site.url}/senet/exercices.html#serie={key}")
        page.wait_for_function("async () => !!(await navigator.serviceWorker.ready).active", timeout=READY_MS)
        title = page.locator(".jocari-ex-title")
        title.wait_for(state="visible", timeout=READY_MS)
        assert title.text_content() == data["sets"][key]["title"]
        assert progress_of(page) == said("progress", solved=0, total=total)
        # every button of the set is a whole tap target on a phone
        for button in page.locator(".jocari-ex-set .md-button:visible").all():
            box = button.bounding_box()
            assert box["height"] >= 44 and box["width"] >= 44, (button.text_content(), box)

        host = page.locator(".jocari-ex-board .jocari-live")
        assert harness.wake_board(page, host) == "ready", host.locator(".jocari-live-note").text_content()
        src, dst = chosen.puzzles[0].answer[0].split("-")
        root = host.locator(".jw-root")
        for square in (src, dst):
            before = root.get_attribute("data-version")
            target = root.locator(f'[data-square="{square}"]').last  # (the square's hit area, drawn last)
            target.evaluate("e => e.scrollIntoView({block: 'center'})")  # clear of the page's sticky header
            target.tap()
            page.wait_for_function("([el, v]) => el.dataset.version !== v", arg=[root.element_handle(), before],
                                   timeout=READY_MS)
        page.wait_for_function("([el, text]) => el.textContent === text",
                               arg=[page.locator(".jocari-ex-set-progress").element_handle(),
                                    said("progress", solved=1, total=total)], timeout=READY_MS)
        assert page.locator(".jocari-ex-state").get_attribute("data-state") == "solved", \
            page.locator(".jocari-ex-board").inner_text()[:300]
        shot(page, artifacts / "exercices-solved-phone.png", full_page=True)

        page.reload()
        title.wait_for(state="visible", timeout=READY_MS)
        assert progress_of(page) == said("progress", solved=1, total=total), "the progress did not survive a reload"

        context.set_offline(True)
        page.reload()
        title.wait_for(state="visible", timeout=READY_MS)
        assert progress_of(page) == said("progress", solved=1, total=total), "offline, the page lost its progress"
        page.locator(".jocari-ex-board .jocari-live .jw-stage svg").wait_for(timeout=READY_MS)  # the puzzle, kept

        kept = page.evaluate("localStorage.getItem('jocari-exercices')")
        page.evaluate("location.hash = '#serie=standard/mise-a-l-abri'")
        error = page.locator(".jocari-ex-error")
        error.wait_for(state="visible", timeout=READY_MS)
        assert error.text_content() == said("malformed", given="standard/mise-a-l-abri", example=data["example"])
        assert error.text_content().startswith("Ce lien de série est mal formé")
        assert page.locator(".jocari-ex-list").is_visible() and page.locator(".jocari-ex-set").is_hidden()
        link = page.locator(f'.jocari-ex-set-link[data-set="{key}"] [data-progress]')
        assert link.text_content() == said("progress", solved=1, total=total)
        assert page.evaluate("localStorage.getItem('jocari-exercices')") == kept
        shot(page, artifacts / "exercices-bad-link-phone.png")
        assert errors == []
    finally:
        context.close()
