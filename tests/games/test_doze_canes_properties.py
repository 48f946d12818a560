"""Doze canes invariants over thousands of seeded random games (hypothesis)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jocari_edu import IllegalMoveError, RecordError, new_game
from jocari_edu.analysis.simulate import random_game
from jocari_edu.games.doze_canes import DozeCanes, enter_move, house_move
from jocari_edu.players import RandomPlayer

SEEDS = st.integers(min_value=0, max_value=2**40)
EVERY_MOVE = [house_move(q) for q in range(1, 5)] + [enter_move(pt) for pt in range(1, 25)]
MAX_THROWS = 400  # the chance that a game lasts longer is below 1e-13 (analysis.doze_canes.turn_distribution)


def check_invariants(game: DozeCanes):
    cells = game.position().split("|")[1]
    assert len(cells) == 6 and set(cells) <= set(".wWbB")  # one colour a point, two pieces at most
    for p in (0, 1):
        on_board = sum(abs(game.content(pt)) for pt in range(1, 25) if game.content(pt) * (1 - 2 * p) > 0)
        assert 0 <= game.in_hand(p) and on_board + game.in_hand(p) == 12  # twelve pieces a side
    assert all(game.content(pt) == 0 for pt in range(1, 25) if pt not in game.house)


def advance(game, player, events):
    for _ in range(events):
        if game.is_over:
            break
        game.roll() if game.awaiting_throw else game.play(player.choose(game))


@settings(max_examples=1500)
@given(seed=SEEDS)
def test_random_games_end_and_keep_the_invariants(seed):
    game = new_game("doze_canes", seed=seed)
    player = RandomPlayer(seed)
    throws = 0
    while not game.is_over:
        if game.awaiting_throw:
            game.roll()
            throws += 1
            assert throws < MAX_THROWS
        else:
            legal = game.legal_moves()
            assert set(legal) == {m for m in EVERY_MOVE if game._judge(m) is None}
            game.play(player.choose(game))
        check_invariants(game)
    assert all(abs(c) == 2 for c in game.cells)


@settings(max_examples=300)
@given(seed=SEEDS)
def test_a_record_replays_to_the_identical_game(seed):
    game = random_game("doze_canes", seed=seed)
    again = DozeCanes.from_json(game.to_json())
    assert again.history == game.history and again.position() == game.position()
    assert again.outcome == game.outcome and again.rng.state == game.rng.state


@settings(max_examples=400)
@given(seed=SEEDS, move=st.sampled_from(EVERY_MOVE), when=st.integers(0, 80))
def test_a_refused_move_changes_nothing_and_judge_agrees_with_the_generator(seed, move, when):
    game = new_game("doze_canes", seed=seed)
    advance(game, RandomPlayer(seed), when)
    while game.awaiting_throw and not game.is_over:
        game.roll()
    if game.is_over:
        return
    assert (game._judge(move) is None) == (move in game.legal_moves())
    if move in game.legal_moves():
        return
    before = (game.position(), list(game.history), game.rng.state, game.dice_status())
    with pytest.raises(IllegalMoveError):
        game.play(move)
    assert (game.position(), list(game.history), game.rng.state, game.dice_status()) == before


@settings(max_examples=300)
@given(seed=SEEDS, when=st.integers(0, 80))
def test_both_orders_of_the_dice_reach_the_same_position(seed, when):
    """Choice D5, over random positions and throws."""
    game = new_game("doze_canes", seed=seed)
    advance(game, RandomPlayer(seed), when)
    while game.awaiting_throw and not game.is_over:
        game.roll()
    if game.phase != "move" or len(game.legal_moves()) < 2:
        return
    first, second = game.legal_moves()
    ends = []
    for order in ((first, second), (second, first)):
        trial = game.copy()
        for move in order:
            if not trial.is_over and move in trial.legal_moves():
                trial.play(move)
        ends.append(trial.position())
    assert ends[0] == ends[1]


@settings(max_examples=200)
@given(seed=SEEDS, data=st.data())
def test_a_corrupted_record_is_refused(seed, data):
    game = random_game("doze_canes", seed=seed)
    rec = game.to_record()
    i = data.draw(st.integers(0, len(rec["events"]) - 1))
    event = rec["events"][i]
    if "move" in event:
        event["move"] = data.draw(st.sampled_from(["Q5", "25", "x", "4-6"]))
    else:
        event["throw"] = data.draw(st.sampled_from([[7, 1], [0, 0], [3]]))
    with pytest.raises(RecordError, match=f"^Étape {i + 1} de la partie : "):
        DozeCanes.from_record(rec)
