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
import os
import stat

from .errors import InvalidSeedError, JocariError, RecordError, UnknownRuleSetError
from .event import Event
from .i18n import Catalog
from .limits import (
    MAX_DEPTH,
    MAX_DIGITS,
    MAX_EVENTS,
    MAX_RECORD_CHARS,
    QUOTE,
    JsonLimitError,
    cut,
    escaped,
    is_int,
    loads,
    shown,
)

# What a learner reads when a saved game or a shared link cannot be loaded.
MESSAGES = Catalog(
    not_json=("Ce fichier n'est pas du JSON valide ({detail}).", "not valid JSON ({detail})"),
    not_object=("Une partie enregistrée est un objet JSON.", "a record is a JSON object"),
    not_record=("Ce n'est pas une partie de jocari-edu (format {format}).",
                "not a jocari-edu record (format {format})"),
    no_format=("Ce n'est pas une partie de jocari-edu : il lui manque le champ « format ».",
               "not a jocari-edu record: it has no 'format' field"),
    version=("Version de partie enregistrée non prise en charge : {version}.",
             "unsupported record version {version}"),
    missing=("Il manque le champ « {key} » ({what}).", "missing field {key!r} ({what})"),
    wrong=("Le champ « {key} » devrait être {what}, pas {value}.", "field {key!r} should be {what}, not {value}"),
    unknown=("Jeu, règles ou option inconnus : {detail}", "{detail}"),
    bad_start=("Position de départ invalide : {detail}", "bad start position: {detail}"),
    truncated=("La partie contient {n:# étape|# étapes}, alors qu'elle en annonce {announced} (fichier tronqué ?).",
               "the record announces {announced} events but holds {n} (truncated?)"),
    altered=("En rejouant les étapes, on n'arrive pas à la position enregistrée (partie modifiée).",
             "replaying the events does not reach the recorded final position (altered record)"),
    bad_event=("Une étape est un lancer (« throw ») ou un coup (« move »), pas {value}.",
               "expected an entry with a 'throw' or a 'move', got {value}"),
    bad_move=("Un coup s'écrit comme un texte, pas {value}.", "a move is a text, not {value}"),
    bad_throw=("Un lancer est une liste d'entiers, pas {value}.", "a throw is a list of integers, not {value}"),
    bad_by=("Un lancer est « random » ou « hand », pas {value}.", "a throw is 'random' or 'hand', not {value}"),
    redrawn=("Le lancer enregistré {recorded} n'est pas celui que donne la graine, {drawn} (partie modifiée).",
             "recorded throw {recorded} but the seed draws {drawn} (altered record)"),
    other_game=("Cette partie est une partie de {game}, pas de {expected}.",
                "this record is a {game} game, not {expected}"),
    too_long=("Ce fichier est trop long pour être une partie ({n:# caractère|# caractères}, au plus {limit}).",
              "too long to be a record ({n:# character|# characters}, at most {limit})"),
    not_utf8=("Ce fichier n'est pas un texte en UTF-8 (octet {byte} en position {at}).",
              "not UTF-8 text (byte {byte} at position {at})"),
    too_deep=("Ce fichier imbrique trop de crochets ou d'accolades (plus de {limit} niveaux) : ce n'est pas une partie.",
              "nested deeper than {limit} levels: not a record"),
    too_many_digits=("Ce fichier contient un nombre de plus de {limit} chiffres : ce n'est pas une partie.",
                     "holds a number of more than {limit} digits: not a record"),
    no_file=("Impossible de lire « {path} » : fichier introuvable.", "no such file '{path}'"),
    not_file=("« {path} » n'est pas un fichier ordinaire ({kind}) : une partie se lit dans un fichier.",
              "'{path}' is not a regular file ({kind}): a record is read from a file"),
    unreadable=("Impossible de lire « {path} » ({why}).", "cannot read '{path}' ({why})"),
    too_many_events=("La partie contient {n:# étape|# étapes}, au plus {limit} sont admises.",
                     "the record holds {n:# event|# events}, at most {limit} are accepted"),
)
WHAT = {
    str: ("un texte", "a text"), int: ("un entier", "an integer"), dict: ("un objet", "an object"),
    list: ("une liste", "a list"),
}

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


def _field(data: dict, key: str, kind):
    if key not in data:
        raise RecordError(MESSAGES("missing", key=key, what=WHAT[kind]))
    value = data[key]
    if not isinstance(value, kind) or isinstance(value, bool):
        raise RecordError(MESSAGES("wrong", key=key, what=WHAT[kind], value=as_written(value)))
    return value


# json's own messages (English), as a learner reads them in French; the position follows
_JSON_FR = {
    "Expecting value": "valeur attendue",
    "Expecting ',' delimiter": "virgule attendue",
    "Expecting ':' delimiter": "deux-points attendus",
    "Expecting property name enclosed in double quotes": "nom de champ entre guillemets attendu",
    "Unterminated string starting at": "texte entre guillemets jamais fermé",
    "Invalid control character at": "caractère de contrôle interdit",
    "Invalid \\escape": "échappement « \\ » invalide",
    "Invalid \\uXXXX escape": "échappement « \\u » invalide",
    "Extra data": "données en trop après la fin",
    "Illegal trailing comma before end of object": "virgule en trop avant la fin de l'objet",
    "Illegal trailing comma before end of array": "virgule en trop avant la fin de la liste",
}
BOM = "\ufeff"  # a byte-order mark, which some editors write at the start of a UTF-8 file: skipped


def parse(text: str | bytes | bytearray):
    """JSON text (or UTF-8 bytes) from outside, as Python data; RecordError if it cannot be.

    Its size is checked before it is read (:data:`~jocari_edu.core.limits.MAX_RECORD_CHARS`),
    then its nesting and the digits of its integers (:func:`jocari_edu.core.limits.loads`).
    A byte-order mark at its start is skipped.
    """
    if len(text) > MAX_RECORD_CHARS + 1:
        raise RecordError(MESSAGES("too_long", n=len(text), limit=MAX_RECORD_CHARS))
    if not isinstance(text, str):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as err:
            raise RecordError(MESSAGES("not_utf8", byte=f"0x{err.object[err.start]:02x}", at=err.start)) from None
    if text.startswith(BOM):
        text = text[1:]
    if len(text) > MAX_RECORD_CHARS:
        raise RecordError(MESSAGES("too_long", n=len(text), limit=MAX_RECORD_CHARS))
    try:
        return loads(text)
    except JsonLimitError as err:
        code, limit = ("too_deep", MAX_DEPTH) if err.what == "depth" else ("too_many_digits", MAX_DIGITS)
        raise RecordError(MESSAGES(code, limit=limit)) from None
    except json.JSONDecodeError as err:
        what = _JSON_FR.get(err.msg, "texte illisible")
        detail = f"{what}, ligne {err.lineno}, colonne {err.colno}", f"{err.msg}: line {err.lineno} column {err.colno}"
        raise RecordError(MESSAGES("not_json", detail=detail)) from None


def as_written(value) -> str:
    """A value of a record as its JSON text writes it (``null``, ``true``, ``"texte"``), not as Python
    would (``None``, ``True``): what the learner can find in the file.  At most
    :data:`~jocari_edu.core.limits.QUOTE` characters, control characters escaped."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):  # not from JSON (a dict given by code): Python's words then
        return shown(value)
    return escaped(cut(text))


def quoted_path(path) -> str:
    """A file name as a message quotes it: control characters escaped (never sent raw to a terminal), at most
    :data:`~jocari_edu.core.limits.QUOTE` characters, its end kept."""
    text = os.fsdecode(path) if isinstance(path, (bytes, os.PathLike)) else str(path)
    text = escaped(text)
    return text if len(text) <= QUOTE else "…" + text[1 - QUOTE:]  # its end: the file's own name


_KINDS = {stat.S_IFDIR: ("un dossier", "a directory"), stat.S_IFIFO: ("un tube", "a pipe"),
          stat.S_IFCHR: ("un périphérique", "a device"), stat.S_IFBLK: ("un périphérique", "a device"),
          stat.S_IFSOCK: ("une socket", "a socket")}


def read_file(path) -> bytes:
    """The bytes of the record file ``path``, refused (RecordError) unless it is a regular file of at most a
    record's size: a pipe with no writer, a device or a directory is refused before anything is read (opened
    without blocking, then checked on the open file itself), and a longer file is never read whole."""
    name = quoted_path(path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except FileNotFoundError:
        raise RecordError(MESSAGES("no_file", path=name)) from None
    except (OSError, ValueError, TypeError) as err:  # a directory on some systems, a permission, a NUL in the name
        kind = (("un dossier", "a directory") if isinstance(err, IsADirectoryError)
                else ("lecture refusée", "permission denied") if isinstance(err, PermissionError)
                else ("nom ou fichier invalide", "bad name or file"))
        code = "not_file" if isinstance(err, IsADirectoryError) else "unreadable"
        raise RecordError(MESSAGES(code, path=name, kind=kind, why=kind)) from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = _KINDS.get(stat.S_IFMT(mode), ("un fichier spécial", "a special file"))
            raise RecordError(MESSAGES("not_file", path=name, kind=kind))
        limit = 4 * (MAX_RECORD_CHARS + 1)  # UTF-8: at most 4 bytes a character
        with os.fdopen(os.dup(fd), "rb") as f:
            data = f.read(limit + 1)
    except OSError:
        raise RecordError(MESSAGES("unreadable", path=name, why=("erreur de lecture", "read error"))) from None
    finally:
        os.close(fd)
    if len(data) > limit:
        raise RecordError(MESSAGES("too_long", n=len(data), limit=MAX_RECORD_CHARS))
    return data


def read(data) -> dict:
    """The record ``data`` (a dict, JSON text or UTF-8 bytes), checked to be a jocari-edu record.

    Says which game it holds (``record["game"]``) without knowing any game:
    :func:`jocari_edu.games.load_record` finds the class, :func:`build` replays.
    """
    if isinstance(data, (str, bytes, bytearray, memoryview)):
        data = parse(data)
    if not isinstance(data, dict):
        raise RecordError(MESSAGES("not_object"))
    if "format" not in data:
        raise RecordError(MESSAGES("no_format"))
    if data["format"] != FORMAT:
        raise RecordError(MESSAGES("not_record", format=as_written(data["format"])))
    if data.get("version") != VERSION or isinstance(data.get("version"), bool):
        raise RecordError(MESSAGES("version", version=as_written(data.get("version"))))
    _field(data, "game", str)
    return data


def build(game_cls, data: dict, *, lang: str = "fr"):
    """Rebuild a ``game_cls`` game from a record :func:`read` accepted, replaying every event."""
    rule_set = _field(data, "rule_set", str)
    options = _field(data, "options", dict)
    seed = _field(data, "seed", int)
    events = _field(data, "events", list)
    if len(events) > MAX_EVENTS:
        raise RecordError(MESSAGES("too_many_events", n=len(events), limit=MAX_EVENTS))
    try:
        game = game_cls(rule_set, seed=seed, options=options, lang=lang)
    except (UnknownRuleSetError, InvalidSeedError) as err:
        raise RecordError(MESSAGES("unknown", detail=(err.text("fr"), err.text("en")))) from None
    start = data.get("start")
    if start is not None:
        if not isinstance(start, str):
            raise RecordError(MESSAGES("wrong", key="start", what=WHAT[str], value=as_written(start)))
        try:
            game._load_position(game._check_position_text(start))
        except JocariError as err:
            raise RecordError(MESSAGES("bad_start", detail=(err.text("fr"), err.text("en")))) from None
        game.start = start
    for index, event in enumerate(events):
        _replay(game, index, event)
    if "length" in data and (data["length"] != len(events) or isinstance(data["length"], bool)):
        raise RecordError(MESSAGES("truncated", announced=as_written(data["length"]), n=len(events)), index=len(events))
    if "position" in data and not (isinstance(data["position"], str) and game.same_position(data["position"])):
        raise RecordError(MESSAGES("altered"), index=len(events) - 1 if events else None)
    return game


def _replay(game, index: int, event) -> None:
    if not isinstance(event, dict) or len(set(event) & {"throw", "move"}) != 1:
        raise RecordError(MESSAGES("bad_event", value=as_written(event)), index=index)
    if "move" in event:
        if not isinstance(event["move"], str):
            raise RecordError(MESSAGES("bad_move", value=as_written(event["move"])), index=index)
        step = Event("move", event["move"])
    else:
        values = event["throw"]
        if not isinstance(values, list) or not values or len(values) > 4 or not all(map(is_int, values)):
            raise RecordError(MESSAGES("bad_throw", value=as_written(values)), index=index)
        by = event.get("by", "hand")
        if by.__class__ is not str or by not in ("random", "hand"):
            raise RecordError(MESSAGES("bad_by", value=as_written(by)), index=index)
        step = Event("throw", tuple(values), by)
    try:
        done = game.replay_event(step)
    except JocariError as err:
        raise RecordError(err.reason or str(err), index=index) from None
    if step.by == "random" and list(done.value) != values:
        raise RecordError(MESSAGES("redrawn", recorded=as_written(values), drawn=list(done.value)), index=index)
