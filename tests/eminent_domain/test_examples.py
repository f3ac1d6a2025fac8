"""The examples in the rules, played out."""

from game.eminent_domain.rules.actions import Attack, Boost, Buy, Dissent, Finish, LeadRole, PlayAction, Settle, Tuck
from game.eminent_domain.rules.task_records import ColonizeTask

from .scenario import act, fresh, give, planet, step_kind


def test_settle_with_a_colonize_planet_and_fertile_ground():
    # A surveyed world needing four colonies; a face-up planet with a Colonize symbol and Fertile
    # Ground each take one off, so two colonies are enough to settle it.
    s = fresh()
    planet(s, 0, "styku", up=True)  # shows a Colonize symbol
    give(s, 0, "fertile_ground", zone="techs")
    target = planet(s, 0, "lyttle", colonies=2)  # colony cost 4
    act(s, Finish())  # no action
    act(s, LeadRole("colonize"))
    act(s, Finish())  # no Colonize card in hand: resolve at strength 0
    assert Settle(target["uid"]) in s.legal_actions(0)
    act(s, Settle(target["uid"]))
    assert target["up"] and target["col"] == [] and target["cv"] == 0
    assert len(s.players[0]["discard"]) >= 2  # the colonies went to the discard pile


def test_one_colony_short_cannot_settle():
    s = fresh()
    planet(s, 0, "styku", up=True)
    target = planet(s, 0, "lyttle", colonies=2)  # needs 4 - 1 = 3
    act(s, Finish())
    act(s, LeadRole("colonize"))
    act(s, Finish())
    assert Settle(target["uid"]) not in s.legal_actions(0)
    # The leader's Colonize card is tucked instead.
    assert s.legal_actions(0) == [Tuck(target["uid"])] or step_kind(s) != "colonize_role"
    assert target["cv"] == 3  # only one face-down planet: the tuck was automatic


def test_abundance_produces_four_on_purchase_and_two_on_settle():
    s = fresh()
    for pid in ("new_texas", "artigas_gns_111", "gerdland"):  # fertile: 2 + 2 + 1 slots
        planet(s, 0, pid, up=True)
    target = planet(s, 0, "styku", colonies=4)
    for _ in range(4):  # with the role card: 5 Research for a level-2 technology
        give(s, 0, "research")
    act(s, Finish())
    act(s, LeadRole("research"))
    while step_kind(s) == "boost":
        boosts = [a for a in s.legal_actions(0) if isinstance(a, Boost)]
        act(s, boosts[0] if boosts else Finish())
    card = next(a.card for a in s.legal_actions(0) if isinstance(a, Buy) and a.side == "abundance")
    act(s, Buy(card, "abundance"))
    while step_kind(s) == "produce":
        act(s, s.legal_actions(0)[0])
    filled = sum(sum(r["res"]) for r in s.players[0]["planets"])
    assert filled == 4
    # Settling later produces two more (into the settled planet's slot and the last free one).
    s.tasks[-1:] = []  # leave the follower prompts aside: go straight to a Colonize action
    s.push(ColonizeTask(player=0, settles=1, card=-1, tuck_after_settle=False, done=0))
    act(s, Settle(target["uid"]))
    while s.to_act() == [0] and step_kind(s) == "produce":
        act(s, s.legal_actions(0)[0])
    assert sum(sum(r["res"]) for r in s.players[0]["planets"]) == 6


def test_scorched_earth_policy_saves_two_fighters_and_blocks_a_slot():
    s = fresh()
    give(s, 0, "scorched_earth_policy", zone="techs")
    target = planet(s, 0, "tankahshin")  # warfare cost 5, one iron slot
    s.players[0]["fighters"] = 3
    give(s, 0, "warfare")
    act(s, Finish())
    act(s, LeadRole("warfare"))
    act(s, Finish()) if step_kind(s) == "boost" else None
    assert Attack(target["uid"], False) not in s.legal_actions(0)
    act(s, Attack(target["uid"], True))
    assert target["up"] and s.players[0]["fighters"] == 0
    assert target["blk"] == 1  # the first slot is unusable
    from game.eminent_domain.rules import empire as E

    assert (target["uid"], 0) not in E.produce_options(s, 0)


def test_war_path_two_attacks_then_a_third_with_the_warfare_role():
    s = fresh()
    give(s, 0, "scorched_earth_policy", zone="techs")
    a = planet(s, 0, "erkam_w")  # 4
    b = planet(s, 0, "voson")  # 5
    c = planet(s, 0, "pink_sonar")  # 4
    s.players[0]["fighters"] = 4 + 3 + 2
    card = give(s, 0, "war_path")
    act(s, PlayAction(card))
    # The discount applies to only one of War Path's attacks.
    act(s, Attack(b["uid"], True))
    assert not any(isinstance(x, Attack) and x.discount for x in s.legal_actions(0))
    act(s, Attack(a["uid"], False))
    assert a["up"] and b["up"] and s.players[0]["fighters"] == 2
    act(s, LeadRole("warfare"))
    if step_kind(s) == "boost":
        act(s, Finish())
    assert Attack(c["uid"], True) in s.legal_actions(0)  # the role brings its own discount
    act(s, Attack(c["uid"], True))
    assert c["up"] and s.players[0]["fighters"] == 0


def test_logistics_role_first_and_an_extra_turn_at_the_end():
    s = fresh(players=2)
    give(s, 1, "logistics", zone="techs")
    # Trigger the end: empty the Survey stack during player 1's turn, player 2 has Logistics.
    s.removed += s.stacks["survey"]
    s.stacks["survey"] = []
    act(s, Finish())
    act(s, LeadRole("warfare"))
    while s.to_act() == [0]:
        act(s, s.legal_actions(0)[-1])
    act(s, Dissent())
    while s.tasks[-1].player == 0:
        act(s, Finish())
    # Player 2's turn (the last of the round): Logistics offers the order.
    assert step_kind(s) == "order"
    from game.eminent_domain.rules.actions import ChooseOrder

    act(s, ChooseOrder(True))
    assert step_kind(s) == "role"
    turns_before = s.turn_no
    while s.turn_no == turns_before:
        act(s, s.legal_actions(s.to_act()[0])[0])
    # The round is over, but player 2 takes one more turn, and player 1 may follow it.
    assert not s.is_terminal() and s.active == 1 and s.mode == "extra_turns"
    while s.turn_no == turns_before + 1 and not s.is_terminal():
        p = s.to_act()[0]
        if step_kind(s) == "follow":
            assert p == 0
        act(s, s.legal_actions(p)[0])
    assert s.is_terminal() and s.turn_no == turns_before + 1
