"""The Kardashev Scale table laid out without an app: at the six window sizes of issue 28 and the
UI scale each screen gets by default, and how much pyramid a seat has room to show in full."""

from __future__ import annotations

from game.kardashev_scale.scenes import faces, pickers
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



def names_cut_beyond_room(table) -> set[str]:
    """Names the table's small faces show cut short now in pyramids wider than `within_room`, at
    the seats and in the placement picker: the only texts the table may cut (the large card says
    it all). A name cut in a pyramid within room is not among them."""
    view = table.view()
    shown = [(pyramid, places.pyramid(pyramid)) for pyramid, places in
             ((view.pyramids[p], places) for p, places in table.seats.items())]
    if table.placing is not None and table.pending_kind() == "buy":
        _, _, geometry = pickers._placement(table, view, table.deciding())
        shown.append((view.pyramids[table.deciding()], geometry))
    found = set()
    for pyramid, geometry in shown:
        if within_room(pyramid):
            continue
        for _, _, card_id, rect in geometry.cards(pyramid):
            card = view.content.card(card_id)
            if not faces.small_layout(card, rect.w, rect.h, table.lay.scale).fits:
                found.add(card.name)
    return found
