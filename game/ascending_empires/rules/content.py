"""The content schema of Ascending Empires: colours, setups, rules numbers, the technology
placard and variants (ours), plus the board and physics sections (the physics package's)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.core.content.errors import shown
from game.core.content.loader import Collection, ContentSpec, Single
from game.core.content.schema import Custom, Enum, Int, ListOf, MapOf, Record, Ref, Str, optional

from game.core.tutorial.script import tips_schema, tutorial_schema

from ..physics import content as physics_content
from . import abilities as ab
from .abilities import VOCABULARY
from .tutorial import RULES as TUTORIAL_RULES

# Effects that happen once; every other effect is a lasting `passive` rule change.
ONCE_EFFECTS = (ab.Battleship, ab.GainFromBox, ab.GainVp)

COLOUR_IDS_BUILT_IN = ("orange", "grey", "purple", "brown")


@dataclass(frozen=True)
class Colour:
    id: str
    name: str
    hex: str


@dataclass(frozen=True)
class QuadrantGroup:
    planets: dict  # colour id -> count
    asteroids: int


@dataclass(frozen=True)
class Setup:
    id: str
    players: int
    vp_pool: int
    corners: tuple  # "homeworld" | "asteroid" per corner
    quadrants: tuple  # QuadrantGroup per quadrant


@dataclass(frozen=True)
class Technology:
    id: str
    colour: str
    level: int
    name: str
    text: str
    abilities: tuple


@dataclass(frozen=True)
class RowBonus:
    id: str
    level: int
    name: str
    text: str
    abilities: tuple


@dataclass(frozen=True)
class Variant:
    id: str
    name: str
    text: str
    vp_pool: int | None = None
    excludes: tuple = ()  # variants it cannot be played with (either side may say so)
    group: str = ""  # variants of one group exclude each other (New game shows them as one choice)


@dataclass(frozen=True)
class RulesNumbers:
    starting_troops: int
    starting_ships: int
    box_troops: int
    box_ships: int
    colonies: int
    cities: int
    facilities: int
    item_limit: int
    movement_points: int
    recruit_limit: int
    facility_troops: int
    defence: dict
    ship_kill: int
    battleship_kill: int
    battleship_strength: int
    ship_vp: int
    battleship_vp: int
    item_vp: int
    mining: dict
    score_planet: int
    score_colony: int
    score_city: int
    quadrant_bonus: dict


_ABILITIES = ListOf(VOCABULARY.ability_schema())
_SMALL = Int(0, 9)  # points and strengths printed on the board: one digit


def _hex_colour(value, ctx, path, pos):
    if isinstance(value, str) and re.fullmatch(r"#[0-9a-fA-F]{6}", value):
        return value
    return ctx.error(pos, path, f"expected a colour written #rrggbb (such as \"#e8842c\"), got {shown(value)}")


COLOUR = Record({"id": Str(), "name": Str(),
                 "hex": Custom(_hex_colour, "a colour written #rrggbb",
                               {"type": "string", "pattern": "^#[0-9a-fA-F]{6}$"})},
                Colour, "colour")
# Discs per quadrant: a quadrant has seven holes (checked against the board below).
QUADRANT = Record({"planets": MapOf(Str(), Int(0, 7)), "asteroids": Int(0, 7)}, QuadrantGroup, "quadrant group")
VP_POOL = Int(1, 200)
SETUP = Record({"id": Str(), "players": Int(2, 4), "vp_pool": VP_POOL,
                "corners": ListOf(Enum("homeworld", "asteroid"), 4, 4),
                "quadrants": ListOf(QUADRANT, 4, 4)}, Setup, "setup")
TECHNOLOGY = Record({"id": Str(), "colour": Ref("colours"), "level": Int(1, 3), "name": Str(), "text": Str(),
                     "abilities": _ABILITIES}, Technology, "technology")
ROW_BONUS = Record({"id": Str(), "level": Int(1, 3), "name": Str(), "text": Str(), "abilities": _ABILITIES},
                   RowBonus, "row bonus")
VARIANT = Record({"id": Str(), "name": Str(), "text": Str(), "vp_pool": optional(VP_POOL),
                  "excludes": optional(ListOf(Ref("variants")), ()),
                  "group": optional(Str(), "", doc="variants sharing a group are one choice: at most one is on")},
                 Variant, "variant")
RULES = Record({
    "starting_troops": Int(0, 20), "starting_ships": Int(1, 10), "box_troops": Int(0, 30), "box_ships": Int(0, 30),
    "colonies": Int(0, 12), "cities": Int(0, 12), "facilities": Int(0, 20), "item_limit": Int(1, 9),
    "movement_points": Int(1, 9), "recruit_limit": Int(1, 9), "facility_troops": Int(1, 3),
    "defence": MapOf(Enum("troop", "colony", "city", "facility"), _SMALL),
    "ship_kill": Int(1, 9), "battleship_kill": Int(1, 9), "battleship_strength": Int(1, 9),
    "ship_vp": _SMALL, "battleship_vp": _SMALL, "item_vp": _SMALL,
    "mining": MapOf(Int(1, 3), _SMALL, min_items=1), "score_planet": _SMALL, "score_colony": _SMALL,
    "score_city": _SMALL, "quadrant_bonus": MapOf(Int(1, 4), Int(0, 30))}, RulesNumbers, "rules numbers")


def _ships_in_orbit(board, physics) -> int:
    """How many starships fit in orbit of a homeworld at the start, in the tightest corner, with
    every hole filled: the place setup finds for each starting ship."""
    from ..physics.bodies import DiscBody, ShipBody
    from ..physics.geometry import place_in_orbit

    hole_radius = max(board.planet_radius, board.asteroid_radius)
    discs = [DiscBody(h.id, "planet", h.x, h.y, hole_radius) for h in board.holes()]
    discs += [DiscBody(c.id, "homeworld", c.x, c.y, board.homeworld_radius) for c in board.corners]
    fewest = None
    for home in discs[-len(board.corners):]:
        ships = []
        while len(ships) < 36:  # place_in_orbit tries 36 angles: no more ever fit
            spot = place_in_orbit(home, discs, ships, physics, board)
            if spot is None:
                break
            ships.append(ShipBody(f"s{len(ships)}", 0, *spot))
        fewest = len(ships) if fewest is None else min(fewest, len(ships))
    return fewest or 0


def _finish(built: dict, ctx, origins) -> None:
    """Cross-checks the schema alone cannot make."""
    colours = {c.id for c in built.get("colours", ())}

    def where(section, item_id):
        return origins.get((section, item_id), (None, section))

    techs = {(t.colour, t.level): t for t in built.get("technologies", ())}
    for colour in sorted(colours):
        for level in (1, 2, 3):
            if (colour, level) not in techs:
                pos, path = where("colours", colour)
                ctx.error(pos, path, f"colour {colour!r} has no level {level} technology")
    seen = set()
    for tech in built.get("technologies", ()):
        key = (tech.colour, tech.level)
        if key in seen:
            pos, path = where("technologies", tech.id)
            ctx.error(pos, path, f"two technologies for {tech.colour} level {tech.level}")
        seen.add(key)
    for section in ("technologies", "row_bonuses"):
        for item in built.get(section, ()):
            for index, ability in enumerate(item.abilities):
                once = isinstance(ability.effect, ONCE_EFFECTS)
                if section == "row_bonuses" and ability.when != "on_develop":
                    pos, path = where(section, item.id)
                    ctx.error(pos, f"{path}.abilities[{index}].when", "a row bonus happens once: use on_develop")
                elif once != (ability.when == "on_develop"):
                    pos, path = where(section, item.id)
                    need = "on_develop" if once else "passive"
                    ctx.error(pos, f"{path}.abilities[{index}].when",
                              f"{ability.effect.vocabulary_name} needs when: {need}")
    levels = sorted(r.level for r in built.get("row_bonuses", ()))
    if len(levels) != len(set(levels)):
        pos, path = where("row_bonuses", None)
        ctx.error(pos, "row_bonuses", "two bonuses for the same row")
    counts = [s.players for s in built.get("setups", ())]
    for players in (2, 3, 4):
        if counts.count(players) != 1:
            pos = next(iter(origins.values()))[0] if origins else None
            ctx.error(pos, "setups", f"expected exactly one setup for {players} players")
    for setup in built.get("setups", ()):
        pos, path = where("setups", setup.id)
        if setup.corners.count("homeworld") != setup.players:
            ctx.error(pos, path, f"{setup.players} players need {setup.players} homeworld corners")
        for index, group in enumerate(setup.quadrants):
            for colour in group.planets:
                if colour not in colours:
                    ctx.error(pos, f"{path}.quadrants[{index}]", f"unknown colour {colour!r}")
    board, physics, rules = built.get("board"), built.get("physics"), built.get("rules")
    if rules is not None and rules.facility_troops > rules.item_limit:
        ctx.error(*where("rules", "facility_troops"), f"a Research Facility costs {rules.facility_troops} troops but a planet "
                  f"holds only {rules.item_limit} items (item_limit): no facility could ever be built")
    if rules is not None and board is not None and physics is not None:
        room = _ships_in_orbit(board, physics)
        if rules.starting_ships > room:
            ctx.error(*where("rules", "starting_ships"), f"{rules.starting_ships} starting ships do not fit in orbit of a "
                      f"homeworld; at most {room} do on this board")
    if board is not None:
        for setup in built.get("setups", ()):
            for index, group in enumerate(setup.quadrants):
                count = sum(group.planets.values()) + group.asteroids
                if index < len(board.quadrants) and count > len(board.quadrants[index].holes):
                    pos, path = where("setups", setup.id)
                    ctx.error(pos, f"{path}.quadrants[{index}]",
                              f"{count} discs do not fit the {len(board.quadrants[index].holes)} holes")


def _verify(content) -> list:
    """The tutorial's script played through the rules (content/ascending_empires/tutorial.yaml)."""
    from game.core.tutorial.line import script_problems

    from .setup import new_state

    return script_problems(new_state, content, "ascending_empires", TUTORIAL_RULES)


CONTENT_SPEC = ContentSpec(
    game_id="ascending_empires",
    sections={
        "colours": Collection(COLOUR, min_items=1, max_items=6),
        "setups": Collection(SETUP, min_items=3, max_items=3),
        "rules": Single(RULES),
        "technologies": Collection(TECHNOLOGY, min_items=3, max_items=18),
        "row_bonuses": Collection(ROW_BONUS, max_items=3),
        "variants": Collection(VARIANT, max_items=20),
        "board": Single(physics_content.board_record()),
        "physics": Single(physics_content.physics_record()),
        "tutorial": Single(tutorial_schema(TUTORIAL_RULES), required=False),
        "tips": Single(tips_schema(TUTORIAL_RULES), required=False),
    },
    vocabulary=VOCABULARY,
    finish=_finish,
    verify=_verify,
    guidance=("tutorial", "tips"),
)

