"""The broken part: CONTENT_SPEC is never defined, so importing this raises NameError."""

from game.core.registry import GameDefinition

from . import ABOUT

GAME = GameDefinition(about=ABOUT, content_spec=CONTENT_SPEC, new_state=None, state_class=object,  # noqa: F821
                      action_codec=None)
