"""Game records: a game to JSON and back, replayed through the rules.

Format (version 1)::

    {"format": "jocari-edu-record", "version": 1,
     "game": "senet", "rule_set": "standard", "options": {}, "seed": 42,
     "start": null,  # or the position text a lesson started from
     "events": [{"throw": [3], "by": "random"}, {"move": "9-12"}, ...],
     "length": 2, "position": "<the game's position text after the last event>"}

Loading (:func:`jocari_edu.games.load_record`, or ``Senet.from_record``) replays
every event through the rules (:meth:`Game.replay_event`): a throw marked ``random`` is
drawn again from the seeded generator and must equal the recorded value, a
throw marked ``hand`` is given, a move is parsed and played.  The first entry
that fails raises :class:`RecordError` naming its index; ``length`` and
``position`` catch a truncated or tampered list.  Nothing half-loaded is ever
returned.
"""

from __future__ import annotations

import json

from .errors import JocariError, RecordError, UnknownRuleSetError
from .event import Event

FORMAT = "jocari-edu-record"
VERSION = 1


def to_record(game) -> dict:
    events = []
    for e in game.history:
        if e.kind == "throw":
            events.append({"throw": list(e.value), "by": e.by})
        else:
            events.append({"move": str(e.value)})
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": game.name,
        "rule_set": game.rule_set,
        "options": dict(game.options),
        "seed": game.seed,
        "start": game.start,
        "events": events,
        "length": len(events),
        "position": game.position(),
    }


def dumps(record: dict, **kwargs) -> str:
    kwargs.setdefault("ensure_ascii", False)
    return json.dumps(record, **kwargs)


def _field(data: dict, key: str, kind, what: str):
    if key not in data:
        raise RecordError(f"missing field {key!r} ({what})")
    value = data[key]
    if not isinstance(value, kind) or isinstance(value, bool):
        raise RecordError(f"field {key!r} should be {what}, not {value!r}")
    return value


def read(data) -> dict:
    """The record ``data`` (a dict or JSON text), checked to be a jocari-edu record.

    Says which game it holds (``record["game"]``) without knowing any game:
    :func:`jocari_edu.games.load_record` finds the class, :func:`build` replays.
    """
    if isinstance(data, (str, bytes)):
        try:
            data = json.loads(data)
        except json.JSONDecodeError as err:
            raise RecordError(f"not valid JSON ({err})") from None
    if not isinstance(data, dict):
        raise RecordError("a record is a JSON object")
    if data.get("format") != FORMAT:
        raise RecordError(f"not a jocari-edu record (format {data.get('format')!r})")
    if data.get("version") != VERSION:
        raise RecordError(f"unsupported record version {data.get('version')!r}")
    _field(data, "game", str, "a game name")
    return data


def build(game_cls, data: dict, *, lang: str = "fr"):
    """Rebuild a ``game_cls`` game from a record :func:`read` accepted, replaying every event."""
    rule_set = _field(data, "rule_set", str, "a rule set name")
    options = _field(data, "options", dict, "an object")
    seed = _field(data, "seed", int, "an integer")
    events = _field(data, "events", list, "a list")
    try:
        game = game_cls(rule_set, seed=seed, options=options, lang=lang)
    except UnknownRuleSetError as err:
        raise RecordError(str(err)) from None
    start = data.get("start")
    if start is not None:
        if not isinstance(start, str):
            raise RecordError(f"field 'start' should be a position text, not {start!r}")
        try:
            game._load_position(start)
        except JocariError as err:
            raise RecordError(f"bad start position: {err}") from None
        game.start = start
    for index, event in enumerate(events):
        _replay(game, index, event)
    if "length" in data and data["length"] != len(events):
        raise RecordError(
            f"the record announces {data['length']!r} events but holds {len(events)} (truncated?)",
            index=len(events),
        )
    if "position" in data and data["position"] != game.position():
        raise RecordError(
            "replaying the events does not reach the recorded final position (altered record)",
            index=len(events) - 1 if events else None,
        )
    return game


def _replay(game, index: int, event) -> None:
    if not isinstance(event, dict) or len(set(event) & {"throw", "move"}) != 1:
        raise RecordError(f"expected {{'throw': [...]}} or {{'move': '...'}}, got {event!r}", index=index)
    if "move" in event:
        if not isinstance(event["move"], str):
            raise RecordError(f"a move is a text, not {event['move']!r}", index=index)
        step = Event("move", event["move"])
    else:
        values = event["throw"]
        if not isinstance(values, list) or not values:
            raise RecordError(f"a throw is a list of integers, not {values!r}", index=index)
        by = event.get("by", "hand")
        if by not in ("random", "hand"):
            raise RecordError(f"a throw is 'random' or 'hand', not {by!r}", index=index)
        step = Event("throw", tuple(values), by)
    try:
        done = game.replay_event(step)
    except JocariError as err:
        raise RecordError(str(err), index=index) from None
    if step.by == "random" and list(done.value) != values:
        raise RecordError(
            f"recorded throw {values} but the seed draws {list(done.value)} (altered record)",
            index=index,
        )
