"""The longest of many seeded random games per rule set: what a record or a link of a real game needs.

    .venv/bin/python benchmarks/longest_games.py [GAMES]   # default 100,000 games per rule set

Each game is the lab's: random players on the rules kernel (``jocari_edu.analysis.lab``),
seeded by :func:`~jocari_edu.analysis.lab.game_seed` (base seed 0, no swap), its events
counted (throws and moves: a record's entries).  The longest game of each rule set is then
played again through the teaching game (the very same game, the lab's tests check it) to
measure its record (JSON characters) and its share link (characters).  The limits of
``jocari_edu/core/limits.py`` and ``jocari_edu/share.py`` are set from this table, with
margin; the results are kept in ``benchmarks/longest_games_results.md``.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jocari_edu.analysis.lab import _start, game_seed, make_spec, random_picks  # noqa: E402
from jocari_edu.core import Rng  # noqa: E402

RULE_SETS = [("senet", r) for r in ("standard", "jequier", "kendall", "bell", "piccione")] + [
    ("marelle", "breyer"), ("marelle", "modern"), ("doze_canes", "alfonso"), ("jacquet", "breyer")]
# The longest game of each rule set in the run of 100,000 games recorded in longest_games_results.md
# (2026-12-06): its index, for the benchmarks that replay it (fuzz_limits.py)
LONGEST = {("senet", "standard"): 88_330, ("senet", "jequier"): 16_810, ("senet", "kendall"): 76_564,
           ("senet", "bell"): 33_930, ("senet", "piccione"): 19_624, ("marelle", "breyer"): 61_669,
           ("marelle", "modern"): 12_287, ("doze_canes", "alfonso"): 31_283, ("jacquet", "breyer"): 65_177}


def events_of(spec, index: int) -> int:
    """The events (throws and moves) of game ``index``, played on the kernel as the lab plays it."""
    start, _ = _start(spec)
    seed = game_seed(spec.seed, index)
    pick = random_picks(seed)
    state, rng = start.clone(), Rng(seed)
    events = 0
    while True:
        actions = state.actions
        if actions:
            state.apply_action(actions[int(pick() * len(actions))])
        elif state.is_terminal():
            return events
        else:
            state.apply_throw(state.sample_throw(rng))
        events += 1


def teaching_game(spec, index: int):
    """Game ``index`` through the teaching game: the same throws and choices as :func:`events_of`."""
    from jocari_edu.analysis.simulate import play_out
    from jocari_edu.games import new_game
    from jocari_edu.players import PLAYERS

    seed = game_seed(spec.seed, index)
    picks = random_picks(seed)
    players = [PLAYERS["random"](seed + 7919 * (k + 1), draw=picks) for k in range(2)]
    game = new_game(spec.game, spec.rule_set, seed=seed)
    play_out(game, players, seed=seed)
    return game


def main(games: int) -> int:
    from jocari_edu.share import to_link

    print(f"{games:,} seeded random games per rule set (lab.game_seed, base 0, no swap)\n")
    print("| game, rules | mean events | 99.9th pct | longest (events) | its record (chars) | its link (chars) |"
          " seconds |\n|---|---:|---:|---:|---:|---:|---:|")
    for name, rule_set in RULE_SETS:
        spec = make_spec(name, rule_set, ("random", "random"), seed=0, swap=False)
        start = time.process_time()
        lengths = [events_of(spec, i) for i in range(games)]
        longest = max(range(games), key=lengths.__getitem__)
        game = teaching_game(spec, longest)
        assert len(game.history) == lengths[longest], (name, rule_set, longest)
        ordered = sorted(lengths)
        print(f"| {name}, {rule_set} | {sum(lengths) / games:.0f} | {ordered[int(0.999 * (games - 1))]} | "
              f"{lengths[longest]} (game {longest}) | {len(game.to_json())} | {len(to_link(game))} | "
              f"{time.process_time() - start:.0f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 100_000))
