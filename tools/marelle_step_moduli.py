"""Marelle's step tables: print the moduli that index them, found from the board's lines (board.smallest_step_modulus).

    .venv/bin/python tools/marelle_step_moduli.py          print STEP_GROUP_MODULI as board.py should hold it
    .venv/bin/python tools/marelle_step_moduli.py --check  exit 1 if board.py holds other numbers

The search takes a few seconds, so that board.py keeps its answers rather than searching at each import;
run this after changing the board's points or lines, and paste its line into board.py.
"""

from __future__ import annotations

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
from jocari_edu.games.marelle import board  # noqa: E402


def main(argv: list[str]) -> int:
    found = tuple(board.smallest_step_modulus(g) for g in range(board.STEP_GROUPS))
    print(f"STEP_GROUP_MODULI = {found}")
    if "--check" in argv and found != board.STEP_GROUP_MODULI:
        print(f"board.py holds {board.STEP_GROUP_MODULI}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
