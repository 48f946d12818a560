"""The teacher's guide matches the screen: every control it names is one the board shows.

The guide (``notebooks/06_guide_enseignant.ipynb``) names the board's controls
in « … » after the word that says what they are (« le bouton « Lancer » »,
« la case à cocher « Numéros » », « le menu « Adversaire » », « l'entrée
« ordinateur (débutant) » »).  Each must be a label of the board as its
controller describes it to the page (``BoardController.view()``: board.js writes
these labels and nothing else), and an opponent named must be one the menu
offers.  Its JupyterLab menu paths (« Affichage ▸ Apparence ▸ … ») are walked
in the French JupyterLab by tests/browser/test_jupyterlab_french.py.
"""

import json
import pathlib
import re
import sys

from jocari_edu import new_game
from jocari_edu.players import LEVELS
from jocari_edu.widgets.controller import BoardController
from tests import SLUGS

GAMES = list(SLUGS)  # every registered game, in the registry's order

ROOT = pathlib.Path(__file__).resolve().parents[1]
GUIDE = ROOT / "notebooks" / "06_guide_enseignant.ipynb"
BOARD_JS = ROOT / "jocari_edu" / "widgets" / "board.js"
# a named control: the word for its kind, then its name in « … »
NAMED = re.compile(r"\b(bouton|boutons|menu|case à cocher|entrée|les|des)\s+«\s*([^»▸]+?)\s*»")
KINDS = {"bouton", "boutons", "menu", "case à cocher", "entrée"}
# what the guide names today, kept here so that the extraction above cannot silently find nothing
EXPECTED = {"Lancer", "Numéros", "Mode classe", "Réglages", "Adversaire", "ordinateur (débutant)",
            "ordinateur (moyen)", "Imprimer", "Enregistrer", "Charger", "Analyse", "Fermer l'analyse"}


def guide_text() -> str:
    cells = json.loads(GUIDE.read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")


def named_controls(text: str) -> set[str]:
    found = set()
    for kind, name in NAMED.findall(" ".join(text.split())):
        if kind in KINDS or name == "Réglages":
            found.add(name)
    return found


def board_texts() -> set[str]:
    """Every control text the boards of the four games show (buttons, boxes, menus and their entries)."""
    opponents = {"human", "random", "greedy", *LEVELS}
    shown = set()
    for name in GAMES:
        view = BoardController(new_game(name, seed=1)).view()
        labels = view["labels"]
        shown |= {text for key, text in labels.items() if key not in opponents}
        shown |= {labels[o] for o in view["opponents"]}  # the opponent menu offers these, and only these
    return shown


def test_the_guide_names_only_controls_the_board_shows():
    named = named_controls(guide_text())
    assert named == EXPECTED, named
    site = {"Imprimer"}  # the site's print button, tools/history_hooks.py
    missing = sorted(n for n in named - site if n not in board_texts())
    assert missing == [], f"the guide names controls the board does not show: {missing}"
    sys.path.insert(0, str(ROOT / "tools"))
    import history_hooks

    assert 'onclick="window.print()">Imprimer</button>' in history_hooks.PRINT_BUTTON.format(history_hooks.PRINT["fr"])


def test_a_control_the_menu_does_not_offer_is_caught():
    assert "ordinateur (glouton)" not in board_texts()  # offered only while an older opponent plays
    assert named_controls("le menu « Adversaire », entrée « ordinateur (glouton) »") == {
        "Adversaire", "ordinateur (glouton)"}


def test_the_guide_says_where_the_numbers_and_the_classroom_mode_are():
    text = " ".join(guide_text().split())
    for control in ("Numéros", "Mode classe"):
        sentences = [s for s in re.split(r"(?<=[.!?])\s", text) if f"« {control} »" in s]
        assert sentences and all("« Réglages »" in s for s in sentences), sentences
    assert "en haut du plateau" not in text
    # and the board puts them there: its settings panel (« Réglages ») holds both boxes and the opponent menu
    js = BOARD_JS.read_text(encoding="utf-8")
    toolbar = re.search(r"const toolbar = h\([^;]*\);", js, re.S).group(0)
    assert all(part in toolbar for part in ("numbersLabel", "classroomLabel", "opponent"))
    assert re.search(r'h\("details", \{ class: "jw-settings" \}, settingsTitle, toolbar\)', js)


def menu_paths(text: str) -> list[list[str]]:
    """The JupyterLab menu paths the guide cites, « Affichage ▸ Apparence ▸ Mode Présentation »."""
    paths = re.findall(r"«\s*([^»]*▸[^»]*?)\s*»", " ".join(text.split()))
    return [[part.strip() for part in path.split("▸")] for path in paths]


def test_the_guide_cites_jupyterlabs_menus_in_french():
    paths = menu_paths(guide_text())
    assert ["Exécution", "Exécuter toutes les cellules"] in paths
    assert all(path[0] in ("Fichier", "Édition", "Affichage", "Exécution", "Noyau") for path in paths), paths
    english = re.findall(r"\b(Run All Cells|View ▸|Run ▸|Appearance|Presentation Mode|Collapse All)\b", guide_text())
    assert english == []
