"""Settings: the size of text and controls (the UI scale), animation speed, computer speed, sound,
colour-blind mode, full screen, whether a secret pick is revealed as soon as it is made, whether
a turn ends by itself once nothing is left to do, and first-time tips.

Every change applies at once and is saved (in the background) to the user data folder."""

from __future__ import annotations

import pygame
import pygame_gui

from game.core.config import PLAYER_COLOURS, PLAYER_SHAPES

from .. import fonts, look
from ..identity import draw_marker
from ..menu import UIScene
from ..metrics import MAX_UI_SCALE, MIN_UI_SCALE
from .app_menu import AppMenuButton

SPEEDS = (("slow", "Slow"), ("normal", "Normal"), ("fast", "Fast"), ("instant", "Instant"))
# (key, label, hint) top to bottom; a hint of None is drawn by the scene (the volume's value)
ROW_TEXTS = (("ui_scale", "Text and controls size", None),
             ("speed", "Animation speed", "Instant skips the animations."),
             ("computer", "Computer speed", "Time to follow each computer move."),
             ("volume", "Sound volume", None),
             ("colour_blind", "Colour-blind mode", "Each player also gets a shape of their own."),
             ("fullscreen", "Full screen", "F11 switches at any time."),
             ("reveal_at_once", "Reveal as soon as I pick", "Off: a secret pick waits for Reveal."),
             ("end_turn_when_done", "End turn by itself", "Once nothing is left to do in it."),
             ("tips", "First-time tips", "A line the first time something new comes up."))
TOGGLES = ("colour_blind", "fullscreen", "reveal_at_once", "end_turn_when_done", "tips")  # On / Off rows
ROW_PITCH = 64  # on the classic stage (the old 1600x900 coordinates, in the window's middle)
PANEL = pygame.Rect(250, 104, 1100, 30 + ROW_PITCH * len(ROW_TEXTS))
LABEL_X = PANEL.left + 50
CONTROL_X = PANEL.left + 420  # labels and hints get 370 px
ROWS = {key: PANEL.top + 18 + i * ROW_PITCH for i, (key, _, _) in enumerate(ROW_TEXTS)}
SCALE_STEP = 10  # percent a press of - or + changes the UI scale by


class SettingsScene(UIScene):
    name = "settings"
    default_button = "done"
    legacy_canvas = False

    def enter(self) -> None:
        self.app_menu = AppMenuButton()
        self.build()

    def build(self) -> None:
        focus_id = self.controls[self.focus].id if self.focus is not None and self.focus < len(self.controls) else None
        self.clear_controls()
        st = self.stage = self.metrics.classic_stage()
        s = self.app.settings
        percent = self.app.ui_scale_asked()
        self.button("ui_scale:down", st.rect(CONTROL_X, ROWS["ui_scale"], 48, 48), "\u2212",
                    lambda: self.set_ui_scale(percent - SCALE_STEP), style="small_button",
                    tooltip="Smaller text and controls", enabled=percent > MIN_UI_SCALE)
        self.button("ui_scale:up", st.rect(CONTROL_X + 178, ROWS["ui_scale"], 48, 48), "+",
                    lambda: self.set_ui_scale(percent + SCALE_STEP), style="small_button",
                    tooltip="Larger text and controls", enabled=percent < MAX_UI_SCALE)
        auto = s.ui_scale is None
        self.button("ui_scale:auto", st.rect(CONTROL_X + 250, ROWS["ui_scale"], 150, 48), "Auto",
                    lambda: self.change(ui_scale=None), style="choice_on" if auto else "choice_off",
                    tooltip="The size that suits this screen")
        x = CONTROL_X
        for key, label in SPEEDS:
            self.button(f"speed:{key}", st.rect(x, ROWS["speed"], 150, 48), label,
                        lambda k=key: self.change(animation_speed=k),
                        style="choice_on" if s.animation_speed == key else "choice_off")
            x += 160
        x = CONTROL_X
        for key, label in SPEEDS:
            self.button(f"computer:{key}", st.rect(x, ROWS["computer"], 150, 48), label,
                        lambda k=key: self.change(computer_speed=k),
                        style="choice_on" if s.computer_speed == key else "choice_off")
            x += 160
        self.button("volume:down", st.rect(CONTROL_X, ROWS["volume"], 48, 48), "\u2212",
                    lambda: self.change(volume=max(0.0, round(self.app.settings.volume - 0.1, 2))), style="small_button")
        self.slider = pygame_gui.elements.UIHorizontalSlider(
            st.rect(CONTROL_X + 58, ROWS["volume"] + 6, 330, 36), s.volume * 100, (0, 100), self.ui)
        self.track("volume:slider", self.slider)
        self.button("volume:up", st.rect(CONTROL_X + 398, ROWS["volume"], 48, 48), "+",
                    lambda: self.change(volume=min(1.0, round(self.app.settings.volume + 0.1, 2))), style="small_button")
        self.button("mute", st.rect(CONTROL_X + 470, ROWS["volume"], 150, 48), "Muted" if s.muted else "Sound on",
                    lambda: self.change(muted=not s.muted), style="choice_on" if s.muted else "choice_off")
        for key in TOGGLES:
            on = getattr(s, key)
            self.button(key, st.rect(CONTROL_X, ROWS[key], 150, 48), "On" if on else "Off",
                        lambda k=key, v=on: self.change(**{k: not v}), style="choice_on" if on else "choice_off")
        self.button("done", st.rect(PANEL.centerx - 130, PANEL.bottom + 24, 260, 58), "Done", self.back, style="primary")
        self.app_menu.add_to(self, st.rect(PANEL.left, PANEL.bottom + 24, 370, 58))
        if focus_id is not None:
            self.focus = next((i for i, c in enumerate(self.controls) if c.id == focus_id), None)

    def set_ui_scale(self, percent: int) -> None:
        self.change(ui_scale=max(MIN_UI_SCALE, min(MAX_UI_SCALE, SCALE_STEP * round(percent / SCALE_STEP))))

    def change(self, **changes) -> None:
        """Apply at once and save; a new UI scale lays every scene out again (this one too)."""
        before = self.app.metrics
        self.app.apply_settings(self.app.settings.with_changes(**changes))
        if self.app.metrics == before:
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

    def ui_scale_hint(self) -> str:
        m, s = self.app.metrics, self.app.settings
        if m.capped:
            return f"This window fits {m.percent}% at most; a larger one shows more."
        return "Auto suits this screen." if s.ui_scale is None else f"Auto would be {self.app.auto_ui_scale()}%."

    def draw_scene(self, surface: pygame.Surface) -> None:
        s, st = self.app.settings, self.stage
        text = st.text
        look.heading(surface, "Settings", st.point(800, 36), text(44), scale=st.scale)
        look.panel(surface, st.rect(*PANEL), radius=st.px(14))
        for key, label, hint in ROW_TEXTS:
            if key == "volume":
                hint = f"{round(s.volume * 100)} %" + ("  (muted)" if s.muted else "")
            elif key == "ui_scale":
                hint = self.ui_scale_hint()
            y = ROWS[key]
            look.blit_text(surface, label, text(21), st.point(LABEL_X, y + 2), look.INK, "bold")
            look.blit_text(surface, fonts.shortened(hint, text(15), st.px(CONTROL_X - LABEL_X - 10), "regular"), text(15),
                           st.point(LABEL_X, y + 30), look.MUTED)
        look.blit_text(surface, f"{self.app.ui_scale_asked()}%", text(21), st.point(CONTROL_X + 113, ROWS["ui_scale"] + 24),
                       look.INK, "bold", "center")
        self.app_menu.draw(surface, st.point(PANEL.left, PANEL.bottom + 88), st)
        x = CONTROL_X + 180
        for i in range(len(PLAYER_COLOURS)):  # preview of player markers as they will look
            draw_marker(surface, st.point(x + i * 46, ROWS["colour_blind"] + 24), st.px(15), PLAYER_COLOURS[i],
                        PLAYER_SHAPES[i], s.colour_blind)
