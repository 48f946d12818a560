"""jocari_edu: exact rules of historical board games, for learning and teaching.

>>> from jocari_edu import new_game
>>> g = new_game("senet", "standard", seed=1)
>>> g.roll(3)
(3,)
>>> g.legal_moves()[:2]
[SenetMove(src=1, dst=4), SenetMove(src=3, dst=6)]
"""

from ._kernels import install as _install

_install()  # JOCARI_KERNELS: the kernels compiled when fresh, or their .py sources (jocari_edu/_kernels.py)

from . import render as _render  # noqa: F401, E402 (hands Game.svg its pictures: the rules import none)
from .core import *  # noqa: F403, E402
from .core import __all__ as _core_all  # noqa: E402
from .games import available, game_class, load_record, new_game  # noqa: E402
from .ipython import install as _in_ipython  # noqa: E402

_in_ipython()  # in a lesson, a refusal of the rules shows as its French sentence alone (jocari_edu/ipython.py)

__version__ = "0.1.0"
__all__ = [*_core_all, "available", "game_class", "load_record", "new_game"]
