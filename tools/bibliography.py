"""The project's one bibliography: every work a page or a lesson may cite.

The site's bibliography page (``docs/bibliographie.md``) and each game's
"Sources et bibliographie" page are drawn from :data:`WORKS` and
:data:`DOCUMENTS` by ``tools/history_hooks.py``; ``tests/test_sources.py``
checks that every entry is complete and that pages and lessons cite nothing
else.

Citation convention (checkable): a work is cited by its :attr:`Work.cite`
name and its year, author-date style, in one of three forms::

    Murray (1941, p. 67)         Bell (1960)
    (Breyer 2010, p. 101)        (Schädler 2021)

``cite`` is the name as the citation writes it (a surname, "Alphonse X",
"Botermans et al.").  A capitalised name followed by a year in parentheses,
or a parenthesis opening on a capitalised name and a year, is a citation;
the pair must be an entry here.  Life dates such as "Gustave Jéquier
(1868–1946)" are not citations (a year range, not a year).

What goes in an entry: only what the seed documents give, or well-established
bibliographic facts (title, year, journal); a detail we could not check is
left out rather than guessed, and each entry says where its details were
checked (:attr:`Work.checked`).  The seeds write "C. Breyer", and no source
we found gives the first name.  A work whose year no source gives (Botermans
et al.) has no year: it is cited by its name and its title.
"""

from __future__ import annotations

import pathlib
import sys
from dataclasses import dataclass, field

from jocari_edu.games import REGISTRY  # noqa: E402

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import bibliography_en  # noqa: E402

GAMES = tuple(e.slug for e in REGISTRY)  # the site's spelling of each game


@dataclass(frozen=True)
class Work:
    """A published work (or manuscript) with an author, a title and a year."""

    cite: str  # as a citation names it: "Breyer", "Botermans et al."
    year: str  # "2010"; a manuscript's date is its year; "" when no source we found gives it
    author: str  # as the entry prints it: "Breyer, C."
    title: str  # markdown: *italic* for books, « quoted » for articles
    details: str = ""  # place, publisher, journal, pages, ISBN, library
    games: tuple[str, ...] = ()  # the games' pages that list it
    note: str = ""  # French: what this work is to the project
    checked: str = ""  # French: where the entry's details were checked

    @property
    def key(self) -> str:
        """The anchor on the bibliography page: ``breyer-2010``."""
        import unicodedata

        plain = unicodedata.normalize("NFKD", self.label).encode("ascii", "ignore").decode()
        return "-".join("".join(c if c.isalnum() else " " for c in plain.lower()).split()).replace("-et-al", "")

    @property
    def label(self) -> str:
        """``Breyer 2010``: how the entry is cited (an undated work: its name alone)."""
        return f"{self.cite} {self.year}" if self.year else self.cite


@dataclass(frozen=True)
class Document:
    """A document this project was built from or checked against (no author or year given)."""

    title: str
    what: str  # French: what it is, what we took from it
    games: tuple[str, ...] = field(default=())


WORKS: tuple[Work, ...] = (
    Work("Alphonse X", "1283", "Alphonse X le Sage",
         "*Libros de acedrex, dados e tablas* (« Livre des jeux »)",
         "manuscrit, Real Biblioteca del Monasterio de San Lorenzo de El Escorial, près de Madrid, ms. T-I-6 ; "
         "Doze canes : règle au folio 73 verso, miniature au folio 74 recto",
         ("doze-canes", "marelle"),
         "Le manuscrit décrit Doze canes, et aussi l'*alquerque de nueve*, la marelle à neuf pions.",
         "folios : fiche « Douze chiens ou Douze frères » ; bibliothèque et cote : notice Philobiblon "
         "(BETA manid 1090)"),
    Work("Alfonso X", "2007", "Alfonso X el Sabio",
         "*Libro de los juegos : acedrex, dados e tablas. Ordenamiento de las tafurerías*",
         "Madrid, Biblioteca Castro, Fundación José Antonio de Castro", ("doze-canes",),
         "Une édition du *Livre des jeux*.", "bibliographie de la fiche « Douze chiens ou Douze frères »"),
    Work("Bell", "1960", "Bell, R. C.", "*Board and Table Games from Many Civilizations*",
         "Londres, Oxford University Press", ("senet",),
         "La première édition, où Bell propose ses règles du senet.",
         "page de titre de la 2e édition (Oxford University Press, 1969 : « first published 1960 »), "
         "reproduite sur docslib.org ; compte rendu de cyningstan.com (2011)"),
    Work("Bell", "1979", "Bell, R. C.", "*Board and Table Games from Many Civilizations*",
         "New York, Dover, réimpression en un seul volume des deux volumes d'Oxford (le premier de 1960, "
         "revu en 1969 ; le second de 1969)", ("senet",),
         "L'édition que cite la base Ludii (p. 27-28) pour la reconstitution du senet par Bell : dix pions "
         "par camp, le pion atteint quitte le plateau.",
         "compte rendu de cyningstan.com (2011) ; fiche de l'éditeur Dover (« Rev. ed ») ; "
         "description du senet de la base Ludii"),
    Work("Botermans et al.", "", "Botermans, Jack, et al.", "*The World of Games*", "", ("senet",),
         "Le résumé par lequel les règles de Jéquier sont connues des joueurs.",
         "titre et auteurs : texte « Senet de Jéquier : de quoi s'agit-il ? » ; année et éditeur non "
         "retrouvés dans une source, donc omis"),
    Work("Breyer", "2010", "Breyer, C.",
         "*Jeux et jouets à travers les âges. Histoire et règles de jeux égyptiens, antiques et médiévaux*",
         "Bruxelles, Safran", ("marelle", "jacquet"),
         "Les règles de la Marelle (p. 101) et du Jacquet (p. 136-137) que reprennent les fiches Jocari ; "
         "le prénom n'y est donné que par son initiale.",
         "fiches Jocari « Jeu de la Marelle (ou du moulin) » et « Jeu du Jacquet »"),
    Work("Cazaux", "2003", "Cazaux, Jean-Louis", "*Du senet au backgammon. Les jeux de parcours*", "Chiron",
         ("doze-canes",), "Traduit en français dix règles de jeux médiévaux du *Livre des jeux* d'Alphonse X.",
         "bibliographie de la fiche « Douze chiens ou Douze frères »"),
    Work("Kendall", "1978", "Kendall, Timothy",
         "*Passing Through the Netherworld: The Meaning and Play of Senet, an Ancient Egyptian Funerary Game*",
         "Kirk Game Company, livret de règles accompagnant un jeu de senet en boîte", ("senet",),
         "Une reconstitution du senet : sept pions par camp ; le pion atteint recule d'ordinaire à la case "
         "d'où venait l'attaquant, mais tombe dans l'eau s'il est atteint sur les cases 28 à 30 (d'après la "
         "base Ludii). L'année est celle du livret ; Ludii écrit 1979.",
         "description du senet de la base Ludii (qui cite « Kendall 1979: rules book ») ; éditeur et forme du livret : "
         "relecture des sources du projet (décembre 2026)"),
    Work("Lepeintre", "1818", "Lepeintre, Pierre Marie Michel",
         "*Cours complet de trictrac, avec un abrégé du gammon, du jacquet et du garanguet*",
         "Paris, Guillaume et Cie ; paru sous le nom d'« un vieil hermite du Morbihan » ; exemplaire numérisé "
         "de la Bibliothèque nationale de France (Gallica, ark:/12148/bpt6k9374696)", ("jacquet",),
         "La plus ancienne règle imprimée du jacquet que l'on connaisse, ajoutée à un traité de trictrac : "
         "la page « Du Jacquet » est l'un des documents de la page d'histoire du jeu.",
         "page de titre et chapitre « Du Jacquet », dans la transcription en ligne « Cours complet de "
         "Trictrac » faite sur l'exemplaire de la BnF ; la date de 1818 pour la plus ancienne règle du "
         "jacquet : salondesjeux.fr et l'article « Trictrac » de Wikipédia"),
    Work("Lhôte", "1994", "Lhôte, Jean-Marie", "*Histoire des jeux de société*", "Paris, Flammarion", ("jacquet",),
         "L'historien des jeux sur lequel s'appuient les encyclopédies pour dater le jacquet vers 1800.",
         "entretien de l'auteur dans *Libération* (28 décembre 1994) ; notice de la librairie Eklectic"),
    Work("Murray", "1941", "Murray, H. J. R.", "« The Mediaeval Games of Tables »",
         "*Medium Ævum*, vol. X, p. 57-69", ("doze-canes",),
         "Propose, p. 67, que le score qu'on ne peut pas jouer à Doze canes soit perdu.",
         "année et p. 67 : fiche « Douze chiens ou Douze frères », d'après Musser Golladay (2007, p. 444) ; "
         "revue, volume et pages : relecture des sources du projet (décembre 2026)"),
    Work("Musser Golladay", "2007", "Musser Golladay, Sonja",
         "*Los libros de acedrex dados e tablas: historical, artistic and metaphysical dimensions of "
         "Alfonso X's book of games*",
         "thèse de doctorat, Université d'Arizona, département d'espagnol et de portugais", ("doze-canes",),
         "Rapporte, p. 444, la lecture de Murray (1941, p. 67).",
         "bibliographie de la fiche « Douze chiens ou Douze frères »"),
    Work("Piccione", "1977", "Piccione, Peter A.", "*King Tut's Game*, règle du jeu",
         "Cadaco, jeu de senet vendu en boîte", ("senet",),
         "La règle que Piccione a écrite pour ce senet du commerce : pions entrés sur le plateau par un 1, "
         "lancers partagés entre les pions, aucune prise, mais un pion tombé dans l'eau retourne dans la "
         "main (d'après la base Ludii).",
         "description du senet de la base Ludii (« Piccione 1977, King Tut's Game rules ») et page de la base Ludii "
         "pour cette règle, qui nomme l'éditeur Cadaco ; règle elle-même non consultée"),
    Work("Piccione", "1980", "Piccione, Peter A.", "« In Search of the Meaning of Senet »",
         "*Archaeology*, vol. 33, n° 4, p. 55-58", ("senet",),
         "Un article pour un large public, où Piccione présente le senet et le sens religieux qu'il lui "
         "reconnaît.",
         "références de travaux sur les jeux qui le citent (*Archaeology*, 33(4), 55-58) ; article non consulté"),
    Work("Piccione", "1990", "Piccione, Peter A.",
         "*The Historical Development of the Game of Senet and Its Significance for Egyptian Religion*",
         "thèse de doctorat, Université de Chicago", ("senet",),
         "Étudie un texte religieux du Nouvel Empire consacré au jeu de senet.",
         "page de l'auteur au College of Charleston (« The Game of Senet and Ancient Egyptian Religious "
         "Beliefs »)"),
    Work("Schädler", "2021", "Schädler, Ulrich", "« Some Misconceptions about Ancient Roman Games »",
         "*Board Game Studies Journal*, vol. 15, p. 79-97", ("marelle",),
         "Montre comment des plateaux gravés ont pu être datés trop tôt, crus contemporains du "
         "monument qui les porte.",
         "l'article lui-même (en-tête : vol. 15, n° 1, p. 79-97, DOI 10.2478/bgs-2021-0004)"),
)

DOCUMENTS: tuple[Document, ...] = (
    Document("Jocari, fiche « Jeu du Jacquet »",
             "fiche du site francophone Jocari (jeux et jouets de l'Antiquité, du Moyen Âge et de la "
             "Renaissance) : matériel, règles d'après Breyer (2010, p. 136-137), historique. "
             "La spécification du moteur de règles pour le jacquet.", ("jacquet",)),
    Document("Jocari, fiche « Jeu de la Marelle (ou du moulin) »",
             "fiche du même site : autres noms et traductions, matériel, règles d'après Breyer (2010, p. 101), "
             "historique. La spécification de la règle « breyer ».", ("marelle",)),
    Document("« Douze chiens ou Douze frères (Doze canes, Doze hermanos) »",
             "fiche en français : matériel, but et règle d'après le *Livre des jeux*, avec la lecture de "
             "Murray (1941, p. 67) pour le score qu'on ne peut pas jouer. La spécification du moteur.",
             ("doze-canes",)),
    Document("« Senet de Jéquier : de quoi s'agit-il ? »",
             "présentation en français des règles de Jéquier, comparées règle par règle au senet standard. "
             "La spécification des deux règles du senet.", ("senet",)),
    Document("Ludii, base de données de jeux, description du senet",
             "description des reconstitutions du senet (Jéquier, Bell, Kendall, Piccione), chacune avec sa "
             "source, dans le dépôt public Ludeme/Ludii (parmi les jeux de course) ; "
             "notre source de Jéquier s'en sert pour vérifier le résumé de Botermans et al., "
             "*The World of Games*, et nos pages y prennent les règles de Kendall, de Bell et de Piccione.", ("senet",)),
    Document("Wikipédia, article « Senet » (anglais)",
             "ses sections sur les règles de Kendall et de Bell : les sept pions de Kendall en 1979 ; chez Bell, "
             "un dé à quatre faces, cinq maisons décorées où l'on ne prend pas, une prise dite obligatoire "
             "(que nous ne retenons pas).", ("senet",)),
    Document("Jim Loy, page « Senet »",
             "une présentation des règles d'après le livret de Kendall : sept pions sur les cases 1 à 14, le "
             "lancer sans face claire qui vaut 5, les pions des cases paires pour celui qui fait le premier 1.",
             ("senet",)),
    Document("Wikipédia, articles « Trictrac » (français) et « Jacquet » (anglais)",
             "situent l'apparition du jacquet vers 1800, la plus ancienne règle imprimée connue datant de "
             "1818, ajoutée à un traité de trictrac ; ils s'appuient sur Lhôte (1994).", ("jacquet",)),
    Document("Metropolitan Museum of Art (New York), notices des objets 01.4.1a et 12.182.72a, b",
             "deux boîtes de senet du Nouvel Empire : matière, date, lieu de découverte, ce qui est ancien et ce "
             "qui est restauré. Nos dessins des deux plateaux suivent ces notices.", ("senet",)),
    Document("Thesaurus Linguae Aegyptiae, notices des papyrus du Caire JE 58037 et de Turin Cat. 1775",
             "le « grand texte du jeu » de senet : matière, dimensions, date (XXe dynastie), lieu de conservation "
             "et copies connues, d'après l'étude de Piccione (1990).", ("senet",)),
    Document("Philobiblon, notice du manuscrit T-I-6 de l'Escorial (BETA manid 1090)",
             "bibliothèque, cote, date et lieu de copie (Séville, 1283), format (400 × 280 mm, deux colonnes) "
             "du *Livre des jeux*.", ("doze-canes", "marelle")),
    Document("Exposition de fac-similés « Libros del ajedrez, dados y tablas » (RBME T-I-6)",
             "transcription du colophon du *Livre des jeux* : lieu, roi et année (ère hispanique 1321), que "
             "cite la page d'histoire de Doze canes.", ("doze-canes",)),
    Document("Musée des bateaux vikings de Roskilde, fiche « Nine Mens Morris and Tic Tac Toe »",
             "fiche pédagogique : le plateau du bateau de Gokstad, marelle d'un côté, hnefatafl de l'autre.",
             ("marelle",)),
    Document("W. Szabel, « Gokstad ship game board fragment », blog (2015)",
             "décrit le fragment de Gokstad et rappelle la fouille de 1880 et la datation du bateau (fin du "
             "IXe siècle).", ("marelle",)),
    Document("« Cours complet de Trictrac », transcription en ligne de Lepeintre (1818)",
             "le texte du livre de 1818, transcrit sur l'exemplaire numérisé de la BnF, orthographe parfois "
             "modernisée, avec ses figures redessinées : notre source pour la page « Du Jacquet ».",
             ("jacquet",)),
)

BY_LABEL = {w.label: w for w in WORKS}


def _english(work: Work) -> Work:
    """``work`` as the English edition cites it (``tools/bibliography_en.py``): the same author, title and year."""
    from dataclasses import replace

    details, note, checked = bibliography_en.WORKS[work.key]
    return replace(work, details=details, note=note, checked=checked,
                   title=bibliography_en.TITLES.get(work.key, work.title))


def entry(work: Work, lang: str = "fr") -> str:
    """One work as a markdown paragraph, anchored at :attr:`Work.key`."""
    if lang != "fr":
        work = _english(work)
    parts = [work.author, work.title]
    if work.details:
        parts.append(work.details)
    parts.append(work.year or ("s. d." if lang == "fr" else "n.d."))  # sans date: no source we found gives it
    text = f"**{work.label}**{'' if work.label.endswith('.') else '.'} " + ", ".join(parts)
    text += "" if text.endswith(".") else "."
    if work.note:
        text += f" {work.note}"
    if work.checked:
        text += f" *{'Vérifié :' if lang == 'fr' else 'Checked:'} {work.checked}.*"
    return f"{text}\n{{ #{work.key} }}\n"


def document(doc: Document, lang: str = "fr") -> str:
    if lang != "fr":
        title, what = bibliography_en.DOCUMENTS[DOCUMENTS.index(doc)]
        return f"- **{title}**: {what}"
    return f"- **{doc.title}** : {doc.what}"


def markdown(game: str | None = None, link: str = "", lang: str = "fr") -> str:
    """The bibliography (``game=None``) or one game's part of it, as markdown, in ``lang``.

    ``link``: the relative path to the bibliography page; when given, a game's
    entries link to their anchors there instead of carrying their own.
    """
    fr = lang == "fr"
    docs = [d for d in DOCUMENTS if game is None or game in d.games]
    works = [w for w in WORKS if game is None or game in w.games]
    if fr:
        out = ["## Les documents de ce projet", "",
               "Les textes d'après lesquels le moteur de règles a été écrit, ou vérifié :", ""]
    else:
        out = ["## This project's documents", "", "The texts after which the rules engine was written, or checked:",
               ""]
    out += [document(d, lang) for d in docs]
    out += ["", "## Ouvrages cités" if fr else "## Works cited", ""]
    for w in works:
        if link:
            shown = w if fr else _english(w)
            undated = ", s. d." if fr else ", n.d."
            out.append(f"- [{w.label}]({link}#{w.key}){' :' if fr else ':'} {shown.author}, {shown.title}"
                       + (f", {shown.details}" if shown.details else "")
                       + (f", {shown.year}." if shown.year else undated)
                       + (f" {shown.note}" if shown.note else ""))
        else:
            out += [entry(w, lang)]
    return "\n".join(out) + "\n"
