"""Every registered game has each layer's objects, each declared by the game's own module of that layer.

One test over :data:`jocari_edu.games.REGISTRY` lists everything a game lacks, so that a new game (or a
layer added to the others) shows at once what is still to write: its rules kernel, rule sets (and the
words of each field they set), choices, texts and position text (``jocari_edu/games/<name>/``), its picture (``render/<name>.py``), its players'
evaluation (``players/<name>.py``), its lesson and its site pages.
"""

import importlib
import pathlib

from jocari_edu.core import Catalog, Choice, Kernel, RuleSet
from jocari_edu.core.i18n import LANGS
from jocari_edu.games import REGISTRY, game_class

ROOT = pathlib.Path(__file__).resolve().parent.parent
PAGES = ("index.md", "histoire.md", "regles.md", "choix.md", "jouer.md", "plateau.md", "fiche.md", "corrige.md",
         "essentiel.md", "seance.md", "sources.md")


def _module(path: str, lacks: list):
    try:
        return importlib.import_module(path)
    except ModuleNotFoundError:
        lacks.append(f"the module {path}")
        return None


def _declares(module, name: str, ok, what: str, lacks: list):
    value = getattr(module, name, None) if module is not None else None
    if module is not None and not ok(value):
        lacks.append(f"{module.__name__}.{name}: {what}")
    return value


def lacking(entry) -> list[str]:
    """What the registered game ``entry`` lacks, one line each (empty: nothing)."""
    lacks: list[str] = []
    cls = game_class(entry.name)
    package = f"jocari_edu.games.{entry.name}"
    # the rules: each layer of the game package in its own module, and the game class reads them from there
    rules = _module(f"{package}.rules", lacks)
    _declares(rules, cls.State.__name__, lambda v: isinstance(v, type) and issubclass(v, Kernel),
              "the rules kernel the game holds", lacks)
    rule_sets = _module(f"{package}.rule_sets", lacks)
    found = _declares(rule_sets, "RULE_SETS", lambda v: isinstance(v, dict) and v and all(
        isinstance(getattr(r, "fr", None), str) and isinstance(getattr(r, "en", None), str) for r in v.values()),
        "the registered rule sets, each named in French and English", lacks)
    _declares(rule_sets, "register", callable, "the one way to add a rule set (core.rule_sets.register)", lacks)
    if found and [(r.name, r.fr, r.en) for r in cls.RULE_SETS.values()] != [(r.name, r.fr, r.en) for r in found.values()]:
        lacks.append(f"{cls.__name__}.RULE_SETS: not the rule sets of {package}.rule_sets")
    if any(not isinstance(r, RuleSet) for r in cls.RULE_SETS.values()):
        lacks.append(f"{cls.__name__}.RULE_SETS: RuleSet records")
    # the words of every field its rule sets set (OPTION_TEXTS: the board's menus and the comparison tables)
    for r in cls.RULE_SETS.values():
        for key, value in cls.rule_values(r.name).items():
            words = cls.OPTION_TEXTS.get(key)
            if words is None or None in (words.value_text(value, lang, cls.rule_values(r.name)) for lang in LANGS):
                lacks.append(f"{cls.__name__}.OPTION_TEXTS[{key!r}]: the words for {value!r} ({r.name})")
    choices = _module(f"{package}.choices", lacks)
    found = _declares(choices, "CHOICES", lambda v: isinstance(v, tuple) and v
                      and all(isinstance(c, Choice) for c in v), "a tuple of Choice", lacks)
    if found is not None and cls.CHOICES is not found:
        lacks.append(f"{cls.__name__}.CHOICES: not {package}.choices.CHOICES")
    texts = _module(f"{package}.texts", lacks)
    found = _declares(texts, "MESSAGES", lambda v: isinstance(v, Catalog), "the game's Catalog", lacks)
    if found is not None and cls.MESSAGES is not found:
        lacks.append(f"{cls.__name__}.MESSAGES: not {package}.texts.MESSAGES")
    _module(f"{package}.position", lacks)
    # the picture, the players' evaluation
    picture = _module(f"jocari_edu.render.{entry.name}", lacks)
    for name in ("draw", "squares_of", "move_between", "moves_at"):
        _declares(picture, name, callable, "the picture's function", lacks)
    players = _module(f"jocari_edu.players.{entry.name}", lacks)
    _declares(players, "EVALUATIONS", lambda v: isinstance(v, dict) and None in v,
              "the evaluations, the level players' under the key None", lacks)
    # the lesson and the site's pages
    lessons = sorted((ROOT / "notebooks").glob(f"0*_{entry.name}.ipynb"))
    if not lessons:
        lacks.append(f"notebooks/0N_{entry.name}.ipynb: the lesson")
    lacks += [f"docs/{entry.slug}/{page}" for page in PAGES if not (ROOT / "docs" / entry.slug / page).exists()]
    return lacks


def test_every_registered_game_has_each_layers_objects_declared_by_its_own_modules():
    missing = {entry.name: lacking(entry) for entry in REGISTRY}
    assert not any(missing.values()), "\n".join(f"{name} lacks {what}" for name, lacks in missing.items()
                                                for what in lacks)


def test_a_game_without_its_picture_is_listed_with_what_it_lacks(monkeypatch):
    entry = REGISTRY[0]
    real = importlib.import_module

    def without_picture(name, *args):
        if name == f"jocari_edu.render.{entry.name}":
            raise ModuleNotFoundError(name)
        return real(name, *args)

    monkeypatch.setattr(importlib, "import_module", without_picture)
    assert lacking(entry) == [f"the module jocari_edu.render.{entry.name}"]



def test_a_rule_set_field_without_its_words_is_listed(monkeypatch):
    senet = next(e for e in REGISTRY if e.name == "senet")
    cls = game_class("senet")
    monkeypatch.setattr(cls, "OPTION_TEXTS", {k: w for k, w in cls.OPTION_TEXTS.items() if k != "blocking"})
    assert lacking(senet) == [f"Senet.OPTION_TEXTS['blocking']: the words for {n} ({name})" for name, n in
                              (("standard", 0), ("jequier", 3), ("kendall", 0), ("bell", 0), ("piccione", 0))]
