"""The lab adds results up as they come: memory does not grow with the number of games, workers never
outnumber the batches of games (#37)."""

from __future__ import annotations

import tracemalloc

from jocari_edu.analysis import lab
from jocari_edu.analysis.lab import KEEP_GAMES, GameResult, LabResult, Tally, make_spec, run


def _game(i: int) -> GameResult:
    winner = (None, 0, 1)[i % 3]
    return GameResult(i, i, i % 2, winner, 0, winner, 40 + i % 50, "normal", 1, (("turns", 40),), 60 + i % 30)


def test_a_tally_of_many_games_holds_counts_not_games():
    tally = Tally(swap=True)
    tally.add_all(_game(i) for i in range(2_000))  # warm: every value seen once
    tracemalloc.start()
    tally.add_all(_game(i) for i in range(2_000, 200_000))
    grown = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert tally.n == 200_000 and len(tally.lengths) == 50 and not tally._halves
    assert grown < 200_000  # bytes: a few transient objects, not 200,000 results


def test_the_tally_gives_the_figures_the_list_of_games_gives():
    games = [_game(i) for i in range(1, 301)]  # game 0 missing: game 1's twin is absent, counted alone
    kept = LabResult(make_spec("senet", "standard", ("random", "random")), games)
    streamed = Tally(True)
    for g in reversed(games):  # in any order
        streamed.add(g)
    assert LabResult(kept.spec, [], streamed).to_dict() == kept.to_dict()
    assert kept.lengths()["median"] == 64.5 and kept.lengths()["max"] == 89


def test_a_run_past_the_kept_games_keeps_only_its_figures():
    result = run("doze_canes", games=KEEP_GAMES + 2, workers=1)
    assert result.games == [] and result.n == KEEP_GAMES + 2
    assert sum(result.wins()) == KEEP_GAMES + 2


def test_no_more_processes_than_batches_of_games(monkeypatch):
    started = []

    class Pool:  # records how many processes the lab asked for; plays in this process
        def __init__(self, max_workers):
            started.append(max_workers)

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

        def submit(self, fn, *args):
            from concurrent.futures import Future

            future = Future()
            future.set_result(fn(*args))
            return future

    import concurrent.futures

    monkeypatch.setattr(concurrent.futures, "ProcessPoolExecutor", Pool)
    assert run("doze_canes", games=1, workers=64).n == 1 and started == []  # one game: this process
    assert run("doze_canes", games=3, workers=64).n == 3 and started == [3]
    assert run("doze_canes", games=2_000, workers=4).n == 2_000 and started[-1] == 4


def test_batches_are_made_as_they_are_sent_and_keep_pairs_together():
    batches = lab._batches(10_000_000, 2)
    first = next(batches)
    assert isinstance(first, range) and len(first) % 2 == 0 and first.start == 0


def test_the_spread_of_counted_lengths_is_statistics_own_to_the_bit():
    import random
    import statistics
    from collections import Counter

    draw = random.Random(7)
    for size in (1, 2, 3, 10, 999, 5_000):
        values = [draw.randrange(20, 2_000) for _ in range(size)]
        got = lab._spread(Counter(values))
        assert got["mean"] == statistics.fmean(values) and got["median"] == statistics.median(values)
        assert got["sd"] == statistics.pstdev(values) and (got["min"], got["max"]) == (min(values), max(values))
        if size > 1:
            assert got["deciles"] == statistics.quantiles(values, n=10, method="inclusive")
