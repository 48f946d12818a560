"""Crafted share links never kill a board on the site, and never run a script.

Each link below is built as an attacker would build one (share.py's packing:
``1.`` + base64url(zlib(JSON))) and opened on the Senet "Jouer" page: a move
past the board (``31-20``), numbers of thousands of digits, JSON nested
thousands deep, HTML and scripts in every field a board may quote.  The page
is driven only through what a visitor has: the address (``#partie=…``), the
board's readiness (``data-live="ready"``) and the visible text.  Each time the
board must come alive as a fresh game, say why the link was refused, keep
working (a throw is played), and no script of the link may run.  The first link
opens the page, as a click on a crafted link does; the others are typed into the
address of the same page (one start of Python for the module), each on a new game.
"""

import base64
import json
import zlib

import pytest

from .conftest import harness
from .test_live_site import watch

pytestmark = pytest.mark.browser

PWN = "window.__pwned=1"
IMG = f"<img src=x onerror={PWN}>"
SCRIPT = f"<script>{PWN}</script>"


def pack(fields) -> str:
    return pack_text(json.dumps(fields, ensure_ascii=False, separators=(",", ":")))


def pack_text(text: str) -> str:
    """A link holding ``text`` as its JSON, whatever it is."""
    return "1." + base64.urlsafe_b64encode(zlib.compress(text.encode(), 9)).decode().rstrip("=")


def record(**changes):
    """A Senet link's fields (game, rule set, options, seed, start, events, position), some replaced."""
    fields = {"game": "senet", "rule_set": "standard", "options": {}, "seed": 1, "start": None,
              "events": ["=3"], "position": ""}
    fields.update(changes)
    return list(fields.values())


REFUSED = "Lien de partie refusé : "
DAMAGED = "Ce lien de partie est abîmé ou incomplet : il ne se lit pas."
LINKS = {  # name -> (link, words the reason must hold)
    "move past the board": (pack(record(events=["=3", "31-20"])), "La case 31 n'existe pas"),
    "a move of 5,000 digits": (pack(record(events=["=3", "1" * 5000])), "reçu un texte de 5\u202f000 caractères"),
    "a throw of 5,000 digits": (pack(record(events=["=" + "9" * 5000])), DAMAGED),
    "a seed of 5,000 digits": (pack_text('["senet","standard",{},1' + "0" * 5000 + ',null,[],""]'), DAMAGED),
    "nesting 50,000 deep": (pack_text('["senet","standard",' + "[" * 50_000 + "]" * 50_000 + ',1,null,[],""]'),
                            DAMAGED),
    "HTML as the game": (pack(record(game=IMG)), "Jeu inconnu '<img src=x onerror="),
    "a script as the rule set": (pack(record(rule_set=SCRIPT)), "n'a pas de règle '<script>"),
    "HTML as an option": (pack(record(options={IMG: True})), "pas d'option '<img"),
    "a script as a move": (pack(record(events=["=3", SCRIPT])), "<script>window.__pwned=1</script>"),
    "HTML as the start": (pack(record(start=IMG)), "Position invalide : « <img"),
    "HTML as the version": ("<img src=x onerror=window.__pwned=1>." + "A" * 8, "une autre version du site"),
    # a percent sign that decodes to nothing (decodeURIComponent throws): refused as any damaged link (#37)
    "a lone percent sign": ("%", DAMAGED),
    "a broken percent escape": ("1.%E0%A4%A", DAMAGED),
}


@pytest.fixture(scope="module")
def context(visitor_context):
    context = watch(visitor_context(viewport={"width": 1400, "height": 1000}, service_workers="block"))
    context.senet = None  # the Senet "Jouer" page, opened by the first link and kept for the others
    yield context
    context.close()


def open_link(built_site, context, link):
    """The page at ``link``: the first link opens the page (the board wakes on it, as a visitor's click on a
    crafted link does); each other one is typed into the address of that same page, on a new game (live.js
    reads a changed address without reloading, and a refused link keeps the board's game: here a fresh one)."""
    if context.senet is None:
        page = context.senet = context.new_page()
        page.dialogs = []
        page.on("dialog", lambda d: (page.dialogs.append(d.message), d.dismiss()))
        page.goto(f"{built_site.url}/senet/jouer.html#partie={link}")
        assert harness.wake_board(page, page.locator(".jocari-live")) == "ready"
        return page
    page = context.senet
    root = page.locator(".jw-root")
    root.locator(".jw-new").click()  # « Nouvelle partie »: the earlier link's refusal gives way to a new game
    page.wait_for_function("([r, t]) => r.dataset.position.endsWith('|0|throw|0') && !r.textContent.includes(t)",
                           arg=[root.element_handle(), REFUSED], timeout=60_000)
    page.evaluate("h => { if (location.hash === '#' + h) location.hash = ''; location.hash = h; }", f"partie={link}")
    return page


@pytest.mark.parametrize("name", LINKS)
def test_a_crafted_link_leaves_a_live_fresh_board_that_says_why_and_runs_no_script(built_site, context, name):
    link, words = LINKS[name]
    context.console.clear()
    page = open_link(built_site, context, link)
    reason = page.get_by_text(REFUSED)
    reason.wait_for()
    assert words in reason.text_content()
    assert len(reason.text_content()) < 400
    # the board is fresh and alive: its first throw is played
    page.get_by_role("button", name="Lancer", exact=True).click()
    page.get_by_text("Blanc lance : ").wait_for()
    # no script of the link ran, and none of its HTML became an element
    assert page.evaluate("window.__pwned") is None
    assert page.evaluate("""() => document.querySelectorAll('img[src="x"]').length
                         + [...document.scripts].filter(s => s.textContent.includes('__pwned')).length""") == 0
    assert page.dialogs == [] and context.console == []
