"""Senet, every rule set over seeded games: positions, explanations FR/EN of every legal move and probes, effects,
SVG hashes, outcomes, one line each (compare two checkouts: they must print the same).

    PYTHONPATH=CHECKOUT python benchmarks/senet_dump.py GAMES > dump.txt
"""
import hashlib
import random
import sys

from jocari_edu.games import new_game
from jocari_edu.games.senet import RULE_SETS

out = []
for rs in RULE_SETS:
    for seed in range(int(sys.argv[1])):
        g = new_game("senet", rs, seed=seed)
        choice = random.Random(seed).choice
        plies = 0
        while not g.is_over and plies < 300:
            out.append(g.position())
            if plies % 7 == 0:
                out.append(hashlib.sha256(g.svg().encode()).hexdigest())
            if g.awaiting_throw:
                out.append(g.explain("1-2"))
                g.roll()
                continue
            for m in g.legal_moves():
                out.append(g.explain(m) + " | " + g.explain(m, "en") + " | " + repr(g.preview(m).effects))
            for probe in ("1-2", "10-13", "27-off", "30-off", "pass", "26-27", "15-12", "28-31"):
                try:
                    out.append(g.explain(probe) + " | " + g.explain(probe, "en"))
                except Exception as e:
                    out.append(type(e).__name__)
            g.play(choice(g.legal_moves()))
            plies += 1
        out.append(g.position())
        out.append(hashlib.sha256(g.svg().encode()).hexdigest())
        out.append(repr(g.outcome))
print("\n".join(out))
