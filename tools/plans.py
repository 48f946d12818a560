"""One hour of class per game (55 minutes, collège and lycée), and a tournament that fits the hour, as data.

Each :class:`Plan` names the document to study (``tools/documents.py``), three teaching positions to
project (``jocari_edu.teaching``: their questions are the worksheet's, their answers the rules'),
the pairs' game on the printed boards, the worksheet and what to say at the end, minute by minute;
``tests/test_plans.py`` checks that the minutes add up to 55 and that every name exists.
``tools/history_hooks.py`` writes them on each game's « Une heure de classe » page
(``<!-- jocari-seance senet -->``), the tournament's timetable (``<!-- jocari-tournoi -->``) and the
arbiter's one-page sheet (``<!-- jocari-arbitre -->``), whose blocked-player and draw rules are read
from the rule set the tournament plays.
"""

from __future__ import annotations

import html
import pathlib
import sys
from dataclasses import dataclass

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))
import documents  # noqa: E402

HOUR = 55  # minutes of class in a French hour, once pupils are in and seated


@dataclass(frozen=True)
class Step:
    minutes: int
    title: str
    what: str  # what the teacher does and says, in our words


@dataclass(frozen=True)
class Plan:
    game: str  # the site's slug
    document: str  # a key of tools/documents.DOCS
    document_task: str  # what pupils do with it
    positions: tuple[str, str, str]  # keys of jocari_edu.teaching.POSITIONS, projected in this order
    play_minutes: int
    play: str  # the pairs' game: how long, and what decides a game stopped at the signal
    closing: str  # what to say at the end, in our words

    @property
    def steps(self) -> tuple[Step, ...]:
        """The hour: 3 + 10 + 12 + the game + the worksheet + 4 minutes = 55."""
        return (
            Step(3, "Accueil, consigne", "Les élèves s'installent par deux ; chaque paire a un plateau imprimé, ses "
                                         "pions et de quoi lancer. Annoncer le déroulé : un document, trois règles, "
                                         "une partie, une fiche."),
            Step(10, "Étude du document", "Projeter le dessin, puis la fiche du document : nature, auteur, date, "
                                          "lieu, ce qu'il montre. " + self.document_task),
            Step(12, "Trois positions au projecteur", "Quatre minutes par position : la projeter, lire la question, "
                                                      "laisser les paires répondre à voix basse, faire voter, puis "
                                                      "donner la règle."),
            Step(self.play_minutes, "Partie par deux", self.play),
            Step(HOUR - 29 - self.play_minutes, "Fiche élève",
                 "Chacun répond sur la fiche aux questions des positions vues au projecteur, puis à la question "
                 "d'histoire ; le corrigé se projette à la séance suivante."),
            Step(4, "Ce qu'il faut dire à la fin", "Le dire, puis demander à deux élèves de le redire avec leurs mots."),
        )


PLANS: tuple[Plan, ...] = (
    Plan("senet", "senet-met-12-182-72",
         "Faire chercher pourquoi une boîte de jeu porte des formules pour les morts.",
         ("senet-echange", "senet-eau", "senet-sortie"), 17,
         "Une partie de Senet standard (environ 14 minutes) sur le plateau imprimé, arrêtée au signal de la "
         "17e minute : une partie non finie est gagnée par celui qui a sorti le plus de pions ; à égalité, par "
         "celui dont les pions sont les plus avancés (convention de la classe, pas une règle des sources).",
         "Aucune règle complète du Senet ne nous est parvenue : les objets montrent le plateau et les pions, pas "
         "la manière de jouer. Ce que vous avez joué est une reconstitution moderne ; d'autres chercheurs en ont "
         "proposé d'autres, et chacune fait des choix que l'on peut discuter."),
    Plan("marelle", "marelle-alquerque-de-nueve",
         "Comparer avec le plateau de Gokstad : où, quand, et qu'est-ce qui permet de dater chacun ?",
         ("marelle-moulin", "marelle-prise", "marelle-vol"), 16,
         "Une partie de Marelle (environ 12 minutes), puis une revanche en changeant de couleur, jusqu'au signal "
         "de la 16e minute : une partie non finie est gagnée par celui qui a le plus de pions (sur le plateau et "
         "en main) ; à égalité, elle est nulle (convention de la classe).",
         "La Marelle est attestée sur un très grand espace, de la Castille à la Norvège. Un plateau gravé se date "
         "mal ; un texte daté donne une date sûre. Les règles jouées ici suivent un livre récent, qui tranche là "
         "où les textes anciens se taisent."),
    Plan("doze-canes", "doze-canes-colophon",
         "Faire convertir l'année de l'ère hispanique (1321) en année de notre ère, puis regarder le schéma de la "
         "miniature : qui joue, qui regarde ?",
         ("doze-maison", "doze-entree", "doze-doublee"), 15,
         "Autant de parties de Doze canes que possible en 15 minutes (environ 2 minutes chacune) ; chaque paire "
         "note les victoires de Blanc, celles de Noir et les nulles ; au signal, on additionne au tableau et l'on "
         "compare avec les chances exactes calculées dans la leçon.",
         "Doze canes est décrit dans un livre achevé en 1283 pour un roi de Castille. Une fois la maison choisie, "
         "les dés décident de tout : c'est un jeu de hasard, dont on peut calculer les chances. Le texte laisse un "
         "cas ouvert, et nous suivons la lecture qu'en propose un historien."),
    Plan("jacquet", "jacquet-lepeintre-1818",
         "Lire l'extrait de 1818 à côté de sa traduction : quelle règle d'aujourd'hui y reconnaît-on ?",
         ("jacquet-postillon", "jacquet-postillon-seul", "jacquet-fleche-tenue"), 18,
         "Une partie de Jacquet (environ 18 minutes), arrêtée au signal de la 18e minute : une partie non finie "
         "est gagnée par celui qui a sorti le plus de pions ; à égalité, par celui qui a le plus de pions dans son "
         "dernier quart (convention de la classe).",
         "Le Jacquet est un jeu de tables, comme le trictrac et le backgammon. Sa plus ancienne règle imprimée "
         "connue date de 1818 et décrit déjà le postillon et l'absence de prise. Un jeu peut être plus ancien que "
         "sa première règle imprimée : c'est une limite de nos sources."),
)

BY_GAME = {p.game: p for p in PLANS}

# -- the English edition (issue #40): the same hours, minute by minute, in English ----------------------------
# Each step's title and what happens, in the order of :attr:`Plan.steps` (the document's task and the game's
# rules from :data:`PLANS_EN`)
STEPS_EN = (
    ("Welcome, instructions", "Pupils sit in pairs; each pair has a printed board, its pieces and something to "
                              "throw. Announce the plan: one document, three rules, one game, one worksheet."),
    ("Studying the document", "Project the drawing, then the document's record: what it is, who made it, when, "
                              "where, what it shows. "),
    ("Three positions on the projector", "Four minutes a position: project it, read the question, let the pairs "
                                         "answer quietly, take a vote, then give the rule."),
    ("A game in pairs", ""),
    ("Pupil's worksheet", "Each pupil answers the worksheet's questions on the positions seen on the projector, "
                          "then the history question; the answer key is projected at the next lesson."),
    ("What to say at the end", "Say it, then ask two pupils to say it again in their own words."),
)
PLANS_EN = {  # game -> (the document's task, the game in pairs, what to say at the end)
    "senet": ("Have pupils work out why a games box bears formulas for the dead.",
              "A game of standard Senet (about 14 minutes) on the printed board, stopped at the signal in minute "
              "17: an unfinished game is won by the player who has borne off more pawns; if equal, by the one whose "
              "pawns are further on (a class convention, not a rule of the sources).",
              "No complete rules of Senet have come down to us: the objects show the board and the pawns, not the "
              "way to play. What you played is a modern reconstruction; other researchers have proposed others, "
              "and each makes choices that can be discussed."),
    "marelle": ("Compare it with the Gokstad board: where, when, and what lets us date each one?",
                "A game of Nine Men's Morris (about 12 minutes), then a return game with colours swapped, until the "
                "signal in minute 16: an unfinished game is won by the player with more pieces (on the board and "
                "in hand); if equal, it is a draw (a class convention).",
                "Nine Men's Morris is attested over a very wide area, from Castile to Norway. A carved board is "
                "hard to date; a dated text gives a sure date. The rules played here follow a recent book, which "
                "decides where the old texts are silent."),
    "doze-canes": ("Have pupils convert the year of the Spanish era (1321) into a year of our era, then look at the "
                   "drawing of the miniature: who is playing, who is watching?",
                   "As many games of Doze canes as possible in 15 minutes (about 2 minutes each); each pair notes "
                   "White's wins, Black's and the draws; at the signal, add them up on the board and compare them "
                   "with the exact chances worked out in the lesson.",
                   "Doze canes is described in a book finished in 1283 for a king of Castile. Once the house is "
                   "chosen, the dice decide everything: it is a game of chance, whose chances can be worked out. "
                   "The text leaves one case open, and we follow the reading a historian proposes."),
    "jacquet": ("Read the 1818 extract beside its translation: which rule of today do we recognise in it?",
                "A game of Jacquet (about 18 minutes), stopped at the signal in minute 18: an unfinished game is won "
                "by the player who has borne off more checkers; if equal, by the one with more checkers in the last "
                "quarter (a class convention).",
                "Jacquet is a tables game, like trictrac and backgammon. Its oldest known printed rules date from "
                "1818 and already describe the courier (postillon) and the absence of hitting. A game can be older "
                "than its first printed rules: that is a limit of our sources."),
}
TOURNAMENT_EN = (  # the same steps as TOURNAMENT, in its order
    ("Rules and setting up", "Go over the rules (the \u201cEssential rules\u201d page); each pupil gets a number "
                             "and a table; the referee gets the referee's sheet."),
    ("Round 1", "1 against 2 at table 1, 3 against 4 at table 2, and so on."),
    ("Changing tables", "Note the results; the winner moves up a table, the loser moves down."),
    ("Round 2", "New opponents, after moving up and down."),
    ("Changing tables", "Note the results; move up, move down."),
    ("Round 3", "Last round."),
    ("Totals, ranking, review", "Add up the points, rank (equal points: more wins first, otherwise the same "
                                "rank), congratulate; ask what decides a game of Nine Men's Morris: chance or "
                                "skill?"),
)


def steps_in(plan: Plan, lang: str) -> tuple[Step, ...]:
    """:attr:`Plan.steps` in ``lang``: the same minutes, the words in English for ``"en"``."""
    if lang == "fr":
        return plan.steps
    task, play, _ = PLANS_EN[plan.game]
    extra = {1: task, 3: play}
    return tuple(Step(step.minutes, title, what + extra.get(i, ""))
                 for i, (step, (title, what)) in enumerate(zip(plan.steps, STEPS_EN, strict=True)))


def tournament_in(lang: str) -> tuple[Step, ...]:
    if lang == "fr":
        return TOURNAMENT
    return tuple(Step(step.minutes, title, what) for step, (title, what) in zip(TOURNAMENT, TOURNAMENT_EN, strict=True))


# -- the tournament (La Marelle: games of about 12 minutes, a draw exists) ------------------------
TOURNAMENT_GAME = "marelle"
ROUND = 12
TOURNAMENT: tuple[Step, ...] = (
    Step(6, "Règles et installation", "Rappeler les règles (page « Règles essentielles ») ; chaque élève reçoit son "
                                      "numéro et sa table ; l'arbitre reçoit sa feuille."),
    Step(ROUND, "Ronde 1", "1 contre 2 à la table 1, 3 contre 4 à la table 2, et ainsi de suite."),
    Step(2, "Changement de tables", "Noter les résultats ; le gagnant monte d'une table, le perdant descend."),
    Step(ROUND, "Ronde 2", "Nouveaux adversaires, selon la montée et la descente."),
    Step(2, "Changement de tables", "Noter les résultats ; monter, descendre."),
    Step(ROUND, "Ronde 3", "Dernière ronde."),
    Step(9, "Totaux, classement, bilan", "Additionner les points, classer (à égalité de points : celui qui a le plus "
                                        "de victoires, puis le même rang), féliciter ; demander ce qui décide d'une "
                                        "partie de Marelle : le hasard ou l'habileté ?"),
)


# The arbiter's rules in each language: the blocked player and the draws are read from the rule set played
RULE_WORDS = {
    "fr": {"loses": "Un joueur qui ne peut plus déplacer aucun pion a **perdu** la partie.",
           "passes": "Un joueur qui ne peut plus déplacer aucun pion passe son tour.",
           "repetition": "la même position revient pour la {n}e fois pendant les déplacements (mêmes pions aux "
                         "mêmes places, même joueur à jouer)",
           "quiet": "{n} coups sont joués sans aucune prise", "or": ", ou quand ",
           "rules": [
               f"**Une ronde dure {ROUND} minutes.** Au signal, une partie non finie s'arrête : gagne celui qui a le "
               "plus de pions (sur le plateau et en main) ; à égalité, la partie est nulle.",
               "**Points** : victoire 2, nulle 1, défaite 0 ; l'arbitre d'une ronde reçoit 1 point.",
               "**Joueur bloqué** : {blocked}",
               "**Partie nulle** quand {draws}.",
               "**Perdu** aussi : celui à qui il ne reste que deux pions.",
               "**Appariements** : numéroter les élèves de 1 à N dans l'ordre de la liste de la classe, les tables "
               "de 1 à N/2 ; à la ronde 1, 1 contre 2 à la table 1, 3 contre 4 à la table 2… Ensuite, à chaque "
               "table, le gagnant monte d'une table (vers la table 1) et le perdant descend ; après une nulle, le "
               "plus petit numéro monte. **À la table 1**, le gagnant reste ; **à la dernière table**, le perdant "
               "reste.",
               "**Blanc** : le joueur qui monte (à la ronde 1, le plus petit numéro).",
               "**Nombre impair d'élèves** : un élève est arbitre pendant la ronde (il vérifie les coups avec les "
               "« Règles essentielles » et note les résultats) et reçoit 1 point ; à la ronde suivante, il prend la "
               "place du perdant de la dernière table, qui devient l'arbitre. À la ronde 1, l'arbitre est le dernier "
               "numéro.",
               "**Un doute sur une règle** : l'arbitre lit la règle à voix haute ; sinon, le professeur tranche.",
           ]},
    "en": {"loses": "A player who can no longer move any piece has **lost** the game.",
           "passes": "A player who can no longer move any piece misses the turn.",
           "repetition": "the same position comes back for the {nth} time while moving (the same pieces on the "
                         "same points, the same player to move)",
           "quiet": "{n} moves are played with no piece taken", "or": ", or when ",
           "rules": [
               f"**A round lasts {ROUND} minutes.** At the signal, an unfinished game stops: the player with more "
               "pieces (on the board and in hand) wins; if equal, the game is a draw.",
               "**Points**: win 2, draw 1, loss 0; the referee of a round gets 1 point.",
               "**Blocked player**: {blocked}",
               "**Draw** when {draws}.",
               "**Lost** too: a player left with only two pieces.",
               "**Pairings**: number the pupils from 1 to N in the order of the class list, the tables from 1 to "
               "N/2; in round 1, 1 against 2 at table 1, 3 against 4 at table 2… Then, at each table, the winner "
               "moves up a table (towards table 1) and the loser moves down; after a draw, the lower number moves "
               "up. **At table 1**, the winner stays; **at the last table**, the loser stays.",
               "**White**: the player moving up (in round 1, the lower number).",
               "**An odd number of pupils**: one pupil is the referee for the round (checks the moves against the "
               "\u201cEssential rules\u201d and notes the results) and gets 1 point; in the next round, the "
               "referee takes the place of the loser at the last table, who becomes the referee. In round 1, the "
               "referee is the last number.",
               "**A doubt about a rule**: the referee reads the rule aloud; otherwise, the teacher decides.",
           ]},
}


def tournament_rules(lang: str = "fr") -> list[str]:
    """The rules the arbiter needs, the blocked player and the draws read from the rule set played."""
    from jocari_edu.games import game_class
    from jocari_edu.games.marelle.rule_sets import RULE_SETS

    rules = RULE_SETS[game_class(TOURNAMENT_GAME).DEFAULT_RULE_SET].options
    words = RULE_WORDS[lang]
    n = rules["repetition"]
    nth = f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}" if n else ""
    draws = [words["repetition"].format(n=n, nth=nth)] if n else []
    draws.append(words["quiet"].format(n=rules["quiet_moves"]))
    return [line.format(blocked=words[rules["blocked"]], draws=words["or"].join(draws)) for line in words["rules"]]


# -- markdown ---------------------------------------------------------------------------------------


def _timetable(steps: tuple[Step, ...], lang: str = "fr") -> str:
    rows, t = [], 0
    for step in steps:
        rows.append(f"| {t} – {t + step.minutes} | {step.minutes} min | **{step.title}** | {step.what} |")
        t += step.minutes
    head = ("| Minutes | Durée | Étape | Ce qui se passe |" if lang == "fr"
            else "| Minutes | Length | Step | What happens |")
    return head + "\n|---|---|---|---|\n" + "\n".join(rows) + "\n"


def lesson_plan(game: str, lang: str = "fr") -> str:
    """A game's « Une heure de classe » page body (« A one-hour lesson » in English, ``lang="en"``)."""
    from jocari_edu.teaching import POSITIONS

    if lang != "fr":
        return _lesson_plan_en(game, lang)
    plan = BY_GAME[game]
    doc = next(d for d in documents.DOCS if d.key == plan.document)
    out = ["Une séance de 55 minutes pour une classe de collège (de la 6e à la 3e) ou de lycée : au lycée, "
           "ajoutez à l'étude du document la critique de la source (qui l'a fait, pour qui, que ne dit-il pas ?).",
           "", "## Le déroulé", "", _timetable(plan.steps), "",
           "**À préparer** : le [plateau à imprimer](plateau.md) (un par paire, avec ses pions), la "
           "[fiche élève](fiche.md) (une par élève), le [corrigé](corrige.md) pour vous, et de quoi projeter "
           "cette page.", "",
           "## 1. Le document à étudier", "", documents.card(doc, "###"), "",
           "## 2. Trois positions à projeter", ""]
    for n, key in enumerate(plan.positions, 1):
        record = POSITIONS[key]
        out += [f"### Position {n} : {html.escape(record.title)}", "",
                f'<figure class="jocari-figure" markdown="0">{record.setup().svg(lang="fr", last_move=False)}</figure>',
                "", f"**Question** : {record.question}", "",
                f"??? note \"La réponse (pour l'enseignant)\"\n    {record.verdict} La règle : « {record.answer} »", ""]
    step = {s.title: s for s in plan.steps}
    out += ["## 3. La partie par deux", "", plan.play, "",
            "## 4. La fiche", "", step["Fiche élève"].what + " Voir la [fiche élève](fiche.md).", "",
            "## 5. Ce qu'il faut dire à la fin", "", f"> {plan.closing}", "",
            step["Ce qu'il faut dire à la fin"].what, ""]
    return "\n".join(out)


def _lesson_plan_en(game: str, lang: str) -> str:
    """:func:`lesson_plan` in English: the same hour, document, positions and game."""
    from jocari_edu.teaching import POSITIONS

    plan = BY_GAME[game]
    steps = steps_in(plan, lang)
    doc = next(d for d in documents.DOCS if d.key == plan.document)
    out = ["A 55-minute lesson for pupils aged 11 to 18 (French collège and lycée): with older pupils, add to the "
           "study of the document a critique of the source (who made it, for whom, what does it not say?).",
           "", "## The lesson step by step", "", _timetable(steps, lang), "",
           "**To prepare**: the [board to print](plateau.md) (one per pair, with its pieces), the "
           "[pupil's worksheet](fiche.md) (one per pupil), the [answer key](corrige.md) for you, and a way to "
           "project this page.", "",
           "## 1. The document to study", "", documents.card(doc, "###", lang), "",
           "## 2. Three positions to project", ""]
    for n, key in enumerate(plan.positions, 1):
        record = POSITIONS[key]
        out += [f"### Position {n}: {html.escape(record.title_in(lang))}", "",
                f'<figure class="jocari-figure" markdown="0">{record.setup().svg(lang=lang, last_move=False)}</figure>',
                "", f"**Question**: {record.question_in(lang)}", "",
                f"??? note \"The answer (for the teacher)\"\n    {record.verdict_in(lang)}. The rule: "
                f"\u201c{record.answer_in(lang)}\u201d", ""]
    _, play, closing = PLANS_EN[game]
    out += ["## 3. The game in pairs", "", play, "",
            "## 4. The worksheet", "", steps[4].what + " See the [pupil's worksheet](fiche.md).", "",
            "## 5. What to say at the end", "", f"> {closing}", "", steps[5].what, ""]
    return "\n".join(out)


def tournament_table(lang: str = "fr") -> str:
    return _timetable(tournament_in(lang), lang)


def arbiter_sheet(lang: str = "fr") -> str:
    items = "".join(f"<li>{_strong(r)}</li>" for r in tournament_rules(lang))
    times, t = [], 0
    for s in tournament_in(lang):
        times.append(f"{t}–{t + s.minutes}{' :' if lang == 'fr' else ':'} {s.title}")
        t += s.minutes
    if lang == "fr":
        head = ("<strong>Tournoi de Marelle — feuille de l'arbitre</strong> (Classe : ………………… Date : …………………)",
                "(minutes)")
    else:
        head = ("<strong>Nine Men's Morris tournament — referee's sheet</strong> (Class: ………………… Date: …………………)",
                "(minutes)")
    return (f'<div class="jocari-arbitre" markdown="0"><p>{head[0]}</p><p>{html.escape(" · ".join(times))} {head[1]}'
            f"</p><ol>{items}</ol></div>")


def _strong(text: str) -> str:
    import re

    return re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", html.escape(text))
