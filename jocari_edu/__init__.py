"""jocari_edu: exact rules of historical board games, for learning and teaching.

>>> from jocari_edu import new_game
>>> g = new_game("senet", "standard", seed=1)
>>> g.roll(3)
(3,)
>>> g.legal_moves()[:2]
[SenetMove(src=1, dst=4), SenetMove(src=3, dst=6)]
"""

import os as _os

if _os.environ.get("JOCARI_KERNELS") == "pure":  # the kernels' .py sources, not their compiled modules
    from ._pure_kernels import install as _install

    _install()

from . import render as _render  # noqa: F401, E402 (hands Game.svg its pictures: the rules import none)
from .core import *  # noqa: F403
from .core import __all__ as _core_all
from .games import available, game_class, load_record, new_game

__version__ = "0.1.0"
__all__ = [*_core_all, "available", "game_class", "load_record", "new_game"]
