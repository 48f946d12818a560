"""The messages a board's page sends (``board.js``), checked field by field, and what each one does."""

from __future__ import annotations

import logging

from ..core import JocariError
from ..core.limits import is_int, shown
from ..games import new_game
from . import texts

# The messages a board's page sends (board.js), and what their fields may hold.
MESSAGE_TYPES = frozenset({"click", "drag", "roll", "pass", "undo", "new", "opponent", "computer", "hint", "numbers",
                           "classroom", "teacher", "pace", "save", "load", "replay", "layout", "analysis",
                           "exercise", "tutor"})
REPLAY_ACTIONS = frozenset({"start", "resume", "first", "last", "prev", "next"})
ANALYSIS_ACTIONS = frozenset({"open", "step", "show", "close"})
_LOG = logging.getLogger("jocari_edu.board")


def _is_square(value) -> bool:  # a data-square key of a picture: "12", "a1", "Q3", "off-0"...
    return (value.__class__ is str and 0 < len(value) <= 20) or (is_int(value) and abs(value) < 1000)


def _is_throw(value) -> bool:
    return isinstance(value, (list, tuple)) and len(value) <= 4 and all(is_int(v) for v in value)


def _is_name(value) -> bool:  # a rule set or an opponent (None: the current one, or two players)
    return value is None or (value.__class__ is str and len(value) <= 40)


def _is_flag(value) -> bool:  # a yes/no: true or false only ("false", a text, or 0 must not pass for one)
    return value.__class__ is bool



class PageMessages:
    """Part of :class:`~jocari_edu.widgets.controller.BoardController`: one message from the page, refused
    with a specific sentence when it cannot be used, and the one catch-all of the package."""

    def handle(self, content: dict) -> dict | None:
        """One message from the board's page (``board.js``), as JupyterLab or the browser sends it.

        Returns a message to send back to the page (the record to download), or None.
        The caller then shows ``view()``.  Both the anywidget ``Board`` and the site's
        in-browser boards (Pyodide) go through here, so a page behaves the same in both.

        The board never dies: a message it cannot use (not a dict, an unknown
        action, a field of the wrong kind) or that the rules refuse changes
        nothing and shows why (``view()["why"]``); a programming error inside
        Python (the one catch-all of the package) is logged with its traceback
        to stderr, the board starts a fresh game of the same rules, and the
        learner reads one sentence (« Une erreur interne est survenue… »).
        """
        try:
            return self._dispatch(content)
        except JocariError as err:  # refused before anything changed (checked fields, set_opponent, set_pace)
            self.why = err.text(self.lang)
        except Exception:  # noqa: BLE001 - the one catch-all: see the docstring
            _LOG.exception("board message %s failed", shown(content))
            self._reset()
            self.why = self._t("internal_error")
        return None

    def _reset(self) -> None:
        """A fresh game of the same rules, after a programming error (see :meth:`handle`)."""
        if self.exercise is not None:  # an exercise board: the exercise afresh (widgets/exercise.py)
            self.exercise_action("restart")
            return
        g = self.game
        try:
            game = new_game(g.name, g.rule_set, options=dict(g.options), lang=self.lang)
        except JocariError:  # the options themselves were damaged: the rule set's own
            game = new_game(g.name, g.rule_set, lang=self.lang)
        self.redo.clear()
        self.hint_shown = None
        self.set_game(game)

    def _field(self, content: dict, kind: str, key: str, ok, default=None):
        """``content[key]`` if ``ok`` accepts it (``default`` when absent), else MessageError."""
        value = content.get(key, default)
        if not ok(value):
            code = "bad_flag" if ok is _is_flag else "bad_field"
            raise texts.MessageError(texts.UI(code, kind=kind, key=key, given=shown(value)), lang=self.lang)
        return value

    def _dispatch(self, content) -> dict | None:
        if not isinstance(content, dict):
            raise texts.MessageError(texts.UI("bad_message", given=shown(content)), lang=self.lang)
        kind = content.get("type")
        if kind.__class__ is not str or kind not in MESSAGE_TYPES:
            raise texts.MessageError(texts.UI("unknown_message", given=shown(kind)), lang=self.lang)
        if self.exercise_takes(kind):  # an exercise's buttons, and what would leave it (widgets/exercise.py)
            self.exercise_message(content)
        elif kind == "click":
            square = self._field(content, kind, "square", _is_square)
            self.click(str(square))
        elif kind == "drag":
            start = self._field(content, kind, "from", _is_square)
            self.drag(str(start), str(self._field(content, kind, "to", _is_square)))
        elif kind == "roll":
            self.roll(*self._field(content, kind, "values", _is_throw, []))
        elif kind == "pass":
            self.pass_turn()
        elif kind == "undo":
            self.undo()
        elif kind == "new":
            rule_set = self._field(content, kind, "rule_set", _is_name)
            self.new_game(rule_set, self.options_from_indexes(content.get("option_indexes") or {}))
        elif kind == "opponent":
            self.set_opponent(self._field(content, kind, "opponent", _is_name))
            self._announce_turn()
        elif kind == "computer":
            self.computer_step()
        elif kind == "hint":
            self.hint()
        elif kind in ("numbers", "classroom", "teacher"):
            setattr(self, kind, self._field(content, kind, "on", _is_flag, False))
        elif kind == "layout":  # the board's size chose the drawing; anything else keeps the wide one
            value = content.get("value")
            self.layout = value if value in ("portrait", "landscape") else "wide"
        elif kind == "pace":
            self.set_pace(content.get("pace"))
        elif kind == "analysis":
            action = self._field(content, kind, "action", lambda v: v.__class__ is str and v in ANALYSIS_ACTIONS)
            if action == "open":
                self.analyse_open()
            elif action == "step":
                self.analyse_step()
            elif action == "show":
                self.analyse_show(self._field(content, kind, "decision", lambda v: is_int(v) and 0 <= v < 10**5))
            else:
                self.analysis = None
        elif kind == "tutor":  # « Mode entraînement »: the setting, or an answer to a move held (.tutor)
            self.tutor_message(content)
        elif kind == "save":
            return {"type": "record", "json": self.save(), "filename": f"{self.game.name}-{self.game.seed}.json"}
        elif kind == "load":
            record = self._field(content, kind, "json", lambda v: isinstance(v, (str, dict)), "")
            replay = self._field(content, kind, "replay", _is_flag, False)
            self.load(record, replay=replay)
        else:  # replay
            action = self._field(content, kind, "action", lambda v: v.__class__ is str and v in REPLAY_ACTIONS)
            if action == "start":
                self.replay_to(0)
            elif action == "resume":
                self.resume()
            elif action in ("first", "last"):
                self.replay_to(0 if action == "first" else 10**9)
            else:
                self.replay_step(-1 if action == "prev" else 1)
        return None
