"""La Marelle: what a position is worth, in mills and pieces.

Terms (each the player's figure minus the opponent's):

- ``pions``: pieces still in play, on the board or in hand (seven taken loses);
- ``moulins``: mills standing (their pieces cannot be taken), as the kernel
  counts them (``mill_lines``: a re-formed banned line is none, M1/M2);
- ``menaces``: lines holding two of one's pieces and an empty point: a mill one step away;
- ``mobilite``: free steps of one's pieces once all are placed (a player with none loses, M6);
- ``bloques``: pieces with no free neighbour once all are placed.

The position is read from the game's kernel (its masks, hands and
``mill_lines``; whether a side flies is the kernel's ``flies``), and the
board's lines and neighbours are the game package's ``MILLS`` and ``joined`` (each way along a line).
"""

from __future__ import annotations

from ..core.i18n import Catalog
from ..games.marelle import FULL, MILLS, NAMES, TEXT_ORDER, around, joined, mill_name
from .base import turn_over
from .evaluation import COMMON_REASONS, Evaluation, kernel_terminal
from .search import AlphaBeta, Greedy

LINES = MILLS
# Lines are named, and the first of several chosen, in the order of the points'
# names (a1, a4, a7, b2, ...): a line's rank is its mask renumbered in that order.
_AT = {p: i for i, p in enumerate(TEXT_ORDER)}
RANK = {line: sum(1 << _AT[p] for p in range(24) if line >> p & 1) for line in MILLS}

MESSAGES = Catalog(
    COMMON_REASONS,
    moulin_prise=("Forme un moulin ({mill}) et prend le pion en {pt}.", "Makes a mill ({mill}) and takes the piece on {pt}."),
    bloque_moulin=(
        "Bloque le moulin que l'adversaire préparait sur {line}.",
        "Blocks the mill the opponent was preparing on {line}.",
    ),
    prepare=("Prépare un moulin sur {line}.", "Prepares a mill on {line}."),
    menace_gardee=("Garde sa menace de moulin sur {line}.", "Keeps the threat of a mill on {line}."),
    mobilite=("Garde ses pions libres de bouger ({move}).", "Keeps the pieces free to move ({move})."),
    enferme=("Enferme les pions adverses : ils ont moins de pas possibles.", "Hems in the opposing pieces: they have fewer steps."),
    garde=("Garde {n:son moulin|ses moulins} {mills} ({move}).", "Keeps {n:its mill|its mills} {mills} ({move})."),
    # what a turn leaves better than another (FACTS, hint.contrast)
    mieux_adverses=("Laisse à l'adversaire moins de coups qui ferment un moulin : {b} au lieu de {p} avec {other}.",
                    "Leaves the opponent fewer moves that close a mill: {b} instead of {p} with {other}."),
    mieux_pions_adverses=("Laisse moins de pions à l'adversaire : {b} au lieu de {p} avec {other}.",
                          "Leaves the opponent fewer pieces: {b} instead of {p} with {other}."),
    mieux_moulins=("Garde plus de moulins formés : {b} au lieu de {p} avec {other}.",
                   "Keeps more mills standing: {b} instead of {p} with {other}."),
    mieux_menaces=("Prépare plus de moulins (deux pions alignés, la troisième place libre) : {b} au lieu de {p} "
                   "avec {other}.",
                   "Prepares more mills (two pieces in a line, the third point empty): {b} instead of {p} "
                   "with {other}."),
    mieux_bloques=("Bloque plus de pions adverses (plus aucune place libre à côté) : {b} au lieu de {p} avec "
                   "{other}.",
                   "Blocks more opposing pieces (no empty point beside them): {b} instead of {p} with {other}."),
    mieux_pas_adverses=("Laisse à l'adversaire moins de pas possibles : {b} au lieu de {p} avec {other}.",
                        "Leaves the opponent fewer possible steps: {b} instead of {p} with {other}."),
    mieux_pas=("Laisse à ses pions plus de pas possibles : {b} au lieu de {p} avec {other}.",
               "Leaves its pieces more possible steps: {b} instead of {p} with {other}."),
)


def masks(game) -> tuple[int, int, int, int, int]:
    """(White's points, Black's points, White's hand, Black's hand, player to move), from the game's kernel."""
    state = game.state
    (white, black), (h0, h1) = state.bits, state.hand
    return white, black, h0, h1, state.player


def _threats(own: int, empty: int) -> int:
    """Lines with two own pieces and the third point empty."""
    threats = 0
    for line in LINES:
        if (own & line).bit_count() == 2 and empty & line:
            threats += 1
    return threats


def _freedom(own: int, empty: int) -> tuple[int, int]:
    """(free steps, pieces with none) of the pieces ``own``: each way of :func:`joined` moves the pieces one
    for one, so its empty points count the steps that way."""
    up, down, out, inward = joined(own)
    steps = (up & empty).bit_count() + (down & empty).bit_count() + (out & empty).bit_count() \
        + (inward & empty).bit_count()
    return steps, (own & ~around(empty)).bit_count()


class MarelleEvaluation(Evaluation):
    game = "marelle"
    TERMS = ("pions", "moulins", "menaces", "mobilite", "bloques")
    WEIGHTS = (10.0, 1.5, 1.0, 0.25, -0.5)
    MESSAGES = MESSAGES
    FACTS = (("adverses", -1), ("pions_adverses", -1), ("moulins", 1), ("menaces", 1), ("bloques", 1),
             ("pas_adverses", -1), ("pas", 1))

    def terms(self, game, me: int) -> tuple[float, ...]:
        return self.state_terms(game.state, me)

    def state_score(self, state, me: int) -> float:
        """:meth:`score` of the position of the rules kernel ``state`` (the same sum, in the same order)."""
        if state.end is not None:
            return kernel_terminal(state, me)
        (a, b, c, d, e), (ta, tb, tc, td, te) = self.WEIGHTS, self.state_terms(state, me)
        return 0 + a * ta + b * tb + c * tc + d * td + e * te  # sum()'s additions, in its order

    @staticmethod
    def state_terms(state, me: int) -> tuple[float, ...]:
        """The terms (see the module docstring) of the position of the rules kernel ``state``, for ``me``."""
        white, black, (h0, h1) = state.white, state.black, state.hand
        own, opp = (white, black) if me == 0 else (black, white)
        hand_m, hand_t = (h0, h1) if me == 0 else (h1, h0)
        empty = FULL ^ white ^ black
        mills_m, threats_m = len(state.mill_lines(me)), _threats(own, empty)
        mills_t, threats_t = len(state.mill_lines(1 - me)), _threats(opp, empty)
        pieces = own.bit_count() + hand_m - opp.bit_count() - hand_t
        if hand_m or hand_t:  # placing: nobody steps yet
            return (pieces, mills_m - mills_t, threats_m - threats_t, 0, 0)
        steps_m, blocked_m = _freedom(own, empty)
        steps_t, blocked_t = _freedom(opp, empty)
        if own.bit_count() == 3 and state.flies(me):
            steps_m, blocked_m = steps_t, 0  # flying: every piece is free
        if opp.bit_count() == 3 and state.flies(1 - me):
            steps_t, blocked_t = steps_m, 0
        return (pieces, mills_m - mills_t, threats_m - threats_t, steps_m - steps_t, blocked_m - blocked_t)

    def facts(self, game, me: int) -> tuple[int, ...]:
        """(the opponent's moves that close a mill, if it were to move; its pieces, in play or in hand; ``me``'s
        mills; ``me``'s lines of two with the third point empty; the opponent's pieces with no free step, its free
        steps and ``me``'s once all are placed)."""
        state = game.state
        white, black, h0, h1, _ = masks(game)
        own, opp = (white, black) if me == 0 else (black, white)
        empty = FULL ^ white ^ black
        closing = 0
        if game.to_play != me:
            for move in game.legal_moves():
                game.play(move)
                closing += not turn_over(game, 1 - me)  # a mill made: its take is still to play
                game.undo()
        steps_t, blocked_t = (0, 0) if h0 or h1 else _freedom(opp, empty)
        return (closing, opp.bit_count() + (h1 if me == 0 else h0), len(state.mill_lines(me)),
                _threats(own, empty), blocked_t, steps_t, _steps(game, me)[0])

    def reason(self, game, turn, term):
        move = turn[0]
        if str(move) == "pass":
            return self.msg("pass_turn")
        if len(turn) > 1:  # the move made a mill; the turn's second step is the take
            mills = _mills_made(game, move)
            return self.msg("moulin_prise", mill=mills, pt=NAMES[turn[1].dst])
        if term == "menaces":
            line = _line_changed(game, turn)
            if line is not None:
                code, params = line
                return self.msg(code, **params)
        me = game.to_play
        before, after = _steps(game, me), _after(game, turn, lambda: (_steps(game, me), game.mills(me)))
        if term == "mobilite" and after[0][0]:
            return self.msg("mobilite", move=str(move))
        if term == "bloques" and after[0][1] < before[1]:
            return self.msg("enferme")
        if term == "moulins" and after[1]:
            return self.msg("garde", n=len(after[1]), mills=", ".join(after[1]), move=str(move))
        return None


def _after(game, turn, look):
    """``look()`` in the position after ``turn`` (the game is left as it was)."""
    for move in turn:
        game.play(move)
    try:
        return look()
    finally:
        for _ in turn:
            game.undo()


def _steps(game, me: int) -> tuple[int, int]:
    """(``me``'s free steps, the opponent's) once every piece is placed; (0, 0) while placing."""
    white, black, h0, h1, _ = masks(game)
    if h0 or h1:
        return (0, 0)
    own, opp = (white, black) if me == 0 else (black, white)
    empty = FULL ^ white ^ black
    return (_freedom(own, empty)[0], _freedom(opp, empty)[0])


def _mills_made(game, move) -> str:
    """The mills ``move`` makes, as the kernel records them (:meth:`~jocari_edu.core.game.Game.preview`)."""
    return ", ".join(mill_name(e[1]) for e in game.preview(move).effects if e[0] == "mill")


def _line_changed(game, turn):
    """The opposing threat a turn blocks, else the threat it makes: (message code, line=...)."""
    me = game.to_play
    before = masks(game)
    for move in turn:
        game.play(move)
    after = masks(game)
    for _ in turn:
        game.undo()

    def threats(ms, side):
        own, opp = (ms[0], ms[1]) if side == 0 else (ms[1], ms[0])
        empty = FULL ^ own ^ opp
        return {line for line in LINES if (own & line).bit_count() == 2 and empty & line}

    blocked = threats(before, 1 - me) - threats(after, 1 - me)
    if blocked:
        return ("bloque_moulin", {"line": mill_name(min(blocked, key=RANK.__getitem__))})
    made = threats(after, me) - threats(before, me)
    if made:
        return ("prepare", {"line": mill_name(min(made, key=RANK.__getitem__))})
    kept = threats(after, me)
    if kept:
        return ("menace_gardee", {"line": mill_name(min(kept, key=RANK.__getitem__))})
    return None


# The levels at la Marelle (see players.levels): level -> (search, settings, lab settings).
PLANS = {
    "moyen": (Greedy, dict(seconds=0.5), dict(nodes=5_000)),
    "fort": (AlphaBeta, dict(max_depth=3, seconds=0.5), dict(nodes=6_000)),
    "expert": (AlphaBeta, dict(max_depth=12, seconds=3.0), dict(nodes=20_000)),
}
EVALUATIONS = {None: MarelleEvaluation}
