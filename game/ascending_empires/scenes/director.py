"""Turns what happens on the Ascending Empires table into what it animates, and when: a flick
played on screen (the rules' own simulation, a few fixed steps a frame) with its sparks, rams and
ships leaving the board, then the rules' events matched by type (rules/events.py): beams and
bursts for attacks, a ring for a disc turning over, the secret look's note, the sounds, and
"+N VP" rising where points were won. Plain Python, no pygame: places are board units or named
("tile", player, key), found by the table in the current layout, so a window resized meanwhile
still shows them right."""

from __future__ import annotations

import math

from ..rules import events as E
from ..rules.describe import colour_name, with_article
from .flight import Effect, Flight, results_match

EFFECT_TIME = 0.9
EXIT_TIME = 1.1  # a ship leaving the board: its slide past the rim and the rim's flash
FLIGHT_SPEED = 1.5  # simulated seconds per second on screen at normal animation speed: a brisk slide
SPARK_SPEED = 80  # contacts faster than this (units/s) spark
SPARK_TIME = 0.35
NOTE_TIME = 3.0  # the secret look's note
BEAM_SHIP, BEAM_PLANET, RAM, REVEAL = (255, 90, 90), (255, 120, 80), (255, 150, 90), (200, 220, 255)
STEP_SOUNDS = {E.Launched: "click", E.Landed: "click", E.Recruited: "click", E.Built: "click", E.Mined: "click",
               E.Withdrawn: "click", E.Developed: "score"}
NOT_A_CAUSE = (E.VpTaken, E.PiecesFromBox, E.BattleshipCommissioned)  # what VP are never won for


class Director:
    def __init__(self, content):
        self.content = content
        self.flight: Flight | None = None
        self.effects: list[Effect] = []
        self.private_note: tuple[str, str, float] | None = None  # (disc, words, until) after a secret look
        self.flick_checks: list[bool] = []  # one per flick shown: did the rules get what was shown
        self.last_flight_positions: dict = {}  # where the last flick shown left every ship
        self.sounds: list[str] = []  # to play

    # --- the flick ------------------------------------------------------------------------------
    def start_flight(self, view, player: int, action) -> Flight:
        """A flick about to be played: its flight from the board as `view` shows it."""
        self.flight = Flight(self.content, view, player, action)
        self.sounds.append("flick")
        return self.flight

    def advance(self, dt: float, factor: float, now: float) -> Flight | None:
        """Play the flight on by `dt` seconds at animation speed `factor` (0: to rest at once);
        the flight, once every ship is at rest (the table then applies its flick)."""
        flight = self.flight
        if flight is not None:
            new = flight.advance(dt * FLIGHT_SPEED * factor if factor > 0 else 0)
            self.sounds += flight.sounds_for(new)
            for event in new:
                if event.kind == "ram":
                    self.effects.append(Effect("burst", now, EFFECT_TIME, (event.x, event.y), colour=RAM))
                elif event.kind in ("ricochet", "bump") and event.speed >= SPARK_SPEED:
                    self.effects.append(Effect("spark", now, SPARK_TIME, (event.x, event.y)))
                elif event.kind == "lost":
                    self.effects.append(self._leaving(flight, event, now))
        self.effects = [e for e in self.effects if e.start + e.duration > now]
        if self.private_note and self.private_note[2] < now:
            self.private_note = None
        if flight is not None and flight.done:
            self.flight = None
            return flight
        return None

    def landed(self, flight: Flight, events) -> bool:
        """The flight's flick was applied: whether the rules' flick event reports exactly the
        positions, losses and ram that were shown (kept in `flick_checks`)."""
        self.last_flight_positions = dict(flight.positions())
        flicked = next((e for e in map(E.as_record, events) if isinstance(e, E.Flicked)), None)
        if flicked is None and not events:  # a network seat's own flick: the server resolves it, its events come later
            return True
        ok = results_match(flight.result(), flicked.data if flicked is not None else {})
        self.flick_checks.append(ok)
        return ok

    def _leaving(self, flight: Flight, event, now: float) -> Effect:
        """A ship leaves the board: it slides on past the rim, which flashes where it crossed."""
        ship = flight.ships[event.a]
        trail = flight.trails.get(event.a) or ()
        a = trail[-2] if len(trail) >= 2 else (ship["x"], ship["y"])
        dx, dy = event.x - a[0], event.y - a[1]
        length = math.hypot(dx, dy) or 1.0
        direction = (dx / length, dy / length)
        board = self.content.board
        edge = (min(board.width, max(0.0, event.x)), min(board.height, max(0.0, event.y)))
        # the rim it crosses: the nearer edge along its way
        steps = [(-event.x / direction[0]) if direction[0] < 0 else (board.width - event.x) / direction[0]
                 if direction[0] > 0 else math.inf,
                 (-event.y / direction[1]) if direction[1] < 0 else (board.height - event.y) / direction[1]
                 if direction[1] > 0 else math.inf]
        ahead = min(steps)
        if 0 <= ahead < math.inf:
            edge = (event.x + direction[0] * ahead, event.y + direction[1] * ahead)
        return Effect("exit", now, EXIT_TIME, (event.x, event.y), edge,
                      extra={"owner": ship["owner"], "dir": direction,
                             "radius": self.content.physics.radius(ship["battleship"]),
                             "vertical_rim": steps[0] <= steps[1]})

    # --- the rules' events ------------------------------------------------------------------------
    def tell(self, events, before, after, viewer: int | None, now: float) -> list[tuple[str, tuple]]:
        """The effects and sounds of an action's events; `before` and `after` are the viewer's
        views either side of it. Returns the floating texts to show: (text, place)."""
        floats = []
        events = [E.as_record(e) for e in events]
        for event in events:
            if isinstance(event, E.VpTaken):
                floats.append((f"+{event.amount} VP", self._scoring_place(event, events, before, after)))
                self.sounds.append("coin")
            elif isinstance(event, E.ShipDestroyed) and before is not None:
                target = before.ship(event.target)
                if target:
                    for attacker in event.attackers:
                        ship = before.ship(attacker)
                        if ship:
                            self.effects.append(Effect("beam", now, EFFECT_TIME, (ship["x"], ship["y"]),
                                                       (target["x"], target["y"]), colour=BEAM_SHIP))
                    self.effects.append(Effect("burst", now + 0.2, EFFECT_TIME, (target["x"], target["y"])))
                self.sounds.append("hit")
            elif isinstance(event, E.PlanetOverwhelmed) and before is not None:
                disc = before.disc(event.disc)
                for attacker in event.attackers:
                    ship = before.ship(attacker)
                    if ship:
                        self.effects.append(Effect("beam", now, EFFECT_TIME, (ship["x"], ship["y"]),
                                                   (disc["x"], disc["y"]), colour=BEAM_PLANET))
                self.effects.append(Effect("ring", now + 0.2, EFFECT_TIME, (disc["x"], disc["y"]),
                                           colour=BEAM_PLANET, extra={"r": disc["radius"]}))
                self.sounds.append("hit")
            elif isinstance(event, E.DiscRevealed):
                disc = after.disc(event.disc)
                self.effects.append(Effect("ring", now, EFFECT_TIME, (disc["x"], disc["y"]), colour=REVEAL,
                                           extra={"r": disc["radius"]}))
                self.sounds.append("card")
            elif isinstance(event, E.Scanned) and event.player == viewer:
                private = event.private or {}
                what = "an asteroid" if private.get("kind") == "asteroid" else \
                    with_article(f"{colour_name(after, private.get('colour')) or 'hidden'} planet")
                self.private_note = (event.disc, f"Only you see it: {what}", now + NOTE_TIME)
                self.sounds.append("card")
            elif isinstance(event, E.ShipLost):
                self.sounds.append("back")
            elif type(event) in STEP_SOUNDS:
                self.sounds.append(STEP_SOUNDS[type(event)])
        return floats

    @staticmethod
    def _scoring_place(vp, events, before, after) -> tuple:
        """Where VP just taken rise from: the disc or ship of the step that earned them (the event
        just before it), the technology or row tile on the placard, else the player's VP tokens."""
        index = next(i for i, e in enumerate(events) if e is vp)
        cause = next((e for e in reversed(events[:index]) if not isinstance(e, NOT_A_CAUSE)), None)
        if isinstance(cause, E.ShipDestroyed) and before is not None and before.ship(cause.target):
            target = before.ship(cause.target)
            return ("board", target["x"], target["y"])
        if getattr(cause, "disc", None) is not None:
            disc = after.disc(cause.disc)
            return ("board", disc["x"], disc["y"] - disc["radius"])
        if isinstance(cause, E.Developed):
            return ("tile", vp.player, f"tech:{cause.colour}:{cause.level}")
        if isinstance(cause, E.RowCompleted):
            return ("tile", vp.player, f"row:{cause.row}")
        return ("tile", vp.player, "vp")

    # --- what the table shows meanwhile -----------------------------------------------------------
    def busy(self, now: float) -> bool:
        return self.flight is not None or any(e.start + e.duration > now for e in self.effects)

    def clear(self) -> None:
        """The state was replaced (undo, a replay's step back): nothing in flight belongs to it."""
        self.flight = None

    def take_sounds(self) -> list[str]:
        sounds, self.sounds = self.sounds, []
        return sounds
