"""Each run of the suite plays the kernels it says it plays.

``tools/compile_kernels.py`` may have compiled every ``games/<game>/rules.py`` (the usual run of
``tools/test.sh``); the test command's second pass sets ``JOCARI_KERNELS=pure``, and then every kernel
must come from its ``.py`` source, although the compiled module still sits beside it.  Without the
variable, a kernel is compiled exactly where a compiled module was built.
"""

import importlib
import os
import pathlib

import pytest

from jocari_edu.games import REGISTRY


@pytest.mark.parametrize("name", [e.name for e in REGISTRY])
def test_each_kernel_runs_compiled_or_pure_as_the_run_asks(name):
    module = importlib.import_module(f"jocari_edu.games.{name}.rules")
    folder = pathlib.Path(module.__file__).parent
    built = sorted(f.name for f in folder.glob("rules.*.so"))
    if os.environ.get("JOCARI_KERNELS") == "pure":
        assert module.__file__.endswith("rules.py"), (module.__file__, built)
    else:
        assert module.__file__.endswith(".so") == bool(built), (module.__file__, built)
    # the kernel class the games use is the one of that module
    state = importlib.import_module("jocari_edu.games").new_state(name)
    assert type(state).__module__ == module.__name__ and type(state) is getattr(module, type(state).__name__)
