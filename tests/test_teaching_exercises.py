"""The exercises of the lessons and of the worksheets, played on a board (#41): each accepts exactly the turns its
question asks for, as the rules answer them; the moves it asks to try are refused with the rules' reason; every
key the lessons and the worksheets name is one of them, and an unknown key is refused in French."""

from __future__ import annotations

import json
import pathlib
import re
import sys

import pytest

from jocari_edu.players.base import play_turn, turn_over, turns, undo_turn
from jocari_edu.teaching import EXERCISES, POSITIONS, UnknownExerciseError, exercise

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
each_exercise = pytest.mark.parametrize("key", list(EXERCISES))
# the exercises of the lessons that no turn answers: a probability asked before any throw
NOT_PLAYED = {("03_doze_canes", 4)}
CALL = re.compile(r'\bteaching\.exercise\("([^"]+)"\)')


def ends(game, moves_seq) -> set[str]:
    """The positions the turns ``moves_seq`` reach from ``game`` (left as it was)."""
    found = set()
    for moves in moves_seq:
        play_turn(game, moves)
        found.add(game.position())
        undo_turn(game, moves)
    return found


def turns_playing(game, move) -> list[tuple]:
    """Every turn that begins with ``move``: the move, then each way to finish the turn."""
    me = game.to_play
    game.play(move)
    try:
        return [(move,)] if turn_over(game, me) else [(move, *rest) for rest in turns(game)]
    finally:
        game.undo()


@each_exercise
def test_the_answers_are_the_turns_the_question_asks_for(key):
    record = EXERCISES[key]
    game = record.setup()
    start = game.position()
    answers = ends(game, record.answers)
    if record.kind in ("seul", "refus"):  # « the only allowed move », « ... then play what is allowed »
        assert answers == ends(game, turns(game))
    elif record.kind == "coup":  # the move the question names, and what follows it in the turn
        assert answers == ends(game, turns_playing(game, record.named[0]))
    else:
        assert record.kind == "but" and key in GOALS
        assert answers == GOALS[key](game)
    assert game.position() == start


@each_exercise
def test_each_order_of_each_answer_is_right_on_the_board(key):
    """Every accepted order played step by step: a step on the way goes on, the turn's end is right."""
    for answer in exercise(key).answers:
        ex = exercise(key)
        states = [ex.attempt(move).state for move in answer]
        assert states == ["go_on"] * (len(answer) - 1) + ["right"], answer
        assert ex.attempts == 0


@each_exercise
def test_the_moves_to_try_are_refused_with_the_rules_reason_and_change_nothing(key):
    record = EXERCISES[key]
    if record.kind != "refus":
        assert all(exercise(key).game.is_legal(move) for move in record.named)
        return
    ex = exercise(key)
    start = ex.game.position()
    for n, move in enumerate(record.named, 1):
        verdict = ex.attempt(move)
        assert (verdict.state, verdict.attempts) == ("refused", n)
        assert verdict.text() == f"Ce coup n'est pas permis : {ex.game.explain(move)}"
        assert ex.game.position() == start


def test_dice_are_accepted_in_either_order_and_the_named_move_is_required():
    assert exercise("doze-entree").answers == (("17", "14"), ("14", "17"))
    ex = exercise("doze-entree")
    assert [ex.attempt(m).state for m in ("14", "17")] == ["go_on", "right"]
    # the question asks what 1-6 does: the courier reaching 9 by 1-4 is not that move
    ex = exercise("jacquet-postillon")
    assert ex.answers == (("1-6", "6-9"),)
    verdict = ex.attempt("1-4")
    assert verdict.state == "wrong" and ex.game.position() == POSITIONS["jacquet-postillon"].setup().position()


def test_a_wrong_turn_is_taken_back_with_what_it_did():
    ex = exercise("marelle-exercice-1")
    verdict = ex.attempt("xg7")
    assert (verdict.state, verdict.attempts) == ("wrong", 1)
    assert verdict.text() == "Ce n'est pas le coup demandé : Prend le pion adverse en g7."
    assert ex.attempt("xd1").right


# The goals of the "but" exercises, asked of the rules here rather than read from the package.
def _no_mill_next(game) -> set[str]:
    """The takes after which Black has no move that makes a mill (lesson 02, exercise 1)."""
    found = set()
    for take in game.legal_moves():
        game.play(take)
        if not any(_takes(game, move) for move in game.legal_moves()):
            found.add(game.position())
        game.undo()
    return found


def _takes(game, move) -> bool:
    """Does ``move`` make a mill (a take follows)?"""
    game.play(move)
    try:
        return game.taking
    finally:
        game.undo()


def _wins_at_once(game) -> set[str]:
    """The turns after which White has won (lesson 02, exercise 4)."""
    won = [t for t in turns(game) if _winner_after(game, t) == 0]
    return ends(game, won)


def _winner_after(game, turn):
    play_turn(game, turn)
    winner = game.winner
    undo_turn(game, turn)
    return winner


GOALS = {"marelle-exercice-1": _no_mill_next, "marelle-exercice-4": _wins_at_once}


def test_each_goal_has_a_single_move_as_the_lesson_says():
    assert {a[0] for a in EXERCISES["marelle-exercice-1"].answers} == {"xd1"}
    assert {a[0] for a in EXERCISES["marelle-exercice-4"].answers} == {"e5-g1"}


def test_a_worksheet_question_asking_whether_a_move_may_be_played_tries_it():
    """One exercise per teaching position; a refused move is tried then the allowed one played, an allowed one
    played; the sheet's question comes first, in French and in English."""
    sheets = {k: r for k, r in EXERCISES.items() if r.source.endswith("/fiche.md")}
    assert list(sheets) == list(POSITIONS)
    for key, record in sheets.items():
        position = POSITIONS[key]
        assert record.named == (position.move,)
        assert record.kind == ("coup" if position.legal else "refus")
        assert record.question.fr.startswith(position.question + " ")
        assert record.question.en.startswith(position.question_in("en") + " ")


def test_every_exercise_has_its_question_and_hint_in_both_languages():
    for key, record in EXERCISES.items():
        for reason in (record.question, record.hint):
            assert reason.fr and reason.en and reason.fr != reason.en, key
        assert record.question.fr.rstrip().endswith((".", "?")), key


def _lesson_keys(path: pathlib.Path) -> list[str]:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return [k for c in cells if c["cell_type"] == "code" for k in CALL.findall("".join(c["source"]))]


def _exercise_numbers(path: pathlib.Path) -> list[int]:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    return [int(n) for n in re.findall(r"^### Exerci[cs]e (\d+)", text, re.M)]


@pytest.mark.parametrize("lesson", ["01_senet", "02_marelle", "03_doze_canes", "04_jacquet"])
def test_each_lesson_plays_each_of_its_exercises_in_both_languages(lesson):
    """Every lesson cell names a known exercise, the French and the English the same ones, each of its lesson's
    exercises once, and every exercise of the lesson is played but those no turn answers."""
    french, english = ROOT / "notebooks" / f"{lesson}.ipynb", ROOT / "notebooks" / "en" / f"{lesson}.ipynb"
    keys = _lesson_keys(french)
    assert keys == _lesson_keys(english)
    assert set(keys) <= set(EXERCISES), set(keys) - set(EXERCISES)
    assert keys == [k for k, r in EXERCISES.items() if r.source == f"notebooks/{lesson}.ipynb"]
    numbers = _exercise_numbers(french)
    assert numbers == _exercise_numbers(english) and numbers
    played = {int(re.search(r"-exercice-(\d+)", k).group(1)) for k in keys}
    assert played == {n for n in numbers if (lesson, n) not in NOT_PLAYED}


def test_each_worksheet_question_is_played_on_a_board_under_its_picture_and_its_key_has_none():
    """The worksheets are made from the teaching positions (tools/history_hooks.py): under each question's still
    picture, its exercise's marker (a live board on the site, tools/live_hooks.py), in both languages."""
    import history_hooks

    for slug in history_hooks.GAMES:
        for lang in ("fr", "en"):
            sections = history_hooks.worksheet(slug, lang).split("</section>")[:-1]
            keys = [k for k, p in POSITIONS.items() if p.game == history_hooks.GAMES[slug][0]]
            assert len(sections) == len(keys) >= 4
            for key, section in zip(keys, sections, strict=True):
                assert section.index("</figure>") < section.index(f"<!-- jocari-exercise lesson {key} -->")
                assert EXERCISES[key].source == f"docs/{slug}/fiche.md"
            assert "jocari-exercise" not in history_hooks.answer_key(slug, lang)


def test_an_unknown_exercise_is_refused_in_french_and_names_the_known_ones():
    for key in ("senet-exercice-9", None, 3):
        with pytest.raises(UnknownExerciseError) as err:
            exercise(key)
        assert str(err.value).startswith("Exercice inconnu ") and "senet-exercice-1" in str(err.value)
    assert err.value.text("en").startswith("unknown exercise 3 (known: senet-exercice-1")


def test_an_exercise_speaks_the_language_asked_and_starts_afresh():
    first, again = exercise("senet-eau"), exercise("senet-eau", lang="en")
    assert first.game is not again.game and first.game.position() == again.game.position()
    assert again.game.lang == "en" and again.attempt("25-28").text("en").startswith("Right: ")
