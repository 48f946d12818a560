"""The English edition in Chromium (issue #40), in one browser context (one Python start a game, kept by the
browser's cache): each game's English "Play" page speaks English once its board plays (no French word of the
board's catalogues shows, menus included), and so does the first board of each game's English lesson; the language
switch lands on the counterpart both ways, the English search finds an English word on an English page, a missing
English address shows the English « page not found », and offline an English page not kept gets the English
offline page.
"""

import re
import sys

import pytest

from jocari_edu import new_game
from jocari_edu.players import DEFAULT_LEVEL
from jocari_edu.widgets.controller import BoardController

from .conftest import ROOT, harness

sys.path.insert(0, str(ROOT / "tools"))
import offline_hooks  # noqa: E402

pytestmark = pytest.mark.browser
READY_MS = harness.READY_MS
GAMES = ("senet", "marelle", "doze_canes", "jacquet")


@pytest.fixture(scope="module")
def english(visitor_context):
    context = visitor_context(viewport={"width": 1400, "height": 1000})
    context.console = []
    context.on("console", lambda m: context.console.append(m.text) if m.type == "error" else None)
    page = context.new_page()
    yield page
    context.close()


def _french_only(name: str) -> set[str]:
    """The board's words in French that its English differs from: its buttons' and menus' labels, its status."""
    def words(lang):
        view = BoardController(new_game(name, seed=0, lang=lang), opponent=DEFAULT_LEVEL).view()
        found = [v for v in view["labels"].values() if isinstance(v, str)] + [view["status"]]
        return {w.strip() for w in found if len(w.strip()) > 3}
    return words("fr") - words("en")


@pytest.mark.parametrize("name", GAMES)
def test_an_english_play_page_board_speaks_english(built_site, english, name):
    page = english
    page.goto(f"{built_site.url}/en/{name.replace('_', '-')}/jouer.html")
    host = page.locator(".jocari-live")
    assert harness.wake_board(page, host) == "ready", host.locator(".jocari-live-note").text_content()
    root = host.locator(".jw-root")
    before = root.get_attribute("data-version")
    root.locator(".jw-hint-button").click()  # the hint's sentence too, from Python
    page.wait_for_function("([el, v]) => el.dataset.version !== v", arg=[root.element_handle(), before],
                           timeout=READY_MS)
    shown = host.inner_text() + " ".join(host.locator("option").all_text_contents())
    french = sorted(w for w in _french_only(name) if w in shown)
    assert french == [], f"French on the English {name} board: {french}\n{shown[:1500]}"
    assert re.search(r"\b(the|to|play|White|Black)\b", shown), shown[:600]


LESSONS = {"senet": "01_senet", "marelle": "02_marelle", "doze_canes": "03_doze_canes", "jacquet": "04_jacquet"}


@pytest.mark.parametrize("name", GAMES)
def test_an_english_lesson_board_speaks_english(built_site, english, name):
    """The first live board of each game's English lesson, started in the page, shows none of its French words."""
    page = english
    page.goto(f"{built_site.url}/en/lecons/{LESSONS[name]}.html")
    host = page.locator(".jocari-live").first
    assert harness.wake_board(page, host) == "ready", host.locator(".jocari-live-note").text_content()
    root = host.locator(".jw-root")
    page.wait_for_function("el => el.dataset.version !== undefined", arg=root.element_handle(), timeout=READY_MS)
    shown = host.inner_text() + " ".join(host.locator("option").all_text_contents())
    french = sorted(w for w in _french_only(name) if w in shown)
    assert french == [], f"French on the English {name} lesson's board: {french}\n{shown[:1500]}"
    assert re.search(r"\b(the|to|play|White|Black|Throw|throw)\b", shown), shown[:600]

def test_the_switch_lands_on_the_counterpart_and_english_search_finds_english(built_site, english):
    page = english
    url = built_site.url
    page.goto(f"{url}/en/senet/regles.html")
    page.locator(".md-header__option .md-select a[hreflang='fr']").dispatch_event("click")
    page.wait_for_url(f"{url}/senet/regles.html", timeout=READY_MS)
    assert page.locator("html").get_attribute("lang") == "fr"
    page.locator(".md-header__option .md-select a[hreflang='en']").dispatch_event("click")
    page.wait_for_url(f"{url}/en/senet/regles.html", timeout=READY_MS)
    box = page.locator(".md-search__input").first
    box.click()
    box.press_sequentially("pawns", delay=30)  # (Material reacts to key strokes)
    results = page.locator(".md-search-result__item a")
    results.first.wait_for(timeout=READY_MS)
    hrefs = results.evaluate_all("links => links.map(a => a.href)")
    assert hrefs and all("/en/" in h for h in hrefs), hrefs[:5]


def test_a_missing_address_shows_the_page_not_found_of_its_edition(built_site, english):
    page, url = english, built_site.url
    root_404 = (built_site.dir / "404.html").read_text(encoding="utf-8")  # what a server answers any missing address
    answer = lambda route: route.fulfill(status=404, body=root_404, content_type="text/html; charset=utf-8")  # noqa: E731
    page.context.route("**/no-such-page.html", answer)
    try:
        for address, lang, heading, home in (("en/senet/no-such-page.html", "en", "Page not found", "/en/index.html"),
                                             ("senet/no-such-page.html", "fr", "Page introuvable", "/index.html")):
            page.goto(f"{url}/{address}")
            page.locator("article h1").filter(has_text=heading).wait_for(timeout=READY_MS)
            assert page.url == f"{url}/{address}", page.url  # the address the visitor typed stays
            assert page.locator("html").get_attribute("lang") == lang, address
            assert page.locator("article a.md-button").get_attribute("href") == home, address
    finally:
        page.context.unroute("**/no-such-page.html")


def test_offline_an_english_page_not_kept_gets_the_english_offline_page(built_site, english):
    page = english
    url = built_site.url
    page.goto(f"{url}/en/index.html")
    page.wait_for_function("async () => !!(await navigator.serviceWorker.ready).active && "
                           "!!navigator.serviceWorker.controller || (location.reload(), false)", timeout=READY_MS,
                           polling=1000)
    page.wait_for_function("""async () => (await (await caches.open('jocari-site')).keys())
        .some(r => new URL(r.url).pathname.endsWith('/en/hors-ligne.html'))""", timeout=READY_MS)
    page.context.set_offline(True)
    try:
        page.goto(f"{url}/en/jacquet/histoire.html")
        page.wait_for_url(re.compile(r".*/en/hors-ligne\.html\?page=en%2Fjacquet%2Fhistoire\.html"), timeout=READY_MS)
        assert page.locator("html").get_attribute("lang") == "en"
        keep = page.locator(".jocari-offline-keep")
        keep.wait_for(state="attached", timeout=READY_MS)
        page.wait_for_function("() => document.querySelector('.jocari-offline')?.dataset.missing !== undefined",
                               timeout=READY_MS)
        assert keep.text_content().startswith(offline_hooks.TEXT("keep", size="").text("en").split("(")[0])
    finally:
        page.context.set_offline(False)
