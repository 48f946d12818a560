"""JupyterLite on the site (tools/jupyterlite_hooks.py), what needs no browser: the build's check that nothing in
JupyterLite's configuration or the kernel's lock points outside the site, the lessons it carries, and the
browser's stand-in for matplotlib (a plotting cell runs to its end and says, in one sentence, where it is drawn)."""

import importlib
import io
import json
import pathlib
import posixpath
import re
import sys
from contextlib import redirect_stdout

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
hooks = importlib.import_module("jupyterlite_hooks")


def a_site(tmp_path, config_extra=None, lock_packages=None):
    """A built site's JupyterLite files as the hook writes them: one jupyter-lite.json and the lock."""
    site = tmp_path / "site"
    wheels = site / "jupyter" / "wheels"
    wheels.mkdir(parents=True)
    (site / "assets" / "live" / "pyodide").mkdir(parents=True)
    (site / "assets" / "live" / "pyodide" / "pyodide.mjs").write_text("")
    (site / "assets" / "live" / "jocari_edu-0.1.0-py3-none-any.whl").write_bytes(b"wheel")
    (wheels / "ipython-9.12.0-py3-none-any.whl").write_bytes(b"wheel")
    config = hooks.lite_config(["ipython", "jocari-edu"])
    config["jupyter-config-data"].update(config_extra or {})
    (site / "jupyter" / "jupyter-lite.json").write_text(json.dumps(config))
    packages = lock_packages or {
        "ipython": {"file_name": "ipython-9.12.0-py3-none-any.whl"},
        "jocari-edu": {"file_name": "../../assets/live/jocari_edu-0.1.0-py3-none-any.whl"},
    }
    (wheels / "pyodide-lock.json").write_text(json.dumps({"info": {}, "packages": packages}))
    return site


def test_the_hooks_configuration_points_only_inside_the_site(tmp_path):
    hooks.check_local(a_site(tmp_path))  # the site's Pyodide, the local lock, the boards' own wheel


@pytest.mark.parametrize("extra, named", [
    ({"faviconUrl": "https://cdn.example.org/favicon.ico"}, "https://cdn.example.org/favicon.ico"),
    ({"litePluginSettings": {hooks.KERNEL_PLUGIN: {"pyodideUrl": "//cdn.example.org/pyodide.mjs"}}},
     "//cdn.example.org/pyodide.mjs"),
    ({"litePluginSettings": {hooks.KERNEL_PLUGIN: {"pipliteUrls": ["./../../elsewhere/all.json"]}}},
     "./../../elsewhere/all.json (outside the site)"),
])
def test_a_url_of_the_configuration_leaving_the_site_fails_the_build(tmp_path, extra, named):
    with pytest.raises(RuntimeError, match="outside the site") as failed:
        hooks.check_local(a_site(tmp_path, extra))
    assert named in str(failed.value)


@pytest.mark.parametrize("file_name, says", [
    ("https://files.example.org/ipython-9.12.0-py3-none-any.whl", "https://files.example.org/ipython"),
    ("../../../ipython-9.12.0-py3-none-any.whl", "(outside the site)"),
    ("ipython-0.0-py3-none-any.whl", "(missing)"),
])
def test_a_wheel_of_the_lock_not_served_by_the_site_fails_the_build(tmp_path, file_name, says):
    with pytest.raises(RuntimeError, match="JupyterLite would fetch from outside the site") as failed:
        hooks.check_local(a_site(tmp_path, lock_packages={"ipython": {"file_name": file_name}}))
    assert says in str(failed.value)


def test_the_kernel_preloads_every_package_with_pypi_off():
    settings = hooks.lite_config(["ipython", "micropip"])["jupyter-config-data"]["litePluginSettings"][
        hooks.KERNEL_PLUGIN]
    assert settings["disablePyPIFallback"] is True
    assert settings["loadPyodideOptions"] == {
        "lockFileURL": "wheels/pyodide-lock.json", "packages": ["ipython", "micropip"],
        "env": {"PYTHONSTARTUP": "/lib/python3.14/site-packages/jocari_lite/__init__.py"}}
    assert settings["pyodideUrl"] == "./../assets/live/pyodide/pyodide.mjs"  # the live boards' copy, not a second


def test_every_lesson_of_each_language_is_in_jupyterlite_and_has_its_buttons():
    lessons = hooks.lesson_files()
    assert sorted(lessons) == sorted([*(f"lecons/{p.name}" for p in (ROOT / "notebooks").glob("*.ipynb")),
                                      *(f"en/lessons/{p.name}" for p in (ROOT / "notebooks" / "en").glob("*.ipynb"))])
    assert len(lessons) == 14
    config = hooks.on_config({"extra": {}})["extra"]["jupyterlite"]
    href = "../jupyter/notebooks/index.html?path=lecons/01_senet.ipynb"
    assert config["fr"]["01_senet.ipynb"] == {"href": href, "restart": f"{href}&recommencer=1",
                                              "path": "lecons/01_senet.ipynb"}
    # the English page (en/lecons/01_senet.html) opens the English lesson in the English interface
    href = "../../jupyter/notebooks-en/index.html?path=en/lessons/01_senet.ipynb"
    assert config["en"]["01_senet.ipynb"] == {"href": href, "restart": f"{href}&recommencer=1",
                                              "path": "en/lessons/01_senet.ipynb"}


def test_each_lesson_carries_its_version_which_changes_with_the_lesson_only(tmp_path):
    """The version a pupil's saved copy keeps (metadata.jocari_edu.lesson): the same for the same lesson (a rebuild
    keeps the pupil's copy as it is), another once the lesson changed (the page keeps the copy under another name)."""
    source = ROOT / "notebooks" / "01_senet.ipynb"
    served = json.loads(hooks.stamped(source))
    original = json.loads(source.read_text(encoding="utf-8"))
    assert served["cells"] == original["cells"]
    version = served["metadata"]["jocari_edu"]["lesson"]
    assert version == hooks.lesson_digest(source) and json.loads(hooks.stamped(source)) == served
    changed = tmp_path / "01_senet.ipynb"
    original["cells"][0]["source"] = ["# Le Senet, revu\n"]
    changed.write_text(json.dumps(original, ensure_ascii=False, indent=1), encoding="utf-8")
    assert json.loads(hooks.stamped(changed))["metadata"]["jocari_edu"]["lesson"] != version


def test_every_drawing_a_lesson_shows_is_where_jupyterlite_looks_for_it():
    pictures = hooks.lesson_pictures()
    shown = []
    for path, source in hooks.lesson_files().items():
        for cell in json.loads(source.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] == "markdown":
                for link in re.findall(r"\]\(((?:\.\./)?documents/[^)\s]+)\)", "".join(cell["source"])):
                    shown.append(posixpath.normpath(posixpath.join(posixpath.dirname(path), link)))
    assert {"lecons/documents/senet-met-01-4-1a.svg", "en/documents/senet-met-01-4-1a-en.svg"} <= set(shown)
    assert [p for p in shown if p not in pictures] == []
    assert pictures["en/documents/senet-met-01-4-1a-en.svg"].read_bytes() == (
        ROOT / "notebooks" / "documents" / "senet-met-01-4-1a-en.svg").read_bytes()


@pytest.fixture
def browser_matplotlib(monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT / "tools" / "lite"))
    for name in [n for n in sys.modules if n == "matplotlib" or n.startswith("matplotlib.")]:
        monkeypatch.delitem(sys.modules, name)
    yield importlib.import_module("matplotlib.pyplot")
    for name in [n for n in sys.modules if n == "matplotlib" or n.startswith("matplotlib.")]:
        if "tools/lite" in (getattr(sys.modules[name], "__file__", "") or ""):
            del sys.modules[name]  # the stand-in never stays for the next test (the real one is restored)


def test_a_plotting_cell_runs_to_its_end_and_says_once_where_the_plot_is(browser_matplotlib):
    plt = browser_matplotlib
    said = io.StringIO()
    with redirect_stdout(said):
        fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(11, 5), sharey=True)
        for ax in (ax1, ax2):
            ax.barh(["a"], [1], left=[0], label="x")
            ax.set_xlim(0, 100)
        ax1.legend(loc="lower right")
        plt.tight_layout()
        plt.show()
        _, axes = plt.subplots(2, 3)
    assert said.getvalue().splitlines() == [sys.modules["matplotlib"].IN_BROWSER] * 2
    assert [len(row) for row in axes] == [3, 3]


def test_the_kernels_wheel_carries_what_an_install_carries_the_puzzles_included(tmp_path):
    """The wheel the boards and JupyterLite install holds every data file an install of the package holds — the
    board's front-end and the puzzle collections, whose absence left the lessons' puzzle sections failing in the
    browser (« Pas de collection de problèmes pour senet (standard) »)."""
    import zipfile

    live = importlib.import_module("live_hooks")
    package = ROOT / "jocari_edu"
    wanted = {p.relative_to(ROOT).as_posix() for pattern in live._package_data() for p in package.glob(pattern)}
    assert {f"jocari_edu/data/puzzles/{p.name}" for p in (package / "data" / "puzzles").glob("*.json")} <= wanted
    assert "jocari_edu/widgets/board.js" in wanted
    with zipfile.ZipFile(live.build_wheel(tmp_path)) as wheel:
        names = set(wheel.namelist())
    assert wanted <= names, sorted(wanted - names)


def test_jupyterlites_own_menu_items_are_french_and_the_packs_words_are_kept(tmp_path):
    """The language pack has no French for JupyterLite's own words (« Fichier » > « Download ») and lacks some of
    the one-notebook interface's: the build gives them JupyterLab's French for the same words, or ours."""
    header = {"domain": "jupyterlab", "language": "fr-FR", "plural_forms": "nplurals=2; plural=(n > 1);"}
    pack = {"data": {"jupyterlab": {"": header, "Download": ["Télécharger"], "Help": ["Aide"],
                                    "Close and Shut Down Notebook\u2026": ["Fermer et arrêter le notebook\u2026"]},
                     "notebook": {"": {**header, "domain": "notebook"}, "Help": ["Aide (notebook)"]}},
            "message": ""}
    (tmp_path / "api" / "translations").mkdir(parents=True)
    (tmp_path / "api" / "translations" / "fr_FR.json").write_text(json.dumps(pack), encoding="utf-8")
    (tmp_path / "build").mkdir()
    (tmp_path / "build" / "1.js").write_text(
        'E="jupyterlite";l=t.load(E);x={label:l.__("Download"),b:l.__("Clear Browser Data"),c:l.__("\\xa9 2021-, '
        'JupyterLite Contributors"),d:l.__("Words nobody translated")}', encoding="utf-8")
    (tmp_path / "build" / "2.js").write_text(
        'r=a.load("notebook");r.__("Close and Shut Down Notebook\\u2026");r.__("Help")', encoding="utf-8")
    (tmp_path / "build" / "3.js").write_text('r=a.load("jupyterlab");r.__("Download")', encoding="utf-8")
    assert hooks.french_of_lite(tmp_path) == 4
    data = json.loads((tmp_path / "api" / "translations" / "fr_FR.json").read_text(encoding="utf-8"))["data"]
    assert data["jupyterlite"] == {"": {**header, "domain": "jupyterlite"}, "Download": ["Télécharger"],
                                   "Clear Browser Data": ["Effacer les données du navigateur"],
                                   "\u00a9 2021-, JupyterLite Contributors":
                                       ["\u00a9 2021-, les contributeurs de JupyterLite"]}
    assert data["notebook"]["Close and Shut Down Notebook\u2026"] == ["Fermer et arrêter le notebook\u2026"]
    assert data["notebook"]["Help"] == ["Aide (notebook)"]  # the pack's own, kept
    assert data["jupyterlab"] == pack["data"]["jupyterlab"]
