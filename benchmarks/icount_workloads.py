"""Workloads for instruction counts (deterministic, unlike CPU time on a shared machine).

    PYTHONPATH=CHECKOUT python benchmarks/icount_workloads.py WORKLOAD GAME RULE_SET N

``kernel``: ``N`` seeded random play-outs on the kernel (the loop of ``extra_kernel.py``:
``new_state``, the legal ``actions``, a random pick, ``apply_action``, ``apply_throw(sample_throw)``);
``protocol``: ``N`` seeded random games through the teaching API (``random_game``);
``explain``: ``N`` seeded games through the teaching API where, at each step, every legal
move is explained and one refused move too.
Each sets its game up before the games (imports, compiled rule set, a first explanation), so
``N`` = 0 measures what to subtract: see ``benchmarks/icount.sh``.  Only public names are used,
so ``protocol`` and ``explain`` run on a checkout from before the redesign of issue #20 too (``a65d96d``);
``kernel`` reads the kernel's field ``actions``, which kernels have had since.
"""

import random
import sys

import jocari_edu.analysis.simulate  # noqa: F401 - the same imports for every workload
from jocari_edu.core import Rng
from jocari_edu.games import new_game, new_state

MAX_STEPS = 400  # an explained game stops there (Senet's long games)


def kernel(game: str, rule_set: str, n: int) -> int:
    start = new_state(game, rule_set)
    plies = 0
    for seed in range(n):
        pick = random.Random(seed).random
        rng = Rng(seed)
        state = start.clone()
        while True:
            actions = state.actions  # as extra_kernel.playouts: empty when a throw is due or the game is over
            if actions:
                state.apply_action(actions[int(pick() * len(actions))])
            elif state.is_terminal():
                break
            else:
                state.apply_throw(state.sample_throw(rng))
            plies += 1
    return plies


def protocol(game: str, rule_set: str, n: int) -> int:
    from jocari_edu.analysis.simulate import random_game

    new_game(game, rule_set, seed=0).legal_moves()
    moves = 0
    for seed in range(n):
        played = random_game(game, rule_set, seed=seed)
        moves += sum(1 for e in played.history if e.kind == "move")
    return moves


_PROBES = {  # refused moves tried in order: the first one not legal is explained at each step
    "marelle": ("a1-a4", "xd7", "d2", "pass", "a1-g7", "b2-b4", "xa1", "g7"),
    "jacquet": ("1-2", "24-off", "13-18", "pass", "12-20", "6-off"),
    "doze_canes": ("Q3", "16", "pass"),
}


def _probe(game, legal) -> str:
    if game.name == "senet":  # a pawn moved one square further than the throw says
        for move in legal:
            if not move.is_pass and move.dst != 31:
                return f"{move.src}-{min(move.dst + 1, 30)}"
        return "1-2"
    texts = {str(m) for m in legal}
    return next((p for p in _PROBES[game.name] if p not in texts), "?")


def explain(name: str, rule_set: str, n: int) -> int:
    first = new_game(name, rule_set, seed=0)
    if first.awaiting_throw:
        first.roll()
    for move in first.legal_moves()[:1]:
        first.explain(move)
    out = 0
    for seed in range(n):
        game = new_game(name, rule_set, seed=seed)
        choice = random.Random(seed).choice
        steps = 0
        while not game.is_over and steps < MAX_STEPS:
            steps += 1
            if game.awaiting_throw:
                game.roll()
                continue
            legal = game.legal_moves()
            for move in legal:
                out += len(game.explain(move))
            out += len(game.explain(_probe(game, legal)))
            game.play(choice(legal))
    return out


if __name__ == "__main__":
    workload, game_name, rule_set, count = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    print({"kernel": kernel, "protocol": protocol, "explain": explain}[workload](game_name, rule_set, count))
