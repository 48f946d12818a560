"""What a board does with a click, in pure Python (no widget library).

The :class:`BoardController` holds a live game and turns clicks, buttons and
code calls into protocol calls (``roll``, ``legal_moves``, ``play``,
``explain``, ``undo``), then describes what to show: the picture (from the
game's own ``svg``), the announcement, the reason for a refused click, the move
list and the state of the buttons.  It never decides a rule itself: legal
targets come from ``legal_moves()``, reasons from ``explain()``, and which
clickable part of the picture is which move from the game's picture module
(:mod:`jocari_edu.render`): a click becomes a move object directly.

It uses only the public protocol of games and pictures, and imports no widget
library, so the same code runs in JupyterLab, where
:class:`~jocari_edu.widgets.board.Board` is a thin anywidget layer over it, and
in a browser (Pyodide), where a small adapter feeds :meth:`BoardController.handle`
the page's messages and shows :meth:`BoardController.view`.  The unit tests
drive it directly.

One module a duty, each a part of the class: :mod:`.messages` (the page's
messages, checked), :mod:`.session` (clicks, moves, undo, a new game),
:mod:`.computer` (the opponent, its pace, its steps), :mod:`.records` (save,
load, the replay), :mod:`.review` (the hint, « Analyse », the odds), :mod:`.tutor`
(« Mode entraînement »: a costly move held before it is played), and
:mod:`.texts` (the board's sentences and labels).  This module holds the state
they share and the view.
"""

from __future__ import annotations

import re

from ..core import Event
from ..core.i18n import check_lang, percent
from ..players import LEVELS
from . import texts
from .computer import PACES, ComputerTurn
from .exercise import ExerciseMode
from .messages import PageMessages
from .records import Records
from .review import Review
from .session import Moves
from .tutor import Tutor

# the steps of the game a board's answer lists (the latest), whatever the game's length
MOVES_SHOWN = 100


class BoardController(ExerciseMode, PageMessages, Tutor, Moves, ComputerTurn, Records, Review):
    """A game plus the selection, messages and replay state of a board.

    Its duties live in their own modules: the page's messages (:mod:`.messages`), the learner's moves and undo
    (:mod:`.session`), the computer's turn (:mod:`.computer`), records and replay (:mod:`.records`), the hint and
    the review (:mod:`.review`); this class holds the state they share and says what the board shows.
    """

    def __init__(self, game, *, lang: str | None = None, opponent: str | None = None,
                 computer_side: int = 1, numbers: bool = True, seed: int = 0,
                 classroom: bool = False, teacher: bool = False, pace: str = "normal", tutor: bool = False) -> None:
        self.lang = check_lang(lang or game.lang)
        self.game = game
        self.numbers = numbers
        self.classroom = bool(classroom)  # large pieces, buttons and text, for a projector
        # the picture's drawing: "wide", "portrait" (a phone held upright) or "landscape" (sideways); board.js says
        self.layout = "wide"
        self.teacher = bool(teacher)  # shows the teacher's tools (choosing the throw)
        self.set_pace(pace)
        self.computer_side = computer_side
        self.set_opponent(opponent, seed=seed)
        self.selected: str | None = None
        self.targets: list[str] = []
        self.why = ""
        self.said = ""  # what the last action did; the status adds whose turn it is now
        self.hint_shown: dict | None = None  # « Que jouerait l'ordinateur ? »: its answer, for one position
        self.redo: list[Event] = []  # replay: events undone, to step forward again
        self.loaded = False  # the game came from a record or a link (« Analyse » is offered on it)
        self.analysis: dict | None = None  # « Analyse »: the review under way or done (see analyse_open)
        self.analysis_depth: int | None = None  # the review's depth (None: the analysis's default)
        self.tutor_run, self.tutor_let = None, set()  # « Mode entraînement » (.tutor)
        self.set_tutor(tutor)
        self._announce_turn()

    def set_game(self, game) -> None:
        """Show ``game`` (set up by a lesson's code) from now on, leaving any replay."""
        self.game = game
        self.redo.clear()
        self.analysis = None
        self._clear_selection()
        self._announce_turn()

    def refresh(self) -> None:
        """Announce the turn again, after the live game was changed by code."""
        self._announce_turn()


    # -- helpers -------------------------------------------------------------------

    def _t(self, code: str, **params) -> str:
        return texts.UI(code, **params).text(self.lang)

    def label(self, key: str) -> str:
        fr, en = texts.LABELS[key]
        return fr if self.lang == "fr" else en

    def _name(self, player: int) -> str:
        return self.game.player_name(player, self.lang)

    def _clear_selection(self) -> None:
        self.selected, self.targets = None, []

    def _announce_turn(self, prefix: str = "") -> None:
        """Say what just happened; :attr:`status` adds what the board shows now."""
        self.said = prefix

    @property
    def status(self) -> str:
        """The announcement, always about the position and selection shown."""
        if self.replaying:
            return self._t("replay", index=len(self.game.history), total=len(self.game.history) + len(self.redo))
        if self.selected is not None:
            return self._t("selected", sq=self.selected)
        return _joined(self.said, self._turn_text())

    def _turn_text(self) -> str:
        g = self.game
        if self.exercise_over:  # the answer shown: no turn is asked for (:mod:`.exercise`)
            return ""
        if g.is_over:
            return g.outcome.text(self.lang)
        note = g.throw_note()
        parts = [note.text(self.lang)] if note is not None else []
        if g.awaiting_throw:
            parts.append(self._t("turn_throw", player=self._name(g.to_play)))
        else:
            moves = g.legal_moves()
            if len(moves) == 1 and g.is_pass(moves[0]):
                parts.append(self._t("only_pass"))
            elif g.current_throw is not None:
                parts.append(self._t("turn_move", player=self._name(g.to_play),
                                     throw=g.throw_text(g.current_throw, self.lang)))
            else:
                parts.append(self._t("turn_play", player=self._name(g.to_play)))
        if self.computer_turn:
            if PACES[self.pace] is None:
                parts.append(self._t("computer_waits", player=self._name(g.to_play), button=self.label("next_step")))
            else:
                parts.append(self._t("computer", player=self._name(g.to_play)))
        return " ".join(parts)


    # -- what to show --------------------------------------------------------------------

    def picture(self) -> str:
        analysed = self._analysis_shown()
        hint = self.current_hint or analysed
        # a costly move shown: the move before it is not marked (its line would read as part of what is shown)
        return self.game.svg(targets=self.targets, selected=self.selected, numbers=self.numbers, lang=self.lang,
                             highlight=hint["squares"] if hint else (), suggested=hint.get("turn", ()) if hint else (),
                             layout=self.layout, last_move=not analysed, large=self.classroom)

    def view(self) -> dict:
        g = self.game
        total = len(g.history) + len(self.redo)
        shown = g.history[-MOVES_SHOWN:]
        legal = [] if self.replaying else g.legal_moves()
        throws = []
        if g.HAS_CHANCE and g.awaiting_throw and not g.is_over:
            throws = [
                {"label": g.throw_text(t, self.lang), "values": list(t), "p": percent(p, self.lang)}
                for t, p in g.throw_outcomes()
            ]
        return {
            "svg": self.picture(),
            "status": self.status,
            "said": "" if self.replaying or self.selected is not None else self.said,
            "why": self.why,
            # the last steps only, whatever the game's length: an answer stays small (« Revoir la partie » shows
            # every position); "history_total" counts them all
            "history": [e.notation() for e in shown],
            "history_total": len(g.history),
            "moves": ([self._t("moves_earlier", n=len(g.history) - len(shown))] if len(shown) < len(g.history)
                      else []) + [self._t("move_line", player=self._name(e.player), step=e.notation()) for e in shown],
            "position": g.position(),
            "lang": self.lang,
            "numbers": self.numbers,
            "layout": self.layout,
            "game": g.name,
            "rule_set": g.rule_set,
            "rule_sets": [[k, rs.fr if self.lang == "fr" else rs.en] for k, rs in g.RULE_SETS.items()],
            # each option: its value, the allowed values (the page sends back an index), its label, their menu entries
            "options": {k: [v, list(allowed := g.OPTION_VALUES.get(k, ())), g.option_label(k, self.lang),
                            [self._t("option", label=g.option_label(k, self.lang),
                                     value=g.option_value_text(k, a, self.lang)) for a in allowed]]
                        for k, v in g.options.items()},
            "defaults": {k: rs.options for k, rs in g.RULE_SETS.items()},
            "can_roll": g.HAS_CHANCE and g.awaiting_throw and not g.is_over and not self.replaying
            and not self.computer_turn and self.exercise is None,
            "throws": throws,
            "can_pass": any(g.is_pass(m) for m in legal) and not self.computer_turn,
            "can_undo": bool(g.history) and not self.replaying,
            "replay": {"index": len(g.history), "total": total} if self.replaying else None,
            "opponent": self.opponent,
            # the levels; an older opponent ("random", "greedy") only while it is the one playing
            "opponents": ["human", *LEVELS, *([self.opponent] if self.opponent not in ("human", *LEVELS) else [])],
            "can_hint": self.can_hint,
            # the turn itself reaches the page drawn on the picture (its arrows carry data-move)
            "hint": {k: v for k, v in hint.items() if k not in ("at", "turn")} if (hint := self.current_hint) else None,
            "computer_turn": self.computer_turn,
            "pace": self.pace,
            "paces": list(PACES),
            "computer_delay": PACES[self.pace],
            "classroom": self.classroom,
            "teacher": self.teacher,
            "over": g.is_over,
            "labels": {k: self.label(k) for k in texts.LABELS},
            "odds": self.odds_text(),
            "can_analyse": self.can_analyse,
            "analysis": self.analysis_view(),
            "tutor": self.tutor_view(),
            # the whole game, so that a board saved in a page (a lesson on the site) can come alive
            "record": g.to_record(),
            # an exercise's question, verdict, attempts and buttons, and its spec (:mod:`.exercise`); None: a game
            "exercise": self.exercise_view(),
        }



def _joined(said: str, more: str) -> str:
    """``said`` then ``more``, leaving out a sentence of ``more`` that ``said`` already ended on.

    A winning move says so (« C'est le septième pion pris : Noir gagne. »), and the
    outcome then says it again in its own sentence (« … Noir gagne. »): once is enough.
    Compared regardless of case (« … : à Noir de lancer. » then « À Noir de lancer. »).
    """
    earlier = re.split(r"(?<=[.!?])\s+", said.strip()) if said.strip() else []
    kept = [s for s in re.split(r"(?<=[.!?])\s+", more.strip())
            if s and not any(e.lower() == s.lower() or e.lower().endswith(" " + s.lower()) for e in earlier)]
    return " ".join([*earlier, *kept]).strip()
