"""Eminent Domain's table: your hand and empire, the role stacks, the technology piles, every
rival's empire, and the choices of the moment.

Drawn only from the view of the player at the screen. Clicks turn into actions picked from
`legal_actions` (see choices.py): a card, stack, planet, slot or technology is clickable only when
one of its actions is legal; several actions on one thing open a small menu. Things that cannot be
chosen are greyed, with the reason on hover."""

from __future__ import annotations

import pygame
import pygame_gui

from game.ui import fonts, look
from game.ui.table import TableScene as BaseTable

from ..rules.actions import Dissent, Follow
from . import choices as C
from . import layout as L
from .board import Painter


class TableScene(BaseTable):
    name = "eminent_domain_table"

    BANNER_SECONDS = 0.7
    FLIGHT_SECONDS = 0.35

    def __init__(self, app, session):
        super().__init__(app, session)
        self.add_log_panel(L.LOG, drawn_by_scene=True)  # drawn into the cached board image
        self.painter = Painter(self)
        self.popup: tuple[str, list, pygame.Rect] | None = None  # (target id, choices, rect)
        self.auto_dissent: set[int] = set()
        self.banner: tuple[str, tuple, float] | None = None  # (text, colour, seconds left)
        self.flights: list[dict] = []  # cards moving from where they were to where they went
        self.pressed: str | None = None
        self._cache_key = None
        self._cache = None
        self._generation = 0
        self.decision_buttons: dict = {}  # UIButton -> (id, Choice)
        self._was_mine = False
        self.shown_for = None
        ui = self.ui
        self.auto_button = pygame_gui.elements.UIButton(pygame.Rect(1176, 10, 196, 38), "Auto-dissent: off", ui,
                                                        object_id=pygame_gui.core.ObjectID(class_id="@small_button"),
                                                        tool_tip_text="Dissent at once whenever a rival leads a "
                                                                      "role (you draw a card instead of following).")
        self.undo_button = pygame_gui.elements.UIButton(pygame.Rect(1380, 10, 98, 38), "Undo", ui,
                                                        tool_tip_text="Take back your last move (Ctrl+Z). Draws "
                                                                      "and reveals cannot be taken back.")
        self.menu_button = pygame_gui.elements.UIButton(pygame.Rect(1486, 10, 98, 38), "Menu", ui,
                                                        tool_tip_text="Pause: rules, save, settings, quit (Esc).")
        # Escalation: the technologies open large over the stacks and empire (by themselves while
        # you research); None follows that, True/False is the viewer's own choice until their next move
        self.techs_choice: bool | None = None
        self.techs_button = None
        if "escalation" in session.state.variants:
            self.techs_button = pygame_gui.elements.UIButton(
                pygame.Rect(L.TECHS.right - 136, L.TECHS.y + 8, 124, 28), "Show large", ui,
                object_id=pygame_gui.core.ObjectID(class_id="@small_button"),
                tool_tip_text="Show every technology large, over the role stacks and your empire.")

    # --- what is on screen now -------------------------------------------------------------
    def current(self):
        """(view, layout, choices) of the player at the screen, rebuilt only when the game moves."""
        key = (self.viewer, self._generation, id(self.session.state), len(self.session.actions), self.techs_choice)
        if key != self._cache_key:
            view = self.view()
            me = self.viewer if self.viewer is not None else 0
            legal = self.session.state.legal_actions(self.viewer) if self.viewer is not None else []
            ch = C.choices_for(view, self.viewer, legal)
            looks = view.tasks[-1]["looks"] if ch.task in C.LOOK_TASKS else None
            self._cache = (view, L.build(view, me, looks, self.techs_open(ch)), ch)
            self._cache_key = key
        return self._cache

    def techs_open(self, ch) -> bool:
        """Escalation: the technologies are shown large while the player at the screen may buy one,
        unless they closed them; or whenever they opened them."""
        if self.techs_button is None:
            return False
        if self.techs_choice is not None:
            return self.techs_choice
        return any(t.startswith("tech:") for t in ch.targets)

    def pass_to(self, player: int, reason: str = "") -> None:
        self.techs_choice = None  # the next player starts with the technologies as the game has them
        super().pass_to(player, reason)

    def toggle_techs(self) -> None:
        _, lay, _ = self.current()
        self.techs_choice = not lay.techs_open

    # --- hooks -------------------------------------------------------------------------------
    def on_events(self, events: list) -> None:
        sound = None
        for e in events:
            if e.kind in ("lead", "game_end_triggered", "tie_round", "extra_turn"):
                colour = look.GOLD if e.kind != "lead" else self.seat_colour(e.player) if e.player is not None \
                    else look.INK
                self.show_banner(e.text, tuple(colour)[:3])
            if e.kind in ("action", "boost", "lead", "discard", "research", "take_role"):
                sound = sound or "card"
            elif e.kind in ("influence", "trade"):
                sound = "coin"
            elif e.kind in ("attack",):
                sound = "hit"
            elif e.kind in ("settle", "planet_kept"):
                sound = "score"
        if sound:
            self.play_sound(sound)
        self.popup = None
        self.start_flights(events)

    def start_flights(self, events: list) -> None:
        """Cards played, boosted or researched fly from where they were (the layout from before
        the action, still cached) to their new place (found in the next layout when drawn)."""
        factor = self.app.settings.animation_factor
        if factor <= 0 or self._cache is None:
            return
        before = self._cache[1]
        for e in events:
            uid = e.data.get("card") if isinstance(e.data, dict) else None
            if uid is None or e.player is None or e.kind not in ("action", "boost", "research"):
                continue
            me = e.player == before.me
            home = L.HAND if me else before.opponents.get(e.player)
            if e.kind == "research":
                src = before.rects.get(f"tech:{uid}")
                dest = [f"ptech:{uid}", f"hand:{uid}"] if me else [f"opp{e.player}:ptech:{uid}"]
            else:
                src = before.rects.get(f"hand:{uid}")
                dest = [f"played:{uid}" if me else f"oplayed:{uid}"]
            if src is None and home is not None:
                src = pygame.Rect(0, 0, *L.CARD)
                src.center = home.center
            if src is not None:
                self.flights.append({"card": uid, "src": pygame.Rect(src), "dest": dest, "home": home,
                                     "t": 0.0, "dur": self.FLIGHT_SECONDS / factor})

    def show_banner(self, text: str, colour) -> None:
        factor = self.app.settings.animation_factor
        if factor > 0:
            self.banner = (text, colour, self.BANNER_SECONDS / factor)

    def animating(self) -> bool:
        return self.banner is not None or bool(self.flights)

    def on_state_replaced(self) -> None:
        self._generation += 1
        self.popup = None
        self.banner = None
        self.flights = []
        self.shown_for = None
        self.techs_choice = None

    # --- loop --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.banner is not None:
            text, colour, left = self.banner
            self.banner = (text, colour, left - dt) if left - dt > 0 else None
        for flight in self.flights:
            flight["t"] += dt
        self.flights = [f for f in self.flights if f["t"] < f["dur"]]
        super().update(dt)
        self.refresh_buttons()
        mine = self.viewer is not None and self.viewer in self.session.human_players_to_act()
        if mine and not self._was_mine and len(self.human_seats) == 1 and self.session.actions:
            self.play_sound("turn")  # back to you after the computer players (hot-seat: the pass screen chimes)
        self._was_mine = mine

    def check_privacy(self) -> None:
        """Auto-dissent first (a player who always dissents is not asked), then the base's
        hot-seat rule."""
        self.auto_dissent_now()
        super().check_privacy()

    def auto_dissent_now(self) -> None:
        """Humans who asked for it dissent at once, before the screen would be passed to them."""
        state = self.session.state
        if not self.auto_dissent or state.is_terminal() or self.animating():
            return
        for _ in range(8):
            humans = [p for p in self.session.human_players_to_act() if p in self.auto_dissent]
            if not humans:
                return
            p = humans[0]
            legal = state.legal_actions(p)
            if Dissent() not in legal or Follow() not in legal:
                return
            self.act(p, Dissent())

    def act_choice(self, choice: C.Choice) -> None:
        player = self.viewer
        if player is None or self.animating():
            return  # a click during an animation is ignored
        if choice.action not in self.session.state.legal_actions(player):
            self.play_sound("error")
            return
        self.play_sound("click")
        self.act(player, choice.action)
        self.techs_choice = None  # after your move the technologies open or close by themselves again

    # --- buttons -----------------------------------------------------------------------------
    def refresh_buttons(self) -> None:
        _, _, ch = self.current()
        labels = tuple(b.label for b in ch.buttons)
        key = (self.viewer, labels)
        if key != self.shown_for:
            self.shown_for = key
            self.build_decision_buttons(ch)
        else:  # same buttons, maybe a new moment: point them at the current choices
            for button, choice in zip(self.decision_buttons, ch.buttons):
                self.decision_buttons[button] = (C.button_id(choice.action), choice)
        undo = self.session.can_undo() and not self.session.state.is_terminal()
        if undo != self.undo_button.is_enabled:
            self.undo_button.enable() if undo else self.undo_button.disable()
        human = self.viewer is not None and self.session.is_human(self.viewer)
        if human != self.auto_button.is_enabled:
            self.auto_button.enable() if human else self.auto_button.disable()
        label = f"Auto-dissent: {'on' if self.viewer in self.auto_dissent else 'off'}"
        if label != self.auto_button.text:
            self.auto_button.set_text(label)
        if self.techs_button is not None:
            _, lay, ch = self.current()
            open_ = lay.techs_open
            hidden = ch.task in C.LOOK_TASKS  # the planets to keep cover the table
            if hidden == self.techs_button.visible:
                self.techs_button.hide() if hidden else self.techs_button.show()
            area = L.tech_area(open_)
            label = "Close" if open_ else "Show large"
            if label != self.techs_button.text:
                self.techs_button.set_text(label)
                self.techs_button.set_relative_position((area.right - 136, area.y + 8))

    def build_decision_buttons(self, ch) -> None:
        for button in self.decision_buttons:
            button.kill()
        self.decision_buttons.clear()
        count = len(ch.buttons)
        cols = 1 if count == 1 else 2
        half = (L.PROMPT.w - 42) // 2
        if count <= 3 and any(fonts.font(17, "bold").size(c.label)[0] > half - 16 for c in ch.buttons):
            cols = 1  # long labels (Escalation's fleet choices) get the panel's whole width
        w = (L.PROMPT.w - 32 - (cols - 1) * 10) // cols
        rows = (count + cols - 1) // cols
        top = L.PROMPT.bottom - 14 - rows * 44 + 6
        for i, choice in enumerate(ch.buttons):
            r = pygame.Rect(L.PROMPT.x + 16 + (i % cols) * (w + 10), top + (i // cols) * 44, w, 38)
            primary = type(choice.action).__name__ in ("Follow", "Finish") and count <= 3
            button = pygame_gui.elements.UIButton(
                r, choice.label, self.ui, tool_tip_text=choice.tip or None,
                object_id=pygame_gui.core.ObjectID(class_id="@primary" if primary else None))
            self.decision_buttons[button] = (C.button_id(choice.action), choice)

    # --- input -------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.popup is not None:
            self.popup = None  # Esc closes the little menu before it opens the pause menu
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            primary = [c for _, c in self.decision_buttons.values() if type(c.action).__name__ in ("Finish", "Follow")]
            if len(primary) == 1:  # Enter: finish this step, or follow
                self.act_choice(primary[0])
                return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            element = event.ui_element
            if element is self.undo_button:
                self.undo()
                return True
            if element is self.menu_button:
                self.open_pause()
                return True
            if element is self.auto_button:
                self.toggle_auto_dissent()
                return True
            if element is not None and element is self.techs_button:
                self.toggle_techs()
                return True
            found = self.decision_buttons.get(element)
            if found is not None:
                self.act_choice(found[1])
                return True
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pointer = event.pos
            self.pressed = self.item_at(event.pos)
            if self.pressed is not None:
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            target = self.item_at(event.pos)
            pressed, self.pressed = self.pressed, None
            if target is not None and target == pressed:
                self.click(target)
                return True
            if self.popup is not None and not self.popup[2].collidepoint(event.pos):
                self.popup = None  # a click elsewhere closes the little menu
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.popup is not None:
            self.popup = None
            return True
        return super().handle_event(event)

    def toggle_auto_dissent(self) -> None:
        if self.viewer is None:
            return
        self.auto_dissent ^= {self.viewer}
        self.auto_dissent_now()

    def item_at(self, pos) -> str | None:
        """The clickable thing under pos: an option of the open menu, or a target on the table."""
        if self.popup is not None:
            for i, rect in enumerate(self.popup_rows()):
                if rect.collidepoint(pos):
                    return f"choice:{i}"
            if self.popup[2].collidepoint(pos):
                return None
        _, lay, ch = self.current()
        return lay.hit(pos, ch.targets)

    def click(self, target: str) -> None:
        if target.startswith("choice:"):
            _, options, _ = self.popup
            self.popup = None
            self.act_choice(options[int(target.split(":")[1])])
            return
        _, lay, ch = self.current()
        options = ch.targets.get(target, [])
        if len(options) == 1:
            self.act_choice(options[0])
        elif options:
            anchor = lay.rects[target]
            w, h = 300, 12 + 42 * len(options)
            rect = pygame.Rect(0, 0, w, h)
            rect.midbottom = (anchor.centerx, anchor.top - 6)
            if rect.top < 60:
                rect.midtop = (anchor.centerx, anchor.bottom + 6)
            rect.clamp_ip(pygame.Rect(0, 56, 1600, 844))
            self.popup = (target, options, rect)
            self.play_sound("hover")

    def popup_rows(self) -> list[pygame.Rect]:
        if self.popup is None:
            return []
        rect = self.popup[2]
        return [pygame.Rect(rect.x + 6, rect.y + 6 + 42 * i, rect.w - 12, 38) for i in range(len(self.popup[1]))]

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface) -> None:
        # Replaces the base's starfield + draw_table: the painter's cached base already holds the
        # starfield (without twinkling stars, so the whole table is one opaque blit per frame).
        self.draw_table(surface)
        self.ui.draw_ui(surface)

    def draw_table(self, surface) -> None:
        self.painter.draw(surface)

    def table_items(self):
        _, lay, ch = self.current()
        items = []
        if self.popup is not None:
            items += [(f"choice:{i}", r) for i, r in enumerate(self.popup_rows())]
        else:
            items += [(t, lay.rects[t]) for t in ch.targets if t in lay.rects]
        items += [(f"btn:{bid}", b.get_abs_rect()) for b, (bid, _) in self.decision_buttons.items()]
        if self.undo_button.is_enabled:
            items.append(("undo", self.undo_button.get_abs_rect()))
        if self.auto_button.is_enabled:
            items.append(("auto_dissent", self.auto_button.get_abs_rect()))
        items.append(("menu", self.menu_button.get_abs_rect()))
        if self.techs_button is not None:
            items.append(("techs", self.techs_button.get_abs_rect()))
        return items
