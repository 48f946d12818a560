"""Senet's rules choices: where a source is silent or ambiguous, the reading chosen and why.

The docs' choices table is generated from :data:`CHOICES`; each choice is
marked (``@implements``) on the rule function that applies it, in
:mod:`.rules` or :mod:`.rule_sets`.
"""

from __future__ import annotations

from ...core import Choice

CHOICES = (
    Choice(
        "S1",
        ("standard", "jequier", "kendall"),
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

# Kendall's reading (T. Kendall's 1978 booklet, as described by the Ludii database's Senet.lud and by J. Loy).
CHOICES += (
    Choice(
        "S8",
        ("kendall",),
        "Kendall : lance-t-on tous ses bâtonnets avant de jouer ?",
        "Non : chaque lancer se joue aussitôt, puis un 1, un 4 ou un 5 fait relancer.",
        "Kendall: are all the throws made before moving?",
        "No: each throw is played at once, then a 1, 4 or 5 throws again.",
        "Le livret résumé par Ludii fait d'abord lancer puis jouer tous les lancers ; le programme de Ludii, "
        "comme nos autres règles, joue chaque lancer tout de suite : un coup reste un pion et un lancer.",
        "The booklet as summarised by Ludii throws first and then plays every throw; Ludii's own program, like "
        "our other rule sets, plays each throw at once: a move stays one pawn and one throw.",
    ),
    Choice(
        "S9",
        ("kendall",),
        "Kendall : un pion renvoyé de la case 27 vers la 15 alors qu'elle est occupée ?",
        "Il va sur la case vide la plus proche avant la 15, comme l'eau du senet standard.",
        "Kendall: a pawn sent back from 27 to 15 when 15 is taken?",
        "It goes to the nearest empty square before 15, as the standard game's water does.",
        "La source ne dit rien de ce cas ; Ludii interdit alors le retour. Garder la règle de retour du senet "
        "standard laisse toujours au joueur le choix que la source lui donne.",
        "The source says nothing of this case; Ludii then forbids going back. Keeping the standard game's return "
        "rule always leaves the player the choice the source gives.",
    ),
    Choice(
        "S10",
        ("kendall",),
        "Kendall : que veut dire « perdre un tour » en revenant de la case 27 ?",
        "Le retour en 15 est le coup du tour : il ne donne jamais de nouveau lancer, et au lancer suivant le "
        "joueur doit déplacer ce pion, quoi que l'adversaire ait joué entre-temps (attaqué, ce pion reste celui "
        "qui doit jouer, sur sa nouvelle case).",
        "Kendall: what does 'losing a turn' mean when coming back from 27?",
        "Going back to 15 is the turn's move: it never gives another throw, and with the next throw the player "
        "must move that pawn, whatever the opponent played meanwhile (attacked, it is still the pawn to move, on "
        "its new square).",
        "Le lancer est dépensé pour un retour en arrière, c'est le tour perdu ; Ludii le joue ainsi, sans sauter "
        "un second tour.",
        "The throw is spent on going back, which is the lost turn; Ludii plays it so, without skipping a second "
        "turn.",
    ),
    Choice(
        "S11",
        ("kendall",),
        "Kendall : quels pions perdent leur protection quand un pion est dans l'eau ?",
        "Ceux du joueur dont un pion est en case 27, ou revient de la 27 et attend en 15 : deux de ses pions "
        "côte à côte peuvent alors être attaqués.",
        "Kendall: which pawns lose their protection while a pawn is in the water?",
        "Those of the player whose pawn is on 27, or came back from 27 and waits on 15: two of that player's pawns "
        "side by side can then be attacked.",
        "La source lie cette perte au pion renvoyé ; c'est donc son camp qui paie, tant que ce pion n'a pas "
        "rejoué. Ludii ne code pas cette règle.",
        "The source ties this loss to the pawn sent back, so it is that side which pays, until that pawn has "
        "moved again. Ludii does not program this rule.",
    ),
    Choice(
        "S12",
        ("kendall",),
        "Aucun coup possible après un lancer qui fait relancer ?",
        "Le tour est fini : on passe, sans nouveau lancer.",
        "No move possible after a throw that would throw again?",
        "The turn is over: the player passes, with no other throw.",
        "La description du livret dit que le tour s'arrête quand on ne peut pas jouer ; le programme de Ludii "
        "redonne un lancer, mais sa propre description ne le dit pas.",
        "The booklet's description says the turn ends when no move is possible; Ludii's program gives another "
        "throw, but its own description does not say so.",
    ),
)

# Bell's reading (R. C. Bell, 1960; Dover 1979, pp. 27-28, as the Ludii database describes and programs it).
CHOICES += (
    Choice(
        "S13",
        ("bell",),
        "Bell : avec quoi lance-t-on ?",
        "Un dé à quatre faces, de 1 à 4, chaque face une chance sur quatre ; pas de bâtonnets, pas de 5.",
        "Bell: what is thrown?",
        "One four-sided die, 1 to 4, each face one chance in four; no sticks, no 5.",
        "Le programme de Ludii et le résumé de Wikipédia utilisent ce dé ; le seul texte qui parle de bâtonnets "
        "ne donne aucune valeur.",
        "Ludii's program and Wikipedia's summary use this die; the one text that speaks of sticks gives no "
        "values.",
    ),
    Choice(
        "S14",
        ("bell",),
        "Bell : qui commence si les deux premiers lancers sont égaux ?",
        "Personne : on relance jusqu'à ce qu'un lancer soit plus fort.",
        "Bell: who starts if the two first throws are equal?",
        "Nobody yet: both throw again until one throw is higher.",
        "La règle donne le départ au plus fort lancer ; une égalité n'en désigne aucun, et laisser Blanc partir "
        "(ce que fait Ludii) lui donnerait un avantage que la règle ne lui donne pas.",
        "The rule gives the start to the higher throw; a tie names nobody, and letting White start (as Ludii does) "
        "would give White an advantage the rule does not.",
    ),
    Choice(
        "S15",
        ("bell",),
        "Bell : quelles sont les cases marquées, où l'on ne prend pas ?",
        "Les cases 15, 26, 27, 28 et 29 ; un pion qui s'y trouve doit en partir dès qu'il le peut.",
        "Bell: which are the marked squares, where no pawn is taken?",
        "Squares 15, 26, 27, 28 and 29; a pawn standing there must leave as soon as it can.",
        "Ce sont les cinq cases que le programme de Ludii traite comme marquées, et Wikipédia compte cinq maisons "
        "décorées ; le dessin de Ludii n'en orne que quatre (26 à 29).",
        "These are the five squares Ludii's program treats as marked, and Wikipedia counts five decorated houses; "
        "Ludii's drawing decorates only four (26 to 29).",
    ),
    Choice(
        "S16",
        ("bell",),
        "Bell : est-on obligé de prendre quand on le peut, et qui gagne ?",
        "Non : prendre est un coup permis parmi les autres. La partie finit quand le plateau est vide ; celui "
        "qui a sorti le plus de pions gagne, et l'égalité est une partie nulle.",
        "Bell: must a player take when able to, and who wins?",
        "No: taking is one legal move among others. The game ends when the board is empty; the side that bore "
        "off more pawns wins, and equal counts are a draw.",
        "Seul Wikipédia parle de prise obligatoire ; la description de Ludii, qui cite les pages de Bell, et son "
        "programme ne l'imposent pas, et comptent les pions sortis.",
        "Only Wikipedia speaks of a compulsory capture; Ludii's description, which cites Bell's pages, and its "
        "program do not require it, and count the pawns borne off.",
    ),
)

# Piccione's reading (P. A. Piccione's rules for King Tut's Game, 1977, as described by the Ludii database).
CHOICES += (
    Choice(
        "S17",
        ("piccione",),
        "Piccione : comment partage-t-on un lancer entre plusieurs pions ?",
        "Pas à pas : chaque coup avance un pion d'une case ou plus, sans dépasser les points qui restent ; ce qui "
        "ne peut pas être joué est perdu.",
        "Piccione: how is a throw divided between pawns?",
        "Step by step: each move takes one pawn one square or more, never more than the points left; what cannot "
        "be played is lost.",
        "La règle permet de partager le lancer sans dire comment compter ; jouer pas à pas, comme le programme de "
        "Ludii, rend chaque étape vérifiable.",
        "The rule allows dividing the throw without saying how to count; playing step by step, as Ludii's program "
        "does, makes each step checkable.",
    ),
    Choice(
        "S18",
        ("piccione",),
        "Piccione : qui commence, alors que tous les pions sont hors du plateau ?",
        "Blanc ; chacun doit d'abord faire un 1 pour entrer un pion sur la case 1.",
        "Piccione: who starts, with every pawn off the board?",
        "White; each player must first throw a 1 to enter a pawn on square 1.",
        "La description ne le dit pas ; le programme de Ludii fait commencer le premier joueur, comme notre senet "
        "standard.",
        "The description does not say; Ludii's program lets the first player start, as our standard game does.",
    ),
    Choice(
        "S19",
        ("piccione",),
        "Piccione : le pion qui vient d'entrer ne peut pas bouger avec le lancer suivant ?",
        "Il retourne dans la main (coup « 1-in », le seul possible) et le tour passe, même après un 5.",
        "Piccione: the pawn just entered cannot move with the next throw?",
        "It goes back to the hand (move '1-in', the only one) and the turn passes, even after a 5.",
        "La description dit qu'il doit être retiré du plateau sans parler d'un nouveau lancer ; le lancer a servi à "
        "constater le blocage, le tour s'arrête donc là.",
        "The description says it must be taken off the board and speaks of no other throw; the throw was spent "
        "finding the pawn blocked, so the turn stops there.",
    ),
    Choice(
        "S20",
        ("piccione",),
        "Piccione : quand prend-on le lancer gagné sur les cases 15 et 26 si le reste du lancer ne peut pas se jouer ?",
        "Dès que les points restants sont perdus : le lancer gagné est gardé. Mais un lancer tout neuf qui ne permet "
        "aucun coup fait passer le tour, même un 5.",
        "Piccione: when is the throw earned on squares 15 and 26 taken if the rest of the throw cannot be played?",
        "As soon as the points left are lost: the earned throw is kept. But a fresh throw that allows no move at all "
        "passes the turn, even a 5.",
        "La description veut que le lancer soit « entièrement utilisé » avant le nouveau ; des points impossibles à "
        "jouer sont déjà épuisés. Quand aucun coup n'existe, elle dit que le tour se termine.",
        "The description wants the throw 'fully used' before the new one; points that cannot be played are spent "
        "already. When no move exists, it says the turn ends.",
    ),
    Choice(
        "S21",
        ("piccione",),
        "Piccione : quel est « le même sens » de tous les pions pendant un tour ?",
        "Celui du premier coup du tour, relances comprises : en avant si un pion peut avancer (entrer compte comme "
        "avancer), sinon en arrière.",
        "Piccione: what is 'the same direction' of every pawn during a turn?",
        "That of the turn's first move, extra throws included: forwards if a pawn can advance (entering counts as "
        "advancing), otherwise backwards.",
        "La règle impose un seul sens par tour sans le nommer ; le premier coup, qui n'a le choix d'avancer ou de "
        "reculer que selon la règle du recul, le fixe naturellement.",
        "The rule sets one direction per turn without naming it; the first move, which can only go back when nothing "
        "advances, fixes it naturally.",
    ),
)
