"""A new game: role stacks sized by player count, starting decks, start planets, the planet deck,
technologies and the influence supply."""

from __future__ import annotations

from game.core.engine import Event
from game.core.rng import Rng
from game.core.tryout import tried_item

from . import scenarios
from .events import GameSetUp
from .moves import planet_record
from .state import EminentState
from .task_records import StartPlanetTask, TurnStartTask
from .tasks import advance
from .tryout import give_item

ROLE_ORDER = ("survey", "warfare", "colonize", "produce_trade", "research")


class SetupError(ValueError):
    pass


def choose_setup(cat, players: int, variants) -> object:
    wanted = "extended_3" if "extended_3" in variants else ("escalation" if "escalation" in variants else "")
    for setup in cat.setups:
        if setup.players == players and setup.variant == wanted:
            return setup
    for setup in cat.setups:
        if setup.players == players and setup.variant == "":
            return setup
    needs = [cat.variants[x.variant].name for x in cat.setups if x.players == players and x.variant in cat.variants]
    if needs:  # e.g. five players: only Escalation has a setup for them
        raise SetupError(f"Eminent Domain seats {players} players only with the {needs[0]} variant")
    raise SetupError(f"Eminent Domain has no setup for {players} players with variants {list(variants)}")


def new_game(content, config, allow_unavailable: bool = False) -> EminentState:
    """A new game for `config`; `allow_unavailable` lets tests set up variants not yet offered."""
    s = EminentState(content)
    names = [seat.name for seat in config.seats]
    n = len(names)
    variants = [x for x in config.variants if x in s.cat.variants]
    for x in variants:
        if not s.cat.variants[x].available and not allow_unavailable:
            raise SetupError(f"the {s.cat.variants[x].name} variant is not playable yet")
    setup = choose_setup(s.cat, n, variants)
    learning = any(s.cat.variants[x].no_research for x in variants)
    s.names, s.variants, s.no_research = names, variants, learning
    s.rng = Rng(config.seed)
    s.supply, s.reserve = setup.influence_supply, setup.influence_reserve
    s.stacks_to_end = setup.stacks_to_end
    deck_spec = content.starting_deck
    s.hand_size = deck_spec.hand_size

    def new_card(face_id: str) -> int:
        s.card_face.append(face_id)
        return len(s.card_face) - 1

    escalation = "escalation" in variants
    expansions = ("base", "escalation") if escalation else ("base",)
    s.players = [{"deck": [], "hand": [], "discard": [], "played": [], "planets": [], "techs": [],
                  "fighters": 0, "influence": 0, "destroyers": 0, "battlecruiser": 0,
                  "fleet": "basic" if escalation else "",
                  "on_slots": {"fighter": 0, "destroyer": 0, "battlecruiser": 0}} for _ in range(n)]
    for role in ROLE_ORDER:
        cards = [new_card(role) for _ in range(setup.role_totals.get(role, 0))]
        for p in range(n):
            for _ in range(deck_spec.cards.get(role, 0)):
                s.players[p]["deck"].append(cards.pop())
        s.stacks[role] = cards
    if learning:  # the Research stack is not used at all
        s.removed.extend(s.stacks.pop("research"))
    politics = [new_card("politics") for _ in range(max(deck_spec.politics_in_box, n))]
    for p in range(n):
        for _ in range(deck_spec.cards.get("politics", 0)):
            s.players[p]["deck"].append(politics.pop())
    s.removed.extend(politics)

    if not learning:
        for card in content.technologies:
            if card.expansion in expansions:
                s.tech_supply.append(new_card(card.front.id))

    removed_planets = {pid for x in variants for pid in s.cat.variants[x].removes_planets}
    starts, esc_starts, deck = [], [], []
    for planet in content.planets:
        if planet.expansion not in expansions or planet.id in removed_planets:
            continue
        s.planet_def.append(planet.id)
        uid = len(s.planet_def) - 1
        if planet.start:
            (esc_starts if planet.expansion == "escalation" else starts).append(uid)
        else:
            deck.append(uid)
    s.rng.shuffle(starts)
    s.rng.shuffle(deck)
    if escalation and not scenarios.in_play(s):
        # Escalation: one base and one Escalation start planet each; keep one (planets.py).
        s.rng.shuffle(esc_starts)
        offers = [StartPlanetTask(player=p, planets=[starts.pop(), esc_starts.pop()]) for p in range(n)]
    else:
        offers = []
        for p in range(n):
            uid = starts.pop()
            s.players[p]["planets"].append(planet_record(s, uid))
    s.planet_box = sorted(starts + esc_starts)
    s.planet_deck = deck

    for p in range(n):
        s.rng.shuffle(s.players[p]["deck"])
        pl = s.players[p]
        for _ in range(s.hand_size):
            pl["hand"].append(pl["deck"].pop())
    item = tried_item(config)
    if item is not None:  # "Try it": seat 1 starts with it
        give_item(s, content, 0, item, offers)
    s.push(*offers, TurnStartTask(0))
    scenarios.begin(s)  # scenario games: each player chooses a scenario before the first turn
    advance(s)
    return s


def opening_events(s) -> list[Event]:
    return [GameSetUp("The game begins: every player draws five cards.")]
