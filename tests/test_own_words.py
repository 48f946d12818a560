"""Our own words: no sentence of a source document survives outside a quotation.

The source documents (``/work/shared/seeds/*.txt``, or ``$JOCARI_SEEDS``) give
the facts; the project says them in its own words.  The repository keeps only
their fingerprints (``tests/data/seed_runs.txt``: a short hash of each run of
:data:`RUN` words, with the source's file name), so the check runs on any
machine without the sources' text; where the sources are present, a test checks
that the fingerprints are theirs.  A source's sentence may
appear only as a quotation with the source named: between « and », or as a
Markdown blockquote whose last line names the source (``> — fiche Jocari``).

What is read: every ``docs/**/*.md`` page, every lesson (markdown and code
cells), ``mkdocs.yml``, ``README.md``, every string literal of the rules
package (its catalogues, the choices tables the site prints), and what the
site's hooks print (the bibliography and the timeline).  After normalising
(case, punctuation, apostrophes, whitespace: words are runs of letters and
digits), no run of :data:`RUN` consecutive words of a source may appear there.
The titles of the works in the bibliography are names, not sentences: they
are left out of the comparison.
"""

from __future__ import annotations

import ast
import hashlib
import json
import os
import pathlib
import re
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import bibliography  # noqa: E402

SEEDS = pathlib.Path(os.environ.get("JOCARI_SEEDS", "/work/shared/seeds"))
FINGERPRINTS = ROOT / "tests" / "data" / "seed_runs.txt"
RUN = 12  # consecutive words: longer than any name or stock phrase, shorter than a sentence
BREAK = "\x00"  # stands for a quotation left out: no run crosses it

QUOTATION = re.compile(r"«[^«»]*»")
# a blockquote whose last line is an attribution: "> — fiche Jocari « Jeu du Jacquet »"
ATTRIBUTED = re.compile(r"(?:^[ \t]*>.*\n)*^[ \t]*>[ \t]*—[ \t]*\S.*$", re.M)


def words(text: str) -> list[str]:
    """The words of ``text``, lower case: ``l’adversaire`` is ``l``, ``adversaire``."""
    return re.findall(r"[^\W_]+", text.lower())


def unquoted(text: str) -> str:
    """``text`` with its quotations replaced by :data:`BREAK`."""
    return QUOTATION.sub(BREAK, ATTRIBUTED.sub(BREAK, text))


TITLES = [words(re.sub(r"[*«»]", " ", w.title)) for w in bibliography.WORKS]


def runs_of_words(text: str) -> list[list[str]]:
    """The unquoted stretches of ``text`` as word lists, titles of cited works cut out."""
    out = []
    for part in unquoted(text).split(BREAK):
        w, start, i = words(part), 0, 0
        while i < len(w):
            title = next((t for t in TITLES if t and w[i:i + len(t)] == t), None)
            if title:
                out.append(w[start:i])
                i = start = i + len(title)
            else:
                i += 1
        out.append(w[start:])
    return out


def key(run) -> str:
    """The fingerprint of a run of words (a sequence of :data:`RUN` words)."""
    return hashlib.blake2b(" ".join(run).encode(), digest_size=8).hexdigest()


def seed_runs_from(folder: pathlib.Path) -> dict[str, str]:
    """Every run of :data:`RUN` words of every source in ``folder``: fingerprint → source file name."""
    found: dict[str, str] = {}
    for path in sorted(folder.glob("*.txt")):
        w = words(path.read_text(encoding="utf-8"))
        for i in range(len(w) - RUN + 1):
            found.setdefault(key(w[i:i + RUN]), path.name)
    return found


def stored_seed_runs() -> dict[str, str]:
    """The fingerprints kept in the repository (regenerate: ``python tests/test_own_words.py``)."""
    lines = FINGERPRINTS.read_text(encoding="utf-8").split()
    return dict(zip(lines[::2], lines[1::2], strict=True))


def copied(text: str, seeds: dict) -> list[str]:
    """The longest stretches of ``text`` that repeat a source, each as "words… (source file)"."""
    hits = []
    for w in runs_of_words(text):
        i = 0
        while i + RUN <= len(w):
            if key(w[i:i + RUN]) in seeds:
                j = i
                while j + RUN <= len(w) and key(w[j:j + RUN]) in seeds:
                    j += 1
                hits.append(f"{' '.join(w[i:j + RUN - 1])} ({seeds[key(w[i:i + RUN])]})")
                i = j + RUN - 1
            else:
                i += 1
    return hits


def string_literals(source: str) -> str:
    """Every string constant of a Python module (f-strings' literal parts included), one per line."""
    return "\n".join(node.value for node in ast.walk(ast.parse(source))
                     if isinstance(node, ast.Constant) and isinstance(node.value, str))


def texts():
    """(name, text) of everything a learner or a visitor reads."""
    for path in sorted((ROOT / "docs").rglob("*.md")):
        yield path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8")
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        yield path.relative_to(ROOT).as_posix(), "\n\n".join("".join(c["source"]) for c in cells)
    for name in ("mkdocs.yml", "README.md"):
        yield name, (ROOT / name).read_text(encoding="utf-8")
    for path in sorted((ROOT / "jocari_edu").rglob("*.py")):
        yield path.relative_to(ROOT).as_posix(), string_literals(path.read_text(encoding="utf-8"))
    for name in ("tools/bibliography.py", "tools/history_hooks.py"):
        yield name, string_literals((ROOT / name).read_text(encoding="utf-8"))
    yield "bibliographie (generated)", bibliography.markdown()


SEED_RUNS = stored_seed_runs() if FINGERPRINTS.exists() else {}
ALL_TEXTS = list(texts())


def test_the_fingerprints_cover_the_sources():
    assert len(SEED_RUNS) > 3000 and set(SEED_RUNS.values()) >= {"000_0beafee83698d7db.txt",
                                                                  "001_84f89a21e61352a3.txt",
                                                                  "003_fc31a5edbcadf883.txt",
                                                                  "004_165e0571bbfeed85.txt"}


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the source texts are not on this machine; their fingerprints are")
def test_the_fingerprints_are_the_sources_own():
    assert SEED_RUNS == seed_runs_from(SEEDS), "sources changed: python tests/test_own_words.py rewrites the file"


def test_the_comparison_ignores_case_punctuation_and_quotations():
    seed = ("Chaque joueur reçoit 15 pions de même couleur et les empile sur la première flèche "
            "du camp de l’adversaire, c’est-à-dire à la gauche de celui-ci.")
    runs = {key(words(seed)[i:i + RUN]): "seed" for i in range(len(words(seed)) - RUN + 1)}
    copy = "CHAQUE joueur reçoit 15 pions, de même couleur ; et les empile sur la première flèche"
    assert copied(copy, runs) == ["chaque joueur reçoit 15 pions de même couleur et les empile sur la "
                                  "première flèche (seed)"]
    assert copied(f"La fiche : « {seed} »", runs) == []
    assert copied(f"> {seed}\n> — fiche Jocari « Jeu du Jacquet »", runs) == []
    assert copied(f"> {seed}\n> Sans source.", runs) != []
    assert copied("Chaque joueur reçoit 15 pions de même couleur et les empile", runs) == []  # 11 words


# how a paragraph names the source of a quotation it holds
SOURCE_NAMED = re.compile(r"fiche|Jocari|source|Breyer|Ludii|Murray|Musser|Alphonse|Alfonso|Botermans|Jéquier",
                          re.I)


@pytest.mark.parametrize("name,text", ALL_TEXTS, ids=[n for n, _ in ALL_TEXTS])
def test_a_quoted_source_sentence_names_its_source(name, text):
    for paragraph in re.split(r"\n\s*\n", text):
        for quote in QUOTATION.findall(paragraph):
            if copied(quote.strip("«»"), SEED_RUNS):
                assert SOURCE_NAMED.search(QUOTATION.sub("", paragraph)), f"{name}: whose words are these? {quote}"


@pytest.mark.parametrize("name,text", ALL_TEXTS, ids=[n for n, _ in ALL_TEXTS])
def test_no_source_sentence_outside_a_quotation(name, text):
    hits = copied(text, SEED_RUNS)
    assert hits == [], f"{name}: say it in our own words, or quote it « … » naming the source:\n" + "\n".join(hits)


if __name__ == "__main__":  # rewrite the fingerprints from the sources
    runs = seed_runs_from(SEEDS)
    FINGERPRINTS.parent.mkdir(exist_ok=True)
    FINGERPRINTS.write_text("".join(f"{k} {v}\n" for k, v in sorted(runs.items())), encoding="utf-8")
    print(f"{len(runs)} runs of {RUN} words from {SEEDS} written to {FINGERPRINTS}")
