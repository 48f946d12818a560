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

An exercise travels as a JSON-able dict (:meth:`Exercise.to_spec`, :meth:`Exercise.from_spec`): what a board's
widget state carries to the site, where the page's Python sets the same exercise again.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..core import JocariError
from ..core.i18n import Catalog, Reason
from ..core.limits import MAX_MOVE_CHARS, cut, shown
from .chances import move_chances
from .puzzles import Collection, Puzzle, puzzle_game

# an exercise as data: its answers (each a turn of steps) and texts, at most
MAX_ANSWERS, MAX_STEPS, MAX_TEXT = 20, 12, 2000

MESSAGES = Catalog(
    right=("Bonne réponse : {why}", "Right: {why}"),
    go_on=("Bien : {why} Jouez la suite du coup.", "Good: {why} Play the rest of the move."),
    refused=("Ce coup n'est pas permis : {why}", "This move is not allowed: {why}"),
    wrong=("Ce n'est pas le coup demandé : {why}", "This is not the move asked for: {why}"),
    costly=("Ce coup coûte {n:# point|# points} de chance de plus que le meilleur, {best} : {why}",
            "This move costs {n:# point|# points} of chance more than the best one, {best}: {why}"),
    puzzle_question=("Jouez le coup qui gagne le plus de chances.", "Play the move that wins the most chances."),
    puzzle_hint=("Pensez à ceci : {themes}.", "Think of this: {themes}."),
    puzzle_hint_none=("Compare ce que chaque coup laisse à l'adversaire.",
                      "Compare what each move leaves the opponent."),
    solution=("Solution : {moves}. {why}", "Solution: {moves}. {why}"),
    no_answer=("Un exercice demande au moins une réponse acceptée.", "An exercise needs at least one accepted answer."),
    bad_answer=("La réponse « {answer} » n'est pas jouable dans la position de l'exercice : {why}",
                "The answer '{answer}' cannot be played in the exercise's position: {why}"),
    also_right=("{n:Autre bonne réponse possible|Autres bonnes réponses possibles} : {moves}.",
                "{n:Another right answer|Other right answers}: {moves}."),
    solution_played=("Solution jouée : {moves}. {why}", "Solution played: {moves}. {why}"),
    # an exercise as data (Exercise.from_spec): what a page, a lesson or a file describes
    spec_type=("Un exercice se décrit par un dictionnaire (JSON), pas {given}.",
               "An exercise is described by a dict (JSON), not {given}."),
    spec_missing=("L'exercice n'a pas de champ « {key} » (champs attendus : {keys}).",
                  "The exercise has no field '{key}' (fields expected: {keys})."),
    spec_unknown=("L'exercice a un champ inconnu « {key} » (champs possibles : {keys}).",
                  "The exercise has an unknown field '{key}' (possible fields: {keys})."),
    spec_field=("Le champ « {key} » de l'exercice ne peut pas valoir {given} : il faut {expected}.",
                "The exercise's field '{key}' cannot be {given}: it takes {expected}."),
    spec_game=("L'exercice ne peut pas être mis en place : {why}", "The exercise cannot be set up: {why}"),
    spec_position=("La position de l'exercice ne se lit pas : {why}", "The exercise's position cannot be read: {why}"),
    expect_text=("un texte", "a text"),
    expect_texts=("un dictionnaire de deux textes, « fr » et « en »", "a dict of two texts, 'fr' and 'en'"),
    expect_answers=(f"une liste de 1 à {MAX_ANSWERS} réponses, chacune un coup ou une liste de 1 à {MAX_STEPS} coups "
                    "(textes)",
                    f"a list of 1 to {MAX_ANSWERS} answers, each a move or a list of 1 to {MAX_STEPS} moves (texts)"),
    expect_flag=("true ou false", "true or false"),
    expect_options=("un dictionnaire d'options (nom : valeur)", "a dict of options (name: value)"),
)

# an exercise as data (Exercise.to_spec / from_spec): its fields, those it must have first
SPEC_FIELDS = ("game", "rule_set", "position", "question", "answers", "options", "hint", "costed", "key")
SPEC_REQUIRED = SPEC_FIELDS[:5]



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
    key: str = ""  # the name a lesson or a page gives it (jocari_edu.teaching.exercise), kept in its spec

    def __post_init__(self) -> None:
        if not self.answers:
            raise ExerciseError(MESSAGES("no_answer"))
        self.answers = tuple(tuple(map(str, a)) if not isinstance(a, str) else (a,) for a in self.answers)
        self.start = self.game.position()  # the exercise's position, whatever the pupil plays on it since
        self._keys = {self._reached(a) for a in self.answers}

    # -- as data -------------------------------------------------------------------------------------

    def to_spec(self) -> dict:
        """The exercise as a JSON-able dict (its position, not the pupil's attempts): what
        :meth:`from_spec` sets up again, in a page's Python as in JupyterLab."""
        g = self.game
        hint = {"fr": self.hint.fr, "en": self.hint.en} if self.hint is not None else None
        return {"game": g.name, "rule_set": g.rule_set, "options": dict(g.options), "position": self.start,
                "question": {"fr": self.question.fr, "en": self.question.en},
                "answers": [list(a) for a in self.answers], "hint": hint, "costed": self.costed,
                **({"key": self.key} if self.key else {})}

    @classmethod
    def from_spec(cls, spec, *, lang: str = "fr") -> Exercise:
        """The exercise ``spec`` describes (:meth:`to_spec`'s dict); a spec that cannot be one (a field missing,
        unknown or of the wrong kind, an unknown game or rule set, a position that does not read, an answer the
        position does not allow) raises :class:`ExerciseError` with a French sentence."""
        from ..games import game_class

        if not isinstance(spec, dict):
            raise ExerciseError(MESSAGES("spec_type", given=shown(spec)))
        for key in spec:
            if key not in SPEC_FIELDS:
                raise ExerciseError(MESSAGES("spec_unknown", key=cut(key) if key.__class__ is str else shown(key),
                                             keys=", ".join(SPEC_FIELDS)))
        for key in SPEC_REQUIRED:
            if key not in spec:
                raise ExerciseError(MESSAGES("spec_missing", key=key, keys=", ".join(SPEC_REQUIRED)))
        for key in ("game", "rule_set", "position"):
            _check(spec, key, lambda v: v.__class__ is str and 0 < len(v) <= MAX_TEXT, "expect_text")
        question = _texts(spec, "question")
        hint = _texts(spec, "hint") if spec.get("hint") is not None else None
        _check(spec, "answers", _answers, "expect_answers")
        _check(spec, "costed", lambda v: v.__class__ is bool, "expect_flag", default=False)
        _check(spec, "options", lambda v: isinstance(v, dict) and len(v) <= 40, "expect_options", default={})
        _check(spec, "key", lambda v: v.__class__ is str and len(v) <= 200, "expect_text", default="")
        try:
            game = game_class(spec["game"], lang=lang)(spec["rule_set"], options=spec.get("options") or None,
                                                       lang=lang)
        except JocariError as err:  # an unknown game, rule set or option
            raise ExerciseError(MESSAGES("spec_game", why=(err.text("fr"), err.text("en")))) from None
        try:
            game = type(game).from_position(spec["position"], spec["rule_set"],
                                            options=spec.get("options") or None, lang=lang)
        except JocariError as err:
            raise ExerciseError(MESSAGES("spec_position", why=(err.text("fr"), err.text("en")))) from None
        answers = tuple((a,) if isinstance(a, str) else tuple(a) for a in spec["answers"])
        return cls(game, question, answers, hint, costed=spec.get("costed", False), key=spec.get("key", ""))

    @classmethod
    def from_puzzle(cls, collection: Collection, puzzle: Puzzle) -> Exercise:
        """A puzzle as an exercise: « Jouez le coup qui gagne le plus de chances. », its themes as the hint, a
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

    def restart(self) -> None:
        """The exercise afresh: its position again, no attempt counted, no hint nor solution asked for."""
        self.take_back()
        self.done = self.hint_shown = self.solution_shown = False
        self.attempts = 0

    def play_solution(self) -> Reason:
        """Play the first accepted answer on the exercise's position (the board shows it); what it did."""
        self.solution_shown = True
        self.take_back()
        why = self._answer_said()
        for move in self.answers[0]:
            self.steps.append(self.game.play(move))
        self.done = True
        return MESSAGES("solution_played", moves=" ".join(self.answers[0]), why=why)

    def other_answers(self) -> list[str]:
        """The accepted answers that reach another position than the turn just played (where an exercise has
        several; the same steps in another order are not another answer)."""
        steps = list(self.steps)
        seen = {self.game.position()}
        for _ in steps:
            self.game.undo()
        try:
            found = []
            for answer in self.answers:
                reached = self._reached(answer)
                if reached not in seen:
                    seen.add(reached)
                    found.append(" ".join(answer))
            return found
        finally:
            for move in steps:
                self.game.play(move)

    def _cost(self, steps: tuple) -> Reason | None:
        """The review's sentence on what ``steps`` (a whole turn, or its first steps) cost against the best
        answer, from the exercise's position; None where the turn is not one of the ways valued, or the estimate
        finds it no worse (a cost it cannot show is not told)."""
        from .review import better_why

        game = self.game
        options = {self._reached(tuple(map(str, t))): c.score for t, c in move_chances(game)}
        best = self.answers[0]
        mine = [k for k in options if k == self._reached(tuple(map(str, steps)))]
        if not mine:
            return None
        loss = 100.0 * (options[self._reached(best)] - options[mine[0]])
        if loss <= 0:  # the estimate does not see the cost (Jacquet's answers are found by play-outs): not told
            return None
        why = better_why(game, best, tuple(map(str, steps)))
        return MESSAGES("costly", n=max(1, round(loss)), best=" ".join(best), why=(why.fr, why.en))

    # -- hint and solution ---------------------------------------------------------------------------

    def hint_text(self, lang: str = "fr") -> str:
        self.hint_shown = True
        return (self.hint or MESSAGES("puzzle_hint_none")).text(lang)

    def solution(self) -> Reason:
        """The first accepted answer, and what it does in the rules' words (the turn under way taken back)."""
        self.solution_shown = True
        self.take_back()
        return MESSAGES("solution", moves=" ".join(self.answers[0]), why=self._answer_said())

    def solution_text(self, lang: str = "fr") -> str:
        return self.solution().text(lang)

    def _answer_said(self) -> tuple[str, str]:
        """What the first accepted answer does, in the rules' words (both languages), played from the position."""
        answer = self.answers[0]
        said = []
        for move in answer:
            said.append(self.game.why(move))
            self.game.play(move)
        for _ in answer:
            self.game.undo()
        return " ".join(r.fr for r in said), " ".join(r.en for r in said)

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


def _check(spec: dict, key: str, ok, expected: str, default=None, **params) -> None:
    """ExerciseError unless ``ok`` accepts ``spec[key]`` (a field left out takes ``default``)."""
    value = spec.get(key, default)
    if not ok(value):
        expected = MESSAGES(expected, **params)
        raise ExerciseError(MESSAGES("spec_field", key=key, given=shown(value), expected=(expected.fr, expected.en)))


def _texts(spec: dict, key: str) -> Reason:
    """A spec's French and English text (``{"fr": ..., "en": ...}``) as a Reason."""
    def ok(v):
        return (isinstance(v, dict) and set(v) == {"fr", "en"}
                and all(t.__class__ is str and 0 < len(t) <= MAX_TEXT for t in v.values()))

    _check(spec, key, ok, "expect_texts")
    return Reason(key, spec[key]["fr"], spec[key]["en"])


def _answers(value) -> bool:
    def move(m):
        return m.__class__ is str and 0 < len(m) <= MAX_MOVE_CHARS

    return (isinstance(value, list) and 0 < len(value) <= MAX_ANSWERS
            and all(move(a) or (isinstance(a, list) and 0 < len(a) <= MAX_STEPS and all(map(move, a)))
                    for a in value))


def set_exercise(puzzles, n: int = 0) -> Exercise:
    """Puzzle ``n`` of a set (:func:`~jocari_edu.analysis.puzzles.puzzle_set`) as an exercise to play on a board:
    ``Board.exercise(set_exercise(serie, n))`` (a lesson's puzzles section, #41)."""
    return Exercise.from_puzzle(puzzles.collection, puzzles[n])
