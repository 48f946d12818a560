"""How good are the win chances?  Brier score, log-loss and a reliability table, per game and rule set.

Run: ``python benchmarks/calibration.py [--games 60] [--seed 90000] [--every 3] [--only senet/bell] [--write]``
(or ``--json > runs.jsonl`` per part, then ``--from runs.jsonl ... --markdown --write`` to gather them).

For each game and rule set, ``--games`` seeded games (seed ``S + i``,
none of the seeds the models were fitted on: Senet 1000..., Jacquet and la
Marelle 5000...) are played between two levels drawn at random for each side
(``--levels``, by default ``debutant``, ``moyen``, ``fort``, node-counted:
the same games on any machine).  Every ``--every``-th position where a throw is due (la Marelle:
where a turn begins) is a sample: :func:`jocari_edu.analysis.chances.win_chances`
for the side to move, and how that side's game ended.  Printed:

- the Brier score (half the squared distance summed over win, draw, loss: the usual
  Brier score where there is no draw) and the log-loss of the estimate;
- the same for the constant baseline, the first player's rates (win, draw, loss)
  in these very games, seen from the side to move: a baseline that knows the
  rates it is scored on, so that an estimate must beat it on its own merit;
- the reliability table: the estimated chance of a win by tenths, the share of
  those positions that were won, and how many.

``--write`` records the figures in ``jocari_edu/analysis/fitted.py``
(``CALIBRATION``), where the review reads whether the estimate beats the
baseline.  Needs numpy only through ``--write`` (the fitting tool's writer).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from pathlib import Path

from jocari_edu.analysis.chances import win_chances
from jocari_edu.games import GAMES, game_class, new_game
from jocari_edu.players import make_player

LEVELS = ("debutant", "moyen", "fort")


def rule_sets() -> list[tuple[str, str]]:
    return [(name, r) for name in GAMES for r in game_class(name).RULE_SETS]


def samples(name: str, rule_set: str, games: int, seed: int, every: int, depth, levels=LEVELS) -> tuple[list, list]:
    """([(estimate (win, draw, loss), side to move, game index)], [winner of each game])."""
    found, winners = [], []
    for i in range(games):
        s = seed + i
        game = new_game(name, rule_set, seed=s)
        r = random.Random(s)
        players = [make_player(r.choice(levels), 2 * s + k, deterministic=True) for k in (0, 1)]
        n = 0
        while not game.is_over:
            if _sampled(game):
                n += 1
                if n % every == 0:
                    c = win_chances(game, depth=depth)
                    found.append(((c.win, c.draw, c.loss), game.to_play, i))
            if game.awaiting_throw:
                game.roll()
            else:
                game.play(players[game.to_play].choose(game))
        winners.append(game.winner)
    return found, winners


def _sampled(game) -> bool:
    if game.is_over:
        return False
    if game.HAS_CHANCE and game.name != "marelle":
        return game.awaiting_throw and not game.in_opening
    if game.awaiting_throw:
        return False
    last = game.history[-1] if game.history else None
    return last is None or last.kind != "move" or last.player != game.to_play  # not a take inside a turn


def measure(name: str, rule_set: str, games: int, seed: int, every: int, depth, levels=LEVELS) -> dict:
    found, winners = samples(name, rule_set, games, seed, every, depth, levels)
    w0 = sum(1 for w in winners if w == 0) / len(winners)
    dr = sum(1 for w in winners if w is None) / len(winners)
    first = (w0, dr, 1.0 - w0 - dr)
    model = [0.0, 0.0]
    base = [0.0, 0.0]
    bins = [[0, 0] for _ in range(10)]
    for (p, side, i) in found:
        w = winners[i]
        y = (0, 1, 0) if w is None else (1, 0, 0) if w == side else (0, 0, 1)
        b = first if side == 0 else (first[2], first[1], first[0])
        for acc, q in ((model, p), (base, b)):
            acc[0] += 0.5 * sum((qk - yk) ** 2 for qk, yk in zip(q, y, strict=True))
            acc[1] -= math.log(max(1e-12, q[y.index(1)]))
        k = min(9, int(p[0] * 10))
        bins[k][0] += 1
        bins[k][1] += y[0]
    n = len(found)
    return {"game": name, "rule_set": rule_set, "games": games, "seed": seed, "every": every, "depth": depth or 0,
            "levels": list(levels),
            "positions": n, "first_player": [round(v, 4) for v in first],
            "brier": round(model[0] / n, 4), "baseline_brier": round(base[0] / n, 4),
            "log_loss": round(model[1] / n, 4), "baseline_log_loss": round(base[1] / n, 4),
            "reliability": [{"decile": f"{k / 10:.1f}-{(k + 1) / 10:.1f}", "count": c,
                             "observed": round(won / c, 3) if c else None} for k, (c, won) in enumerate(bins)]}


def show(m: dict) -> str:
    better = "better than" if m["brier"] < m["baseline_brier"] else "NO BETTER than"
    lines = [f"{m['game']}/{m['rule_set']}: {m['positions']} positions from {m['games']} games (seed {m['seed']}, "
             f"every {m['every']}), first player (win, draw, loss) {m['first_player']}",
             f"  Brier {m['brier']:.4f} (baseline {m['baseline_brier']:.4f}), log-loss {m['log_loss']:.4f} "
             f"(baseline {m['baseline_log_loss']:.4f}): {better} the baseline",
             "  reliability: " + "  ".join(f"{r['decile']}: {r['observed'] if r['count'] else '-'} ({r['count']})"
                                           for r in m["reliability"])]
    return "\n".join(lines)


def markdown(results: list[dict]) -> str:
    """The README's table: one row per game and rule set, the reliability as observed rate (count) per tenth."""
    rows = ["| game, rules | positions (games) | Brier (baseline) | log-loss (baseline) | better | "
            "reliability: observed win rate (positions) for an estimate of 0-0.1, 0.1-0.2, ... 0.9-1 |",
            "|---|---|---|---|---|---|"]
    for m in results:
        cells = " · ".join(f"{r['observed']:.2f} ({r['count']})" if r["count"] else "– (0)" for r in m["reliability"])
        better = "yes" if m["brier"] < m["baseline_brier"] else "**no**"
        rows.append(f"| {m['game']}, {m['rule_set']} | {m['positions']} ({m['games']}) | {m['brier']:.4f} "
                    f"({m['baseline_brier']:.4f}) | {m['log_loss']:.4f} ({m['baseline_log_loss']:.4f}) | {better} | "
                    f"{cells} |")
    return "\n".join(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=90000)
    parser.add_argument("--every", type=int, default=3)
    parser.add_argument("--depth", type=int, default=None)
    parser.add_argument("--only", default="", help="a game or game/rule set, e.g. senet or senet/bell")
    parser.add_argument("--levels", default=",".join(LEVELS), help="the levels drawn for each side")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--write", action="store_true", help="record the figures in jocari_edu/analysis/fitted.py")
    parser.add_argument("--from", dest="runs", nargs="*", default=None, metavar="FILE",
                        help="read the figures --json printed (one object a line) instead of playing")
    parser.add_argument("--markdown", action="store_true", help="print the README's table")
    args = parser.parse_args()
    results = {}
    if args.runs is not None:
        for path in args.runs:
            for line in Path(path).read_text(encoding="utf-8").splitlines():
                m = json.loads(line)
                results[f"{m['game']}/{m['rule_set']}"] = m
    else:
        for name, rule_set in rule_sets():
            if args.only and args.only not in (name, f"{name}/{rule_set}"):
                continue
            m = measure(name, rule_set, args.games, args.seed, args.every, args.depth, tuple(args.levels.split(",")))
            results[f"{name}/{rule_set}"] = m
            print(json.dumps(m) if args.json else show(m), flush=True)
    if args.markdown:
        print(markdown(list(results.values())))
    if args.write:
        sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
        from fit_jacquet_chances import write

        from jocari_edu.analysis import fitted

        kept = ("brier", "baseline_brier", "log_loss", "baseline_log_loss", "games", "seed", "every", "depth",
                "levels", "positions")
        write(CALIBRATION={**fitted.CALIBRATION, **{k: {f: m.get(f, list(LEVELS)) for f in kept}
                                                      for k, m in results.items()}})


if __name__ == "__main__":
    main()
