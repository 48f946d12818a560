"""The teaching game :class:`Jacquet`: the kernel (:mod:`.rules`) with notation, explanations, records, undo
and pictures.  Nothing here decides a rule: legal moves are the kernel's actions in order, a move played is
the kernel's action, a refusal names the first of the kernel's predicates that fails, an explanation words
the effects the kernel recorded."""

from __future__ import annotations

import re
from fractions import Fraction

from ...core import Game, NotationError, Outcome, Reason
from .choices import CHOICES
from .position import arranged_position, board_of, load_position, position_text
from .rule_sets import OPTION_TEXTS, OPTION_VALUES, RULE_SETS
from .rules import _OPENING_THROWS, _TURN_THROWS, JacquetState, bouchage_through, words_after
from .rules_tables import (
    ABS,
    ACTION_MOVES,
    CHECKERS,
    OFF,
    PASS,
    JacquetMove,
    _sum_stops,
    _without,
    action_of,
    quarter,
    to_abs,
)
from .texts import MESSAGES, QUARTERS, SIZES, dice_text

_NOTATION = re.compile(r"^\s*(\d{1,2})\s*[-–]\s*(?:(\d{1,2})|(?:off|sortie|out)(?:\s*/\s*(\d{1,2}))?)\s*$", re.I)


class Jacquet(Game):
    """Jacquet after C. Breyer (see the package docstring)."""

    name = "jacquet"
    State = JacquetState
    MOVE = JacquetMove
    PASS_MOVE = PASS
    NOTATION_EXAMPLES = ("13-18", "20-off")
    PIECES = CHECKERS
    fr = "Jacquet"
    en = "Jacquet"
    RULE_SETS = RULE_SETS
    DEFAULT_RULE_SET = "breyer"
    OPTION_VALUES = OPTION_VALUES
    OPTION_TEXTS = OPTION_TEXTS
    CHOICES = CHOICES
    MESSAGES = MESSAGES
    # the effects worth counting in the lab (the kernel's EFFECTS codes), as a learner reads them
    EFFECT_NAMES = {
        "courier_home": ("postillons rentrés", "couriers home"),
        "bouchage": ("bouchages formés", "bouchages made"),
        "off": ("pions sortis", "checkers borne off"),
        "lost_throw": ("lancers perdus", "lost throws"),
        "walled_in": ("postillons enfermés", "couriers walled in"),
    }

    # the kernel's action of a legal move, and back (a table look-up)
    action_move = staticmethod(ACTION_MOVES.__getitem__)
    move_action = staticmethod(action_of)

    # -- what Game asks the kernel, read straight from its fields (the teaching API's hot path) --

    @property
    def awaiting_throw(self) -> bool:
        phase = self.state.phase  # JacquetState.is_chance_node(), without the call
        return phase == "throw" or phase == "opening"

    @property
    def is_over(self) -> bool:
        return self.state.phase == "over"  # JacquetState.is_terminal()

    def _snapshot(self) -> tuple:
        state = self.state
        return state._snap(state)

    def _restore(self, snap: tuple) -> None:
        state = self.state
        state._restore_fields(snap)

    def _generate(self) -> list:
        return list(map(ACTION_MOVES.__getitem__, self.state.actions))

    # -- the kernel's state, read (pictures, players, widgets) ------------------------

    KERNEL_FIELDS = {
        "packed": "Each side's checkers, four bits a point in its own numbering (see :mod:`.rules`).",
        "held": "Each side's points held, a mask in its own numbering.",
        "phase": "``opening``, ``throw``, ``move`` or ``over``.",
        "first": "White's opening die while Black's is awaited (choice J1), else 0.",
        "dice": "This turn's dice (four for a double).",
        "dice_left": "The dice still to play this turn.",
        "closed": "The points the opponent holds, in the mover's numbering (for the throw being played).",
        "strict": "Does a higher die bear off only from the rear (the ``backgammon`` reading of J7)?",
        "end": "``(kind, winner, points, point)`` once over (the loser's rear or walled-in courier), else None.",
    }

    @property
    def board(self) -> list[int]:
        """Checkers on each of White's points (index 0 unused): positive for White, negative for Black."""
        return board_of(self.state)

    @property
    def off(self) -> list[int]:
        """How many checkers each side has borne off."""
        packed = self.state.packed
        return [packed[0] >> 4 * OFF, packed[1] >> 4 * OFF]

    @property
    def last(self) -> tuple:
        """The steps of the latest turn that moved, ``(player, from, to)`` in White's numbering (25: off);
        () after a lost throw.  Read from the history: undo and records keep it right."""
        steps = []
        for event in reversed(self.history):
            if event.kind == "move":
                steps.append(event)
            elif steps:
                break
        return tuple((e.player, ABS[e.player][e.value.src], OFF if e.value.dst == OFF else ABS[e.player][e.value.dst])
                     for e in reversed(steps) if not e.value.is_pass)

    @property
    def in_opening(self) -> bool:
        """Each throws one die to decide who starts (choice J1)."""
        return self.state.phase == "opening"

    @property
    def outcome(self) -> Outcome | None:
        end = self.state.end
        if end is None:
            return None
        kind, winner, points, point = end
        names = self.PLAYER_NAMES
        if kind == "courier_blocked":
            # both numberings: the game ends right after the winner's move, in the winner's numbering (J6)
            wc, wa, wb = (to_abs(1, q) for q in (point, point + 1, point + 6))  # the map is its own inverse
            reason = self._msg("won_courier", loser=names[1 - winner], player=names[winner], c=point, a=point + 1,
                               b=point + 6, wc=wc, wa=wa, wb=wb)
        else:
            reason = self._msg("won_off", player=names[winner], loser=names[1 - winner], size=SIZES[points],
                               points=points, quarter=QUARTERS[quarter(point)], rear=point)
        return Outcome(winner, kind, points, reason)

    def points(self, player: int) -> dict[int, int]:
        """``player``'s checkers on the board: ``{point: count}`` in ``player``'s numbering."""
        return self.state.points(player)

    def courier(self, player: int) -> int:
        """The point of ``player``'s courier while it still runs (1 before it leaves), else 0."""
        return self.state.courier(player)

    def bouchages(self, player: int) -> list[tuple[int, int, int]]:
        """``player``'s runs of six or more points held, as (length, first, last) in their numbering (J8)."""
        return self.state.bouchages(player)

    def progress(self, player: int) -> float:
        """Points travelled by ``player``'s checkers, a borne-off checker counting 25."""
        packed = self.state.packed[player]
        return sum(q * (packed >> 4 * q & 15) for q in range(1, OFF + 1))

    # -- positions ------------------------------------------------------------

    def position(self) -> str:
        return position_text(self.state)

    def _load_position(self, text: str) -> None:
        self.state = load_position(text, self.state.bear_off, self.lang)

    @classmethod
    def arrange(cls, rule_set: str | None = None, *, white=None, black=None, off=(0, 0), to_play=0,
                throw: tuple | None = None, **kwargs) -> Jacquet:
        """A game set up by hand, each side's checkers given in its own numbering.

        ``white``/``black``: ``{point: count}`` or a list of points (a point once
        per checker); by default the checkers not borne off stand on the talon
        (point 1).  ``throw``: the two dice then thrown by ``to_play``.

        >>> g = Jacquet.arrange(white={1: 14, 10: 1}, black={1: 15}, throw=(5, 3))
        >>> g.explain("10-13")
        "La flèche 13 est tenue par l'adversaire."
        """
        text = arranged_position(cls.PLAYER_NAMES, white=white, black=black, off=off, to_play=to_play,
                                 lang=kwargs.get("lang", "fr"))
        game = cls.from_position(text, rule_set, **kwargs)
        if throw is not None:
            game.roll(throw)  # a tuple or a list: roll() takes it as the throw's values
        return game

    # -- throws ---------------------------------------------------------------

    def throw_outcomes(self) -> list[tuple[tuple, Fraction]]:
        return list(_OPENING_THROWS if self.state.phase == "opening" else _TURN_THROWS)

    # -- notation -------------------------------------------------------------

    def _parse(self, text: str) -> JacquetMove | None:
        m = _NOTATION.match(text)
        if not m:
            return None
        src = int(m.group(1))
        for q in (src, m.group(2)):
            if q is not None and not 1 <= int(q) <= 24:
                raise NotationError(self._msg("bad_point", p=int(q)), lang=self.lang)
        if m.group(2):
            dst = int(m.group(2))
            return JacquetMove(src, dst, dst - src)
        if m.group(3):
            die = int(m.group(3))
            if not 1 <= die <= 6:
                raise NotationError(self._msg("bad_die", d=die), lang=self.lang)
            return JacquetMove(src, OFF, die)
        return JacquetMove(src, OFF, self._off_die(src))

    def _off_die(self, src: int) -> int:
        """The die meant by ``src-off``: the smallest that legally bears it off, else the smallest large enough."""
        legal = [m.die for m in self.legal_moves() if m.src == src and m.dst == OFF]
        if legal:
            return min(legal)
        need = OFF - src
        return min((d for d in self.state.dice_left if d >= need), default=need)

    # -- refusals: the kernel's predicates, the first that fails named --------------

    def _refusal(self, move: JacquetMove) -> tuple | None:
        """Why ``move`` is refused now, as ``(code, params)``, or None: the kernel's refusal
        (:meth:`JacquetState.refusal`) in words, or, for a move no die makes in one step (a sum, a step back),
        its rules for one checker (:meth:`JacquetState.step_reason`)."""
        state = self.state
        action = action_of(move)
        one_step = move.is_pass or (0 < action < len(ACTION_MOVES) and ACTION_MOVES[action] == move)
        found = state.refusal(action) if one_step else state.step_reason(*move)
        if found is not None:
            code, params = found
            if code == "closed":
                run = bouchage_through(state.closed, move.dst)
                if run is not None:  # choice J8: name the opponent's bouchage
                    n, a, b = run
                    return ("closed_bouchage", {"p": move.dst, "n": n, "a": a, "b": b})
            elif code == "no_die":
                return self._no_die(move.src, move.dst)
            elif code == "no_die_off":
                return (code, dict(params, dice=dice_text(params["dice"])))
            elif code == "max_dice":
                example = ", ".join(str(ACTION_MOVES[a]) for a in params["example"])
                return ("max_dice", {"m": params["m"], "move": str(move), "k": params["k"], "example": example})
        return found

    def _no_die(self, src: int, dst: int) -> tuple:
        """No die shows the distance ``dst - src``: why, and what to play instead (J2).

        When the distance is a sum of the dice, the checker may cover it die by
        die: the paths offered are those the kernel's legal steps accept step
        after step (every stop open, the dice played as the rules require), so
        a suggestion is always playable.  When every way is stopped by a point
        the opponent holds, those points are named.
        """
        dice = self.state.dice_left
        params = {"n": dst - src, "k": len(dice), "dice": dice_text(dice)}
        sums = _sum_stops(dice, src, dst)
        if not sums:
            return ("no_die", params)
        paths = self._paths(src, dst)
        if paths:
            texts = [", ".join(map(str, path)) for path in paths]
            return ("sum_steps", dict(params, path=(" ou ".join(texts), " or ".join(texts)), paths=paths))
        closed = self.state.closed
        if all(any(closed >> q & 1 for q in stops) for stops in sums):
            points = sorted({q for stops in sums for q in stops if closed >> q & 1})
            return ("sum_held", dict(params, h=len(points), held=dice_text(tuple(points)), points=points))
        return ("no_die", params)  # an open path J2 refuses: not met in 210 random games (114,000 sums)

    def _paths(self, src: int, dst: int) -> list[tuple[JacquetMove, ...]]:
        """Every way to take the checker on ``src`` to ``dst`` die by die, each step legal when it is played."""
        state = self.state
        me = state.player
        found: list[tuple[JacquetMove, ...]] = []

        def walk(low: int, high: int, held: int, at: int, dice: tuple, path: tuple) -> None:
            if at == dst:
                found.append(path)
                return
            for action in state.legal_steps(low, high, held, dice)[0]:
                move = ACTION_MOVES[action]
                if move.src == at and move.dst <= dst:
                    walk(*words_after(low, high, held, action), move.dst, _without(dice, move.die), path + (move,))

        walk(state.low[me], state.high[me], state.held[me], src, state.dice_left, ())
        return found

    # -- explanations: the words for the kernel's effects ----------------------------

    def _describe_effects(self, move: JacquetMove, effects: tuple) -> Reason:
        dice = self.state.dice_left
        codes = {e[0]: e for e in effects}
        if move.is_pass:
            return self._msg("do_pass", dice=dice_text(dice), k=len(dice)).joined(
                self._msg("tail_over", player=self.PLAYER_NAMES[1 - self.player]))
        src, dst, d = move
        if "off" in codes:
            need = OFF - src
            parts = [self._msg("do_off_higher", src=src, d=d, need=need) if d > need
                     else self._msg("do_off", src=src, d=d)]
        else:
            parts = [self._msg("do_move", src=src, dst=dst, d=d)]
        if "courier_out" in codes:
            parts.append(self._msg("tail_courier_out"))
        if "courier_home" in codes:
            parts.append(self._msg("tail_courier_home"))
        if "bouchage" in codes:
            _, n, a, b = codes["bouchage"]
            parts.append(self._msg("tail_bouchage", n=n, a=a, b=b))
        if "won" in codes and "walled_in" not in codes:
            parts.append(self._msg("tail_win"))
        elif "turn_over" in codes:
            parts.append(self._msg("tail_over", player=self.PLAYER_NAMES[1 - self.player]))
        else:
            parts.append(self._msg("tail_left", dice=dice_text(_without(dice, d))))
        return parts[0].joined(*parts[1:])

    # -- boards ---------------------------------------------------------------

    @property
    def current_throw(self) -> tuple | None:
        """The dice still to play this turn (what a board announces)."""
        return self.state.dice_left if self.state.phase == "move" else None

    def throw_text(self, throw, lang: str | None = None) -> str:
        return dice_text(tuple(throw))[0 if (lang or self.lang) == "fr" else 1]
