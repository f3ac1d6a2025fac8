"""Fast lookups over the frozen content that the rules read on every step.

A card in play is an integer uid; `state.card_face[uid]` names its face: a role id for role
cards, a technology side id for technologies. This catalog turns that id into what the rules need."""

from __future__ import annotations

from dataclasses import dataclass

from . import standing as standing_rules

_CACHE: dict[int, tuple[object, "Catalog"]] = {}
STANDING_CACHE = 4096  # combinations of permanents remembered (a long simulation meets many)


@dataclass(frozen=True)
class CardInfo:
    id: str
    name: str
    symbols: tuple  # e.g. ("produce", "trade")
    kind: str  # "role", "politics", "action" or "permanent"
    abilities: tuple
    role: str = ""  # role id for role cards
    tech: str = ""  # technology card id for technology sides
    level: int = 0
    type: str = ""
    influence: int = 0
    cost: int = 0
    planets_needed: int = 0

    def count(self, symbol: str) -> int:
        return self.symbols.count(symbol)

    def effects(self, when: str) -> list:
        return [a.effect for a in self.abilities if a.when == when]


class Catalog:
    def __init__(self, content):
        self.content = content
        self.cards: dict[str, CardInfo] = {}
        self.roles = {r.id: r for r in content.roles}
        for role in content.roles:
            kind = "role" if role.in_stacks else "politics"
            self.cards[role.id] = CardInfo(role.id, role.name, tuple(role.symbols), kind, tuple(role.action),
                                           role=role.id)
        levels = content.tech_levels["levels"]
        self.tech_cards = {t.id: t for t in content.technologies}
        self.faces_of: dict[str, tuple[str, ...]] = {}
        for card in content.technologies:
            level = levels[card.level]
            self.faces_of[card.id] = tuple(f.id for f in card.faces)
            for face in card.faces:
                self.cards[face.id] = CardInfo(face.id, face.name, tuple(face.symbols), face.kind,
                                               tuple(face.abilities), tech=card.id, level=card.level,
                                               type=card.type,
                                               influence=level.influence if card.influence is None else card.influence,
                                               cost=level.cost,
                                               planets_needed=level.planets)
        self.planets = {p.id: p for p in content.planets}
        self.setups = list(content.setups)
        self.variants = {x.id: x for x in content.variants}
        self.fleet_tiles = {t.id: t for t in getattr(content, "fleet_tiles", ())}
        self.passives: dict[str, tuple] = {cid: tuple(c.effects("passive")) for cid, c in self.cards.items()}
        self._standing: dict[tuple, standing_rules.Standing] = {}

    def standing(self, faces: tuple) -> standing_rules.Standing:
        """The standing rules of permanents showing `faces` (in the order they were gained), built
        once per combination: the rules ask for them on most steps. Callers must not change it."""
        found = self._standing.get(faces)
        if found is None:
            if len(self._standing) >= STANDING_CACHE:
                self._standing.clear()
            found = standing_rules.build([e for face in faces for e in self.passives.get(face, ())])
            self._standing[faces] = found
        return found

    def hooks(self, face_id: str) -> tuple[str, ...]:
        return self.standing((face_id,)).hooks


def catalog_for(content) -> Catalog:
    entry = _CACHE.get(id(content))
    if entry is None or entry[0] is not content:
        entry = (content, Catalog(content))
        _CACHE[id(content)] = entry
    return entry[1]
