"""Clear the outputs of the lesson notebooks: they are stored without them.

    .venv/bin/python tools/clear_notebooks.py              # every notebooks/*.ipynb
    .venv/bin/python tools/clear_notebooks.py a.ipynb ...  # only these
    .venv/bin/python tools/clear_notebooks.py --check      # list what is left, exit 1 if anything

The website build and ``tests/notebooks`` execute the lessons afresh, so a
stored output could only go stale.  What is cleared: code cells' outputs and
execution counts, cells' ``execution`` timings, and saved widget state.
"""

from __future__ import annotations

import argparse
import pathlib
import sys

import nbformat

NOTEBOOKS = pathlib.Path(__file__).resolve().parents[1] / "notebooks"
RUN_METADATA = ("widgets",)  # notebook metadata a run leaves behind


def notebooks() -> list[pathlib.Path]:
    """Every lesson, in course order."""
    return sorted(NOTEBOOKS.glob("*.ipynb"))


def leftovers(nb) -> list[str]:
    """What a run left in ``nb``, one line each (empty when the notebook is clean)."""
    found = [f"metadata.{key}" for key in RUN_METADATA if key in nb.metadata]
    for i, cell in enumerate(nb.cells):
        if cell.cell_type == "code" and cell.outputs:
            found.append(f"cell {i}: {len(cell.outputs)} output(s)")
        if cell.cell_type == "code" and cell.execution_count is not None:
            found.append(f"cell {i}: execution_count {cell.execution_count}")
        if "execution" in cell.metadata:
            found.append(f"cell {i}: metadata.execution")
    return found


def clear(nb) -> bool:
    """Clear ``nb`` in place; True if anything was there to clear."""
    changed = bool(leftovers(nb))
    for key in RUN_METADATA:
        nb.metadata.pop(key, None)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", type=pathlib.Path, help="notebooks (default: notebooks/*.ipynb)")
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if a notebook has outputs")
    args = parser.parse_args(argv)
    dirty = 0
    for path in args.paths or notebooks():
        nb = nbformat.read(path, as_version=4)
        if args.check:
            left = leftovers(nb)
            dirty += bool(left)
            for line in left:
                print(f"{path}: {line}")
        elif clear(nb):
            nbformat.write(nb, path)
            print(f"cleared {path}")
    return 1 if dirty else 0


if __name__ == "__main__":
    sys.exit(main())
