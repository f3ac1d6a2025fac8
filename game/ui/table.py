"""`TableScene`: the base class of every game's table scene (see README.md for the API).

It owns what all three games share around a session: computer players thinking off the frame
loop, hot-seat privacy (the pass screen), undo, the pause menu, the game-over screen, the log
panel, sounds and player identity. A game's scene adds its board, its views and its controls."""

from __future__ import annotations

import pygame
import pygame_gui

from . import look
from .gui import make_manager
from .identity import draw_seat_marker, seat_colour
from .log_panel import LogPanel
from .scene import Scene


class TableScene(Scene):
    name = "table"

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.ui = make_manager()
        self.bots = None
        if any(not seat.is_human for seat in session.config.seats):
            from game.core.bot_runner import BotRunner

            self.bots = BotRunner(session, app.settings.think_delay)
        humans = [i for i, s in enumerate(session.config.seats) if s.is_human]
        self.human_seats = humans
        # whose private view is on screen; with several humans nobody's until the first one confirms
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.log_panel: LogPanel | None = None
        self._log_drawn_by_scene = False
        self.pointer: tuple[int, int] = (-1, -1)  # the last logical mouse position (off the table at first)
        self._game_over_shown = False
        self._buttons: dict[str, tuple[object, object]] = {}  # id -> (pygame_gui button, action)
        self._undo_button = None

    # --- hooks for game scenes ------------------------------------------------------------------
    def on_events(self, events: list) -> None:
        """The events of an action just applied (by a human or a bot): start animations here."""

    def on_state_replaced(self) -> None:
        """The state was replaced (undo): drop animations and selections here."""

    def animating(self) -> bool:
        """True while animations play: bots wait, the game-over screen waits."""
        return False

    def draw_table(self, surface: pygame.Surface) -> None:
        """Draw the board from `self.view()`."""

    def table_items(self) -> list[tuple[str, pygame.Rect]]:
        """(id, logical rect) of clickable things on the board, for --automation."""
        return []

    # --- services -------------------------------------------------------------------------------
    def view(self):
        """What the player at the screen may see (a spectator's view when nobody human plays)."""
        return self.session.view_for(self.viewer)

    def act(self, player: int, action) -> list:
        """Apply an action chosen from legal_actions; returns its events (already passed to on_events)."""
        events = self.session.apply(player, action)
        self.on_events(events)
        return events

    def undo(self) -> bool:
        if not self.session.can_undo():
            self.app.sounds.play("error")
            return False
        done = self.session.undo()
        if done:
            if self.bots is not None:
                self.bots.cancel()
            self.on_state_replaced()
            self.app.sounds.play("back")
        return done

    def open_pause(self) -> None:
        from .scenes.pause import PauseScene

        self.app.push(PauseScene(self.app, self.session))

    def pass_to(self, player: int, reason: str = "") -> None:
        """Cover the screen until `player` confirms; they become the viewer."""
        from .scenes.pass_device import PassScene

        self.viewer = player
        self.app.push(PassScene(self.app, self.session.config.seats[player], player, reason=reason))

    def add_log_panel(self, rect, *, drawn_by_scene: bool = False) -> LogPanel:
        """The shared log panel, kept in step with the session's log and scrolled by the wheel.
        The base draws it above the table unless `drawn_by_scene` (a scene that caches its board
        image draws it there itself, with `log_panel.draw`)."""
        self.log_panel = LogPanel(rect, self.session.config.seats, self.app.settings.colour_blind)
        self.log_panel.sync(self.session.log)
        self._log_drawn_by_scene = drawn_by_scene
        return self.log_panel

    def add_button(self, id: str, rect, text: str, action, *, style: str | None = None,
                   tooltip: str | None = None, enabled: bool = True):
        """A themed pygame_gui button that calls `action()` when pressed and is reported to
        --automation as `id`. Re-adding an id replaces the old button."""
        import pygame_gui

        from .menu import theme_id

        if id in self._buttons:
            self._buttons.pop(id)[0].kill()
        element = pygame_gui.elements.UIButton(
            pygame.Rect(rect), text, self.ui, tool_tip_text=tooltip,
            object_id=pygame_gui.core.ObjectID(object_id=theme_id(id), class_id=f"@{style}" if style else None))
        if not enabled:
            element.disable()
        self._buttons[id] = (element, action)
        return element

    def remove_button(self, id: str) -> None:
        if id in self._buttons:
            self._buttons.pop(id)[0].kill()

    def add_undo_button(self, rect):
        """The Undo button (same as Ctrl+Z), enabled only while there is something to undo."""
        self._undo_button = self.add_button("undo", rect, "Undo", self.undo, tooltip="Take back your last move (Ctrl+Z)")
        return self._undo_button

    @property
    def animation_factor(self) -> float:
        """The player's animation speed: multiply animation rates by it; 0 means skip them."""
        return self.app.settings.animation_factor

    def play_sound(self, name: str) -> None:
        self.app.sounds.play(name)

    def seat_name(self, player: int) -> str:
        return self.session.config.seats[player].name

    def seat_colour(self, player: int) -> pygame.Color:
        return seat_colour(self.session.config.seats[player], player)

    def draw_player_marker(self, surface, center, radius: float, player: int) -> pygame.Rect:
        return draw_seat_marker(surface, center, radius, self.session.config.seats[player], player,
                                self.app.settings.colour_blind)

    # --- the loop -------------------------------------------------------------------------------
    def check_privacy(self) -> None:
        """Hot-seat: when a different human must now decide, hide the screen and pass it."""
        if len(self.human_seats) < 2:
            return
        humans = self.session.human_players_to_act()
        if humans and self.viewer not in humans:
            self.pass_to(humans[0])

    def enter(self) -> None:
        self.check_privacy()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
        if event.type == pygame.MOUSEWHEEL and self.log_panel is not None:
            if self.log_panel.handle_wheel(self.pointer, event.y):
                return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
                return True
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for element, action in list(self._buttons.values()):
                if element is event.ui_element:
                    if element.is_enabled:
                        self.app.sounds.play("click")
                        action()
                    return True
        return self.ui.process_events(event)

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        if self._undo_button is not None:
            can = self.session.can_undo()
            if can != bool(self._undo_button.is_enabled):
                self._undo_button.enable() if can else self._undo_button.disable()
        if self.log_panel is not None:
            self.log_panel.sync(self.session.log, self.app.settings.colour_blind)
        if self.animating():
            return
        if self.session.state.is_terminal():
            if not self._game_over_shown:
                self._game_over_shown = True
                from .scenes.game_over import GameOverScene

                self.app.push(GameOverScene(self.app, self.session))
            return
        if self.bots is not None:
            self.bots.think_delay = self.app.settings.think_delay
            move = self.bots.poll()
            if move is not None:
                self.act(*move)
        self.check_privacy()

    def draw(self, surface: pygame.Surface) -> None:
        look.starfield().draw(surface, self.app.clock_s)
        self.draw_table(surface)
        if self.log_panel is not None and not self._log_drawn_by_scene:
            self.log_panel.draw(surface)
        self.ui.draw_ui(surface)

    # --- automation -----------------------------------------------------------------------------
    def whose_turn(self) -> list[str]:
        state = self.session.state
        if state.is_terminal():
            return []
        return [self.seat_name(p) for p in state.to_act()]

    def interactive(self) -> list[tuple[str, pygame.Rect]]:
        items = list(self.table_items())
        items += [(bid, element.get_abs_rect()) for bid, (element, _) in self._buttons.items()
                  if element.visible and element.is_enabled]
        if self.log_panel is not None:
            items.append(("log", self.log_panel.rect))
        return items

    def settled(self) -> bool:
        return not self.animating() and (self.bots is None or self.bots.thinking_player is None)
