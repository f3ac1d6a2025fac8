"""Settings: animation speed, computer speed, sound, colour-blind mode, full screen, whether a
secret pick is revealed as soon as it is made, and whether a turn ends by itself once nothing is
left to do.

Every change applies at once and is saved (in the background) to the user data folder."""

from __future__ import annotations

import pygame
import pygame_gui

from game.core.config import PLAYER_COLOURS, PLAYER_SHAPES

from .. import look
from ..identity import draw_marker
from ..menu import UIScene
from .app_menu import AppMenuButton

SPEEDS = (("slow", "Slow"), ("normal", "Normal"), ("fast", "Fast"), ("instant", "Instant"))
# (key, label, hint) top to bottom; a hint of None is drawn by the scene (the volume's value)
ROW_TEXTS = (("speed", "Animation speed", "Instant skips the animations."),
             ("computer", "Computer speed", "Time to follow each computer move."),
             ("volume", "Sound volume", None),
             ("colour_blind", "Colour-blind mode", "Each player also gets a shape of their own."),
             ("fullscreen", "Full screen", "F11 switches at any time."),
             ("reveal_at_once", "Reveal as soon as I pick", "Off: a secret pick waits for your Reveal click."),
             ("end_turn_when_done", "End turn by itself", "Once nothing is left to do in it."))
TOGGLES = ("colour_blind", "fullscreen", "reveal_at_once", "end_turn_when_done")  # On / Off rows
ROW_PITCH = 80  # room for seven rows and the buttons below at 1280x720 as at 1600x900
PANEL = pygame.Rect(250, 112, 1100, 40 + ROW_PITCH * len(ROW_TEXTS))
LABEL_X = PANEL.left + 50
CONTROL_X = PANEL.left + 420  # labels and hints get 370 px
ROWS = {key: PANEL.top + 24 + i * ROW_PITCH for i, (key, _, _) in enumerate(ROW_TEXTS)}


class SettingsScene(UIScene):
    name = "settings"
    default_button = "done"

    def enter(self) -> None:
        self.app_menu = AppMenuButton()
        self.build()

    def build(self) -> None:
        focus_id = self.controls[self.focus].id if self.focus is not None else None
        self.clear_controls()
        s = self.app.settings
        x = CONTROL_X
        for key, label in SPEEDS:
            self.button(f"speed:{key}", (x, ROWS["speed"], 150, 48), label,
                        lambda k=key: self.change(animation_speed=k),
                        style="choice_on" if s.animation_speed == key else "choice_off")
            x += 160
        x = CONTROL_X
        for key, label in SPEEDS:
            self.button(f"computer:{key}", (x, ROWS["computer"], 150, 48), label,
                        lambda k=key: self.change(computer_speed=k),
                        style="choice_on" if s.computer_speed == key else "choice_off")
            x += 160
        self.button("volume:down", (CONTROL_X, ROWS["volume"], 48, 48), "\u2212",
                    lambda: self.change(volume=max(0.0, round(self.app.settings.volume - 0.1, 2))), style="small_button")
        self.slider = pygame_gui.elements.UIHorizontalSlider(
            pygame.Rect(CONTROL_X + 58, ROWS["volume"] + 6, 330, 36), s.volume * 100, (0, 100), self.ui)
        self.track("volume:slider", self.slider)
        self.button("volume:up", (CONTROL_X + 398, ROWS["volume"], 48, 48), "+",
                    lambda: self.change(volume=min(1.0, round(self.app.settings.volume + 0.1, 2))), style="small_button")
        self.button("mute", (CONTROL_X + 470, ROWS["volume"], 150, 48), "Muted" if s.muted else "Sound on",
                    lambda: self.change(muted=not s.muted), style="choice_on" if s.muted else "choice_off")
        for key in TOGGLES:
            on = getattr(s, key)
            self.button(key, (CONTROL_X, ROWS[key], 150, 48), "On" if on else "Off",
                        lambda k=key, v=on: self.change(**{k: not v}), style="choice_on" if on else "choice_off")
        self.button("done", (PANEL.centerx - 130, PANEL.bottom + 30, 260, 58), "Done", self.back, style="primary")
        self.app_menu.add_to(self, (PANEL.left, PANEL.bottom + 30, 370, 58))
        if focus_id is not None:
            self.focus = next((i for i, c in enumerate(self.controls) if c.id == focus_id), None)

    def change(self, **changes) -> None:
        self.app.apply_settings(self.app.settings.with_changes(**changes))
        self.build()

    def update(self, dt: float) -> None:
        if self.app_menu.finished():
            self.build()
        super().update(dt)

    def handle_ui_event(self, event) -> bool:
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is getattr(self, "slider", None):
            self.app.apply_settings(self.app.settings.with_changes(volume=round(event.value / 100, 2)))
            return True
        return False

    def draw_scene(self, surface: pygame.Surface) -> None:
        s = self.app.settings
        look.heading(surface, "Settings", (800, 50))
        look.panel(surface, PANEL)
        for key, label, hint in ROW_TEXTS:
            if hint is None:
                hint = f"{round(s.volume * 100)} %" + ("  (muted)" if s.muted else "")
            y = ROWS[key]
            look.blit_text(surface, label, 21, (LABEL_X, y + 2), look.INK, "bold")
            look.blit_text(surface, hint, 15, (LABEL_X, y + 30), look.MUTED)
        self.app_menu.draw(surface, (PANEL.left, PANEL.bottom + 98))
        x = CONTROL_X + 180
        for i in range(len(PLAYER_COLOURS)):  # preview of player markers as they will look
            draw_marker(surface, (x + i * 46, ROWS["colour_blind"] + 24), 15, PLAYER_COLOURS[i], PLAYER_SHAPES[i],
                        s.colour_blind)
