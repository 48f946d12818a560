"""Jacquet's message catalogue: what the rules say, in French and English, and how dice read."""

from __future__ import annotations

from ...core import Catalog
from ...core.i18n import COMMON

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
def dice_text(dice: tuple) -> tuple[str, str]:
    """``(5, 3)`` as ("5 et 3", "5 and 3")."""
    if len(dice) == 1:
        return str(dice[0]), str(dice[0])
    head = ", ".join(map(str, dice[:-1]))
    return f"{head} et {dice[-1]}", f"{head} and {dice[-1]}"

