"""The import graph of a source tree, read with `ast` (nothing is imported), and the layering
rules of DESIGN.md checked on it.

Each module of the tree is a node; an edge says a module imports another, with whether the import
runs when the module is imported (module level, including under `if` or `try`) or only later
(inside a function). Importing `a.b.c` also imports the packages `a` and `a.b`, and those are
followed too. Modules outside the tree (pygame, pymunk, the standard library) are leaves."""

from __future__ import annotations

import ast
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class ImportGraph:
    modules: dict[str, Path] = field(default_factory=dict)  # module name -> file
    packages: set[str] = field(default_factory=set)
    edges: dict[str, list[tuple[str, bool, int]]] = field(default_factory=dict)  # -> (target, at import time, line)

    def targets(self, module: str, import_time_only: bool) -> list[tuple[str, int]]:
        found = []
        for target, at_import, line in self.edges.get(module, ()):
            if at_import or not import_time_only:
                found.append((target, line))
        return found

    def path(self, start: str, is_offender, import_time_only: bool = False) -> list[str] | None:
        """The shortest import chain from `start` to a module `is_offender(name)` accepts, as
        ["importer:line", ..., offender], or None. Only modules of the tree are followed through."""
        seen = {start: None}
        queue = deque([start])
        while queue:
            module = queue.popleft()
            for target, line in self.targets(module, import_time_only):
                for name in _with_parents(target):
                    if name in seen:
                        continue
                    seen[name] = (module, line)
                    if is_offender(name):
                        return self._chain(seen, name)
                    if name in self.modules:
                        queue.append(name)
        return None

    def _chain(self, seen, end: str) -> list[str]:
        chain, name = [end], end
        while seen[name] is not None:
            importer, line = seen[name]
            chain.append(f"{importer}:{line}")
            name = importer
        return list(reversed(chain))


def _with_parents(name: str) -> list[str]:
    parts = name.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts) + 1)]


def module_name(root: Path, path: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def build(root: Path, top: str = "game") -> ImportGraph:
    """The graph of every module under root/top."""
    graph = ImportGraph()
    for path in sorted((root / top).rglob("*.py")):
        name = module_name(root, path)
        graph.modules[name] = path
        if path.name == "__init__.py":
            graph.packages.add(name)
    for name, path in graph.modules.items():
        package = name if name in graph.packages else name.rpartition(".")[0]
        graph.edges[name] = list(_imports(ast.parse(path.read_text(), str(path)), package, graph))
    return graph


def _imports(tree: ast.Module, package: str, graph: ImportGraph):
    """(target, at import time, line) for every import statement in a module."""
    def visit(node, at_import: bool):
        for child in ast.iter_child_nodes(node):
            inside = at_import and not isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            if isinstance(child, ast.Import):
                for alias in child.names:
                    yield alias.name, inside, child.lineno
            elif isinstance(child, ast.ImportFrom):
                base = _absolute(child, package)
                yield base, inside, child.lineno
                for alias in child.names:  # `from pkg import module` imports the module
                    if f"{base}.{alias.name}" in graph.modules:
                        yield f"{base}.{alias.name}", inside, child.lineno
            yield from visit(child, inside)

    yield from visit(tree, True)


def _absolute(node: ast.ImportFrom, package: str) -> str:
    if not node.level:
        return node.module or ""
    parts = package.split(".")
    base = parts[:len(parts) - node.level + 1]
    return ".".join(base + ([node.module] if node.module else []))


# --- the layering rules of DESIGN.md ------------------------------------------------------------

def _is(prefix: str):
    return lambda name: name == prefix or name.startswith(prefix + ".")


def _is_scenes(name: str) -> bool:
    return "scenes" in name.split(".")


def layering_problems(graph: ImportGraph, game_packages: list[str]) -> list[str]:
    """Every broken layering rule, each with the import chain that breaks it."""
    problems = []

    def check(modules, is_offender, rule: str, import_time_only: bool = False):
        for module in modules:
            chain = graph.path(module, is_offender, import_time_only)
            if chain:
                problems.append(f"{rule}: " + " -> ".join(chain))

    core = [m for m in graph.modules if _is("game.core")(m)]
    rules = [m for m in graph.modules if "rules" in m.split(".")[2:3]]
    physics = [m for m in graph.modules if "physics" in m.split(".")[2:3]]
    gui = lambda name: _is("game.ui")(name) or _is_scenes(name)  # noqa: E731
    toolkits = lambda name: _is("pygame")(name) or _is("pymunk")(name)  # noqa: E731
    check(core, lambda n: any(_is(p)(n) for p in game_packages), "game/core imports a game package at import time",
          import_time_only=True)
    check(core, gui, "game/core imports the UI")
    check(core, toolkits, "game/core imports pygame or pymunk")
    check(rules, toolkits, "a rules module imports pygame or pymunk at import time", import_time_only=True)
    for module in rules:  # a bot may aim with the physics when it searches a flick, never import it itself
        problems += [f"a rules module imports {target}: {module}:{line}"
                     for target, _, line in graph.edges[module] if toolkits(target)]
    check(rules, gui, "a rules module imports the UI or a scenes module")
    check(physics + rules, _is("pygame"), "physics or rules import pygame")
    return problems


def random_module_users(graph: ImportGraph) -> list[str]:
    """Modules that import the standard `random` module (every draw goes through a seeded Rng)."""
    return [f"{name}:{line}" for name in graph.modules
            for target, _, line in graph.edges[name] if target == "random"]


# --- import cycles ---------------------------------------------------------------------------------

def import_cycles(graph: ImportGraph, prefix: str) -> list[list[str]]:
    """Modules under `prefix` that import each other, directly or through other modules under it,
    counting imports inside functions too: each group (a strongly connected part of the graph) is
    sorted, groups in order. A module importing its own package's `__init__` is no cycle."""
    inside = _is(prefix)
    nodes = sorted(m for m in graph.modules if inside(m) and m not in graph.packages)
    edges = {m: sorted({t for t, _, _ in graph.edges[m] if t in graph.modules and t not in graph.packages
                        and inside(t)}) for m in nodes}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups = []

    def visit(module: str) -> None:  # Tarjan's algorithm
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for target in edges[module]:
            if target not in index:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in on_stack:
                low[module] = min(low[module], index[target])
        if low[module] == index[module]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == module:
                    break
            if len(group) > 1 or module in edges[module]:
                groups.append(sorted(group))

    for module in nodes:
        if module not in index:
            visit(module)
    return sorted(groups)
