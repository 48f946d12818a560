"""Play many seeded games quickly, with an optional progress callback."""

from __future__ import annotations

import gc
from collections.abc import Callable
from dataclasses import dataclass, field

from ..core import Rng
from ..games import new_game
from ..players import RandomPlayer


def play_out(game, players=None, *, seed: int = 0, max_events: int = 1_000_000):
    """Play ``game`` to its end; ``players`` default to two random players."""
    if players is None:
        players = (RandomPlayer(seed), RandomPlayer(seed + 1))
    roll, play = game.roll, game.play
    # Python's cycle collector is paused for the game: every step leaves a
    # history entry and an undo snapshot, small tuples in no cycle, which it
    # would walk again and again as they pile up (6 % of a random Jéquier
    # game's instructions, measured with callgrind).  A plain try/finally:
    # the same pause through a contextmanager measured no gain.
    collecting = gc.isenabled()
    gc.disable()
    # Every game holds its rules kernel: the loop asks it what is due (the teaching game's
    # awaiting_throw, is_over and player are these same answers, one property call away).
    state = game.state
    chance, over = state.is_chance_node, state.is_terminal
    try:
        for _ in range(max_events):
            if chance():  # never true once the game is over
                roll()
            elif over():
                return game
            else:
                play(players[state.player].choose(game))
    finally:
        if collecting:
            gc.enable()
    if game.is_over:
        return game
    raise RuntimeError(f"no end after {max_events} events (seed {game.seed})")


def play_out_kernel(state, players, rng, *, max_events: int = 1_000_000) -> tuple[int, int | None]:
    """Play a rules kernel to its end: throws drawn from ``rng``, moves by ``players[p].choose_action``.

    No teaching object is built per step (no history, no undo).  Returns the
    number of moves and the player who made the first one.
    """
    moves, first = 0, None
    for _ in range(max_events):
        if state.actions:  # (empty exactly when a throw is due or the game is over: Kernel's contract)
            player = state.current_player()
            if first is None:
                first = player
            state.apply_action(players[player].choose_action(state))
            moves += 1
        elif state.is_terminal():
            return moves, first
        else:
            state.apply_throw(state.sample_throw(rng))
    raise RuntimeError(f"no end after {max_events} events")


def random_game(name: str, rule_set: str | None = None, *, seed: int = 0, options=None, **kw):
    """A complete game between two random players, fully determined by ``seed``."""
    game = new_game(name, rule_set, seed=seed, options=options)  # refuses what it cannot use
    return play_out(game, seed=game.seed, **kw)


@dataclass
class Summary:
    games: int
    wins: list[int]
    draws: int
    lengths: list[int]  # moves (not throws) per game
    first_mover_wins: int = 0  # games won by whoever made the first move (Jéquier: decided by the opening)
    endings: dict = field(default_factory=dict)  # Outcome.kind -> number of games ("simple", "draw_repetition"...)

    @property
    def mean_length(self) -> float:
        return sum(self.lengths) / len(self.lengths)

    def win_rate(self, player: int) -> float:
        return self.wins[player] / self.games


def simulate(
    name: str,
    rule_set: str | None = None,
    *,
    games: int = 1000,
    seed: int = 0,
    options=None,
    players: Callable | None = None,
    progress: bool | Callable = False,
) -> Summary:
    """Play ``games`` seeded games; ``progress=True`` shows a tqdm bar if tqdm is installed.

    ``players(seed)`` may return a pair of players (default: two random ones).
    Random players play on the game's rules kernel when it has one (the same
    games, move for move, without a history to keep).
    """
    wins, draws, lengths, first_wins, endings = [0, 0], 0, [], 0, {}
    tick = _progress(progress, games)
    for i in range(games):
        game = new_game(name, rule_set, seed=seed + i, options=options)
        pair = players(seed + i) if players else None
        if pair is None and hasattr(game, "legal_actions"):
            state = game.clone()
            length, first = play_out_kernel(state, (RandomPlayer(seed + i), RandomPlayer(seed + i + 1)), Rng(game.seed))
            kind, winner, _ = state.result()
        else:
            play_out(game, pair, seed=seed + i)
            kind, winner = game.outcome.kind, game.winner
            moves = [e for e in game.history if e.kind == "move"]
            length, first = len(moves), moves[0].player if moves else None
        if winner is None:
            draws += 1
        else:
            wins[winner] += 1
        endings[kind] = endings.get(kind, 0) + 1
        lengths.append(length)
        first_wins += first is not None and winner == first
        tick()
    tick(close=True)
    return Summary(games, wins, draws, lengths, first_wins, endings)


def _progress(progress, total):
    if callable(progress):
        return progress
    if not progress:
        return lambda close=False: None
    try:
        from tqdm.auto import tqdm
    except ImportError:  # the rules package itself needs no third-party module
        return lambda close=False: None
    bar = tqdm(total=total, unit="partie")

    def tick(close=False):
        if close:
            bar.close()
        else:
            bar.update(1)

    return tick
