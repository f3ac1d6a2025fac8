"""A face-down planet's tile shows the rules' numbers: what conquering it costs its owner (the
battlecruiser's discount taken off) and the colonies it still needs (the Colony Ship's counted), so
"can settle now" appears exactly when settling it is legal."""

from __future__ import annotations

from game.core.config import Seat
from game.eminent_domain.rules import empire as E
from game.eminent_domain.rules.moves import planet_record
from tests.eminent_domain.ui.staging import open_game


def test_tiles_draw_the_rules_costs_and_the_colonies_still_needed(app, monkeypatch):
    from game.eminent_domain.scenes import art

    def take(s, p, planet_id, colonies=0):
        uid = next(u for u in s.planet_deck if s.planet_def[u] == planet_id)
        s.planet_deck.remove(uid)
        rec = planet_record(s, uid)
        for _ in range(colonies):
            rec["col"].append(s.stacks["colonize"].pop())
            rec["cv"] += 1
        s.players[p]["planets"].append(rec)

    def arrange(s):
        while s.tasks[-1]["t"] == "start_planet":
            s.apply(s.to_act()[0], s.legal_actions(s.to_act()[0])[0])
        take(s, 0, "lyttle", colonies=3)  # colonize 4, warfare 5 fighters
        take(s, 1, "zhephan")  # warfare 6 fighters
        s.players[0].update(battlecruiser=1, colony_ship=1)  # the basic fleet's discount: 1

    drawn = []
    tile = art.unexplored_tile

    def spy(kind, size, colonize, warfare, tucked, colonies, need, *rest):
        drawn.append((kind, colonize, warfare, colonies, need))
        return tile(kind, size, colonize, warfare, tucked, colonies, need, *rest)

    monkeypatch.setattr(art, "unexplored_tile", spy)
    table = open_game(app, (Seat("Ann"), Seat("Cy", "ai", "easy")), seed=5, arrange=arrange,
                      variants=("escalation",))
    s = table.session.state
    lyttle = next(r for r in s.players[0]["planets"] if s.planet_def[r["uid"]] == "lyttle")
    assert E.can_settle(s, 0, lyttle)  # three colonies and the one on the Colony Ship
    assert ("advanced", 4, 4, 3, 0) in drawn  # "can settle now"; attacking costs 5 - 1 fighters
    assert ("advanced", 3, 6, 0, 3) in drawn  # Cy's hidden Zhephan: Cy has no battlecruiser
