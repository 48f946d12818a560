"""The lab's speed beside its rules kernels': random games per second, per-game and per-task overhead.

Run: ``python benchmarks/extra_lab.py`` (or through ``bench.py --only lab``).

Per game (one rule set each), in interleaved rounds (one round of each
contender, then the next; medians printed; CPU time of this process):

- ``kernel``: random play-outs on the rules kernel, the loop of
  ``extra_kernel.py`` (the legal ``actions``, a random pick, ``apply_action``,
  ``sample_throw``), the kernel as installed (compiled where
  tools/compile_kernels.py built it);
- ``lab``: ``lab.run(game, rule_set, games=200, workers=1)`` between two
  random players, repeated with other seeds (its per-run checks included);
- ``teaching``: the same games through the teaching game
  (``lab.play_teaching_game``: moves, history and undo per step), what the lab
  played before its random games moved onto the kernel.

Then the pool: the cost of one task (a batch of no game sent to a worker and
back) and the wall-clock time of 2,000 random Jéquier games on one worker and
on two.  The second can only be judged on an idle two-core machine: on a busy
host it is printed, not judged.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from extra_kernel import playouts  # noqa: E402

from jocari_edu.analysis import lab  # noqa: E402

GAMES = [("senet", "standard"), ("senet", "jequier"), ("marelle", "modern"), ("jacquet", "breyer"),
         ("doze_canes", "alfonso")]
BATCH = 200


def kernel_games_per_second(name: str, rule_set: str, seconds: float, seed: int) -> float:
    return playouts(name, rule_set, seconds, seed)[1]  # the kernel benchmark's own play-out loop


def lab_games_per_second(name: str, rule_set: str, seconds: float, seed: int) -> float:
    games = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        games += lab.run(name, rule_set, games=BATCH, seed=seed * 1000 + games, workers=1).n
    return games / (time.process_time() - start)


def teaching_games_per_second(name: str, rule_set: str, seconds: float, seed: int) -> float:
    spec = lab.make_spec(name, rule_set, ("random", "random"), seed=seed)
    games = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        lab.play_teaching_game(spec, games)
        games += 1
    return games / (time.process_time() - start)


def task_overhead(tasks: int = 200) -> tuple[float, float]:
    """(seconds to start a pool of two and get its first answer, seconds a further empty task costs), wall clock."""
    from concurrent.futures import ProcessPoolExecutor

    spec = lab.make_spec("senet", "jequier", ("random", "random"))
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=2) as pool:
        pool.submit(lab.play_batch, spec, []).result()
        ready = time.perf_counter()
        for f in [pool.submit(lab.play_batch, spec, []) for _ in range(tasks)]:
            f.result()
        done = time.perf_counter()
    return ready - start, (done - ready) / tasks


def workers_wall(games: int, workers: int) -> float:
    start = time.perf_counter()
    lab.run("senet", "jequier", games=games, seed=7, workers=workers)
    return time.perf_counter() - start


def rows(argv: list[str] | None = None) -> list[tuple[str, str]]:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=1.0, help="CPU time per round and contender")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", type=int, default=2000, help="games of the one- and two-worker runs")
    args = parser.parse_args(argv or [])
    out = []
    for name, rule_set in GAMES:
        runs = {"kernel": [], "lab": [], "teaching": []}
        for r in range(args.rounds):
            runs["kernel"].append(kernel_games_per_second(name, rule_set, args.seconds, r))
            runs["lab"].append(lab_games_per_second(name, rule_set, args.seconds, r))
            runs["teaching"].append(teaching_games_per_second(name, rule_set, args.seconds, r))
        m = {k: statistics.median(v) for k, v in runs.items()}
        label = f"{name} {rule_set}"
        out += [
            (f"{label}: lab random games/s vs kernel", f"{m['lab']:,.0f} / {m['kernel']:,.0f} = {m['lab'] / m['kernel']:.2f}"),
            (f"{label}: lab per game beyond the kernel", f"{1e6 / m['lab'] - 1e6 / m['kernel']:+,.0f} µs"),
            (f"{label}: teaching-API games/s (the lab before)", f"{m['teaching']:,.0f} (lab / it = {m['lab'] / m['teaching']:.2f})"),
        ]
        if (name, rule_set) == ("senet", "jequier"):
            out.append(("10,000 random Jéquier games, one core (estimated)", f"{10_000 / m['lab']:.1f} s CPU"))
    start, per_task = task_overhead()
    one, two = workers_wall(args.games, 1), workers_wall(args.games, 2)
    busy = os.getloadavg()[0]
    out += [
        ("pool of two: start and first answer", f"{1e3 * start:.0f} ms"),
        ("pool: one more task (an empty batch) costs", f"{1e6 * per_task:,.0f} µs (tasks of up to 50 games)"),
        (f"{args.games} Jéquier games, wall: 1 worker / 2 workers", f"{one:.2f} s / {two:.2f} s = {one / two:.2f}×"),
        ("", f"load average {busy:.1f} on {os.cpu_count()} cores: " + (
            "the two-worker gain is not judged on a busy host" if busy > 0.5 else "an idle host")),
    ]
    return out


if __name__ == "__main__":
    print(time.strftime("%Y-%m-%d %H:%M"), f"Python {sys.version.split()[0]}")
    for label, figure in rows(sys.argv[1:]):
        print(f"  {label:<52}{figure}" if label else f"  {figure}")
