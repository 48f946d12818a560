"""Jacquet invariants over thousands of seeded random games (hypothesis)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jocari_edu import IllegalMoveError, RecordError, new_game
from jocari_edu.analysis.simulate import random_game
from jocari_edu.games.jacquet import (
    ACTION_MOVES,
    OFF,
    PASS,
    Jacquet,
    JacquetMove,
    action_of,
    rules,
    side_after,
    to_abs,
)
from jocari_edu.players import RandomPlayer

SEEDS = st.integers(min_value=0, max_value=2**40)
BEAR_OFF = ["higher", "backgammon"]
MAX_EVENTS = 5_000  # measured: the longest of 3,000 random games has 370 events


def game_for(seed, bear_off="higher"):
    return new_game("jacquet", seed=seed, options={"bear_off": bear_off}), RandomPlayer(seed)


def step(game, player):
    game.roll() if game.awaiting_throw else game.play(player.choose(game))


def check_invariants(game: Jacquet):
    for p in (0, 1):
        assert sum(game.points(p).values()) + game.off[p] == 15  # every checker accounted for
    white = {to_abs(0, q) for q in game.points(0)}
    black = {to_abs(1, q) for q in game.points(1)}
    assert not white & black  # no point holds both colours


@pytest.mark.parametrize("bear_off", BEAR_OFF)
@settings(max_examples=400)
@given(seed=SEEDS)
def test_random_games_end_keep_every_checker_and_never_hit(bear_off, seed):
    game, player = game_for(seed, bear_off)
    events = 0
    while not game.is_over:
        mover = game.to_play
        opponent = game.points(1 - mover)
        step(game, player)
        assert game.points(1 - mover) == opponent  # a move never touches the opponent's checkers
        check_invariants(game)
        events += 1
        assert events < MAX_EVENTS
    out = game.outcome
    assert 1 <= out.points <= 4
    if out.kind != "courier_blocked":
        assert game.off[out.winner] == 15 and game.off[1 - out.winner] < 15


def single_steps(game, side, dice):
    """Every single step the rules allow, forced play aside (the kernel's own step rules)."""
    return [ACTION_MOVES[a] for a in rules.single_steps(*side, game.closed, dice, game.strict)] if dice else []


def most_dice(game, side, dice):
    """Brute force, no memo: the most dice any sequence of single steps can use."""
    best = 0
    for move in single_steps(game, side, dice):
        rest = list(dice)
        rest.remove(move.die)
        best = max(best, 1 + most_dice(game, side_after(*side, action_of(move)), tuple(rest)))
    return best


@settings(max_examples=60)
@given(seed=SEEDS)
def test_every_turn_plays_as_many_dice_as_possible_and_the_larger_when_only_one(seed):
    game, player = game_for(seed)
    while not game.is_over:
        if not game.awaiting_throw:
            side = game.packed[game.to_play], game.held[game.to_play]
            dice = game.dice_left
            required = most_dice(game, side, dice)
            played = []
            while not game.is_over and not game.awaiting_throw:
                move = player.choose(game)
                game.play(move)
                played.append(move)
            if played == [PASS]:
                assert required == 0
            elif not game.is_over:
                assert len(played) == required
                if required == 1 and len(dice) == 2 and dice[0] != dice[1] and any(
                        m.die == dice[0] for m in single_steps(game, side, dice)):
                    assert played[0].die == dice[0]
            continue
        game.roll()


def candidates(game):
    """Every step the notation can write from any point, off with any die, and the pass."""
    found = [PASS]
    for src in range(1, 25):
        found += [JacquetMove(src, dst, dst - src) for dst in range(max(1, src - 2), min(24, src + 13) + 1)]
        found += [JacquetMove(src, OFF, d) for d in range(1, 7)]
    return found


@pytest.mark.parametrize("bear_off", BEAR_OFF)
@settings(max_examples=12)
@given(seed=SEEDS)
def test_judge_accepts_exactly_the_generated_moves(bear_off, seed):
    game, player = game_for(seed, bear_off)
    states = 0
    while not game.is_over:
        if not game.awaiting_throw and states % 3 == 0:
            legal = set(game.legal_moves())
            for move in candidates(game):
                assert (game._judge(move) is None) == (move in legal), (game.position(), move)
        states += not game.awaiting_throw
        step(game, player)


@pytest.mark.parametrize("bear_off", BEAR_OFF)
@settings(max_examples=150)
@given(seed=SEEDS)
def test_a_record_replays_to_the_identical_game(bear_off, seed):
    game = random_game("jacquet", seed=seed, options={"bear_off": bear_off})
    again = Jacquet.from_json(game.to_json())
    assert again.history == game.history and again.position() == game.position()
    assert again.outcome == game.outcome and again.rng.state == game.rng.state


@settings(max_examples=300)
@given(seed=SEEDS, src=st.integers(1, 24), dst=st.integers(1, 25), die=st.integers(1, 6), when=st.integers(0, 300))
def test_an_illegal_move_leaves_the_game_unchanged(seed, src, dst, die, when):
    game, player = game_for(seed)
    for _ in range(when):
        if game.is_over:
            break
        step(game, player)
    while game.awaiting_throw and not game.is_over:
        game.roll()
    move = JacquetMove(src, dst, die if dst == OFF else dst - src)
    if game.is_over or move in game.legal_moves():
        return
    before = (game.position(), list(game.history), game.rng.state, game.dice_left, game.last)
    with pytest.raises(IllegalMoveError):
        game.play(move)
    assert (game.position(), list(game.history), game.rng.state, game.dice_left, game.last) == before


@settings(max_examples=100)
@given(seed=SEEDS, data=st.data())
def test_a_corrupted_record_is_refused(seed, data):
    """Any single altered event is refused at that entry or detected at the end, never silently accepted."""
    game = random_game("jacquet", seed=seed)
    rec = game.to_record()
    i = data.draw(st.integers(0, len(rec["events"]) - 1))
    event = rec["events"][i]
    if "move" in event:
        event["move"] = data.draw(st.sampled_from(["1-2", "24-off", "pass", "13-", "x", "10-15", "20-off/6"])
                                  .filter(lambda m: m != event["move"]))
    else:
        event["throw"] = data.draw(st.sampled_from([[0], [7], [1], [6, 6], [2, 1], [3, 9]])
                                   .filter(lambda t: t != event["throw"]))
    with pytest.raises(RecordError) as err:
        Jacquet.from_record(rec)
    assert err.value.index is not None and err.value.index >= i  # another legal move may only fail later


def sums(game):
    """Every step the notation can write from the mover's checkers whose distance is a sum of dice, not one die."""
    dice = game.dice_left
    totals = {sum(dice[:k]) for k in range(2, len(dice) + 1)} | {sum(dice[::-1][:k]) for k in range(2, len(dice) + 1)}
    return [JacquetMove(src, src + t, t) for src in game.points(game.to_play) for t in totals
            if src + t <= 24 and t not in dice]


@pytest.mark.parametrize("bear_off", BEAR_OFF)
@settings(max_examples=30)
@given(seed=SEEDS)
def test_a_sum_refused_suggests_only_paths_legal_step_by_step(bear_off, seed):
    """The refusal of a sum moved in one go offers ways to play it die by die: each must be legal when played;
    when it offers none, the points it names are held and every way to the sum stops on one of them."""
    game, player = game_for(seed, bear_off)
    while not game.is_over:
        if not game.awaiting_throw:
            for move in sums(game):
                reason = game.why(move)
                if reason.code == "sum_steps":
                    for path in reason.params["paths"]:
                        assert path[0].src == move.src and path[-1].dst == move.dst
                        for step_ in path:
                            assert step_ in game.legal_moves(), (game.position(), move, path)
                            game.play(step_)
                        for _ in path:
                            game.undo()
                elif reason.code == "sum_held":
                    held = set(reason.params["points"])
                    assert all(str(q) in reason.text() for q in held)
                    opponent = {to_abs(1 - game.to_play, q) for q in game.points(1 - game.to_play)}
                    assert {to_abs(game.to_play, q) for q in held} <= opponent
                    dice = game.dice_left
                    for order in {dice, dice[::-1]}:
                        stops = [move.src + sum(order[:k]) for k in range(1, len(order) + 1)]
                        if move.dst in stops:
                            assert set(stops[:stops.index(move.dst) + 1]) & held
                else:  # the courier must move first, or (never met) an open path the forced play refuses
                    assert reason.code in ("courier_first", "no_die"), reason.code
        step(game, player)


def sources(state, low, held, die):
    return rules.step_sources(low, held, state.closed, die, state.strict)


@pytest.mark.parametrize("bear_off", BEAR_OFF)
@settings(max_examples=40)
@given(seed=SEEDS)
def test_a_step_takes_no_other_source_away(bear_off, seed):
    """What legal_steps relies on to skip its search (see rules.step_sources): after a step from s, each die has at
    least as many sources as it had besides s."""
    game, player = game_for(seed, bear_off)
    while not game.is_over:
        if not game.awaiting_throw:
            state = game.state
            me = state.player
            low, high, held = state.low[me], state.high[me], state.held[me]
            before = [sources(state, low, held, w) for w in range(7)]
            for die in range(1, 7):
                for action in rules.single_steps(low, held, state.closed, (die,), state.strict):
                    lo, _, h = rules.words_after(low, high, held, action)
                    kept = ~(1 << (action & 31))
                    for w in range(1, 7):
                        assert sources(state, lo, h, w).bit_count() >= (before[w] & kept).bit_count(), \
                            (game.position(), action, w)
        step(game, player)


def searched_steps(state, low, high, held, dice):
    """legal_steps without its shortcut: every sequence searched (brute force, no memo)."""
    def most(low, high, held, dice):
        best = 0
        for a in rules.single_steps(low, held, state.closed, dice, state.strict) if dice else ():
            rest = list(dice)
            rest.remove(a >> 5)
            best = max(best, 1 + most(*rules.words_after(low, high, held, a), tuple(rest)))
        return best

    steps = rules.single_steps(low, held, state.closed, dice, state.strict)
    reach = {}
    for a in steps:
        rest = list(dice)
        rest.remove(a >> 5)
        reach[a] = 1 + most(*rules.words_after(low, high, held, a), tuple(rest))
    top = max(reach.values(), default=0)
    moves = tuple(a for a in steps if reach[a] == top)
    larger = rules.larger_die(dice, top)
    if larger:
        moves = tuple(a for a in moves if a >> 5 == larger) or moves
    return moves, top


@pytest.mark.parametrize("bear_off", BEAR_OFF)
@settings(max_examples=25)
@given(seed=SEEDS)
def test_legal_steps_are_those_of_the_whole_search(bear_off, seed):
    game, player = game_for(seed, bear_off)
    while not game.is_over:
        if not game.awaiting_throw:
            state = game.state
            me = state.player
            side = state.low[me], state.high[me], state.held[me]
            assert state.legal_steps(*side, state.dice_left) == searched_steps(state, *side, state.dice_left)
        step(game, player)
