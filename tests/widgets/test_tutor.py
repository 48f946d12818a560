"""« Mode entraînement » (jocari_edu.widgets.tutor): a costly move of the pupil's is held, not played, with what it
would cost and why; « Jouer quand même » plays it, « Reprendre » leaves the position as it was; luck is never blamed."""

import pytest

from jocari_edu import new_game
from jocari_edu.games.jacquet import Jacquet
from jocari_edu.games.marelle import Marelle
from jocari_edu.games.senet import Senet
from jocari_edu.widgets import tutor as tutor_module
from jocari_edu.widgets.controller import BoardController
from jocari_edu.widgets.live import LiveBoard

# White to play a 5 (from seeded games between two « moyen »): 9-14 leaves the attack on 8 that 3-8 makes
COSTLY = "BBWWWBWBW..B..................|00|0|move|5"
COSTLY_TEXT = ("Le coup 9-14 vous coûterait 5 points de chance ; mieux vaut 3-8 : Attaque le pion adverse de la case 8 : "
               "il recule en 3.")
# White to play a 5 near the end: 23-28 stops before the water's reach, 25-30 avoids it
GRAVE = "..BBWW...BB..........WW.W.....|01|0|move|5"


def board(position=COSTLY, game=Senet, rules="standard", **kw):
    kw.setdefault("opponent", "moyen")
    kw.setdefault("tutor", True)
    found = BoardController(game.from_position(position, rules), **kw)
    found.tutor_seconds = 60.0  # each check to its end, however busy the machine (the budget: tested below)
    return found


def test_off_by_default_a_costly_move_is_played():
    b = BoardController(Senet.from_position(COSTLY, "standard"), opponent="moyen")
    assert b.view()["tutor"] == {"on": False, "state": "off", "step": 0, "title": "", "text": ""}
    b.click("9")
    assert b.click("14")
    assert b.game.moves_notation() == ["9-14"]


def test_a_costly_move_is_held_with_the_reviews_sentence_and_the_position_unchanged():
    b = board()
    b.click("9")
    assert not b.click("14")
    assert b.game.history == [] and b.game.position() == COSTLY
    shown = b.view()["tutor"]
    assert shown["state"] == "held" and shown["level"] == "costly"
    assert shown["title"] == "Coup coûteux"
    assert shown["text"] == COSTLY_TEXT
    assert not b.view()["computer_turn"]
    # the board waits for an answer: another move is not taken meanwhile
    assert not b.click("3")
    assert b.why == "Le coup choisi attend une réponse : « Jouer quand même » ou « Reprendre »."
    assert b.game.history == []


def test_a_grave_move_is_told_so():
    b = board(GRAVE)
    assert not b.play("23-28")
    shown = b.view()["tutor"]
    assert (shown["level"], shown["title"]) == ("grave", "Coup grave")
    assert shown["text"].startswith("Le coup 23-28 vous coûterait 15 points de chance ; mieux vaut 25-30 : Évite la "
                                    "Maison de l'Eau")


def test_play_it_anyway_plays_it_and_the_warning_does_not_come_back_for_that_move():
    b = board()
    b.play("9-14")
    b.handle({"type": "tutor", "action": "play"})
    assert b.game.moves_notation() == ["9-14"]
    assert b.view()["tutor"]["state"] == "idle"
    assert b.said.startswith("Blanc joue 9-14.")
    b.undo()
    assert b.game.history == []
    assert b.play("9-14")  # let through once: not held again
    assert b.game.moves_notation() == ["9-14"]


def test_choose_again_leaves_the_position_unchanged_and_a_good_move_is_played_at_once():
    b = board()
    b.play("9-14")
    b.handle({"type": "tutor", "action": "back"})
    assert b.game.history == [] and b.game.position() == COSTLY
    assert b.view()["tutor"]["state"] == "idle"
    assert b.status.startswith("Coup 9-14 repris : choisissez votre coup.")
    assert b.play("3-8")  # the better move is not held
    assert b.game.moves_notation() == ["3-8"]


def test_undo_while_a_move_is_held_is_choose_again():
    b = board()
    b.play("9-14")
    assert b.undo()
    assert b.game.position() == COSTLY and b.view()["tutor"]["state"] == "idle"


def test_a_mill_and_its_take_are_judged_as_one_turn_and_choose_again_takes_back_both():
    start = "BBBW.B.B.WWW......W.W.WB|0,0|0|play|2|/"
    b = board(start, Marelle, "modern")
    assert b.play("g4-f4")  # the mill is played: the take completes the turn
    assert not b.play("xg7")
    shown = b.view()["tutor"]
    assert shown["state"] == "held"
    assert shown["text"].startswith("Le coup g4-f4 xg7 vous coûterait 9 points de chance ; mieux vaut g4-f4 xc4 : ")
    assert b.game.moves_notation() == ["g4-f4"]
    b.handle({"type": "tutor", "action": "back"})
    assert b.game.history == [] and b.game.position() == start


def test_jacquet_two_dice_judged_when_the_turn_completes():
    start = "13,0,0,1,0,0,0,0,0,0,0,0,-14,0,0,0,0,0,0,1,0,0,0,-1|0,0|0|move|5,4|5,4"
    b = board(start, Jacquet, "breyer")
    assert b.play("1-5")
    assert not b.play("4-9")
    assert b.view()["tutor"]["text"].startswith("Le coup 1-5 4-9 vous coûterait 7 points de chance ; mieux vaut 1-5 1-6 : ")
    b.handle({"type": "tutor", "action": "play"})
    assert b.game.moves_notation() == ["1-5", "4-9"]


def test_never_a_warning_where_every_way_is_worth_the_same_or_only_one_way():
    # Doze canes: every choice is worth the same (exact chances): the throw decides, the pupil is never warned
    b = BoardController(new_game("doze_canes", seed=4), opponent="moyen", tutor=True, pace="step")
    b.tutor_seconds = 60.0  # every check to its end, however busy the machine
    choices = 0
    for _ in range(400):
        g = b.game
        if g.is_over:
            break
        if b.computer_turn:
            b.computer_step()
        elif g.awaiting_throw:
            b.roll()
        else:
            moves = g.legal_moves()
            choices += len(moves) > 1
            b.play(moves[-1])
            while b.tutor_step():
                pass
            assert b.view()["tutor"]["state"] == "idle" and b.game.history[-1].value == moves[-1]
    assert choices > 0
    # one way to play: nothing to judge (the pawn on 12 can only go to 13)
    one = Senet.arrange("standard", white=[12], black=[20, 21], off=(4, 3), throw=1)
    c = BoardController(one, opponent="moyen", tutor=True)
    assert c.play("12-13")


def test_not_in_two_player_mode_and_none_where_the_estimate_is_no_better_than_luck():
    b = board(opponent=None)
    assert b.view()["tutor"]["text"] == ("Le mode entraînement juge les coups joués contre l'ordinateur : choisissez "
                                         "un adversaire ordinateur.")
    assert b.play("9-14")
    breyer = BoardController(new_game("marelle", "breyer", seed=1), opponent="moyen", tutor=True)
    assert breyer.view()["tutor"]["text"].startswith("À ces règles, l'estimation des chances ne fait pas mieux")


def test_a_check_past_its_budget_lets_the_move_through_saying_so():
    b = board()
    b.tutor_seconds = 0.0
    assert b.play("9-14")
    assert b.said.endswith("(Le mode entraînement n'a pas pu juger ce coup à temps.)")


def test_a_click_is_answered_at_once_while_the_check_goes_on_in_steps(monkeypatch):
    monkeypatch.setattr(tutor_module, "ANALYSIS_STEP_SECONDS", 0.0)  # one piece a message
    b = board()
    b.tutor_seconds = None
    b.play("9-14")
    shown = b.view()["tutor"]
    assert (shown["state"], shown["text"], shown["step"]) == ("checking", "Ce coup est examiné…", 1)
    assert b.tutor_run["budget"] == 0.5  # the hint's own at « moyen » (« expert »: 3 s)
    assert not b.click("9") and b.game.history == []
    for _ in range(5):
        b.handle({"type": "tutor", "action": "step"})
    assert b.view()["tutor"]["text"] == COSTLY_TEXT


def test_the_setting_and_bad_messages():
    b = board(tutor=False)
    b.handle({"type": "tutor", "on": True})
    assert b.tutor
    b.handle({"type": "tutor", "action": "jump"})
    assert b.why == "Action « tutor » : le champ « action » ne peut pas valoir 'jump'."
    b.handle({"type": "tutor", "on": "yes"})
    assert b.tutor and "vaut true ou false" in b.why
    b.play("9-14")
    b.handle({"type": "tutor", "on": False})  # off: the move held is dropped, not played
    assert b.game.history == [] and b.view()["tutor"]["state"] == "off"


@pytest.mark.parametrize("lang", ["en"])
def test_english(lang):
    b = BoardController(Senet.from_position(COSTLY, "standard", lang=lang), opponent="moyen", tutor=True, lang=lang)
    b.play("9-14")
    shown = b.view()
    assert shown["tutor"]["title"] == "Costly move"
    assert shown["tutor"]["text"].startswith("The move 9-14 would cost you 5 points of chance; 3-8 is better: ")
    assert (shown["labels"]["tutor_play"], shown["labels"]["tutor_back"]) == ("Play it anyway", "Choose again")


def test_a_shared_link_keeps_the_setting():
    shared = LiveBoard(board()).handle({"type": "share"})["reply"]["fragment"]
    other = LiveBoard.fresh("senet", opponent="moyen")
    assert not other.controller.tutor
    other.handle({"type": "link", "fragment": shared})
    assert other.controller.tutor and other.controller.game.position() == COSTLY


def test_a_lessons_board_saved_with_the_tutor_on_comes_alive_with_it():
    saved = board().view()
    assert LiveBoard.from_saved(saved).controller.tutor
    assert not LiveBoard.from_saved(board(tutor=False).view()).controller.tutor


def test_not_in_exercise_mode():
    from jocari_edu.analysis.exercise import MESSAGES, Exercise

    game = Senet.from_position(COSTLY, "standard")
    b = board()
    b.set_exercise(Exercise(game, MESSAGES("puzzle_question"), ("3-8",)))
    b.set_opponent("moyen")  # even with a computer named, the exercise's answer says its own why
    b.handle({"type": "click", "square": "9"})
    b.handle({"type": "click", "square": "14"})
    assert b.view()["tutor"]["text"] == "" and b.tutor_run is None
    assert b.view()["exercise"]["verdict"]  # the exercise answered the move
