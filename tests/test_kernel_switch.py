"""``JOCARI_KERNELS`` and the compiled kernels' freshness (``jocari_edu/_kernels.py``).

A compiled kernel runs only while its sources, ``rules.py`` and the ``rules_*.py`` it is split into (one group),
are those it was built from (the digest ``tools/compile_kernels.py`` writes in ``rules.sha256``); where any of them
was edited, the whole group runs as source instead, with one warning naming the files and the command that
rebuilds them.  The folders here are copies of a kernel's source, with
a stand-in for its compiled module: nothing compiled is needed to check the choice.
"""

import importlib.machinery
import importlib.util
import os
import pathlib
import shutil
import subprocess
import sys
import warnings

import pytest

import jocari_edu.games.doze_canes as doze_canes
import jocari_edu.games.senet as senet
from jocari_edu._kernels import DIGEST, REBUILD, KernelFinder, StaleKernelWarning, group_digest, kernel_spec, mode

NAME = "jocari_edu.games.doze_canes.rules"
SOURCE = pathlib.Path(doze_canes.__file__).parent / "rules.py"


def built_copy(folder: pathlib.Path) -> pathlib.Path:
    """``folder`` with a copy of Doze canes' kernel source and, beside it, a compiled module built from it."""
    shutil.copy(SOURCE, folder / "rules.py")
    (folder / ("rules" + importlib.machinery.EXTENSION_SUFFIXES[0])).write_bytes(b"")  # never loaded here
    (folder / DIGEST).write_text(group_digest(str(folder)) + "\n")
    return folder


def edit(folder: pathlib.Path) -> None:
    with open(folder / "rules.py", "a") as f:
        f.write("\nEDITED_RULE = True\n")


def spec_and_warnings(folder: pathlib.Path, chosen: str):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        spec = KernelFinder(chosen).find_spec(NAME, [str(folder)])
    return spec, [w for w in caught if issubclass(w.category, StaleKernelWarning)]


def test_a_compiled_kernel_built_from_its_source_runs_compiled(tmp_path):
    spec, warned = spec_and_warnings(built_copy(tmp_path), "auto")
    assert spec.origin.endswith(importlib.machinery.EXTENSION_SUFFIXES[0]) and not warned
    assert spec_and_warnings(tmp_path, "compiled")[0].origin == spec.origin


def test_an_edited_kernel_source_runs_with_one_warning_naming_it_and_the_rebuild(tmp_path):
    edit(built_copy(tmp_path))
    spec, warned = spec_and_warnings(tmp_path, "auto")
    assert spec.origin == str(tmp_path / "rules.py")
    assert len(warned) == 1
    message = str(warned[0].message)
    assert str(tmp_path / "rules.py") in message and REBUILD in message
    module = importlib.util.module_from_spec(spec)  # the edited rule is what runs
    spec.loader.exec_module(module)
    assert module.EDITED_RULE is True and module.DozeCanesState.new.__module__ == NAME


def test_a_build_that_cannot_say_its_source_counts_as_stale(tmp_path):
    (built_copy(tmp_path) / DIGEST).unlink()
    spec, warned = spec_and_warnings(tmp_path, "auto")
    assert spec.origin.endswith("rules.py") and len(warned) == 1


def test_pure_runs_the_source_even_beside_a_fresh_build_and_says_nothing(tmp_path):
    spec, warned = spec_and_warnings(built_copy(tmp_path), "pure")
    assert spec.origin == str(tmp_path / "rules.py") and not warned


def test_without_a_build_the_source_runs_and_nothing_is_said(tmp_path):
    shutil.copy(SOURCE, tmp_path / "rules.py")
    spec, warned = spec_and_warnings(tmp_path, "auto")
    assert spec.origin == str(tmp_path / "rules.py") and not warned


@pytest.mark.parametrize("stale", [True, False], ids=["edited", "missing"])
def test_compiled_refuses_a_stale_or_missing_build(tmp_path, stale):
    if stale:
        edit(built_copy(tmp_path))
    else:
        shutil.copy(SOURCE, tmp_path / "rules.py")
    with pytest.raises(ImportError, match="JOCARI_KERNELS=compiled") as refused:
        kernel_spec(NAME, str(tmp_path), "compiled")
    assert str(tmp_path / "rules.py") in str(refused.value) and REBUILD in str(refused.value)


def test_the_switch_takes_three_values_and_auto_by_default(monkeypatch):
    monkeypatch.delenv("JOCARI_KERNELS", raising=False)
    assert mode() == "auto"
    for value in ("auto", "pure", "compiled"):
        monkeypatch.setenv("JOCARI_KERNELS", value)
        assert mode() == value


def test_a_wrong_value_is_refused_when_the_package_is_imported():
    env = dict(os.environ, JOCARI_KERNELS="1")  # the former JOCARI_PURE's value
    done = subprocess.run([sys.executable, "-c", "import jocari_edu"], env=env, capture_output=True, text=True)
    assert done.returncode != 0
    assert "JOCARI_KERNELS='1'" in done.stderr and "auto, pure ou compiled" in done.stderr


# -- a kernel split into several modules: one group, compiled or source as a whole ------------------------------

SENET = pathlib.Path(senet.__file__).parent
GROUP = ("rules", "rules_tables")  # Senet's kernel and its tables


def built_group(folder: pathlib.Path) -> pathlib.Path:
    """``folder`` with a copy of Senet's kernel group and, beside each module, a compiled stand-in built from it."""
    for name in GROUP:
        shutil.copy(SENET / f"{name}.py", folder / f"{name}.py")
        (folder / (name + importlib.machinery.EXTENSION_SUFFIXES[0])).write_bytes(b"")  # never loaded here
    (folder / DIGEST).write_text(group_digest(str(folder)) + "\n")
    return folder


def group_specs(folder: pathlib.Path, chosen: str = "auto"):
    """Each module's spec as one finder (one import of the package) finds them, and the stale warnings it gave."""
    finder = KernelFinder(chosen)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        specs = {name: finder.find_spec(f"jocari_edu.games.senet.{name}", [str(folder)]) for name in GROUP}
    return specs, [w for w in caught if issubclass(w.category, StaleKernelWarning)]


@pytest.mark.parametrize("edited", GROUP)
def test_an_edit_to_any_module_of_a_kernel_runs_the_whole_group_as_source_with_one_warning(tmp_path, edited):
    with open(built_group(tmp_path) / f"{edited}.py", "a") as f:
        f.write("\nEDITED_RULE = True\n")
    specs, warned = group_specs(tmp_path)
    assert {n: s.origin for n, s in specs.items()} == {n: str(tmp_path / f"{n}.py") for n in GROUP}
    assert len(warned) == 1  # one for the group, however many of its modules are imported
    message = str(warned[0].message)
    assert all(str(tmp_path / f"{n}.py") in message for n in GROUP) and REBUILD in message
    if edited == "rules_tables":  # the edited module is what runs (rules.py's own import of it resolves in the package)
        module = importlib.util.module_from_spec(specs["rules_tables"])
        specs["rules_tables"].loader.exec_module(module)
        assert module.EDITED_RULE is True and module.Tables.__module__ == "jocari_edu.games.senet.rules_tables"
    with pytest.raises(ImportError, match="JOCARI_KERNELS=compiled"):
        kernel_spec("jocari_edu.games.senet.rules", str(tmp_path), "compiled")  # its own source unchanged, yet stale
    # rebuilt (the build writes the group's digest again): compiled again, every module, silently
    (tmp_path / DIGEST).write_text(group_digest(str(tmp_path)) + "\n")
    specs, warned = group_specs(tmp_path)
    assert all(s.origin.endswith(importlib.machinery.EXTENSION_SUFFIXES[0]) for s in specs.values()) and not warned


def test_a_module_added_to_a_kernels_group_or_one_left_uncompiled_makes_it_stale(tmp_path):
    built_group(tmp_path)
    (tmp_path / "rules_more.py").write_text("MORE = 1\n")  # a new module of the group, never compiled
    specs, warned = group_specs(tmp_path)
    assert specs["rules"].origin == str(tmp_path / "rules.py") and len(warned) == 1
    (tmp_path / DIGEST).write_text(group_digest(str(tmp_path)) + "\n")  # the digest right, a module not built
    assert group_specs(tmp_path)[0]["rules"].origin == str(tmp_path / "rules.py")
