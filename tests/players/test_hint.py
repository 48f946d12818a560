"""« Que jouerait l'ordinateur ? »: the suggested move and its reason, on set positions."""

import pytest

from jocari_edu import JocariError, WrongPhaseError
from jocari_edu.games import new_game
from jocari_edu.games.jacquet import Jacquet
from jocari_edu.games.marelle import Marelle
from jocari_edu.games.senet import Senet
from jocari_edu.players import suggest

SEARCHING = ["moyen", "fort", "expert"]


def hint(game, level):
    """The suggestion, after checking that asking for it changed nothing."""
    before = (game.position(), len(game.history), game.rng.state)
    s = suggest(game, level, deterministic=True)
    assert (game.position(), len(game.history), game.rng.state) == before
    assert s.move in game.legal_moves() and s.turn[0] == s.move
    return s


@pytest.mark.parametrize("level", SEARCHING)
def test_marelle_a_mill_that_takes(level):
    game = Marelle.arrange("modern", white="a1 g1 d2 f4 b6 c3", black="a7 g7 c5 e5 b4")
    s = hint(game, level)
    assert str(s.move) == "d2-d1" and s.turn[1].kind == "take"
    taken = str(s.turn[1])[1:]
    assert s.reason.text("fr") == f"Forme un moulin (a1-d1-g1) et prend le pion en {taken}."
    assert s.reason.text("en") == f"Makes a mill (a1-d1-g1) and takes the piece on {taken}."
    assert s.text() == f"d2-d1 : Forme un moulin (a1-d1-g1) et prend le pion en {taken}."


def test_marelle_blocking_the_opponents_mill():
    game = Marelle.arrange("modern", white="d5 a1 g1 c4 e4", black="b6 f6 d7 a4 g4")
    s = hint(game, "moyen")
    assert str(s.move) == "d5-d6"
    assert s.reason.text() == "Bloque le moulin que l'adversaire préparait sur b6-d6-f6."


@pytest.mark.parametrize("level", ["moyen", "fort"])
def test_senet_puts_the_threatened_pawn_in_safety_on_26(level):
    # Jéquier: 26 is protected; the pawn on 23 is three squares ahead of a black pawn.
    game = Senet.arrange("jequier", white=[23, 10], black=[20, 18, 3], off=(3, 2), throw=3)
    s = hint(game, level)
    assert str(s.move) == "23-26"
    assert s.reason.text() == "Met le pion à l'abri sur la case 26."
    assert s.reason.text("en") == "Puts the pawn in safety on square 26."


def test_senet_the_expert_says_the_same_move_in_its_own_terms():
    # The expert's evaluation values each square by the games measured: a pawn on 26
    # (protected) is worth much more than one on 23, so its race term decides the move.
    game = Senet.arrange("jequier", white=[23, 10], black=[20, 18, 3], off=(3, 2), throw=3)
    s = hint(game, "expert")
    assert str(s.move) == "23-26"
    assert s.reason.text() == "Le plus grand gain de la course : le pion va de la case 23 à la case 26."


def test_senet_an_attack_says_where_the_attacked_pawn_goes():
    game = Senet.arrange("standard", white=[22, 12, 4], black=[8, 17, 20], off=(2, 2), throw=4)
    s = hint(game, "fort")
    assert str(s.move) == "4-8"
    assert s.reason.text() == "Attaque le pion adverse de la case 8 : il recule en 4."


@pytest.mark.parametrize("level", SEARCHING)
def test_jacquet_closes_a_point_in_front_of_the_opposing_courier(level):
    # Black's courier stands on its point 5: its next six points are White's 18-23, White holds 18 and 19.
    game = Jacquet.arrange(white={1: 10, 14: 1, 18: 2, 19: 2}, black={1: 14, 5: 1}, throw=(4, 3))
    s = hint(game, level)
    assert [str(m) for m in s.turn] == ["18-21", "19-23"]  # four of the six points held, 18 and 19 kept
    assert s.reason.text() == "Ferme la flèche 21 devant le postillon adverse."
    assert s.reason.text("en") == "Closes point 21 in front of the opposing courier."


def test_doze_canes_says_the_choice_changes_nothing_with_the_odds_the_board_shows():
    # the same three figures as the board's « Chances exactes » line: win, draw, lose, each on its own
    from jocari_edu.analysis.doze_canes import start_values

    s = hint(new_game("doze_canes", seed=1), "expert")
    v = start_values(exact=False)
    w, d, lose = (f"{100 * p:.1f}" for p in (v.white, v.draw, v.black))
    fr = lambda x: x.replace(".", ",") + "\u202f%"  # noqa: E731
    assert s.reason.text() == (f"Tous les choix donnent exactement les mêmes chances à Blanc : {fr(w)} de gagner, "
                               f"{fr(d)} de partie nulle, {fr(lose)} de perdre.")
    assert s.reason.text("en") == (f"Every choice gives White exactly the same chances: {w}% to win, "
                                   f"{d}% to draw, {lose}% to lose.")


def test_a_forced_move_is_said_to_be_the_only_one():
    game = Senet.arrange("standard", white=[5], black=[20], off=(4, 4), throw=2)
    s = hint(game, "moyen")
    assert str(s.move) == "5-7"
    assert s.reason.text() == "C'est le seul coup possible."


def test_no_suggestion_while_a_throw_is_due_or_for_an_unknown_level():
    game = new_game("senet", "standard", seed=2)
    with pytest.raises(WrongPhaseError) as err:
        suggest(game)
    assert err.value.text("fr") == "Il n'y a pas de coup à suggérer maintenant : il faut d'abord lancer."
    assert err.value.text("en") == "There is no move to suggest now: a throw is due first."
    game.roll(3)
    with pytest.raises(JocariError, match="niveau inconnu « grand maître »"):
        suggest(game, "grand maître")
