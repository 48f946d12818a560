"""Fuzzing every public entry that takes outside input: nothing but the project's own errors.

Each entry is called with arbitrary values (hypothesis: ``None``, booleans,
integers of any size, floats, texts, bytes, lists and dicts of those, and
crafted values: moves past the board, numbers of 5,000 digits, nesting
100,000 deep, megabytes of text).  Whatever it cannot use must be refused with
a :class:`~jocari_edu.JocariError` subclass, whose message in French and in
English is under 300 characters, that leaves the game exactly as it was
(``to_json()`` and ``legal_moves()``), in well under 100 ms of CPU time.

The fuzzers are seeded (``derandomize=True``) and bounded (``max_examples``);
``benchmarks/fuzz_counts.py`` runs the same checks with larger counts and
prints the outcomes per entry.
"""

from __future__ import annotations

import contextlib
import gc
import json
import os
import time
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jocari_edu import JocariError, load_record, new_game
from jocari_edu.core.limits import MAX_RECORD_CHARS
from jocari_edu.games.doze_canes import DozeCanes, DozeMove
from jocari_edu.games.jacquet import Jacquet, JacquetMove
from jocari_edu.games.marelle import Marelle, MarelleMove
from jocari_edu.games.senet import Senet, SenetMove
from jocari_edu.share import from_link, to_link
from jocari_edu.widgets.controller import BoardController
from jocari_edu.widgets.texts import UI
from tests import RULE_SETS, SLUGS

MAX_MESSAGE = 300
MAX_CPU = 0.1  # seconds of CPU per refusal (process time: a busy machine does not slow it)
OUTCOMES: dict[str, Counter] = {}  # entry -> outcome -> count, filled as the fuzzers run
SLOWEST: dict[str, float] = {}  # entry -> the most CPU seconds one refusal took

SPECS = [("senet", "standard", None), ("senet", "jequier", None), ("marelle", "breyer", None),
         ("marelle", "modern", {"first": "draw"}), ("doze_canes", "alfonso", None), ("jacquet", "breyer", None)]

# -- values an attacker or a clumsy user might give ------------------------------------------

HUGE_INT = 10**5000
DEEP_LIST: list = []
for _ in range(100_000):
    DEEP_LIST = [DEEP_LIST]
CRAFTED = [
    HUGE_INT, -HUGE_INT, "1" * 5000, "31-20", "0-1", "30-31", "-1", "99-off", "12-15" * 1000, "x" * 100_000,
    "<img src=x onerror=alert(1)>", "<script>alert(1)</script>", "\x00", "\ud800", "é" * 70, float("nan"),
    float("inf"), -0.0, 1e308, b"\xff\xfe", bytearray(b"12-15"), DEEP_LIST, [[[[[[[[]]]]]]]], {"a": {"b": {}}},
    (1, 2), {1, 2}, frozenset(), range(3), object(), type, len, Ellipsis, True, False, None, 2**64, -(2**63), 2**63,
    SenetMove(31, 20), SenetMove(0, 5), SenetMove(10.0, 11.0), SenetMove(HUGE_INT, 1), SenetMove("a", None),
    JacquetMove(24, 1, -23), JacquetMove(1, 25, 24), JacquetMove(0, 0, 0), MarelleMove(9, 9, 9),
    MarelleMove(0, -1, 99), DozeMove("house", 9), DozeMove("enter", -1), DozeMove(None, None),
]


class _Pool:
    """Values whose repr fails or is huge, behind a short repr (hypothesis reprs its strategies)."""

    def __init__(self, values: list) -> None:
        self.values = values

    def __call__(self, index: int):
        return self.values[index]

    def __repr__(self) -> str:
        return f"<{len(self.values)} crafted values>"


def pick(values: list):
    """``sampled_from(values)`` for values whose repr fails or is huge."""
    return st.integers(0, len(values) - 1).map(_Pool(values))


scalars = (st.none() | st.booleans() | st.integers() | st.integers(-40, 40) | st.floats() | st.text(max_size=30)
           | st.binary(max_size=10) | pick(CRAFTED))
anything = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner)
                        | st.dictionaries(st.text(max_size=10), inner, max_size=4), max_leaves=8)
# texts shaped like moves of every game, with numbers of every size
move_texts = (
    st.builds(lambda a, sep, b: f"{a}{sep}{b}", st.integers(-5, 40) | st.integers(), st.sampled_from(["-", "–", ":", " - ", "x", ""]),
              st.integers(-5, 40) | st.sampled_from(["off", "sortie", "out", "off/6", "off/99", "off/" + "9" * 5000]))
    | st.builds(lambda f, r: f"{f}{r}", st.sampled_from(["a", "d", "g", "x", "xa", "q", "Q", "m", "maison ", "×"]),
                st.integers(-5, 30) | st.integers())
    | st.sampled_from(["pass", "PASSE", " pass ", "off", "", " ", "-", "12-", "-15"])
)
move_values = anything | move_texts


def positions():
    """A game of every kind, at the start or after some seeded random steps."""
    @st.composite
    def build(draw):
        name, rule_set, options = draw(st.sampled_from(SPECS))
        game = new_game(name, rule_set, seed=draw(st.integers(0, 2**32)), options=options)
        rng = draw(st.randoms(use_true_random=False))
        for _ in range(draw(st.integers(0, 40))):
            if game.is_over:
                break
            if game.awaiting_throw:
                game.roll()
            else:
                game.play(rng.choice(game.legal_moves()))
        return game
    return build()


# -- the checks -----------------------------------------------------------------------------

def _count(entry: str, outcome: str, spent: float = 0.0) -> None:
    OUTCOMES.setdefault(entry, Counter())[outcome] += 1
    SLOWEST[entry] = max(SLOWEST.get(entry, 0.0), spent)


def refused_well(err: BaseException, before_cpu: float, again=None) -> float:
    """The error is the project's own, with short messages in both languages, given quickly.

    ``again`` repeats the call: a refusal slower than :data:`MAX_CPU` is timed once more, so
    that a table the rules build once, on first use, is not counted as the refusal's cost.
    """
    spent = time.process_time() - before_cpu
    assert isinstance(err, JocariError), f"{type(err).__name__}: {str(err)[:200]}"
    for lang in ("fr", "en"):
        text = err.text(lang)
        assert text and len(text) < MAX_MESSAGE, f"{lang} message of {len(text)} characters: {text[:200]}"
    if spent >= MAX_CPU and again is not None:
        start = time.process_time()
        with contextlib.suppress(JocariError), no_collector():
            again()
        spent = time.process_time() - start
    assert spent < MAX_CPU, f"refused in {spent:.3f} s of CPU"
    return spent


@contextlib.contextmanager
def no_collector():
    """The cycle collector paused while a call is timed: its sweep of the fuzzer's own heap
    (100,000 nested lists, hypothesis's data) is not the refusal's cost."""
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def state(game) -> tuple:
    return game.to_json(), list(game.legal_moves()), len(game.history)


def call_on_game(entry: str, game, call) -> object:
    """``call(game)``: its result, or a refusal that changed nothing (counted either way)."""
    before = state(game)
    start = time.process_time()
    try:
        with no_collector():
            result = call(game)
    except Exception as err:  # noqa: BLE001 - the assertion says which error escaped
        assert state(game) == before, "a refused call changed the game"
        spent = refused_well(err, start, lambda: call(game))
        assert state(game) == before, "a refused call changed the game"
        _count(entry, type(err).__name__, spent)
        return err
    _count(entry, "accepted")
    return result


def call_entry(entry: str, call) -> object:
    """``call()`` for an entry that makes a game (or a value): its result, or a good refusal."""
    start = time.process_time()
    try:
        with no_collector():
            result = call()
    except Exception as err:  # noqa: BLE001 - the assertion says which error escaped
        _count(entry, type(err).__name__, refused_well(err, start, call))
        return err
    _count(entry, "accepted")
    return result


# the suite's count; benchmarks/fuzz_counts.py sets a larger one through the environment
EXAMPLES = int(os.environ.get("JOCARI_FUZZ_EXAMPLES", "40"))
FUZZ = settings(max_examples=EXAMPLES, derandomize=True, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


# -- the teaching API -------------------------------------------------------------------------

def with_legal(game, data, values):
    """A value to try on ``game``: often one of its legal moves (object or text), else anything."""
    legal = game.legal_moves()
    if legal and data.draw(st.booleans()):
        move = data.draw(st.sampled_from(legal))
        return data.draw(st.sampled_from([move, str(move), f" {move} ", str(move).upper(), tuple(move)]))
    return data.draw(values)


@FUZZ
@given(positions(), st.data())
def test_play_accepts_a_legal_move_and_refuses_anything_else_without_a_change(game, data):
    legal = list(game.legal_moves())
    value = with_legal(game, data, move_values)
    try:
        expected = game.is_legal(value)
    except JocariError:
        expected = False
    result = call_on_game("play", game, lambda g: g.play(value))
    accepted = not isinstance(result, BaseException)
    assert accepted == expected, f"is_legal said {expected} but play {'accepted' if accepted else 'refused'} it"
    if accepted:
        assert result in legal, f"play({value!r}) played {result}, not a legal move"


@FUZZ
@given(positions(), st.data())
def test_why_explain_is_legal_and_parse_move_refuse_only_with_the_projects_errors(game, data):
    legal = list(game.legal_moves())
    value = with_legal(game, data, move_values)
    verdict = call_on_game("is_legal", game, lambda g: g.is_legal(value))
    call_on_game("why", game, lambda g: g.why(value))
    text = call_on_game("explain", game, lambda g: g.explain(value, lang="en"))
    if isinstance(text, str):
        assert len(text) < MAX_MESSAGE
    move = call_on_game("parse_move", game, lambda g: g.parse_move(value))
    if verdict is True:  # what is_legal accepts, play accepts (and nothing else): the rules agree
        assert move in legal


@FUZZ
@given(positions(), st.lists(anything | st.integers(0, 7), max_size=5))
def test_roll_refuses_impossible_throws_without_a_change(game, values):
    call_on_game("roll", game, lambda g: g.roll(*values))


@st.composite
def position_texts(draw):
    """A real position's text, cut or with characters replaced, or anything."""
    text = draw(positions()).position()
    at = draw(st.integers(0, len(text)))
    return text[:at] + draw(st.sampled_from(["", "|", "9" * 5000, "x" * 2000, ",", "-", "W", "@", "."])) \
        + text[at + draw(st.integers(0, 3)):]


@FUZZ
@given(st.sampled_from([Senet, Marelle, DozeCanes, Jacquet]), position_texts() | anything)
def test_from_position_refuses_a_position_text_it_cannot_use(cls, text):
    game = call_entry("from_position", lambda: cls.from_position(text))
    if not isinstance(game, BaseException):
        game.to_json()
        game.legal_moves()


# -- making games: new_game, its options, arrange ------------------------------------------------

# the valid values weigh three times what anything weighs, so that accepted calls are fuzzed too
names = st.one_of(*[st.sampled_from(list(SLUGS))] * 3, anything)
rule_sets = st.one_of(*[st.sampled_from([None, *dict.fromkeys(r for _, r in RULE_SETS)])] * 3, anything)
option_dicts = anything | st.dictionaries(
    st.sampled_from(["reform", "flying", "first", "blocked", "repetition", "quiet_moves", "bear_off"]) | st.text(max_size=5),
    st.sampled_from(["banned", "allowed", True, False, "draw", "white", "loses", 0, 3, 10, 1.0, "higher", "backgammon"])
    | anything, max_size=3)
langs = st.one_of(*[st.sampled_from(["fr", "en"])] * 3, anything)


@FUZZ
@given(names, rule_sets, anything | st.integers(), option_dicts, langs)
def test_new_game_refuses_names_rule_sets_options_seeds_and_languages_it_cannot_use(name, rule_set, seed, options,
                                                                                     lang):
    game = call_entry("new_game", lambda: new_game(name, rule_set, seed=seed, options=options, lang=lang))
    if not isinstance(game, BaseException):
        game.to_json()  # a game it made can be saved...
        game.legal_moves()


squares = st.lists(st.integers(-2, 32) | anything, max_size=6) | anything
pairs = anything | st.tuples(st.integers(0, 15), st.integers(0, 15))
sides = anything | st.integers(0, 1)
dice = anything | st.integers(0, 7) | st.tuples(st.integers(0, 7), st.integers(0, 7))
ARRANGE = {  # each game's arrange(...) and the arguments to fuzz it with
    "senet": (Senet.arrange, dict(rule_set=rule_sets, white=squares, black=squares, off=pairs, to_play=sides,
                                  throw=dice)),
    "marelle": (Marelle.arrange, dict(rule_set=rule_sets, white=st.sampled_from(["a1 d1 g1", "zz9 a1", "d4"]) | squares,
                                      black=st.sampled_from(["a7 d7", "", "g7 a1"]) | squares, hand=pairs,
                                      to_play=sides, take=anything, quiet=anything | st.integers(-1, 300))),
    "doze_canes": (DozeCanes.arrange, dict(quarter=anything | st.integers(0, 5), white=squares, black=squares,
                                           to_play=sides, throw=dice)),
    "jacquet": (Jacquet.arrange, dict(rule_set=rule_sets, white=squares | st.dictionaries(
        st.integers(-1, 26) | st.text(max_size=3), anything | st.integers(0, 16), max_size=4),
        black=squares | st.none(), off=pairs, to_play=sides, throw=dice)),
}


@pytest.mark.parametrize("name", ARRANGE)
@FUZZ
@given(data=st.data())
def test_arrange_refuses_a_setup_it_cannot_use(name, data):
    arrange, arguments = ARRANGE[name]
    kwargs = {k: data.draw(v, label=k) for k, v in arguments.items() if data.draw(st.booleans())}
    if "quarter" in kwargs:
        kwargs = {"quarter": kwargs.pop("quarter"), **kwargs}
    game = call_entry(f"arrange ({name})", lambda: arrange(**kwargs))
    if not isinstance(game, BaseException):
        game.to_json()
        game.legal_moves()


# -- records and links -----------------------------------------------------------------------

def _record_of(game) -> dict:
    return json.loads(game.to_json())


@st.composite
def damaged_records(draw):
    """A real record with one field (or one event's field) replaced by anything."""
    record = _record_of(draw(positions()))
    spot = draw(st.sampled_from(["format", "version", "game", "rule_set", "options", "seed", "start", "events",
                                 "length", "position", "event", "event_field", "new_key"]))
    value = draw(anything)
    if spot == "event" and record["events"]:
        record["events"][draw(st.integers(0, len(record["events"]) - 1))] = value
    elif spot == "event_field" and record["events"]:
        event = record["events"][draw(st.integers(0, len(record["events"]) - 1))]
        event[draw(st.sampled_from(sorted(event)))] = value
    else:
        record[spot] = value
    return record


def _as_text(record) -> str | None:
    try:
        return json.dumps(record, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):  # not JSON-able (bytes, sets, a huge int...): only as a dict
        return None


@st.composite
def mutated_texts(draw):
    """A real record's JSON, cut, with bytes replaced or inserted."""
    text = draw(positions()).to_json()
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(st.sampled_from(["", "[" * 5000, "9" * 5000, "\\", '"', "}", "NaN", "1e999", "é"]))\
            + text[at + draw(st.integers(0, 5)):]
    return text


crafted_texts = pick([
    "[" * 100_000, "{\"a\":" * 50_000, '{"format": "jocari-edu-record", "version": 1, "game": "senet", "seed": 1'
    + "0" * 5000 + "}", "x" * (MAX_RECORD_CHARS + 1), "", "null", "[]", '"text"', "1" * 5000,
])


@FUZZ
@given(damaged_records())
def test_load_record_refuses_a_damaged_record_given_as_a_dict_or_as_text(record):
    for form in (record, _as_text(record)):
        if form is not None:
            call_entry("load_record (dict)" if form is record else "load_record (text)",
                       lambda form=form: load_record(form))


@FUZZ
@given(mutated_texts() | crafted_texts | st.text(max_size=200))
def test_load_record_and_from_json_refuse_damaged_text_and_bytes(text):
    call_entry("load_record (text)", lambda: load_record(text))
    for data in (text.encode("utf-8", "surrogatepass"), text.encode("utf-16")):
        call_entry("load_record (bytes)", lambda data=data: load_record(data))
    call_entry("from_json", lambda: Senet.from_json(text))


@FUZZ
@given(st.binary(max_size=300) | st.builds(lambda b: b"\xff" + b, st.binary(max_size=20)))
def test_load_record_refuses_bytes_that_are_not_a_record(data):
    call_entry("load_record (bytes)", lambda: load_record(data))


def _pack(fields) -> str:
    """A link holding ``fields`` as the site packs them (share.py's format), whatever they are."""
    import base64
    import zlib
    data = json.dumps(fields, ensure_ascii=False, separators=(",", ":"))
    return "1." + base64.urlsafe_b64encode(zlib.compress(data.encode("utf-8", "surrogatepass"))).decode().rstrip("=")


@st.composite
def crafted_links(draw):
    game = draw(positions())
    link = to_link(game)
    how = draw(st.sampled_from(["mutate", "field", "crafted"]))
    if how == "mutate":
        at = draw(st.integers(0, len(link)))
        return link[:at] + draw(st.text(max_size=4)) + link[at + draw(st.integers(0, 4)):]
    if how == "field":
        record = game.to_record()
        fields = [record[k] for k in ("game", "rule_set", "options", "seed", "start")]
        fields += [[*(e.get("move") or ("*" + ".".join(map(str, e["throw"]))) for e in record["events"])],
                   record["position"]]
        spot = draw(st.integers(0, len(fields)))
        value = draw(anything)
        if spot == len(fields):
            fields[5] = [*fields[5], value]  # one more event, of any kind
        else:
            fields[spot] = value
        text = _as_text(fields)
        return _pack(json.loads(text)) if text is not None else link
    return draw(st.sampled_from([
        _pack(["senet", "standard", {}, 1, None, ["*3", "31-20"], ""]),
        _pack(["senet", "standard", {}, 1, None, ["*3", "1" * 5000], ""]),
        _pack(["senet", "standard", {}, 1, None, ["=" + "9" * 5000], ""]),
        "1." + "A" * 300_000, "1.", "2.abc", "", ".", "1.!!!!", "1." + "é" * 10,
    ]))


@FUZZ
@given(crafted_links() | anything)
def test_from_link_refuses_a_damaged_or_crafted_link(link):
    call_entry("from_link", lambda: from_link(link))


# -- the board: BoardController.handle ----------------------------------------------------------

KINDS = ["click", "drag", "roll", "pass", "undo", "new", "opponent", "computer", "hint", "numbers", "classroom", "teacher",
         "pace", "save", "load", "replay", "share", "nonsense"]
FIELDS = ["square", "from", "to", "values", "rule_set", "option_indexes", "opponent", "on", "pace", "json", "replay", "action"]
messages = anything | st.builds(
    lambda kind, fields: {"type": kind, **fields}, st.sampled_from(KINDS) | anything,
    st.dictionaries(st.sampled_from(FIELDS), anything | st.sampled_from(
        ["12", "a1", "Q3", [3], [5, 3], "random", "debutant", "slow", "step", "first", "next", "modern", {"flying": 0}]),
        max_size=3))


@st.composite
def boards(draw):
    game = draw(positions())
    return BoardController(game, opponent=draw(st.sampled_from([None, "random", "greedy"])), pace="fast")


@FUZZ
@given(boards(), st.lists(messages, min_size=1, max_size=4))
def test_a_board_survives_any_message_and_a_refused_one_changes_nothing(board, batch):
    for content in batch:
        before = state(board.game)
        start = time.process_time()
        with no_collector():
            board.handle(content)  # never raises
        view = board.view()  # and the board can still be shown
        assert len(view["why"]) < MAX_MESSAGE and view["why"] != UI("internal_error").text("fr")
        if view["why"] and state(board.game) == before:
            spent = time.process_time() - start
            if spent >= MAX_CPU:  # timed once more, as refused_well does
                start = time.process_time()
                with no_collector():
                    board.handle(content)
                spent = time.process_time() - start
            _count("BoardController.handle", "refused", spent)
            assert spent < MAX_CPU
        else:
            _count("BoardController.handle", "accepted")
        if not isinstance(content, dict) or content.get("type") not in KINDS[:-2]:
            assert state(board.game) == before and view["why"], f"{content!r} was not refused"


def test_a_programming_error_inside_the_board_says_one_sentence_and_resets_the_board(monkeypatch, caplog):
    board = BoardController(new_game("senet", "jequier", seed=3))
    board.roll(1)
    assert board.game.history

    def broken(*_args):
        raise KeyError("a bug")

    monkeypatch.setattr(type(board.game), "undo", broken)
    board.handle({"type": "undo"})
    assert board.view()["why"] == "Une erreur interne est survenue ; le plateau a été remis à zéro."
    assert "KeyError: 'a bug'" in caplog.text  # the details go to the log (stderr) only
    assert "KeyError" not in json.dumps(board.view())
    assert board.game.rule_set == "jequier" and not board.game.history  # a fresh board of the same rules...
    monkeypatch.undo()
    board.handle({"type": "roll", "values": [1]})  # ...that keeps working
    assert board.view()["why"] == "" and len(board.game.history) == 1
    english = BoardController(new_game("senet", lang="en"))
    monkeypatch.setattr(type(english.game), "roll", broken)
    english.handle({"type": "roll"})
    assert english.view()["why"] == "An internal error occurred; the board has been reset."


def test_known_escapes_are_refused_in_french_with_the_input_quoted_briefly():
    g = new_game("senet", "standard", seed=1)
    g.roll(3)
    with pytest.raises(JocariError, match="La case 31 n'existe pas"):
        g.play("31-20")
    with pytest.raises(JocariError, match="reçu un texte de 5\u202f000 caractères : « 1{59}… »"):
        g.play("1" * 5000)
    with pytest.raises(JocariError) as err:
        load_record(b"\xff" + g.to_json().encode())
    assert err.value.text("fr") == "Ce fichier n'est pas un texte en UTF-8 (octet 0xff en position 0)."
    with pytest.raises(JocariError) as err:
        load_record("[" * 100_000 + "]" * 100_000)
    assert "plus de 20 niveaux" in err.value.text("fr")
    with pytest.raises(JocariError, match=r"dictionnaire \(nom → valeur\), pas \[1, 2\]"):
        new_game("marelle", "modern", options=[1, 2])
    with pytest.raises(JocariError, match="L'option « flying » vaut True ou False, pas \\[1\\]"):
        new_game("marelle", "modern", options={"flying": [1]})
    with pytest.raises(JocariError, match="il faut pour les pièces de Blanc une liste de cases, pas \\['zz9', 'a1'\\]"):
        Marelle.arrange("modern", white="zz9 a1")
    with pytest.raises(JocariError, match="pas 5"):
        Marelle.arrange("modern", white=5)
    record = json.loads(g.to_json())
    record["game"] = "x" * 10_000_000
    with pytest.raises(JocariError) as err:
        load_record(record)
    assert len(err.value.text("fr")) < MAX_MESSAGE and len(str(err.value)) < MAX_MESSAGE


# -- the command line, the lab, the teaching positions -------------------------------------------

TOKENS = ["simulate", "match", "compare", "senet", "marelle", "jacquet", "doze_canes", "go", "--rules", "jequier",
          "modern", "--games", "--seed", "--workers", "--scheduler", "tcp://h:1", "--players", "random,random",
          "random", "fort", "--a", "--b", "--option", "flying=true", "bear_off=x", "quiet_moves=²", "--json",
          "--lang", "de", "0", "-1", "1" * 5000, "²", "x" * 10_000, "<script>", "--effects"]


class _Ran(Exception):
    """What the stub lab raises: the arguments were accepted (nothing is played in the fuzzer)."""


def _no_run(*_args, **_kwargs):
    raise _Ran


@FUZZ
@given(st.lists(st.sampled_from(TOKENS) | st.text(max_size=12), max_size=8))
def test_the_command_line_refuses_bad_arguments_in_both_languages(argv):
    import io
    from unittest import mock

    from jocari_edu import cli
    err = io.StringIO()
    start = time.process_time()
    with mock.patch("jocari_edu.analysis.lab.run", _no_run), contextlib.redirect_stderr(err), \
            contextlib.redirect_stdout(io.StringIO()), no_collector():
        try:
            code = cli.main(argv)
        except _Ran:
            _count("cli", "accepted")
            return
    spent = time.process_time() - start
    if spent >= MAX_CPU:  # timed once more, as refused_well does
        start = time.process_time()
        with contextlib.redirect_stderr(io.StringIO()), no_collector():
            cli.main(argv)
        spent = time.process_time() - start
    assert code == cli.EXIT_USAGE and spent < MAX_CPU
    fr, _, en = err.getvalue().partition("\njocari: error: ")
    assert fr.startswith("jocari : erreur : ") and en and len(fr) < MAX_MESSAGE and len(en) < MAX_MESSAGE
    _count("cli", "refused", spent)


@settings(FUZZ, max_examples=max(1, EXAMPLES // 2))
@given(names, rule_sets, anything | st.lists(st.sampled_from(["random", "greedy", "fort", "nobody"]), max_size=3),
       anything | st.integers(-2, 5), anything | st.integers(), option_dicts, anything | st.integers(-1, 4),
       anything | st.sampled_from(["tcp://h:1"]), anything | st.dictionaries(st.sampled_from(["nodes", "x"]), anything))
def test_the_labs_arguments_are_checked_before_anything_is_played(name, rule_set, players, games, seed, options,
                                                                   workers, scheduler, settings):
    from unittest import mock

    from jocari_edu.analysis import lab
    with mock.patch.object(lab, "_local", _no_run), mock.patch.object(lab, "_on_dask", _no_run):
        try:
            call_entry("lab.run", lambda: lab.run(name, rule_set, players=players, games=games, seed=seed,
                                                  options=options, workers=workers, scheduler=scheduler,
                                                  settings=settings))
        except _Ran:
            pass


@FUZZ
@given(names, rule_sets, anything | st.integers(0, 2**32), option_dicts)
def test_simulate_random_game_refuses_what_new_game_refuses(name, rule_set, seed, options):
    from jocari_edu.analysis.simulate import random_game
    game = call_entry("simulate.random_game", lambda: random_game(name, rule_set, seed=seed, options=options))
    if not isinstance(game, BaseException):
        assert game.is_over


@FUZZ
@given(anything | st.sampled_from(["senet-echange", "marelle-moulin", ""]))
def test_an_unknown_teaching_position_is_refused(key):
    from jocari_edu.teaching import position
    call_entry("teaching.position", lambda: position(key))
