"""Painters for what moves on the board each frame: the glowing targets of the chosen action,
the ships (with their trails while a flick plays, the lifted one ringed, the numbers of a disc's
menu) and a computer player's step shown before it is played. Each draws data handed to it at
`s` window pixels a unit; board positions go through the transform `t`."""

from __future__ import annotations

import math

import pygame

from game.ui import look

from ..rules import actions as A
from .board_view import dashed_circle
from .choices import DISC_ACTIONS
from . import overlays
from .overlays import px, text_px


def pulse_colour(now: float) -> tuple[int, int, int]:
    """The glow of what may be clicked now."""
    pulse = 0.5 + 0.5 * math.sin(now * 5.0)
    return (int(120 + 100 * pulse), int(220 + 30 * pulse), 255)


def draw_targets(surface, t, view, targets, greyed, chosen: str | None, now: float, s: float) -> None:
    """Rings round the discs the chosen action may be done on (gold round the one whose menu is
    open), dashed grey ones round the viewer's discs it cannot (`greyed`)."""
    colour = pulse_colour(now)
    for disc_id in targets:
        disc = view.disc(disc_id)
        centre = t.to_screen(disc["x"], disc["y"])
        r = t.length(disc["radius"]) + px(s, 5)
        pygame.draw.circle(surface, colour, centre, r, px(s, 2))
        if chosen == disc_id:
            pygame.draw.circle(surface, look.GOLD, centre, r + px(s, 3), px(s, 2))
    for disc in greyed:
        centre = t.to_screen(disc["x"], disc["y"])
        dashed_circle(surface, look.FAINT, centre, t.length(disc["radius"]) + px(s, 5), 24, px(s, 2))


def draw_ships(surface, painter, view, flight, rgb_of, shape_of, lifted, numbers: dict, s: float) -> None:
    """Every ship where it is (where the flight has it, with its trail, while a flick plays);
    `lifted`: the ship being aimed; `numbers`: ship -> its number in the open disc menu."""
    t, physics = painter.t, painter.content.physics
    positions = flight.positions() if flight else None
    if flight is not None:
        orbiting = flight.orbiting()
        # where the flicked ship started, faintly, so the eye can measure the slide
        start = flight.ships[flight.action.ship]
        radius = t.length(physics.radius(start["battleship"]))
        dashed_circle(surface, (150, 160, 190), t.to_screen(start["x"], start["y"]), radius + 1, 8)
    else:
        orbiting = {ship["id"] for disc in view.discs for ship in view.orbiters(disc)}
    for ship in (list(flight.ships.values()) if flight else view.ships):
        rgb = rgb_of(ship["owner"])
        if flight:
            trail = flight.trails.get(ship["id"])
            if trail and len(trail) > 1:
                points = [t.to_screen(*p) for p in trail]
                for i in range(1, len(points)):
                    pygame.draw.line(surface, rgb, points[i - 1], points[i], max(1, round(3.2 * s * i / len(points))))
        if positions is not None:
            if ship["id"] not in positions:
                continue
            x, y = positions[ship["id"]]
        else:
            x, y = ship["x"], ship["y"]
        centre = t.to_screen(x, y)
        if ship["id"] == lifted:
            pygame.draw.circle(surface, look.GOLD, centre, t.length(physics.radius(ship["battleship"])) + px(s, 5),
                               px(s, 2))
        painter.draw_ship(surface, centre, ship, rgb, shape_of(ship["owner"]), ship["id"] in orbiting)
        number = numbers.get(ship["id"])
        if number:
            badge = (round(centre[0] + px(s, 11)), round(centre[1] - px(s, 11)))
            pygame.draw.circle(surface, look.GOLD, badge, px(s, 8))
            look.blit_text(surface, str(number), text_px(s, 12), badge, (20, 16, 8), "bold", "center")


def draw_bot_step(surface, t, content, view, player: int, action, words: str, rgb, now: float, area, s: float,
                  tile: pygame.Rect | None, beside_x: int) -> None:
    """A computer player's step about to be applied: its slingshot pull, aim line and power
    before a flick; a ring and the step's words on the disc, ship or technology tile (`tile`,
    with its words at `beside_x`, over the board's edge) it is about."""
    pulse = 0.5 + 0.5 * math.sin(now * 8.0)
    size = text_px(s, 13)
    if isinstance(action, A.Flick):
        ship = view.ship(action.ship)
        if ship is not None:
            aim = overlays.bot_aim(t.to_screen(ship["x"], ship["y"]), action, area, s)
            overlays.draw_aim(surface, t, content, view, aim, area, s,
                              guide=lambda target: overlays.draw_bot_aim_line(target, aim, rgb, s))
    elif isinstance(action, A.Navigate):
        ship = view.ship(action.ship)
        if ship is not None:
            centre = t.to_screen(ship["x"], ship["y"])
            radius = t.length(content.physics.radius(ship["battleship"])) + px(s, 4) + px(s, 3) * pulse
            pygame.draw.circle(surface, look.GOLD, centre, radius, px(s, 2))
            overlays.label(surface, words, size, (centre[0], centre[1] - radius - px(s, 3)), rgb, "midbottom", area, s)
    elif isinstance(action, DISC_ACTIONS):
        disc = view.disc(action.disc)
        centre = t.to_screen(disc["x"], disc["y"])
        radius = t.length(disc["radius"]) + px(s, 6) + px(s, 3) * pulse
        pygame.draw.circle(surface, rgb, centre, radius, px(s, 3))
        overlays.label(surface, words, size, (centre[0], centre[1] - radius - px(s, 3)), rgb, "midbottom", area, s)
    elif isinstance(action, A.Develop) and tile is not None:
        grow = px(s, 5) + round(2 * pulse * s)
        pygame.draw.rect(surface, rgb, tile.inflate(grow, grow), px(s, 3), border_radius=px(s, 6))
        # beside the placard, over the board's edge, so it covers none of the other tiles
        pill = overlays.label(surface, words, size, (beside_x + px(s, 10), tile.centery), rgb, "midleft", area, s)
        pygame.draw.line(surface, rgb, (tile.right + px(s, 3), tile.centery), (pill.x, tile.centery), px(s, 2))
    elif isinstance(action, A.CityReward):
        overlays.label(surface, words, size, (area.centerx, area.bottom - px(s, 26)), rgb, "center", area, s)
