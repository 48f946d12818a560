"""The site's boards in Python (what runs in Pyodide): where a board starts, and its messages."""

import json

import pytest

from jocari_edu import new_game
from jocari_edu.analysis.simulate import random_game
from jocari_edu.share import from_link, read_link, to_link
from jocari_edu.widgets.controller import BoardController
from jocari_edu.widgets.live import LiveBoard, open_board, site_text


def played_controller(**kw):
    c = BoardController(new_game("senet", "jequier", seed=5), **kw)
    c.roll(1)
    c.click("10")
    c.click("11")
    c.roll(3)
    return c


def test_a_lesson_board_comes_back_at_its_saved_position_with_its_settings():
    saved = played_controller(opponent="greedy", numbers=False, classroom=True, teacher=True, pace="fast").view()
    board = LiveBoard.from_saved(json.loads(json.dumps(saved)))
    c = board.controller
    assert c.game.position() == saved["position"]
    assert c.game.moves_notation() == saved["history"]
    assert (c.opponent, c.numbers, c.status) == ("greedy", False, saved["status"])
    assert (c.classroom, c.teacher, c.pace) == (True, True, "fast")
    assert c.view()["svg"] == saved["svg"]


def test_a_lesson_board_with_a_broken_record_says_why_and_offers_a_fresh_game():
    saved = played_controller().view()
    saved["record"]["position"] = "nonsense"
    c = LiveBoard.from_saved(saved).controller
    assert c.game.history == [] and (c.game.name, c.game.rule_set) == ("senet", "jequier")
    assert "position" in c.why


def test_messages_go_to_the_controller_and_the_view_comes_back():
    board = LiveBoard.fresh("senet", "standard")
    answer = json.loads(board.handle_json(json.dumps({"type": "roll", "values": [2]})))
    assert answer["reply"] is None
    assert answer["view"]["history"] == ["(2)"]
    saved = board.handle({"type": "save"})
    assert saved["reply"]["type"] == "record" and json.loads(saved["reply"]["json"])["events"]


def test_share_gives_a_link_that_opens_the_same_game():
    board = LiveBoard(played_controller())
    answer = board.handle({"type": "share"})
    reply = answer["reply"]
    assert reply["type"] == "link" and reply["text"] == site_text("shared")
    back = from_link(reply["fragment"])
    assert back.position() == board.controller.game.position()
    again = open_board(json.dumps({"mode": "play", "game": "senet", "rule_set": "standard", "link": reply["fragment"]}))
    assert again.controller.game.moves_notation() == board.controller.game.moves_notation()
    assert again.controller.game.rule_set == "jequier"


def test_a_tampered_link_shows_the_french_reason_and_a_fresh_board():
    game = played_controller().game
    link = to_link(game)
    tampered = link[:-6] + ("A" if link[-6] != "A" else "B") + link[-5:]
    board = open_board(json.dumps({"mode": "play", "game": "senet", "rule_set": "standard", "link": tampered}))
    c = board.controller
    assert c.why.startswith("Lien de partie refusé : ")
    assert c.game.history == [] and c.game.rule_set == "standard"
    assert c.roll(3)  # and the board plays


def test_a_link_message_replaces_the_game_and_a_bad_one_keeps_it():
    board = LiveBoard.fresh("marelle", "modern")
    board.handle({"type": "click", "square": "d2"})
    before = board.controller.game.position()
    board.handle({"type": "link", "fragment": "1.garbage"})
    assert board.controller.game.position() == before
    assert board.controller.why == "Lien de partie refusé : Ce lien de partie est abîmé ou incomplet : il ne se lit pas."
    board.handle({"type": "link", "fragment": to_link(played_controller().game)})
    assert board.controller.game.name == "senet" and board.controller.why == ""


@pytest.mark.parametrize("code", ["touch", "loading", "served", "failed", "share", "share_title", "shared", "thinking", "busy",
                                  "internal", "two_players"])
def test_the_site_sentences_exist_in_both_languages(code):
    assert site_text(code, "fr") and site_text(code, "en") and site_text(code, "fr") != site_text(code, "en")


def test_the_served_sentence_gives_the_command():
    assert "python -m http.server -d site" in site_text("served")


PAGES = {"senet": "../senet/jouer.html", "marelle": "../marelle/jouer.html"}


def play_page(name, link=None):
    spec = {"mode": "play", "game": name, "rule_set": None, "opponent": "moyen", "pages": PAGES, "link": link}
    return open_board(json.dumps(spec))


def test_a_link_reopens_the_board_against_the_same_opponent_with_its_settings():
    board = LiveBoard(played_controller(opponent="fort", pace="step", numbers=False, teacher=True))
    fragment = board.handle({"type": "share"})["reply"]["fragment"]
    c = play_page("senet", fragment).controller
    assert c.game.moves_notation() == board.controller.game.moves_notation()
    assert (c.opponent, c.pace, c.numbers, c.classroom, c.teacher) == ("fort", "step", False, False, True)
    assert c.status.startswith(f"Partie chargée ({len(c.game.history)} étapes).")


def test_a_link_with_an_opponent_that_does_not_exist_is_refused():
    game = played_controller().game
    board = play_page("senet", to_link(game, {"opponent": "champion"}))
    c = board.controller
    assert c.why == "Lien de partie refusé : Ce lien de partie est abîmé ou incomplet : il ne se lit pas."
    assert c.game.history == [] and c.opponent == "moyen"


def test_a_link_of_another_game_sends_the_page_to_that_games_jouer_page():
    link = to_link(played_controller().game)
    board = play_page("marelle", link)
    assert json.loads(board.opened_json())["reply"] == {"type": "elsewhere", "href": f"../senet/jouer.html#partie={link}"}
    assert board.controller.game.name == "marelle"
    answer = board.handle({"type": "link", "fragment": link})  # from the address bar
    assert answer["reply"]["href"] == f"../senet/jouer.html#partie={link}"
    # a game with no "Jouer" page named: said in one sentence, the board kept
    lonely = LiveBoard.fresh("marelle", spec={"mode": "play", "game": "marelle", "pages": {}})
    lonely.handle({"type": "link", "fragment": link})
    assert lonely.controller.why == site_text("elsewhere", game="senet") and lonely.controller.game.name == "marelle"


def test_a_jouer_page_offers_the_computer_at_its_level_or_two_players():
    board = play_page("senet")
    assert board.answer()["choice"] == [
        {"opponent": "moyen", "text": "Contre l'ordinateur (moyen)", "pressed": True},
        {"opponent": "human", "text": "À deux sur cet écran", "pressed": False}]
    board.handle({"type": "opponent", "opponent": "expert"})
    board.handle({"type": "opponent", "opponent": "human"})
    choice = board.answer()["choice"]
    assert [c["text"] for c in choice] == ["Contre l'ordinateur (expert)", "À deux sur cet écran"]
    assert [c["pressed"] for c in choice] == [False, True]
    assert choice[0]["opponent"] == "expert"  # one click gives the level chosen before


def test_an_error_escaping_python_resets_the_board_and_says_so(monkeypatch):
    board = play_page("senet")
    board.handle({"type": "roll", "values": [2]})

    def bug(self, content):
        raise ZeroDivisionError("a bug")
    monkeypatch.setattr(BoardController, "handle", bug)
    answer = json.loads(board.handle_json(json.dumps({"type": "roll"})))
    assert "ZeroDivisionError" in answer["error"]  # the details, for the console
    assert answer["view"]["why"] == "Une erreur interne est survenue ; le plateau a été remis à zéro."
    assert answer["view"]["history"] == [] and answer["view"]["opponent"] == "moyen"
    monkeypatch.undo()
    assert json.loads(board.handle_json(json.dumps({"type": "roll", "values": [3]})))["view"]["history"] == ["(3)"]


def test_the_page_gets_the_sentences_it_shows_while_python_works():
    opened = json.loads(play_page("senet").opened_json())
    assert opened["texts"] == {"thinking": "L'ordinateur réfléchit…", "busy": site_text("busy")}


@pytest.mark.parametrize("message", [[1, 2], "roll", None, 7, {"type": "link", "fragment": 10 ** 5000},
                                     {"type": "link", "fragment": ["1.abc"]}])
def test_a_message_the_page_cannot_have_sent_is_refused_and_the_board_stays(message):
    board = LiveBoard.fresh("senet", "standard")
    before = board.controller.game.to_json()
    answer = board.handle(message)
    assert board.controller.game.to_json() == before
    assert answer["view"]["why"] and "interne" not in answer["view"]["why"]


def test_the_game_in_progress_is_kept_once_played_and_forgotten_when_over_or_afresh():
    """What the page keeps in the browser for « Reprendre la partie ? » (#38): nothing as the page opened the
    board, the share link once a move or a setting changed, nothing more while nothing changes."""
    board = LiveBoard.fresh("senet", "standard")
    assert "keep" not in json.loads(board.opened_json())
    answer = board.handle({"type": "roll", "values": [2]})
    back, settings = read_link(answer["keep"])
    assert back.moves_notation() == ["(2)"] and settings == board.settings()
    assert "keep" not in board.handle({"type": "layout", "value": "wide"})
    kept = board.handle({"type": "pace", "pace": "step"})["keep"]
    assert read_link(kept)[1]["pace"] == "step"
    assert board.handle({"type": "new"})["keep"] is None  # a new game has nothing to resume


def test_a_lesson_board_keeps_nothing_until_the_learner_plays_and_a_kept_game_comes_back_by_its_link():
    saved = played_controller().view()
    board = LiveBoard.from_saved(json.loads(json.dumps(saved)))
    assert "keep" not in board.answer()
    game = board.controller.game
    board.controller.play(game.legal_moves()[0])
    link = board.answer()["keep"]
    again = LiveBoard.from_saved(json.loads(json.dumps(saved)))
    again.handle({"type": "link", "fragment": link})
    assert again.controller.game.moves_notation() == board.controller.game.moves_notation()


def test_a_finished_game_is_not_offered_back():
    board = LiveBoard.fresh("doze_canes")
    game = board.controller.game
    while not game.is_over:
        if game.awaiting_throw:
            game.roll()
        else:
            game.play(game.legal_moves()[0])
    assert board.answer()["keep"] is None


def test_a_record_of_another_game_loaded_on_a_jouer_page_is_refused_saying_which_game_it_holds():
    """« Charger » on la Marelle's "Jouer" page with a Senet file (#38): the board stays la Marelle's and says so."""
    board = open_board(json.dumps({"mode": "play", "game": "marelle", "rule_set": "breyer"}))
    before = board.controller.game.position()
    senet = played_controller().game.to_json()
    answer = board.handle({"type": "load", "json": senet, "replay": True})
    assert board.controller.game.name == "marelle" and board.controller.game.position() == before
    assert answer["view"]["why"].startswith("Cette partie enregistrée est une partie de Senet : ouvrez-la")
    marelle = random_game("marelle", "breyer", seed=2)
    board.handle({"type": "load", "json": marelle.to_json()})  # its own game loads as before
    assert board.controller.game.history == marelle.history
    board.handle({"type": "load", "json": "{"})  # a broken file: the board's own reason
    assert "JSON" in board.controller.why


def test_a_lesson_board_still_loads_any_game():
    saved = played_controller().view()
    board = LiveBoard.from_saved(json.loads(json.dumps(saved)))
    marelle = new_game("marelle", "modern", seed=2).to_json()
    board.handle({"type": "load", "json": marelle})
    assert board.controller.game.name == "marelle"
