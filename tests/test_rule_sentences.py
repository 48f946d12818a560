"""Every rule sentence a page prints about a Senet reading is what the rule set plays (issue #39).

Also a Doze canes rule of the one-page sheet, and a lesson's count of simulated games, against the code.

Each sentence is data: the page that prints it, the sentence as a reader reads it (emphasis and line
breaks folded), then a position (``Senet.arrange``'s arguments, or a rule set's start), the steps played
from it (a move, or a throw as a number) and what must follow (each side's pawns, the legal moves, the
pawns in hand, the outcome).  The readings block of the Senet history page
(``<!-- jocari-lectures -->``) is checked whole: each of its sentences is a claim here, or one of
:data:`NOT_RULES` (dates and books, which the bibliography's tests check).
"""

from __future__ import annotations

import json
import pathlib
import re
from dataclasses import dataclass, field

import pytest

from jocari_edu import new_game
from jocari_edu.games.doze_canes import DozeCanes
from jocari_edu.games.senet import RULE_SETS, Senet

ROOT = pathlib.Path(__file__).resolve().parents[1]
READINGS = "docs/senet/histoire.md"


@dataclass(frozen=True)
class Claim:
    page: str
    sentence: str
    rule_set: str
    position: dict | None  # Senet.arrange's keywords; None: the rule set's start (seed 1)
    steps: tuple = ()  # moves ("26-28") and throws (2)
    expect: dict = field(default_factory=dict)  # white/black: pawns' squares; legal: moves; hand; winner; kind


CLAIMS = (
    # Bell
    Claim(READINGS, "Chez lui, chaque joueur a dix pions.", "bell", None,
          expect={"white": list(range(1, 21, 2)), "black": list(range(2, 21, 2))}),
    Claim(READINGS, "Un pion atteint par l'adversaire est retiré du plateau.", "bell",
          {"white": [10], "black": [13], "off": (9, 9), "throw": 3}, ("10-13",),
          {"white": [13], "black": []}),
    Claim(READINGS, "Gagne celui qui a fait sortir le plus de pions.", "bell",
          {"white": [29], "black": [], "off": (6, 5), "taken": (3, 5), "throw": 2}, ("29-off",),
          {"winner": 0, "kind": "most_off"}),
    # Kendall
    Claim(READINGS, "Chez Kendall (Kendall 1978, date de son livret de règles ; la base Ludii, qui le cite, "
                    "écrit 1979), chaque joueur a sept pions.", "kendall", None,
          expect={"white": [1, 3, 5, 7, 9, 11, 13], "black": [2, 4, 6, 8, 10, 12, 14]}),
    Claim(READINGS, "D'ordinaire, un pion atteint recule sur la case d'où venait l'attaquant, comme au senet "
                    "« standard » et chez Jéquier.", "kendall",
          {"white": [12], "black": [15], "off": (6, 6), "throw": 3}, ("12-15",),
          {"white": [15], "black": [12]}),
    Claim(READINGS, "D'ordinaire, un pion atteint recule sur la case d'où venait l'attaquant, comme au senet "
                    "« standard » et chez Jéquier.", "standard",
          {"white": [12], "black": [15], "off": (4, 4), "throw": 3}, ("12-15",),
          {"white": [15], "black": [12]}),
    Claim(READINGS, "D'ordinaire, un pion atteint recule sur la case d'où venait l'attaquant, comme au senet "
                    "« standard » et chez Jéquier.", "jequier",
          {"white": [12], "black": [15], "off": (4, 4), "throw": 3}, ("12-15",),
          {"white": [15], "black": [12]}),
    Claim(READINGS, "Mais un pion atteint sur les cases 28 à 30 tombe dans la Maison de l'Eau (case 27).",
          "kendall", {"white": [26], "black": [28], "off": (6, 6), "throw": 2}, ("26-28",),
          {"white": [28], "black": [27]}),
    Claim(READINGS, "Mais un pion atteint sur les cases 28 à 30 tombe dans la Maison de l'Eau (case 27).",
          "kendall", {"white": [26], "black": [30], "off": (6, 6), "throw": 4}, ("26-30",),
          {"white": [30], "black": [27]}),
    Claim(READINGS, "Et quand l'attaquant recule sur lui, le pion atteint avance sur la case que l'attaquant a "
                    "quittée.", "kendall",
          {"white": [20, 23], "black": [25, 26, 17], "off": (5, 4), "throw": 3}, ("20-17",),
          {"white": [17, 23], "black": [20, 25, 26]}),
    # Piccione
    Claim(READINGS, "Chez Piccione (1977), qui a écrit la règle d'un senet du commerce, King Tut's Game, les pions "
                    "entrent un à un sur le plateau, chacun avec un 1.", "piccione",
          {"white": [], "black": [8], "throw": 1}, ("in-1",), {"white": [1], "hand": 4}),
    Claim(READINGS, "Chez Piccione (1977), qui a écrit la règle d'un senet du commerce, King Tut's Game, les pions "
                    "entrent un à un sur le plateau, chacun avec un 1.", "piccione",
          {"white": [5], "black": [8], "throw": 2}, (), {"legal": ["5-6", "5-7"]}),
    Claim(READINGS, "Un lancer peut se partager entre plusieurs pions.", "piccione",
          {"white": [3, 10], "black": [20], "throw": 3}, ("3-4", "10-12"), {"white": [4, 12]}),
    Claim(READINGS, "On ne s'arrête jamais sur une case occupée : personne n'est pris.", "piccione",
          {"white": [3], "black": [5], "throw": 2}, (), {"legal": ["3-4"]}),
    Claim(READINGS, "Un pion peut pourtant être renvoyé : celui qui s'arrête dans la Maison de l'Eau (case 27) "
                    "retourne dans la main de son joueur.", "piccione",
          {"white": [24, 5], "black": [8], "throw": 3}, ("24-27",), {"white": [5], "hand": 4}),
    Claim(READINGS, "Le pion qui vient d'entrer sur la case 1 et ne peut pas bouger au lancer suivant y retourne "
                    "aussi : c'est le coup noté « 1-in », de la case 1 vers la main.", "piccione",
          {"white": [], "black": [2, 3, 4, 5, 6], "throw": 1}, ("in-1", 3),
          {"legal": ["1-in"]}),
    Claim(READINGS, "Le pion qui vient d'entrer sur la case 1 et ne peut pas bouger au lancer suivant y retourne "
                    "aussi : c'est le coup noté « 1-in », de la case 1 vers la main.", "piccione",
          {"white": [], "black": [2, 3, 4, 5, 6], "throw": 1}, ("in-1", 3, "1-in"),
          {"white": [], "hand": 5}),
    # the one-page rules (docs/senet/essentiel.md): leaving the board
    Claim("docs/senet/essentiel.md", "Sortir : depuis la case 27 ou plus loin, avec un lancer qui dépasse la "
                                     "case 30 (depuis 29 : seulement un 3 ; depuis 30 : seulement un 2).",
          "standard", {"white": [27, 29, 30], "black": [1], "off": (2, 4), "throw": 2}, (),
          {"legal": ["30-off"]}),
    Claim("docs/senet/essentiel.md", "Sortir : depuis la case 27 ou plus loin, avec un lancer qui dépasse la "
                                     "case 30 (depuis 29 : seulement un 3 ; depuis 30 : seulement un 2).",
          "standard", {"white": [27, 29, 30], "black": [1], "off": (2, 4), "throw": 4}, (),
          {"legal": ["27-off"]}),
    Claim("docs/senet/essentiel.md", "Sortir : depuis la case 27 ou plus loin, avec un lancer qui dépasse la "
                                     "case 30 (depuis 29 : seulement un 3 ; depuis 30 : seulement un 2).",
          "standard", {"white": [27, 29, 30], "black": [1], "off": (2, 4), "throw": 3}, (),
          {"legal": ["29-off"]}),
)

NOT_RULES = (  # sentences of the readings block that state a date or a book, not a rule
    "R. C. Bell a publié ses règles en 1960, Bell (1960), puis une édition revue en 1969, que Dover a "
    "réimprimée en 1979, Bell (1979, p. 27-28).",
)


def reader_text(markdown: str) -> str:
    """What a reader reads: emphasis, links and line breaks folded."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", markdown)
    text = re.sub(r"\*+", "", text)
    return re.sub(r"\s+", " ", text).strip()


def readings_block() -> str:
    page = (ROOT / READINGS).read_text(encoding="utf-8")
    found = re.search(r"<!-- jocari-lectures -->(.*?)<!-- /jocari-lectures -->", page, re.S)
    assert found, f"{READINGS} has lost its readings block"
    return found.group(1)


def sentences(markdown: str) -> list[str]:
    """The sentences of each list item of ``markdown`` (a period ends one unless after a capital: « R. C. »)."""
    items = re.split(r"^- ", markdown, flags=re.M)
    return [s for item in items if item.strip()
            for s in re.split(r"(?<=[a-zé)»0-9]\.)\s+(?=[A-ZÀ-Ý])", reader_text(item))]


def play(claim: Claim) -> Senet:
    if claim.position is None:
        game = new_game("senet", claim.rule_set, seed=1)
    else:
        game = Senet.arrange(claim.rule_set, **claim.position)
    for step in claim.steps:
        game.roll(step) if isinstance(step, int) else game.play(step)
    return game


@pytest.mark.parametrize("claim", CLAIMS, ids=lambda c: f"{c.rule_set}: {c.sentence[:60]}")
def test_the_page_prints_the_sentence(claim):
    assert claim.sentence in reader_text((ROOT / claim.page).read_text(encoding="utf-8")), claim.page


@pytest.mark.parametrize("claim", CLAIMS, ids=lambda c: f"{c.rule_set}: {c.sentence[:60]}")
def test_the_rule_set_plays_the_sentence(claim):
    game = play(claim)
    want = claim.expect
    if "white" in want:
        assert game.pawns(0) == want["white"]
    if "black" in want:
        assert game.pawns(1) == want["black"]
    if "legal" in want:
        assert sorted(map(str, game.legal_moves())) == sorted(want["legal"])
    if "hand" in want:
        assert RULE_SETS[claim.rule_set].pieces - len(game.pawns(0)) - game.state.borne_off(0) == want["hand"]
    if "winner" in want:
        assert (game.outcome.winner, game.outcome.kind) == (want["winner"], want["kind"])


def test_every_sentence_of_the_readings_block_is_checked():
    claimed = {c.sentence for c in CLAIMS if c.page == READINGS}
    unchecked = [s for s in sentences(readings_block()) if s not in claimed and s not in NOT_RULES]
    assert unchecked == [], "a rule sentence with no position: add a Claim"


def test_doze_canes_one_page_rules_a_die_naming_ones_own_pair_is_lost():
    sentence = "Deux jetons à soi : le point est perdu aussi, car une flèche ne porte jamais plus de deux jetons."
    assert sentence in reader_text((ROOT / "docs/doze-canes/essentiel.md").read_text(encoding="utf-8"))
    game = DozeCanes.arrange(1, white=[6, 6], black=[4], throw=(6, 4))
    assert [str(m) for m in game.legal_moves()] == ["4"]  # the 6 names White's own pair: lost


def test_the_senet_lesson_says_how_many_games_its_code_plays():
    cells = json.loads((ROOT / "notebooks/01_senet.ipynb").read_text(encoding="utf-8"))["cells"]
    code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    games = re.search(r"^PARTIES = (\d+)$", code, re.M).group(1)
    section = re.search(r"## 9\. Simulation.*?(?=\n## |\Z)", text, re.S).group(0)
    assert f"{games} fois par règle" in section
