"""The Senet levels' evaluation read under Kendall's, Bell's and Piccione's rules: its terms say what those rules do."""

import pytest

from jocari_edu.games.senet import Senet
from jocari_edu.players import make_player
from jocari_edu.players.senet import FITTED, SenetEvaluation, SenetOddsEvaluation

COURSE, SORTIE, ABRI, MENACE = 0, 1, 2, 3


def test_bell_a_pawn_taken_is_lost_not_borne_off():
    """Bell's winner has more pawns borne off: a pawn taken counts for nothing, a pawn borne off for 31 squares."""
    ev = SenetEvaluation()
    white = [2, 4, 6, 8, 10, 12, 14, 16, 18]  # nine pawns on the board, the tenth taken or borne off
    black = [1, 3, 5, 7, 9, 11, 13, 17, 19, 20]
    taken = Senet.arrange("bell", white=white, black=black, taken=(1, 0))
    borne = Senet.arrange("bell", white=white, black=black, off=(1, 0))
    assert taken.state.borne_off(0) == 0 and borne.state.borne_off(0) == 1
    assert ev.terms(taken, 0)[SORTIE] == 0 and ev.terms(borne, 0)[SORTIE] == 1
    assert ev.terms(borne, 0)[COURSE] - ev.terms(taken, 0)[COURSE] == 31
    assert ev.score(borne, 0) > ev.score(taken, 0)
    odds = SenetOddsEvaluation()
    assert odds.chance(borne, 0) > odds.chance(taken, 0)


def test_bell_an_attack_costs_the_attacked_pawn_its_whole_way():
    """Bell: an attacked pawn is taken; the threat is the pawn's square plus the attacker's step, by its chance."""
    ev = SenetEvaluation()
    game = Senet.arrange("bell", white=[2, 4, 6, 8, 10, 12, 14, 16, 18, 23],
                         black=[1, 3, 5, 7, 9, 11, 13, 17, 19, 21])
    # each face of the die (¼) that takes an opposing pawn onto one: e.g. White's 23 from Black's 21 with a 2
    exposed = {sq: sum(0.25 * (t + sq) for t in (1, 2, 3, 4) if sq - t in {1, 3, 5, 7, 9, 11, 13, 17, 19, 21})
               for sq in (2, 4, 6, 8, 10, 12, 14, 16, 18, 23)}
    # (no pawn on a marked square, so none is protected: Bell's pawns do not protect each other)
    exposed_black = {sq: sum(0.25 * (t + sq) for t in (1, 2, 3, 4) if sq - t in {2, 4, 6, 8, 10, 12, 14, 16, 18, 23})
                     for sq in (1, 3, 5, 7, 9, 11, 13, 17, 19, 21)}
    menace = ev.terms(game, 0)[MENACE]
    assert menace == pytest.approx(sum(exposed_black.values()) - sum(exposed.values()))
    assert ev.terms(game, 1)[MENACE] == pytest.approx(-menace)


def test_kendall_no_pawn_attacks_past_the_house_of_beauty():
    """Kendall: every pawn stops on 26, so a pawn on 24 cannot reach 29 with a 5; from 26 a 3 reaches it,
    and a pawn attacked on 29 goes to the water (27), losing two squares while the attacker gains three."""
    ev = SenetEvaluation()
    rest_w, rest_b = [1, 3, 5, 7, 9, 11], [2, 4, 6, 8, 10, 12]
    far = Senet.arrange("kendall", white=[*rest_w, 29], black=[*rest_b, 24])
    near = Senet.arrange("kendall", white=[*rest_w, 29], black=[*rest_b, 26])
    chances = dict(ev.chances(far))
    white_loss = ev.terms(near, 0)[MENACE] - ev.terms(far, 0)[MENACE]
    # (Black's 24 and 26 are attacked by no White pawn; the rest of the board is the same)
    assert white_loss == pytest.approx(-(3 + 2) * chances[3])


def test_piccione_attacks_nothing_and_counts_pawns_in_hand_as_still_to_play():
    ev = SenetEvaluation()
    game = Senet.arrange("piccione", white=[4, 9, 20], black=[3, 12], off=(1, 0))  # White 1 in hand, Black 3
    course, sortie, abri, menace, barrage = ev.terms(game, 0)
    assert (sortie, abri, menace, barrage) == (1, 0, 0, 0)
    assert course == (4 + 9 + 20) - (3 + 12) + 31
    assert game.state.taken == (1, 3)


@pytest.mark.parametrize("rule_set", ["kendall", "bell", "piccione"])
def test_each_new_reading_has_its_own_fitted_model_and_the_expert_plays_it(rule_set):
    model = FITTED[rule_set]
    assert len(model["squares"]) == 30
    assert all(model[t] >= 0 for t in SenetOddsEvaluation.TERMS[1:])  # no term against its sentence
    game = Senet(rule_set, seed=4)
    player = make_player("expert", 1, deterministic=True, nodes=2_000)
    while game.awaiting_throw:
        game.roll()
    assert player.choose(game) in game.legal_moves()
