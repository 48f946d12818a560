"""Compile the rules kernels with mypyc, from the very same source, where a C compiler and Python's headers exist.

Run by ``tools/setup.sh`` (after the environment is installed):

    .venv/bin/python tools/compile_kernels.py [--log FILE]  build the compiled modules if a source changed
                                                            (else nothing); the build's output goes to FILE
    .venv/bin/python tools/compile_kernels.py --clean       remove them: the package runs from its .py files alone

A game's kernel is ``rules.py`` and the ``rules_*.py`` it is split into: one group, compiled as one unit
(mypyc's ``separate`` groups: its modules call each other natively).  The compiled modules are extension files
beside the sources (``rules.cpython-311-x86_64-linux-gnu.so``, one per module, and the group's
``rules__mypyc...so``), with ``rules.sha256``, the digest of the group's sources as they were built: the package
imports the group compiled only while its sources are those (``jocari_edu/_kernels.py``: an edited module runs
the whole group as source, with one warning, until this is run again; ``JOCARI_KERNELS=auto|pure|compiled``
chooses).  They are never committed (.gitignore); a pure install, the
Pyodide wheel and a machine without a compiler use the ``.py`` files.  ``JOCARI_KERNELS=pure`` skips the build
(nothing would import it).  mypy (which brings mypyc) is installed into ``.venv`` only for the build: the
compiled modules need nothing else at run time.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import pathlib
import shutil
import subprocess
import sys
import sysconfig

ROOT = pathlib.Path(__file__).resolve().parent.parent
# The package's own check of a build (jocari_edu/_kernels.py), loaded alone: the package itself is not imported.
_spec = importlib.util.spec_from_file_location("_jocari_kernels", ROOT / "jocari_edu" / "_kernels.py")
_kernels = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_kernels)
DIGEST, mode, group_digest = _kernels.DIGEST, _kernels.mode, _kernels.group_digest


def _groups() -> dict[str, tuple[str, ...]]:
    """Each game's kernel group (its folder: its modules), as the package finds them (``_kernels.group_sources``)."""
    games = sorted((ROOT / "jocari_edu" / "games").glob("*/rules.py"))
    return {str(g.parent.relative_to(ROOT)): tuple(f"{g.parent.relative_to(ROOT)}/{n}"
                                                    for n in _kernels.group_sources(str(g.parent))) for g in games}


# The groups compiled, each on its own (a game's kernel does not call another's), and all their modules.
GROUPS = _groups()
MODULES = tuple(m for modules in GROUPS.values() for m in modules)
BUILD = ROOT / ".cache" / "mypyc"
STAMP = BUILD / "stamp"
MYPY = "mypy>=2.0,<3"
# Builds kept across clones, as pip keeps the wheels it builds: one folder per digest() (the sources, the kernel
# base, this script, the interpreter), so that a fresh clone of the same rules copies the build instead of
# compiling again (about half a minute of two cores).  JOCARI_BUILD_CACHE chooses the place; "" keeps none.
SHARED = os.environ.get("JOCARI_BUILD_CACHE",
                        str(pathlib.Path(os.environ.get("XDG_CACHE_HOME") or pathlib.Path.home() / ".cache")
                            / "jocari-edu" / "kernels"))


def compiled_files() -> list[pathlib.Path]:
    """The extension files an earlier build left beside the modules, and the digests of their groups' sources."""
    return [f for folder in GROUPS for f in (*(ROOT / folder).glob("rules*.so"), ROOT / folder / DIGEST)
            if f.exists()]


def built(module: str) -> bool:
    """Is ``module``'s compiled module there, its group built from its sources as they are now (what the package
    checks)?"""
    folder = (ROOT / module).parent
    return any(folder.glob(f"{pathlib.Path(module).stem}.*.so")) and (folder / DIGEST).exists() \
        and (folder / DIGEST).read_text().strip() == group_digest(str(folder))


def expected_files() -> int:
    """How many extension files a build makes: one per module, and one library per group."""
    return len(MODULES) + len(GROUPS)


def clean() -> None:
    for f in compiled_files():
        f.unlink()
    STAMP.unlink(missing_ok=True)


def can_compile() -> str | None:
    """Why this machine cannot compile (None: it can)."""
    if not (shutil.which(sysconfig.get_config_var("CC") or "cc") or shutil.which("gcc") or shutil.which("cc")):
        return "no C compiler"
    if not (pathlib.Path(sysconfig.get_paths()["include"]) / "Python.h").exists():
        return "no Python.h (Debian: python3-dev)"
    return None


def digest() -> str:
    """What the build depends on: the sources compiled, the kernel base they import, the interpreter."""
    h = hashlib.sha256(sys.version.encode())
    for m in (*MODULES, "jocari_edu/core/kernel.py", "tools/compile_kernels.py"):
        h.update((ROOT / m).read_bytes())
    return h.hexdigest()[:16]


def build(log) -> None:
    """Build the compiled modules in place (sources unchanged since the last build: nothing to do)."""
    want = digest()
    if STAMP.exists() and STAMP.read_text() == want and all(built(m) for m in MODULES):
        return
    clean()
    sources = {g: group_digest(str(ROOT / g)) for g in GROUPS}  # a source edited during the build stays stale
    kept = pathlib.Path(SHARED) / want if SHARED else None
    if kept is not None and (kept / "complete").exists() and len(list(kept.rglob("*.so"))) == expected_files():
        for f in kept.rglob("*.so"):
            shutil.copy2(f, ROOT / f.relative_to(kept))
        finish(sources, want)
        return
    print("Compilation des règles… (mypyc, une fois par changement des règles)", flush=True)
    try:
        import mypyc  # noqa: F401
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", MYPY], check=True, stdout=log, stderr=log)
    BUILD.mkdir(parents=True, exist_ok=True)
    # built in .cache/mypyc (away from pyproject.toml, which is not this build's), then copied beside the sources;
    # one group per game, named after its kernel (its library: rules__mypyc...so beside rules.py)
    groups = [([str(ROOT / m) for m in modules], folder.replace("/", ".") + ".rules") for folder, modules in GROUPS.items()]
    script = (
        "from setuptools import setup\n"
        "from mypyc.build import mypycify\n"
        f"setup(name='jocari-kernels', ext_modules=mypycify({['--follow-imports=silent', *(str(ROOT / m) for m in MODULES)]!r},"
        f" opt_level='3', separate={groups!r}, target_dir='c'), script_args=['build_ext', '--build-lib', 'lib', '--build-temp', 'tmp'])\n"
    )
    shutil.rmtree(BUILD / "lib", ignore_errors=True)
    subprocess.run([sys.executable, "-c", script], cwd=BUILD, check=True, stdout=log, stderr=log)
    made = list((BUILD / "lib").rglob("*.so"))
    if len(made) != expected_files():
        raise RuntimeError(f"mypyc built {len(made)} files, not {expected_files()}")
    for f in made:
        shutil.copy2(f, ROOT / f.relative_to(BUILD / "lib"))
    finish(sources, want)
    if kept is not None and all(s == group_digest(str(ROOT / g)) for g, s in sources.items()):
        keep(made, kept)


def finish(sources: dict, want: str) -> None:
    """The digest of the sources each group was built from (read before the build: ``sources``), and the stamp."""
    for g in GROUPS:
        (ROOT / g / DIGEST).write_text(sources[g] + "\n")
    BUILD.mkdir(parents=True, exist_ok=True)
    STAMP.write_text(want)


def keep(made: list, kept: pathlib.Path) -> None:
    """Copy a build into the shared cache, whole or not at all (written aside, then renamed into place)."""
    try:
        kept.parent.mkdir(parents=True, exist_ok=True)
        part = kept.parent / f".{kept.name}.{os.getpid()}"
        shutil.rmtree(part, ignore_errors=True)
        for f in made:
            target = part / f.relative_to(BUILD / "lib")
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(f, target)
        (part / "complete").write_text("")
        part.rename(kept)
    except OSError:  # another build kept it first, or no room: the next clone compiles
        shutil.rmtree(part, ignore_errors=True)


def main(argv: list[str]) -> int:
    if "--clean" in argv:
        clean()
        return 0
    try:
        if mode() == "pure":  # nothing would import a build
            return 0
    except ValueError as err:
        print(err, file=sys.stderr)
        return 2
    spec = importlib.util.find_spec("jocari_edu")
    if spec is None or not spec.origin or not pathlib.Path(spec.origin).resolve().is_relative_to(ROOT):
        return 0  # this environment imports another checkout's package (a copy borrowing .venv): nothing to build
    why = can_compile()
    if why:
        print(f"  (règles non compilées : {why} ; le Python pur sert / kernels not compiled: {why})")
        return 0
    log_path = argv[argv.index("--log") + 1] if "--log" in argv else None
    log = open(log_path, "a") if log_path else None  # noqa: SIM115 - closed below
    try:
        build(log)
    except (subprocess.CalledProcessError, RuntimeError, OSError):
        clean()  # nothing half-built is imported: the pure kernels run
        return 1
    finally:
        if log:
            log.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
