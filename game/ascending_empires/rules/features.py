"""What the bots' evaluations count in a position, for one player.

`counts(state, player)` is the one place a position is read: score lines, troops, ships,
facilities, technology, ships in orbit of open planets, blockades, mining that is ready.
`evaluate.estimate` weighs them by hand."""

from __future__ import annotations

from dataclasses import dataclass

from .scoring import score_lines


@dataclass(frozen=True)
class Counts:
    tokens: int
    planets: int          # score lines: occupied planets and asteroids
    colonies: int
    cities: int           # the cities' points, technologies included
    quadrant_bonus: int
    troops_home: int      # troops on the homeworld
    troops_held: int      # troops on planets and asteroids
    troops_supply: int
    troops_box: int
    ship_strength: int    # ships on the board, a Battleship counting as its strength
    ships_supply: int     # starships in the supply, a Battleship there counting 2
    ships_box: int
    facilities: int
    tech_levels: int
    mining_ready: int     # VP the planets could be mined for now, best per planet
    city_ready: int       # planets where a City could be built next (colony and troop, piece left)
    landing_spots: int    # planets nobody holds that own ships orbit
    blockades: int        # own ships in orbit of an enemy's planet
    blockaded: int        # own planets with an enemy ship in orbit

    @property
    def score(self) -> int:
        return self.tokens + self.planets + self.colonies + self.cities + self.quadrant_bonus

    @property
    def troops_on_board(self) -> int:
        return self.troops_home + self.troops_held


def counts(state, player: int) -> Counts:
    lines = [line.points for line in score_lines(state, player)]
    p = state.players[player]
    mine_discs = [d for d in state.discs if d["occupant"] == player]
    ships = [s for s in state.ships if s["owner"] == player]
    mining = state.rules.mining
    mining_ready = city_ready = blockaded = 0
    for disc in mine_discs:
        if disc["kind"] == "homeworld":
            continue
        if state.is_blockaded(disc):
            blockaded += 1
            continue
        ready = [vp for count, vp in mining.items() if disc["items"]["troop"] >= count]
        mining_ready += max(ready, default=0)
        if p["cities"] > 0 and disc["items"]["colony"] and disc["items"]["troop"]:
            city_ready += 1
    spots, blockades = set(), 0
    for ship in ships:
        for disc in state.orbits_of(ship):
            occupant = disc["occupant"]
            if disc["kind"] == "homeworld":
                continue
            if occupant is None:
                spots.add(disc["id"])
            elif occupant != player:
                blockades += 1
    return Counts(
        tokens=lines[0], planets=lines[1], colonies=lines[2], cities=lines[3], quadrant_bonus=lines[4],
        troops_home=sum(d["items"]["troop"] for d in mine_discs if d["kind"] == "homeworld"),
        troops_held=sum(d["items"]["troop"] for d in mine_discs if d["kind"] != "homeworld"),
        troops_supply=p["troops"], troops_box=p["box_troops"],
        ship_strength=sum(state.ship_strength(s) for s in ships),
        ships_supply=p["ships"] + (2 if p["battleship"] == "supply" else 0), ships_box=p["box_ships"],
        facilities=sum(d["items"]["facility"] for d in mine_discs), tech_levels=sum(p["tech"].values()),
        mining_ready=mining_ready, city_ready=city_ready, landing_spots=len(spots), blockades=blockades,
        blockaded=blockaded)

