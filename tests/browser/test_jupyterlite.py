"""The lessons as notebooks in the browser: JupyterLite on the built site (tools/jupyterlite_hooks.py).

One browser context with a profile on disk and the site's service worker, as a pupil's browser: the home page
first (the site's offline cache installs), then a lesson opened from its page's « Ouvrir la leçon dans Jupyter »
runs to its end with no error, a board made in a cell plays and Python's answer is the rules' (the same oracle as
the JupyterLab tests); no request leaves localhost and the site's worker is still the one registered.  The pupil's
edit survives a reload.
"""

from types import SimpleNamespace

import pytest

from jocari_edu import game_class, new_game
from jocari_edu.widgets.controller import BoardController

from .test_boards_in_jupyterlab import act, agree, apply, board_root, next_actions
from .test_live_site import watch

pytestmark = pytest.mark.browser
KERNEL_MS = 240_000  # the kernel's first start on a busy shared machine (about 10 s on a quiet one)
LESSON = "00_introduction.ipynb"
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
    context = watch(visitor_context(viewport={"width": 1400, "height": 1000}))
    page = context.new_page()
    page.goto(f"{built_site.url}/index.html")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=120_000)
    yield SimpleNamespace(context=context, page=page, url=built_site.url)
    context.close()


def wait_kernel(page, what):
    page.wait_for_function(NOTEBOOK, timeout=120_000)
    try:
        page.wait_for_function(IDLE, timeout=KERNEL_MS)
    except Exception:
        pytest.fail(f"{what}: the kernel never became idle; the page showed: {page.locator('body').inner_text()[:500]}")


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


def test_the_pupils_edit_survives_a_reload(lite):
    page = lite.page
    page.goto(f"{lite.url}/jupyter/notebooks/index.html?path=lecons/{LESSON}")
    page.wait_for_function(NOTEBOOK, timeout=120_000)
    page.wait_for_function("() => window.jupyterapp.shell.currentWidget.content.widgets.length > 4", timeout=60_000)
    # the notebook's document is ready (read from the browser's storage): before that, a save has nothing to save
    page.wait_for_function("() => window.jupyterapp.shell.currentWidget.context.isReady", timeout=120_000)
    published = cell_source(page, 4)
    assert 'seed=1' in published
    page.evaluate("""async () => { const app = window.jupyterapp, nb = app.shell.currentWidget.content;
        const cell = nb.widgets[4].model.sharedModel; cell.setSource(cell.getSource().replace('seed=1', 'seed=7'));
        await app.commands.execute('docmanager:save'); }""")
    page.wait_for_function("() => !window.jupyterapp.shell.currentWidget.context.model.dirty", timeout=120_000)
    page.reload()
    page.wait_for_function(NOTEBOOK, timeout=120_000)
    page.wait_for_function("() => window.jupyterapp.shell.currentWidget.content.widgets.length > 4", timeout=60_000)
    assert cell_source(page, 4) == published.replace("seed=1", "seed=7")
