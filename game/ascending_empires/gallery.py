"""Ascending Empires in the workshop's gallery: the technology placard's tiles (each colour's three
levels and the row bonuses) and a planet of each colour, filtered by level and colour. The
figures of a balance run speak of a level reached and of reaching it first (definition.py)."""

from __future__ import annotations

from game.core.gallery import Gallery, GalleryItem
from game.core.words import counted

from .rules.technology import first_developer_vp


def technology_item(tech, colours: dict) -> GalleryItem:
    colour = colours.get(tech.colour, tech.colour.capitalize())
    facts = (f"Level {tech.level}, {colour}",
             f"Needs {counted(tech.level, 'Research Facility', 'Research Facilities')} on {colour.lower()} planets"
             + (f" and level {tech.level - 1}" if tech.level > 1 else ""),
             f"The first to develop it takes {counted(first_developer_vp(tech.level), 'VP', 'VP')}")
    return GalleryItem(tech.id, "technologies", tech.name, f"{colour} technology, level {tech.level}",
                       f"Level {tech.level}", colour, tech.text, facts,
                       figures=(f"{tech.colour} {tech.level}", f"{tech.colour} {tech.level} first"))


def row_item(bonus) -> GalleryItem:
    return GalleryItem(bonus.id, "row_bonuses", bonus.name, f"Row {bonus.level} bonus", "Row bonuses", "",
                       bonus.text, (f"For the first level-{bonus.level} technology of every colour",))


def planet_item(colour) -> GalleryItem:
    text = (f"A {colour.name.lower()} planet. Research Facilities on {colour.name.lower()} planets develop the "
            f"{colour.name.lower()} technologies of the placard.")
    return GalleryItem(colour.id, "colours", f"{colour.name} planet", "Planet", "Planets", colour.name, text,
                       (f"Colour {colour.hex}",))


def gallery(content) -> Gallery:
    colours = {c.id: c.name for c in content.colours}
    order = {c.id: i for i, c in enumerate(content.colours)}
    techs = sorted(content.technologies, key=lambda t: (t.level, order.get(t.colour, len(order))))
    items = [technology_item(t, colours) for t in techs] + [row_item(b) for b in content.row_bonuses]
    items += [planet_item(c) for c in content.colours]
    return Gallery(content.game_id, tuple(items), "Level", "Colour")
