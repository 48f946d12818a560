"""Jacquet (France, from the 17th century), after Claude Breyer.

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
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import NamedTuple

from ..core import Catalog, Choice, Game, NotationError, Outcome, Reason, RuleSet
from ..core.i18n import COMMON

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
        "Un pas (un pion, un dé) n'est permis que s'il commence une suite qui joue autant de dés que possible ; si un seul des deux dés peut être joué, c'est le plus fort quand il le peut. Jouer la somme avec un seul pion, c'est deux pas, et la flèche intermédiaire doit être libre.",
        "A turn is played die by die: how does the duty to play apply?",
        "A step (one checker, one die) is allowed only if it begins a sequence that plays as many dice as possible; when only one of two dice can be played, it is the larger one if it can be. Moving the sum with one checker is two steps, and the intermediate point must be open.",
        "C'est la règle de la source appliquée à tout le lancer, tout en laissant la planche déplacer un pion à la fois.",
        "This is the source's rule applied to the whole throw, while the board still moves one checker at a time.",
    ),
    Choice(
        "J3",
        ("breyer",),
        "Aucun dé ne peut être joué : que se passe-t-il ?",
        "Le seul coup permis est « pass » : les points sont perdus et l'adversaire lance.",
        "No die can be played: what happens?",
        "The only move is 'pass': the points are lost and the opponent throws.",
        "Rendre le lancer perdu explicite permet à la planche et à l'historique de l'annoncer.",
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
        "La source accepte un dé supérieur ; l'économie se lit comme l'interdiction de gaspiller plus de points qu'il n'en faut avec ce dé. La règle plus stricte du backgammon est une option (bear_off='backgammon').",
        "The source accepts a higher die; economy is read as not wasting more points than needed with that die. The stricter backgammon rule is an option (bear_off='backgammon').",
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
        "Notation inconnue « {text} » : écrivez par exemple 13-18, 20-off, 20-off/6 ou pass.",
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
        "Aucun dé à jouer ne vaut {n} (dés : {dice}) : chaque dé se joue tel quel, sans jamais redistribuer les points.",
        "No die left shows {n} (dice: {dice}): each die is played as it is, the points are never shared out otherwise.",
    ),
    sum_steps=(
        "Aucun dé ne vaut {n} (dés : {dice}) : pour avancer un seul pion de la somme, jouez les dés un à un ({path}) ; chaque arrêt doit être libre.",
        "No die shows {n} (dice: {dice}): to move one checker the sum, play the dice one at a time ({path}); every stop must be open.",
    ),
    closed=("La flèche {p} est tenue par l'adversaire.", "Point {p} is held by your opponent."),
    closed_bouchage=(
        "La flèche {p} est tenue par l'adversaire, dans son bouchage de {n} flèches ({a} à {b}).",
        "Point {p} is held by your opponent, in their bouchage of {n} points ({a} to {b}).",
    ),
    off_not_home=(
        "On ne sort qu'une fois ses quinze pions dans le dernier quartier (19 à 24) : la flèche {p} n'y est pas.",
        "Checkers bear off only once all fifteen are in the last quarter (19-24): point {p} is not.",
    ),
    no_die_off=(
        "Aucun dé à jouer ne vaut {d} (dés : {dice}).",
        "No die left shows {d} (dice: {dice}).",
    ),
    off_short=(
        "Avec un {d}, le pion de la flèche {p} n'atteint pas la sortie : il lui faut {need}.",
        "With a {d}, the checker on point {p} does not reach the exit: it needs {need}.",
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
        "Un seul des deux dés peut être joué : il faut jouer le dé le plus fort, le {d}.",
        "Only one of the two dice can be played: you must play the larger die, the {d}.",
    ),
    max_dice=(
        "Il faut jouer autant de dés que possible ({m}) : après {move}, on n'en jouerait que {k}. Par exemple : {example}.",
        "As many dice as possible must be played ({m}): after {move} only {k} could be. For example: {example}.",
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
        "Le pion de la flèche {src} sort du jeu avec un {d}, plus fort que les {need} nécessaires.",
        "The checker on point {src} bears off with a {d}, more than the {need} needed.",
    ),
    do_pass=(
        "Aucun pion ne peut jouer {dice} : les points des dés sont perdus.",
        "No checker can play {dice}: the dice are lost.",
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
        " Bouchage : vous tenez {n} flèches de suite ({a} à {b}), que l'adversaire ne peut pas franchir.",
        " Bouchage: you hold {n} points in a row ({a} to {b}), which your opponent cannot cross.",
    ),
    tail_left=(" Reste à jouer : {dice}.", " Still to play: {dice}."),
    tail_over=(" Ensuite, c'est à {player} de lancer.", " Then {player} throws."),
    tail_win=(" C'est le dernier pion : la partie est gagnée.", " It is the last checker: the game is won."),
    won_off=(
        "{player} a sorti ses quinze pions et gagne la partie {size} ({points} pt) : le pion le plus en arrière de {loser} est dans son {quarter} quartier (flèche {rear}).",
        "{player} has borne off all fifteen checkers and wins a {size} game ({points} pt): {loser}'s rearmost checker is in their {quarter} quarter (point {rear}).",
    ),
    won_courier=(
        "Le postillon de {loser} (flèche {c}) ne peut plus rentrer : les six flèches devant lui ({a} à {b}) sont tenues. {player} gagne la partie quadruple (4 pt).",
        "{loser}'s courier (point {c}) can no longer get home: the six points in front of it ({a} to {b}) are held. {player} wins a quadruple game (4 pt).",
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


def _run(held: list, point: int) -> tuple[int, int, int]:
    """The circular run of held points through ``point``: (length, first, last), choice J8."""
    if not held[point]:
        return 0, point, point
    n, a, b = 1, point, point
    while n < POINTS and held[(a - 2) % POINTS + 1]:
        a, n = (a - 2) % POINTS + 1, n + 1
    while n < POINTS and held[b % POINTS + 1]:
        b, n = b % POINTS + 1, n + 1
    return n, a, b


class _Turn:
    """The rules of one throw for one player, in that player's numbering.

    ``mine`` is a list of 26 counts: ``mine[q]`` checkers on point q, ``mine[25]``
    borne off.  ``opp[q]`` tells whether the opponent holds point q; it cannot
    change during a turn, so how many dice each position reached can still use
    is memoised here, once per turn (the whole-turn sequence analysis).
    """

    __slots__ = ("opp", "strict", "memo")

    def __init__(self, opp: list, strict: bool) -> None:
        self.opp = opp
        self.strict = strict
        self.memo: dict = {}

    @staticmethod
    def courier(mine: list) -> int:
        """The courier's point while it is still on its way, else 0.

        Choice J4: the courier is the first checker to leave the talon (point 1);
        while the other fourteen wait there and it has not reached point 19, it
        alone may move (point 1 itself before it has left).  Choice J5: the
        restriction is lifted the moment it arrives, within the same throw.
        """
        if mine[1] == CHECKERS:
            return 1
        if mine[1] == CHECKERS - 1:
            for q in range(2, LAST):
                if mine[q]:
                    return q
        return 0

    @staticmethod
    def rearmost(mine: list) -> int:
        for q in range(1, OFF):
            if mine[q]:
                return q
        return OFF

    def refusal(self, mine: list, dice: tuple, move: JacquetMove) -> tuple | None:
        """Why the single step ``move`` is refused, as ``(code, params)``, or None.

        The source's rules for one checker and one die: it must be the mover's,
        go forward, be the courier while one runs (J4, J5), use a die as it is,
        and stop on a point holding no opposing checker (no hitting, ever).
        """
        src, dst, die = move
        if not mine[src]:
            return ("not_yours" if self.opp[src] else "no_checker", {"p": src})
        if dst != OFF and dst <= src:
            return ("backward", {"src": src, "dst": dst})
        c = self.courier(mine)
        if c and src != c:
            return ("courier_first", {"c": c})
        if dst == OFF:
            return self.off_refusal(mine, dice, src, die)
        if die not in dice:
            return self.no_die(dice, src, dst)
        if self.opp[dst]:
            return ("closed", {"p": dst})
        return None

    @staticmethod
    def no_die(dice: tuple, src: int, dst: int) -> tuple:
        """No die shows the distance; when it is a sum of the dice, show the steps (J2)."""
        n = dst - src
        params = {"n": n, "dice": dice_text(dice)}
        orders = [dice] if dice[0] == dice[-1] else [dice, dice[::-1]]
        paths = []
        for order in orders:
            stops, at = [src], src
            for d in order:
                at += d
                stops.append(at)
                if at == dst and len(stops) > 2:
                    paths.append(", ".join(f"{a}-{b}" for a, b in zip(stops, stops[1:], strict=False)))
        if paths:
            return ("sum_steps", dict(params, path=(" ou ".join(paths), " or ".join(paths))))
        return ("no_die", params)

    def off_refusal(self, mine: list, dice: tuple, src: int, die: int) -> tuple | None:
        """Bearing off: all fifteen in the last quarter, a die at least the distance.

        A higher die suffices (the source); choice J7 reads "the best economy of
        points" as: the die takes off the farthest checker it can reach.  With the
        ``backgammon`` option a higher die takes off only the rearmost checker.
        """
        rear = self.rearmost(mine)
        if rear < LAST:
            return ("off_not_home", {"p": rear})
        if die not in dice:
            return ("no_die_off", {"d": die, "dice": dice_text(dice)})
        need = OFF - src
        if die < need:
            return ("off_short", {"d": die, "p": src, "need": need})
        if die > need:
            if self.strict:
                if rear < src:
                    return ("off_backgammon", {"d": die, "p": rear})
            else:
                for q in range(OFF - die, src):
                    if mine[q]:
                        return ("off_economy", {"d": die, "p": q})
        return None

    def steps(self, mine: list, dice: tuple) -> list[JacquetMove]:
        """Every single step the rules allow (forced play aside).

        The candidates are built to satisfy :meth:`refusal`'s first checks (the
        mover's checker, forward, the courier, a die as it is), so only the
        arrival point and the bearing-off rules remain to be asked.
        """
        c = self.courier(mine)
        sources = (c,) if c else [q for q in range(1, OFF) if mine[q]]
        values = (dice[0],) if dice[0] == dice[-1] else (dice[-1], dice[0])  # smaller die first
        opp = self.opp
        home = self.rearmost(mine) >= LAST  # else every bearing off is refused at once
        found = []
        for d in values:
            for src in sources:
                dst = src + d
                if dst < OFF:
                    if not opp[dst]:
                        found.append(JacquetMove(src, dst, d))
                elif home and self.off_refusal(mine, dice, src, d) is None:
                    found.append(JacquetMove(src, OFF, d))
        return found

    @staticmethod
    def shift(mine: list, move: JacquetMove, sign: int = 1) -> None:
        mine[move.src] -= sign
        mine[move.dst] += sign  # mine[OFF] counts the checkers borne off

    def depth(self, mine: list, dice: tuple) -> int:
        """How many of ``dice`` can still be played from ``mine`` (memoised)."""
        if not dice:
            return 0
        key = (tuple(mine), dice)
        found = self.memo.get(key)
        if found is not None:
            return found
        best = 0
        for move in self.steps(mine, dice):
            self.shift(mine, move)
            reach = 1 + self.depth(mine, _without(dice, move.die))
            self.shift(mine, move, -1)
            if reach > best:
                best = reach
                if best == len(dice):
                    break
        self.memo[key] = best
        return best

    def legal(self, mine: list, dice: tuple) -> tuple[list[JacquetMove], int]:
        """The steps that begin a sequence playing the dice as required (J2), and how many dice that is.

        As many dice as possible must be played (doubles: as many as possible);
        when only one of two different dice can be, the larger if it can.
        """
        scored = []
        for move in self.steps(mine, dice):
            self.shift(mine, move)
            scored.append((1 + self.depth(mine, _without(dice, move.die)), move))
            self.shift(mine, move, -1)
        most = max((s for s, _ in scored), default=0)
        moves = [m for s, m in scored if s == most]
        if most == 1 and len(dice) == 2 and dice[0] != dice[1]:
            larger = [m for m in moves if m.die == dice[0]]
            moves = larger or moves
        return moves, most

    def example(self, mine: list, dice: tuple) -> list[JacquetMove]:
        """One complete legal sequence from here (for explanations)."""
        seq = []
        while dice:
            moves, _ = self.legal(mine, dice)
            if not moves:
                break
            seq.append(moves[0])
            self.shift(mine, moves[0])
            dice = _without(dice, moves[0].die)
        for move in reversed(seq):
            self.shift(mine, move, -1)
        return seq


class Jacquet(Game):
    """Jacquet after C. Breyer (see the module docstring)."""

    name = "jacquet"
    MOVE = JacquetMove
    PASS_MOVE = PASS
    fr = "Jacquet"
    en = "Jacquet"
    RULE_SETS = {
        "breyer": RuleSet("breyer", "Jacquet (d'après C. Breyer)", "Jacquet (after C. Breyer)", SEED,
                          options={"bear_off": "higher"}),
    }
    DEFAULT_RULE_SET = "breyer"
    OPTION_VALUES = {"bear_off": ("higher", "backgammon")}
    CHOICES = CHOICES
    MESSAGES = MESSAGES

    # -- state ----------------------------------------------------------------

    def _setup(self) -> None:
        # board[a]: checkers on White's point a, positive for White, negative for Black
        self.board = [0] * (POINTS + 1)
        self.board[to_abs(0, 1)] = CHECKERS
        self.board[to_abs(1, 1)] = -CHECKERS
        self.off = [0, 0]
        self.player = 0
        self.phase = "opening"
        self.first = 0  # White's opening die, while Black's is awaited
        self.dice: tuple = ()  # this turn's dice, four for a double
        self.dice_left: tuple = ()
        self.last: tuple = ()  # (player, from, to) in White's numbering, steps of the latest turn
        self._fresh = False  # the next step starts a new turn's arrows
        self._result: Outcome | None = None
        self._turn_key = None
        self._turn_cache: _Turn | None = None

    def _snapshot(self) -> tuple:
        return (tuple(self.board), self.off[0], self.off[1], self.player, self.phase, self.first,
                self.dice, self.dice_left, self.last, self._fresh, self._result)

    def _restore(self, snap: tuple) -> None:
        (board, o0, o1, self.player, self.phase, self.first,
         self.dice, self.dice_left, self.last, self._fresh, self._result) = snap
        self.board = list(board)
        self.off = [o0, o1]

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
        return self._result

    def _view(self, player: int) -> tuple[list, list]:
        """``player``'s checkers and the opponent's presence, in ``player``'s numbering."""
        board = self.board
        values = board[:] if player == 0 else [-board[a] for a in ABS[1]]
        mine = [v if v > 0 else 0 for v in values]
        mine.append(self.off[player])
        opp = [v < 0 for v in values]
        opp.append(False)
        return mine, opp

    def _turn(self) -> tuple[_Turn, list]:
        mine, opp = self._view(self.player)
        key = (self.player, tuple(opp))
        if key != self._turn_key:
            self._turn_key = key
            self._turn_cache = _Turn(opp, self.options["bear_off"] == "backgammon")
        return self._turn_cache, mine

    def points(self, player: int) -> dict[int, int]:
        """``player``'s checkers on the board: ``{point: count}`` in ``player``'s numbering."""
        mine, _ = self._view(player)
        return {q: mine[q] for q in range(1, OFF) if mine[q]}

    def courier(self, player: int) -> int:
        """The point of ``player``'s courier while it still runs (1 before it leaves), else 0."""
        return _Turn.courier(self._view(player)[0])

    def bouchages(self, player: int) -> list[tuple[int, int, int]]:
        """``player``'s runs of six or more points held, as (length, first, last) in their numbering (J8)."""
        mine, _ = self._view(player)
        runs = {_run(mine, q) for q in range(1, OFF) if mine[q]}
        return sorted(r for r in runs if r[0] >= 6)

    def progress(self, player: int) -> float:
        """Points travelled by ``player``'s checkers, a borne-off checker counting 25."""
        mine, _ = self._view(player)
        return sum(q * mine[q] for q in range(1, OFF + 1))

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
        self.board, self.off, self.player, self.phase = board, off, player, phase
        self.first = throw[0] if phase == "opening" and throw else 0
        self.dice = ()
        if phase == "move":
            a, b = sorted(throw, reverse=True)
            self.dice = (a,) * 4 if a == b else (a, b)
        self.dice_left = left
        self.last, self._fresh, self._result = (), phase == "move", None
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

    def _finish(self) -> bool:
        """Set the outcome of a finished position; False if it is not one."""
        me = self.player
        if self.off[me] == CHECKERS:
            self._finish_off(me)
            return True
        return self._check_courier()

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
        board = [0] * (POINTS + 1)
        for player, spec in ((0, white), (1, black)):
            if spec is None:
                spec = {1: CHECKERS - off[player]}
            if not isinstance(spec, dict):
                counted: dict = {}
                for q in spec:
                    counted[q] = counted.get(q, 0) + 1
                spec = counted
            sign = 1 if player == 0 else -1
            for q, n in spec.items():
                a = to_abs(player, q) if isinstance(q, int) and 1 <= q <= POINTS else 0
                if not a or board[a] * sign < 0 or not isinstance(n, int) or n <= 0:
                    raise NotationError(MESSAGES("bad_position", text=f"{cls.PLAYER_NAMES[player][0]} {q}: {n}"))
                board[a] += sign * n
        cells = ",".join(map(str, board[1:]))
        game = cls.from_position(f"{cells}|{off[0]},{off[1]}|{to_play}|throw|-|-", rule_set, **kwargs)
        if throw is not None:
            game.roll(*throw)
        return game

    # -- throws ---------------------------------------------------------------

    def throw_outcomes(self) -> list[tuple[tuple, Fraction]]:
        if self.phase == "opening":
            return [((v,), Fraction(1, 6)) for v in range(1, 7)]
        return [((a, b), Fraction(1 if a == b else 2, 36)) for a in range(1, 7) for b in range(1, a + 1)]

    def _draw(self, rng) -> tuple:
        if self.phase == "opening":
            return (rng.below(6) + 1,)
        a, b = rng.below(6) + 1, rng.below(6) + 1
        return (a, b) if a >= b else (b, a)

    def _apply_throw(self, throw: tuple) -> None:
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
        self._fresh = True

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

    # -- the rules ------------------------------------------------------------

    def _generate(self) -> list[JacquetMove]:
        """The steps that begin a sequence using the dice as required (J2); else ``pass`` (J3)."""
        turn, mine = self._turn()
        moves, _ = turn.legal(mine, self.dice_left)
        return moves or [PASS]

    def _judge(self, move: JacquetMove) -> Reason | None:
        found = self._refusal(move)
        return None if found is None else self._msg(found[0], **found[1])

    def _refusal(self, move: JacquetMove) -> tuple | None:
        """Why ``move`` is refused now, as ``(code, params)``, or None."""
        turn, mine = self._turn()
        dice = self.dice_left
        if not move.is_pass:
            found = turn.refusal(mine, dice, move)
            if found is not None and found[0] == "closed":
                n, a, b = _run(turn.opp, move.dst)
                if n >= 6:  # choice J8: name the opponent's bouchage
                    return ("closed_bouchage", {"p": move.dst, "n": n, "a": a, "b": b})
            if found is not None:
                return found
        legal, most = turn.legal(mine, dice)
        if move.is_pass:
            return ("pass_refused", {"move": str(legal[0])}) if legal else None
        if move in legal:
            return None
        if most == 1 and len(dice) == 2 and dice[0] != dice[1] and move.die == dice[1]:
            return ("larger_die", {"d": dice[0]})
        turn.shift(mine, move)
        reach = 1 + turn.depth(mine, _without(dice, move.die))
        turn.shift(mine, move, -1)
        example = ", ".join(map(str, turn.example(mine, dice)))
        return ("max_dice", {"m": most, "move": str(move), "k": reach, "example": example})

    # -- effects --------------------------------------------------------------

    def _apply(self, move: JacquetMove) -> None:
        me = self.player
        if self._fresh:
            self.last, self._fresh = (), False
        if move.is_pass:
            self._end_turn()
            return
        turn, mine = self._turn()
        sign = 1 if me == 0 else -1
        a = to_abs(me, move.src)
        self.board[a] -= sign
        if move.dst == OFF:
            self.off[me] += 1
            b = OFF
        else:
            b = to_abs(me, move.dst)
            self.board[b] += sign
        self.dice_left = _without(self.dice_left, move.die)
        self.last += ((me, a, b),)
        if self.off[me] == CHECKERS:
            self.phase, self.dice, self.dice_left = "over", (), ()
            self._finish_off(me)
            return
        turn.shift(mine, move)
        if not self.dice_left or turn.depth(mine, self.dice_left) == 0:
            self._end_turn()

    def _end_turn(self) -> None:
        self.player = 1 - self.player
        self.phase = "throw"
        self.dice = self.dice_left = ()
        self._check_courier()

    def _check_courier(self) -> bool:
        """End the game if the courier of the player to throw is walled in (choice J6)."""
        loser = self.player
        mine, opp = self._view(loser)
        c = _Turn.courier(mine)
        if not c or not all(opp[c + k] for k in range(1, 7)):
            return False
        self.phase = "over"
        names = self.PLAYER_NAMES
        reason = self._msg("won_courier", loser=names[loser], player=names[1 - loser], c=c, a=c + 1, b=c + 6)
        self._result = Outcome(1 - loser, "courier_blocked", 4, reason)
        return True

    def _finish_off(self, winner: int) -> None:
        """Score by the quarter of the loser's rearmost checker, in the loser's numbering (choice J9)."""
        loser = 1 - winner
        rear = _Turn.rearmost(self._view(loser)[0])
        points = 5 - quarter(rear)
        names = self.PLAYER_NAMES
        reason = self._msg("won_off", player=names[winner], loser=names[loser], size=SIZES[points], points=points,
                           quarter=QUARTERS[quarter(rear)], rear=rear)
        self._result = Outcome(winner, SIZES[points][0], points, reason)

    def _describe(self, move: JacquetMove) -> Reason:
        turn, mine = self._turn()
        dice = self.dice_left
        if move.is_pass:
            return self._join(self._msg("do_pass", dice=dice_text(dice)),
                              self._msg("tail_over", player=self.PLAYER_NAMES[1 - self.player]))
        src, dst, d = move
        if dst == OFF:
            need = OFF - src
            parts = [self._msg("do_off_higher", src=src, d=d, need=need) if d > need
                     else self._msg("do_off", src=src, d=d)]
        else:
            parts = [self._msg("do_move", src=src, dst=dst, d=d)]
        courier = turn.courier(mine)
        turn.shift(mine, move)
        if courier == 1 and src == 1:
            parts.append(self._msg("tail_courier_out"))
        if courier and dst >= LAST:
            parts.append(self._msg("tail_courier_home"))
        if dst != OFF and mine[dst] == 1:
            n, a, b = _run(mine, dst)
            if n >= 6:
                parts.append(self._msg("tail_bouchage", n=n, a=a, b=b))
        left = _without(dice, d)
        if mine[OFF] == CHECKERS:
            parts.append(self._msg("tail_win"))
        elif left and turn.depth(mine, left):
            parts.append(self._msg("tail_left", dice=dice_text(left)))
        else:
            parts.append(self._msg("tail_over", player=self.PLAYER_NAMES[1 - self.player]))
        turn.shift(mine, move, -1)
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
