"""The Eminent Domain table in Escalation games: start planets, fleets, ship conversions through
the buttons, the technologies' large view, and five computer players playing to the end."""

from __future__ import annotations

import os

import pygame
import pytest

from game.core.config import Seat
from game.eminent_domain.scenes import choices as C
from game.eminent_domain.rules import empire as E
from game.eminent_domain.scenes import techlayout as TL
from tests.eminent_domain.helpers import new_game
from tests.eminent_domain.ui.staging import open_game, settle_planets
from tests.eminent_domain.ui.test_choices import walk_random_game
from tests.eminent_domain.ui.test_table import TABLE, assert_only_legal, ready, starting
from tests.ui.driver import click, frames, items, run_until, top

ESCALATION = ("escalation",)


def hover(app, rect) -> None:
    x, y, w, h = rect
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + w // 2, y + h // 2), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 2)


@pytest.mark.parametrize("players,seed", [(2, 12), (5, 12)])
def test_every_escalation_action_is_on_screen(players, seed):
    kinds, names = walk_random_game(new_game(players, seed, ESCALATION), seed)
    assert "start_planet" in kinds
    assert "KeepPlanet" in names
    assert names & {"ConvertShips", "AttackWithShip", "UpgradeFleet", "PlanetAction", "AttackRival", "BuyWithShips",
                    "SpendIcon", "TradeCard"}  # Escalation's own actions came up and were on screen


def test_ships_make_an_escalation_technology_affordable():
    s = new_game(2, 7, ESCALATION)
    while s.pending(s.to_act()[0]).kind == "start_planet":
        p = s.to_act()[0]
        s.apply(p, s.legal_actions(p)[0])
    settle_planets(s, 0, "advanced", 2)
    uid = next(u for u in s.tech_supply if s.cat.cards[s.card_face[u]].tech == "soldiers_of_fortune")
    view = s.view(0)
    reason = C.tech_reason(view, 0, uid, None)
    assert reason.startswith("Costs 5 or 2 destroyers;"), reason
    s.players[0]["destroyers"] = 2
    assert C.tech_reason(s.view(0), 0, uid, None) == ""  # the destroyers pay for it
    s.players[0]["planets"] = s.players[0]["planets"][:1]
    assert "Needs" in C.tech_reason(s.view(0), 0, uid, None)  # ships never replace the planets it needs


def test_start_planets_pass_screen_and_a_fleet_conversion_through_the_buttons(app):
    def arrange(s):
        s.players[0]["fighters"] = 3  # enough for the basic fleet's destroyer

    table = open_game(app, (Seat("Ann"), Seat("Bob"), Seat("Cy", "ai", "easy")), seed=5, arrange=arrange,
                      variants=ESCALATION)
    s = table.session.state
    ready(app, "Ann")
    assert s.pending(0).kind == "start_planet"
    ann_pair = sorted(s.tasks[-1].planets)
    assert starting(app, "keep:") == sorted(f"keep:{uid}" for uid in ann_pair)
    assert "techs" not in items(app) or not table.techs_button.visible  # the choice covers the table
    assert_only_legal(table)
    click(app, f"keep:{ann_pair[0]}")
    assert s.players[0]["planets"][0]["uid"] == ann_pair[0]
    # Bob chooses next: the screen is passed, and Ann's pair is not on it
    ready(app, "Bob")
    bob_pair = sorted(s.tasks[-1].planets)
    assert not set(bob_pair) & set(ann_pair)
    view, _, _ = table.current()
    assert all(uid < 0 for uid in view.planet_box) and view.players[0]["planets"][0]["uid"] < 0
    click(app, f"keep:{bob_pair[1]}")
    assert run_until(app, lambda: s.to_act() == [0] and s.pending(0).kind == "action", 3000)
    ready(app, "Ann")
    # the fleet tile's conversion is a button; Ann's ships and fleet tile are drawn and explained
    assert "btn:convertships:fighter:destroyer" in items(app)
    assert "btn:convertships:destroyer:battlecruiser" not in items(app)  # no destroyers yet
    _, lay, _ = table.current()
    hover(app, lay.rects["fleet:0"])
    assert "Fleet" in table.painter.fleet_words(s.view(0), 0)
    click(app, "btn:convertships:fighter:destroyer")
    assert (s.players[0]["fighters"], s.players[0]["destroyers"]) == (0, 1)
    assert any("into a destroyer" in e.text for e in table.session.log)
    assert "btn:convertships:fighter:destroyer" not in items(app)
    assert_only_legal(table)
    # the technologies open as large cards on request, a planet type at a time, over the table
    click(app, "techs")
    _, lay, _ = table.current()
    assert lay.overlay == "browse" and "stack:survey" not in lay.rects and "hand:" not in " ".join(lay.rects)
    cards = [sheet for sheet in lay.sheets.values() if sheet.purpose == "card"]
    assert cards and all(table.lay_regions.browse.contains(sheet.rect) for sheet in cards)
    assert {E.face(s, sheet.uid).type for sheet in cards} == {"advanced"}
    assert starting(app, "techtab:") == ["techtab:advanced", "techtab:diverse", "techtab:fertile", "techtab:metallic"]
    click(app, "techtab:diverse")
    _, lay, _ = table.current()
    assert {E.face(s, sheet.uid).type for sheet in lay.sheets.values()} == {"diverse"}
    hover(app, next(iter(lay.sheets.values())).rect)
    click(app, "techs")
    assert table.current()[1].overlay is None and not starting(app, "techtab:")


def test_five_computer_players_play_escalation_to_the_end(app):
    seats = tuple(Seat(name, "ai", "easy") for name in ("Vega", "Orion", "Lyra", "Cass", "Rigel"))
    table = open_game(app, seats, seed=21, variants=ESCALATION)
    assert table.viewer is None and len(table.current()[1].opponents) == 4
    # four rivals' panels side by side, none overlapping, each with ships and fleet tile inside it
    panels = list(table.current()[1].opponents.values())
    assert all(not a.colliderect(b) for i, a in enumerate(panels) for b in panels[i + 1:])
    # the large cards, once opened, stay open while the computer players move
    click(app, "techs")
    moves = len(table.session.actions)
    assert run_until(app, lambda: len(table.session.actions) >= moves + 5, 3000)
    assert table.current()[1].overlay == "browse"
    click(app, "techs")
    assert table.current()[1].overlay is None
    if os.environ.get("ORRERY_SOAK") != "1":
        return  # the suite's legibility check plays this table to the end (tests/ui/test_legibility.py)
    seen = 0

    def over():
        nonlocal seen
        seen += 1
        if seen % 40 == 0 and top(app) == TABLE:  # hover things as the game goes: previews draw
            _, lay, _ = table.current()
            things = [k for k in lay.order if k.split(":")[0] in ("fleet", "ships", "tech") or ":planet:" in k]
            if things:
                hover(app, lay.rects[things[seen // 40 % len(things)]])
        return top(app) == "game_over"

    assert run_until(app, over, 40000)
    outcome = table.session.state.outcome()
    assert len(outcome.results) == 5
    assert all(r.score == sum(line.points for line in r.breakdown) for r in outcome.results)


def test_a_rivals_face_down_planets_show_their_public_backs(app, monkeypatch):
    from game.eminent_domain.rules.moves import planet_record
    from game.eminent_domain.scenes import seats

    def arrange(s):
        while s.tasks[-1].kind == "start_planet":
            s.apply(s.to_act()[0], s.legal_actions(s.to_act()[0])[0])
        for pid in ("monos", "pitt_of_injustice"):
            uid = next(u for u in s.planet_deck if s.planet_def[u] == pid)
            s.planet_deck.remove(uid)
            s.players[1]["planets"].append(planet_record(s, uid))

    drawn = []
    tile = seats.unexplored_tile

    def spy(kind, size, colonize, warfare, *rest):
        drawn.append((kind, colonize, warfare) + rest[4:7])  # rest: tucked, colonies, need, known, ship...
        return tile(kind, size, colonize, warfare, *rest)

    monkeypatch.setattr(seats, "unexplored_tile", spy)
    table = open_game(app, (Seat("Ann"), Seat("Cy", "ai", "easy")), seed=5, arrange=arrange, variants=ESCALATION)
    view, lay, _ = table.current()
    hidden = [f"opp1:hidden:{i}" for i, r in enumerate(view.players[1]["planets"]) if r["uid"] < 0]
    assert len(hidden) == 3 and all(item in lay.rects for item in hidden)  # the start planet too
    # drawn with the type colour, costs and ship, as Ann's own unexplored planets are
    assert ("metallic", 4, 1, "destroyer", True, "bustling") in drawn
    assert ("metallic", 0, 1, "destroyer", False, "hostile") in drawn
    words = table.painter.describe(view, hidden[1], 0)
    assert words.startswith("An unexplored metallic planet of Cy") and "conquered with 1 destroyer" in words
    assert "cannot be colonized" in table.painter.describe(view, hidden[2], 0)
    hover(app, lay.rects[hidden[1]])
