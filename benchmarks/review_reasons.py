"""How often the review's costliest decisions still say the generic « D'après l'estimation des chances… ».

Seeded games between levels, each game reviewed; for every side's costliest decisions (those the review
explains), the sentence's kind: the generic estimate, or a reason in the game's terms.  Prints one line a
game: decisions explained, generic ones, the share, and of the generic ones how many the figures the game
counts (:attr:`~jocari_edu.players.evaluation.Evaluation.FACTS`) show better for the move *played*: there
only the estimate, looking further, prefers the other move.

    .venv/bin/python benchmarks/review_reasons.py [--games 6] [--seed 100]
"""

from __future__ import annotations

import argparse
from collections import Counter

from jocari_edu.analysis.review import MESSAGES, _at_start, _evaluation, _turn_of, review
from jocari_edu.games import new_game
from jocari_edu.players import make_player
from jocari_edu.players.hint import contrast

GAMES = (("senet", "standard"), ("senet", "jequier"), ("marelle", "modern"), ("jacquet", None), ("doze_canes", None))
PAIRS = (("moyen", "debutant"), ("fort", "moyen"))


def played(name, rule_set, seed, levels):
    game = new_game(name, rule_set, seed=seed)
    players = [make_player(level, seed + k, deterministic=True, nodes=2_000) for k, level in enumerate(levels)]
    while not game.is_over and len(game.history) < 400:
        if game.awaiting_throw:
            game.roll()
        else:
            game.play(players[game.to_play].choose(game))
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6, help="games a game and pairing of levels")
    parser.add_argument("--seed", type=int, default=100)
    args = parser.parse_args()
    generic = MESSAGES("estimate").fr
    for name, rule_set in GAMES:
        count, codes = 0, Counter()
        for levels in PAIRS:
            for k in range(args.games):
                game = played(name, rule_set, args.seed + k, levels)
                result = review(game)
                vague = {d.index: d for p in (0, 1) for d in result.costliest(p) if d.why.params["why"][0] == generic}
                count += sum(len(result.costliest(p)) for p in (0, 1))
                codes["generic"] += len(vague)
                codes["played"] += sum(1 for d, g in _at(game, vague) if _favours_played(g, d))
        share = codes["generic"] / count if count else 0.0
        print(f"{name}/{rule_set or 'défaut'}: {count} explained, {codes['generic']} generic ({share:.0%}), "
              f"of which {codes['played']} where the figures favour the move played", flush=True)


def _at(game, decisions: dict):
    """(decision, the game at its position) for each of ``decisions`` (by event index), replaying ``game``."""
    g = _at_start(game)
    for i, event in enumerate(game.history):
        if i in decisions:
            yield decisions[i], g
        g.replay_event(event)


def _favours_played(g, d) -> bool:
    best, turn = _turn_of(g, d.best), _turn_of(g, d.turn)
    return contrast(g, turn, best, _evaluation(g.name)) is not None


if __name__ == "__main__":
    main()
