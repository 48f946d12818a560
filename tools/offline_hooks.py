"""MkDocs hooks, run after every other: the site offline, installable, and updated cleanly.

- ``on_post_page``: every page links the web app manifest and its icons, gets
  ``assets/offline.js`` (it registers the service worker, tells it what the
  page used, offers « Garder tout le site hors ligne » with the size still to
  download, and says « Nouvelle version du site : recharger » when a new build
  waits) with its sentences in data attributes, French first.
- ``on_post_build``: draws the app's icons (a Marelle board, from the picture
  module's own lines; PNG written with zlib and struct, no third-party code),
  writes ``manifest.webmanifest``, then the service worker ``sw.js`` at the
  site's root with every file of the site, its revision (the start of the
  SHA-256 of its bytes) and its size.  Any changed file changes ``sw.js``, so
  that a returning visitor's browser installs the new build (see ``sw.js``).
"""

from __future__ import annotations

import hashlib
import html
import json
import pathlib
import posixpath
import re
import struct
import sys
import zlib

from mkdocs.plugins import event_priority

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import i18n_hooks  # noqa: E402

from jocari_edu.core import Catalog  # noqa: E402

SW_TEMPLATE = "assets/live/sw.js"  # copied by MkDocs from docs/, filled in and moved to the site's root
START = "index.html"  # the installed app's start page, always kept
OFFLINE = "hors-ligne.html"  # the page shown offline for a page not kept (docs/hors-ligne.md), always kept
ICONS = "assets/icons"
# files a visit never needs offline: lesson downloads, the sitemaps, the search's other languages, the search index
# as a script (search_index.js: for the site opened from a folder, where no service worker runs)
NOT_KEPT = re.compile(
    r"(\.ipynb|\.map|sitemap\.xml(\.gz)?|/lunr\.(?!fr\.|stemmer\.support\.)[\w.-]+\.js|/(tinyseg|wordcut)\.js"
    r"|/search_index\.js)$")

TEXT = Catalog(
    update=("Nouvelle version du site :", "New version of the site:"),
    reload=("recharger", "reload"),
    keep=("Garder tout le site hors ligne ({size} à télécharger)", "Keep the whole site offline ({size} to download)"),
    keeping=("Téléchargement pour le hors-ligne : {done} sur {size}…", "Downloading for offline use: {done} of {size}…"),
    kept=("Tout le site est gardé hors ligne : il s'ouvre même sans réseau.",
          "The whole site is kept offline: it opens even with no network."),
    megabytes=("{n}\u00a0Mo", "{n}\u00a0MB"),
    app=("jocari-edu : jeux de plateau anciens", "jocari-edu: ancient board games"),
    updating=("Mise à jour du site…", "Updating the site…"),
)
BROWN, LIGHT, DARK = "#795548", "#fbf7ee", "#2b2118"


def _say(code: str, lang: str, **params) -> str:
    return TEXT(code, **params).text(lang)


def on_post_page(output, page, config):
    """The offline box and banner in the build's language (the English build's: English, its words around a page
    not yet translated too); the edition's own manifest (``en/manifest.webmanifest``: the English app)."""
    lang, edition = i18n_hooks.build_language(config), i18n_hooks.site_prefix(config)
    up = posixpath.relpath(".", posixpath.dirname(page.file.dest_uri) or ".")
    root = "" if up == "." else up + "/"
    head = (f'<link rel="manifest" href="{root}{edition}manifest.webmanifest">'
            f'<meta name="theme-color" content="{BROWN}">'
            f'<link rel="apple-touch-icon" href="{root}{ICONS}/icon-192.png">')
    texts = {code: _say(code, lang, size="{size}", done="{done}", n="{n}")
             for code in ("update", "reload", "keep", "keeping", "kept", "megabytes")}
    data = " ".join(f'data-{code}="{html.escape(value)}"' for code, value in texts.items())
    script = (f'<script src="{root}assets/offline.js" data-jocari-offline data-root="{root or "./"}" '
              f'data-edition="{edition}" {data}></script>')
    keep = ('<div class="jocari-offline" hidden><button type="button" class="jocari-offline-keep"></button>'
            '<span class="jocari-offline-note" role="status"></span></div>')
    output = output.replace("</head>", head + "</head>", 1)
    output = output.replace("</article>", keep + "</article>", 1)
    return output.replace("</body>", script + "</body>", 1)


# -- the app's icons -------------------------------------------------------------------------------


def _rgb(colour: str) -> tuple[int, int, int]:
    return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))


def _icon_shapes():
    """The Marelle board in unit coordinates: its lines (segments) and a few pieces (centre, colour)."""
    from jocari_edu.render import marelle

    scale = marelle.BOARD

    def at(cell):
        x, y = marelle.grid(*cell)
        return x / scale, y / scale

    lines = [(at(a), at(b)) for a, b in marelle.LINES]
    pieces = [(at((0, 6)), LIGHT), (at((3, 6)), LIGHT), (at((6, 6)), LIGHT), (at((1, 1)), DARK), (at((4, 2)), DARK)]
    return lines, pieces


def icon_svg() -> str:
    lines, pieces = _icon_shapes()
    body = [f'<rect width="100" height="100" rx="18" fill="{BROWN}"/>',
            '<rect x="6" y="6" width="88" height="88" rx="12" fill="#f3e3c3"/>']
    k = lambda v: f"{6 + 88 * v:.2f}"  # noqa: E731
    body += [f'<line x1="{k(a[0])}" y1="{k(a[1])}" x2="{k(b[0])}" y2="{k(b[1])}" stroke="#5b4630" '
             'stroke-width="2.6" stroke-linecap="round"/>' for a, b in lines]
    body += [f'<circle cx="{k(x)}" cy="{k(y)}" r="6.5" fill="{c}" stroke="{DARK}" stroke-width="1.6"/>'
             for (x, y), c in pieces]
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">{"".join(body)}</svg>'


def icon_png(size: int) -> bytes:
    """The icon as a PNG of ``size`` × ``size`` pixels (full-bleed, so that it also serves as a maskable icon)."""
    lines, pieces = _icon_shapes()
    board, line, brown = _rgb("#f3e3c3"), _rgb("#5b4630"), _rgb(BROWN)
    inset, width = 0.16, 0.68  # the board inside the safe zone of a maskable icon
    segs = [((inset + width * a[0]) * size, (inset + width * a[1]) * size,
             (inset + width * b[0]) * size, (inset + width * b[1]) * size) for a, b in lines]
    discs = [((inset + width * x) * size, (inset + width * y) * size, _rgb(c)) for (x, y), c in pieces]
    half = 0.018 * size
    radius = 0.05 * size
    lo, hi = (inset - 0.06) * size, (inset + width + 0.06) * size
    rows = []
    for j in range(size):
        y = j + 0.5
        row = bytearray(b"\0")  # filter: none
        for i in range(size):
            x = i + 0.5
            colour = board if lo <= x <= hi and lo <= y <= hi else brown
            for x1, y1, x2, y2 in segs:
                if min(x1, x2) - half <= x <= max(x1, x2) + half and min(y1, y2) - half <= y <= max(y1, y2) + half:
                    colour = line
                    break
            for cx, cy, c in discs:
                d = (x - cx) ** 2 + (y - cy) ** 2
                if d <= radius ** 2:
                    colour = c if d <= (radius - 0.012 * size) ** 2 else _rgb(DARK)
            row += bytes(colour)
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8-bit RGB
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
            + chunk(b"IEND", b""))


def write_app(site: pathlib.Path, lang: str, editions: dict[str, str] | None = None) -> None:
    """The icons and the web app manifest of each edition (``editions``: folder -> language, ``{"": "fr",
    "en/": "en"}``; the French alone by default): its start page is the edition's home page, which the offline
    cache keeps with any of its pages, its scope the edition's folder."""
    icons = site / ICONS
    icons.mkdir(parents=True, exist_ok=True)
    (icons / "icon.svg").write_text(icon_svg(), encoding="utf-8")
    for size in (192, 512):
        (icons / f"icon-{size}.png").write_bytes(icon_png(size))
    for folder, edition_lang in (editions or {"": lang}).items():
        up = "../" * folder.count("/")
        manifest = {
            "name": _say("app", edition_lang), "short_name": "jocari-edu", "lang": edition_lang,
            "start_url": f"./{START}", "scope": "./", "display": "standalone",
            "background_color": "#fbf7ee", "theme_color": BROWN,
            "icons": [{"src": f"{up}{ICONS}/icon-{s}.png", "sizes": f"{s}x{s}", "type": "image/png",
                       "purpose": "any maskable"} for s in (192, 512)]
            + [{"src": f"{up}{ICONS}/icon.svg", "sizes": "any", "type": "image/svg+xml"}],
        }
        (site / folder).mkdir(parents=True, exist_ok=True)
        (site / folder / "manifest.webmanifest").write_text(json.dumps(manifest, ensure_ascii=False, indent=1),
                                                            encoding="utf-8")


# -- the service worker --------------------------------------------------------------------------


def site_files(site: pathlib.Path) -> dict[str, list]:
    """Every file a visitor may keep: ``{path: [revision, size]}``, the revision a digest of its bytes."""
    files = {}
    for path in sorted(site.rglob("*")):
        rel = path.relative_to(site).as_posix()
        # JupyterLite's notebooks are files it opens (jupyter/files/), not downloads: kept like its other files
        if path.is_file() and rel not in ("sw.js", SW_TEMPLATE) and (rel.startswith("jupyter/files/")
                                                                      or not NOT_KEPT.search("/" + rel)):
            data = path.read_bytes()
            files[rel] = [hashlib.sha256(data).hexdigest()[:16], len(data)]
    return files


def write_service_worker(site: pathlib.Path, lang: str = "fr", editions: dict[str, str] | None = None) -> pathlib.Path:
    template = site / SW_TEMPLATE
    source = template.read_text(encoding="utf-8")
    template.unlink()
    files = site_files(site)
    version = hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:16]
    source = source.replace('"__VERSION__"', json.dumps(version), 1)
    source = source.replace('"__START__"', json.dumps(START), 1)
    if OFFLINE not in files:
        raise FileNotFoundError(f"{OFFLINE} is missing from the site: the offline cache shows it for a page not kept")
    source = source.replace('"__OFFLINE__"', json.dumps(OFFLINE), 1)
    editions = editions or {"": lang}
    source = source.replace('"__EDITIONS__"', json.dumps([folder for folder in editions if folder]), 1)
    source = source.replace('"__UPDATING__"', json.dumps({folder: _say("updating", edition_lang)
                                                          for folder, edition_lang in editions.items()},
                                                         ensure_ascii=False), 1)
    source = source.replace("{/* __FILES__ */}", json.dumps(files, separators=(",", ":")).replace('],"', '],\n"'), 1)
    target = site / "sw.js"
    target.write_text(source, encoding="utf-8")
    return target


@event_priority(-200)  # the very last: after the i18n plugin's English build (its -100) and the search indexes
def on_post_build(config):
    if not i18n_hooks.final_build(config):
        return  # one service worker, once every language's files are written
    site = pathlib.Path(config["site_dir"])
    editions = i18n_hooks.editions(config)
    write_app(site, editions[""], editions)
    write_service_worker(site, editions[""], editions)
