"""What the computer would play (« Que jouerait l'ordinateur ? »), the game's review (« Analyse »), and the
exact chances of a position: a board's questions to the players and the analysis."""

from __future__ import annotations

import time

from ..core import JocariError
from ..players import DEFAULT_LEVEL, LEVELS, suggest
from ..render import picture_of

# how long one « analysis step » message may run before the board answers (seconds): the page shows the
# progress and handles clicks between two steps; at least one decision is analysed per step
ANALYSIS_STEP_SECONDS = 0.15



class Review:
    """Part of :class:`~jocari_edu.widgets.controller.BoardController`: the hint, the « Analyse » panel and the
    odds, each shown for one position (any change of position clears it)."""

    # -- « Que jouerait l'ordinateur ? » -------------------------------------------------

    @property
    def hint_level(self) -> str:
        """The level that answers: the opponent's, if a level plays, else the default level."""
        return self.opponent if self.opponent in LEVELS else DEFAULT_LEVEL

    @property
    def can_hint(self) -> bool:
        return not self.replaying and not self.computer_turn

    def _here(self) -> tuple:
        return self.game.position(), len(self.game.history)

    def hint(self) -> bool:
        """What the computer would play now, and why: shown on the picture until the position changes.

        The picture draws the whole suggested turn (arrows, numbered when the
        turn has several steps) and marks the first move's squares.

        The move and its reason come from :func:`jocari_edu.players.suggest` at
        :attr:`hint_level` (within that level's time budget); when no move can be
        played (a throw is due, the game is over) the rules' own reason is shown.
        Returns True if a move was suggested.
        """
        if not self.can_hint:
            return False
        g = self.game
        level = self.hint_level
        title = self._t("hint_title", level=LEVELS[level].label(self.lang))
        reason = g.phase_reason()
        if reason is not None:
            self.hint_shown = {"at": self._here(), "title": title, "text": reason.text(self.lang), "squares": []}
            return False
        s = suggest(g, level, seed=len(g.history))
        squares = [k for k in picture_of(g).squares_of(g, s.move) if k is not None]
        self.hint_shown = {"at": self._here(), "title": title, "text": s.text(self.lang), "squares": squares,
                           "move": str(s.move), "turn": s.turn}
        return True

    @property
    def current_hint(self) -> dict | None:
        """The hint asked for at the position shown, or None (any change of position clears it)."""
        shown = self.hint_shown
        if shown is None or self.replaying or shown["at"] != self._here():
            return None
        return shown


    # -- « Analyse »: the review of the game, decision by decision ------------------------------

    @property
    def can_analyse(self) -> bool:
        """« Analyse » is offered at the end of a game, during « Revoir la partie », and on a loaded record or link."""
        g = self.game
        return bool(g.history or self.redo) and (g.is_over or self.replaying or self.loaded)

    def _full_game(self):
        """The whole game shown (during a replay, with the steps still to replay), as a copy."""
        full = self.game.copy()
        for event in reversed(self.redo):
            full.replay_event(event)
        return full

    def analyse_open(self) -> bool:
        """Start the review of the game shown (:func:`jocari_edu.analysis.review_steps`); :meth:`analyse_step`
        carries it on.  Returns False (and says why) when the review cannot start."""
        from ..analysis.review import review_steps

        if not self.can_analyse:
            return False
        full = self._full_game()
        steps = review_steps(full, depth=self.analysis_depth, lang=self.lang)
        self.analysis = {"game": full, "steps": steps, "done": 0, "total": None, "review": None, "shown": None,
                         "drawn": None, "step": 0}
        self.analyse_step(seconds=0)
        return True

    def analyse_step(self, seconds: float | None = None) -> bool:
        """Carry the review on for about ``seconds`` (:data:`ANALYSIS_STEP_SECONDS`; at least one decision).
        Returns True while there is more to do."""
        run = self.analysis
        if run is None or run["review"] is not None:
            return False
        budget = ANALYSIS_STEP_SECONDS if seconds is None else seconds
        run["step"] += 1  # the view says which step it follows: the page asks for the next one once per step
        start = last = time.perf_counter()
        try:
            while True:
                done, total = next(run["steps"])
                if total is None:  # still counting the decisions: a replay of the record, bounded by its events
                    continue  # (MAX_EVENTS: under 0.1 s), finished in this message so that the progress has its total
                run["done"], run["total"] = done, total
                now = time.perf_counter()
                # stop before the piece that would overrun the step: the next one is assumed to cost what
                # the last one did (a decision or a throw), so a message stays within its budget
                if now - start + (now - last) >= budget:
                    return True
                last = now
        except StopIteration as finished:
            run["review"] = finished.value
            run["total"] = run["done"] = len(finished.value.decisions)
        except JocariError as err:  # the record cannot be reviewed: said, and the panel closes
            self.analysis = None
            self.why = err.text(self.lang)
        return False

    def analyse(self):
        """The whole review at once (from code, in a lesson): the panel shows it; returns the Review."""
        if self.analysis is None or self.analysis["review"] is None:
            if self.analysis is None and not self.analyse_open():
                return None
            while self.analyse_step(seconds=60):
                pass
        return self.analysis["review"] if self.analysis else None

    def analyse_show(self, k: int) -> bool:
        """Show decision ``k`` of the review: the position before it, the move played highlighted and the
        better move drawn as the hint's arrows (the board replays the analysed game to that point)."""
        run = self.analysis
        review = run and run["review"]
        if not review or not 0 <= k < len(review.decisions):
            return False
        d = review.decisions[k]
        self.game = run["game"].copy()
        self.redo.clear()
        self.replay_to(d.index)
        self.hint_shown = None
        g = self.game.copy()
        picture = picture_of(g)
        squares, best = [], []
        for text in d.turn:  # the squares of the moves played, read one after the other
            mv = g.parse_move(text)
            squares += [s for s in picture.squares_of(g, mv) if s is not None]
            g.play(mv)
        g = self.game.copy()
        for text in d.best:
            best.append(g.play(text))
        run["shown"] = {"k": k, "at": self._here(), "squares": squares, "turn": tuple(best)}
        return True

    def _analysis_shown(self) -> dict | None:
        """The decision the analysis shows at the position shown, or None (any change of position clears it)."""
        run = self.analysis
        shown = run and run["shown"]
        return shown if shown and shown["at"] == self._here() else None

    def analysis_view(self) -> dict | None:
        """The « Analyse » panel: its progress, then the curve, each side's costliest moves and the verdict."""
        run = self.analysis
        if run is None:
            return None
        review = run["review"]
        done, total = run["done"], run["total"] or 0
        # ``step``: how many steps have run; the page asks for one more each time it changes (``done`` alone does
        # not: the review's last checks and explanations run with every decision counted)
        found = {"state": "done" if review else "running", "done": done, "total": total, "step": run["step"],
                 "title": self._t("analysis_title"),
                 "progress": self._t("analysis_progress", done=done, total=total) if total
                 else self._t("analysis_counting"),
                 "shown": None}
        if not review:
            return found
        if run.get("drawn") is None:  # the curve, the lists and the verdict: drawn once per review
            run["drawn"] = self._analysis_drawn(review)
        found.update(run["drawn"])
        shown = self._analysis_shown()
        if shown:
            d = review.decisions[shown["k"]]
            found["shown"] = {"decision": shown["k"], "text": self._t(
                "analysis_shown_close" if d.held is False else "analysis_shown", n=d.index + 1, player=self._name(d.player), turn=" ".join(d.turn),
                best=" ".join(d.best))}
        else:
            found["shown"] = None
        return found

    def _analysis_drawn(self, review) -> dict:
        order = {d.index: k for k, d in enumerate(review.decisions)}
        costly = {p: [order[d.index] for d in review.costliest(p)] for p in (0, 1)}
        points = [(0, _white(review.decisions[0].player, review.decisions[0].before.score))] if review.decisions else []
        points += [(k + 1, _white(d.player, d.after.score)) for k, d in enumerate(review.decisions)]
        from ..render.curve import curve_svg

        verdict = review.verdict()
        # a decision is numbered as « Coups joués » numbers its first move (throws count there too)
        numbers = [0] + [d.index + 1 for d in review.decisions]
        return {
            "curve": curve_svg(points, sorted(k + 1 for ks in costly.values() for k in ks), player=self._name(0),
                               lang=self.lang, numbers=numbers),
            "help": self._t("analysis_curve_help"),
            "sides": [{"title": self._t("analysis_side", player=self._name(p)), "none": self._t("analysis_no_cost"),
                       "costly": [{"decision": k, "move": self._t("analysis_move", n=numbers[k + 1]),
                                   "text": self._cost_text(review.decisions[k])} for k in costly[p]],
                       # the estimate's costliest that its check did not confirm: « trop proches pour les départager »
                       "close": [{"decision": order[d.index], "move": self._t("analysis_move", n=d.index + 1),
                                  "text": d.why.text(self.lang) if d.why else " ".join(d.turn)}
                                 for d in review.too_close(p)]}
                      for p in (0, 1)],
            "verdict": verdict.text(self.lang) if verdict else "",
        }

    def _cost_text(self, d) -> str:
        """What a costly decision cost, said to the pupil (« t'a coûté ») unless the computer made it."""
        from ..analysis.review import said_of

        if d.why is None:
            return " ".join(d.turn)
        if self.computer is None or d.player != self.computer_side:
            return d.why.text(self.lang)
        return said_of(d, (self.game.player_name(d.player, "fr"), self.game.player_name(d.player, "en"))).text(self.lang)


    def odds_text(self) -> str:
        """The exact chances from this position, where the game can compute them."""
        from ..analysis import exact_chances

        chances = None if self.game.is_over else exact_chances(self.game)
        if chances is None:
            return ""
        a, d, b = (f"{100 * p:.1f}".replace(".", "," if self.lang == "fr" else ".") for p in chances)
        return self._t("odds", p0=self._name(0), p1=self._name(1), a=a, d=d, b=b)



def _white(player: int, score: float) -> float:
    """A side's expected score, as the first player's."""
    return score if player == 0 else 1.0 - score
