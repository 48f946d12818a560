"""Click-to-updated-board latency in a real JupyterLab (Playwright + Debian's Chromium).

Each sample: a click on a square sends a message to Python, the controller
answers, the new SVG arrives and is drawn; the front-end stores the elapsed
time in ``data-latency``.  Reports the median and p95 over the samples.
"""

from __future__ import annotations

import pathlib
import statistics
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "tools"))
import harness  # noqa: E402

SAMPLES = 60


def _measure(page, root, square: str) -> float:
    before = root.get_attribute("data-version")
    root.locator(f'[data-square="{square}"]').last.click()
    page.wait_for_function("([el, v]) => el.dataset.version !== v", arg=[root.element_handle(), before])
    return float(root.get_attribute("data-latency"))


def rows():
    with tempfile.TemporaryDirectory() as tmp:
        root_dir = pathlib.Path(tmp)
        harness.write_notebook(root_dir / "bench.ipynb", [
            "from jocari_edu.widgets import Board",
            'b = Board("senet", "standard", seed=3)\nb.roll(3)\nb',
        ])
        with harness.jupyterlab(root_dir) as url, harness.chromium() as browser:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            harness.run_notebook_in_lab(page, url, "bench.ipynb")
            root = page.locator(".jw-root").first
            root.wait_for()
            samples = []
            for i in range(SAMPLES):
                # alternately select a pawn (targets light up) and click an empty square (explanation)
                samples.append(_measure(page, root, "9" if i % 2 == 0 else "20"))
    samples.sort()
    p95 = samples[int(0.95 * (len(samples) - 1))]
    return [
        ("board click -> updated board, median (ms)", f"{statistics.median(samples):.1f}"),
        ("board click -> updated board, p95 (ms)", f"{p95:.1f}"),
        ("samples", str(len(samples))),
    ]
