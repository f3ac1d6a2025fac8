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

`draw_guide` draws any of them at `s` window pixels a unit; the scene draws the pull band and
power meter around it. Where an exact prediction stops (a ring with a dot), it says "in orbit"
(outlining the rings it touches) or "not in orbit", the orbit being what a player aims for, on the
side of the ring away from the path coming in, never over the ring. A bounce is a small diamond,
never a ring, and while one shows a key under the board says which mark is which."""

from __future__ import annotations

import math
import time
from collections import OrderedDict
from dataclasses import dataclass

import pygame

from game.core.workers import WorkerService
from game.ui import fonts, look

from ..physics.prediction import ANGLE_CELLS, Prediction, aim_cell, cell_values, make_predictor
from ..rules import table as rules_table
from .board_view import dashed_circle
from .overlays import AIM_INK, LABEL_SIZE, dashed_line, label, pill_of, px, text_px

LANE = "aim"
CACHE_SIZE = 64
NEARBY_ANGLE_CELLS = 30   # 3 degrees
NEARBY_POWER_CELLS = 16   # 4% power
PENDING_LINE = 27  # units
PLAIN_LINE = 45
TIME_MARK_STEPS = 6       # a dot every 0.1 s of the predicted slide: dots bunch up as it slows
FAINT_INK = (150, 140, 110)
KNOCKED_INK = (190, 200, 225)
BOUNCE_MARK = 4  # units: half the diagonal of a bounce's diamond
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
def draw_guide(surface, t, content, view, aim, shown: Shown, area: pygame.Rect, s: float) -> list[pygame.Rect]:
    """The guide for `shown`; returns the pills of the words it put on the board (the power meter
    keeps clear of them)."""
    ship = view.ship(aim.ship)
    words: list[pygame.Rect] = []
    if ship is None:
        return words
    origin = t.to_screen(ship["x"], ship["y"])
    if shown.kind in ("plain", "pending"):
        length = px(s, PLAIN_LINE if shown.kind == "plain" else PENDING_LINE)
        end = (origin[0] + length * math.cos(aim.angle), origin[1] + length * math.sin(aim.angle))
        if shown.kind == "plain":
            pygame.draw.line(surface, AIM_INK, origin, end, px(s, 2))
        else:
            dashed_line(surface, FAINT_INK, origin, end, px(s, 7), px(s, 2))
        return words
    prediction = shown.prediction
    exact = shown.kind == "exact"
    ink = AIM_INK if exact else FAINT_INK
    r = t.length(content.physics.radius(ship["battleship"]))
    for other in prediction.knocked:
        words += _draw_knocked(surface, t, content, view, other, exact, area, s)
    points = [t.to_screen(*p) for p in prediction.path]
    if len(points) > 1:
        pygame.draw.lines(surface, ink, False, points, px(s, 2) if exact else 1)
        for i in range(TIME_MARK_STEPS, len(points) - 1, TIME_MARK_STEPS):
            pygame.draw.circle(surface, ink, points[i], px(s, 2))
    for point in prediction.bounces:
        bounce_mark(surface, ink, t.to_screen(*point), s)
    if exact and prediction.bounces:
        draw_marks_key(surface, area, s)
    rammed = exact and prediction.ram_at is not None  # both ships are lost: it stops nowhere
    if prediction.rest is not None and not rammed:
        end = t.to_screen(*prediction.rest)
        if exact:
            pygame.draw.circle(surface, AIM_INK, end, r + px(s, 1), px(s, 2))
            pygame.draw.circle(surface, AIM_INK, end, px(s, 2))
            words.append(_draw_orbits(surface, t, content, view, ship, prediction.rest, end, points, area, s))
        else:
            dashed_circle(surface, FAINT_INK, end, r + px(s, 1), 10)
    elif prediction.exit is not None:
        end = t.to_screen(*prediction.exit)
        _cross(surface, look.DANGER if exact else FAINT_INK, end, s)
        if exact:
            words.append(_beside_path(surface, "off the board!", points, end, area, s))
    if rammed:
        x, y = t.to_screen(*prediction.ram_at)
        words.append(label(surface, "ram!", text_px(s, LABEL_SIZE), (x, y - px(s, 10)), look.DANGER, "midbottom",
                           area, s))
    return words


def bounce_mark(surface, colour, at, s: float = 1.0) -> None:
    """Where the flicked ship glances off a disc or a ship: a small diamond (the stop is a ring)."""
    x, y = at
    d = px(s, BOUNCE_MARK)
    pygame.draw.polygon(surface, colour, [(x, y - d), (x + d, y), (x, y + d), (x - d, y)], px(s, 2))


def draw_marks_key(surface, area: pygame.Rect, s: float = 1.0) -> pygame.Rect:
    """One key for the guide's two marks, above the board's key line: the diamond is a bounce, the
    ring with a dot is where the ship stops."""
    size = text_px(s, LABEL_SIZE)
    bounce_w, stop_w = (fonts.font(size, "bold").size(words)[0] for words in MARKS_KEY)
    w = px(s, 14) + bounce_w + px(s, 18) + px(s, 16) + stop_w + px(s, 10)
    pill = pygame.Rect(0, 0, w, max(px(s, 18), fonts.font(size, "bold").get_height() + px(s, 4)))
    pill.midbottom = (area.centerx, area.bottom - px(s, 44))
    pygame.draw.rect(surface, (6, 10, 22), pill, border_radius=pill.h // 2)
    fonts.cover_texts(surface, pill)
    x, cy = pill.x + px(s, 10), pill.centery
    bounce_mark(surface, AIM_INK, (x, cy), s)
    look.blit_text(surface, MARKS_KEY[0], size, (x + px(s, 8), cy), AIM_INK, "bold", "midleft")
    x += px(s, 8) + bounce_w + px(s, 18)
    pygame.draw.circle(surface, AIM_INK, (x, cy), px(s, 6), px(s, 2))
    pygame.draw.circle(surface, AIM_INK, (x, cy), px(s, 2))
    look.blit_text(surface, MARKS_KEY[1], size, (x + px(s, 10), cy), AIM_INK, "bold", "midleft")
    return pill


def orbits_at_rest(content, view, ship: dict, rest) -> list[dict]:
    """The discs whose orbit the flicked ship will be in where it stops."""
    physics, board = content.physics, content.board
    return [d for d in view.discs
            if rules_table.orbit_test(rest, rules_table.disc_body(d), physics, board, ship["battleship"])]


def orbit_words_spot(end, ring: float, points, words: str, size: int, area: pygame.Rect,
                     s: float) -> tuple[tuple[float, float], str]:
    """Where "in orbit" goes by the resting spot `end` (a ring of `ring` pixels): below the ring,
    or above it when the path comes in from below or the board ends below; its pill clear of
    the ring either way."""
    before = next((p for p in reversed(points[:-1]) if math.dist(p, end) > 2), None)
    from_below = before is not None and before[1] > end[1] and abs(before[1] - end[1]) >= abs(before[0] - end[0])
    pad = (pill_of(words, size, (0, 0), "center", s).h - fonts.font(size, "bold").get_height()) / 2
    gap = ring + pad + px(s, 3)  # the pill's edge a few units from the ring's
    below, above = ((end[0], end[1] + gap), "midtop"), ((end[0], end[1] - gap), "midbottom")
    first, second = (above, below) if from_below else (below, above)
    return first if area.contains(pill_of(words, size, *first, s)) else second


def _draw_orbits(surface, t, content, view, ship: dict, rest, end, points, area: pygame.Rect,
                 s: float) -> pygame.Rect:
    """Whether the resting spot is in orbit, said where it is: the orbit rings it touches are
    outlined, and the spot says "in orbit" or "not in orbit"."""
    discs = orbits_at_rest(content, view, ship, rest)
    for disc in discs:
        centre = t.to_screen(disc["x"], disc["y"])
        pygame.draw.circle(surface, AIM_INK, centre, t.length(disc["radius"] + content.board.orbit_ring_width), px(s, 2))
    words, ink = ("in orbit", AIM_INK) if discs else ("not in orbit", FAINT_INK)
    size = text_px(s, LABEL_SIZE)
    ring = t.length(content.physics.radius(ship["battleship"])) + px(s, 1) + px(s, 2)
    spot, anchor = orbit_words_spot(end, ring, points, words, size, area, s)
    return label(surface, words, size, spot, ink, anchor, area, s)


def _draw_knocked(surface, t, content, view, other, exact: bool, area: pygame.Rect, s: float) -> list[pygame.Rect]:
    """A ship the flick knocks: its dashed path, where it stops or "knocked off!"."""
    colour = KNOCKED_INK if exact else FAINT_INK
    ship = view.ship(other.ship)
    r = t.length(content.physics.radius(bool(ship and ship["battleship"])))
    trail = [t.to_screen(*p) for p in other.path]
    for a, b in zip(trail, trail[1:]):
        dashed_line(surface, colour, a, b, px(s, 5), px(s, 2))
    if other.rest is not None:
        dashed_circle(surface, colour, t.to_screen(*other.rest), r + px(s, 1), 10)
    elif other.exit is not None:
        end = t.to_screen(*other.exit)
        _cross(surface, look.DANGER if exact else FAINT_INK, end, s)
        if exact:
            return [_beside_path(surface, "knocked off!", trail, end, area, s)]
    return []


def _cross(surface, colour, at, s: float) -> None:
    x, y = at
    d = px(s, 5)
    pygame.draw.line(surface, colour, (x - d, y - d), (x + d, y + d), px(s, 2))
    pygame.draw.line(surface, colour, (x - d, y + d), (x + d, y - d), px(s, 2))


def _beside_path(surface, text: str, points, end, area: pygame.Rect, s: float) -> pygame.Rect:
    """A warning next to where a path ends, off to its side so it never covers the path."""
    before = next((p for p in reversed(points[:-1]) if math.dist(p, end) > 2), None)
    dx, dy = (end[0] - before[0], end[1] - before[1]) if before else (1.0, 0.0)
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length, dx / length  # across the path, preferring above it
    if ny > 0 or (ny == 0 and nx > 0):
        nx, ny = -nx, -ny
    size = text_px(s, LABEL_SIZE)
    w, h = pill_of(text, size, (0, 0), "center", s).size
    reach = abs(nx) * (w / 2 + px(s, 4)) + abs(ny) * (h / 2 + px(s, 4))
    spot = (end[0] + nx * reach, end[1] + ny * reach)
    if not area.collidepoint(spot):
        spot = (end[0] - nx * reach, end[1] - ny * reach)
    return label(surface, text, size, spot, look.DANGER, "center", area, s)
