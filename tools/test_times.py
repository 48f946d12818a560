"""Where the test suite's time goes: by phase, by file and by test.

    .venv/bin/python tools/test_times.py            the last run of ``bash tools/test.sh``
    .venv/bin/python tools/test_times.py --top 50   more of the slowest tests
    .venv/bin/python tools/test_times.py REPORT.xml [REPORT.xml ...]   any JUnit reports of pytest

``tools/test.sh`` writes, in ``.cache/test-times/``, one JUnit report per pytest pass (``compiled.xml``:
the whole suite on the compiled kernels, or ``quick.xml`` with ``--quick``; ``pure.xml``: the pass on the
pure kernels), ``phases.tsv``, the wall time of each phase of the run (set-up, lint, each pytest pass), and
``timeline-<worker>.tsv`` (tests/conftest.py): when each test of the whole suite ran, on which worker, in which
group; printed as each worker's groups in the order it ran them, and how long the first to finish waited.
A test's time is its set-up, call and tear-down together, so the first test that asks for a session
fixture (the built site, JupyterLab, the browser) carries that fixture's cost: the "by fixture" figures
of the README come from the tests named here.
"""

from __future__ import annotations

import argparse
import collections
import pathlib
import signal
import sys
import xml.etree.ElementTree as ET

ROOT = pathlib.Path(__file__).resolve().parents[1]
TIMES = ROOT / ".cache" / "test-times"


def read_report(path: pathlib.Path) -> list[tuple[str, str, float, str]]:
    """(file, test id, seconds, outcome) for each test case of a JUnit report."""
    cases = []
    for case in ET.parse(path).getroot().iter("testcase"):
        classname = case.get("classname", "")
        name = case.get("name", "")
        if "@" in name.rpartition("]")[2]:  # "<test>@<group>": the group --dist loadgroup ran it in
            name = name[: name.rindex("@")]
        parts = classname.split(".")  # "tests.games.test_senet" (a module) or "tests.games.test_senet.TestX"
        while parts and not (ROOT / ("/".join(parts) + ".py")).exists():
            parts.pop()
        file = "/".join(parts) + ".py" if parts else classname
        outcome = "passed"
        for child in case:
            if child.tag in ("failure", "error"):
                outcome = "failed"
            elif child.tag == "skipped":
                outcome = "skipped"
        cases.append((file, f"{file}::{name}", float(case.get("time", 0) or 0), outcome))
    return cases


def minutes(seconds: float) -> str:
    return f"{int(seconds // 60)} min {seconds % 60:04.1f} s" if seconds >= 60 else f"{seconds:.1f} s"


def print_phases(path: pathlib.Path) -> None:
    rows = [line.split("\t") for line in path.read_text().splitlines() if line.strip()]
    total = sum(float(seconds) for _, seconds in rows)
    print(f"Phases of the last run ({path.relative_to(ROOT)}):")
    for name, seconds in rows:
        print(f"  {name:<28} {minutes(float(seconds)):>14}")
    print(f"  {'total':<28} {minutes(total):>14}\n")


def print_report(path: pathlib.Path, top: int) -> None:
    cases = read_report(path)
    total = sum(t for _, _, t, _ in cases)
    outcomes = collections.Counter(o for _, _, _, o in cases)
    print(f"{path.name}: {len(cases)} tests, {minutes(total)} of test time "
          f"({', '.join(f'{n} {o}' for o, n in sorted(outcomes.items()))})")
    by_file: dict[str, list[float]] = collections.defaultdict(list)
    for file, _, t, _ in cases:
        by_file[file].append(t)
    print("  by file (slowest first):")
    for file, times in sorted(by_file.items(), key=lambda kv: -sum(kv[1])):
        print(f"    {sum(times):8.1f} s  {len(times):4d} tests  {file}")
    print(f"  the {top} slowest tests:")
    for _, test, t, outcome in sorted(cases, key=lambda c: -c[2])[:top]:
        print(f"    {t:8.1f} s  {test}{'' if outcome == 'passed' else f'  [{outcome}]'}")
    print()


def print_timeline(paths: list[pathlib.Path]) -> None:
    """Each worker's run: its groups in order (a group's first start, its seconds), its end; quick tests summed."""
    rows = [line.split("\t") for path in paths for line in path.read_text(encoding="utf-8").splitlines() if line]
    origin = min(float(start) for _, start, _, _, _ in rows)
    ends = {}
    print("By worker (seconds since the first test started; the quick tests, any group, summed):")
    for worker in sorted({w for w, *_ in rows}):
        runs: list[list] = []  # [group, first start, seconds, tests]
        for _, start, end, group, _ in sorted((r for r in rows if r[0] == worker), key=lambda r: float(r[1])):
            group = "(quick tests)" if group == "-" else group
            if not runs or runs[-1][0] != group:
                runs.append([group, float(start) - origin, 0.0, 0])
            runs[-1][2] += float(end) - float(start)
            runs[-1][3] += 1
        ends[worker] = max(float(end) for w, _, end, _, _ in rows if w == worker) - origin
        print(f"  {worker}: ends at {minutes(ends[worker])}")
        for group, start, seconds, tests in runs:
            if seconds >= 5 or group != "(quick tests)":
                print(f"    at {start:6.1f} s  {seconds:6.1f} s  {tests:4d} tests  {group}")
    if len(ends) > 1:
        print(f"  the first to finish waited {minutes(max(ends.values()) - min(ends.values()))} for the last\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("reports", nargs="*", type=pathlib.Path, help="JUnit reports (default: the last run's)")
    parser.add_argument("--top", type=int, default=30, help="how many of the slowest tests to list (default 30)")
    args = parser.parse_args(argv)
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # piped into head: stop quietly
    if args.top < 1:
        parser.error("--top must be at least 1")
    reports = args.reports
    if not reports:
        if (TIMES / "phases.tsv").exists():
            print_phases(TIMES / "phases.tsv")
        reports = [p for p in (TIMES / name for name in ("compiled.xml", "quick.xml", "pure.xml")) if p.exists()]
        if not reports:
            parser.error(f"no report in {TIMES.relative_to(ROOT)}: run bash tools/test.sh first")
        if timeline := sorted(TIMES.glob("timeline-*.tsv")):
            print_timeline(timeline)
    for path in reports:
        if not path.is_file():
            parser.error(f"no such report: {path}")
        try:
            print_report(path, args.top)
        except ET.ParseError as exc:
            parser.error(f"{path} is not a JUnit XML report ({exc})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
