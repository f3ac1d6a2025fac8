"""`UIScene`: a scene with its own pygame_gui manager, named buttons and keyboard navigation.

Keyboard: Tab / arrow keys move a visible focus ring between buttons, Enter presses the focused
button (or the scene's default button when nothing is focused), Esc calls `back()`.
Every button has an id; `interactive()` reports them for --automation. Mouse clicks follow the
click rule (clicks.py): a button acts only when pressed and released on it while it was already
on screen, so a button rebuilt under the pointer never takes the release of an earlier press."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

import pygame
import pygame_gui

from . import look
from .clicks import ClickRule
from .gui import make_manager, note_clipped_buttons, note_widget_texts
from .scene import Scene


def theme_id(control_id: str) -> str:
    """pygame_gui object ids may not hold '.' or ':'; ours may ("save:x.json")."""
    return "#" + re.sub(r"[^A-Za-z0-9_]", "_", control_id)


@dataclass(eq=False)  # compared by identity: a rebuilt button is a new control (the click rule)
class Control:
    id: str
    element: object  # a pygame_gui element
    action: Callable[[], None] | None = None  # for buttons
    focusable: bool = True


class UIScene(Scene):
    default_button: str | None = None  # id pressed by Enter when nothing has focus
    backdrop = True  # opaque scenes paint the starfield first

    def __init__(self, app):
        super().__init__(app)
        self.ui = make_manager(self.metrics)
        self.controls: list[Control] = []
        self.focus: int | None = None
        self.clicks = ClickRule(lambda: app.clock_s)

    def enter(self) -> None:
        self.build()

    def build(self) -> None:
        """Lay out and make the widgets for the current metrics (on entering, and again whenever
        the window or the UI scale changes)."""

    def metrics_changed(self) -> None:
        focus_id = self.controls[self.focus].id if self.focus is not None and self.focus < len(self.controls) else None
        self.clear_controls()
        self.ui = make_manager(self.metrics)
        self.clicks.cancel()  # a press on a widget that is gone is not released on its successor
        self.build()
        if focus_id is not None:
            self.focus = next((i for i, c in enumerate(self.controls) if c.id == focus_id), None)

    # building ---------------------------------------------------------------------------------
    def button(self, id: str, rect, text: str, action: Callable[[], None] | None = None, *,
               style: str | None = None, tooltip: str | None = None, enabled: bool = True,
               container=None) -> pygame_gui.elements.UIButton:
        element = pygame_gui.elements.UIButton(
            pygame.Rect(rect), text, self.ui, container=container, tool_tip_text=tooltip,
            object_id=pygame_gui.core.ObjectID(object_id=theme_id(id), class_id=f"@{style}" if style else None))
        if not enabled:
            element.disable()
        self.controls.append(Control(id, element, action))
        return element

    def track(self, id: str, element, focusable: bool = False) -> None:
        """Register a non-button widget (slider, text entry, dropdown) for --automation."""
        self.controls.append(Control(id, element, None, focusable))

    def control(self, id: str) -> Control | None:
        return next((c for c in self.controls if c.id == id), None)

    def clear_controls(self) -> None:
        self.ui.clear_and_reset()
        self.controls.clear()
        self.focus = None

    def exit(self) -> None:
        self.ui.clear_and_reset()
        self.controls.clear()

    # actions ----------------------------------------------------------------------------------
    def back(self) -> None:
        """Esc. By default: close this scene."""
        self.app.sounds.play("back")
        self.app.pop()

    def press(self, id: str) -> bool:
        """Press a button by id, as a click would. Returns whether it did anything."""
        control = self.control(id)
        if control is None or control.action is None or not control.element.is_enabled:
            return False
        self.app.sounds.play("click")
        control.action()
        return True

    # events -----------------------------------------------------------------------------------
    def _focusable(self) -> list[int]:
        return [i for i, c in enumerate(self.controls)
                if c.focusable and (c.action is not None or self._is_entry(c.element))
                and c.element.visible and c.element.is_enabled]

    @staticmethod
    def _is_entry(element) -> bool:
        return isinstance(element, pygame_gui.elements.UITextEntryLine)

    def _text_entry_focused(self) -> bool:
        focused = self.ui.get_focus_set() or set()
        return any(isinstance(e, pygame_gui.elements.UITextEntryLine) for e in focused)

    def move_focus(self, step: int) -> None:
        order = self._focusable()
        if not order:
            self.focus = None
            return
        if self.focus not in order:
            self.focus = order[0] if step > 0 else order[-1]
        else:
            self.focus = order[(order.index(self.focus) + step) % len(order)]
        control = self.controls[self.focus]
        if self._is_entry(control.element):  # typing goes straight into the text box
            self.ui.set_focus_set(control.element)
            control.element.focus()
            length = len(control.element.get_text())
            control.element.select_range = [0, length]  # as in any form: tabbing in selects the text
            control.element.edit_position = length
        self.on_focus(control)

    def on_focus(self, control: Control) -> None:
        """Hook: a control received keyboard focus (scroll it into view, etc.)."""

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Scene-specific keys, before the standard navigation. Return True when used."""
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and not self._text_entry_focused():
            if self.handle_key(event):
                return True
            if event.key == pygame.K_ESCAPE:
                self.back()
                return True
            if event.key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_RIGHT):
                step = -1 if event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT else 1
                self.move_focus(step)
                return True
            if event.key in (pygame.K_UP, pygame.K_LEFT):
                self.move_focus(-1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self.focus is not None and self.focus < len(self.controls):
                    return self.press(self.controls[self.focus].id)
                if self.default_button and event.key != pygame.K_SPACE:
                    return self.press(self.default_button)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_TAB, pygame.K_RETURN,
                                                              pygame.K_KP_ENTER):
            self.ui.process_events(event)
            focused = [e for e in (self.ui.get_focus_set() or ()) if self._is_entry(e)]
            for element in focused:
                element.unfocus()
            self.ui.set_focus_set(None)
            if event.key == pygame.K_TAB:
                index = next((i for i, c in enumerate(self.controls) if focused and c.element is focused[0]), None)
                if index is not None:
                    self.focus = index
                self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            else:
                self.focus = next((i for i, c in enumerate(self.controls) if focused and c.element is focused[0]),
                                  self.focus)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.focus = None  # the mouse takes over from keyboard focus
            used = self.ui.process_events(event)
            if event.button == 1:
                self.clicks.widget_pressed(self.held_control())
            return used
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            control = next((c for c in self.controls if c.element is event.ui_element), None)
            if control is None:
                return False  # not ours (a dropdown's inner button), or rebuilt since: nothing to do
            if control.action is not None and control.element.is_enabled and self.clicks.widget_released(control):
                self.app.sounds.play("click")
                control.action()
            return True
        if self.handle_ui_event(event):
            return True
        return self.ui.process_events(event)

    def handle_ui_event(self, event: pygame.event.Event) -> bool:
        """Hook for pygame_gui events other than button presses (sliders, dropdowns, entries)."""
        return False

    def held_control(self) -> Control | None:
        """The button pygame_gui holds down after a mouse press (None: the press missed our buttons)."""
        return next((c for c in self.controls if getattr(c.element, "held", False)), None)

    def presented(self) -> None:
        self.clicks.presented((c, c.element.get_abs_rect()) for c in self.controls
                              if c.element.alive() and c.element.visible)

    def pause(self) -> None:
        self.clicks.cancel()  # a press on this scene is not released here once another covers it

    # per frame --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self.opaque and self.backdrop:
            look.starfield(surface.get_size()).draw(surface, self.app.clock_s)
        self.draw_scene(surface)
        self.ui.draw_ui(surface)
        note_widget_texts(surface, self.ui)
        if self.focus is not None and self.focus < len(self.controls):
            m = self.metrics
            rect = self.controls[self.focus].element.get_abs_rect().inflate(m.px(10), m.px(10))
            pygame.draw.rect(surface, look.GOLD, rect, max(2, m.px(3)), border_radius=m.px(12))
        self.draw_over(surface)

    def draw_scene(self, surface: pygame.Surface) -> None:
        """Custom drawing under the widgets."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """Custom drawing over the widgets."""

    def draw_after(self, surface: pygame.Surface) -> None:
        note_clipped_buttons(c.element for c in self.controls if isinstance(c.element, pygame_gui.elements.UIButton))

    def interactive(self) -> list[tuple[str, pygame.Rect]]:
        return [(c.id, c.element.get_abs_rect()) for c in self.controls
                if c.element.visible and c.element.is_enabled]
