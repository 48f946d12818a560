"""A hint says only what the position has.

A hint's sentence is built from the evaluation term that most separates the
chosen turn from the next best one (``players/hint.py``).  Here every sentence
of every game's evaluations (those the levels weigh: the expert's own for
Senet and Jacquet too) is rendered on positions from seeded random games, for
every term and for no term at all (a margin of zero), on turns where that
term is zero (for the mover, or as a margin over another turn) as well as
elsewhere.  Each sentence's claim is
then checked against the position, by :data:`CLAIMS`, written from the rules'
own API (squares, points, mills, contents), not from the evaluation.  The
suggestions of every level are checked the same way.
"""

from __future__ import annotations

import random

import pytest

from jocari_edu import new_game
from jocari_edu.games.jacquet import OFF as JACQUET_OFF
from jocari_edu.games.marelle import ADJ, MILLS, NAMES, TEXT_ORDER, mill_name
from jocari_edu.games.senet import OFF as SENET_OFF
from jocari_edu.players import LEVELS, suggest
from jocari_edu.players.base import play_turn, turns, undo_turn
from jocari_edu.players.doze_canes import DozeCanesEvaluation
from jocari_edu.players.hint import contrast
from jocari_edu.players.jacquet import FINER, JacquetEvaluation
from jocari_edu.players.marelle import MarelleEvaluation
from jocari_edu.players.senet import SenetEvaluation, SenetOddsEvaluation
from tests import RULE_SETS

GAMES = RULE_SETS
EVALUATIONS = {
    "senet": [SenetEvaluation(), SenetOddsEvaluation()],
    "marelle": [MarelleEvaluation()],
    "jacquet": [JacquetEvaluation(), JacquetEvaluation(FINER)],
    "doze_canes": [DozeCanesEvaluation()],
}


def positions(name, rules, games=4, every=5, seed=0):
    """The game at every ``every``-th decision of ``games`` seeded random games (the game itself, in play)."""
    for k in range(games):
        game = new_game(name, rules, seed=seed + k) if rules else new_game(name, seed=seed + k)
        rng, n = random.Random(seed + k), 0
        while not game.is_over and n < 400:
            if game.awaiting_throw:
                game.roll()
                continue
            n += 1
            if n % every == 0:
                yield game
            if not game.is_over and not game.awaiting_throw:
                game.play(rng.choice(game.legal_moves()))


def after(game, turn, look):
    """``look()`` once ``turn`` is played (the game is left as it was)."""
    play_turn(game, turn)
    try:
        return look()
    finally:
        undo_turn(game, turn)


# -- what each sentence claims, checked on the position ---------------------------------------------

def marelle_owner(game):
    """{point name: "W", "B" or "."} from the position text."""
    cells = game.position().split("|")[0]
    return {NAMES[p]: cells[i] for i, p in enumerate(TEXT_ORDER)}


def marelle_line(line: str) -> list[str]:
    return line.split("-")


def marelle_threat(game, line: str, side: str) -> bool:
    """Two of ``side``'s pieces on ``line`` and its third point empty."""
    cells = [marelle_owner(game)[p] for p in marelle_line(line)]
    return cells.count(side) == 2 and cells.count(".") == 1


def marelle_steps(game, side: str) -> int | None:
    """``side``'s free steps once all is placed (None while placing)."""
    position = game.position().split("|")
    if position[1] != "0,0":
        return None
    owner = marelle_owner(game)
    index = {NAMES[p]: p for p in range(24)}
    return sum(1 for pt, who in owner.items() if who == side
               for q in range(24) if ADJ[index[pt]] >> q & 1 and owner[NAMES[q]] == ".")


def senet_side(game, me):
    return set(game.pawns(me)), set(game.pawns(1 - me))


def senet_safe(game, me, sq) -> bool:
    mine, _ = senet_side(game, me)
    return sq in mine and game.is_protected(sq)


def senet_out_of_reach(game, me, sq) -> bool:
    mine, theirs = senet_side(game, me)
    values = {t[0] for t, _ in game.throw_outcomes()}
    return sq in mine and (senet_safe(game, me, sq) or not any(sq - v in theirs for v in values))


def gains_most(game, turn, ev) -> bool:
    """The turn's race term is the highest of all turns, and higher than some."""
    me = game.to_play
    gain = {t: after(game, t, lambda: ev.terms(game, me)[0] if not game.is_over else float("inf"))
            for t in turns(game)}
    return gain[turn] == max(gain.values()) > min(gain.values())


def jacquet_other(q: int) -> int:
    """A point in the other player's numbering (the game module's rule: 12 points apart)."""
    return (q + 11) % 24 + 1


def jacquet_run(a: int, n: int) -> list[int]:
    return [(a - 1 + k) % 24 + 1 for k in range(n)]


# -- what a turn leaves better than another (« mieux_… »: hint.contrast), each figure from the rules' API ---------

def senet_reached(game, me) -> int:
    """``me``'s pawns some opposing move sends back after some throw, the opponent throwing next (none when
    ``me`` throws again): each throw given by hand, each move played."""
    if game.to_play == me:
        return 0
    hit = set()
    for throw, _ in game.throw_outcomes():
        game.roll(throw)
        if not game.awaiting_throw and game.to_play == 1 - me:
            for move in game.legal_moves():
                before = set(game.pawns(me))
                game.play(move)
                hit |= before - set(game.pawns(me))
                game.undo()
        game.undo()
    return len(hit)


def senet_figures(game, me) -> dict:
    mine, water, block = game.pawns(me), game.variant.water_square, game.variant.blocking
    runs, run = 0, 0
    for k, sq in enumerate(mine):
        run = run + 1 if k and sq == mine[k - 1] + 1 else 1
        runs += block and run == block
    return {"sortis": game.off[me], "exposes": senet_reached(game, me),
            "abri": sum(1 for sq in mine if game.is_protected(sq)), "barrages": runs,
            "passes": sum(1 for sq in mine if water and sq > water), "retard": sum(game.pawns(1 - me))}


def marelle_figures(game, me) -> dict:
    side, other = "WB"[me], "WB"[1 - me]
    closing = 0
    for move in game.legal_moves():
        game.play(move)
        closing += game.to_play == 1 - me and not game.is_over  # a mill made: the same side takes next
        game.undo()
    owner, hands = marelle_owner(game), game.position().split("|")[1].split(",")
    index = {NAMES[p]: p for p in range(24)}
    placed = hands == ["0", "0"]
    blocked = sum(1 for pt, who in owner.items() if who == other and placed
                  and not any(ADJ[index[pt]] >> q & 1 and owner[NAMES[q]] == "." for q in range(24)))
    return {"adverses": closing, "pions_adverses": list(owner.values()).count(other) + int(hands[1 - me]),
            "moulins": len(game.mills(me)), "menaces": sum(marelle_threat(game, mill_name(m), side) for m in MILLS),
            "bloques": blocked, "pas_adverses": marelle_steps(game, other) or 0, "pas": marelle_steps(game, side) or 0}


def jacquet_figures(game, me) -> dict:
    mine, theirs = game.points(me), game.points(1 - me)
    off = 15 - sum(mine.values())
    ahead = sorted(jacquet_other(q) for q in mine if theirs and jacquet_other(q) > min(theirs))
    longest = run = 0
    for k, q in enumerate(ahead):
        run = run + 1 if k and q == ahead[k - 1] + 1 else 1
        longest = max(longest, run)

    def closed(courier, points):
        return sum(1 for q in points if courier and jacquet_other(q) - courier in range(1, 7))

    return {"sortis": off, "fermees": closed(game.courier(1 - me), mine), "enferme": closed(game.courier(me), theirs),
            "suite": longest, "barrage": len(ahead), "rentres": sum(n for q, n in mine.items() if q >= 19),
            "course": sum(q * n for q, n in mine.items()) + JACQUET_OFF * off}


FIGURES = {"senet": senet_figures, "marelle": marelle_figures, "jacquet": jacquet_figures}


def contrast_holds(game, turn, reason, ev) -> bool:
    """« mieux_<fact> »: the turn's figure is ``b``, the other turn's (named ``other``) ``p``, ``b`` the better."""
    me, p, fact = game.to_play, reason.params, reason.code.removeprefix("mieux_")
    other = next(t for t in turns(game) if " ".join(map(str, t)) == p["other"])
    b, q = (after(game, t, lambda: FIGURES[game.name](game, me)[fact]) for t in (turn, other))
    sign = dict(ev.FACTS)[fact]
    return (b, q) == (p["b"], p["p"]) and sign * (b - q) > 0


def claim_holds(game, turn, reason, ev) -> bool:  # noqa: C901 - one branch per sentence, as the catalogues list them
    me, p, code, move = game.to_play, reason.params, reason.code, turn[0]
    if code.startswith("mieux_"):
        return contrast_holds(game, turn, reason, ev)
    if code == "pass_turn":
        return str(move) == "pass"
    if code == "only_move":
        return len(turns(game)) == 1
    if code in ("wins", "draws"):
        return after(game, turn, lambda: game.is_over and (game.winner == me if code == "wins" else game.winner is None))
    if code in ("equal", "preferred", "random_move"):
        return True  # general words: no claim about the position
    side = "WB"[me]
    if game.name == "marelle":
        if code == "moulin_prise":
            made = after(game, turn[:1], lambda: game.mills(me))
            return len(turn) > 1 and turn[1].kind == "take" and all(m in made for m in p["mill"].split(", "))
        if code == "bloque_moulin":
            return marelle_threat(game, p["line"], "WB"[1 - me]) and \
                not after(game, turn, lambda: marelle_threat(game, p["line"], "WB"[1 - me]))
        if code in ("prepare", "menace_gardee"):
            return after(game, turn, lambda: marelle_threat(game, p["line"], side))
        if code == "mobilite":
            return bool(after(game, turn, lambda: marelle_steps(game, side)))
        if code == "enferme":
            other = "WB"[1 - me]
            was, now = marelle_steps(game, other), after(game, turn, lambda: marelle_steps(game, other))
            return was is not None and now is not None and now < was
        if code == "garde":
            mills = after(game, turn, lambda: game.mills(me))
            return p["n"] >= 1 and all(m in mills for m in p["mills"].split(", "))
    if game.name == "senet":
        if code == "sortie":
            return move.src == p["src"] and move.dst == SENET_OFF
        if code == "attaque":
            return after(game, turn, lambda: p["src"] in game.pawns(1 - me) and p["dst"] in game.pawns(me))
        if code == "recul":
            return move.dst < move.src
        if code == "barrage":
            return after(game, turn, lambda: p["b"] - p["a"] >= 2
                         and all(s in game.pawns(me) for s in range(p["a"], p["b"] + 1)))
        if code == "abri":
            return after(game, turn, lambda: senet_safe(game, me, p["dst"]))
        if code == "menace":
            return after(game, turn, lambda: senet_out_of_reach(game, me, p["dst"]))
        if code == "eau":
            water = game.variant.water_square
            return move.dst != water and any(m.dst == water for m in game.legal_moves() if m != move)
        if code == "course":
            return gains_most(game, turn, ev)
    if game.name == "jacquet":
        steps = [m for m in turn if not m.is_pass]
        if code == "sortie":
            return any(m.dst == JACQUET_OFF for m in steps)
        if code == "ferme":
            courier = game.courier(1 - me)
            front = courier and jacquet_other(p["pt"]) - courier in range(1, 7)
            return bool(front) and p["pt"] not in game.points(me) and after(game, turn, lambda: p["pt"] in game.points(me))
        if code == "libere":
            return bool(game.courier(me)) and any(m.src == game.courier(me) for m in steps)
        if code == "tient":
            theirs = game.points(1 - me)
            return p["pt"] not in game.points(me) and after(game, turn, lambda: p["pt"] in game.points(me)) \
                and bool(theirs) and jacquet_other(p["pt"]) > min(theirs)
        if code in ("suite", "suite_gardee"):
            return p["n"] >= 2 and after(game, turn, lambda: all(q in game.points(me) for q in jacquet_run(p["a"], p["n"]))) \
                and jacquet_run(p["a"], p["n"])[-1] == p["b"]
        if code == "course":
            return gains_most(game, turn, ev)
    if game.name == "doze_canes":
        sign = 1 - 2 * me
        if code == "egal":
            return move.kind == "house" and p["player"] == game.PLAYER_NAMES[me] and abs(p["w"] + p["d"] + p["l"] - 1) < 1e-9
        if code == "paire":
            return after(game, turn, lambda: game.content(p["pt"]) * sign == 2)
        if code == "coup":
            return after(game, turn, lambda: game.content(p["pt"]) * sign >= 1)
    raise AssertionError(f"no claim written for {game.name} {code!r}: add it to CLAIMS")


CLAIMS = claim_holds


# -- the tests ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("name,rules", GAMES, ids=[f"{n}-{r}" if r else n for n, r in GAMES])
def test_every_sentence_of_every_term_says_only_what_the_position_has(name, rules):
    zero_seen = {}  # (evaluation, term) -> sentences rendered where the term is zero, or ties another turn
    contrasts = {}  # (game, « mieux_… » code) -> contrasts said between two turns
    weighed = set()  # (evaluation, term) the evaluation weighs in these rules
    for game in positions(name, rules):
        weighed |= {(k, t) for k, ev in enumerate(EVALUATIONS[name]) for t, w in zip(ev.TERMS, ev.weights(game), strict=True) if w}
        options, me = turns(game), game.to_play
        for turn in random.Random(len(game.history)).sample(options, min(4, len(options))):
            for k, ev in enumerate(EVALUATIONS[name]):
                figures = {t: after(game, t, lambda ev=ev, g=game, me=me: ev.terms(g, me) if not g.is_over else None)
                           for t in options}
                for other in [t for t in options if t != turn][:3]:
                    said = contrast(game, turn, other, ev)
                    if said is not None:
                        contrasts[name, said.code] = contrasts.get((name, said.code), 0) + 1
                        assert CLAIMS(game, turn, said, ev), (game.position(), [str(m) for m in turn], said.text())
                for term in (*ev.TERMS, None):
                    reason = ev.reason(game, turn, term)
                    if reason is None:
                        continue
                    assert CLAIMS(game, turn, reason, ev), (game.position(), [str(m) for m in turn], term,
                                                            reason.text())
                    i = ev.TERMS.index(term) if term is not None else None
                    if i is not None and figures[turn] is not None and (figures[turn][i] == 0 or any(
                            f is not None and f[i] == figures[turn][i] for t, f in figures.items() if t != turn)):
                        zero_seen[k, term] = zero_seen.get((k, term), 0) + 1  # zero, or no margin over another turn
    terms = weighed
    if name == "senet":
        # the expert values every square differently (SenetOddsEvaluation): two turns never tie on its race term
        terms -= {(1, "course")}
    if name == "doze_canes":
        terms = {(0, "paires")}  # its sentences name the move, not a term
    assert terms <= set(zero_seen), f"terms never rendered where they are zero: {sorted(terms - set(zero_seen))}"
    if name != "doze_canes":  # (its sentences name the move: no contrast is needed)
        assert contrasts, "no two turns told apart by what they leave on the board"


@pytest.mark.parametrize("name,rules", GAMES, ids=[f"{n}-{r}" if r else n for n, r in GAMES])
def test_every_level_suggests_with_a_true_sentence(name, rules):
    for i, game in enumerate(positions(name, rules, games=2, every=9, seed=10)):
        if i >= 4:
            break
        for level in LEVELS:
            settings = {} if level == "debutant" else {"deterministic": True, "nodes": 400}
            s = suggest(game, level, seed=1, **settings)
            finer = level == "expert" or (level == "fort" and name == "jacquet")  # the levels' own evaluations
            ev = EVALUATIONS[name][-1 if finer else 0]
            assert CLAIMS(game, s.turn, s.reason, ev), (level, game.position(), s.text())


def test_marelle_second_move_keeps_no_mill_it_does_not_have():
    game = new_game("marelle", "modern", seed=1)
    game.play("d2")
    for level in LEVELS:
        settings = {} if level == "debutant" else {"deterministic": True, "nodes": 400}
        text = suggest(game, level, **settings).text()
        assert "moulin" not in text.lower(), (level, text)
