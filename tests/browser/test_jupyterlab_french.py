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


def test_every_menu_path_the_teachers_guide_cites_exists_in_the_french_interface(lab, browser):
    """« Exécution ▸ Exécuter toutes les cellules », « Affichage ▸ Apparence ▸ Mode Présentation »…:
    each path the guide cites is walked in the menus of a notebook opened in this JupyterLab."""
    import re
    import sys

    sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[1]))
    from test_guide import guide_text, menu_paths

    paths = menu_paths(guide_text())
    assert len(paths) >= 4, paths
    (lab.root / "essai.ipynb").write_text(json.dumps({
        "cells": [{"cell_type": "code", "execution_count": None, "id": "a1", "metadata": {}, "outputs": [],
                   "source": ["1 + 1"]}],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
        "nbformat": 4, "nbformat_minor": 5}), encoding="utf-8")
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    try:
        page.goto(f"{lab.url}/lab/workspaces/menus?reset")
        page.locator(".jp-Launcher").first.wait_for(timeout=300_000)
        page.goto(f"{lab.url}/lab/workspaces/menus/tree/essai.ipynb")
        page.locator(".jp-Notebook .jp-Cell").first.wait_for(timeout=300_000)
        missing = []
        for path in paths:
            top, *items = path
            page.keyboard.press("Escape")
            bar = page.locator(".lm-MenuBar-item", has=page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(
                rf"^{re.escape(top)}$")))
            if bar.count() != 1:
                missing.append(" ▸ ".join(path))
                continue
            bar.click()
            for depth, item in enumerate(items):
                menu = page.locator(".lm-Menu").nth(depth)
                entry = menu.locator(".lm-Menu-item", has=page.locator(".lm-Menu-itemLabel", has_text=re.compile(
                    rf"^{re.escape(item)}$")))
                try:
                    entry.first.wait_for(state="visible", timeout=5_000)
                except Exception:  # noqa: BLE001 - reported below with the path
                    missing.append(" ▸ ".join(path))
                    break
                if depth < len(items) - 1:
                    entry.first.hover()
                    page.locator(".lm-Menu").nth(depth + 1).wait_for(state="visible")
            for _ in range(len(items) + 1):
                page.keyboard.press("Escape")
        assert missing == [], f"menu paths the guide cites that the French JupyterLab lacks: {missing}"
    finally:
        context.close()
