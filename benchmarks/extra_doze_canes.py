"""Doze canes: time of the exact computation (cold cache) and its headline figures."""

from __future__ import annotations

import statistics
import time

from jocari_edu.analysis import doze_canes as exact

REPEATS = 5


def _cold(compute) -> float:
    """Median seconds of ``compute()`` over a few runs, the cache emptied before each."""
    times = []
    for _ in range(REPEATS):
        exact.clear_cache()
        start = time.perf_counter()
        compute()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def rows() -> list[tuple[str, str]]:
    fractions = _cold(exact.start_values)
    floats = _cold(lambda: exact.start_values(exact=False))
    dist = _cold(exact.turn_distribution)
    start = time.perf_counter()
    sim = exact.monte_carlo(2000, seed=1)
    games_per_s = sim.games / (time.perf_counter() - start)
    s = exact.summary()
    return [
        ("exact solve, fractions, cold cache (median of 5)", f"{fractions * 1000:.0f} ms"),
        ("exact solve, floats, cold cache (median of 5)", f"{floats * 1000:.0f} ms"),
        ("length distribution to 1e-13, cold cache", f"{dist * 1000:.0f} ms"),
        ("states (six contents as a multiset x thrower)", str(s["states"])),
        ("P(White, who throws first, wins)", f"{float(s['white']):.6f}"),
        ("P(draw, three points each)", f"{float(s['draw']):.6f}"),
        ("P(Black wins)", f"{float(s['black']):.6f}"),
        ("turns (throws) per game: mean, sd", f"{float(s['turns']):.4f}, {s['turns_sd']:.4f}"),
        ("turns per game: median, mode", f"{s['median_turns']}, {s['mode_turns']}"),
        ("Monte Carlo through the rules (games/s)", f"{games_per_s:.0f}"),
    ]


if __name__ == "__main__":
    for label, figure in rows():
        print(f"{label:<52}{figure}")
