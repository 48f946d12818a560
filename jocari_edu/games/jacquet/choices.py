"""Jacquet's interpretation choices (J1-J9): where the source is silent, what the rules read, and why.

Each choice is marked (``@implements``) on the rule function of this package that applies it.
"""

from __future__ import annotations

from ...core import Choice

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
