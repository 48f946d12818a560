"""Senet (ancient Egypt), under several modern reconstructions.

Source: ``shared/seeds/003_fc31a5edbcadf883.txt`` ("Senet de Jéquier : de quoi
s'agit-il ?"), whose comparison table defines the "standard" rule set and
Gustave Jéquier's, the latter as summarised in Botermans et al., *The World of
Games*, and checked against the Ludii database; each rule set names its sources.

The board is a track of 30 squares in three rows of ten, read as a "boustrophedon"
(1–10 left to right, 11–20 right to left, 21–30 left to right).  Four
two-sided sticks are thrown: the value is the number of light faces up, and
none up counts what the rule set says (5 in the standard game, 6 in Jéquier's).

The package, so that a reader finds a rule without scrolling past a catalogue:

- :mod:`.rule_sets`: each reconstruction as data (:class:`SenetRules`) and the named hooks it
  chooses from; the registry :data:`RULE_SETS`, :func:`register`, :func:`rule_set_table`;
- :mod:`.rules`: the kernel :class:`SenetState`, each rule a predicate decided once;
- :mod:`.texts`: the messages; :mod:`.choices`: the reading chosen where a source is ambiguous;
- :mod:`.position`: the position text and ``arrange``; :mod:`.game`: the teaching class :class:`Senet`.
"""

from .choices import CHOICES
from .game import Senet, rule_set_table
from .rule_sets import (
    BEAR_OFFS,
    EMPTY,
    OFF,
    OPENINGS,
    RULE_SETS,
    SQUARES,
    WATER_LANDINGS,
    SenetRules,
    register,
)
from .rules import SenetState
from .rules_tables import ACTION_MOVES, PASS, PASS_ACTION, SenetMove, action_text, destination
from .texts import MESSAGES

VARIANTS = RULE_SETS  # the name the lessons knew the rule sets' data by

__all__ = [
    "ACTION_MOVES", "BEAR_OFFS", "CHOICES", "EMPTY", "MESSAGES", "OFF", "OPENINGS", "PASS", "PASS_ACTION", "RULE_SETS",
    "SQUARES", "VARIANTS", "WATER_LANDINGS", "Senet", "SenetMove", "SenetRules", "SenetState",
    "action_text", "destination", "register", "rule_set_table"
]
