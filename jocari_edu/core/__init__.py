"""The common game protocol: game, move, throw, record, errors."""

from .errors import (
    GameOverError,
    IllegalMoveError,
    InvalidSeedError,
    InvalidThrowError,
    JocariError,
    NotationError,
    RecordError,
    RuleSetError,
    UndoError,
    UnknownLanguageError,
    UnknownRuleSetError,
    WrongPhaseError,
)
from .game import Choice, Event, Game, Outcome, Preview, RuleSet, implements
from .i18n import Catalog, Reason, percent
from .kernel import Kernel
from .options import OptionText
from .rng import Rng

__all__ = [
    "Catalog", "Choice", "Event", "Game", "Kernel", "GameOverError", "IllegalMoveError",
    "InvalidSeedError", "InvalidThrowError", "JocariError", "NotationError", "OptionText", "Outcome", "Preview", "Reason",
    "RecordError", "Rng", "RuleSet", "RuleSetError", "UndoError", "UnknownLanguageError", "UnknownRuleSetError", "WrongPhaseError", "implements", "percent",
]
