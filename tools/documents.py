"""Primary documents of each game's history, as data, with the drawings and the map the site carries.

Each :class:`Doc` says what a history class asks of a document (« nature, auteur, date, lieu,
ce qu'il montre »), where it is kept (museum or library, inventory number, a link to its page),
the source we rely on and the licence of what we show.  No photograph is stored: no museum
image could be brought here, so each picture is a **drawing** made by this module from the
layout the cited publication describes, and says so.  A text is shown in its original words
beside a French rendering of ours, each with its source.

``tools/history_hooks.py`` writes them on the history pages (``<!-- jocari-documents senet -->``)
and the teacher's guide, and draws the map (``<!-- jocari-carte -->``) at build time from
Natural Earth's land (public domain), as the npm package ``world-atlas`` ships it, offline.
The lessons show the same drawings from ``notebooks/documents/``, written by
``python tools/documents.py`` (``tests/test_documents.py`` checks they are current).
"""

from __future__ import annotations

import html
import json
import math
import pathlib
import sys
from dataclasses import dataclass, replace

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))
import documents_en  # noqa: E402

STORED = ROOT / "notebooks" / "documents"  # the drawings as the lessons show them
ATLAS = ROOT / "node_modules" / "world-atlas" / "land-50m.json"
OURS = "dessin de ce projet (licence MIT, comme le site)"


@dataclass(frozen=True)
class Text:
    """A passage quoted in its own words, and our French rendering of it."""

    original: str  # the words as the cited transcription gives them
    langue: str  # « castillan du XIIIe siècle », « français de 1818 »
    traduction: str  # ours, in today's French
    source: str  # where the original words were read


@dataclass(frozen=True)
class Doc:
    key: str  # file name of its drawing: notebooks/documents/<key>.svg
    game: str  # the site's slug
    titre: str
    nature: str
    auteur: str
    date: str
    lieu: str  # where it was made or found
    conservation: str  # museum or library, and inventory number
    lien: str  # the museum's or library's page ("" when we found none to check)
    montre: str  # what it shows, in our words
    dessin: str  # what the drawing is drawn after
    source: str  # the publication(s) we rely on
    licence: str  # of the picture and of the quoted text
    questions: tuple[str, ...]  # for pupils
    texte: Text | None = None


MET = "https://www.metmuseum.org/art/collection/search/"
PHILOBIBLON = ("https://pb.lib.berkeley.edu/xtf/servlet/org.cdlib.xtf.dynaXML.DynaXML?"
               "source=/BETA/Display/1090BETA.MsEd.xml&style=MsEd.xsl")

DOCS: tuple[Doc, ...] = (
    Doc("senet-met-01-4-1a", "senet", "Boîte de jeu aux carreaux de faïence d'Abydos",
        "objet archéologique : une boîte de jeu et ses pions",
        "un artisan égyptien inconnu",
        "Nouvel Empire (la tombe contenait un scarabée au nom de Thoutmosis III, vers 1479–1425 av. J.-C.)",
        "une tombe d'Abydos, en Haute-Égypte",
        "New York, Metropolitan Museum of Art, n° 01.4.1a (pions : 01.4.1b–h et 01.4.1i–p)",
        "https://www.metmuseum.org/toah/works-of-art/01.4.1a",
        "Le dessus de la boîte porte le plateau du senet : trente cases en trois rangées de dix. Le dessous "
        "portait, selon le musée, le jeu des vingt cases. Seuls une partie des carreaux de faïence bleue sont "
        "anciens : le musée les a posés sur une boîte de bois moderne et a remplacé les carreaux perdus par des "
        "copies. Les pions sont de deux formes, pour les deux joueurs.",
        "dessin du plateau d'après la notice du musée (trois rangées de dix cases, carreaux de faïence) ; "
        "le décor de l'objet n'est pas reproduit",
        "notice du Metropolitan Museum of Art, objet 01.4.1a",
        OURS,
        ("Comment sait-on que cette boîte date du Nouvel Empire ?",
         "Qu'est-ce qui, dans l'objet exposé, est ancien, et qu'est-ce qui est moderne ?",
         "Le plateau nous apprend-il les règles du jeu ? Que nous apprend-il ?")),
    Doc("senet-met-12-182-72", "senet", "Boîte de jeu inscrite au nom de Taia",
        "objet archéologique : une boîte de jeu à deux plateaux et à tiroir, inscrite",
        "un artisan égyptien inconnu, pour le chef des travaux Taia et sa famille",
        "Nouvel Empire, XVIIIe dynastie, règnes de Thoutmosis IV à Amenhotep III",
        "Égypte (achetée au Caire en 1912 ; lieu de découverte inconnu)",
        "New York, Metropolitan Museum of Art, n° 12.182.72a, b",
        MET + "548482",
        "Une boîte de bois qui sert à deux jeux : sur une face, les trente cases du senet ; sur l'autre, les "
        "vingt cases d'un autre jeu ; un tiroir range les pions et les bâtonnets qu'on lançait. Les "
        "inscriptions sont des formules d'offrandes funéraires pour Taia, son père et sa mère : l'objet "
        "accompagnait un mort dans sa tombe.",
        "dessin des deux faces d'après la notice du musée (trente cases ; douze cases en trois rangées de "
        "quatre prolongées par une rangée de huit) ; les inscriptions et le décor ne sont pas reproduits",
        "notice du Metropolitan Museum of Art, objet 12.182.72a, b",
        OURS,
        ("Pourquoi un objet de jeu porte-t-il des formules pour les morts ?",
         "Combien de jeux cette boîte permet-elle ? Comment le voit-on ?")),
    Doc("senet-papyrus-caire-je-58037", "senet", "Le « grand texte du jeu » : le papyrus du Caire JE 58037",
        "texte religieux écrit sur un rouleau de papyrus",
        "un scribe égyptien inconnu",
        "Nouvel Empire, XXe dynastie (au dos, un compte daté de l'an 31 de Ramsès III)",
        "Égypte, sans doute la Haute-Égypte (la provenance n'est pas sûre)",
        "Le Caire, Musée égyptien, JE 58037 (une autre copie : Turin, Museo Egizio, Cat. 1775)",
        "https://thesaurus-linguae-aegyptiae.de/object/5EQQ2I5M7BHP3DJTVIJJHG4MKU",
        "Un long texte consacré au jeu de senet, connu par ce papyrus, par un papyrus de Turin et par une "
        "inscription dans la tombe d'Inherkhâou à Thèbes (TT 359). L'égyptologue Peter Piccione l'a étudié "
        "(Piccione 1990) : il y lit un jeu chargé de sens religieux, lié au passage dans l'au-delà, et non une "
        "règle du jeu. C'est pour cela que les règles jouées aujourd'hui restent des reconstitutions.",
        "dessin du rouleau à l'échelle de ses dimensions publiées (190 × 20,5 cm) ; l'écriture n'est pas "
        "reproduite et nous ne citons pas de traduction, faute d'en avoir une publiée que nous puissions vérifier",
        "notice du papyrus dans le Thesaurus Linguae Aegyptiae (dimensions, date, conservation, copies) ; "
        "Piccione (1990)",
        OURS,
        ("Un texte sur un jeu nous apprend-il forcément ses règles ? Que nous apprend celui-ci ?",
         "Pourquoi les historiens comparent-ils plusieurs copies d'un même texte ?")),
    Doc("marelle-alquerque-de-nueve", "marelle", "L'alquerque de nueve du Livre des jeux",
        "texte et miniatures d'un manuscrit enluminé",
        "l'atelier du roi Alphonse X de Castille (Alphonse X 1283)",
        "1283",
        "Séville (royaume de Castille)",
        "San Lorenzo de El Escorial, Real Biblioteca del Monasterio, ms. T-I-6",
        PHILOBIBLON,
        "Le manuscrit décrit, parmi les jeux d'alquerque, l'alquerque de nueve : neuf pions par joueur sur "
        "trois carrés emboîtés, reliés par le milieu de leurs côtés. C'est le plateau de la marelle à neuf "
        "pions, le même que celui de ce site : un texte du XIIIe siècle, daté, en donne le nom et le tracé.",
        "dessin du tracé décrit (trois carrés emboîtés reliés au milieu de leurs côtés, vingt-quatre points) ; "
        "la miniature n'est pas reproduite",
        "Alphonse X (1283) ; notice Philobiblon du manuscrit (BETA manid 1090)",
        OURS,
        ("Combien de points ce plateau a-t-il ? Combien de lignes de trois points ?",
         "Qu'apporte un texte daté, par rapport à un plateau gravé qu'on ne sait pas dater ?")),
    Doc("marelle-gokstad", "marelle", "Le plateau du bateau de Gokstad",
        "objet archéologique : un fragment de plateau de jeu en bois, à deux faces",
        "un artisan scandinave inconnu (époque viking)",
        "IXe siècle (le bateau a été construit à la fin du IXe siècle, selon la dendrochronologie)",
        "tumulus de la ferme de Gokstad, près de Sandefjord (Norvège), fouillé en 1880",
        "conservation et numéro d'inventaire : non vérifiés par ce projet",
        "",
        "Un plateau trouvé dans le bateau enterré avec un mort : une face porte une marelle à neuf pions, "
        "l'autre un quadrillage que l'on rapproche d'un jeu nordique, le hnefatafl. La marelle était donc "
        "jouée en Scandinavie à l'époque viking, loin de Rome et de la Castille.",
        "dessin d'une marelle complète ; le fragment n'en garde qu'une partie, que nous ne dessinons pas "
        "au détail près",
        "fiche pédagogique « Nine Mens Morris and Tic Tac Toe » du musée des bateaux vikings de Roskilde "
        "(Danemark) ; article « Gokstad ship game board fragment » (blog de W. Szabel, 2015)",
        OURS,
        ("Que nous apprend le lieu de la découverte sur ceux qui jouaient ?",
         "Pourquoi dit-on que la marelle est un jeu « attesté » en Norvège au IXe siècle ?")),
    Doc("doze-canes-miniature-74r", "doze-canes", "La miniature de Doze canes (folio 74 recto)",
        "image : une miniature peinte dans un manuscrit",
        "les peintres de l'atelier d'Alphonse X (Alphonse X 1283)",
        "1283",
        "Séville (royaume de Castille)",
        "San Lorenzo de El Escorial, Real Biblioteca del Monasterio, ms. T-I-6, folio 74r",
        PHILOBIBLON,
        "Face à la règle du folio 73v, une peinture montre des enfants qui jouent sur un tablier, sous le "
        "regard d'adultes ; l'un d'eux pose la main sur l'épaule "
        "d'un enfant et tend le doigt vers le plateau. Qu'il s'agisse d'une leçon est une interprétation : "
        "l'image ne le dit pas.",
        "schéma de la scène d'après sa description (place des joueurs, des spectateurs et du tablier) ; "
        "ce n'est pas une copie de la peinture",
        "Alphonse X (1283) ; notice Philobiblon du manuscrit (BETA manid 1090)",
        OURS,
        ("Qui joue, qui regarde ? Que fait l'adulte au premier plan ?",
         "L'image prouve-t-elle qu'on apprenait ce jeu aux enfants ? Qu'en dirait-on avec prudence ?")),
    Doc("doze-canes-colophon", "doze-canes", "Le colophon du Livre des jeux : où et quand il fut achevé",
        "texte : la dernière page d'un manuscrit (son « colophon »)",
        "l'atelier du roi Alphonse X de Castille",
        "ère hispanique 1321, soit 1283 de notre ère",
        "Séville",
        "San Lorenzo de El Escorial, Real Biblioteca del Monasterio, ms. T-I-6, dernier folio",
        PHILOBIBLON,
        "Le livre dit lui-même où il a été commencé et achevé, sur l'ordre de quel roi et en quelle année. "
        "L'année est comptée dans l'ère hispanique, qui a 38 ans d'avance sur la nôtre : 1321 − 38 = 1283. "
        "C'est de ce texte que vient la date de Doze canes sur ce site.",
        "dessin d'une page à deux colonnes (400 × 280 mm, d'après la notice Philobiblon), le colophon en bas "
        "de la seconde ; l'écriture n'est pas reproduite",
        "transcription du colophon publiée avec l'exposition de fac-similés « Libros del ajedrez, dados y "
        "tablas » (RBME T-I-6) ; format et mise en page : notice Philobiblon (BETA manid 1090)",
        OURS + " ; texte de 1283, dans le domaine public",
        ("En quelle ville le livre a-t-il été achevé ? Sur l'ordre de qui ?",
         "Pourquoi faut-il retrancher 38 à l'année écrite pour trouver la nôtre ?"),
        Text("por mandado del muy noble Rey Don Alffonso […] En la Era de mill e trezientos e veynte e un Anno.",
             "castillan du XIIIe siècle",
             "sur l'ordre du très noble roi don Alphonse […] en l'an mil trois cent vingt et un de l'ère.",
             "transcription de l'exposition de fac-similés « Libros del ajedrez, dados y tablas » ; une autre "
             "transcription écrit « trescientos »")),
    Doc("jacquet-lepeintre-1818", "jacquet", "La plus ancienne règle imprimée du jacquet (1818)",
        "texte imprimé : un livre de règles de jeux",
        "Pierre Marie Michel Lepeintre, qui signe « un vieil hermite du Morbihan » (Lepeintre 1818)",
        "1818",
        "Paris, chez Guillaume et Cie, libraires",
        "Paris, Bibliothèque nationale de France (numérisé sur Gallica, ark:/12148/bpt6k9374696)",
        "https://gallica.bnf.fr/ark:/12148/bpt6k9374696",
        "Un traité de trictrac auquel l'auteur ajoute « un abrégé du gammon, du jacquet et du garanguet ». "
        "Sa page sur le jacquet donne déjà les traits du jeu de ce site : deux talons aux deux coins opposés, "
        "une première dame qui doit passer seule dans la moitié opposée avant les autres (notre postillon), "
        "les doublets joués double, et pas de prise.",
        "dessin d'après la figure 30 du livre : les deux talons en M et en A, et la première dame de chacun "
        "après deux coups (lettres des flèches comme dans le livre)",
        "Lepeintre (1818), transcription de l'édition en ligne « Cours complet de Trictrac » (orthographe "
        "parfois modernisée), faite sur l'exemplaire numérisé de la BnF",
        OURS + " ; texte de 1818, dans le domaine public",
        ("Quelle règle du jacquet d'aujourd'hui reconnais-tu dans ce texte ?",
         "Pourquoi dit-on « la plus ancienne règle imprimée connue », et pas « l'invention du jeu » ?"),
        Text("Nous sommes tous les deux obligés de jouer la première dame seulement, jusqu'à ce qu'elle soit "
             "arrivée dans la partie ou région opposée à notre talon. […] On ne bat point au Jacquet.",
             "français de 1818",
             "Chacun de nous doit d'abord ne faire avancer qu'une dame, la première, tant qu'elle n'a pas "
             "atteint la moitié du tablier qui fait face à son talon. […] Au jacquet, on ne prend pas les "
             "dames de l'adversaire.",
             "Lepeintre (1818), chapitre « Du Jacquet », transcription en ligne faite sur l'exemplaire de la BnF")),
)

FIELDS = ("nature", "auteur", "date", "lieu", "conservation", "montre", "dessin", "source", "licence")
LABELS = {"nature": "Nature", "auteur": "Auteur", "date": "Date", "lieu": "Lieu",
          "conservation": "Conservé à", "montre": "Ce qu'il montre", "dessin": "Le dessin",
          "source": "Source", "licence": "Licence"}


def of(game: str) -> list[Doc]:
    return [d for d in DOCS if d.game == game]


# -- drawings -----------------------------------------------------------------------------------
INK, PAPER, TILE = "#3b2a1a", "#fffdf8", "#d9e4ee"


def _svg(w: float, h: float, title: str, body: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}" '
            f'role="img" class="jocari-document"><title>{html.escape(title)}</title>'
            f'<rect width="{w}" height="{h}" fill="{PAPER}"/>{body}</svg>')


def _label(x, y, words, size=13, anchor="middle", weight="normal") -> str:
    return (f'<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}" font-weight="{weight}" '
            f'font-family="sans-serif" fill="{INK}">{html.escape(words)}</text>')


def _grid(x0, y0, cells, size, fill=TILE) -> str:
    return "".join(f'<rect x="{x0 + c * size}" y="{y0 + r * size}" width="{size}" height="{size}" '
                   f'fill="{fill}" stroke="{INK}" stroke-width="1.5"/>' for r, c in cells)


def _mark(doc: Doc) -> str:
    return f"Dessin — {doc.conservation.split(' (')[0]}"


def _senet_box(doc: Doc) -> str:
    s = 34
    body = (f'<rect x="16" y="16" width="{10 * s + 20}" height="{3 * s + 20}" rx="4" fill="#c9a77c" stroke="{INK}"/>'
            + _grid(26, 26, [(r, c) for r in range(3) for c in range(10)], s)
            + "".join(f'<path d="M{70 + 26 * i},{170} l9,-22 l9,22 z" fill="{INK}"/>' for i in range(3))
            + "".join(f'<rect x="{210 + 26 * i}" y="150" width="14" height="20" rx="3" fill="white" '
                      f'stroke="{INK}" stroke-width="2"/>' for i in range(3))
            + _label(95, 190, "pions coniques") + _label(245, 190, "pions en bobine")
            + _label(196, 212, _mark(doc), 12))
    return _svg(392, 222, doc.titre, body)


def _taia_box(doc: Doc) -> str:
    s = 26
    senet = _grid(20, 40, [(r, c) for r in range(3) for c in range(10)], s)
    twenty = _grid(310, 40, [(r, c) for r in range(3) for c in range(4)] + [(1, c) for c in range(4, 12)], s)
    body = (senet + _label(150, 30, "une face : le senet (30 cases)")
            + twenty + _label(470, 30, "l'autre face : le jeu des 20 cases")
            + f'<rect x="310" y="130" width="104" height="26" fill="#c9a77c" stroke="{INK}"/>'
            + _label(362, 148, "tiroir", 12) + _label(300, 185, _mark(doc), 12))
    return _svg(640, 196, doc.titre, body)


def _papyrus(doc: Doc) -> str:
    w, h = 570, 61.5  # 190 × 20.5 cm at 3 px a centimetre
    lines = "".join(f'<line x1="{x}" y1="44" x2="{x}" y2="{44 + h}" stroke="#b09a7a" stroke-width="1"/>'
                    for x in range(60, 40 + int(w), 57))
    body = (f'<rect x="20" y="44" width="{w}" height="{h}" fill="#efe2c4" stroke="{INK}" stroke-width="2"/>' + lines
            + f'<ellipse cx="{20 + w}" cy="{44 + h / 2}" rx="9" ry="{h / 2}" fill="#d9c7a0" stroke="{INK}"/>'
            + _label(305, 30, "190 cm") + _label(8, 80, "20,5 cm", 11, anchor="start")
            + _label(305, 130, "Dessin — Le Caire, Musée égyptien, JE 58037 (rouleau déroulé, à l'échelle)", 12))
    return _svg(610, 142, doc.titre, body)


def _merels(x0, y0, step) -> str:
    lines = []
    for k in range(3):
        a, b = x0 + k * step, y0 + k * step
        side = (6 - 2 * k) * step
        lines.append(f'<rect x="{a}" y="{b}" width="{side}" height="{side}" fill="none" stroke="{INK}" stroke-width="3"/>')
    mid = 3 * step
    for (ax, ay, bx, by) in ((mid, 0, mid, 2 * step), (mid, 4 * step, mid, 6 * step),
                             (0, mid, 2 * step, mid), (4 * step, mid, 6 * step, mid)):
        lines.append(f'<line x1="{x0 + ax}" y1="{y0 + ay}" x2="{x0 + bx}" y2="{y0 + by}" stroke="{INK}" stroke-width="3"/>')
    dots = {(x, y) for k in range(3) for (x, y) in [(k, k), (k, 3), (k, 6 - k), (3, k), (3, 6 - k),
                                                    (6 - k, k), (6 - k, 3), (6 - k, 6 - k)]}
    lines += [f'<circle cx="{x0 + x * step}" cy="{y0 + y * step}" r="5" fill="{INK}"/>' for x, y in sorted(dots)]
    return "".join(lines)


def _alquerque(doc: Doc) -> str:
    return _svg(300, 310, doc.titre, _merels(30, 20, 40) + _label(150, 300, "Dessin du tracé — Escorial, ms. T-I-6", 12))


def _gokstad(doc: Doc) -> str:
    body = (f'<rect x="14" y="10" width="272" height="272" fill="#c9a77c" stroke="{INK}" stroke-dasharray="6 4"/>'
            + _merels(30, 26, 40) + _label(150, 300, "Dessin : plateau entier ; l'original est un fragment", 12))
    return _svg(300, 310, doc.titre, body)


def _tables(x0, y0, w, h, letters=None) -> str:
    """A tables board: two rows of twelve points, a bar in the middle; points alternate plain and hatched."""
    half, pw = w / 2, w / 13
    out = [f'<defs><pattern id="hachures" width="6" height="6" patternUnits="userSpaceOnUse" '
           f'patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="6" stroke="{INK}" stroke-width="1.4"/>'
           f'</pattern></defs>',
           f'<rect x="{x0}" y="{y0}" width="{w}" height="{h}" fill="white" stroke="{INK}" stroke-width="2"/>',
           f'<rect x="{x0 + half - pw / 2}" y="{y0}" width="{pw}" height="{h}" fill="#c9a77c" stroke="{INK}"/>']
    for i in range(12):
        x = x0 + i * pw + (pw if i >= 6 else 0)
        for top in (True, False):
            fill = "url(#hachures)" if (i + top) % 2 else "white"
            tip = y0 + (0.42 * h if top else 0.58 * h)
            base = y0 if top else y0 + h
            out.append(f'<path d="M{x:.1f},{base} L{x + pw / 2:.1f},{tip:.1f} L{x + pw:.1f},{base} z" '
                       f'fill="{fill}" stroke="{INK}"/>')
            if letters:
                word = letters[0 if top else 1][i]
                out.append(_label(round(x + pw / 2, 1), (y0 - 6) if top else (y0 + h + 18), word, 14, weight="bold"))
    return "".join(out)


def _miniature(doc: Doc) -> str:
    body = (_tables(120, 90, 260, 120)
            + _label(250, 40, "adultes qui regardent ; l'un montre le plateau du doigt")
            + f'<rect x="40" y="54" width="420" height="18" fill="none" stroke="{INK}" stroke-dasharray="4 3"/>'
            + _label(70, 156, "joueur", anchor="middle") + _label(430, 156, "joueur", anchor="middle")
            + _label(250, 240, "Schéma, pas une copie — Escorial, ms. T-I-6, f. 74r", 12))
    return _svg(500, 252, doc.titre, body)


def _colophon(doc: Doc) -> str:
    w, h = 140, 200  # 280 × 400 mm at half a pixel a millimetre
    lines = "".join(f'<line x1="{x}" y1="{y}" x2="{x + 50}" y2="{y}" stroke="#9a8a78" stroke-width="2"/>'
                    for x in (60, 124) for y in range(40, 200, 8) if not (x == 124 and y > 150))
    body = (f'<rect x="50" y="24" width="{w}" height="{h}" fill="white" stroke="{INK}" stroke-width="2"/>' + lines
            + f'<rect x="120" y="158" width="60" height="40" fill="none" stroke="{INK}" stroke-width="2"/>'
            + _label(236, 182, "le colophon", 13, anchor="start")
            + f'<line x1="182" y1="178" x2="232" y2="178" stroke="{INK}"/>'
            + _label(170, 246, "Dessin — Escorial, ms. T-I-6 (400 × 280 mm)", 12))
    return _svg(340, 258, doc.titre, body)


def _lepeintre(doc: Doc) -> str:
    top = list("mnopqrstuvxy")
    bottom = list("lkjihgfedcba")
    x0, y0, w, h = 30, 40, 420, 260
    pw = w / 13

    def centre(letter):
        row = top if letter in top else bottom
        i = row.index(letter)
        return x0 + i * pw + (pw if i >= 6 else 0) + pw / 2, (y0 + 24 if row is top else y0 + h - 24)

    pieces = []
    for letter, black, count in (("m", False, "14"), ("g", False, "1"), ("a", True, "14"), ("r", True, "1")):
        cx, cy = centre(letter)
        pieces.append(f'<circle cx="{cx:.1f}" cy="{cy}" r="13" fill="{INK if black else "white"}" stroke="{INK}" stroke-width="2.5"/>'
                      + f'<text x="{cx:.1f}" y="{cy + 5}" font-size="13" text-anchor="middle" font-family="sans-serif" '
                        f'font-weight="bold" fill="{"white" if black else INK}">{count}</text>')
    body = (_tables(x0, y0, w, h, letters=([c.upper() for c in top], [c.upper() for c in bottom])) + "".join(pieces)
            + _label(240, 342, "Dessin d'après Lepeintre (1818), figure 30 : talons en M et en A", 13))
    return _svg(480, 352, doc.titre, body)


DRAWINGS = {"senet-met-01-4-1a": _senet_box, "senet-met-12-182-72": _taia_box, "senet-papyrus-caire-je-58037": _papyrus,
            "marelle-alquerque-de-nueve": _alquerque, "marelle-gokstad": _gokstad,
            "doze-canes-miniature-74r": _miniature, "doze-canes-colophon": _colophon,
            "jacquet-lepeintre-1818": _lepeintre}


def drawing(doc: Doc, lang: str = "fr") -> str:
    """The document's drawing; its words in English for ``lang="en"`` (``documents_en.DRAWN``)."""
    svg = DRAWINGS[doc.key](doc)
    if lang == "fr":
        return svg
    english = localized(doc, lang)
    svg = svg.replace(f"<title>{html.escape(doc.titre)}</title>", f"<title>{html.escape(english.titre)}</title>", 1)
    for french, words in documents_en.DRAWN.items():
        svg = svg.replace(f">{html.escape(french)}<", f">{html.escape(words)}<")
    return svg


def localized(doc: Doc, lang: str) -> Doc:
    """``doc`` with its words in ``lang`` (the English edition's: ``tools/documents_en.py``); the same facts."""
    if lang == "fr":
        return doc
    fields = dict(documents_en.DOCS[doc.key])
    text = fields.pop("texte", None)
    if doc.texte is not None:
        fields["texte"] = replace(doc.texte, **text)
    return replace(doc, **fields)


# -- the map ------------------------------------------------------------------------------------
# (place, longitude, latitude, games, what and when), each from a document above or the history pages.
PLACES = (
    ("Abydos", 31.92, 26.18, ("senet",), "senet : boîte de jeu, Nouvel Empire"),
    ("Séville", -5.98, 37.39, ("doze-canes", "marelle"), "Doze canes et alquerque de nueve : 1283"),
    ("Gokstad", 10.22, 59.13, ("marelle",), "marelle : plateau, IXe siècle"),
    ("Paris", 2.35, 48.86, ("jacquet",), "jacquet : première règle imprimée, 1818"),
)
BOX = (-12.0, 22.0, 36.0, 62.0)  # west, south, east, north (degrees)
MAP_W = 560


def _project(lon: float, lat: float) -> tuple[float, float]:
    west, south, east, north = BOX
    k = MAP_W / ((east - west) * math.cos(math.radians(42)))
    return (lon - west) * math.cos(math.radians(42)) * k, (north - lat) * k


def _land_paths(path: pathlib.Path = ATLAS) -> str:
    """Natural Earth's land inside the box, as one SVG path (TopoJSON decoded here: no library)."""
    topo = json.loads(path.read_text())
    (sx, sy), (tx, ty) = topo["transform"]["scale"], topo["transform"]["translate"]
    arcs = []
    for arc in topo["arcs"]:
        x = y = 0
        points = []
        for dx, dy in arc:
            x, y = x + dx, y + dy
            points.append((x * sx + tx, y * sy + ty))
        arcs.append(points)
    west, south, east, north = BOX
    parts = []
    geometry = topo["objects"]["land"]["geometries"]
    polygons = [p for g in geometry for p in (g["arcs"] if g["type"] == "MultiPolygon" else [g["arcs"]])]
    for polygon in polygons:
        for ring in polygon:
            points = []
            for index in ring:
                arc = arcs[index] if index >= 0 else arcs[~index][::-1]
                points.extend(arc[1:] if points else arc)
            if not any(west - 5 <= lon <= east + 5 and south - 5 <= lat <= north + 5 for lon, lat in points):
                continue
            xy, last = [], None
            for lon, lat in points:  # clamped to the box and a margin: rings crossing 180° stay inside
                lon, lat = min(max(lon, west - 2), east + 2), min(max(lat, south - 2), north + 2)
                p = tuple(round(v, 1) for v in _project(lon, lat))
                if last is None or abs(p[0] - last[0]) + abs(p[1] - last[1]) >= 2:
                    xy.append(p)
                    last = p
            if len(xy) > 2:
                parts.append("M" + "L".join(f"{x:g},{y:g}" for x, y in xy) + "z")
    return "".join(parts)


def map_svg(stress: str | None = None, lang: str = "fr") -> str:
    """Where the documents were made or found, on Natural Earth's land (public domain); its words in ``lang``."""
    fr = lang == "fr"
    places = PLACES if fr else tuple((documents_en.PLACE_NAMES.get(p, p), lon, lat, games, documents_en.PLACES[p])
                                     for p, lon, lat, games, _ in PLACES)
    width, height = MAP_W, round(_project(BOX[2], BOX[1])[1])
    body = [f'<defs><clipPath id="carte-cadre"><rect width="{width}" height="{height}"/></clipPath></defs>',
            '<rect width="100%" height="100%" fill="white"/>',
            f'<path d="{_land_paths()}" fill="#efe6d6" stroke="#8b7355" stroke-width="0.8" clip-path="url(#carte-cadre)"/>']
    for n, (place, lon, lat, games, _) in enumerate(places, 1):
        x, y = _project(lon, lat)
        strong = stress is None or stress in games
        body.append(f'<g opacity="{1 if strong else 0.45}">'
                    f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{7 if strong else 5}" fill="{INK}" stroke="white" stroke-width="2"/>'
                    f'<text x="{x:.1f}" y="{y + 4:.1f}" font-size="10" text-anchor="middle" fill="white" '
                    f'font-family="sans-serif" font-weight="bold">{n}</text>'
                    + _label(round(x + (11 if x < width - 90 else -11), 1), round(y - 8, 1), place, 14,
                             anchor="start" if x < width - 90 else "end", weight="bold" if strong else "normal")
                    + "</g>")
    legend_y = height + 20
    for n, (place, _, _, games, words) in enumerate(places, 1):
        body.append(_label(10, legend_y + 18 * (n - 1), f"{n}. {place} — {words}", 13, anchor="start",
                           weight="bold" if stress in games else "normal"))
    body.append(_label(width - 8, legend_y + 18 * len(PLACES), "Terres : Natural Earth (domaine public)" if fr
                       else "Land: Natural Earth (public domain)", 11, anchor="end"))
    total = legend_y + 18 * len(PLACES) + 8
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {total}" width="{width}" height="{total}" '
            f'role="img" class="jocari-carte"><title>'
            + ("Carte : où les documents des jeux ont été faits ou trouvés" if fr
               else "Map: where the games' documents were made or found") + "</title>"
            + "".join(body) + "</svg>")


# -- markdown for the pages and the lessons ------------------------------------------------------


def _facts(doc: Doc, lang: str = "fr") -> str:
    labels = LABELS if lang == "fr" else documents_en.LABELS
    rows = "".join(f"<tr><th>{labels[f]}</th><td>{html.escape(getattr(doc, f))}</td></tr>" for f in FIELDS)
    online, outside = ("En ligne", "lien extérieur") if lang == "fr" else ("Online", "external link")
    link = (f'<p class="jocari-lien-musee">{online}{" :" if lang == "fr" else ":"} <a href="{html.escape(doc.lien)}">'
            f"{link_name(doc.lien, lang)}</a> ({outside})</p>" if doc.lien else "")
    return f'<table class="jocari-fiche-document">{rows}</table>{link}'


def link_name(url: str, lang: str = "fr") -> str:
    """What a document's link opens, named for a reader."""
    for host, name, english in (
            ("metmuseum.org", "la notice du Metropolitan Museum of Art", "the Metropolitan Museum of Art's record"),
            ("pb.lib.berkeley.edu", "la notice du manuscrit dans Philobiblon", "the manuscript's record in Philobiblon"),
            ("gallica.bnf.fr", "l'exemplaire numérisé de la BnF (Gallica)", "the BnF's digitised copy (Gallica)"),
            ("thesaurus-linguae-aegyptiae.de", "la notice du Thesaurus Linguae Aegyptiae",
             "the Thesaurus Linguae Aegyptiae's record")):
        if host in url:
            return name if lang == "fr" else english
    raise ValueError(f"name this link: {url}")


def _text(doc: Doc, lang: str = "fr") -> str:
    t = doc.texte
    if t is None:
        return ""
    if lang != "fr":
        return (f'<div class="jocari-texte-double"><blockquote><p><strong>Original text ({html.escape(t.langue)})'
                f"</strong></p><p>\u201c{html.escape(t.original)}\u201d</p><p><em>Source: {html.escape(t.source)}."
                f"</em></p></blockquote><blockquote><p><strong>In today's English (our translation)</strong></p>"
                f"<p>{html.escape(t.traduction)}</p></blockquote></div>")
    return (f'<div class="jocari-texte-double"><blockquote><p><strong>Texte original ({html.escape(t.langue)})</strong></p>'
            f"<p>« {html.escape(t.original)} »</p><p><em>Source : {html.escape(t.source)}.</em></p></blockquote>"
            f"<blockquote><p><strong>En français d'aujourd'hui (notre traduction)</strong></p>"
            f"<p>{html.escape(t.traduction)}</p></blockquote></div>")


def card(doc: Doc, heading: str = "###", lang: str = "fr") -> str:
    """One document as the history pages show it: drawing, facts, text, questions (markdown with HTML), its words
    in ``lang``."""
    shown = localized(doc, lang)
    questions = "".join(f"<li>{html.escape(q)}</li>" for q in shown.questions)
    return (f"{heading} {shown.titre}\n\n"
            f'<figure class="jocari-illustration jocari-document-figure" markdown="0">{drawing(doc, lang)}'
            f"<figcaption>{html.escape(shown.dessin[0].upper() + shown.dessin[1:])}.</figcaption></figure>\n\n"
            f'<div class="jocari-document-notice" markdown="0">{_facts(shown, lang)}{_text(shown, lang)}'
            f'<div class="jocari-questions-document"><p><strong>Questions</strong></p><ol>{questions}</ol></div></div>\n')


def section(game: str, lang: str = "fr") -> str:
    docs = of(game)
    intro = ("Chaque document est présenté comme en classe d'histoire : sa nature, son auteur, sa date, "
             "son lieu, ce qu'il montre. Aucune photographie n'est reproduite ici : les images sont des "
             "dessins faits par ce site d'après la description publiée de l'objet, et chacun le dit." if lang == "fr"
             else "Each document is presented as in a history lesson: what it is, who made it, when, where, what it "
             "shows. No photograph is reproduced here: the pictures are drawings made by this site from the "
             "published description of the object, and each says so.")
    return intro + "\n\n" + "\n".join(card(d, "###", lang) for d in docs)


def lesson_cell(game: str) -> str:
    """The lessons' markdown cell: the same documents, drawings from ``notebooks/documents/``."""
    out = ["## Des documents pour l'histoire du jeu", "",
           "Les images sont des **dessins** faits par ce site d'après la description publiée de chaque "
           "objet (aucune photographie n'est reproduite). Pour chaque document : nature, auteur, date, lieu, "
           "ce qu'il montre.", ""]
    for doc in of(game):
        out += [f"### {doc.titre}", "", f"![Dessin : {doc.titre}](documents/{doc.key}.svg)", "",
                f"*{doc.dessin[0].upper() + doc.dessin[1:]}.*", ""]
        out += [f"- **{LABELS[f]}** : {getattr(doc, f)}" for f in FIELDS]
        if doc.lien:
            out.append(f"- **En ligne** : [{link_name(doc.lien)}]({doc.lien})")
        if doc.texte:
            out += ["", f"> « {doc.texte.original} »", ">", f"> *{doc.texte.langue} ; {doc.texte.source}.*", "",
                    f"En français d'aujourd'hui (notre traduction) : {doc.texte.traduction}"]
        out += ["", "**Questions** :", ""] + [f"{i}. {q}" for i, q in enumerate(doc.questions, 1)] + [""]
    return "\n".join(out).rstrip() + "\n"


def stored(doc: Doc, lang: str = "fr") -> pathlib.Path:
    """Where the lessons find ``doc``'s drawing: ``notebooks/documents/<key>.svg``, its English words in
    ``<key>-en.svg`` (beside it, so that the English lessons open it as ``../documents/<key>-en.svg`` and
    tools/start.py and the site carry it with the French ones)."""
    return STORED / (f"{doc.key}.svg" if lang == "fr" else f"{doc.key}-{lang}.svg")


def write_stored() -> list[pathlib.Path]:
    """Write the lessons' drawings (``notebooks/documents/``), French and English; returns the files written."""
    STORED.mkdir(exist_ok=True)
    written = []
    for doc in DOCS:
        for lang in ("fr", "en"):
            path = stored(doc, lang)
            path.write_text(drawing(doc, lang) + "\n", encoding="utf-8")
            written.append(path)
    return written


def guide_cell() -> str:
    """The teacher's guide's cell: the documents of every game, what to ask, where they are shown."""
    from jocari_edu.games import REGISTRY

    out = ["## Des documents à étudier en classe", "",
           "Chaque page d'histoire montre un à trois documents par jeu, avec une carte : un **dessin** fait "
           "par ce site (aucune photographie n'est reproduite), la nature, l'auteur, la date, le lieu, ce "
           "que le document montre, et pour un texte l'original à côté de notre traduction. La même fiche "
           "est dans chaque leçon ; les questions ci-dessous sont celles des pages. Pour une heure de classe "
           "sur un seul jeu (55 minutes : le document, trois positions, une partie par deux, la fiche), voyez "
           "la page « Une heure de classe » du jeu ; pour un tournoi, la page « En classe, tournoi ».", ""]
    for entry in REGISTRY:
        out += [f"### {entry.title}", ""]
        for doc in of(entry.slug):
            out += [f"- **{doc.titre}** ({doc.nature} ; {doc.date}), sur la page « Histoire » du jeu. "
                    "Questions : " + " ".join(doc.questions)]
        out.append("")
    return "\n".join(out).rstrip() + "\n"


LESSONS = {"senet": "01_senet", "marelle": "02_marelle", "doze-canes": "03_doze_canes", "jacquet": "04_jacquet"}
GUIDE = "06_guide_enseignant"


def _lines(text: str) -> list[str]:
    return text.splitlines(keepends=True)


def write_cell(name: str, tag: str, text: str, before: str) -> bool:
    """Put ``text`` in the lesson's markdown cell tagged ``tag`` (metadata ``jocari``), or insert it before
    the first cell whose text starts with ``before``; True if the file changed."""
    import hashlib

    path = ROOT / "notebooks" / f"{name}.ipynb"
    raw = path.read_text(encoding="utf-8")
    notebook = json.loads(raw)
    cells = notebook["cells"]
    tagged = [c for c in cells if c.get("metadata", {}).get("jocari") == tag]
    if tagged:
        tagged[0]["source"] = _lines(text)
    else:
        at = next(i for i, c in enumerate(cells) if "".join(c["source"]).lstrip().startswith(before))
        cells.insert(at, {"cell_type": "markdown", "id": hashlib.sha1(f"{name}-{tag}".encode()).hexdigest()[:8],
                          "metadata": {"jocari": tag}, "source": _lines(text)})
    out = json.dumps(notebook, indent=1, ensure_ascii=False) + "\n"
    if out != raw:
        path.write_text(out, encoding="utf-8")
    return out != raw


def write_lessons() -> list[str]:
    changed = [LESSONS[g] for g in LESSONS if write_cell(LESSONS[g], "documents", lesson_cell(g), "## 2.")]
    if write_cell(GUIDE, "documents-guide", guide_cell(), "## Sources"):
        changed.append(GUIDE)
    return changed


if __name__ == "__main__":
    for p in write_stored():
        print(p.relative_to(ROOT))
    if "--lessons" in sys.argv:
        print(*write_lessons())
