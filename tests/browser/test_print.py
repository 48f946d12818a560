"""The sheets a teacher prints: one click on "Imprimer", then a page with no
navigation and no picture cut, on A4.

The built site (``built_site``) is opened in Chromium with the print media
emulated and a window as wide as an A4 page's printable area; every picture
must fit that width, be short enough for one page, and be marked not to break
across pages.  A PDF of each sheet is saved in ``test-artifacts/`` to look at.
"""

import pytest

pytestmark = pytest.mark.browser

MM = 96 / 25.4  # CSS pixels per millimetre
MARGIN = 12  # mm, as docs/assets/print.css's @page
PRINTABLE_W = round((210 - 2 * MARGIN) * MM)
PRINTABLE_H = round((297 - 2 * MARGIN) * MM)
SHEETS = [
    "jacquet/regles.html",  # the full rules page, long, with many pictures
    "senet/essentiel.html",  # the one-page rules for pupils
    "marelle/fiche.html",  # a pupil's worksheet
    "doze-canes/corrige.html",  # its answer key
    "jacquet/plateau.html",  # the A4 board and its pieces
]
NAVIGATION = [".md-header", ".md-tabs", ".md-sidebar--primary", ".md-sidebar--secondary", ".md-footer",
              ".md-search", ".jocari-imprimer", "nav.md-nav"]


@pytest.fixture
def print_page(browser):
    context = browser.new_context(viewport={"width": PRINTABLE_W, "height": PRINTABLE_H})
    page = context.new_page()
    yield page
    context.close()


@pytest.mark.parametrize("sheet", SHEETS)
def test_the_print_view_has_no_navigation_and_no_cut_picture(built_site, print_page, artifacts, sheet):
    page = print_page
    page.goto(f"{built_site.url}/{sheet}")
    page.emulate_media(media="print")
    page.locator("article h1").first.wait_for()

    shown = [selector for selector in NAVIGATION
             if any(el.is_visible() for el in page.locator(selector).all())]
    assert shown == [], f"{sheet}: navigation printed: {shown}"

    pictures = page.locator("article svg")
    assert pictures.count() > 0, sheet
    for i in range(pictures.count()):
        picture = pictures.nth(i)
        if not picture.is_visible():  # inside a closed content tab: not printed
            continue
        box = picture.bounding_box()
        name = f"{sheet} svg #{i}"
        assert box["x"] >= -0.5 and box["x"] + box["width"] <= PRINTABLE_W + 0.5, (name, box)
        assert box["height"] <= PRINTABLE_H, (name, box)
        unbroken = picture.evaluate(
            "svg => { for (let el = svg; el && el.tagName !== 'ARTICLE'; el = el.parentElement) {"
            "  const s = getComputedStyle(el);"
            "  if (s.breakInside === 'avoid' || s.pageBreakInside === 'avoid') return true; }"
            " return false; }")
        assert unbroken, f"{name} may be split across two pages"

    pdf = artifacts / f"print-{sheet.replace('/', '-').removesuffix('.html')}.pdf"
    page.pdf(path=str(pdf), format="A4", prefer_css_page_size=True)
    assert pdf.stat().st_size > 10_000


def test_the_print_button_prints(built_site, print_page):
    page = print_page
    page.add_init_script("window.__printed = 0; window.print = () => { window.__printed += 1; };")
    page.goto(f"{built_site.url}/marelle/fiche.html")
    button = page.get_by_role("button", name="Imprimer")
    button.click()
    assert page.evaluate("window.__printed") == 1


def test_every_sheet_has_its_print_button(built_site):
    for game in ("senet", "marelle", "doze-canes", "jacquet"):
        for sheet in ("essentiel", "plateau", "fiche", "corrige"):
            text = (built_site.dir / game / f"{sheet}.html").read_text(encoding="utf-8")
            assert 'onclick="window.print()"' in text, f"{game}/{sheet}"


def test_the_a4_boards_are_the_rules_packages_pictures(built_site):
    for game in ("senet", "marelle", "doze-canes", "jacquet"):
        sheet = (built_site.dir / "plateaux" / f"{game}-a4.svg").read_text(encoding="utf-8")
        assert sheet.startswith('<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm"'), game
        assert 'class="jocari-board"' in sheet and "data-square" in sheet, game  # drawn by game.svg()
        assert "Pions à découper" in sheet, game


def test_lesson_outputs_wrap_between_words(built_site, browser):
    """A narrow screen wraps a lesson's printed results at spaces, not inside a word ("rej / ouer")."""
    page = browser.new_page(viewport={"width": 480, "height": 800})
    try:
        page.goto(f"{built_site.url}/lecons/05_probabilites.html")
        outputs = page.locator(".jp-OutputArea-output pre")
        outputs.first.wait_for(state="attached")
        styles = {tuple(s) for s in outputs.evaluate_all(
            "els => els.map(e => { const s = getComputedStyle(e); return [s.wordBreak, s.whiteSpace]; })")}
        assert styles == {("normal", "pre-wrap")}, styles
    finally:
        page.close()


def test_the_404_page_speaks_french(built_site):
    text = (built_site.dir / "404.html").read_text(encoding="utf-8")
    assert "Page introuvable" in text and "Not found" not in text


def test_the_answer_key_has_the_rules_answers_and_the_worksheet_none(built_site):
    import html

    from jocari_edu.teaching import POSITIONS

    slugs = {"senet": "senet", "marelle": "marelle", "doze_canes": "doze-canes", "jacquet": "jacquet"}
    for record in POSITIONS.values():
        folder = built_site.dir / slugs[record.game]
        answer = html.escape(record.answer)
        assert answer in (folder / "corrige.html").read_text(encoding="utf-8"), record.title
        worksheet = (folder / "fiche.html").read_text(encoding="utf-8")
        assert html.escape(record.question) in worksheet and answer not in worksheet, record.title
