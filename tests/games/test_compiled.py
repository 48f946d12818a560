"""The kernels compiled by mypyc (tools/compile_kernels.py) play exactly as their pure Python source.

One copy of each rule: the compiled module is built from the very ``rules.py``
the pure one runs.  Each test imports both variants explicitly (the compiled
one as Python imports it, the pure one from the source file, under another
name) and plays the same seeded random games on both, comparing at every
position the legal actions, the throws and their chances, what a step did
(effects), the whole state and the result.  Where no compiler built the
modules (a machine without gcc), or where ``JOCARI_KERNELS=pure``, there is nothing compiled
to compare and the tests say so.
"""

import importlib
import importlib.util
import random
import sys
from pathlib import Path

import pytest

from jocari_edu.core import Rng
from jocari_edu.games.marelle.rule_sets import RULE_SETS as MARELLE_RULE_SETS
from jocari_edu.games.senet.rule_sets import OFF as SENET_OFF
from jocari_edu.games.senet.rule_sets import RULE_SETS as SENET_RULE_SETS

COMPILED = {
    "jacquet": ("jocari_edu.games.jacquet.rules", "JacquetState"),
    "doze_canes": ("jocari_edu.games.doze_canes.rules", "DozeCanesState"),
    "senet": ("jocari_edu.games.senet.rules", "SenetState"),
    "marelle": ("jocari_edu.games.marelle.rules", "MarelleState"),
}


def variants(game: str, cls: str | None = None):
    """(compiled kernel class, pure kernel class) of ``game`` (``cls``: another class of its kernel's group)."""
    name, cls = COMPILED[game][0], cls or COMPILED[game][1]
    compiled = importlib.import_module(name)
    if not compiled.__file__.endswith(".so"):
        pytest.skip(f"{name} is not compiled on this machine (tools/compile_kernels.py: no C compiler), or JOCARI_KERNELS=pure")
    folder, package = compiled.__file__.rsplit("/", 1)[0], name.rsplit(".", 1)[0]
    # the kernel's whole group from its sources (rules.py and its rules_*.py), each module standing in for its
    # compiled one while the next ones import it, in import order (the tables, rules.py, the modules built on it)
    text = (Path(folder) / "rules.py").read_text(encoding="utf-8")
    split = sorted(p.stem for p in Path(folder).glob("rules_*.py"))
    order = [m for m in split if f"from .{m} import" in text] + ["rules"] + [
        m for m in split if f"from .{m} import" not in text]
    saved = {m: sys.modules.get(f"{package}.{m}") for m in order}
    pure = {}
    try:
        for m in order:
            pure[m] = sys.modules[f"{package}.{m}"] = _from_source(f"{package}._pure_{m}", f"{folder}/{m}.py")
    finally:
        for m, module in saved.items():
            if module is None:
                sys.modules.pop(f"{package}.{m}")
            else:
                sys.modules[f"{package}.{m}"] = module
    for m, module in pure.items():  # what each pure module took from the group is the group's source
        assert not module.__file__.endswith(".so")
        taken = {v.__module__ for v in vars(module).values() if getattr(v, "__module__", "").startswith(package)
                 and v.__module__.rpartition(".")[2].removeprefix("_pure_") in order}
        assert all("._pure_" in t for t in taken), (m, taken)
    home = next(m for m in order if cls in vars(pure[m]))
    return getattr(importlib.import_module(f"{package}.{home}"), cls), getattr(pure[home], cls)


def senet_kernel(rule_set: str) -> str:
    """The kernel class that plays ``rule_set``: Piccione's split turn has its own."""
    return "SplitTurnState" if SENET_RULE_SETS[rule_set].turn == "split_steps" else "SenetState"


def _from_source(name: str, path: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def same_games(a, b, games: int, seed: int) -> int:
    """Play ``games`` seeded random games on the states ``a`` and ``b`` side by side; the positions compared."""
    choice = random.Random(seed).choice
    rng = Rng(seed)
    positions = 0
    for _ in range(games):
        x, y = a.clone(), b.clone()
        assert type(x) is type(a) and type(y) is type(b)
        while not x.is_terminal():
            assert not y.is_terminal()
            assert x.snapshot() == y.snapshot() and x.current_player() == y.current_player()
            assert x.is_chance_node() == y.is_chance_node() and x.chance_outcomes() == y.chance_outcomes()
            actions = x.legal_actions()
            assert actions == y.legal_actions()
            if x.is_chance_node():
                throw = x.sample_throw(rng)
                x.apply_throw(throw)
                y.apply_throw(throw)
            else:
                action = choice(actions)
                x.apply_action(action)
                y.apply_action(action)
                assert x.effects == y.effects
            positions += 1
        assert y.is_terminal() and x.snapshot() == y.snapshot()
        assert x.result() == y.result() and x.returns() == y.returns()
    return positions


def move_positions(x, y, seed: int = 7):
    """One seeded random game played on ``x`` and ``y`` side by side: yields (x, y) at every position where a
    move is due (the checks run there), then plays the same random move on both."""
    choice = random.Random(seed).choice
    rng = Rng(seed)
    while not x.is_terminal():
        if x.is_chance_node():
            throw = x.sample_throw(rng)
            x.apply_throw(throw)
            y.apply_throw(throw)
            continue
        yield x, y
        action = choice(x.legal_actions())
        x.apply_action(action)
        y.apply_action(action)


@pytest.mark.parametrize("bear_off", ["higher", "backgammon"])
def test_compiled_jacquet_plays_the_pure_kernels_games(bear_off):
    compiled, pure = variants("jacquet")
    options = {"bear_off": bear_off}
    assert same_games(compiled.new(None, options), pure.new(None, options), games=150, seed=24) > 20_000


def test_compiled_jacquet_turns_and_refusals_are_the_pure_ones():
    """Beyond play: the whole throw's analysis (turn_ends) and the reasons for refusals, at every move position."""
    compiled, pure = variants("jacquet")
    checked = 0
    for x, y in move_positions(compiled.new(None, {"bear_off": "higher"}), pure.new(None, {"bear_off": "higher"})):
        assert x.turn_ends() == y.turn_ends()
        for src in range(1, 25):
            for die in set(x.dice_left):
                assert x.step_reason(src, min(src + die, 25), die) == y.step_reason(src, min(src + die, 25), die)
                assert x.turn_reason(32 * die + src) == y.turn_reason(32 * die + src)
                assert x.refusal(32 * die + src) == y.refusal(32 * die + src)
        assert x.refusal(0) == y.refusal(0)  # the pass
        checked += 1
    assert checked > 50


def test_compiled_doze_canes_plays_the_pure_kernels_games():
    compiled, pure = variants("doze_canes")
    assert same_games(compiled.new(), pure.new(), games=2_000, seed=24) > 20_000


@pytest.mark.parametrize("rule_set", list(SENET_RULE_SETS))
def test_compiled_senet_plays_the_pure_kernels_games(rule_set):
    compiled, pure = variants("senet", senet_kernel(rule_set))
    assert same_games(compiled.new(rule_set, {}), pure.new(rule_set, {}), games=60, seed=24) > 10_000


@pytest.mark.parametrize("rule_set", list(SENET_RULE_SETS))
def test_compiled_senet_refusals_are_the_pure_ones(rule_set):
    """Beyond play: why each move is refused (the same rule predicates), at every move position of a game."""
    compiled, pure = variants("senet", senet_kernel(rule_set))
    checked = 0
    for x, y in move_positions(compiled.new(rule_set, {}), pure.new(rule_set, {})):
        for src in range(31):
            for dst in {src + x.throw, src - x.throw, src + 1, SENET_OFF, 0}:
                if 0 <= dst <= SENET_OFF:
                    assert x.refusal(32 * src + dst) == y.refusal(32 * src + dst)
        assert x.blocks(0) == y.blocks(0) and x.blocks(1) == y.blocks(1)
        checked += 1
    assert checked > 50


# every registered rule set, and the options no rule set has (a blocked player passes, no flying, no repetition rule)
MARELLE_OPTIONS = [
    *(r.options for r in MARELLE_RULE_SETS.values()),
    {**MARELLE_RULE_SETS["breyer"].options, "blocked": "passes", "flying": False, "repetition": 0, "quiet_moves": 200},
    {**MARELLE_RULE_SETS["modern"].options, "first": "black", "repetition": 2, "quiet_moves": 20},
]


@pytest.mark.parametrize("options", MARELLE_OPTIONS)
def test_compiled_marelle_plays_the_pure_kernels_games(options):
    compiled, pure = variants("marelle")
    assert same_games(compiled.new(None, options), pure.new(None, options), games=200, seed=24) > 10_000


def test_compiled_marelle_refusals_are_the_pure_ones():
    """Beyond play: why each action is refused (the same rule functions), at every move position of a game."""
    compiled, pure = variants("marelle")
    options = MARELLE_RULE_SETS["breyer"].options
    checked = 0
    for x, y in move_positions(compiled.new(None, options), pure.new(None, options)):
        for action in range(625):  # every placement, take, step or flight, and the pass
            assert x.refusal(action) == y.refusal(action)
        checked += 1
    assert checked > 50
