"""Eminent Domain in the workshop's gallery: every technology card (both sides), planet, start
planet and role card, filtered by kind (a technology's level, planets, start planets, roles) and
by planet type, each with everything it says in the words the table uses (scenes/cardtext.py)."""

from __future__ import annotations

from game.core.gallery import Gallery, GalleryItem
from game.core.words import counted

from .rules.catalog import catalog_for
from .scenes import cardtext as T

TYPE_ORDER = ("advanced", "fertile", "metallic", "diverse", "prestige", "utopian")
ESCALATION = ("escalation",)


def _type(word: str) -> str:
    return word.capitalize() if word else ""


def _symbols(symbols) -> str:
    return ", ".join(s.capitalize() for s in symbols) or "none"


def face_words(catalog, card, face) -> str:
    info = catalog.cards[face.id]
    parts = [T.card_text(info), T.face_extras(face), T.spend_text(face.icons)]
    return " ".join(p for p in parts if p)


def technology_item(catalog, card) -> GalleryItem:
    sides = [card.front] + ([card.back] if card.back is not None else [])
    name = " / ".join(face.name for face in sides)
    if len(sides) == 1:
        text = face_words(catalog, card, card.front)
    else:
        text = " ".join(f"{face.name} ({'front' if face is card.front else 'back'}): {face_words(catalog, card, face)}"
                        for face in sides)
    text = " ".join(t for t in (text, T.military_text(card)) if t)
    info = catalog.cards[card.front.id]
    facts = [f"Level {card.level}, {_type(card.type)}", f"Research cost {info.cost}",
             f"Needs {counted(info.planets_needed, 'planet')} of its type" if not card.prerequisite else
             "Needs " + ", ".join(f"{n} {kind}" for kind, n in card.prerequisite.items()) + " planets",
             f"Worth {info.influence} influence", f"Symbols: {_symbols(card.front.symbols)}"]
    if card.expansion == "escalation":
        facts.append("Escalation")
    return GalleryItem(card.id, "technologies", name, f"Level {card.level} {info.kind} technology",
                       f"Technologies, level {card.level}", _type(card.type), text or "No special ability.",
                       tuple(facts), figures=(card.id,),
                       try_variants=ESCALATION if card.expansion == "escalation" else ())


def planet_item(planet) -> GalleryItem:
    text = T.planet_text(planet) or T.start_note(planet)
    facts = [f"Type: {_type(planet.type)}", f"Symbols: {_symbols(planet.symbols)}",
             "Resource slots: " + (", ".join(planet.slots) or "none"), f"Worth {planet.influence} influence",
             f"Colonize cost {planet.colonize_cost}, warfare cost {planet.warfare_cost}"]
    if planet.hand_bonus:
        facts.append(f"Hand size +{planet.hand_bonus}")
    if planet.expansion == "escalation":
        facts.append("Escalation")
    group = "Start planets" if planet.start else "Planets"
    return GalleryItem(planet.id, "planets", planet.name, "Start planet" if planet.start else "Planet", group,
                       _type(planet.type), text, tuple(facts), figures=(planet.id,),
                       try_variants=ESCALATION if planet.expansion == "escalation" else ())


def role_item(catalog, role) -> GalleryItem:
    info = catalog.cards[role.id]
    lead = [f"Lead or follow {r.capitalize()}: {T.ROLE_TEXT[r]}" for r in role.leads if r in T.ROLE_TEXT]
    text = " ".join(t for t in [T.card_text(info)] + lead if t)
    kind = "Role card" if role.in_stacks else "Politics card"
    return GalleryItem(role.id, "roles", role.name, kind, "Role cards", "", text or T.kind_label(info),
                       (f"Symbols: {_symbols(role.symbols)}",))


def gallery(content) -> Gallery:
    catalog = catalog_for(content)
    rank = {kind: i for i, kind in enumerate(TYPE_ORDER)}
    # the base game's first, then Escalation's (a balance run plays the base game)
    techs = sorted(content.technologies, key=lambda c: (c.expansion != "base", c.level, rank.get(c.type, len(rank))))
    planets = sorted(content.planets, key=lambda p: (p.start, p.expansion != "base", rank.get(p.type, len(rank))))
    items = [technology_item(catalog, card) for card in techs] + [planet_item(p) for p in planets]
    items += [role_item(catalog, role) for role in content.roles]
    return Gallery(content.game_id, tuple(items), "Kind", "Type")
