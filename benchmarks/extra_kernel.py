"""The rules kernels' speed, side by side with references measured in the same run.

Run: ``python benchmarks/extra_kernel.py`` (or through ``bench.py --only kernel``).

- Marelle: random plies per second on the kernel (``MarelleState``: a Python
  loop of its legal ``actions``, a random pick, ``apply_action``, the draw for
  the first player through ``apply_throw``), and OpenSpiel's Nine Men's
  Morris driven by the same loop through its own API (``legal_actions()`` and
  ``is_terminal()`` each ply), when ``open_spiel`` is importable
  (``pip install -e ".[compare]"``).
- Jacquet, Senet and Doze canes: moves per second of random games through the public
  protocol (``random_game``: roll, legal_moves, play), and on the kernel,
  against the code of an older commit imported in a subprocess (``--before
  PATH``: a checkout, e.g. ``git worktree add /tmp/kernel-before <commit>``).

- The table (``--table``, what ``rows()`` prints first): per game, the kernel's
  random moves per second pure and compiled (tools/compile_kernels.py; each in a
  subprocess, the pure one importing the ``rules.py`` source even where the
  compiled module sits beside it), the teaching API's, and the peers': OpenSpiel's
  Nine Men's Morris from the same Python loop (its own API) when ``open_spiel`` is importable,
  Ludii's random play-outs when ``LUDII_JAR`` names a Ludii jar (the released
  Ludii.jar, or the one ``tools/build_ludii.sh`` builds from Ludii's sources;
  ``benchmarks/ludii/LudiiPlayouts.java`` times them in the JVM process's CPU time (the
  clock of our ``time.process_time()``) after a 10 s warm-up; optional, never installed here), with the ratios, and the
  moves a game of each (the rules differ: see ``LUDII``'s notes).
- Then (``--pyodide`` alone): the pure kernels in Pyodide, the browser's Python (npm's
  ``pyodide`` under Node, the package's sources mounted as they are), beside CPython's.

Rounds are interleaved (one round of each contender, then the next round) and
the median is printed, so that a shared machine's load falls on all alike.
Times are the process's CPU time, which a busy host's other processes do not
inflate.
"""

from __future__ import annotations

import argparse
import inspect
import json
import os
import random
import statistics
import subprocess
import sys
import time

ROUNDS = 5

# Runs in this interpreter, or in a subprocess on another checkout (which has no kernel): moves per
# second of random games through the public protocol.
_PROTOCOL_SNIPPET = """
import json, sys, time
from jocari_edu.analysis.simulate import random_game
name, rule_set, seconds, seed = sys.argv[1], sys.argv[2], float(sys.argv[3]), int(sys.argv[4])
moves = 0
start = time.process_time()
while time.process_time() - start < seconds:
    game = random_game(name, rule_set, seed=seed)
    moves += sum(1 for e in game.history if e.kind == "move")
    seed += 1
print(json.dumps(moves / (time.process_time() - start)))
"""


def protocol_moves_per_second(name: str, rule_set: str, seconds: float, seed: int, checkout: str | None) -> float:
    """Moves per second through the public protocol, of this checkout (None) or another one, in a subprocess."""
    env = dict(os.environ)
    if checkout:
        env["PYTHONPATH"] = checkout
    else:
        env["PYTHONPATH"] = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = subprocess.run(
        [sys.executable, "-c", _PROTOCOL_SNIPPET, name, rule_set, str(seconds), str(seed)],
        env=env, capture_output=True, text=True, check=True, cwd=checkout or None,
    )
    return json.loads(out.stdout)


def kernel_plies_per_second(name: str, rule_set: str, seconds: float, seed: int) -> tuple[float, float]:
    """(plies per second, moves per second) of random play-outs on the kernel; a ply is a move or a throw."""
    moves, _, plies = playouts(name, rule_set, seconds, seed)
    return plies, moves


def open_spiel_plies_per_second(seconds: float, seed: int) -> float | None:
    """OpenSpiel's Nine Men's Morris driven from Python by the same loop, through its own API (its state keeps no
    field of its legal actions: ``legal_actions()`` and ``is_terminal()`` are called each ply); None without
    open_spiel."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("nine_mens_morris")
    pick = random.Random(seed).random
    plies = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = game.new_initial_state()
        over, legal, apply = state.is_terminal, state.legal_actions, state.apply_action
        while not over():
            actions = legal()
            apply(actions[int(pick() * len(actions))])
            plies += 1
    return plies / (time.process_time() - start)


class _Trivial:
    """A state whose rules cost nothing: 128 plies of 8 actions, for the loop's own cost (no action once over, as
    the kernels' contract says)."""

    __slots__ = ("n", "actions")

    def __init__(self) -> None:
        self.n, self.actions = 0, tuple(range(8))

    def is_terminal(self) -> bool:
        return self.n >= 128

    def apply_action(self, action: int) -> None:
        self.n += 1
        if self.n >= 128:
            self.actions = ()


def loop_plies_per_second(seconds: float, seed: int) -> float:
    """The same loop on a state with no rules: what the loop and its random pick alone cost a ply."""
    pick = random.Random(seed).random
    plies = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = _Trivial()
        over, apply = state.is_terminal, state.apply_action
        while True:  # playouts' loop: the field actions once a ply, is_terminal only when there is none
            actions = state.actions
            if actions:
                apply(actions[int(pick() * len(actions))])
            elif over():
                break
            plies += 1
    return plies / (time.process_time() - start)


def _median_rounds(contenders: dict, rounds: int) -> dict:
    results = {key: [] for key in contenders}
    for r in range(rounds):
        for key, run in contenders.items():
            results[key].append(run(r))
    return {key: statistics.median(values) for key, values in results.items()}


def marelle_rows(seconds: float, rounds: int, before: str | None = None) -> list[tuple[str, str]]:
    contenders = {
        "modern": lambda r: kernel_plies_per_second("marelle", "modern", seconds, r)[0],
        "breyer": lambda r: kernel_plies_per_second("marelle", "breyer", seconds, r)[0],
        "protocol modern": lambda r: protocol_moves_per_second("marelle", "modern", seconds, r * 1000, None),
    }
    if before:
        contenders["before modern"] = lambda r: protocol_moves_per_second("marelle", "modern", seconds, r * 1000, before)
    has_open_spiel = open_spiel_plies_per_second(0.01, 0) is not None
    if has_open_spiel:
        contenders["open_spiel"] = lambda r: open_spiel_plies_per_second(seconds, r)
        contenders["loop"] = lambda r: loop_plies_per_second(seconds, r)
    m = _median_rounds(contenders, rounds)
    rows = [
        ("Marelle kernel, modern: random plies/s", f"{m['modern']:,.0f}"),
        ("Marelle kernel, breyer: random plies/s", f"{m['breyer']:,.0f}"),
        ("Marelle protocol (Game.play), modern: moves/s", f"{m['protocol modern']:,.0f}"),
    ]
    if before:
        rows += [
            ("Marelle before (Game.play), modern: moves/s", f"{m['before modern']:,.0f}"),
            ("ratio kernel modern / before", f"{m['modern'] / m['before modern']:.2f}"),
        ]
    if has_open_spiel:
        rows += [
            ("OpenSpiel nine_mens_morris from Python: plies/s", f"{m['open_spiel']:,.0f}"),
            ("ratio kernel modern / OpenSpiel", f"{m['modern'] / m['open_spiel']:.2f}"),
            ("ratio kernel breyer / OpenSpiel", f"{m['breyer'] / m['open_spiel']:.2f}"),
            # Where a ply's time goes: the loop itself (a field read, one call and a random pick); OpenSpiel's
            # figure beyond it also holds its legal_actions() and is_terminal() calls, which our kernel's field spares.
            ("the loop alone (no rules): ns a ply", f"{1e9 / m['loop']:,.0f}"),
            ("OpenSpiel's rules and its two calls: ns a ply beyond the loop",
             f"{1e9 / m['open_spiel'] - 1e9 / m['loop']:,.0f}"),
            ("kernel modern's rules: ns a ply beyond the loop", f"{1e9 / m['modern'] - 1e9 / m['loop']:,.0f}"),
        ]
    else:
        rows.append(("OpenSpiel", "not installed (pip install -e '.[compare]')"))
    return rows


def before_rows(games: list[tuple[str, str]], before: str | None, seconds: float, rounds: int) -> list:
    rows = []
    for name, rule_set in games:
        contenders = {
            "kernel": lambda r, n=name, s=rule_set: kernel_plies_per_second(n, s, seconds, r)[1],
            "protocol": lambda r, n=name, s=rule_set: protocol_moves_per_second(n, s, seconds, r * 1000, None),
        }
        if before:
            contenders["before"] = lambda r, n=name, s=rule_set: protocol_moves_per_second(n, s, seconds, r * 1000, before)
        m = _median_rounds(contenders, rounds)
        label = f"{name} {rule_set}"
        rows += [
            (f"{label}: kernel moves/s", f"{m['kernel']:,.0f}"),
            (f"{label}: protocol (Game.play) moves/s", f"{m['protocol']:,.0f}"),
        ]
        if before:
            rows += [
                (f"{label}: before (Game.play) moves/s", f"{m['before']:,.0f}"),
                (f"{label}: ratio kernel / before", f"{m['kernel'] / m['before']:.2f}"),
                (f"{label}: ratio protocol / before", f"{m['protocol'] / m['before']:.2f}"),
            ]
    return rows


GAMES = [("jacquet", "breyer"), ("senet", "standard"), ("senet", "jequier"), ("doze_canes", "alfonso")]

# -- the table: pure and compiled kernels, the teaching API and the peers, in one run --------------------

TABLE = [("senet", "standard"), ("senet", "jequier"), ("senet", "kendall"), ("senet", "bell"), ("senet", "piccione"),
         ("marelle", "modern"), ("jacquet", "breyer"), ("doze_canes", "alfonso")]
# The kernel modules tools/compile_kernels.py compiles (the others run pure either way).
COMPILED = {"jacquet": "jacquet/rules", "doze_canes": "doze_canes/rules", "senet": "senet/rules",
            "marelle": "marelle/rules"}
# Ludii's game (a .lud path under /lud/, and a ruleset heading) for each row, when LUDII_JAR is given, with how
# its rules differ from the kernel's (Ludii 1.3.12's .lud files; our rule sets: CHOICES and the rule sets' docs).
LUDII = {
    ("senet", "standard"): ("board/race/escape/Senet.lud", "Ruleset/Kendall (Scholarly)",
                            "no Ludii ruleset is the seed's: its nearest, Kendall's, has 7 pawns a side (ours 5) and moves back"),
    ("senet", "jequier"): ("board/race/escape/Senet.lud", "Ruleset/Jequier (Scholarly)", "Ludii's ruleset of that name: its details may differ"),
    ("senet", "kendall"): ("board/race/escape/Senet.lud", "Ruleset/Kendall (Scholarly)", "Ludii's ruleset of that name: its details may differ"),
    ("senet", "bell"): ("board/race/escape/Senet.lud", "Ruleset/Bell (Suggested)", "Ludii's ruleset of that name: its details may differ"),
    ("senet", "piccione"): ("board/race/escape/Senet.lud", "Ruleset/Piccione (Scholarly)", "Ludii's ruleset of that name: its details may differ"),
    ("marelle", "modern"): ("board/space/line/Nine Men's Morris.lud", "",
                            "Ludii draws no first player and has no draw by repetition or quiet moves"),
    ("jacquet", "breyer"): ("board/race/escape/Jacquet.lud", "", "Ludii's Jacquet hits a lone checker, which the seed's does not"),
    ("doze_canes", "alfonso"): ("board/race/escape/Los Doze Canes.lud", "", "Ludii's reading of the 1283 text"),
}
LUDII_HARNESS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ludii", "LudiiPlayouts.java")
LUDII_WARM_UP = 10.0  # seconds of the JVM's own CPU time on the same play-outs before measuring (the JIT at work)


def playouts(name: str, rule_set: str, seconds: float, seed: int, clock=time.process_time) -> tuple:
    """(moves, games, plies) per second of seeded random play-outs on a fresh kernel of ``name`` for ``seconds``
    (a ply: a move or a throw).

    The one play-out loop of the benchmarks: run here, in a subprocess (its source, pure or compiled kernels),
    in Pyodide (its source again) and by ``extra_lab.py``.  It picks as the project's random player does
    (``RandomPlayer.choose``: the legal action at index ``int(random() * n)``, one C call) and binds the
    state's methods once a game, as the lab's kernel games do (``lab.play_kernel_game``); until 2026-12-03 it
    called ``random.choice`` (three Python calls, about 150 ns more a move) and looked each method up at
    each call.  Since 2026-12-04, as the lab again, it reads the legal actions from the kernel's field
    ``actions`` once a ply and asks ``is_terminal`` only when there are none (Kernel's contract: no action
    exactly when a throw is due or the game is over), two calls fewer a move."""
    import random

    from jocari_edu.core import Rng
    from jocari_edu.games import new_state

    start_state = new_state(name, rule_set)
    pick, rng, moves, games, plies = random.Random(seed).random, Rng(seed), 0, 0, 0
    start = clock()
    while clock() - start < seconds:
        state = start_state.clone()
        over, apply, throw, sample = state.is_terminal, state.apply_action, state.apply_throw, state.sample_throw
        while True:
            actions = state.actions  # the legal actions, empty exactly when a throw is due or the game is over
            if actions:
                apply(actions[int(pick() * len(actions))])
                moves += 1
            elif over():
                break
            else:
                throw(sample(rng))
            plies += 1
        games += 1
    elapsed = clock() - start
    return moves / elapsed, games / elapsed, plies / elapsed


# Random kernel play-outs in a subprocess; pure (JOCARI_KERNELS=pure, jocari_edu/_kernels.py), every
# games/*/rules module is imported from its .py source even where a compiled extension module sits beside it.
_KERNEL_SNIPPET = """
import json, sys, time
name, rule_set, seconds, seed = sys.argv[1], sys.argv[2], float(sys.argv[3]), int(sys.argv[4])
""" + inspect.getsource(playouts) + """
from jocari_edu.games import new_state
kernel = type(new_state(name, rule_set)).__module__
moves, games, _ = playouts(name, rule_set, seconds, seed)
print(json.dumps([moves, sys.modules[kernel].__file__.endswith(".so"), moves / games]))
"""


def kernel_moves_per_second(name: str, rule_set: str, seconds: float, seed: int, pure: bool) -> tuple[float, bool, float]:
    """(moves per second of random kernel play-outs, whether the kernel ran compiled, moves a game), in a subprocess."""
    env = dict(os.environ, PYTHONPATH=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env["JOCARI_KERNELS"] = "pure" if pure else "compiled"  # compiled: an error where a kernel is stale
    out = subprocess.run([sys.executable, "-c", _KERNEL_SNIPPET, name, rule_set, str(seconds), str(seed)],
                         env=env, capture_output=True, text=True, check=True)
    rate, compiled, length = json.loads(out.stdout)
    return rate, compiled, length


def is_compiled(name: str) -> bool:
    """Does a compiled module sit beside this game's kernel source (tools/compile_kernels.py built it)?"""
    if name not in COMPILED:
        return False
    folder, stem = COMPILED[name].split("/")
    here = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "jocari_edu", "games", folder)
    return any(f.startswith(stem + ".") and f.endswith(".so") for f in os.listdir(here))


class LudiiError(Exception):
    """LUDII_JAR is set but Ludii cannot be run: a sentence saying why."""


def ludii_classes(jar: str) -> str:
    """The folder of ``LudiiPlayouts`` compiled against ``jar`` (compiled once a jar, under build/ludii/)."""
    import hashlib
    import shutil

    if not os.path.isfile(jar):
        raise LudiiError(f"LUDII_JAR={jar}: no such file (a Ludii jar: tools/build_ludii.sh builds one)")
    for tool in ("java", "javac"):
        if not shutil.which(tool):
            raise LudiiError(f"LUDII_JAR is set but {tool} is not installed (a JDK: Debian's default-jdk-headless)")
    stamp = hashlib.sha1(f"{os.path.abspath(jar)} {os.path.getmtime(jar)} {os.path.getmtime(LUDII_HARNESS)}".encode())
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = os.path.join(root, "build", "ludii", "harness", stamp.hexdigest()[:12])
    if not os.path.exists(os.path.join(out, "LudiiPlayouts.class")):
        made = subprocess.run(["javac", "-nowarn", "-cp", jar, "-d", out, LUDII_HARNESS], capture_output=True, text=True)
        if made.returncode:
            raise LudiiError(f"LUDII_JAR={jar} is no Ludii jar (LudiiPlayouts does not compile against it): "
                             + made.stderr.strip().splitlines()[0])
    return out


def ludii_playouts(name: str, rule_set: str, seconds: float, seed: int) -> dict | None:
    """Ludii's random play-outs of the row's game (``LUDII_JAR``), in its own JVM: {"moves_per_s", "moves_per_playout",
    ...} as ``LudiiPlayouts`` prints them; None without LUDII_JAR or without a Ludii game for the row."""
    jar = os.environ.get("LUDII_JAR")
    if not jar or (name, rule_set) not in LUDII:
        return None
    game, ruleset, _ = LUDII[name, rule_set]
    cmd = ["java", "-cp", jar + os.pathsep + ludii_classes(jar), "LudiiPlayouts", game, ruleset,
           str(LUDII_WARM_UP), str(seconds), str(seed)]
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode:
        raise LudiiError(f"Ludii failed on {game} {ruleset}: " + (out.stderr.strip() or out.stdout.strip())[-500:])
    return json.loads(out.stdout.strip().splitlines()[-1])


def table(seconds: float, rounds: int) -> list[str]:
    """The table's lines: every row measured in interleaved rounds (medians of CPU-time rates)."""
    has_open_spiel = open_spiel_plies_per_second(0.01, 0) is not None
    contenders, lengths = {}, {}

    def kernel_rate(key, name, rule_set, r):
        rate, _, length = kernel_moves_per_second(name, rule_set, seconds, r, True)
        lengths.setdefault((key, "ours"), []).append(length)
        return rate

    def ludii_rate(key, name, rule_set, r):
        found = ludii_playouts(name, rule_set, seconds, r + 1)
        lengths.setdefault((key, "ludii"), []).append(found["moves_per_playout"])
        return found["moves_per_s"]

    for name, rule_set in TABLE:
        key = f"{name} {rule_set}"
        contenders[key, "pure"] = lambda r, n=name, s=rule_set, k=key: kernel_rate(k, n, s, r)
        if is_compiled(name):
            contenders[key, "compiled"] = lambda r, n=name, s=rule_set: kernel_moves_per_second(n, s, seconds, r, False)[0]
        contenders[key, "teaching"] = lambda r, n=name, s=rule_set: protocol_moves_per_second(n, s, seconds, r * 1000, None)
        if os.environ.get("LUDII_JAR") and (name, rule_set) in LUDII:
            contenders[key, "ludii"] = lambda r, n=name, s=rule_set, k=key: ludii_rate(k, n, s, r)
    if has_open_spiel:
        contenders["marelle modern", "open_spiel"] = lambda r: open_spiel_plies_per_second(seconds, r)
    contenders["loop"] = lambda r: loop_plies_per_second(seconds, r)
    m = _median_rounds(contenders, rounds)

    def figure(key):
        return f"{m[key]:>11,.0f}" if m.get(key) else f"{'—':>11}"

    def ratio(a, b):
        return f"{m[a] / m[b]:>9.2f}" if m.get(a) and m.get(b) else f"{'—':>9}"

    lines = [f"{'game':<20}{'pure':>11}{'compiled':>11}{'×':>7}{'teaching':>11}{'peer':>12}{'peer/s':>11}"
             f"{'pure/p':>9}{'comp/p':>9}{'teach/p':>9}"]
    for name, rule_set in TABLE:
        key = f"{name} {rule_set}"
        peers = [("Ludii", (key, "ludii"))]
        if name == "marelle":
            peers.append(("OpenSpiel-Py", ("marelle modern", "open_spiel")))
        speedup = f"{m[key, 'compiled'] / m[key, 'pure']:>7.2f}" if m.get((key, "compiled")) else f"{'—':>7}"
        for i, (peer, pk) in enumerate(peers):
            head = (f"{key:<20}{figure((key, 'pure'))}{figure((key, 'compiled'))}{speedup}{figure((key, 'teaching'))}"
                    if i == 0 else " " * 60)
            comp = (key, "compiled") if m.get((key, "compiled")) else (key, "pure")
            lines.append(f"{head}{peer:>12}{figure(pk)}{ratio((key, 'pure'), pk)}{ratio(comp, pk)}"
                         f"{ratio((key, 'teaching'), pk)}")
    lines.append("moves/s of random play-outs (CPU time, medians of interleaved rounds); compiled: tools/compile_kernels.py"
                 " (— : that kernel is not compiled, compiled/peer then uses the pure kernel); teaching: random_game"
                 " through the teaching API on the kernel as installed (compiled where it is);")
    lines.append("the play-out loop alone, on a state with no rules (the legal actions read, one call, a random pick):"
                 f" {1e9 / m['loop']:,.0f} ns a ply (in every figure above; a peer in Java pays none of it)")
    for name, rule_set in TABLE:  # the same game under other rules: how long a random game is in each
        key = f"{name} {rule_set}"
        if (key, "ludii") in lengths:
            ours, theirs = (statistics.median(lengths[key, side]) for side in ("ours", "ludii"))
            lines.append(f"{key}: {ours:,.0f} moves a random game here, {theirs:,.0f} in Ludii's"
                         f" {LUDII[name, rule_set][0].rsplit('/', 1)[1]} {LUDII[name, rule_set][1]}"
                         f" ({LUDII[name, rule_set][2]})")
    lines.append("Ludii: set LUDII_JAR to a Ludii jar (tools/build_ludii.sh)"
                 + ("" if os.environ.get("LUDII_JAR") else " (not set)")
                 + "; OpenSpiel: pip install -e '.[compare]'" + ("" if has_open_spiel else " (not importable)"))
    return lines


# The same random play-outs in Pyodide (the browser's Python, npm's pyodide, under Node): the package's sources
# mounted as they are (a compiled module is CPython's, never Pyodide's), wall time (Node runs nothing else).
_PYODIDE_PLAYOUTS = """
import json, sys, time
sys.path.insert(0, "/jocari")
""" + inspect.getsource(playouts) + """
rates = {f"{name} {rule_set}": playouts(name, rule_set, SECONDS, SEED, time.perf_counter)[0] for name, rule_set in GAMES}
json.dumps([sys.version.split()[0], rates])
"""
_PYODIDE_NODE = """
import { loadPyodide } from "%s";
import { readFileSync } from "node:fs";
const py = await loadPyodide();
py.mountNodeFS("/jocari", %s);
console.log(py.runPython(readFileSync(process.argv[2], "utf8")));
"""


def pyodide_moves_per_second(seconds: float, seed: int) -> tuple[str, dict] | None:
    """(Pyodide's Python version, {"game rules": moves/s}) of the table's games, pure, or None without Node."""
    import shutil
    import tempfile

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    module = os.path.join(root, "node_modules", "pyodide", "pyodide.mjs")
    if not (shutil.which("node") and os.path.exists(module)):
        return None
    with tempfile.TemporaryDirectory() as tmp:
        script, code = os.path.join(tmp, "playouts.mjs"), os.path.join(tmp, "playouts.py")
        with open(script, "w") as f:
            f.write(_PYODIDE_NODE % ("file://" + module, json.dumps(root)))
        with open(code, "w") as f:
            f.write(f"GAMES, SECONDS, SEED = {TABLE!r}, {seconds!r}, {seed!r}\n" + _PYODIDE_PLAYOUTS)
        out = subprocess.run(["node", script, code], capture_output=True, text=True, check=True)
    version, rates = json.loads(out.stdout.strip().splitlines()[-1])
    return version, rates


def pyodide_rows(seconds: float, rounds: int) -> list[str]:
    """Pyodide's pure kernels beside CPython's, in interleaved rounds (medians)."""
    runs, cpython, version = [], {key: [] for key in TABLE}, None
    for r in range(rounds):
        found = pyodide_moves_per_second(seconds, r)
        if found is None:
            return ["Pyodide: no node or no node_modules/pyodide (npm install): not measured"]
        version, rates = found
        runs.append(rates)
        for name, rule_set in TABLE:
            cpython[name, rule_set].append(kernel_moves_per_second(name, rule_set, seconds, r, True)[0])
    lines = [f"{'game':<20}{'Pyodide':>11}{'CPython':>11}{'Py/CPy':>8}   pure kernels, random play-outs, moves/s"]
    for name, rule_set in TABLE:
        key = f"{name} {rule_set}"
        p, c = statistics.median(run[key] for run in runs), statistics.median(cpython[name, rule_set])
        lines.append(f"{key:<20}{p:>11,.0f}{c:>11,.0f}{p / c:>8.2f}")
    lines.append(f"Pyodide {version} under Node (wall time) against CPython {sys.version.split()[0]} (CPU time), "
                 "the same loop and sources; medians of interleaved rounds")
    return lines


def rows(argv: list[str] | None = None) -> list[tuple[str, str]]:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=1.0, help="time per round and contender")
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    parser.add_argument("--before", default=os.environ.get("JOCARI_BEFORE"),
                        help="a checkout of the code to compare with (default: $JOCARI_BEFORE)")
    parser.add_argument("--only", default="marelle,jacquet,senet,doze_canes")
    parser.add_argument("--table", action="store_true", help="only the table (pure, compiled, teaching API, peers)")
    parser.add_argument("--pyodide", action="store_true", help="only Pyodide's pure kernels beside CPython's")
    args = parser.parse_args(argv or [])
    if os.environ.get("LUDII_JAR"):
        try:
            ludii_classes(os.environ["LUDII_JAR"])
        except LudiiError as error:
            parser.error(str(error))
    only = args.only.split(",")
    if args.pyodide:
        return [("", line) for line in pyodide_rows(args.seconds, args.rounds)]
    out = [("", line) for line in table(args.seconds, args.rounds)]
    if args.table:
        return out
    out += [("", line) for line in pyodide_rows(args.seconds, args.rounds)]
    if "marelle" in only:
        out += marelle_rows(args.seconds, args.rounds, args.before)
    out += before_rows([g for g in GAMES if g[0] in only], args.before, args.seconds, args.rounds)
    return out


if __name__ == "__main__":
    print(time.strftime("%Y-%m-%d %H:%M"), f"Python {sys.version.split()[0]}")
    for label, figure in rows(sys.argv[1:]):
        print(f"  {label:<52}{figure}" if label else f"  {figure}")
