"""``jocari``: the simulation lab from a terminal.

    jocari simulate senet --rules jequier --games 10000 [--players fort,random] [--workers N | --scheduler tcp://HOST:PORT] [--json]
    jocari match marelle --rules modern --a expert --b moyen --games 200 --json
    jocari compare senet standard jequier kendall bell piccione [--games N] [--json]
    jocari review partie.json [--json] [--depth N] [--lang en]
    jocari puzzles senet [--rules standard] [--count 10] [--seed 0] [--json] [--lang en]

Bad arguments print a message, French first and English beside, and exit
with code 2.  ``--json`` prints the documented, stable summary (README,
"La ligne de commande").
"""

from __future__ import annotations

import argparse
import json
import re
import sys

from .core import JocariError
from .core.limits import cut, escaped

EXIT_USAGE = 2


def _aliases() -> dict:
    """The game names as the website and the lessons spell them (the site's address /doze-canes/, « Doze canes »)."""
    from .games import REGISTRY

    return {spelled: e.name for e in REGISTRY for spelled in (e.slug, e.title.lower()) if spelled != e.name}
# a Dask address: tcp://host:8786 (the port may be left to Dask's default), or an in-process one
_SCHEDULER = re.compile(r"^((tcp|tls|ucx|ws|wss)://[^\s/:]+(:\d+)?|inproc://\S+)$")


class UsageError(Exception):
    """A bad argument: its message is in both languages."""

    def __init__(self, fr: str, en: str) -> None:
        super().__init__(f"{fr} / {en}")
        self.fr, self.en = fr, en


# argparse's own messages (English), and how to say them in French; ``{0}``, ``{1}`` are the groups
_ARGPARSE_FR = [
    (re.compile(r"^invalid int value: (.+)$"), "nombre entier attendu, reçu {0}"),
    (re.compile(r"^invalid float value: (.+)$"), "nombre attendu, reçu {0}"),
    (re.compile(r"^invalid (\w+) value: (.+)$"), "valeur invalide : {1}"),
    (re.compile(r"^invalid choice: (.+?) \(choose from (.+)\)$"), "choix inconnu {0} (choix possibles : {1})"),
    (re.compile(r"^the following arguments are required: (.+)$"), "il manque : {0}"),
    (re.compile(r"^not allowed with argument (.+)$"), "ne va pas avec {0} (l'un ou l'autre)"),
    (re.compile(r"^unrecognized arguments: (.+)$"), "arguments inconnus : {0}"),
    (re.compile(r"^expected one argument$"), "il faut une valeur après l'option"),
    (re.compile(r"^expected at least one argument$"), "il faut au moins une valeur"),
    (re.compile(r"^expected (\d+) arguments?$"), "il faut {0} valeurs"),
    (re.compile(r"^ambiguous option: (\S+) could match (.+)$"), "option ambiguë {0} (elle peut désigner {1})"),
    (re.compile(r"^ignored explicit argument (.+)$"), "valeur en trop ignorée : {0}"),
]


def argparse_french(message: str) -> str:
    """``message`` from argparse, in French (its ``argument --x:`` prefix kept as the option's name)."""
    head, reason = "", message
    found = re.match(r"^argument ([^:]+): (.*)$", message)
    if found:
        head, reason = f"{found.group(1)} : ", found.group(2)
    for pattern, french in _ARGPARSE_FR:
        match = pattern.match(reason)
        if match:
            return head + french.format(*match.groups())
    return head + "arguments incorrects (jocari --help les décrit)"


class _Formatter(argparse.HelpFormatter):
    def add_usage(self, usage, actions, groups, prefix=None):
        super().add_usage(usage, actions, groups, "utilisation / usage : " if prefix is None else prefix)


class _Parser(argparse.ArgumentParser):
    """argparse, speaking French first: its help's headings and every error it raises."""

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("formatter_class", _Formatter)
        kwargs["add_help"] = False
        super().__init__(*args, **kwargs)
        self._positionals.title = "arguments (positional arguments)"
        self._optionals.title = "options"
        self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                          help="afficher cette aide et quitter / show this help and exit")

    def error(self, message):  # argparse's own messages are English: French first, then argparse's words
        # argparse quotes the argument whole: keep a long one to its first characters
        message = cut(re.sub(r"\S{61,}", lambda m: cut(m.group()), message), 200)
        raise UsageError(f"arguments invalides : {argparse_french(message)}", f"invalid arguments ({message})")


def _parser() -> argparse.ArgumentParser:
    p = _Parser(prog="jocari", description="Simulations et matchs / simulations and matches (jocari-edu).")
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)

    def common(s, players_default):
        s.add_argument("game", help="senet, marelle, jacquet, doze_canes (ou doze-canes)")
        s.add_argument("--games", type=_count, default=1000, help="nombre de parties / number of games")
        s.add_argument("--seed", type=_seed, default=0, help="graine / base seed")
        s.add_argument("--option", action="append", default=[], metavar="NOM=VALEUR",
                       help="option de la règle / rule option, e.g. bear_off=backgammon")
        where = s.add_mutually_exclusive_group()
        where.add_argument("--workers", type=_count, default=None,
                           help="processus sur cette machine (défaut : tous les cœurs) / local processes (default: all cores)")
        where.add_argument("--scheduler", default=None, help="adresse d'un planificateur Dask / a Dask scheduler's address")
        s.add_argument("--json", action="store_true", help="résumé JSON / JSON summary")
        s.add_argument("--lang", choices=("fr", "en"), default="fr")
        s.add_argument("--progress", action="store_true", help="barre de progression / progress bar")
        if players_default:
            s.add_argument("--players", default=players_default, help="deux joueurs / two players, e.g. fort,random")

    s = sub.add_parser("simulate", help="jouer N parties / play N games")
    common(s, "random,random")
    s.add_argument("--rules", default=None, help="règle / rule set")
    s.add_argument("--effects", action="store_true", help="compter les effets des coups / count what the moves did")

    m = sub.add_parser("match", help="un match entre deux joueurs / a match between two players")
    common(m, None)
    m.add_argument("--rules", default=None)
    m.add_argument("--a", required=True, help="premier joueur / first player")
    m.add_argument("--b", required=True, help="second joueur / second player")

    c = sub.add_parser("compare", help="des règles côte à côte / rule sets side by side")
    common(c, "random,random")
    c.add_argument("rules", nargs="+", metavar="RULES")

    r = sub.add_parser("review", help="revoir une partie enregistrée / review a saved game")
    r.add_argument("record", metavar="PARTIE.json", help="une partie enregistrée / a saved game")
    r.add_argument("--depth", type=_count, default=None,
                   help="lancers regardés en plus, 0 à 3 (défaut 0) / throws looked through, 0-3 (default 0)")
    r.add_argument("--json", action="store_true", help="la revue en JSON / the review as JSON")
    r.add_argument("--lang", choices=("fr", "en"), default="fr")

    z = sub.add_parser("puzzles", help="problèmes tirés de parties / puzzles drawn from games")
    z.add_argument("game", help="senet, marelle, jacquet, doze_canes (ou doze-canes)")
    z.add_argument("--rules", default=None, help="règle / rule set")
    z.add_argument("--count", type=_count, default=10, help="nombre de problèmes / number of puzzles")
    z.add_argument("--seed", type=_seed, default=0, help="graine des parties / the games' seed")
    z.add_argument("--from-game", type=_count, default=0, dest="first_game",
                   help="partie de départ parmi les parties tirées de la graine / the first of the seeded games")
    z.add_argument("--json", action="store_true", help="la collection en JSON / the collection as JSON")
    z.add_argument("--lang", choices=("fr", "en"), default="fr")
    return p


def _puzzles(args) -> int:
    """``jocari puzzles``: every argument checked, then puzzles drawn from seeded games
    (:func:`~jocari_edu.analysis.puzzles.find_puzzles`), printed as text or as the collection's JSON; on a
    terminal, how many games have been played (stderr)."""
    from .analysis.puzzles import MAX_COUNT, MAX_GAMES, find_puzzles, puzzle_lines

    _game_and_rules(args)
    if not 1 <= args.count <= MAX_COUNT:
        raise UsageError(f"--count vaut de 1 à {MAX_COUNT}, pas {args.count}",
                         f"--count is from 1 to {MAX_COUNT}, not {args.count}")
    if not 0 <= args.first_game < MAX_GAMES:
        raise UsageError(f"--from-game vaut de 0 à {MAX_GAMES - 1}, pas {args.first_game}",
                         f"--from-game is from 0 to {MAX_GAMES - 1}, not {args.first_game}")
    stream = sys.stderr if sys.stderr.isatty() else None

    def progress(games, found):
        if stream is not None:
            stream.write(f"\rProblèmes : {found} sur {args.count}, {games} parties jouées… (puzzles: {found}, games: {games})")
            stream.flush()
    try:
        found = find_puzzles(args.game, args.rules, count=args.count, seed=args.seed, first_game=args.first_game,
                             progress=progress)
    finally:
        if stream is not None:
            stream.write("\r" + " " * 79 + "\r")
    print(found.to_json().rstrip() if args.json else "\n".join(puzzle_lines(found, args.lang)))
    return 0


def _review(args) -> int:
    """``jocari review``: the record read (a regular file of at most a record's size, never a pipe or a device
    that could keep it waiting), reviewed, printed as text or JSON; on a terminal, how far the review has got
    (:func:`reviewed`), on stderr."""
    from .analysis.review import review_steps
    from .core.record import read_file

    try:
        steps = review_steps(read_file(args.record), depth=args.depth, lang=args.lang)
        result = reviewed(steps, sys.stderr if sys.stderr.isatty() else None)
    except JocariError as err:  # no file, not a regular file, a damaged record (RecordError), a bad depth
        _error(err.text("fr"), err.text("en"))
        return EXIT_USAGE
    print(json.dumps(result.to_dict(), ensure_ascii=False, indent=2) if args.json else result.text())
    return 0


PROGRESS_SECONDS = 0.5  # how often a review on a terminal says how far it has got


def reviewed(steps, stream=None, clock=None):
    """The :class:`~jocari_edu.analysis.review.Review` that ``steps`` (:func:`~jocari_edu.analysis.review.review_steps`)
    returns; every :data:`PROGRESS_SECONDS` on ``stream`` (a terminal; None: nothing said) the decisions
    reviewed so far, « Revue : 120 décisions sur 372… », on one line rewritten, cleared at the end."""
    import time

    clock = clock or time.monotonic
    said, next_at = "", clock() + PROGRESS_SECONDS
    try:
        while True:
            done, total = next(steps)
            if stream is not None and clock() >= next_at:
                next_at = clock() + PROGRESS_SECONDS
                line = (f"Revue : {done} décision{'s' if done > 1 else ''} sur {total}… (review: {done}/{total})"
                        if total is not None else "Revue : la partie est relue… (review: replaying the game)")
                stream.write("\r" + line.ljust(len(said)))
                stream.flush()
                said = line
    except StopIteration as finished:
        return finished.value
    finally:
        if said:
            stream.write("\r" + " " * len(said) + "\r")
            stream.flush()


def _error(fr: str, en: str) -> None:
    """A refusal, French then English, each on its line; what it quotes cannot forge another (:func:`escaped`)."""
    print(f"jocari : erreur : {escaped(fr)}\njocari: error: {escaped(en)}", file=sys.stderr)


_NUMBER = re.compile(r"^[0-9]{1,9}$")  # an option's number (ASCII digits: "²".isdigit() is true)
MAX_GAMES = 10_000_000


def _count(text: str) -> int:
    """An argument that counts (games, workers): at most 9 digits, read before int() could fail."""
    text = text.strip()
    if not re.fullmatch(r"-?[0-9]{1,9}", text):
        raise argparse.ArgumentTypeError(f"invalid int value: '{cut(text, 30)}'")
    return int(text)


def _seed(text: str) -> int:
    text = text.strip()
    if not re.fullmatch(r"-?[0-9]{1,19}", text):
        raise argparse.ArgumentTypeError(f"invalid int value: '{cut(text, 30)}'")
    return int(text)


def _options(items: list[str]) -> dict:
    out = {}
    for item in items:
        if "=" not in item:
            raise UsageError(f"option « {cut(item)} » : écrivez NOM=VALEUR", f"option '{cut(item)}': write NAME=VALUE")
        name, value = item.split("=", 1)
        low = value.strip().lower()
        out[name.strip()] = (True if low == "true" else False if low == "false"
                             else int(low) if _NUMBER.match(low) else value.strip())
    return out


def _game_and_rules(args) -> tuple:
    """The game's class and the rule sets ``args`` name (its game read through the site's spellings), each
    known, else UsageError."""
    from .games import GAMES, game_class

    args.game = _aliases().get(args.game.lower(), args.game)
    if args.game not in GAMES:
        known = ", ".join(GAMES)
        raise UsageError(f"jeu inconnu « {cut(args.game)} » (jeux : {known})",
                         f"unknown game '{cut(args.game)}' (games: {known})")
    cls = game_class(args.game)
    rules = args.rules if isinstance(args.rules, list) else [args.rules or cls.DEFAULT_RULE_SET]
    if args.command == "compare" and (len(rules) < 2 or len(set(rules)) != len(rules)):
        raise UsageError(f"compare demande au moins deux règles différentes, pas « {cut(' '.join(rules))} »",
                         f"compare needs at least two different rule sets, not '{cut(' '.join(rules))}'")
    for r in rules:
        if r not in cls.RULE_SETS:
            known = ", ".join(cls.RULE_SETS)
            raise UsageError(f"règle inconnue « {cut(r)} » pour {args.game} (règles : {known})",
                             f"unknown rule set '{cut(r)}' for {args.game} (rule sets: {known})")
    return cls, rules


def _check(args) -> dict:
    """Check every argument before anything is played; returns the lab's keyword arguments."""
    from .players import EXTRA_PLAYERS, PLAYERS

    cls, rules = _game_and_rules(args)
    options = _options(args.option)
    for r in rules:
        try:
            cls(r, seed=0, options=options)
        except JocariError as err:
            raise UsageError(f"option invalide ({err.text('fr')})", f"invalid option ({err.text('en')})") from None
    if args.command == "match":
        players = [args.a, args.b]
    else:
        players = [p.strip() for p in args.players.split(",")]
    if len(players) != 2:
        raise UsageError(f"il faut deux joueurs séparés par une virgule, pas « {cut(args.players)} »",
                         f"two players separated by a comma are needed, not '{cut(args.players)}'")
    known = [*PLAYERS, *EXTRA_PLAYERS]
    for name in players:
        if name not in known:
            raise UsageError(f"joueur inconnu « {cut(name)} » (joueurs : {', '.join(known)})",
                             f"unknown player '{cut(name)}' (players: {', '.join(known)})")
    if args.games < 1:
        raise UsageError(f"--games doit être au moins 1, pas {args.games}", f"--games must be at least 1, not {args.games}")
    if args.games > MAX_GAMES:
        raise UsageError(f"--games vaut au plus {MAX_GAMES}, pas {args.games}",
                         f"--games is at most {MAX_GAMES}, not {args.games}")
    if args.workers is not None and not 1 <= args.workers <= 1024:
        raise UsageError(f"--workers doit être au moins 1 et au plus 1024, pas {args.workers}",
                         f"--workers must be at least 1 and at most 1024, not {args.workers}")
    if args.scheduler is not None and (len(args.scheduler) > 200 or not _SCHEDULER.match(args.scheduler)):
        raise UsageError(f"adresse de planificateur invalide « {cut(args.scheduler)} » (par exemple tcp://hôte:8786)",
                         f"invalid scheduler address '{cut(args.scheduler)}' (e.g. tcp://host:8786)")
    return dict(rules=rules, players=tuple(players), options=options)


def main(argv: list[str] | None = None) -> int:
    try:
        args = _parser().parse_args(argv)
        if args.command == "review":
            return _review(args)
        if args.command == "puzzles":
            return _puzzles(args)
        checked = _check(args)
    except UsageError as err:
        _error(err.fr, err.en)
        return EXIT_USAGE
    from .analysis.lab import compare_summary, compare_table, run
    from .analysis.match import pairing

    kw = dict(games=args.games, seed=args.seed, options=checked["options"], workers=args.workers,
              scheduler=args.scheduler, progress=args.progress)
    try:
        if args.command == "compare":
            results = [run(args.game, r, players=checked["players"], effects=True, **kw) for r in checked["rules"]]
            out = compare_summary(results)
            text = compare_table(results, args.lang)
        else:
            result = run(args.game, checked["rules"][0], players=checked["players"],
                         effects=getattr(args, "effects", False), **kw)
            out = result.to_dict()
            text = result.table(args.lang)
            if args.command == "match":
                out["match"] = pairing(result)
    except JocariError as err:  # the lab's refusals (LabError...), in both languages
        _error(err.text("fr"), err.text("en"))
        return EXIT_USAGE
    print(json.dumps(out, ensure_ascii=False, indent=2) if args.json else text)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
