"""Time of ``mkdocs build --strict`` for the whole learning website (notebooks executed)."""

from __future__ import annotations

import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
RUNS = 2


def _build(out: str, fresh_cache: bool) -> float:
    if fresh_cache:
        shutil.rmtree(ROOT / ".cache", ignore_errors=True)  # mkdocs-jupyter's executed-notebook cache
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", out], cwd=ROOT, check=True,
                   env=dict(os.environ, NO_MKDOCS_2_WARNING="1"), capture_output=True)
    return time.perf_counter() - start


def rows():
    with tempfile.TemporaryDirectory() as out:
        cold = [_build(out, fresh_cache=True) for _ in range(RUNS)]
        warm = [_build(out, fresh_cache=False) for _ in range(RUNS)]
        size = sum(f.stat().st_size for f in pathlib.Path(out).rglob("*") if f.is_file())
    return [
        ("site build, notebooks executed (median, s)", f"{statistics.median(cold):.1f}"),
        ("site build, notebook cache warm (median, s)", f"{statistics.median(warm):.1f}"),
        ("built site size (MB)", f"{size / 1e6:.1f}"),
    ]
