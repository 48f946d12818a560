"""JupyterLab as the lessons open in it: in French, with no news pop-up over the boards.

Both come from JupyterLab's own settings mechanism, the ``overrides.json``
that tools/setup.sh puts in the environment (JupyterLab itself is not patched);
the session's JupyterLab is started without settings of its own for either.
"""

import json
import urllib.request

import pytest

pytestmark = pytest.mark.browser


def composite(lab, plugin):
    """A plugin's settings in effect: the user's, over the defaults (which ``overrides.json`` sets)."""
    with urllib.request.urlopen(f"{lab.url}/lab/api/settings/{plugin}", timeout=30) as response:
        found = json.load(response)
    defaults = {key: spec.get("default") for key, spec in found["schema"]["properties"].items()}
    return defaults | found["settings"]


@pytest.fixture
def lab_home(lab, browser):
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.goto(f"{lab.url}/lab/workspaces/french?reset")  # a workspace of its own, empty: the launcher shows
    page.locator(".jp-Launcher").first.wait_for(timeout=300_000)  # the workspace is restored
    yield page
    context.close()


def test_the_interface_is_in_french(lab, lab_home):
    assert composite(lab, "@jupyterlab/translation-extension:plugin")["locale"] == "fr_FR"
    menus = lab_home.locator(".lm-MenuBar-itemLabel").all_text_contents()
    assert {"Fichier", "Édition", "Affichage", "Noyau", "Aide"} <= set(menus), menus


def test_no_news_pop_up_and_no_update_check(lab, lab_home):
    settings = composite(lab, "@jupyterlab/apputils-extension:notification")
    assert settings["fetchNews"] == "false" and settings["checkForUpdates"] is False
    # Without the override the question "Would you like to get notified about official
    # Jupyter news?" is already shown (and counted) when the launcher appears.
    assert lab_home.locator(".Toastify__toast").count() == 0
    assert lab_home.locator(".jp-Notification-Status").text_content().strip() == "0"
