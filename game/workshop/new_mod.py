"""`--new-mod NAME [--game GAME]`: a small working mod in the user's mods folder to start from.

It changes one item that exists (`replace: true`) and adds one new item, each commented, for one
game (Kardashev Scale unless `--game` says otherwise): a card in Kardashev Scale, a technology
in Eminent Domain; Ascending Empires has no cards, so its mod changes a technology of the placard
and adds a variant. As written it passes `--check-content`."""

from __future__ import annotations

import re
from pathlib import Path

NAME = re.compile(r"[a-z][a-z0-9_]{0,39}")
DEFAULT_GAME = "kardashev_scale"

MOD_YAML = """\
# Who this mod is. `id` is used to order mods and in saves; change `version` when you change the
# mod, so saves made with it can say which version they need.
id: {id}
version: "0.1"
name: {title}
description: One changed {changed} and one new {added}, to start from.
depends: []   # ids of mods that must load before this one
"""

SCHEMA_HINT = """\
# Editors that complete and check YAML (VS Code's YAML extension) can use the game's schema:
#   python3 main.py --schema {game} --schema-dir {folder}/schema
# then put this line first:  # yaml-language-server: $schema=../schema/{stem}.schema.json
"""

KARDASHEV_SCALE = """\
# A Kardashev Scale mod. Check it with: python3 main.py --check-content
# Every trigger, condition and effect with its parameters: python3 main.py --list-effects kardashev_scale
{hint}
cards:
  # A card that exists, changed: the same id with `replace: true`, and the whole card given.
  # Here the Space Elevator costs one Research less (it was trade 1, research 2).
  - id: space_elevator
    replace: true
    name: Space Elevator
    tier: planetary
    aspect: technology
    vp: 2
    cost: {{trade: 1, research: 1}}
    abilities:
      - when: ongoing
        do: {{discount_tier: {{tier: planetary, amount: 1}}}}

  # A new card: an id no other card has adds it to the deck of its tier.
  - id: {id}_exchange
    name: Stellar Exchange
    tier: stellar
    aspect: culture
    vp: 3
    cost: {{trade: 2, research: 1}}
    flavour: Every light-year has a price, and someone to pay it.
    abilities:
      - when: on_buy        # once, when you buy it
        do: {{gain_chosen_tokens: {{amount: 2}}}}
      - when: game_end      # when the final scores are counted
        do: {{vp_per_aspect: {{aspect: culture, points: 1}}}}
"""

EMINENT_DOMAIN = """\
# An Eminent Domain mod. Check it with: python3 main.py --check-content
# Every trigger and effect with its parameters: python3 main.py --list-effects eminent_domain
{hint}
technologies:
  # A technology that exists, changed: the same id with `replace: true`, and the whole card given.
  # Here this Improved Survey draws four cards instead of three.
  - id: improved_survey_st
    replace: true
    type: advanced
    level: 1
    front: {{id: improved_survey_st, name: Improved Survey, kind: action, symbols: [survey, trade],
            abilities: [{{when: action, do: {{draw_cards: {{count: 4}}}}}}]}}

  # A new technology: an id no other card (or card side) has adds it to the technologies on offer.
  # Cost, planets needed and influence come from its level (tech_levels in the built-in files).
  - id: {id}_deep_scan
    type: advanced
    level: 1
    front:
      id: {id}_deep_scan     # the side's id: unique too
      name: Deep Scan
      kind: action           # action: goes to your hand; permanent: into your empire
      symbols: [survey]
      abilities:
        - when: action
          do: {{draw_cards: {{count: 2}}}}
"""

ASCENDING_EMPIRES_TECH = """\
# An Ascending Empires mod. Check it with: python3 main.py --check-content
# Every trigger and effect with its parameters: python3 main.py --list-effects ascending_empires
{hint}
technologies:
  # A technology of the placard, changed: the same id with `replace: true`, and the whole item given.
  # Each colour has one technology per level, so a new one replaces an old one.
  # Here Ion Drives give two more movement points instead of one.
  - id: purple_1
    replace: true
    colour: purple
    level: 1
    name: Ion Drives
    text: Every Move action has two more movement points.   # the words on the placard: keep them true
    abilities:
      - {{when: passive, do: {{extra_movement: {{amount: 2}}}}}}
"""

ASCENDING_EMPIRES_VARIANT = """\
# A new variant: New game offers it. `vp_pool` replaces the pool of VP tokens of the player count.
variants:
  - id: {id}_short
    name: Short game (20 VP)
    text: A small pool of VP tokens, for a game over by the first wars.
    vp_pool: 20
"""

# game id -> (what it changes, what it adds, {file name: template})
TEMPLATES = {
    "kardashev_scale": ("card", "card", {"cards.yaml": KARDASHEV_SCALE}),
    "eminent_domain": ("technology", "technology", {"technologies.yaml": EMINENT_DOMAIN}),
    "ascending_empires": ("technology", "variant", {"technology.yaml": ASCENDING_EMPIRES_TECH,
                                                    "variants.yaml": ASCENDING_EMPIRES_VARIANT}),
}


class NewModError(ValueError):
    """Why the mod cannot be written, in one line; `usage` when the name or game is malformed."""

    def __init__(self, message: str, usage: bool = False):
        super().__init__(message)
        self.usage = usage


def name_problem(name: str) -> str | None:
    if NAME.fullmatch(name):
        return None
    return (f"--new-mod: {name!r} cannot be a mod id: use small letters, digits and _ "
            "(a letter first, at most 40), e.g. my_first_mod")


def write_new_mod(mods_folder: Path | None, name: str, game_id: str = DEFAULT_GAME) -> Path:
    """Write the mod `name` for `game_id` into `mods_folder`; its folder. Raises NewModError."""
    problem = name_problem(name)
    if problem:
        raise NewModError(problem, usage=True)
    if game_id not in TEMPLATES:
        raise NewModError(f"--game: no game {game_id!r}; choose one of {', '.join(TEMPLATES)}", usage=True)
    if mods_folder is None:
        raise NewModError("there is no user data folder to keep mods in")
    folder = Path(mods_folder) / name
    if folder.exists() or folder.is_symlink():
        raise NewModError(f"{folder} already exists; choose another name or remove that folder")
    changed, added, files = TEMPLATES[game_id]
    title = name.replace("_", " ").title()
    try:
        (folder / game_id).mkdir(parents=True)
        (folder / "mod.yaml").write_text(MOD_YAML.format(id=name, title=title, changed=changed, added=added),
                                         encoding="utf-8")
        for file_name, template in files.items():
            hint = SCHEMA_HINT.format(game=game_id, folder=folder, stem=Path(file_name).stem)
            (folder / game_id / file_name).write_text(template.format(id=name, hint=hint.rstrip("\n")),
                                                      encoding="utf-8")
    except OSError as error:
        raise NewModError(f"{folder} cannot be written: {error.strerror or error}") from None
    return folder
