"""`TableScene`: the base class of every game's table scene (see README.md for the API).

It owns what all three games share around a session: computer players thinking off the frame
loop, hot-seat privacy (the pass screen), undo with its Undo/Menu buttons, the pause menu, the
game-over screen, the log panel, sounds, player identity, the viewer's cached view, the "your turn"
chime, choice buttons and the click rule (clicks.py) for its widgets and for what the game draws.
It also paces computer players so a person can follow them (a move is shown before it takes
effect: `preview_bot_move`), floats "+2 VP" texts over the table (`float_text`) and offers every
seat's projected score (`projected`). A game's scene adds its board, its views and its controls."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pygame_gui

from game.core.bot_runner import BotRunner
from game.core.thinking import Thinking

from . import fonts, look
from .clicks import ClickRule
from .floaters import LIFETIME, RISE as FLOAT_RISE, SIZE as FLOAT_SIZE, Floaters
from .gui import make_manager, note_clipped_buttons, note_widget_texts
from .hint import Hint
from .identity import draw_seat_marker, seat_colour
from .log_panel import LogPanel
from .menu import Control, theme_id
from .scene import Scene
from .undo_menu import UndoMenu
from .view_cache import ViewCache


@dataclass
class BotPreview:
    """A computer player's move being shown before it is applied."""

    player: int
    action: object
    version: int  # the session's version when it was shown: any change drops the move
    left: float  # seconds still to show it


class TableScene(Scene):
    name = "table"
    float_ceiling = 0  # no floating text rises above this (logical y): a table with a top bar says where it ends

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.ui = make_manager(self.metrics)
        # the thinking process of this table: computer players and hints decide there (thinking.py)
        self.thinking = Thinking(session.definition, session.content)
        self.bots = None
        if any(not seat.is_human for seat in session.config.seats) and not getattr(session, "remote", False):
            self.bots = BotRunner(session, app.settings.think_delay, thinking=self.thinking)
        humans = [i for i, s in enumerate(session.config.seats) if s.is_human]
        self.human_seats = humans
        # whose private view is on screen; with several humans nobody's until the first one confirms
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.log_panel: LogPanel | None = None
        self._log_drawn_by_scene = False
        self.pointer: tuple[int, int] = (-1, -1)  # the last logical mouse position (off the table at first)
        self._game_over_shown = False
        self._buttons: dict[str, Control] = {}  # id -> the button's current record
        self.undo_menu: UndoMenu | None = None
        self.choice_widgets: list = []  # ChoiceButtons of this table (Enter chooses their default)
        self.clicks = ClickRule(lambda: app.clock_s)
        self.cache = ViewCache()
        self._was_deciding = False
        self.floaters = Floaters()
        self._preview: BotPreview | None = None
        self.hint: Hint | None = None
        self.network = None  # a seat at a network table: its link to the server (network_table.py)
        # a coach over the table (game/ui/tutorial: Learn to play; tips.py: first-time tips), or None
        self.coach = None

    # --- hooks for game scenes ------------------------------------------------------------------
    def on_events(self, events: list) -> None:
        """The events of an action just applied (by a human or a bot): start animations here."""

    def on_state_replaced(self) -> None:
        """The state was replaced (undo): drop animations and selections here."""

    def animating(self) -> bool:
        """True while animations play: bots wait, the game-over screen waits."""
        return False

    def preview_bot_move(self, player: int, action) -> float:
        """A computer player's move is ready, not yet applied: start showing it (its aim line, the
        card leaving its seat) and return how many seconds of showing it wants at normal speed
        (0: none). The base holds the move that long, scaled by the Computer speed (`pace`),
        then applies it with `act` as usual; `bot_preview` is what is being shown. Not called at
        instant speed. An undo meanwhile drops the move (`on_state_replaced` follows)."""
        return 0.0

    def action_shown_by(self, player: int, events: list):
        """At a network table: the move another seat made, as its public events show it, to be
        shown the way a computer player's move is (`preview_bot_move`, then `act`), or None to
        animate its events as they come (the server sends a seat's action to that seat only)."""
        return None

    def draw_table(self, surface: pygame.Surface) -> None:
        """Draw the board from `self.view()`."""

    def hint_targets(self, action) -> list[str]:
        """The ids (as `table_items` reports them) of what the scene draws where `action` would be
        played: the hint outlines them. Choice buttons offering it are outlined by themselves."""
        return []

    def draw_hint(self, surface: pygame.Surface, action) -> None:
        """Draw what an outline cannot show of a hinted move (the aim of a flick)."""

    def coach_area(self) -> pygame.Rect | None:
        """Where a tutorial's card may sit without hiding what the player needs (the log, whose
        lines the card says better), or None: the card then finds a place clear of the move."""
        return pygame.Rect(self.log_panel.rect) if self.log_panel is not None else None

    def coach_areas(self) -> list[pygame.Rect]:
        """The tutorial card's places, best first: the first it fits in (and that no card the
        player reads lies over) takes it."""
        area = self.coach_area()
        return [] if area is None else [area]

    def coach_targets(self, action) -> list[str]:
        """The ids (as `table_items` and the buttons report them) of the controls that make
        `action`: a tutorial's step leaves them enabled. The hint's targets, unless a scene that
        outlines its hint places itself says more."""
        return self.hint_targets(action)

    def mark_places(self, marks) -> list[pygame.Rect]:
        """Where the things a tutorial's step points at are drawn ("disc:q2d3": a flick's target),
        for its rings; what the scene does not draw is left out."""
        return []

    def unveiled(self) -> list[pygame.Rect]:
        """What a tutorial's shade leaves clear now besides the step's places (the board while a
        flick is aimed, so its guide reads)."""
        return []

    def hover_rect(self) -> pygame.Rect | None:
        """Where the large card for the card under the mouse is shown now, or None (a tutorial's
        card and shade keep clear of it: the player reads the card the step talks about)."""
        return None

    def table_items(self) -> list[tuple[str, pygame.Rect]]:
        """(id, logical rect) of the clickable things the scene draws itself (not its buttons):
        reported to --automation and, by default, what a click may choose (`target_at`)."""
        return []

    def target_at(self, pos) -> str | None:
        """The drawn target under `pos`: by default the last of `table_items()` holding it."""
        for target, rect in reversed(self.table_items()):
            if pygame.Rect(rect).collidepoint(pos):
                return target
        return None

    def clickable(self) -> list[tuple[str, pygame.Rect]]:
        """Every drawn target a click may choose now (default: `table_items()`); the click rule
        lets a press count only on targets that were on the last frame shown."""
        return self.table_items()

    def click_target(self, target: str) -> None:
        """A drawn target was clicked: pressed and released on it while it was on screen."""

    def click_elsewhere(self, pos) -> None:
        """A click that chose nothing (to close a menu, put a card back...)."""

    def ui_moment(self):
        """The scene's own selections that change what its targets mean (a card being placed, an
        open menu): part of every target's key for the click rule."""
        return None

    def can_undo_now(self) -> bool:
        """False while the scene cannot take a move back (a flick in flight)."""
        return True

    def local_undo_label(self) -> str | None:
        """A selection made on the screen but not yet played ("choose Dyson Swarm"), taken back by
        Undo before any move: its words, or None."""
        return None

    def local_undo(self) -> None:
        """Take back the selection named by `local_undo_label`."""

    # --- the view of the player at the screen, cached per moment -------------------------------
    def moment(self) -> tuple:
        """Changes whenever the game moves, is undone, or the screen passes to another player."""
        return (self.session.version, self.viewer)

    def view(self):
        """What the player at the screen may see (a spectator's view when nobody human plays)."""
        return self.cache.get(self.moment(), "view", lambda: self.session.view_for(self.viewer))

    def legal(self) -> list:
        """The viewer's legal actions in the true state ([] when it is not their human decision)."""
        return self.cache.get(self.moment(), "legal", self._viewer_legal)

    def _viewer_legal(self) -> list:
        v = self.viewer
        if v is None or not self.session.is_human(v) or v not in self.session.human_players_to_act():
            return []
        return self.session.state.legal_actions(v)

    def decision(self) -> tuple:
        """Which decision of the viewer's is on screen: their question, their legal actions and
        how many moves they have made. A control's meaning is its id within this (and
        `ui_moment`): when it changes between press and release the click does nothing, while
        another player's move that leaves it alone (a computer player setting its dial at the
        same time) does not disturb the click."""
        return self.cache.get(self.moment(), "decision", self._decision)

    def _decision(self) -> tuple:
        legal = self.legal()
        if not legal:
            return (self.viewer, None)
        pending = self.session.state.pending(self.viewer)
        own_moves = sum(1 for r in self.session.actions if r.player == self.viewer)
        return (self.viewer, own_moves, pending.kind if pending else None, pending.prompt if pending else None,
                tuple(legal))

    def memo(self, name: str, build, extra=None):
        """`build()` worked out once per moment (and per `extra`): layouts, choices, hints."""
        return self.cache.get(self.moment(), name, build, extra)

    def projected(self, player: int) -> tuple[int | float, tuple]:
        """`player`'s projected score as the viewer may see it: (total, score lines), what they
        would score if the game ended now (the engine's `projected_score` on the viewer's view),
        worked out once per moment."""
        return self.memo(f"projected:{player}", lambda: self._projected(player))  # one entry per seat

    def _projected(self, player: int) -> tuple[int | float, tuple]:
        lines = tuple(self.view().projected_score(player))
        total = sum(line.points for line in lines)
        if float(total).is_integer():
            total = int(total)
        return total, lines

    def deciding_player(self) -> int | None:
        """The viewer, when it is their human decision and nothing is moving (no animation, no
        computer move being shown)."""
        v = self.viewer
        if v is None or self.busy() or v not in self.session.human_players_to_act():
            return None
        return v

    # --- services -------------------------------------------------------------------------------
    def act(self, player: int, action) -> list:
        """Apply an action chosen from legal_actions; returns its events (already passed to on_events).
        A tutorial lets through only the move its step asks for ([] for any other)."""
        if self.coach is not None and not self.coach.permits(player, action):
            return []
        events = self.session.apply(player, action)
        self.on_events(events)
        if self.undo_menu is not None:
            self.undo_menu.refresh()  # from this frame on, Undo says what it takes back now
        return events

    def choose(self, action) -> bool:
        """The viewer's choice (an action, or a tuple of actions applied in turn): applied if it is
        still legal in the true state and nothing is moving; else the error sound."""
        player = self.deciding_player()
        actions = action if isinstance(action, tuple) else (action,)
        state = self.session.state
        if player is None or not actions or not state.is_legal(player, actions[0]):
            self.play_sound("error")
            return False
        for step in actions:
            if self.session.state.is_terminal() or not self.session.state.is_legal(player, step):
                break
            self.act(player, step)
        self.on_chosen(action)
        return True

    def on_chosen(self, action) -> None:
        """The viewer's choice was just applied."""

    def undo_label(self) -> str | None:
        """What Undo would take back now ("buy Dyson Swarm"), or None when it is not lit."""
        v = self.viewer
        if v is None or not self.session.is_human(v) or self.session.state.is_terminal() or self.animating() \
                or not self.can_undo_now():
            return None
        local = self.local_undo_label()
        if local is not None:
            return local
        return self.session.undo_label(v)

    def undo(self) -> bool:
        """Undo and Ctrl+Z: take back the viewer's own latest move (or screen selection)."""
        if self.undo_label() is None:
            self.app.sounds.play("error")
            return False
        if self.local_undo_label() is not None:
            self.local_undo()
            self.app.sounds.play("back")
            return True
        done = self.session.undo(self.viewer)
        if done:
            if self.bots is not None:
                self.bots.cancel()
            self.state_replaced()
            self.app.sounds.play("back")
        return done

    def no_game_over(self) -> None:
        """The end of the game shows no game-over screen on this table (a replay's: it is watched
        from the scores, and stays on the table at its last move)."""
        self._game_over_shown = True

    def state_replaced(self) -> None:
        """The session's state was replaced (an undo, a replay's step back): a move being shown
        was for the old state, and the scene drops its animations and selections."""
        self._preview = None
        self.floaters.clear()
        self.on_state_replaced()

    def open_pause(self) -> None:
        if self.coach is not None and self.coach.open_menu():
            return  # a tutorial's own menu: skip a step or a chapter, or leave
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
        self.log_panel = LogPanel(rect, self.session.config.seats, self.app.settings.colour_blind, metrics=self.metrics)
        self.log_panel.sync(self.session.log)
        self._log_drawn_by_scene = drawn_by_scene
        return self.log_panel

    def add_button(self, id: str, rect, text: str, action, *, style: str | None = None,
                   tooltip: str | None = None, enabled: bool = True):
        """A themed pygame_gui button that calls `action()` when clicked and is reported to
        --automation as `id`. Re-adding an id replaces the old button."""
        if id in self._buttons:
            self._buttons.pop(id).element.kill()
        element = pygame_gui.elements.UIButton(
            pygame.Rect(rect), text, self.ui, tool_tip_text=tooltip,
            object_id=pygame_gui.core.ObjectID(object_id=theme_id(id), class_id=f"@{style}" if style else None))
        if not enabled:
            element.disable()
        self._buttons[id] = Control(id, element, action)
        return element

    def repoint_button(self, id: str, action):
        """Give button `id` a new action, keeping it on screen; for the click rule it is a new
        control, so a press made before does nothing. Returns the pygame_gui element."""
        element = self._buttons[id].element
        self._buttons[id] = Control(id, element, action)
        return element

    def remove_button(self, id: str) -> None:
        if id in self._buttons:
            self._buttons.pop(id).element.kill()

    def disable_buttons(self) -> None:
        """Grey out every button of the table: it is being watched (a replay), not played."""
        for control in self._buttons.values():
            if control.element.is_enabled:
                control.element.disable()

    def button(self, id: str):
        """The pygame_gui element of button `id`, or None."""
        found = self._buttons.get(id)
        return found.element if found is not None else None

    def add_hint(self, rect, caption_side: str = "above", caption_gap: int = 6) -> Hint:
        """The Hint button (hint.py), also pressed by H: the strongest computer player's move for
        the viewer's decision, outlined where it would be played, with a caption `caption_side`
        of the button ("above", "below", "left" or "right"), `caption_gap` pixels from it. Added
        again after the table was laid out anew, the hint being worked out or shown stays."""
        if self.hint is not None:
            self.hint.place(rect, caption_gap)
            return self.hint
        self.hint = Hint(self, rect, caption_side, caption_gap)
        return self.hint

    def hint_places(self, action) -> list[pygame.Rect]:
        """Where a hinted move would be played: the choice buttons offering it (alone, or first
        of a line of moves) and the scene's `hint_targets`."""
        places = []
        for widget in self.choice_widgets:
            for choice in widget.choices:
                offered = choice.action[0] if isinstance(choice.action, tuple) and choice.action else choice.action
                element = self.button(widget.prefix + choice.id)
                if offered == action and element is not None and element.visible:
                    places.append(pygame.Rect(element.get_abs_rect()))
        wanted = set(self.hint_targets(action))
        if wanted:
            places += [pygame.Rect(rect) for target, rect in self.table_items() if target in wanted]
        return places

    def add_undo_menu(self, undo_rect, menu_rect) -> UndoMenu:
        """The Undo and Menu buttons (undo_menu.py): Undo says what it takes back, like Ctrl+Z."""
        self.undo_menu = UndoMenu(self, undo_rect, menu_rect)
        return self.undo_menu

    def metrics_changed(self) -> None:
        """The window or the UI scale changed: a new widget manager at the new scale, and the
        game's `lay_out` places everything again (buttons are made anew where it says)."""
        for control in self._buttons.values():
            control.element.kill()
        self._buttons.clear()
        self.ui = make_manager(self.metrics)
        self.clicks.cancel()
        for widget in self.choice_widgets:
            widget.forget()
        self.lay_out()

    def lay_out(self) -> None:
        """Place the table's parts for the current metrics (a table drawn for the window calls
        it when built, and the base calls it again after a resize)."""

    @property
    def animation_factor(self) -> float:
        """The player's animation speed: multiply animation rates by it; 0 means skip them."""
        return self.app.settings.animation_factor

    def pace(self, seconds: float) -> float:
        """`seconds` of showing a computer player's move, scaled by the Computer speed (0 at
        instant)."""
        return max(0.0, seconds) * self.app.settings.preview_factor

    @property
    def bot_preview(self) -> tuple[int, object] | None:
        """(player, action) of the computer move being shown before it is applied, or None."""
        preview = self._preview
        return None if preview is None else (preview.player, preview.action)

    def busy(self) -> bool:
        """Animating, or showing a computer player's move: bots, choices and game over wait."""
        return self._preview is not None or self.animating()

    def float_text(self, text: str, pos, colour=None) -> None:
        """A floating text ("+2 VP") that rises from `pos` and fades over about a second, drawn
        over the table; faster with the animation speed, not shown at instant."""
        factor = self.animation_factor
        if factor <= 0:
            return
        m = self.metrics
        self.floaters.add(text, pos, look.GOLD if colour is None else colour, LIFETIME / factor, self.float_ceiling,
                          m.classic_text(FLOAT_SIZE), m.classic_px(FLOAT_RISE))

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

    def exit(self) -> None:
        self.close()

    def close(self) -> None:
        """The table is put away (or the app closes): its thinking process ends, and its game's
        lock goes once its last autosave is written."""
        if self.bots is not None:
            self.bots.stop()
        self.thinking.stop()
        if self.network is not None:
            self.network.close()
        self.session.left()  # your record counts a game left before its end
        if self.session.autosaver is not None:
            self.session.autosaver.close()

    def notice(self) -> str | None:
        """What the players should know about this table (its thinking process stopped), or None."""
        return self.thinking.notice

    def pause(self) -> None:
        self.clicks.cancel()  # a press made before another scene covered the table is void

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
        if self.coach is not None and self.coach.handle_event(event):
            return True
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
            if event.key == pygame.K_h and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT) \
                    and self.hint is not None:
                self.hint.press()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.choose_default():
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.ui.process_events(event):  # on a widget: pygame_gui sees press and release
                self.clicks.widget_pressed(next((c for c in self._buttons.values()
                                                 if getattr(c.element, "held", False)), None))
                return True
            self.clicks.target_pressed(self.target_key(self.target_at(event.pos)))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.ui.process_events(event):
                self.clicks.target_released(None)
                return True
            target = self.target_at(event.pos)
            if self.clicks.target_released(self.target_key(target)):
                self.click_target(target)
            elif target is None:
                self.click_elsewhere(event.pos)
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            record = next((c for c in self._buttons.values() if c.element is event.ui_element), None)
            if record is None:
                return False
            if record.element.is_enabled and self.clicks.widget_released(record):
                self.app.sounds.play("click")
                record.action()
            return True
        return self.ui.process_events(event)

    def choose_default(self) -> bool:
        """Enter: the highlighted default of the choice buttons, if there is exactly one."""
        for widget in self.choice_widgets:
            choice = widget.primary()
            if choice is not None:
                self.choose(choice.action)
                return True
        return False

    def target_key(self, target: str | None):
        """How the click rule knows a drawn target: its id within the decision and the scene's selections."""
        return None if target is None else (target, self.decision(), self.ui_moment())

    def presented(self) -> None:
        shown = [(c, c.element.get_abs_rect()) for c in self._buttons.values()
                 if c.element.visible and c.element.is_enabled]
        shown += [(self.target_key(target), rect) for target, rect in self.clickable()]
        if self.coach is not None:
            shown += self.coach.presented_items()
        self.clicks.presented(shown)

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self.thinking.poll()
        if self.network is not None:
            self.network.update(dt)  # the server's messages, each move once the one before is shown
        if self.hint is not None:
            self.hint.update()
        if self.undo_menu is not None:
            self.undo_menu.refresh()
        if self.log_panel is not None:
            self.log_panel.sync(self.session.log, self.app.settings.colour_blind)
            if self.hint is not None:  # the hint's caption never hides the newest lines
                self.log_panel.keep_clear_of(self.hint.caption_rect(self.metrics.rect))
        self.floaters.update(dt)
        if self.coach is not None:
            self.coach.update(dt)
        self._chime()
        if self._show_preview(dt) or self.animating():
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
                self.show_move(*move)
        self.check_privacy()

    def show_move(self, player: int, action) -> None:
        """Show a move as a computer player's is shown, for the time the scene asks (previewed,
        then applied and animated), or apply it at once: a bot's move, or a replayed one."""
        seconds = 0.0
        if self.app.settings.preview_factor > 0:
            seconds = self.pace(self.preview_bot_move(player, action))
        if seconds > 0:
            self._preview = BotPreview(player, action, self.session.version, seconds)
        else:
            self.act(player, action)

    def _show_preview(self, dt: float) -> bool:
        """Count down the move being shown; apply it when its time is up and nothing animates.
        True while the table waits on it."""
        preview = self._preview
        if preview is None:
            return False
        preview.left -= dt
        if preview.left > 0 or self.animating():
            return True
        self._preview = None
        state = self.session.state
        if preview.version == self.session.version and not state.is_terminal() \
                and preview.player in state.to_act() and state.is_legal(preview.player, preview.action):
            self.act(preview.player, preview.action)
        return True

    def _chime(self) -> None:
        """"Your turn": the player at the screen must decide again after someone else moved and
        everything has settled (in hot-seat the pass screen chimes instead)."""
        deciding = self.deciding_player() is not None
        actions = self.session.actions
        if deciding and not self._was_deciding and len(self.human_seats) == 1 and actions \
                and actions[-1].player != self.viewer:
            self.play_sound("turn")
        self._was_deciding = deciding

    def draw(self, surface: pygame.Surface) -> None:
        look.starfield(surface.get_size()).draw(surface, self.app.clock_s)
        self.draw_table(surface)
        if self.log_panel is not None and not self._log_drawn_by_scene:
            self.log_panel.draw(surface)
        self.ui.draw_ui(surface)

    def draw_after(self, surface: pygame.Surface) -> None:
        """After the scene's own drawing, whatever its `draw` does: the hint, the floating texts,
        and the buttons' words that did not fit noted for --automation (fonts.shortened_this_frame)."""
        if self.hint is not None:
            self.hint.draw(surface)
        self.floaters.draw(surface)
        if self.network is not None:
            self.network.draw(surface)
        if self.coach is not None:
            self.coach.draw(surface)
        self.note_cut_buttons()
        note_widget_texts(surface, self.ui)

    def note_cut_buttons(self) -> None:
        """Note the Undo label shortened to fit and every button whose words are clipped."""
        if self.undo_menu is not None and self.undo_menu.cut_text is not None:
            fonts.note_shortened(self.undo_menu.cut_text)
        note_clipped_buttons(c.element for c in self._buttons.values())

    # --- automation -----------------------------------------------------------------------------
    def whose_turn(self) -> list[str]:
        state = self.session.state
        if state.is_terminal():
            return []
        return [self.seat_name(p) for p in state.to_act()]

    def interactive(self) -> list[tuple[str, pygame.Rect]]:
        items = list(self.table_items())
        items += [(bid, c.element.get_abs_rect()) for bid, c in self._buttons.items()
                  if c.element.visible and c.element.is_enabled]
        if self.log_panel is not None:
            items.append(("log", self.log_panel.rect))
        if self.coach is not None:
            items += self.coach.items()
        return items

    def settled(self) -> bool:
        return not self.busy() and (self.bots is None or self.bots.thinking_player is None)
