"""The closed ability vocabulary of Eminent Domain's cards.

A card's abilities are `{when, do}` pairs. `when` says at which moment the rules look at the
ability; `do` names one registered effect with its parameters. Each effect class carries what it
does and how it reads:
- `fire(s, p, card)`: the effect happens now, for player p (`card` carries it; -1 for a planet).
  It changes the state or pushes task records (decisions, automatic steps) and returns events.
  The rules call it for every trigger but `passive` (rules/effects.py).
- `modify(standing)`: a standing rule of a permanent technology (`when: passive`): the effect sets
  its part of the player's Standing (rules/standing.py), which the rules read where it acts.
- `describe(when, on_planet)`: the card text, in our words, a sentence with a capital letter.
An effect without `fire` is not played at a trigger, one without `modify` not as a passive: the
content check says so (rules/effects.py `unplayable`). `special.py` lists the few code hooks.

Moves the effects are built of live in rules/empire.py and rules/moves.py; the rules never import
this module, so it may import them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from game.core.content.vocabulary import Vocabulary
from game.core.words import counted, up_to

from .rules import empire as E
from .rules import moves as M
from .rules.events import FightersCollected
from .rules.task_records import (AttackTask, ColonizeTask, NameTask, ProduceOrTradeTask, ProduceTask, RemoveTask,
    TakeRoleTask, TuckSelfTask)
from .special import HOOKS

VOCABULARY = Vocabulary("eminent_domain")

VOCABULARY.trigger("action", "when the card is played alone in the Action phase")
VOCABULARY.trigger("passive", "a standing rule while the permanent technology is in your empire")
VOCABULARY.trigger("on_gain", "once, when the permanent technology enters your empire")
VOCABULARY.trigger("on_settle", "each time you settle a planet")
VOCABULARY.trigger("on_attack", "each time you conquer a planet by attacking it")

ROLE_NAMES = Literal["survey", "warfare", "colonize", "produce", "trade", "research"]


def role_card_name(role: str) -> str:
    """A basic role card's name as the text says it: 'Produce/trade', 'Research'."""
    return role.replace('_', '/').capitalize()


class Effect:
    """What every effect is. Subclasses add `fire` and/or `modify` (see the module docstring)."""

    def describe(self, when: str = "action", on_planet: bool = False) -> str:
        raise NotImplementedError(type(self).__name__)

    def not_played(self) -> str | None:
        """Why the rules would not play this effect even where its trigger fits, or None."""
        return None


# --- fired effects ---------------------------------------------------------------------------

@VOCABULARY.effect("draw_cards", "Draw cards from your deck into your hand.")
@dataclass(frozen=True)
class DrawCards(Effect):
    count: int = field(default=1, metadata={"doc": "how many cards", "min": 1})

    def fire(self, s, p, card):
        return E.draw(s, p, self.count)

    def describe(self, when="action", on_planet=False):
        return f"Draw {counted(self.count, 'card')}."


@VOCABULARY.effect("warfare", "Collect fighters, or attack up to a number of your face-down planets.")
@dataclass(frozen=True)
class Warfare(Effect):
    fighters: int = field(default=1, metadata={"doc": "fighters collected if you do not attack", "min": 0})
    attacks: int = field(default=1, metadata={"doc": "planets you may attack instead", "min": 0})

    def fire(self, s, p, card):
        s.push(AttackTask(player=p, left=self.attacks, discounts=1, fighters=self.fighters, done=0))
        return []

    def describe(self, when="action", on_planet=False):
        if not self.fighters:
            return f"Attack up to {counted(self.attacks, 'face-down planet')} in your empire."
        return f"Collect {counted(self.fighters, 'fighter')}, or attack {counted(self.attacks, 'face-down planet')}."


@VOCABULARY.effect("collect_fighters", "Collect fighters.")
@dataclass(frozen=True)
class CollectFighters(Effect):
    count: int = field(default=1, metadata={"doc": "how many", "min": 1})

    def fire(self, s, p, card):
        s.players[p]["fighters"] += self.count
        return [FightersCollected(f"{s.name(p)} collects {counted(self.count, 'fighter')}.", p, count=self.count)]

    def describe(self, when="action", on_planet=False):
        return f"Collect {counted(self.count, 'fighter')}."


@VOCABULARY.effect("attack_after_role", "Later this turn, after your Role phase, you may attack planets.")
@dataclass(frozen=True)
class AttackAfterRole(Effect):
    count: int = field(default=1, metadata={"doc": "how many attacks", "min": 1})

    def fire(self, s, p, card):
        s.turn["attack_after"] = s.turn.get("attack_after", 0) + self.count
        return []

    def describe(self, when="action", on_planet=False):
        return f"After your Role phase you may attack {counted(self.count, 'planet')}."


@VOCABULARY.effect("colonize", "Settle planets that have enough colonies; if you have settled none (or, "
                   "with `tuck_after_settle`, in place of a settle still left), you may instead tuck this card "
                   "under a planet as a colony.")
@dataclass(frozen=True)
class Colonize(Effect):
    settles: int = field(default=1, metadata={"doc": "how many planets you may settle", "min": 0})
    tuck_after_settle: bool = field(default=False,
                                    metadata={"doc": "may tuck this card after a settle, in place of the next one"})

    def fire(self, s, p, card):
        s.push(ColonizeTask(player=p, settles=self.settles, card=card, tuck_after_settle=self.tuck_after_settle,
                            done=0))
        return []

    def describe(self, when="action", on_planet=False):
        if on_planet:  # a planet has no card to tuck
            return ("Settle a planet that has enough colonies." if self.settles == 1 else
                    f"Settle up to {self.settles} planets that have enough colonies.")
        if self.settles > 1:
            return (f"Settle up to {self.settles} planets that have enough colonies; you may tuck this card as a "
                    "colony in place of the last one." if self.tuck_after_settle else
                    f"Settle up to {self.settles} planets that have enough colonies.")
        return "Settle a planet that has enough colonies, or tuck this card under a face-down planet as a colony."


@VOCABULARY.effect("tuck_self", "Tuck this card under a face-down planet; its Colonize symbols count as colonies.")
@dataclass(frozen=True)
class TuckSelf(Effect):
    settle_if_enough: bool = field(default=True, metadata={"doc": "settle the planet at once if it now can be"})

    def fire(self, s, p, card):
        s.push(TuckSelfTask(player=p, card=card, may_settle=self.settle_if_enough))
        return []

    def describe(self, when="action", on_planet=False):
        return ("Tuck this card under a face-down planet as one colony per Colonize symbol"
                + ("; the planet settles at once if that is enough." if self.settle_if_enough else "."))


@VOCABULARY.effect("produce_or_trade", "Produce resources or trade resources for influence.")
@dataclass(frozen=True)
class ProduceOrTrade(Effect):
    count: int = field(default=1, metadata={"doc": "how many", "min": 1})

    def fire(self, s, p, card):
        s.push(ProduceOrTradeTask(player=p, count=self.count))
        return []

    def describe(self, when="action", on_planet=False):
        return f"Produce {self.count}, or trade {self.count} resource for influence."


@VOCABULARY.effect("produce", "Produce resources into empty slots of your face-up planets.")
@dataclass(frozen=True)
class Produce(Effect):
    count: int = field(default=1, metadata={"doc": "how many", "min": 1})

    def fire(self, s, p, card):
        s.push(ProduceTask(player=p, left=self.count, turn_bonus=False, resources=[]))
        return []

    def describe(self, when="action", on_planet=False):
        return f"Produce {counted(self.count, 'resource')}."


@VOCABULARY.effect("take_influence", "Take influence from the supply.")
@dataclass(frozen=True)
class TakeInfluence(Effect):
    count: int = field(default=1, metadata={"doc": "how many", "min": 1})

    def fire(self, s, p, card):
        return E.gain_influence(s, p, self.count)

    def describe(self, when="action", on_planet=False):
        return f"Take {self.count} influence."


@VOCABULARY.effect("remove_cards", "Remove cards in your hand from the game.")
@dataclass(frozen=True)
class RemoveCards(Effect):
    most: int = field(default=2, metadata={"doc": "at most this many", "min": 1})
    draw_first: int = field(default=0, metadata={"doc": "cards drawn before removing", "min": 0})
    include_self: bool = field(default=False, metadata={"doc": "this card may be one of them"})

    def fire(self, s, p, card):
        s.push(RemoveTask(player=p, left=self.most, own_card=card if self.include_self else -1))
        return E.draw(s, p, self.draw_first)

    def describe(self, when="action", on_planet=False):
        many = up_to(self.most, "card")
        first = f"Draw {counted(self.draw_first, 'card')}, then remove " if self.draw_first else "Remove "
        return f"{first}{many} in your hand from the game" + (", this one included." if self.include_self else ".")


@VOCABULARY.effect("take_role_cards", "Take role cards of your choice from the stacks into your hand.")
@dataclass(frozen=True)
class TakeRoleCards(Effect):
    count: int = field(default=1, metadata={"doc": "how many", "min": 1})
    remove_self: bool = field(default=False, metadata={"doc": "this card then leaves the game"})

    def fire(self, s, p, card):
        if self.remove_self and card in s.players[p]["played"]:
            s.players[p]["played"].remove(card)
            s.removed.append(card)
        s.push(TakeRoleTask(player=p, left=self.count))
        return []

    def describe(self, when="action", on_planet=False):
        return (f"Take {counted(self.count, 'role card')} of your choice from the stacks into your hand"
                + ("; this card then leaves the game." if self.remove_self else "."))


@VOCABULARY.effect("survey_top_planet", "Put the top planets of the planet deck face down into your empire.")
@dataclass(frozen=True)
class SurveyTopPlanet(Effect):
    count: int = field(default=1, metadata={"doc": "how many", "min": 1})

    def fire(self, s, p, card):
        return M.survey_top(s, p, self.count)

    def describe(self, when="action", on_planet=False):
        return f"Put the top {counted(self.count, 'planet')} of the deck face down in your empire."


TURN_BONUS_TEXT = {"each": "gain 1 extra influence per resource.",
                   "distinct_type": "gain 1 extra influence per different resource type.",
                   "named_type": "name a resource and gain 1 extra influence per resource of that type."}


@VOCABULARY.effect("turn_bonus", "For the rest of this turn, earn extra influence in the Produce or Trade role.")
@dataclass(frozen=True)
class TurnBonus(Effect):
    role: Literal["produce", "trade"] = field(metadata={"doc": "the role that pays"})
    per: Literal["each", "distinct_type", "named_type"] = field(
        metadata={"doc": "1 per resource, per distinct type, or per resource of a type you name"})
    must_lead: bool = field(default=False, metadata={"doc": "you must lead that role this turn"})

    def fire(self, s, p, card):
        if self.must_lead:
            s.turn["must_lead"] = self.role
        if self.per == "named_type":
            s.push(NameTask(player=p, role=self.role))
        else:
            s.turn.setdefault("bonus", []).append({"role": self.role, "per": self.per, "res": ""})
        return []

    def describe(self, when="action", on_planet=False):
        role = self.role.capitalize()
        lead = f"You must lead {role} this turn; " if self.must_lead else f"This turn, when you lead {role}, "
        return lead + TURN_BONUS_TEXT[self.per]


# --- standing rules (passive) ------------------------------------------------------------------

@VOCABULARY.effect("warfare_discount", "Attacks cost fewer fighters, once per Warfare card or role.")
@dataclass(frozen=True)
class WarfareDiscount(Effect):
    amount: int = field(default=2, metadata={"doc": "fighters saved", "min": 1})
    blocks_slot: bool = field(default=True, metadata={"doc": "a planet so attacked loses its first slot"})

    def modify(self, standing):
        standing.warfare_discount = self.amount
        standing.discount_blocks_slot = self.blocks_slot

    def describe(self, when="action", on_planet=False):
        return (f"Once per Warfare card or role, an attack costs {self.amount} fewer fighters"
                + ("; a planet taken so loses its first slot." if self.blocks_slot else "."))


@VOCABULARY.effect("dissent_draw", "Draw extra cards when you dissent.")
@dataclass(frozen=True)
class DissentDraw(Effect):
    extra: int = field(default=1, metadata={"doc": "extra cards", "min": 1})

    def modify(self, standing):
        standing.dissent_draw = self.extra

    def describe(self, when="action", on_planet=False):
        return f"When you dissent, draw {counted(self.extra, 'extra card')}."


@VOCABULARY.effect("follower_leader_bonus", "When you follow these roles you get the leader's bonus.")
@dataclass(frozen=True)
class FollowerLeaderBonus(Effect):
    roles: tuple[str, ...] = field(default=("colonize", "warfare"), metadata={"doc": "the roles"})

    def modify(self, standing):
        standing.leader_bonus_roles = self.roles

    def describe(self, when="action", on_planet=False):
        roles = " or ".join(r.capitalize() for r in self.roles)
        return f"When you follow {roles}, you get the leader's bonus too."


@VOCABULARY.effect("extra_actions", "Play more cards in your Action phase.")
@dataclass(frozen=True)
class ExtraActions(Effect):
    count: int = field(default=1, metadata={"doc": "extra action cards", "min": 1})

    def fire(self, s, p, card):  # Escalation's Double Time: more actions in the phase that runs
        M.more_actions(s, p, self.count)
        return []

    def modify(self, standing):  # Productivity: every turn
        standing.extra_actions = self.count

    def describe(self, when="action", on_planet=False):
        return f"Play {counted(self.count, 'extra card')} in your Action phase."


@VOCABULARY.effect("trade_fighters", "Your Trade symbols may sell fighters like resources.")
@dataclass(frozen=True)
class TradeFighters(Effect):
    def modify(self, standing):
        standing.trade_fighters = True

    def describe(self, when="action", on_planet=False):
        return "Your Trade symbols may sell fighters as if they were resources."


@VOCABULARY.effect("remove_each_turn", "Before your cleanup, remove cards in your hand from the game.")
@dataclass(frozen=True)
class RemoveEachTurn(Effect):
    most: int = field(default=1, metadata={"doc": "at most this many per turn", "min": 1})

    def modify(self, standing):
        # Each card's allowance may be used, so the larger covers the smaller (Streamlining's one
        # card within Hyperefficiency's any number), whichever entered the empire first.
        standing.remove_each_turn = max(standing.remove_each_turn, self.most)

    def describe(self, when="action", on_planet=False):
        many = up_to(self.most, "card")
        return f"After your Role phase you may remove {many} in your hand from the game."


@VOCABULARY.effect("role_wildcard", "Your basic role cards of this role count as every symbol.")
@dataclass(frozen=True)
class RoleWildcard(Effect):
    role: Literal["survey", "warfare", "colonize", "produce_trade", "research"] = field(
        metadata={"doc": "which basic role card"})

    def modify(self, standing):
        standing.wildcard_role = self.role

    def describe(self, when="action", on_planet=False):
        return f"Your basic {role_card_name(self.role)} cards count as any one symbol."


@VOCABULARY.effect("special", "A behaviour written in code; `hook` names one listed in special.py.")
@dataclass(frozen=True)
class Special(Effect):
    hook: str = field(metadata={"doc": "the hook name"})

    def modify(self, standing):
        standing.hooks += (self.hook,)

    def not_played(self):
        return None if self.hook in HOOKS else f"the hook {self.hook!r} is not played by the rules yet"

    def describe(self, when="action", on_planet=False):
        body = HOOKS.get(self.hook, self.hook).split(": ", 1)[-1]
        return body[:1].upper() + body[1:]
