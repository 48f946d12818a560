"""SVG pictures of positions, in pure Python (no third-party package).

One drawing code serves the notebook pictures (``_repr_svg_``), the boards
(the widget shows this SVG and reads the ``data-square`` attributes of what was
clicked) and the website's rules pages.

Each game has one picture module, ``render/<game name>.py``, which owns both
the drawing and the mapping between the picture's clickable parts and moves.
Every picture module offers the same functions, keys always strings (the
``data-square`` values the picture writes):

- ``draw(game, *, highlight=(), targets=(), selected=None, numbers=True, lang=None, size=None,
  suggested=(), layout="wide", ...)`` the SVG text; ``highlight``/``targets``/``selected`` are keys (ints are
  read as their text); ``suggested`` the moves of a suggested turn, in order, which the picture
  draws from their squares as arrows or marks (:func:`~jocari_edu.render.svg.hint_layer`): the
  moves come as data from whoever suggests them, the picture decides no rule;
- ``squares_of(game, move) -> (from_key | None, to_key | None)``: the parts a
  move is clicked from and to; ``(None, key)`` for a one-click move (a
  placement, a take, an entry), ``(None, None)`` for a move with no square (a pass);
- ``move_between(game, from_key | None, to_key)``: the move such clicks mean,
  legal or not (None if none), for explaining a refused click;
- ``moves_at(game, key) -> list``: the moves a click on ``key`` would naturally
  start, legal or not; a board explains the first when nothing legal starts there.

Paper is drawn apart, by :mod:`jocari_edu.render.sheet` (``board_sheet``, ``pieces_sheet``):
the boards at playing size in millimetres, for A4, with none of the live picture's state.

The rules reach the pictures only through :func:`draw`, which this package
hands to :data:`jocari_edu.core.game.PICTURES` for :meth:`jocari_edu.core.Game.svg`
(the rules never import a picture); a picture module may import its game's
constants (the arrow points down).
"""

from __future__ import annotations

from importlib import import_module

from ..core.game import PICTURES


def picture_of(game):
    """The picture module of ``game`` (``jocari_edu.render.<game.name>``)."""
    return import_module(f"{__name__}.{game.name}")


def draw(game, *, large: bool = False, **options) -> str:
    """``game``'s position as SVG, drawn by its picture module.

    ``large``: words read from the back of a room (a board's « Mode classe »). The wide drawing then gives way
    to the picture's sideways one (``layout="landscape"``): the same board and legend, laid out for words of
    14-15 units in fewer units than the wide drawing's (Senet 470 wide against 640, La Marelle 340 high against
    552), so that at the size the board takes every word is larger, none runs into another or a piece, and the
    pieces and squares grow with them. A phone's drawing (``layout`` "portrait" or "landscape") is kept.
    """
    if large and options.get("layout", "wide") == "wide":
        options["layout"] = "landscape"
    return picture_of(game).draw(game, **options)


PICTURES[:] = [draw]  # Game.svg draws with this package
