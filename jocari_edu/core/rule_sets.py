"""Rule sets and choices, the records every game declares its rules' differences and readings with.

A game's rule sets are :class:`RuleSet` records, registered once each by :func:`register` (in the game's
own ``rule_sets`` module), which refuses a record the rules cannot play with a :class:`RuleSetError`
naming the game, the rule set and every problem found; a game whose readings differ by more than options
(Senet) registers its own richer records the same way, each with a ``name``, ``fr`` and ``en``.
:class:`Choice` records the interpretations made where the sources are silent, and :func:`implements`
marks the rule function that applies each one.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .errors import RuleSetError
from .i18n import Reason, check_lang


@dataclass(frozen=True)
class RuleSet:
    """A named set of rules of one game, with its option defaults."""

    name: str
    fr: str
    en: str
    source: str
    options: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Choice:
    """An interpretation made where the source is silent or ambiguous.

    The docs' "rules choices" table is generated from these, and the rule
    function implementing each one carries its ``key`` (:func:`implements`).  The texts
    are for readers (no code); ``options`` names the rule-set options that let
    a programmer change the choice, which the table gives after the words.
    """

    key: str
    rule_sets: tuple[str, ...]
    question_fr: str
    choice_fr: str
    question_en: str
    choice_en: str
    why_fr: str
    why_en: str
    options: tuple[str, ...] = ()


# The marks of functions that take no attribute (compiled by mypyc: built-in functions and method descriptors).
_MARKS: dict = {}


def implements(*keys: str):
    """Mark a rule function as the one that applies the :class:`Choice` ``keys``.

    A test checks that every choice of a game is marked on a function of its
    module, and that every mark names a choice of that game (:func:`marks_of`).
    """

    def mark(func):
        # a class's own entry for a classmethod (``vars(cls)["new"]``): its function, as the tests find it
        target = func.__func__ if isinstance(func, classmethod) else func
        try:
            target.choices = (*getattr(target, "choices", ()), *keys)
        except AttributeError:
            _MARKS[target] = (*_MARKS.get(target, ()), *keys)
        return func

    return mark


def marks_of(func) -> tuple[str, ...]:
    """The choice keys :func:`implements` marked on ``func`` (none: ``()``)."""
    return getattr(func, "choices", None) or _MARKS.get(func, ())


def register(registry: dict, record, *, game: str, problems: list | tuple = ()):
    """Add ``record`` to ``registry`` under its ``name`` (kept in the order registered) and return it.

    RuleSetError, naming ``game``, the record and every problem, if ``problems`` (what the game's own check
    of the record found) is not empty or the name is registered already: a rule set the rules cannot play is
    refused here, when it is registered, never in the middle of a game.
    """
    name = getattr(record, "name", None)
    found = list(problems)
    if not isinstance(name, str) or not name:
        found.insert(0, f"{record!r} has no name")
    elif name in registry:
        found.append(f"a rule set {name!r} is already registered")
    if found:
        detail = f"{game} rule set {name!r}: " + "; ".join(found)
        raise RuleSetError(Reason("rule_set_error", f"Règles de {game} inutilisables : {detail}.",
                                  f"Unplayable {game} rules: {detail}.", {}))
    registry[name] = record
    return record


def options_table(game, lang: str = "fr", *, differing: bool = False,
                  names: tuple[str, ...] | None = None) -> list[tuple[str, ...]]:
    """A game's rule sets side by side, from what each sets (``game.rule_values``) and each field's words
    (``game.OPTION_TEXTS``, the field metadata the board's menus show too): a header row, then one row per
    field, its label then its value in each rule set (``names``: which rule sets, in order, default all;
    ``differing``: only the fields the rule sets set differently).

    ``[("Règle", "Marelle (d'après C. Breyer)", "Jeu du Moulin (règles actuelles)"), ("Reformer un moulin",
    "interdit", "permis"), ...]``; Senet's rows are the fields of its records (``("Pions par joueur", "5", ...)``).
    """
    fr = check_lang(lang) == "fr"
    chosen = [game.RULE_SETS[n] for n in (names or tuple(game.RULE_SETS))]
    values = [game.rule_values(r.name) for r in chosen]
    rows = [("Règle" if fr else "Rule", *((r.fr if fr else r.en) for r in chosen))]
    for key, words in game.OPTION_TEXTS.items():
        row = [v.get(key) for v in values]
        if differing and len({(type(x), repr(x)) for x in row}) < 2:
            continue
        rows.append((words.label_text(lang),
                     *(_or_repr(words.value_text(x, lang, v), x) for x, v in zip(row, values, strict=True))))
    return rows


def _or_repr(text: str | None, value) -> str:
    return repr(value) if text is None else text
