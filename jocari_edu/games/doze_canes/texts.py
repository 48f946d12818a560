"""Doze canes' message catalogue: refusals, what a move does, how the game ends (French, English)."""

from __future__ import annotations

from ...core import Catalog
from ...core.i18n import COMMON

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
