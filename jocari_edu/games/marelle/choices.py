"""La Marelle's choices: where the source (Breyer, after seed 001) is silent or ambiguous, the reading made and why.

Each choice is marked (``@implements``) on the rule that applies it, in :mod:`.rules`.
"""

from __future__ import annotations

from ...core import Choice

BOTH = ("breyer", "modern")

CHOICES = (
    Choice(
        "M1",
        ("breyer",),
        "« On ne reforme pas le même moulin avec les mêmes pions » : qu'est-ce qui est interdit, et jusqu'à quand ?",
        "Quand un joueur déplace un pion hors d'un de ses moulins, ces trois pions-là ne font plus jamais moulin sur cette ligne-là, jusqu'à la fin de la partie. D'autres pions sur la même ligne, ou les mêmes pions sur une autre ligne, font un moulin.",
        "'A mill is not re-formed with the same pieces': what is forbidden, and until when?",
        "When a player moves a piece out of one of their mills, those three pieces never make a mill again on that line, for the rest of the game. Other pieces on the same line, or the same pieces on another line, do make a mill.",
        "La source vise le moulin démonté « pour en former d'autres » : le moulin qu'on ouvre et referme pour prendre à chaque fois. Une interdiction levée dès qu'un autre moulin est formé ne gênerait presque jamais ce jeu-là ; la source conseille d'ailleurs de garder ses moulins en place le plus longtemps possible.",
        "The source aims at the mill taken apart 'to form others': the mill opened and closed again to take each time. A ban lifted as soon as another mill is made would hardly ever stop that play; the source also advises keeping one's mills in place as long as possible.",
        options=("reform",),
    ),
    Choice(
        "M2",
        ("breyer",),
        "Le coup qui referme un moulin interdit est-il refusé ?",
        "Non : le coup est permis, mais la ligne ne compte pas comme moulin : pas de prise, et ses pions ne sont pas protégés d'une prise.",
        "Is the move that closes a banned mill refused?",
        "No: the move is allowed, but the line does not count as a mill: no take, and its pieces are not protected from a take.",
        "Le joueur peut avoir besoin de ce pas (pour bloquer, ou parce que c'est son seul coup) ; ce que la règle lui retire, c'est le gain du moulin. Un moulin qui ne compte pas ne compte pour rien.",
        "The player may need that step (to block, or because it is the only move); what the rule takes away is the mill's gain. A mill that does not count counts for nothing.",
    ),
    Choice(
        "M3",
        BOTH,
        "Après un moulin, la prise est-elle obligatoire, et comment se joue-t-elle ?",
        "Elle est obligatoire et forme un pas à part du même tour : après le coup qui ferme le moulin, les seuls coups permis sont les prises (xd7).",
        "After a mill, is the take compulsory, and how is it played?",
        "It is compulsory and is a separate step of the same turn: after the move that closes the mill, the only legal moves are the takes (xd7).",
        "« Il peut prendre » dit un droit que nul joueur ne refuse ; faire de la prise un pas à part laisse le joueur choisir le pion pris, comme on attend un lancer dans les jeux de dés.",
        "'May take' states a right no player turns down; making the take a step of its own lets the player choose the piece, as the dice games wait for a throw.",
    ),
    Choice(
        "M4",
        BOTH,
        "Un coup qui ferme deux moulins à la fois prend-il deux pions ?",
        "Non, un seul.",
        "Does a move closing two mills at once take two pieces?",
        "No, only one.",
        "La source donne une prise par alignement réussi sans parler du double moulin ; une seule prise par coup est la règle la plus répandue.",
        "The source gives a take per line made without mentioning the double mill; one take per move is the most widespread rule.",
    ),
    Choice(
        "M5",
        BOTH,
        "Qui commence ?",
        "Au choix : tirage au sort (pile ou face en début de partie, dans la règle d'après C. Breyer), Blanc, ou Noir (Blanc dans les règles actuelles).",
        "Who starts?",
        "A choice: drawn by lot (a coin toss at the start, in the rules after C. Breyer), White, or Black (White in today's rules).",
        "La source laisse décider ou tirer au sort ; le tirage est un lancer explicite, pour qu'une partie se rejoue à l'identique.",
        "The source lets players decide or draw lots; the draw is an explicit throw, so that a game replays identically.",
        options=("first",),
    ),
    Choice(
        "M6",
        BOTH,
        "Que fait un joueur qui ne peut déplacer aucun pion ?",
        "Il perd la partie ; une option, pour qui suit une autre tradition, lui fait seulement passer son tour.",
        "What about a player who cannot move any piece?",
        "They lose the game; an option, for those who follow another tradition, makes them only pass their turn.",
        "La source n'en dit rien ; perdre est la règle habituelle, passer celle de quelques traditions.",
        "The source is silent; losing is the usual rule, passing that of a few traditions.",
        options=("blocked",),
    ),
    Choice(
        "M7",
        BOTH,
        "Une partie peut-elle durer sans fin ?",
        "Non : partie nulle quand la même position (mêmes pions, même joueur à jouer, mêmes moulins interdits) revient pour la 3e fois dans la phase de déplacement, ou après 50 coups sans prise. Des options changent ces deux nombres et peuvent supprimer la première règle ; la seconde reste toujours en vigueur.",
        "Can a game go on for ever?",
        "No: a draw when the same position (same pieces, same player to move, same banned mills) occurs for the 3rd time in the moving phase, or after 50 moves without a take. Options change both numbers and can turn the first rule off; the second always applies.",
        "La source ne prévoit pas de nulle ; ces deux règles sont celles des joueurs d'aujourd'hui et des programmes, et la seconde garantit qu'aucune partie ni simulation ne tourne sans fin.",
        "The source has no draw; these two rules are today's players' and programs', and the second guarantees that no game or simulation runs for ever.",
        options=("repetition", "quiet_moves"),
    ),
    Choice(
        "M8",
        BOTH,
        "Quand un joueur peut-il « voler » ?",
        "Quand il ne lui reste que trois pions, tous posés : chacun de ses coups peut alors mener un pion sur n'importe quel point libre. L'adversaire, s'il a plus de pions, continue de suivre les lignes. Une option supprime le vol.",
        "When may a player 'fly'?",
        "When they have only three pieces left, all on the board: each of their moves may then take a piece to any empty point. The opponent, if stronger, still follows the lines. An option removes flying.",
        "C'est la lecture de la source (« déposer un de ses pions où bon lui semble ») ; certaines traditions ne volent pas, d'où l'option.",
        "This is the source's reading (a piece is put down wherever the player likes); some traditions do not fly, hence the option.",
        options=("flying",),
    ),
)
