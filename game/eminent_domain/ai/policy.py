"""The easy bot's priority rules, read from `bot_easy` in content/eminent_domain/bot_easy.yaml.
Also the fast default policy the searching bots use to play out the rest of a turn."""

from __future__ import annotations

from ..rules import actions as A
from ..rules import empire as E
from ..rules.flow import STACK_OF, role_strength
from . import escalation_policy as X


def _planet_need(s, p, rec) -> int:
    return E.settle_need(s, p, rec) - rec["cv"]


def _symbols_in_hand(s, p, role) -> int:
    return E.symbols_in(s, p, [uid for uid in s.players[p]["hand"] if uid >= 0], role)


def role_is_useful(s, p, role, strength) -> bool:
    if role == "colonize":
        return bool(E.colony_targets(s, p))
    if role == "produce":
        return bool(E.produce_options(s, p))
    if role == "trade":
        return bool(E.trade_options(s, p))
    if role == "research":
        from ..rules.flow import affordable_techs

        return any(True for _ in affordable_techs(s, p, strength))
    if role == "warfare":
        return True
    return strength >= 1


def choose(s, p, actions, rules, rng):
    """One action for player p by the priority rules; `s` may be a view of p or a full state."""
    task = s.tasks[-1]
    kind = task.kind
    pl = s.players[p]
    special = X.choose(s, p, task, actions, rules, rng)  # setup choices and Escalation's decisions
    if special is not None:
        return special
    if kind == "order":
        return A.ChooseOrder(False)
    if kind == "action":
        ranks = {cid: i for i, cid in enumerate(rules.action_cards)}
        best = None
        for a in actions:
            if isinstance(a, A.PlayAction):
                rank = ranks.get(s.card_face[a.card])
                if rank is not None and (best is None or rank < best[0]) and _action_useful(s, p, a.card):
                    best = (rank, a)
        return best[1] if best else A.Finish()
    if kind in ("role", "extra_role"):  # extra_role: an Escalation card's extra Role phase
        leads = [a for a in actions if isinstance(a, A.LeadRole)]
        best, best_score = leads[0], -1.0
        for a in leads:
            role = a.role
            has_card = bool(s.stacks.get(STACK_OF[role]))
            strength = _symbols_in_hand(s, p, role) + int(has_card) + (
                E.empire_symbols(s, p, role) if role != "colonize" else 0)
            if not role_is_useful(s, p, role, strength + 1):
                continue
            value = rules.role_weights.get(role, 1.0) * (strength + 0.5 * rng.random())
            if value > best_score:
                best, best_score = a, value
        return best
    if kind == "follow":
        role = task.role
        strength = _symbols_in_hand(s, p, role) + (E.empire_symbols(s, p, role) if role != "colonize" else 0)
        useful = role_is_useful(s, p, role, strength)
        if useful and strength >= rules.follow_min_symbols and len(pl["hand"]) >= rules.dissent_hand_below:
            return A.Follow()
        return A.Dissent()
    if kind == "boost":
        if task.role == "research":
            return _research_boost(s, p, task, actions)
        boosts = [a for a in actions if isinstance(a, A.Boost)]
        return boosts[0] if boosts else A.Finish()
    if kind == "survey":
        return min(actions, key=lambda a: (E.planet_def(s, a.planet).colonize_cost,
                                           -E.planet_def(s, a.planet).influence, a.planet))
    if kind == "attack":
        attacks = [a for a in actions if isinstance(a, A.Attack)]
        if attacks:
            return max(attacks, key=lambda a: (E.planet_def(s, a.planet).influence, -a.discount, -a.planet))
        return A.CollectFighters() if A.CollectFighters() in actions else A.Finish()
    if kind in ("colonize", "colonize_role", "tuck_self"):
        settles = [a for a in actions if isinstance(a, A.Settle)]
        if settles:
            return max(settles, key=lambda a: (E.planet_def(s, a.planet).influence, -a.planet))
        tucks = [a for a in actions if isinstance(a, A.Tuck)]
        if tucks:
            return min(tucks, key=lambda a: (_planet_need(s, p, E.find_planet(s, p, a.planet)), a.planet))
        return A.Finish() if A.Finish() in actions else actions[0]
    if kind == "pt_choice":
        return A.ChooseProduce(False) if A.ChooseProduce(False) in actions else actions[0]
    if kind == "research":
        buys = [a for a in actions if isinstance(a, A.Buy)]
        if not buys:
            return A.Finish()
        order = {cid: i for i, cid in enumerate(rules.tech_order)}
        return min(buys, key=lambda a: (order.get(a.side, 99), -s.cat.cards[a.side].cost, a.card, a.side))
    if kind == "take_role":
        return max(actions, key=lambda a: (rules.role_weights.get(a.role if a.role != "produce_trade"
                                                                  else "trade", 1.0), a.role))
    if kind == "name":
        counts = {}
        for rec in pl["planets"]:
            if rec["up"] and rec["uid"] >= 0:
                for kind_ in E.planet_def(s, rec["uid"]).slots:
                    counts[kind_] = counts.get(kind_, 0) + 1
        return max(actions, key=lambda a: (counts.get(a.resource, 0), a.resource))
    if kind == "remove":
        order = {cid: i for i, cid in enumerate(rules.remove_first)}
        removable = [a for a in actions if isinstance(a, A.RemoveCard) and s.card_face[a.card] in order]
        if removable:
            return min(removable, key=lambda a: (order[s.card_face[a.card]], a.card))
        return A.Finish()
    if kind == "discard":
        discards = [a for a in actions if isinstance(a, A.Discard)]
        if A.Finish() in actions or not discards:
            return A.Finish()
        order = {cid: i for i, cid in enumerate(rules.remove_first)}  # over the hand limit: worst first
        return min(discards, key=lambda a: (order.get(s.card_face[a.card], 99), a.card))
    return actions[0]


def _research_boost(s, p, task, actions):
    """Add Research cards only while they bring a better technology within reach."""
    from ..rules.flow import affordable_techs

    strength = role_strength(s, p, "research", task.lead, task.cards)
    boosts = [a for a in actions if isinstance(a, A.Boost)]
    if not boosts:
        return A.Finish()
    extra = sum(E.card_value(s, p, a.card, "research") for a in boosts)
    costs = [info.cost for _, info in affordable_techs(s, p, strength + extra)]  # a technology's sides cost alike
    now = max((cost for cost in costs if cost <= strength), default=0)
    return boosts[0] if max(costs, default=0) > now else A.Finish()


def _action_useful(s, p, card) -> bool:
    info = E.face(s, card)
    role = info.role
    if role == "colonize" or info.id.startswith(("improved_colonize", "esc_improved_colonize")) \
            or info.id == "terraforming":
        return bool(E.colony_targets(s, p))
    if role == "warfare":
        return True
    if role == "produce_trade":
        return bool(E.produce_options(s, p) or E.trade_options(s, p))
    if info.id.startswith(("improved_production", "esc_improved_production")):
        return bool(E.produce_options(s, p))
    if info.id in ("war_path",):
        return bool(E.attack_options(s, p, 1))
    return True


class EasyBot:
    """Follows the editable priorities in content/eminent_domain/bot_easy.yaml."""

    level = "easy"

    def choose(self, view, legal_actions, rng, budget):
        p = view.to_act()[0]
        action = choose(view, p, legal_actions, view.content.bot_easy, rng)
        return action if action in legal_actions else legal_actions[0]
