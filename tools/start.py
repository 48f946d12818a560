"""The main job, once tools/setup.sh has run: the site, then JupyterLab, until Ctrl+C.

Run by ``tools/start.sh`` (which checks the prerequisites and installs first).
It builds the site if its inputs changed (``tools/build_site.py``), serves
``site/`` on 127.0.0.1 (port 8000, or the next free one; ``PORT`` chooses),
starts JupyterLab on the pupil's working copy of the lessons, ``mes-lecons/``
(:func:`working_copy`: ``notebooks/`` stays as stored, without outputs, whatever
a pupil runs and saves; ``--allow-root`` only as root,
``--no-browser`` when there is no display; extra arguments go to JupyterLab),
waits until both answer over http and prints where to go.  The site is served
for as long as JupyterLab runs.  Ctrl+C (or SIGTERM, or closing the terminal)
stops JupyterLab, its kernels and the site, then returns.

Everything JupyterLab prints goes to the log (``.cache/start.log``).

It says when port 8000 is taken and which port the site took instead; it
refuses to start a second time on the same folder while one runs (a lock in
``.cache/start.lock``) and says where the first one serves; and JupyterLab's
address stays the same from one start to the next (its token is kept in
``.cache/jupyter-token``, readable by its owner only, and given to JupyterLab
through its environment, never on a command line that other users can read).
"""

from __future__ import annotations

import argparse
import fcntl
import functools
import http.server
import os
import pathlib
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import build_site  # noqa: E402

LESSONS = ROOT / "notebooks"  # the lessons as stored (no outputs; the site is built from them)
WORKING = ROOT / "mes-lecons"  # the pupil's own copy, git-ignored: what JupyterLab opens and saves
LAB_URL = re.compile(r"(http://127\.0\.0\.1:(\d+)/lab(?:\?token=(\w+))?)")
STARTUP = 180  # seconds JupyterLab may take to answer on a very busy machine


class Stop(Exception):
    """Ctrl+C, SIGTERM or SIGHUP: stop everything."""


def _stop(signum, frame):
    raise Stop


CLAIM = ROOT / ".cache" / "start.lock"  # held while a start runs on this folder; says where it serves
TOKEN = ROOT / ".cache" / "jupyter-token"  # JupyterLab's token, the same at every start: a bookmark keeps working


def claim(path: pathlib.Path = CLAIM):
    """This folder's start, or SystemExit saying where the one already running serves.

    Returns the open lock file (kept open for as long as this start runs: the lock goes with the process,
    even if it is killed); :func:`tell_where` writes into it where the site and JupyterLab answer."""
    private(path)
    held = path.open("r+")
    try:
        fcntl.flock(held, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        where = path.read_text(errors="replace").strip() or "(en cours de démarrage / starting)"
        held.close()
        raise SystemExit("tools/start.sh tourne déjà pour ce dossier ; il n'en faut qu'un. Il sert :\n"
                         f"{where}\n(Already running for this folder; only one is needed. Ctrl+C in its terminal "
                         "stops it.)") from None
    held.truncate(0)
    return held


def tell_where(held, lines: str) -> None:
    """Write into the claimed lock file where this start serves, for a second start to say."""
    held.seek(0)
    held.truncate(0)
    held.write(lines)
    held.flush()


def lab_token(path: pathlib.Path = TOKEN) -> str:
    """JupyterLab's token: the one kept in ``path`` (readable by its owner only), made the first time."""
    private(path)
    token = path.read_text().strip()
    if not re.fullmatch(r"\w{32,}", token):
        token = secrets.token_hex(24)
        path.write_text(token + "\n")
    return token


def site_port(first: int) -> tuple[int, str]:
    """The site's port (``first``, or the next free one) and, if it moved, the sentence that says so."""
    port = free_port(first)
    if port == first:
        return port, ""
    return port, (f"Le port {first} est déjà pris (par un autre programme) : le site est sur le port {port}."
                  f" (Port {first} is taken; the site is on port {port}.)")


def free_port(first: int) -> int:
    for port in range(first, first + 100):
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise SystemExit(f"Aucun port libre à partir de {first}. (No free port from {first}.)")


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".mjs": "text/javascript",
                      ".js": "text/javascript", ".wasm": "application/wasm"}

    def log_message(self, *args):
        pass


def serve_site(port: int) -> http.server.ThreadingHTTPServer:
    handler = functools.partial(QuietHandler, directory=str(build_site.SITE))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=3) as response:
            return response.status == 200
    except OSError:
        return False


def has_display() -> bool:
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")) or sys.platform in ("darwin", "win32")


EDITIONS = {"fr": ("*.ipynb",), "en": ("en/*.ipynb",), "both": ("*.ipynb", "en/*.ipynb")}


def working_copy(lessons: pathlib.Path = LESSONS, working: pathlib.Path = WORKING, lang: str = "fr") -> list[str]:
    """Copy into ``working`` each lesson it does not hold yet; returns the names copied.

    ``lang``: the pupil's lessons, ``"fr"`` (``notebooks/*.ipynb``), ``"en"`` (the English edition,
    ``notebooks/en/*.ipynb``, into ``working/en/``: they open ``../parties`` and ``../documents``) or ``"both"``.

    A lesson already there is the pupil's: never overwritten (their runs, answers and notes stay).
    A lesson added to ``notebooks/`` later is copied at the next start; to start a lesson afresh,
    delete or rename its copy.
    """
    working.mkdir(parents=True, exist_ok=True)
    copied = []
    # the lessons, the saved games they open (``parties/``: the « Analyse une partie » exercises) and
    # the drawings of their history documents (``documents/``, written by tools/documents.py)
    chosen = [path for pattern in EDITIONS[lang] for path in lessons.glob(pattern)]
    for lesson in sorted([*chosen, *lessons.glob("parties/*.json"), *lessons.glob("documents/*.svg")]):
        name = lesson.relative_to(lessons).as_posix()
        target = working / name
        if not target.exists():
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(lesson, target)
            copied.append(name)
    return copied


def start_lab(log, extra: list[str], token: str, root: pathlib.Path = WORKING) -> subprocess.Popen:
    cmd = [str(pathlib.Path(sys.executable).parent / "jupyter"), "lab", "--ip=127.0.0.1",
           f"--ServerApp.root_dir={root}", "--ServerApp.port_retries=100"]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--allow-root")
    if not has_display():
        cmd.append("--no-browser")
    log.write(f"\n--- {' '.join(cmd + extra)}\n")
    log.flush()
    # Its own session: the terminal's Ctrl+C reaches this script only, which then stops
    # JupyterLab with SIGTERM (its clean shutdown, kernels included) rather than half-way.
    # the kept token, through the environment (a command line is readable by every user of the machine)
    env = dict(os.environ, JUPYTER_TOKEN=token)
    return subprocess.Popen(cmd + extra, cwd=ROOT, stdin=subprocess.DEVNULL, stdout=log,
                            stderr=subprocess.STDOUT, start_new_session=True, env=env)


def wait_for_lab(lab: subprocess.Popen, log_path: pathlib.Path, offset: int, kept: str = "") -> tuple[str, str]:
    """JupyterLab's address (with its token) once its API answers; exits if it stops.

    ``kept``: the token given to JupyterLab (:func:`lab_token`), which it does not print (« ?token=... »)."""
    deadline = time.monotonic() + STARTUP
    found = None
    while time.monotonic() < deadline:
        if lab.poll() is not None:
            failure(log_path, "JupyterLab s'est arrêté au démarrage", "JupyterLab stopped while starting")
        if found is None:
            with log_path.open(errors="replace") as f:
                f.seek(offset)
                found = LAB_URL.search(f.read())
        if found is not None:
            url, port, token = found.groups()
            if kept and not token:  # a token given by its environment: JupyterLab prints « ?token=... »
                url, token = f"http://127.0.0.1:{port}/lab?token={kept}", kept
            status = f"http://127.0.0.1:{port}/api/status" + (f"?token={token}" if token else "")
            if answers(status):
                return url, port
        time.sleep(0.2)
    failure(log_path, f"JupyterLab n'a pas répondu en {STARTUP} s", f"JupyterLab did not answer within {STARTUP} s")
    raise AssertionError("unreachable")


def failure(log_path: pathlib.Path, fr: str, en: str) -> None:
    tail = log_path.read_text(errors="replace").splitlines()[-20:]
    sys.stderr.write("\n".join(tail) + "\n")
    raise SystemExit(f"{fr} ; le détail est dans {log_path.relative_to(ROOT)}.\n  ({en}; details in the log.)")


def stop_lab(lab: subprocess.Popen) -> None:
    if lab.poll() is None:
        lab.terminate()  # SIGTERM: JupyterLab shuts its kernels down and exits
        try:
            lab.wait(30)
        except subprocess.TimeoutExpired:
            lab.kill()
            lab.wait()
    try:  # anything it left in its own session (never other processes)
        os.killpg(lab.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def private(path: pathlib.Path) -> None:
    """Make ``path`` (the log, which holds JupyterLab's address with its token) readable by its owner only,
    before anything is written to it: created with mode 600, or set to 600 if an earlier run left it open."""
    path.parent.mkdir(parents=True, exist_ok=True)
    os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600))
    os.chmod(path, 0o600)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--log", type=pathlib.Path, default=ROOT / ".cache" / "start.log")
    parser.add_argument("--lang", choices=sorted(EDITIONS), default=os.environ.get("JOCARI_LANG", "fr"),
                        help="the lessons copied for the pupil: fr (default), en (the English edition) or both")
    args, extra = parser.parse_known_args()
    private(args.log)
    held = claim()
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, _stop)
    lab = server = None
    try:
        build_site.update(args.log)
        port, moved = site_port(int(os.environ.get("PORT", "8000")))
        if moved:
            print(moved, flush=True)
        server = serve_site(port)
        site_url = f"http://127.0.0.1:{port}/{'en/' if args.lang == 'en' else ''}index.html"
        copied = working_copy(lang=args.lang)
        if copied:
            print(f"Vos leçons : {len(copied)} copiée{'s' if len(copied) > 1 else ''} dans "
                  f"{WORKING.relative_to(ROOT)}/ (votre travail y reste ; notebooks/ ne change pas).", flush=True)
        print("Démarrage de JupyterLab…", flush=True)
        offset = args.log.stat().st_size if args.log.exists() else 0
        token = lab_token()
        with args.log.open("a") as log:
            lab = start_lab(log, extra, token)
        lab_url, _ = wait_for_lab(lab, args.log, offset, token)
        if not answers(site_url):
            failure(args.log, "Le site ne répond pas", "The site does not answer")
        tell_where(held, f"  Le site (the website)   : {site_url}\n  Les leçons, JupyterLab  : {lab_url}\n"
                         f"  (processus / process {os.getpid()})\n")
        print(f"""
Tout est prêt. / Ready.
  Le site (the website)   : {site_url}
  Les leçons, JupyterLab  : {lab_url}
  Votre copie des leçons  : {WORKING.relative_to(ROOT)}/ (your own copy of the lessons)
  Pour arrêter (to stop)  : Ctrl+C, une fois ; le site et JupyterLab s'arrêtent ensemble.
  Journal (log)           : {args.log.relative_to(ROOT) if args.log.is_relative_to(ROOT) else args.log}
""", flush=True)
        lab.wait()  # the site is served for as long as JupyterLab runs
        print("JupyterLab s'est arrêté : le site aussi. (JupyterLab stopped, and so did the site.)", flush=True)
    except Stop:
        print("\nArrêt… (stopping)", flush=True)
    finally:
        for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
            signal.signal(sig, signal.SIG_IGN)  # a second Ctrl+C does not cut the shutdown short
        if lab is not None:
            stop_lab(lab)
        if server is not None:
            server.shutdown()
            server.server_close()
        tell_where(held, "")
        held.close()  # the folder is free for the next start
    print("Arrêté. (Stopped.)", flush=True)


if __name__ == "__main__":
    main()
