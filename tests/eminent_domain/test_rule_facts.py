"""One description of each action, and the rule facts the table shows, both from the rules: the
scenes' words for an action are the rules' labeller's, and what a face-down planet costs to
conquer or still needs to be settled is the rules' own number."""

from __future__ import annotations

from game.core.rng import Rng
from game.eminent_domain.rules import empire as E
from game.eminent_domain.rules import rivals
from game.eminent_domain.rules.actions import PlayAction, Tuck
from game.eminent_domain.rules.describe import action_label, button_label
from game.eminent_domain.scenes import choices as C

from .helpers import new_game
from .scenario import fresh, planet

ESC = ("escalation",)
# fleet moves, and Resolve (its strength is in the prompt): fewer words on their buttons
SHORTENED = {"ConvertShips", "UpgradeFleet", "Finish"}


def _random_states(players, seed, variants, steps=400):
    s = new_game(players, seed, variants)
    rng = Rng(seed)
    for _ in range(steps):
        if s.is_terminal():
            return
        yield s
        p = s.to_act()[0]
        legal = s.legal_actions(p)
        s.apply(p, legal[rng.randrange(len(legal))])


def test_the_table_the_undo_button_and_the_tests_read_one_labeller():
    shortened = set()
    for s in _random_states(3, 4, ESC):
        p = s.to_act()[0]
        view = s.view(p)
        legal = s.legal_actions(p)
        choices = C.choices_for(view, p, legal)
        shown = [c for cs in choices.targets.values() for c in cs] + choices.buttons
        assert sorted((c.label for c in shown)) == sorted(button_label(view, a) for a in legal)
        for action in legal:
            full = action_label(view, action)
            assert s.describe(action) == full[:1].lower() + full[1:]
            if button_label(view, action) != full:
                assert type(action).__name__ in SHORTENED, action
                shortened.add(type(action).__name__)
    assert shortened  # a fleet move came up, said in fewer words


def test_a_fleet_conversion_says_the_same_facts_in_fewer_words():
    s = fresh(2, 1, ESC)
    s.players[0]["fighters"] = 3
    convert = next(a for a in s.legal_actions(0) if type(a).__name__ == "ConvertShips")
    assert action_label(s, convert) == "Trade 3 fighters for a destroyer"
    assert button_label(s, convert) == "Destroyer for 3 fighters"


def test_warfare_cost_is_what_an_attack_pays_and_reads_only_the_back():
    s = fresh(2, 1, ESC)
    own = planet(s, 0, "lyttle")  # advanced, 5 fighters
    rival = planet(s, 1, "zhephan")  # 6 fighters
    bustling = planet(s, 0, "monos")  # 1 destroyer
    s.players[0].update(battlecruiser=1, fleet="basic")  # the basic tile's discount: 1
    assert E.warfare_cost(s, 0, own) == E.attack_cost(s, 0, own, False) == 4
    assert E.warfare_cost(s, 0, bustling) == 1
    view = s.view(0)
    hidden = view.players[1]["planets"][0]
    assert hidden["uid"] < 0
    annex = dict(rivals.annex_payments(view, 0, E.planet_back(view, hidden)))["fighter"]["fighter"]
    assert E.warfare_cost(view, 0, hidden) == annex == E.planet_def(s, rival["uid"]).warfare_cost - 1
    assert E.warfare_cost(view, 1, hidden) == E.warfare_cost(s, 1, rival)  # its owner has no discount


def test_colonies_needed_says_exactly_when_a_planet_may_be_settled():
    seen = set()
    for variants in ((), ESC):
        for s in _random_states(2, 9, variants, 600):
            for p in range(s.n):
                if s.players[p].get("colony_ship"):
                    seen.add("ship")
                for rec in E.colony_targets(s, p):
                    ready = E.colonies_needed(s, p, rec) <= 0
                    assert ready == E.can_settle(s, p, rec)
                    seen.add(ready)
    assert seen >= {True, False}


def test_the_colony_ships_colonies_count_in_colonies_needed():
    s = fresh(2, 1, ESC)
    rec = planet(s, 0, "lyttle", colonies=3)  # colonize cost 4
    assert E.colonies_needed(s, 0, rec) == 1 and not E.can_settle(s, 0, rec)
    s.players[0]["colony_ship"] = 1
    assert E.colonies_needed(s, 0, rec) == 0 and E.can_settle(s, 0, rec)


def _colony_line(colonies_before: int) -> str:
    """The log line of playing Colonize for its action onto Lyttle (advanced, colonize cost 4)."""
    s = fresh(2, 1)
    rec = planet(s, 0, "lyttle", colonies=colonies_before)
    card = next(uid for uid in s.players[0]["deck"] if s.card_face[uid] == "colonize")
    s.players[0]["deck"].remove(card)
    s.players[0]["hand"].append(card)
    events = s.apply(0, PlayAction(card)) + s.apply(0, Tuck(rec["uid"]))
    return next(e.text for e in events if e.kind == "colony")


def test_each_colony_placed_says_which_kind_of_planet_and_how_far_it_has_come():
    """A run of colonies reads as progress on one planet, named by its public back only (a
    face-down planet's name is hidden from the other players reading the log)."""
    assert _colony_line(1) == "P1 places a colony on their unexplored advanced planet (2 of 4 colonies)."
    assert _colony_line(3) == "P1 places a colony on their unexplored advanced planet (enough to settle it)."
