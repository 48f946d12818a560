"""A game in a link: the record packed into a short text for a URL fragment.

The site's "Partager" button puts ``to_link(game)`` after ``#partie=`` in the
address of the game's "Jouer" page; opening that address calls
``from_link(text)``, which unpacks the record and replays it through the
rules (:func:`jocari_edu.games.load_record`), so a damaged or altered link is
refused with the rules' own reason, never half loaded.

Format (version ``1``): ``"1." + base64url(zlib(json))`` without padding, the
JSON being the record's fields in a fixed order, each event one text::

    [game, rule_set, options, seed, start, events, position, settings]
    events: "9-12" (a move), "*3" (a throw drawn from the seed), "=6.4" (a throw given by hand)
    settings: the board's settings the player chose, {"opponent": "moyen", "pace": "fast", ...}

No move notation of any game begins with ``*`` or ``=`` (a test checks it).  The
settings came later: a link without them (seven fields) still opens, as a board
with its default settings.  This module only checks their shape (known names,
each a text or a yes/no); the board that applies them
(:mod:`jocari_edu.widgets.live`) checks their values.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib

from .core import Catalog, RecordError
from .core.limits import cut, loads
from .core.record import FORMAT, VERSION
from .games import load_record

LINK_VERSION = "1"
# What a link of a real game needs (benchmarks/longest_games.py, 100,000 seeded random games per rule set): the
# longest, Jéquier's Senet of 3,827 events, packs into 5,353 characters; its fields unpack into under 40 KB.
MAX_CHARS = 32_768  # a link is at most this long: six times the longest measured
MAX_BYTES = 1 << 18  # nor unpacks into more (no "zip bomb" in an address): MAX_EVENTS events of the longest notation

_THROW = re.compile(r"^[*=]\d{1,3}(?:\.\d{1,3}){0,3}$")  # "*3", "=6.4": a throw of at most four values
FIELDS = ("game", "rule_set", "options", "seed", "start", "events", "position")
# a board's settings a link may carry, and the type of each value
SETTINGS = {"opponent": str, "pace": str, "numbers": bool, "classroom": bool, "teacher": bool, "tutor": bool}

MESSAGES = Catalog(
    unreadable=(
        "Ce lien de partie est abîmé ou incomplet : il ne se lit pas.",
        "This game link is damaged or incomplete: it cannot be read.",
    ),
    version=(
        "Ce lien de partie vient d'une autre version du site (version « {version} »).",
        "This game link comes from another version of the site (version '{version}').",
    ),
)


class LinkError(RecordError):
    """A game link that cannot be unpacked (before the rules replay it)."""

    def __init__(self, code: str, **params) -> None:
        super().__init__(MESSAGES(code, **params))


def _event_text(event: dict) -> str:
    if "move" in event:
        return event["move"]
    mark = "*" if event["by"] == "random" else "="
    return mark + ".".join(str(v) for v in event["throw"])


def _event(text) -> dict:
    if not isinstance(text, str) or not text:
        raise LinkError("unreadable")
    if text[0] not in "*=":
        return {"move": text}
    if not _THROW.match(text):
        raise LinkError("unreadable")
    return {"throw": [int(v) for v in text[1:].split(".")], "by": "random" if text[0] == "*" else "hand"}


def _settings(value) -> dict:
    if not isinstance(value, dict) or any(k not in SETTINGS or type(v) is not SETTINGS[k] for k, v in value.items()):
        raise LinkError("unreadable")
    return value


def to_link(game, settings: dict | None = None) -> str:
    """The game (its rule set, options, seed, start and every event) as a short URL-safe text.

    ``settings``: the board's settings to reopen with it (names of :data:`SETTINGS`).
    """
    record = game.to_record()
    record["events"] = [_event_text(e) for e in record["events"]]
    fields = [record[f] for f in FIELDS] + ([_settings(dict(settings))] if settings else [])
    data = json.dumps(fields, ensure_ascii=False, separators=(",", ":"))
    packed = base64.urlsafe_b64encode(zlib.compress(data.encode("utf-8"), 9)).decode("ascii").rstrip("=")
    return f"{LINK_VERSION}.{packed}"


def from_link(text: str, *, lang: str = "fr"):
    """The game a link holds, replayed through the rules; :class:`RecordError` if it cannot be."""
    return read_link(text, lang=lang)[0]


def read_link(text: str, *, lang: str = "fr") -> tuple:
    """``(game, settings)``: :func:`from_link`, and the board's settings the link carries (``{}`` if none)."""
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        raise LinkError("unreadable")
    version, dot, packed = text.strip().partition(".")
    if not dot:
        raise LinkError("unreadable")
    if version != LINK_VERSION:
        raise LinkError("version", version=cut(version, 12))
    try:
        inflate = zlib.decompressobj()
        raw = inflate.decompress(base64.urlsafe_b64decode(packed + "=" * (-len(packed) % 4)), MAX_BYTES)
        if inflate.unconsumed_tail or not inflate.eof:
            raise zlib.error("truncated or too long")
        fields = loads(raw.decode("utf-8"))  # nesting and integers' digits checked before Python's limits
    except (binascii.Error, ValueError, zlib.error):  # JSON, UTF-8 and limits' errors are ValueErrors
        raise LinkError("unreadable") from None
    if not isinstance(fields, list) or len(fields) not in (len(FIELDS), len(FIELDS) + 1):
        raise LinkError("unreadable")
    settings = _settings(fields.pop()) if len(fields) > len(FIELDS) else {}
    record = dict(zip(FIELDS, fields, strict=True))
    if not isinstance(record["events"], list):
        raise LinkError("unreadable")
    record["events"] = [_event(e) for e in record["events"]]
    record.update(format=FORMAT, version=VERSION, length=len(record["events"]))
    return load_record(record, lang=lang), settings
