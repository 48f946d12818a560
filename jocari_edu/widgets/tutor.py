"""« Mode entraînement »: a costly move of the pupil's is held before it is played, with what it would cost
and why, « Jouer quand même » and « Reprendre ».

Off by default; it judges only the pupil's own turns in a game against the computer (never two players on one
screen, never the computer's turns, never an exercise, whose answers say their own why).  When the pupil's move
completes their turn, the whole turn (a mill and its take, Jacquet's two dice, Piccione's split) is judged by the
review's own estimate (:func:`~jocari_edu.analysis.chances.move_chances`, at the review's depth) against every
other way to play the same throw, then the loss found is checked one throw deeper as the review checks its marks
(:func:`~jocari_edu.analysis.confirm.deeper_margin`, :func:`~jocari_edu.analysis.confirm.holds`); only a loss that
holds is told, and never more than the check confirms (:attr:`~jocari_edu.analysis.confirm.Margin.shown`).  The
steps of a turn before its last are played as usual (the pupil sees the mill before choosing the take); the
last step is held, and « Reprendre » takes back the whole turn, so the pupil chooses it again from its start.

Luck is never blamed: a turn is compared only with the other ways to play the same throw, never with a throw
that was not thrown; a decision with one way to play, or whose ways are all worth the same (a throw-only
decision, Doze canes' houses), is never judged; and where the calibration finds the estimate no better than a
constant average (la Marelle, Breyer's rules: :func:`~jocari_edu.analysis.review.estimate_no_better`), the
tutor says so and judges nothing, as « Analyse » blames no move there.

The thresholds, in points of chance (0-100, a draw counting half), on the loss told:

- :data:`COSTLY` (« coûteux »), 5 points: the lead a puzzle's answer must have over every other move at Senet and
  Jacquet (:mod:`jocari_edu.analysis.puzzles`), two and a half times the review's :data:`~.review.NEAR` (a decision
  within 2 points of the best counts as a good one there): below it the two moves are too close for a warning to
  teach anything, and the issue's play-outs found the review's stated losses 1.8 to 2.4 times the played-out ones;
- :data:`GRAVE` (« grave »), 15 points: three times that, a move that gives away a sixth of the game
  (a pawn taken back to the start, a mill left to close): most of the pupil's decisions the review marks cost less.

The check runs within the hint's time budget (:func:`hint_seconds`: the seconds « Que jouerait l'ordinateur ? »
searches at the opponent's level, 0.5 s at « moyen »), in pieces: a click is answered at once (the board shows
« … » while the check goes on, and the page asks for the next piece, as « Analyse » does), and a check that runs
past the budget lets the move through, saying so.  ``benchmarks/extra_tutor.py`` measures the delay.
"""

from __future__ import annotations

import time

from ..core import JocariError
from ..players import DEFAULT_LEVEL
from ..players.base import turn_over, turn_so_far, undo_turn
from ..players.levels import game_module
from .messages import _is_flag
from .review import ANALYSIS_STEP_SECONDS

COSTLY = 5.0  # points of chance: a move that loses this much (confirmed) is held, « coûteux »
GRAVE = 15.0  # ... this much, « grave »
TUTOR_ACTIONS = frozenset({"step", "play", "back"})


def hint_seconds(game_name: str, level: str) -> float:
    """The seconds the hint searches at ``level`` (a level without a search, « débutant »: the default level's)."""
    plans = game_module(game_name).PLANS
    return plans.get(level, plans[DEFAULT_LEVEL])[1].get("seconds", plans[DEFAULT_LEVEL][1]["seconds"])


def judged_turn(game, turn: tuple, *, depth: int = 0):
    """The tutor's judgement of the mover's whole ``turn`` (moves, from ``game``'s position, a move due; the game
    is left as it was), a piece at a time: a generator that yields after each piece and returns None (no warning)
    or ``(level, loss, best, why)``: ``"costly"`` or ``"grave"``, the loss told (points), the better turn's
    notation and the review's sentence why (:func:`~jocari_edu.analysis.review.better_why`)."""
    from ..analysis.chances import estimator, first_best, move_chances
    from ..analysis.confirm import deeper_margin, turn_chances
    from ..analysis.review import better_why, estimate_no_better

    if estimate_no_better(game.name, game.rule_set):
        return None
    using = estimator(game, depth=depth)
    options = move_chances(game, using=using)
    yield
    scores = [c.score for _, c in options]
    if len(options) <= 1 or max(scores) - min(scores) < 1e-9:  # one way, or every way worth the same
        return None
    best, chances, _ = first_best(options)
    loss = 100.0 * (chances.score - turn_chances(game, [turn], depth, using=using)[0])
    if loss < COSTLY:
        return None
    yield
    margin = deeper_margin(game, best, turn, found=loss, depth=depth)
    if not margin.holds or margin.shown < COSTLY:
        return None
    yield
    best_text, turn_text = tuple(map(str, best)), tuple(map(str, turn))
    return ("grave" if margin.shown >= GRAVE else "costly"), margin.shown, best_text, better_why(
        game, best_text, turn_text)


class Tutor:
    """Part of :class:`~jocari_edu.widgets.controller.BoardController`: « Mode entraînement » (see the module)."""

    tutor = False  # the setting, off by default
    tutor_run: dict | None = None  # the check under way, or the move held (for one position)
    tutor_let: set  # the turns let through with « Jouer quand même »: not held again (position and turn)
    tutor_seconds: float | None = None  # the check's whole budget (None: the hint's, :func:`hint_seconds`)

    def set_tutor(self, on: bool) -> None:
        """« Mode entraînement » on or off (off drops a move held: it is not played)."""
        self.tutor = bool(on)
        if not self.tutor:
            self.tutor_run = None
            return
        # the estimate's modules, imported now (a fraction of a second, more in the site's worker) rather than
        # within the first check's budget; a board without the tutor never imports them
        from ..analysis import confirm, review  # noqa: F401

    @property
    def tutor_judges(self) -> bool:
        """Does the tutor judge the pupil's moves now (on, against the computer, the pupil to play)?"""
        return (self.tutor and self.computer is not None and not self.replaying and not self.computer_turn
                and not self.game.is_over and not self._tutor_exercise)

    @property
    def _tutor_exercise(self) -> bool:
        """An exercise on the board (:mod:`.exercise`, where it exists): its answers say their own why."""
        return getattr(self, "exercise", None) is not None

    def _tutor_current(self) -> dict | None:
        run = self.tutor_run
        # another game (a new one, a record loaded) or another position (an undo) leaves it behind
        current = run is not None and run["game"] is self.game and run["at"] == self._here() and not self.replaying
        return run if current else None

    # -- the pupil's moves, judged --------------------------------------------------------

    def play(self, move) -> bool:
        """:meth:`Moves.play <jocari_edu.widgets.session.Moves.play>`, but a pupil's move that completes a turn
        is first judged while the tutor is on; a costly one is held, not played."""
        if self._tutor_current() is not None:
            self.why = self._tutor_wait()
            return False
        if not self.tutor_judges:
            return super().play(move)
        g = self.game
        try:
            mv = g.parse_move(move)
        except JocariError:
            return super().play(move)  # refused with the rules' reason
        if mv not in g.legal_moves():
            return super().play(mv)
        mover = g.to_play
        g.play(mv)
        completes = turn_over(g, mover)
        g.undo()
        if not completes:
            return super().play(mv)
        played = turn_so_far(g.history, mover)  # the turn's steps already played (a mill before its take...)
        earlier = len(played)
        start = g.copy()
        undo_turn(start, played)
        turn = played + (mv,)
        key = (start.position(), len(start.history), tuple(map(str, turn)))
        if key in self.tutor_let:
            return super().play(mv)
        self._clear_selection()
        self.why = ""
        budget = hint_seconds(g.name, self.hint_level) if self.tutor_seconds is None else self.tutor_seconds
        self.tutor_run = {"game": g, "at": self._here(), "state": "checking", "move": mv, "turn": turn, "earlier": earlier,
                          "key": key, "steps": judged_turn(start, turn), "spent": 0.0, "budget": budget, "step": 0}
        before = len(g.history)
        self.tutor_step()
        return len(g.history) > before  # played at once: nothing to say against it

    def tutor_step(self, seconds: float | None = None) -> bool:
        """Carry the check on for about ``seconds`` (the board's step, :data:`~.review.ANALYSIS_STEP_SECONDS`;
        at least one piece).  Returns True while there is more to do.  A check done plays the move if it is not
        costly, or holds it; one past its budget plays it, saying so."""
        run = self._tutor_current()
        if run is None or run["state"] != "checking":
            return False
        step = ANALYSIS_STEP_SECONDS if seconds is None else seconds
        run["step"] += 1  # the page asks for the next piece once per step, as for « Analyse »
        start = time.perf_counter()
        try:
            while True:
                next(run["steps"])
                spent = time.perf_counter() - start
                if run["spent"] + spent > run["budget"]:
                    self.tutor_run = None
                    self._tutor_pass(run["move"], self._t("tutor_late"))
                    return False
                if spent >= step:
                    run["spent"] += spent
                    return True
        except StopIteration as done:
            found = done.value
        if found is None:
            self.tutor_run = None
            self._tutor_pass(run["move"])
            return False
        level, loss, best, why = found
        run.update(state="held", level=level, text=self._t(
            "tutor_cost", turn=" ".join(map(str, run["turn"])), n=round(loss), best=" ".join(best),
            why=why.text(self.lang)))
        return False

    def _tutor_pass(self, move, note: str = "") -> bool:
        """Play ``move`` past the tutor (the rules' own play), adding ``note`` to what the board says."""
        played = super().play(move)
        if played and note:
            self.said = f"{self.said} {note}".strip()
        return played

    def tutor_play(self) -> bool:
        """« Jouer quand même »: the move held is played, and that turn is not held again from that position."""
        run = self._tutor_current()
        if run is None or run["state"] != "held":
            return False
        self.tutor_run = None
        self.tutor_let.add(run["key"])
        return self._tutor_pass(run["move"])

    def tutor_back(self) -> bool:
        """« Reprendre »: the move held is not played, and the turn's earlier steps are taken back: the pupil
        chooses the whole turn again from its start."""
        run = self._tutor_current()
        if run is None:
            return False
        self.tutor_run = None
        for _ in range(run["earlier"]):
            self.game.undo()
        self.redo.clear()
        self._clear_selection()
        self.why = ""
        self._announce_turn(self._t("tutor_taken_back", turn=" ".join(map(str, run["turn"]))))
        return True

    def undo(self) -> bool:
        """While a move is held or checked, « Annuler » is « Reprendre »; else the usual undo."""
        if self._tutor_current() is not None:
            return self.tutor_back()
        return super().undo()

    def click(self, square: str) -> bool:
        if self._tutor_current() is not None:
            self.why = self._tutor_wait()
            return False
        return super().click(square)

    def drag(self, start: str, end: str) -> bool:
        if self._tutor_current() is not None:
            self.why = self._tutor_wait()
            return False
        return super().drag(start, end)

    def _tutor_wait(self) -> str:
        return self._t("tutor_wait", play=self.label("tutor_play"), back=self.label("tutor_back"))

    def tutor_message(self, content: dict) -> None:
        """A page's « tutor » message: ``{"on": bool}`` (the setting) or ``{"action": "step"|"play"|"back"}``."""
        if "action" in content:
            action = self._field(content, "tutor", "action", lambda v: v.__class__ is str and v in TUTOR_ACTIONS)
            {"step": self.tutor_step, "play": self.tutor_play, "back": self.tutor_back}[action]()
        else:
            self.set_tutor(self._field(content, "tutor", "on", _is_flag, False))

    # -- what the board shows --------------------------------------------------------------

    def tutor_view(self) -> dict:
        """The setting, and the banner: « … » while a move is checked, the move held with what it would cost."""
        from ..analysis.review import estimate_no_better

        found = {"on": self.tutor, "state": "off" if not self.tutor else "idle", "step": 0, "title": "", "text": ""}
        if not self.tutor or self._tutor_exercise:
            return found
        run = self._tutor_current()
        if run is not None:
            found.update(state=run["state"], step=run["step"])
            if run["state"] == "checking":
                found.update(title=self.label("tutor"), text=self._t("tutor_checking"))
            else:
                found.update(title=self._t("tutor_" + run["level"]), text=run["text"], level=run["level"])
        elif self.computer is None:
            found["text"] = self._t("tutor_two_players")
        elif estimate_no_better(self.game.name, self.game.rule_set):
            found["text"] = self._t("tutor_no_estimate")
        return found
