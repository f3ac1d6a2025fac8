"""What the board draws over its pieces: the aim (slingshot band, the aim guide's place, power
meter), ranges round a hovered ship, short effects, notes and tooltips, and the legend."""

from __future__ import annotations

import math

import pygame

from game.ui import fonts, look

from . import aiming
from .board_view import dashed_circle, item_icon
from .flight import spark_points

AIM_INK = (255, 236, 170)
KEY_HELP = ("\u2190\u2192 turn \u00b7 PgUp/PgDn power \u00b7 Shift for fine steps \u00b7 Enter fires \u00b7 "
            "Esc cancels")


def label(surface, text: str, size: int, pos, colour, anchor: str, area: pygame.Rect | None = None) -> None:
    """Text on a dark pill so it reads over planets and stars."""
    rendered = look.text(text, size, tuple(colour), "bold")
    rect = rendered.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    pill = rect.inflate(10, 4)
    if area is not None:
        pill.clamp_ip(area)
    pygame.draw.rect(surface, (6, 10, 22), pill, border_radius=pill.h // 2)
    surface.blit(rendered, rendered.get_rect(center=pill.center))


def draw_aim(surface, t, content, view, aim, area: pygame.Rect, guide=None) -> None:
    """The pull band and power meter; `guide(surface)` draws what the flick will do between them."""
    ship = view.ship(aim.ship)
    if ship is None:
        return
    origin = t.to_screen(ship["x"], ship["y"])
    if aim.dragging and aim.pull_px is not None:
        band = (255, 214, 120) if not aim.in_dead_zone() else (140, 150, 170)
        pygame.draw.line(surface, band, origin, aim.pull_px, 3)
        pygame.draw.circle(surface, band, aim.pull_px, 5)
        if aim.in_dead_zone():
            dashed_circle(surface, (140, 150, 170), origin, aiming.DEAD_ZONE_PX, 12)
            label(surface, "pull back further, or let go to cancel", 13, (origin[0], origin[1] + 22), look.INK,
                  "midtop", area)
            return
    if guide is not None:
        guide(surface)
    anchor = aim.pull_px if aim.dragging and aim.pull_px else origin
    draw_power_meter(surface, anchor, aim.power, area, away_from=origin)
    if not aim.dragging:
        label(surface, KEY_HELP, 13, (area.centerx, area.bottom - 10), look.INK, "midbottom", area)


def bot_aim(origin, flick, area: pygame.Rect | None = None) -> aiming.Aim:
    """A computer player's flick as the slingshot a person would pull for it: the pull point is
    behind the ship, as far back as the power asks, but kept inside `area` (a ship by the rim
    pulls a shorter band; its meter still says the power)."""
    pull = aiming.DEAD_ZONE_PX + flick.power * (aiming.FULL_PULL_PX - aiming.DEAD_ZONE_PX)
    dx, dy = -math.cos(flick.angle), -math.sin(flick.angle)
    if area is not None:
        inner = area.inflate(-8, -8)
        for span, d, low, high in ((origin[0], dx, inner.left, inner.right), (origin[1], dy, inner.top, inner.bottom)):
            if d < 0:
                pull = min(pull, max(aiming.DEAD_ZONE_PX, (span - low) / -d))
            elif d > 0:
                pull = min(pull, max(aiming.DEAD_ZONE_PX, (high - span) / d))
    pull_px = (origin[0] + pull * dx, origin[1] + pull * dy)
    return aiming.Aim(flick.ship, origin, angle=flick.angle, power=flick.power, dragging=True, pull_px=pull_px)


def draw_bot_aim_line(surface, aim: aiming.Aim, rgb) -> None:
    """The way a computer player's ship will fly, longer the harder it is flicked."""
    length = 40 + 200 * aim.power
    a = aim.origin_px
    b = (a[0] + length * math.cos(aim.angle), a[1] + length * math.sin(aim.angle))
    dashed_line(surface, AIM_INK, a, b, 10)
    for side in (-1, 1):  # the arrowhead
        turn = aim.angle + math.pi + side * 0.45
        pygame.draw.line(surface, AIM_INK, b, (b[0] + 12 * math.cos(turn), b[1] + 12 * math.sin(turn)), 2)
    pygame.draw.circle(surface, rgb, a, 4)


def draw_power_meter(surface, anchor, power: float, area: pygame.Rect, away_from=None) -> None:
    """A vertical gauge beside the pointer (or the ship when aiming with keys), on the side away
    from the ship while pulling, so it does not cover the shot's guide."""
    meter = pygame.Rect(0, 0, 12, 84)
    meter.midleft = (anchor[0] + 22, anchor[1])
    if meter.right > area.right - 4 or (away_from is not None and away_from[0] > anchor[0] + 1):
        meter.midright = (anchor[0] - 22, anchor[1])
    meter.clamp_ip(area.inflate(-8, -30))
    pygame.draw.rect(surface, (10, 14, 28), meter.inflate(6, 6), border_radius=6)
    fill = meter.copy()
    fill.h = round(meter.h * power)
    fill.bottom = meter.bottom
    colour = (90, 220, 140) if power < 0.5 else (255, 200, 87) if power < 0.8 else (255, 110, 90)
    pygame.draw.rect(surface, colour, fill, border_radius=4)
    for tick in (0.25, 0.5, 0.75):
        y = meter.bottom - round(meter.h * tick)
        pygame.draw.line(surface, (60, 70, 100), (meter.x, y), (meter.x + 3, y))
    pygame.draw.rect(surface, (200, 210, 235), meter.inflate(6, 6), 1, border_radius=6)
    label(surface, f"{round(power * 100)}%", 13, (meter.centerx, meter.y - 6), look.INK, "midbottom", area)


def draw_ranges(surface, t, centre, short: float, long: float | None, rgb, caption: str, area) -> None:
    """The short range (and the long one, with the technology) round a hovered ship."""
    radius = t.length(short)
    surface.blit(_range_fill(round(radius), tuple(rgb)), (centre[0] - round(radius) - 1, centre[1] - round(radius) - 1))
    dashed_circle(surface, rgb, centre, radius, 36, 2)
    label(surface, "short range", 12, (centre[0], centre[1] - radius - 3), rgb, "midbottom", area)
    if long:
        far = t.length(long)
        dashed_circle(surface, rgb, centre, far, 52, 1)
        label(surface, "long range", 12, (centre[0], centre[1] - far - 3), rgb, "midbottom", area)
    label(surface, caption, 13, (centre[0], centre[1] + 16), look.INK, "midtop", area)


def draw_effects(surface, t, effects, now: float) -> None:
    for effect in effects:
        p = effect.progress(now)
        if p < 0 or p > 1:
            continue
        a = t.to_screen(*effect.a)
        if effect.kind == "burst":
            radius = 6 + 34 * p
            colour = tuple(int(c * (1 - p) + 30 * p) for c in effect.colour)
            pygame.draw.circle(surface, colour, a, radius, max(1, round(4 * (1 - p))))
            for point in spark_points(a, radius * 0.7, 8, p * 2):
                pygame.draw.circle(surface, (255, 240, 200), point, max(1, round(3 * (1 - p))))
        elif effect.kind == "spark":
            for point in spark_points(a, 4 + 12 * p, 6, 0.4):
                pygame.draw.circle(surface, (255, 250, 220), point, max(1, round(2 * (1 - p))))
        elif effect.kind == "beam" and effect.b:
            b = t.to_screen(*effect.b)
            pygame.draw.line(surface, effect.colour, a, b, max(1, round(4 * (1 - p))))
        elif effect.kind == "exit":
            _draw_exit(surface, t, effect, p)
        elif effect.kind == "ring":
            r = t.length(effect.extra.get("r", 20)) + 4 + 20 * p
            pygame.draw.circle(surface, effect.colour, a, r, max(1, round(3 * (1 - p))))


def _draw_exit(surface, t, effect, p: float) -> None:
    """A ship leaving the board: it slides on past the rim and fades, the rim flashes in its
    owner's colour where it crossed, and a label says so."""
    rgb = effect.colour
    fade = tuple(int(c * (1 - p) + 10 * p) for c in rgb)
    dx, dy = effect.extra["dir"]
    a, edge = t.to_screen(*effect.a), t.to_screen(*effect.b)
    travel = math.dist(a, edge) + 3 * t.length(effect.extra["radius"])
    slide = min(1.0, p * 2.2)  # the slide is over in the first half, the flash lingers
    if slide < 1.0:
        at = (a[0] + dx * travel * slide, a[1] + dy * travel * slide)
        radius = t.length(effect.extra["radius"]) * (1 - 0.5 * slide)
        pygame.draw.circle(surface, fade, at, max(2, radius), 2)
        pygame.draw.line(surface, fade, a, at, 2)
    half = 10 + 26 * min(1.0, p * 3)
    width = max(1, round(5 * (1 - p)))
    if effect.extra["vertical_rim"]:
        pygame.draw.line(surface, rgb if p < 0.5 else fade, (edge[0], edge[1] - half), (edge[0], edge[1] + half), width)
    else:
        pygame.draw.line(surface, rgb if p < 0.5 else fade, (edge[0] - half, edge[1]), (edge[0] + half, edge[1]), width)
    pygame.draw.circle(surface, fade, edge, 6 + 22 * p, max(1, round(3 * (1 - p))))
    if p < 0.85:
        inside = (edge[0] - dx * 34, edge[1] - dy * 34)
        label(surface, "off the board", 12, inside, rgb, "center", t.rect)


def note_rect(t, disc, size, area: pygame.Rect, avoid=()) -> pygame.Rect:
    """Where a note about a disc goes: above it, else below, right or left, the first place inside
    `area` that covers none of the `avoid` rects (the ships round the disc)."""
    x, y = t.to_screen(disc["x"], disc["y"])
    reach = t.length(disc["radius"]) + 10
    w, h = size[0] + 16, size[1] + 10
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


def draw_note(surface, t, disc, text: str, area, avoid=()) -> pygame.Rect:
    rendered = look.text(text, 14, look.INK, "bold")
    box = note_rect(t, disc, rendered.get_size(), area, avoid)
    look.panel(surface, box, alpha=235, radius=8, edge=look.ACCENT)
    surface.blit(rendered, rendered.get_rect(center=box.center))
    return box


def draw_tooltip(surface, pos, title: str, text: str) -> None:
    lines = fonts.wrap(text, 14, 300)
    box = pygame.Rect(pos[0] + 16, pos[1] + 14, 324, 34 + 18 * len(lines))
    if box.right > surface.get_width() - 8:
        box.right = pos[0] - 12
    if box.bottom > surface.get_height() - 8:
        box.bottom = pos[1] - 8
    look.panel(surface, box, alpha=245, radius=8, edge=look.ACCENT)
    look.blit_text(surface, title, 15, (box.x + 12, box.y + 8), look.INK, "bold")
    for i, line in enumerate(lines):
        look.blit_text(surface, line, 14, (box.x + 12, box.y + 30 + i * 18), look.MUTED)


def draw_legend(surface, rect) -> None:
    look.panel(surface, rect, alpha=170, radius=12)
    x, y = rect.x + 16, rect.y + 12
    look.blit_text(surface, "On the board", 15, (x, y), look.INK, "bold")
    y += 26
    rows = (("troop", "Troop"), ("colony", "Colony (defence 1, 1 VP at the end)"),
            ("city", "City (defence 2, 2 VP at the end)"), ("facility", "Research Facility"))
    for kind, text in rows:
        surface.blit(item_icon(kind, (200, 210, 235), 15), (x, y))
        look.blit_text(surface, text, 13, (x + 24, y), look.MUTED)
        y += 22
    pygame.draw.circle(surface, (235, 245, 255), (x + 7, y + 8), 8, 1)
    pygame.draw.circle(surface, (200, 210, 235), (x + 7, y + 8), 5)
    look.blit_text(surface, "A ring round a ship: it is in orbit", 13, (x + 24, y), look.MUTED)
    y += 22
    dashed_circle(surface, (255, 96, 110), (x + 7, y + 8), 8, 8, 2)
    look.blit_text(surface, "Red dashes: blockaded planet", 13, (x + 24, y), look.MUTED)


_fills: dict = {}


def _range_fill(radius: int, rgb) -> pygame.Surface:
    key = (radius, rgb)
    fill = _fills.get(key)
    if fill is None:
        fill = pygame.Surface((radius * 2 + 2, radius * 2 + 2), pygame.SRCALPHA)
        pygame.draw.circle(fill, (*rgb, 34), (radius + 1, radius + 1), radius)
        _fills[key] = fill
    return fill


def dashed_line(surface, colour, a, b, dash: float) -> None:
    length = math.dist(a, b)
    if length < 1:
        return
    dx, dy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    d = 0.0
    while d < length:
        e = min(length, d + dash * 0.6)
        pygame.draw.line(surface, colour, (a[0] + dx * d, a[1] + dy * d), (a[0] + dx * e, a[1] + dy * e), 2)
        d += dash
