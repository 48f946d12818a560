"""Records on a board: save, load, and « Revoir la partie » (the replay, step by step)."""

from __future__ import annotations

from ..games import load_record


class Records:
    """Part of :class:`~jocari_edu.widgets.controller.BoardController`: the record of the game shown, and the
    replay (the steps undone are kept in ``redo``, to step forward again)."""

    @property
    def replaying(self) -> bool:
        return bool(self.redo)


    def save(self) -> str:
        return self.game.to_json(indent=1)

    def load(self, record, *, replay: bool = False) -> bool:
        """Load a record (JSON text or dict); with ``replay`` start at its beginning."""
        def action():
            game = load_record(record, lang=self.lang)
            self.game = game
            self.redo.clear()
            self.loaded, self.analysis = True, None
            n = len(game.history)
            if replay:
                self.replay_to(0)
                return self._t("replay", index=0, total=n)
            return self._t("loaded", n=n)
        return self._act(action)

    def replay_to(self, index: int) -> None:
        """Show the position after ``index`` events of the game (0 = the start)."""
        g = self.game
        total = len(g.history) + len(self.redo)
        index = max(0, min(index, total))
        while len(g.history) > index:
            self.redo.append(g.undo())
        while len(g.history) < index:
            g.replay_event(self.redo.pop())
        self._clear_selection()
        self.why = ""
        self.said = ""

    def replay_step(self, delta: int) -> None:
        self.replay_to(len(self.game.history) + delta)

    def resume(self) -> None:
        """Leave the replay and play on from the position shown."""
        self.redo.clear()
        self._announce_turn()
