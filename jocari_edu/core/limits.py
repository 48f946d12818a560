"""The sizes the package accepts from outside, and how it quotes what it refuses.

Every public entry that reads outside input (a move, a throw, a position, a
record, a link, a board's message...) checks its size *before* parsing it,
so that no input can make Python itself fail (an integer of more than 4,300
digits, JSON nested deeper than the interpreter's stack, a message that
echoes ten megabytes):

- :data:`MAX_MOVE_CHARS`: a move text (every game's notation needs fewer than 12);
- :data:`MAX_POSITION_CHARS`: a position text (the longest, la Marelle's with its bans, is under 400);
- :data:`MAX_EVENTS`: the events (throws and moves) of one record: 10,000, 2.6 times the longest of
  900,000 seeded random games (100,000 per rule set, ``benchmarks/longest_games.py``, kept in
  ``benchmarks/longest_games_results.md``: Jéquier's Senet 3,827 events, every other rule set under 2,500);
- :data:`MAX_RECORD_CHARS`: a record as JSON text: any record of :data:`MAX_EVENTS` events the package
  writes fits in it (the most verbose, saved with ``indent=1`` and throws of four values, 740,000 characters;
  the longest measured game's record, 97,000);
- :data:`MAX_DEPTH`: JSON nesting (a record needs 4 levels);
- :data:`MAX_DIGITS`: the digits of an integer read from a text (a seed below 2**64 has 20).

:func:`shown` and :func:`cut` quote a refused value in a message, never more
than :data:`QUOTE` characters, cut with « … ».
"""

from __future__ import annotations

import json
import re
import reprlib
from itertools import accumulate

MAX_MOVE_CHARS = 40
MAX_POSITION_CHARS = 1000
MAX_RECORD_CHARS = 1_000_000
MAX_EVENTS = 10_000
MAX_DEPTH = 20
MAX_DIGITS = 20
SEED_LIMIT = 1 << 64  # a seed is an integer with abs(seed) below this
QUOTE = 60  # characters of a refused input quoted in a message, at most


def cut(text: str, limit: int = QUOTE) -> str:
    """``text`` whole if short, else its first ``limit - 1`` characters and « … »."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


class _Repr(reprlib.Repr):
    def __init__(self) -> None:
        super().__init__()
        self.maxlevel, self.maxlist, self.maxtuple, self.maxdict = 3, 12, 12, 6
        self.maxset = self.maxfrozenset = self.maxdeque = 6
        self.maxstring, self.maxother, self.maxlong = QUOTE, QUOTE, QUOTE

    def repr_int(self, x, level):
        if x.bit_length() > 200:  # builtins.repr refuses more than 4,300 digits, and would be long anyway
            return f"<{type(x).__name__} de ~{int(x.bit_length() * 0.30103)} chiffres>"
        return super().repr_int(x, level)

    def repr_str(self, x, level):
        return repr(cut(x, QUOTE - 2))


_REPR = _Repr()


def shown(value, limit: int = QUOTE) -> str:
    """A short ``repr`` of any value (deep, huge or broken ones included), at most ``limit`` characters."""
    try:
        text = _REPR.repr(value)
    except Exception:  # noqa: BLE001 - a value whose repr fails is still named by its type
        text = f"<{type(value).__name__}>"
    return cut(text, limit)


# control characters, and the invisible marks that reorder a line: never sent raw to a terminal or a page
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def escaped(text: str) -> str:
    """``text`` with its control characters written as escapes (``\\x1b``): a file name or an argument quoted
    in a message cannot move the cursor, clear the screen, forge a line or hide what follows."""
    return _CONTROL.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), text)


def is_int(value) -> bool:
    """An integer, not a boolean (``True == 1`` must not pass for a square, a seed or a count)."""
    return isinstance(value, int) and not isinstance(value, bool)


# -- JSON from outside ---------------------------------------------------------------------------

# A JSON string once its escapes are gone (see json_depth): a quote, anything but a quote, and the closing quote
# if there is one, so that an unterminated string is one token to the end of the text, never tried again from
# each quote inside it (the former pattern made ``'"' + '\\"' * n`` cost n² steps, and a group repeated per
# escape kept ~120 bytes of the matcher's state per character).
_STRINGS = re.compile(r'"[^"]*"?')
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class JsonLimitError(ValueError):
    """JSON text that breaks a limit: ``what`` is ``"depth"`` or ``"digits"``."""

    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.what = what


def json_depth(text: str) -> int:
    """How deep ``text``'s brackets nest, strings left out (linear in time and memory, no recursion)."""
    # Escapes first, as JSON reads them left to right: pairs of backslashes, then an escaped quote.  Outside a
    # string a backslash is no JSON, and the parser stops there, so only the valid prefix's depth matters: read
    # exactly.  Each step reads every character once, and holds at most one copy of the text.
    plain = text.replace("\\\\", "").replace('\\"', "") if "\\" in text else text
    skeleton = _NOT_BRACKETS.sub("", _STRINGS.sub("", plain))
    return max(accumulate(map(_STEP.__getitem__, skeleton)), default=0)


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise JsonLimitError("digits")
    return int(text)


def _constant(text: str):
    raise json.JSONDecodeError(f"{text} is not JSON", text, 0)


def loads(text: str):
    """``json.loads`` for text from outside: refuses nesting deeper than :data:`MAX_DEPTH` and
    integers of more than :data:`MAX_DIGITS` digits (:class:`JsonLimitError`), and NaN/Infinity
    (``json.JSONDecodeError``), before Python's own limits are reached."""
    if json_depth(text) > MAX_DEPTH:
        raise JsonLimitError("depth")
    return json.loads(text, parse_int=_int, parse_constant=_constant)
