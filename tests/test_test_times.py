"""``tools/test_times.py``: where a run of the suite spent its time, read from pytest's JUnit reports."""

import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
TOOL = ROOT / "tools" / "test_times.py"

REPORT = """<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" tests="4">
<testcase classname="tests.games.test_senet" name="test_a" time="1.5"/>
<testcase classname="tests.games.test_senet" name="test_b[standard]" time="0.5"/>
<testcase classname="tests.browser.test_phone" name="test_whole_game[jacquet]" time="58.6"/>
<testcase classname="tests.test_cli" name="test_c" time="0.2"><failure message="boom"/></testcase>
</testsuite></testsuites>"""


def run(*args, cwd=ROOT):
    return subprocess.run([sys.executable, str(TOOL), *map(str, args)], capture_output=True, text=True, cwd=cwd)


def test_it_sums_by_file_and_lists_the_slowest_tests_first(tmp_path):
    report = tmp_path / "run.xml"
    report.write_text(REPORT, encoding="utf-8")
    out = run(report, "--top", "2")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "run.xml: 4 tests, 1 min 00.8 s of test time (1 failed, 3 passed)"
    files = [line.split() for line in lines[lines.index("  by file (slowest first):") + 1:][:3]]
    assert files == [["58.6", "s", "1", "tests", "tests/browser/test_phone.py"],
                     ["2.0", "s", "2", "tests", "tests/games/test_senet.py"],
                     ["0.2", "s", "1", "tests", "tests/test_cli.py"]]
    slowest = lines[lines.index("  the 2 slowest tests:") + 1:]
    assert [line.split()[-1] for line in slowest if line.strip()] == [
        "tests/browser/test_phone.py::test_whole_game[jacquet]", "tests/games/test_senet.py::test_a"]


def test_bad_arguments_say_what_is_wrong_and_exit_2(tmp_path):
    missing = run(tmp_path / "none.xml")
    assert missing.returncode == 2 and "no such report" in missing.stderr
    (tmp_path / "bad.xml").write_text("not xml", encoding="utf-8")
    bad = run(tmp_path / "bad.xml")
    assert bad.returncode == 2 and "is not a JUnit XML report" in bad.stderr
    assert run(tmp_path / "bad.xml", "--top", "0").returncode == 2
