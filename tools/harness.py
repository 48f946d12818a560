"""Start JupyterLab, a static file server and Debian's Chromium for browser tests and benchmarks.

Used by tests/browser/* and benchmarks/extra_widgets.py.  Never downloads a
browser: Playwright drives /usr/bin/chromium (see shared notes).
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import json
import os
import pathlib
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request

CHROMIUM = os.environ.get("JOCARI_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--disable-quic",
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_http(url: str, timeout: float = 180, proc: subprocess.Popen | None = None) -> None:
    """Wait until ``url`` answers (generous: a busy machine starts servers slowly); fail at once if ``proc`` died."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"the server for {url} exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=5):
                return
        except OSError:
            time.sleep(0.3)
    raise TimeoutError(f"{url} did not answer within {timeout} s")


@contextlib.contextmanager
def jupyterlab(root: pathlib.Path):
    """A JupyterLab server on ``root``; yields its base URL; stops only its own PID.

    It runs with the environment's own settings (``overrides.json``, written by
    tools/setup.sh: French, no news pop-up), as ``tools/start.sh`` does; the
    tests add one user setting, every cell kept in the page (no virtual scrolling).
    """
    port = free_port()
    bin_dir = pathlib.Path(sys.executable).parent
    settings = root / ".lab-settings"
    target = settings / "@jupyterlab" / "notebook-extension" / "tracker.jupyterlab-settings"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps({"windowingMode": "none"}))
    cmd = [
        str(bin_dir / "jupyter"), "lab", "--no-browser", f"--port={port}", "--ip=127.0.0.1",
        "--ServerApp.token=", "--ServerApp.password=", "--ServerApp.disable_check_xsrf=True",
        f"--ServerApp.root_dir={root}", f"--LabApp.user_settings_dir={settings}",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--allow-root")
    log = open(root / "jupyter.log", "w")  # noqa: SIM115
    # the kernels import this checkout's package, whatever the environment's editable install points at (a
    # worktree sharing the .venv of another checkout tests its own code)
    checkout = str(pathlib.Path(__file__).resolve().parents[1])
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [checkout, os.environ.get("PYTHONPATH")]))}
    proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, cwd=root, env=env)
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_http(url + "/api/status", proc=proc)
        yield url
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


@contextlib.contextmanager
def static_server(directory: pathlib.Path):
    """Serve ``directory`` on localhost (``.mjs`` as JavaScript); yields the URL."""
    handler = functools.partial(_QuietHandler, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)  # the system picks a free port: no race
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".mjs": "text/javascript",
                      ".js": "text/javascript", ".wasm": "application/wasm"}

    def log_message(self, *args):
        pass


@contextlib.contextmanager
def chromium():
    """A headless Debian Chromium driven by Playwright."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            yield browser
        finally:
            browser.close()


@contextlib.contextmanager
def chromium_profile(user_data_dir: pathlib.Path, **options):
    """Debian's Chromium with a profile on disk: its HTTP cache is kept on disk, as a visitor's browser does.

    (A ``browser.new_context()`` keeps its cache in memory, and there a 9.6 MB
    file, Pyodide's WebAssembly, was fetched again on every visit.)  Yields the
    browser context.
    """
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        context = p.chromium.launch_persistent_context(
            str(user_data_dir), executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True, **options)
        try:
            yield context
        finally:
            context.close()


def run_notebook_in_lab(page, base_url: str, name: str, timeout_ms: int = 300_000) -> None:
    """Open ``name`` in JupyterLab, wait for an idle kernel, and run every cell."""
    # a workspace of its own, reset: a notebook an earlier test left open in the shared lab is not restored beside it
    page.goto(f"{base_url}/lab/workspaces/{pathlib.Path(name).stem}/tree/{name}?reset")
    page.wait_for_selector(".jp-Notebook", timeout=timeout_ms)
    # the toolbar says idle before the kernel is connected: wait for the status bar (in either language)
    page.wait_for_function(
        "() => [...document.querySelectorAll('.jp-StatusBar-TextItem')].some(e => /Idle|Inactif/.test(e.textContent))",
        timeout=timeout_ms,
    )
    first = page.locator(".jp-Notebook .jp-Cell").first
    first.click()
    page.wait_for_function("el => el.classList.contains('jp-mod-active')", arg=first.element_handle(), timeout=timeout_ms)
    cells = page.locator(".jp-Notebook .jp-Cell").count()
    code = page.locator(".jp-Notebook .jp-CodeCell").count()
    for _ in range(cells):
        page.keyboard.press("Shift+Enter")
    # every code cell has run: its prompt holds its execution count, [1]: ... (Shift+Enter
    # on the last cell adds an empty one, which never runs)
    page.wait_for_function(
        "n => [...document.querySelectorAll('.jp-Notebook .jp-CodeCell .jp-InputPrompt')].slice(0, n)"
        ".every(e => /\\[\\d+\\]/.test(e.textContent))",
        arg=code, timeout=timeout_ms,
    )


def write_notebook(path: pathlib.Path, sources: list[str]) -> None:
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(src) for src in sources]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    nbformat.write(nb, path)


# what to record in Chromium's trace to time the page's own thread (browser.start_tracing)
TASK_CATEGORIES = ["toplevel", "blink.user_timing"]


def longest_task(trace: bytes, start: str, end: str) -> tuple[float, float]:
    """The longest task of a page's own thread between two of its marks, from Chromium's trace:
    ``(CPU ms, wall ms)``.

    A task's CPU time is what the page's thread itself spent on it; on a host shared by
    other jobs, its wall time (what the Long Tasks API reports) also counts the moments the
    thread waited for a core.  The marks (``performance.mark``) name the page's thread.
    """
    events = json.loads(trace)["traceEvents"]
    marks = {e["name"]: e for e in events if e.get("name") in (start, end) and "user_timing" in e.get("cat", "")}
    thread = (marks[start]["pid"], marks[start]["tid"])
    a, b = marks[start]["ts"], marks[end]["ts"]
    tasks = [e for e in events if e.get("name") == "ThreadControllerImpl::RunTask" and e.get("ph") == "X"
             and (e["pid"], e["tid"]) == thread and e["ts"] + e["dur"] > a and e["ts"] < b]
    if not tasks:
        return 0.0, 0.0
    return max(e.get("tdur", 0) for e in tasks) / 1000, max(e["dur"] for e in tasks) / 1000


# -- a live board of the site, woken as a learner wakes it -------------------------------------------------

READY_MS = 180_000  # Python's first start on a busy shared machine
# the adapter (live.js) is there: the board still asleep shows its « touch to play » button, or it has woken
# by itself (a shared link in the address)
_ATTACHED = "h => h.dataset.live !== 'static' || !!h.querySelector('.jocari-live-start, .jocari-live-resume')"
_SETTLED = "h => h.dataset.live !== 'static' && h.dataset.live !== 'loading'"


def wake_board(page, host, timeout: float = READY_MS, settled: bool = True) -> str:
    """Start one of the site's live boards (``host``: its ``.jocari-live`` locator) as a learner does.

    A board downloads Python only once touched: this waits for the page's
    adapter, taps (a touch screen) or clicks (a mouse) the board's « touch to
    play » button if the board still sleeps, then waits until it is ``ready``
    (or ``error``, ``file``), states only, never a clock.  Returns that state
    (with ``settled=False``, returns at once after the touch: ``loading``, mostly).
    """
    host.scroll_into_view_if_needed()
    page.wait_for_function(_ATTACHED, arg=host.element_handle(), timeout=timeout)
    if host.get_attribute("data-live") == "static":
        # a game this browser kept for the board (an earlier test's): « Reprendre la partie ? », « Non »
        start = host.locator(".jocari-live-start, .jocari-live-resume-no")
        if page.evaluate("matchMedia('(pointer: coarse)').matches"):
            start.tap()
        else:
            start.click()
    if settled:
        page.wait_for_function(_SETTLED, arg=host.element_handle(), timeout=timeout)
    return host.get_attribute("data-live")
