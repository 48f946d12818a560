"""Stateful fuzzing of a site board (#37): any sequence of messages, hostile links and records included,
leaves a live board whose answers stay small; a refused message changes nothing."""

from __future__ import annotations

import json

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from jocari_edu import new_game
from jocari_edu.share import to_link
from jocari_edu.widgets.live import open_board


def _throws(n: int) -> str:
    g = new_game("jacquet", seed=2)
    for _ in range(n):
        g.roll(3)
    return g.to_json()


RECORDS = [_throws(400), "\ufeff" + _throws(2), "null", "[1, 2]", "", '"' + '\\"' * 5000, "[" * 5000]
LINKS = ["%", "1.%", "1." + "A" * 3000, to_link(new_game("jacquet", seed=4)), "2.x", ""]
FLAGS = st.sampled_from([True, False, "false", "true", 0, 1, None, [], {}])
MESSAGES = st.one_of(
    st.builds(lambda k, v: {"type": k, "on": v}, st.sampled_from(["numbers", "classroom", "teacher"]), FLAGS),
    st.builds(lambda r, v: {"type": "load", "json": r, "replay": v}, st.sampled_from(RECORDS), FLAGS),
    st.builds(lambda f: {"type": "link", "fragment": f}, st.sampled_from(LINKS)),
    st.sampled_from([{"type": "roll"}, {"type": "undo"}, {"type": "pass"}, {"type": "computer"},
                     {"type": "analysis", "action": "open"}, {"type": "analysis", "action": "step"},
                     {"type": "analysis", "action": "close"}, {"type": "replay", "action": "start"},
                     {"type": "replay", "action": "last"}, {"type": "replay", "action": "prev"},
                     {"type": "opponent", "opponent": "debutant"}, {"type": "pace", "pace": "fast"}]),
    st.builds(lambda s: {"type": "click", "square": s}, st.sampled_from(["1", "13", "24", "off", "x" * 30])),
)


class BoardSession(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.board = open_board(json.dumps({"mode": "play", "game": "jacquet", "rule_set": None, "opponent": None,
                                            "link": None, "pages": {}}))
        self.size = 0

    @rule(message=MESSAGES)
    def send(self, message):
        before = self.board.controller.game.to_json()
        text = self.board.handle_json(json.dumps(message))
        answer = json.loads(text)
        self.size = len(text)
        assert "error" not in answer  # never a programming error: every refusal is the rules' or the board's
        why = answer["view"]["why"]
        if message.get("type") in ("numbers", "classroom", "teacher", "load") and "true ou false" in why:
            assert self.board.controller.game.to_json() == before  # refused: nothing changed

    @invariant()
    def answers_stay_small(self):
        assert self.size < 150_000
        assert len(self.board.controller.view()["moves"]) <= 101


BoardSession.TestCase.settings = settings(max_examples=25, stateful_step_count=12, derandomize=True, database=None,
                                          deadline=None)
test_a_board_session_survives_any_messages = BoardSession.TestCase
