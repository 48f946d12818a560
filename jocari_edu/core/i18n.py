"""Learner-facing sentences, French first and English second.

A :class:`Reason` is a message code with its parameters and both
translations already filled in, so it can travel (inside an exception, to a
widget) and still be shown in either language.
"""

from __future__ import annotations

from dataclasses import dataclass, field

LANGS = ("fr", "en")


def check_lang(lang: str) -> str:
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}: choose 'fr' or 'en'")
    return lang


@dataclass(frozen=True)
class Reason:
    """Why a move is refused, or what a legal move does."""

    code: str
    fr: str
    en: str
    params: dict = field(default_factory=dict, compare=False)

    def text(self, lang: str = "fr") -> str:
        return self.fr if check_lang(lang) == "fr" else self.en

    def __str__(self) -> str:
        return self.fr


class Catalog:
    """A game's message templates: ``code -> (french, english)``.

    Templates use ``str.format`` fields; values given as ``(fr, en)`` tuples
    are translated too (a player's name, for instance).
    """

    def __init__(self, *parents: Catalog, **templates: tuple[str, str]) -> None:
        self.templates: dict[str, tuple[str, str]] = {}
        for parent in parents:
            self.templates.update(parent.templates)
        self.templates.update(templates)

    def __call__(self, code: str, **params) -> Reason:
        fr, en = self.templates[code]
        fr_params = {k: v[0] if isinstance(v, tuple) else v for k, v in params.items()}
        en_params = {k: v[1] if isinstance(v, tuple) else v for k, v in params.items()}
        return Reason(code, fr.format(**fr_params), en.format(**en_params), params)

    def __contains__(self, code: str) -> bool:
        return code in self.templates


COMMON = Catalog(
    must_throw=("Il faut d'abord lancer.", "You must throw first."),
    must_move=(
        "Le lancer est fait : il faut maintenant jouer un coup.",
        "The throw is made: now play a move.",
    ),
    no_throw_now=(
        "Ce n'est pas le moment de lancer : il faut jouer un coup.",
        "This is not the time to throw: a move is due.",
    ),
    no_chance=("Ce jeu ne se joue pas avec des dés.", "This game uses no dice."),
    game_over=("La partie est terminée.", "The game is over."),
    bad_throw=(
        "Le lancer {given} est impossible ; lancers possibles : {possible}.",
        "The throw {given} cannot occur; possible throws: {possible}.",
    ),
    bad_position=("Position invalide : « {text} ».", "Invalid position: '{text}'."),
    wrong_type=(
        "Un coup s'écrit en texte, comme {examples} ; reçu : {given} ({kind}).",
        "A move is written as text, like {examples}; given: {given} ({kind}).",
    ),
    nothing_to_undo=("Il n'y a rien à annuler.", "There is nothing to undo."),
)
