"""The window icon: a small orrery (a sun, two orbits, two planets), drawn in code.

`python3 -m game.ui.icon` rewrites assets/icon.png from this drawing; the app loads that file
and falls back to drawing it when the file is missing."""

from __future__ import annotations

from pathlib import Path

import pygame

ICON_PATH = Path(__file__).resolve().parents[2] / "assets" / "icon.png"


def draw_icon(size: int = 64) -> pygame.Surface:
    big = pygame.Surface((size * 4, size * 4), pygame.SRCALPHA)
    s = size * 4
    c = s // 2
    pygame.draw.circle(big, (10, 16, 34), (c, c), c)
    pygame.draw.circle(big, (52, 80, 127), (c, c), c, s // 40)
    pygame.draw.circle(big, (95, 211, 255), (c, c), int(s * 0.36), s // 48)
    pygame.draw.circle(big, (95, 211, 255), (c, c), int(s * 0.22), s // 56)
    for radius, alpha in ((s * 0.15, 60), (s * 0.11, 255)):
        pygame.draw.circle(big, (255, 200, 87, alpha), (c, c), radius)
    pygame.draw.circle(big, (230, 85, 58), (c + int(s * 0.255), c - int(s * 0.255)), int(s * 0.07))
    pygame.draw.circle(big, (180, 110, 230), (c - int(s * 0.22), c + int(s * 0.03)), int(s * 0.05))
    return pygame.transform.smoothscale(big, (size, size))


def load_icon() -> pygame.Surface:
    try:
        return pygame.image.load(str(ICON_PATH))
    except (pygame.error, FileNotFoundError):
        return draw_icon()


if __name__ == "__main__":
    pygame.image.save(draw_icon(64), str(ICON_PATH))
    print(f"wrote {ICON_PATH}")
