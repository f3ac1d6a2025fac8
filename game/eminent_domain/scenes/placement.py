"""Where the things of one moment sit on the table: every rival's planets and technologies, the
role stacks, the technologies, my empire and hand, the cards in play and the decision's parts,
in the regions of layout.py (window pixels). One `Layout` is built per view (cached by the
scene); drawing and clicking both read it, so what is drawn is exactly what is clicked."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ..rules import empire as E
from . import picklayout as PL
from . import techlayout as TL
from .layout import SPLIT_STACK
from .foot import (CARD_SHAPE, EMPIRE_GAP, EMPIRE_INFO_W, EMPIRE_TECH_MOST_W, SCORE_H, SCORE_W, TILE_SHAPE, HandRow,
                   empire_card, empire_room, empire_row, hand_row, row, share_rows)
from .tiles import tile_geometry

# What may cover the table (techlayout.py): "browse" (Show cards: all of the table left of the side
# column), "research" (the technologies you may take now) and "scenario" (the scenarios dealt to
# you) cover the rivals, the stacks, the technologies and the empire; the hand stays in view.
OVERLAYS = ("browse", "research", "scenario")
STACK_ORDER = ("survey", "warfare", "colonize", "produce_trade", "research")
TILE_GAP = 5
PLAYED = (34, 46)  # a card in play, in the decision panel
PROMPT_HEAD, PROMPT_TEXT, PROMPT_LED = 32, 72, 18  # the decision's heading, words and "X led Survey" line
FOLLOW_HINT = 46  # what following gives, above the buttons


@dataclass
class Layout:
    me: int  # the seat drawn at the bottom
    regions: object  # layout.Regions, with my empire's and my hand's rows as they share their height now
    rects: dict = field(default_factory=dict)  # item id -> Rect
    order: list = field(default_factory=list)  # ids in drawing order (later is on top)
    opponents: dict = field(default_factory=dict)  # seat -> panel Rect
    overlay: str | None = None  # what covers the table (OVERLAYS), if anything
    sheets: dict = field(default_factory=dict)  # item id -> techlayout.Sheet (technology entries, cards...)
    tech_notes: list = field(default_factory=list)  # words under the panel's entries (techlayout.Words)
    tech_grid: bool = False  # the panel names every technology in a column per planet type (base game)
    tab: str | None = None  # "Show cards": the planet type shown
    page: int = 0  # the research list's page (or Show cards')
    pages: int = 1
    decisions: pygame.Rect | None = None  # the decision buttons' area (its bottom rows)
    played_area: pygame.Rect | None = None  # the cards in play this turn, in the decision panel
    follow_hint: pygame.Rect | None = None  # what following gives
    hand: HandRow | None = None  # where my hand's cards go

    @property
    def techs_open(self) -> bool:
        return self.overlay is not None

    def tech_rect(self, uid: int) -> pygame.Rect | None:
        """Where technology `uid` is shown (a panel entry, a large card, a research card), if anywhere."""
        found = self.rects.get(f"tech:{uid}")
        if found is None:
            found = next((sh.rect for sh in self.sheets.values() if sh.uid == uid and sh.purpose != "option"), None)
        return found

    def put(self, item_id: str, rect) -> pygame.Rect:
        rect = pygame.Rect(rect)
        self.rects[item_id] = rect
        self.order.append(item_id)
        return rect

    def hit(self, pos, ids=None) -> str | None:
        """The topmost item under pos (restricted to `ids` when given)."""
        for item_id in reversed(self.order):
            if ids is not None and item_id not in ids:
                continue
            if self.rects[item_id].collidepoint(pos):
                return item_id
        return None

    def card_size(self) -> tuple[int, int]:
        """A hand card's size in pixels (as the hand is laid out, else as tall as its row allows)."""
        if self.hand is not None:
            return self.hand.card
        h = self.regions.hand.h - self.regions.px(12)
        return round(h * CARD_SHAPE), h


def empire_items(s, p: int) -> list[str]:
    pl = s.players[p]
    return [f"planet:{r['uid']}" if r["uid"] >= 0 else f"hidden:{i}" for i, r in enumerate(pl["planets"])] + \
           [f"ptech:{uid}" for uid in pl["techs"]]


def escalation(s) -> bool:
    return "escalation" in s.variants


def overlay_for(s, ch, choice: bool | None = None) -> str | None:
    """What covers the table for choices `ch`: the scenarios dealt to the player, the research list
    while they may take a technology (unless they closed it: `choice` False), or the large cards
    they opened (`choice` True)."""
    if any(t.startswith("scenario:") for t in ch.targets):
        return "scenario"
    if ch.task in ("survey", "start_planet"):
        return None  # the planets to keep are drawn over the table
    if any(t.startswith("buy:") for t in ch.targets):
        return None if choice is False else "research"
    return "browse" if choice and not s.no_research else None


def opponent_tiles_top(s) -> int:
    """Units from a rival's panel top to its planets: under its name and counts, and under the
    ships' row with Escalation (without it the planets take that room, so their numbers fit)."""
    return 70 if escalation(s) else 48


def _opponents(lay: Layout, s, me: int) -> None:
    """Rivals across the top, in turn order after me: a panel each, their score, their planets and
    permanent technologies as small tiles (they overlap when there are many), ships and fleet."""
    reg, px = lay.regions, lay.regions.px
    others = [(me + i) % s.n for i in range(1, s.n)]
    if not others:
        return
    area, gap = reg.opponents, px(6)
    w = (area.w - gap * (len(others) - 1)) // len(others)
    top = px(opponent_tiles_top(s))
    tile_h = area.h - top - px(6)
    tile_w = min(round(tile_h * TILE_SHAPE), px(66))
    for i, q in enumerate(others):
        panel = pygame.Rect(area.x + i * (w + gap), area.y, w, area.h)
        lay.opponents[q] = panel
        lay.put(f"score:{q}", (panel.right - px(8 + SCORE_W), panel.y + px(5), px(SCORE_W), px(SCORE_H)))
        items = empire_items(s, q)
        for x, item in zip(row(len(items), panel.x + px(8), panel.w - px(16), tile_w, px(TILE_GAP)), items):
            lay.put(f"opp{q}:{item}", (x, panel.y + top, tile_w, tile_h))
        if escalation(s):
            lay.put(f"ships:{q}", (panel.x + px(8), panel.y + px(46), panel.w // 2, px(20)))
            fleet_w = min(px(104), panel.w // 2 - px(14))
            lay.put(f"fleet:{q}", (panel.right - px(8) - fleet_w, panel.y + px(47), fleet_w, px(18)))


def _stacks(lay: Layout, s) -> None:
    """The role stacks (the split Produce/Trade stack is wider, so both halves carry their word)."""
    reg, px = lay.regions, lay.regions.px
    w, h = reg.stack_card
    x = reg.stacks.x + px(10)
    for name in STACK_ORDER:
        if name not in s.stacks:
            continue
        width = round(w * SPLIT_STACK) if name == "produce_trade" else w
        r = lay.put(f"stack:{name}", (x, reg.stacks.y + px(30), width, h))
        x = r.right + px(7)
        if name == "produce_trade":
            lay.put("lead:produce", (r.x, r.y, r.w // 2, r.h))
            lay.put("lead:trade", (r.centerx, r.y, r.w - r.w // 2, r.h))
        else:
            lay.put(f"lead:{name}", r)
        lay.put(f"take:{name}", r)


def _empire(lay: Layout, s, me: int) -> None:
    """My empire: words on the left (Escalation: ships and fleet tile), my score at the top right,
    planets then permanent technologies between them."""
    reg, px = lay.regions, lay.regions.px
    area = reg.empire
    if escalation(s):
        lay.put("ships:me", (area.x + px(12), area.y + px(62), px(EMPIRE_INFO_W - 16), px(24)))
        lay.put(f"fleet:{me}", (area.x + px(12), area.y + px(90), px(118), px(20)))
    lay.put(f"score:{me}", (area.right - px(10 + SCORE_W), area.y + px(7), px(SCORE_W), px(SCORE_H)))
    full, h = empire_card(reg)
    items = empire_items(s, me)
    left, room = empire_room(reg)
    widest = max(full, px(EMPIRE_TECH_MOST_W))
    for item, (x, w) in zip(items, empire_row(items, left, room, full, round(full * 0.72), px(EMPIRE_GAP), widest)):
        r = lay.put(item, (x, area.y + px(7), w, h))
        if item.startswith("planet:"):
            uid = int(item.split(":")[1])
            if E.find_planet(s, me, uid)["up"]:
                d = E.planet_def(s, uid)
                geo = tile_geometry(d.name, r.size, reg.scale, len(d.slots) + len(d.replenish))
                for k, sx in enumerate(geo.slot_xs(r.w, len(d.slots) + len(d.replenish))[:len(d.slots)]):
                    lay.put(f"slot:{uid}:{k}", (r.x + sx, r.y + geo.slot_y, geo.slot, geo.slot))


def hand_slots_of(s, me: int, overlay, hand_slots) -> tuple[list, list]:
    """(my hand, the places of its cards): while boosting, a card gone keeps its place empty."""
    hand = s.players[me]["hand"] if overlay != "browse" else []
    return hand, (hand if hand_slots is None else list(hand_slots) + [uid for uid in hand if uid not in hand_slots])


def _hand(lay: Layout, s, me: int, hand_slots) -> None:
    """My hand (unless the large cards cover it); while boosting, a card gone leaves its gap."""
    hand, slots = hand_slots_of(s, me, lay.overlay, hand_slots)
    lay.hand = hand_row(len(slots), lay.regions.hand, lay.regions)
    cw, ch = lay.hand.card
    for i, (x, uid) in enumerate(zip(lay.hand.xs, slots)):
        if uid in hand:
            lay.put(f"hand:{uid}" if uid >= 0 else f"back:{i}", (x, lay.hand.y, cw, ch))


def decision_rows(buttons: int) -> int:
    """Rows the decision's buttons may take: one each up to three (long labels get the whole
    width), two a row beyond."""
    return buttons if buttons <= 3 else -(-buttons // 2)


def _decision(lay: Layout, s, me: int, buttons: int, follows: bool) -> None:
    """The decision panel: its words at the top, its buttons at the bottom, the cards in play this
    turn between them (a row per player, as many rows as there is room for)."""
    reg, px = lay.regions, lay.regions.px
    prompt = reg.decision_area
    rows = decision_rows(buttons)
    pitch = reg.button_h + reg.button_gap
    bottom = prompt.bottom
    lay.decisions = pygame.Rect(prompt.x, bottom - rows * pitch + reg.button_gap, prompt.w,
                                max(0, rows * pitch - reg.button_gap))
    bottom = lay.decisions.y - px(6)
    if follows:
        lay.follow_hint = pygame.Rect(prompt.x, bottom - px(FOLLOW_HINT), prompt.w, px(FOLLOW_HINT))
        bottom = lay.follow_hint.y - px(4)
    top = reg.prompt.y + px(PROMPT_HEAD + PROMPT_TEXT + PROMPT_LED)
    lay.played_area = pygame.Rect(prompt.x, top, prompt.w, max(0, bottom - top))
    y = top
    cw, ch = px(PLAYED[0]), px(PLAYED[1])
    for q in [s.active] + [x for x in range(s.n) if x != s.active]:
        played = s.players[q]["played"]
        if not played or y + ch > bottom:
            continue
        for x, uid in zip(row(len(played), prompt.x + px(26), prompt.w - px(26), cw, px(4)), played):
            lay.put(f"played:{uid}" if q == me else f"oplayed:{uid}", (x, y, cw, ch))
        lay.rects[f"playrow:{q}"] = pygame.Rect(prompt.x, y, prompt.w, ch)
        y += ch + px(5)


def _keep_grid(lay: Layout, looks: list[int]) -> None:
    """Planets to keep, centred over the table: one row of large tiles, or (Deep Space Probes looks
    through the whole planet deck) rows of smaller ones, all within the table above the hand."""
    reg, px = lay.regions, lay.regions.px
    area = reg.choice.inflate(-px(60), -px(40))
    n = len(looks)
    gap = px(16 if n <= 8 else 8)
    largest = min(px(150), area.w // 3)
    under = px(110)  # the costs and the planet's words under a large tile
    w = largest
    per_row = rows = 1
    for w in range(largest, px(44) - 1, -max(1, px(2))):
        per_row = max(1, min(n, (area.w + gap) // (w + gap)))
        rows = -(-n // per_row)
        pitch = int(w * 1.4) + (under if rows == 1 else px(26))
        if rows * pitch <= area.h - px(50):
            break
    h = int(w * 1.4)
    pitch = h + (under if rows == 1 else px(26))
    top = area.y + px(50)
    for i, uid in enumerate(looks):
        r, c = divmod(i, per_row)
        in_row = min(per_row, n - r * per_row)
        x0 = area.centerx - (in_row * w + (in_row - 1) * gap) // 2
        lay.put(f"keep:{uid}", (x0 + c * (w + gap), top + r * pitch, w, h))


def place_technologies(lay, s, me: int, overlay, tab, page, purchases, affordable) -> None:
    """The technologies' panel (every name in full, or those within reach), or what covers the
    table: the large cards of one type, the research list, the scenarios (picklayout.py)."""
    reg = lay.regions
    if overlay == "browse":
        tab_places = TL.tab_rects(s, reg)
        kinds = list(tab_places)
        lay.tab = tab if tab in tab_places else (kinds[0] if kinds else None)
        for kind, rect in tab_places.items():
            lay.rects[f"techtab:{kind}"] = rect
        sheets, lay.pages = TL.browse(s, me, lay.tab, reg, page) if lay.tab else ([], 1)
        lay.page = max(0, min(page, lay.pages - 1))
    elif overlay == "research":
        lay.pages = PL.research_pages(purchases, reg)
        lay.page = max(0, min(page, lay.pages - 1))
        sheets = PL.research(s, purchases, lay.page, reg)
    elif overlay == "scenario":
        sheets = PL.scenario_cards(s, s.tasks[-1].offer, me, reg)
    elif s.no_research:
        sheets = []
    else:
        grid = None if "escalation" in s.variants else TL.panel_grid(s, reg)
        lay.tech_grid = grid is not None
        sheets, lay.tech_notes = grid or TL.panel_reach(s, me, affordable or (lambda uid: False), reg)
    for sheet in sheets:
        lay.sheets[sheet.item] = sheet
        lay.put(sheet.item, sheet.rect)


def build(s, me: int, regions, survey_looks: list[int] | None = None, overlay: str | None = None,
          hand_slots: list[int] | None = None, *, tab: str | None = None, page: int = 0,
          purchases: list | None = None, affordable=None, buttons: int = 0, follows: bool = False) -> Layout:
    """`regions`: layout.regions for the window; `overlay`: what covers the table (OVERLAYS); `tab`,
    `page`: the planet type of Show cards and the page of it or of the research list;
    `purchases`: the research list (techcards.purchases); `affordable` (uid -> bool): whether `me`
    could buy a technology by leading Research now; `buttons`: how many decision buttons there
    are; `follows`: the decision is following (what it gives is said above them).
    `hand_slots`: the hand's order to keep (while boosting): a card gone from the hand leaves its
    place empty instead of the others moving up."""
    lay = Layout(me, regions)
    lay.overlay = overlay if overlay in OVERLAYS else None
    if lay.overlay is None:  # the empire is shown: it may take height the hand cannot use
        _, slots = hand_slots_of(s, me, None, hand_slots)
        lay.regions = share_rows(regions, len(empire_items(s, me)), len(slots))
        _opponents(lay, s, me)
        _stacks(lay, s)
        place_technologies(lay, s, me, None, tab, page, purchases or [], affordable)
        _empire(lay, s, me)
    else:
        place_technologies(lay, s, me, lay.overlay, tab, page, purchases or [], affordable)
    _hand(lay, s, me, hand_slots)
    _decision(lay, s, me, buttons, follows)
    if survey_looks:
        _keep_grid(lay, survey_looks)
    return lay
