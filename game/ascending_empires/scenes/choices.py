"""What the player may do now, sorted for the screen: the five actions of the action bar with the
reason each one is greyed, the board targets of the chosen action, and the words for each step.

Everything here reads a view and the legal actions; nothing draws."""

from __future__ import annotations

from game.core.words import counted

from ..rules import actions as A
from ..rules.describe import describe_here
from ..rules.technology import facility_cost, technology

GROUPS = (("recruit", "Recruit"), ("move", "Move"), ("mine", "Mine"), ("build", "Build"), ("develop", "Develop"))
GROUP_OF = {A.Recruit: "recruit", A.StartWithdraw: "recruit", A.Launch: "move", A.Navigate: "move",
            A.Land: "move", A.Mine: "mine", A.Build: "build", A.Develop: "develop"}
# the phase that continues an action decides which group's targets stay on the board
PHASE_GROUP = {"recruit": "recruit", "withdraw": "withdraw", "move": "move", "flick": "move", "scan": "scan"}
STRUCTURE_NAMES = {"facility": "Research Facility", "colony": "Colony", "city": "City"}
DISC_ACTIONS = (A.Recruit, A.Withdraw, A.Launch, A.Land, A.Mine, A.Build, A.Scan)
GIVE_UP_ASKED = (A.Launch, A.Mine, A.Withdraw)  # steps that can take a planet's last piece off

HINTS = {
    "recruit": "Click a glowing planet to place a troop there.",
    "withdraw_only": "No planet of yours has room for a troop: you may take troops back instead.",
    "withdraw": "Click a planet to take one of its troops back to your supply.",
    "move": "Drag one of your ships back and release to flick it; click a glowing planet to launch or land.",
    "none": "Choose this turn's action above, click a planet to see what can be done there, or drag one of your "
            "ships to flick it.",
    "mine": "Click a glowing planet or asteroid to mine it.",
    "build": "Click a glowing planet or asteroid to build there.",
    "develop": "Choose the technology to develop.",
    "scan": "Click a face-down disc you orbit to look at it in secret, or end your turn.",
    "end": "Your action is done. Look at the board, then end your turn.",
    "flick": "Drag the lifted ship back and release, or aim with the arrow keys and press Enter.",
    "city_reward": "Your new City brings one piece from the box.",
}


def groups_enabled(legal: list) -> dict[str, list]:
    found = {key: [] for key, _ in GROUPS}
    for action in legal:
        group = GROUP_OF.get(type(action))
        if group:
            found[group].append(action)
    return found


def disc_targets(legal: list, group: str | None) -> dict[str, list]:
    """disc id -> the legal actions of `group` done by clicking that disc."""
    targets: dict[str, list] = {}
    for action in legal:
        if not isinstance(action, DISC_ACTIONS):
            continue
        if isinstance(action, A.Withdraw) and action.count != 1:
            continue  # one troop per click
        kind = "withdraw" if isinstance(action, A.Withdraw) else "scan" if isinstance(action, A.Scan) else \
            GROUP_OF.get(type(action))
        if group is not None and kind != group:
            continue
        targets.setdefault(action.disc, []).append(action)
    return targets


def draggable_ships(legal: list, view) -> set[str]:
    ships = {a.ship for a in legal if isinstance(a, A.Navigate)}
    if view.phase == "flick" and view.flick_ship and any(isinstance(a, A.Flick) for a in legal):
        ships.add(view.flick_ship)
    return ships


STEP_ACTIONS = (A.StartWithdraw, A.CityReward, A.EndAction, A.EndMove, A.CancelNavigate, A.EndTurn, A.Pass)


def words(view, action) -> str:
    """The rules' words for an action, as a button says them ("Recruit a troop on your homeworld")."""
    text = view.describe(action)
    return text[:1].upper() + text[1:]


def words_here(view, action) -> str:
    """The rules' words for a step in its disc's menu, which needs no naming the disc."""
    text = describe_here(view, action)
    return text[:1].upper() + text[1:]


def step_buttons(legal: list, view, group: str | None) -> list[tuple[str, object]]:
    """The buttons under the action bar: finishing steps and choices that are not on the board."""
    return [(words(view, action), action) for action in legal
            if isinstance(action, STEP_ACTIONS) and not (isinstance(action, A.StartWithdraw) and group != "recruit")
            or isinstance(action, A.Develop) and group == "develop"]


def step_id(action) -> str:
    """A step button's id: its action's class and what it is about ("Develop:grey", "EndTurn")."""
    return f"{type(action).__name__}:{getattr(action, 'colour', getattr(action, 'kind', ''))}".rstrip(":")


def greyed_reason(group: str, view, player: int) -> str:
    """Why an action of the bar cannot be taken now, in a sentence."""
    if view.phase == "over":
        return "The game is over."
    if player is None or player != view.current:
        return "Wait for your turn."
    if view.phase != "action":
        return "You have already chosen this turn's action; finish it first."
    p = view.players[player]
    own = [d for d in view.discs if view.occupant(d) == player]
    usable = [d for d in own if not view.is_blockaded(d)]
    limit = view.rules.item_limit
    if group == "recruit":
        if p["troops"] < 1:
            return "No troops left in your supply to recruit."
        return f"Every planet you hold is full ({limit} pieces) or blockaded."
    if group == "move":
        if any(s["owner"] == player for s in view.ships):
            return "None of your ships can move now."
        if p["ships"] < 1 and p["battleship"] != "supply":
            return "You have no ship on the board and none in your supply to launch."
        return "Launching needs a troop on a planet you hold that is not blockaded."
    if group == "mine":
        least = min(view.rules.mining)
        return (f"Mining takes {least} or more of your troops from one planet or asteroid "
                "(not your homeworld, not blockaded).")
    if group == "build":
        cost = facility_cost(view.content, view.tech(player))
        if not [d for d in usable if d["kind"] != "homeworld"]:
            return "You hold no planet outside your homeworld to build on (or it is blockaded)."
        return (f"Building needs troops on a planet you hold: {cost} for a Research Facility, 1 for a "
                "Colony, a Colony and 1 troop for a City.")
    if group == "develop":
        parts = []
        for colour, level in sorted(view.tech(player).items()):
            if level >= 3:
                continue
            have = view.facilities_of_colour(player, colour)
            parts.append(f"{colour} {have}/{level + 1}")
        if not parts:
            return "Every technology is developed."
        return ("Level N of a colour needs N Research Facilities on planets of that colour. You have: "
                + ", ".join(parts) + ".")
    return ""


def disc_reason(view, player: int | None, group: str | None, disc: dict) -> str:
    """Why a disc the player holds is not a target of the chosen action (only Recruit has such
    discs): full, blockaded, or no troop left to place. '' when it is a target or not theirs."""
    if group != "recruit" or player is None or view.occupant(disc) != player:
        return ""
    if view.players[player]["troops"] < 1:
        return "No troops left in your supply to recruit."
    limit = view.rules.item_limit
    what = {"asteroid": "asteroid", "homeworld": "homeworld"}.get(disc["kind"], "planet")
    if view.item_count(disc) >= limit:
        return f"This {what} is full: it holds {limit} pieces, the most one can hold. Recruit on another."
    if view.is_blockaded(disc):
        return "Blockaded: an enemy ship orbits it, so no troop can be recruited here."
    return ""


def doing(view) -> str:
    """What the player to act is doing, told to the others."""
    left = view.moves_left if view.move_started else view.movement_points(view.current)
    return {
        "action": "Choosing this turn's action.",
        "recruit": "Recruiting troops.",
        "withdraw": "Taking troops back.",
        "move": f"Moving: {counted(left, 'movement point')} left.",
        "flick": "Lining up a flick.",
        "city_reward": "Choosing what the new City brings.",
        "scan": "May look at face-down discs their ships orbit.",
    }.get(view.phase, "")


def planet_given_up(view, player: int, action) -> dict | None:
    """The disc `player` would no longer hold after `action` (a Launch, Mine or Withdraw that takes
    its last piece off), or None. The step is tried on a copy of the player's view with the real
    rules, so every case they know (free launches, structures left behind) is judged as it plays."""
    if not isinstance(action, GIVE_UP_ASKED):
        return None
    disc = view.disc(action.disc)
    if disc["kind"] == "homeworld" or view.occupant(disc) != player:
        return None
    after = view.clone()
    after.apply(player, action)
    return disc if after.occupant(after.disc(disc["id"])) != player else None


def give_up_question(disc: dict, action) -> tuple[str, str]:
    """(title, text) of the question before `action` gives up `disc`, in plain words."""
    what = f"your {disc['colour']} planet" if disc.get("colour") else \
        "your asteroid" if disc["kind"] == "asteroid" else "your planet"
    if isinstance(action, A.Launch):
        how = f"Launching takes the last troop off {what}."
    elif isinstance(action, A.Mine):
        how = f"Mining takes every troop off {what}."
    else:
        how = f"Taking these troops back empties {what}."
    return "Give up this planet?", f"{how} You will no longer hold it, and anyone may land there."


def bot_step_words(view, action) -> str:
    """A computer player's step in two or three words, shown on the board before it is played."""
    if isinstance(action, A.Mine):
        return f"Mine {counted(action.troops, 'troop')}"
    if isinstance(action, A.Build):
        return f"Build {STRUCTURE_NAMES.get(action.structure, action.structure)}"
    if isinstance(action, A.Develop):
        tech = technology(view.content, action.colour, view.tech(view.current)[action.colour] + 1)
        return f"Develop {tech.name}" if tech else "Develop"
    if isinstance(action, A.CityReward):
        return "The City brings a troop" if action.kind == "troop" else "The City brings a starship"
    return {A.Recruit: "Recruit", A.Withdraw: "Take a troop back", A.Launch: "Launch", A.Land: "Land",
            A.Scan: "Secret look", A.Navigate: "Picks this ship", A.Flick: "Flick"}.get(type(action), "")
