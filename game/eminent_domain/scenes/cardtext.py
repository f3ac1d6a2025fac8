"""What cards, roles and planets say on screen, written from their abilities in our own words.

Pure Python (no pygame): the text follows the content, so a modded card explains itself."""

from __future__ import annotations

from .. import vocabulary as v
from .. import vocabulary_escalation as x
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
         "on_attack": "Each time you conquer a planet: ", "passive": "",
         "on_dissent_warfare": "Each time you dissent when Warfare is led, ",
         "planet_action": "Planet action (in your Action phase, once a turn): "}


def _n(count: int, word: str, plural: str = "") -> str:
    return f"{count} {word}" if count == 1 else f"{count} {plural or word + 's'}"


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
            return (f"Settle up to {e.settles} planets that have enough colonies; you may tuck this card as a "
                    "colony in place of the last one." if e.tuck_after_settle else
                    f"Settle up to {e.settles} planets that have enough colonies.")
        return "Settle a planet that has enough colonies, or tuck this card under a face-down planet as a colony."
    if isinstance(e, v.TuckSelf):
        return ("Tuck this card under a face-down planet as one colony per Colonize symbol"
                + ("; the planet settles at once if that is enough." if e.settle_if_enough else "."))
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
    return escalation_text(e)


def _ship(kind: str, count: int = 1) -> str:
    return _n(count, kind) if count != 1 else f"a {kind}" if kind != "battlecruiser" else "the battlecruiser"


def escalation_text(e) -> str:
    """Escalation's effects, in our words."""
    if isinstance(e, x.CollectShips):
        return f"Take {_ship(e.ship, e.count)}."
    if isinstance(e, x.TradeGoods):
        return f"Sell up to {_n(e.count, 'resource')} from your planets for 1 influence each."
    if isinstance(e, x.TakeTechnology):
        free = " without the planets it needs" if e.ignore_prerequisite else ""
        return f"Take a technology costing up to {e.max_cost} into your hand{free}."
    if isinstance(e, x.ShipForInfluence):
        return f"Give back {_ship(e.ship)} to take {e.influence} influence."
    if isinstance(e, x.ExtraPurchase):
        return f"When you lead Research you may buy {_n(e.count, 'more technology', 'more technologies')}."
    if isinstance(e, x.SellOncePerTurn):
        return f"Once a turn, give back a resource or a fighter for {e.influence} influence."
    if isinstance(e, x.TaxRivals):
        return f"Every rival pays {e.each} influence back to the supply; you take {e.gain}."
    if isinstance(e, x.ProducePerFighter):
        return "Produce one resource for each fighter you have."
    if isinstance(e, x.ResourcesAsSymbols):
        return "You may discard resources from your planets as symbols when you boost or follow any role."
    if isinstance(e, x.RemovePermanent):
        return (f"Take a permanent technology out of the game, anyone's; its owner takes {e.reparations} "
                "influence in return.")
    if isinstance(e, x.SurveyTradeLooks):
        return f"When you survey you may look at {e.fewer} fewer planets and keep {e.more} more."
    if isinstance(e, x.SearchPlanetDeck):
        return f"Search the planet deck and put {_n(e.count, 'planet')} of your choice face down in your empire."
    if isinstance(e, x.SearchDeck):
        then = f", then draw {_n(e.draw_after, 'card')}" if e.draw_after else ""
        return f"Search your deck for {_n(e.count, 'card')} and take it into your hand{then}."
    if isinstance(e, x.BoostAnyRole):
        return f"Your basic {e.role.replace('_', '/').capitalize()} cards may boost any role (not follow it)."
    if isinstance(e, x.ShipsAsSymbol):
        return f"When boosting, each {e.ship} you give back counts as a {e.symbol.capitalize()} symbol."
    if isinstance(e, x.ExtraRolePhase):
        return f"Lead {_n(e.count, 'more role')} this turn; the others may follow again."
    if isinstance(e, x.AttackRival):
        if e.face_up:
            how = "a rival's face-up planet for the battlecruiser plus fighters equal to its influence"
        else:
            how = "a rival's face-down planet for the warfare cost on its back, paid as for your own planets"
        return (f"You may attack {how}, and take it face up into your empire; the rival takes "
                f"{e.reparations} influence as reparations.")
    if isinstance(e, x.HandLimit):
        return f"Your hand limit is {e.extra} higher."
    if isinstance(e, x.AttackAfterAnyRole):
        return "This turn you may attack after whichever role you lead."
    return ""


SHIP_PLURAL = {"fighter": "fighters", "destroyer": "destroyers", "battlecruiser": "battlecruisers"}


def ships_cost(cost: dict) -> str:
    return " and ".join(_n(n, k) for k, n in cost.items() if n)


def military_text(card) -> str:
    """An Escalation technology's second price."""
    return f"Or pay {ships_cost(card.military_cost)} instead of Research." if card.military_cost else ""


def spend_text(icons: tuple) -> str:
    """What an Escalation card may be spent as: 'May also be spent as two fighters.'"""
    if not icons:
        return ""
    words = {1: "", 2: "two ", 3: "three "}
    parts = []
    for icon in dict.fromkeys(icons):
        n = icons.count(icon)
        if icon == "any":
            parts.append("any resource" if n == 1 else f"{words.get(n, n)}resources of any kind")
        elif n == 1:
            parts.append(f"{'an' if icon[0] in 'aeiou' else 'a'} {icon}")
        else:
            parts.append(f"{words.get(n, n)}{SHIP_PLURAL.get(icon, icon + 's')}")
    return "May also be spent as " + " and ".join(parts) + "."


def face_extras(face) -> str:
    """Escalation technology sides: resource slots and replenishing ship slots printed on them."""
    parts = []
    if face.slots:
        if set(face.slots) == {"any"}:
            kinds = "any resource fits"
        else:
            kinds = ", ".join("any resource" if k == "any" else k for k in face.slots)
        parts.append(f"{_n(len(face.slots), 'resource slot')} ({kinds}): produce into them and trade from them "
                     "as from a planet.")
    if face.replenish:
        parts.append(f"Replenishing ship slots ({', '.join(face.replenish)}): at the start of each of your turns, "
                     "empty ones are refilled.")
    return " ".join(parts)


def planet_text(d) -> str:
    """What an Escalation planet's kind means, in our words ('' for a plain planet)."""
    parts = []
    ship = d.warfare_ship
    if d.category == "bustling":
        parts.append(f"Bustling: conquered with {_ship(ship, d.warfare_cost)}, or settled with "
                     f"{d.colonize_cost} colonies.")
    elif d.category == "civilized":
        parts.append(f"Civilized: only {_ship(ship, d.warfare_cost)} conquers it; or settle it with "
                     f"{d.colonize_cost} colonies. Peace treaty:")
    elif d.category == "hostile":
        parts.append(f"Hostile: it cannot be colonized; only {_ship(ship, d.warfare_cost)} conquers it.")
    elif ship != "fighter":
        parts.append(f"Conquered with {_ship(ship, d.warfare_cost)}.")
    for ability in d.abilities:
        body = effect_text(ability.effect)
        if isinstance(ability.effect, v.Colonize):  # a planet has no card to tuck
            n = ability.effect.settles
            body = "Settle a planet that has enough colonies." if n == 1 else \
                f"Settle up to {n} planets that have enough colonies."
        if body:
            lead = _WHEN.get(ability.when, "")
            if parts and parts[-1].endswith("Peace treaty:"):
                lead = lead[:1].lower() + lead[1:]
                parts[-1] += " " + lead + (body[:1].lower() + body[1:] if lead.endswith(", ") else body)
                continue
            parts.append(lead + (body[:1].lower() + body[1:] if lead.endswith(", ") else body))
    if d.replenish:
        kinds = ", ".join(d.replenish)
        parts.append(f"Replenishing slot ({kinds}): at the start of each of your turns, an empty one is refilled "
                     "with that ship.")
    return " ".join(parts)


def fleet_text(tile, upgradable: bool) -> str:
    """A fleet tile's conversions and battlecruiser bonus, in our words."""
    swaps = " or ".join(f"{c.count} {SHIP_PLURAL[c.give]} into {_ship(c.take)}" for c in tile.conversions)
    often = getattr(tile, "conversions_per_turn", 0)
    times = "as often as you like" if not often else ("once" if often == 1 else f"up to {often} times")
    text = f"{tile.name}: in your Action phase, turn {swaps} ({times}, besides your action card)."
    if tile.battlecruiser_discount:
        text += (f" While you hold the battlecruiser (only one), every fighter attack costs "
                 f"{tile.battlecruiser_discount} less")
        text += (", and the battlecruiser alone may conquer any planet." if tile.battlecruiser_pays_any_cost else ".")
    if upgradable:
        text += " Upgrade to the Improved side when you lead or follow Research: pay 3 Research or 3 fighters."
    return text


def card_text(info, brief: bool = False) -> str:
    """A card face's rules text: its action, passive rules and triggers. `brief` (a small card,
    whose symbols are drawn on it): without the general note on a permanent's symbols."""
    parts = []
    bodies = {}
    for ability in info.abilities:
        if brief and info.kind == "permanent" and ability.when == "on_gain":
            continue  # a permanent on the table has been gained already
        body = effect_text(ability.effect)
        if isinstance(ability.effect, x.ExtraRolePhase) and ability.when == "passive":
            body = f"Every turn, lead {_n(ability.effect.count, 'more role')}; the others may follow again."
        if body:
            bodies.setdefault(body, []).append(ability.when)
    for body, whens in bodies.items():
        if set(whens) == {"on_settle", "on_attack"}:  # one sentence for both triggers
            parts.append(f"Each time you settle or conquer a planet: {body}")
            continue
        for when in whens:
            lead = _WHEN.get(when, "")
            parts.append(lead + (body[:1].lower() + body[1:] if lead.endswith(", ") else body))
    if info.kind == "permanent" and info.symbols and not brief:
        parts.append("Its symbols count for every role you lead or follow.")
    if not parts and info.kind == "role":
        return ROLE_TEXT.get(info.role, "")
    text = " ".join(dict.fromkeys(parts))
    return text


def kind_label(info) -> str:
    if info.kind == "role":
        return "Role card"
    if info.kind == "politics":
        return "Politics"
    if info.kind == "permanent":
        return "Permanent technology"
    return "Technology"


def start_note(d) -> str:
    """A plain planet's facts in a line, for the start-planet choice."""
    parts = [f"{d.type.capitalize()}"]
    if d.symbols:
        parts.append("symbols: " + ", ".join(x.capitalize() for x in d.symbols))
    if d.slots:
        parts.append("slots: " + ", ".join("any" if k == "any" else k for k in d.slots))
    parts.append(f"worth {d.influence}")
    return "; ".join(parts) + "."
