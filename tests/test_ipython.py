"""In a lesson (IPython), a refusal of the rules shows as its French sentence alone (#38), and no message of the
record reader carries a parser's English or Python's words."""

import json
import subprocess
import sys

import pytest
from IPython.core.interactiveshell import InteractiveShell

from jocari_edu import JocariError, load_record, new_game
from jocari_edu.core.errors import IllegalMoveError
from jocari_edu.ipython import install

LESSON = """
import json, sys
from IPython.core.interactiveshell import InteractiveShell
shell = InteractiveShell.instance()
shell.run_cell("import jocari_edu")  # a lesson's first cell
print("-- cut --")
result = shell.run_cell("g = jocari_edu.new_game('senet', seed=1); g.roll(9)")
print("-- cut --")
other = shell.run_cell("1 / 0")
print("-- cut --")
print(json.dumps([type(result.error_in_exec).__name__, type(other.error_in_exec).__name__]))
"""


def test_a_lesson_shows_a_refusal_as_its_sentence_alone_and_a_bug_with_its_traceback():
    out = subprocess.run([sys.executable, "-c", LESSON], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    _, refusal, bug, errors = out.stdout.split("-- cut --\n")
    with pytest.raises(JocariError) as raised:
        new_game("senet", seed=1).roll(9)
    assert refusal.strip() == raised.value.text("fr")  # the sentence, nothing else
    assert "Traceback" in bug and "ZeroDivisionError" in bug  # a bug keeps IPython's whole traceback
    assert json.loads(errors) == ["InvalidThrowError", "ZeroDivisionError"]  # the cell failed: Run All stops there


def test_the_sentence_is_the_cells_error_output_in_the_language_raised(capsys):
    shell = InteractiveShell()
    assert install(shell)
    shell.user_ns["Error"] = IllegalMoveError
    shell.run_cell("raise Error('Ce pion ne peut pas aller là.')")
    assert capsys.readouterr().out.strip() == "Ce pion ne peut pas aller là."


def test_a_handler_of_the_users_own_is_left_alone():
    shell = InteractiveShell()
    mine = lambda *args, **kw: ["mine"]  # noqa: E731
    shell.set_custom_exc((ZeroDivisionError,), mine)
    assert not install(shell)
    assert shell.custom_exceptions == (ZeroDivisionError,)


def test_outside_ipython_nothing_is_installed():
    if InteractiveShell.initialized():
        pytest.skip("an IPython runs this process")
    assert install(None) is False


RECORD = json.loads(new_game("senet", seed=1).to_json())
BROKEN = ["", "   ", "{", '{"a": "b', "[1,", "nan", '{"a" 1}', '{"a":1,}', "[1] x", "é", '"x', "{}", "[]", "null",
          '{"format": null}', '{"format": "autre"}',
          *(json.dumps(dict(RECORD, **{key: value})) for key, value in
            [("version", None), ("version", True), ("seed", None), ("rule_set", None), ("game", None),
             ("events", None), ("options", False), ("length", None), ("events", [None]), ("events", [{"move": None}]),
             ("events", [{"throw": None}]), ("events", [{"throw": [1], "by": None}])])]
ENGLISH = ("Expecting", "Unterminated", "delimiter", "line ", "column", "None", "True", "False", "format None",
           "Traceback", "Error")


@pytest.mark.parametrize("text", BROKEN)
def test_a_record_that_cannot_be_read_says_why_in_french_words_only(text):
    with pytest.raises(JocariError) as refused:
        load_record(text)
    said = refused.value.text("fr")
    assert not [word for word in ENGLISH if word in said], said
