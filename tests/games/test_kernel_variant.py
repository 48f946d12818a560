"""Each run of the suite plays the kernels it says it plays.

``tools/compile_kernels.py`` may have compiled every ``games/<game>/rules.py`` (the usual run of
``tools/test.sh``); ``JOCARI_KERNELS`` (``jocari_edu/_kernels.py``) then chooses: ``pure`` (the test
command's second pass) takes every kernel from its ``.py`` source although the compiled module still sits
beside it, ``compiled`` the compiled modules, and ``auto`` (unset) a compiled module exactly where one was
built from the source beside it.
"""

import importlib
import os
import pathlib

import pytest

from jocari_edu._kernels import is_fresh
from jocari_edu.games import REGISTRY


@pytest.mark.parametrize("name", [e.name for e in REGISTRY])
def test_each_kernel_runs_compiled_or_pure_as_the_run_asks(name):
    module = importlib.import_module(f"jocari_edu.games.{name}.rules")
    folder = pathlib.Path(module.__file__).parent
    built = sorted(f.name for f in folder.glob("rules.*.so"))
    mode = os.environ.get("JOCARI_KERNELS", "auto")
    if mode == "pure":
        assert module.__file__.endswith("rules.py"), (module.__file__, built)
    elif mode == "compiled":
        assert module.__file__.endswith(".so"), (module.__file__, built)
    else:
        assert module.__file__.endswith(".so") == (bool(built) and is_fresh(str(folder))), (module.__file__, built)
    # the kernel class the games use is the one of that module
    state = importlib.import_module("jocari_edu.games").new_state(name)
    assert type(state).__module__ == module.__name__ and type(state) is getattr(module, type(state).__name__)
