"""The offline cache (sw.js, assets/offline.js, tools/offline_hooks.py) as a visitor meets it.

- A first visit downloads what it uses: the bytes the server sent are counted
  (its own counter, uncompressed: a server that compresses sends less).
- What a visitor opened opens again with the network cut, the installed app's
  start page included; « Garder tout le site hors ligne » says its size and
  downloads the rest.
- The site is installable (Chromium's own installability check) with icons
  drawn by the package.
- After a new build in the same folder, a returning visitor gets the new page
  and the new scripts by the second load, never a mix, and the page says
  « Nouvelle version du site : recharger » once the new build waits.
"""

import contextlib
import functools
import http.server
import json
import os
import pathlib
import shutil
import struct
import subprocess
import sys
import threading
import time
import zlib

import pytest

from .conftest import ROOT, harness
from .test_live_site import PLAY, READY_MS, watch

pytestmark = pytest.mark.browser
sys.path.insert(0, str(ROOT / "tools"))
import offline_hooks  # noqa: E402

MB = 1_000_000
PYTHON_FILES = ("assets/live/pyodide/", ".whl")


class Served:
    """What a server sent: bytes of each file's body, by path, in order."""

    def __init__(self):
        self.sent, self.lock = [], threading.Lock()

    def add(self, path, size):
        with self.lock:
            self.sent.append((path, size))

    def clear(self):
        with self.lock:
            self.sent.clear()

    def total(self, keep=lambda path: True):
        with self.lock:
            return sum(size for path, size in self.sent if keep(path))

    def paths(self):
        with self.lock:
            return [path for path, _ in self.sent]


class _CountingHandler(harness._QuietHandler):
    def copyfile(self, source, outputfile):
        start = source.tell()
        super().copyfile(source, outputfile)
        self.server.served.add(self.path.split("?", 1)[0].lstrip("/"), source.tell() - start)


@contextlib.contextmanager
def counting_server(directory):
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", harness.free_port()), functools.partial(_CountingHandler, directory=str(directory)))
    server.served = Served()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", server.served
    finally:
        server.shutdown()
        server.server_close()


def is_python(path):
    return any(part in path for part in PYTHON_FILES)


KEPT = """async () => (await (await caches.open('jocari-site')).keys()).map(r => new URL(r.url).pathname.slice(1))"""


# every entry of the cache is a file of the build ``files`` describes, at that build's revision
ONLY_NEW_BUILD = """async files => (await (await caches.open('jocari-site')).keys()).every(r => {
  const url = new URL(r.url);
  const path = decodeURIComponent(url.pathname.slice(1)) || 'index.html';
  return path in files && url.searchParams.get('rev') === files[path][0]; })"""


def within(page, script, arg=None, ms=READY_MS):
    """``page.evaluate(script, arg)``'s value, or a failure after ``ms``: ``page.evaluate`` has no timeout, and a
    page that never runs the script (one stuck in a navigation) would stall the whole suite.  Playwright's
    ``wait_for_function`` keeps its own timer, outside the page; the value comes back wrapped, so that a false
    or empty answer still ends the wait."""
    handle = page.wait_for_function(f"async arg => ({{ value: await ({script})(arg) }})", arg=arg, timeout=ms,
                                    polling=100)
    return handle.json_value()["value"]


def reload(page):
    """The visitor reloads the page: asked of the page itself (``location.reload()``), then awaited until a new
    document shows its title.  Every wait has a timeout (Playwright's ``page.reload()`` follows the navigation
    itself, and once, after a rebuild, it never returned)."""
    page.wait_for_function("() => { window.jocariBefore = true; setTimeout(() => location.reload(), 0); return true; }",
                           timeout=READY_MS)  # (its answer is not read: the page it came from is going)
    page.wait_for_function("() => !window.jocariBefore && document.readyState !== 'loading'"
                           " && !!document.querySelector('article h1')", timeout=READY_MS, polling=100)


def kept(page):
    return set(within(page, KEPT))


def wait_kept(page, paths):
    page.wait_for_function(
        """async paths => { const kept = (await (await caches.open('jocari-site')).keys())
             .map(r => new URL(r.url).pathname.slice(1)); return paths.every(p => kept.includes(p)); }""",
        arg=list(paths), timeout=READY_MS)


def wait_settled(page, served):
    """Until the page, its service worker and the server are done: the offline box has its answer."""
    page.wait_for_function("() => document.querySelector('.jocari-offline')?.dataset.missing !== undefined",
                           timeout=READY_MS)


def open_ready(page, url):
    """A page with a board, its first board started by a touch, once it is ready."""
    page.goto(url)
    host = page.locator(".jocari-live").first
    assert harness.wake_board(page, host) == "ready"
    return host


def files_of(site_dir):
    sw = (site_dir / "sw.js").read_text(encoding="utf-8")
    return json.loads(sw.split("const FILES = ", 1)[1].split(";\n", 1)[0])


@pytest.fixture
def site_copy(built_site, tmp_path):
    """A copy of the built site that a test may change (a second build goes into it)."""
    target = tmp_path / "site"
    shutil.copytree(built_site.dir, target, symlinks=True)
    return target


# -- what a first visit costs ---------------------------------------------------------------


def test_a_first_visit_downloads_only_what_it_uses(built_site, browser, artifacts):
    """Home page under 1 MB; a Jouer page before its board is touched under 2 MB, and no Python at all:
    Python comes with the first touch, once."""
    report = {}
    with counting_server(built_site.dir) as (url, served):
        for name, limit in (("index.html", 1 * MB), (PLAY["senet"], 2 * MB)):
            context = watch(browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                                has_touch=True, device_scale_factor=2))
            page = context.new_page()
            served.clear()
            page.goto(f"{url}/{name}")
            page.wait_for_function("async () => !!(await navigator.serviceWorker.ready).active", timeout=READY_MS)
            wait_settled(page, served)
            hosts = page.locator(".jocari-live")
            if hosts.count():  # the board is there, asleep, with its button: the adapter has run
                page.wait_for_function("h => !!h.querySelector('.jocari-live-start')",
                                       arg=hosts.first.element_handle(), timeout=READY_MS)
                assert hosts.first.get_attribute("data-live") == "static"
            page.wait_for_load_state("networkidle")
            total, python = served.total(), served.total(is_python)
            report[name] = {"bytes": total, "python_bytes": python, "files": len(served.paths())}
            # the whole first visit, before any touch: under the limit, and no Python
            assert total < limit, (name, report[name], served.sent)
            assert python == 0, [p for p in served.paths() if is_python(p)]
            if hosts.count():  # the first touch brings Python, and the offline cache keeps it
                assert harness.wake_board(page, hosts.first) == "ready"
                wait_kept(page, [p for p in files_of(built_site.dir) if p.startswith("assets/live/pyodide/")])
                page.wait_for_load_state("networkidle")
                report[name]["after_touch"] = {"bytes": served.total(), "python_bytes": served.total(is_python),
                                               "files": len(served.paths())}
                assert served.total(is_python) > 5 * MB
            # nothing is downloaded twice: the worker keeps what the page already fetched (the HTTP cache's copy,
            # checked against the build's revision)
            paths = served.paths()
            assert len(paths) == len(set(paths)), sorted(p for p in paths if paths.count(p) > 1)
            assert context.outside == [] and context.console == [], (context.outside, context.console)
            context.close()
    (artifacts / "first-visit-bytes.json").write_text(json.dumps(report, indent=1))
    print("first visit:", report)


# -- offline after a visit, the start page, and the whole site on request --------------------------


def test_what_a_visitor_opened_opens_offline_and_the_rest_once_asked(built_site, browser, artifacts):
    context = watch(browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                                        device_scale_factor=2))
    page = context.new_page()
    # the French edition's files: « keep the whole site » keeps the visitor's edition, not the English pages (#40)
    files = {path: entry for path, entry in files_of(built_site.dir).items() if not path.startswith("en/")}
    everything = sum(size for _, size in files.values())
    with counting_server(built_site.dir) as (url, served):
        host = open_ready(page, f"{url}/{PLAY['jacquet']}")
        python = [p for p in files if p.startswith("assets/live/")]
        search = [p for p in files if p.startswith(("search/", "assets/javascripts/workers/", "assets/javascripts/lunr/"))]
        assert len(search) >= 3, search  # the search's index, its worker and the French stemmer
        wait_kept(page, [PLAY["jacquet"], "index.html", *python, *search])
        wait_settled(page, served)
        # the box says what is left to download, in megabytes, and it is the rest of the site
        keep = page.locator(".jocari-offline-keep")
        missing = int(page.locator(".jocari-offline").get_attribute("data-missing"))
        assert 0 < missing < everything
        assert missing == sum(size for p, (_, size) in files.items() if p not in kept(page))
        size = f"{missing / MB:.1f}".replace(".", ",").removesuffix(",0") + "\u00a0Mo"
        assert keep.text_content() == offline_hooks.TEXT("keep", size=size).text("fr"), keep.text_content()
        context.set_offline(True)
        # the page opened, again, and the app's start page (the manifest's start_url), from the cache
        open_ready(page, f"{url}/{PLAY['jacquet']}")
        manifest = json.loads((built_site.dir / "manifest.webmanifest").read_text(encoding="utf-8"))
        page.goto(f"{url}/{manifest['start_url'].removeprefix('./')}")
        assert page.locator("article h1").first.is_visible()
        page.goto(f"{url}/")
        assert page.locator("article h1").first.is_visible()
        # a page never opened: instead of the browser's error, the site's own page says it was not kept and
        # offers the pages kept on this device (#38)
        page.goto(f"{url}/senet/regles.html")
        page.wait_for_url(f"{url}/{offline_hooks.OFFLINE}?page=senet%2Fregles.html")
        assert page.locator("article h1").first.text_content().startswith("Cette page n'a pas été gardée hors ligne")
        assert page.locator(".jocari-retry").get_attribute("href") == f"{url}/senet/regles.html"
        assert page.locator(".jocari-missed-page").text_content() == "senet/regles.html"
        page.wait_for_function(f"() => [...document.querySelectorAll('.jocari-kept-pages a')]"
                               f".some(a => a.href.endsWith('/{PLAY['jacquet']}'))")
        page.screenshot(path=str(artifacts / "offline-page-not-kept.png"))
        page.locator(f".jocari-kept-pages a[href$='/{PLAY['jacquet']}']").click()
        page.wait_for_url(f"{url}/{PLAY['jacquet']}")
        assert page.locator("article h1").first.is_visible()
        context.set_offline(False)
        page.goto(f"{url}/index.html")
        wait_settled(page, served)
        page.locator(".jocari-offline-keep").click()
        note = page.locator(".jocari-offline-note")
        note.filter(has_text=offline_hooks.TEXT("kept").text("fr")).wait_for(timeout=READY_MS)
        page.screenshot(path=str(artifacts / "offline-kept-whole-site.png"))
        assert kept(page) >= set(files) and not [p for p in kept(page) if p.startswith("en/")]
    context.set_offline(True)  # and the server is gone too
    page.goto(f"{url}/senet/regles.html")
    assert page.locator("article h1").first.is_visible()
    host = open_ready(page, f"{url}/lecons/01_senet.html")
    assert host.get_attribute("data-live") == "ready"
    assert context.outside == [] and context.console == [], (context.outside, context.console)
    context.close()


# -- installable --------------------------------------------------------------------------------


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    length, kind = struct.unpack(">I4s", data[8:16])
    assert kind == b"IHDR" and zlib.crc32(data[12:16 + length]) == struct.unpack(">I", data[16 + length:20 + length])[0]
    return struct.unpack(">II", data[16:24])


def test_the_site_is_installable_with_icons_drawn_by_the_package(built_site, browser, artifacts, tmp_path):
    manifest = json.loads((built_site.dir / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["lang"] == "fr" and manifest["display"] == "standalone"
    for icon in manifest["icons"]:
        data = (built_site.dir / icon["src"]).read_bytes()
        if icon["type"] == "image/png":
            assert f"{png_size(data)[0]}x{png_size(data)[1]}" == icon["sizes"]
            assert data == offline_hooks.icon_png(png_size(data)[0])  # the package's drawing, not a stored file
    # a profile on disk: Chromium installs nothing from an incognito-like context
    context = watch(browser.browser_type.launch_persistent_context(
        str(tmp_path / "profile"), executable_path=harness.CHROMIUM, args=harness.CHROMIUM_ARGS, headless=True))
    page = context.new_page()
    with harness.static_server(built_site.dir) as url:
        page.goto(f"{url}/index.html")
        page.wait_for_function("async () => !!(await navigator.serviceWorker.ready).active", timeout=READY_MS)
        cdp = context.new_cdp_session(page)
        errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        assert errors == [], errors
        shown = cdp.send("Page.getAppManifest")
        assert shown["errors"] == [] and shown["url"].endswith("/manifest.webmanifest")
        icon = page.evaluate("""src => new Promise(done => { const img = new Image(); img.onload = () => {
            document.body.replaceChildren(img); done([img.naturalWidth, img.naturalHeight]); }; img.src = src; })""",
                             manifest["icons"][1]["src"])
        assert icon == [512, 512]
        page.locator("img").screenshot(path=str(artifacts / "app-icon-512.png"))
    assert context.outside == [] and context.console == [], (context.outside, context.console)
    context.close()


# -- a new build reaches a returning visitor ---------------------------------------------------------


def rebuild(site_dir: pathlib.Path, tmp: pathlib.Path, sentences: dict[str, str], marker: str) -> None:
    """``mkdocs build`` again into ``site_dir``, from a copy of docs/ with one page of each edition
    (``sentences``: the sentence added to the « À propos » page of each language) and one script changed."""
    docs = tmp / "docs"
    shutil.copytree(ROOT / "docs", docs, symlinks=True)
    (docs / "lecons").unlink()
    (docs / "lecons").symlink_to(ROOT / "notebooks")
    for lang, sentence in sentences.items():
        with (docs / ("a-propos.md" if lang == "fr" else f"a-propos.{lang}.md")).open("a", encoding="utf-8") as f:
            f.write(f"\n\n{sentence}\n")
    with (docs / "assets" / "offline.js").open("a", encoding="utf-8") as f:
        f.write(f"\n// {marker}\n")
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    config = config.replace("docs_dir: docs", f"docs_dir: {docs}").replace("custom_dir: docs/overrides",
                                                                          f"custom_dir: {docs / 'overrides'}")
    config = config.replace("  - tools/", f"  - {ROOT / 'tools'}/")
    (tmp / "mkdocs.yml").write_text(config, encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-f", str(tmp / "mkdocs.yml"),
                          "-d", str(site_dir)], cwd=ROOT, capture_output=True, text=True,
                         env=dict(os.environ, NO_MKDOCS_2_WARNING="1"))
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]


WORKERS = """async () => { const r = await navigator.serviceWorker.getRegistration();
  return { active: r?.active?.state, waiting: r?.waiting?.state, installing: r?.installing?.state,
           controlled: !!navigator.serviceWorker.controller, html: document.documentElement.outerHTML.slice(0, 300) }; }"""
SCRIPT = "async () => (await (await fetch(document.querySelector('script[data-jocari-offline]').src)).text())"


def trail(context, page):
    """What the browser did, in order and timed: the page's navigations and every request of the context (the
    service workers' included), with its answer; read when a load fails."""
    start, events = time.monotonic(), []
    add = lambda *what: events.append((round(time.monotonic() - start, 2), *what))  # noqa: E731
    page.on("framenavigated", lambda f: add("navigated", f.url) if f == page.main_frame else None)
    context.on("request", lambda r: add("request", r.url, r.resource_type, bool(r.service_worker)))
    context.on("requestfinished", lambda r: add("finished", r.url))
    context.on("requestfailed", lambda r: add("failed", r.url, r.failure))
    return events


def where(page, events):
    """Where the page and its workers were (or that the page answers nothing), and the last events."""
    try:
        workers = within(page, WORKERS, ms=30_000)
    except Exception as error:
        workers = f"the page answers nothing: {error}"
    return workers, page.url, events[-60:]


# each edition's returning visitor (#40): its folder, and the sentence the second build adds to its « À propos »
EDITIONS = {"fr": ("", "Cette phrase vient de la seconde construction du site."),
            "en": ("en/", "This sentence comes from the second build of the site.")}


def test_a_new_build_reaches_a_returning_visitor_by_the_second_load(site_copy, browser, tmp_path, artifacts):
    """A visitor of each edition kept a page with a board and « À propos »; the site is built again with both
    pages and a script changed; each visitor's next loads show the new build, never half of it, with the update
    bar in the visitor's language while the new build waits."""
    marker = "second build of the site"
    visitors = {}
    with harness.static_server(site_copy) as url:
        old_files = files_of(site_copy)
        for lang, (folder, _) in EDITIONS.items():
            context = watch(browser.new_context(viewport={"width": 1024, "height": 768}))
            page = context.new_page()
            events = trail(context, page)
            open_ready(page, f"{url}/{folder}{PLAY['marelle']}")
            page.goto(f"{url}/{folder}a-propos.html")
            wait_kept(page, [f"{folder}a-propos.html", "assets/offline.js",
                             *(p for p in old_files if p.startswith("assets/live/"))])
            visitors[lang] = context, page, events
        rebuild(site_copy, tmp_path / "build2", {lang: sentence for lang, (_, sentence) in EDITIONS.items()}, marker)
        new_files = files_of(site_copy)
        changed = {p for p in old_files if p in new_files and old_files[p] != new_files[p]}
        assert {"a-propos.html", "en/a-propos.html", "assets/offline.js"} <= changed
        for lang, (context, page, events) in visitors.items():
            folder, sentence = EDITIONS[lang]
            seen, rebuilt = [], len(events)
            for load in (1, 2):
                try:
                    reload(page)  # a new build may load the page twice: first a stub that reloads itself
                except Exception as error:  # say where the page and its workers were
                    raise AssertionError((lang, load, seen, *where(page, events))) from error
                try:
                    html, script = within(page, "() => document.documentElement.outerHTML"), within(page, SCRIPT)
                except Exception as error:  # say where the page and its workers were
                    raise AssertionError((lang, load, seen, *where(page, events))) from error
                new_page, new_script = sentence in html, marker in script
                seen.append((new_page, new_script))
                assert new_page == new_script, (lang, load, seen)  # never the old page with new scripts, or the reverse
                if load == 1 and not new_page:  # the new build waits: the page says so, in the visitor's language
                    bar = page.locator(".jocari-update")
                    bar.wait_for(timeout=READY_MS)
                    assert bar.text_content() == (offline_hooks.TEXT("update").text(lang) + " "
                                                  + offline_hooks.TEXT("reload").text(lang))
                    page.screenshot(path=str(artifacts / f"update-waiting-{lang}.png"))
            assert seen[-1] == (True, True), (lang, seen)
            print(lang, "loads (new page, new script):", seen, "documents since the new build:",
                  [e[2] for e in events[rebuilt:] if e[1] == "navigated"])
            # the other pages the visitor kept are the new build's too, and the old build's entries are gone
            # (once the new build's worker has finished taking over: its clean-up runs after the page is shown)
            page.wait_for_function(ONLY_NEW_BUILD, arg=new_files, timeout=READY_MS)
            assert kept(page) <= set(new_files)
            revisions = within(page, "async () => (await (await caches.open('jocari-site')).keys()).map(r => r.url)")
            assert all(r.endswith(f"?rev={new_files[r.split('/', 3)[3].split('?')[0] or 'index.html'][0]}")
                       for r in revisions), (lang, revisions)
            open_ready(page, f"{url}/{folder}{PLAY['marelle']}")
            assert context.outside == [] and context.console == [], (lang, context.outside, context.console)
            context.close()
