"""Scenes and the scene stack (Tuxemon's model: `draw` only reads state, never changes it).

A scene is one screen or overlay. The stack sends each event to the top scene only; `update`
runs for the top scene, and for covered scenes only when they set `updates_when_covered`.
Drawing starts at the highest opaque scene and goes up, so overlays (the pause menu, messages)
draw over what is beneath them while an opaque scene (the pass screen) hides it completely."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .metrics import LEGACY, Metrics

if TYPE_CHECKING:
    from .app import App


class Scene:
    name = "scene"  # the id printed by --automation
    opaque = True  # False: the scene below is drawn first (an overlay)
    updates_when_covered = False  # True: keep updating while another scene is on top
    # True: drawn on the fixed 1600x900 logical surface that the app scales into the window, with
    # mouse positions converted to it (a scene not yet laid out for the window's real size)
    legacy_canvas = True

    def __init__(self, app: "App"):
        self.app = app

    @property
    def metrics(self) -> Metrics:
        """Sizes for this scene: the window's pixels and UI scale (metrics.py)."""
        return LEGACY if self.legacy_canvas else self.app.metrics

    def metrics_changed(self) -> None:
        """The window was resized or the UI scale changed: lay out again (not called for a
        scene on the legacy canvas, whose size never changes)."""

    # lifecycle -------------------------------------------------------------------------------
    def enter(self) -> None:
        """Called when pushed (or when it replaces another scene)."""

    def exit(self) -> None:
        """Called when popped or replaced; free widgets here."""

    def close(self) -> None:
        """The app is closing with this scene on its stack: stop its background work (worker
        processes). A scene that starts such work stops it in `exit` too."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene on top was popped; this one is on top again."""

    # per frame -------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Mouse positions are window pixels (logical ones on the legacy canvas). Return True
        when the event was used."""
        return False

    def update(self, dt: float) -> None:
        """Advance by a fixed step of `dt` seconds. All state changes happen here or in events."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the window (the logical surface on the legacy canvas). Must not change any
        state."""

    def draw_after(self, surface: pygame.Surface) -> None:
        """Drawn right after `draw`, over it, by the stack: what a base class adds however a
        subclass draws (a table's floating texts). Must not change any state."""

    def presented(self) -> None:
        """The frame just drawn is on screen (called after each frame for every visible scene):
        note which controls the player can now see, for the click rule (clicks.py)."""

    # for --automation ------------------------------------------------------------------------
    def interactive(self) -> list[tuple[str, pygame.Rect]]:
        """(id, rect) of each clickable thing, in the scene's own pixels."""
        return []

    def whose_turn(self) -> list[str]:
        """Names of the players expected to act, if this scene is part of a game."""
        return []

    def settled(self) -> bool:
        """False while animating; --automation reports only settled states."""
        return True

    def automation_extra(self) -> dict:
        """More for this scene's --automation lines, e.g. {"gallery": {"total": 12}}."""
        return {}


class SceneStack:
    def __init__(self):
        self._scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self):
        return iter(list(self._scenes))

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> Scene:
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for `scene`."""
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()
        return scene

    def clear_to(self, scene: Scene) -> Scene:
        """Pop everything, then push `scene` (quit to title)."""
        while self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()
        return scene

    def pop_until(self, scene: Scene) -> None:
        """Pop scenes until `scene` is on top (it stays)."""
        while self._scenes and self._scenes[-1] is not scene:
            self.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        top = self.top
        return bool(top and top.handle_event(event))

    def update(self, dt: float) -> None:
        scenes = list(self._scenes)
        for scene in scenes[:-1]:
            if scene.updates_when_covered:
                scene.update(dt)
        if scenes:
            scenes[-1].update(dt)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the highest opaque scene upwards."""
        start = 0
        for index in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[index].opaque:
                start = index
                break
        return self._scenes[start:]

    def draw(self, surface_for) -> None:
        """Draw the visible scenes bottom first, each on `surface_for(scene)` (the window, or the
        legacy logical surface, which the app presents before a scene drawn on the window)."""
        for scene in self.visible():
            surface = surface_for(scene)
            scene.draw(surface)
            scene.draw_after(surface)

    def presented(self) -> None:
        for scene in self.visible():
            scene.presented()
