"""La Marelle's position text (records, lessons, repetition) and the set-up of an arranged board.

``cells|hands|to_play|state|quiet|bans``: ``cells`` W, B or . for the 24
points in coordinate order (a1, a4, a7, b2, b4, b6, c3, ..., g7); ``hands``:
pieces left to place, ``9,9``; ``state``: one of :data:`STATES`; ``quiet``:
moves since the last take; ``bans`` (M1): White's, then Black's after ``/``,
each ``line@p.p.p`` (the line, and the points where its three pieces now
stand), separated by commas.
"""

from __future__ import annotations

from ...core.arrange import arrange_error, arranged_int, arranged_items, arranged_pair
from .board import BIT, INDEX, MILL_BY_NAME, NAMES, PIECES, TEXT_ORDER, mill_name, points_of
from .rules import banned_points

# Position states: before the draw for the first player, a turn, a take due,
# and the four endings (with the message that says each).
STATES = ("toss", "play", "take", "seven", "blocked", "repetition", "quiet")
ENDS = {"seven": "won_seven", "blocked": "won_blocked", "repetition": "draw_repetition", "quiet": "draw_quiet"}


def state_word(state) -> str:
    """The ``state`` part of the position text of the kernel ``state``."""
    if state.end is not None:
        return state.end[0]
    return "toss" if state.tossing else "take" if state.taking else "play"


def position_text(state) -> str:
    """The position text (see the module docstring) of the kernel ``state``."""
    bits = state.bits
    cells = "".join("W" if bits[0] >> p & 1 else "B" if bits[1] >> p & 1 else "." for p in TEXT_ORDER)
    bans = "/".join(
        ",".join(f"{mill_name(line)}@{'.'.join(sorted(NAMES[p] for p in points_of(pieces)))}" for line, pieces in side)
        for side in map(sorted, state.bans)
    )
    return f"{cells}|{state.hand[0]},{state.hand[1]}|{state.player}|{state_word(state)}|{state.quiet}|{bans}"


def position_key(state) -> tuple:
    """The kernel ``state``'s position as a tuple of its fields: two states have equal keys exactly when they
    have the same :func:`position_text` (the same fields, the bans as sets), without building the text (a
    search's transposition table and its turns' positions are keyed by it)."""
    return (state.white, state.black, state.hand, state.player, state_word(state), state.quiet, state.bans)


def _parse_bans(text: str) -> frozenset:
    bans = []
    for entry in filter(None, text.split(",")):
        line_text, pieces_text = entry.split("@")
        pieces = 0
        for name in pieces_text.split("."):
            pieces |= BIT[INDEX[name]]
        if pieces.bit_count() != 3:
            raise ValueError
        bans.append((MILL_BY_NAME[line_text], pieces))
    return frozenset(bans)


def load_position(state, text: str, has_chance: bool) -> bool:
    """Set the kernel ``state`` from a position text; False (the text is no position of these rules) if invalid."""
    try:
        cells, hands, player, word, quiet, bans_text = text.split("|")
        h0, h1 = (int(h) for h in hands.split(","))
        player, quiet = int(player), int(quiet)
        bits = [0, 0]
        for p, c in zip(TEXT_ORDER, cells, strict=True):
            if c != ".":
                bits["WB".index(c)] |= BIT[p]
        bans = tuple(_parse_bans(side) for side in bans_text.split("/", 1))
        if len(bans) != 2:
            raise ValueError
    except (ValueError, IndexError, KeyError):
        return False
    valid = (
        all(0 <= h <= PIECES for h in (h0, h1)) and max(h0 + bits[0].bit_count(), h1 + bits[1].bit_count()) <= PIECES
        and player in (0, 1) and word in STATES and quiet >= 0
        and (word != "toss" or (has_chance and h0 == h1 == PIECES))
        and (state.ban_reform or not any(bans))
        and all(pieces & ~bits[side] == 0 for side in (0, 1) for _, pieces in bans[side])
    )
    if not valid:
        return False
    (state.white, state.black), state.hand, state.player, state.quiet, state.bans = bits, (h0, h1), player, quiet, bans
    state.banned = (banned_points(bans[0]), banned_points(bans[1]))
    # the seed's seventh piece: only the player who did not take may be beaten, and only in a "seven" ending
    short = [p for p in (0, 1) if state.beaten(p)]
    if short != ([1 - player] if word == "seven" else []):
        return False
    state.tossing, state.taking = word == "toss", word == "take"
    state.last_action, state.last_take, state.seen, state.end, state.effects = -1, -1, (), None, ()
    state.actions = ()
    # A take is due only after a mill: show the player's standing ones as just made.
    state.formed = state.in_mills(player) if state.taking else 0
    if (state.taking and not (state.formed and bits[1 - player])) or (word == "blocked" and not state.blocked(player)):
        return False
    if word in ENDS:
        state.end = (word, {"seven": player, "blocked": 1 - player}.get(word))
    elif word == "play":
        # A position given with the player to move already blocked, or past
        # the draw limit, is over: the same checks as at any turn's start.
        state._start(player)
        state.effects = ()
    elif word == "take":
        state._take_due()
    return True


def arranged_text(white, black, hand, to_play, take, quiet, lang: str) -> str:
    """The position text of an ``arrange(...)`` call (each argument checked: NotationError names a bad one)."""
    cells = {p: "." for p in range(24)}
    for mark, arg, given in (("W", "white", white), ("B", "black", black)):
        names = given.split() if isinstance(given, str) else given
        for name in arranged_items(arg, names, lambda v: v.__class__ is str and v in INDEX, lang):
            cells[INDEX[name]] = mark
    text = "".join(cells[p] for p in TEXT_ORDER)
    hand = arranged_pair("hand", hand, PIECES, lang)
    to_play = arranged_int("to_play", to_play, 0, 1, lang)
    quiet = arranged_int("quiet", quiet, 0, 10_000, lang)
    if take.__class__ is not bool:
        raise arrange_error("take", take, lang)
    state = "take" if take else "play"
    return f"{text}|{hand[0]},{hand[1]}|{to_play}|{state}|{quiet}|/"
