"""What cards, roles and planets say on screen, written from their abilities in our own words.

Pure Python (no pygame): the text follows the content, so a modded card explains itself."""

from __future__ import annotations

from game.core.words import counted

from ..vocabulary_escalation import ship_words

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


SHIP_PLURAL = {"fighter": "fighters", "destroyer": "destroyers", "battlecruiser": "battlecruisers"}


def ships_cost(cost: dict) -> str:
    return " and ".join(counted(n, k) for k, n in cost.items() if n)


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
        parts.append(f"{counted(len(face.slots), 'resource slot')} ({kinds}): produce into them and trade from them "
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
        parts.append(f"Bustling: conquered with {ship_words(ship, d.warfare_cost)}, or settled with "
                     f"{d.colonize_cost} colonies.")
    elif d.category == "civilized":
        parts.append(f"Civilized: only {ship_words(ship, d.warfare_cost)} conquers it; or settle it with "
                     f"{d.colonize_cost} colonies. Peace treaty:")
    elif d.category == "hostile":
        parts.append(f"Hostile: it cannot be colonized; only {ship_words(ship, d.warfare_cost)} conquers it.")
    elif ship != "fighter":
        parts.append(f"Conquered with {ship_words(ship, d.warfare_cost)}.")
    for ability in d.abilities:
        body = ability.effect.describe(ability.when, on_planet=True)
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
    swaps = " or ".join(f"{c.count} {SHIP_PLURAL[c.give]} into {ship_words(c.take)}" for c in tile.conversions)
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
        body = ability.effect.describe(ability.when)
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
