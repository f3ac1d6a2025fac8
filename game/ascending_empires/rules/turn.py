"""Applying one legal step to the state, and the turn's end."""

from __future__ import annotations

from game.core.engine import Event
from game.core.words import counted

from . import abilities as ab
from . import events as E
from . import table
from .actions import (Build, CancelNavigate, CityReward, Develop, EndAction, EndMove, EndTurn, Flick, Land, Launch,
                      Mine, Navigate, Pass, Recruit, Scan, StartWithdraw, Withdraw)
from .combat import resolve_attacks
from .describe import colour_name, with_article
from .technology import facility_cost, first_developer_vp, has, owned_abilities, row_bonus, technology, total


def apply(state, player: int, action) -> list[Event]:
    handler = _HANDLERS[type(action)]
    return handler(state, player, action)


# --- helpers ---------------------------------------------------------------------------------
def take_vp(state, player: int, amount: int, reason: str) -> list[Event]:
    """VP tokens come from the pool; once it is empty, from the box. Emptying it starts the end."""
    if amount <= 0:
        return []
    state.players[player]["tokens"] += amount
    before = state.vp_pool
    state.vp_pool = max(0, state.vp_pool - amount)
    events = [E.VpTaken(f"{state.name(player)} takes {amount} VP ({reason}).", player, amount=amount,
                        reason=reason)]
    if before > 0 and state.vp_pool == 0 and state.end_trigger is None:
        state.end_trigger = player
        state.trigger_turn = state.turn
        state.final_turns_left = state.n - 1
        events.append(E.EndTriggered(f"{state.name(player)} took the last VP token: "
                                     "everyone else has one last turn.", player))
    return events


def set_items(state, disc: dict, kind: str, change: int) -> None:
    disc["items"][kind] += change
    if disc["kind"] != "homeworld" and sum(disc["items"].values()) == 0:
        disc["occupant"] = None


def place_ship(state, player: int, disc: dict, battleship: bool) -> dict:
    x, y = table.orbit_spot(disc, state.discs, state.ships, state.content.physics, state.content.board, battleship)
    ship = {"id": f"s{state.next_ship}", "owner": player, "x": x, "y": y, "battleship": battleship}
    state.next_ship += 1
    state.ships.append(ship)
    state.ships.sort(key=lambda s: int(s["id"][1:]))
    return ship


def _ship_kind(ship: dict) -> str:
    return "Battleship" if ship["battleship"] else "starship"


def ship_to_supply(state, ship: dict) -> None:
    state.ships.remove(ship)
    owner = state.players[ship["owner"]]
    if ship["battleship"]:
        owner["battleship"] = "supply"
    else:
        owner["ships"] += 1


def finish_action(state, player: int) -> list[Event]:
    """After the action: the optional look at face-down discs, then the player's own EndTurn. The
    turn never ends by itself, so the player sees how the action turned out before the next one
    moves (a bot simply takes the EndTurn)."""
    state.phase = "scan"
    return []


def end_turn(state, player: int) -> list[Event]:
    events = [E.TurnEnded(f"{state.name(player)} ends their turn.", player, turn=state.turn)]
    if state.end_trigger is not None and state.turn != state.trigger_turn:
        state.final_turns_left -= 1
    if state.end_trigger is not None and state.final_turns_left <= 0:
        state.phase = "over"
        events.append(E.GameOver("The game is over.", None))
        return events
    state.current = (state.current + 1) % state.n
    state.turn += 1
    state.phase = "action"
    state.moves_left = 0
    state.move_started = False
    state.flick_ship = None
    state.recruited = 0
    return events


# --- recruit and withdraw ----------------------------------------------------------------------
def _recruit(state, player, action: Recruit):
    disc = state.disc(action.disc)
    state.players[player]["troops"] -= 1
    set_items(state, disc, "troop", +1)
    state.recruited += 1
    state.phase = "recruit"
    events = [E.Recruited(f"{state.name(player)} recruits a troop.", player, disc=disc["id"])]
    from .legal import recruits

    if not recruits(state, player):
        events += finish_action(state, player)
    return events


def _start_withdraw(state, player, action):
    state.phase = "withdraw"
    state.recruited = 0  # counts troops taken back in this phase
    return []


def _withdraw(state, player, action: Withdraw):
    disc = state.disc(action.disc)
    set_items(state, disc, "troop", -action.count)
    state.players[player]["troops"] += action.count
    state.recruited += action.count
    # with nothing left to take back, only EndAction (which ends the turn) remains
    return [E.Withdrawn(f"{state.name(player)} takes {counted(action.count, 'troop')} back.", player,
                        disc=disc["id"], count=action.count)]


def _end_action(state, player, action):
    if state.phase == "withdraw":
        return end_turn(state, player)  # withdrawing ends the turn at once
    return finish_action(state, player)


# --- movement ----------------------------------------------------------------------------------
def _spend_move(state, player) -> None:
    if not state.move_started:
        state.move_started = True
        state.moves_left = state.movement_points(player)
    state.moves_left -= 1
    state.phase = "move"


def _after_move_step(state, player) -> list[Event]:
    if state.moves_left > 0:
        return []
    return _end_move(state, player, EndMove())


def _end_move(state, player, action) -> list[Event]:
    events = resolve_attacks(state, player)
    return events + finish_action(state, player)


def _launch(state, player, action: Launch):
    disc = state.disc(action.disc)
    _spend_move(state, player)
    p = state.players[player]
    if not has(state.content, state.tech(player), ab.FreeLaunch):
        set_items(state, disc, "troop", -1)
        p["troops"] += 1
    if action.battleship:
        p["battleship"] = "board"
    else:
        p["ships"] -= 1
    ship = place_ship(state, player, disc, action.battleship)
    what = "the Battleship" if action.battleship else "a starship"
    events = [E.Launched(f"{state.name(player)} launches {what}.", player, disc=disc["id"], ship=ship["id"],
                         x=ship["x"], y=ship["y"])]
    return events + _after_move_step(state, player)


def _navigate(state, player, action: Navigate):
    state.flick_ship = action.ship
    state.phase = "flick"
    # no log line: the flick that follows says what happened (and aiming may be called off)
    return [E.ShipPicked("", player, ship=action.ship)]


def _cancel_navigate(state, player, action):
    state.flick_ship = None
    state.phase = "move" if state.move_started else "action"
    return []


def _flick(state, player, action: Flick):
    ship = state.ship(action.ship)
    state.flick_ship = None
    _spend_move(state, player)
    result = table.resolve_flick(state.content.physics, state.content.board, state.discs, state.ships,
                                 ship["id"], float(action.angle), float(action.power))
    for other in state.ships:
        if other["id"] in result.positions:
            other["x"], other["y"] = (float(v) for v in result.positions[other["id"]])
    what = "the Battleship" if ship["battleship"] else "a starship"
    events = [E.Flicked(f"{state.name(player)} flicks {what}.", player, ship=ship["id"], angle=float(action.angle),
                        power=float(action.power),
                        positions={k: [float(v[0]), float(v[1])] for k, v in result.positions.items()},
                        lost=list(result.lost), ram=list(result.ram) if result.ram else None)]
    gone = set()
    if result.ram:
        a, b = (state.ship(i) for i in result.ram)
        events.append(E.Rammed(f"A ram! {state.name(a['owner'])} and {state.name(b['owner'])} each lose a ship.",
                               player, ships=list(result.ram)))
        gone.update(result.ram)
    for ship_id in result.lost:
        lost = state.ship(ship_id)
        if ship_id not in gone:
            events.append(E.ShipLost(f"{state.name(lost['owner'])}'s {_ship_kind(lost)} drifts off the board.",
                                     lost["owner"], ship=ship_id))
        gone.add(ship_id)
    for ship_id in sorted(gone):
        ship_to_supply(state, state.ship(ship_id))
    return events + _after_move_step(state, player)


def _land(state, player, action: Land):
    ship = state.ship(action.ship)
    disc = state.disc(action.disc)
    _spend_move(state, player)
    ship_to_supply(state, ship)
    p = state.players[player]
    events = []
    if not disc["face_up"]:
        disc["face_up"] = True
        what = "an asteroid" if disc["kind"] == "asteroid" else \
            with_article(f"{colour_name(state, disc['colour']) or 'hidden'} planet")
        events.append(E.DiscRevealed(f"The disc turns over: {what}.", player, disc=disc["id"], kind=disc["kind"],
                                     colour=disc["colour"]))
    troops = 1 + total(state.content, state.tech(player), ab.LandingParty, "amount")
    troops = min(troops, p["troops"], state.rules.item_limit - state.item_count(disc))
    p["troops"] -= troops
    disc["occupant"] = player
    set_items(state, disc, "troop", troops)
    events.append(E.Landed(f"{state.name(player)} lands {counted(troops, 'troop')}.", player, disc=disc["id"],
                           ship=ship["id"], troops=troops))
    return events + _after_move_step(state, player)


# --- mine, build, develop ----------------------------------------------------------------------
def _mine(state, player, action: Mine):
    disc = state.disc(action.disc)
    set_items(state, disc, "troop", -action.troops)
    state.players[player]["troops"] += action.troops
    vp = state.rules.mining[action.troops]
    if action.troops == max(state.rules.mining):
        vp += sum(e.amount for e in owned_abilities(state.content, state.tech(player))
                  if isinstance(e, ab.MiningBonus) and (not e.colour or e.colour == disc["colour"]))
    events = [E.Mined(f"{state.name(player)} mines {counted(action.troops, 'troop')}.", player, disc=disc["id"],
                      troops=action.troops)]
    events += take_vp(state, player, vp, "mining")
    return events + finish_action(state, player)


def _build(state, player, action: Build):
    disc = state.disc(action.disc)
    p = state.players[player]
    if action.structure == "facility":
        cost = facility_cost(state.content, state.tech(player), disc["colour"])
        set_items(state, disc, "troop", -cost)
        p["troops"] += cost
        p["facilities"] -= 1
    elif action.structure == "colony":
        set_items(state, disc, "troop", -1)
        p["troops"] += 1
        p["colonies"] -= 1
    else:
        set_items(state, disc, "troop", -1)
        set_items(state, disc, "colony", -1)
        p["troops"] += 1
        p["colonies"] += 1
        p["cities"] -= 1
    disc["occupant"] = player
    set_items(state, disc, action.structure, +1)
    names = {"facility": "a Research Facility", "colony": "a Colony", "city": "a City"}
    events = [E.Built(f"{state.name(player)} builds {names[action.structure]}.", player, disc=disc["id"],
                      structure=action.structure)]
    if action.structure == "city":
        choices = (p["box_troops"] > 0) + (p["box_ships"] > 0)
        if choices == 2:
            state.phase = "city_reward"
            return events
        if choices == 1:
            events += _city_reward(state, player, CityReward("troop" if p["box_troops"] > 0 else "ship"))
            return events
    return events + finish_action(state, player)


def _city_reward(state, player, action: CityReward):
    p = state.players[player]
    if action.kind == "troop":
        p["box_troops"] -= 1
        p["troops"] += 1
    else:
        p["box_ships"] -= 1
        p["ships"] += 1
    piece = "troop" if action.kind == "troop" else "starship"
    events = [E.CityRewarded(f"{state.name(player)} takes a {piece} from the box.", player, kind=action.kind)]
    return events + finish_action(state, player)


def run_effect(state, player: int, effect, source: str) -> list[Event]:
    """An `on_develop` effect, now."""
    p = state.players[player]
    if isinstance(effect, ab.GainFromBox):
        troops = min(effect.troops, p["box_troops"])
        ships = min(effect.ships, p["box_ships"])
        p["box_troops"] -= troops
        p["troops"] += troops
        p["box_ships"] -= ships
        p["ships"] += ships
        return [E.PiecesFromBox(f"{state.name(player)} takes {counted(troops, 'troop')} and "
                                f"{counted(ships, 'starship')} from the box ({source}).", player, troops=troops,
                                ships=ships)]
    if isinstance(effect, ab.GainVp):
        return take_vp(state, player, effect.amount, source)
    if isinstance(effect, ab.Battleship):
        p["battleship"] = "supply"
        returned = 0
        for _ in range(effect.ships_to_box):
            if p["ships"] > 0:
                p["ships"] -= 1
            else:  # no starship left in the supply: one leaves the board instead
                on_board = [s for s in state.ships if s["owner"] == player and not s["battleship"]]
                if not on_board:
                    break
                state.ships.remove(on_board[0])
            p["box_ships"] += 1
            returned += 1
        back = f"{counted(returned, 'starship')} {'goes' if returned == 1 else 'go'} back to the box"
        return [E.BattleshipCommissioned(f"{state.name(player)} commissions a Battleship; {back}.", player,
                                         battleship=True, returned=returned)]
    return []


def _develop(state, player, action: Develop):
    p = state.players[player]
    level = p["tech"][action.colour] + 1
    p["tech"][action.colour] = level
    tech = technology(state.content, action.colour, level)
    where = f"{colour_name(state, action.colour)} level {level}"
    events = [E.Developed(f"{state.name(player)} develops {tech.name} ({where}).", player, colour=action.colour,
                          level=level)]
    key = f"{action.colour}:{level}"
    if key not in state.first_developed:
        state.first_developed.append(key)
        state.first_developers[key] = player
        events += take_vp(state, player, first_developer_vp(level), f"first to {tech.name}")
    for ability in tech.abilities:
        if ability.when == "on_develop":
            events += run_effect(state, player, ability.effect, tech.name)
    for row in (1, 2, 3):
        bonus = row_bonus(state.content, row)
        if bonus is None or row in p["rows"] or min(p["tech"].values()) < row:
            continue
        p["rows"].append(row)
        events.append(E.RowCompleted(f"{state.name(player)} completes row {row}: {bonus.name}.", player, row=row))
        for ability in bonus.abilities:
            events += run_effect(state, player, ability.effect, bonus.name)
    return events + finish_action(state, player)


# --- scan and the end of the turn ------------------------------------------------------------
def _scan(state, player, action: Scan):
    disc = state.disc(action.disc)
    disc["seen_by"].append(player)
    disc["seen_by"].sort()
    return [E.Scanned(f"{state.name(player)} secretly looks at a face-down disc.", player, disc=disc["id"],
                      private={"kind": disc["kind"], "colour": disc["colour"]})]


def _end_turn(state, player, action):
    return end_turn(state, player)


def _pass(state, player, action):
    return [E.Passed(f"{state.name(player)} cannot act and passes.", player)] + end_turn(state, player)


_HANDLERS = {Recruit: _recruit, StartWithdraw: _start_withdraw, Withdraw: _withdraw, EndAction: _end_action, Launch: _launch, Navigate: _navigate,
             CancelNavigate: _cancel_navigate, Flick: _flick, Land: _land, EndMove: _end_move, Mine: _mine,
             Build: _build, CityReward: _city_reward, Develop: _develop, Scan: _scan, EndTurn: _end_turn,
             Pass: _pass}
