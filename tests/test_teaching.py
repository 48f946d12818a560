"""The teaching positions: each builds, its move gets the recorded verdict and the
reason written here from the rules; the teacher's guide shows them all."""

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


# What each position teaches, written from the seeds' rules and the question asked, not
# read from the package: the rules' reason (its code) and the squares, points or dice it names.
EXPECTED = {
    "senet-echange": ("do_swap", {"sq": 12, "to": 15}),  # the pawn on 15 goes back to 12
    "senet-protection": ("protected_pair", {"sq": 15, "by": 16}),
    "senet-eau": ("do_water", {"to": 28, "land": 15}),  # the House of Water sends the pawn to 15
    "senet-sortie": ("off_30", {}),  # from 30, only a 2 bears off
    "senet-jequier-barrage": ("blocked", {"a": 12, "b": 14}),
    "senet-jequier-recul": ("do_back", {"sq": 10, "to": 4}),
    "marelle-moulin": ("do_place", {"pt": "g1"}),
    "marelle-prise": ("in_mill", {"mill": "a7-d7-g7"}),
    "marelle-deplacement": ("not_adjacent", {"src": "a1", "dst": "a7"}),
    "marelle-vol": ("do_fly", {"src": "a1", "dst": "g7"}),
    "marelle-reforme": ("do_step", {"src": "d2", "dst": "d1"}),  # a plain step: no take
    "doze-maison": ("do_house", {"q": 3, "a": 13, "b": 18}),
    "doze-entree": ("no_die", {"pt": 16}),
    "doze-battre": ("do_hit", {"d": 4, "pt": 4}),
    "doze-doublee": ("lost_opp", {"d": 6, "pt": 6}),
    "doze-fin": ("do_pair", {"d": 6, "pt": 6}),
    "jacquet-postillon": ("do_move", {"src": 1, "dst": 6, "d": 5}),
    "jacquet-postillon-seul": ("courier_first", {"c": 6}),
    "jacquet-fleche-tenue": ("closed", {"p": 7}),
    "jacquet-somme": ("sum_held", {"n": 8, "points": [5, 7]}),  # both stops held: no path to suggest
    "jacquet-sortie": ("do_off_higher", {"src": 22, "d": 6, "need": 3}),
}


def test_every_position_has_an_expected_reason():
    assert set(EXPECTED) == set(POSITIONS)


@each_position
def test_the_answer_gives_the_expected_reason(key):
    record, game = POSITIONS[key], position(key)
    reason = game.why(record.move)  # a NotationError here would mean a mistyped move
    code, params = EXPECTED[key]
    assert reason.code == code
    assert {name: reason.params.get(name) for name in params} == params
    assert record.answer == reason.text("fr")  # the guide shows the rules' sentence for that reason


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


def test_every_position_speaks_english_when_asked():
    """``positions("en")``: the English title, question and verdict from the package's catalogue, the answer the
    rules' English sentence, and ``position(key, lang="en")`` a game that explains in English."""
    from jocari_edu.teaching import positions

    english = positions("en")
    assert list(english) == list(POSITIONS)
    for key, record in english.items():
        french = POSITIONS[key]
        assert record.lang == "en" and french.lang == "fr"
        assert record.question.endswith("?") and record.title and record.title != french.title
        assert record.question != french.question and record.move == french.move
        assert record.verdict == ("Move allowed" if record.legal else "Move refused")
        game = position(key, lang="en")
        assert game.lang == "en" and record.answer == game.explain(record.move) != french.answer
        assert game.position() == position(key).position()
        # what the site's hooks ask a French record for
        assert (french.title_in("en"), french.question_in("en"), french.verdict_in("en"), french.answer_in("en")) == (
            record.title, record.question, record.verdict, record.answer)
    assert english["senet-eau"].title == "Senet: the House of Water"
    assert english["senet-eau"].answer == "The pawn falls into the House of Water (square 28) and restarts on square 15."


def test_an_unknown_language_is_refused_in_french():
    from jocari_edu.core.errors import UnknownLanguageError
    from jocari_edu.teaching import positions

    for call in (lambda: position("senet-eau", lang="de"), lambda: positions("de"),
                 lambda: POSITIONS["senet-eau"].in_lang("de")):
        with pytest.raises(UnknownLanguageError, match="Langue inconnue 'de'"):
            call()
    assert POSITIONS["senet-eau"].lang == "fr"
