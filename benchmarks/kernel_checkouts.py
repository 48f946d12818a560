"""Two checkouts' rules kernels side by side, in one run: random moves per second, pure and compiled.

Run: ``python benchmarks/kernel_checkouts.py BEFORE AFTER [--rounds 5] [--seconds 1]``, each a checkout whose
kernels were compiled (``PYTHONPATH=CHECKOUT .venv/bin/python tools/compile_kernels.py`` there), e.g. the commit
before a change in ``git worktree add --detach /tmp/before COMMIT`` and this one.

Each measure is ``extra_kernel.py``'s play-out loop (``playouts``) in a subprocess importing the checkout's package
with ``JOCARI_KERNELS=pure`` or ``compiled`` (compiled: an error where a kernel is stale or missing, so a stale
build is never measured).  Rounds are interleaved (one round of every row, mode and checkout, then the next) and
the median printed with after ÷ before, so that a shared machine's load falls on both alike; CPU time.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from extra_kernel import _KERNEL_SNIPPET, TABLE  # noqa: E402

ROWS = [*TABLE[:6], ("marelle", "breyer"), *TABLE[6:]]


def rate(checkout: str, name: str, rule_set: str, mode: str, seconds: float, seed: int) -> float:
    """Moves per second of ``checkout``'s kernel (``mode``: pure or compiled), in a subprocess."""
    env = dict(os.environ, PYTHONPATH=checkout, JOCARI_KERNELS=mode)
    out = subprocess.run([sys.executable, "-c", _KERNEL_SNIPPET, name, rule_set, str(seconds), str(seed)],
                         env=env, capture_output=True, text=True, check=True, cwd=checkout)
    moves, compiled, _ = json.loads(out.stdout)
    if compiled != (mode == "compiled"):
        raise RuntimeError(f"{checkout}: {name} ran {'compiled' if compiled else 'pure'}, not {mode}")
    return moves


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=1.0)
    args = parser.parse_args(argv)
    found: dict = {}
    for r in range(args.rounds):
        for name, rule_set in ROWS:
            for mode in ("pure", "compiled"):
                for side, checkout in (("before", args.before), ("after", args.after)):
                    found.setdefault((name, rule_set, mode, side), []).append(
                        rate(checkout, name, rule_set, mode, args.seconds, 1000 * r))
        print(f"round {r + 1}/{args.rounds} done", file=sys.stderr, flush=True)
    print("game\trule set\tkernel\tbefore\tafter\tafter / before")
    for name, rule_set in ROWS:
        for mode in ("pure", "compiled"):
            before, after = (statistics.median(found[(name, rule_set, mode, s)]) for s in ("before", "after"))
            print(f"{name}\t{rule_set}\t{mode}\t{before:,.0f}\t{after:,.0f}\t{after / before:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
