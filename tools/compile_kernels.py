"""Compile the rules kernels with mypyc, from the very same source, where a C compiler and Python's headers exist.

Run by ``tools/setup.sh`` (after the environment is installed):

    .venv/bin/python tools/compile_kernels.py [--log FILE]  build the compiled modules if a source changed
                                                            (else nothing); the build's output goes to FILE
    .venv/bin/python tools/compile_kernels.py --clean       remove them: the package runs from its .py files alone

The compiled modules are extension files (``rules.cpython-311-x86_64-linux-gnu.so`` and
``rules__mypyc...so``) beside each ``rules.py``, with ``rules.sha256``, the digest of the source each was
built from: the package imports a compiled module only while its source is that one
(``jocari_edu/_kernels.py``: an edited ``rules.py`` runs as source, with a warning, until this is run again;
``JOCARI_KERNELS=auto|pure|compiled`` chooses).  They are never committed (.gitignore); a pure install, the
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
DIGEST, mode, source_digest = _kernels.DIGEST, _kernels.mode, _kernels.source_digest

# The modules compiled, each on its own (separate=True: a game's kernel does not call another's).
MODULES = (
    "jocari_edu/games/doze_canes/rules.py",
    "jocari_edu/games/jacquet/rules.py",
    "jocari_edu/games/marelle/rules.py",
    "jocari_edu/games/senet/rules.py",
)
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
    """The extension files an earlier build left beside the modules, and the digests of their sources."""
    return [f for m in MODULES for f in (*(ROOT / m).parent.glob(f"{pathlib.Path(m).stem}*.so"),
                                          (ROOT / m).parent / DIGEST) if f.exists()]


def built(module: str) -> bool:
    """Is ``module``'s compiled module there, built from its source as it is now (what the package checks)?"""
    folder = (ROOT / module).parent
    return any(folder.glob("rules*.so")) and (folder / DIGEST).exists() \
        and (folder / DIGEST).read_text().strip() == source_digest(str(ROOT / module))


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
    sources = {m: source_digest(str(ROOT / m)) for m in MODULES}  # a source edited during the build stays stale
    kept = pathlib.Path(SHARED) / want if SHARED else None
    if kept is not None and (kept / "complete").exists() and len(list(kept.rglob("*.so"))) == 2 * len(MODULES):
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
    # built in .cache/mypyc (away from pyproject.toml, which is not this build's), then copied beside the sources
    script = (
        "from setuptools import setup\n"
        "from mypyc.build import mypycify\n"
        f"setup(name='jocari-kernels', ext_modules=mypycify({['--follow-imports=silent', *(str(ROOT / m) for m in MODULES)]!r},"
        f" opt_level='3', separate=True, target_dir='c'), script_args=['build_ext', '--build-lib', 'lib', '--build-temp', 'tmp'])\n"
    )
    shutil.rmtree(BUILD / "lib", ignore_errors=True)
    subprocess.run([sys.executable, "-c", script], cwd=BUILD, check=True, stdout=log, stderr=log)
    made = list((BUILD / "lib").rglob("*.so"))
    if len(made) != 2 * len(MODULES):
        raise RuntimeError(f"mypyc built {len(made)} files, not {2 * len(MODULES)}")
    for f in made:
        shutil.copy2(f, ROOT / f.relative_to(BUILD / "lib"))
    finish(sources, want)
    if kept is not None and all(s == source_digest(str(ROOT / m)) for m, s in sources.items()):
        keep(made, kept)


def finish(sources: dict, want: str) -> None:
    """The digest of the source each module was built from (read before the build: ``sources``), and the stamp."""
    for m in MODULES:
        ((ROOT / m).parent / DIGEST).write_text(sources[m] + "\n")
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
