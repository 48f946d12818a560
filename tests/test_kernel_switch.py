"""``JOCARI_KERNELS`` and the compiled kernels' freshness (``jocari_edu/_kernels.py``).

A compiled kernel runs only while the ``rules.py`` beside it is the source it was built from (the digest
``tools/compile_kernels.py`` writes in ``rules.sha256``); an edited source runs instead, with one warning
naming the file and the command that rebuilds it.  The folders here are copies of a kernel's source, with
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
from jocari_edu._kernels import DIGEST, REBUILD, KernelFinder, StaleKernelWarning, kernel_spec, mode, source_digest

NAME = "jocari_edu.games.doze_canes.rules"
SOURCE = pathlib.Path(doze_canes.__file__).parent / "rules.py"


def built_copy(folder: pathlib.Path) -> pathlib.Path:
    """``folder`` with a copy of Doze canes' kernel source and, beside it, a compiled module built from it."""
    shutil.copy(SOURCE, folder / "rules.py")
    (folder / ("rules" + importlib.machinery.EXTENSION_SUFFIXES[0])).write_bytes(b"")  # never loaded here
    (folder / DIGEST).write_text(source_digest(str(folder / "rules.py")) + "\n")
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
