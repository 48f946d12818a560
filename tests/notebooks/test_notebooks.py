"""The lessons: stored clean, and each one runs top to bottom without error.

Every ``notebooks/*.ipynb`` is covered, lessons added later included.  Each
notebook is executed once per run, with a fresh ``python3`` kernel started in
``notebooks/``, by the website's build (``built_site``; ``tools/site_hooks.py``
keeps each executed lesson, ``executed_lesson``), and that run is what the
checks below read.  A lesson the build took from an older cache, which kept no
executed copy, is executed here, the same way.
"""

import functools
import pathlib
import sys

import nbformat
import pytest
from nbclient import NotebookClient

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "tools"))
import clear_notebooks  # noqa: E402
import site_hooks  # noqa: E402

CELL_TIMEOUT = 900  # seconds for one cell: a guard against a hung kernel, not a speed target
ALARMS = ("Traceback", "Error")  # in a stderr stream, a failure printed rather than raised

pytestmark = pytest.mark.slow
each_lesson = pytest.mark.parametrize("path", clear_notebooks.notebooks(), ids=lambda path: path.name)


def read(path: pathlib.Path):
    return nbformat.read(path, as_version=4)


@functools.cache
def run(path: pathlib.Path):
    """The lesson ``path`` as executed by this run's site build (or executed here); returns the notebook.

    How long the lessons take is a figure of ``benchmarks/`` (the site build),
    not a test: a busy machine would fail it.
    """
    kept = site_hooks.executed_lesson(path)
    if kept.exists():
        return read(kept)
    nb = read(path)
    client = NotebookClient(nb, timeout=CELL_TIMEOUT, kernel_name="python3", allow_errors=True,
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    return nb


def failures(nb) -> list[str]:
    """Error outputs, and stderr text that reports an error, one line per cell."""
    found = []
    for i, cell in enumerate(nb.cells):
        for out in cell.get("outputs", []):
            if out.output_type == "error":
                found.append(f"cell {i}: {out.ename}: {out.evalue}")
            elif out.output_type == "stream" and out.name == "stderr" and any(a in out.text for a in ALARMS):
                found.append(f"cell {i}: stderr: {out.text.strip()[-500:]}")
    return found


@each_lesson
def test_is_stored_without_outputs(path):
    assert clear_notebooks.leftovers(read(path)) == [], "run: .venv/bin/python tools/clear_notebooks.py"


@each_lesson
def test_runs_on_the_python3_kernel(path):
    assert read(path).metadata.get("kernelspec", {}).get("name") == "python3"


@pytest.fixture(scope="session")
def executed(built_site):
    """``run``, once the site's build has executed the lessons."""
    return run


@each_lesson
def test_runs_top_to_bottom_without_error(path, executed):
    assert failures(executed(path)) == []
