"""The Ascending Empires table: the board with its discs and ships, the players' placards, the
action bar, flicking with the mouse or the keyboard, and the animation of every flick.

A Flick (a human's or a bot's) is not applied at once: the scene first plays the very simulation
the rules will run (`flight.Flight`) a few fixed steps per frame, and applies the Flick only when
everything is at rest, checking that the rules got exactly what was shown."""

from __future__ import annotations

import math
import sys
import threading
from dataclasses import replace

import pygame

from game.core.words import counted
from game.ui import fonts, look
from game.ui.choice_buttons import Choice, ChoiceButtons
from game.ui.hint import RING as HINT_RING
from game.ui.identity import seat_shape
from game.ui.scenes.confirm import ConfirmScene
from game.ui.table import TableScene

from ..rules import abilities as ab
from ..rules import actions as A
from ..rules.describe import colour_name, with_article
from ..rules.technology import has
from . import aim_guide, aiming, choices, disc_info, overlays, status
from .board_view import BoardPainter, dashed_circle
from .flight import Effect, Flight, results_match
from .layout import BAR_BUTTON_H, BAR_TOP, BOARD_AREA, CONTEXT, LEFT, LOG, RIGHT, STATUS, UNDO_CAPTION, UNDO_H
from .placards import draw_placard, placard_height
from .transform import BoardTransform
from .tutorial_hooks import TutorialHooks
from .undo_caption import CaptionedUndo

BAR_KEYS = {pygame.K_1: "recruit", pygame.K_2: "move", pygame.K_3: "mine", pygame.K_4: "build", pygame.K_5: "develop"}
TOOLTIP_DELAY = 0.35
EFFECT_TIME = 0.9
EXIT_TIME = 1.1  # a ship leaving the board: its slide past the rim and the rim's flash
FLIGHT_SPEED = 1.5  # simulated seconds per second on screen at normal animation speed: a brisk slide
# seconds a computer player's step shows before it is applied, at normal Computer speed: its aim
# line and power before a flick, the disc or technology of each other step, a beat at its turn's end
BOT_SHOW = {A.Flick: 0.55, A.Navigate: 0.3, A.Develop: 0.7, A.CityReward: 0.4, A.EndTurn: 0.3}
BOT_DISC_STEP = 0.5
END_TURN_BEAT = 0.6  # with "End turn by itself": seconds the settled board shows first
HINT_LINE_PX = 60  # a hinted flick's direction, while its path is being predicted


def dashed_path(surface, colour, points, dash: float) -> None:
    """A dashed line along a path of many short steps (the dashes run on across the steps)."""
    on, left = True, dash * 0.6
    for a, b in zip(points, points[1:]):
        length = math.dist(a, b)
        done = 0.0
        while done < length:
            step = min(left, length - done)
            if on:
                t0, t1 = done / length, (done + step) / length
                pygame.draw.line(surface, colour, (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                                 (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1), 2)
            done += step
            left -= step
            if left <= 1e-9:
                on = not on
                left = dash * (0.6 if on else 0.4)


class BoardScene(TutorialHooks, TableScene):
    name = "ascending_empires_board"

    def __init__(self, app, session):
        super().__init__(app, session)
        self.content = session.content
        self.t = BoardTransform.fit(self.content.board, BOARD_AREA)
        self.painter = BoardPainter(self.content, self.t)
        # every disc look is painted ahead on a worker thread: a disc turning over mid-game then
        # never waits for its painting (tens of milliseconds each, in Python)
        looks = list(self.painter.warm_up([self.owner_rgb(p) for p in range(len(session.config.seats))]))
        threading.Thread(target=lambda: [paint() for paint in looks], name="orrery-ae-sprites", daemon=True).start()
        self.add_log_panel(LOG, drawn_by_scene=True)  # its background is baked into the backdrop
        self.undo_menu = CaptionedUndo(self, pygame.Rect(RIGHT.x + 92, RIGHT.bottom - UNDO_H, RIGHT.w - 176, UNDO_H),
                                       pygame.Rect(RIGHT.right - 76, RIGHT.bottom - UNDO_H, 76, UNDO_H))
        hint = pygame.Rect(RIGHT.x, RIGHT.bottom - UNDO_H, 84, UNDO_H)  # its caption over the log, not Undo's
        self.add_hint(hint, caption_side="above", caption_gap=hint.top - UNDO_CAPTION.top + 4)
        for i, (key, label) in enumerate(choices.GROUPS):
            rect = pygame.Rect(RIGHT.x, BAR_TOP + i * (BAR_BUTTON_H + 5), RIGHT.w, BAR_BUTTON_H)
            self.add_button(f"action:{key}", rect, label, lambda k=key: self.toggle_mode(k), enabled=False)
        self.steps = ChoiceButtons(self, pygame.Rect(RIGHT.x, CONTEXT.y + 62, RIGHT.w, 3 * 42), prefix="step:",
                                   align="top", height=36, columns=lambda count: 1 if count <= 2 else 2,
                                   style="small_button", label_font=(15, "regular"))
        self.popup = ChoiceButtons(self, pygame.Rect(0, 0, 300, 34), prefix="choice:", align="top", height=34,
                                   gap=4, columns=lambda count: 1, style="small_button", label_font=(15, "regular"))
        self.popup_disc: str | None = None
        self.popup_ships: dict[str, int] = {}  # ship -> its number in the open menu
        self.mode: str | None = None   # the action chosen on the bar, before its first step
        self.aim: aiming.Aim | None = None
        self._auto_aimed = None  # the moment a picked ship's keyboard aim was last started by itself
        self.guide = aim_guide.AimGuide(self.content)  # predicts the aimed flick on a worker process
        self._nothing_left_since: float | None = None  # when only the turn's end was left to do
        self.flight: Flight | None = None
        self.flick_checks: list[bool] = []  # one per animated flick: did the rules get what was shown
        self.last_flight_positions: dict = {}  # where the last animation left every ship
        self.effects: list[Effect] = []
        self._bar_key = None
        self.private_note: tuple[str, str, float] | None = None  # (disc, text, until) after a Scan
        self.hover_pos: tuple[int, int] | None = None
        self.hover_since = 0.0
        self.greyed: dict[str, str] = {}
        self._acted_on_frame = -1  # the app frame on which an action was last applied here
        self.placard_spots: list = []  # (player, placards.Spot) of the placards on screen, for hover help
        self._placards: dict = {}  # player -> (key, image, tiles): redrawn only when the placard changes
        self._backdrop_key = None
        self._backdrop_surface: pygame.Surface | None = None
        self._draw_view = None  # the view of the frame being drawn
        self._before = None  # the view just before the action being applied (for its effects)
        start = self.view()
        self.vp_total = start.vp_pool + sum(p["tokens"] for p in start.players)  # for the pool's gauge

    def enter(self) -> None:
        super().enter()
        if self.human_seats:
            self.guide.start()

    def close(self) -> None:
        self.guide.stop()
        super().close()

    # --- who may do what ------------------------------------------------------------------------
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
            view = self.session.state.view(self.viewer)
            self.flight = Flight(self.content, view, player, action)
            self.aim = None
            self.play_sound("flick")
            if self.app.settings.animation_factor <= 0:
                self.flight.advance(0)
                self._land_flight()
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

    def _leaving_effect(self, event) -> Effect:
        """A ship leaves the board: it slides on past the rim, which flashes where it crossed."""
        ship = self.flight.ships[event.a]
        trail = self.flight.trails.get(event.a) or ()
        a = trail[-2] if len(trail) >= 2 else (ship["x"], ship["y"])
        dx, dy = event.x - a[0], event.y - a[1]
        length = math.hypot(dx, dy) or 1.0
        direction = (dx / length, dy / length)
        board = self.content.board
        edge = (min(board.width, max(0.0, event.x)), min(board.height, max(0.0, event.y)))
        # the rim it crosses: the nearer edge along its way
        steps = [(-event.x / direction[0]) if direction[0] < 0 else (board.width - event.x) / direction[0]
                 if direction[0] > 0 else math.inf,
                 (-event.y / direction[1]) if direction[1] < 0 else (board.height - event.y) / direction[1]
                 if direction[1] > 0 else math.inf]
        ahead = min(steps)
        if 0 <= ahead < math.inf:
            edge = (event.x + direction[0] * ahead, event.y + direction[1] * ahead)
        return Effect("exit", self.app.clock_s, EXIT_TIME, (event.x, event.y), edge,
                      colour=self.owner_rgb(ship["owner"]),
                      extra={"dir": direction, "radius": self.content.physics.radius(ship["battleship"]),
                             "vertical_rim": steps[0] <= steps[1]})

    def preview_bot_move(self, player: int, action) -> float:
        """A computer player's step, shown before it is applied (drawn by `_draw_bot_preview`)."""
        if isinstance(action, choices.DISC_ACTIONS):
            return BOT_DISC_STEP
        return BOT_SHOW.get(type(action), 0.0)

    def _scoring_spot(self, vp_event, events: list, before) -> tuple[float, float]:
        """Where VP just taken rise from: the disc or ship of the step that earned them (the event
        just before it), the technology tile, else the player's VP tokens."""
        index = next(i for i, e in enumerate(events) if e is vp_event)
        cause = next((e for e in reversed(events[:index]) if e.kind not in ("vp", "bonus")), None)
        data = cause.data if cause is not None else {}
        state = self.session.state
        if cause is not None and cause.kind == "attack_ship" and before is not None and before.ship(data["target"]):
            target = before.ship(data["target"])
            return self.t.to_screen(target["x"], target["y"])
        if cause is not None and "disc" in data:
            disc = state.disc(data["disc"])
            return self.t.to_screen(disc["x"], disc["y"] - disc["radius"])
        keys = {"develop": f"tech:{data.get('colour')}:{data.get('level')}", "row_bonus": f"row:{data.get('row')}"}
        key = keys.get(cause.kind if cause is not None else "", "vp")
        spot = next((spot for p, spot in self.placard_spots if p == vp_event.player and spot.key == key), None) or \
            next((spot for p, spot in self.placard_spots if p == vp_event.player and spot.key == "vp"), None)
        return spot.rect.center if spot is not None else self.t.rect.center

    def _land_flight(self) -> None:
        flight, self.flight = self.flight, None
        shown = flight.result()
        self.last_flight_positions = dict(flight.positions())
        events = self._apply(flight.player, flight.action)
        data = next((e.data for e in events if e.kind == "flick"), {})
        ok = results_match(shown, data)
        self.flick_checks.append(ok)
        if not ok:
            print(f"ascending empires: the flick shown differs from the rules' result: {flight.action}",
                  file=sys.stderr)

    def on_events(self, events: list) -> None:
        now = self.app.clock_s
        before = self._before
        for event in events:
            kind, data = event.kind, event.data or {}
            if kind == "vp":
                self.float_text(f"+{data['amount']} VP", self._scoring_spot(event, events, before))
            if kind == "ram":
                continue  # the flight showed it where it happened
            elif kind == "attack_ship" and before is not None:
                target = before.ship(data.get("target"))
                if target:
                    for attacker in data.get("attackers", ()):
                        ship = before.ship(attacker)
                        if ship:
                            self.effects.append(Effect("beam", now, EFFECT_TIME, (ship["x"], ship["y"]),
                                                       (target["x"], target["y"]), colour=(255, 90, 90)))
                    self.effects.append(Effect("burst", now + 0.2, EFFECT_TIME, (target["x"], target["y"])))
                self.play_sound("hit")
            elif kind == "attack_planet" and before is not None:
                disc = before.disc(data["disc"])
                for attacker in data.get("attackers", ()):
                    ship = before.ship(attacker)
                    if ship:
                        self.effects.append(Effect("beam", now, EFFECT_TIME, (ship["x"], ship["y"]),
                                                   (disc["x"], disc["y"]), colour=(255, 120, 80)))
                self.effects.append(Effect("ring", now + 0.2, EFFECT_TIME, (disc["x"], disc["y"]),
                                           colour=(255, 120, 80), extra={"r": disc["radius"]}))
                self.play_sound("hit")
            elif kind in ("reveal",):
                disc = self.session.state.disc(data["disc"])
                self.effects.append(Effect("ring", now, EFFECT_TIME, (disc["x"], disc["y"]),
                                           colour=(200, 220, 255), extra={"r": disc["radius"]}))
                self.play_sound("card")
            elif kind == "scan" and event.player == self.viewer:
                private = data.get("private", {})
                what = "an asteroid" if private.get("kind") == "asteroid" else \
                    with_article(f"{colour_name(self.session.state, private.get('colour')) or 'hidden'} planet")
                self.private_note = (data["disc"], f"Only you see it: {what}", now + 3.0)
                self.play_sound("card")
            elif kind == "vp":
                self.play_sound("coin")
            elif kind in ("launch", "land", "recruit", "build", "develop", "mine", "withdraw"):
                self.play_sound("click" if kind != "develop" else "score")
            elif kind == "lost":
                self.play_sound("back")
        self._before = None

    @staticmethod
    def _ship_xy(view, ship_id, data):
        if view is None:
            return None
        ship = view.ship(ship_id)
        return (ship["x"], ship["y"]) if ship else None

    def on_state_replaced(self) -> None:
        self.flight = None
        self.aim = None
        self.mode = None
        self.close_popup()

    def ui_moment(self):
        return (self.mode, self.popup_disc, self.flight is None)

    def animating(self) -> bool:
        now = self.app.clock_s
        return self.flight is not None or any(e.start + e.duration > now for e in self.effects)

    # --- the loop -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.flight is not None:
            factor = self.app.settings.animation_factor
            new = self.flight.advance(dt * FLIGHT_SPEED * factor if factor > 0 else 0)
            for name in self.flight.sounds_for(new):
                self.play_sound(name)
            for event in new:
                if event.kind == "ram":
                    self.effects.append(Effect("burst", self.app.clock_s, EFFECT_TIME, (event.x, event.y),
                                               colour=(255, 150, 90)))
                elif event.kind in ("ricochet", "bump") and event.speed >= 80:
                    self.effects.append(Effect("spark", self.app.clock_s, 0.35, (event.x, event.y)))
                elif event.kind == "lost":
                    self.effects.append(self._leaving_effect(event))
            if self.flight.done:
                self._land_flight()
        now = self.app.clock_s
        self.effects = [e for e in self.effects if e.start + e.duration > now]
        if self.private_note and self.private_note[2] < now:
            self.private_note = None
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
        state = self.session.state
        legal = self.legal()
        view = self.view()
        key = (self.moment(), self.mode, self.flight is None)
        if key != self._bar_key:
            self._bar_key = key
            groups = choices.groups_enabled(list(legal))
            self.greyed = {}
            for group, _ in choices.GROUPS:
                button = self.button(f"action:{group}")
                selected = view.phase == "action" and self.mode == group
                # pygame_gui's unselect() repaints a disabled button as normal: change only what differs
                if button.is_selected and not selected:
                    button.unselect()
                if groups[group]:
                    button.enable()
                    if selected and not button.is_selected:
                        button.select()
                else:
                    button.disable()
                    self.greyed[group] = choices.greyed_reason(group, view, self.viewer)
            move = self.button("action:move")
            if state.phase == "over":
                label = "Move"
            elif state.move_started:  # counting down what this Move has left
                label = f"Move  \u00b7  {counted(state.moves_left, 'point')} left"
            else:
                label = f"Move  \u00b7  {counted(state.movement_points(state.current), 'point')}"
            if move.text != label:
                move.set_text(label)
        group = self.active_group(view)
        self.steps.show(self.memo("steps", lambda: [Choice(choices.step_id(action), label, action) for label, action
                                                    in choices.step_buttons(list(legal), view, group)],
                                  (group, self.flight is None)))
        if view.phase == "flick" and self.my_turn() and view.flick_ship and self._auto_aimed != self.moment():
            self._auto_aimed = self.moment()  # once per pick: after Esc puts the aim down, Esc puts the ship down
            if self.aim is None:
                self._start_keyboard_aim(view.flick_ship)

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
            self._release(event.pos)
            return True
        if event.type == pygame.KEYDOWN and self._key(event):
            return True
        return super().handle_event(event)

    def _hover(self, pos) -> None:
        if self.hover_pos is None or math.dist(pos, self.hover_pos) > 3:
            self.hover_since = self.app.clock_s
        self.hover_pos = (int(pos[0]), int(pos[1]))

    def _press(self, pos) -> bool:
        """A press on the board that is not a click: closing the open menu, or picking up one of
        your ships to drag it back (the flick fires on release)."""
        if self.popup_disc is not None:
            if any(self.button(i).get_abs_rect().collidepoint(pos) for i in self.popup.ids()):
                return False  # the menu's own button takes it
            self.close_popup()
            return self.t.rect.collidepoint(pos)
        if not self.t.rect.collidepoint(pos) or not self.my_turn():
            return False
        view = self.view()
        ship = self.ship_at(view, pos, choices.draggable_ships(self.legal(), view))
        if ship is None or not self.clicks.on_screen(self.target_key(f"ship:{ship['id']}")):
            return False  # (a ship that has just appeared under the pointer is not picked up)
        origin = self.t.to_screen(ship["x"], ship["y"])
        keep = self.aim.angle if self.aim and self.aim.ship == ship["id"] else None
        self.aim = aiming.Aim(ship["id"], origin, dragging=True, pull_px=(float(pos[0]), float(pos[1])))
        if keep is not None:
            self.aim.angle = keep
        return True

    def disc_options(self, disc_id: str) -> list:
        """What a click on this disc may do now: the chosen action's steps there, or (no action
        chosen yet) everything that can be done there, offered in a menu."""
        view = self.view()
        group = self.active_group(view)
        if not self.my_turn() or (group is None and view.phase != "action"):
            return []
        targets = self.memo("disc_targets", lambda: choices.disc_targets(self.legal(), group), group)
        return targets.get(disc_id, [])

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
        disc_id = target.split(":", 1)[1]
        options = self.disc_options(disc_id)
        if len(options) == 1 and self.active_group(self.view()) is not None:
            self.play_sound("click")
            self.choose(options[0])
        elif options:
            self.open_popup(self.view().disc(disc_id), options, self.view())

    def _release(self, pos) -> None:
        aim = self.aim
        aim.drag_to(pos)
        if aim.in_dead_zone():
            aim.dragging = False  # a click: the ship stays picked for keyboard aiming
            aim.pull_px = None
            return
        aim.dragging = False
        self.fire()

    def _key(self, event) -> bool:
        if self.aim is None:
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
            if event.key == pygame.K_TAB and self.my_turn():
                view = self.view()
                ships = sorted(choices.draggable_ships(self.legal(), view))
                if ships:
                    self._start_keyboard_aim(ships[0])
                    return True
            return False
        fine = bool(event.mod & pygame.KMOD_SHIFT)
        key = event.key
        if key == pygame.K_ESCAPE:
            self.cancel_aim()
        elif key in (pygame.K_LEFT, pygame.K_UP):
            self.aim.turn(False, fine)
        elif key in (pygame.K_RIGHT, pygame.K_DOWN):
            self.aim.turn(True, fine)
        elif key == pygame.K_PAGEUP:
            self.aim.change_power(True, fine)
        elif key == pygame.K_PAGEDOWN:
            self.aim.change_power(False, fine)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.fire()
        elif key == pygame.K_TAB:
            view = self.view()
            ships = sorted(choices.draggable_ships(self.legal(), view))
            if view.phase != "flick" and ships:
                index = (ships.index(self.aim.ship) + 1) % len(ships) if self.aim.ship in ships else 0
                self._start_keyboard_aim(ships[index])
        else:
            return False
        return True

    def _start_keyboard_aim(self, ship_id: str) -> None:
        ship = self.view().ship(ship_id)
        if ship is None:
            return
        angle = math.atan2(self.content.board.height / 2 - ship["y"], self.content.board.width / 2 - ship["x"])
        self.aim = aiming.Aim(ship_id, self.t.to_screen(ship["x"], ship["y"]), angle=angle)

    def cancel_aim(self) -> None:
        self.aim = None
        self.play_sound("back")

    def fire(self) -> bool:
        """Flick the aimed ship: Navigate (when not chosen yet), then the Flick, which animates."""
        aim = self.aim
        if aim is None or not aim.ready() or not self.my_turn():
            return False
        state = self.session.state
        if state.phase != "flick":
            choose = A.Navigate(aim.ship)
            if choose not in state.legal_actions(self.viewer):
                return False
            self.act(self.viewer, choose)
        angle, power = aim.flick_values()
        flick = A.Flick(aim.ship, angle, power)
        if not state.is_legal(self.viewer, flick):
            return False
        self.aim = None
        self.act(self.viewer, flick)
        return True

    def choose(self, action) -> bool:
        """The player's own choice: asked about first when it would give up a planet."""
        planet = None if isinstance(action, tuple) else choices.planet_given_up(self.view(), self.viewer, action)
        if planet is None:
            return super().choose(action)
        if self.deciding_player() is None or action not in self.session.state.legal_actions(self.viewer):
            self.play_sound("error")
            return False
        title, text = choices.give_up_question(planet, action)
        play = lambda: super(BoardScene, self).choose(action)  # noqa: E731 - still legal? choose checks
        self.app.push(ConfirmScene(self.app, title, text, "Yes, give it up", play, "No, keep it"))
        return True

    def back_out(self) -> bool:
        """Esc with nothing aimed: take back a choice that spent nothing (a disc's menu, the action
        chosen on the bar, a ship picked for a flick). False when there is none (Esc then pauses)."""
        if self.popup_disc is not None:
            self.close_popup()
        elif self.mode is not None and self.session.state.phase == "action":
            self.mode = None
        elif A.CancelNavigate() in self.legal():
            self.choose(A.CancelNavigate())
        else:
            return False
        self.play_sound("back")
        return True

    def open_popup(self, disc, options, view) -> None:
        """Several things can be done on this disc: a small menu beside it. Ships that could land
        are numbered on the board and in the menu."""
        self.close_popup()
        x, y = self.t.to_screen(disc["x"], disc["y"])
        width, height = 300, 34
        reach = self.t.length(disc["radius"] + self.content.board.orbit_ring_width) + 16
        left = x + reach if x + reach + width < BOARD_AREA.right - 4 else x - reach - width
        left = min(max(BOARD_AREA.x + 4, left), BOARD_AREA.right - width - 4)
        top = min(max(BOARD_AREA.y + 4, y - len(options) * (height + 4) / 2),
                  BOARD_AREA.bottom - 4 - len(options) * (height + 4))
        landing = 0
        shown = []
        for action in options:
            text = choices.words_here(view, action)  # the menu sits by its disc: no need to name it
            if isinstance(action, A.Land):
                landing += 1
                self.popup_ships[action.ship] = landing
                text = f"Land a troop from ship {landing}"
            same = sum(1 for c in shown if c.label == text)
            shown.append(Choice(text if not same else f"{text} ({same + 1})", text, action))
        self.popup.show(shown, pygame.Rect(left, top, width, len(options) * (height + 4)))
        self.popup_disc = disc["id"]

    def close_popup(self) -> None:
        self.popup_ships = {}
        self.popup.clear()
        self.popup_disc = None

    # --- lookups on screen ----------------------------------------------------------------------
    def ship_at(self, view, pos, allowed=None):
        bx, by = self.t.to_board(*pos)
        best, best_d = None, None
        for ship in view.ships:
            if allowed is not None and ship["id"] not in allowed:
                continue
            d = math.hypot(ship["x"] - bx, ship["y"] - by)
            grab = self.content.physics.radius(ship["battleship"]) + 6 / self.t.scale
            if d <= grab and (best_d is None or d < best_d):
                best, best_d = ship, d
        return best

    def disc_at(self, view, pos):
        bx, by = self.t.to_board(*pos)
        for disc in view.discs:
            if math.hypot(disc["x"] - bx, disc["y"] - by) <= disc["radius"] + 4:
                return disc
        return None

    def ship_screen_rect(self, ship) -> pygame.Rect:
        r = self.t.length(self.content.physics.radius(ship["battleship"]))
        x, y = self.t.to_screen(ship["x"], ship["y"])
        return pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))

    def disc_screen_rect(self, disc) -> pygame.Rect:
        r = self.t.length(disc["radius"])
        x, y = self.t.to_screen(disc["x"], disc["y"])
        return pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))

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
            places.append(self.ship_screen_rect(view.ship(action.ship)).inflate(8, 8))
        if isinstance(action, A.Develop):
            places += [rect for colour, rect, _ in self.developable_tiles() if colour == action.colour]
        return places

    def hint_aim(self) -> aiming.Aim | None:
        """The slingshot of a hinted flick (shown beside the player's own aim, never instead of it:
        Enter fires the player's own)."""
        shown = self.hint.shown if self.hint is not None else None
        flick = shown.shot or shown.action if shown is not None else None  # a Move hint's planned flick
        if not isinstance(flick, A.Flick):
            return None
        ship = self.view().ship(flick.ship)
        return None if ship is None else overlays.bot_aim(self.t.to_screen(ship["x"], ship["y"]), flick, BOARD_AREA)

    def draw_hint(self, surface, action) -> None:
        """A hinted flick: where the aim guide predicts it goes, in the hint's gold, dashed (the
        player's own aim keeps its solid line); its direction alone until the prediction comes."""
        aim = self.hint_aim()
        if aim is None:
            return
        view = self.view()
        ship = view.ship(aim.ship)
        origin = self.t.to_screen(ship["x"], ship["y"])
        shown = self.guide.shown(aim)
        prediction = shown.prediction if shown.kind in ("exact", "nearby") else None
        if prediction is None or len(prediction.path) < 2:
            end = (origin[0] + HINT_LINE_PX * math.cos(aim.angle), origin[1] + HINT_LINE_PX * math.sin(aim.angle))
            overlays.dashed_line(surface, HINT_RING, origin, end, 10)
            return
        def path(target) -> None:
            dashed_path(target, HINT_RING, [self.t.to_screen(*p) for p in prediction.path], 12)
            if prediction.rest is not None:
                r = self.t.length(self.content.physics.radius(ship["battleship"]))
                pygame.draw.circle(target, HINT_RING, self.t.to_screen(*prediction.rest), r + 3, 2)

        # the whole shot, as a computer player's is shown: the pull, the path to its stop, the power
        overlays.draw_aim(surface, self.t, self.content, view, aim, BOARD_AREA, guide=path)

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

    # --- drawing --------------------------------------------------------------------------------
    def owner_rgb(self, player):
        if player is None:
            return (200, 200, 210)
        c = self.seat_colour(player)
        return (c.r, c.g, c.b)

    def draw_table(self, surface) -> None:
        """What moves or changes often, over the backdrop `draw` lays first."""
        view = self._draw_view or self.view()
        now = self.app.clock_s
        self.painter.draw_occupation(surface, view, self.owner_rgb, now)
        self._draw_targets(surface, view, now)
        self.painter.draw_items(surface, view, self.owner_rgb,
                                self.draw_player_marker if self.app.settings.colour_blind else None)
        self._draw_hover_ranges(surface, view)
        self._draw_ships(surface, view)
        self._draw_aim(surface, view)
        self._draw_bot_preview(surface, view)
        overlays.draw_effects(surface, self.t, self.effects, now)
        self._draw_private_note(surface, view)
        self._draw_status(surface, view)
        self.log_panel.draw(surface, frame=False)
        self.undo_menu.draw_caption(surface, UNDO_CAPTION)

    def draw(self, surface) -> None:
        # One opaque blit of everything that changes only with an action (starfield, board, discs,
        # placards) instead of layering them every frame.
        view = self._draw_view = self.view()
        surface.blit(self._backdrop(view), (0, 0))
        self._draw_placards(surface, view)
        self.draw_table(surface)
        self.ui.draw_ui(surface)
        self._draw_tooltip(surface)
        self._draw_view = None

    def _backdrop(self, view) -> pygame.Surface:
        layer = self.painter.layer(view, look.starfield().surface, self.owner_rgb)
        if id(layer) != self._backdrop_key:
            backdrop = look.starfield().surface.copy()
            backdrop.blit(layer, self.t.rect)
            self._draw_legend(backdrop, view)
            # the panels' backgrounds never change: baked in, not blended every frame
            look.panel(backdrop, STATUS, alpha=225, radius=12)
            look.panel(backdrop, LOG, alpha=215, radius=10)
            self._backdrop_surface = backdrop
            self._backdrop_key = id(layer)
        return self._backdrop_surface

    def _draw_targets(self, surface, view, now) -> None:
        if not self.my_turn():
            return
        group = self.active_group(view)
        if group is None:
            return
        pulse = 0.5 + 0.5 * math.sin(now * 5.0)
        colour = (int(120 + 100 * pulse), int(220 + 30 * pulse), 255)
        for disc_id in choices.disc_targets(self.legal(), group):
            disc = view.disc(disc_id)
            centre = self.t.to_screen(disc["x"], disc["y"])
            r = self.t.length(disc["radius"]) + 6
            pygame.draw.circle(surface, colour, centre, r, 2)
            if self.popup_disc == disc_id:
                pygame.draw.circle(surface, look.GOLD, centre, r + 3, 2)
        for disc in view.discs:  # yours but not a target (a full planet): greyed, the reason on hover
            if self.disc_reason(view, disc):
                centre = self.t.to_screen(disc["x"], disc["y"])
                dashed_circle(surface, look.FAINT, centre, self.t.length(disc["radius"]) + 6, 24, 2)

    def _ship_range(self, ship, view) -> tuple[float, float | None]:
        physics = self.content.physics
        long = has(self.content, view.tech(ship["owner"]), ab.LongRange)
        return physics.short_range, (physics.long_range if long else None)

    def _draw_hover_ranges(self, surface, view) -> None:
        if self.hover_pos is None or self.flight is not None or (self.aim and self.aim.dragging):
            return
        ship = self.ship_at(view, self.hover_pos)
        if ship is None:
            return
        short, long = self._ship_range(ship, view)
        kind = "Battleship" if ship["battleship"] else "starship"
        caption = f"{self.seat_name(ship['owner'])}'s {kind}" + (" \u00b7 in orbit" if view.orbits_of(ship) else "")
        overlays.draw_ranges(surface, self.t, self.t.to_screen(ship["x"], ship["y"]), short, long,
                             self.owner_rgb(ship["owner"]), caption, BOARD_AREA)

    def _draw_ships(self, surface, view) -> None:
        seats = self.session.config.seats
        flight = self.flight
        positions = flight.positions() if flight else None
        if flight is not None:
            orbiting = flight.orbiting()
        else:
            orbiting = {ship["id"] for disc in view.discs for ship in view.orbiters(disc)}
        ships = list(flight.ships.values()) if flight else view.ships
        if flight is not None:
            # where the flicked ship started, faintly, so the eye can measure the slide
            start = flight.ships[flight.action.ship]
            radius = self.t.length(self.content.physics.radius(start["battleship"]))
            dashed_circle(surface, (150, 160, 190), self.t.to_screen(start["x"], start["y"]), radius + 1, 8)
        for ship in ships:
            if flight:
                trail = flight.trails.get(ship["id"])
                if trail and len(trail) > 1:
                    rgb = self.owner_rgb(ship["owner"])
                    points = [self.t.to_screen(*p) for p in trail]
                    for i in range(1, len(points)):
                        w = max(1, round(4 * i / len(points)))
                        pygame.draw.line(surface, rgb, points[i - 1], points[i], w)
            if positions is not None:
                if ship["id"] not in positions:
                    continue
                x, y = positions[ship["id"]]
            else:
                x, y = ship["x"], ship["y"]
            # the ship being aimed: the player's own, or the one a computer player has picked up
            lifted = (self.aim is not None and self.aim.ship == ship["id"]) or \
                (flight is None and view.phase == "flick" and view.flick_ship == ship["id"])
            rgb = self.owner_rgb(ship["owner"])
            shape = seat_shape(seats[ship["owner"]], ship["owner"])
            centre = self.t.to_screen(x, y)
            if lifted:
                pygame.draw.circle(surface, look.GOLD, centre, self.t.length(self.content.physics.radius(
                    ship["battleship"])) + 6, 2)
            self.painter.draw_ship(surface, centre, ship, rgb, shape, ship["id"] in orbiting)
            number = self.popup_ships.get(ship["id"])
            if number:
                badge = (round(centre[0] + 13), round(centre[1] - 13))
                pygame.draw.circle(surface, look.GOLD, badge, 9)
                look.blit_text(surface, str(number), 12, badge, (20, 16, 8), "bold", "center")

    def _draw_aim(self, surface, view) -> None:
        aim = self.aim
        if aim is not None:
            shown = self.guide.shown(aim)
            overlays.draw_aim(surface, self.t, self.content, view, aim, BOARD_AREA, guide=lambda target: (
                aim_guide.draw_guide(target, self.t, self.content, view, aim, shown, BOARD_AREA)))

    def _draw_bot_preview(self, surface, view) -> None:
        """The computer player's step about to be applied: its slingshot pull, aim line and power
        before a flick; a ring and the step's words on the disc, ship or technology it is about."""
        preview = self.bot_preview
        if preview is None:
            return
        player, action = preview
        rgb = self.owner_rgb(player)
        pulse = 0.5 + 0.5 * math.sin(self.app.clock_s * 8.0)
        words = choices.bot_step_words(view, action)
        if isinstance(action, A.Flick):
            ship = view.ship(action.ship)
            if ship is None:
                return
            aim = overlays.bot_aim(self.t.to_screen(ship["x"], ship["y"]), action, BOARD_AREA)
            overlays.draw_aim(surface, self.t, self.content, view, aim, BOARD_AREA,
                              guide=lambda target: overlays.draw_bot_aim_line(target, aim, rgb))
        elif isinstance(action, A.Navigate):
            ship = view.ship(action.ship)
            if ship is not None:
                centre = self.t.to_screen(ship["x"], ship["y"])
                radius = self.t.length(self.content.physics.radius(ship["battleship"])) + 5 + 3 * pulse
                pygame.draw.circle(surface, look.GOLD, centre, radius, 2)
                overlays.label(surface, words, 13, (centre[0], centre[1] - radius - 4), rgb, "midbottom", BOARD_AREA)
        elif isinstance(action, choices.DISC_ACTIONS):
            disc = view.disc(action.disc)
            centre = self.t.to_screen(disc["x"], disc["y"])
            radius = self.t.length(disc["radius"]) + 7 + 3 * pulse
            pygame.draw.circle(surface, rgb, centre, radius, 3)
            overlays.label(surface, words, 14, (centre[0], centre[1] - radius - 4), rgb, "midbottom", BOARD_AREA)
        elif isinstance(action, A.Develop):
            level = view.tech(player)[action.colour] + 1
            spot = next((spot for p, spot in self.placard_spots if p == player
                         and spot.key == f"tech:{action.colour}:{level}"), None)
            if spot is not None:
                pygame.draw.rect(surface, rgb, spot.rect.inflate(6 + 2 * pulse, 6 + 2 * pulse), 3, border_radius=8)
                # beside the placard, over the board's edge, so it covers none of the other tiles
                overlays.label(surface, words, 14, (LEFT.right + 14, spot.rect.centery), rgb, "midleft")
                pygame.draw.line(surface, rgb, (spot.rect.right + 4, spot.rect.centery),
                                 (LEFT.right + 8, spot.rect.centery), 2)
        elif isinstance(action, A.CityReward):
            overlays.label(surface, words, 14, (BOARD_AREA.centerx, BOARD_AREA.bottom - 30), rgb, "center",
                           BOARD_AREA)

    def _draw_private_note(self, surface, view) -> None:
        if self.private_note:
            ships = [self.ship_screen_rect(ship).inflate(8, 8) for ship in view.ships]
            overlays.draw_note(surface, self.t, view.disc(self.private_note[0]), self.private_note[1], BOARD_AREA,
                               avoid=ships)

    def _placard_key(self, view, p: int):
        """What seat p's placard shows, worked out once per moment and view (the frame loop asks
        every frame; the view is kept with it, so its id cannot be reused while it counts)."""
        kept, key = self.memo(f"placard:{p}", lambda: (view, self._read_placard_key(view, p)), id(view))
        return key + (self.app.settings.colour_blind,)

    def _read_placard_key(self, view, p: int):
        seat = self.session.config.seats[p]
        subtitle = "you" if p == self.viewer and len(self.human_seats) == 1 else ""
        if not seat.is_human and seat.level.lower() not in seat.name.lower():
            subtitle = f"{seat.level} bot"
        current = p == view.current and view.phase != "over"
        # what its tooltips say: the facilities that count for developing, who developed first
        facilities = tuple(view.facilities_of_colour(p, c.id) for c in self.content.colours)
        return (p, repr(view.players[p]), current, tuple(sorted(view.first_developers.items())), seat.name,
                subtitle, view.n, facilities, self.viewer, self.projected(p))

    def placard_rects(self, n: int) -> list[pygame.Rect]:
        gap = 8
        height = placard_height(n, LEFT.h, gap)
        return [pygame.Rect(LEFT.x, LEFT.y + p * (height + gap), LEFT.w, height) for p in range(n)]

    def _draw_placards(self, surface, view) -> None:
        spots = []
        seats = self.session.config.seats
        repainted = self._acted_on_frame == self.app.frame_count  # applying it was this frame's work
        for p, rect in enumerate(self.placard_rects(view.n)):
            seat = seats[p]
            key = self._placard_key(view, p) + (rect.size,)
            subtitle, current = key[5], key[2]
            cached = self._placards.get(p)
            # One changed placard is repainted a frame, and none on the frame a move is applied: a
            # move changes two or three seats at once, and repainting them all with it made the
            # slowest frames; the others keep their picture a frame or two longer.
            if cached is None or (cached[0] != key and not repainted):
                repainted = cached is not None
                # drawn over the stars behind it, so a frame blits it opaque
                image = look.starfield().surface.subsurface(rect).copy()
                with fonts.capture_shortened() as cut:
                    local = draw_placard(image, image.get_rect(), view, p, seat.name, subtitle, self.owner_rgb(p),
                                         self.draw_player_marker, current, self.content, self.viewer,
                                         self.seat_name, self.projected(p))
                cached = (key, image, [replace(spot, rect=spot.rect.move(rect.topleft)) for spot in local],
                          tuple(cut))
                self._placards[p] = cached
            surface.blit(cached[1], rect)
            fonts.note_shortened(*cached[3])  # a cached picture still shows what it cut
            spots += [(p, spot) for spot in cached[2]]
        self.placard_spots = spots
        self._draw_developable(surface)

    def developable_tiles(self) -> list[tuple[str, pygame.Rect, object]]:
        """(colour, tile rect, Develop) of the viewer's technologies they may develop now."""
        if not self.my_turn():
            return []
        view = self.view()
        ready = {a.colour: a for a in self.legal() if isinstance(a, A.Develop)}
        return [(spot.key.split(":")[1], spot.rect, ready[spot.key.split(":")[1]]) for p, spot in self.placard_spots
                if p == self.viewer and spot.key.startswith("tech:") and spot.key.split(":")[1] in ready
                and int(spot.key.split(":")[2]) == view.tech(p)[spot.key.split(":")[1]] + 1]

    def _draw_developable(self, surface) -> None:
        """What the player can develop now glows on their placard (click it to develop)."""
        tiles = self.developable_tiles()
        if not tiles:
            return
        pulse = 0.5 + 0.5 * math.sin(self.app.clock_s * 5.0)
        colour = (int(120 + 100 * pulse), int(220 + 30 * pulse), 255)
        for _, rect, _ in tiles:
            pygame.draw.rect(surface, colour, rect.inflate(4, 4), 2, border_radius=8)

    def _draw_legend(self, surface, view) -> None:
        """Under the placards, when there is room: what the marks on the board mean."""
        height = placard_height(view.n, LEFT.h, 8)
        bottom = LEFT.y + view.n * (height + 8)
        if LEFT.bottom - bottom >= 120:
            overlays.draw_legend(surface, pygame.Rect(LEFT.x, bottom, LEFT.w, min(176, LEFT.bottom - bottom)))

    def _draw_status(self, surface, view) -> None:
        status.draw_status(surface, self, view)
        status.draw_context(surface, self, view)

    def _draw_tooltip(self, surface) -> None:
        if self.hover_pos is None or self.app.clock_s - self.hover_since < TOOLTIP_DELAY:
            return
        if self.aim is not None and self.aim.dragging:
            return
        text, title = None, None
        for group, reason in self.greyed.items():
            if self.button(f"action:{group}").get_abs_rect().collidepoint(self.hover_pos):
                title, text = dict(choices.GROUPS)[group], reason
        for _, spot in self.placard_spots:
            if spot.rect.collidepoint(self.hover_pos):
                title, text = spot.title, spot.text
        if text is None:
            title, text = self.disc_hover() or (None, None)
        if text:
            overlays.draw_tooltip(surface, self.hover_pos, title, text)

    def disc_hover(self) -> tuple[str, str] | None:
        """(title, text) about the disc under the resting pointer, when nothing else is there."""
        if self.hover_pos is None or self.flight is not None or not self.t.rect.collidepoint(self.hover_pos):
            return None
        if any(c.element.visible and c.element.get_abs_rect().collidepoint(self.hover_pos)
               for c in self._buttons.values()):
            return None  # over a menu on the board
        view = self.view()
        if self.ship_at(view, self.hover_pos) is not None:
            return None  # a ship tells its own (its ranges)
        disc = self.disc_at(view, self.hover_pos)
        if disc is None:
            return None
        title, text = self.memo("disc_help", lambda: disc_info.disc_help(view, disc, self.viewer, self.seat_name),
                                disc["id"])
        reason = self.disc_reason(view, disc)  # why the chosen action cannot be done here, first
        return (title, f"{reason}\n{text}") if reason else (title, text)

    def disc_reason(self, view, disc) -> str:
        """Why a disc of yours is greyed for the chosen action ('' when it is not)."""
        return choices.disc_reason(view, self.viewer if self.my_turn() else None, self.active_group(view), disc)

    def hover_reason(self, group: str) -> str | None:
        """The reason shown when the pointer rests on a greyed action (for tests and automation)."""
        return self.greyed.get(group)


