"""Senet, one test per row of the seed's comparison table, per rule set.

Source: shared/seeds/003_fc31a5edbcadf883.txt.  Positions are set up with
``Senet.arrange`` (white = player 0, black = player 1).
"""

import json
from fractions import Fraction

import pytest

from jocari_edu import IllegalMoveError, InvalidThrowError, JocariError, WrongPhaseError, new_game
from jocari_edu.core.rng import Rng
from jocari_edu.games.senet import OFF, PASS, Senet, SenetMove


def moves(game):
    return sorted(str(m) for m in game.legal_moves())


def refused(game, move, lang="fr"):
    """The reason given for ``move``, after checking it is refused and changes nothing."""
    before = (game.position(), len(game.history))
    with pytest.raises(IllegalMoveError) as err:
        game.play(move)
    assert (game.position(), len(game.history)) == before
    assert str(err.value) == game.explain(move)
    return game.explain(move, lang)


# -- who starts ----------------------------------------------------------------


def test_standard_first_player_takes_odd_squares_and_throws_first():
    game = new_game("senet", "standard", seed=1)
    assert game.pawns(0) == [1, 3, 5, 7, 9] and game.pawns(1) == [2, 4, 6, 8, 10]
    assert game.to_play == 0 and game.awaiting_throw and not game.in_opening


def test_jequier_opening_throws_in_turn_until_a_one():
    game = new_game("senet", "jequier", seed=1)
    assert game.in_opening and game.to_play == 0
    game.roll(3)
    assert game.in_opening and game.to_play == 1
    game.roll(6)
    assert game.to_play == 0
    game.roll(1)  # player 0 throws the first 1
    assert game.pawns(0) == [2, 4, 6, 8, 10] and game.pawns(1) == [1, 3, 5, 7, 9]
    assert game.legal_moves() == [SenetMove(10, 11)]
    assert "10" in refused(game, "8-9")
    game.play("10-11")
    assert game.to_play == 0 and game.awaiting_throw and not game.in_opening  # throws again


def test_jequier_opening_explains_why_no_pawn_moves_yet():
    game = new_game("senet", "jequier", seed=1)
    assert game.explain("10-11") == "Ouverture : chacun lance à son tour, et le premier qui fait un 1 commence."
    assert game.explain("10-11", lang="en") == "Opening: players throw in turn until one throws a 1."
    with pytest.raises(WrongPhaseError, match="Ouverture"):
        game.play("10-11")
    game.roll(1)
    assert game.explain("10-11").startswith("Le pion avance de la case 10 à la case 11.")


def test_jequier_opening_one_by_second_player_gives_them_the_even_pawns():
    game = new_game("senet", "jequier", seed=1)
    game.roll(2)
    game.roll(1)
    assert game.to_play == 1 and game.pawns(1) == [2, 4, 6, 8, 10]
    assert moves(game) == ["10-11"]


def test_jequier_opening_says_who_took_the_even_pawns_until_the_forced_move():
    game = new_game("senet", "jequier", seed=1)
    assert game.throw_note() is None
    game.roll(1)  # White held the odd squares provisionally: the colours swap
    assert game.throw_note().code == "opening_swap"
    assert "les couleurs s'échangent (Blanc en 2, 4, 6, 8, 10 ; Noir en 1, 3, 5, 7, 9)" in game.throw_note().fr
    game.play("10-11")
    assert game.throw_note() is None
    game.undo()
    game.undo()
    game.roll(4)
    game.roll(1)  # Black's first 1: it already holds the even squares
    assert game.throw_note().code == "opening_keep" and game.throw_note().en.startswith("Black threw the first 1")
    assert new_game("senet", "standard", seed=1).throw_note() is None


# -- throws ----------------------------------------------------------------------


@pytest.mark.parametrize("rule_set, none_up", [("standard", 5), ("jequier", 6)])
def test_throw_values_and_true_probabilities(rule_set, none_up):
    game = new_game("senet", rule_set)
    expected = {1: Fraction(4, 16), 2: Fraction(6, 16), 3: Fraction(4, 16), 4: Fraction(1, 16), none_up: Fraction(1, 16)}
    assert {t[0]: p for t, p in game.throw_outcomes()} == expected


@pytest.mark.parametrize("rule_set, impossible", [("standard", 6), ("jequier", 5)])
def test_throw_that_the_sticks_cannot_show_is_refused(rule_set, impossible):
    game = new_game("senet", rule_set)
    with pytest.raises(InvalidThrowError, match="impossible"):
        game.roll(impossible)


def test_seeded_draws_follow_the_stick_probabilities():
    """Chi-square test of 16,000 seeded draws against 4:6:4:1:1 (df=4, 99.9% critical 18.47)."""
    game = new_game("senet", "standard")
    rng = Rng(2024)
    counts = {v: 0 for v in range(1, 6)}
    n = 16000
    for _ in range(n):
        counts[game._draw(rng)[0]] += 1
    chi2 = sum((counts[t[0]] - n * p) ** 2 / (n * p) for t, p in game.throw_outcomes())
    assert chi2 < 18.47


# -- extra throws -------------------------------------------------------------------


@pytest.mark.parametrize(
    "rule_set, value, again",
    [("standard", 1, True), ("standard", 2, False), ("standard", 3, False), ("standard", 4, True),
     ("standard", 5, True), ("jequier", 4, True), ("jequier", 2, False), ("jequier", 3, False), ("jequier", 6, True), ("jequier", 1, True)],
)
def test_extra_throw_after_the_move(rule_set, value, again):
    game = Senet.arrange(rule_set, white=[2], black=[20], off=(4, 4), throw=value)
    game.play(f"2-{2 + value}")
    assert game.awaiting_throw and game.to_play == (0 if again else 1)


# -- blocking -----------------------------------------------------------------------


def test_standard_jumps_any_number_of_pawns():
    game = Senet.arrange("standard", white=[10], black=[11, 12, 13], off=(4, 2), throw=4)
    assert moves(game) == ["10-14"]


def test_jequier_three_in_a_row_block_forwards():
    game = Senet.arrange("jequier", white=[10, 1], black=[11, 12, 13], off=(3, 2), throw=4)
    assert "10-14" not in moves(game)
    assert "Trois pions adverses alignés (cases 11 à 13)" in refused(game, "10-14")
    assert "Three opposing pawns" in game.explain("10-14", lang="en")


def test_jequier_two_in_a_row_do_not_block():
    game = Senet.arrange("jequier", white=[10], black=[11, 12, 25], off=(4, 2), throw=4)
    assert moves(game) == ["10-14"]


def test_jequier_three_in_a_row_block_backwards():
    # 15 cannot advance (19 is protected by 18), and 12-14 block the way back to 11.
    game = Senet.arrange("jequier", white=[15], black=[12, 13, 14, 18, 19], off=(4, 0), throw=4)
    assert game.legal_moves() == [PASS]
    assert "cases 12 à 14" in game.explain("15-11")


# -- protected squares --------------------------------------------------------------


@pytest.mark.parametrize("rule_set, square", [("standard", 27), ("standard", 29), ("standard", 30),
                                               ("jequier", 26), ("jequier", 28), ("jequier", 29), ("jequier", 30)])
def test_protected_squares_cannot_be_attacked(rule_set, square):
    game = Senet.arrange(rule_set, white=[square - 2, 1], black=[square, 5], off=(3, 3), throw=2)
    assert f"{square - 2}-{square}" not in moves(game)
    assert refused(game, f"{square - 2}-{square}") == f"La case {square} est protégée : on n'y attaque pas."


@pytest.mark.parametrize("rule_set, square", [("standard", 26), ("jequier", 25)])
def test_unprotected_house_square_can_be_attacked(rule_set, square):
    game = Senet.arrange(rule_set, white=[square - 2], black=[square], off=(4, 4), throw=2)
    assert f"{square - 2}-{square}" in moves(game)


@pytest.mark.parametrize("rule_set", ["standard", "jequier"])
def test_neighbour_of_the_same_colour_protects(rule_set):
    game = Senet.arrange(rule_set, white=[12], black=[15, 16], off=(4, 3), throw=3)
    assert "12-15" not in moves(game)
    assert refused(game, "12-15") == "Le pion adverse de la case 15 est protégé par son voisin de la case 16."
    assert game.explain("12-15", "en") == "The opposing pawn on square 15 is protected by its neighbour on square 16."


@pytest.mark.parametrize("rule_set", ["standard", "jequier"])
def test_neighbours_count_across_the_turn_of_a_row(rule_set):
    """Choice S1: 10 and 11 are neighbours on the track."""
    game = Senet.arrange(rule_set, white=[8], black=[10, 11], off=(4, 3), throw=2)
    assert "8-10" not in moves(game)


# -- the swap -----------------------------------------------------------------------


@pytest.mark.parametrize("rule_set", ["standard", "jequier"])
def test_attack_swaps_the_two_pawns(rule_set):
    game = Senet.arrange(rule_set, white=[12], black=[15], off=(4, 4), throw=3)
    assert "échange" in game.explain("12-15")
    game.play("12-15")
    assert game.pawns(0) == [15] and game.pawns(1) == [12]


def test_cannot_stop_on_own_pawn():
    game = Senet.arrange("standard", white=[12, 15], black=[1], off=(3, 4), throw=3)
    assert refused(game, "12-15") == "La case 15 porte déjà un de vos pions."


# -- House of Water -----------------------------------------------------------------


def test_standard_water_is_28_and_sends_back_to_15():
    game = Senet.arrange("standard", white=[25], black=[1], off=(4, 4), throw=3)
    assert "repart en case 15" in game.explain("25-28")
    game.play("25-28")
    assert game.pawns(0) == [15]


def test_standard_water_falls_back_to_the_nearest_empty_square_before_15():
    game = Senet.arrange("standard", white=[25], black=[15, 14], off=(4, 3), throw=3)
    game.play("25-28")
    assert game.pawns(0) == [13]


def test_jequier_water_is_27_and_sends_to_the_first_empty_square():
    game = Senet.arrange("jequier", white=[24, 1, 2], black=[3, 5], off=(2, 3), throw=3)
    assert "repart en case 4" in game.explain("24-27")
    game.play("24-27")
    assert game.pawns(0) == [1, 2, 4]


def test_jequier_28_is_not_water():
    game = Senet.arrange("jequier", white=[25], black=[1], off=(4, 4), throw=3)
    game.play("25-28")
    assert game.pawns(0) == [28]


# -- moving back ----------------------------------------------------------------------


def test_standard_never_moves_back():
    game = Senet.arrange("standard", white=[15], black=[18, 19], off=(4, 3), throw=4)
    assert game.legal_moves() == [PASS]
    assert "va en 19" in refused(game, "15-11")


def test_jequier_moves_back_when_no_pawn_can_advance():
    game = Senet.arrange("jequier", white=[15], black=[18, 19], off=(4, 3), throw=4)
    assert moves(game) == ["15-11"]
    assert "recule" in game.explain("15-11")
    game.play("15-11")
    assert game.pawns(0) == [11]


def test_jequier_moving_back_is_refused_while_a_pawn_can_advance():
    game = Senet.arrange("jequier", white=[15, 5], black=[18, 19], off=(3, 3), throw=4)
    assert moves(game) == ["5-9"]
    assert refused(game, "15-11") == "Un pion peut encore avancer (5-9) : on ne recule que si aucun ne le peut."


def test_jequier_moves_back_only_onto_an_empty_square():
    game = Senet.arrange("jequier", white=[15], black=[11, 18, 19], off=(4, 2), throw=4)
    assert game.legal_moves() == [PASS]
    assert refused(game, "15-11") == "En reculant, on ne va que sur une case vide : la case 11 est occupée."


# -- no move possible -----------------------------------------------------------------


def test_standard_pass_still_earns_the_extra_throw():
    game = Senet.arrange("standard", white=[15], black=[19, 20], off=(4, 3), throw=4)
    assert game.legal_moves() == [PASS]
    game.play("pass")
    assert game.to_play == 0 and game.awaiting_throw


def test_standard_pass_without_extra_throw_hands_over():
    game = Senet.arrange("standard", white=[15], black=[17, 18], off=(4, 3), throw=3)
    game.play("pass")
    assert game.to_play == 1


def test_jequier_turn_is_lost_even_after_a_four():
    game = Senet.arrange("jequier", white=[15], black=[12, 13, 14, 18, 19], off=(4, 0), throw=4)
    assert "Le tour est perdu" in game.explain("pass")
    game.play("pass")
    assert game.to_play == 1


def test_pass_refused_when_a_move_exists():
    game = Senet.arrange("standard", white=[12], black=[1], off=(4, 4), throw=3)
    assert refused(game, "pass") == "Un coup est possible (par exemple 12-15) : on ne peut pas passer."


# -- bearing off ----------------------------------------------------------------------


@pytest.mark.parametrize("src, value, result", [
    (27, 4, "off"), (27, 5, "off"), (27, 3, "30"), (29, 3, "off"), (30, 2, "off"), (29, 1, "30"),
])
def test_standard_bearing_off_legal(src, value, result):
    game = Senet.arrange("standard", white=[src], black=[1], off=(4, 4), throw=value)
    assert moves(game) == [f"{src}-{result}"]


@pytest.mark.parametrize("src, value, reason", [
    (26, 5, "On ne sort un pion qu'à partir de la case 27."),
    (29, 2, "Depuis la case 29, on ne sort qu'avec un 3."),
    (29, 5, "Depuis la case 29, on ne sort qu'avec un 3."),
    (30, 1, "Depuis la case 30, on ne sort qu'avec un 2."),
    (30, 3, "Depuis la case 30, on ne sort qu'avec un 2."),
])
def test_standard_bearing_off_refused(src, value, reason):
    game = Senet.arrange("standard", white=[src], black=[1], off=(4, 4), throw=value)
    assert f"{src}-off" not in moves(game)
    assert refused(game, f"{src}-off") == reason


def test_standard_bearing_off_needs_no_other_pawn_home():
    """Choice S2: the standard table sets no all-home condition."""
    game = Senet.arrange("standard", white=[27, 3], black=[1], off=(3, 4), throw=4)
    assert "27-off" in moves(game)


@pytest.mark.parametrize("src, value", [(26, 4), (24, 6), (28, 2), (29, 4)])
def test_jequier_bears_off_reaching_or_passing_30_once_all_are_on_the_last_row(src, value):
    game = Senet.arrange("jequier", white=[src, 21], black=[1], off=(3, 4), throw=value)
    assert f"{src}-off" in moves(game)
    game.play(f"{src}-off")
    assert game.off[0] == 4


def test_jequier_bearing_off_refused_while_a_pawn_is_outside_the_last_row():
    game = Senet.arrange("jequier", white=[26, 20], black=[1], off=(3, 4), throw=6)
    assert "26-off" not in moves(game)
    assert "la case 20 n'y est pas" in refused(game, "26-off")


def test_jequier_can_stop_on_30_before_all_are_home():
    """Choice S3."""
    game = Senet.arrange("jequier", white=[26, 20], black=[1], off=(3, 4), throw=4)
    assert "26-30" in moves(game)
    game.play("26-30")
    assert game.pawns(0) == [20, 30]


def test_jequier_reaching_30_with_all_home_is_written_off():
    game = Senet.arrange("jequier", white=[26, 22], black=[1], off=(3, 4), throw=4)
    assert "jouez 26-off" in refused(game, "26-30")


# -- the winner -------------------------------------------------------------------------


@pytest.mark.parametrize("rule_set", ["standard", "jequier"])
def test_first_to_bear_off_five_wins(rule_set):
    game = Senet.arrange(rule_set, white=[23], black=[27], off=(4, 4), to_play=1, throw=4)
    game.play("27-off")
    assert game.is_over and game.winner == 1
    assert game.outcome.text() == "Noir a sorti ses cinq pions et gagne."
    assert game.outcome.text("en") == "Black has borne off all five pawns and wins."


# -- the rules agree with themselves ----------------------------------------------------


@pytest.mark.parametrize("rule_set", ["standard", "jequier"])
def test_judge_and_generator_agree_on_every_written_move(rule_set):
    """Over random positions, a move is generated exactly when nothing refuses it."""
    from jocari_edu.players import RandomPlayer

    targets = list(range(1, 31)) + [OFF]
    for seed in range(12):
        game = new_game("senet", rule_set, seed=seed)
        player = RandomPlayer(seed)
        while not game.is_over:
            if game.awaiting_throw:
                game.roll()
                continue
            legal = set(game.legal_moves())
            sources = game.pawns(game.to_play) + [1, 29]  # own pawns, and squares that may not be
            for move in [SenetMove(a, b) for a in sources for b in targets] + [PASS]:
                assert (game._judge(move) is None) == (move in legal), (game.position(), move)
            game.play(player.choose(game))


def test_position_text_round_trips_and_rejects_bad_counts():
    game = Senet.arrange("standard", white=[12, 25], black=[15, 16], off=(3, 3))
    assert Senet.from_position(game.position()).position() == game.position()
    from jocari_edu import NotationError

    with pytest.raises(NotationError, match="Position invalide"):
        Senet.from_position("W" * 30 + "|00|0|throw|0")


def test_jequier_moving_back_onto_the_water_falls_in():
    """Choice S7."""
    game = Senet.arrange("jequier", white=[29, 1], black=[3, 4, 5, 25, 26], off=(3, 0), throw=2)
    # 29 cannot advance (bearing off needs all pawns home: 1 is not), so it moves back onto 27
    assert moves(game) == ["29-27"]
    assert game.explain("29-27") == "Le pion tombe dans la Maison de l'Eau (case 27) et repart en case 2."
    game.play("29-27")
    assert game.pawns(0) == [1, 2]


def test_a_record_saved_before_the_position_text_marked_the_forced_opening_still_loads():
    """Jéquier's opening: after the first 1, 10-11 is imposed, which the position text now says (``|forced``,
    #36); a record saved before that, its stored position without the mark, replays to the same game."""
    from jocari_edu.games import load_record

    g = Senet("jequier", seed=3)
    while not g.position().endswith("|forced"):
        g.play(g.legal_moves()[0]) if not g.awaiting_throw else g.roll()
    record = json.loads(g.to_json())
    record["position"] = record["position"].removesuffix("|forced")  # as the package wrote it before #36
    again = load_record(json.dumps(record))
    assert again.position() == g.position() and again.legal_moves() == g.legal_moves()
    record["position"] = record["position"].replace("|move|", "|throw|")  # any other difference is refused
    with pytest.raises(JocariError, match="partie modifiée"):
        load_record(json.dumps(record))
