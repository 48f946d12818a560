"""The computer's levels: débutant, moyen, fort, expert, for every game.

A level player is made without knowing the game (a board makes its opponent
before the learner picks a game) and finds its search for the game it is
asked to play:

=========  =========================  ==========================  ======================
level      Senet, Jacquet             la Marelle                  Doze canes
=========  =========================  ==========================  ======================
débutant   random                     random                      random
moyen      best turn by the game's    the same                    the same
           evaluation
fort       expectiminimax, 2 turns    alpha-beta, 3 turns         best turn
           (Jacquet: the best turn
           by a finer evaluation,
           which also weighs the
           longest run of points
           held)
expert     expectiminimax deepened    alpha-beta, iterative       perfect (exact solver)
           while the clock allows     deepening, transposition
           (Senet: on the chances     table
           of winning, see below;
           Jacquet: on the chances
           of winning too, up to 3
           turns, the 8 best turns
           searched deeper)
=========  =========================  ==========================  ======================

At Senet the expert also judges positions differently: where the other
levels count squares gained (``SenetEvaluation``), it weighs the chance of
winning (``SenetOddsEvaluation``, fitted on the outcomes of many games), so
that its search averages chances over the throws.  Searching deeper on the
same evaluation gained nothing measurable at Senet (``expert`` and ``fort``
were even over 200 games): the better judgement is what makes it stronger.

Budgets: ``moyen`` and ``fort`` answer within 0.5 s, ``expert`` within 3 s,
each search checking its own clock.  ``deterministic=True`` replaces the
clock by a count of nodes (the same answer on any machine, for simulations).
A turn of several steps (Jacquet's dice, a mill and its take) is planned
once, then played step by step.  Jacquet's levels search on the rules
kernel (:class:`~.jacquet.JacquetSearch`): a whole turn is the side it
leaves, so that the lab's node counts let ``expert`` see the opponent's
answer to every throw.  At Jacquet ``fort`` is one turn deep like ``moyen``,
on the finer evaluation: measured against ``moyen``, the run of points
held gains about as much as a second turn does.  The Jacquet expert values
the positions it searches by a fitted chance of winning
(:class:`~.jacquet.JacquetChanceEvaluation`) and each turn itself by fort's
evaluation, three turns deep in the lab as against a person (two turns
deep, the chance alone had gained nothing over fort's evaluation; figures in
``benchmarks/ladder_results.md``).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from importlib import import_module

from ..core import UnknownRuleSetError
from ..core.i18n import COMMON
from ..core.limits import shown
from .base import RandomPlayer
from .search import Decision, MonteCarlo


@dataclass(frozen=True)
class Level:
    key: str
    fr: str
    en: str
    about_fr: str
    about_en: str

    def label(self, lang: str = "fr") -> str:
        return self.fr if lang == "fr" else self.en


LEVELS = {
    "debutant": Level("debutant", "débutant", "beginner", "joue au hasard", "plays at random"),
    "moyen": Level("moyen", "moyen", "intermediate",
                   "joue le coup qui rapporte le plus tout de suite",
                   "plays the move that gains most at once"),
    "fort": Level("fort", "fort", "strong",
                  "juge la position plus finement, et le plus souvent regarde aussi la réponse de l'adversaire",
                  "judges the position more finely, and most often also looks at the opponent's answer"),
    "expert": Level("expert", "expert", "expert",
                    "cherche aussi loin que possible en trois secondes",
                    "searches as far as it can in three seconds"),
}
DEFAULT_LEVEL = "moyen"

# Each game's module of this package (``players/<game>.py``, found by the game's name)
# declares its ``PLANS``: level -> (search, settings, lab settings).  Played against a
# person, a level has ``seconds`` on its own clock and deepens up to ``max_depth`` turns;
# in the lab (``deterministic``) it counts ``nodes`` instead, with the lab's depth, so
# that a game replays identically anywhere; those counts are set so that the lab's
# matches fit on a laptop (a fraction of the seconds on this machine): the lab measures
# a lower bound of the level's strength against a person.  It declares its
# ``EVALUATIONS`` too: kind (None: the levels' own) -> evaluation class.


def game_module(game_name: str):
    """The players module of the game ``game_name`` (``players/<game>.py``); UnknownRuleSetError if none."""
    from ..games import GAMES

    if game_name.__class__ is not str or game_name not in GAMES:
        raise UnknownRuleSetError(COMMON("unknown_game", given=shown(game_name), known=", ".join(GAMES)))
    return import_module(f"{__package__}.{game_name}")


MCTS_PLAN = (MonteCarlo, dict(seconds=3.0), dict(nodes=40_000))


def evaluation(game_name: str, kind: str | None = None):
    """The evaluation of ``game_name`` (made once per player); ``kind="odds"``: Senet's expert's."""
    found = game_module(game_name).EVALUATIONS
    if kind not in found:
        raise ValueError(f"no evaluation {kind!r} for the game {game_name!r}")
    return found[kind]()


class LevelPlayer:
    """A level's player for any game: ``choose(game)`` and, to see why, ``decide(game)``.

    ``seconds``/``nodes`` override the level's budget; ``clock`` is the
    clock the search reads (a test may give its own); ``deterministic`` drops
    the clock and counts nodes only.
    """

    level = DEFAULT_LEVEL

    def __init__(self, seed: int = 0, *, seconds: float | None = None, nodes: int | None = None,
                 clock=time.perf_counter, deterministic: bool = False) -> None:
        self.seed = seed
        self.random = random.Random(seed ^ 0x1E7E1).random
        self.seconds, self.nodes = seconds, nodes
        self.clock = None if deterministic else clock
        self._searches: dict = {}
        self._plan: list = []

    @property
    def name(self) -> str:
        return self.level

    def search_for(self, game):
        """The search this level uses for ``game`` (made on first use)."""
        found = self._searches.get(game.name)
        if found is None:
            cls, settings, lab = self.plan(game.name)
            settings = dict(settings, nodes=None)
            if self.clock is None:
                settings.update(lab)
            if self.seconds is not None:
                settings["seconds"] = self.seconds
            if self.nodes is not None:
                settings["nodes"] = self.nodes
            kind = settings.pop("evaluation", None)
            found = cls(evaluation(game.name, kind), self.random, clock=self.clock, **settings)
            self._searches[game.name] = found
        return found

    def plan(self, game_name: str):
        return game_module(game_name).PLANS[self.level]

    def decide(self, game) -> Decision:
        """The whole turn this player would play now, with its value and the search's figures."""
        return self.search_for(game).decide(game)

    def choose(self, game):
        key = (game.position(), len(game.history))
        if self._plan and self._plan[0][0] == key:
            return self._plan.pop(0)[1]
        turn = self.decide(game).turn
        self._plan = []
        for move in turn:
            self._plan.append(((game.position(), len(game.history)), move))
            game.play(move)
        for _ in turn:
            game.undo()
        return self._plan.pop(0)[1]


class Debutant(RandomPlayer):
    """Level « débutant »: a random legal move."""

    name = level = "debutant"


class Moyen(LevelPlayer):
    level = "moyen"


class Fort(LevelPlayer):
    level = "fort"


class Expert(LevelPlayer):
    level = "expert"


class MonteCarloPlayer(LevelPlayer):
    """Monte Carlo tree search with chance nodes, for any game (measured against the levels)."""

    level = "mcts"

    def plan(self, game_name: str):
        return MCTS_PLAN


LEVEL_PLAYERS = {"debutant": Debutant, "moyen": Moyen, "fort": Fort, "expert": Expert}
