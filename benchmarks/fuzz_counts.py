"""Run the boundary fuzzers (tests/test_boundary.py) with large counts, and count the outcomes per entry.

    .venv/bin/python benchmarks/fuzz_counts.py [EXAMPLES]   # default 2000 examples per fuzzer

Every call is counted under its entry (``play``, ``load_record (text)``,
``BoardController.handle``...) as ``accepted`` or by the error class that
refused it; any exception other than the project's own (or a refusal that
changed the game, a long message, a slow refusal) stops the run with the
fuzzer's failing example.  The same seeds as the suite (``derandomize``),
more examples.
"""

from __future__ import annotations

import inspect
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main(examples: int) -> int:
    os.environ["JOCARI_FUZZ_EXAMPLES"] = str(examples)
    from tests import test_boundary as fuzz

    start = time.perf_counter()
    failures: list[str] = []
    for name, test in vars(fuzz).items():
        if not name.startswith("test_") or not hasattr(test, "hypothesis"):
            continue
        params = inspect.signature(test).parameters
        try:
            if "name" in params:  # arrange: one run per game
                for game in fuzz.ARRANGE:
                    test(name=game)
            else:
                test()
        except Exception as err:  # noqa: BLE001 - a failing fuzzer is reported, and the others still run
            failures.append(f"{name}: {type(err).__name__}: {str(err).splitlines()[0][:200]}")
        print(f"{name}: done", file=sys.stderr)
    seconds = time.perf_counter() - start
    total = 0
    print("| entry | calls | outcomes | slowest refusal (CPU ms) |\n|---|---:|---|---:|")
    for entry, outcomes in sorted(fuzz.OUTCOMES.items()):
        n = sum(outcomes.values())
        total += n
        shown = ", ".join(f"{k} {v}" for k, v in outcomes.most_common())
        print(f"| {entry} | {n} | {shown} | {1000 * fuzz.SLOWEST.get(entry, 0.0):.1f} |")
    print(f"\n{total} calls, {examples} examples per fuzzer, {seconds:.0f} s.")
    print("\n".join(f"FAILED {f}" for f in failures) or "Every fuzzer passed: no exception other than JocariError.")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000))
