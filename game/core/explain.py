"""Why a hinted move is good and what it does at once: what the Hint says under the move.

A game may offer `game/<id>/explain.py` (found by its package, like strength.json), with:

    choose(bot, view, legal, rng, budget) -> (action, measured)
        the bot's very choice (`bot.choose`, nothing changed) and what its search measured for
        it as plain data (picklable; None when it measured nothing: a lone move, a routine step)
    why(view, player, legal, action, measured) -> str
        one line from those figures ("212 of 400 playouts...; the next best, Trade, 48%")
    effect(view, player, action, measured) -> str
        one concrete effect, from the rules: the move applied on a copy of the view and the
        difference put in words ("+2 VP, -3 Research"); "" when nothing shows at once
    make_bot(level, factories) -> bot | None   (optional)
        the bot that answers the hint at that level, when the game's own must be watched while it
        chooses (the same choices); None: the game's own bot
    shot(action, measured) -> action | None   (optional)
        the whole flick the hint stands for (Ascending Empires: a Navigate's planned Flick)

It runs in the table's thinking process (core/thinking.py), after the bot, so the frame loop
never waits on it. explain.py is never played (the strength rows' code fingerprint leaves it
out: strength_table._NOT_PLAY), so wording a hint never starts a game's measurements again."""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any

from .registry import module_of


@dataclass(frozen=True)
class Explanation:
    """What the Hint says besides the move: `why` (from the search's figures), `effect` (from
    the rules), `shot` (a flick to draw in full, or None) and `measured` (the figures behind it)."""

    why: str = ""
    effect: str = ""
    shot: Any = None
    measured: Any = field(default=None, compare=False)


def explainer(game_id: str):
    """The game's explain module, or None when it has none."""
    try:
        name = f"{module_of(game_id)}.explain"
    except Exception:  # noqa: BLE001 - an unknown game explains nothing
        return None
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name == name:
            return None
        raise


def hint_bot(module, level: str, factories: dict):
    """The bot for a hint at `level`: the game's own unless its explain module makes one."""
    maker = getattr(module, "make_bot", None) if module is not None else None
    return maker(level, factories) if maker is not None else None


def explained_choice(module, bot, view, legal: list, rng, budget: float) -> tuple[Any, Explanation | None]:
    """The bot's choice and what the Hint says about it (None: the game explains nothing)."""
    if module is None:
        return bot.choose(view, legal, rng, budget), None
    action, measured = module.choose(bot, view, legal, rng, budget)
    player = view.to_act()[0] if view.to_act() else None
    viewer = getattr(view, "viewer", None)
    if isinstance(viewer, int) and viewer >= 0 and viewer in view.to_act():
        player = viewer  # a secret pick: every player is to act, the view's own is asking
    why = _safely(module.why, view, player, legal, action, measured)
    effect = _safely(module.effect, view, player, action, measured)
    shooter = getattr(module, "shot", None)
    shot = shooter(action, measured) if shooter is not None else None
    return action, Explanation(why, effect, shot, measured)


def _safely(words, *args) -> str:
    """A line of the hint; a move the game cannot word yet is still hinted, without the line."""
    try:
        return words(*args) or ""
    except Exception:  # noqa: BLE001 - the hint's move matters more than its words
        return ""


# --- words shared by the games' explain modules --------------------------------------------------
def signed(amount: float, what: str) -> str:
    """'+2 VP', '-3 Research', '+0.5 VP'."""
    number = int(amount) if float(amount).is_integer() else round(amount, 1)
    return f"{'+' if amount > 0 else ''}{number} {what}"


def changes(before: dict[str, float], after: dict[str, float]) -> list[str]:
    """The tallies that changed, in the order `before` names them: ['+2 VP', '-1 card']."""
    found = []
    for key, old in before.items():
        new = after.get(key, old)
        if new != old:
            found.append(signed(new - old, key))
    return found


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def lead(value: float, decided: float = 500.0) -> str:
    """A position's value as a lead over the best rival, in points: 'ahead by 2.5', 'level',
    'behind by 1'; a value past `decided` is a game won or lost (the searches count an end so)."""
    if abs(value) >= decided:
        return "a won game" if value > 0 else "a lost game"
    points = round(value, 1)
    return f"ahead by {points:g}" if points > 0 else "level" if points == 0 else f"behind by {-points:g}"


def percent(share: float) -> str:
    return f"{round(100 * share)}%"
