"""French typography, set on every built page (issue #39): not by hand in the sources.

What a reader sees of a page's text gets, at build time (``on_post_page``):

- a no-break space before the high punctuation: U+00A0 before « : », a narrow one (U+202F) before
  « ; », « ? » and « ! », wherever the source put an ordinary space there;
- narrow no-break spaces inside the French quotation marks: « … »;
- page ranges with an en dash and a no-break space after « p. »: « p. 136–137 »;
- the games' names with one spelling: Senet, Marelle, Jacquet, Doze canes, Jeu du Moulin.

Only text is changed: never a tag or an attribute, nor what is inside ``pre``, ``code``, ``kbd``,
``samp``, ``script``, ``style``, ``textarea``, ``svg`` or ``math``, nor a lesson cell's hidden source for
« Copier » (code, data and pictures keep their characters).  :func:`typeset` does it on an HTML text, :func:`french` on a run of plain text.

And the first use of each word of the glossary (``docs/glossaire.md``, :data:`GLOSSARY`; on English pages
``docs/glossaire.en.md``, :data:`ENGLISH_GLOSSARY`) on a page a pupil reads links to its definition (``on_page_content``): not in a title, a link, a button or code,
nor on the sheets to print (:data:`UNLINKED`), where a link is of no use.
"""

from __future__ import annotations

import pathlib
import posixpath
import re
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import i18n_hooks  # noqa: E402

NBSP, NNBSP = "\u00a0", "\u202f"

# elements whose content is not prose; the raw-text ones end only at their end tag
KEEP = frozenset({"pre", "code", "kbd", "samp", "svg", "math"})
RAW = frozenset({"script", "style", "textarea"})
COPY = re.compile(r"""\bclass=["'][^"']*\bclipboard-copy-txt\b""")  # a lesson cell's source, for « Copier »: code
TOKEN = re.compile(r"<!--.*?-->|<!\[CDATA\[.*?\]\]>|<[!?]?/?[a-zA-Z][^>]*>", re.S)
TAG_NAME = re.compile(r"<(/?)([a-zA-Z][\w:-]*)")

RULES = (
    (re.compile(r"(?:(?<=\S)|^)[ \t\n]+:(?=\s|$|[)»<])"), NBSP + ":"),
    (re.compile(r"(?:(?<=\S)|^)[ \t\n]+([;?!])"), NNBSP + r"\1"),
    (re.compile(r"«[ \t\n]+"), "«" + NNBSP),
    (re.compile(r"[ \t\n]+»"), NNBSP + "»"),
    (re.compile(r"\b(pp?\.)[ \t\n]*(\d+)[ \t]*-[ \t]*(\d+)\b"), r"\1" + NBSP + r"\2–\3"),
    (re.compile(r"\b(pp?\.)[ \t\n]+(?=\d)"), r"\1" + NBSP),
    # a game's name: never part of a file name, an address or a longer word (senet-portable, Senet.lud)
    (re.compile(r"(?<![\w./#-])(senet|jacquet|marelle)(?![\w/#-]|\.\w)"), lambda m: m.group(1).capitalize()),
    (re.compile(r"(?<![\w./#-])[Dd]oze [Cc]anes(?![\w/#-]|\.\w)"), "Doze canes"),
    (re.compile(r"\bJeu du moulin\b"), "Jeu du Moulin"),
)


def french(text: str, rules=RULES) -> str:
    """``text`` (a run of prose, HTML-escaped or not) with the French typography set (or ``rules``')."""
    for pattern, replacement in rules:
        text = pattern.sub(replacement, text)
    return text


def typeset(html: str) -> str:
    """``html`` with :func:`french` applied to its prose only (see the module docstring)."""
    return each_text(html, french, KEEP)


def each_text(html: str, change, keep: frozenset) -> str:
    """``html`` with ``change`` applied to each run of text outside the ``keep`` and :data:`RAW` elements."""
    lower = html.lower()
    out, pos, kept = [], 0, []  # kept: the open KEEP elements, innermost last
    while True:
        match = TOKEN.search(html, pos)
        end = match.start() if match else len(html)
        text = html[pos:end]
        out.append(change(text) if not kept else text)
        if not match:
            return "".join(out)
        tag, pos = match.group(), match.end()
        out.append(tag)
        name = TAG_NAME.match(tag)
        if not name or tag.startswith("<!"):
            continue
        closing, element = name.group(1) == "/", name.group(2).lower()
        if not closing and (element in RAW or COPY.search(tag)):
            stop = lower.find(f"</{element}", pos)
            stop = len(html) if stop < 0 else stop
            out.append(html[pos:stop])
            pos = stop
        elif element in keep and not closing and not tag.endswith("/>"):
            kept.append(element)
        elif element in keep and closing and element in kept:
            while kept.pop() != element:
                pass


# English pages (issue #40): English quotation marks, curly, and the games' names as the French pages spell them
ENGLISH_RULES = (
    (re.compile(r"«[ \t\u00a0\u202f]*"), "\u201c"),
    (re.compile(r"[ \t\u00a0\u202f]*»"), "\u201d"),
    (re.compile(r'(?:(?<=\s)|^)"(?=\S)'), "\u201c"),
    (re.compile(r'(?<=\S)"'), "\u201d"),
    (re.compile(r"(?<=\w)'(?=\w)"), "\u2019"),
    *RULES[-3:],
)


def english(text: str) -> str:
    """``text`` (a run of an English page's prose) with English quotation marks and apostrophes."""
    return french(text, ENGLISH_RULES)


def on_post_page(output, page, config):
    """French typography on French pages only; English quotation marks on English pages."""
    if i18n_hooks.page_language(page, config) != "fr":
        return each_text(output, english, KEEP)
    return typeset(output)


def on_post_template(output_content, template_name, config):
    """The theme's own pages (404.html); the sitemap is no prose."""
    return typeset(output_content) if template_name.endswith(".html") else output_content


# -- the glossary ------------------------------------------------------------------------------

GLOSSARY = {  # anchor on docs/glossaire.md -> the word's forms in a page
    "batonnets": r"(?i:bâtonnets?)", "fleche": r"(?i:flèches?)", "folio": r"(?i:folios?)",
    "jeton": r"(?i:jetons?)", "maison": r"(?i:maisons?)", "miniature": r"(?i:miniatures?)",
    "moulin": r"moulins?", "postillon": r"(?i:postillons?)", "quartier": r"(?i:quartiers?)",
    "reconstitution": r"(?i:reconstitutions?)", "tablier": r"(?i:tabliers?)", "talon": r"(?i:talons?)",
    "voler": r"(?i:voler)",
}
WORD = re.compile("|".join(rf"(?<![\w-])(?P<{key}>{form})(?![\w-])" for key, form in GLOSSARY.items()))
UNLINKED = frozenset({"glossaire", "bibliographie", "fiche", "corrige", "plateau", "essentiel", "seance", "arbitre",
                      "resultats"})
NOT_LINKED_IN = KEEP | {"a", "h1", "h2", "h3", "h4", "h5", "h6", "button", "label", "summary", "select", "option",
                        "figcaption", "title"}


# the English glossary (docs/glossaire.en.md) has the same anchors; its words' English forms, lower case where
# the word is also an ordinary one (« Table of contents », « Mill » in a name); « point » is left out (a Jacquet
# point or a Morris point, and points scored) and « table » is linked only on the pages of the two games played on one
ENGLISH_GLOSSARY = {
    "batonnets": r"throwing sticks?", "folio": r"(?i:folios?)", "jeton": r"counters?", "maison": r"(?i:houses?)",
    "miniature": r"(?i:miniatures?)", "moulin": r"mills?", "postillon": r"(?i:postillons?)|couriers?",
    "quartier": r"quarters?", "reconstitution": r"(?i:reconstructions?)", "talon": r"heels?", "voler": r"fly",
    "tablier": r"tables?",
}
WORD_EN = re.compile("|".join(rf"(?<![\w-])(?P<{key}>{form})(?![\w-])" for key, form in ENGLISH_GLOSSARY.items()))
WORD_EN_NO_TABLE = re.compile("|".join(rf"(?<![\w-])(?P<{key}>{form})(?![\w-])"
                                       for key, form in ENGLISH_GLOSSARY.items() if key != "tablier"))
TABLE_GAMES = ("jacquet/", "doze-canes/", "lecons/03_", "lecons/04_")  # where « table » is the game's board


def link_first_uses(html: str, glossary_href: str, words: re.Pattern = WORD) -> str:
    """``html`` with the first use of each glossary word (``words``: one named group per anchor) linked to
    ``glossary_href#anchor``."""
    seen: set[str] = set()

    def link(text: str) -> str:
        def first(match: re.Match) -> str:
            key = match.lastgroup
            if key in seen:
                return match.group()
            seen.add(key)
            return f'<a class="jocari-glossaire" href="{glossary_href}#{key}">{match.group()}</a>'
        return words.sub(first, text)

    return each_text(html, link, NOT_LINKED_IN)


def on_page_content(html, page, config, files):
    dest = page.file.dest_uri
    if posixpath.splitext(posixpath.basename(dest))[0] in UNLINKED:
        return html
    if i18n_hooks.page_language(page, config) == "fr":
        return link_first_uses(html, posixpath.relpath("glossaire.html", posixpath.dirname(dest) or "."))
    inside = dest.split("/", 1)[1] if dest.startswith("en/") else dest  # the page's place in its edition
    return link_first_uses(html, posixpath.relpath("en/glossaire.html" if dest.startswith("en/") else "glossaire.html",
                                                   posixpath.dirname(dest) or "."),
                           WORD_EN if inside.startswith(TABLE_GAMES) else WORD_EN_NO_TABLE)
