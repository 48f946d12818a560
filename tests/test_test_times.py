"""``tools/test_times.py``: where a run of the suite spent its time, read from pytest's JUnit reports."""

import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
TOOL = ROOT / "tools" / "test_times.py"

REPORT = """<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" tests="4">
<testcase classname="tests.games.test_senet" name="test_a" time="1.5"/>
<testcase classname="tests.games.test_senet" name="test_b[standard]" time="0.5"/>
<testcase classname="tests.browser.test_phone" name="test_whole_game[jacquet]@tests/browser/test_phone.py" time="58.6"/>
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


def test_the_timeline_says_what_each_worker_ran_in_order_and_who_waited(tmp_path, capsys):
    sys.path.insert(0, str(ROOT / "tools"))
    import test_times

    lines = {"gw0": ["gw0\t100.0\t150.0\ttests/browser/test_phone.py\ttests/browser/test_phone.py::test_a",
                     "gw0\t150.0\t151.0\t-\ttests/test_cli.py::test_c"],
             "gw1": ["gw1\t100.5\t130.5\tjupyterlab\ttests/browser/test_analysis.py::test_b",
                     "gw1\t130.5\t170.0\t-\ttests/games/test_senet.py::test_d",
                     "gw1\t170.0\t190.0\ttests/browser/test_site.py\ttests/browser/test_site.py::test_e"]}
    for worker, rows in lines.items():
        (tmp_path / f"timeline-{worker}.tsv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    test_times.print_timeline(sorted(tmp_path.glob("timeline-*.tsv")))
    out = [line.split() for line in capsys.readouterr().out.splitlines()[1:] if line.strip()]
    assert out == [["gw0:", "ends", "at", "51.0", "s"],
                   ["at", "0.0", "s", "50.0", "s", "1", "tests", "tests/browser/test_phone.py"],
                   ["gw1:", "ends", "at", "1", "min", "30.0", "s"],
                   ["at", "0.5", "s", "30.0", "s", "1", "tests", "jupyterlab"],
                   ["at", "30.5", "s", "39.5", "s", "1", "tests", "(quick", "tests)"],
                   ["at", "70.0", "s", "20.0", "s", "1", "tests", "tests/browser/test_site.py"],
                   ["the", "first", "to", "finish", "waited", "39.0", "s", "for", "the", "last"]]
