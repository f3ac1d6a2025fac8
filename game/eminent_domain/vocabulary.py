"""The closed ability vocabulary of Eminent Domain's cards.

A card's abilities are `{when, do}` pairs. `when` says at which moment the rules look at the
ability; `do` names one registered effect with its parameters. The rules module
`rules/effects.py` gives each effect its behaviour; `special.py` lists the few code hooks."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from game.core.content.vocabulary import Vocabulary

VOCABULARY = Vocabulary("eminent_domain")

VOCABULARY.trigger("action", "when the card is played alone in the Action phase")
VOCABULARY.trigger("passive", "a standing rule while the permanent technology is in your empire")
VOCABULARY.trigger("on_gain", "once, when the permanent technology enters your empire")
VOCABULARY.trigger("on_settle", "each time you settle a planet")
VOCABULARY.trigger("on_attack", "each time you conquer a planet by attacking it")

ROLE_NAMES = Literal["survey", "warfare", "colonize", "produce", "trade", "research"]


@VOCABULARY.effect("draw_cards", "Draw cards from your deck into your hand.")
@dataclass(frozen=True)
class DrawCards:
    count: int = field(default=1, metadata={"doc": "how many cards", "min": 1})


@VOCABULARY.effect("warfare", "Collect fighters, or attack up to a number of your face-down planets.")
@dataclass(frozen=True)
class Warfare:
    fighters: int = field(default=1, metadata={"doc": "fighters collected if you do not attack", "min": 0})
    attacks: int = field(default=1, metadata={"doc": "planets you may attack instead", "min": 0})


@VOCABULARY.effect("collect_fighters", "Collect fighters.")
@dataclass(frozen=True)
class CollectFighters:
    count: int = field(default=1, metadata={"doc": "how many", "min": 1})


@VOCABULARY.effect("attack_after_role", "Later this turn, after your Role phase, you may attack planets.")
@dataclass(frozen=True)
class AttackAfterRole:
    count: int = field(default=1, metadata={"doc": "how many attacks", "min": 1})


@VOCABULARY.effect("colonize", "Settle planets that have enough colonies; if you have settled none (or, "
                   "with `tuck_after_settle`, in place of a settle still left), you may instead tuck this card "
                   "under a planet as a colony.")
@dataclass(frozen=True)
class Colonize:
    settles: int = field(default=1, metadata={"doc": "how many planets you may settle", "min": 0})
    tuck_after_settle: bool = field(default=False,
                                    metadata={"doc": "may tuck this card after a settle, in place of the next one"})


@VOCABULARY.effect("tuck_self", "Tuck this card under a face-down planet; its Colonize symbols count as colonies.")
@dataclass(frozen=True)
class TuckSelf:
    settle_if_enough: bool = field(default=True, metadata={"doc": "settle the planet at once if it now can be"})


@VOCABULARY.effect("produce_or_trade", "Produce resources or trade resources for influence.")
@dataclass(frozen=True)
class ProduceOrTrade:
    count: int = field(default=1, metadata={"doc": "how many", "min": 1})


@VOCABULARY.effect("produce", "Produce resources into empty slots of your face-up planets.")
@dataclass(frozen=True)
class Produce:
    count: int = field(default=1, metadata={"doc": "how many", "min": 1})


@VOCABULARY.effect("take_influence", "Take influence from the supply.")
@dataclass(frozen=True)
class TakeInfluence:
    count: int = field(default=1, metadata={"doc": "how many", "min": 1})


@VOCABULARY.effect("remove_cards", "Remove cards in your hand from the game.")
@dataclass(frozen=True)
class RemoveCards:
    most: int = field(default=2, metadata={"doc": "at most this many", "min": 1})
    draw_first: int = field(default=0, metadata={"doc": "cards drawn before removing", "min": 0})
    include_self: bool = field(default=False, metadata={"doc": "this card may be one of them"})


@VOCABULARY.effect("take_role_cards", "Take role cards of your choice from the stacks into your hand.")
@dataclass(frozen=True)
class TakeRoleCards:
    count: int = field(default=1, metadata={"doc": "how many", "min": 1})
    remove_self: bool = field(default=False, metadata={"doc": "this card then leaves the game"})


@VOCABULARY.effect("survey_top_planet", "Put the top planets of the planet deck face down into your empire.")
@dataclass(frozen=True)
class SurveyTopPlanet:
    count: int = field(default=1, metadata={"doc": "how many", "min": 1})


@VOCABULARY.effect("turn_bonus", "For the rest of this turn, earn extra influence in the Produce or Trade role.")
@dataclass(frozen=True)
class TurnBonus:
    role: Literal["produce", "trade"] = field(metadata={"doc": "the role that pays"})
    per: Literal["each", "distinct_type", "named_type"] = field(
        metadata={"doc": "1 per resource, per distinct type, or per resource of a type you name"})
    must_lead: bool = field(default=False, metadata={"doc": "you must lead that role this turn"})


@VOCABULARY.effect("warfare_discount", "Attacks cost fewer fighters, once per Warfare card or role.")
@dataclass(frozen=True)
class WarfareDiscount:
    amount: int = field(default=2, metadata={"doc": "fighters saved", "min": 1})
    blocks_slot: bool = field(default=True, metadata={"doc": "a planet so attacked loses its first slot"})


@VOCABULARY.effect("dissent_draw", "Draw extra cards when you dissent.")
@dataclass(frozen=True)
class DissentDraw:
    extra: int = field(default=1, metadata={"doc": "extra cards", "min": 1})


@VOCABULARY.effect("follower_leader_bonus", "When you follow these roles you get the leader's bonus.")
@dataclass(frozen=True)
class FollowerLeaderBonus:
    roles: tuple[str, ...] = field(default=("colonize", "warfare"), metadata={"doc": "the roles"})


@VOCABULARY.effect("extra_actions", "Play more cards in your Action phase.")
@dataclass(frozen=True)
class ExtraActions:
    count: int = field(default=1, metadata={"doc": "extra action cards", "min": 1})


@VOCABULARY.effect("trade_fighters", "Your Trade symbols may sell fighters like resources.")
@dataclass(frozen=True)
class TradeFighters:
    pass


@VOCABULARY.effect("remove_each_turn", "Before your cleanup, remove cards in your hand from the game.")
@dataclass(frozen=True)
class RemoveEachTurn:
    most: int = field(default=1, metadata={"doc": "at most this many per turn", "min": 1})


@VOCABULARY.effect("role_wildcard", "Your basic role cards of this role count as every symbol.")
@dataclass(frozen=True)
class RoleWildcard:
    role: Literal["survey", "warfare", "colonize", "produce_trade", "research"] = field(
        metadata={"doc": "which basic role card"})


@VOCABULARY.effect("special", "A behaviour written in code; `hook` names one listed in special.py.")
@dataclass(frozen=True)
class Special:
    hook: str = field(metadata={"doc": "the hook name"})
