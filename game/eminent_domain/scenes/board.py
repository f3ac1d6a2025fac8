"""Painting the Eminent Domain table from the scene's view, layout and choices.

Reads only; never changes the game or the scene. Card and planet pictures come cached from
art.py, so a frame is mostly blits."""

from __future__ import annotations


import pygame

from game.ui import fonts, look

from ..rules import empire as E
from ..rules import flow
from ..rules.fleet import filled_slots
from . import art
from . import cardtext as T
from . import choices as C
from . import layout as L
from .cards import HIGHLIGHT, accent_of, card_image, glow, shade
from .overlays import Overlays
from .techpaint import TechPainter



def stat(surface, icon, value: str, pos, size: int = 18, colour=look.INK) -> int:
    """An icon followed by a number; returns the x after it."""
    x, y = pos
    surface.blit(icon, (x, y))
    r = art.blit_text(surface, value, size, (x + icon.get_width() + 4, y + icon.get_height() // 2), colour, "bold",
                       "midleft")
    return r.right + 12


FLEET_LABELS = {"basic": "Basic fleet", "improved": "Improved fleet"}


def back_category(back: dict) -> str:
    """Escalation's planet kind, as the back shows it: the ship that conquers it, and whether it can
    be colonized."""
    if back["warfare_ship"] == "battlecruiser":
        return "civilized"
    if back["warfare_ship"] == "destroyer":
        return "bustling" if back["colonizable"] else "hostile"
    return ""


class Painter(Overlays, TechPainter):
    """Paints the table in two layers: a cached base redrawn only when the game or the viewer
    changes, and per-frame overlays (pulsing highlights, hover previews, menus, banners)."""

    def __init__(self, scene):
        self.scene = scene
        self.glows: list = []
        self._base: pygame.Surface | None = None
        self._base_key = None
        self._base_cuts: tuple = ()  # texts the cached base had to shorten
        self.scores_shown: dict = {}  # seat -> the score words drawn on the table
        self._backdrops: dict = {}
        self.t = 0.0

    def glow(self, rect, colour=HIGHLIGHT, t: float = 0.0, width: int = 3, radius: int = 10) -> None:
        self.glows.append((pygame.Rect(rect), colour, width, radius))

    # --- the whole table ---------------------------------------------------------------------
    def base_key(self):
        scene = self.scene
        return (scene.layout_key(), scene.app.settings.colour_blind, len(scene.log_panel.lines), scene.log_panel.scroll,
                len(scene.log_panel._entries))

    def draw(self, surface) -> None:
        scene = self.scene
        s, lay, ch = scene.current()
        key = self.base_key()
        if key != self._base_key or self._base is None:
            with fonts.capture_shortened() as cut:
                self._base = self.paint_base(s, lay, ch)
            self._base_cuts = tuple(dict.fromkeys(cut))
            self._base_key = key
        surface.blit(self._base, (0, 0))
        fonts.note_shortened(*self._base_cuts)  # the cached picture shows them on every frame
        self.t = scene.app.clock_s
        for rect, colour, width, radius in self.glows:
            glow(surface, rect, colour, self.t, width, radius)
        task = s.tasks[-1] if s.tasks else None
        for flight in scene.flights:
            self.flight(surface, s, lay, flight)
        for mark in scene.marks:
            self.mark(surface, mark)
        if scene.popup is not None:
            self.popup(surface)
        else:
            self.hover(surface, s, lay, ch, task)
        if scene.banner is not None:
            self.banner(surface)

    def panel_specs(self, s, lay, ch) -> tuple:
        """The table's panels and their edge colours (gold: deciding; blue: leading the turn)."""
        viewer = self.scene.viewer
        specs = [(tuple(panel), 205, 12, look.GOLD if q in s.to_act() else
                  (look.ACCENT if q == s.active else look.PANEL_EDGE)) for q, panel in lay.opponents.items()]
        specs += [(tuple(L.STACKS), 200, 12, look.PANEL_EDGE), (tuple(L.TECHS), 200, 12, look.PANEL_EDGE),
                  (tuple(L.EMPIRE), 200, 12, look.GOLD if lay.me in s.to_act() and viewer == lay.me
                   else look.PANEL_EDGE),
                  (tuple(L.HAND), 170, 12, look.PANEL_EDGE),
                  (tuple(L.PROMPT), 220, 14, look.GOLD if ch.player is not None and ch.task else look.PANEL_EDGE),
                  (tuple(L.LOG), 200, 12, look.PANEL_EDGE)]
        return tuple(specs)

    def backdrop(self, specs: tuple) -> pygame.Surface:
        """The starfield with the empty panels on it, cached per set of edge colours."""
        surface = self._backdrops.get(specs)
        if surface is None:
            surface = look.starfield().surface.copy()
            for rect, alpha, radius, edge in specs:
                look.panel(surface, rect, alpha, radius, edge)
            if len(self._backdrops) >= 6:  # 5.8 MB each
                self._backdrops.pop(next(iter(self._backdrops)))
            self._backdrops[specs] = surface
        return surface

    def paint_base(self, s, lay, ch) -> pygame.Surface:
        base = self._base
        if base is None:
            base = pygame.Surface(L.SCREEN)
            if pygame.display.get_surface() is not None:
                base = base.convert()
        base.blit(self.backdrop(self.panel_specs(s, lay, ch)), (0, 0))
        self.glows = []
        self.scores_shown = {}
        task = s.tasks[-1] if s.tasks else None
        self.top_bar(base, s)
        for q, panel in lay.opponents.items():
            self.opponent(base, s, lay, ch, q, panel)
        if lay.overlay is None:
            self.stacks(base, s, lay, ch, task)
            self.empire(base, s, lay, ch, task)
            self.techs(base, s, lay, ch, task)
        self.hand(base, s, lay, ch, task)
        self.prompt(base, s, lay, ch)
        self.scene.log_panel.draw(base, frame=False)
        if lay.overlay is not None:  # the large cards, the research list or the scenarios
            self.cover(base, s, lay, ch, task)
        if ch.task in C.LOOK_TASKS:
            self.survey(base, s, lay, ch)
        return base

    # --- top bar -----------------------------------------------------------------------------
    def top_bar(self, surface, s) -> None:
        art.blit_text(surface, "Eminent Domain", 30, (20, 10), look.INK, "display")
        if s.is_terminal():
            status = "The game is over"
        else:
            status = f"Turn {s.turn_no}  ·  {self.scene.seat_name(s.active)} leads the turn"
            if s.mode == "ending":
                status += "  ·  last round"
            elif s.mode in ("extra_turns", "tie_round"):
                status += "  ·  " + ("extra turn" if s.mode == "extra_turns" else "tie-break round")
        if s.is_terminal():
            art.blit_text(surface, status, 19, (290, 28), look.MUTED, "bold", "midleft")
            return
        if s.turn_no == 0:  # start planets or scenarios are being chosen before the first turn
            art.blit_text(surface, "Setting up: everyone chooses in seat order", 19, (290, 28), look.MUTED, "bold",
                          "midleft")
            return
        r = art.blit_text(surface, f"Turn {s.turn_no}", 19, (290, 28), look.MUTED, "bold", "midleft")
        self.scene.draw_player_marker(surface, (r.right + 16, 28), 9, s.active)
        rest = status.split("  ·  ", 1)[1]
        beside = self.scene.button("auto_dissent")  # a long name is cut before the top bar's buttons
        room = (beside.relative_rect.left if beside is not None else surface.get_width()) - 12 - (r.right + 32)
        rest, size = art.fit_text(rest, 19, room, "bold", least=15)
        art.blit_text(surface, rest, size, (r.right + 32, 28), look.MUTED if s.mode == "normal" else look.GOLD, "bold",
                       "midleft")

    # --- opponents ---------------------------------------------------------------------------
    def score_badge(self, surface, lay, q: int) -> None:
        """A seat's projected score (what it would score if the game ended now, from the viewer's
        view); the lines are in its tooltip."""
        rect = lay.rects.get(f"score:{q}")
        if rect is None:
            return
        total, _ = self.scene.projected(q)
        pygame.draw.rect(surface, (40, 33, 14), rect, border_radius=7)
        pygame.draw.rect(surface, look.GOLD, rect, 1, border_radius=7)
        words = f"Score {total}"
        label, size = art.fit_text(words, 16, rect.w - 10, "bold")
        art.blit_text(surface, label, size, rect.center, look.GOLD, "bold", "center")
        self.scores_shown[q] = words

    def opponent_counts(self, surface, s, q: int, panel, y: int, size: int, acting: bool) -> None:
        """Influence (and fighters in the base game) then the card counts, on one line."""
        pl = s.players[q]
        icon = 18 if size >= 14 else 16
        x = panel.x + 14
        x = stat(surface, art.influence_icon(icon), str(pl["influence"]), (x, y - icon // 2), size)
        if not L.escalation(s):
            x = stat(surface, art.fighter_icon(icon), str(pl["fighters"]), (x, y - icon // 2), size)
        counts = f"Hand {len(pl['hand'])} · Deck {len(pl['deck'])} · Discard {len(pl['discard'])}"
        if acting:
            counts += " · deciding…"
        counts, fsize = art.fit_text(counts, size, panel.right - 12 - x, "regular")
        art.blit_text(surface, counts, fsize, (x, y), look.GOLD if acting else look.MUTED, "regular", "midleft")

    def opponent_fleet(self, surface, s, lay, q: int, panel) -> None:
        """Escalation's opponent header: ships and the fleet tile under the counts."""
        pl = s.players[q]
        ships = lay.rects[f"ships:{q}"]
        art.ships_row(surface, E.ships_by_kind(s, q), (ships.x + 2, ships.y), 15, 15)
        fleet = lay.rects[f"fleet:{q}"]
        surface.blit(art.fleet_badge(FLEET_LABELS.get(pl["fleet"], pl["fleet"]), pl["fleet"] == "improved",
                                     fleet.size), fleet)

    def opponent(self, surface, s, lay, ch, q: int, panel) -> None:
        acting = q in s.to_act()
        pl = s.players[q]
        scene = self.scene
        head = panel.y + (16 if L.escalation(s) else 20)
        scene.draw_player_marker(surface, (panel.x + 20, head), 10, q)
        seat = scene.session.config.seats[q]
        room = panel.w - 38 - L.SCORE_W - 20
        nm, size = art.fit_text(seat.name, 18, room)
        r = art.blit_text(surface, nm, size, (panel.x + 38, head), look.INK, "bold", "midleft")
        level = f"computer · {seat.level}"
        if not seat.is_human and r.right + 8 + fonts.font(12).size(level)[0] < panel.right - L.SCORE_W - 20:
            art.blit_text(surface, level, 12, (r.right + 8, r.centery + 1), look.FAINT, "regular", "midleft")
        self.score_badge(surface, lay, q)
        if L.escalation(s):
            self.opponent_counts(surface, s, q, panel, panel.y + 35, 12, acting)
            self.opponent_fleet(surface, s, lay, q, panel)
        else:
            self.opponent_counts(surface, s, q, panel, panel.y + 44, 14, acting)
        fills = filled_slots(s, q)
        for i, rec in enumerate(pl["planets"]):
            item = f"opp{q}:planet:{rec['uid']}" if rec["uid"] >= 0 else f"opp{q}:hidden:{i}"
            if item in lay.rects:
                self.planet(surface, s, q, rec, lay.rects[item], fills.get(rec["uid"], ()))
                if item in ch.targets:
                    self.glow(lay.rects[item], HIGHLIGHT, self.t, 3, 10)
        for uid in pl["techs"]:
            r = lay.rects.get(f"opp{q}:ptech:{uid}")
            if r is not None:
                surface.blit(card_image(s, uid, r.size), r)
                if f"opp{q}:ptech:{uid}" in ch.targets:
                    self.glow(r, HIGHLIGHT, self.t, 3, 8)
        if not pl["planets"] and not pl["techs"]:
            art.blit_text(surface, "No planets yet", 14, (panel.x + 14, panel.y + 90), look.FAINT)

    def planet(self, surface, s, owner: int, rec, rect, fills: tuple = ()) -> None:
        if rec["uid"] < 0:  # a rival's hidden planet: its back is public
            back = rec["back"]
            img = art.unexplored_tile(back["type"], rect.size, back["colonize_cost"], E.warfare_cost(s, owner, rec),
                                      len(rec["col"]), rec["cv"], E.colonies_needed(s, owner, rec), True,
                                      back["warfare_ship"], back["colonizable"], back_category(back))
        elif rec["up"]:
            d = E.planet_def(s, rec["uid"])
            img = art.planet_tile(d.name, d.type, tuple(d.symbols), tuple(d.slots), tuple(rec["res"]), rec["blk"],
                                  d.influence, d.hand_bonus, rect.size, rec["uid"], d.category, tuple(d.replenish),
                                  tuple(fills))
        else:
            d = E.planet_def(s, rec["uid"])
            img = art.unexplored_tile(d.type, rect.size, d.colonize_cost, E.warfare_cost(s, owner, rec),
                                      len(rec["col"]), rec["cv"], E.colonies_needed(s, owner, rec), True, d.warfare_ship, d.colonizable,
                                      d.category)
        surface.blit(img, rect)

    # --- role stacks, influence, planet deck --------------------------------------------------
    def stacks(self, surface, s, lay, ch, task) -> None:
        art.blit_text(surface, "Role stacks", 20, (L.STACKS.x + 16, L.STACKS.y + 10), look.INK, "display")
        empty = sum(1 for st in s.stacks.values() if not st)
        rule = (f"The end comes when {s.stacks_to_end} stack{'s' if s.stacks_to_end > 1 else ''} "
                f"run{'' if s.stacks_to_end > 1 else 's'} out ({empty} empty) or the influence supply does.")
        for name in L.STACK_ORDER:
            r = lay.rects.get(f"stack:{name}")
            if r is None:
                continue
            cards = s.stacks[name]
            info = s.cat.cards[name]
            split = name == "produce_trade" and "lead:produce" in ch.targets
            if cards:  # a split stack names each half below, where the one title would be cut in two
                title = "" if split else "Produce / Trade" if name == "produce_trade" else info.name
                surface.blit(art.card_surface(title, tuple(info.symbols), accent_of(info), "", r.size), r)
                for k in range(min(3, len(cards) - 1)):  # the stack's thickness
                    pygame.draw.line(surface, (70, 84, 120), (r.x + 4, r.bottom + 2 + k * 2),
                                     (r.right - 4, r.bottom + 2 + k * 2))
            else:
                pygame.draw.rect(surface, (60, 30, 40), r, 2, border_radius=8)
                art.blit_text(surface, "empty", 15, r.center, look.DANGER, "bold", "center")
            count = len(cards)
            colour = look.DANGER if count == 0 else (look.GOLD if count <= 2 else look.INK)
            art.blit_text(surface, f"{count} left", 15, (r.centerx, r.bottom + 10), colour, "bold", "midtop")
            for target in (f"lead:{name}", f"take:{name}") if name != "produce_trade" else \
                    ("lead:produce", "lead:trade", "take:produce_trade"):
                if target in ch.targets:
                    self.glow(lay.rects[target], HIGHLIGHT, self.t, 3, 8)
            if ch.task == "role":
                leads = ("lead:produce", "lead:trade") if name == "produce_trade" else (f"lead:{name}",)
                if not any(t in ch.targets for t in leads):
                    shade(surface, r, 150, 8)
            elif ch.task == "take_role" and f"take:{name}" not in ch.targets:
                shade(surface, r, 150, 8)
        if "lead:produce" in ch.targets:  # the split stack: each half leads its own role
            r = lay.rects["stack:produce_trade"]
            pygame.draw.line(surface, look.INK, (r.centerx, r.y + 8), (r.centerx, r.bottom - 8), 1)
            for target, word in (("lead:produce", "Produce"), ("lead:trade", "Trade")):
                half = lay.rects[target]
                label, size = art.fit_text(word, 12, half.w - 6, "bold")
                art.blit_text(surface, label, size, (half.centerx, half.bottom - 16), look.INK, "bold", "center")
        y = L.STACKS.y + 204
        x = L.STACKS.x + 16
        x = stat(surface, art.influence_icon(26), f"{s.supply}", (x, y), 20, look.GOLD if s.supply > 5 else look.DANGER)
        art.blit_text(surface, f"influence left · {s.reserve} in reserve", 15, (x - 6, y + 13), look.MUTED,
                       "regular", "midleft")
        x = L.STACKS.x + 316
        surface.blit(art.card_back((22, 30)), (x, y - 2))
        art.blit_text(surface, f"Planet deck {len(s.planet_deck)} · discard {len(s.planet_discard)}", 15,
                       (x + 30, y + 13), look.MUTED, "regular", "midleft")
        colour = look.GOLD if s.mode != "normal" else look.FAINT
        text = "Last round: the game ends when this round is over." if s.mode == "ending" else rule
        art.draw_wrapped(surface, text, (L.STACKS.x + 16, y + 36, L.STACKS.w - 32, 40), 14, colour)

    # --- my empire ----------------------------------------------------------------------------
    def empire(self, surface, s, lay, ch, task) -> None:
        me = lay.me
        pl = s.players[me]
        scene = self.scene
        x0, y0 = L.EMPIRE.x + 14, L.EMPIRE.y + 12
        self.score_badge(surface, lay, me)
        scene.draw_player_marker(surface, (x0 + 10, y0 + 12), 10, me)
        label = "Your empire" if scene.viewer == me else f"{scene.seat_name(me)}'s empire"
        nm, size = art.fit_text(label, 18, 150)
        art.blit_text(surface, nm, size, (x0 + 26, y0 + 12), look.INK, "bold", "midleft")
        stat(surface, art.influence_icon(24), f"{pl['influence']} influence", (x0, y0 + 34), 16)
        colonize = E.empire_symbols(s, me, "colonize")
        if L.escalation(s):
            ships = lay.rects["ships:me"]
            art.ships_row(surface, E.ships_by_kind(s, me), ships.topleft, 18, 17, gap=8)
            fleet = lay.rects[f"fleet:{me}"]
            surface.blit(art.fleet_badge(FLEET_LABELS.get(pl["fleet"], pl["fleet"]), pl["fleet"] == "improved",
                                         fleet.size), fleet)
            art.blit_text(surface, f"Deck {len(pl['deck'])} · Discard {len(pl['discard'])}", 12, (x0, y0 + 114),
                          look.MUTED)
            r = art.blit_text(surface, f"Hand limit {E.hand_limit(s, me)}", 12, (x0, y0 + 130), look.MUTED)
            if colonize:
                art.blit_text(surface, f"· settling −{colonize}", 12, (r.right + 4, y0 + 130),
                              art.SYMBOL_COLOURS["colonize"])
        else:
            stat(surface, art.fighter_icon(24), f"{pl['fighters']} fighter{'s' if pl['fighters'] != 1 else ''}",
                 (x0, y0 + 64), 16)
            art.blit_text(surface, f"Deck {len(pl['deck'])}  ·  Discard {len(pl['discard'])}", 14, (x0, y0 + 98),
                          look.MUTED)
            art.blit_text(surface, f"Hand limit {E.hand_limit(s, me)}", 14, (x0, y0 + 118), look.MUTED)
            if colonize:
                art.blit_text(surface, f"Settling costs {colonize} less", 13, (x0, y0 + 138),
                              art.SYMBOL_COLOURS["colonize"])
        fills = filled_slots(s, me)
        for i, rec in enumerate(pl["planets"]):
            item = f"planet:{rec['uid']}" if rec["uid"] >= 0 else f"hidden:{i}"
            r = lay.rects.get(item)
            if r is None:
                continue
            self.planet(surface, s, me, rec, r, fills.get(rec["uid"], ()))
            if item in ch.targets:
                self.glow(r, HIGHLIGHT, self.t, 3, 10)
            elif rec["uid"] >= 0 and C.planet_reason(s, me, rec, task) and ch.player == me and not rec["up"]:
                shade(surface, r, 110, 10)
            for k in range(len(rec["res"])):
                slot = f"slot:{rec['uid']}:{k}"
                if slot in ch.targets:
                    self.glow(lay.rects[slot], look.GOLD, self.t, 2, 13)
        for uid in pl["techs"]:
            r = lay.rects.get(f"ptech:{uid}")
            if r is not None:
                surface.blit(card_image(s, uid, r.size), r)
                if f"ptech:{uid}" in ch.targets:
                    self.glow(r, HIGHLIGHT, self.t, 3, 10)
        if not pl["planets"]:
            art.blit_text(surface, "No planets", 16, (L.EMPIRE.x + 220, L.EMPIRE.centery), look.FAINT, "regular",
                           "midleft")

    # --- my hand -----------------------------------------------------------------------------
    def hand(self, surface, s, lay, ch, task) -> None:
        me = lay.me
        pl = s.players[me]
        scene = self.scene
        label = "Your hand" if scene.viewer == me else f"{scene.seat_name(me)}'s hand"
        label, size = art.fit_text(label, 20, 126, "display")
        art.blit_text(surface, label, size, (L.HAND.x + 16, L.HAND.y + 14), look.INK, "display")
        art.blit_text(surface, f"{len(pl['hand'])} card{'s' if len(pl['hand']) != 1 else ''}", 15,
                       (L.HAND.x + 16, L.HAND.y + 44), look.MUTED)
        if scene.viewer is None:
            art.blit_text(surface, "hidden", 15, (L.HAND.x + 16, L.HAND.y + 64), look.FAINT)
        acting = ch.player == me and task is not None
        for i, uid in enumerate(pl["hand"]):
            item = f"hand:{uid}" if uid >= 0 else f"back:{i}"
            r = lay.rects.get(item)
            if r is None:
                continue
            target = item in ch.targets
            dim = acting and bool(ch.targets) and not target and task.kind in ("action", "boost")
            surface.blit(card_image(s, uid, L.CARD, dim), r)
            if target:
                self.glow(r, HIGHLIGHT, self.t, 3, 10)
        if not pl["hand"]:
            art.blit_text(surface, "No cards in hand", 16, (L.HAND.x + 170, L.HAND.centery), look.FAINT,
                           "regular", "midleft")

    # --- prompt panel ------------------------------------------------------------------------
    def prompt(self, surface, s, lay, ch) -> None:
        scene = self.scene
        x, y = L.PROMPT.x + 16, L.PROMPT.y + 14
        if s.is_terminal():
            art.blit_text(surface, "The game is over", 22, (x, y), look.GOLD, "display")
            return
        who = s.to_act()
        replaying = scene.session.replaying  # a replay says whose move it is, never asks
        if ch.player is not None and ch.task and not replaying:
            art.blit_text(surface, "Your decision", 22, (x, y), look.GOLD, "display")
            text = ch.prompt
        elif who:
            q = who[0]
            scene.draw_player_marker(surface, (x + 9, y + 14), 9, q)
            heading = f"{scene.seat_name(q)}'s move" if replaying else f"Waiting for {scene.seat_name(q)}"
            art.blit_text(surface, heading, 20, (x + 24, y), look.INK, "display")
            text = s.waiting_for(q)  # said of the seat that decides, not to the viewer
        else:
            text = ""
        art.draw_wrapped(surface, text, (x, y + 34, L.PROMPT.w - 32, 54), 16, look.INK)
        if ch.task == "follow" and not replaying:
            role = s.tasks[-1].role
            hint = C.follow_hint(s, ch.player, role)
            art.draw_wrapped(surface, hint, (x, L.PROMPT.y + 226, L.PROMPT.w - 32, 40), 14, look.GOLD)
        role = s.turn.get("role")
        if role and not s.is_terminal():
            art.blit_text(surface, f"{scene.seat_name(s.active)} led {role.capitalize()}", 13,
                           (x, L.PROMPT.y + 102), look.MUTED)
        for q in range(s.n):
            row = lay.rects.get(f"playrow:{q}")
            if row is None:
                continue
            scene.draw_player_marker(surface, (row.x + 14, row.centery), 8, q)
            task = s.tasks[-1] if s.tasks else None
            if task is not None and task.kind == "boost" and task.player == q:
                n = flow.role_strength(s, q, task.role, task.lead, task.cards)
                art.blit_text(surface, str(n), 14, (row.x + 14, row.centery + 18), look.GOLD, "bold", "center")
            for uid in s.players[q]["played"]:
                item = f"played:{uid}" if q == lay.me else f"oplayed:{uid}"
                r = lay.rects.get(item)
                if r is not None:
                    surface.blit(card_image(s, uid, r.size), r)
                    if item in ch.targets:
                        self.glow(r, HIGHLIGHT, self.t, 2, 6)
        if ch.player is not None and not ch.task and who:
            art.blit_text(surface, "Hover a card or planet to read it.", 13, (x, L.PROMPT.bottom - 26), look.FAINT)

    # --- survey ------------------------------------------------------------------------------
    def survey(self, surface, s, lay, ch) -> None:
        keeps = [t for t in lay.rects if t.startswith("keep:")]
        if not keeps:
            return
        rects = [lay.rects[k] for k in keeps]
        tiles = rects[0].unionall(rects[1:])
        big = rects[0].w >= 100
        area = pygame.Rect(tiles.x - 30, tiles.y - 60, tiles.w + 60, tiles.h + 60 + (136 if big else 40))
        if area.w < 640:  # two start planets: room for the title
            area.inflate_ip(640 - area.w, 0)
        shade(surface, pygame.Rect(16, 62, 1148, 640), 170, 12)
        look.panel(surface, area, 240, 16, look.ACCENT)
        title = ("Choose your start planet: keep one face down, the other leaves the game"
                 if ch.task == "start_planet" else "Survey: keep one planet face down")
        title, size = art.fit_text(title, 22, max(area.w - 30, 300), "display")
        art.blit_text(surface, title, size, (area.centerx, area.y + 12), look.INK, "display", "midtop")
        for k, r in zip(keeps, rects):
            uid = int(k.split(":")[1])
            d = E.planet_def(s, uid)
            surface.blit(art.planet_tile(d.name, d.type, tuple(d.symbols), tuple(d.slots), (0,) * len(d.slots), 0,
                                         d.influence, d.hand_bonus, r.size, uid, d.category, tuple(d.replenish),
                                         ()), r)
            y = r.bottom + (6 if big else 3)
            isz, fsz = (18, 16) if big else (13, 12)
            if d.colonizable:
                surface.blit(art.symbol_icon("colonize", isz), (r.x + 4, y))
                art.blit_text(surface, str(d.colonize_cost), fsz, (r.x + 6 + isz, y + isz // 2), look.INK, "bold",
                              "midleft")
            else:
                surface.blit(art.no_colonize_icon(isz), (r.x + 4, y))
            wx = r.centerx + 2 if not big else r.right - 46
            if d.warfare_ship == "fighter":
                surface.blit(art.symbol_icon("warfare", isz), (wx, y))
            else:
                icon = art.ship_icon(d.warfare_ship, art.ship_size(d.warfare_ship, isz - 2))
                surface.blit(icon, (wx, y + isz // 2 - icon.get_height() // 2))
            art.blit_text(surface, str(d.warfare_cost), fsz, (wx + isz + 4, y + isz // 2), look.INK, "bold",
                          "midleft")
            extra = (T.planet_text(d) or T.start_note(d)) if big else ""
            if extra:
                art.draw_wrapped(surface, extra, (r.x - 4, y + 24, r.w + 8, 104), 11, look.MUTED, least=10)
            if k in ch.targets:
                self.glow(r, HIGHLIGHT, self.t, 3, 10)
