"""One step of a game's history (its own module: records and games both use it)."""

from __future__ import annotations

from typing import Any, NamedTuple


class Event(NamedTuple):
    """One step of a game's history: a throw or a move."""

    kind: str  # "throw" or "move"
    value: Any  # a Throw, or the game's Move
    by: str = "player"  # throws: "random" (seeded draw) or "hand" (given values)
    player: int = 0

    def notation(self) -> str:
        if self.kind == "throw":
            return "(" + ",".join(map(str, self.value)) + ")"
        return str(self.value)
