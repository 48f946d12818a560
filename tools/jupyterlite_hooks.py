"""MkDocs hook: the lessons as real notebooks in the browser, JupyterLite inside the site (``jupyter/``).

- ``on_config``: each lesson page's « Ouvrir la leçon dans Jupyter (dans le navigateur) »
  address, for the theme's template (``config.extra.jupyterlite``).
- ``on_post_build`` (after ``tools/live_hooks.py``, before ``tools/offline_hooks.py``,
  which lists every file for the site's offline cache): ``jupyter lite build`` with
  the lessons of :data:`LESSONS`, the three front-end extensions the lessons need
  (the widget manager, anywidget, the Pyodide kernel) and the French language
  pack, into ``.cache/jupyterlite/`` (built again only when an input changed),
  then copied into the site; then ``jupyter/wheels/``: the kernel's packages and
  its lock file.

No file is fetched from anywhere but the site at view time: the kernel starts
the site's own Pyodide (``assets/live/pyodide/``, the live boards' copy, not a
second one) with a lock file written here (``jupyter/wheels/pyodide-lock.json``)
that names every package the kernel loads at start, each served from
``jupyter/wheels/`` (the rules package: the boards' very wheel in
``assets/live/``), all of them preloaded, PyPI fallback off.  The pure-Python
wheels come from PyPI once (``pip download``, kept in ``.cache/jupyterlite/``):
the kernel's Python packages at the versions of Pyodide's own lock file, the
widgets' at the versions installed here, whose front-ends JupyterLite serves.
:func:`check_local` fails the build if a URL of JupyterLite's configuration or
of the lock points outside the site.

JupyterLite's own service worker is switched off: at start it unregisters every
other worker of the origin, the site's offline cache included, and its cache
would keep a second copy of Pyodide.  The site's worker (``sw.js``, whose scope
holds ``jupyter/``) keeps what a JupyterLite visit used, as for any page.
Without JupyterLite's worker the kernel does not see the notebooks' folder
(its files are the browser's) and ``input()`` does not answer; the lessons use
neither.  The pupil's notebooks are kept by JupyterLite in the browser
(IndexedDB).

matplotlib does not exist for Pyodide outside Pyodide's own distribution (its
compiled parts are built for it; PyPI has none): the lock carries instead a
small ``matplotlib`` made here (``tools/lite/matplotlib``) whose figures say,
in one French sentence, that the plot is drawn on the lesson's page and in
JupyterLab, and accept every call, so that a lesson runs to its end.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.metadata
import json
import os
import pathlib
import posixpath
import re
import shutil
import subprocess
import sys
import sysconfig
import zipfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
CACHE = ROOT / ".cache" / "jupyterlite"
LITE = "jupyter"  # JupyterLite's folder in the site
WHEELS = "wheels"  # the kernel's packages and their lock, in LITE
PYODIDE_LOCK = ROOT / "node_modules" / "pyodide" / "pyodide-lock.json"
STUB = ROOT / "tools" / "lite"  # packages made here for the browser's kernel (matplotlib)
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
SERVICE_WORKER_PLUGIN = "@jupyterlite/application-extension:service-worker-manager"
# (source folder, pattern, folder in JupyterLite, the site's language whose lesson pages open them)
LESSONS = [("notebooks", "*.ipynb", "lecons", "fr"), ("notebooks/en", "*.ipynb", "en/lessons", "en")]
# each language's JupyterLite page: the French one-notebook interface, and its copy in English (the same files, its
# own jupyter-lite.json setting the interface's language; a sibling folder, so every relative address holds)
APP_OF = {"fr": "notebooks", "en": "notebooks-en"}
LOCALE = {"fr": "fr_FR", "en": "en"}
TRANSLATION_PLUGIN = "@jupyterlab/translation-extension:plugin"
LESSON_DIGESTS = "lessons.json"  # {path in JupyterLite: the lesson's digest}, read by docs/assets/jupyterlite-offline.js
# the folders of files the lessons open beside them (open("parties/...")): in the kernel's working folder
LESSON_FILES = ("notebooks/parties", "notebooks/documents")
SKIPPED = re.compile(r"^\.|\.ipynb$")
# the front-end extensions the lessons need, from this environment's share/jupyter/labextensions
EXTENSIONS = ("@jupyter-widgets/jupyterlab-manager", "@jupyterlite/pyodide-kernel-extension", "anywidget")
# the kernel's Python packages, at the versions of Pyodide's own lock file
FROM_PYODIDE = ("micropip", "packaging", "ipython", "asttokens", "decorator", "executing", "matplotlib-inline",
                "prompt-toolkit", "pure-eval", "pygments", "six", "stack-data", "traitlets", "wcwidth", "jedi",
                "parso", "typing-extensions")
# the widgets' Python side (and tqdm's progress bar), at the versions of this environment: their front-ends above
FROM_ENV = ("ipywidgets", "anywidget", "psygnal", "comm", "tqdm", "ipython-pygments-lexers")
# shipped inside the kernel's extension (static/pypi/)
FROM_KERNEL = ("piplite", "pyodide-kernel", "ipykernel")
APPS = ("lab", "notebooks")  # JupyterLab's interface and the one-notebook one (the lesson pages open this)
LITE_CONFIG_VERSION = "3"  # bump to rebuild the cached JupyterLite when this file changes what it builds
# The French language pack translates JupyterLab's words ("jupyterlab") but not JupyterLite's own ("jupyterlite":
# « Fichier » > « Download », « Aide », the data-clearing dialog), and the one-notebook interface's ("notebook") only
# in part (« Close and Shut Down Notebook… »): each such string gets JupyterLab's French for the same words, and
# JupyterLite's own words without one get ours (french_of_lite)
LITE_DOMAINS = {"jupyterlite": '"jupyterlite"', "notebook": '.load("notebook")'}  # domain: how a script names it
LITE_FRENCH = {
    "Clear Browser Data": "Effacer les données du navigateur",
    "Clearing browser data will permanently remove data stored in your browser. This operation cannot be undone "
    "and may result in loss of:": "Effacer les données du navigateur supprime pour de bon ce qu'il garde ; on ne peut "
    "pas revenir en arrière, et l'on peut perdre\u00a0:",
    "This will reload the page after clearing the selected data.":
        "La page se rechargera une fois effacées les données choisies.",
    "Files and notebooks": "Fichiers et notebooks",
    "Notebooks and files stored in the browser": "Les notebooks et fichiers gardés dans le navigateur",
    "Settings and preferences": "Réglages et préférences",
    "User settings and preferences": "Vos réglages et préférences",
    "Unsaved work and changes": "Le travail et les modifications non enregistrés",
    "Warning: Data Loss Risk": "Attention\u00a0: risque de perte de données",
    "Workspace layouts and panel arrangements": "La disposition de l'espace de travail et de ses panneaux",
    "Workspace layouts": "Dispositions de l'espace de travail",
    "(unavailable)": "(indisponible)",
    "Click to open kernel logs": "Cliquer pour ouvrir le journal du noyau",
    "CONTRIBUTOR LIST": "LISTE DES CONTRIBUTEURS",
    "JUPYTERLITE ON GITHUB": "JUPYTERLITE SUR GITHUB",
    "\u00a9 2021-, JupyterLite Contributors": "\u00a9 2021-, les contributeurs de JupyterLite",
}
UI_STRING = re.compile(r'\.__\("((?:[^"\\]|\\.)*)"\)')  # trans.__("…") in the interface's scripts


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _site_packages() -> str:
    """Where Pyodide installs the lock's packages (its Python's version, from its lock file)."""
    major, minor = json.loads(PYODIDE_LOCK.read_text(encoding="utf-8"))["info"]["python"].split(".")[:2]
    return f"/lib/python{major}.{minor}/site-packages"


def _labextensions() -> pathlib.Path:
    return pathlib.Path(sysconfig.get_path("data")) / "share" / "jupyter" / "labextensions"


def lesson_files() -> dict[str, pathlib.Path]:
    """``{path in JupyterLite: lesson file}`` for every lesson of :data:`LESSONS`."""
    found = {}
    for folder, pattern, target, _ in LESSONS:
        for path in sorted((ROOT / folder).glob(pattern)):
            found[f"{target}/{path.name}"] = path
    return found


def lesson_pictures() -> dict[str, pathlib.Path]:
    """``{path in JupyterLite: file}``: the drawings the lessons show (``documents/``), where each language's lessons
    find them (``lecons/documents/``, and ``en/documents/`` for the English lessons' ``../documents/``)."""
    found = {}
    source = ROOT / "notebooks" / "documents"
    for folder, _, target, _ in LESSONS:
        where = posixpath.normpath(posixpath.join(target, os.path.relpath(source, ROOT / folder)))
        for path in sorted(source.iterdir()):
            if path.is_file() and not SKIPPED.search(path.name):
                found[f"{where}/{path.name}"] = path
    return found


def lesson_digest(source: pathlib.Path) -> str:
    """A lesson's version: the start of the SHA-256 of its file (a rebuild of an unchanged lesson keeps it)."""
    return hashlib.sha256(source.read_bytes()).hexdigest()[:16]


def stamped(source: pathlib.Path) -> str:
    """The lesson as JupyterLite serves it: its notebook with its version in ``metadata.jocari_edu.lesson``.

    The pupil's saved copy keeps the metadata of the version it came from: docs/assets/jupyterlite-offline.js
    compares it with :data:`LESSON_DIGESTS` when the lesson opens, and keeps an older version's copy under
    another name before showing the new one.
    """
    notebook = json.loads(source.read_text(encoding="utf-8"))
    notebook.setdefault("metadata", {})["jocari_edu"] = {"lesson": lesson_digest(source)}
    return json.dumps(notebook, ensure_ascii=False, indent=1) + "\n"


# -- the lesson pages' buttons ---------------------------------------------------------------------


def on_config(config):
    """``config.extra.jupyterlite``: for each language and lesson file name, its address in JupyterLite.

    The French lesson pages (``lecons/X.html``) open ``lecons/X.ipynb`` in the French interface, the English ones
    (``en/lecons/X.html``) ``en/lessons/X.ipynb`` in the English interface.  ``restart``: the same address asking
    to start the lesson again from its published version (« Recommencer la leçon »).
    """
    extra = {lang: {} for _, _, _, lang in LESSONS}
    for folder, pattern, target, lang in LESSONS:
        up = "../" * (2 if lang != "fr" else 1)
        for path in sorted((ROOT / folder).glob(pattern)):
            href = f"{up}{LITE}/{APP_OF[lang]}/index.html?path={target}/{path.name}"
            extra[lang][path.name] = {"href": href, "restart": f"{href}&recommencer=1", "path": f"{target}/{path.name}"}
    config["extra"]["jupyterlite"] = extra
    return config


# -- the kernel's wheels ---------------------------------------------------------------------------


def _pins() -> dict[str, str]:
    """``{package: version}`` of every wheel fetched from PyPI."""
    packages = json.loads(PYODIDE_LOCK.read_text(encoding="utf-8"))["packages"]
    pins = {name: packages[name]["version"] for name in FROM_PYODIDE}
    pins.update({name: importlib.metadata.version(name) for name in FROM_ENV})
    return pins


def _download(pins: dict[str, str]) -> dict[str, pathlib.Path]:
    """The pure-Python wheels of ``pins``, from PyPI once, then from ``.cache/jupyterlite/wheels``."""
    folder = CACHE / "wheels"
    folder.mkdir(parents=True, exist_ok=True)

    def find(name, version):
        stem = re.sub(r"[-_.]+", "_", name).lower()
        for path in folder.glob("*.whl"):
            parts = path.name.split("-")
            if re.sub(r"[-_.]+", "_", parts[0]).lower() == stem and parts[1] == version:
                return path
        return None

    missing = [f"{name}=={version}" for name, version in pins.items() if find(name, version) is None]
    if missing:
        out = subprocess.run(
            [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
             "--platform", "any", "--python-version", "3.14", "--implementation", "py", "-d", str(folder), *missing],
            capture_output=True, text=True)
        if out.returncode:
            raise RuntimeError(f"pip download of JupyterLite's kernel packages failed:\n{out.stderr[-2000:]}")
    found = {name: find(name, version) for name, version in pins.items()}
    lost = [name for name, path in found.items() if path is None]
    if lost:
        raise FileNotFoundError(f"no pure-Python wheel found for {lost}")
    return found


def _kernel_wheels() -> dict[str, pathlib.Path]:
    folder = _labextensions() / "@jupyterlite" / "pyodide-kernel-extension" / "static" / "pypi"
    found = {}
    for name in FROM_KERNEL:
        stem = name.replace("-", "_")
        wheels = sorted(folder.glob(f"{stem}-*-py3-none-any.whl"))
        if not wheels:
            raise FileNotFoundError(f"{name}'s wheel is missing from {folder}: install jupyterlite-pyodide-kernel")
        found[name] = wheels[-1]
    return found


def _wheel(target: pathlib.Path, name: str, version: str, files: dict[str, bytes]) -> pathlib.Path:
    """A reproducible pure-Python wheel of ``files`` (``{path in site-packages: bytes}``)."""
    dist = f"{name.replace('-', '_')}-{version.replace('+', '_')}"
    files = dict(files)
    files[f"{dist}.dist-info/METADATA"] = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n".encode()
    files[f"{dist}.dist-info/WHEEL"] = (
        b"Wheel-Version: 1.0\nGenerator: jocari-edu tools/jupyterlite_hooks.py\nRoot-Is-Purelib: true\n"
        b"Tag: py3-none-any\n")
    record = [f"{path},sha256={base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b'=').decode()},"
              f"{len(data)}" for path, data in files.items()]
    files[f"{dist}.dist-info/RECORD"] = ("\n".join([*record, f"{dist}.dist-info/RECORD,,"]) + "\n").encode()
    path = target / f"{dist}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for entry, data in files.items():
            zf.writestr(zipfile.ZipInfo(entry, date_time=(1980, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)
    return path


def _sources(name: str) -> dict[str, bytes]:
    return {p.relative_to(STUB).as_posix(): p.read_bytes() for p in sorted((STUB / name).rglob("*.py"))}


def stub_wheel(target: pathlib.Path) -> pathlib.Path:
    """The browser's ``matplotlib`` (``tools/lite/matplotlib``) as a wheel."""
    return _wheel(target, "matplotlib", "0+jocari.navigateur", _sources("matplotlib"))


def start_wheel(target: pathlib.Path) -> pathlib.Path:
    """``jocari_lite``: the kernel's start (``tools/lite/jocari_lite``) with the files the lessons read beside them."""
    files = _sources("jocari_lite")
    for folder in LESSON_FILES:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.is_file() and not SKIPPED.search(path.name):
                files[f"jocari_lite/files/{path.relative_to((ROOT / folder).parent).as_posix()}"] = path.read_bytes()
    return _wheel(target, "jocari-lite", "0", files)


def _entry(name: str, path: pathlib.Path, file_name: str) -> dict:
    version = path.name.split("-")[1].replace("_", "+")
    return {"name": name, "version": version, "file_name": file_name, "install_dir": "site",
            "sha256": hashlib.sha256(path.read_bytes()).hexdigest(), "package_type": "package",
            "imports": [], "depends": [], "unvendored_tests": False, "shared_library": False}


def write_wheels(site: pathlib.Path) -> list[str]:
    """``jupyter/wheels/``: every package the kernel loads at start and the lock naming them; their names."""
    from live_hooks import LIVE_DIR, wheel_name

    target = site / LITE / WHEELS
    target.mkdir(parents=True, exist_ok=True)
    packages = {}
    for name, path in {**_download(_pins()), **_kernel_wheels()}.items():
        shutil.copyfile(path, target / path.name)
        packages[_normal(name)] = _entry(_normal(name), path, path.name)
    for name, made in (("matplotlib", stub_wheel(target)), ("jocari-lite", start_wheel(target))):
        packages[name] = _entry(name, made, made.name)
    # the rules package: the very wheel the site's live boards load
    own = site / LIVE_DIR / wheel_name()
    packages["jocari-edu"] = _entry("jocari-edu", own, posixpath.relpath(f"{LIVE_DIR}/{own.name}", f"{LITE}/{WHEELS}"))
    info = json.loads(PYODIDE_LOCK.read_text(encoding="utf-8"))["info"]
    (target / "pyodide-lock.json").write_text(json.dumps({"info": info, "packages": packages}, indent=1),
                                              encoding="utf-8")
    return sorted(packages)


# -- JupyterLite itself ------------------------------------------------------------------------------


def lite_config(packages: list[str]) -> dict:
    """``jupyter-lite.json``'s settings: the site's Pyodide, the local lock, French, no service worker."""
    return {"jupyter-config-data": {
        "appName": "jocari-edu",
        "exposeAppInBrowser": True,  # window.jupyterapp: the tests and the benchmark drive it
        "disabledExtensions": [SERVICE_WORKER_PLUGIN],
        "litePluginSettings": {KERNEL_PLUGIN: {
            "pyodideUrl": "./../assets/live/pyodide/pyodide.mjs",
            "disablePyPIFallback": True,
            "loadPyodideOptions": {"lockFileURL": f"{WHEELS}/pyodide-lock.json", "packages": packages,
                                   # IPython runs it as the kernel starts (tools/lite/jocari_lite)
                                   "env": {"PYTHONSTARTUP": f"{_site_packages()}/jocari_lite/__init__.py"}},
        }},
    }}


def _overrides() -> dict:
    overrides = json.loads((ROOT / "tools" / "jupyterlab_overrides.json").read_text(encoding="utf-8"))
    # no news, no update check, no « help us improve » pop-up: nothing asks to go online
    overrides["@jupyterlab/apputils-extension:notification"] = {"fetchNews": "false", "checkForUpdates": False}
    return overrides


def _digest(parts: list[bytes]) -> str:
    digest = hashlib.sha256()
    for part in parts:
        digest.update(hashlib.sha256(part).digest())
    return digest.hexdigest()[:20]


def build_lite(packages: list[str]) -> pathlib.Path:
    """JupyterLite with the lessons, in ``.cache/jupyterlite/lite-<digest>`` (built only when an input changed)."""
    lessons = lesson_files()
    config = lite_config(packages)
    versions = [f"{name}=={importlib.metadata.version(name)}" for name in
                ("jupyterlite-core", "jupyterlite-pyodide-kernel", "jupyterlab-language-pack-fr-FR", *FROM_ENV)]
    parts = [LITE_CONFIG_VERSION.encode(), json.dumps(config, sort_keys=True).encode(),
             json.dumps(_overrides(), sort_keys=True).encode(), " ".join(versions).encode()]
    for path, source in {**lessons, **lesson_pictures()}.items():
        parts += [path.encode(), source.read_bytes()]
    out = CACHE / f"lite-{_digest(parts)}"
    if (out / "jupyter-lite.json").exists():
        return out
    work = CACHE / "work"
    shutil.rmtree(work, ignore_errors=True)
    (work / "files").mkdir(parents=True)
    for path, source in lessons.items():
        (work / "files" / path).parent.mkdir(parents=True, exist_ok=True)
        (work / "files" / path).write_text(stamped(source), encoding="utf-8")
    for path, source in lesson_pictures().items():
        (work / "files" / path).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, work / "files" / path)
    (work / "jupyter-lite.json").write_text(json.dumps(config, indent=1), encoding="utf-8")
    (work / "overrides.json").write_text(json.dumps(_overrides(), indent=1), encoding="utf-8")
    (work / "jupyter_lite_config.json").write_text(json.dumps({"LiteBuildConfig": {
        "no_sourcemaps": True,
        "apps": list(APPS),
        "ignore_sys_prefix": ["federated_extensions"],
        "federated_extensions": [str(_labextensions() / name) for name in EXTENSIONS],
    }}, indent=1), encoding="utf-8")
    partial = CACHE / "lite-partial"
    shutil.rmtree(partial, ignore_errors=True)
    jupyter = pathlib.Path(sys.executable).with_name("jupyter")
    env = dict(os.environ, JUPYTERLITE_NO_LIBARCHIVE="1")
    done = subprocess.run([str(jupyter), "lite", "build", "--lite-dir", str(work), "--output-dir", str(partial)],
                          cwd=work, capture_output=True, text=True, env=env)
    if done.returncode:
        raise RuntimeError(f"jupyter lite build failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    french_of_lite(partial)
    for stale in CACHE.glob("lite-*"):
        if stale != partial:
            shutil.rmtree(stale, ignore_errors=True)
    (partial / LESSON_DIGESTS).write_text(json.dumps({path: lesson_digest(source) for path, source in lessons.items()},
                                                      indent=1), encoding="utf-8")
    partial.replace(out)
    shutil.rmtree(work, ignore_errors=True)
    return out


JS_ESCAPE = re.compile(r"\\(?:x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4})|(.))")


def _unescape(match: re.Match) -> str:
    """One escape of a JavaScript string (``\\xa9``, ``\\u2026``, ``\\"``, ``\\n``)."""
    code = match.group(1) or match.group(2)
    return chr(int(code, 16)) if code else {"n": "\n", "t": "\t"}.get(match.group(3), match.group(3))


def french_of_lite(lite: pathlib.Path) -> int:
    """Complete ``lite``'s French (``api/translations/fr_FR.json``) for the strings of :data:`LITE_DOMAINS` its
    scripts show (:data:`LITE_FRENCH`, else JupyterLab's French for the same words); the pack's own are kept. The
    number of strings added."""
    path = lite / "api" / "translations" / "fr_FR.json"
    pack = json.loads(path.read_text(encoding="utf-8"))
    data, added = pack["data"], 0
    lab = data["jupyterlab"]
    for script in sorted((lite / "build").glob("*.js")):
        text = script.read_text(encoding="utf-8")
        domains = [domain for domain, named in LITE_DOMAINS.items() if named in text]
        for domain in domains:
            table = data.setdefault(domain, {"": {**lab[""], "domain": domain}})
            for match in UI_STRING.finditer(text):
                words = JS_ESCAPE.sub(_unescape, match.group(1))
                french = LITE_FRENCH.get(words) if domain == "jupyterlite" else None
                french = [french] if french else lab.get(words)
                if french and words not in table:
                    table[words] = french
                    added += 1
    path.write_text(json.dumps(pack, ensure_ascii=False), encoding="utf-8")
    return added


# -- the check: nothing from outside -----------------------------------------------------------------------

URL = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")  # an absolute URL (scheme:), or //host


def _strings(value, where=""):
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _strings(item, f"{where}/{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _strings(item, f"{where}/{index}")
    elif isinstance(value, str):
        yield where, value


def check_local(site: pathlib.Path) -> None:
    """Fail if a URL in JupyterLite's configuration files or the kernel's lock points outside the site.

    Every string of those files that is an absolute URL (``https:``, ``//host``...) is refused, and so is a
    relative one (a key ending in Url/URL, a ``file_name``) that leaves the site's folder.
    """
    lite = site / LITE
    problems = []
    files = [*lite.rglob("jupyter-lite.json"), lite / WHEELS / "pyodide-lock.json"]
    for path in files:
        data = json.loads(path.read_text(encoding="utf-8"))
        for where, value in _strings(data):
            key = where.rsplit("/", 1)[-1]
            if URL.match(value) or value.startswith("//"):
                if not value.startswith("data:"):
                    problems.append(f"{path.relative_to(site)}{where}: {value}")
            elif key == "appUrl":  # the app's route under JupyterLite's base URL (/lab, /notebooks), not a file
                continue
            elif key.lower().endswith(("url", "urls")) or key == "file_name" or where.split("/")[-2:-1] == ["pipliteUrls"]:
                base = path.parent if key == "file_name" else lite
                resolved = os.path.normpath(base / value.split("?")[0])
                if not resolved.startswith(str(site)):
                    problems.append(f"{path.relative_to(site)}{where}: {value} (outside the site)")
                elif key == "file_name" and not pathlib.Path(resolved).is_file():
                    problems.append(f"{path.relative_to(site)}{where}: {value} (missing)")
    if problems:
        raise RuntimeError("JupyterLite would fetch from outside the site:\n  " + "\n  ".join(problems))


def on_post_build(config):
    sys.path.insert(0, str(ROOT / "tools"))
    import i18n_hooks

    if i18n_hooks.site_prefix(config):
        return  # one JupyterLite for the site: the French build writes it at the root
    site = pathlib.Path(config["site_dir"])
    target = site / LITE
    shutil.rmtree(target, ignore_errors=True)
    packages = sorted({*(_normal(n) for n in (*FROM_PYODIDE, *FROM_ENV, *FROM_KERNEL)), "matplotlib", "jocari-lite",
                       "jocari-edu"})
    built = build_lite(packages)
    shutil.copytree(built, target)
    english = target / APP_OF["en"]
    shutil.copytree(target / APP_OF["fr"], english)
    settings = json.loads((english / "jupyter-lite.json").read_text(encoding="utf-8"))
    settings["jupyter-config-data"]["settingsOverrides"] = {TRANSLATION_PLUGIN: {"locale": LOCALE["en"]}}
    (english / "jupyter-lite.json").write_text(json.dumps(settings, indent=1), encoding="utf-8")
    for app in (*APPS, APP_OF["en"]):  # the site's offline cache keeps what a JupyterLite visit needs (docs/assets/jupyterlite-offline.js)
        index = target / app / "index.html"
        index.write_text(index.read_text(encoding="utf-8").replace(
            "</body>", '<script src="../../assets/jupyterlite-offline.js" defer></script></body>', 1), encoding="utf-8")
    written = write_wheels(site)
    if written != packages:
        raise RuntimeError(f"the lock's packages {written} are not the ones preloaded {packages}")
    check_local(site)
