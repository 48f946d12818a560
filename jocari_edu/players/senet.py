"""Senet: what a position is worth, in the race's own terms.

Terms (each the player's figure minus the opponent's):

- ``course``: squares travelled, a pawn borne off counting 31 (the game's ``progress``);
- ``sortie``: pawns borne off, counted again: they can no longer be attacked or drowned;
- ``abri``: pawns out of reach, on a protected square or beside a pawn of their own (choice S1);
- ``menace``: squares the opponent can expect to win back by attacking at the next throw
  (a pawn attacked swaps places, so a throw of ``d`` moves it ``d`` squares back),
  weighted by the throw's chance;
- ``barrage``: in Jéquier's rules, runs of three pawns that opposing pawns behind cannot jump (S5).

The rule set's figures (protected squares, water, block) come from the game
module's ``VARIANTS``, and the throws' chances from ``throw_outcomes()``.
"""

from __future__ import annotations

from ..core.i18n import Catalog
from ..games.senet import OFF, VARIANTS
from .evaluation import COMMON_REASONS, Evaluation

MESSAGES = Catalog(
    COMMON_REASONS,
    sortie=("Sort le pion de la case {src}.", "Bears off the pawn on square {src}."),
    attaque=(
        "Attaque le pion adverse de la case {dst} : il recule en {src}.",
        "Attacks the opposing pawn on square {dst}: it goes back to {src}.",
    ),
    abri=("Met le pion à l'abri sur la case {dst}.", "Puts the pawn in safety on square {dst}."),
    menace=(
        "Met le pion hors de portée des attaques adverses, en {dst}.",
        "Takes the pawn out of the opponent's reach, to {dst}.",
    ),
    barrage=(
        "Forme un barrage de trois pions (cases {a} à {b}) que l'adversaire ne peut pas franchir.",
        "Forms a barrier of three pawns (squares {a} to {b}) the opponent cannot jump.",
    ),
    course=(
        "Le plus grand gain de la course : le pion va de la case {src} à la case {dst}.",
        "The biggest gain in the race: the pawn goes from square {src} to {dst}.",
    ),
    eau=(
        "Évite la Maison de l'Eau : le pion va de la case {src} à la case {dst}.",
        "Keeps out of the House of Water: the pawn goes from square {src} to {dst}.",
    ),
    recul=(
        "Aucun pion ne peut avancer : reculer le pion de la case {src} coûte le moins.",
        "No pawn can advance: moving back the pawn on square {src} costs least.",
    ),
)


class SenetEvaluation(Evaluation):
    game = "senet"
    TERMS = ("course", "sortie", "abri", "menace", "barrage")
    WEIGHTS = (1.0, 5.0, 2.0, 1.0, 4.0)
    MESSAGES = MESSAGES

    def __init__(self) -> None:
        self._chances: dict = {}

    def chances(self, game) -> tuple:
        """``((value, probability), ...)`` of one throw under the game's rules."""
        found = self._chances.get(game.rule_set)
        if found is None:
            found = tuple((t[0], float(p)) for t, p in game.throw_outcomes())
            self._chances[game.rule_set] = found
        return found

    def terms(self, game, me: int) -> tuple[float, ...]:
        v = VARIANTS[game.rule_set]
        mine, theirs = game.pawns(me), game.pawns(1 - me)
        off = game.off
        chances = self.chances(game)
        race = sum(mine) - sum(theirs) + OFF * (off[me] - off[1 - me])
        safe_m, exposed_m = _safety(mine, theirs, v.protected, chances)
        safe_t, exposed_t = _safety(theirs, mine, v.protected, chances)
        blocks = _barriers(mine, theirs, v.block) - _barriers(theirs, mine, v.block) if v.block else 0
        return (race, off[me] - off[1 - me], safe_m - safe_t, exposed_t - exposed_m, blocks)

    def reason(self, game, turn, term):
        move = turn[0]
        if move.is_pass:
            return self._msg("pass_turn")
        code = game.why(move).code
        src, dst = move.src, move.dst
        if code == "do_off":
            return self._msg("sortie", src=src)
        if code == "do_swap":
            return self._msg("attaque", src=src, dst=dst)
        if code == "do_back":
            return self._msg("recul", src=src)
        if term == "barrage":
            game.play(move)
            run = _run_at(game.pawns(game.history[-1].player), dst)
            game.undo()
            if run:
                return self._msg("barrage", a=run[0], b=run[1])
        if term in ("abri", "menace"):
            return self._msg(term, dst=dst)
        if self._water_avoided(game, move):
            return self._msg("eau", src=src, dst=dst)
        return self._msg("course", src=src, dst="sortie / off" if dst == OFF else dst)

    @staticmethod
    def _water_avoided(game, move) -> bool:
        return any(game.why(m).code == "do_water" for m in game.legal_moves() if m != move)


def _safety(pawns, opposing, protected, chances) -> tuple[int, float]:
    """(pawns out of reach, squares expected lost to an attack at the next throw)."""
    own, opp = set(pawns), set(opposing)
    safe, exposed = 0, 0.0
    for sq in pawns:
        if sq in protected or sq - 1 in own or sq + 1 in own:
            safe += 1
            continue
        for value, p in chances:
            if sq - value in opp:
                exposed += 2 * value * p  # the attacker gains what the attacked loses
    return safe, exposed


def _barriers(pawns, opposing, block: int) -> int:
    """Runs of ``block`` pawns in a row with at least one opposing pawn behind them."""
    if not opposing:
        return 0
    rear = min(opposing)
    count, run = 0, 0
    prev = None
    for sq in pawns:
        run = run + 1 if prev is not None and sq == prev + 1 else 1
        prev = sq
        if run == block and sq - block + 1 > rear:
            count += 1
    return count


def _run_at(pawns, sq) -> tuple[int, int] | None:
    """The run of at least three pawns containing ``sq``, as (first, last)."""
    own = set(pawns)
    if sq not in own:
        return None
    a = b = sq
    while a - 1 in own:
        a -= 1
    while b + 1 in own:
        b += 1
    return (a, b) if b - a >= 2 else None
