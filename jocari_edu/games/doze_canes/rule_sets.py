"""Doze canes' rule sets: one, Murray's reading of Alfonso X's book, registered as every game's are
(:func:`jocari_edu.core.rule_sets.register`: a rule set the rules cannot play is a RuleSetError there)."""

from __future__ import annotations

from ...core import RuleSet
from ...core.rule_sets import register as _register
from .choices import SEED


def register(rule_set: RuleSet) -> RuleSet:
    """Add ``rule_set`` to :data:`RULE_SETS`: Doze canes has no option, so a rule set with one is refused."""
    options = getattr(rule_set, "options", None)
    problems = [] if options == {} else [f"Doze canes has no option, not {options!r}"]
    return _register(RULE_SETS, rule_set, game="Doze canes", problems=problems)


RULE_SETS: dict[str, RuleSet] = {}
register(RuleSet("alfonso", "Douze chiens (Doze canes), Alphonse X, lecture de Murray",
                 "Twelve Dogs (Doze canes), Alfonso X, Murray's reading", SEED))
