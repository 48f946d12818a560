"""MkDocs hooks: the « Exercices » page of each game — the shipped puzzles by theme and difficulty (issue #41).

``<!-- jocari-exercices senet -->`` in ``docs/<game>/exercices.md`` (and its ``.en.md``) becomes
(``on_page_markdown``):

- the **sets**: per rule set with a shipped collection (``jocari_edu/data/puzzles``), one set per theme and
  difficulty (:func:`jocari_edu.analysis.puzzles.puzzle_sets`: a puzzle with two themes is in both), each a
  link ``#serie=<rule set>/<theme>/<difficulty>`` (:attr:`PuzzleSet.slug`) with its count and, once the page's
  script has read this browser's progress, « 3 / 10 résolus »;
- the **set** the link names (filled by ``docs/assets/exercices.js``): its puzzles one after another on a live
  exercise board, « Précédent » / « Suivant », the progress; printed, each puzzle's still picture and question,
  then a key page with each answer and why;
- the page's data: each set's puzzles by their stable name (the puzzle's ``id``,
  :func:`~jocari_edu.analysis.puzzles.puzzle_id`: a digest of position and answer, never its place: the
  progress survives a collection made again) and the sentences
  the script says (:data:`TEXT`, French first), among them what a malformed or unknown link gets.

Doze canes has no choice that matters: its marker becomes the one sentence saying so (the collection's note).

``on_files`` adds, per edition, ``exercices/<game>/<name>.json`` for each puzzle: the live board's place
(``live_hooks``' placeholder: the still picture, and what Python needs to play it), its question and its key.
The page's script fetches a set's files when the set is opened (the offline cache keeps them with the page).
Nothing here decides a rule: the answers' words are the rules' (``Exercise.solution_text``).
"""

from __future__ import annotations

import html
import json
import pathlib
import posixpath
import re
import sys

from mkdocs.plugins import event_priority

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import i18n_hooks  # noqa: E402
import live_hooks  # noqa: E402
import typography_hooks  # noqa: E402

from jocari_edu.core import Catalog  # noqa: E402
from jocari_edu.core.i18n import number  # noqa: E402
from jocari_edu.games import REGISTRY  # noqa: E402

MARKER = re.compile(r"<!-- jocari-exercices ([\w-]+) -->")
SCRIPT = "assets/exercices.js"
DATA = "exercices"  # the puzzles' files: exercices/<game slug>/<stable name>.json, in each edition's folder
GAMES = {e.slug: e.name for e in REGISTRY}  # site slug -> the rules package's name

TEXT = Catalog(
    count=("{n:# problème|# problèmes}", "{n:# puzzle|# puzzles}"),
    progress=("{solved} / {total} résolus", "{solved} / {total} solved"),
    back=("← Toutes les séries", "← All the sets"),
    print=("Imprimer la série et son corrigé", "Print the set and its answer key"),
    which=("Problème {n} sur {total}", "Puzzle {n} of {total}"),
    solved=("résolu", "solved"),
    tried=("essayé, pas encore résolu", "tried, not solved yet"),
    new=("pas encore essayé", "not tried yet"),
    previous=("Précédent", "Previous"),
    next=("Suivant", "Next"),
    key=("Corrigé", "Answer key"),
    sheet=("Nom : ………………………… Classe : ………… Date : …………", "Name: ………………………… Class: ………… Date: …………"),
    loading=("Chargement du problème…", "Loading the puzzle…"),
    unloaded=("Ce problème n'a pas pu être chargé (hors ligne, et pas encore gardé sur cet appareil).",
              "This puzzle could not be loaded (offline, and not kept on this device yet)."),
    malformed=("Ce lien de série est mal formé (« {given} ») : il s'écrit #serie=règle/thème/difficulté, "
               "par exemple #serie={example}. Rien n'a changé : choisissez une série ci-dessous.",
               "This set link is malformed ('{given}'): it is written #serie=rules/theme/difficulty, "
               "for example #serie={example}. Nothing has changed: choose a set below."),
    unknown=("Ce lien ne désigne aucune série de cette page (« {given} ») : la règle, le thème ou la difficulté "
             "n'existent pas ici. Rien n'a changé : choisissez une série ci-dessous.",
             "This link names no set of this page ('{given}'): its rules, theme or difficulty do not exist "
             "here. Nothing has changed: choose a set below."),
    none_held=("Ce jeu n'a pas encore d'exercices : chaque position candidate tirée des parties a été rejouée, et "
               "aucun meilleur coup n'y a gardé une avance assez sûre pour en faire un problème.",
               "This game has no puzzles yet: each candidate position drawn from games was played out, and no best "
               "move kept a lead sure enough to make a puzzle of it."),
    question=("{player} joue. Jouez le coup qui gagne le plus de chances.",
              "{player} to play. Play the move that wins the most chances."),
    answer=("Réponse : {moves}.", "Answer: {moves}."),
    lead=("Ce coup garde {margin} points de chances de plus que le meilleur des autres ({checked} un lancer plus "
          "loin).", "This move keeps {margin} points of chance more than the best of the others ({checked} one "
          "throw further)."),
    played=("Joué jusqu'au bout {games} fois après chacun des coups les plus proches (les mêmes lancers pour chacun), "
            "ce coup a fait au moins {lead} points de mieux sur 100.",
            "Played out {games} times after each of the nearest moves (the same throws for each), this move did "
            "at least {lead} points better out of 100."),
    themes=("Thèmes : {names}.", "Themes: {names}."),
    none=("Ce jeu n'a pas d'exercices, car aucun choix n'y change les chances : quelle que soit la maison choisie ou "
          "le dé entré d'abord, les chances exactes de gagner restent les mêmes, il n'y a donc pas de bon coup à trouver.",
          "This game has no puzzles, because no choice changes the chances: whatever house is chosen or die entered "
          "first, the exact chances of winning stay the same, so there is no good move to find."),
)


def say(code: str, lang: str, **params) -> str:
    return TEXT(code, **params).text(lang)


def typeset(text: str, lang: str) -> str:
    """What the page's script writes, typeset as the build typesets the page (its data is left as written)."""
    return typography_hooks.french(text) if lang == "fr" else typography_hooks.english(text)


def _collections(game: str):
    from jocari_edu.analysis.puzzles import load_collection, shipped_rule_sets

    return [load_collection(game, r) for r in shipped_rule_sets(game)]


def sets_of(game: str) -> dict:
    """Every set of ``game``'s shipped collections: ``{slug: PuzzleSet}``, rule set by rule set (the game's
    order), then theme (the game's order) and difficulty (easiest first)."""
    from jocari_edu.analysis.puzzles import puzzle_sets

    return {s.slug: s for c in _collections(game) for s in puzzle_sets(c)}


def _set_title(s, lang: str) -> str:
    theme = s.theme_name(lang)
    return f"{theme[:1].upper()}{theme[1:]} · {s.difficulty_name(lang)}"


def page_data(game: str, lang: str = "fr") -> dict:
    """What the page's script needs: each set's title, rule set and puzzles (stable names, in order), the
    sentences it says, and an example link."""
    sets = sets_of(game)
    texts = {code: say(code, lang) for code in ("back", "print", "solved", "tried", "new", "previous", "next", "key",
                                                "loading", "unloaded")}
    texts.update({code: TEXT.templates[code][0 if lang == "fr" else 1]
                  for code in ("progress", "which", "malformed", "unknown")})
    return {
        "game": game,
        "example": next(iter(sets), ""),
        "texts": {code: typeset(text, lang) for code, text in texts.items()},
        "sets": {slug: {"title": typeset(_set_title(s, lang), lang), "rules": s.collection.rule_set,
                        "puzzles": [p.id for p in s.puzzles]} for slug, s in sets.items()},
    }


def set_list(slug: str, lang: str = "fr") -> str:
    """The page's HTML: the sets by rule set (links), the set's place, the data for the script."""
    from jocari_edu.games import game_class

    game = GAMES[slug]
    if not any(c.puzzles for c in _collections(game)):
        from jocari_edu.analysis.puzzles import has_choices

        why = "none" if not has_choices(game) else "none_held"  # Doze canes; or no candidate held up when played out
        return f'<p class="jocari-ex-none">{html.escape(say(why, lang))}</p>'
    rule_sets = game_class(game).RULE_SETS
    sets = sets_of(game)
    parts = []
    for rules in dict.fromkeys(s.collection.rule_set for s in sets.values()):
        name = rule_sets[rules].fr if lang == "fr" else rule_sets[rules].en
        items = "".join(
            f'<li><a class="jocari-ex-set-link" href="#serie={html.escape(key)}" data-set="{html.escape(key)}">'
            f'<span class="jocari-ex-set-title">{html.escape(_set_title(s, lang))}</span> '
            f'<span class="jocari-ex-count">{html.escape(say("count", lang, n=len(s)))}</span> '
            f'<span class="jocari-ex-progress" data-progress></span></a></li>'
            for key, s in sets.items() if s.collection.rule_set == rules)
        parts.append(f'<section class="jocari-ex-rules"><h2 id="regles-{rules}">{html.escape(name)}</h2>'
                     f'<ul class="jocari-ex-sets">{items}</ul></section>')
    data = json.dumps(page_data(game, lang), ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    t = {code: html.escape(say(code, lang)) for code in ("back", "print", "previous", "next", "key", "sheet")}
    return (
        f'<div class="jocari-exercices" data-base="../{DATA}/{slug}/" lang="{lang}" markdown="0">'
        '<p class="jocari-ex-error admonition warning" role="alert" hidden></p>'
        f'<div class="jocari-ex-list">{"".join(parts)}</div>'
        '<section class="jocari-ex-set" hidden>'
        f'<p class="jocari-ex-tools"><a class="jocari-ex-back md-button" href="#">{t["back"]}</a> '
        f'<button type="button" class="jocari-ex-print md-button">{t["print"]}</button></p>'
        '<h2 class="jocari-ex-title"></h2>'
        '<p class="jocari-ex-set-progress" role="status"></p>'
        '<div class="jocari-ex-player">'
        '<p class="jocari-ex-which"><span class="jocari-ex-number"></span> · <span class="jocari-ex-state"></span></p>'
        '<p class="jocari-ex-question"></p>'
        '<div class="jocari-ex-board"></div>'
        f'<p class="jocari-ex-steps"><button type="button" class="jocari-ex-previous md-button">{t["previous"]}</button> '
        f'<button type="button" class="jocari-ex-next md-button md-button--primary">{t["next"]}</button></p>'
        '</div>'
        f'<div class="jocari-ex-sheet"><p class="jocari-ex-name">{t["sheet"]}</p><ol class="jocari-ex-questions"></ol></div>'
        f'<div class="jocari-ex-key"><h2>{t["key"]} : <span class="jocari-ex-key-title"></span></h2>'
        '<ol class="jocari-ex-answers"></ol></div>'
        '</section>'
        f'<script type="application/json" class="jocari-ex-data">{data}</script>'
        '</div>'
    )


# -- each puzzle's file: its board, its question, its key ----------------------------------------------------


def puzzle_file(collection, puzzle, page_dir: str, lang: str = "fr", prefix: str = "") -> dict:
    """One puzzle as the page's script takes it: the live board's place (its still picture inside), the question
    and the key (the answer and why, in the rules' words)."""
    from jocari_edu.analysis.exercise import Exercise
    from jocari_edu.analysis.puzzles import puzzle_game

    game = puzzle_game(collection, puzzle)
    player = game.player_name(game.to_play, lang)
    exercise = Exercise.from_puzzle(collection, puzzle)
    exercise.game.lang, exercise.key = lang, puzzle.id
    board = live_hooks.exercise_placeholder(exercise, page_dir, lang, prefix)
    # the picture once, not twice: the spec's copy is left out, and the page's script puts the still one back
    svg = re.search(r'<div class="jw-stage">(.*?)</div></div><div class="jocari-share"', board, re.S).group(1)
    board = board.replace(json.dumps(svg, ensure_ascii=False)[1:-1].replace("</", "<\\/"), "", 1)
    solution = Exercise.from_puzzle(collection, puzzle).solution_text(lang)
    names = puzzle.theme_names(collection.game, lang)
    if puzzle.replication:  # what the second play-out check found: the answer's smallest lead over its rivals
        lead = min(r["mean"] for r in puzzle.replication["rivals"])
        why = say("played", lang, games=puzzle.replication["games"], lead=number(lead, lang, 0))
    else:
        why = say("lead", lang, margin=number(puzzle.margin, lang, 1), checked=number(puzzle.checked, lang, 1))
    key = [solution, why]
    if names:
        key.append(say("themes", lang, names=", ".join(names)))
    return {"board": board, "question": typeset(say("question", lang, player=player), lang),
            "answer": " ".join(puzzle.answer), "key": typeset(" ".join(key), lang)}


@event_priority(-110)  # after the i18n plugin's on_files, which takes only the files of docs/
def on_files(files, config):
    from mkdocs.structure.files import File

    prefix, lang = i18n_hooks.site_prefix(config), i18n_hooks.build_language(config)
    for slug, game in GAMES.items():
        for collection in _collections(game):
            for puzzle in collection.puzzles:
                data = puzzle_file(collection, puzzle, f"{prefix}{slug}", lang, prefix)
                files.append(File.generated(config, f"{prefix}{DATA}/{slug}/{puzzle.id}.json",
                                            content=json.dumps(data, ensure_ascii=False, separators=(",", ":"))))
    return files


def on_page_markdown(markdown, page, config, files):
    lang = i18n_hooks.page_language(page, config)

    def replace(match):
        if match.group(1) not in GAMES:
            raise ValueError(f"{page.file.src_uri}: unknown game {match.group(1)!r} in {match.group(0)}")
        return set_list(match.group(1), lang)
    return MARKER.sub(replace, markdown)


def on_post_page(output, page, config):
    """The page's script, where the page has sets."""
    if 'class="jocari-exercices"' not in output:
        return output
    src = posixpath.relpath(SCRIPT, posixpath.dirname(page.file.dest_uri) or ".")  # shared: at the site's root
    return output.replace("</body>", f'<script src="{src}"></script></body>', 1)
