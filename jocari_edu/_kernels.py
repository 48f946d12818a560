"""Which rules kernels run: their compiled modules when fresh, else their ``.py`` sources (``JOCARI_KERNELS``).

A game's kernel is ``games/<game>/rules.py`` and the modules it is split into, ``rules_*.py`` beside it (Senet's
and Jacquet's tables, ``rules_tables.py``): one *group*.  ``tools/compile_kernels.py`` compiles each group with
mypyc as one unit (its modules call each other natively), an extension module beside each source, and writes
``rules.sha256``, the digest of every source of the group as they were built (:func:`group_digest`).  Python
imports an extension before a source of the same name, so that a rule edited and not rebuilt would silently not
run.  A finder placed first on ``sys.meta_path`` (installed when the package is imported) decides instead, for
the whole group at once, as the environment variable ``JOCARI_KERNELS`` says:

- ``auto`` (the default): the compiled modules where the group was built from the very sources beside them;
  else every module of the group from its source, and where a build is stale (any of its sources edited since),
  one warning naming the files and the command that rebuilds them;
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
SOURCE = "rules.py"  # a game's kernel, the module the game holds; rules_*.py beside it are its other modules
DIGEST = "rules.sha256"  # beside the compiled modules: the digest of the group's sources they were built from
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


def group_sources(folder: str) -> list[str]:
    """The kernel's modules in ``folder``: ``rules.py`` first, then the ``rules_*.py`` it is split into."""
    split = sorted(n for n in os.listdir(folder) if n.startswith("rules_") and n.endswith(".py"))
    return [SOURCE, *split] if os.path.exists(os.path.join(folder, SOURCE)) else split


def group_digest(folder: str) -> str:
    """The digest of a kernel's group, as ``tools/compile_kernels.py`` writes it in ``rules.sha256``: every
    source's name and digest, in :func:`group_sources`' order (a file added, removed or edited changes it)."""
    h = hashlib.sha256()
    for name in group_sources(folder):
        h.update(f"{name} {source_digest(os.path.join(folder, name))}\n".encode())
    return h.hexdigest()


def compiled_module(folder: str, name: str = "rules") -> str | None:
    """The extension module built beside ``folder``'s ``name``.py for this interpreter, if any."""
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        path = os.path.join(folder, name + suffix)
        if os.path.exists(path):
            return path
    return None


def is_fresh(folder: str) -> bool:
    """Was the kernel group in ``folder`` compiled, every module, from its very sources?"""
    try:
        with open(os.path.join(folder, DIGEST)) as f:
            built_from = f.read().strip()
    except OSError:
        return False  # no digest: a build older than this check, which cannot say what it was built from
    return built_from == group_digest(folder) and all(
        compiled_module(folder, name[:-3]) is not None for name in group_sources(folder))


def kernel_spec(fullname: str, folder: str, chosen: str, warned: set | None = None) -> importlib.machinery.ModuleSpec:
    """The spec the kernel module ``fullname`` (source in ``folder``) is imported from under the mode ``chosen``:
    compiled only while its whole group is fresh (:func:`is_fresh`); ``warned``: the groups already warned of."""
    name = fullname.rpartition(".")[2]
    source = os.path.join(folder, name + ".py")
    compiled = compiled_module(folder, name)
    if chosen != "pure" and compiled is not None and is_fresh(folder):
        loader = importlib.machinery.ExtensionFileLoader(fullname, compiled)
        return importlib.util.spec_from_file_location(fullname, compiled, loader=loader)
    sources = ", ".join(os.path.join(folder, n) for n in group_sources(folder))
    if chosen == "compiled":
        why = "n'a pas de module compilé / has no compiled module" if compiled is None else \
            "a changé depuis sa compilation / changed since it was compiled"
        raise ImportError(f"JOCARI_KERNELS=compiled : {source} {why} ({sources}) ; {REBUILD}", name=fullname)
    if chosen == "auto" and any(compiled_module(folder, n[:-3]) for n in group_sources(folder)) \
            and (warned is None or folder not in warned):
        if warned is not None:
            warned.add(folder)  # one warning for the group: its other modules run as source too, silently
        warnings.warn(f"{sources} : a changé depuis sa compilation : ses sources s'exécutent ; recompiler : {REBUILD} "
                      f"({sources}: changed since it was compiled: its sources run; rebuild: {REBUILD})",
                      StaleKernelWarning, stacklevel=2)
    return importlib.util.spec_from_file_location(fullname, source)


class KernelFinder:
    """Finds a kernel's modules, ``jocari_edu.games.<game>.rules`` and its ``rules_*``, as :func:`kernel_spec`
    decides (a group is compiled or source as a whole, with one warning where it is stale)."""

    def __init__(self, chosen: str) -> None:
        self.chosen = chosen
        self.warned: set[str] = set()

    def find_spec(self, fullname, path=None, target=None):
        name = fullname.rpartition(".")[2]
        if fullname.startswith("jocari_edu.games.") and (name == "rules" or name.startswith("rules_")) and path:
            folder = list(path)[0]
            if os.path.exists(os.path.join(folder, name + ".py")):
                return kernel_spec(fullname, folder, self.chosen, self.warned)
        return None


def install() -> None:
    """Put the finder first on ``sys.meta_path`` (once), for the mode ``JOCARI_KERNELS`` names."""
    chosen = mode()
    if not any(isinstance(f, KernelFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, KernelFinder(chosen))
