"""Seeded games, readable: the first twenty entries of one seeded game per rule set, written out.

The digests of ``test_seeded_records`` say that nothing changed; this says what a reader can check by eye:
seed 7, two random players (:func:`~jocari_edu.analysis.simulate.random_game`), the entries of
:meth:`moves_notation` (a throw in brackets, a move in the game's notation), the game's length in entries, the
winner (0: White, None: no winner) and how it ended.  Taken on 2026-12-02, after the rules' redesign (the
digests show the games were those of before it for the rule sets that existed).  The rules themselves, move by
move with what each move did, are read in ``test_playthroughs.py``.
"""

import pytest

from jocari_edu.analysis.simulate import random_game
from jocari_edu.games import REGISTRY, game_class

SEED = 7
GAMES = {
    ("senet", "standard"): ("(2) 9-11 (5) 2-7 (3) 8-11 (2) 2-4 (3) 6-9 (2) 5-7 (3) 10-13 (2) 4-6 (1) 13-14 (2) 2-4",
        290, 1, "all_off"),
    ("senet", "jequier"): ("(2) (6) (3) (2) (3) (2) (3) (2) (1) 10-11 (2) 8-10 (1) 1-2 (4) 9-13 (3) 3-6 (3) 11-14",
        1000, 0, "all_off"),
    ("senet", "kendall"): ("(2) (5) (3) (2) (3) (2) (3) (2) (1) 14-15 (2) 12-14 (1) 1-2 (4) 13-17 (3) 5-8 (3) 14-17",
        640, 0, "all_off"),
    ("senet", "bell"): ("(3) (1) (3) 15-18 (2) 16-18 (4) 11-15 (4) 18-22 (4) 17-21 (2) 14-16 (3) 15-18 (3) 10-13 (2) 9-11",
        202, 1, "most_off"),
    ("senet", "piccione"): ("(2) pass (5) pass (3) pass (2) pass (3) pass (2) pass (3) pass (2) pass (1) in-1 (2) 1-2",
        726, 1, "all_off"),
    ("marelle", "breyer"): ("(1) f4 d1 g1 b4 c3 a7 f6 d6 b2 c4 g7 a4 xf6 g4 xd6 e4 f6 c5 e5",
        202, None, "quiet"),
    ("marelle", "modern"): ("f4 d1 g1 b4 c3 a7 f6 d6 b2 c4 g7 a4 xf6 g4 xd6 e4 f6 c5 e5 d6",
        136, None, "quiet"),
    ("doze_canes", "alfonso"): ("Q2 (3,1) 9 7 (6,4) 12 10 (3,2) 9 8 (3,2) 8 (3,1) 7 (6,1) 12 (6,6) (6,4) 10 (6,2)",
        43, None, "draw"),
    ("jacquet", "breyer"): ("(3) (1) (6,4) 1-5 5-11 (3,2) 1-3 3-6 (3,2) 11-14 14-16 (3,1) 6-7 7-10 (6,1) 16-17 17-23 (6,6) 10-16 16-22",
        299, 0, "simple"),
}


def test_every_rule_set_of_every_game_has_its_seeded_game_here():
    assert set(GAMES) == {(e.name, r) for e in REGISTRY for r in game_class(e.name).RULE_SETS}


@pytest.mark.parametrize("spec", list(GAMES), ids="-".join)
def test_a_seeded_game_plays_the_same_moves(spec):
    opening, length, winner, kind = GAMES[spec]
    game = random_game(*spec, seed=SEED)
    entries = game.moves_notation()
    assert entries[:20] == opening.split()
    assert (len(entries), game.outcome.winner, game.outcome.kind) == (length, winner, kind)
