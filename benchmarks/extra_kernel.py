"""The rules kernels' speed, side by side with references measured in the same run.

Run: ``python benchmarks/extra_kernel.py`` (or through ``bench.py --only kernel``).

- Marelle: random plies per second on the kernel (``MarelleState``: a Python
  loop of ``legal_actions``, ``random.choice``, ``apply_action``, the draw for
  the first player through ``apply_throw``), and OpenSpiel's Nine Men's
  Morris driven by the very same loop, when ``open_spiel`` is importable
  (``pip install -e ".[compare]"``).
- Jacquet and Senet: moves per second of random games through the public
  protocol (``random_game``: roll, legal_moves, play), and on the kernel,
  against the code of an older commit imported in a subprocess (``--before
  PATH``: a checkout, e.g. ``git worktree add /tmp/kernel-before <commit>``).

Rounds are interleaved (one round of each contender, then the next round) and
the median is printed, so that a shared machine's load falls on all alike.
Times are the process's CPU time, which a busy host's other processes do not
inflate.
"""

from __future__ import annotations

import argparse
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
    from jocari_edu.core import Rng
    from jocari_edu.games import new_state

    start_state = new_state(name, rule_set)
    choice = random.Random(seed).choice
    rng = Rng(seed)
    plies = moves = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = start_state.clone()
        while not state.is_terminal():
            actions = state.legal_actions()
            if actions:
                state.apply_action(choice(actions))
                moves += 1
            else:
                state.apply_throw(state.sample_throw(rng))
            plies += 1
    spent = time.process_time() - start
    return plies / spent, moves / spent


def open_spiel_plies_per_second(seconds: float, seed: int) -> float | None:
    """OpenSpiel's Nine Men's Morris driven from Python by the same loop; None without open_spiel."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("nine_mens_morris")
    choice = random.Random(seed).choice
    plies = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(choice(state.legal_actions()))
            plies += 1
    return plies / (time.process_time() - start)


class _Trivial:
    """A state whose rules cost nothing: 128 plies of 8 actions, for the loop's own cost."""

    __slots__ = ("n", "actions")

    def __init__(self) -> None:
        self.n, self.actions = 0, tuple(range(8))

    def is_terminal(self) -> bool:
        return self.n >= 128

    def legal_actions(self) -> tuple:
        return self.actions

    def apply_action(self, action: int) -> None:
        self.n += 1


def loop_plies_per_second(seconds: float, seed: int) -> float:
    """The same loop on a state with no rules: what the loop and ``random.choice`` alone cost a ply."""
    choice = random.Random(seed).choice
    plies = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = _Trivial()
        while not state.is_terminal():
            actions = state.legal_actions()
            if actions:
                state.apply_action(choice(actions))
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
            # Where a ply's time goes: the loop itself (3 calls and random.choice) costs the same to both.
            ("the loop alone (no rules): ns a ply", f"{1e9 / m['loop']:,.0f}"),
            ("OpenSpiel's rules: ns a ply beyond the loop", f"{1e9 / m['open_spiel'] - 1e9 / m['loop']:,.0f}"),
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


GAMES = [("jacquet", "breyer"), ("senet", "standard"), ("senet", "jequier")]


def rows(argv: list[str] | None = None) -> list[tuple[str, str]]:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=1.0, help="time per round and contender")
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    parser.add_argument("--before", default=os.environ.get("JOCARI_BEFORE"),
                        help="a checkout of the code to compare with (default: $JOCARI_BEFORE)")
    parser.add_argument("--only", default="marelle,jacquet,senet")
    args = parser.parse_args(argv or [])
    only = args.only.split(",")
    out = []
    if "marelle" in only:
        out += marelle_rows(args.seconds, args.rounds, args.before)
    out += before_rows([g for g in GAMES if g[0] in only], args.before, args.seconds, args.rounds)
    return out


if __name__ == "__main__":
    print(time.strftime("%Y-%m-%d %H:%M"), f"Python {sys.version.split()[0]}")
    for label, figure in rows(sys.argv[1:]):
        print(f"  {label:<52}{figure}")
