"""Boards on the website: a :class:`BoardController` per board, in the browser (Pyodide).

The site's adapter (``docs/assets/live/live.js``) plays the anywidget model's
role for the very same ``board.js``; every message the page sends crosses to
the page's Web Worker (``docs/assets/live/worker.js``, where Pyodide runs, off
the page's thread), comes here as JSON, goes to :meth:`BoardController.handle`,
and the answer is the new view (and the record to download, or the link to
share).  Nothing in this module decides a rule or draws anything: it only
chooses where a board starts (a lesson's saved position, a shared link, a
fresh game), carries the board's settings in its links and packs answers.

Also the site's few fixed sentences: those said before Python is there
(a touch starts the board, loading, ``file://``, a failed start), which the build
writes into the pages,
and those the adapter shows while Python works, which it receives with each
board, so that every learner-facing text stays in Python.
"""

from __future__ import annotations

import json
import logging
import traceback

from ..core import Catalog, JocariError
from ..core.limits import shown
from ..core.record import parse, read
from ..games import available, entry, load_record, new_game
from ..players import DEFAULT_LEVEL, LEVELS, PLAYERS
from ..share import MAX_CHARS, LinkError, read_link, to_link
from .computer import PACES
from .controller import BoardController

SITE = Catalog(
    touch=(
        "Touchez le plateau pour jouer : Python démarre alors dans la page (quelques secondes la première fois).",
        "Touch the board to play: Python then starts in the page (a few seconds the first time).",
    ),
    loading=(
        "Chargement de Python… (première visite : quelques secondes)",
        "Loading Python… (first visit: a few seconds)",
    ),
    served=(
        "Ce plateau ne peut pas jouer depuis un fichier ouvert directement : "
        "servez le dossier du site, par exemple avec « python -m http.server -d site », "
        "puis ouvrez http://127.0.0.1:8000.",
        "This board cannot play from a file opened directly: serve the site's folder, "
        "for instance with “python -m http.server -d site”, then open http://127.0.0.1:8000.",
    ),
    failed=(
        "Python n'a pas pu démarrer dans ce navigateur : le plateau reste une image.",
        "Python could not start in this browser: the board stays a picture.",
    ),
    thinking=("L'ordinateur réfléchit…", "The computer is thinking…"),
    busy=(
        "L'ordinateur réfléchit encore : ce clic n'a pas été joué. Rejouez-le quand il aura fini.",
        "The computer is still thinking: this click was not played. Play it again once it has finished.",
    ),
    internal=(
        "Une erreur interne est survenue ; le plateau a été remis à zéro.",
        "An internal error occurred; the board was reset.",
    ),
    vs_computer=("Contre l'ordinateur ({level})", "Against the computer ({level})"),
    two_players=("À deux sur cet écran", "Two players on this screen"),
    elsewhere=(
        "Ce lien est une partie d'un autre jeu ({game}) : ouvrez-le sur la page « Jouer » de ce jeu.",
        "This link is a game of another game ({game}): open it on that game's “Play” page.",
    ),

    share=("Partager", "Share"),
    share_title=(
        "Un lien qui ouvre cette partie, à cette position, sur la page « Jouer »",
        "A link that opens this game, at this position, on the “Play” page",
    ),
    shared=(
        "Lien de la partie (copiez-le et envoyez-le) :",
        "Link to this game (copy it and send it):",
    ),
    bad_link=("Lien de partie refusé : {reason}", "Game link refused: {reason}"),
    other_file=(
        "Cette partie enregistrée est une partie de {game} : ouvrez-la avec « Charger » sur la page « Jouer » de "
        "ce jeu. Le plateau n'a pas changé.",
        "This saved game is a game of {game}: open it with “Load” on that game's “Play” page. The board is "
        "unchanged.",
    ),
    resume=("Reprendre la partie ?", "Resume the game?"),
    resume_yes=("Oui", "Yes"),
    resume_no=("Non", "No"),
)


def site_text(code: str, lang: str = "fr", **params) -> str:
    """One of the site's fixed sentences (the build writes them into the pages)."""
    return SITE(code, **params).text(lang)


_LOG = logging.getLogger("jocari_edu.board")

# the sentences the page's adapter shows itself while Python works for a board
ADAPTER_TEXTS = ("thinking", "busy")


class LiveBoard:
    """One board of a web page, driven by JSON messages from the page's adapter.

    ``spec``: what the page's placeholder says about the board (see :func:`open_board`);
    a "Jouer" page's spec also names every game's "Jouer" page (``pages``), where a
    link of another game is sent.
    """

    def __init__(self, controller: BoardController, spec: dict | None = None) -> None:
        self.controller = controller
        self.spec = spec or {}
        self.level = DEFAULT_LEVEL  # the level the "against the computer" choice gives
        self.reply: dict | None = None  # what the page must do as the board opens (a link of another game)
        self._remember_level()
        self._kept = self._keeping()  # the game as the page opened it: not "a game in progress" yet

    @classmethod
    def from_saved(cls, view: dict, spec: dict | None = None) -> LiveBoard:
        """The board a lesson showed, from its saved view: same game, same position, same settings."""
        lang = view.get("lang", "fr")
        if (view.get("exercise") or {}).get("spec"):  # a lesson's exercise (Board.exercise): set up again
            return cls.exercise(view["exercise"]["spec"], lang=lang, spec=spec,
                                numbers=bool(view.get("numbers", True)), classroom=bool(view.get("classroom")))
        try:
            game = load_record(view["record"], lang=lang)
        except (JocariError, KeyError, TypeError) as err:
            board = cls.fresh(view.get("game", "senet"), view.get("rule_set"), lang=lang)
            board.controller.why = err.text(lang) if isinstance(err, JocariError) else str(err)
            return board
        controller = BoardController(game, lang=lang, opponent=view.get("opponent"),
                                     numbers=bool(view.get("numbers", True)),
                                     classroom=bool(view.get("classroom")), teacher=bool(view.get("teacher")),
                                     pace=view.get("pace", "normal"), tutor=_tutor_on(view))
        # the lesson's last words stay on screen until the learner acts
        controller.said = view.get("said", "")
        controller.why = view.get("why", "")
        if view.get("analysis"):  # the lesson showed its « Analyse »: the page's Python reviews the game again
            controller.analyse_open()
        return cls(controller, spec)

    @classmethod
    def exercise(cls, exercise: dict, *, lang: str = "fr", spec: dict | None = None, numbers: bool = True,
                 classroom: bool = False) -> LiveBoard:
        """A board in exercise mode (:mod:`jocari_edu.widgets.exercise`) on the exercise a spec describes
        (:meth:`~jocari_edu.analysis.exercise.Exercise.from_spec`)."""
        from ..analysis.exercise import Exercise

        try:
            ex = Exercise.from_spec(exercise, lang=lang)
        except JocariError as err:  # a spec no exercise reads: a board of its game (if it names one) says why
            name = exercise.get("game") if isinstance(exercise, dict) else None
            board = cls.fresh(name if name.__class__ is str and name in available() else "senet", lang=lang)
            board.controller.why = err.text(lang)
            return board
        controller = BoardController(ex.game, lang=lang, numbers=numbers, classroom=classroom)
        controller.set_exercise(ex)
        return cls(controller, spec)

    @classmethod
    def fresh(cls, name: str, rule_set: str | None = None, *, link: str | None = None,
              lang: str = "fr", opponent: str | None = None, spec: dict | None = None) -> LiveBoard:
        """A new game of ``name`` (a fresh seed), or the game a shared ``link`` holds."""
        def made():
            return cls(BoardController(new_game(name, rule_set, lang=lang), lang=lang, opponent=opponent), spec)

        board = made()
        if link:
            try:
                board.reply = board.open_link(link)
            except Exception:  # noqa: BLE001 - no link may keep a board from opening: a fresh one says why
                _LOG.exception("link %s failed", shown(link))
                board = made()
                board.controller.why = site_text("bad_link", lang, reason=LinkError("unreadable").text(lang))
        return board

    # -- the board's settings, in its links --------------------------------------------------

    def settings(self) -> dict:
        """The settings a player chose on the board, as a link carries them."""
        c = self.controller
        return {"opponent": c.opponent, "pace": c.pace, "numbers": c.numbers, "classroom": c.classroom,
                "teacher": c.teacher, **({"tutor": True} if c.tutor else {})}  # (« Mode entraînement » when on)

    @staticmethod
    def _checked(settings: dict) -> dict:
        """The link's settings if a board accepts every value (an altered link: :class:`LinkError`)."""
        allowed = {"opponent": {"human", *PLAYERS}, "pace": set(PACES)}
        if any(name in allowed and value not in allowed[name] for name, value in settings.items()):
            raise LinkError("unreadable")
        return settings

    def _apply(self, settings: dict) -> None:
        c = self.controller
        if "opponent" in settings:
            c.set_opponent(settings["opponent"])
        if "pace" in settings:
            c.set_pace(settings["pace"])
        for name in ("numbers", "classroom", "teacher"):
            if name in settings:
                setattr(c, name, settings[name])
        c.set_tutor(settings.get("tutor", False))

    def _remember_level(self) -> None:
        if self.controller.opponent in LEVELS:
            self.level = self.controller.opponent

    def open_link(self, link: str) -> dict | None:
        """Load the game a shared link holds, with its board's settings; if the rules refuse it, say why
        and keep the board.  A link of another game on a "Jouer" page: the reply sends the page there."""
        c = self.controller
        try:
            game, settings = read_link(link, lang=c.lang)
            settings = self._checked(settings)
        except JocariError as err:
            c.why = site_text("bad_link", c.lang, reason=err.text(c.lang))
            return None
        page_game = self.spec.get("game")
        if self.spec.get("mode") == "play" and page_game and game.name != page_game:
            page = self.spec.get("pages", {}).get(game.name)
            if page:
                return {"type": "elsewhere", "href": f"{page}#partie={link}"}
            c.why = site_text("elsewhere", c.lang, game=game.name)
            return None
        c.load(game.to_record())
        self._apply(settings)
        self._remember_level()
        return None

    # -- messages ------------------------------------------------------------------------

    def handle(self, content: dict) -> dict:
        """One message from the page; returns ``{"view": ..., "reply": ... or None, "choice": [...]}``."""
        kind = content.get("type") if isinstance(content, dict) else None  # the controller refuses the rest
        if kind == "share":
            reply = {"type": "link", "fragment": to_link(self.controller.game, self.settings()),
                     "text": site_text("shared", self.controller.lang)}
        elif kind == "link":
            fragment = content.get("fragment", "")
            reply = self.open_link(fragment if isinstance(fragment, str) else "")  # not text: a damaged link
        elif kind == "load" and self._other_game(content.get("json")):
            reply = None  # refused with its sentence: a "Jouer" page plays its own game only
        else:
            reply = self.controller.handle(content)
            self._remember_level()
        return self.answer(reply)

    def _other_game(self, record) -> bool:
        """A record of another game than its "Jouer" page's, loaded with « Charger »: refused, saying which game
        it holds and where it plays (True).  A record that cannot be read goes on to the board, which says why."""
        page_game = self.spec.get("game")
        if self.spec.get("mode") != "play" or not page_game:
            return False
        try:
            name = read(parse(record) if isinstance(record, str) else record)["game"]
        except (JocariError, TypeError):
            return False
        if name == page_game:
            return False
        try:
            title = entry(name).title
        except KeyError:
            title = shown(name)
        self.controller.why = site_text("other_file", self.controller.lang, game=title)
        return True

    def answer(self, reply: dict | None = None) -> dict:
        """What the page shows: the view, the reply if any, and the "Jouer" page's choice of opponent; with
        ``keep`` when the game in progress changed (:meth:`kept`).

        The view's record (what a lesson's saved board comes alive from) stays in Python: the page never reads
        it, and an answer stays small whatever the game's length."""
        return {"view": dict(self.controller.view(), record=None), "reply": reply, "choice": self.choice(),
                **self.kept()}

    def _keeping(self) -> tuple:
        c = self.controller
        return c.game, len(c.game.history), c.game.is_over, tuple(self.settings().items())

    def kept(self) -> dict:
        """What the page keeps in the browser of the game in progress, so that a reload or a closed tab offers it
        back (« Reprendre la partie ? »): ``{"keep": link}`` (the share link's text, settings included) once the
        game or the board's settings changed since the page opened it or since the last answer;
        ``{"keep": None}`` (forget it) when the game is over, has no event or is too long for a link; ``{}``
        when nothing changed, and during a replay (the position shown is not the game's end)."""
        if self.controller.replaying or self.controller.exercise is not None:  # an exercise is not a game kept
            return {}
        now = self._keeping()
        then = self._kept
        if now[0] is then[0] and now[1:] == then[1:]:
            return {}
        self._kept = now
        game = self.controller.game
        link = to_link(game, self.settings()) if game.history and not game.is_over else None
        return {"keep": link if link is not None and len(link) <= MAX_CHARS else None}

    def choice(self) -> list[dict]:
        """The opponent choice a "Jouer" page offers at once: the computer at its level, or two players."""
        lang, opponent = self.controller.lang, self.controller.opponent
        level = LEVELS[self.level].label(lang)
        return [{"opponent": self.level, "text": site_text("vs_computer", lang, level=level),
                 "pressed": opponent != "human"},
                {"opponent": "human", "text": site_text("two_players", lang), "pressed": opponent == "human"}]

    def texts(self) -> dict:
        """The sentences the page's adapter shows itself while Python works for this board."""
        return {code: site_text(code, self.controller.lang) for code in ADAPTER_TEXTS}

    def reset(self) -> dict:
        """After an error inside Python: the board this page's placeholder describes, afresh, saying so."""
        spec = dict(self.spec, link=None)
        board = open_board(json.dumps(spec)) if spec else LiveBoard.fresh(self.controller.game.name)
        self.controller, self.level = board.controller, board.level
        self.controller.why = site_text("internal", self.controller.lang)
        return self.answer()

    def handle_json(self, text: str) -> str:
        """:meth:`handle` for the page, JSON text in and out (one crossing of the worker/Python border).

        An exception escaping the rules for one message (a bug, never a refused move:
        those are answers) resets the board with one sentence, so that it keeps
        working; the details go to the page's console (``"error"``).
        """
        try:
            answer = self.handle(json.loads(text))
        except Exception:  # noqa: BLE001 - whatever it is, the board must go on
            answer = dict(self.reset(), error=traceback.format_exc())
        return json.dumps(answer, ensure_ascii=False)

    def opened_json(self) -> str:
        """The board's first answer: as :meth:`answer`, with the adapter's sentences and any reply."""
        return json.dumps(dict(self.answer(self.reply), texts=self.texts()), ensure_ascii=False)

    def reset_json(self) -> str:
        """:meth:`reset`, for the worker, when an error escaped even :meth:`handle_json`."""
        return json.dumps(self.reset(), ensure_ascii=False)

    def view_json(self) -> str:
        return json.dumps(self.controller.view(), ensure_ascii=False)


def _tutor_on(view: dict) -> bool:
    """Was « Mode entraînement » on in a lesson's saved view (a view saved before it existed: no)?"""
    shown = view.get("tutor")
    return isinstance(shown, dict) and shown.get("on") is True


def open_board(spec_json: str) -> LiveBoard:
    """The board a page's placeholder describes (JSON): ``{"mode": "lesson", "view": {...}}``
    or ``{"mode": "play", "game": ..., "rule_set": ..., "opponent": ..., "link": ... or null,
    "pages": {game: its "Jouer" page}}``, or any spec carrying ``"exercise": {...}`` (an exercise's spec,
    :meth:`~jocari_edu.analysis.exercise.Exercise.to_spec`): that exercise on the board."""
    spec = json.loads(spec_json)
    if isinstance(spec.get("exercise"), dict):
        return LiveBoard.exercise(spec["exercise"], lang=spec.get("lang", "fr"), spec=spec)
    if spec.get("mode") == "lesson":
        return LiveBoard.from_saved(spec["view"], spec)
    return LiveBoard.fresh(spec["game"], spec.get("rule_set"), link=spec.get("link"), lang=spec.get("lang", "fr"),
                           opponent=spec.get("opponent"), spec=spec)
