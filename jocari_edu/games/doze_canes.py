"""Doze canes ("Twelve dogs"), from Alfonso X's *Libro de los juegos* (1283).

Source: ``shared/seeds/004_165e0571bbfeed85.txt`` (folios 73v-74r), with
Murray's reading of the lost score (1941, p. 67, after Musser Golladay 2007,
p. 444).

The tablier has 24 points, two rows of twelve, hence four quarters of six.
Each side holds twelve pieces in hand; the board starts empty.  The first
player picks one quarter, the "maison d'entrée" (house), for the whole game.
Then, turn by turn, a player throws two dice and each die enters one piece on
the point of the house it names: an empty point or one's own single piece
takes it; a single opposing piece is hit (back to its owner's hand) and the
newcomer takes its place; a point already holding two pieces takes nothing,
and that die is lost.  A pair can therefore never be broken, and the game
stops when all six points of the house hold a pair: whoever holds more of
them wins.  Nobody ever decides anything but the house, whose choice makes no
difference either: the game is pure chance (see ``analysis/doze_canes.py``).

Pieces in hand never run out: a side with twelve pieces on the board holds all
six points as pairs, and the game has then already ended.

Notation: ``Q1`` to ``Q4`` chooses the house (``maison 2``, ``house 2`` are
read too); an entry is written as the point it lands on, numbered 1-24 on the
whole tablier (choice D2): ``4``, ``22``.  A throw is two dice: ``roll(6, 4)``.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import NamedTuple

from ..core import Catalog, Choice, Game, NotationError, Outcome, Reason, RuleSet
from ..core.game import arranged_int, arranged_items, implements
from ..core.i18n import COMMON
from ..core.limits import is_int

POINTS = 24
HOUSE_SIZE = 6
QUARTERS = 4
PIECES = 12

# A point's content is one signed number, seen from White (player 0):
# 0 empty, 1 or 2 white pieces, -1 or -2 black pieces.
CELL_CHARS = {0: ".", 1: "w", 2: "W", -1: "b", -2: "B"}
LOST = ("lost_own", "lost_opp")


class DozeMove(NamedTuple):
    """``kind`` "house" with the quarter (1-4), or "enter" with the point (1-24)."""

    kind: str
    value: int

    def __str__(self) -> str:
        return f"Q{self.value}" if self.kind == "house" else str(self.value)


def house_move(quarter: int) -> DozeMove:
    return DozeMove("house", quarter)


def enter_move(point: int) -> DozeMove:
    return DozeMove("enter", point)


def sign(player: int) -> int:
    """+1 for White (player 0), -1 for Black (player 1)."""
    return 1 - 2 * player


def first_point(quarter: int) -> int:
    return HOUSE_SIZE * (quarter - 1) + 1


@implements("D2")
def point_of(quarter: int, die: int) -> int:
    """The point of the tablier that ``die`` names in the house ``quarter``.

    Choice D2: the die counts the house's points from its lowest-numbered
    one, so in quarter 1 the die and the point number agree.
    """
    return first_point(quarter) + die - 1


def entry(cell: int, player: int) -> tuple[int, str]:
    """What one of ``player``'s dice does to the point it names.

    Returns the point's new content and the effect: "enter" (on an empty
    point), "pair" (onto one's own single piece), "hit" (the single opposing
    piece goes back to its owner's hand, the newcomer takes its place),
    "lost_opp" (the point is doubled by the opponent: the score is lost,
    Murray's reading) or "lost_own" (choice D3: two pieces a point at most,
    so one's own pair takes nothing more either).
    """
    s = sign(player)
    mine = cell * s
    if mine == 2:
        return cell, "lost_own"
    if mine == -2:
        return cell, "lost_opp"
    if mine == 1:
        return 2 * s, "pair"
    return s, "hit" if mine == -1 else "enter"


@implements("D6")
def is_full(cells) -> bool:
    """Choice D6: the game stops as soon as every point of the house holds a pair."""
    return all(abs(c) == 2 for c in cells)


def held(cells, player: int) -> int:
    """How many points of the house ``player`` holds with a pair."""
    return sum(1 for c in cells if c == 2 * sign(player))


@implements("D6")
def result(cells) -> int | None:
    """The winner of a full house (more pairs), or None for three each (choice D6)."""
    white, black = held(cells, 0), held(cells, 1)
    return None if white == black else (0 if white > black else 1)


def in_hand(cells, player: int) -> int:
    """Pieces ``player`` has not on the board: they follow from the board."""
    s = sign(player)
    return PIECES - sum(c * s for c in cells if c * s > 0)


SEED = "seed 004 (Douze chiens), f. 73v-74r; Murray 1941 after Musser Golladay 2007"

CHOICES = (
    Choice(
        "D1",
        ("alfonso",),
        "Qui choisit la maison d'entrée, et qui lance le premier ?",
        "Le premier joueur (Blanc) choisit la maison : c'est un coup à part, qui ne consomme pas de lancer. Puis Blanc lance le premier.",
        "Who chooses the house, and who throws first?",
        "The first player (White) chooses the house: a move of its own, using no throw. Then White throws first.",
        "La source confie le choix au premier joueur ; il est naturel qu'il joue aussi le premier lancer. Le choix reste visible dans l'historique et sur le tablier.",
        "The source gives the choice to the first player; it is natural that they also make the first throw. The choice stays visible in the history and on the board.",
    ),
    Choice(
        "D2",
        ("alfonso",),
        "Quelle flèche de la maison un dé désigne-t-il ?",
        "Les flèches sont numérotées de 1 à 24 (1 à 12 en bas de droite à gauche, 13 à 24 en haut de gauche à droite) ; les quarts sont 1-6, 7-12, 13-18, 19-24, et le dé d désigne la d-ième flèche du quart, en partant de la plus petite.",
        "Which point of the house does a die name?",
        "Points are numbered 1 to 24 (1-12 along the bottom from right to left, 13-24 along the top from left to right); the quarters are 1-6, 7-12, 13-18, 19-24, and die d names the d-th point of the quarter, counting from the lowest.",
        "C'est la numérotation habituelle des tables ; dans le premier quart le dé et le numéro de la flèche coïncident. Les six flèches jouant le même rôle, la numérotation ne change pas les chances.",
        "This is the usual numbering of tables boards; in the first quarter die and point number agree. The six points play the same part, so the numbering does not change the odds.",
    ),
    Choice(
        "D3",
        ("alfonso",),
        "Un dé qui désigne une flèche déjà doublée : que devient-il ?",
        "Il est perdu (lecture de Murray), que la paire soit adverse ou à soi (deux jetons au plus par flèche). Il ne se joue pas : cliquer dessus explique pourquoi, et le tour passe dès qu'il ne reste aucun dé jouable.",
        "A die naming a point already doubled: what happens to it?",
        "It is lost (Murray's reading), whether the pair is the opponent's or one's own (two pieces a point at most). It is not played: clicking it explains why, and the turn passes as soon as no playable die remains.",
        "La source interdit ce score et fixe deux jetons au plus par flèche ; un dé perdu ne change rien au jeu, il n'y a donc rien à jouer.",
        "The source forbids that score and allows two pieces a point at most; a lost die changes nothing, so there is nothing to play.",
    ),
    Choice(
        "D4",
        ("alfonso",),
        "Que font les doubles ?",
        "Rien de particulier : deux dés égaux entrent deux jetons sur la même flèche, l'un après l'autre ; pas de lancer supplémentaire, pas de quatre entrées.",
        "What do doubles do?",
        "Nothing special: two equal dice enter two pieces on the same point, one after the other; no extra throw, no four entries.",
        "La source ne dit rien des doubles ; la règle des quatre coups appartient à d'autres jeux de tables.",
        "The source says nothing of doubles; playing them four times belongs to other tables games.",
    ),
    Choice(
        "D5",
        ("alfonso",),
        "L'ordre des deux dés compte-t-il ?",
        "On entre dé par dé, dans l'ordre qu'on veut, un coup par dé. Les deux ordres mènent toujours à la même position : deux dés différents désignent deux flèches différentes, et les deux dés d'un double sont identiques.",
        "Does the order of the two dice matter?",
        "Pieces enter die by die, in either order, one move per die. Both orders always lead to the same position: two different dice name two different points, and a double's two dice are alike.",
        "Jouer dé par dé permet d'expliquer chaque entrée ; laisser l'ordre libre ne change rien puisque le résultat est le même.",
        "Playing die by die lets each entry be explained; leaving the order free changes nothing since the result is the same.",
    ),
    Choice(
        "D6",
        ("alfonso",),
        "Quand la partie s'arrête-t-elle, et trois flèches chacun ?",
        "Dès que la sixième flèche est doublée, même s'il reste un dé ; celui qui tient le plus de flèches gagne, et trois contre trois est une partie nulle.",
        "When does the game stop, and what of three points each?",
        "As soon as the sixth point is doubled, even with a die left; whoever holds more points wins, and three against three is a draw.",
        "Un dé restant ne pourrait aller que sur une paire, donc serait perdu. La source ne prévoit pas l'égalité : la lecture naturelle est la nullité.",
        "A remaining die could only name a pair, so it would be lost. The source has no tie-break: the natural reading is a draw.",
    ),
)

MESSAGES = Catalog(
    COMMON,
    bad_notation=(
        "Notation inconnue « {text} » : écrivez Q1 à Q4 pour choisir la maison, ou le numéro de la flèche (1 à 24).",
        "Unknown notation '{text}': write Q1 to Q4 to choose the house, or the point's number (1 to 24).",
    ),
    bad_point=(
        "La flèche {pt} n'existe pas : le tablier va de 1 à 24.",
        "Point {pt} does not exist: the tablier runs from 1 to 24.",
    ),
    bad_quarter=(
        "Le quart {q} n'existe pas : choisissez Q1, Q2, Q3 ou Q4.",
        "Quarter {q} does not exist: choose Q1, Q2, Q3 or Q4.",
    ),
    choose_house_first=(
        "Il faut d'abord choisir la maison d'entrée (Q1 à Q4).",
        "The house must be chosen first (Q1 to Q4).",
    ),
    house_chosen=(
        "La maison d'entrée est déjà choisie pour toute la partie : le quart {q}, flèches {a} à {b}.",
        "The house is already chosen for the whole game: quarter {q}, points {a} to {b}.",
    ),
    outside_house=(
        "La flèche {pt} n'est pas dans la maison d'entrée : on n'entre que sur les flèches {a} à {b}.",
        "Point {pt} is not in the house: pieces enter only on points {a} to {b}.",
    ),
    no_die=(
        "Aucun dé ne désigne la flèche {pt} (le {d}) : le lancer est {throw}.",
        "No die names point {pt} (the {d}): the throw is {throw}.",
    ),
    die_used=(
        "Le {d} est déjà joué : il reste le {left}.",
        "The {d} is already played: the {left} remains.",
    ),
    lost_opp=(
        "Le {d} désigne la flèche {pt}, mais la flèche {pt} est doublée : ce point est perdu.",
        "The {d} names point {pt}, but point {pt} is doubled: that score is lost.",
    ),
    lost_own=(
        "Le {d} désigne la flèche {pt}, qui porte déjà vos deux jetons : deux au plus par flèche, ce point est perdu.",
        "The {d} names point {pt}, which already holds two of your pieces: two a point at most, that score is lost.",
    ),
    do_house=(
        "{player} choisit le quart {q} (flèches {a} à {b}) comme maison d'entrée, pour toute la partie.",
        "{player} chooses quarter {q} (points {a} to {b}) as the house, for the whole game.",
    ),
    do_enter=(
        "Le {d} entre un jeton sur la flèche {pt}, vide.",
        "The {d} enters a piece on point {pt}, which is empty.",
    ),
    do_pair=(
        "Le {d} entre un second jeton sur la flèche {pt} : elle est doublée, personne ne peut plus y entrer.",
        "The {d} enters a second piece on point {pt}: it is doubled, nobody can enter there any more.",
    ),
    do_hit=(
        "Le {d} bat le jeton adverse de la flèche {pt} : il retourne dans la main de son joueur, et votre jeton prend sa place.",
        "The {d} hits the opposing piece on point {pt}: it goes back to its owner's hand, and your piece takes its place.",
    ),
    then_lost=(
        " Le {d} restant est perdu (flèche {pt} doublée) : le tour passe.",
        " The remaining {d} is lost (point {pt} is doubled): the turn passes.",
    ),
    then_full=(
        " Les six flèches sont doublées : la partie est finie.",
        " All six points are doubled: the game is over.",
    ),
    won=(
        "{player} tient {n:# flèche|# flèches} contre {m} et gagne.",
        "{player} holds {n:# point|# points} against {m} and wins.",
    ),
    draw=(
        "Trois flèches chacun : la partie est nulle.",
        "Three points each: the game is drawn.",
    ),
)

_HOUSE = re.compile(r"^\s*(?:q|m|maison|quart|house|quarter)\s*(\d+)\s*$", re.I)
_POINT = re.compile(r"^\s*(\d+)\s*$")
_PHASES = ("house", "throw", "move", "over")

THROWS = [((a, b), Fraction(1 if a == b else 2, 36)) for a in range(6, 0, -1) for b in range(a, 0, -1)]


class DozeCanes(Game):
    """Doze canes, Twelve dogs (see the module docstring)."""

    name = "doze_canes"
    MOVE = DozeMove
    NOTATION_EXAMPLES = ("Q3", "16")
    fr = "Douze chiens (Doze canes)"
    en = "Twelve Dogs (Doze canes)"
    RULE_SETS = {
        "alfonso": RuleSet(
            "alfonso", "Douze chiens (Doze canes), Alphonse X, lecture de Murray",
            "Twelve Dogs (Doze canes), Alfonso X, Murray's reading", SEED,
        ),
    }
    DEFAULT_RULE_SET = "alfonso"
    CHOICES = CHOICES
    MESSAGES = MESSAGES

    # -- state ----------------------------------------------------------------

    def _setup(self) -> None:
        self.quarter = 0  # 0 until the house is chosen
        self.cells = [0] * HOUSE_SIZE  # the house's points, in die order
        self.player = 0
        self.phase = "house"
        self.throw: tuple = ()  # the current (or last) throw, kept for pictures
        self.left: list[int] = []  # its dice not yet played (lost ones stay here)
        self.last: tuple = ()  # (player, point, die, effect) of the last entry

    def _snapshot(self) -> tuple:
        return (self.quarter, tuple(self.cells), self.player, self.phase, self.throw, tuple(self.left), self.last)

    def _restore(self, snap: tuple) -> None:
        self.quarter, cells, self.player, self.phase, self.throw, left, self.last = snap
        self.cells, self.left = list(cells), list(left)

    @property
    def awaiting_throw(self) -> bool:
        return self.phase == "throw"

    @property
    def current_throw(self) -> tuple | None:
        """The dice still to enter this turn (what a board announces)."""
        return tuple(self.left) if self.phase == "move" else None

    @property
    def house(self) -> range:
        """The points of the house (empty before it is chosen)."""
        if not self.quarter:
            return range(0)
        start = first_point(self.quarter)
        return range(start, start + HOUSE_SIZE)

    def content(self, point: int) -> int:
        """The signed content of ``point`` (see ``CELL_CHARS``); 0 outside the house."""
        return self.cells[point - self.house.start] if point in self.house else 0

    def in_hand(self, player: int) -> int:
        return in_hand(self.cells, player)

    def held(self, player: int) -> int:
        return held(self.cells, player)

    def progress(self, player: int) -> float:
        """Pieces on the board, a pair counting three (the goal is pairs)."""
        s = sign(player)
        return sum(3 if c * s == 2 else 1 for c in self.cells if c * s > 0)

    def dice_status(self) -> list[tuple[int, str]]:
        """Each die of the current (or last) throw: "playable", "used" or "lost"."""
        left, playable = list(self.left), self._playable() if self.phase == "move" else []
        status = []
        for die in self.throw:
            if die in left:
                left.remove(die)
                status.append((die, "playable" if die in playable else "lost"))
            else:
                status.append((die, "used"))
        return status

    def position(self) -> str:
        cells = "".join(CELL_CHARS[c] for c in self.cells)
        if self.phase == "move":
            dice = "".join(map(str, self.throw)) + "|" + "".join(map(str, self.left))
        else:
            dice = "-|-"
        return f"{self.quarter}|{cells}|{self.player}|{self.phase}|{dice}"

    def _load_position(self, text: str) -> None:
        try:
            quarter, cells, player, phase, throw, left = text.split("|")
            quarter, player = int(quarter), int(player)
            codes = {ch: c for c, ch in CELL_CHARS.items()}
            cells = [codes[ch] for ch in cells]
            throw = () if throw == "-" else tuple(int(d) for d in throw)
            left = [] if left == "-" else [int(d) for d in left]
        except (ValueError, KeyError):
            raise NotationError(self._msg("bad_position", text=text), lang=self.lang) from None
        if not self._valid(quarter, cells, player, phase, throw, left):
            raise NotationError(self._msg("bad_position", text=text), lang=self.lang)
        self.quarter, self.cells, self.player, self.phase = quarter, cells, player, phase
        self.throw, self.left, self.last = throw, left, ()

    def _valid(self, quarter, cells, player, phase, throw, left) -> bool:
        if len(cells) != HOUSE_SIZE or player not in (0, 1) or phase not in _PHASES:
            return False
        if (phase == "house") != (quarter == 0) or not 0 <= quarter <= QUARTERS:
            return False
        if phase == "house" and (any(cells) or player != 0):
            return False
        if (phase == "over") != is_full(cells):
            return False
        if phase != "move":
            return not throw and not left
        rest = list(throw)
        for die in left:
            if die not in rest:
                return False
            rest.remove(die)
        return throw in dict(THROWS) and any(
            entry(cells[d - 1], player)[1] not in LOST for d in left
        )

    @classmethod
    def arrange(cls, quarter: int = 1, *, white=(), black=(), to_play: int = 0, throw=None, **kwargs):
        """A game set up by hand on the house ``quarter``.

        ``white``/``black`` list the points of each side's pieces on the
        tablier, a point named twice holding a pair.

        >>> g = DozeCanes.arrange(1, white=[4], black=[6, 6], throw=(6, 4))
        >>> g.explain("6")
        'Le 6 désigne la flèche 6, mais la flèche 6 est doublée : ce point est perdu.'
        """
        lang = kwargs.get("lang", "fr")
        quarter = arranged_int("quarter", quarter, 1, QUARTERS, lang)
        to_play = arranged_int("to_play", to_play, 0, 1, lang)
        white, black = (arranged_items(arg, points, lambda v: is_int(v) and 1 <= v <= POINTS, lang)
                        for arg, points in (("white", white), ("black", black)))
        start = first_point(quarter)
        cells = _count_pieces(start, white, black)
        text = "".join(CELL_CHARS.get(c, "?") for c in cells) if cells else "?"
        phase = "over" if cells and is_full(cells) else "throw"
        game = cls.from_position(f"{quarter}|{text}|{to_play}|{phase}|-|-", **kwargs)
        if throw is not None:
            game.roll(throw)  # a tuple or a list: roll() takes it as the throw's values
        return game

    @property
    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        winner = result(self.cells)
        if winner is None:
            return Outcome(None, "draw", 0, self._msg("draw"))
        n, m = self.held(winner), self.held(1 - winner)
        reason = self._msg("won", player=self.PLAYER_NAMES[winner], n=n, m=m)
        return Outcome(winner, "most_points", 1, reason)

    # -- throws ---------------------------------------------------------------

    def throw_outcomes(self) -> list[tuple[tuple, Fraction]]:
        """The 21 throws of two dice, higher die first, with their probabilities."""
        return list(THROWS)

    def _draw(self, rng) -> tuple:
        a, b = rng.below(6) + 1, rng.below(6) + 1
        return (max(a, b), min(a, b))

    @implements("D4")
    def _apply_throw(self, throw: tuple) -> None:
        """Both dice wait to be played; a double is two such dice, nothing more (D4)."""
        self.throw = throw
        self.left = list(throw)
        self.phase = "move"
        if not self._playable():
            self._pass_turn()  # choice D3: every die of the throw is lost

    @implements("D3")
    def _playable(self) -> list[int]:
        """The dice left that can still enter a piece (D3: the others are lost)."""
        dice = []
        for die in self.left:
            if die not in dice and entry(self.cells[die - 1], self.player)[1] not in LOST:
                dice.append(die)
        return dice

    def _pass_turn(self) -> None:
        self.player = 1 - self.player
        self.phase = "throw"

    # -- notation -------------------------------------------------------------

    def _parse(self, text: str) -> DozeMove | None:
        m = _HOUSE.match(text)
        if m:
            quarter = int(m.group(1))
            if not 1 <= quarter <= QUARTERS:
                raise NotationError(self._msg("bad_quarter", q=quarter), lang=self.lang)
            return house_move(quarter)
        m = _POINT.match(text)
        if not m:
            return None
        point = int(m.group(1))
        if not 1 <= point <= POINTS:
            raise NotationError(self._msg("bad_point", pt=point), lang=self.lang)
        return enter_move(point)

    # -- the rules ------------------------------------------------------------

    @implements("D1", "D5")
    def _generate(self) -> list[DozeMove]:
        """The four houses at the start (D1), then one entry per playable die (D5)."""
        if self.phase == "house":
            return [house_move(q) for q in range(1, QUARTERS + 1)]
        return [enter_move(point_of(self.quarter, d)) for d in self._playable()]

    def _house_span(self, quarter: int | None = None) -> dict:
        quarter = quarter or self.quarter
        return {"q": quarter, "a": first_point(quarter), "b": first_point(quarter) + HOUSE_SIZE - 1}

    def _refusal(self, move: DozeMove) -> tuple | None:
        """Why ``move`` is refused, as ``(message code, params)``, or None."""
        if move.kind == "house":
            return None if self.phase == "house" else ("house_chosen", self._house_span())
        if self.phase == "house":
            return ("choose_house_first", {})
        point = move.value
        if point not in self.house:
            return ("outside_house", dict(self._house_span(), pt=point))
        die = point - self.house.start + 1
        if die not in self.left:
            if die in self.throw:
                return ("die_used", {"d": die, "left": self.left[0]})
            return ("no_die", {"pt": point, "d": die, "throw": "-".join(map(str, self.throw))})
        effect = entry(self.cells[die - 1], self.player)[1]
        return (effect, {"d": die, "pt": point}) if effect in LOST else None

    def _apply(self, move: DozeMove) -> None:
        if move.kind == "house":
            self.quarter = move.value
            self.phase = "throw"  # D1: the chooser throws first
            return
        die = move.value - self.house.start + 1
        self.cells[die - 1], effect = entry(self.cells[die - 1], self.player)
        self.left.remove(die)
        self.last = (self.player, move.value, die, effect)
        if is_full(self.cells):
            self.phase = "over"  # D6
        elif not self._playable():
            self._pass_turn()

    def _describe(self, move: DozeMove) -> Reason:
        if move.kind == "house":
            return self._msg("do_house", player=self.PLAYER_NAMES[self.player], **self._house_span(move.value))
        die = move.value - self.house.start + 1
        cell, effect = entry(self.cells[die - 1], self.player)
        base = self._msg("do_" + effect, d=die, pt=move.value)
        after = list(self.cells)
        after[die - 1] = cell
        left = list(self.left)
        left.remove(die)
        if is_full(after):
            tail = self._msg("then_full")
        elif left and entry(after[left[0] - 1], self.player)[1] in LOST:
            tail = self._msg("then_lost", d=left[0], pt=point_of(self.quarter, left[0]))
        else:
            return base
        return Reason(base.code, base.fr + tail.fr, base.en + tail.en, base.params)


def _count_pieces(start: int, white, black) -> list[int] | None:
    """The house's contents from lists of points (``start`` is its first point); None if impossible."""
    cells = [0] * HOUSE_SIZE
    for s, points in ((1, white), (-1, black)):
        for pt in points:
            i = pt - start
            if not 0 <= i < HOUSE_SIZE or cells[i] * s < 0:
                return None  # not in the house, or two colours on a point
            cells[i] += s
    return cells
