"""MkDocs hooks: the English edition beside the French (issue #40), with ``mkdocs-static-i18n``.

The plugin (``mkdocs.yml``: ``docs_structure: suffix``) builds the site once per language: French, the
default, at the root (every French address unchanged), then English under ``en/``: ``docs/X/Y.en.md`` is the
English of ``docs/X/Y.md``.  The other hooks ask this module which language they write:
:func:`page_language` (a page's own text: French on an English page not yet translated) and
:func:`build_language` / :func:`site_prefix` (the build running: its generated files go under ``en/``).

This module also does what the plugin does not:

- **the lessons** (``on_files``): the French lessons are ``notebooks/*.ipynb`` (``docs/lecons`` links to
  ``notebooks/``), the English ones ``notebooks/en/<same name>.ipynb``.  The plugin would make plain files of
  them (it re-creates every file, dropping mkdocs-jupyter's notebook pages): this puts each build's lessons back
  as pages, ``lecons/X.html`` and ``en/lecons/X.html``, each the other's counterpart for the language switch;
- **no silent French on an English page**: a page the English build takes from the French (no ``.en`` file
  yet) says so at its top, in English (``on_page_content``); ``tests/test_i18n_site.py`` lists those pages;
- **search per language** (``on_post_build``, after the plugin's last build): the French index at the root
  (French stemmer) holds the French pages only, ``en/search/`` the English pages with the English stemmer, and an
  English page's search reads the English index (its ``__config`` base is ``en/``).
"""

from __future__ import annotations

import json
import os
import pathlib
import posixpath
import re

from mkdocs.plugins import event_priority

ROOT = pathlib.Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
DEFAULT = "fr"
LANGUAGES = ("fr", "en")
LESSONS = "lecons/"  # the lessons' folder in the site (docs/lecons -> ../notebooks)

UNTRANSLATED = ('<div class="admonition warning jocari-untranslated" lang="en"><p class="admonition-title">'
                "Not yet in English</p><p>This page has no English edition yet: the French text is shown below.</p>"
                "</div>\n")


def _plugin(config):
    plugins = config.get("plugins") if hasattr(config, "get") else None
    return plugins.get("i18n") if plugins is not None else None


def build_language(config) -> str:
    """The language the running build writes (``fr`` without the i18n plugin)."""
    plugin = _plugin(config)
    return (plugin.current_language if plugin is not None else None) or DEFAULT


def site_prefix(config) -> str:
    """The running build's folder in the site: ``""`` for French, ``"en/"`` for English."""
    lang = build_language(config)
    return "" if lang == DEFAULT else f"{lang}/"


def editions(config) -> dict[str, str]:
    """Each edition's folder in the site and its language: ``{"": "fr", "en/": "en"}`` (``{"": "fr"}`` without the
    plugin)."""
    plugin = _plugin(config)
    if plugin is None:
        return {"": DEFAULT}
    return {("" if lang == plugin.default_language else f"{lang}/"): lang for lang in plugin.build_languages}


def page_language(page, config=None) -> str:
    """The language of ``page``'s own text: its file's (an English build's page taken from the French is French)."""
    locale = getattr(page.file, "locale", None)
    if locale in LANGUAGES:
        return locale
    name = str(getattr(page.file, "src_uri", ""))  # no plugin (a test's page): the file's name says it, X.en.md
    found = next((lang for lang in LANGUAGES if name.endswith((f".{lang}.md", f"/{lang}/{posixpath.basename(name)}"))),
                 None)
    return found or (build_language(config) if config is not None else DEFAULT)


def english_lesson(name: str) -> pathlib.Path:
    """The English edition of lesson ``name`` (``01_senet.ipynb``)."""
    return NOTEBOOKS / "en" / name


def lesson_source(name: str, lang: str) -> pathlib.Path:
    """The notebook a ``lang`` build shows for lesson ``name``: its own, or the French while it has none."""
    if lang != DEFAULT and (NOTEBOOKS / lang / name).is_file():
        return NOTEBOOKS / lang / name
    return NOTEBOOKS / name


def all_lessons() -> list[pathlib.Path]:
    """Every lesson notebook of every language."""
    return sorted(NOTEBOOKS.glob("*.ipynb")) + sorted(NOTEBOOKS.glob("*/*.ipynb"))


# -- the lessons as pages of each language ------------------------------------------------------------


def _lesson_file(name: str, lang: str, config):
    """Lesson ``name`` as the ``lang`` build's page: ``lecons/X.html`` or ``<lang>/lecons/X.html``."""
    from mkdocs.structure.files import File

    prefix = "" if lang == DEFAULT else f"{lang}/"
    file = File(LESSONS + name, config["docs_dir"], config["site_dir"], config["use_directory_urls"],
                dest_uri=prefix + LESSONS + name.removesuffix(".ipynb") + ".html")
    file.abs_src_path = str(lesson_source(name, lang))
    jupyter = config["plugins"].get("mkdocs-jupyter")
    if jupyter is not None:
        from mkdocs_jupyter.plugin import NotebookFile

        file = NotebookFile(file, **config)
        file.abs_src_path = str(lesson_source(name, lang))  # (a cached property of File: the wrapper's own)
        file.dest_path = prefix + LESSONS + name.removesuffix(".ipynb") + ".html"
        file.abs_dest_path = os.path.normpath(os.path.join(config["site_dir"], file.dest_path))
        file.url = file.dest_path
    source_lang = lang if lesson_source(name, lang).parent.name == lang else DEFAULT
    file.locale, file.localization = source_lang, (lang if source_lang != DEFAULT else None)
    file.locale_alternate_of, file.norm_src_uri = lang, LESSONS + name
    return file


@event_priority(-110)  # after the i18n plugin's own on_files (-100), which re-creates every file
def on_files(files, config):
    from mkdocs.structure.files import File, Files

    lang = build_language(config)
    # every French lesson, whether the plugin kept it for this build or not (without fallback it drops them)
    names = {path.name for path in NOTEBOOKS.glob("*.ipynb")}
    kept = [f for f in files if not (f.src_uri.startswith(LESSONS) and f.src_uri.endswith(".ipynb"))]
    out = Files(kept) if not hasattr(files, "plugin") else type(files)(files.plugin, kept)
    for name in sorted(names):
        page = _lesson_file(name, lang, config)
        page.alternates = {lang: page}
        for other in LANGUAGES:
            if other != lang:
                prefix = "" if other == DEFAULT else f"{other}/"
                page.alternates[other] = File(LESSONS + name, config["docs_dir"], config["site_dir"], False,
                                              dest_uri=prefix + LESSONS + name.removesuffix(".ipynb") + ".html")
        out.append(page)
    if lang != DEFAULT:  # the English lessons show the drawings of ../documents/ (notebooks/en/ -> notebooks/documents/)
        for drawing in sorted((NOTEBOOKS / "documents").glob("*.svg")):
            out.append(File.generated(config, f"{lang}/documents/{drawing.name}", abs_src_path=str(drawing)))
    return out


# -- a page the English build takes from the French says so --------------------------------------------------


def on_page_content(html, page, config, files):
    if _plugin(config) is None or page_language(page, config) == build_language(config):
        return html
    return UNTRANSLATED + html


# -- search per language ---------------------------------------------------------------------------------------

CONFIG_BASE = re.compile(r'(<script id="__config" type="application/json">\{[^<]*?"base": ")([^"]*)(")')


# Material fetches « sitemap.xml » beside each ``<link rel="alternate">`` of a page (made for sites whose
# languages are their own roots): beside a page, none is there, and every page would ask the server for two
# missing files.  The language switch in the header holds the same links.
ALTERNATE_LINK = re.compile(r'<link rel="alternate" href="[^"]*" hreflang="[\w-]+">')


def on_post_page(output, page, config):
    """No head links to the other language (see :data:`ALTERNATE_LINK`); an English page searches the English
    index: Material reads it from the page's ``base`` (``en/``)."""
    output = ALTERNATE_LINK.sub("", output)
    prefix = site_prefix(config)
    if not prefix:
        return output
    base = posixpath.relpath(prefix.rstrip("/"), posixpath.dirname(page.file.dest_uri) or ".")
    return CONFIG_BASE.sub(lambda m: m.group(1) + base + m.group(3), output, count=1)


def split_search_index(site: pathlib.Path) -> dict[str, int]:
    """The one index the builds wrote, made one per language: ``search/`` French, ``en/search/`` English.

    Returns the number of entries of each.
    """
    index_path = site / "search" / "search_index.json"
    index = json.loads(index_path.read_text(encoding="utf-8"))
    counts = {}
    for lang in LANGUAGES:
        prefix = "" if lang == DEFAULT else f"{lang}/"
        if prefix:
            docs = [dict(d, location=d["location"][len(prefix):]) for d in index["docs"]
                    if d["location"].startswith(prefix)]
        else:
            others = tuple(f"{o}/" for o in LANGUAGES if o != DEFAULT)
            docs = [d for d in index["docs"] if not d["location"].startswith(others)]
        own = {"config": dict(index["config"], lang=[lang]), "docs": docs}
        folder = site / prefix / "search"
        folder.mkdir(parents=True, exist_ok=True)
        text = json.dumps(own, ensure_ascii=False, separators=(",", ":"))
        (folder / "search_index.json").write_text(text, encoding="utf-8")
        if (site / "search" / "search_index.js").exists():  # the offline plugin's copy, for pages opened as files
            (folder / "search_index.js").write_text(f"var __index = {text}", encoding="utf-8")
        counts[lang] = len(docs)
    return counts


_NOT_FOUND: dict[str, str] = {}  # the 404 page the French build wrote


def on_post_template(output, template_name, config):
    """The site's one ``404.html`` (what a server shows for any missing address, at the root) stays the French
    build's: the English build writes the same file, and would put English around its French words. The English
    build's is kept for ``en/404.html`` (``write_not_found_pages``)."""
    if template_name != "404.html" or _plugin(config) is None:
        return output
    _NOT_FOUND[build_language(config)] = output
    return _NOT_FOUND.get(DEFAULT, output)


def write_not_found_pages(site: pathlib.Path) -> list[str]:
    """Each other edition's 404 page in its folder (``en/404.html``): the root one shows it for a missing address
    of that edition, and the service worker answers it there."""
    written = []
    for lang, output in _NOT_FOUND.items():
        if lang != DEFAULT:
            (site / lang).mkdir(parents=True, exist_ok=True)
            (site / lang / "404.html").write_text(output, encoding="utf-8")
            written.append(f"{lang}/404.html")
    return written


def final_build(config) -> bool:
    """Is this the end of the last language's build (every page of every language written)?"""
    plugin = _plugin(config)
    return plugin is None or not plugin.building


@event_priority(-150)  # after the plugin's on_post_build (-100): it builds English, then writes the one index
def on_post_build(config):
    if _plugin(config) is not None and final_build(config):
        split_search_index(pathlib.Path(config["site_dir"]))
        write_not_found_pages(pathlib.Path(config["site_dir"]))
