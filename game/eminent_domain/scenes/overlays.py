"""What is drawn over the table each frame: cards in flight, the choice menu, the banner, and
the hover preview (an enlarged card, or a tooltip with what a thing is and why it cannot be
chosen now)."""

from __future__ import annotations

import math

import pygame

from game.ui import fonts, look

from ..rules import empire as E
from ..rules.fleet import filled_slots
from . import art
from . import cardtext as T
from . import choices as C
from .cards import card_image, face_image, lay_on
from .seats import planet_picture
from .words import blit_text, fit_text, least, line_h

BIG_CARD = (250, 344)  # units: a card drawn large on hover
PREVIEW = (170, 238)  # units: a planet drawn large on hover


STACK_LABELS = {"survey": "Survey", "warfare": "Warfare", "colonize": "Colonize", "produce_trade": "Produce / Trade",
                "research": "Research"}


class Overlays:
    """Mixed into the Painter: needs `self.scene`."""

    def window(self, lay) -> pygame.Rect:
        """Where hover pictures and tooltips may go: the window, less a margin."""
        return pygame.Rect((0, 0), lay.regions.size).inflate(-lay.regions.px(8), -lay.regions.px(8))

    def flight(self, surface, s, lay, flight) -> None:
        dest = flight.get("dest_rect") or next((lay.rects[d] for d in flight["dest"] if d in lay.rects), None) \
            or flight["home"]
        if dest is None:
            return
        p = min(1.0, flight["t"] / flight["dur"])
        p = 1 - (1 - p) ** 3  # ease out
        src = flight["src"]
        w = int(src.w + (dest.w - src.w) * p)
        h = int(src.h + (dest.h - src.h) * p)
        cx = src.centerx + (dest.centerx - src.centerx) * p
        cy = src.centery + (dest.centery - src.centery) * p - math.sin(p * math.pi) * lay.regions.px(40)
        face = flight.get("face")
        scale, card = lay.regions.scale, lay.card_size()
        image = face_image(s, s.cat.cards[face], card, scale) if face in s.cat.cards else \
            card_image(s, flight["card"] if flight["card"] is not None else -1, card, scale)
        # a card in flight for a third of a second is the one picture with words that is scaled
        image = pygame.transform.smoothscale(image, (max(8, w), max(8, h)))
        surface.blit(image, image.get_rect(center=(int(cx), int(cy))))

    def mark(self, surface, lay, mark) -> None:
        """A computer player's move shown on what it is about: a pulsing edge and a word."""
        reg, px = lay.regions, lay.regions.px
        rect = mark["rect"]
        pulse = 0.5 + 0.5 * math.sin(mark["t"] * 9)
        colour = tuple(int(c * (0.6 + 0.4 * pulse)) for c in look.GOLD)
        pygame.draw.rect(surface, colour, rect.inflate(px(8), px(8)), max(2, px(3)), border_radius=px(10))
        size = reg.text(14)
        label, size = fit_text(mark["text"], size, max(px(360), rect.w), "bold", least(reg.scale))
        plate = pygame.Rect(0, 0, fonts.font(size, "bold").size(label)[0], line_h(size, "bold"))
        plate.inflate_ip(px(16), px(8))
        if rect.h > px(120):  # a whole panel: the words inside it, at its foot
            plate.midbottom = (rect.centerx, rect.bottom - px(8))
        else:
            plate.midbottom = (rect.centerx, rect.y - px(6))
        plate.clamp_ip(reg.table)
        look.panel(surface, plate, 235, px(8), tuple(mark["colour"])[:3])
        blit_text(surface, label, size, plate.center, look.INK, "bold", "center")

    def popup(self, surface, lay) -> None:
        scene, reg = self.scene, lay.regions
        target, options, rect = scene.popup
        look.panel(surface, rect, 245, reg.px(10), look.ACCENT)
        for i, (row, choice) in enumerate(zip(scene.popup_rows(), options)):
            hot = row.collidepoint(scene.pointer)
            pygame.draw.rect(surface, (30, 53, 96) if hot else (19, 32, 58), row, border_radius=reg.px(7))
            pygame.draw.rect(surface, look.ACCENT if hot else look.PANEL_EDGE, row, 1, border_radius=reg.px(7))
            label, size = fit_text(choice.label, reg.text(15), row.w - reg.px(14), "bold", least(reg.scale))
            blit_text(surface, label, size, row.center, look.INK, "bold", "center")

    def banner(self, surface, lay) -> None:
        text, colour, left = self.scene.banner
        reg, px = lay.regions, lay.regions.px
        r = pygame.Rect(0, 0, min(px(620), reg.table.w - px(40)), px(60))
        r.center = reg.table.center
        look.panel(surface, r, 235, px(16), colour)
        label, size = fit_text(text, reg.text(24), r.w - px(36), "display", least(reg.scale))
        blit_text(surface, label, size, r.center, look.INK, "display", "center")

    def hover(self, surface, s, lay, ch, task) -> None:
        scene = self.scene
        item = lay.hit(scene.pointer)
        if not scene.hover_hold.shows(scene.moment(), item):
            return  # nothing under the pointer, or it slid there (the hand reflowed): wait for a move
        sheet = lay.sheets.get(item)
        if sheet is not None and sheet.purpose != "entry":
            return  # large cards, the research list and the scenarios show everything on their faces
        rect = lay.rects[item]
        me, px = lay.me, lay.regions.px
        kind, _, rest = item.partition(":")
        uid = None
        if kind in ("hand", "played", "oplayed", "ptech", "tech"):
            uid = int(rest)
        elif kind.startswith("opp") and rest.startswith("ptech:"):
            uid = int(rest.split(":")[1])
        reason = ""
        if item in ch.targets:
            options = ch.targets[item]
            reason = options[0].label if len(options) == 1 else "Click to choose: " + "; ".join(o.label for o in options)
        if kind == "hand":
            reason = reason or C.hand_reason(s, me, uid, task)
        elif kind == "tech":
            reason = C.tech_reason(s, scene.viewer, uid, task) or reason or (
                "Within reach if you lead Research." if scene.viewer is not None else "")
        if kind == "hand" and (lay.overlay or any(i.startswith("keep:") for i in lay.rects)):
            return  # a choice covers the table (planets to keep, the research list): a hand card
            # enlarged above the hand would hide it, and the hand reads at its own size
        if uid is not None:
            info = E.face(s, uid)
            size = (px(BIG_CARD[0]), px(BIG_CARD[1]))
            big = face_image(s, info, size, lay.regions.scale, both_sides=True)
            pos = pygame.Rect((0, 0), size)
            if kind == "hand":
                pos.midbottom = (rect.centerx, rect.top - px(12))
            else:  # beside the thing, staying on the table (clear of the buttons on the right)
                pos.midleft = (rect.right + px(12), rect.centery)
                if pos.right > lay.regions.table.right and rect.x < lay.regions.prompt.x:
                    pos.midright = (rect.left - px(12), rect.centery)
            # on the table, clear of the side column's buttons, unless it is the side column's card
            pos.clamp_ip(lay.regions.table if rect.x < lay.regions.prompt.x else self.window(lay))
            lay_on(surface, big, pos)
            if reason:
                self.tooltip(surface, lay, reason, (pos.centerx, pos.bottom + px(4)), pos.w + px(40),
                             warn=item not in ch.targets)
            return
        if kind == "keep" and rect.w >= px(100):
            return  # large surveyed planets show everything on and under their faces
        if kind == "score":
            self.tooltip(surface, lay, self.score_words(int(rest)), (rect.centerx, rect.bottom + px(6)), px(340), warn=False)
            return
        if kind in ("fleet", "ships"):
            q = me if rest == "me" else int(rest)
            self.tooltip(surface, lay, self.fleet_words(s, q), (rect.centerx, rect.bottom + px(6)), px(380), warn=False)
            return
        text = self.describe(s, item, me)
        if self.planet_preview(surface, s, lay, item, rect):
            if item in ch.targets or reason:
                text = (text + "\n" if text else "") + "→ " + reason
            elif kind == "planet" and ch.player == me:
                extra = C.planet_reason(s, me, E.find_planet(s, me, int(rest)), task)
                text += ("\n" + extra) if extra else ""
            self.tooltip(surface, lay, text, (self._preview.centerx, self._preview.bottom + px(4)), px(380),
                         warn=item not in ch.targets and bool(reason))
            return
        if item in ch.targets or reason:
            text = (text + "\n" if text else "") + ("→ " + reason)
        else:
            extra = ""
            if kind == "planet":
                rec = E.find_planet(s, me, int(rest))
                extra = C.planet_reason(s, me, rec, task) if ch.player == me else ""
            elif kind == "lead" or kind == "take" or kind == "stack":
                extra = C.role_reason(s, rest, task)
            if extra:
                text += "\n" + extra
        if text:
            self.tooltip(surface, lay, text, (rect.centerx, rect.bottom + px(6)), px(340), warn=False)

    def score_words(self, q: int) -> str:
        """A seat's projected score line by line, as the viewer may see it."""
        scene = self.scene
        total, lines = scene.projected(q)
        who = "You" if q == scene.viewer else scene.seat_name(q)
        parts = "\n".join(f"{line.label}: {line.points:g}" for line in lines)
        return f"If the game ended now, {who} would score {total}:\n{parts}"

    def fleet_words(self, s, q: int) -> str:
        pl = s.players[q]
        who = "You have" if q == self.scene.viewer else f"{self.scene.seat_name(q)} has"
        ships = (f"{who} {pl['fighters']} fighter{'s' if pl['fighters'] != 1 else ''}, {pl['destroyers']} "
                 f"destroyer{'s' if pl['destroyers'] != 1 else ''} and {'the' if pl['battlecruiser'] else 'no'} "
                 f"battlecruiser.")
        tile = E.fleet_tile(s, q)
        if tile is None:
            return ships
        return ships + "\n" + T.fleet_text(tile, pl["fleet"] == "basic")

    def planet_preview(self, surface, s, lay, item: str, rect) -> bool:
        """An Escalation planet (or any face-up planet) drawn large beside the hovered tile."""
        kind, _, rest = item.partition(":")
        owner = self.scene.current()[1].me
        if kind.startswith("opp"):
            owner = int(kind[3:])
            kind, _, rest = rest.partition(":")
        if kind != "planet":
            return False
        uid = int(rest)
        rec = E.find_planet(s, owner, uid)
        d = E.planet_def(s, uid)
        if not (rec["up"] or d.category in art.CATEGORY_COLOURS):
            return False
        px = lay.regions.px
        size = (px(PREVIEW[0]), px(PREVIEW[1]))
        pos = pygame.Rect((0, 0), size)
        pos.midleft = (rect.right + px(12), rect.centery)
        if pos.right > lay.regions.table.right:
            pos.midright = (rect.left - px(12), rect.centery)
        pos.clamp_ip(lay.regions.table)
        fills = filled_slots(s, owner).get(uid, ())
        lay_on(surface, planet_picture(s, owner, rec, size, lay.regions.scale, tuple(fills)), pos)
        self._preview = pos
        return True

    def describe(self, s, item: str, me: int) -> str:
        kind, _, rest = item.partition(":")
        if kind.startswith("opp"):
            me = int(kind[3:])
            kind, _, rest = rest.partition(":")
        if kind == "hidden":  # a rival's face-down planet: only its back is known
            rec = s.players[me]["planets"][int(rest)]
            back = E.planet_back(s, rec)
            n, ship = back["warfare_cost"], back["warfare_ship"]
            conquer = f"{n} {ship}{'' if n == 1 else 's'}"
            how = (f"It cannot be colonized; {conquer} conquer{'s' if n == 1 else ''} it." if not back["colonizable"]
                   else f"Settled with {back['colonize_cost']} colonies, or conquered with {conquer}.")
            return (f"An unexplored {back['type']} planet of {self.scene.seat_name(me)}, with {rec['cv']} colon"
                    f"{'y' if rec['cv'] == 1 else 'ies'}. {how} Its name, symbols and slots stay secret until "
                    f"it turns face up.")
        if kind in ("lead", "take", "stack"):
            name = rest if rest in s.stacks else "produce_trade"
            role_text = T.ROLE_TEXT.get(rest if rest in T.ROLE_TEXT else "produce", "")
            if rest == "produce_trade":
                role_text = T.ROLE_TEXT["produce"] + " Or: " + T.ROLE_TEXT["trade"]
            return f"{STACK_LABELS.get(name, name)}: {len(s.stacks[name])} cards left. {role_text}"
        if kind in ("planet", "slot"):
            uid = int(rest.split(":")[0])
            rec = E.find_planet(s, me, uid)
            d = E.planet_def(s, uid)
            if rec["up"]:
                res = ", ".join(f"{k}{' (full)' if rec['res'][i] else ''}" for i, k in enumerate(d.slots)) or "none"
                sym = ", ".join(x.capitalize() for x in d.symbols) or "none"
                extra = f" Hand limit +{d.hand_bonus}." if d.hand_bonus else ""
                more = T.planet_text(d)
                return (f"{d.name} ({d.type}), worth {d.influence} influence. Symbols: {sym}. "
                        f"Resource slots: {res}.{extra}" + (f"\n{more}" if more else ""))
            need = E.settle_need(s, me, rec)
            if not d.colonizable:
                how = f"It cannot be colonized; conquer it with {d.warfare_cost} {d.warfare_ship}."
            elif d.warfare_ship != "fighter":
                how = (f"Settle with {need} colon{'y' if need == 1 else 'ies'} (it has {rec['cv']}), or conquer it "
                       f"with {d.warfare_cost} {d.warfare_ship}.")
            else:
                how = (f"Settle with {need} colon{'y' if need == 1 else 'ies'} (it has {rec['cv']}), or attack with "
                       f"{E.attack_cost(s, me, rec, False)} fighters.")
            more = T.planet_text(d)
            return (f"{d.name} lies face down (unexplored, {d.type}): it scores nothing and counts for no "
                    f"technology until it is settled or conquered. {how}" + (f"\n{more}" if more else ""))
        if kind == "keep":
            d = E.planet_def(s, int(rest))
            more = T.planet_text(d)
            if more:
                return f"{d.name} ({d.type}). {more}"
            return f"{d.name} ({d.type}): settle for {d.colonize_cost} colonies or attack for {d.warfare_cost} fighters."
        return ""

    def tooltip(self, surface, lay, text: str, anchor, width: int, warn: bool) -> None:
        """Words in a panel under `anchor` (above it when there is no room below); `width` in
        window pixels, at most 380 units."""
        reg, px = lay.regions, lay.regions.px
        width = min(width, px(380))
        size = reg.text(14)
        lines = []
        for para in text.split("\n"):
            lines += fonts.wrap(para, size, width - px(20))
        step = line_h(size)
        r = pygame.Rect(0, 0, width, px(12) + step * len(lines))
        r.midtop = anchor
        room = self.window(lay)
        if r.bottom > room.bottom:
            r.midbottom = (anchor[0], anchor[1] - px(40))
        r.clamp_ip(room)
        look.panel(surface, r, 245, px(8), look.DANGER if warn else look.ACCENT)
        y = r.y + px(6)
        for line in lines:
            blit_text(surface, line, size, (r.x + px(10), y), look.INK)
            y += step
