"""Eminent Domain's table: your hand and empire, the role stacks, the technology piles, every
rival's empire, and the choices of the moment.

Drawn only from the view of the player at the screen. Clicks turn into actions picked from
`legal_actions` (see choices.py): a card, stack, planet, slot or technology is clickable only when
one of its actions is legal; several actions on one thing open a small menu. Things that cannot be
chosen are greyed, with the reason on hover. While the player boosts a role their hand keeps its
places (cards added leave their gap) until the role is resolved, so a second quick click lands on
the card that was there.

A thin scene over four parts: the table model (model.py), the layout (layout.py for the regions
from the window's size and the UI scale, placement.py for the things of the moment), the painters
(board.py and the parts it calls) and the director (director.py, events into banners, sounds and
flights)."""

from __future__ import annotations

import pygame

from game.ui import fonts, look
from game.ui.choice_buttons import Choice, ChoiceButtons
from game.ui.hover_hold import HoverHold
from game.ui.table import TableScene as BaseTable
from game.ui.undo_menu import UNDO_FONT

from ..rules.actions import Dissent, Follow
from . import choices as C
from . import director as D
from . import model
from . import placement as P
from . import techcards as K
from .board import Painter
from .cover import CoverButtons
from .following import FollowBots
from .layout import regions


DETAIL_BREAKS = (" (", ": ", " with ", " for ", " on ", " from ")  # where an action's words give details of it


def undo_words(label: str, room: int, size: int = UNDO_FONT[0]) -> str:
    """What Undo takes back, in words that fit `room` pixels of its button at `size` pixels: a
    long label loses its details from the end ("start as Warmonger: Military Campaign, Bardolph,
    10 cards" is "start as Warmonger"); the log keeps them."""
    face = UNDO_FONT[1]
    while fonts.font(size, face).size(f"Undo: {label}")[0] > room:
        cut = max(label.rfind(sep) for sep in DETAIL_BREAKS)
        if cut <= 0:
            break
        label = label[:cut]
    return label


class TableScene(CoverButtons, FollowBots, BaseTable):
    name = "eminent_domain_table"
    legacy_canvas = False

    BANNER_SECONDS = D.BANNER_SECONDS
    FLIGHT_SECONDS = D.FLIGHT_SECONDS

    def __init__(self, app, session):
        super().__init__(app, session)
        self.add_log_panel((0, 0, 100, 100), drawn_by_scene=True)  # drawn into the cached board picture
        self.painter = Painter(self)
        self.director = D.Director()
        self.popup: tuple[str, list, pygame.Rect] | None = None  # (target id, choices, rect)
        self.auto_dissent: set[int] = set()
        self._previewed = None  # (player, action) of the computer move being shown
        self.applying_preview = False  # True while that move is applied: it was seen moving already
        self._scores_seen = None  # (viewer, projected score lines per seat) last floated
        self.boost_hand: tuple | None = None  # (boost, hand order when it began) while the viewer boosts
        self.last_layout: P.Layout | None = None  # the layout on screen (cards fly from it)
        self.hover_hold = HoverHold()  # a card that slides under a resting pointer waits for it to move
        self.decisions = ChoiceButtons(self, (0, 0, 1, 1), label_font=(19, "bold"))
        # What covers the table (layout.OVERLAYS): the research list opens by itself while you
        # may take a technology, the large cards on request. None follows that; True/False is
        # the viewer's own choice (open / closed) until their next move.
        self.techs_choice: bool | None = None
        self.tech_tab: str | None = None  # the planet type shown by Show cards
        self.research_page = (None, 0)  # (moment, page) of the research list
        self._cover_buttons = None  # what the cover's own buttons were made for
        self.escalation = "escalation" in session.state.variants
        self.lay_out()

    # --- where things are --------------------------------------------------------------------
    def lay_out(self) -> None:
        """The regions for the window's size and UI scale, and the widgets placed in them (again
        after a resize: the base has removed the buttons)."""
        reg = self.lay_regions = regions(self.metrics, self.escalation)
        self.log_panel.resize(reg.log, self.metrics)
        self.add_undo_menu(reg.undo, reg.menu)
        self.add_hint(reg.hint, caption_side="left", caption_gap=reg.px(6))
        self.add_button("auto_dissent", reg.auto, "Auto-dissent: off", self.toggle_auto_dissent,
                        style="small_button", tooltip="Dissent at once whenever a rival leads a role (you draw a "
                                                      "card instead of following).")
        self.decisions.height, self.decisions.gap = reg.button_h, reg.button_gap
        self.decision_area = reg.decision_area
        if not self.session.state.no_research:
            self.add_button("techs", self.show_cards_rect(None), "Show cards", self.toggle_techs, style="small_button",
                            tooltip="Every technology as a large card: what it costs, the planets it needs, "
                                    "what it does.")
        self._cover_buttons = None
        self.painter.forget()

    @property
    def float_ceiling(self) -> int:
        return self.lay_regions.top.bottom

    @property
    def banner(self):
        return self.director.banner

    @property
    def flights(self) -> list:
        return self.director.flights

    @property
    def marks(self) -> list:
        return self.director.marks

    # --- what is on screen now -------------------------------------------------------------
    def current(self):
        """(view, layout, choices) of the player at the screen, rebuilt only when the game moves."""
        return self.memo("table", self._build_current, (self.techs_choice, self.tech_tab, self.page(),
                                                        id(self.lay_regions)))

    def _build_current(self):
        view = self.view()
        me = self.viewer if self.viewer is not None else 0
        legal = self.legal()  # nothing when the viewer is not asked (a network seat away, or its move on its way)
        ch = C.choices_for(view, self.viewer if legal else None, legal)
        looks = view.tasks[-1].planets if ch.task in C.LOOK_TASKS else None
        overlay = self.overlay_for(view, ch)
        task = view.tasks[-1] if view.tasks else None
        purchases = K.purchases(view, ch.player, task, ch.targets) if overlay == "research" else []
        viewer = self.viewer

        def affordable(uid: int) -> bool:
            return viewer is not None and not C.tech_reason(view, viewer, uid, task)

        buttons = len(ch.buttons) + bool(C.hand_boosts(view, ch)) + C.declines(ch)
        follows = ch.task == "follow" and not self.session.replaying
        lay = P.build(view, me, self.lay_regions, looks, overlay, self.hand_slots(view), tab=self.tech_tab,
                      page=self.page(), purchases=purchases, affordable=affordable, buttons=buttons, follows=follows)
        return view, lay, ch

    def table(self) -> model.TableModel:
        """What is on the table for the player at the screen, in words and numbers."""
        return self.memo("table_model", self._build_table, (self.session.replaying,))

    def _build_table(self) -> model.TableModel:
        view, _, ch = self.current()
        scores = {q: self.projected(q)[0] for q in range(view.n)}
        return model.build(view, self.session.config.seats, self.viewer, ch, scores, self.session.replaying)

    def layout_key(self):
        """What the cached picture of the table depends on (besides the log)."""
        return (self.moment(), self.techs_choice, self.tech_tab, self.page())

    def page(self) -> int:
        moment, page = self.research_page
        return page if moment == self.moment() else 0

    def hand_slots(self, view) -> list | None:
        """While the viewer boosts a role, where each hand card sat when the boost began."""
        task = view.tasks[-1] if view.tasks else None
        if self.viewer is None or task is None or task.kind != "boost" or task.player != self.viewer:
            self.boost_hand = None
            return None
        boost = (view.turn_no, len(view.tasks), task.role, task.lead, self.viewer)
        if self.boost_hand is None or self.boost_hand[0] != boost:
            self.boost_hand = (boost, list(view.players[self.viewer]["hand"]))
        return self.boost_hand[1]

    def overlay_for(self, view, ch) -> str | None:
        return P.overlay_for(view, ch, self.techs_choice)

    def pass_to(self, player: int, reason: str = "") -> None:
        self.techs_choice = None  # the next player starts with the technologies as the game has them
        super().pass_to(player, reason)

    # --- hooks -------------------------------------------------------------------------------
    def on_events(self, events: list) -> None:
        for e in events:
            said = D.banner(e)
            if said is None or (not said[1] and self.applying_preview):
                continue  # a computer's lead showed its banner while the move was previewed
            text, gold = said
            colour = look.GOLD if gold else self.seat_colour(e.player) if e.player is not None else look.INK
            self.show_banner(text, tuple(colour)[:3])
        sound = D.sound(events)
        if sound:
            self.play_sound(sound)
        self.popup = None
        if not self.applying_preview:
            self.start_flights(events)
        self.float_score_changes()

    def start_flights(self, events: list) -> None:
        """Cards played, boosted or researched fly from where they were (the layout from before
        the action, still cached) to their new place (found in the next layout when drawn)."""
        factor = self.app.settings.animation_factor
        before = self.last_layout if factor > 0 else None  # the layout shown before this action
        if before is None:
            return
        for move in D.card_moves(events):
            uid, player = move.card, move.player
            me = player == before.me
            home = pygame.Rect(before.regions.hand) if me else before.opponents.get(player)
            if move.research:
                src = before.tech_rect(uid)
                dest = [f"ptech:{uid}", f"hand:{uid}"] if me else [f"opp{player}:ptech:{uid}"]
            else:
                src = before.rects.get(f"hand:{uid}")
                dest = [f"played:{uid}" if me else f"oplayed:{uid}"]
            if src is None and home is not None:
                src = pygame.Rect((0, 0), before.card_size())
                src.center = home.center
            if src is not None:
                self.director.fly(card=uid, src=pygame.Rect(src), dest=dest, home=home,
                                  dur=self.FLIGHT_SECONDS / factor)

    def show_banner(self, text: str, colour, seconds: float | None = None) -> None:
        """A banner over the table for BANNER_SECONDS at the animation speed (or `seconds`: a
        computer move being shown, already paced)."""
        factor = self.app.settings.animation_factor
        if seconds is not None:
            self.director.show_banner(text, colour, seconds)
        elif factor > 0:
            self.director.show_banner(text, colour, self.BANNER_SECONDS / factor)

    def animating(self) -> bool:
        return self.director.busy()

    def on_state_replaced(self) -> None:
        self.popup = None
        self.director.clear()
        self.techs_choice = None
        self.research_page = (None, 0)
        self.forget_scores()  # an undo is no score gained or lost

    def undo_label(self) -> str | None:
        label = super().undo_label()
        if label is None or self.undo_menu is None:
            return label
        m = self.metrics
        return undo_words(label, self.undo_menu.undo_rect.w - m.classic_px(20), m.classic_text(UNDO_FONT[0]))

    def ui_moment(self):
        return None if self.popup is None else (self.popup[0], tuple(self.popup[2]))

    # --- loop --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.director.advance(dt)
        if self._scores_seen is None or self._scores_seen[0] != self.viewer:
            self.float_score_changes()  # what is on screen now is the score seen, nothing floats
        super().update(dt)
        self.refresh_buttons()

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

    def on_chosen(self, action) -> None:
        self.techs_choice = None  # after your move the technologies open or close by themselves again

    # --- buttons -----------------------------------------------------------------------------
    def refresh_buttons(self) -> None:
        s, lay, ch = self.current()
        self.last_layout = lay
        default = C.default_choice(s, ch)
        shown = [Choice(C.button_id(c.action), c.label, c.action, c.tip, c is default) for c in ch.buttons]
        add_all = self.add_all_choice(s, ch)
        if add_all is not None:
            shown.insert(0, add_all)
        # a Finish that turns an offer down sits a row above the main button's place (choices.declines),
        # still below the second row of cards in play
        pitch = self.decisions.height + self.decisions.gap
        area = self.decision_area.move(0, -pitch) if C.declines(ch) else self.decision_area
        self.decisions.show(shown, area)
        auto = self.button("auto_dissent")
        over = self.session.state.is_terminal()
        if over == auto.visible:  # nothing to dissent from once the game is over
            auto.hide() if over else auto.show()
        human = self.viewer is not None and self.session.is_human(self.viewer)
        if human != auto.is_enabled:
            auto.enable() if human else auto.disable()
        label = f"Auto-dissent: {'on' if self.viewer in self.auto_dissent else 'off'}"
        if label != auto.text:
            auto.set_text(label)
        self.refresh_cover_buttons(lay, ch)

    def add_all_choice(self, s, ch) -> Choice | None:
        """While boosting: one button adding every matching hand card at once (the default)."""
        boosts = C.hand_boosts(s, ch)
        if not boosts:
            return None
        role = s.tasks[-1].role.capitalize()
        label = f"Add all {len(boosts)} {role} cards" if len(boosts) > 1 else f"Add your {role} card"
        return Choice("add_all", label, boosts, f"Add every {role} card in your hand to the role.",
                      C.adds_by_default(s, ch))

    # --- input -------------------------------------------------------------------------------
    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_hold.moved(self.moment(), self.current()[1].hit(event.pos))
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.popup is not None:
            self.popup = None  # Esc closes the little menu before it opens the pause menu
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.current()[1].overlay in \
                ("browse", "research"):
            self.techs_choice = False if self.current()[1].overlay == "research" else None
            return True  # Esc closes the large cards or the research list before it opens the pause menu
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.popup is not None:
            self.popup = None
            return True
        return super().handle_event(event)

    def toggle_auto_dissent(self) -> None:
        if self.viewer is None:
            return
        self.auto_dissent ^= {self.viewer}
        self.auto_dissent_now()

    def target_at(self, pos) -> str | None:
        """The clickable thing under pos: an option of the open menu, or a target on the table."""
        if self.popup is not None:
            for i, rect in enumerate(self.popup_rows()):
                if rect.collidepoint(pos):
                    return f"choice:{i}"
            if self.popup[2].collidepoint(pos):
                return None
        _, lay, ch = self.current()
        return lay.hit(pos, ch.targets)

    def click_elsewhere(self, pos) -> None:
        if self.popup is not None and not self.popup[2].collidepoint(pos):
            self.popup = None  # a click elsewhere closes the little menu

    def click_target(self, target: str) -> None:
        if target.startswith("choice:"):
            _, options, _ = self.popup
            self.popup = None
            self.choose(options[int(target.split(":")[1])].action)
            return
        _, lay, ch = self.current()
        options = ch.targets.get(target, [])
        if len(options) == 1:
            self.choose(options[0].action)
        elif options:
            anchor, reg = lay.rects[target], self.lay_regions
            w, h = reg.px(300), reg.px(12 + 42 * len(options))
            rect = pygame.Rect(0, 0, w, h)
            rect.midbottom = (anchor.centerx, anchor.top - reg.px(6))
            if rect.top < reg.table.top:
                rect.midtop = (anchor.centerx, anchor.bottom + reg.px(6))
            rect.clamp_ip(pygame.Rect(0, reg.table.top, *reg.size).clip(pygame.Rect((0, 0), reg.size)))
            self.popup = (target, options, rect)
            self.play_sound("hover")

    def popup_rows(self) -> list[pygame.Rect]:
        if self.popup is None:
            return []
        rect, px = self.popup[2], self.lay_regions.px
        return [pygame.Rect(rect.x + px(6), rect.y + px(6 + 42 * i), rect.w - px(12), px(38))
                for i in range(len(self.popup[1]))]

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
        if self.popup is not None:
            return [(f"choice:{i}", r) for i, r in enumerate(self.popup_rows())]
        return [(t, lay.rects[t]) for t in ch.targets if t in lay.rects]

    def hint_targets(self, action) -> list[str]:
        """The card, stack, planet, slot or technology a hinted move is chosen on (its line in
        the menu, while the menu of that thing is open)."""
        if self.popup is not None:
            return [f"choice:{i}" for i, option in enumerate(self.popup[1]) if option.action == action]
        _, _, ch = self.current()
        return [target for target, options in ch.targets.items() if any(o.action == action for o in options)]
