"""The state of one game of Ascending Empires and its turn structure.

Everything is plain data (lists and dicts of ints, floats and strs) so `to_dict` is JSON, saves keep
every ship position as floats after each flick, and `clone` is cheap for bots.

A turn is a few steps (see actions.py). The phase says where in the turn we are:
  action      choose the turn's action
  recruit     placing troops (Recruit again or EndAction)
  withdraw    taking troops back (Withdraw again or EndAction; ends the turn)
  move        spending movement points (Launch, Navigate, Land, EndMove)
  flick       a ship is chosen and waits for its Flick (or CancelNavigate)
  city_reward a City was built; take a troop or a starship from the box
  scan        after the action: Scan face-down discs your ships orbit, then EndTurn (the turn
              never ends without it)
  over        the game has ended
"""

from __future__ import annotations

import math

from game.core.engine import Event, GameState, Pending, action_sort_key, copy_plain
from game.core.rng import Rng

from . import abilities as ab
from . import table
from .actions import EndTurn, Flick
from .technology import total

STRUCTURES = ("facility", "colony", "city")
ITEM_KINDS = ("troop",) + STRUCTURES
# The coarse flick grid legal_actions offers (any other angle and power is accepted by apply).
FLICK_ANGLES = 16
FLICK_POWERS = (0.25, 0.5, 0.75, 1.0)

PROMPTS = {
    "action": "Choose your action: Recruit, Move, Mine, Build or Develop",
    "recruit": "Place another troop, or stop recruiting",
    "withdraw": "Take back more troops, or stop (your turn ends)",
    "move": "Spend a movement point (Launch, Navigate, Land) or stop moving",
    "flick": "Flick the chosen ship",
    "city_reward": "Your new City brings a troop or a starship from the box",
    "scan": "Look at face-down discs your ships orbit, then end your turn",
    "end": "Your action is done: end your turn when you are ready",
}


class AscendingEmpiresState(GameState):
    game_id = "ascending_empires"

    def __init__(self, content, data: dict):
        self.content = content
        self.n = data["n"]
        self.names = list(data.get("names") or [f"Player {p + 1}" for p in range(self.n)])
        self.variants = list(data["variants"])
        self.players = data["players"]
        self.discs = data["discs"]
        self.ships = data["ships"]
        self.next_ship = data["next_ship"]
        self.vp_pool = data["vp_pool"]
        self.current = data["current"]
        self.turn = data["turn"]
        self.phase = data["phase"]
        self.moves_left = data["moves_left"]
        self.move_started = data["move_started"]
        self.flick_ship = data["flick_ship"]
        self.recruited = data["recruited"]
        self.first_developed = data["first_developed"]
        # Who reached each level first ("colour:level" -> player); saves from before it was kept have none.
        self.first_developers = data.get("first_developers", {})
        self.end_trigger = data["end_trigger"]
        self.trigger_turn = data["trigger_turn"]
        self.final_turns_left = data["final_turns_left"]
        self.rng = Rng.from_list(data["rng"])
        self.redacted_for = data.get("redacted_for", "none")
        self._disc_index = {d["id"]: d for d in self.discs}
        self._orbit_key = None
        self._orbiters: dict[str, list[dict]] = {}
        self._orbits: dict[str, list[dict]] = {}

    # --- saves -------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "n": self.n, "names": list(self.names), "variants": list(self.variants),
            "players": [_copy_player(p) for p in self.players],
            "discs": [_copy_disc(d) for d in self.discs],
            "ships": [dict(s) for s in self.ships],
            "next_ship": self.next_ship, "vp_pool": self.vp_pool, "current": self.current, "turn": self.turn,
            "phase": self.phase, "moves_left": self.moves_left, "move_started": self.move_started,
            "flick_ship": self.flick_ship, "recruited": self.recruited,
            "first_developed": list(self.first_developed), "first_developers": dict(self.first_developers),
            "end_trigger": self.end_trigger,
            "trigger_turn": self.trigger_turn, "final_turns_left": self.final_turns_left,
            "rng": self.rng.to_list(), "redacted_for": self.redacted_for,
        }

    @classmethod
    def from_dict(cls, content, data: dict) -> "AscendingEmpiresState":
        return cls(content, copy_plain(data))

    def clone(self) -> "AscendingEmpiresState":
        return type(self)(self.content, self.to_dict())

    # --- lookups -----------------------------------------------------------------------------
    def name(self, player: int) -> str:
        """The seat's name, for the log."""
        return self.names[player]

    @property
    def rules(self):
        return self.content.rules

    def disc(self, disc_id: str) -> dict:
        return self._disc_index[disc_id]

    def ship(self, ship_id: str) -> dict | None:
        return next((s for s in self.ships if s["id"] == ship_id), None)

    def tech(self, player: int) -> dict:
        return self.players[player]["tech"]

    def occupant(self, disc: dict) -> int | None:
        return disc["owner"] if disc["kind"] == "homeworld" else disc["occupant"]

    def item_count(self, disc: dict) -> int:
        return sum(disc["items"].values())

    def defence(self, disc: dict) -> int:
        return sum(value for _, value in self.defence_parts(disc))

    def defence_parts(self, disc: dict) -> list[tuple[str, int]]:
        """What a disc's defence is made of: (item kind, value) for its pieces that defend, then
        (technology name, value) for each of its holder's technologies that adds to it."""
        values = self.rules.defence
        parts = [(kind, values.get(kind, 0) * count) for kind, count in disc["items"].items()
                 if count and values.get(kind, 0)]
        occupant = disc["occupant"]
        if occupant is not None and disc["kind"] != "homeworld":
            levels = self.tech(occupant)
            for tech in self.content.technologies:
                if levels.get(tech.colour, 0) >= tech.level:
                    bonus = sum(a.effect.amount for a in tech.abilities
                                if a.when == "passive" and isinstance(a.effect, ab.PlanetDefence))
                    if bonus:
                        parts.append((tech.name, bonus))
        return parts

    def ship_strength(self, ship: dict) -> int:
        return self.rules.battleship_strength if ship["battleship"] else 1

    def _refresh_orbits(self) -> None:
        """Who orbits what, recomputed only when a ship appears, leaves or moves."""
        key = tuple((s["id"], s["x"], s["y"], s["battleship"]) for s in self.ships)
        if key == self._orbit_key:
            return
        physics, board = self.content.physics, self.content.board
        self._orbiters = {d["id"]: [] for d in self.discs}
        self._orbits = {s["id"]: [] for s in self.ships}
        bodies = [(disc, table.disc_body(disc)) for disc in self.discs]
        for ship in self.ships:
            xy = (ship["x"], ship["y"])
            for disc, body in bodies:
                if table.orbit_test(xy, body, physics, board, ship["battleship"]):
                    self._orbiters[disc["id"]].append(ship)
                    self._orbits[ship["id"]].append(disc)
        self._orbit_key = key

    def orbiters(self, disc: dict) -> list[dict]:
        """Ships in orbit of a disc (any part touching its orbit ring), judged on positions now."""
        self._refresh_orbits()
        return list(self._orbiters[disc["id"]])

    def orbits_of(self, ship: dict) -> list[dict]:
        self._refresh_orbits()
        return list(self._orbits[ship["id"]])

    def is_blockaded(self, disc: dict) -> bool:
        """An occupied planet with an enemy ship in orbit; homeworlds never are."""
        occupant = disc["occupant"]
        if disc["kind"] == "homeworld" or occupant is None:
            return False
        return any(s["owner"] != occupant for s in self.orbiters(disc))

    def own_discs(self, player: int) -> list[dict]:
        """Planets and asteroids the player occupies, plus their homeworld."""
        return [d for d in self.discs if self.occupant(d) == player]

    def movement_points(self, player: int) -> int:
        return self.rules.movement_points + total(self.content, self.tech(player), ab.ExtraMovement, "amount")

    def recruit_limit(self, player: int) -> int:
        return self.rules.recruit_limit + total(self.content, self.tech(player), ab.ExtraRecruit, "amount")

    def facilities_of_colour(self, player: int, colour: str) -> int:
        return sum(d["items"]["facility"] for d in self.discs
                   if d["occupant"] == player and d["colour"] == colour and not self.is_blockaded(d))

    # --- the engine contract -----------------------------------------------------------------
    def to_act(self) -> list[int]:
        return [] if self.phase == "over" else [self.current]

    def pending(self, player: int) -> Pending | None:
        if self.phase == "over" or player != self.current:
            return None
        prompt = PROMPTS[self.phase]
        if self.phase == "scan" and self.legal_actions(player) == [EndTurn()]:
            prompt = PROMPTS["end"]  # nothing to look at: only the turn's end is left
        if self.phase == "move":
            prompt = f"{prompt} ({self.moves_left} left)"
        return Pending(player, self.phase, prompt)

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def is_legal(self, player: int, action) -> bool:
        """Flicks are continuous: legal_actions lists only a coarse grid of them, while any Flick
        of the chosen ship with a finite angle and a power in (0, 1] is legal."""
        if isinstance(action, Flick):
            return (self.phase == "flick" and player == self.current and action.ship == self.flick_ship
                    and isinstance(action.angle, (int, float)) and math.isfinite(action.angle)
                    and isinstance(action.power, (int, float)) and 0.0 < action.power <= 1.0)
        if self.phase == "over" or player != self.current:
            return False
        from . import legal

        return legal.is_legal(self, player, action)  # lists only the steps of the action's kind

    def describe(self, action) -> str:
        from .describe import describe

        return describe(self, action)

    def legal_actions(self, player: int) -> list:
        if self.phase == "over" or player != self.current:
            return []
        from . import legal

        actions = legal.legal_actions(self, player)
        return sorted(actions, key=action_sort_key)

    def _apply(self, player: int, action) -> list[Event]:
        from . import turn

        return turn.apply(self, player, action)

    def outcome(self):
        if self.phase != "over":
            return None
        from .scoring import outcome

        return outcome(self)

    def projected_score(self, player: int) -> tuple:
        """VP tokens, occupied planets, colonies, cities (with technologies that raise them) and
        the quadrant bonus, as if the game ended now. Only occupied discs score and they lie face
        up, so a view's unknown discs never count."""
        from .scoring import score_lines

        return score_lines(self, player)

    def progress(self) -> dict:
        return {"turn": self.turn, "round": (self.turn - 1) // self.n + 1, "vp_pool": self.vp_pool}

    def view(self, player: int | None) -> "AscendingEmpiresState":
        """Face-down discs keep their identity only for the players who have looked at them; the
        RNG (used only at setup) is replaced."""
        data = self.to_dict()
        for disc in data["discs"]:
            if not disc["face_up"] and (player is None or player not in disc["seen_by"]):
                disc["kind"] = "unknown"
                disc["colour"] = None
            if player is not None:
                disc["seen_by"] = [p for p in disc["seen_by"] if p == player]
            else:
                disc["seen_by"] = []
        data["rng"] = Rng(0).to_list()
        data["redacted_for"] = "spectator" if player is None else player
        return type(self)(self.content, data)


def _copy_player(player: dict) -> dict:
    copy = dict(player)
    copy["tech"] = dict(player["tech"])
    copy["rows"] = list(player["rows"])
    return copy


def _copy_disc(disc: dict) -> dict:
    copy = dict(disc)
    copy["items"] = dict(disc["items"])
    copy["seen_by"] = list(disc["seen_by"])
    return copy
