"""A hand card under the pointer is shown enlarged above the hand, except while a choice covers
the table (planets to keep after a Survey, the research list): it would hide that choice."""

from __future__ import annotations

from game.core.config import Seat
from game.eminent_domain.scenes import layout as L
from game.eminent_domain.scenes import overlays
from tests.eminent_domain.ui.staging import hand_of, open_game
from tests.ui.driver import click, frames, items


def enlarged_while_hovering(app, table, monkeypatch, item_id: str) -> bool:
    """Whether a frame drawn with the pointer on `item_id` shows a card at the enlarged size."""
    sizes = []
    real = overlays.face_image
    monkeypatch.setattr(overlays, "face_image", lambda s, info, size, **kw: sizes.append(size) or
                        real(s, info, size, **kw))
    _, lay, _ = table.current()
    table.pointer = lay.rects[item_id].center  # the table's own (logical) coordinates
    frames(app, 1)
    monkeypatch.setattr(overlays, "face_image", real)
    return tuple(L.BIG_CARD) in [tuple(size) for size in sizes]


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
