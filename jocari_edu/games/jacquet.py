"""Jacquet (France: from the 17th century per Jocari, about 1800 per encyclopaedias), after C. Breyer (2010).

Source: ``shared/seeds/000_0beafee83698d7db.txt`` (Jocari, "Jeu du Jacquet",
after C. Breyer, *Jeux et jouets à travers les âges*, Bruxelles, Safran, 2010,
pp. 136-137).  Every rule stated there is implemented; where it is silent the
choice made is listed in :data:`CHOICES` and cited by the rule that applies it.

The table ("tablier") has 24 points ("flèches"), twelve on each side.  Each
player stacks fifteen checkers on one point, the *talon*, the first point of
the opponent's camp; both sides travel counter-clockwise all round the table to
their own last quarter, then bear off.  A point holding even one opposing
checker is closed; nobody is ever hit.  Two dice; doubles count four times.
At first only one checker, the *postillon* (courier), may run; the others wait
until it has reached the last quarter.

Numbering (stable): each player counts the points along **their own path**, so
the notation reads the same for both sides.  A player's talon is their point 1,
the opponent's talon their point 13, their last quarter 19-24.  White's point
``q`` is Black's point ``q + 12`` (mod 24).  The position text and the layout of
the picture use White's numbering; moves, explanations and the picture's
``data-square`` attributes use the numbering of the player to move.

Notation (a move is one checker moved by one die; a turn is played die by die):

- ``13-18``: the checker on point 13 goes to 18 with the die 5;
- ``20-off``: the checker on 20 bears off with the exact die (5), or, typed by
  hand, with the smallest die that may legally take it off; ``20-off/6`` names
  the die when it is higher than needed (that is how it is printed);
- ``pass``: the throw is lost (the only move when no die can be played).

Moving the sum with one checker is two moves (``13-16`` then ``16-21``): the
intermediate point must be open, exactly the source's rule.  The forced-play
rules are judged over the whole throw: a step is legal only if it begins a
sequence that uses the dice as the rules require.

Rule-set option ``bear_off``: ``"higher"`` (default, the source: a higher die
suffices, with the economy of choice J7) or ``"backgammon"`` (a higher die takes
off only the rearmost checker, once no checker stands farther than the die).

The rules live in :class:`JacquetState`, the kernel: a side is two ints (its
counts, four bits a point, and a mask of the points it holds), an action is
``32 * die + src`` (0: the lost throw); play-outs and searches drive it
directly (``jocari_edu.games.new_state``, ``Jacquet.clone()``).
:class:`Jacquet` is that same kernel with notation, explanations, records,
undo and pictures: each rule is decided once.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import NamedTuple

from ..core import Catalog, Choice, Game, NotationError, OptionText, Outcome, Reason, RuleSet
from ..core.game import arranged_int, arranged_items, arranged_pair, implements
from ..core.i18n import COMMON
from ..core.limits import cut, is_int, shown

POINTS = 24
OFF = 25  # a move's destination when bearing off; also the index of borne-off checkers in a view
LAST = 19  # first point of the last quarter
CHECKERS = 15
PHASES = ("opening", "throw", "move", "over")


def to_abs(player: int, point: int) -> int:
    """White's number of ``player``'s point (and back: the map is its own inverse)."""
    return point if player == 0 else (point + 11) % POINTS + 1


# ABS[player][q]: White's number of player's point q (index 0 unused)
ABS = tuple(tuple(to_abs(p, q) if q else 0 for q in range(POINTS + 1)) for p in (0, 1))


def quarter(point: int) -> int:
    """1 for points 1-6 (the talon's quarter) ... 4 for the last quarter 19-24."""
    return (point - 1) // 6 + 1


class JacquetMove(NamedTuple):
    """One checker moved by one die, in the mover's numbering; ``PASS`` is (0, 0, 0)."""

    src: int
    dst: int  # OFF (25) to bear off
    die: int

    def __str__(self) -> str:
        if self.src == 0:
            return "pass"
        if self.dst != OFF:
            return f"{self.src}-{self.dst}"
        return f"{self.src}-off" if self.die == OFF - self.src else f"{self.src}-off/{self.die}"

    @property
    def is_pass(self) -> bool:
        return self.src == 0


PASS = JacquetMove(0, 0, 0)

SEED = "seed 000 (Jeu du Jacquet, after C. Breyer 2010, pp. 136-137)"

CHOICES = (
    Choice(
        "J1",
        ("breyer",),
        "Qui lance le premier dé pour désigner celui qui commence, et que faire d'une égalité ?",
        "Blanc lance un dé, puis Noir ; le plus fort commence en lançant les deux dés (les dés d'ouverture ne se jouent pas). En cas d'égalité, on relance dans le même ordre.",
        "Who throws the first single die to decide who starts, and what about a tie?",
        "White throws one die, then Black; the higher starts by throwing both dice (the opening dice are not played). A tie is thrown again in the same order.",
        "La source dit seulement que le plus fort commence puis que chacun lance les deux dés ; un ordre fixe rend chaque lancer explicite et rejouable.",
        "The source only says the higher starts, then each throws both dice; a fixed order makes every throw explicit and replayable.",
    ),
    Choice(
        "J2",
        ("breyer",),
        "Le tour se joue dé par dé : comment appliquer l'obligation de jouer ?",
        "Un pas (un pion, un dé) n'est permis que s'il commence une suite qui joue autant de dés que possible ; quand on ne peut jouer que l'un des deux dés, on joue le plus fort s'il passe. Jouer la somme avec un seul pion, c'est deux pas, et la flèche intermédiaire doit être libre.",
        "A turn is played die by die: how does the duty to play apply?",
        "A step (one checker, one die) is allowed only if it begins a sequence that plays as many dice as possible; when only one of two dice can be played, it is the larger one if it can be. Moving the sum with one checker is two steps, and the intermediate point must be open.",
        "C'est la règle de la source appliquée à tout le lancer, tout en laissant le plateau déplacer un pion à la fois.",
        "This is the source's rule applied to the whole throw, while the board still moves one checker at a time.",
    ),
    Choice(
        "J3",
        ("breyer",),
        "Aucun dé ne peut être joué : que se passe-t-il ?",
        "Le seul coup permis est de passer (noté « pass ») : les points sont perdus et l'adversaire lance.",
        "No die can be played: what happens?",
        "The only move is to pass (written 'pass'): the points are lost and the opponent throws.",
        "Rendre le lancer perdu explicite permet au plateau et à l'historique de l'annoncer.",
        "Making the lost throw explicit lets the board and the history announce it.",
    ),
    Choice(
        "J4",
        ("breyer",),
        "Qui est le postillon, et que peuvent faire les autres pions en attendant ?",
        "Le premier pion qui quitte le talon. Tant qu'il n'est pas dans le dernier quartier (19 à 24), chaque pas doit le déplacer ; un dé qu'il ne peut pas jouer est perdu.",
        "Which checker is the courier, and what may the others do meanwhile?",
        "The first checker to leave the talon. Until it is in the last quarter (19-24), every step must move it; a die it cannot play is lost.",
        "La source ne laisse bouger qu'un seul pion au commencement de la partie.",
        "The source lets only one checker move at the start of the game.",
    ),
    Choice(
        "J5",
        ("breyer",),
        "Le lancer où le postillon arrive : les dés restants peuvent-ils déplacer d'autres pions ?",
        "Oui : dès que le postillon est dans le dernier quartier, les dés restants du même lancer peuvent déplacer les autres pions, et doivent être joués si possible.",
        "In the throw that brings the courier home, may the remaining dice move other checkers?",
        "Yes: as soon as the courier is in the last quarter, the remaining dice of the same throw may move the other checkers, and must be played if possible.",
        "La source libère les autres pions une fois le postillon rentré, sans attendre le lancer suivant ; son exemple du double 5 emploie les quatre dés et ne tranche pas.",
        "The source frees the other checkers once the courier is home, without waiting for the next throw; its double-5 example uses all four dice and does not decide.",
    ),
    Choice(
        "J6",
        ("breyer",),
        "Quand le postillon « ne peut-il plus rentrer » ?",
        "Quand son joueur doit lancer et qu'aucun des 21 lancers ne le laisse avancer : les six flèches devant lui sont toutes tenues par l'adversaire. La partie s'arrête alors, gagnée quadruple par l'adversaire.",
        "When can the courier 'no longer get home'?",
        "When its owner must throw and none of the 21 throws lets it advance: the six points in front of it are all held by the opponent. The game then stops, won quadruple by the opponent.",
        "Avec des dés de 1 à 6 et des arrêts qui doivent être libres, six flèches tenues de suite sont le seul mur infranchissable ; on le constate au moment de lancer.",
        "With dice from 1 to 6 and stops that must be open, six points held in a row are the only wall that cannot be passed; it is checked when the owner must throw.",
    ),
    Choice(
        "J7",
        ("breyer",),
        "Sortir « avec la meilleure économie de points » : qu'est-ce qui est permis ?",
        "Un dé sort un pion à sa distance exacte ou plus près ; parmi ceux qu'il peut sortir, c'est le plus éloigné, celui qui gaspille le moins de points. Avancer un pion dans le dernier quartier reste permis. Le coup nomme le dé quand il n'est pas exact (20-off/6).",
        "Bearing off 'with the best economy of points': what is allowed?",
        "A die bears off a checker at its exact distance or nearer; of those it can take off, it takes the farthest, the one that wastes fewest points. Moving a checker inside the last quarter stays allowed. The move names the die when it is not exact (20-off/6).",
        "La source accepte un dé supérieur ; l'économie se lit comme l'interdiction de gaspiller plus de points qu'il n'en faut avec ce dé. La règle plus stricte du backgammon (un dé trop fort ne sort un pion que si aucun n'est plus loin) est proposée en option.",
        "The source accepts a higher die; economy is read as not wasting more points than needed with that die. The stricter backgammon rule (a higher die bears off only when no checker stands farther back) is offered as an option.",
        options=("bear_off",),
    ),
    Choice(
        "J8",
        ("breyer",),
        "Six flèches « consécutives » pour un bouchage : comptées comment ?",
        "Dans l'ordre du parcours, tout autour de la table : la flèche 24 d'un joueur touche sa flèche 1, qui la suit sur le chemin de l'adversaire. Le bouchage est permis et nommé dans les explications.",
        "Six 'consecutive' points for a bouchage: counted how?",
        "In the order of travel, all round the table: a player's point 24 touches their point 1, which follows it on the opponent's path. The bouchage is legal and named in explanations.",
        "Un bouchage est un mur sur le chemin de l'adversaire (ses dés vont de 1 à 6) : seule compte la suite des flèches qu'il doit franchir.",
        "A bouchage is a wall on the opponent's path (their dice run from 1 to 6): only the run of points they must cross matters.",
    ),
    Choice(
        "J9",
        ("breyer",),
        "Dans quel quartier compte-t-on les pions du perdant ?",
        "Dans ses propres quartiers (le premier : flèches 1 à 6, celui de son talon ; le dernier : 19 à 24), d'après son pion le plus en arrière ; ses pions déjà sortis ne comptent pas.",
        "In which quarter are the loser's checkers counted?",
        "In the loser's own quarters (first: points 1-6, the talon's; last: 19-24), by their rearmost checker; checkers already borne off do not count.",
        "L'échelle de la source va du dernier quartier (partie simple) au premier (quadruple) : elle suit le chemin du perdant.",
        "The source's scale runs from the last quarter (single game) to the first (quadruple): it follows the loser's path.",
    ),
)

SIZES = {1: ("simple", "single"), 2: ("double", "double"), 3: ("triple", "triple"), 4: ("quadruple", "quadruple")}
QUARTERS = {1: ("premier", "first"), 2: ("deuxième", "second"), 3: ("troisième", "third"), 4: ("dernier", "last")}

MESSAGES = Catalog(
    COMMON,
    bad_notation=(
        "Notation inconnue « {text} » : écrivez par exemple 13-18, 20-off (ou 20-sortie : le pion de la flèche 20 sort), 20-off/6 (il sort avec le 6) ou pass (le lancer est perdu).",
        "Unknown notation '{text}': write e.g. 13-18, 20-off, 20-off/6 or pass.",
    ),
    bad_point=(
        "La flèche {p} n'existe pas : elles sont numérotées de 1 à 24.",
        "Point {p} does not exist: points are numbered 1 to 24.",
    ),
    bad_die=("Un dé montre 1 à 6, pas {d}.", "A die shows 1 to 6, not {d}."),
    opening_throw=(
        "Pour savoir qui commence, chacun lance un dé : à {player} de lancer.",
        "To decide who starts, each throws one die: {player} to throw.",
    ),
    no_checker=("Vous n'avez aucun pion sur la flèche {p}.", "You have no checker on point {p}."),
    not_yours=(
        "La flèche {p} porte les pions de l'adversaire, pas les vôtres.",
        "Point {p} holds your opponent's checkers, not yours.",
    ),
    backward=(
        "Les pions avancent toujours vers le dernier quartier : de la flèche {src}, on ne va pas en {dst}.",
        "Checkers always move on towards the last quarter: from point {src} you cannot go to {dst}.",
    ),
    courier_first=(
        "Le postillon doit d'abord rentrer dans le dernier quartier : seul le pion de la flèche {c} peut avancer.",
        "The courier must first reach the last quarter: only the checker on point {c} may move.",
    ),
    no_die=(
        "Aucun dé à jouer ne vaut {n} ({k:dé|dés} : {dice}) : chaque dé se joue tel quel, sans jamais redistribuer les points.",
        "No die left shows {n} ({k:die|dice}: {dice}): each die is played as it is, the points are never shared out otherwise.",
    ),
    sum_steps=(
        "Aucun dé ne vaut {n} ({k:dé|dés} : {dice}) : pour avancer un seul pion de la somme, jouez les dés un à un ({path}) ; chaque arrêt doit être libre.",
        "No die shows {n} ({k:die|dice}: {dice}): to move one checker the sum, play the dice one at a time ({path}); every stop must be open.",
    ),
    sum_held=(
        "Aucun dé ne vaut {n} ({k:dé|dés} : {dice}) : pour avancer un seul pion de la somme, il faudrait jouer les dés un à un en s'arrêtant sur des flèches libres, mais {h:la flèche|les flèches} {held} {h:est tenue|sont tenues} par l'adversaire.",
        "No die shows {n} ({k:die|dice}: {dice}): to move one checker the sum, the dice would be played one at a time, stopping on open points, but {h:point|points} {held} {h:is|are} held by your opponent.",
    ),
    closed=("La flèche {p} est tenue par l'adversaire.", "Point {p} is held by your opponent."),
    closed_bouchage=(
        "La flèche {p} est tenue par l'adversaire, dans son bouchage {n:de # flèche|d'une flèche|de # flèches} ({a} à {b}).",
        "Point {p} is held by your opponent, in their bouchage of {n:# point|# points} ({a} to {b}).",
    ),
    off_not_home=(
        "On ne sort qu'une fois ses quinze pions dans le dernier quartier (19 à 24) : la flèche {p} n'y est pas.",
        "Checkers bear off only once all fifteen are in the last quarter (19-24): point {p} is not.",
    ),
    no_die_off=(
        "Aucun dé à jouer ne vaut {d} ({k:dé|dés} : {dice}).",
        "No die left shows {d} ({k:die|dice}: {dice}).",
    ),
    off_short=(
        "Avec un {d}, le pion de la flèche {p} n'atteint pas la sortie : il lui faut au moins un {need}.",
        "With a {d}, the checker on point {p} does not reach the exit: it needs at least a {need}.",
    ),
    off_economy=(
        "Meilleure économie de points : avec un {d}, c'est le pion de la flèche {p}, plus éloigné, qui sort.",
        "Best economy of points: with a {d}, the farther checker on point {p} is the one to bear off.",
    ),
    off_backgammon=(
        "Règle stricte : un dé plus fort que nécessaire ne sort un pion que si aucun n'est plus loin ; la flèche {p} en porte encore.",
        "Strict rule: a die higher than needed bears off only when no checker stands farther; point {p} still holds one.",
    ),
    larger_die=(
        "On ne peut jouer qu'un des deux dés : c'est alors le plus fort qu'il faut jouer, le {d}.",
        "Only one of the two dice can be played: you must play the larger die, the {d}.",
    ),
    max_dice=(
        "Il faut jouer autant de dés que possible ({m}) : après {move}, on n'en jouerait {k:aucun|qu'un|que #}. Par exemple : {example}.",
        "As many dice as possible must be played ({m}): after {move} {k:none|only one|only #} could be. For example: {example}.",
    ),
    pass_refused=(
        "Un coup est possible (par exemple {move}) : on ne peut pas passer.",
        "A move is possible (for example {move}): you cannot pass.",
    ),
    do_move=(
        "Le pion de la flèche {src} avance en {dst} (dé {d}).",
        "The checker on point {src} moves to {dst} (die {d}).",
    ),
    do_off=("Le pion de la flèche {src} sort du jeu (dé {d}).", "The checker on point {src} bears off (die {d})."),
    do_off_higher=(
        "Le pion de la flèche {src} sort du jeu avec un {d}, plus fort que nécessaire (un {need} suffisait).",
        "The checker on point {src} bears off with a {d}, more than needed (a {need} would do).",
    ),
    do_pass=(
        "Aucun pion ne peut jouer {dice} : les points {k:du dé|des dés} sont perdus.",
        "No checker can play {dice}: {k:the die is|the dice are} lost.",
    ),
    tail_courier_out=(
        " Ce pion devient le postillon : les autres attendent qu'il soit dans le dernier quartier.",
        " This checker becomes the courier: the others wait until it is in the last quarter.",
    ),
    tail_courier_home=(
        " Le postillon entre dans le dernier quartier : les autres pions peuvent partir.",
        " The courier enters the last quarter: the other checkers may now move.",
    ),
    tail_bouchage=(
        " Bouchage : vous tenez {n:# flèche|# flèches} de suite ({a} à {b}), que l'adversaire ne peut pas franchir.",
        " Bouchage: you hold {n:# point|# points} in a row ({a} to {b}), which your opponent cannot cross.",
    ),
    tail_left=(" Reste à jouer : {dice}.", " Still to play: {dice}."),
    tail_over=(" Ensuite, c'est à {player} de lancer.", " Then {player} throws."),
    tail_win=(" C'est le dernier pion : la partie est gagnée.", " It is the last checker: the game is won."),
    won_off=(
        "{player} a sorti ses quinze pions et gagne la partie {size} ({points:# point|# points}) : le pion le plus en arrière de {loser} est dans son {quarter} quartier (flèche {rear} dans la numérotation de {loser}).",
        "{player} has borne off all fifteen checkers and wins a {size} game ({points:# point|# points}): {loser}'s rearmost checker is in their {quarter} quarter (point {rear} in {loser}'s numbering).",
    ),
    won_courier=(
        "Le postillon de {loser} ne peut plus rentrer. Dans la numérotation de {loser}, il est sur la flèche {c} et les six flèches devant lui, {a} à {b}, sont tenues (dans celle de {player} : flèche {wc}, flèches {wa} à {wb}). {player} gagne la partie quadruple (4 points).",
        "{loser}'s courier can no longer get home. In {loser}'s numbering it stands on point {c} and the six points in front of it, {a} to {b}, are held (in {player}'s: point {wc}, points {wa} to {wb}). {player} wins a quadruple game (4 points).",
    ),
)

_NOTATION = re.compile(r"^\s*(\d{1,2})\s*[-–]\s*(?:(\d{1,2})|(?:off|sortie|out)(?:\s*/\s*(\d{1,2}))?)\s*$", re.I)


def dice_text(dice: tuple) -> tuple[str, str]:
    """``(5, 3)`` as ("5 et 3", "5 and 3")."""
    if len(dice) == 1:
        return str(dice[0]), str(dice[0])
    head = ", ".join(map(str, dice[:-1]))
    return f"{head} et {dice[-1]}", f"{head} and {dice[-1]}"


def _without(dice: tuple, die: int) -> tuple:
    i = dice.index(die)
    return dice[:i] + dice[i + 1:]


@implements("J8")
def _run(held, point: int) -> tuple[int, int, int]:
    """The circular run of held points through ``point``: (length, first, last), choice J8."""
    if not held[point]:
        return 0, point, point
    n, a, b = 1, point, point
    while n < POINTS and held[(a - 2) % POINTS + 1]:
        a, n = (a - 2) % POINTS + 1, n + 1
    while n < POINTS and held[b % POINTS + 1]:
        b, n = b % POINTS + 1, n + 1
    return n, a, b


def _sum_stops(dice: tuple, src: int, dst: int) -> list[tuple[int, ...]]:
    """The stops (``dst`` included) of each order of the dice whose running sum lands on ``dst``, two dice or more."""
    orders = [dice] if dice[0] == dice[-1] else [dice, dice[::-1]]
    found = []
    for order in orders:
        stops, at = [], src
        for d in order:
            at += d
            stops.append(at)
            if at == dst and len(stops) > 1:
                found.append(tuple(stops))
    return found


# -- the kernel: a side as two ints ------------------------------------------------
#
# A side's checkers, in its own numbering, are ``packed``: four bits a point,
# ``packed >> 4 * q & 15`` checkers on point q, point 25 the borne-off ones;
# and ``held``: bit q set when point q (1-24) holds at least one.  An action
# is ``32 * die + src`` (the checker on ``src`` moved by ``die``; to 25 or
# beyond, it bears off), ``PASS_ACTION`` (0) the lost throw: sorted actions
# are the order of the legal moves, the smaller die first.

PASS_ACTION = 0
_NIBBLE = tuple(1 << 4 * q for q in range(OFF + 1))
_OUTSIDE = sum(1 << q for q in range(1, LAST))  # points 1-18: not yet in the last quarter
_FULL = sum(1 << q for q in range(1, OFF))
# _ROOM[d]: the points a die d can leave without reaching the exit
_ROOM = tuple(sum(1 << q for q in range(1, OFF - d)) for d in range(7))


def _mover(action: int) -> JacquetMove:
    src, die = action & 31, action >> 5
    return JacquetMove(src, min(src + die, OFF), die)


ACTION_MOVES = (PASS, *(_mover(a) if 1 <= a & 31 <= POINTS and 1 <= a >> 5 <= 6 else None for a in range(1, 224)))


def action_of(move: JacquetMove) -> int:
    """The kernel's action for a move (the pass: 0)."""
    return 32 * move.die + move.src


def _chunked(values) -> tuple:
    """For each byte of a mask, ``values[bit]`` of its set bits, in bit order."""
    return tuple(tuple(tuple(values[8 * c + i] for i in range(8) if v >> i & 1) for v in range(256)) for c in range(4))


_STEP_ACTIONS = tuple(_chunked([32 * d + q for q in range(32)]) for d in range(7))


def _pick(tables, mask: int) -> tuple:
    a, b, c, d = tables
    return a[mask & 255] + b[mask >> 8 & 255] + c[mask >> 16 & 255] + d[mask >> 24]


def _opposite(held: int) -> int:
    """The opponent's held points, in the other side's numbering (point q is their q + 12)."""
    return (held & 0x1FFE) << 12 | held >> 12 & 0x1FFE


@implements("J4", "J5")
def _courier(packed: int, held: int) -> int:
    """The courier's point while it is still on its way, else 0.

    Choice J4: the courier is the first checker to leave the talon (point 1);
    while the other fourteen wait there and it has not reached point 19, it
    alone may move (point 1 itself before it has left).  Choice J5: the
    restriction is lifted the moment it arrives, within the same throw.
    """
    on_talon = packed >> 4 & 15
    if on_talon == CHECKERS:
        return 1
    if on_talon == CHECKERS - 1:
        q = (held & ~2).bit_length() - 1  # the one checker away from the talon
        return q if 1 < q < LAST else 0
    return 0


def _rearmost(held: int) -> int:
    return (held & -held).bit_length() - 1 if held else OFF


@implements("J7")
def _off_source(held: int, die: int, strict: bool) -> int:
    """The checker ``die`` bears off once all fifteen are home (0: none).

    A die bears off a checker at its exact distance, or nearer (the source);
    choice J7 reads "the best economy of points" as: the die takes off the
    farthest checker it can reach.  With the ``backgammon`` option a higher
    die takes off only the rearmost checker.
    """
    reach = held >> (OFF - die) << (OFF - die)  # the points the die takes off from
    if not reach:
        return 0
    src = (reach & -reach).bit_length() - 1
    if strict and src != OFF - die and held & ((1 << src) - 1):
        return 0
    return src


def _steps(packed: int, held: int, closed: int, dice: tuple, strict: bool) -> tuple:
    """Every single step the rules allow (forced play aside), smaller die first.

    The source's rules for one checker and one die: the mover's checker goes
    forward by a die as it is, the courier alone while it runs (J4, J5), onto
    a point holding no opposing checker (``closed``; no hitting, ever), or off
    once all fifteen are in the last quarter (J7).
    """
    c = _courier(packed, held)
    sources = 1 << c if c else held
    home = not held & _OUTSIDE  # else every bearing off is refused at once
    found = ()
    for d in (dice[0],) if dice[0] == dice[-1] else (dice[-1], dice[0]):
        movers = sources & ~(closed >> d) & _ROOM[d]
        if movers:
            found += _pick(_STEP_ACTIONS[d], movers)
        if home:
            src = _off_source(held, d, strict)
            if src:
                found += (32 * d + src,)
    return found


def _after(packed: int, held: int, action: int) -> tuple[int, int]:
    """The side after the step ``action``."""
    src = action & 31
    dst = src + (action >> 5)
    if dst > OFF:
        dst = OFF
    packed += _NIBBLE[dst] - _NIBBLE[src]
    if not packed >> 4 * src & 15:
        held ^= 1 << src
    if dst < OFF:
        held |= 1 << dst
    return packed, held


def walled_in(packed: int, held: int, opposing_held: int) -> int:
    """The point of a side's courier if the six points in front of it are all held (choice J6), else 0."""
    c = _courier(packed, held)
    return c if c and _opposite(opposing_held) >> c + 1 & 63 == 63 else 0


def win_points(loser_held: int) -> int:
    """A win's points by the quarter of the loser's rearmost checker, in the loser's numbering (choice J9)."""
    return 5 - quarter(_rearmost(loser_held))


def turn_ends(packed: int, held: int, closed: int, dice: tuple, strict: bool = False) -> list[tuple[tuple, int, int]]:
    """Each distinct way to play the throw ``dice`` whole, for a side ``(packed, held)`` facing ``closed``.

    ``(actions, packed, held)`` for each: the steps, then the side once the
    turn is over; ``((PASS_ACTION,), packed, held)`` when nothing can be
    played (J3).  Steps are tried in the order of the legal moves, and orders
    of the same steps that reach the same position, at the turn's end or on
    the way, count once (the first found): the turns a search over the
    teaching API finds (``players.base.turns``), without one teaching object.
    """
    state = object.__new__(JacquetState)
    state.closed, state.memo, state.strict = closed, {}, strict
    return state._turn_ends(packed, held, dice)


def turn_sides(packed: int, held: int, closed: int, dice: tuple, strict: bool = False) -> dict[int, int]:
    """The sides ``{packed: held}`` the throw ``dice`` can leave, played whole: the ends of :func:`turn_ends`
    (the rules of a whole turn, J2 and J3, decided there), for a search that only needs where a turn leads."""
    return {p: h for _, p, h in turn_ends(packed, held, closed, dice, strict)}


_OPENING_THROWS = tuple(((v,), Fraction(1, 6)) for v in range(1, 7))
_TURN_THROWS = tuple(((a, b), Fraction(1 if a == b else 2, 36)) for a in range(1, 7) for b in range(1, a + 1))
_START = CHECKERS << 4, 1 << 1  # fifteen checkers on the talon, point 1


class JacquetState:
    """The kernel: the rules on ints, with no teaching object per step.

    OpenSpiel-like: :meth:`legal_actions` (ints, in the order of
    :meth:`Jacquet.legal_moves`), :meth:`apply_action`, :meth:`is_chance_node`,
    :meth:`chance_outcomes` (the opening single dice, J1, then two dice),
    :meth:`sample_throw`, :meth:`apply_throw`, :meth:`is_terminal`,
    :meth:`returns` (the points won, 1 to 4), :meth:`result`, :meth:`clone`.
    An action is ``32 * die + src`` (see ``ACTION_MOVES``), 0 the lost throw.
    :class:`Jacquet` is this class with notation, explanations, records, undo
    and pictures on top.

    The forced-play analysis of a throw (J2) is memoised for the throw: the
    opponent's points cannot change while it is played.
    """

    __slots__ = ("packed", "held", "player", "phase", "first", "dice", "dice_left", "strict", "closed", "memo",
                 "actions", "end")

    def __init__(self, options: dict) -> None:
        self._start(options)

    def _start(self, options: dict) -> None:
        self.strict = options["bear_off"] == "backgammon"
        self.packed = [_START[0], _START[0]]
        self.held = [_START[1], _START[1]]
        self.player = 0
        self.phase = "opening"
        self.first = 0  # White's opening die, while Black's is awaited
        self.dice: tuple = ()  # this turn's dice, four for a double
        self.dice_left: tuple = ()
        self.closed = 0  # the points the opponent holds, in the mover's numbering (fixed for a throw)
        self.memo: dict = {}  # (packed, dice left) -> how many can be played, for this throw
        self.actions: tuple = ()
        self.end: tuple | None = None  # (kind, winner, points, point): the loser's rear or walled-in courier

    def clone(self) -> JacquetState:
        """An independent kernel state in the same position (from a game too: no history, no undo)."""
        new = object.__new__(JacquetState)
        for name in JacquetState.__slots__:
            setattr(new, name, getattr(self, name))
        new.packed, new.held = self.packed[:], self.held[:]
        return new

    # -- the protocol ----------------------------------------------------------------

    def current_player(self) -> int:
        return self.player

    def is_chance_node(self) -> bool:
        return self.phase == "opening" or self.phase == "throw"

    def chance_outcomes(self) -> tuple:
        if self.phase == "opening":
            return _OPENING_THROWS
        return _TURN_THROWS if self.phase == "throw" else ()

    def sample_throw(self, rng) -> tuple:
        """A throw drawn from ``rng`` (a :class:`jocari_edu.core.Rng`), as a game draws it."""
        if self.phase == "opening":
            return (rng.below(6) + 1,)
        a, b = rng.below(6) + 1, rng.below(6) + 1
        return (a, b) if a >= b else (b, a)

    @implements("J1")
    def apply_throw(self, throw: tuple) -> None:
        """The opening single dice (choice J1), or a turn's two dice (a double counts four times)."""
        if self.phase == "opening":
            if not self.first:
                self.first, self.player = throw[0], 1
            else:
                white, black = self.first, throw[0]
                self.first, self.player = 0, 0 if white >= black else 1
                if white != black:
                    self.phase = "throw"
            return
        a, b = sorted(throw, reverse=True)
        self.dice = self.dice_left = (a,) * 4 if a == b else (a, b)
        self.phase = "move"
        self._begin_moves()

    def _begin_moves(self) -> None:
        """A throw's first step: the analysis of the throw starts afresh (J2), and J3 if nothing can be played."""
        me = self.player
        self.closed = _opposite(self.held[1 - me])
        self.memo = {}
        self.actions = self._legal_steps(self.packed[me], self.held[me], self.dice_left)[0] or (PASS_ACTION,)

    def legal_actions(self) -> tuple:
        return self.actions

    def turn_ends(self) -> list[tuple[tuple, int, int]]:
        """Each distinct way the mover can play the rest of this throw (see :func:`turn_ends`)."""
        me = self.player
        if not self.actions or self.actions == (PASS_ACTION,):
            return [((PASS_ACTION,), self.packed[me], self.held[me])] if self.actions else []
        return self._turn_ends(self.packed[me], self.held[me], self.dice_left, self.actions)

    def _turn_ends(self, packed: int, held: int, dice: tuple, moves: tuple | None = None) -> list:
        if moves is None:
            moves = self._legal_steps(packed, held, dice)[0]
            if not moves:
                return [((PASS_ACTION,), packed, held)]
        seen: set = set()
        found: list = []
        seq: list = []
        legal_steps = self._legal_steps

        def walk(packed, held, dice, moves):
            for action in moves:
                p, h = _after(packed, held, action)
                left = _without(dice, action >> 5)
                follow = ()
                if left and p >> 4 * OFF != CHECKERS:
                    steps, most = legal_steps(p, h, left)
                    if most:
                        follow = steps
                key = (p, left) if follow else p
                if key in seen:
                    continue
                seen.add(key)
                seq.append(action)
                if follow:
                    walk(p, h, left, follow)
                else:
                    found.append((tuple(seq), p, h))
                seq.pop()

        walk(packed, held, dice, moves)
        return found

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def result(self) -> tuple | None:
        """``(kind, winner, points)`` once over: kind ``simple`` ... ``quadruple`` or ``courier_blocked``."""
        return None if self.end is None else self.end[:3]

    def returns(self) -> tuple:
        """The points each player wins (the loser's negative), 0 while the game goes on."""
        if self.end is None:
            return (0.0, 0.0)
        points = float(self.end[2])
        return (points, -points) if self.end[1] == 0 else (-points, points)

    # -- the rules -------------------------------------------------------------------

    def _depth(self, packed: int, held: int, dice: tuple) -> int:
        """How many of ``dice`` can still be played by the mover from ``packed`` (memoised)."""
        if len(dice) < 2:  # the last die: playable or not, nothing to remember
            return 1 if dice and _steps(packed, held, self.closed, dice, self.strict) else 0
        key = (packed, dice)
        memo = self.memo
        found = memo.get(key)
        if found is not None:
            return found
        best = 0
        for action in _steps(packed, held, self.closed, dice, self.strict):
            reach = 1 + self._depth(*_after(packed, held, action), _without(dice, action >> 5))
            if reach > best:
                best = reach
                if best == len(dice):
                    break
        memo[key] = best
        return best

    @implements("J2")
    def _legal_steps(self, packed: int, held: int, dice: tuple) -> tuple[tuple, int]:
        """The steps that begin a sequence playing the dice as required (J2), and how many dice that is.

        As many dice as possible must be played (doubles: as many as possible);
        when only one of two different dice can be, the larger if it can.
        """
        steps = _steps(packed, held, self.closed, dice, self.strict)
        if len(dice) == 1 or not steps:
            return steps, 1 if steps else 0
        scored = [(1 + self._depth(*_after(packed, held, a), _without(dice, a >> 5)), a) for a in steps]
        most = max(s for s, _ in scored)
        moves = tuple(a for s, a in scored if s == most)
        if most == 1 and len(dice) == 2 and dice[0] != dice[1]:
            moves = tuple(a for a in moves if a >> 5 == dice[0]) or moves
        return moves, most

    def _example(self, packed: int, held: int, dice: tuple) -> list[int]:
        """One complete legal sequence from here (for explanations)."""
        seq = []
        while dice:
            moves, _ = self._legal_steps(packed, held, dice)
            if not moves:
                break
            seq.append(moves[0])
            packed, held = _after(packed, held, moves[0])
            dice = _without(dice, moves[0] >> 5)
        return seq

    # -- effects ---------------------------------------------------------------------

    def apply_action(self, action: int) -> None:
        """Play a legal action (not checked: the teaching API checks and explains)."""
        if action == PASS_ACTION:
            self._end_turn()
            return
        me = self.player
        packed, held = _after(self.packed[me], self.held[me], action)
        self.packed[me], self.held[me] = packed, held
        self.dice_left = left = _without(self.dice_left, action >> 5)
        if packed >> 4 * OFF == CHECKERS:
            self.phase, self.dice, self.dice_left, self.actions = "over", (), (), ()
            self._finish_off(me)
            return
        if left:
            moves, most = self._legal_steps(packed, held, left)
            if most:
                self.actions = moves
                return
        self._end_turn()

    def _end_turn(self) -> None:
        self.player = 1 - self.player
        self.phase = "throw"
        self.dice = self.dice_left = self.actions = ()
        self._check_courier()

    @implements("J6")
    def _check_courier(self) -> bool:
        """End the game if the courier of the player to throw is walled in (choice J6)."""
        loser = self.player
        c = walled_in(self.packed[loser], self.held[loser], self.held[1 - loser])
        if not c:
            return False
        self.phase, self.actions = "over", ()
        self.end = ("courier_blocked", 1 - loser, 4, c)
        return True

    @implements("J9")
    def _finish_off(self, winner: int) -> None:
        """Score by the quarter of the loser's rearmost checker, in the loser's numbering (choice J9)."""
        rear = _rearmost(self.held[1 - winner])
        points = win_points(self.held[1 - winner])
        self.end = (SIZES[points][0], winner, points, rear)


def _bits(mask: int) -> list:
    """``mask``'s bits 0-25 as a list (for the runs of held points, J8)."""
    return [mask >> q & 1 for q in range(OFF + 1)]


class Jacquet(Game, JacquetState):
    """Jacquet after C. Breyer (see the module docstring)."""

    name = "jacquet"
    MOVE = JacquetMove
    PASS_MOVE = PASS
    NOTATION_EXAMPLES = ("13-18", "20-off")
    fr = "Jacquet"
    en = "Jacquet"
    RULE_SETS = {
        "breyer": RuleSet("breyer", "Jacquet (d'après C. Breyer)", "Jacquet (after C. Breyer)", SEED,
                          options={"bear_off": "higher"}),
    }
    DEFAULT_RULE_SET = "breyer"
    OPTION_VALUES = {"bear_off": ("higher", "backgammon")}
    OPTION_TEXTS = {  # how the option reads on a board (choice J7)
        "bear_off": OptionText(("Sortir avec un dé trop fort", "Bearing off with a higher die"),
                               {"higher": ("le pion le plus éloigné qu'il atteint (Breyer)",
                                           "the farthest checker it reaches (Breyer)"),
                                "backgammon": ("seulement si aucun pion n'est plus loin (backgammon)",
                                               "only if no checker is farther back (backgammon)")}),
    }
    CHOICES = CHOICES
    MESSAGES = MESSAGES

    # -- state ----------------------------------------------------------------

    def _setup(self) -> None:
        self._start(self.options)
        self.last: tuple = ()  # (player, from, to) in White's numbering, steps of the latest turn
        self._fresh = False  # the next step starts a new turn's arrows

    def _snapshot(self) -> tuple:
        packed, held = self.packed, self.held
        return (packed[0], packed[1], held[0], held[1], self.player, self.phase, self.first, self.dice,
                self.dice_left, self.closed, self.memo, self.actions, self.end, self.last, self._fresh)

    def _restore(self, snap: tuple) -> None:
        (p0, p1, h0, h1, self.player, self.phase, self.first, self.dice,
         self.dice_left, self.closed, self.memo, self.actions, self.end, self.last, self._fresh) = snap
        self.packed, self.held = [p0, p1], [h0, h1]

    @property
    def board(self) -> list[int]:
        """Checkers on each of White's points (index 0 unused): positive for White, negative for Black."""
        board = [0] * (POINTS + 1)
        for player, sign in ((0, 1), (1, -1)):
            for q, n in self.points(player).items():
                board[ABS[player][q]] = sign * n
        return board

    @property
    def off(self) -> list[int]:
        """How many checkers each side has borne off."""
        return [self.packed[0] >> 4 * OFF, self.packed[1] >> 4 * OFF]

    def _set_board(self, board: list, off: list) -> None:
        for player, sign in ((0, 1), (1, -1)):
            packed, held = off[player] << 4 * OFF, 0
            for q in range(1, OFF):
                n = board[ABS[player][q]] * sign
                if n > 0:
                    packed |= n << 4 * q
                    held |= 1 << q
            self.packed[player], self.held[player] = packed, held

    @property
    def awaiting_throw(self) -> bool:
        return self.phase in ("opening", "throw")

    @property
    def in_opening(self) -> bool:
        """Each throws one die to decide who starts (choice J1)."""
        return self.phase == "opening"

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def outcome(self) -> Outcome | None:
        if self.end is None:
            return None
        kind, winner, points, point = self.end
        names = self.PLAYER_NAMES
        if kind == "courier_blocked":
            # both numberings: the game ends right after the winner's move, in the winner's numbering (J6)
            wc, wa, wb = (to_abs(1, q) for q in (point, point + 1, point + 6))  # the map is its own inverse
            reason = self._msg("won_courier", loser=names[1 - winner], player=names[winner], c=point, a=point + 1,
                               b=point + 6, wc=wc, wa=wa, wb=wb)
        else:
            reason = self._msg("won_off", player=names[winner], loser=names[1 - winner], size=SIZES[points],
                               points=points, quarter=QUARTERS[quarter(point)], rear=point)
        return Outcome(winner, kind, points, reason)

    def points(self, player: int) -> dict[int, int]:
        """``player``'s checkers on the board: ``{point: count}`` in ``player``'s numbering."""
        packed = self.packed[player]
        return {q: packed >> 4 * q & 15 for q in range(1, OFF) if packed >> 4 * q & 15}

    def courier(self, player: int) -> int:
        """The point of ``player``'s courier while it still runs (1 before it leaves), else 0."""
        return _courier(self.packed[player], self.held[player])

    def bouchages(self, player: int) -> list[tuple[int, int, int]]:
        """``player``'s runs of six or more points held, as (length, first, last) in their numbering (J8)."""
        held = _bits(self.held[player])
        runs = {_run(held, q) for q in range(1, OFF) if held[q]}
        return sorted(r for r in runs if r[0] >= 6)

    def progress(self, player: int) -> float:
        """Points travelled by ``player``'s checkers, a borne-off checker counting 25."""
        packed = self.packed[player]
        return sum(q * (packed >> 4 * q & 15) for q in range(1, OFF + 1))

    # -- positions ------------------------------------------------------------

    def position(self) -> str:
        def dice(values):
            return ",".join(map(str, values)) or "-"

        throw = (self.first,) if self.first else self.dice[:2] if self.dice else ()
        return (f"{','.join(map(str, self.board[1:]))}|{self.off[0]},{self.off[1]}|{self.player}"
                f"|{self.phase}|{dice(throw)}|{dice(self.dice_left)}")

    def _load_position(self, text: str) -> None:
        bad = NotationError(self._msg("bad_position", text=text), lang=self.lang)
        try:
            cells, off, player, phase, throw, left = text.split("|")
            board = [0] + [int(c) for c in cells.split(",")]
            off = [int(o) for o in off.split(",")]
            player = int(player)
            throw = () if throw == "-" else tuple(int(v) for v in throw.split(","))
            left = () if left == "-" else tuple(sorted((int(v) for v in left.split(",")), reverse=True))
        except ValueError:
            raise bad from None
        counts_ok = (
            len(board) == OFF and len(off) == 2 and player in (0, 1) and phase in PHASES
            and all(0 <= o <= CHECKERS for o in off) and off.count(CHECKERS) <= 1
            and (phase == "over" or CHECKERS not in off)
            and sum(v for v in board if v > 0) + off[0] == CHECKERS
            and sum(-v for v in board if v < 0) + off[1] == CHECKERS
        )
        if not counts_ok or not self._phase_ok(board, off, player, phase, throw, left):
            raise bad
        for p, sign in ((0, 1), (1, -1)):
            if off[p] and any(board[to_abs(p, q)] * sign > 0 for q in range(1, LAST)):
                raise bad  # checkers borne off while others are outside the last quarter
        saved = self._snapshot()
        self._set_board(board, off)
        self.player, self.phase = player, phase
        self.first = throw[0] if phase == "opening" and throw else 0
        self.dice = ()
        self.dice_left = left
        self.last, self._fresh, self.end, self.actions = (), phase == "move", None, ()
        if phase == "move":
            a, b = sorted(throw, reverse=True)
            self.dice = (a,) * 4 if a == b else (a, b)
            self._begin_moves()
        if phase == "over" and not self._finish():
            self._restore(saved)
            raise bad
        if phase == "throw":
            self._check_courier()

    def _phase_ok(self, board, off, player, phase, throw, left) -> bool:
        die = range(1, 7)
        if phase == "opening":
            start = [0] * (POINTS + 1)
            start[to_abs(0, 1)], start[to_abs(1, 1)] = CHECKERS, -CHECKERS
            return (board == start and not left and len(throw) <= 1 and all(v in die for v in throw)
                    and player == len(throw))
        if phase != "move":
            return not throw and not left
        if len(throw) != 2 or not all(v in die for v in throw) or not left:
            return False
        full = list((throw[0],) * 4 if throw[0] == throw[1] else throw)
        for v in left:
            if v not in full:
                return False
            full.remove(v)
        return True

    @classmethod
    def arrange(cls, rule_set: str | None = None, *, white=None, black=None, off=(0, 0), to_play=0,
                throw: tuple | None = None, **kwargs) -> Jacquet:
        """A game set up by hand, each side's checkers given in its own numbering.

        ``white``/``black``: ``{point: count}`` or a list of points (a point once
        per checker); by default the checkers not borne off stand on the talon
        (point 1).  ``throw``: the two dice then thrown by ``to_play``.

        >>> g = Jacquet.arrange(white={1: 14, 10: 1}, black={1: 15}, throw=(5, 3))
        >>> g.explain("10-13")
        "La flèche 13 est tenue par l'adversaire."
        """
        lang = kwargs.get("lang", "fr")
        off = arranged_pair("off", off, CHECKERS, lang)
        to_play = arranged_int("to_play", to_play, 0, 1, lang)
        board = [0] * (POINTS + 1)
        for player, arg, spec in ((0, "white", white), (1, "black", black)):
            if spec is None:
                spec = {1: CHECKERS - off[player]}
            if isinstance(spec, dict):
                arranged_items(arg, tuple(spec), lambda v: True, lang)  # at most a board's worth of points
            else:
                counted: dict = {}
                for q in arranged_items(arg, spec, is_int, lang):
                    counted[q] = counted.get(q, 0) + 1
                spec = counted
            sign = 1 if player == 0 else -1
            for q, n in spec.items():
                a = to_abs(player, q) if isinstance(q, int) and 1 <= q <= POINTS else 0
                if not a or board[a] * sign < 0 or not is_int(n) or not 0 < n <= CHECKERS:
                    raise NotationError(MESSAGES("bad_position", text=cut(f"{cls.PLAYER_NAMES[player][0]} "
                                                                          f"{shown(q)}: {shown(n)}")),
                                        lang=lang if lang in ("fr", "en") else "fr")
                board[a] += sign * n
        cells = ",".join(map(str, board[1:]))
        game = cls.from_position(f"{cells}|{off[0]},{off[1]}|{to_play}|throw|-|-", rule_set, **kwargs)
        if throw is not None:
            game.roll(throw)  # a tuple or a list: roll() takes it as the throw's values
        return game

    # -- throws ---------------------------------------------------------------

    def throw_outcomes(self) -> list[tuple[tuple, Fraction]]:
        return list(_OPENING_THROWS if self.phase == "opening" else _TURN_THROWS)

    def _draw(self, rng) -> tuple:
        return self.sample_throw(rng)

    def _apply_throw(self, throw: tuple) -> None:
        if self.phase != "opening":
            self._fresh = True
        self.apply_throw(throw)

    # -- notation -------------------------------------------------------------

    def _parse(self, text: str) -> JacquetMove | None:
        m = _NOTATION.match(text)
        if not m:
            return None
        src = int(m.group(1))
        for q in (src, m.group(2)):
            if q is not None and not 1 <= int(q) <= POINTS:
                raise NotationError(self._msg("bad_point", p=int(q)), lang=self.lang)
        if m.group(2):
            dst = int(m.group(2))
            return JacquetMove(src, dst, dst - src)
        if m.group(3):
            die = int(m.group(3))
            if not 1 <= die <= 6:
                raise NotationError(self._msg("bad_die", d=die), lang=self.lang)
            return JacquetMove(src, OFF, die)
        return JacquetMove(src, OFF, self._off_die(src))

    def _off_die(self, src: int) -> int:
        """The die meant by ``src-off``: the smallest that legally bears it off, else the smallest large enough."""
        legal = [m.die for m in self.legal_moves() if m.src == src and m.dst == OFF]
        if legal:
            return min(legal)
        need = OFF - src
        return min((d for d in self.dice_left if d >= need), default=need)

    # -- the rules (the kernel's; here, what the teaching API adds) -------------

    @implements("J3")
    def _generate(self) -> list[JacquetMove]:
        """The steps that begin a sequence using the dice as required (J2); else ``pass`` (J3)."""
        return list(map(ACTION_MOVES.__getitem__, self.actions))

    def _refusal(self, move: JacquetMove) -> tuple | None:
        """Why ``move`` is refused now, as ``(code, params)``, or None."""
        me = self.player
        packed, held, dice = self.packed[me], self.held[me], self.dice_left
        if not move.is_pass:
            found = self._step_refusal(packed, held, dice, move)
            if found is not None and found[0] == "closed":
                n, a, b = _run(_bits(self.closed), move.dst)
                if n >= 6:  # choice J8: name the opponent's bouchage
                    return ("closed_bouchage", {"p": move.dst, "n": n, "a": a, "b": b})
            if found is not None:
                return found
        legal, most = self._legal_steps(packed, held, dice)
        if move.is_pass:
            return ("pass_refused", {"move": str(ACTION_MOVES[legal[0]])}) if legal else None
        if move in [ACTION_MOVES[a] for a in legal]:
            return None
        if most == 1 and len(dice) == 2 and dice[0] != dice[1] and move.die == dice[1]:
            return ("larger_die", {"d": dice[0]})
        reach = 1 + self._depth(*_after(packed, held, action_of(move)), _without(dice, move.die))
        example = ", ".join(str(ACTION_MOVES[a]) for a in self._example(packed, held, dice))
        return ("max_dice", {"m": most, "move": str(move), "k": reach, "example": example})

    def _step_refusal(self, packed: int, held: int, dice: tuple, move: JacquetMove) -> tuple | None:
        """Why the single step ``move`` is refused, as ``(code, params)``, or None: the kernel's
        rules for one checker and one die (see ``_steps``), one at a time, to name the one broken."""
        src, dst, die = move
        if not held >> src & 1:
            return ("not_yours" if self.closed >> src & 1 else "no_checker", {"p": src})
        if dst != OFF and dst <= src:
            return ("backward", {"src": src, "dst": dst})
        c = _courier(packed, held)
        if c and src != c:
            return ("courier_first", {"c": c})
        if dst == OFF:
            return self._off_refusal(held, dice, src, die)
        if die not in dice:
            return self._no_die(packed, held, dice, src, dst)
        if self.closed >> dst & 1:
            return ("closed", {"p": dst})
        return None

    def _no_die(self, packed: int, held: int, dice: tuple, src: int, dst: int) -> tuple:
        """No die shows the distance ``dst - src``: why, and what to play instead (J2).

        When the distance is a sum of the dice, the checker may cover it die by
        die: the paths offered are those the kernel's legal steps accept step
        after step (every stop open, the dice played as the rules require), so
        a suggestion is always playable.  When every way is stopped by a point
        the opponent holds, those points are named.
        """
        params = {"n": dst - src, "k": len(dice), "dice": dice_text(dice)}
        sums = _sum_stops(dice, src, dst)
        if not sums:
            return ("no_die", params)
        paths = self._paths(packed, held, dice, src, dst)
        if paths:
            texts = [", ".join(map(str, path)) for path in paths]
            return ("sum_steps", dict(params, path=(" ou ".join(texts), " or ".join(texts)), paths=paths))
        closed = self.closed
        if all(any(closed >> q & 1 for q in stops) for stops in sums):
            points = sorted({q for stops in sums for q in stops if closed >> q & 1})
            return ("sum_held", dict(params, h=len(points), held=dice_text(tuple(points)), points=points))
        return ("no_die", params)  # an open path J2 refuses: not met in 210 random games (114,000 sums)

    def _paths(self, packed: int, held: int, dice: tuple, src: int, dst: int) -> list[tuple[JacquetMove, ...]]:
        """Every way to take the checker on ``src`` to ``dst`` die by die, each step legal when it is played."""
        found: list[tuple[JacquetMove, ...]] = []

        def walk(packed: int, held: int, at: int, dice: tuple, path: tuple) -> None:
            if at == dst:
                found.append(path)
                return
            for action in self._legal_steps(packed, held, dice)[0]:
                move = ACTION_MOVES[action]
                if move.src == at and move.dst <= dst:
                    walk(*_after(packed, held, action), move.dst, _without(dice, move.die), path + (move,))

        walk(packed, held, src, dice, ())
        return found

    def _off_refusal(self, held: int, dice: tuple, src: int, die: int) -> tuple | None:
        """Bearing off: all fifteen in the last quarter, a die at least the distance, and J7 (``_off_source``)."""
        rear = _rearmost(held)
        if rear < LAST:
            return ("off_not_home", {"p": rear})
        if die not in dice:
            return ("no_die_off", {"d": die, "k": len(dice), "dice": dice_text(dice)})
        need = OFF - src
        if die < need:
            return ("off_short", {"d": die, "p": src, "need": need})
        if die > need and _off_source(held, die, self.strict) != src:
            if self.strict:
                return ("off_backgammon", {"d": die, "p": rear})
            return ("off_economy", {"d": die, "p": _rearmost(held >> (OFF - die) << (OFF - die))})
        return None

    # -- effects --------------------------------------------------------------

    def _apply(self, move: JacquetMove) -> None:
        me = self.player
        if self._fresh:
            self.last, self._fresh = (), False
        if not move.is_pass:
            self.last += ((me, ABS[me][move.src], OFF if move.dst == OFF else ABS[me][move.dst]),)
        self.apply_action(action_of(move))

    def _finish(self) -> bool:
        """Set the outcome of a finished position; False if it is not one."""
        me = self.player
        if self.off[me] == CHECKERS:
            self._finish_off(me)
            return True
        return self._check_courier()

    def _describe(self, move: JacquetMove) -> Reason:
        me = self.player
        packed, held, dice = self.packed[me], self.held[me], self.dice_left
        if move.is_pass:
            return self._join(self._msg("do_pass", dice=dice_text(dice), k=len(dice)),
                              self._msg("tail_over", player=self.PLAYER_NAMES[1 - self.player]))
        src, dst, d = move
        if dst == OFF:
            need = OFF - src
            parts = [self._msg("do_off_higher", src=src, d=d, need=need) if d > need
                     else self._msg("do_off", src=src, d=d)]
        else:
            parts = [self._msg("do_move", src=src, dst=dst, d=d)]
        courier = _courier(packed, held)
        packed, held = _after(packed, held, action_of(move))
        if courier == 1 and src == 1:
            parts.append(self._msg("tail_courier_out"))
        if courier and dst >= LAST:
            parts.append(self._msg("tail_courier_home"))
        if dst != OFF and packed >> 4 * dst & 15 == 1:
            n, a, b = _run(_bits(held), dst)
            if n >= 6:
                parts.append(self._msg("tail_bouchage", n=n, a=a, b=b))
        left = _without(dice, d)
        if packed >> 4 * OFF == CHECKERS:
            parts.append(self._msg("tail_win"))
        elif left and self._depth(packed, held, left):
            parts.append(self._msg("tail_left", dice=dice_text(left)))
        else:
            parts.append(self._msg("tail_over", player=self.PLAYER_NAMES[1 - self.player]))
        return self._join(*parts)

    @staticmethod
    def _join(*parts: Reason) -> Reason:
        first = parts[0]
        return Reason(first.code, "".join(p.fr for p in parts), "".join(p.en for p in parts), first.params)

    # -- boards ---------------------------------------------------------------

    @property
    def current_throw(self) -> tuple | None:
        """The dice still to play this turn (what a board announces)."""
        return self.dice_left if self.phase == "move" else None

    def throw_text(self, throw, lang: str | None = None) -> str:
        return dice_text(tuple(throw))[0 if (lang or self.lang) == "fr" else 1]
