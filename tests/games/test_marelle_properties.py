"""Marelle invariants over thousands of seeded random games (hypothesis).

Options are drawn from every value the game accepts, so each property runs
under every rule variant.  Two rules are checked against an independent model
that follows each piece by name (the re-forming ban, which mills protect, the
draws and the blocked player).
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jocari_edu import IllegalMoveError, RecordError, new_game
from jocari_edu.analysis.simulate import random_game
from jocari_edu.games.marelle import NAMES, OPTION_VALUES, RULE_SETS, Marelle
from jocari_edu.games.marelle.rules import banned_points
from jocari_edu.players import RandomPlayer

SEEDS = st.integers(min_value=0, max_value=2**40)
RULES = st.sampled_from(sorted(RULE_SETS))
OPTIONS = st.fixed_dictionaries({key: st.sampled_from(values) for key, values in OPTION_VALUES.items()})
# Every move the notation can write: placements, takes, moves and flights, and the pass.
ALL_TEXTS = [*NAMES, *("x" + n for n in NAMES), *(f"{a}-{b}" for a in NAMES for b in NAMES), "pass"]
# 18 placements, at most 14 takes, and fewer than quiet_moves moves between two takes.
MAX_PLIES = 18 + 14 + 15 * 200


def walk(game, seed, plies=None):
    """Play random moves (and the draw) up to ``plies`` events or the end, yielding before each."""
    player = RandomPlayer(seed)
    n = 0
    while not game.is_over and (plies is None or n < plies):
        yield game
        game.roll() if game.awaiting_throw else game.play(player.choose(game))
        n += 1


def check_counts(game):
    for p in (0, 1):
        on_board = len(game.points(p))
        assert on_board + game.hand[p] + game.taken(1 - p) == 9  # nine pieces a side, always
    assert not game.bits[0] & game.bits[1]  # one piece a point
    assert 0 <= game.quiet <= game.quiet_limit


@settings(max_examples=600)
@given(rule_set=RULES, options=OPTIONS, seed=SEEDS)
def test_random_games_keep_the_counts_and_end_under_the_draw_rule(rule_set, options, seed):
    game = new_game("marelle", rule_set, seed=seed, options=options)
    for _ in walk(game, seed):
        check_counts(game)
        assert len(game.history) < MAX_PLIES + 1
    check_counts(game)
    out = game.outcome
    if out.kind == "seven":
        assert game.left(1 - out.winner) == 2 and game.taken(out.winner) == 7
    elif out.kind == "blocked":
        assert options["blocked"] == "loses" and game.state.blocked(1 - out.winner)
    else:
        assert out.winner is None and out.kind in ("repetition", "quiet")


@settings(max_examples=200)
@given(rule_set=RULES, options=OPTIONS, seed=SEEDS)
def test_a_record_replays_to_the_identical_game(rule_set, options, seed):
    game = random_game("marelle", rule_set, seed=seed, options=options)
    again = Marelle.from_json(game.to_json())
    assert again.history == game.history and again.position() == game.position()
    assert again.outcome == game.outcome and again.rng.state == game.rng.state


@settings(max_examples=300)
@given(rule_set=RULES, options=OPTIONS, seed=SEEDS, when=st.integers(0, 200), text=st.sampled_from(ALL_TEXTS))
def test_a_refused_move_changes_nothing(rule_set, options, seed, when, text):
    game = new_game("marelle", rule_set, seed=seed, options=options)
    for _ in walk(game, seed, when):
        pass
    if game.is_over or game.awaiting_throw or game.is_legal(text):
        return
    before = (game.position(), list(game.history), game.rng.state, game.state.seen, list(game.legal_moves()))
    with pytest.raises(IllegalMoveError) as err:
        game.play(text)
    assert err.value.reason.fr and err.value.reason.en
    assert (game.position(), list(game.history), game.rng.state, game.state.seen, list(game.legal_moves())) == before


@settings(max_examples=40)
@given(rule_set=RULES, options=OPTIONS, seed=SEEDS)
def test_judge_accepts_exactly_the_generated_moves(rule_set, options, seed):
    """Over every position of a random game, ``_judge(move) is None`` exactly when the move is generated."""
    game = new_game("marelle", rule_set, seed=seed, options=options)
    candidates = [game.parse_move(t) for t in ALL_TEXTS]
    for i, _ in enumerate(walk(game, seed)):
        if game.awaiting_throw or i % 3:
            continue
        legal = set(game.legal_moves())
        for move in candidates:
            assert (game._judge(move) is None) == (move in legal), (game.position(), str(move))


@settings(max_examples=150)
@given(rule_set=RULES, options=OPTIONS, seed=SEEDS)
def test_undo_restores_everything_including_the_repetition_counts(rule_set, options, seed):
    game = random_game("marelle", rule_set, seed=seed, options=options)
    events = list(game.history)
    replay = new_game("marelle", rule_set, seed=seed, options=options)
    states = []
    for event in events:
        states.append((replay.position(), replay.state.seen, list(replay.legal_moves())))
        replay.roll(*event.value) if event.kind == "throw" else replay.play(event.value)
    for state in reversed(states):
        game.undo()
        assert (game.position(), game.state.seen, list(game.legal_moves())) == state


class Model:
    """An independent model of the mills: every piece has a name, a ban names pieces, not points."""

    def __init__(self, game):
        self.banned = game.options["reform"] == "banned"
        self.at = {}  # point -> (player, piece name)
        self.broken = set()  # (player, line, piece names) of mills their owner broke
        self.seen = {}
        self.quiet = 0
        self.lines = [frozenset(m.split("-")) for m in ("a1-d1-g1 b2-d2-f2 c3-d3-e3 a4-b4-c4 e4-f4-g4 c5-d5-e5 "
                      "b6-d6-f6 a7-d7-g7 a1-a4-a7 b2-b4-b6 c3-c4-c5 d1-d2-d3 d5-d6-d7 e3-e4-e5 f2-f4-f6 g1-g4-g7").split()]

    def full(self, player, line):
        return all(self.at.get(p, (None,))[0] == player for p in line)

    def names(self, line):
        return frozenset(self.at[p][1] for p in line)

    def counts(self, player, line):
        return self.full(player, line) and (player, line, self.names(line)) not in self.broken

    def takeable(self, opp):
        theirs = {p for p, (who, _) in self.at.items() if who == opp}
        safe = {p for line in self.lines if self.counts(opp, line) for p in line}
        return theirs - safe or theirs

    def key(self, game):
        """The position as the draw rule sees it: pieces, player to move, and live bans by points."""
        alive = {name for _, name in self.at.values()}
        bans = frozenset((who, line, frozenset(p for p in self.at if self.at[p][1] in names))
                         for who, line, names in self.broken if names <= alive)
        return tuple(sorted((p, who) for p, (who, _) in self.at.items())), game.to_play, bans

    def play(self, game, move):
        """Apply ``move`` (about to be played in ``game``); return the mills it makes."""
        me = game.to_play
        text = str(move)
        if move.kind == "take":
            del self.at[text[1:]]
            self.quiet = 0
            return set()
        if move.kind == "pass":
            self.quiet += 1
            return set()
        if move.kind == "place":
            dst = text
            self.at[dst] = (me, ("piece", me, len(self.at) + 100 * len(game.history)))
        else:
            src, dst = text.split("-")
            for line in self.lines:
                if src in line and self.full(me, line) and self.banned:
                    self.broken.add((me, line, self.names(line)))
            self.at[dst] = self.at.pop(src)
            self.quiet += 1
        return {line for line in self.lines if dst in line and self.counts(me, line)}


@settings(max_examples=300)
@given(rule_set=RULES, options=OPTIONS, seed=SEEDS)
def test_mills_takes_and_endings_agree_with_a_model_that_names_the_pieces(rule_set, options, seed):
    game = new_game("marelle", rule_set, seed=seed, options=options)
    model = Model(game)
    player = RandomPlayer(seed)
    while not game.is_over:
        if game.awaiting_throw:
            game.roll()
            continue
        if game.taking:
            assert {str(m)[1:] for m in game.legal_moves()} == model.takeable(1 - game.to_play)
        move = player.choose(game)
        made = model.play(game, move)
        game.play(move)
        if move.kind in ("place", "move"):
            assert game.taking == bool(made), (game.position(), str(move))
        if game.taking or game.hand[0] or game.hand[1] or game.outcome and game.outcome.kind == "seven":
            continue
        if game.outcome and game.outcome.kind == "blocked":
            continue
        key = model.key(game)
        model.seen[key] = model.seen.get(key, 0) + 1
        repeated = options["repetition"] and model.seen[key] >= options["repetition"]
        quiet = model.quiet >= options["quiet_moves"]
        kind = game.outcome.kind if game.outcome else None
        assert kind == ("repetition" if repeated else "quiet" if quiet else None), (game.position(), str(move))


@settings(max_examples=100)
@given(rule_set=RULES, seed=SEEDS, data=st.data())
def test_a_corrupted_record_is_refused(rule_set, seed, data):
    """Any single altered move is refused, or replays to a game that the record's final position exposes."""
    game = random_game("marelle", rule_set, seed=seed)
    rec = game.to_record()
    moves_at = [i for i, e in enumerate(rec["events"]) if "move" in e]
    i = data.draw(st.sampled_from(moves_at))
    rec["events"][i]["move"] = data.draw(st.sampled_from(["a1", "xd7", "a1-d1", "d4", "a1-", "pass"]).filter(
        lambda t: t != rec["events"][i]["move"]))
    with pytest.raises(RecordError, match=r"^Étape \d+ de la partie : "):
        Marelle.from_record(rec)


@settings(max_examples=60)
@given(rule_set=RULES, options=OPTIONS, seed=SEEDS)
def test_what_is_due_is_what_the_legal_moves_are(rule_set, options, seed):
    """What is due (the kernel's stage(), which the generator, the refusal and the pictures ask) is the kind of the
    legal moves, and flying is the M8 condition."""
    for game in walk(Marelle(rule_set, seed=seed % 1000, options=options), seed):
        due, kinds = game.due(), {m.kind for m in game.legal_moves()}
        if due == "toss":
            assert kinds == set()
        elif due in ("place", "take"):
            assert kinds == {due}
        else:
            assert kinds <= {"move", "pass"} and (due == "fly") == game.flies(game.to_play)
            assert (due == "fly") == (options["flying"] and not game.hand[game.to_play]
                                      and len(game.points(game.to_play)) == 3)
            if due == "fly":  # a flight may go to every free point
                assert len(game.legal_moves()) == 3 * (24 - len(game.points(0)) - len(game.points(1)))


@settings(max_examples=60)
@given(rule_set=RULES, seed=SEEDS)
def test_the_kernels_ban_points_follow_its_bans_in_play_and_through_the_position_text(rule_set, seed):
    """MarelleState.banned (the points the bans follow, kept for speed) is the bans' points at every step, also in a
    game loaded from the position text (which names the bans), and that game offers the same moves."""
    game = new_game("marelle", rule_set, seed=seed)
    banned_seen = 0
    for _ in walk(game, seed, plies=400):
        state = game.state
        assert state.banned == (banned_points(state.bans[0]), banned_points(state.bans[1]))
        banned_seen += bool(state.banned[0] or state.banned[1])
        if game.awaiting_throw:
            continue
        again = Marelle.from_position(game.position(), rule_set)
        assert again.state.banned == state.banned and again.legal_moves() == game.legal_moves()
    if game.state.ban_reform:
        assert banned_seen or game.is_over or len(game.history) < 400
