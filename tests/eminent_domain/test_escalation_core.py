"""Escalation's core rules: setup (five seats, start planet choice, fleets), ships and the fleet
tile, the new planet categories, Replenish, Peace Treaty, the fleet upgrade, rival attacks, the
battlecruiser's score and the end of a five-player game."""

import pytest

from game.core.config import GameConfig, Seat
from game.core.rng import Rng
from game.eminent_domain import vocabulary_escalation as x
from game.eminent_domain.rules import actions as A
from game.eminent_domain.rules import empire as E
from game.eminent_domain.rules import fleet, planets, rivals
from game.eminent_domain.rules.describe import action_label
from game.eminent_domain.rules.ending import triggered
from game.eminent_domain.rules.scoring import score, score_lines, tiebreak
from game.eminent_domain.rules.setup import SetupError
from game.eminent_domain.rules.setup import new_game as setup_new_game
from game.eminent_domain.rules.view import HIDDEN

from .helpers import assert_conserved, content, new_game, play_random
from .scenario import act, fresh, give, planet, step_kind

ESC = ("escalation",)


def esc(players=2, seed=1):
    """A fresh Escalation game, player 1 in the Action phase with a Survey card in hand (so the
    Action phase stays a real decision after a fleet conversion)."""
    s = fresh(players, seed, ESC)
    give(s, 0, "survey")
    return s


def until(s, kind):
    """Play on (finishing where possible, else the first choice) until a `kind` decision."""
    while step_kind(s) != kind:
        legal = s.legal_actions(s.to_act()[0])
        act(s, A.Finish() if A.Finish() in legal else legal[0])


def to_attack_step(s, p=0):
    """Play a Warfare card for its action: an attack step with 'collect 1 fighter' offered."""
    card = give(s, p, "warfare")
    act(s, A.PlayAction(card))
    assert step_kind(s) == "attack"


# --- setup -----------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_deals_a_base_and_an_escalation_start_planet_to_choose_from(players):
    s = new_game(players, 3, ESC)
    for p in range(players):
        assert step_kind(s) == "start_planet" and s.to_act() == [p]
        looks = s.tasks[-1].planets
        expansions = sorted(E.planet_def(s, uid).expansion for uid in looks)
        assert expansions == ["base", "escalation"]
        assert all(E.planet_def(s, uid).start for uid in looks)
        assert s.players[p]["planets"] == []
        act(s, A.KeepPlanet(looks[1]))
        assert [r["uid"] for r in s.players[p]["planets"]] == [looks[1]]
        assert not s.players[p]["planets"][0]["up"]
        assert looks[0] in s.planet_box
        assert_conserved(s)
    assert step_kind(s) == "action" and s.to_act() == [0]
    for pl in s.players:
        assert (pl["fleet"], pl["fighters"], pl["destroyers"], pl["battlecruiser"]) == ("basic", 0, 0, 0)
    supply_techs = {E.face(s, uid).tech for uid in s.tech_supply}
    assert "annex" in supply_techs and "tour_de_force" in supply_techs
    in_deck = {s.planet_def[uid] for uid in s.planet_deck}
    assert {"monos", "yago", "odonata", "lyttle"} <= in_deck


def test_base_games_have_no_fleet_and_no_escalation_cards():
    s = new_game(4, 3)
    assert step_kind(s) == "action"
    for pl in s.players:
        assert (pl["fleet"], pl["fighters"], pl["destroyers"], pl["battlecruiser"]) == ("", 0, 0, 0)
        assert len(pl["planets"]) == 1
    assert all(s.cat.tech_cards[E.face(s, uid).tech].expansion == "base" for uid in s.tech_supply)
    assert all(E.planet_def(s, uid).expansion == "base" for uid in s.planet_deck)
    assert [line.label for line in score_lines(s, 0)] == ["Influence tokens", "Planets", "Technologies"]


def test_five_players_need_escalation():
    config = GameConfig("eminent_domain", tuple(Seat(f"P{i}") for i in range(5)), (), 1)
    with pytest.raises(SetupError, match="5 players only with the Escalation variant"):
        setup_new_game(content(), config, allow_unavailable=True)


def test_views_hide_a_rivals_start_planet_offer():
    s = new_game(3, 5, ESC)
    mine = s.view(0)
    rival = s.view(1)
    offers = {t.player: t.planets for t in s.tasks if t.kind == "start_planet"}
    assert {t.player: t.planets for t in mine.tasks if t.kind == "start_planet"}[0] == offers[0]
    for p, looks in {t.player: t.planets for t in rival.tasks if t.kind == "start_planet"}.items():
        assert looks == (offers[p] if p == 1 else [HIDDEN, HIDDEN])
    assert set(offers[0]) <= set(rival.hidden_planets)
    assert mine.legal_actions(0) == s.legal_actions(0)


# --- ships and the fleet tile --------------------------------------------------------------------

def test_basic_fleet_converts_once_per_action_phase():
    s = esc()
    s.players[0]["fighters"] = 6
    assert A.ConvertShips("fighter", "destroyer") in s.legal_actions(0)
    assert A.ConvertShips("destroyer", "battlecruiser") not in s.legal_actions(0)
    act(s, A.ConvertShips("fighter", "destroyer"))
    assert (s.players[0]["fighters"], s.players[0]["destroyers"]) == (3, 1)
    assert step_kind(s) == "action"  # the card action is still there
    assert not [a for a in s.legal_actions(0) if isinstance(a, A.ConvertShips)]  # basic: one a turn


def test_basic_fleet_two_destroyers_make_the_battlecruiser():
    s = esc()
    s.players[0]["destroyers"] = 2
    act(s, A.ConvertShips("destroyer", "battlecruiser"))
    assert (s.players[0]["destroyers"], s.players[0]["battlecruiser"]) == (0, 1)


def test_improved_fleet_converts_two_fighters_repeatedly_and_refuses_a_second_battlecruiser():
    s = esc()
    pl = s.players[0]
    pl["fleet"], pl["fighters"] = "improved", 6
    for _ in range(3):
        act(s, A.ConvertShips("fighter", "destroyer"))
    assert (pl["fighters"], pl["destroyers"]) == (0, 3)
    act(s, A.ConvertShips("destroyer", "battlecruiser"))
    assert (pl["destroyers"], pl["battlecruiser"]) == (1, 1)
    pl["destroyers"] = 4
    assert A.ConvertShips("destroyer", "battlecruiser") not in s.legal_actions(0)
    assert E.gain_ships(s, 0, "battlecruiser", 1) == [] and pl["battlecruiser"] == 1
    labels = [action_label(s, a) for a in s.legal_actions(0)]
    assert "Trade 2 fighters for a destroyer" not in labels  # no fighters left
    pl["fighters"] = 2
    assert "Trade 2 fighters for a destroyer" in [action_label(s, a) for a in s.legal_actions(0)]


# --- planet categories ---------------------------------------------------------------------------

def test_civilized_planet_falls_only_to_the_battlecruiser_which_is_spent():
    s = esc()
    rec = planet(s, 0, "yago")
    s.players[0]["fighters"], s.players[0]["destroyers"] = 10, 3
    assert E.attack_options(s, 0, 1) == [] and fleet.ship_attack_options(s, 0) == []
    s.players[0]["battlecruiser"] = 1
    to_attack_step(s)
    assert A.AttackWithShip(rec["uid"], "battlecruiser") in s.legal_actions(0)
    act(s, A.AttackWithShip(rec["uid"], "battlecruiser"))
    assert rec["up"] and s.players[0]["battlecruiser"] == 0
    assert (s.players[0]["fighters"], s.players[0]["destroyers"]) == (10, 3)


def test_hostile_planet_needs_a_destroyer_and_is_never_colonized():
    s = esc()
    rec = planet(s, 0, "pitt_of_injustice", colonies=6)
    other = planet(s, 0, "lyttle")
    s.players[0]["fighters"] = 10
    assert not E.can_settle(s, 0, rec)
    card = give(s, 0, "colonize")
    act(s, A.PlayAction(card))
    assert A.Settle(rec["uid"]) not in s.legal_actions(0)
    assert A.Tuck(rec["uid"]) not in s.legal_actions(0)
    assert A.Tuck(other["uid"]) in s.legal_actions(0)
    act(s, A.Finish())

    s = esc()
    rec = planet(s, 0, "odonata")
    s.players[0]["fighters"] = 10
    assert E.attack_options(s, 0, 1) == [] and fleet.ship_attack_options(s, 0) == []
    s.players[0]["destroyers"] = 1
    to_attack_step(s)
    act(s, A.AttackWithShip(rec["uid"], "destroyer"))
    assert rec["up"] and s.players[0]["destroyers"] == 0 and s.players[0]["fighters"] == 10


def test_improved_fleet_battlecruiser_pays_any_planets_cost():
    s = esc()
    rec = planet(s, 0, "lyttle")
    s.players[0]["battlecruiser"] = 1
    assert fleet.ship_attack_options(s, 0) == []
    s.players[0]["fleet"] = "improved"
    assert fleet.ship_attack_options(s, 0) == [A.AttackWithShip(rec["uid"], "battlecruiser")]
    to_attack_step(s)
    act(s, A.AttackWithShip(rec["uid"], "battlecruiser"))
    assert rec["up"] and s.players[0]["battlecruiser"] == 0


def test_bustling_planet_action_takes_the_action_and_stays():
    s = esc()
    rec = planet(s, 0, "monos", up=True)
    planet(s, 0, "nalarad")  # face down: its action is not usable
    s.tasks[-1] = s.tasks[-1].but(left=2)  # as with a Double Time-style extra action
    assert planets.planet_action_options(s, 0) == [A.PlanetAction(rec["uid"])]
    hand = len(s.players[0]["hand"])
    act(s, A.PlanetAction(rec["uid"]))
    assert len(s.players[0]["hand"]) == hand + 2  # Monos: draw 2
    assert step_kind(s) == "action" and s.tasks[-1].left == 1
    assert A.PlanetAction(rec["uid"]) not in s.legal_actions(0)  # once per turn
    assert rec in s.players[0]["planets"] and rec["up"]
    s.turn = {"bonus": [], "must_lead": "", "attack_after": 0}  # a new turn: usable again
    assert A.PlanetAction(rec["uid"]) in s.legal_actions(0)


def test_bustling_planet_conquered_with_one_destroyer_or_settled_with_four():
    s = esc()
    rec = planet(s, 0, "vierra", colonies=3)
    assert not E.can_settle(s, 0, rec)
    rec2 = planet(s, 0, "terra_prime", colonies=4)
    assert E.can_settle(s, 0, rec2)
    s.players[0]["destroyers"] = 1
    to_attack_step(s)
    assert A.AttackWithShip(rec["uid"], "destroyer") in s.legal_actions(0)
    assert not [a for a in s.legal_actions(0) if isinstance(a, A.Attack)]


# --- Replenish ---------------------------------------------------------------------------------

def test_replenish_fills_only_empty_slots():
    s = esc()
    pl = s.players[0]
    planet(s, 0, "pitt_of_injustice", up=True)
    planet(s, 0, "pappathan_prime")  # face down: not yours yet
    fleet.replenish(s, 0)
    assert (pl["fighters"], pl["on_slots"]["fighter"]) == (1, 1)
    fleet.replenish(s, 0)
    assert pl["fighters"] == 1  # the slot is still full
    E.pay_ships(s, 0, {"fighter": 1})  # spent from the slot first
    E.gain_ships(s, 0, "fighter", 3)
    fleet.replenish(s, 0)
    assert (pl["fighters"], pl["on_slots"]["fighter"]) == (4, 1)


def test_replenish_runs_at_the_start_of_each_turn():
    s = esc()
    planet(s, 1, "odonata", up=True)
    rng = Rng(2)
    while s.active != 1:
        legal = s.legal_actions(s.to_act()[0])
        s.apply(s.to_act()[0], legal[rng.randrange(len(legal))] if A.Finish() not in legal else A.Finish())
    assert s.players[1]["fighters"] >= 1 and s.players[1]["on_slots"]["fighter"] == 1


def test_elite_squadron_replenishes_a_destroyer_and_two_fighters():
    s = esc()
    give(s, 0, "elite_squadron", "techs")
    fleet.replenish(s, 0)
    pl = s.players[0]
    assert (pl["destroyers"], pl["fighters"]) == (1, 2)


# --- the battlecruiser --------------------------------------------------------------------------

def test_battlecruiser_discounts_fighter_costs_and_scores_two():
    s = esc()
    rec = planet(s, 0, "lyttle")  # warfare cost 5
    assert E.attack_cost(s, 0, rec, False) == 5
    before = score(s, 0)
    s.players[0]["battlecruiser"] = 1
    assert E.attack_cost(s, 0, rec, False) == 4
    s.players[0]["fleet"] = "improved"
    assert E.attack_cost(s, 0, rec, False) == 3
    assert score(s, 0) == before + 2
    assert [line for line in score_lines(s, 0) if line.label == "Fleet"][0].points == 2
    s.players[0]["fighters"] = 3
    to_attack_step(s)
    act(s, A.Attack(rec["uid"]))
    assert rec["up"] and s.players[0]["fighters"] == 0 and s.players[0]["battlecruiser"] == 1


def test_tiebreak_counts_every_ship_with_escalation():
    s = esc()
    s.players[0].update(fighters=2, destroyers=1, battlecruiser=1)
    assert tiebreak(s, 0) == 4


# --- Peace Treaty and the fleet upgrade ---------------------------------------------------------

def _lead(s, role, boosts=()):
    """Skip the action, lead `role` boosted with cards of these faces, stop at the next decision."""
    for face in boosts:
        give(s, 0, face)
    act(s, A.Finish())
    act(s, A.LeadRole(role))
    while step_kind(s) == "boost" and s.to_act() == [0]:
        boosts_left = [a for a in s.legal_actions(0) if isinstance(a, A.Boost)]
        act(s, boosts_left[0] if boosts_left else A.Finish())


def test_peace_treaty_pays_one_influence_per_source_when_dissenting_warfare():
    s = esc()
    planet(s, 1, "kaylexa", up=True)
    planet(s, 1, "yago")  # face down: no treaty yet
    give(s, 1, "peace_treaty_metallic", "techs")
    _lead(s, "warfare")
    until(s, "follow")
    assert s.to_act() == [1]
    act(s, A.Dissent())
    assert s.players[1]["influence"] == 2

    s = esc()
    planet(s, 1, "kaylexa", up=True)
    _lead(s, "survey")
    until(s, "follow")
    act(s, A.Dissent())
    assert s.players[1]["influence"] == 0


def test_fleet_upgrade_paid_with_research():
    s = esc()
    _lead(s, "research", ["research", "research"])
    assert step_kind(s) == "research" and s.tasks[-1].strength == 3
    assert A.UpgradeFleet("research") in s.legal_actions(0)
    assert A.UpgradeFleet("fighter") not in s.legal_actions(0)
    act(s, A.UpgradeFleet("research"))
    assert s.players[0]["fleet"] == "improved"
    assert step_kind(s) == "follow"  # nothing left to buy with 0 Research: the step ended


def test_fleet_upgrade_paid_with_fighters_keeps_the_research_strength():
    s = esc()
    s.players[0]["fighters"] = 4
    planet(s, 0, "lyttle", up=True)  # an advanced planet: level-1 advanced technologies can be bought
    _lead(s, "research", ["research", "research"])
    act(s, A.UpgradeFleet("fighter"))
    assert s.players[0]["fleet"] == "improved" and s.players[0]["fighters"] == 1
    assert step_kind(s) == "research" and s.tasks[-1].strength == 4  # Lyttle shows a Research symbol
    assert not [a for a in s.legal_actions(0) if isinstance(a, A.UpgradeFleet)]
    assert [a for a in s.legal_actions(0) if isinstance(a, A.Buy)]


# --- attacks on rivals ---------------------------------------------------------------------------

def test_annex_takes_a_rivals_face_down_planet_for_its_printed_warfare_cost():
    s = esc()
    own = planet(s, 1, "lyttle", colonies=2)  # advanced, warfare 5 fighters
    planet(s, 1, "drawde", up=True)
    s.players[0]["fighters"] = 4
    assert rivals.targets(s, 0, False) == []  # 4 fighters do not pay 5
    s.players[0]["fighters"] = 5
    x.AttackRival(face_up=False, reparations=2).fire(s, 0, -1)
    assert s.legal_actions(0) == [A.AttackRival(1, 0, "fighter"), A.Finish()]
    assert action_label(s, A.AttackRival(1, 0, "fighter")) == "Seize an unexplored advanced planet from P2 for 5 fighters"
    view = s.view(0)
    assert view.players[1]["planets"][0]["uid"] == HIDDEN
    assert view.legal_actions(0) == s.legal_actions(0)
    assert action_label(view, A.AttackRival(1, 0, "fighter")) == action_label(s, A.AttackRival(1, 0, "fighter"))
    act(s, A.AttackRival(1, 0, "fighter"))
    assert [r["uid"] for r in s.players[1]["planets"]] != [] and own["uid"] not in [
        r["uid"] for r in s.players[1]["planets"]]
    taken = E.find_planet(s, 0, own["uid"])
    assert taken["up"] and taken["col"] == []
    assert s.players[0]["fighters"] == 0
    assert s.players[1]["influence"] == 2 and len(s.players[1]["discard"]) == 2
    assert_conserved(s)


def test_annex_pays_like_an_ordinary_attack_discount_destroyer_and_improved_battlecruiser():
    s = esc()
    planet(s, 1, "lyttle")  # 5 fighters
    planet(s, 1, "monos")  # bustling: 1 destroyer
    planet(s, 1, "yago")  # civilized: the battlecruiser
    s.players[0].update(fighters=4, battlecruiser=1, fleet="basic")  # the basic tile's discount: 1
    assert rivals.targets(s, 0, False) == [A.AttackRival(1, 0, "fighter"), A.AttackRival(1, 2, "battlecruiser")]
    s.players[0]["destroyers"] = 1
    assert A.AttackRival(1, 1, "destroyer") in rivals.targets(s, 0, False)
    s.players[0].update(fleet="improved", fighters=0, destroyers=0)  # any cost: the battlecruiser
    assert rivals.targets(s, 0, False) == [A.AttackRival(1, i, "battlecruiser") for i in range(3)]
    view = s.view(0)
    assert rivals.targets(view, 0, False) == rivals.targets(s, 0, False)
    s.players[0]["fighters"] = 3  # the improved discount of 2 leaves 3 of Lyttle's 5
    x.AttackRival(face_up=False, reparations=2).fire(s, 0, -1)
    assert A.AttackRival(1, 0, "fighter") in s.legal_actions(0)
    act(s, A.AttackRival(1, 1, "battlecruiser"))
    assert (s.players[0]["battlecruiser"], s.players[0]["fighters"]) == (0, 3)
    assert E.find_planet(s, 0, s.players[0]["planets"][-1]["uid"])["up"]
    assert_conserved(s)


def test_military_campaign_needs_the_battlecruiser_and_fighters_equal_to_the_planets_value():
    s = esc()
    rec = planet(s, 1, "yago", up=True)  # 4 influence
    planet(s, 1, "lyttle")
    effect = x.AttackRival(face_up=True, reparations=2)
    s.players[0]["fighters"] = 4
    effect.fire(s, 0, -1)
    assert step_kind(s) == "attack_rival" and rivals.targets(s, 0, True) == []
    s.players[0]["battlecruiser"] = 1
    assert rivals.targets(s, 0, True) == [A.AttackRival(1, 0)]
    s.players[0]["fighters"] = 3
    assert rivals.targets(s, 0, True) == []
    s.players[0]["fighters"] = 4
    act(s, A.AttackRival(1, 0))
    assert E.find_planet(s, 0, rec["uid"])["up"]
    assert (s.players[0]["fighters"], s.players[0]["battlecruiser"], s.players[1]["influence"]) == (0, 0, 2)


# --- the end of the game ------------------------------------------------------------------------

def test_five_player_game_ends_on_two_empty_stacks_or_an_empty_supply_of_32():
    s = fresh(5, 2, ESC)
    assert (s.supply, s.stacks_to_end) == (32, 2)
    s.removed += s.stacks["survey"]
    s.stacks["survey"] = []
    assert not triggered(s)
    s.removed += s.stacks["warfare"]
    s.stacks["warfare"] = []
    assert triggered(s)
    s = fresh(5, 2, ESC)
    E.gain_influence(s, 0, 32)
    assert triggered(s)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_escalation_games_finish_with_everything_conserved(players):
    for seed in range(3):
        s = play_random(new_game(players, seed, ESC), seed, check=assert_conserved, limit=20000)
        outcome = s.outcome()
        assert sorted(r.player for r in outcome.results) == list(range(players))
        for r in outcome.results:
            assert r.score == sum(line.points for line in r.breakdown)
            assert "Fleet" in [line.label for line in r.breakdown]


def test_every_escalation_core_action_has_a_label():
    mine = (A.ConvertShips, A.AttackWithShip, A.UpgradeFleet, A.PlanetAction, A.AttackRival, A.KeepPlanet)
    for seed in (4, 5):
        s = new_game(4, seed, ESC)
        rng = Rng(seed)
        while not s.is_terminal():
            p = s.to_act()[0]
            legal = s.legal_actions(p)
            for action in [a for a in legal if isinstance(a, mine)]:
                label = action_label(s, action)
                assert label and not label.startswith(type(action).__name__ + "(")
            s.apply(p, legal[rng.randrange(len(legal))])


def test_escalation_is_offered_only_when_every_escalation_ability_is_played():
    from game.eminent_domain.rules.effects import unplayable

    c = content()
    abilities = [a for t in c.technologies if t.expansion == "escalation" for f in t.faces for a in f.abilities]
    abilities += [a for p in c.planets if p.expansion == "escalation" for a in p.abilities]
    missing = [why for why in map(unplayable, abilities) if why]
    available = {v.id: v.available for v in c.variants}["escalation"]
    assert available == (not missing), missing
