"""What the board draws over its pieces: the aim (slingshot band, the aim guide's place, power
meter), ranges round a hovered ship, short effects, notes and tooltips, and the legend.

Every length is design units times `s` (window pixels per unit); every text goes through
look.blit_text, on a dark pill that hides what lies under it (its texts are no longer read)."""

from __future__ import annotations

import math

import pygame

from game.ui import fonts, look

from . import aiming
from .board_view import dashed_circle, item_icon
from .flight import spark_points

AIM_INK = (255, 236, 170)
KEY_HELP = ("\u2190\u2192 turn \u00b7 PgUp/PgDn power \u00b7 Shift for fine steps", "Enter fires \u00b7 Esc cancels")
LABEL_SIZE = 12  # units: the labels on the board
METER = (12, 84)  # units: the power meter's gauge
METER_AWAY = 22  # units from the pointer (or ship) to the meter
METER_STEP = 36  # units further off, when the guide's words are in the meter's way


def px(s: float, units: float) -> int:
    """`units` in window pixels at `s` pixels a unit (at least 1 for anything that is not zero)."""
    value = round(units * s)
    return value if value or not units else 1


def text_px(s: float, units: float) -> int:
    return max(1, round(units * s))


def pill_of(text: str, size: int, pos, anchor: str, s: float) -> pygame.Rect:
    """The dark pill round a label of `size` pixels anchored at `pos`."""
    w, h = fonts.font(size, "bold").size(text)
    rect = pygame.Rect(0, 0, w, h)
    setattr(rect, anchor, (round(pos[0]), round(pos[1])))
    return rect.inflate(2 * px(s, 5), 2 * px(s, 2))


def label(surface, text: str, size: int, pos, colour, anchor: str, area: pygame.Rect | None = None,
          s: float = 1.0) -> pygame.Rect:
    """Text on a dark pill so it reads over planets and stars, kept inside `area`; the pill."""
    pill = pill_of(text, size, pos, anchor, s)
    if area is not None:
        pill.clamp_ip(area)
    pygame.draw.rect(surface, (6, 10, 22), pill, border_radius=pill.h // 2)
    fonts.cover_texts(surface, pill)
    look.blit_text(surface, text, size, pill.center, tuple(colour), "bold", "center")
    return pill


def draw_aim(surface, t, content, view, aim, area: pygame.Rect, s: float, guide=None) -> None:
    """The pull band and power meter; `guide(surface)` draws what the flick will do between them
    (and may return the rects of the words it wrote, which the meter keeps clear of)."""
    ship = view.ship(aim.ship)
    if ship is None:
        return
    origin = t.to_screen(ship["x"], ship["y"])
    if aim.dragging and aim.pull_px is not None:
        band = (255, 214, 120) if not aim.in_dead_zone() else (140, 150, 170)
        pygame.draw.line(surface, band, origin, aim.pull_px, px(s, 3))
        pygame.draw.circle(surface, band, aim.pull_px, px(s, 5))
        if aim.in_dead_zone():
            dashed_circle(surface, (140, 150, 170), origin, aim.dead_zone_px, 12)
            label(surface, "pull back further, or let go to cancel", text_px(s, LABEL_SIZE),
                  (origin[0], origin[1] + aim.dead_zone_px + px(s, 8)), look.INK, "midtop", area, s)
            return
    words = (guide(surface) or []) if guide is not None else []
    anchor = aim.pull_px if aim.dragging and aim.pull_px else origin
    draw_power_meter(surface, anchor, aim.power, area, s, away_from=origin, avoid=words)
    if not aim.dragging:
        draw_key_help(surface, area, s)


def draw_key_help(surface, area: pygame.Rect, s: float) -> None:
    """The keys for aiming, along the board's foot: on one line when the board is wide enough."""
    size = text_px(s, LABEL_SIZE)
    one = "  \u00b7  ".join(KEY_HELP)
    lines = [one] if fonts.font(size, "bold").size(one)[0] + 2 * px(s, 10) <= area.w else list(KEY_HELP)
    y = area.bottom - px(s, 8)
    for line in reversed(lines):
        y = label(surface, line, size, (area.centerx, y), look.INK, "midbottom", area, s).top - px(s, 2)


def bot_aim(origin, flick, area: pygame.Rect | None, s: float) -> aiming.Aim:
    """A computer player's flick as the slingshot a person would pull for it, kept inside `area`."""
    inner = area.inflate(-2 * px(s, 4), -2 * px(s, 4)) if area is not None else None
    pull = aiming.pull_for(origin, flick.angle, flick.power, s, inner)
    return aiming.Aim(flick.ship, origin, angle=flick.angle, power=flick.power, dragging=True, pull_px=pull, scale=s)


def draw_bot_aim_line(surface, aim: aiming.Aim, rgb, s: float) -> None:
    """The way a computer player's ship will fly, longer the harder it is flicked."""
    length = px(s, 32) + px(s, 160) * aim.power
    a = aim.origin_px
    b = (a[0] + length * math.cos(aim.angle), a[1] + length * math.sin(aim.angle))
    dashed_line(surface, AIM_INK, a, b, px(s, 8), px(s, 2))
    for side in (-1, 1):  # the arrowhead
        turn = aim.angle + math.pi + side * 0.45
        pygame.draw.line(surface, AIM_INK, b, (b[0] + px(s, 10) * math.cos(turn), b[1] + px(s, 10) * math.sin(turn)),
                         px(s, 2))
    pygame.draw.circle(surface, rgb, a, px(s, 3))


def meter_place(anchor, area: pygame.Rect, s: float, away_from=None, label_h: int = 0, avoid=()) -> pygame.Rect:
    """The power meter's gauge beside `anchor` (the pointer, or the ship when aiming with keys),
    on the side away from the ship while pulling so it does not cover the shot's guide: the gauge
    and its percentage above it are kept inside `area` together, and off the guide's words
    (`avoid`): the other side, or above or below the anchor, when they are in the way."""
    meter = pygame.Rect(0, 0, px(s, METER[0]), px(s, METER[1]))
    away = px(s, METER_AWAY)
    right = not (anchor[0] + away + meter.w > area.right - px(s, 4) or
                 (away_from is not None and away_from[0] > anchor[0] + 1))
    places = []
    for side in ((1, -1) if right else (-1, 1)):
        for further in (0, px(s, METER_STEP), 2 * px(s, METER_STEP)):
            for dy in (0, -(meter.h // 2 + label_h + away + further), meter.h // 2 + label_h + away + further):
                place = meter.copy()
                if side > 0:
                    place.midleft = (anchor[0] + away + further, anchor[1] + dy)
                else:
                    place.midright = (anchor[0] - away - further, anchor[1] + dy)
                group = pygame.Rect(place.x, place.y - label_h, place.w, place.h + label_h).inflate(2 * px(s, 18),
                                                                                                   2 * px(s, 4))
                inside = group.clamp(area)
                places.append((place.move(inside.x - group.x, inside.y - group.y), inside))
    return next((place for place, group in places if group.collidelist(list(avoid)) < 0), places[0][0])


def draw_power_meter(surface, anchor, power: float, area: pygame.Rect, s: float, away_from=None,
                     avoid=()) -> pygame.Rect:
    """A vertical gauge and its percentage, clear of the rects `avoid` where it can be; returns
    the percentage's pill."""
    size = text_px(s, LABEL_SIZE)
    words = f"{round(power * 100)}%"
    label_h = pill_of(words, size, (0, 0), "midbottom", s).h + px(s, 4)
    meter = meter_place(anchor, area, s, away_from, label_h, avoid)
    frame = meter.inflate(2 * px(s, 3), 2 * px(s, 3))
    pygame.draw.rect(surface, (10, 14, 28), frame, border_radius=px(s, 5))
    fill = meter.copy()
    fill.h = round(meter.h * power)
    fill.bottom = meter.bottom
    colour = (90, 220, 140) if power < 0.5 else (255, 200, 87) if power < 0.8 else (255, 110, 90)
    pygame.draw.rect(surface, colour, fill, border_radius=px(s, 3))
    for tick in (0.25, 0.5, 0.75):
        y = meter.bottom - round(meter.h * tick)
        pygame.draw.line(surface, (60, 70, 100), (meter.x, y), (meter.x + px(s, 3), y))
    pygame.draw.rect(surface, (200, 210, 235), frame, 1, border_radius=px(s, 5))
    return label(surface, words, size, (meter.centerx, frame.top - px(s, 2)), look.INK, "midbottom", area, s)


def draw_ranges(surface, t, centre, short: float, long: float | None, rgb, caption: str, area, s: float) -> None:
    """The short range (and the long one, with the technology) round a hovered ship."""
    radius = t.length(short)
    surface.blit(_range_fill(round(radius), tuple(rgb)), (centre[0] - round(radius) - 1, centre[1] - round(radius) - 1))
    dashed_circle(surface, rgb, centre, radius, 36, px(s, 2))
    size = text_px(s, LABEL_SIZE)
    label(surface, "short range", size, (centre[0], centre[1] - radius - px(s, 3)), rgb, "midbottom", area, s)
    if long:
        far = t.length(long)
        dashed_circle(surface, rgb, centre, far, 52, 1)
        label(surface, "long range", size, (centre[0], centre[1] - far - px(s, 3)), rgb, "midbottom", area, s)
    label(surface, caption, size, (centre[0], centre[1] + px(s, 13)), look.INK, "midtop", area, s)


def draw_effects(surface, t, effects, now: float, s: float, owner_rgb) -> None:
    for effect in effects:
        p = effect.progress(now)
        if p < 0 or p > 1:
            continue
        a = t.to_screen(*effect.a)
        if effect.kind == "burst":
            radius = px(s, 5) + px(s, 27) * p
            colour = tuple(int(c * (1 - p) + 30 * p) for c in effect.colour)
            pygame.draw.circle(surface, colour, a, radius, max(1, round(3 * s * (1 - p))))
            for point in spark_points(a, radius * 0.7, 8, p * 2):
                pygame.draw.circle(surface, (255, 240, 200), point, max(1, round(2.5 * s * (1 - p))))
        elif effect.kind == "spark":
            for point in spark_points(a, px(s, 3) + px(s, 10) * p, 6, 0.4):
                pygame.draw.circle(surface, (255, 250, 220), point, max(1, round(2 * s * (1 - p))))
        elif effect.kind == "beam" and effect.b:
            b = t.to_screen(*effect.b)
            pygame.draw.line(surface, effect.colour, a, b, max(1, round(3 * s * (1 - p))))
        elif effect.kind == "exit":
            _draw_exit(surface, t, effect, p, s, owner_rgb(effect.extra["owner"]))
        elif effect.kind == "ring":
            r = t.length(effect.extra.get("r", 20)) + px(s, 3) + px(s, 16) * p
            pygame.draw.circle(surface, effect.colour, a, r, max(1, round(2.5 * s * (1 - p))))


def _draw_exit(surface, t, effect, p: float, s: float, rgb) -> None:
    """A ship leaving the board: it slides on past the rim and fades, the rim flashes in its
    owner's colour where it crossed, and a label says so."""
    fade = tuple(int(c * (1 - p) + 10 * p) for c in rgb)
    dx, dy = effect.extra["dir"]
    a, edge = t.to_screen(*effect.a), t.to_screen(*effect.b)
    travel = math.dist(a, edge) + 3 * t.length(effect.extra["radius"])
    slide = min(1.0, p * 2.2)  # the slide is over in the first half, the flash lingers
    if slide < 1.0:
        at = (a[0] + dx * travel * slide, a[1] + dy * travel * slide)
        radius = t.length(effect.extra["radius"]) * (1 - 0.5 * slide)
        pygame.draw.circle(surface, fade, at, max(2, radius), px(s, 2))
        pygame.draw.line(surface, fade, a, at, px(s, 2))
    half = px(s, 8) + px(s, 21) * min(1.0, p * 3)
    width = max(1, round(4 * s * (1 - p)))
    if effect.extra["vertical_rim"]:
        pygame.draw.line(surface, rgb if p < 0.5 else fade, (edge[0], edge[1] - half), (edge[0], edge[1] + half), width)
    else:
        pygame.draw.line(surface, rgb if p < 0.5 else fade, (edge[0] - half, edge[1]), (edge[0] + half, edge[1]), width)
    pygame.draw.circle(surface, fade, edge, px(s, 5) + px(s, 18) * p, max(1, round(2.5 * s * (1 - p))))
    if p < 0.85:
        inside = (edge[0] - dx * px(s, 30), edge[1] - dy * px(s, 30))
        label(surface, "off the board", text_px(s, LABEL_SIZE), inside, rgb, "center", t.rect, s)


NOTE_SIZE = 13


def note_rect(t, disc, size, area: pygame.Rect, s: float, avoid=()) -> pygame.Rect:
    """Where a note about a disc goes: above it, else below, right or left, the first place inside
    `area` that covers none of the `avoid` rects (the ships round the disc)."""
    x, y = t.to_screen(disc["x"], disc["y"])
    reach = t.length(disc["radius"]) + px(s, 8)
    w, h = size[0] + px(s, 14), size[1] + px(s, 8)
    places = [pygame.Rect(0, 0, w, h) for _ in range(4)]
    places[0].midbottom = (x, y - reach)
    places[1].midtop = (x, y + reach)
    places[2].midleft = (x + reach, y)
    places[3].midright = (x - reach, y)
    for box in places:
        box.clamp_ip(area)
        if box.collidelist([pygame.Rect(r) for r in avoid]) < 0:
            return box
    return places[0]


def draw_note(surface, t, disc, text: str, area, s: float, avoid=()) -> pygame.Rect:
    size = text_px(s, NOTE_SIZE)
    box = note_rect(t, disc, fonts.font(size, "bold").size(text), area, s, avoid)
    look.panel(surface, box, alpha=235, radius=px(s, 7), edge=look.ACCENT)
    look.blit_text(surface, text, size, box.center, look.INK, "bold", "center")
    return box


TOOLTIP_W, TOOLTIP_TITLE, TOOLTIP_TEXT = 260, 13, 12  # units


def draw_tooltip(surface, pos, title: str, text: str, s: float) -> pygame.Rect:
    """A panel by the pointer, kept inside the window, that hides what lies under it."""
    size, title_size = text_px(s, TOOLTIP_TEXT), text_px(s, TOOLTIP_TITLE)
    pad = px(s, 10)
    width = px(s, TOOLTIP_W)
    lines = fonts.wrap(text, size, width - 2 * pad)
    titles = fonts.wrap(title, title_size, width - 2 * pad, "bold")
    line_h = fonts.font(size).get_linesize()
    title_h = fonts.font(title_size, "bold").get_linesize()
    box = pygame.Rect(pos[0] + px(s, 14), pos[1] + px(s, 12), width,
                      2 * pad + title_h * len(titles) + px(s, 4) + line_h * len(lines))
    if box.right > surface.get_width() - px(s, 6):
        box.right = pos[0] - px(s, 10)
    if box.bottom > surface.get_height() - px(s, 6):
        box.bottom = pos[1] - px(s, 6)
    box.clamp_ip(surface.get_rect())
    look.panel(surface, box, alpha=245, radius=px(s, 7), edge=look.ACCENT)
    y = box.y + pad
    for line in titles:
        look.blit_text(surface, line, title_size, (box.x + pad, y), look.INK, "bold")
        y += title_h
    y += px(s, 4)
    for line in lines:
        look.blit_text(surface, line, size, (box.x + pad, y), look.MUTED)
        y += line_h
    return box


LEGEND_ROWS = (("troop", "Troop"), ("colony", "Colony (defence 1, 1 VP at the end)"),
               ("city", "City (defence 2, 2 VP at the end)"), ("facility", "Research Facility"))


def draw_legend(surface, rect, s: float) -> None:
    """What the marks on the board mean, one row each, as many as fit in `rect`."""
    look.panel(surface, rect, alpha=170, radius=px(s, 10))
    size, title_size, icon = text_px(s, 12), text_px(s, 13), px(s, 14)
    step = max(fonts.font(size).get_linesize(), icon) + px(s, 5)
    x, y = rect.x + px(s, 12), rect.y + px(s, 9)
    look.blit_text(surface, "On the board", title_size, (x, y), look.INK, "bold")
    y += fonts.font(title_size, "bold").get_linesize() + px(s, 6)
    rows = [("icon", kind, words) for kind, words in LEGEND_ROWS] + [("orbit", "", "A ring round a ship: it is in orbit"),
                                                                      ("blockade", "", "Red dashes: blockaded planet")]
    room = rect.w - px(s, 24) - icon - px(s, 8)
    for mark, kind, words in rows:
        if y + step > rect.bottom - px(s, 4):
            break
        centre = (x + icon // 2, y + step // 2 - px(s, 2))
        if mark == "icon":
            surface.blit(item_icon(kind, (200, 210, 235), icon), (x, centre[1] - icon // 2))
        elif mark == "orbit":
            pygame.draw.circle(surface, (235, 245, 255), centre, px(s, 7), 1)
            pygame.draw.circle(surface, (200, 210, 235), centre, px(s, 4))
        else:
            dashed_circle(surface, (255, 96, 110), centre, px(s, 7), 8, px(s, 2))
        words = fonts.shortened(words, size, room, "regular")
        look.blit_text(surface, words, size, (x + icon + px(s, 8), centre[1]), look.MUTED, "regular", "midleft")
        y += step


_fills: dict = {}


def _range_fill(radius: int, rgb) -> pygame.Surface:
    key = (radius, rgb)
    fill = _fills.get(key)
    if fill is None:
        if len(_fills) > 64:
            _fills.clear()
        fill = pygame.Surface((radius * 2 + 2, radius * 2 + 2), pygame.SRCALPHA)
        pygame.draw.circle(fill, (*rgb, 34), (radius + 1, radius + 1), radius)
        _fills[key] = fill
    return fill


def dashed_line(surface, colour, a, b, dash: float, width: int = 2) -> None:
    length = math.dist(a, b)
    if length < 1 or dash <= 0:
        return
    dx, dy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    d = 0.0
    while d < length:
        e = min(length, d + dash * 0.6)
        pygame.draw.line(surface, colour, (a[0] + dx * d, a[1] + dy * d), (a[0] + dx * e, a[1] + dy * e), width)
        d += dash
