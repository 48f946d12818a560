"""Each game's picture module: what it draws and which clickable part is which move."""

import re

import pytest

from jocari_edu import available, game_class, new_game
from jocari_edu.analysis.simulate import random_game
from jocari_edu.render import draw, picture_of

SPECS = [(name, rs) for name in available() for rs in game_class(name).RULE_SETS]


def positions(name, rule_set, seed=5, every=3):
    """Positions along a seeded random game, each with a move to play."""
    game = random_game(name, rule_set, seed=seed)
    probe = new_game(name, rule_set, seed=seed)
    for i, event in enumerate(game.history):
        if i % every == 0 and probe.legal_moves():
            yield probe
        probe.replay_event(event)


def clickable(svg: str) -> set[str]:
    return set(re.findall(r'data-square="([^"]+)"', svg))


@pytest.mark.parametrize("name, rule_set", SPECS)
def test_every_legal_move_is_clicked_on_parts_the_picture_shows(name, rule_set):
    seen = 0
    for game in positions(name, rule_set):
        picture = picture_of(game)
        on_screen = clickable(game.svg())
        for move in game.legal_moves():
            src, dst = picture.squares_of(game, move)
            if game.is_pass(move):
                assert (src, dst) == (None, None)
                continue
            assert dst in on_screen and (src is None or src in on_screen), (str(move), src, dst)
            # the same clicks name a move with the same squares (the one a board plays)
            again = picture.move_between(game, src, dst)
            assert again is not None and picture.squares_of(game, again) == (src, dst)
            seen += 1
    assert seen > 5


@pytest.mark.parametrize("name, rule_set", SPECS)
def test_keys_are_texts_and_numbers_mean_the_same_squares(name, rule_set):
    for game in positions(name, rule_set, every=25):
        move = next(m for m in game.legal_moves() if not game.is_pass(m)) if any(
            not game.is_pass(m) for m in game.legal_moves()) else None
        if move is None:
            continue
        src, dst = picture_of(game).squares_of(game, move)
        assert all(isinstance(k, str) for k in (src, dst) if k is not None)
        as_text = game.svg(targets=[dst], selected=src)
        if dst.isdigit() and (src is None or src.isdigit()):
            as_numbers = game.svg(targets=[int(dst)], selected=None if src is None else int(src))
            assert as_numbers == as_text
        assert as_text != game.svg()  # the target shows


def test_draw_finds_the_picture_of_each_game_by_its_name():
    for name in available():
        game = new_game(name, seed=1)
        assert picture_of(game).__name__ == f"jocari_edu.render.{name}"
        assert draw(game) == game.svg() == game._repr_svg_()


def test_a_click_on_a_piece_that_cannot_move_names_the_move_it_would_make():
    from jocari_edu.games.senet import Senet

    game = Senet.arrange("standard", white=[12], black=[15, 16], off=(4, 3), throw=3)
    picture = picture_of(game)
    assert [str(m) for m in picture.moves_at(game, "12")] == ["12-15"]
    assert picture.moves_at(game, "off") == [] and picture.moves_at(game, "31") == []
    assert game.explain(picture.moves_at(game, "12")[0]).startswith("Le pion adverse de la case 15")


def test_a_click_on_a_jacquet_point_means_the_rules_moves_from_it_or_the_larger_die_refused():
    """moves_at asks the rules: the legal moves of the checker clicked; when it has none, the move by the
    larger die left, which the rules refuse with their reason."""
    from jocari_edu.games.jacquet import Jacquet

    game = Jacquet.arrange(white={1: 14, 10: 1}, black={1: 15}, throw=(5, 3))
    picture = picture_of(game)
    # the courier on 10: its legal moves (the 3 would land on 13, which Black holds)
    assert picture.moves_at(game, "10") == [m for m in game.legal_moves() if m.src == 10] != []
    # the talon while the courier is out: the 5's move, refused by the courier's rule
    assert [str(m) for m in picture.moves_at(game, "1")] == ["1-6"]
    assert game.explain(picture.moves_at(game, "1")[0]).startswith("Le postillon doit d'abord rentrer")
    # an empty point: the larger die's move, whose refusal names the empty point
    assert [str(m) for m in picture.moves_at(game, "5")] == ["5-10"]
    assert game.explain(picture.moves_at(game, "5")[0]) == "Vous n'avez aucun pion sur la flèche 5."
    assert picture.moves_at(game, "off") == [] and picture.moves_at(game, "25") == []
