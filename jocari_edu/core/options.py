"""How a rule-set option reads for a learner: its label and each value's text.

A game module keeps an :class:`OptionText` beside each option it declares
(``OPTION_VALUES``), and :meth:`Game.option_label` / :meth:`Game.option_value_text`
read them, so that a board shows "Reformer un moulin : interdit" rather than
"reform : banned".
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .i18n import Catalog, check_lang


@dataclass(frozen=True)
class OptionText:
    """``label``: ``(fr, en)``; ``values``: ``{value: (fr, en)}``; ``template``:
    ``(fr, en)`` with ``{n}`` for numeric values the table does not name
    (plural forms as in any catalog: ``"après {n:# coup|# coups}"``)."""

    label: tuple[str, str]
    values: dict = field(default_factory=dict)
    template: tuple[str, str] | None = None

    def label_text(self, lang: str) -> str:
        return self.label[0 if check_lang(lang) == "fr" else 1]

    def value_text(self, value, lang: str) -> str | None:
        """The value as a learner reads it, or None if this option has no words for it."""
        check_lang(lang)
        for known, words in self.values.items():
            # True == 1 in Python: a flag's values and a number's must not stand for each other
            if known == value and type(known) is type(value):
                return words[0 if lang == "fr" else 1]
        if self.template is not None and isinstance(value, int) and not isinstance(value, bool):
            return Catalog(value=self.template)("value", n=value).text(lang)
        return None
