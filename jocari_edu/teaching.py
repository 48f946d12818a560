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
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from .core import Catalog, Game, JocariError
from .core.i18n import check_lang
from .core.limits import cut, shown
from .games import new_game
from .games.doze_canes import DozeCanes
from .games.jacquet import Jacquet
from .games.marelle import Marelle
from .games.senet import Senet

__all__ = ["POSITIONS", "WORDS", "TeachingPosition", "UnknownPositionError", "position", "positions"]


class UnknownPositionError(JocariError):
    """A teaching position name that is not in :data:`POSITIONS`."""


_UNKNOWN = Catalog(unknown=("Position d'enseignement inconnue {given} (positions : {known}).",
                            "unknown teaching position {given} (known: {known})"))


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
