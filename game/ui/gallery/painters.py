"""Each game's gallery items drawn by the game's own painters, exactly as its table draws them.

One small adapter per game, so that the gallery follows the tables when their painters change:
point an adapter at the converted painter and nothing else moves. Each adapter says

- `source(item, content)`: the content object the picture is drawn from (the gallery draws an
  item again only when it is no longer equal: a live reload redraws what changed);
- `draw(item, content, scale) -> Surface`: the picture, in window pixels at `scale` pixels a unit;
- `cell(scale) -> (w, h)`: the room, in window pixels, the largest of its pictures takes;
- `shows_text`: whether the picture holds the item's words (else the gallery writes them under it).

Painters that take their size in pixels and scale their words with it (Eminent Domain's cards and
planet tiles) are called at a size where their smallest text is at least 12 units; painters drawn
for the window (Kardashev Scale's market face, since its table was converted) at the card's size in
units times the scale. Painters whose words have a fixed pixel size (Ascending Empires' placard
tile, as on its 1600x900 table) are called at the table's own size and their picture enlarged by
the UI scale, as the table's picture is enlarged into a window that size: when they take a scale,
call them with it instead of `enlarged`."""

from __future__ import annotations

import inspect
from collections import OrderedDict
from dataclasses import dataclass
from functools import lru_cache
from types import SimpleNamespace
from typing import Callable

import pygame


@dataclass(frozen=True)
class Adapter:
    source: Callable
    draw: Callable
    cell: Callable
    shows_text: bool = True


def _pixels(size, scale: float) -> tuple[int, int]:
    return round(size[0] * scale), round(size[1] * scale)


def enlarged(picture: pygame.Surface, scale: float) -> pygame.Surface:
    """A picture drawn at 1600x900 table pixels, at the size a window of this UI scale shows it."""
    if scale <= 1.0:
        return picture
    size = (round(picture.get_width() * scale), round(picture.get_height() * scale))
    return pygame.transform.smoothscale(picture, size)


# --- Kardashev Scale: the market card ------------------------------------------------------------
KS_MARKET_CARD = (146, 126)  # the market's largest card on the 1600x900 table, in units here


@lru_cache(maxsize=1)
def _ks_face_scales() -> bool:
    """Whether the market face is the one drawn for the window (`scale`: its words at their real
    size, noted for the layout checks), as on main since the table was converted; else it is the
    1600x900 table's, enlarged. Drop the other path once both are on one branch."""
    from game.kardashev_scale.scenes.faces import market_face

    return "scale" in inspect.signature(market_face).parameters


def _ks_source(item, content):
    return content.card(item.id)


def _ks_draw(item, content, scale: float) -> pygame.Surface:
    from game.kardashev_scale.scenes.faces import market_face

    if _ks_face_scales():
        return market_face(content.card(item.id), *_pixels(KS_MARKET_CARD, scale), "normal", scale)
    return enlarged(market_face(content.card(item.id), *KS_MARKET_CARD), scale)


def _ks_cell(scale: float) -> tuple[int, int]:
    return _pixels(KS_MARKET_CARD, scale if _ks_face_scales() else max(1.0, scale))


# --- Eminent Domain: card faces and planet tiles --------------------------------------------------
ED_CARD = (170, 220)  # units: the title w/9, subtitle w/13 and footer w/14 are then 12 units or more


def _ed_source(item, content):
    return next(x for x in getattr(content, item.section) if x.id == item.id)


def _ed_draw(item, content, scale: float) -> pygame.Surface:
    from game.eminent_domain.rules.catalog import catalog_for
    from game.eminent_domain.scenes import techlayout
    from game.eminent_domain.scenes.techpaint import picture

    table = SimpleNamespace(cat=catalog_for(content))  # what the painters read of a game: its catalogue
    kind, key = "card", item.id
    if item.section == "planets":
        kind = "planet"
    elif item.section == "technologies":
        key = table.cat.tech_cards[item.id].front.id
    return picture(table, techlayout.Picture(kind, key, pygame.Rect((0, 0), _pixels(ED_CARD, scale))), scale)


# --- Ascending Empires: placard tiles and planets ----------------------------------------------------
AE_TILE = (150, 34)  # a placard tile one name wide, at the table's height (placards.TILE_H)
AE_PLANET_R = 30  # units: a planet disc


def _ae_source(item, content):
    return next(x for x in getattr(content, item.section) if x.id == item.id)


def _ae_draw(item, content, scale: float) -> pygame.Surface:
    from game.ascending_empires.scenes import placards, sprites
    from game.ui import look

    if item.section == "colours":
        colour = _ae_source(item, content)
        return sprites.planet(max(4, round(AE_PLANET_R * scale)), sprites.hex_rgb(colour.hex))
    if item.section == "row_bonuses":
        rgb = look.GOLD
    else:
        tech = _ae_source(item, content)
        colour = next((c for c in content.colours if c.id == tech.colour), None)
        rgb = sprites.hex_rgb(colour.hex if colour else None)
    return enlarged(placards.tile_picture(AE_TILE, tuple(rgb), True, item.name, False), scale)


def _ae_cell(scale: float) -> tuple[int, int]:
    tile = _pixels(AE_TILE, max(1.0, scale))
    return tile[0], max(tile[1], 2 * max(4, round(AE_PLANET_R * scale)))


ADAPTERS = {
    "kardashev_scale": Adapter(_ks_source, _ks_draw, _ks_cell),
    "eminent_domain": Adapter(_ed_source, _ed_draw, lambda scale: _pixels(ED_CARD, scale)),
    "ascending_empires": Adapter(_ae_source, _ae_draw, _ae_cell, shows_text=False),
}


def adapter_for(game_id: str) -> Adapter | None:
    return ADAPTERS.get(game_id)


class PictureCache:
    """The pictures on show, drawn once each: an item is drawn again only when the content object
    it is drawn from changed (or the scale did). The last `KEEP` pictures seen are kept (a few
    pages: at 200% a card is most of a megabyte). `drawn` counts the pictures drawn, by item id."""

    KEEP = 96

    def __init__(self, game_id: str):
        self.adapter = adapter_for(game_id)
        self.pictures: OrderedDict[str, tuple] = OrderedDict()  # item id -> (source, scale, picture)
        self.drawn: dict[str, int] = {}

    def picture(self, item, content, scale: float) -> pygame.Surface | None:
        if self.adapter is None:
            return None
        source = self.adapter.source(item, content)
        kept = self.pictures.get(item.id)
        if kept is not None and kept[1] == scale and kept[0] == source:
            self.pictures.move_to_end(item.id)
            return kept[2]
        picture = self.adapter.draw(item, content, scale)
        self.pictures[item.id] = (source, scale, picture)
        self.pictures.move_to_end(item.id)
        while len(self.pictures) > self.KEEP:
            self.pictures.popitem(last=False)
        self.drawn[item.id] = self.drawn.get(item.id, 0) + 1
        return picture
