"""La Marelle / le Jeu du Moulin: one test per rule of the seed and per option.

Source: shared/seeds/001_84f89a21e61352a3.txt (after C. Breyer, 2010, p. 101).
Positions are set up with ``Marelle.arrange`` (white = player 0, black = player 1);
an arranged position has every piece placed unless ``hand`` says otherwise.
"""

from fractions import Fraction

import pytest

from jocari_edu import (
    IllegalMoveError,
    NotationError,
    UnknownRuleSetError,
    WrongPhaseError,
    new_game,
)
from jocari_edu.core.rng import Rng
from jocari_edu.games.marelle import ADJ, INDEX, MILLS, NAMES, PASS_MOVE, Marelle, board, mill_name, points_of


def moves(game):
    return sorted(str(m) for m in game.legal_moves())


def refused(game, move, lang="fr"):
    """The reason given for ``move``, after checking it is refused and changes nothing."""
    before = (game.position(), len(game.history), game.to_play)
    with pytest.raises(IllegalMoveError) as err:
        game.play(move)
    assert (game.position(), len(game.history), game.to_play) == before
    assert str(err.value) == game.explain(move)
    return game.explain(move, lang)


def play(game, *texts):
    for t in texts:
        game.play(t)
    return game


# -- the board -------------------------------------------------------------------------


def test_the_board_has_24_points_in_the_usual_coordinates():
    assert sorted(NAMES) == sorted(
        "a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 b4 c4 e4 f4 g4 c5 d5 e5 b6 d6 f6 a7 d7 g7".split()
    )


@pytest.mark.parametrize("point, neighbours", [
    ("a1", "a4 d1"), ("d1", "a1 d2 g1"), ("d2", "b2 d1 d3 f2"), ("d3", "c3 d2 e3"),
    ("b4", "a4 b2 b6 c4"), ("c4", "b4 c3 c5"), ("g4", "f4 g1 g7"), ("d6", "b6 d5 d7 f6"),
])
def test_lines_join_points_to_their_neighbours_only(point, neighbours):
    """The cross joins the middles of the sides and stops at the inner square (d3 and d5 are not joined)."""
    assert sorted(NAMES[p] for p in points_of(ADJ[INDEX[point]])) == neighbours.split()
    assert sum(bin(a).count("1") for a in ADJ) == 2 * 32  # 24 sides of squares + 8 spoke segments


def test_the_step_tables_are_indexed_by_the_smallest_moduli_the_board_allows():
    """board.STEP_GROUP_MODULI are the answers of the search from the board's lines (tools/marelle_step_moduli.py),
    and the tables built with them give each piece the free neighbours the lines give it."""
    assert board.STEP_GROUP_MODULI == tuple(board.smallest_step_modulus(g) for g in range(board.STEP_GROUPS))
    game = Marelle.arrange("modern", white="a1 d2 c5 f6", black="d1 a7 e3 g4")
    white, black = game.state.bits
    free = board.FULL & ~white & ~black
    assert sorted(str(m) for m in game.legal_moves()) == sorted(
        f"{NAMES[s]}-{NAMES[d]}" for s in points_of(white) for d in points_of(ADJ[s] & free))


def test_the_sixteen_lines_of_three():
    assert sorted(mill_name(m) for m in MILLS) == sorted(
        "a1-d1-g1 b2-d2-f2 c3-d3-e3 a4-b4-c4 e4-f4-g4 c5-d5-e5 b6-d6-f6 a7-d7-g7 "
        "a1-a4-a7 b2-b4-b6 c3-c4-c5 d1-d2-d3 d5-d6-d7 e3-e4-e5 f2-f4-f6 g1-g4-g7".split()
    )


# -- notation ----------------------------------------------------------------------------


@pytest.mark.parametrize("text, shown", [
    ("d2", "d2"), (" D2 ", "d2"), ("a1-d1", "a1-d1"), ("a1–d1", "a1-d1"), ("xd7", "xd7"), ("×D7", "xd7"),
    ("pass", "pass"), ("passe", "pass"),
])
def test_notation(text, shown):
    assert str(new_game("marelle", "modern").parse_move(text)) == shown


@pytest.mark.parametrize("text, message", [
    ("d4", "d4 est le centre du plateau : ce n'est pas un point, les lignes ne le traversent pas."),
    ("b1", "Le point b1 n'existe pas : les points vont de a1 à g7, sur les lignes du plateau (a1, d1, g1, b2, d2, ...)."),
    ("a1-h8", "Le point h8 n'existe pas"),
    ("a1d1xd7", "Notation inconnue « a1d1xd7 »"),
])
def test_bad_notation_is_explained(text, message):
    game = new_game("marelle", "modern")
    with pytest.raises(NotationError) as err:
        game.parse_move(text)
    assert str(err.value).startswith(message)
    assert game.explain(text).startswith(message)


# -- phase 1: placing ---------------------------------------------------------------------


def test_each_side_has_nine_pieces_and_places_on_any_empty_point():
    game = new_game("marelle", "modern")
    assert game.hand == [9, 9] and game.to_play == 0
    assert len(game.legal_moves()) == 24
    game.play("d2")
    assert game.to_play == 1 and game.hand == [8, 9] and game.points(0) == ["d2"]
    assert "d2" not in moves(game) and len(game.legal_moves()) == 23
    assert refused(game, "d2") == "Le point d2 est déjà occupé."
    assert game.explain("d6") == "Pose un pion en d6."


NO_MILL_OPENING = "d5 g1 d2 f4 b6 d7 e5 b2 c3 e3 f6 e4 a7 d3 d1 d6 a4 c4".split()


def test_moving_starts_once_all_eighteen_pieces_are_placed():
    game = new_game("marelle", "modern")
    for text in NO_MILL_OPENING[:-1]:
        game.play(text)
        assert not game.taking
    assert game.to_play == 1 and game.hand == [0, 1]
    assert refused(game, "c4-b4") == "Il vous reste 1 pion à poser : posez-en un (par exemple a1) avant de déplacer."
    game.play(NO_MILL_OPENING[-1])
    assert game.hand == [0, 0] and game.to_play == 0
    assert all(m.kind == "move" for m in game.legal_moves())
    assert refused(game, "a1").startswith("Tous vos pions sont posés : déplacez-en un (par exemple")


# -- phase 2: moving -------------------------------------------------------------------------


def test_a_piece_moves_along_a_line_to_a_free_neighbour():
    game = Marelle.arrange("modern", white="a1 d2 c5 f6", black="d1 a7 e3 g4")
    assert moves(game) == sorted(["a1-a4", "d2-b2", "d2-d3", "d2-f2", "c5-c4", "c5-d5", "f6-d6", "f6-f4"])
    assert game.explain("a1-a4") == "Le pion va de a1 à a4."
    assert game.explain("a1-a4", "en") == "The piece goes from a1 to a4."


@pytest.mark.parametrize("move, reason", [
    ("a1-d1", "Le point d1 est déjà occupé."),
    ("a1-g7", "a1 et g7 ne sont pas voisins : un pion suit une ligne jusqu'au point voisin (depuis a1 : a4, d1). On ne vole qu'avec trois pions."),
    ("a4-a7", "Il n'y a aucun pion en a4."),
    ("d1-g1", "Le pion en d1 appartient à l'adversaire."),
    ("a1-a1", "Un pion doit quitter son point : a1-a1 ne bouge rien."),
    ("d2-d6", "d2 et d6 ne sont pas voisins : un pion suit une ligne jusqu'au point voisin (depuis d2 : b2, d1, d3, f2). On ne vole qu'avec trois pions."),
])
def test_moves_off_the_lines_or_onto_pieces_are_refused(move, reason):
    game = Marelle.arrange("modern", white="a1 d2 c5 f6", black="d1 a7 e3 g4")
    assert refused(game, move) == reason


def test_no_jumping_over_a_piece():
    game = Marelle.arrange("modern", white="a1 c5 f6 e5", black="a4 d1 e3 g4")
    assert "a1-a7" not in moves(game)
    assert refused(game, "a1-a7").startswith("a1 et a7 ne sont pas voisins")


# -- mills and takes ------------------------------------------------------------------------


def test_a_mill_made_by_placing_takes_a_piece_in_the_same_turn():
    game = Marelle.arrange("modern", white="a1 d1", black="a7 b4 f6", hand=(3, 2))
    assert game.explain("g1") == "Pose un pion en g1. Cela forme le moulin a1-d1-g1 : vous prendrez ensuite un pion adverse."
    game.play("g1")
    assert game.taking and game.to_play == 0
    assert moves(game) == ["xa7", "xb4", "xf6"]
    assert game.explain("xb4") == "Prend le pion adverse en b4."
    assert game.taken(0) == 4  # an arranged position: the missing pieces were taken before
    game.play("xb4")
    assert game.to_play == 1 and not game.taking and game.points(1) == ["a7", "f6"]
    assert game.taken(0) == 5


def test_a_mill_made_by_moving_takes_a_piece():
    game = Marelle.arrange("modern", white="a1 d1 g4 c5", black="a7 b4 f6 e3")
    assert "Cela forme le moulin a1-d1-g1" in game.explain("g4-g1")
    game.play("g4-g1")
    assert game.taking and game.to_play == 0
    assert moves(game) == ["xa7", "xb4", "xe3", "xf6"]


def test_the_take_is_compulsory_and_comes_first():
    """Choice M3."""
    game = play(Marelle.arrange("modern", white="a1 d1", black="a7 b4 f6", hand=(3, 2)), "g1")
    assert refused(game, "d2") == "Vous avez formé un moulin (a1-d1-g1) : prenez d'abord un pion adverse (par exemple xa7)."
    assert "Vous avez formé un moulin" in refused(game, "pass")


def test_no_take_without_a_mill():
    game = Marelle.arrange("modern", white="a1 d1", black="a7 b4 f6", hand=(3, 2))
    assert refused(game, "xb4") == "On ne prend un pion qu'après avoir formé un moulin."


@pytest.mark.parametrize("take, reason", [
    ("xd1", "Le pion en d1 est à vous : prenez un pion adverse."),
    ("xd6", "Il n'y a aucun pion à prendre en d6."),
])
def test_taking_your_own_piece_or_an_empty_point_is_refused(take, reason):
    game = play(Marelle.arrange("modern", white="a1 d1", black="a7 b4 f6", hand=(3, 2)), "g1")
    assert refused(game, take) == reason


def test_a_piece_standing_in_a_mill_cannot_be_taken():
    game = play(Marelle.arrange("modern", white="a1 d1", black="a7 d7 g7 b4", hand=(3, 2)), "g1")
    assert moves(game) == ["xb4"]
    assert refused(game, "xd7") == "Ce pion est dans un moulin (a7-d7-g7) : prenez-en un autre (par exemple xb4)."
    assert refused(game, "xd7", "en") == "This piece stands in a mill (a7-d7-g7): take another one (for example xb4)."


def test_when_every_opposing_piece_stands_in_a_mill_any_may_be_taken():
    game = play(Marelle.arrange("modern", white="a1 d1 c5", black="a7 d7 g7 b6 b4 b2", hand=(3, 0)), "g1")
    assert moves(game) == ["xa7", "xb2", "xb4", "xb6", "xd7", "xg7"]
    assert game.explain("xd7") == "Tous les pions adverses sont dans des moulins : on peut donc en prendre un ; prend le pion en d7."


def test_a_move_closing_two_mills_takes_only_one_piece():
    """Choice M4."""
    game = Marelle.arrange("modern", white="a1 g1 d2 d3", black="a7 b4 f6 e5", hand=(1, 1))
    assert "a1-d1-g1, d1-d2-d3" in game.explain("d1")
    game.play("d1")
    assert game.taking
    game.play("xb4")
    assert game.to_play == 1 and not game.taking


# -- flying ---------------------------------------------------------------------------------------


def test_with_three_pieces_a_player_may_fly():
    game = Marelle.arrange("modern", white="a1 d2 c5", black="d1 a7 e3 g4 f6")
    assert "a1-g7" in moves(game) and len(game.legal_moves()) == 3 * 16
    assert game.explain("a1-g7") == "Avec trois pions, vous pouvez voler : le pion va de a1 à g7."
    assert game.explain("a1-g7", "en") == "With three pieces, you may fly: the piece goes from a1 to g7."
    game.play("a1-g7")
    assert game.points(0) == ["c5", "d2", "g7"]
    # The stronger side still follows the lines.
    assert refused(game, "a7-a1").startswith("a7 et a1 ne sont pas voisins")


def test_no_flying_option():
    game = Marelle.arrange("modern", white="a1 d2 c5", black="d1 a7 e3 g4 f6", options={"flying": False})
    assert "a1-g7" not in moves(game)
    assert refused(game, "a1-g7") == (
        "a1 et g7 ne sont pas voisins, et dans cette règle on ne vole pas, même avec trois pions (depuis a1 : a4, d1)."
    )


def test_three_pieces_with_some_still_in_hand_do_not_fly():
    """Choice M8: flying needs the three pieces on the board."""
    game = Marelle.arrange("modern", white="a1 d2", black="d1 a7 e3", hand=(1, 1))
    assert not game.flies(0) and moves(game)[0] == "a4"


# -- the re-forming ban (the seed) ---------------------------------------------------------------


SEE_SAW = dict(white="a1 d1 g1 b2 f2", black="a7 g7 b6 f6 c4 e4")


def test_breyer_a_mill_broken_to_make_another_cannot_be_re_formed_with_the_same_pieces():
    """Choices M1 and M2: the see-saw mill takes once; closing it again is allowed but takes nothing."""
    game = Marelle.arrange("breyer", **SEE_SAW)
    assert game.explain("d1-d2") == (
        "Le pion va de d1 à d2. Ce coup défait le moulin a1-d1-g1 : ces trois pions ne le reformeront plus."
        " Cela forme le moulin b2-d2-f2 : vous prendrez ensuite un pion adverse."
    )
    play(game, "d1-d2", "xe4", "a7-a4")
    assert "d2-d1" in moves(game)
    assert game.explain("d2-d1") == (
        "Le pion va de d2 à d1. Ce coup défait le moulin b2-d2-f2 : ces trois pions ne le reformeront plus."
        " La ligne a1-d1-g1 est complète, mais on ne reforme pas le même moulin avec les mêmes pions : pas de prise."
    )
    assert "a mill is not re-formed with the same pieces: no take" in game.explain("d2-d1", "en")
    game.play("d2-d1")
    assert not game.taking and game.to_play == 1
    game.play("a4-a7")
    game.play("d1-d2")  # b2-d2-f2 is banned too now
    assert not game.taking and game.to_play == 1
    assert game.mills(0) == []


def test_modern_rules_let_the_see_saw_mill_take_each_time():
    game = play(Marelle.arrange("modern", **SEE_SAW), "d1-d2", "xe4", "a7-a4")
    assert "Cela forme le moulin a1-d1-g1" in game.explain("d2-d1")
    play(game, "d2-d1", "xc4", "a4-a7", "d1-d2")
    assert game.taking


def test_breyer_the_ban_lasts_after_other_mills_are_made():
    """Choice M1: the see-saw made b2-d2-f2 in between, and a1-d1-g1 still gives nothing."""
    game = play(Marelle.arrange("breyer", **SEE_SAW), "d1-d2", "xe4", "a7-a4", "d2-d1")
    assert game.position().endswith("|a1-d1-g1@a1.d1.g1,b2-d2-f2@b2.d1.f2/")


def test_breyer_other_pieces_on_the_same_line_make_a_mill():
    """Choice M1: the ban is on the same three pieces, not on the line."""
    game = Marelle.arrange("breyer", white="a1 d1 g1 d3", black="a7 g7 b6 f6 c4 e4")
    play(game, "d1-d2", "a7-a4", "d2-b2", "a4-a7", "d3-d2", "a7-a4")
    assert "Cela forme le moulin a1-d1-g1" in game.explain("d2-d1")
    game.play("d2-d1")
    assert game.taking


def test_breyer_the_same_pieces_on_another_line_make_a_mill():
    game = Marelle.arrange("breyer", white="a1 d1 g1", black="d2 b6 f6 c4 e4")
    play(game, "g1-a7", "b6-d6")
    assert "Cela forme le moulin a1-a4-a7" in game.explain("d1-a4")
    game.play("d1-a4")
    assert game.taking


def test_breyer_a_line_re_formed_against_the_ban_does_not_protect_its_pieces():
    """Choice M2: a mill that does not count counts for nothing."""
    game = Marelle.arrange("breyer", white="a1 d1 g1 c5 e5", black="a7 d7 g4 b6 f4")
    play(game, "d1-d2", "b6-d6", "d2-d1", "g4-g7")
    assert game.taking and game.to_play == 1
    assert moves(game) == ["xa1", "xc5", "xd1", "xe5", "xg1"]


def test_the_ban_follows_the_position_text():
    game = play(Marelle.arrange("breyer", white="a1 d1 g1 c5 e5", black="a7 d7 g4 b6 f4"), "d1-d2", "b6-d6")
    again = Marelle.from_position(game.position(), "breyer")
    again.play("d2-d1")
    assert not again.taking and again.to_play == 1


# -- who starts ---------------------------------------------------------------------------------


def test_breyer_draws_lots_for_the_first_player():
    """Choice M5: a throw (1) White starts or (2) Black starts, one chance in two."""
    game = new_game("marelle", "breyer", seed=1)
    assert game.awaiting_throw and game.legal_moves() == []
    assert dict(game.throw_outcomes()) == {(1,): Fraction(1, 2), (2,): Fraction(1, 2)}
    assert game.explain("d2") == "Il faut d'abord lancer."
    with pytest.raises(WrongPhaseError):
        game.play("d2")
    game.roll(2)
    assert game.to_play == 1 and not game.awaiting_throw and len(game.legal_moves()) == 24
    assert game.moves_notation() == ["(2)"]
    with pytest.raises(WrongPhaseError, match="pas le moment de lancer"):
        game.roll()


def test_the_draw_is_fair():
    game = new_game("marelle", "breyer")
    rng = Rng(7)
    n = 4000
    whites = sum(game._draw(rng) == (1,) for _ in range(n))
    assert abs(whites - n / 2) < 3.3 * (n / 4) ** 0.5  # beyond 3.3 sigma is a 1-in-1000 event


@pytest.mark.parametrize("first, player", [("white", 0), ("black", 1)])
def test_a_chosen_first_player_leaves_no_chance_step(first, player):
    game = new_game("marelle", "breyer", options={"first": first})
    assert not game.HAS_CHANCE and not game.awaiting_throw and game.to_play == player
    with pytest.raises(WrongPhaseError) as err:
        game.roll()
    assert str(err.value) == "Dans cette règle on ne tire pas au sort : le premier joueur est choisi d'avance."
    with pytest.raises(WrongPhaseError):
        game.throw_outcomes()


# -- the blocked player -----------------------------------------------------------------------


BLOCKING = dict(white="d2 a7 b4 g7 c5", black="a1 d1 g1 a4")


def test_a_player_who_cannot_move_loses():
    """Choice M6."""
    game = Marelle.arrange("modern", **BLOCKING)
    game.play("g7-g4")
    assert game.is_over and game.winner == 0 and game.outcome.kind == "blocked"
    assert game.outcome.text() == "Noir ne peut déplacer aucun pion : Blanc gagne."
    assert game.outcome.text("en") == "Black cannot move any piece: White wins."


def test_a_blocked_player_with_three_pieces_flies_instead():
    game = Marelle.arrange("modern", white="d2 a7 b4 g7 c5", black="a1 d1 a4")
    game.play("c5-c4")
    assert not game.is_over and len(game.legal_moves()) == 3 * 16


def test_the_kernel_says_who_is_blocked_without_changing_the_position():
    """MarelleState.blocked(p) asks a copy whose turn starts as every turn does: the position itself is unchanged,
    and a blocked player is blocked even when that turn would also be a draw (M6 is settled before M7)."""
    game = Marelle.arrange("modern", **BLOCKING)
    game.play("g7-g4")  # Black, blocked, has lost
    before = (game.position(), game.legal_moves(), game.outcome)
    assert game.state.blocked(1) and not game.state.blocked(0)
    assert (game.position(), game.legal_moves(), game.outcome) == before
    playing = Marelle.arrange("modern", **BLOCKING)  # White to move: Black is not yet blocked (g7 still free)
    assert not playing.state.blocked(1) and not playing.state.blocked(0)
    late = Marelle.arrange("modern", quiet=49, **BLOCKING)  # the next move is the fiftieth without a take
    late.play("g7-g4")
    assert late.outcome.kind == "blocked" and late.state.blocked(1)
    passes = Marelle.arrange("modern", options={"blocked": "passes"}, **BLOCKING)
    passes.play("g7-g4")
    assert passes.state.blocked(1) and passes.legal_moves() == [PASS_MOVE]


def test_blocked_option_passes():
    game = Marelle.arrange("modern", options={"blocked": "passes"}, **BLOCKING)
    assert refused(game, "pass") == "Un coup est possible (par exemple g7-g4) : on ne passe pas."
    game.play("g7-g4")
    assert not game.is_over and game.legal_moves() == [PASS_MOVE]
    assert game.explain("pass") == "Aucun pion ne peut bouger : le tour passe."
    game.play("pass")
    assert game.to_play == 0


# -- draws -------------------------------------------------------------------------------------------


SHUFFLE = ["a1-a4", "g7-g4", "a4-a1", "g4-g7"]
QUIET = dict(white="a1 d2 c5 f6", black="g7 b6 e3 c3")


def test_third_repetition_is_a_draw():
    """Choice M7: the arranged position, then twice more after four moves each time."""
    game = Marelle.arrange("modern", **QUIET)
    play(game, *SHUFFLE, *SHUFFLE[:3])
    assert not game.is_over
    game.play(SHUFFLE[3])
    assert game.is_over and game.winner is None and game.outcome.kind == "repetition"
    assert game.outcome.text() == "La même position revient pour la 3e fois : partie nulle."
    assert game.outcome.text("en") == "The same position occurs for the 3rd time: the game is drawn."
    game.undo()
    assert not game.is_over
    game.play(SHUFFLE[3])
    assert game.outcome.kind == "repetition"


def test_repetition_option():
    game = Marelle.arrange("modern", options={"repetition": 0}, **QUIET)
    play(game, *SHUFFLE * 3)
    assert not game.is_over
    game = Marelle.arrange("modern", options={"repetition": 2}, **QUIET)
    play(game, *SHUFFLE)
    assert game.outcome.kind == "repetition"


def test_moves_without_a_take_end_in_a_draw():
    """Choice M7: quiet_moves moves in a row without a take."""
    game = Marelle.arrange("modern", options={"repetition": 0, "quiet_moves": 10}, **QUIET)
    play(game, *(SHUFFLE * 3)[:9])
    assert not game.is_over and game.quiet == 9
    game.play("g7-g4")
    assert game.outcome.kind == "quiet" and game.outcome.text() == "10 coups sans prise : partie nulle."


def test_a_take_restarts_the_quiet_count():
    game = Marelle.arrange("modern", white="a1 d1 g4 c5", black="a7 b4 f6 e3", quiet=7)
    play(game, "g4-g1")
    assert game.quiet == 8
    game.play("xb4")
    assert game.quiet == 0


# -- the winner ------------------------------------------------------------------------------------


def test_the_seventh_take_wins():
    game = Marelle.arrange("modern", white="a1 d1 g4 c5", black="b6 e3 c4")
    game.play("g4-g1")
    assert game.explain("xc4") == "Prend le pion adverse en c4. C'est le septième pion pris : Blanc gagne."
    game.play("xc4")
    assert game.is_over and game.winner == 0 and game.outcome.kind == "seven" and game.taken(0) == 7
    assert game.outcome.text() == "Blanc a pris sept pions : Noir n'en a plus que deux. Blanc gagne."


# -- options and positions ------------------------------------------------------------------------


@pytest.mark.parametrize("options", [
    {"reform": "sometimes"}, {"flying": "yes"}, {"first": "loser"}, {"blocked": "wins"},
    {"repetition": 1}, {"quiet_moves": 0},
])
def test_option_values_are_checked(options):
    with pytest.raises(UnknownRuleSetError, match="L'option « .* » vaut .*, pas ") as err:
        new_game("marelle", options=options)
    assert "must be one of" in err.value.text("en")


def test_rule_sets():
    breyer, modern = new_game("marelle"), new_game("marelle", "modern")
    assert breyer.rule_set == "breyer" and breyer.options["reform"] == "banned" and breyer.awaiting_throw
    assert modern.options["reform"] == "allowed" and not modern.awaiting_throw


def test_position_text_round_trips():
    game = play(Marelle.arrange("breyer", white="a1 d1 g1 c5 e5", black="a7 d7 g4 b6 f4"), "d1-d2")
    assert Marelle.from_position(game.position(), "breyer").position() == game.position()
    assert game.position() == "W.B..B..W.W...B..W.B.WB.|0,0|1|play|1|a1-d1-g1@a1.d2.g1/"


@pytest.mark.parametrize("text", [
    "W" * 24 + "|0,0|0|play|0|/",  # 24 white pieces
    "." * 23 + "|9,9|0|play|0|/",  # 23 points
    "." * 24 + "|9,9|2|play|0|/",  # no player 2
    "W.B..B..W.W...B..W.B.WB.|0,0|1|take|1|/",  # a take with no mill standing
    "W.B..B..W.W...B..W.B.WB.|0,0|1|play|1|a1-d1-g1@a1.d2.g2/",  # no point g2
    "W.B..B..W.W...B..W.B.WB.|0,0|1|blocked|1|/",  # Black is not blocked
    "W.B..B..W.W...B..W.B.WB.|0,0|0|seven|0|/",  # nobody is down to two
])
def test_bad_position_texts_are_refused(text):
    with pytest.raises(NotationError, match="Position invalide"):
        Marelle.from_position(text, "breyer")


def test_the_draw_and_a_due_take_are_part_of_the_position():
    fresh = new_game("marelle", "breyer")
    assert fresh.position() == "." * 24 + "|9,9|0|toss|0|/"
    assert Marelle.from_position(fresh.position(), "breyer").awaiting_throw
    with pytest.raises(NotationError):
        Marelle.from_position(fresh.position(), "modern")  # no draw in these rules
    game = Marelle.arrange("modern", white="a1 d1 g1 c5", black="a7 b4 f6", take=True)
    assert game.taking and moves(game) == ["xa7", "xb4", "xf6"] and game.position().split("|")[3] == "take"


def test_modern_rules_refuse_a_ban_in_a_position():
    with pytest.raises(NotationError):
        Marelle.from_position("W.B..B..W.W...B..W.B.WB.|0,0|1|play|1|a1-d1-g1@a1.d2.g1/", "modern")


def test_an_arranged_blocked_position_is_over():
    game = Marelle.arrange("modern", white="d2 a7 b4 g7 c5 g4", black="a1 d1 g1 a4", to_play=1)
    assert game.is_over and game.winner == 0


def test_arrange_doc_example():
    game = Marelle.arrange("modern", white="a1 d1 b4", black="a7 d7 g7 g4")
    assert game.explain("b4-a4") == "Le pion va de b4 à a4."


# -- the picture ------------------------------------------------------------------------------------


def test_svg_marks_points_pieces_mills_and_targets():
    game = play(Marelle.arrange("modern", white="a1 d1 b4", black="a7 b6 f4 g7", hand=(1, 2)), "g1")
    svg = game.svg(selected="b4", targets=["a4", "c4"], highlight=["d1"])
    for name in NAMES:
        assert f'data-square="{name}"' in svg
    assert svg.count('class="piece p0"') == 4 and svg.count('class="piece p1"') == 4
    assert 'data-mill="a1-d1-g1"' in svg and svg.count('class="target"') == 2 and 'class="selected"' in svg
    assert "<title>Jeu du Moulin (règles actuelles)</title>" in svg
    assert "Blanc : a1, b4, d1, g1 ; 0 en main ; 3 pris." in svg and "Blanc prend un pion adverse." in svg
    game.play("xb6")
    svg = game.svg(lang="en", numbers=False, size=300)
    assert 'class="taken-point"' in svg and "Black to place a piece." in svg and 'width="300"' in svg
    assert "White: a1, b4, d1, g1; 0 in hand; 4 taken." in svg and 'class="coordinates"' not in svg


def test_svg_before_the_draw_and_after_the_end():
    game = new_game("marelle", "breyer", seed=3)
    assert "Tirage au sort : (1) Blanc commence, (2) Noir commence." in game.svg()
    game = play(Marelle.arrange("modern", white="a1 d1 g4 c5", black="b6 e3 c4"), "g4-g1", "xc4")
    assert "Blanc a pris sept pions" in game.svg()


def test_destinations_for_a_selected_piece():
    game = Marelle.arrange("modern", white="a1 d2 c5 f6", black="d1 a7 e3 g4")
    assert sorted(game.destinations("d2")) == ["b2", "d3", "f2"]
    assert game.destinations("d1") == []


# -- a board's clicks (the widget's controller reads the rules through the protocol) ------------


def test_board_clicks_place_move_and_take():
    from jocari_edu.widgets.controller import BoardController

    board = BoardController(Marelle.arrange("modern", white="a1 d1 c5", black="a7 d7 g7 b4", hand=(1, 1)))
    assert board.click("g1") and board.game.taking  # a placement is one click; it makes a mill
    assert not board.click("d7") and board.why == "Ce pion est dans un moulin (a7-d7-g7) : prenez-en un autre (par exemple xb4)."
    assert board.click("b4") and board.game.history[-1].value.kind == "take"
    assert board.click("b6")  # Black places its last piece
    assert not board.click("d1") and board.targets == ["d2"]
    assert 'class="selected"' in board.picture() and board.click("d2")
    assert not board.click("a4") and board.why == "Il n'y a aucun pion en a4."


def test_the_draw_for_the_first_player_reads_as_who_starts():
    game = new_game("marelle", "breyer", seed=1)
    assert [game.throw_text(t) for t, _ in game.throw_outcomes()] == ["Blanc commence", "Noir commence"]
    assert game.throw_text((2,), "en") == "Black starts"


# -- what the kernel records and answers (effects, what is due, the rule-set registry) --------------


def test_a_move_records_the_mill_it_breaks_and_the_mill_it_makes():
    """The effects the explanation words: M1's broken mill, then the mill made."""
    game = Marelle.arrange("breyer", **SEE_SAW)
    line = {name: m for m in MILLS for name in [mill_name(m)]}
    assert game.preview(game.parse_move("d1-d2")).effects == (("break", line["a1-d1-g1"]), ("mill", line["b2-d2-f2"]))
    play(game, "d1-d2", "xe4", "a7-a4")
    assert game.preview(game.parse_move("d2-d1")).effects == (("break", line["b2-d2-f2"]), ("reformed", line["a1-d1-g1"]))
    modern = play(Marelle.arrange("modern", **SEE_SAW), "d1-d2", "xe4", "a7-a4")
    assert modern.preview(modern.parse_move("d2-d1")).effects == (("mill", line["a1-d1-g1"]),)  # nothing banned


def test_a_take_records_the_piece_whether_it_stood_in_a_mill_and_the_seventh():
    game = play(Marelle.arrange("modern", white="a1 d1", black="a7 b4 f6", hand=(3, 2)), "g1")
    assert game.preview(game.parse_move("xb4")).effects == (("take", INDEX["b4"], 0),)
    every_in_mills = play(Marelle.arrange("modern", white="a1 d1 c5", black="a7 d7 g7", hand=(1, 2)), "g1")
    assert every_in_mills.preview(every_in_mills.parse_move("xd7")).effects == (("take", INDEX["d7"], 1),)
    seventh = play(Marelle.arrange("modern", white="a1 d1 g4 c5", black="b6 e3 c4"), "g4-g1")
    assert seventh.preview(seventh.parse_move("xc4")).effects == (("take", INDEX["c4"], 0), ("seven", 0))


def test_a_take_that_leaves_three_pieces_records_that_they_now_fly():
    game = play(Marelle.arrange("modern", white="a1 d1 g4 c5", black="b6 e3 c4 f2"), "g4-g1")
    assert game.preview(game.parse_move("xc4")).effects == (("take", INDEX["c4"], 0), ("flying", 1))
    no_flying = play(Marelle.arrange("modern", white="a1 d1 g4 c5", black="b6 e3 c4 f2", options={"flying": False}),
                     "g4-g1")
    assert no_flying.preview(no_flying.parse_move("xc4")).effects == (("take", INDEX["c4"], 0),)


def test_the_end_of_the_game_is_an_effect_of_the_move_that_ends_it():
    game = Marelle.arrange("modern", **BLOCKING)
    assert game.preview(game.parse_move("g7-g4")).effects == (("blocked", 0),)
    passes = Marelle.arrange("modern", options={"blocked": "passes"}, **BLOCKING)
    assert passes.preview(passes.parse_move("g7-g4")).effects == ()
    passes.play("g7-g4")
    assert passes.preview(PASS_MOVE).effects == (("pass",),)
    quiet = Marelle.arrange("modern", quiet=49, **QUIET)
    assert quiet.preview(quiet.parse_move("a1-a4")).effects == (("quiet", 50),)


def test_every_recorded_effect_is_declared_and_the_lab_counts_some():
    from jocari_edu.games.marelle import MarelleState

    assert set(Marelle.EFFECT_NAMES) <= set(MarelleState.EFFECTS)
    for seed in range(20):
        game = new_game("marelle", "breyer", seed=seed)
        while not game.is_over:
            if game.awaiting_throw:
                game.roll()
                continue
            game.play(game.legal_moves()[seed % len(game.legal_moves())])
            for code, *values in game.state.effects:
                assert len(values) == len(MarelleState.EFFECTS[code]), code


@pytest.mark.parametrize("setup, due", [
    (dict(rule_set="breyer"), "toss"),
    (dict(rule_set="modern"), "place"),
    (dict(rule_set="modern", white="a1 d1 b4 c5", black="a7 d7 g7 g4"), "step"),
    (dict(rule_set="modern", white="a1 d1 b4", black="a7 d7 g7 g4"), "fly"),
    (dict(rule_set="modern", white="a1 d1 b4", black="a7 d7 g7 g4", options={"flying": False}), "step"),
])
def test_the_game_says_what_kind_of_move_is_due(setup, due):
    setup = dict(setup)
    rule_set = setup.pop("rule_set")
    game = Marelle.arrange(rule_set, **setup) if setup.get("white") else Marelle(rule_set, options=setup.get("options"))
    assert game.due() == due
    if due == "place":
        assert play(game, "a1", "a4", "d1", "d2", "g1").due() == "take"


def test_a_rule_set_the_rules_cannot_play_is_refused_when_it_is_registered():
    from jocari_edu.core import RuleSet, RuleSetError
    from jocari_edu.games.marelle import RULE_SETS, register

    good = RULE_SETS["modern"].options
    for bad, named in ((dict(good, flying="yes"), "flying"), ({k: v for k, v in good.items() if k != "reform"}, "reform"),
                       (dict(good, water=27), "water")):
        with pytest.raises(RuleSetError, match=named):
            register(RuleSet("mine", "La mienne", "Mine", "none", bad))
    with pytest.raises(RuleSetError, match="already registered"):
        register(RULE_SETS["modern"])
    assert "mine" not in RULE_SETS
    try:
        assert register(RuleSet("mine", "La mienne", "Mine", "none", dict(good, quiet_moves=100))) is RULE_SETS["mine"]
        assert Marelle("mine").options["quiet_moves"] == 100
    finally:
        del RULE_SETS["mine"]


def test_the_repetition_counts_of_a_clone_and_of_an_undone_move_are_their_own():
    """The counts are shared copy-on-write: a clone's moves, or moves undone, leave the game's counts as they were."""
    game = play(Marelle.arrange("modern", **QUIET), *SHUFFLE)
    before = game.state.seen
    clone = game.clone()
    for action in (game.move_action(game.parse_move(m)) for m in SHUFFLE):
        clone.apply_action(action)
    assert clone.seen != before and game.state.seen == before
    play(game, *SHUFFLE[:2])
    game.undo()
    game.undo()
    assert game.state.seen == before
    play(game, *SHUFFLE)
    assert game.is_over and game.outcome.kind == "repetition" and clone.seen == game.state.seen
