"""The English edition of the primary documents (issue #40): the same records as ``tools/documents.py``, field by
field, for English readers; the facts (dates, places, numbers, sources) are the French records' own.

``tools/documents.py`` reads them (``localized(doc, "en")``, ``card(doc, heading, "en")``); a test checks that every
document has every field here.
"""

from __future__ import annotations

OURS = "drawing by this project (MIT licence, like the site)"

DOCS = {
    "senet-met-01-4-1a": dict(
        titre="The games box with faience tiles from Abydos",
        nature="archaeological object: a games box and its pawns",
        auteur="an unknown Egyptian craftsman",
        date="New Kingdom (the tomb held a scarab with the name of Thutmose III, about 1479–1425 BC)",
        lieu="a tomb at Abydos, in Upper Egypt",
        conservation="New York, Metropolitan Museum of Art, no. 01.4.1a (pawns: 01.4.1b–h and 01.4.1i–p)",
        montre="The top of the box carries the Senet board: thirty squares in three rows of ten. The underside "
               "carried, according to the museum, the game of twenty squares. Only some of the blue faience tiles "
               "are ancient: the museum set them on a modern wooden box and replaced the lost tiles with copies. "
               "The pawns have two shapes, one for each player.",
        dessin="drawing of the board after the museum's record (three rows of ten squares, faience tiles); the "
               "object's decoration is not reproduced",
        source="record of the Metropolitan Museum of Art, object 01.4.1a",
        licence=OURS,
        questions=("How do we know that this box dates from the New Kingdom?",
                   "In the object on display, what is ancient and what is modern?",
                   "Does the board teach us the rules of the game? What does it teach us?")),
    "senet-met-12-182-72": dict(
        titre="The games box inscribed with the name of Taia",
        nature="archaeological object: an inscribed games box with two boards and a drawer",
        auteur="an unknown Egyptian craftsman, for the overseer of works Taia and his family",
        date="New Kingdom, 18th Dynasty, reigns of Thutmose IV to Amenhotep III",
        lieu="Egypt (bought in Cairo in 1912; place of discovery unknown)",
        conservation="New York, Metropolitan Museum of Art, no. 12.182.72a, b",
        montre="A wooden box for two games: on one face, the thirty squares of Senet; on the other, the twenty "
               "squares of another game; a drawer holds the pawns and the throwing sticks. The inscriptions are "
               "funerary offering formulas for Taia, his father and his mother: the object went with a dead man "
               "into his tomb.",
        dessin="drawing of both faces after the museum's record (thirty squares; twelve squares in three rows of "
               "four, continued by a row of eight); the inscriptions and decoration are not reproduced",
        source="record of the Metropolitan Museum of Art, object 12.182.72a, b",
        licence=OURS,
        questions=("Why does a games object carry formulas for the dead?",
                   "How many games can be played with this box? How can we tell?")),
    "senet-papyrus-caire-je-58037": dict(
        titre="The \u201cGreat Game Text\u201d: the Cairo papyrus JE 58037",
        nature="religious text written on a papyrus roll",
        auteur="an unknown Egyptian scribe",
        date="New Kingdom, 20th Dynasty (on the back, an account dated year 31 of Ramesses III)",
        lieu="Egypt, probably Upper Egypt (the provenance is not certain)",
        conservation="Cairo, Egyptian Museum, JE 58037 (another copy: Turin, Museo Egizio, Cat. 1775)",
        montre="A long text about the game of Senet, known from this papyrus, from a papyrus in Turin and from an "
               "inscription in the tomb of Inherkhau at Thebes (TT 359). The Egyptologist Peter Piccione studied "
               "it (Piccione 1990): he reads in it a game full of religious meaning, linked to the passage into "
               "the afterlife, not the rules of a game. That is why the rules played today remain "
               "reconstructions.",
        dessin="drawing of the roll to the scale of its published dimensions (190 × 20.5 cm); the writing is not "
               "reproduced and we quote no translation, having none published that we could check",
        source="record of the papyrus in the Thesaurus Linguae Aegyptiae (dimensions, date, location, copies); "
               "Piccione (1990)",
        licence=OURS,
        questions=("Does a text about a game necessarily teach us its rules? What does this one teach us?",
                   "Why do historians compare several copies of the same text?")),
    "marelle-alquerque-de-nueve": dict(
        titre="The alquerque de nueve of the Book of Games",
        nature="text and miniatures of an illuminated manuscript",
        auteur="the workshop of King Alfonso X of Castile (Alfonso X 1283)",
        date="1283",
        lieu="Seville (kingdom of Castile)",
        conservation="San Lorenzo de El Escorial, Real Biblioteca del Monasterio, MS T-I-6",
        montre="Among the alquerque games, the manuscript describes the alquerque de nueve: nine pieces a player "
               "on three nested squares, joined through the middle of their sides. It is the board of Nine Men's "
               "Morris, the same as this site's: a dated 13th-century text gives its name and its lines.",
        dessin="drawing of the lines described (three nested squares joined through the middle of their sides, "
               "twenty-four points); the miniature is not reproduced",
        source="Alfonso X (1283); Philobiblon record of the manuscript (BETA manid 1090)",
        licence=OURS,
        questions=("How many points does this board have? How many lines of three points?",
                   "What does a dated text add, compared with a carved board that cannot be dated?")),
    "marelle-gokstad": dict(
        titre="The game board of the Gokstad ship",
        nature="archaeological object: a fragment of a two-sided wooden game board",
        auteur="an unknown Scandinavian craftsman (Viking Age)",
        date="9th century (the ship was built at the end of the 9th century, according to dendrochronology)",
        lieu="the burial mound of Gokstad farm, near Sandefjord (Norway), excavated in 1880",
        conservation="location and inventory number: not checked by this project",
        montre="A board found in the ship buried with a dead man: one face carries a Nine Men's Morris board, the "
               "other a grid compared with a Norse game, hnefatafl. So the game was played in Scandinavia in the "
               "Viking Age, far from Rome and from Castile.",
        dessin="drawing of a complete board; the fragment keeps only part of it, which we do not draw in detail",
        source="teaching sheet \u201cNine Mens Morris and Tic Tac Toe\u201d of the Viking Ship Museum in Roskilde "
               "(Denmark); article \u201cGokstad ship game board fragment\u201d (W. Szabel's blog, 2015)",
        licence=OURS,
        questions=("What does the place of the find tell us about the players?",
                   "Why do we say that the game is \u201cattested\u201d in Norway in the 9th century?")),
    "doze-canes-miniature-74r": dict(
        titre="The miniature of Doze canes (folio 74 recto)",
        nature="picture: a miniature painted in a manuscript",
        auteur="the painters of Alfonso X's workshop (Alfonso X 1283)",
        date="1283",
        lieu="Seville (kingdom of Castile)",
        conservation="San Lorenzo de El Escorial, Real Biblioteca del Monasterio, MS T-I-6, folio 74r",
        montre="Facing the rules on folio 73v, a painting shows children playing on a board while adults watch; "
               "one of them puts a hand on a child's shoulder and points at the board. That it is a lesson is an "
               "interpretation: the picture does not say so.",
        dessin="diagram of the scene after its description (where the players, the onlookers and the board are); "
               "it is not a copy of the painting",
        source="Alfonso X (1283); Philobiblon record of the manuscript (BETA manid 1090)",
        licence=OURS,
        questions=("Who is playing, who is watching? What is the adult in front doing?",
                   "Does the picture prove that children were taught this game? What could we say, carefully?")),
    "doze-canes-colophon": dict(
        titre="The colophon of the Book of Games: where and when it was finished",
        nature="text: the last page of a manuscript (its \u201ccolophon\u201d)",
        auteur="the workshop of King Alfonso X of Castile",
        date="Spanish era 1321, that is 1283 of our era",
        lieu="Seville",
        conservation="San Lorenzo de El Escorial, Real Biblioteca del Monasterio, MS T-I-6, last folio",
        montre="The book itself says where it was begun and finished, by order of which king and in which year. "
               "The year is counted in the Spanish era, 38 years ahead of ours: 1321 − 38 = 1283. This text is "
               "where this site's date for Doze canes comes from.",
        dessin="drawing of a two-column page (400 × 280 mm, after the Philobiblon record), the colophon at the "
               "foot of the second; the writing is not reproduced",
        source="transcription of the colophon published with the facsimile exhibition \u201cLibros del "
               "ajedrez, dados y tablas\u201d (RBME T-I-6); format and layout: Philobiblon record (BETA manid 1090)",
        licence=f"{OURS}; text of 1283, in the public domain",
        questions=("In which city was the book finished? By whose order?",
                   "Why must 38 be taken from the year written to find ours?"),
        texte=dict(langue="13th-century Castilian",
                   traduction="by order of the most noble King Don Alfonso […] in the year one thousand three "
                              "hundred and twenty-one of the era.",
                   source="transcription of the facsimile exhibition \u201cLibros del ajedrez, dados y "
                          "tablas\u201d; another transcription writes \u201ctrescientos\u201d")),
    "jacquet-lepeintre-1818": dict(
        titre="The oldest printed rules of Jacquet (1818)",
        nature="printed text: a book of rules of games",
        auteur="Pierre Marie Michel Lepeintre, who signs \u201cun vieil hermite du Morbihan\u201d (an old hermit of "
               "the Morbihan) (Lepeintre 1818)",
        date="1818",
        lieu="Paris, Guillaume et Cie, booksellers",
        conservation="Paris, Bibliothèque nationale de France (digitised on Gallica, ark:/12148/bpt6k9374696)",
        montre="A treatise on trictrac to which the author adds \u201ca summary of gammon, jacquet and "
               "garanguet\u201d. Its page on Jacquet already gives the features of this site's game: two heels "
               "(talons) in the two opposite corners, a first checker that must pass alone into the opposite half "
               "before the others (our courier, the postillon), doubles played twice, and no hitting.",
        dessin="drawing after figure 30 of the book: the two heels at M and at A, and each player's first checker "
               "after two throws (the points lettered as in the book)",
        source="Lepeintre (1818), transcription of the online edition \u201cCours complet de Trictrac\u201d "
               "(spelling sometimes modernised), made from the BnF's digitised copy",
        licence=f"{OURS}; text of 1818, in the public domain",
        questions=("Which rule of today's Jacquet do you recognise in this text?",
                   "Why do we say \u201cthe oldest known printed rules\u201d, and not \u201cthe invention of the "
                   "game\u201d?"),
        texte=dict(langue="French of 1818",
                   traduction="Each of us must first move one checker only, the first, until it has reached the "
                              "half of the board facing our heel. […] In Jacquet, the opponent's checkers are not "
                              "taken.",
                   source="Lepeintre (1818), chapter \u201cDu Jacquet\u201d, online transcription made from the "
                          "BnF's copy")),
}

LABELS = {"nature": "What it is", "auteur": "Made by", "date": "Date", "lieu": "Place",
          "conservation": "Kept at", "montre": "What it shows", "dessin": "The drawing", "source": "Source",
          "licence": "Licence"}

PLACES = {"Abydos": "Senet: games box, New Kingdom", "Séville": "Doze canes and alquerque de nueve: 1283",
          "Gokstad": "Nine Men's Morris: board, 9th century", "Paris": "Jacquet: first printed rules, 1818"}
PLACE_NAMES = {"Séville": "Seville"}

# the words drawn in the documents' pictures (tools/documents.py), French -> English
DRAWN = {
    "pions coniques": "conical pawns", "pions en bobine": "spool-shaped pawns",
    "une face : le senet (30 cases)": "one face: Senet (30 squares)",
    "l'autre face : le jeu des 20 cases": "the other face: the game of 20 squares", "tiroir": "drawer",
    "20,5 cm": "20.5 cm",
    "Dessin — Le Caire, Musée égyptien, JE 58037 (rouleau déroulé, à l'échelle)":
        "Drawing — Cairo, Egyptian Museum, JE 58037 (the roll unrolled, to scale)",
    "Dessin du tracé — Escorial, ms. T-I-6": "Drawing of the lines — Escorial, MS T-I-6",
    "Dessin : plateau entier ; l'original est un fragment": "Drawing: the whole board; the original is a fragment",
    "adultes qui regardent ; l'un montre le plateau du doigt": "adults watching; one points at the board",
    "joueur": "player", "Schéma, pas une copie — Escorial, ms. T-I-6, f. 74r":
        "A diagram, not a copy — Escorial, MS T-I-6, f. 74r",
    "le colophon": "the colophon", "Dessin — Escorial, ms. T-I-6 (400 × 280 mm)":
        "Drawing — Escorial, MS T-I-6 (400 × 280 mm)",
    "Dessin d'après Lepeintre (1818), figure 30 : talons en M et en A":
        "Drawing after Lepeintre (1818), figure 30: heels at M and at A",
    "Dessin — New York, Metropolitan Museum of Art, n° 01.4.1a": "Drawing — New York, Metropolitan Museum of "
                                                                "Art, no. 01.4.1a",
    "Dessin — New York, Metropolitan Museum of Art, n° 12.182.72a, b": "Drawing — New York, Metropolitan Museum "
                                                                      "of Art, no. 12.182.72a, b",
}
