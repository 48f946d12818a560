"""The levels' ladder: matches between neighbouring levels, win rates with 95 % intervals, Elo.

Run: ``python benchmarks/ladder.py`` (every game; hours on two cores), or
``--only marelle/modern,senet/standard`` and ``--games``/``--slow-games`` to
choose (``--levels expert``: only the pairings whose stronger level is named,
e.g. to measure a level again once its evaluation has changed).  Each pairing is a lab match (:func:`jocari_edu.analysis.match.match`):
seeded, sides swapped every other game, the searching levels counting nodes
rather than seconds so that the games replay identically; ``--workers``
processes.  A level *beats* the one below when its score's whole 95 %
interval lies above ½.  ``--timing`` measures, with the real clock, each
level's time per decision on positions from seeded games.

Doze canes: the exact solver says how much any choice can change the
chances (:func:`jocari_edu.players.doze_canes.choice_gain`).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time

from jocari_edu.analysis.match import ladder, match, pairing, table
from jocari_edu.games import new_game
from jocari_edu.players import RandomPlayer, make_player

# (stronger, weaker, "full" or "slow"): full pairings play --games, slow ones --slow-games
STEPS = (("moyen", "debutant", "full"), ("fort", "moyen", "full"), ("expert", "fort", "slow"))
SLOW: dict = {}  # (game, level) -> "slow": a level too slow for the full count (none since every fort is fast enough)
EXTRA = {
    "marelle": (("expert", "greedy", "slow"),),
}
RULE_SETS = (("doze_canes", "alfonso"), ("marelle", "modern"), ("senet", "standard"), ("senet", "jequier"),
             ("senet", "kendall"), ("senet", "bell"), ("senet", "piccione"), ("jacquet", "breyer"), ("marelle", "breyer"))


def pairings_for(game: str, stronger: set | None = None):
    """The pairings of ``game`` (only those whose stronger level is in ``stronger``, when given)."""
    for a, b, kind in STEPS + EXTRA.get(game, ()):
        if not stronger or a in stronger:
            yield a, b, SLOW.get((game, a), kind)


def run_ladder(game, rule_set, args) -> list[dict]:
    rows = []
    for a, b, kind in pairings_for(game, set(filter(None, args.levels.split(",")))):
        n = args.games if kind == "full" else args.slow_games
        start = time.perf_counter()
        result = match(game, rule_set, a, b, games=n, seed=args.seed, workers=args.workers, progress=args.progress)
        row = pairing(result)
        row["seconds"] = time.perf_counter() - start
        rows.append(row)
        print(f"  {a} v {b}: {row['wins_a']}-{row['wins_b']}-{row['draws']} in {row['seconds']:.0f} s", flush=True)
    return rows


def positions(game: str, rule_set: str, count: int, seed: int = 0) -> list:
    """Up to ``count`` positions from seeded random games where the mover has a choice."""
    found, s = [], seed
    while len(found) < count:
        g = new_game(game, rule_set, seed=s)
        r = RandomPlayer(s)
        step = 0
        while not g.is_over:
            if g.awaiting_throw:
                g.roll()
                continue
            if len(g.legal_moves()) > 1 and step % 7 == 3 and len(found) < count:
                found.append(g.to_json())
            step += 1
            g.play(r.choose(g))
        s += 1
    return found


def timing(game: str, rule_set: str, count: int) -> list[tuple]:
    from jocari_edu.games import game_class

    cls = game_class(game)
    records = positions(game, rule_set, count)
    rows = []
    for level in ("moyen", "fort", "expert"):
        times, cpu, depths = [], [], []
        for i, text in enumerate(records):
            g = cls.from_json(text)
            player = make_player(level, i)
            start, start_cpu = time.perf_counter(), time.process_time()
            d = player.decide(g)
            times.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
            depths.append(d.depth)
        times.sort()
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        rows.append((level, statistics.median(times), p95, times[-1], statistics.median(cpu), statistics.mean(depths)))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", default="", help="game/rules,... e.g. marelle/modern")
    parser.add_argument("--games", type=int, default=1000, help="games per full pairing")
    parser.add_argument("--slow-games", type=int, default=200, help="games per pairing with a slow level")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--timing", type=int, default=0, metavar="N", help="time each level on N positions per game")
    parser.add_argument("--no-ladder", action="store_true", help="timing only")
    parser.add_argument("--progress", action="store_true")
    parser.add_argument("--levels", default="", help="only the pairings whose stronger level is one of these, "
                        "e.g. moyen,fort (the Elo chain is then partial)")
    args = parser.parse_args()
    only = set(filter(None, args.only.split(",")))
    print(f"Python {platform.python_version()} ({sys.executable}), {args.workers} workers, seed {args.seed}\n")
    for game, rule_set in RULE_SETS:
        if only and f"{game}/{rule_set}" not in only:
            continue
        print(f"== {game} / {rule_set}", flush=True)
        if game == "doze_canes":
            from jocari_edu.players.doze_canes import choice_gain

            print(f"  exact solver: the largest change of the mover's chances any choice makes: {choice_gain()}")
        if args.timing:
            print(f"  time per decision on the real clock, {args.timing} positions "
                  "(wall: median / p95 / max; CPU: median; mean depth completed):")
            for level, med, p95, top, cpu, depth in timing(game, rule_set, args.timing):
                print(f"    {level:<7} {1000 * med:8.1f} ms {1000 * p95:8.1f} ms {1000 * top:8.1f} ms"
                      f"   CPU {1000 * cpu:8.1f} ms   depth {depth:.2f}")
        if args.no_ladder:
            continue
        rows = run_ladder(game, rule_set, args)
        print(table(rows, "en"))
        chain = [r for r in rows if (r["a"], r["b"]) in {(a, b) for a, b, _ in STEPS}]
        ratings = ladder(chain)
        print("  Elo ladder: " + ", ".join(f"{k} {v:+.0f}" for k, v in ratings.items()))
        print(f"  strictly increasing (each level beats the one below): {all(r['beats'] for r in chain)}\n", flush=True)


if __name__ == "__main__":
    main()
