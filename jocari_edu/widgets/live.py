"""Boards on the website: a :class:`BoardController` per board, in the browser (Pyodide).

The site's adapter (``docs/assets/live/live.js``) plays the anywidget model's
role for the very same ``board.js``; every message the page sends comes here
as JSON, goes to :meth:`BoardController.handle`, and the answer is the new
view (and the record to download, or the link to share).  Nothing in this
module decides a rule or draws anything: it only chooses where a board starts
(a lesson's saved position, a shared link, a fresh game) and packs answers.

Also the site's few fixed sentences, said before Python is there (loading,
``file://``), so that every learner-facing text stays in Python.
"""

from __future__ import annotations

import json

from ..core import Catalog, JocariError
from ..games import load_record, new_game
from ..share import from_link, to_link
from .controller import BoardController

SITE = Catalog(
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
        "Python n'a pas pu démarrer dans ce navigateur ({error}) : le plateau reste une image.",
        "Python could not start in this browser ({error}): the board stays a picture.",
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
)


def site_text(code: str, lang: str = "fr", **params) -> str:
    """One of the site's fixed sentences (the build writes them into the pages)."""
    return SITE(code, **params).text(lang)


class LiveBoard:
    """One board of a web page, driven by JSON messages from the page's adapter."""

    def __init__(self, controller: BoardController) -> None:
        self.controller = controller

    @classmethod
    def from_saved(cls, view: dict) -> LiveBoard:
        """The board a lesson showed, from its saved view: same game, same position, same settings."""
        lang = view.get("lang", "fr")
        try:
            game = load_record(view["record"], lang=lang)
        except (JocariError, KeyError, TypeError) as err:
            board = cls.fresh(view.get("game", "senet"), view.get("rule_set"), lang=lang)
            board.controller.why = err.text(lang) if isinstance(err, JocariError) else str(err)
            return board
        controller = BoardController(game, lang=lang, opponent=view.get("opponent"),
                                     numbers=bool(view.get("numbers", True)),
                                     classroom=bool(view.get("classroom")), teacher=bool(view.get("teacher")),
                                     pace=view.get("pace", "normal"))
        # the lesson's last words stay on screen until the learner acts
        controller.said = view.get("said", "")
        controller.why = view.get("why", "")
        return cls(controller)

    @classmethod
    def fresh(cls, name: str, rule_set: str | None = None, *, link: str | None = None,
              lang: str = "fr") -> LiveBoard:
        """A new game of ``name`` (a fresh seed), or the game a shared ``link`` holds."""
        board = cls(BoardController(new_game(name, rule_set, lang=lang), lang=lang))
        if link:
            board.open_link(link)
        return board

    def open_link(self, link: str) -> bool:
        """Load the game a shared link holds; if the rules refuse it, say why and keep the board."""
        c = self.controller
        try:
            game = from_link(link, lang=c.lang)
        except JocariError as err:
            c.why = site_text("bad_link", c.lang, reason=err.text(c.lang))
            return False
        c.load(game.to_record())
        return True

    # -- messages ------------------------------------------------------------------------

    def handle(self, content: dict) -> dict:
        """One message from the page; returns ``{"view": ..., "reply": ... or None}``."""
        kind = content.get("type")
        if kind == "share":
            reply = {"type": "link", "fragment": to_link(self.controller.game),
                     "text": site_text("shared", self.controller.lang)}
        elif kind == "link":
            self.open_link(str(content.get("fragment", "")))
            reply = None
        else:
            reply = self.controller.handle(content)
        return {"view": self.controller.view(), "reply": reply}

    def handle_json(self, text: str) -> str:
        """:meth:`handle` for the page, JSON text in and out (one crossing of the JS/Python border)."""
        return json.dumps(self.handle(json.loads(text)), ensure_ascii=False)

    def view_json(self) -> str:
        return json.dumps(self.controller.view(), ensure_ascii=False)


def open_board(spec_json: str) -> LiveBoard:
    """The board a page's placeholder describes (JSON): ``{"mode": "lesson", "view": {...}}``
    or ``{"mode": "play", "game": ..., "rule_set": ..., "link": ... or null}``."""
    spec = json.loads(spec_json)
    if spec.get("mode") == "lesson":
        return LiveBoard.from_saved(spec["view"])
    return LiveBoard.fresh(spec["game"], spec.get("rule_set"), link=spec.get("link"), lang=spec.get("lang", "fr"))
