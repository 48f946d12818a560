"""Boards on the published site: Python in the browser (Pyodide), in Debian's Chromium.

Builds the site (``mkdocs build --strict``), serves it on localhost and measures:

- time to the first playable board of a "Jouer" page (from navigation to the
  board's ``data-live="ready"``, the board touched as soon as the page shows it:
  a board downloads Python only once touched): cold (a fresh browser profile), warm (the
  browser's HTTP cache, in a profile on disk as a visitor's browser has; and,
  for comparison, in a private context's in-memory cache, which does not keep
  Pyodide's 9.6 MB WebAssembly) and from the site's offline cache (service
  worker); where the warm start's seconds go (the page's performance marks);
- click to updated board over a scripted game of real clicks (board.js's own
  ``data-latency``: message sent, Python answers, picture redrawn), median and p95;
- the computer's greedy move in Pyodide (``handle({"type": "computer"})`` and
  the new view, what a page waits for), median and max, per game;
- the page's responsiveness while Python works in its worker: Pyodide's own
  start there (``loadPyodide``), the longest task of the page's own thread
  (Long Tasks API, a ``PerformanceObserver`` with ``buffered: true``, which
  reports tasks of 50 ms or more, in wall time; the longest gap between the
  ticks of a 10 ms timer, finer; and Chromium's trace, the CPU time the thread
  spent on its longest task, which other jobs on a shared host do not
  lengthen) while Python starts (cold), while the expert thinks
  (La Marelle, modern rules) and while it finds a hint, and how long a click
  on « Réglages » takes to reach the next frame meanwhile;
- « Analyse » of a 60-decision game of each game (seeded, « moyen » against « débutant »,
  opened from a share link on its "Jouer" page): from the click on « Analyse » to the panel's
  ``data-state="done"``, the review running step by step in the page's worker at the default
  depth; beside it, the same review in one call in that worker (``review()``, no board), with and
  without its confirmation (#41: the costliest decisions checked one throw deeper), the longest
  gap of a 10 ms timer on the page meanwhile, and what one play-out costs in that worker (the
  game's costliest decision by the estimate, both moves played out at « moyen » with the same
  throws, ``confirm.playout_margin``): the price of confirming the review's marks by play-outs;
- the weight Python adds to a page (bytes transferred by ``http.server``,
  which does not compress, and the same files gzipped, as most static hosts
  serve them) and the whole site's size.
"""

from __future__ import annotations

import gzip
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

from jocari_edu import new_game
from jocari_edu.render import picture_of
from jocari_edu.widgets.controller import BoardController

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import harness  # noqa: E402

RUNS = 3
CLICKS = 220
READY = "() => { const h = document.querySelector('.jocari-live'); return h && h.dataset.live === 'ready'; }"
PYTHON_FILES = ("pyodide/", "jocari_edu-", "live.js", "worker.js", "board.js", "board.css", "live.css", "worker.css")

GREEDY = """
import json, time
from jocari_edu import new_game
from jocari_edu.players import PLAYERS
from jocari_edu.widgets.live import LiveBoard
from jocari_edu.widgets.controller import BoardController

def greedy_times(name, rule_set, games=3, limit=40):
    times = []
    for seed in range(games):
        board = LiveBoard(BoardController(new_game(name, rule_set, seed=seed), opponent="greedy", computer_side=1))
        c, rival = board.controller, PLAYERS["random"](seed)
        while not c.game.is_over and len(times) < limit * (seed + 1):
            g = c.game
            if c.computer_turn and not g.awaiting_throw:
                start = time.perf_counter()
                board.handle({"type": "computer"})
                times.append(1000 * (time.perf_counter() - start))
            elif c.computer_turn:
                board.handle({"type": "computer"})
            elif g.awaiting_throw:
                c.roll()
            else:
                c.play(rival.choose(g))
    return times

json.dumps({f"{name}/{rs}": greedy_times(name, rs) for name, rs in SPECS})
"""


NODE_START = """
import { loadPyodide } from "%s";
const start = performance.now();
await loadPyodide();
console.log(performance.now() - start);
"""


def _pyodide_under_node() -> float | None:
    """Pyodide's own start, the same files under Node, no page (the reference for the browser figures)."""
    import shutil

    if not shutil.which("node"):
        return None
    with tempfile.TemporaryDirectory() as tmp:
        script = pathlib.Path(tmp) / "start.mjs"
        script.write_text(NODE_START % (ROOT / "node_modules/pyodide/pyodide.mjs").as_uri())
        out = subprocess.run(["node", str(script)], capture_output=True, text=True, check=True)
    return float(out.stdout.strip().splitlines()[-1]) / 1000


def _build(out: pathlib.Path) -> None:
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", str(out)], cwd=ROOT, check=True,
                   env=dict(os.environ, NO_MKDOCS_2_WARNING="1"), capture_output=True)


MARKS = "() => Object.fromEntries(performance.getEntriesByType('mark').map(m => [m.name, m.startTime]))"
# live.js's marks, in order: what happens between two of them (ms since navigation)
STEPS = (("page, scripts, until Python asked", None, "jocari:python-asked"),
         ("Pyodide's start", "jocari:python-asked", "jocari:python-started"),
         ("rules' wheel unpacked, imported", "jocari:python-started", "jocari:rules-imported"),
         ("first view drawn", "jocari:rules-imported", "jocari:board-ready"))


def _open_ready(page, url: str) -> None:
    """Open a page and start its first board as a learner does (a touch: harness.wake_board), until ready."""
    page.goto(url)
    harness.wake_board(page, page.locator(".jocari-live").first, timeout=300_000)
    page.wait_for_function(READY, timeout=300_000)


def _ready_time(page, url: str, marks: list | None = None) -> float:
    """From navigation to a playable board, the board touched as soon as the page shows it."""
    start = time.perf_counter()
    _open_ready(page, url)
    elapsed = time.perf_counter() - start
    if marks is not None:
        marks.append(page.evaluate(MARKS))
    return elapsed


def _actions(controller: BoardController, step: int):
    g = controller.game
    if g.awaiting_throw:
        outcomes = g.throw_outcomes()
        return [("throw", list(outcomes[step % len(outcomes)][0]))]
    move = g.legal_moves()[step % len(g.legal_moves())]
    if g.is_pass(move):
        return [("pass", None)]
    src, dst = picture_of(g).squares_of(g, move)
    return ([("click", src)] if src else []) + [("click", dst)]


def _click_latencies(page, url: str) -> list[float]:
    """A scripted Senet game by real clicks (new games as needed); each click's board.js latency."""
    import json

    _open_ready(page, url)
    root = page.locator(".jocari-live .jw-root")
    two = page.locator(".jocari-choice button").nth(1)  # « À deux sur cet écran »: this process plays both sides
    two.click()
    page.wait_for_function("b => b.getAttribute('aria-pressed') === 'true'", arg=two.element_handle())
    # the throws are chosen (a teacher's tool, in the settings panel), so that this process can follow the game
    root.locator(".jw-settings summary").click()
    root.locator(".jw-teacher").check()
    page.wait_for_function("el => el.dataset.teacher === 'true'", arg=root.element_handle())
    root.locator(".jw-settings summary").click()
    controller, samples, step = None, [], 0
    while len(samples) < CLICKS:
        if controller is None or controller.game.is_over:
            root.locator(".jw-new").click()
            controller = BoardController(new_game("senet", "standard", seed=0))
            page.wait_for_function("el => el.querySelectorAll('.jw-moves li').length === 0", arg=root.element_handle())
        for kind, value in _actions(controller, step):
            before = root.get_attribute("data-version")
            if kind == "throw":
                root.locator(".jw-throw-select").select_option(json.dumps(value, separators=(",", ":")))
                root.locator(".jw-set-throw").click()
                controller.roll(*value)
            elif kind == "pass":
                root.locator(".jw-pass").click()
                controller.pass_turn()
            else:
                root.locator(f'[data-square="{value}"]').last.click()
                controller.click(value)
            page.wait_for_function("([el, v]) => el.dataset.version !== v", arg=[root.element_handle(), before])
            samples.append(float(root.get_attribute("data-latency")))
        step += 1
    return samples


def _greedy(page) -> dict[str, list[float]]:
    import json

    from jocari_edu import available, game_class

    specs = [(n, rs) for n in available() for rs in game_class(n).RULE_SETS]
    code = f"SPECS = {specs!r}\n" + GREEDY
    result = page.evaluate("""async (code) => {
        const boot = document.querySelector("script[data-jocari-live]").src;
        const { runPython } = await import(new URL("live.js", boot).href);  // the page's own Python, its worker
        return runPython(code);
    }""", code)
    return json.loads(result)


# In every page: the Long Tasks API's reports, the ticks of a 10 ms timer, and each click on « Réglages »
# (from the input's time to the next frame).
WATCH = """
window.jocari = { long: [], ticks: [], settings: [] };
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.jocari.long.push([e.startTime, e.duration]);
}).observe({ type: "longtask", buffered: true });
setInterval(() => window.jocari.ticks.push(performance.now()), 10);
document.addEventListener("click", (event) => {
  if (!event.target.closest(".jw-settings summary")) return;
  const input = event.timeStamp;
  requestAnimationFrame(() => window.jocari.settings.push(performance.now() - input));
}, true);
"""
WINDOW = """([start, end]) => {
  const j = window.jocari;
  const long = Math.max(0, ...j.long.filter(([t, d]) => t + d > start && t < end).map(([, d]) => d));
  const ticks = j.ticks.filter((t) => t > start && t < end);
  let gap = 0;
  for (let i = 1; i < ticks.length; i++) gap = Math.max(gap, ticks[i] - ticks[i - 1] - 10);
  return { long, gap, settings: j.settings.splice(0) };
}"""
BUSY = "([h, on]) => h.dataset.thinking === String(on)"


def _settings_clicks(root) -> None:
    """Open and close « Réglages » (two clicks the page answers by itself)."""
    for _ in range(2):
        root.locator(".jw-settings summary").click()


def _responsiveness(browser, url: str) -> dict[str, list[float]]:
    """One cold visit of La Marelle's Jouer page: while Python starts, the expert thinks and finds a hint."""
    context = browser.new_context(viewport={"width": 1366, "height": 768}, service_workers="block")
    context.add_init_script(WATCH)
    page = context.new_page()
    browser.start_tracing(page=page, categories=harness.TASK_CATEGORIES)
    page.goto(f"{url}/marelle/jouer.html")
    host = page.locator(".jocari-live")
    root = host.locator(".jw-root")
    harness.wake_board(page, host, timeout=300_000, settled=False)  # a touch: Python starts
    page.wait_for_function("h => h.dataset.live === 'loading'", arg=host.element_handle())
    _settings_clicks(root)
    page.wait_for_function(READY, timeout=300_000)
    marks = page.evaluate(MARKS)
    window = page.evaluate(WINDOW, [marks["jocari:python-asked"], marks["jocari:board-ready"]])
    out = {f"start {k}": v if isinstance(v, list) else [v] for k, v in window.items()}
    out["pyodide in the worker"] = [page.evaluate(
        "performance.getEntriesByName('jocari:python-started')[0].detail.pyodide_ms")]
    with_settings = root.locator(".jw-settings summary")
    with_settings.click()
    for selector, value in ((".jw-opponent", "expert"), (".jw-pace", "fast"), (".jw-ruleset", "modern")):
        root.locator(selector).select_option(value)
        if selector != ".jw-ruleset":
            page.wait_for_function("([el, s, v]) => el.querySelector(s).value === v",
                                   arg=[root.element_handle(), selector, value])
    with_settings.click()
    before = root.get_attribute("data-version")
    root.locator(".jw-new").click()
    page.wait_for_function("([el, v]) => el.dataset.version !== v", arg=[root.element_handle(), before])
    page.evaluate("() => window.jocari.settings.splice(0)")
    for kind in ("expert", "hint"):
        if kind == "expert":
            root.locator('[data-square="d2"]').last.click()
        else:
            root.locator(".jw-hint-button").click()
        page.wait_for_function(BUSY, arg=[host.element_handle(), True], timeout=60_000)
        start = page.evaluate(f"performance.mark('bench:{kind}').startTime")
        _settings_clicks(root)
        page.wait_for_function(BUSY, arg=[host.element_handle(), False], timeout=60_000)
        window = page.evaluate(WINDOW, [start, page.evaluate(f"performance.mark('bench:{kind}-done').startTime")])
        for k, v in window.items():
            out[f"{kind} {k}"] = v if isinstance(v, list) else [v]
    trace = browser.stop_tracing()
    for kind, first, last in (("start", "jocari:python-asked", "jocari:board-ready"),
                              ("expert", "bench:expert", "bench:expert-done"), ("hint", "bench:hint", "bench:hint-done")):
        out[f"{kind} cpu"] = [harness.longest_task(trace, first, last)[0]]
    context.close()
    return out


def _python_weight(page, url: str) -> tuple[int, int, int]:
    """Bytes of the page's Python files: as served (uncompressed), gzipped, and the page's total."""
    sizes: dict[str, int] = {}

    def seen(response):
        sizes[response.url] = response.request.sizes()["responseBodySize"]
    page.on("response", seen)
    _open_ready(page, url)
    page.remove_listener("response", seen)
    python = {u: n for u, n in sizes.items() if any(f"/assets/live/{p}" in u for p in PYTHON_FILES)}
    return sum(python.values()), sum(sizes.values()), len(python)


ANALYSED = 60  # decisions in the game « Analyse » is timed on


def analysed_game(name: str, seed: int = 1, decisions: int = ANALYSED):
    """A seeded game of ``name`` (« moyen » as White, « débutant » as Black), stopped after ``decisions`` turns."""
    from jocari_edu.players import make_player
    from jocari_edu.players.base import turn_over

    game = new_game(name, seed=seed)
    players = [make_player(level, seed + k, deterministic=True) for k, level in enumerate(("moyen", "debutant"))]
    done = 0
    while not game.is_over and done < decisions:
        if game.awaiting_throw:
            game.roll()
            continue
        mover = game.to_play
        while not game.is_over and not game.awaiting_throw and game.to_play == mover:
            game.play(players[mover].choose(game))
            if turn_over(game, mover):
                break
        done += 1
    return game


TICKS = """() => { window.jocariTicks = []; setInterval(() => window.jocariTicks.push(performance.now()), 10); }"""
GAP = """() => { const t = window.jocariTicks; let gap = 0;
  for (let i = 1; i < t.length; i++) gap = Math.max(gap, t[i] - t[i - 1] - 10); return gap; }"""
DONE = "r => r.querySelector('.jw-analysis')?.dataset.state === 'done'"


def _analysis_times(browser, url: str, runs: int = RUNS) -> dict[str, dict[str, list[float]]]:
    """Per game: the panel's time (s), the worker's one-call review (s) and the page's longest timer gap (ms)."""
    import json

    from jocari_edu.share import to_link

    found = {}
    for name in ("senet", "marelle", "doze_canes", "jacquet"):
        game = analysed_game(name)
        link = to_link(game, {"opponent": "human"})
        times = found[name] = {"panel": [], "review": [], "gap": [], "unchecked": [], "playout": []}
        playout = _playout_code(game)
        for _ in range(runs):
            context = browser.new_context(service_workers="block")
            page = context.new_page()
            page.goto(f"{url}/{name.replace('_', '-')}/jouer.html#partie={link}")
            page.wait_for_function(READY, timeout=300_000)
            root = page.locator(".jw-root").first
            page.evaluate(TICKS)
            start = time.perf_counter()
            root.locator(".jw-analyse").click()
            page.wait_for_function(DONE, arg=root.element_handle(), timeout=600_000, polling=20)
            times["panel"].append(time.perf_counter() - start)
            times["gap"].append(page.evaluate(GAP))
            code = ("import json, time\nfrom jocari_edu.analysis.review import review\n"
                    f"t = time.perf_counter(); r = review({json.dumps(game.to_json())}); "
                    "json.dumps([time.perf_counter() - t, len(r.decisions)])")
            seconds, count = json.loads(_run_in_page(page, code))
            assert count == ANALYSED or game.is_over, (name, count)
            times["review"].append(seconds)
            times["unchecked"].append(json.loads(_run_in_page(page, UNCHECKED + code)))
            if playout:
                times["playout"].append(json.loads(_run_in_page(page, playout)))
            context.close()
    return found


# the review without its confirmation (the costliest decisions checked one throw deeper): for comparison only
UNCHECKED = ("import jocari_edu.analysis.review as _r\n"
             "def _skipped(result, game, total):\n    return result\n    yield\n"
             "_r._confirmed = _skipped\n")
PLAYOUTS = 4  # play-outs of each move timed in the worker


def _run_in_page(page, code: str) -> str:
    """``code``'s last expression, run by the page's Python worker (a string)."""
    return page.evaluate("""async (code) => {
        const boot = document.querySelector("script[data-jocari-live]").src;
        const { runPython } = await import(new URL("live.js", boot).href);
        return runPython(code);
    }""", code)


def _playout_code(game) -> str | None:
    """Python for the page's worker: the mean seconds of one play-out from ``game``'s costliest decision by the
    estimate (its better move and the move played, :data:`PLAYOUTS` each, the same throws); None where no
    decision was found costly (Doze canes: no choice matters)."""
    from jocari_edu.analysis.review import review

    result = review(game)
    costly = sorted((d for p in (0, 1) for d in result.candidates(p)), key=lambda d: -d.loss)
    if not costly:
        return None
    d = costly[0]
    g = game.copy()
    while len(g.history) > d.index:
        g.undo()
    return ("import json, time\nfrom jocari_edu.analysis.confirm import playout_margin\n"
            "from jocari_edu.games import game_class\n"
            f"g = game_class({game.name!r}).from_position({g.position()!r}, {game.rule_set!r})\n"
            f"t = time.perf_counter(); playout_margin(g, {tuple(d.best)!r}, {tuple(d.turn)!r}, games={PLAYOUTS})\n"
            f"json.dumps((time.perf_counter() - t) / {2 * PLAYOUTS})")


def analysis_rows(browser, url: str, runs: int = RUNS) -> list[tuple[str, str]]:
    from jocari_edu.analysis.confirm import CHECKED
    from jocari_edu.analysis.puzzles import PLAYOUTS as CHECK

    out = []
    for name, t in _analysis_times(browser, url, runs).items():
        unchecked = statistics.median(u[0] for u in t["unchecked"])
        line = (f"{statistics.median(t['panel']):.1f}  runs {sorted(round(x, 1) for x in t['panel'])}; "
                f"review() alone in the worker {statistics.median(t['review']):.2f} s "
                f"(without its one-throw-deeper confirmation {unchecked:.2f} s); "
                f"page's longest timer gap meanwhile {max(t['gap']):.0f} ms")
        if t["playout"]:
            one = statistics.median(t["playout"])
            marks = 2 * CHECKED * 2 * CHECK["budget"]  # both sides' checked decisions, both moves, a full budget
            line += (f"; one play-out in the worker {1000 * one:.0f} ms (confirming the {2 * CHECKED} decisions "
                     f"checked by play-outs as the puzzles are, up to {marks} play-outs: up to {marks * one:.0f} s)")
        out.append((f"« Analyse » of a {ANALYSED}-decision game in the browser, {name} (median s)", line))
    return out


def rows():
    with tempfile.TemporaryDirectory() as tmp:
        site = pathlib.Path(tmp) / "site"
        _build(site)
        live = site / "assets" / "live"
        python_files = [f for f in live.rglob("*") if f.is_file()]
        gz = sum(len(gzip.compress(f.read_bytes(), 6)) for f in python_files)
        total = sum(f.stat().st_size for f in site.rglob("*") if f.is_file())
        with harness.static_server(site) as url, harness.chromium() as browser:
            play = f"{url}/senet/jouer.html"
            cold, private, offline, node = [], [], [], []
            for _ in range(RUNS):
                context = browser.new_context(service_workers="block")
                page = context.new_page()
                cold.append(_ready_time(page, play))
                private.append(_ready_time(page, play))
                context.close()
                node.append(_pyodide_under_node())
            context = browser.new_context()
            page = context.new_page()
            _ready_time(page, f"{url}/marelle/jouer.html")  # a first visit, to another page
            page.wait_for_function("async () => !!(await navigator.serviceWorker.ready).active", timeout=300_000)
            for _ in range(RUNS):
                offline.append(_ready_time(page, play))
            context.close()

            responsive: dict[str, list[float]] = {}
            for _ in range(RUNS):
                for k, v in _responsiveness(browser, url).items():
                    responsive.setdefault(k, []).extend(v)
            context = browser.new_context(service_workers="block")
            page = context.new_page()
            served, page_total, count = _python_weight(page, play)
            clicks = _click_latencies(page, play)
            greedy = _greedy(page)
            context.close()
            analysis = analysis_rows(browser, url)
        warm, marks = [], []
        with harness.static_server(site) as url:
            for run in range(RUNS):  # a fresh profile on disk each run: one first visit, then two visits
                profile = pathlib.Path(tmp) / f"profile-{run}"
                with harness.chromium_profile(profile, service_workers="block") as context:
                    page = context.new_page()
                    _ready_time(page, f"{url}/senet/jouer.html")
                    for _ in range(2):
                        warm.append(_ready_time(page, f"{url}/senet/jouer.html", marks))
                node.append(_pyodide_under_node())
    clicks.sort()
    p95 = clicks[int(0.95 * (len(clicks) - 1))]
    out = [
        ("first playable board, cold cache (median s)", f"{statistics.median(cold):.1f}  runs {sorted(round(x, 1) for x in cold)}"),
        ("first playable board, warm HTTP cache (median s)",
         f"{statistics.median(warm):.1f}  runs {sorted(round(x, 1) for x in warm)}  (a profile on disk)"),
        ("  warm, private context's memory cache (median s)", f"{statistics.median(private):.1f}"),
        ("first playable board, offline cache (median s)", f"{statistics.median(offline):.1f}"),
        ("reference: Pyodide's start under Node (median s)",
         "no node" if None in node else f"{statistics.median(node):.1f}  (same minutes; no page, no rules; "
                                        "the npm package as it is)"),
    ]
    if None not in node:
        ref = statistics.median(node)
        out.append(("  warm / ref., offline cache / ref.",
                    f"{statistics.median(warm) / ref:.2f}, {statistics.median(offline) / ref:.2f}"))
    for label, first, last in STEPS:
        spent = [m[last] - (m[first] if first else 0) for m in marks]
        out.append((f"  warm: {label} (ms)", f"{statistics.median(spent):.0f}"))
    pyodide = responsive["pyodide in the worker"]
    out.append(("Pyodide's own start in the page's worker, cold (median ms)",
                f"{statistics.median(pyodide):.0f}  runs {sorted(round(x) for x in pyodide)}"))
    for when, label in (("start", "while Python starts (cold)"), ("expert", "while the expert thinks"),
                        ("hint", "while the expert finds a hint")):
        long, gap, answers = responsive[f"{when} long"], responsive[f"{when} gap"], responsive[f"{when} settings"]
        cpu = responsive[f"{when} cpu"]
        out += [
            (f"longest task of the page's thread {label} (median / max ms)",
             f"Long Tasks API {statistics.median(long):.0f} / {max(long):.0f} (0: none of 50 ms); "
             f"timer gaps {statistics.median(gap):.0f} / {max(gap):.0f}; "
             f"trace, CPU {statistics.median(cpu):.0f} / {max(cpu):.0f}"),
            (f"  a click on « Réglages » {label}, to the next frame (median / max ms)",
             f"{statistics.median(answers):.0f} / {max(answers):.0f}  ({len(answers)} clicks)"),
        ]
    out += [
        ("click -> updated board, median (ms)", f"{statistics.median(clicks):.1f}"),
        ("click -> updated board, p95 (ms)", f"{p95:.1f}  ({len(clicks)} clicks)"),
    ]
    for name, times in greedy.items():
        if times:
            out.append((f"greedy move in Pyodide, {name} (median / max ms)",
                         f"{statistics.median(times):.0f} / {max(times):.0f}  ({len(times)} moves)"))
    out += analysis
    out += [
        ("Python's files for a page, served (MB, uncompressed)", f"{served / 1e6:.1f}  ({count} files)"),
        ("the same, gzip -6 (MB)", f"{gz / 1e6:.1f}"),
        ("whole page with its board, served (MB)", f"{page_total / 1e6:.1f}"),
        ("built site size (MB)", f"{total / 1e6:.1f}"),
    ]
    return out


if __name__ == "__main__":  # only the « Analyse » rows, on a built site: python benchmarks/extra_live.py SITE [RUNS]
    with harness.static_server(pathlib.Path(sys.argv[1])) as served, harness.chromium() as chromium:
        for label, figure in analysis_rows(chromium, served, int(sys.argv[2]) if len(sys.argv) > 2 else RUNS):
            print(f"{label}: {figure}")
