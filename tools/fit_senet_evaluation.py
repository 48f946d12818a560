"""Fit the Senet expert's evaluation (``SenetOddsEvaluation``) on the outcomes of seeded games.

Run: ``python tools/fit_senet_evaluation.py [--games 12000] [--seed 1000]``
(needs numpy, which the ``jupyter``/``lab`` extras bring; the package itself
does not).  For each registered rule set it plays ``--games`` games between two
``moyen`` players (node-counted, so the same games on any machine), a
share of the moves drawn at random (none, 10 % or 25 % in a game, at random)
so that positions a search may reach are seen too; every position where a
throw is due is one sample: :func:`jocari_edu.players.senet.features` for
White, and whether White went on to win (a draw, possible in Bell's
reading, counting ½).  A logistic regression (Newton's
method, a small ridge penalty) gives the value of each square and the
weight of each term; a term whose weight comes out negative (the model
would prefer the opposite of what the term's sentence says) is dropped and
the rest fitted again, so that the hint's sentences stay true.  Prints the
``FITTED`` table to paste into ``jocari_edu/players/senet.py``, and the
model's log-loss on held-out games beside the one of the levels' own
evaluation (its race, rescaled by a fitted factor).
"""

from __future__ import annotations

import argparse
import random

import numpy as np

from jocari_edu.games import new_game
from jocari_edu.games.senet import OFF, RULE_SETS, SQUARES
from jocari_edu.players import make_player
from jocari_edu.players.senet import SENET_EVALUATION, SenetOddsEvaluation, features

TERMS = SenetOddsEvaluation.TERMS[1:]  # after the squares' values


def samples(rule_set: str, games: int, seed: int):
    """(features, White won, game index) for each position where a throw is due."""
    xs, ys, gs = [], [], []
    for i in range(games):
        s = seed + i
        game = new_game("senet", rule_set, seed=s)
        players = [make_player("moyen", 2 * s + k, deterministic=True) for k in (0, 1)]
        r = random.Random(s)
        share = r.choice((0.0, 0.1, 0.25))
        start = len(xs)
        while not game.is_over:
            if game.awaiting_throw:
                if not game.in_opening:
                    xs.append(features(game, 0))
                game.roll()
                continue
            moves = game.legal_moves()
            if len(moves) > 1 and r.random() < share:
                game.play(moves[r.randrange(len(moves))])
            else:
                game.play(players[game.to_play].choose(game))
        # White's result: a win 1, a loss 0, a draw (Bell: as many pawns borne off) ½
        ys += [1.0 if game.winner == 0 else 0.5 if game.winner is None else 0.0] * (len(xs) - start)
        gs += [i] * (len(xs) - start)
    return np.array(xs), np.array(ys), np.array(gs)


def logistic(x, y, ridge: float = 1.0, steps: int = 25):
    """Weights ``w`` maximising the likelihood of ``y`` under ``sigmoid(x @ w)``, minus ``ridge * |w|² / 2``."""
    w = np.zeros(x.shape[1])
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-(x @ w)))
        grad = x.T @ (p - y) + ridge * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + ridge * np.eye(x.shape[1])
        w -= np.linalg.solve(hess, grad)
    return w


def log_loss(w, x, y) -> float:
    p = np.clip(1.0 / (1.0 + np.exp(-(x @ w))), 1e-12, 1 - 1e-12)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))  # a draw's ½ makes it a cross-entropy


def fit(rule_set: str, games: int, seed: int) -> dict:
    x, y, g = samples(rule_set, games, seed)
    train, test = g % 5 != 0, g % 5 == 0  # every fifth game held out
    kept = list(range(x.shape[1]))
    while True:
        w = logistic(x[train][:, kept], y[train])
        bad = [k for k, wk in zip(kept, w, strict=True) if k > SQUARES and wk < 0]  # a term against its sentence
        if not bad:
            break
        kept = [k for k in kept if k not in bad]
    full = np.zeros(x.shape[1])
    full[kept] = w
    # the levels' own evaluation, scaled to odds by one fitted factor
    weights = SENET_EVALUATION.WEIGHTS  # course, sortie, abri, menace, barrage
    race = x[:, :SQUARES] @ np.arange(1, SQUARES + 1) + OFF * x[:, SQUARES]
    own = (weights[0] * race + x[:, SQUARES:SQUARES + 4] @ np.array(weights[1:]))[:, None]
    k = logistic(own[train], y[train])
    print(f"{rule_set}: {len(y)} positions from {games} games; held-out log-loss: odds model "
          f"{log_loss(full, x[test], y[test]):.4f}, the levels' evaluation rescaled {log_loss(k, own[test], y[test]):.4f}, "
          f"a coin {np.log(2):.4f}")
    return {"squares": tuple(round(float(v), 4) for v in full[:SQUARES]),
            **{t: round(float(v), 4) for t, v in zip(TERMS, full[SQUARES:], strict=True)}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=12000)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--only", default="", help="one rule set: " + ", ".join(RULE_SETS))
    args = parser.parse_args()
    out = {}
    for rule_set in RULE_SETS:  # every registered rule set
        if not args.only or args.only == rule_set:
            out[rule_set] = fit(rule_set, args.games, args.seed)
    print("FITTED = {")
    for rule_set, model in out.items():
        print(f"    {rule_set!r}: {{")
        squares = model["squares"]
        print("        \"squares\": (" + ", ".join(map(str, squares[:10])) + ",")
        print("                    " + ", ".join(map(str, squares[10:20])) + ",")
        print("                    " + ", ".join(map(str, squares[20:])) + "),")
        print("        " + ", ".join(f"{t!r}: {model[t]}" for t in TERMS).replace("'", '"') + ",")
        print("    },")
    print("}")


if __name__ == "__main__":
    main()
