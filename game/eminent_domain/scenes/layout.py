"""Where everything sits on the 1600x900 table, computed from a view.

One `Layout` is built per view (cached by the scene); drawing and clicking both read it, so what
is drawn is exactly what is clicked."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ..rules import empire as E
from . import art
from . import techlayout as TL

SCREEN = (1600, 900)
TOP = pygame.Rect(0, 0, 1600, 56)
OPPONENTS = pygame.Rect(16, 62, 1148, 172)
STACKS = pygame.Rect(16, 242, 540, 280)
TECHS = pygame.Rect(566, 242, 598, 280)
EMPIRE = pygame.Rect(16, 530, 1148, 172)
HAND = pygame.Rect(16, 710, 1148, 182)
PROMPT = pygame.Rect(1176, 62, 408, 340)
HINT = pygame.Rect(1176, 410, 120, 36)  # the Hint, between the decision and the log
LOG = pygame.Rect(1176, 454, 408, 438)

CARD = (124, 170)
BIG_CARD = (250, 344)
STACK_CARD = (88, 128)
STACK_WIDE = 128  # the split Produce/Trade stack
STACK_GAP = 7
SCORE_W = 96  # a seat's projected score badge
STACK_ORDER = ("survey", "warfare", "colonize", "produce_trade", "research")
TYPES = ("advanced", "fertile", "metallic")


@dataclass
class Layout:
    me: int  # the seat drawn at the bottom
    rects: dict = field(default_factory=dict)  # item id -> Rect
    order: list = field(default_factory=list)  # ids in drawing order (later is on top)
    opponents: dict = field(default_factory=dict)  # seat -> panel Rect
    overlay: str | None = None  # what covers the table (OVERLAYS), if anything
    sheets: dict = field(default_factory=dict)  # item id -> techlayout.Sheet (technology entries, cards...)
    tech_notes: list = field(default_factory=list)  # words under the panel's entries (techlayout.Words)
    tab: str | None = None  # "Show cards": the planet type shown
    page: int = 0  # the research list's page
    pages: int = 1

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


def _row(count: int, left: int, width: int, item_w: int, gap: int) -> list[int]:
    """x of `count` items of width item_w in a row; they overlap when they do not fit."""
    if count <= 0:
        return []
    step = item_w + gap
    if count > 1 and (count - 1) * step + item_w > width:
        step = (width - item_w) / (count - 1)
    return [int(left + i * step) for i in range(count)]


EMPIRE_CARD = (104, 152)  # a planet or permanent technology in my empire row, at full size
EMPIRE_GAP = 8
PLANET_MIN_W = 76  # a planet tile still says its name, symbols and slots this narrow (art.planet_tile)


def empire_row(items: list[str], left: int, width: int) -> list[tuple[int, int]]:
    """(x, width) of each item of my empire row. Permanent technologies keep their full width,
    since their words are what they do; when the row is full the planets narrow first (down to
    PLANET_MIN_W), then overlap one another, and only when the technologies alone overflow does
    everything overlap."""
    full, gap = EMPIRE_CARD[0], EMPIRE_GAP
    techs = sum(item.startswith("ptech:") for item in items)
    planets = len(items) - techs
    if len(items) * (full + gap) - gap <= width or not planets or not techs:
        return [(x, full) for x in _row(len(items), left, width, full, gap)]
    room = width - techs * (full + gap)  # for the planets, a gap before the first technology included
    if room < PLANET_MIN_W:
        return [(x, full) for x in _row(len(items), left, width, full, gap)]
    w = max(PLANET_MIN_W, min(full, (room - (planets - 1) * gap) // planets))
    row = [(x, w) for x in _row(planets, left, room, w, gap)]
    return row + [(left + room + gap + i * (full + gap), full) for i in range(techs)]


def empire_items(s, p: int) -> list[str]:
    pl = s.players[p]
    return [f"planet:{r['uid']}" if r["uid"] >= 0 else f"hidden:{i}" for i, r in enumerate(pl["planets"])] + \
           [f"ptech:{uid}" for uid in pl["techs"]]


OPP_TILE_TOP_ESC = 73  # Escalation: opponents' tiles sit below a row of ships
# What may cover the table (techlayout.py): "browse" (Show cards: everything left of the prompt),
# "research" (the technologies you may take now) and "scenario" (the scenarios dealt to you) cover
# the opponents, the stacks, the technologies and the empire; the hand stays in view.
OVERLAYS = ("browse", "research", "scenario")


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


def covered(overlay: str | None) -> pygame.Rect | None:
    if overlay == "browse":
        return TL.BROWSE
    return TL.CHOICE if overlay in OVERLAYS else None


def _technologies(lay: Layout, s, me: int, overlay, tab, page, purchases, affordable) -> None:
    """The technologies' panel (every name in full, or in Escalation those within reach), or
    what covers the table: the large cards of one type, the research list, the scenarios."""
    if overlay == "browse":
        tabs = TL.tab_rects(s)
        kinds = list(tabs)
        lay.tab = tab if tab in tabs else (kinds[0] if kinds else None)
        for kind, rect in tabs.items():
            lay.rects[f"techtab:{kind}"] = rect
        sheets = TL.browse(s, me, lay.tab) if lay.tab else []
    elif overlay == "research":
        lay.pages = TL.research_pages(purchases)
        lay.page = max(0, min(page, lay.pages - 1))
        sheets = TL.research(s, purchases, lay.page)
    elif overlay == "scenario":
        sheets = TL.scenario_cards(s, s.tasks[-1].offer, me)
    elif s.no_research:
        sheets = []
    elif escalation(s):
        sheets, lay.tech_notes = TL.panel_reach(s, me, affordable or (lambda uid: False))
    else:
        sheets, lay.tech_notes = TL.panel_grid(s)
    for sheet in sheets:
        lay.sheets[sheet.item] = sheet
        lay.put(sheet.item, sheet.rect)


def _keep_grid(lay: Layout, looks: list[int]) -> None:
    """Planets to keep, centred over the table: one row of large tiles, or (Deep Space Probes looks
    through the whole planet deck) rows of smaller ones, all within the table's area."""
    n = len(looks)
    gap = 18 if n <= 8 else 10
    for w in range(150, 47, -2):
        per_row = max(1, min(n, (1080 + gap) // (w + gap)))
        rows = -(-n // per_row)
        h = int(w * 1.4)
        pitch = h + (90 if rows == 1 else 30)  # room under each tile for its costs
        if rows * pitch <= 380:
            break
    top = 300 if rows == 1 else 280
    for i, uid in enumerate(looks):
        row, col = divmod(i, per_row)
        in_row = min(per_row, n - row * per_row)
        x0 = 590 - (in_row * w + (in_row - 1) * gap) // 2
        lay.put(f"keep:{uid}", (x0 + col * (w + gap), top + row * pitch, w, h))


def build(s, me: int, survey_looks: list[int] | None = None, overlay: str | None = None,
          hand_slots: list[int] | None = None, *, tab: str | None = None, page: int = 0,
          purchases: list | None = None, affordable=None) -> Layout:
    """`overlay`: what covers the table (OVERLAYS); `tab`, `page`: the planet type of Show cards and
    the research list's page; `purchases`: the research list (techcards.purchases); `affordable`
    (uid -> bool): whether `me` could buy a technology by leading Research now.
    `hand_slots`: the hand's order to keep (while boosting): a card gone from the hand leaves its
    place empty instead of the others moving up."""
    lay = Layout(me)
    lay.overlay = overlay if overlay in OVERLAYS else None
    cover = covered(lay.overlay)
    # opponents across the top, in turn order after me
    others = [(me + i) % s.n for i in range(1, s.n)]
    if others:
        gap = 12
        w = (OPPONENTS.w - gap * (len(others) - 1)) // len(others)
        for i, q in enumerate(others):
            panel = pygame.Rect(OPPONENTS.x + i * (w + gap), OPPONENTS.y, w, OPPONENTS.h)
            if cover is not None:
                continue
            lay.opponents[q] = panel
            lay.put(f"score:{q}", (panel.right - 12 - SCORE_W, panel.y + 6, SCORE_W, 26))
            items = empire_items(s, q)
            tile_w = 66 if w > 500 else 58
            top, tile_h = (OPP_TILE_TOP_ESC, OPPONENTS.h - OPP_TILE_TOP_ESC - 8) if escalation(s) else (62, 100)
            xs = _row(len(items), panel.x + 12, panel.w - 24, tile_w, 6)
            for x, item in zip(xs, items):
                lay.put(f"opp{q}:{item}", (x, panel.y + top, tile_w, tile_h))
            if escalation(s):
                lay.put(f"ships:{q}", (panel.x + 12, panel.y + 46, panel.w - 116, 24))
                lay.put(f"fleet:{q}", (panel.right - 100, panel.y + 48, 88, 20))
    # role stacks (the split Produce/Trade stack is wider, so both halves carry their word)
    x = STACKS.x + 16
    for name in STACK_ORDER if cover is None else ():
        if name not in s.stacks:
            continue
        w = STACK_WIDE if name == "produce_trade" else STACK_CARD[0]
        r = lay.put(f"stack:{name}", (x, STACKS.y + 40, w, STACK_CARD[1]))
        x = r.right + STACK_GAP
        if name == "produce_trade":
            lay.put("lead:produce", (r.x, r.y, r.w // 2, r.h))
            lay.put("lead:trade", (r.centerx, r.y, r.w - r.w // 2, r.h))
        else:
            lay.put(f"lead:{name}", r)
        lay.put(f"take:{name}", r)
    _technologies(lay, s, me, lay.overlay, tab, page, purchases or [], affordable)
    # my empire: planets then permanent technologies (Escalation: my ships and fleet tile first)
    if escalation(s) and cover is None:
        lay.put("ships:me", (EMPIRE.x + 14, EMPIRE.y + 68, 178, 28))
        lay.put(f"fleet:{me}", (EMPIRE.x + 14, EMPIRE.y + 101, 112, 20))
    if cover is None:  # my score at the top right, clear of my planets
        lay.put(f"score:{me}", (EMPIRE.right - 12 - SCORE_W, EMPIRE.y + 8, SCORE_W, 26))
    items = empire_items(s, me) if cover is None else []
    for item, (x, w) in zip(items, empire_row(items, EMPIRE.x + 196, EMPIRE.w - 206 - SCORE_W - 8)):
        r = lay.put(item, (x, EMPIRE.y + 10, w, EMPIRE_CARD[1]))
        if item.startswith("planet:"):
            uid = int(item.split(":")[1])
            rec = E.find_planet(s, me, uid)
            if rec["up"]:
                d = E.planet_def(s, uid)
                rsz = art.slot_size(r.size)
                xs_ = art.slot_xs(r.size, len(d.slots) + len(d.replenish))
                sy = r.y + art.slot_top(r.size, d.name)
                for k in range(len(d.slots)):
                    lay.put(f"slot:{uid}:{k}", (r.x + xs_[k], sy, rsz, rsz))
    # my hand (unless the large cards cover it), and the cards in play this turn
    hand = s.players[me]["hand"] if lay.overlay != "browse" else []
    slots = hand
    if hand_slots is not None:
        slots = list(hand_slots) + [uid for uid in hand if uid not in hand_slots]
    xs = _row(len(slots), HAND.x + 150, HAND.w - 160, CARD[0], 10)
    for i, (x, uid) in enumerate(zip(xs, slots)):
        if uid in hand:
            lay.put(f"hand:{uid}" if uid >= 0 else f"back:{i}", (x, HAND.y + 6, *CARD))
    row_y = PROMPT.y + 120
    for q in [s.active] + [x for x in range(s.n) if x != s.active]:
        played = s.players[q]["played"]
        if not played or row_y > PROMPT.y + 180:
            continue
        xs = _row(len(played), PROMPT.x + 56, PROMPT.w - 70, 40, 5)
        for x, uid in zip(xs, played):
            lay.put(f"played:{uid}" if q == me else f"oplayed:{uid}", (x, row_y, 40, 54))
        lay.rects[f"playrow:{q}"] = pygame.Rect(PROMPT.x + 12, row_y, PROMPT.w - 24, 54)
        row_y += 60
    if survey_looks:
        _keep_grid(lay, survey_looks)
    return lay
