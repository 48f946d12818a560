"""The words the pictures write (legends, labels, and the description a screen reader reads).

One catalog for every picture, so that numbers and plurals are written as
each language writes them (``core.i18n``) and a test can run every sentence.
"""

from __future__ import annotations

from ..core.i18n import Catalog

TEXTS = Catalog(
    # shared by the pictures
    legend_off=("{name} : {n} sur {total} {n:sorti|sortis}", "{name}: {n} of {total} off"),
    to_throw=("À {player} de lancer.", "{player} to throw."),
    suggested=(
        "{k:Coup suggéré par l'ordinateur|Coups suggérés par l'ordinateur, dans l'ordre} : {moves}.",
        "{k:Move suggested by the computer|Moves suggested by the computer, in order}: {moves}.",
    ),
    to_play_dice=("À {player} de jouer : {dice}.", "{player} to play: {dice}."),
    # Senet
    off_box=("sortie", "off"),
    sticks=("lancer : {t}", "throw: {t}"),
    senet_side=(
        "{name} : cases {squares} ; {n:aucun pion sorti|# pion sorti|# pions sortis}.",
        "{name}: squares {squares}; {n:no pawn off|# pawn off|# pawns off}.",
    ),
    senet_to_play=("À {player} de jouer un {t}.", "{player} to play a {t}."),
    senet_hand=("{name} : {n:aucun pion en main|# pion en main|# pions en main}.",
                "{name}: {n:no pawn in hand|# pawn in hand|# pawns in hand}."),
    senet_points_left=("À {player} de jouer : du {t}, il reste {n:# point|# points}.",
                       "{player} to play: of the {t}, {n:# point is|# points are} left."),
    hand_box=("main", "hand"),
    # Doze canes
    choose_quarter=("Q{q} : choisir", "Q{q}: choose"),
    house=("Maison d'entrée", "House"),
    doze_hand=(
        "{name} : {n} en main, {h:aucune flèche doublée|# flèche doublée|# flèches doublées}",
        "{name}: {n} in hand, {h:no point doubled|# point doubled|# points doubled}",
    ),
    last_throw=("dernier lancer", "last throw"),
    house_is=("Maison d'entrée : quart {q}, flèches {a} à {b}.", "House: quarter {q}, points {a} to {b}."),
    no_house=("La maison d'entrée n'est pas encore choisie.", "The house is not chosen yet."),
    pair=("paire", "pair"),
    doze_side=(
        "{name} : flèches {points} ; {n:# jeton|# jetons} en main sur {total}.",
        "{name}: points {points}; {n:# piece|# pieces} in hand out of {total}.",
    ),
    choosing=("{player} choisit la maison d'entrée.", "{player} chooses the house."),
    # Jacquet
    dice_left=("reste : {dice}", "left: {dice}"),
    own_numbering=(
        "Chaque camp est décrit dans sa propre numérotation.",
        "Each side is described in its own numbering.",
    ),
    jacquet_side=(
        "{name} : flèches {points} ; {n:aucun pion sorti|# pion sorti|# pions sortis}.",
        "{name}: points {points}; {n:no checker off|# checker off|# checkers off}.",
    ),
    opening=("Pour savoir qui commence, à {player} de lancer un dé.", "To decide who starts, {player} throws one die."),
    # La Marelle
    in_hand=("en main", "in hand"),
    taken=("pris", "taken"),
    marelle_side=("{name} : {points} ; {n} en main ; {k} pris.", "{name}: {points}; {n} in hand; {k} taken."),
    mills_made=("{k:Moulin formé|Moulins formés} : {mills}.", "{k:Mill|Mills} made: {mills}."),
    taking=("{player} prend un pion adverse.", "{player} takes an opposing piece."),
    placing=("À {player} de poser un pion.", "{player} to place a piece."),
    flying=(
        "À {player} de jouer : avec trois pions, vous pouvez voler.",
        "{player} to move: with three pieces, you may fly.",
    ),
    moving=("À {player} de déplacer un pion.", "{player} to move a piece."),
)


def say(code: str, lang: str, **params) -> str:
    """The picture's sentence ``code`` in ``lang``."""
    return TEXTS(code, **params).text(lang)
