"""``Board.load`` takes a record or a path, never guesses between them, and a refusal changes nothing (#37)."""

from __future__ import annotations

import os
import pathlib

import pytest

from jocari_edu import new_game
from jocari_edu.core.record import BOM, read_file
from jocari_edu.widgets.board import Board


@pytest.fixture
def board():
    b = Board("senet", seed=3)
    b.roll(2)
    return b


def _game():
    g = new_game("jacquet", seed=5)
    g.roll(3)
    g.roll(5)
    return g


@pytest.mark.parametrize("text", ["null", "[1, 2]", "", BOM, "   ", "partie.json", "/etc", "senet-1.json\n"])
def test_a_text_that_is_no_record_is_refused_in_french_and_changes_nothing(board, text):
    before, shown = board.game.to_json(), board.view["svg"]
    assert board.load(text) is False
    assert board.game.to_json() == before and board.view["svg"] == shown
    why = board.controller.why
    assert why and len(why) < 300
    assert "Expecting" not in why and "Errno" not in why  # French, never Python's English


def test_a_text_is_never_taken_for_a_file_name(board, tmp_path, monkeypatch):
    (tmp_path / "partie.json").write_text(_game().to_json(), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert board.load("partie.json") is False
    assert "path=" in board.controller.why  # says how to read a file
    assert board.load(path="partie.json") is True and board.game.name == "jacquet"


def test_a_record_with_a_byte_order_mark_loads_as_text_bytes_and_file(board, tmp_path):
    text = BOM + _game().to_json()
    assert board.load(text) and board.game.name == "jacquet"
    assert board.load(text.encode("utf-8")) and len(board.game.history) == 2
    (tmp_path / "p.json").write_bytes(text.encode("utf-8"))
    assert board.load(pathlib.Path(tmp_path / "p.json"), replay=True)
    assert board.view["replay"] == {"index": 0, "total": 2}


def test_a_directory_a_pipe_or_a_missing_file_is_refused_without_reading_or_waiting(board, tmp_path):
    fifo = tmp_path / "tube"
    os.mkfifo(fifo)  # no writer: opening it to read would wait forever
    before = board.game.to_json()
    for path, words in [(tmp_path, "dossier"), (fifo, "tube"), (tmp_path / "absent.json", "fichier introuvable")]:
        assert board.load(path=path) is False
        assert words in board.controller.why
        assert board.game.to_json() == before


def test_a_file_longer_than_a_record_is_refused_before_it_is_read_whole(tmp_path):
    big = tmp_path / "big.json"
    with big.open("wb") as f:
        f.truncate(50_000_000)  # sparse: 50 MB of zeros, never in memory
    with pytest.raises(Exception, match="trop long"):
        read_file(big)


def test_a_file_name_with_control_characters_is_quoted_escaped(board, tmp_path):
    name = tmp_path / "a\x1b[2Jb.json"
    assert board.load(path=name) is False
    assert "\x1b" not in board.controller.why and "\\x1b" in board.controller.why


def test_both_a_record_and_a_path_or_neither_is_refused(board):
    for kwargs in ({}, {"record": "{}", "path": "x.json"}, {"record": 12}):
        assert board.load(**kwargs) is False
        assert "Board.load" in board.controller.why


def test_english_with_lang_en(tmp_path):
    b = Board("senet", lang="en")
    assert b.load(path=tmp_path) is False
    assert "not a regular file" in b.controller.why
    assert b.load("[1") is False and "Expecting" in b.controller.why
