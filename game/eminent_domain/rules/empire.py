"""Questions about one player's cards and empire, and the small moves every effect is built of:
drawing, gaining influence, settling, attacking, producing."""

from __future__ import annotations

from game.core.engine import Event

from .events import CardsDrawn, DeckShuffled, InfluenceGained, ShipsGained, ShipsSpent

RESOURCE_TYPES = ("silicon", "food", "water", "iron")


def resource_words(kind: str) -> str:
    """A resource as the log says it: "food", or for a slot any resource fits "a resource of any kind"."""
    return "a resource of any kind" if kind == "any" else kind


def face(s, uid: int):
    return s.cat.cards[s.card_face[uid]]


def planet_def(s, uid: int):
    return s.cat.planets[s.planet_def[uid]]


def permanents(s, p: int):
    return [s.card_face[uid] for uid in s.players[p]["techs"]]


def standing(s, p: int):
    """The standing rules p's permanent technologies give (standing.py), not to be changed."""
    techs = s.players[p]["techs"]
    return s.cat.standing(tuple(map(s.card_face.__getitem__, techs)) if techs else ())


def has_hook(s, p: int, hook: str) -> bool:
    return hook in standing(s, p).hooks


def empire_symbols(s, p: int, symbol: str) -> int:
    total = 0
    for rec in s.players[p]["planets"]:
        if rec["up"]:
            total += planet_def(s, rec["uid"]).symbols.count(symbol)
    for uid in s.players[p]["techs"]:
        total += face(s, uid).count(symbol)
    return total


def card_value(s, p: int, uid: int, symbol: str) -> int:
    """How many `symbol`s card `uid` brings to a role for p (Adaptability-style wildcards included)."""
    info = face(s, uid)
    n = info.count(symbol)
    if n == 0 and info.kind == "role" and standing(s, p).wildcard_role == info.role:
        return 1
    return n


def symbols_in(s, p: int, uids, symbol: str) -> int:
    """The `card_value`s of cards `uids` added up (the bots ask this of whole hands, often)."""
    total, wildcard = 0, None
    for uid in uids:
        info = face(s, uid)
        n = info.count(symbol)
        if n == 0 and info.kind == "role":
            if wildcard is None:
                wildcard = standing(s, p).wildcard_role
            n = 1 if wildcard == info.role else 0
        total += n
    return total


def hand_limit(s, p: int) -> int:
    bonus = sum(planet_def(s, r["uid"]).hand_bonus for r in s.players[p]["planets"] if r["up"])
    return s.hand_size + bonus + standing(s, p).hand_limit  # Escalation: Oversight Committee


def face_down(s, p: int):
    return [r for r in s.players[p]["planets"] if not r["up"]]


# A planet card's unsettled side (up while it lies face down) is public: its type, its colonize and
# warfare costs, the ship that conquers it and whether it can be colonized. `start`: dealt as a start
# planet, in front of everyone [L]. Views keep it on a rival's hidden planet record as `back`.
BACK_KEYS = ("type", "colonize_cost", "warfare_cost", "warfare_ship", "colonizable", "start")


def back_of(planet) -> dict:
    return {key: getattr(planet, key) for key in BACK_KEYS}


def planet_back(s, rec) -> dict:
    """The public back of a planet record, known even where a view hides the planet itself."""
    return rec["back"] if rec["uid"] < 0 else back_of(planet_def(s, rec["uid"]))


def find_planet(s, p: int, uid: int):
    for rec in s.players[p]["planets"]:
        if rec["uid"] == uid:
            return rec
    raise KeyError(uid)


def planets_of_type(s, p: int, kind: str) -> int:
    """p's face-up planets of one type (technologies ask for them)."""
    return sum(1 for r in s.players[p]["planets"] if r["up"] and planet_def(s, r["uid"]).type == kind)


def settle_need(s, p: int, rec) -> int:
    """Colonies p's face-down planet `rec` needs in all to be settled: its colonize cost (on its
    public back) less p's Colonize symbols."""
    cost = rec["back"]["colonize_cost"] if rec["uid"] < 0 else planet_def(s, rec["uid"]).colonize_cost
    return max(0, cost - empire_symbols(s, p, "colonize"))


def colonies_needed(s, p: int, rec) -> int:
    """Colonies still to add before p may settle `rec` (0 or less: it may be settled now): its need
    less the colonies under it and those on p's Colony Ship (Escalation: they help any planet)."""
    return settle_need(s, p, rec) - rec["cv"] - s.players[p].get("colony_ship", 0)


def can_settle(s, p: int, rec) -> bool:
    return not rec["up"] and planet_def(s, rec["uid"]).colonizable and colonies_needed(s, p, rec) <= 0


def fighter_cost(s, p: int, printed: int) -> int:
    """Fighters p pays for a printed fighter warfare cost: less the battlecruiser's discount (Escalation:
    while p holds one)."""
    return max(0, printed - battlecruiser_discount(s, p))


def attack_cost(s, p: int, rec, discount: bool) -> int:
    """Fighters p pays to conquer `rec`: its printed cost, less Scorched Earth-style discounts (when
    used) and the battlecruiser's discount."""
    cost = planet_def(s, rec["uid"]).warfare_cost
    if discount:
        cost = max(0, cost - standing(s, p).warfare_discount)
    return fighter_cost(s, p, cost)


def warfare_cost(s, p: int, rec) -> int:
    """What conquering face-down `rec` costs p without Scorched Earth, read from its public back (a
    rival's hidden planet has one too): fighters after the battlecruiser's discount, or how many of
    the ship that conquers it."""
    back = planet_back(s, rec)
    return fighter_cost(s, p, back["warfare_cost"]) if back["warfare_ship"] == "fighter" else back["warfare_cost"]


def attack_options(s, p: int, discounts_left: int) -> list[tuple[int, bool]]:
    """(planet, discount) pairs p can afford now with fighters (planets conquered with fighters only)."""
    fighters = s.players[p]["fighters"]
    has_discount = discounts_left > 0 and standing(s, p).warfare_discount > 0
    out = []
    for rec in face_down(s, p):
        if planet_def(s, rec["uid"]).warfare_ship != "fighter":
            continue
        if attack_cost(s, p, rec, False) <= fighters:
            out.append((rec["uid"], False))
        if has_discount and attack_cost(s, p, rec, True) <= fighters:
            out.append((rec["uid"], True))
    return out


# --- Escalation: ships and the fleet tile -------------------------------------------------------

SHIP_KINDS = ("fighter", "destroyer", "battlecruiser")
SHIP_KEY = {"fighter": "fighters", "destroyer": "destroyers", "battlecruiser": "battlecruiser"}
MAX_BATTLECRUISERS = 1  # eminent-domain-cards.md: only one battlecruiser in play per player


def escalation(s) -> bool:
    return "escalation" in s.variants


def fleet_tile(s, p: int):
    """p's fleet tile (content `fleet_tiles`: `basic_fleet` or `improved_fleet`), None in base games."""
    fleet = s.players[p]["fleet"]
    return s.cat.fleet_tiles.get(f"{fleet}_fleet") if fleet else None


def battlecruiser_discount(s, p: int) -> int:
    """Fewer fighters on every fighter warfare cost while p holds the battlecruiser (1, or 2 improved)."""
    if not s.players[p]["battlecruiser"]:
        return 0
    tile = fleet_tile(s, p)
    return tile.battlecruiser_discount if tile else 0


def ships(s, p: int, kind: str) -> int:
    return s.players[p][SHIP_KEY[kind]]


def gain_ships(s, p: int, kind: str, n: int) -> list[Event]:
    """p takes n ships of `kind` from the (unlimited) supply; a second battlecruiser is refused."""
    pl = s.players[p]
    if kind == "battlecruiser":
        n = min(n, MAX_BATTLECRUISERS - pl["battlecruiser"])
    if n <= 0:
        return []
    pl[SHIP_KEY[kind]] += n
    return [ShipsGained(f"{s.name(p)} gains {n} {kind}{'s' if n > 1 else ''}.", p, ship=kind, count=n)]


def can_pay_ships(s, p: int, cost: dict) -> bool:
    return all(ships(s, p, kind) >= n for kind, n in cost.items())


def pay_ships(s, p: int, cost: dict) -> list[Event]:
    """Spend ships (they go back to the supply). Ships waiting on replenishing slots are spent first,
    so those slots refill at p's next Replenish step."""
    pl = s.players[p]
    if not can_pay_ships(s, p, cost):
        raise ValueError(f"{s.name(p)} cannot pay {cost}")
    parts = []
    for kind, n in cost.items():
        if n <= 0:
            continue
        pl[SHIP_KEY[kind]] -= n
        pl["on_slots"][kind] = max(0, min(pl["on_slots"][kind] - n, pl[SHIP_KEY[kind]]))
        parts.append(f"{n} {kind}{'s' if n > 1 else ''}")
    if not parts:
        return []
    return [ShipsSpent(f"{s.name(p)} spends {', '.join(parts)}.", p, cost=dict(cost))]


def ships_by_kind(s, p: int) -> dict:
    return {kind: ships(s, p, kind) for kind in SHIP_KINDS}


def ship_count(s, p: int) -> int:
    pl = s.players[p]
    return pl["fighters"] + pl["destroyers"] + pl["battlecruiser"]


def colony_targets(s, p: int):
    """Face-down planets that can take colonies (Escalation's hostile planets never can)."""
    return [r for r in face_down(s, p) if planet_def(s, r["uid"]).colonizable]


def draw(s, p: int, n: int) -> list[Event]:
    """Draw n cards, shuffling the discard pile into the deck when it runs out."""
    pl = s.players[p]
    events = []
    drawn = 0
    for _ in range(n):
        if not pl["deck"]:
            if not pl["discard"]:
                break
            pl["deck"] = pl["discard"]
            pl["discard"] = []
            s.rng.shuffle(pl["deck"])
            events.append(DeckShuffled(f"{s.name(p)} shuffles their discard pile into a new deck.", p))
        pl["hand"].append(pl["deck"].pop())
        drawn += 1
    if drawn:
        events.append(CardsDrawn(f"{s.name(p)} draws {drawn} card{'s' if drawn > 1 else ''}.", p, count=drawn))
    return events


def gain_influence(s, p: int, n: int) -> list[Event]:
    """Take influence from the supply, then from the reserve, then from spare tokens (unlimited)."""
    if n <= 0:
        return []
    from_supply = min(n, s.supply)
    s.supply -= from_supply
    from_reserve = min(n - from_supply, s.reserve)
    s.reserve -= from_reserve
    s.players[p]["influence"] += n
    if from_supply and s.supply == 0:
        # The supply ran out this turn: the end stays triggered even if tokens come back later in
        # the turn (Industrial Espionage returns rivals' influence to the supply).
        s.turn["supply_out"] = True
    return [InfluenceGained(f"{s.name(p)} gains {n} influence.", p, amount=n)]


def flip_up(s, p: int, rec) -> None:
    """The planet turns face up; its colonies go to the discard pile."""
    rec["up"] = True
    s.players[p]["discard"].extend(rec["col"])
    rec["col"] = []
    rec["cv"] = 0


def slot_room(s, p: int) -> int:
    """Resources each of p's planet slots holds: 1, more with a scenario such as Bountiful Harvest."""
    scenario_id = s.players[p].get("scenario", "")
    if not scenario_id:
        return 1
    return next(sc.slot_room for sc in s.content.scenarios if sc.id == scenario_id)


def produce_options(s, p: int) -> list[tuple[int, int]]:
    out = []
    room = slot_room(s, p)
    for rec in s.players[p]["planets"]:
        if rec["up"]:
            for i, held in enumerate(rec["res"]):
                if held < room and i >= rec["blk"]:
                    out.append((rec["uid"], i))
    return out


def trade_options(s, p: int) -> list[tuple[int, int]]:
    return [(rec["uid"], i) for rec in s.players[p]["planets"] if rec["up"]
            for i, full in enumerate(rec["res"]) if full]


def resource_count(s, p: int) -> int:
    on_techs = sum(sum(res) for res in s.players[p].get("tech_res", {}).values())  # Escalation: Biosphere
    return sum(sum(rec["res"]) for rec in s.players[p]["planets"]) + on_techs


def all_cards_of(s, p: int) -> list[int]:
    """Every card p owns wherever it lies: deck, hand, discard, played, colonies, permanents."""
    pl = s.players[p]
    out = pl["deck"] + pl["hand"] + pl["discard"] + pl["played"] + pl["techs"]
    for rec in pl["planets"]:
        out += rec["col"]
    if s.is_view:  # hidden places (-1) stand for the cards of the player's hidden pool
        out = [uid for uid in out if uid >= 0] + list(s.hidden_cards[p])
    return out
