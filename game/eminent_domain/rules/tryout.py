""""Try it" in Eminent Domain: seat 1 starts with a chosen technology or planet (game.core.tryout).

- a technology as if researched: an action card goes to the hand, a permanent one (its front
  side) into the empire;
- a planet of the planet deck face down in the empire, as a Survey leaves it; a start planet as
  seat 1's start planet (its own goes where the chosen one was).
Called by setup after the deal, before the first turn; every card and planet stays in one place."""

from __future__ import annotations

from game.core.tryout import TryError

from .moves import planet_record


def _not_in_game(what: str, item_id: str, escalation_only: bool) -> TryError:
    if escalation_only:
        return TryError(f"{what} {item_id!r} is in the Escalation expansion: play with the Escalation variant "
                        "to try it")
    return TryError(f"{what} {item_id!r} is not in a game with these variants")


def give_technology(s, player: int, card) -> None:
    uid = next((u for u in s.tech_supply if s.card_face[u] == card.front.id), None)
    if uid is None:
        if s.no_research:
            raise TryError("the learning variant has no technologies to try")
        raise _not_in_game("the technology", card.id, card.expansion == "escalation")
    s.tech_supply.remove(uid)
    place = "techs" if card.front.kind == "permanent" else "hand"
    s.players[player][place].append(uid)


def _start_planet_places(s, offers) -> list[tuple[list, int]]:
    """Every place a start planet can be at the start: (the list holding it, its index)."""
    places = [(s.planet_box, i) for i in range(len(s.planet_box))]
    for offer in offers:
        places += [(offer.planets, i) for i in range(len(offer.planets))]
    for data in s.players:
        places += [(data["planets"], i) for i in range(len(data["planets"]))]
    return places


def _uid_at(holder: list, index: int) -> int:
    value = holder[index]
    return value["uid"] if isinstance(value, dict) else value


def give_planet(s, player: int, planet, offers) -> None:
    if planet.id not in s.planet_def:
        raise _not_in_game("the planet", planet.id, planet.expansion == "escalation")
    uid = s.planet_def.index(planet.id)
    if uid in s.planet_deck:
        s.planet_deck.remove(uid)
        s.players[player]["planets"].append(planet_record(s, uid))
        return
    places = _start_planet_places(s, offers)
    chosen = next(place for place in places if _uid_at(*place) == uid)
    own_offer = next((o for o in offers if o.player == player), None)
    own = (own_offer.planets, 0) if own_offer else (s.players[player]["planets"], 0)
    if own == chosen or _uid_at(*own) == uid:
        return
    mine = _uid_at(*own)
    for (holder, index), new_uid in ((chosen, mine), (own, uid)):
        if isinstance(holder[index], dict):  # a record in an empire: its slots are the new planet's
            holder[index] = {**planet_record(s, new_uid), "up": holder[index]["up"]}
        else:
            holder[index] = new_uid
    s.planet_box.sort()


def give_item(s, content, player: int, item_id: str, offers) -> None:
    """Deal `item_id` (a technology card or a planet) to `player` at the start."""
    from . import scenarios

    if scenarios.in_play(s):
        raise TryError("Try it is not offered with scenarios: a scenario deals its own start")
    card = next((c for c in content.technologies if c.id == item_id), None)
    if card is not None:
        give_technology(s, player, card)
        return
    planet = next((p for p in content.planets if p.id == item_id), None)
    if planet is None:
        raise TryError(f"Eminent Domain has no technology or planet {item_id!r}")
    give_planet(s, player, planet, offers)
