"""In a lesson (IPython: JupyterLab, a notebook, the IPython console), a refusal shows as its sentence alone.

A :class:`~jocari_edu.core.JocariError` is the rules (or the record reader) answering the learner: a move the
rules refuse, a throw the sticks cannot show, a file that is no record.  In a lesson that sentence is the
answer, so IPython shows it alone, in the cell's error output, instead of a traceback (English « Traceback »,
the package's paths and source lines, the sentence at the bottom).  Any other exception keeps IPython's whole
traceback: that one is a bug to report.

Installed once, by ``import jocari_edu`` inside IPython (:func:`install`), through IPython's own
``set_custom_exc``; a script, the command line and the tests see ordinary exceptions.  A handler the user set
already is left alone.
"""

from __future__ import annotations

import sys

from .core.errors import JocariError


class Said(Exception):
    """What IPython shows of a JocariError: its sentence, through IPython's own protocol for an exception that
    renders its traceback itself (``_render_traceback_``)."""

    def _render_traceback_(self) -> list[str]:
        return [str(self)]


def sentence(shell, etype, value, tb, tb_offset=None) -> None:
    """The error output of a cell that raised a JocariError: its sentence, in the language it was raised in
    (an error output still: Run All stops there)."""
    shell.showtraceback((etype, Said(str(value)), tb), tb_offset=tb_offset)


def install(shell=None) -> bool:
    """Show JocariErrors as their sentence in ``shell`` (by default the running IPython, if any).

    True when installed; False outside IPython, or when the shell already has a handler of its own."""
    if shell is None:
        ipython = sys.modules.get("IPython")  # never imported here: only an IPython already running counts
        shell = ipython.get_ipython() if ipython is not None and hasattr(ipython, "get_ipython") else None
    if shell is None or not hasattr(shell, "set_custom_exc"):
        return False
    if shell.custom_exceptions not in ((), (JocariError,)):
        return False
    shell.set_custom_exc((JocariError,), sentence)
    return True
