"""The teaching game :class:`Senet`: the kernel (:mod:`.rules`) with notation, explanations, records and pictures.

Notation: ``12-15`` moves the pawn on 12 to 15 (the square the throw names,
even when the House of Water then sends it elsewhere); ``27-off`` bears a pawn
off; ``pass`` is the only move when no other is possible.  Moves back read
the same way: ``15-12``.  Piccione's reading adds the hand: ``in-1`` (or
``main-1``) enters a pawn from the hand on square 1, ``1-in`` (``1-main``)
sends the pawn just entered back to the hand; ``12-14`` is one step of a split
throw.
"""

from __future__ import annotations

import re
from typing import ClassVar

from ...core import NotationError, Outcome, Reason
from ...core.game import Game
from ...core.rule_sets import options_table
from .choices import CHOICES
from .position import arranged_text, older_text, position_key, position_text, read_position
from .rule_sets import CORE_RULE_SETS, OFF, OPTION_TEXTS, RULE_SETS, SQUARES, TURNS, SenetRules, rule_values
from .rules import SenetState
from .rules_split import SplitTurnState, points_left
from .rules_tables import _MOVE, ACTION_MOVES, PASS, SenetMove, action_text
from .texts import MESSAGES, SAID

_NOTATION = re.compile(r"^\s*(\d{1,2})\s*[-–]\s*(\d{1,2}|off|sortie|out)\s*$", re.I)
# Piccione: ``in-1`` (or ``main-1``) enters a pawn from the hand on square 1; ``1-in`` (``1-main``) sends it back
_HAND = re.compile(r"^\s*(?:(in|main)\s*[-–]\s*(\d{1,2})|(\d{1,2})\s*[-–]\s*(in|main))\s*$", re.I)
_CHANCE = frozenset({"throw", "opening"})
_NUMBERS = {1: ("un", "one"), 2: ("deux", "two"), 3: ("trois", "three"), 4: ("quatre", "four"), 5: ("cinq", "five"),
            6: ("six", "six"), 7: ("sept", "seven"), 8: ("huit", "eight"), 9: ("neuf", "nine"), 10: ("dix", "ten"),
            11: ("onze", "eleven"), 12: ("douze", "twelve"), 13: ("treize", "thirteen"), 14: ("quatorze", "fourteen"),
            15: ("quinze", "fifteen")}


_STANDARD_PIECES = RULE_SETS["standard"].pieces


class Senet(Game):
    """Senet under one of the reconstructions of :data:`~.rule_sets.RULE_SETS` (see the package docstring)."""

    name = "senet"
    State = SenetState
    MOVE = SenetMove
    PASS_MOVE = PASS
    NOTATION_EXAMPLES = ("12-15", "27-off")
    PLACE = "square"
    PIECES = _STANDARD_PIECES  # the standard reading's; each rule set says its own (``pieces``)
    fr = "Senet"
    en = "Senet"
    RULE_SETS = CORE_RULE_SETS  # derived from the registry, kept in step by rule_sets.register
    # the fields of its records, in the learner's words (Senet's rule sets set no options: their fields differ)
    OPTION_TEXTS = OPTION_TEXTS
    rule_values = staticmethod(rule_values)
    DEFAULT_RULE_SET = "standard"
    CHOICES = CHOICES
    MESSAGES = MESSAGES
    # the effects worth counting in the lab (the kernel's codes; see SenetState.EFFECTS)
    EFFECT_NAMES: ClassVar[dict] = {
        "water": ("chutes dans l'eau", "falls into the water"),
        "water_held": ("chutes dans l'eau, où le pion reste", "falls into the water, where the pawn stays"),
        "water_to_hand": ("chutes dans l'eau, retour à la main", "falls into the water, back to the hand"),
        "swap": ("pions renvoyés en arrière", "pawns sent back"),
        "swap_back": ("pions renvoyés en avant par un recul", "pawns sent forwards by a move back"),
        "swap_water": ("pions attaqués renvoyés dans l'eau", "attacked pawns sent into the water"),
        "back": ("reculs faute de pouvoir avancer", "moves back for want of a forward move"),
        "extra_throw": ("lancers supplémentaires", "extra throws"),
        "throw_entered": ("lancers supplémentaires pour le pion entré", "extra throws for the pawn just entered"),
        "throw_owed": ("lancers gagnés sur une case", "throws earned on a square"),
        "returned": ("retours de l'eau en case 15", "returns from the water to square 15"),
        "capture": ("pions pris", "pawns taken"),
    }

    def _setup(self) -> None:
        # the rule set's kernel: Piccione's split turn is SenetState with its own generator, refusal and move
        kernel = SplitTurnState if TURNS[RULE_SETS[self.rules.name].turn].split else SenetState
        self.state = kernel.new(self.rules, self.options)
        # the kernel's own methods, bound once: the protocol's hot paths call them with no wrapper
        state = self.state
        self._snapshot = state.snapshot  # the kernel's generated snapshot, with no Game frame on the way
        self._apply_throw, self._draw = state.apply_throw, state.sample_throw

    # -- the kernel's position, read-only -------------------------------------------------

    @property
    def pieces(self) -> int:
        return self.variant.pieces

    @property
    def variant(self) -> SenetRules:
        """The rule set's data (:class:`~.rule_sets.SenetRules`): pawns, throws, special squares..."""
        return RULE_SETS[self.rules.name]

    KERNEL_FIELDS = {
        "board": "Who is on each square: ``board[sq]`` 0 (White), 1 (Black) or -1, for squares 1-30.",
        "squares": "Each side's squares, in track order.",
        "phase": '"opening", "throw", "move" or "over".',
        "throw": "The value of the last throw.",
        "forced_opening": "Is the opening's move imposed now (Jéquier's 10-11, Kendall's 14-15)?",
        "effects": "What the last move did, as the kernel recorded it (see ``SenetState.EFFECTS``).",
        "taken": "How many pawns of each side are off the board without being borne off (Bell: taken, "
                 "they leave the game; Piccione: in hand, to enter).",
    }

    @property
    def hand(self) -> tuple:
        """How many pawns of each side are in hand, still to enter (Piccione; else ``(0, 0)``)."""
        state = self.state
        return state.taken if state.rules.enter_square else (0, 0)

    @property
    def points_left(self) -> int:
        """Piccione: the points of the current throw still to play (elsewhere: the throw, while a move is due)."""
        return points_left(self.state) if self.state.phase == "move" else 0

    @property
    def off(self) -> list[int]:
        """How many pawns each side has borne off."""
        state = self.state
        return [state.borne_off(0), state.borne_off(1)]

    @property
    def awaiting_throw(self) -> bool:
        return self.state.phase in _CHANCE

    @property
    def is_over(self) -> bool:
        return self.state.winner is not None

    def phase_reason(self) -> Reason | None:
        """As the protocol's, with the opening's own words (Jéquier's first 1, Bell's higher throw)."""
        state = self.state
        if state.phase == "move":  # a move is due: nothing in the way (the protocol's answer too)
            return None
        if state.phase == "opening" and state.rules.opening.higher_throw:
            return self._msg("opening_higher", player=self.PLAYER_NAMES[state.player])
        return super().phase_reason()

    @property
    def in_opening(self) -> bool:
        """Jéquier's opening: throws in turn until someone throws a 1."""
        return self.state.phase == "opening"

    @property
    def current_throw(self) -> tuple | None:
        state = self.state
        return (state.throw,) if state.phase == "move" else None

    def throw_value(self, light_faces: int) -> int:
        """The value of a throw with ``light_faces`` sticks light side up."""
        return self.state.throw_value(light_faces)

    def is_protected(self, sq: int) -> bool:
        """Is the pawn on ``sq`` out of reach of any attack (a protected square, or a neighbour of its side)?"""
        return self.state.is_protected(sq)

    def throw_note(self) -> Reason | None:
        """Jéquier (S4): the first 1 gives its thrower the even squares.

        White held the odd squares provisionally, so when White throws that 1
        the pawns on 1-10 change colour; said until the forced 10-11 is played.
        """
        state = self.state
        if not state.forced_opening:
            return None
        code = "opening_swap" if state.player == 0 else "opening_keep"
        odd, even = self.variant.start
        return self._msg(code, player=self.PLAYER_NAMES[state.player], other=self.PLAYER_NAMES[1 - state.player],
                         even=", ".join(map(str, even)), odd=", ".join(map(str, odd)),
                         move=action_text(state.forced_action()))

    def pawns(self, player: int) -> list[int]:
        """Squares of ``player``'s pawns still on the board, in track order."""
        return list(self.state.squares[player])

    def progress(self, player: int) -> float:
        """Squares travelled by ``player``'s pawns, a borne-off pawn counting 31."""
        return sum(self.pawns(player)) + OFF * self.off[player]

    def position(self) -> str:
        return position_text(self.state)

    position_key = staticmethod(position_key)  # the text's parts, as a tuple of the kernel's fields

    def same_position(self, text: str) -> bool:
        """The text now, or as records wrote it before its marks ``|forced`` and ``|bound=…`` (#36)."""
        here = self.position()
        return text == here or text == older_text(here)

    def _load_position(self, text: str) -> None:
        found = read_position(text, self.state)
        if found is None:
            raise NotationError(self._msg("bad_position", text=text), lang=self.lang)
        self.state.restore(found.snapshot())

    @classmethod
    def arrange(cls, rule_set: str = "standard", *, white=(), black=(), off=(0, 0), to_play=0,
                throw: int | None = None, taken=(0, 0), **kwargs) -> Senet:
        """A game set up by hand: ``white``/``black`` are the squares of each side.

        >>> g = Senet.arrange(white=[12, 25], black=[15, 16], off=(3, 3), throw=3)
        >>> g.explain("12-15")
        'Le pion adverse de la case 15 est protégé par son voisin de la case 16.'
        """
        text = arranged_text(rule_set, white, black, off, to_play, kwargs.get("lang", "fr"), taken)
        game = cls.from_position(text, rule_set, **kwargs)
        if throw is not None:
            game.roll(throw)
        return game

    @property
    def outcome(self) -> Outcome | None:
        state = self.state
        if state.winner is None:
            return None
        kind, winner, points = state.result()
        if kind == "draw":
            return Outcome(None, kind, 0, self._msg("draw_off", a=state.borne_off(0)))
        if kind == "most_off":
            return Outcome(winner, kind, points, self._msg("won_most", player=self.PLAYER_NAMES[winner],
                                                           a=state.borne_off(winner), b=state.borne_off(1 - winner)))
        return Outcome(winner, kind, points, self._msg("won", player=self.PLAYER_NAMES[winner],
                                                       n=_NUMBERS[state.rules.pieces]))

    # -- throws ---------------------------------------------------------------

    def throw_outcomes(self) -> list:
        return list(self.state.rules.throws)

    # -- notation -------------------------------------------------------------

    def action_move(self, action: int) -> SenetMove:
        return ACTION_MOVES[action]

    def move_action(self, move: SenetMove) -> int:
        return 32 * move.src + move.dst

    def _notation_help(self) -> str:
        return "bad_notation_hand" if self.state.rules.enter_square else "bad_notation"

    def _parse(self, text: str) -> SenetMove | None:
        m = _NOTATION.match(text)
        if not m:
            hand = _HAND.match(text) if self.state.rules.enter_square else None
            if hand is None:
                return None
            sq = int(hand.group(2) or hand.group(3))
            if not 1 <= sq <= SQUARES:
                raise NotationError(self._msg("bad_square", sq=sq), lang=self.lang)
            return SenetMove(0, sq) if hand.group(2) else SenetMove(sq, 0)
        src = int(m.group(1))
        dst = OFF if not m.group(2).isdigit() else int(m.group(2))
        # a pawn starts from a square of the board and goes to one, or off (31 is no square)
        for sq in (src, None if dst == OFF and not m.group(2).isdigit() else dst):
            if sq is not None and not 1 <= sq <= SQUARES:
                raise NotationError(self._msg("bad_square", sq=sq), lang=self.lang)
        return SenetMove(src, dst)

    # -- the rules: the kernel's ------------------------------------------------

    def legal_moves(self) -> list[SenetMove]:
        """The legal moves now (empty while a throw is due or after the end).

        The kernel keeps no action while a throw is due (its play-outs rely
        on it), so only the end is checked.
        """
        if self._legal is None:
            state = self.state
            self._legal = [] if state.winner is not None else list(map(ACTION_MOVES.__getitem__, state.actions))
        return self._legal

    def _generate(self) -> list[SenetMove]:
        return list(map(ACTION_MOVES.__getitem__, self.state.actions))

    def _describe_effects(self, move: SenetMove, effects: tuple) -> Reason:
        """The words for what the kernel recorded ``move`` did: each effect's sentence (:data:`~.texts.SAID`), in
        the order the kernel recorded them (the end of the game: the outcome says it)."""
        said: Reason | None = None
        for code, *values in effects:
            sentence = SAID[code]
            if sentence is None:
                continue
            key, *names = sentence
            more = self._msg(key, **dict(zip(names, values, strict=True)))
            said = more if said is None else said.joined(more)
        assert said is not None, effects  # every action records what it did first
        return said

    # -- moves around a pawn ---------------------------------------------------

    def moves_from(self, src: int) -> list[SenetMove]:
        """The move the current throw gives the pawn on ``src``, legal or not (what a click on it means)."""
        state = self.state
        if state.phase != "move" or not 1 <= src <= SQUARES:
            return []
        forced = state.forced_action()
        if forced is not None and ACTION_MOVES[forced].src == src:
            return [ACTION_MOVES[forced]]
        if state.rules.steps:  # Piccione: every step a split throw gives that pawn
            return [ACTION_MOVES[a] for a in state.actions if a >> 5 == src] or [_MOVE[src][src + 1]]
        return [_MOVE[src][state.forward_destination(src)]]


def rule_set_table(lang: str = "fr", names: tuple[str, ...] | None = None) -> list[tuple[str, ...]]:
    """The rule sets side by side, for a learner: a header row, then one row per behavioural field.

    ``[("Règle", "Senet standard", "Senet de Jéquier", ...), ("Pions par joueur", "5", "5", ...), ...]``
    (``lang`` "en": "Rule", the English names; ``names``: which rule sets, in order; default all): the
    game's :func:`~jocari_edu.core.rule_sets.options_table`, every row shown.
    """
    return options_table(Senet, lang, names=names)
