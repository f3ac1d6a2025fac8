"""Play a game headless in the real app at a given window size and collect every text the table
showed shorter than it is (`fonts.shortened_this_frame`, what `--automation` reports).

Seat 1 is a person whose moves are made here (through the table's own `choose`, so every control
a person sees is on screen); the other seats are computer players. Animations and computer
players run at instant speed: a whole game takes seconds, not minutes."""

from __future__ import annotations

import os
import time
from collections import Counter
from dataclasses import dataclass, field

import pygame

from game.core.bots import make_bot
from game.core.rng import Rng
from game.ui import fonts
from game.ui.app import App, AppOptions
from game.ui.scenes.confirm import ConfirmScene
from game.ui.table import TableScene


@dataclass
class Legibility:
    game_id: str
    players: int
    size: tuple[int, int]
    variants: tuple[str, ...] = ()
    shortened: Counter = field(default_factory=Counter)  # full text -> table frames it was cut on
    settled_frames: int = 0
    table_frames: int = 0
    actions: int = 0
    finished: bool = False
    reached_end: bool = False  # the game ended, or its first max_actions moves were played

    @property
    def label(self) -> str:
        extra = f" +{'+'.join(self.variants)}" if self.variants else ""
        return f"{self.game_id} {self.players}p{extra} at {self.size[0]}x{self.size[1]}"

    def report(self) -> str:
        if not self.shortened:
            return f"{self.label}: nothing shortened"
        texts = "\n".join(f"  {count:5d}x {text!r}" for text, count in self.shortened.most_common())
        return f"{self.label}: {len(self.shortened)} texts shortened\n{texts}"


SIZES = ((1600, 900), (1280, 720))  # the default window and the smallest we promise
# Whole-game checks play one size in the suite and both with ORRERY_SOAK=1. Tables still on the
# logical 1600x900 surface draw the same frames whatever the window (tests/ui/test_legibility.py
# checks they are alike), so the suite plays the default size. A table drawn for the window
# (Kardashev Scale) differs at each size: it is played at both (DRAWN_FOR_WINDOW).
EXTRA_SIZES = SIZES if os.environ.get("ORRERY_SOAK") == "1" else SIZES[:1]
DRAWN_FOR_WINDOW = ("kardashev_scale", "ascending_empires", "eminent_domain")


def size_id(size) -> str:
    return f"{size[0]}x{size[1]}"


def open_app(game_id: str, players: int, size, variants=(), seed: int = 1, level: str = "easy") -> App:
    seats = ",".join(["human:Ada"] + [f"ai:{level}"] * (players - 1))
    app = App(AppOptions(game=game_id, players=seats, seed=seed, variants=tuple(variants), window_size=tuple(size),
                         strict=True, sound=False))
    app.apply_settings(app.settings.with_changes(animation_speed="instant", computer_speed="instant"))
    code = app.open_first_scene()
    assert code == 0, f"{game_id} did not start"
    return app


def table_of(app) -> TableScene | None:
    return next((s for s in app.stack if isinstance(s, TableScene)), None)


def play_and_collect(game_id: str, players: int, size=(1600, 900), *, variants=(), seed: int = 1,
                     max_actions: int | None = None, max_frames: int = 40_000, shots=None,
                     excused=None) -> Legibility:
    """Play one game (or its first `max_actions` moves) and note what each frame of the table
    shortened. `shots`: a folder to save a screenshot in every 100 table frames (for looking).
    `excused(table)`: texts the table may show cut short on the frame drawn last, by its design."""
    result = Legibility(game_id, players, tuple(size), tuple(variants))
    app = open_app(game_id, players, size, variants, seed)
    try:
        table = table_of(app)
        assert table is not None, "the game did not open its table"
        chooser = make_bot(table.session.definition, "easy")
        rng = Rng(seed * 13 + 1)
        for _ in range(max_frames):
            session = table.session
            if session.state.is_terminal() and not table.busy():
                result.finished = True
                break
            if max_actions is not None and len(session.actions) >= max_actions:
                break
            question = app.stack.top
            if isinstance(question, ConfirmScene) and question.armed:
                question.confirm()  # the move chosen asked first (e.g. giving up a planet): yes, as meant
            human = table.deciding_player()
            if app.stack.top is table and human is not None:
                legal = session.state.legal_actions(human)
                table.choose(chooser.choose(table.view(), legal, rng, 0.0))
            app.frame()
            if app.stack.top is table:
                cut = fonts.shortened_this_frame()
                if excused is not None:
                    allowed = excused(table)
                    cut = [text for text in cut if text not in allowed]
                result.table_frames += 1
                result.settled_frames += table.settled()
                result.shortened.update(cut)
                if shots is not None and result.table_frames % 100 == 1:
                    pygame.image.save(app.window, str(shots / f"{game_id}-{players}-{size[0]}-{result.table_frames}.png"))
            time.sleep(0)  # let the computer players' threads answer
        result.actions = len(table.session.actions)
        result.reached_end = result.finished or (max_actions is not None and result.actions >= max_actions)
    finally:
        app.finish()
    return result
