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

Nothing here imports a third-party module before it is needed: tqdm (the
progress bar; plain text without it), matplotlib (plots) and distributed
(a cluster) load on use.
"""

from __future__ import annotations

import os
import statistics
import sys
from collections import Counter
from dataclasses import dataclass, field

from ..core import Catalog, JocariError
from ..core.limits import is_int, shown
from ..games import game_class, new_game
from .simulate import play_out
from .stats import mean_interval, score, wilson

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


@dataclass(frozen=True)
class GameResult:
    """One game: who won (0 the first named player, 1 the second, None a draw) and how."""

    index: int
    seed: int
    a_side: int  # the side (0 White, 1 Black) the first named player had
    winner: int | None  # the winning player (0 or 1), None for a draw
    first: int | None  # the side that made the first move
    winner_side: int | None
    length: int  # moves (not throws)
    ending: str  # Outcome.kind
    points: int
    effects: tuple = ()  # sorted (why-code, count) pairs when asked


def play_game(spec: Spec, index: int) -> GameResult:
    """Play game ``index`` of ``spec``: everything follows from (spec, index)."""
    from ..players import LevelPlayer, make_player

    seed = game_seed(spec.seed, index // 2 if spec.swap else index)
    a_side = index % 2 if spec.swap else 0
    settings = dict(spec.settings)
    made = []
    for k, name in enumerate(spec.players):
        player_seed = seed + 7919 * (k + 1)
        player = make_player(name, player_seed)
        if isinstance(player, LevelPlayer):  # count nodes, not seconds: the same game on any machine
            player = make_player(name, player_seed, deterministic=True, **settings)
        made.append(player)
    sides = (made[0], made[1]) if a_side == 0 else (made[1], made[0])
    game = new_game(spec.game, spec.rule_set, seed=seed, options=dict(spec.options))
    counts: Counter = Counter()
    if spec.effects:
        sides = tuple(_Watched(p, counts) for p in sides)
    play_out(game, sides, seed=seed)
    moves = [e for e in game.history if e.kind == "move"]
    out = game.outcome
    side = out.winner
    winner = None if side is None else (0 if side == a_side else 1)
    return GameResult(index, seed, a_side, winner, moves[0].player if moves else None, side, len(moves),
                      out.kind, out.points, tuple(sorted(counts.items())))


class _Watched:
    """A player whose moves are tallied by what the rules say they do (``why(move).code``)."""

    def __init__(self, player, counts: Counter) -> None:
        self.player, self.counts = player, counts

    def choose(self, game):
        move = self.player.choose(game)
        self.counts[game.why(move).code] += 1
        return move


def play_batch(spec: Spec, indices: list[int]) -> list[GameResult]:
    return [play_game(spec, i) for i in indices]


def _batches(games: int, parts: int) -> list[list[int]]:
    size = max(1, min(50, games // max(1, parts * 4)))
    return [list(range(i, min(games, i + size))) for i in range(0, games, size)]


def run(game: str, rule_set: str | None = None, *, players=("random", "random"), games: int = 1000,
        seed: int = 0, options: dict | None = None, swap: bool = True, workers: int | None = None,
        scheduler: str | None = None, progress: bool = False, effects: bool = False,
        settings: dict | None = None) -> LabResult:
    """Play ``games`` games of ``game`` between ``players`` (names from ``players.PLAYERS``).

    ``workers``: processes on this machine (None, the default: every core;
    1: this process only); ``scheduler``: a Dask scheduler's address, to play on its
    cluster instead.  ``effects``: also count what each move did, by the
    rules' own explanation codes (``do_water``: a pawn falls into the House
    of Water...).  ``settings``: given to the level players (``nodes``...).
    """
    spec = make_spec(game, rule_set, players, seed, options, swap, effects, settings)
    if not is_int(games) or games < 1:
        raise LabError(LAB("games", given=shown(games)))
    if scheduler is not None and (scheduler.__class__ is not str or len(scheduler) > 200):
        raise LabError(LAB("scheduler", given=shown(scheduler)))
    tick, close = _progress(progress, games)
    try:
        if scheduler:
            results = _on_dask(spec, games, scheduler, tick)
        else:
            n = (os.cpu_count() or 1) if workers is None else workers
            if not is_int(n) or not 1 <= n <= 1024:
                raise LabError(LAB("workers", given=shown(workers)))
            results = _local(spec, games, n, tick)
    finally:
        close()
    results.sort(key=lambda r: r.index)
    return LabResult(spec, results)


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


def _local(spec: Spec, games: int, workers: int, tick) -> list[GameResult]:
    if workers == 1 or games == 1:
        results = []
        for i in range(games):
            results.append(play_game(spec, i))
            tick(1)
        return results
    from concurrent.futures import ProcessPoolExecutor, as_completed

    results = []
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(play_batch, spec, batch) for batch in _batches(games, workers)]
        for done in as_completed(futures):
            part = done.result()
            results += part
            tick(len(part))
    return results


def _on_dask(spec: Spec, games: int, scheduler: str, tick) -> list[GameResult]:
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
        batches = _batches(games, n)
        futures = client.map(play_batch, [spec] * len(batches), batches, pure=False)
        results = []
        for done in as_completed(futures):
            part = done.result()
            results += part
            tick(len(part))
        return results
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


@dataclass
class LabResult:
    """The games of one run, in order, and what they add up to."""

    spec: Spec
    games: list[GameResult] = field(default_factory=list)

    @property
    def n(self) -> int:
        return len(self.games)

    def wins(self) -> tuple[int, int, int]:
        """(first named player's wins, second's, draws)."""
        c = Counter(g.winner for g in self.games)
        return c[0], c[1], c[None]

    def side_wins(self) -> tuple[int, int, int]:
        """(White's wins, Black's, draws), whoever played them."""
        c = Counter(g.winner_side for g in self.games)
        return c[0], c[1], c[None]

    def first_player(self) -> dict:
        """How often the side that moved first won, among the games someone won, with its 95 % interval."""
        decided = [g for g in self.games if g.winner_side is not None and g.first is not None]
        k = sum(g.winner_side == g.first for g in decided)
        low, high = wilson(k, len(decided))
        return {"wins": k, "decided": len(decided), "rate": k / len(decided) if decided else None,
                "ci95": [low, high]}

    def lengths(self) -> dict:
        values = sorted(g.length for g in self.games)
        deciles = statistics.quantiles(values, n=10, method="inclusive") if len(values) > 1 else values * 9
        return {"mean": statistics.fmean(values), "median": statistics.median(values),
                "sd": statistics.pstdev(values), "min": values[0], "max": values[-1], "deciles": deciles}

    def effects(self) -> dict:
        """Per rules' explanation code: moves that did it, per game on average, and games where it happened."""
        total: Counter = Counter()
        games_with: Counter = Counter()
        for g in self.games:
            for code, count in g.effects:
                total[code] += count
                games_with[code] += 1
        return {code: {"moves": total[code], "per_game": total[code] / self.n, "games": games_with[code]}
                for code in sorted(total)}

    def score(self) -> dict:
        """The first named player's match score (win 1, draw ½) with its 95 % interval.

        With swapped sides, each pair of games on the same throws is one
        measurement (the mean of its two scores); otherwise each game is.
        """
        w, lost, d = self.wins()
        points = [1.0 if g.winner == 0 else 0.5 if g.winner is None else 0.0 for g in self.games]
        if self.spec.swap:
            points = [sum(points[i:i + 2]) / len(points[i:i + 2]) for i in range(0, len(points), 2)]
        low, high = mean_interval(points)
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
            "endings": dict(sorted(Counter(g.ending for g in self.games).items())),
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
            ("longueur (coups) : moyenne, médiane, écart-type" if fr else "length (moves): mean, median, sd",
             f"{ln['mean']:.1f}, {ln['median']:.1f}, {ln['sd']:.1f}"),
            ("longueur min – max" if fr else "length min - max", f"{ln['min']} – {ln['max']}"),
        ]
        for code, e in self.effects().items() if self.spec.effects else ():
            rows.append((f"{code} / partie" if fr else f"{code} per game", f"{e['per_game']:.2f}"))
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
        left.hist([g.length for g in self.games], bins=30, color="#8a6d3b")
        left.set_xlabel("longueur de la partie (coups)" if fr else "game length (moves)")
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


# -- two rule sets side by side (``jocari compare``) --------------------------------------------

WATER = "do_water"  # Senet's explanation code for a pawn that falls into the House of Water


def compare_summary(results) -> dict:
    """Two runs side by side: length, first player's advantage, and how often the water sends a pawn back."""
    first = results[0]
    out = {"game": first.spec.game, "rules": [r.spec.rule_set for r in results],
           "players": list(first.spec.players), "games": first.n, "seed": first.spec.seed, "results": {}}
    for r in results:
        eff = r.effects().get(WATER, {"moves": 0, "per_game": 0.0, "games": 0})
        out["results"][r.spec.rule_set] = {
            "length": r.lengths(), "first_player": r.first_player(), "sides": r.to_dict()["sides"],
            "water": {"per_game": eff["per_game"], "games_with": eff["games"], "share_of_games": eff["games"] / r.n},
        }
    return out


def compare_table(results, lang: str = "fr") -> str:
    """:func:`compare_summary` as a small text table (what ``jocari compare`` prints)."""
    fr = lang == "fr"
    s = compare_summary(results)
    rows = [("", *s["rules"])]
    per = [s["results"][r] for r in s["rules"]]
    rows.append(("longueur moyenne (coups)" if fr else "mean length (moves)", *(f"{p['length']['mean']:.1f}" for p in per)))
    rows.append(("longueur médiane (coups)" if fr else "median length (moves)", *(f"{p['length']['median']:.1f}" for p in per)))
    rows.append(("le premier à jouer gagne" if fr else "first mover wins",
                 *(f"{p['first_player']['rate']:.3f} [{p['first_player']['ci95'][0]:.3f}, {p['first_player']['ci95'][1]:.3f}]"
                   for p in per)))
    rows.append(("chutes dans l'eau par partie" if fr else "falls into the water per game",
                 *(f"{p['water']['per_game']:.2f}" for p in per)))
    rows.append(("parties avec une chute dans l'eau" if fr else "games with a fall into the water",
                 *(f"{100 * p['water']['share_of_games']:.1f} %" for p in per)))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    head = f"{s['game']}, {s['games']} parties, {' / '.join(s['players'])}" if fr else \
        f"{s['game']}, {s['games']} games, {' / '.join(s['players'])}"
    return head + "\n" + "\n".join("  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) for r in rows)
