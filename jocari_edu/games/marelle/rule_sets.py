"""La Marelle's rule sets: one registry of records, each difference an explicit field.

A rule set is a :class:`~jocari_edu.core.RuleSet` whose options are the
fields of :class:`MarelleRules` (choices M1-M8 explain each); a learner or a
programmer may change any of them with ``options=``.  :func:`register` checks
a record when it is added to :data:`RULE_SETS`: a missing field, an unknown
one or a value the rules do not know is a :class:`~jocari_edu.core.RuleSetError`
at import, naming the rule set and the field, never a surprise in play.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from ...core import RuleSet, RuleSetError
from ...core.rule_sets import register as _register

SEED = "seed 001 (Jocari, Jeu de la Marelle), after C. Breyer 2010, p. 101"

OPTION_VALUES = {
    "reform": ("banned", "allowed"),
    "flying": (True, False),
    "first": ("draw", "white", "black"),
    "blocked": ("loses", "passes"),
    "repetition": (0, 2, 3, 4, 5),
    "quiet_moves": (10, 20, 30, 40, 50, 60, 80, 100, 150, 200),
}
"""Options (choices M1-M8 explain each):

- ``reform``: ``"banned"``, a mill broken by moving one of its pieces never
  counts again on the same line with the same three pieces (the seed, M1, M2);
  ``"allowed"``, it counts each time it closes, as most players play today.
- ``flying``: with three pieces left, a piece may move to any empty point (M8).
- ``first``: who places first: drawn by lot (a chance step), or White, or Black (M5).
- ``blocked``: a player who cannot move ``"loses"``, or ``"passes"`` (M6).
- ``repetition``: the same position for the n-th time is a draw; 0: no such rule (M7).
- ``quiet_moves``: that many moves without a take is a draw (M7); always on,
  so that no game can run for ever.
"""


@dataclass(frozen=True)
class MarelleRules:
    """What one game's rules decide, one field per difference between rule sets (the kernel reads these).

    Made from a rule set's options merged with a game's own (:meth:`of`);
    every value is one of :data:`OPTION_VALUES`.
    """

    reform: str  # M1, M2: "banned" (a broken mill's pieces never re-form it) or "allowed"
    flying: bool  # M8: three pieces left, all placed, fly to any free point
    first: str  # M5: "draw" (a chance step), "white" or "black"
    blocked: str  # M6: a player with no move "loses" or "passes"
    repetition: int  # M7: the n-th time a moving-phase position occurs is a draw (0: never)
    quiet_moves: int  # M7: that many moves without a take is a draw (always on)

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if not any(type(v) is type(value) and v == value for v in OPTION_VALUES[f.name]):
                raise RuleSetError(
                    f"Marelle: {f.name}={value!r} is not one of {', '.join(map(repr, OPTION_VALUES[f.name]))}")

    @classmethod
    def of(cls, options: dict) -> MarelleRules:
        """The record of ``options`` (every field given, no other): RuleSetError otherwise.

        Records are immutable and kept by their options (values and types: ``True`` is not ``1``),
        so that a new game does not check the same options again.
        """
        key = (*options.items(), *map(type, options.values()))
        record = _RECORDS.get(key)
        if record is None:
            names = [f.name for f in fields(cls)]
            missing, unknown = [n for n in names if n not in options], [k for k in options if k not in names]
            if missing or unknown:
                raise RuleSetError(f"Marelle: options missing {missing or 'none'}, unknown {unknown or 'none'}")
            record = _RECORDS[key] = cls(**options)
        return record

    # -- the named questions the kernel asks (so that no rule branches on a raw option value) --

    @property
    def bans_reforming(self) -> bool:
        """M1, M2: does a broken mill's trio never count again on its line?"""
        return self.reform == "banned"

    @property
    def blocked_passes(self) -> bool:
        """M6: does a player with no move pass (rather than lose)?"""
        return self.blocked == "passes"

    @property
    def first_drawn(self) -> bool:
        """M5: is the first player drawn by lot (a chance step at the start)?"""
        return self.first == "draw"

    @property
    def first_player(self) -> int:
        """M5: who places first when nothing is drawn (0 White, 1 Black; White before a draw)."""
        return 1 if self.first == "black" else 0


_RECORDS: dict[tuple, MarelleRules] = {}  # MarelleRules.of's records, by their options (at most one per combination of OPTION_VALUES)


def register(rule_set: RuleSet) -> RuleSet:
    """Add ``rule_set`` to :data:`RULE_SETS` once its options are checked: RuleSetError names what is wrong."""
    try:
        MarelleRules.of(rule_set.options)
        problems = []
    except RuleSetError as err:
        problems = [str(err)]
    return _register(RULE_SETS, rule_set, game="Marelle", problems=problems)


RULE_SETS: dict[str, RuleSet] = {}
register(
    RuleSet(
        "breyer", "Marelle (d'après C. Breyer)", "Marelle (after C. Breyer)", SEED,
        dict(reform="banned", flying=True, first="draw", blocked="loses", repetition=3, quiet_moves=50),
    ))
register(
    RuleSet(
        "modern", "Jeu du Moulin (règles actuelles)", "Nine Men's Morris (modern rules)",
        SEED + "; re-forming allowed and White first, as most players play today",
        dict(reform="allowed", flying=True, first="white", blocked="loses", repetition=3, quiet_moves=50),
    ))
