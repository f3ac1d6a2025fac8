"""Looking up what a player's developed technologies give them."""

from __future__ import annotations

from . import abilities as ab


def technology(content, colour: str, level: int):
    for tech in content.technologies:
        if tech.colour == colour and tech.level == level:
            return tech
    return None


def first_developer_vp(level: int) -> int:
    """VP tokens the first player to develop a technology of this level takes: its level."""
    return level


def row_bonus(content, level: int):
    return next((r for r in content.row_bonuses if r.level == level), None)


def owned_abilities(content, tech_levels: dict, when: str = "passive"):
    """Abilities with trigger `when` from every level the player owns."""
    for tech in content.technologies:
        if tech_levels.get(tech.colour, 0) >= tech.level:
            for ability in tech.abilities:
                if ability.when == when:
                    yield ability.effect


def has(content, tech_levels: dict, effect_class) -> bool:
    return any(isinstance(e, effect_class) for e in owned_abilities(content, tech_levels))


def total(content, tech_levels: dict, effect_class, attribute: str) -> int:
    return sum(getattr(e, attribute) for e in owned_abilities(content, tech_levels) if isinstance(e, effect_class))


def facility_cost(content, tech_levels: dict, colour: str | None = None) -> int:
    """Troops a Research Facility costs on a planet of `colour` (None: on a planet of no special colour)."""
    costs = [e.troops for e in owned_abilities(content, tech_levels)
             if isinstance(e, ab.CheapFacility) and (not e.colour or e.colour == colour)]
    return min(costs) if costs else content.rules.facility_troops
