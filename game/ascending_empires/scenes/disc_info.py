"""What the pointer resting on a disc tells: whose it is, its pieces, its defence and what it
takes to attack it. Every number is the rules' own (`defence_parts`, `combat.planet_attack`,
`is_blockaded`); this module only puts them into words."""

from __future__ import annotations

from game.core.words import counted

from ..rules.combat import planet_attack
from ..rules.describe import colour_name

PIECES = (("city", "City", "Cities"), ("colony", "Colony", "Colonies"),
          ("facility", "Research Facility", "Research Facilities"), ("troop", "troop", "troops"))


def pieces(disc: dict) -> str:
    found = [counted(disc["items"][kind], one, many) for kind, one, many in PIECES if disc["items"][kind]]
    return ", ".join(found) if found else "none"


def disc_help(view, disc: dict, viewer: int | None, name) -> tuple[str, str]:
    """(title, text) for the disc under the pointer; `name(player)` is a seat's name."""
    kind = disc["kind"]
    if kind == "unknown":
        return "Face-down disc", ("A ship in its orbit may look at it in secret once your action is done; "
                                  "landing on it turns it over.")
    if kind == "homeworld":
        owner = disc["owner"]
        title = "Your homeworld" if owner == viewer else f"{name(owner)}'s homeworld"
        return title, f"Troops: {disc['items']['troop']}.\nA homeworld is never attacked or blockaded."
    what = "Asteroid" if kind == "asteroid" else f"{colour_name(view, disc['colour']).capitalize()} planet"
    occupant = disc["occupant"]
    holder = "nobody's" if occupant is None else "yours" if occupant == viewer else f"{name(occupant)}'s"
    title = f"{what} \u00b7 {holder}"
    lines = []
    if not disc["face_up"]:
        lines.append("Still face down: only you have looked at it.")
    if occupant is None:
        lines.append("Land a troop from a ship in its orbit to take it.")
        return title, "\n".join(lines)
    lines.append(f"Pieces: {pieces(disc)}.")
    parts = view.defence_parts(disc)
    made_of = ", ".join(f"{_part_name(label, disc)} {value}" for label, value in parts)
    lines.append(f"Defence {view.defence(disc)}" + (f" ({made_of})." if made_of else "."))
    attack = planet_attack(view, disc, None if occupant == viewer else viewer)
    battleship = view.rules.battleship_strength
    if occupant == viewer or viewer is None:
        lines.append(f"An attack needs ships worth {attack.need} in its orbit (a Battleship counts {battleship}).")
        if attack.defended:
            lines.append(f"Defended: {counted(len(attack.defenders), 'ship')} in orbit must be destroyed first.")
    else:
        lines.append(f"To take it: ships worth {attack.need} in its orbit at the end of your Move (a Battleship "
                     f"counts {battleship}). Yours there: {attack.strength}.")
        if attack.defended:
            owners = sorted({view.ship(ship_id)["owner"] for ship_id in attack.defenders})
            whose = " and ".join(name(p) for p in owners)
            lines.append(f"Defended: {whose}'s {'ship' if len(attack.defenders) == 1 else 'ships'} in orbit "
                         "must be destroyed first.")
        lines.append(f"Taking it wins {counted(attack.vp, 'VP', 'VP')}.")
    if view.is_blockaded(disc):
        lines.append("Blockaded: nothing can be done here, and its Research Facilities do not count.")
    return title, "\n".join(lines)


def _part_name(label: str, disc: dict) -> str:
    """A part of the defence: its pieces' name (as many as the disc holds) or a technology's name."""
    found = next((piece for piece in PIECES if piece[0] == label), None)
    if found is None:
        return label
    return found[1] if disc["items"][label] == 1 else found[2]
