"""How a rule-set field reads for a learner: its label and each value's text.

Every game declares the fields its rule sets set in one shape, ``OPTION_TEXTS``:
``{field: OptionText(...)}``.  For Marelle and Jacquet the fields are the rule
sets' options (``OPTION_VALUES``), for Senet the fields of its records
(:class:`~jocari_edu.games.senet.rule_sets.SenetRules`).  The board's menus read
them through :meth:`Game.option_label` / :meth:`Game.option_value_text` (a board
shows "Reformer un moulin : interdit" rather than "reform : banned"), and the
comparison tables of the docs and lessons through
:func:`jocari_edu.core.rule_sets.options_table`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from .i18n import Catalog, check_lang


@dataclass(frozen=True)
class OptionText:
    """``label``: ``(fr, en)``; ``values``: ``{value: (fr, en)}``; ``template``:
    ``(fr, en)`` with ``{n}`` for numeric values the table does not name
    (plural forms as in any catalog: ``"après {n:# coup|# coups}"``); ``words``:
    for values no table can list (squares, a hook, a set of throws), a function
    ``words(value, lang, rules)`` writing the value in ``lang``, ``rules`` being
    every field of the same rule set (a value may read differently beside
    another field: Senet's « Où va un pion attaqué » when attacked pawns are taken)."""

    label: tuple[str, str]
    values: dict = field(default_factory=dict)
    template: tuple[str, str] | None = None
    words: Callable[[object, str, Mapping], str | None] | None = None

    def label_text(self, lang: str) -> str:
        return self.label[0 if check_lang(lang) == "fr" else 1]

    def value_text(self, value, lang: str, rules: Mapping | None = None) -> str | None:
        """The value as a learner reads it (``rules``: the rule set's other fields, for ``words``), or None if
        this field has no words for it."""
        check_lang(lang)
        for known, words in self.values.items():
            # True == 1 in Python: a flag's values and a number's must not stand for each other
            if known == value and type(known) is type(value):
                return words[0 if lang == "fr" else 1]
        if self.template is not None and isinstance(value, int) and not isinstance(value, bool):
            return Catalog(value=self.template)("value", n=value).text(lang)
        if self.words is not None:
            return self.words(value, lang, rules or {})
        return None
