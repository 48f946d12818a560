"""Named teaching positions, for a teacher at a projector.

``position("senet-echange")`` returns a fresh game, set up with the games' own
``arrange``, ready to show (a notebook draws it through ``_repr_svg_``) and to
question (``game.explain(move)``); ``position(key, lang="en")`` the same game
speaking English.  :data:`POSITIONS` lists them in the order a class meets
them: Senet, la Marelle, Doze canes, then Jacquet.  Each record holds the move
to ask about, the question to ask the class and whether the rules accept that
move; its expected answer is not written here but asked of the rules
(:attr:`TeachingPosition.answer`), so it cannot drift from them.

A record speaks its :attr:`~TeachingPosition.lang` ("fr" in :data:`POSITIONS`;
``positions("en")`` or ``record.in_lang("en")`` for English): its title,
question and verdict come from :data:`WORDS`, a catalogue like the games'
(French beside English), its answer from the rules in that language.

Each position shows one rule of the seeds, most of them as set up in the
games' scenario tests (``tests/games``); the teacher's guide that shows them
is ``notebooks/06_guide_enseignant.ipynb`` (``notebooks/en/`` in English).

The exercises of the lessons and of the pupils' worksheets (one per teaching
position) are here too, as boards to play (issue #41): ``exercise(key)``
returns an :class:`~jocari_edu.analysis.exercise.Exercise` (its question and
hint in French and English, the turns it accepts), which
``Board.exercise(...)`` shows; :data:`EXERCISES` lists them, each with its
page, its kind and its answers, which the tests check against the rules.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from .core import Catalog, Game, JocariError
from .core.i18n import Reason, check_lang
from .core.limits import cut, shown
from .games import new_game
from .games.doze_canes import DozeCanes
from .games.jacquet import Jacquet
from .games.marelle import Marelle
from .games.senet import Senet

__all__ = ["EXERCISES", "POSITIONS", "WORDS", "LessonExercise", "TeachingPosition", "UnknownExerciseError",
           "UnknownPositionError", "exercise", "exercises", "position", "positions"]


class UnknownPositionError(JocariError):
    """A teaching position name that is not in :data:`POSITIONS`."""


class UnknownExerciseError(JocariError):
    """An exercise name that is not in :data:`EXERCISES`."""


_UNKNOWN = Catalog(unknown=("Position d'enseignement inconnue {given} (positions : {known}).",
                            "unknown teaching position {given} (known: {known})"),
                   unknown_exercise=("Exercice inconnu {given} (exercices : {known}).",
                                     "unknown exercise {given} (known: {known})"))


@dataclass(frozen=True)
class TeachingPosition:
    """One position to show the class, and the question to ask about it, in :attr:`lang`."""

    game: str  # the game's name, as in ``new_game``
    title_fr: str  # the French title (the English: :data:`ENGLISH`; both in :data:`WORDS`)
    move: str  # the move asked about, in the game's notation
    legal: bool  # does the rules package accept ``move`` here?
    question_fr: str  # what the teacher asks the class, in French
    setup: Callable[[], Game]  # builds the position afresh (its game speaks French)
    key: str = ""  # its name in :data:`POSITIONS`
    lang: str = "fr"  # the language its words are given in

    @property
    def title(self) -> str:
        return WORDS(f"{self.key}:title").text(self.lang)

    @property
    def question(self) -> str:
        """What the teacher asks the class."""
        return WORDS(f"{self.key}:question").text(self.lang)

    @property
    def answer(self) -> str:
        """The expected answer: the rules' own sentence about :attr:`move`."""
        return self.setup().explain(self.move, lang=self.lang)

    @property
    def verdict(self) -> str:
        """``"Coup permis"`` or ``"Coup refusé"`` (``"Move allowed"``, ``"Move refused"``), for the class."""
        return WORDS("allowed" if self.legal else "refused").text(self.lang)

    def in_lang(self, lang: str) -> TeachingPosition:
        """The same position, its words in ``lang`` ("fr" or "en")."""
        return self if check_lang(lang) == self.lang else replace(self, lang=lang)

    def game_in(self, lang: str | None = None) -> Game:
        """A fresh game in this position, speaking ``lang`` (default: :attr:`lang`)."""
        game = self.setup()
        game.lang = check_lang(lang or self.lang)
        return game

    # the site's hooks ask a French record for its words in the page's language
    def title_in(self, lang: str) -> str:
        return self.in_lang(lang).title

    def question_in(self, lang: str) -> str:
        return self.in_lang(lang).question

    def answer_in(self, lang: str) -> str:
        return self.in_lang(lang).answer

    def verdict_in(self, lang: str) -> str:
        return self.in_lang(lang).verdict


def _after(game: Game, *moves: str) -> Game:
    """``game`` once ``moves`` are played (for positions reached by a move)."""
    for move in moves:
        game.play(move)
    return game


# Senet: the standard rules first, then what Jéquier's reconstruction changes.
_SENET = {
    "senet-echange": TeachingPosition(
        "senet", "Senet : avancer et échanger", "12-15", True,
        "Blanc a lancé un 3. Que devient le pion noir de la case 15 si Blanc joue 12-15 ?",
        lambda: Senet.arrange("standard", white=[9, 12], black=[15], off=(3, 4), throw=3),
    ),
    "senet-protection": TeachingPosition(
        "senet", "Senet : deux pions voisins se protègent", "12-15", False,
        "Même lancer de 3, mais un second pion noir est en 16. Blanc peut-il encore jouer 12-15 ?",
        lambda: Senet.arrange("standard", white=[12], black=[15, 16], off=(4, 3), throw=3),
    ),
    "senet-eau": TeachingPosition(
        "senet", "Senet : la Maison de l'Eau", "25-28", True,
        "Blanc a lancé un 3. Que se passe-t-il si le pion de la case 25 s'arrête en 28, la case marquée « Eau » ?",
        lambda: Senet.arrange("standard", white=[25], black=[1], off=(4, 4), throw=3),
    ),
    "senet-sortie": TeachingPosition(
        "senet", "Senet : sortir ses pions", "30-off", False,
        "Blanc a lancé un 3. Le pion de la case 30, la dernière, peut-il sortir du plateau ?",
        lambda: Senet.arrange("standard", white=[27, 29, 30], black=[5], off=(2, 4), throw=3),
    ),
    "senet-jequier-barrage": TeachingPosition(
        "senet", "Senet de Jéquier : le barrage de trois pions", "10-16", False,
        "Règles de Jéquier, Blanc a lancé un 6. Le pion de la case 10 peut-il aller en 16 ?",
        lambda: Senet.arrange("jequier", white=[10, 20], black=[12, 13, 14], off=(3, 2), throw=6),
    ),
    "senet-jequier-recul": TeachingPosition(
        "senet", "Senet de Jéquier : reculer", "10-4", True,
        "Règles de Jéquier, Blanc a lancé un 6 et son seul pion est en 10. Peut-il reculer en 4 ?",
        lambda: Senet.arrange("jequier", white=[10], black=[12, 13, 14], off=(4, 2), throw=6),
    ),
}

# La Marelle, after Breyer: placing, taking, moving, flying, then the re-forming ban.
_SEE_SAW = dict(white="a1 d1 g1 b2 f2", black="a7 g7 b6 f6 c4 e4")

_MARELLE = {
    "marelle-moulin": TeachingPosition(
        "marelle", "Marelle : poser et former un moulin", "g1", True,
        "Blanc pose un pion en g1. Que gagne-t-il ?",
        lambda: Marelle.arrange("breyer", white="a1 d1", black="a7 b4 f6", hand=(3, 2)),
    ),
    "marelle-prise": TeachingPosition(
        "marelle", "Marelle : quel pion prendre ?", "xd7", False,
        "Blanc vient de former un moulin et doit prendre un pion noir. Peut-il prendre celui de d7 ?",
        lambda: _after(Marelle.arrange("breyer", white="a1 d1", black="a7 d7 g7 b4", hand=(3, 2)), "g1"),
    ),
    "marelle-deplacement": TeachingPosition(
        "marelle", "Marelle : se déplacer le long des lignes", "a1-a7", False,
        "Tous les pions sont posés. Blanc peut-il aller de a1 à a7 en sautant le pion noir de a4 ?",
        lambda: Marelle.arrange("breyer", white="a1 c5 f6 e5", black="a4 d1 e3 g4"),
    ),
    "marelle-vol": TeachingPosition(
        "marelle", "Marelle : il ne reste que trois pions", "a1-g7", True,
        "Blanc n'a plus que trois pions. Peut-il aller directement de a1 à g7 ?",
        lambda: Marelle.arrange("breyer", white="a1 d2 c5", black="d1 a7 e3 g4 f6"),
    ),
    "marelle-reforme": TeachingPosition(
        "marelle", "Marelle : on ne reforme pas le même moulin", "d2-d1", True,
        "Blanc a défait son moulin a1-d1-g1 pour en former un autre, puis a pris. "
        "S'il ramène le pion de d2 en d1, reprend-il un pion ?",
        lambda: _after(Marelle.arrange("breyer", **_SEE_SAW), "d1-d2", "xe4", "a7-a4"),
    ),
}

# Doze canes: the house, the dice, the hit, the doubled point, the end.
_DOZE = {
    "doze-maison": TeachingPosition(
        "doze_canes", "Doze canes : choisir la maison d'entrée", "Q3", True,
        "Le tablier est vide. Avant tout lancer, Blanc choisit le quart 3 : qu'est-ce que cela décide ?",
        lambda: new_game("doze_canes", seed=1),
    ),
    "doze-entree": TeachingPosition(
        "doze_canes", "Doze canes : chaque dé désigne une flèche", "16", False,
        "La maison est le quart 3 (flèches 13 à 18) et Blanc a lancé 5 et 2. Peut-il entrer un jeton en 16 ?",
        lambda: DozeCanes.arrange(3, throw=(5, 2)),
    ),
    "doze-battre": TeachingPosition(
        "doze_canes", "Doze canes : battre un jeton seul", "4", True,
        "Blanc a lancé 4 et 1. Un jeton noir est seul sur la flèche 4. Que fait le 4 ?",
        lambda: DozeCanes.arrange(1, white=[2], black=[4, 6], throw=(4, 1)),
    ),
    "doze-doublee": TeachingPosition(
        "doze_canes", "Doze canes : une flèche doublée est fermée", "6", False,
        "Blanc a lancé 6 et 4. Noir a deux jetons sur la flèche 6. Blanc peut-il jouer son 6 ?",
        lambda: DozeCanes.arrange(1, white=[4], black=[6, 6], throw=(6, 4)),
    ),
    "doze-fin": TeachingPosition(
        "doze_canes", "Doze canes : la fin de la partie", "6", True,
        "Noir a lancé 6 et 1 ; il a déjà un jeton sur la flèche 6. Que se passe-t-il s'il joue son 6 ?",
        lambda: DozeCanes.arrange(1, white=[1, 1, 2, 2, 3, 3, 4, 4], black=[5, 5, 6], to_play=1, throw=(6, 1)),
    ),
}

# Jacquet (extension): the courier, closed points, the sum of the dice, bearing off.
_JACQUET = {
    "jacquet-postillon": TeachingPosition(
        "jacquet", "Jacquet : le premier pion qui part", "1-6", True,
        "Début de partie : Blanc a lancé 5 et 3, ses quinze pions sont sur la flèche 1. Que devient le pion qu'il avance en 6 ?",
        lambda: Jacquet.arrange(throw=(5, 3)),
    ),
    "jacquet-postillon-seul": TeachingPosition(
        "jacquet", "Jacquet : les autres pions attendent", "1-4", False,
        "Blanc a joué 1-6 avec son 5. Peut-il jouer son 3 avec un autre pion, de 1 à 4 ?",
        lambda: _after(Jacquet.arrange(throw=(5, 3)), "1-6"),
    ),
    "jacquet-fleche-tenue": TeachingPosition(
        "jacquet", "Jacquet : une flèche tenue par l'adversaire", "2-7", False,
        "Blanc a lancé 5 et 3. Un seul pion noir est sur la flèche 7. Blanc peut-il y aller avec le pion de la flèche 2 ?",
        lambda: Jacquet.arrange(white={1: 10, 2: 1, 21: 4}, black={19: 1, 1: 14}, throw=(5, 3)),
    ),
    "jacquet-somme": TeachingPosition(
        "jacquet", "Jacquet : jouer la somme des dés", "2-10", False,
        "Blanc a lancé 5 et 3 ; des pions noirs tiennent les flèches 5 et 7. Peut-il avancer le pion de la flèche 2 de 8, en 10 ?",
        lambda: Jacquet.arrange(white={1: 10, 2: 1, 21: 4}, black={17: 1, 19: 1, 1: 13}, throw=(5, 3)),
    ),
    "jacquet-sortie": TeachingPosition(
        "jacquet", "Jacquet : sortir avec un dé plus fort", "22-off/6", True,
        "Blanc a lancé 6 et 5 ; ses deux derniers pions sont sur la flèche 22, à 3 de la sortie. Peut-il en sortir un avec le 6 ?",
        lambda: Jacquet.arrange(white={22: 2}, off=(13, 0), black={24: 15}, throw=(6, 5)),
    ),
}

# Each position's title and question for the English edition (issue #40), in the French's order: the same
# position, the same move asked about; the answer is the rules' own English sentence (``answer_in("en")``).
ENGLISH: dict[str, tuple[str, str]] = {
    "senet-echange": ("Senet: moving and swapping",
                      "White has thrown a 3. What happens to the black pawn on square 15 if White plays 12-15?"),
    "senet-protection": ("Senet: two neighbouring pawns protect each other",
                         "The same throw of 3, but a second black pawn stands on 16. Can White still play 12-15?"),
    "senet-eau": ("Senet: the House of Water",
                  "White has thrown a 3. What happens if the pawn on square 25 stops on 28, the square marked "
                  "\u201cWater\u201d?"),
    "senet-sortie": ("Senet: bearing pawns off",
                     "White has thrown a 3. Can the pawn on square 30, the last one, leave the board?"),
    "senet-jequier-barrage": ("Jéquier's Senet: the barrier of three pawns",
                              "Jéquier's rules, White has thrown a 6. Can the pawn on square 10 go to 16?"),
    "senet-jequier-recul": ("Jéquier's Senet: moving back",
                            "Jéquier's rules, White has thrown a 6 and its only pawn is on 10. Can it move back "
                            "to 4?"),
    "marelle-moulin": ("Nine Men's Morris: placing a piece and making a mill",
                       "White places a piece on g1. What does White gain?"),
    "marelle-prise": ("Nine Men's Morris: which piece to take?",
                      "White has just made a mill and must take a black piece. May White take the one on d7?"),
    "marelle-deplacement": ("Nine Men's Morris: moving along the lines",
                            "All the pieces are placed. Can White go from a1 to a7 by jumping over the black "
                            "piece on a4?"),
    "marelle-vol": ("Nine Men's Morris: only three pieces left",
                    "White has only three pieces left. Can White go straight from a1 to g7?"),
    "marelle-reforme": ("Nine Men's Morris: the same mill is not made again",
                        "White opened the mill a1-d1-g1 to make another one, then took a piece. If White brings "
                        "the piece on d2 back to d1, does White take a piece again?"),
    "doze-maison": ("Doze canes: choosing the entry house",
                    "The board is empty. Before any throw, White chooses quarter 3: what does that decide?"),
    "doze-entree": ("Doze canes: each die names a point",
                    "The house is quarter 3 (points 13 to 18) and White has thrown 5 and 2. Can White enter a "
                    "piece on 16?"),
    "doze-battre": ("Doze canes: hitting a lone piece",
                    "White has thrown 4 and 1. A black piece stands alone on point 4. What does the 4 do?"),
    "doze-doublee": ("Doze canes: a doubled point is closed",
                     "White has thrown 6 and 4. Black has two pieces on point 6. Can White play the 6?"),
    "doze-fin": ("Doze canes: the end of the game",
                 "Black has thrown 6 and 1 and already has a piece on point 6. What happens if Black plays the 6?"),
    "jacquet-postillon": ("Jacquet: the first checker to set off",
                          "Start of the game: White has thrown 5 and 3, and all fifteen checkers are on point 1. "
                          "What becomes of the checker moved to 6?"),
    "jacquet-postillon-seul": ("Jacquet: the other checkers wait",
                               "White has played 1-6 with the 5. Can White play the 3 with another checker, from 1 "
                               "to 4?"),
    "jacquet-fleche-tenue": ("Jacquet: a point held by the opponent",
                             "White has thrown 5 and 3. A single black checker is on point 7. Can White go there "
                             "with the checker on point 2?"),
    "jacquet-somme": ("Jacquet: playing the sum of the dice",
                      "White has thrown 5 and 3; black checkers hold points 5 and 7. Can White move the checker "
                      "on point 2 on by 8, to 10?"),
    "jacquet-sortie": ("Jacquet: bearing off with a higher die",
                       "White has thrown 6 and 5; the last two checkers are on point 22, 3 from the exit. Can "
                       "White bear one off with the 6?"),
}

_FRENCH = {**_SENET, **_MARELLE, **_DOZE, **_JACQUET}

# What a record says, French beside English, as the games' catalogues hold their sentences.
WORDS = Catalog(
    allowed=("Coup permis", "Move allowed"),
    refused=("Coup refusé", "Move refused"),
    **{f"{key}:title": (record.title_fr, ENGLISH[key][0]) for key, record in _FRENCH.items()},
    **{f"{key}:question": (record.question_fr, ENGLISH[key][1]) for key, record in _FRENCH.items()},
)

POSITIONS: dict[str, TeachingPosition] = {key: replace(record, key=key) for key, record in _FRENCH.items()}


def positions(lang: str = "fr") -> dict[str, TeachingPosition]:
    """:data:`POSITIONS`, each record's words in ``lang`` ("fr" or "en")."""
    check_lang(lang)
    return {key: record.in_lang(lang) for key, record in POSITIONS.items()}


def position(key: str, lang: str = "fr") -> Game:
    """A fresh game in the teaching position ``key`` (see :data:`POSITIONS`), speaking ``lang``."""
    if key.__class__ is not str or key not in POSITIONS:
        raise UnknownPositionError(_UNKNOWN("unknown", given=shown(key), known=cut(", ".join(POSITIONS), 120)))
    return POSITIONS[key].game_in(check_lang(lang))


# -- the exercises of the lessons and of the pupils' worksheets, played on a board (issue #41) ----------------
#
# Each lesson (notebooks/01-04, French and English) ends with exercises on a drawn position, and each game's
# worksheet (docs/GAME/fiche.md, made from POSITIONS) asks one question per teaching position.  Each becomes an
# exercise played on the board (``Board.exercise(exercise(key))``): its question, the turns it accepts, a hint.
# An exercise is of one of four kinds, which say how its answers follow from the question:
#
# - "seul" (« Trouvez le seul coup permis », or a forced turn to play and read): every legal turn;
# - "refus" (« Pourquoi ce coup est-il refusé ? »): the pupil tries the move(s) the question names, which the
#   rules refuse (the board says why, in the rules' words), then plays what is permitted: every legal turn;
# - "coup" (the question names a move and asks what it does, or whether it may be played, and it may): the
#   turns that play it;
# - "but" (a goal: the take that leaves Black no mill, the move that wins at once): the turns written here,
#   which the tests check against the rules.
#
# Answers are written one order each; :func:`exercise` accepts every order of the same turn that the rules
# allow (dice played one by one, either first), still playing the move named where the question names one.

_KINDS = ("seul", "refus", "coup", "but")


@dataclass(frozen=True)
class LessonExercise:
    """One exercise of a lesson or of a worksheet: where it is, its kind, its position, the turns it accepts."""

    key: str
    source: str  # the page it belongs to: "notebooks/01_senet.ipynb", "docs/senet/fiche.md"...
    kind: str  # "seul", "refus", "coup" or "but" (see above)
    setup: Callable[[], Game]  # builds the position afresh
    answers: tuple[tuple[str, ...], ...]  # the accepted turns, one order each
    named: tuple[str, ...] = ()  # the moves the question names: refused ("refus"), or to play ("coup")

    @property
    def question(self) -> Reason:
        """The question, French beside English (the lesson's own words, or the worksheet's and what to do)."""
        return EXERCISE_WORDS(f"{self.key}:question")

    @property
    def hint(self) -> Reason:
        return EXERCISE_WORDS(f"{self.key}:hint")


def _lesson(number: int, game: str) -> str:
    return f"notebooks/{number:02d}_{game}.ipynb"


def _opened(setup: Callable[[], Game], *moves: str) -> Callable[[], Game]:
    return lambda: _after(setup(), *moves)


_MARELLE_3 = lambda: Marelle.arrange("breyer", white="a1 d1 g1 c5 e5", black="a7 d7 g4 b6 f4")  # noqa: E731

# The lessons' exercises: (key, lesson, kind, setup, answers, moves named; question fr, en; hint fr, en).
# The question is the lesson's own statement (notebooks/en's for the English), with what to play on the board
# where the lesson asks for an explanation or a count.  Lesson 03's exercise 4 (the chance that a whole throw
# is lost) and lesson 05's exercises ask for a probability, before any throw: no turn answers them.
_LESSONS = (
    ("senet-exercice-1", _lesson(1, "senet"), "seul",
     lambda: Senet.arrange("standard", white=[13, 19, 24, 29], black=[15, 16, 21, 22, 26], off=(1, 0), throw=2),
     (("24-26",),), (),
     "Senet standard, Blanc a lancé un 2. Blanc a déjà sorti un pion. Trouvez le seul coup permis.",
     "Standard Senet, White has thrown a 2. White has already borne off one pawn. Find the only allowed move.",
     "Pour chaque pion noir que vous pourriez atteindre, regardez s'il a un voisin noir qui le garde.",
     "For each black pawn you could reach, see whether a black neighbour guards it."),
    ("senet-exercice-2", _lesson(1, "senet"), "refus",
     lambda: Senet.arrange("jequier", white=[9, 15], black=[11, 12, 13, 20], off=(3, 1), throw=3),
     (("15-18",),), ("15-12",),
     "Senet de Jéquier, Blanc a lancé un 3. Blanc voudrait faire reculer son pion de la case 15 en 12. "
     "Pourquoi les règles refusent-elles 15-12 ? Essayez-le : le plateau vous dira pourquoi. "
     "Jouez ensuite le seul coup permis.",
     "Jéquier's Senet, White has thrown a 3. White would like to move the pawn on square 15 back to 12. "
     "Why do the rules refuse 15-12? Try it: the board will tell you why. Then play the only allowed move.",
     "On ne recule que si aucun pion ne peut avancer. L'un de vos pions peut-il avancer de 3 ?",
     "A pawn moves back only when no pawn can move forward. Can one of your pawns move 3 forward?"),
    ("senet-exercice-3", _lesson(1, "senet"), "seul",
     lambda: Senet.arrange("jequier", white=[9, 15], black=[10, 11, 12, 18, 19], off=(3, 0), throw=4),
     (("9-5",),), (),
     "Senet de Jéquier, Blanc a lancé un 4. Blanc a déjà sorti trois pions. Trouvez le seul coup permis.",
     "Jéquier's Senet, White has thrown a 4. White has already borne off three pawns. Find the only allowed "
     "move.",
     "Trois pions noirs qui se suivent font un barrage. Si aucun pion ne peut avancer, il faut reculer, "
     "sur une case vide.",
     "Three black pawns in a row make a barrier. If no pawn can move forward, one must move back, onto an "
     "empty square."),
    ("senet-exercice-4", _lesson(1, "senet"), "refus",
     lambda: POSITIONS["senet-sortie"].setup(),
     (("29-off",),), ("30-off", "27-off"),
     "Senet standard, Blanc a lancé un 3, pions en 27, 29 et 30. Pourquoi 30-off est-il refusé, et pourquoi "
     "27-off aussi ? Essayez-les : le plateau vous dira pourquoi. Jouez ensuite le seul coup permis.",
     "Standard Senet, White has thrown a 3, pawns on 27, 29 and 30. Why is 30-off refused, and why is 27-off "
     "refused too? Try them: the board will tell you why. Then play the only allowed move.",
     "Pour sortir, un pion doit dépasser la case 30 ; depuis la case 30 elle-même, un seul lancer fait "
     "sortir. Quel pion un 3 fait-il sortir ?",
     "To bear off, a pawn must go past square 30; from square 30 itself, only one throw bears off. Which pawn "
     "does a 3 bear off?"),
    ("marelle-exercice-1", _lesson(2, "marelle"), "but",
     lambda: Marelle.arrange("modern", white="b2 d2 f2 c3 e3 a7", black="a1 d1 g7 e4 f4 g4 d6", take=True),
     (("xd1",),), (),
     "Règles actuelles. Blanc vient de fermer le moulin b2-d2-f2 et doit prendre un pion noir. Noir menace de "
     "former un moulin au coup suivant. Quel pion Blanc doit-il prendre pour que Noir ne puisse pas former de "
     "moulin au prochain coup ? Prenez-le sur le plateau.",
     "Modern rules. White has just closed the mill b2-d2-f2 and must take a black piece. Black is threatening "
     "to make a mill on the next move. Which piece must White take so that Black cannot make a mill on the "
     "next move? Take it on the board.",
     "Noir a deux menaces, et toutes deux passent par le même point libre. Quel pion noir sert aux deux ?",
     "Black has two threats, and both go through the same empty point. Which black piece serves both?"),
    ("marelle-exercice-2", _lesson(2, "marelle"), "refus",
     lambda: Marelle.arrange("modern", white="b2 d2 f2 a4 g1", black="d5 d6 d7 b6 f6 e4", take=True),
     (("xe4",),), ("xd6", "xb6"),
     "Règles actuelles. Blanc vient de fermer le moulin b2-d2-f2. Il voudrait prendre le pion noir de d6, "
     "au centre du jeu noir, ou celui de b6. Essayez : le plateau vous dira pourquoi les règles refusent. "
     "Prenez ensuite le pion que Blanc peut prendre.",
     "Modern rules. White has just closed the mill b2-d2-f2. White would like to take the black piece on d6, "
     "in the middle of Black's position, or the one on b6. Try: the board will tell you why the rules refuse. "
     "Then take the piece White can take.",
     "Un pion qui est dans un moulin est protégé. Cherchez le pion noir qui n'est dans aucun moulin.",
     "A piece that is in a mill is protected. Look for the black piece that is in no mill."),
    ("marelle-exercice-3", _lesson(2, "marelle"), "coup",
     _opened(_MARELLE_3, "d1-d2", "b6-d6"),
     (("d2-d1",),), ("d2-d1",),
     "Règle de Breyer. Au coup précédent, Blanc a joué d1-d2 ; Noir a répondu b6-d6. Remontez en d1 (d2-d1) "
     "pour remplir la ligne a1-d1-g1 : le plateau vous dira pourquoi Blanc ne prend aucun pion.",
     "Breyer's rules. On the previous move, White played d1-d2; Black answered b6-d6. Move back up to d1 "
     "(d2-d1) to fill the line a1-d1-g1: the board will tell you why White takes no piece.",
     "Ces trois pions ont déjà formé le moulin a1-d1-g1, et Blanc l'a défait en jouant d1-d2.",
     "These three pieces already made the mill a1-d1-g1, and White opened it by playing d1-d2."),
    ("marelle-exercice-3-prise", _lesson(2, "marelle"), "coup",
     _opened(_MARELLE_3, "d1-d2", "b6-d6", "d2-d1", "g4-g7"),
     (("xd1",),), ("xd1",),
     "Suite de l'exercice 3 : Blanc est remonté en d1, puis Noir a fermé le moulin a7-d7-g7 (g4-g7) et doit "
     "prendre un pion blanc. Pourra-t-il prendre le pion blanc de d1 ? Essayez xd1 sur le plateau.",
     "Exercise 3 continued: White moved back up to d1, then Black closed the mill a7-d7-g7 (g4-g7) and must "
     "take a white piece. Will Black be able to take the white piece on d1? Try xd1 on the board.",
     "Un pion n'est protégé que s'il est dans un moulin. La ligne a1-d1-g1 en est-elle un ?",
     "A piece is protected only when it is in a mill. Is the line a1-d1-g1 one?"),
    ("marelle-exercice-4", _lesson(2, "marelle"), "but",
     lambda: Marelle.arrange("modern", white="a1 d1 e5", black="b6 f4 d7"),
     (("e5-g1", "xb6"), ("e5-g1", "xf4"), ("e5-g1", "xd7")), (),
     "Règles actuelles, c'est à Blanc de jouer. Les deux joueurs n'ont plus que trois pions : chacun vole. "
     "Un seul coup blanc gagne la partie tout de suite (avec la prise qui suit). Jouez-le, puis prenez.",
     "Modern rules, White to play. Both players have only three pieces left: each of them flies. Only one "
     "white move wins the game at once (with the capture that follows). Play it, then take.",
     "Seul un moulin fait prendre, et une prise suffit ici à gagner. Quelle ligne les pions a1 et d1 "
     "partagent-ils ?",
     "Only a mill takes a piece, and one capture wins here. Which line do the pieces on a1 and d1 share?"),
    ("doze-exercice-1", _lesson(3, "doze_canes"), "seul",
     lambda: DozeCanes.arrange(2, white=[8], black=[9, 9, 11], throw=(5, 3)),
     (("11",),), (),
     "La maison d'entrée est le deuxième quart (flèches 7 à 12). Blanc a lancé 5 et 3. Trouvez le seul coup "
     "permis.",
     "The entry house is the second quarter (points 7 to 12). White has thrown 5 and 3. Find the only allowed "
     "move.",
     "Dans le deuxième quart, le dé n désigne la flèche 6 + n. Que trouve chaque dé sur sa flèche ?",
     "In the second quarter, the die n names point 6 + n. What does each die find on its point?"),
    ("doze-exercice-2", _lesson(3, "doze_canes"), "refus",
     lambda: DozeCanes.arrange(1, white=[2, 6, 6], black=[4], throw=(6, 4)),
     (("4",),), ("6",),
     "Maison d'entrée : le premier quart. Blanc a lancé 6 et 4 et voudrait jouer son 6 sur la flèche 6, où il "
     "a déjà deux jetons. Essayez le coup 6 : le plateau vous dira pourquoi les règles le refusent. Jouez "
     "ensuite le seul coup permis.",
     "Entry house: the first quarter. White has thrown 6 and 4 and would like to play the 6 on point 6, where "
     "White already has two pieces. Try the move 6: the board will tell you why the rules refuse it. Then "
     "play the only allowed move.",
     "Combien de jetons une flèche peut-elle porter, même s'ils sont du même camp ?",
     "How many pieces can a point carry, even of the same side?"),
    ("doze-exercice-3", _lesson(3, "doze_canes"), "seul",
     lambda: DozeCanes.arrange(1, white=[1], black=[3, 5], throw=(3, 3)),
     (("3", "3"),), (),
     "Maison d'entrée : le premier quart. Blanc lance un double 3. Jouez ses deux entrées sur le plateau ; "
     "ensuite, combien de jetons Noir a-t-il en main, et combien Blanc ?",
     "Entry house: the first quarter. White throws a double 3. Play White's two entries on the board; then, "
     "how many pieces does Black have in hand, and how many does White?",
     "Un jeton battu retourne dans la main de son joueur ; chaque entrée pose un jeton de la main.",
     "A hit piece goes back to its player's hand; each entry puts down a piece from the hand."),
    ("jacquet-exercice-1", _lesson(4, "jacquet"), "seul",
     lambda: Jacquet.arrange(white={8: 1, 16: 1, 22: 13}, black={3: 1, 8: 1, 15: 1, 17: 1, 23: 5, 24: 6},
                             throw=(6, 4)),
     (("8-14", "14-18"),), (),
     "Blanc a lancé 6 et 4. Il a treize pions dans son dernier quartier et deux encore en route, sur les "
     "flèches 8 et 16. Trouvez le seul coup permis, et jouez tout le tour.",
     "White has thrown 6 and 4. White has thirteen checkers in the last quarter and two still on the way, on "
     "points 8 and 16. Find the only allowed move, and play the whole turn.",
     "Une flèche tenue par Noir est fermée. Et il faut jouer les deux dés quand c'est possible : cherchez le "
     "chemin qui le permet.",
     "A point held by Black is closed. And both dice must be played when they can be: look for the way that "
     "allows it."),
    ("jacquet-exercice-2", _lesson(4, "jacquet"), "refus",
     _opened(lambda: Jacquet.arrange(throw=(6, 4)), "1-7"),
     (("7-11",),), ("1-5",),
     "Blanc commence la partie avec 6 et 4. Il a joué le 6 avec un pion du talon (1-7), puis voudrait jouer "
     "le 4 avec un autre pion du talon : 1-5. Essayez : le plateau vous dira pourquoi les règles refusent ce "
     "coup. Jouez ensuite le seul coup permis.",
     "White starts the game with 6 and 4. White has played the 6 with a checker from the talon (1-7), then "
     "would like to play the 4 with another checker from the talon: 1-5. Try it: the board will tell you why "
     "the rules refuse this move. Then play the only allowed move.",
     "Le pion parti en 7 est le postillon. Tant qu'il n'est pas dans le dernier quartier, quel pion peut "
     "avancer ?",
     "The checker that went to 7 is the courier. Until it reaches the last quarter, which checker may move?"),
    ("jacquet-exercice-3", _lesson(4, "jacquet"), "refus",
     lambda: Jacquet.arrange(white={19: 1, 21: 2, 24: 1}, off=(11, 0), black={24: 15}, throw=(6, 5)),
     (("19-off", "21-off/5"), ("19-24", "21-off/6")), ("24-off/6",),
     "Blanc sort ses pions ; il lui en reste quatre, sur les flèches 19, 21 (deux pions) et 24. Il a lancé 6 "
     "et 5. Essayez 24-off/6, sortir le pion de la flèche 24 avec le 6 : le plateau vous dira pourquoi il est "
     "refusé. Jouez ensuite tout le tour : que peut-il faire de son 5 ?",
     "White is bearing off, with four checkers left, on points 19, 21 (two checkers) and 24. White has thrown "
     "6 and 5. Try 24-off/6, bearing off the checker on point 24 with the 6: the board will tell you why it is "
     "refused. Then play the whole turn: what can White do with the 5?",
     "Un dé plus fort que nécessaire fait sortir le pion le plus éloigné qu'il peut atteindre. Quel pion a "
     "besoin d'un 6 ?",
     "A die higher than needed bears off the farthest checker it can reach. Which checker needs a 6?"),
    ("jacquet-exercice-4", _lesson(4, "jacquet"), "seul",
     lambda: Jacquet.arrange(white={24: 1}, off=(14, 0), black={14: 1, 22: 14}, throw=(3, 1)),
     (("24-off/3",),), (),
     "Blanc a sorti quatorze pions et lance 3 et 1. Sortez son dernier pion sur le plateau ; quelle partie "
     "gagne-t-il, et combien de points ? Attention : le dessin numérote les flèches pour Blanc, et les "
     "quartiers se comptent sur le chemin de Noir.",
     "White has borne off fourteen checkers and throws 3 and 1. Bear off White's last checker on the board; "
     "which game does White win, and how many points? Careful: the drawing numbers the points for White, and "
     "the quarters are counted along Black's track.",
     "Cherchez le pion noir le plus en arrière, et comptez dans quel quartier de Noir il se trouve.",
     "Find Black's rearmost checker, and count which of Black's quarters it is in."),
    ("jacquet-exercice-5", _lesson(4, "jacquet"), "seul",
     lambda: Jacquet.arrange(throw=(4, 4)),
     (("1-5", "5-9"),), (),
     "Le premier lancer de Blanc est un double 4. Jouez-le sur le plateau : jusqu'où va son postillon ? "
     "Combien de points sont perdus ?",
     "White's first throw is a double 4. Play it on the board: how far does White's courier go? How many "
     "points are lost?",
     "Au premier coup, seul le postillon avance, et la flèche 13 est le talon de Noir.",
     "On the first throw only the courier moves, and point 13 is Black's talon."),
)

# The worksheets' questions (one per teaching position, docs/GAME/fiche.md): the question the sheet asks,
# then what to do on the board; (key: kind, answers, moves named, what to do fr, en, hint fr, en).
_TRY = ("Essaie ce coup sur le plateau : il te dira si les règles le permettent, et pourquoi. S'il est refusé, "
        "joue {rest}.",
        "Try that move on the board: it will tell you whether the rules allow it, and why. If it is refused, play "
        "{rest}.")
_ONLY = ("le seul coup qui reste", "the only move left")
_ANOTHER = ("un autre coup permis", "another allowed move")
_THROW = ("tes dés avec des coups permis", "your dice with allowed moves")


def _try(rest: tuple[str, str]) -> tuple[str, str]:
    """What to do for a question that asks whether the move it names may be played: try it (the board answers
    with the rules' words), and if it is refused, play ``rest``.  The same words whatever the answer."""
    return _TRY[0].format(rest=rest[0]), _TRY[1].format(rest=rest[1])


_SHEETS = {
    "senet-echange": ("coup", (("12-15",),), ("12-15",),
                      ("Joue ce coup sur le plateau : il te dira ce que devient ce pion.",
                       "Play that move on the board: it will tell you what happens to that pawn."),
                      "Regarde si le pion noir de la case 15 a un voisin noir qui le protège.",
                      "See whether the black pawn on 15 has a black neighbour protecting it."),
    "senet-protection": ("refus", (("pass",),), ("12-15",), _try(_ONLY),
                         "Deux pions noirs côte à côte se protègent. Et quand aucun pion ne peut bouger, le "
                         "tour passe.",
                         "Two black pawns side by side protect each other. And when no pawn can move, the turn "
                         "passes."),
    "senet-eau": ("coup", (("25-28",),), ("25-28",),
                  ("Joue ce coup sur le plateau : il te dira ce qui arrive au pion.",
                   "Play that move on the board: it will tell you what happens to the pawn."),
                  "La case 28 porte l'eau : un pion qui s'y arrête n'y reste pas.",
                  "Square 28 holds the water: a pawn that stops there does not stay."),
    "senet-sortie": ("refus", (("29-off",),), ("30-off",), _try(_ONLY),
                     "Depuis la case 30, un seul lancer fait sortir : est-ce le 3 ? Et le pion de la case 29 ?",
                     "From square 30 only one throw bears off: is it the 3? And the pawn on square 29?"),
    "senet-jequier-barrage": ("refus", (("20-26",),), ("10-16",), _try(_ONLY),
                              "Trois pions noirs qui se suivent forment un barrage : aucun pion ne le franchit.",
                              "Three black pawns in a row make a barrier: no pawn gets past it."),
    "senet-jequier-recul": ("coup", (("10-4",),), ("10-4",), _try(_ONLY),
                            "Chez Jéquier, on recule quand aucun pion ne peut avancer, et seulement sur une case "
                            "vide.",
                            "In Jéquier's rules a pawn moves back when no pawn can move forward, and only onto an "
                            "empty square."),
    "marelle-moulin": ("coup", (("g1", "xa7"), ("g1", "xf6"), ("g1", "xb4")), ("g1",),
                       ("Pose ce pion sur le plateau : il te dira ce que Blanc gagne ; joue ensuite la suite.",
                        "Place that piece on the board: it will tell you what White gains; then play the rest."),
                       "Trois pions d'un même camp sur une ligne forment un moulin.",
                       "Three pieces of one side along a line make a mill."),
    "marelle-prise": ("refus", (("xb4",),), ("xd7",), _try(_ONLY),
                      "Un pion qui fait partie d'un moulin est protégé, tant que l'adversaire a d'autres pions à "
                      "prendre.",
                      "A piece that is part of a mill is protected, as long as the opponent has other pieces to "
                      "take."),
    "marelle-deplacement": ("refus", (("f6-f4",), ("f6-d6",), ("e5-e4",), ("e5-d5",), ("c5-d5",), ("c5-c4",)),
                            ("a1-a7",), _try(_ANOTHER),
                            "Tant qu'on a plus de trois pions, un pion ne va que sur un point voisin, le long "
                            "d'une ligne.",
                            "As long as a player has more than three pieces, a piece moves only to a "
                            "neighbouring point, along a line."),
    "marelle-vol": ("coup", (("a1-g7",),), ("a1-g7",), _try(_ANOTHER),
                    "Avec trois pions seulement, un joueur peut voler.",
                    "With only three pieces, a player may fly."),
    "marelle-reforme": ("coup", (("d2-d1",),), ("d2-d1",),
                        ("Joue ce coup sur le plateau : il te dira si Blanc prend un pion.",
                         "Play that move on the board: it will tell you whether White takes a piece."),
                        "Ces trois pions ont déjà formé le moulin a1-d1-g1, que Blanc a défait. La règle de "
                        "Breyer les laisse-t-elle le reformer ?",
                        "These three pieces already made the mill a1-d1-g1, which White opened. Do Breyer's "
                        "rules let them make it again?"),
    "doze-maison": ("coup", (("Q3",),), ("Q3",),
                    ("Choisis le quart 3 sur le plateau : il te dira ce que ce choix décide.",
                     "Choose quarter 3 on the board: it will tell you what the choice decides."),
                    "Un joueur entre ses jetons dans sa maison, un quart du tablier, six flèches.",
                    "A player enters their pieces into their house, a quarter of the board, six points."),
    "doze-entree": ("refus", (("17", "14"),), ("16",), _try(_THROW),
                    "Dans le quart 3, le dé n désigne la flèche 12 + n.",
                    "In quarter 3, the die n names point 12 + n."),
    "doze-battre": ("coup", (("4", "1"),), ("4",),
                    ("Joue le 4 sur le plateau, puis ton 1 : il te dira ce que fait le 4.",
                     "Play the 4 on the board, then your 1: it will tell you what the 4 does."),
                    "Un jeton seul sur une flèche n'est pas protégé.",
                    "A piece alone on a point is not protected."),
    "doze-doublee": ("refus", (("4",),), ("6",), _try(_ONLY),
                     "Combien de jetons une flèche peut-elle porter ?",
                     "How many pieces can a point carry?"),
    "doze-fin": ("coup", (("6",),), ("6",),
                 ("Joue le 6 de Noir sur le plateau : il te dira ce qui se passe.",
                  "Play Black's 6 on the board: it will tell you what happens."),
                 "Compte les flèches doublées du tablier, avant et après ce coup.",
                 "Count the doubled points on the board, before and after this move."),
    "jacquet-postillon": ("coup", (("1-6", "6-9"),), ("1-6",),
                          ("Avance ce pion en 6 sur le plateau, puis joue ton 3 : il te dira ce que devient ce pion.",
                           "Move that checker to 6 on the board, then play your 3: it will tell you what becomes of "
                           "it."),
                          "Le premier pion qui quitte la flèche 1 a un nom et un rôle à part.",
                          "The first checker to leave point 1 has a name and a role of its own."),
    "jacquet-postillon-seul": ("refus", (("6-9",),), ("1-4",), _try(_ONLY),
                               "Tant que le postillon n'est pas dans le dernier quartier, quel pion peut avancer ?",
                               "Until the courier reaches the last quarter, which checker may move?"),
    "jacquet-fleche-tenue": ("refus", (("1-4", "1-6"), ("1-4", "4-9"), ("2-5", "1-6"), ("2-5", "5-10"),
                                       ("21-24", "1-6")), ("2-7",), _try(_THROW),
                             "Au jacquet, un seul pion adverse suffit à tenir une flèche.",
                             "At jacquet, a single opposing checker is enough to hold a point."),
    "jacquet-somme": ("refus", (("1-4", "1-6"), ("1-4", "4-9"), ("21-24", "1-6")), ("2-10",), _try(_THROW),
                      "On joue les dés un par un : le pion doit pouvoir s'arrêter après le premier.",
                      "The dice are played one at a time: the checker must be able to stop after the first."),
    "jacquet-sortie": ("coup", (("22-off/6", "22-off/5"),), ("22-off/6",), _try(_THROW),
                       "Quand tous tes pions sont dans le dernier quartier, un dé plus fort que nécessaire peut "
                       "faire sortir le pion le plus éloigné.",
                       "Once all your checkers are in the last quarter, a die higher than needed can bear off the "
                       "farthest checker."),
}

_SHEET_PAGE = {"senet": "senet", "marelle": "marelle", "doze_canes": "doze-canes", "jacquet": "jacquet"}

EXERCISE_WORDS = Catalog(
    **{f"{row[0]}:question": (row[6], row[7]) for row in _LESSONS},
    **{f"{row[0]}:hint": (row[8], row[9]) for row in _LESSONS},
    **{f"{key}:question": (f"{WORDS(key + ':question').fr} {row[3][0]}", f"{WORDS(key + ':question').en} {row[3][1]}")
       for key, row in _SHEETS.items()},
    **{f"{key}:hint": (row[4], row[5]) for key, row in _SHEETS.items()},
)

EXERCISES: dict[str, LessonExercise] = {
    **{row[0]: LessonExercise(row[0], row[1], row[2], row[3], row[4], row[5]) for row in _LESSONS},
    **{key: LessonExercise(key, f"docs/{_SHEET_PAGE[POSITIONS[key].game]}/fiche.md", row[0], POSITIONS[key].setup,
                           row[1], row[2]) for key, row in _SHEETS.items()},
}


def exercises() -> dict[str, LessonExercise]:
    """Every exercise of the lessons and of the worksheets (:data:`EXERCISES`), in the order the pages give them."""
    return dict(EXERCISES)


def exercise(key: str, lang: str = "fr"):
    """The exercise ``key`` (see :data:`EXERCISES`) as an :class:`~jocari_edu.analysis.exercise.Exercise` on a
    fresh game speaking ``lang``: its question and hint in French and English, every order of its turns."""
    from .analysis.exercise import Exercise

    if key.__class__ is not str or key not in EXERCISES:
        raise UnknownExerciseError(_UNKNOWN("unknown_exercise", given=shown(key), known=cut(", ".join(EXERCISES), 120)))
    record = EXERCISES[key]
    game = record.setup()
    game.lang = check_lang(lang)
    must = record.named[0] if record.kind == "coup" else None
    return Exercise(game, record.question, every_order(game, record.answers, must), hint=record.hint)


def every_order(game: Game, answers, must: str | None = None) -> tuple[tuple[str, ...], ...]:
    """``answers`` (turns of ``game``'s player, as notations), then every other order of steps the rules allow
    that ends a turn in a position one of them reaches (and plays ``must``, where given); ``game`` left as it was."""
    from .players.base import play_turn, turn_over, undo_turn

    def reached(turn) -> str:
        play_turn(game, turn)
        position = game.position()
        undo_turn(game, turn)
        return position

    ends = {reached(turn) for turn in answers}
    found = list(answers)
    me, seq = game.to_play, []

    def walk():
        for move in game.legal_moves():
            game.play(move)
            seq.append(str(move))
            if not turn_over(game, me):
                walk()
            elif game.position() in ends and tuple(seq) not in found and (must is None or must in seq):
                found.append(tuple(seq))
            seq.pop()
            game.undo()

    walk()
    return tuple(found)
