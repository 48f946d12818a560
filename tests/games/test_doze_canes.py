"""Doze canes, one test per rule of the seed and per choice D1-D6.

Source: shared/seeds/004_165e0571bbfeed85.txt.  Positions are set up with
``DozeCanes.arrange`` (white = player 0, black = player 1; a point listed
twice holds a pair).
"""

import html
import re
import xml.dom.minidom
from fractions import Fraction

import pytest

from jocari_edu import GameOverError, IllegalMoveError, InvalidThrowError, NotationError, WrongPhaseError, new_game
from jocari_edu.core.rng import Rng
from jocari_edu.games.doze_canes import DozeCanes, DozeMove, enter_move, house_move


def moves(game):
    return sorted((str(m) for m in game.legal_moves()), key=lambda m: (m[0] != "Q", int(m.lstrip("Q"))))


def refused(game, move, lang="fr"):
    """The reason given for ``move``, after checking it is refused and changes nothing."""
    before = (game.position(), len(game.history), game.rng.state)
    with pytest.raises(IllegalMoveError) as err:
        game.play(move)
    assert (game.position(), len(game.history), game.rng.state) == before
    assert str(err.value) == game.explain(move)
    return game.explain(move, lang)


# -- the start and the house (D1) ------------------------------------------------------


def test_tablier_starts_empty_with_twelve_pieces_in_each_hand():
    game = new_game("doze_canes", seed=1)
    assert game.quarter == 0 and game.cells == [0] * 6
    assert game.in_hand(0) == game.in_hand(1) == 12
    assert all(game.content(pt) == 0 for pt in range(1, 25))


def test_first_player_chooses_the_house_before_any_throw():
    """Choice D1: White chooses, as a move of its own; then White throws first."""
    game = new_game("doze_canes", seed=1)
    assert game.to_play == 0 and not game.awaiting_throw
    assert moves(game) == ["Q1", "Q2", "Q3", "Q4"]
    with pytest.raises(WrongPhaseError):
        game.roll()
    assert game.explain("Q3") == "Blanc choisit le quart 3 (flèches 13 à 18) comme maison d'entrée, pour toute la partie."
    assert game.explain("Q3", "en") == "White chooses quarter 3 (points 13 to 18) as the house, for the whole game."
    game.play("Q3")
    assert game.quarter == 3 and list(game.house) == [13, 14, 15, 16, 17, 18]
    assert game.to_play == 0 and game.awaiting_throw
    assert game.moves_notation() == ["Q3"]


def test_no_entry_before_the_house_is_chosen():
    game = new_game("doze_canes", seed=1)
    assert refused(game, "4") == "Il faut d'abord choisir la maison d'entrée (Q1 à Q4)."


def test_the_house_serves_for_the_whole_game():
    game = DozeCanes.arrange(2, white=[9], throw=(5, 1))
    assert refused(game, "Q1") == "La maison d'entrée est déjà choisie pour toute la partie : le quart 2, flèches 7 à 12."
    game.play("11")
    game.play("7")
    game.roll(2, 2)
    assert game.quarter == 2 and moves(game) == ["8"]


# -- which point a die names (D2) ----------------------------------------------------------


@pytest.mark.parametrize("quarter, throw, points", [
    (1, (5, 2), ["2", "5"]), (2, (5, 2), ["8", "11"]), (3, (6, 1), ["13", "18"]), (4, (4, 3), ["21", "22"]),
])
def test_each_die_names_the_point_of_its_face_in_the_house(quarter, throw, points):
    """Choice D2: die d names the d-th point of the quarter, counted from the lowest."""
    game = DozeCanes.arrange(quarter, throw=throw)
    assert moves(game) == points


def test_a_point_outside_the_house_is_refused():
    game = DozeCanes.arrange(1, throw=(5, 2))
    assert refused(game, "20") == "La flèche 20 n'est pas dans la maison d'entrée : on n'entre que sur les flèches 1 à 6."
    assert game.explain("20", "en") == "Point 20 is not in the house: pieces enter only on points 1 to 6."


def test_a_point_no_die_names_is_refused():
    game = DozeCanes.arrange(4, throw=(5, 2))
    assert refused(game, "21") == "Aucun dé ne désigne la flèche 21 (le 3) : le lancer est 5-2."


# -- what an entry does --------------------------------------------------------------------


def test_a_die_enters_a_piece_on_an_empty_point():
    game = DozeCanes.arrange(1, throw=(4, 2))
    assert game.explain("4") == "Le 4 entre un jeton sur la flèche 4, vide."
    assert game.explain("4", "en") == "The 4 enters a piece on point 4, which is empty."
    game.play("4")
    assert game.content(4) == 1 and game.in_hand(0) == 11


def test_a_die_onto_ones_own_single_piece_makes_a_pair():
    game = DozeCanes.arrange(1, white=[4], throw=(4, 2))
    assert game.explain("4").startswith("Le 4 entre un second jeton sur la flèche 4 : elle est doublée")
    game.play("4")
    assert game.content(4) == 2 and game.held(0) == 1 and game.in_hand(0) == 10


def test_a_die_onto_a_single_opposing_piece_hits_it():
    game = DozeCanes.arrange(1, white=[2], black=[4], to_play=0, throw=(4, 1))
    assert game.explain("4") == (
        "Le 4 bat le jeton adverse de la flèche 4 : il retourne dans la main de son joueur, et votre jeton prend sa place."
    )
    assert game.explain("4", "en").startswith("The 4 hits the opposing piece on point 4")
    game.play("4")
    assert game.content(4) == 1  # the hitter takes its place
    assert game.in_hand(1) == 12 and game.in_hand(0) == 10


def test_a_hit_piece_enters_again_later():
    game = DozeCanes.arrange(1, black=[4], to_play=0, throw=(4, 1))
    game.play("4")
    game.play("1")
    game.roll(4, 3)  # Black hits back on 4
    assert "bat le jeton adverse" in game.explain("4")
    game.play("4")
    assert game.content(4) == -1 and game.in_hand(0) == 11


def test_a_point_doubled_by_the_opponent_loses_the_score():
    """Murray's reading: the score of a doubled point is lost."""
    game = DozeCanes.arrange(1, white=[2], black=[6, 6], throw=(6, 4))
    assert moves(game) == ["4"]
    assert refused(game, "6") == "Le 6 désigne la flèche 6, mais la flèche 6 est doublée : ce point est perdu."
    assert game.explain("6", "en") == "The 6 names point 6, but point 6 is doubled: that score is lost."


def test_no_third_piece_on_ones_own_pair():
    """Choice D3: two pieces a point at most, so one's own pair loses the score too."""
    game = DozeCanes.arrange(1, white=[6, 6], throw=(6, 4))
    assert moves(game) == ["4"]
    assert "deux au plus par flèche, ce point est perdu" in refused(game, "6")


def test_turn_passes_when_the_die_left_is_lost():
    """Choice D3: a lost die is not played; the turn passes once no playable die remains."""
    game = DozeCanes.arrange(1, black=[6, 6], throw=(6, 4))
    assert game.explain("4") == "Le 4 entre un jeton sur la flèche 4, vide. Le 6 restant est perdu (flèche 6 doublée) : le tour passe."
    game.play("4")
    assert game.to_play == 1 and game.awaiting_throw
    assert game.dice_status() == [(6, "lost"), (4, "used")]


def test_a_throw_whose_dice_are_all_lost_passes_the_turn():
    game = DozeCanes.arrange(1, white=[4, 4], black=[6, 6], to_play=1)
    game.roll(6, 4)
    assert game.to_play == 0 and game.awaiting_throw
    assert game.moves_notation() == ["(6,4)"]
    assert game.dice_status() == [(6, "lost"), (4, "lost")]
    assert game.cells == [0, 0, 0, 2, 0, -2]


def test_a_die_already_played_is_refused():
    game = DozeCanes.arrange(1, throw=(6, 4))
    game.play("4")
    assert refused(game, "4") == "Le 4 est déjà joué : il reste le 6."
    assert game.explain("4", "en") == "The 4 is already played: the 6 remains."


# -- the two dice (D4, D5) ------------------------------------------------------------------


def test_either_die_may_be_played_first():
    game = DozeCanes.arrange(1, throw=(6, 4))
    assert moves(game) == ["4", "6"]
    game.play("6")
    assert moves(game) == ["4"] and game.to_play == 0
    game.play("4")
    assert game.to_play == 1 and game.awaiting_throw


@pytest.mark.parametrize("white, black", [([], []), ([2], [5]), ([5, 5], [2]), ([2, 2], [5, 5]), ([3], [1, 1])])
@pytest.mark.parametrize("throw", [(5, 2), (6, 1), (3, 2)])
def test_both_orders_of_the_dice_give_the_same_position(white, black, throw):
    """Choice D5: two different dice name two different points."""
    a = DozeCanes.arrange(1, white=white, black=black, throw=throw)
    b = DozeCanes.arrange(1, white=white, black=black, throw=throw)
    for game, order in ((a, throw), (b, throw[::-1])):
        for die in order:
            if game.is_legal(str(die)):
                game.play(str(die))
    assert a.position() == b.position()


def test_doubles_enter_twice_on_the_same_point_and_nothing_more():
    """Choice D4: a double is two entries on one point: no extra throw, no four entries."""
    game = DozeCanes.arrange(1, throw=(3, 3))
    assert moves(game) == ["3"]
    game.play("3")
    assert moves(game) == ["3"]
    game.play("3")
    assert game.content(3) == 2 and game.to_play == 1 and game.awaiting_throw


def test_doubles_onto_an_opposing_single_hit_it_then_pair():
    game = DozeCanes.arrange(1, black=[3], throw=(3, 3))
    game.play("3")
    game.play("3")
    assert game.content(3) == 2 and game.in_hand(1) == 12


def test_doubles_onto_ones_own_single_pair_and_lose_the_second_die():
    game = DozeCanes.arrange(1, white=[3], throw=(3, 3))
    assert game.explain("3").endswith("Le 3 restant est perdu (flèche 3 doublée) : le tour passe.")
    game.play("3")
    assert game.content(3) == 2 and game.to_play == 1


# -- throws ------------------------------------------------------------------------------------


def test_throws_are_two_dice_with_their_true_probabilities():
    game = new_game("doze_canes")
    outcomes = dict(game.throw_outcomes())
    assert len(outcomes) == 21 and sum(outcomes.values()) == 1
    assert outcomes[(6, 6)] == Fraction(1, 36) and outcomes[(6, 4)] == Fraction(1, 18)


def test_a_throw_is_given_in_either_order_and_impossible_ones_are_refused():
    game = DozeCanes.arrange(1)
    assert game.roll(4, 6) == (6, 4)
    game.undo()
    for bad in [(7, 1), (0, 3), (4,), (1, 2, 3)]:
        with pytest.raises(InvalidThrowError):
            game.roll(*bad)
    assert game.awaiting_throw and not game.history


def test_seeded_draws_follow_the_dice_probabilities():
    """Chi-square test of 36,000 seeded draws against the 21 throws (df=20, 99.9% critical 45.31)."""
    game = new_game("doze_canes")
    rng = Rng(2024)
    n = 36000
    counts = {t: 0 for t, _ in game.throw_outcomes()}
    for _ in range(n):
        counts[game._draw(rng)] += 1
    chi2 = sum((counts[t] - n * p) ** 2 / (n * p) for t, p in game.throw_outcomes())
    assert chi2 < 45.31


# -- the end (D6) --------------------------------------------------------------------------------


def test_the_game_stops_when_all_six_points_are_doubled_even_with_a_die_left():
    game = DozeCanes.arrange(1, white=[1, 1, 2, 2, 3, 3, 4], black=[5, 5, 6, 6], throw=(4, 4))
    assert game.explain("4").endswith("Les six flèches sont doublées : la partie est finie.")
    game.play("4")
    assert game.is_over and game.winner == 0 and game.legal_moves() == []
    assert game.outcome.text() == "Blanc tient 4 flèches contre 2 et gagne."
    assert game.outcome.text("en") == "White holds 4 points against 2 and wins."
    with pytest.raises(GameOverError):
        game.roll()
    with pytest.raises(GameOverError):
        game.play("4")


def test_whoever_holds_more_points_wins():
    game = DozeCanes.arrange(2, white=[7, 7], black=[8, 8, 9, 9, 10, 10, 11, 11, 12], to_play=1, throw=(6, 2))
    game.play("12")
    assert game.winner == 1 and game.outcome.kind == "most_points"
    assert game.outcome.text() == "Noir tient 5 flèches contre 1 et gagne."


def test_three_points_each_is_a_draw():
    """Choice D6: the source has no tie-break."""
    game = DozeCanes.arrange(1, white=[1, 1, 2, 2, 3, 3], black=[4, 4, 5, 5, 6], to_play=1, throw=(6, 1))
    game.play("6")
    assert game.is_over and game.winner is None and game.outcome.kind == "draw"
    assert game.outcome.text() == "Trois flèches chacun : la partie est nulle."
    assert game.outcome.text("en") == "Three points each: the game is drawn."
    assert re.search(r'class="outcome"[^>]*>Trois flèches chacun : la partie est nulle\.<', game.svg())


# -- notation and positions ------------------------------------------------------------------------


@pytest.mark.parametrize("text, move", [
    ("Q3", house_move(3)), ("q1", house_move(1)), ("maison 2", house_move(2)), ("house 4", house_move(4)),
    ("M4", house_move(4)), ("22", enter_move(22)), (" 5 ", enter_move(5)),
])
def test_notation_is_read(text, move):
    assert DozeCanes().parse_move(text) == move


@pytest.mark.parametrize("text, message", [
    ("Q5", "Le quart 5 n'existe pas : choisissez Q1, Q2, Q3 ou Q4."),
    ("25", "La flèche 25 n'existe pas : le tablier va de 1 à 24."),
    ("4-6", "Notation inconnue « 4-6 » : écrivez Q1 à Q4 pour choisir la maison, ou le numéro de la flèche (1 à 24)."),
])
def test_bad_notation_is_refused_with_its_reason(text, message):
    game = DozeCanes.arrange(1, throw=(6, 4))
    before = game.position()
    with pytest.raises(NotationError) as err:
        game.play(text)
    assert str(err.value) == message and game.position() == before


def test_position_text_round_trips():
    game = DozeCanes.arrange(4, white=[20, 20, 22], black=[19], to_play=1, throw=(3, 1))
    assert game.position() == "4|bW.w..|1|move|31|31"
    assert DozeCanes.from_position(game.position()).position() == game.position()


def test_a_position_read_from_text_plays_on():
    game = DozeCanes.from_position("1|wbwbwb|1|move|21|21")
    assert moves(game) == ["1", "2"] and game.in_hand(0) == game.in_hand(1) == 9


@pytest.mark.parametrize("text", [
    "1|......|0|house|-|-",        # house phase with a quarter
    "0|w.....|0|house|-|-",        # pieces before the house is chosen
    "5|......|0|throw|-|-",        # no quarter 5
    "1|.....x|0|throw|-|-",        # unknown content
    "1|.......|0|throw|-|-",       # seven points
    "1|WWWBBB|0|throw|-|-",        # full house but not over
    "1|WWWBB.|0|over|-|-",         # over with a point free
    "1|......|0|move|64|5",        # a die not thrown
    "1|......|0|move|46|46",       # a throw is written higher die first
    "1|.....B|0|move|66|66",       # every die left is lost
    "1|......|2|throw|-|-",        # no third player
    "garbage",
])
def test_bad_positions_are_refused(text):
    with pytest.raises(NotationError, match="Position invalide"):
        DozeCanes.from_position(text)


def test_arrange_refuses_a_piece_outside_the_house_or_two_colours_on_a_point():
    with pytest.raises(NotationError):
        DozeCanes.arrange(1, white=[7])
    with pytest.raises(NotationError):
        DozeCanes.arrange(1, white=[3], black=[3])
    with pytest.raises(NotationError):
        DozeCanes.arrange(1, white=[3, 3, 3])


# -- the picture ------------------------------------------------------------------------------------------


def desc(svg):
    return html.unescape(re.search("<desc>(.*)</desc>", svg).group(1))


def squares(svg, cls):
    return re.findall(rf'<g class="{cls}"[^>]*data-square="([^"]+)"', svg)


def test_picture_offers_the_four_quarters_before_the_choice():
    svg = new_game("doze_canes").svg()
    xml.dom.minidom.parseString(svg)
    assert squares(svg, "quarter") == ["Q1", "Q2", "Q3", "Q4"]
    assert svg.index('data-square="Q1"') > svg.index('data-square="24"')  # on top: clicking a quarter chooses it
    assert "La maison d'entrée n'est pas encore choisie." in desc(svg) and "Blanc choisit la maison d'entrée." in desc(svg)


def test_picture_shows_the_house_points_pieces_pairs_hands_and_dice():
    game = DozeCanes.arrange(1, white=[2, 4, 4], black=[6, 6], throw=(6, 2))
    svg = game.svg()
    xml.dom.minidom.parseString(svg)
    assert squares(svg, "point") == [str(pt) for pt in range(1, 25)]
    assert re.search(r'class="quarter house" data-square="Q1"', svg)
    assert svg.count('class="pair p0"') == 1 and svg.count('class="pair p1"') == 1
    assert svg.count('class="piece p0"') == 3 and svg.count('class="piece p1"') == 2
    assert 'data-hand="0" data-count="9"' in svg and 'data-hand="1" data-count="10"' in svg
    assert re.search(r'class="dice lost" data-die="6" data-square="6"', svg)
    assert re.search(r'class="dice playable" data-die="2" data-square="2"', svg)
    assert "<title>Douze chiens (Doze canes), Alphonse X, lecture de Murray</title>" in svg
    assert desc(svg) == (
        "Maison d'entrée : quart 1, flèches 1 à 6. Blanc : flèches 2, 4 (paire) ; 9 jetons en main sur 12. "
        "Noir : flèches 6 (paire) ; 10 jetons en main sur 12. À Blanc de jouer : 2."
    )


def test_picture_options():
    game = DozeCanes.arrange(1, black=[3], throw=(3, 1))
    game.play("3")
    svg = game.svg(highlight=[3], targets=[1], selected="3", numbers=False, lang="en")
    assert 'class="last-move"' in svg and 'class="hit"' in svg
    assert svg.count('class="target"') == 1 and svg.count('class="selected"') == 1
    assert ">24<" not in svg  # no point numbers
    assert "White: points 3; 11 pieces in hand out of 12." in desc(svg) and "White to play: 1." in desc(svg)
    assert re.search(r'class="dice used" data-die="3"', svg)
    bare = game.svg(last_move=False, show_throw=False, size=311)
    assert 'class="last-move"' not in bare and 'class="throw"' not in bare and 'width="311"' in bare


def test_picture_shows_the_last_throw_once_the_turn_has_passed():
    game = DozeCanes.arrange(1, white=[4, 4], black=[6, 6], to_play=1)
    game.roll(6, 4)
    svg = game.svg()
    assert "dernier lancer" in svg and svg.count('class="lost"') == 2
    assert 'class="dice lost" data-die="6" data-square' not in svg  # not clickable: a throw is due


def test_moves_are_plain_tuples_with_notation():
    assert str(DozeMove("house", 2)) == "Q2" and str(DozeMove("enter", 17)) == "17"


def _label_rows(svg, words):
    """The vertical span of each text saying ``words`` (11-px bold, no descender: 10 px above the baseline)."""
    return [(float(y) - 10, float(y)) for y in re.findall(rf'<text [^>]*y="([\d.]+)"[^>]*>{re.escape(words)}</text>', svg)]


def _tips(svg):
    """The heights of the drawn points' tips: the top row's (pointing down), then the bottom row's (pointing up).
    Each point is a triangle: its tip is the corner whose height no other corner shares."""
    tips = set()
    for corners in re.findall(r'<g class="point"[^>]*><polygon points="([^"]+)"', svg):
        ys = [float(c.split(",")[1]) for c in corners.split()]
        tips.update(y for y in ys if ys.count(y) == 1)
    top, bottom = sorted(tips)
    return top, bottom


@pytest.mark.parametrize("quarter", [1, 2, 3, 4])
def test_the_house_label_is_never_covered(quarter):
    """Nothing overlaps "Maison d'entrée": not the ghost of a piece hit on any point of the house, not an
    entry's arrow, not the points' tips or the dice on them (issue 15)."""
    for die in range(1, 7):
        point = 6 * (quarter - 1) + die
        game = DozeCanes.arrange(quarter, black=[point], throw=(die, die % 6 + 1))
        game.play(str(point))
        svg = html.unescape(game.svg())
        tips = _tips(svg)
        [(top, bottom)] = _label_rows(svg, "Maison d'entrée")
        assert tips[0] < top and bottom < tips[1]
        ghost = re.search(r'<circle cx="[\d.]+" cy="([\d.]+)" r="([\d.]+)"[^>]*class="hit"', svg)
        cy, r = float(ghost.group(1)), float(ghost.group(2))
        assert cy + r < top or bottom < cy - r, (point, cy, r, top, bottom)
        start = float(re.search(r'class="last-move"[^>]*><path d="M[\d.]+,([\d.]+)', svg).group(1))
        assert not top <= start <= bottom


def test_the_quarter_labels_stay_clear_of_the_points_tips_while_choosing():
    svg = new_game("doze_canes").svg()
    upper, lower = _tips(svg)
    rows = [row for q in range(1, 5) for row in _label_rows(svg, f"Q{q} : choisir")]
    assert len(rows) == 4 and all(upper < top and bottom < lower for top, bottom in rows)


def test_the_quarter_labels_do_not_overlap_while_choosing():
    """Each « Qn : choisir » has a spot of its own (Q2 and Q3 were drawn one above the other, reading as one)."""
    svg = html.unescape(new_game("doze_canes").svg())
    found = re.findall(r'<text x="([\d.]+)" y="([\d.]+)"[^>]*>(Q\d : choisir)</text>', svg)
    assert len(found) == 4
    half = 0.6 * 11 * len("Q1 : choisir") / 2  # a generous half-width for 11-px bold text
    boxes = [(float(x) - half, float(x) + half, float(y) - 10, float(y)) for x, y, _ in found]
    apart = 10  # px of clear space between two labels, across or down: closer, two labels read as one
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert a[1] + apart < b[0] or b[1] + apart < a[0] or a[3] + apart < b[2] or b[3] + apart < a[2], (a, b)


# -- the kernel: int actions, chance, effects -------------------------------------------------------------


def test_the_kernel_is_found_by_name_and_starts_at_the_choice_of_the_house():
    from jocari_edu.games import new_state
    from jocari_edu.games.doze_canes import ACTION_MOVES, DozeCanesState

    state = new_state("doze_canes")
    assert isinstance(state, DozeCanesState) and not state.is_chance_node() and not state.is_terminal()
    assert [str(ACTION_MOVES[a]) for a in state.legal_actions()] == ["Q1", "Q2", "Q3", "Q4"]
    state.apply_action(state.legal_actions()[2])
    assert state.effects == (("house", 3),) and state.is_chance_node() and state.current_player() == 0
    assert [t for t, _ in state.chance_outcomes()] == [t for t, _ in DozeCanes().throw_outcomes()]
    state.apply_throw((5, 2))
    assert [str(ACTION_MOVES[a]) for a in state.legal_actions()] == ["17", "14"]  # the 5 first, as thrown


def test_a_die_and_its_point_are_one_table_read_both_ways():
    from jocari_edu.games.doze_canes import die_of, point_of

    for quarter in range(1, 5):
        named = [point_of(quarter, d) for d in range(1, 7)]
        assert named == list(range(6 * quarter - 5, 6 * quarter + 1))  # choice D2, from the lowest point
        assert [die_of(quarter, p) for p in named] == [1, 2, 3, 4, 5, 6]
        assert [p for p in range(1, 25) if die_of(quarter, p) is None] == [p for p in range(1, 25) if p not in named]
    assert die_of(0, 1) is None  # no house chosen yet


@pytest.mark.parametrize(("setup", "move", "effects"), [
    (dict(quarter=2, white=[], black=[], throw=(3, 1)), "9", (("enter", 9, 3, 0),)),
    (dict(quarter=1, white=[1], black=[2], throw=(2, 1)), "2", (("hit", 2, 2, 0),)),
    (dict(quarter=1, white=[4], black=[6, 6], throw=(6, 4)), "4", (("pair", 4, 4, 0), ("lost", 6, 6))),
    (dict(quarter=1, white=[1, 1, 2, 2, 3, 3, 4], black=[5, 5, 6, 6], throw=(4, 1)), "4",
     (("pair", 4, 4, 0), ("won", 0))),
    (dict(quarter=1, white=[1, 1, 2, 2, 3, 3], black=[4, 4, 5, 5, 6], to_play=1, throw=(6, 1)), "6",
     (("pair", 6, 6, 1), ("draw",))),
])
def test_the_kernel_records_what_an_entry_did(setup, move, effects):
    game = DozeCanes.arrange(**setup)
    assert game.preview(game.parse_move(move)).effects == effects
    before = game.position()
    game.play(move)
    assert game.state.effects == effects and game.last_entry == effects[0]
    if game.awaiting_throw:
        game.roll()
    assert game.last_entry == effects[0]  # a throw records nothing: the picture still shows the entry
    game.undo()
    if game.awaiting_throw or game.is_over:
        game.undo()
    assert game.position() == before and game.state.effects == ()


def test_every_effect_is_declared_and_the_lab_counts_declared_ones():
    from jocari_edu.games.doze_canes import DozeCanesState

    assert set(DozeCanes.EFFECT_NAMES) <= set(DozeCanesState.EFFECTS)
    seen = set()
    for seed in range(40):
        game = new_game("doze_canes", seed=seed)
        while not game.is_over:
            if game.awaiting_throw:
                game.roll()
                continue
            game.play(game.legal_moves()[seed % len(game.legal_moves())])
            for code, *values in game.state.effects:
                assert len(values) == len(DozeCanesState.EFFECTS[code]), code
                seen.add(code)
    assert seen == set(DozeCanesState.EFFECTS)  # every effect happens in forty games


def test_a_refusal_is_the_first_rule_the_generator_applies_that_the_move_breaks():
    from jocari_edu.games.doze_canes import ACTION_MOVES

    for seed in range(30):
        game = new_game("doze_canes", seed=seed)
        while not game.is_over:
            if game.awaiting_throw:
                game.roll()
                continue
            legal = game.state.legal_actions()
            for action, move in enumerate(ACTION_MOVES):
                assert (game.state.refusal(action) is None) == (action in legal), (game.position(), move)
            game.play(game.legal_moves()[-1])
