"""``jocari``: clear errors (French, then English) with exit code 2, and the documented outputs."""

import json
import re

import pytest

from jocari_edu.cli import main
from jocari_edu.games.senet import Senet


def run_cli(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("argv,fr,en", [
    (["simulate", "chess"], "jeu inconnu « chess »", "unknown game 'chess'"),
    (["simulate", "senet", "--rules", "egyptian"], "règle inconnue « egyptian » pour senet (règles : " + ", ".join(Senet.RULE_SETS) + ")",
     "unknown rule set 'egyptian' for senet"),
    (["simulate", "senet", "--players", "fort,grandmaster"], "joueur inconnu « grandmaster »", "unknown player 'grandmaster'"),
    (["simulate", "senet", "--players", "fort"], "il faut deux joueurs", "two players"),
    (["simulate", "senet", "--games", "0"], "--games doit être au moins 1, pas 0", "--games must be at least 1, not 0"),
    (["simulate", "senet", "--workers", "0"], "--workers doit être au moins 1", "--workers must be at least 1"),
    (["simulate", "senet", "--scheduler", "localhost"], "adresse de planificateur invalide « localhost »",
     "invalid scheduler address 'localhost'"),
    (["simulate", "senet", "--workers", "2", "--scheduler", "tcp://h:1"], "arguments invalides", "invalid arguments"),
    (["simulate", "marelle", "--option", "flying=maybe"], "option invalide", "invalid option"),
    (["simulate", "marelle", "--option", "flying"], "option « flying » : écrivez NOM=VALEUR", "write NAME=VALUE"),
    (["match", "marelle", "--a", "expert"], "arguments invalides", "the following arguments are required: --b"),
    (["simulate", "senet", "--games", "many"], "arguments invalides", "invalid int value: 'many'"),
    (["teach", "senet"], "arguments invalides", "invalid choice: 'teach'"),
])
def test_bad_arguments_say_why_in_french_then_english_and_exit_with_2(capsys, argv, fr, en):
    refused(capsys, argv, fr, en)


def refused(capsys, argv, fr, en):
    """The command refuses ``argv``: exit code 2, nothing printed, the French reason (``fr``) then the English."""
    code, out, err = run_cli(capsys, *argv)
    assert code == 2 and out == ""
    first, second = err.splitlines()[:2]
    assert first.startswith("jocari : erreur : ") and fr in first
    assert second.startswith("jocari: error: ") and en in second


ARGPARSE_ENGLISH = re.compile(r"\b(invalid|required|choose from|not allowed|unrecognized|expected|argument)\b")


@pytest.mark.parametrize("argv,fr", [
    (["simulate", "senet", "--games", "many"], "--games : nombre entier attendu, reçu 'many'"),
    (["simulate", "senet", "--seed", "1.5"], "--seed : nombre entier attendu, reçu '1.5'"),
    (["match", "marelle", "--a", "expert"], "il manque : --b"),
    (["teach", "senet"], "choix inconnu 'teach'"),
    (["simulate", "senet", "--lang", "de"], "--lang : choix inconnu 'de'"),
    (["simulate", "senet", "--workers", "2", "--scheduler", "tcp://h:1"], "--scheduler : ne va pas avec --workers"),
    (["simulate", "senet", "--bogus"], "arguments inconnus : --bogus"),
    (["simulate", "senet", "--games"], "--games : il faut une valeur"),
    (["simulate"], "il manque : game"),
])
def test_argparse_reasons_are_said_in_french_on_the_french_line(capsys, argv, fr):
    code, _, err = run_cli(capsys, *argv)
    first = err.splitlines()[0]
    assert code == 2 and fr in first, first
    french_part = first.removeprefix("jocari : erreur : ")
    # argparse's English words stay on the English line only (a choice's own name may be quoted)
    assert not ARGPARSE_ENGLISH.search(french_part.replace(f"'{argv[-1]}'", "")), first


def test_the_sites_spelling_of_doze_canes_is_a_game_name(capsys):
    for name in ("doze-canes", "Doze-Canes", "doze_canes"):
        code, out, err = run_cli(capsys, "simulate", name, "--games", "2", "--workers", "1", "--json")
        assert code == 0, err
        assert json.loads(out)["game"] == "doze_canes"


def test_two_players_of_the_same_name_are_told_apart(capsys):
    code, out, _ = run_cli(capsys, "simulate", "senet", "--games", "4", "--workers", "1")
    assert code == 0
    rows = [line.split("  ")[0].strip() for line in out.splitlines()]
    assert "random (A) gagne" in rows and "random (B) gagne" in rows
    assert len(rows) == len(set(rows)), out  # no row said twice
    code, out, _ = run_cli(capsys, "simulate", "senet", "--games", "4", "--workers", "1", "--players", "moyen,random")
    assert "moyen gagne" in out and "random gagne" in out and "(A)" not in out


def test_plotting_without_matplotlib_names_the_extra_to_install(monkeypatch):
    import sys

    from jocari_edu import JocariError
    from jocari_edu.analysis.lab import run

    result = run("senet", "standard", games=2, workers=1)
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    monkeypatch.setitem(sys.modules, "matplotlib.pyplot", None)
    with pytest.raises(JocariError) as caught:
        result.plot()
    assert "pip install 'jocari-edu[lab]'" in str(caught.value) and "matplotlib" in str(caught.value)
    assert not isinstance(caught.value, ModuleNotFoundError)


def test_simulate_json_has_the_documented_keys(capsys):
    code, out, _ = run_cli(capsys, "simulate", "senet", "--rules", "jequier", "--games", "6", "--players", "moyen,random",
                           "--workers", "1", "--json")
    assert code == 0
    d = json.loads(out)
    assert list(d) == ["game", "rules", "options", "players", "games", "seed", "wins", "score_a", "sides",
                       "first_player", "length", "moves", "endings"]
    assert d["rules"] == "jequier" and d["players"] == ["moyen", "random"] and d["games"] == 6
    assert sum(d["wins"].values()) == 6


def test_simulate_prints_the_table_in_french_by_default(capsys):
    code, out, _ = run_cli(capsys, "simulate", "doze_canes", "--games", "5", "--workers", "1")
    assert code == 0 and "doze_canes / alfonso" in out and "le premier à jouer gagne" in out


def test_match_json_adds_the_pairing(capsys):
    code, out, _ = run_cli(capsys, "match", "marelle", "--rules", "modern", "--a", "moyen", "--b", "random",
                           "--games", "4", "--workers", "1", "--json")
    assert code == 0
    d = json.loads(out)
    assert d["players"] == ["moyen", "random"]
    assert list(d["match"]) == ["a", "b", "games", "wins_a", "wins_b", "draws", "score", "ci95", "elo", "elo_ci95", "beats"]


def test_compare_puts_five_readings_of_senet_side_by_side(capsys):
    rules = ["standard", "jequier", "kendall", "bell", "piccione"]
    code, out, _ = run_cli(capsys, "compare", "senet", *rules, "--games", "4", "--workers", "1", "--json")
    assert code == 0
    d = json.loads(out)
    assert d["rules"] == rules and list(d["results"]) == rules
    assert {"water", "swap"} <= set(d["effects"])  # falls into the water, pawns sent back
    for r in d["results"].values():
        assert list(r) == ["length", "moves", "first_player", "sides", "no_move_share", "effects"]
        assert set(r["effects"]) == set(d["effects"])
        assert list(r["effects"]["water"]) == ["per_game", "games_with", "share_of_games"]
        assert 0 <= r["effects"]["water"]["share_of_games"] <= 1 and 0 <= r["no_move_share"] <= 1
    code, out, _ = run_cli(capsys, "compare", "senet", "standard", "jequier", "--games", "4", "--workers", "1", "--lang", "en")
    assert "falls into the water per game" in out and "turns with no move" in out
    assert "standard" in out and "jequier" in out


def test_compare_names_only_the_effects_of_the_game_compared(capsys):
    code, out, _ = run_cli(capsys, "compare", "marelle", "modern", "breyer", "--games", "2", "--workers", "1")
    assert code == 0
    assert "eau" not in out and "longueur moyenne (tours)" in out


def test_compare_needs_two_different_rule_sets(capsys):
    for rules in (["standard"], ["standard", "standard"]):
        code, _, err = run_cli(capsys, "compare", "senet", *rules, "--games", "2")
        assert code == 2 and "au moins deux règles différentes" in err and "at least two different rule sets" in err


def test_simulate_on_a_dask_cluster_prints_what_the_local_run_prints(capsys):
    distributed = pytest.importorskip("distributed")  # the lab extra is in dev: present in the test set-up
    argv = ["simulate", "senet", "--games", "6", "--players", "moyen,random", "--seed", "3", "--json"]
    code, local, _ = run_cli(capsys, *argv, "--workers", "1")
    assert code == 0
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                                  dashboard_address=None) as cluster:
        code, remote, _ = run_cli(capsys, *argv, "--scheduler", cluster.scheduler_address)
    assert code == 0 and json.loads(remote) == json.loads(local)


def test_the_help_speaks_french_first(capsys):
    with pytest.raises(SystemExit) as done:
        main(["simulate", "--help"])
    out = capsys.readouterr().out
    assert done.value.code == 0
    assert out.startswith("utilisation / usage : jocari simulate")
    flat = " ".join(out.split())
    assert "afficher cette aide et quitter / show this help and exit" in flat
    assert "show this help message" not in flat and "usage:" not in flat and "positional arguments:" not in flat


def test_tools_jocari_runs_the_installed_command_without_the_environment_on_the_path():
    import os
    import pathlib
    import subprocess

    root = pathlib.Path(__file__).resolve().parents[1]
    env = {k: v for k, v in os.environ.items() if k != "VIRTUAL_ENV"} | {"PATH": "/usr/bin:/bin"}
    done = subprocess.run(["bash", str(root / "tools" / "jocari"), "simulate", "doze-canes", "--games", "2",
                           "--workers", "1"], cwd="/", env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "doze_canes / alfonso" in done.stdout and "random (A) gagne" in done.stdout
