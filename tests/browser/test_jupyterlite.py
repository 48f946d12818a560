"""The lessons as notebooks in the browser: JupyterLite on the built site (tools/jupyterlite_hooks.py).

One browser context with a profile on disk and the site's service worker, as a pupil's browser, for every check:

1. the home page first (the site's offline cache installs), then a lesson opened from its page's « Ouvrir la
   leçon dans Jupyter » runs to its end in JupyterLite's interface with no error, a board made in a cell plays and
   Python's answer is the rules' (the same oracle as the JupyterLab tests); no request leaves localhost and the
   site's worker is still the one registered;
2. the pupil's copy: an edit survives a reload, « Fichier » > « Télécharger » gives the edited notebook, a copy
   from an older version of the lesson is kept under another name when the new one opens, « Recommencer la
   leçon » brings the published lesson back;
3. offline, after that one visit: another lesson opens, its kernel starts and it runs to its end;
4. an English lesson page opens its English lesson in JupyterLite's English interface; then every lesson of both
   languages, every cell, runs in that notebook's kernel: no error, nothing on stderr (the cheap way to run 14
   lessons in the browser's Python: one kernel start, no notebook drawn; cell by cell, each lesson after
   ``%reset``).
"""

import json
import pathlib
from types import SimpleNamespace

import pytest

from jocari_edu import game_class, new_game
from jocari_edu.widgets.controller import BoardController

from .test_boards_in_jupyterlab import act, agree, apply, board_root, next_actions
from .test_live_site import watch

pytestmark = pytest.mark.browser
KERNEL_MS = 240_000  # the kernel's first start on a busy shared machine (about 10 s on a quiet one)
LESSON = "00_introduction.ipynb"
OFFLINE_LESSON = "06_guide_enseignant.ipynb"  # another lesson, with boards, quick to run
NOTEBOOK = "() => window.jupyterapp && window.jupyterapp.shell.currentWidget && window.jupyterapp.shell.currentWidget.content"
IDLE = """() => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
  return !!k && k.status === 'idle' && w.sessionContext.kernelDisplayStatus === 'idle'; }"""
RAN = """() => { const w = window.jupyterapp.shell.currentWidget; const cells = w.content.widgets;
  const busy = cells.some(c => c.promptNode && c.promptNode.textContent.includes('*'));
  const failed = cells.some(c => c.model.type === 'code' && c.model.outputs.toJSON().some(o => o.output_type === 'error'));
  return !busy && w.sessionContext.kernelDisplayStatus === 'idle'
    && (failed || cells.every(c => c.model.type !== 'code' || c.model.executionCount !== null)); }"""
ERRORS = """() => window.jupyterapp.shell.currentWidget.content.widgets.flatMap((c, i) => c.model.type !== 'code' ? [] :
  c.model.outputs.toJSON().filter(o => o.output_type === 'error' || o.name === 'stderr')
   .map(o => `cell ${i}: ${o.ename || 'stderr'} ${(o.evalue || o.text || '').slice(0, 300)}`))"""


@pytest.fixture(scope="module")
def lite(built_site, visitor_context):
    context = watch(visitor_context(viewport={"width": 1400, "height": 1000}, accept_downloads=True))
    context.failed = []
    context.on("requestfailed", lambda r: context.failed.append(f"{r.url} {r.failure}"))
    page = context.new_page()
    page.goto(f"{built_site.url}/index.html")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=120_000)
    yield SimpleNamespace(context=context, page=page, url=built_site.url)
    context.close()


def wait_kernel(page, what, context=None):
    page.wait_for_function(NOTEBOOK, timeout=120_000)
    try:
        page.wait_for_function(IDLE, timeout=KERNEL_MS)
    except Exception:
        failed = context.failed[-20:] if context else []
        pytest.fail(f"{what}: the kernel never became idle; the page showed: {page.locator('body').inner_text()[:500]}"
                    f"; failed requests: {failed}")


# the lesson's document is read (from the browser's storage) and the page has compared its version with the
# build's (docs/assets/jupyterlite-offline.js): before that, a save has nothing to save, or the page may yet reload
CHECKED = """() => document.documentElement.dataset.jocariLesson === 'checked'
  && window.jupyterapp?.shell.currentWidget?.context?.isReady"""


def wait_ready(page, url=None):
    """Open ``url`` (a lesson in JupyterLite; else the page's) and wait until its document is read and checked."""
    if url:
        page.goto(url)
    page.wait_for_function(CHECKED, timeout=120_000)


def stored(page, path):
    """The notebook JupyterLite shows at ``path`` (the pupil's copy if one is kept), as JSON."""
    return page.evaluate("async (path) => (await window.jupyterapp.serviceManager.contents.get(path, { content: true })).content", path)


def sources(notebook):
    return ["".join(c["source"]) if isinstance(c["source"], list) else c["source"] for c in notebook["cells"]]


def cell_source(page, index):
    return page.evaluate(f"() => window.jupyterapp.shell.currentWidget.content.widgets[{index}].model.sharedModel"
                         ".getSource()")


def run_new_cell(page, code):
    """Add a code cell at the end of the open notebook, run it, and wait until the kernel is idle again."""
    page.evaluate("""async (code) => { const app = window.jupyterapp, nb = app.shell.currentWidget.content;
        nb.activeCellIndex = nb.widgets.length - 1;
        await app.commands.execute('notebook:insert-cell-below');
        await app.commands.execute('notebook:change-cell-to-code');
        nb.activeCell.model.sharedModel.setSource(code);
        await app.commands.execute('notebook:run-cell'); }""", code)
    page.wait_for_function(RAN, timeout=KERNEL_MS)


def test_a_lesson_runs_to_its_end_in_the_browser_and_a_board_plays(lite):
    page = lite.page
    page.goto(f"{lite.url}/lecons/{LESSON.replace('.ipynb', '.html')}")
    page.get_by_role("link", name="Ouvrir la leçon dans Jupyter (dans le navigateur)").click()
    wait_kernel(page, LESSON)
    assert page.locator(".lm-MenuBar-itemLabel").all_inner_texts()[:3] == ["Fichier", "Édition", "Affichage"]
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function(RAN, timeout=KERNEL_MS)
    assert page.evaluate(ERRORS) == []
    # the lesson's board, as its cells left it: Black to play its 2
    assert page.locator(".jw-root").first.locator(".jw-status").text_content() == "À Noir de jouer (2)."

    rule_set = game_class("marelle").DEFAULT_RULE_SET
    run_new_cell(page, f'Board("marelle", "{rule_set}", seed=3, teacher=True)')
    root = board_root(page, "marelle", rule_set)
    controller = BoardController(new_game("marelle", rule_set, seed=3))
    agree(root, controller)
    for step in range(2):
        for action in next_actions(controller, step):
            act(page, root, action)
            apply(controller, action)
        agree(root, controller)

    registrations = page.evaluate(
        "async () => (await navigator.serviceWorker.getRegistrations()).map(r => [r.scope, r.active.scriptURL])")
    assert registrations == [[f"{lite.url}/", f"{lite.url}/sw.js"]]  # the site's worker, and JupyterLite's none
    assert lite.context.outside == []


def test_the_pupils_copy_is_kept_downloaded_kept_aside_for_a_new_version_and_started_again(lite):
    page, path = lite.page, f"lecons/{LESSON}"
    lesson = f"{lite.url}/jupyter/notebooks/index.html?path={path}"
    wait_ready(page, lesson)
    published = cell_source(page, 4)
    assert 'seed=1' in published
    edited = published.replace("seed=1", "seed=7")
    page.evaluate("""async () => { const app = window.jupyterapp, nb = app.shell.currentWidget.content;
        const cell = nb.widgets[4].model.sharedModel; cell.setSource(cell.getSource().replace('seed=1', 'seed=7'));
        await app.commands.execute('docmanager:save'); }""")
    page.wait_for_function("() => window.jupyterapp?.shell.currentWidget?.context?.model?.dirty === false", timeout=120_000)
    page.reload()
    wait_ready(page)
    assert cell_source(page, 4) == edited

    # « Fichier » > « Télécharger »: the pupil's notebook, as edited
    page.locator(".lm-MenuBar-itemLabel", has_text="Fichier").click()
    items = page.locator(".lm-Menu-itemLabel")
    items.first.wait_for()
    shown = items.all_inner_texts()  # JupyterLite's own items in French too (the pack has none: the build's)
    assert "Fermer et arrêter le notebook…" in shown and "Download" not in shown, shown
    with page.expect_download(timeout=60_000) as download:
        items.get_by_text("Télécharger", exact=True).click()
    assert download.value.suggested_filename == f"lecons_{LESSON}"  # (the browser's name for lecons/…)
    assert sources(json.loads(pathlib.Path(download.value.path()).read_text(encoding="utf-8")))[4] == edited

    # the site rebuilt with this lesson changed: the pupil's copy is now an older version's (its version is not
    # the one the build lists); opened again, the new version shows and the copy is kept beside it
    wait_ready(page, lesson)
    page.evaluate("""async () => { const app = window.jupyterapp, w = app.shell.currentWidget;
        w.context.model.setMetadata('jocari_edu', { lesson: 'an older build' });
        await app.commands.execute('docmanager:save'); }""")
    page.wait_for_function("() => window.jupyterapp?.shell.currentWidget?.context?.model?.dirty === false", timeout=120_000)
    page.goto(lesson)  # the page loads a second time, with the new version
    note = page.locator(".jocari-lite-note span")
    note.wait_for(timeout=120_000)
    copy = "00_introduction (ma copie 1).ipynb"
    assert note.text_content() == ("Cette leçon a changé sur le site : voici sa nouvelle version ; votre copie est "
                                   f"gardée sous le nom « {copy} ».")
    wait_ready(page)
    assert cell_source(page, 4) == published
    assert sources(stored(page, f"lecons/{copy}"))[4] == edited

    # « Recommencer la leçon », from the lesson's page, once the pupil confirms: the published lesson again
    page.evaluate("""async () => { const app = window.jupyterapp, nb = app.shell.currentWidget.content;
        const cell = nb.widgets[4].model.sharedModel; cell.setSource(cell.getSource().replace('seed=1', 'seed=7'));
        await app.commands.execute('docmanager:save'); }""")
    page.wait_for_function("() => window.jupyterapp?.shell.currentWidget?.context?.model?.dirty === false", timeout=120_000)
    assert sources(stored(page, path))[4] == edited
    page.goto(f"{lite.url}/lecons/{LESSON.replace('.ipynb', '.html')}")
    asked = []
    page.once("dialog", lambda dialog: (asked.append(dialog.message), dialog.accept()))
    page.get_by_role("link", name="Recommencer la leçon").click()
    note.wait_for(timeout=120_000)
    assert note.text_content() == "Voici la leçon telle qu'elle est publiée : votre copie modifiée a été effacée."
    assert asked == ["Recommencer la leçon ? Vos modifications de ce carnet seront perdues."]
    assert page.url.endswith(f"?path={path.replace('/', '%2F')}")
    wait_ready(page)
    assert cell_source(page, 4) == published
    assert sources(stored(page, path))[4] == published
    assert sources(stored(page, f"lecons/{copy}"))[4] == edited  # the copy kept aside stays


def test_offline_after_one_visit_another_lesson_opens_and_runs(lite):
    page = lite.page
    # what the first visit kept (docs/assets/jupyterlite-offline.js asks sw.js): the lessons, Pyodide, the wheels
    page.wait_for_function("""async () => { const keys = (await (await caches.open('jocari-site')).keys()).map(r => r.url);
        return ['jupyter/files/lecons/06_guide_enseignant.ipynb', 'assets/live/pyodide/pyodide.asm.wasm',
                'jupyter/wheels/pyodide-lock.json', 'jupyter/notebooks/index.html']
          .every(p => keys.some(k => k.includes(p))); }""", timeout=120_000, polling=1000)
    lite.context.failed.clear()
    lite.context.set_offline(True)
    try:
        page.goto(f"{lite.url}/jupyter/notebooks/index.html?path=lecons/{OFFLINE_LESSON}")
        wait_kernel(page, f"{OFFLINE_LESSON} offline", lite.context)
        page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
        page.wait_for_function(RAN, timeout=KERNEL_MS)
        assert page.evaluate(ERRORS) == []
        assert page.locator(".jw-root").count() > 0  # its boards are drawn
    finally:
        lite.context.set_offline(False)


RUN_LESSONS = """async (paths) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;  // the open notebook's
  const found = {};
  for (const path of paths) {
    const notebook = await (await fetch('../files/' + path)).json();
    const problems = found[path] = [];
    await kernel.requestExecute({ code: "get_ipython().run_line_magic('reset', '-f')", silent: true }).done;
    for (const [index, cell] of notebook.cells.entries()) {
      if (cell.cell_type !== 'code') continue;
      const future = kernel.requestExecute({ code: [].concat(cell.source).join(''), stop_on_error: true });
      future.onIOPub = ({ header, content }) => {
        if (header.msg_type === 'error') problems.push(`cell ${index}: ${content.ename}: ${content.evalue}`);
        if (header.msg_type === 'stream' && content.name === 'stderr') problems.push(`cell ${index}: ${content.text}`);
      };
      await future.done;
    }
  }
  return found;
}"""


def test_every_lesson_of_both_languages_runs_to_its_end_in_the_browsers_python(lite, built_site):
    page = lite.page
    page.goto(f"{lite.url}/en/lecons/01_senet.html")
    page.get_by_role("link", name="Open the lesson in Jupyter (in the browser)").click()
    wait_kernel(page, "en/lessons/01_senet.ipynb", lite.context)
    assert page.url.endswith("/jupyter/notebooks-en/index.html?path=en/lessons/01_senet.ipynb")
    assert page.locator(".lm-MenuBar-itemLabel").all_inner_texts()[:3] == ["File", "Edit", "View"]
    assert "senet" in cell_source(page, 0).lower() and "Le Senet" not in cell_source(page, 0)
    lessons = sorted(json.loads((built_site.dir / "jupyter" / "lessons.json").read_text(encoding="utf-8")))
    assert len(lessons) == 14
    assert page.evaluate(RUN_LESSONS, lessons) == {path: [] for path in lessons}
