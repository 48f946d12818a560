"""Doze canes, the teaching game: notation, explanations, records, undo and pictures on the kernel.

:class:`DozeCanes` holds a :class:`~.rules.DozeCanesState` (``self.state``)
and decides no rule itself: legal moves are the kernel's actions, refusals
its predicates (:meth:`~.rules.DozeCanesState.refusal`), explanations the
words for what the kernel records a move does (its effects).
"""

from __future__ import annotations

import re
from fractions import Fraction

from ...core import Game, NotationError, Outcome, Reason
from ...core.arrange import arranged_int, arranged_items
from ...core.limits import is_int
from .choices import CHOICES
from .position import count_pieces, position_text, read_position
from .rule_sets import RULE_SETS
from .rules import (
    ACTION_MOVES,
    ACTION_OF,
    CELL_CHARS,
    ENTRIES,
    HOUSE_SIZE,
    PIECES,
    POINTS,
    QUARTERS,
    THROWS,
    DozeCanesState,
    DozeMove,
    die_of,
    enter_move,
    first_point,
    held,
    house_move,
    in_hand,
    is_full,
    point_of,
    sign,
)
from .texts import MESSAGES

_HOUSE = re.compile(r"^\s*(?:q|m|maison|quart|house|quarter)\s*(\d+)\s*$", re.I)
_POINT = re.compile(r"^\s*(\d+)\s*$")


class DozeCanes(Game):
    """Doze canes, Twelve dogs (see the package docstring)."""

    name = "doze_canes"
    State = DozeCanesState
    MOVE = DozeMove
    NOTATION_EXAMPLES = ("Q3", "16")
    PIECES = PIECES
    fr = "Douze chiens (Doze canes)"
    en = "Twelve Dogs (Doze canes)"
    RULE_SETS = RULE_SETS
    DEFAULT_RULE_SET = "alfonso"
    CHOICES = CHOICES
    MESSAGES = MESSAGES
    # The effects worth counting in the lab (jocari compare): code -> (French, English) plural names.
    # Not the pairs: a pair is never broken and the game ends at the sixth, so every game makes six.
    EFFECT_NAMES = {
        "hit": ("jetons battus", "pieces hit"),
    }

    # -- the position, read from the kernel ----------------------------------------------------

    KERNEL_FIELDS = {
        "quarter": "The house's quarter (1-4), 0 until it is chosen.",
        "phase": '"house", "throw", "move" or "over".',
        "throw": "The current (or last) throw, kept for pictures.",
    }

    @property
    def cells(self) -> list[int]:
        """The house's six contents, in die order (a copy)."""
        return list(self.state.cells)

    @property
    def left(self) -> list[int]:
        """The dice of the throw not yet played (lost ones stay here)."""
        return list(self.state.left)

    @property
    def last_entry(self) -> tuple | None:
        """The entry the last move made, as the kernel recorded it: ``(what, point, die, player)``, or None.

        ``what`` is "enter", "pair" or "hit"; it stays until the next move
        (a throw records nothing), so a picture can show it.
        """
        for effect in self.state.effects:
            if effect[0] in ENTRIES:
                return effect
        return None

    @property
    def current_throw(self) -> tuple | None:
        """The dice still to enter this turn (what a board announces)."""
        state = self.state
        return state.left if state.phase == "move" else None

    @property
    def house(self) -> range:
        """The points of the house (empty before it is chosen)."""
        quarter = self.state.quarter
        if not quarter:
            return range(0)
        return range(point_of(quarter, 1), point_of(quarter, HOUSE_SIZE) + 1)

    def content(self, point: int) -> int:
        """The signed content of ``point`` (see ``CELL_CHARS``); 0 outside the house."""
        die = die_of(self.state.quarter, point)
        return 0 if die is None else self.state.cells[die - 1]

    def in_hand(self, player: int) -> int:
        return in_hand(self.state.cells, player)

    def held(self, player: int) -> int:
        return held(self.state.cells, player)

    def progress(self, player: int) -> float:
        """Pieces on the board, a pair counting three (the goal is pairs)."""
        s = sign(player)
        return sum(3 if c * s == 2 else 1 for c in self.state.cells if c * s > 0)

    def dice_status(self) -> list[tuple[int, str]]:
        """Each die of the current (or last) throw: "playable", "used" or "lost"."""
        state = self.state
        left, playable = list(state.left), state.playable() if state.phase == "move" else []
        status = []
        for die in state.throw:
            if die in left:
                left.remove(die)
                status.append((die, "playable" if die in playable else "lost"))
            else:
                status.append((die, "used"))
        return status

    def position(self) -> str:
        return position_text(self.state)

    def _load_position(self, text: str) -> None:
        state = read_position(text)
        if state is None:
            raise NotationError(self._msg("bad_position", text=text), lang=self.lang)
        self.state = state

    @classmethod
    def arrange(cls, quarter: int = 1, *, white=(), black=(), to_play: int = 0, throw=None, **kwargs):
        """A game set up by hand on the house ``quarter``.

        ``white``/``black`` list the points of each side's pieces on the
        tablier, a point named twice holding a pair.

        >>> g = DozeCanes.arrange(1, white=[4], black=[6, 6], throw=(6, 4))
        >>> g.explain("6")
        'Le 6 désigne la flèche 6, mais la flèche 6 est doublée : ce point est perdu.'
        """
        lang = kwargs.get("lang", "fr")
        quarter = arranged_int("quarter", quarter, 1, QUARTERS, lang)
        to_play = arranged_int("to_play", to_play, 0, 1, lang)
        white, black = (arranged_items(arg, points, lambda v: is_int(v) and 1 <= v <= POINTS, lang)
                        for arg, points in (("white", white), ("black", black)))
        cells = count_pieces(first_point(quarter), white, black)
        text = "".join(CELL_CHARS.get(c, "?") for c in cells) if cells else "?"
        phase = "over" if cells and is_full(cells) else "throw"
        game = cls.from_position(f"{quarter}|{text}|{to_play}|{phase}|-|-", **kwargs)
        if throw is not None:
            game.roll(throw)  # a tuple or a list: roll() takes it as the throw's values
        return game

    @property
    def outcome(self) -> Outcome | None:
        found = self.state.result()
        if found is None:
            return None
        kind, winner, points = found
        if winner is None:
            return Outcome(None, kind, points, self._msg("draw"))
        reason = self._msg("won", player=self.PLAYER_NAMES[winner], n=self.held(winner), m=self.held(1 - winner))
        return Outcome(winner, kind, points, reason)

    def throw_outcomes(self) -> list[tuple[tuple, Fraction]]:
        """The 21 throws of two dice, higher die first, with their probabilities."""
        return list(THROWS)

    # -- moves: notation and actions -----------------------------------------------------------

    def action_move(self, action: int) -> DozeMove:
        return ACTION_MOVES[action]

    def move_action(self, move: DozeMove) -> int:
        return ACTION_OF[move]

    def _parse(self, text: str) -> DozeMove | None:
        m = _HOUSE.match(text)
        if m:
            quarter = int(m.group(1))
            if not 1 <= quarter <= QUARTERS:
                raise NotationError(self._msg("bad_quarter", q=quarter), lang=self.lang)
            return house_move(quarter)
        m = _POINT.match(text)
        if not m:
            return None
        point = int(m.group(1))
        if not 1 <= point <= POINTS:
            raise NotationError(self._msg("bad_point", pt=point), lang=self.lang)
        return enter_move(point)

    def _describe_effects(self, move: DozeMove, effects: tuple) -> Reason:
        """The words for what the kernel recorded: the house chosen, or the entry and what followed it."""
        done = effects[0]
        if done[0] == "house":
            return self._msg("do_house", player=self.PLAYER_NAMES[self.player], **self.state.house_span(done[1]))
        what, point, die, _ = done
        base = self._msg("do_" + what, d=die, pt=point)
        if len(effects) == 1:
            return base
        then = effects[1]
        tail = self._msg("then_lost", d=then[1], pt=then[2]) if then[0] == "lost" else self._msg("then_full")
        return base.joined(tail)
