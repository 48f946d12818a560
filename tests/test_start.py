"""The README's main command, ``bash tools/start.sh``, run for real in a fresh copy of the project.

The copy holds the repository's files as a clone does; to stay affordable it
borrows this checkout's ``.venv`` and ``node_modules`` (their install stamps
match, so setup installs nothing) and the site build's caches (the lessons'
execution, the site's Python compiled under Node, JupyterLite), each entry
named by a digest of its inputs: what this run's build made, the copy's build
finds.  The script itself, the site build and JupyterLab are the real ones.  The test
waits until both printed addresses answer over http, opens a kernel as a
lesson would, stops everything with Ctrl+C (SIGINT to the process group, as a
terminal does), and checks that no process it started is left.  On the way it
saves a lesson with an output through JupyterLab, as a pupil's autosave does:
the pupil's copy (``mes-lecons/``) changes, ``notebooks/`` does not.

The quick tests before it check the pieces one by one: the working copy, the
site's inputs (the test extras do not make the site stale) and the progress
lines of a first build.
"""

import json
import os
import pathlib
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request

import pytest

from jocari_edu import load_record

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "tools"))
import build_site  # noqa: E402
import start  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[1]
READY = "Journal (log)"  # the last line of the block that says where to go
DEADLINE = 900  # seconds: a first site build on a very busy machine


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# the build's caches a copy borrows: the lessons executed (tools/site_hooks.py), the standard library and the
# wheel's bytecode compiled by Pyodide under Node (tools/live_hooks.py), JupyterLite built (tools/jupyterlite_hooks.py)
BUILD_CACHES = ("mkdocs-jupyter", "live", "jupyterlite")


def fresh_copy(target: pathlib.Path) -> pathlib.Path:
    """The repository's tracked files, as a clone has them (with the working tree's edits)."""
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    for name in filter(None, files.decode().split("\0")):
        source, dest = ROOT / name, target / name
        dest.parent.mkdir(parents=True, exist_ok=True)
        if source.is_symlink():
            dest.symlink_to(os.readlink(source))
        elif source.is_file():
            shutil.copy2(source, dest)
    # The borrowed environment must be current first: were the copy's setup to install, its
    # editable install would point this checkout's .venv at the copy, deleted after the test.
    subprocess.run(["bash", "tools/setup.sh", "--tests"], cwd=ROOT, check=True, capture_output=True)
    for borrowed in (".venv", "node_modules"):
        (target / borrowed).symlink_to(ROOT / borrowed)
    for cache in BUILD_CACHES:
        if (ROOT / ".cache" / cache).is_dir():
            shutil.copytree(ROOT / ".cache" / cache, target / ".cache" / cache)
    return target


def family(pid: int) -> set[int]:
    """``pid`` and every process descending from it (from /proc)."""
    children: dict[int, list[int]] = {}
    for entry in pathlib.Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            children.setdefault(ppid, []).append(int(entry.name))
    found, todo = set(), [pid]
    while todo:
        p = todo.pop()
        found.add(p)
        todo.extend(children.get(p, []))
    return found


def alive(pid: int) -> bool:
    try:
        state = pathlib.Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def answers(url: str) -> str:
    with urllib.request.urlopen(url, timeout=30) as response:
        assert response.status == 200, url
        return response.read().decode("utf-8", errors="replace")


def test_the_lessons_open_from_a_working_copy_that_keeps_the_pupils_work(tmp_path):
    stored, working = tmp_path / "notebooks", tmp_path / "mes-lecons"
    stored.mkdir()
    (stored / "01_senet.ipynb").write_text("stored senet")
    (stored / "02_marelle.ipynb").write_text("stored marelle")
    assert start.working_copy(stored, working) == ["01_senet.ipynb", "02_marelle.ipynb"]
    (working / "01_senet.ipynb").write_text("the pupil's run and answers")
    (stored / "03_doze_canes.ipynb").write_text("a new lesson")
    assert start.working_copy(stored, working) == ["03_doze_canes.ipynb"]  # new lessons arrive, work stays
    assert (working / "01_senet.ipynb").read_text() == "the pupil's run and answers"
    assert (stored / "01_senet.ipynb").read_text() == "stored senet"
    assert start.WORKING.name in (ROOT / ".gitignore").read_text().split("/\n")


def test_the_working_copy_holds_the_saved_games_the_lessons_open(tmp_path):
    working = tmp_path / "mes-lecons"
    copied = start.working_copy(ROOT / "notebooks", working)
    saved = sorted(p.relative_to(ROOT / "notebooks").as_posix() for p in (ROOT / "notebooks" / "parties").glob("*.json"))
    assert len(saved) == 4 and set(saved) <= set(copied)
    for name in ("01_senet", "02_marelle", "03_doze_canes", "04_jacquet"):  # each lesson's « Analyse une partie »
        cells = json.loads((working / f"{name}.ipynb").read_text(encoding="utf-8"))["cells"]
        opened = [c for c in cells if c["cell_type"] == "code" and "load_record" in "".join(c["source"])]
        path = re.search(r'open\("([^"]+)"', "".join(opened[0]["source"])).group(1)
        game = load_record((working / path).read_text(encoding="utf-8"))  # the file the lesson opens, beside it
        assert game.is_over and game.name == name[3:]
    (working / saved[0]).write_text("a pupil's own change")
    assert start.working_copy(ROOT / "notebooks", working) == []  # kept, never overwritten
    assert (working / saved[0]).read_text() == "a pupil's own change"


def test_an_english_pupils_copy_holds_the_english_lessons_and_the_files_they_open(tmp_path):
    """``tools/start.sh --lang=en`` (issue #40): the English lessons in ``mes-lecons/en/``, the saved games and
    drawings they open (``../parties``, ``../documents``) beside; ``--lang=both`` adds the French ones."""
    working = tmp_path / "mes-lecons"
    copied = start.working_copy(ROOT / "notebooks", working, lang="en")
    english = sorted(p.name for p in (ROOT / "notebooks" / "en").glob("*.ipynb"))
    assert [c for c in copied if c.endswith(".ipynb")] == [f"en/{name}" for name in english]
    for name in english:
        cells = json.loads((working / "en" / name).read_text(encoding="utf-8"))["cells"]
        for path in re.findall(r'open\("([^"]+)"', "".join("".join(c["source"]) for c in cells)):
            assert (working / "en" / path).is_file(), (name, path)
    both = start.working_copy(ROOT / "notebooks", working, lang="both")
    assert sorted(both) == sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))  # the French join them


def test_installing_the_test_extras_does_not_make_the_site_stale(tmp_path, monkeypatch):
    monkeypatch.setattr(build_site, "ROOT", tmp_path)
    (tmp_path / ".venv").mkdir()
    stamp = tmp_path / ".venv" / ".jocari-installed"
    stamp.write_text("0123abcd jupyter,site\n")  # after tools/start.sh
    first = build_site.inputs_hash()
    stamp.write_text("0123abcd dev\n")  # after tools/setup.sh --tests
    assert build_site.inputs_hash() == first
    stamp.write_text("4567ef01 dev\n")  # pyproject.toml changed: the environment did
    assert build_site.inputs_hash() != first


def test_the_log_that_holds_jupyterlabs_token_is_readable_by_its_owner_only(tmp_path):
    fresh, old = tmp_path / "new" / "start.log", tmp_path / "start.log"
    old.write_text("an earlier run\n")
    old.chmod(0o644)
    for log in (fresh, old):
        start.private(log)
        assert log.stat().st_mode & 0o777 == 0o600
    assert old.read_text() == "an earlier run\n"  # kept: the run appends to it
    setup = (ROOT / "tools" / "setup.sh").read_text()
    assert '(umask 077 && : >"$LOG")' in setup and 'chmod 600 "$LOG"' in setup


def test_a_taken_port_is_said_with_the_port_the_site_took_instead():
    """Port 8000 busy (another server): the start says so and where the site is, never silently elsewhere (#38)."""
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        taken = busy.getsockname()[1]
        port, said = start.site_port(taken)
    assert port != taken
    assert f"Le port {taken} est déjà pris" in said and f"le site est sur le port {port}" in said
    assert start.site_port(port) == (port, "")  # free again: nothing to say


def test_a_second_start_on_the_same_folder_is_refused_saying_where_the_first_serves(tmp_path):
    lock = tmp_path / "start.lock"
    first = start.claim(lock)
    start.tell_where(first, "  Le site (the website)   : http://127.0.0.1:8000/index.html\n")
    with pytest.raises(SystemExit) as refused:
        start.claim(lock)
    assert "tourne déjà pour ce dossier" in str(refused.value)
    assert "http://127.0.0.1:8000/index.html" in str(refused.value)
    assert lock.stat().st_mode & 0o777 == 0o600  # it names JupyterLab's address with its token
    first.close()  # the first start stopped (or died: the lock goes with its process)
    start.claim(lock).close()


def test_jupyterlabs_token_is_kept_from_one_start_to_the_next_readable_by_its_owner_only(tmp_path):
    kept = tmp_path / "jupyter-token"
    token = start.lab_token(kept)
    assert len(token) >= 32 and start.lab_token(kept) == token  # the same address at the next start
    assert kept.stat().st_mode & 0o777 == 0o600
    kept.write_text("damaged\n")
    assert start.lab_token(kept) not in (token, "damaged")  # an unusable token is made anew


def test_the_site_build_says_each_lesson_as_it_is_executed(tmp_path, monkeypatch, capsys):
    """A first build executes every lesson for minutes: one line per lesson as its result lands in the cache."""
    cache = tmp_path / "cache"
    monkeypatch.setattr(build_site, "LESSON_CACHE", cache)
    script = ("import json, pathlib, sys, time\n"
              "cache = pathlib.Path(sys.argv[1])\n"
              "for i, title in enumerate(['Le Senet', 'La Marelle']):\n"
              "    (cache / str(i)).mkdir(parents=True)\n"
              "    (cache / str(i) / 'k.json').write_text(json.dumps({'content': '', 'title': title}))\n"
              "    time.sleep(1.5)\n")
    real = subprocess.Popen
    monkeypatch.setattr(build_site.subprocess, "Popen",
                        lambda cmd, **kw: real([sys.executable, "-c", script, str(cache)], **kw))
    executed, _ = build_site.build(tmp_path / "log")
    out = capsys.readouterr().out
    assert executed == 2
    lines = [line.strip() for line in out.splitlines() if "leçon exécutée" in line]
    assert [line.split(" (")[0] for line in lines] == ["leçon exécutée : Le Senet", "leçon exécutée : La Marelle"]


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the process table from /proc")
def test_start_serves_the_site_and_jupyterlab_then_ctrl_c_stops_everything(tmp_path, built_site):
    # built_site: this run's build has filled the build's caches, which the copy borrows whole
    clone = fresh_copy(tmp_path / "jocari-edu")
    site_port, lab_port = free_port(), free_port()
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["PORT"] = str(site_port)  # ports of its own: a teacher's start may be running beside it
    proc = subprocess.Popen(["bash", "tools/start.sh", f"--port={lab_port}"], cwd=clone, env=env,
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True, start_new_session=True)
    lines: list[str] = []
    ready = threading.Event()

    def read():
        for line in proc.stdout:
            lines.append(line.rstrip("\n"))
            if READY in line:
                ready.set()
        ready.set()  # the script ended: the assertions below say how

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    started: set[int] = set()
    try:
        assert ready.wait(DEADLINE), "\n".join(lines)
        assert proc.poll() is None, "\n".join(lines)
        output = "\n".join(lines)
        site = re.search(r"Le site \(the website\)\s+: (http://\S+)", output).group(1)
        lab = re.search(r"JupyterLab\s+: (http://\S+)", output).group(1)
        assert site == f"http://127.0.0.1:{site_port}/index.html"
        assert lab.startswith(f"http://127.0.0.1:{lab_port}/lab")
        assert "<title>" in answers(site) and "jocari-edu" in answers(site)
        token = re.search(r"token=(\w+)", lab)
        auth = f"?token={token.group(1)}" if token else ""
        assert '"started"' in answers(f"http://127.0.0.1:{lab_port}/api/status{auth}")
        # the token kept for the next start (a bookmark keeps working), and a second start refused (#38)
        assert token and (clone / ".cache" / "jupyter-token").read_text().strip() == token.group(1)
        again = subprocess.run(["bash", "tools/start.sh"], cwd=clone, env=env, stdin=subprocess.DEVNULL,
                               capture_output=True, text=True, timeout=DEADLINE)
        assert again.returncode != 0 and "tourne déjà pour ce dossier" in again.stderr, again.stdout + again.stderr
        assert site in again.stderr and lab in again.stderr
        # a kernel, as opening a lesson starts one: Ctrl+C must stop it too
        request = urllib.request.Request(f"http://127.0.0.1:{lab_port}/api/kernels{auth}", method="POST",
                                         data=b'{"name": "python3"}', headers={"Content-Type": "application/json"})
        urllib.request.urlopen(request, timeout=60).close()
        deadline = time.monotonic() + 120
        while not any("ipykernel" in pathlib.Path(f"/proc/{p}/cmdline").read_text(errors="replace")
                      for p in family(proc.pid) if alive(p)):
            assert time.monotonic() < deadline, "the kernel never started"
            time.sleep(0.2)
        started = family(proc.pid)
        # JupyterLab opens the pupil's copy of the lessons: saving a run lesson leaves notebooks/ as stored
        stored = {p.name: p.read_bytes() for p in (clone / "notebooks").glob("*.ipynb")}
        assert sorted(p.name for p in (clone / "mes-lecons").glob("*.ipynb")) == sorted(stored)
        listing = json.loads(answers(f"http://127.0.0.1:{lab_port}/api/contents{auth}"))
        assert sorted(c["name"] for c in listing["content"] if c["type"] == "notebook") == sorted(stored)
        lesson = json.loads(answers(f"http://127.0.0.1:{lab_port}/api/contents/01_senet.ipynb{auth}"))["content"]
        code = next(c for c in lesson["cells"] if c["cell_type"] == "code")
        code["outputs"] = [{"output_type": "stream", "name": "stdout", "text": "une sortie / an output\n"}]
        code["execution_count"] = 1
        save = urllib.request.Request(f"http://127.0.0.1:{lab_port}/api/contents/01_senet.ipynb{auth}", method="PUT",
                                      data=json.dumps({"type": "notebook", "format": "json", "content": lesson}).encode(),
                                      headers={"Content-Type": "application/json"})
        urllib.request.urlopen(save, timeout=60).close()
        assert "une sortie / an output" in (clone / "mes-lecons" / "01_senet.ipynb").read_text(encoding="utf-8")
        assert {p.name: p.read_bytes() for p in (clone / "notebooks").glob("*.ipynb")} == stored
        # what the user sees: French progress lines and the final block, no third-party noise
        assert lines[0].startswith(("Installation…", "Construction du site…")), output
        assert any(line.startswith("Construction du site…") for line in lines), output
        assert not re.search(r"warning|traceback|\[[IWE] |INFO", output, re.I), output

        os.killpg(proc.pid, signal.SIGINT)  # Ctrl+C in the terminal
        assert proc.wait(120) == 0, "\n".join(lines)
    finally:  # after a failure too: leave nothing running
        if proc.poll() is None:
            left = family(proc.pid) | started
            os.killpg(proc.pid, signal.SIGINT)
            try:
                proc.wait(120)
            except subprocess.TimeoutExpired:
                for pid in left:
                    if alive(pid):
                        os.kill(pid, signal.SIGKILL)
    deadline = time.monotonic() + 60
    while [p for p in started if alive(p)]:
        assert time.monotonic() < deadline, f"left running: {[p for p in started if alive(p)]}"
        time.sleep(0.2)
    reader.join(60)  # the script's last lines, read to the end of its output (it may lag behind its exit)
    assert not reader.is_alive(), lines
    assert lines[-1] == "Arrêté. (Stopped.)", lines
    for url in (site, f"http://127.0.0.1:{lab_port}/api/status"):
        with pytest.raises(OSError):
            urllib.request.urlopen(url, timeout=5)
    # and the borrowed environment still runs this checkout's package, not the deleted copy's
    where = subprocess.run([str(ROOT / ".venv/bin/python"), "-c", "import jocari_edu; print(jocari_edu.__file__)"],
                           cwd="/", capture_output=True, text=True)
    assert where.stdout.strip() == str(ROOT / "jocari_edu" / "__init__.py"), where.stdout + where.stderr
