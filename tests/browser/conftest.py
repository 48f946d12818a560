import pathlib
import shutil
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "tools"))
import harness  # noqa: E402

ARTIFACTS = pathlib.Path(__file__).resolve().parents[2] / "test-artifacts"


@pytest.fixture(scope="session")
def browser():
    if not shutil.which(harness.CHROMIUM) and not pathlib.Path(harness.CHROMIUM).exists():
        pytest.fail("Debian's chromium is required (tools/setup.sh installs it)")
    with harness.chromium() as b:
        yield b


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    yield page
    context.close()


@pytest.fixture(scope="session")
def artifacts():
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
