"""The closed ability vocabulary of the technology placard.

Each technology level and each row bonus lists abilities `{when, do}`. `passive` abilities hold
while the player owns the level; `on_develop` ones happen once, when the level (or the full row)
is reached. Every effect below is a frozen dataclass whose fields are its YAML parameters."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.content.vocabulary import Vocabulary

VOCABULARY = Vocabulary("ascending_empires")
VOCABULARY.trigger("passive", "Holds for as long as the player owns this technology.")
VOCABULARY.trigger("on_develop", "Happens once, when the level is developed or the row is completed.")


# --- orange: warfare -------------------------------------------------------------------------
@VOCABULARY.effect("multiple_targets", "Each of your starships may take part in any number of attacks.")
@dataclass(frozen=True)
class MultipleTargets:
    pass


@VOCABULARY.effect("long_range", "Your starships attack enemy starships at long range.")
@dataclass(frozen=True)
class LongRange:
    pass


@VOCABULARY.effect("battleship", "Take your Battleship into your supply and put starships back in the box.")
@dataclass(frozen=True)
class Battleship:
    ships_to_box: int = field(default=2, metadata={"doc": "starships returned to the box", "min": 0})


# --- grey: troops ----------------------------------------------------------------------------
@VOCABULARY.effect("extra_recruit", "Recruit more troops with one Recruit action.")
@dataclass(frozen=True)
class ExtraRecruit:
    amount: int = field(default=1, metadata={"doc": "extra troops per Recruit action", "min": 1})


@VOCABULARY.effect("planet_defence", "Each planet you occupy (not your homeworld) defends with more.")
@dataclass(frozen=True)
class PlanetDefence:
    amount: int = field(default=1, metadata={"doc": "defence added to each occupied planet", "min": 1})


@VOCABULARY.effect("gain_from_box", "Take troops and starships from the box into your supply.")
@dataclass(frozen=True)
class GainFromBox:
    troops: int = field(default=0, metadata={"doc": "troops taken", "min": 0})
    ships: int = field(default=0, metadata={"doc": "starships taken", "min": 0})


# --- purple: movement ------------------------------------------------------------------------
@VOCABULARY.effect("extra_movement", "More movement points for every Move action.")
@dataclass(frozen=True)
class ExtraMovement:
    amount: int = field(default=1, metadata={"doc": "extra movement points", "min": 1})


@VOCABULARY.effect("landing_party", "Landing places extra troops from your supply (room allowing).")
@dataclass(frozen=True)
class LandingParty:
    amount: int = field(default=1, metadata={"doc": "extra troops placed when landing", "min": 1})


@VOCABULARY.effect("free_launch", "Launching does not send a troop back to your supply.")
@dataclass(frozen=True)
class FreeLaunch:
    pass


# --- brown: industry -------------------------------------------------------------------------
@VOCABULARY.effect("mining_bonus", "Mining three troops at once earns more.")
@dataclass(frozen=True)
class MiningBonus:
    amount: int = field(default=1, metadata={"doc": "extra VP when mining three troops", "min": 1})
    colour: str = field(default="", metadata={"doc": "only on planets of this colour (empty: anywhere)",
                                              "ref": "colours"})


@VOCABULARY.effect("cheap_facility", "A Research Facility costs fewer troops.")
@dataclass(frozen=True)
class CheapFacility:
    troops: int = field(default=1, metadata={"doc": "troops a Research Facility costs", "min": 1, "max": 2})
    colour: str = field(default="", metadata={"doc": "only on planets of this colour (empty: every planet)",
                                              "ref": "colours"})


@VOCABULARY.effect("city_score", "Each of your cities scores more at the end.")
@dataclass(frozen=True)
class CityScore:
    points: int = field(default=1, metadata={"doc": "extra VP per city at the end", "min": 1})
    colour: str = field(default="", metadata={"doc": "only cities on planets of this colour (empty: every city)",
                                              "ref": "colours"})


# --- shared ----------------------------------------------------------------------------------
@VOCABULARY.effect("gain_vp", "Take VP tokens.")
@dataclass(frozen=True)
class GainVp:
    amount: int = field(default=1, metadata={"doc": "VP tokens taken", "min": 1})
