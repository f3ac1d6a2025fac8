"""The content schema of Ascending Empires: colours, setups, rules numbers, the technology
placard and variants (ours), plus the board and physics sections (the physics package's)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.content.loader import Collection, ContentSpec, Single
from game.core.content.schema import Enum, Int, ListOf, MapOf, Record, Ref, Str, optional

from ..physics import content as physics_content
from . import abilities as ab
from .abilities import VOCABULARY

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
_COUNT = Int(min=0)

COLOUR = Record({"id": Str(), "name": Str(), "hex": Str()}, Colour, "colour")
QUADRANT = Record({"planets": MapOf(Str(), _COUNT), "asteroids": _COUNT}, QuadrantGroup, "quadrant group")
SETUP = Record({"id": Str(), "players": Int(2, 4), "vp_pool": Int(min=1),
                "corners": ListOf(Enum("homeworld", "asteroid"), 4, 4),
                "quadrants": ListOf(QUADRANT, 4, 4)}, Setup, "setup")
TECHNOLOGY = Record({"id": Str(), "colour": Ref("colours"), "level": Int(1, 3), "name": Str(), "text": Str(),
                     "abilities": _ABILITIES}, Technology, "technology")
ROW_BONUS = Record({"id": Str(), "level": Int(1, 3), "name": Str(), "text": Str(), "abilities": _ABILITIES},
                   RowBonus, "row bonus")
VARIANT = Record({"id": Str(), "name": Str(), "text": Str(), "vp_pool": optional(Int(min=1)),
                  "excludes": optional(ListOf(Ref("variants")), ()),
                  "group": optional(Str(), "", doc="variants sharing a group are one choice: at most one is on")},
                 Variant, "variant")
RULES = Record({
    "starting_troops": _COUNT, "starting_ships": _COUNT, "box_troops": _COUNT, "box_ships": _COUNT,
    "colonies": _COUNT, "cities": _COUNT, "facilities": _COUNT, "item_limit": Int(1, 9),
    "movement_points": Int(1, 9), "recruit_limit": Int(1, 9), "facility_troops": Int(1, 3),
    "defence": MapOf(Enum("troop", "colony", "city", "facility"), _COUNT),
    "ship_kill": Int(min=1), "battleship_kill": Int(min=1), "battleship_strength": Int(min=1),
    "ship_vp": _COUNT, "battleship_vp": _COUNT, "item_vp": _COUNT,
    "mining": MapOf(Int(1, 3), _COUNT), "score_planet": _COUNT, "score_colony": _COUNT, "score_city": _COUNT,
    "quadrant_bonus": MapOf(Int(1, 4), _COUNT)}, RulesNumbers, "rules numbers")


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
    board = built.get("board")
    if board is not None:
        for setup in built.get("setups", ()):
            for index, group in enumerate(setup.quadrants):
                count = sum(group.planets.values()) + group.asteroids
                if index < len(board.quadrants) and count > len(board.quadrants[index].holes):
                    pos, path = where("setups", setup.id)
                    ctx.error(pos, f"{path}.quadrants[{index}]",
                              f"{count} discs do not fit the {len(board.quadrants[index].holes)} holes")


CONTENT_SPEC = ContentSpec(
    game_id="ascending_empires",
    sections={
        "colours": Collection(COLOUR),
        "setups": Collection(SETUP),
        "rules": Single(RULES),
        "technologies": Collection(TECHNOLOGY),
        "row_bonuses": Collection(ROW_BONUS),
        "variants": Collection(VARIANT),
        "board": Single(physics_content.board_record()),
        "physics": Single(physics_content.physics_record()),
    },
    vocabulary=VOCABULARY,
    finish=_finish,
)
