"""MkDocs hooks: every board on the site plays, with the rules package running in the browser.

- ``on_post_page``: each board a lesson saved (an anywidget ``Board`` output,
  its state embedded by mkdocs-jupyter) becomes a *live placeholder*: the
  picture the lesson printed, plus the saved view (with the game's record) for
  the page's adapter to bring to life at that very position.  The board's
  model leaves the page's widget state, so the Jupyter widget manager no
  longer draws a dead copy of it.  ``<!-- jocari-live senet -->`` in a page
  (the "Jouer" pages) becomes the placeholder of a fresh game against the
  computer, with the choice of opponent above it, and the page's tab gets its
  front matter's ``title``.  Every page gets ``assets/live/boot.js`` (it
  starts the adapter where there are boards), whose data attributes carry the
  sentences said before Python is there (a touch starts the board, Python is
  loading...), from Python's catalogues.
- ``on_post_build``: writes into ``assets/live/`` the rules package as a wheel
  (zipped from ``jocari_edu/``, no third-party code), Pyodide's core (from
  ``node_modules/pyodide``, installed by npm), and the very same ``board.js``
  and ``board.css`` as the widget package (the offline cache, ``sw.js``, is
  written after every other file by ``tools/offline_hooks.py``).

Python's start in the page was mostly Python compiling the modules it
imports: Pyodide's npm package ships its standard library as sources.  So the
build compiles them (``tools/pyc.mjs``, Pyodide's own interpreter under Node),
finds which ones Python reads to start and to import the rules
(``tools/pyodide_imports.mjs``) and serves those as bytecode, the others as
sources; the wheel carries its modules' bytecode beside their sources (all
kept in ``.cache/live/``).  The lock file keeps only what Pyodide checks (no
package is ever loaded from it).

The adapter itself (``docs/assets/live/live.js``), the Web Worker where
Python runs (``worker.js``: Pyodide and the wheel, off the page's thread) and
the boot script are plain files of the site.  Nothing here decides a rule or draws a board: the
views come from :class:`~jocari_edu.widgets.controller.BoardController`.
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import pathlib
import posixpath
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import i18n_hooks  # noqa: E402

PACKAGE = ROOT / "jocari_edu"
PYODIDE = ROOT / "node_modules/pyodide"
# what loadPyodide() fetches: its module, the WebAssembly and its loader (copied as they are),
# the standard library (compiled here) and the lock file (trimmed here)
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
STDLIB, LOCK = "python_stdlib.zip", "pyodide-lock.json"
COMPILER = ROOT / "tools" / "pyc.mjs"
IMPORTS = ROOT / "tools" / "pyodide_imports.mjs"
CACHE = ROOT / ".cache" / "live"
LIVE_DIR = "assets/live"
BOARD_MODEL = "jocari_edu.widgets.board.Board"

WIDGET_VIEW = re.compile(
    r'<script type="application/vnd\.jupyter\.widget-view\+json">\s*(\{.*?\})\s*</script>', re.S)
WIDGET_STATE = re.compile(r'(<script type="application/vnd\.jupyter\.widget-state\+json">)(.*?)(</script>)', re.S)
# the sentences said before Python is there, in the boot script's data attributes (live.js reads them)
BOOT_TEXTS = ("touch", "loading", "served", "failed", "resume", "resume_yes", "resume_no")
MARKER = re.compile(r"<!-- jocari-live (\w+)(?: (\w+))? -->")
# an exercise played on a board (#41): one of the lessons' and worksheets' (jocari_edu.teaching.exercise) or a puzzle
# of a shipped collection by its id; anything else that begins so fails the build, saying why
EXERCISE_MARKER = re.compile(r"<!-- jocari-exercise\b(.*?)-->", re.S)


# -- the rules package as a wheel ---------------------------------------------------------------


def _project() -> tuple[str, str]:
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return meta["name"], meta["version"]


def _package_data() -> list[str]:
    """The package's data files (pyproject.toml's ``[tool.setuptools.package-data]``), as an install carries them."""
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return meta["tool"]["setuptools"]["package-data"]["jocari_edu"]


def _zip(path: pathlib.Path, files: dict[str, bytes]) -> pathlib.Path:
    """A reproducible zip (fixed dates, entries in the order given)."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in files.items():
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, data)
    return path


def _python_version() -> tuple[int, int]:
    """Pyodide's Python (major, minor), as its lock file states it."""
    info = json.loads((PYODIDE / LOCK).read_text(encoding="utf-8"))["info"]
    major, minor = info["python"].split(".")[:2]
    return int(major), int(minor)


def _node(script: pathlib.Path, *args) -> str:
    """Run one of the build's Node scripts (Pyodide under Node); its output."""
    node = shutil.which("node")
    if node is None:
        raise FileNotFoundError("node is missing: the site build runs Pyodide under Node (tools/setup.sh installs it)")
    out = subprocess.run([node, str(script), *map(str, args)], capture_output=True, text=True)
    if out.returncode:
        raise RuntimeError(f"{script.name} failed:\n{out.stderr[-3000:]}")
    return out.stdout


def _digest(*parts: bytes, files: dict[str, bytes] | None = None) -> str:
    digest = hashlib.sha256((PYODIDE / "package.json").read_bytes())  # Pyodide's version
    for part in parts:
        digest.update(hashlib.sha256(part).digest())
    for name, data in (files or {}).items():
        digest.update(name.encode() + b"\0" + hashlib.sha256(data).digest())
    return digest.hexdigest()[:20]


def compile_sources(sources: dict[str, bytes], prefix: str, stdlib: pathlib.Path | None = None) -> dict[str, bytes]:
    """``{name.py: source}`` -> ``{name.pyc: bytecode}``, compiled by Pyodide's interpreter under Node.

    Kept in ``.cache/live/`` under a digest of the sources, the prefix and Pyodide's
    version: a build whose Python files did not change reuses the very same bytes.
    """
    kept = CACHE / f"pyc-{_digest(COMPILER.read_bytes(), prefix.encode(), files=sources)}.zip"
    if not kept.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        source_zip = _zip(CACHE / f"{kept.stem}.in.zip", sources)
        partial = kept.with_suffix(".part")
        try:
            _node(COMPILER, PYODIDE, source_zip, partial, prefix, *([stdlib] if stdlib else []))
        finally:
            source_zip.unlink()
        partial.replace(kept)
    with zipfile.ZipFile(kept) as zf:
        return {name: zf.read(name) for name in zf.namelist()}


def _stdlib_entries() -> dict[str, bytes]:
    with zipfile.ZipFile(PYODIDE / STDLIB) as zf:
        return {info.filename: zf.read(info) for info in zf.infolist()}


def _with_bytecode(entries: dict[str, bytes], compiled: dict[str, bytes], modules) -> pathlib.Path:
    """The standard library, ``modules`` (``name.py``) as bytecode in their places, the rest as it is."""
    files = {}
    for name, data in entries.items():
        files.update({name + "c": compiled[name + "c"]} if name in modules else {name: data})
    target = CACHE / f"stdlib-{_digest(files=files)}.zip"
    if not target.exists():
        _zip(target.with_suffix(".part"), files).replace(target)
    return target


def compiled_stdlib() -> pathlib.Path:
    """Pyodide's standard library with every module as bytecode (to start Pyodide fast at build time)."""
    entries = _stdlib_entries()
    major, minor = _python_version()
    sources = {name: data for name, data in entries.items() if name.endswith(".py")}
    return _with_bytecode(entries, compile_sources(sources, f"/lib/python{major}{minor}.zip/"), sources)


def site_stdlib(compiled: pathlib.Path) -> pathlib.Path:
    """The standard library the site serves: what Python reads to start and to import the rules, as bytecode.

    The other modules stay sources (compiled if ever imported), so the download
    grows only by what the start needs.  ``compiled``: :func:`compiled_stdlib`.
    """
    package = _package_sources()
    found = CACHE / f"imports-{_digest(IMPORTS.read_bytes(), compiled.read_bytes(), files=package)}.json"
    if not found.exists():
        package_zip = _zip(CACHE / f"{found.stem}.zip", package)
        try:
            found.write_text(_node(IMPORTS, PYODIDE, compiled, package_zip).strip().splitlines()[-1])
        finally:
            package_zip.unlink()
    with zipfile.ZipFile(compiled) as zf:
        bytecode = {name: zf.read(name) for name in zf.namelist() if name.endswith(".pyc")}
    modules = {name.removesuffix("c") for name in json.loads(found.read_text())}
    return _with_bytecode(_stdlib_entries(), bytecode, modules)


def _package_sources() -> dict[str, bytes]:
    return {p.relative_to(ROOT).as_posix(): p.read_bytes() for p in sorted(PACKAGE.rglob("*.py"))}


def build_wheel(target: pathlib.Path, stdlib: pathlib.Path | None = None) -> pathlib.Path:
    """A pure-Python wheel of ``jocari_edu`` (reproducible: fixed dates, sorted entries).

    With ``stdlib`` (a compiled standard library, to start Pyodide faster), the
    wheel also carries each module's bytecode for Pyodide's Python, in its
    ``__pycache__`` (unchecked: a wheel's files never change once installed).
    """
    name, version = _project()
    dist = f"{name.replace('-', '_')}-{version}"
    files = _package_sources()
    if stdlib is not None:
        major, minor = _python_version()
        compiled = compile_sources(files, "", stdlib)  # the importer names each module after its file
        for path in list(files):
            folder, _, module = path.rpartition("/")
            files[f"{folder}/__pycache__/{module[:-3]}.cpython-{major}{minor}.pyc"] = compiled[path + "c"]
    for pattern in _package_data():  # the board's front-end, the puzzles: what the package installs (JupyterLite)
        files.update({p.relative_to(ROOT).as_posix(): p.read_bytes() for p in sorted(PACKAGE.glob(pattern))})
    files[f"{dist}.dist-info/METADATA"] = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n".encode()
    files[f"{dist}.dist-info/WHEEL"] = (
        b"Wheel-Version: 1.0\nGenerator: jocari-edu tools/live_hooks.py\nRoot-Is-Purelib: true\nTag: py3-none-any\n")
    record = [f"{path},sha256={base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b'=').decode()},"
              f"{len(data)}" for path, data in files.items()]
    files[f"{dist}.dist-info/RECORD"] = ("\n".join([*record, f"{dist}.dist-info/RECORD,,"]) + "\n").encode()
    return _zip(target / f"{dist}-py3-none-any.whl", files)


def wheel_name() -> str:
    name, version = _project()
    return f"{name.replace('-', '_')}-{version}-py3-none-any.whl"


# -- placeholders: where a board will come alive ----------------------------------------------------


def _play_page(game: str, prefix: str = "") -> str:
    """The site path of a game's "Jouer" page (its folder is the game's name with dashes) in the edition whose
    folder is ``prefix`` (``""`` French, ``"en/"`` English)."""
    return f"{prefix}{game.replace('_', '-')}/jouer.html"


def _placeholder(spec: dict, page_dir: str, prefix: str = "") -> str:
    """The live board's place: the picture shown until Python is ready, and what Python needs.

    A "Jouer" page's board also offers the choice of opponent at once, above it
    (its buttons' words come from Python, and again with every answer).
    """
    from jocari_edu.widgets.live import LiveBoard, site_text

    view = spec["view"]
    lang = view.get("lang", "fr")
    play = posixpath.relpath(_play_page(view["game"], prefix), page_dir or ".")
    data = json.dumps(spec, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    choice = ""
    if spec["mode"] == "play":
        buttons = "".join(
            f'<button type="button" class="jocari-choice-button" data-opponent="{html.escape(c["opponent"])}" '
            f'aria-pressed="{str(c["pressed"]).lower()}">{html.escape(c["text"])}</button>'
            for c in LiveBoard.fresh(view["game"], view["rule_set"], lang=lang, opponent=spec.get("opponent")).choice())
        choice = f'<div class="jocari-choice" role="group" aria-label="{html.escape(view["labels"]["opponent"])}">' \
                 f"{buttons}</div>"
    return (
        f'<div class="jocari-live" data-live="static" data-play="{html.escape(play)}">'
        f"{choice}"
        '<p class="jocari-live-note" role="status" hidden></p>'
        f'<div class="jw-root jocari-static">{_static_question(view)}<div class="jw-stage">{view["svg"]}</div></div>'
        '<div class="jocari-share" hidden>'
        f'<button type="button" class="jocari-share-button" title="{html.escape(site_text("share_title", lang))}">'
        f'{html.escape(site_text("share", lang))}</button>'
        '<label class="jocari-share-result" hidden><span></span> <input type="text" readonly></label></div>'
        f'<script type="application/json" class="jocari-live-spec">{data}</script>'
        "</div>"
    )


def _static_question(view: dict) -> str:
    """An exercise's question above its picture, before Python is there (board.js writes the same)."""
    exercise = view.get("exercise")
    if not exercise:
        return ""
    title = exercise["labels"]["question"] + ("\u00a0:" if view.get("lang", "fr") == "fr" else ":")
    return (f'<p class="jw-exercise-question"><strong>{html.escape(title)}</strong> '
            f'<span class="jw-exercise-question-text">{html.escape(exercise["question"])}</span></p>')


def _lesson_boards(output: str, page_dir: str, lang: str = "fr", prefix: str = "") -> str:
    """Each saved ``Board`` output of a lesson becomes a live placeholder at the position it printed, speaking the
    page's language ``lang`` once Python is there (whatever the lesson's cell asked)."""
    found = WIDGET_STATE.search(output)
    if not found:
        return output
    state = json.loads(found.group(2))
    boards = {mid: m["state"] for mid, m in state["state"].items() if m["state"].get("_anywidget_id") == BOARD_MODEL}
    if not boards:
        return output

    def replace(match):
        model_id = json.loads(match.group(1)).get("model_id")
        if model_id not in boards:
            return match.group(0)
        return _placeholder({"mode": "lesson", "view": dict(boards[model_id]["view"], lang=lang)}, page_dir, prefix)

    output = WIDGET_VIEW.sub(replace, output)
    for model_id in boards:
        del state["state"][model_id]
    kept = json.dumps(state).replace("</", "<\\/")
    return WIDGET_STATE.sub(lambda m: m.group(1) + kept + m.group(3), output, count=1)


def _fresh_board(match, page_dir: str, lang: str = "fr", prefix: str = "") -> str:
    """``<!-- jocari-live senet [rule_set] -->``: a new game against the computer at the default level
    (two players one click away), chosen rules and options on the board's toolbar.

    The spec names every game's "Jouer" page, relative to this one: a shared link of
    another game opened here is sent there.
    """
    from jocari_edu import available
    from jocari_edu.games import new_game
    from jocari_edu.players import DEFAULT_LEVEL
    from jocari_edu.widgets.controller import BoardController

    name, rule_set = match.group(1), match.group(2)
    view = BoardController(new_game(name, rule_set, seed=0, lang=lang), opponent=DEFAULT_LEVEL).view()
    pages = {game: posixpath.relpath(_play_page(game, prefix), page_dir or ".") for game in available()}
    return _placeholder({"mode": "play", "game": name, "rule_set": view["rule_set"], "lang": lang,
                         "opponent": DEFAULT_LEVEL, "pages": pages, "view": view}, page_dir)


def page_exercise(words: list[str], lang: str = "fr"):
    """The exercise a page's ``<!-- jocari-exercise ... -->`` marker names (its words after ``jocari-exercise``):
    ``lesson KEY`` or ``puzzle GAME RULES ID``; ValueError saying why when it names none."""
    from jocari_edu.core import JocariError

    try:
        if len(words) == 2 and words[0] == "lesson":
            from jocari_edu import teaching  # (the lessons' exercises: imported only where a page asks for one)

            exercise = teaching.exercise(words[1], lang)
            exercise.key = words[1]
            return exercise
        if len(words) == 4 and words[0] == "puzzle":
            from jocari_edu.analysis.exercise import Exercise
            from jocari_edu.analysis.puzzles import load_collection

            collection = load_collection(words[1], words[2])
            found = [p for p in collection.puzzles if p.id == words[3]]
            if not found:
                raise ValueError(f"no puzzle {words[3]!r} in the {words[1]} {words[2]} collection (ids: "
                                 f"{', '.join(p.id for p in collection.puzzles[:3])}, …)")
            exercise = Exercise.from_puzzle(collection, found[0])
            exercise.game.lang = lang
            exercise.key = words[3]
            return exercise
    except JocariError as err:
        raise ValueError(err.text("en")) from None
    raise ValueError("write <!-- jocari-exercise lesson KEY --> or <!-- jocari-exercise puzzle GAME RULES ID -->")


def _exercise_board(match, page, page_dir: str, lang: str = "fr", prefix: str = "") -> str:
    """``<!-- jocari-exercise lesson KEY -->`` / ``<!-- jocari-exercise puzzle GAME RULES ID -->``: a board in
    exercise mode (jocari_edu.widgets.exercise), its spec carrying the exercise for the page's Python."""
    try:
        exercise = page_exercise(match.group(1).split(), lang)
    except ValueError as err:
        raise ValueError(f"{page.file.src_uri}: {match.group(0)}: {err}") from None
    return exercise_placeholder(exercise, page_dir, lang, prefix)


def exercise_placeholder(exercise, page_dir: str, lang: str = "fr", prefix: str = "") -> str:
    """The live board's place for ``exercise`` (an :class:`~jocari_edu.analysis.exercise.Exercise`): a board in
    exercise mode, its spec carrying the exercise for the page's Python (also the « Exercices » pages' puzzles,
    tools/exercises_hooks.py)."""
    from jocari_edu.widgets.controller import BoardController

    controller = BoardController(exercise.game, lang=lang)
    controller.set_exercise(exercise)
    view = controller.view()
    return _placeholder({"mode": "exercise", "lang": lang, "exercise": view["exercise"]["spec"], "view": view},
                        page_dir, prefix)


def _boot_script(page_dir: str, lang: str = "fr") -> str:
    from jocari_edu.widgets.live import site_text

    src = posixpath.relpath(f"{LIVE_DIR}/boot.js", page_dir or ".")
    texts = " ".join(f'data-{code.replace("_", "-")}="{html.escape(site_text(code, lang))}"' for code in BOOT_TEXTS)
    return f'<script src="{src}" data-jocari-live data-wheel="{wheel_name()}" {texts}></script>'



def _play_title(output: str, page, config) -> str:
    """A "Jouer" page's tab says which game it plays (its front matter's ``title``)."""
    title = page.meta.get("title")
    if not title:
        return output
    return re.sub(r"<title>.*?</title>", lambda _: f"<title>{html.escape(title)} – {html.escape(config['site_name'])}"
                  "</title>", output, count=1, flags=re.S)


def board_styles(page_dir: str) -> str:
    """The boards' stylesheets, linked from a page in ``page_dir``."""
    return "".join(f'<link rel="stylesheet" href="{posixpath.relpath(f"{LIVE_DIR}/{name}", page_dir or ".")}">'
                   for name in ("board.css", "live.css", "worker.css"))


def on_post_page(output, page, config):
    """The boards speak the page's language (an English page's: English), from Python's catalogues."""
    page_dir = posixpath.dirname(page.file.dest_uri)
    lang, prefix = i18n_hooks.page_language(page, config), i18n_hooks.site_prefix(config)
    output = _lesson_boards(output, page_dir, lang, prefix)
    if MARKER.search(output):
        output = _play_title(MARKER.sub(lambda m: _fresh_board(m, page_dir, lang, prefix), output), page, config)
    output = EXERCISE_MARKER.sub(lambda m: _exercise_board(m, page, page_dir, lang, prefix), output)
    if 'class="jocari-live"' in output or 'class="jocari-exercices"' in output:  # (boards made by the page's script)
        output = output.replace("</head>", board_styles(page_dir) + "</head>", 1)
    return output.replace("</body>", _boot_script(page_dir, lang) + "</body>", 1)


# -- the files the boards need ----------------------------------------------------------------------


def on_post_build(config):
    if i18n_hooks.site_prefix(config):
        return  # the boards' files are the same for every language: the French build wrote them at the root
    site = pathlib.Path(config["site_dir"])
    live = site / LIVE_DIR
    (live / "pyodide").mkdir(parents=True, exist_ok=True)
    for name in (*PYODIDE_FILES, STDLIB, LOCK):
        if not (PYODIDE / name).exists():
            raise FileNotFoundError(f"{PYODIDE / name} is missing: run `npm ci` (tools/setup.sh does)")
    for name in PYODIDE_FILES:
        shutil.copyfile(PYODIDE / name, live / "pyodide" / name)
    stdlib = compiled_stdlib()
    shutil.copyfile(site_stdlib(stdlib), live / "pyodide" / STDLIB)
    # the lock file lists Pyodide's packages for loadPackage(); the boards load none: keep what Pyodide checks
    info = json.loads((PYODIDE / LOCK).read_text(encoding="utf-8"))["info"]
    (live / "pyodide" / LOCK).write_text(json.dumps({"info": info, "packages": {}}), encoding="utf-8")
    for name in ("board.js", "board.css"):  # the very same front-end as in JupyterLab
        shutil.copyfile(PACKAGE / "widgets" / name, live / name)
    build_wheel(live, stdlib)
