"""The Eminent Domain table's regions without an app: at a window size and the UI scale it gets
by default (1600x900 unless told), for tests of the layout and the painters."""

from __future__ import annotations

from game.eminent_domain.scenes.layout import regions
from game.ui.metrics import Metrics, default_ui_scale

DEFAULT = (1600, 900)


def metrics_at(size=DEFAULT, percent=None) -> Metrics:
    return Metrics.for_window(size, percent or default_ui_scale(size))


def regions_at(size=DEFAULT, escalation: bool = False, percent=None):
    return regions(metrics_at(size, percent), escalation)


def regions_for(s, size=DEFAULT, percent=None):
    """The regions for game state `s` (Escalation's taller empires when it is played)."""
    return regions_at(size, "escalation" in s.variants, percent)
