"""My empire row keeps every permanent technology whole (its words are what it does): when the
row is full the planets narrow, then overlap one another, before a technology is covered; when
the row has room the technologies widen into it."""

from __future__ import annotations

from game.core.config import Seat
from game.eminent_domain.scenes import placement as L
from tests.eminent_domain.ui.staging import open_game, settle_planets


def _empire(app, planets: int, techs: int):
    def arrange(s):
        while s.tasks[-1].kind == "start_planet":
            s.apply(s.to_act()[0], s.legal_actions(s.to_act()[0])[0])
        settle_planets(s, 0, "advanced", planets)
        for uid in [u for u in s.tech_supply if s.cat.cards[s.card_face[u]].kind == "permanent"][:techs]:
            s.tech_supply.remove(uid)
            s.players[0]["techs"].append(uid)

    table = open_game(app, (Seat("Ann"), Seat("Bot", "ai", "easy")), seed=7, arrange=arrange)
    _, lay, _ = table.current()
    items = L.empire_items(table.session.state, 0)
    return {item: lay.rects[item] for item in items}, lay.regions


def test_technologies_stay_whole_when_the_planets_fill_the_row(app):
    for planets, techs in ((5, 3), (8, 4)):
        rects, reg = _empire(app, planets, techs)
        full = L.empire_card(reg)[0]
        tech_rects = [r for item, r in rects.items() if item.startswith("ptech:")]
        assert len(tech_rects) == techs
        for r in tech_rects:
            assert r.w == full
            assert not any(r.colliderect(other) for other in rects.values() if other is not r), (planets, techs)
        assert all(reg.empire.contains(r) for r in rects.values())
        assert all(r.w >= round(full * 0.72) for item, r in rects.items() if item.startswith("planet:"))


def test_a_row_that_fits_keeps_every_card_at_full_size(app):
    """...and its technologies share the room left, up to EMPIRE_TECH_MOST_W, so their words show."""
    rects, reg = _empire(app, 2, 2)
    full = L.empire_card(reg)[0]
    assert {r.w for item, r in rects.items() if item.startswith("planet:")} == {full}
    techs = {r.w for item, r in rects.items() if item.startswith("ptech:")}
    assert len(techs) == 1 and full < techs.pop() <= reg.px(L.EMPIRE_TECH_MOST_W)
    ordered = sorted(rects.values(), key=lambda r: r.x)
    assert all(a.right + reg.px(L.EMPIRE_GAP) <= b.x for a, b in zip(ordered, ordered[1:]))
    left, room = L.empire_room(reg)
    assert ordered[0].x == left and ordered[-1].right <= left + room
