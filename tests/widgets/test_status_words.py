"""The board's sentences in a pupil's words: places named in French, nothing said twice."""

import random
import re

import pytest

from jocari_edu import new_game
from jocari_edu.widgets.controller import BoardController


@pytest.mark.parametrize("name,rules", [("senet", "standard"), ("jacquet", None)])
def test_the_exit_tray_is_called_la_sortie(name, rules):
    game = new_game(name, rules, seed=1) if rules else new_game(name, seed=1)
    b = BoardController(game)
    while b.game.awaiting_throw:
        b.roll()
    b.click("off")
    assert b.why == "Aucun coup ne part de la sortie."
    assert "off" not in b.why
    b = BoardController(game, lang="en")
    b.click("off")
    assert b.why == "No move starts from the exit."


def sentences(text):
    return [s for s in re.split(r"(?<=[.!?])\s+", text) if s]


@pytest.mark.parametrize("seed", range(4))
def test_the_end_of_a_game_is_announced_once(seed):
    # the last move says it wins (« C'est le septième pion pris : Noir gagne. »), the outcome follows
    # a random game to its end, then the same game again with its last move played on the board
    rng, game = random.Random(seed), new_game("marelle", "modern", seed=seed)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    *before, last = game.moves_notation()
    game = new_game("marelle", "modern", seed=seed)
    for move in before:
        game.play(move)
    b = BoardController(game)
    b.play(last)
    assert b.game.is_over
    said = sentences(b.status)
    assert len(said) == len(set(said)), b.status
    assert not any(a != s and a.endswith(" " + s) for a in said for s in said), b.status
    if b.game.winner is not None:
        assert b.status.count("gagne") == 1, b.status
