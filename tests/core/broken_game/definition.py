"""The broken part: it imports a module the game does not have (a file forgotten in a commit)."""

from game.core.registry import GameDefinition

from . import ABOUT
from .content import CONTENT_SPEC  # there is no content.py

GAME = GameDefinition(about=ABOUT, content_spec=CONTENT_SPEC, new_state=None, state_class=object, action_codec=None)
