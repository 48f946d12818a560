"""The English edition of the bibliography (issue #40): what ``tools/bibliography.py`` says of each work and
document, for English readers.  The works' authors, titles, years and labels are the French records' own (names);
their details, notes and what was checked, and each document's name and description, are here, by the same keys
(a document by its order in ``DOCUMENTS``).  A test checks that each has its English.
"""

from __future__ import annotations

WORKS = {  # key -> (details, note, checked)
    "alphonse-x-1283": (
        "manuscript, Real Biblioteca del Monasterio de San Lorenzo de El Escorial, near Madrid, MS T-I-6; "
        "Doze canes: rules on folio 73 verso, miniature on folio 74 recto",
        "The manuscript describes Doze canes, and also the *alquerque de nueve*, Nine Men's Morris.",
        "folios: the sheet \u201cDouze chiens ou Douze frères\u201d; library and shelfmark: Philobiblon record "
        "(BETA manid 1090)"),
    "alfonso-x-2007": (
        "Madrid, Biblioteca Castro, Fundación José Antonio de Castro",
        "An edition of the *Book of Games*.",
        "bibliography of the sheet \u201cDouze chiens ou Douze frères\u201d"),
    "bell-1960": (
        "London, Oxford University Press",
        "The first edition, where Bell proposes his rules of Senet.",
        "title page of the 2nd edition (Oxford University Press, 1969: \u201cfirst published 1960\u201d), reproduced "
        "on docslib.org; review on cyningstan.com (2011)"),
    "bell-1979": (
        "New York, Dover, a one-volume reprint of the two Oxford volumes (the first of 1960, revised in 1969; the "
        "second of 1969)",
        "The edition the Ludii database cites (pp. 27–28) for Bell's reconstruction of Senet: ten pawns a side, a "
        "pawn hit leaves the board.",
        "review on cyningstan.com (2011); Dover's page for the book (\u201cRev. ed\u201d); the Ludii database's "
        "description of Senet"),
    "botermans": (
        "",
        "The summary through which players know Jéquier's rules.",
        "title and authors: the text \u201cSenet de Jéquier : de quoi s'agit-il ?\u201d; year and publisher not "
        "found in any source, so left out"),
    "breyer-2010": (
        "Brussels, Safran",
        "The rules of Nine Men's Morris (p. 101) and of Jacquet (pp. 136–137) that the Jocari sheets follow; the "
        "first name is given only by its initial.",
        "the Jocari sheets \u201cJeu de la Marelle (ou du moulin)\u201d and \u201cJeu du Jacquet\u201d"),
    "cazaux-2003": (
        "Chiron",
        "Translates into French ten rules of medieval games from Alfonso X's *Book of Games*.",
        "bibliography of the sheet \u201cDouze chiens ou Douze frères\u201d"),
    "kendall-1978": (
        "Kirk Game Company, rules booklet sold with a boxed Senet game",
        "A reconstruction of Senet: seven pawns a side; a pawn hit usually goes back to the square the attacker "
        "came from, but falls into the water if hit on squares 28 to 30 (according to the Ludii database). The "
        "year is the booklet's; Ludii writes 1979.",
        "the Ludii database's description of Senet (which cites \u201cKendall 1979: rules book\u201d); publisher "
        "and form of the booklet: the project's review of its sources (December 2026)"),
    "lepeintre-1818": (
        "Paris, Guillaume et Cie; published as by \u201cun vieil hermite du Morbihan\u201d (an old hermit of the "
        "Morbihan); copy digitised by the Bibliothèque nationale de France (Gallica, ark:/12148/bpt6k9374696)",
        "The oldest known printed rules of Jacquet, added to a treatise on trictrac: the page \u201cDu "
        "Jacquet\u201d is one of the documents of the game's history page.",
        "title page and chapter \u201cDu Jacquet\u201d, in the online transcription \u201cCours complet de "
        "Trictrac\u201d made from the BnF's copy; the date 1818 for the oldest rules of Jacquet: salondesjeux.fr "
        "and the French Wikipedia article \u201cTrictrac\u201d"),
    "lhote-1994": (
        "Paris, Flammarion",
        "The historian of games on whom the encyclopaedias rely to date Jacquet to around 1800.",
        "interview with the author in *Libération* (28 December 1994); record of the Eklectic bookshop"),
    "murray-1941": (
        "*Medium Ævum*, vol. 10, pp. 57–69",
        "Proposes, on p. 67, that a score that cannot be played in Doze canes is lost.",
        "year and p. 67: the sheet \u201cDouze chiens ou Douze frères\u201d, after Musser Golladay (2007, p. 444); "
        "journal, volume and pages: the project's review of its sources (December 2026)"),
    "musser-golladay-2007": (
        "PhD thesis, University of Arizona, Department of Spanish and Portuguese",
        "Reports, on p. 444, Murray's reading (1941, p. 67).",
        "bibliography of the sheet \u201cDouze chiens ou Douze frères\u201d"),
    "piccione-1977": (
        "Cadaco, a boxed Senet game",
        "The rules Piccione wrote for this commercial Senet: pawns entered on a 1, throws shared among the pawns, "
        "no hitting, but a pawn that falls into the water goes back to the hand (according to the Ludii "
        "database).",
        "the Ludii database's description of Senet (\u201cPiccione 1977, King Tut's Game rules\u201d) and its page "
        "for these rules, which names the publisher Cadaco; the rules themselves not consulted"),
    "piccione-1980": (
        "*Archaeology*, vol. 33, no. 4, pp. 55–58",
        "An article for a wide readership, where Piccione presents Senet and the religious meaning he sees in it.",
        "references of studies of games that cite it (*Archaeology*, 33(4), 55–58); article not consulted"),
    "piccione-1990": (
        "PhD thesis, University of Chicago",
        "Studies a religious text of the New Kingdom about the game of Senet.",
        "the author's page at the College of Charleston (\u201cThe Game of Senet and Ancient Egyptian Religious "
        "Beliefs\u201d)"),
    "schadler-2021": (
        "*Board Game Studies Journal*, vol. 15, pp. 79–97",
        "Shows how carved boards may have been dated too early, believed to be as old as the monument that "
        "bears them.",
        "the article itself (heading: vol. 15, no. 1, pp. 79–97, DOI 10.2478/bgs-2021-0004)"),
}

TITLES = {  # a work's title where it carries French words of ours
    "alphonse-x-1283": "*Libros de acedrex, dados e tablas* (\u201cBook of Games\u201d)",
    "piccione-1977": "*King Tut's Game*, rules of the game",
}

DOCUMENTS = (  # (name, what), in the order of bibliography.DOCUMENTS
    ("Jocari, sheet \u201cJeu du Jacquet\u201d",
     "sheet of the French-language site Jocari (games and toys of Antiquity, the Middle Ages and the "
     "Renaissance): equipment, rules after Breyer (2010, pp. 136–137), history. The specification of the rules "
     "engine for Jacquet."),
    ("Jocari, sheet \u201cJeu de la Marelle (ou du moulin)\u201d",
     "sheet of the same site: other names and translations, equipment, rules after Breyer (2010, p. 101), "
     "history. The specification of the \u201cbreyer\u201d rule set."),
    ("\u201cDouze chiens ou Douze frères (Doze canes, Doze hermanos)\u201d",
     "sheet in French: equipment, aim and rules after the *Book of Games*, with Murray's reading (1941, p. 67) "
     "for a score that cannot be played. The specification of the engine."),
    ("\u201cSenet de Jéquier : de quoi s'agit-il ?\u201d",
     "presentation in French of Jéquier's rules, compared rule by rule with standard Senet. The specification "
     "of the two Senet rule sets."),
    ("Ludii, games database, description of Senet",
     "description of the reconstructions of Senet (Jéquier, Bell, Kendall, Piccione), each with its source, in "
     "the public Ludeme/Ludii repository (among the race games); our source for Jéquier uses it to check the "
     "summary by Botermans et al., *The World of Games*, and our pages take Kendall's, Bell's and Piccione's "
     "rules from it."),
    ("Wikipedia, article \u201cSenet\u201d (English)",
     "its sections on Kendall's and Bell's rules: Kendall's seven pawns in 1979; in Bell, a four-sided die, five "
     "decorated houses where no pawn is hit, a hit said to be compulsory (which we do not follow)."),
    ("Jim Loy, page \u201cSenet\u201d",
     "a presentation of the rules after Kendall's booklet: seven pawns on squares 1 to 14, the throw with no "
     "light face worth 5, the pawns on the even squares for the player who throws the first 1."),
    ("Wikipedia, articles \u201cTrictrac\u201d (French) and \u201cJacquet\u201d (English)",
     "place the appearance of Jacquet around 1800, the oldest known printed rules dating from 1818, added to a "
     "treatise on trictrac; they rely on Lhôte (1994)."),
    ("Metropolitan Museum of Art (New York), records of objects 01.4.1a and 12.182.72a, b",
     "two Senet boxes of the New Kingdom: material, date, place of discovery, what is ancient and what is "
     "restored. Our drawings of both boards follow these records."),
    ("Thesaurus Linguae Aegyptiae, records of the papyri Cairo JE 58037 and Turin Cat. 1775",
     "the \u201cGreat Game Text\u201d of Senet: material, dimensions, date (20th Dynasty), where kept and the "
     "known copies, after Piccione's study (1990)."),
    ("Philobiblon, record of the Escorial manuscript T-I-6 (BETA manid 1090)",
     "library, shelfmark, date and place of copying (Seville, 1283), format (400 × 280 mm, two columns) of the "
     "*Book of Games*."),
    ("Facsimile exhibition \u201cLibros del ajedrez, dados y tablas\u201d (RBME T-I-6)",
     "transcription of the colophon of the *Book of Games*: place, king and year (Spanish era 1321), which the "
     "history page of Doze canes quotes."),
    ("Viking Ship Museum, Roskilde, sheet \u201cNine Mens Morris and Tic Tac Toe\u201d",
     "teaching sheet: the board of the Gokstad ship, Nine Men's Morris on one side, hnefatafl on the other."),
    ("W. Szabel, \u201cGokstad ship game board fragment\u201d, blog (2015)",
     "describes the Gokstad fragment and recalls the 1880 excavation and the dating of the ship (end of the 9th "
     "century)."),
    ("\u201cCours complet de Trictrac\u201d, online transcription of Lepeintre (1818)",
     "the text of the 1818 book, transcribed from the BnF's digitised copy, spelling sometimes modernised, with "
     "its figures redrawn: our source for the page \u201cDu Jacquet\u201d."),
)
