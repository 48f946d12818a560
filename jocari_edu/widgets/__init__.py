"""Interactive boards for JupyterLab (anywidget), over the game protocol.

``Board(game)`` needs the ``jupyter`` extra (anywidget, ipywidgets); the
click logic itself lives in :mod:`jocari_edu.widgets.controller`, which has no
third-party dependency.
"""


def __getattr__(name):
    if name == "Board":
        from .board import Board

        return Board
    raise AttributeError(name)


__all__ = ["Board"]
