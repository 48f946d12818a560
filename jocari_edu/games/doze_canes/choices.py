"""Doze canes' interpretation choices: where the source is silent or ambiguous, the reading made and why.

Each choice's key is marked (``@implements``) on the rule function that applies it, in :mod:`.rules`.
"""

from __future__ import annotations

from ...core import Choice

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
