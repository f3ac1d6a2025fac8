"""What each Ascending Empires action does, in a few plain words ("recruit a troop on your
homeworld"), for the Undo button, buttons and the log. Read in the state where it is legal."""

from __future__ import annotations

from game.core.words import counted

from . import actions as A
from .technology import facility_cost, technology

STRUCTURES = {"facility": "a Research Facility", "colony": "a Colony", "city": "a City"}


def with_article(phrase: str) -> str:
    """'an orange planet', 'a grey planet'."""
    return f"{'an' if phrase[:1].lower() in 'aeiou' else 'a'} {phrase}"


def colour_name(state, colour: str | None) -> str:
    """A colour's name as the content spells it, in lower case ('orange')."""
    return next((c.name for c in state.content.colours if c.id == colour), colour or "").lower()


def disc_words(state, disc_id: str, player: int | None = None) -> str:
    """'your homeworld', 'the grey planet in the Northwest', 'a face-down disc in the Southeast'."""
    disc = state.disc(disc_id)
    quadrants = state.content.board.quadrants
    where = f" in the {quadrants[disc['quadrant']].name}" if 0 <= disc["quadrant"] < len(quadrants) else ""
    if disc["kind"] == "homeworld":
        return "your homeworld" if disc["owner"] == player else f"{state.name(disc['owner'])}'s homeworld"
    if disc["kind"] == "asteroid":
        return f"the asteroid{where}"
    if disc["kind"] == "planet" and disc["colour"]:
        return f"the {colour_name(state, disc['colour'])} planet{where}"
    return f"a face-down disc{where}"


def build_cost(state, action) -> str:
    """What a Build takes from the disc: '2 troops', '1 troop', 'a Colony and 1 troop'."""
    if action.structure == "facility":
        cost = facility_cost(state.content, state.tech(state.current), state.disc(action.disc)["colour"])
        return counted(cost, "troop")
    if action.structure == "colony":
        return "1 troop"
    return "a Colony and 1 troop"


def describe(state, action) -> str:
    p = state.current
    if isinstance(action, A.Recruit):
        return f"recruit a troop on {disc_words(state, action.disc, p)}"
    if isinstance(action, A.StartWithdraw):
        return "withdraw troops instead of recruiting"
    if isinstance(action, A.Withdraw):
        troops = "a troop" if action.count == 1 else f"{action.count} troops"
        return f"take {troops} back from {disc_words(state, action.disc, p)}"
    if isinstance(action, A.Launch):
        ship = "the Battleship" if action.battleship else "a starship"
        return f"launch {ship} from {disc_words(state, action.disc, p)}"
    if isinstance(action, A.Navigate):
        return "pick up a ship to flick"
    if isinstance(action, A.Flick):
        return f"flick a ship at {round(action.power * 100)}% power"
    if isinstance(action, A.CancelNavigate):
        return "put the ship down"
    if isinstance(action, A.Land):
        return f"land a troop on {disc_words(state, action.disc, p)}"
    if isinstance(action, A.EndMove):
        return "end movement"
    if isinstance(action, A.Mine):
        vp = state.rules.mining.get(action.troops, 0)
        plus = "+" if action.troops == max(state.rules.mining) else ""
        return f"mine {action.troops} troops on {disc_words(state, action.disc, p)} for {vp}{plus} VP"
    if isinstance(action, A.Build):
        return f"build {STRUCTURES.get(action.structure, action.structure)} on {disc_words(state, action.disc, p)} " \
               f"({build_cost(state, action)})"
    if isinstance(action, A.CityReward):
        return "take a troop from the box" if action.kind == "troop" else "take a starship from the box"
    if isinstance(action, A.Develop):
        level = state.tech(p)[action.colour] + 1
        tech = technology(state.content, action.colour, level)
        return f"develop {tech.name} ({action.colour} {level})" if tech else f"develop {action.colour} level {level}"
    if isinstance(action, A.Scan):
        return f"look at {disc_words(state, action.disc, p)} in secret"
    if isinstance(action, A.EndAction):
        return "stop withdrawing" if state.phase == "withdraw" else "stop recruiting"
    if isinstance(action, A.EndTurn):
        return "end your turn"
    if isinstance(action, A.Pass):
        return "pass (nothing is possible)"
    return type(action).__name__


def describe_here(state, action) -> str:
    """The words of a step offered in its own disc's menu, where the disc needs no naming
    ("build a Colony (1 troop)"); a step that is not about one disc has its usual words."""
    if isinstance(action, A.Recruit):
        return "recruit a troop"
    if isinstance(action, A.Withdraw):
        return f"take {'a troop' if action.count == 1 else counted(action.count, 'troop')} back"
    if isinstance(action, A.Launch):
        return "launch the Battleship" if action.battleship else "launch a starship"
    if isinstance(action, A.Land):
        return "land a troop"
    if isinstance(action, A.Mine):
        vp = state.rules.mining.get(action.troops, 0)
        plus = "+" if action.troops == max(state.rules.mining) else ""
        return f"mine {counted(action.troops, 'troop')} for {vp}{plus} VP"
    if isinstance(action, A.Build):
        return f"build {STRUCTURES.get(action.structure, action.structure)} ({build_cost(state, action)})"
    if isinstance(action, A.Scan):
        return "look at it in secret"
    return describe(state, action)
