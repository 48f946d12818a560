"""The learning website: built with ``mkdocs build --strict``, served on
localhost, every page opened in Chromium with no request leaving localhost."""

import pathlib
import re
import time
from urllib.parse import urlparse

import pytest

from .conftest import harness, shot

pytestmark = pytest.mark.browser
ROOT = pathlib.Path(__file__).resolve().parents[2]
# The lessons that show live boards (each opens with a Board(...) cell's output).
BOARD_LESSONS = {f"lecons/{p.stem}.html" for p in (ROOT / "notebooks").glob("*.ipynb")
                 if "Board(" in p.read_text(encoding="utf-8")}


@pytest.fixture(scope="module")
def site(built_site):
    return built_site.dir, built_site.url


# The English edition (#40) is built by the same templates and hooks into en/: this test opens a few of its pages
# (the home page, a game's rules, a lesson, a projection), not all of them, which would double its time;
# tests/test_i18n_site.py checks every page of both on the built HTML, tests/browser/test_english_site.py its boards
ENGLISH_SAMPLE = ("en/index.html", "en/senet/regles.html", "en/lecons/01_senet.html", "en/projection/senet.html")


def pages(site_dir):
    return sorted(
        p.relative_to(site_dir).as_posix()
        for p in site_dir.rglob("*.html")
        # (JupyterLite's own pages, jupyter/, are an application of their own: tests/browser/test_jupyterlite.py)
        if p.name != "404.html" and "assets" not in p.parts and p.relative_to(site_dir).parts[0] not in ("en", "jupyter")
    ) + [name for name in ENGLISH_SAMPLE if (site_dir / name).is_file()]


def search(page, words, initializer):
    """Open the search box, wait for its index, type (Material reacts to key strokes), wait for results."""
    box = page.locator(".md-search__input").first
    box.click()  # from a folder (file://), this is what starts the search worker
    page.wait_for_function(SEARCH_READY, arg=initializer, timeout=120_000)
    box.press_sequentially(words, delay=30)
    page.locator(".md-search-result__item").first.wait_for(timeout=60_000)


# Each position picture of the page, in order: null where it is not shown (an empty box or ``visibility: hidden``,
# as Playwright's ``is_visible``), else its width and how many squares it draws; one question to the page for all
FIGURES_SHOWN = """svgs => svgs.map(svg => { const box = svg.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(svg).visibility !== "hidden"
    ? {width: box.width, squares: svg.querySelectorAll("[data-square]").length} : null; })"""


def check_figures(page, name):
    """Every position picture is drawn; those in content tabs are seen by opening each tab."""
    figures = page.locator(".jocari-figure svg")
    seen = set()
    count = 0

    def look():
        nonlocal count
        shown = figures.evaluate_all(FIGURES_SHOWN)
        count = len(shown)
        for i, figure in enumerate(shown):
            if figure is not None:
                assert figure["width"] > 100, name
                assert figure["squares"] > 0, name
                seen.add(i)

    look()
    for label in page.locator(".tabbed-labels > label").all():
        label.click()
        look()
    assert seen == set(range(count)), (name, count - len(seen), "pictures never shown")


# Each page has finished what it started before the test moves on: a request it
# still had in flight would be cut short by the next navigation.
SEARCH_READY = """initial => {
    const meta = document.querySelector('.md-search-result__meta');
    return meta !== null && meta.textContent.trim() !== initial;
}"""  # Material's worker has loaded its index and lunr's languages, and answered a first query
WIDGETS_DRAWN = """() => [...document.querySelectorAll('script[type="application/vnd.jupyter.widget-view+json"]')]
    .every(view => view.parentElement.querySelector(':scope > .widget-subarea'))"""  # the widget manager's work


def search_initializer(site_dir) -> str:
    """What the search box says until its worker is ready (the theme's own words, read from the site)."""
    html = (site_dir / "index.html").read_text(encoding="utf-8")
    return re.search(r'class="md-search-result__meta">\s*([^<]*?)\s*<', html).group(1)


class Requests:
    """Every request of a page, by outcome; waits until none is in flight."""

    def __init__(self, page):
        self.page, self.in_flight, self.failed, self.abandoned, self.leaving = page, set(), [], [], False
        page.on("request", lambda r: self.in_flight.add(r))
        page.on("requestfinished", lambda r: self.in_flight.discard(r))
        page.on("requestfailed", self._failed)
        page.on("response", lambda r: self.failed.append(f"{r.url} HTTP {r.status}") if r.status >= 400 else None)

    def _failed(self, request):
        self.in_flight.discard(request)
        # Only a request started after the page had settled can be cut short by leaving it.
        aborted = self.leaving and request.failure == "net::ERR_ABORTED"
        (self.abandoned if aborted else self.failed).append(f"{request.url} {request.failure}")

    def settle(self, timeout_s: float = 120) -> None:
        deadline = time.monotonic() + timeout_s
        while self.in_flight:
            assert time.monotonic() < deadline, sorted(r.url for r in self.in_flight)
            self.page.wait_for_timeout(50)  # lets Playwright deliver the events awaited

    def goto(self, url: str) -> None:
        self.leaving = True
        self.page.goto(url, wait_until="load")
        self.leaving = False


def test_every_page_renders_offline(site, page, artifacts):
    """Every page: its title, heading, pictures and boards, the search from each folder, nothing asked outside
    localhost, no error; each lesson's page also gives its notebook to download."""
    site_dir, url = site
    outside, console = [], []
    page.on("request", lambda r: None if urlparse(r.url).hostname in ("127.0.0.1", None) or r.url.startswith(("data:", "blob:")) else outside.append(r.url))
    page.on("console", lambda m: console.append(f"{m.type}: {m.text}") if m.type == "error" else None)
    requests = Requests(page)
    initializer = search_initializer(site_dir)
    names = pages(site_dir)
    assert "index.html" in names and any(n.startswith("lecons/") for n in names)
    searched = set()  # the folders where the search has answered (its worker and index are found relative to a page)
    for name in names:
        requests.goto(f"{url}/{name}")
        assert page.title(), name
        # a projection page (#38) stands alone, for a projector: no site frame and no search, the position shown
        projection = name.startswith(("projection/", "en/projection/"))
        heading = page.locator("main h1:visible" if projection else "article h1").first
        assert heading.inner_text().strip(), name
        if projection:
            assert page.locator("main svg:visible").first.bounding_box()["width"] > 200, name
        check_figures(page, name)
        if name.startswith("lecons/"):
            page.wait_for_function(WIDGETS_DRAWN, timeout=120_000)
            boards = page.locator(".jupyter-wrapper .jw-root")
            if name in BOARD_LESSONS:
                assert boards.count() > 0, name
            for i in range(boards.count()):
                board = boards.nth(i)
                board.locator(".jw-stage svg").wait_for(state="visible", timeout=60_000)
                assert board.locator(".jw-stage svg").bounding_box()["width"] > 200, name
            for img in page.locator(".jupyter-wrapper img").all():
                img.evaluate("i => i.complete || new Promise(done => i.addEventListener('load', done, {once: true}))")
                assert img.evaluate("i => i.naturalWidth > 0"), name
            # the lesson can be downloaded: its link gives the notebook itself
            target = page.locator('a[href$=".ipynb"]').first.get_attribute("href")
            assert target, (name, "no link to the notebook")
            response = page.request.get(f"{url}/lecons/{target.split('/')[-1]}")
            assert response.ok and response.json()["nbformat"] == 4, (name, target, response.status)
        stem = name.replace("/", "_").removesuffix(".html")
        if name == "index.html" or name.endswith(("regles.html",)) or name.startswith("lecons/0"):
            shot(page, artifacts / f"site-{stem}.png", full_page=False)
        folder = name.rpartition("/")[0]
        if folder not in searched and not projection:  # once per folder: every page of a folder reaches them by the same relative path
            searched.add(folder)
            page.wait_for_function(SEARCH_READY, arg=initializer, timeout=120_000)
        requests.settle()
    assert outside == [], outside
    assert requests.failed == [], requests.failed
    assert console == [], console
    assert page.errors == []


def test_search_works_from_the_built_index(site, page):
    site_dir, url = site
    page.goto(f"{url}/index.html")
    search(page, "Maison de l'Eau", search_initializer(site_dir))
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
        page.locator(".jupyter-wrapper .jw-root .jw-stage svg").first.wait_for(state="visible", timeout=60_000)
        if flags:
            page.goto((site_dir / "index.html").as_uri())
            search(page, "Jéquier", search_initializer(site_dir))
            href = page.locator(".md-search-result__item a").first.get_attribute("href")
            assert href and not href.startswith("http")
        assert errors == []
        other.close()

