"""The kernel benchmark's peers, as a user sets them up: a wrong ``LUDII_JAR`` is refused at once, with a sentence.

(Ludii itself is not installed here: ``tools/build_ludii.sh`` builds it from Ludii's sources when a user has them.)
"""

import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]


def run_table(env_extra: dict) -> subprocess.CompletedProcess:
    env = dict(os.environ, **env_extra)
    return subprocess.run([sys.executable, "benchmarks/extra_kernel.py", "--table", "--rounds", "1", "--seconds", "0.01"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


def test_a_missing_ludii_jar_is_refused_before_any_measure(tmp_path):
    out = run_table({"LUDII_JAR": str(tmp_path / "Ludii.jar")})
    assert out.returncode == 2
    assert "no such file" in out.stderr and "tools/build_ludii.sh" in out.stderr
    assert "Traceback" not in out.stderr and out.stdout.count("\n") <= 1  # only the date line: nothing measured


def test_the_ludii_build_script_refuses_a_folder_that_is_not_ludii(tmp_path):
    out = subprocess.run(["bash", "tools/build_ludii.sh"], cwd=ROOT, env=dict(os.environ, LUDII_SRC=str(tmp_path)),
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "LUDII_SRC must be Ludii's repository" in out.stderr
    out = subprocess.run(["bash", "tools/build_ludii.sh"], cwd=ROOT, env={k: v for k, v in os.environ.items()
                                                                        if k != "LUDII_SRC"},
                         capture_output=True, text=True, timeout=60)
    assert out.returncode != 0 and "set LUDII_SRC" in out.stderr
