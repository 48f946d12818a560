"""Puzzles drawn from games: a position where one move is clearly the best, found by the review's estimate.

:func:`find_puzzles` plays seeded games between the levels (:data:`PAIRS`, each
side counting nodes, not seconds: the same games on any machine) and looks at
every decision of them, as the review does (:mod:`.chances`, at depth 0):

1. a **candidate** is a decision where the best turn's chance exceeds every
   other turn's by :data:`MARGINS` points at least (la Marelle 10 points, Senet and Jacquet 5).  The turns compared follow
   one and the same throw, so the margin is the choice's, not the throw's; a
   pass, or a turn with fewer than :data:`MIN_OPTIONS` ways to play (between
   two, a pupil finds the answer half the time by chance) is no candidate;
2. it is **kept** only when the answer is unique under a deeper check than the
   one that found it (:func:`unique_margin`: every turn valued again one throw
   deeper, la Marelle one ply deeper): the answer must still be the best, by
   half the game's margin (:data:`UNIQUE`) at least over every other turn;
3. its **themes** are named in the game's vocabulary (:data:`THEMES`) and
   detected by rules on what the answer does (:func:`themes`: the effects the
   kernel records — a pawn borne off, an attack, a mill, a bouchage… — and
   what the turn leaves on the board: a pawn protected, a block of three, a
   point closed in front of the opposing courier…);
4. its **difficulty** comes from how often each level finds the answer
   (:func:`level_shares`: « débutant » plays at random, one way in so many;
   « moyen », « fort », « expert » decide with two seeds each);
5. a position met twice (the same board, throw and side to play) is kept once,
   and one game gives :data:`PER_GAME` puzzles at most, :data:`SPACING`
   decisions apart at least (a collection from many games and every stage of them).

Doze canes has no choice that matters: whatever a player chooses (the house,
or which die enters first), the exact chances are the same
(:func:`jocari_edu.analysis.doze_canes.win_probabilities`), so no puzzle is
made and the collection says why (:data:`MESSAGES` ``no_choice``).

The shipped collections (``jocari_edu/data/puzzles/<game>-<rule set>.json``,
:func:`load_collection`) are made by ``tools/make_puzzles.py`` with the seeds
it names; :func:`read_collection` refuses a malformed file with a French
message (:class:`PuzzleError`).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from importlib import resources

from ..core import JocariError
from ..core.i18n import Catalog, number
from ..core.limits import cut, shown
from ..players.base import turn_over
from .chances import estimator, game_turns, move_chances
from .confirm import best_by_playouts, check_depth_of, confirm_by_playouts, replica_seed, replicate, turn_chances

FORMAT = "jocari-edu-puzzles"
SCHEMA = 1  # the collection's schema version: a file of another version is refused

# points of chance: the best turn's lead over every other for a decision to be a candidate.  Senet's and
# Jacquet's turns change the chances less than la Marelle's: over 12 seeded Senet games (standard), no decision
# of three ways or more had a lead of 10 points (23 of 782 had 5 or more); over 8 Jacquet games, one of 622
# decisions had 10 or more
MARGINS = {"senet": 5.0, "marelle": 10.0, "jacquet": 5.0}
UNIQUE = 0.5  # the share of its game's margin that the answer's lead must keep under the deeper check
PAIRS = (("moyen", "fort"), ("fort", "moyen"), ("debutant", "moyen"), ("moyen", "expert"))  # the seeded games' sides
LEVELS = ("debutant", "moyen", "fort", "expert")  # the players' levels, weakest first: who finds the answer
LEVEL_SEEDS = (1, 2)  # the seeds each searching level decides with (ties broken otherwise)
MAX_GAMES = 160  # the seeded games a search plays at most, whatever the count asked
MIN_OPTIONS = 3  # ways to play the turn at least: between two, a pupil finds the answer half the time by chance
# the play-out check (confirm.confirm_by_playouts): the answer against its RIVALS nearest turns by the estimate,
# both sides at LEVEL, STEP play-outs at a time, from FIRST on stopped once held or refuted, BUDGET at most
PLAYOUTS = {"level": "moyen", "budget": 48, "step": 8, "first": 16, "rivals": 2}
# ...and every answer that check holds is checked again (confirm.replicate): the same rivals, other throws, BUDGET
# play-outs at most, STEP at a time from FIRST on, held only when ahead of each rival by Z standard errors.  The
# first check, looked at up to five times at 2 errors, lets through a lead that is only luck more often than once in
# forty; among hundreds of candidates that is several puzzles (session 4: 0 of Senet standard's and Jéquier's 7
# held again).  Six looks at most at 2.5 errors: about one lucky lead in a hundred passes the second check
REPLICATION = {"level": "moyen", "budget": 384, "step": 64, "first": 64, "z": 2.5}
# Jacquet: the estimate's picks do not hold up when played out (session 4: 23 of 30 refuted, none held), so its
# candidates are found by play-outs themselves.  At each decision, the estimate's first TURNS distinct ways to play
# (what they leave on the board), when they are SPREAD points apart at least from the first to the last, are each
# played out GAMES times (the same throws for all, seeds of their own); the one that does best is the candidate when
# it leads each other by LEAD standard errors.  It is then confirmed against the others (PLAYOUTS_OF: a larger
# budget) and replicated as every candidate is.  Four turns: the answers that held were often the estimate's third
# or fourth choice (three turns screened gave one puzzle in 14 games, four one in about 6)
# Senet standard alike: from game 6 on, its estimate's candidates gave none in 142 games (9 of 204 held once, 0 of
# them twice); screened, one puzzle in 5 games
_SCREEN = {"level": "moyen", "turns": 4, "games": 16, "lead": 1.0, "spread": 3.0}
SCREENS = {"jacquet": _SCREEN, ("senet", "standard"): {**_SCREEN, "spread": 1.0}}
SCREEN = 1 << 41  # a screen's seed: the candidate's plus this (its throws neither check's: confirm.REPLICA)
_SCREENED = {"budget": 96, "step": 16, "first": 32, "rivals": 3}
PLAYOUTS_OF = {"jacquet": _SCREENED, ("senet", "standard"): _SCREENED}


def screen_settings(game_name: str, rule_set: str) -> dict:
    """How candidates of ``game_name`` under ``rule_set`` are found by play-outs (:data:`SCREENS`); {}: by the
    estimate's margin."""
    return dict(SCREENS.get((game_name, rule_set), SCREENS.get(game_name, {})))


def playout_settings(game_name: str, rule_set: str | None = None) -> dict:
    """The first play-out check's settings for the candidates of ``game_name`` under ``rule_set`` (:data:`PLAYOUTS`,
    :data:`PLAYOUTS_OF`)."""
    return {**PLAYOUTS, **PLAYOUTS_OF.get((game_name, rule_set), PLAYOUTS_OF.get(game_name, {}))}
# the play-outs a search spends at most (its candidates' first checks and Jacquet's screens counted, not the
# replications), per game or rule set.  Senet's play-outs are cheap (4 ms): 20,000 (Piccione's cost 21 ms: 5,000;
# Kendall's collection of session 4, 5,000, was only checked a second time: make_puzzles --replicate-only);
# la Marelle's cost 26 ms but half its candidates hold: 6,000; Jacquet's candidates are found by play-outs (one
# puzzle for several thousand of them, 12 ms each): 120,000
PLAYOUT_CAPS = {"senet": 20_000, ("senet", "piccione"): 5_000, ("senet", "kendall"): 5_000, ("senet", "standard"): 30_000,
                "marelle": 6_000, "jacquet": 120_000}


def playout_cap(game_name: str, rule_set: str) -> int:
    """The play-outs a search of ``game_name`` under ``rule_set`` spends at most (:data:`PLAYOUT_CAPS`)."""
    return PLAYOUT_CAPS.get((game_name, rule_set), PLAYOUT_CAPS.get(game_name, 0))


PER_GAME = 4  # puzzles taken from one game at most: a collection drawn from many games...
SPACING = 8  # ...and this many decisions apart at least (la Marelle's would all be placements otherwise)

# difficulty: by the weakest searching level that finds the answer with every seed
DIFFICULTIES = {
    "facile": ("facile", "easy"),  # « moyen » finds it
    "moyen": ("moyen", "medium"),  # « fort » finds it, « moyen » not always
    "difficile": ("difficile", "hard"),  # only « expert » finds it
    "tres_difficile": ("très difficile", "very hard"),  # no level always finds it
}

# the themes, per game: code -> (French, English), in the game's vocabulary
THEMES = {
    "senet": {
        "sortie": ("sortie", "bearing off"),
        "echange": ("échange", "exchange"),
        "abri": ("mise à l'abri", "to safety"),
        "barrage": ("barrage", "barrier"),
        "eau": ("l'eau évitée", "the water avoided"),
    },
    "marelle": {
        "moulin": ("moulin", "mill"),
        "double_moulin": ("double moulin", "double mill"),
        "prise_moulin": ("prise qui défait un moulin", "a take that breaks a mill"),
        "parade": ("parade", "block of a mill"),
        "blocage": ("blocage", "blocking"),
    },
    "jacquet": {
        "fermer": ("fermer une flèche devant le postillon", "closing a point in front of the courier"),
        "suite": ("allonger sa suite de flèches", "lengthening the run of points held"),
        "bouchage": ("bouchage", "bouchage"),
        "sortie": ("sortie", "bearing off"),
        "enfermer": ("postillon enfermé", "courier walled in"),
        "rentrer": ("postillon rentré", "courier home"),
    },
    "doze_canes": {},
}

MESSAGES = Catalog(
    no_choice=("À Doze canes, aucun choix ne compte : quelle que soit la maison choisie ou le dé entré d'abord, "
               "les chances exactes sont les mêmes. Il n'y a donc pas de problème à tirer des parties.",
               "In Doze canes no choice matters: whatever house is chosen or die entered first, the exact chances "
               "are the same. So there is no puzzle to draw from games."),
    no_collection=("Pas de collection de problèmes pour {game} ({rule_set}).",
                   "No puzzle collection for {game} ({rule_set})."),
    not_json=("Le fichier de problèmes n'est pas du JSON lisible : {error}.",
              "The puzzle file is not readable JSON: {error}."),
    not_collection=("Ce n'est pas une collection de problèmes de jocari-edu (format attendu « {format} », "
                    "lu {given}).",
                    "This is not a jocari-edu puzzle collection (format '{format}' expected, read {given})."),
    bad_version=("La collection de problèmes est de la version {given} ; cette version de jocari-edu lit la "
                 "version {version}.",
                 "The puzzle collection is of version {given}; this version of jocari-edu reads version {version}."),
    bad_field=("Collection de problèmes invalide : {where} devrait être {kind}, lu {given}.",
               "Invalid puzzle collection: {where} should be {kind}, read {given}."),
    bad_game=("Collection de problèmes invalide : jeu ou règle inconnus ({game}, {rule_set}).",
              "Invalid puzzle collection: unknown game or rule set ({game}, {rule_set})."),
    bad_position=("Collection de problèmes invalide : la position du problème {id} ne se lit pas ({error}).",
                  "Invalid puzzle collection: the position of puzzle {id} cannot be read ({error})."),
    bad_answer=("Collection de problèmes invalide : la réponse du problème {id} n'est pas jouable ({error}).",
                "Invalid puzzle collection: the answer of puzzle {id} cannot be played ({error})."),
    bad_id=("Collection de problèmes invalide : le problème {id} devrait s'appeler {expected} (le nom est tiré de "
            "sa position et de sa réponse).",
            "Invalid puzzle collection: puzzle {id} should be named {expected} (the name is drawn from its position "
            "and answer)."),
    not_held=("Collection de problèmes invalide : la réponse du problème {id} ne mène que de {mean} points "
              "(écart type {error}) sur un autre coup joué jusqu'au bout : il faut deux écarts types.",
              "Invalid puzzle collection: the answer of puzzle {id} leads another move played out by only {mean} "
              "points (standard error {error}): two standard errors are needed."),
    not_replicated=("Collection de problèmes invalide : à la seconde vérification (d'autres lancers), la réponse du "
                    "problème {id} ne mène que de {mean} points (écart type {error}) sur un autre coup joué jusqu'au "
                    "bout : il faut {z} écarts types.",
                    "Invalid puzzle collection: at the second check (other throws), the answer of puzzle {id} leads "
                    "another move played out by only {mean} points (standard error {error}): {z} standard errors "
                    "are needed."),
    same_id=("Collection de problèmes invalide : deux problèmes s'appellent {id}.",
             "Invalid puzzle collection: two puzzles are named {id}."),
    bad_theme=("Collection de problèmes invalide : thème inconnu « {theme} » au problème {id}.",
               "Invalid puzzle collection: unknown theme '{theme}' in puzzle {id}."),
    bad_budget=("Le nombre de parties jouées jusqu'au bout pour confirmer un problème est un entier positif ou nul, "
                "pas {given}.",
                "The number of play-outs confirming a puzzle is a whole number, zero or more, not {given}."),
    bad_count=("Le nombre de problèmes est un entier de 1 à {most}, pas {given}.",
               "The number of puzzles is an integer from 1 to {most}, not {given}."),
)
MAX_COUNT = 500


class PuzzleError(JocariError):
    """A puzzle collection that cannot be read, or a search asked for what it cannot give."""


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: a position (a move due), the one answer, what it is worth, its themes and difficulty."""

    id: str
    position: str  # the game's position text (the throw in it, the side to play)
    answer: tuple[str, ...]  # the turn, in notation
    options: int  # the ways to play the turn
    margin: float  # points: the answer's lead over the next best turn, by the estimate that found it
    checked: float  # points: the same lead one throw (la Marelle: one ply) deeper
    themes: tuple[str, ...]
    levels: dict  # level -> how often it finds the answer (0-1)
    difficulty: str  # a key of DIFFICULTIES
    source: dict = field(default_factory=dict)  # the seeded game: its seed, its players, the event index
    # the play-out check (when made): {"games": n, "level": L, "rivals": [{"turn": [...], "mean": m, "error": e}]}
    # — the answer's lead over each rival turn (points of result), played out n times with the same throws
    playouts: dict = field(default_factory=dict)
    # its second check (REPLICATION, other throws: confirm.replicate), the same fields and the check's "seed"
    replication: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        found = {"id": self.id, "position": self.position, "answer": list(self.answer), "options": self.options,
                 "margin": round(self.margin, 2), "checked": round(self.checked, 2), "themes": list(self.themes),
                 "levels": {k: round(v, 3) for k, v in self.levels.items()}, "difficulty": self.difficulty,
                 "source": self.source}
        if self.playouts:
            found["playouts"] = self.playouts
        if self.replication:
            found["replication"] = self.replication
        return found

    def theme_names(self, game_name: str, lang: str = "fr") -> list[str]:
        return [THEMES[game_name][t][0 if lang == "fr" else 1] for t in self.themes]


@dataclass(frozen=True)
class Collection:
    """Puzzles of one game and rule set, with how they were found and how many candidates were turned down."""

    game: str
    rule_set: str
    seed: int
    puzzles: tuple[Puzzle, ...]
    stats: dict = field(default_factory=dict)
    note: str | None = None  # why there are none (Doze canes), in French
    playouts: dict = field(default_factory=dict)  # the play-out check's settings (PLAYOUTS), {} when not made
    replication: dict = field(default_factory=dict)  # its second check's settings (REPLICATION), {} when not made
    screen: dict = field(default_factory=dict)  # how candidates were found by play-outs (SCREENS), {} by the estimate

    def to_dict(self) -> dict:
        found = {"format": FORMAT, "version": SCHEMA, "game": self.game, "rule_set": self.rule_set,
                 "seed": self.seed, "margin": MARGINS.get(self.game), "unique": unique_floor(self.game)}
        if self.playouts:
            found["playouts"] = self.playouts
        if self.replication:
            found["replication"] = self.replication
        if self.screen:
            found["screen"] = self.screen
        return {**found, "stats": self.stats, "note": self.note, "puzzles": [p.to_dict() for p in self.puzzles]}

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1) + "\n"


# -- finding them -------------------------------------------------------------------------------------


def unique_floor(game_name: str) -> float | None:
    """The lead (points) the deeper check must still find for a puzzle of ``game_name`` to be kept."""
    margin = MARGINS.get(game_name)
    return None if margin is None else UNIQUE * margin


def has_choices(game_name: str) -> bool:
    """Can a choice of this game change the chances (every game but Doze canes)?"""
    return game_name != "doze_canes"


def find_puzzles(game_name: str, rule_set: str | None = None, *, count: int = 10, seed: int = 0,
                 max_games: int = MAX_GAMES, budget: int | None = None, first_game: int = 0,
                 progress=None) -> Collection:
    """Up to ``count`` puzzles from seeded games of ``game_name`` under ``rule_set`` (see the module's
    docstring); ``budget``: the play-outs of the check at most (default ``PLAYOUTS["budget"]``; 0: no play-out
    check); ``first_game``: the search starts at that game of the seeded sequence (a puzzle's ``source["game"]``:
    its own game searched again, not those before it); ``progress(games, found)`` is called after each game.  The same arguments give the same puzzles.
    Doze canes: none, and the collection's note says why."""
    from ..games import game_class, new_game
    from .lab import game_seed

    cls = game_class(game_name)
    rule_set = rule_set or cls.DEFAULT_RULE_SET
    if count.__class__ is not int or not 1 <= count <= MAX_COUNT:
        raise PuzzleError(MESSAGES("bad_count", most=MAX_COUNT, given=shown(count)))
    if not has_choices(game_name):
        return Collection(game_name, rule_set, seed, (), {"games": 0}, MESSAGES("no_choice").text("fr"))
    settings = playout_settings(game_name, rule_set)
    settings["budget"] = settings["budget"] if budget is None else budget
    if settings["budget"].__class__ is not int or settings["budget"] < 0:
        raise PuzzleError(MESSAGES("bad_budget", given=shown(budget)))
    if not settings["budget"]:
        settings = {}
    stats = {"games": 0, "decisions": 0, "candidates": 0, "not_unique": 0, "duplicates": 0}
    if settings:
        settings["replication"] = dict(REPLICATION)
        stats.update(refuted=0, undecided=0, playouts=0, not_replicated=0, replication_playouts=0)
        if screen_settings(game_name, rule_set):
            settings["screen"] = screen_settings(game_name, rule_set)
            stats.update(screened=0, screen_playouts=0)
    found: list[Puzzle] = []
    seen: set = set()
    cap = playout_cap(game_name, rule_set) if settings else 0
    for index in range(first_game, max_games):
        if len(found) >= count or (cap and stats["playouts"] >= cap):
            break
        pair = PAIRS[index % len(PAIRS)]
        gseed = game_seed(seed, index)
        game = new_game(game_name, rule_set, seed=gseed)
        _play(game, pair, gseed)
        stats["games"] += 1
        for n, puzzle in enumerate(_from_game(game, pair, gseed, stats, seen, settings, index), 1):
            found.append(puzzle)
            if len(found) >= count or n >= PER_GAME or (cap and stats["playouts"] >= cap):
                break
        if progress is not None:
            progress(stats["games"], len(found))
    # why the search stopped: the count reached, the play-outs' cap (PLAYOUT_CAPS), else the games' cap
    stats["stopped"] = ("count" if len(found) >= count else "playouts" if cap and stats["playouts"] >= cap
                        else "games")
    second, screen = settings.pop("replication", {}), settings.pop("screen", {})
    return Collection(game_name, rule_set, seed, tuple(found), stats, playouts={**settings, "cap": cap} if settings else {},
                      replication=second, screen=screen)


def replicate_collection(collection: Collection) -> Collection:
    """A collection made before the second check (:data:`REPLICATION`), its puzzles checked again: each answer
    played out against the rivals of its first check with the throws :func:`find_puzzles` would give its second
    (the seed of its first check, apart: ``confirm.replica_seed``); the ones that do not hold again are dropped
    (``stats["not_replicated"]``), the collection otherwise as it was (``stats["replicated_later"]``: its
    search did not go on to replace them).  A collection already checked twice is returned as it is."""
    if collection.replication or not collection.playouts:
        return collection
    stats = {**collection.stats, "not_replicated": 0, "replication_playouts": 0, "replicated_later": True}
    kept = []
    for p in collection.puzzles:
        game = puzzle_game(collection, p)
        rivals = [tuple(game.parse_move(m) for m in r["turn"]) for r in p.playouts["rivals"]]
        answer = tuple(game.parse_move(m) for m in p.answer)
        second = _replicated(game, answer, rivals, REPLICATION, p.source["seed"] + p.source["event"], stats)
        if second:
            kept.append(Puzzle(p.id, p.position, p.answer, p.options, p.margin, p.checked, p.themes, p.levels,
                               p.difficulty, p.source, p.playouts, second))
    return Collection(collection.game, collection.rule_set, collection.seed, tuple(kept), stats, collection.note,
                      collection.playouts, dict(REPLICATION), collection.screen)


def _play(game, pair, gseed: int) -> None:
    from ..players import make_player
    from .simulate import play_out

    play_out(game, [make_player(level, gseed + 7919 * (k + 1), deterministic=True) for k, level in enumerate(pair)])


def _from_game(game, pair, gseed: int, stats: dict, seen: set, settings: dict, index: int):
    """The puzzles of one finished game, in the order of its decisions (a generator)."""
    from ..games import new_game

    events = list(game.history)
    g = new_game(game.name, game.rule_set, seed=game.seed)
    using = estimator(g, depth=0)
    i, decision, free = 0, 0, 0  # free: the first decision a puzzle may come from (SPACING after the last)
    while i < len(events):
        event = events[i]
        if event.kind == "throw":
            g.replay_event(event)
            i += 1
            continue
        mover, start = g.to_play, i
        decision += 1
        if decision >= free:
            stats["decisions"] += 1
            using.forget()
            puzzle = _candidate(g, using, stats, seen, settings,
                                {"seed": gseed, "players": list(pair), "event": start, "game": index})
            if puzzle is not None:
                free = decision + SPACING
                yield puzzle
        while i < len(events) and events[i].kind == "move":
            g.replay_event(events[i])
            i += 1
            if turn_over(g, mover):
                break


def _candidate(g, using, stats: dict, seen: set, settings: dict, source: dict) -> Puzzle | None:
    """The puzzle of the decision due in ``g``, or None (see the module's docstring)."""
    options = move_chances(g, using=using)
    if len(options) < MIN_OPTIONS or any(_is_pass(g, turn) for turn, _ in options):
        return None
    ranked = sorted(options, key=lambda o: -o[1].score)
    if settings.get("screen"):
        return _screened(g, options, ranked, stats, seen, settings, source)
    margin = 100.0 * (ranked[0][1].score - ranked[1][1].score)
    if margin < MARGINS[g.name]:
        return None
    position = _unseen(g, stats, seen)
    if position is None:
        return None
    answer = ranked[0][0]
    checked = unique_margin(g, answer)
    if checked < unique_floor(g.name):
        stats["not_unique"] += 1
        return None
    seen.add(position)
    playouts, second = {}, {}
    if settings:
        playouts, second = _played_out(g, answer, ranked, settings, source["seed"] + source["event"], stats)
        if not second:
            return None
    return _puzzle(g, position, answer, len(options), margin, checked, source, playouts, second)


def _unseen(g, stats: dict, seen: set) -> str | None:
    """A candidate counted: its position, or None when it was met before (counted as a duplicate)."""
    stats["candidates"] += 1
    position = g.position()
    if position in seen:
        stats["duplicates"] += 1
        return None
    return position


def _puzzle(g, position: str, answer, options: int, margin: float, checked: float, source: dict, playouts: dict,
            second: dict) -> Puzzle:
    """The puzzle of ``answer`` at ``g``'s position: its name, themes and difficulty (how often each level finds it)."""
    notation = tuple(map(str, answer))
    shares = level_shares(g, answer, options)
    return Puzzle(puzzle_id(g.name, g.rule_set, position, notation), position, notation, options, margin, checked,
                  themes(g, answer), shares, difficulty(shares), source, playouts, second)


def _screened(g, options, ranked, stats: dict, seen: set, settings: dict, source: dict) -> Puzzle | None:
    """The puzzle of the decision due in ``g`` found by play-outs (:data:`SCREENS`), or None: the estimate's first
    distinct ways to play, each played out, the best of them confirmed against the others, then replicated."""
    screen = settings["screen"]
    distinct, reached = [], set()
    for turn, chances in ranked:
        key = _reached(g, turn)
        if key not in reached:
            reached.add(key)
            distinct.append((turn, chances.score))
    top = distinct[:screen["turns"]]
    if len(top) < MIN_OPTIONS or 100.0 * (top[0][1] - top[-1][1]) < screen["spread"]:
        return None
    stats["screened"] += 1
    seed = source["seed"] + source["event"]
    turns = [turn for turn, _ in top]
    best, leads = best_by_playouts(g, turns, games=screen["games"], level=screen["level"], seed=seed + SCREEN)
    stats["screen_playouts"] += screen["games"] * len(turns)
    stats["playouts"] += screen["games"] * len(turns)
    if not all(lead.mean > screen["lead"] * lead.error and lead.mean > 0 for lead in leads):
        return None
    position = _unseen(g, stats, seen)
    if position is None:
        return None
    seen.add(position)
    answer = turns[best]
    rivals = [(turn, None) for k, turn in enumerate(turns) if k != best]
    playouts, second = _played_out(g, answer, [(answer, None), *rivals], settings, seed, stats)
    if not second:
        return None
    others = [score for turn, score in distinct if turn != answer]
    margin = 100.0 * (top[best][1] - max(others))  # the estimate's lead (negative: the estimate preferred another)
    return _puzzle(g, position, answer, len(options), margin, unique_margin(g, answer), source, playouts, second)


def _played_out(g, answer, ranked, settings: dict, seed: int, stats: dict) -> tuple[dict, dict]:
    """The play-out checks of a candidate: ``answer`` against the ``settings["rivals"]`` turns the estimate ranks
    next (``ranked``; a turn reaching the answer's own position is the answer), then, when it holds, again with
    other throws (``settings["replication"]``); the figures of both when the answer holds twice, else {} for the
    check it failed (the stats count why)."""
    key = _reached(g, answer)
    rivals = [turn for turn, _ in ranked[1:] if _reached(g, turn) != key][:settings["rivals"]]
    found = confirm_by_playouts(g, answer, rivals, budget=settings["budget"], step=settings["step"],
                                first=settings["first"], level=settings["level"], seed=seed)
    stats["playouts"] += found.games * (1 + len(rivals))
    if not found.held:
        stats[found.verdict] += 1
        return {}, {}
    first = _figures(found, rivals, settings["level"])
    return first, _replicated(g, answer, rivals, settings["replication"], seed, stats)


def _replicated(g, answer, rivals: list, settings: dict, seed: int, stats: dict) -> dict:
    """The second check of an answer held by the first (seeded ``seed``): its figures when it holds again, else {}
    (``stats["not_replicated"]`` counts it); its play-outs counted in ``stats["replication_playouts"]``."""
    again = replicate(g, answer, rivals, seed=seed, budget=settings["budget"], step=settings["step"],
                      first=settings["first"], z=settings["z"], level=settings["level"])
    stats["replication_playouts"] += again.games * (1 + len(rivals))
    if not again.held:
        stats["not_replicated"] += 1
        return {}
    return {**_figures(again, rivals, settings["level"]), "seed": replica_seed(seed)}


def _figures(found, rivals: list, level: str) -> dict:
    return {"games": found.games, "level": level,
            "rivals": [{"turn": list(map(str, turn)), "mean": round(lead.mean, 2), "error": round(lead.error, 2)}
                       for turn, lead in zip(rivals, found.against, strict=True)]}


def _is_pass(game, turn) -> bool:
    return all(game.is_pass(m) for m in turn)


def puzzle_id(game_name: str, rule_set: str, position: str, answer) -> str:
    """A puzzle's stable name: its game and rule set, then a short digest of its position and answer (the
    same puzzle keeps its name when the collection is made again, whatever its place in it): links and a
    pupil's progress name a puzzle by it."""
    text = f"{game_name}/{rule_set}|{position}|{' '.join(map(str, answer))}"
    return f"{game_name}-{rule_set}-{hashlib.sha256(text.encode('utf-8')).hexdigest()[:8]}"


def unique_margin(game, answer: tuple, depth: int = 0) -> float:
    """The generator's own criterion of uniqueness: ``answer``'s lead (points) over every other way to play
    the turn due in ``game``, each valued one throw deeper than ``depth`` (la Marelle: one ply deeper) as the
    review values a turn played (:func:`~.confirm.turn_chances`); negative if another turn is as good or
    better.  ``game`` is left as it was."""
    deeper = check_depth_of(depth)
    ways = game_turns(game)
    key = _reached(game, answer)
    others = [t for t in ways if _reached(game, t) != key]
    if not others:
        return 0.0
    scores = turn_chances(game, [answer, *others], deeper)
    return 100.0 * (scores[0] - max(scores[1:]))


def _reached(game, turn) -> str:
    """The position ``turn`` reaches (its moves, any order: a turn is what it leaves)."""
    for move in turn:
        game.play(move)
    try:
        return game.position()
    finally:
        for _ in turn:
            game.undo()


def level_shares(game, answer: tuple, options: int) -> dict:
    """How often each level (:data:`LEVELS`) finds ``answer`` (a turn that reaches the position the answer
    reaches): « débutant » one way in ``options``; the others decide with each of :data:`LEVEL_SEEDS`,
    counting nodes (the same answer on any machine)."""
    from ..players import make_player

    key = _reached(game, answer)
    shares = {"debutant": 1.0 / options}
    for level in LEVELS[1:]:
        hits = 0
        for s in LEVEL_SEEDS:
            turn = make_player(level, s, deterministic=True).decide(game).turn
            hits += _reached(game, turn) == key
        shares[level] = hits / len(LEVEL_SEEDS)
    return shares


def difficulty(shares: dict) -> str:
    """The difficulty, by the weakest searching level that finds the answer with every seed."""
    for level, label in (("moyen", "facile"), ("fort", "moyen"), ("expert", "difficile")):
        if shares.get(level, 0.0) >= 1.0:
            return label
    return "tres_difficile"


# -- themes -----------------------------------------------------------------------------------------


def themes(game, turn: tuple) -> tuple[str, ...]:
    """The themes of playing ``turn`` (moves or notation) in ``game`` (left as it was), in the order of
    :data:`THEMES`: each found by a rule on what the turn does (the effects the kernel records as its moves
    are played) and what it leaves on the board."""
    rules = _DETECTORS.get(game.name)
    if rules is None:
        return ()
    pre, post = rules
    me = game.to_play
    facts = pre(game, me)
    effects, moves = [], []
    try:
        for move in turn:
            moves.append(game.play(move))
            effects.extend(game.state.effects)
        found = post(game, facts, me, moves, effects)
    finally:
        for _ in moves:
            game.undo()
    order = list(THEMES[game.name])
    return tuple(sorted(set(found), key=order.index))


_WATER = ("water", "water_held", "water_to_hand")
_ATTACKS = ("swap", "swap_back", "swap_water", "capture")


def _senet_pre(game, me) -> dict:
    state = game.state.clone()
    return {"state": state,
            # another way to play this throw would fall into the water
            "water": any(e[0] in _WATER for a in state.actions for e in state.preview(a).effects)}


def _senet_post(game, facts, me, moves, effects) -> set:
    """Senet: « sortie » (a pawn borne off), « échange » (an opposing pawn attacked: sent back, to the water or
    taken), « mise à l'abri » (a pawn lands where no attack can reach it, from a square where one could),
    « barrage » (more of the mover's pawns in blocks that bar the way), « l'eau évitée » (another way to play
    the throw falls into the House of Water, this one does not)."""
    before, after = facts["state"], game.state
    codes = [e[0] for e in effects]
    found = set()
    if "off" in codes:
        found.add("sortie")
    if any(c in _ATTACKS for c in codes):
        found.add("echange")
    for e in effects:
        if e[0] in ("advance", *_ATTACKS) or e[0] == "enter":
            dst, src = (e[1], None) if e[0] == "enter" else (e[2], e[1])
            if 1 <= dst <= 30 and after.board[dst] == me and after.is_protected(dst) and (
                    src is None or not before.is_protected(src)):
                found.add("abri")
    if _block_cells(after, me) > _block_cells(before, me):
        found.add("barrage")
    if facts["water"] and not any(c in _WATER for c in codes):
        found.add("eau")
    return found


def _block_cells(state, me: int) -> int:
    return sum(b - a + 1 for a, b in state.blocks(me))


def _marelle_pre(game, me) -> dict:
    return {"state": game.state.clone()}


def _marelle_post(game, facts, me, moves, effects) -> set:
    """La Marelle: « moulin » (a mill made), « double moulin » (made by a piece that leaves a mill of its own:
    it can swing back and forth), « prise qui défait un moulin » (the piece taken stood in a mill, or in an
    opposing line of two with its third point free: a mill about to close), « parade » (a piece put on the
    third point of an opposing line of two), « blocage » (the opponent blocked, or left with two steps at most
    and fewer than before)."""
    from ..games.marelle.board import ADJ, BIT, MILLS_AT

    before, after = facts["state"], game.state
    own = before.black if me else before.white
    theirs = before.white if me else before.black
    free = ~(before.white | before.black) & ((1 << 24) - 1)
    codes = [e[0] for e in effects]
    first = moves[0]
    src = first.src if first.src is not None and first.src >= 0 else None
    dst = first.dst if first.dst is not None and first.dst >= 0 else None
    found = set()
    if "mill" in codes:
        found.add("moulin")
        if src is not None and any(own & m == m for m in MILLS_AT[src]):
            found.add("double_moulin")
    for e in effects:
        if e[0] == "take":
            point = e[1]
            open_two = any((theirs & m).bit_count() == 2 and (free | (BIT[dst] if dst is not None else 0)) & m
                           and not own & m & ~(BIT[src] if src is not None else 0) for m in MILLS_AT[point])
            if e[2] or any(theirs & m == m for m in MILLS_AT[point]) or open_two:
                found.add("prise_moulin")
    if dst is not None and any((theirs & m).bit_count() == 2 and not own & m for m in MILLS_AT[dst]):
        found.add("parade")
    if "blocked" in codes:
        found.add("blocage")
    elif not after.is_terminal() and before.stage(1 - me) == "step" and after.stage(1 - me) == "step":
        was, now = _steps(before, 1 - me, ADJ, BIT), _steps(after, 1 - me, ADJ, BIT)
        if now < was and now <= 2:
            found.add("blocage")
    return found


def _steps(state, player: int, adj, bit) -> int:
    """How many steps ``player``'s pieces have (to a free neighbour)."""
    own = state.black if player else state.white
    free = ~(state.white | state.black) & ((1 << 24) - 1)
    return sum((adj[p] & free).bit_count() for p in range(24) if own & bit[p])


def _jacquet_pre(game, me) -> dict:
    from ..players.jacquet import other

    courier = game.courier(1 - me)
    front = {other(courier + k) for k in range(1, 7) if courier and courier + k <= 24}
    return {"front": front, "held": set(game.points(me)), "run": _run(game, me)}


def _run(game, me: int) -> int:
    """The longest run of points ``me`` holds in a row ahead of the rearmost opposing checker."""
    from ..players.jacquet import run_ahead

    return run_ahead(game.held[me], game.packed[1 - me], game.held[1 - me])[0]


def _jacquet_post(game, facts, me, moves, effects) -> set:
    """Jacquet: « fermer une flèche devant le postillon » (a point among the six in front of the opposing
    courier held at the end of the turn, not before), « allonger sa suite de flèches » (the longest run of points
    held in a row ahead of the rearmost opposing checker grows, to three points or more), « bouchage »,
    « sortie », « postillon enfermé », « postillon rentré » (the kernel's effects)."""
    codes = [e[0] for e in effects]
    found = {theme for theme, code in (("sortie", "off"), ("bouchage", "bouchage"), ("enfermer", "walled_in"),
                                       ("rentrer", "courier_home")) if code in codes}
    kept = set(game.points(me))
    if any(not m.is_pass and m.dst in facts["front"] and m.dst not in facts["held"] and m.dst in kept
           for m in moves):
        found.add("fermer")
    run = _run(game, me)
    if run > facts["run"] and run >= 3:
        found.add("suite")
    return found


_DETECTORS = {"senet": (_senet_pre, _senet_post), "marelle": (_marelle_pre, _marelle_post),
              "jacquet": (_jacquet_pre, _jacquet_post)}


# -- the shipped collections --------------------------------------------------------------------------


def collection_path(game_name: str, rule_set: str):
    """Where the shipped collection of ``game_name`` under ``rule_set`` lives in the package's data."""
    return resources.files("jocari_edu").joinpath("data", "puzzles", f"{game_name}-{rule_set}.json")


def load_collection(game_name: str, rule_set: str | None = None) -> Collection:
    """The shipped collection of ``game_name`` under ``rule_set`` (default: the game's default rule set)."""
    from ..games import game_class

    rule_set = rule_set or game_class(game_name).DEFAULT_RULE_SET
    path = collection_path(game_name, rule_set)
    if not path.is_file():
        raise PuzzleError(MESSAGES("no_collection", game=game_name, rule_set=rule_set))
    return read_collection(path.read_text(encoding="utf-8"))


def read_collection(data) -> Collection:
    """A collection from its JSON (text, bytes or dict), every field checked: each position is read by the
    game, each answer played there; anything else raises PuzzleError, in French first."""
    if isinstance(data, (str, bytes)):
        try:
            data = json.loads(data)
        except (ValueError, UnicodeDecodeError) as err:
            raise PuzzleError(MESSAGES("not_json", error=cut(str(err), 80))) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        given = shown(data.get("format")) if isinstance(data, dict) else shown(data)
        raise PuzzleError(MESSAGES("not_collection", format=FORMAT, given=given))
    if data.get("version") != SCHEMA:
        raise PuzzleError(MESSAGES("bad_version", given=shown(data.get("version")), version=SCHEMA))
    from ..games import GAMES, game_class

    game_name, rule_set = data.get("game"), data.get("rule_set")
    if game_name not in GAMES or rule_set not in game_class(game_name).RULE_SETS:
        raise PuzzleError(MESSAGES("bad_game", game=shown(game_name), rule_set=shown(rule_set)))
    _field(data, "seed", int, "un entier")
    _field(data, "puzzles", list, "une liste")
    _field(data, "stats", dict, "un dictionnaire")
    replication = _settings_of(data, "replication", ("budget", "step", "first"))
    if replication:
        _field(replication, "z", (int, float), "un nombre", "replication.z")
    z = replication.get("z", 2.0)
    puzzles = []
    cls = game_class(game_name)
    for k, item in enumerate(data["puzzles"]):
        where = f"puzzles[{k}]"
        if not isinstance(item, dict):
            raise PuzzleError(MESSAGES("bad_field", where=where, kind="un dictionnaire", given=shown(item)))
        for name, kind, words in (("id", str, "un texte"), ("position", str, "un texte"), ("answer", list, "une liste"),
                                  ("options", int, "un entier"), ("margin", (int, float), "un nombre"),
                                  ("checked", (int, float), "un nombre"), ("themes", list, "une liste"),
                                  ("levels", dict, "un dictionnaire"), ("difficulty", str, "un texte")):
            _field(item, name, kind, words, f"{where}.{name}")
        if item["difficulty"] not in DIFFICULTIES:
            raise PuzzleError(MESSAGES("bad_field", where=f"{where}.difficulty", kind=" ou ".join(DIFFICULTIES),
                                       given=shown(item["difficulty"])))
        for theme in item["themes"]:
            if theme not in THEMES[game_name]:
                raise PuzzleError(MESSAGES("bad_theme", theme=cut(str(theme), 40), id=cut(item["id"], 40)))
        try:
            game = cls.from_position(item["position"], rule_set)
        except JocariError as err:
            raise PuzzleError(MESSAGES("bad_position", id=cut(item["id"], 40), error=err.text("fr"))) from None
        try:
            for move in item["answer"]:
                game.play(move)
        except (JocariError, TypeError) as err:
            error = err.text("fr") if isinstance(err, JocariError) else shown(item["answer"])
            raise PuzzleError(MESSAGES("bad_answer", id=cut(item["id"], 40), error=error)) from None
        expected = puzzle_id(game_name, rule_set, item["position"], item["answer"])
        if item["id"] != expected:
            raise PuzzleError(MESSAGES("bad_id", id=cut(item["id"], 40), expected=expected))
        if any(p.id == expected for p in puzzles):
            raise PuzzleError(MESSAGES("same_id", id=expected))
        playouts = _playouts_of(item, where) if "playouts" in item else {}
        second = _playouts_of(item, where, "replication", z) if "replication" in item else {}
        puzzles.append(Puzzle(item["id"], item["position"], tuple(item["answer"]), item["options"],
                              float(item["margin"]), float(item["checked"]), tuple(item["themes"]),
                              dict(item["levels"]), item["difficulty"], dict(item.get("source") or {}), playouts,
                              second))
    settings = _settings_of(data, "playouts", ("budget", "step", "first", "rivals", "cap"))
    screen = _settings_of(data, "screen", ("turns", "games"))
    for key in ("lead", "spread") if screen else ():
        _field(screen, key, (int, float), "un nombre", f"screen.{key}")
    return Collection(game_name, rule_set, data["seed"], tuple(puzzles), data["stats"], data.get("note"), settings,
                      replication, screen)


def _settings_of(data: dict, name: str, whole: tuple) -> dict:
    """A collection's settings of a play-out check (``name``): ``whole`` numbers, a level, {} when not made."""
    if name not in data:
        return {}
    _field(data, name, dict, "un dictionnaire")
    settings = data[name]
    for key in whole:
        _field(settings, key, int, "un entier", f"{name}.{key}")
    if settings.get("level") not in LEVELS:
        raise PuzzleError(MESSAGES("bad_field", where=f"{name}.level", kind=" ou ".join(LEVELS),
                                   given=shown(settings.get("level"))))
    return dict(settings)


ROUNDING = 0.015  # a lead and its error are kept to two decimals: 2 × error may exceed the lead by this much


def _playouts_of(item: dict, where: str, name: str = "playouts", z: float = 2.0) -> dict:
    """A puzzle's play-out figures (``name``: the first check, or its ``"replication"``), checked: the games (a
    positive whole number), the level, and for each rival turn (a list of moves) the answer's lead and its standard
    error — a lead of ``z`` errors and more (the answer held: a collection ships no other)."""
    found = item[name]
    where = f"{where}.{name}"
    _field(item, name, dict, "un dictionnaire", where)
    _field(found, "games", int, "un entier", f"{where}.games")
    _field(found, "rivals", list, "une liste", f"{where}.rivals")
    if found["games"] < 1:
        raise PuzzleError(MESSAGES("bad_field", where=f"{where}.games", kind="un entier positif",
                                   given=shown(found["games"])))
    if found.get("level") not in LEVELS:
        raise PuzzleError(MESSAGES("bad_field", where=f"{where}.level", kind=" ou ".join(LEVELS),
                                   given=shown(found.get("level"))))
    if name == "replication":
        _field(found, "seed", int, "un entier", f"{where}.seed")
    for k, rival in enumerate(found["rivals"]):
        at = f"{where}.rivals[{k}]"
        if not isinstance(rival, dict):
            raise PuzzleError(MESSAGES("bad_field", where=at, kind="un dictionnaire", given=shown(rival)))
        _field(rival, "turn", list, "une liste", f"{at}.turn")
        _field(rival, "mean", (int, float), "un nombre", f"{at}.mean")
        _field(rival, "error", (int, float), "un nombre", f"{at}.error")
        if not (rival["error"] >= 0 and rival["mean"] > z * rival["error"] - z * ROUNDING / 2):
            raise PuzzleError(MESSAGES("not_held" if name == "playouts" else "not_replicated", id=cut(item["id"], 40),
                                       mean=_both(rival["mean"]), error=_both(rival["error"]), z=_both(z)))
    return dict(found)


def _both(value: float) -> tuple[str, str]:
    return number(value, "fr", 1), number(value, "en", 1)


def _field(data: dict, name: str, kind, words: str, where: str | None = None) -> None:
    value = data.get(name)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise PuzzleError(MESSAGES("bad_field", where=where or name, kind=words, given=shown(value)))


def puzzle_lines(collection: Collection, lang: str = "fr") -> list[str]:
    """The collection as lines to read: each puzzle's position, side to play, answer, themes, difficulty and
    margins, then how many candidates were turned down and why; Doze canes' note where there are none."""
    fr = lang == "fr"
    if collection.note is not None:
        return [collection.note if fr else MESSAGES("no_choice").text("en")]
    lines = []
    for n, p in enumerate(collection.puzzles, 1):
        game = puzzle_game(collection, p)
        names = ", ".join(p.theme_names(collection.game, lang)) or "—"
        level = DIFFICULTIES[p.difficulty][0 if fr else 1]
        margin, checked = (number(p.margin, lang, 1), number(p.checked, lang, 1))
        if fr:
            lines.append(f"{n}. {p.id} — {game.player_name(game.to_play)} joue ; position {p.position}")
            lead = (f"trouvée en jouant jusqu'au bout (l'estimation : {margin} points d'avance, {checked} un lancer plus "
                    f"loin)" if collection.screen else f"avance {margin} points, {checked} un lancer plus loin")
            lines.append(f"   réponse : {' '.join(p.answer)} ({p.options} façons de jouer) ; thèmes : {names} ; "
                         f"difficulté : {level} ; {lead}")
            if p.playouts:
                leads = " ; ".join(f"devant {' '.join(r['turn'])} de {number(r['mean'], lang, 1)} points (± "
                                   f"{number(r['error'], lang, 1)})" for r in p.playouts["rivals"])
                lines.append(f"   confirmée par {p.playouts['games']} parties jouées jusqu'au bout, les mêmes lancers "
                             f"après chaque coup : {leads}")
            if p.replication:
                leads = " ; ".join(f"{number(r['mean'], lang, 1)} (± {number(r['error'], lang, 1)})"
                                   for r in p.replication["rivals"])
                lines.append(f"   confirmée de nouveau par {p.replication['games']} autres parties (d'autres lancers) : "
                             f"{leads} points d'avance")
        else:
            lines.append(f"{n}. {p.id} — {game.player_name(game.to_play, 'en')} to play; position {p.position}")
            lead = (f"found by playing out (the estimate: a lead of {margin} points, {checked} one throw further)"
                    if collection.screen else f"lead {margin} points, {checked} one throw further")
            lines.append(f"   answer: {' '.join(p.answer)} ({p.options} ways to play); themes: {names}; "
                         f"difficulty: {level}; {lead}")
            if p.playouts:
                leads = "; ".join(f"ahead of {' '.join(r['turn'])} by {number(r['mean'], lang, 1)} points (± "
                                  f"{number(r['error'], lang, 1)})" for r in p.playouts["rivals"])
                lines.append(f"   confirmed by {p.playouts['games']} games played out, the same throws after each "
                             f"move: {leads}")
            if p.replication:
                leads = "; ".join(f"{number(r['mean'], lang, 1)} (± {number(r['error'], lang, 1)})"
                                  for r in p.replication["rivals"])
                lines.append(f"   confirmed again by {p.replication['games']} other games (other throws): a lead of "
                             f"{leads} points")
    s = {k: collection.stats.get(k, 0) for k in ("games", "decisions", "candidates", "not_unique", "duplicates")}
    n = len(collection.puzzles)
    refuted, undecided = collection.stats.get("refuted"), collection.stats.get("undecided")
    again = collection.stats.get("not_replicated")
    if fr:
        played = (f", {refuted} réfuté{'s' if refuted > 1 else ''} et {undecided} non confirmé"
                  f"{'s' if undecided > 1 else ''} par les parties jouées jusqu'au bout" if refuted is not None else "")
        if again is not None:
            played += f", {again} non confirmé{'s' if again > 1 else ''} à la seconde vérification"
        lines.append(f"{_n(n, 'problème')} de {_n(s['games'], 'partie')} ({_n(s['decisions'], 'décision')}, "
                     f"{_n(s['candidates'], 'candidat')}, {s['not_unique']} écarté{'s' if s['not_unique'] > 1 else ''} "
                     f"au second regard{played}, {s['duplicates']} en double).")
    else:
        played = (f", {refuted} refuted and {undecided} not confirmed by the games played out"
                  if refuted is not None else "")
        if again is not None:
            played += f", {again} not confirmed by the second check"
        lines.append(f"{_n(n, 'puzzle')} from {_n(s['games'], 'game')} ({_n(s['decisions'], 'decision')}, "
                     f"{_n(s['candidates'], 'candidate')}, {s['not_unique']} turned down by the deeper check{played}, "
                     f"{_n(s['duplicates'], 'duplicate')}).")
    return lines


def _n(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n > 1 else ''}"


def puzzle_game(collection: Collection, puzzle: Puzzle):
    """A game at ``puzzle``'s position, its answer to be played."""
    from ..games import game_class

    return game_class(collection.game).from_position(puzzle.position, collection.rule_set)


# -- sets: a rule set's puzzles by theme and difficulty, to train on one after another ------------------

NO_THEME = "aucun"  # the set of the puzzles no theme names (Senet's « l'eau évitée » aside, a decision may have none)
NO_THEME_NAMES = ("sans thème nommé", "no named theme")
SET_MESSAGES = Catalog(
    unknown_theme=("Thème inconnu « {theme} » pour {game} : les thèmes sont {known}.",
                   "Unknown theme '{theme}' for {game}: the themes are {known}."),
    unknown_difficulty=("Difficulté inconnue « {given} » : les difficultés sont {known}.",
                        "Unknown difficulty '{given}': the difficulties are {known}."),
    summary=("{theme} · {difficulty} : {n:# problème|# problèmes}", "{theme} · {difficulty}: {n:# puzzle|# puzzles}"),
)


def slug(text: str) -> str:
    """A name as it is written in a link: no accents, lower case, words joined by dashes (« mise à l'abri » ->
    ``mise-a-l-abri``)."""
    import re
    import unicodedata

    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii").lower()
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")


@dataclass(frozen=True)
class PuzzleSet:
    """The puzzles of one rule set with one theme (:data:`NO_THEME`: none named; None: any) and one difficulty
    (None: any), in the collection's order; a puzzle with two themes is in both themes' sets.  Puzzle ``n`` on a
    board: ``Board.exercise(set_exercise(s, n))`` (:func:`jocari_edu.analysis.exercise.set_exercise`)."""

    collection: Collection
    theme: str | None
    difficulty: str | None
    puzzles: tuple[Puzzle, ...]

    def __len__(self) -> int:
        return len(self.puzzles)

    def __getitem__(self, n: int) -> Puzzle:
        return self.puzzles[n]

    def theme_name(self, lang: str = "fr") -> str:
        k = 0 if lang == "fr" else 1
        if self.theme is None:
            return "tous les thèmes" if k == 0 else "every theme"
        return NO_THEME_NAMES[k] if self.theme == NO_THEME else THEMES[self.collection.game][self.theme][k]

    def difficulty_name(self, lang: str = "fr") -> str:
        if self.difficulty is None:
            return "toutes difficultés" if lang == "fr" else "every difficulty"
        return DIFFICULTIES[self.difficulty][0 if lang == "fr" else 1]

    @property
    def slug(self) -> str:
        """The set in a link: ``rule set/theme/difficulty`` by their French names (``standard/mise-a-l-abri/facile``)."""
        return "/".join((self.collection.rule_set, slug(self.theme_name("fr")), slug(self.difficulty_name("fr"))))

    def summary(self, lang: str = "fr") -> str:
        """« mise à l'abri · facile : 31 problèmes »"""
        return SET_MESSAGES("summary", theme=self.theme_name(lang), difficulty=self.difficulty_name(lang),
                            n=len(self)).text(lang)

    def lines(self, lang: str = "fr") -> list[str]:
        """The set's puzzles, one line each: its number, who plays, its themes."""
        out = []
        for n, p in enumerate(self.puzzles):
            game = puzzle_game(self.collection, p)
            names = ", ".join(p.theme_names(self.collection.game, lang)) or NO_THEME_NAMES[0 if lang == "fr" else 1]
            who = game.player_name(game.to_play, lang)
            out.append(f"{n} : {who} joue ({names})" if lang == "fr" else f"{n}: {who} to play ({names})")
        return out


def _theme_code(game_name: str, theme: str) -> str:
    """A theme given by its code, its French or English name, or its link's name -> its code."""
    names = {**{code: code for code in THEMES[game_name]}, NO_THEME: NO_THEME}
    for code, words in [*THEMES[game_name].items(), (NO_THEME, NO_THEME_NAMES)]:
        names.update({w: code for w in (*words, slug(words[0]))})
    if theme not in names:
        known = ", ".join(f"« {w[0]} »" for w in [*THEMES[game_name].values(), NO_THEME_NAMES])
        raise PuzzleError(SET_MESSAGES("unknown_theme", theme=cut(str(theme), 40), game=game_name, known=known))
    return names[theme]


def _difficulty_code(given: str) -> str:
    names = {w: code for code, words in DIFFICULTIES.items() for w in (code, *words, slug(words[0]))}
    if given not in names:
        known = ", ".join(f"« {w[0]} »" for w in DIFFICULTIES.values())
        raise PuzzleError(SET_MESSAGES("unknown_difficulty", given=cut(str(given), 40), known=known))
    return names[given]


def puzzle_set(game_name: str, rule_set: str | None = None, theme: str | None = None,
               difficulty: str | None = None) -> PuzzleSet:
    """The shipped puzzles of ``game_name`` (``rule_set``: the game's default) with ``theme`` and ``difficulty``
    (codes, or their French or English names; None: any), in the collection's order.  An unknown theme or
    difficulty raises PuzzleError, in French first, naming the ones there are."""
    collection = load_collection(game_name, rule_set)
    theme = None if theme is None else _theme_code(game_name, theme)
    difficulty = None if difficulty is None else _difficulty_code(difficulty)
    found = tuple(p for p in collection.puzzles
                  if (theme is None or theme in (p.themes or (NO_THEME,)))
                  and (difficulty is None or p.difficulty == difficulty))
    return PuzzleSet(collection, theme, difficulty, found)


def puzzle_sets(collection: Collection) -> list[PuzzleSet]:
    """Every set of a collection that has puzzles: one per theme (the game's order, then :data:`NO_THEME`) and
    difficulty (easiest first); a puzzle is in the set of each of its themes."""
    sets = []
    for theme in (*THEMES[collection.game], NO_THEME):
        for level in DIFFICULTIES:
            found = tuple(p for p in collection.puzzles if theme in (p.themes or (NO_THEME,)) and p.difficulty == level)
            if found:
                sets.append(PuzzleSet(collection, theme, level, found))
    return sets


def shipped_rule_sets(game_name: str) -> list[str]:
    """The rule sets of ``game_name`` with a shipped collection, in the game's order."""
    from ..games import game_class

    return [r for r in game_class(game_name).RULE_SETS if collection_path(game_name, r).is_file()]


__all__ = ["DIFFICULTIES", "MARGINS", "THEMES", "UNIQUE", "Collection", "Puzzle", "PuzzleError",
           "difficulty", "find_puzzles", "level_shares", "load_collection", "puzzle_game", "puzzle_id", "read_collection",
           "themes", "unique_margin", "NO_THEME", "PuzzleSet", "puzzle_set", "puzzle_sets", "shipped_rule_sets", "slug"]
