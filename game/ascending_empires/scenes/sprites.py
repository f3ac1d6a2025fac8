"""Painted pieces: planet, asteroid, homeworld and face-down discs, orbit bands and glows.

Each is painted pixel by pixel once (lit like a sphere, edges smoothed) and cached by its size
and colours, so a frame only blits them."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

LIGHT = (-0.55, -0.62, 0.56)  # from the upper left, towards the viewer
_L = math.sqrt(sum(c * c for c in LIGHT))
LIGHT = tuple(c / _L for c in LIGHT)


def hex_rgb(value: str | None, fallback=(120, 130, 150)) -> tuple[int, int, int]:
    if not value:
        return fallback
    colour = pygame.Color(value)
    return (colour.r, colour.g, colour.b)


def _mix(a, b, t: float):
    return tuple(int(max(0, min(255, a[i] + (b[i] - a[i]) * t))) for i in range(3))


def _sphere(radius: int, paint) -> pygame.Surface:
    """A lit sphere of `radius` pixels; `paint(nx, ny, nz)` gives the surface colour there."""
    size = radius * 2 + 2
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    for py in range(size):
        dy = (py + 0.5 - c) / radius
        for px in range(size):
            dx = (px + 0.5 - c) / radius
            d2 = dx * dx + dy * dy
            if d2 > 1.0 + 2.0 / radius:
                continue
            dist = math.sqrt(d2)
            cover = max(0.0, min(1.0, (1.0 - dist) * radius + 0.5))
            if cover <= 0:
                continue
            nz = math.sqrt(max(0.0, 1.0 - min(1.0, d2)))
            base = paint(dx, dy, nz)
            diffuse = max(0.0, dx * LIGHT[0] + dy * LIGHT[1] + nz * LIGHT[2])
            shade = 0.22 + 0.95 * diffuse
            spec = max(0.0, diffuse) ** 18 * 0.35
            rim = (1.0 - nz) ** 3 * 0.25
            colour = tuple(min(255, int(v * shade + 255 * spec + 120 * rim)) for v in base)
            surface.set_at((px, py), (*colour, int(255 * cover)))
    return surface


@lru_cache(maxsize=64)
def planet(radius: int, rgb: tuple) -> pygame.Surface:
    """A banded gas-giant look in the planet's colour."""
    light = _mix(rgb, (255, 255, 255), 0.25)
    dark = _mix(rgb, (0, 0, 0), 0.35)

    def paint(x, y, z):
        band = math.sin(y * 9.0 + math.sin(x * 3.0) * 0.8) * 0.5 + 0.5
        return _mix(dark, light, 0.35 + 0.5 * band)

    return _sphere(radius, paint)


@lru_cache(maxsize=64)
def homeworld(radius: int, rgb: tuple) -> pygame.Surface:
    """Oceans, continents and a glowing atmosphere in the owner's colour."""
    ocean, deep = (40, 92, 170), (18, 44, 98)
    land, hill = (64, 146, 92), (150, 170, 110)
    inner = _sphere(radius, lambda x, y, z: _continents(x, y, z, ocean, deep, land, hill))
    size = radius * 2 + 2 + 16
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    for step in range(8, 0, -1):
        pygame.draw.circle(surface, (*rgb, int(70 * (1 - step / 9))), (c, c), radius + step)
    surface.blit(inner, inner.get_rect(center=(c, c)))
    pygame.draw.circle(surface, (*_mix(rgb, (255, 255, 255), 0.3), 220), (c, c), radius + 2, 2)
    return surface


def _continents(x, y, z, ocean, deep, land, hill):
    h = (math.sin(x * 4.1 + 1.3) + math.sin(y * 5.3 - 0.7) + math.sin((x + y) * 3.2 + 2.1)
         + 0.6 * math.sin(x * 9.7 - y * 7.9))
    if h > 0.9:
        return _mix(land, hill, min(1.0, (h - 0.9) / 1.2))
    return _mix(deep, ocean, max(0.0, min(1.0, (h + 2.0) / 2.9)))


@lru_cache(maxsize=16)
def asteroid(radius: int, seed: int) -> pygame.Surface:
    """A lumpy, cratered rock inside the disc's circle."""
    size = radius * 2 + 2
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    a1, a2 = seed * 0.7, seed * 1.9
    craters = [((math.cos(seed * 2.3 + i * 2.1) * 0.5, math.sin(seed * 1.7 + i * 2.9) * 0.5),
                0.18 + 0.08 * ((seed + i) % 3)) for i in range(4)]
    rock, dust = (122, 112, 104), (160, 146, 128)
    for py in range(size):
        for px in range(size):
            dx, dy = (px + 0.5 - c) / radius, (py + 0.5 - c) / radius
            dist = math.hypot(dx, dy)
            theta = math.atan2(dy, dx)
            edge = 0.88 + 0.07 * math.sin(3 * theta + a1) + 0.05 * math.sin(7 * theta + a2)
            cover = max(0.0, min(1.0, (edge - dist) * radius + 0.5))
            if cover <= 0:
                continue
            d = min(1.0, dist / edge)
            nz = math.sqrt(max(0.0, 1 - d * d))
            colour = _mix(rock, dust, 0.5 + 0.5 * math.sin(dx * 6 + dy * 4 + seed))
            shade = 0.3 + 0.85 * max(0.0, dx * LIGHT[0] + dy * LIGHT[1] + nz * LIGHT[2])
            for (cx, cy), cr in craters:
                k = math.hypot(dx - cx, dy - cy) / cr
                if k < 1.0:
                    shade *= 0.65 + 0.35 * k  # a bowl: darker towards its middle
                    if k > 0.8:
                        shade *= 1.15
            colour = tuple(min(255, int(v * shade)) for v in colour)
            surface.set_at((px, py), (*colour, int(255 * cover)))
    return surface


@lru_cache(maxsize=16)
def face_down(radius: int) -> pygame.Surface:
    """The back of a disc: a dark, lacquered pattern of rings and spokes with a bright centre."""
    size = radius * 2 + 2
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    base, line, glow = (30, 36, 72), (88, 104, 170), (150, 170, 240)
    for py in range(size):
        for px in range(size):
            dx, dy = (px + 0.5 - c) / radius, (py + 0.5 - c) / radius
            dist = math.hypot(dx, dy)
            cover = max(0.0, min(1.0, (1.0 - dist) * radius + 0.5))
            if cover <= 0:
                continue
            theta = math.atan2(dy, dx)
            ring = abs(math.sin(dist * math.pi * 4.0))
            spoke = abs(math.sin(theta * 4 + dist * 3.0))
            t = max(0.0, 1 - ring * 6) * 0.55 + max(0.0, 1 - spoke * 9) * 0.35
            colour = _mix(base, line, t)
            if dist < 0.22:
                colour = _mix(glow, colour, dist / 0.22)
            if dist > 0.86:
                colour = _mix(colour, line, 0.6)
            shade = 0.75 + 0.35 * max(0.0, -dx * 0.5 - dy * 0.6)
            colour = tuple(min(255, int(v * shade)) for v in colour)
            surface.set_at((px, py), (*colour, int(255 * cover)))
    return surface


@lru_cache(maxsize=128)
def orbit_band(inner: float, outer: float, rgb: tuple) -> pygame.Surface:
    """The shaded orbit ring around a disc: a soft band, brighter near the disc, with a crisp edge.
    Drawn inward as filled circles (each overwrites the middle of the last), then the hole."""
    size = int(outer) * 2 + 4
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    steps = max(1, int(outer - inner))
    for k in range(steps + 1):
        t = k / steps
        pygame.draw.circle(surface, (*rgb, int(26 + 30 * t)), (c, c), outer - (outer - inner) * t)
    pygame.draw.circle(surface, (0, 0, 0, 0), (c, c), inner - 1)
    pygame.draw.circle(surface, (*rgb, 130), (c, c), outer, 1)
    return surface


@lru_cache(maxsize=32)
def glow(radius: int, rgb: tuple, strength: int = 90) -> pygame.Surface:
    size = radius * 2 + 2
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    for r in range(radius, 0, -1):
        t = r / radius
        pygame.draw.circle(surface, (*rgb, int(strength * (1 - t) ** 2)), (c, c), r)
    return surface
