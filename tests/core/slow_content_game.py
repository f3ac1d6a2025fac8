"""A registered game whose content check never finishes, for the load time-limit tests. Its
content is tests/core/content_fixtures/slow_content/; the play itself is High Card Duel's."""

from __future__ import annotations

import time
from dataclasses import replace

from game.core.content.loader import ContentSpec, Single
from game.core.content.schema import Int, Record

from . import toygame


def _never_finishes(built, ctx, origins) -> None:
    time.sleep(3600)


CONTENT_SPEC = ContentSpec("slow_content", {"rules": Single(Record({"hand_limit": Int(1, 9)}, name="rules"))},
                           finish=_never_finishes)
GAME = replace(toygame.GAME, about=replace(toygame.ABOUT, id="slow_content", title="Slow Content", emblem=""),
               content_spec=CONTENT_SPEC)
