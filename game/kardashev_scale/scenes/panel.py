"""The decision panel left of the market: what the player at the screen is asked or what the
table waits for (model.Panel), with the dial picker while they set their dial.

`PanelPlaces` says where its parts go in a panel of a given size (units times scale: pixels);
`draw_panel` paints a model.Panel there."""

from __future__ import annotations

import pygame

from game.ui import fonts, look
from game.ui.metrics import Places
from game.ui.scenes.game_over import format_points

from ..rules.terms import label
from .art import draw_dial, line_size, wrapped
from .faces import SMALLEST

PICK_HINTS = {
    "conflict": "Conflict beats Research and loses to Trade. Wins take Conflict tokens.",
    "trade": "Trade beats Conflict and loses to Research. Wins take Trade tokens.",
    "research": "Research beats Trade and loses to Conflict. Wins take Research tokens.",
    "advance": "Advance: take no tokens (each neighbour beats you), then buy a card.",
}
RULE_OF_THREE = "Conflict beats Research, Research beats Trade, Trade beats Conflict."


class PanelPlaces(Places):
    @property
    def inner(self) -> pygame.Rect:
        return self.rect.inflate(-self.px(28), 0)

    @property
    def title_at(self) -> tuple[int, int]:
        return self.inner.x, self.rect.y + self.px(12)

    @property
    def text_top(self) -> int:
        return self.rect.y + self.px(42)

    @property
    def picker_radius(self) -> int:
        room = (self.rect.h - self.px(84 + 116)) // 2
        return max(self.px(44), min(room, self.px(86), int(self.rect.w * 0.36)))

    @property
    def picker_centre(self) -> tuple[int, int]:
        return self.rect.centerx, self.rect.y + self.px(84) + self.picker_radius

    @property
    def reveal_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + self.px(20), self.rect.bottom - self.px(44), self.rect.w - self.px(40),
                           self.px(34))

    @property
    def skip_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + self.px(20), self.rect.bottom - self.px(54), self.rect.w - self.px(40),
                           self.px(40))

    @property
    def hint_rect(self) -> pygame.Rect:
        """What a pick does, between the dial and the Reveal button."""
        top = self.picker_centre[1] + self.picker_radius + self.px(6)
        return pygame.Rect(self.inner.x, top, self.inner.w, self.reveal_rect.y - self.px(4) - top)


def draw_panel(surface, places: PanelPlaces, panel, *, viewer_colour, marker, dial_pick=None, hover=None,
               flipping: bool = False) -> None:
    """Paint `panel` (model.Panel). `marker(surface, centre, radius, player)` draws a seat's
    marker; `dial_pick` and `hover` are the dial picker's; `flipping`: the dials turn over now."""
    look.panel(surface, places.rect, alpha=200, radius=places.px(12))
    x, y = places.title_at
    w, px, text = places.inner.w, places.px, places.text
    body = (x, places.text_top, w, places.rect.bottom - places.text_top - px(10))
    if flipping:
        look.blit_text(surface, "The dials turn over", text(19), (x, y), look.INK, "display")
        wrapped(surface, "Each player compares their dial with both neighbours; the supply pays out wins and ties.",
                text(13), body, look.MUTED)
        return
    _draw_title(surface, places, panel)
    if panel.kind == "over":
        yy = places.text_top
        for rank, player, name, points in panel.rows:
            colour = look.GOLD if rank == "1st" else look.INK
            look.blit_text(surface, rank, text(13), (x, yy), colour, "bold")
            marker(surface, (x + px(40), yy + px(9)), px(7), player)
            score = look.blit_text(surface, f"{format_points(points)} VP", text(14), (x + w, yy), colour, "bold",
                                   "topright")
            room = score.x - px(6) - (x + px(52))
            size = line_size(name, text(14), text(SMALLEST), room, "bold")
            lines = [name] if size else fonts.wrap(name, text(SMALLEST), room, "bold")  # a long name: two lines
            for i, line in enumerate(lines):
                look.blit_text(surface, line, size or text(SMALLEST), (x + px(52), yy + i * px(15)), colour, "bold")
            yy += px(24) + (len(lines) - 1) * px(15)
        wrapped(surface, panel.text, text(SMALLEST), (x, yy + px(8), w, px(40)), look.MUTED)
    elif panel.kind == "pick_dial":
        wrapped(surface, panel.text, text(SMALLEST), (x, places.text_top - px(6), w, px(40)), look.MUTED)
        draw_dial(surface, places.picker_centre, places.picker_radius, viewer_colour, dial_pick, hover=hover,
                  smallest=text(SMALLEST))
        wrapped(surface, PICK_HINTS.get(hover or dial_pick, RULE_OF_THREE), text(13), places.hint_rect, look.INK,
                centred=True)
    elif panel.kind == "summit":
        if panel.pick is not None:
            draw_dial(surface, places.picker_centre, int(places.picker_radius * 0.8), viewer_colour, panel.pick,
                      smallest=text(SMALLEST))
            look.blit_text(surface, f"Your dial: {label(panel.pick)}", text(14), (places.rect.centerx, places.text_top),
                           look.INK, "bold", "midtop")
        wrapped(surface, panel.text, text(13), (x, places.rect.bottom - px(70), w, px(60)), look.MUTED, centred=True)
    elif panel.kind == "advance":
        yy = places.text_top
        for player, name, done, now in panel.rows:
            marker(surface, (x + px(8), yy + px(9)), px(7), player)
            colour = look.ACCENT if now else (look.FAINT if done else look.INK)
            words, face = name + ("  (done)" if done else ""), "bold" if now else "regular"
            size = line_size(words, text(14), text(SMALLEST), w - px(22), face)
            if size is None:  # a name too long even at the smallest size
                words, size = fonts.shortened(words, text(SMALLEST), w - px(22), face), text(SMALLEST)
            look.blit_text(surface, words, size, (x + px(22), yy), colour, face)
            yy += px(22)
        wrapped(surface, panel.text, text(13), (x, yy + px(10), w, places.skip_rect.y - yy - px(14)), look.INK)
    else:
        wrapped(surface, panel.text, text(13), body, look.INK)


def _draw_title(surface, places: PanelPlaces, panel) -> None:
    """The title on one line, as large as fits up to 19 units: the short title when the title
    does not fit even at the smallest size."""
    width, largest, smallest = places.inner.w, places.text(19), places.text(SMALLEST)
    for title in (panel.title, panel.short_title):
        size = line_size(title, largest, smallest, width, "display") if title else None
        if size is not None:
            look.blit_text(surface, title, size, places.title_at, look.INK, "display")
            return
    look.blit_text(surface, fonts.shortened(panel.title, smallest, width, "display"), smallest, places.title_at,
                   look.INK, "display")
