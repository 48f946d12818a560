"""The game session on a board: a click, a drag, a throw, a move, undo and a new game.

Each action runs through :meth:`Moves._act`: a rules error shows its reason and changes nothing.
"""

from __future__ import annotations

from ..core import Event, JocariError
from ..core.limits import is_int, shown
from ..games import new_game
from ..render import picture_of
from . import texts


class Moves:
    """Part of :class:`~jocari_edu.widgets.controller.BoardController`: what the learner's clicks, drags and
    buttons do to the game (the rules decide: ``legal_moves``, ``play``, ``explain``, ``undo``)."""

    def _act(self, action) -> bool:
        """Run ``action``; on a rules error show its reason and change nothing."""
        try:
            prefix = action()
        except JocariError as err:
            self.why = err.text(self.lang)
            return False
        self.why = ""
        self.hint_shown = None
        self._clear_selection()
        self._announce_turn(prefix or "")
        return True

    def roll(self, *values: int) -> bool:
        """Throw the sticks or dice: drawn, or ``values`` set by the teacher."""
        def action():
            self.redo.clear()
            g = self.game
            throw = g.roll(*values)
            thrower = g.history[-1].player
            said = self._t("threw", player=self._name(thrower), throw=g.throw_text(throw, self.lang))
            if g.is_over or not g.awaiting_throw or g.to_play == thrower:
                return said
            # the rules passed the turn at once, said on the board with their reason: an opening still under way
            # (Jéquier's Senet: the first to throw a 1 starts), or a throw no piece can play
            reason = g.phase_reason() if g.in_opening else None
            return f"{said} {reason.text(self.lang) if reason else self._t('turn_lost', player=self._name(thrower))}"
        return self._act(action)

    def play(self, move) -> bool:
        """Play a move (object or notation), announcing what it did."""
        g = self.game

        def action():
            mv = g.parse_move(move)
            verdict = g.why(mv)  # what it does if legal; if not, play() refuses it with this reason
            player = g.to_play
            played = g.play(mv)
            self.redo.clear()
            return self._t("played", player=self._name(player), move=str(played), effect=verdict.text(self.lang))
        return self._act(action)

    def pass_turn(self) -> bool:
        return self.play("pass")

    def undo(self) -> bool:
        """Take back the last step; against the computer, back to the learner's turn."""
        def action():
            self.redo.clear()
            undone = [self.game.undo()]
            # against the computer, take back the computer's whole turn and the learner's move
            while self.computer is not None and self.game.history and self.computer_turn:
                undone.append(self.game.undo())
            steps = ", ".join(self._step_text(e) for e in undone)
            return self._t("undone" if len(undone) == 1 else "undone_steps", what=steps)
        return self._act(action)

    def _step_text(self, event: Event) -> str:
        """One step of the history with its side: ``9-12 (Blanc)``, ``lancer 3 (Noir)``."""
        player = self._name(event.player)
        if event.kind == "throw":
            return self._t("step_throw", throw=self.game.throw_text(event.value, self.lang), player=player)
        return self._t("step_move", move=event.notation(), player=player)

    def _move_squares(self) -> list | None:
        """Each legal move with the picture's squares it goes from and to: what a click or a drag picks from;
        None when the learner cannot move now (a replay, the computer's turn, a throw due: « Pourquoi ? »
        then says why)."""
        g = self.game
        if self.replaying or self.computer_turn:
            return None
        reason = g.phase_reason()
        if reason is not None:
            self.why = reason.text(self.lang)
            return None
        squares_of = picture_of(g).squares_of
        return [(m, *squares_of(g, m)) for m in g.legal_moves()]

    def click(self, square: str) -> bool:
        """A click on ``square`` (a ``data-square`` key). Returns True if a move was played."""
        square = str(square)
        squares = self._move_squares()
        if squares is None:
            return False
        if self.selected is not None and square in self.targets:
            move = next(m for m, s, d in squares if s == self.selected and d == square)
            return self.play(move)
        direct = [m for m, s, d in squares if s is None and d == square]
        if direct:
            return self.play(direct[0])
        starts = [d for m, s, d in squares if s == square]
        if starts:
            self.selected, self.targets, self.why = square, list(dict.fromkeys(starts)), ""
            return False
        self.why = self._explain_click(square)
        if self.selected is not None:
            self._clear_selection()
        return False

    def drag(self, start: str, end: str) -> bool:
        """A piece dragged from ``start`` to ``end`` (``data-square`` keys): the move between them if the
        rules allow it (as two clicks would play it); else nothing is played, the piece dragged stays
        selected with its destinations marked, and « Pourquoi ? » says why. Returns True if a move was played."""
        start, end = str(start), str(end)
        squares = self._move_squares()
        if squares is None:
            return False
        found = [m for m, s, d in squares if s == start and d == end]
        if found:
            return self.play(found[0])
        starts = [d for m, s, d in squares if s == start]
        self._clear_selection()
        if starts:  # a piece that can move, dropped where it cannot go
            self.selected, self.targets = start, list(dict.fromkeys(starts))
            self.why = self._explain_click(end)
        elif any(s is None and d == start for _, s, d in squares):  # a free point: a click there places a piece
            self.why = self._t("nothing_here", place=self._place(start, whence=True))
        else:  # why the piece dragged cannot move (the rules' reason), or whose it is
            self.why = self._explain_click(start)
        return False

    def _explain_click(self, square: str) -> str:
        g = self.game
        picture = picture_of(g)
        if self.selected is not None:
            move = picture.move_between(g, self.selected, square)
            if move is not None:
                return g.explain(move, self.lang)
            place = self._place(square)
            return self._t("no_target", place=place[:1].upper() + place[1:])
        for move in picture.moves_at(g, square):
            return g.explain(move, self.lang)
        return self._t("nothing_here", place=self._place(square, whence=True))

    def _place(self, square: str, whence: bool = False) -> str:
        """A clicked part of the picture as the game names it: « la case 12 », « la flèche 5 », « la sortie »;
        ``whence``: as a move starts from it, in French with « de » (« du point a1 », « de la case 12 »)."""
        if square == "off":
            place = self._t("place_off")
        elif square.startswith("Q"):
            place = self._t("place_quarter", sq=square)
        else:
            place = self._t(f"place_{self.game.PLACE}", sq=square)
        if whence and self.lang == "fr":
            return "du " + place[3:] if place.startswith("le ") else "de " + place
        return place

    def new_game(self, rule_set: str | None = None, options: dict | None = None, seed: int | None = None,
                 game: str | None = None) -> bool:
        """Start again (same game unless ``game`` names another), with a rule set and options."""
        name = game or self.game.name
        rule_set = rule_set or (self.game.rule_set if name == self.game.name else None)

        def action():
            self.game = new_game(name, rule_set, options=options, seed=seed, lang=self.lang)
            self.redo.clear()
            self.loaded, self.analysis = False, None
            return ""
        return self._act(action)

    def options_from_indexes(self, indexes: dict) -> dict | None:
        """Options chosen on the board, given as indexes into each option's allowed values.

        An index that is not an integer is refused (MessageError); one that names no value is left out.
        """
        allowed = self.game.OPTION_VALUES
        if not isinstance(indexes, dict) or not all(is_int(i) for i in indexes.values()):
            raise texts.MessageError(texts.UI("bad_field", kind="new", key="option_indexes", given=shown(indexes)),
                               lang=self.lang)
        chosen = {k: allowed[k][i] for k, i in indexes.items() if k in allowed and 0 <= i < len(allowed[k])}
        return chosen or None
