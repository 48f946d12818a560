"""The learning website: built with ``mkdocs build --strict``, served on
localhost, every page opened in Chromium with no request leaving localhost."""

import pathlib
from urllib.parse import urlparse

import pytest

from .conftest import harness

pytestmark = pytest.mark.browser
ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def site(built_site):
    return built_site.dir, built_site.url


def pages(site_dir):
    return sorted(
        p.relative_to(site_dir).as_posix()
        for p in site_dir.rglob("*.html")
        if p.name != "404.html" and "assets" not in p.parts
    )


def search(page, words):
    """Type in the search box (Material reacts to key strokes) and wait for results."""
    box = page.locator(".md-search__input").first
    box.click()
    box.press_sequentially(words, delay=30)
    page.locator(".md-search-result__item").first.wait_for(timeout=15_000)


def check_figures(page, name):
    """Every position picture is drawn; those in content tabs are seen by opening each tab."""
    figures = page.locator(".jocari-figure svg")
    seen = set()

    def look():
        for i in range(figures.count()):
            figure = figures.nth(i)
            if figure.is_visible():
                assert figure.bounding_box()["width"] > 100, name
                assert figure.locator("[data-square]").count() > 0, name
                seen.add(i)

    look()
    for label in page.locator(".tabbed-labels > label").all():
        label.click()
        look()
    assert seen == set(range(figures.count())), (name, figures.count() - len(seen), "pictures never shown")


def test_every_page_renders_offline(site, page, artifacts):
    site_dir, url = site
    outside, failed, console = [], [], []
    page.on("request", lambda r: None if urlparse(r.url).hostname in ("127.0.0.1", None) or r.url.startswith(("data:", "blob:")) else outside.append(r.url))
    page.on("requestfailed", lambda r: failed.append(f"{r.url} {r.failure}"))
    page.on("console", lambda m: console.append(f"{m.type}: {m.text}") if m.type == "error" else None)
    names = pages(site_dir)
    assert "index.html" in names and any(n.startswith("lecons/") for n in names)
    for name in names:
        page.goto(f"{url}/{name}", wait_until="networkidle")
        assert page.title(), name
        assert page.locator("article h1").first.inner_text().strip(), name
        check_figures(page, name)
        if name.startswith("lecons/"):
            boards = page.locator(".jupyter-wrapper .jw-root")
            page.wait_for_timeout(300)
            for i in range(boards.count()):
                board = boards.nth(i)
                board.locator(".jw-stage svg").wait_for(state="visible", timeout=15_000)
                assert board.locator(".jw-stage svg").bounding_box()["width"] > 200, name
            for img in page.locator(".jupyter-wrapper img").all():
                assert img.evaluate("i => i.complete && i.naturalWidth > 0"), name
        shot = name.replace("/", "_").removesuffix(".html")
        if name == "index.html" or name.endswith(("regles.html",)) or name.startswith("lecons/0"):
            page.screenshot(path=str(artifacts / f"site-{shot}.png"), full_page=False)
    assert outside == [], outside
    assert failed == [], failed
    assert console == [], console
    assert page.errors == []


def test_search_works_from_the_built_index(site, page):
    _, url = site
    page.goto(f"{url}/index.html", wait_until="networkidle")
    search(page, "Maison de l'Eau")
    assert page.locator(".md-search-result__item").count() >= 1


def test_site_opened_from_a_folder_renders_and_searches(site, browser):
    """Opened from the folder (file://), with no server: pages, boards and search.

    Chromium lets a file:// page read its neighbours' scripts for the search
    worker only when started with --allow-file-access-from-files (a Chromium
    policy); the pages and boards themselves need no flag.
    """
    site_dir, _ = site
    for flags in ([], ["--allow-file-access-from-files"]):  # both from the session's Playwright
        other = browser.browser_type.launch(executable_path=harness.CHROMIUM, args=harness.CHROMIUM_ARGS + flags)
        page = other.new_page()
        errors = []
        page.on("pageerror", lambda e, errors=errors: errors.append(str(e)))
        page.goto((site_dir / "lecons" / "01_senet.html").as_uri())
        page.locator(".jupyter-wrapper .jw-root .jw-stage svg").first.wait_for(state="visible", timeout=15_000)
        if flags:
            page.goto((site_dir / "index.html").as_uri(), wait_until="networkidle")
            search(page, "Jéquier")
            href = page.locator(".md-search-result__item a").first.get_attribute("href")
            assert href and not href.startswith("http")
        assert errors == []
        other.close()


def test_every_lesson_can_be_downloaded(site, page):
    site_dir, url = site
    for name in pages(site_dir):
        if not name.startswith("lecons/"):
            continue
        page.goto(f"{url}/{name}")
        link = page.locator('a[href$=".ipynb"]').first
        target = link.get_attribute("href")
        assert target, name
        response = page.request.get(f"{url}/lecons/{target.split('/')[-1]}")
        assert response.ok and response.json()["nbformat"] == 4
