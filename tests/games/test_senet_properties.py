"""Senet invariants over thousands of seeded random games (hypothesis), under every registered reading."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jocari_edu import IllegalMoveError, new_game
from jocari_edu.analysis.simulate import random_game
from jocari_edu.games.senet import OFF, RULE_SETS, WATER_LANDINGS, Senet, SenetMove
from jocari_edu.players import RandomPlayer

SEEDS = st.integers(min_value=0, max_value=2**40)
MAX_EVENTS = 20_000  # measured: the longest of 10,000 random Jéquier games has ~4,000 events
READINGS = sorted(RULE_SETS)


def check_invariants(game: Senet):
    pieces, board = game.variant.pieces, game.board
    squares = board[1:31]
    for p in (0, 1):
        on_board = [sq for sq, c in enumerate(squares, 1) if c == p]
        assert game.pawns(p) == on_board  # the side's squares agree with the board
        assert len(on_board) + game.off[p] + game.taken[p] == pieces  # the rule set's pawns a side (Bell: some taken)
    assert len(board) == 31 and set(squares) <= {-1, 0, 1}  # thirty squares, one pawn per square at most
    if WATER_LANDINGS[game.variant.water_landing].land is not None:
        assert game.board[game.variant.water_square] == -1  # nobody stays in water that sends pawns away


@pytest.mark.parametrize("rule_set", READINGS)
@settings(max_examples=1500)
@given(seed=SEEDS)
def test_random_games_end_within_the_bound_and_keep_the_invariants(rule_set, seed):
    game = new_game("senet", rule_set, seed=seed)
    player = RandomPlayer(seed)
    events = 0
    while not game.is_over:
        if game.awaiting_throw:
            game.roll()
        else:
            game.play(player.choose(game))
        check_invariants(game)
        events += 1
        assert events < MAX_EVENTS
    pieces = game.variant.pieces
    if game.variant.ending == "last_pawn_off":
        assert game.off[game.winner] == pieces and game.off[1 - game.winner] < pieces
    else:  # Bell: the board is empty, and the side with more pawns off wins (equal: a draw)
        assert game.pawns(0) == game.pawns(1) == []
        a, b = game.off
        assert game.winner == (None if a == b else 0 if a > b else 1)


@pytest.mark.parametrize("rule_set", READINGS)
@settings(max_examples=300)
@given(seed=SEEDS)
def test_a_record_replays_to_the_identical_game(rule_set, seed):
    game = random_game("senet", rule_set, seed=seed)
    again = Senet.from_json(game.to_json())
    assert again.history == game.history and again.position() == game.position()
    assert again.outcome == game.outcome and again.rng.state == game.rng.state


@pytest.mark.parametrize("rule_set", READINGS)
@settings(max_examples=300)
@given(seed=SEEDS, src=st.integers(1, 30), dst=st.sampled_from(list(range(1, 31)) + [OFF]), when=st.integers(0, 400))
def test_an_illegal_move_leaves_the_game_unchanged(rule_set, seed, src, dst, when):
    game = new_game("senet", rule_set, seed=seed)
    player = RandomPlayer(seed)
    for _ in range(when):
        if game.is_over:
            break
        game.roll() if game.awaiting_throw else game.play(player.choose(game))
    while game.awaiting_throw and not game.is_over:
        game.roll()
    move = SenetMove(src, dst)
    if game.is_over or move in game.legal_moves():
        return
    before = (game.position(), list(game.history), game.rng.state)
    with pytest.raises(IllegalMoveError):
        game.play(move)
    assert (game.position(), list(game.history), game.rng.state) == before


@pytest.mark.parametrize("rule_set", READINGS)
@settings(max_examples=200)
@given(seed=SEEDS, data=st.data())
def test_a_corrupted_record_is_refused(rule_set, seed, data):
    """Any single altered event makes the record refused, never silently loaded."""
    from jocari_edu import RecordError

    game = random_game("senet", rule_set, seed=seed)
    rec = game.to_record()
    i = data.draw(st.integers(0, len(rec["events"]) - 1))
    event = rec["events"][i]
    if "move" in event:
        original = event["move"]
        event["move"] = data.draw(st.sampled_from(["1-2", "30-off", "pass", "12-", "x", "5-9"]).filter(lambda m: m != original))
    else:
        event["throw"] = [data.draw(st.integers(0, 7).filter(lambda v: [v] != event["throw"]))]
    with pytest.raises(RecordError) as err:
        Senet.from_record(rec)
    # refused at the altered entry, or later if the altered move was legal too (then the
    # game diverges and a later entry, or the final position check, fails)
    assert err.value.index is not None and err.value.index >= i
