"""Which rules kernels run: their compiled modules when fresh, else their ``.py`` sources (``JOCARI_KERNELS``).

``tools/compile_kernels.py`` builds an extension module beside each ``games/<game>/rules.py`` with mypyc, and
beside it ``rules.sha256``, the digest of the source it was built from.  Python imports an extension before a
source of the same name, so that a rule edited in ``rules.py`` and not rebuilt would silently not run.  A finder
placed first on ``sys.meta_path`` (installed when the package is imported) decides instead, as the environment
variable ``JOCARI_KERNELS`` says:

- ``auto`` (the default): the compiled module where one was built from the very source beside it; else the
  source, and where a compiled module is stale (its source edited since the build), one warning naming the file
  and the command that rebuilds it;
- ``pure``: always the sources (the test command's second pass, the benchmark's pure rows, the browser's Python
  runs them anyway);
- ``compiled``: the compiled modules, an ``ImportError`` where one is missing or stale (the benchmark's compiled
  rows, the test command's whole suite where they were built).

Any other value is refused when the package is imported.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import os
import sys
import warnings

MODES = ("auto", "pure", "compiled")
SOURCE = "rules.py"
DIGEST = "rules.sha256"  # beside the compiled module: the digest of the source it was built from
REBUILD = ".venv/bin/python tools/compile_kernels.py"


class StaleKernelWarning(UserWarning):
    """A compiled kernel older than its source: the source runs until the kernels are rebuilt."""


def mode() -> str:
    """``JOCARI_KERNELS``, checked: ``auto`` when unset."""
    value = os.environ.get("JOCARI_KERNELS", "auto")
    if value not in MODES:
        raise ValueError(f"JOCARI_KERNELS={value!r} : valeur inconnue, choisir auto, pure ou compiled "
                         f"(unknown value: use auto, pure or compiled)")
    return value


def source_digest(path: str) -> str:
    """The digest that ``tools/compile_kernels.py`` writes beside a compiled module: sha256 of the source's bytes."""
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def compiled_module(folder: str) -> str | None:
    """The extension module built beside ``folder``'s ``rules.py`` for this interpreter, if any."""
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        path = os.path.join(folder, "rules" + suffix)
        if os.path.exists(path):
            return path
    return None


def is_fresh(folder: str) -> bool:
    """Was the compiled module beside ``folder``'s ``rules.py`` built from that very source?"""
    try:
        with open(os.path.join(folder, DIGEST)) as f:
            built_from = f.read().strip()
    except OSError:
        return False  # no digest: a build older than this check, which cannot say what it was built from
    return built_from == source_digest(os.path.join(folder, SOURCE))


def kernel_spec(fullname: str, folder: str, chosen: str) -> importlib.machinery.ModuleSpec:
    """The spec the kernel module ``fullname`` (source in ``folder``) is imported from under the mode ``chosen``."""
    source = os.path.join(folder, SOURCE)
    compiled = compiled_module(folder)
    if chosen != "pure" and compiled is not None and is_fresh(folder):
        loader = importlib.machinery.ExtensionFileLoader(fullname, compiled)
        return importlib.util.spec_from_file_location(fullname, compiled, loader=loader)
    if chosen == "compiled":
        why = "n'a pas de module compilé / has no compiled module" if compiled is None else \
            "a changé depuis sa compilation / changed since it was compiled"
        raise ImportError(f"JOCARI_KERNELS=compiled : {source} {why} ; {REBUILD}", name=fullname)
    if compiled is not None and chosen == "auto":
        warnings.warn(f"{source} a changé depuis sa compilation : sa source s'exécute ; recompiler : {REBUILD} "
                      f"({source} changed since it was compiled: its source runs; rebuild: {REBUILD})",
                      StaleKernelWarning, stacklevel=2)
    return importlib.util.spec_from_file_location(fullname, source)


class KernelFinder:
    """Finds ``jocari_edu.games.<game>.rules`` as :func:`kernel_spec` decides."""

    def __init__(self, chosen: str) -> None:
        self.chosen = chosen

    def find_spec(self, fullname, path=None, target=None):
        if fullname.startswith("jocari_edu.games.") and fullname.endswith(".rules") and path:
            folder = list(path)[0]
            if os.path.exists(os.path.join(folder, SOURCE)):
                return kernel_spec(fullname, folder, self.chosen)
        return None


def install() -> None:
    """Put the finder first on ``sys.meta_path`` (once), for the mode ``JOCARI_KERNELS`` names."""
    chosen = mode()
    if not any(isinstance(f, KernelFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, KernelFinder(chosen))
