"""The Ascending Empires table: the board with its discs and ships, the players' placards, the
action bar, flicking with the mouse or the keyboard, and the animation of every flick.

A thin scene over four parts: the table model (model.py, what the side column and the placards
say), the layout (layout.py, where, from the window's size and the UI scale), the painters
(board_view, pieces, placards, seats, status, overlays, aim_guide; painting.py lays them on the
frame) and the director (director.py, the flick's flight and the events' effects). Input: flicks
(flicking.py) and the discs' steps (disc_menu.py). A Flick (a human's or a bot's) is not applied at once: the director first plays
the very simulation the rules will run, and the Flick is applied only when everything is at rest,
checking that the rules got exactly what was shown."""

from __future__ import annotations

import sys
import threading

import pygame

from game.ui.choice_buttons import Choice, ChoiceButtons
from game.ui.table import TableScene

from ..rules import actions as A
from . import aim_guide, choices, layout, model
from .board_view import BoardPainter
from .director import Director
from .disc_menu import DiscMenus
from .flicking import FlickControls
from .painting import TablePainting
from .seats import PlacardShelf
from .transform import BoardTransform
from .tutorial_hooks import TutorialHooks
from .undo_caption import CaptionedUndo

BAR_KEYS = {pygame.K_1: "recruit", pygame.K_2: "move", pygame.K_3: "mine", pygame.K_4: "build", pygame.K_5: "develop"}
# seconds a computer player's step shows before it is applied, at normal Computer speed: its aim
# line and power before a flick, the disc or technology of each other step, a beat at its turn's end
BOT_SHOW = {A.Flick: 0.55, A.Navigate: 0.3, A.Develop: 0.7, A.CityReward: 0.4, A.EndTurn: 0.3}
BOT_DISC_STEP = 0.5
END_TURN_BEAT = 0.6  # with "End turn by itself": seconds the settled board shows first
HOVER_STILL = 3  # units the pointer may move and still rest


class BoardScene(TutorialHooks, FlickControls, DiscMenus, TablePainting, TableScene):
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

    def action_shown_by(self, player: int, events: list):
        """Another seat's flick at a network table is flown like a computer player's."""
        data = next((e.data for e in events if e.kind == "flick"), None)
        return None if data is None else A.Flick(data["ship"], data["angle"], data["power"])

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
        if event.type == pygame.MOUSEBUTTONDOWN and self.coach is not None and self.coach.handle_event(event):
            return True  # Learn to play: a greyed ship is not picked up
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
