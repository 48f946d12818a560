"""A cost that holds up (#41): how often a flagged move's better move, and a shipped puzzle's answer, hold up
when both moves are played out from the position with the same throws.

For each game and rule set, ``--games`` seeded games a pairing of levels (« moyen » against « moyen », as
in the issue's check, and « fort » against « moyen »), each reviewed as before the confirmation (each
side's three costliest decisions by the estimate: what the review marked until #41) and as now
(:meth:`~jocari_edu.analysis.review.Review.costliest`: those the estimate found costliest whose loss holds up
one throw deeper, :mod:`jocari_edu.analysis.confirm`).  Every decision marked either way is checked
independently: the better move and the move played, each played out ``--playouts`` times from the position,
both sides at ``--level`` counting nodes, game ``i`` of both with the same throws and the same players' seeds
(:func:`~jocari_edu.analysis.confirm.playout_margin`).  A decision *holds* when the better move's mean result
is ahead by two standard errors; the move played did *better* when its own is ahead by two standard errors;
the rest are too close to tell (beside it: how often the move played was ahead at all, and how often the
means were equal, most often the same results game for game).  The same check on the shipped puzzles (``--puzzles`` of each
collection): the answer against the estimate's next best turn, with other throws than the play-outs that confirmed
it when the collection was made (#41: those are beside it, the answer's lead over its two nearest rivals);
``--puzzles-only`` checks only these (the review's marks do not change with the collections).

Also per game, on the game of ``benchmarks/extra_live.py``'s « Analyse » row (60 decisions, « moyen »
against « débutant »), the pure kernels as the site's worker runs them: the review's time with and without
the confirmation (median of ``--runs``) and its longest single check (the board's review yields after each
check; a message of the site's worker has a step of 0.15 s).

    JOCARI_KERNELS=pure .venv/bin/python benchmarks/holdup.py [--games 4] [--playouts 60] [--puzzles 12] [--level moyen]
        [--only senet/standard] [--runs 3] [--puzzles-only]

``JOCARI_KERNELS=pure``: the kernels' sources, as the browser runs them (the compiled ones otherwise, where fresh).
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from jocari_edu.analysis import confirm  # noqa: E402
from jocari_edu.analysis.chances import move_chances  # noqa: E402
from jocari_edu.analysis.puzzles import load_collection, puzzle_game  # noqa: E402
from jocari_edu.analysis.review import _at_start, _turn_of, review  # noqa: E402
from jocari_edu.games import GAMES, game_class, new_game  # noqa: E402
from jocari_edu.players import make_player  # noqa: E402

PAIRS = (("moyen", "moyen"), ("fort", "moyen"))
review_module = importlib.import_module("jocari_edu.analysis.review")  # (the package's ``review`` is the function)


def played(name, rule_set, seed, levels):
    game = new_game(name, rule_set, seed=seed)
    players = [make_player(level, seed + 7 * k, deterministic=True) for k, level in enumerate(levels)]
    while not game.is_over and len(game.history) < 600:
        if game.awaiting_throw:
            game.roll()
        else:
            game.play(players[game.to_play].choose(game))
    return game


def _positions(game, indices):
    """{event index: the game at that position} for ``indices``, replaying ``game`` once (copies kept)."""
    g = _at_start(game)
    out = {}
    for i, event in enumerate(game.history):
        if i in indices:
            out[i] = g.copy()
        g.replay_event(event)
    return out


class Tally:
    """Decisions checked by play-outs: held (the better move ahead by two standard errors), reversed (the move
    played ahead by two standard errors), else too close to tell; beside it, the move played ahead at all (its
    mean result higher, however little) and the equal means (the same results game for game, most often)."""

    def __init__(self):
        self.runs = []
        self.ratios = []

    def add(self, runs, stated=None):
        self.runs.append(runs)
        if stated is not None and runs.mean > 0:
            self.ratios.append(stated / runs.mean)

    def text(self):
        n = len(self.runs)
        if not n:
            return "none"
        held = sum(r.holds for r in self.runs)
        reversed_ = sum(r.mean < -2 * r.error for r in self.runs)
        ahead = sum(r.mean < 0 for r in self.runs)
        equal = sum(r.mean == 0 for r in self.runs)
        ratio = f"; stated/played-out loss median {statistics.median(self.ratios):.1f}" if self.ratios else ""
        return (f"{n}: holds {held} ({held / n:.0%}), played move better by 2 SE {reversed_} ({reversed_ / n:.0%}), "
                f"too close {n - held - reversed_}; played move ahead at all {ahead} ({ahead / n:.0%}), "
                f"equal {equal}{ratio}")


def flagged(name, rule_set, args):
    before, after = Tally(), Tally()
    for levels in PAIRS:
        for k in range(args.games):
            game = played(name, rule_set, args.seed + k, levels)
            result = review(game)
            old = {d.index: d for p in (0, 1) for d in result.candidates(p)[:3]}
            new = {d.index: d for p in (0, 1) for d in result.costliest(p)}
            at = _positions(game, set(old) | set(new))
            for index, d in {**old, **new}.items():
                g = at[index]
                runs = confirm.playout_margin(g, _turn_of(g, d.best), _turn_of(g, d.turn), games=args.playouts,
                                              level=args.level, seed=index)
                if index in old:
                    before.add(runs, d.loss)
                if index in new:
                    after.add(runs, d.shown_loss)
    return before, after


def puzzles(name, rule_set, args):
    found = load_collection(name, rule_set)
    tally = Tally()
    tally.made = [r["mean"] - 2 * r["error"] for p in found.puzzles[:args.puzzles] for r in p.playouts.get("rivals", [])]
    for p in found.puzzles[:args.puzzles]:
        g = puzzle_game(found, p)
        ranked = sorted(move_chances(g), key=lambda o: -o[1].score)
        answer, second = ranked[0][0], ranked[1][0]
        runs = confirm.playout_margin(g, answer, second, games=args.playouts, level=args.level, seed=7)
        tally.add(runs, p.margin)
    return tally


def timing(name, runs):
    """The review of extra_live's « Analyse » game of ``name`` (its default rule set): (median s with the
    confirmation, without, the longest check)."""
    from extra_live import analysed_game  # (benchmarks/ on the path: run as a script)

    game = analysed_game(name)
    checks = []
    real = confirm.deeper_margin

    def timed(*a, **kw):
        t = time.perf_counter()
        try:
            return real(*a, **kw)
        finally:
            checks.append(time.perf_counter() - t)

    review_module.deeper_margin = timed
    try:
        with_check = _median(lambda: review(game), runs)
        saved = review_module._confirmed

        def skipped(result, game, total):
            return result
            yield

        review_module._confirmed = skipped
        try:
            without = _median(lambda: review(game), runs)
        finally:
            review_module._confirmed = saved
    finally:
        review_module.deeper_margin = real
    return with_check, without, max(checks, default=0.0)


def _median(call, runs):
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        call()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="seeded games a rule set and pairing of levels")
    parser.add_argument("--seed", type=int, default=500)
    parser.add_argument("--playouts", type=int, default=60, help="play-outs of each move (the same throws for both)")
    parser.add_argument("--level", default="moyen", help="the level both sides play out at")
    parser.add_argument("--puzzles", type=int, default=12, help="shipped puzzles checked a collection")
    parser.add_argument("--runs", type=int, default=3, help="reviews timed a rule set (median)")
    parser.add_argument("--only", default=None, help="GAME or GAME/RULES")
    parser.add_argument("--puzzles-only", action="store_true", help="check the shipped puzzles only")
    args = parser.parse_args()
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    print(f"play-outs: {args.playouts} a move, both sides « {args.level} », the same throws for both; "
          f"{args.games} games a pairing {PAIRS}; holds = ahead by 2 standard errors", flush=True)
    for name in GAMES:
        for rule_set in game_class(name).RULE_SETS:
            if args.only and args.only not in (name, f"{name}/{rule_set}"):
                continue
            if name == "doze_canes":
                print(f"{name}/{rule_set}: no choice matters (no mark, no puzzle)", flush=True)
                continue
            start = time.perf_counter()
            if not args.puzzles_only:
                before, after = flagged(name, rule_set, args)
                print(f"{name}/{rule_set}: flagged before the confirmation {before.text()}", flush=True)
                print(f"    after the confirmation {after.text()}", flush=True)
            shipped = puzzles(name, rule_set, args)
            made = (f"; when made, the answer's lead over its rivals minus 2 SE: median "
                    f"{statistics.median(shipped.made):.1f} points" if shipped.made else "")
            print(f"{name}/{rule_set}: shipped puzzles ({len(load_collection(name, rule_set).puzzles)}) "
                  f"{shipped.text()}{made}", flush=True)
            if rule_set == game_class(name).DEFAULT_RULE_SET and not args.puzzles_only:
                with_check, without, longest = timing(name, args.runs)
                print(f"    review of extra_live's 60-decision game (pure kernels): {without:.2f} s -> "
                      f"{with_check:.2f} s with the confirmation (median of {args.runs}), longest check "
                      f"{1000 * longest:.0f} ms", flush=True)
            print(f"    ({time.perf_counter() - start:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
