"""The games, found by name.  Modules load lazily so each stays independent."""

from __future__ import annotations

from importlib import import_module

from ..core import record as _record
from ..core.errors import RecordError, UnknownRuleSetError

# name -> "module:Class"
GAMES = {
    "senet": "jocari_edu.games.senet:Senet",
    "jacquet": "jocari_edu.games.jacquet:Jacquet",
    "marelle": "jocari_edu.games.marelle:Marelle",
    "doze_canes": "jocari_edu.games.doze_canes:DozeCanes",
}


def available() -> list[str]:
    """Names of the games whose module is present."""
    names = []
    for name in GAMES:
        try:
            game_class(name)
        except ModuleNotFoundError:
            continue
        names.append(name)
    return names


def game_class(name: str):
    if name not in GAMES:
        raise UnknownRuleSetError(f"unknown game {name!r} (known: {', '.join(GAMES)})")
    module, cls = GAMES[name].split(":")
    return getattr(import_module(module), cls)


def new_game(name: str, rule_set: str | None = None, **kwargs):
    """``new_game("senet", "jequier", seed=1)``: a game ready to play."""
    return game_class(name)(rule_set, **kwargs)


def new_state(name: str, rule_set: str | None = None, *, options: dict | None = None):
    """The rules kernel of a new game: ints in, ints out, for play-outs and searches.

    OpenSpiel-like (``legal_actions``, ``apply_action``, ``is_chance_node``,
    ``chance_outcomes``, ``apply_throw``, ``is_terminal``, ``returns``,
    ``clone``); each game's ``*State`` class documents its actions.  The
    options are checked as :func:`new_game` checks them.
    """
    return new_game(name, rule_set, seed=0, options=options).clone()


def load_record(data, *, lang: str = "fr"):
    """The game a record holds (dict or JSON text), replayed through its rules.

    RecordError, naming the first bad entry, if the record is damaged or altered.
    """
    data = _record.read(data)
    try:
        cls = game_class(data["game"])
    except UnknownRuleSetError as err:
        raise RecordError(_record.MESSAGES("unknown", detail=err)) from None
    return _record.build(cls, data, lang=lang)
