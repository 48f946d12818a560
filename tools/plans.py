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


def tournament_rules() -> list[str]:
    """The rules the arbiter needs, the blocked player and the draws read from the rule set played."""
    from jocari_edu.games import game_class
    from jocari_edu.games.marelle.rule_sets import RULE_SETS

    rules = RULE_SETS[game_class(TOURNAMENT_GAME).DEFAULT_RULE_SET].options
    blocked = {"loses": "Un joueur qui ne peut plus déplacer aucun pion a **perdu** la partie.",
               "passes": "Un joueur qui ne peut plus déplacer aucun pion passe son tour."}[rules["blocked"]]
    draws = []
    if rules["repetition"]:
        draws.append(f"la même position revient pour la {rules['repetition']}e fois pendant les déplacements "
                     "(mêmes pions aux mêmes places, même joueur à jouer)")
    draws.append(f"{rules['quiet_moves']} coups sont joués sans aucune prise")
    return [
        f"**Une ronde dure {ROUND} minutes.** Au signal, une partie non finie s'arrête : gagne celui qui a le plus "
        "de pions (sur le plateau et en main) ; à égalité, la partie est nulle.",
        "**Points** : victoire 2, nulle 1, défaite 0 ; l'arbitre d'une ronde reçoit 1 point.",
        "**Joueur bloqué** : " + blocked,
        "**Partie nulle** quand " + ", ou quand ".join(draws) + ".",
        "**Perdu** aussi : celui à qui il ne reste que deux pions.",
        "**Appariements** : numéroter les élèves de 1 à N dans l'ordre de la liste de la classe, les tables "
        "de 1 à N/2 ; à la ronde 1, 1 contre 2 à la table 1, 3 contre 4 à la table 2… Ensuite, à chaque table, "
        "le gagnant monte d'une table (vers la table 1) et le perdant descend ; après une nulle, le plus petit "
        "numéro monte. **À la table 1**, le gagnant reste ; **à la dernière table**, le perdant reste.",
        "**Blanc** : le joueur qui monte (à la ronde 1, le plus petit numéro).",
        "**Nombre impair d'élèves** : un élève est arbitre pendant la ronde (il vérifie les coups avec les "
        "« Règles essentielles » et note les résultats) et reçoit 1 point ; à la ronde suivante, il prend la "
        "place du perdant de la dernière table, qui devient l'arbitre. À la ronde 1, l'arbitre est le dernier "
        "numéro.",
        "**Un doute sur une règle** : l'arbitre lit la règle à voix haute ; sinon, le professeur tranche.",
    ]


# -- markdown ---------------------------------------------------------------------------------------


def _timetable(steps: tuple[Step, ...]) -> str:
    rows, t = [], 0
    for step in steps:
        rows.append(f"| {t} – {t + step.minutes} | {step.minutes} min | **{step.title}** | {step.what} |")
        t += step.minutes
    return "| Minutes | Durée | Étape | Ce qui se passe |\n|---|---|---|---|\n" + "\n".join(rows) + "\n"


def lesson_plan(game: str) -> str:
    """A game's « Une heure de classe » page body."""
    from jocari_edu.teaching import POSITIONS

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


def tournament_table() -> str:
    return _timetable(TOURNAMENT)


def arbiter_sheet() -> str:
    items = "".join(f"<li>{_strong(r)}</li>" for r in tournament_rules())
    times, t = [], 0
    for s in TOURNAMENT:
        times.append(f"{t}–{t + s.minutes} : {s.title}")
        t += s.minutes
    return (f'<div class="jocari-arbitre" markdown="0"><p><strong>Tournoi de Marelle — feuille de l\'arbitre</strong>'
            f' (Classe : ………………… Date : …………………)</p><p>{html.escape(" · ".join(times))} (minutes)</p>'
            f"<ol>{items}</ol></div>")


def _strong(text: str) -> str:
    import re

    return re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", html.escape(text))
