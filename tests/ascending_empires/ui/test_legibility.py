"""What the board tells at a glance: a planet's holder, pieces, defence and what an attack needs
(the rules' own numbers), a placard whose names fit their tiles and whose ready technologies
glow, labelled supply and box, a ship leaving the board shown at the rim, the Move button
counting down, and the secret look's note clear of the ships."""

from __future__ import annotations

import math

import pygame
import pytest

from game.ascending_empires.rules import actions as A
from game.ascending_empires.rules.combat import planet_attack
from game.ascending_empires.scenes import overlays, placards
from game.ascending_empires.scenes.layout import table_layout
from game.ascending_empires.scenes.placards import draw_placard, tile_text
from game.ui import fonts, look
from tests.ascending_empires.helpers import in_orbit_spot, occupy, planets, put_ship
from tests.ui.driver import click, frames, items, run_until


def hover(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(map(round, pos)), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 40)  # past the tooltip's delay


def tooltip_drawn(app, scene, monkeypatch) -> tuple[str, str] | None:
    shown = []
    monkeypatch.setattr(overlays, "draw_tooltip", lambda surface, pos, title, text, s: shown.append((title, text)))
    surface = pygame.Surface((1600, 900))
    scene.draw(surface)
    scene.draw_after(surface)  # the tooltip is drawn over everything, the buttons' words too
    monkeypatch.undo()
    return shown[-1] if shown else None


def test_hovering_a_planet_tells_its_holder_pieces_defence_and_what_an_attack_needs(open_board, monkeypatch):
    app = open_board("human:Ann,ai:easy:Bob")
    scene = app.stack.top
    state = scene.session.state
    grey = planets(state, "grey")[0]
    disc = occupy(state, grey, 1, troop=1, colony=1)
    state.players[1]["tech"]["grey"] = 2  # Fortified Garrisons: one more defence on every planet Bob holds
    put_ship(state, 0, *in_orbit_spot(state, grey, 0.0))
    scene.session.state_edited()
    frames(app, 1)
    hover(app, scene.t.to_screen(disc["x"], disc["y"]))
    title, text = tooltip_drawn(app, scene, monkeypatch)
    attack = planet_attack(state, disc, 0)
    assert (state.defence(disc), attack.need, attack.strength, attack.vp) == (3, 4, 1, 2)
    assert title == "Grey planet \u00b7 Bob's"
    assert "Pieces: 1 Colony, 1 troop." in text
    assert "Defence 3 (troop 1, Colony 1, Fortified Garrisons 1)." in text
    assert f"ships worth {attack.need} in its orbit" in text and f"Yours there: {attack.strength}." in text
    assert f"Battleship counts {state.rules.battleship_strength}" in text
    assert "Taking it wins 2 VP." in text
    # a ship of a third side in orbit, or any of Bob's, defends it: the rules say so, the text too
    put_ship(state, 1, *in_orbit_spot(state, grey, math.pi))
    scene.session.state_edited()
    frames(app, 1)
    assert "Defended: Bob's ship in orbit must be destroyed first." in scene.disc_hover()[1]
    assert "Blockaded" in scene.disc_hover()[1], "Ann's ship blockades it"
    home = scene.view().disc("home1")
    hover(app, scene.t.to_screen(home["x"], home["y"]))
    assert scene.disc_hover()[0] == "Your homeworld"


def test_the_hover_help_reads_the_rules_not_its_own_sums(open_board, monkeypatch):
    from game.ascending_empires.rules.combat import PlanetAttack
    from game.ascending_empires.scenes import disc_info

    app = open_board("human:Ann,ai:easy:Bob")
    scene = app.stack.top
    state = scene.session.state
    disc = occupy(state, planets(state, "grey")[0], 1, troop=1)
    scene.session.state_edited()
    monkeypatch.setattr(disc_info, "planet_attack", lambda view, d, player: PlanetAttack(5, 9, 2, (), (), 4))
    monkeypatch.setattr(type(state), "defence_parts", lambda self, d: [("troop", 5)])
    frames(app, 1)
    hover(app, scene.t.to_screen(disc["x"], disc["y"]))
    text = scene.disc_hover()[1]
    assert "Defence 5 (troop 5)." in text and "ships worth 9" in text and "Yours there: 2." in text


def tile_spots(spots):
    return [s for s in spots if s.key.startswith("tech:")]


def test_placard_names_fit_their_tiles_with_nothing_drawn_over_them(open_board, monkeypatch):
    app = open_board("human,ai:easy,ai:easy,ai:easy")
    scene = app.stack.top
    view = scene.view()
    drawn = []
    offset = [(0, 0)]  # where the tile picture being drawn goes on the placard
    real, real_tile = look.blit_text, placards._tile

    def record(surface, value, size, pos, colour=look.INK, face="regular", anchor="topleft"):
        rect = real(surface, value, size, pos, colour, face, anchor)
        drawn.append((value, rect.move(offset[0])))
        return rect

    def tile(surface, rect, *args):
        offset[0] = (rect.x - placards.TILE_MARGIN, rect.y - placards.TILE_MARGIN)
        try:
            real_tile(surface, rect, *args)
        finally:
            offset[0] = (0, 0)

    monkeypatch.setattr(look, "blit_text", record)
    monkeypatch.setattr(placards, "_tile", tile)
    monkeypatch.setattr(placards, "tile_picture", placards.tile_picture.__wrapped__)  # drawn afresh each time
    scale = scene.lay.scale
    for players in (2, 3, 4):
        for rect in table_layout(scene.metrics, players).placards:
            surface = pygame.Surface(rect.size)
            drawn.clear()
            spots = draw_placard(surface, surface.get_rect(), view, 0, "Player 1", "you", (200, 60, 60),
                                 scene.draw_player_marker, True, scene.content, 0, scene.seat_name, scale=scale)
            assert len(tile_spots(spots)) == 12
            for spot in tile_spots(spots):
                across, down = placards.TILE_INSET
                inside = spot.rect.inflate(-2 * across + 2, -2 * down + 2)
                texts = [(value, r) for value, r in drawn if r.colliderect(spot.rect)]
                assert texts, spot.title
                for value, r in texts:
                    assert inside.contains(r), f"{value!r} runs past its tile ({spot.title})"
                for i, (_, a) in enumerate(texts):
                    assert all(not a.colliderect(b) for _, b in texts[i + 1:]), f"overlap in {spot.title}: {texts}"
                name = spot.title.split(" (")[0]
                fitted = tile_text(name, spot.rect.w - 2 * across, spot.rect.h - 2 * down, scale)
                assert not fitted.shortened and fitted.size >= round(12 * scale), f"{name} at {fitted.size}px"
                assert "".join(fitted.lines).replace("-", "").replace(" ", "") == name.replace(" ", ""), "all of it"


def test_a_name_no_tile_can_hold_is_cut_short_and_says_so():
    pygame.font.init()
    fitted = tile_text("Extraordinarilyunbreakablewordwithoutend", 60, 28)
    assert fitted.shortened and fitted.lines[0].endswith("\u2026")
    assert fonts.font(fitted.size, "display").size(fitted.lines[0])[0] <= 60
    assert tile_text("Conscription", 60, 28).lines == ("Conscrip-", "tion")


def ready_to_develop(app):
    scene = app.stack.top
    state = scene.session.state
    occupy(state, planets(state, "grey")[0], 0, troop=1, facility=1)
    scene.session.state_edited()
    frames(app, 2)
    return scene, state


def test_what_can_be_developed_now_glows_says_so_and_develops_on_a_click(open_board, monkeypatch):
    app = open_board("human:Ann,ai:easy:Bob")
    scene, state = ready_to_develop(app)
    tiles = scene.developable_tiles()
    assert [(colour, action) for colour, _, action in tiles] == [("grey", A.Develop("grey"))]
    rect = tiles[0][1]
    spot = next(s for p, s in scene.placard_spots if p == 0 and s.key == "tech:grey:1")
    assert spot.rect == rect and "you have 1. Ready to develop." in spot.text
    other = next(s for p, s in scene.placard_spots if p == 0 and s.key == "tech:grey:2")
    assert "Needs level 1 first and 2 Research Facilities on grey planets (not blockaded): you have 1." in other.text
    assert "The first to develop it takes 2 VP." in other.text
    surface = pygame.Surface((1600, 900))
    scene.draw(surface)
    ring = [surface.get_at((rect.centerx, rect.y - 2))[:3], surface.get_at((rect.x - 2, rect.centery))[:3]]
    assert all(pixel[2] == 255 and pixel[1] >= 220 for pixel in ring), f"a glowing ring round the tile: {ring}"
    assert "tech:grey" in items(app)
    # a tile that cannot be developed does not glow, and the rival's placard never does
    assert not any(s.key == "tech:grey:2" and s.rect.collidepoint(r.center) for p, s in scene.placard_spots
                   for _, r, _ in tiles)
    click(app, "tech:grey")
    assert [type(r.action) for r in scene.session.actions] == [A.Develop]
    assert scene.developable_tiles() == []


def test_the_supply_and_the_box_are_labelled(open_board):
    app = open_board("human:Ann,ai:easy:Bob")
    scene = app.stack.top
    frames(app, 1)
    p = scene.view().players[0]
    spots = {s.key: s for player, s in scene.placard_spots if player == 0}
    assert spots["box"].title == f"The box: {p['box_troops']} troops, {p['box_ships']} starships"
    assert spots["supply:troop"].title == f"Troops: {p['troops']}"
    assert spots["supply:ship"].title == f"Starships: {p['ships']}"
    assert {"supply:colony", "supply:city", "supply:facility", "vp"} <= set(spots)
    hover(app, spots["box"].rect.center)
    surface = pygame.Surface((1600, 900))
    shown = []
    real = overlays.draw_tooltip
    overlays.draw_tooltip = lambda *args: shown.append(args[2:])
    try:
        scene.draw(surface)
        scene.draw_after(surface)
    finally:
        overlays.draw_tooltip = real
    assert shown and shown[-1][0] == spots["box"].title


def test_a_ship_leaving_the_board_slides_out_past_the_rim_which_flashes(open_board):
    app = open_board("human:Ann,ai:easy:Bob")
    scene = app.stack.top
    state = scene.session.state
    ship = put_ship(state, 0, 400.0, 30.0)
    scene.session.state_edited()
    frames(app, 1)
    scene.act(0, A.Navigate(ship))
    scene.act(0, A.Flick(ship, -math.pi / 2, 0.8))  # straight up, off the top edge
    assert scene.flight is not None
    exits = lambda: [e for e in scene.director.effects if e.kind == "exit"]  # noqa: E731
    while scene.flight is not None and ship not in scene.flight.lost:
        assert not exits(), "nothing leaves before the ship does"
        frames(app, 1)
    assert len(exits()) == 1, "the lost event starts the exit at once"
    effect = exits()[0]
    assert effect.b[1] == 0.0 and abs(effect.b[0] - 400.0) < 20, "the rim where it crossed"
    assert effect.extra["owner"] == 0 and not effect.extra["vertical_rim"]
    surface = pygame.Surface((1600, 900))
    frames(app, 2)
    scene.draw(surface)
    x, y = map(round, scene.t.to_screen(*effect.b))
    rim = [surface.get_at((x + dx, y + dy))[:3] for dx in range(-12, 13) for dy in (-1, 0, 1)]
    assert scene.owner_rgb(0) in rim, "the rim flashes in the owner's colour"
    assert run_until(app, lambda: not scene.animating(), 600)
    assert state.ship(ship) is None and "Ann's starship drifts off the board." in [e.text for e in
                                                                                   scene.session.log]


def test_the_move_button_counts_down_the_points_left(open_board):
    app = open_board("human:Ann,ai:easy:Bob")
    scene = app.stack.top
    state = scene.session.state
    state.disc("home1")["items"]["troop"] = 3
    state.players[0]["ships"] = 3
    state.players[0]["tech"]["purple"] = 1  # Ion Drives: three points, so the count goes 3, 2 left, 1 left
    scene.session.state_edited()
    frames(app, 1)
    assert state.movement_points(0) == 3
    assert scene.button("action:move").text == "Move  \u00b7  3 points"
    click(app, "action:move")
    click(app, "disc:home1")  # launch a starship: one point spent
    assert state.phase == "move" and state.moves_left == 2
    assert scene.button("action:move").text == "Move  \u00b7  2 points left"
    click(app, "disc:home1")  # the new ship orbits home: a menu of launching and landing
    click(app, "choice:Launch a starship")
    assert scene.button("action:move").text == "Move  \u00b7  1 point left"


def test_the_secret_look_note_keeps_clear_of_the_ships(open_board, monkeypatch):
    app = open_board("human:Ann,ai:easy:Bob")
    scene = app.stack.top
    state = scene.session.state
    hidden = next(d for d in state.discs if not d["face_up"] and d["kind"] == "planet")
    hidden["colour"] = "orange"
    put_ship(state, 0, *in_orbit_spot(state, hidden["id"], -math.pi / 2))  # right above it, where the note went
    scene.session.state_edited()
    frames(app, 1)
    click(app, "action:recruit")
    click(app, "disc:home1")
    click(app, "disc:home1")
    click(app, f"disc:{hidden['id']}")
    assert scene.director.private_note[1] == "Only you see it: an orange planet"
    boxes = []
    real = overlays.draw_note
    monkeypatch.setattr(overlays, "draw_note", lambda *args, **kw: boxes.append(real(*args, **kw)))
    scene.draw(pygame.Surface((1600, 900)))
    ships = [scene.ship_screen_rect(s) for s in scene.view().ships]
    assert boxes and all(boxes[-1].colliderect(r) is False for r in ships), (boxes, ships)


def test_a_discs_menu_says_its_steps_in_full_without_naming_the_disc(open_board):
    app = open_board("human:Ann,ai:easy:Bob")
    scene = app.stack.top
    state = scene.session.state
    grey = planets(state, "grey")[0]
    occupy(state, grey, 0, troop=2, colony=1)
    scene.session.state_edited()
    frames(app, 1)
    click(app, "action:build")
    click(app, f"disc:{grey}")
    offered = sorted(k for k in items(app) if k.startswith("choice:"))
    assert offered == ["choice:Build a City (a Colony and 1 troop)", "choice:Build a Colony (1 troop)",
                       "choice:Build a Research Facility (2 troops)"]
    frames(app, 1)
    assert fonts.shortened_this_frame() == [], "every word of the menu shows"


def test_recruit_lit_only_for_taking_troops_back_says_so(open_board, monkeypatch):
    app = open_board("human:Ann,ai:easy:Bob")
    scene = app.stack.top
    state = scene.session.state
    state.disc("home1")["items"]["troop"] = state.rules.item_limit  # full: no room to recruit
    scene.session.state_edited()
    frames(app, 1)
    assert not any(isinstance(a, A.Recruit) for a in scene.legal())
    click(app, "action:recruit")
    assert "step:StartWithdraw" in items(app)
    drawn = []
    real = look.blit_text
    monkeypatch.setattr(look, "blit_text", lambda surface, value, *rest, **kw: (drawn.append(value),
                                                                              real(surface, value, *rest, **kw))[1])
    scene.draw(pygame.Surface((1600, 900)))
    said = " ".join(drawn)
    assert "No planet of yours has room for a troop" in said and "glowing planet" not in said


@pytest.mark.parametrize("size,percent", [((1024, 768), 80), ((1280, 720), 100), ((2560, 1440), 200)])
def test_every_word_on_a_placard_keeps_inside_its_border(open_board, monkeypatch, size, percent):
    """The name, score, supply, box, colour headers and ROW all sit inside the placard's frame,
    at every scale (ROW, wider than its column, once ran under the right border)."""
    app = open_board("human,ai:easy,ai:easy,ai:easy", window_size=size, ui_scale=percent)
    scene = app.stack.top
    drawn = []
    real = look.blit_text
    monkeypatch.setattr(look, "blit_text", lambda surface, value, *rest, **kw: drawn.append(
        (value, real(surface, value, *rest, **kw))) or drawn[-1][1])
    scale = scene.lay.scale
    for rect in table_layout(scene.metrics, 4).placards:
        surface = pygame.Surface(rect.size)
        drawn.clear()
        draw_placard(surface, surface.get_rect(), scene.view(), 0, "Alexandra Kowalska", "you", (200, 60, 60),
                     scene.draw_player_marker, True, scene.content, 0, scene.seat_name, scale=scale)
        inside = surface.get_rect().inflate(-2 * max(2, round(3 * scale)), -2 * max(2, round(2 * scale)))
        assert "ROW" in [value for value, _ in drawn]
        for value, box in drawn:
            assert inside.contains(box), f"{value!r} at {box} runs under the border of {inside}, {size} {percent}%"
