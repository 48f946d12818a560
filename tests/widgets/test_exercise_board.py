"""A board in exercise mode (#41, jocari_edu.widgets.exercise): the pupil's taps answer the exercise, a right answer
stays and says why, a wrong one is taken back and says why, attempts, « Indice », « Solution », « Recommencer »; the
lesson's saved board comes alive on the site as the same exercise."""

from __future__ import annotations

import json

from jocari_edu.analysis.exercise import MESSAGES, Exercise
from jocari_edu.games.marelle.game import Marelle
from jocari_edu.games.senet.game import Senet
from jocari_edu.widgets.controller import BoardController
from jocari_edu.widgets.live import LiveBoard, open_board

QUESTION = MESSAGES("puzzle_question")
EXCHANGE = "Le pion va en 13 et échange sa place avec le pion adverse, qui recule en 10."


def senet_board(**kw):
    """White throws 3: 10-13 sends the lone black pawn on 13 back; 20-23 and 21-24 only advance."""
    game = Senet.arrange(white=[10, 20, 21], black=[13, 2, 3], off=(2, 2), throw=3)
    ex = Exercise(game, QUESTION, ("10-13",), hint=MESSAGES("puzzle_hint", themes=("échange", "exchange")), **kw)
    c = BoardController(game, opponent="moyen")
    c.set_exercise(ex)
    return c


def taps(c, *squares):
    for square in squares:
        assert c.handle({"type": "click", "square": square}) is None
    return c.view()


def test_the_view_asks_the_question_and_offers_hint_and_solution_but_no_throw_nor_computer():
    c = senet_board()
    v = c.view()
    ex = v["exercise"]
    assert (ex["question"], ex["state"], ex["verdict"], ex["attempts_text"]) == (
        "Jouez le coup qui gagne le plus de chances.", "open", "", "Essais : 0")
    assert ex["buttons"] == {"hint": True, "solution": True, "play_solution": False, "restart": False}
    assert ex["labels"]["restart"] == "Recommencer" and ex["spec"]["answers"] == [["10-13"]]
    assert v["status"] == "À Blanc de jouer (3)." and (v["opponent"], v["can_roll"], v["can_hint"]) == (
        "human", False, False)
    assert BoardController(Senet()).view()["exercise"] is None  # a game's board has none


def test_a_wrong_answer_is_taken_back_and_says_why_a_right_one_stays_and_says_why():
    c = senet_board()
    start = c.game.position()
    v = taps(c, "21", "24")
    assert (v["exercise"]["state"], v["exercise"]["attempts"], v["position"]) == ("wrong", 1, start)
    assert v["exercise"]["verdict"] == "Ce n'est pas le coup demandé : Le pion avance de la case 21 à la case 24."
    assert v["exercise"]["buttons"]["restart"] and v["why"] == ""
    # a piece sent where the rules forbid: refused by the rules, counted, nothing played
    v = taps(c, "20", "25")
    assert (v["exercise"]["state"], v["exercise"]["attempts"], v["position"]) == ("refused", 2, start)
    assert v["exercise"]["verdict"] == "Ce coup n'est pas permis : Le lancer vaut 3 : le pion de la case 20 va en 23."
    v = taps(c, "10", "13")
    assert (v["exercise"]["state"], v["exercise"]["verdict"]) == ("right", f"Bonne réponse : {EXCHANGE}")
    assert v["position"] != start and v["history"][-1] == "10-13"
    assert v["status"] == "Blanc joue 10-13."  # no turn asked for once answered
    assert v["exercise"]["buttons"] == {"hint": False, "solution": False, "play_solution": False, "restart": True}
    # no computer answers, no throw is made, a tap says the exercise is over
    assert not v["computer_turn"] and not c.computer_step()
    v = taps(c, "13")
    assert v["why"] == "L'exercice est terminé : appuyez sur « Recommencer » pour le refaire."
    c.handle({"type": "roll"})
    assert c.view()["position"] == v["position"]


def test_a_costed_exercise_says_what_a_wrong_answer_costs():
    game = Marelle.arrange("breyer", white="a1 d1 g1 b2 f2", black="a7 d7 g4 c5")
    c = BoardController(game)
    c.set_exercise(Exercise(game, QUESTION, (("d1-d2", "xa7"),), costed=True))
    v = taps(c, "a1", "a4")
    assert v["exercise"]["state"] == "wrong" and v["position"] == game.position()
    assert v["exercise"]["verdict"].startswith("Ce coup coûte ")
    assert v["exercise"]["verdict"].endswith("Forme un moulin (b2-d2-f2) et prend le pion en a7.")


def test_a_turn_of_two_steps_and_several_right_answers():
    game = Marelle.arrange("breyer", white="a1 d1 g1 b2 f2", black="a7 d7 g4 c5")
    spec = Exercise(game, QUESTION, (("d1-d2", "xa7"), ("d1-d2", "xd7"))).to_spec()
    for take, other in (("a7", "d1-d2 xd7"), ("d7", "d1-d2 xa7")):
        c = BoardController(game, lang="en")
        c.set_exercise(spec)
        v = taps(c, "d1", "d2")
        assert v["exercise"]["state"] == "go_on" and v["exercise"]["verdict"].endswith("Play the rest of the move.")
        assert v["status"] == "White plays d1-d2. White to play."
        v = taps(c, take)
        assert v["exercise"]["state"] == "right" and v["exercise"]["attempts"] == 0
        assert v["exercise"]["verdict"].endswith(f"Takes the opposing piece on {take}. Another right answer: {other}.")
    # a take no answer names: the whole turn taken back
    c = BoardController(game)
    c.set_exercise(spec)
    v = taps(c, "d1", "d2", "g4")
    assert (v["exercise"]["state"], v["position"]) == ("wrong", game.position())


def test_hint_solution_solution_played_and_restart():
    c = senet_board()
    start = c.game.position()
    taps(c, "21", "24")
    c.handle({"type": "exercise", "action": "hint"})
    v = c.view()["exercise"]
    assert v["hint"] == "Pensez à ceci : échange." and not v["buttons"]["hint"]
    c.handle({"type": "exercise", "action": "solution"})
    v = c.view()
    assert v["exercise"]["verdict"] == f"Solution : 10-13. {EXCHANGE}" and v["exercise"]["state"] == "solution"
    assert v["exercise"]["buttons"]["play_solution"] and v["position"] == start
    c.handle({"type": "exercise", "action": "play_solution"})
    v = c.view()
    assert v["exercise"]["verdict"] == f"Solution jouée : 10-13. {EXCHANGE}" and v["history"][-1] == "10-13"
    assert v["exercise"]["state"] == "solution_played"
    c.handle({"type": "exercise", "action": "restart"})
    v = c.view()
    assert (v["position"], v["exercise"]["state"], v["exercise"]["attempts"], v["exercise"]["hint"]) == (
        start, "open", 0, "")
    assert v["exercise"]["buttons"] == {"hint": True, "solution": True, "play_solution": False, "restart": False}


def test_what_would_leave_the_exercise_is_refused_and_a_bad_action_says_why():
    c = senet_board()
    start = c.game.position()
    for message in ({"type": "new"}, {"type": "opponent", "opponent": "fort"}, {"type": "hint"},
                    {"type": "analysis", "action": "open"}, {"type": "replay", "action": "start"},
                    {"type": "load", "json": "{}"}):
        c.handle(message)
        v = c.view()
        assert v["why"].startswith("Dans un exercice, cette action n'a pas cours"), message
        assert (v["position"], v["opponent"], v["exercise"]["state"]) == (start, "human", "open")
    c.handle({"type": "exercise", "action": "cheat"})
    assert c.view()["why"] == "Action « exercise » : le champ « action » ne peut pas valoir 'cheat'."
    plain = BoardController(Senet())
    plain.handle({"type": "exercise", "action": "hint"})
    assert plain.view()["why"].startswith("Dans un exercice")


def test_a_lesson_exercise_board_comes_alive_on_the_site_as_the_same_exercise():
    saved = json.loads(json.dumps(senet_board().view()))
    board = LiveBoard.from_saved(dict(saved, lang="en"))
    c = board.controller
    assert c.exercise is not None and c.exercise.to_spec() == saved["exercise"]["spec"]
    answer = board.handle({"type": "click", "square": "10"}) and board.handle({"type": "click", "square": "13"})
    assert answer["view"]["exercise"]["verdict"].startswith("Right: ") and "keep" not in answer
    # a page's spec carrying the exercise itself
    board = open_board(json.dumps({"exercise": saved["exercise"]["spec"], "lang": "fr"}))
    assert board.controller.exercise.answers == (("10-13",),)
    # a spec no exercise reads: a board of its game says why
    board = open_board(json.dumps({"exercise": dict(saved["exercise"]["spec"], answers=[]), "lang": "fr"}))
    assert board.controller.exercise is None and board.controller.game.name == "senet"
    assert board.controller.why.startswith("Le champ « answers » de l'exercice ne peut pas valoir []")


def test_board_exercise_in_jupyterlab_carries_the_spec_in_its_state():
    from jocari_edu.widgets.board import Board

    spec = senet_board().view()["exercise"]["spec"]
    board = Board.exercise(spec, lang="en")
    assert board.view["exercise"]["question"] == "Play the move that wins the most chances."
    assert board.view["exercise"]["spec"] == spec
    board.click("10")
    board.click("13")
    assert board.view["exercise"]["state"] == "right" and board.view["history"][-1] == "10-13"
    board.exercise_action("restart")
    assert board.view["exercise"]["state"] == "open" and board.view["position"] == spec["position"]


def test_an_internal_error_gives_the_exercise_back_afresh(monkeypatch):
    c = senet_board()
    start = c.game.position()
    taps(c, "21", "24")
    monkeypatch.setattr(c.exercise, "attempt", lambda move: 1 / 0)
    taps(c, "10", "13")
    v = c.view()
    assert v["why"] == "Une erreur interne est survenue ; le plateau a été remis à zéro."
    assert (v["position"], v["exercise"]["state"], v["exercise"]["attempts"]) == (start, "open", 0)


def test_a_blocked_piece_tapped_then_where_it_was_asked_to_go_is_the_attempt_the_rules_refuse():
    """« Essaie a1-a7 » with a1 hemmed in: the first tap selects nothing (the piece cannot move), the second names
    the move tried — refused in the rules' words, counted, nothing played; a tap elsewhere after it selects as
    usual, and the permitted move is then right."""
    from jocari_edu import teaching

    ex = teaching.exercise("marelle-deplacement")
    c = BoardController(ex.game)
    c.set_exercise(ex)
    start = c.game.position()
    refusal = ex.game.explain("a1-a7", "fr")
    v = taps(c, "a1", "a7")
    assert (v["exercise"]["state"], v["exercise"]["attempts"], v["position"]) == ("refused", 1, start)
    assert v["exercise"]["verdict"] == f"Ce coup n'est pas permis : {refusal}"
    # an empty point tapped, then a piece that can move: a selection, no attempt
    v = taps(c, "b2", "c5")
    assert (v["exercise"]["attempts"], c.selected) == (1, "c5")
    assert c.play(ex.answers[0][0]) and c.view()["exercise"]["state"] == "right"
