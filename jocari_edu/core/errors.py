"""The project's exceptions: one base class, every one a ``ValueError``.

Whatever raises one of these has left the game exactly as it was before the
call (tests check it).  Each carries a :class:`~jocari_edu.core.i18n.Reason`
when there is a rule to cite, so a board can show the learner *why*.
"""

from __future__ import annotations

from . import i18n
from .i18n import Reason


class JocariError(ValueError):
    """Base class of every error raised on bad input by jocari_edu."""

    def __init__(self, message: str | Reason, *, lang: str = "fr") -> None:
        self.reason = message if isinstance(message, Reason) else None
        text = message.text(lang) if isinstance(message, Reason) else message
        super().__init__(text)

    def text(self, lang: str = "fr") -> str:
        """The message in ``lang`` (falls back to the raised text)."""
        return self.reason.text(lang) if self.reason else str(self)


class IllegalMoveError(JocariError):
    """A well-formed move that the rules refuse in this position."""


class NotationError(JocariError):
    """A move text that is not in the game's notation."""


class InvalidThrowError(JocariError):
    """Throw values that the sticks or dice cannot show."""


class InvalidSeedError(JocariError):
    """A seed that is not an integer of fewer than 20 digits."""


class WrongPhaseError(JocariError):
    """A throw when a move is due, a move when a throw is due, ..."""


class GameOverError(WrongPhaseError):
    """Anything but undo once the game has ended."""


class UnknownRuleSetError(JocariError):
    """A game, rule set or option name that does not exist."""


class RuleSetError(UnknownRuleSetError):
    """A rule set the rules cannot play, refused when it is registered (every game's: a programmer's error)."""


class RecordError(JocariError):
    """A game record that cannot be loaded; ``index`` is the first bad entry.

    ``str()`` and ``text("fr")`` tell a learner what is wrong, in French (the
    rules' own reason when a replayed event is refused, the entry counted from
    1, « Étape 3 de la partie : … »); ``text("en")`` says it in English
    ("entry 3: ..."); ``index`` is the entry's 0-based position, for code.
    """

    def __init__(self, message: str | Reason, *, index: int | None = None) -> None:
        self.index = index
        fr, en = (message.fr, message.en) if isinstance(message, Reason) else (message, message)
        if index is not None:
            fr, en = f"Étape {index + 1} de la partie : {fr}", f"entry {index + 1}: {en}"
        super().__init__(fr)
        self.reason = Reason("record", fr, en)


class UnknownLanguageError(JocariError):
    """A language other than "fr" and "en"."""


i18n.LanguageError = UnknownLanguageError  # what check_lang raises (i18n cannot import this module)


class UndoError(JocariError):
    """Undo asked of a game with nothing to undo."""
