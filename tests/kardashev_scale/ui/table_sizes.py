"""The Kardashev Scale table laid out without an app: at the six window sizes of issue 28 and the
UI scale each screen gets by default, and how much pyramid a seat has room to show in full."""

from __future__ import annotations

from game.kardashev_scale.scenes.layout import table_layout
from game.kardashev_scale.scenes.seats import SeatPlaces
from game.ui.metrics import Metrics, default_ui_scale

# A pyramid of up to this many rows and Planetary columns shows every card's name in full at the
# narrowest seat (six players); a larger one may cut names short (the large card says it all)
ROOM_ROWS, ROOM_COLUMNS = 2, 3


def metrics_at(size, percent=None) -> Metrics:
    return Metrics.for_window(size, percent or default_ui_scale(size))


def layout_at(size, players: int, percent=None):
    return table_layout(metrics_at(size, percent), players, 0)


def narrowest_seat(lay) -> SeatPlaces:
    area = min(lay.areas.values(), key=lambda rect: (rect.w, rect.h))
    return SeatPlaces(area, lay.scale)


def within_room(pyramid) -> bool:
    """Whether a pyramid ([start, ids] per tier) is small enough to show every name in full."""
    rows = sum(1 for _, ids in pyramid if ids)
    columns = len(pyramid[0][1])
    return rows <= ROOM_ROWS and columns <= ROOM_COLUMNS


def size_id(size) -> str:
    return f"{size[0]}x{size[1]}"

