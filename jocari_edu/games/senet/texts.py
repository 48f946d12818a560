"""Senet's message catalogue: every sentence the rules say, in French then English."""

from __future__ import annotations

from ...core import Catalog
from ...core.i18n import COMMON

MESSAGES = Catalog(
    COMMON,
    bad_notation=(
        "Notation inconnue « {text} » : écrivez par exemple 12-15, 27-off (ou 27-sortie : le pion de la case 27 sort) ou pass (passer son tour).",
        "Unknown notation '{text}': write e.g. 12-15, 27-off or pass.",
    ),
    bad_notation_hand=(
        "Notation inconnue « {text} » : écrivez par exemple in-1 (un pion de la main entre en case 1), 12-15, "
        "27-off (ou 27-sortie), 1-in (le pion entré retourne dans la main) ou pass (passer son tour).",
        "Unknown notation '{text}': write e.g. in-1 (a pawn enters from the hand), 12-15, 27-off, "
        "1-in (the entered pawn goes back to the hand) or pass.",
    ),
    bad_square=(
        "La case {sq} n'existe pas : le plateau va de 1 à 30.",
        "Square {sq} does not exist: the board runs from 1 to 30.",
    ),
    opening_move=(
        "Premier coup imposé : le pion de la case {sq} avance en {to}.",
        "Forced first move: the pawn on square {sq} advances to {to}.",
    ),
    no_pawn=("Il n'y a aucun pion sur la case {sq}.", "There is no pawn on square {sq}."),
    not_yours=(
        "Le pion de la case {sq} appartient à l'adversaire.",
        "The pawn on square {sq} belongs to your opponent.",
    ),
    wrong_distance=(
        "Le lancer vaut {t} : le pion de la case {sq} va en {to}.",
        "The throw is {t}: the pawn on square {sq} goes to {to}.",
    ),
    wrong_distance_off=(
        "Le lancer vaut {t} : le pion de la case {sq} sort du plateau.",
        "The throw is {t}: the pawn on square {sq} bears off.",
    ),
    wrong_distance_back=(
        "Le lancer vaut {t} : le pion de la case {sq} va en {to}, ou recule en {back} si aucun pion ne peut avancer.",
        "The throw is {t}: the pawn on square {sq} goes to {to}, or back to {back} if no pawn can advance.",
    ),
    own_pawn=(
        "La case {sq} porte déjà un de vos pions.",
        "Square {sq} already holds one of your pawns.",
    ),
    protected_square=(
        "La case {sq} est protégée : on n'y attaque pas.",
        "Square {sq} is protected: no attack there.",
    ),
    protected_pair=(
        "Le pion adverse de la case {sq} est protégé par son voisin de la case {by}.",
        "The opposing pawn on square {sq} is protected by its neighbour on square {by}.",
    ),
    blocked=(
        "Trois pions adverses alignés (cases {a} à {b}) barrent le passage.",
        "Three opposing pawns in a row (squares {a} to {b}) block the way.",
    ),
    back_not_empty=(
        "En reculant, on ne va que sur une case vide : la case {sq} est occupée.",
        "Moving back goes only to an empty square: square {sq} is taken.",
    ),
    back_forward_exists=(
        "Un pion peut encore avancer ({move}) : on ne recule que si aucun ne le peut.",
        "A pawn can still advance ({move}): moving back is allowed only when none can.",
    ),
    back_off_board=(
        "Le pion de la case {sq} ne peut pas reculer {t:de # case|d'une case|de # cases} : il sortirait du plateau par le début.",
        "The pawn on square {sq} cannot move back {t:# square|# squares}: it would leave the board at the start.",
    ),
    pass_refused=(
        "Un coup est possible (par exemple {move}) : on ne peut pas passer.",
        "A move is possible (for example {move}): you cannot pass.",
    ),
    off_from_27=(
        "On ne sort un pion qu'à partir de la case 27.",
        "A pawn bears off only from square 27 onwards.",
    ),
    off_not_far=(
        "Avec un {t}, le pion de la case {sq} arrive en {to} : il ne dépasse pas la case 30.",
        "With a {t}, the pawn on square {sq} reaches {to}: it does not pass square 30.",
    ),
    off_29=("Depuis la case 29, on ne sort qu'avec un 3.", "From square 29, a pawn bears off only with a 3."),
    off_30=("Depuis la case 30, on ne sort qu'avec un 2.", "From square 30, a pawn bears off only with a 2."),
    off_short=(
        "Avec un {t}, le pion de la case {sq} n'atteint pas la case 30.",
        "With a {t}, the pawn on square {sq} does not reach square 30.",
    ),
    off_last_row=(
        "On ne sort qu'une fois tous ses pions sur la dernière rangée (cases 21 à 30) ; la case {sq} n'y est pas.",
        "Pawns bear off only once all are on the last row (squares 21-30); square {sq} is not.",
    ),
    lands_off=(
        "Tous vos pions sont sur la dernière rangée : atteindre la case 30 fait sortir le pion ; jouez {sq}-off.",
        "All your pawns are on the last row: reaching square 30 bears the pawn off; play {sq}-off.",
    ),
    do_advance=("Le pion avance de la case {sq} à la case {to}.", "The pawn advances from square {sq} to {to}."),
    do_swap=(
        "Le pion va en {to} et échange sa place avec le pion adverse, qui recule en {sq}.",
        "The pawn goes to {to} and swaps places with the opposing pawn, which goes back to {sq}.",
    ),
    do_water=(
        "Le pion tombe dans la Maison de l'Eau (case {to}) et repart en case {land}.",
        "The pawn falls into the House of Water (square {to}) and restarts on square {land}.",
    ),
    do_off=("Le pion de la case {sq} sort du plateau.", "The pawn on square {sq} bears off."),
    do_back=(
        "Aucun pion ne peut avancer : le pion recule de la case {sq} à la case {to}.",
        "No pawn can advance: the pawn moves back from square {sq} to {to}.",
    ),
    do_pass=("Aucun coup possible : le tour passe.", "No move is possible: the turn passes."),
    do_extra=(" Le {t} donne un nouveau lancer.", " The {t} earns another throw."),
    do_lost=(" Le tour est perdu, même après un {t}.", " The turn is lost, even after a {t}."),
    won=(
        "{player} a sorti ses {n} pions et gagne.",
        "{player} has borne off all {n} pawns and wins.",
    ),
    opening_throw=(
        "Ouverture : chacun lance à son tour, et le premier qui fait un 1 commence.",
        "Opening: players throw in turn until one throws a 1.",
    ),
    exact_stop=(
        "Le pion de la case {sq} doit d'abord s'arrêter sur la case {at} : avec un {t}, il la dépasserait.",
        "The pawn on square {sq} must first stop on square {at}: a {t} would take it past.",
    ),
    exit_only=(
        "Depuis la case {sq}, un pion ne fait que sortir, et seulement avec un {need}.",
        "From square {sq}, a pawn only bears off, and only with a {need}.",
    ),
    kendall_off=(
        "Avec un {t}, le pion de la case {sq} ne sort pas : on ne sort que de la case 26 avec un 5, de la 27 "
        "avec un 4, de la 28 avec un 3, de la 29 avec un 2, ou de la 30.",
        "With a {t}, the pawn on square {sq} does not bear off: pawns leave only from 26 with a 5, from 27 with "
        "a 4, from 28 with a 3, from 29 with a 2, or from 30.",
    ),
    exact_off=(
        "On ne sort qu'avec le lancer exact : depuis la case {sq}, un {need}.",
        "A pawn bears off only with the exact throw: from square {sq}, a {need}.",
    ),
    vacate_first=(
        "Un pion d'une case marquée peut jouer ({move}) : il faut d'abord quitter la case {sq}.",
        "A pawn on a marked square can move ({move}): square {sq} must be left first.",
    ),
    do_capture=(
        "Le pion va en {to} et prend le pion adverse, qui quitte la partie.",
        "The pawn goes to {to} and takes the opposing pawn, which leaves the game.",
    ),
    opening_higher=(
        "Ouverture : chacun lance une fois, et le plus fort lancer commence ({player} lance).",
        "Opening: each throws once, and the higher throw starts ({player} throws).",
    ),
    won_most=(
        "Plus aucun pion sur le plateau : {player} en a sorti {a}, contre {b}, et gagne.",
        "No pawn is left on the board: {player} bore off {a}, against {b}, and wins.",
    ),
    draw_off=(
        "Plus aucun pion sur le plateau : chacun en a sorti {a}, la partie est nulle.",
        "No pawn is left on the board: each side bore off {a}, the game is a draw.",
    ),
    held_in_water=(
        "Votre pion de la case {sq} est dans la Maison de l'Eau : c'est lui qui joue (avec un {need} il sort, "
        "sinon il repart en {back}, ou il attend : pass).",
        "Your pawn on square {sq} is in the House of Water: it is the one to play (a {need} bears it off, "
        "otherwise it goes back to {back}, or waits: pass).",
    ),
    water_exit=(
        "Avec un {t}, le pion de la Maison de l'Eau sort du plateau : jouez {sq}-off.",
        "With a {t}, the pawn in the House of Water bears off: play {sq}-off.",
    ),
    water_stay=(
        "Depuis la Maison de l'Eau (case {sq}), on ne sort qu'avec un {need} ; sinon le pion repart en {back} "
        "({sq}-{back}) ou attend (pass).",
        "From the House of Water (square {sq}), a pawn bears off only with a {need}; otherwise it goes back to "
        "{back} ({sq}-{back}) or waits (pass).",
    ),
    pending_first=(
        "Le pion revenu de l'eau en case {sq} doit jouer avant vos autres pions.",
        "The pawn back from the water on square {sq} must move before your other pawns.",
    ),
    no_room=(
        "Attaqué en {sq}, le pion adverse irait dans la Maison de l'Eau (case {to}), mais elle est occupée.",
        "Attacked on {sq}, the opposing pawn would go to the House of Water (square {to}), but it is taken.",
    ),
    back_not_from=(
        "Le pion de la case {sq} ne recule pas : on ne recule que depuis les cases 1 à {limit}.",
        "The pawn on square {sq} does not move back: only pawns on squares 1-{limit} do.",
    ),
    do_water_held=(
        "Le pion entre dans la Maison de l'Eau (case {to}) : il y reste jusqu'à un 4, ou jusqu'à ce qu'il reparte en 15.",
        "The pawn enters the House of Water (square {to}): it stays there until a 4, or until it goes back to 15.",
    ),
    do_returned=(
        "Le pion quitte la Maison de l'Eau et repart en case {land} ; le tour s'arrête là, et ce pion jouera le "
        "premier.",
        "The pawn leaves the House of Water and goes back to square {land}; the turn ends there, and this pawn "
        "moves first next time.",
    ),
    do_wait=(
        "Le pion reste dans la Maison de l'Eau (case {sq}) ; le tour passe.",
        "The pawn stays in the House of Water (square {sq}); the turn passes.",
    ),
    do_swap_back=(
        "Aucun pion ne peut avancer : le pion recule en {to} et échange sa place avec le pion adverse, qui avance "
        "en {sq}.",
        "No pawn can advance: the pawn moves back to {to} and swaps places with the opposing pawn, which moves "
        "up to {sq}.",
    ),
    do_swap_water=(
        "Le pion va en {to} ; le pion adverse qui s'y trouvait part dans la Maison de l'Eau (case {land}).",
        "The pawn goes to {to}; the opposing pawn there goes to the House of Water (square {land}).",
    ),
    opening_swap=(
        "{player} a fait le premier 1 : il prend les pions des cases paires, les couleurs s'échangent "
        "({player} en {even} ; {other} en {odd}). Son premier coup est imposé : {move}.",
        "{player} threw the first 1 and takes the pawns on the even squares, so the colours swap "
        "({player} on {even}; {other} on {odd}). {player}'s first move is forced: {move}.",
    ),
    opening_keep=(
        "{player} a fait le premier 1 : il garde les pions des cases paires et commence. "
        "Son premier coup est imposé : {move}.",
        "{player} threw the first 1: it keeps the pawns on the even squares and starts. "
        "{player}'s first move is forced: {move}.",
    ),
    # Piccione's reading: the hand and the split throw
    enter_none=("Vous n'avez plus de pion en main à faire entrer.", "You have no pawn left in hand to enter."),
    enter_throw=(
        "On ne fait entrer un pion qu'avec un lancer de {t} tout neuf (pas un reste de lancer) : il va en case {sq}.",
        "A pawn enters only with a fresh throw of {t} (not what is left of a throw): it goes to square {sq}.",
    ),
    enter_square=(
        "Un pion entre toujours en case {sq}, pas en case {to} (coup in-{sq}).",
        "A pawn always enters on square {sq}, not on square {to} (move in-{sq}).",
    ),
    enter_occupied=(
        "La case {sq} est occupée : aucun pion ne peut y entrer.",
        "Square {sq} is taken: no pawn can enter there.",
    ),
    entered_first=(
        "Le pion qui vient d'entrer en case {sq} doit jouer d'abord.",
        "The pawn just entered on square {sq} must move first.",
    ),
    to_hand_forced=(
        "Le pion qui vient d'entrer en case {sq} ne peut pas bouger : il retourne dans la main (coup {sq}-in).",
        "The pawn just entered on square {sq} cannot move: it goes back to the hand (move {sq}-in).",
    ),
    to_hand_only_blocked=(
        "Seul un pion qui vient d'entrer et ne peut pas bouger retourne dans la main ; celui de la case {sq} le peut.",
        "Only a pawn just entered that cannot move goes back to the hand; the one on square {sq} can move.",
    ),
    too_far=(
        "Il reste {t:# point|# points} à jouer : le pion de la case {sq} ne peut pas aller en {to}.",
        "{t:# point is|# points are} left to play: the pawn on square {sq} cannot go to {to}.",
    ),
    one_direction_forward=(
        "Pendant tout le tour, les pions vont dans le même sens : ce tour-ci, en avançant.",
        "During a whole turn the pawns go one way: this turn, forwards.",
    ),
    one_direction_back=(
        "Pendant tout le tour, les pions vont dans le même sens : ce tour-ci, en reculant.",
        "During a whole turn the pawns go one way: this turn, backwards.",
    ),
    occupied=(
        "La case {sq} est occupée : on ne s'arrête jamais sur un autre pion.",
        "Square {sq} is taken: a pawn never stops on another pawn.",
    ),
    do_enter=("Un pion de la main entre en case {sq}.", "A pawn from the hand enters on square {sq}."),
    do_extra_enter=(
        " On relance : ce lancer doit d'abord faire avancer ce pion.",
        " Throw again: that throw must first move this pawn.",
    ),
    do_to_hand=(
        "Le pion de la case {sq} ne peut pas bouger : il retourne dans la main, et le tour passe.",
        "The pawn on square {sq} cannot move: it goes back to the hand, and the turn passes.",
    ),
    do_water_hand=(
        "Le pion tombe dans l'eau (case {to}) : il retourne dans la main et devra entrer de nouveau.",
        "The pawn falls into the water (square {to}): it goes back to the hand and must enter again.",
    ),
    do_extra_square=(
        " La case {sq} donne un nouveau lancer, une fois ce lancer joué.",
        " Square {sq} earns another throw, once this throw is played.",
    ),
    do_owed=(
        " Les points du lancer sont joués : on relance, comme la case atteinte plus tôt l'a donné.",
        " The throw's points are played: throw again, as the square reached earlier earned.",
    ),
    do_points_left=(" Il reste {points:# point|# points} à jouer.", " {points:# point is|# points are} left to play."),
    do_points_lost=(
        " {points:Le point restant est perdu : aucun pas ne peut le jouer|Les # points restants sont perdus : aucun pas "
        "ne peut les jouer}.",
        " {points:The point left is lost: no step can play it|The # points left are lost: no step can play them}.",
    ),
)

# What each effect a move records (SenetState.EFFECTS) says: its message and, in order, the names the message gives
# the effect's values (None: nothing, the game's outcome says it).  An explanation is these sentences in the order
# the kernel recorded the effects.
SAID: dict[str, tuple[str, ...] | None] = {
    "advance": ("do_advance", "sq", "to"),
    "back": ("do_back", "sq", "to"),
    "swap": ("do_swap", "sq", "to"),
    "swap_back": ("do_swap_back", "sq", "to"),
    "swap_water": ("do_swap_water", "sq", "to", "land"),
    "capture": ("do_capture", "sq", "to"),
    "off": ("do_off", "sq"),
    "pass": ("do_pass",),
    "water": ("do_water", "sq", "to", "land"),
    "water_held": ("do_water_held", "sq", "to"),
    "water_to_hand": ("do_water_hand", "sq", "to"),
    "returned": ("do_returned", "sq", "land"),
    "wait": ("do_wait", "sq"),
    "enter": ("do_enter", "sq"),
    "to_hand": ("do_to_hand", "sq"),
    "extra_square": ("do_extra_square", "sq"),
    "throw_owed": ("do_owed",),
    "points_left": ("do_points_left", "points"),
    "points_lost": ("do_points_lost", "points"),
    "extra_throw": ("do_extra", "t"),
    "throw_entered": ("do_extra_enter", "t"),
    "throw_lost": ("do_lost", "t"),
    "won": None,
    "draw": None,
}
