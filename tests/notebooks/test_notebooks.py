"""The lessons: stored clean, and each one runs top to bottom without error.

Every ``notebooks/*.ipynb`` is covered, lessons added later included.  Each
notebook is executed once, with a fresh ``python3`` kernel started in
``notebooks/`` (as JupyterLab and the website build run it), and the run is
shared by the checks below.
"""

import functools
import pathlib
import sys

import nbformat
import pytest
from nbclient import NotebookClient

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "tools"))
import clear_notebooks  # noqa: E402

CELL_TIMEOUT = 900  # seconds for one cell: a guard against a hung kernel, not a speed target
ALARMS = ("Traceback", "Error")  # in a stderr stream, a failure printed rather than raised

pytestmark = pytest.mark.slow
each_lesson = pytest.mark.parametrize("path", clear_notebooks.notebooks(), ids=lambda path: path.name)


def read(path: pathlib.Path):
    return nbformat.read(path, as_version=4)


@functools.cache
def run(path: pathlib.Path):
    """Execute ``path`` once; returns the executed notebook.

    How long the lessons take is a figure of ``benchmarks/`` (the site build),
    not a test: a busy machine would fail it.
    """
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


@each_lesson
def test_runs_top_to_bottom_without_error(path):
    assert failures(run(path)) == []
