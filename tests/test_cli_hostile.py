"""The command line against special files and hostile names: no wait, nothing raw on the terminal (#37)."""

from __future__ import annotations

import os

import pytest

from jocari_edu import new_game
from jocari_edu.cli import main


def run_cli(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_review_of_a_pipe_with_no_writer_is_refused_at_once(capsys, tmp_path):
    fifo = tmp_path / "partie.json"
    os.mkfifo(fifo)  # reading it would wait forever for a writer
    code, out, err = run_cli(capsys, "review", fifo)
    assert code == 2 and out == ""
    assert "n'est pas un fichier ordinaire (un tube)" in err and "not a regular file (a pipe)" in err


@pytest.mark.parametrize("path, fr", [("/dev/zero", "un périphérique"), (".", "un dossier")])
def test_review_of_a_device_or_a_directory_is_refused(capsys, path, fr):
    code, _, err = run_cli(capsys, "review", path)
    assert code == 2 and fr in err


def test_review_of_a_record_with_a_byte_order_mark_works(capsys, tmp_path):
    g = new_game("senet", seed=1)
    g.roll(3)
    g.play(g.legal_moves()[0])
    path = tmp_path / "p.json"
    path.write_bytes(("\ufeff" + g.to_json()).encode("utf-8"))
    code, out, _ = run_cli(capsys, "review", path)
    assert code == 0 and out


@pytest.mark.parametrize("argv", [
    ["review", "a\x1b[2Jb.json"],
    ["simulate", "sen\x1b]0;pwned\x07et"],
    ["simulate", "senet", "--rules", "std\rforged line"],
    ["simulate", "senet", "--players", "x\u202eevil,random"],
])
def test_control_characters_in_what_is_echoed_are_escaped(capsys, argv):
    code, out, err = run_cli(capsys, *argv)
    assert code == 2 and out == ""
    assert not any(c in err for c in "\x1b\x07\r\u202e")
    assert len(err.splitlines()) == 2  # French, then English: no line forged by the argument


def test_review_of_a_damaged_record_says_why_in_french_words(capsys, tmp_path):
    path = tmp_path / "p.json"
    path.write_text('{"format": ', encoding="utf-8")
    code, _, err = run_cli(capsys, "review", path)
    assert code == 2 and "valeur attendue" in err and "Expecting value" in err
