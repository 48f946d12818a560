"""La Marelle: what a position is worth, in mills and pieces.

Terms (each the player's figure minus the opponent's):

- ``pions``: pieces still in play, on the board or in hand (seven taken loses);
- ``moulins``: mills standing (their pieces cannot be taken);
- ``menaces``: lines holding two of one's pieces and an empty point: a mill one step away;
- ``mobilite``: free steps of one's pieces once all are placed (a player with none loses, M6);
- ``bloques``: pieces with no free neighbour once all are placed.

The position is read from ``position()`` (its points in coordinate order),
and the board's lines and neighbours from the game module's ``NAMES``,
``MILLS`` and ``ADJ``, renumbered in that order once at import.
"""

from __future__ import annotations

from ..core.i18n import Catalog
from ..games.marelle import ADJ, MILLS, NAMES, TEXT_ORDER
from .evaluation import COMMON_REASONS, Evaluation

# Bit i stands for the i-th point of position()'s text (a1, a4, a7, b2, ...).
_AT = {p: i for i, p in enumerate(TEXT_ORDER)}


def _renumber(mask: int) -> int:
    return sum(1 << _AT[p] for p in range(24) if mask >> p & 1)


LINES = tuple(_renumber(m) for m in MILLS)
NEIGHBOURS = tuple(_renumber(ADJ[p]) for p in TEXT_ORDER)
POINT_NAMES = tuple(NAMES[p] for p in TEXT_ORDER)
_WHITE = str.maketrans("WB.", "100")
_BLACK = str.maketrans("WB.", "010")

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
)


def masks(position: str) -> tuple[int, int, int, int, int]:
    """(White's points, Black's points, White's hand, Black's hand, player to move) from a position text."""
    cells, hands, player = position.split("|", 3)[:3]
    h0, h1 = hands.split(",")
    # int(..., 2) reads the last character as bit 0: reverse so that bit i is the i-th point
    white = int(cells.translate(_WHITE)[::-1], 2)
    black = int(cells.translate(_BLACK)[::-1], 2)
    return white, black, int(h0), int(h1), int(player)


def _lines(own: int, empty: int) -> tuple[int, int]:
    """(mills standing, lines with two own pieces and the third point empty)."""
    mills = threats = 0
    for line in LINES:
        held = own & line
        if held == line:
            mills += 1
        elif held.bit_count() == 2 and empty & line:
            threats += 1
    return mills, threats


def _freedom(own: int, empty: int) -> tuple[int, int]:
    """(free steps, pieces with none) of the pieces ``own``."""
    steps = blocked = 0
    i = 0
    while own:
        if own & 1:
            free = (NEIGHBOURS[i] & empty).bit_count()
            steps += free
            blocked += not free
        own >>= 1
        i += 1
    return steps, blocked


class MarelleEvaluation(Evaluation):
    game = "marelle"
    TERMS = ("pions", "moulins", "menaces", "mobilite", "bloques")
    WEIGHTS = (10.0, 1.5, 1.0, 0.25, -0.5)
    MESSAGES = MESSAGES

    def terms(self, game, me: int) -> tuple[float, ...]:
        white, black, h0, h1, _ = masks(game.position())
        own, opp = (white, black) if me == 0 else (black, white)
        hand_m, hand_t = (h0, h1) if me == 0 else (h1, h0)
        empty = 0xFFFFFF ^ white ^ black
        mills_m, threats_m = _lines(own, empty)
        mills_t, threats_t = _lines(opp, empty)
        pieces = own.bit_count() + hand_m - opp.bit_count() - hand_t
        if hand_m or hand_t:  # placing: nobody steps yet
            return (pieces, mills_m - mills_t, threats_m - threats_t, 0, 0)
        steps_m, blocked_m = _freedom(own, empty)
        steps_t, blocked_t = _freedom(opp, empty)
        if own.bit_count() == 3 and game.flies(me):
            steps_m, blocked_m = steps_t, 0  # flying: every piece is free
        if opp.bit_count() == 3 and game.flies(1 - me):
            steps_t, blocked_t = steps_m, 0
        return (pieces, mills_m - mills_t, threats_m - threats_t, steps_m - steps_t, blocked_m - blocked_t)

    def reason(self, game, turn, term):
        move = turn[0]
        if str(move) == "pass":
            return self._msg("pass_turn")
        if len(turn) > 1:  # the move made a mill; the turn's second step is the take
            mills = _mills_made(game, move)
            return self._msg("moulin_prise", mill=mills, pt=NAMES[turn[1].dst])
        if term == "menaces":
            line = _line_changed(game, turn)
            if line is not None:
                code, params = line
                return self._msg(code, **params)
        me = game.to_play
        before, after = _steps(game, me), _after(game, turn, lambda: (_steps(game, me), game.mills(me)))
        if term == "mobilite" and after[0][0]:
            return self._msg("mobilite", move=str(move))
        if term == "bloques" and after[0][1] < before[1]:
            return self._msg("enferme")
        if term == "moulins" and after[1]:
            return self._msg("garde", n=len(after[1]), mills=", ".join(after[1]), move=str(move))
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
    white, black, h0, h1, _ = masks(game.position())
    if h0 or h1:
        return (0, 0)
    own, opp = (white, black) if me == 0 else (black, white)
    empty = 0xFFFFFF ^ white ^ black
    return (_freedom(own, empty)[0], _freedom(opp, empty)[0])


def _names(line: int) -> str:
    return "-".join(POINT_NAMES[i] for i in range(24) if line >> i & 1)


def _mills_made(game, move) -> str:
    before = game.mills(game.to_play)
    game.play(move)
    after = game.mills(game.history[-1].player)
    game.undo()
    made = [m for m in after if m not in before]
    return ", ".join(made or after)


def _line_changed(game, turn):
    """The opposing threat a turn blocks, else the threat it makes: (message code, line=...)."""
    me = game.to_play
    before = masks(game.position())
    for move in turn:
        game.play(move)
    after = masks(game.position())
    for _ in turn:
        game.undo()

    def threats(ms, side):
        own, opp = (ms[0], ms[1]) if side == 0 else (ms[1], ms[0])
        empty = 0xFFFFFF ^ own ^ opp
        return {line for line in LINES if (own & line).bit_count() == 2 and empty & line}

    blocked = threats(before, 1 - me) - threats(after, 1 - me)
    if blocked:
        return ("bloque_moulin", {"line": _names(min(blocked))})
    made = threats(after, me) - threats(before, me)
    if made:
        return ("prepare", {"line": _names(min(made))})
    kept = threats(after, me)
    if kept:
        return ("menace_gardee", {"line": _names(min(kept))})
    return None
