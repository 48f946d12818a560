"""Build the learning website into ``site/`` when its inputs changed, quietly.

``python tools/build_site.py [--log FILE]`` prints one French line: the
lessons executed and those taken from mkdocs-jupyter's cache (see
``tools/site_hooks.py``), or that the site is up to date.  MkDocs' and the
kernels' output goes to the log.  Used by ``tools/start.sh`` and
``tools/site.sh``.

The site is rebuilt when a file it is made from changed: ``mkdocs.yml``,
``docs/``, ``notebooks/``, the hooks, the rules package, the npm lock file and
the installed Python environment (the ``pyproject.toml`` digest of its setup
stamp: installing the test extras with ``tools/setup.sh --tests`` changes which
extras the stamp names, not the site).  The stamp of the last build is
``.cache/site.stamp``.

While MkDocs runs, one line per lesson says when it is ready (a first build
executes every lesson, which takes minutes).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import pathlib
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
SITE = ROOT / "site"
STAMP = ROOT / ".cache" / "site.stamp"
LESSON_CACHE = ROOT / ".cache" / "mkdocs-jupyter"
INPUTS = ["mkdocs.yml", "docs", "notebooks", "tools/site_hooks.py", "tools/history_hooks.py", "tools/live_hooks.py",
          "tools/i18n_hooks.py", "tools/documents_en.py", "tools/bibliography_en.py",  # the English edition (#40)
          "tools/jupyterlite_hooks.py", "tools/lite", "tools/jupyterlab_overrides.json", "tools/offline_hooks.py",
          "tools/pyc.mjs", "tools/pyodide_imports.mjs", "tools/build_site.py", "jocari_edu",
          "package-lock.json", "pyproject.toml", ".venv/.jocari-installed"]
SKIP = {"__pycache__", ".ipynb_checkpoints"}
INSTALL_STAMP = ".venv/.jocari-installed"  # "<pyproject digest> <extras>": only the digest is the site's input


def inputs_hash() -> str:
    """A digest of every file the site is built from (paths and contents)."""
    digest = hashlib.sha256()
    for name in INPUTS:
        path = ROOT / name
        files = [path] if path.is_file() else sorted(
            p for p in path.rglob("*") if p.is_file() and not SKIP & set(p.relative_to(ROOT).parts))
        for file in files:
            content = file.read_bytes()
            if name == INSTALL_STAMP:
                content = content.split(b" ")[0].strip()
            digest.update(file.relative_to(ROOT).as_posix().encode() + b"\0" + content + b"\0")
    return digest.hexdigest()


def up_to_date(stamp: str) -> bool:
    return (SITE / "index.html").is_file() and STAMP.is_file() and STAMP.read_text().strip() == stamp


def _lesson_title(path: pathlib.Path) -> str:
    try:
        title = json.loads(path.read_text(encoding="utf-8")).get("title") or ""
    except (OSError, ValueError):
        return ""
    return " ".join(str(title).split())


def build(log: pathlib.Path) -> tuple[int, int]:
    """Run ``mkdocs build --strict``; returns (lessons executed, lessons from the cache).

    Each lesson mkdocs-jupyter executes lands in its cache as a file: one line is printed for each as it comes.
    """
    lessons = len([*(ROOT / "notebooks").glob("*.ipynb"), *(ROOT / "notebooks").glob("en/*.ipynb")])  # both editions
    start = time.time()
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    seen: set[pathlib.Path] = set()

    def report() -> None:
        fresh = sorted((p for p in LESSON_CACHE.rglob("*.json") if p.stat().st_mtime >= start - 1 and p not in seen),
                       key=lambda p: p.stat().st_mtime)
        for path in fresh:
            seen.add(path)
            title = _lesson_title(path)
            print(f"\n  leçon exécutée : {title or path.stem} ({len(seen)}, {time.time() - start:.0f} s)",
                  end="", flush=True)

    with log.open("a") as out:
        out.write(f"\n--- mkdocs build --strict ({time.strftime('%H:%M:%S')})\n")
        out.flush()
        proc = subprocess.Popen([sys.executable, "-m", "mkdocs", "build", "--strict"], cwd=ROOT,
                                stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env)
        while proc.poll() is None:
            try:
                proc.wait(1)
            except subprocess.TimeoutExpired:
                pass
            if LESSON_CACHE.is_dir():
                report()
    if seen:
        print("\n  ", end="", flush=True)  # the summary goes on a line of its own
    if proc.returncode != 0:
        raise SystemExit(proc.returncode)
    fresh = sum(1 for p in LESSON_CACHE.rglob("*.json") if p.stat().st_mtime >= start - 1)
    return min(fresh, lessons), max(lessons - fresh, 0)


def update(log: pathlib.Path) -> None:
    """Build the site if its inputs changed, saying so in one French line."""
    log.parent.mkdir(parents=True, exist_ok=True)
    stamp = inputs_hash()
    if up_to_date(stamp):
        print("Construction du site… à jour, rien n'a changé depuis la dernière fois.", flush=True)
        return
    print("Construction du site…", end=" ", flush=True)
    start = time.perf_counter()
    try:
        executed, cached = build(log)
    except SystemExit:
        print(flush=True)
        sys.stderr.write("".join(log.read_text(errors="replace").splitlines(keepends=True)[-30:]))
        print(f"La construction du site a échoué ; le détail est dans {log}.\n"
              f"  (The site build failed; details in {log}.)", file=sys.stderr)
        raise
    STAMP.write_text(stamp + "\n")
    seconds = time.perf_counter() - start
    print(f"({executed} leçon{'s' if executed > 1 else ''} exécutée{'s' if executed > 1 else ''}, "
          f"{cached} reprise{'s' if cached > 1 else ''} du cache, {seconds:.0f} s)", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--log", type=pathlib.Path, default=ROOT / ".cache" / "site.log")
    update(parser.parse_args().log)


if __name__ == "__main__":
    main()
