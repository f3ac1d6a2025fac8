"""Eminent Domain's content schema: roles, setups, planets, technologies, variants and the easy
bot's priorities, each built into a frozen definition the rules read."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.content.loader import Collection, ContentSpec, Single
from game.core.content.schema import Bool, Enum, Float, Int, ListOf, MapOf, Record, Ref, Str, optional

from game.core.tutorial.script import tips_schema, tutorial_schema

from . import vocabulary_escalation  # noqa: F401  (registers Escalation's effects)
from .rules.tutorial import RULES as TUTORIAL_RULES
from .special import HOOKS
from .vocabulary import VOCABULARY

SYMBOLS = ("survey", "warfare", "colonize", "produce", "trade", "research")
ROLE_IDS = ("survey", "warfare", "colonize", "produce_trade", "research")
PLANET_TYPES = ("advanced", "fertile", "metallic", "prestige", "utopian")
TECH_TYPES = ("advanced", "fertile", "metallic", "diverse")
RESOURCES = ("silicon", "food", "water", "iron", "any")
SHIPS = ("fighter", "destroyer", "battlecruiser")
ICONS = RESOURCES + SHIPS  # Escalation cards may also be spent as a resource or a ship

ABILITIES = ListOf(VOCABULARY.ability_schema())


@dataclass(frozen=True)
class RoleDef:
    id: str
    name: str
    symbols: tuple
    leads: tuple
    action: tuple
    in_stacks: bool


@dataclass(frozen=True)
class StartingDeck:
    cards: dict
    hand_size: int
    politics_in_box: int


@dataclass(frozen=True)
class SetupDef:
    id: str
    players: int
    variant: str
    role_totals: dict
    stacks_to_end: int
    influence_supply: int
    influence_reserve: int


@dataclass(frozen=True)
class PlanetDef:
    id: str
    name: str
    type: str
    symbols: tuple
    slots: tuple
    influence: int
    warfare_cost: int
    colonize_cost: int
    hand_bonus: int
    start: bool
    expansion: str
    category: str  # normal, bustling, civilized, hostile (Escalation) or promo
    warfare_ship: str  # what pays the warfare cost: fighters (base), a destroyer or a battlecruiser
    colonizable: bool
    abilities: tuple
    replenish: tuple  # Escalation: ship slots refilled at the start of your turn


@dataclass(frozen=True)
class TechLevel:
    cost: int
    planets: int
    influence: int


@dataclass(frozen=True)
class TechFace:
    id: str
    name: str
    kind: str  # "action" (goes to the hand) or "permanent" (goes to the empire)
    symbols: tuple
    abilities: tuple
    icons: tuple  # Escalation: resources or ships the card may be spent as
    slots: tuple  # Escalation: resource slots on a permanent technology
    replenish: tuple


@dataclass(frozen=True)
class TechCard:
    id: str
    type: str
    level: int
    front: TechFace
    back: TechFace | None
    expansion: str
    prerequisite: dict  # planets needed by type ("any" for any type); empty: by level
    military_cost: dict  # Escalation: ships that may pay instead of Research
    influence: int | None  # None: by level

    @property
    def faces(self) -> tuple:
        return (self.front,) if self.back is None else (self.front, self.back)


@dataclass(frozen=True)
class FleetTile:
    id: str
    name: str
    conversions: tuple
    battlecruiser_discount: int
    battlecruiser_pays_any_cost: bool
    conversions_per_turn: int  # conversions allowed in one Action phase; 0: any number


@dataclass(frozen=True)
class Conversion:
    give: str
    count: int
    take: str


@dataclass(frozen=True)
class Scenario:
    id: str
    name: str
    expansion: str
    deck: dict
    start_planet: str
    technologies: tuple
    fleet: str
    ships: dict
    note: str
    slot_room: int  # resources each of the player's slots can hold (1 as usual)


@dataclass(frozen=True)
class VariantDef:
    id: str
    name: str
    description: str
    min_players: int
    max_players: int
    removes_planets: tuple
    no_research: bool
    requires: tuple
    available: bool
    excludes: tuple = ()  # variants it cannot be played with (either side may say so)


@dataclass(frozen=True)
class EasyBotRules:
    role_weights: dict
    follow_min_symbols: int
    dissent_hand_below: int
    action_cards: tuple
    tech_order: tuple
    remove_first: tuple
    # Setup choices and Escalation (all optional in the YAML; see content/eminent_domain/bot_easy.yaml).
    scenario_order: tuple = ()
    start_planets: tuple = ()
    planet_actions: tuple = ()
    build_battlecruiser: bool = True
    destroyers_wanted: int = 0
    keep_fighters: int = 0
    upgrade_fleet: tuple = ()
    battlecruiser_attack_min_influence: int = 4
    rival_attack_min_influence: int = 3
    buy_with_ships: bool = True


def _record(cls, fields: dict, name: str) -> Record:
    return Record(fields, build=cls, name=name)


FACE = _record(TechFace, {
    "id": Str(), "name": Str(), "kind": Enum("action", "permanent"),
    "symbols": ListOf(Enum(*SYMBOLS)), "abilities": optional(ABILITIES, ()),
    "icons": optional(ListOf(Enum(*ICONS)), ()), "slots": optional(ListOf(Enum(*RESOURCES)), ()),
    "replenish": optional(ListOf(Enum(*SHIPS)), ()),
}, "technology side")

SMALL = Int(0, 9)  # costs, influence and counts printed on a card: one digit
CARD_COUNT = Int(0, 10)  # copies of one role card in a starting deck

SECTIONS = {
    "roles": Collection(_record(RoleDef, {
        "id": Str(), "name": Str(), "symbols": ListOf(Enum(*SYMBOLS)), "leads": ListOf(Enum(*SYMBOLS)),
        "action": optional(ABILITIES, ()), "in_stacks": optional(Bool(), True),
    }, "role card"), min_items=len(ROLE_IDS)),
    "starting_deck": Single(_record(StartingDeck, {
        "cards": MapOf(Enum(*ROLE_IDS, "politics"), CARD_COUNT), "hand_size": Int(1, 10), "politics_in_box": Int(0, 10),
    }, "starting deck")),
    "setups": Collection(_record(SetupDef, {
        "id": Str(), "players": Int(2, 6), "variant": optional(Str(), ""),
        "role_totals": MapOf(Enum(*ROLE_IDS), Int(0, 60)), "stacks_to_end": Int(1, 5),
        "influence_supply": Int(1, 100), "influence_reserve": Int(0, 50),
    }, "setup"), min_items=3),
    "planets": Collection(_record(PlanetDef, {
        "id": Str(), "name": Str(), "type": Enum(*PLANET_TYPES), "symbols": ListOf(Enum(*SYMBOLS)),
        "slots": ListOf(Enum(*RESOURCES), 0, 6), "influence": SMALL, "warfare_cost": SMALL,
        "colonize_cost": SMALL, "hand_bonus": optional(Int(0, 3), 0), "start": optional(Bool(), False),
        "expansion": optional(Enum("base", "escalation"), "base"),
        "category": optional(Enum("normal", "bustling", "civilized", "hostile", "promo"), "normal"),
        "warfare_ship": optional(Enum(*SHIPS), "fighter"), "colonizable": optional(Bool(), True),
        "abilities": optional(ABILITIES, ()), "replenish": optional(ListOf(Enum(*SHIPS)), ()),
    }, "planet"), min_items=1),
    "tech_levels": Single(Record({"levels": MapOf(Int(1, 3), _record(TechLevel, {
        "cost": Int(0, 20), "planets": SMALL, "influence": SMALL}, "technology level"), min_items=1)},
        name="technology levels")),
    "technologies": Collection(_record(TechCard, {
        "id": Str(), "type": Enum(*TECH_TYPES), "level": Int(1, 3), "front": FACE,
        "back": optional(FACE, None), "expansion": optional(Enum("base", "escalation"), "base"),
        "prerequisite": optional(MapOf(Enum(*PLANET_TYPES, "any"), Int(1, 9)), {}),
        "military_cost": optional(MapOf(Enum(*SHIPS), Int(1, 9)), {}),
        "influence": optional(SMALL, None),
    }, "technology card"), min_items=1),
    "fleet_tiles": Collection(_record(FleetTile, {
        "id": Str(), "name": Str(),
        "conversions": ListOf(_record(Conversion, {"give": Enum(*SHIPS), "count": Int(1, 9), "take": Enum(*SHIPS)},
                                      "ship conversion")),
        "battlecruiser_discount": SMALL, "battlecruiser_pays_any_cost": optional(Bool(), False),
        "conversions_per_turn": optional(SMALL, 0),
    }, "fleet tile")),
    "scenarios": Collection(_record(Scenario, {
        "id": Str(), "name": Str(), "expansion": Enum("base", "escalation"),
        "deck": MapOf(Enum(*ROLE_IDS, "politics"), CARD_COUNT), "start_planet": optional(Ref("planets"), ""),
        "technologies": optional(ListOf(Str()), ()), "fleet": optional(Ref("fleet_tiles"), ""),
        "ships": optional(MapOf(Enum(*SHIPS), SMALL), {}), "note": optional(Str(), ""),
        "slot_room": optional(Int(1, 3), 1),
    }, "scenario")),
    "variants": Collection(_record(VariantDef, {
        "id": Str(), "name": Str(), "description": Str(), "min_players": Int(2, 6), "max_players": Int(2, 6),
        "removes_planets": optional(ListOf(Ref("planets")), ()), "no_research": optional(Bool(), False),
        "requires": optional(ListOf(Ref("variants")), ()), "available": optional(Bool(), True),
        "excludes": optional(ListOf(Ref("variants")), ()),
    }, "variant")),
    "bot_easy": Single(_record(EasyBotRules, {
        "role_weights": MapOf(Enum(*SYMBOLS), Float(0.0, 100.0)),
        "follow_min_symbols": Int(0, 10), "dissent_hand_below": Int(0, 20),
        "action_cards": ListOf(Str()), "tech_order": ListOf(Str()), "remove_first": ListOf(Str()),
        "scenario_order": optional(ListOf(Ref("scenarios")), ()), "start_planets": optional(ListOf(Ref("planets")), ()),
        "planet_actions": optional(ListOf(Ref("planets")), ()), "build_battlecruiser": optional(Bool(), True),
        "destroyers_wanted": optional(Int(0, 10), 0), "keep_fighters": optional(Int(0, 20), 0),
        "upgrade_fleet": optional(ListOf(Enum("fighter", "research")), ()),
        "battlecruiser_attack_min_influence": optional(Int(0, 20), 4), "rival_attack_min_influence": optional(Int(0, 20), 3),
        "buy_with_ships": optional(Bool(), True),
    }, "easy bot rules")),
}


def _finish(built: dict, ctx, origins) -> None:
    """Checks across sections: unique side ids, known hooks, a setup for every base player count."""

    def where(section, item_id):
        pos, path = origins.get((section, item_id)) or origins.get((section, None), (None, section))
        return pos, path

    faces: dict[str, str] = {}
    role_ids = {r.id for r in built.get("roles", ())}
    for card in built.get("technologies", ()):
        for face in card.faces:
            pos, path = where("technologies", card.id)
            if face.id in faces or face.id in role_ids:
                ctx.error(pos, path, f"side id {face.id!r} is used twice")
            faces[face.id] = card.id
            for ability in face.abilities:
                hook = getattr(ability.effect, "hook", None)
                if hook is not None and hook not in HOOKS:
                    ctx.error(pos, path, f"unknown special hook {hook!r}; known: {', '.join(HOOKS)}")
    from .rules.effects import unplayable

    for card in built.get("technologies", ()):
        for face in card.faces:
            for ability in face.abilities if card.expansion == "base" else ():
                why = unplayable(ability)
                if why:
                    ctx.error(*where("technologies", card.id), f"{face.id}: {why} (base-game cards must be playable)")
    for role in built.get("roles", ()):
        for ability in role.action:
            why = unplayable(ability)
            if why:
                ctx.error(*where("roles", role.id), f"{role.id}: {why}")
    levels = set(built.get("tech_levels", {}).get("levels", {}))
    planet_defs = {planet.id: planet for planet in built.get("planets", ())}
    for scenario in built.get("scenarios", ()):
        for face_id in scenario.technologies:
            if face_id not in faces:
                ctx.error(*where("scenarios", scenario.id), f"no technology side has id {face_id!r}")
        cards = [faces[f] for f in scenario.technologies if f in faces]
        if len(set(cards)) < len(cards):  # there is one card of each technology
            ctx.error(*where("scenarios", scenario.id), "two technologies are sides of the same card")
        start = planet_defs.get(scenario.start_planet)
        if start is not None and not start.start:
            ctx.error(*where("scenarios", scenario.id), f"{scenario.start_planet!r} is not a start planet")
    for card in built.get("technologies", ()):
        if card.level not in levels:
            pos, path = where("technologies", card.id)
            ctx.error(pos, path, f"no tech_levels entry for level {card.level}")
    missing = sorted(set(ROLE_IDS) - role_ids)
    if missing:
        ctx.error(*where("roles", None), f"missing role cards: {', '.join(missing)}")
    players = {(s.players, s.variant) for s in built.get("setups", ())}
    for n in (2, 3, 4):
        if (n, "") not in players:
            ctx.error(*where("starting_deck", None), f"no setup for {n} players")
    for variant in built.get("variants", ()):
        if variant.min_players > variant.max_players:
            ctx.error(*where("variants", variant.id), f"min_players ({variant.min_players}) is above "
                      f"max_players ({variant.max_players})")
    deck = built.get("starting_deck")
    if deck is not None and sum(deck.cards.values()) < deck.hand_size:
        ctx.error(*where("starting_deck", "cards"), f"the starting deck has {sum(deck.cards.values())} cards, "
                  f"fewer than a hand of {deck.hand_size}")


def _verify(content) -> list:
    """The tutorial's script played through the rules (content/eminent_domain/tutorial.yaml)."""
    from game.core.tutorial.line import script_problems

    from .rules.setup import new_game

    return script_problems(new_game, content, "eminent_domain", TUTORIAL_RULES)


SECTIONS["tutorial"] = Single(tutorial_schema(TUTORIAL_RULES), required=False)
SECTIONS["tips"] = Single(tips_schema(TUTORIAL_RULES), required=False)
CONTENT_SPEC = ContentSpec("eminent_domain", SECTIONS, vocabulary=VOCABULARY, finish=_finish, verify=_verify,
                           guidance=("tutorial", "tips"))
