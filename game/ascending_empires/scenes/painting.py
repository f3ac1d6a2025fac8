"""What the Ascending Empires table draws each frame, over the layout (layout.py): the backdrop
(starfield, the board's cached layer, the legend, the panels' backgrounds) drawn once per action,
the placards (one repainted a frame), the moving pieces and overlays, the side column's words, the
tooltips and the hint's places.

A mixin of `board.BoardScene`: it reads the scene's layout `lay`, transform `t`, painter, director,
shelf of placards, aim and view."""

from __future__ import annotations

import pygame

from game.ui import fonts, look
from game.ui.identity import seat_shape

from ..rules import abilities as ab
from ..rules import actions as A
from ..rules.technology import has
from . import choices, model, overlays, pieces, status
from .seats import opaque_picture, paint_placard

TOOLTIP_DELAY = 0.35


class TablePainting:
    # --- the hint ---------------------------------------------------------------------------------
    def hint_places(self, action) -> list[pygame.Rect]:
        """The step button, the action on the bar that starts it, and the planet, ship or
        technology it is done on."""
        places = super().hint_places(action)
        view = self.view()
        group = choices.GROUP_OF.get(type(action))
        bar = self.button(f"action:{group}") if group and view.phase == "action" and self.mode != group else None
        if bar is not None and bar.visible and bar.is_enabled:
            places.append(pygame.Rect(bar.get_abs_rect()))
        if isinstance(action, choices.DISC_ACTIONS) and view.disc(action.disc) is not None:
            places.append(self.disc_screen_rect(view.disc(action.disc)))
        if isinstance(action, (A.Navigate, A.Flick)) and view.ship(action.ship) is not None:
            places.append(self.ship_screen_rect(view.ship(action.ship)).inflate(self.lay.px(6), self.lay.px(6)))
        if isinstance(action, A.Develop):
            places += [rect for colour, rect, _ in self.developable_tiles() if colour == action.colour]
        return places

    # --- drawing --------------------------------------------------------------------------------
    def owner_rgb(self, player):
        if player is None:
            return (200, 200, 210)
        c = self.seat_colour(player)
        return (c.r, c.g, c.b)

    def draw(self, surface) -> None:
        # One opaque blit of what changes only with an action (starfield, board, discs, legend,
        # panels' backgrounds) and one per placard, instead of layering them every frame.
        view = self.view()
        look.blit(surface, self._backdrop_for(view), (0, 0))
        self._draw_placards(surface, view)
        self.draw_table(surface)
        menu = self.popup_rect()
        if menu is not None:
            fonts.cover_texts(surface, menu)  # the disc's menu hides the board's words under it
        self.ui.draw_ui(surface)

    def draw_after(self, surface) -> None:
        super().draw_after(surface)
        self._draw_tooltip(surface)  # over everything, the buttons' words (noted in draw_after) too

    def draw_table(self, surface) -> None:
        """What moves or changes often, over the backdrop `draw` lays first."""
        view, now, s, lay = self.view(), self.app.clock_s, self.lay.scale, self.lay
        self.painter.draw_occupation(surface, view, self.owner_rgb, now)
        if self.my_turn() and self.active_group(view) is not None:
            targets = choices.disc_targets(self.legal(), self.active_group(view))
            greyed = [disc for disc in view.discs if self.disc_reason(view, disc)]
            pieces.draw_targets(surface, self.t, view, targets, greyed, self.popup_disc, now, s)
        self.painter.draw_items(surface, view, self.owner_rgb,
                                self.draw_player_marker if self.app.settings.colour_blind else None)
        self._draw_hover_ranges(surface, view)
        lifted = self.aim.ship if self.aim is not None else \
            view.flick_ship if self.flight is None and view.phase == "flick" else None
        seats = self.session.config.seats
        pieces.draw_ships(surface, self.painter, view, self.flight, self.owner_rgb,
                          lambda p: seat_shape(seats[p], p), lifted, self.popup_ships, s)
        self.draw_own_aim(surface, view)
        self._draw_bot_step(surface, view, now)
        overlays.draw_effects(surface, self.t, self.director.effects, now, s, self.owner_rgb)
        note = self.director.private_note
        if note:
            ships = [self.ship_screen_rect(ship).inflate(lay.px(6), lay.px(6)) for ship in view.ships]
            overlays.draw_note(surface, self.t, view.disc(note[0]), note[1], lay.board, s, avoid=ships)
        self._draw_side(surface, view)

    def _draw_side(self, surface, view) -> None:
        lay, s = self.lay, self.lay.scale
        mine = view.current == self.viewer and view.current in self.session.human_players_to_act()  # never in a replay
        shown = model.status_of(view, self.viewer, mine, self.flight is not None, self.mode, self.seat_name,
                                self.vp_total)
        status.draw_status(surface, lay.status, shown, self.draw_player_marker, s)
        thinking = view.current if self.flight is None and view.current in self.session.bot_players_to_act() else None
        context = model.context_of(view, self.legal(), self.my_turn(), self.active_group(view), self.bot_preview,
                                   thinking, self.seat_name)
        colour = self.owner_rgb(context.player) if context.player is not None else look.MUTED
        status.draw_context(surface, lay.context, context, colour, s, self.app.clock_s)
        self.log_panel.draw(surface, frame=False)
        self.undo_menu.draw_caption(surface, lay.undo_words)

    def _backdrop_for(self, view) -> pygame.Surface:
        size = self.metrics.size
        stars = look.starfield(size).surface
        layer = self.painter.layer(view, stars, self.owner_rgb)
        key = (id(layer), id(self.lay), self.coach is None)
        if key != self._backdrop_key:
            lay, s = self.lay, self.lay.scale
            backdrop = opaque_picture(size)
            backdrop.blit(stars, (0, 0))
            look.blit(backdrop, layer, self.t.rect)
            if lay.legend is not None and self.coach is None:  # a tutorial's card takes the legend's place
                overlays.draw_legend(backdrop, lay.legend, s)
            # the panels' backgrounds never change: baked in, not blended every frame
            look.panel(backdrop, lay.status, alpha=225, radius=lay.px(10))
            look.panel(backdrop, lay.log, alpha=215, radius=lay.px(8))
            self._backdrop, self._backdrop_key = backdrop, key
        return self._backdrop

    def _draw_hover_ranges(self, surface, view) -> None:
        if self.hover_pos is None or self.flight is not None or (self.aim and self.aim.dragging):
            return
        ship = self.ship_at(view, self.hover_pos)
        if ship is None:
            return
        physics = self.content.physics
        long = physics.long_range if has(self.content, view.tech(ship["owner"]), ab.LongRange) else None
        kind = "Battleship" if ship["battleship"] else "starship"
        caption = f"{self.seat_name(ship['owner'])}'s {kind}" + (" \u00b7 in orbit" if view.orbits_of(ship) else "")
        overlays.draw_ranges(surface, self.t, self.t.to_screen(ship["x"], ship["y"]), physics.short_range, long,
                             self.owner_rgb(ship["owner"]), caption, self.lay.board, self.lay.scale)

    def _draw_bot_step(self, surface, view, now) -> None:
        """The computer player's step about to be applied: its aim, or a ring and its words."""
        preview = self.bot_preview
        if preview is None:
            return
        player, action = preview
        tile = None
        if isinstance(action, A.Develop):
            level = view.tech(player)[action.colour] + 1
            tile = next((spot.rect for p, spot in self.shelf.spots if p == player
                         and spot.key == f"tech:{action.colour}:{level}"), None)
        beside = max(rect.right for rect in self.lay.placards)
        pieces.draw_bot_step(surface, self.t, self.content, view, player, action, choices.bot_step_words(view, action),
                             self.owner_rgb(player), now, self.lay.board, self.lay.scale, tile, beside)

    # --- the placards ---------------------------------------------------------------------------
    @property
    def placard_spots(self) -> list:
        """(player, placards.Spot) of the placards on screen, for hover help."""
        return self.shelf.spots

    def _seat_key(self, view, p: int):
        """What seat p's placard shows, worked out once per moment and view (the frame loop asks
        every frame; the view is kept with it, so its id cannot be reused while it counts)."""
        seats = self.session.config.seats
        _, seat = self.memo(f"placard:{p}", lambda: (view, model.seat_of(
            view, p, seats[p], self.viewer, len(self.human_seats) == 1, self.content.colours, self.projected(p))),
                            id(view))
        return seat

    def _draw_placards(self, surface, view) -> None:
        colour_blind, s = self.app.settings.colour_blind, self.lay.scale
        seats = {p: self._seat_key(view, p) for p in range(view.n)}
        keys = {p: (seat, colour_blind, s) for p, seat in seats.items()}

        def paint(p, picture, rect):
            return paint_placard(picture, rect, view, seats[p], self.owner_rgb(p), self.draw_player_marker,
                                 self.content, self.seat_name, s)

        self.shelf.draw(surface, self.lay.placards, keys, paint, look.starfield(self.metrics.size).surface,
                        self._acted_on_frame == self.app.frame_count)
        self._draw_developable(surface)

    def developable_tiles(self) -> list[tuple[str, pygame.Rect, object]]:
        """(colour, tile rect, Develop) of the viewer's technologies they may develop now."""
        if not self.my_turn():
            return []
        view = self.view()
        ready = {a.colour: a for a in self.legal() if isinstance(a, A.Develop)}
        found = []
        for p, spot in self.shelf.spots:
            parts = spot.key.split(":")
            if p == self.viewer and parts[0] == "tech" and parts[1] in ready and int(parts[2]) == view.tech(p)[parts[1]] + 1:
                found.append((parts[1], spot.rect, ready[parts[1]]))
        return found

    def _draw_developable(self, surface) -> None:
        """What the player can develop now glows on their placard (click it to develop)."""
        colour = pieces.pulse_colour(self.app.clock_s)
        for _, rect, _ in self.developable_tiles():
            pygame.draw.rect(surface, colour, rect.inflate(self.lay.px(3), self.lay.px(3)), self.lay.px(2),
                             border_radius=self.lay.px(6))

    def _draw_tooltip(self, surface) -> None:
        if self.hover_pos is None or self.app.clock_s - self.hover_since < TOOLTIP_DELAY:
            return
        if self.aim is not None and self.aim.dragging:
            return
        text, title = None, None
        for group, reason in self.greyed.items():
            if self.button(f"action:{group}").get_abs_rect().collidepoint(self.hover_pos):
                title, text = dict(choices.GROUPS)[group], reason
        for _, spot in self.shelf.spots:
            if spot.rect.collidepoint(self.hover_pos):
                title, text = spot.title, spot.text
        if text is None:
            title, text = self.disc_hover() or (None, None)
        if text:
            overlays.draw_tooltip(surface, self.hover_pos, title, text, self.lay.scale)
