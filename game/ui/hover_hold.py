"""A preview opened by hovering waits for the pointer to move when what lies under the resting
pointer changed by itself: after a card is played or discarded the hand reflows, and the card that
slid under the pointer must not zoom over the table until the player moves the mouse.

A table notes where the pointer last moved (`moved(moment, item)`: the table's moment and the
item then under it) and asks `shows(moment, item)` before drawing a hover preview: shown while
the same item is under the pointer, or while nothing has moved on the table since the pointer did."""

from __future__ import annotations


class HoverHold:
    def __init__(self):
        self._seen: tuple = (None, None)  # (moment, item) where the pointer last moved

    def moved(self, moment, item) -> None:
        self._seen = (moment, item)

    def shows(self, moment, item) -> bool:
        seen_moment, seen_item = self._seen
        return item is not None and (item == seen_item or moment == seen_moment)
