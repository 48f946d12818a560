"""The teaching positions: each builds, its move gets the recorded verdict, and
its expected answer is the rules' own sentence; the teacher's guide shows them all."""

import json
import pathlib

import pytest

from jocari_edu import IllegalMoveError
from jocari_edu.teaching import POSITIONS, UnknownPositionError, position

GUIDE = pathlib.Path(__file__).resolve().parents[1] / "notebooks" / "06_guide_enseignant.ipynb"
CLASS_ORDER = ["senet", "marelle", "doze_canes", "jacquet"]
each_position = pytest.mark.parametrize("key", list(POSITIONS))


@each_position
def test_the_position_builds_fresh_and_shows_itself(key):
    game, again = position(key), position(key)
    assert game is not again and game.position() == again.position()
    assert game.name == POSITIONS[key].game
    assert game._repr_svg_().startswith("<svg")


@each_position
def test_the_move_gets_the_recorded_verdict(key):
    record, game = POSITIONS[key], position(key)
    before = game.position()
    assert game.is_legal(record.move) == record.legal
    if record.legal:
        game.play(record.move)
    else:
        with pytest.raises(IllegalMoveError) as err:
            game.play(record.move)
        assert str(err.value) == record.answer
        assert game.position() == before


@each_position
def test_the_expected_answer_is_the_rules_own_explanation(key):
    record, game = POSITIONS[key], position(key)
    reason = game.why(record.move)  # a NotationError here would mean a mistyped move
    assert record.answer == game.explain(record.move) == reason.text("fr")
    assert reason.code not in ("must_throw", "game_over")  # about the move, not the phase


def test_positions_come_game_by_game_in_class_order():
    games = [record.game for record in POSITIONS.values()]
    assert sorted(set(games), key=games.index) == CLASS_ORDER
    assert games == sorted(games, key=CLASS_ORDER.index)
    assert all(4 <= games.count(name) <= 6 for name in CLASS_ORDER)


def test_every_position_asks_a_question_under_a_french_title():
    for record in POSITIONS.values():
        assert record.question.endswith("?") and record.title
        assert record.verdict == ("Coup permis" if record.legal else "Coup refusé")


def test_an_unknown_position_names_the_known_ones():
    with pytest.raises(UnknownPositionError, match="senet-echange"):
        position("senet-inconnue")


def test_the_teachers_guide_shows_every_position_with_its_current_answer():
    """Each position: its question above one ``position(...)`` call, its answer hidden below, in order."""
    cells = json.loads(GUIDE.read_text(encoding="utf-8"))["cells"]
    sources = ["".join(cell["source"]) for cell in cells]
    shown = []
    for i, (cell, source) in enumerate(zip(cells, sources, strict=True)):
        if cell["cell_type"] == "code" and source.startswith('position("'):
            key = source.removeprefix('position("').removesuffix('")')
            record = POSITIONS[key]
            assert record.question in sources[i - 1], key
            assert "<details>" in sources[i + 1] and record.answer in sources[i + 1], key
            shown.append(key)
    assert shown == list(POSITIONS)
