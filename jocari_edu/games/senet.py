"""Senet (ancient Egypt), under two modern reconstructions.

Source: ``shared/seeds/003_fc31a5edbcadf883.txt`` ("Senet de Jéquier : de quoi
s'agit-il ?"), whose comparison table defines the "standard" rule set and
Gustave Jéquier's, the latter as summarised in Botermans et al., *The World of
Games*, and checked against the Ludii database.

The board is a track of 30 squares in three rows of ten, read as a "boustrophedon"
(1–10 left to right, 11–20 right to left, 21–30 left to right).  Each side has
five pawns, set alternately on squares 1–10.  Four two-sided sticks are thrown:
the value is the number of light faces up, and none up counts 5 (standard) or
6 (Jéquier).

Notation: ``12-15`` moves the pawn on 12 to 15 (the square the throw names,
even when the House of Water then sends it elsewhere); ``27-off`` bears a pawn
off; ``pass`` is the only move when no other is possible.  Jéquier's moves back
read the same way: ``15-12``.

The rules live in :class:`SenetState`, the kernel: an action is ``32 * src +
dst`` (``dst`` 31: off; 0: the pass); play-outs and searches drive it directly
(``jocari_edu.games.new_state``, ``Senet.clone()``).  :class:`Senet` is that
same kernel with notation, explanations, records, undo and pictures: each rule
is decided once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

from ..core import Catalog, Choice, Game, NotationError, Outcome, Reason, RuleSet
from ..core.game import arranged_int, arranged_items, arranged_pair, implements
from ..core.i18n import COMMON
from ..core.limits import is_int

SQUARES = 30
OFF = 31
EMPTY = -1


class SenetMove(NamedTuple):
    """A move ``src -> dst``; ``dst == OFF`` bears off, ``(0, 0)`` is a pass."""

    src: int
    dst: int

    def __str__(self) -> str:
        if self.src == 0:
            return "pass"
        return f"{self.src}-{'off' if self.dst == OFF else self.dst}"

    @property
    def is_pass(self) -> bool:
        return self.src == 0


PASS = SenetMove(0, 0)


@dataclass(frozen=True)
class Variant:
    """Everything in which the two reconstructions differ, as data."""

    no_light_value: int  # value of a throw with no light face up
    extra_throws: frozenset  # throws that give another throw after the move
    extra_after_pass: bool  # does a pass still earn the extra throw?
    protected: frozenset  # squares where no pawn can be attacked
    water: int  # the House of Water
    block: int  # that many opposing pawns in a row cannot be jumped (0: never)
    backward: bool  # must move back when no pawn can advance
    opening: str  # "first_player" or "throw_for_one"


VARIANTS = {
    "standard": Variant(
        no_light_value=5,
        extra_throws=frozenset({1, 4, 5}),
        extra_after_pass=True,
        protected=frozenset({27, 28, 29, 30}),
        water=28,
        block=0,
        backward=False,
        opening="first_player",
    ),
    "jequier": Variant(
        no_light_value=6,
        extra_throws=frozenset({1, 4, 6}),
        extra_after_pass=False,
        protected=frozenset({26, 28, 29, 30}),
        water=27,
        block=3,
        backward=True,
        opening="throw_for_one",
    ),
}

SEED = "seed 003 (Senet de Jéquier), comparison table"

CHOICES = (
    Choice(
        "S1",
        ("standard", "jequier"),
        "Qui est « à côté » d'un pion ?",
        "Les cases voisines sur le parcours (n−1 et n+1), y compris d'une rangée à l'autre (10 et 11, 20 et 21).",
        "Which pawns are 'next to' a pawn?",
        "The neighbouring squares along the track (n-1 and n+1), across the turn of a row too (10-11, 20-21).",
        "Le plateau se lit comme un seul chemin : la course ne connaît que l'ordre des cases.",
        "The board is read as one path: the race knows only the order of the squares.",
    ),
    Choice(
        "S2",
        ("standard",),
        "Sortie depuis la case 27 : avec quel lancer ?",
        "Depuis 27, tout lancer qui dépasse la case 30 (4 ou 5) ; un 3 mène en 30. Depuis 29, seul le 3 ; depuis 30, seul le 2 ; avant 27, jamais.",
        "Bearing off from square 27: with which throw?",
        "From 27, any throw that passes square 30 (4 or 5); a 3 lands on 30. From 29 only a 3, from 30 only a 2, never from before 27.",
        "C'est la lecture littérale du tableau de la source, qui ne pose pas d'autre condition (pas besoin d'avoir tous ses pions au bout).",
        "This is the literal reading of the source's table, which sets no other condition (pawns need not all be home).",
    ),
    Choice(
        "S3",
        ("jequier",),
        "Atterrir exactement en 30 avant que tous les pions soient sur la dernière rangée ?",
        "C'est permis : le pion s'arrête en 30 (case protégée) et sortira plus tard avec n'importe quel lancer ; dépasser 30 reste interdit.",
        "Landing exactly on 30 before every pawn is on the last row?",
        "Allowed: the pawn stops on 30 (a protected square) and leaves later with any throw; passing 30 stays forbidden.",
        "La source ne fait sortir qu'une fois tous les pions sur 21–30 ; rien n'interdit de s'arrêter sur la case 30, qui existe sur le plateau.",
        "The source bears off only once all pawns are on 21-30; nothing forbids stopping on square 30, which is on the board.",
    ),
    Choice(
        "S4",
        ("jequier",),
        "L'ouverture : qui lance d'abord, et le 10 → 11 est-il un coup ?",
        "Blanc lance le premier, puis chacun à son tour jusqu'à un 1. Ce joueur prend les pions pairs ; son premier coup, imposé, est 10-11, puis il relance.",
        "The opening: who throws first, and is 10 -> 11 a move?",
        "White throws first, then each in turn until a 1. That player takes the even pawns; their first move, forced, is 10-11, then they throw again.",
        "Le 1 tiré vaut exactement le pas de 10 à 11 et donne un nouveau lancer comme tout 1 : l'ouverture suit donc les règles ordinaires.",
        "The 1 thrown is exactly the step from 10 to 11 and earns another throw like any 1, so the opening follows the ordinary rules.",
    ),
    Choice(
        "S5",
        ("jequier",),
        "Le blocage de trois pions : quand s'applique-t-il ?",
        "Quand trois pions adverses se suivent sur des cases strictement entre le départ et l'arrivée, en avant, en arrière ou pour sortir.",
        "The three-pawn block: when does it apply?",
        "When three opposing pawns stand on consecutive squares strictly between start and arrival, forwards, backwards or bearing off.",
        "« Sauter par-dessus » ne concerne que les cases franchies ; l'arrivée sur un pion protégé est déjà interdite par la protection.",
        "'Jumping over' concerns only the squares passed; landing on a protected pawn is already forbidden by protection.",
    ),
    Choice(
        "S6",
        ("standard", "jequier"),
        "Aucun coup possible : que se passe-t-il ?",
        "Le seul coup permis est de passer, noté « pass » (le tableau de la source) ; au standard un 1, 4 ou 5 relance quand même, chez Jéquier le tour est perdu.",
        "No move possible: what happens?",
        "The only legal move is to pass, written 'pass' (the source's table); in the standard game a 1, 4 or 5 still throws again, in Jéquier's the turn is lost.",
        "Rendre le passage explicite permet au plateau et à l'historique de l'annoncer.",
        "Making the pass explicit lets the board and the history announce it.",
    ),
)

CHOICES += (
    Choice(
        "S7",
        ("jequier",),
        "Un pion qui recule sur la Maison de l'Eau (case 27) tombe-t-il à l'eau ?",
        "Oui : la règle vise tout pion qui s'arrête sur la case 27, qu'il avance ou qu'il recule.",
        "Does a pawn moving back onto the House of Water (square 27) fall in?",
        "Yes: the rule concerns any pawn that stops on square 27, moving forwards or back.",
        "La source dit « un pion qui tombe à l'eau » sans distinguer le sens du déplacement ; s'arrêter sur la case suffit.",
        "The source speaks of a pawn falling into the water without regard to direction; stopping on the square is enough.",
    ),
)

MESSAGES = Catalog(
    COMMON,
    bad_notation=(
        "Notation inconnue « {text} » : écrivez par exemple 12-15, 27-off (ou 27-sortie : le pion de la case 27 sort) ou pass (passer son tour).",
        "Unknown notation '{text}': write e.g. 12-15, 27-off or pass.",
    ),
    bad_square=(
        "La case {sq} n'existe pas : le plateau va de 1 à 30.",
        "Square {sq} does not exist: the board runs from 1 to 30.",
    ),
    opening_move=(
        "Premier coup imposé : le pion de la case 10 avance en 11.",
        "Forced first move: the pawn on square 10 advances to 11.",
    ),
    no_pawn=("Il n'y a aucun pion sur la case {sq}.", "There is no pawn on square {sq}."),
    not_yours=(
        "Le pion de la case {sq} appartient à l'adversaire.",
        "The pawn on square {sq} belongs to your opponent.",
    ),
    wrong_distance=(
        "Le lancer vaut {t} : le pion de la case {sq} va en {to}.",
        "The throw is {t}: the pawn on square {sq} goes to {to}.",
    ),
    wrong_distance_off=(
        "Le lancer vaut {t} : le pion de la case {sq} sort du plateau.",
        "The throw is {t}: the pawn on square {sq} bears off.",
    ),
    wrong_distance_back=(
        "Le lancer vaut {t} : le pion de la case {sq} va en {to}, ou recule en {back} si aucun pion ne peut avancer.",
        "The throw is {t}: the pawn on square {sq} goes to {to}, or back to {back} if no pawn can advance.",
    ),
    own_pawn=(
        "La case {sq} porte déjà un de vos pions.",
        "Square {sq} already holds one of your pawns.",
    ),
    protected_square=(
        "La case {sq} est protégée : on n'y attaque pas.",
        "Square {sq} is protected: no attack there.",
    ),
    protected_pair=(
        "Le pion adverse de la case {sq} est protégé par son voisin de la case {by}.",
        "The opposing pawn on square {sq} is protected by its neighbour on square {by}.",
    ),
    blocked=(
        "Trois pions adverses alignés (cases {a} à {b}) barrent le passage.",
        "Three opposing pawns in a row (squares {a} to {b}) block the way.",
    ),
    back_not_empty=(
        "En reculant, on ne va que sur une case vide : la case {sq} est occupée.",
        "Moving back goes only to an empty square: square {sq} is taken.",
    ),
    back_forward_exists=(
        "Un pion peut encore avancer ({move}) : on ne recule que si aucun ne le peut.",
        "A pawn can still advance ({move}): moving back is allowed only when none can.",
    ),
    back_off_board=(
        "Le pion de la case {sq} ne peut pas reculer {t:de # case|d'une case|de # cases} : il sortirait du plateau par le début.",
        "The pawn on square {sq} cannot move back {t:# square|# squares}: it would leave the board at the start.",
    ),
    pass_refused=(
        "Un coup est possible (par exemple {move}) : on ne peut pas passer.",
        "A move is possible (for example {move}): you cannot pass.",
    ),
    off_from_27=(
        "On ne sort un pion qu'à partir de la case 27.",
        "A pawn bears off only from square 27 onwards.",
    ),
    off_not_far=(
        "Avec un {t}, le pion de la case {sq} arrive en {to} : il ne dépasse pas la case 30.",
        "With a {t}, the pawn on square {sq} reaches {to}: it does not pass square 30.",
    ),
    off_29=("Depuis la case 29, on ne sort qu'avec un 3.", "From square 29, a pawn bears off only with a 3."),
    off_30=("Depuis la case 30, on ne sort qu'avec un 2.", "From square 30, a pawn bears off only with a 2."),
    off_short=(
        "Avec un {t}, le pion de la case {sq} n'atteint pas la case 30.",
        "With a {t}, the pawn on square {sq} does not reach square 30.",
    ),
    off_last_row=(
        "On ne sort qu'une fois tous ses pions sur la dernière rangée (cases 21 à 30) ; la case {sq} n'y est pas.",
        "Pawns bear off only once all are on the last row (squares 21-30); square {sq} is not.",
    ),
    lands_off=(
        "Tous vos pions sont sur la dernière rangée : atteindre la case 30 fait sortir le pion ; jouez {sq}-off.",
        "All your pawns are on the last row: reaching square 30 bears the pawn off; play {sq}-off.",
    ),
    do_advance=("Le pion avance de la case {sq} à la case {to}.", "The pawn advances from square {sq} to {to}."),
    do_swap=(
        "Le pion va en {to} et échange sa place avec le pion adverse, qui recule en {sq}.",
        "The pawn goes to {to} and swaps places with the opposing pawn, which goes back to {sq}.",
    ),
    do_water=(
        "Le pion tombe dans la Maison de l'Eau (case {to}) et repart en case {land}.",
        "The pawn falls into the House of Water (square {to}) and restarts on square {land}.",
    ),
    do_off=("Le pion de la case {sq} sort du plateau.", "The pawn on square {sq} bears off."),
    do_back=(
        "Aucun pion ne peut avancer : le pion recule de la case {sq} à la case {to}.",
        "No pawn can advance: the pawn moves back from square {sq} to {to}.",
    ),
    do_pass=("Aucun coup possible : le tour passe.", "No move is possible: the turn passes."),
    do_extra=(" Le {t} donne un nouveau lancer.", " The {t} earns another throw."),
    do_lost=(" Le tour est perdu, même après un {t}.", " The turn is lost, even after a {t}."),
    won=(
        "{player} a sorti ses cinq pions et gagne.",
        "{player} has borne off all five pawns and wins.",
    ),
    opening_throw=(
        "Ouverture : chacun lance à son tour, et le premier qui fait un 1 commence.",
        "Opening: players throw in turn until one throws a 1.",
    ),
    opening_swap=(
        "{player} a fait le premier 1 : il prend les pions des cases paires, les couleurs s'échangent "
        "({player} en 2, 4, 6, 8, 10 ; {other} en 1, 3, 5, 7, 9). Son premier coup est imposé : 10-11.",
        "{player} threw the first 1 and takes the pawns on the even squares, so the colours swap "
        "({player} on 2, 4, 6, 8, 10; {other} on 1, 3, 5, 7, 9). {player}'s first move is forced: 10-11.",
    ),
    opening_keep=(
        "{player} a fait le premier 1 : il garde les pions des cases paires et commence. "
        "Son premier coup est imposé : 10-11.",
        "{player} threw the first 1: it keeps the pawns on the even squares and starts. "
        "{player}'s first move is forced: 10-11.",
    ),
)

PAWNS = 5  # a side
# Every move object is built once; move generation only looks them up.
_MOVE = [[SenetMove(src, dst) for dst in range(OFF + 1)] for src in range(OFF + 1)]
_NOTATION = re.compile(r"^\s*(\d{1,2})\s*[-–]\s*(\d{1,2}|off|sortie|out)\s*$", re.I)

# Four sticks, each showing its light face with probability 1/2: the number
# of light faces is binomial(4, 1/2), i.e. 4, 6, 4, 1 and 1 chances in 16.
_STICK_WAYS = {1: 4, 2: 6, 3: 4, 4: 1, 0: 1}


def _opening_board(odd: int) -> tuple:
    """Squares 1-10 alternately held, ``odd`` on the odd squares; index 0 unused."""
    return (EMPTY, *((odd if sq % 2 else 1 - odd) for sq in range(1, 11)), *[EMPTY] * (SQUARES - 10))


@implements("S3")
def destination(src: int, throw: int, home: bool) -> int:
    """The square ``throw`` takes a pawn on ``src`` forward to, or OFF.

    ``home``: whether all the mover's pawns are on the last row (only ever
    true in Jéquier's game).  Jéquier, choice S3: exactly 30 bears off only
    when all are home; otherwise the pawn stops on square 30.
    """
    dst = src + throw
    if dst > SQUARES or (dst == SQUARES and home):
        return OFF
    return dst


# destination() for every (home, throw, square), computed once: move generation looks it up.
_DESTINATIONS = [
    [[destination(src, throw, home) for src in range(SQUARES + 1)] for throw in range(7)]
    for home in (False, True)
]


def _moved(squares: tuple, src: int, to: int) -> tuple:
    """``squares`` with the pawn on ``src`` now on ``to`` (OFF: borne off), in track order."""
    pawns = list(squares)
    if to == OFF:
        pawns.remove(src)
    else:
        pawns[pawns.index(src)] = to
        pawns.sort()
    return tuple(pawns)


PASS_ACTION = 0
# An action is 32 * src + dst (dst 31: off), 0 the pass; ACTION_MOVES[action] is its move.
ACTION_MOVES = tuple(PASS if a == 0 else _MOVE[a >> 5][a & 31] for a in range(32 * (OFF + 1)))


class SenetState:
    """The kernel: the rules on a board tuple, with no teaching object per move.

    OpenSpiel-like: :meth:`legal_actions` (ints, in the order of
    :meth:`Senet.legal_moves`), :meth:`apply_action`, :meth:`is_chance_node`,
    :meth:`chance_outcomes` (the four sticks), :meth:`sample_throw`,
    :meth:`apply_throw`, :meth:`is_terminal`, :meth:`returns`, :meth:`result`,
    :meth:`clone`.  An action is ``32 * src + dst`` (``dst`` 31: off, see
    ``ACTION_MOVES``), 0 the pass.  :class:`Senet` is this class with notation,
    explanations, records, undo and pictures on top.  The legal actions are
    computed once, when the throw is known.
    """

    __slots__ = ("v", "board", "squares", "player", "phase", "throw", "forced_opening", "last", "_winner",
                 "actions", "_stick_throws", "_throws")

    def _start(self, rule_set: str) -> None:
        self.v = VARIANTS[rule_set]
        # Standard: the first player (0) holds the odd squares 1-9.  Jéquier:
        # provisional until someone throws a 1 (see apply_throw).
        self._place(_opening_board(0))
        # The throw for each of the 16 ways four sticks can fall (one bit per stick).
        self._stick_throws = tuple((self.throw_value(k.bit_count()),) for k in range(16))
        self._throws = tuple(sorted((((self.throw_value(k),), Fraction(w, 16)) for k, w in _STICK_WAYS.items()),
                                    key=lambda tw: tw[0]))
        self.player = 0
        self.phase = "opening" if self.v.opening == "throw_for_one" else "throw"
        self.throw = 0
        self.forced_opening = False
        self.last: tuple = ()  # (src, dst, landed, swapped) of the last move, for pictures
        self._winner: int | None = None
        self.actions: tuple = ()

    def _place(self, board: tuple) -> None:
        """Set the board, and each side's squares from it.

        The board (who is on each square) and the squares (where each side's
        pawns are, in track order) say the same thing two ways: rules look
        squares up on the board and walk a side's pawns in its squares.  Both
        are tuples, replaced by each move, so a snapshot for undo copies
        nothing; :meth:`apply_action` updates both, and a property test checks that
        they agree after every step of thousands of games.
        """
        self.board = board
        self.squares = tuple(tuple(sq for sq in range(1, SQUARES + 1) if board[sq] == p) for p in (0, 1))

    def clone(self) -> SenetState:
        """An independent kernel state in the same position (from a game too: no history, no undo)."""
        new = object.__new__(SenetState)
        for name in SenetState.__slots__:
            setattr(new, name, getattr(self, name))
        return new

    # -- the protocol ----------------------------------------------------------------

    def current_player(self) -> int:
        return self.player

    def is_chance_node(self) -> bool:
        return self.phase == "throw" or self.phase == "opening"

    def chance_outcomes(self) -> tuple:
        """The four sticks' throws, each with its exact probability."""
        return self._throws if self.is_chance_node() else ()

    def sample_throw(self, rng) -> tuple:
        """A throw drawn from ``rng`` (a :class:`jocari_edu.core.Rng`), as a game draws it."""
        return self._stick_throws[rng.below(16)]

    def legal_actions(self) -> tuple:
        return self.actions

    def is_terminal(self) -> bool:
        return self._winner is not None

    def result(self) -> tuple | None:
        """``("all_off", winner, 1)`` once a side has borne off its five pawns."""
        return None if self._winner is None else ("all_off", self._winner, 1)

    def returns(self) -> tuple:
        if self._winner is None:
            return (0.0, 0.0)
        return (1.0, -1.0) if self._winner == 0 else (-1.0, 1.0)

    def throw_value(self, light_faces: int) -> int:
        """The value of a throw with ``light_faces`` sticks light side up."""
        return light_faces or self.v.no_light_value

    @implements("S4")
    def apply_throw(self, throw: tuple) -> None:
        value = throw[0]
        if self.phase == "opening":
            if value != 1:
                self.player = 1 - self.player
                return
            # S4: the player who throws the first 1 takes the even squares.
            self._place(_opening_board(1 - self.player))
            self.forced_opening = True
        self.throw = value
        self.phase = "move"
        self.actions = self._generate_actions()

    # -- the rules ------------------------------------------------------------

    def _home(self) -> bool:
        """Jéquier: are all the mover's pawns on the last row (squares 21-30)?

        Bearing off depends on it, and so does landing exactly on 30 (S3).
        Never true in the standard game, which has no such condition (S2).
        """
        if not self.v.backward:
            return False
        mine = self.squares[self.player]
        return not mine or mine[0] > 20

    def _forward_actions(self) -> list[int]:
        if self.forced_opening:
            return [32 * 10 + 11]
        home = self._home()
        destinations, check = _DESTINATIONS[home][self.throw], self._check
        actions = []
        for src in self.squares[self.player]:
            dst = destinations[src]
            if check(src, dst, home) is None:
                actions.append(32 * src + dst)
        return actions

    @implements("S6")
    def _generate_actions(self) -> tuple:
        """Forward moves; else (Jéquier) moves back; else the pass (choice S6)."""
        actions = self._forward_actions()
        if not actions and self.v.backward:
            me, t = self.player, self.throw
            actions = [
                33 * src - t  # 32 * src + (src - t)
                for src in range(t + 1, SQUARES + 1)
                if self.board[src] == me and self._check_back(src, src - t) is None
            ]
        return tuple(actions) or (PASS_ACTION,)

    @implements("S1")
    def _check(self, src: int, dst: int, home: bool) -> tuple | None:
        """Why the forward move ``src-dst`` (as given by the throw) is refused, or None.

        The target: swap on attack, protected squares and protection by a
        neighbour (S1); on the way, Jéquier's block (S5).
        """
        if dst == OFF:
            return self._check_off(src, src + self.throw, home)
        v, board = self.v, self.board
        if dst - src > v.block > 0:  # a shorter move passes too few squares to be blocked
            blocked = self._blocked(src, dst)
            if blocked:
                return blocked
        occupant = board[dst]
        if occupant == EMPTY:
            return None
        if occupant == self.player:
            return ("own_pawn", {"sq": dst})
        if dst in v.protected:
            return ("protected_square", {"sq": dst})
        for by in (dst - 1, dst + 1):
            if 1 <= by <= SQUARES and board[by] == occupant:
                return ("protected_pair", {"sq": dst, "by": by})
        return None

    @implements("S2")
    def _check_off(self, src: int, reach: int, home: bool) -> tuple | None:
        """Bearing off: the standard table (S2) or Jéquier's last-row rule."""
        t = self.throw
        if not self.v.backward:  # standard
            if src < 27:
                return ("off_from_27", {})
            if src == 29 and t != 3:
                return ("off_29", {})
            if src == 30 and t != 2:
                return ("off_30", {})
            if reach <= SQUARES:
                return ("off_not_far", {"t": t, "sq": src, "to": reach})
            return None
        if reach < SQUARES:
            return ("off_short", {"t": t, "sq": src})
        if not home:
            return ("off_last_row", {"sq": self.squares[self.player][0]})
        return self._blocked(src, SQUARES + 1)

    def _check_back(self, src: int, dst: int) -> tuple | None:
        """Jéquier: back by the throw, onto an empty square, not past a block."""
        if dst < 1:
            return ("back_off_board", {"sq": src, "t": self.throw})
        blocked = self._blocked(dst, src)
        if blocked:
            return blocked
        if self.board[dst] != EMPTY:
            return ("back_not_empty", {"sq": dst})
        return None

    @implements("S5")
    def _blocked(self, a: int, b: int) -> tuple | None:
        """Jéquier (S5): three opposing pawns in a row strictly between a and b."""
        if not self.v.block:
            return None
        opp = 1 - self.player
        if b - a <= self.v.block:
            return None
        run = 0
        for sq in range(a + 1, b):  # b is at most 31, one past the board
            run = run + 1 if self.board[sq] == opp else 0
            if run >= self.v.block:
                return ("blocked", {"a": sq - run + 1, "b": sq})
        return None

    # -- effects --------------------------------------------------------------

    def _water_landing(self, board: list) -> int:
        """Where a pawn that stops in the House of Water restarts, on ``board``."""
        if self.v.water == 28:  # standard: 15, or the nearest empty square before it
            for sq in range(15, 0, -1):
                if board[sq] == EMPTY:
                    return sq
        else:  # Jéquier: the first empty square of the board
            for sq in range(1, SQUARES + 1):
                if board[sq] == EMPTY:
                    return sq
        raise AssertionError("ten pawns cannot fill every square")  # pragma: no cover

    @implements("S7")
    def apply_action(self, action: int) -> None:
        """Play a legal action (not checked: the teaching API checks and explains)."""
        me = self.player
        self.forced_opening = False
        src, dst = action >> 5, action & 31
        if src:  # not a pass
            board = list(self.board)
            board[src] = EMPTY
            mine, theirs = self.squares[me], self.squares[1 - me]
            landed, swapped = dst, 0
            if dst != OFF:
                if board[dst] != EMPTY:  # an opposing pawn: the swap
                    board[src] = 1 - me
                    swapped = src
                    theirs = _moved(theirs, dst, src)
                board[dst] = me
                if dst == self.v.water:  # whichever the direction (choice S7)
                    board[dst] = EMPTY
                    landed = self._water_landing(board)
                    board[landed] = me
            mine = _moved(mine, src, landed)
            self.board = tuple(board)
            self.squares = (theirs, mine) if me else (mine, theirs)
            self.last = (src, dst, landed, swapped)
            if not mine:
                self._winner = me
                self.phase = "over"
                self.actions = ()
                return
        else:
            self.last = ()
        if not self._earns_extra(src):
            self.player = 1 - me
        self.phase = "throw"
        self.actions = ()

    def _earns_extra(self, src: int) -> bool:
        """Another throw after a move (``src``: 0 for a pass) with a throw of 1, 4 and 5 or 6 (S6)."""
        return self.throw in self.v.extra_throws and (src != 0 or self.v.extra_after_pass)


class Senet(Game, SenetState):
    """Senet, "standard" or "jequier" (see the module docstring)."""

    name = "senet"
    MOVE = SenetMove
    KERNEL = True  # legal_moves() maps self.actions in order; play() applies the chosen action
    PASS_MOVE = PASS
    NOTATION_EXAMPLES = ("12-15", "27-off")
    fr = "Senet"
    en = "Senet"
    RULE_SETS = {
        "standard": RuleSet("standard", "Senet standard", "Standard Senet", SEED),
        "jequier": RuleSet("jequier", "Senet de Jéquier", "Jéquier's Senet", SEED),
    }
    DEFAULT_RULE_SET = "standard"
    CHOICES = CHOICES
    MESSAGES = MESSAGES

    # -- state ----------------------------------------------------------------

    def _setup(self) -> None:
        self._start(self.rules.name)

    def _snapshot(self) -> tuple:
        return (
            self.board, self.squares, self.player, self.phase,
            self.throw, self.forced_opening, self.last, self._winner, self.actions,
        )

    def _restore(self, snap: tuple) -> None:
        (self.board, self.squares, self.player, self.phase, self.throw, self.forced_opening, self.last,
         self._winner, self.actions) = snap

    @property
    def off(self) -> list[int]:
        """How many pawns each side has borne off."""
        return [PAWNS - len(self.squares[0]), PAWNS - len(self.squares[1])]

    @property
    def awaiting_throw(self) -> bool:
        return self.phase in ("throw", "opening")

    @property
    def is_over(self) -> bool:
        return self._winner is not None

    @property
    def in_opening(self) -> bool:
        """Jéquier's opening: throws in turn until someone throws a 1."""
        return self.phase == "opening"

    @property
    def current_throw(self) -> tuple | None:
        return (self.throw,) if self.phase == "move" else None

    def throw_note(self) -> Reason | None:
        """Jéquier (S4): the first 1 gives its thrower the even squares.

        White held the odd squares provisionally, so when White throws that 1
        the pawns on 1-10 change colour; said until the forced 10-11 is played.
        """
        if not self.forced_opening:
            return None
        code = "opening_swap" if self.player == 0 else "opening_keep"
        return self._msg(code, player=self.PLAYER_NAMES[self.player], other=self.PLAYER_NAMES[1 - self.player])

    def pawns(self, player: int) -> list[int]:
        """Squares of ``player``'s pawns still on the board, in track order."""
        return list(self.squares[player])

    def progress(self, player: int) -> float:
        """Squares travelled by ``player``'s pawns, a borne-off pawn counting 31."""
        return sum(self.pawns(player)) + OFF * self.off[player]

    def position(self) -> str:
        cells = "".join(".WB"[c + 1] for c in self.board[1:])
        return f"{cells}|{self.off[0]}{self.off[1]}|{self.player}|{self.phase}|{self.throw}"

    def _load_position(self, text: str) -> None:
        try:
            cells, off, player, phase, throw = text.split("|")
            board = (EMPTY, *(".WB".index(c) - 1 for c in cells))
            off = [int(off[0]), int(off[1])]
            player, throw = int(player), int(throw)
        except (ValueError, IndexError):
            raise NotationError(self._msg("bad_position", text=text), lang=self.lang) from None
        valid = (
            len(cells) == SQUARES and len(off) == 2 and player in (0, 1)
            and phase in ("opening", "throw", "move", "over")
            and all(board.count(p) + off[p] == PAWNS for p in (0, 1))
            and (phase != "move" or (throw,) in [t for t, _ in self.throw_outcomes()])
            and (phase == "over") == (5 in off)
        )
        if not valid:
            raise NotationError(self._msg("bad_position", text=text), lang=self.lang)
        self._place(board)
        self.player, self.phase, self.throw = player, phase, throw
        self._winner = off.index(5) if phase == "over" else None
        self.forced_opening = False
        self.last = ()
        self.actions = self._generate_actions() if phase == "move" else ()

    @classmethod
    def arrange(cls, rule_set: str = "standard", *, white=(), black=(), off=(0, 0), to_play=0,
                throw: int | None = None, **kwargs) -> Senet:
        """A game set up by hand: ``white``/``black`` are the squares of each side.

        >>> g = Senet.arrange(white=[12, 25], black=[15, 16], off=(3, 3), throw=3)
        >>> g.explain("12-15")
        'Le pion adverse de la case 15 est protégé par son voisin de la case 16.'
        """
        lang = kwargs.get("lang", "fr")
        cells = ["."] * SQUARES
        for mark, arg, squares in (("W", "white", white), ("B", "black", black)):
            for sq in arranged_items(arg, squares, lambda v: is_int(v) and 1 <= v <= SQUARES, lang):
                cells[sq - 1] = mark
        off = arranged_pair("off", off, PAWNS, lang)
        to_play = arranged_int("to_play", to_play, 0, 1, lang)
        game = cls.from_position(f"{''.join(cells)}|{off[0]}{off[1]}|{to_play}|throw|0", rule_set, **kwargs)
        if throw is not None:
            game.roll(throw)
        return game

    @property
    def outcome(self) -> Outcome | None:
        if self._winner is None:
            return None
        return Outcome(self._winner, "all_off", 1, self._msg("won", player=self.PLAYER_NAMES[self._winner]))

    # -- throws ---------------------------------------------------------------

    def throw_outcomes(self) -> list[tuple[tuple, Fraction]]:
        return list(self._throws)

    # The kernel's own functions, not wrappers: one call less per throw.
    _draw = SenetState.sample_throw
    _apply_throw = SenetState.apply_throw

    # -- notation -------------------------------------------------------------

    def _parse(self, text: str) -> SenetMove | None:
        m = _NOTATION.match(text)
        if not m:
            return None
        src = int(m.group(1))
        dst = OFF if not m.group(2).isdigit() else int(m.group(2))
        # a pawn starts from a square of the board and goes to one, or off (31 is no square)
        for sq in (src, None if dst == OFF and not m.group(2).isdigit() else dst):
            if sq is not None and not 1 <= sq <= SQUARES:
                raise NotationError(self._msg("bad_square", sq=sq), lang=self.lang)
        return SenetMove(src, dst)

    # -- the rules ------------------------------------------------------------

    def _forward(self, src: int) -> SenetMove:
        """The forward move the current throw gives the pawn on ``src``."""
        return _MOVE[src][_DESTINATIONS[self._home()][self.throw][src]]

    def _forward_moves(self) -> list[SenetMove]:
        return [ACTION_MOVES[a] for a in self._forward_actions()]

    def legal_moves(self) -> list[SenetMove]:
        """The legal moves now (empty while a throw is due or after the end).

        Game.legal_moves without its two property calls: the kernel keeps no
        action while a throw is due (its play-outs rely on it), so only the end is checked.
        """
        if self._legal is None:
            self._legal = [] if self._winner is not None else list(map(ACTION_MOVES.__getitem__, self.actions))
        return self._legal

    def _generate(self) -> list[SenetMove]:
        return list(map(ACTION_MOVES.__getitem__, self.actions))

    def _refusal(self, move: SenetMove) -> tuple | None:
        """Why ``move`` is refused, as ``(message code, params)``, or None."""
        if self.forced_opening and move != SenetMove(10, 11):
            return ("opening_move", {})
        if move.is_pass:
            others = [m for m in self._generate() if not m.is_pass]
            return ("pass_refused", {"move": str(others[0])}) if others else None
        src, dst = move
        if self.board[src] != self.player:
            return ("no_pawn" if self.board[src] == EMPTY else "not_yours", {"sq": src})
        if self.v.backward and dst == src - self.throw:
            forward = self._forward_moves()
            if forward:
                return ("back_forward_exists", {"move": str(forward[0])})
            return self._check_back(src, dst)
        expected = self._forward(src)
        if move == expected:
            return self._check(src, dst, self._home())
        return self._wrong_target(move, expected)

    def _wrong_target(self, move: SenetMove, expected: SenetMove) -> tuple:
        src, dst, t = move.src, move.dst, self.throw
        if dst == OFF:
            return self._check_off(src, src + t, self._home())
        if expected.dst == OFF and dst == SQUARES:
            return ("lands_off", {"sq": src})
        if self.v.backward:
            if src - t < 1:
                return ("back_off_board", {"sq": src, "t": t})
            return ("wrong_distance_back", {"t": t, "sq": src, "to": expected.dst, "back": src - t})
        if expected.dst == OFF:
            return ("wrong_distance_off", {"t": t, "sq": src})
        return ("wrong_distance", {"t": t, "sq": src, "to": expected.dst})

    # -- effects --------------------------------------------------------------

    def _apply(self, move: SenetMove) -> None:
        self.apply_action(32 * move.src + move.dst)

    def _describe(self, move: SenetMove) -> Reason:
        t = self.throw
        if move.is_pass:
            base = self._msg("do_pass")
        else:
            src, dst = move
            if dst == OFF:
                base = self._msg("do_off", sq=src)
            elif dst == self.v.water:  # forwards, or backwards in Jéquier (choice S7)
                board = list(self.board)
                board[src] = EMPTY  # the pawn has left its square when it restarts
                land = self._water_landing(board)
                base = self._msg("do_water", to=dst, land=land)
            elif dst < src:
                base = self._msg("do_back", sq=src, to=dst)
            elif self.board[dst] == 1 - self.player:
                base = self._msg("do_swap", sq=src, to=dst)
            else:
                base = self._msg("do_advance", sq=src, to=dst)
        if self.off[self.player] == 4 and move.dst == OFF:
            return base
        if self._earns_extra(move.src):
            tail = self._msg("do_extra", t=t)
        elif move.is_pass and t in self.v.extra_throws:
            tail = self._msg("do_lost", t=t)
        else:
            return base
        return Reason(base.code, base.fr + tail.fr, base.en + tail.en, base.params)

    # -- moves around a pawn ---------------------------------------------------

    def moves_from(self, src: int) -> list[SenetMove]:
        """The move the current throw gives the pawn on ``src``, legal or not (what a click on it means)."""
        if self.phase != "move" or not 1 <= src <= SQUARES:
            return []
        if self.forced_opening:
            return [SenetMove(src, src + 1)]
        return [self._forward(src)]
