"""The standing rules a player's permanent technologies give (their `passive` abilities), added up.

Each passive effect's `modify(standing)` sets its part (vocabulary.py); the rules read the fields
where the rule acts (`empire.standing(s, p)`). When two permanents set the same field, the one that
entered the empire first stands: `build` applies them last-first. Hooks (special.py) add up."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Standing:
    extra_actions: int = 0  # more action cards each Action phase (Productivity)
    dissent_draw: int = 0  # extra cards drawn when dissenting (Dissension)
    leader_bonus_roles: tuple = ()  # roles whose leader's bonus a follower gets (Bureaucracy)
    trade_fighters: bool = False  # Trade symbols may sell fighters (Weapon Emporium)
    remove_each_turn: int = 0  # cards removed from the hand after the Role phase (Streamlining)
    wildcard_role: str = ""  # basic cards of this role count as every symbol (Adaptability)
    warfare_discount: int = 0  # fighters saved once per Warfare card or role (Scorched Earth)
    discount_blocks_slot: bool = False  # ... and a planet so taken loses its first slot
    hand_limit: int = 0  # a higher hand limit (Oversight Committee)
    extra_purchases: int = 0  # more technologies when leading Research (Scientific Method)
    sell_influence: int = 0  # once a turn, a resource or fighter sold for this much (Defense Contract)
    resources_as_symbols: bool = False  # resources discarded as symbols (Black Market)
    boost_any_role: str = ""  # basic cards of this role boost any role (Wealth of Knowledge)
    ships_as_symbol: tuple = ()  # (ship, symbol): ships discarded as symbols (Warfare Technology)
    thorough_survey: tuple = ()  # (fewer, more): look at fewer planets, keep more (Thorough Survey)
    extra_role_phases: int = 0  # Role phases after the usual one, every turn (Well Oiled Machine)
    campaign: tuple = ()  # (face_up, reparations): attacks on rivals' planets (Military Campaign)
    hooks: tuple = ()  # code hooks named by `special` effects


def build(passive_effects) -> Standing:
    """The standing rules of passive effects listed in the order their cards entered the empire."""
    standing = Standing()
    for effect in reversed(passive_effects):
        effect.modify(standing)
    return standing
