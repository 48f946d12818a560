"""Senet's rule sets: one record of data per reconstruction, and the named hooks they choose from.

Every way in which two reconstructions differ is a field of :class:`SenetRules`
(how many pawns, where they start, what a throw is worth, which throws play
again, where the House of Water sends a pawn, which squares protect, how a
pawn bears off...).  Where a difference is a procedure rather than a number,
the field names a *hook*: ``water_landing`` one of :data:`WATER_LANDINGS`,
``bear_off`` one of :data:`BEAR_OFFS`, ``opening`` one of :data:`OPENINGS`.
A rule set is checked when it is registered (:func:`register`): an unknown
hook, a missing or inconsistent figure is a :class:`~jocari_edu.core.RuleSetError` there,
never a surprise in the middle of a game.

Everything else is derived from :data:`RULE_SETS`: the game's
``Senet.RULE_SETS``, the named squares the pictures draw, the players'
per-rule-set figures, and (with each field's words, :data:`OPTION_TEXTS`) the comparison table
(:func:`jocari_edu.core.rule_sets.options_table`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Final

from ...core.options import OptionText
from ...core.rule_sets import RuleSet, implements
from ...core.rule_sets import register as _register

# Final: the compiled kernel (rules.py, mypyc) reads them as C constants, not from this module's dictionary
SQUARES: Final = 30
OFF: Final = 31  # the "square" of a pawn borne off
EMPTY: Final = -1


@dataclass(frozen=True)
class SenetRules:
    """One reconstruction of Senet, as data (see the module docstring).

    Squares are numbered 1-30 along the track; ``OFF`` (31) is off the board.
    """

    name: str
    fr: str  # the rule set's name for a learner
    en: str
    sources: tuple[str, ...]  # where the reading comes from (author, book, page)
    pieces: int  # pawns a side
    start: tuple[tuple[int, ...], tuple[int, ...]]  # the starting squares of White (0) and Black (1)
    chance: str  # what is thrown: a key of CHANCES (four sticks, or a four-sided die)
    throw_values: tuple  # four sticks: the value of a throw with 0, 1, 2, 3, 4 light faces up (a die: ())
    extra_throws: frozenset  # throw values that give another throw after the move
    extra_after_pass: bool  # does a pass still earn the extra throw?
    water_square: int  # the House of Water: a pawn that stops there does not stay
    water_landing: str  # where it restarts: a key of WATER_LANDINGS
    protected_squares: frozenset  # squares where no pawn can be attacked
    protection_by_neighbour: bool  # two pawns of a side on neighbouring squares cannot be attacked
    protection_lost_in_water: bool  # a side with a pawn held in the water (or just back from it) loses that protection
    attacked_to: dict  # square -> where a pawn attacked there goes (instead of the attacker's square)
    capture: bool  # an attacked pawn leaves the game (taken) instead of swapping places
    vacate_first: frozenset  # squares a pawn must leave first, whenever one of them can move
    ending: str  # how the game ends and who wins: a key of ENDINGS
    bear_off: str  # how a pawn moves at the end of the track and leaves it: a key of BEAR_OFFS
    blocking: int  # that many opposing pawns in a row cannot be jumped (0: never blocked)
    moving_back: str  # when no pawn can advance, whether and how a pawn moves back: a key of MOVING_BACKS
    opening: str  # who starts and how: a key of OPENINGS
    named_squares: dict  # square -> (French, English) name, written on the pictures
    # Piccione's reading (defaults: what the four other rule sets do; see rules.py's split_generate)
    turn: str = "whole_throw"  # how a throw is played: a key of TURNS (one pawn the whole throw, or step by step)
    entering: str = "none"  # pawns start in hand and enter the board: a key of ENTERINGS
    extra_squares: frozenset = frozenset()  # squares where landing earns another throw
    attacks: bool = True  # may a pawn stop on an opposing pawn (attack it)? False: only on empty squares

    @property
    def source(self) -> str:
        """The sources in one line (the game's ``RuleSet.source``)."""
        return "; ".join(self.sources)


# -- the hooks ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Hook:
    """A named procedure a rule set chooses, with its description for a learner."""

    name: str
    fr: str
    en: str


@dataclass(frozen=True)
class WaterLanding(Hook):
    """What the House of Water does to a pawn that stops there.

    ``land(board)``: the square where it restarts at once (None: it stays, *held*).  A held pawn
    is its owner's only pawn to play: a throw of ``exit_throw`` bears it off, any other throw
    sends it back to ``back_to(board)`` (nominally square ``back_square``: the turn ends there, and
    that pawn must be the next its owner moves) or lets it wait (``pass``).
    """

    land: Callable | None
    exit_throw: int = 0
    back_square: int = 0
    back_to: Callable | None = None
    to_hand: bool = False  # Piccione: the pawn goes back to its owner's hand


@dataclass(frozen=True)
class BearOff(Hook):
    """How a pawn moves at the end of the track and leaves the board.

    ``needs_home``: bearing off (and landing exactly beyond the last square)
    depends on all the mover's pawns being on the last row (squares
    ``home_from``-30).  ``destination(src, throw, home)``: where a throw
    takes a pawn forward (OFF: off the board; 0: nowhere, no forward move).
    ``check(state, src, reach, home)``: why a pawn on ``src`` that the throw
    takes to ``reach`` (beyond 30) may not bear off, as ``(message code,
    params)``, or None.  ``nowhere(state, src)``: why a pawn the throw takes
    nowhere cannot move forward.
    """

    needs_home: bool
    home_from: int
    check: Callable
    destination: Callable = None
    nowhere: Callable = None


@dataclass(frozen=True)
class MovingBack(Hook):
    """Moving back when no pawn can advance: ``allowed``; from squares up to ``last_from``; onto an
    unprotected opposing pawn too (``attacks``: the two swap), else only onto an empty square."""

    allowed: bool
    last_from: int = SQUARES
    attacks: bool = False


@dataclass(frozen=True)
class Chance(Hook):
    """What is thrown: ``die`` (a four-sided die, each face 1/4) or the four sticks (``throw_values``)."""

    die: bool


@dataclass(frozen=True)
class Ending(Hook):
    """``last_pawn_off``: the first side with no pawn left wins; else the game goes on until the board
    is empty, and the side with more pawns borne off wins (equal: a draw)."""

    last_pawn_off: bool


@dataclass(frozen=True)
class Opening(Hook):
    """Who starts.  ``throw_for_one``: the players throw in turn until a 1; ``forced``: that player's first
    move, imposed, as ``(src, dst)`` (None: no move is imposed)."""

    throw_for_one: bool
    forced: tuple | None
    higher_throw: bool = False  # each throws once, the higher throw starts (a tie: again)


@dataclass(frozen=True)
class Turn(Hook):
    """How a throw is played.  ``split``: step by step (Piccione): each move takes one pawn one square or
    more, never more than the points left, every step of a turn in one direction; else one pawn the
    whole throw.  The procedures of a split turn are at the end of :mod:`.rules`."""

    split: bool


@dataclass(frozen=True)
class Entering(Hook):
    """Pawns that start in hand: ``throw`` (a fresh throw of that value) puts one on ``square`` (0: none)."""

    throw: int = 0
    square: int = 0


@implements("S3")
def plain_destination(src: int, throw: int, home: bool) -> int:
    """The square ``throw`` takes a pawn on ``src`` forward to, or OFF.

    ``home``: whether all the mover's pawns are on the last row (only ever
    true under a bearing-off rule that asks for it, Jéquier's).  Choice S3:
    exactly 30 bears off only when all are home; otherwise the pawn stops on square 30.
    """
    dst = src + throw
    if dst > SQUARES or (dst == SQUARES and home):
        return OFF
    return dst


KENDALL_STOP = 26  # Kendall's House of Beauty: every pawn stops there before going on


def kendall_destination(src: int, throw: int, home: bool) -> int:
    """Kendall: no pawn passes 26 without stopping on it; from 26 a throw of 1-4 reaches 27-30 and a 5
    bears off; 27 leaves with a 4 (the water's hook says the rest), 28 only with a 3, 29 only with a 2,
    30 with any throw; a pawn on 28-30 never moves on along the board."""
    if src < KENDALL_STOP:
        return src + throw if src + throw <= KENDALL_STOP else 0
    if src == KENDALL_STOP:
        return src + throw if src + throw <= SQUARES else OFF
    if src == SQUARES or src + throw == OFF:
        return OFF
    return 0


def _kendall_nowhere(state, src: int) -> tuple:
    if src < KENDALL_STOP:
        return ("exact_stop", {"sq": src, "at": KENDALL_STOP, "t": state.throw})
    return ("exit_only", {"sq": src, "need": OFF - src})


def _off_kendall(state, src: int, reach: int, home: bool) -> tuple | None:
    """Kendall: a pawn leaves only from 26 with a 5, 27 with a 4, 28 with a 3, 29 with a 2, 30 with any throw."""
    if kendall_destination(src, state.throw, home) == OFF:
        return None
    return ("kendall_off", {"sq": src, "t": state.throw})


def exact_destination(src: int, throw: int, home: bool) -> int:
    """Bell: a pawn bears off only with the exact throw (31 - its square); a throw beyond takes it nowhere."""
    dst = src + throw
    return OFF if dst == OFF else (dst if dst < OFF else 0)


def _off_exact(state, src: int, reach: int, home: bool) -> tuple | None:
    return None if reach == OFF else ("exact_off", {"sq": src, "need": OFF - src})


def _exact_nowhere(state, src: int) -> tuple:
    return ("exact_off", {"sq": src, "need": OFF - src})


def _fifteen_or_before(board) -> int:
    """Square 15, or the nearest empty square before it."""
    for sq in range(15, 0, -1):
        if board[sq] == EMPTY:
            return sq
    raise AssertionError("the pawns cannot fill squares 1-15")  # pragma: no cover


def _first_empty(board) -> int:
    """The first empty square of the board."""
    for sq in range(1, SQUARES + 1):
        if board[sq] == EMPTY:
            return sq
    raise AssertionError("the pawns cannot fill every square")  # pragma: no cover


WATER_LANDINGS: dict[str, WaterLanding] = {}
BEAR_OFFS: dict[str, BearOff] = {}
OPENINGS: dict[str, Opening] = {}
CHANCES: dict[str, Chance] = {}
ENDINGS: dict[str, Ending] = {}
TURNS: dict[str, Turn] = {}
ENTERINGS: dict[str, Entering] = {}


def _add(registry: dict, hook: Hook) -> Hook:
    registry[hook.name] = hook
    return hook


_add(WATER_LANDINGS, WaterLanding(
    "fifteen_or_before",
    "repart en 15 (ou la première case libre avant)", "restarts on 15 (or the nearest empty square before)",
    _fifteen_or_before))
_add(WATER_LANDINGS, WaterLanding(
    "first_empty",
    "repart sur la première case libre du plateau", "restarts on the first empty square of the board",
    _first_empty))
_add(WATER_LANDINGS, WaterLanding(
    "held_until_four",
    "y reste ; son joueur ne joue que lui : un 4 le sort, sinon il repart en 15 (le tour s'arrête) ou attend",
    "stays there; its owner plays only that pawn: a 4 bears it off, otherwise it goes back to 15 (the turn "
    "ends) or waits",
    None, exit_throw=4, back_square=15, back_to=_fifteen_or_before))

_add(WATER_LANDINGS, WaterLanding(
    "to_hand", "retourne dans la main de son joueur, qui devra le faire entrer de nouveau",
    "goes back to its owner's hand, to enter again", None, to_hand=True))
_add(TURNS, Turn("whole_throw", "un pion joue tout le lancer", "one pawn moves the whole throw", split=False))
_add(TURNS, Turn(
    "split_steps", "partagé entre les pions, pas à pas, tous dans le même sens pendant le tour",
    "divided between the pawns, step by step, all in one direction during the turn", split=True))
_add(ENTERINGS, Entering("none", "aucune : tous les pions sont sur le plateau", "none: every pawn starts on the board"))
_add(ENTERINGS, Entering(
    "one_on_1", "un 1 fait entrer un pion de la main en case 1 ; on relance et ce pion joue d'abord",
    "a 1 enters a pawn from the hand on square 1; the player throws again and that pawn moves first",
    throw=1, square=1))
_add(WATER_LANDINGS, WaterLanding("none", "pas de Maison de l'Eau", "no House of Water", None))
_add(CHANCES, Chance("four_sticks", "quatre bâtonnets", "four sticks", die=False))
_add(CHANCES, Chance("four_sided_die", "un dé à quatre faces (1 à 4)", "a four-sided die (1-4)", die=True))
_add(ENDINGS, Ending("last_pawn_off", "le premier à sortir tous ses pions gagne",
                     "the first to bear off all their pawns wins", last_pawn_off=True))
_add(ENDINGS, Ending("most_off", "quand le plateau est vide, celui qui a sorti le plus de pions gagne (égalité : nulle)",
                     "once the board is empty, the side with more pawns borne off wins (equal: a draw)",
                     last_pawn_off=False))

MOVING_BACKS: dict[str, MovingBack] = {}
_add(MOVING_BACKS, MovingBack("never", "jamais", "never", allowed=False))
_add(MOVING_BACKS, MovingBack(
    "onto_empty", "oui, sur une case vide, sans franchir un barrage",
    "yes, onto an empty square, not past a block", allowed=True))
_add(MOVING_BACKS, MovingBack(
    "from_26_attacking", "oui, depuis les cases 1 à 26, sur une case vide ou un pion adverse non protégé (échange)",
    "yes, from squares 1-26, onto an empty square or an unprotected opposing pawn (swap)",
    allowed=True, last_from=26, attacks=True))
_add(MOVING_BACKS, MovingBack(
    "to_27_onto_empty", "oui, depuis les cases 1 à 27, sur une case vide",
    "yes, from squares 1-27, onto an empty square", allowed=True, last_from=27))


@implements("S2")
def _off_from_27(state, src: int, reach: int, home: bool) -> tuple | None:
    """The standard table (S2): from 27 with any throw passing 30, from 29 only a 3, from 30 only a 2."""
    t = state.throw
    if src < 27:
        return ("off_from_27", {})
    if src == 29 and t != 3:
        return ("off_29", {})
    if src == 30 and t != 2:
        return ("off_30", {})
    if reach <= SQUARES:
        return ("off_not_far", {"t": t, "sq": src, "to": reach})
    return None


def _off_last_row(state, src: int, reach: int, home: bool) -> tuple | None:
    """Jéquier: once every pawn of the side is on the last row, a throw that reaches or passes 30 (S3)."""
    if reach < SQUARES:
        return ("off_short", {"t": state.throw, "sq": src})
    if not home:
        return ("off_last_row", {"sq": state.squares[state.player][0]})
    return state.blocks_between(src, SQUARES + 1)


_add(BEAR_OFFS, BearOff(
    "from_27_table",
    "depuis 27 avec un lancer qui dépasse 30, depuis 29 avec un 3, depuis 30 avec un 2",
    "from 27 with a throw passing 30, from 29 with a 3, from 30 with a 2",
    needs_home=False, home_from=SQUARES + 1, check=_off_from_27, destination=plain_destination))
_add(BEAR_OFFS, BearOff(
    "last_row",
    "une fois tous ses pions sur la dernière rangée (21 à 30), avec un lancer qui atteint ou dépasse 30",
    "once all the side's pawns are on the last row (21-30), with a throw reaching or passing 30",
    needs_home=True, home_from=21, check=_off_last_row, destination=plain_destination))
_add(BEAR_OFFS, BearOff(
    "kendall_houses",
    "arrêt obligé en 26 ; de 26, un 5 sort ; de 27 un 4, de 28 un 3, de 29 un 2, de 30 tout lancer",
    "a compulsory stop on 26; from 26 a 5 bears off; from 27 a 4, from 28 a 3, from 29 a 2, from 30 any throw",
    needs_home=False, home_from=SQUARES + 1, check=_off_kendall,
    destination=kendall_destination, nowhere=_kendall_nowhere))
_add(BEAR_OFFS, BearOff(
    "exact", "avec le lancer exact seulement (de 30 un 1, de 29 un 2, de 28 un 3, de 27 un 4)",
    "with the exact throw only (from 30 a 1, from 29 a 2, from 28 a 3, from 27 a 4)",
    needs_home=False, home_from=SQUARES + 1, check=_off_exact, destination=exact_destination,
    nowhere=_exact_nowhere))

_add(OPENINGS, Opening(
    "first_player", "Blanc commence, sur les cases impaires", "White starts, on the odd squares",
    throw_for_one=False, forced=None))
_add(OPENINGS, Opening(
    "white_first", "Blanc commence ; chacun doit d'abord faire un 1 pour entrer un pion",
    "White starts; each must first throw a 1 to enter a pawn", throw_for_one=False, forced=None))
_add(OPENINGS, Opening(
    "throw_for_one",
    "on lance à tour de rôle jusqu'à un 1 ; ce joueur prend les cases paires et joue d'abord 10-11",
    "players throw in turn until a 1; that player takes the even squares and first plays 10-11",
    throw_for_one=True, forced=(10, 11)))
_add(OPENINGS, Opening(
    "higher_throw", "chacun lance une fois, le plus fort lancer commence (égalité : on relance)",
    "each throws once, the higher throw starts (a tie: again)",
    throw_for_one=False, forced=None, higher_throw=True))
_add(OPENINGS, Opening(
    "throw_for_one_14",
    "on lance à tour de rôle jusqu'à un 1 ; ce joueur prend les cases paires et joue d'abord 14-15",
    "players throw in turn until a 1; that player takes the even squares and first plays 14-15",
    throw_for_one=True, forced=(14, 15)))


# -- the registry ------------------------------------------------------------------------------

RULE_SETS: dict[str, SenetRules] = {}
# The same rule sets as the core's RuleSet records (name, fr, en, source): the game's ``Senet.RULE_SETS``.
CORE_RULE_SETS: dict[str, RuleSet] = {}


def _problems(r: SenetRules) -> list[str]:
    """What makes ``r`` unplayable, in words (empty: nothing)."""
    out = []
    squares = range(1, SQUARES + 1)
    if not (isinstance(r.name, str) and r.name.isidentifier() and r.name.islower()):
        out.append(f"name {r.name!r} must be a lower-case identifier")
    if not (r.fr and r.en and r.sources and all(isinstance(s, str) and s for s in r.sources)):
        out.append("fr, en and at least one source are required")
    if not (isinstance(r.pieces, int) and 1 <= r.pieces <= 15):
        out.append(f"pieces {r.pieces!r} must be an int from 1 to 15")
    entering = ENTERINGS.get(r.entering)
    in_hand = entering is not None and entering.square != 0
    if in_hand:
        if r.start != ((), ()):
            out.append(f"entering {r.entering!r}: every pawn starts in hand, start must be ((), ())")
        if not TURNS.get(r.turn, Turn("", "", "", False)).split or r.attacks:
            out.append(f"entering {r.entering!r} is played only with the turn 'split_steps' and attacks=False")
    elif len(r.start) != 2 or any(len(side) != r.pieces or sorted(side) != list(side) or not set(side) <= set(squares)
                                for side in r.start):
        out.append(f"start must give each side {r.pieces} increasing squares of 1-30")
    elif set(r.start[0]) & set(r.start[1]):
        out.append("start: the two sides share a square")
    elif r.water_square in (*r.start[0], *r.start[1]):
        out.append("start: a pawn starts in the House of Water")
    chance = CHANCES.get(r.chance)
    values = (1, 2, 3, 4) if chance is not None and chance.die else r.throw_values
    if chance is not None and chance.die and r.throw_values:
        out.append("throw_values must be () with a die (its faces are its values)")
    elif len(values) not in (4, 5) or not all(isinstance(v, int) and 1 <= v <= 6 for v in values):
        out.append("throw_values must give the value (1-6) of 0, 1, 2, 3 and 4 light faces")
    elif not set(r.extra_throws) <= set(values):
        out.append(f"extra_throws {sorted(r.extra_throws)} must be throw values {sorted(set(values))}")
    if not isinstance(r.vacate_first, frozenset) or not set(r.vacate_first) <= set(squares):
        out.append("vacate_first must be a frozenset of squares of 1-30")
    if not isinstance(r.extra_squares, frozenset) or not set(r.extra_squares) <= set(squares):
        out.append("extra_squares must be a frozenset of squares of 1-30")
    split = TURNS.get(r.turn)
    if split is not None and split.split and not (in_hand and r.water_landing in ("to_hand", "none")
                                                  and r.bear_off == "exact" and not r.blocking):
        out.append("turn 'split_steps' needs pawns entering from the hand, the water 'to_hand' (or none), "
                   "the bearing off 'exact' and no blocking")
    if not r.attacks and (r.capture or r.attacked_to or r.protected_squares or r.protection_by_neighbour):
        out.append("attacks=False: no pawn is attacked, so capture, attacked_to, protected_squares and "
                   "protection_by_neighbour must be off")
    if r.water_landing == "to_hand" and not in_hand:
        out.append("water_landing 'to_hand' needs pawns that enter from the hand")
    if not all(isinstance(v, bool) for v in (r.extra_after_pass, r.protection_by_neighbour,
                                                 r.protection_lost_in_water, r.capture, r.attacks)):
        out.append("extra_after_pass, protection_by_neighbour and protection_lost_in_water must be True or False")
    if not isinstance(r.attacked_to, dict) or not all(a in squares and b in squares and a != b
                                                      for a, b in r.attacked_to.items()):
        out.append("attacked_to must map squares of 1-30 to other squares of 1-30")
    if r.water_square not in squares and not (r.water_square == 0 and r.water_landing == "none"):
        out.append(f"water_square {r.water_square!r} must be a square of 1-30 (0 with the landing 'none')")
    if r.water_landing == "none" and r.water_square != 0:
        out.append(f"water_landing 'none' means no House of Water: water_square must be 0, not {r.water_square!r}")
    landing = WATER_LANDINGS.get(r.water_landing)
    if landing is not None and landing.back_square and not 0 < landing.back_square < r.water_square:
        out.append(f"water_landing {r.water_landing!r} sends a held pawn back to {landing.back_square}: "
                   f"the water_square ({r.water_square!r}) must lie beyond it")
    if not isinstance(r.protected_squares, frozenset) or not set(r.protected_squares) <= set(squares):
        out.append("protected_squares must be a frozenset of squares of 1-30")
    if not (isinstance(r.blocking, int) and (r.blocking == 0 or 2 <= r.blocking <= r.pieces)):
        out.append(f"blocking {r.blocking!r} must be 0 or a number of pawns from 2 to {r.pieces}")
    for field_name, registry in (("water_landing", WATER_LANDINGS), ("bear_off", BEAR_OFFS), ("opening", OPENINGS),
                                 ("moving_back", MOVING_BACKS), ("chance", CHANCES), ("ending", ENDINGS),
                                 ("turn", TURNS), ("entering", ENTERINGS)):
        if getattr(r, field_name) not in registry:
            out.append(f"{field_name} {getattr(r, field_name)!r} is no hook; known: {', '.join(registry)}")
    opening = OPENINGS.get(r.opening)
    if opening is not None and opening.forced is not None and len(r.start) == 2:
        src, dst = opening.forced
        if src not in r.start[1] or dst in (*r.start[0], *r.start[1]):
            out.append(f"opening {r.opening!r} forces {src}-{dst}: {src} must be a starting square of Black's "
                       f"(the side the first 1 takes) and {dst} empty")
    if not isinstance(r.named_squares, dict) or not all(
            sq in squares and isinstance(n, tuple) and len(n) == 2 and all(isinstance(w, str) and w for w in n)
            for sq, n in r.named_squares.items()):
        out.append("named_squares must map squares of 1-30 to (French, English) names")
    return out


def register(rules: SenetRules) -> SenetRules:
    """Add ``rules`` to :data:`RULE_SETS` (and the game's :data:`CORE_RULE_SETS`), after checking it can be
    played; RuleSetError (every game's) if not."""
    problems = _problems(rules) if isinstance(rules, SenetRules) else [f"{rules!r} is no SenetRules record"]
    _register(RULE_SETS, rules, game="Senet", problems=problems)
    CORE_RULE_SETS[rules.name] = RuleSet(rules.name, rules.fr, rules.en, rules.source)
    return rules


SEED = "seed 003 (Senet de Jéquier), comparison table"

register(SenetRules(
    name="standard", fr="Senet standard", en="Standard Senet", sources=(SEED,),
    pieces=5, start=((1, 3, 5, 7, 9), (2, 4, 6, 8, 10)),
    chance="four_sticks", throw_values=(5, 1, 2, 3, 4), extra_throws=frozenset({1, 4, 5}), extra_after_pass=True,
    water_square=28, water_landing="fifteen_or_before",
    protected_squares=frozenset({27, 28, 29, 30}), protection_by_neighbour=True, protection_lost_in_water=False,
    attacked_to={}, capture=False, vacate_first=frozenset(), ending="last_pawn_off", bear_off="from_27_table", blocking=0, moving_back="never", opening="first_player",
    named_squares={28: ("Eau", "Water")},
))
register(SenetRules(
    name="jequier", fr="Senet de Jéquier", en="Jéquier's Senet", sources=(SEED,),
    pieces=5, start=((1, 3, 5, 7, 9), (2, 4, 6, 8, 10)),
    chance="four_sticks", throw_values=(6, 1, 2, 3, 4), extra_throws=frozenset({1, 4, 6}), extra_after_pass=False,
    water_square=27, water_landing="first_empty",
    protected_squares=frozenset({26, 28, 29, 30}), protection_by_neighbour=True, protection_lost_in_water=False,
    attacked_to={}, capture=False, vacate_first=frozenset(), ending="last_pawn_off", bear_off="last_row", blocking=3, moving_back="onto_empty", opening="throw_for_one",
    named_squares={26: ("Beauté", "Beauty"), 27: ("Eau", "Water")},
))
KENDALL = ("T. Kendall, Passing Through the Netherworld, Kirk Game Company, 1978 (rules booklet), "
           "as described by the Ludii database (Senet.lud, ruleset Kendall) and J. Loy")
register(SenetRules(
    name="kendall", fr="Senet de Kendall", en="Kendall's Senet", sources=(KENDALL,),
    pieces=7, start=((1, 3, 5, 7, 9, 11, 13), (2, 4, 6, 8, 10, 12, 14)),
    chance="four_sticks", throw_values=(5, 1, 2, 3, 4), extra_throws=frozenset({1, 4, 5}), extra_after_pass=False,
    water_square=27, water_landing="held_until_four",
    protected_squares=frozenset({27}), protection_by_neighbour=True, protection_lost_in_water=True,
    attacked_to={28: 27, 29: 27, 30: 27}, capture=False, vacate_first=frozenset(), ending="last_pawn_off",
    bear_off="kendall_houses", blocking=0,
    moving_back="from_26_attacking", opening="throw_for_one_14",
    named_squares={15: ("Renaître", "Rebirth"), 26: ("Beauté", "Beauty"), 27: ("Eau", "Water"),
                   28: ("Vérités", "Truths"), 29: ("Rê-Atoum", "Re-Atum"), 30: ("Horus", "Horus")},
))
BELL = ("R. C. Bell, Board and Table Games from Many Civilizations, Oxford University Press, 1960; "
        "Dover, 1979, pp. 27-28, as described by the Ludii database (Senet.lud, ruleset Bell)")
MARKED = frozenset({15, 26, 27, 28, 29})
register(SenetRules(
    name="bell", fr="Senet de Bell", en="Bell's Senet", sources=(BELL,),
    pieces=10, start=(tuple(range(1, 21, 2)), tuple(range(2, 21, 2))),
    chance="four_sided_die", throw_values=(), extra_throws=frozenset(), extra_after_pass=False,
    water_square=0, water_landing="none",
    protected_squares=MARKED, protection_by_neighbour=False, protection_lost_in_water=False,
    attacked_to={}, capture=True, vacate_first=MARKED, ending="most_off",
    bear_off="exact", blocking=0, moving_back="never", opening="higher_throw",
    named_squares={15: ("Marquée", "Marked"), 26: ("Marquée", "Marked"), 27: ("Marquée", "Marked"),
                   28: ("Marquée", "Marked"), 29: ("Marquée", "Marked")},
))
PICCIONE = ("P. A. Piccione, rules of King Tut's Game, Cadaco, 1977; « In Search of the Meaning of Senet », "
            "Archaeology 33/4, 1980, as described by the Ludii database (Senet.lud, ruleset Piccione)")
register(SenetRules(
    name="piccione", fr="Senet de Piccione", en="Piccione's Senet", sources=(PICCIONE,),
    pieces=5, start=((), ()),
    chance="four_sticks", throw_values=(5, 1, 2, 3, 4), extra_throws=frozenset({5}), extra_after_pass=False,
    water_square=27, water_landing="to_hand",
    protected_squares=frozenset(), protection_by_neighbour=False, protection_lost_in_water=False,
    attacked_to={}, capture=False, vacate_first=frozenset(), ending="last_pawn_off",
    bear_off="exact", blocking=0, moving_back="to_27_onto_empty", opening="white_first",
    named_squares={15: ("Renaître", "Rebirth"), 26: ("Beauté", "Beauty"), 27: ("Eau", "Water")},
    turn="split_steps", entering="one_on_1", extra_squares=frozenset({15, 26}), attacks=False,
))


# -- how each field reads for a learner (the board's words, and the comparison table) ------------------------

_YES_NO = {True: ("oui", "yes"), False: ("non", "no")}


def _plain(value, lang: str, rules) -> str:
    return str(value)


def _listed(value, lang: str, rules) -> str:  # throws or squares, in order; none: a dash
    return ", ".join(map(str, sorted(value) if isinstance(value, frozenset) else value)) or "—"


def _hook(hooks: dict):  # a field naming a hook reads as the hook's own words
    def words(value, lang: str, rules) -> str:
        return hooks[value].fr if lang == "fr" else hooks[value].en
    return words


def _start(value, lang: str, rules) -> str:
    fr = lang == "fr"
    if rules.get("entering", "none") != "none":
        return "tous les pions en main" if fr else "every pawn in hand"
    names = ("Blanc", "Noir") if fr else ("White", "Black")
    return (" ; " if fr else "; ").join(f"{n} {', '.join(map(str, side))}" for n, side in zip(names, value, strict=True))


def _attacked_to(value, lang: str, rules) -> str:
    fr = lang == "fr"
    if not rules.get("attacks", True):
        return "nulle part : on ne s'arrête pas sur un pion" if fr else "nowhere: no pawn stops on another"
    if rules.get("capture"):
        return "nulle part : il est pris" if fr else "nowhere: it is taken"
    usual = "à la case de l'attaquant" if fr else "to the attacker's square"
    if not value:
        return usual
    where = ", ".join(str(a) for a, _ in sorted(value.items()))
    targets = ", ".join(map(str, sorted(set(value.values()))))
    return f"{usual} ; attaqué en {where} : en {targets}" if fr else f"{usual}; attacked on {where}: to {targets}"


def _named(value, lang: str, rules) -> str:
    fr = lang == "fr"
    return ", ".join(f"{sq} : {names[0]}" if fr else f"{sq}: {names[1]}" for sq, names in sorted(value.items())) or "—"


OPTION_TEXTS = {  # each behavioural field of SenetRules, in the learner's words, in the comparison table's order
    "pieces": OptionText(("Pions par joueur", "Pawns a side"), words=_plain),
    "start": OptionText(("Départ", "Start"), words=_start),
    "chance": OptionText(("On lance", "What is thrown"), words=_hook(CHANCES)),
    "throw_values": OptionText(("Valeur des lancers (0, 1, 2, 3, 4 faces claires)",
                                "Throw values (0, 1, 2, 3, 4 light faces)"), words=_listed),
    "extra_throws": OptionText(("Lancers qui font rejouer", "Throws that play again"), words=_listed),
    "extra_after_pass": OptionText(("Rejouer même sans coup possible", "Throw again even with no move"), _YES_NO),
    "water_square": OptionText(("Maison de l'Eau", "House of Water"), {0: ("—", "—")}, words=_plain),
    "water_landing": OptionText(("Un pion tombé à l'eau…", "A pawn fallen into the water…"),
                                words=_hook(WATER_LANDINGS)),
    "protected_squares": OptionText(("Cases protégées", "Protected squares"), words=_listed),
    "protection_by_neighbour": OptionText(("Deux pions voisins se protègent",
                                           "Two neighbouring pawns protect each other"), _YES_NO),
    "protection_lost_in_water": OptionText(("Un pion dans l'eau (ou qui en revient) fait perdre cette protection",
                                            "A pawn in the water (or back from it) loses its side that protection"),
                                           _YES_NO),
    "attacked_to": OptionText(("Où va un pion attaqué", "Where an attacked pawn goes"), words=_attacked_to),
    "capture": OptionText(("Un pion attaqué est pris (il quitte la partie)",
                           "An attacked pawn is taken (leaves the game)"), _YES_NO),
    "vacate_first": OptionText(("Cases qu'il faut quitter d'abord", "Squares to leave first"), words=_listed),
    "blocking": OptionText(("Pions alignés qu'on ne peut pas sauter", "Pawns in a row that cannot be jumped"),
                           {0: ("aucun", "none")}, ("{n} pions adverses", "{n} opposing pawns")),
    "moving_back": OptionText(("Reculer quand aucun pion ne peut avancer", "Move back when no pawn can advance"),
                              words=_hook(MOVING_BACKS)),
    "bear_off": OptionText(("Sortie", "Bearing off"), words=_hook(BEAR_OFFS)),
    "opening": OptionText(("Ouverture", "Opening"), words=_hook(OPENINGS)),
    "ending": OptionText(("Fin de partie", "End of the game"), words=_hook(ENDINGS)),
    "named_squares": OptionText(("Cases nommées", "Named squares"), words=_named),
    "turn": OptionText(("Un lancer se joue…", "A throw is played…"), words=_hook(TURNS)),
    "entering": OptionText(("Entrée des pions", "Entering the pawns"), words=_hook(ENTERINGS)),
    "extra_squares": OptionText(("Cases qui font rejouer", "Squares that play again"), words=_listed),
    "attacks": OptionText(("On peut s'arrêter sur un pion adverse", "A pawn may stop on an opposing pawn"), _YES_NO),
}


def rule_values(name: str) -> dict:
    """Every behavioural field of rule set ``name`` (the keys of :data:`OPTION_TEXTS`), for the tables."""
    record = RULE_SETS[name]
    return {key: getattr(record, key) for key in OPTION_TEXTS}


# every behavioural field has its words (checked at import: a field added without them fails here)
_SHOWN = set(OPTION_TEXTS) | {"name", "fr", "en", "sources"}
assert _SHOWN == {f.name for f in fields(SenetRules)}, sorted({f.name for f in fields(SenetRules)} - _SHOWN)
