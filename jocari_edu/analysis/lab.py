"""The simulation lab: many seeded games between chosen players, on one machine or a cluster.

    >>> from jocari_edu.analysis.lab import run
    >>> result = run("senet", "jequier", players=("fort", "random"), games=1000, workers=4)
    >>> print(result.table())          # wins per player and per side, first player's advantage, lengths
    >>> result.plot()                  # matplotlib figure (lazy import)
    >>> result.to_dict()               # the documented JSON (``jocari ... --json``)

**Reproducible whatever the number of workers.**  Game ``i`` is played with
the seed :func:`game_seed` derives from (base seed, ``i``) alone, the
players are made afresh for each game from that seed, and searching levels
count nodes rather than read a clock (``deterministic``); results are put
back in game order.  So one process, all the cores (``workers``) or a Dask
cluster (``scheduler="tcp://host:port"``, the optional ``lab`` extra) give the
same numbers.

**Sides, and the same dice for both.**  With ``swap`` (the default) the
first named player takes White's side (player 0) in even-numbered games and
Black's in odd ones, and games ``2k`` and ``2k + 1`` share one seed: the same
throws come out in the same order, with the sides exchanged (the "duplicate"
format of dice-game matches), so that luck weighs less in a match's score.
The score's interval then counts each pair as one measurement (the mean of
its two games), which is what makes the gain honest.

**At the kernel's speed.**  Games between random players (``random``,
``debutant``) are played on the rules kernel alone (:func:`play_kernel_game`):
ints in and out, no move object, history, undo or record, the turns, moves and
effects counted on the way; they are the very games the teaching game plays
with the same seeds (:func:`play_teaching_game`, kept as the reference, plays
every other pairing; a test compares both game by game).  A game's random
players choose with one generator (:func:`random_picks`), made once a game.
``benchmarks/extra_lab.py`` measures the lab beside the kernel.

Nothing here imports a third-party module before it is needed: tqdm (the
progress bar; plain text without it), matplotlib (plots) and distributed
(a cluster) load on use.
"""

from __future__ import annotations

import _random
import gc
import math
import os
import sys
from bisect import bisect_right
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import tee
from typing import NamedTuple

from ..core import Catalog, JocariError, Rng
from ..core.i18n import number, percent
from ..core.limits import is_int, shown
from ..games import game_class, new_game
from .simulate import play_out
from .stats import counted_interval, score, wilson

_MASK = (1 << 64) - 1


class LabError(JocariError):
    """Lab settings that cannot run (a bad number of games or workers, a bad scheduler address...)."""


class MissingExtraError(LabError):
    """An optional package the lab needs for this (matplotlib to plot) is not installed: names the extra."""


LAB = Catalog(
    games=("Le nombre de parties est un entier positif, pas {given}.",
           "The number of games is a positive integer, not {given}."),
    workers=("Le nombre de processus (workers) est un entier de 1 à 1024, pas {given}.",
             "The number of workers is an integer from 1 to 1024, not {given}."),
    scheduler=("Adresse de planificateur invalide : {given}.", "Invalid scheduler address: {given}."),
    browser=("Dans le navigateur, le laboratoire ne joue que dans ce seul processus : workers=1, sans cluster Dask "
             "(pour plusieurs processus ou un cluster, ouvrez la leçon dans JupyterLab).",
             "In the browser the lab plays in this one process only: workers=1, no Dask cluster "
             "(for several processes or a cluster, open the lesson in JupyterLab)."),
    players=("Il faut deux joueurs, pas {given}.", "Two players are needed, not {given}."),
    player=("Joueur inconnu {given} (joueurs : {known}).", "Unknown player {given} (players: {known})."),
    settings=("Réglages des niveaux invalides {given} : des entiers positifs pour {known}.",
              "Invalid level settings {given}: positive integers for {known}."),
)
SETTINGS = ("nodes",)  # the level players' budget a run may set (deterministic: counted in nodes, not seconds)


def game_seed(base: int, index: int) -> int:
    """The seed of game ``index`` of a run seeded ``base`` (SplitMix64's mix of both; 48 bits)."""
    z = (base * 0x9E3779B97F4A7C15 + (index + 1) * 0xD1B54A32D192ED03) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return (z ^ (z >> 31)) >> 16


@dataclass(frozen=True)
class Spec:
    """Everything a worker needs to play game ``i`` of a run (small and picklable)."""

    game: str
    rule_set: str
    players: tuple[str, str]
    seed: int = 0
    options: tuple = ()  # sorted (name, value) pairs
    swap: bool = True
    effects: bool = False
    settings: tuple = ()  # level players' settings, sorted (name, value) pairs


class GameResult(NamedTuple):
    """One game: who won (0 the first named player, 1 the second, None a draw) and how.

    (A named tuple: made in a third of a frozen dataclass's time, once a game of a few dozen microseconds.)"""

    index: int
    seed: int
    a_side: int  # the side (0 White, 1 Black) the first named player had
    winner: int | None  # the winning player (0 or 1), None for a draw
    first: int | None  # the side that made the first move
    winner_side: int | None
    length: int  # turns (see :func:`starts_turn`): a throw and what it played, not each step of it
    ending: str  # Outcome.kind
    points: int
    effects: tuple = ()  # sorted (effect code, count) pairs when asked (NO_MOVE and TURNS among them)
    moves: int = 0  # the moves (the kernel's actions) the turns took: more than ``length`` where a turn has steps


# Players that play on the rules kernel in the lab: their choice is the legal action at the index
# RandomPlayer.choose draws (the teaching game's legal move at an index is the kernel's action at it).
KERNEL_PLAYERS = frozenset({"random", "debutant"})


def random_picks(seed: int) -> Callable[[], float]:
    """The ``random()`` that the random players of the game seeded ``seed`` draw their choices from, in turn.

    One generator a game, shared: seeding a Mersenne Twister costs about 5 µs, a seventh of a Doze canes
    game, and the lab made one per player until 2026-12-04 (``RandomPlayer(seed)``'s own).  ``_random``'s
    C class gives :class:`random.Random`'s very stream for an int seed, for less.
    """
    return _random.Random(seed ^ 0x5EED5EED).random


_STARTS: dict = {}  # (game, rule set, options) -> (the kernel's start state, the pass action or None)


def _start(spec: Spec) -> tuple:
    """The kernel at the start of ``spec``'s games, and its pass action (made once per process)."""
    key = (spec.game, spec.rule_set, spec.options)
    found = _STARTS.get(key)
    if found is None:
        game = new_game(spec.game, spec.rule_set, seed=0, options=dict(spec.options))
        passing = None if game.PASS_MOVE is None else game.move_action(game.PASS_MOVE)
        found = _STARTS[key] = (game.clone(), passing)
    return found


def on_kernel(spec: Spec) -> bool:
    """Are ``spec``'s games played on the rules kernel alone (:func:`play_kernel_game`)?"""
    return spec.players[0] in KERNEL_PLAYERS and spec.players[1] in KERNEL_PLAYERS


def play_game(spec: Spec, index: int) -> GameResult:
    """Play game ``index`` of ``spec``: everything follows from (spec, index).

    Random players play on the rules kernel (:func:`play_kernel_game`, the very
    same game); the others through the teaching game (:func:`play_teaching_game`).
    """
    return play_batch(spec, [index])[0]


def play_kernel_game(spec: Spec, index: int, max_events: int = 1_000_000) -> GameResult:
    """Game ``index`` of ``spec`` between random players, on the rules kernel (:func:`play_kernel_games`)."""
    return play_kernel_games(spec, [index], max_events)[0]


def play_kernel_games(spec: Spec, indices: list[int], max_events: int = 1_000_000) -> list[GameResult]:
    """Games ``indices`` of ``spec`` between random players, on the rules kernel: no move object, history or
    undo; the same throws (the game's generator, seeded alike) and the same choices (the players' shared
    generator, :func:`random_picks`, picks an index into the legal actions, as :meth:`RandomPlayer.choose`
    does among the moves).  Each game follows from (spec, its index) alone; what a batch shares is set up once
    (the start, the collector switched off)."""
    start, passing = _start(spec)
    base, swap, effects = spec.seed, spec.swap, spec.effects
    results = []
    # With swap, games 2k and 2k + 1 have one seed, so one stream of choices: when both are in the batch, it is
    # seeded once and read by both through itertools.tee (a Mersenne Twister costs ~5 µs to seed; a tee's read
    # ~20 ns more than the generator's own)
    pairs = set(indices) if swap else ()
    twins: dict = {}
    collecting = gc.isenabled()
    gc.disable()
    try:
        for index in indices:
            seed = game_seed(base, index // 2 if swap else index)
            a_side = index % 2 if swap else 0
            pick = twins.pop(index, None)
            if pick is None:
                pick = random_picks(seed)
                twin = index ^ 1
                if twin in pairs and twin not in twins:
                    mine, theirs = tee(iter(pick, 2.0))  # (random() is below 1: never the sentinel)
                    pick, twins[twin] = mine.__next__, theirs.__next__
            state = start.clone()
            rng = Rng(seed)
            over, apply, throw, sample = state.is_terminal, state.apply_action, state.apply_throw, state.sample_throw
            counts: Counter | None = Counter() if effects else None
            moves = turns = no_move = 0
            first = None
            last = -1  # who made the last event if it was a move, -1 after a throw (a move then begins a turn)
            for _ in range(max_events):
                # the kernel's legal actions, read once an event: empty exactly when a throw is due or the game is
                # over (Kernel's contract), so that a move costs no call to ask what is due
                actions = state.actions
                if actions:
                    player = state.player
                    if player != last:  # a turn begins (after a throw, or the other side's): its bookkeeping, once
                        turns += 1
                        last = player
                        if first is None:
                            first = player
                        if effects and len(actions) == 1 and actions[0] == passing:
                            no_move += 1
                    apply(actions[int(pick() * len(actions))])
                    moves += 1
                    if effects:
                        for effect in state.effects:
                            counts[effect[0]] += 1
                elif over():
                    break
                else:
                    throw(sample(rng))
                    last = -1
            else:
                raise RuntimeError(f"no end after {max_events} events (seed {seed})")
            counted = ()
            if counts is not None:
                if turns:
                    counts[TURNS] += turns
                if no_move:
                    counts[NO_MOVE] += no_move
                counted = tuple(sorted(counts.items()))
            kind, side, points = state.result()
            winner = None if side is None else (0 if side == a_side else 1)
            results.append(GameResult(index, seed, a_side, winner, first, side, turns, kind, points, counted, moves))
    finally:
        if collecting:
            gc.enable()
    return results


def play_teaching_game(spec: Spec, index: int) -> GameResult:
    """Game ``index`` of ``spec`` played through the teaching game (any players; the reference)."""
    from ..players import PLAYERS, LevelPlayer, make_player

    seed = game_seed(spec.seed, index // 2 if spec.swap else index)
    a_side = index % 2 if spec.swap else 0
    settings = dict(spec.settings)
    made = []
    picks = random_picks(seed)
    for k, name in enumerate(spec.players):
        player_seed = seed + 7919 * (k + 1)
        player = PLAYERS[name](player_seed, draw=picks) if name in KERNEL_PLAYERS else make_player(name, player_seed)
        if isinstance(player, LevelPlayer):  # count nodes, not seconds: the same game on any machine
            player = make_player(name, player_seed, deterministic=True, **settings)
        made.append(player)
    sides = (made[0], made[1]) if a_side == 0 else (made[1], made[0])
    game = new_game(spec.game, spec.rule_set, seed=seed, options=dict(spec.options))
    counts: Counter = Counter()
    if spec.effects:
        sides = tuple(_Watched(p, counts) for p in sides)
    play_out(game, sides, seed=seed)
    history = game.history
    moves = [e for e in history if e.kind == "move"]
    out = game.outcome
    side = out.winner
    winner = None if side is None else (0 if side == a_side else 1)
    return GameResult(index, seed, a_side, winner, moves[0].player if moves else None, side, count_turns(history),
                      out.kind, out.points, tuple(sorted(counts.items())), len(moves))


# Two counts every game has beside its own effects: the turns played, and those that were a
# forced pass (the only legal move: a turn with nothing to play).
TURNS = "turns"
NO_MOVE = "no_move"


def starts_turn(history, player: int) -> bool:
    """Does a move by ``player`` after ``history`` begin a new turn?

    A turn is one player's throw and every move it played (Piccione plays a
    throw step by step, Jacquet one die at a time: one turn each), or, in a
    game without throws, one player's move and the moves it owes at once (the
    mill's taking, at Marelle).  So a move begins a turn when it is the first,
    follows a throw (an extra throw begins a turn of its own), or follows the
    other player's move.
    """
    if not history:
        return True
    last = history[-1]
    return last.kind != "move" or last.player != player


def count_turns(history) -> int:
    """The turns of a game's ``history`` (its events, throws and moves): see :func:`starts_turn`."""
    turns, prev = 0, None
    for event in history:
        if event.kind == "move" and (prev is None or prev.kind != "move" or prev.player != event.player):
            turns += 1
        prev = event
    return turns


class _Watched:
    """A player whose moves are tallied by what the rules' kernel recorded they did (its effects), and whose
    turns are counted (a turn of several steps once: :func:`starts_turn`)."""

    def __init__(self, player, counts: Counter) -> None:
        self.player, self.counts = player, counts

    def choose(self, game):
        move = self.player.choose(game)
        counts = self.counts
        if starts_turn(game.history, game.to_play):
            counts[TURNS] += 1
            if game.is_pass(move) and len(game.legal_moves()) == 1:  # nothing to play with this throw
                counts[NO_MOVE] += 1
        for effect in game.preview(move).effects:
            counts[effect[0]] += 1
        return move


def play_batch(spec: Spec, indices: list[int]) -> list[GameResult]:
    """Games ``indices`` of ``spec``, in that order: on the rules kernel between random players, else through
    the teaching game (:func:`play_game`)."""
    if on_kernel(spec):
        return play_kernel_games(spec, indices)
    return [play_teaching_game(spec, i) for i in indices]


def _batches(games: int, parts: int) -> Iterator[range]:
    """The run's games in batches of up to 50, made as they are sent (no list of ten million indices); a batch
    holds both games of a pair on the same throws (an even size) unless it is a single game."""
    size = _batch_size(games, parts)
    return (range(i, min(games, i + size)) for i in range(0, games, size))


def _batch_size(games: int, parts: int) -> int:
    size = max(1, min(50, games // max(1, parts * 4)))
    return size + 1 if size > 1 and size % 2 else size


KEEP_GAMES = 10_000  # a run keeps each game's result up to this many games (``LabResult.games``); beyond, only sums


def run(game: str, rule_set: str | None = None, *, players=("random", "random"), games: int = 1000,
        seed: int = 0, options: dict | None = None, swap: bool = True, workers: int | None = None,
        scheduler: str | None = None, progress: bool = False, effects: bool = False,
        settings: dict | None = None, keep_games: bool | None = None) -> LabResult:
    """Play ``games`` games of ``game`` between ``players`` (names from ``players.PLAYERS``).

    ``workers``: processes on this machine (None, the default: every core, and never more than there are
    batches of games; 1: this process only); ``scheduler``: a Dask scheduler's address, to play on its
    cluster instead.  ``effects``: also count what each move did, as the
    rules' kernel records it (its effect codes: ``water``, a pawn falls into
    Senet's House of Water...; :data:`TURNS` the moves, :data:`NO_MOVE` the
    forced passes).  ``settings``: given to the level players (``nodes``...).

    The results are added up as they come (:class:`Tally`), so that memory does not grow with the number of
    games; each game's own result is kept in ``LabResult.games`` for runs of up to :data:`KEEP_GAMES` games
    (``keep_games`` True or False decides otherwise).
    """
    spec = make_spec(game, rule_set, players, seed, options, swap, effects, settings)
    if not is_int(games) or games < 1:
        raise LabError(LAB("games", given=shown(games)))
    if scheduler is not None and (scheduler.__class__ is not str or len(scheduler) > 200):
        raise LabError(LAB("scheduler", given=shown(scheduler)))
    in_browser = sys.platform == "emscripten"  # Pyodide (JupyterLite, the site): no processes, no sockets
    n = (1 if in_browser else os.cpu_count() or 1) if workers is None else workers
    if in_browser and (scheduler or n != 1):
        raise LabError(LAB("browser"))
    if not scheduler and (not is_int(n) or not 1 <= n <= 1024):
        raise LabError(LAB("workers", given=shown(workers)))
    keep = games <= KEEP_GAMES if keep_games is None else bool(keep_games)
    tally, kept = Tally(spec.swap), []
    tick, close = _progress(progress, games)

    def add(part):
        tally.add_all(part)
        if keep:
            kept.extend(part)
        tick(len(part))

    try:
        if scheduler:
            _on_dask(spec, games, scheduler, add)
        else:
            _local(spec, games, n, add)
    finally:
        close()
    kept.sort(key=lambda r: r.index)
    return LabResult(spec, kept, tally)


def make_spec(game, rule_set, players, seed=0, options=None, swap=True, effects=False, settings=None) -> Spec:
    """A checked :class:`Spec` (unknown games, rule sets, options and players are refused here)."""
    from ..players import EXTRA_PLAYERS, PLAYERS, UnknownLevelError

    cls = game_class(game)
    rule_set = rule_set or cls.DEFAULT_RULE_SET
    # raises UnknownRuleSetError for a bad rule set or option, InvalidSeedError for a bad seed
    checked = cls(rule_set, seed=seed, options=options)
    if not isinstance(players, (list, tuple)) or len(players) != 2:
        raise LabError(LAB("players", given=shown(players)))
    for name in players:
        if name.__class__ is not str or (name not in PLAYERS and name not in EXTRA_PLAYERS):
            known = ", ".join([*PLAYERS, *EXTRA_PLAYERS])
            raise UnknownLevelError(LAB("player", given=shown(name), known=known))
    if settings is not None and (not isinstance(settings, dict) or not all(
            k in SETTINGS and is_int(v) and 0 < v < 10**9 for k, v in settings.items())):
        raise LabError(LAB("settings", given=shown(settings), known=", ".join(SETTINGS)))
    return Spec(game, rule_set, tuple(players), checked.seed, tuple(sorted((options or {}).items())), bool(swap),
                bool(effects), tuple(sorted((settings or {}).items())))


def _local(spec: Spec, games: int, workers: int, add) -> None:
    parts = -(-games // _batch_size(games, workers))
    workers = min(workers, parts)  # never more processes than batches of games
    if workers == 1:
        # kernel games in batches of up to 50 (a few milliseconds), a searching level's games one by one
        for batch in _batches(games, 1) if on_kernel(spec) else (range(i, i + 1) for i in range(games)):
            add(play_batch(spec, batch))
        return
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

    with ProcessPoolExecutor(max_workers=workers) as pool:
        running: set = set()
        for batch in _batches(games, workers):
            if len(running) >= 4 * workers:  # a few batches ahead of the workers, not the whole run
                done, running = wait(running, return_when=FIRST_COMPLETED)
                for future in done:
                    add(future.result())
            running.add(pool.submit(play_batch, spec, batch))
        while running:
            done, running = wait(running, return_when=FIRST_COMPLETED)
            for future in done:
                add(future.result())


def _on_dask(spec: Spec, games: int, scheduler: str, add) -> None:
    try:
        from distributed import Client, as_completed
    except ImportError:  # pragma: no cover - the lab extra is part of dev
        raise LabError("un cluster demande le paquet distributed : pip install 'jocari-edu[lab]' / "
                       "a cluster needs the distributed package: pip install 'jocari-edu[lab]'") from None
    try:
        client = Client(scheduler, timeout=10)
    except (OSError, TimeoutError, ValueError) as err:
        raise LabError(f"impossible de joindre le planificateur {scheduler} / cannot reach the scheduler {scheduler}: {err}") from None
    try:
        n = max(1, sum(client.nthreads().values()))
        batches = list(_batches(games, n))
        futures = client.map(play_batch, [spec] * len(batches), batches, pure=False)
        for done in as_completed(futures):
            add(done.result())
    finally:
        client.close()


def _progress(progress, total):
    """``(tick(n), close())``: a tqdm bar if tqdm is installed, else a plain count on stderr."""
    if not progress:
        return (lambda n: None), (lambda: None)
    try:
        from tqdm.auto import tqdm
    except ImportError:
        state = {"done": 0}

        def tick(n):
            state["done"] += n
            print(f"\rparties / games : {state['done']}/{total}", end="", file=sys.stderr, flush=True)

        return tick, (lambda: print(file=sys.stderr))
    bar = tqdm(total=total, unit="partie")
    return bar.update, bar.close


# -- results --------------------------------------------------------------------------


class Tally:
    """A run's results added up game by game: what :class:`LabResult` reports, in memory that does not grow with
    the number of games (counts by value: winners, sides, endings, lengths, effects, the match's measurements)."""

    def __init__(self, swap: bool) -> None:
        self.swap = swap
        self.n = 0
        self.winners: Counter = Counter()
        self.sides: Counter = Counter()
        self.first = [0, 0]  # games the first mover won, games someone won with a first mover
        self.lengths: Counter = Counter()
        self.moves: Counter = Counter()
        self.endings: Counter = Counter()
        self.effects: Counter = Counter()
        self.effect_games: Counter = Counter()
        self.measured: Counter = Counter()  # the match's measurements, in quarters of a point -> how many
        self._halves: dict = {}  # with swap: the first game of a pair, its points in halves, until its twin comes

    def add_all(self, games: Iterable[GameResult]) -> None:
        for g in games:
            self.add(g)

    def add(self, g: GameResult) -> None:
        self.n += 1
        self.winners[g.winner] += 1
        self.sides[g.winner_side] += 1
        if g.winner_side is not None and g.first is not None:
            self.first[0] += g.winner_side == g.first
            self.first[1] += 1
        self.lengths[g.length] += 1
        self.moves[g.moves] += 1
        self.endings[g.ending] += 1
        for code, count in g.effects:
            self.effects[code] += count
            self.effect_games[code] += 1
        halves = 2 if g.winner == 0 else 1 if g.winner is None else 0
        if not self.swap:
            self.measured[2 * halves] += 1
            return
        twin = self._halves.pop(g.index // 2, None)  # games 2k and 2k + 1: one measurement, their mean
        if twin is None:
            self._halves[g.index // 2] = halves
        else:
            self.measured[twin + halves] += 1

    def measurements(self) -> dict:
        """The match's measurements, ``{points: how many}`` (a pair whose twin was not played counts alone)."""
        counts = Counter(self.measured)
        for halves in self._halves.values():
            counts[2 * halves] += 1
        return {q / 4: c for q, c in counts.items()}


def _sqrt(x: Fraction) -> float:
    """The square root of ``x``, correctly rounded, as ``statistics.pstdev`` takes it: the integer root of the
    fraction scaled to twice a float's precision plus three bits, the last bit set when inexact (rounding to
    odd), then one division (a plain ``math.sqrt(float(x))`` rounds twice, and can differ in the last bit)."""
    n, m = x.numerator, x.denominator
    q = (n.bit_length() - m.bit_length() - 2 * sys.float_info.mant_dig - 3) // 2
    top, bottom = (n, m << 2 * q) if q >= 0 else (n << -2 * q, m)
    root = math.isqrt(top // bottom)
    root |= root * root * bottom != top
    return (root << q) / 1 if q >= 0 else root / (1 << -q)


def _spread(counts: Counter) -> dict:
    """Mean, median, population sd, min, max and deciles (``statistics``' inclusive method) of integer values
    given as ``{value: how many}``: the very figures ``statistics`` gives for the list of values."""
    items = sorted(counts.items())
    n = sum(counts.values())
    values = [v for v, _ in items]
    ends, total = [], 0
    for _, c in items:
        total += c
        ends.append(total)

    def nth(j: int) -> int:  # the j-th value (0-based) of the sorted list
        return values[bisect_right(ends, j)]

    s = sum(v * c for v, c in items)
    mean = Fraction(s, n)
    ss = sum(c * (v - mean) ** 2 for v, c in items) / n
    sd = _sqrt(ss)
    median = nth(n // 2) if n % 2 else (nth(n // 2 - 1) + nth(n // 2)) / 2
    if n > 1:
        deciles = []
        for i in range(1, 10):
            j, delta = divmod(i * (n - 1), 10)
            deciles.append((nth(j) * (10 - delta) + nth(j + 1) * delta) / 10)
    else:
        deciles = [values[0]] * 9
    return {"mean": s / n, "median": median, "sd": sd, "min": values[0], "max": values[-1], "deciles": deciles}


@dataclass
class LabResult:
    """A run's figures (from its :class:`Tally`), and each game's result in order when the run kept them."""

    spec: Spec
    games: list[GameResult] = field(default_factory=list)
    tally: Tally | None = None

    def __post_init__(self) -> None:
        if self.tally is None:
            self.tally = Tally(self.spec.swap)
            self.tally.add_all(self.games)

    @property
    def n(self) -> int:
        return self.tally.n

    def wins(self) -> tuple[int, int, int]:
        """(first named player's wins, second's, draws)."""
        c = self.tally.winners
        return c[0], c[1], c[None]

    def side_wins(self) -> tuple[int, int, int]:
        """(White's wins, Black's, draws), whoever played them."""
        c = self.tally.sides
        return c[0], c[1], c[None]

    def first_player(self) -> dict:
        """How often the side that moved first won, among the games someone won, with its 95 % interval."""
        k, decided = self.tally.first
        low, high = wilson(k, decided)
        return {"wins": k, "decided": decided, "rate": k / decided if decided else None, "ci95": [low, high]}

    def lengths(self, of: str = "length") -> dict:
        """Statistics of the games' turns (``of="moves"``: of their moves, a turn's steps each counted)."""
        return _spread(self.tally.lengths if of == "length" else self.tally.moves)

    def effects(self) -> dict:
        """Per effect code (the kernel's): moves that did it, per game on average, and games where it happened."""
        total, games_with = self.tally.effects, self.tally.effect_games
        return {code: {"moves": total[code], "per_game": total[code] / self.n, "games": games_with[code]}
                for code in sorted(total)}

    def score(self) -> dict:
        """The first named player's match score (win 1, draw ½) with its 95 % interval.

        With swapped sides, each pair of games on the same throws is one
        measurement (the mean of its two scores); otherwise each game is.
        """
        w, lost, d = self.wins()
        low, high = counted_interval(self.tally.measurements())
        return {"score": score(w, d, lost), "ci95": [low, high]}

    def to_dict(self) -> dict:
        """The stable summary that ``jocari ... --json`` prints (documented in the README)."""
        w, lost, d = self.wins()
        sw, sl, sd = self.side_wins()
        out = {
            "game": self.spec.game, "rules": self.spec.rule_set, "options": dict(self.spec.options),
            "players": list(self.spec.players), "games": self.n, "seed": self.spec.seed,
            "wins": {"a": w, "b": lost, "draws": d},
            "score_a": self.score(),
            "sides": {"white": sw, "black": sl, "draws": sd},
            "first_player": self.first_player(),
            "length": self.lengths(),
            "moves": self.lengths("moves"),
            "endings": dict(sorted(self.tally.endings.items())),
        }
        if self.spec.effects:
            out["effects"] = self.effects()
        return out

    def _names(self) -> tuple[str, str]:
        """The two players' names in a table: ``random (A)`` and ``random (B)`` when they are the same player."""
        a, b = self.spec.players
        return (f"{a} (A)", f"{b} (B)") if a == b else (a, b)

    def table(self, lang: str = "fr") -> str:
        """The results as a small text table."""
        fr = lang == "fr"
        a, b = self._names()
        w, lost, d = self.wins()
        sw, sl, sd = self.side_wins()
        fp = self.first_player()
        ln = self.lengths()
        sc = self.score()
        rows = [
            (f"{self.spec.game} / {self.spec.rule_set}", f"{self.n} parties" if fr else f"{self.n} games"),
            (f"{a} gagne" if fr else f"{a} wins", _pct(w, self.n, lang)),
            (f"{b} gagne" if fr else f"{b} wins", _pct(lost, self.n, lang)),
            ("nulles" if fr else "draws", _pct(d, self.n, lang)),
            (f"score de {a} (IC 95 %)" if fr else f"{a}'s score (95% CI)",
             f"{sc['score']:.3f} [{sc['ci95'][0]:.3f}, {sc['ci95'][1]:.3f}]"),
            ("Blanc gagne" if fr else "White wins", _pct(sw, self.n, lang)),
            ("Noir gagne" if fr else "Black wins", _pct(sl, self.n, lang)),
            ("le premier à jouer gagne (IC 95 %)" if fr else "first mover wins (95% CI)",
             "—" if fp["rate"] is None else f"{fp['rate']:.3f} [{fp['ci95'][0]:.3f}, {fp['ci95'][1]:.3f}]"),
            ("longueur (tours) : moyenne, médiane, écart-type" if fr else "length (turns): mean, median, sd",
             f"{ln['mean']:.1f}, {ln['median']:.1f}, {ln['sd']:.1f}"),
            ("longueur min – max" if fr else "length min - max", f"{ln['min']} – {ln['max']}"),
            ("coups par partie (chaque pas d'un tour compté)" if fr else "moves per game (each step of a turn counted)",
             f"{self.lengths('moves')['mean']:.1f}"),
        ]
        if self.spec.effects:
            names = effect_names(self.spec.game)
            for code, e in self.effects().items():
                if code in names:
                    rows.append((f"{names[code][0 if fr else 1]} par partie" if fr else f"{names[code][1]} per game",
                                 f"{e['per_game']:.2f}"))
        width = max(len(r[0]) for r in rows)
        return "\n".join(f"{k.ljust(width)}  {v}" for k, v in rows)

    def plot(self, lang: str = "fr"):
        """A matplotlib figure: the lengths' histogram and the win rates with their 95 % intervals."""
        try:
            import matplotlib.pyplot as plt
        except ModuleNotFoundError:
            raise MissingExtraError(
                "le dessin des résultats demande matplotlib : pip install 'jocari-edu[lab]' / "
                "plotting needs matplotlib: pip install 'jocari-edu[lab]'") from None

        fr = lang == "fr"
        fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
        lengths = self.tally.lengths
        left.hist(list(lengths), weights=list(lengths.values()), bins=30, color="#8a6d3b")
        left.set_xlabel("longueur de la partie (tours)" if fr else "game length (turns)")
        left.set_ylabel("nombre de parties" if fr else "number of games")
        left.set_title(f"{self.spec.game} / {self.spec.rule_set}, {self.n} parties" if fr
                       else f"{self.spec.game} / {self.spec.rule_set}, {self.n} games")
        w, lost, d = self.wins()
        labels = [*self._names(), "nulles" if fr else "draws"]
        rates, errs = [], [[], []]
        for k in (w, lost, d):
            low, high = wilson(k, self.n)
            rates.append(100 * k / self.n)
            errs[0].append(100 * k / self.n - 100 * low)
            errs[1].append(100 * high - 100 * k / self.n)
        right.bar(labels, rates, yerr=errs, capsize=6, color=["#3b6e8a", "#8a3b3b", "#999999"])
        right.set_ylabel("parties gagnées (%), IC 95 %" if fr else "games won (%), 95% CI")
        right.set_ylim(0, 100)
        right.set_title("résultats" if fr else "results")
        fig.tight_layout()
        return fig


def _pct(k: int, n: int, lang: str) -> str:
    low, high = wilson(k, n)
    ci = "IC 95 %" if lang == "fr" else "95% CI"
    return f"{k} ({100 * k / n:.1f} %, {ci} {100 * low:.1f}–{100 * high:.1f})"


# -- rule sets side by side (``jocari compare``) --------------------------------------------


def effect_names(game: str) -> dict:
    """The effects the game ``game`` declares worth counting, code -> (French, English) plural names."""
    return dict(getattr(game_class(game), "EFFECT_NAMES", {}))


def compare_summary(results) -> dict:
    """Runs of one game under several rule sets, side by side.

    For each: the length, the first player's advantage, White's and Black's
    wins, the share of turns with no move (forced passes), and for every
    effect the game declares (:func:`effect_names`) how often it happens per
    game and the share of games where it happens at least once.
    """
    first = results[0]
    names = effect_names(first.spec.game)
    out = {"game": first.spec.game, "rules": [r.spec.rule_set for r in results],
           "players": list(first.spec.players), "games": first.n, "seed": first.spec.seed,
           "effects": {code: {"fr": fr, "en": en} for code, (fr, en) in names.items()}, "results": {}}
    for r in results:
        eff = r.effects()
        none = {"moves": 0, "per_game": 0.0, "games": 0}
        turns, no_move = eff.get(TURNS, none)["moves"], eff.get(NO_MOVE, none)["moves"]
        out["results"][r.spec.rule_set] = {
            "length": r.lengths(), "moves": r.lengths("moves"), "first_player": r.first_player(), "sides": r.to_dict()["sides"],
            "no_move_share": no_move / turns if turns else 0.0,
            "effects": {code: {"per_game": eff.get(code, none)["per_game"], "games_with": eff.get(code, none)["games"],
                               "share_of_games": eff.get(code, none)["games"] / r.n} for code in names},
        }
    return out


def compare_table(results, lang: str = "fr") -> str:
    """:func:`compare_summary` as a small text table (what ``jocari compare`` prints), its numbers written as
    ``lang`` writes them (``185,5`` and ``2,4 %`` in French, ``185.5`` and ``2.4%`` in English)."""
    fr = lang == "fr"
    s = compare_summary(results)
    rows = [("", *s["rules"])]
    per = [s["results"][r] for r in s["rules"]]

    def num(value, digits: int = 1) -> str:
        return number(value, lang, digits)

    rows.append(("longueur moyenne (tours)" if fr else "mean length (turns)", *(num(p["length"]["mean"]) for p in per)))
    rows.append(("longueur médiane (tours)" if fr else "median length (turns)", *(num(p["length"]["median"]) for p in per)))
    rows.append(("coups par partie (chaque pas compté)" if fr else "moves per game (each step counted)",
                 *(num(p["moves"]["mean"]) for p in per)))
    rows.append(("le premier à jouer gagne" if fr else "first mover wins",
                 *("—" if p["first_player"]["rate"] is None else
                   f"{num(p['first_player']['rate'], 3)} [{num(p['first_player']['ci95'][0], 3)}"
                   f"{' ; ' if fr else ', '}{num(p['first_player']['ci95'][1], 3)}]"
                   for p in per)))
    rows.append(("tours sans coup possible" if fr else "turns with no move",
                 *(percent(p["no_move_share"], lang) for p in per)))
    for code, name in s["effects"].items():
        rows.append((f"{name['fr']} par partie" if fr else f"{name['en']} per game",
                     *(num(p["effects"][code]["per_game"], 2) for p in per)))
        rows.append((f"parties avec au moins une ({name['fr']})" if fr else f"games with at least one ({name['en']})",
                     *(percent(p["effects"][code]["share_of_games"], lang) for p in per)))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    head = f"{s['game']}, {s['games']} parties, {' / '.join(s['players'])}" if fr else \
        f"{s['game']}, {s['games']} games, {' / '.join(s['players'])}"
    return head + "\n" + "\n".join("  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) for r in rows)
