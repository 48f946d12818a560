"""The computer's turn on a board: who plays against the learner, at what pace, and its next step."""

from __future__ import annotations

from ..core.limits import shown
from ..players import PLAYERS, UnknownLevelError
from . import texts

# How long the page waits before each step of the computer's turn, in ms (None: a button).
PACES = {"slow": 3000, "normal": 1500, "fast": 500, "step": None}


class ComputerTurn:
    """Part of :class:`~jocari_edu.widgets.controller.BoardController`: the opponent, the pace and the
    computer's steps (a throw or a move, played through the learner's own :meth:`roll` and :meth:`play`)."""

    @property
    def computer_turn(self) -> bool:
        g = self.game
        return self.computer is not None and not g.is_over and not self.replaying and g.to_play == self.computer_side

    def set_opponent(self, opponent: str | None, *, seed: int = 0) -> None:
        """``None``/"human" for two players on one screen, or a computer player: a level
        (``debutant``, ``moyen``, ``fort``, ``expert``) or the older "random"/"greedy"."""
        if opponent is None or opponent == "human":
            self.computer, self.opponent = None, "human"
        elif opponent.__class__ is str and opponent in PLAYERS:
            self.computer, self.opponent = PLAYERS[opponent](seed), opponent
        else:
            raise UnknownLevelError(texts.UI("unknown_opponent", given=shown(opponent), known=", ".join(["human", *PLAYERS])),
                                    lang=self.lang)

    def set_pace(self, pace: str) -> None:
        """How fast the page shows the computer's steps: one of ``PACES``."""
        if pace.__class__ is not str or pace not in PACES:
            raise texts.MessageError(texts.UI("unknown_pace", given=shown(pace), known=", ".join(PACES)), lang=self.lang)
        self.pace = pace


    def computer_step(self) -> bool:
        """If the computer is to act, make one step (a throw or a move)."""
        if not self.computer_turn:
            return False
        g = self.game
        if g.awaiting_throw:
            return self.roll()
        return self.play(self.computer.choose(g))
