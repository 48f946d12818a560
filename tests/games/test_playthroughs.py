"""Playthroughs: one short game or game fragment of each of the nine rule sets, written out move by move.

Read these to learn the rules; they sit beside the seeded digests (``test_seeded_records.py``,
``test_seeded_moves.py``), which say *that* a seeded game changed, while a playthrough says *what*
changed: which throw, which move, which sentence, which position.  Every expected value was
checked by hand against the rules (the French source texts in ``shared/seeds/`` and the rule
sets' ``CHOICES``, whose keys are named in the comments: S1-S21, M1-M8, J1-J9, D1-D6).

Conventions: White is player 0 and Black player 1; ``play`` returns the sentence the game says
about a move before playing it (the sentence a learner reads when clicking it); the legal moves
are compared as sorted notation; Senet's board is read from the position text (``W``/``B`` per
square, squares 1 to 30), Doze canes' house from its own field (``w``/``b`` a lone token, ``W``/``B``
a pair).
"""

from jocari_edu import new_game
from jocari_edu.games.doze_canes import DozeCanes
from jocari_edu.games.jacquet import Jacquet
from jocari_edu.games.marelle import Marelle
from jocari_edu.games.senet import Senet


def moves(game) -> list[str]:
    return sorted(str(m) for m in game.legal_moves())


def play(game, move: str) -> str:
    """Play ``move`` and return what the game said about it, as a learner clicking it reads it."""
    said = game.explain(move)
    game.play(move)
    return said


def pawns(game) -> tuple[list[int], list[int]]:
    """Senet: the squares of White's pawns and of Black's, read from the position text."""
    board = game.position().split("|")[0]
    return ([i + 1 for i, c in enumerate(board) if c == "W"], [i + 1 for i, c in enumerate(board) if c == "B"])


def senet_off(game) -> tuple[int, int]:
    """Senet: how many pawns each side has borne off, read from the position text."""
    off = game.position().split("|")[1]
    return tuple(int(n) for n in (off.split(",") if "," in off else off))


# -- Senet, standard ---------------------------------------------------------------------------------------


def test_senet_standard_the_opening_a_swap_a_pass_and_the_extra_throws():
    game = new_game("senet", "standard", seed=1)
    assert pawns(game) == ([1, 3, 5, 7, 9], [2, 4, 6, 8, 10]) and game.to_play == 0  # White: the odd squares
    game.roll(3)
    # 10 is a lone black pawn (its neighbours 9 and 11: White, empty): it can be attacked (S1)
    assert moves(game) == ["1-4", "3-6", "5-8", "7-10", "9-12"]
    assert play(game, "7-10") == "Le pion va en 10 et échange sa place avec le pion adverse, qui recule en 7."
    assert pawns(game) == ([1, 3, 5, 9, 10], [2, 4, 6, 7, 8]) and game.to_play == 1  # a 3: no other throw
    game.roll(2)
    # Black's 2: 2-4, 4-6, 6-8 land on its own pawns; 7-9 and 8-10 on White's pair 9-10, which protect each other
    assert moves(game) == ["pass"]
    assert play(game, "pass") == "Aucun coup possible : le tour passe."
    assert game.to_play == 0
    game.roll(4)
    # 3-7: Black's 7 is guarded by its neighbour 6; 1-5 and 5-9 land on White's own pawns
    assert moves(game) == ["10-14", "9-13"]
    assert play(game, "10-14") == "Le pion avance de la case 10 à la case 14. Le 4 donne un nouveau lancer."
    assert game.to_play == 0 and game.awaiting_throw
    game.roll(1)
    # 1-2 and 3-4 attack lone pawns; 5-6 does not (6 and 7 are a pair)
    assert moves(game) == ["1-2", "14-15", "3-4", "9-10"]


def test_senet_standard_the_water_the_houses_and_the_last_pawn_off():
    game = Senet.arrange("standard", white=[15, 25, 29], black=[22], off=(2, 4), throw=3)
    assert moves(game) == ["15-18", "25-28", "29-off"]  # from 29, a 3 bears off (S2)
    # 28 is the House of Water: back to 15, or (15 taken) the nearest empty square before it
    assert play(game, "25-28") == "Le pion tombe dans la Maison de l'Eau (case 28) et repart en case 14."
    assert pawns(game) == ([14, 15, 29], [22]) and game.to_play == 1
    game.roll(5)
    assert play(game, "22-27") == "Le pion avance de la case 22 à la case 27. Le 5 donne un nouveau lancer."
    game.roll(3)
    assert moves(game) == ["27-30"]  # a 3 from 27 lands on 30: it does not pass it
    assert game.explain("27-off") == "Avec un 3, le pion de la case 27 arrive en 30 : il ne dépasse pas la case 30."
    play(game, "27-30")
    game.roll(3)
    assert play(game, "29-off") == "Le pion de la case 29 sort du plateau."
    assert senet_off(game) == (3, 4) and game.to_play == 1
    game.roll(4)
    assert moves(game) == ["pass"]
    assert game.explain("30-off") == "Depuis la case 30, on ne sort qu'avec un 2."
    # no move, but the 4 still throws again (S6)
    assert play(game, "pass") == "Aucun coup possible : le tour passe. Le 4 donne un nouveau lancer."
    assert game.to_play == 1 and game.awaiting_throw
    game.roll(2)
    assert play(game, "30-off") == "Le pion de la case 30 sort du plateau."
    assert game.is_over and game.winner == 1 and game.outcome.kind == "all_off"
    assert game.outcome.text() == "Noir a sorti ses cinq pions et gagne."


# -- Senet, Jéquier -----------------------------------------------------------------------------------------


def test_senet_jequier_the_opening_throws_until_a_one_then_the_forced_move():
    game = new_game("senet", "jequier", seed=1)
    game.roll(3)  # White throws first: no 1, Black throws (S4)
    assert game.to_play == 1 and game.in_opening
    game.roll(1)  # Black's 1: Black takes the even squares and must play 10-11
    assert pawns(game)[1] == [2, 4, 6, 8, 10]
    assert moves(game) == ["10-11"]
    assert play(game, "10-11") == "Le pion avance de la case 10 à la case 11. Le 1 donne un nouveau lancer."
    game.roll(6)  # no light side up: 6 here (5 in the standard game), and it throws again
    assert moves(game) == ["11-17", "4-10", "6-12", "8-14"]  # 2-8 would land on Black's own pawn
    assert play(game, "11-17") == "Le pion avance de la case 11 à la case 17. Le 6 donne un nouveau lancer."
    game.roll(2)
    assert moves(game) == ["17-19", "8-10"]


def test_senet_jequier_the_block_of_three_moving_back_and_the_water():
    game = Senet.arrange("jequier", white=[12, 26], black=[14, 15, 16, 23], off=(3, 1), throw=6)
    # forwards, 12-18 jumps three black pawns in a row (S5) and 26 cannot bear off while 12 is not on the
    # last row: no pawn can advance, so one must move back by the throw onto an empty square
    assert game.explain("12-18") == "Trois pions adverses alignés (cases 14 à 16) barrent le passage."
    assert game.explain("26-off") == ("On ne sort qu'une fois tous ses pions sur la dernière rangée (cases 21 à 30) ; "
                                      "la case 12 n'y est pas.")
    assert moves(game) == ["12-6", "26-20"]
    assert play(game, "26-20") == ("Aucun pion ne peut avancer : le pion recule de la case 26 à la case 20. "
                                   "Le 6 donne un nouveau lancer.")
    game.roll(4)
    assert moves(game) == ["20-24"]  # 12-16: Black's 16 is guarded by 15
    play(game, "20-24")
    game.roll(2)
    assert moves(game) == ["24-26"]  # 12-14: guarded by 15 too
    assert play(game, "24-26") == "Le pion avance de la case 24 à la case 26."
    game.roll(4)
    assert moves(game) == ["14-18", "15-19", "16-20", "23-27"]
    # the House of Water is 27 here, and its pawn restarts on the board's first empty square
    assert play(game, "23-27") == ("Le pion tombe dans la Maison de l'Eau (case 27) et repart en case 1. "
                                   "Le 4 donne un nouveau lancer.")
    assert pawns(game) == ([12, 26], [1, 14, 15, 16])


# -- Senet, Kendall -----------------------------------------------------------------------------------------


def test_senet_kendall_the_stop_on_26_the_water_held_until_a_four_and_the_houses_exits():
    game = Senet.arrange("kendall", white=[23, 29], black=[20, 30], off=(5, 5), throw=3)
    # every pawn stops on 26 before going on; from 29 a pawn only bears off, with a 2
    assert moves(game) == ["23-26"]
    assert game.explain("29-off") == "Depuis la case 29, un pion ne fait que sortir, et seulement avec un 2."
    play(game, "23-26")
    game.roll(2)
    assert moves(game) == ["20-22", "30-off"]  # from 30, any throw bears off
    assert play(game, "30-off") == "Le pion de la case 30 sort du plateau."
    game.roll(1)
    assert moves(game) == ["26-27"]  # a pawn on 28-30 never moves on along the board
    assert play(game, "26-27") == ("Le pion entre dans la Maison de l'Eau (case 27) : il y reste jusqu'à un 4, "
                                   "ou jusqu'à ce qu'il reparte en 15. Le 1 donne un nouveau lancer.")
    game.roll(3)
    # the pawn in the water is the only one its player moves: back to 15, or wait
    assert moves(game) == ["27-15", "pass"]
    assert play(game, "pass") == "Le pion reste dans la Maison de l'Eau (case 27) ; le tour passe."
    game.roll(3)
    play(game, "20-23")
    game.roll(4)
    assert moves(game) == ["27-off"]  # the 4 takes it out of the water, and off
    assert play(game, "27-off") == "Le pion de la case 27 sort du plateau. Le 4 donne un nouveau lancer."
    game.roll(3)
    assert moves(game) == ["pass"]
    assert play(game, "pass") == "Aucun coup possible : le tour passe."  # no other throw after a pass (S12)
    game.roll(2)
    play(game, "23-25")
    game.roll(2)
    assert play(game, "29-off") == "Le pion de la case 29 sort du plateau."
    assert game.is_over and game.winner == 0 and game.outcome.text() == "Blanc a sorti ses sept pions et gagne."


# -- Senet, Bell --------------------------------------------------------------------------------------------


def test_senet_bell_the_opening_the_marked_squares_a_capture_and_the_count_at_the_end():
    game = new_game("senet", "bell", seed=1)
    assert pawns(game) == (list(range(1, 20, 2)), list(range(2, 21, 2)))  # ten pawns a side
    assert [t for (t,), _ in game.throw_outcomes()] == [1, 2, 3, 4]  # one four-sided die (S13)
    game.roll(2)
    game.roll(2)  # a tie: both throw again (S14)
    game.roll(1)
    game.roll(3)  # Black's 3 beats White's 1: Black starts, with a throw of its own
    assert game.to_play == 1 and game.awaiting_throw and not game.in_opening

    game = Senet.arrange("bell", white=[15, 20, 28], black=[22, 30], off=(5, 6), taken=(2, 2), throw=2)
    # 15 and 28 are marked squares: a pawn there must leave first (S15); 20-22 must wait
    assert moves(game) == ["15-17", "28-30"]
    assert game.explain("20-22") == "Un pion d'une case marquée peut jouer (15-17) : il faut d'abord quitter la case 15."
    assert game.explain("28-off") == "On ne sort qu'avec le lancer exact : depuis la case 28, un 3."
    # an attacked pawn is taken: it leaves the game (no neighbour protects it here)
    assert play(game, "28-30") == "Le pion va en 30 et prend le pion adverse, qui quitte la partie."
    assert pawns(game) == ([15, 20, 30], [22])
    game.roll(3)
    play(game, "22-25")
    game.roll(3)
    assert moves(game) == ["15-18"]  # 15 still to leave first; from 30 only a 1 bears off

    # the end: when the board is empty, the side that bore off more pawns wins (S16)
    game = Senet.arrange("bell", white=[30], black=[28], off=(6, 5), taken=(3, 4), throw=1)
    play(game, "30-off")
    game.roll(3)
    play(game, "28-off")
    assert game.is_over and game.winner == 0 and game.outcome.kind == "most_off"
    assert game.outcome.text() == "Plus aucun pion sur le plateau : Blanc en a sorti 7, contre 6, et gagne."
    game = Senet.arrange("bell", white=[30], black=[28], off=(6, 6), taken=(3, 3), throw=1)
    play(game, "30-off")
    game.roll(3)
    play(game, "28-off")
    assert game.is_over and game.winner is None
    assert game.outcome.text() == "Plus aucun pion sur le plateau : chacun en a sorti 7, la partie est nulle."


# -- Senet, Piccione ----------------------------------------------------------------------------------------


def test_senet_piccione_entering_with_a_one_and_playing_a_throw_step_by_step():
    game = new_game("senet", "piccione", seed=1)
    assert pawns(game) == ([], [])  # every pawn starts in hand
    game.roll(3)
    assert moves(game) == ["pass"]  # a pawn enters only with a 1 (S18)
    play(game, "pass")
    game.roll(1)
    assert moves(game) == ["in-1"]
    assert play(game, "in-1") == ("Un pion de la main entre en case 1. "
                                  "On relance : ce lancer doit d'abord faire avancer ce pion.")
    game.roll(2)
    # the throw is played step by step, never beyond the points left (S17)
    assert moves(game) == ["1-2", "1-3"]
    assert play(game, "1-2") == "Le pion avance de la case 1 à la case 2. Il reste 1 point à jouer."
    assert moves(game) == ["2-3"]
    play(game, "2-3")
    assert pawns(game) == ([], [3]) and game.to_play == 0
    game.roll(5)
    # a fresh throw with no move passes the turn, even a 5 (S20)
    assert moves(game) == ["pass"]
    assert play(game, "pass") == "Aucun coup possible : le tour passe. Le tour est perdu, même après un 5."
    assert game.to_play == 1
    game.roll(1)
    assert moves(game) == ["3-4", "in-1"]


def test_senet_piccione_square_26_the_water_back_to_hand_and_bearing_off():
    game = Senet.arrange("piccione", white=[23, 28], black=[25], off=(3, 4), throw=4)
    # no attack in this reading: 23-25 is not a move; 28 bears off with 3 of the 4 points
    assert moves(game) == ["23-24", "23-26", "23-27", "28-29", "28-30", "28-off"]
    assert play(game, "23-26") == ("Le pion avance de la case 23 à la case 26. La case 26 donne un nouveau "
                                   "lancer, une fois ce lancer joué. Il reste 1 point à jouer.")
    assert moves(game) == ["26-27", "28-29"]
    water = game.copy()
    # the water sends the pawn back to the hand; square 26's earned throw is kept
    assert play(water, "26-27") == ("Le pion tombe dans l'eau (case 27) : il retourne dans la main et devra "
                                    "entrer de nouveau. Les points du lancer sont joués : on relance, comme la case "
                                    "atteinte plus tôt l'a donné.")
    assert pawns(water) == ([28], [25]) and water.to_play == 0 and water.awaiting_throw
    # the throw's last point played: the throw comes from square 26, not from the 4 (only a 5 throws again, S20)
    assert play(game, "28-29") == ("Le pion avance de la case 28 à la case 29. Les points du lancer sont joués : on "
                                   "relance, comme la case atteinte plus tôt l'a donné.")
    assert game.to_play == 0 and game.awaiting_throw
    game.roll(2)
    assert moves(game) == ["26-27", "26-28", "29-30", "29-off"]  # from 29, 2 points bear off exactly
    assert play(game, "29-off") == "Le pion de la case 29 sort du plateau."
    assert pawns(game) == ([26], [25]) and senet_off(game) == (4, 4) and game.to_play == 1
    game.roll(3)
    assert moves(game) == ["25-27", "25-28"]  # 25-26 would land on White


# -- La Marelle, Breyer -------------------------------------------------------------------------------------


def test_marelle_breyer_the_toss_a_mill_while_placing_and_its_take():
    game = new_game("marelle", "breyer", seed=1)
    assert game.awaiting_throw  # who starts is tossed (M5): heads or tails
    assert [game.throw_text(t) for t, _ in game.throw_outcomes()] == ["Blanc commence", "Noir commence"]
    game.roll(2)
    assert game.to_play == 1 and len(moves(game)) == 24  # Black places first, on any of the 24 points
    for point in ("a1", "a7", "d1", "d7"):
        assert play(game, point) == f"Pose un pion en {point}."
    assert play(game, "g1") == "Pose un pion en g1. Cela forme le moulin a1-d1-g1 : vous prendrez ensuite un pion adverse."
    # the take is a step of its own (M3), on a piece of White's
    assert game.to_play == 1 and moves(game) == ["xa7", "xd7"]
    assert game.explain("xg7") == "Il n'y a aucun pion à prendre en g7."
    assert play(game, "xa7") == "Prend le pion adverse en a7."
    assert game.points(0) == ["d7"] and game.points(1) == ["a1", "d1", "g1"] and game.to_play == 0


def test_marelle_breyer_a_mill_opened_then_closed_by_the_same_pieces_is_no_mill():
    game = Marelle.arrange("breyer", white="a1 d1 g1 b4 f4", black="a7 d7 b6 f6 e3")
    assert game.mills(0) == ["a1-d1-g1"]
    assert play(game, "g1-g4") == ("Le pion va de g1 à g4. Ce coup défait le moulin a1-d1-g1 : "
                                   "ces trois pions ne le reformeront plus.")
    play(game, "d7-g7")
    # the same three pieces back on the same line (M1): the move is allowed but makes no mill (M2)
    assert play(game, "g4-g1") == ("Le pion va de g4 à g1. La ligne a1-d1-g1 est complète, mais on ne reforme pas "
                                   "le même moulin avec les mêmes pions : pas de prise.")
    assert game.mills(0) == [] and game.to_play == 1  # no take: Black plays
    play(game, "g7-d7")
    play(game, "b4-a4")
    assert game.explain("xd7") == "On ne prend un pion qu'après avoir formé un moulin."


# -- La Marelle, modern -------------------------------------------------------------------------------------


def test_marelle_modern_three_pieces_fly_a_mill_takes_the_seventh_and_wins():
    game = new_game("marelle", "modern", seed=1)
    assert not game.awaiting_throw and game.to_play == 0 and len(moves(game)) == 24  # White places first (M5)

    game = Marelle.arrange("modern", white="a1 g1 b2 d2 f4", black="a7 g7 c5", to_play=1)
    # Black has three pieces: each may fly to any of the 16 empty points (M8)
    assert len(moves(game)) == 3 * 16
    assert play(game, "c5-d1") == "Avec trois pions, vous pouvez voler : le pion va de c5 à d1."  # blocks a1-d1-g1
    # White, with five, still follows the lines
    assert moves(game) == ["a1-a4", "b2-b4", "d2-d3", "d2-f2", "f4-e4", "f4-f2", "f4-f6", "f4-g4", "g1-g4"]
    assert play(game, "f4-f2") == "Le pion va de f4 à f2. Cela forme le moulin b2-d2-f2 : vous prendrez ensuite un pion adverse."
    assert moves(game) == ["xa7", "xd1", "xg7"]
    assert play(game, "xd1") == "Prend le pion adverse en d1. C'est le septième pion pris : Blanc gagne."
    assert game.is_over and game.winner == 0
    assert game.outcome.text() == "Blanc a pris sept pions : Noir n'en a plus que deux. Blanc gagne."


# -- Doze canes ---------------------------------------------------------------------------------------------


def house(game) -> str:
    """Doze canes: the six points of the house of entry, from its first: ``.`` empty, ``w``/``b`` one token,
    ``W``/``B`` a pair."""
    return game.position().split("|")[1]


def test_doze_canes_the_house_entries_a_hit_a_pair_and_a_lost_point():
    game = new_game("doze_canes", seed=1)
    assert moves(game) == ["Q1", "Q2", "Q3", "Q4"] and not game.awaiting_throw  # the house first (D1)
    assert play(game, "Q1") == ("Blanc choisit le quart 1 (flèches 1 à 6) comme maison d'entrée, "
                                "pour toute la partie.")
    game.roll(4, 6)
    assert moves(game) == ["4", "6"]  # each die names a point of the house (D2), in either order (D5)
    assert play(game, "4") == "Le 4 entre un jeton sur la flèche 4, vide."
    play(game, "6")
    assert house(game) == "...w.w" and game.to_play == 1
    game.roll(6, 2)
    assert play(game, "6") == ("Le 6 bat le jeton adverse de la flèche 6 : il retourne dans la main de son joueur, "
                               "et votre jeton prend sa place.")
    play(game, "2")
    assert house(game) == ".b.w.b"
    game.roll(6, 6)  # a double: two entries on the same point, and nothing more (D4)
    play(game, "6")  # hits back
    assert play(game, "6") == "Le 6 entre un second jeton sur la flèche 6 : elle est doublée, personne ne peut plus y entrer."
    assert house(game) == ".b.w.W"
    game.roll(6, 4)
    assert game.explain("6") == "Le 6 désigne la flèche 6, mais la flèche 6 est doublée : ce point est perdu."
    assert moves(game) == ["4"]  # the 6 is lost (D3)
    assert play(game, "4") == ("Le 4 bat le jeton adverse de la flèche 4 : il retourne dans la main de son joueur, "
                               "et votre jeton prend sa place. Le 6 restant est perdu (flèche 6 doublée) : le tour passe.")
    assert house(game) == ".b.b.W" and game.to_play == 0


def test_doze_canes_the_game_ends_when_the_sixth_point_is_doubled():
    game = DozeCanes.arrange(1, white=[1, 1, 2, 2, 3, 3], black=[4, 4, 5, 5, 6], throw=(6, 6))
    play(game, "6")  # hits Black's lone token
    assert house(game) == "WWWBBw"
    assert play(game, "6").endswith("Les six flèches sont doublées : la partie est finie.")
    assert game.is_over and game.winner == 0 and game.outcome.text() == "Blanc tient 4 flèches contre 2 et gagne."
    # three against three: a draw, even with a die left (D6)
    game = DozeCanes.arrange(1, white=[1, 1, 2, 2, 6], black=[3, 3, 4, 4, 5, 5], throw=(6, 1))
    assert game.explain("1") == ("Le 1 désigne la flèche 1, qui porte déjà vos deux jetons : deux au plus par flèche, "
                                 "ce point est perdu.")
    play(game, "6")
    assert game.is_over and game.winner is None
    assert game.outcome.text() == "Trois flèches chacun : la partie est nulle."


# -- Jacquet ------------------------------------------------------------------------------------------------


def test_jacquet_the_opening_dice_and_the_courier():
    game = new_game("jacquet", seed=1)
    game.roll(4)  # White's die (J1)
    game.roll(4)  # Black's: a tie, both throw again
    game.roll(2)
    game.roll(5)  # Black's 5 beats White's 2: Black starts, throwing both dice (the opening dice are not played)
    assert game.to_play == 1 and game.awaiting_throw
    game.roll(5, 3)
    assert moves(game) == ["1-4", "1-6"]  # one die at a time, from the talon on point 1
    assert game.explain("1-9").startswith("Aucun dé ne vaut 8 (dés : 5 et 3) : pour avancer un seul pion de la "
                                          "somme, jouez les dés un à un")
    # the first checker off the talon is the courier: until it reaches the last quarter, it moves alone (J4)
    assert play(game, "1-6") == ("Le pion de la flèche 1 avance en 6 (dé 5). Ce pion devient le postillon : "
                                 "les autres attendent qu'il soit dans le dernier quartier. Reste à jouer : 3.")
    assert moves(game) == ["6-9"]
    assert play(game, "6-9") == "Le pion de la flèche 6 avance en 9 (dé 3). Ensuite, c'est à Blanc de lancer."
    game.roll(6, 2)
    assert moves(game) == ["1-3", "1-7"]


def test_jacquet_bearing_off_with_a_larger_die_and_a_double_win():
    game = Jacquet.arrange(white={20: 1, 23: 2}, black={10: 1, 14: 6, 20: 8}, off=(12, 0), throw=(6, 2))
    # the 6 bears off the farthest checker it can (20, which needs 5); the 2 bears off from 23 exactly (J7)
    assert moves(game) == ["20-off/6", "23-off"]
    assert play(game, "20-off/6") == ("Le pion de la flèche 20 sort du jeu avec un 6, plus fort que nécessaire "
                                      "(un 5 suffisait). Reste à jouer : 2.")
    assert play(game, "23-off") == "Le pion de la flèche 23 sort du jeu (dé 2). Ensuite, c'est à Noir de lancer."
    game.roll(3, 1)
    # Black counts in its own numbering; its 11 is White's 23, held by White's last checker
    assert moves(game) == ["10-13", "14-15", "14-17", "20-21", "20-23"]
    assert game.explain("10-11") == "La flèche 11 est tenue par l'adversaire."
    play(game, "14-15")
    play(game, "10-13")
    game.roll(2, 2)  # a double plays four 2s; one is enough here
    assert play(game, "23-off") == ("Le pion de la flèche 23 sort du jeu (dé 2). C'est le dernier pion : "
                                    "la partie est gagnée.")
    # Black's rearmost checker, on its 13, is in its third quarter: the win is double (J9)
    assert game.is_over and game.winner == 0 and game.outcome.points == 2
    assert game.outcome.text() == ("Blanc a sorti ses quinze pions et gagne la partie double (2 points) : le pion le "
                                   "plus en arrière de Noir est dans son troisième quartier (flèche 13 dans la "
                                   "numérotation de Noir).")
