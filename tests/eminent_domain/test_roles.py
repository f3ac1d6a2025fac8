"""Role details: research costs and prerequisites, double-sided choices, followers' limits, and
what a rival can see of a survey in progress."""

from game.eminent_domain.rules.actions import Attack, Boost, Buy, CollectFighters, Finish, Follow, LeadRole
from game.eminent_domain.rules.view import HIDDEN

from .scenario import act, fresh, give, planet, step_kind


def lead_research_with(s, research_cards, planets):
    for pid in planets:
        planet(s, 0, pid, up=True)
    for _ in range(research_cards):
        give(s, 0, "research")
    act(s, Finish())
    act(s, LeadRole("research"))
    while step_kind(s) == "boost":
        boosts = [a for a in s.legal_actions(0) if isinstance(a, Boost)]
        act(s, boosts[0] if boosts else Finish())


def offered_sides(s):
    return {a.side for a in s.legal_actions(0) if isinstance(a, Buy)}


def test_research_needs_the_cost_and_the_planets():
    s = fresh()
    lead_research_with(s, 4, ["lyttle"])  # 5 Research (role card + 4), plus Lyttle's symbol = 6
    sides = offered_sides(s)
    assert "improved_survey_st" in sides  # advanced level 1: one advanced planet
    assert "improved_trade_tp" not in sides  # fertile: no fertile planet
    assert "data_network" not in sides  # advanced level 2 needs two advanced planets


def test_level_two_with_two_planets_and_enough_research():
    s = fresh()
    lead_research_with(s, 3, ["lyttle", "echo_rose"])  # 4 + 2 planet symbols = 6
    sides = offered_sides(s)
    assert {"data_network", "weapon_emporium", "streamlining"} <= sides
    assert "adaptability" not in sides  # level 3: cost 7 and three planets


def test_a_double_sided_card_is_bought_on_one_side_only():
    s = fresh()
    lead_research_with(s, 3, ["lyttle", "echo_rose"])
    buy = next(a for a in s.legal_actions(0) if isinstance(a, Buy) and a.side == "streamlining")
    act(s, buy)
    assert buy.card in s.players[0]["techs"] and s.card_face[buy.card] == "streamlining"
    assert buy.card not in s.tech_supply


def test_action_technologies_go_to_the_hand():
    s = fresh()
    lead_research_with(s, 2, ["lyttle"])
    buy = next(a for a in s.legal_actions(0) if isinstance(a, Buy) and a.side == "improved_survey_st")
    act(s, buy)
    assert buy.card in s.players[0]["hand"]


def test_research_may_buy_nothing():
    s = fresh()
    lead_research_with(s, 2, ["lyttle"])
    act(s, Finish())
    assert s.to_act() == [1] and step_kind(s) == "follow"


def test_warfare_followers_only_collect():
    s = fresh()
    target = planet(s, 1, "pomerene")
    s.players[1]["fighters"] = 5
    give(s, 1, "warfare")
    act(s, Finish())
    act(s, LeadRole("warfare"))
    act(s, Finish())  # the leader resolves with the role card alone
    if s.to_act() == [0]:
        act(s, CollectFighters())
    act(s, Follow())
    assert not any(isinstance(a, Attack) for a in s.legal_actions(1))
    act(s, Boost(s.players[1]["hand"][0]))
    act(s, Finish())
    assert s.players[1]["fighters"] == 6 and not target["up"]


def test_followers_must_follow_the_leaders_choice_of_trade():
    s = fresh()
    rec0 = planet(s, 0, "new_texas", up=True, resources=[1, 0])
    rec1 = planet(s, 1, "artigas_gns_111", up=True, resources=[1, 0])
    act(s, Finish())
    act(s, LeadRole("trade"))
    act(s, Finish())
    act(s, Follow())
    act(s, Finish())
    # Artigas shows a Produce symbol, not Trade: following Trade with no Trade symbols does nothing.
    assert rec1["res"] == [1, 0]
    assert rec0["res"] == [0, 0] and s.players[0]["influence"] == 1


def test_rivals_cannot_see_a_survey_in_progress():
    s = fresh()
    give(s, 0, "survey")
    act(s, Finish())
    act(s, LeadRole("survey"))
    act(s, Boost(s.players[0]["hand"][0]))
    act(s, Finish())
    assert step_kind(s) == "survey" and len(s.tasks[-1].planets) == 2
    assert all(uid == HIDDEN for uid in s.view(1).tasks[-1].planets)
    assert s.view(0).tasks[-1].planets == s.tasks[-1].planets
