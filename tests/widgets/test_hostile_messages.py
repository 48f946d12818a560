"""Links and board messages from a page: any fragment leaves a fresh board saying why; settings are typed (#37)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jocari_edu import new_game
from jocari_edu.share import to_link
from jocari_edu.widgets.controller import BoardController
from jocari_edu.widgets.live import open_board

REFUSED = "Lien de partie refusé"
PLAY = {"mode": "play", "game": "senet", "rule_set": None, "opponent": None, "pages": {}}


def _opened(link):
    return open_board(json.dumps(dict(PLAY, link=link)))


@pytest.mark.parametrize("fragment", ["%", "%E0%A4%A", "1.%", "1.", "1.====", "\x00", "2.abc", "1." + "A" * 100_000])
def test_a_damaged_fragment_opens_a_fresh_board_that_says_why(fragment):
    board = _opened(fragment)
    assert REFUSED in board.controller.why and not board.controller.game.history
    assert board.controller.roll()  # alive


@settings(max_examples=200, derandomize=True, database=None, deadline=None)
@given(st.text(max_size=300) | st.from_regex(r"1\.[A-Za-z0-9_%=-]{0,400}", fullmatch=True))
def test_any_fragment_leaves_a_live_board(fragment):
    board = _opened(fragment)
    answer = json.loads(board.handle_json(json.dumps({"type": "link", "fragment": fragment})))
    assert answer["view"]["why"] == "" or REFUSED in answer["view"]["why"] or answer["reply"]
    assert "error" not in answer


def test_every_length_of_a_real_link_cut_short_is_refused_or_opens_a_game():
    game = new_game("senet", seed=2)
    for _ in range(6):
        game.roll(3) if game.awaiting_throw else game.play(game.legal_moves()[0])
    link = to_link(game)
    for n in range(len(link) + 1):
        board = _opened(link[:n])
        assert board.controller.game.history == [] or len(board.controller.game.history) <= len(game.history)


@pytest.mark.parametrize("kind", ["numbers", "classroom", "teacher"])
@pytest.mark.parametrize("value", ["false", "true", 0, 1, "", [], None.__class__.__name__])
def test_a_setting_is_turned_on_or_off_only_by_a_boolean(kind, value):
    board = BoardController(new_game("senet"))
    before = getattr(board, kind)
    board.handle({"type": kind, "on": value})
    assert getattr(board, kind) == before
    assert "true ou false" in board.why


def test_a_setting_turned_off_by_false_stays_off():
    board = BoardController(new_game("senet"), numbers=True)
    board.handle({"type": "numbers", "on": False})
    assert board.numbers is False and board.why == ""


def test_load_refuses_a_replay_flag_that_is_not_a_boolean():
    board = BoardController(new_game("senet"))
    board.handle({"type": "load", "json": new_game("senet", seed=9).to_json(), "replay": "false"})
    assert not board.loaded and "replay" in board.why
