"""The further readings of Senet, rule by rule: positions, throws, the exact legal moves and what they do.

Kendall's reading: T. Kendall's 1978 booklet (Kirk Game Company), as the
Ludii database (``Senet.lud``, ruleset "Kendall") and J. Loy describe it;
see /work/wt/senet-readings.md's table for each row's source.  Positions are
set up with ``Senet.arrange`` (white = player 0, black = player 1); pawns not
on the board are off.  Also: every rule set registered is checked when it is
registered, and a rule set added as data only works in every layer.
"""

import dataclasses

import pytest

from jocari_edu import NotationError, new_game
from jocari_edu.core import RuleSetError
from jocari_edu.games.senet import RULE_SETS, Senet, register, rule_set_table
from jocari_edu.players import make_player, suggest
from tests.games.test_senet import moves, refused


def kendall(white, black, throw, to_play=0):
    return Senet.arrange("kendall", white=white, black=black, off=(7 - len(white), 7 - len(black)),
                         to_play=to_play, throw=throw)


# -- Kendall ------------------------------------------------------------------------------------


def test_kendall_starts_with_seven_pawns_a_side_and_the_first_one_plays_14_15():
    game = new_game("senet", "kendall", seed=1)
    assert game.pawns(0) == [1, 3, 5, 7, 9, 11, 13] and game.pawns(1) == [2, 4, 6, 8, 10, 12, 14]
    assert game.in_opening
    game.roll(1)  # White throws the first 1 and takes the even squares
    assert game.pawns(0) == [2, 4, 6, 8, 10, 12, 14] and moves(game) == ["14-15"]
    assert "14-15" in game.throw_note().text("fr") and "2, 4, 6, 8, 10, 12, 14" in game.throw_note().text("fr")
    assert refused(game, "12-13") == "Premier coup imposé : le pion de la case 14 avance en 15."
    game.play("14-15")
    assert game.to_play == 0 and game.awaiting_throw  # the 1 throws again


def test_kendall_a_pawn_beside_its_own_is_protected_and_the_throw_then_moves_back():
    game = kendall(white=[12], black=[15, 16], throw=3)
    assert moves(game) == ["12-9"]
    assert refused(game, "12-15") == "Le pion adverse de la case 15 est protégé par son voisin de la case 16."
    alone = kendall(white=[12], black=[15], throw=3)
    alone.play("12-15")
    assert alone.pawns(0) == [15] and alone.pawns(1) == [12]


def test_kendall_every_pawn_stops_on_26_before_going_on():
    game = kendall(white=[24], black=[1], throw=3)
    assert moves(game) == ["24-21"]
    assert refused(game, "24-27") == ("Le pion de la case 24 doit d'abord s'arrêter sur la case 26 : "
                                      "avec un 3, il la dépasserait.")
    assert moves(kendall(white=[24], black=[1], throw=2)) == ["24-26"]


@pytest.mark.parametrize(("throw", "expected"), [(1, "26-27"), (2, "26-28"), (3, "26-29"), (4, "26-30"),
                                                  (5, "26-off")])
def test_kendall_from_26_each_throw_names_its_house_and_a_5_bears_off(throw, expected):
    assert moves(kendall(white=[26], black=[1], throw=throw)) == [expected]


def test_kendall_28_29_and_30_only_bear_off_28_with_a_3_29_with_a_2_30_with_any_throw():
    assert moves(kendall(white=[28], black=[1], throw=2)) == ["pass"]
    assert moves(kendall(white=[28], black=[1], throw=3)) == ["28-off"]
    assert moves(kendall(white=[29], black=[1], throw=2)) == ["29-off"]
    assert moves(kendall(white=[29], black=[1], throw=1)) == ["pass"]
    assert moves(kendall(white=[30], black=[1], throw=1)) == ["30-off"]
    game = kendall(white=[28, 5], black=[1], throw=2)
    assert refused(game, "28-30") == "Depuis la case 28, un pion ne fait que sortir, et seulement avec un 3."


def test_kendall_a_pawn_attacked_on_29_goes_to_the_water_not_to_26():
    game = kendall(white=[26], black=[1, 29], throw=3)
    assert game.explain("26-29") == ("Le pion va en 29 ; le pion adverse qui s'y trouvait part dans la Maison de "
                                     "l'Eau (case 27).")
    game.play("26-29")
    assert game.pawns(0) == [29] and game.pawns(1) == [1, 27]
    assert game.effects == (("swap_water", 26, 29, 27),)
    full = kendall(white=[26], black=[27, 29], throw=3)
    assert moves(full) == ["26-23"]
    assert refused(full, "26-29") == ("Attaqué en 29, le pion adverse irait dans la Maison de l'Eau (case 27), "
                                      "mais elle est occupée.")


def test_kendall_a_pawn_that_stops_on_27_stays_in_the_water():
    game = kendall(white=[26], black=[1], throw=1)
    assert game.explain("26-27") == ("Le pion entre dans la Maison de l'Eau (case 27) : il y reste jusqu'à un 4, ou "
                                     "jusqu'à ce qu'il reparte en 15. Le 1 donne un nouveau lancer.")
    game.play("26-27")
    assert game.pawns(0) == [27] and game.effects == (("water_held", 26, 27), ("extra_throw", 1))


def test_kendall_a_pawn_in_the_water_is_the_only_one_to_play_a_4_bears_it_off():
    game = kendall(white=[27, 10], black=[1], throw=2)
    assert moves(game) == ["27-15", "pass"]
    assert refused(game, "10-12").startswith("Votre pion de la case 27 est dans la Maison de l'Eau")
    assert moves(kendall(white=[27, 10], black=[1], throw=4)) == ["27-off"]
    game.play("pass")  # waiting: the turn passes
    assert game.to_play == 1 and game.awaiting_throw
    assert game.pawns(0) == [10, 27]


def test_kendall_back_from_the_water_ends_the_turn_and_that_pawn_moves_first():
    game = kendall(white=[27, 10], black=[1], throw=1)
    game.play("27-15")
    assert game.pawns(0) == [10, 15] and game.to_play == 1  # no other throw, even after a 1
    assert game.explain("pass", "en") == game.phase_reason().en  # Black's throw is due
    game.roll(2)
    game.play("1-3")
    game.roll(3)
    assert moves(game) == ["15-18"]
    assert refused(game, "10-13") == "Le pion revenu de l'eau en case 15 doit jouer avant vos autres pions."
    game.play("15-18")
    game.roll(2)
    game.play("3-5")
    game.roll(3)
    assert moves(game) == ["10-13", "18-21"]  # free again


def test_kendall_the_pawn_back_from_the_water_stays_bound_when_the_opponent_comes_back_from_it_too():
    game = Senet.arrange("kendall", white=[26, 3], black=[27, 8], off=(5, 5), to_play=1, throw=2)
    game.play("27-15")  # Black back from the water: that pawn moves first next time (S10)
    game.roll(1)
    game.play("26-27")  # White into the water; the 1 throws again
    game.roll(2)
    game.play("27-15")  # White back from the water: 15 is Black's, so White lands on 14 and attacks nothing
    assert game.pawns(0) == [3, 14] and game.pawns(1) == [8, 15]
    game.roll(2)
    assert moves(game) == ["15-17"]
    assert refused(game, "8-10") == "Le pion revenu de l'eau en case 15 doit jouer avant vos autres pions."


def test_kendall_the_pawn_back_from_the_water_stays_bound_when_an_attack_sends_it_back():
    game = Senet.arrange("kendall", white=[12, 3], black=[27, 8], off=(5, 5), to_play=1, throw=2)
    game.play("27-15")  # Black back from the water: that pawn moves first next time (S10)
    game.roll(3)
    game.play("12-15")  # White attacks it: the two swap, and it is still the pawn to move first
    assert game.pawns(0) == [3, 15] and game.pawns(1) == [8, 12]
    game.roll(2)
    assert moves(game) == ["12-14"]
    assert refused(game, "8-10") == "Le pion revenu de l'eau en case 12 doit jouer avant vos autres pions."


def test_kendall_back_from_the_water_onto_15_taken_goes_to_the_nearest_empty_square_before():
    game = kendall(white=[27], black=[15, 14], throw=2)
    game.play("27-15")
    assert game.pawns(0) == [13]


def test_kendall_moving_back_may_attack_an_unprotected_pawn():
    game = kendall(white=[15], black=[11, 18, 19], throw=4)
    assert moves(game) == ["15-11"]
    assert game.explain("15-11") == ("Aucun pion ne peut avancer : le pion recule en 11 et échange sa place avec le "
                                     "pion adverse, qui avance en 15. Le 4 donne un nouveau lancer.")
    game.play("15-11")
    assert game.effects == (("swap_back", 15, 11), ("extra_throw", 4))
    assert game.pawns(0) == [11] and game.pawns(1) == [15, 18, 19]


def test_kendall_a_side_with_a_pawn_in_the_water_loses_its_pairs_protection():
    game = kendall(white=[10], black=[12, 13, 27], throw=2)
    assert "10-12" in moves(game)


def test_kendall_no_move_ends_the_turn_even_after_a_1():
    game = kendall(white=[28], black=[1], throw=1)
    assert moves(game) == ["pass"]
    assert game.explain("pass") == "Aucun coup possible : le tour passe. Le tour est perdu, même après un 1."
    game.play("pass")
    assert game.to_play == 1


def test_kendall_the_last_of_seven_pawns_off_wins():
    game = kendall(white=[30], black=[1], throw=1)
    game.play("30-off")
    assert game.is_over and game.winner == 0
    assert game.outcome.text("fr") == "Blanc a sorti ses sept pions et gagne."
    assert game.outcome.text("en") == "White has borne off all seven pawns and wins."


# -- the position text: the marks that complete it ---------------------------------------------------------------


def test_the_opening_s_imposed_move_is_in_the_position_text():
    game = new_game("senet", "jequier", seed=1)
    game.roll(1)  # the first 1: 10-11 is imposed
    text = game.position()
    assert text == "BWBWBWBWBW....................|00|0|move|1|forced"
    assert moves(Senet.from_position(text, "jequier")) == ["10-11"]
    # a text written before the mark existed reads as its default: no move imposed
    assert moves(Senet.from_position(text.removesuffix("|forced"), "jequier")) == ["10-11", "2-3", "4-5", "6-7", "8-9"]


def test_kendall_s_pawn_bound_to_move_first_is_in_the_position_text():
    game = Senet.arrange("kendall", white=[26, 3], black=[27, 8], off=(5, 5), to_play=1, throw=2)
    game.play("27-15")
    text = game.position()
    assert text == "..W....B......B..........W....|55|0|throw|2|bound=0,15"
    again = Senet.from_position(text, "kendall")
    again.roll(1)
    again.play("26-27")
    again.roll(2)
    again.play("27-15")
    again.roll(2)
    assert moves(again) == ["15-17"]
    # a text written before the mark existed reads as its default: no pawn bound
    free = Senet.from_position(text.removesuffix("|bound=0,15"), "kendall")
    free.roll(3)
    free.play("3-6")
    free.roll(2)
    assert moves(free) == ["15-17", "8-10"]


@pytest.mark.parametrize(("rule_set", "text"), [
    ("kendall", "..W....B......B..........W....|55|0|throw|2|bound=0,14"),  # no Black pawn on 14
    ("kendall", "..W....B......B..........W....|55|0|throw|2|bound=15"),
    ("kendall", "..W....B......B..........W....|55|0|throw|2|bound=0,x"),
    ("kendall", "..W....B......B..........W....|55|0|throw|2|bound=0,15|bound=0,15"),
    ("kendall", "..W....B......B..........W....|55|0|throw|2|forced"),  # no throw being played
    ("kendall", "..W....B......B..........W....|55|0|throw|2|lié=0,15"),
    ("standard", "..W....B......B..........W....|33|0|throw|2|bound=0,15"),  # no water that holds a pawn
    ("standard", "BWBWBWBWBW....................|00|0|move|1|forced"),  # no imposed opening move
    ("jequier", "BWBWBWBWBW....................|00|0|move|2|forced"),  # the first 1 imposes it
    ("jequier", "BWBWBWBWB.W...................|00|0|move|1|forced"),  # 10-11 cannot be played
])
def test_a_corrupted_mark_of_the_position_text_is_refused_in_words(rule_set, text):
    from jocari_edu import RecordError

    with pytest.raises(NotationError) as err:
        Senet.from_position(text, rule_set)
    assert err.value.text("fr") == f"Position invalide : « {text} »."
    record = new_game("senet", rule_set, seed=1).to_record()
    record["start"] = text
    with pytest.raises(RecordError):  # a record starting there is refused whole
        Senet.from_record(record)


# -- every reading: records, pictures, levels ------------------------------------------------------

READINGS = sorted(RULE_SETS)


@pytest.mark.parametrize("rule_set", READINGS)
def test_a_seeded_game_between_two_levels_plays_to_its_end_and_its_record_replays(rule_set):
    from jocari_edu.share import from_link, to_link

    game = new_game("senet", rule_set, seed=5)
    players = [make_player("moyen", 1, nodes=300), make_player("fort", 2, nodes=300)]
    while not game.is_over and len(game.history) < 4000:
        if game.awaiting_throw:
            game.roll()
        else:
            game.play(players[game.to_play].choose(game))
    assert game.is_over
    again = Senet.from_json(game.to_json())
    assert again.history == game.history and again.position() == game.position()
    assert from_link(to_link(game)).position() == game.position()


@pytest.mark.parametrize("rule_set", READINGS)
@pytest.mark.parametrize("level", ["moyen", "fort", "expert"])
def test_every_level_and_the_hint_play_legal_moves_in_each_reading(rule_set, level):
    game = new_game("senet", rule_set, seed=3)
    player = make_player(level, 7, nodes=200)
    for _ in range(12):
        if game.is_over:
            break
        if game.awaiting_throw:
            game.roll()
            continue
        hint = suggest(game, level, nodes=200)
        assert hint.move in game.legal_moves() and hint.text("en") and hint.text("fr")
        game.play(player.choose(game))


@pytest.mark.parametrize("rule_set", READINGS)
def test_each_reading_draws_its_named_squares(rule_set):
    data = RULE_SETS[rule_set]
    for lang in ("fr", "en"):
        picture = new_game("senet", rule_set, seed=1, lang=lang).svg()
        for names in data.named_squares.values():
            assert f">{names[0 if lang == 'fr' else 1]}<" in picture
    # every pawn is drawn: on the board, or in hand (Piccione's pawns all start there)
    assert picture.count('class="pawn') + picture.count('class="hand-pawn') == 2 * data.pieces


# -- the registry -------------------------------------------------------------------------------


def test_the_comparison_table_has_a_row_per_rule_and_a_column_per_reading():
    table = rule_set_table("fr")
    assert table[0] == ("Règle", *(r.fr for r in RULE_SETS.values()))
    assert ("Pions par joueur", *(str(r.pieces) for r in RULE_SETS.values())) in table
    english = rule_set_table("en")
    assert english[0][0] == "Rule" and len(english) == len(table)
    assert all(len(row) == len(table[0]) for row in table)


@pytest.mark.parametrize(("changes", "says"), [
    ({"water_landing": "whirlpool"}, "water_landing 'whirlpool' is no hook"),
    ({"bear_off": "anywhere"}, "bear_off 'anywhere' is no hook"),
    ({"pieces": 6}, "start must give each side 6"),
    ({"extra_throws": frozenset({7})}, "extra_throws [7] must be throw values"),
    ({"water_square": 3}, "a pawn starts in the House of Water"),
    ({"name": "standard"}, "already registered"),
    ({"water_landing": "none"}, "water_landing 'none' means no House of Water: water_square must be 0, not 28"),
    ({"water_landing": "held_until_four", "water_square": 12}, "sends a held pawn back to 15"),
])
def test_a_rule_set_that_cannot_be_played_is_refused_when_it_is_registered(changes, says):
    record = dataclasses.replace(RULE_SETS["standard"], **{"name": "tried", **changes})
    with pytest.raises(RuleSetError) as err:
        register(record)
    assert says in str(err.value)
    assert "tried" not in RULE_SETS


def test_a_rule_set_added_as_data_only_plays_draws_and_is_advised_at_every_level():
    record = dataclasses.replace(RULE_SETS["jequier"], name="data_only", fr="Senet d'essai", en="Trial Senet",
                                 water_square=25, named_squares={25: ("Mare", "Pond")})
    register(record)
    try:
        game = new_game("senet", "data_only", seed=2)
        assert "Mare" in game.svg() and game.rules.fr == "Senet d'essai"
        for level in ("moyen", "fort", "expert"):
            game = new_game("senet", "data_only", seed=2)
            player = make_player(level, 1, nodes=200)
            while game.in_opening or game.awaiting_throw:
                game.roll()
            assert game.is_legal(player.choose(game))
    finally:
        del RULE_SETS["data_only"]
        del Senet.RULE_SETS["data_only"]


# -- Bell -----------------------------------------------------------------------------------------


def bell(white, black, throw, to_play=0, off=None, taken=(0, 0)):
    off = off if off is not None else (10 - len(white) - taken[0], 10 - len(black) - taken[1])
    return Senet.arrange("bell", white=white, black=black, off=off, taken=taken, to_play=to_play, throw=throw)


def test_bell_ten_pawns_a_side_a_four_sided_die_and_the_higher_first_throw_starts():
    game = new_game("senet", "bell", seed=1)
    assert game.pawns(0) == list(range(1, 21, 2)) and game.pawns(1) == list(range(2, 21, 2))
    assert game.throw_outcomes() == [((v,), 1 / 4) for v in (1, 2, 3, 4)]
    assert game.phase_reason().text("fr").startswith("Ouverture : chacun lance une fois")
    game.roll(3)
    game.roll(3)  # a tie: both throw again (S14)
    assert game.in_opening and game.to_play == 0
    game.roll(2)
    game.roll(3)  # Black's higher throw starts; the opening's throws move nothing
    assert not game.in_opening and game.to_play == 1 and game.awaiting_throw
    assert game.pawns(1) == list(range(2, 21, 2))


def test_bell_a_pawn_landed_on_is_taken_and_leaves_the_game():
    game = bell(white=[12], black=[16, 17], throw=4)
    assert moves(game) == ["12-16"]  # no protection by a neighbour
    game.play("12-16")
    assert game.pawns(0) == [16] and game.pawns(1) == [17]
    assert game.taken == (0, 1) and game.off == [9, 8]
    assert game.effects[0] == ("capture", 12, 16)
    assert game.to_play == 1  # no throw plays again


def test_bell_no_pawn_is_taken_on_a_marked_square():
    game = bell(white=[24], black=[26], throw=2)
    assert moves(game) == ["pass"]
    assert refused(game, "24-26") == "La case 26 est protégée : on n'y attaque pas."


def test_bell_a_pawn_on_a_marked_square_that_can_move_must_move_first():
    game = bell(white=[15, 5], black=[1], throw=2)
    assert moves(game) == ["15-17"]
    assert refused(game, "5-7") == "Un pion d'une case marquée peut jouer (15-17) : il faut d'abord quitter la case 15."
    blocked = bell(white=[15, 17, 5], black=[1], throw=2)  # 15-17 is blocked by its own pawn
    assert moves(blocked) == ["17-19", "5-7"]


def test_bell_bears_off_with_the_exact_throw_only():
    assert moves(bell(white=[28], black=[1], throw=3)) == ["28-off"]
    assert moves(bell(white=[28], black=[1], throw=4)) == ["pass"]
    assert moves(bell(white=[30], black=[1], throw=1)) == ["30-off"]
    game = bell(white=[28, 5], black=[1], throw=4)
    assert refused(game, "28-off") == "On ne sort qu'avec le lancer exact : depuis la case 28, un 3."


def test_bell_never_moves_back():
    assert moves(bell(white=[28], black=[29, 30], throw=1)) == ["pass"]


def test_bell_ends_when_the_board_is_empty_and_more_pawns_off_wins():
    game = bell(white=[], black=[29], throw=2, to_play=1, off=(6, 3), taken=(4, 6))
    assert not game.is_over  # White has no pawn left, but Black still has one
    game.play("29-off")
    assert game.is_over and game.winner == 0
    assert game.outcome.text("fr") == "Plus aucun pion sur le plateau : Blanc en a sorti 6, contre 4, et gagne."
    draw = bell(white=[], black=[29], throw=2, to_play=1, off=(4, 3), taken=(6, 6))
    draw.play("29-off")
    assert draw.is_over and draw.winner is None and draw.outcome.kind == "draw"


def test_bell_a_side_with_no_pawn_left_passes():
    game = bell(white=[], black=[3], throw=2, off=(10, 9))
    assert moves(game) == ["pass"]


# -- Piccione -----------------------------------------------------------------------------------
# P. A. Piccione's rules for King Tut's Game (1977), as the Ludii database describes them; pawns not
# placed with ``arrange`` are in hand (none is off unless ``off`` says so).


def piccione(white, black, throw, to_play=0, off=(0, 0)):
    return Senet.arrange("piccione", white=white, black=black, off=off, to_play=to_play, throw=throw)


def test_piccione_starts_with_every_pawn_in_hand_and_a_1_enters_one_on_square_1():
    game = new_game("senet", "piccione", seed=1)
    assert game.hand == (5, 5) and game.pawns(0) == game.pawns(1) == [] and game.off == [0, 0]
    assert game.to_play == 0 and game.awaiting_throw  # White starts (S18)
    game.roll(2)
    assert moves(game) == ["pass"]  # nothing on the board, and only a 1 enters
    game.play("pass")
    assert game.to_play == 1
    game.roll(1)
    assert moves(game) == ["in-1"]
    assert game.explain("in-1") == ("Un pion de la main entre en case 1. On relance : ce lancer doit d'abord faire "
                                    "avancer ce pion.")
    assert game.explain("in-1", "en") == ("A pawn from the hand enters on square 1. Throw again: that throw must "
                                          "first move this pawn.")
    game.play("main-1")  # the French notation of the same move
    assert game.pawns(1) == [1] and game.hand == (5, 4) and game.to_play == 1 and game.awaiting_throw


def test_piccione_a_pawn_enters_only_on_square_1_and_the_notation_help_names_the_hand():
    game = piccione([8], [30], throw=1)
    before = game.position()
    assert refused(game, "in-2") == "Un pion entre toujours en case 1, pas en case 2 (coup in-1)."
    assert refused(game, "in-5", "en") == "A pawn always enters on square 1, not on square 5 (move in-1)."
    with pytest.raises(NotationError) as error:
        game.play("entre")
    assert "in-1" in str(error.value) and "1-in" in str(error.value)
    assert game.position() == before
    with pytest.raises(NotationError) as standard:
        new_game("senet", seed=1).parse_move("entre")
    assert "in-1" not in str(standard.value)  # the standard rules have no hand


def test_piccione_the_pawn_just_entered_moves_first():
    game = piccione([8], [30], throw=1)
    assert moves(game) == ["8-9", "in-1"]
    game.play("in-1")
    game.roll(3)
    assert moves(game) == ["1-2", "1-3", "1-4"]
    assert refused(game, "8-11") == "Le pion qui vient d'entrer en case 1 doit jouer d'abord."
    assert refused(game, "8-9", "en") == "The pawn just entered on square 1 must move first."
    game.play("1-2")  # one step of the 3: the other two points go to any pawn
    assert moves(game) == ["2-3", "2-4", "8-10", "8-9"]


def test_piccione_an_entered_pawn_that_cannot_move_goes_back_to_the_hand_and_the_turn_passes():
    game = piccione([], [2, 3, 4], throw=1)
    game.play("in-1")
    game.roll(3)
    assert moves(game) == ["1-in"]
    assert refused(game, "1-2") == "La case 2 est occupée : on ne s'arrête jamais sur un autre pion."
    assert game.explain("1-in") == "Le pion de la case 1 ne peut pas bouger : il retourne dans la main, et le tour passe."
    game.play("1-in")
    assert game.hand == (5, 2) and game.to_play == 1 and game.awaiting_throw


def test_piccione_a_throw_is_divided_step_by_step_between_the_pawns():
    game = piccione([10, 20], [5], throw=4)
    assert moves(game) == ["10-11", "10-12", "10-13", "10-14", "20-21", "20-22", "20-23", "20-24"]
    assert game.explain("10-12") == "Le pion avance de la case 10 à la case 12. Il reste 2 points à jouer."
    assert game.explain("10-12", "en") == "The pawn advances from square 10 to 12. 2 points are left to play."
    game.play("10-12")
    assert moves(game) == ["12-13", "12-14", "20-21", "20-22"] and game.to_play == 0
    assert refused(game, "20-23") == "Il reste 2 points à jouer : le pion de la case 20 ne peut pas aller en 23."
    position = game.position()
    assert Senet.from_position(position, "piccione").position() == position  # the split turn is in the text
    game.play("20-22")
    assert game.to_play == 1 and game.awaiting_throw and game.pawns(0) == [12, 22]


def test_piccione_no_pawn_stops_on_another_and_points_no_step_can_play_are_lost():
    game = piccione([10], [12], throw=2)
    assert moves(game) == ["10-11"]
    assert refused(game, "10-12") == "La case 12 est occupée : on ne s'arrête jamais sur un autre pion."
    assert game.explain("10-11", "en") == ("The pawn advances from square 10 to 11. The point left is lost: no step "
                                           "can play it.")
    game.play("10-11")
    assert game.to_play == 1 and game.awaiting_throw


def test_piccione_a_pawn_landing_in_the_water_goes_back_to_the_hand_passing_over_it_is_harmless():
    game = piccione([24], [1], throw=3)
    assert game.explain("24-27") == ("Le pion tombe dans l'eau (case 27) : il retourne dans la main et devra entrer "
                                     "de nouveau.")
    game.play("24-27")
    assert game.pawns(0) == [] and game.hand == (5, 4) and not game.is_over and game.to_play == 1
    assert game.effects == (("water_to_hand", 24, 27),)
    game = piccione([25], [1], throw=3)
    game.play("25-28")
    assert game.pawns(0) == [28]


def test_piccione_landing_on_15_earns_a_throw_once_the_points_are_played():
    game = piccione([13, 2], [1], throw=3)
    assert game.explain("13-15") == ("Le pion avance de la case 13 à la case 15. La case 15 donne un nouveau lancer, "
                                     "une fois ce lancer joué. Il reste 1 point à jouer.")
    game.play("13-15")
    assert moves(game) == ["15-16", "2-3"] and game.to_play == 0
    game.play("2-3")
    assert game.to_play == 0 and game.awaiting_throw  # the throw earned on 15
    game.roll(2)
    game.play("15-17")
    assert game.to_play == 1  # no more throw owed


def test_piccione_moves_back_only_when_nothing_advances_never_from_28_and_all_the_turn_one_way():
    game = piccione([24], [25, 26], throw=2)
    assert moves(game) == ["24-22", "24-23"]
    game = piccione([28], [29, 30], throw=2)
    assert moves(game) == ["pass"]
    game = piccione([14, 20], [15, 16, 17, 18, 19], throw=5)  # 20 can advance: nobody moves back
    assert "14-13" not in moves(game) and "20-25" in moves(game)
    assert refused(game, "14-13", "en") == "A pawn can still advance (20-21): moving back is allowed only when none can."
    game = piccione([14], [15, 16, 17, 18, 19], throw=5)
    assert moves(game) == ["14-10", "14-11", "14-12", "14-13", "14-9"]
    game.play("14-12")  # backwards: the rest of the throw goes backwards too
    assert moves(game) == ["12-10", "12-11", "12-9"]
    assert refused(game, "12-13") == "Pendant tout le tour, les pions vont dans le même sens : ce tour-ci, en reculant."


def test_piccione_bears_off_with_the_exact_points_and_the_last_of_five_off_wins():
    game = piccione([29], [1], throw=2, off=(4, 0))
    assert moves(game) == ["29-30", "29-off"]
    game.play("29-off")
    assert game.is_over and game.winner == 0 and game.off == [5, 0]
    assert game.outcome.text("fr") == "Blanc a sorti ses cinq pions et gagne."
    game = piccione([29], [1], throw=1)
    assert moves(game) == ["29-30"]
    assert refused(game, "29-off") == "Il reste 1 point à jouer : le pion de la case 29 ne peut pas aller en off."


def test_piccione_no_move_with_a_5_passes_the_turn():
    game = piccione([], [28, 29, 30], throw=5)
    assert moves(game) == ["pass"]
    assert game.explain("pass") == "Aucun coup possible : le tour passe. Le tour est perdu, même après un 5."
    game.play("pass")
    assert game.to_play == 1


def test_piccione_a_split_position_round_trips_through_its_text_a_record_and_a_link():
    from jocari_edu.share import from_link, to_link

    game = new_game("senet", "piccione", seed=11)
    player = make_player("moyen", 3, nodes=200)
    for _ in range(300):
        if game.is_over:
            break
        if game.awaiting_throw:
            game.roll()
        else:
            game.play(player.choose(game))
        text = game.position()
        assert Senet.from_position(text, "piccione").position() == text
    again = Senet.from_json(game.to_json())
    assert again.history == game.history and again.position() == game.position()
    assert from_link(to_link(game)).position() == game.position()
