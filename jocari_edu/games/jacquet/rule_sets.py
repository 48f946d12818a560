"""Jacquet's rule sets and options as data: one registry, validated when a record is registered.

The one rule set is Breyer's (:data:`RULE_SETS`).  Its one option,
``bear_off`` (choice J7), is a table of :class:`BearOff` records: what a
die higher than needed may bear off.  The game's option values and the
words a board shows for them are derived from :data:`BEAR_OFF`; the kernel
reads the record's ``strict`` field, the refusal its ``refusal`` code.
"""

from __future__ import annotations

from typing import NamedTuple

from ...core import OptionText, RuleSet, RuleSetError
from ...core.rule_sets import register as _register
from .texts import MESSAGES

SEED = "seed 000 (Jeu du Jacquet, after C. Breyer 2010, pp. 136-137)"


class BearOff(NamedTuple):
    """One reading of bearing off with a die higher than needed (a value of the option ``bear_off``).

    ``strict``: False, the die takes off the farthest checker it reaches
    (Breyer's "best economy of points", J7); True, only when no checker stands
    farther back (backgammon).  ``refusal``: the message code naming the rule
    when it refuses a checker.  ``label``: how the value reads on a board
    (French, English).
    """

    key: str
    strict: bool
    refusal: str
    label: tuple[str, str]


BEAR_OFF: dict[str, BearOff] = {}


def register_bear_off(record: BearOff) -> BearOff:
    """Add a ``bear_off`` value; a record that is not complete or clashes is refused here (RuleSetError)."""
    if not isinstance(record, BearOff) or not isinstance(record.key, str) or not record.key:
        raise RuleSetError(f"a bear_off rule must be a BearOff with a key, not {record!r}")
    if record.key in BEAR_OFF:
        raise RuleSetError(f"bear_off {record.key!r} is already registered")
    if not isinstance(record.strict, bool):
        raise RuleSetError(f"bear_off {record.key!r}: strict must be True or False, not {record.strict!r}")
    if record.refusal not in MESSAGES:
        raise RuleSetError(f"bear_off {record.key!r}: refusal {record.refusal!r} is no message of Jacquet's catalogue")
    if (not isinstance(record.label, tuple) or len(record.label) != 2
            or not all(isinstance(t, str) and t for t in record.label)):
        raise RuleSetError(f"bear_off {record.key!r}: label must be (French, English) texts")
    BEAR_OFF[record.key] = record
    return record


register_bear_off(BearOff("higher", False, "off_economy",
                          ("le pion le plus éloigné qu'il atteint (Breyer)", "the farthest checker it reaches (Breyer)")))
register_bear_off(BearOff("backgammon", True, "off_backgammon",
                          ("seulement si aucun pion n'est plus loin (backgammon)",
                           "only if no checker is farther back (backgammon)")))


def register(rule_set: RuleSet) -> RuleSet:
    """Add ``rule_set`` to :data:`RULE_SETS`: its ``bear_off`` must be a registered value (RuleSetError if not)."""
    bear_off = rule_set.options.get("bear_off") if isinstance(getattr(rule_set, "options", None), dict) else None
    problems = [] if bear_off in BEAR_OFF else [f"bear_off {bear_off!r} is not registered"]
    return _register(RULE_SETS, rule_set, game="Jacquet", problems=problems)


RULE_SETS: dict[str, RuleSet] = {}
register(RuleSet("breyer", "Jacquet (d'après C. Breyer)", "Jacquet (after C. Breyer)", SEED,
                 options={"bear_off": "higher"}))

OPTION_VALUES = {"bear_off": tuple(BEAR_OFF)}
OPTION_TEXTS = {  # how the option reads on a board (choice J7)
    "bear_off": OptionText(("Sortir avec un dé trop fort", "Bearing off with a higher die"),
                           {key: record.label for key, record in BEAR_OFF.items()}),
}
