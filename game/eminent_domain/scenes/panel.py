"""Painting the shared parts of the Eminent Domain table: the top bar (the game, the turn and who
leads it), the role stacks with the supply and what ends the game, the hand of the player at the
screen, and the decision panel (its words, the cards in play this turn). Reads the table model
(model.py) and the layout (placement.py); sizes in window pixels chosen in design units."""

from __future__ import annotations

import pygame

from game.ui import look

from . import art
from .cards import HIGHLIGHT, accent_of, card_back, card_image, card_surface, lay_on, shade
from .model import boost_strength
from .foot import HAND_LABEL_H, HAND_LABEL_W
from .placement import PROMPT_HEAD, PROMPT_TEXT
from .words import SMALLEST, blit_text, draw_wrapped, fit_name, fit_text, least


class PanelPainter:
    """Mixed into the Painter: needs `self.scene`, `self.glow` and `self.t`."""

    def top_bar(self, surface, lay, table) -> None:
        reg, px = lay.regions, lay.regions.px
        top = reg.top
        r = blit_text(surface, "Eminent Domain", reg.text(24), (top.x + px(4), top.centery), look.INK, "display",
                      "midleft")
        x, size = r.right + px(24), reg.text(16)
        if table.finished or table.setting_up:
            blit_text(surface, table.status, size, (x, top.centery), look.MUTED, "bold", "midleft")
            return
        r = blit_text(surface, f"Turn {table.turn}", size, (x, top.centery), look.MUTED, "bold", "midleft")
        self.scene.draw_player_marker(surface, (r.right + px(14), top.centery), px(8), table.active)
        x = r.right + px(28)
        status, size = fit_text(table.status, size, top.right - x, "bold", least(reg.scale))
        blit_text(surface, status, size, (x, top.centery), look.GOLD if table.last_round else look.MUTED, "bold",
                  "midleft")

    # --- the role stacks ---------------------------------------------------------------------------
    def stacks(self, surface, s, lay, ch, table) -> None:
        reg, px = lay.regions, lay.regions.px
        area, small = reg.stacks, least(reg.scale)
        blit_text(surface, "Role stacks", reg.text(17), (area.x + px(10), area.y + px(6)), look.INK, "display")
        bottom = area.y
        for stack in table.stacks:
            r = lay.rects[f"stack:{stack.name}"]
            info = s.cat.cards[stack.name]
            if stack.left:  # a split stack names each half below, where the one title would be cut in two
                title = "" if stack.split else stack.title
                look.blit(surface, card_surface(title, tuple(info.symbols), accent_of(info), "", r.size,
                                                scale=reg.scale), r)
                for k in range(min(3, stack.left - 1)):  # the stack's thickness
                    pygame.draw.line(surface, (70, 84, 120), (r.x + px(4), r.bottom + px(2) + k * 2),
                                     (r.right - px(4), r.bottom + px(2) + k * 2))
            else:
                pygame.draw.rect(surface, (60, 30, 40), r, 2, border_radius=px(8))
                blit_text(surface, "empty", small, r.center, look.DANGER, "bold", "center")
            colour = look.DANGER if not stack.left else (look.GOLD if stack.left <= 2 else look.INK)
            t = blit_text(surface, f"{stack.left} left", small, (r.centerx, r.bottom + px(8)), colour, "bold",
                          "midtop")
            bottom = max(bottom, t.bottom)
            leads = ("lead:produce", "lead:trade", "take:produce_trade") if stack.name == "produce_trade" else \
                (f"lead:{stack.name}", f"take:{stack.name}")
            for target in leads:
                if target in ch.targets:
                    self.glow(lay.rects[target], HIGHLIGHT, self.t, max(2, px(3)), px(8))
            if stack.state == "shaded":
                shade(surface, r, 150, px(8))
            if stack.split:  # each half leads its own role
                pygame.draw.line(surface, look.INK, (r.centerx, r.y + px(8)), (r.centerx, r.bottom - px(8)), 1)
                for target, word in (("lead:produce", "Produce"), ("lead:trade", "Trade")):
                    half = lay.rects[target]
                    label, size, face = fit_name(word, small, half.w - px(4), small)  # condensed if need be
                    blit_text(surface, label, size, (half.centerx, half.bottom - px(14)), look.INK, face, "center")
        self.supply(surface, lay, table, bottom + px(6))

    def supply(self, surface, lay, table, y: int) -> None:
        """The influence supply, the planet deck and what ends the game, under the stacks."""
        reg, px = lay.regions, lay.regions.px
        area, small = reg.stacks, least(reg.scale)
        x = area.x + px(10)
        icon = px(20)
        gold = look.GOLD if table.supply > 5 else look.DANGER
        r = blit_text(surface, str(table.supply), reg.text(15), (x + icon + px(4), y + icon // 2), gold, "bold",
                      "midleft")
        surface.blit(art.influence_icon(icon), (x, y))
        words, size = fit_text(f"influence left · {table.reserve} in reserve", small, area.right - px(10) - r.right
                               - px(6), "regular", small)
        blit_text(surface, words, size, (r.right + px(6), y + icon // 2), look.MUTED, "regular", "midleft")
        y += icon + px(4)
        back = (px(15), px(20))
        look.blit(surface, card_back(back, reg.scale), (x + px(2), y))
        deck = f"Planet deck {table.planet_deck} · discard {table.planet_discard}"
        deck, size = fit_text(deck, small, area.right - px(10) - x - px(24), "regular", small)
        blit_text(surface, deck, size, (x + px(24), y + back[1] // 2), look.MUTED, "regular", "midleft")
        y += back[1] + px(4)
        if area.bottom - px(4) - y >= reg.text(SMALLEST):
            colour = look.GOLD if table.last_round else look.FAINT
            draw_wrapped(surface, table.rule, (x, y, area.w - px(20), area.bottom - px(4) - y), small, small, colour)

    # --- my hand ---------------------------------------------------------------------------------
    def hand(self, surface, s, lay, ch, table) -> None:
        reg, px = lay.regions, lay.regions.px
        area, small = reg.hand, least(reg.scale)
        seat = table.seats[table.me]
        label = "Your hand" if seat.you else f"{seat.name}'s hand"
        count = f"{seat.hand} card{'s' if seat.hand != 1 else ''}"
        if lay.hand is not None and lay.hand.label_above:  # one line over the cards: "Your hand  8 cards"
            y = lay.hand.y - px(HAND_LABEL_H) + px(2)
            label, size = fit_text(label, reg.text(17), area.w // 2, "display", small)
            r = blit_text(surface, label, size, (area.x + px(12), y), look.INK, "display")
            for words, colour in ((count, look.MUTED), ("hidden" if table.viewer is None else "", look.FAINT)):
                if words:
                    r = blit_text(surface, words, small, (r.right + px(12), r.centery), colour, "regular", "midleft")
        else:
            label, size = fit_text(label, reg.text(17), px(HAND_LABEL_W - 20), "display", small)
            blit_text(surface, label, size, (area.x + px(12), area.y + px(10)), look.INK, "display")
            blit_text(surface, count, small, (area.x + px(12), area.y + px(36)), look.MUTED)
            if table.viewer is None:
                blit_text(surface, "hidden", small, (area.x + px(12), area.y + px(54)), look.FAINT)
        task = s.tasks[-1] if s.tasks else None
        acting = ch.player == table.me and task is not None
        hand = s.players[table.me]["hand"]
        for i, uid in enumerate(hand):
            item = f"hand:{uid}" if uid >= 0 else f"back:{i}"
            r = lay.rects.get(item)
            if r is None:
                continue
            target = item in ch.targets
            dim = acting and bool(ch.targets) and not target and task.kind in ("action", "boost")
            lay_on(surface, card_image(s, uid, r.size, reg.scale, dim), r)
            if target:
                self.glow(r, HIGHLIGHT, self.t, max(2, px(3)), px(9))
        if not hand and lay.overlay != "browse":
            blit_text(surface, "No cards in hand", reg.text(14), (area.x + px(HAND_LABEL_W + 20), area.centery),
                      look.FAINT, "regular", "midleft")

    # --- the decision panel ------------------------------------------------------------------------
    def prompt(self, surface, s, lay, ch, table) -> None:
        reg, px = lay.regions, lay.regions.px
        area, small = reg.prompt, least(reg.scale)
        x, y, w = area.x + px(12), area.y + px(8), area.w - px(24)
        p = table.prompt
        head = reg.text(19)
        if table.finished:
            blit_text(surface, p.heading, head, (x, y), look.GOLD, "display")
            return
        if p.whose is not None:
            self.scene.draw_player_marker(surface, (x + px(8), y + head // 2 + px(2)), px(8), p.whose)
            heading, size = fit_text(p.heading, head, w - px(22), "display", small)
            blit_text(surface, heading, size, (x + px(22), y), look.INK, "display")
        elif p.heading:
            blit_text(surface, p.heading, head, (x, y), look.GOLD if p.yours else look.INK, "display")
        top = area.y + px(PROMPT_HEAD)
        if p.text:
            draw_wrapped(surface, p.text, (x, top, w, px(PROMPT_TEXT)), reg.text(15), small, look.INK)
        if p.led:
            blit_text(surface, p.led, small, (x, top + px(PROMPT_TEXT) + px(2)), look.MUTED)
        if p.follow_hint and lay.follow_hint is not None:
            draw_wrapped(surface, p.follow_hint, lay.follow_hint, reg.text(13), small, look.GOLD)
        for q in range(s.n):
            row = lay.rects.get(f"playrow:{q}")
            if row is None:
                continue
            self.scene.draw_player_marker(surface, (row.x + px(10), row.y + px(10)), px(7), q)
            strength = boost_strength(s, q)
            if strength is not None:
                blit_text(surface, str(strength), small, (row.x + px(10), row.y + px(30)), look.GOLD, "bold", "center")
            for uid in s.players[q]["played"]:
                item = f"played:{uid}" if q == lay.me else f"oplayed:{uid}"
                r = lay.rects.get(item)
                if r is not None:
                    lay_on(surface, card_image(s, uid, r.size, reg.scale), r)
                    if item in ch.targets:
                        self.glow(r, HIGHLIGHT, self.t, 2, px(6))
        if p.hover_note and lay.decisions is not None:
            blit_text(surface, p.hover_note, small, (x, lay.decisions.bottom - reg.text(SMALLEST) - px(4)),
                      look.FAINT)

