"""The protocol, checked the same way on every game and rule set present."""

import contextlib
import functools
import importlib
import json
import re

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from jocari_edu import (
    GameOverError,
    InvalidThrowError,
    JocariError,
    NotationError,
    RecordError,
    UndoError,
    UnknownRuleSetError,
    WrongPhaseError,
    available,
    game_class,
    load_record,
    new_game,
)
from jocari_edu.analysis.simulate import play_out, random_game
from jocari_edu.core.game import marks_of
from jocari_edu.games.senet import SenetMove
from jocari_edu.players import RandomPlayer


@contextlib.contextmanager
def refused_en(pattern):
    """A :class:`RecordError` whose English text matches ``pattern`` (``str()`` is the French one)."""
    with pytest.raises(RecordError) as err:
        yield err
    assert re.search(pattern, err.value.text("en")), err.value.text("en")

RULE_SETS = [(name, rs) for name in available() for rs in game_class(name).RULE_SETS]
IDS = [f"{n}-{r}" for n, r in RULE_SETS]
# Rule sets with throws (Marelle draws its first player only under Breyer's rules).
WITH_CHANCE = [spec for spec in RULE_SETS if new_game(*spec).HAS_CHANCE]


def state(game):
    return (game.position(), len(game.history), game.rng.state, list(game.legal_moves()))


def midgame(name, rule_set, seed=3, events=25):
    game = new_game(name, rule_set, seed=seed)
    player = RandomPlayer(seed)
    for _ in range(events):
        if game.is_over:
            break
        if game.awaiting_throw:
            game.roll()
        else:
            game.play(player.choose(game))
    return game


@pytest.fixture(params=RULE_SETS, ids=IDS)
def spec(request):
    return request.param


def test_every_error_is_a_value_error():
    for err in (NotationError, RecordError, InvalidThrowError, WrongPhaseError, GameOverError, UndoError):
        assert issubclass(err, JocariError) and issubclass(err, ValueError)


def test_unknown_game_rule_set_and_option_are_refused(spec):
    name, _ = spec
    with pytest.raises(UnknownRuleSetError, match="n'a pas de règle 'no-such-rules'") as err:
        new_game(name, "no-such-rules")
    assert "no rule set" in err.value.text("en")
    with pytest.raises(UnknownRuleSetError, match="pas d'option 'no_such_option'") as err:
        new_game(name, options={"no_such_option": 1})
    assert "no option" in err.value.text("en")
    with pytest.raises(UnknownRuleSetError, match="Jeu inconnu 'chess'") as err:
        new_game("chess")
    assert "unknown game" in err.value.text("en")
    with pytest.raises(UnknownRuleSetError, match="unknown game 'chess'"):
        new_game("chess", lang="en")


def test_same_seed_same_game(spec):
    a, b = random_game(*spec, seed=11), random_game(*spec, seed=11)
    assert a.moves_notation() == b.moves_notation()
    assert a.moves_notation() != random_game(*spec, seed=12).moves_notation()


def test_throw_probabilities_sum_to_one(spec):
    game = new_game(*spec, seed=1)
    if not game.HAS_CHANCE:
        with pytest.raises(WrongPhaseError):
            game.roll()
        return
    while not game.awaiting_throw:
        game.play(game.legal_moves()[0])
    outcomes = game.throw_outcomes()
    assert sum(p for _, p in outcomes) == 1
    assert len({t for t, _ in outcomes}) == len(outcomes)


@pytest.mark.parametrize("spec", WITH_CHANCE, ids=[f"{n}-{r}" for n, r in WITH_CHANCE])
def test_impossible_throws_are_refused_and_change_nothing(spec):
    game = new_game(*spec, seed=1)
    while not game.awaiting_throw:
        game.play(game.legal_moves()[0])
    before = state(game)
    for bad in [(0,), (7,), (-1,), (1, 2, 3, 4, 5), (99, 99), ("3",), (True,)]:
        with pytest.raises(InvalidThrowError):
            game.roll(*bad)
        assert state(game) == before


@pytest.mark.parametrize("events", [24, 25, 26, 27])
def test_wrong_phase_and_bad_notation_change_nothing(spec, events):
    game = midgame(*spec, events=events)
    before = state(game)
    if game.awaiting_throw:
        earlier = next(str(e.value) for e in reversed(game.history) if e.kind == "move")
        with pytest.raises(WrongPhaseError):
            game.play(earlier)  # well-formed, but a throw is due
    elif game.HAS_CHANCE:
        with pytest.raises(WrongPhaseError):
            game.roll()
    assert state(game) == before
    for bad in ["", "zz", "99-99-99", "-", "a1-a1-a1-", "off-off"]:
        with pytest.raises(NotationError):
            game.parse_move(bad)
        assert state(game) == before


def test_notation_round_trips_for_every_legal_move(spec):
    game = new_game(*spec, seed=5)
    player = RandomPlayer(5)
    seen = 0
    while not game.is_over and seen < 400:
        if game.awaiting_throw:
            game.roll()
            continue
        for move in game.legal_moves():
            assert game.parse_move(str(move)) == move
            seen += 1
        game.play(player.choose(game))


def test_every_legal_move_is_explained_in_both_languages(spec):
    game = midgame(*spec, events=40)
    if game.awaiting_throw and not game.is_over:
        game.roll()
    for move in game.legal_moves():
        fr, en = game.explain(move), game.explain(move, lang="en")
        assert fr and en and fr != en


def test_a_move_object_and_its_notation_get_the_same_verdict_all_game_long(spec):
    """why() describes a generated move at once (a legal move means no phase stands in the way):
    the same words as its notation, which goes through parse_move and the phase; throws and the
    end have moves refused with the phase's reason."""
    game = new_game(*spec, seed=11)
    player = RandomPlayer(11)
    steps = 0
    while steps < 2000:  # to the end: every game here ends well within
        steps += 1
        legal = game.legal_moves()
        if legal:
            assert game.phase_reason() is None
            for move in legal:
                assert game.why(move) == game.why(str(move))
                assert game.explain(move, lang="en") == game.explain(str(move), lang="en")
        if game.is_over:
            last = next(e.value for e in reversed(game.history) if e.kind == "move")
            assert not legal and game.why(last) == game.why(str(last)) == game.phase_reason()
            break
        if game.awaiting_throw:
            game.roll()
        else:
            game.play(player.choose(game))
    assert game.is_over


def test_undo_walks_back_to_the_start(spec):
    game = random_game(*spec, seed=7)
    start = new_game(*spec, seed=7)
    n = len(game.history)
    for _ in range(n):
        game.undo()
    assert game.position() == start.position() and game.rng.state == start.rng.state
    with pytest.raises(UndoError):
        game.undo()


def test_finished_game_refuses_throws_and_moves(spec):
    game = random_game(*spec, seed=2)
    assert game.is_over and game.outcome.text("fr") and game.outcome.text("en")
    assert not game.awaiting_throw and game.legal_moves() == []  # Game.roll relies on it
    before = state(game)
    with pytest.raises(GameOverError):
        game.roll()
    with pytest.raises(GameOverError):
        game.play(str(game.history[-1].value))
    assert state(game) == before


def test_record_round_trip(spec):
    game = random_game(*spec, seed=9)
    again = game_class(spec[0]).from_json(game.to_json())
    assert again.moves_notation() == game.moves_notation()
    assert again.position() == game.position() and again.outcome == game.outcome
    mid = midgame(*spec, seed=9, events=30)
    again = mid.copy()
    assert again.position() == mid.position() and again.rng.state == mid.rng.state


def test_any_record_loads_by_the_game_it_names_and_a_game_class_refuses_another(spec):
    game = midgame(*spec, seed=9, events=30)
    again = load_record(game.to_json(), lang="en")
    assert type(again) is type(game) and again.lang == "en"
    assert again.moves_notation() == game.moves_notation() and again.position() == game.position()
    other = next(name for name in available() if name != spec[0])
    with refused_en(f"this record is a {spec[0]} game, not {other}"):
        game_class(other).from_json(game.to_json())
    with refused_en("unknown game 'go'"):
        load_record(dict(game.to_record(), game="go"))


def test_replaying_each_event_of_a_history_reaches_the_same_positions(spec):
    game = random_game(*spec, seed=6)
    probe = new_game(*spec, seed=6)
    for event in game.history:
        done = probe.replay_event(event)
        assert (done.kind, done.value, done.by) == (event.kind, event.value, event.by)
    assert probe.position() == game.position() and probe.rng.state == game.rng.state


def _record(spec):
    return midgame(*spec, seed=4, events=60).to_record()


def test_record_not_json_is_refused(spec):
    text = json.dumps(_record(spec))
    with refused_en("not valid JSON"):
        game_class(spec[0]).from_json(text[: len(text) // 2])


def test_record_of_another_format_is_refused(spec):
    rec = _record(spec)
    for key, value, match in [
        ("format", "pgn", "not a jocari-edu record"),
        ("version", 99, "unsupported record version"),
        ("seed", "x", "seed"),
        ("rule_set", "nope", "no rule set"),
    ]:
        bad = dict(rec, **{key: value})
        with refused_en(match):
            game_class(spec[0]).from_record(bad)


def test_record_truncated_list_is_refused(spec):
    rec = _record(spec)
    rec["events"] = rec["events"][:-5]
    with refused_en("truncated"):
        game_class(spec[0]).from_record(rec)


def test_record_tampered_move_names_the_first_bad_entry(spec):
    rec = _record(spec)
    index = next(i for i, e in enumerate(rec["events"]) if "move" in e and i > 3)
    rec["events"][index] = {"move": "garbage!"}
    with pytest.raises(RecordError, match=f"^Étape {index + 1} de la partie : "):
        game_class(spec[0]).from_record(rec)


@pytest.mark.parametrize("spec", WITH_CHANCE, ids=[f"{n}-{r}" for n, r in WITH_CHANCE])
def test_record_tampered_throw_is_detected(spec):
    rec = _record(spec)
    throws = [i for i, e in enumerate(rec["events"]) if "throw" in e]
    assert throws, "a game with chance records its throws"
    index = throws[len(throws) // 2]
    old = rec["events"][index]["throw"]
    alternatives = [list(t) for t, _ in new_game(*spec).throw_outcomes() if list(t) != old]
    rec["events"][index] = {"throw": alternatives[0], "by": "random"} if alternatives else {"throw": [0]}
    with pytest.raises(RecordError, match=f"^Étape {index + 1} de la partie : "):
        game_class(spec[0]).from_record(rec)


def test_record_malformed_entry_is_refused(spec):
    rec = _record(spec)
    rec["events"][2] = ["not", "an", "object"]
    with pytest.raises(RecordError, match="^Étape 3 de la partie : "):
        game_class(spec[0]).from_record(rec)


def test_play_out_with_greedy_players_ends(spec):
    from jocari_edu.players import GreedyPlayer

    game = play_out(new_game(*spec, seed=1), (GreedyPlayer(1), RandomPlayer(2)))
    assert game.is_over


def test_svg_shows_in_a_notebook(spec):
    game = midgame(*spec)
    svg = game._repr_svg_()
    assert svg.startswith("<svg") and svg.endswith("</svg>") and "<title>" in svg and "<desc>" in svg
    import xml.dom.minidom

    xml.dom.minidom.parseString(svg)  # well-formed
    big = game.svg(size=1200)  # a projector-sized picture, same drawing
    assert 'width="1200"' in big and big.split(">", 1)[1] == svg.split(">", 1)[1]


def marked_functions(module) -> dict[str, list[str]]:
    """Choice key -> the functions of ``module`` marked with it by ``@implements``."""
    found: dict[str, list[str]] = {}

    def visit(func, name):
        func = getattr(func, "__func__", None) or getattr(func, "fget", None) or func
        # a method compiled by mypyc is a descriptor of its class, with no __module__ of its own
        home = getattr(func, "__module__", None) or getattr(getattr(func, "__objclass__", None), "__module__", None)
        if home == module.__name__:
            for key in marks_of(func):
                found.setdefault(key, []).append(name)

    for name, obj in vars(module).items():
        visit(obj, name)
        if isinstance(obj, type) and obj.__module__ == module.__name__:
            for attr, member in vars(obj).items():
                visit(member, f"{name}.{attr}")
    return found


def game_modules(cls) -> list:
    """The module of a game's class, or every module of its package when the game is one (games/<game>/)."""
    import importlib
    import pkgutil

    module = importlib.import_module(cls.__module__)
    package = module.__name__.rpartition(".")[0]
    if package == "jocari_edu.games":
        return [module]
    path = importlib.import_module(package).__path__
    return [importlib.import_module(f"{package}.{info.name}") for info in pkgutil.iter_modules(path)]


@pytest.mark.parametrize("name", available())
def test_every_rule_choice_is_marked_on_the_rule_function_that_applies_it(name):

    cls = game_class(name)
    marked: dict[str, list[str]] = {}
    for module in game_modules(cls):  # a game package: every one of its modules
        for key, names in marked_functions(module).items():
            marked.setdefault(key, []).extend(names)
    keys = [choice.key for choice in cls.CHOICES]
    assert len(set(keys)) == len(keys), keys
    assert [key for key in keys if key not in marked] == [], "choices no rule function is marked with"
    assert sorted(set(marked) - set(keys)) == [], "marks naming no choice of this game"
    for choice in cls.CHOICES:
        assert set(choice.rule_sets) <= set(cls.RULE_SETS), choice.key
        assert all([choice.question_fr, choice.choice_fr, choice.why_fr, choice.question_en, choice.choice_en, choice.why_en])


def test_a_game_package_is_searched_module_by_module():
    """A game split into a package (games/doze_canes/) has its rules in a submodule: the finder reads them all."""
    names = [m.__name__ for m in game_modules(game_class("doze_canes"))]
    assert {"jocari_edu.games.doze_canes.rules", "jocari_edu.games.doze_canes.game"} <= set(names)
    assert "D2" in marked_functions(importlib.import_module("jocari_edu.games.doze_canes.rules"))
    assert "D2" not in marked_functions(importlib.import_module("jocari_edu.games.doze_canes.game"))


def test_a_marked_function_is_found_and_an_unmarked_choice_is_reported():
    """The finder above, on a module made for the purpose: it is what the test relies on."""
    import types

    from jocari_edu.core import implements

    module = types.ModuleType("made_up_rules")

    class Rules:
        @staticmethod
        @implements("X1")
        def step():
            pass

        @implements("X2", "X3")
        def take(self):
            pass

    Rules.__module__ = module.__name__
    for func in (Rules.step, Rules.take):
        func.__module__ = module.__name__
    module.Rules = Rules
    module.borrowed = implements("X9")(lambda: None)  # defined elsewhere: not this module's rule
    assert marked_functions(module) == {"X1": ["Rules.step"], "X2": ["Rules.take"], "X3": ["Rules.take"]}


# -- a newcomer's first mistakes: values that are no move --------------------------------------------


MOVE_TAKERS = ("play", "push", "why", "explain", "is_legal", "parse_move")


@functools.cache
def sample_game(spec, events):
    return midgame(*spec, seed=5, events=events)


scalars = (st.none() | st.booleans() | st.integers() | st.floats() | st.complex_numbers() | st.binary(max_size=8)
           | st.fractions() | st.just(Ellipsis) | st.just(object()) | st.just(len))
not_moves = st.recursive(
    scalars,
    lambda inner: (st.lists(inner | st.text(max_size=6), max_size=4) | st.tuples(inner, inner)
                   | st.dictionaries(st.text(max_size=3), inner, max_size=3) | st.frozensets(st.integers(), max_size=3)),
    max_leaves=8,
)


# moves a learner could pick up from another game's board
SAMPLE_MOVES = [m for n, rs in RULE_SETS for m in midgame(n, rs, events=3).legal_moves()
                + new_game(n, rs, seed=2).legal_moves()]


def moves_of_other_games(cls):
    return st.sampled_from([m for m in SAMPLE_MOVES if not isinstance(m, cls)])


@pytest.mark.parametrize("spec", RULE_SETS, ids=IDS)
@given(events=st.integers(0, 30), data=st.data())
def test_a_value_that_is_no_move_is_a_notation_error_that_names_it_and_changes_nothing(spec, events, data):
    game = sample_game(spec, events)
    value = data.draw(not_moves | moves_of_other_games(game.MOVE), label="value")
    before = state(game)
    for method in MOVE_TAKERS:
        with pytest.raises(NotationError) as err:
            getattr(game, method)(value)
        assert state(game) == before, method
        text = err.value.text("fr")
        assert text.startswith("Un coup s'écrit en texte, comme ") and "reçu : " in text, text
        assert err.value.text("en").startswith("A move is written as text, like "), method


@pytest.mark.parametrize("spec", RULE_SETS, ids=IDS)
@given(events=st.integers(0, 30), data=st.data())
def test_a_malformed_move_object_is_refused_and_changes_nothing(spec, events, data):
    """The game's own move class holding anything: only the moves its notation names are moves."""
    game = sample_game(spec, events)
    field = st.integers(-3, 40) | st.none() | st.floats() | st.text(max_size=4) | st.booleans()
    value = data.draw(st.builds(game.MOVE, *[field] * len(game.MOVE._fields)), label="value")
    assume(value not in game.legal_moves())
    before = state(game)
    readable = True
    try:
        readable = game.parse_move(value) == value
    except NotationError:
        readable = False
    for method in MOVE_TAKERS:
        try:
            getattr(game, method)(value)
        except JocariError as err:
            assert readable or isinstance(err, NotationError), (method, err)
        else:
            assert readable and method != "play", method  # a move no rule accepts is never played
        assert state(game) == before, method


def test_the_wrong_value_message_names_the_value_and_the_notation():
    senet = new_game("senet", seed=1)
    with pytest.raises(NotationError) as err:
        senet.play(12)
    assert str(err.value) == "Un coup s'écrit en texte, comme 12-15 ou 27-off ; reçu : 12 (un nombre)."
    assert err.value.text("en") == "A move is written as text, like 12-15 or 27-off; given: 12 (a number)."
    with pytest.raises(NotationError, match=r"reçu : \[9, 11\] \(une liste\)"):
        senet.play([9, 11])
    with pytest.raises(NotationError, match=r"reçu : None \(rien : None\)"):
        new_game("marelle").explain(None)
    with pytest.raises(NotationError, match=r"comme Q3 ou 16 ; reçu : SenetMove\(src=9, dst=10\) \(le coup d'un autre jeu\)"):
        new_game("doze_canes").is_legal(SenetMove(9, 10))
    with pytest.raises(NotationError, match=r"reçu : \(9, 10\) \(un tuple\)"):
        senet.why((9, 10))  # equal to SenetMove(9, 10), still no move
    with pytest.raises(NotationError, match=r"reçu : \[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, … \(une liste\)"):
        senet.play(list(range(100)))  # a long value is cut short


def test_a_move_object_equal_to_a_legal_one_plays_that_very_move():
    """SenetMove(10.0, 11.0) == SenetMove(10, 11): the game keeps its own object, its record stays readable."""
    game = new_game("senet", "jequier", seed=1)
    while game.awaiting_throw:
        game.roll(1)
    legal = game.legal_moves()[0]
    played = game.play(SenetMove(float(legal.src), float(legal.dst)))
    assert played is legal and game.moves_notation()[-1] == str(legal)
    assert type(game).from_json(game.to_json()).position() == game.position()


def test_a_record_error_speaks_french_first_and_english_when_asked(spec):
    rec = _record(spec)
    rec["events"] = rec["events"][:-1]
    with pytest.raises(RecordError) as err:
        game_class(spec[0]).from_record(rec)
    assert "alors qu'elle en annonce" in err.value.text("fr") and "fichier tronqué" in err.value.text("fr")
    assert "truncated" in err.value.text("en") and str(err.value) == err.value.text("fr")
    rec = _record(spec)
    rec["events"][2] = {"move": 7}
    with pytest.raises(RecordError) as err:
        game_class(spec[0]).from_record(rec)
    assert err.value.text("fr") == "Étape 3 de la partie : Un coup s'écrit comme un texte, pas 7."
    assert err.value.text("en").startswith("entry 3: ") and err.value.index == 2
