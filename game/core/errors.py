"""Typed errors shared by every game."""


class OrreryError(Exception):
    """Base of every error Orrery raises on purpose."""


class IllegalAction(OrreryError):
    """An action that is not in `legal_actions(player)` was applied."""


class NotYourTurn(IllegalAction):
    """A player acted while the game was not waiting for them."""


class GameOver(IllegalAction):
    """An action was applied to a finished game."""


class SaveError(OrreryError):
    """A save file could not be read; the message says why, in words a player understands."""
