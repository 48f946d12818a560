"""The board's click logic, in Python (no browser): clicks become the rules' moves."""

import json
import re

import pytest

from jocari_edu import JocariError, load_record, new_game
from jocari_edu.games.senet import Senet
from jocari_edu.widgets.controller import BoardController
from tests import SLUGS

GAMES = list(SLUGS)  # every registered game, in the registry's order


def board(game=None, **kw):
    return BoardController(game or new_game("senet", "standard", seed=3), **kw)


def test_clicking_before_the_throw_says_to_throw_first():
    b = board()
    assert not b.click("9")
    assert b.why == "Il faut d'abord lancer."
    assert b.game.history == []


def test_click_a_pawn_lights_its_destination_then_click_it_to_move():
    b = board()
    b.roll(3)
    assert b.status == "Blanc lance : 3. À Blanc de jouer (3)."
    b.click("9")
    assert b.selected == "9" and b.targets == ["12"]
    assert 'class="target"' in b.picture()
    assert b.click("12")
    assert b.game.moves_notation() == ["(3)", "9-12"]
    assert b.status.startswith("Blanc joue 9-12. Le pion avance de la case 9 à la case 12.")
    assert b.selected is None and b.why == ""


def test_illegal_click_shows_the_rules_reason_and_changes_nothing():
    game = Senet.arrange("standard", white=[12], black=[15, 16], off=(4, 3), throw=3)
    b = board(game)
    before = game.position(), len(game.history)
    assert not b.click("12")  # its only move attacks a protected pawn
    assert b.why == "Le pion adverse de la case 15 est protégé par son voisin de la case 16."
    assert (game.position(), len(game.history)) == before


def test_click_on_a_wrong_destination_explains_it():
    b = board()
    b.roll(2)
    b.click("9")
    assert not b.click("13")
    assert b.why == "Le lancer vaut 2 : le pion de la case 9 va en 11."
    assert b.selected is None


def test_opponent_pawn_click_explains_whose_it_is():
    b = board()
    b.roll(2)
    b.click("4")
    assert b.why == "Le pion de la case 4 appartient à l'adversaire."


def test_a_pawn_dragged_onto_its_destination_plays_as_two_clicks_do():
    b, clicked = board(), board()
    for x in (b, clicked):
        x.roll(3)
    b.handle({"type": "drag", "from": "9", "to": "12"})  # the message board.js sends
    clicked.click("9")
    clicked.click("12")
    assert b.game.moves_notation() == clicked.game.moves_notation() == ["(3)", "9-12"]
    assert b.status == clicked.status and b.selected is None and b.why == ""


def test_a_pawn_dropped_where_it_cannot_go_stays_chosen_and_the_reason_is_given():
    b = board()
    b.roll(2)
    before = b.game.position(), len(b.game.history)
    assert not b.drag("9", "13")
    assert (b.game.position(), len(b.game.history)) == before
    assert b.why == "Le lancer vaut 2 : le pion de la case 9 va en 11."
    assert b.selected == "9" and b.targets == ["11"]  # its destination marked: a tap there plays it
    assert b.click("11") and b.game.moves_notation() == ["(2)", "9-11"]


def test_a_drag_the_rules_refuse_changes_nothing_and_says_why():
    b = board()
    assert not b.drag("9", "11")  # before the throw
    assert b.why == "Il faut d'abord lancer." and b.game.history == []
    b.roll(2)
    assert not b.drag("4", "6")  # the opponent's pawn
    assert b.why == "Le pion de la case 4 appartient à l'adversaire." and b.selected is None
    game = Senet.arrange("standard", white=[12], black=[15, 16], off=(4, 3), throw=3)
    b = board(game)
    before = game.position(), len(game.history)
    assert not b.drag("12", "15")  # its only move attacks a protected pawn
    assert b.why == "Le pion adverse de la case 15 est protégé par son voisin de la case 16."
    assert (game.position(), len(game.history)) == before


def test_at_la_marelle_a_drag_from_a_free_point_places_nothing():
    b = board(new_game("marelle", "modern", seed=1))
    before = b.game.position()
    assert not b.drag("a1", "d1")
    assert b.game.position() == before and b.game.history == []
    assert b.why == "Aucun coup ne part du point a1."


def test_forced_pass_is_announced_and_played_by_the_pass_button():
    game = Senet.arrange("standard", white=[15], black=[19, 20], off=(4, 3), throw=4)
    b = board(game)
    assert "Passer" in b.status and b.view()["can_pass"]
    assert b.pass_turn()
    assert game.moves_notation()[-1] == "pass" and "nouveau lancer" in b.status


def test_teacher_sets_the_throw_and_impossible_throw_is_explained():
    b = board(new_game("senet", "jequier", seed=1))
    throws = b.view()["throws"]
    assert [t["values"] for t in throws] == [[1], [2], [3], [4], [6]]
    assert not b.roll(5)
    assert "impossible" in b.why and b.game.history == []
    assert b.roll(1)
    assert b.targets == [] and b.game.legal_moves()[0].src == 10


def test_undo_takes_back_the_last_step():
    b = board()
    b.roll(3)
    b.click("9")
    b.click("12")
    b.undo()
    assert b.game.moves_notation() == ["(3)"]
    assert "Annulé : 9-12" in b.status


def test_save_and_load_round_trip_and_bad_records_change_nothing():
    b = board()
    b.roll(3)
    b.play("9-12")
    text = b.save()
    other = board(new_game("senet", "jequier", seed=9))
    assert other.load(text)
    assert other.game.moves_notation() == ["(3)", "9-12"] and other.game.rule_set == "standard"
    before = other.game.position()
    assert not other.load(text[:40])
    assert other.why.startswith("Ce fichier n'est pas du JSON valide") and other.game.position() == before
    rec = json.loads(text)
    rec["events"][1]["move"] = "1-2"
    assert not other.load(json.dumps(rec))
    assert other.why.startswith("Étape 2 de la partie : ")  # the learner counts entries from 1


def test_replay_steps_back_and_forth_through_a_record():
    from jocari_edu.analysis.simulate import random_game

    game = random_game("senet", "standard", seed=4)
    positions = []
    probe = new_game("senet", "standard", seed=4)
    positions.append(probe.position())
    for event in game.history:
        probe.roll() if event.kind == "throw" else probe.play(event.value)
        positions.append(probe.position())
    b = board()
    b.load(game.to_json(), replay=True)
    assert b.replaying and b.game.position() == positions[0]
    assert b.view()["replay"] == {"index": 0, "total": len(positions) - 1}
    for i in range(1, 6):
        b.replay_step(1)
        assert b.game.position() == positions[i]
    b.replay_step(-2)
    assert b.game.position() == positions[3]
    assert not b.click("1")  # no moves during a replay
    b.replay_to(10**6)
    assert b.game.position() == positions[-1] and not b.replaying


def test_resume_plays_on_from_the_replayed_position():
    b = board()
    b.roll(3)
    b.play("9-12")
    b.roll(2)
    b.replay_to(1)
    b.resume()
    assert b.game.moves_notation() == ["(3)"] and not b.replaying
    assert b.click("9") is False and b.targets == ["12"]


@pytest.mark.parametrize("opponent", ["random", "greedy"])
def test_computer_opponent_plays_its_turn_step_by_step(opponent):
    b = board(opponent=opponent)
    b.roll(2)
    b.play("9-11")  # a 2: the turn passes to the computer
    assert b.computer_turn and "L'ordinateur" in b.status
    steps = 0
    while b.computer_turn:
        assert b.computer_step()
        steps += 1
    assert steps >= 2 and b.game.to_play == 0
    assert [e.player for e in b.game.history[2:]] == [1] * steps


def test_english_board():
    b = board(new_game("senet", "standard", seed=3, lang="en"), lang="en")
    assert b.status == "White to throw."
    b.roll(2)
    b.click("4")
    assert b.why == "The pawn on square 4 belongs to your opponent."
    assert b.view()["labels"]["roll"] == "Throw"


def test_new_game_with_another_rule_set():
    b = board()
    b.new_game("jequier")
    assert b.game.rule_set == "jequier" and b.game.in_opening


def test_new_game_with_options_chosen_on_the_board():
    b = board(new_game("marelle", "breyer", seed=1))
    allowed = b.game.OPTION_VALUES
    chosen = b.options_from_indexes({"reform": allowed["reform"].index("allowed"), "flying": allowed["flying"].index(False)})
    b.new_game("breyer", chosen)
    assert b.game.options["reform"] == "allowed" and b.game.options["flying"] is False
    assert b.view()["options"]["reform"] == ["allowed", list(allowed["reform"]), "Reformer un moulin",
                                             ["Reformer un moulin : interdit", "Reformer un moulin : permis"]]


def test_the_options_and_throws_read_in_the_learners_language():
    """The menus say "Vol à trois pions : oui" and "25 %", not "flying : true" and "p = 0.250"."""
    fr = board(new_game("marelle", "breyer", seed=1)).view()
    assert fr["options"]["flying"][3] == ["Vol à trois pions : oui", "Vol à trois pions : non"]
    assert fr["options"]["quiet_moves"][3][fr["options"]["quiet_moves"][1].index(50)] == "Nulle sans prise : après 50 coups"
    assert [t["p"] for t in fr["throws"]] == ["50\u202f%", "50\u202f%"]  # the coin toss for the first player
    en = BoardController(new_game("senet", "standard", seed=1), lang="en").view()
    assert [t["p"] for t in en["throws"]] == ["25%", "37.5%", "25%", "6.3%", "6.3%"]
    assert BoardController(new_game("jacquet", seed=1), lang="en").view()["options"]["bear_off"][3][1] == \
        "Bearing off with a higher die: only if no checker is farther back (backgammon)"


def test_page_messages_drive_the_controller_and_save_returns_the_record():
    c = BoardController(new_game("senet", "standard", seed=3))
    assert c.handle({"type": "roll", "values": [1]}) is None
    assert c.game.current_throw is not None
    reply = c.handle({"type": "save"})
    assert reply["type"] == "record" and reply["filename"] == "senet-3.json"
    assert load_record(reply["json"]).position() == c.game.position()


def test_the_view_carries_the_record_a_page_needs_to_bring_the_board_back():
    c = BoardController(new_game("marelle", "modern", seed=1))
    c.handle({"type": "click", "square": "d2"})
    again = load_record(c.view()["record"])
    assert again.position() == c.game.position() and again.moves_notation() == ["d2"]


# -- the status always says what the board shows ------------------------------------------


def test_a_refused_destination_clears_the_marks_and_the_status_no_longer_speaks_of_them():
    b = board()
    b.roll(2)
    b.click("9")
    assert b.status == "Pièce choisie en 9 : choisissez une destination marquée en vert."
    assert not b.click("13")
    assert b.why == "Le lancer vaut 2 : le pion de la case 9 va en 11."
    assert 'class="target"' not in b.picture()
    assert b.status == "Blanc lance : 2. À Blanc de jouer (2)."


def test_undo_against_the_computer_names_every_step_it_took_back():
    b = board()
    for step in ("roll 2", "9-11", "roll 4", "10-14", "roll 2", "14-16"):
        b.roll(int(step[5:])) if step.startswith("roll") else b.play(step)
    b.set_opponent("random")  # Black is now the computer: undo goes back to White's turn
    assert b.undo()
    assert b.game.moves_notation() == ["(2)"]
    assert b.status == (
        "Annulé, de la dernière étape à la première : 14-16 (Noir), lancer 2 (Noir), 10-14 (Noir), "
        "lancer 4 (Noir), 9-11 (Blanc). À Blanc de jouer (2)."
    )


def test_undo_of_one_step_names_it_and_its_side():
    b = board(new_game("senet", "standard", seed=3, lang="en"), lang="en")
    b.roll(3)
    b.undo()
    assert b.status == "Undone: throw 3 (White). White to throw."


def test_the_move_list_names_the_side_of_every_step():
    b = board()
    for step in ("roll 2", "9-11", "roll 4", "10-14"):
        b.roll(int(step[5:])) if step.startswith("roll") else b.play(step)
    assert b.view()["moves"] == ["Blanc : (2)", "Blanc : 9-11", "Noir : (4)", "Noir : 10-14"]


def test_each_step_of_the_computers_turn_is_announced_on_its_own():
    b = board(opponent="greedy")
    b.roll(2)
    b.play("9-11")
    while b.computer_turn:
        assert b.handle({"type": "computer"}) is None
        last = b.game.history[-1]
        if last.kind == "throw":
            assert b.status.startswith(f"Noir lance : {last.value[0]}.")
        else:
            assert b.status.startswith(f"Noir joue {last.value}. ")
    assert b.status.endswith("À Blanc de lancer.")


def test_the_computers_pace_is_a_setting_the_page_reads_from_the_view():
    b = board(opponent="greedy")
    assert b.view()["pace"] == "normal" and b.view()["computer_delay"] == 1500
    b.handle({"type": "pace", "pace": "slow"})
    assert b.view()["computer_delay"] == 3000
    b.handle({"type": "pace", "pace": "step"})  # step by step: the page shows a button instead of a timer
    assert b.view()["computer_delay"] is None
    b.roll(2)
    b.play("9-11")
    assert b.status.endswith("L'ordinateur (Noir) attend : appuyez sur « Étape suivante de l'ordinateur ».")
    with pytest.raises(JocariError, match="Vitesse inconnue 'presto'") as err:
        b.set_pace("presto")
    assert "Unknown pace 'presto'" in err.value.text("en")
    assert b.pace == "step"


def test_teacher_and_classroom_modes_are_off_by_default_and_set_by_option_or_toggle():
    b = board()
    frame = lambda svg: re.search(r'viewBox="[^"]+"', svg).group(0)  # noqa: E731
    assert not b.view()["teacher"] and not b.view()["classroom"]
    assert frame(b.view()["svg"]) == frame(b.game.svg())
    assert board(teacher=True, classroom=True).view()["teacher"]
    b.handle({"type": "teacher", "on": True})
    b.handle({"type": "classroom", "on": True})
    assert b.view()["teacher"] and b.view()["classroom"]
    # « Mode classe » draws the picture with its words large (render.draw's large): the sideways drawing's frame
    assert frame(b.view()["svg"]) == frame(b.game.svg(large=True)) != frame(b.game.svg())
    b.handle({"type": "layout", "value": "portrait"})  # a phone held upright keeps its own drawing
    assert frame(b.view()["svg"]) == frame(b.game.svg(layout="portrait"))
    b.handle({"type": "teacher", "on": False})
    assert not b.view()["teacher"]


def test_jequier_opening_says_when_the_first_one_swaps_the_colours():
    b = board(new_game("senet", "jequier", seed=1))
    b.roll(1)  # White throws the first 1 and takes the even squares
    assert b.game.position().startswith("BWBWBWBWBW")
    assert b.status == (
        "Blanc lance : 1. Blanc a fait le premier 1 : il prend les pions des cases paires, les couleurs "
        "s'échangent (Blanc en 2, 4, 6, 8, 10 ; Noir en 1, 3, 5, 7, 9). Son premier coup est imposé : 10-11. "
        "À Blanc de jouer (1)."
    )
    b.play("10-11")
    assert "premier 1" not in b.status


def test_jequier_opening_says_when_black_keeps_the_even_squares():
    b = board(new_game("senet", "jequier", seed=1))
    b.roll(3)
    b.roll(1)
    assert b.game.position().startswith("WBWBWBWBWB")
    assert "Noir a fait le premier 1 : il garde les pions des cases paires et commence." in b.status


def test_the_controller_runs_without_any_widget_library():
    # in the browser (Pyodide) there is no anywidget, traitlets or ipywidgets: the
    # controller, and the widgets package itself, must import and play without them
    import subprocess
    import sys

    script = """
import sys
for name in ("anywidget", "traitlets", "ipywidgets"):
    sys.modules[name] = None  # any import of them now fails
import jocari_edu.widgets
from jocari_edu.widgets.controller import BoardController
from jocari_edu import new_game
c = BoardController(new_game("senet", "standard", seed=3))
c.handle({"type": "roll", "values": [3]})
c.handle({"type": "click", "square": "9"})
c.handle({"type": "click", "square": "12"})
assert c.view()["history"] == ["(3)", "9-12"], c.view()["history"]
try:
    jocari_edu.widgets.Board
except ImportError:
    print("ok")
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


# -- « Que jouerait l'ordinateur ? » and the levels in the opponent menu -------------------------
# The positions are those of tests/players/test_hint.py: the board shows what ``suggest`` says.

from jocari_edu.games.jacquet import Jacquet  # noqa: E402
from jocari_edu.games.marelle import Marelle  # noqa: E402
from jocari_edu.players import UnknownLevelError, suggest  # noqa: E402


def ask(b):
    """Click « Que jouerait l'ordinateur ? » and return what the page shows, checking nothing moved."""
    before = (b.game.position(), len(b.game.history), b.game.rng.state)
    assert b.handle({"type": "hint"}) is None
    assert (b.game.position(), len(b.game.history), b.game.rng.state) == before
    return b.view()


def marked_on_the_picture(b, squares, turn):
    """The picture the board shows is the game's own picture with exactly these squares highlighted
    (the move to click now) and the suggested turn drawn, step by step."""
    assert b.picture() == b.game.svg(numbers=b.numbers, lang=b.lang, highlight=squares, suggested=turn)
    assert b.picture() != b.game.svg(numbers=b.numbers, lang=b.lang, highlight=squares)


def drawn_steps(svg):
    """The suggested steps drawn on a picture, as (notation, rank)."""
    return re.findall(r'class="hint-step [a-z-]+" data-move="([^"]+)" data-step="(\d+)"', svg)


def test_hint_at_marelle_shows_the_mill_and_its_take():
    game = Marelle.arrange("modern", white="a1 g1 d2 f4 b6 c3", black="a7 g7 c5 e5 b4")
    b = board(game)
    v = ask(b)
    turn = suggest(game, "moyen").turn
    taken = str(turn[1])[1:]
    assert v["hint"] == {"title": "L'ordinateur (moyen) jouerait :", "move": "d2-d1", "squares": ["d2", "d1"],
                         "text": f"d2-d1 : Forme un moulin (a1-d1-g1) et prend le pion en {taken}."}
    marked_on_the_picture(b, ["d2", "d1"], turn)
    assert drawn_steps(b.picture()) == [("d2-d1", "1"), (f"x{taken}", "2")]  # the mill, then its take


def test_hint_at_senet_puts_the_pawn_in_safety_in_english_too():
    game = Senet.arrange("jequier", white=[23, 10], black=[20, 18, 3], off=(3, 2), throw=3)
    v = ask(board(game))
    assert (v["hint"]["squares"], v["hint"]["text"]) == (["23", "26"], "23-26 : Met le pion à l'abri sur la case 26.")
    en = BoardController(Senet.arrange("jequier", white=[23, 10], black=[20, 18, 3], off=(3, 2), throw=3, lang="en"),
                         lang="en")
    v = ask(en)
    assert v["hint"]["title"] == "The computer (intermediate) would play:"
    assert v["hint"]["text"] == "23-26: Puts the pawn in safety on square 26."
    assert v["labels"]["hint"] == "What would the computer play?"


def test_hint_at_jacquet_comes_from_the_opponents_level():
    # Black's courier stands on its point 5; White holds 18 and 19 in front of it
    game = Jacquet.arrange(white={1: 10, 14: 1, 18: 2, 19: 2}, black={1: 14, 5: 1}, throw=(4, 3))
    b = board(game, opponent="fort")  # Black is the computer at « fort »: White asks that level
    v = ask(b)
    assert v["hint"]["title"] == "L'ordinateur (fort) jouerait :"
    assert (v["hint"]["squares"], v["hint"]["text"]) == (
        ["18", "21"], "18-21 : Ferme la flèche 21 devant le postillon adverse.")
    turn = suggest(game, "fort").turn
    marked_on_the_picture(b, ["18", "21"], turn)
    # both dice: each checker's step drawn and numbered, the first the one the sentence names
    assert len(turn) == 2 and drawn_steps(b.picture()) == [(str(turn[0]), "1"), (str(turn[1]), "2")]
    assert [str(m) for m in turn] == ["18-21", "19-23"]


def test_hint_at_doze_canes_with_the_perfect_player():
    from jocari_edu.analysis.doze_canes import start_values

    game = new_game("doze_canes", seed=1)
    b = board(game, opponent="expert")
    v = ask(b)
    s = suggest(game, "expert")
    chance = start_values(exact=False)
    assert v["hint"]["move"] == str(s.move)
    win = f"{100 * chance.white:.1f}".replace(".", ",")
    assert v["hint"]["text"].startswith(f"{s.move} : Tous les choix donnent exactement les mêmes chances à Blanc : "
                                        f"{win}\u202f% de gagner, ")
    assert f"Blanc {win}\u202f%" in v["odds"]  # the odds line above it says the same figure the same way


def test_before_a_throw_the_hint_gives_the_rules_reason_and_marks_nothing():
    b = board()
    v = ask(b)
    assert v["hint"] == {"title": "L'ordinateur (moyen) jouerait :", "text": "Il faut d'abord lancer.", "squares": []}
    assert b.picture() == b.game.svg(numbers=True, lang="fr")
    assert v["can_hint"]


def test_the_hint_is_cleared_as_soon_as_the_position_changes():
    b = board()
    b.roll(3)
    assert ask(b)["hint"]["squares"]  # a move suggested and marked
    assert drawn_steps(b.picture()) == [(b.view()["hint"]["move"], "1")]  # and its arrow drawn
    b.click("9")  # choosing a piece keeps the hint: the position has not changed
    assert b.view()["hint"] is not None and drawn_steps(b.picture())
    b.click("12")
    assert b.view()["hint"] is None and b.picture() == b.game.svg(numbers=True, lang="fr")
    assert drawn_steps(b.picture()) == []
    b.roll(2)
    ask(b)
    b.game.play(b.game.legal_moves()[0])  # a lesson's code plays on the live game
    b.refresh()
    assert b.view()["hint"] is None
    ask(b)
    b.handle({"type": "undo"})
    assert b.view()["hint"] is None


def test_no_hint_during_the_computers_turn_or_a_replay():
    b = board(opponent="moyen")
    b.roll(2)
    b.play("9-11")  # a 2: the computer's turn
    assert not b.view()["can_hint"] and not b.hint() and b.view()["hint"] is None
    b.replay_to(1)
    assert not b.view()["can_hint"] and not b.hint()


def test_opponent_menu_offers_the_levels_by_their_names():
    b = board()
    v = b.view()
    assert v["opponents"] == ["human", "debutant", "moyen", "fort", "expert"]
    assert [v["labels"][o] for o in v["opponents"]] == [
        "deux joueurs", "ordinateur (débutant)", "ordinateur (moyen)", "ordinateur (fort)", "ordinateur (expert)"]
    en = BoardController(new_game("senet", lang="en"), lang="en").view()
    assert [en["labels"][o] for o in en["opponents"][1:]] == [
        "computer (beginner)", "computer (intermediate)", "computer (strong)", "computer (expert)"]
    # an older opponent still plays, and the menu shows it while it is the one chosen
    old = board(opponent="greedy").view()
    assert old["opponents"] == ["human", "debutant", "moyen", "fort", "expert", "greedy"]
    assert old["opponent"] == "greedy"


def test_a_level_chosen_in_the_menu_plays_the_computers_turn():
    b = board()
    b.handle({"type": "opponent", "opponent": "fort"})
    assert b.view()["opponent"] == "fort"
    b.roll(2)
    b.play("9-11")
    steps = 0
    while b.computer_turn:
        b.handle({"type": "computer"})
        steps += 1
    assert steps >= 2 and b.game.to_play == 0
    assert [e.player for e in b.game.history[2:]] == [1] * steps
    b.handle({"type": "opponent", "opponent": "grand maître"})  # refused, with the reason shown
    assert b.view()["why"].startswith("Adversaire inconnu 'grand maître' (choix : human, ")
    assert b.opponent == "fort"  # and the board keeps its opponent
    with pytest.raises(UnknownLevelError, match="Adversaire inconnu 'grand maître'"):
        b.set_opponent("grand maître")  # from code, the error itself


@pytest.mark.parametrize("name", GAMES)
def test_a_phone_board_asks_for_its_drawing_and_clicks_mean_the_same(name):
    """board.js says the board's shape ({type: layout}); the picture changes, its squares and the game do not."""
    board = BoardController(new_game(name, seed=3))
    wide = board.view()["svg"]
    squares = sorted(set(re.findall(r'data-square="([^"]+)"', wide)))
    for value, shown in (("portrait", "portrait"), ("landscape", "landscape"), ("sideways?", "wide"), (None, "wide")):
        board.handle({"type": "layout", "value": value})
        view = board.view()
        assert view["layout"] == shown and view["position"] == board.game.position()
        assert sorted(set(re.findall(r'data-square="([^"]+)"', view["svg"]))) == squares
    assert board.view()["svg"] == wide  # back to the wide drawing, exactly
    board.handle({"type": "layout", "value": "portrait"})
    if name in ("senet", "jacquet", "doze_canes"):
        assert 'viewBox="0 0 390 ' in board.view()["svg"]


def test_the_boards_sentences_never_say_click_on_a_touch_screen():
    """« cliquez » means nothing to a finger (#38): the board's sentences use verbs for both."""
    from jocari_edu.widgets.texts import UI

    texts = [fr for fr, _ in UI.templates.values()]
    assert not [t for t in texts if "cliqu" in t.lower()]
    assert not [en for _, en in UI.templates.values() if "click" in en.lower()]


def test_a_throw_that_passes_the_turn_says_why_on_the_board():
    """Jéquier's Senet (#38): a throw other than 1 during the opening passes the turn, and the board says the rule;
    later, a throw no pawn can play says so too."""
    b = BoardController(new_game("senet", "jequier", seed=0), opponent=None)
    b.roll(3)
    assert b.game.to_play == 1
    assert b.status == ("Blanc lance : 3. Ouverture : chacun lance à son tour, et le premier qui fait un 1 "
                        "commence. À Noir de lancer.")
    jacquet = BoardController(new_game("jacquet", seed=0), opponent=None)
    jacquet.roll(6)
    assert jacquet.status.count("à Noir de lancer") + jacquet.status.count("À Noir de lancer") == 1  # said once


def test_a_throw_no_pawn_can_play_says_the_turn_passes():
    """Doze canes: dice no token can play pass the turn at once; the board says so."""
    for seed in range(20):
        game = new_game("doze_canes", seed=seed)
        b = BoardController(game, opponent=None)
        while not game.is_over and len(game.history) < 400:
            if game.awaiting_throw:
                thrower, opening = game.to_play, game.in_opening
                b.roll()
                if not opening and game.awaiting_throw and game.to_play != thrower:
                    name = game.player_name(thrower, "fr")
                    assert f"{name} ne peut jouer aucun coup avec ce lancer : son tour passe." in b.status, b.status
                    return
            else:
                b.play(game.legal_moves()[0])
    pytest.skip("no lost turn in these games")
