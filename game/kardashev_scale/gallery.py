"""Kardashev Scale in the workshop's gallery: every Advancement card, by tier then as the files
order them, filtered by tier and aspect, each with its cost, VP and every ability in full."""

from __future__ import annotations

from game.core.gallery import Gallery, GalleryItem
from game.core.words import counted

from .rules.terms import TIERS, TOKENS, label
from .rules.vocabulary import describe_ability


def cost_words(cost) -> str:
    parts = [f"{n} {label(token)}" for token, n in zip(TOKENS, cost) if n]
    return ", ".join(parts) or "free"


def card_item(card) -> GalleryItem:
    sentences = [describe_ability(ability) for ability in card.abilities] or ["No special ability."]
    text = " ".join(sentences) + (f" \u201c{card.flavour}\u201d" if card.flavour else "")
    return GalleryItem(card.id, "cards", card.name, f"{label(card.tier)} card", label(card.tier), label(card.aspect),
                       text, (f"Cost: {cost_words(card.cost)}", counted(card.vp, "VP", "VP"),
                              f"Aspect: {label(card.aspect)}"),
                       figures=(card.id,))


def gallery(content) -> Gallery:
    order = {tier: i for i, tier in enumerate(TIERS)}
    cards = sorted(content.cards, key=lambda card: order.get(card.tier, len(order)))  # stable: file order within
    return Gallery(content.game_id, tuple(card_item(card) for card in cards), "Tier", "Aspect")
