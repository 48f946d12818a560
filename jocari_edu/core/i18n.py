"""Learner-facing sentences, French first and English second.

A :class:`Reason` is a message code with its parameters and both
translations already filled in, so it can travel (inside an exception, to a
widget) and still be shown in either language.

Numbers are written as each language writes them, in one place for every
catalog (games, pictures, boards):

- :func:`number`: ``12 345,5`` in French (a narrow no-break space, U+202F,
  groups the thousands and a comma marks the decimals), ``12,345.5`` in English;
- :func:`percent`: ``25 %`` in French, ``25%`` in English.  French typography
  puts a no-break space before ``%``; we use the *narrow* one (U+202F, the
  "espace fine insécable" of the Imprimerie nationale's rules) so that the
  sign never starts a line and the gap stays small, as in print;
- :func:`plural`: the form a count takes.  French uses the singular for 0 and
  1 ("0,5 litre", "1 pion", "2 pions"), English only for 1;
- :func:`ordinal`: ``1er``/``1re``, ``2e`` (French: the abbreviations of the
  Imprimerie nationale, written on the line, as plain text must) or ``1st``, ``2nd``.

Templates reach them through the format spec of an integer parameter (the
catalog wraps every ``int`` in a :class:`Count`)::

    "{n:# pion|# pions} à poser"          # 1 pion, 2 pions ; 1 piece, 2 pieces
    "on n'en jouerait {k:aucun|qu'un|que #}"  # three forms: zero|one|other
    "pour la {n:ordinal_f} fois"          # 1re, 2e ; 1st, 2nd
    "{n}"                                 # the number, grouped as above

``#`` in a form stands for the number.  With two forms the language's rule
picks one; with three, the first is for zero.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from .limits import shown

LANGS = ("fr", "en")
NNBSP = "\u202f"  # narrow no-break space


# The error check_lang raises: errors.py (which imports this module) sets it to its UnknownLanguageError.
LanguageError: type[ValueError] = ValueError


def check_lang(lang: str) -> str:
    """``lang`` if it is one of :data:`LANGS`, else :class:`~jocari_edu.core.errors.UnknownLanguageError`."""
    if lang.__class__ is str and lang in LANGS:
        return lang
    raise LanguageError(COMMON("bad_lang", given=shown(lang)))


def number(value, lang: str = "fr", digits: int | None = None) -> str:
    """``value`` as ``lang`` writes it; ``digits`` after the decimal mark (trailing zeros dropped)."""
    if value.__class__ is int and -1000 < value < 1000 and digits is None and lang.__class__ is str and lang in LANGS:
        return str(value)  # the frequent case (a square, a throw): no thousands separator, no decimal mark
    check_lang(lang)
    if digits is None and isinstance(value, int):
        text = f"{value:,d}"
    else:
        text = f"{value:,.{digits if digits is not None else 2}f}"
        if "." in text:
            text = text.rstrip("0").rstrip(".")
        if text in ("-0", ""):
            text = "0"
    if lang == "fr":
        text = text.replace(",", NNBSP).replace(".", ",")
    return text


def percent(p, lang: str = "fr", digits: int = 1) -> str:
    """A probability ``p`` (0 to 1, a float or a Fraction) as a percentage: ``25 %``, ``25%``.

    ``digits``: decimals kept at most (``37,5 %``; ``2,8 %`` for 1/36).
    """
    exact = Decimal(p.numerator) / Decimal(p.denominator) if isinstance(p, Fraction) else Decimal(repr(float(p)))
    rounded = (exact * 100).quantize(Decimal(1).scaleb(-digits), rounding=ROUND_HALF_UP)  # 6,25 -> 6,3 as taught
    value = number(float(rounded), lang, digits)
    return f"{value}{NNBSP}%" if lang == "fr" else f"{value}%"


def plural(n: int, forms: tuple[str, ...] | str, lang: str = "fr") -> str:
    """The form of ``forms`` (``"one|other"`` or ``"zero|one|other"``) for the count ``n``, ``#`` = n."""
    check_lang(lang)
    if isinstance(forms, str):
        forms = tuple(forms.split("|"))
    if len(forms) == 3:
        form = forms[0] if n == 0 else forms[1] if n == 1 else forms[2]
    elif len(forms) == 2:
        one = abs(n) < 2 if lang == "fr" else n == 1
        form = forms[0] if one else forms[1]
    else:
        raise ValueError(f"plural forms are 'one|other' or 'zero|one|other', not {forms!r}")
    return form.replace("#", number(n, lang))


_EN_SUFFIX = {1: "st", 2: "nd", 3: "rd"}


def ordinal(n: int, lang: str = "fr", feminine: bool = False) -> str:
    """``1er``/``1re``, ``2e`` in French, ``1st``, ``2nd``, ``11th`` in English."""
    if check_lang(lang) == "fr":
        if n == 1:
            return "1re" if feminine else "1er"
        return f"{number(n, lang)}e"
    suffix = "th" if n % 100 in (11, 12, 13) else _EN_SUFFIX.get(n % 10, "th")
    return f"{number(n, lang)}{suffix}"


class Count(int):
    """An integer parameter of a template, formatted as its language writes it (see the module docstring)."""

    lang: str

    def __new__(cls, value: int, lang: str):
        self = super().__new__(cls, value)
        self.lang = lang
        return self

    def __format__(self, spec: str) -> str:
        n = int(self)
        if not spec:
            return number(n, self.lang)
        if spec in ("ordinal", "ordinal_f"):
            return ordinal(n, self.lang, feminine=spec == "ordinal_f")
        if "|" in spec:
            return plural(n, spec, self.lang)
        return format(n, spec)

    def __str__(self) -> str:
        return number(int(self), self.lang)


class Share(float):
    """A probability parameter of a template: ``{p:percent}`` writes it as ``lang`` does (``56,5 %``)."""

    lang: str

    def __new__(cls, value, lang: str):
        self = super().__new__(cls, value)
        self.lang = lang
        return self

    def __format__(self, spec: str) -> str:
        if spec == "percent":
            return percent(float(self), self.lang)
        return format(float(self), spec)


def _localise(value, lang: str):
    if value.__class__ is str:  # most parameters (a point, a mill's name): no isinstance through Fraction's ABC
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return Count(value, lang)
    if isinstance(value, (float, Fraction)):
        return Share(value, lang)
    return value


@dataclass(frozen=True)
class Reason:
    """Why a move is refused, or what a legal move does."""

    code: str
    fr: str
    en: str
    params: dict = field(default_factory=dict, compare=False)

    def text(self, lang: str = "fr") -> str:
        if lang.__class__ is str and lang == "fr":  # the usual call: no check_lang call on the way
            return self.fr
        return self.fr if check_lang(lang) == "fr" else self.en

    def __str__(self) -> str:
        return self.fr

    def joined(self, *more: Reason) -> Reason:
        """This reason followed by ``more``, sentence after sentence in each language (this one's code and params)."""
        return Reason(self.code, self.fr + "".join(r.fr for r in more), self.en + "".join(r.en for r in more),
                      self.params)


class Catalog:
    """A game's message templates: ``code -> (french, english)``.

    Templates use ``str.format`` fields; values given as ``(fr, en)`` tuples
    are translated too (a player's name, for instance), and integers are
    written as each language writes them, with their plural forms (see the
    module docstring).
    """

    def __init__(self, *parents: Catalog, **templates: tuple[str, str]) -> None:
        self.templates: dict[str, tuple[str, str]] = {}
        for parent in parents:
            self.templates.update(parent.templates)
        self.templates.update(templates)

    def __call__(self, code: str, **params) -> Reason:
        fr, en = self.templates[code]
        fr_params, en_params = {}, {}
        for k, v in params.items():  # one loop for both languages (what _localise does to each value)
            if v.__class__ is str:  # the most frequent parameter, the same in both languages
                fr_params[k] = en_params[k] = v
            elif isinstance(v, tuple):
                fr_params[k], en_params[k] = _localise(v[0], "fr"), _localise(v[1], "en")
            else:
                fr_params[k], en_params[k] = _localise(v, "fr"), _localise(v, "en")
        return Reason(code, fr.format(**fr_params), en.format(**en_params), params)

    def __contains__(self, code: str) -> bool:
        return code in self.templates


COMMON = Catalog(
    must_throw=("Il faut d'abord lancer.", "You must throw first."),
    must_move=(
        "Le lancer est fait : il faut maintenant jouer un coup.",
        "The throw is made: now play a move.",
    ),
    no_throw_now=(
        "Ce n'est pas le moment de lancer : il faut jouer un coup.",
        "This is not the time to throw: a move is due.",
    ),
    no_chance=("Ce jeu ne se joue pas avec des dés.", "This game uses no dice."),
    game_over=("La partie est terminée.", "The game is over."),
    bad_throw=(
        "Le lancer {given} est impossible ; lancers possibles : {possible}.",
        "The throw {given} cannot occur; possible throws: {possible}.",
    ),
    bad_position=("Position invalide : « {text} ».", "Invalid position: '{text}'."),
    wrong_type=(
        "Un coup s'écrit en texte, comme {examples} ; reçu : {given} ({kind}).",
        "A move is written as text, like {examples}; given: {given} ({kind}).",
    ),
    nothing_to_undo=("Il n'y a rien à annuler.", "There is nothing to undo."),
    # what the package says when an input is not one it can use (see core/limits.py)
    bad_lang=("Langue inconnue {given} : choisissez « fr » ou « en ».", "Unknown language {given}: choose 'fr' or 'en'."),
    unknown_game=("Jeu inconnu {given} (jeux : {known}).", "unknown game {given} (known: {known})"),
    unknown_rule_set=("Le jeu {game} n'a pas de règle {given} (règles : {known}).",
                      "{game} has no rule set {given} (known: {known})"),
    unknown_option=("La règle {rule_set} de {game} n'a pas d'option {given} (options : {known}).",
                    "{game}/{rule_set} has no option {given} (known: {known})"),
    bad_option_value=("L'option « {key} » vaut {allowed}, pas {given}.",
                      "option '{key}' must be one of {allowed}, not {given}"),
    no_option_value=("L'option « {key} » n'a pas de valeur {given}.", "option '{key}' has no value {given}"),
    options_type=("Les options se donnent dans un dictionnaire (nom → valeur), pas {given}.",
                  "options are given as a dictionary (name → value), not {given}"),
    bad_seed=("La graine est un entier de moins de 20 chiffres, pas {given}.",
              "a seed is an integer of fewer than 20 digits, not {given}"),
    move_too_long=("Un coup s'écrit en quelques caractères ; reçu un texte de {n:# caractère|# caractères} : « {text} ».",
                   "A move is a few characters long; given a text of {n:# character|# characters}: '{text}'."),
    position_too_long=("Une position tient en {limit} caractères au plus ; reçu {n:# caractère|# caractères} : « {text} ».",
                       "A position fits in {limit} characters at most; given {n:# character|# characters}: '{text}'."),
    position_type=("Une position s'écrit en texte, pas {given}.", "A position is a text, not {given}."),
    throw_type=("Un lancer se donne en nombres entiers, comme roll(3) ou roll(5, 3), pas {given}.",
                "A throw is given as integers, like roll(3) or roll(5, 3), not {given}."),
    arrange_type=("Pour disposer le plateau, il faut pour {what} {expected}, pas {given}.",
                  "To set up the board, {what} must be {expected}, not {given}."),
)
