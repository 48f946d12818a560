"""``jocari review partie.json``: the review printed as text or JSON, and bad files refused with exit code 2."""

from __future__ import annotations

import io
import itertools
import json

import pytest

from jocari_edu.analysis.review import review, review_steps
from jocari_edu.cli import main, reviewed
from jocari_edu.games import new_game
from jocari_edu.players import make_player


@pytest.fixture
def saved(tmp_path):
    game = new_game("senet", seed=4)
    players = [make_player("moyen", k, deterministic=True) for k in (0, 1)]
    while not game.is_over:
        if game.awaiting_throw:
            game.roll()
        else:
            game.play(players[game.to_play].choose(game))
    path = tmp_path / "partie.json"
    path.write_text(game.to_json(), encoding="utf-8")
    return path, game


def run_cli(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_review_prints_each_side_and_the_verdict_in_french(capsys, saved):
    path, game = saved
    code, out, err = run_cli(capsys, "review", path)
    assert code == 0 and err == ""
    assert out.startswith("Blanc : ") and "\nNoir : " in out
    loser = ("Blanc", "Noir")[1 - game.winner]
    assert out.strip().splitlines()[-1].startswith(f"{loser} a perdu surtout")


def test_review_json_gives_the_documented_keys(capsys, saved):
    path, _ = saved
    code, out, _ = run_cli(capsys, "review", path, "--json", "--depth", "1", "--lang", "en")
    data = json.loads(out)
    assert code == 0 and data["depth"] == 1 and data["lang"] == "en"
    assert [s["name"] for s in data["sides"]] == ["White", "Black"]
    assert {"format", "version", "game", "rule_set", "method", "finished", "winner", "mostly_luck", "calibration",
            "verdict", "sides", "decisions", "throws"} <= set(data)


@pytest.mark.parametrize(("content", "fr", "en"), [
    (None, "fichier introuvable", "no such file"),
    ("{pas du json", "n'est pas du JSON valide", "not valid JSON"),
    ('{"format": "autre"}', "Ce n'est pas une partie de jocari-edu", "not a jocari-edu record"),
])
def test_a_bad_file_is_refused_in_french_then_english(capsys, tmp_path, content, fr, en):
    path = tmp_path / "partie.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    code, out, err = run_cli(capsys, "review", path)
    first, second = err.splitlines()[:2]
    assert code == 2 and out == ""
    assert first.startswith("jocari : erreur : ") and fr in first
    assert second.startswith("jocari: error: ") and en in second


@pytest.mark.parametrize(("argv", "fr"), [
    (["--depth", "9"], "La profondeur est un entier de 0 à 3, pas 9"),
    (["--depth", "deux"], "--depth : nombre entier attendu"),
    (["--lang", "de"], "--lang : choix inconnu 'de'"),
])
def test_bad_options_are_refused(capsys, saved, argv, fr):
    path, _ = saved
    code, out, err = run_cli(capsys, "review", path, *argv)
    assert code == 2 and out == "" and fr in err.splitlines()[0]


class Terminal(io.StringIO):
    def isatty(self):
        return True


def test_a_review_on_a_terminal_says_how_far_it_has_got_then_clears_its_line(saved):
    path, game = saved
    ticks = itertools.count(step=0.2)  # a clock: 0.2 s a question, so a line every third piece or so
    stream = Terminal()
    result = reviewed(review_steps(path.read_text(encoding="utf-8")), stream, clock=lambda: next(ticks))
    assert result.to_dict() == review(game).to_dict()
    said = stream.getvalue()
    lines = [line.strip() for line in said.split("\r") if line.strip()]
    counts = [int(line.split()[2]) for line in lines if "sur" in line]
    assert len(counts) > 5 and counts == sorted(counts)
    total = len(result.decisions)
    assert all(line == f"Revue : {n} décision{'s' if n > 1 else ''} sur {total}… (review: {n}/{total})"
               for n, line in zip(counts, [x for x in lines if "sur" in x], strict=True))
    assert said.endswith("\r") and said.rsplit("\r", 2)[-2].strip() == ""  # the line left blank


def test_a_review_not_on_a_terminal_says_nothing_of_its_progress(capsys, saved):
    path, _ = saved
    code, out, err = run_cli(capsys, "review", path)
    assert code == 0 and out and err == ""
