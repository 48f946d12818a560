"""Jacquet's levels: whole turns on the kernel, the evaluation's terms on set positions, the search's budget."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jocari_edu import new_game
from jocari_edu.games.jacquet import ACTION_MOVES, Jacquet, turn_ends
from jocari_edu.players import RandomPlayer, make_player, suggest
from jocari_edu.players.base import turns
from jocari_edu.players.jacquet import FINER, JacquetEvaluation, run_ahead
from jocari_edu.players.search import below
from tests.players import FakeClock

SEEDS = st.integers(min_value=0, max_value=2**40)


def positions(seed, bear_off="higher"):
    """Every position of a seeded random game where a checker is to move."""
    game, player = new_game("jacquet", seed=seed, options={"bear_off": bear_off}), RandomPlayer(seed)
    while not game.is_over:
        if game.awaiting_throw:
            game.roll()
            continue
        yield game
        game.play(player.choose(game))


@settings(max_examples=25, deadline=None)
@given(seed=SEEDS, bear_off=st.sampled_from(["higher", "backgammon"]))
def test_the_kernels_whole_turns_are_the_turns_played_on_the_teaching_game(seed, bear_off):
    for game in positions(seed, bear_off):
        state, me = game.clone(), game.to_play
        ends = state.turn_ends()
        # the same turns, in the same order, as the generic search finds by playing on the game
        assert [tuple(ACTION_MOVES[a] for a in acts) for acts, _, _ in ends] == turns(game)
        # each leaves the side the kernel reaches by playing it step by step
        for acts, packed, held in ends:
            s = game.clone()
            for a in acts:
                s.apply_action(a)
            assert (s.packed[me], s.held[me]) == (packed, held)
        # the module function (what the search calls) from a side's ints alone: the same turns
        assert turn_ends(state.packed[me], state.held[me], state.closed, state.dice_left, state.strict) == ends
        # the search's written-out value is the evaluation's weighted terms
        for ev in (JacquetEvaluation(), JacquetEvaluation(weights=(1, 3, 2, 1))):
            sm, st_ = (game.packed[me], game.held[me]), (game.packed[1 - me], game.held[1 - me])
            assert ev.value(*sm, *st_) == pytest.approx(ev.score(game, me))
            assert ev.value(*st_, *sm) == pytest.approx(-ev.score(game, me))


def test_a_throw_that_cannot_be_played_is_one_turn_the_pass():
    # White's courier on 10; Black holds 13 (its talon) and 15 (its courier, on its 3): 5 and 3 are lost.
    game = Jacquet.arrange(white={1: 14, 10: 1}, black={1: 14, 3: 1}, throw=(5, 3))
    state = game.clone()
    assert state.turn_ends() == [((0,), state.packed[0], state.held[0])]
    assert turns(game) == [(game.PASS_MOVE,)]


def test_the_evaluations_terms_on_a_set_position():
    # Black (its own numbering) has its rearmost checkers on its talon, point 1 = White's 13; its courier
    # has gone home. White holds 14, 15, 16 and 18 (ahead of them) and 2, 5 (behind: Black's 14 and 17).
    game = Jacquet.arrange(white={1: 5, 2: 1, 5: 1, 14: 2, 15: 2, 16: 2, 18: 2}, black={1: 10, 20: 5})
    white, black = game.points(0), game.points(1)
    ev = JacquetEvaluation(weights=(1, 3, 2, 1))
    race, walls, barrier, suite = ev.terms(game, 0)
    assert race == game.progress(0) - game.progress(1)
    assert walls == 0  # no courier is running
    # White's points on Black's path past its talon: 14, 15, 16, 18, and 2 and 5 (Black's 14 and 17);
    # Black's past White's talon (White's 1): 8 (Black's 20); White's talon is White's 1 itself.
    assert barrier == 6 - 1
    assert run_ahead(game.held[0], game.packed[1], game.held[1]) == (3, 14, 16)
    assert run_ahead(game.held[1], game.packed[0], game.held[0]) == (1, 20, 20)
    assert suite == 3 - 1
    assert ev.terms(game, 1) == (-race, -walls, -barrier, -suite)
    assert ev.score(game, 0) == pytest.approx(race + 3 * walls + 2 * barrier + suite)
    assert ev.value(game.packed[0], game.held[0], game.packed[1], game.held[1]) == ev.score(game, 0)
    assert set(white) == {1, 2, 5, 14, 15, 16, 18} and set(black) == {1, 20}


def test_the_courier_walled_in_counts_the_squared_points_in_front_of_it():
    # Black's courier on its 5: its next six points are White's 18-23; White holds 19, 20 and 22.
    game = Jacquet.arrange(white={1: 9, 19: 2, 20: 2, 22: 2}, black={1: 14, 5: 1})
    assert JacquetEvaluation().terms(game, 0)[1] == 3 ** 2


def test_a_run_may_pass_from_point_24_to_point_1():
    # White's 23, 24 and 1 follow one another on Black's path (its 11, 12, 13); Black's rear is its 9.
    game = Jacquet.arrange(white={23: 5, 24: 5, 1: 5}, black={9: 15})
    assert run_ahead(game.held[0], game.packed[1], game.held[1]) == (3, 23, 1)


def test_a_turn_left_out_of_the_beam_never_outranks_the_turns_searched_deeper():
    previous = {"a": 10.0, "b": 9.0, "c": 8.5, "d": 8.0}
    # searched one turn deeper, the values drop (the opponent has moved): the others must stay below
    scored = below({"a": 2.0, "b": 3.0}, previous, ["c", "d"])
    assert max(scored, key=scored.get) == "b"
    assert scored["c"] < 2.0 and scored["d"] < scored["c"]


def deciding_position(seed=4):
    game = new_game("jacquet", "breyer", seed=seed)
    while game.awaiting_throw or len(turns(game)) < 8 or game.courier(game.to_play):
        game.roll() if game.awaiting_throw else game.play(game.legal_moves()[0])
    return game


@pytest.mark.parametrize("level,seconds", [("expert", 3.0)])
def test_the_jacquet_levels_stop_when_their_own_clock_says_the_budget_is_spent(level, seconds):
    game = deciding_position()
    clock = FakeClock(step=seconds / 4)
    before = game.position(), len(game.history)
    decision = make_player(level, 1, clock=clock).decide(game)
    assert (game.position(), len(game.history)) == before
    assert decision.turn in turns(game)
    # read every 16 nodes: the search stops at the first reading past its budget
    # (one reading past the budget, one more to time the decision): the expert's 3 s, no more
    assert seconds <= clock.now <= seconds + 2 * clock.step and clock.reads <= 4 + 2
    assert decision.seconds >= seconds


def test_with_time_to_spare_the_expert_looks_three_turns_deep_and_fort_one():
    game = deciding_position()
    assert make_player("fort", 1, clock=FakeClock(step=0.0)).decide(game).depth == 1
    assert make_player("expert", 1, clock=FakeClock(step=0.0)).decide(game).depth == 3


def test_in_the_lab_the_expert_looks_three_turns_deep_as_against_a_person():
    # The lab counts nodes: its budget must let the search see its own next turn after the opponent's
    # answer, as the expert does within its three seconds, else the ladder measures a weaker level.
    for seed in range(3):
        game = deciding_position(seed)
        assert make_player("expert", 1, deterministic=True).decide(game).depth == 3


def test_fort_weighs_the_run_of_points_held_where_moyen_does_not():
    # Over seeded positions, fort's choice differs from moyen's only by the run of points held ("suite"):
    # each time they disagree, fort's turn leaves a run at least as long as moyen's turn does.
    differ = 0
    for seed in range(4):
        for game in positions(seed):
            if game.courier(0) or game.courier(1) or len(turns(game)) < 3:
                continue
            me = game.to_play
            fort = make_player("fort", 1, deterministic=True).decide(game).turn
            moyen = make_player("moyen", 1, deterministic=True).decide(game).turn
            if fort != moyen:
                differ += 1
                assert suite_after(game, fort, me) >= suite_after(game, moyen, me)
    assert differ >= 3


def suite_after(game, turn, me) -> float:
    """The « suite » term (the run of points held, against the opponent's) after ``turn``."""
    for m in turn:
        game.play(m)
    value = JacquetEvaluation(FINER).terms(game, me)[3]
    for _ in turn:
        game.undo()
    return value


def test_the_expert_hint_names_a_run_it_really_extends():
    seen = 0
    for seed in range(6):
        for game in positions(seed):
            if game.courier(0) or game.courier(1) or len(turns(game)) < 3 or len(game.history) % 5:
                continue
            s = suggest(game, "expert", deterministic=True, nodes=2_000)
            if s.reason.code not in ("suite", "suite_gardee"):
                continue
            me = game.to_play
            before = run_ahead(game.held[me], game.packed[1 - me], game.held[1 - me])
            for m in s.turn:
                game.play(m)
            after = run_ahead(game.held[me], game.packed[1 - me], game.held[1 - me])
            for _ in s.turn:
                game.undo()
            n, a, b = after
            assert s.reason.params == {"n": n, "a": a, "b": b}
            assert (n > before[0]) == (s.reason.code == "suite")
            assert n >= 2
            verb = "Allonge la suite tenue" if n > before[0] else "Garde tenue la suite"
            assert s.reason.text() == f"{verb} de {a} à {b} ({n} flèches), devant les pions adverses."
            seen += 1
    assert seen >= 3
