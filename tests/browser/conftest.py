import itertools
import os
import pathlib
import shutil
import sys
from types import SimpleNamespace

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "tools"))
import harness  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"


@pytest.fixture(scope="session")
def browser():
    if not shutil.which(harness.CHROMIUM) and not pathlib.Path(harness.CHROMIUM).exists():
        pytest.fail("Debian's chromium is required (tools/setup.sh installs it)")
    with harness.chromium() as b:
        yield b


@pytest.fixture(scope="session")
def visitor_context(browser, tmp_path_factory):
    """``visitor_context(**options)`` -> a browser context with a profile on disk, as a visitor's browser has.

    For a module that opens many pages of the site in one context: on disk, V8 keeps the code it compiled from one
    page to the next (Pyodide's WebAssembly above all), as in a pupil's browser.  A ``browser.new_context()`` keeps
    no compiled code (incognito): there every Python start compiled Pyodide anew, 3.9 s of CPU a start against
    2.3 s (tools/harness.py's two kinds, six starts each, 2026-12-06).  The context's own browser closes with it.
    """
    def make(**options):
        return browser.browser_type.launch_persistent_context(
            str(tmp_path_factory.mktemp("profile")), executable_path=harness.CHROMIUM, args=harness.CHROMIUM_ARGS,
            headless=True, **options)

    return make


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    yield page
    context.close()


# Screenshots for a person to look at (the closing notes' before/after pictures) are taken only when asked:
# JOCARI_SHOTS=1 (each costs about 0.15 s of a busy machine, and a run takes hundreds).  A failing test's page is
# saved whatever this says (pytest_runtest_makereport below).
SHOTS = os.environ.get("JOCARI_SHOTS", "") not in ("", "0")


def shot(target, path, **options) -> None:
    """A screenshot of ``target`` (a page or a locator) to ``path``, when JOCARI_SHOTS=1."""
    if SHOTS:
        target.screenshot(path=str(path), **options)


# Where a pointer (a finger, a mouse) lands on ``selector``'s last match inside board ``r``, once it can: the element
# shown (not hidden, not disabled), in the same place for two frames in a row, and the element under that point is it
# (or inside it: nothing covers it), scrolled into view first when it is not; with the board's version then.  These
# are Playwright's own checks before a tap or a click, asked of the page in one question and its animation frames
# rather than in several round trips (a whole game by taps: 56 ms a tap -> about 35).
POINTER_POINT = """([r, selector, token]) => {
  const all = r.querySelectorAll(selector), el = all[all.length - 1];
  if (!el) return false;
  const b = el.getBoundingClientRect();
  if (b.width === 0 || b.height === 0 || el.disabled || getComputedStyle(el).visibility === "hidden") return false;
  const x = b.x + b.width / 2, y = b.y + b.height / 2;
  const inside = b.top >= 0 && b.left >= 0 && b.bottom <= innerHeight && b.right <= document.documentElement.clientWidth;
  const hit = inside ? document.elementFromPoint(x, y) : null;
  if (hit === null || !el.contains(hit)) {
    el.scrollIntoView({block: "center", inline: "center"});
    el.jocariPointerBox = null;
    return false;
  }
  const box = `${token} ${b.x} ${b.y} ${b.width} ${b.height}`, steady = el.jocariPointerBox === box;
  el.jocariPointerBox = box;
  return steady && {x, y, version: r.dataset.version};
}"""
POINTERS = itertools.count(1)  # each pointer's own token: a box seen before it never counts as steady


def pointer_point(page, board, selector) -> dict:
    """``{x, y, version}``: where a pointer can land on ``selector`` in ``board`` (an element handle), by
    POINTER_POINT, and the board's version just before; fails saying why not after a minute."""
    try:
        return page.wait_for_function(POINTER_POINT, arg=[board, selector, next(POINTERS)],
                                      timeout=60_000).json_value()
    except PlaywrightTimeout:
        pytest.fail(f"{selector} cannot be reached: not shown, disabled, moving or covered "
                    f"({board.get_attribute('data-position')})")


@pytest.fixture(scope="session")
def artifacts():
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    """One JupyterLab for the session's browser tests, with this environment's settings.

    Yields ``.url`` and ``.root`` (the folder it serves: a test writes its notebooks there).
    """
    root = tmp_path_factory.mktemp("lab")
    with harness.jupyterlab(root) as url:
        yield SimpleNamespace(url=url, root=root)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """A browser test that fails says what its pages showed: each open page's address and visible text in the
    report, and its screenshot in ``test-artifacts/failures/``."""
    report = yield
    if report.failed and call.when in ("setup", "call"):
        for name, value in getattr(item, "funcargs", {}).items():
            if not (hasattr(value, "screenshot") and hasattr(value, "url") and hasattr(value, "is_closed")):
                continue  # not a Playwright page
            try:
                if value.is_closed():
                    continue
                folder = ARTIFACTS / "failures"
                folder.mkdir(parents=True, exist_ok=True)
                shot = folder / (item.name.replace("/", "_")[:150] + f"-{name}.png")
                value.screenshot(path=str(shot), timeout=10_000)
                text = value.evaluate("() => document.body ? document.body.innerText : ''", )[:3000]
                report.sections.append((f"page {name!r} at the failure",
                                        f"{value.url}\nscreenshot: {shot}\n{text}"))
            except Exception as exc:  # a dead page still lets the failure be reported
                report.sections.append((f"page {name!r} at the failure", f"(could not be read: {exc})"))
    return report
