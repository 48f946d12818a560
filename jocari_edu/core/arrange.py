"""Checking what a game's ``arrange(...)`` is given: each argument of the right kind, or a NotationError
that names it (« Pour disposer le plateau, il faut pour les pièces de Blanc une liste de cases… »)."""

from __future__ import annotations

from .errors import NotationError
from .i18n import COMMON
from .limits import is_int, shown

_SETUP = {  # what each argument of the games' arrange() is, for the message that refuses it
    "white": (("les pièces de Blanc", "White's pieces"), ("une liste de cases", "a list of squares")),
    "black": (("les pièces de Noir", "Black's pieces"), ("une liste de cases", "a list of squares")),
    "off": (("les pions sortis", "the pieces borne off"), ("une paire d'entiers", "a pair of integers")),
    "hand": (("les pièces en main", "the pieces in hand"), ("une paire d'entiers", "a pair of integers")),
    "to_play": (("le joueur au trait", "the player to move"), ("0 ou 1", "0 or 1")),
    "quarter": (("la maison", "the house"), ("un entier de 1 à 4", "an integer from 1 to 4")),
    "quiet": (("le compte des coups sans prise", "the count of quiet moves"),
              ("un entier positif", "a non-negative integer")),
    "take": (("la prise due", "the take due"), ("True ou False", "True or False")),
}


def arrange_error(arg: str, value, lang="fr") -> NotationError:
    """The NotationError an ``arrange(...)`` call raises for its argument ``arg`` given ``value``."""
    what, expected = _SETUP[arg]
    lang = lang if lang in ("fr", "en") else "fr"
    return NotationError(COMMON("arrange_type", what=what, expected=expected, given=shown(value)), lang=lang)


def arranged_items(arg: str, value, ok, lang="fr") -> list:
    """The items of the collection ``value`` given to ``arrange`` as ``arg``, each passing ``ok``."""
    if not isinstance(value, (list, tuple, set, frozenset, range)) or len(value) > 64:
        raise arrange_error(arg, value, lang)
    items = list(value)
    if not all(ok(v) for v in items):
        raise arrange_error(arg, value, lang)
    return items


def arranged_pair(arg: str, value, high: int, lang="fr") -> tuple[int, int]:
    """A pair of integers from 0 to ``high`` given to ``arrange`` as ``arg``."""
    if not isinstance(value, (list, tuple)) or len(value) != 2 or not all(is_int(v) and 0 <= v <= high for v in value):
        raise arrange_error(arg, value, lang)
    return value[0], value[1]


def arranged_int(arg: str, value, low: int, high: int, lang="fr") -> int:
    if not is_int(value) or not low <= value <= high:
        raise arrange_error(arg, value, lang)
    return value
