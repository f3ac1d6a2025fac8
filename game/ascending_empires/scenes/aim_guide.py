"""The aim guide: what the flick being aimed will really do, worked out off the frame loop.

`AimGuide` asks a worker process (`game.core.workers.WorkerService` running
`physics.prediction.make_predictor`) for the prediction of the aim on screen, snapped to the aim
grid (`prediction.aim_cell`), and keeps the answers in a small LRU cache per board position, so
dragging over aims seen before answers at once and the frame loop never waits. What it shows
(`shown(aim)`):

- "exact": the prediction for exactly this aim (the flick that fires on release): the path with
  its bounces, the resting spot or "off the board!", and the ships it knocks;
- "nearby": while that answer is on its way, the last prediction for an aim close to this one,
  drawn faint and without labels: a hint, never a promise;
- "pending": nothing close known yet: a faint short line in the aim's direction;
- "plain": the worker is not available (it failed to start or stopped): a short plain line.

`draw_guide` draws any of them; the scene draws the pull band and power meter around it. Where an
exact prediction stops (a ring with a dot), it says "in orbit" (outlining the rings it touches) or
"not in orbit", the orbit being what a player aims for. A bounce is a small diamond, never a ring,
and while one shows a key under the board says which mark is which."""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from dataclasses import dataclass

import pygame

from game.core.workers import WorkerService
from game.ui import look

from ..physics.prediction import ANGLE_CELLS, Prediction, aim_cell, cell_values, make_predictor
from ..rules import table as rules_table
from .board_view import dashed_circle
from .overlays import AIM_INK, dashed_line, label

LANE = "aim"
CACHE_SIZE = 64
NEARBY_ANGLE_CELLS = 30   # 3 degrees
NEARBY_POWER_CELLS = 16   # 4% power
PENDING_LINE_PX = 34
PLAIN_LINE_PX = 56
TIME_MARK_STEPS = 6       # a dot every 0.1 s of the predicted slide: dots bunch up as it slows
FAINT_INK = (150, 140, 110)
KNOCKED_INK = (190, 200, 225)
BOUNCE_MARK_PX = 5  # half the diagonal of a bounce's diamond
MARKS_KEY = ("bounce", "stops here")


@dataclass(frozen=True)
class Shown:
    kind: str  # "exact" | "nearby" | "pending" | "plain"
    prediction: Prediction | None = None


def board_key(view) -> tuple:
    """What a prediction depends on besides the aim: every ship and disc where it is now."""
    return (tuple((s["id"], s["owner"], s["x"], s["y"], s["battleship"]) for s in view.ships),
            tuple((d["id"], d["x"], d["y"], d["radius"]) for d in view.discs))


class AimGuide:
    def __init__(self, content, cache_size: int = CACHE_SIZE):
        self.content = content
        self.service = WorkerService(make_predictor, content.physics, content.board, name="orrery-aim-guide")
        self.cache_size = cache_size
        self._cache: OrderedDict = OrderedDict()  # (board number, ship, cell) -> Prediction | None (failed)
        self._board: tuple | None = None
        self._board_number = 0
        self._asked: tuple | None = None
        self._asked_at: dict = {}  # key -> when it was requested (perf_counter)
        self.latencies: list[float] = []  # seconds from request to answer collected
        self.requests = 0  # requests sent to the worker (the cache answers the rest)

    # --- lifetime -------------------------------------------------------------------------------
    def start(self) -> None:
        try:
            self.service.start()
        except OSError as error:  # no process could be started: the plain line it is
            self.service.failed, self.service.failure = True, str(error)

    def stop(self) -> None:
        self.service.stop()

    @property
    def available(self) -> bool:
        return self.service.running

    # --- asking ---------------------------------------------------------------------------------
    def key(self, aim) -> tuple:
        return (self._board_number, aim.ship, aim_cell(*aim.flick_values()))

    def update(self, view, aim) -> None:
        """Collect answers; ask for the aim on screen if it is not known (call once a frame)."""
        self._collect()
        if aim is None or aim.in_dead_zone() or not self.available or view.ship(aim.ship) is None:
            return  # (inside the dead zone nothing would fire: no guide is drawn)
        board = board_key(view)
        if board != self._board:
            self._board, self._board_number = board, self._board_number + 1
            self._cache.clear()
            self._asked_at.clear()
        key = self.key(aim)
        if key in self._cache:
            self._cache.move_to_end(key)
            return
        if key == self._asked:
            return
        angle, power = cell_values(key[2])
        payload = (tuple(rules_table.disc_body(d) for d in view.discs),
                   tuple(rules_table.ship_body(s) for s in view.ships), aim.ship, angle, power)
        if self.service.request(key, payload, lane=LANE):
            self.requests += 1
            self._asked = key
            self._asked_at[key] = time.perf_counter()

    def _collect(self) -> None:
        for answer in self.service.poll():
            asked = self._asked_at.pop(answer.key, None)
            if answer.key[0] != self._board_number:
                continue  # for a board that has changed since
            if asked is not None:
                self.latencies.append(time.perf_counter() - asked)
            self._cache[answer.key] = answer.value if answer.error is None else None
            self._cache.move_to_end(answer.key)
            while len(self._cache) > self.cache_size:
                self._cache.popitem(last=False)
        if self._asked is not None and self._asked in self._cache:
            self._asked = None

    # --- what to show ---------------------------------------------------------------------------
    def shown(self, aim) -> Shown:
        if not self.available:
            return Shown("plain")
        key = self.key(aim)
        if key in self._cache:
            found = self._cache[key]
            return Shown("exact", found) if found is not None else Shown("plain")
        near, best = None, None
        k, m = key[2]
        for (number, ship, (k2, m2)), found in self._cache.items():
            if number != key[0] or ship != key[1] or found is None:
                continue
            dk = abs((k2 - k + ANGLE_CELLS // 2) % ANGLE_CELLS - ANGLE_CELLS // 2)
            if dk <= NEARBY_ANGLE_CELLS and abs(m2 - m) <= NEARBY_POWER_CELLS:
                distance = dk / NEARBY_ANGLE_CELLS + abs(m2 - m) / NEARBY_POWER_CELLS
                if best is None or distance < best:
                    near, best = found, distance
        return Shown("nearby", near) if near is not None else Shown("pending")

    def prediction(self, aim) -> Prediction | None:
        """The exact prediction for this aim, if it has arrived."""
        shown = self.shown(aim)
        return shown.prediction if shown.kind == "exact" else None


# --- drawing ------------------------------------------------------------------------------------
def draw_guide(surface, t, content, view, aim, shown: Shown, area: pygame.Rect) -> None:
    ship = view.ship(aim.ship)
    if ship is None:
        return
    origin = t.to_screen(ship["x"], ship["y"])
    if shown.kind in ("plain", "pending"):
        length = PLAIN_LINE_PX if shown.kind == "plain" else PENDING_LINE_PX
        end = (origin[0] + length * math.cos(aim.angle), origin[1] + length * math.sin(aim.angle))
        if shown.kind == "plain":
            pygame.draw.line(surface, AIM_INK, origin, end, 2)
        else:
            dashed_line(surface, FAINT_INK, origin, end, 8)
        return
    prediction = shown.prediction
    exact = shown.kind == "exact"
    ink = AIM_INK if exact else FAINT_INK
    r = t.length(content.physics.radius(ship["battleship"]))
    for other in prediction.knocked:
        _draw_knocked(surface, t, content, view, other, exact, area)
    points = [t.to_screen(*p) for p in prediction.path]
    if len(points) > 1:
        pygame.draw.lines(surface, ink, False, points, 2 if exact else 1)
        for i in range(TIME_MARK_STEPS, len(points) - 1, TIME_MARK_STEPS):
            pygame.draw.circle(surface, ink, points[i], 2)
    for point in prediction.bounces:
        bounce_mark(surface, ink, t.to_screen(*point))
    if exact and prediction.bounces:
        draw_marks_key(surface, area)
    if prediction.rest is not None:
        end = t.to_screen(*prediction.rest)
        if exact:
            pygame.draw.circle(surface, AIM_INK, end, r + 1, 2)
            pygame.draw.circle(surface, AIM_INK, end, 2)
            _draw_orbits(surface, t, content, view, ship, prediction.rest, end, area)
        else:
            dashed_circle(surface, FAINT_INK, end, r + 1, 10)
    elif prediction.exit is not None:
        end = t.to_screen(*prediction.exit)
        _cross(surface, look.DANGER if exact else FAINT_INK, end)
        if exact:
            _beside_path(surface, "off the board!", points, end, area)
    if exact and prediction.ram_at is not None:
        x, y = t.to_screen(*prediction.ram_at)
        label(surface, "ram!", 12, (x, y - 12), look.DANGER, "midbottom", area)


def bounce_mark(surface, colour, at) -> None:
    """Where the flicked ship glances off a disc or a ship: a small diamond (the stop is a ring)."""
    x, y = at
    d = BOUNCE_MARK_PX
    pygame.draw.polygon(surface, colour, [(x, y - d), (x + d, y), (x, y + d), (x - d, y)], 2)


def draw_marks_key(surface, area: pygame.Rect) -> pygame.Rect:
    """One key for the guide's two marks, above the board's key line: the diamond is a bounce, the
    ring with a dot is where the ship stops."""
    bounce, stop = (look.text(words, 12, AIM_INK, "bold") for words in MARKS_KEY)
    w = 18 + bounce.get_width() + 22 + 20 + stop.get_width() + 12
    pill = pygame.Rect(0, 0, w, 22)
    pill.midbottom = (area.centerx, area.bottom - 34)
    pygame.draw.rect(surface, (6, 10, 22), pill, border_radius=11)
    x, cy = pill.x + 12, pill.centery
    bounce_mark(surface, AIM_INK, (x, cy))
    surface.blit(bounce, (x + 10, cy - bounce.get_height() // 2))
    x += 10 + bounce.get_width() + 22
    pygame.draw.circle(surface, AIM_INK, (x, cy), 7, 2)
    pygame.draw.circle(surface, AIM_INK, (x, cy), 2)
    surface.blit(stop, (x + 12, cy - stop.get_height() // 2))
    return pill


def orbits_at_rest(content, view, ship: dict, rest) -> list[dict]:
    """The discs whose orbit the flicked ship will be in where it stops."""
    physics, board = content.physics, content.board
    return [d for d in view.discs
            if rules_table.orbit_test(rest, rules_table.disc_body(d), physics, board, ship["battleship"])]


def _draw_orbits(surface, t, content, view, ship: dict, rest, end, area: pygame.Rect) -> None:
    """Whether the resting spot is in orbit, said where it is: the orbit rings it touches are
    outlined, and the spot says "in orbit" or "not in orbit"."""
    discs = orbits_at_rest(content, view, ship, rest)
    for disc in discs:
        centre = t.to_screen(disc["x"], disc["y"])
        pygame.draw.circle(surface, AIM_INK, centre, t.length(disc["radius"] + content.board.orbit_ring_width), 2)
    words, ink = ("in orbit", AIM_INK) if discs else ("not in orbit", FAINT_INK)
    label(surface, words, 12, (end[0], end[1] + t.length(content.physics.radius(ship["battleship"])) + 4), ink,
          "midtop", area)


def _draw_knocked(surface, t, content, view, other, exact: bool, area: pygame.Rect) -> None:
    """A ship the flick knocks: its dashed path, where it stops or "knocked off!"."""
    colour = KNOCKED_INK if exact else FAINT_INK
    ship = view.ship(other.ship)
    r = t.length(content.physics.radius(bool(ship and ship["battleship"])))
    trail = [t.to_screen(*p) for p in other.path]
    for a, b in zip(trail, trail[1:]):
        dashed_line(surface, colour, a, b, 6)
    if other.rest is not None:
        dashed_circle(surface, colour, t.to_screen(*other.rest), r + 1, 10)
    elif other.exit is not None:
        end = t.to_screen(*other.exit)
        _cross(surface, look.DANGER if exact else FAINT_INK, end)
        if exact:
            _beside_path(surface, "knocked off!", trail, end, area)


def _cross(surface, colour, at) -> None:
    x, y = at
    pygame.draw.line(surface, colour, (x - 6, y - 6), (x + 6, y + 6), 2)
    pygame.draw.line(surface, colour, (x - 6, y + 6), (x + 6, y - 6), 2)


def _beside_path(surface, text: str, points, end, area: pygame.Rect) -> None:
    """A warning next to where a path ends, off to its side so it never covers the path."""
    before = next((p for p in reversed(points[:-1]) if math.dist(p, end) > 2), None)
    dx, dy = (end[0] - before[0], end[1] - before[1]) if before else (1.0, 0.0)
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length, dx / length  # across the path, preferring above it
    if ny > 0 or (ny == 0 and nx > 0):
        nx, ny = -nx, -ny
    w, h = look.text(text, 12, look.DANGER, "bold").get_size()
    reach = abs(nx) * (w / 2 + 10) + abs(ny) * (h / 2 + 8)
    spot = (end[0] + nx * reach, end[1] + ny * reach)
    if not area.collidepoint(spot):
        spot = (end[0] - nx * reach, end[1] - ny * reach)
    label(surface, text, 12, spot, look.DANGER, "center", area)
