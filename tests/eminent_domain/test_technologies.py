"""Each base technology (and each role card's action) does what its card says."""

import pytest

from game.eminent_domain.rules import empire as E
from game.eminent_domain.rules.actions import (Attack, Boost, ChooseProduce, CollectFighters, Discard, Dissent,
                                               Finish, Follow, KeepPlanet, LeadRole, NameResource, PlayAction,
                                               Produce, RemoveCard, Settle, TakeRoleCard, Tuck)

from .scenario import act, fresh, give, planet, step_kind


def finish_boost(s):
    while step_kind(s) == "boost":
        act(s, Finish())


def boost_all(s):
    while step_kind(s) == "boost":
        boosts = [a for a in s.legal_actions(s.to_act()[0]) if isinstance(a, Boost)]
        act(s, boosts[0] if boosts else Finish())


@pytest.mark.parametrize("face", ["improved_survey_st", "improved_survey_sc"])
def test_improved_survey_draws_three(face):
    s = fresh()
    card = give(s, 0, face)
    act(s, PlayAction(card))
    assert len(s.players[0]["hand"]) == 3


def test_survey_card_action_draws_two():
    s = fresh()
    act(s, PlayAction(give(s, 0, "survey")))
    assert len(s.players[0]["hand"]) == 2


def test_improved_colonize_settles_two_planets():
    s = fresh()
    a = planet(s, 0, "srod_avain_n2", colonies=3)
    b = planet(s, 0, "zhephan", colonies=3)
    c = planet(s, 0, "lyttle")
    act(s, PlayAction(give(s, 0, "improved_colonize_cr")))
    act(s, Settle(a["uid"]))
    assert Settle(b["uid"]) in s.legal_actions(0) and Tuck(c["uid"]) in s.legal_actions(0)
    act(s, Settle(b["uid"]))
    assert a["up"] and b["up"]


def test_improved_colonize_settles_then_tucks_itself():
    s = fresh()
    a = planet(s, 0, "srod_avain_n2", colonies=3)
    c = planet(s, 0, "lyttle")
    card = give(s, 0, "improved_colonize_cs")
    act(s, PlayAction(card))
    act(s, Settle(a["uid"]))
    act(s, Tuck(c["uid"]))
    assert c["col"] == [card] and c["cv"] == 1


def _improved_colonize_after_one_settle(face):
    """Improved Colonize played with two planets ready to settle and one to tuck under; the first settled."""
    s = fresh()
    a = planet(s, 0, "srod_avain_n2", colonies=3)
    b = planet(s, 0, "zhephan", colonies=3)
    c = planet(s, 0, "lyttle")
    card = give(s, 0, face)
    act(s, PlayAction(card))
    act(s, Settle(a["uid"]))
    return s, b, c, card


@pytest.mark.parametrize("face", ["improved_colonize_cr", "improved_colonize_cw"])
def test_improved_colonize_settles_a_second_planet_or_adds_a_colony_never_both(face):
    # Rulebook: settle one planet, then either settle another or place the card as a colony.
    for second in ("settle", "tuck"):
        s, b, c, card = _improved_colonize_after_one_settle(face)
        act(s, Settle(b["uid"]) if second == "settle" else Tuck(c["uid"]))
        assert step_kind(s) != "colonize"  # the card is done either way
        assert not any(isinstance(x, (Tuck, Settle)) for x in s.legal_actions(0))
        if second == "settle":
            assert b["up"] and c["col"] == []
        else:
            assert c["col"] == [card] and not b["up"]


def test_basic_colonize_action_is_settle_or_tuck_not_both():
    s = fresh()
    a = planet(s, 0, "srod_avain_n2", colonies=3)
    planet(s, 0, "lyttle")
    act(s, PlayAction(give(s, 0, "colonize")))
    act(s, Settle(a["uid"]))
    assert step_kind(s) != "colonize"


@pytest.mark.parametrize("face", ["improved_warfare_wr", "improved_warfare_wp"])
def test_improved_warfare_collects_two_or_attacks(face):
    s = fresh()
    act(s, PlayAction(give(s, 0, face)))
    assert s.players[0]["fighters"] == 2  # no planet to attack: the fighters are collected
    s = fresh()
    target = planet(s, 0, "pomerene")  # warfare cost 2
    s.players[0]["fighters"] = 2
    act(s, PlayAction(give(s, 0, face)))
    assert CollectFighters() in s.legal_actions(0)
    act(s, Attack(target["uid"], False))
    assert target["up"] and s.players[0]["fighters"] == 0


def test_improved_production_produces_two():
    s = fresh()
    planet(s, 0, "new_texas", up=True)
    act(s, PlayAction(give(s, 0, "improved_production_pr")))
    act(s, Produce(s.players[0]["planets"][0]["uid"], 1))  # food or water: the player picks
    assert s.players[0]["planets"][0]["res"] == [1, 1]


def test_produce_trade_card_action():
    s = fresh()
    rec = planet(s, 0, "new_texas", up=True, resources=[1, 0])
    act(s, PlayAction(give(s, 0, "produce_trade")))
    act(s, ChooseProduce(False))
    assert rec["res"] == [0, 0] and s.players[0]["influence"] == 1


def test_improved_trade_takes_one_influence_without_goods():
    s = fresh()
    supply = s.supply
    act(s, PlayAction(give(s, 0, "improved_trade_ts")))
    assert s.players[0]["influence"] == 1 and s.supply == supply - 1


def test_improved_research_draws_one_then_removes_up_to_three():
    s = fresh()
    for _ in range(3):
        give(s, 0, "survey")
    act(s, PlayAction(give(s, 0, "improved_research_rp")))
    assert len(s.players[0]["hand"]) == 4
    removed = len(s.removed)
    for _ in range(3):
        act(s, next(a for a in s.legal_actions(0) if isinstance(a, RemoveCard)))
    assert len(s.removed) == removed + 3 and len(s.players[0]["hand"]) == 1
    assert step_kind(s) != "remove"


def test_research_action_may_remove_itself():
    s = fresh()
    card = give(s, 0, "research")
    act(s, PlayAction(card))
    assert RemoveCard(card) in s.legal_actions(0)
    act(s, RemoveCard(card))
    assert card in s.removed


def test_politics_leaves_the_game_and_takes_a_role_card():
    s = fresh()
    card = give(s, 0, "politics")
    act(s, PlayAction(card))
    before = len(s.stacks["research"])
    act(s, TakeRoleCard("research"))
    assert card in s.removed and len(s.stacks["research"]) == before - 1
    assert [s.card_face[u] for u in s.players[0]["hand"]] == ["research"]


def _lead_trade_with(s, goods_planets):
    for pid, res in goods_planets:
        planet(s, 0, pid, up=True, resources=res)


def test_diverse_markets_pays_per_distinct_type_traded():
    s = fresh()
    _lead_trade_with(s, [("new_texas", [1, 1]), ("lyttle", [1])])  # food, water, silicon
    for _ in range(2):
        give(s, 0, "produce_trade")
    act(s, PlayAction(give(s, 0, "diverse_markets")))
    act(s, LeadRole("trade"))
    boost_all(s)
    while s.to_act() == [0] and step_kind(s) == "trade":
        act(s, s.legal_actions(0)[0])
    assert s.players[0]["influence"] == 3 + 3


def test_specialization_pays_per_good_of_the_named_type():
    s = fresh()
    _lead_trade_with(s, [("new_texas", [1, 1]), ("styku", [1])])  # food, water, water
    for _ in range(2):
        give(s, 0, "produce_trade")
    act(s, PlayAction(give(s, 0, "specialization")))
    act(s, NameResource("water"))
    act(s, LeadRole("trade"))
    boost_all(s)
    while s.to_act() == [0] and step_kind(s) == "trade":
        act(s, s.legal_actions(0)[0])
    assert s.players[0]["influence"] == 3 + 2


def test_genetic_engineering_forces_produce_and_pays_per_good():
    s = fresh()
    planet(s, 0, "new_texas", up=True)
    planet(s, 0, "angus_daffy", up=True)
    give(s, 0, "produce_trade")
    act(s, PlayAction(give(s, 0, "genetic_engineering")))
    # The only role on offer is Produce, so it was led at once.
    assert s.turn["role"] == "produce"
    boost_all(s)
    while s.to_act() == [0] and step_kind(s) == "produce":
        act(s, s.legal_actions(0)[0])
    assert sum(sum(r["res"]) for r in s.players[0]["planets"]) == 2
    assert s.players[0]["influence"] == 2


def test_data_network_draws_two_and_removes_any_number():
    s = fresh()
    for _ in range(3):
        give(s, 0, "warfare")
    card = give(s, 0, "data_network")
    act(s, PlayAction(card))
    assert len(s.players[0]["hand"]) == 5
    assert RemoveCard(card) in s.legal_actions(0)  # "in front of you": itself too
    for _ in range(5):
        act(s, next(a for a in s.legal_actions(0) if isinstance(a, RemoveCard) and a.card != card))
    assert s.players[0]["hand"] == []


def test_weapon_emporium_trades_fighters():
    s = fresh()
    give(s, 0, "weapon_emporium", zone="techs")
    s.players[0]["fighters"] = 2
    give(s, 0, "produce_trade")
    act(s, Finish())
    act(s, LeadRole("trade"))
    boost_all(s)
    # No goods at all: both Trade symbols sold fighters (the only choice, so taken at once).
    assert s.players[0]["fighters"] == 0 and s.players[0]["influence"] == 2


def _play_turn_to_post_role(s):
    act(s, Finish())
    act(s, LeadRole("warfare"))
    finish_boost(s)
    if s.to_act() == [1]:
        act(s, Dissent())


def test_streamlining_removes_one_card_before_cleanup():
    s = fresh()
    give(s, 0, "streamlining", zone="techs")
    a, b = give(s, 0, "survey"), give(s, 0, "survey")
    _play_turn_to_post_role(s)
    assert step_kind(s) == "remove"
    act(s, RemoveCard(a))
    assert a in s.removed and step_kind(s) == "discard"


def test_hyperefficiency_removes_any_number():
    s = fresh()
    give(s, 0, "hyperefficiency", zone="techs")
    cards = [give(s, 0, "survey") for _ in range(3)]
    _play_turn_to_post_role(s)
    for card in cards:
        act(s, RemoveCard(card))
    assert all(c in s.removed for c in cards)


def test_adaptability_lets_research_cards_boost_any_role():
    s = fresh()
    give(s, 0, "adaptability", zone="techs")
    r = give(s, 0, "research")
    act(s, Finish())
    act(s, LeadRole("warfare"))
    assert Boost(r) in s.legal_actions(0)
    act(s, Boost(r))
    finish_boost(s)
    assert s.players[0]["fighters"] == 2  # role card + the research card as a Warfare symbol


def test_mobilization_two_fighters_and_an_attack_after_the_role():
    s = fresh()
    target = planet(s, 0, "pomerene")  # cost 2
    act(s, PlayAction(give(s, 0, "mobilization")))
    assert s.players[0]["fighters"] == 2
    act(s, LeadRole("survey"))
    finish_boost(s)  # one look: the planet is kept at once
    act(s, Dissent())
    assert step_kind(s) == "attack"
    act(s, Attack(target["uid"], False))
    assert target["up"]


def test_survey_team_adds_the_top_planet_face_down():
    s = fresh()
    top = s.planet_deck[-1]
    act(s, PlayAction(give(s, 0, "survey_team")))
    assert [r["uid"] for r in s.players[0]["planets"]] == [top]
    assert not s.players[0]["planets"][0]["up"]


def test_imperialism_adds_survey_trade_and_warfare_symbols():
    s = fresh()
    give(s, 0, "imperialism", zone="techs")
    act(s, Finish())
    act(s, LeadRole("warfare"))
    finish_boost(s)
    assert s.players[0]["fighters"] == 2  # role card + Imperialism


def test_productivity_allows_two_actions():
    s = fresh()
    give(s, 0, "productivity", zone="techs")
    s.tasks[-1] = s.tasks[-1].but(left=2)  # the turn was set up before the technology arrived
    first, second = give(s, 0, "improved_trade_ts"), give(s, 0, "improved_trade_tw")
    act(s, PlayAction(first))
    assert step_kind(s) == "action"
    act(s, PlayAction(second))
    assert s.players[0]["influence"] == 2


def test_artificial_intelligence_takes_two_role_cards():
    s = fresh()
    act(s, PlayAction(give(s, 0, "artificial_intelligence")))
    act(s, TakeRoleCard("survey"))
    act(s, TakeRoleCard("colonize"))
    assert sorted(s.card_face[u] for u in s.players[0]["hand"]) == ["colonize", "survey"]


def test_terraforming_counts_two_colonies_and_settles():
    s = fresh()
    target = planet(s, 0, "lyttle", colonies=2)  # cost 4
    card = give(s, 0, "terraforming")
    act(s, PlayAction(card))
    assert target["up"] and card in s.players[0]["discard"]


def test_terraforming_short_of_the_cost_stays_as_two_colonies():
    s = fresh()
    target = planet(s, 0, "lyttle", colonies=1)
    card = give(s, 0, "terraforming")
    act(s, PlayAction(card))
    assert not target["up"] and target["cv"] == 3 and card in target["col"]


def test_fertile_ground_lowers_settle_cost_and_adds_produce():
    s = fresh()
    give(s, 0, "fertile_ground", zone="techs")
    planet(s, 0, "new_texas", up=True)
    target = planet(s, 0, "zhephan", colonies=2)  # cost 3, minus 1
    assert E.can_settle(s, 0, target)
    give(s, 0, "produce_trade")
    act(s, Finish())
    act(s, LeadRole("produce"))
    boost_all(s)
    while s.to_act() == [0] and step_kind(s) == "produce":
        act(s, s.legal_actions(0)[0])
    assert sum(s.players[0]["planets"][0]["res"]) == 2  # card + role card + Fertile Ground, 2 slots


def test_dissension_draws_an_extra_card_when_dissenting():
    s = fresh()
    give(s, 1, "dissension", zone="techs")
    act(s, Finish())
    act(s, LeadRole("survey"))
    while s.to_act() == [0]:
        act(s, s.legal_actions(0)[0])
    act(s, Dissent())
    assert len(s.players[1]["hand"]) == 2


def test_bureaucracy_lets_a_follower_settle():
    s = fresh()
    give(s, 1, "bureaucracy", zone="techs")
    target = planet(s, 1, "zhephan", colonies=3)
    act(s, Finish())
    act(s, LeadRole("colonize"))
    while s.to_act() == [0]:
        act(s, s.legal_actions(0)[0])
    act(s, Follow())
    finish_boost(s)  # no cards to add: Resolve; settling is the only choice and happens at once
    assert target["up"]


def test_follower_without_bureaucracy_only_tucks():
    s = fresh()
    target = planet(s, 1, "zhephan", colonies=3)
    other = planet(s, 1, "lyttle")
    c = give(s, 1, "colonize")
    act(s, Finish())
    act(s, LeadRole("colonize"))
    while s.to_act() == [0]:
        act(s, s.legal_actions(0)[0])
    act(s, Follow())
    act(s, Boost(c))
    finish_boost(s)
    assert all(isinstance(a, Tuck) for a in s.legal_actions(1))
    act(s, Tuck(other["uid"]))
    assert not target["up"] and other["cv"] == 1


def test_survey_leader_looks_at_one_more_than_a_follower():
    s = fresh()
    give(s, 0, "survey")
    give(s, 1, "survey")
    give(s, 1, "survey")
    act(s, Finish())
    act(s, LeadRole("survey"))
    boost_all(s)
    assert len(s.tasks[-1].planets) == 2  # role card + one from hand
    act(s, KeepPlanet(s.tasks[-1].planets[0]))
    act(s, Follow())
    deck_before = len(s.planet_deck)
    boost_all(s)
    assert deck_before - len(s.planet_deck) == 1  # two symbols, minus one: kept at once
    assert len(s.players[1]["planets"]) == 1


def test_empty_stack_gives_produce_leader_one_extra():
    s = fresh()
    planet(s, 0, "new_texas", up=True)
    s.removed += s.stacks["produce_trade"]
    s.stacks["produce_trade"] = []
    act(s, Finish())
    act(s, LeadRole("produce"))
    finish_boost(s)
    while s.to_act() == [0] and step_kind(s) == "produce":
        act(s, s.legal_actions(0)[0])
    assert sum(s.players[0]["planets"][0]["res"]) == 1


def test_empty_survey_stack_gives_no_bonus():
    s = fresh()
    s.removed += s.stacks["survey"]
    s.stacks["survey"] = []
    act(s, Finish())
    act(s, LeadRole("survey"))
    finish_boost(s)
    assert step_kind(s) == "follow"  # no symbols at all: nothing to look at


def test_hand_limit_grows_with_hand_planets():
    s = fresh()
    planet(s, 0, "oknow", up=True)
    assert E.hand_limit(s, 0) == 6
    act(s, Finish())
    act(s, LeadRole("warfare"))
    finish_boost(s)
    act(s, Dissent())
    assert len(s.players[0]["hand"]) == 6


def test_cleanup_discards_chosen_cards_then_refills():
    s = fresh()
    a = give(s, 0, "survey")
    act(s, Finish())
    act(s, LeadRole("warfare"))
    finish_boost(s)
    act(s, Dissent())
    act(s, Finish())  # keep the hand
    assert len(s.players[0]["hand"]) == 5 and a in s.players[0]["hand"]


def test_discard_in_cleanup():
    s = fresh()
    a = give(s, 0, "survey")
    b = give(s, 0, "survey")
    act(s, Finish())
    act(s, LeadRole("warfare"))
    finish_boost(s)
    act(s, Dissent())
    assert step_kind(s) == "discard"
    act(s, Discard(a))
    act(s, Finish())
    assert a in s.players[0]["discard"] and b in s.players[0]["hand"]


def test_cleanup_must_come_down_to_the_hand_limit():
    s = fresh()
    cards = [give(s, 0, "survey") for _ in range(7)]
    act(s, Finish())
    act(s, LeadRole("warfare"))
    finish_boost(s)
    act(s, Dissent())
    assert Finish() not in s.legal_actions(0)
    act(s, Discard(cards[0]))
    act(s, Discard(cards[1]))
    assert Finish() in s.legal_actions(0)
