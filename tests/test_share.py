"""A game in a link: the same game comes back, and a damaged link is refused with a reason."""

import base64
import contextlib
import json
import re
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jocari_edu import RecordError, available, game_class, new_game
from jocari_edu.analysis.simulate import random_game
from jocari_edu.games.senet import Senet
from jocari_edu.share import LinkError, from_link, read_link, to_link


@contextlib.contextmanager
def refused_en(pattern):
    """A :class:`RecordError` whose English text matches ``pattern`` (``str()`` is the French one)."""
    with pytest.raises(RecordError) as err:
        yield err
    assert re.search(pattern, err.value.text("en")), err.value.text("en")

SPECS = [(name, rs) for name in available() for rs in game_class(name).RULE_SETS]


def pack(fields) -> str:
    """A link written by hand, exactly as ``to_link`` packs one."""
    data = json.dumps(fields, separators=(",", ":")).encode()
    return "1." + base64.urlsafe_b64encode(zlib.compress(data)).decode().rstrip("=")


def unpack(link: str) -> list:
    packed = link.split(".", 1)[1]
    return json.loads(zlib.decompress(base64.urlsafe_b64decode(packed + "=" * (-len(packed) % 4))))


def same_game(a, b):
    assert (b.name, b.rule_set, b.options, b.seed, b.start) == (a.name, a.rule_set, a.options, a.seed, a.start)
    assert b.position() == a.position()
    assert b.moves_notation() == a.moves_notation()
    assert [e.by for e in b.history] == [e.by for e in a.history]


@settings(max_examples=25, deadline=None)
@given(spec=st.sampled_from(SPECS), seed=st.integers(0, 10_000), cut=st.integers(0, 400))
def test_a_link_brings_back_the_same_game_at_the_same_position(spec, seed, cut):
    whole = random_game(*spec, seed=seed)
    game = new_game(*spec, seed=seed)
    for event in whole.history[:cut]:
        game.play(event.value) if event.kind == "move" else game.roll()
    same_game(game, from_link(to_link(game)))


def test_throws_given_by_hand_and_an_arranged_start_travel_too():
    game = Senet.arrange("jequier", white=[12, 20], black=[15, 16], off=(3, 3))
    game.roll(3)
    game.play(game.legal_moves()[0])
    back = from_link(to_link(game))
    same_game(game, back)
    assert back.history[0].by == "hand"


def test_a_link_is_short_and_safe_in_an_address():
    game = random_game("jacquet", seed=4)
    link = to_link(game)
    assert len(link) * 4 < len(game.to_json())
    assert set(link) <= set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_.")


@pytest.mark.parametrize("name, rule_set", SPECS)
def test_no_move_notation_looks_like_a_throw_in_a_link(name, rule_set):
    for seed in range(5):
        game = new_game(name, rule_set, seed=seed)
        for _ in range(5_000):  # a fixed choice may go round in circles (Piccione's split throws): enough steps
            if game.is_over:
                break
            if game.awaiting_throw:
                game.roll()
                continue
            assert not any(str(m).startswith(("*", "=")) for m in game.legal_moves())
            game.play(game.legal_moves()[seed % len(game.legal_moves())])


def test_an_altered_move_is_refused_by_the_rules():
    game = new_game("senet", "standard", seed=2)
    game.roll(1)
    game.play(game.legal_moves()[0])
    fields = unpack(to_link(game))
    fields[5][1] = "2-3"  # a pawn of the other side
    with pytest.raises(RecordError) as err:
        from_link(pack(fields))
    assert err.value.index == 1
    assert err.value.text("fr") == "Étape 2 de la partie : Le pion de la case 2 appartient à l'adversaire."
    assert str(err.value) == err.value.text("fr")  # French first, wherever it is shown
    assert err.value.text("en").startswith("entry 2: ")


def test_an_altered_position_is_caught():
    game = random_game("marelle", "modern", seed=1, max_events=10_000)
    fields = unpack(to_link(game))
    fields[5] = fields[5][:-1]  # a truncated event list, position kept
    with refused_en("position"):
        from_link(pack(fields))


@pytest.mark.parametrize("link", [
    "", "1.", "1.@@@@", "1.AAAA", "1." + "A" * 50, pack({"game": "senet"}), pack([1, 2, 3]),
    pack(["senet", "standard", {}, 1, None, "not a list", ""]),
    pack(["senet", "standard", {}, 1, None, ["*x"], ""]),
    pack(["senet", "standard", {}, 1, None, [7], ""]),
])
def test_a_damaged_link_gets_a_french_reason(link):
    with pytest.raises(LinkError) as err:
        from_link(link)
    assert err.value.text("fr") == "Ce lien de partie est abîmé ou incomplet : il ne se lit pas."
    assert err.value.text("en").startswith("This game link is damaged")


def test_a_link_from_another_version_says_so():
    with pytest.raises(LinkError) as err:
        from_link("2.abc")
    assert err.value.text("fr") == "Ce lien de partie vient d'une autre version du site (version « 2 »)."


def test_an_unknown_game_or_rule_set_is_a_record_error():
    with pytest.raises(RecordError):
        from_link(pack(["go", "standard", {}, 1, None, [], ""]))
    with pytest.raises(RecordError):
        from_link(pack(["senet", "egyptian", {}, 1, None, [], ""]))


def test_a_tiny_link_cannot_unpack_into_a_huge_text():
    bomb = "1." + base64.urlsafe_b64encode(zlib.compress(b"[" + b" " * (3 << 20) + b"]", 9)).decode().rstrip("=")
    assert len(bomb) < 5000
    with pytest.raises(LinkError):
        from_link(bomb)


def test_not_a_text_is_refused():
    with pytest.raises(LinkError):
        from_link(None)


def test_a_link_carries_the_boards_settings_back():
    game = random_game("marelle", "modern", seed=3, max_events=10_000)
    settings = {"opponent": "fort", "pace": "fast", "numbers": False, "classroom": True, "teacher": False}
    back, again = read_link(to_link(game, settings))
    same_game(game, back)
    assert again == settings
    same_game(game, from_link(to_link(game, settings)))  # the game alone, as before


def test_an_older_link_without_settings_still_opens():
    game = random_game("senet", "jequier", seed=8)
    fields = unpack(to_link(game))
    assert len(fields) == 7  # what the site's first links held
    back, settings = read_link(pack(fields))
    same_game(game, back)
    assert settings == {}


@pytest.mark.parametrize("settings", [
    "fort", [], {"opponent": 3}, {"numbers": 1}, {"teacher": "yes"}, {"colour": "red"}, {"pace": None},
])
def test_settings_of_the_wrong_shape_are_refused(settings):
    fields = unpack(to_link(new_game("senet", "standard", seed=1)))
    with pytest.raises(LinkError) as err:
        read_link(pack([*fields, settings]))
    assert err.value.text("fr") == "Ce lien de partie est abîmé ou incomplet : il ne se lit pas."
