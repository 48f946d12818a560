"""The protocol, checked the same way on every game and rule set present."""

import json

import pytest

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
from jocari_edu.players import RandomPlayer

RULE_SETS = [(name, rs) for name in available() for rs in game_class(name).RULE_SETS]
IDS = [f"{n}-{r}" for n, r in RULE_SETS]


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
    with pytest.raises(UnknownRuleSetError, match="no rule set"):
        new_game(name, "no-such-rules")
    with pytest.raises(UnknownRuleSetError, match="no option"):
        new_game(name, options={"no_such_option": 1})
    with pytest.raises(UnknownRuleSetError, match="unknown game"):
        new_game("chess")


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


def test_impossible_throws_are_refused_and_change_nothing(spec):
    game = new_game(*spec, seed=1)
    if not game.HAS_CHANCE:
        return
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
    with pytest.raises(RecordError, match=f"this record is a {spec[0]} game, not {other}"):
        game_class(other).from_json(game.to_json())
    with pytest.raises(RecordError, match="unknown game 'go'"):
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
    with pytest.raises(RecordError, match="not valid JSON"):
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
        with pytest.raises(RecordError, match=match):
            game_class(spec[0]).from_record(bad)


def test_record_truncated_list_is_refused(spec):
    rec = _record(spec)
    rec["events"] = rec["events"][:-5]
    with pytest.raises(RecordError, match="truncated"):
        game_class(spec[0]).from_record(rec)


def test_record_tampered_move_names_the_first_bad_entry(spec):
    rec = _record(spec)
    index = next(i for i, e in enumerate(rec["events"]) if "move" in e and i > 3)
    rec["events"][index] = {"move": "garbage!"}
    with pytest.raises(RecordError, match=f"entry {index}:"):
        game_class(spec[0]).from_record(rec)


def test_record_tampered_throw_is_detected(spec):
    rec = _record(spec)
    throws = [i for i, e in enumerate(rec["events"]) if "throw" in e]
    if not throws:
        return
    index = throws[len(throws) // 2]
    old = rec["events"][index]["throw"]
    alternatives = [list(t) for t, _ in new_game(*spec).throw_outcomes() if list(t) != old]
    rec["events"][index] = {"throw": alternatives[0], "by": "random"} if alternatives else {"throw": [0]}
    with pytest.raises(RecordError, match=f"entry {index}:"):
        game_class(spec[0]).from_record(rec)


def test_record_malformed_entry_is_refused(spec):
    rec = _record(spec)
    rec["events"][2] = ["not", "an", "object"]
    with pytest.raises(RecordError, match="entry 2:"):
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


def test_rule_choices_are_cited_in_the_code(spec):
    import inspect

    cls = game_class(spec[0])
    source = inspect.getsource(inspect.getmodule(cls))
    for choice in cls.CHOICES:
        assert source.count(choice.key) >= 2, f"choice {choice.key} not cited by a rule function"
        assert all([choice.question_fr, choice.choice_fr, choice.why_fr, choice.question_en, choice.choice_en, choice.why_en])


def test_a_record_error_speaks_french_to_the_learner_and_english_to_code(spec):
    rec = _record(spec)
    rec["events"] = rec["events"][:-1]
    with pytest.raises(RecordError) as err:
        game_class(spec[0]).from_record(rec)
    assert "alors qu'elle en annonce" in err.value.text("fr") and "fichier tronqué" in err.value.text("fr")
    assert "truncated" in str(err.value) and err.value.text("en") == str(err.value)
    rec = _record(spec)
    rec["events"][2] = {"move": 7}
    with pytest.raises(RecordError) as err:
        game_class(spec[0]).from_record(rec)
    assert err.value.text("fr") == "Étape 3 de la partie : Un coup s'écrit comme un texte, pas 7."
