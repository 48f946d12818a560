"""Fit the win-chance models of Jacquet (``FITTED`` in ``jocari_edu/players/jacquet.py``, the expert's and the
analysis' one copy) and la Marelle (``jocari_edu/analysis/fitted.py``) on seeded games.

Run: ``python tools/fit_jacquet_chances.py [--game jacquet|marelle|both] [--games N] [--seed S]``
(needs numpy, which the ``jupyter``/``lab`` extras bring; the package does not).

Game ``i`` (seed ``S + i``) is played between two levels drawn at random
(``--levels``, by default ``moyen`` or ``fort``, node-counted: the same games on any machine), a
share of the moves at random (none, 10 % or 25 % in a game), as
``tools/fit_senet_evaluation.py`` does; every fifth game is held out.

- Jacquet: every position where a turn's throw is due is a sample: the
  thrower's :func:`~jocari_edu.analysis.chances.jacquet_features` and
  whether the thrower went on to win; a logistic regression (Newton's
  method, a small ridge penalty) gives the terms' weights and the
  thrower's advantage (the constant); a term whose weight comes out
  negative is dropped and the rest fitted again (the review's sentences
  come from these terms: a weight must not say the opposite of its term).
- La Marelle: every position where a turn begins is a sample: the alpha-beta
  value one turn deep (:func:`~jocari_edu.analysis.chances.marelle_value`)
  for the side to move and its result (loss, draw, win); an ordered
  logistic model ``P(loss) = σ(c1 - k v)``, ``P(not a win) = σ(c2 - k v)``
  is fitted by Newton's method.

The fitted figures, the seeds and the held-out log-loss and Brier score
beside the constant baseline's (the training games' rates, seen from the side
to move) are written into ``players/jacquet.py`` (Jacquet: the expert searches
on that chance, and ``analysis.fitted.JACQUET`` is the same dict) and
``fitted.py`` (la Marelle, the calibration); la Marelle's Brier score here sums
the three outcomes' squared errors (twice the one ``benchmarks/calibration.py``
prints, which measures the estimates as the review uses them).
"""

from __future__ import annotations

import argparse
import pprint
import random
import re
from pathlib import Path

import numpy as np

from jocari_edu.analysis import fitted
from jocari_edu.analysis.chances import jacquet_features, marelle_value
from jocari_edu.games import new_game
from jocari_edu.players import jacquet, make_player

FITTED = Path(fitted.__file__)
JACQUET_MODULE = Path(jacquet.__file__)  # where Jacquet's model lives (``FITTED = {...}``)
LEVELS = ("moyen", "fort")


def play(name: str, rule_set: str | None, seed: int, sample, levels=LEVELS):
    """Play game ``seed``; ``sample(game)`` is asked at every position and returns a sample or None.
    Returns (samples, the game once over)."""
    game = new_game(name, rule_set, seed=seed)
    r = random.Random(seed)
    chosen = [r.choice(levels) for _ in (0, 1)]
    players = [make_player(chosen[k], 2 * seed + k, deterministic=True) for k in (0, 1)]
    share = r.choice((0.0, 0.1, 0.25))
    found = []
    while not game.is_over:
        s = sample(game)
        if s is not None:
            found.append(s)
        if game.awaiting_throw:
            game.roll()
            continue
        moves = game.legal_moves()
        if len(moves) > 1 and r.random() < share:
            game.play(moves[r.randrange(len(moves))])
        else:
            game.play(players[game.to_play].choose(game))
    return found, game


def logistic(x, y, ridge: float = 1.0, steps: int = 30):
    """Weights ``w`` maximising the likelihood of ``y`` under ``sigmoid(x @ w)``, minus ``ridge * |w|² / 2``."""
    w = np.zeros(x.shape[1])
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-(x @ w)))
        grad = x.T @ (p - y) + ridge * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + ridge * np.eye(x.shape[1])
        w -= np.linalg.solve(hess, grad)
    return w


def figures(p, y) -> dict:
    """Log-loss and Brier score of the chances ``p`` of the outcomes ``y`` (0/1)."""
    p = np.clip(p, 1e-12, 1 - 1e-12)
    return {"log_loss": round(float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p))), 4),
            "brier": round(float(np.mean((p - y) ** 2)), 4)}


def fit_jacquet(games: int, seed: int, levels=LEVELS) -> dict:
    xs, ys, gs = [], [], []

    def sample(game):
        state = game.state
        if state.phase != "throw":
            return None
        me = state.player
        return me, jacquet_features((state.packed[me], state.held[me]), (state.packed[1 - me], state.held[1 - me]))

    for i in range(games):
        found, game = play("jacquet", None, seed + i, sample, levels)
        for me, x in found:
            xs.append((1.0, *x))
            ys.append(1.0 if game.winner == me else 0.0)
            gs.append(i)
    x, y, g = np.array(xs), np.array(ys), np.array(gs)
    train, test = g % 5 != 0, g % 5 == 0
    kept = list(range(x.shape[1]))
    while True:
        w = logistic(x[train][:, kept], y[train])
        bad = [k for k, wk in zip(kept, w, strict=True) if k > 0 and wk < 0]
        if not bad:
            break
        kept = [k for k in kept if k not in bad]
    full = np.zeros(x.shape[1])
    full[kept] = w
    rate = float(np.mean(y[train]))
    held = {"model": figures(1 / (1 + np.exp(-(x[test] @ full))), y[test]),
            "baseline": figures(np.full(int(test.sum()), rate), y[test]), "positions": int(test.sum())}
    print(f"jacquet: {len(y)} positions from {games} games; held out: {held}")
    return {"weights": tuple(round(float(v), 5) for v in full[1:]), "bias": round(float(full[0]), 5),
            "games": games, "seed": seed, "levels": list(levels), "positions": len(y), "held_out": held}


def ordered_nll(theta, v, y):
    """The negative log-likelihood of the ordered logistic model (k, c1, c2) and its gradient."""
    k, c1, c2 = theta
    s1 = 1 / (1 + np.exp(-(c1 - k * v)))
    s2 = 1 / (1 + np.exp(-(c2 - k * v)))
    probs = np.stack([s1, s2 - s1, 1 - s2], axis=1)  # loss, draw, win
    p = np.clip(probs[np.arange(len(y)), y], 1e-12, None)
    return float(-np.sum(np.log(p))), probs


def fit_ordered(v, y, steps: int = 60):
    theta = np.array([0.1, -0.5, 0.5])
    eps = 1e-5

    def nll(t):
        return ordered_nll(t, v, y)[0] + 0.5 * float(t @ t) * 1e-3

    for _ in range(steps):
        base = nll(theta)
        grad = np.array([(nll(theta + eps * e) - nll(theta - eps * e)) / (2 * eps) for e in np.eye(3)])
        hess = np.array([[(nll(theta + eps * (a + b)) - nll(theta + eps * (a - b)) - nll(theta - eps * (a - b))
                           + nll(theta - eps * (a + b))) / (4 * eps * eps) for b in np.eye(3)] for a in np.eye(3)])
        try:
            step = np.linalg.solve(hess + 1e-6 * np.eye(3), grad)
        except np.linalg.LinAlgError:
            step = 0.01 * grad
        t = 1.0
        while t > 1e-4 and nll(theta - t * step) > base:
            t /= 2
        theta = theta - t * step
        if np.max(np.abs(t * step)) < 1e-7:
            break
    if theta[1] > theta[2]:  # draws as likely as nothing: one cut
        theta[1] = theta[2] = (theta[1] + theta[2]) / 2
    return theta


def three_way(probs, y) -> dict:
    """Log-loss and Brier score (summed over loss, draw, win: twice the benchmark's) of ``probs`` for ``y``."""
    onehot = np.eye(3)[y]
    p = np.clip(probs[np.arange(len(y)), y], 1e-12, None)
    return {"log_loss": round(float(-np.mean(np.log(p))), 4),
            "brier": round(float(np.mean(np.sum((probs - onehot) ** 2, axis=1))), 4)}


def fit_marelle(rule_set: str, games: int, seed: int, levels=LEVELS) -> dict:
    vs, ys, gs = [], [], []

    def sample(game):
        if game.awaiting_throw or game.is_over:
            return None
        last = game.history[-1] if game.history else None
        if last is not None and last.kind == "move" and last.player == game.to_play:
            return None  # a take, in the middle of a turn
        return game.to_play, marelle_value(game, 1)

    for i in range(games):
        found, game = play("marelle", rule_set, seed + i, sample, levels)
        for me, v in found[::2]:
            w = game.winner
            vs.append(v)
            ys.append(1 if w is None else 2 if w == me else 0)
            gs.append(i)
    v, y, g = np.array(vs, dtype=float), np.array(ys), np.array(gs)
    v = np.clip(v, -200.0, 200.0)  # a won search value is decided before the calibration (chances.py)
    train, test = g % 5 != 0, g % 5 == 0
    if (y[train] == 1).any():
        k, c1, c2 = fit_ordered(v[train], y[train])
    else:  # no draw in these rules' games (modern: fewer repetitions): a plain logistic, one cut
        a, b = logistic(np.stack([np.ones(int(train.sum())), v[train]], axis=1), (y[train] == 2).astype(float))
        k, c1, c2 = b, -a, -a
    _, probs = ordered_nll((k, c1, c2), v[test], y[test])
    rates = np.bincount(y[train], minlength=3) / train.sum()
    held = {"model": three_way(probs, y[test]), "baseline": three_way(np.tile(rates, (int(test.sum()), 1)), y[test]),
            "positions": int(test.sum())}
    print(f"marelle {rule_set}: {len(y)} positions from {games} games (results {np.bincount(y, minlength=3)}); "
          f"held out: {held}")
    return {"scale": round(float(k), 5), "cuts": (round(float(c1), 5), round(float(c2), 5)), "plies": 1,
            "games": games, "seed": seed, "levels": list(levels), "positions": len(y), "held_out": held}


IMPORTS = "from ..players.jacquet import FITTED as JACQUET  # noqa: F401  (the only copy: the expert's)\n\n"


def write(**updates) -> None:
    """Record ``updates`` (JACQUET=..., MARELLE=..., CALIBRATION=...): Jacquet's model into ``players/jacquet.py``
    (:func:`write_jacquet`), the others into ``fitted.py``, rewritten over what it holds."""
    if "JACQUET" in updates:
        write_jacquet(updates.pop("JACQUET"))
    values = {"MARELLE": fitted.MARELLE, "CALIBRATION": fitted.CALIBRATION, **updates}
    head = FITTED.read_text(encoding="utf-8").split('"""', 2)
    text = '"""' + head[1] + '"""\n\n' + IMPORTS
    for name, value in values.items():
        text += f"{name} = {pprint.pformat(value, width=110, sort_dicts=True)}\n"
    FITTED.write_text(text, encoding="utf-8")
    for name, value in updates.items():  # a later write in the same run keeps this one
        setattr(fitted, name, value)


def write_jacquet(model: dict) -> None:
    """Replace the ``FITTED = {...}`` of ``players/jacquet.py`` by ``model`` (the dict, up to the blank line
    after it), and the loaded dict's contents too (``analysis.fitted.JACQUET`` is the same object)."""
    text = JACQUET_MODULE.read_text(encoding="utf-8")
    new = f"FITTED = {pprint.pformat(model, width=110, sort_dicts=True)}\n"
    text, n = re.subn(r"(?ms)^FITTED = \{.*?\n(?=\n)", lambda _: new, text, count=1)
    if n != 1:
        raise SystemExit(f"no FITTED = {{...}} in {JACQUET_MODULE}")
    JACQUET_MODULE.write_text(text, encoding="utf-8")
    jacquet.FITTED.clear()
    jacquet.FITTED.update(model)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=("jacquet", "marelle", "both"), default="both")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--levels", default=",".join(LEVELS), help="the levels drawn for each side, e.g. debutant,moyen")
    args = parser.parse_args()
    levels = tuple(args.levels.split(","))
    if args.game in ("jacquet", "both"):
        write(JACQUET=fit_jacquet(args.games, args.seed, levels))
    if args.game in ("marelle", "both"):
        from jocari_edu.games.marelle import RULE_SETS

        write(MARELLE={r: fit_marelle(r, args.games, args.seed, levels) for r in RULE_SETS})


if __name__ == "__main__":
    main()
