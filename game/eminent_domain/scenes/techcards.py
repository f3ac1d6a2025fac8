"""Technologies as a player reads them: copies that differ only in their symbols grouped into one
entry, each side's full name and effect, its price and the planets it needs (with what a player
holds), and the research choices of the moment, each with why it is open. Our own words, built
from the content, so a modded technology explains itself. Pure Python: no pygame."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.words import counted

from ..rules import empire as E
from ..rules.escalation_effects import planets_needed, prerequisite_met
from . import cardtext as T

TYPE_ORDER = ("advanced", "fertile", "metallic", "diverse")
TYPE_NAMES = {"advanced": "Advanced", "fertile": "Fertile", "metallic": "Metallic", "diverse": "Diverse",
              "prestige": "Prestige", "utopian": "Utopian"}


@dataclass(frozen=True)
class Side:
    """One face of a technology card."""
    id: str
    name: str
    kind: str  # "action" (goes to the hand) or "permanent" (stays in the empire)
    symbols: tuple
    text: str  # what it does, in our words (its slots and what it may be spent as included)


@dataclass(frozen=True)
class TechGroup:
    """Copies of one technology in the supply (the same card but for its symbols)."""
    type: str
    level: int
    uids: tuple  # the copies, in supply order
    sides: tuple  # Side, one or two (a double-sided card: its buyer picks the side)
    copy_symbols: tuple  # per copy: the symbols on its front

    @property
    def uid(self) -> int:
        return self.uids[0]

    @property
    def name(self) -> str:
        """The card's full name: both sides' names for a double-sided card."""
        return " / ".join(side.name for side in self.sides)

    @property
    def double(self) -> bool:
        return len(self.sides) > 1


_sides: tuple = (None, {})  # (the catalogue, its sides by face id): a side is read from the content alone


def side_of(s, face_id: str) -> Side:
    """A face as a side; worked out once per catalogue, since the table asks for every
    technology's sides each time it is drawn anew."""
    global _sides
    catalogue, known = _sides
    if catalogue is not s.cat:
        _sides = catalogue, known = s.cat, {}
    if face_id not in known:
        known[face_id] = _read_side(s, face_id)
    return known[face_id]


def _read_side(s, face_id: str) -> Side:
    info = s.cat.cards[face_id]
    face = _tech_face(s, info)
    parts = [T.card_text(info)]
    if face is not None:
        parts += [T.face_extras(face), T.spend_text(tuple(face.icons))]
    return Side(info.id, info.name, info.kind, tuple(info.symbols), " ".join(p for p in parts if p))


def _tech_face(s, info):
    card = s.cat.tech_cards.get(info.tech)
    return next((f for f in card.faces if f.id == info.id), None) if card else None


_grouped: tuple = (None, {})  # (the catalogue, groups by the technologies asked for, with their faces up)
GROUPED_KEPT = 64


def groups(s, uids=None) -> list[TechGroup]:
    """The technologies `uids` (default: the supply) as grouped entries, by type, level and name.
    Worked out once per set of technologies: the table asks on every move, and the supply changes
    only when a technology is taken."""
    global _grouped
    catalogue, known = _grouped
    if catalogue is not s.cat:
        _grouped = catalogue, known = s.cat, {}
    uids = tuple(s.tech_supply if uids is None else uids)
    key = tuple((uid, s.card_face[uid]) for uid in uids)
    found = known.get(key)
    if found is None:
        if len(known) >= GROUPED_KEPT:
            known.clear()
        found = known[key] = tuple(_group(s, uids))
    return list(found)


def _group(s, uids: tuple) -> list[TechGroup]:
    found: dict = {}
    for uid in uids:
        info = E.face(s, uid)
        card = s.cat.tech_cards[info.tech]
        sides = tuple(side_of(s, f) for f in s.cat.faces_of[info.tech])
        key = (info.type, info.level, tuple((x.name, x.kind, x.text) for x in sides),
               tuple(sorted(card.military_cost.items())), tuple(sorted((card.prerequisite or {}).items())),
               info.influence)
        uids_, symbols = found.setdefault(key, ([], []))
        uids_.append(uid)
        symbols.append(tuple(info.symbols))
    out = [TechGroup(key[0], key[1], tuple(u), tuple(side_of(s, f) for f in s.cat.faces_of[E.face(s, u[0]).tech]),
                     tuple(sym)) for key, (u, sym) in found.items()]
    order = {k: i for i, k in enumerate(TYPE_ORDER)}
    out.sort(key=lambda g: (order.get(g.type, 9), g.level, g.name))
    return out


# --- price and planets ------------------------------------------------------------------------

def _n(count: int, word: str) -> str:
    return counted(count, word)


def price_text(s, uid: int) -> str:
    """'5 Research', '5 Research or 2 destroyers'."""
    info = E.face(s, uid)
    card = s.cat.tech_cards[info.tech]
    ships = " or " + T.ships_cost(card.military_cost) if card.military_cost and E.escalation(s) else ""
    return f"{info.cost} Research{ships}"


def needs_text(s, uid: int) -> str:
    """The face-up planets a technology needs: '2 Fertile planets', '1 Advanced and 1 of any type'."""
    need = planets_needed(s, E.face(s, uid))
    if not need:
        return "no planets"
    named = [(k, n) for k, n in need.items() if k != "any"]
    anyone = need.get("any", 0)
    if not named:
        return f"{_n(anyone, 'planet')} of any type"
    parts = [f"{n} {TYPE_NAMES.get(k, k)}" for k, n in named]
    words = ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]
    words += " planets" if sum(n for _, n in named) > 1 else " planet"
    return words + (f" and {anyone} of any type" if anyone else "")


def held_text(s, p: int, uid: int) -> str:
    """What p holds of the planets a technology needs: 'you hold 1', or for several types 'you
    lack Fertile and Metallic' / 'you hold them'."""
    need = planets_needed(s, E.face(s, uid))
    kinds = [k for k in need if k != "any"]
    if not kinds:
        count = sum(1 for rec in s.players[p]["planets"] if rec["up"])
        return f"you hold {count}"
    if len(kinds) == 1:
        return f"you hold {E.planets_of_type(s, p, kinds[0])}"
    lack = [TYPE_NAMES.get(k, k) for k in kinds if E.planets_of_type(s, p, k) < need[k]]
    if not lack:
        return "you hold them"
    return "you lack " + (", ".join(lack[:-1]) + " and " + lack[-1] if len(lack) > 1 else lack[0])


def planets_met(s, p: int, uid: int) -> bool:
    return prerequisite_met(s, p, E.face(s, uid))



def worth_text(s, uid: int) -> str:
    influence = E.face(s, uid).influence
    return f"Worth {influence} influence at the end" if influence else ""


# --- the research choices of the moment -------------------------------------------------------

@dataclass
class Purchase:
    """One side of a technology the player may take now, with every legal way to take it (a copy
    with other symbols, or paying ships instead of Research): (target id, action, words)."""
    group: TechGroup
    side: Side
    options: list = field(default_factory=list)
    why: str = ""  # why it is open now: its price against the player's Research, their planets

    @property
    def level(self) -> int:
        return self.group.level


def purchase_target(action) -> str:
    """The table's id for one way of taking a technology."""
    ships = ":ships" if type(action).__name__ == "BuyWithShips" else ""
    return f"buy:{action.card}:{action.side}{ships}"


def purchases(s, p: int, task: dict, targets: dict) -> list[Purchase]:
    """The research list: every legal purchase among `targets` (the table's targets of the moment:
    id -> [choices]), one entry per technology side, the strongest first."""
    actions = [c.action for t, cs in targets.items() if t.startswith("buy:") for c in cs]
    if not actions:
        return []
    by_uid: dict = {}
    for a in actions:
        by_uid.setdefault(a.card, []).append(a)
    out: dict = {}
    for group in groups(s, list(by_uid)):
        for i, side in enumerate(group.sides):
            entry = Purchase(group, side)
            for copy, symbols in zip(group.uids, group.copy_symbols):
                face = s.cat.faces_of[E.face(s, copy).tech][i]  # this side of this copy
                for a in by_uid.get(copy, ()):
                    if a.side == face:
                        entry.options.append((purchase_target(a), a, option_words(s, a, symbols, group)))
            if entry.options:
                entry.why = why_open(s, p, task, group.uid, entry.options)
                out[(group.name, side.id, group.type, group.level, group.uid)] = entry
    order = {k: i for i, k in enumerate(TYPE_ORDER)}
    return sorted(out.values(), key=lambda e: (-e.level, order.get(e.group.type, 9), e.side.name))


def option_words(s, action, symbols: tuple, group: TechGroup) -> str:
    """A way to take it: 'Buy', 'Pay 2 destroyers', 'Take' (Scientific Discovery)."""
    if type(action).__name__ == "BuyWithShips":
        card = s.cat.tech_cards[E.face(s, action.card).tech]
        return "Pay " + T.ships_cost(card.military_cost)
    return "Take" if s.tasks and s.tasks[-1].kind == "take_tech" else "Buy"


def why_open(s, p: int, task: dict, uid: int, options: list) -> str:
    """Why it is open now, in a line: 'Costs 5 · needs 2 Fertile planets (you hold 3)'."""
    info = E.face(s, uid)
    ways = []
    if any(type(a).__name__ != "BuyWithShips" for _, a, _ in options):
        limit = task.max_cost if task.kind == "take_tech" else task.strength
        ways.append(f"Costs {info.cost} of {limit}" if task.kind == "take_tech" else f"Costs {info.cost}")
    if any(type(a).__name__ == "BuyWithShips" for _, a, _ in options):
        card = s.cat.tech_cards[info.tech]
        ways.append(f"{'or' if ways else 'Pay'} {T.ships_cost(card.military_cost)}")
    if task.kind == "take_tech" and not task.needs_planets:
        planets = "no planets needed this time"
    elif not planets_needed(s, info):
        planets = "needs no planets"
    else:
        planets = f"needs {needs_text(s, uid)} ({held_text(s, p, uid)})"
    return " ".join(ways) + " · " + planets
