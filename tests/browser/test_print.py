"""The sheets a teacher prints: one click on "Imprimer", then a page with no
navigation and no picture cut, on A4.

The built site (``built_site``) is opened in Chromium with the print media
emulated and a window as wide as an A4 page's printable area; every picture
must fit that width, be short enough for one page, and be marked not to break
across pages.  A PDF of each sheet is saved in ``test-artifacts/`` to look at,
with a PNG of each of its pages (``pdftoppm``, from Debian's poppler-utils,
which ``tools/setup.sh --tests`` installs; a screenshot in print emulation
without it).

The boards print at playing size: their squares and points are measured in
millimetres on the printed picture (CSS pixels at 96 per inch, in print
emulation with a window as wide as the page's printable area), and the PDF's
pages are counted.
"""

import re
import shutil
import subprocess

import pytest

from jocari_edu.games import REGISTRY
from jocari_edu.render.sheet import PORTRAIT, sheet_of
from tests import SLUGS
from tools.typography_hooks import typeset  # the pages' text as the build sets it (French typography)

from .conftest import SHOTS, shot

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
    "senet/seance.html",  # a one-hour plan (#39)
]
NAVIGATION = [".md-header", ".md-tabs", ".md-sidebar--primary", ".md-sidebar--secondary", ".md-footer",
              ".md-search", ".jocari-imprimer", "nav.md-nav",
              ".jocari-offline", ".jocari-update"]  # « Garder tout le site hors ligne » is a web control


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
    for game in SLUGS.values():
        for sheet in ("essentiel", "plateau", "fiche", "corrige", "seance"):
            text = (built_site.dir / game / f"{sheet}.html").read_text(encoding="utf-8")
            assert 'onclick="window.print()"' in text, f"{game}/{sheet}"


def test_the_a4_boards_are_the_rules_packages_drawings(built_site):
    for entry in REGISTRY:
        game, drawn = entry.slug, sheet_of(entry.name)
        sheet = (built_site.dir / "plateaux" / f"{game}-a4.svg").read_text(encoding="utf-8")
        size = 'width="210mm" height="297mm"' if drawn.page == PORTRAIT else 'width="297mm" height="210mm"'
        assert sheet.startswith(f'<svg xmlns="http://www.w3.org/2000/svg" {size}'), game
        assert 'class="jocari-sheet jocari-sheet-board"' in sheet and "data-square" in sheet, game  # render.sheet
        pieces = sheet if drawn.pieces_at is not None else (
            built_site.dir / "plateaux" / f"{game}-pions-a4.svg").read_text(encoding="utf-8")
        assert "Pions à découper" in pieces, game


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

    slugs = SLUGS
    for record in POSITIONS.values():
        folder = built_site.dir / slugs[record.game]
        answer = typeset(html.escape(record.answer))
        assert answer in (folder / "corrige.html").read_text(encoding="utf-8"), record.title
        worksheet = (folder / "fiche.html").read_text(encoding="utf-8")
        assert typeset(html.escape(record.question)) in worksheet and answer not in worksheet, record.title


# -- sheets at playing size, and worksheets in two pages -------------------------------------------

LANDSCAPE_W = round((297 - 20) * MM)  # the board pages' printable width (10 mm margins, docs/assets/print.css)
PORTRAIT_W = round((210 - 20) * MM)
GAMES = [e.slug for e in REGISTRY]


def pdf_pages(pdf: bytes) -> list[tuple[float, float]]:
    """Each page's size in points (width, height), in order, from the PDF's page objects."""
    sizes = []
    for obj in re.finditer(rb"/Type\s*/Page\b(?!s).*?/MediaBox\s*\[\s*([\d.\s-]+)\]", pdf, re.S):
        x0, y0, x1, y1 = map(float, obj.group(1).split())
        sizes.append((x1 - x0, y1 - y0))
    if not sizes:  # a writer that puts /MediaBox before /Type
        sizes = [(0.0, 0.0)] * len(re.findall(rb"/Type\s*/Page\b(?!s)", pdf))
    return sizes


def save_print(page, artifacts, name: str) -> list[tuple[float, float]]:
    """Print ``page`` to ``test-artifacts/<name>.pdf`` and a PNG per page; returns the pages' sizes."""
    pdf = artifacts / f"{name}.pdf"
    page.pdf(path=str(pdf), prefer_css_page_size=True, print_background=True)
    sizes = pdf_pages(pdf.read_bytes())
    for old in artifacts.glob(f"{name}-*.png"):
        old.unlink()
    if not SHOTS:  # the pictures of the pages are for a person to look at (JOCARI_SHOTS=1)
        return sizes
    if shutil.which("pdftoppm"):
        subprocess.run(["pdftoppm", "-png", "-r", "100", str(pdf), str(artifacts / name)], check=True)
    else:
        shot(page, artifacts / f"{name}-1.png", full_page=True)
    return sizes


def mm(page, selector: str) -> list[dict]:
    """The rendered boxes of ``selector``'s elements, in millimetres."""
    return page.locator(selector).evaluate_all(
        f"els => els.map(e => {{ const r = e.getBoundingClientRect(); "
        f"return {{w: r.width / {MM}, h: r.height / {MM}, x: r.left / {MM}, y: r.top / {MM}}}; }})")


def open_print(browser, url: str, width: int):
    context = browser.new_context(viewport={"width": width, "height": 800})
    page = context.new_page()
    page.goto(url)
    page.emulate_media(media="print")
    page.locator("article h1").first.wait_for(state="attached")
    return context, page


LIVE_TEXT = ["Blanc :", "Noir :", "sur 5 sorti", "sortis", "Tirage au sort", "en main,", "pris", "lancer :", "À Blanc", "à jouer",
             "Maison d'entrée :", "choisir"]


@pytest.mark.parametrize("game", GAMES)
def test_each_board_prints_at_playing_size_on_its_own_pages(built_site, browser, artifacts, game):
    landscape = game != "marelle"
    context, page = open_print(browser, f"{built_site.url}/{game}/plateau.html",
                               LANDSCAPE_W if landscape else PORTRAIT_W)
    try:
        board = page.locator("svg.jocari-sheet-board")
        assert board.count() == 1
        words = " ".join(board.locator("text").all_text_contents())
        assert not [t for t in LIVE_TEXT if t in words], f"{game}: live-board text printed: {words}"
        (box,) = mm(page, "svg.jocari-sheet-board")
        page_w, page_h = (277, 190) if landscape else (190, 277)
        assert page_w - 2 <= box["w"] <= page_w + 0.5 and box["h"] <= page_h + 0.5, box  # it fills its page
        if game == "senet":
            squares = mm(page, "svg.jocari-sheet-board g.square rect")
            assert len(squares) == 30 and min(min(s["w"], s["h"]) for s in squares) >= 25, squares[:3]
        elif game == "marelle":
            points = {p["x"]: p for p in mm(page, "svg.jocari-sheet-board g.point circle")}
            across = max(points) - min(points)  # from the a-file's points to the g-file's, centre to centre
            assert len(points) == 7 and across >= 180, across
        else:
            points = mm(page, "svg.jocari-sheet-board g.point polygon")
            assert len(points) == 24 and min(p["w"] for p in points) >= 18, points[:3]
        # the pieces, at a size the squares or points hold, and the throw table (the Marelle has none)
        pieces = mm(page, "svg.jocari-sheet circle.piece")
        assert len(pieces) == 2 * {"senet": 5, "marelle": 9, "doze-canes": 12, "jacquet": 15}[game]
        cell = {"senet": 25, "marelle": 30, "doze-canes": 18, "jacquet": 18}[game]
        assert all(12 <= p["w"] <= cell for p in pieces), pieces[:2]
        tables = page.locator("svg.jocari-sheet g.throw-table")
        assert tables.count() == (0 if game == "marelle" else 1)
        notes = " ".join(page.locator("svg.jocari-sheet text.note").all_text_contents())
        assert "À la place :" in notes, notes  # what to use instead of cut-out pieces
        sizes = save_print(page, artifacts, f"print-{game}-plateau")
        sheets = page.locator(".jocari-feuille").count()
        assert len(sizes) == sheets, sizes  # each sheet on exactly one page, nothing else printed
        for w, h in sizes:  # A4, in the sheet's orientation (points: 842 × 595)
            assert (w > h) == landscape and abs(max(w, h) - 842) < 2 and abs(min(w, h) - 595) < 2, sizes
    finally:
        context.close()


def test_the_throw_tables_are_the_rules(built_site):
    from jocari_edu import new_game

    senet = (built_site.dir / "senet" / "plateau.html").read_text(encoding="utf-8")
    game = new_game("senet", "standard")
    for faces in range(5):  # the value of each throw, and whether it throws again, as the rules say
        assert f">{game.throw_value(faces)}</text>" in senet
    jacquet = (built_site.dir / "jacquet" / "plateau.html").read_text(encoding="utf-8")
    assert ">4 · 4 · 4 · 4</text>" in jacquet and ">5 · 3</text>" in jacquet  # a double is played four times
    doze = (built_site.dir / "doze-canes" / "plateau.html").read_text(encoding="utf-8")
    assert ">quart 3</text>" in doze and ">18</text>" in doze


SMALLEST_TEXT = """svgs => Math.min(...svgs.map(svg => {
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const sizes = [...svg.querySelectorAll("text")].map(t => parseFloat(getComputedStyle(t).fontSize));
    return Math.min(...sizes) * scale * 25.4 / 96; }))"""  # the smallest text of the pictures, in mm


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("sheet", ["fiche", "corrige"])
def test_worksheets_and_answer_keys_print_their_boards_large_enough_to_read(built_site, browser, artifacts, game, sheet):
    context, page = open_print(browser, f"{built_site.url}/{game}/{sheet}.html", PRINTABLE_W)
    try:
        sizes = save_print(page, artifacts, f"print-{game}-{sheet}")
        questions = page.locator(".jocari-question").count()
        assert 1 <= len(sizes) <= questions, f"{game}/{sheet}: {len(sizes)} pages for {questions} questions"
        smallest = page.locator(".jocari-question .jocari-figure svg").evaluate_all(SMALLEST_TEXT)
        assert smallest >= 2.0, f"{game}/{sheet}: the pictures' smallest text is {smallest:.2f} mm high"
    finally:
        context.close()


def test_each_question_has_the_answer_space_it_needs(built_site):
    import html

    from jocari_edu.teaching import POSITIONS

    slugs = SLUGS
    kinds = set()
    for record in POSITIONS.values():
        text = (built_site.dir / slugs[record.game] / "fiche.html").read_text(encoding="utf-8")
        question = typeset(html.escape(record.question))
        section = text[text.index(question):]
        section = section[:section.index("</section>")]
        asks_whether = "peut-il" in record.question.lower()
        assert ("☐ Oui" in section) == asks_whether, record.question
        assert "Coup permis" not in section and "Coup refusé" not in section, record.question
        assert "jocari-lignes" in section, record.question
        kinds.add(asks_whether)
        key = (built_site.dir / slugs[record.game] / "corrige.html").read_text(encoding="utf-8")
        answer = key[key.index(question):]
        answer = answer[:answer.index("</section>")]
        if asks_whether:
            assert typeset(f"<strong>{'Oui' if record.legal else 'Non'} : ") in answer, record.question
    assert kinds == {True, False}  # « Que gagne-t-il ? » and « Peut-il … ? » both exist


def test_the_teachers_guide_prints_without_code_in_a_few_pages(built_site, browser, artifacts):
    context, page = open_print(browser, f"{built_site.url}/lecons/06_guide_enseignant.html", PRINTABLE_W)
    try:
        code = [el for el in page.locator(".jp-CodeCell .jp-InputArea, .jp-InputPrompt").all() if el.is_visible()]
        assert code == [], f"{len(code)} code cells printed"
        assert page.locator(".jp-MarkdownCell").first.is_visible()
        sizes = save_print(page, artifacts, "print-guide-enseignant")
        assert len(sizes) <= GUIDE_PAGES, f"{len(sizes)} pages"
    finally:
        context.close()


GUIDE_PAGES = 14  # 12 measured when this was written (24 before: code cells, the live board, a 3-page table)


def test_the_tournament_results_sheet_prints_alone_and_whole_on_one_page(built_site, browser, artifacts):
    context, page = open_print(browser, f"{built_site.url}/resultats.html", PRINTABLE_W)
    try:
        sheet = page.locator(".jocari-resultats")
        numbers = sheet.locator("tbody tr td:first-child").all_text_contents()
        assert numbers == [str(n) for n in range(1, 31)]  # room for 24 to 30 pupils
        heads = sheet.locator("thead th")
        assert heads.all_text_contents()[-1] == "Rang"
        for box in mm(page, ".jocari-resultats thead th"):  # every column inside the page, « Rang » too
            assert box["x"] >= -0.5 and box["x"] + box["w"] <= PRINTABLE_W / MM + 0.5, box
        rows = mm(page, ".jocari-resultats tbody tr")
        assert min(r["h"] for r in rows) >= 6, rows[:2]  # tall enough to write in
        sizes = save_print(page, artifacts, "print-tournoi-resultats")
        assert len(sizes) == 1, len(sizes)
    finally:
        context.close()


def test_the_arbiters_sheet_prints_on_one_page(built_site, browser, artifacts):
    context, page = open_print(browser, f"{built_site.url}/arbitre.html", PRINTABLE_W)
    try:
        assert "Joueur bloqué" in page.locator(".jocari-arbitre").inner_text()
        assert len(save_print(page, artifacts, "print-tournoi-arbitre")) == 1
    finally:
        context.close()


@pytest.mark.parametrize("game", GAMES)
def test_each_one_hour_plan_prints_in_a_few_pages(built_site, browser, artifacts, game):
    context, page = open_print(browser, f"{built_site.url}/{game}/seance.html", PRINTABLE_W)
    try:
        sizes = save_print(page, artifacts, f"print-{game}-seance")
        assert 1 <= len(sizes) <= PLAN_PAGES, f"{game}: {len(sizes)} pages"
    finally:
        context.close()


PLAN_PAGES = 7  # 4 to 6 measured when this was written (Senet 4; Marelle, Doze canes, Jacquet 6)
