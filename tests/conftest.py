"""Settings and shared fixtures of the whole suite, and how ``pytest -n 2`` (``tools/test.sh``) shares the work.

The suite runs on two workers (pytest-xdist, ``--dist loadgroup``).  Each module of browser or slow tests is one
group, so that its module fixtures (a browser context, a page kept open) are made once; every test that drives
JupyterLab is in one group, so that one JupyterLab serves them all; the quick tests go to either worker one by
one; and the website is built once per run, by whichever worker needs it first, the other waiting for that build
(``built_site``).  The heaviest groups are handed out first (the
order of ``HEAVY_FIRST``, from ``tools/test_times.py``), so that neither worker is left with a long module at the
end.
"""

import contextlib
import fcntl
import os
import pathlib
import subprocess
import sys
import time
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, settings

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import harness  # noqa: E402

try:
    from _pytest.nodeid import NodeId  # pytest 9.2: a test's id is this structure, not its old text field
except ImportError:  # an older pytest: pytest-xdist's own suffix works
    NodeId = None

# Seeded and repeatable in CI: the same examples every run.
settings.register_profile(
    "ci", derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow], print_blob=True
)
settings.register_profile("dev", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

# The groups that take longest, longest first (seconds on a quiet two-core machine, tools/test_times.py): handed
# out before the others.  A group missing here only starts later; nothing else depends on this list.
HEAVY_FIRST = [
    "tests/browser/test_phone.py",  # whole games by taps on a phone; its first test builds the site
    "jupyterlab",  # every test that drives JupyterLab (one server; no site needed while the other builds it)
    "tests/browser/test_live_site.py",
    "tests/browser/test_site_fit.py",  # the lesson boards' coming alive and fit too
    "tests/browser/test_offline_update.py",
    "tests/browser/test_site.py",
    "tests/games/test_senet_properties.py",  # (quick tests, any worker: early, to fill the gaps)
    "tests/browser/test_print.py",
    "tests/test_start.py",
    "tests/browser/test_english_site.py",
    "tests/browser/test_jupyterlite.py",
    "tests/browser/test_projection.py",
    "tests/browser/test_crafted_links.py",
    "tests/browser/test_analysis.py",
    "tests/browser/test_picture_layout.py",
    "tests/notebooks",
]


def group_of(item) -> str:
    """The group a test runs in: JupyterLab's, the lessons', its module's (a browser or slow test), or its own."""
    path = item.nodeid.split("::", 1)[0]
    if "lab" in getattr(item, "fixturenames", ()):
        return "jupyterlab"
    if path.startswith("tests/notebooks/"):
        return "tests/notebooks"
    if item.get_closest_marker("browser") or item.get_closest_marker("slow"):
        return path
    return ""  # any worker, test by test: the quick tests balance the two workers


@pytest.hookimpl(tryfirst=True)  # before xdist's own hook, which reads the groups
def pytest_collection_modifyitems(config, items):
    rank = {name: i for i, name in enumerate(HEAVY_FIRST)}
    loadgroup = getattr(config.option, "loadgroup", False)  # (set on a worker of --dist loadgroup)
    for item in items:
        group = group_of(item)
        if group:
            item.add_marker(pytest.mark.xdist_group(group))
            # --dist loadgroup hands out the tests by the group written at the end of their id ("<id>@<group>").
            # pytest-xdist 3.8 writes it into the id's old text field, which pytest 9.2 no longer reads: every test
            # was handed out alone (pytest-xdist issue 1386), the phone module ran on both workers, each with its
            # own pages and Python starts, one of them waiting for the other's site build; so it is written here
            if loadgroup and NodeId is not None and isinstance(getattr(item, "_id", None), NodeId) \
                    and "@" not in item.nodeid.rpartition("]")[2]:
                item._id = NodeId.parse(f"{item.nodeid}@{group}")
    # the heaviest first (a group's, or a module's tests), then the collection's order (the sort is stable)
    items.sort(key=lambda item: rank.get(group_of(item) or item.nodeid.split("::", 1)[0], len(rank)))


# Where each test ran and when (JOCARI_TIMELINE=folder, set by tools/test.sh): one line a test, "worker, start,
# end (seconds since the epoch), group, test", in timeline-<worker>.tsv, read by tools/test_times.py (which worker
# ran what, and how long one waited for the other at the end)
TIMELINE = os.environ.get("JOCARI_TIMELINE")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    start = time.time()
    yield
    if TIMELINE:
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        with open(pathlib.Path(TIMELINE) / f"timeline-{worker}.tsv", "a", encoding="utf-8") as out:
            out.write(f"{worker}\t{start:.2f}\t{time.time():.2f}\t{group_of(item) or '-'}\t{item.nodeid}\n")


@contextlib.contextmanager
def _locked(path: pathlib.Path):
    with open(path, "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def build_site_once(tmp_path_factory) -> pathlib.Path:
    """``mkdocs build --strict`` once per run (whichever worker asks first; the other waits); the built folder.

    The lessons are executed by this build (tools/site_hooks.py), which also keeps each executed lesson for
    ``tests/notebooks``: they are executed once per run.
    """
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent  # the run's folder, common to its workers
    out, done, log = shared / "site", shared / "site.done", shared / "site.log"
    with _locked(shared / "site.lock"):
        if not done.exists():
            env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
            start = time.perf_counter()
            result = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(out)],
                                    cwd=ROOT, capture_output=True, text=True, env=env)
            log.write_text(result.stdout + result.stderr)
            assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
            print(f"mkdocs build --strict: {time.perf_counter() - start:.1f} s")
            done.write_text("built\n")
    return out


@pytest.fixture(scope="session")
def built_site(tmp_path_factory):
    """The website built once per run with ``mkdocs build --strict`` and served on localhost.

    Yields ``.dir`` (the built folder) and ``.url`` (its address, no trailing slash).
    Every test of the site shares this one build.
    """
    out = build_site_once(tmp_path_factory)
    with harness.static_server(out) as url:
        yield SimpleNamespace(dir=out, url=url)


HEAVY_FIXTURES = {"browser": "browser", "page": "browser", "lab": "browser", "built_site": ("browser", "slow")}


@pytest.fixture(autouse=True)
def _tier_is_marked(request):
    """A test that starts Chromium, JupyterLab or a site build says so by its mark, or the quick tier would run it."""
    for fixture, marks in HEAVY_FIXTURES.items():
        marks = (marks,) if isinstance(marks, str) else marks
        if fixture in request.fixturenames and not any(request.node.get_closest_marker(m) for m in marks):
            pytest.fail(f"{request.node.nodeid} uses {fixture!r}: mark it {' or '.join(marks)} "
                        "(pytestmark = pytest.mark.browser), so that tools/test.sh --quick leaves it out")
