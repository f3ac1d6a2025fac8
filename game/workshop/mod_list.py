"""Every installed mod as the Mods screen and `--mods` show it: name, version, description, the
games it changes, its folder, switched on or off, OK or its problems (file:line:col, in plain
words), what it needs and which mods need it.

A problem belongs to a mod when it is located in the mod's folder (its mod.yaml or one of its
game files); problems a mod causes in the built-in files (a reference to an item it removed) are
kept per game in `ModList.other_problems`."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from game.core.content.loader import REPO_ROOT
from game.core.content.mods import Mod, scan_mods
from game.core.content.worker import load_isolated
from game.core.registry import game_ids, module_of


@dataclass(frozen=True)
class ModStatus:
    id: str
    name: str
    version: str
    description: str
    folder: Path
    games: tuple[str, ...]  # the games it changes: its folders named after a game
    enabled: bool
    from_command_line: bool = False  # named with --mod: always on
    depends: tuple[str, ...] = ()
    dependents: tuple[str, ...] = ()  # installed mods that need this one
    problems: tuple[str, ...] = ()
    warnings: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def state(self) -> str:
        """"switched off", "OK" or "3 problems", as a list shows it."""
        if not self.enabled:
            return "switched off"
        if self.ok:
            return "OK"
        return f"{len(self.problems)} problem{'' if len(self.problems) == 1 else 's'}"


@dataclass
class ModList:
    mods: list[ModStatus]
    other_problems: dict = field(default_factory=dict)  # game id -> problems located in no mod's folder


def _inside(file: str, folder: Path) -> bool:
    path = Path(file)
    if not path.is_absolute():
        path = REPO_ROOT / path
    try:
        path.parent.resolve().joinpath(path.name).relative_to(Path(folder).resolve())
    except (ValueError, OSError, RuntimeError):
        return False
    return True


def _games_of(folder: Path) -> tuple[str, ...]:
    return tuple(g for g in game_ids() if (Path(folder) / g).is_dir())


def _file_of(problem) -> str:
    position = getattr(problem, "position", None)
    return position.file if position is not None else ""


def load_results(games, content_root=None, mod_dirs=(), user_mods_dir=None, disabled=()) -> dict:
    """{game id: its problems} with the mods as the app loads them, each game in a process of its own."""
    def one(game_id):
        result = load_isolated(game_id, module_of(game_id), content_root, mod_dirs, user_mods_dir, game_ids(),
                               disabled=disabled)
        return game_id, list(result.errors)

    games = list(games)
    with ThreadPoolExecutor(max_workers=max(1, len(games))) as pool:
        return dict(pool.map(one, games))


def list_mods(user_mods_dir: Path | None, extra_dirs=(), disabled=(), results: dict | None = None,
              load: Callable | None = None) -> ModList:
    """Every mod in the user mods folder (switched off ones too) and the folders named with --mod.
    `results`: {game id: problems} of games already loaded with these mods (the catalogue's);
    games not in it are loaded with `load(games) -> results` (default: load_results)."""
    extra = [Path(d) for d in extra_dirs]
    scan = scan_mods(user_mods_dir, extra, game_ids(), disabled)
    results = dict(results or {})
    folders = sorted({p for p, _ in scan.problems} | {m.path for m in scan.mods}, key=lambda p: str(p))
    wanted = sorted({g for folder in folders for g in _games_of(folder)} - set(results))
    if wanted:
        results.update((load or (lambda games: load_results(games, None, extra, user_mods_dir, disabled)))(wanted))
    known: dict[Path, Mod | None] = {m.path: m for m in scan.mods}
    for folder, _ in scan.problems:
        known.setdefault(folder, None)
    everyone = [m for m in known.values() if m is not None] + [m for _, m in scan.switched_off if m is not None]
    needed_by: dict[str, list[str]] = {}
    for mod in everyone:
        for dep in mod.depends:
            needed_by.setdefault(dep, []).append(mod.id)
    placed: set[int] = set()

    def status(folder: Path, mod: Mod | None, enabled: bool) -> ModStatus:
        own = [str(e) for f, e in scan.problems if f == folder]
        if enabled:
            for problems in results.values():
                for problem in problems:
                    if _inside(_file_of(problem), folder) and str(problem) not in own:
                        own.append(str(problem))
                        placed.add(id(problem))
        warnings = [str(w) for w in scan.warnings if _inside(_file_of(w), folder)]
        mod_id = mod.id if mod is not None else folder.name
        return ModStatus(mod_id, mod.name if mod else folder.name, mod.version if mod else "",
                         mod.description if mod else "", folder, _games_of(folder), enabled,
                         folder in extra, mod.depends if mod else (), tuple(sorted(needed_by.get(mod_id, ()))),
                         tuple(own if enabled else ()), tuple(warnings))

    mods = [status(folder, mod, True) for folder, mod in known.items()]
    mods += [status(folder, mod, False) for folder, mod in scan.switched_off]
    mods.sort(key=lambda m: (m.id, str(m.folder)))
    shown_once = {str(e) for _, e in scan.problems}
    other = {game: [str(p) for p in problems if id(p) not in placed and str(p) not in shown_once]
             for game, problems in results.items()}
    return ModList(mods, {game: problems for game, problems in other.items() if problems})


def describe(mods: ModList) -> str:
    """The list as `--mods` prints it, one mod a paragraph."""
    if not mods.mods:
        return "no mods installed"
    blocks = []
    for mod in mods.mods:
        head = f"{mod.id} {mod.version}".strip() + (f" ({mod.name})" if mod.name != mod.id else "")
        lines = [f"{head}: {mod.state}" + (" (named with --mod)" if mod.from_command_line else "")]
        if mod.description:
            lines.append(f"  {mod.description}")
        lines.append(f"  folder: {mod.folder}")
        lines.append(f"  changes: {', '.join(mod.games) or 'no game'}")
        if mod.depends:
            lines.append(f"  needs: {', '.join(mod.depends)}")
        if mod.dependents:
            lines.append(f"  needed by: {', '.join(mod.dependents)}")
        lines += [f"  {problem}" for problem in mod.problems + mod.warnings]
        blocks.append("\n".join(lines))
    for game, problems in sorted(mods.other_problems.items()):
        blocks.append("\n".join([f"{game}: problems outside the mods' folders"] + [f"  {p}" for p in problems]))
    return "\n\n".join(blocks)
