"""Pages that list a game's rule sets take them from the registry, so that none is forgotten.

``<!-- jocari-rule-sets senet -->`` (``tools/site_hooks.py``) prints every rule set
of the game by its French name; the Senet pages that name the reconstructions use it
instead of a hand-written list.
"""

import pathlib
import re
import sys

from jocari_edu import game_class

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import site_hooks  # noqa: E402


def listed(game: str) -> str:
    return site_hooks.RULE_SET_NAMES.sub(site_hooks._rule_set_names, f"<!-- jocari-rule-sets {game} -->")


def test_the_list_names_every_rule_set_in_bold_in_the_registry_order():
    names = [rs.fr for rs in game_class("senet").RULE_SETS.values()]
    text = listed("senet")
    assert re.findall(r"\*\*(.+?)\*\*", text) == names
    assert text.endswith(f" ou **{names[-1]}**") and "<!--" not in text


def test_a_game_with_one_rule_set_is_named_alone():
    (only,) = game_class("doze_canes").RULE_SETS.values()
    assert listed("doze_canes") == f"**{only.fr}**"


def test_the_senet_pages_list_the_reconstructions_from_the_registry():
    for page in ("jouer.md", "regles.md", "index.md"):
        text = (ROOT / "docs" / "senet" / page).read_text(encoding="utf-8")
        assert "<!-- jocari-rule-sets senet -->" in text, page
        assert "**Senet standard** ou **Senet de Jéquier**" not in text, f"{page}: a list written by hand"
