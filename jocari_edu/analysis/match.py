"""Matches between two players, and an Elo-style ladder of the levels.

A match is a lab run with sides swapped every other game (:func:`lab.run`):
its score (a win 1, a draw ½) comes with a 95 % interval, and the Elo
difference the score implies with the interval's ends turned into Elo too.
A player *beats* another when the whole interval lies above ½.

A ladder chains the matches between neighbours: the lowest player stands at
0 and each next one at the previous rating plus the Elo difference of their
match.
"""

from __future__ import annotations

from .lab import LabResult, run
from .stats import elo


def match(game: str, rule_set: str | None, a: str, b: str, *, games: int = 200, seed: int = 0, **kw) -> LabResult:
    """``a`` against ``b``, sides swapped every other game (``kw`` as for :func:`lab.run`)."""
    return run(game, rule_set, players=(a, b), games=games, seed=seed, swap=True, **kw)


def pairing(result: LabResult) -> dict:
    """A match's figures: wins, draws, score and its interval, Elo and its interval, and whether ``a`` beats ``b``."""
    w, lost, d = result.wins()
    sc = result.score()
    low, high = sc["ci95"]
    return {
        "a": result.spec.players[0], "b": result.spec.players[1], "games": result.n,
        "wins_a": w, "wins_b": lost, "draws": d,
        "score": sc["score"], "ci95": [low, high],
        "elo": elo(sc["score"]), "elo_ci95": [elo(low), elo(high)],
        "beats": low > 0.5,
    }


def ladder(pairings: list[dict]) -> dict[str, float]:
    """Ratings from a chain of pairings, each ``a`` the stronger of ``(a, b)``, the lowest ``b`` first at 0."""
    ratings: dict[str, float] = {}
    for p in pairings:
        ratings.setdefault(p["b"], 0.0)
        ratings[p["a"]] = ratings[p["b"]] + p["elo"]
    return ratings


def table(rows: list[dict], lang: str = "fr") -> str:
    """Pairings as a text table: players, games, wins, draws, score [95 % interval], Elo [interval], beats."""
    fr = lang == "fr"
    head = ("A", "B", "parties" if fr else "games", "A gagne" if fr else "A wins", "B gagne" if fr else "B wins",
            "nulles" if fr else "draws", "score A [IC 95 %]" if fr else "A's score [95% CI]",
            "Elo A−B [IC 95 %]" if fr else "Elo A-B [95% CI]", "A bat B" if fr else "A beats B")
    lines = [head]
    for p in rows:
        lines.append((p["a"], p["b"], str(p["games"]), str(p["wins_a"]), str(p["wins_b"]), str(p["draws"]),
                      f"{p['score']:.3f} [{p['ci95'][0]:.3f}, {p['ci95'][1]:.3f}]",
                      f"{p['elo']:+.0f} [{p['elo_ci95'][0]:+.0f}, {p['elo_ci95'][1]:+.0f}]",
                      ("oui" if fr else "yes") if p["beats"] else ("non" if fr else "no")))
    widths = [max(len(r[i]) for r in lines) for i in range(len(head))]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) for r in lines)
