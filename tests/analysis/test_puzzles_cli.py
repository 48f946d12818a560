"""``jocari puzzles GAME``: puzzles drawn from seeded games, the shipped collection's command; bad arguments
refused in French (then English) with exit code 2, nothing printed."""

from __future__ import annotations

import json

import pytest

from jocari_edu.analysis.puzzles import load_collection
from tests.test_cli import refused, run_cli


@pytest.mark.parametrize(("argv", "fr", "en"), [
    (["puzzles", "echecs"], "jeu inconnu « echecs » (jeux : senet, marelle, doze_canes, jacquet)",
     "unknown game 'echecs'"),
    (["puzzles", "marelle", "--rules", "standard"], "règle inconnue « standard » pour marelle (règles : breyer, modern)",
     "unknown rule set 'standard' for marelle"),
    (["puzzles", "senet", "--count", "0"], "--count vaut de 1 à 500, pas 0", "--count is from 1 to 500, not 0"),
    (["puzzles", "senet", "--from-game", "160"], "--from-game vaut de 0 à 159, pas 160",
     "--from-game is from 0 to 159, not 160"),
    (["puzzles", "senet", "--count", "501"], "--count vaut de 1 à 500, pas 501", "--count is from 1 to 500, not 501"),
    (["puzzles", "senet", "--count", "beaucoup"], "--count : nombre entier attendu, reçu 'beaucoup'",
     "invalid int value: 'beaucoup'"),
    (["puzzles", "senet", "--seed", "1.5"], "--seed : nombre entier attendu, reçu '1.5'", "invalid int value: '1.5'"),
    (["puzzles"], "il manque : game", "the following arguments are required: game"),
])
def test_bad_arguments_say_why_in_french_then_english_and_exit_with_2(capsys, argv, fr, en):
    refused(capsys, argv, fr, en)


def test_the_command_gives_the_shipped_collection_from_its_seed(capsys):
    """The first puzzle of Senet Bell's shipped collection, drawn again by the command with the collection's seed,
    from the seeded game it came from (the games before it, whose candidates its play-outs turned down, are
    the collection's own command's: tools/make_puzzles.py)."""
    shipped = load_collection("senet", "bell")
    first = shipped.puzzles[0]
    code, out, _ = run_cli(capsys, "puzzles", "senet", "--rules", "bell", "--count", "1", "--seed", str(shipped.seed), "--from-game",
                           str(first.source["game"]), "--json")
    assert code == 0
    found = json.loads(out)
    assert (found["format"], found["version"], found["game"], found["rule_set"]) == (
        "jocari-edu-puzzles", 1, "senet", "bell")
    assert found["puzzles"] == [shipped.puzzles[0].to_dict()]


def test_the_text_names_the_side_to_play_the_answer_its_themes_and_difficulty(capsys):
    shipped = load_collection("senet", "bell")
    first = shipped.puzzles[0]
    code, out, _ = run_cli(capsys, "puzzles", "doze-canes")
    assert code == 0 and out.startswith("À Doze canes, aucun choix ne compte : ")
    code, out, _ = run_cli(capsys, "puzzles", "senet", "--rules", "bell", "--count", "1", "--seed", str(shipped.seed), "--from-game",
                           str(first.source["game"]))
    lines = out.splitlines()
    assert code == 0 and lines[0].startswith(f"1. {first.id} — ") and first.position in lines[0]
    assert lines[1].startswith(f"   réponse : {' '.join(first.answer)} ({first.options} façons de jouer) ; thèmes : ")
    rival = first.playouts["rivals"][0]
    assert lines[2].startswith(f"   confirmée par {first.playouts['games']} parties jouées jusqu'au bout, les mêmes "
                               f"lancers après chaque coup : devant {' '.join(rival['turn'])} de ")
    assert lines[3].startswith(f"   confirmée de nouveau par {first.replication['games']} autres parties (d'autres "
                               "lancers) : ")
    assert "difficulté : " in lines[1] and lines[4].startswith("1 problème de ") and "à la seconde vérification" in lines[4]
