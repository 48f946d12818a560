"""The protocol every game follows.

Modelled on python-chess (``play``/``undo``, ``legal_moves``, moves to and
from a short notation, specific ``ValueError`` subclasses that change
nothing) and on OpenSpiel (chance is an explicit step: when the rules call
for a throw, :attr:`Game.awaiting_throw` is true and nothing else may happen
until :meth:`Game.roll` is called, with given values or a seeded draw).

A game holds its rules kernel (:class:`~jocari_edu.core.kernel.Kernel`, the
class ``State``), which decides every rule: legal actions, refusals, effects,
throws, the end; a subclass supplies the notation (``_parse``,
``action_move``/``move_action``), the words for what the kernel recorded
(``_describe_effects``), the position text and the outcome; the base class owns
history, undo, records, errors, explanations, :meth:`Game.preview` and the
guarantee that a refused call leaves the game untouched.
"""

from __future__ import annotations

import functools
import operator
import random as _random
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, ClassVar

from .errors import (
    GameOverError,
    IllegalMoveError,
    InvalidSeedError,
    InvalidThrowError,
    NotationError,
    RecordError,
    UndoError,
    UnknownRuleSetError,
    WrongPhaseError,
)
from .event import Event
from .i18n import COMMON, Catalog, Reason, check_lang
from .limits import MAX_MOVE_CHARS, MAX_POSITION_CHARS, SEED_LIMIT, cut, is_int, shown
from .options import OptionText
from .rule_sets import Choice, RuleSet, implements, marks_of  # noqa: F401 - the protocol's names, where they were

Throw = tuple  # a throw is always a tuple of ints: (3,) for sticks, (5, 3) for dice


# Event(...) without the Python-level __new__ namedtuple adds: one event per step.
_event = functools.partial(tuple.__new__, Event)


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended."""

    winner: int | None  # None for a draw
    kind: str  # e.g. "all_off", "gammon", "capture", "draw_repetition"
    points: int
    reason: Reason

    def text(self, lang: str = "fr") -> str:
        return self.reason.text(lang)


@dataclass(frozen=True)
class Preview:
    """What a legal move would do, the game untouched (:meth:`Game.preview`).

    ``effects``: what the rules' kernel records the move does (``(code, *values)`` tuples, the kernel's
    ``EFFECTS``); ``after``: the kernel in the position the move leaves, from which the next step of a
    turn is previewed (``game.preview(second, first_preview)``).
    """

    move: Any
    effects: tuple
    after: Any


# The pictures' drawer, ``draw(game, **options) -> SVG``: jocari_edu.render puts its own here when imported.
PICTURES: list = []


class Game:
    """Base class of all games: a teaching game that *holds* its rules kernel (see the module docstring).

    ``State`` is the kernel class (:class:`~jocari_edu.core.kernel.Kernel`); ``self.state`` the kernel of
    this game.  Undo is a stack of the kernel's snapshots, the player, throws and legal moves are the
    kernel's, and a legal move is the kernel's action at the same index.  A game supplies
    ``action_move(action) -> move`` and ``move_action(move) -> int`` (notation) and ``_describe_effects``
    (the words for what the kernel recorded); a refusal is the kernel's (``Kernel.refusal``); nothing here
    or there decides a rule again.
    """

    name: ClassVar[str]
    fr: ClassVar[str]
    en: ClassVar[str]
    RULE_SETS: ClassVar[dict[str, RuleSet]]
    DEFAULT_RULE_SET: ClassVar[str]
    CHOICES: ClassVar[tuple[Choice, ...]] = ()
    MESSAGES: ClassVar[Catalog] = COMMON
    PLAYER_NAMES: ClassVar[tuple[tuple[str, str], ...]] = (("Blanc", "White"), ("Noir", "Black"))
    HAS_CHANCE: ClassVar[bool] = True
    PIECES: ClassVar[int] = 0  # pieces a side has (a rule set may change it: see ``pieces``)
    PLACE: ClassVar[str] = "point"  # what the board's places are called: "square", "spot" or "point"
    State: ClassVar[type]  # the rules kernel's class (core.kernel.Kernel); ``self.state`` this game's kernel
    # position_key(state): the kernel's position as a tuple, equal exactly when position()'s texts are, for the
    # games that give one (the analysis then walks a turn's steps on the kernel, not the text); None: only the text
    position_key: ClassVar = None
    # The kernel's fields a game shows read-only, by name: {name: doc}, or {name: (the kernel's field, doc)}.
    # Each becomes a property reading ``self.state.<field>`` through a C-level getter (no Python frame on the
    # protocol's hot paths): the one way a game re-exposes its kernel, never a hand-written property.
    KERNEL_FIELDS: ClassVar[dict[str, str | tuple[str, str]]] = {"player": "The player to act now (0 or 1)."}

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        for name, doc in cls.__dict__.get("KERNEL_FIELDS", {}).items():
            field, doc = doc if isinstance(doc, tuple) else (name, doc)
            setattr(cls, name, property(operator.attrgetter(f"state.{field}"), doc=doc))

    def __init__(
        self,
        rule_set: str | None = None,
        *,
        seed: int | None = None,
        options: dict | None = None,
        lang: str = "fr",
    ) -> None:
        self.lang = check_lang(lang)
        name = self.DEFAULT_RULE_SET if rule_set is None or (rule_set.__class__ is str and not rule_set) else rule_set
        if name.__class__ is not str or name not in self.RULE_SETS:
            raise UnknownRuleSetError(self._msg("unknown_rule_set", game=self.name, given=shown(name),
                                                known=", ".join(self.RULE_SETS)), lang=self.lang)
        self.rules = self.RULE_SETS[name]
        self.options = self._check_options({} if options is None else options)
        self.seed = _random.getrandbits(48) if seed is None else self._check_seed(seed)
        from .rng import Rng

        self.rng = Rng(self.seed)
        self.history: list[Event] = []
        self._stack: list[tuple] = []
        self._legal: list | None = None
        self.start: str | None = None  # set when the game began from an arranged position
        self._setup()

    # -- options ---------------------------------------------------------------

    def _check_options(self, given: dict) -> dict:
        if not isinstance(given, dict):
            raise UnknownRuleSetError(self._msg("options_type", given=shown(given)), lang=self.lang)
        merged = dict(self.rules.options)
        for key, value in given.items():
            if key.__class__ is not str or key not in merged:
                known = ", ".join(merged) or "aucune"
                raise UnknownRuleSetError(self._msg("unknown_option", game=self.name, rule_set=self.rules.name,
                                                    given=shown(key), known=(known, ", ".join(merged) or "none")),
                                          lang=self.lang)
            merged[key] = self._option_value(key, value)
        return merged

    def _option_value(self, key: str, value):
        """``value`` if it is one of the option's allowed values, of the same type (``True`` is not ``1``)."""
        # an option without a list of values (no game has one) keeps its default
        allowed = self.OPTION_VALUES.get(key) or (self.rules.options[key],)
        for known in allowed:
            if type(known) is type(value) and known == value:
                return known
        raise UnknownRuleSetError(self._msg("bad_option_value", key=key, given=shown(value),
                                            allowed=(" ou ".join(map(repr, allowed)), ", ".join(map(repr, allowed)))),
                                  lang=self.lang)

    def _check_seed(self, seed) -> int:
        try:
            value = operator.index(seed)
        except TypeError:
            value = None
        if value is None or isinstance(seed, bool) or abs(value) >= SEED_LIMIT:
            raise InvalidSeedError(self._msg("bad_seed", given=shown(seed)), lang=self.lang)
        return value

    OPTION_VALUES: ClassVar[dict[str, tuple]] = {}
    OPTION_TEXTS: ClassVar[dict[str, OptionText]] = {}  # how each rule-set field reads for a learner

    @classmethod
    def rule_values(cls, rule_set: str) -> dict:
        """What rule set ``rule_set`` sets, field by field (the keys of ``OPTION_TEXTS``): its options.  A game
        whose rule sets are richer records (Senet) gives their fields."""
        return dict(cls.RULE_SETS[rule_set].options)

    def _option_text(self, key: str) -> OptionText:
        if key.__class__ is not str or key not in self.OPTION_VALUES or key not in self.OPTION_TEXTS:
            known = ", ".join(self.OPTION_VALUES)  # Senet's fields have words too, but are no options
            raise UnknownRuleSetError(self._msg("unknown_option", game=self.name, rule_set=self.rules.name,
                                                given=shown(key), known=(known or "aucune", known or "none")),
                                      lang=self.lang)
        return self.OPTION_TEXTS[key]

    def option_label(self, key: str, lang: str | None = None) -> str:
        """The option ``key`` as a learner reads it: ``"Reformer un moulin"`` (``lang``: "fr" or "en")."""
        return self._option_text(key).label_text(lang or self.lang)

    def option_value_text(self, key: str, value, lang: str | None = None) -> str:
        """The ``value`` of option ``key`` as a learner reads it: ``"interdit"``, ``"après 50 coups"``."""
        text = self._option_text(key).value_text(value, lang or self.lang)
        allowed = self.OPTION_VALUES.get(key)
        if text is None or (allowed is not None and not any(type(a) is type(value) and a == value for a in allowed)):
            raise UnknownRuleSetError(self._msg("no_option_value", key=key, given=shown(value)), lang=self.lang)
        return text

    @property
    def rule_set(self) -> str:
        return self.rules.name

    # -- the rules: the kernel's ------------------------------------------------------------

    def _setup(self) -> None:
        self.state = self.State.new(self.rules, self.options)

    def clone(self):
        """The kernel in this position (no history, no undo): for play-outs and searches."""
        return self.state.clone()

    def _snapshot(self) -> tuple:
        return self.state.snapshot()

    def _restore(self, snap: tuple) -> None:
        self.state.restore(snap)

    def action_move(self, action: int):
        """The move object of the kernel's ``action``."""
        raise NotImplementedError

    def move_action(self, move) -> int:
        """The kernel's action for the legal ``move``."""
        raise NotImplementedError

    def _generate(self) -> list:
        """All legal moves in the current position: the kernel's actions (not called while a throw is due)."""
        return list(map(self.action_move, self.state.legal_actions()))

    def _judge(self, move) -> Reason | None:
        """Why ``move`` is illegal now, or None: :meth:`_refusal`'s code in the game's words."""
        found = self._refusal(move)
        return None if found is None else self._msg(found[0], **found[1])

    def _refusal(self, move) -> tuple | None:
        """``(message code, params)`` of the first rule ``move`` breaks, or None: the kernel's
        :meth:`~jocari_edu.core.kernel.Kernel.refusal` (a game may word a refusal more closely, as Jacquet's)."""
        return self.state.refusal(self.move_action(move))

    def preview(self, move, start: Preview | None = None) -> Preview:
        """What the legal ``move`` (an object or its notation) would do, the game untouched: the one answer
        to "what would this move do" that explanations, the pictures' suggested turn, the players' hints and
        the lab read (:meth:`Kernel.preview <jocari_edu.core.kernel.Kernel.preview>` on the kernel).

        ``start``: the preview of a turn's previous step, to preview the next one from the position that
        step leaves.  A move illegal there is an IllegalMoveError (its reason the rules'), as :meth:`play`'s.
        """
        if move.__class__ is not self.MOVE:
            move = self.parse_move(move)
        if start is None:
            legal = self._legal
            if legal is None:
                legal = self.legal_moves()
            try:
                index = legal.index(move)
            except ValueError:
                raise self._refusal_error(move) from None
            action = self.state.actions[index]  # the legal move at index is the kernel's action at index
            after = self.state.preview(action)
            return Preview(legal[index], after.effects, after)
        state = start.after
        action = self.move_action(move)
        if action not in state.actions:
            found = state.refusal(action) if state.actions else None
            reason = (self._msg(found[0], **found[1]) if found is not None
                      else self._msg("game_over" if state.is_terminal() else "must_throw"))
            raise IllegalMoveError(reason, lang=self.lang)
        after = state.preview(action)
        return Preview(self.action_move(action), after.effects, after)

    def _describe(self, move) -> Reason:
        return self._describe_effects(move, self.preview(move).effects)

    def _describe_effects(self, move, effects: tuple) -> Reason:
        """The words for ``effects``, what the kernel recorded when ``move`` was played."""
        raise NotImplementedError

    MOVE: ClassVar[type]  # the game's move class
    PASS_MOVE: ClassVar[Any] = None  # the move "pass" names, in games that have one

    NOTATION_EXAMPLES: ClassVar[tuple[str, ...]] = ()  # two moves as written, for the wrong-type message

    def parse_move(self, text: str):
        """The move ``text`` names; a move object of this game is checked and returned.

        NotationError if ``text`` names no move: the game's ``_parse`` reads
        its own notation and says why a near miss (a square off the board...)
        is wrong; a value that is neither a string nor one of this game's
        moves (``12``, ``None``, ``[9, 11]``, another game's move) is named
        with its kind beside the notation.
        """
        if isinstance(text, str):
            if len(text) > MAX_MOVE_CHARS:
                raise NotationError(self._msg("move_too_long", n=len(text), text=cut(text)), lang=self.lang)
            if self.PASS_MOVE is not None and text.strip().lower() in ("pass", "passe"):
                return self.PASS_MOVE
            move = self._parse(text)
            if move is None:
                raise NotationError(self._msg(self._notation_help(), text=text.strip()), lang=self.lang)
            return move
        if isinstance(text, self.MOVE):
            legal = self.legal_moves()
            if text in legal:  # the generated object itself, even for an equal SenetMove(10.0, 11.0)
                return legal[legal.index(text)]
            again = self._read_back(text)
            if again is not None:
                return again
        raise NotationError(self._msg("wrong_type", given=_shown(text), kind=_kind(text, self.MOVE),
                                      examples=self._examples()), lang=self.lang)

    def _notation_help(self) -> str:
        """The catalogue key of the message that shows this game's notation (a rule set may add moves)."""
        return "bad_notation"

    def _read_back(self, move):
        """The move that ``move``'s notation names, if it is ``move`` itself, field for field; else None.

        ``SenetMove(12, 15)`` reads back; ``SenetMove(99, 3)``, ``SenetMove("a", None)``
        or ``SenetMove(12.0, 15)`` do not.
        """
        try:
            again = self.parse_move(str(move))
            return again if again == move and repr(again) == repr(move) else None
        except (NotationError, TypeError, ValueError, IndexError, KeyError, AttributeError):
            return None

    def _examples(self) -> tuple[str, str]:
        shown = self.NOTATION_EXAMPLES or ("?",)
        return " ou ".join(shown), " or ".join(shown)

    def _parse(self, text: str):
        """The move in the game's own notation, or None if ``text`` is not in it."""
        raise NotImplementedError

    def throw_outcomes(self) -> list[tuple[Throw, Fraction]]:
        """Every throw possible now, with its exact probability (the kernel's)."""
        found = self.state.chance_outcomes()
        if not found:
            raise WrongPhaseError(self._msg("no_chance"), lang=self.lang)
        return list(found)

    def _draw(self, rng) -> Throw:
        return self.state.sample_throw(rng)

    def _apply_throw(self, throw: Throw) -> None:
        self.state.apply_throw(throw)

    @property
    def awaiting_throw(self) -> bool:
        return self.state.is_chance_node()

    @property
    def in_opening(self) -> bool:
        """Are the players still throwing to decide who starts (no move yet)?

        A game with such an opening says what it is in its ``opening_throw`` message.
        """
        return False

    def throw_note(self) -> Reason | None:
        """What the throw being played decided beyond its value (who takes which side...), or None.

        Said beside the turn, so that no change of sides goes unexplained.
        """
        return None

    @property
    def current_throw(self) -> Throw | None:
        """The throw being played, if any (what a board announces)."""
        return None

    @property
    def to_play(self) -> int:
        """The player to act now (0 or 1).

        Every game keeps it in ``self.player``; the protocol's own hot paths
        read that attribute directly.
        """
        return self.player

    @property
    def outcome(self) -> Outcome | None:
        raise NotImplementedError

    def position(self) -> str:
        """A short text of the whole position (for records and repetition)."""
        raise NotImplementedError

    def same_position(self, text: str) -> bool:
        """Is ``text`` this position as a record stored it?  :meth:`position` now, or, for a game whose text
        gained optional marks since, the text a record written before them holds (the replay decides; the stored
        text only checks it)."""
        return text == self.position()

    def progress(self, player: int) -> float:
        """How far ``player`` has got, by the game's own measure (for simple players)."""
        raise NotImplementedError

    def throw_text(self, throw, lang: str | None = None) -> str:
        """A throw as a learner reads it: ``4`` or ``5 et 3``."""
        joiner = " et " if (lang or self.lang) == "fr" else " and "
        return joiner.join(map(str, throw))

    def _load_position(self, text: str) -> None:
        """Set the state from :meth:`position`'s text; NotationError if invalid."""
        raise NotImplementedError

    def _check_position_text(self, text) -> str:
        """``text`` if it can be a position text (a short enough string), else NotationError."""
        if not isinstance(text, str):
            raise NotationError(self._msg("position_type", given=shown(text)), lang=self.lang)
        if len(text) > MAX_POSITION_CHARS:
            raise NotationError(self._msg("position_too_long", n=len(text), limit=MAX_POSITION_CHARS,
                                          text=cut(text)), lang=self.lang)
        return text

    @classmethod
    def from_position(cls, position: str, rule_set: str | None = None, **kwargs):
        """A game that starts from ``position`` (the text :meth:`position` gives).

        Lessons use it to set up a situation; its record keeps the start.
        """
        game = cls(rule_set, **kwargs)
        game._load_position(game._check_position_text(position))
        game._legal = None  # the moves (and a kernel's actions) are the loaded position's
        game.start = game.position()
        return game

    # -- the protocol ----------------------------------------------------------------

    def _msg(self, code: str, **params) -> Reason:
        return self.MESSAGES(code, **params)

    @property
    def is_over(self) -> bool:
        return self.state.is_terminal()

    @property
    def pieces(self) -> int:
        """How many pieces each side has under this game's rule set."""
        return self.PIECES

    @property
    def winner(self) -> int | None:
        out = self.outcome
        return None if out is None else out.winner

    def player_name(self, player: int, lang: str | None = None) -> str:
        fr, en = self.PLAYER_NAMES[player]
        return fr if (lang or self.lang) == "fr" else en

    def legal_moves(self) -> list:
        """The legal moves now (empty while a throw is due or after the end)."""
        if self._legal is None:
            if self.is_over or self.awaiting_throw:
                self._legal = []
            else:
                self._legal = self._generate()
        return self._legal

    _coerce = parse_move  # the widgets' name for it

    def is_legal(self, move) -> bool:
        """Is ``move`` legal now?  False for a text in no notation; NotationError for a non-move value."""
        if not isinstance(move, str):
            return self.parse_move(move) in self.legal_moves()
        try:
            move = self.parse_move(move)
        except NotationError:
            return False
        return move in self.legal_moves()

    def is_pass(self, move) -> bool:
        """Is ``move`` the pass (in games that have one)?"""
        return self.PASS_MOVE is not None and move == self.PASS_MOVE

    def phase_reason(self) -> Reason | None:
        """Why no move can be played now (the game is over, a throw is due...), or None."""
        if self.is_over:
            return self._msg("game_over")
        if self.in_opening:
            return self._msg("opening_throw", player=self.PLAYER_NAMES[self.player])
        if self.awaiting_throw:
            return self._msg("must_throw")
        return None

    def why(self, move) -> Reason:
        """The rules' verdict on ``move``: its effect if legal, else why not."""
        if move.__class__ is self.MOVE:  # a generated move (what boards and lessons ask): described at once
            legal = self._legal
            if legal is None:
                legal = self.legal_moves()
            # legal_moves() is empty when the game is over or a throw is due (as play() relies on),
            # so no phase stands in the way of a legal move; the generated object is described, as
            # parse_move() would return it (SenetMove(10.0, 11.0) equals SenetMove(10, 11))
            try:
                known = legal[legal.index(move)]
            except ValueError:
                pass  # an illegal move: parse_move checks it, the phase or the rules say why
            else:
                return self._describe(known)
        move = self.parse_move(move)
        phase = self.phase_reason()
        if phase is not None:
            return phase
        if move in self.legal_moves():
            return self._describe(move)
        reason = self._judge(move)
        if reason is None:  # _judge and _generate disagree: a bug, say so loudly
            raise AssertionError(f"{move} is not generated but _judge accepts it")
        return reason

    def explain(self, move, lang: str | None = None) -> str:
        """:meth:`why` as a sentence, French by default.

        A text in no notation is answered with the reason; a value that is no
        move at all (``explain(3)``) raises NotationError.
        """
        try:
            return self.why(move).text(lang or self.lang)
        except NotationError as err:
            if not isinstance(move, str):
                raise
            return err.text(lang or self.lang)

    def play(self, move):
        """Play ``move`` (an object or its notation); returns the move object."""
        if move.__class__ is not self.MOVE:  # a text, or a wrong value refused here
            move = self.parse_move(move)
        # legal_moves() is empty when the game is over or a throw is due, so a
        # legal move needs no further check; anything else is diagnosed below.
        legal = self._legal
        if legal is None:
            legal = self.legal_moves()
        try:  # the generated object itself: SenetMove(10.0, 11.0) or SenetMove(True, 4) equals one
            index = legal.index(move)
        except ValueError:
            raise self._refusal_error(move) from None
        move = legal[index]
        state = self.state
        player = state.player  # the kernel's field: no property on the way
        self._stack.append((self._snapshot(), self.rng.state))
        self._legal = None
        state.apply_action(state.actions[index])  # the legal move at index is the kernel's action at index
        self.history.append(_event(("move", move, "player", player)))
        return move

    def _refusal_error(self, move) -> Exception:
        move = self.parse_move(move)  # a malformed move object is a NotationError
        reason = self.phase_reason()
        if reason is None:
            return IllegalMoveError(self.why(move), lang=self.lang)
        return (GameOverError if self.is_over else WrongPhaseError)(reason, lang=self.lang)

    push = play  # python-chess's name

    def roll(self, *values: int) -> Throw:
        """Throw: draw from the seeded generator, or take the given values."""
        # A finished game never awaits a throw (a protocol test checks it).
        if not self.awaiting_throw:
            raise self._throw_refusal_error()
        saved_rng = self.rng.state
        if values:
            if len(values) == 1 and isinstance(values[0], (tuple, list)):
                values = tuple(values[0])
            throw = self._check_throw(tuple(values))
            by = "hand"
        else:
            throw = self._draw(self.rng)
            by = "random"
        player = self.state.player  # the kernel's field: no property on the way
        self._stack.append((self._snapshot(), saved_rng))
        self._legal = None
        self._apply_throw(throw)
        self.history.append(_event(("throw", throw, by, player)))
        return throw

    def _throw_refusal_error(self) -> Exception:
        if self.is_over:
            return GameOverError(self._msg("game_over"), lang=self.lang)
        if not self.HAS_CHANCE:
            return WrongPhaseError(self._msg("no_chance"), lang=self.lang)
        return WrongPhaseError(self._msg("no_throw_now"), lang=self.lang)

    def _check_throw(self, values: tuple) -> Throw:
        if not values or len(values) > 4 or not all(is_int(v) for v in values):
            raise InvalidThrowError(self._msg("throw_type", given=shown(values)), lang=self.lang)
        possible = [t for t, _ in self.throw_outcomes()]
        if values in possible:
            return values
        # dice throws are unordered: (3, 5) is the throw (5, 3)
        for t in possible:
            if sorted(t) == sorted(values):
                return t
        each = ["-".join(map(str, t)) for t in possible]
        shown_ = (" ; ".join(each), "; ".join(each))  # each language's punctuation
        given = cut("-".join(map(shown, values)))
        raise InvalidThrowError(self._msg("bad_throw", given=given, possible=shown_), lang=self.lang)

    def undo(self) -> Event:
        """Take back the last throw or move; returns it."""
        if not self.history:
            raise UndoError(self._msg("nothing_to_undo"), lang=self.lang)
        snap, rng_state = self._stack.pop()
        self._restore(snap)
        self.rng.state = rng_state
        self._legal = None
        return self.history.pop()

    pop = undo

    def replay_event(self, event: Event) -> Event:
        """Do a step of a history again: play its move, or throw again.

        A throw made by hand is given again; a seeded throw (``by="random"``)
        is drawn again from the generator, so the caller compares the returned
        event's value with the one it expected.  Returns the new history entry.
        Records are loaded, and a board's replay steps forward, through here.
        """
        if event.kind == "move":
            self.play(event.value)
        elif event.by == "random":
            self.roll()
        else:
            self.roll(*event.value)
        return self.history[-1]

    def moves_notation(self) -> list[str]:
        """The history in notation, throws in brackets: ``['(3)', '9-12', ...]``."""
        return [e.notation() for e in self.history]

    def copy(self):
        """An independent game in the same position with the same history."""
        return type(self).from_record(self.to_record(), lang=self.lang)

    # -- records -------------------------------------------------------------------------

    def to_record(self) -> dict:
        from .record import to_record

        return to_record(self)

    def to_json(self, **kwargs) -> str:
        from .record import dumps

        return dumps(self.to_record(), **kwargs)

    @classmethod
    def from_record(cls, data: dict | str, *, lang: str = "fr"):
        """This game rebuilt from a record (dict or JSON text); RecordError if it holds another game.

        :func:`jocari_edu.load_record` loads a record of any game.
        """
        from .record import MESSAGES, build, read

        data = read(data)
        if not hasattr(cls, "name"):
            raise TypeError("Game.from_record needs a game class (Senet.from_record); "
                            "jocari_edu.load_record loads a record of any game")
        if data["game"] != cls.name:
            raise RecordError(MESSAGES("other_game", game=cut(data["game"]), expected=cls.name))
        return build(cls, data, lang=lang)

    from_json = from_record

    # -- pictures --------------------------------------------------------------------------

    def svg(self, **options) -> str:
        """The position as an SVG picture (options: see the game's picture module).

        The rules never import a picture: :mod:`jocari_edu.render` hands its
        :func:`~jocari_edu.render.draw` to :data:`PICTURES` when it is imported
        (and ``import jocari_edu`` imports it), as python-chess's ``_repr_svg_``
        serves a picture the rules do not draw; the arrow points down.
        """
        if not PICTURES:
            raise RuntimeError("no picture module: import jocari_edu.render (import jocari_edu does)")
        return PICTURES[0](self, **options)

    def _repr_svg_(self) -> str:
        return self.svg()

    def __repr__(self) -> str:
        return (
            f"<{type(self).__name__} {self.rules.name} seed={self.seed} "
            f"events={len(self.history)} position={self.position()!r}>"
        )



for _name, _doc in Game.KERNEL_FIELDS.items():
    setattr(Game, _name, property(operator.attrgetter(f"state.{_name}"), doc=_doc))


# -- naming a value that is not a move (NotationError) ----------------------------------------

_KINDS = {
    bool: ("un booléen", "a boolean"), int: ("un nombre", "a number"), float: ("un nombre", "a number"),
    complex: ("un nombre", "a number"), type(None): ("rien : None", "nothing: None"),
    list: ("une liste", "a list"), tuple: ("un tuple", "a tuple"), dict: ("un dictionnaire", "a dictionary"),
    set: ("un ensemble", "a set"), frozenset: ("un ensemble", "a set"), bytes: ("des octets", "bytes"),
}


def _kind(value, move_class) -> tuple[str, str]:
    """What ``value`` is, for a learner: ``("un nombre", "a number")``..."""
    if isinstance(value, move_class):
        return "un coup mal formé", "a malformed move"
    if isinstance(value, tuple) and hasattr(value, "_fields"):  # every game's moves are named tuples
        return "le coup d'un autre jeu", "another game's move"
    for cls in type(value).__mro__:
        if cls in _KINDS:
            return _KINDS[cls]
    name = type(value).__name__
    return f"un objet {name}", f"a {name} object"


def _shown(value, limit: int = 40) -> str:
    return shown(value, limit)
