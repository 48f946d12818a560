"""« Analyse » on a board, in Python (no browser): open, progress step by step, the costliest moves, one shown."""

from __future__ import annotations

from html import unescape

import pytest

from jocari_edu.analysis.review import review, review_steps
from jocari_edu.games import new_game
from jocari_edu.players import make_player
from jocari_edu.widgets.controller import BoardController


def finished(name="senet", rule_set=None, seed=4, levels=("moyen", "debutant")):
    game = new_game(name, rule_set, seed=seed)
    players = [make_player(level, seed + k, deterministic=True) for k, level in enumerate(levels)]
    while not game.is_over:
        if game.awaiting_throw:
            game.roll()
        else:
            game.play(players[game.to_play].choose(game))
    return game


def run(board: BoardController) -> list[dict]:
    """Open the panel and step it as board.js does (one step per answer); the views seen on the way."""
    board.handle({"type": "analysis", "action": "open"})
    seen = [board.view()]
    while seen[-1]["analysis"]["state"] == "running":
        board.handle({"type": "analysis", "action": "step"})
        seen.append(board.view())
    return seen


@pytest.fixture(scope="module")
def senet_game():
    return finished("senet", "standard")


def test_analyse_is_offered_at_the_end_of_a_game_on_a_replay_and_on_a_loaded_record(senet_game):
    fresh = BoardController(new_game("senet", "standard", seed=1))
    assert not fresh.view()["can_analyse"]
    fresh.roll(3)
    assert not fresh.view()["can_analyse"]  # a game under way: not yet
    fresh.handle({"type": "replay", "action": "start"})
    assert fresh.view()["can_analyse"]  # « Revoir la partie »
    assert BoardController(senet_game).view()["can_analyse"]
    loaded = BoardController(new_game("senet", "standard", seed=1))
    half = finished("senet", "standard", seed=9)
    loaded.load(half.to_json())
    assert loaded.view()["can_analyse"]
    loaded.new_game()
    assert not loaded.view()["can_analyse"]


def test_the_analysis_runs_step_by_step_with_its_progress_and_the_same_result_as_review(senet_game):
    board = BoardController(senet_game.copy(), opponent=None)
    board.analysis_depth = 0
    import jocari_edu.widgets.review as review_module

    old, review_module.ANALYSIS_STEP_SECONDS = review_module.ANALYSIS_STEP_SECONDS, 0  # one decision per step
    try:
        seen = run(board)
    finally:
        review_module.ANALYSIS_STEP_SECONDS = old
    full = review(senet_game)
    total = len(full.decisions)
    running = [v["analysis"] for v in seen if v["analysis"]["state"] == "running"]
    progress = [a["done"] for a in running]  # one bounded piece a step: a decision, a throw, some events
    assert progress == sorted(progress) and set(range(1, total + 1)) <= set(progress)
    assert f"Analyse… 12/{total}" in {a["progress"] for a in running}
    # while the record is read (its decisions not yet counted) the panel says so, never « 0/0 »
    assert {a["progress"] for a in running if not a["total"]} <= {"Analyse… (lecture de la partie)"}
    assert all(a["progress"] == f"Analyse… {a['done']}/{total}" for a in running if a["total"])
    done = seen[-1]["analysis"]
    assert done["done"] == done["total"] == total
    for p in (0, 1):
        expected = [d.why.text("fr") for d in full.costliest(p)]
        assert [c["text"] for c in done["sides"][p]["costly"]] == expected
        assert all("t'a coûté" in text for text in expected)
    marks = {int(k) for k in _marks(done["curve"])}
    assert marks == {c["decision"] for side in done["sides"] for c in side["costly"]}
    assert "Chances de gagner de Blanc" in done["curve"]


def _marks(svg: str) -> list[str]:
    import re

    return re.findall(r'data-decision="(\d+)"', svg)


def test_a_click_between_two_steps_is_answered_and_the_analysis_goes_on(senet_game):
    board = BoardController(senet_game.copy())
    board.handle({"type": "analysis", "action": "open"})
    board.handle({"type": "replay", "action": "start"})  # the learner replays meanwhile
    board.handle({"type": "replay", "action": "next"})
    assert board.view()["replay"]["index"] == 1
    while board.analyse_step():
        pass
    assert board.view()["analysis"]["state"] == "done"


def test_the_page_asks_once_a_step_and_the_review_reaches_its_end_on_a_slow_device(senet_game, monkeypatch):
    """board.js asks for the next step once per step Python ran (the view's « step »). On a slow device each step
    holds one piece of the review, and its last pieces (the costliest moves checked again, the explanations) count
    no new decision: the review still reaches its end (asking once per decision counted, the page waited for ever
    on « running »: a fresh clone's browser run under load found it)."""
    monkeypatch.setattr("jocari_edu.widgets.review.ANALYSIS_STEP_SECONDS", 0.0)
    board = BoardController(senet_game.copy())
    board.handle({"type": "analysis", "action": "open"})
    asked, counted = None, []
    while (a := board.view()["analysis"])["state"] == "running":
        assert a["step"] != asked, f"the page would wait for ever: step {asked} asked, {a['done']}/{a['total']}"
        asked = a["step"]
        counted.append(a["done"])
        board.handle({"type": "analysis", "action": "step"})
        board.handle({"type": "replay", "action": "start"} if len(counted) == 3 else {"type": "numbers", "on": True})
    assert board.view()["analysis"]["state"] == "done"
    assert counted.count(counted[-1]) > 1, counted[-5:]  # steps that counted no new decision

def test_a_costly_move_shown_puts_the_board_before_it_with_the_better_move_as_arrows(senet_game):
    board = BoardController(senet_game.copy())
    result = board.analyse()
    d = result.costliest(0)[0]
    k = result.decisions.index(d)
    board.handle({"type": "replay", "action": "last"})
    assert board.handle({"type": "analysis", "action": "show", "decision": k}) is None
    view = board.view()
    assert view["replay"]["index"] == d.index  # the position before the decision
    assert view["replay"]["total"] == len(senet_game.history)
    shown = view["analysis"]["shown"]
    assert shown["decision"] == k and " ".join(d.best) in shown["text"] and " ".join(d.turn) in shown["text"]
    assert f'data-move="{d.best[0]}"' in view["svg"] and "hint-step" not in _plain(board)  # the better move's arrows
    board.handle({"type": "replay", "action": "next"})
    assert board.view()["analysis"]["shown"] is None and "hint-step" not in board.view()["svg"]


def _plain(board):
    return board.game.svg(numbers=board.numbers, lang=board.lang, layout=board.layout)


def test_closing_the_panel_and_a_new_game_forget_the_analysis(senet_game):
    board = BoardController(senet_game.copy())
    board.analyse()
    board.handle({"type": "analysis", "action": "close"})
    assert board.view()["analysis"] is None and board.view()["can_analyse"]
    board.analyse()
    board.new_game()
    assert board.view()["analysis"] is None


@pytest.mark.parametrize("message", [
    {"type": "analysis"}, {"type": "analysis", "action": "run"},
    {"type": "analysis", "action": "show", "decision": "3"}, {"type": "analysis", "action": "show", "decision": -1},
])
def test_a_bad_analysis_message_is_refused_with_its_reason_and_changes_nothing(senet_game, message):
    board = BoardController(senet_game.copy())
    before = board.view()
    board.handle(message)
    assert "Action « analysis »" in board.why
    assert board.view()["analysis"] is None and board.view()["position"] == before["position"]


def test_show_before_the_analysis_is_done_changes_nothing(senet_game):
    board = BoardController(senet_game.copy())
    board.handle({"type": "analysis", "action": "open"})
    position = board.view()["position"]
    board.handle({"type": "analysis", "action": "show", "decision": 0})
    assert board.view()["position"] == position and board.view()["analysis"]["shown"] is None


def test_the_panel_speaks_english_on_an_english_board():
    game = finished("marelle", "modern", seed=2, levels=("moyen", "debutant"))
    board = BoardController(game, lang="en")
    board.analyse()
    a = board.view()["analysis"]
    assert a["title"].startswith("Game analysis") and "White's chances of winning" in unescape(a["curve"])
    assert all("cost you" in c["text"] for side in a["sides"] for c in side["costly"])


def test_review_steps_yields_after_each_decision_and_each_throw_then_gives_the_review():
    game = finished("doze_canes", seed=3)
    steps = review_steps(game)
    seen = []
    try:
        while True:
            seen.append(next(steps))
    except StopIteration as done:
        result = done.value
    n = len(result.decisions)
    throws = sum(e.kind == "throw" for e in game.history)
    counted = [(k, total) for k, total in seen if total is not None]  # (total None: the decisions being counted)
    assert len(counted) >= n + throws and counted == sorted(counted) and {total for _, total in counted} == {n}
    assert {k for k, _ in counted} >= set(range(1, n + 1))
    assert result.to_dict() == review(game).to_dict()


def test_a_lesson_board_saved_with_its_analysis_open_reopens_it_on_the_site():
    from jocari_edu.widgets.live import LiveBoard

    game = finished("doze_canes", seed=1)
    shown = BoardController(game)
    shown.analyse()
    board = LiveBoard.from_saved(shown.view(), {"mode": "lesson"})
    again = board.controller
    while again.analyse_step():
        pass
    assert again.view()["analysis"]["verdict"] == shown.view()["analysis"]["verdict"]
    assert LiveBoard.from_saved(BoardController(game).view()).controller.analysis is None


def test_a_costly_move_is_numbered_as_the_move_list_numbers_it(senet_game):
    """« Coup N » is the N-th line of « Coups joués », throws counted (#38), in the list, the curve and the text."""
    board = BoardController(senet_game.copy(), opponent=None)
    result = board.analyse()
    d = result.costliest(0)[0]
    k = result.decisions.index(d)
    n = d.index + 1
    assert senet_game.history[d.index].notation() == d.turn[0]  # the N-th line of the list is that move
    item = next(c for c in board.view()["analysis"]["sides"][0]["costly"] if c["decision"] == k)
    assert item["move"] == f"Coup {n}"
    assert f'aria-label="Coup {n} : voir ce coup sur le plateau"' in board.view()["analysis"]["curve"]
    board.handle({"type": "analysis", "action": "show", "decision": k})
    assert board.view()["analysis"]["shown"]["text"].startswith(f"Coup {n} (")


def test_the_computers_costly_moves_are_not_addressed_to_the_pupil(senet_game):
    """Against the computer (Noir), its mistakes are said of it (« a coûté … à Noir »), the pupil's to the pupil."""
    board = BoardController(senet_game.copy(), opponent="moyen")
    board.analyse()
    pupil, computer = board.view()["analysis"]["sides"]
    assert pupil["costly"] and all("t'a coûté" in c["text"] for c in pupil["costly"])
    assert computer["costly"] and all("t'a coûté" not in c["text"] and "à Noir" in c["text"]
                                      for c in computer["costly"])


def test_a_costly_move_shown_leaves_the_move_before_it_unmarked(senet_game):
    board = BoardController(senet_game.copy())
    result = board.analyse()
    d = result.costliest(0)[0]
    board.handle({"type": "analysis", "action": "show", "decision": result.decisions.index(d)})
    assert "last-move" not in board.view()["svg"]
    board.handle({"type": "replay", "action": "next"})  # a position of the replay again: its last move marked
    assert "last-move" in board.view()["svg"]


def test_the_panel_says_which_moves_were_too_close_to_tell_apart():
    """A decision the estimate found costly but its check one throw deeper did not confirm is not blamed: the side's
    list says the two moves are too close to tell apart, with its « Coup N » button; shown on the board, the other
    move's arrows are not called the better one."""
    from jocari_edu.analysis.simulate import play_out

    game = play_out(new_game("senet", "standard", seed=5),
                    (make_player("moyen", 1, deterministic=True), make_player("fort", 2, deterministic=True)), seed=5)
    board = BoardController(game, opponent=None)
    result = board.analyse()
    white = board.view()["analysis"]["sides"][0]
    d = result.too_close(0)[0]  # White's 20-24 where the estimate preferred 3-7 by about a point
    k = result.decisions.index(d)
    assert white["close"] == [{"decision": k, "move": f"Coup {d.index + 1}", "text": (
        "Les coups 20-24 et 3-7 sont trop proches pour les départager : l'estimation donnait 1 point d'écart, "
        "un regard d'un lancer plus loin ne le confirme pas.")}]
    assert k not in [c["decision"] for c in white["costly"]]
    board.handle({"type": "analysis", "action": "show", "decision": k})
    assert board.view()["analysis"]["shown"]["text"] == (
        f"Coup {d.index + 1} (Blanc) : la position avant le coup. Surligné, le coup joué (20-24) ; en flèches bleues, "
        "l'autre coup (3-7) : trop proches pour dire lequel est le meilleur.")
    english = BoardController(game.copy(), opponent=None, lang="en")
    english.analyse()
    assert english.view()["analysis"]["sides"][0]["close"][0]["text"].startswith(
        "The moves 20-24 and 3-7 are too close to tell apart")
