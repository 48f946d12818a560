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
from .game import Choice, Event, Game, Outcome, RuleSet, implements
from .i18n import Catalog, Reason
from .rng import Rng

__all__ = [
    "Catalog", "Choice", "Event", "Game", "GameOverError", "IllegalMoveError",
    "InvalidThrowError", "JocariError", "NotationError", "Outcome", "Reason",
    "RecordError", "Rng", "RuleSet", "UndoError", "UnknownRuleSetError", "WrongPhaseError", "implements",
]
