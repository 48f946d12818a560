"""No reach-in: the pictures, the players, the analysis and the boards use a game's public names only.

Before the redesign (#20) the players read a Jacquet game's ``_courier`` and ``_opposite``, and the Marelle
picture its ``_point`` and ``_msg``.  A private name (one leading underscore) is now used only where it is
defined: a module's own, a class's own (through ``self`` or ``cls``), a game package's own modules among
themselves, and the ``core`` package's :class:`~jocari_edu.core.game.Game` on the games it loads.
"""

import ast
import pathlib

import jocari_edu

ROOT = pathlib.Path(jocari_edu.__file__).parent


def private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def package_of(path: pathlib.Path) -> tuple:
    """The subpackage a module belongs to (``("games", "senet")``, ``("players",)``; ``()`` at the top)."""
    return path.relative_to(ROOT).parent.parts


def imported_package(path: pathlib.Path, node: ast.ImportFrom) -> tuple | None:
    """The jocari_edu subpackage (or module's package) an ``import from`` reads (None: outside the package)."""
    if node.level:
        parts = list(package_of(path))
        parts = parts[: len(parts) - (node.level - 1)] if node.level > 1 else parts
        target = parts + (node.module.split(".") if node.module else [])
    elif node.module and node.module.split(".")[0] == "jocari_edu":
        target = node.module.split(".")[1:]
    else:
        return None
    where = ROOT.joinpath(*target)
    return tuple(target) if where.is_dir() else tuple(target[:-1])


def reach_ins(path: pathlib.Path, text: str | None = None) -> list[str]:
    found = []
    tree = ast.parse(path.read_text(encoding="utf-8") if text is None else text)
    home = package_of(path)
    inside_the_rules = home[:1] in (("core",), ("games",))  # the Game base class and the games themselves
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            source = imported_package(path, node)
            for alias in node.names:
                if source is not None and private(alias.name) and source != home:
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno} imports {alias.name} from {source}")
        elif isinstance(node, ast.Attribute) and private(node.attr) and not inside_the_rules:
            if not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} reads {ast.unparse(node)}")
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in ("getattr", "setattr", "hasattr") and len(node.args) > 1
              and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str)
              and private(node.args[1].value) and not inside_the_rules):
            found.append(f"{path.relative_to(ROOT)}:{node.lineno} {ast.unparse(node)}")
    return found


def test_no_layer_reads_another_modules_private_names():
    found = [line for path in sorted(ROOT.rglob("*.py")) for line in reach_ins(path)]
    assert found == []


def test_the_check_sees_a_reach_in():
    # the check itself: the old Jacquet players' reach into the game, and a private import across packages
    text = "from ..games.jacquet.rules import _without\n\ndef f(game):\n    return game._courier(0)\n"
    found = reach_ins(ROOT / "players" / "sample.py", text)
    assert len(found) == 2
    # the same lines in the game's own package are its own business
    assert reach_ins(ROOT / "games" / "jacquet" / "sample.py", text.replace("..games.jacquet.rules", ".rules")) == []
    assert "imports _without from ('games', 'jacquet')" in found[0] and "reads game._courier" in found[1]
