"""``JOCARI_KERNELS=pure``: the rules kernels from their ``.py`` sources, even where compiled ones sit beside them.

``tools/compile_kernels.py`` builds an extension module beside each ``games/<game>/rules.py``, and Python
imports an extension before a source of the same name.  With ``JOCARI_KERNELS=pure`` in the environment
when the package is first imported, a finder placed first on ``sys.meta_path`` loads those modules from
their sources instead: the test command's second pass (``tools/test.sh``) and the benchmark's pure rows
run the very same files uncompiled, with nothing removed or rebuilt.
"""

from __future__ import annotations

import importlib.util
import os
import sys


class PureRules:
    """Finds ``jocari_edu.games.<game>.rules`` as its source file."""

    @staticmethod
    def find_spec(fullname, path=None, target=None):
        if fullname.startswith("jocari_edu.games.") and fullname.endswith(".rules") and path:
            source = os.path.join(list(path)[0], "rules.py")
            if os.path.exists(source):
                return importlib.util.spec_from_file_location(fullname, source)
        return None


def install() -> None:
    if PureRules not in sys.meta_path:
        sys.meta_path.insert(0, PureRules)
