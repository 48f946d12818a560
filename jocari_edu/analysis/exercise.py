"""An exercise played on the board, as data: a position, a question, the answers accepted, a hint, the solution,
and the pupil's attempts — what a board's exercise mode (issue #41, ``Board.exercise``) will show; no widget here.

:class:`Exercise` holds the position (the game's position text), the question
and the turns it accepts (several where a position has several right
answers).  :meth:`Exercise.attempt` takes the pupil's move (a move or its
notation) and answers with a :class:`Verdict`:

- a move the rules refuse is not played and says the rules' reason;
- a step that begins an accepted turn of several steps (a mill and its take, a
  Jacquet die) is played, and the next step is awaited;
- a whole accepted turn is right: it says why in the rules' words (what each
  step does, :meth:`~jocari_edu.core.game.Game.explain`);
- any other legal turn is wrong, taken back, and says why: where the exercise
  has a costed answer (a puzzle: :meth:`Exercise.from_puzzle`), the review's
  sentence on what it costs (:func:`~jocari_edu.analysis.review.better_why`);
  otherwise the rules' words on what the move did, with « ce n'est pas le
  coup demandé ».

Attempts are counted (every refused or wrong try), the hint and the solution
asked for are remembered (:meth:`Exercise.hint_text`, :meth:`Exercise.solution_text`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..core import JocariError
from ..core.i18n import Catalog, Reason
from .chances import move_chances
from .puzzles import Collection, Puzzle, puzzle_game

MESSAGES = Catalog(
    right=("Bonne réponse : {why}", "Right: {why}"),
    go_on=("Bien : {why} Joue la suite du coup.", "Good: {why} Play the rest of the move."),
    refused=("Ce coup n'est pas permis : {why}", "This move is not allowed: {why}"),
    wrong=("Ce n'est pas le coup demandé : {why}", "This is not the move asked for: {why}"),
    costly=("Ce coup coûte {n:# point|# points} de chance de plus que le meilleur, {best} : {why}",
            "This move costs {n:# point|# points} of chance more than the best one, {best}: {why}"),
    puzzle_question=("Joue le coup qui gagne le plus de chances.", "Play the move that wins the most chances."),
    puzzle_hint=("Pense à ceci : {themes}.", "Think of this: {themes}."),
    puzzle_hint_none=("Compare ce que chaque coup laisse à l'adversaire.",
                      "Compare what each move leaves the opponent."),
    solution=("Solution : {moves}. {why}", "Solution: {moves}. {why}"),
    no_answer=("Un exercice demande au moins une réponse acceptée.", "An exercise needs at least one accepted answer."),
    bad_answer=("La réponse « {answer} » n'est pas jouable dans la position de l'exercice : {why}",
                "The answer '{answer}' cannot be played in the exercise's position: {why}"),
)


class ExerciseError(JocariError):
    """An exercise that cannot be set: no answer, or an answer the position does not allow."""


@dataclass(frozen=True)
class Verdict:
    """What an attempt gave: ``state`` "right", "go_on" (a step of an accepted turn, played), "wrong" (legal,
    taken back) or "refused" (not played); ``reason`` says why in the game's words."""

    state: str
    reason: Reason
    attempts: int

    @property
    def right(self) -> bool:
        return self.state == "right"

    def text(self, lang: str = "fr") -> str:
        return self.reason.text(lang)


@dataclass
class Exercise:
    """One exercise: ``game`` at its position (the pupil's moves are played on it), the question, the accepted
    turns (tuples of notations), a hint and the solution's sentence (None: made from the answers)."""

    game: object
    question: Reason
    answers: tuple[tuple[str, ...], ...]
    hint: Reason | None = None
    costed: bool = False  # a wrong answer says what it costs (the review's estimate) rather than what it did
    attempts: int = 0
    hint_shown: bool = False
    solution_shown: bool = False
    steps: list = field(default_factory=list)  # the steps of the turn being played
    done: bool = False

    def __post_init__(self) -> None:
        if not self.answers:
            raise ExerciseError(MESSAGES("no_answer"))
        self.answers = tuple(tuple(a) if not isinstance(a, str) else (a,) for a in self.answers)
        self._keys = {self._reached(a) for a in self.answers}

    @classmethod
    def from_puzzle(cls, collection: Collection, puzzle: Puzzle) -> Exercise:
        """A puzzle as an exercise: « Joue le coup qui gagne le plus de chances. », its themes as the hint, a
        wrong turn told what it costs."""
        game = puzzle_game(collection, puzzle)
        names = puzzle.theme_names(collection.game, "fr")
        names_en = puzzle.theme_names(collection.game, "en")
        hint = (MESSAGES("puzzle_hint", themes=(", ".join(names), ", ".join(names_en))) if names
                else MESSAGES("puzzle_hint_none"))
        return cls(game, MESSAGES("puzzle_question"), (puzzle.answer,), hint, costed=True)

    # -- the pupil's moves ---------------------------------------------------------------------------

    def attempt(self, move) -> Verdict:
        """The pupil plays ``move`` (a move or its notation), the next step of the turn being played."""
        game = self.game
        try:
            played = game.play(move)
        except JocariError as err:  # not played: the rules' reason (a notation that names no move included)
            self.attempts += 1
            return Verdict("refused", MESSAGES("refused", why=(err.text("fr"), err.text("en"))), self.attempts)
        self.steps.append(played)
        mover = self.game.history[-1].player
        what = self._said(played)
        if not self._turn_over(mover):
            if any(self._prefix(a) for a in self.answers):
                return Verdict("go_on", MESSAGES("go_on", why=what), self.attempts)
            return self._wrong(mover)
        if game.position() in self._keys:
            self.done = True
            return Verdict("right", MESSAGES("right", why=self._turn_said()), self.attempts)
        return self._wrong(mover)

    def _wrong(self, mover: int) -> Verdict:
        """A legal turn that is not an answer (or a step that begins none): taken back, said why."""
        self.attempts += 1
        steps = tuple(self.steps)
        said = self._turn_said()
        self.take_back()
        if self.costed:
            why = self._cost(steps)
            if why is not None:
                return Verdict("wrong", why, self.attempts)
        return Verdict("wrong", MESSAGES("wrong", why=said), self.attempts)

    def take_back(self) -> None:
        """Undo the steps of the turn being played (the position of the exercise again)."""
        while self.steps:
            self.steps.pop()
            self.game.undo()

    def _cost(self, steps: tuple) -> Reason | None:
        """The review's sentence on what ``steps`` (a whole turn, or its first steps) cost against the best
        answer, from the exercise's position; None where the turn is not one of the ways valued."""
        from .review import better_why

        game = self.game
        options = {self._reached(tuple(map(str, t))): c.score for t, c in move_chances(game)}
        best = self.answers[0]
        mine = [k for k in options if k == self._reached(tuple(map(str, steps)))]
        if not mine:
            return None
        loss = 100.0 * (options[self._reached(best)] - options[mine[0]])
        why = better_why(game, best, tuple(map(str, steps)))
        return MESSAGES("costly", n=max(1, round(loss)), best=" ".join(best), why=(why.fr, why.en))

    # -- hint and solution ---------------------------------------------------------------------------

    def hint_text(self, lang: str = "fr") -> str:
        self.hint_shown = True
        return (self.hint or MESSAGES("puzzle_hint_none")).text(lang)

    def solution_text(self, lang: str = "fr") -> str:
        """The first accepted answer, and what it does in the rules' words."""
        self.solution_shown = True
        self.take_back()
        answer = self.answers[0]
        said = []
        for move in answer:
            said.append(self.game.why(move))
            self.game.play(move)
        for _ in answer:
            self.game.undo()
        why = " ".join(r.text(lang) for r in said)
        return MESSAGES("solution", moves=" ".join(answer), why=why).text(lang)

    # -- helpers -------------------------------------------------------------------------------------

    def _turn_over(self, mover: int) -> bool:
        from ..players.base import turn_over

        return turn_over(self.game, mover)

    def _prefix(self, answer: tuple) -> bool:
        steps = [str(m) for m in self.steps]
        return len(steps) < len(answer) and list(answer[:len(steps)]) == steps

    def _said(self, played) -> tuple[str, str]:
        """What the step just played did, in the rules' words (both languages)."""
        game = self.game
        game.undo()
        try:
            reason = game.why(played)
        finally:
            game.play(played)
        return reason.fr, reason.en

    def _turn_said(self) -> tuple[str, str]:
        """What the turn's steps did, in the rules' words (both languages)."""
        steps = list(self.steps)
        for _ in steps:
            self.game.undo()
        said = []
        for move in steps:
            said.append(self.game.why(move))
            self.game.play(move)
        return " ".join(r.fr for r in said), " ".join(r.en for r in said)

    def _reached(self, answer: tuple) -> str:
        """The position an accepted turn reaches; ExerciseError if it cannot be played here."""
        game = self.game
        played = 0
        try:
            for move in answer:
                game.play(move)
                played += 1
            return game.position()
        except JocariError as err:
            raise ExerciseError(MESSAGES("bad_answer", answer=" ".join(map(str, answer)),
                                         why=(err.text("fr"), err.text("en")))) from None
        finally:
            for _ in range(played):
                game.undo()
