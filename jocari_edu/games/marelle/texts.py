"""La Marelle's words: the message catalogue (explanations, refusals, endings) and how each option reads."""

from __future__ import annotations

from ...core import Catalog, OptionText
from ...core.i18n import COMMON

# How each option reads on a board (choices M1-M8 explain them).
OPTION_TEXTS = {
    "reform": OptionText(("Reformer un moulin", "Re-forming a mill"),
                         {"banned": ("interdit", "forbidden"), "allowed": ("permis", "permitted")}),
    "flying": OptionText(("Vol à trois pions", "Flying with three pieces"), {True: ("oui", "yes"), False: ("non", "no")}),
    "first": OptionText(("Premier joueur", "Who starts"),
                        {"draw": ("tiré au sort", "drawn by lot"), "white": ("Blanc", "White"), "black": ("Noir", "Black")}),
    "blocked": OptionText(("Joueur bloqué", "A blocked player"),
                          {"loses": ("perd la partie", "loses the game"), "passes": ("passe son tour", "passes the turn")}),
    "repetition": OptionText(("Nulle par répétition", "Draw by repetition"),
                             {0: ("jamais", "never")}, ("à la {n:ordinal_f} fois", "on the {n:ordinal} time")),
    "quiet_moves": OptionText(("Nulle sans prise", "Draw without a take"), {},
                              ("après {n:# coup|# coups}", "after {n:# move|# moves}")),
}

MESSAGES = Catalog(
    COMMON,
    no_chance=(
        "Dans cette règle on ne tire pas au sort : le premier joueur est choisi d'avance.",
        "These rules draw no lots: the first player is chosen beforehand.",
    ),
    bad_notation=(
        "Notation inconnue « {text} » : écrivez par exemple d2 (poser), a1-d1 (déplacer) ou xd7 (prendre).",
        "Unknown notation '{text}': write e.g. d2 (place), a1-d1 (move) or xd7 (take).",
    ),
    bad_point=(
        "Le point {pt} n'existe pas : les points vont de a1 à g7, sur les lignes du plateau (a1, d1, g1, b2, d2, ...).",
        "Point {pt} does not exist: points run from a1 to g7, on the board's lines (a1, d1, g1, b2, d2, ...).",
    ),
    centre=(
        "d4 est le centre du plateau : ce n'est pas un point, les lignes ne le traversent pas.",
        "d4 is the centre of the board: it is not a point, no line crosses it.",
    ),
    must_take=(
        "Vous avez formé un moulin ({mill}) : prenez d'abord un pion adverse (par exemple {take}).",
        "You have made a mill ({mill}): first take an opposing piece (for example {take}).",
    ),
    no_take=(
        "On ne prend un pion qu'après avoir formé un moulin.",
        "A piece is taken only after making a mill.",
    ),
    still_placing=(
        "Il vous reste {n:# pion|# pions} à poser : posez-en un (par exemple {place}) avant de déplacer.",
        "You still have {n:# piece|# pieces} to place: place one (for example {place}) before moving.",
    ),
    all_placed=(
        "Tous vos pions sont posés : déplacez-en un (par exemple {move}).",
        "All your pieces are placed: move one (for example {move}).",
    ),
    occupied=("Le point {pt} est déjà occupé.", "Point {pt} is already taken."),
    no_piece=("Il n'y a aucun pion en {pt}.", "There is no piece on {pt}."),
    not_yours=("Le pion en {pt} appartient à l'adversaire.", "The piece on {pt} belongs to your opponent."),
    same_point=("Un pion doit quitter son point : {pt}-{pt} ne bouge rien.", "A piece must leave its point: {pt}-{pt} moves nothing."),
    not_adjacent=(
        "{src} et {dst} ne sont pas voisins : un pion suit une ligne jusqu'au point voisin (depuis {src} : {near}). On ne vole qu'avec trois pions.",
        "{src} and {dst} are not neighbours: a piece follows a line to the next point (from {src}: {near}). Only a player with three pieces flies.",
    ),
    no_flying=(
        "{src} et {dst} ne sont pas voisins, et dans cette règle on ne vole pas, même avec trois pions (depuis {src} : {near}).",
        "{src} and {dst} are not neighbours, and these rules have no flying, even with three pieces (from {src}: {near}).",
    ),
    take_empty=("Il n'y a aucun pion à prendre en {pt}.", "There is no piece to take on {pt}."),
    take_own=("Le pion en {pt} est à vous : prenez un pion adverse.", "The piece on {pt} is yours: take an opposing piece."),
    in_mill=(
        "Ce pion est dans un moulin ({mill}) : prenez-en un autre (par exemple {take}).",
        "This piece stands in a mill ({mill}): take another one (for example {take}).",
    ),
    pass_refused=(
        "Un coup est possible (par exemple {move}) : on ne passe pas.",
        "A move is possible (for example {move}): you cannot pass.",
    ),
    do_place=("Pose un pion en {pt}.", "Places a piece on {pt}."),
    do_step=("Le pion va de {src} à {dst}.", "The piece goes from {src} to {dst}."),
    do_fly=(
        "Avec trois pions, vous pouvez voler : le pion va de {src} à {dst}.",
        "With three pieces, you may fly: the piece goes from {src} to {dst}.",
    ),
    do_mill=(
        " Cela forme le moulin {mill} : vous prendrez ensuite un pion adverse.",
        " This makes the mill {mill}: you will then take an opposing piece.",
    ),
    do_reformed=(
        " La ligne {mill} est complète, mais on ne reforme pas le même moulin avec les mêmes pions : pas de prise.",
        " Line {mill} is full, but a mill is not re-formed with the same pieces: no take.",
    ),
    do_break=(
        " Ce coup défait le moulin {mill} : ces trois pions ne le reformeront plus.",
        " This move breaks the mill {mill}: these three pieces will not re-form it.",
    ),
    do_take=("Prend le pion adverse en {pt}.", "Takes the opposing piece on {pt}."),
    do_take_all_in_mills=(
        "Tous les pions adverses sont dans des moulins : on peut donc en prendre un ; prend le pion en {pt}.",
        "Every opposing piece stands in a mill, so one may be taken: takes the piece on {pt}.",
    ),
    do_seventh=(" C'est le septième pion pris : {player} gagne.", " That is the seventh piece taken: {player} wins."),
    do_pass=("Aucun pion ne peut bouger : le tour passe.", "No piece can move: the turn passes."),
    won_seven=(
        "{winner} a pris sept pions : {loser} n'en a plus que deux. {winner} gagne.",
        "{winner} has taken seven pieces: {loser} has only two left. {winner} wins.",
    ),
    won_blocked=(
        "{loser} ne peut déplacer aucun pion : {winner} gagne.",
        "{loser} cannot move any piece: {winner} wins.",
    ),
    draw_repetition=(
        "La même position revient pour la {n:ordinal_f} fois : partie nulle.",
        "The same position occurs for the {n:ordinal} time: the game is drawn.",
    ),
    draw_quiet=(
        "{n:# coup|# coups} sans prise : partie nulle.",
        "{n:# move|# moves} without a take: the game is drawn.",
    ),
    starts=("{player} commence", "{player} starts"),
    toss=(
        "Tirage au sort : (1) Blanc commence, (2) Noir commence.",
        "Drawing lots: (1) White starts, (2) Black starts.",
    ),
)
