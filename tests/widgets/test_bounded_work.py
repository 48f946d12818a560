"""Work per board message is bounded whatever the record: the review yields after a bounded piece, an answer
stays small, a record is bounded by what a real game needs (#37)."""

from __future__ import annotations

import importlib
import json
from collections import Counter

import pytest

from jocari_edu import RecordError, load_record, new_game
from jocari_edu.analysis.review import EVENTS_PER_STEP, review_steps
from jocari_edu.core.limits import MAX_EVENTS, MAX_RECORD_CHARS
from jocari_edu.share import MAX_CHARS, to_link
from jocari_edu.widgets.controller import MOVES_SHOWN, BoardController
from jocari_edu.widgets.live import LiveBoard

review_module = importlib.import_module("jocari_edu.analysis.review")  # (the package exports a function review)


def throws_only(n: int):
    """A legal record of ``n`` throws and no move: Jacquet's opening throw, tied again and again."""
    g = new_game("jacquet", seed=1)
    for _ in range(n):
        g.roll(3)
    return g


def test_a_record_of_throws_only_is_reviewed_a_bounded_piece_at_a_time(monkeypatch):
    game = throws_only(600)
    work: Counter = Counter()
    cls = type(game)
    for name in ("replay_event", "undo"):
        real = getattr(cls, name)
        monkeypatch.setattr(cls, name, lambda self, *a, _real=real, _n=name: (work.update([_n]), _real(self, *a))[1])
    real_chances = review_module.chances_for
    monkeypatch.setattr(review_module, "chances_for", lambda *a, **k: (work.update(["chances"]), real_chances(*a, **k))[1])
    steps = review_steps(game)
    pieces, worst = 0, 0
    while True:
        work.clear()
        try:
            next(steps)
        except StopIteration as done:
            result = done.value
            break
        pieces += 1
        worst = max(worst, work["replay_event"] + work["undo"], work["chances"])
    assert result.decisions == () and len(result.throws) == 600
    assert pieces >= 600 and worst <= EVENTS_PER_STEP


def test_analyse_on_a_record_of_throws_only_answers_step_by_step_with_small_answers():
    board = LiveBoard(BoardController(new_game("jacquet")))
    answer = json.loads(board.handle_json(json.dumps({"type": "load", "json": throws_only(3_000).to_json()})))
    assert answer["view"]["history_total"] == 3_000
    sizes, messages = [], 0
    message = {"type": "analysis", "action": "open"}
    while True:
        text = board.handle_json(json.dumps(message))
        sizes.append(len(text))
        messages += 1
        if json.loads(text)["view"]["analysis"]["state"] == "done":
            break
        message = {"type": "analysis", "action": "step"}
    assert messages > 1  # the work was split between messages (each within ANALYSIS_STEP_SECONDS)
    assert max(sizes) < 100_000


def test_a_long_game_lists_its_latest_steps_and_says_how_many_came_before():
    c = BoardController(throws_only(1_000), lang="fr")
    view = c.view()
    assert len(view["history"]) == MOVES_SHOWN and view["history_total"] == 1_000
    assert len(view["moves"]) == MOVES_SHOWN + 1 and view["moves"][0].startswith("… 900 étapes plus tôt")
    assert view["moves"][-1] == c.view()["moves"][-1] and "(3)" in view["moves"][-1]
    short = BoardController(throws_only(3)).view()
    assert short["history"] == ["(3)"] * 3 and len(short["moves"]) == 3


def test_a_record_past_the_events_limit_is_refused_before_it_is_replayed():
    record = throws_only(10).to_record()
    record["events"] = record["events"][:1] * (MAX_EVENTS + 1)
    record["length"] = MAX_EVENTS + 1
    with pytest.raises(RecordError, match="au plus"):
        load_record(record)


def test_a_game_of_the_events_limit_fits_in_a_record_and_in_a_link():
    game = throws_only(MAX_EVENTS)
    assert len(game.to_json()) <= MAX_RECORD_CHARS
    assert len(to_link(game)) <= MAX_CHARS
