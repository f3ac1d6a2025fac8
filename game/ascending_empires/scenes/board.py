"""The Ascending Empires table: the board with its discs and ships, the players' placards, the
action bar, flicking with the mouse or the keyboard, and the animation of every flick.

A thin scene over four parts: the table model (model.py, what the side column and the placards
say), the layout (layout.py, where, from the window's size and the UI scale), the painters
(board_view, pieces, placards, seats, status, overlays, aim_guide) and the director (director.py,
the flick's flight and the events' effects). Input: flicks (flicking.py) and the discs' steps
(disc_menu.py). A Flick (a human's or a bot's) is not applied at once: the director first plays
the very simulation the rules will run, and the Flick is applied only when everything is at rest,
checking that the rules got exactly what was shown."""

from __future__ import annotations

import sys
import threading

import pygame

from game.ui import fonts, look
from game.ui.choice_buttons import Choice, ChoiceButtons
from game.ui.identity import seat_shape
from game.ui.table import TableScene

from ..rules import abilities as ab
from ..rules import actions as A
from ..rules.technology import has
from . import aim_guide, choices, layout, model, overlays, pieces, status
from .board_view import BoardPainter
from .director import Director
from .disc_menu import DiscMenus
from .flicking import FlickControls
from .seats import PlacardShelf, opaque_picture, paint_placard
from .transform import BoardTransform
from .undo_caption import CaptionedUndo

BAR_KEYS = {pygame.K_1: "recruit", pygame.K_2: "move", pygame.K_3: "mine", pygame.K_4: "build", pygame.K_5: "develop"}
TOOLTIP_DELAY = 0.35
# seconds a computer player's step shows before it is applied, at normal Computer speed: its aim
# line and power before a flick, the disc or technology of each other step, a beat at its turn's end
BOT_SHOW = {A.Flick: 0.55, A.Navigate: 0.3, A.Develop: 0.7, A.CityReward: 0.4, A.EndTurn: 0.3}
BOT_DISC_STEP = 0.5
END_TURN_BEAT = 0.6  # with "End turn by itself": seconds the settled board shows first
HOVER_STILL = 3  # units the pointer may move and still rest


class BoardScene(FlickControls, DiscMenus, TableScene):
    name = "ascending_empires_board"
    legacy_canvas = False

    def __init__(self, app, session):
        super().__init__(app, session)
        self.content = session.content
        self.director = Director(self.content)
        self.guide = aim_guide.AimGuide(self.content)  # predicts the aimed flick on a worker process
        self.mode: str | None = None  # the action chosen on the bar, before its first step
        self.aim = None
        self.popup_disc: str | None = None
        self.popup_ships: dict[str, int] = {}  # ship -> its number in the open menu
        self._auto_aimed = None  # the moment a picked ship's keyboard aim was last started by itself
        self._nothing_left_since: float | None = None  # when only the turn's end was left to do
        self.hover_pos: tuple[int, int] | None = None
        self.hover_since = 0.0
        self.bar: model.Bar | None = None
        self._bar_key = None
        self._acted_on_frame = -1  # the app frame on which an action was last applied here
        self._before = None  # the view just before the action being applied (for its effects)
        self.shelf = PlacardShelf()
        self._backdrop_key = None
        self._backdrop: pygame.Surface | None = None
        self._warmed: set = set()
        start = self.view()
        self.vp_total = start.vp_pool + sum(p["tokens"] for p in start.players)  # for the pool's gauge
        self.add_log_panel((0, 0, 1, 1), drawn_by_scene=True)  # its background is baked into the backdrop
        self.steps = ChoiceButtons(self, (0, 0, 1, 1), prefix="step:", align="top",
                                   columns=lambda count: 1 if count <= 2 else 2, style="small_button",
                                   label_font=(15, "regular"))
        self.popup = ChoiceButtons(self, (0, 0, 1, 1), prefix="choice:", align="top", columns=lambda count: 1,
                                   style="small_button", label_font=(15, "regular"))
        self.lay_out()

    # --- where things are ---------------------------------------------------------------------
    def lay_out(self) -> None:
        m, n = self.metrics, len(self.session.config.seats)
        lay = self.lay = layout.table_layout(m, n)
        self.t = BoardTransform.fit(self.content.board, lay.board)
        self.painter = BoardPainter(self.content, self.t, lay.scale)
        self._warm_up()
        self.log_panel.resize(lay.log, m)
        self.undo_menu = CaptionedUndo(self, lay.undo, lay.menu)
        self.add_hint(lay.hint, caption_side="above", caption_gap=lay.hint.top - lay.undo_words.top + lay.px(4))
        for (key, label), rect in zip(choices.GROUPS, lay.bar):
            self.add_button(f"action:{key}", rect, label, lambda k=key: self.toggle_mode(k), enabled=False)
        self.steps.area, self.steps.height, self.steps.gap = lay.steps, lay.px(layout.STEP_H), lay.px(layout.STEP_GAP)
        self.popup.height, self.popup.gap = lay.px(29), lay.px(3)
        self.close_popup()
        self.replace_aim()
        self.shelf.clear()
        self._bar_key = self._backdrop_key = self._backdrop = None

    def _warm_up(self) -> None:
        """Every disc look at this size is painted ahead on a worker thread: a disc turning over
        mid-game then never waits for its painting (tens of milliseconds each, in Python)."""
        size = round(self.t.scale, 4)
        if size in self._warmed:
            return
        self._warmed.add(size)
        looks = list(self.painter.warm_up([self.owner_rgb(p) for p in range(len(self.session.config.seats))]))
        threading.Thread(target=lambda: [paint() for paint in looks], name="orrery-ae-sprites", daemon=True).start()

    def enter(self) -> None:
        super().enter()
        if self.human_seats:
            self.guide.start()

    def close(self) -> None:
        self.guide.stop()
        super().close()

    # --- who may do what ------------------------------------------------------------------------
    @property
    def flight(self):
        return self.director.flight

    def my_turn(self) -> bool:
        return self.viewer is not None and self.viewer in self.session.human_players_to_act() and self.flight is None

    def legal(self) -> list:
        return super().legal() if self.flight is None else []

    def deciding_player(self) -> int | None:
        return self.viewer if self.my_turn() else None

    def can_undo_now(self) -> bool:
        return self.flight is None

    def active_group(self, view) -> str | None:
        if view.phase == "action":
            return self.mode
        return choices.PHASE_GROUP.get(view.phase)

    # --- applying actions ---------------------------------------------------------------------
    def act(self, player: int, action) -> list:
        """Flicks are played on screen first and applied when at rest; everything else at once."""
        if isinstance(action, A.Flick) and self.flight is None and self.session.state.is_legal(player, action):
            self.director.start_flight(self.session.state.view(self.viewer), player, action)
            self.aim = None
            self._play_sounds()
            if self.animation_factor <= 0:
                self._land(self.director.advance(0, 0, self.app.clock_s))
            return []
        return self._apply(player, action)

    def _apply(self, player: int, action) -> list:
        self._acted_on_frame = self.app.frame_count
        self._before = self.session.state.view(self.viewer)
        self.close_popup()
        events = super().act(player, action)
        if not isinstance(action, (A.Recruit, A.Withdraw)):
            self.mode = None
        return events

    def _land(self, flight) -> None:
        events = self._apply(flight.player, flight.action)
        if not self.director.landed(flight, events):
            print(f"ascending empires: the flick shown differs from the rules' result: {flight.action}",
                  file=sys.stderr)

    @property
    def flick_checks(self) -> list[bool]:
        return self.director.flick_checks

    def preview_bot_move(self, player: int, action) -> float:
        """A computer player's step, shown before it is applied (drawn by pieces.draw_bot_step)."""
        if isinstance(action, choices.DISC_ACTIONS):
            return BOT_DISC_STEP
        return BOT_SHOW.get(type(action), 0.0)

    def on_events(self, events: list) -> None:
        for text, place in self.director.tell(events, self._before, self.view(), self.viewer, self.app.clock_s):
            self.float_text(text, self.place_of(place))
        self._play_sounds()
        self._before = None

    def place_of(self, place) -> tuple[float, float]:
        """A place the director names, on the screen: a board point, or a placard's tile."""
        if place[0] == "board":
            return self.t.to_screen(place[1], place[2])
        _, player, key = place
        spots = {spot.key: spot for p, spot in self.shelf.spots if p == player}
        spot = spots.get(key) or spots.get("vp")
        return spot.rect.center if spot is not None else self.t.rect.center

    def _play_sounds(self) -> None:
        for sound in self.director.take_sounds():
            self.play_sound(sound)

    def on_state_replaced(self) -> None:
        self.director.clear()
        self.aim = None
        self.mode = None
        self.close_popup()

    def ui_moment(self):
        return (self.mode, self.popup_disc, self.flight is None)

    def animating(self) -> bool:
        return self.director.busy(self.app.clock_s)

    # --- the loop -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        landed = self.director.advance(dt, self.animation_factor, self.app.clock_s)
        self._play_sounds()
        if landed is not None:
            self._land(landed)
        super().update(dt)
        self._refresh_widgets()
        self.guide.update(self.view() if self.aim is not None else None, self.aim)
        if self.hint_aim() is not None and not (self.aim is not None and self.aim.dragging):
            self.guide.update(self.view(), self.hint_aim())  # the hinted flick's path (both are cached)
        self._end_turn_if_nothing_left()

    def _end_turn_if_nothing_left(self) -> None:
        """Only with the setting on: when the turn's end is the one step left, take it after a beat."""
        legal = self.legal() if self.app.settings.end_turn_when_done and not self.animating() else []
        last = legal[0] if len(legal) == 1 else None
        withdrawn = isinstance(last, A.EndAction) and self.session.state.phase == "withdraw"
        if not (isinstance(last, A.EndTurn) or withdrawn):
            self._nothing_left_since = None
            return
        if self._nothing_left_since is None:
            self._nothing_left_since = self.app.clock_s
        elif self.app.clock_s - self._nothing_left_since >= END_TURN_BEAT:
            self._nothing_left_since = None
            self.choose(last)

    def _refresh_widgets(self) -> None:
        state, legal, view = self.session.state, self.legal(), self.view()
        key = (self.moment(), self.mode, self.flight is None, id(self.lay))
        if key != self._bar_key:
            self._bar_key = key
            bar = self.bar = model.bar_of(view, legal, self.viewer, self.mode, state.moves_left, state.move_started)
            for group, _ in choices.GROUPS:
                button = self.button(f"action:{group}")
                selected = bar.selected == group
                # pygame_gui's unselect() repaints a disabled button as normal: change only what differs
                if button.is_selected and not selected:
                    button.unselect()
                if group in bar.enabled:
                    button.enable()
                    if selected and not button.is_selected:
                        button.select()
                else:
                    button.disable()
            move = self.button("action:move")
            if move.text != bar.move_label:
                move.set_text(bar.move_label)
        group = self.active_group(view)
        self.steps.show(self.memo("steps", lambda: [Choice(choices.step_id(action), label, action) for label, action
                                                    in choices.step_buttons(list(legal), view, group)],
                                  (group, self.flight is None)))
        if view.phase == "flick" and self.my_turn() and view.flick_ship and self._auto_aimed != self.moment():
            self._auto_aimed = self.moment()  # once per pick: after Esc puts the aim down, Esc puts the ship down
            if self.aim is None:
                self.start_keyboard_aim(view.flick_ship)

    @property
    def greyed(self) -> dict:
        return self.bar.greyed if self.bar is not None else {}

    def hover_reason(self, group: str) -> str | None:
        """The reason shown when the pointer rests on a greyed action (for tests and automation)."""
        return self.greyed.get(group)

    def toggle_mode(self, group: str) -> None:
        """An action of the bar chosen (or chosen again, to put it down)."""
        if not self.my_turn():
            return
        self.close_popup()
        self.aim = None
        self.mode = None if self.mode == group else group

    def on_chosen(self, action) -> None:
        if isinstance(action, A.CancelNavigate):
            self.aim = None
        if isinstance(action, A.StartWithdraw):
            self.mode = None

    # --- input ----------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._hover(event.pos)
            if self.aim is not None and self.aim.dragging:
                self.aim.drag_to(event.pos)
                return True
        if self.flight is not None:
            # mid-flick: clicks and keys do nothing, only the pause menu opens
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                return True
            if event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE:
                return True
        if event.type == pygame.MOUSEWHEEL and self.hover_pos is not None:
            if self.log_panel.handle_wheel(self.hover_pos, event.y):
                return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 3 and self.aim is not None:
                self.cancel_aim()
                return True
            if event.button == 1 and self._press(event.pos):
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.aim is not None and self.aim.dragging:
            self.release_aim(event.pos)
            return True
        if event.type == pygame.KEYDOWN and self._key(event):
            return True
        return super().handle_event(event)

    def _hover(self, pos) -> None:
        if self.hover_pos is None or max(abs(pos[0] - self.hover_pos[0]), abs(pos[1] - self.hover_pos[1])) \
                > self.lay.px(HOVER_STILL):
            self.hover_since = self.app.clock_s
        self.hover_pos = (int(pos[0]), int(pos[1]))

    def _press(self, pos) -> bool:
        """A press on the board that is not a click: closing the open menu, or picking up one of
        your ships to drag it back (the flick fires on release)."""
        if self.popup_disc is not None:
            on_board = self.press_on_menu(pos)
            return bool(on_board)
        return self.press_ship(pos)

    def _key(self, event) -> bool:
        if self.aim is not None:
            return self.aim_key(event)
        if event.key == pygame.K_ESCAPE:
            return self.back_out()
        shortcut = BAR_KEYS.get(event.key)
        if shortcut is not None and self.my_turn():
            if self.button(f"action:{shortcut}").is_enabled:
                self.play_sound("click")
                self.toggle_mode(shortcut)
            else:
                self.play_sound("error")
            return True
        return event.key == pygame.K_TAB and self.pick_first_ship()

    def target_at(self, pos) -> str | None:
        if not self.my_turn():
            return None
        tile = next((colour for colour, rect, _ in self.developable_tiles() if rect.collidepoint(pos)), None)
        if tile is not None:
            return f"tech:{tile}"
        if not self.t.rect.collidepoint(pos):
            return None
        disc = self.disc_at(self.view(), pos)
        return f"disc:{disc['id']}" if disc is not None and self.disc_options(disc["id"]) else None

    def clickable(self):
        view = self.view()
        draggable = choices.draggable_ships(self.legal(), view)
        ships = [(f"ship:{s['id']}", self.ship_screen_rect(s)) for s in view.ships if s["id"] in draggable]
        tiles = [(f"tech:{colour}", rect) for colour, rect, _ in self.developable_tiles()]
        return ships + tiles + [(f"disc:{d['id']}", self.disc_screen_rect(d)) for d in view.discs
                                if self.disc_options(d["id"])]

    def click_target(self, target: str) -> None:
        if target.startswith("tech:"):
            develop = next((action for colour, _, action in self.developable_tiles() if f"tech:{colour}" == target),
                           None)
            if develop is not None:
                self.choose(develop)
            return
        self.click_disc(target.split(":", 1)[1])

    def table_items(self):
        items = []
        view = self.view()
        legal = self.legal()
        for ship_id in sorted(choices.draggable_ships(legal, view)):
            ship = view.ship(ship_id)
            if ship:
                items.append((f"ship:{ship_id}", self.ship_screen_rect(ship)))
        group = self.active_group(view)
        if group is not None:
            for disc_id in sorted(choices.disc_targets(legal, group)):
                items.append((f"disc:{disc_id}", self.disc_screen_rect(view.disc(disc_id))))
        items += [(f"tech:{colour}", rect) for colour, rect, _ in self.developable_tiles()]
        return items

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
        self._draw_tooltip(surface)  # over everything, the buttons' words too

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
        if (id(layer), id(self.lay)) != self._backdrop_key:
            lay, s = self.lay, self.lay.scale
            backdrop = opaque_picture(size)
            backdrop.blit(stars, (0, 0))
            look.blit(backdrop, layer, self.t.rect)
            if lay.legend is not None:
                overlays.draw_legend(backdrop, lay.legend, s)
            # the panels' backgrounds never change: baked in, not blended every frame
            look.panel(backdrop, lay.status, alpha=225, radius=lay.px(10))
            look.panel(backdrop, lay.log, alpha=215, radius=lay.px(8))
            self._backdrop, self._backdrop_key = backdrop, (id(layer), id(self.lay))
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
