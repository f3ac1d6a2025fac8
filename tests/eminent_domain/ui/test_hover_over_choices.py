"""A hand card under the pointer is shown enlarged above the hand, except while a choice covers
the table (planets to keep after a Survey, the research list): it would hide that choice; and a
card that slid under a resting pointer (the hand reflowed after a card was played) waits for the
mouse to move."""

from __future__ import annotations

import pygame

from game.core.config import Seat
from game.eminent_domain.scenes import overlays
from tests.eminent_domain.ui.staging import hand_of, open_game
from tests.ui.driver import click, frames, items


def enlarged_while_hovering(app, table, monkeypatch, item_id: str | None = None) -> bool:
    """Whether a frame drawn with the pointer moved onto `item_id` (None: left where it rests)
    shows a card at the enlarged size."""
    sizes = []
    real = overlays.face_image
    monkeypatch.setattr(overlays, "face_image", lambda s, info, size, *a, **kw: sizes.append(size) or
                        real(s, info, size, *a, **kw))
    if item_id is not None:
        _, lay, _ = table.current()
        move_to(lay.rects[item_id].center)  # the window is the table's size: no scaling
    frames(app, 1)
    monkeypatch.setattr(overlays, "face_image", real)
    big = tuple(table.lay_regions.px(u) for u in overlays.BIG_CARD)
    return big in [tuple(size) for size in sizes]


def move_to(pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))


def test_a_card_that_slid_under_the_resting_pointer_zooms_only_once_the_mouse_moves(app, monkeypatch):
    table = open_game(app, (Seat("Ann", "human"), Seat("Bot", "ai", "easy")), seed=4,
                      arrange=lambda s: hand_of(s, 0, "survey", 2))
    s = table.session.state
    first = sorted(items(app), key=lambda k: items(app)[k][0] if k.startswith("hand:") else 9999)[0]
    assert first.startswith("hand:") and enlarged_while_hovering(app, table, monkeypatch, first)
    where = table.current()[1].rects[first].center
    click(app, first)  # played for its action: the hand closes up under the pointer
    assert int(first.split(":")[1]) not in s.players[0]["hand"]
    frames(app, 2)
    now_under = table.current()[1].hit(where)
    assert now_under is not None and now_under.startswith("hand:") and now_under != first
    assert not enlarged_while_hovering(app, table, monkeypatch), "the card that slid there waits"
    move_to((where[0] + 1, where[1]))
    assert enlarged_while_hovering(app, table, monkeypatch), "a move of the mouse shows it"


def test_a_hand_card_is_not_enlarged_over_the_planets_to_keep(app, monkeypatch):
    table = open_game(app, (Seat("Ann", "human"), Seat("Bot", "ai", "easy")), seed=4,
                      arrange=lambda s: hand_of(s, 0, "survey", 2))
    hand = sorted(k for k in items(app) if k.startswith("hand:"))
    assert enlarged_while_hovering(app, table, monkeypatch, hand[0])  # the table alone: shown large
    click(app, "btn:finish")  # no action
    click(app, "lead:survey")
    boosts = sorted(k for k in items(app) if k.startswith("hand:"))
    click(app, boosts[0])  # one Survey added; the other stays in hand
    click(app, "btn:finish")
    assert any(k.startswith("keep:") for k in items(app)), "the planets to keep are not shown"
    held = sorted(k for k in table_items(table) if k.startswith("hand:"))
    assert held and not enlarged_while_hovering(app, table, monkeypatch, held[0])


def table_items(table) -> list[str]:
    """Every item drawn (clickable or not): the hand stays on the table under the survey's choice."""
    _, lay, _ = table.current()
    return list(lay.rects)
