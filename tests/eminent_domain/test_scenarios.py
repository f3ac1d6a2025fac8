"""Scenarios: every scenario sets up legally (each card and planet in exactly one place, the deck,
technologies, planet and ships it names), offers are hidden from rivals, kept scenarios never
clash, refused combinations say why, and scenario games play to the end."""

from collections import Counter

import pytest

from game.core.rng import Rng
from game.eminent_domain.rules import scenarios as SC
from game.eminent_domain.rules import empire as E
from game.eminent_domain.rules.actions import ChooseScenario, Produce, Trade
from game.eminent_domain.rules.state import EminentState
from game.eminent_domain.rules.task_records import ProduceTask, TradeTask

from .helpers import assert_conserved, content, new_game, play_random



def _variants_for(sc):
    return ("escalation", "escalation_scenarios") if sc.expansion == "escalation" else ("scenarios",)


def _keep(s, scenario_id):
    """Deal the player to act an offer holding `scenario_id` (a stacked deal), and keep it."""
    task = s.tasks[-1]
    assert task.kind == "scenario"
    s.tasks[-1] = task.but(offer=[scenario_id] + [x for x in task.offer if x != scenario_id][:1])
    p = s.to_act()[0]
    return s.apply(p, ChooseScenario(scenario_id))


def _faces(s, uids):
    return Counter(s.card_face[uid] for uid in uids)


def test_scenario_content_is_consistent():
    cards = content().technologies
    planets = {p.id: p for p in content().planets}
    for sc in content().scenarios:
        techs = [next(c for c in cards if side in [f.id for f in c.faces]) for side in sc.technologies]
        assert len({c.id for c in techs}) == len(techs), f"{sc.id}: two sides of one card"
        if sc.start_planet:
            assert planets[sc.start_planet].start, sc.id
        if sc.expansion == "base":
            assert all(c.expansion == "base" for c in techs), sc.id
            assert not sc.start_planet or planets[sc.start_planet].expansion == "base", sc.id
            assert not sc.fleet and not sc.ships, sc.id
        assert sum(sc.deck.values()) >= 5, f"{sc.id}: a deck must fill the first hand"


def test_the_content_check_refuses_scenarios_that_could_never_be_set_up(tmp_path):
    from game.core.content.service import load_game_content

    mod = tmp_path / "mod"
    (mod / "eminent_domain").mkdir(parents=True)
    (mod / "mod.yaml").write_text("id: odd_scenarios\nversion: '1'\n")
    (mod / "eminent_domain" / "x.yaml").write_text(
        "scenarios:\n"
        "  - {id: twin, name: Twin, expansion: base, deck: {survey: 5}, technologies: [imperialism, scorched_earth_policy]}\n"
        "  - {id: far, name: Far, expansion: base, start_planet: lyttle, deck: {survey: 5}}\n")
    result = load_game_content("eminent_domain", None, [mod], tmp_path / "none")
    errors = [str(e) for e in result.errors]
    assert any("x.yaml:2:" in e and "sides of the same card" in e for e in errors), errors
    assert any("x.yaml:3:" in e and "'lyttle' is not a start planet" in e for e in errors), errors


@pytest.mark.parametrize("sc", content().scenarios, ids=lambda sc: sc.id)
def test_each_scenario_sets_up_legally(sc):
    s = new_game(3, 7, _variants_for(sc))
    assert s.turn_no == 0 and s.to_act() == [0]
    assert all(not pl["hand"] and not pl["deck"] and not pl["planets"] for pl in s.players)
    assert_conserved(s)
    supply_before = len(s.tech_supply)
    events = _keep(s, sc.id)
    assert any(e.kind == "scenario" and sc.name in e.text for e in events)
    pl = s.players[0]
    assert pl["scenario"] == sc.id
    assert_conserved(s)
    assert len(s.tech_supply) == supply_before - len(sc.technologies)
    while s.turn_no == 0:  # the other players choose (whatever is first), then the deal
        p = s.to_act()[0]
        s.apply(p, s.legal_actions(p)[0])
    assert_conserved(s)
    owned = _faces(s, pl["deck"] + pl["hand"] + pl["techs"])
    want = Counter({role: n for role, n in sc.deck.items() if n})
    for side in sc.technologies:
        want[side] += 1
    assert owned == want
    for uid in pl["techs"]:
        assert s.cat.cards[s.card_face[uid]].kind == "permanent"
    assert len(pl["hand"]) == min(s.hand_size, sum(want.values()) - len(pl["techs"]))
    assert len(pl["planets"]) == 1 and not pl["planets"][0]["up"]
    start = s.planet_def[pl["planets"][0]["uid"]]
    assert start == sc.start_planet if sc.start_planet else s.cat.planets[start].start
    for ship, count in sc.ships.items():
        assert pl[SC.SHIP_KEYS[ship]] >= count
    if sc.fleet:
        assert pl["fleet"] == SC.FLEET_SIDES[sc.fleet]
    kept = [q["scenario"] for q in s.players]
    assert all(kept), "every player keeps a scenario"


@pytest.mark.parametrize("players,variants", [(2, ("scenarios",)), (3, ("scenarios",)), (4, ("scenarios",)),
                                              (4, ("escalation", "escalation_scenarios")),
                                              (5, ("escalation", "escalation_scenarios"))])
def test_kept_scenarios_never_clash(players, variants):
    for seed in range(25):
        s = new_game(players, seed, variants)
        rng = Rng(seed)
        while s.turn_no == 0:
            p = s.to_act()[0]
            legal = s.legal_actions(p)
            assert 1 <= len(legal) <= SC.OFFER
            s.apply(p, legal[rng.randrange(len(legal))])
        kept = [SC._scenario(s, pl["scenario"]) for pl in s.players]
        planets = [sc.start_planet for sc in kept if sc.start_planet]
        cards = [s.cat.cards[side].tech for sc in kept for side in sc.technologies]
        assert len(set(planets)) == len(planets) and len(set(cards)) == len(cards)
        starts = [s.planet_def[pl["planets"][0]["uid"]] for pl in s.players]
        assert len(set(starts)) == players
        assert_conserved(s)


def test_offers_are_hidden_from_rivals_but_not_from_the_chooser():
    s = new_game(3, 2, ["scenarios"])
    offer = s.tasks[-1].offer
    assert len(offer) == SC.OFFER
    assert s.view(0).tasks[-1].offer == offer
    for viewer in (1, 2, None):
        assert s.view(viewer).tasks[-1].offer == [SC.HIDDEN_OFFER] * SC.OFFER
    assert s.view(0).legal_actions(0) == s.legal_actions(0)


def test_a_scenario_game_saves_and_loads_mid_choice():
    s = new_game(3, 9, ["scenarios"])
    _keep(s, s.tasks[-1].offer[0])
    copy = EminentState.from_dict(s.content, s.to_dict())
    assert copy.to_dict() == s.to_dict()
    p = s.to_act()[0]
    a = s.legal_actions(p)[-1]
    assert s.apply(p, a) == copy.apply(p, a)
    assert copy.to_dict() == s.to_dict()


def test_refused_combinations_say_why():
    with pytest.raises(ValueError, match="Escalation"):
        new_game(2, 1, ["escalation_scenarios"])
    with pytest.raises(ValueError, match="learning"):
        new_game(2, 1, ["learning", "scenarios"])


def test_games_without_scenarios_are_unchanged():
    s = new_game(2, 3)
    assert s.turn_no == 1 and all(len(pl["hand"]) == 5 and len(pl["deck"]) == 5 for pl in s.players)
    assert all(pl["scenario"] == "" for pl in s.players)


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3), (4, 4)])
def test_a_scenario_game_plays_to_the_end_with_random_play(players, seed):
    s = play_random(new_game(players, seed, ["scenarios"]), seed, check=assert_conserved)
    assert s.outcome() is not None


@pytest.mark.parametrize("players,seed", [(2, 5), (3, 6), (5, 7)])
def test_an_escalation_scenario_game_plays_to_the_end(players, seed):
    s = play_random(new_game(players, seed, ["escalation", "escalation_scenarios"]), seed, check=assert_conserved)
    assert s.outcome() is not None


def test_a_kept_scenarios_start_planet_is_public_and_guesses_keep_the_box_to_start_planets():
    from game.eminent_domain.rules.view import HIDDEN, determinize

    s = new_game(3, 4, ("escalation", "escalation_scenarios"))
    _keep(s, "warmonger")  # names Bardolph
    rec = s.players[0]["planets"][0]
    view = s.view(1)
    assert view.players[0]["planets"][0]["uid"] == rec["uid"]
    assert rec["uid"] not in view.hidden_planets
    assert all(uid == HIDDEN for uid in view.planet_box)
    for seed in range(5):
        world = determinize(view, Rng(seed))
        assert sorted(world.planet_box) == sorted(s.planet_box)
        assert_conserved(world)


@pytest.mark.parametrize("variants", [("scenarios",), ("escalation", "escalation_scenarios")])
def test_the_hard_bot_chooses_scenarios_from_any_seat(variants):
    from game.core.bots import make_bot
    from game.eminent_domain import GAME

    bot = make_bot(GAME, "hard")
    for seed in range(4):
        s = new_game(4, seed, variants)
        while s.turn_no == 0:
            p = s.to_act()[0]
            legal = s.legal_actions(p)
            s.apply(p, bot.choose(s.view(p), legal, Rng(seed), 60.0))
        assert all(pl["scenario"] for pl in s.players)
        assert_conserved(s)


def test_bountiful_harvest_slots_hold_two_resources():
    s = new_game(2, 7, ("scenarios",))
    _keep(s, "bountiful_harvest")
    while s.turn_no == 0:  # the other player chooses, then the deal
        _keep(s, s.tasks[-1].offer[0])
    rec = next(r for r in s.players[0]["planets"] if E.planet_def(s, r["uid"]).slots)
    rec["up"], rec["blk"] = True, 0
    uid = rec["uid"]
    rec["res"][0] = 1
    assert (uid, 0) in E.produce_options(s, 0)  # room for a second resource
    s.tasks.append(ProduceTask(player=0, left=1, turn_bonus=False, resources=[]))
    s.tasks.append(ProduceTask(player=0, left=1, turn_bonus=False, resources=[]))  # two choices at once
    s.apply(0, Produce(uid, 0))
    assert rec["res"][0] == 2 and (uid, 0) not in E.produce_options(s, 0)
    influence = s.players[0]["influence"]
    s.tasks.append(TradeTask(player=0, left=1, turn_bonus=False, resources=[]))
    s.apply(0, Trade(uid, 0))
    assert rec["res"][0] == 1 and s.players[0]["influence"] == influence + 1
    assert E.slot_room(s, 1) == 1  # the rival's scenario gives no extra room
