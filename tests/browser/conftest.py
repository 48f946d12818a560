import os
import pathlib
import shutil
import sys
from types import SimpleNamespace

import pytest

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
