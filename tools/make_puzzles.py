"""Make the shipped puzzle collections: ``jocari_edu/data/puzzles/<game>-<rule set>.json``.

Run from the repository's root, one process, niced (the play-outs that find and check each answer take most of
it: about 50 minutes of one core in all, Jacquet's 27 of them, the compiled kernels — session 5's parts summed, on a
busy host; each collection is written as soon as it is made):

    nice -n 19 .venv/bin/python tools/make_puzzles.py [--only GAME[/RULES]] [--count N] [--replicate-only]

Each collection is :func:`jocari_edu.analysis.puzzles.find_puzzles` of its game and rule set with the seed
named below (:data:`SEEDS`) and :data:`COUNT` puzzles (the same as ``jocari puzzles GAME --rules R --count N
--seed S --json``): the same seeds give the same files on any machine (the players count nodes, not seconds).
Each candidate's answer is confirmed by play-outs (``analysis.puzzles.PLAYOUTS``: against the two nearest
turns, the same throws for both, stopped once it holds or clearly cannot), then checked again with other throws
(``REPLICATION``: shipped only if it holds twice); Jacquet's and Senet standard's candidates are found by
play-outs (``SCREENS``).  A search stops at its game's play-out cap (``PLAYOUT_CAPS``) or its 160 games: a
collection may hold fewer than asked, its ``stats`` say why.  ``--replicate-only``: the second check alone, on a
collection made before it (the puzzles that fail it dropped; session 5 did so for Kendall, Bell, Piccione and
la Marelle, the whole search again for the others).
Doze canes gets its collection too: no puzzle, and the note that says why.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from jocari_edu.analysis.puzzles import find_puzzles, read_collection, replicate_collection  # noqa: E402
from jocari_edu.games import GAMES, game_class  # noqa: E402

COUNT = 40
# the seed of each collection's games (jocari_edu.analysis.lab.game_seed(seed, i) is game i's)
# (in this order: the games' default rule sets first)
SEEDS = {("senet", "standard"): 41, ("marelle", "breyer"): 41, ("jacquet", "breyer"): 41, ("doze_canes", "alfonso"): 41,
         ("marelle", "modern"): 41, ("senet", "kendall"): 41, ("senet", "bell"): 41, ("senet", "jequier"): 41,
         ("senet", "piccione"): 41}
OUT = ROOT / "jocari_edu" / "data" / "puzzles"


def _progress(name: str, cpu: float):
    """A search's progress, printed after each game: the games played, the puzzles found, the CPU spent."""
    return lambda games, n: print(f"  {name}: {games} games, {n} puzzles, {time.process_time() - cpu:.0f} s of CPU",
                                  flush=True)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--only", default=None, help="GAME or GAME/RULES")
    p.add_argument("--count", type=int, default=COUNT)
    p.add_argument("--replicate-only", action="store_true",
                   help="check the shipped puzzles a second time only (other throws), drop those that fail")
    args = p.parse_args(argv)
    assert set(SEEDS) == {(g, r) for g in GAMES for r in game_class(g).RULE_SETS}, "a rule set without its seed"
    OUT.mkdir(parents=True, exist_ok=True)
    for (game, rules), seed in SEEDS.items():
        if args.only and args.only not in (game, f"{game}/{rules}"):
            continue
        start, cpu = time.perf_counter(), time.process_time()
        if args.replicate_only:
            path = OUT / f"{game}-{rules}.json"
            found = replicate_collection(read_collection(path.read_text(encoding="utf-8")))
            path.write_text(found.to_json(), encoding="utf-8")
            print(f"{game}/{rules}: {len(found.puzzles)} puzzles replicated, {found.stats}, "
                  f"{time.process_time() - cpu:.0f} s of CPU", flush=True)
            continue
        found = find_puzzles(game, rules, count=args.count, seed=seed, progress=_progress(f"{game}/{rules}", cpu))
        (OUT / f"{game}-{rules}.json").write_text(found.to_json(), encoding="utf-8")
        print(f"{game}/{rules}: {len(found.puzzles)} puzzles, {found.stats}, {time.perf_counter() - start:.0f} s "
              f"({time.process_time() - cpu:.0f} s of CPU)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
