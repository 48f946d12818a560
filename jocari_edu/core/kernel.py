"""The rules kernel protocol: a compact state, int actions, chance as a step.

Modelled on OpenSpiel's ``State``: :meth:`Kernel.legal_actions` are ints,
:meth:`Kernel.apply_action` plays one, :meth:`Kernel.is_chance_node` says a
throw is due, :meth:`Kernel.chance_outcomes` gives every throw with its exact
probability and :meth:`Kernel.apply_throw` applies one; :meth:`Kernel.returns`
scores a finished game.  ``refusal(action)`` says why an action is not legal:
``(message code, params)`` from the game's catalogue, or None when it is, the
first rule it breaks, asked of the same rule functions as the generator (the
teaching game's refusals are the kernel's).  The base class declares no stub
for it: Senet's kernel still names a move by its squares, ``refusal(src, dst)``.  Play-outs and searches drive a kernel directly
(``jocari_edu.games.new_state``); the teaching :class:`~jocari_edu.core.game.Game`
*holds* one and adds notation, explanations, records, undo and pictures.

A game's kernel declares its state once, in ``FIELDS`` (what a move changes)
and ``CONSTANTS`` (what the rule set fixes for the whole game: its data,
precomputed tables); ``__slots__`` is exactly their union, and
:meth:`snapshot`, :meth:`restore` and :meth:`clone` are derived from them, so
no field is ever listed twice.  The class is checked when it is defined: a
missing method of the protocol, or a slot that is neither a field nor a
constant, is a ``TypeError`` at import.

What an action did is recorded once, by :meth:`apply_action`, in the field
``effects``: a tuple of ``(code, *values)`` tuples (``("swap", 15, 12)``,
``("water", 27, 15)``, ``("mill", 3)``...), each code declared in the
kernel's ``EFFECTS`` (code -> the names of its values).  Explanations
(``_describe``), pictures and the lab read the effects; none of them works
out again what a move does.  "What would this action do?" has one answer,
:meth:`Kernel.preview`: the state it leaves, with its effects (the teaching
game's :meth:`~jocari_edu.core.game.Game.preview` names a move by its notation).
"""

from __future__ import annotations

import operator
import types
from typing import ClassVar

# The methods every kernel defines (a kernel that lacks one is refused when its class is made).
PROTOCOL = (
    "new", "current_player", "is_chance_node", "chance_outcomes", "sample_throw", "apply_throw",
    "legal_actions", "refusal", "apply_action", "is_terminal", "returns", "result",
)


def attributes(cls: type) -> list[str]:
    """The per-instance attributes of a kernel class: its ``__slots__``, or, compiled by mypyc
    (tools/compile_kernels.py: the class keeps no ``__slots__``), its native attributes, a compiled base's
    included (Senet's split turn, a subclass of its kernel)."""
    if "__slots__" not in cls.__dict__:
        found = []
        for klass in cls.__mro__:
            if klass is cls or "__mypyc_attrs__" in klass.__dict__:
                native = klass.__dict__.get("__mypyc_attrs__", klass.__dict__)  # not a property: compiled, a getset too
                found += [n for n, v in klass.__dict__.items()
                          if isinstance(v, types.GetSetDescriptorType) and n in native and n not in found]
        return found
    return [s for klass in cls.__mro__ for s in klass.__dict__.get("__slots__", ())]


class Kernel:
    """Base class of the rules kernels (see the module docstring).

    A subclass sets ``FIELDS`` (must include ``"player"``, ``"effects"`` and ``"actions"``, the legal
    actions that :meth:`legal_actions` returns and the teaching game reads directly; ``actions`` is
    empty exactly when a throw is due or the game is over, so that a play-out reads it once a ply and
    asks :meth:`is_terminal` only when it is empty (``analysis.lab.play_kernel_game``)),
    ``CONSTANTS``, ``EFFECTS`` and ``__slots__ = CONSTANTS + FIELDS``, and
    defines every method of :data:`PROTOCOL`.
    """

    __slots__ = ()
    FIELDS: ClassVar[tuple[str, ...]] = ()
    CONSTANTS: ClassVar[tuple[str, ...]] = ()
    EFFECTS: ClassVar[dict[str, tuple[str, ...]]] = {}

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        if "FIELDS" not in cls.__dict__:  # an abstract intermediate class
            return
        missing = [name for name in PROTOCOL
                   if next((k for k in cls.__mro__ if name in k.__dict__), Kernel) is Kernel]
        if missing:
            raise TypeError(f"{cls.__name__} lacks the kernel method(s) {', '.join(missing)}")
        for required in ("player", "effects", "actions"):
            if required not in cls.FIELDS:
                raise TypeError(f"{cls.__name__}.FIELDS must hold {required!r}")
        slots = attributes(cls)
        declared = (*cls.CONSTANTS, *cls.FIELDS)
        if sorted(slots) != sorted(declared) or len(set(declared)) != len(declared):
            raise TypeError(f"{cls.__name__}: __slots__ {sorted(slots)} must be CONSTANTS + FIELDS {sorted(declared)}")
        # the fields' types, for mypyc, when given (a class variable's, ClassVar, is no slot's)
        typed = [n for n, t in cls.__dict__.get("__annotations__", {}).items() if "ClassVar" not in str(t)]
        if typed and sorted(typed) != sorted(declared):
            raise TypeError(f"{cls.__name__}: annotations {sorted(typed)} must be CONSTANTS + FIELDS {sorted(declared)}")
        getter = operator.attrgetter(*cls.FIELDS)
        cls._snap = getter if len(cls.FIELDS) > 1 else (lambda self, g=getter: (g(self),))
        # snapshot() and restore(): one generated tuple of every field and one assignment of every
        # field, as fast as writing them out by hand (a Python function reads slots faster than
        # attrgetter's generic look-ups: half the instructions for Senet's twelve fields)
        names = ", ".join(f"self.{f}" for f in cls.FIELDS)
        scope: dict = {}
        if "snapshot" not in cls.__dict__:
            exec(f"def snapshot(self):\n    return ({names},)\n", scope)  # noqa: S102 - names from FIELDS
            scope["snapshot"].__doc__ = Kernel.snapshot.__doc__
            cls.snapshot = scope["snapshot"]
        exec(f"def restore(self, snap):\n    ({names},) = snap\n", scope)  # noqa: S102 - names from FIELDS
        cls._restore_fields = scope["restore"]
        every = "\n".join(f"    new.{n} = self.{n}" for n in declared)
        scope.update(_new=cls.__new__, _cls=cls)  # object.__new__, or a class compiled by mypyc's own
        exec(f"def clone(self):\n    new = _new(_cls)\n{every}\n    return new\n", scope)  # noqa: S102
        cls._clone = scope["clone"]

    # -- derived from FIELDS/CONSTANTS -------------------------------------------------

    def snapshot(self) -> tuple:
        """Every field's value (the constants are shared): what undo keeps (generated per kernel class)."""
        return self._snap(self)

    def restore(self, snap: tuple) -> None:
        """Set every field back from :meth:`snapshot`'s tuple."""
        self._restore_fields(snap)

    def clone(self):
        """An independent state in the same position (fields are immutable values, so nothing is copied deeply)."""
        return self._clone()

    def preview(self, action: int):
        """What the legal ``action`` would do, this state untouched: the state it leaves (a clone), whose
        ``effects`` are what the action did.  The one answer to "what would this move do": explanations,
        the pictures' suggested turn, the players' hints and the lab read it."""
        after = self._clone()
        after.apply_action(action)
        return after

    # -- the protocol (each game's kernel defines them) -------------------------------------

    @classmethod
    def new(cls, rules, options: dict):
        """The state at the start of a game under ``rules`` (the game's rule-set data) and ``options``."""
        raise NotImplementedError

    def current_player(self) -> int:
        raise NotImplementedError

    def is_chance_node(self) -> bool:
        raise NotImplementedError

    def chance_outcomes(self) -> tuple:
        """Every throw possible now, ``((throw, probability), ...)``; empty when no throw is due."""
        raise NotImplementedError

    def sample_throw(self, rng) -> tuple:
        """A throw drawn from ``rng`` (a :class:`jocari_edu.core.Rng`), as the teaching game draws it."""
        raise NotImplementedError

    def apply_throw(self, throw: tuple) -> None:
        raise NotImplementedError

    def legal_actions(self) -> tuple:
        """The legal actions of the player to act (the field ``actions``): empty when a throw is due or the
        game is over, never otherwise (a player who cannot move has a pass action)."""
        raise NotImplementedError

    def apply_action(self, action: int) -> None:
        """Play a legal action (not checked: the teaching game checks and explains), recording its effects."""
        raise NotImplementedError

    def is_terminal(self) -> bool:
        raise NotImplementedError

    def returns(self) -> tuple:
        raise NotImplementedError

    def result(self) -> tuple | None:
        """``(kind, winner, points)`` once the game is over (winner None: a draw), else None."""
        raise NotImplementedError
