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
"""

from __future__ import annotations

import logging
import re
import time

from ..core import Catalog, Event, JocariError
from ..core.i18n import check_lang, percent
from ..core.limits import is_int, shown
from ..games import load_record, new_game
from ..players import DEFAULT_LEVEL, LEVELS, PLAYERS, UnknownLevelError, suggest
from ..render import picture_of

UI = Catalog(
    turn_throw=("À {player} de lancer.", "{player} to throw."),
    turn_play=("À {player} de jouer.", "{player} to play."),
    turn_move=("À {player} de jouer ({throw}).", "{player} to play ({throw})."),
    # (verbs that fit a mouse and a finger alike: « appuyez », « choisissez », never « cliquez » on a phone)
    only_pass=(
        "Aucun coup n'est possible avec ce lancer : appuyez sur « Passer ».",
        "No move is possible with this throw: press “Pass”.",
    ),
    threw=("{player} lance : {throw}.", "{player} throws: {throw}."),
    turn_lost=("{player} ne peut jouer aucun coup avec ce lancer : son tour passe.",
               "{player} cannot play any move with this throw: the turn passes."),
    played=("{player} joue {move}. {effect}", "{player} plays {move}. {effect}"),
    selected=(
        "Pièce choisie en {sq} : choisissez une destination marquée en vert.",
        "Piece selected on {sq}: choose a destination marked in green.",
    ),
    no_target=("{place} : ce n'est pas une destination possible.", "{place}: not a possible destination."),
    nothing_here=("Aucun coup ne part {place}.", "No move starts from {place}."),
    # what a clicked part of the picture is called, in each game's words ("off" is the exit tray)
    place_square=("la case {sq}", "square {sq}"),
    place_point=("la flèche {sq}", "point {sq}"),
    place_spot=("le point {sq}", "point {sq}"),
    place_quarter=("le quart {sq}", "quarter {sq}"),
    place_off=("la sortie", "the exit"),
    computer=("L'ordinateur ({player}) réfléchit…", "The computer ({player}) is thinking…"),
    computer_waits=(
        "L'ordinateur ({player}) attend : appuyez sur « {button} ».",
        "The computer ({player}) is waiting: press “{button}”.",
    ),
    replay=("Relecture : {index} / {total}.", "Replay: {index} / {total}."),
    loaded=("Partie chargée ({n:# étape|# étapes}).", "Game loaded ({n:# step|# steps})."),
    undone=("Annulé : {what}.", "Undone: {what}."),
    undone_steps=(
        "Annulé, de la dernière étape à la première : {what}.",
        "Undone, last step first: {what}.",
    ),
    step_move=("{move} ({player})", "{move} ({player})"),
    step_throw=("lancer {throw} ({player})", "throw {throw} ({player})"),
    move_line=("{player} : {step}", "{player}: {step}"),
    moves_earlier=("… {n:# étape plus tôt|# étapes plus tôt} (« Revoir la partie » les montre)",
                   "… {n:# earlier step|# earlier steps} (“Replay the game” shows them)"),
    option=("{label} : {value}", "{label}: {value}"),  # a menu entry: "Vol à trois pions : oui"
    hint_title=("L'ordinateur ({level}) jouerait :", "The computer ({level}) would play:"),
    odds=(
        "Chances exactes de gagner : {p0} {a}\u202f%, {p1} {b}\u202f% ; partie nulle : {d}\u202f%.",
        "Exact chances to win: {p0} {a}%, {p1} {b}%; draw: {d}%.",
    ),
    # a message the board cannot use (from a page, a notebook's code), and a programming error
    bad_message=("Message du plateau illisible : {given}.", "Unreadable board message: {given}."),
    unknown_message=("Action du plateau inconnue : {given}.", "Unknown board action: {given}."),
    bad_field=("Action « {kind} » : le champ « {key} » ne peut pas valoir {given}.",
               "Action '{kind}': field '{key}' cannot be {given}."),
    bad_flag=("Action « {kind} » : le champ « {key} » vaut true ou false (oui ou non), pas {given}.",
              "Action '{kind}': field '{key}' is true or false, not {given}."),
    unknown_opponent=("Adversaire inconnu {given} (choix : {known}).", "Unknown opponent {given} (choose: {known})."),
    unknown_pace=("Vitesse inconnue {given} (choix : {known}).", "Unknown pace {given} (choose: {known})."),
    internal_error=("Une erreur interne est survenue ; le plateau a été remis à zéro.",
                    "An internal error occurred; the board has been reset."),
    # « Analyse »: the review of the game, decision by decision (jocari_edu.analysis.review)
    analysis_title=("Analyse de la partie : où a-t-on perdu des chances ?",
                    "Game analysis: where were chances lost?"),
    analysis_progress=("Analyse… {done}/{total}", "Analysing… {done}/{total}"),
    # while the review replays the record to count its decisions (a long record takes several steps)
    analysis_counting=("Analyse… (lecture de la partie)", "Analysing… (reading the game)"),
    analysis_side=("{player} : les coups qui ont le plus coûté", "{player}: the costliest moves"),
    analysis_no_cost=("Aucun coup n'a coûté plus d'un point de chance.", "No move cost more than a point of chance."),
    analysis_move=("Coup {n}", "Move {n}"),
    analysis_shown=(
        "Coup {n} ({player}) : la position avant le coup. Surligné, le coup joué ({turn}) ; "
        "en flèches bleues, le meilleur ({best}).",
        "Move {n} ({player}): the position before it. Highlighted, the move played ({turn}); "
        "in blue arrows, the best one ({best}).",
    ),
    analysis_curve_help=("Touchez un point rouge de la courbe pour voir ce coup sur le plateau.",
                         "Touch a red dot of the curve to see that move on the board."),
)

LABELS = {
    "roll": ("Lancer", "Throw"),
    "set_throw": ("Imposer ce lancer", "Set this throw"),
    "undo": ("Annuler", "Undo"),
    "pass": ("Passer", "Pass"),
    "new": ("Nouvelle partie", "New game"),
    "save": ("Enregistrer", "Save"),
    "load": ("Charger", "Load"),
    "replay": ("Revoir la partie", "Replay the game"),
    "first": ("« début", "« start"),
    "prev": ("‹ précédent", "‹ back"),
    "next": ("suivant ›", "next ›"),
    "last": ("fin »", "end »"),
    "resume": ("Reprendre ici", "Resume here"),
    "numbers": ("Numéros", "Numbers"),
    "opponent": ("Adversaire", "Opponent"),
    "human": ("deux joueurs", "two players"),
    "random": ("ordinateur (hasard)", "computer (random)"),
    "greedy": ("ordinateur (glouton)", "computer (greedy)"),
    # the levels a pupil chooses from: "ordinateur (débutant)"
    **{key: (f"ordinateur ({level.fr})", f"computer ({level.en})") for key, level in LEVELS.items()},
    "hint": ("Que jouerait l'ordinateur ?", "What would the computer play?"),
    "why": ("Pourquoi ?", "Why?"),
    "moves": ("Coups joués", "Moves played"),
    "rules": ("Règles", "Rules"),
    "board": ("Plateau de jeu", "Game board"),
    "settings": ("Réglages", "Settings"),
    "pace": ("Vitesse de l'ordinateur", "Computer's pace"),
    "slow": ("lente (3 s par étape)", "slow (3 s a step)"),
    "normal": ("normale (1,5 s par étape)", "normal (1.5 s a step)"),
    "fast": ("rapide (0,5 s par étape)", "fast (0.5 s a step)"),
    "step": ("pas à pas (bouton)", "step by step (button)"),
    "next_step": ("Étape suivante de l'ordinateur", "Computer's next step"),
    "classroom": ("Mode classe", "Classroom mode"),
    "teacher": ("Mode enseignant", "Teacher mode"),
    "analyse": ("Analyse", "Analysis"),
    "close_analysis": ("Fermer l'analyse", "Close the analysis"),
}

# How long the page waits before each step of the computer's turn, in ms (None: a button).
PACES = {"slow": 3000, "normal": 1500, "fast": 500, "step": None}

# The messages a board's page sends (board.js), and what their fields may hold.
MESSAGE_TYPES = frozenset({"click", "drag", "roll", "pass", "undo", "new", "opponent", "computer", "hint", "numbers",
                           "classroom", "teacher", "pace", "save", "load", "replay", "layout", "analysis"})
REPLAY_ACTIONS = frozenset({"start", "resume", "first", "last", "prev", "next"})
ANALYSIS_ACTIONS = frozenset({"open", "step", "show", "close"})
# how long one « analysis step » message may run before the board answers (seconds): the page shows the
# progress and handles clicks between two steps; at least one decision is analysed per step
ANALYSIS_STEP_SECONDS = 0.15
# the steps of the game a board's answer lists (the latest), whatever the game's length
MOVES_SHOWN = 100
_LOG = logging.getLogger("jocari_edu.board")


class MessageError(JocariError):
    """A board message or setting the board cannot use (not a dict, an unknown action or pace, a field of the wrong kind)."""


def _is_square(value) -> bool:  # a data-square key of a picture: "12", "a1", "Q3", "off-0"...
    return (value.__class__ is str and 0 < len(value) <= 20) or (is_int(value) and abs(value) < 1000)


def _is_throw(value) -> bool:
    return isinstance(value, (list, tuple)) and len(value) <= 4 and all(is_int(v) for v in value)


def _is_name(value) -> bool:  # a rule set or an opponent (None: the current one, or two players)
    return value is None or (value.__class__ is str and len(value) <= 40)


def _is_flag(value) -> bool:  # a yes/no: true or false only ("false", a text, or 0 must not pass for one)
    return value.__class__ is bool


class BoardController:
    """A game plus the selection, messages and replay state of a board."""

    def __init__(self, game, *, lang: str | None = None, opponent: str | None = None,
                 computer_side: int = 1, numbers: bool = True, seed: int = 0,
                 classroom: bool = False, teacher: bool = False, pace: str = "normal") -> None:
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
        return UI(code, **params).text(self.lang)

    def label(self, key: str) -> str:
        fr, en = LABELS[key]
        return fr if self.lang == "fr" else en

    def _name(self, player: int) -> str:
        return self.game.player_name(player, self.lang)

    def _clear_selection(self) -> None:
        self.selected, self.targets = None, []

    @property
    def replaying(self) -> bool:
        return bool(self.redo)

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
            raise UnknownLevelError(UI("unknown_opponent", given=shown(opponent), known=", ".join(["human", *PLAYERS])),
                                    lang=self.lang)

    def set_pace(self, pace: str) -> None:
        """How fast the page shows the computer's steps: one of ``PACES``."""
        if pace.__class__ is not str or pace not in PACES:
            raise MessageError(UI("unknown_pace", given=shown(pace), known=", ".join(PACES)), lang=self.lang)
        self.pace = pace

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

    # -- actions -------------------------------------------------------------------

    def _act(self, action) -> bool:
        """Run ``action``; on a rules error show its reason and change nothing."""
        try:
            prefix = action()
        except JocariError as err:
            self.why = err.text(self.lang)
            return False
        self.why = ""
        self.hint_shown = None
        self._clear_selection()
        self._announce_turn(prefix or "")
        return True

    def roll(self, *values: int) -> bool:
        """Throw the sticks or dice: drawn, or ``values`` set by the teacher."""
        def action():
            self.redo.clear()
            g = self.game
            throw = g.roll(*values)
            thrower = g.history[-1].player
            said = self._t("threw", player=self._name(thrower), throw=g.throw_text(throw, self.lang))
            if g.is_over or not g.awaiting_throw or g.to_play == thrower:
                return said
            # the rules passed the turn at once, said on the board with their reason: an opening still under way
            # (Jéquier's Senet: the first to throw a 1 starts), or a throw no piece can play
            reason = g.phase_reason() if g.in_opening else None
            return f"{said} {reason.text(self.lang) if reason else self._t('turn_lost', player=self._name(thrower))}"
        return self._act(action)

    def play(self, move) -> bool:
        """Play a move (object or notation), announcing what it did."""
        g = self.game

        def action():
            mv = g.parse_move(move)
            verdict = g.why(mv)  # what it does if legal; if not, play() refuses it with this reason
            player = g.to_play
            played = g.play(mv)
            self.redo.clear()
            return self._t("played", player=self._name(player), move=str(played), effect=verdict.text(self.lang))
        return self._act(action)

    def pass_turn(self) -> bool:
        return self.play("pass")

    def undo(self) -> bool:
        """Take back the last step; against the computer, back to the learner's turn."""
        def action():
            self.redo.clear()
            undone = [self.game.undo()]
            # against the computer, take back the computer's whole turn and the learner's move
            while self.computer is not None and self.game.history and self.computer_turn:
                undone.append(self.game.undo())
            steps = ", ".join(self._step_text(e) for e in undone)
            return self._t("undone" if len(undone) == 1 else "undone_steps", what=steps)
        return self._act(action)

    def _step_text(self, event: Event) -> str:
        """One step of the history with its side: ``9-12 (Blanc)``, ``lancer 3 (Noir)``."""
        player = self._name(event.player)
        if event.kind == "throw":
            return self._t("step_throw", throw=self.game.throw_text(event.value, self.lang), player=player)
        return self._t("step_move", move=event.notation(), player=player)

    def _move_squares(self) -> list | None:
        """Each legal move with the picture's squares it goes from and to: what a click or a drag picks from;
        None when the learner cannot move now (a replay, the computer's turn, a throw due: « Pourquoi ? »
        then says why)."""
        g = self.game
        if self.replaying or self.computer_turn:
            return None
        reason = g.phase_reason()
        if reason is not None:
            self.why = reason.text(self.lang)
            return None
        squares_of = picture_of(g).squares_of
        return [(m, *squares_of(g, m)) for m in g.legal_moves()]

    def click(self, square: str) -> bool:
        """A click on ``square`` (a ``data-square`` key). Returns True if a move was played."""
        square = str(square)
        squares = self._move_squares()
        if squares is None:
            return False
        if self.selected is not None and square in self.targets:
            move = next(m for m, s, d in squares if s == self.selected and d == square)
            return self.play(move)
        direct = [m for m, s, d in squares if s is None and d == square]
        if direct:
            return self.play(direct[0])
        starts = [d for m, s, d in squares if s == square]
        if starts:
            self.selected, self.targets, self.why = square, list(dict.fromkeys(starts)), ""
            return False
        self.why = self._explain_click(square)
        if self.selected is not None:
            self._clear_selection()
        return False

    def drag(self, start: str, end: str) -> bool:
        """A piece dragged from ``start`` to ``end`` (``data-square`` keys): the move between them if the
        rules allow it (as two clicks would play it); else nothing is played, the piece dragged stays
        selected with its destinations marked, and « Pourquoi ? » says why. Returns True if a move was played."""
        start, end = str(start), str(end)
        squares = self._move_squares()
        if squares is None:
            return False
        found = [m for m, s, d in squares if s == start and d == end]
        if found:
            return self.play(found[0])
        starts = [d for m, s, d in squares if s == start]
        self._clear_selection()
        if starts:  # a piece that can move, dropped where it cannot go
            self.selected, self.targets = start, list(dict.fromkeys(starts))
            self.why = self._explain_click(end)
        elif any(s is None and d == start for _, s, d in squares):  # a free point: a click there places a piece
            self.why = self._t("nothing_here", place=self._place(start, whence=True))
        else:  # why the piece dragged cannot move (the rules' reason), or whose it is
            self.why = self._explain_click(start)
        return False

    def _explain_click(self, square: str) -> str:
        g = self.game
        picture = picture_of(g)
        if self.selected is not None:
            move = picture.move_between(g, self.selected, square)
            if move is not None:
                return g.explain(move, self.lang)
            place = self._place(square)
            return self._t("no_target", place=place[:1].upper() + place[1:])
        for move in picture.moves_at(g, square):
            return g.explain(move, self.lang)
        return self._t("nothing_here", place=self._place(square, whence=True))

    def _place(self, square: str, whence: bool = False) -> str:
        """A clicked part of the picture as the game names it: « la case 12 », « la flèche 5 », « la sortie »;
        ``whence``: as a move starts from it, in French with « de » (« du point a1 », « de la case 12 »)."""
        if square == "off":
            place = self._t("place_off")
        elif square.startswith("Q"):
            place = self._t("place_quarter", sq=square)
        else:
            place = self._t(f"place_{self.game.PLACE}", sq=square)
        if whence and self.lang == "fr":
            return "du " + place[3:] if place.startswith("le ") else "de " + place
        return place

    def computer_step(self) -> bool:
        """If the computer is to act, make one step (a throw or a move)."""
        if not self.computer_turn:
            return False
        g = self.game
        if g.awaiting_throw:
            return self.roll()
        return self.play(self.computer.choose(g))

    def new_game(self, rule_set: str | None = None, options: dict | None = None, seed: int | None = None,
                 game: str | None = None) -> bool:
        """Start again (same game unless ``game`` names another), with a rule set and options."""
        name = game or self.game.name
        rule_set = rule_set or (self.game.rule_set if name == self.game.name else None)

        def action():
            self.game = new_game(name, rule_set, options=options, seed=seed, lang=self.lang)
            self.redo.clear()
            self.loaded, self.analysis = False, None
            return ""
        return self._act(action)

    def options_from_indexes(self, indexes: dict) -> dict | None:
        """Options chosen on the board, given as indexes into each option's allowed values.

        An index that is not an integer is refused (MessageError); one that names no value is left out.
        """
        allowed = self.game.OPTION_VALUES
        if not isinstance(indexes, dict) or not all(is_int(i) for i in indexes.values()):
            raise MessageError(UI("bad_field", kind="new", key="option_indexes", given=shown(indexes)),
                               lang=self.lang)
        chosen = {k: allowed[k][i] for k, i in indexes.items() if k in allowed and 0 <= i < len(allowed[k])}
        return chosen or None

    # -- « Que jouerait l'ordinateur ? » -------------------------------------------------

    @property
    def hint_level(self) -> str:
        """The level that answers: the opponent's, if a level plays, else the default level."""
        return self.opponent if self.opponent in LEVELS else DEFAULT_LEVEL

    @property
    def can_hint(self) -> bool:
        return not self.replaying and not self.computer_turn

    def _here(self) -> tuple:
        return self.game.position(), len(self.game.history)

    def hint(self) -> bool:
        """What the computer would play now, and why: shown on the picture until the position changes.

        The picture draws the whole suggested turn (arrows, numbered when the
        turn has several steps) and marks the first move's squares.

        The move and its reason come from :func:`jocari_edu.players.suggest` at
        :attr:`hint_level` (within that level's time budget); when no move can be
        played (a throw is due, the game is over) the rules' own reason is shown.
        Returns True if a move was suggested.
        """
        if not self.can_hint:
            return False
        g = self.game
        level = self.hint_level
        title = self._t("hint_title", level=LEVELS[level].label(self.lang))
        reason = g.phase_reason()
        if reason is not None:
            self.hint_shown = {"at": self._here(), "title": title, "text": reason.text(self.lang), "squares": []}
            return False
        s = suggest(g, level, seed=len(g.history))
        squares = [k for k in picture_of(g).squares_of(g, s.move) if k is not None]
        self.hint_shown = {"at": self._here(), "title": title, "text": s.text(self.lang), "squares": squares,
                           "move": str(s.move), "turn": s.turn}
        return True

    @property
    def current_hint(self) -> dict | None:
        """The hint asked for at the position shown, or None (any change of position clears it)."""
        shown = self.hint_shown
        if shown is None or self.replaying or shown["at"] != self._here():
            return None
        return shown

    # -- records and replay ------------------------------------------------------------

    def save(self) -> str:
        return self.game.to_json(indent=1)

    def load(self, record, *, replay: bool = False) -> bool:
        """Load a record (JSON text or dict); with ``replay`` start at its beginning."""
        def action():
            game = load_record(record, lang=self.lang)
            self.game = game
            self.redo.clear()
            self.loaded, self.analysis = True, None
            n = len(game.history)
            if replay:
                self.replay_to(0)
                return self._t("replay", index=0, total=n)
            return self._t("loaded", n=n)
        return self._act(action)

    def replay_to(self, index: int) -> None:
        """Show the position after ``index`` events of the game (0 = the start)."""
        g = self.game
        total = len(g.history) + len(self.redo)
        index = max(0, min(index, total))
        while len(g.history) > index:
            self.redo.append(g.undo())
        while len(g.history) < index:
            g.replay_event(self.redo.pop())
        self._clear_selection()
        self.why = ""
        self.said = ""

    def replay_step(self, delta: int) -> None:
        self.replay_to(len(self.game.history) + delta)

    def resume(self) -> None:
        """Leave the replay and play on from the position shown."""
        self.redo.clear()
        self._announce_turn()

    # -- « Analyse »: the review of the game, decision by decision ------------------------------

    @property
    def can_analyse(self) -> bool:
        """« Analyse » is offered at the end of a game, during « Revoir la partie », and on a loaded record or link."""
        g = self.game
        return bool(g.history or self.redo) and (g.is_over or self.replaying or self.loaded)

    def _full_game(self):
        """The whole game shown (during a replay, with the steps still to replay), as a copy."""
        full = self.game.copy()
        for event in reversed(self.redo):
            full.replay_event(event)
        return full

    def analyse_open(self) -> bool:
        """Start the review of the game shown (:func:`jocari_edu.analysis.review_steps`); :meth:`analyse_step`
        carries it on.  Returns False (and says why) when the review cannot start."""
        from ..analysis.review import review_steps

        if not self.can_analyse:
            return False
        full = self._full_game()
        steps = review_steps(full, depth=self.analysis_depth, lang=self.lang)
        self.analysis = {"game": full, "steps": steps, "done": 0, "total": None, "review": None, "shown": None,
                         "drawn": None}
        self.analyse_step(seconds=0)
        return True

    def analyse_step(self, seconds: float | None = None) -> bool:
        """Carry the review on for about ``seconds`` (:data:`ANALYSIS_STEP_SECONDS`; at least one decision).
        Returns True while there is more to do."""
        run = self.analysis
        if run is None or run["review"] is not None:
            return False
        budget = ANALYSIS_STEP_SECONDS if seconds is None else seconds
        start = last = time.perf_counter()
        try:
            while True:
                done, total = next(run["steps"])
                if total is None:  # still counting the decisions: a replay of the record, bounded by its events
                    continue  # (MAX_EVENTS: under 0.1 s), finished in this message so that the progress has its total
                run["done"], run["total"] = done, total
                now = time.perf_counter()
                # stop before the piece that would overrun the step: the next one is assumed to cost what
                # the last one did (a decision or a throw), so a message stays within its budget
                if now - start + (now - last) >= budget:
                    return True
                last = now
        except StopIteration as finished:
            run["review"] = finished.value
            run["total"] = run["done"] = len(finished.value.decisions)
        except JocariError as err:  # the record cannot be reviewed: said, and the panel closes
            self.analysis = None
            self.why = err.text(self.lang)
        return False

    def analyse(self):
        """The whole review at once (from code, in a lesson): the panel shows it; returns the Review."""
        if self.analysis is None or self.analysis["review"] is None:
            if self.analysis is None and not self.analyse_open():
                return None
            while self.analyse_step(seconds=60):
                pass
        return self.analysis["review"] if self.analysis else None

    def analyse_show(self, k: int) -> bool:
        """Show decision ``k`` of the review: the position before it, the move played highlighted and the
        better move drawn as the hint's arrows (the board replays the analysed game to that point)."""
        run = self.analysis
        review = run and run["review"]
        if not review or not 0 <= k < len(review.decisions):
            return False
        d = review.decisions[k]
        self.game = run["game"].copy()
        self.redo.clear()
        self.replay_to(d.index)
        self.hint_shown = None
        g = self.game.copy()
        picture = picture_of(g)
        squares, best = [], []
        for text in d.turn:  # the squares of the moves played, read one after the other
            mv = g.parse_move(text)
            squares += [s for s in picture.squares_of(g, mv) if s is not None]
            g.play(mv)
        g = self.game.copy()
        for text in d.best:
            best.append(g.play(text))
        run["shown"] = {"k": k, "at": self._here(), "squares": squares, "turn": tuple(best)}
        return True

    def _analysis_shown(self) -> dict | None:
        """The decision the analysis shows at the position shown, or None (any change of position clears it)."""
        run = self.analysis
        shown = run and run["shown"]
        return shown if shown and shown["at"] == self._here() else None

    def analysis_view(self) -> dict | None:
        """The « Analyse » panel: its progress, then the curve, each side's costliest moves and the verdict."""
        run = self.analysis
        if run is None:
            return None
        review = run["review"]
        done, total = run["done"], run["total"] or 0
        found = {"state": "done" if review else "running", "done": done, "total": total,
                 "title": self._t("analysis_title"),
                 "progress": self._t("analysis_progress", done=done, total=total) if total
                 else self._t("analysis_counting"),
                 "shown": None}
        if not review:
            return found
        if run.get("drawn") is None:  # the curve, the lists and the verdict: drawn once per review
            run["drawn"] = self._analysis_drawn(review)
        found.update(run["drawn"])
        shown = self._analysis_shown()
        if shown:
            d = review.decisions[shown["k"]]
            found["shown"] = {"decision": shown["k"], "text": self._t(
                "analysis_shown", n=d.index + 1, player=self._name(d.player), turn=" ".join(d.turn),
                best=" ".join(d.best))}
        else:
            found["shown"] = None
        return found

    def _analysis_drawn(self, review) -> dict:
        order = {d.index: k for k, d in enumerate(review.decisions)}
        costly = {p: [order[d.index] for d in review.costliest(p)] for p in (0, 1)}
        points = [(0, _white(review.decisions[0].player, review.decisions[0].before.score))] if review.decisions else []
        points += [(k + 1, _white(d.player, d.after.score)) for k, d in enumerate(review.decisions)]
        from ..render.curve import curve_svg

        verdict = review.verdict()
        # a decision is numbered as « Coups joués » numbers its first move (throws count there too)
        numbers = [0] + [d.index + 1 for d in review.decisions]
        return {
            "curve": curve_svg(points, sorted(k + 1 for ks in costly.values() for k in ks), player=self._name(0),
                               lang=self.lang, numbers=numbers),
            "help": self._t("analysis_curve_help"),
            "sides": [{"title": self._t("analysis_side", player=self._name(p)), "none": self._t("analysis_no_cost"),
                       "costly": [{"decision": k, "move": self._t("analysis_move", n=numbers[k + 1]),
                                   "text": self._cost_text(review.decisions[k])} for k in costly[p]]}
                      for p in (0, 1)],
            "verdict": verdict.text(self.lang) if verdict else "",
        }

    def _cost_text(self, d) -> str:
        """What a costly decision cost, said to the pupil (« t'a coûté ») unless the computer made it."""
        from ..analysis.review import said_of

        if d.why is None:
            return " ".join(d.turn)
        if self.computer is None or d.player != self.computer_side:
            return d.why.text(self.lang)
        return said_of(d, (self.game.player_name(d.player, "fr"), self.game.player_name(d.player, "en"))).text(self.lang)

    # -- messages from a board's page ----------------------------------------------------

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
            raise MessageError(UI(code, kind=kind, key=key, given=shown(value)), lang=self.lang)
        return value

    def _dispatch(self, content) -> dict | None:
        if not isinstance(content, dict):
            raise MessageError(UI("bad_message", given=shown(content)), lang=self.lang)
        kind = content.get("type")
        if kind.__class__ is not str or kind not in MESSAGE_TYPES:
            raise MessageError(UI("unknown_message", given=shown(kind)), lang=self.lang)
        if kind == "click":
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

    # -- what to show --------------------------------------------------------------------

    def picture(self) -> str:
        analysed = self._analysis_shown()
        hint = self.current_hint or analysed
        # a costly move shown: the move before it is not marked (its line would read as part of what is shown)
        return self.game.svg(targets=self.targets, selected=self.selected, numbers=self.numbers, lang=self.lang,
                             highlight=hint["squares"] if hint else (), suggested=hint.get("turn", ()) if hint else (),
                             layout=self.layout, last_move=not analysed)

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
            and not self.computer_turn,
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
            "labels": {k: self.label(k) for k in LABELS},
            "odds": self.odds_text(),
            "can_analyse": self.can_analyse,
            "analysis": self.analysis_view(),
            # the whole game, so that a board saved in a page (a lesson on the site) can come alive
            "record": g.to_record(),
        }

    def odds_text(self) -> str:
        """The exact chances from this position, where the game can compute them."""
        from ..analysis import exact_chances

        chances = None if self.game.is_over else exact_chances(self.game)
        if chances is None:
            return ""
        a, d, b = (f"{100 * p:.1f}".replace(".", "," if self.lang == "fr" else ".") for p in chances)
        return self._t("odds", p0=self._name(0), p1=self._name(1), a=a, d=d, b=b)


def _white(player: int, score: float) -> float:
    """A side's expected score, as the first player's."""
    return score if player == 0 else 1.0 - score


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

