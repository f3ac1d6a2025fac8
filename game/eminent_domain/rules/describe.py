"""The one labeller of Eminent Domain's actions, in our own words: the table's menus and the tests
read `action_label` ("Research Dyson Swarm (cost 3)"), the Undo button and the state's `describe`
the same words starting with a small letter ("research Dyson Swarm (cost 3)"), and a button with
little room `button_label`: the same words, a few of them said shorter ("Battlecruiser for 2
destroyers"; its hover text keeps the full words)."""

from __future__ import annotations

from game.core.words import counted

from . import actions as A
from . import empire as E
from .outcome import boost_outcome
from .escalation_effects import face_slots, military_cost
from .escalation_passives import resource_icon
from .rivals import annex_payments


def _card(s, uid: int) -> str:
    return E.face(s, uid).name if uid >= 0 else "a hidden card"


def _planet(s, uid: int) -> str:
    return E.planet_def(s, uid).name if uid >= 0 else "an unexplored planet"


def _ships_paid(cost: dict) -> str:
    """'for 3 fighters', 'for a destroyer', 'for your battlecruiser', 'at no cost'."""
    parts = []
    for kind, n in cost.items():
        if kind == "battlecruiser" and n:
            parts.append("your battlecruiser")
        elif n:
            parts.append(f"a {kind}" if n == 1 else f"{n} {kind}s")
    return f"for {' and '.join(parts)}" if parts else "at no cost"


def _scenario_name(s, scenario_id: str) -> str:
    """'Warmonger: Military Campaign, Bardolph, 10 cards': what the scenario starts you with."""
    sc = next((sc for sc in s.content.scenarios if sc.id == scenario_id), None)
    if sc is None:
        return "a hidden scenario"
    parts = [s.cat.cards[side].name for side in sc.technologies]
    if sc.start_planet:
        parts.append(s.cat.planets[sc.start_planet].name)
    parts += [f"{n} {ship}{'s' if n > 1 else ''}" for ship, n in sc.ships.items()]
    return f"{sc.name}: {', '.join(parts + [f'{sum(sc.deck.values())} cards'])}"


def _plural(n: int, word: str) -> str:
    return counted(n, word)


def finish_label(s, task) -> str:
    """What Finish does in this step: resolve the boosted role, skip, stop."""
    t = task.kind if task is not None else ""
    if t == "boost":
        n, outcome = boost_outcome(s, task)
        return f"Resolve {task.role.capitalize()} (strength {n}): {outcome.short}"
    return {"action": "Skip the action", "attack": "Done attacking", "colonize": "Done colonizing",
            "research": "Buy nothing", "remove": "Remove no more", "discard": "Keep the rest",
            "attack_rival": "Hold back", "take_tech": "Take nothing",
            "extra_role": "Skip the extra Role phase"}.get(t, "Done")


def describe(s, action) -> str:
    """`action_label` as a phrase: "research Dyson Swarm (cost 3)"."""
    label = action_label(s, action)
    return label[:1].lower() + label[1:]


def button_label(s, action) -> str:
    """`action_label`, in fewer words for the fleet moves so the whole label fits its button."""
    if isinstance(action, A.UpgradeFleet):
        return f"Improve your fleet: {_upgrade_price(action)}"
    if isinstance(action, A.ConvertShips):
        return f"{action.take.capitalize()} for {_conversion_count(s, action)} {action.give}s"
    if isinstance(action, A.Finish) and s.tasks and s.tasks[-1].kind == "boost":
        return f"Resolve: {boost_outcome(s, s.tasks[-1])[1].short}"  # the strength is in the prompt
    return action_label(s, action)


def action_label(s, action) -> str:
    task = s.tasks[-1] if s.tasks else None
    kind = task.kind if task is not None else ""
    if isinstance(action, A.Finish):
        return finish_label(s, task)
    if isinstance(action, A.ChooseOrder):
        return "Role phase first" if action.role_first else "Action phase first"
    if isinstance(action, A.PlayAction):
        return f"Play {_card(s, action.card)} for its action"
    if isinstance(action, A.LeadRole):
        return f"Lead {action.role.capitalize()}"
    if isinstance(action, A.Boost):
        card, role = _card(s, action.card), getattr(task, "role", "").capitalize()  # a label read outside its step
        if not role:
            return f"Add {card}"
        return f"Add a {role} card" if card == role else f"Add {card} to {role}"
    if isinstance(action, A.Follow):
        return "Follow"
    if isinstance(action, A.Dissent):
        return "Dissent"
    if isinstance(action, A.KeepPlanet):
        if kind == "start_planet":
            return f"Start with {_planet(s, action.planet)}"
        return f"Keep {_planet(s, action.planet)}"
    if isinstance(action, A.CollectFighters):
        return f"Collect {_plural(getattr(task, 'fighters', 1), 'fighter')}"
    if isinstance(action, A.Attack):
        rec = E.find_planet(s, task.player, action.planet)
        cost = E.attack_cost(s, task.player, rec, action.discount)
        extra = " with Scorched Earth (its first slot is lost)" if action.discount else ""
        return f"Attack {_planet(s, action.planet)} for {_plural(cost, 'fighter')}{extra}"
    if isinstance(action, A.Settle):
        return f"Settle {_planet(s, action.planet)}"
    if isinstance(action, A.Tuck):
        return f"Place a colony on {_planet(s, action.planet)}"
    if isinstance(action, A.Produce):
        kind_ = E.planet_def(s, action.planet).slots[action.slot]
        return f"Produce {kind_} on {_planet(s, action.planet)}"
    if isinstance(action, A.Trade):
        kind_ = E.planet_def(s, action.planet).slots[action.slot]
        return f"Trade {kind_} from {_planet(s, action.planet)}"
    if isinstance(action, A.TradeFighter):
        return "Trade a fighter"
    if isinstance(action, A.ChooseProduce):
        return "Produce" if action.produce else "Trade"
    if isinstance(action, A.Buy):
        info = s.cat.cards[action.side]
        if kind == "take_tech":  # Scientific Discovery
            return f"Take {info.name}"
        return f"Research {info.name} (cost {info.cost})"
    if isinstance(action, A.RemoveCard):
        return f"Remove {_card(s, action.card)} from the game"
    if isinstance(action, A.TakeRoleCard):
        return f"Take a {s.cat.roles[action.role].name} card"
    if isinstance(action, A.NameResource):
        return f"Name {action.resource}"
    if isinstance(action, A.Discard):
        return f"Discard {_card(s, action.card)}"
    if isinstance(action, A.ChooseScenario):
        return f"Start as {_scenario_name(s, action.scenario)}"
    label = _fleet_and_rival_label(s, task, action)
    if label is None:
        label = _technology_label(s, task, action)
    return label if label is not None else repr(action)


def _technology_label(s, task, action) -> str | None:
    """Escalation: the technologies' actions."""
    if isinstance(action, A.BuyWithShips):
        info = s.cat.cards[action.side]
        cost = ", ".join(f"{n} {ship}{'s' if n > 1 else ''}" for ship, n in sorted(military_cost(s, info).items()))
        return f"Research {info.name} for {cost}"
    if isinstance(action, A.FollowAs):
        return f"Follow as {action.role.capitalize()} (Freedom of Trade)"
    if isinstance(action, A.Sell):
        if action.planet < 0:
            return "Sell a fighter for influence"
        return f"Sell {E.planet_def(s, action.planet).slots[action.slot]} from {_planet(s, action.planet)}"
    if isinstance(action, A.BoostResource):
        kind_ = E.planet_def(s, action.planet).slots[action.slot]
        return f"Add {kind_} from {_planet(s, action.planet)} as a symbol"
    if isinstance(action, A.BoostShip):
        return f"Add a {action.ship} as a symbol"
    if isinstance(action, A.SearchCard):
        return f"Take {s.cat.cards[action.face].name} from your deck"
    if isinstance(action, A.RemoveTech):
        owner = next((q for q in range(s.n) if action.card in s.players[q]["techs"]), 0)
        return f"Remove {s.name(owner)}'s {_card(s, action.card)}"
    if isinstance(action, A.ThoroughSurvey):
        return "Look at fewer planets, keep more" if action.use else "Survey as usual"
    if isinstance(action, (A.ProduceTech, A.TradeTech)):
        kind_ = face_slots(s, s.card_face[action.card])[action.slot]
        verb = "Produce" if isinstance(action, A.ProduceTech) else "Trade"
        return f"{verb} {kind_} {'on' if verb == 'Produce' else 'from'} {_card(s, action.card)}"
    if isinstance(action, A.SpendIcon):
        return f"Discard {_card(s, action.card)} for its ships"
    if isinstance(action, A.TradeCard):
        return f"Trade {_card(s, action.card)} as {resource_icon(s, action.card)}"
    if isinstance(action, A.LoadColony):
        return "Put a colony on the Colony Ship"
    return None


def _conversion_count(s, action) -> int:
    """Ships a fleet conversion gives, from the fleet tile of the player to act."""
    tile = E.fleet_tile(s, s.tasks[-1].player) if s.tasks else None
    return next((c.count for c in tile.conversions if (c.give, c.take) == (action.give, action.take)), 0) \
        if tile else 0


def _upgrade_price(action) -> str:
    return "3 Research" if action.pay == "research" else "3 fighters"


def _fleet_and_rival_label(s, task, action) -> str | None:
    """Escalation: the fleet's, the planets' and the attacks on rivals' actions."""
    if isinstance(action, A.ConvertShips):
        return f"Trade {_conversion_count(s, action)} {action.give}s for a {action.take}"
    if isinstance(action, A.AttackWithShip):
        return f"Attack {_planet(s, action.planet)} with a {action.ship}"
    if isinstance(action, A.UpgradeFleet):
        return f"Upgrade to the Improved Fleet for {_upgrade_price(action)}"
    if isinstance(action, A.PlanetAction):
        return f"Use {_planet(s, action.planet)}'s action"
    if isinstance(action, A.AttackRival):
        rec = s.players[action.victim]["planets"][action.slot]
        if rec["up"]:
            cost = f" for your battlecruiser and {counted(E.planet_def(s, rec['uid']).influence, 'fighter')}"
            return f"Seize {_planet(s, rec['uid'])} from {s.name(action.victim)}{cost}"
        back = E.planet_back(s, rec)  # only the public back: the same label in every view
        cost = dict(annex_payments(s, task.player if task is not None else s.active, back)).get(action.ship)
        paid = f" {_ships_paid(cost)}" if cost is not None else ""
        return f"Seize an unexplored {back['type']} planet from {s.name(action.victim)}{paid}"
    return None
