"""JupyterLite on the built site (#34): how long a pupil waits, and what a first visit downloads.

    .venv/bin/python benchmarks/extra_jupyterlite.py [SITE] [--runs N]

SITE: a built site (default ``site/``, from ``mkdocs build``).  Served on localhost, opened in Debian's Chromium
with a profile on disk.  For each run: ``cold`` (a new profile: nothing cached), then ``warm`` (the same profile,
the page opened again), then ``offline`` (the same profile, the browser offline, another lesson: what the site's
worker kept, sw.js).  Measured from the navigation: the notebook shown, the kernel idle (Python started with
every package), the first cell run (the lesson's imports), the first board drawn (a cell ``Board("senet")``), and
the bytes the server sent (uncompressed bodies) to the cold visit.  Medians are printed.  Run it on a quiet machine,
under the browser lock (flock /tmp/jocari-browser.lock ...).
"""

from __future__ import annotations

import argparse
import pathlib
import statistics
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import harness  # noqa: E402

LESSON = "lecons/00_introduction.ipynb"
OTHER = "lecons/01_senet.ipynb"  # opened offline
KEPT = """async () => { const keys = (await (await caches.open('jocari-site')).keys()).map(r => r.url);
  return ['jupyter/files/lecons/01_senet.ipynb', 'assets/live/pyodide/pyodide.asm.wasm', 'jupyter/wheels/pyodide-lock.json',
          'jupyter/notebooks/index.html'].every(p => keys.some(k => k.includes(p))); }"""
IDLE = """() => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
  return !!k && k.status === 'idle' && w.sessionContext.kernelDisplayStatus === 'idle'; }"""
RUN_CELL = """async (code) => { const app = window.jupyterapp, nb = app.shell.currentWidget.content;
  nb.activeCellIndex = nb.widgets.length - 1;
  await app.commands.execute('notebook:insert-cell-below');
  await app.commands.execute('notebook:change-cell-to-code');
  nb.activeCell.model.sharedModel.setSource(code);
  await app.commands.execute('notebook:run-cell'); }"""


def one_visit(context, url, lesson=LESSON):
    sizes = []
    context.on("response", lambda r: sizes.append(int(r.headers.get("content-length", 0) or 0)))
    page = context.new_page()
    start = time.perf_counter()
    page.goto(f"{url}/jupyter/notebooks/index.html?path={lesson}")
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell.currentWidget", timeout=300_000)
    shown = time.perf_counter() - start
    page.wait_for_function(IDLE, timeout=600_000)
    ready = time.perf_counter() - start
    page.evaluate(RUN_CELL, "from jocari_edu.widgets import Board")
    page.wait_for_function("() => window.jupyterapp.shell.currentWidget.content.activeCell.model.executionCount"
                           " !== null", timeout=300_000)
    cell = time.perf_counter() - start
    page.evaluate(RUN_CELL, 'Board("senet", seed=1)')
    page.locator(".jw-root").first.wait_for(timeout=300_000)
    board = time.perf_counter() - start
    if lesson == LESSON:  # the site's worker has kept what the visit used
        page.wait_for_function(KEPT, timeout=300_000, polling=1000)
    page.close()
    return {"shown": shown, "kernel": ready, "cell": cell, "board": board, "bytes": sum(sizes)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", nargs="?", type=pathlib.Path, default=ROOT / "site")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    results = {"cold": [], "warm": [], "offline": []}
    with harness.static_server(args.site) as url:
        for _ in range(args.runs):
            with tempfile.TemporaryDirectory() as profile, harness.chromium_profile(pathlib.Path(profile)) as context:
                results["cold"].append(one_visit(context, url))
                results["warm"].append(one_visit(context, url))
                context.set_offline(True)
                results["offline"].append(one_visit(context, url, OTHER))
    for kind, runs in results.items():
        median = {key: statistics.median(r[key] for r in runs) for key in runs[0]}
        print(f"{kind}: notebook shown {median['shown']:.1f} s, kernel idle {median['kernel']:.1f} s, first cell "
              f"{median['cell']:.1f} s, first board {median['board']:.1f} s"
              + (f", {median['bytes'] / 1e6:.1f} MB sent" if kind == "cold" else "")  # warm: the cache's answers
              + f" (median of {len(runs)})")


if __name__ == "__main__":
    main()
