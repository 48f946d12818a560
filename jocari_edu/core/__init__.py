"""The common game protocol: game, move, throw, record, errors."""

from .errors import (
    GameOverError,
    IllegalMoveError,
    InvalidSeedError,
    InvalidThrowError,
    JocariError,
    NotationError,
    RecordError,
    UndoError,
    UnknownLanguageError,
    UnknownRuleSetError,
    WrongPhaseError,
)
from .game import Choice, Event, Game, Outcome, RuleSet, implements
from .i18n import Catalog, Reason, percent
from .options import OptionText
from .rng import Rng

__all__ = [
    "Catalog", "Choice", "Event", "Game", "GameOverError", "IllegalMoveError",
    "InvalidSeedError", "InvalidThrowError", "JocariError", "NotationError", "OptionText", "Outcome", "Reason",
    "RecordError", "Rng", "RuleSet", "UndoError", "UnknownLanguageError", "UnknownRuleSetError", "WrongPhaseError", "implements", "percent",
]
