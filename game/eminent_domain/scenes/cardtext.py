"""What cards, roles and planets say on screen, written from their abilities in our own words.

Pure Python (no pygame): the text follows the content, so a modded card explains itself."""

from __future__ import annotations

from .. import vocabulary as v
from ..special import HOOKS

ROLE_TEXT = {
    "survey": "Look at planets from the deck, one per Survey symbol (followers see one fewer), and keep one "
              "face down in your empire.",
    "warfare": "Collect a fighter per Warfare symbol. The leader may instead attack a face-down planet, "
               "spending fighters equal to its warfare cost.",
    "colonize": "Tuck your Colonize cards under face-down planets as colonies. The leader may instead settle a "
                "planet whose colonies meet its cost.",
    "produce": "Fill one empty resource slot on your face-up planets per Produce symbol.",
    "trade": "Sell one resource from your planets per Trade symbol, for one influence each.",
    "research": "Buy a technology costing up to your Research symbols, if you hold enough face-up planets of "
                "its type.",
}

_WHEN = {"action": "Action: ", "on_gain": "When gained: ", "on_settle": "Each time you settle: ",
         "on_attack": "Each time you conquer a planet: ", "passive": ""}


def _n(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def effect_text(e) -> str:
    if isinstance(e, v.DrawCards):
        return f"Draw {_n(e.count, 'card')}."
    if isinstance(e, v.Warfare):
        if not e.fighters:
            return f"Attack up to {_n(e.attacks, 'face-down planet')} in your empire."
        return f"Collect {_n(e.fighters, 'fighter')}, or attack {_n(e.attacks, 'face-down planet')}."
    if isinstance(e, v.CollectFighters):
        return f"Collect {_n(e.count, 'fighter')}."
    if isinstance(e, v.AttackAfterRole):
        return f"After your Role phase you may attack {_n(e.count, 'planet')}."
    if isinstance(e, v.Colonize):
        if e.settles > 1:
            return (f"Settle up to {e.settles} planets that have enough colonies; you may still tuck this card "
                    "as a colony afterwards." if e.tuck_after_settle else
                    f"Settle up to {e.settles} planets that have enough colonies.")
        return "Settle a planet that has enough colonies, or tuck this card under a face-down planet as a colony."
    if isinstance(e, v.TuckSelf):
        return ("Tuck this card under a face-down planet; each of its Colonize symbols is a colony"
                + (", and the planet settles at once if that is enough." if e.settle_if_enough else "."))
    if isinstance(e, v.ProduceOrTrade):
        return f"Produce {e.count}, or trade {e.count} resource for influence."
    if isinstance(e, v.Produce):
        return f"Produce {_n(e.count, 'resource')}."
    if isinstance(e, v.TakeInfluence):
        return f"Take {e.count} influence."
    if isinstance(e, v.RemoveCards):
        many = "any number of cards" if e.most >= 20 else f"up to {_n(e.most, 'card')}"
        first = f"Draw {_n(e.draw_first, 'card')}, then remove " if e.draw_first else "Remove "
        return f"{first}{many} in your hand from the game" + (", this one included." if e.include_self else ".")
    if isinstance(e, v.TakeRoleCards):
        return (f"Take {_n(e.count, 'role card')} of your choice from the stacks into your hand"
                + ("; this card then leaves the game." if e.remove_self else "."))
    if isinstance(e, v.SurveyTopPlanet):
        return f"Put the top {_n(e.count, 'planet')} of the deck face down in your empire."
    if isinstance(e, v.TurnBonus):
        role = e.role.capitalize()
        lead = f"You must lead {role} this turn; " if e.must_lead else f"This turn, when you lead {role}, "
        per = {"each": "gain 1 extra influence per resource.",
               "distinct_type": "gain 1 extra influence per different resource type.",
               "named_type": "name a resource and gain 1 extra influence per resource of that type."}[e.per]
        return lead + per
    if isinstance(e, v.WarfareDiscount):
        return (f"Once per Warfare card or role, an attack costs {e.amount} fewer fighters"
                + ("; a planet taken so loses its first slot." if e.blocks_slot else "."))
    if isinstance(e, v.DissentDraw):
        return f"When you dissent, draw {_n(e.extra, 'extra card')}."
    if isinstance(e, v.FollowerLeaderBonus):
        roles = " or ".join(r.capitalize() for r in e.roles)
        return f"When you follow {roles}, you get the leader's bonus too."
    if isinstance(e, v.ExtraActions):
        return f"Play {_n(e.count, 'extra card')} in your Action phase."
    if isinstance(e, v.TradeFighters):
        return "Your Trade symbols may sell fighters as if they were resources."
    if isinstance(e, v.RemoveEachTurn):
        many = "any number of cards" if e.most >= 20 else _n(e.most, "card")
        return f"After your Role phase you may remove {many} in your hand from the game."
    if isinstance(e, v.RoleWildcard):
        return f"Your basic {e.role.replace('_', '/').capitalize()} cards count as any one symbol."
    if isinstance(e, v.Special):
        body = HOOKS.get(e.hook, e.hook).split(": ", 1)[-1]
        return body[:1].upper() + body[1:]
    return ""


def card_text(info) -> str:
    """A card face's rules text: its action, passive rules and triggers."""
    parts = []
    for ability in info.abilities:
        body = effect_text(ability.effect)
        if body:
            parts.append(_WHEN.get(ability.when, "") + body)
    if info.kind == "permanent" and info.symbols:
        parts.append("Its symbols count for every role you lead or follow.")
    if not parts and info.kind == "role":
        return ROLE_TEXT.get(info.role, "")
    text = " ".join(dict.fromkeys(parts))
    return text


def short_name(name: str) -> str:
    """The short label of a technology chip (level-1 cards share the 'Improved' prefix)."""
    return name.removeprefix("Improved ")


def kind_label(info) -> str:
    if info.kind == "role":
        return "Role card"
    if info.kind == "politics":
        return "Politics"
    if info.kind == "permanent":
        return "Permanent technology"
    return "Technology"
