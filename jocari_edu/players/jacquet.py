"""Jacquet: what a position is worth, in the race and the points held.

Nobody is hit at Jacquet, but a point holding even one checker is closed to
the opponent.  Terms (each the player's figure minus the opponent's):

- ``course``: points travelled, a checker borne off counting 25 (the game's ``progress``);
- ``postillon``: points held among the six in front of the opposing courier, squared
  (six of them wall it in: the game is lost quadruple, choice J6);
- ``barrage``: points held ahead of the opponent's rearmost checker, on the path they still travel.

Each player counts the points along their own path; the opponent's point ``q``
is one's own point ``q + 12`` (mod 24), as the game module's docstring says.
"""

from __future__ import annotations

from ..core.i18n import Catalog
from ..games.jacquet import OFF, POINTS
from .evaluation import COMMON_REASONS, Evaluation

MESSAGES = Catalog(
    COMMON_REASONS,
    ferme=(
        "Ferme la flèche {pt} devant le postillon adverse.",
        "Closes point {pt} in front of the opposing courier.",
    ),
    libere=(
        "Fait avancer le postillon vers le dernier quartier, avant qu'il soit enfermé.",
        "Moves the courier on towards the last quarter before it is walled in.",
    ),
    tient=(
        "Tient la flèche {pt} sur le chemin de l'adversaire.",
        "Holds point {pt} on the opponent's path.",
    ),
    sortie=("Sort un pion ({move}).", "Bears a checker off ({move})."),
    course=("Le plus grand gain de la course ({moves}).", "The biggest gain in the race ({moves})."),
)


def other(point: int) -> int:
    """The same point in the other player's numbering."""
    return (point + 11) % POINTS + 1


def _ahead_of_courier(courier: int, held: set) -> list[int]:
    """The points (in the holder's numbering) among the six in front of a courier (its owner's numbering)."""
    return [other(courier + k) for k in range(1, 7) if courier + k <= POINTS and other(courier + k) in held]


def _barrier(held: set, opposing: dict) -> int:
    """Points of ``held`` lying ahead of the rearmost opposing checker on its path."""
    if not opposing:
        return 0
    rear = min(opposing)
    return sum(1 for q in held if other(q) > rear)


class JacquetEvaluation(Evaluation):
    game = "jacquet"
    TERMS = ("course", "postillon", "barrage")
    WEIGHTS = (1.0, 3.0, 2.0)
    MESSAGES = MESSAGES

    def terms(self, game, me: int) -> tuple[float, ...]:
        mine, theirs = game.points(me), game.points(1 - me)
        held_m, held_t = set(mine), set(theirs)
        race = game.progress(me) - game.progress(1 - me)
        c_t, c_m = game.courier(1 - me), game.courier(me)
        walls = (len(_ahead_of_courier(c_t, held_m)) ** 2 if c_t else 0) - (
            len(_ahead_of_courier(c_m, held_t)) ** 2 if c_m else 0)
        barrier = _barrier(held_m, theirs) - _barrier(held_t, mine)
        return (race, walls, barrier)

    def reason(self, game, turn, term):
        steps = [m for m in turn if not m.is_pass]
        if not steps:
            return self._msg("pass_turn")
        moves = " ".join(map(str, steps))
        off = [m for m in steps if m.dst == OFF]
        if off:
            return self._msg("sortie", move=moves)
        me = game.to_play
        if term == "postillon":
            courier = game.courier(1 - me)
            front = {other(courier + k) for k in range(1, 7) if courier and courier + k <= POINTS}
            closing = [m.dst for m in steps if m.dst in front and m.dst not in game.points(me)]
            if closing:
                return self._msg("ferme", pt=closing[0])
            if game.courier(me):
                return self._msg("libere")
        if term in ("barrage", "postillon"):
            held = game.points(me)
            new = [m.dst for m in steps if m.dst not in held]
            if new:
                return self._msg("tient", pt=new[-1])
        return self._msg("course", moves=moves)
