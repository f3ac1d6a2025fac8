"""The Kardashev Scale table: the market pyramid in the centre, every player's area round it,
the dial picker, and pickers for placing, paying, ability questions and discarding.

The scene draws only from the view of the player at the screen. Every click becomes one of that
player's legal actions (checked against the true state before it is applied); what cannot be
chosen is greyed, and hovering it says why. Events start animations (dials flip together, tokens
fly from the supply, cards move and the market refills) paced by the animation speed setting."""

from __future__ import annotations

import math

import pygame

from game.core.engine import TURN_END
from game.ui import fonts, look
from game.ui.choice_buttons import Choice, ChoiceButtons
from game.ui.identity import seat_detail, seat_shape
from game.ui.scenes.game_over import format_points as game_over_points
from game.ui.table import TableScene as BaseTable

from ..rules.actions import BuyCard, ChooseOption, Pay, PickDial, SkipPurchase
from ..rules.state import HIDDEN
from ..rules.terms import PICKS, TIERS, TOKENS, label
from . import animation, areas, pickers, summit
from .art import (LOSS_COLOUR, TIE_COLOUR, TIER_COLOURS, TOKEN_COLOURS, WIN_COLOUR, blit_token, card_back,
                  dial_segment_at, draw_dial, mix, wrapped)
from .faces import WHEN_WORDS, draw_when_icon, fit_lines, large_card, market_face, small_face
from .layout import (CONTROL_RECT, HINT_BUTTON, HOVER_SPOT, LOG_RECT, MENU_RECT, RULE_RECT, SIDE_X, SUPPLY_RECT,
                     UNDO_RECT, area_rects, deck_rect, market_card_size, market_rect, supply_point)
from .widgets import Control

PICKER_CENTRE = (CONTROL_RECT.centerx, CONTROL_RECT.y + 190)
PICKER_RADIUS = 96
SKIP_RECT = pygame.Rect(CONTROL_RECT.x + 30, CONTROL_RECT.bottom - 70, CONTROL_RECT.w - 60, 50)
REVEAL_RECT = pygame.Rect(CONTROL_RECT.x + 30, CONTROL_RECT.bottom - 46, CONTROL_RECT.w - 60, 40)
HINT_RECT = pygame.Rect(CONTROL_RECT.x + 20, PICKER_CENTRE[1] + PICKER_RADIUS + 6, CONTROL_RECT.w - 40,
                        REVEAL_RECT.y - 4 - (PICKER_CENTRE[1] + PICKER_RADIUS + 6))  # what a pick does
DIAL_KEYS = {pygame.K_c: "conflict", pygame.K_t: "trade", pygame.K_r: "research", pygame.K_a: "advance",
             pygame.K_1: "conflict", pygame.K_2: "trade", pygame.K_3: "research", pygame.K_4: "advance"}
RESULT_COLOURS = {"win": WIN_COLOUR, "tie": TIE_COLOUR, "loss": LOSS_COLOUR, "nothing": look.MUTED}
FLIP, TOKEN_FLIGHT, CARD_FLIGHT, STEP, HOLD = 0.7, 0.65, 0.55, 0.2, 1.4
BUY_PREVIEW, SKIP_PREVIEW = 1.0, 0.6  # seconds a computer's purchase (or none) shows before it happens


class TableScene(BaseTable):
    name = "kardashev_table"

    def __init__(self, app, session):
        super().__init__(app, session)
        n = len(session.config.seats)
        self.n = n
        self.anchor = self.human_seats[0] if self.human_seats else 0
        self.areas = area_rects(n, self.anchor)
        # our own log view: the shared text box re-lays out the whole log on every new line
        self.add_log_panel(LOG_RECT, drawn_by_scene=True)  # drawn into the cached board image
        self.add_undo_menu(UNDO_RECT, MENU_RECT)
        self.add_hint(HINT_BUTTON, caption_side="above")
        self.panel_buttons = ChoiceButtons(self, SKIP_RECT, prefix="", height=SKIP_RECT.h, style="small_button",
                                           columns=lambda count: 1, label_font=(15, "regular"))
        self.picker_buttons = ChoiceButtons(self, pickers.FOOT_BUTTONS, prefix="", height=pickers.FOOT.h,
                                            style="small_button", columns=lambda count: 1, label_font=(15, "regular"))
        self.add_button("cancel", pickers.FOOT_BUTTONS, "Choose another card", self.cancel_placing,
                        style="small_button", tooltip="Put the card back and choose another (Esc)")
        self.timeline = animation.Timeline()
        self.placing: tuple[str, int] | None = None  # market card chosen, waiting for its pyramid slot
        self.dial_pick: str | None = None  # the dial set on screen, not yet revealed
        self.discard_pick = [0, 0, 0]
        self.reveal_picks: list | None = None  # the last dials shown, kept while their results play
        self.last_summit: summit.LastSummit | None = None  # shown at each seat until the next reveal
        self.hover_armed = False  # the large card waits for the mouse to move after a click
        self._due_floats: list[tuple[float, str, tuple, tuple]] = []  # (timeline time, text, where, colour)
        self._shown_scores: dict[int, tuple] = {}  # (base, projected) per seat, held while its card flies
        self._controls_key = None
        self._controls: list[Control] = []
        self._board_surface = pygame.Surface((1600, 900)).convert() if pygame.display.get_surface() \
            else pygame.Surface((1600, 900))
        self._board_key = None
        self._discard_open = False
        self._states_key = None
        self._states = ()

    # ------------------------------------------------------------------ the view and the decision
    def deciding(self) -> int | None:
        """The player at the screen when it is their decision (and nothing is moving)."""
        v = self.viewer
        if v is None or self.session.state.is_terminal() or self.busy():
            return None
        # (a network seat's move on its way to the server is not asked again: human_players_to_act)
        return v if v in self.view().to_act() and v in self.session.human_players_to_act() else None

    def asked(self) -> str | None:
        """What the player at the screen is being asked, even while animations still play."""
        v = self.viewer
        if v is None or self.session.state.is_terminal():
            return None
        pending = self.view().pending(v)
        return pending.kind if pending else None

    def pending_kind(self) -> str | None:
        p = self.deciding()
        if p is None:
            return None
        pending = self.view().pending(p)
        return pending.kind if pending else None

    def deciding_player(self) -> int | None:
        return self.deciding()

    def choose(self, action) -> bool:
        """Apply the viewer's choice, if it is (still) legal in the true state."""
        player = self.deciding()
        if player is None or not self.session.state.is_legal(player, action):
            self.play_sound("error")
            return False
        if isinstance(action, PickDial):
            self.dial_pick = None  # played: the next Summit starts with a blank dial
        self.act(player, action)
        return True

    # ------------------------------------------------------------------ the dial
    def set_dial(self, pick: str) -> None:
        """A dial segment clicked (or its key pressed): set on screen, revealed only by Reveal,
        unless the player asked for the dial to be revealed as soon as it is picked."""
        if self.app.settings.reveal_at_once:
            self.choose(PickDial(pick))
            return
        self.dial_pick = pick
        self.play_sound("click")

    def reveal_label(self) -> str:
        """'Reveal' when every other dial is set; 'Lock in my dial' while other people still pick."""
        others = [p for p in self.session.human_players_to_act() if p != self.viewer]
        return "Lock in my dial" if others else "Reveal"

    # ------------------------------------------------------------------ controls
    def controls(self) -> list[Control]:
        key = (self.moment(), self.placing, tuple(self.discard_pick), self.animating())
        if key == self._controls_key:
            return self._controls
        self._controls_key = key
        found: list[Control] = []
        kind = self.pending_kind()
        player = self.deciding()
        view = self.view()
        if kind == "pick_dial":
            for pick in PICKS:
                found.append(self._dial_control(pick))
        elif kind == "buy":
            if self.placing is None:
                found += self._market_controls(view, player)
            else:
                found += pickers.placement_controls(self, view, player)
        elif kind == "pay":
            found += pickers.payment_controls(self, view, player)
        elif kind in ("choose_token", "choose_neighbour_token"):
            found += pickers.option_controls(self, view, player)
        elif kind == "discard":
            found += pickers.discard_controls(self, view, player)
        self._controls = found
        return found

    def _dial_control(self, pick: str) -> Control:
        angle = math.radians(pickers.dial_angle(pick))
        cx = PICKER_CENTRE[0] + PICKER_RADIUS * 0.66 * math.cos(angle)
        cy = PICKER_CENTRE[1] + PICKER_RADIUS * 0.66 * math.sin(angle)
        rect = pygame.Rect(0, 0, 56, 56)
        rect.center = (int(cx), int(cy))
        return Control(f"dial:{pick}", rect, lambda: self.set_dial(pick),
                       hit=lambda pos: dial_segment_at(PICKER_CENTRE, PICKER_RADIUS, pos) == pick)

    def _market_controls(self, view, player) -> list[Control]:
        found = []
        legal = view.legal_actions(player)
        buyable = {(a.tier, a.slot) for a in legal if type(a) is BuyCard}
        for tier in TIERS:
            size = len(view.market[TIERS.index(tier)])
            for slot in range(size):
                if (tier, slot) in buyable:
                    found.append(Control(f"market:{tier}:{slot}", self.market_rect(view, tier, slot),
                                         lambda t=tier, s=slot: self._start_placing(t, s)))
        return found

    def market_rect(self, view, tier: str, slot: int) -> pygame.Rect:
        size = len(view.market[TIERS.index(tier)])
        return market_rect(tier, slot, size, market_card_size(view.market))

    def _start_placing(self, tier: str, slot: int) -> None:
        self.placing = (tier, slot)
        self.play_sound("card")

    def cancel_placing(self) -> None:
        self.placing = None

    def table_items(self):
        return [(c.id, c.rect) for c in self.controls()]

    def hint_targets(self, action) -> list[str]:
        """The dial segment, the market card (or, while it is being placed, its pyramid space),
        the payment or the answer a hint is about."""
        if isinstance(action, PickDial):
            return [f"dial:{action.choice}"]
        if isinstance(action, BuyCard):
            placing = self.placing == (action.tier, action.slot)
            return [f"place:{action.column}"] if placing else [f"market:{action.tier}:{action.slot}"]
        if isinstance(action, Pay):
            return [pickers.pay_id(action)]
        if isinstance(action, ChooseOption):
            return [f"option:{action.option}"]
        return []

    def refresh_buttons(self) -> None:
        """The buttons of the moment: Skip or Reveal under the dial panel, the picker's own."""
        kind = self.pending_kind()
        panel = []
        area = SKIP_RECT
        if kind == "buy" and self.placing is None:
            panel = [Choice("skip", "Advance without buying", SkipPurchase())]
        elif kind == "pick_dial" and self.dial_pick is not None:
            panel = [Choice("reveal", f"{self.reveal_label()}: {label(self.dial_pick)}", PickDial(self.dial_pick),
                            "Turn your dial over (Enter). Until then you may pick again.", primary=True)]
            area = REVEAL_RECT
        self.panel_buttons.show(panel, area)
        self.picker_buttons.show(pickers.foot_choices(self, self.view(), self.deciding(), kind) if kind else [])
        cancel = self.button("cancel")
        placing = kind == "buy" and self.placing is not None
        if placing != bool(cancel.visible):
            cancel.show() if placing else cancel.hide()

    def ui_moment(self):
        return self.placing  # which card the pyramid spaces would place (the dial and +/- mean the same)

    # ------------------------------------------------------------------ input
    def target_at(self, pos) -> str | None:
        for control in self.controls():
            if control.contains(pos):
                return control.id
        return None

    def click_target(self, target: str) -> None:
        if self.animating():
            return  # a click during an animation is ignored
        for control in self.controls():
            if control.id == target:
                control.on_click()
                return

    def click_elsewhere(self, pos) -> None:
        if self.placing is not None and not pickers.MODAL.collidepoint(pos):
            self.placing = None  # a click outside the placement picker puts the card back

    def local_undo_label(self) -> str | None:
        if self.placing is not None and self.asked() == "buy":
            tier, slot = self.placing
            card_id = self.view().market[TIERS.index(tier)][slot]
            return f"choose {self.view().content.card(card_id).name}" if card_id else None
        return None

    def local_undo(self) -> None:
        self.placing = None

    def handle_event(self, event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.hover_armed = False  # no large card right after a click: only once the mouse moves on
        elif event.type == pygame.MOUSEMOTION and getattr(event, "pos", None) != self.pointer:
            self.hover_armed = True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.placing is not None:
            self.placing = None
            return True
        if event.type == pygame.KEYDOWN and self.handle_key(event):
            return True
        return super().handle_event(event)

    def handle_key(self, event) -> bool:
        """Keys for the common choices: C/T/R/A (or 1-4) set the dial, Enter reveals it or returns
        the chosen tokens, Esc puts back a card being placed (otherwise Esc opens the menu)."""
        if self.animating():
            return False
        kind = self.pending_kind()
        if kind == "pick_dial" and event.key in DIAL_KEYS and not event.mod & pygame.KMOD_CTRL:
            self.set_dial(DIAL_KEYS[event.key])
            return True
        if event.key == pygame.K_ESCAPE and self.placing is not None:
            self.placing = None
            return True
        return False

    # ------------------------------------------------------------------ loop
    def update(self, dt: float) -> None:
        factor = self.app.settings.animation_factor
        if factor <= 0:
            self.timeline.clear_running()
        else:
            self.timeline.advance(dt * factor)
        self._release_floats()
        # selections are dropped when the decision itself changes, not while others' moves animate
        asked = self.asked()
        if asked != "buy":
            self.placing = None
        if asked != "discard":
            self.discard_pick = [0, 0, 0]
        if asked != "pick_dial":
            self.dial_pick = None
        kind = self.pending_kind()
        self._discard_open = asked == "discard" and (kind == "discard" or self._discard_open)
        super().update(dt)
        self.refresh_buttons()

    def pass_to(self, player: int, reason: str = "") -> None:
        self.dial_pick = None  # a dial set on screen stays with the player who set it
        super().pass_to(player, reason)

    def animating(self) -> bool:
        return self.timeline.busy()

    def on_state_replaced(self) -> None:
        self.timeline.clear()
        self._due_floats.clear()
        self._shown_scores.clear()
        self.placing = None
        self.dial_pick = None
        self.discard_pick = [0, 0, 0]
        self.reveal_picks = None
        self._discard_open = False
        self._controls_key = None

    # ------------------------------------------------------------------ events -> animations
    def on_events(self, events) -> None:
        self._controls_key = None
        self.log_panel.sync(self.session.log)
        instant = self.app.settings.animation_factor <= 0
        t = self.timeline.tail() if self.timeline.busy() else 0.0
        sounds = set()
        results = []
        gains: dict[tuple[int, str], tuple[int, float]] = {}  # (seat, token) -> (tokens, when the last lands)
        for event in events:
            kind, data, p = event.kind, event.data or {}, event.player
            if kind == "dials_revealed":
                sounds.add("turn")
                self.reveal_picks = list(data["picks"])
                if not instant:
                    self.timeline.add("flip", t, FLIP, picks=list(data["picks"]))
                    t += FLIP
            elif kind == "summit_result":
                results.append(summit.Result(p, data["neighbour"], data["result"], data["amount"],
                                             self.timeline.now + (0.0 if instant else t)))
                if data["amount"]:
                    sounds.add("coin")
                if not instant:
                    self._fly_tokens(t, ("supply",), ("player", p), data["token"], data["amount"])
                    gains[(p, data["token"])] = (gains.get((p, data["token"]), (0, 0))[0] + data["amount"],
                                                 t + TOKEN_FLIGHT)
                    t += STEP
            elif kind == "tokens_gained" and not instant:
                self._fly_tokens(t, ("supply",), ("player", p), data["token"], data["amount"])
                gains[(p, data["token"])] = (gains.get((p, data["token"]), (0, 0))[0] + data["amount"],
                                             t + TOKEN_FLIGHT)
                t += STEP
            elif kind == "tokens_lost" and not instant:
                self._fly_tokens(t, ("player", p), ("supply",), data["token"], data["amount"])
                self._token_float(t, p, data["token"], -data["amount"])
                t += STEP
            elif kind == "tokens_taken" and not instant:
                self._fly_tokens(t, ("player", data["from"]), ("player", p), data["token"], data["amount"])
                self._token_float(t, data["from"], data["token"], -data["amount"])
                self._token_float(t + TOKEN_FLIGHT, p, data["token"], data["amount"])
                t += STEP
            elif kind == "card_bought":
                sounds.add("card")
                if not instant:
                    self.timeline.add("card", t, CARD_FLIGHT, player=p, card=data["card"], tier=data["tier"],
                                      slot=data["slot"])
                    for k, amount in enumerate(data["paid"]):
                        self._fly_tokens(t, ("player", p), ("supply",), TOKENS[k], amount)
                    card = self.view().content.card(data["card"])
                    if card.vp:  # where the card lands, as it lands
                        landing = self._pyramid_rect(self.view(), p, card.id)
                        self._float_later(t + CARD_FLIGHT, f"+{card.vp} VP", (landing.centerx, landing.top), look.GOLD)
                    t += CARD_FLIGHT
            elif kind == "slot_refilled" and not instant:
                self.timeline.add("refill", t, CARD_FLIGHT, tier=data["tier"], slot=data["slot"], card=data["card"])
                t += CARD_FLIGHT
            elif kind == "tokens_discarded" and not instant:
                for k, amount in enumerate(data["tokens"]):
                    self._fly_tokens(t, ("player", p), ("supply",), TOKENS[k], amount)
                t += STEP
            elif kind == "starting_token" and not instant:
                self.timeline.add("holder", t, TOKEN_FLIGHT, src=data["from"], dst=data["to"])
                t += TOKEN_FLIGHT
            elif kind == "game_end":
                sounds.add("win")
            elif kind == TURN_END and self.reveal_picks is not None and not instant:
                if any(e.kind == "dials_revealed" for e in events):
                    self.timeline.add("hold", t, HOLD)  # nobody advanced: let the results be read
                    t += HOLD
        for (p, token), (amount, landed) in gains.items():  # one "+3 Research" a seat, as its last token lands
            self._token_float(landed, p, token, amount)
        if self.reveal_picks is not None and any(e.kind == "dials_revealed" for e in events):
            self.last_summit = summit.from_events(self.reveal_picks, results)  # kept until the next reveal
        for name in sorted(sounds):
            self.play_sound(name)

    def _float_later(self, t: float, text: str, pos, colour) -> None:
        """A floating text once the timeline reaches `t` seconds from now (a flight landing)."""
        self._due_floats.append((self.timeline.now + t, text, tuple(pos), tuple(colour)))

    def _token_float(self, t: float, p: int, token: str, amount: int) -> None:
        """"+2 Research" rising from a seat's tokens as they arrive ("-1 Trade" as they leave)."""
        if not amount:
            return
        x, y = areas.token_chip_centre(self.areas[p], token)
        sign = "+" if amount > 0 else "\u2212"
        colour = TOKEN_COLOURS[token] if amount > 0 else LOSS_COLOUR
        self._float_later(t, f"{sign}{abs(amount)} {label(token)}", (x, y - 8), colour)

    def _release_floats(self) -> None:
        now = self.timeline.now
        due = [f for f in self._due_floats if f[0] <= now]
        if due:
            self._due_floats = [f for f in self._due_floats if f[0] > now]
            for _, text, pos, colour in due:
                self.float_text(text, pos, colour)

    def _fly_tokens(self, t: float, src, dst, token: str, amount: int) -> None:
        for i in range(min(amount, 6)):
            self.timeline.add("token", t + i * 0.07, TOKEN_FLIGHT, src=src, dst=dst, token=token,
                              count=1 if i < min(amount, 6) - 1 else amount - i)

    # ------------------------------------------------------------------ what to show mid-animation
    def shown_tokens(self, view, p: int) -> list[int]:
        tokens = list(view.tokens[p])
        now = self.timeline.now
        for a in self.timeline.of("token"):
            if a.data["dst"] == ("player", p) and a.progress(now) < 1.0:
                tokens[TOKENS.index(a.data["token"])] -= a.data["count"]
            if a.data["src"] == ("player", p) and a.waiting(now):
                tokens[TOKENS.index(a.data["token"])] += a.data["count"]
        return [max(0, x) for x in tokens]

    def hidden_cards(self, p: int) -> set:
        now = self.timeline.now
        return {a.data["card"] for a in self.timeline.of("card") if a.data["player"] == p and a.progress(now) < 1}

    def hidden_slots(self) -> set:
        now = self.timeline.now
        return {(a.data["tier"], a.data["slot"]) for a in self.timeline.of("refill") if a.progress(now) < 1}

    def shown_holder(self, view) -> int:
        now = self.timeline.now
        for a in self.timeline.of("holder"):
            if a.progress(now) < 1:
                return a.data["src"]
        return view.holder

    def point(self, where, token: str) -> tuple[float, float]:
        if where[0] == "supply":
            return supply_point(token)
        return areas.token_chip_centre(self.areas[where[1]], token)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        # the board layer already holds the starfield (see _board), so the base's is not drawn
        self.draw_table(surface)
        self.ui.draw_ui(surface)
        self._draw_hover(surface, self.view())  # the large card goes over the buttons too

    def _board(self, view) -> pygame.Surface:
        """Everything that changes only with the game (starfield, supply, market, decks, log),
        painted once into an opaque surface: one blit a frame instead of dozens."""
        states = self.market_states(view)
        hidden = frozenset(self.hidden_slots())
        log = self.session.log
        area_keys = tuple(self._area_key(view, p) for p in range(self.n))
        key = (self.moment(), states, hidden, len(log), id(log[-1]) if log else 0, self.log_panel.scroll,
               self.log_panel.clear_below, self.log_panel.colour_blind, area_keys)
        if key != self._board_key:
            self._board_key = key
            board = self._board_surface
            look.starfield().draw(board, 0.0)
            self._draw_side(board, view)
            self.log_panel.draw(board)
            self._draw_supply(board, view)
            self._draw_market(board, view, states, hidden)
            look.panel(board, CONTROL_RECT, alpha=200)
            for p, area_key in enumerate(area_keys):
                board.blit(areas.area_surface(area_key), self.areas[p])
        return self._board_surface

    def draw_table(self, surface) -> None:
        view = self.view()
        surface.blit(self._board(view), (0, 0))
        self._draw_lifted_card(surface, view)
        self._draw_bot_purchase(surface, view)
        for p in range(self.n):
            self._draw_area_live(surface, view, p)
        self._draw_control_panel(surface, view)
        self._draw_flights(surface, view)
        kind = self.pending_kind()
        if kind == "buy" and self.placing is not None:
            pickers.draw_placement(self, surface, view)
        elif kind == "pay":
            pickers.draw_payment(self, surface, view)
        elif kind in ("choose_token", "choose_neighbour_token"):
            pickers.draw_options(self, surface, view)
        elif kind == "discard" or self._discard_open:  # stays up, inactive, while others' returns fly
            pickers.draw_discard(self, surface, view)

    def _draw_side(self, surface, view) -> None:
        look.blit_text(surface, "KARDASHEV SCALE", 26, (SIDE_X, 14), look.INK, "display")
        phase = {"summit": "Summit", "advance": "Advancing", "discard": "Round end", "over": "Game over"}
        look.blit_text(surface, f"Round {view.round} · {phase.get(view.phase, view.phase)}", 15,
                       (SIDE_X + 2, 44), look.MUTED, "bold")
        if view.end_reason and not view.finished:
            look.blit_text(surface, "Last round", 15, (SIDE_X + 366, 44), look.GOLD, "bold", "topright")
        wrapped(surface, f"First to {view.end_vp} base VP ends the game after that round.", 13, RULE_RECT,
                look.FAINT)
        x = SIDE_X + 2  # what the icons on the cards mean
        for when in ("on_buy", "ongoing", "game_end"):
            draw_when_icon(surface, when, (x + 7, 864), 7)
            words = look.blit_text(surface, WHEN_WORDS[when], 13, (x + 18, 864), look.MUTED, "regular", "midleft")
            x = words.right + 16
        look.blit_text(surface, "Hover a card to read all of it.", 13, (SIDE_X + 2, 878), look.FAINT)

    def _draw_supply(self, surface, view) -> None:
        """The token piles the tokens fly from, what beats what as a circle of arrows, what a
        Summit pays, and the starting token."""
        look.panel(surface, SUPPLY_RECT, alpha=180)
        x0 = SUPPLY_RECT.x
        look.blit_text(surface, "SUPPLY", 14, (SUPPLY_RECT.centerx, SUPPLY_RECT.y + 12), look.MUTED, "bold", "midtop")
        for token in TOKENS:
            x, y = supply_point(token)
            for i in range(3):
                blit_token(surface, token, (x, y + 6 - i * 5), 14)
            look.blit_text(surface, label(token), 13, (x + 24, y), look.INK, "bold", "midleft")
        y = SUPPLY_RECT.y + 176
        look.blit_text(surface, "WHAT BEATS WHAT", 12, (SUPPLY_RECT.centerx, y), look.MUTED, "bold", "midtop")
        centre = (SUPPLY_RECT.centerx, y + 62)
        spots = {"conflict": (centre[0], centre[1] - 40), "research": (centre[0] + 42, centre[1] + 28),
                 "trade": (centre[0] - 42, centre[1] + 28)}
        for winner, loser in (("conflict", "research"), ("research", "trade"), ("trade", "conflict")):
            _arrow(surface, spots[winner], spots[loser], 17, look.MUTED)
        for token, spot in spots.items():
            blit_token(surface, token, spot, 12)
        look.blit_text(surface, "an arrow points", 12, (SUPPLY_RECT.centerx, centre[1] + 44), look.FAINT,
                       "regular", "midtop")
        look.blit_text(surface, "to what it beats", 12, (SUPPLY_RECT.centerx, centre[1] + 59), look.FAINT,
                       "regular", "midtop")
        constants = view.content.constants
        win = constants.win_tokens_two_players if self.n == 2 else constants.win_tokens
        y = centre[1] + 84
        for line in (f"A win pays {win}, a tie {constants.tie_tokens}.", "Advance takes none,", "then buys a card."):
            look.blit_text(surface, line, 12, (x0 + 10, y), look.INK)
            y += 17
        badge = (x0 + 22, SUPPLY_RECT.bottom - 18)
        pygame.draw.circle(surface, look.GOLD, badge, 11)
        look.blit_text(surface, "1st", 10, badge, (40, 30, 10), "bold", "center")
        look.blit_text(surface, "starting token", 12, (badge[0] + 17, badge[1]), look.MUTED, "regular", "midleft")

    def market_states(self, view) -> tuple:
        """((tier, slot, state, reason), ...) for the market as the viewer sees it: lit when they
        may buy it now, grey with the reason when they are buying but cannot take it."""
        key = (self.moment(), self.pending_kind())
        if key == self._states_key:
            return self._states
        kind, player = key[1], self.deciding()
        buyable = set()
        if kind == "buy":
            buyable = {(a.tier, a.slot) for a in view.legal_actions(player) if type(a) is BuyCard}
        found = []
        for t, tier in enumerate(TIERS):
            for slot, card_id in enumerate(view.market[t]):
                if card_id is None or kind != "buy":
                    found.append((tier, slot, "normal", ""))
                elif (tier, slot) in buyable:
                    found.append((tier, slot, "lit", ""))
                else:
                    found.append((tier, slot, "grey", pickers.why_not(view, player, tier, view.content.card(card_id))))
        self._states_key, self._states = key, tuple(found)
        return self._states

    def _market_state(self, view, tier: str, slot: int):
        for t, s, state, reason in self.market_states(view):
            if t == tier and s == slot:
                return state, reason
        return "normal", ""

    def _draw_market(self, surface, view, states, hidden) -> None:
        for tier, slot, state, _ in states:
            rect = self.market_rect(view, tier, slot)
            card_id = view.market[TIERS.index(tier)][slot]
            if card_id is None or (tier, slot) in hidden:
                pygame.draw.rect(surface, (40, 50, 76), rect, 2, border_radius=10)
                continue
            surface.blit(market_face(view.content.card(card_id), rect.w, rect.h, state), rect)
        for t, tier in enumerate(TIERS):
            deck = deck_rect(tier)
            left = len(view.decks[t])
            if left:
                for i in range(min(3, left), 0, -1):
                    surface.blit(card_back(deck.w, deck.h, tier), deck.move(i * 3, -i * 3))
                face = deck.move(3, -3)
                pygame.draw.circle(surface, (10, 14, 28), face.center, 19)
                look.blit_text(surface, str(left), 20, face.center, look.INK, "display", "center")
            else:
                pygame.draw.rect(surface, (40, 50, 76), deck, 2, border_radius=8)
            look.blit_text(surface, "left" if left else "none left", 12, (deck.centerx + 3, deck.bottom + 2),
                           TIER_COLOURS[tier], "bold", "midtop")

    def _draw_lifted_card(self, surface, view) -> None:
        """The lit market card under the mouse rises a little."""
        for tier, slot, state, _ in self.market_states(view):
            if state != "lit":
                continue
            rect = self.market_rect(view, tier, slot)
            if rect.collidepoint(self.pointer):
                card = view.content.card(view.market[TIERS.index(tier)][slot])
                pygame.draw.rect(surface, (5, 8, 18), rect, border_radius=10)
                surface.blit(market_face(card, rect.w, rect.h, state), rect.move(0, -6))

    def _status(self, view, p: int) -> str:
        if view.finished:
            return ""
        shown = self.bot_preview
        if shown is not None and shown[0] == p:
            if isinstance(shown[1], BuyCard):
                return "Buying"
            if isinstance(shown[1], SkipPurchase):
                return "Buys nothing"
        if view.phase == "advance":
            if view.current_advancer() == p:
                return "Advancing now"
            if p in view.queue[view.queue_pos + 1:]:
                return "Will advance"
        if view.phase == "discard" and view.owed[p] > 0:
            return f"Must return {view.owed[p]}"
        return ""

    def _area_key(self, view, p: int):
        seat = self.session.config.seats[p]
        detail = seat_detail(seat)
        acting = p in view.to_act() and view.phase != "summit"
        hidden = self.hidden_cards(p)
        base, score = self.shown_score(view, p)
        return areas.area_key(view, p, self.areas[p], seat, self.seat_colour(p), seat_shape(seat, p),
                              self.app.settings.colour_blind, base, score, hidden, p == self.viewer, acting,
                              self._status(view, p), detail)

    def shown_score(self, view, p: int) -> tuple[int, int | float]:
        """(base VP, projected score) at a seat: what it would score if the game ended now, from
        the viewer's view; held at its old value while a card bought flies to the seat (its
        "+N VP" floats up as it lands)."""
        if self.hidden_cards(p) and p in self._shown_scores:
            return self._shown_scores[p]
        total, _ = self.projected(p)
        self._shown_scores[p] = (view.base_vp(p), total)
        return self._shown_scores[p]

    def shown_summit(self, view) -> summit.LastSummit | None:
        """The last Summit each seat shows: from the reveal's events, or rebuilt from the dials."""
        if not view.revealed:
            return None
        if self.last_summit is None or self.last_summit.picks != tuple(view.revealed):
            self.last_summit = summit.from_view(view)
        return self.last_summit

    def _draw_area_live(self, surface, view, p: int) -> None:
        """The parts of an area that move with animations: tokens, dial, last Summit's results."""
        rect = self.areas[p]
        areas.draw_tokens(surface, rect, self.shown_tokens(view, p), view.modifiers(p).token_limit)
        self._draw_dial(surface, view, p, rect)
        if self.shown_holder(view) == p and not self.timeline.of("holder"):
            areas.draw_holder(surface, areas.holder_centre(rect))  # over the dial's rim
        self._draw_results(surface, view, p, rect)

    def _draw_dial(self, surface, view, p: int, rect) -> None:
        centre = (rect.x + areas.DIAL_CENTRE[0], rect.y + areas.DIAL_CENTRE[1])
        colour = self.seat_colour(p)
        radius = areas.DIAL_RADIUS
        now = self.timeline.now
        flips = [a for a in self.timeline.of("flip") if a.progress(now) < 1]
        if flips:
            t = flips[0].progress(now)
            if t < 0.5:
                draw_dial(surface, centre, radius, colour, None, face_down=True, ready=True, squash=1 - 2 * t)
            else:
                draw_dial(surface, centre, radius, colour, flips[0].data["picks"][p], squash=2 * t - 1)
            return
        if view.phase == "summit" and self.animating() and self.reveal_picks is not None:
            draw_dial(surface, centre, radius, colour, self.reveal_picks[p])
            return
        if view.phase == "summit":
            pick = view.picks[p]
            if pick is not None and pick != HIDDEN and p == self.viewer:
                draw_dial(surface, centre, radius, colour, pick)
            else:
                draw_dial(surface, centre, radius, colour, None, face_down=True, ready=pick is not None)
            return
        draw_dial(surface, centre, radius, colour, view.revealed[p] if view.revealed else None)

    def _draw_results(self, surface, view, p: int, rect) -> None:
        """Last Summit at this seat, until the next reveal: the pick (while this round's dial is
        face down) and the result against each neighbour."""
        last = self.shown_summit(view)
        if last is None or self.timeline.of("flip"):
            return
        x, y = rect.x + areas.TEXT_X, rect.y + areas.PILL_Y
        pick = last.picks[p] if view.phase == "summit" else None
        shown = last.of(p, self.timeline.now)
        pills = list(areas.results_row(pick, tuple(shown), rect.right - 10 - x))
        if pick is not None:
            text, dx, w = pills.pop(0)
            areas.pick_chip(surface, (x + dx, y, w, areas.PILL_H), pick, text)
        for result, (text, dx, w) in zip(shown, pills):
            colour = RESULT_COLOURS.get(result.result, look.MUTED)
            words = areas.pill(surface, (x + dx, y, w, areas.PILL_H), text, colour, room_right=areas.MARKER_ROOM)
            self.draw_player_marker(surface, (words.right + 10, y + areas.PILL_H // 2), 6, result.neighbour)

    def _draw_control_panel(self, surface, view) -> None:
        kind = self.pending_kind()
        x, y, w = CONTROL_RECT.x + 20, CONTROL_RECT.y + 16, CONTROL_RECT.w - 40
        if view.finished:
            look.blit_text(surface, "The game is over", 22, (x, y), look.INK, "display")
            outcome = view.outcome()
            yy = y + 44
            for result in sorted(outcome.results, key=lambda r: (r.rank, r.player)) if outcome else ():
                colour = look.GOLD if result.rank == 1 else look.INK
                look.blit_text(surface, {1: "1st", 2: "2nd", 3: "3rd"}.get(result.rank, f"{result.rank}th"), 15,
                               (x, yy), colour, "bold")
                self.draw_player_marker(surface, (x + 48, yy + 10), 8, result.player)
                look.blit_text(surface, self.seat_name(result.player), 16, (x + 62, yy), colour, "bold")
                look.blit_text(surface, f"{game_over_points(result.score)} VP", 16, (x + w, yy), colour, "bold",
                               "topright")
                yy += 28
            wrapped(surface, "Hover a seat's score for what it is made of.", 14, (x, yy + 10, w, 40), look.MUTED)
            return
        if kind == "pick_dial":
            ask = ": set your dial"  # a long name is cut to leave it room, never run over the market
            who = fonts.shortened(self.seat_name(self.viewer), 22, w - fonts.font(22, "display").size(ask)[0], "display")
            look.blit_text(surface, f"{who}{ask}", 22, (x, y), look.INK, "display")
            how = "Pick in secret (or press C, T, R or A). Every dial turns over at once." \
                if self.app.settings.reveal_at_once else \
                "Pick in secret (C, T, R or A), then Reveal (Enter). You may change it until then."
            wrapped(surface, how, 14, (x, y + 32, w, 40), look.MUTED)
            hover = dial_segment_at(PICKER_CENTRE, PICKER_RADIUS, self.pointer)
            draw_dial(surface, PICKER_CENTRE, PICKER_RADIUS, self.seat_colour(self.viewer), self.dial_pick,
                      hover=hover)
            hint = pickers.PICK_HINTS.get(hover or self.dial_pick, "Conflict beats Research, Research beats Trade, "
                                                                   "Trade beats Conflict.")
            wrapped(surface, hint, 14, HINT_RECT, look.INK, centred=True)
            return
        if view.phase == "summit" and self.animating() and self.reveal_picks is not None:
            look.blit_text(surface, "The dials turn over", 22, (x, y), look.INK, "display")
            wrapped(surface, "Each player compares their dial with both neighbours; the supply pays out wins "
                    "and ties.", 15, (x, y + 40, w, 120), look.MUTED)
            return
        if view.phase == "summit":
            look.blit_text(surface, "Summit", 22, (x, y), look.INK, "display")
            mine = view.picks[self.viewer] if self.viewer is not None else None
            if mine not in (None, HIDDEN):
                draw_dial(surface, PICKER_CENTRE, PICKER_RADIUS * 0.8, self.seat_colour(self.viewer), mine)
                look.blit_text(surface, f"Your dial: {label(mine)}", 16, (CONTROL_RECT.centerx, y + 44),
                               look.INK, "bold", "midtop")
            waiting = [self.seat_name(p) for p in view.to_act()]
            text = "Waiting for " + ", ".join(waiting) + "." if waiting else "The dials turn over…"
            wrapped(surface, text, 15, (x, CONTROL_RECT.bottom - 80, w, 60), look.MUTED, centred=True)
            return
        if view.phase == "advance":
            look.blit_text(surface, "Advancing", 22, (x, y), look.INK, "display")
            yy = y + 40
            for i, p in enumerate(view.queue):
                done = i < view.queue_pos
                now = i == view.queue_pos
                self.draw_player_marker(surface, (x + 10, yy + 10), 8, p)
                colour = look.ACCENT if now else (look.FAINT if done else look.INK)
                look.blit_text(surface, self.seat_name(p) + ("  (done)" if done else ""), 16, (x + 26, yy), colour,
                               "bold" if now else "regular")
                yy += 26
            if kind == "buy":
                wrapped(surface, "Choose a lit card in the market, then where it goes. Hover a grey card to "
                        "see what it needs.", 15, (x, yy + 14, w, 120), look.INK)
            elif kind:
                pending = view.pending(self.viewer)
                wrapped(surface, pending.prompt, 15, (x, yy + 14, w, 120), look.INK)
            else:
                who = view.current_advancer()
                if who is not None:
                    wrapped(surface, self._advancer_text(view, who), 15, (x, yy + 14, w, 60), look.MUTED)
            return
        if view.phase == "discard":
            look.blit_text(surface, "Round end", 22, (x, y), look.INK, "display")
            names = [self.seat_name(p) for p in view.to_act()]
            text = ("Players above their token limit return the extra: " + ", ".join(names) + ".") if names \
                else "Every player is within their token limit."
            wrapped(surface, text, 15, (x, y + 40, w, 120), look.INK)

    def _advancer_text(self, view, who: int) -> str:
        """What the player advancing is doing, while a person watches."""
        shown = self.bot_preview
        if shown is not None and shown[0] == who:
            if isinstance(shown[1], BuyCard):
                card_id = view.market[TIERS.index(shown[1].tier)][shown[1].slot]
                if card_id is not None:
                    return f"{self.seat_name(who)} buys {view.content.card(card_id).name}."
            if isinstance(shown[1], SkipPurchase):
                return f"{self.seat_name(who)} buys nothing this round."
        return f"{self.seat_name(who)} is choosing a card."

    # ------------------------------------------------------------------ computer moves, shown first
    def preview_bot_move(self, player: int, action) -> float:
        """A computer's purchase is shown before it happens: the card rises in the market in the
        buyer's colour (then flies to their pyramid); advancing without buying says so."""
        if isinstance(action, BuyCard):
            return BUY_PREVIEW
        if isinstance(action, SkipPurchase):
            return SKIP_PREVIEW
        return 0.0

    def previewed_card(self, view) -> tuple[int, str, int] | None:
        """(buyer, tier, slot) of the market card a computer player is about to buy."""
        shown = self.bot_preview
        if shown is None or not isinstance(shown[1], BuyCard):
            return None
        action = shown[1]
        if view.market[TIERS.index(action.tier)][action.slot] is None:
            return None
        return shown[0], action.tier, action.slot

    def _draw_bot_purchase(self, surface, view) -> None:
        found = self.previewed_card(view)
        if found is None:
            return
        buyer, tier, slot = found
        rect = self.market_rect(view, tier, slot)
        card = view.content.card(view.market[TIERS.index(tier)][slot])
        colour = self.seat_colour(buyer)
        lifted = rect.move(0, -8)
        pygame.draw.rect(surface, (5, 8, 18), rect, border_radius=10)
        surface.blit(market_face(card, rect.w, rect.h), lifted)
        pulse = 0.5 + 0.5 * abs(((self.app.clock_s * 1.8) % 2) - 1)
        pygame.draw.rect(surface, mix(colour, (255, 255, 255), pulse * 0.35), lifted.inflate(6, 6), 3,
                         border_radius=12)
        tag = f"{self.seat_name(buyer)} buys"
        width = look.text(tag, 13, look.INK, "bold").get_width() + 30
        box = pygame.Rect(0, 0, width, 22)
        box.midtop = (lifted.centerx, lifted.bottom + 2)
        pygame.draw.rect(surface, (10, 14, 28), box, border_radius=11)
        pygame.draw.rect(surface, colour, box, 2, border_radius=11)
        self.draw_player_marker(surface, (box.x + 12, box.centery), 6, buyer)
        look.blit_text(surface, tag, 13, (box.x + 22, box.centery), look.INK, "bold", "midleft")

    def _draw_flights(self, surface, view) -> None:
        now = self.timeline.now
        for a in self.timeline.items:
            if not a.running(now):
                continue
            t = animation.ease(a.progress(now))
            if a.kind == "token":
                start = self.point(a.data["src"], a.data["token"])
                end = self.point(a.data["dst"], a.data["token"])
                x = start[0] + (end[0] - start[0]) * t
                y = start[1] + (end[1] - start[1]) * t - math.sin(math.pi * t) * 60
                blit_token(surface, a.data["token"], (x, y), 12)
            elif a.kind in ("card", "refill"):
                tier, slot = a.data["tier"], a.data["slot"]
                slot_rect = self.market_rect(view, tier, slot)
                if a.kind == "card":
                    start, end = pygame.Rect(slot_rect), self._pyramid_rect(view, a.data["player"], a.data["card"])
                else:
                    start, end = deck_rect(tier), slot_rect
                    if a.data["card"] is None:
                        continue
                rect = pygame.Rect(start.x + (end.x - start.x) * t, start.y + (end.y - start.y) * t,
                                   max(10, start.w + (end.w - start.w) * t), max(10, start.h + (end.h - start.h) * t))
                # faces are cached at their own sizes and only scaled in flight (no re-render per frame)
                card = view.content.card(a.data["card"])
                if a.kind == "refill" and t < 0.5:
                    image = card_back(start.w, start.h, tier)
                elif a.kind == "card" and t > 0.6:  # landing: it becomes the small face it will be
                    image = small_face(card, end.w, end.h)
                else:
                    image = market_face(card, slot_rect.w, slot_rect.h)
                surface.blit(pygame.transform.scale(image, (int(rect.w), int(rect.h))), rect)
            elif a.kind == "holder":
                (sx, sy), (ex, ey) = areas.holder_centre(self.areas[a.data["src"]]), \
                    areas.holder_centre(self.areas[a.data["dst"]])
                x, y = sx + (ex - sx) * t, sy + (ey - sy) * t
                areas.draw_holder(surface, (x, y))

    def _pyramid_rect(self, view, player: int, card_id: str) -> pygame.Rect:
        """Where a card sits in a player's area (the centre of their pyramid if not found)."""
        area = self.areas[player]
        for _, _, cid, rect in areas.pyramid_geometry(view.pyramids[player], area).cards(view.pyramids[player]):
            if cid == card_id:
                return rect
        rect = pygame.Rect(0, 0, *areas.SMALL_CARD)
        rect.center = areas.pyramid_box(area.w).move(area.topleft).center
        return rect

    def _draw_hover(self, surface, view) -> None:
        """The large card for the card under the mouse (market, pyramids, pickers), over the log:
        never over the market, the pickers or the seats the player is deciding about. It waits
        for the mouse to move after a click, so a card just placed does not pop up."""
        top = self.app.stack.top
        if top is not self and getattr(top, "table", None) is not self:  # only under a scene showing this table
            return  # (the final position after the game), never under a menu
        shown = self.hover_card(view)
        if shown is None:
            if self.hover_armed:
                self._draw_name_tip(surface, view)
                self._draw_score_tip(surface, view)
            return
        image, rect = shown
        pygame.draw.rect(surface, (0, 0, 0), rect.move(6, 8), border_radius=18)
        surface.blit(image, rect)

    def hover_card(self, view):
        """(image, rect) of the large card to show now, or None: over the log, once the mouse
        has moved since the last click."""
        if not self.hover_armed:
            return None
        hit = self.card_under_mouse(view)
        if hit is None:
            return None
        card, _, reason = hit
        image = large_card(card, reason)
        rect = image.get_rect(midtop=(HOVER_SPOT.centerx, HOVER_SPOT.y + 4))
        return image, rect

    def score_tip(self, p: int) -> list[tuple[str, str]]:
        """The lines of a seat's projected score, as its hover shows them."""
        total, lines = self.projected(p)
        rows = [(line.label, game_over_points(line.points)) for line in lines]
        return rows + [("If the game ended now", game_over_points(total))]

    def _draw_score_tip(self, surface, view) -> None:
        """Hovering a seat's score: what it is made of (base VP and each game-end ability)."""
        for p, area in self.areas.items():
            if not areas.score_rect(area).collidepoint(self.pointer):
                continue
            width = 300
            rows = [(fit_lines(text, 14, width - 80, "regular", hyphenate=True), points)
                    for text, points in self.score_tip(p)]
            box = pygame.Rect(0, 0, width, 44 + sum(20 * len(lines) + 2 for lines, _ in rows))
            box.topright = (area.right - 6, area.y + 34)
            if box.bottom > 896:  # a seat in the bottom row: the lines open upwards
                box.bottom = area.y + 30
            look.panel(surface, box, alpha=244, radius=10, edge=look.GOLD)
            look.blit_text(surface, f"{self.seat_name(p)}: score so far", 15, (box.x + 12, box.y + 10), look.INK,
                           "bold")
            y = box.y + 38
            for i, (lines, points) in enumerate(rows):
                last = i == len(rows) - 1
                if last:
                    pygame.draw.line(surface, look.PANEL_EDGE, (box.x + 12, y - 2), (box.right - 12, y - 2), 1)
                colour = look.GOLD if last else look.INK
                look.blit_text(surface, points, 14, (box.right - 12, y + 2), colour, "bold", "topright")
                for line in lines:
                    look.blit_text(surface, line, 14, (box.x + 12, y + 2), colour, "bold" if last else "regular")
                    y += 20
                y += 2
            return

    def _draw_name_tip(self, surface, view) -> None:
        """A seat's whole name, when it was too long for its area (a name of dozens of letters)."""
        for p, area in self.areas.items():
            if not areas.name_rect(area).collidepoint(self.pointer):
                continue
            name = self.seat_name(p)
            if areas.name_layout(name, areas.name_width(area.w))[0] == name:
                return
            lines = fit_lines(name, 15, 340, "bold", hyphenate=True)
            box = pygame.Rect(0, 0, 360, 16 + 20 * len(lines))
            box.topleft = (area.x + areas.TEXT_X, area.y + areas.NAME_Y + 28)
            box.clamp_ip(pygame.Rect(0, 0, 1600, 900))
            look.panel(surface, box, alpha=240, radius=8, edge=look.ACCENT)
            for i, line in enumerate(lines):
                look.blit_text(surface, line, 15, (box.x + 10, box.y + 8 + i * 20), look.INK, "bold")
            return

    def card_under_mouse(self, view):
        pos = self.pointer
        kind = self.pending_kind()
        modal = pickers.modal_open(self, kind)
        if modal:
            return pickers.card_under_mouse(self, view, pos)
        hidden = self.hidden_slots()
        for t, tier in enumerate(TIERS):
            for slot, card_id in enumerate(view.market[t]):
                rect = self.market_rect(view, tier, slot)
                if card_id is not None and (tier, slot) not in hidden and rect.collidepoint(pos):
                    _, reason = self._market_state(view, tier, slot)
                    return view.content.card(card_id), rect, reason
        for p, area in self.areas.items():
            if not area.collidepoint(pos):
                continue
            geometry = areas.pyramid_geometry(view.pyramids[p], area)
            for _, _, card_id, rect in geometry.cards(view.pyramids[p]):
                if rect.collidepoint(pos):
                    return view.content.card(card_id), rect, ""
        return None


def _arrow(surface, start, end, gap: float, colour) -> None:
    """An arrow from start to end, stopping `gap` short of both (the tokens sit there)."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy) or 1
    ux, uy = dx / length, dy / length
    a = (start[0] + ux * gap, start[1] + uy * gap)
    b = (end[0] - ux * gap, end[1] - uy * gap)
    pygame.draw.line(surface, colour, a, b, 2)
    pygame.draw.polygon(surface, colour, [b, (b[0] - ux * 8 - uy * 5, b[1] - uy * 8 + ux * 5),
                                          (b[0] - ux * 8 + uy * 5, b[1] - uy * 8 - ux * 5)])
