"""Each Escalation technology does what its card says, on hand-built positions; the military
alternative cost; spending card icons as ships or resources."""

import pytest

from game.eminent_domain.rules import actions as A
from game.eminent_domain.rules import empire as E
from game.eminent_domain.rules import fleet
from game.eminent_domain.rules.describe import action_label
from game.eminent_domain.rules.effects import unplayable
from game.eminent_domain.rules.ending import triggered
from game.eminent_domain.rules.moves import tax_rivals
from game.eminent_domain.rules.task_records import ProduceTask, ResearchTask, TradeTask

from .helpers import assert_conserved, content
from .scenario import act, fresh, give, planet, step_kind

ESC = ("escalation",)


def esc(players=2, seed=1):
    return fresh(players, seed, ESC)


def legal(s):
    return s.legal_actions(s.to_act()[0])


def until(s, kind):
    """Play on (finishing where possible, else the first choice) until a `kind` decision."""
    while step_kind(s) != kind:
        options = legal(s)
        act(s, A.Finish() if A.Finish() in options else options[0])


def finish_boost(s):
    while step_kind(s) == "boost":
        act(s, A.Finish())


def boost_all(s):
    """Add every card offered, then resolve (a boost step with only "finish" left resolves itself)."""
    while step_kind(s) == "boost":
        boosts = [a for a in legal(s) if isinstance(a, A.Boost)]
        act(s, boosts[0] if boosts else A.Finish())


def lead(s, role):
    """Player 1 ends the Action phase and leads `role`."""
    until(s, "role")
    act(s, A.LeadRole(role))


def tech(s, p, face):
    """A permanent technology showing `face` in p's empire (with its slots, as when researched)."""
    from game.eminent_domain.rules.escalation_effects import face_slots

    uid = give(s, p, face, zone="techs")
    if face_slots(s, face):
        s.players[p].setdefault("tech_res", {})[str(uid)] = [0] * len(face_slots(s, face))
    return uid


def research_step(s, p, n):
    """A Research decision for p with strength n, as the leader's (p is the active player)."""
    s.active = p
    s.tasks.append(ResearchTask(player=p, strength=n))


def labels_work(s):
    for action in legal(s):
        assert action_label(s, action) != repr(action)


# --- the content check ---------------------------------------------------------------------------

def test_every_escalation_technology_ability_is_played():
    abilities = [(f.id, a) for t in content().technologies if t.expansion == "escalation" for f in t.faces
                 for a in f.abilities]
    assert len({face for face, _ in abilities}) >= 38
    assert [(face, unplayable(a)) for face, a in abilities if unplayable(a)] == []


# --- advanced ------------------------------------------------------------------------------------

@pytest.mark.parametrize("face", ["peace_treaty_advanced", "peace_treaty_fertile", "peace_treaty_metallic"])
def test_peace_treaty_pays_one_influence_for_dissenting_warfare(face):
    s = esc()
    tech(s, 1, face)
    lead(s, "warfare")
    until(s, "follow")
    act(s, A.Dissent())
    assert s.players[1]["influence"] == 1


def test_peace_treaties_stack_and_need_warfare():
    s = esc()
    tech(s, 1, "peace_treaty_advanced")
    tech(s, 1, "peace_treaty_metallic")
    lead(s, "warfare")
    until(s, "follow")
    act(s, A.Dissent())
    assert s.players[1]["influence"] == 2
    s = esc()
    tech(s, 1, "peace_treaty_advanced")
    lead(s, "survey")
    until(s, "follow")
    act(s, A.Dissent())
    assert s.players[1]["influence"] == 0


def test_freedom_of_trade_follows_produce_as_trade():
    s = esc()
    tech(s, 1, "freedom_of_trade")  # two permanent Trade symbols
    rec = planet(s, 1, "new_texas", up=True, resources=[1, 1])
    lead(s, "produce")
    until(s, "follow")
    assert A.FollowAs("trade") in legal(s)
    act(s, A.FollowAs("trade"))
    finish_boost(s)
    while step_kind(s) == "trade":
        act(s, legal(s)[0])
    assert rec["res"] == [0, 0] and s.players[1]["influence"] == 2


def test_without_freedom_of_trade_a_follower_follows_the_leader_choice():
    s = esc()
    lead(s, "produce")
    until(s, "follow")
    assert not [a for a in legal(s) if isinstance(a, A.FollowAs)]


def test_improved_research_draws_one_and_removes():
    s = esc()
    give(s, 0, "survey")
    act(s, A.PlayAction(give(s, 0, "esc_improved_research_rf")))
    assert len(s.players[0]["hand"]) == 2 and step_kind(s) == "remove"
    removed = len(s.removed)
    act(s, legal(s)[0] if isinstance(legal(s)[0], A.RemoveCard) else legal(s)[1])
    assert len(s.removed) == removed + 1


def test_improved_trade_takes_one_influence():
    s = esc()
    act(s, A.PlayAction(give(s, 0, "esc_improved_trade_tf")))
    assert s.players[0]["influence"] == 1


@pytest.mark.parametrize("face", ["double_time_advanced_r", "double_time_advanced_t", "double_time_fertile_c",
                                  "double_time_fertile_p", "double_time_metallic_s", "double_time_metallic_w"])
def test_double_time_gives_two_more_actions(face):
    s = esc()
    trades = [give(s, 0, "esc_improved_trade_tf"), give(s, 0, "improved_trade_ts")]
    act(s, A.PlayAction(give(s, 0, face)))
    assert step_kind(s) == "action" and s.tasks[-1].left == 2
    act(s, A.PlayAction(trades[0]))
    assert step_kind(s) == "action"
    act(s, A.PlayAction(trades[1]))
    assert s.players[0]["influence"] == 2 and step_kind(s) != "action"


def test_scientific_discovery_takes_a_cheap_technology_without_planets_and_adds_an_action():
    s = esc()
    trade = give(s, 0, "esc_improved_trade_tf")
    act(s, A.PlayAction(give(s, 0, "scientific_discovery")))
    assert step_kind(s) == "take_tech"
    options = legal(s)
    assert all(s.cat.cards[b.side].cost <= 3 for b in options if isinstance(b, A.Buy))
    pick = next(b for b in options if isinstance(b, A.Buy) and b.side == "improved_survey_st")
    act(s, pick)
    assert pick.card in s.players[0]["hand"] and pick.card not in s.tech_supply
    assert step_kind(s) == "action"  # the extra action
    act(s, A.PlayAction(trade))
    assert s.players[0]["influence"] == 1


def test_scientific_discovery_puts_a_permanent_into_the_empire():
    s = esc()
    act(s, A.PlayAction(give(s, 0, "scientific_discovery")))
    pick = next(b for b in legal(s) if isinstance(b, A.Buy) and b.side == "peace_treaty_fertile")
    act(s, pick)
    assert pick.card in s.players[0]["techs"]


def test_soldiers_of_fortune_turns_a_destroyer_into_three_influence():
    s = esc()
    s.players[0]["destroyers"] = 1
    act(s, A.PlayAction(give(s, 0, "soldiers_of_fortune")))
    assert (s.players[0]["destroyers"], s.players[0]["influence"]) == (0, 3)
    s = esc()
    act(s, A.PlayAction(give(s, 0, "soldiers_of_fortune")))
    assert s.players[0]["influence"] == 0  # no destroyer, no pay


def test_scientific_method_buys_a_second_technology_with_what_is_left():
    s = esc()
    tech(s, 0, "scientific_method")
    planet(s, 0, "lyttle", up=True)
    planet(s, 0, "echo_rose", up=True)
    research_step(s, 0, 6)
    first = next(b for b in legal(s) if isinstance(b, A.Buy) and b.side == "improved_survey_st")
    act(s, first)
    assert step_kind(s) == "research" and s.tasks[-1].strength == 3
    second = next(b for b in legal(s) if isinstance(b, A.Buy) and b.side == "improved_survey_sr")
    act(s, second)
    assert first.card in s.players[0]["hand"] and second.card in s.players[0]["hand"]
    assert step_kind(s) != "research"


def test_scientific_method_counts_each_planet_once():
    s = esc()
    tech(s, 0, "scientific_method")
    planet(s, 0, "lyttle", up=True)
    research_step(s, 0, 6)
    act(s, next(b for b in legal(s) if isinstance(b, A.Buy) and b.side == "improved_survey_st"))
    assert not [b for b in legal(s) if isinstance(b, A.Buy) and s.cat.cards[b.side].type == "advanced"]


def test_without_scientific_method_one_technology_only():
    s = esc()
    planet(s, 0, "lyttle", up=True)
    planet(s, 0, "echo_rose", up=True)
    research_step(s, 0, 6)
    act(s, next(b for b in legal(s) if isinstance(b, A.Buy) and b.side == "improved_survey_st"))
    assert step_kind(s) != "research"


def test_defense_contract_sells_once_a_turn():
    s = esc()
    tech(s, 0, "defense_contract")
    rec = planet(s, 0, "new_texas", up=True, resources=[1, 1])
    s.players[0]["fighters"] = 1
    give(s, 0, "survey")  # so the Action phase stays a decision
    assert A.Sell() in legal(s) and A.Sell(rec["uid"], 0) in legal(s)
    act(s, A.Sell(rec["uid"], 0))
    assert rec["res"] == [0, 1] and s.players[0]["influence"] == 1
    assert step_kind(s) == "action" and not [a for a in legal(s) if isinstance(a, A.Sell)]


def test_defense_contract_sells_a_fighter():
    s = esc()
    tech(s, 0, "defense_contract")
    s.players[0]["fighters"] = 2
    act(s, A.Sell())
    assert (s.players[0]["fighters"], s.players[0]["influence"]) == (1, 1)


def test_industrial_espionage_taxes_every_rival():
    s = esc(3)
    s.players[1]["influence"] = 2
    supply = s.supply
    act(s, A.PlayAction(give(s, 0, "industrial_espionage")))
    assert [pl["influence"] for pl in s.players] == [1, 1, 0]
    assert s.supply == supply + 1 - 1


def test_industrial_espionage_cannot_undo_an_emptied_supply():
    s = esc(3)
    s.supply, s.players[1]["influence"], s.players[2]["influence"] = 1, 1, 1
    s.turn["supply_out"] = False
    act(s, A.PlayAction(give(s, 0, "industrial_espionage")))  # rivals return 2, the player takes 1
    assert s.supply == 2
    assert not triggered(s)
    E.gain_influence(s, 0, 2)  # the supply runs out ...
    s.players[1]["influence"] = 1
    tax_rivals(s, 0, 1, 0)  # ... and a token comes back in the same turn
    assert s.supply == 1 and triggered(s)


# --- fertile -------------------------------------------------------------------------------------

def test_biosphere_slots_produce_and_trade():
    s = esc()
    planet(s, 0, "drawde", up=True)
    research_step(s, 0, 3)
    card = next(b.card for b in legal(s) if isinstance(b, A.Buy) and b.side == "biosphere")
    act(s, A.Buy(card, "biosphere"))
    assert s.players[0]["tech_res"][str(card)] == [0, 0]
    s.tasks.append(ProduceTask(player=0, left=2, turn_bonus=False, resources=[]))
    assert A.ProduceTech(card, 0) in legal(s)
    act(s, A.ProduceTech(card, 0))
    act(s, A.ProduceTech(card, 1))
    assert s.players[0]["tech_res"][str(card)] == [1, 1]
    s.tasks.append(TradeTask(player=0, left=1, turn_bonus=False, resources=[]))
    act(s, A.TradeTech(card, 0))
    assert s.players[0]["tech_res"][str(card)] == [0, 1] and s.players[0]["influence"] == 1


def test_improved_colonize_settles_two():
    s = esc()
    a = planet(s, 0, "srod_avain_n2", colonies=3)
    b = planet(s, 0, "zhephan", colonies=3)
    act(s, A.PlayAction(give(s, 0, "esc_improved_colonize_cf")))
    act(s, A.Settle(a["uid"]))
    act(s, A.Settle(b["uid"]))
    assert a["up"] and b["up"]


def test_improved_production_produces_two():
    s = esc()
    rec = planet(s, 0, "new_texas", up=True)
    act(s, A.PlayAction(give(s, 0, "esc_improved_production_pf")))
    act(s, A.Produce(rec["uid"], 0))
    assert rec["res"] == [1, 1]


def test_specialized_production_pays_for_the_named_resource():
    s = esc()
    planet(s, 0, "new_texas", up=True)
    planet(s, 0, "artigas_gns_111", up=True)
    for _ in range(3):
        give(s, 0, "produce_trade")
    act(s, A.PlayAction(give(s, 0, "specialized_production")))
    act(s, A.NameResource("food"))
    lead(s, "produce")
    boost_all(s)
    while step_kind(s) == "produce":
        act(s, legal(s)[0])
    assert s.players[0]["influence"] == 2  # two food produced (and two water, which pay nothing)


def test_spoils_of_war_produces_one_per_fighter():
    s = esc()
    s.players[0]["fighters"] = 2
    a = planet(s, 0, "new_texas", up=True)
    b = planet(s, 0, "artigas_gns_111", up=True)
    act(s, A.PlayAction(give(s, 0, "spoils_of_war")))
    while step_kind(s) == "produce":
        act(s, legal(s)[0])
    assert sum(a["res"]) + sum(b["res"]) == 2 and s.players[0]["fighters"] == 2


def test_black_market_discards_resources_as_symbols():
    s = esc()
    tech(s, 0, "black_market")
    rec = planet(s, 0, "new_texas", up=True, resources=[1, 1])
    lead(s, "research")
    assert A.BoostResource(rec["uid"], 0) in legal(s)
    act(s, A.BoostResource(rec["uid"], 0))
    act(s, A.BoostResource(rec["uid"], 1))
    assert rec["res"] == [0, 0] and legal(s) == [A.Finish()]  # nothing more to add: the role waits for Resolve
    act(s, A.Finish())
    assert step_kind(s) == "research" and s.tasks[-1].strength == 3  # the role card and two resources


def test_black_market_not_for_colonies():
    s = esc()
    tech(s, 0, "black_market")
    planet(s, 0, "new_texas", up=True, resources=[1, 1])
    lead(s, "colonize")
    assert not [a for a in legal(s) if isinstance(a, A.BoostResource)]


def test_colony_ship_takes_a_colony_a_turn_and_helps_settle():
    s = esc()
    tech(s, 0, "colony_ship")
    target = planet(s, 0, "srod_avain_n2", colonies=2)  # needs 3
    give(s, 0, "survey")
    assert A.LoadColony() in legal(s)
    act(s, A.LoadColony())
    assert s.players[0]["colony_ship"] == 1 and A.LoadColony() not in legal(s) and step_kind(s) == "action"
    act(s, A.PlayAction(give(s, 0, "colonize")))
    act(s, A.Settle(target["uid"]))
    assert target["up"] and s.players[0]["colony_ship"] == 0


def test_natural_order_removes_a_permanent_and_pays_its_owner():
    s = esc()
    victim = tech(s, 1, "logistics")
    act(s, A.PlayAction(give(s, 0, "natural_order")))
    # only one permanent in play: the removal is forced and taken at once
    assert victim in s.removed and victim not in s.players[1]["techs"]
    assert s.players[1]["influence"] == 2 and s.players[0]["influence"] == 0


def test_natural_order_chooses_among_permanents():
    s = esc()
    mine = tech(s, 0, "peace_treaty_advanced")
    theirs = tech(s, 1, "logistics")
    act(s, A.PlayAction(give(s, 0, "natural_order")))
    assert set(legal(s)) == {A.RemoveTech(mine), A.RemoveTech(theirs)}
    act(s, A.RemoveTech(mine))
    assert mine in s.removed and s.players[0]["influence"] == 2


# --- metallic ------------------------------------------------------------------------------------

def test_thorough_survey_looks_at_two_fewer_and_keeps_two():
    s = esc()
    tech(s, 0, "thorough_survey")
    for _ in range(3):
        give(s, 0, "survey")
    lead(s, "survey")
    boost_all(s)
    assert step_kind(s) == "thorough"
    act(s, A.ThoroughSurvey(True))
    assert step_kind(s) == "survey" and len(s.tasks[-1].planets) == 2
    act(s, legal(s)[0])  # the second planet is kept without a choice
    assert len(s.players[0]["planets"]) == 2
    assert_conserved(s)


def test_thorough_survey_may_be_declined():
    s = esc()
    tech(s, 0, "thorough_survey")
    for _ in range(3):
        give(s, 0, "survey")
    lead(s, "survey")
    boost_all(s)
    act(s, A.ThoroughSurvey(False))
    assert len(s.tasks[-1].planets) == 4


def test_improved_survey_draws_three():
    s = esc()
    act(s, A.PlayAction(give(s, 0, "esc_improved_survey_sf")))
    assert len(s.players[0]["hand"]) == 3


def test_improved_warfare_collects_two():
    s = esc()
    act(s, A.PlayAction(give(s, 0, "esc_improved_warfare_wf")))
    assert s.players[0]["fighters"] == 2


def test_deep_space_probes_search_the_planet_deck_and_shuffle_the_rest_back():
    s = esc()
    trade = give(s, 0, "esc_improved_trade_tf")
    deck = sorted(s.planet_deck)
    discard = list(s.planet_discard)
    act(s, A.PlayAction(give(s, 0, "deep_space_probes")))
    assert step_kind(s) == "survey" and sorted(s.tasks[-1].planets) == deck
    want = next(uid for uid in deck if s.planet_def[uid] == "ny_seia")
    events = act(s, A.KeepPlanet(want))
    assert any(e.barrier for e in events)  # the shuffle: undo does not cross it
    assert [r["uid"] for r in s.players[0]["planets"]] == [want] and not s.players[0]["planets"][0]["up"]
    assert sorted(s.planet_deck + [want]) == deck and s.planet_discard == discard
    assert step_kind(s) == "action"
    act(s, A.PlayAction(trade))
    assert s.players[0]["influence"] == 1
    assert_conserved(s)


def test_deep_space_probes_hidden_from_rivals():
    s = esc()
    act(s, A.PlayAction(give(s, 0, "deep_space_probes")))
    assert set(s.view(1).tasks[-1].planets) == {-1}
    assert -1 not in s.view(0).tasks[-1].planets


def test_destroyer_technology_collects_two_destroyers():
    s = esc()
    act(s, A.PlayAction(give(s, 0, "destroyer_technology")))
    assert s.players[0]["destroyers"] == 2


def test_wealth_of_knowledge_survey_cards_boost_any_role_when_leading():
    s = esc()
    tech(s, 0, "wealth_of_knowledge")
    survey = give(s, 0, "survey")
    lead(s, "research")
    assert A.Boost(survey) in legal(s)
    act(s, A.Boost(survey))
    events = act(s, A.Finish())  # nothing more to add: Resolve
    assert [e.data["strength"] for e in events if e.kind == "resolve"] == [2]


def test_wealth_of_knowledge_not_when_following():
    s = esc()
    tech(s, 1, "wealth_of_knowledge")
    survey = give(s, 1, "survey")
    lead(s, "research")
    until(s, "follow")
    act(s, A.Follow())
    assert A.Boost(survey) not in legal(s)


def test_warfare_technology_fighters_count_as_research():
    s = esc()
    tech(s, 0, "warfare_technology")
    s.players[0]["fighters"] = 2
    lead(s, "research")
    act(s, A.BoostShip("fighter"))
    act(s, A.BoostShip("fighter"))
    act(s, A.Finish())  # no fighter left to add: Resolve
    assert s.players[0]["fighters"] == 0 and step_kind(s) == "research" and s.tasks[-1].strength == 3


def test_warfare_technology_only_for_research():
    s = esc()
    tech(s, 0, "warfare_technology")
    s.players[0]["fighters"] = 2
    lead(s, "survey")
    assert A.BoostShip("fighter") not in legal(s)


def test_tour_de_force_ships_and_an_attack_after_the_role():
    s = esc()
    target = planet(s, 0, "pomerene")  # 2 fighters
    act(s, A.PlayAction(give(s, 0, "tour_de_force")))
    assert (s.players[0]["destroyers"], s.players[0]["fighters"]) == (1, 2)
    lead(s, "survey")
    until(s, "attack")
    assert s.active == 0 and A.Attack(target["uid"], False) in legal(s)
    act(s, A.Attack(target["uid"], False))
    assert target["up"]


def test_tour_de_force_attacks_after_each_role_phase():
    s = esc()
    planet(s, 0, "pomerene")
    planet(s, 0, "liagiba")
    incentives, force = give(s, 0, "elevated_incentives"), give(s, 0, "tour_de_force")
    act(s, A.PlayAction(give(s, 0, "double_time_advanced_r")))
    act(s, A.PlayAction(incentives))
    act(s, A.PlayAction(force))
    s.players[0]["fighters"] = 4
    attacks = 0
    while s.active == 0 and step_kind(s) not in ("discard",):
        options = legal(s)
        if step_kind(s) == "attack":
            attacks += 1
            act(s, next(a for a in options if isinstance(a, A.Attack)))
            continue
        roles = [a for a in options if isinstance(a, A.LeadRole)]
        act(s, roles[0] if roles else (A.Finish() if A.Finish() in options else options[0]))
    assert attacks == 2


# --- diverse -------------------------------------------------------------------------------------

def test_elevated_incentives_an_extra_role_phase_others_may_follow():
    s = esc()
    act(s, A.PlayAction(give(s, 0, "elevated_incentives")))
    assert step_kind(s) == "extra_role" and A.Finish() in legal(s)
    survey = len(s.stacks["survey"])
    research = len(s.stacks["research"])
    act(s, A.LeadRole("survey"))
    until(s, "follow")
    assert s.to_act() == [1]
    act(s, A.Dissent())
    until(s, "role")
    act(s, A.LeadRole("research"))
    assert (len(s.stacks["survey"]), len(s.stacks["research"])) == (survey - 1, research - 1)


def test_synthesize_searches_the_deck_draws_and_adds_an_action():
    s = esc()
    trade = give(s, 0, "esc_improved_trade_tf")
    hand = len(s.players[0]["hand"])
    deck = s.players[0]["deck"]
    counts = {face: [s.card_face[u] for u in deck].count(face) for face in {s.card_face[u] for u in deck}}
    single = next(u for u in deck if counts[s.card_face[u]] == 1 and s.card_face[u] != "politics")
    deck.remove(single)
    deck.append(single)  # on top: a draw before the search would take the only card of its kind
    top = s.card_face[single]
    act(s, A.PlayAction(give(s, 0, "synthesize")))
    assert step_kind(s) == "search_deck"
    faces = [a.face for a in legal(s)]
    assert "politics" in faces and top in faces  # the search comes before the draw
    act(s, A.SearchCard("politics"))
    # the trade card still to play, the drawn card and the searched Politics card
    assert len(s.players[0]["hand"]) == hand + 2 and step_kind(s) == "action"
    assert sum(1 for uid in s.players[0]["hand"] if s.card_face[uid] == "politics") >= 1
    act(s, A.PlayAction(trade))
    assert s.players[0]["influence"] == 1


def test_annex_seizes_a_rival_unexplored_planet_for_its_warfare_cost_with_reparations():
    s = esc()
    target = planet(s, 1, "lyttle", colonies=1)  # warfare 5
    s.players[0]["fighters"] = 5
    act(s, A.PlayAction(give(s, 0, "annex")))
    assert step_kind(s) == "attack_rival"
    assert legal(s) == [A.AttackRival(1, 0, "fighter"), A.Finish()]
    act(s, A.AttackRival(1, 0, "fighter"))
    assert s.players[0]["fighters"] == 0
    assert [r["uid"] for r in s.players[0]["planets"]] == [target["uid"]] and s.players[0]["planets"][0]["up"]
    assert s.players[1]["planets"] == [] and s.players[1]["influence"] == 2
    assert_conserved(s)


def test_annex_without_the_ships_to_pay_is_played_for_nothing():
    s = esc()
    planet(s, 1, "lyttle")
    s.players[0]["fighters"] = 4
    act(s, A.PlayAction(give(s, 0, "annex")))
    assert step_kind(s) != "attack_rival" and s.players[1]["planets"] != []


def test_military_campaign_attacks_rival_face_up_planets():
    s = esc()
    tech(s, 0, "military_campaign")
    target = planet(s, 1, "lyttle", up=True, resources=[1])  # 3 influence
    s.players[0]["battlecruiser"] = 1
    s.players[0]["fighters"] = 3
    lead(s, "warfare")
    finish_boost(s)
    assert A.AttackRival(1, 0) in legal(s)
    act(s, A.AttackRival(1, 0))
    assert target["uid"] in [r["uid"] for r in s.players[0]["planets"]]
    assert (s.players[0]["battlecruiser"], s.players[0]["fighters"]) == (0, 0)
    assert s.players[1]["influence"] == 2


def test_military_campaign_needs_the_battlecruiser():
    s = esc()
    tech(s, 0, "military_campaign")
    planet(s, 1, "lyttle", up=True)
    planet(s, 0, "pomerene")
    s.players[0]["fighters"] = 5
    lead(s, "warfare")
    finish_boost(s)
    assert not [a for a in legal(s) if isinstance(a, A.AttackRival)]


def test_oversight_committee_draws_removes_and_raises_the_hand_limit():
    s = esc()
    for face in ("lyttle", "styku", "voson"):
        planet(s, 0, face, up=True)
    limit = E.hand_limit(s, 0)
    research_step(s, 0, 5)
    card = next(b.card for b in legal(s) if isinstance(b, A.Buy) and b.side == "oversight_committee")
    act(s, A.Buy(card, "oversight_committee"))
    assert len(s.players[0]["hand"]) == 2 and step_kind(s) == "remove"
    assert E.hand_limit(s, 0) == limit + 1


def test_well_oiled_machine_an_extra_role_phase_every_turn():
    from game.eminent_domain.rules.flow import action_then_role

    s = esc()
    assert "extra_role" not in [t.kind for t in action_then_role(s, 0, role_first=False)]
    tech(s, 0, "well_oiled_machine")
    kinds = [t.kind for t in action_then_role(s, 0, role_first=False)]
    assert kinds.index("role") < kinds.index("extra_role") < kinds.index("post_role")


def test_elite_squadron_replenishes_a_destroyer_and_two_fighters():
    s = esc()
    tech(s, 0, "elite_squadron")
    fleet.replenish(s, 0)
    assert (s.players[0]["destroyers"], s.players[0]["fighters"]) == (1, 2)
    fleet.replenish(s, 0)
    assert (s.players[0]["destroyers"], s.players[0]["fighters"]) == (1, 2)  # slots already full


# --- the military alternative cost ----------------------------------------------------------------

def test_military_cost_offered_only_when_affordable():
    s = esc()
    planet(s, 0, "lyttle", up=True)
    s.players[0]["fighters"] = 2
    research_step(s, 0, 0)
    assert not [a for a in legal(s) if isinstance(a, A.BuyWithShips)]
    s.players[0]["fighters"] = 3
    buys = [a for a in legal(s) if isinstance(a, A.BuyWithShips)]
    assert {s.cat.cards[b.side].level for b in buys} == {1}
    assert all(s.cat.tech_cards[s.cat.cards[b.side].tech].expansion == "escalation" for b in buys)
    assert all(s.cat.cards[b.side].type == "advanced" for b in buys)  # the prerequisite still applies
    labels_work(s)


def test_military_cost_pays_ships():
    s = esc()
    planet(s, 0, "lyttle", up=True)
    s.players[0]["fighters"] = 4
    research_step(s, 0, 0)
    act(s, next(a for a in legal(s) if isinstance(a, A.BuyWithShips) and a.side == "esc_improved_trade_tf"))
    assert s.players[0]["fighters"] == 1
    assert any(s.card_face[uid] == "esc_improved_trade_tf" for uid in s.players[0]["hand"])


def test_military_cost_levels_two_and_three():
    s = esc()
    for face in ("lyttle", "echo_rose", "srod_avain_n2"):
        planet(s, 0, face, up=True)
    s.players[0]["destroyers"] = 2
    research_step(s, 0, 0)
    buys = [a for a in legal(s) if isinstance(a, A.BuyWithShips)]
    assert {s.cat.cards[b.side].level for b in buys} == {2}
    act(s, next(b for b in buys if b.side == "soldiers_of_fortune"))
    assert s.players[0]["destroyers"] == 0
    s = esc()
    for face in ("lyttle", "echo_rose", "srod_avain_n2"):
        planet(s, 0, face, up=True)
    s.players[0]["battlecruiser"] = 1
    research_step(s, 0, 0)
    buys = [a for a in legal(s) if isinstance(a, A.BuyWithShips)]
    assert {b.side for b in buys} == {"industrial_espionage"}


def test_military_cost_double_sided_buyer_picks_the_side():
    s = esc()
    planet(s, 0, "lyttle", up=True)
    s.players[0]["fighters"] = 3
    research_step(s, 0, 0)
    buys = {a.side for a in legal(s) if isinstance(a, A.BuyWithShips)}
    assert {"peace_treaty_advanced", "freedom_of_trade"} <= buys
    card = next(a.card for a in legal(s) if isinstance(a, A.BuyWithShips) and a.side == "freedom_of_trade")
    act(s, A.BuyWithShips(card, "freedom_of_trade"))
    assert card in s.players[0]["techs"] and s.card_face[card] == "freedom_of_trade"


def test_prerequisite_overrides():
    s = esc()
    planet(s, 0, "lyttle", up=True)
    s.players[0]["fighters"] = 3
    research_step(s, 0, 3)
    double_time = {"double_time_advanced_r", "double_time_advanced_t"}
    assert not double_time & {a.side for a in legal(s) if isinstance(a, (A.Buy, A.BuyWithShips))}  # 1 + 1 any
    planet(s, 0, "styku", up=True)
    sides = {a.side for a in legal(s) if isinstance(a, (A.Buy, A.BuyWithShips))}
    assert double_time <= sides
    assert "elevated_incentives" not in sides  # one of each type
    planet(s, 0, "voson", up=True)
    assert "elevated_incentives" in {a.side for a in legal(s) if isinstance(a, A.Buy)}


# --- icons ---------------------------------------------------------------------------------------

def test_fighter_icon_pays_for_an_attack():
    s = esc()
    target = planet(s, 0, "pomerene")  # 2 fighters
    s.players[0]["fighters"] = 1
    icon = give(s, 0, "esc_improved_research_rf")  # shows a fighter
    act(s, A.PlayAction(give(s, 0, "esc_improved_warfare_wf")))
    assert A.Attack(target["uid"], False) not in legal(s)
    act(s, A.SpendIcon(icon))
    assert icon in s.players[0]["discard"] and s.players[0]["fighters"] == 2
    act(s, A.Attack(target["uid"], False))
    assert target["up"]


def test_ship_icons_pay_a_military_cost():
    s = esc()
    planet(s, 0, "lyttle", up=True)
    s.players[0]["fighters"] = 1
    icon = give(s, 0, "destroyer_technology")  # two fighter icons
    research_step(s, 0, 0)
    assert A.SpendIcon(icon) in legal(s)
    act(s, A.SpendIcon(icon))
    assert s.players[0]["fighters"] == 3 and [a for a in legal(s) if isinstance(a, A.BuyWithShips)]


def test_resource_icon_traded_as_a_resource():
    s = esc()
    icon = give(s, 0, "double_time_metallic_s")  # iron
    s.tasks.append(TradeTask(player=0, left=1, turn_bonus=True, resources=[]))
    s.turn["bonus"] = [{"role": "trade", "per": "named_type", "res": "iron"}]
    assert legal(s) == [A.TradeCard(icon)]
    s.tasks.pop()
    s.tasks.append(TradeTask(player=0, left=2, turn_bonus=True, resources=[]))
    give(s, 0, "survey")
    act(s, A.TradeCard(icon))
    assert icon in s.players[0]["discard"]
    assert s.players[0]["influence"] == 2  # the trade and the named-resource bonus


def test_icons_offered_only_when_paying():
    s = esc()
    icon = give(s, 0, "esc_improved_research_rf")
    assert A.SpendIcon(icon) not in legal(s)  # the Action phase
    research_step(s, 0, 0)  # nothing buyable with ships: no prerequisite met
    assert A.SpendIcon(icon) not in legal(s)


def test_synthesize_search_hidden_from_rivals():
    s = esc()
    act(s, A.PlayAction(give(s, 0, "synthesize")))
    assert s.view(0).legal_actions(0) == s.legal_actions(0)
    assert s.view(1).tasks[-1].faces == []


def test_biosphere_resources_count_for_the_tie_break():
    from game.eminent_domain.rules.scoring import tiebreak

    s = esc()
    card = tech(s, 0, "biosphere")
    before = tiebreak(s, 0)
    s.players[0]["tech_res"][str(card)] = [1, 1]
    assert tiebreak(s, 0) == before + 2
