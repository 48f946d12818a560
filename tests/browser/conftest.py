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


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    """One JupyterLab for the session's browser tests, with this environment's settings.

    Yields ``.url`` and ``.root`` (the folder it serves: a test writes its notebooks there).
    """
    root = tmp_path_factory.mktemp("lab")
    with harness.jupyterlab(root) as url:
        yield SimpleNamespace(url=url, root=root)
