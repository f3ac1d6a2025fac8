"""Painting the empires: every rival's panel across the top (name, score, counts, ships and fleet,
planets and permanent technologies) and the empire of the player at the screen (its words on the
left, its planets and technologies). Reads the table model (model.py) for words and numbers and
the layout (placement.py) for where; sizes in window pixels chosen in design units."""

from __future__ import annotations

import pygame

from game.ui import look

from ..rules import empire as E
from ..rules.fleet import filled_slots
from . import art
from . import choices as C
from .cards import HIGHLIGHT, card_image, lay_on, shade
from .model import FLEET_SHORT
from .placement import SCORE_W, escalation
from .tiles import fleet_badge, planet_tile, ships_row, unexplored_tile
from .words import SMALLEST, blit_text, fit_text, fits, least


def stat(surface, icon, value: str, pos, size: int, gap: int, colour=look.INK) -> int:
    """An icon followed by a number; returns the x after it."""
    x, y = pos
    surface.blit(icon, (x, y))
    r = blit_text(surface, value, size, (x + icon.get_width() + gap // 3, y + icon.get_height() // 2), colour,
                  "bold", "midleft")
    return r.right + gap


def back_category(back: dict) -> str:
    """Escalation's planet kind, as the back shows it: the ship that conquers it, and whether it can
    be colonized."""
    if back["warfare_ship"] == "battlecruiser":
        return "civilized"
    if back["warfare_ship"] == "destroyer":
        return "bustling" if back["colonizable"] else "hostile"
    return ""


def planet_picture(s, owner: int, rec, size, scale: float, fills: tuple = ()) -> pygame.Surface:
    """A planet of `owner`'s empire: face up, face down (its owner knows it), or a rival's hidden
    planet (only its back is public)."""
    size = tuple(size)
    if rec["uid"] < 0:
        back = rec["back"]
        return unexplored_tile(back["type"], size, back["colonize_cost"], E.warfare_cost(s, owner, rec),
                               len(rec["col"]), rec["cv"], E.colonies_needed(s, owner, rec), True,
                               back["warfare_ship"], back["colonizable"], back_category(back), scale)
    d = E.planet_def(s, rec["uid"])
    if rec["up"]:
        return planet_tile(d.name, d.type, tuple(d.symbols), tuple(d.slots), tuple(rec["res"]), rec["blk"],
                           d.influence, d.hand_bonus, size, rec["uid"], d.category, tuple(d.replenish), tuple(fills),
                           scale)
    return unexplored_tile(d.type, size, d.colonize_cost, E.warfare_cost(s, owner, rec), len(rec["col"]), rec["cv"],
                           E.colonies_needed(s, owner, rec), True, d.warfare_ship, d.colonizable, d.category, scale)


class SeatPainter:
    """Mixed into the Painter: needs `self.scene`, `self.glow`, `self.t` and `self.scores_shown`."""

    def score_badge(self, surface, lay, seat) -> None:
        """A seat's projected score (what it would score if the game ended now, from the viewer's
        view); the lines are in its tooltip."""
        rect = lay.rects.get(f"score:{seat.player}")
        if rect is None:
            return
        reg = lay.regions
        pygame.draw.rect(surface, (40, 33, 14), rect, border_radius=reg.px(7))
        pygame.draw.rect(surface, look.GOLD, rect, 1, border_radius=reg.px(7))
        words = f"Score {seat.score}"
        label, size = fit_text(words, reg.text(15), rect.w - reg.px(8), "bold", least(reg.scale))
        blit_text(surface, label, size, rect.center, look.GOLD, "bold", "center")
        self.scores_shown[seat.player] = words

    def things(self, surface, s, lay, ch, q: int, prefix: str) -> None:
        """`q`'s planets and permanent technologies where the layout put them (`prefix`: "" for
        the empire at the bottom, "opp<q>:" for a rival), lit when they can be chosen."""
        reg, pl = lay.regions, s.players[q]
        fills = filled_slots(s, q)
        task = s.tasks[-1] if s.tasks else None
        for i, rec in enumerate(pl["planets"]):
            item = prefix + (f"planet:{rec['uid']}" if rec["uid"] >= 0 else f"hidden:{i}")
            r = lay.rects.get(item)
            if r is None:
                continue
            lay_on(surface, planet_picture(s, q, rec, r.size, reg.scale, fills.get(rec["uid"], ())), r)
            if item in ch.targets:
                self.glow(r, HIGHLIGHT, self.t, max(2, reg.px(3)), reg.px(9))
            elif not prefix and rec["uid"] >= 0 and not rec["up"] and ch.player == q and \
                    C.planet_reason(s, q, rec, task):
                shade(surface, r, 110, reg.px(9))
            for k in range(len(rec["res"])):
                slot = f"slot:{rec['uid']}:{k}"
                if slot in ch.targets and slot in lay.rects:
                    self.glow(lay.rects[slot], look.GOLD, self.t, 2, reg.px(12))
        for uid in pl["techs"]:
            item = f"{prefix}ptech:{uid}"
            r = lay.rects.get(item)
            if r is not None:
                lay_on(surface, card_image(s, uid, r.size, reg.scale), r)
                if item in ch.targets:
                    self.glow(r, HIGHLIGHT, self.t, max(2, reg.px(3)), reg.px(8))

    # --- the rivals ------------------------------------------------------------------------------
    def opponent(self, surface, s, lay, ch, seat, panel) -> None:
        reg, px = lay.regions, lay.regions.px
        small = least(reg.scale)
        q = seat.player
        head = panel.y + px(15)
        self.scene.draw_player_marker(surface, (panel.x + px(16), head), px(8), q)
        room = panel.w - px(30 + SCORE_W + 18)
        name, size = fit_text(seat.name, reg.text(17), room, "bold", small)
        r = blit_text(surface, name, size, (panel.x + px(30), head), look.INK, "bold", "midleft")
        if seat.detail and fits(seat.detail, small, panel.right - px(SCORE_W + 14) - r.right - px(8)):
            blit_text(surface, seat.detail, small, (r.right + px(8), r.centery + px(1)), look.FAINT, "regular",
                      "midleft")
        self.score_badge(surface, lay, seat)
        y = panel.y + px(35)
        icon = px(16)
        x = stat(surface, art.influence_icon(icon), str(seat.influence), (panel.x + px(10), y - icon // 2), small,
                 px(10))
        if not escalation(s):
            x = stat(surface, art.fighter_icon(icon), str(seat.fighters), (x, y - icon // 2), small, px(10))
        room = panel.right - px(8) - x
        said = [seat.counts + " · deciding…"] if seat.acting else []  # the gold says it when the words do not
        said += [seat.counts, seat.counts.replace(" · ", "·")]
        counts, size = fit_text(next((c for c in said if fits(c, small, room)), said[-1]), small, room, "regular", small)
        blit_text(surface, counts, size, (x, y), look.GOLD if seat.acting else look.MUTED, "regular", "midleft")
        if escalation(s):
            ships = lay.rects[f"ships:{q}"]
            ships_row(surface, seat.ships, (ships.x + px(2), ships.y), px(14), small, gap=px(8))
            fleet = lay.rects[f"fleet:{q}"]
            label = seat.fleet_label if fits(seat.fleet_label, small, fleet.w - px(8), "bold") else \
                FLEET_SHORT.get(seat.fleet, seat.fleet)  # a narrow panel: "Improved" (the hover says it all)
            look.blit(surface, fleet_badge(label, seat.fleet == "improved", fleet.size, reg.scale), fleet)
        self.things(surface, s, lay, ch, q, f"opp{q}:")
        pl = s.players[q]
        if not pl["planets"] and not pl["techs"]:
            blit_text(surface, "No planets yet", small, (panel.x + px(12), panel.bottom - px(30)), look.FAINT)

    # --- the empire at the bottom ----------------------------------------------------------------
    def empire(self, surface, s, lay, ch, seat) -> None:
        reg, px = lay.regions, lay.regions.px
        area, small = reg.empire, least(reg.scale)
        x0, y0 = area.x + px(12), area.y + px(8)
        me = seat.player
        self.score_badge(surface, lay, seat)
        self.scene.draw_player_marker(surface, (x0 + px(8), y0 + px(11)), px(8), me)
        label = "Your empire" if seat.you else f"{seat.name}'s empire"
        label, size = fit_text(label, reg.text(17), px(150), "bold", small)
        blit_text(surface, label, size, (x0 + px(22), y0 + px(11)), look.INK, "bold", "midleft")
        icon = px(20)
        stat(surface, art.influence_icon(icon), f"{seat.influence} influence", (x0, y0 + px(26)), reg.text(14), px(8))
        line = reg.text(SMALLEST) + px(3)
        if escalation(s):
            ships = lay.rects["ships:me"]
            ships_row(surface, seat.ships, ships.topleft, px(16), reg.text(14), gap=px(7))
            fleet = lay.rects[f"fleet:{me}"]
            look.blit(surface, fleet_badge(seat.fleet_label, seat.fleet == "improved", fleet.size, reg.scale), fleet)
            y = fleet.bottom + px(4)
        else:
            stat(surface, art.fighter_icon(icon), f"{seat.fighters} fighter{'s' if seat.fighters != 1 else ''}",
                 (x0, y0 + px(52)), reg.text(14), px(8))
            y = y0 + px(80)
        room = px(EMPIRE_WORDS_W)
        for words, colour in ((f"Deck {seat.deck} · Discard {seat.discard}", look.MUTED),
                              (f"Hand limit {seat.hand_limit}", look.MUTED),
                              (f"Settling costs {seat.settling} less" if seat.settling else "",
                               art.SYMBOL_COLOURS["colonize"])):
            if words and y + line <= area.bottom - px(2):
                words, size = fit_text(words, small, room, "regular", small)
                blit_text(surface, words, size, (x0, y), colour)
                y += line
        self.things(surface, s, lay, ch, me, "")
        if not s.players[me]["planets"]:
            blit_text(surface, "No planets", reg.text(14), (area.x + px(200), area.centery), look.FAINT, "regular",
                      "midleft")


EMPIRE_WORDS_W = 172  # units: the empire's words, left of its planets (placement.EMPIRE_INFO_W less margins)
