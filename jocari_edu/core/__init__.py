"""The common game protocol: game, move, throw, record, errors."""

from .errors import (
    GameOverError,
    IllegalMoveError,
    InvalidThrowError,
    JocariError,
    NotationError,
    RecordError,
    UndoError,
    UnknownRuleSetError,
    WrongPhaseError,
)
from .game import Choice, Event, Game, Outcome, RuleSet
from .i18n import Catalog, Reason, percent
from .options import OptionText
from .rng import Rng

__all__ = [
    "Catalog", "Choice", "Event", "Game", "GameOverError", "IllegalMoveError",
    "InvalidThrowError", "JocariError", "NotationError", "OptionText", "Outcome", "Reason",
    "RecordError", "Rng", "RuleSet", "UndoError", "UnknownRuleSetError", "WrongPhaseError", "percent",
]
