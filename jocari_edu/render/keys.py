"""The mapping between clickable parts of a picture and moves, read from the notation.

Most pictures name their clickable parts (``data-square``) by the notation's
own squares, so a move ``a-b`` is clicked from ``a`` to ``b``, and a one-click
move ``b`` or ``xb`` on ``b``.  A picture module whose keys differ writes its
own ``squares_of``/``move_between``/``moves_at`` (see :mod:`jocari_edu.render`).
"""

from __future__ import annotations

from ..core import NotationError


def keys(values) -> set[str]:
    """Squares given to a drawing (ints or texts) as ``data-square`` keys."""
    return {str(v) for v in values}


def key(value) -> str | None:
    return None if value is None else str(value)


def squares_of(game, move) -> tuple[str | None, str | None]:
    """The keys a move goes from and to: ``a-b``, ``xb`` or ``b``; a pass has none."""
    if game.is_pass(move):
        return None, None
    text = str(move)
    if "-" in text:
        src, dst = text.split("-", 1)
        return src, dst
    return None, text.removeprefix("x")


def move_between(game, src: str | None, dst: str):
    """The move a click from ``src`` (None: a one-click move) to ``dst`` means, legal or not."""
    try:
        return game.parse_move(f"{src}-{dst}" if src else dst)
    except NotationError:
        return None


def moves_at(game, square: str) -> list:
    """The square tried as a one-click move."""
    move = move_between(game, None, square)
    return [move] if move is not None else []
