"""The teaching game of la Marelle: it holds the kernel and adds notation, refusals, explanations and pictures' words.

Nothing here decides a rule: a refusal is the kernel's (:meth:`~.rules.MarelleState.refusal`),
an explanation words the effects the kernel recorded when it played the move.
"""

from __future__ import annotations

import re
from fractions import Fraction

from ...core import NotationError, Outcome, Reason, WrongPhaseError
from ...core.game import Game
from .board import (
    ACTION_MOVES,
    ACTION_OF,
    ADJ,
    BIT,
    INDEX,
    MOVE,
    MOVES,
    NAMES,
    PASS,
    PASS_MOVE,
    PIECES,
    PLACE,
    PLACES,
    TAKE,
    TAKES,
    MarelleMove,
    mill_name,
    points_of,
)
from .choices import CHOICES
from .position import ENDS, arranged_text, load_position, position_key, position_text
from .rule_sets import OPTION_VALUES, RULE_SETS
from .rules import _TOSS, MarelleState
from .texts import MESSAGES, OPTION_TEXTS

_MOVE_TEXT = re.compile(r"^([a-z]\d+)\s*[-–:]\s*([a-z]\d+)$")
_POINT_TEXT = re.compile(r"^[a-z]\d+$")


def _kernel_view(name: str, doc: str) -> property:
    """A read-only property of the game reading the kernel's field ``name``."""
    return property(lambda self: getattr(self.state, name), doc=doc)


class Marelle(Game):
    """La Marelle / le Jeu du Moulin (see the package docstring)."""

    name = "marelle"
    State = MarelleState
    MOVE = MarelleMove
    PASS_MOVE = PASS_MOVE
    NOTATION_EXAMPLES = ("d2", "a1-d1")
    PIECES = PIECES
    PLACE = "spot"
    fr = "Marelle (Jeu du Moulin)"
    en = "Nine Men's Morris"
    RULE_SETS = RULE_SETS
    DEFAULT_RULE_SET = "breyer"
    CHOICES = CHOICES
    MESSAGES = MESSAGES
    OPTION_VALUES = OPTION_VALUES
    OPTION_TEXTS = OPTION_TEXTS
    # What the lab counts, from the kernel's effects (code -> French plural, English).
    EFFECT_NAMES = {
        "mill": ("moulins formés", "mills made"),
        "take": ("pions pris", "pieces taken"),
        "break": ("moulins défaits (interdits ensuite)", "mills broken (banned afterwards)"),
        "reformed": ("moulins reformés sans prise", "mills re-formed with no take"),
        "flying": ("passages au vol", "players starting to fly"),
        "pass": ("tours passés", "turns passed"),
    }
    # HAS_CHANCE is set per game in _setup: only a drawn first player is a chance step (M5).

    def _setup(self) -> None:
        super()._setup()
        self.HAS_CHANCE = self.state.tossing  # M5: a drawn first player is a chance step; otherwise there is none
        # Game's undo with no Game frame a step: the kernel's generated snapshot and restore,
        # bound to the state, which the game keeps for good.
        state = self.state
        self._snapshot = state.snapshot
        self._restore = state.restore

    # Game's, with no Python call (player, awaiting_throw) or one less (is_over): random games
    # and boards ask them at every step.
    KERNEL_FIELDS = {"awaiting_throw": ("tossing", "Is the draw for the first player due (M5)?")}

    @property
    def is_over(self) -> bool:
        return self.state.end is not None

    # -- what the pictures, players and tests read (the kernel's, read-only) ------------

    bits = _kernel_view("bits", "Each side's pieces on the board, as 24-bit masks (White's, Black's).")
    formed = _kernel_view("formed", "The points of the mills the last placement or move made (for pictures).")
    taking = _kernel_view("taking", "Is a take due from the player to move (after a mill, M3)?")
    tossing = _kernel_view("tossing", "Is the draw for the first player due (M5)?")
    quiet = _kernel_view("quiet", "Moves since the last take (M7).")
    bans = _kernel_view("bans", "Per side, the broken mills' (line, pieces) that never count again (M1).")
    quiet_limit = _kernel_view("quiet_limit", "Moves without a take that draw the game (M7).")
    repetition = _kernel_view("repetition", "The n-th occurrence of a position that draws the game; 0: never (M7).")
    ban_reform = _kernel_view("ban_reform", "Does a broken mill's trio never re-form it (M1, M2)?")
    can_fly = _kernel_view("can_fly", "May a player with three pieces left fly (M8)?")

    @property
    def hand(self) -> list[int]:
        """The pieces each side has still to place, ``[White's, Black's]``."""
        return list(self.state.hand)

    @property
    def last(self) -> tuple:
        """(the last placement or move, or None; the point taken after it, or -1), for pictures."""
        state = self.state
        return (ACTION_MOVES[state.last_action] if state.last_action >= 0 else None, state.last_take)

    def due(self) -> str | None:
        """What the player to act must do now, as the kernel says: ``"toss"``, ``"take"``, ``"place"``,
        ``"fly"`` or ``"step"``; None once over (boards and pictures ask this, never work it out)."""
        return self.state.due()

    def flies(self, player: int) -> bool:
        """Does ``player`` fly (three pieces left, all placed, flying allowed: M8)?"""
        return self.state.flies(player)

    def left(self, player: int) -> int:
        """``player``'s pieces still in play, on the board or in hand."""
        return self.state.left(player)

    def taken(self, player: int) -> int:
        """How many pieces ``player`` has taken."""
        return self.state.taken(player)

    def points(self, player: int) -> list[str]:
        """The points of ``player``'s pieces, in coordinate order."""
        return sorted(NAMES[p] for p in points_of(self.state.bits[player]))

    def mills(self, player: int) -> list[str]:
        """The mills ``player`` has standing (re-formed banned lines excluded, choice M2)."""
        return [mill_name(m) for m in self.state.mill_lines(player)]

    def destinations(self, point: str) -> list[str]:
        """Where the piece on ``point`` may legally go now (for boards)."""
        src = INDEX.get(point, -1)
        return [NAMES[m.dst] for m in self.legal_moves() if m.kind == MOVE and m.src == src]

    def progress(self, player: int) -> float:
        """Pieces taken by ``player``, half a piece more while a take is due."""
        state = self.state
        return state.taken(player) + (0.5 if state.taking and state.player == player else 0)

    @property
    def outcome(self) -> Outcome | None:
        end = self.state.end
        if end is None:
            return None
        kind, winner = end
        if winner is None:
            n = self.state.repetition if kind == "repetition" else self.state.quiet_limit
            return Outcome(None, kind, 0, self._msg(ENDS[kind], n=n))
        names = dict(winner=self.PLAYER_NAMES[winner], loser=self.PLAYER_NAMES[1 - winner])
        return Outcome(winner, kind, 1, self._msg(ENDS[kind], **names))

    # -- chance: who starts -------------------------------------------------------------

    def throw_outcomes(self) -> list[tuple[tuple, Fraction]]:
        if not self.HAS_CHANCE:
            raise WrongPhaseError(self._msg("no_chance"), lang=self.lang)
        return list(_TOSS)

    # -- notation ------------------------------------------------------------------------

    def point(self, text: str) -> int:
        """The point named ``text`` (``"d2"``); NotationError, in the game's language, for the centre or no point."""
        if text == "d4":
            raise NotationError(self._msg("centre"), lang=self.lang)
        if text not in INDEX:
            raise NotationError(self._msg("bad_point", pt=text), lang=self.lang)
        return INDEX[text]

    def _parse(self, text: str) -> MarelleMove | None:
        t = text.strip().lower()
        if t[:1] in ("x", "×") and _POINT_TEXT.match(t[1:].strip()):
            return TAKES[self.point(t[1:].strip())]
        if _POINT_TEXT.match(t):
            return PLACES[self.point(t)]
        m = _MOVE_TEXT.match(t)
        if m:
            return MOVES[self.point(m.group(1))][self.point(m.group(2))]
        return None

    def action_move(self, action: int) -> MarelleMove:
        return ACTION_MOVES[action]

    def move_action(self, move: MarelleMove) -> int:
        return ACTION_OF[move]

    def legal_moves(self) -> list[MarelleMove]:
        """The legal moves now (empty while a throw is due or after the end).

        Game's, without its two property calls: the kernel keeps no
        action while a throw is due or after the end.
        """
        if self._legal is None:
            self._legal = list(map(ACTION_MOVES.__getitem__, self.state.actions))
        return self._legal

    # -- explanations: the words for what the kernel recorded -----------------------------------

    def _describe_effects(self, move: MarelleMove, effects: tuple) -> Reason:
        kind, src, dst = move
        msg = self._msg
        if kind == PASS:
            return msg("do_pass")
        if kind == TAKE:
            base = None
            for effect in effects:
                if effect[0] == "take":
                    base = msg("do_take_all_in_mills" if effect[2] else "do_take", pt=NAMES[effect[1]])
                elif effect[0] == "seven":
                    seventh = msg("do_seventh", player=self.PLAYER_NAMES[effect[1]])
                    base = seventh if base is None else base.joined(seventh)
            return base
        if kind == PLACE:
            base = msg("do_place", pt=NAMES[dst])
        else:
            base = msg("do_step" if ADJ[src] & BIT[dst] else "do_fly", src=NAMES[src], dst=NAMES[dst])
        if not effects:  # most moves: nothing made, broken or re-formed
            return base
        reformed, made = [], []
        for effect in effects:  # the breaks in their order, then the lines re-formed, then the mills made
            code = effect[0]
            if code == "break":
                base = base.joined(msg("do_break", mill=mill_name(effect[1])))
            elif code == "reformed":
                reformed.append(effect[1])
            elif code == "mill":
                made.append(effect[1])
        if reformed:
            base = base.joined(msg("do_reformed", mill=", ".join(map(mill_name, reformed))))
        if made:
            base = base.joined(msg("do_mill", mill=", ".join(map(mill_name, made))))
        return base

    # -- positions -------------------------------------------------------------------------------

    def position(self) -> str:
        """``cells|hands|to_play|state|quiet|bans`` (see :mod:`jocari_edu.games.marelle.position`)."""
        return position_text(self.state)

    position_key = staticmethod(position_key)  # the text's parts, as a tuple of the kernel's fields

    def _load_position(self, text: str) -> None:
        if not load_position(self.state, text, self.HAS_CHANCE):
            raise NotationError(self._msg("bad_position", text=text), lang=self.lang)

    @classmethod
    def arrange(cls, rule_set: str | None = None, *, white=(), black=(), hand=(0, 0), to_play: int = 0,
                take: bool = False, quiet: int = 0, **kwargs) -> Marelle:
        """A game set up by hand; ``white``/``black``: points, as a list or a spaced string.

        >>> g = Marelle.arrange("modern", white="a1 d1 b4", black="a7 d7 g7 g4")
        >>> g.explain("b4-a4")
        'Le pion va de b4 à a4.'
        """
        text = arranged_text(white, black, hand, to_play, take, quiet, kwargs.get("lang", "fr"))
        return cls.from_position(text, rule_set, **kwargs)

    # -- boards ---------------------------------------------------------------------------------------

    def throw_text(self, throw, lang: str | None = None) -> str:
        """The draw for the first player, as a board shows it: (1) "Blanc commence", (2) "Noir commence"."""
        return self._msg("starts", player=self.PLAYER_NAMES[throw[0] - 1]).text(lang or self.lang)

    def message(self, code: str, **params) -> Reason:
        """The sentence ``code`` of the game's catalogue (:data:`~jocari_edu.games.marelle.texts.MESSAGES`),
        e.g. ``message("toss")``, the draw for the first player a board announces (M5)."""
        return self._msg(code, **params)
