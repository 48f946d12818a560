"""``Board``: the anywidget front of a :class:`BoardController`.

Python decides everything; ``board.js`` draws the SVG the rules package made,
the buttons and the messages, and sends clicks back as small messages.
"""

from __future__ import annotations

import os
import pathlib

import anywidget
import traitlets

from ..core import Catalog, RecordError
from ..core.limits import shown
from ..core.record import read_file
from ..games import new_game
from .controller import BoardController

LOAD = Catalog(
    one_of=("Board.load prend une partie (texte JSON, octets ou dictionnaire) ou un fichier (path=…), "
            "pas {given}.",
            "Board.load takes a record (JSON text, bytes or a dict) or a file (path=...), not {given}."),
    path_hint=("Pour lire un fichier : board.load(path=« nom du fichier »).",
               "To read a file: board.load(path='file name')."),
)

HERE = pathlib.Path(__file__).parent


class Board(anywidget.AnyWidget):
    """A live board: ``Board(game)`` or ``Board("senet", "jequier", seed=1)``.

    ``board.game`` is the live game: a lesson can set up a position by code
    (``board.play("10-11")``, ``board.roll(3)``, ``board.game = Senet.arrange(...)``).
    ``opponent=`` a level (``"debutant"``, ``"moyen"``, ``"fort"``, ``"expert"``, or the older
    ``"random"``/``"greedy"``) lets the computer play ``computer_side``, one
    step at a time at ``pace`` (``"slow"``, ``"normal"``, ``"fast"``, or ``"step"``: a button).
    ``classroom=True`` draws for a projector (large board, buttons and text, the picture's words large);
    ``teacher=True`` shows the teacher's tools (choosing the throw).  The board
    has toggles for both.  ``tutor=True``: « Mode entraînement » (also a toggle), a costly move of the pupil's
    against the computer held before it is played (:mod:`jocari_edu.widgets.tutor`).
    """

    _esm = HERE / "board.js"
    _css = HERE / "board.css"
    view = traitlets.Dict().tag(sync=True)
    version = traitlets.Int(0).tag(sync=True)

    def __init__(self, game="senet", rule_set: str | None = None, *, seed: int | None = None,
                 options: dict | None = None, lang: str | None = None, opponent: str | None = None,
                 computer_side: int = 1, numbers: bool = True, classroom: bool = False,
                 teacher: bool = False, pace: str = "normal", tutor: bool = False, **kwargs) -> None:
        super().__init__(**kwargs)
        if isinstance(game, str):
            game = new_game(game, rule_set, seed=seed, options=options, lang=lang or "fr")
        self.controller = BoardController(game, lang=lang, opponent=opponent, computer_side=computer_side,
                                          numbers=numbers, classroom=classroom, teacher=teacher, pace=pace,
                                          tutor=tutor)
        self.on_msg(self._on_msg)
        self._sync()

    @classmethod
    def exercise(cls, exercise, *, lang: str | None = None, numbers: bool = True, classroom: bool = False,
                 **kwargs) -> Board:
        """A board in exercise mode: ``exercise`` (an :class:`~jocari_edu.analysis.exercise.Exercise`, or its spec,
        :meth:`~jocari_edu.analysis.exercise.Exercise.from_spec`) answered on the board, with its question, the
        verdict and why, the attempts, « Indice », « Solution », « Recommencer »; no computer, no throw to make
        (see :mod:`jocari_edu.widgets.exercise`).  ``board.controller.exercise`` is the exercise."""
        from ..analysis.exercise import Exercise

        if isinstance(exercise, dict):
            exercise = Exercise.from_spec(exercise, lang=lang or "fr")
        board = cls(exercise.game, lang=lang, numbers=numbers, classroom=classroom, **kwargs)
        board.controller.set_exercise(exercise)
        board.refresh()
        return board

    def exercise_action(self, action: str) -> bool:
        """« Indice » (``"hint"``), « Solution » (``"solution"``), « Jouer la solution » (``"play_solution"``),
        « Recommencer » (``"restart"``), as the board's buttons do."""
        return self._do("exercise_action", action)

    # -- the live game -------------------------------------------------------------

    @property
    def game(self):
        return self.controller.game

    @game.setter
    def game(self, game) -> None:
        self.controller.set_game(game)
        self._sync()

    def refresh(self) -> None:
        """Redraw after changing ``board.game`` directly."""
        self.controller.refresh()
        self._sync()

    def _sync(self) -> None:
        with self.hold_sync():
            self.view = self.controller.view()
            self.version += 1

    def _do(self, method, *args, **kwargs):
        result = getattr(self.controller, method)(*args, **kwargs)
        self._sync()
        return result

    # -- the same actions as the buttons, for lessons -----------------------------------

    def roll(self, *values: int) -> bool:
        return self._do("roll", *values)

    def play(self, move) -> bool:
        return self._do("play", move)

    def click(self, square: str) -> bool:
        return self._do("click", square)

    def undo(self) -> bool:
        return self._do("undo")

    def hint(self) -> bool:
        """« Que jouerait l'ordinateur ? »: mark the suggested move and say why (True if one was suggested)."""
        return self._do("hint")

    def new_game(self, rule_set: str | None = None, options: dict | None = None, seed: int | None = None) -> bool:
        return self._do("new_game", rule_set, options, seed)

    def save(self, path: str | None = None) -> str:
        text = self.controller.save()
        if path:
            pathlib.Path(path).write_text(text, encoding="utf-8")
        return text

    def load(self, record=None, *, path=None, replay: bool = False) -> bool:
        """Load a game: ``record`` (JSON text, UTF-8 bytes or a dict) or ``path=`` (a file holding one; a
        ``pathlib.Path`` given as ``record`` is a path too).  A text is always a record, never taken for a
        file name.  With ``replay`` the board starts at the game's beginning.  A record or file that cannot be
        loaded changes nothing: the board says why (French first) and this returns False."""
        if isinstance(record, os.PathLike) and path is None:
            record, path = None, record
        try:
            if (record is None) == (path is None):
                raise RecordError(LOAD("one_of", given=shown(record if path is None else path)))
            if path is not None:
                record = read_file(path)
            elif not isinstance(record, (str, bytes, bytearray, dict)):
                raise RecordError(LOAD("one_of", given=shown(record)))
        except RecordError as err:
            self.controller.why = err.text(self.controller.lang)
            self._sync()
            return False
        loaded = self._do("load", record, replay=replay)
        if not loaded and isinstance(record, str) and "{" not in record:  # a file name given as the record?
            self.controller.why += " " + LOAD("path_hint").text(self.controller.lang)
            self._sync()
        return loaded

    def replay_to(self, index: int) -> None:
        self._do("replay_to", index)

    def analyse(self):
        """« Analyse »: review the whole game shown (at once), open the panel with its curve and costliest
        moves, and return the :class:`~jocari_edu.analysis.review.Review` (None if there is nothing to review)."""
        return self._do("analyse")

    def resume(self) -> None:
        """Leave a replay and play on from the position shown."""
        self._do("resume")

    # -- messages from the page ----------------------------------------------------------

    def _on_msg(self, _widget, content, _buffers) -> None:
        reply = self.controller.handle(content)
        if reply is not None:
            self.send(reply)
            return
        self._sync()
