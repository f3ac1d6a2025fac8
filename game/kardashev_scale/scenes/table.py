"""The Kardashev Scale table: the market pyramid in the middle, every player's area round it, the
decision panel with the dial picker, and pickers for placing, paying, ability questions and
discarding.

A thin scene over four parts: the table model (model.py, what is on the table for the player at
the screen), the layout (layout.py, where, from the window's size and the UI scale), the
painters (board, seats, panel, pickers, faces, large_face, flights) and the director
(director.py, events into animations). Input goes through controls.py (what can be clicked or
keyed now) and hovering through hover.py (the large card, a seat's score and name). Every click
becomes one of the viewer's legal actions, checked against the true state before it is applied;
what cannot be chosen is greyed, and hovering it says why."""

from __future__ import annotations

import pygame

from game.ui import look
from game.ui.choice_buttons import Choice, ChoiceButtons
from game.ui.identity import seat_shape
from game.ui.still_picture import StillPicture
from game.ui.table import TableScene as BaseTable

from ..rules.actions import BuyCard, PickDial, SkipPurchase
from ..rules.terms import TIERS, label
from . import board, flights, model, pickers
from .art import LOSS_COLOUR, TOKEN_COLOURS, dial_segment_at, draw_dial, mix
from .controls import TableControls
from .director import BUY_PREVIEW, SKIP_PREVIEW, Director
from .faces import SMALLEST, market_face
from .hover import Hovering
from .layout import table_layout
from .panel import PanelPlaces, draw_panel
from .seats import SeatPlaces, draw_holder, draw_results, draw_tokens, seat_picture
from .undo_words import UndoWithWords
from .widgets import Control

FLOAT_COLOURS = {**TOKEN_COLOURS, "gold": look.GOLD, "loss": LOSS_COLOUR}


class TableScene(Hovering, TableControls, BaseTable):
    name = "kardashev_table"
    legacy_canvas = False

    def __init__(self, app, session):
        super().__init__(app, session)
        self.n = len(session.config.seats)
        self.anchor = self.human_seats[0] if self.human_seats else 0
        self.director = Director()
        self.placing: tuple[str, int] | None = None  # market card chosen, waiting for its pyramid slot
        self.dial_pick: str | None = None  # the dial set on screen, not yet revealed
        self.discard_pick = [0, 0, 0]
        self._shown_scores: dict[int, tuple] = {}  # (base, projected) per seat, held while its card flies
        self._controls_key = None
        self._controls: list[Control] = []
        self.board_picture = StillPicture()
        self._discard_open = False
        self.add_log_panel((0, 0, 100, 100), drawn_by_scene=True)  # drawn into the cached board picture
        self.panel_buttons = ChoiceButtons(self, (0, 0, 1, 1), prefix="", style="small_button",
                                           columns=lambda count: 1, label_font=(15, "regular"))
        self.picker_buttons = ChoiceButtons(self, (0, 0, 1, 1), prefix="", style="small_button",
                                            columns=lambda count: 1, label_font=(15, "regular"))
        self.lay_out()

    # ------------------------------------------------------------------ where things are
    def lay_out(self) -> None:
        m = self.metrics
        lay = self.lay = table_layout(m, self.n, self.anchor)
        self.areas = lay.areas
        self.seats = {p: SeatPlaces(rect, lay.scale) for p, rect in lay.areas.items()}
        self.panel = PanelPlaces(lay.control, lay.scale)
        self.modal = pickers.Modal(lay.modal, lay.scale)
        self.log_panel.resize(lay.log, m)
        self.undo_menu = UndoWithWords(self, lay.undo, lay.menu, lay.undo_words)
        self.add_hint(lay.hint, caption_side="above", caption_gap=lay.px(5))
        self.panel_buttons.area, self.panel_buttons.height = self.panel.skip_rect, self.panel.skip_rect.h
        self.picker_buttons.area, self.picker_buttons.height = self.modal.foot_buttons, self.modal.foot_buttons.h
        self.add_button("cancel", self.modal.foot_buttons, "Choose another card", self.cancel_placing,
                        style="small_button", tooltip="Put the card back and choose another (Esc)")
        self.button("cancel").hide()
        self._controls_key = None
        self.board_picture.forget()

    def market_rect(self, view, tier: str, slot: int) -> pygame.Rect:
        return self.lay.market_rect(tier, slot, len(view.market[TIERS.index(tier)]))

    # ------------------------------------------------------------------ the view and the decision
    def deciding(self) -> int | None:
        """The player at the screen when it is their decision (and nothing is moving)."""
        v = self.viewer
        if v is None or self.session.replaying or self.session.state.is_terminal() or self.busy():
            return None  # in a replay nobody decides: the panel says whose move it is instead
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
        return self.asked() if self.deciding() is not None else None

    def deciding_player(self) -> int | None:
        return self.deciding()

    def table(self) -> model.TableModel:
        """The table model for the moment, with the scores held while bought cards fly."""
        flying = tuple(self.director.hidden_cards(p) for p in range(self.n))
        return self.memo("table", self._build_table, (self.bot_preview, flying, self.deciding(),
                                                       self.app.settings.reveal_at_once))

    def _build_table(self) -> model.TableModel:
        view = self.view()
        scores = {p: self.shown_score(view, p) for p in range(self.n)}
        return model.build(view, self.session.config.seats, self.viewer, self.deciding(), scores, self.bot_preview,
                           self.app.settings.reveal_at_once, self.session.replaying)

    def shown_score(self, view, p: int) -> tuple[int, int | float]:
        """(base VP, projected score) at a seat, from the viewer's view; held at its old value
        while a card bought flies to the seat (its "+N VP" floats up as it lands)."""
        if self.director.hidden_cards(p) and p in self._shown_scores:
            return self._shown_scores[p]
        total, _ = self.projected(p)
        self._shown_scores[p] = (view.base_vp(p), total)
        return self._shown_scores[p]

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

    # ------------------------------------------------------------------ buttons
    def coach_area(self) -> pygame.Rect:
        return self.lay.log  # a tutorial's card goes over the log, never over the pyramids

    def refresh_buttons(self) -> None:
        """The buttons of the moment: Skip or Reveal under the dial panel, the picker's own."""
        kind = self.pending_kind()
        shown, area = [], self.panel.skip_rect
        if kind == "buy" and self.placing is None:
            shown = [Choice("skip", "Advance without buying", SkipPurchase())]
        elif kind == "pick_dial" and self.dial_pick is not None:
            shown = [Choice("reveal", f"{self.reveal_label()}: {label(self.dial_pick)}", PickDial(self.dial_pick),
                            "Turn your dial over (Enter). Until then you may pick again.", primary=True)]
            area = self.panel.reveal_rect
        self.panel_buttons.height = area.h
        self.panel_buttons.show(shown, area)
        self.picker_buttons.show(pickers.foot_choices(self, self.view(), self.deciding(), kind) if kind else [])
        cancel = self.button("cancel")
        placing = kind == "buy" and self.placing is not None
        if placing != bool(cancel.visible):
            cancel.show() if placing else cancel.hide()

    # ------------------------------------------------------------------ loop
    def update(self, dt: float) -> None:
        for text, where, colour in self.director.advance(dt, self.app.settings.animation_factor):
            self.float_text(text, self._float_point(where), FLOAT_COLOURS.get(colour, look.GOLD))
        # selections are dropped when the decision itself changes, not while others' moves animate
        asked = self.asked()
        if asked != "buy":
            self.placing = None
        if asked != "discard":
            self.discard_pick = [0, 0, 0]
        if asked != "pick_dial":
            self.dial_pick = None
        self._discard_open = asked == "discard" and (self.pending_kind() == "discard" or self._discard_open)
        super().update(dt)
        self.refresh_buttons()

    def _float_point(self, where) -> tuple[int, int]:
        if where[0] == "chip":
            x, y = self.seats[where[1]].token_chip_centre(where[2])
            return x, y - self.lay.px(7)
        landing = self.seats[where[1]].card_rect(self.view().pyramids[where[1]], where[2])
        return landing.centerx, landing.top

    def pass_to(self, player: int, reason: str = "") -> None:
        self.dial_pick = None  # a dial set on screen stays with the player who set it
        super().pass_to(player, reason)

    def animating(self) -> bool:
        return self.director.busy()

    def on_state_replaced(self) -> None:
        self.director.clear()
        self._shown_scores.clear()
        self.placing = None
        self.dial_pick = None
        self.discard_pick = [0, 0, 0]
        self._discard_open = False
        self._controls_key = None

    def on_events(self, events) -> None:
        self._controls_key = None
        self.log_panel.sync(self.session.log)
        self.director.tell(events, self.view().content, self.app.settings.animation_factor <= 0)
        for sound in self.director.take_sounds():
            self.play_sound(sound)

    def preview_bot_move(self, player: int, action) -> float:
        """A computer's purchase is shown before it happens: the card rises in the market in the
        buyer's colour (then flies to their pyramid); advancing without buying says so."""
        if isinstance(action, BuyCard):
            return BUY_PREVIEW
        if isinstance(action, SkipPurchase):
            return SKIP_PREVIEW
        return 0.0

    # ------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        # the board picture already holds the starfield (see _board), so the base's is not drawn
        self.draw_table(surface)
        self.undo_menu.draw_words(surface)
        self.ui.draw_ui(surface)
        self._draw_hover(surface, self.view())  # the large card goes over the buttons too

    def _seat_pictures(self, table) -> list:
        colour_blind = self.app.settings.colour_blind
        content = self.view().content
        found = []
        for seat in table.seats:
            area, p = self.areas[seat.player], seat.player
            found.append(seat_picture(seat, area.w, area.h, self.lay.scale, tuple(self.seat_colour(p)[:3]),
                                      seat_shape(self.session.config.seats[p], p), colour_blind, content,
                                      self.director.hidden_cards(p)))
        return found

    def _board(self, view, table) -> pygame.Surface:
        """Everything that changes only with the game (starfield, side column, log, supply, market,
        decks, the still parts of each area), painted once into a picture: one blit a frame."""
        hidden = self.director.hidden_slots()
        log = self.session.log
        pictures = self._seat_pictures(table)
        key = (table, hidden, len(log), id(log[-1]) if log else 0, self.log_panel.scroll, self.log_panel.clear_below,
               self.log_panel.colour_blind, tuple(id(p) for p in pictures), id(self.lay))

        def paint(picture) -> None:
            look.starfield(picture.get_size()).draw(picture, 0.0)
            board.draw_side(picture, self.lay, table)
            self.log_panel.draw(picture)
            board.draw_supply(picture, self.lay, table)
            board.draw_market(picture, self.lay, table, view.content, hidden)
            for seat, still in zip(table.seats, pictures):
                look.blit(picture, still, self.areas[seat.player])

        return self.board_picture.get(self.metrics.size, key, paint)

    def draw_table(self, surface) -> None:
        view, table = self.view(), self.table()
        look.blit(surface, self._board(view, table), (0, 0))
        self._draw_lifted_card(surface, view, table)
        self._draw_bot_purchase(surface, view)
        for seat in table.seats:
            self._draw_seat_live(surface, view, table, seat)
        hover = dial_segment_at(self.panel.picker_centre, self.panel.picker_radius, self.pointer)
        draw_panel(surface, self.panel, table.panel, viewer_colour=self.seat_colour(self.viewer or 0),
                   marker=self.draw_player_marker, dial_pick=self.dial_pick, hover=hover,
                   flipping=view.phase == "summit" and self.animating() and self.director.reveal_picks is not None)
        flights.draw_flights(surface, self.director, flights.Places(self.lay, self.seats, view))
        kind = self.pending_kind()
        if kind == "buy" and self.placing is not None:
            pickers.draw_placement(self, surface, view)
        elif kind == "pay":
            pickers.draw_payment(self, surface, view)
        elif kind in ("choose_token", "choose_neighbour_token"):
            pickers.draw_options(self, surface, view)
        elif kind == "discard" or self._discard_open:  # stays up, inactive, while others' returns fly
            pickers.draw_discard(self, surface, view)

    def _draw_lifted_card(self, surface, view, table) -> None:
        """The lit market card under the mouse rises a little."""
        for slot in table.market:
            if slot.state == "lit":
                rect = self.market_rect(view, slot.tier, slot.slot)
                if rect.collidepoint(self.pointer):
                    flights.lift(surface, rect, market_face(view.content.card(slot.card_id), rect.w, rect.h, "lit",
                                                            self.lay.scale), self.lay)

    def _draw_bot_purchase(self, surface, view) -> None:
        """A computer's purchase, shown before it applies: the card raised in the buyer's colour."""
        shown = self.bot_preview
        if shown is None or not isinstance(shown[1], BuyCard):
            return
        buyer, action = shown
        card_id = view.market[TIERS.index(action.tier)][action.slot]
        if card_id is None:
            return
        rect = self.market_rect(view, action.tier, action.slot)
        colour = self.seat_colour(buyer)
        pulse = 0.5 + 0.5 * abs(((self.app.clock_s * 1.8) % 2) - 1)
        lifted = flights.lift(surface, rect, market_face(view.content.card(card_id), rect.w, rect.h, "normal",
                                                         self.lay.scale), self.lay, mix(colour, (255, 255, 255), pulse * 0.35))
        flights.draw_buyer_tag(surface, self.lay, lifted, rect.w, colour, f"{self.seat_name(buyer)} buys",
                               lambda centre, radius: self.draw_player_marker(surface, centre, radius, buyer))

    def _draw_seat_live(self, surface, view, table, seat) -> None:
        """The parts of an area that move with animations: tokens, dial, last Summit's results."""
        places, p, scale = self.seats[seat.player], seat.player, self.lay.scale
        draw_tokens(surface, places, self.director.shown_tokens(seat.tokens, p), seat.limit)
        dial, squash = self.director.dial(view, p, seat.dial)
        draw_dial(surface, places.dial_centre, places.dial_radius, self.seat_colour(p), dial.pick,
                  face_down=dial.face_down, ready=dial.ready, squash=squash, smallest=self.lay.text(SMALLEST))
        if self.director.shown_holder(table.holder) == p:
            draw_holder(surface, places.holder_centre, scale)  # over the dial's rim
        last = self.director.shown_summit(view, self.session)
        if last is None or self.director.flipping():
            return
        pick = last.picks[p] if view.phase == "summit" else None
        draw_results(surface, places, pick, last.of(p, self.director.timeline.now), seat.status, self.lay.text(SMALLEST),
                     scale, self.draw_player_marker)
