"""The learning website: built with ``mkdocs build --strict``, served on
localhost, every page opened in Chromium with no request leaving localhost."""

import os
import pathlib
import subprocess
import sys
import time
from urllib.parse import urlparse

import pytest

from .conftest import harness

pytestmark = pytest.mark.browser
ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    out = tmp_path_factory.mktemp("site")
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    start = time.perf_counter()
    result = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(out)],
        cwd=ROOT, capture_output=True, text=True, env=env,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    print(f"mkdocs build --strict: {time.perf_counter() - start:.1f} s")
    with harness.static_server(out) as url:
        yield out, url


def pages(site_dir):
    return sorted(
        p.relative_to(site_dir).as_posix()
        for p in site_dir.rglob("*.html")
        if p.name != "404.html" and "assets" not in p.parts
    )


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
        for figure in page.locator(".jocari-figure svg").all():
            assert figure.is_visible() and figure.bounding_box()["width"] > 100, name
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
    page.goto(f"{url}/index.html")
    page.locator("label.md-search__icon, .md-search__input").first.click()
    page.locator(".md-search__input").fill("Maison de l'Eau")
    page.locator(".md-search-result__item").first.wait_for(timeout=10_000)
    assert page.locator(".md-search-result__item").count() >= 1
