"""« Où ai-je perdu ? »: the review of a game, decision by decision, from the win chances of :mod:`.chances`.

For every decision (a whole turn: a Senet move, a mill and its take, a
Jacquet throw played out), the mover's chance before it (with the best
play; at la Marelle, the position's own calibrated value), after the turn played, the best turn by the same estimate and its
chance, and the loss in points of chance (0 to 100; a draw counts half a
win).  For every throw, how much it changed the thrower's chances: the luck,
apart from the skill.  Per side: the average loss, the share of decisions
within 2 points of the best, the luck, and the three costliest decisions
with one sentence why, in the game's words: the evaluation's term that most
separates the better turn from the one played, as the hint says it
(:func:`jocari_edu.players.hint.explain`), or else what the better turn
leaves better than the one played, figures of both given (pawns within an
attack's reach, mills the opponent can close, points closed in front of the
courier...: :func:`jocari_edu.players.hint.contrast`).  The general words of
the estimate remain only where nothing the game counts tells the two apart
(``benchmarks/review_reasons.py`` counts how often).

Where the calibration (``benchmarks/calibration.py``, recorded in
:data:`.fitted.CALIBRATION`) found the estimate no better than the constant
baseline for the game's rules, the review says the result was mostly luck
rather than blame a move; and for the side that lost it compares what the
throws cost with what the moves cost, so that « j'ai perdu à cause des dés »
can be checked.

A forced decision (one way to play) is listed but counts in no figure.  The
chance after a turn is the estimate's leaf value; the chance before the next
throw looks one throw further: the two may differ slightly.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..core.game import Game
from ..core.i18n import Catalog, Reason, check_lang, number, percent
from ..core.limits import shown
from ..players.base import turn_over
from .chances import AnalysisError, Chances, after_turn, chances_for, check_depth, estimator, first_best, move_chances
from .chances import best_turn as best_of
from .confirm import CHECKED, deeper_margin, holds
from .fitted import CALIBRATION

NEAR = 2.0  # points of chance: a decision this close to the best counts as a good one

MESSAGES = Catalog(
    not_reviewable=("On ne peut revoir qu'une partie ou une partie enregistrée, pas {given}.",
                    "Only a game or a saved game can be reviewed, not {given}."),
    cost=("Le coup {turn} t'a coûté {n:# point|# points} de chance ; mieux valait {best} : {why}",
          "The move {turn} cost you {n:# point|# points} of chance; {best} was better: {why}"),
    # the same, of a move the pupil did not play (the computer's): not addressed to the pupil
    cost_of=("Le coup {turn} a coûté {n:# point|# points} de chance à {player} ; mieux valait {best} : {why}",
             "The move {turn} cost {player} {n:# point|# points} of chance; {best} was better: {why}"),
    luck_game=("À ce jeu, l'estimation des chances ne fait pas mieux qu'une moyenne constante : le résultat "
               "tient surtout au hasard des lancers, aucun coup n'est à blâmer.",
               "In this game the estimate of the chances does no better than a constant average: the result "
               "owes most to the throws, no move is to blame."),
    no_better=("À ces règles, l'estimation des chances ne fait pas mieux qu'une moyenne constante : elle ne peut "
               "pas dire quel coup a décidé de la partie, aucun coup n'est à blâmer sur sa foi.",
               "Under these rules the estimate of the chances does no better than a constant average: it cannot "
               "tell which move decided the game, and no move is to blame on its word."),
    by_dice=("{player} a perdu surtout à cause des lancers : ils lui ont coûté {luck:# point|# points} de chance, "
             "ses coups {skill:# point|# points}.",
             "{player} lost mostly to the throws: they cost {luck:# point|# points} of chance, "
             "the moves {skill:# point|# points}."),
    by_moves=("{player} a perdu surtout sur ses coups : ils lui ont coûté {skill:# point|# points} de chance, "
              "les lancers {luck:# point|# points}.",
              "{player} lost mostly on the moves: they cost {skill:# point|# points} of chance, "
              "the throws {luck:# point|# points}."),
    drawn=("Partie nulle : ses coups ont coûté {a:# point|# points} de chance à {p0}, {b:# point|# points} à {p1}.",
           "A draw: the moves cost {p0} {a:# point|# points} of chance, {p1} {b:# point|# points}."),
    estimate=("D'après l'estimation des chances, il laissait une meilleure position.",
              "By the estimate of the chances, it left a better position."),
    side=("{player} : {n:# décision|# décisions}, perte moyenne {avg} {unit}, {near} à 2 points du "
          "meilleur coup, chance aux lancers {luck}",
          "{player}: {n:# decision|# decisions}, average loss {avg} {unit}, {near} within 2 points of "
          "the best move, luck of the throws {luck}"),
    too_close=("Les coups {turn} et {best} sont trop proches pour les départager : l'estimation donnait "
               "{n:# point|# points} d'écart, un regard d'un lancer plus loin ne le confirme pas.",
               "The moves {turn} and {best} are too close to tell apart: the estimate gave a difference of "
               "{n:# point|# points}, a look one throw further does not confirm it."),
    unfinished=("La partie n'est pas finie : la revue s'arrête au dernier coup joué.",
                "The game is not finished: the review stops at the last move played."),
)


@dataclass(frozen=True)
class Decision:
    """One decision of one side: the turn played, the best by the same estimate, and what it cost."""

    index: int  # the turn's first event in the game's history
    player: int
    turn: tuple[str, ...]
    before: Chances
    after: Chances
    best: tuple[str, ...]
    best_chances: Chances
    loss: float  # points of chance, 0-100
    options: int
    why: Reason | None = None
    checked: float | None = None  # the loss by the deeper check (:mod:`.confirm`), for the candidates checked

    @property
    def forced(self) -> bool:
        return self.options <= 1

    @property
    def held(self) -> bool | None:
        """Did the deeper check confirm the loss (None: not checked)?"""
        return None if self.checked is None else holds(self.loss, self.checked)

    @property
    def shown_loss(self) -> float:
        """The loss a learner is told: never more than the deeper check confirms."""
        return self.loss if self.checked is None else min(self.loss, max(0.0, self.checked))

    def to_dict(self, lang: str = "fr") -> dict:
        return {"index": self.index, "player": self.player, "turn": list(self.turn), "before": self.before.to_dict(),
                "after": self.after.to_dict(), "best": list(self.best), "best_chances": self.best_chances.to_dict(),
                "loss": round(self.loss, 3), "options": self.options, "forced": self.forced,
                "checked": None if self.checked is None else round(self.checked, 3), "held": self.held,
                "why": None if self.why is None else self.why.text(lang)}


@dataclass(frozen=True)
class Throw:
    """One throw, and how much it changed the thrower's chances (points, + in the thrower's favour)."""

    index: int
    player: int
    throw: tuple
    before: Chances
    after: Chances

    @property
    def change(self) -> float:
        return 100.0 * (self.after.score - self.before.score)

    def to_dict(self) -> dict:
        return {"index": self.index, "player": self.player, "throw": list(self.throw), "before": self.before.to_dict(),
                "after": self.after.to_dict(), "change": round(self.change, 3)}


@dataclass(frozen=True)
class Review:
    """The review of one game (:func:`review`)."""

    game: str
    rule_set: str
    depth: int
    method: str
    finished: bool
    winner: int | None
    players: tuple
    decisions: tuple[Decision, ...]
    throws: tuple[Throw, ...]
    lang: str = "fr"
    calibration: dict | None = field(default=None)

    def counted(self, player: int) -> list[Decision]:
        """``player``'s decisions that were choices (not forced)."""
        return [d for d in self.decisions if d.player == player and not d.forced]

    def costliest(self, player: int, n: int = 3) -> list[Decision]:
        """``player``'s ``n`` decisions that lost most (half a point or more), the costliest first, each loss
        confirmed by the deeper check (:mod:`.confirm`: a loss it does not confirm is no mark, see
        :meth:`too_close`); none where the estimate is no better than the constant baseline
        (:attr:`mostly_luck`): no move is blamed on its word, as the verdict says (each decision's figures
        stay in :attr:`decisions`)."""
        if self.mostly_luck:
            return []
        return [d for d in self.candidates(player) if d.held][:n]

    def candidates(self, player: int) -> list[Decision]:
        """``player``'s decisions the estimate found costly (half a point or more: at least a point, once
        rounded), the costliest first: what the deeper check is asked about."""
        costly = [d for d in self.counted(player) if d.loss >= 0.5]
        return sorted(costly, key=lambda d: (-d.loss, d.index))

    def too_close(self, player: int, n: int = 3) -> list[Decision]:
        """``player``'s decisions the estimate found costly, among the ``n`` it found costliest, that the deeper
        check did not confirm: the two moves were too close to tell apart."""
        if self.mostly_luck:
            return []
        return [d for d in self.candidates(player)[:n] if d.held is False]

    def luck(self, player: int) -> float:
        """How much the throws, all of them, changed ``player``'s chances (points)."""
        return sum(t.change if t.player == player else -t.change for t in self.throws)

    def summary(self, player: int) -> dict:
        mine = self.counted(player)
        losses = [d.loss for d in mine]
        return {"player": player, "name": self.players[player][0 if self.lang == "fr" else 1],
                "decisions": len(mine), "total_loss": round(sum(losses), 3),
                "average_loss": round(sum(losses) / len(losses), 3) if losses else 0.0,
                "within_2": round(sum(1 for v in losses if v <= NEAR) / len(losses), 4) if losses else 1.0,
                "luck": round(self.luck(player), 3)}

    @property
    def mostly_luck(self) -> bool:
        """Does the calibration say the estimate is no better than the constant baseline for these rules?"""
        return _no_better(self.calibration)

    def verdict(self) -> Reason | None:
        """The game's one sentence: luck where the estimate cannot tell, else what the loser lost on."""
        if self.mostly_luck:  # the dice's doing, where there are dice in play (la Marelle draws only who starts)
            return MESSAGES("luck_game" if len(self.throws) > 1 else "no_better")
        if not self.finished:
            return MESSAGES("unfinished")
        names = self.players
        if self.winner is None:
            a, b = (round(self.summary(p)["total_loss"]) for p in (0, 1))
            return MESSAGES("drawn", a=a, b=b, p0=names[0], p1=names[1])
        loser = 1 - self.winner
        skill, luck = round(self.summary(loser)["total_loss"]), round(-self.luck(loser))
        return MESSAGES("by_dice" if luck > skill else "by_moves", player=names[loser], luck=max(luck, 0), skill=skill)

    def to_dict(self) -> dict:
        verdict = self.verdict()
        return {
            "format": "jocari-edu-review", "version": 1, "game": self.game, "rule_set": self.rule_set,
            "depth": self.depth, "method": self.method, "finished": self.finished, "winner": self.winner,
            "lang": self.lang, "mostly_luck": self.mostly_luck, "calibration": self.calibration,
            "verdict": None if verdict is None else verdict.text(self.lang),
            "sides": [dict(self.summary(p), costliest=[d.to_dict(self.lang) for d in self.costliest(p)],
                           too_close=[d.to_dict(self.lang) for d in self.too_close(p)]) for p in (0, 1)],
            "decisions": [d.to_dict(self.lang) for d in self.decisions],
            "throws": [t.to_dict() for t in self.throws],
        }

    def text(self) -> str:
        """The review as a few lines to read: each side's figures and costliest decisions, then the verdict."""
        lines = []
        for p in (0, 1):
            s = self.summary(p)
            line = MESSAGES("side", player=self.players[p], n=s["decisions"],
                            avg=(number(s["average_loss"], "fr", 1), number(s["average_loss"], "en", 1)),
                            unit=("point" if s["average_loss"] < 2 else "points",
                                  "point" if s["average_loss"] == 1 else "points"),
                            near=(percent(s["within_2"], "fr"), percent(s["within_2"], "en")),
                            luck=(_signed(s["luck"], "fr"), _signed(s["luck"], "en")))
            lines.append(line.text(self.lang))
            for d in self.costliest(p) + self.too_close(p):
                lines.append(f"  - {d.why.text(self.lang) if d.why else d.turn}")
        verdict = self.verdict()
        if verdict is not None:
            lines.append(verdict.text(self.lang))
        return "\n".join(lines)


def _no_better(calibration: dict | None) -> bool:
    return calibration is not None and calibration["brier"] >= calibration["baseline_brier"]


def estimate_no_better(game_name: str, rule_set: str) -> bool:
    """Does the calibration find the estimate no better than the constant baseline for these rules (the review
    then blames no move, :attr:`Review.mostly_luck`; nor does the tutor warn, :mod:`jocari_edu.widgets.tutor`)?"""
    return _no_better(CALIBRATION.get(f"{game_name}/{rule_set}"))


def _signed(value: float, lang: str) -> str:
    return ("+" if value > 0 else "") + number(round(value, 1), lang, 1)


def review(record_or_game, *, depth: int | None = None, lang: str = "fr") -> Review:
    """The review of a game (a game of the package, or a record: dict, JSON text or bytes).

    The game given is left as it was (the review replays a copy).  A record
    that cannot be loaded raises its RecordError; anything else that is no
    game raises AnalysisError; a bad depth, AnalysisError.
    """
    steps = review_steps(record_or_game, depth=depth, lang=lang)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


# events replayed, undone or counted between two yields of review_steps at most (a throw or a decision also
# yields): so that a board's « Analyse » answers within its step's budget on any record, a record of
# thousands of throws and no move included
EVENTS_PER_STEP = 100


def review_steps(record_or_game, *, depth: int | None = None, lang: str = "fr"):
    """:func:`review`, a bounded piece at a time: a generator that yields ``(done, total)`` after each
    decision, each throw and every :data:`EVENTS_PER_STEP` events of its preparation (``total`` is None
    until the decisions are counted), and returns the :class:`Review` (``StopIteration.value``), so that a board
    can show its progress and answer clicks between two pieces.  Its errors are :func:`review`'s, raised
    at the first ``next``."""
    lang = check_lang(lang)
    depth = check_depth(depth)
    game = _game_of(record_or_game)
    events = list(game.history)
    g = _at_start(game)
    total = yield from _decision_count(_at_start(game), events)
    yield 0, total
    decisions, luck = [], []
    # a throw's chances, by position: a game that comes back to a position (Jacquet's opening throws tied again
    # and again) is valued once there, so that a record of thousands of such throws costs little
    valued: dict = {}
    best_is_now = _best_is_now(game)
    # one estimate for the whole review where a decision's chance is its best turn's: what the chance before a
    # throw valued (the ways to play each throw, the positions they reach) serves the decision after it, then
    # is let go of; la Marelle's search values each question afresh (its table's bounds depend on the order)
    using = estimator(g, depth=depth) if best_is_now else None

    def chances(player: int) -> Chances:
        key = (g.position(), player)
        found = valued.get(key)
        if found is None:
            found = valued[key] = chances_for(g, player, depth=depth, using=using)
        return found
    ready = None  # (event index, the ways to play there): valued once, after the throw that led there

    i = 0
    while i < len(events):
        event = events[i]
        if event.kind == "throw":
            thrower = g.to_play
            if using is not None:
                using.forget()
            before = chances(thrower)
            g.replay_event(event)
            i += 1
            if best_is_now and not g.is_over and not g.awaiting_throw and g.to_play == thrower:
                # the chance where a move is due is its best turn's: the turns valued now serve the decision
                ready = (i, move_chances(g, depth=depth, using=using))
                after = max(ready[1], key=lambda o: o[1].score)[1]
            else:
                after = chances(thrower)
            luck.append(Throw(i - 1, thrower, tuple(event.value), before, after))
            yield len(decisions), total
            continue
        mover, start = g.to_play, i
        if ready is not None and ready[0] == i:
            best_turn, best, options = first_best(ready[1])
        else:
            best_turn, best, options = best_of(g, depth=depth, using=using)
        ready = None
        before = None if best_is_now else chances_for(g, mover, depth=depth)
        played = []
        while i < len(events) and events[i].kind == "move":
            g.replay_event(events[i])
            played.append(events[i].value)
            i += 1
            if turn_over(g, mover):
                break
        after = after_turn(g, mover, depth=depth, using=using)
        if after.score >= best.score - 1e-9:
            best_turn, best = tuple(played), after
        loss = max(0.0, 100.0 * (best.score - after.score))
        decisions.append(Decision(start, mover, tuple(map(str, played)), before or best, after,
                                  tuple(map(str, best_turn)), best, loss, options))
        yield len(decisions), total
    result = Review(game.name, game.rule_set, depth, _method(game), game.is_over, game.winner if game.is_over else None,
                    game.PLAYER_NAMES, tuple(decisions), tuple(luck), lang,
                    CALIBRATION.get(f"{game.name}/{game.rule_set}"))
    result = yield from _confirmed(result, game, total)
    return (yield from _explained(result, game, total))


def _confirmed(result: Review, game, total: int):
    """``result`` with each side's :data:`~.confirm.CHECKED` costliest decisions by the estimate checked one
    throw deeper (:func:`~.confirm.deeper_margin`; la Marelle: one ply deeper), a generator, as
    :func:`review_steps`."""
    if result.mostly_luck:
        return result
    wanted = {d.index: d for p in (0, 1) for d in result.candidates(p)[:CHECKED]}
    if not wanted:
        return result
    events = list(game.history)
    g = _at_start(game)
    checked: dict = {}
    for i, event in enumerate(events):
        d = wanted.get(i)
        if d is not None:
            checked[i] = deeper_margin(g, _turn_of(g, d.best), _turn_of(g, d.turn), found=d.loss,
                                       depth=result.depth).checked
            yield total, total
        if i >= max(wanted):
            break
        g.replay_event(event)
        if i % EVENTS_PER_STEP == EVENTS_PER_STEP - 1:
            yield total, total
    decisions = tuple(Decision(**{**d.__dict__, "checked": checked[d.index]}) if d.index in checked else d
                      for d in result.decisions)
    return Review(**{**result.__dict__, "decisions": decisions})


def _at_start(game) -> Game:
    """A new game at ``game``'s start (its rules, options, seed and start position), its history empty: made
    without replaying (or undoing) the game's events."""
    record = game.to_record()
    record["events"] = []
    del record["length"], record["position"]
    return type(game).from_record(record, lang=game.lang)


def _decision_count(g, events):
    """How many decisions (whole turns) ``events`` hold, replayed on ``g`` from its start (a generator: yields
    ``(0, None)`` every :data:`EVENTS_PER_STEP` events, returns the count)."""
    count, i, since = 0, 0, 0
    while i < len(events):
        if since >= EVENTS_PER_STEP:
            since = 0
            yield 0, None
        if events[i].kind == "throw":
            g.replay_event(events[i])
            i += 1
            since += 1
            continue
        mover = g.to_play
        count += 1
        while i < len(events) and events[i].kind == "move":
            g.replay_event(events[i])
            i += 1
            since += 1
            if turn_over(g, mover):
                break
    return count


def _game_of(value) -> Game:
    if isinstance(value, Game):
        return value
    if isinstance(value, (dict, str, bytes)):
        from ..games import load_record

        return load_record(value)
    raise AnalysisError(MESSAGES("not_reviewable", given=shown(value)))


def _method(game) -> str:
    from .chances import ESTIMATORS

    return ESTIMATORS[game.name].method


def _best_is_now(game) -> bool:
    """Is the chance before a decision its best turn's (every game but la Marelle, see :mod:`.chances`)?"""
    from .chances import ESTIMATORS

    return ESTIMATORS[game.name].best_is_now


def _explained(result: Review, game, total: int):
    """``result`` with a sentence for each side's costliest decisions, from the positions they were made in
    (a generator, as :func:`review_steps`: yields every :data:`EVENTS_PER_STEP` events replayed)."""
    wanted = {d.index: d for p in (0, 1) for d in result.costliest(p)}
    close = {d.index: d for p in (0, 1) for d in result.too_close(p)}
    if not wanted and not close:
        return result
    events = list(game.history)
    g = _at_start(game)
    found = {}
    for i, event in enumerate(events):
        d = close.get(i)
        if d is not None:
            found[i] = MESSAGES("too_close", turn=" ".join(d.turn), best=" ".join(d.best), n=round(d.loss))
        d = wanted.get(i)
        if d is not None:
            why = better_why(g, d.best, d.turn)
            found[i] = MESSAGES("cost", turn=" ".join(d.turn), n=round(d.shown_loss), best=" ".join(d.best),
                                why=(why.fr, why.en))
            yield total, total
        g.replay_event(event)
        if i % EVENTS_PER_STEP == EVENTS_PER_STEP - 1:
            yield total, total
    decisions = tuple(_with_why(d, found.get(d.index)) if d.index in found else d for d in result.decisions)
    return Review(**{**result.__dict__, "decisions": decisions})


def better_why(game, best: tuple[str, ...], played: tuple[str, ...]) -> Reason:
    """Why the turn ``best`` was better than ``played`` (both notations, from ``game``'s position, left as it
    was), as the review says it: the hint's sentence in the game's terms (:func:`~jocari_edu.players.hint.explain`,
    with what the turn leaves better than the other where no term's own sentence is true of the move); the
    general words of the estimate only where nothing the game counts tells the two apart."""
    from ..players.hint import explain

    best_turn, played_turn = _turn_of(game, best), _turn_of(game, played)
    why = explain(game, best_turn, {best_turn: 1.0, played_turn: 0.0}, _evaluation(game.name))
    if why.code in ("equal", "preferred", "random_move"):  # the hint's words for a search's choice
        why = MESSAGES("estimate")
    return why


def said_of(d: Decision, player: str) -> Reason | None:
    """``d``'s sentence about ``player`` (« a coûté … à l'ordinateur ») rather than to the pupil (« t'a coûté »):
    for a decision the pupil did not make.  None if ``d`` has no sentence."""
    if d.why is None or d.why.code != "cost":
        return d.why
    return MESSAGES("cost_of", player=player, **d.why.params)


def _with_why(d: Decision, why: Reason) -> Decision:
    return Decision(**{**d.__dict__, "why": why})


def _turn_of(game, notation: tuple) -> tuple:
    """The moves a turn's notation names, read one after the other on ``game`` (left as it was)."""
    moves = []
    for text in notation:
        moves.append(game.play(text))
    for _ in moves:
        game.undo()
    return tuple(moves)


def _evaluation(game_name: str):
    """The evaluation whose terms the sentences name: the one a game's players name for reviews
    (``EVALUATIONS["review"]``: Jacquet's finer one, with the run held), else the levels' own."""
    from ..players.levels import evaluation, game_module

    return evaluation(game_name, "review" if "review" in game_module(game_name).EVALUATIONS else None)
