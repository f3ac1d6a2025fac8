"""New game: who sits at the table (human or computer, name, colour), variants, an optional seed.

The computer levels offered are the game's own (expert only where the game has one). Each level's
tooltip, and the line under the seats, say how strong it measured, from the game's strength file
(game.core.strength_table, written by --strength); a level never measured is not described as
strong or weak.

Variants that share a group (as the game's content declares) are one choice: picking one puts the
others of its group off, and they are marked as options of one choice, not boxes to tick. A
variant that draws the first player at random greys out the "Starts:" choice."""

from __future__ import annotations

import time
from dataclasses import dataclass

import pygame
import pygame_gui

from game.core.bots import levels_of
from game.core.config import PLAYER_COLOURS, PLAYER_SHAPES, GameConfig, Seat
from game.core.strength_table import level_figure
from game.core.variants import option_problem, setup_problem

from .. import fonts, look
from ..identity import draw_marker
from ..last_setup import SeatSetup, TableSetup
from ..menu import UIScene
from ..play import start_game

# on the classic stage: the old 1600x900 coordinates, as 1280x720 units in the window's middle
SEATS = pygame.Rect(90, 150, 960, 580)
OPTIONS = pygame.Rect(1064, 150, 470, 580)  # taller than the seats: the variant notes need the room
ROW_H = 72
NAME_W = 200
KIND_W, KIND_GAP = 90, 6
KINDS_X = SEATS.left + 80 + NAME_W + 16
NOTES_SIZE = 14


def kinds_of(definition) -> list[tuple[str, str]]:
    """(kind, label) of each choice for a seat: a person, or one of the game's computer levels."""
    levels = [lv for lv in levels_of(definition) if lv != "random"] if definition is not None else []
    return [("human", "Human")] + [(lv, lv.capitalize()) for lv in levels]


@dataclass
class SeatChoice:
    name: str
    kind: str  # "human" or a bot level
    colour: int  # index into PLAYER_COLOURS (the shape goes with it)

    def to_seat(self, default_name: str) -> Seat:
        name = self.name.strip() or default_name
        colour, shape = PLAYER_COLOURS[self.colour], PLAYER_SHAPES[self.colour]
        if self.kind == "human":
            return Seat(name, "human", "medium", colour, shape)
        return Seat(name, "ai", self.kind, colour, shape)


def default_seats(count: int) -> list[SeatChoice]:
    seats = [SeatChoice("Player 1", "human", 0)]
    for i in range(1, count):
        seats.append(SeatChoice(f"Computer {i}", "medium", i))
    return seats


class NewGameScene(UIScene):
    name = "new_game"
    default_button = "start"
    legacy_canvas = False
    heading = "New game"
    picks_colours = True  # Host a game (host_game.py) leaves colours and the seed to the server
    picks_seed = True

    def __init__(self, app, entry):
        super().__init__(app)
        self.entry = entry
        self.seats = default_seats(max(2, entry.min_players))
        self.variants = list(entry.variants)
        self.chosen_variants: set[str] = set()
        self.seed_text = ""
        self.first_player = 0  # seat index that starts, when the game lets players choose
        self.offers_first_player = bool(getattr(entry.definition, "first_player_choice", False))
        self.error = ""
        self.entries: dict[object, int] = {}  # text entry element -> seat index (-1: seed)
        self.kinds = kinds_of(entry.definition)
        self.level_notes: list[str] = []  # "Expert: beats Hard 7 games in 10", measured levels only
        self.restore(app.last_setups.get(entry.id))

    def restore(self, setup: TableSetup | None) -> None:
        """The table this game was last started with: what still fits the game as it is now (a
        level or variant it no longer has falls back to the default)."""
        if setup is None:
            return
        kinds = {kind for kind, _ in self.kinds}
        fallback = "medium" if "medium" in kinds else next((k for k, _ in self.kinds if k != "human"), "human")
        seats: list[SeatChoice] = []
        for seat in setup.seats[:self.entry.max_players]:
            used = {s.colour for s in seats}
            colour = seat.colour if 0 <= seat.colour < len(PLAYER_COLOURS) and seat.colour not in used else \
                next(c for c in range(len(PLAYER_COLOURS)) if c not in used)
            seats.append(SeatChoice(seat.name, seat.kind if seat.kind in kinds else fallback, colour))
        for extra in default_seats(self.entry.min_players)[len(seats):]:
            used = {s.colour for s in seats}
            extra.colour = next(c for c in range(len(PLAYER_COLOURS)) if c not in used)
            seats.append(extra)
        self.seats = seats
        known = {v.id for v in self.variants}
        self.chosen_variants = {v for v in setup.variants if v in known}
        self.first_player = setup.first_player if setup.first_player < len(seats) else 0
        self.drop_unusable_variants()

    def enter(self) -> None:
        self.build()

    def level_figure(self, level: str) -> str | None:
        """How strong `level` measured ("beats Hard 7 games in 10"), with the variants chosen."""
        return level_figure(getattr(self.entry, "strength", None) or [], level, sorted(self.chosen_variants))

    def kinds_for(self, index: int) -> list[tuple[str, str]]:
        """(kind, label) of each choice for seat `index`."""
        return self.kinds

    def kind_tip(self, kind: str, label: str) -> str:
        if kind == "human":
            return "A person at this screen"
        figure = self.level_figure(kind)
        return f"A computer player, {label.lower()} level" + (f": it {figure}." if figure else ".")

    def build(self) -> None:
        self.clear_controls()
        self.entries.clear()
        st = self.stage = self.metrics.classic_stage()
        self.level_notes = [f"{label}: {self.level_figure(kind)}" for kind, label in self.kinds
                            if kind != "human" and self.level_figure(kind)]
        for i, seat in enumerate(self.seats):
            y = SEATS.top + 70 + i * ROW_H
            name = pygame_gui.elements.UITextEntryLine(st.rect(SEATS.left + 80, y, NAME_W, 46), self.ui,
                                                       initial_text=seat.name)
            name.set_text_length_limit(18)
            self.entries[name] = i
            self.track(f"seat{i}:name", name, focusable=True)
            for k, (kind, label) in enumerate(self.kinds_for(i)):
                style = "choice_on" if seat.kind == kind else "choice_off"
                self.button(f"seat{i}:{kind}", st.rect(KINDS_X + k * (KIND_W + KIND_GAP), y, KIND_W, 46), label,
                            lambda i=i, k=kind: self.set_kind(i, k), style=style, tooltip=self.kind_tip(kind, label))
            x = KINDS_X + len(self.kinds) * (KIND_W + KIND_GAP) - KIND_GAP
            if self.picks_colours:
                self.button(f"seat{i}:colour", st.rect(x + 8, y, 110, 46), "Colour", lambda i=i: self.next_colour(i),
                            style="small_button", tooltip="Pick the next free colour")
            else:
                x -= 120  # the remove button takes the colour's place
            self.button(f"seat{i}:remove", st.rect(x + 128, y, 46, 46), "\u2715", lambda i=i: self.remove(i),
                        style="small_button", tooltip="Remove this seat",
                        enabled=len(self.seats) > self.entry.min_players)
        if len(self.seats) < self.entry.max_players:
            y = SEATS.top + 70 + len(self.seats) * ROW_H
            self.button("add_seat", st.rect(SEATS.left + 80, y, 250, 46), "+ Add a player", self.add, style="small_button")
        if self.offers_first_player:
            self.first_player %= len(self.seats)
            name = self.seats[self.first_player].name.strip() or f"Player {self.first_player + 1}"
            drawn = self.random_start_variant()
            if drawn is None:
                self.button("first_player", st.rect(SEATS.left + 80, SEATS.bottom - 58, 420, 44),
                            f"Starts: {name}  \u25b8", self.next_first_player, style="small_button",
                            tooltip="Who holds the starting token at the beginning (click for the next seat)")
            else:
                self.button("first_player", st.rect(SEATS.left + 80, SEATS.bottom - 58, 420, 44), "Starts: drawn at random",
                            self.next_first_player, style="small_button", enabled=False,
                            tooltip=f"{drawn.name} is on: the game draws who starts.")
        y = OPTIONS.top + 50
        self.variant_notes = []
        players = len(self.seats)
        whys = []
        for variant in self.variants:
            # picking an option of a choice puts the others off, so they never stand in its way
            besides = [c for c in self.chosen_variants if not variant.group or self.group_of(c) != variant.group]
            whys.append(option_problem(variant, players, besides, self.variants))
        reasons = [f"{why[0].upper()}{why[1:]}." if why else v.description for v, why in zip(self.variants, whys)]
        # Rows share the room above the seed field: every note in full at the largest size that
        # fits; only when none does, each note keeps one line (its whole text in the tooltip).
        button_h, self.note_size, note_h, note_lines = self.variant_rows(reasons, OPTIONS.bottom - 122 - y)
        for variant, why, reason in zip(self.variants, whys, reasons):
            on = variant.id in self.chosen_variants
            if variant.group:  # one option of a choice: a round mark, filled when chosen
                tick = "\u25c9 " if on else "\u25cb "
            else:
                tick = "\u2713 " if on else ""
            usable = not why
            others = [v.name for v in self.variants if v.group and v.group == variant.group and v.id != variant.id]
            tip = variant.description + (f" (Instead of {', '.join(others)}.)" if others else "")
            self.button(f"variant:{variant.id}", st.rect(OPTIONS.left + 30, y, OPTIONS.width - 60, button_h),
                        f"{tick}{variant.name}", lambda v=variant.id: self.toggle_variant(v),
                        style="choice_on" if on else "choice_off", tooltip=tip or None,
                        enabled=usable or on)
            lines = fonts.wrap(reason, st.text(self.note_size), st.px(OPTIONS.width - 52))
            if len(lines) > note_lines:  # the whole description stays in the button's tooltip
                rest = " ".join(lines[note_lines - 1:])
                lines = lines[:note_lines - 1] + [fonts.shortened(rest, st.text(self.note_size), st.px(OPTIONS.width - 52),
                                                                  "regular")]
            self.variant_notes.append((y + button_h + 3, lines, usable))
            y += button_h + 3 + note_h * len(lines) + 4
        if self.picks_seed:
            seed_y = OPTIONS.bottom - 92
            seed = pygame_gui.elements.UITextEntryLine(st.rect(OPTIONS.left + 30, seed_y, OPTIONS.width - 60, 46),
                                                       self.ui, initial_text=self.seed_text,
                                                       placeholder_text="random")
            seed.set_allowed_characters("numbers")
            seed.set_text_length_limit(9)
            self.entries[seed] = -1
            self.track("seed", seed, focusable=True)
        self.button("back", st.rect(SEATS.left, 790, 200, 58), "Back", self.back)
        self.button("start", st.rect(OPTIONS.right - 260, 790, 260, 58), "Start", self.start, style="primary")

    def variant_rows(self, notes: list[str], room: int) -> tuple[int, int, int, int]:
        """(button height, note size, note line height, most lines per note), in the stage's units,
        so that every note fits in full in `room`; one shortened line each when none does."""
        st = self.stage
        width = st.px(OPTIONS.width - 52)
        for button_h, size in ((38, 14), (32, 14), (30, 13), (28, 13), (26, 13)):
            line_h = fonts.font(st.text(size)).get_linesize() / st.scale
            need = sum(button_h + 3 + line_h * len(fonts.wrap(n, st.text(size), width)) + 4 for n in notes)
            if need <= room:
                return button_h, size, line_h, 99
        return 28, 13, fonts.font(st.text(13)).get_linesize() / st.scale, 1

    # changes --------------------------------------------------------------------------------------
    def set_kind(self, index: int, kind: str) -> None:
        seat = self.seats[index]
        was_default = seat.name.startswith(("Player ", "Computer ")) or not seat.name.strip()
        seat.kind = kind
        if was_default:
            humans = sum(1 for s in self.seats[:index + 1] if s.kind == "human")
            bots = index + 1 - humans
            seat.name = f"Player {humans}" if kind == "human" else f"Computer {bots}"
        self.rebuild_keeping_focus()

    def random_start_variant(self):
        """The chosen variant that draws who starts, if any."""
        return next((v for v in self.variants if v.random_start and v.id in self.chosen_variants), None)

    def next_colour(self, index: int) -> None:
        used = {s.colour for j, s in enumerate(self.seats) if j != index}
        colour = self.seats[index].colour
        for _ in range(len(PLAYER_COLOURS)):
            colour = (colour + 1) % len(PLAYER_COLOURS)
            if colour not in used:
                break
        self.seats[index].colour = colour

    def add(self) -> None:
        used = {s.colour for s in self.seats}
        colour = next(c for c in range(len(PLAYER_COLOURS)) if c not in used)
        bots = sum(1 for s in self.seats if s.kind != "human")
        self.seats.append(SeatChoice(f"Computer {bots + 1}", "medium", colour))
        self.drop_unusable_variants()
        self.rebuild_keeping_focus()

    def remove(self, index: int) -> None:
        if len(self.seats) > self.entry.min_players:
            del self.seats[index]
            if self.first_player > index or self.first_player >= len(self.seats):
                self.first_player = max(0, self.first_player - 1)
            self.drop_unusable_variants()
            self.focus = None
            self.build()

    def next_first_player(self) -> None:
        self.first_player = (self.first_player + 1) % len(self.seats)
        self.rebuild_keeping_focus()

    def group_of(self, variant_id: str) -> str:
        return next((v.group for v in self.variants if v.id == variant_id), "")

    def toggle_variant(self, variant: str) -> None:
        if variant not in self.chosen_variants:
            group = self.group_of(variant)
            if group:  # one choice: the others of its group go off
                self.chosen_variants -= {v.id for v in self.variants if v.group == group}
        self.chosen_variants ^= {variant}
        self.drop_unusable_variants()
        self.rebuild_keeping_focus()

    def drop_unusable_variants(self) -> None:
        """After a change of seats or variants, switch off variants that no longer apply."""
        self.error = ""  # the last complaint was about the table as it was
        changed = True
        while changed:
            changed = False
            for variant in self.variants:
                if variant.id in self.chosen_variants and option_problem(variant, len(self.seats),
                                                                         self.chosen_variants, self.variants):
                    self.chosen_variants.discard(variant.id)
                    changed = True

    def rebuild_keeping_focus(self) -> None:
        focus_id = self.controls[self.focus].id if self.focus is not None else None
        self.build()
        if focus_id is not None:
            self.focus = next((i for i, c in enumerate(self.controls) if c.id == focus_id), None)

    def handle_ui_event(self, event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in self.entries:
            index = self.entries[event.ui_element]
            if index < 0:
                self.seed_text = event.text
            else:
                self.seats[index].name = event.text
            self.error = ""
        return False

    def config(self) -> GameConfig | None:
        seats = tuple(s.to_seat(f"Player {i + 1}") for i, s in enumerate(self.seats))
        names = [s.name for s in seats]
        if len(set(names)) != len(names):
            self.error = "Two players have the same name; give each seat its own."
            return None
        seed = int(self.seed_text) if self.seed_text.strip().isdigit() else time.time_ns() % 2**31
        chosen = tuple(v.id for v in self.variants if v.id in self.chosen_variants)
        options = {"starting_player": self.first_player} if self.offers_first_player else {}
        return GameConfig(self.entry.id, seats, chosen, seed, options)

    def start(self) -> None:
        config = self.config()
        if config is not None and self.entry.definition is not None:
            self.error = setup_problem(self.entry.definition, self.entry.content, len(config.seats), config.variants,
                                       for_screen=True) or ""
            config = None if self.error else config
        if config is None:
            self.app.sounds.play("error")
            return
        self.app.last_setups.remember(self.entry.id, TableSetup(
            tuple(SeatSetup(s.name, s.kind, s.colour) for s in self.seats), config.variants, self.first_player))
        start_game(self.app, self.entry, config)

    # drawing ----------------------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        st = self.stage
        text, px = st.text, st.px
        look.heading(surface, f"{self.heading}: {self.entry.title}", st.point(800, 40), text(44), scale=st.scale)
        look.blit_text(surface, self.entry.player_range, text(18), st.point(800, 112), look.GOLD, "bold", "midtop")
        look.panel(surface, st.rect(*SEATS), radius=px(14))
        look.panel(surface, st.rect(*OPTIONS), radius=px(14))
        look.blit_text(surface, "Players", text(24), st.point(SEATS.left + 30, SEATS.top + 14), look.INK, "display")
        look.blit_text(surface, "Name", text(15), st.point(SEATS.left + 80, SEATS.top + 48), look.MUTED)
        look.blit_text(surface, "Who plays", text(15), st.point(KINDS_X, SEATS.top + 48), look.MUTED)
        for i, seat in enumerate(self.seats):
            y = SEATS.top + 70 + i * ROW_H + 23
            draw_marker(surface, st.point(SEATS.left + 45, y), px(16), PLAYER_COLOURS[seat.colour],
                        PLAYER_SHAPES[seat.colour], self.app.settings.colour_blind)
        look.blit_text(surface, "Variants", text(24), st.point(OPTIONS.left + 30, OPTIONS.top + 14), look.INK, "display")
        if not self.variants:
            look.blit_text(surface, "This game has no variants.", text(17), st.point(OPTIONS.left + 30, OPTIONS.top + 78),
                           look.MUTED)
        size = text(getattr(self, "note_size", 13))
        for y, lines, usable in getattr(self, "variant_notes", ()):
            y = st.y(y)
            for line in lines:
                look.blit_text(surface, line, size, (st.x(OPTIONS.left + 34), y), look.MUTED if usable else look.FAINT)
                y += fonts.font(size).get_linesize()
        if self.picks_seed:
            look.blit_text(surface, "Seed (optional)", text(20), st.point(OPTIONS.left + 30, OPTIONS.bottom - 120),
                           look.INK, "bold")
            look.blit_text(surface, "The same seed deals the same game.", text(14),
                           st.point(OPTIONS.left + 30, OPTIONS.bottom - 40), look.MUTED)
        if self.error:
            look.blit_text(surface, fonts.shortened(self.error, text(18), self.metrics.size[0] - px(40), "regular"),
                           text(18), st.point(800, 760), look.DANGER, anchor="midtop")
        elif self.level_notes:  # how strong the levels measured (--strength), where they were
            line = "   \u00b7   ".join(self.level_notes)
            shown = fonts.shortened(line, text(NOTES_SIZE), px(SEATS.w - 20), "regular")
            look.blit_text(surface, shown, text(NOTES_SIZE), st.point(SEATS.left + 10, SEATS.bottom + 12), look.MUTED)
