"""MkDocs hooks: the lessons, pictures drawn by the rules package, and no CDN.

- The lessons live in ``notebooks/`` only; ``docs/lecons`` is a symbolic link
  to it, and mkdocs-jupyter executes them at build time.
- ``on_page_markdown``: replaces fenced ``jocari`` blocks by the SVG the rules
  package draws, so the rules pages cannot drift from the rules::

      ```jocari
      Senet.arrange("standard", white=[12], black=[15, 16], off=(4, 3), throw=3)
      highlight: 15, 16
      explain: 12-15
      caption: La case 15 est protégée par sa voisine.
      ```

  and ``<!-- jocari-choices senet -->`` by the table of interpretation choices
  generated from the game's ``CHOICES``; ``<!-- jocari-rule-sets senet -->`` by the
  game's rule sets, named in their registry's order (« **A**, **B** ou **C** »),
  so that a page listing them cannot forget one; ``<!-- jocari-rule-set-table marelle -->`` by the
  table of what its rule sets set differently, generated from their options and the words of each
  field (:func:`jocari_edu.core.rule_sets.options_table`, from each game's ``OPTION_TEXTS``).
- ``on_config`` / ``on_pre_build``: mkdocs-jupyter executes the lessons one
  after the other and caches the result by notebook content only.  The hook
  keys that cache on the rules package's source too (a changed rule re-runs
  every lesson) and fills it by executing the lessons in parallel, one process
  per core (each in its own kernel); mkdocs-jupyter then finds every page ready.
  Each executed lesson is kept (``executed_lesson``): ``tests/notebooks`` checks
  those outputs rather than executing the lessons a second time.
- ``on_post_page`` / ``on_post_build``: widget outputs load require.js, the
  Jupyter widget manager and anywidget's runtime from public CDNs; the pages
  are rewritten to load copies from ``node_modules`` (installed by npm) served
  with the site.  With ``theme.font: false`` no page asks anything of the
  outside world.
"""

from __future__ import annotations

import html
import os
import pathlib
import posixpath
import re
import shutil
import sys

from mkdocs.plugins import event_priority

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import i18n_hooks  # noqa: E402

VENDOR = {
    "require.js": ROOT / "node_modules/requirejs/require.js",
    "embed-amd.js": ROOT / "node_modules/@jupyter-widgets/html-manager/dist/embed-amd.js",
    "anywidget.js": ROOT / "node_modules/anywidget/dist/index.js",
    # Material's offline plugin would load this shim from unpkg; mkdocs.yml points at this copy
    "iframe-worker-shim.js": ROOT / "node_modules/iframe-worker/shim/index.js",
}
VENDOR_DIR = "assets/vendor"

REQUIRE_CDN = re.compile(r"https://cdnjs\.cloudflare\.com/ajax/libs/require\.js/[^\"']+")
EMBED_CDN = re.compile(r"https://unpkg\.com/@jupyter-widgets/html-manager@[^\"']+")
OLD_EMBED_CDN = re.compile(r"https://unpkg\.com/@jupyter-js-widgets@[^\"']+")
MERMAID_CDN = re.compile(r"https://cdnjs\.cloudflare\.com/ajax/libs/mermaid[^\"']+")


# -- lessons, executed in parallel ----------------------------------------------------------


def _package_hash() -> str:
    import hashlib

    digest = hashlib.sha256()
    for path in sorted((ROOT / "jocari_edu").rglob("*")):
        if path.suffix in (".py", ".js", ".css"):
            digest.update(path.relative_to(ROOT).as_posix().encode() + path.read_bytes())
    return digest.hexdigest()[:16]


def _jupyter_plugin(config):
    return config["plugins"].get("mkdocs-jupyter")


def on_config(config):
    plugin = _jupyter_plugin(config)
    if plugin is not None:  # once: the i18n plugin runs on_config again for each language's build
        folder = pathlib.Path(plugin.config["cache_dir"])
        if folder.name != _package_hash():
            plugin.config["cache_dir"] = str(folder / _package_hash())
    return config


def executed_lesson(path: pathlib.Path, cache_dir: pathlib.Path | None = None) -> pathlib.Path:
    """Where a build keeps lesson ``path`` as it executed it (its outputs), for ``tests/notebooks``.

    Named by the lesson's bytes, in the cache folder of the rules package's source (``on_config``): the same
    lesson on the same package is the same run.
    """
    import hashlib

    cache_dir = cache_dir or ROOT / ".cache" / "mkdocs-jupyter" / _package_hash()
    return cache_dir / "executed" / (hashlib.sha256(path.read_bytes()).hexdigest()[:16] + ".ipynb")


def _render(path: str, options: dict, cache_path: str, cache_dir: str) -> str:
    """Execute one lesson (kept, with its outputs, at ``executed_lesson``) and convert it as mkdocs-jupyter does,
    into its cache."""
    import json

    import nbformat
    from mkdocs_jupyter import convert
    from mkdocs_jupyter.plugin import _get_nb_toc_tokens
    from nbclient import NotebookClient

    source = pathlib.Path(path)
    nb = nbformat.read(source, as_version=4)
    NotebookClient(nb, kernel_name=options["kernel_name"], allow_errors=options["allow_errors"],
                   resources={"metadata": {"path": str(source.parent)}}).execute()
    executed = executed_lesson(source, pathlib.Path(cache_dir))
    executed.parent.mkdir(parents=True, exist_ok=True)
    partial = executed.with_suffix(f".{os.getpid()}.part")
    nbformat.write(nb, partial)
    partial.replace(executed)  # whole or absent, for a reader in another process
    toc_depth = options.pop("toc_depth")
    body = convert.nb2html(str(executed), **(options | {"execute": False}))
    toc_tokens, title = _get_nb_toc_tokens(path, toc_depth)
    pathlib.Path(cache_path).parent.mkdir(parents=True, exist_ok=True)
    pathlib.Path(cache_path).write_text(json.dumps({"content": body, "toc_tokens": toc_tokens, "title": title}),
                                        encoding="utf-8")
    return path


def on_pre_build(config):
    plugin = _jupyter_plugin(config)
    if plugin is None or not plugin.config["execute"] or not plugin.config["cache"]:
        return
    try:  # private helpers of mkdocs-jupyter; without them it simply executes serially
        from mkdocs_jupyter.plugin import _compute_cache_key, _get_cache_path
    except ImportError:
        return
    from concurrent.futures import ThreadPoolExecutor  # the work happens in the kernels, one process each

    c = plugin.config
    keys = ("kernel_name", "theme", "allow_errors", "show_input", "no_input", "no_prompt", "remove_tag_config",
            "highlight_extra_classes", "include_requirejs", "custom_mathjax_url", "toc_depth")
    options = {k: c[k] for k in keys} | {"execute": True}
    jobs = []
    for path in sorted(i18n_hooks.all_lessons(), key=lambda p: -p.stat().st_size):  # French and English
        cache_path = _get_cache_path(c["cache_dir"], _compute_cache_key(str(path), c, True))
        if not cache_path.exists():
            jobs.append((str(path), dict(options), str(cache_path), c["cache_dir"]))
    if not jobs:
        return
    with ThreadPoolExecutor(max_workers=min(len(jobs), os.cpu_count() or 1)) as pool:
        for future in [pool.submit(_render, *job) for job in jobs]:
            future.result()  # an error in a lesson fails the build, as it would serially


# -- pictures ---------------------------------------------------------------------------

BLOCK = re.compile(r"^(?P<indent>[ \t]*)```jocari\n(?P<body>.*?)^(?P=indent)```[ \t]*\n", re.S | re.M)
CHOICES = re.compile(r"<!-- jocari-choices (\w+) -->")
RULE_SET_NAMES = re.compile(r"<!-- jocari-rule-sets (\w+) -->")
RULE_SET_TABLE = re.compile(r"<!-- jocari-rule-set-table (\w+) -->")


def _namespace():
    import jocari_edu
    from jocari_edu.games import available, game_class

    ns = {"new_game": jocari_edu.new_game}
    for name in available():
        cls = game_class(name)
        ns[cls.__name__] = cls
    return ns


def _figure(match, lang: str = "fr") -> str:
    """The picture (and the rules' sentence) of one block, at the block's indentation (content tabs), in the
    page's language ``lang``."""
    indent = match.group("indent")
    lines = [ln.strip() for ln in match.group("body").splitlines() if ln.strip()]
    expr, opts = lines[0], dict(ln.split(":", 1) for ln in lines[1:])
    opts = {k.strip(): v.strip() for k, v in opts.items()}
    game = eval(expr, _namespace())  # noqa: S307 - trusted project docs
    for move in filter(None, opts.get("play", "").split(",")):
        game.play(move.strip())
    highlight = [int(x) if x.strip().isdigit() else x.strip() for x in opts.get("highlight", "").split(",") if x.strip()]
    svg = game.svg(highlight=highlight, lang=lang)
    caption = html.escape(opts.get("caption", ""))
    if "explain" in opts:
        reason = html.escape(game.explain(opts["explain"], lang=lang))
        said = f" : « {reason} »" if lang == "fr" else f": \u201c{reason}\u201d"
        caption = f"{caption} <em>{html.escape(opts['explain'])}</em>{said}".strip()
    parts = ['<figure class="jocari-figure" markdown="0">', svg, f"<figcaption>{caption}</figcaption>", "</figure>"]
    return "".join(f"{indent}{part}\n" for part in parts)


def _code(value) -> str:
    """An option value as a programmer writes it in Python."""
    return f'`"{value}"`' if isinstance(value, str) else f"`{value!r}`"


def _option_notes(cls, keys, lang: str = "fr") -> str:
    """After a choice's words: the menu a board shows, then the options for programmers (default per rule set)."""
    if not keys:
        return ""
    fr = lang == "fr"
    quote = (lambda t: f"«\u00a0{t}\u00a0»") if fr else (lambda t: f"\u201c{t}\u201d")  # no break inside
    menus = (" et " if fr else " and ").join(quote(cls.OPTION_TEXTS[k].label_text(lang)) for k in keys)
    described = []
    for key in keys:
        defaults = {rs.name: rs.options[key] for rs in cls.RULE_SETS.values() if key in rs.options}
        if len(set(map(repr, defaults.values()))) == 1:
            default = f"{'par défaut' if fr else 'default'} {_code(next(iter(defaults.values())))}"
        else:
            default = ("par défaut " if fr else "default ") + ", ".join(
                f"{_code(v)} {'pour' if fr else 'for'} {quote(getattr(cls.RULE_SETS[r], lang))}"
                for r, v in defaults.items())
        values = ", ".join(_code(v) for v in cls.OPTION_VALUES[key])
        described.append(f"`{key}` ({values}{' ;' if fr else ';'} {default})")
    label = "option" if len(keys) == 1 else "options"
    menu = "menu" if len(keys) == 1 else "menus"
    if fr:
        return (f"<br><small>Sur le plateau\u00a0: {menu} {menus}. "
                f"Pour les programmeurs\u00a0: {label} {' et '.join(described)}.</small>")
    return f"<br><small>On the board: {menu} {menus}. For programmers: {label} {' and '.join(described)}.</small>"


def _choices_table(match, lang: str = "fr") -> str:
    """The interpretation choices of a game, from its ``CHOICES``: the choice in words, the options after."""
    from jocari_edu.games import game_class

    cls = game_class(match.group(1))
    head = "| Règle | Question | Choix | Pourquoi |" if lang == "fr" else "| Rule | Question | Choice | Why |"
    rows = [head, "|---|---|---|---|"]
    for c in cls.CHOICES:
        sets = ", ".join(getattr(cls.RULE_SETS[r], lang) if r in cls.RULE_SETS else r for r in c.rule_sets)
        cells = [f"**{c.key}** ({sets})", getattr(c, f"question_{lang}"),
                 getattr(c, f"choice_{lang}") + _option_notes(cls, c.options, lang), getattr(c, f"why_{lang}")]
        rows.append("| " + " | ".join(x.replace("|", "\\|") for x in cells) + " |")
    return "\n".join(rows)


def _rule_set_table(match, lang: str = "fr") -> str:
    """What a game's rule sets set differently, one row per field (``OPTION_TEXTS``: Marelle's options, the
    fields of Senet's records), in the learner's words, in the page's language (``lang``)."""
    from jocari_edu.core.rule_sets import options_table
    from jocari_edu.games import game_class

    header, *rows = options_table(game_class(match.group(1)), lang, differing=True)
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def _rule_set_names(match, lang: str = "fr") -> str:
    """A game's rule sets by their names in ``lang``, in bold, in the order its ``RULE_SETS`` gives them."""
    from jocari_edu.games import game_class

    names = [f"**{getattr(rs, lang)}**" for rs in game_class(match.group(1)).RULE_SETS.values()]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + (" ou " if lang == "fr" else " or ") + names[-1]


def on_page_markdown(markdown, page, config, files):
    """The pictures, rule sets and choices in the page's language (an English page's: English)."""
    lang = i18n_hooks.page_language(page, config)
    markdown = BLOCK.sub(lambda m: _figure(m, lang), markdown)
    markdown = RULE_SET_NAMES.sub(lambda m: _rule_set_names(m, lang), markdown)
    markdown = RULE_SET_TABLE.sub(lambda m: _rule_set_table(m, lang), markdown)
    return CHOICES.sub(lambda m: _choices_table(m, lang), markdown)


# -- offline ------------------------------------------------------------------------------


# What the program wrote in a lesson, as mkdocs-jupyter writes each code cell (its prompt « In [1]: », the code,
# the copy button and the plain copy it puts on the clipboard, the text and tables its cells print): left out of
# the site's search index, which every first visit downloads (680 KB of the home page's 1.12 MB first visit, and
# the lessons' code and printouts about 190 KB of that); a pupil searches for the games' words, which the pages and the
# lessons' prose hold.  Material's search skips an element marked ``data-search-exclude`` until its end tag, but it
# matches end tags by name only: the first ``</div>`` inside a marked ``<div>`` would end the skipping, so the marks
# go on elements with no element of their own name inside them (a ``<pre>``, a ``<table>``, a prompt).
OUTPUT_TABLE = re.compile(r'(<div class="jp-RenderedHTMLCommon jp-RenderedMarkdown jp-OutputArea-output[^>]*>'
                          r'(?:(?!</?div).)*?)<table', re.S)
CODE_PARTS = (("<pre>", "<pre data-search-exclude>"),
              ("<clipboard-copy ", "<clipboard-copy data-search-exclude "),
              ('<div class="jp-InputPrompt', '<div data-search-exclude class="jp-InputPrompt'),
              ('<div class="clipboard-copy-txt"', '<div data-search-exclude class="clipboard-copy-txt"'))


def on_page_content(html, page, config, files):
    if 'class="jupyter-wrapper"' not in html:  # a lesson (a notebook's page)
        return html
    for part, marked in CODE_PARTS:
        html = html.replace(part, marked)
    return OUTPUT_TABLE.sub(r"\1<table data-search-exclude", html)


def on_post_page(output, page, config):
    if "require" not in output and "unpkg" not in output:
        return output
    depth = posixpath.dirname(page.file.dest_uri).count("/") + (1 if posixpath.dirname(page.file.dest_uri) else 0)
    prefix = "../" * depth + VENDOR_DIR
    output = REQUIRE_CDN.sub(f"{prefix}/require.js", output)
    output = EMBED_CDN.sub(f"{prefix}/embed-amd.js", output)
    output = OLD_EMBED_CDN.sub(f"{prefix}/embed-amd.js", output)
    output = MERMAID_CDN.sub(f"{prefix}/mermaid-not-bundled.js", output)
    config_script = (
        f'<script>if (window.require) {{ require.config({{ paths: {{ anywidget: "{prefix}/anywidget" }} }}); }}</script>'
    )
    return output.replace(f'<script src="{prefix}/require.js"></script>',
                          f'<script src="{prefix}/require.js"></script>{config_script}', 1)


@event_priority(10)  # before mkdocs-jupyter's, which evicts the cached lessons this build did not show
def on_post_build(config):
    plugin = _jupyter_plugin(config)
    if plugin is not None and plugin.config["cache"] and hasattr(plugin, "_used_cache_paths"):
        try:
            from mkdocs_jupyter.plugin import _compute_cache_key, _get_cache_path
        except ImportError:
            pass
        else:  # each language's build shows its own lessons: the other's stay cached
            plugin._used_cache_paths |= {
                _get_cache_path(plugin.config["cache_dir"], _compute_cache_key(str(path), plugin.config, True))
                for path in i18n_hooks.all_lessons()}
    target = pathlib.Path(config["site_dir"]) / VENDOR_DIR
    target.mkdir(parents=True, exist_ok=True)
    for name, source in VENDOR.items():
        if not source.exists():
            raise FileNotFoundError(f"{source} is missing: run `npm ci` (tools/setup.sh does)")
        shutil.copyfile(source, target / name)
