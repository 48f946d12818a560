"""The review values turns on the rules kernels (#37): the same turns, positions, search values and figures as
the teaching game's walk, the position texts and the levels' alpha-beta it replaced."""

from __future__ import annotations

import importlib
import math
import random

import pytest

from jocari_edu.analysis import chances
from jocari_edu.analysis.chances import game_turns, marelle_chances, marelle_search
from jocari_edu.analysis.review import review
from jocari_edu.games import new_game
from jocari_edu.games.marelle import ADJ, FULL, MILLS
from jocari_edu.players.base import Budget, play_turn, turns, undo_turn
from jocari_edu.players.marelle import MarelleEvaluation
from jocari_edu.players.search import AlphaBeta

SENET = [("senet", r) for r in ("standard", "jequier", "kendall", "bell", "piccione")]
MARELLE = [("marelle", "breyer"), ("marelle", "modern")]
review_module = importlib.import_module("jocari_edu.analysis.review")  # the module, not the function


def random_game(name, rule_set, seed, events):
    """A seeded random game of ``events`` events at most (each step chosen by its own generator)."""
    game, pick = new_game(name, rule_set, seed=seed), random.Random(seed).random
    while not game.is_over and len(game.history) < events:
        if game.awaiting_throw:
            game.roll()
        else:
            moves = game.legal_moves()
            game.play(moves[int(pick() * len(moves))])
    return game


def decisions(name, rule_set, seed, events):
    """Each position of a seeded random game where a move is due (the game itself, stepped through)."""
    record = random_game(name, rule_set, seed, events).history
    game = new_game(name, rule_set, seed=seed)
    for event in list(record):
        if not game.is_over and not game.awaiting_throw:
            yield game
        game.replay_event(event)


@pytest.mark.parametrize(("name", "rule_set"), SENET + MARELLE)
def test_a_kernels_position_key_tells_apart_exactly_the_positions_its_text_does(name, rule_set):
    key = type(new_game(name, rule_set)).position_key
    by_text, by_key = {}, {}
    for seed in range(4):
        for game in decisions(name, rule_set, seed, 300):
            for move in list(game.legal_moves()):
                game.play(move)
                text, k = game.position(), key(game.state)
                assert by_text.setdefault(text, k) == k, text
                assert by_key.setdefault(k, text) == text, text
                game.undo()
    assert len(by_text) > 100


@pytest.mark.parametrize(("name", "rule_set"), SENET + MARELLE)
def test_the_turns_walked_on_the_kernel_are_the_teaching_games_turns_in_order(name, rule_set):
    compared = 0
    for seed in range(3):
        for game in decisions(name, rule_set, seed, 300):
            before = game.position()
            assert game_turns(game) == turns(game)
            assert game.position() == before  # the kernel walked back where it was
            compared += 1
    assert compared > 50


def test_la_marelles_terms_count_the_boards_lines_and_neighbours():
    """The evaluation's terms read from the kernel's masks, checked against a count along MILLS and ADJ."""
    evaluation = MarelleEvaluation()

    def counted(own, opp, empty):
        threats = sum(1 for line in MILLS if (own & line).bit_count() == 2 and empty & line)
        free = [(ADJ[p] & empty).bit_count() for p in range(24) if own >> p & 1]
        return threats, sum(free), sum(1 for f in free if not f)

    checked = 0
    for name, rule_set in MARELLE:
        for seed in range(3):
            for game in decisions(name, rule_set, seed, 400):
                state = game.state
                for me in (0, 1):
                    own, opp = (state.white, state.black) if me == 0 else (state.black, state.white)
                    empty = FULL ^ own ^ opp
                    terms = evaluation.terms(game, me)
                    (t_m, s_m, b_m), (t_t, s_t, b_t) = counted(own, opp, empty), counted(opp, own, empty)
                    assert terms[2] == t_m - t_t
                    if not any(state.hand) and not (state.flies(0) or state.flies(1)):
                        assert terms[3:] == (s_m - s_t, b_m - b_t)
                        checked += 1
    assert checked > 100


@pytest.mark.parametrize(("name", "rule_set"), MARELLE)
def test_the_search_on_the_kernel_values_as_the_levels_alpha_beta_on_the_teaching_game(name, rule_set):
    compared = 0
    for seed in (1, 2):
        for k, game in enumerate(decisions(name, rule_set, seed, 250)):
            if k % 4:
                continue
            values = {}
            for plies in (1, 2):
                levels = AlphaBeta(MarelleEvaluation(), random.Random(0).random)
                values[plies] = levels.negamax(game, plies, -math.inf, math.inf, Budget(None, None, clock=None))
                kernel = marelle_search()
                assert kernel.negamax(game.state.clone(), plies, -math.inf, math.inf) == values[plies]
            search = marelle_search()
            full = search.best_reply(game.state.clone())
            assert full == values[1]
            # within a bound: the exact value below it, else an answer that reaches it
            for bound in (full - 1.0, full, full + 1.0):
                bounded = search.best_reply(game.state.clone(), bound)
                assert bounded >= bound if full >= bound else bounded == full
            compared += 1
    assert compared > 20


def reference_marelle_review(game):
    """Each decision's (index, best score, options, after score, loss), valued as before #37's kernel search:
    the teaching game's turns, each valued by the levels' AlphaBeta on the teaching game, one turn deep."""
    evaluation, rule_set = MarelleEvaluation(), game.rule_set

    def value(g):  # the mover's score after its turn
        if g.is_over:
            return 0.5 if g.winner is None else float(g.winner == mover)
        v = AlphaBeta(evaluation, random.Random(0).random).negamax(g, 1, -math.inf, math.inf,
                                                                   Budget(None, None, clock=None))
        w, d, lo = marelle_chances(v, rule_set)
        return lo + 0.5 * d if g.to_play != mover else w + 0.5 * d

    found = []
    g = new_game(game.name, rule_set, seed=game.seed)
    events, i = list(game.history), 0
    while i < len(events):
        if events[i].kind == "throw":
            g.replay_event(events[i])
            i += 1
            continue
        mover, start = g.to_play, i
        scores = []
        for turn in turns(g):
            play_turn(g, turn)
            scores.append(value(g))
            undo_turn(g, turn)
        while i < len(events) and events[i].kind == "move":
            g.replay_event(events[i])
            i += 1
            if g.is_over or g.to_play != mover:
                break
        after = value(g)
        best = max(max(scores), after)
        found.append((start, best, len(scores), after, max(0.0, 100.0 * (best - after))))
    return found


@pytest.mark.parametrize(("name", "rule_set"), MARELLE)
def test_a_marelle_review_gives_the_figures_of_the_levels_search_on_the_teaching_game(name, rule_set):
    game = random_game(name, rule_set, seed=5, events=90)
    result = review(game)
    expected = reference_marelle_review(game)
    got = [(d.index, d.best_chances.score, d.options, d.after.score, d.loss) for d in result.decisions]
    assert [e[0] for e in got] == [e[0] for e in expected]
    for (index, best, options, after, loss), e in zip(got, expected, strict=True):
        assert (options, after) == (e[2], pytest.approx(e[3], abs=1e-12)), index
        assert best == pytest.approx(e[1], abs=1e-8) and loss == pytest.approx(e[4], abs=1e-6), index
    assert any(d.loss >= 0.5 for d in result.decisions)  # a random game has costly moves to mark


@pytest.mark.parametrize(("name", "rule_set"), SENET + [("jacquet", None), ("doze_canes", None)])
def test_one_estimate_kept_through_the_review_gives_the_figures_of_a_fresh_one_at_each_question(
        name, rule_set, monkeypatch):
    game = random_game(name, rule_set, seed=3, events=200)
    kept = review(game).to_dict()
    monkeypatch.setattr(review_module, "estimator", lambda g, depth: None)  # every question its own estimate
    assert review(game).to_dict() == kept
    assert len(kept["decisions"]) > 10 and any(t["change"] for t in kept["throws"])


def test_the_bounded_best_turn_is_the_first_of_the_best_of_all_turns_valued():
    compared = 0
    for name, rule_set in MARELLE:
        for k, game in enumerate(decisions(name, rule_set, 7, 200)):
            if k % 3:
                continue
            options = chances.move_chances(game)
            assert chances.best_turn(game) == chances.first_best(options)
            compared += 1
    assert compared > 20
