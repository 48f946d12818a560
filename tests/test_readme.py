"""The README's first-game example runs as written and does what its comments say."""

import pathlib
import re

README = pathlib.Path(__file__).resolve().parents[1] / "README.md"


def test_first_game_example_runs_and_replays():
    text = README.read_text(encoding="utf-8")
    section = text[text.index("## A first game"):]
    code = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    namespace: dict = {}
    exec(compile(code, "README.md", "exec"), namespace)  # noqa: S102 - our own documentation
    g, again = namespace["g"], namespace["again"]
    assert g.moves_notation()[-1] == "10-11"
    assert g.explain("8-9") == "Il faut d'abord lancer."  # after 10-11 (a 1), the player throws again
    assert again.history == g.history and again.position() == g.position()
