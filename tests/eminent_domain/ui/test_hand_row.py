"""My hand and my empire share the foot of the table: a full hand lies side by side whenever its
row has the width for it (the cards narrowed, never under HAND_LEAST_W; overlapping only past
that, each card still mostly seen), the empire takes the height such narrowed cards leave and
fills its row's width with larger tiles, and nothing overlaps."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.core.config import Seat
from game.eminent_domain.scenes import foot as F
from game.eminent_domain.scenes import placement as P
from tests.eminent_domain.ui.staging import open_game, settle_planets
from tests.eminent_domain.ui.table_sizes import regions_at
from tests.ui.conftest import make_app, toy_registered  # noqa: F401 - the app fixture of the layout tests
from tests.ui.driver import frames, items
from tests.ui.layout import SIZES, text_problems

ROLES = ("survey", "warfare", "colonize", "produce_trade", "research")


def hand_rects(row: F.HandRow) -> list[pygame.Rect]:
    return [pygame.Rect(x, row.y, *row.card) for x in row.xs]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("escalation", [False, True], ids=["base", "escalation"])
def test_the_hand_overlaps_only_when_its_least_cards_do_not_fit(size, escalation):
    reg = regions_at(size, escalation, percent=None)
    px, least, gap = reg.px, reg.px(F.HAND_LEAST_W), reg.px(F.HAND_GAP)
    for cards, planets in itertools.product(range(1, 15), range(0, 13)):
        shared = F.share_rows(reg, planets, cards)
        what = f"{cards} cards, {planets} planets and technologies"
        # the rows stay in their band, one over the other; the cover of the planets to keep ends over the hand
        assert shared.empire.topleft == reg.empire.topleft and shared.hand.bottom == reg.hand.bottom, what
        assert shared.empire.bottom <= shared.hand.top and shared.choice.bottom <= shared.hand.top, what
        row = F.hand_row(cards, shared.hand, shared)
        rects = hand_rects(row)
        assert all(shared.hand.contains(r) for r in rects), what
        w = row.card[0]
        beside = F.hand_rooms(shared.hand, shared)[0]
        assert w >= min(least, round(beside.h * F.CARD_SHAPE)), f"{what}: cards {w} px wide"
        if any(a.colliderect(b) for a, b in zip(rects, rects[1:])):  # a last resort: each card still mostly seen
            assert w <= least and cards * least + (cards - 1) * gap > beside.w, what
            assert F.shown_w(cards, pygame.Rect(row.xs[0], 0, rects[-1].right - row.xs[0], 1), w) >= 0.6 * w, what
        # the empire takes only height the hand's cards beside their words could not use
        room = F.hand_rooms(reg.hand, reg)[0]
        shown = F.shown_w(cards, pygame.Rect(row.xs[0], 0, rects[-1].right - row.xs[0], 1), w)
        assert shown >= F.shown_w(cards, room, F.hand_card_w(cards, room, reg)) - 1, what
        if shared.empire.h > reg.empire.h:  # larger tiles that still fit side by side, at most EMPIRE_MOST_W
            tile = F.empire_card(shared)[0]
            assert tile <= px(F.EMPIRE_MOST_W), what
            assert planets * (tile + px(F.EMPIRE_GAP)) - px(F.EMPIRE_GAP) <= F.empire_room(shared)[1], what


def arrange_full_hand(cards: int, planets: int, techs: int):
    """Start planets kept, `planets` face up in all (Ann's start planet among them), `techs`
    permanent technologies and a hand of `cards` (from the role stacks), and rivals with planets."""

    def arrange(s):
        while s.tasks[-1].kind == "start_planet":
            s.apply(s.to_act()[0], s.legal_actions(s.to_act()[0])[0])
        settle_planets(s, 0, "advanced", planets - 1)
        for q in range(1, s.n):
            settle_planets(s, q, "fertile", 2)
        for uid in [u for u in s.tech_supply if s.cat.cards[s.card_face[u]].kind == "permanent"][:techs]:
            s.tech_supply.remove(uid)
            s.players[0]["techs"].append(uid)
        hand = s.players[0]["hand"]
        for name in itertools.cycle(ROLES):
            if len(hand) >= cards:
                break
            hand.append(s.stacks[name].pop())

    return arrange


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1440), (3440, 1440)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_hand_of_eight_lies_side_by_side_with_escalation_at_five(make_app, size):
    """Five players with Escalation, an empire of four planets and two technologies, eight cards in
    hand: no card over another, the empire's tiles fill their row when the hand leaves it height,
    and every text reads (tests/ui/layout.py)."""
    app = make_app(window_size=size)
    app.apply_settings(app.settings.with_changes(think_delay=5.0, animation_speed="instant"))  # the bots wait
    seats = (Seat("Ann"),) + tuple(Seat(name, "ai", "easy") for name in ("Vega", "Orion", "Lyra", "Sirius"))
    table = open_game(app, seats, seed=5, arrange=arrange_full_hand(8, 4, 2), variants=("escalation",))
    frames(app, 3)
    s, lay, _ = table.current()
    reg = lay.regions
    hand = [lay.rects[f"hand:{uid}"] for uid in s.players[0]["hand"]]
    assert len(hand) == 8
    for a, b in itertools.combinations(hand, 2):
        assert not a.colliderect(b), f"hand cards {a} and {b} overlap at {size}"
    assert all(reg.hand.contains(r) for r in hand)
    assert min(r.w for r in hand) >= reg.px(F.HAND_LEAST_W)
    shown = items(app)  # the cards a click plays are reported where they are drawn
    assert all(tuple(lay.rects[k]) == tuple(v) for k, v in shown.items() if k.startswith("hand:"))
    empire = [lay.rects[k] for k in P.empire_items(s, 0)]
    assert len(empire) == 6 and all(reg.empire.contains(r) for r in empire)
    for a, b in itertools.combinations(empire + hand, 2):
        assert not a.colliderect(b)
    left, room = F.empire_room(reg)
    tile = empire[0].w
    if hand[0].h < F.hand_rooms(reg.hand, reg)[0].h:  # the hand leaves height: the empire fills its row
        assert tile == reg.px(F.EMPIRE_MOST_W) or left + room - max(r.right for r in empire) < tile, \
            f"the empire's {tile} px tiles leave its row empty at {size}"
    assert not text_problems(app), "\n".join(text_problems(app)[:8])
