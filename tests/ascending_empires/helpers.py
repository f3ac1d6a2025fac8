"""Setting up Ascending Empires positions directly for rule scenarios."""

from __future__ import annotations

import functools
import shutil

from game.ascending_empires.rules.actions import EndMove, EndTurn, Launch
from game.ascending_empires.rules.setup import new_game
from game.ascending_empires import GAME
from game.core.content.loader import BUILTIN_CONTENT, load_content
from game.core.content.service import load_game_content

CENTRE = (400.0, 400.0)  # open space: no orbit ring comes within 100 units of it


@functools.lru_cache(maxsize=1)
def content():
    result = load_game_content("ascending_empires")
    assert result.ok, "\n".join(map(str, result.errors))
    return result.content


def modded_placard(tmp_path, old: str, new: str):
    """The built-in content with one ability of the placard replaced (as a modder would edit it)."""
    root = tmp_path / "content"
    shutil.copytree(BUILTIN_CONTENT / "ascending_empires", root / "ascending_empires")
    path = root / "ascending_empires" / "technology.yaml"
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new))
    result = load_content(GAME.content_spec, root)
    assert result.ok, "\n".join(map(str, result.errors))
    return result.content


def blank(players: int = 2, seed: int = 3, content_=None):
    """A fresh game with no ship on the board, player 0 to act."""
    state = new_game(content_ or content(), players, seed)
    for ship in list(state.ships):
        state.players[ship["owner"]]["ships"] += 1
        state.ships.remove(ship)
    state.current = 0
    return state


def put_ship(state, owner: int, x: float, y: float, battleship: bool = False) -> str:
    ship_id = f"s{state.next_ship}"
    state.next_ship += 1
    state.ships.append({"id": ship_id, "owner": owner, "x": float(x), "y": float(y), "battleship": battleship})
    player = state.players[owner]
    if battleship:
        player["battleship"] = "board"
    elif player["ships"] > 0:
        player["ships"] -= 1
    else:
        player["box_ships"] -= 1
    return ship_id


def in_orbit_spot(state, disc_id: str, angle: float, battleship: bool = False) -> tuple[float, float]:
    """A point touching the orbit ring of a disc, in the direction `angle` (radians)."""
    import math

    disc = state.disc(disc_id)
    reach = disc["radius"] + state.content.board.orbit_ring_width / 2 + state.content.physics.radius(battleship)
    return (disc["x"] + reach * math.cos(angle), disc["y"] + reach * math.sin(angle))


def occupy(state, disc_id: str, owner: int, troop=0, colony=0, city=0, facility=0, colour=None):
    disc = state.disc(disc_id)
    player = state.players[owner]
    disc["face_up"] = True
    if colour is not None:
        disc["kind"], disc["colour"] = "planet", colour
    for kind, count in (("troop", troop), ("colony", colony), ("city", city), ("facility", facility)):
        disc["items"][kind] = count
    player["troops"] -= troop
    player["colonies"] -= colony
    player["cities"] -= city
    player["facilities"] -= facility
    disc["occupant"] = owner if troop + colony + city + facility else None
    return disc


def planets(state, colour=None, kind="planet") -> list[str]:
    return [d["id"] for d in state.discs if d["kind"] == kind and (colour is None or d["colour"] == colour)]


def home(state, player: int) -> str:
    return next(d["id"] for d in state.discs if d["kind"] == "homeworld" and d["owner"] == player)


def move_then_attack(state, player: int = 0) -> list:
    """A Move that changes nothing near the fight (a launch at the homeworld), then the attacks."""
    home_id = home(state, player)
    state.disc(home_id)["items"]["troop"] += 1
    if state.players[player]["ships"] == 0:
        state.players[player]["ships"] = 1
        state.players[player]["box_ships"] -= 1
    events = state.apply(player, Launch(home_id))
    if state.phase == "move":
        events += state.apply(player, EndMove())
    if state.phase == "scan":
        events += state.apply(player, EndTurn())
    return events


def kinds(events) -> list[str]:
    return [e.kind for e in events]
