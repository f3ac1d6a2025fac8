"""A face-down planet's tile shows the rules' numbers: what conquering it costs its owner (the
battlecruiser's discount taken off) and the colonies it still needs (the Colony Ship's counted), so
"can settle now" appears exactly when settling it is legal."""

from __future__ import annotations

from game.core.config import Seat
from game.eminent_domain.rules import empire as E
from game.eminent_domain.rules.moves import planet_record
from tests.eminent_domain.ui.staging import open_game


def test_tiles_draw_the_rules_costs_and_the_colonies_still_needed(app, monkeypatch):
    from game.eminent_domain.scenes import seats

    def take(s, p, planet_id, colonies=0):
        uid = next(u for u in s.planet_deck if s.planet_def[u] == planet_id)
        s.planet_deck.remove(uid)
        rec = planet_record(s, uid)
        for _ in range(colonies):
            rec["col"].append(s.stacks["colonize"].pop())
            rec["cv"] += 1
        s.players[p]["planets"].append(rec)

    def arrange(s):
        while s.tasks[-1].kind == "start_planet":
            s.apply(s.to_act()[0], s.legal_actions(s.to_act()[0])[0])
        take(s, 0, "lyttle", colonies=3)  # colonize 4, warfare 5 fighters
        take(s, 1, "zhephan")  # warfare 6 fighters
        s.players[0].update(battlecruiser=1, colony_ship=1)  # the basic fleet's discount: 1

    drawn = []
    tile = seats.unexplored_tile

    def spy(kind, size, colonize, warfare, tucked, colonies, need, *rest):
        drawn.append((kind, colonize, warfare, colonies, need))
        return tile(kind, size, colonize, warfare, tucked, colonies, need, *rest)

    monkeypatch.setattr(seats, "unexplored_tile", spy)
    table = open_game(app, (Seat("Ann"), Seat("Cy", "ai", "easy")), seed=5, arrange=arrange,
                      variants=("escalation",))
    s = table.session.state
    lyttle = next(r for r in s.players[0]["planets"] if s.planet_def[r["uid"]] == "lyttle")
    assert E.can_settle(s, 0, lyttle)  # three colonies and the one on the Colony Ship
    assert ("advanced", 4, 4, 3, 0) in drawn  # "can settle now"; attacking costs 5 - 1 fighters
    assert ("advanced", 3, 6, 0, 3) in drawn  # Cy's hidden Zhephan: Cy has no battlecruiser


def test_a_face_down_start_planet_says_so_on_its_tile_and_on_hover(app):
    """Play test N1: the start planet lies face down (no technology counts it) and looked like any
    other planet; its tile now carries a FACE DOWN plate and its hover says what that means."""
    from game.eminent_domain.scenes import tiles
    from game.ui import look

    table = open_game(app, (Seat("Ann"), Seat("Cy", "ai", "easy")), seed=5)
    s = table.session.state
    start = s.players[0]["planets"][0]
    assert not start["up"]
    item = f"planet:{start['uid']}"
    rect = table.current()[1].rects[item]
    ribbon = tiles.face_down_ribbon(rect.w, table.lay_regions.scale)
    assert ribbon is not None
    top_edge = (rect.x + rect.w // 2, rect.y + table.lay_regions.px(4))  # the plate's gold border, across the globe
    assert tuple(app.window.get_at(top_edge))[:3] == tuple(look.GOLD)[:3]
    assert "lies face down" in table.painter.describe(table.view(), item, 0)
