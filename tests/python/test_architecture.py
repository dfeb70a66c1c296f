"""The shape of the package, pinned: no import cycles inside flymemory (lazy imports in
functions count too; only `if TYPE_CHECKING:` blocks are left out), and MCP tools never
reach for the store: they call a service."""

from __future__ import annotations

import ast
import pkgutil
import subprocess
import sys
from pathlib import Path

import flymemory

PACKAGE_DIR = Path(flymemory.__file__).parent


def _module_files() -> dict[str, Path]:
    files = {}
    for path in PACKAGE_DIR.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE_DIR.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        files[".".join(parts)] = path
    return files


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(module: str, path: Path, known: set[str]) -> set[str]:
    """Every flymemory module `module` imports at run time, at any depth of its code."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            # `from pkg import mod` imports the submodule when there is one
            names = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]
        else:
            names = []
        for name in names:
            while name and name not in known:
                name = name.rpartition(".")[0]
            if name and name != module:
                found.add(name)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return found


def _import_graph() -> dict[str, set[str]]:
    files = _module_files()
    known = set(files)
    graph = {m: _imports(m, p, known) for m, p in files.items()}
    for m in known:  # importing a.b.c runs a/__init__ and a/b/__init__ first; a parent is not a dependency cycle
        graph[m] = {d for d in graph[m] if not m.startswith(d + ".")}
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def walk(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for dep in sorted(graph.get(node, ())):
            if state.get(dep) == 1:
                return stack[stack.index(dep):] + [dep]
            if dep not in state and (found := walk(dep)):
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := walk(node)):
            return found
    return None


def test_every_module_imports_on_its_own():
    """Each module imported first, with no other flymemory module loaded: an order-dependent
    cycle (a partially initialised module) fails here."""
    script = (
        "import importlib, sys\n"
        "for name in sys.argv[1:]:\n"
        "    for loaded in [m for m in sys.modules if m == 'flymemory' or m.startswith('flymemory.')]:\n"
        "        del sys.modules[loaded]\n"
        "    importlib.import_module(name)\n")
    names = [i.name for i in pkgutil.walk_packages(flymemory.__path__, "flymemory.") if not i.name.endswith("__main__")]
    proc = subprocess.run([sys.executable, "-c", script, *names], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr


def test_there_is_no_import_cycle_inside_flymemory():
    cycle = _cycle(_import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_the_cycle_check_sees_a_cycle_made_by_a_lazy_import():
    graph = _import_graph()
    graph["flymemory.errors"] = graph["flymemory.errors"] | {"flymemory.memory"}  # what a lazy import would add
    assert _cycle(graph) is not None


def test_the_leaf_modules_import_nothing_of_flymemory_but_the_per_text_cache():
    """docs/ARCHITECTURE.md's leaf: every layer can use them (numerals is read by dedup and the classifier, and
    keeps its readings in flymemory.per_text, which imports nothing of flymemory)."""
    graph = _import_graph()
    assert graph["flymemory.per_text"] == set()
    for leaf in ("errors", "model", "constants", "embedder_specs", "numerals"):
        assert graph[f"flymemory.{leaf}"] <= {"flymemory.per_text"}, leaf


def test_mcp_tools_never_import_the_store():
    graph = _import_graph()
    tools = [m for m in graph if m.startswith("flymemory.mcp.tools.")]
    assert {m.rpartition(".")[2] for m in tools} >= {"writes", "reads", "lineage", "maintenance", "knowledge",
                                                     "portability"}
    for module in tools:
        direct = {d for d in graph[module] if d == "flymemory.store" or d.startswith("flymemory.store.")}
        assert not direct, f"{module} imports {sorted(direct)}: tools call a service, never the store"


def test_mcp_tools_never_open_a_transaction_or_query_the_store():
    for path in (PACKAGE_DIR / "mcp" / "tools").glob("*.py"):
        source = path.read_text(encoding="utf-8")
        for forbidden in (".store.", ".store)", "transaction("):
            assert forbidden not in source, f"{path.name} uses `{forbidden}`: move that into a service method"


def test_a_function_over_80_lines_says_why_in_its_docstring():
    for path in PACKAGE_DIR.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.end_lineno - node.lineno >= 80:
                reason = (ast.get_docstring(node) or "").lower()
                size = node.end_lineno - node.lineno + 1
                assert "long" in reason, f"{path.name}:{node.lineno} {node.name} is {size} lines; split it or say " \
                    "in its docstring why it is long"
