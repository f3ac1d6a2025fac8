"""The bots with Escalation: the easy bot follows its YAML rules for ship conversions, the improved
fleet, ship attacks, bustling planets' actions, rival attacks, military purchases and the setup
choices; the evaluation counts the fleet; every level finishes Escalation and scenario games."""

import dataclasses

import pytest

from game.core.bots import make_bot
from game.core.rng import Rng
from game.eminent_domain import GAME
from game.eminent_domain.ai import escalation_policy as X
from game.eminent_domain.ai import policy
from game.eminent_domain.ai.evaluate import position_value
from game.eminent_domain.rules import actions as A
from game.eminent_domain.rules.task_records import AttackRivalTask, AttackTask, ResearchTask

from .helpers import content, new_game
from .scenario import act, fresh, give, planet, step_kind

ESC = ("escalation",)


def rules(**changes):
    return dataclasses.replace(content().bot_easy, **changes)


def easy(s, bot_rules=None):
    """The easy bot's choice for the player to act, from that player's view."""
    p = s.to_act()[0]
    view = s.view(p)
    return policy.choose(view, p, s.legal_actions(p), bot_rules or content().bot_easy, Rng(1))


def esc(players=2, seed=1):
    s = fresh(players, seed, ESC)
    give(s, 0, "survey")
    return s


# --- fleet ---------------------------------------------------------------------------------------

def test_easy_turns_fighters_into_a_destroyer_for_a_bustling_planet():
    s = esc()
    s.players[0]["fighters"] = 3
    planet(s, 0, "monos")
    assert easy(s) == A.ConvertShips("fighter", "destroyer")
    assert easy(s, rules(keep_fighters=1)) != A.ConvertShips("fighter", "destroyer")


def test_easy_keeps_its_fighters_when_no_destroyer_is_wanted():
    s = esc()
    s.players[0]["fighters"] = 3
    planet(s, 0, "voson")
    assert easy(s, rules(build_battlecruiser=False)) != A.ConvertShips("fighter", "destroyer")
    assert easy(s, rules(build_battlecruiser=False, destroyers_wanted=1)) == A.ConvertShips("fighter", "destroyer")


def test_easy_builds_the_battlecruiser_when_its_rules_say_so():
    s = esc()
    s.players[0]["destroyers"] = 2
    assert easy(s) == A.ConvertShips("destroyer", "battlecruiser")
    assert easy(s, rules(build_battlecruiser=False)) != A.ConvertShips("destroyer", "battlecruiser")


def test_easy_takes_the_improved_fleet_with_research_when_it_gives_up_no_ranked_technology():
    s = esc()
    s.tasks[-1] = ResearchTask(player=0, strength=3)
    assert A.UpgradeFleet("research") in s.legal_actions(0)
    assert easy(s) == A.UpgradeFleet("research")
    assert easy(s, rules(upgrade_fleet=())) != A.UpgradeFleet("research")


# --- attacks and planet actions -----------------------------------------------------------------

def test_easy_attacks_with_a_destroyer_and_spares_the_battlecruiser_for_small_planets():
    s = esc()
    s.players[0]["destroyers"] = 1
    rec = planet(s, 0, "monos")
    s.tasks[-1] = AttackTask(player=0, left=1, discounts=1, fighters=0, done=0)
    assert easy(s) == A.AttackWithShip(rec["uid"], "destroyer")
    s = esc()
    s.players[0]["battlecruiser"] = 1
    rec = planet(s, 0, "kaylexa")  # civilized, worth 3
    s.tasks[-1] = AttackTask(player=0, left=1, discounts=1, fighters=0, done=0)
    assert A.AttackWithShip(rec["uid"], "battlecruiser") in s.legal_actions(0)
    assert easy(s) == A.Finish()
    assert easy(s, rules(battlecruiser_attack_min_influence=3)) == A.AttackWithShip(rec["uid"], "battlecruiser")


def test_easy_uses_a_bustling_planets_action_before_a_card():
    s = esc()
    give(s, 0, "warfare")
    rec = planet(s, 0, "monos", up=True)
    assert easy(s) == A.PlanetAction(rec["uid"])
    assert step_kind(s) == "action"


def test_easy_skips_a_planet_action_that_would_do_nothing():
    s = esc()
    rec = planet(s, 0, "vierra", up=True, resources=[1, 1])  # produce 2, but both slots are full
    assert A.PlanetAction(rec["uid"]) in s.legal_actions(0)
    assert easy(s) != A.PlanetAction(rec["uid"])
    rec["res"] = [0, 1]
    assert easy(s) == A.PlanetAction(rec["uid"])


def test_easy_attacks_the_leading_rivals_best_face_up_planet():
    s = esc(3)
    rich = planet(s, 1, "zhephan", up=True)  # worth 4
    planet(s, 2, "voson", up=True)  # worth 3
    planet(s, 2, "styku", up=True)  # worth 3
    s.players[2]["influence"] = 10  # player 3 leads
    s.players[0]["battlecruiser"] = 1
    s.players[0]["fighters"] = 9
    s.tasks[-1] = AttackRivalTask(player=0, face_up=True, reparations=2)
    assert easy(s) == A.AttackRival(2, 0)
    assert easy(s, rules(rival_attack_min_influence=4)) == A.AttackRival(1, s.players[1]["planets"].index(rich))
    assert easy(s, rules(rival_attack_min_influence=5)) == A.Finish()


def test_easy_annexes_by_a_hidden_planets_public_back_and_pays_the_cheapest_way():
    s = esc()
    planet(s, 1, "oknow")  # advanced 5/4: Lyttle 3, Ral Gai'Gaw 3, Oknow 2 unseen, 8/3 on average
    planet(s, 1, "monos")  # metallic bustling: Monos 3, Nalarad 4, 3.5 on average
    s.players[0].update(fighters=5, destroyers=1, battlecruiser=1, fleet="improved")
    s.tasks[-1] = AttackRivalTask(player=0, face_up=False, reparations=2)
    legal = s.legal_actions(0)
    assert {A.AttackRival(1, 0, "fighter"), A.AttackRival(1, 1, "destroyer"), A.AttackRival(1, 1, "battlecruiser")} \
        <= set(legal)
    assert easy(s) == A.AttackRival(1, 1, "destroyer")
    assert easy(s, rules(rival_attack_min_influence=2)) == A.AttackRival(1, 1, "destroyer")
    assert easy(s, rules(rival_attack_min_influence=4)) == A.Finish()
    s.players[1]["planets"].pop()  # only the 5/4 planet, worth 8/3 < 3 on average
    assert easy(s) == A.Finish()
    assert easy(s, rules(rival_attack_min_influence=2)) == A.AttackRival(1, 0, "fighter")


def test_easy_loads_its_colony_ship_every_turn():
    s = esc()
    give(s, 0, "colony_ship", zone="techs")
    assert easy(s) == A.LoadColony()


def test_easy_uses_military_campaign_on_a_rival_when_it_has_nothing_of_its_own_to_attack():
    s = esc()
    give(s, 0, "military_campaign", zone="techs")
    rich = planet(s, 1, "zhephan", up=True)
    s.players[0]["battlecruiser"], s.players[0]["fighters"] = 1, 4
    s.tasks[-1] = AttackTask(player=0, left=1, discounts=1, fighters=0, done=0)
    target = A.AttackRival(1, s.players[1]["planets"].index(rich))
    assert target in s.legal_actions(0)
    assert easy(s) == target
    assert easy(s, rules(rival_attack_min_influence=5)) == A.Finish()


# --- setup choices ---------------------------------------------------------------------------------

def test_easy_keeps_the_scenario_it_ranks_first():
    s = new_game(2, 4, ("scenarios",))
    offer = s.tasks[-1].offer
    order = tuple(reversed(offer))
    assert easy(s, rules(scenario_order=order)) == A.ChooseScenario(offer[-1])
    assert easy(s, rules(scenario_order=(offer[0],))) == A.ChooseScenario(offer[0])


def test_easy_keeps_the_start_planet_it_ranks_first():
    s = new_game(2, 4, ESC)
    assert step_kind(s) == "start_planet"
    looks = s.tasks[-1].planets
    ids = [s.planet_def[uid] for uid in looks]
    for wanted in ids:
        assert easy(s, rules(start_planets=(wanted,))) == A.KeepPlanet(looks[ids.index(wanted)])


# --- evaluation -------------------------------------------------------------------------------------

def test_the_evaluation_counts_the_fleet():
    s = esc()
    base = position_value(s, 0)
    s.players[0]["destroyers"] = 1
    with_destroyer = position_value(s, 0)
    assert with_destroyer > base
    s.players[0]["battlecruiser"] = 1
    assert position_value(s, 0) >= with_destroyer + 2  # its 2 influence and its discount
    s.players[0]["fleet"] = "improved"
    assert position_value(s, 0) > with_destroyer + 2


def test_the_evaluation_sees_destroyers_bring_a_hostile_planet_within_reach():
    s = esc()
    planet(s, 0, "pitt_of_injustice")  # hostile: a destroyer only
    s.players[0]["fighters"] = 6
    without = position_value(s, 0)
    s.players[0]["fighters"], s.players[0]["destroyers"] = 3, 1
    assert position_value(s, 0) > without


# --- whole games ------------------------------------------------------------------------------------

def play(levels, seed, variants):
    bots = [make_bot(GAME, level) for level in levels]
    s = new_game(len(levels), seed, variants)
    rng = Rng(seed + 500)
    while not s.is_terminal():
        p = s.to_act()[0]
        legal = s.legal_actions(p)
        action = bots[p].choose(s.view(p), legal, rng, 60.0)
        assert action in legal
        s.apply(p, action)
    return s.outcome()


@pytest.mark.parametrize("levels,variants", [
    (("easy", "medium"), ESC), (("hard", "random"), ESC), (("easy", "random", "medium"), ESC),
    (("easy", "easy", "easy", "easy", "easy"), ESC),
    (("medium", "easy"), ("escalation", "escalation_scenarios")), (("hard", "easy"), ("scenarios",))])
def test_every_level_finishes_escalation_and_scenario_games(levels, variants):
    assert play(levels, 3, variants) is not None


def test_easy_beats_random_with_escalation():
    wins = 0
    for g in range(12):
        seats = ["easy", "random"] if g % 2 == 0 else ["random", "easy"]
        wins += seats.index("easy") in play(seats, g, ESC).winners
    assert wins >= 9


def test_setup_kinds_are_answered_in_base_games_too():
    s = new_game(3, 2, ("scenarios",))
    assert s.tasks[-1].kind in X.SETUP_KINDS
    assert isinstance(easy(s), A.ChooseScenario)
