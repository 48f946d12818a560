"""The English edition beside the French (issue #40): each page and lesson in both languages, and on the built
site each language's pages in their own language, the switch landing on the counterpart, search per language.

The first tests read the sources (milliseconds); the built site's are ``slow`` (they share the run's one build).
"""

import json
import pathlib
import re
import sys
from urllib.parse import unquote, urlsplit

import pytest
import yaml

ROOT = pathlib.Path(__file__).resolve().parents[1]
DOCS, NOTEBOOKS = ROOT / "docs", ROOT / "notebooks"
sys.path.insert(0, str(ROOT / "tools"))


def _i18n_config() -> dict:
    class Loader(yaml.SafeLoader):
        pass

    Loader.add_multi_constructor("", lambda loader, suffix, node: None)  # !!python/name: tags
    config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=Loader)
    return next(p["i18n"] for p in config["plugins"] if isinstance(p, dict) and "i18n" in p)


def french_pages() -> list[str]:
    """Every French page (``docs/**/*.md`` but the English ones and the theme's overrides) and lesson."""
    pages = [p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.md")
             if not p.name.endswith(".en.md") and "overrides" not in p.parts and "lecons" not in p.parts]
    return sorted(pages) + sorted(f"lecons/{p.name}" for p in NOTEBOOKS.glob("*.ipynb"))


def english_pages() -> list[str]:
    pages = [p.relative_to(DOCS).as_posix() for p in DOCS.rglob("*.en.md") if "lecons" not in p.parts]
    return sorted(pages) + sorted(f"lecons/en/{p.name}" for p in (NOTEBOOKS / "en").glob("*.ipynb"))


def counterpart(page: str) -> str:
    """``senet/regles.md`` <-> ``senet/regles.en.md``; ``lecons/01_senet.ipynb`` <-> ``lecons/en/01_senet.ipynb``."""
    if page.startswith("lecons/en/"):
        return page.replace("lecons/en/", "lecons/", 1)
    if page.startswith("lecons/"):
        return page.replace("lecons/", "lecons/en/", 1)
    return page.replace(".en.md", ".md") if page.endswith(".en.md") else page.removesuffix(".md") + ".en.md"


def _exists(page: str) -> bool:
    return (NOTEBOOKS / page.removeprefix("lecons/")).is_file() if page.startswith("lecons/") else (DOCS / page).is_file()


def test_every_english_page_has_its_french_page():
    orphans = [p for p in english_pages() if not _exists(counterpart(p))]
    assert not orphans, f"English pages with no French page (named as the French one, .en before .md): {orphans}"


def test_every_french_page_has_its_english_page_or_the_build_says_it_lacks_one():
    """While translations are missing the English build shows the French with a notice (``fallback_to_default``);
    once every page has its English, the fallback must be off: a page missing again then fails the build."""
    missing = [counterpart(p) for p in french_pages() if not _exists(counterpart(p))]
    fallback = _i18n_config().get("fallback_to_default", True)
    if not fallback:
        assert not missing, f"{len(missing)} English pages missing: {missing}"
    else:
        assert missing, ("every French page has its English page: set the i18n plugin's fallback_to_default to "
                         "false in mkdocs.yml, so that a missing translation fails the build")
        print(f"{len(missing)} English pages still missing: {missing}")


def test_the_french_edition_stays_at_the_root_and_english_under_en():
    config = _i18n_config()
    languages = {lang["locale"]: lang for lang in config["languages"]}
    assert config["docs_structure"] == "suffix"
    assert languages["fr"].get("default") is True and languages["fr"].get("link", "/") == "/"
    assert languages["en"].get("link", "/en/") == "/en/"


def test_every_navigation_title_has_its_english():
    """Every title the navigation gives a page or a section in French has its English (no French in the English
    navigation)."""
    class Loader(yaml.SafeLoader):
        pass

    Loader.add_multi_constructor("", lambda loader, suffix, node: None)
    nav = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=Loader)["nav"]
    titles = set()

    def walk(items):
        for item in items:
            if isinstance(item, dict):
                for title, value in item.items():
                    titles.add(title)
                    if isinstance(value, list):
                        walk(value)

    walk(nav)
    english = {lang["locale"]: lang for lang in _i18n_config()["languages"]}["en"]["nav_translations"]
    same = {"Senet", "Doze canes", "Jacquet"}  # names, the same in English
    assert sorted(titles - same - set(english)) == []


# -- on the built site ------------------------------------------------------------------------------------------


def _text(html: str) -> str:
    """What a reader reads of a page: its article's text, without code, scripts or pictures."""
    article = re.search(r"<article\b.*?</article>", html, re.S)
    body = article.group() if article else html
    body = re.sub(r"<(script|style|pre|code|svg)\b.*?</\1>", " ", body, flags=re.S)
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", body))


@pytest.mark.slow
def test_the_built_switch_lands_on_the_counterpart_and_each_language_searches_its_own(built_site):
    site = built_site.dir
    pages = [p for p in french_pages() if p.endswith(".md")]
    for page in ["index.md", "senet/regles.md", "lecons/01_senet.ipynb"]:
        html_name = re.sub(r"\.(md|ipynb)$", ".html", page)
        french, english = site / html_name, site / "en" / html_name
        assert french.is_file() and english.is_file(), html_name
        switch = re.findall(r'<a href="([^"]*)" hreflang="(\w+)" class="md-select__link"',
                            french.read_text(encoding="utf-8"))
        target = {lang: (french.parent / href).resolve() for href, lang in switch}
        assert target.get("en") == english.resolve(), (html_name, switch)
        back = {lang: (english.parent / href).resolve() for href, lang in re.findall(
            r'<a href="([^"]*)" hreflang="(\w+)" class="md-select__link"', english.read_text(encoding="utf-8"))}
        assert back.get("fr") == french.resolve(), (html_name, back)
    assert len(pages) > 20
    indexes = {lang: json.loads((site / prefix / "search" / "search_index.json").read_text(encoding="utf-8"))
               for lang, prefix in (("fr", ""), ("en", "en"))}
    assert indexes["fr"]["config"]["lang"] == ["fr"] and indexes["en"]["config"]["lang"] == ["en"]
    assert not [d["location"] for d in indexes["fr"]["docs"] if d["location"].startswith("en/")]
    senet_rules = [d for d in indexes["en"]["docs"] if d["location"].startswith("senet/regles.html")]
    assert senet_rules and (site / "en" / senet_rules[0]["location"].split("#")[0]).is_file()


@pytest.mark.slow
def test_an_english_page_not_yet_translated_says_so_in_english(built_site):
    """Each English address of a page with no English source shows the notice; a translated one does not."""
    site = built_site.dir
    for page in french_pages():
        html_name = re.sub(r"\.(md|ipynb)$", ".html", page)
        english = (site / "en" / html_name).read_text(encoding="utf-8")
        translated = _exists(counterpart(page))
        assert ("jocari-untranslated" in english) != translated, (html_name, translated)


def test_every_text_the_hooks_write_has_its_english():
    """The data the hooks write on pages (documents, bibliography, teaching positions, timeline, lesson plans,
    tournament) hold an English text for each French one, so an English page never falls back to French."""
    import bibliography
    import bibliography_en
    import documents
    import documents_en
    import history_hooks
    import plans

    from jocari_edu.teaching import POSITIONS

    assert set(documents_en.DOCS) == {d.key for d in documents.DOCS}
    for doc in documents.DOCS:
        english = documents.localized(doc, "en")
        assert len(english.questions) == len(doc.questions) and (english.texte is None) == (doc.texte is None)
        assert english.texte is None or english.texte.original == doc.texte.original  # the source's own words
    assert set(bibliography_en.WORKS) == {w.key for w in bibliography.WORKS}
    assert len(bibliography_en.DOCUMENTS) == len(bibliography.DOCUMENTS)
    assert all(r.title_in("en") != r.title and r.question_in("en") != r.question for r in POSITIONS.values())
    assert len(history_hooks.EVENTS_EN) == len(history_hooks.EVENTS) and len(history_hooks.ERAS_EN) == len(
        history_hooks.ERAS)
    assert set(plans.PLANS_EN) == {p.game for p in plans.PLANS} and len(plans.TOURNAMENT_EN) == len(plans.TOURNAMENT)
    for plan in plans.PLANS:  # the same minutes in both languages
        assert [s.minutes for s in plans.steps_in(plan, "en")] == [s.minutes for s in plan.steps]


# The other language's commonest words: a page's prose in the wrong language shows them at once, a name or the
# title of a cited work only now and then (what is quoted, « … » or “…”, in italics, code or a picture is left out)
FRENCH_WORDS = re.compile(r"\b(les|des|est|une|dans|avec|pour|sont|qui|aux|sur|du|au|ce|cette|il|elle|pas|plus)\b")
ENGLISH_WORDS = re.compile(r"\b(the|and|with|which|this|that|are|from|when|what|of)\b")


def _prose(html: str) -> str:
    """A page's prose as a reader reads it, without what is quoted, named in italics, code or pictures."""
    article = re.search(r"<article\b.*?</article>", html, re.S)
    body = article.group() if article else html
    body = re.sub(r"<(script|style|pre|code|svg|blockquote|q|em|cite)\b.*?</\1>", " ", body, flags=re.S)
    body = re.sub(r"<[^>]+>", " ", body)
    return re.sub(r"«[^»]*»|“[^”]*”", " ", body)


def wrong_language(site: pathlib.Path) -> list[tuple[str, float]]:
    """The built pages whose prose holds more than 2 % of the other language's commonest words."""
    found = []
    for page in sorted(site.rglob("*.html")):
        name = page.relative_to(site).as_posix()
        if name.startswith(("assets/", "projection/", "en/projection/")) or name == "404.html":
            continue
        words = (FRENCH_WORDS if name.startswith("en/") else ENGLISH_WORDS).findall(
            _prose(page.read_text(encoding="utf-8")).lower())
        total = len(_prose(page.read_text(encoding="utf-8")).split())
        if total and len(words) / total > 0.02:
            found.append((name, round(len(words) / total, 3)))
    return found


@pytest.mark.slow
def test_no_page_speaks_the_other_language_and_the_english_navigation_is_english(built_site):
    site = built_site.dir
    assert wrong_language(site) == []
    french_titles = set(next(lang for lang in _i18n_config()["languages"] if lang["locale"] == "en")
                        ["nav_translations"])
    for page in sorted((site / "en").rglob("*.html")):
        html = page.read_text(encoding="utf-8")
        primary = html.split('md-nav--primary', 1)[-1].split('md-nav--secondary', 1)[0]  # the site's, not the TOC
        nav = " ".join(re.findall(r'<span class="md-ellipsis">\s*([^<]*?)\s*</span>', primary))
        assert not [t for t in french_titles if re.search(rf"(^| ){re.escape(t)}( |$)", nav)], page


LINK = re.compile(r'<(?:img|a|link|script|source|iframe)\b[^>]*?\s(?:src|href)="([^"]*)"', re.S)


def broken_links(site: pathlib.Path) -> list[tuple[str, str]]:
    """(page, address) for every picture, link, style or script of a built page whose file the build did not make."""
    found = []
    for page in sorted(site.rglob("*.html")):
        html = re.sub(r"<(pre|code)\b.*?</\1>", " ", page.read_text(encoding="utf-8"), flags=re.S)
        for target in LINK.findall(html):
            parts = urlsplit(target.replace("&amp;", "&"))
            if parts.netloc and not parts.scheme:  # "//index.html": another host named index.html, never the site
                found.append((page.relative_to(site).as_posix(), target))
            if parts.scheme or parts.netloc or not parts.path:  # another site, mailto:, data:, or an anchor
                continue
            path = unquote(parts.path)
            file = site / path.lstrip("/") if path.startswith("/") else page.parent / path
            if not (file / "index.html" if path.endswith("/") else file).exists():
                found.append((page.relative_to(site).as_posix(), target))
    return found


@pytest.mark.slow
def test_every_picture_and_link_of_every_built_page_is_a_built_file(built_site):
    # both editions, lessons and projection pages included (the English lessons' ../documents/ drawings were not)
    assert broken_links(built_site.dir) == []


def test_the_link_check_sees_an_english_lesson_drawing_the_build_did_not_make(tmp_path):
    (tmp_path / "en" / "lecons").mkdir(parents=True)
    (tmp_path / "documents").mkdir()
    (tmp_path / "documents" / "a.svg").write_text("<svg/>")
    lesson = tmp_path / "en" / "lecons" / "01.html"
    lesson.write_text('<a href="#top">top</a> <a href="https://example.org/x">x</a> <img src="../../documents/a.svg">'
                      '<a href="../">home</a>')
    (tmp_path / "en" / "index.html").write_text("")
    assert broken_links(tmp_path) == []
    lesson.write_text(lesson.read_text() + '<img src="../documents/a.svg?v=1"><a href="//index.html">home</a>')
    assert broken_links(tmp_path) == [("en/lecons/01.html", "../documents/a.svg?v=1"),
                                      ("en/lecons/01.html", "//index.html")]


def test_the_language_check_sees_a_french_paragraph_on_an_english_page(tmp_path):
    (tmp_path / "en").mkdir()
    english = "<article><p>The pawn moves on by the throw, and a pawn alone can be taken.</p></article>"
    (tmp_path / "en" / "a.html").write_text(english, encoding="utf-8")
    (tmp_path / "a.html").write_text("<article><p>Le pion avance du lancer ; « the rule » est citée.</p></article>",
                                     encoding="utf-8")
    assert wrong_language(tmp_path) == []
    (tmp_path / "en" / "a.html").write_text(english.replace("</p>", " Les pions sont dans la maison.</p>"),
                                            encoding="utf-8")
    assert [name for name, _ in wrong_language(tmp_path)] == ["en/a.html"]


def test_the_service_worker_and_the_app_know_both_editions(tmp_path):
    """sw.js: the English edition's folder and its « updating » sentence; each edition's manifest in its language,
    its start page its own home page, its icons the site's."""
    import offline_hooks

    (tmp_path / "assets" / "live").mkdir(parents=True)
    (tmp_path / offline_hooks.SW_TEMPLATE).write_text((ROOT / "docs" / offline_hooks.SW_TEMPLATE).read_text())
    for page in ("index.html", "hors-ligne.html", "en/index.html", "en/hors-ligne.html"):
        (tmp_path / page).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / page).write_text(page)
    editions = {"": "fr", "en/": "en"}
    offline_hooks.write_app(tmp_path, "fr", editions)
    sw = offline_hooks.write_service_worker(tmp_path, "fr", editions).read_text(encoding="utf-8")
    assert 'const EDITIONS = ["en/"];' in sw
    assert json.dumps({"": "Mise à jour du site…", "en/": "Updating the site…"}, ensure_ascii=False) in sw
    assert '"en/hors-ligne.html":[' in sw and '"en/manifest.webmanifest":[' in sw
    for folder, lang in editions.items():
        manifest = json.loads((tmp_path / folder / "manifest.webmanifest").read_text(encoding="utf-8"))
        assert manifest["lang"] == lang and manifest["start_url"] == "./index.html" and manifest["scope"] == "./"
        assert all((tmp_path / folder / icon["src"]).resolve().is_file() for icon in manifest["icons"])
    assert json.loads((tmp_path / "en" / "manifest.webmanifest").read_text())["name"] == (
        "jocari-edu: ancient board games")
