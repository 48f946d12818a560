"""The package's layering, read from its own imports: arrows point down, no circle.

Every ``import`` in ``jocari_edu`` counts, at module level or inside a function:
none runs up.  The rules draw no picture: :mod:`jocari_edu.render` hands its
``draw`` to :meth:`jocari_edu.core.Game.svg` when it is imported.
"""

import ast
import pathlib

import jocari_edu

ROOT = pathlib.Path(jocari_edu.__file__).parent
PACKAGE = "jocari_edu"

# what each layer must never import (a layer is a subpackage or a top module)
FORBIDDEN = {
    "core": {"games", "render", "widgets", "players", "analysis", "teaching"},
    "games": {"render", "widgets", "players", "analysis", "teaching"},
    "render": {"widgets", "players", "analysis", "teaching"},
    # the players never ask the analysis (the exact Doze canes solver lives with the rules);
    # the analysis (the lab, simulations) asks the players
    "players": {"render", "widgets", "analysis", "teaching"},
    "analysis": {"widgets", "teaching"},
}


def module_name(path: pathlib.Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in sorted(ROOT.rglob("*.py"))}


def resolve(module: str, node: ast.ImportFrom | ast.Import) -> list[str]:
    """The jocari_edu modules an import statement loads."""
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    else:
        is_package = MODULES[module].name == "__init__.py"
        base = module.split(".") if is_package else module.split(".")[:-1]
        if node.level:
            base = base[: len(base) - (node.level - 1)]
            target = ".".join(base + ([node.module] if node.module else []))
        else:
            target = node.module
        # ``from . import keys`` loads the submodule keys
        names = [f"{target}.{a.name}" if f"{target}.{a.name}" in MODULES else target for a in node.names]
    found = []
    for name in names:
        while name and name not in MODULES:
            name = name.rpartition(".")[0]
        if name.startswith(PACKAGE) and name != module:
            found.append(name)
    return found


def imports(module: str) -> list[tuple[str, str | None]]:
    """(imported module, enclosing function or None) for every import in ``module``."""
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    found = []

    def visit(node, function):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                visit(child, child.name)
            elif isinstance(child, (ast.Import, ast.ImportFrom)):
                found.extend((target, function) for target in resolve(module, child))
            else:
                visit(child, function)

    visit(tree, None)
    return found


def graph() -> dict[str, set[str]]:
    edges = {m: set() for m in MODULES}
    for module in MODULES:
        for target, _ in imports(module):
            edges[module].add(target)
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def strong(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in edges[v]:
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in edges:
        if v not in index:
            strong(v)
    return found


def layer(module: str) -> str:
    return module.split(".")[1] if "." in module else ""


def test_the_reader_sees_the_imports_it_must_judge():
    # the checks below are only as good as the import reader: it must see a
    # module-level import, a relative import of a submodule and a function-level one
    assert ("jocari_edu.games.marelle", None) in imports("jocari_edu.render.marelle")
    assert ("jocari_edu.render.keys", None) in imports("jocari_edu.render.senet")
    assert ("jocari_edu.core.game", None) in imports("jocari_edu.render")
    assert ("jocari_edu.analysis", "odds_text") in imports("jocari_edu.widgets.review")
    # and the circle finder finds a circle
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_import_circle_in_the_package():
    assert cycles(graph()) == []


def test_the_rules_draw_with_the_pictures_they_never_import():
    from jocari_edu import new_game
    from jocari_edu.core.game import PICTURES
    from jocari_edu.render import draw

    assert PICTURES == [draw]  # handed over by jocari_edu.render, which ``import jocari_edu`` imports
    game = new_game("senet", seed=1)
    assert game.svg() == draw(game) and game._repr_svg_() == draw(game)


def upward(edges: dict[str, set[str]]) -> list[tuple[str, str]]:
    """The imports of ``edges`` that reach a layer their module's layer must never import."""
    return sorted(
        (module, target)
        for module, targets in edges.items()
        for target in targets
        if layer(target) in FORBIDDEN.get(layer(module), ())
    )


def test_each_layer_imports_only_what_lies_below_it():
    assert upward(graph()) == []


def test_players_and_analysis_are_two_layers():
    # the check above would see a player asking the analysis (as the perfect Doze canes player once
    # did), while the analysis may ask the players (the lab plays them)
    edges = {"jocari_edu.players.doze_canes": {"jocari_edu.analysis.doze_canes", "jocari_edu.games.doze_canes"},
             "jocari_edu.analysis.lab": {"jocari_edu.players.levels"}}
    assert upward(edges) == [("jocari_edu.players.doze_canes", "jocari_edu.analysis.doze_canes")]
    # and no player module imports the analysis, at module level or inside a function
    assert [(m, t) for m in MODULES if layer(m) == "players" for t, _ in imports(m) if layer(t) == "analysis"] == []


def test_the_core_knows_no_game_and_no_board():
    # no import the reader cannot see (by a name in a string) ...
    for path in (ROOT / "core").glob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert "import_module" not in source and "__import__" not in source, path.name
    # ... and the words of the boards (clicks, squares of a picture) are not the core's
    text = (ROOT / "core" / "game.py").read_text(encoding="utf-8")
    assert "data-square" not in text and "def ui_" not in text
