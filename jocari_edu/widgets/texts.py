"""The board's words: its sentences (``UI``), its buttons and menus (``LABELS``), and the one error a board
message or setting raises (:class:`MessageError`).

French first, English second, as every catalog of the package; the board's modules read them through this
module (``texts.UI``), so that a sentence has one home.
"""

from __future__ import annotations

from ..core import Catalog, JocariError
from ..players import LEVELS

UI = Catalog(
    turn_throw=("À {player} de lancer.", "{player} to throw."),
    turn_play=("À {player} de jouer.", "{player} to play."),
    turn_move=("À {player} de jouer ({throw}).", "{player} to play ({throw})."),
    # (verbs that fit a mouse and a finger alike: « appuyez », « choisissez », never « cliquez » on a phone)
    only_pass=(
        "Aucun coup n'est possible avec ce lancer : appuyez sur « Passer ».",
        "No move is possible with this throw: press “Pass”.",
    ),
    threw=("{player} lance : {throw}.", "{player} throws: {throw}."),
    turn_lost=("{player} ne peut jouer aucun coup avec ce lancer : son tour passe.",
               "{player} cannot play any move with this throw: the turn passes."),
    played=("{player} joue {move}. {effect}", "{player} plays {move}. {effect}"),
    selected=(
        "Pièce choisie en {sq} : choisissez une destination marquée en vert.",
        "Piece selected on {sq}: choose a destination marked in green.",
    ),
    no_target=("{place} : ce n'est pas une destination possible.", "{place}: not a possible destination."),
    nothing_here=("Aucun coup ne part {place}.", "No move starts from {place}."),
    # what a clicked part of the picture is called, in each game's words ("off" is the exit tray)
    place_square=("la case {sq}", "square {sq}"),
    place_point=("la flèche {sq}", "point {sq}"),
    place_spot=("le point {sq}", "point {sq}"),
    place_quarter=("le quart {sq}", "quarter {sq}"),
    place_off=("la sortie", "the exit"),
    computer=("L'ordinateur ({player}) réfléchit…", "The computer ({player}) is thinking…"),
    computer_waits=(
        "L'ordinateur ({player}) attend : appuyez sur « {button} ».",
        "The computer ({player}) is waiting: press “{button}”.",
    ),
    replay=("Relecture : {index} / {total}.", "Replay: {index} / {total}."),
    loaded=("Partie chargée ({n:# étape|# étapes}).", "Game loaded ({n:# step|# steps})."),
    undone=("Annulé : {what}.", "Undone: {what}."),
    undone_steps=(
        "Annulé, de la dernière étape à la première : {what}.",
        "Undone, last step first: {what}.",
    ),
    step_move=("{move} ({player})", "{move} ({player})"),
    step_throw=("lancer {throw} ({player})", "throw {throw} ({player})"),
    move_line=("{player} : {step}", "{player}: {step}"),
    moves_earlier=("… {n:# étape plus tôt|# étapes plus tôt} (« Revoir la partie » les montre)",
                   "… {n:# earlier step|# earlier steps} (“Replay the game” shows them)"),
    option=("{label} : {value}", "{label}: {value}"),  # a menu entry: "Vol à trois pions : oui"
    hint_title=("L'ordinateur ({level}) jouerait :", "The computer ({level}) would play:"),
    odds=(
        "Chances exactes de gagner : {p0} {a}\u202f%, {p1} {b}\u202f% ; partie nulle : {d}\u202f%.",
        "Exact chances to win: {p0} {a}%, {p1} {b}%; draw: {d}%.",
    ),
    # a message the board cannot use (from a page, a notebook's code), and a programming error
    bad_message=("Message du plateau illisible : {given}.", "Unreadable board message: {given}."),
    unknown_message=("Action du plateau inconnue : {given}.", "Unknown board action: {given}."),
    bad_field=("Action « {kind} » : le champ « {key} » ne peut pas valoir {given}.",
               "Action '{kind}': field '{key}' cannot be {given}."),
    bad_flag=("Action « {kind} » : le champ « {key} » vaut true ou false (oui ou non), pas {given}.",
              "Action '{kind}': field '{key}' is true or false, not {given}."),
    unknown_opponent=("Adversaire inconnu {given} (choix : {known}).", "Unknown opponent {given} (choose: {known})."),
    unknown_pace=("Vitesse inconnue {given} (choix : {known}).", "Unknown pace {given} (choose: {known})."),
    internal_error=("Une erreur interne est survenue ; le plateau a été remis à zéro.",
                    "An internal error occurred; the board has been reset."),
    # « Analyse »: the review of the game, decision by decision (jocari_edu.analysis.review)
    analysis_title=("Analyse de la partie : où a-t-on perdu des chances ?",
                    "Game analysis: where were chances lost?"),
    analysis_progress=("Analyse… {done}/{total}", "Analysing… {done}/{total}"),
    # while the review replays the record to count its decisions (a long record takes several steps)
    analysis_counting=("Analyse… (lecture de la partie)", "Analysing… (reading the game)"),
    analysis_side=("{player} : les coups qui ont le plus coûté", "{player}: the costliest moves"),
    analysis_no_cost=("Aucun coup n'a coûté plus d'un point de chance.", "No move cost more than a point of chance."),
    analysis_move=("Coup {n}", "Move {n}"),
    analysis_shown_close=(
        "Coup {n} ({player}) : la position avant le coup. Surligné, le coup joué ({turn}) ; en flèches bleues, "
        "l'autre coup ({best}) : trop proches pour dire lequel est le meilleur.",
        "Move {n} ({player}): the position before it. Highlighted, the move played ({turn}); in blue arrows, "
        "the other move ({best}): too close to tell which is better."),
    analysis_shown=(
        "Coup {n} ({player}) : la position avant le coup. Surligné, le coup joué ({turn}) ; "
        "en flèches bleues, le meilleur ({best}).",
        "Move {n} ({player}): the position before it. Highlighted, the move played ({turn}); "
        "in blue arrows, the best one ({best}).",
    ),
    analysis_curve_help=("Touchez un point rouge de la courbe pour voir ce coup sur le plateau.",
                         "Touch a red dot of the curve to see that move on the board."),
    # « Mode entraînement » (jocari_edu.widgets.tutor): a costly move held, in the words of « Analyse »
    tutor_costly=("Coup coûteux", "Costly move"),
    tutor_grave=("Coup grave", "Serious mistake"),
    tutor_cost=("Le coup {turn} vous coûterait {n:# point|# points} de chance ; mieux vaut {best} : {why}",
                "The move {turn} would cost you {n:# point|# points} of chance; {best} is better: {why}"),
    tutor_checking=("Ce coup est examiné…", "This move is being checked…"),
    tutor_wait=("Le coup choisi attend une réponse : « {play} » ou « {back} ».",
                "The move chosen awaits an answer: “{play}” or “{back}”."),
    tutor_late=("(Le mode entraînement n'a pas pu juger ce coup à temps.)",
                "(Training mode could not judge this move in time.)"),
    tutor_taken_back=("Coup {turn} repris : choisissez votre coup.", "Move {turn} taken back: choose your move."),
    tutor_two_players=("Le mode entraînement juge les coups joués contre l'ordinateur : choisissez un adversaire "
                       "ordinateur.",
                       "Training mode judges moves played against the computer: choose a computer opponent."),
    tutor_no_estimate=("À ces règles, l'estimation des chances ne fait pas mieux qu'une moyenne constante : le mode "
                       "entraînement ne signale aucun coup.",
                       "Under these rules the estimate of the chances does no better than a constant average: "
                       "training mode flags no move."),
)

LABELS = {
    "roll": ("Lancer", "Throw"),
    "set_throw": ("Imposer ce lancer", "Set this throw"),
    "undo": ("Annuler", "Undo"),
    "pass": ("Passer", "Pass"),
    "new": ("Nouvelle partie", "New game"),
    "save": ("Enregistrer", "Save"),
    "load": ("Charger", "Load"),
    "replay": ("Revoir la partie", "Replay the game"),
    "first": ("« début", "« start"),
    "prev": ("‹ précédent", "‹ back"),
    "next": ("suivant ›", "next ›"),
    "last": ("fin »", "end »"),
    "resume": ("Reprendre ici", "Resume here"),
    "numbers": ("Numéros", "Numbers"),
    "opponent": ("Adversaire", "Opponent"),
    "human": ("deux joueurs", "two players"),
    "random": ("ordinateur (hasard)", "computer (random)"),
    "greedy": ("ordinateur (glouton)", "computer (greedy)"),
    # the levels a pupil chooses from: "ordinateur (débutant)"
    **{key: (f"ordinateur ({level.fr})", f"computer ({level.en})") for key, level in LEVELS.items()},
    "hint": ("Que jouerait l'ordinateur ?", "What would the computer play?"),
    "why": ("Pourquoi ?", "Why?"),
    "moves": ("Coups joués", "Moves played"),
    "rules": ("Règles", "Rules"),
    "board": ("Plateau de jeu", "Game board"),
    "settings": ("Réglages", "Settings"),
    "pace": ("Vitesse de l'ordinateur", "Computer's pace"),
    "slow": ("lente (3 s par étape)", "slow (3 s a step)"),
    "normal": ("normale (1,5 s par étape)", "normal (1.5 s a step)"),
    "fast": ("rapide (0,5 s par étape)", "fast (0.5 s a step)"),
    "step": ("pas à pas (bouton)", "step by step (button)"),
    "next_step": ("Étape suivante de l'ordinateur", "Computer's next step"),
    "classroom": ("Mode classe", "Classroom mode"),
    "teacher": ("Mode enseignant", "Teacher mode"),
    "analyse": ("Analyse", "Analysis"),
    "close_analysis": ("Fermer l'analyse", "Close the analysis"),
    "tutor": ("Mode entraînement", "Training mode"),
    "tutor_play": ("Jouer quand même", "Play it anyway"),
    "tutor_back": ("Reprendre", "Choose again"),
}

# How long the page waits before each step of the computer's turn, in ms (None: a button).


class MessageError(JocariError):
    """A board message or setting the board cannot use (not a dict, an unknown action or pace, a field of the wrong kind)."""
