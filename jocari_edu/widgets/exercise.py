"""A board's exercise mode (#41): the pupil answers an :class:`~jocari_edu.analysis.exercise.Exercise` on the board.

The same clicks, taps and drags as a game (a turn of several steps included) go to
:meth:`Exercise.attempt <jocari_edu.analysis.exercise.Exercise.attempt>` instead of the game: a right answer
stays on the board and says why in the rules' words, a wrong one is taken back and says why (the rules'
refusal, or what it costs for a costed exercise), every try counted.  « Indice », « Solution » (and « Jouer la
solution »), « Recommencer » are the page's ``{"type": "exercise", "action": ...}`` messages.  No computer plays,
no throw is made (the throw is part of the position), and what would leave the exercise (a new game, a record
loaded, « Analyse », the replay) is refused with one sentence.  ``view()["exercise"]`` says what to show.
"""

from __future__ import annotations

from ..analysis.exercise import MESSAGES, Exercise, Verdict
from ..core import Catalog
from ..render import picture_of

EXERCISE = Catalog(
    attempts=("Essais : {n}", "Attempts: {n}"),
    done=("L'exercice est terminé : appuyez sur « Recommencer » pour le refaire.",
          "The exercise is over: press “Start again” to do it again."),
    not_here=("Dans un exercice, cette action n'a pas cours : jouez votre réponse sur le plateau, ou appuyez sur "
              "« Indice », « Solution » ou « Recommencer ».",
              "In an exercise this action does not apply: play your answer on the board, or press “Hint”, "
              "“Solution” or “Start again”."),
    no_throw=("Pas de lancer dans un exercice : le lancer fait partie de la position.",
              "No throw in an exercise: the throw is part of the position."),
    played=("{player} joue {move}.", "{player} plays {move}."),
)

LABELS = {
    "hint": ("Indice", "Hint"),
    "solution": ("Solution", "Solution"),
    "play_solution": ("Jouer la solution", "Play the solution"),
    "restart": ("Recommencer", "Start again"),
    "question": ("Exercice", "Exercise"),
}

ACTIONS = frozenset({"hint", "solution", "play_solution", "restart"})
# the page's messages an exercise refuses (they would leave it, or play for the pupil)
REFUSED = frozenset({"new", "load", "opponent", "computer", "replay", "analysis", "hint"})


class ExerciseMode:
    """Part of :class:`~jocari_edu.widgets.controller.BoardController`: the exercise mode.  Placed before the other
    parts, it answers in their stead while an exercise is set (:meth:`set_exercise`), and lets them be otherwise."""

    _exercise: Exercise | None = None
    _verdict: Verdict | None = None  # the last attempt's verdict (None: none since the exercise was set or restarted)
    _solution: object = None  # the solution's sentence (a Reason) once asked for
    _tapped: str | None = None  # the last tap's square where it selected nothing (a piece that cannot move)

    # -- setting it ----------------------------------------------------------------------------------

    def set_exercise(self, exercise: Exercise | dict) -> None:
        """Show ``exercise`` (an :class:`Exercise` or its spec, :meth:`Exercise.from_spec`) from now on."""
        if isinstance(exercise, dict):
            exercise = Exercise.from_spec(exercise, lang=self.lang)
        self.set_game(exercise.game)
        self.set_opponent(None)
        self._exercise = exercise
        self._fresh()

    @property
    def exercise(self) -> Exercise | None:
        """The exercise shown, or None (a board whose game was replaced since is a board again)."""
        ex = self._exercise
        return ex if ex is not None and ex.game is self.game else None

    @property
    def exercise_over(self) -> bool:
        """An exercise answered right, or its solution played: the board shows the answer, the turn is not asked."""
        return self.exercise is not None and self.exercise.done

    def _fresh(self) -> None:
        self._verdict, self._solution = None, None
        self.why, self.said, self.hint_shown = "", "", None
        self._tapped = None
        self._clear_selection()

    # -- the pupil's answer ------------------------------------------------------------------------------

    def play(self, move) -> bool:
        ex = self.exercise
        if ex is None:
            return super().play(move)
        if ex.done:
            self.why = EXERCISE("done").text(self.lang)
            return False
        player = self.game.to_play
        verdict = ex.attempt(move)
        self._answered(verdict, player)
        return verdict.state in ("go_on", "right")

    def _answered(self, verdict: Verdict, player: int) -> None:
        """Show what an attempt gave: the move played (a step, a right answer) or the position again."""
        ex = self.exercise
        self._verdict, self._solution, self._tapped = verdict, None, None
        self.why, self.hint_shown = "", None
        self._clear_selection()
        self.redo.clear()
        if verdict.state in ("go_on", "right"):
            self.said = EXERCISE("played", player=(self.game.player_name(player, "fr"),
                                                   self.game.player_name(player, "en")),
                                 move=str(ex.steps[-1])).text(self.lang)
        else:
            self.said = ""

    def click(self, square: str) -> bool:
        """A tap as on a game's board; a selected piece sent where the rules do not let it go is an attempt the
        rules refuse (counted, said in the verdict)."""
        ex = self.exercise
        if ex is not None:
            if ex.done:
                self.why = EXERCISE("done").text(self.lang)
                return False
            if self.selected is not None and str(square) not in self.targets and self._refused(self.selected, square):
                return False
            tapped, self._tapped = self._tapped, None
            if tapped is not None and self._from_blocked(tapped, str(square)):
                return False
        played = super().click(square)
        if ex is not None and not played and self.selected is None:
            self._tapped = str(square)  # a piece no move starts from: the next tap may name the move tried
        return played

    def _from_blocked(self, start: str, end: str) -> bool:
        """A tap on ``end`` after one on ``start``, a square no legal move starts from (a blocked piece): where
        ``end`` is neither a legal move's start nor its end, the move between them is the attempt tried and
        refused (« Essaie a1-a7 » with a1 blocked: the rules' reason, counted)."""
        squares = self._move_squares() or []
        if start == end or any(end in (s, d) for _, s, d in squares):
            return False
        return self._refused(start, end)

    def drag(self, start: str, end: str) -> bool:
        """A drag as on a game's board; a piece that can move, dropped where the rules do not let it go, is an
        attempt the rules refuse."""
        ex = self.exercise
        if ex is not None:
            if ex.done:
                self.why = EXERCISE("done").text(self.lang)
                return False
            squares = self._move_squares() or []
            ends = [d for _, s, d in squares if s == str(start)]
            if ends and str(end) not in ends and self._refused(str(start), str(end)):
                return False
        return super().drag(start, end)

    def _refused(self, start: str, end: str) -> bool:
        """The move from ``start`` to ``end`` the picture names, tried as an answer (True), if it names one."""
        move = picture_of(self.game).move_between(self.game, start, end)
        if move is None:
            return False
        player = self.game.to_play
        self._answered(self.exercise.attempt(move), player)
        return True

    def undo(self) -> bool:
        """In an exercise: the steps of the turn under way taken back (« Recommencer » starts it all again)."""
        ex = self.exercise
        if ex is None:
            return super().undo()
        if ex.done or not ex.steps:
            self.why = EXERCISE("done" if ex.done else "not_here").text(self.lang)
            return False
        ex.take_back()
        self._verdict = None
        self.why, self.said = "", ""
        self._clear_selection()
        return True

    def roll(self, *values: int) -> bool:
        if self.exercise is None:
            return super().roll(*values)
        self.why = EXERCISE("no_throw").text(self.lang)
        return False

    def load(self, record, *, replay: bool = False) -> bool:
        if self.exercise is None:
            return super().load(record, replay=replay)
        self.why = EXERCISE("not_here").text(self.lang)
        return False

    # -- what the other parts no longer offer -------------------------------------------------------------

    @property
    def computer_turn(self) -> bool:
        return self.exercise is None and super().computer_turn

    @property
    def can_hint(self) -> bool:  # « Que jouerait l'ordinateur ? » would give the answer away: « Indice » instead
        return self.exercise is None and super().can_hint

    @property
    def can_analyse(self) -> bool:
        return self.exercise is None and super().can_analyse

    # -- « Indice », « Solution », « Recommencer » ----------------------------------------------------------

    def exercise_action(self, action: str) -> bool:
        """One of the exercise's buttons (:data:`ACTIONS`); False (and why) without an exercise."""
        ex = self.exercise
        if ex is None:
            self.why = EXERCISE("not_here").text(self.lang)
            return False
        self._clear_selection()
        self.why = ""
        if action == "hint":
            ex.hint_text(self.lang)
        elif action == "restart":
            ex.restart()
            self._fresh()
        elif action == "solution":
            self._solution, self._verdict, self.said = ex.solution(), None, ""  # the turn under way taken back
        else:  # play_solution
            if ex.done:
                self.why = EXERCISE("done").text(self.lang)
                return False
            player = self.game.to_play
            self._solution, self._verdict = ex.play_solution(), None
            self.said = EXERCISE("played", player=(self.game.player_name(player, "fr"),
                                                   self.game.player_name(player, "en")),
                                 move=" ".join(ex.answers[0])).text(self.lang)
        return True

    def exercise_takes(self, kind: str) -> bool:
        """Does this board's exercise answer the page's message of this kind (its own, or one it refuses)?"""
        return kind == "exercise" or (self.exercise is not None and kind in REFUSED)

    def exercise_message(self, content: dict) -> None:
        """The exercise's own message (``{"type": "exercise", "action": ...}``), or one it refuses with a sentence."""
        kind = content.get("type")
        if kind == "exercise":
            self.exercise_action(self._field(content, kind, "action", lambda v: v.__class__ is str and v in ACTIONS))
        else:
            self.why = EXERCISE("not_here").text(self.lang)

    # -- what the page shows ------------------------------------------------------------------------------

    def exercise_view(self) -> dict | None:
        """``view()["exercise"]``: the question, the verdict and its state, the attempts, the hint and the
        solution once asked for, which buttons show, their labels, and the exercise as data (``spec``: what a
        lesson's saved board carries to the site)."""
        ex = self.exercise
        if ex is None:
            return None
        lang = self.lang
        verdict = self._verdict
        if self._solution is not None:
            state, text = ("solution_played" if ex.done else "solution"), self._solution.text(lang)
        elif verdict is not None:
            state, text = verdict.state, verdict.text(lang)
            others = ex.other_answers() if verdict.right else []
            if others:
                text += " " + MESSAGES("also_right", n=len(others), moves=" ; ".join(others) if lang == "fr"
                                       else "; ".join(others)).text(lang)
        else:
            state, text = "open", ""
        return {
            "question": ex.question.text(lang),
            "state": state,
            "verdict": text,
            "attempts": ex.attempts,
            "attempts_text": EXERCISE("attempts", n=ex.attempts).text(lang),
            "hint": (ex.hint.text(lang) if ex.hint is not None else "") if ex.hint_shown else "",
            "buttons": {"hint": ex.hint is not None and not ex.done and not ex.hint_shown,
                        "solution": not ex.done and self._solution is None,
                        "play_solution": not ex.done and self._solution is not None,
                        "restart": bool(ex.done or ex.steps or ex.attempts or ex.hint_shown or ex.solution_shown)},
            "labels": {k: (fr if lang == "fr" else en) for k, (fr, en) in LABELS.items()},
            "spec": ex.to_spec(),
        }
