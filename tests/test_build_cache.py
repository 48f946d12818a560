"""The compiled kernels' shared build cache (tools/compile_kernels.py): a fresh clone of the same rules copies the
build that another clone made, instead of compiling again; a different source never gets another's build."""

import importlib.util
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def tool(tmp_path, monkeypatch):
    """tools/compile_kernels.py loaded on a copy of the sources it compiles, in ``tmp_path/clone``."""
    spec = importlib.util.spec_from_file_location("compile_kernels_under_test", ROOT / "tools" / "compile_kernels.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    clone = tmp_path / "clone"
    for rel in (*module.MODULES, "jocari_edu/core/kernel.py", "tools/compile_kernels.py"):
        (clone / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / rel, clone / rel)
    monkeypatch.setattr(module, "ROOT", clone)
    monkeypatch.setattr(module, "BUILD", clone / ".cache" / "mypyc")
    monkeypatch.setattr(module, "STAMP", clone / ".cache" / "mypyc" / "stamp")
    monkeypatch.setattr(module, "SHARED", str(tmp_path / "shared"))

    def no_compiler(*args, **kwargs):
        raise AssertionError("compiled again although the shared cache holds this build")
    monkeypatch.setattr(subprocess, "run", no_compiler)
    return module


def a_build(tool, folder: Path) -> list[Path]:
    """Stand-ins for the extension files mypyc makes, laid out as its build folder lays them: one per module, and
    one library per game's group (``rules__mypyc``)."""
    made = []
    for group, modules in tool.GROUPS.items():
        for name in (*(f"{Path(m).stem}.cpython-311-x86_64-linux-gnu.so" for m in modules),
                     "rules__mypyc.cpython-311-x86_64-linux-gnu.so"):
            f = folder / group / name
            f.parent.mkdir(parents=True, exist_ok=True)
            f.write_text(f"built from {group}")
            made.append(f)
    return made


def test_a_clone_of_the_same_rules_copies_the_kept_build_and_compiles_nothing(tool):
    lib = tool.BUILD / "lib"
    made = a_build(tool, lib)
    kept = Path(tool.SHARED) / tool.digest()
    tool.keep(made, kept)
    assert (kept / "complete").exists() and len(list(kept.rglob("*.so"))) == len(tool.MODULES) + len(tool.GROUPS)
    shutil.rmtree(lib)

    tool.build(None)  # subprocess.run would fail the test: nothing is compiled

    for m in tool.MODULES:
        folder = tool.ROOT / Path(m).parent
        assert (folder / "rules__mypyc.cpython-311-x86_64-linux-gnu.so").read_text() == f"built from {folder.relative_to(tool.ROOT)}"
        assert tool.built(m)  # with the digest of its source beside it, as the package checks
    assert tool.STAMP.read_text() == tool.digest()


def test_an_edited_rule_does_not_get_the_build_of_the_old_one(tool):
    made = a_build(tool, tool.BUILD / "lib")
    tool.keep(made, Path(tool.SHARED) / tool.digest())
    source = tool.ROOT / tool.MODULES[0]
    source.write_text(source.read_text() + "\n# an edited rule\n")
    with pytest.raises(AssertionError, match="compiled again"):
        tool.build(None)  # a new digest: no kept build, so it compiles
    assert not any(tool.built(m) for m in tool.MODULES)


def test_a_half_kept_build_is_never_used(tool):
    kept = Path(tool.SHARED) / tool.digest()
    a_build(tool, kept)  # the files, but not the mark that the copy finished
    with pytest.raises(AssertionError, match="compiled again"):
        tool.build(None)
