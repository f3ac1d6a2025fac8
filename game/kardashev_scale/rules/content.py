"""The content schema of Kardashev Scale: cards, constants and variants, as frozen definitions."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.content.loader import Collection, Content, ContentSpec, Single
from game.core.content.schema import Bool, Enum, Field, Int, ListOf, Record, Ref, Str, optional

from game.core.tutorial.script import tips_schema, tutorial_schema

from .terms import ASPECTS, TIERS, TIER_INDEX
from .tutorial import RULES as TUTORIAL_RULES
from .vocabulary import VOCABULARY


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    tier: str
    aspect: str
    vp: int
    cost: tuple  # (conflict, trade, research)
    abilities: tuple
    flavour: str = ""

    def __post_init__(self):
        object.__setattr__(self, "tier_index", TIER_INDEX[self.tier])  # asked on every legality check


@dataclass(frozen=True)
class Constants:
    token_limit: int
    end_vp: int
    market: tuple  # cards face up per tier: (planetary, stellar, galactic)
    win_tokens: int
    tie_tokens: int
    win_tokens_two_players: int
    exchange_rate: int
    round_limit: int


@dataclass(frozen=True)
class Variant:
    id: str
    name: str
    description: str
    random_start: bool
    end_vp: int  # 0 keeps the constant
    excludes: tuple = ()  # variants it cannot be played with (either side may say so)
    group: str = ""  # variants of one group exclude each other (New game shows them as one choice)


def _cost(conflict, trade, research):
    return (conflict, trade, research)


COST = Record({"conflict": optional(Int(0, 20), 0), "trade": optional(Int(0, 20), 0),
               "research": optional(Int(0, 20), 0)}, build=_cost, name="cost")

CARD = Record({
    "id": Str(),
    "name": Str(),
    "tier": Enum(*TIERS),
    "aspect": Enum(*ASPECTS),
    "vp": Int(0, 30),
    "cost": COST,
    "abilities": optional(ListOf(VOCABULARY.ability_schema()), ()),
    "flavour": optional(Str(allow_empty=True), ""),
}, build=Card, name="card")


def _market(planetary, stellar, galactic):
    return (planetary, stellar, galactic)


CONSTANTS = Record({
    "token_limit": Field(Int(1, 99), doc="tokens a player may keep at the end of a round"),
    "end_vp": Field(Int(1, 999), doc="base VP that ends the game at the end of the round"),
    "market": Record({t: Int(1, 9) for t in TIERS}, build=_market, name="market"),
    "win_tokens": Int(0, 9),
    "tie_tokens": Int(0, 9),
    "win_tokens_two_players": Int(0, 9),
    "exchange_rate": Int(1, 9),
    "round_limit": Field(Int(10, 10000), doc="safety stop: the game ends after this many rounds"),
}, build=Constants, name="constants")

VARIANT = Record({
    "id": Str(),
    "name": Str(),
    "description": Str(),
    "random_start": optional(Bool(), False),
    "end_vp": optional(Int(0, 999), 0),
    "excludes": optional(ListOf(Ref("variants")), ()),
    "group": optional(Str(), "", doc="variants sharing a group are one choice: at most one is on"),
}, build=Variant, name="variant")


@dataclass(frozen=True)
class KardashevContent(Content):
    """Content plus lookups the rules need on every move."""

    card_index: dict = field(default_factory=dict, compare=False, repr=False)
    variant_index: dict = field(default_factory=dict, compare=False, repr=False)

    def card(self, card_id: str) -> Card:
        return self.card_index[card_id]


def _build(game_id, built, identity, mods):
    return KardashevContent(game_id, built, identity, mods,
                            card_index={c.id: c for c in built["cards"]},
                            variant_index={v.id: v for v in built["variants"]})


def _finish(built, ctx, origins):
    """Checks that need the whole content: timings of abilities, enough cards to fill the market."""
    for card in built.get("cards", ()):
        pos, path = origins[("cards", card.id)]
        for i, ability in enumerate(card.abilities):
            timings = type(ability.effect).timings
            if ability.when not in timings:
                ctx.error(pos, f"{path}.abilities[{i}].when",
                          f"effect {type(ability.effect).vocabulary_name!r} works only with "
                          f"when: {' or '.join(timings)}, not {ability.when!r}")
    constants = built.get("constants")
    if constants is not None:
        for tier_index, tier in enumerate(TIERS):
            count = sum(1 for c in built.get("cards", ()) if c.tier == tier)
            if count < constants.market[tier_index]:
                pos, _ = origins.get(("constants", "market"), origins[("constants", None)])
                ctx.error(pos, f"constants.market.{tier}",
                          f"the market shows {constants.market[tier_index]} {tier} cards but only {count} exist")


def _verify(content) -> list:
    """The tutorial's script played through the rules (content/kardashev_scale/tutorial.yaml)."""
    from game.core.tutorial.line import script_problems

    from .setup import new_state

    return script_problems(new_state, content, "kardashev_scale", TUTORIAL_RULES)


CONTENT_SPEC = ContentSpec(
    game_id="kardashev_scale",
    sections={"cards": Collection(CARD, min_items=1), "constants": Single(CONSTANTS),
              "variants": Collection(VARIANT, max_items=20),
              "tutorial": Single(tutorial_schema(TUTORIAL_RULES), required=False),
              "tips": Single(tips_schema(TUTORIAL_RULES), required=False)},
    vocabulary=VOCABULARY,
    finish=_finish,
    build=_build,
    verify=_verify,
    guidance=("tutorial", "tips"),
)
