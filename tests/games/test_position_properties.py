"""Every game's position text holds the whole position: read back, it plays as the game it was written from.

At every step of seeded random games of every rule set of every game, ``from_position(g.position())`` gives
the same legal moves as ``g``, and the same next state after each of them and after each throw at a chance
node: the same text, legal moves, throws, outcome and recorded effects.  So no field that changes what may be
played is left out of the text (Kendall's pawn bound to move first and the opening's imposed move were, #36),
which the searches rely on when they key positions by their text.

One thing is history, not position: La Marelle's draw by repetition (M7) counts the positions the game went
through since the last take, and its text leaves them out, as chess's FEN does (python-chess counts
repetitions from its move stack).  A game read back counts afresh, so the one next state allowed to differ is
a draw by repetition that the game played reaches and the game read back, in the same position, does not.
"""

import random

import pytest

from jocari_edu.games import REGISTRY, game_class, new_game

RULE_SETS = [(e.name, r) for e in REGISTRY for r in game_class(e.name).RULE_SETS]
GAMES = 24  # seeded random games a rule set (a few hundred in all)
MAX_STEPS = 400  # each game's first steps: a long random game repeats its middle


def seen(game) -> tuple:
    """What a player sees of ``game`` now: the position, the legal moves, the throws due, how it ended."""
    outcome = game.outcome
    throws = game.throw_outcomes() if game.awaiting_throw else ()
    return (game.position(), [str(m) for m in game.legal_moves()], tuple(throws),
            None if outcome is None else (outcome.winner, outcome.kind, outcome.points))


def next_states(game) -> list:
    """What is seen after each legal move (with what the move did) and after each possible throw, in order."""
    found = []
    for move in list(game.legal_moves()):
        game.play(move)
        found.append((str(move), game.state.effects, seen(game)))
        game.undo()
    if game.awaiting_throw:
        for throw, _ in game.throw_outcomes():
            game.roll(*throw)
            found.append((throw, (), seen(game)))
            game.undo()
    return found


def counted_afresh(read_back: tuple, played: tuple) -> bool:
    """Is ``played`` a draw by repetition (M7) that ``read_back``, the same step in the same position, is not?"""
    step, effects, (text, _, throws, outcome) = played
    if outcome is None or outcome[1] != "repetition":
        return False
    again_step, again_effects, (again_text, _, again_throws, again_outcome) = read_back
    return (again_step == step and again_outcome is None and again_throws == throws
            and again_effects + effects[-1:] == effects
            and again_text.replace("|play|", "|repetition|", 1) == text)


def test_every_rule_set_of_every_game_is_played_here():
    assert {name for name, _ in RULE_SETS} == {e.name for e in REGISTRY}
    assert len(RULE_SETS) >= 9


@pytest.mark.parametrize(("name", "rule_set"), RULE_SETS, ids=[f"{n}-{r}" for n, r in RULE_SETS])
def test_a_position_read_back_from_its_text_plays_as_the_game_it_was_written_from(name, rule_set):
    cls = game_class(name)
    steps = 0
    for seed in range(GAMES):
        game, pick = new_game(name, rule_set, seed=seed), random.Random(seed).choice
        for _ in range(MAX_STEPS):
            text = game.position()
            again = cls.from_position(text, rule_set, options=game.options)
            assert seen(again) == seen(game), text
            after, again_after = next_states(game), next_states(again)
            assert len(again_after) == len(after), text
            for read_back, played in zip(again_after, after, strict=True):
                assert read_back == played or counted_afresh(read_back, played), text
            steps += 1
            if game.is_over:
                break
            if game.awaiting_throw:
                game.roll()
            else:
                game.play(pick(game.legal_moves()))
    assert steps >= 1_000
