"""La Marelle, or le Jeu du Moulin (Nine Men's Morris), after C. Breyer.

Source: ``shared/seeds/001_84f89a21e61352a3.txt`` (Jocari, "Jeu de la Marelle
(ou du moulin)"), whose rules follow C. Breyer, *Jeux et jouets à travers les
âges*, Bruxelles, Safran, 2010, p. 101.

The board is three nested squares whose sides are joined at their middles by
four short lines that stop at the inner square: 24 points, and pieces move
only along the lines.  Each side has nine pieces.  First everybody places,
then everybody moves; three pieces in a row on a line (a *mill*, "moulin")
earn a take.

Points are named as in the Nine Men's Morris literature: a 7 x 7 grid with
files ``a``-``g`` from left to right and ranks ``1``-``7`` from bottom to top,
of which only 24 cells are points::

    a7-----------d7-----------g7
    |            |            |
    |   b6-------d6-------f6  |
    |   |        |        |   |
    |   |   c5---d5---e5  |   |
    |   |   |         |   |   |
    a4--b4--c4        e4--f4--g4
    |   |   |         |   |   |
    |   |   c3---d3---e3  |   |
    |   |        |        |   |
    |   b2-------d2-------f2  |
    |            |            |
    a1-----------d1-----------g1

Notation: a placement is the point, ``d2``; a move (a step, or a flight with
three pieces) is ``a1-d1``; a take is ``xd7``; a blocked player who may pass
(option ``blocked="passes"``) plays ``pass``.  A take is a step of its own:
after a mill, the same player's legal moves are the takes.  A mill is named by
its three points, ``a1-d1-g1``.

Who starts may be drawn by lot (option ``first="draw"``): the game then
begins with a throw whose outcomes are ``(1,)`` (White starts) and ``(2,)``
(Black starts), one chance in two each.  With ``first="white"`` or
``"black"`` the game has no chance step at all.

Internally a point is ``8 * ring + k``: ring 0 is the outer square, 2 the
inner one, and ``k`` runs anticlockwise from the bottom-left corner (even
``k``: corners, odd ``k``: middles of the sides).  A side's pieces are a
24-bit mask, so that neighbours and mills are a few bit operations.

The rules live in :class:`MarelleState`, the kernel: actions are ints (``p``
place, ``24 + p`` take, ``48 + 24 * src + dst`` move, ``624`` pass), and
play-outs or searches drive it directly (``jocari_edu.games.new_state``,
``Marelle.clone()``).  :class:`Marelle` is that same kernel with notation,
explanations, records, undo and pictures: each rule is decided once.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import NamedTuple

from ..core import Catalog, Choice, Game, NotationError, OptionText, Outcome, Reason, RuleSet, WrongPhaseError
from ..core.game import arrange_error, arranged_int, arranged_items, arranged_pair, implements
from ..core.i18n import COMMON

PIECES = 9
FULL = (1 << 24) - 1
FILES = "abcdefg"

# -- the board ------------------------------------------------------------------

# Corners and middles of one square, anticlockwise from its bottom-left corner,
# in units of the square's half side.
_STEPS_AROUND = ((0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1))


def _xy(point: int) -> tuple[int, int]:
    ring, k = divmod(point, 8)
    u, v = _STEPS_AROUND[k]
    half = 3 - ring
    return ring + u * half, ring + v * half


XY = tuple(_xy(p) for p in range(24))
NAMES = tuple(FILES[x] + str(y + 1) for x, y in XY)
INDEX = {name: p for p, name in enumerate(NAMES)}
BIT = tuple(1 << p for p in range(24))
TEXT_ORDER = tuple(sorted(range(24), key=lambda p: NAMES[p]))  # a1, a4, a7, b2, ... g7


def _around(mask: int) -> int:
    """Every point joined by a line to a point of ``mask``."""
    return (
        ((mask << 1) & 0xFEFEFE) | ((mask >> 7) & 0x010101)  # k + 1 on the same square
        | ((mask >> 1) & 0x7F7F7F) | ((mask << 7) & 0x808080)  # k - 1 on the same square
        | ((mask & 0x00AAAA) << 8) | ((mask & 0xAAAA00) >> 8)  # middles: one square in or out
    )


ADJ = tuple(_around(b) for b in BIT)


def _mills() -> tuple[int, ...]:
    sides = [BIT[8 * r + k] | BIT[8 * r + k + 1] | BIT[8 * r + (k + 2) % 8] for r in range(3) for k in (0, 2, 4, 6)]
    spokes = [BIT[k] | BIT[8 + k] | BIT[16 + k] for k in (1, 3, 5, 7)]
    return tuple(sides + spokes)


MILLS = _mills()  # the 16 lines of three points
MILLS_AT = tuple(tuple(m for m in MILLS if m & b) for b in BIT)  # the two lines through a point


def points_of(mask: int) -> list[int]:
    """The points of ``mask``, in index order."""
    return [p for p in range(24) if mask >> p & 1]


def mill_name(line: int) -> str:
    """``a1-d1-g1``: a line's three points in coordinate order."""
    return "-".join(sorted(NAMES[p] for p in points_of(line)))


MILL_BY_NAME = {mill_name(m): m for m in MILLS}


# -- moves ------------------------------------------------------------------------

PLACE, MOVE, TAKE, PASS = "place", "move", "take", "pass"


class MarelleMove(NamedTuple):
    """A placement, a move (step or flight), a take or a pass.

    ``src`` is the point a moving piece leaves (-1 otherwise); ``dst`` is the
    point a piece is placed on, moves to or is taken from (-1 for a pass).
    """

    kind: str
    src: int
    dst: int

    def __str__(self) -> str:
        if self.kind == PLACE:
            return NAMES[self.dst]
        if self.kind == MOVE:
            return f"{NAMES[self.src]}-{NAMES[self.dst]}"
        if self.kind == TAKE:
            return "x" + NAMES[self.dst]
        return "pass"


# Every move object exists once: the teaching API maps the kernel's actions to them.
PLACES = tuple(MarelleMove(PLACE, -1, p) for p in range(24))
TAKES = tuple(MarelleMove(TAKE, -1, p) for p in range(24))
MOVES = tuple(tuple(MarelleMove(MOVE, s, d) for d in range(24)) for s in range(24))
PASS_MOVE = MarelleMove(PASS, -1, -1)

# -- actions: the kernel's moves as ints -------------------------------------------

TAKE_BASE = 24  # action 24 + p: take the piece on p (action p: place on p)
MOVE_BASE = 48  # action 48 + 24 * src + dst: a step or a flight
PASS_ACTION = MOVE_BASE + 24 * 24
ACTION_MOVES = (*PLACES, *TAKES, *(m for row in MOVES for m in row), PASS_MOVE)  # action -> move
ACTION_OF = {move: a for a, move in enumerate(ACTION_MOVES)}
_FLIP = (0,) * MOVE_BASE + tuple(BIT[s] | BIT[d] for s in range(24) for d in range(24)) + (0,)
_SRC = (-1,) * MOVE_BASE + tuple(s for s in range(24) for d in range(24)) + (-1,)
_DST = (*range(24), *range(24), *(d for s in range(24) for d in range(24)), -1)


def _chunked(table) -> tuple:
    """For each byte of a mask, the table entries of its set bits."""
    return tuple(
        tuple(tuple(table[8 * c + i] for i in range(8) if v >> i & 1) for v in range(256)) for c in range(3)
    )


_PTS = _chunked(range(24))  # also the placements: action p places on p
_TAKE_ACTS = _chunked(range(TAKE_BASE, TAKE_BASE + 24))
_FLY_ACTS = tuple(_chunked(range(MOVE_BASE + 24 * s, MOVE_BASE + 24 * s + 24)) for s in range(24))


def _submasks(mask: int):
    sub = mask
    while True:
        yield sub
        if not sub:
            return
        sub = (sub - 1) & mask


# _STEP_ACTS[s][targets]: the actions of the piece on s to ``targets`` (a part of ADJ[s]).
_STEP_ACTS = tuple(
    {sub: tuple(MOVE_BASE + 24 * s + d for d in points_of(sub)) for sub in _submasks(ADJ[s])} for s in range(24)
)


def _follows(bans, bit: int) -> bool:
    """Does one of ``bans`` follow the piece on ``bit``?"""
    return any(pieces & bit for _, pieces in bans)


def _pick(tables, mask: int) -> tuple:
    """The entries of ``tables`` (made by _chunked) for the set bits of ``mask``, in index order."""
    a, b, c = tables
    return a[mask & 255] + b[mask >> 8 & 255] + c[mask >> 16]


# The points of one square's byte that stand on a full side of it (the side from corner k: k, k+1, k+2).
_SIDES_FULL = tuple(
    (v & 0x07 == 0x07 and 0x07) | (v & 0x1C == 0x1C and 0x1C) | (v & 0x70 == 0x70 and 0x70) | (v & 0xC1 == 0xC1 and 0xC1)
    for v in range(256)
)


def _full_lines(mask: int) -> int:
    """The points of ``mask`` that lie on a line all of whose three points are in ``mask``."""
    spokes = mask & mask >> 8 & mask >> 16 & 0xAA
    return (_SIDES_FULL[mask & 255] | _SIDES_FULL[mask >> 8 & 255] << 8 | _SIDES_FULL[mask >> 16] << 16
            | spokes | spokes << 8 | spokes << 16)


# -- rule sets and options ------------------------------------------------------------

SEED = "seed 001 (Jocari, Jeu de la Marelle), after C. Breyer 2010, p. 101"

OPTION_VALUES = {
    "reform": ("banned", "allowed"),
    "flying": (True, False),
    "first": ("draw", "white", "black"),
    "blocked": ("loses", "passes"),
    "repetition": (0, 2, 3, 4, 5),
    "quiet_moves": (10, 20, 30, 40, 50, 60, 80, 100, 150, 200),
}
"""Options (choices M1-M8 explain each):

- ``reform``: ``"banned"``, a mill broken by moving one of its pieces never
  counts again on the same line with the same three pieces (the seed, M1, M2);
  ``"allowed"``, it counts each time it closes, as most players play today.
- ``flying``: with three pieces left, a piece may move to any empty point (M8).
- ``first``: who places first: drawn by lot (a chance step), or White, or Black (M5).
- ``blocked``: a player who cannot move ``"loses"``, or ``"passes"`` (M6).
- ``repetition``: the same position for the n-th time is a draw; 0: no such rule (M7).
- ``quiet_moves``: that many moves without a take is a draw (M7); always on,
  so that no game can run for ever.
"""

# How each option reads on a board (choices M1-M8 explain them).
OPTION_TEXTS = {
    "reform": OptionText(("Reformer un moulin", "Re-forming a mill"),
                         {"banned": ("interdit", "forbidden"), "allowed": ("permis", "permitted")}),
    "flying": OptionText(("Vol à trois pions", "Flying with three pieces"), {True: ("oui", "yes"), False: ("non", "no")}),
    "first": OptionText(("Premier joueur", "Who starts"),
                        {"draw": ("tiré au sort", "drawn by lot"), "white": ("Blanc", "White"), "black": ("Noir", "Black")}),
    "blocked": OptionText(("Joueur bloqué", "A blocked player"),
                          {"loses": ("perd la partie", "loses the game"), "passes": ("passe son tour", "passes the turn")}),
    "repetition": OptionText(("Nulle par répétition", "Draw by repetition"),
                             {0: ("jamais", "never")}, ("à la {n:ordinal_f} fois", "on the {n:ordinal} time")),
    "quiet_moves": OptionText(("Nulle sans prise", "Draw without a take"), {},
                              ("après {n:# coup|# coups}", "after {n:# move|# moves}")),
}

RULE_SETS = {
    "breyer": RuleSet(
        "breyer", "Marelle (d'après C. Breyer)", "Marelle (after C. Breyer)", SEED,
        dict(reform="banned", flying=True, first="draw", blocked="loses", repetition=3, quiet_moves=50),
    ),
    "modern": RuleSet(
        "modern", "Jeu du Moulin (règles actuelles)", "Nine Men's Morris (modern rules)",
        SEED + "; re-forming allowed and White first, as most players play today",
        dict(reform="allowed", flying=True, first="white", blocked="loses", repetition=3, quiet_moves=50),
    ),
}

BOTH = ("breyer", "modern")

CHOICES = (
    Choice(
        "M1",
        ("breyer",),
        "« On ne reforme pas le même moulin avec les mêmes pions » : qu'est-ce qui est interdit, et jusqu'à quand ?",
        "Quand un joueur déplace un pion hors d'un de ses moulins, ces trois pions-là ne font plus jamais moulin sur cette ligne-là, jusqu'à la fin de la partie. D'autres pions sur la même ligne, ou les mêmes pions sur une autre ligne, font un moulin.",
        "'A mill is not re-formed with the same pieces': what is forbidden, and until when?",
        "When a player moves a piece out of one of their mills, those three pieces never make a mill again on that line, for the rest of the game. Other pieces on the same line, or the same pieces on another line, do make a mill.",
        "La source vise le moulin démonté « pour en former d'autres » : le moulin qu'on ouvre et referme pour prendre à chaque fois. Une interdiction levée dès qu'un autre moulin est formé ne gênerait presque jamais ce jeu-là ; la source conseille d'ailleurs de garder ses moulins en place le plus longtemps possible.",
        "The source aims at the mill taken apart 'to form others': the mill opened and closed again to take each time. A ban lifted as soon as another mill is made would hardly ever stop that play; the source also advises keeping one's mills in place as long as possible.",
        options=("reform",),
    ),
    Choice(
        "M2",
        ("breyer",),
        "Le coup qui referme un moulin interdit est-il refusé ?",
        "Non : le coup est permis, mais la ligne ne compte pas comme moulin : pas de prise, et ses pions ne sont pas protégés d'une prise.",
        "Is the move that closes a banned mill refused?",
        "No: the move is allowed, but the line does not count as a mill: no take, and its pieces are not protected from a take.",
        "Le joueur peut avoir besoin de ce pas (pour bloquer, ou parce que c'est son seul coup) ; ce que la règle lui retire, c'est le gain du moulin. Un moulin qui ne compte pas ne compte pour rien.",
        "The player may need that step (to block, or because it is the only move); what the rule takes away is the mill's gain. A mill that does not count counts for nothing.",
    ),
    Choice(
        "M3",
        BOTH,
        "Après un moulin, la prise est-elle obligatoire, et comment se joue-t-elle ?",
        "Elle est obligatoire et forme un pas à part du même tour : après le coup qui ferme le moulin, les seuls coups permis sont les prises (xd7).",
        "After a mill, is the take compulsory, and how is it played?",
        "It is compulsory and is a separate step of the same turn: after the move that closes the mill, the only legal moves are the takes (xd7).",
        "« Il peut prendre » dit un droit que nul joueur ne refuse ; faire de la prise un pas à part laisse le joueur choisir le pion pris, comme on attend un lancer dans les jeux de dés.",
        "'May take' states a right no player turns down; making the take a step of its own lets the player choose the piece, as the dice games wait for a throw.",
    ),
    Choice(
        "M4",
        BOTH,
        "Un coup qui ferme deux moulins à la fois prend-il deux pions ?",
        "Non, un seul.",
        "Does a move closing two mills at once take two pieces?",
        "No, only one.",
        "La source donne une prise par alignement réussi sans parler du double moulin ; une seule prise par coup est la règle la plus répandue.",
        "The source gives a take per line made without mentioning the double mill; one take per move is the most widespread rule.",
    ),
    Choice(
        "M5",
        BOTH,
        "Qui commence ?",
        "Au choix : tirage au sort (pile ou face en début de partie, dans la règle d'après C. Breyer), Blanc, ou Noir (Blanc dans les règles actuelles).",
        "Who starts?",
        "A choice: drawn by lot (a coin toss at the start, in the rules after C. Breyer), White, or Black (White in today's rules).",
        "La source laisse décider ou tirer au sort ; le tirage est un lancer explicite, pour qu'une partie se rejoue à l'identique.",
        "The source lets players decide or draw lots; the draw is an explicit throw, so that a game replays identically.",
        options=("first",),
    ),
    Choice(
        "M6",
        BOTH,
        "Que fait un joueur qui ne peut déplacer aucun pion ?",
        "Il perd la partie ; une option, pour qui suit une autre tradition, lui fait seulement passer son tour.",
        "What about a player who cannot move any piece?",
        "They lose the game; an option, for those who follow another tradition, makes them only pass their turn.",
        "La source n'en dit rien ; perdre est la règle habituelle, passer celle de quelques traditions.",
        "The source is silent; losing is the usual rule, passing that of a few traditions.",
        options=("blocked",),
    ),
    Choice(
        "M7",
        BOTH,
        "Une partie peut-elle durer sans fin ?",
        "Non : partie nulle quand la même position (mêmes pions, même joueur à jouer, mêmes moulins interdits) revient pour la 3e fois dans la phase de déplacement, ou après 50 coups sans prise. Des options changent ces deux nombres et peuvent supprimer la première règle ; la seconde reste toujours en vigueur.",
        "Can a game go on for ever?",
        "No: a draw when the same position (same pieces, same player to move, same banned mills) occurs for the 3rd time in the moving phase, or after 50 moves without a take. Options change both numbers and can turn the first rule off; the second always applies.",
        "La source ne prévoit pas de nulle ; ces deux règles sont celles des joueurs d'aujourd'hui et des programmes, et la seconde garantit qu'aucune partie ni simulation ne tourne sans fin.",
        "The source has no draw; these two rules are today's players' and programs', and the second guarantees that no game or simulation runs for ever.",
        options=("repetition", "quiet_moves"),
    ),
    Choice(
        "M8",
        BOTH,
        "Quand un joueur peut-il « voler » ?",
        "Quand il ne lui reste que trois pions, tous posés : chacun de ses coups peut alors mener un pion sur n'importe quel point libre. L'adversaire, s'il a plus de pions, continue de suivre les lignes. Une option supprime le vol.",
        "When may a player 'fly'?",
        "When they have only three pieces left, all on the board: each of their moves may then take a piece to any empty point. The opponent, if stronger, still follows the lines. An option removes flying.",
        "C'est la lecture de la source (« déposer un de ses pions où bon lui semble ») ; certaines traditions ne volent pas, d'où l'option.",
        "This is the source's reading (a piece is put down wherever the player likes); some traditions do not fly, hence the option.",
        options=("flying",),
    ),
)

MESSAGES = Catalog(
    COMMON,
    no_chance=(
        "Dans cette règle on ne tire pas au sort : le premier joueur est choisi d'avance.",
        "These rules draw no lots: the first player is chosen beforehand.",
    ),
    bad_notation=(
        "Notation inconnue « {text} » : écrivez par exemple d2 (poser), a1-d1 (déplacer) ou xd7 (prendre).",
        "Unknown notation '{text}': write e.g. d2 (place), a1-d1 (move) or xd7 (take).",
    ),
    bad_point=(
        "Le point {pt} n'existe pas : les points vont de a1 à g7, sur les lignes du plateau (a1, d1, g1, b2, d2, ...).",
        "Point {pt} does not exist: points run from a1 to g7, on the board's lines (a1, d1, g1, b2, d2, ...).",
    ),
    centre=(
        "d4 est le centre du plateau : ce n'est pas un point, les lignes ne le traversent pas.",
        "d4 is the centre of the board: it is not a point, no line crosses it.",
    ),
    must_take=(
        "Vous avez formé un moulin ({mill}) : prenez d'abord un pion adverse (par exemple {take}).",
        "You have made a mill ({mill}): first take an opposing piece (for example {take}).",
    ),
    no_take=(
        "On ne prend un pion qu'après avoir formé un moulin.",
        "A piece is taken only after making a mill.",
    ),
    still_placing=(
        "Il vous reste {n:# pion|# pions} à poser : posez-en un (par exemple {place}) avant de déplacer.",
        "You still have {n:# piece|# pieces} to place: place one (for example {place}) before moving.",
    ),
    all_placed=(
        "Tous vos pions sont posés : déplacez-en un (par exemple {move}).",
        "All your pieces are placed: move one (for example {move}).",
    ),
    occupied=("Le point {pt} est déjà occupé.", "Point {pt} is already taken."),
    no_piece=("Il n'y a aucun pion en {pt}.", "There is no piece on {pt}."),
    not_yours=("Le pion en {pt} appartient à l'adversaire.", "The piece on {pt} belongs to your opponent."),
    same_point=("Un pion doit quitter son point : {pt}-{pt} ne bouge rien.", "A piece must leave its point: {pt}-{pt} moves nothing."),
    not_adjacent=(
        "{src} et {dst} ne sont pas voisins : un pion suit une ligne jusqu'au point voisin (depuis {src} : {near}). On ne vole qu'avec trois pions.",
        "{src} and {dst} are not neighbours: a piece follows a line to the next point (from {src}: {near}). Only a player with three pieces flies.",
    ),
    no_flying=(
        "{src} et {dst} ne sont pas voisins, et dans cette règle on ne vole pas, même avec trois pions (depuis {src} : {near}).",
        "{src} and {dst} are not neighbours, and these rules have no flying, even with three pieces (from {src}: {near}).",
    ),
    take_empty=("Il n'y a aucun pion à prendre en {pt}.", "There is no piece to take on {pt}."),
    take_own=("Le pion en {pt} est à vous : prenez un pion adverse.", "The piece on {pt} is yours: take an opposing piece."),
    in_mill=(
        "Ce pion est dans un moulin ({mill}) : prenez-en un autre (par exemple {take}).",
        "This piece stands in a mill ({mill}): take another one (for example {take}).",
    ),
    pass_refused=(
        "Un coup est possible (par exemple {move}) : on ne passe pas.",
        "A move is possible (for example {move}): you cannot pass.",
    ),
    do_place=("Pose un pion en {pt}.", "Places a piece on {pt}."),
    do_step=("Le pion va de {src} à {dst}.", "The piece goes from {src} to {dst}."),
    do_fly=(
        "Avec trois pions, vous pouvez voler : le pion va de {src} à {dst}.",
        "With three pieces, you may fly: the piece goes from {src} to {dst}.",
    ),
    do_mill=(
        " Cela forme le moulin {mill} : vous prendrez ensuite un pion adverse.",
        " This makes the mill {mill}: you will then take an opposing piece.",
    ),
    do_reformed=(
        " La ligne {mill} est complète, mais on ne reforme pas le même moulin avec les mêmes pions : pas de prise.",
        " Line {mill} is full, but a mill is not re-formed with the same pieces: no take.",
    ),
    do_break=(
        " Ce coup défait le moulin {mill} : ces trois pions ne le reformeront plus.",
        " This move breaks the mill {mill}: these three pieces will not re-form it.",
    ),
    do_take=("Prend le pion adverse en {pt}.", "Takes the opposing piece on {pt}."),
    do_take_all_in_mills=(
        "Tous les pions adverses sont dans des moulins : on peut donc en prendre un ; prend le pion en {pt}.",
        "Every opposing piece stands in a mill, so one may be taken: takes the piece on {pt}.",
    ),
    do_seventh=(" C'est le septième pion pris : {player} gagne.", " That is the seventh piece taken: {player} wins."),
    do_pass=("Aucun pion ne peut bouger : le tour passe.", "No piece can move: the turn passes."),
    won_seven=(
        "{winner} a pris sept pions : {loser} n'en a plus que deux. {winner} gagne.",
        "{winner} has taken seven pieces: {loser} has only two left. {winner} wins.",
    ),
    won_blocked=(
        "{loser} ne peut déplacer aucun pion : {winner} gagne.",
        "{loser} cannot move any piece: {winner} wins.",
    ),
    draw_repetition=(
        "La même position revient pour la {n:ordinal_f} fois : partie nulle.",
        "The same position occurs for the {n:ordinal} time: the game is drawn.",
    ),
    draw_quiet=(
        "{n:# coup|# coups} sans prise : partie nulle.",
        "{n:# move|# moves} without a take: the game is drawn.",
    ),
    starts=("{player} commence", "{player} starts"),
    toss=(
        "Tirage au sort : (1) Blanc commence, (2) Noir commence.",
        "Drawing lots: (1) White starts, (2) Black starts.",
    ),
)

_MOVE_TEXT = re.compile(r"^([a-z]\d+)\s*[-–:]\s*([a-z]\d+)$")
_POINT_TEXT = re.compile(r"^[a-z]\d+$")

# Position states: before the draw for the first player, a turn, a take due,
# and the four endings.
STATES = ("toss", "play", "take", "seven", "blocked", "repetition", "quiet")
ENDS = {"seven": "won_seven", "blocked": "won_blocked", "repetition": "draw_repetition", "quiet": "draw_quiet"}


_TOSS = (((1,), Fraction(1, 2)), ((2,), Fraction(1, 2)))


class MarelleState:
    """The kernel: the whole of the rules on a few ints, with no teaching object per ply.

    OpenSpiel-like: :meth:`legal_actions` (ints, in the order of
    :meth:`Marelle.legal_moves`), :meth:`apply_action`, :meth:`is_chance_node`,
    :meth:`chance_outcomes` and :meth:`apply_throw` (the draw for the first
    player, M5), :meth:`is_terminal`, :meth:`returns`, :meth:`result`,
    :meth:`clone`.  An action is ``p`` (place on point ``p``), ``24 + p`` (take
    the piece on ``p``), ``48 + 24 * src + dst`` (a step or a flight) or
    ``624`` (the pass); ``ACTION_MOVES[action]`` is its move object, whose
    ``str`` is the notation.  :class:`Marelle` is this class with notation,
    explanations, records, undo and pictures on top: each rule below is the
    one the teaching API applies and explains.

    The legal actions of the player to move are computed once, when the turn
    comes (the blocked test, M6, is that list being empty), and kept.
    """

    __slots__ = (
        "bits", "hand", "player", "tossing", "taking", "bans", "quiet", "formed", "last_action", "last_take",
        "_end", "_counts", "_key", "actions", "ban_reform", "can_fly", "passes", "repetition", "quiet_limit",
    )

    def __init__(self, options: dict) -> None:
        self._start(options)

    @implements("M5")
    def _start(self, options: dict) -> None:
        self.ban_reform = options["reform"] == "banned"
        self.can_fly = options["flying"]
        self.passes = options["blocked"] == "passes"
        self.repetition = options["repetition"]
        self.quiet_limit = options["quiet_moves"]
        self.tossing = options["first"] == "draw"  # M5: a drawn first player is a chance step
        self.player = 1 if options["first"] == "black" else 0
        self.bits = [0, 0]  # each side's pieces on the board, as masks
        self.hand = [PIECES, PIECES]
        self.taking = False  # a take is due from self.player
        # Per side, a frozenset of (line, points of its three pieces) never to count
        # again (M1); frozensets keep their hash, which the repetition count uses.
        self.bans: tuple = (frozenset(), frozenset())
        self.quiet = 0  # moves since the last take
        self.formed = 0  # the mills the last placement or move made (for pictures)
        self.last_action = -1  # the last placement or move (for pictures)
        self.last_take = -1  # the point taken after it, if any
        self._end: tuple | None = None  # (state, winner) once over
        self._counts: dict = {}  # moving-phase position -> times reached
        self._key = None  # the position counted on arriving here
        self.actions: tuple = () if self.tossing else self._generate_actions(self.player)

    def clone(self) -> MarelleState:
        """An independent kernel state in the same position (from a game too: no history, no undo)."""
        new = object.__new__(MarelleState)
        for name in MarelleState.__slots__:
            setattr(new, name, getattr(self, name))
        new.bits, new.hand, new._counts = self.bits[:], self.hand[:], dict(self._counts)
        return new

    # -- the protocol ----------------------------------------------------------------

    def current_player(self) -> int:
        return self.player

    def is_chance_node(self) -> bool:
        return self.tossing

    def chance_outcomes(self) -> tuple:
        """The draw for the first player (M5): ``(1,)`` White starts, ``(2,)`` Black, one chance in two."""
        return _TOSS if self.tossing else ()

    def sample_throw(self, rng) -> tuple:
        """A throw drawn from ``rng`` (a :class:`jocari_edu.core.Rng`), as a game draws it."""
        return (1 + rng.below(2),)

    def apply_throw(self, throw: tuple) -> None:
        self.player = throw[0] - 1
        self.tossing = False
        self.actions = self._generate_actions(self.player)

    def legal_actions(self) -> tuple:
        return self.actions

    def is_terminal(self) -> bool:
        return self._end is not None

    def result(self) -> tuple | None:
        """``(kind, winner, points)`` once over: kind ``seven``, ``blocked``, ``repetition`` or ``quiet``."""
        end = self._end
        return None if end is None else (end[0], end[1], 0 if end[1] is None else 1)

    def returns(self) -> tuple:
        """Each player's score: 1 for a win, -1 for a loss, 0 for a draw or a game not over."""
        winner = None if self._end is None else self._end[1]
        return (0.0, 0.0) if winner is None else (1.0, -1.0) if winner == 0 else (-1.0, 1.0)

    # -- counts -------------------------------------------------------------------------

    def left(self, player: int) -> int:
        """``player``'s pieces still in play, on the board or in hand."""
        return self.hand[player] + self.bits[player].bit_count()

    @implements("M8")
    def flies(self, player: int) -> bool:
        """Choice M8: three pieces left, all on the board, and flying allowed."""
        return self.can_fly and self._down_to_three(player)

    def _down_to_three(self, player: int) -> bool:
        return not self.hand[player] and self.bits[player].bit_count() == 3

    # -- the rules -------------------------------------------------------------------------

    @implements("M2")
    def _counts_as_mill(self, player: int, line: int) -> bool:
        """M1, M2: a full line is no mill while its pieces are those of a broken mill of that line."""
        return (line, line) not in self.bans[player]

    def _in_mills(self, player: int) -> int:
        """The points of ``player``'s pieces that stand in a mill."""
        own = self.bits[player]
        if not self.bans[player]:
            return _full_lines(own)
        safe = 0
        for line in MILLS:
            if own & line == line and self._counts_as_mill(player, line):
                safe |= line
        return safe

    def _takeable(self) -> int:
        """The opposing pieces the player may take: none in a mill, unless all are (the seed)."""
        theirs = self.bits[1 - self.player]
        return theirs & ~self._in_mills(1 - self.player) or theirs

    def _targets(self, src: int) -> int:
        """Where the player's piece on ``src`` may go: a free neighbour, or any free point when flying."""
        empty = FULL ^ self.bits[0] ^ self.bits[1]
        return empty if self.flies(self.player) else ADJ[src] & empty

    def _generate_actions(self, me: int) -> tuple:
        """``me``'s placements, flights or steps (not the takes); none when blocked (M6)."""
        bits = self.bits
        own = bits[me]
        empty = FULL ^ own ^ bits[1 - me]
        a, b, c = _PTS
        if self.hand[me]:
            return a[empty & 255] + b[empty >> 8 & 255] + c[empty >> 16]
        if self.can_fly and own.bit_count() == 3:  # self.flies(me), all placed
            return tuple(x for s in _pick(_PTS, own) for x in _pick(_FLY_ACTS[s], empty))
        adj, steps = ADJ, _STEP_ACTS
        moves = ()
        for s in a[own & 255] + b[own >> 8 & 255] + c[own >> 16]:
            t = adj[s] & empty  # self._targets(s), without a call per piece
            if t:
                moves += steps[s][t]
        return moves

    @implements("M4")
    def _closes(self, src: int, dst: int) -> tuple[int, int]:
        """The lines a placement (src -1) or move to ``dst`` fills: (mills made, re-formed banned lines).

        M1, M2: a line counts as no mill when its three pieces, after the move,
        are those of an earlier mill on that line which they broke.  M4: the
        caller takes once, however many mills are made.
        """
        me = self.player
        own = self.bits[me] | BIT[dst]
        if src >= 0:
            own ^= BIT[src]
        mills = reformed = 0
        for line in MILLS_AT[dst]:
            if own & line == line:
                if self.bans[me] and self._banned(me, line, src, dst):
                    reformed |= line
                else:
                    mills |= line
        return mills, reformed

    def _banned(self, me: int, line: int, src: int, dst: int) -> bool:
        for banned_line, pieces in self.bans[me]:
            if banned_line == line:
                if src >= 0 and pieces & BIT[src]:
                    pieces ^= BIT[src] | BIT[dst]
                if pieces == line:
                    return True
        return False

    # -- effects -----------------------------------------------------------------------------

    def apply_action(self, action: int) -> None:
        """Play a legal action (not checked: the teaching API checks and explains)."""
        me = self.player
        bits = self.bits
        if action >= MOVE_BASE and action != PASS_ACTION:  # a step or a flight: most plies
            src, dst = _SRC[action], _DST[action]
            own = bits[me]
            new = own ^ _FLIP[action]
            first, second = MILLS_AT[dst]
            # _closes only when a line through dst is full: most moves fill none
            mills = self._closes(src, dst)[0] if new & first == first or new & second == second else 0
            if self.ban_reform:
                self._break(me, own, src, dst)
            bits[me] = new
            self.quiet += 1
        elif action < TAKE_BASE:  # a placement
            mills = self._closes(-1, action)[0]
            self.hand[me] -= 1
            bits[me] |= BIT[action]
        elif action < MOVE_BASE:
            self._take(action - TAKE_BASE)
            return
        else:  # the pass
            self.quiet += 1
            self._next_turn()
            return
        self.formed = mills
        self.last_action = action
        self.last_take = -1
        if mills:
            self._take_due()
        else:
            self._next_turn()

    @implements("M3")
    def _take_due(self) -> None:
        """M3: after a mill, the take is the same player's next step."""
        self.taking = True
        self._key = None
        self.actions = _pick(_TAKE_ACTS, self._takeable())

    @implements("M1")
    def _break(self, me: int, own: int, src: int, dst: int) -> None:
        """M1: the pieces of a mill that a move breaks never make that mill again.

        A ban names the line and the points of its three pieces, which follow
        the pieces as they move (dropped when one of them is taken).
        """
        old = self.bans[me]
        first, second = MILLS_AT[src]
        if own & first != first and own & second != second and not (old and _follows(old, BIT[src])):
            return  # the usual case: no mill broken, no banned piece moved
        moved = BIT[src] | BIT[dst]
        bans = {(line, pieces ^ moved if pieces & BIT[src] else pieces) for line, pieces in old}
        bans.update((line, line ^ moved) for line in (first, second) if own & line == line and (line, line) not in old)
        self.bans = (frozenset(bans), self.bans[1]) if me == 0 else (self.bans[0], frozenset(bans))

    def _take(self, dst: int) -> None:
        me, opp = self.player, 1 - self.player
        self.bits[opp] ^= BIT[dst]
        if _follows(self.bans[opp], BIT[dst]):  # that mill can never stand again: forget it
            kept = frozenset(b for b in self.bans[opp] if not b[1] & BIT[dst])
            self.bans = (self.bans[0], kept) if opp == 1 else (kept, self.bans[1])
        self.taking = False
        self.quiet = 0
        self.last_take = dst
        if self.left(opp) < 3:  # seven taken: the winner (the seed)
            self._end = ("seven", me)
            self.actions = ()
            return
        self._next_turn()

    @implements("M6", "M7")
    def _next_turn(self) -> None:
        """Hand over; then a blocked player loses (M6) before any draw is counted (M7)."""
        self.player = me = 1 - self.player
        self._key = None
        self.actions = actions = self._generate_actions(me)
        if not actions:  # blocked: M6
            if not self.passes:  # the usual rule, the blocked player loses
                self._end = ("blocked", 1 - me)
                return
            self.actions = (PASS_ACTION,)
        if self.hand[0] or self.hand[1]:
            return
        if self.repetition:
            key = self.bits[0] | self.bits[1] << 24 | me << 48
            if self.bans[0] or self.bans[1]:
                key = (key, self.bans)
            n = self._counts.get(key, 0) + 1
            self._counts[key] = n
            self._key = key
            if n >= self.repetition:  # M7
                self._end = ("repetition", None)
                self.actions = ()
                return
        if self.quiet >= self.quiet_limit:  # M7
            self._end = ("quiet", None)
            self.actions = ()

    def _blocked(self, me: int) -> bool:
        """No piece of ``me`` (all placed) has a free neighbour, and ``me`` cannot fly: nothing to play (M6)."""
        return not self._generate_actions(me)


class Marelle(Game, MarelleState):
    """La Marelle / le Jeu du Moulin (see the module docstring)."""

    name = "marelle"
    MOVE = MarelleMove
    KERNEL = True  # legal_moves() maps self.actions in order; play() applies the chosen action
    PASS_MOVE = PASS_MOVE
    NOTATION_EXAMPLES = ("d2", "a1-d1")
    fr = "Marelle (Jeu du Moulin)"
    en = "Nine Men's Morris"
    RULE_SETS = RULE_SETS
    DEFAULT_RULE_SET = "breyer"
    CHOICES = CHOICES
    MESSAGES = MESSAGES
    OPTION_VALUES = OPTION_VALUES
    OPTION_TEXTS = OPTION_TEXTS
    # HAS_CHANCE is set per game in _setup: only a drawn first player is a chance step (M5).

    # -- state ----------------------------------------------------------------------

    def _setup(self) -> None:
        # M5: a drawn first player is a chance step; otherwise there is none.
        self.HAS_CHANCE = self.options["first"] == "draw"
        self._start(self.options)

    def _snapshot(self) -> tuple:
        bits, hand = self.bits, self.hand
        return (bits[0], bits[1], hand[0], hand[1], self.player, self.taking, self.tossing, self.bans, self.quiet,
                self.formed, self.last_action, self.last_take, self._end, self._key, self.actions)

    def _restore(self, snap: tuple) -> None:
        key = self._key
        if key is not None:
            left = self._counts[key] - 1
            if left:
                self._counts[key] = left
            else:
                del self._counts[key]
        (b0, b1, h0, h1, self.player, self.taking, self.tossing, self.bans, self.quiet,
         self.formed, self.last_action, self.last_take, self._end, self._key, self.actions) = snap
        self.bits = [b0, b1]
        self.hand = [h0, h1]

    @property
    def last(self) -> tuple:
        """(the last placement or move, or None; the point taken after it, or -1), for pictures."""
        return (ACTION_MOVES[self.last_action] if self.last_action >= 0 else None, self.last_take)

    @property
    def awaiting_throw(self) -> bool:
        return self.tossing

    @property
    def is_over(self) -> bool:
        return self._end is not None

    @property
    def outcome(self) -> Outcome | None:
        if self._end is None:
            return None
        state, winner = self._end
        if winner is None:
            if state == "repetition":
                n = self.repetition
                return Outcome(None, state, 0, self._msg(ENDS[state], n=n))
            return Outcome(None, state, 0, self._msg(ENDS[state], n=self.quiet_limit))
        names = dict(winner=self.PLAYER_NAMES[winner], loser=self.PLAYER_NAMES[1 - winner])
        return Outcome(winner, state, 1, self._msg(ENDS[state], **names))

    # -- what the board shows --------------------------------------------------------

    def points(self, player: int) -> list[str]:
        """The points of ``player``'s pieces, in coordinate order."""
        return sorted(NAMES[p] for p in points_of(self.bits[player]))

    def taken(self, player: int) -> int:
        """How many pieces ``player`` has taken."""
        opp = 1 - player
        return PIECES - self.hand[opp] - self.bits[opp].bit_count()

    def mills(self, player: int) -> list[str]:
        """The mills ``player`` has standing (re-formed banned lines excluded, choice M2)."""
        own = self.bits[player]
        return [mill_name(m) for m in MILLS if own & m == m and self._counts_as_mill(player, m)]

    def destinations(self, point: str) -> list[str]:
        """Where the piece on ``point`` may legally go now (for boards)."""
        src = INDEX.get(point, -1)
        return [NAMES[m.dst] for m in self.legal_moves() if m.kind == MOVE and m.src == src]

    def progress(self, player: int) -> float:
        """Pieces taken by ``player``, half a piece more while a take is due."""
        return self.taken(player) + (0.5 if self.taking and self.player == player else 0)

    # -- chance: who starts -------------------------------------------------------------

    def throw_outcomes(self) -> list[tuple[tuple, Fraction]]:
        if not self.HAS_CHANCE:
            raise WrongPhaseError(self._msg("no_chance"), lang=self.lang)
        return list(_TOSS)

    # The kernel's own functions, not wrappers: one call less per throw.
    _draw = MarelleState.sample_throw
    _apply_throw = MarelleState.apply_throw

    # -- notation ------------------------------------------------------------------------

    def _point(self, text: str) -> int:
        if text == "d4":
            raise NotationError(self._msg("centre"), lang=self.lang)
        if text not in INDEX:
            raise NotationError(self._msg("bad_point", pt=text), lang=self.lang)
        return INDEX[text]

    def _parse(self, text: str) -> MarelleMove | None:
        t = text.strip().lower()
        if t[:1] in ("x", "×") and _POINT_TEXT.match(t[1:].strip()):
            return TAKES[self._point(t[1:].strip())]
        if _POINT_TEXT.match(t):
            return PLACES[self._point(t)]
        m = _MOVE_TEXT.match(t)
        if m:
            return MOVES[self._point(m.group(1))][self._point(m.group(2))]
        return None

    # -- the rules (the kernel's; here, what the teaching API adds) ---------------------------

    def legal_moves(self) -> list[MarelleMove]:
        """The legal moves now (empty while a throw is due or after the end).

        Game.legal_moves without its two property calls: the kernel keeps no
        action while a throw is due (its play-outs rely on it), so only the end is checked.
        """
        if self._legal is None:
            self._legal = [] if self._end is not None else list(map(ACTION_MOVES.__getitem__, self.actions))
        return self._legal

    def _generate(self) -> list[MarelleMove]:
        return list(map(ACTION_MOVES.__getitem__, self.actions))

    def _example(self) -> str:
        return str(self._generate()[0])

    def _refusal(self, move: MarelleMove) -> tuple | None:
        """Why ``move`` is refused, as ``(message code, params)``, or None."""
        kind, src, dst = move
        me = self.player
        if self.taking:
            if kind != TAKE:
                return ("must_take", dict(mill=self._mill_names(self.formed), take=self._example()))
            return self._check_take(dst)
        if kind == TAKE:
            return ("no_take", {})
        if self.hand[me]:
            if kind != PLACE:
                return ("still_placing", dict(n=self.hand[me], place=self._example()))
            return None if (self.bits[0] | self.bits[1]) & BIT[dst] == 0 else ("occupied", dict(pt=NAMES[dst]))
        if kind == PLACE:
            return ("all_placed", dict(move=self._example()))
        if kind == PASS:
            moves = self._generate()
            return None if moves[0] == PASS_MOVE else ("pass_refused", dict(move=str(moves[0])))
        return self._check_move(src, dst)

    def _check_move(self, src: int, dst: int) -> tuple | None:
        """A step to a free neighbour, or (M8) a flight to any free point."""
        me = self.player
        if src == dst:
            return ("same_point", dict(pt=NAMES[src]))
        if not self.bits[me] & BIT[src]:
            return ("not_yours" if self.bits[1 - me] & BIT[src] else "no_piece", dict(pt=NAMES[src]))
        if (self.bits[0] | self.bits[1]) & BIT[dst]:
            return ("occupied", dict(pt=NAMES[dst]))
        if not self._targets(src) & BIT[dst]:
            near = ", ".join(sorted(NAMES[p] for p in points_of(ADJ[src])))
            code = "not_adjacent" if self.can_fly or not self._down_to_three(me) else "no_flying"
            return (code, dict(src=NAMES[src], dst=NAMES[dst], near=near))
        return None

    def _check_take(self, dst: int) -> tuple | None:
        """The seed: a piece in a mill is safe unless every opposing piece is in one."""
        me = self.player
        if not (self.bits[0] | self.bits[1]) & BIT[dst]:
            return ("take_empty", dict(pt=NAMES[dst]))
        if self.bits[me] & BIT[dst]:
            return ("take_own", dict(pt=NAMES[dst]))
        if not self._takeable() & BIT[dst]:
            theirs = self.bits[1 - me]
            line = next(m for m in MILLS_AT[dst] if theirs & m == m and self._counts_as_mill(1 - me, m))
            return ("in_mill", dict(mill=mill_name(line), take=self._example()))
        return None

    @staticmethod
    def _mill_names(lines: int) -> str:
        return ", ".join(mill_name(m) for m in MILLS if lines & m == m)

    # -- effects -----------------------------------------------------------------------------

    def _apply(self, move: MarelleMove) -> None:
        self.apply_action(ACTION_OF[move])

    def _describe(self, move: MarelleMove) -> Reason:
        kind, src, dst = move
        if kind == TAKE:
            all_in_mills = not self.bits[1 - self.player] & ~self._in_mills(1 - self.player)
            base = self._msg("do_take_all_in_mills" if all_in_mills else "do_take", pt=NAMES[dst])
            if self.left(1 - self.player) == 3:
                return self._join(base, self._msg("do_seventh", player=self.PLAYER_NAMES[self.player]))
            return base
        if kind == PASS:
            return self._msg("do_pass")
        if kind == PLACE:
            base = self._msg("do_place", pt=NAMES[dst])
        else:
            code = "do_step" if ADJ[src] & BIT[dst] else "do_fly"
            base = self._msg(code, src=NAMES[src], dst=NAMES[dst])
            own = self.bits[self.player]
            if self.ban_reform:
                for line in MILLS_AT[src]:
                    if own & line == line and self._counts_as_mill(self.player, line):
                        base = self._join(base, self._msg("do_break", mill=mill_name(line)))
        mills, reformed = self._closes(src, dst)
        if reformed:
            base = self._join(base, self._msg("do_reformed", mill=self._mill_names(reformed)))
        if mills:
            base = self._join(base, self._msg("do_mill", mill=self._mill_names(mills)))
        return base

    @staticmethod
    def _join(a: Reason, b: Reason) -> Reason:
        return Reason(a.code, a.fr + b.fr, a.en + b.en, a.params)

    # -- positions -------------------------------------------------------------------------------

    def _state(self) -> str:
        if self._end is not None:
            return self._end[0]
        return "toss" if self.tossing else "take" if self.taking else "play"

    def position(self) -> str:
        """``cells|hands|to_play|state|quiet|bans``.

        ``cells``: W, B or . for the 24 points in coordinate order (a1, a4, a7,
        b2, b4, b6, c3, ..., g7); ``hands``: pieces left to place, ``9,9``;
        ``state``: one of ``toss play take seven blocked repetition quiet``;
        ``quiet``: moves since the last take; ``bans`` (M1): White's, then
        Black's after ``/``, each ``line@p.p.p`` (the line, and the points where
        its three pieces now stand), separated by commas.
        """
        cells = "".join("W" if self.bits[0] >> p & 1 else "B" if self.bits[1] >> p & 1 else "." for p in TEXT_ORDER)
        bans = "/".join(
            ",".join(f"{mill_name(line)}@{'.'.join(sorted(NAMES[p] for p in points_of(pieces)))}" for line, pieces in side)
            for side in map(sorted, self.bans)
        )
        return f"{cells}|{self.hand[0]},{self.hand[1]}|{self.player}|{self._state()}|{self.quiet}|{bans}"

    def _bad(self, text: str) -> NotationError:
        return NotationError(self._msg("bad_position", text=text), lang=self.lang)

    def _load_position(self, text: str) -> None:
        try:
            cells, hands, player, state, quiet, bans_text = text.split("|")
            h0, h1 = (int(h) for h in hands.split(","))
            player, quiet = int(player), int(quiet)
            bits = [0, 0]
            for p, c in zip(TEXT_ORDER, cells, strict=True):
                if c != ".":
                    bits["WB".index(c)] |= BIT[p]
            bans = tuple(self._parse_bans(side) for side in bans_text.split("/", 1))
            if len(bans) != 2:
                raise ValueError
        except (ValueError, IndexError, KeyError):
            raise self._bad(text) from None
        left = [h0 + bits[0].bit_count(), h1 + bits[1].bit_count()]
        short = [p for p in (0, 1) if left[p] < 3]
        valid = (
            all(0 <= h <= PIECES for h in (h0, h1)) and max(left) <= PIECES and player in (0, 1)
            and state in STATES and quiet >= 0
            and (state != "toss" or (self.HAS_CHANCE and h0 == h1 == PIECES))
            and (short == [1 - player] if state == "seven" else not short)
            and (self.ban_reform or not any(bans))
            and all(pieces & ~bits[side] == 0 for side in (0, 1) for _, pieces in bans[side])
        )
        if not valid:
            raise self._bad(text)
        self.bits, self.hand, self.player, self.quiet, self.bans = bits, [h0, h1], player, quiet, bans
        self.tossing, self.taking = state == "toss", state == "take"
        self.last_action, self.last_take, self._counts, self._key, self._end = -1, -1, {}, None, None
        self.actions = ()
        # A take is due only after a mill: show the player's standing ones as just made.
        self.formed = self._in_mills(player) if self.taking else 0
        if (self.taking and not (self.formed and bits[1 - player])) or (state == "blocked" and not self._blocked(player)):
            raise self._bad(text)
        if state in ENDS:
            winner = {"seven": player, "blocked": 1 - player}.get(state)
            self._end = (state, winner)
        elif state == "play":
            # A position given with the player to move already blocked, or past
            # the draw limit, is over: the same checks as at any turn's start.
            self.player = 1 - player
            self._next_turn()
        elif state == "take":
            self._take_due()

    def _parse_bans(self, text: str) -> tuple:
        bans = []
        for entry in filter(None, text.split(",")):
            line_text, pieces_text = entry.split("@")
            pieces = 0
            for name in pieces_text.split("."):
                pieces |= BIT[INDEX[name]]
            if pieces.bit_count() != 3:
                raise ValueError
            bans.append((MILL_BY_NAME[line_text], pieces))
        return frozenset(bans)

    @classmethod
    def arrange(cls, rule_set: str | None = None, *, white=(), black=(), hand=(0, 0), to_play: int = 0,
                take: bool = False, quiet: int = 0, **kwargs) -> Marelle:
        """A game set up by hand; ``white``/``black``: points, as a list or a spaced string.

        >>> g = Marelle.arrange("modern", white="a1 d1 b4", black="a7 d7 g7 g4")
        >>> g.explain("b4-a4")
        'Le pion va de b4 à a4.'
        """
        lang = kwargs.get("lang", "fr")
        cells = {p: "." for p in range(24)}
        for mark, arg, given in (("W", "white", white), ("B", "black", black)):
            names = given.split() if isinstance(given, str) else given
            for name in arranged_items(arg, names, lambda v: v.__class__ is str and v in INDEX, lang):
                cells[INDEX[name]] = mark
        text = "".join(cells[p] for p in TEXT_ORDER)
        hand = arranged_pair("hand", hand, PIECES, lang)
        to_play = arranged_int("to_play", to_play, 0, 1, lang)
        quiet = arranged_int("quiet", quiet, 0, 10_000, lang)
        if take.__class__ is not bool:
            raise arrange_error("take", take, lang)
        state = "take" if take else "play"
        return cls.from_position(f"{text}|{hand[0]},{hand[1]}|{to_play}|{state}|{quiet}|/", rule_set, **kwargs)

    # -- boards ---------------------------------------------------------------------------------------

    def throw_text(self, throw, lang: str | None = None) -> str:
        """The draw for the first player, as a board shows it: (1) "Blanc commence", (2) "Noir commence"."""
        return self._msg("starts", player=self.PLAYER_NAMES[throw[0] - 1]).text(lang or self.lang)
