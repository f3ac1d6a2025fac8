"""The turn, step by step (each step a task record run by tasks.py's driver).

Turn: [order] -> Action phase -> Role phase (leader boosts and resolves, then each other player
follows or dissents; Escalation: extra Role phases) -> after-role steps -> Cleanup -> end of turn
(and the end of the game). The steps that carry out a role or an action are steps.py's; Escalation's
are added through fleet.py, planets.py and escalation_passives.py."""

from __future__ import annotations

from game.core.engine import TURN_END, Event
from game.core.words import counted

from . import empire as E
from . import escalation_passives as XP
from . import fleet, planets
from .actions import (Boost, BoostResource, BoostShip, ChooseOrder, ConvertShips, Discard, Dissent, Finish, Follow,
                      FollowAs, LeadRole, LoadColony, PlanetAction, PlayAction, Sell)
from .effects import fire_all, on_trigger
from .ending import after_turn
from .events import (ActionPlayed, CardAdded, CardDiscarded, Dissented, FightersCollected, Followed, NothingGained,
    PlanetsLookedAt, RoleLed, RoleResolved, TurnStarted)
from .moves import draw_planet
from .outcome import resolve_prompt, role_outcome, role_strength
from .steps import affordable, affordable_techs  # noqa: F401  (the bots' and the table scene's names)
from .task_records import (ActionTask, AttackTask, BoostTask, CleanupTask, ColonizeRoleTask, DiscardTask,
    EndFollowTask, EndTurnTask, ExtraRoleTask, FollowTask, OrderTask, PostRoleTask, ProduceTask, RefillTask,
    RemoveTask, ResearchTask, RoleEndTask, RoleTask, SurveyTask, ThoroughTask, TradeTask)
from .tasks import Step, auto, decision

ROLE_SYMBOLS = ("survey", "warfare", "colonize", "produce", "trade", "research")
STACK_OF = {"survey": "survey", "warfare": "warfare", "colonize": "colonize", "produce": "produce_trade",
            "trade": "produce_trade", "research": "research"}


# --- turn structure --------------------------------------------------------------------------

@auto("turn_start")
def _turn_start(s, task):
    p = task.player
    s.active = p
    s.turn_no += 1
    s.turn = {"bonus": [], "must_lead": "", "attack_after": 0}
    events = [TurnStarted(f"{s.name(p)} begins a turn.", p)]
    if E.escalation(s):  # Escalation's Replenish step comes first
        events += fleet.replenish(s, p)
    if E.has_hook(s, p, "either_order"):
        s.push(OrderTask(p))
    else:
        s.push(*action_then_role(s, p, role_first=False))
    return events


def action_then_role(s, p, role_first: bool) -> list[dict]:
    action = ActionTask(player=p, left=1 + E.standing(s, p).extra_actions)
    role = RoleTask(p)
    steps = [role, action] if role_first else [action, role]
    steps += [ExtraRoleTask(p), RoleEndTask(p)] * E.standing(s, p).extra_role_phases
    return steps + [PostRoleTask(p), CleanupTask(p), EndTurnTask(p)]


@decision("order", "Logistics: play your Role phase first, or your Action phase first as usual?")
class OrderStep(Step):
    waiting = "choosing which phase to play first (Logistics)"
    @staticmethod
    def options(s, task):
        return [ChooseOrder(False), ChooseOrder(True)]

    @staticmethod
    def decide(s, task, action):
        s.push(*action_then_role(s, task.player, action.role_first))
        return []


@decision("action", lambda s, t: "Action phase: play one card for its action, or skip."
          + (f" ({t.left} actions left)" if t.left > 1 else ""))
class ActionStep(Step):
    waiting = "playing a card for its action, or skipping"
    @staticmethod
    def options(s, task):
        hand = s.players[task.player]["hand"]
        opts = [PlayAction(uid) for uid in hand if E.face(s, uid).effects("action")] + [Finish()]
        if E.escalation(s):  # fleet conversions (extra) and bustling planets' actions
            opts += fleet.conversion_options(s, task.player) + planets.planet_action_options(s, task.player)
        return opts + XP.action_phase_options(s, task)  # Defense Contract

    @staticmethod
    def decide(s, task, action):
        if isinstance(action, Finish):
            return []
        p = task.player
        if isinstance(action, (Sell, LoadColony)):  # Defense Contract, Colony Ship: not an action
            return XP.action_phase_decide(s, task, action)
        if isinstance(action, ConvertShips):  # does not use up the action
            s.push(task)
            return fleet.convert(s, p, action)
        if isinstance(action, PlanetAction):  # takes the place of a card's action
            if task.left > 1:
                s.push(task.but(left=task.left - 1))
            return planets.use_planet_action(s, p, action)
        pl = s.players[p]
        pl["hand"].remove(action.card)
        pl["played"].append(action.card)
        info = E.face(s, action.card)
        if task.left > 1:
            s.push(task.but(left=task.left - 1))
        events = [ActionPlayed(f"{s.name(p)} plays {info.name} for its action.", p, card=action.card)]
        return events + fire_all(s, p, info.effects("action"), action.card)


@decision("role", "Role phase: choose the role to lead.")
class RoleStep(Step):
    waiting = "choosing the role to lead"
    @staticmethod
    def options(s, task):
        must = s.turn.get("must_lead", "")
        roles = [r for r in ROLE_SYMBOLS if STACK_OF[r] in s.stacks]
        if must in roles:
            roles = [must]
        return [LeadRole(r) for r in roles]

    @staticmethod
    def decide(s, task, action):
        p, role = task.player, action.role
        stack = s.stacks[STACK_OF[role]]
        cards = []
        if stack:
            cards.append(stack.pop())
            s.players[p]["played"].append(cards[0])
        s.turn["role"] = role
        s.turn["stack_empty"] = not cards
        tasks = [BoostTask(player=p, role=role, lead=True, cards=cards)]
        for i in range(1, s.n):
            tasks.append(FollowTask(player=(p + i) % s.n, role=role))
        s.push(*tasks)
        took = " and takes its card" if cards else " (its stack is empty)"
        return [RoleLed(f"{s.name(p)} leads {role.capitalize()}{took}.", p, role=role)]


@decision("extra_role", "An extra Role phase: choose a role to lead, or pass.")
class ExtraRoleStep(Step):
    """Escalation: Elevated Incentives (this turn) and Well Oiled Machine (every turn) add Role
    phases; moves.insert_role_phase and action_then_role put them on the stack."""
    waiting = "choosing a role to lead in an extra Role phase"

    @staticmethod
    def options(s, task):
        return RoleStep.options(s, task) + [Finish()]

    @staticmethod
    def decide(s, task, action):
        if isinstance(action, Finish):
            return []
        return RoleStep.decide(s, task, action)


@auto("role_end")
def _role_end(s, task):
    """After an extra Role phase: Tour de Force's attack."""
    if s.turn.get("attack_any_role"):
        s.push(AttackTask(player=task.player, left=1, discounts=1, fighters=0, done=0))
    return []


@decision("follow", lambda s, t: f"{s.name(s.active)} leads {t.role.capitalize()}: follow it, or dissent and draw.")
class FollowStep(Step):
    waiting = staticmethod(lambda s, t: f"deciding whether to follow {t.role.capitalize()} or dissent")
    @staticmethod
    def options(s, task):
        return [Follow(), Dissent()] + XP.follow_options(s, task)  # Freedom of Trade

    @staticmethod
    def decide(s, task, action):
        p = task.player
        if isinstance(action, FollowAs):
            return XP.follow_as(s, task, action)
        if isinstance(action, Follow):
            s.push(BoostTask(player=p, role=task.role, lead=False, cards=[]), EndFollowTask(p))
            return [Followed(f"{s.name(p)} follows.", p)]
        events = [Dissented(f"{s.name(p)} dissents.", p)]
        if task.role == "warfare":  # Escalation's Peace Treaty: civilized planets and technologies
            events += planets.planet_trigger(s, p, "on_dissent_warfare") + on_trigger(s, p, "on_dissent_warfare")
        return events + E.draw(s, p, 1 + E.standing(s, p).dissent_draw)


@decision("boost", resolve_prompt)
class BoostStep(Step):
    waiting = staticmethod(lambda s, t: f"adding cards with the {t.role.capitalize()} symbol")
    always_asks = True  # the last matching card added, the role still waits for Resolve
    @staticmethod
    def options(s, task):
        p, r = task.player, task.role
        opts = [Boost(uid) for uid in s.players[p]["hand"] if E.card_value(s, p, uid, r) > 0] + [Finish()]
        return opts + XP.boost_options(s, task)  # Black Market, Warfare Technology, Wealth of Knowledge

    @staticmethod
    def decide(s, task, action):
        p = task.player
        if isinstance(action, Finish):
            return resolve_role(s, p, task.role, task.lead, task.cards, task.extra)
        if isinstance(action, (BoostResource, BoostShip)):
            return XP.boost_extra(s, task, action)
        s.players[p]["hand"].remove(action.card)
        s.players[p]["played"].append(action.card)
        s.push(task.but(cards=task.cards + [action.card]))
        return [CardAdded(f"{s.name(p)} adds {E.face(s, action.card).name}.", p, card=action.card)]

    @staticmethod
    def empty(s, task):
        return resolve_role(s, task.player, task.role, task.lead, task.cards, task.extra)


def resolve_role(s, p, role, lead, cards, extra=0) -> list[Event]:
    n = role_strength(s, p, role, lead, cards, extra)
    lead_power = lead or role in E.standing(s, p).leader_bonus_roles
    events = [RoleResolved(f"{s.name(p)} resolves {role.capitalize()} with strength {n}.", p, role=role, strength=n,
                           lead=lead)]
    outcome = role_outcome(s, p, role, lead_power, n, cards)
    if not outcome.gain:  # said, not left to be guessed from what did not happen
        events.append(NothingGained(f"{s.name(p)} {outcome.words}.", p, role=role))
    if role == "survey" and XP.offers_thorough_survey(s, p, n if lead else n - 1):
        s.push(ThoroughTask(player=p, count=n if lead else n - 1))
    elif role == "survey":
        looks = []
        for _ in range(n if lead else n - 1):
            uid = draw_planet(s, events)
            if uid is None:
                break
            looks.append(uid)
        if looks:
            s.push(SurveyTask(player=p, planets=looks))
            events.append(PlanetsLookedAt(f"{s.name(p)} looks at {counted(len(looks), 'planet')}.", p,
                                          count=len(looks)))
    elif role == "warfare":
        if lead_power:
            s.push(AttackTask(player=p, left=1, discounts=1, fighters=n, done=0))
        elif n:
            s.players[p]["fighters"] += n
            events.append(FightersCollected(f"{s.name(p)} collects {counted(n, 'fighter')}.", p, count=n))
    elif role == "colonize":
        s.push(ColonizeRoleTask(player=p, cards=[c for c in cards if E.card_value(s, p, c, "colonize")],
                                may_settle=lead_power))
    elif role == "produce":
        s.push(ProduceTask(player=p, left=n, turn_bonus=lead and p == s.active, resources=[]))
    elif role == "trade":
        s.push(TradeTask(player=p, left=n, turn_bonus=lead and p == s.active, resources=[]))
    elif role == "research":
        s.push(ResearchTask(player=p, strength=n))
    return events


@auto("end_follow")
def _end_follow(s, task):
    pl = s.players[task.player]
    pl["discard"].extend(pl["played"])
    pl["played"] = []
    return []


@auto("post_role")
def _post_role(s, task):
    p = task.player
    tasks = []
    if s.turn.get("attack_after"):
        tasks.append(AttackTask(player=p, left=s.turn["attack_after"], discounts=1, fighters=0, done=0))
    remove = E.standing(s, p).remove_each_turn
    if remove:
        tasks.append(RemoveTask(player=p, left=remove, own_card=-1))
    s.push(*tasks)
    return []


@auto("cleanup")
def _cleanup(s, task):
    p = task.player
    pl = s.players[p]
    pl["discard"].extend(pl["played"])
    pl["played"] = []
    s.push(DiscardTask(p), RefillTask(p))
    return []


def _discard_prompt(s, t):
    over = len(s.players[t.player]["hand"]) - E.hand_limit(s, t.player)
    if over > 0:
        return f"Cleanup: discard at least {counted(over, 'more card')} to get down to your hand limit."
    return "Cleanup: discard any cards you do not want to keep, then finish."


@decision("discard", _discard_prompt)
class DiscardStep(Step):
    waiting = "discarding at the end of the turn"
    @staticmethod
    def options(s, task):
        # eminent-domain.txt: the hand must come down to the hand limit before drawing back up.
        hand = s.players[task.player]["hand"]
        done = [Finish()] if len(hand) <= E.hand_limit(s, task.player) else []
        return [Discard(uid) for uid in hand] + done

    @staticmethod
    def decide(s, task, action):
        if isinstance(action, Finish):
            return []
        pl = s.players[task.player]
        pl["hand"].remove(action.card)
        pl["discard"].append(action.card)
        s.push(task)
        return [CardDiscarded(f"{s.name(task.player)} discards {E.face(s, action.card).name}.", task.player)]


@auto("refill")
def _refill(s, task):
    p = task.player
    return E.draw(s, p, E.hand_limit(s, p) - len(s.players[p]["hand"]))


@auto("end_turn")
def _end_turn(s, task):
    p = task.player
    events = [Event(TURN_END, f"{s.name(p)} ends their turn.", p)]
    return events + after_turn(s, p)
