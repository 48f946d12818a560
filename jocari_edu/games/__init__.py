"""The games, found by name.  Modules load lazily so each stays independent."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module

from ..core import record as _record
from ..core.errors import RecordError, UnknownRuleSetError
from ..core.i18n import COMMON, check_lang
from ..core.limits import shown


@dataclass(frozen=True)
class Entry:
    """A game, registered once, with what every layer needs to find it.

    The rules are ``jocari_edu.games.<name>`` (its class ``cls``); its
    pictures, players and any analysis of its own are the modules of the same
    name in ``render/``, ``players/`` and ``analysis/``, found by that name;
    ``slug`` is how the site's addresses and the command line also spell it,
    ``title`` how the site titles it (how many pieces a side has is the
    game's own ``PIECES``).  Tools and tests iterate over :data:`REGISTRY`.
    """

    name: str
    cls: str
    slug: str
    title: str

    @property
    def target(self) -> str:
        return f"{__name__}.{self.name}:{self.cls}"


REGISTRY: tuple[Entry, ...] = (
    Entry("senet", "Senet", "senet", "Senet"),
    Entry("marelle", "Marelle", "marelle", "La Marelle"),
    Entry("doze_canes", "DozeCanes", "doze-canes", "Doze canes"),
    Entry("jacquet", "Jacquet", "jacquet", "Jacquet"),
)
# name -> "module:Class", in the registry's order
GAMES = {e.name: e.target for e in REGISTRY}
BY_SLUG = {e.slug: e for e in REGISTRY}


def entry(name: str) -> Entry:
    """The registry's entry of ``name`` (the package's name or the site's slug); KeyError if none."""
    for e in REGISTRY:
        if name in (e.name, e.slug):
            return e
    raise KeyError(name)


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


def game_class(name: str, *, lang: str = "fr"):
    """The class of the game ``name``; UnknownRuleSetError (in ``lang``) if there is none."""
    if name.__class__ is not str or name not in GAMES:
        raise UnknownRuleSetError(COMMON("unknown_game", given=shown(name), known=", ".join(GAMES)),
                                  lang=check_lang(lang))
    module, cls = GAMES[name].split(":")
    return getattr(import_module(module), cls)


def new_game(name: str, rule_set: str | None = None, *, seed: int | None = None, options: dict | None = None,
             lang: str = "fr"):
    """``new_game("senet", "jequier", seed=1)``: a game ready to play.

    A name, rule set, option, seed or language it cannot use is refused with a
    :class:`~jocari_edu.core.errors.JocariError` (in ``lang``, French by default).
    """
    return game_class(name, lang=lang)(rule_set, seed=seed, options=options, lang=lang)


def new_state(name: str, rule_set: str | None = None, *, options: dict | None = None):
    """The rules kernel of a new game: ints in, ints out, for play-outs and searches.

    OpenSpiel-like (``legal_actions``, ``apply_action``, ``is_chance_node``,
    ``chance_outcomes``, ``apply_throw``, ``is_terminal``, ``returns``,
    ``clone``); each game's ``*State`` class documents its actions.  The
    options are checked as :func:`new_game` checks them.
    """
    return new_game(name, rule_set, seed=0, options=options).clone()


def load_record(data, *, lang: str = "fr"):
    """The game a record holds (dict, JSON text or UTF-8 bytes), replayed through its rules.

    RecordError, naming the first bad entry, if the record is damaged or altered.
    """
    data = _record.read(data)
    try:
        cls = game_class(data["game"])
    except UnknownRuleSetError as err:
        raise RecordError(_record.MESSAGES("unknown", detail=(err.text("fr"), err.text("en")))) from None
    return _record.build(cls, data, lang=lang)
