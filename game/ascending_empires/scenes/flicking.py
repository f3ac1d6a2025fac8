"""Flicking on the board scene: press on one of your ships and drag back (a slingshot), release to
fire; a release inside the dead zone keeps the ship picked for the keyboard (arrows turn, Page Up
and Down change the power, Shift for fine steps, Enter fires, Esc or a right click cancels, Tab
picks a ship). The aim is in window pixels, its lengths in design units (aiming.py), so a pull
means the same at every window size and UI scale; what fires is the aim guide's snapped flick.

A mixin of `board.BoardScene`: it reads the scene's transform `t`, layout `lay`, view and legal
actions, and keeps the aim in `self.aim`."""

from __future__ import annotations

import math

import pygame

from game.ui.hint import RING as HINT_RING

from ..rules import actions as A
from . import aiming, choices, overlays
from .aim_guide import draw_guide
from .overlays import px

GRAB = 5  # units round a ship that still pick it up
HINT_LINE = 48  # units: a hinted flick's direction, while its path is being predicted


def dashed_path(surface, colour, points, dash: float, width: int) -> None:
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
                                 (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1), width)
            done += step
            left -= step
            if left <= 1e-9:
                on = not on
                left = dash * (0.6 if on else 0.4)


class FlickControls:
    # --- the mouse ------------------------------------------------------------------------------
    def press_ship(self, pos) -> bool:
        """A press on one of the viewer's ships that may be flicked: it is picked up for a drag."""
        if not self.t.rect.collidepoint(pos) or not self.my_turn():
            return False
        view = self.view()
        ship = self.ship_at(view, pos, choices.draggable_ships(self.legal(), view))
        if ship is None or not self.clicks.on_screen(self.target_key(f"ship:{ship['id']}")):
            return False  # (a ship that has just appeared under the pointer is not picked up)
        keep = self.aim.angle if self.aim and self.aim.ship == ship["id"] else None
        self.aim = aiming.Aim(ship["id"], self.t.to_screen(ship["x"], ship["y"]), dragging=True,
                              pull_px=(float(pos[0]), float(pos[1])), scale=self.lay.scale)
        if keep is not None:
            self.aim.angle = keep
        return True

    def release_aim(self, pos) -> None:
        aim = self.aim
        aim.drag_to(pos)
        aim.dragging = False
        if aim.pull < aim.dead_zone_px:  # a click: the ship stays picked for keyboard aiming
            aim.pull_px = None
            return
        self.fire()

    # --- the keyboard ---------------------------------------------------------------------------
    def aim_key(self, event) -> bool:
        """A key while a ship is aimed: turn, power, fire, cancel or pick the next ship."""
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
                self.start_keyboard_aim(ships[index])
        else:
            return False
        return True

    def pick_first_ship(self) -> bool:
        """Tab with nothing aimed: the first ship that may be flicked, aimed with the keys."""
        ships = sorted(choices.draggable_ships(self.legal(), self.view())) if self.my_turn() else []
        if ships:
            self.start_keyboard_aim(ships[0])
        return bool(ships)

    def start_keyboard_aim(self, ship_id: str) -> None:
        ship = self.view().ship(ship_id)
        if ship is None:
            return
        angle = math.atan2(self.content.board.height / 2 - ship["y"], self.content.board.width / 2 - ship["x"])
        self.aim = aiming.Aim(ship_id, self.t.to_screen(ship["x"], ship["y"]), angle=angle, scale=self.lay.scale)

    def cancel_aim(self) -> None:
        self.aim = None
        self.play_sound("back")

    def replace_aim(self) -> None:
        """The table was laid out again: the aim keeps its angle and power, from the ship's new place."""
        aim = self.aim
        ship = self.view().ship(aim.ship) if aim is not None else None
        if ship is None:
            self.aim = None
            return
        self.aim = aiming.Aim(aim.ship, self.t.to_screen(ship["x"], ship["y"]), aim.angle, aim.power,
                              scale=self.lay.scale)

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

    # --- where the ships are --------------------------------------------------------------------
    def ship_at(self, view, pos, allowed=None):
        bx, by = self.t.to_board(*pos)
        best, best_d = None, None
        for ship in view.ships:
            if allowed is not None and ship["id"] not in allowed:
                continue
            d = math.hypot(ship["x"] - bx, ship["y"] - by)
            grab = self.content.physics.radius(ship["battleship"]) + self.lay.px(GRAB) / self.t.scale
            if d <= grab and (best_d is None or d < best_d):
                best, best_d = ship, d
        return best

    def ship_screen_rect(self, ship) -> pygame.Rect:
        r = self.t.length(self.content.physics.radius(ship["battleship"]))
        x, y = self.t.to_screen(ship["x"], ship["y"])
        return pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))

    # --- drawing the aim ------------------------------------------------------------------------
    def draw_own_aim(self, surface, view) -> None:
        aim, s = self.aim, self.lay.scale
        if aim is not None:
            shown = self.guide.shown(aim)
            overlays.draw_aim(surface, self.t, self.content, view, aim, self.lay.board, s, guide=lambda target: (
                draw_guide(target, self.t, self.content, view, aim, shown, self.lay.board, s)))

    def hint_aim(self) -> aiming.Aim | None:
        """The slingshot of a hinted flick (shown beside the player's own aim, never instead of it:
        Enter fires the player's own)."""
        shown = self.hint.shown if self.hint is not None else None
        flick = shown.shot or shown.action if shown is not None else None  # a Move hint's planned flick
        if not isinstance(flick, A.Flick):
            return None
        ship = self.view().ship(flick.ship)
        if ship is None:
            return None
        return overlays.bot_aim(self.t.to_screen(ship["x"], ship["y"]), flick, self.lay.board, self.lay.scale)

    def draw_hint(self, surface, action) -> None:
        """A hinted flick: where the aim guide predicts it goes, in the hint's gold, dashed (the
        player's own aim keeps its solid line); its direction alone until the prediction comes."""
        aim = self.hint_aim()
        if aim is None:
            return
        view, s = self.view(), self.lay.scale
        ship = view.ship(aim.ship)
        origin = self.t.to_screen(ship["x"], ship["y"])
        shown = self.guide.shown(aim)
        prediction = shown.prediction if shown.kind in ("exact", "nearby") else None
        if prediction is None or len(prediction.path) < 2:
            length = px(s, HINT_LINE)
            end = (origin[0] + length * math.cos(aim.angle), origin[1] + length * math.sin(aim.angle))
            overlays.dashed_line(surface, HINT_RING, origin, end, px(s, 8), px(s, 2))
            return

        def path(target) -> None:
            dashed_path(target, HINT_RING, [self.t.to_screen(*p) for p in prediction.path], px(s, 10), px(s, 2))
            if prediction.rest is not None:
                r = self.t.length(self.content.physics.radius(ship["battleship"]))
                pygame.draw.circle(target, HINT_RING, self.t.to_screen(*prediction.rest), r + px(s, 3), px(s, 2))

        # the whole shot, as a computer player's is shown: the pull, the path to its stop, the power
        overlays.draw_aim(surface, self.t, self.content, view, aim, self.lay.board, s, guide=path)
