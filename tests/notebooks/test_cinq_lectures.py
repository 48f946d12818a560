"""The Senet lesson's section « Cinq lectures d'un même plateau » (notebooks/01_senet.ipynb, section 10).

It shows the rules' own table of the five readings (``rule_set_table``), and the
lab's numbers computed for the five.  The lesson is executed once per session,
shared with ``test_notebooks.py``.
"""

import pathlib

import pytest

from jocari_edu.games import senet
from jocari_edu.games.senet import Senet

from .test_notebooks import executed  # noqa: F401  (the fixture: the lessons as the site's build ran them)

pytestmark = pytest.mark.slow

LESSON = pathlib.Path(__file__).resolve().parents[2] / "notebooks" / "01_senet.ipynb"
FIVE = ("standard", "jequier", "kendall", "bell", "piccione")


@pytest.fixture
def section(executed):
    """The executed cells of section 10, up to the next section."""
    cells = executed(LESSON).cells
    start = next(i for i, c in enumerate(cells) if c.source.startswith("## 10. Cinq lectures d'un même plateau"))
    end = next(i for i, c in enumerate(cells) if i > start and c.source.startswith("## ") and not c.source.startswith("## 10."))
    return cells[start:end]


def outputs(cells, kind):
    """The text of every output of ``kind`` ("text/markdown" or "stdout") in ``cells``."""
    found = []
    for cell in cells:
        for out in cell.get("outputs", []):
            if kind == "stdout" and out.output_type == "stream" and out.name == "stdout":
                found.append(out.text)
            elif out.output_type in ("display_data", "execute_result") and kind in out.get("data", {}):
                found.append(out.data[kind])
    return found


def test_the_table_is_the_rules_own_with_the_five_readings(section):
    header, *rows = senet.rule_set_table(lang="fr")
    assert list(header) == ["Règle", *(Senet.RULE_SETS[r].fr for r in FIVE)]
    tables = [t for t in outputs(section, "text/markdown") if t.startswith("| Règle |")]
    assert len(tables) == 1
    lines = tables[0].splitlines()
    assert lines[0] == "| " + " | ".join(header) + " |"
    assert len(lines) == 2 + len(rows) and len(rows) >= 5  # a line per behavioural rule, under the header
    for row, line in zip(rows, lines[2:], strict=True):
        assert line.startswith(f"| {row[0]} |")


def test_nothing_is_missing_and_the_lab_played_the_five(section):
    printed = "\n".join(outputs(section, "stdout"))
    assert "pas encore" not in printed  # the guards for an older package never speak
    lab_header = next(line for line in printed.splitlines() if line.split()[:2] == list(FIVE[:2]))
    assert lab_header.split() == list(FIVE)
    summary = next(t for t in outputs(section, "text/markdown") if t.startswith("|  |"))
    assert summary.splitlines()[0] == "|  | " + " | ".join(Senet.RULE_SETS[r].fr for r in FIVE) + " |"
    assert "Tours sans aucun coup possible" in summary and "Parties gagnées par le premier joueur" in summary
