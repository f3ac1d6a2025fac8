"""The gallery: every card, planet, technology and placard tile of a game, drawn by the game's own
painters from the merged content (built-in files and the mods switched on), page by page.

- Filters: the game's two (tier or type, aspect or colour) and which mod added or changed it; the
  count of what they match is `--automation`'s `gallery: {"total": N}`.
- Clicking an item shows everything it says, where it comes from (`file:line`) and which mod added
  or changed it (those are marked in the grid too); "Try it" starts a game against an easy
  computer player with the item dealt to the first seat at once (game.core.tryout).
- Live reload: a YAML file saved under content/ or a mod folder reloads that game within a second
  and draws again what changed; a broken edit keeps the last good pictures with its problems over
  them (game.workshop.live_reload). A game in progress keeps the content it started with.
- "Simulate 200 games" plays them in background processes (game.workshop.balance_run) with a
  progress bar and Cancel, then shows each item's owner win rate beside it, marked when it lies
  outside two standard errors of its group's, or when nobody took it."""

from __future__ import annotations

import dataclasses
import time

import pygame

from game.core.gallery import ALL, BUILT_IN, Filters, choices, kept_filters, load_gallery, matching, next_value, origin_of
from game.core.words import counted
from game.workshop.balance_notes import ABOVE, BELOW, UNTAKEN, note_for

from .. import fonts, look
from ..catalogue import BROKEN, LOADING, MISSING
from ..menu import UIScene
from .layout import BANNER_LINES, CAPTION, TEXT_LINES, TEXT_SIZE, gallery_layout
from .painters import ADAPTERS, PictureCache
from .watching import WatchesContent

BALANCE_GAMES = 200
BALANCE_PLAYERS = "ai:medium,ai:medium"  # fast enough for 200 games in the background, and sound play
MARK_COLOURS = {"added": look.GOLD, "changed": look.ACCENT}
NOTE_COLOURS = {ABOVE: look.GOLD, BELOW: look.DANGER, UNTAKEN: look.DANGER}


def filter_label(name: str, value) -> str:
    if value is ALL:
        return f"{name}: all"
    return f"{name}: {'built in' if value == BUILT_IN else value}"


def mark_words(origin) -> str:
    """"Added by my_mod" / "Changed by my_mod", or "" for a built-in item."""
    if origin is None or not origin.by_mod:
        return ""
    return f"{origin.by_mod.capitalize()} by {origin.mod}"


class GalleryScene(WatchesContent, UIScene):
    name = "gallery"
    default_button = "back"
    legacy_canvas = False
    balance_games = BALANCE_GAMES  # tests play fewer

    def __init__(self, app, game_id: str, mod=ALL):
        super().__init__(app)
        self.game_id = game_id
        self.filters = Filters(mod=mod)
        self.page = 0
        self.selected: str | None = None
        self.gallery = None
        self.content = None
        self.errors: list = []  # the latest load's problems: the pictures are then the last good ones
        self.try_ids: set = set()
        self.pictures = PictureCache(game_id)
        self.seen = None  # the catalogue's state the gallery was made from
        self.run = None  # the balance run (BalanceRun), while on and after
        self.summary: dict | None = None
        self.run_words = ""
        self.try_problem = ""
        self.lay = None

    # --- life ------------------------------------------------------------------------------------
    def enter(self) -> None:
        self.start_watching()
        self.refresh()

    def resume(self) -> None:
        self.start_watching()  # the Mods screen (or a message) covered it: it watched meanwhile
        self.refresh()

    def exit(self) -> None:
        self.cancel_run()  # its processes end with the gallery
        super().exit()

    def close(self) -> None:
        self.cancel_run()
        super().close()

    # --- the content on show -----------------------------------------------------------------------
    def entry(self):
        return self.app.catalogue.entry(self.game_id)

    def catalogue_state(self) -> tuple:
        entry = self.entry()
        return self.app.catalogue.generation, entry.status if entry else None

    def refresh(self) -> None:
        """Take the content as it now is: the last good one, and the latest load's problems."""
        self.seen = self.catalogue_state()
        entry = self.entry()
        state = self.watch.state(self.game_id) if self.watch is not None else None
        content = state.content if state is not None and state.content is not None else getattr(entry, "content", None)
        if state is not None and state.errors:
            self.errors = [str(e) for e in state.errors]
        elif entry is not None and entry.status == BROKEN:
            self.errors = [str(e) for e in entry.errors]
        else:
            self.errors = []
        definition = getattr(entry, "definition", None)
        if content is not None and definition is not None and content is not self.content:
            self.content = content
            self.gallery = load_gallery(definition, content)
            self.try_ids = set(definition.try_items(content)) if definition.try_items is not None else set()
        if self.gallery is not None:
            self.filters = kept_filters(self.filters, choices(self.gallery, self.content))
        self.build()

    def missing(self) -> str:
        """Why there is nothing to show and never will be in this state ("" when there is, or
        the content is still loading): a game whose package could not be loaded, or no gallery."""
        entry = self.entry()
        if entry is None or entry.status == LOADING or self.gallery is not None or self.errors:
            return ""
        if entry.status == MISSING:
            return f"{entry.title} cannot be shown: {entry.problem or 'it is not part of this build'}"
        return f"{entry.title} has no gallery yet."

    def shown_items(self) -> list:
        return matching(self.gallery, self.content, self.filters) if self.gallery is not None else []

    def games(self) -> list:
        return [e for e in self.app.catalogue.entries if e.id in ADAPTERS]

    def selected_item(self):
        items = self.shown_items()
        return next((i for i in items if i.id == self.selected), items[0] if items else None)

    # --- layout ------------------------------------------------------------------------------------
    def build(self) -> None:
        self.clear_controls()
        adapter = ADAPTERS.get(self.game_id)
        scale = self.metrics.scale
        cell = adapter.cell(scale) if adapter else (self.metrics.px(150), self.metrics.px(150))
        lines = 2 if adapter is None or adapter.shows_text else 2 + TEXT_LINES
        self.lay = lay = gallery_layout(self.metrics, len(self.games()), cell, lines, bool(self.errors))
        for entry, rect in zip(self.games(), lay.games):
            on = entry.id == self.game_id
            self.button(f"game:{entry.id}", rect, entry.title, lambda e=entry.id: self.choose_game(e),
                        style="choice_on" if on else "choice_off")
        if self.gallery is not None:
            options = choices(self.gallery, self.content)
            values = (options.groups, options.families, options.mods)
            names = (self.gallery.group_label, self.gallery.family_label, "Mod")
            current = (self.filters.group, self.filters.family, self.filters.mod)
            for which, rect, name, value, offered in zip(("group", "family", "mod"), lay.filters, names, current, values):
                self.button(f"filter:{which}", rect, filter_label(name, value) + "  \u25b8",
                            lambda w=which, o=offered: self.step_filter(w, o), style="small_button",
                            tooltip=f"Show the items of the next {name.lower()}", enabled=len(offered) > 1)
        pages = self.pages()
        self.page = min(self.page, pages - 1)
        self.button("page:prev", lay.prev, "\u25c2", lambda: self.turn(-1), style="small_button",
                    tooltip="The page before (Page Up)", enabled=self.page > 0)
        self.button("page:next", lay.next, "\u25b8", lambda: self.turn(1), style="small_button",
                    tooltip="The next page (Page Down)", enabled=self.page < pages - 1)
        self.button("back", lay.back, "Back", self.back)
        self.button("mods", lay.mods, "Mods", self.open_mods, tooltip="Switch mods on and off, write a new one")
        running = self.run is not None and not self.run.done
        if running:
            self.button("balance:cancel", lay.cancel, "Cancel", self.cancel_run, style="danger",
                        tooltip="Stop the games being played")
        else:
            self.button("balance:start", lay.simulate, f"Simulate {self.balance_games} games", self.start_run,
                        enabled=self.gallery is not None and not self.errors,
                        tooltip="Two Medium computer players play them in the background; then each item "
                                "shows how often its owner won")
        item = self.selected_item()
        triable = item is not None and item.id in self.try_ids and not self.errors
        why = "" if triable else ("Fix the content first" if self.errors else "This item cannot be dealt at the start")
        self.button("try", lay.try_it, "Try it", self.try_it, style="primary", enabled=triable,
                    tooltip="Play against an easy computer player with this dealt to you at once" if triable else why)

    def pages(self) -> int:
        per = max(1, self.lay.per_page) if self.lay else 1
        return max(1, -(-len(self.shown_items()) // per))

    def page_items(self) -> list[tuple[object, pygame.Rect]]:
        """(item, its picture's rect) of the page on show."""
        if self.lay is None:
            return []
        per = self.lay.per_page
        items = self.shown_items()[self.page * per:(self.page + 1) * per]
        placed = []
        for item, cell in zip(items, self.lay.cells):
            picture = self.pictures.picture(item, self.content, self.metrics.scale)
            size = picture.get_size() if picture is not None else (cell.w, cell.w)
            placed.append((item, pygame.Rect(cell.centerx - size[0] // 2, cell.y, *size)))
        return placed

    # --- choices -------------------------------------------------------------------------------------
    def choose_game(self, game_id: str) -> None:
        if game_id == self.game_id:
            return
        self.cancel_run()
        self.game_id, self.page, self.selected = game_id, 0, None
        self.filters, self.gallery, self.content = Filters(), None, None
        self.pictures, self.summary, self.run, self.run_words, self.try_problem = PictureCache(game_id), None, None, "", ""
        self.refresh()

    def step_filter(self, which: str, offered: list) -> None:
        current = getattr(self.filters, which)
        self.filters = dataclasses.replace(self.filters, **{which: next_value(offered, current)})
        self.page = 0
        self.build()

    def turn(self, step: int) -> None:
        self.page = max(0, min(self.pages() - 1, self.page + step))
        self.build()

    def select(self, item_id: str) -> None:
        self.selected, self.try_problem = item_id, ""
        self.build()

    def open_mods(self) -> None:
        from .mods import ModsScene

        self.app.push(ModsScene(self.app))

    def try_it(self) -> None:
        from game.core.config import GameConfig, parse_players
        from game.core.tryout import try_problem, with_tried_item

        from ..play import start_game

        item, entry = self.selected_item(), self.entry()
        if item is None or entry is None or entry.definition is None:
            return
        config = with_tried_item(GameConfig(self.game_id, parse_players("human:You,ai:easy:Computer"), item.try_variants,
                                            time.time_ns() % 2**31), item.id)
        problem = try_problem(entry.definition, self.content, config)
        if problem:
            self.try_problem = problem
            self.app.sounds.play("error")
            return
        start_game(self.app, entry, config)

    # --- balance ---------------------------------------------------------------------------------------
    def start_run(self) -> None:
        from game.workshop.balance_run import BalanceRun

        catalogue = self.app.catalogue
        mods = (str(catalogue.user_mods_dir), tuple(catalogue.disabled_mods)) if catalogue.user_mods_dir else None
        self.summary, self.run_words = None, ""
        self.run = BalanceRun(self.game_id, BALANCE_PLAYERS, self.balance_games, jobs=2,
                              content_dir=catalogue.content_root, mod_dirs=catalogue.mod_dirs,
                              user_mod_source=mods, content=self.content).start()
        self.build()

    def cancel_run(self) -> None:
        if self.run is not None and not self.run.done:
            self.run.cancel()

    def follow_run(self) -> None:
        """A run just ended: its figures go beside the items, or why there are none."""
        run = self.run
        if run.cancelled:
            self.run_words = f"Cancelled after {counted(run.progress[0], 'game')}."
        elif run.error:
            self.run_words = f"The games could not be played: {run.error}"
        else:
            self.summary = run.result
            self.run_words = f"Owner win rates from {counted(run.result['finished'], 'game')} of Medium players"
        self.build()

    # --- events and frames --------------------------------------------------------------------------
    def item_at(self, pos) -> tuple | None:
        for item, rect in self.page_items():
            if rect.collidepoint(pos):
                return ("item", item.id, self.page, self.filters)
        return None

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            key = self.item_at(event.pos)
            if key is not None:
                self.focus = None
                self.clicks.target_pressed(key)
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            key = self.item_at(event.pos)
            if key is not None and self.clicks.target_released(key):
                self.app.sounds.play("click")
                self.select(key[1])
                return True
        if event.type == pygame.MOUSEWHEEL and event.y:
            self.turn(-1 if event.y > 0 else 1)
            return True
        return super().handle_event(event)

    def handle_key(self, event) -> bool:
        if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn(-1 if event.key == pygame.K_PAGEUP else 1)
            return True
        return False

    def presented(self) -> None:
        shown = [(c, c.element.get_abs_rect()) for c in self.controls if c.element.alive() and c.element.visible]
        self.clicks.presented(shown + [(("item", item.id, self.page, self.filters), rect)
                                       for item, rect in self.page_items()])

    def update(self, dt: float) -> None:
        if self.watch is not None and self.watch.take_news(self.game_id):
            self.refresh()
        elif self.catalogue_state() != self.seen:  # F5, or a mod switched on the Mods screen
            self.refresh()
        if self.run is not None and self.run.done and self.summary is None and not self.run_words:
            self.follow_run()
        super().update(dt)

    def settled(self) -> bool:
        entry = self.entry()
        loading = entry is None or entry.status == LOADING
        watching = self.watch is not None and self.watch.started and not self.watch.reloading(self.game_id)
        return not loading and watching and (self.gallery is not None or bool(self.errors) or bool(self.missing()))

    def interactive(self) -> list:
        return super().interactive() + [(f"item:{item.id}", rect) for item, rect in self.page_items()]

    def automation_extra(self) -> dict:
        return {"gallery": {"total": len(self.shown_items())}}

    # --- drawing -------------------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        m, lay = self.metrics, self.lay
        if lay is None:
            return
        entry = self.entry()
        title = f"Gallery: {entry.title if entry else self.game_id}"
        size = m.font_px(26)
        look.blit_text(surface, fonts.shortened(title, size, lay.heading_w, "display"), size, lay.heading_at, look.INK,
                       "display", "midleft")
        shown = self.shown_items()
        if self.gallery is not None:
            count = f"{len(shown)} of {counted(len(self.gallery.items), 'item')}"
            rect = look.blit_text(surface, count, m.font_px(15), lay.count_at, look.MUTED, anchor="midleft")
            self.draw_run_words(surface, rect.right + m.px(24))
        self.draw_banner(surface)
        if self.gallery is None and not self.errors:
            words = fonts.shortened(self.missing() or "Loading\u2026", m.font_px(18), lay.grid.w, "regular")
            look.blit_text(surface, words, m.font_px(18), lay.grid.center, look.MUTED, anchor="center")
        self.draw_items(surface)
        self.draw_details(surface)
        self.draw_foot(surface)

    def draw_run_words(self, surface, left: int) -> None:
        m = self.metrics
        room = self.lay.details.right - left
        if self.run_words and room > m.px(120):
            colour = look.DANGER if self.run is not None and self.run.error else look.MUTED
            words = fonts.shortened(self.run_words, m.font_px(13), room, "regular")
            look.blit_text(surface, words, m.font_px(13), (self.lay.details.right, self.lay.count_at[1]), colour,
                           anchor="midright")

    def draw_banner(self, surface) -> None:
        m, rect = self.metrics, self.lay.banner
        if rect is None:
            return
        look.panel(surface, rect, 235, m.px(10), look.DANGER)
        x, y, width = rect.x + m.px(14), rect.y + m.px(8), rect.w - m.px(28)
        head = ("Your last edit has a problem; this is the last good version:" if self.gallery is not None
                else "This game's content has problems; fix them and save:")
        look.blit_text(surface, fonts.shortened(head, m.font_px(14), width, "bold"), m.font_px(14), (x, y), look.INK, "bold")
        y += fonts.font(m.font_px(14), "bold").get_linesize()
        size = m.font_px(13)
        more = f"  (and {counted(len(self.errors) - 1, 'more problem')})" if len(self.errors) > 1 else ""
        lines = wrap_words(self.errors[0] + more, size, width, "regular")
        if len(lines) > BANNER_LINES - 1:  # the first problem in full where it fits, the rest cut short
            lines = lines[:BANNER_LINES - 2] + [fonts.shortened(" ".join(lines[BANNER_LINES - 2:]), size, width,
                                                                "regular")]
        self.draw_lines(surface, lines, size, x, y, look.DANGER, "regular")

    def draw_items(self, surface) -> None:
        m = self.metrics
        size, line_h = m.font_px(TEXT_SIZE), m.px(CAPTION)
        chosen = self.selected_item()
        adapter = ADAPTERS.get(self.game_id)
        for (item, rect), cell in zip(self.page_items(), self.lay.cells):
            picture = self.pictures.picture(item, self.content, m.scale)
            if picture is not None:
                look.blit(surface, picture, rect.topleft)
            mark = mark_words(origin_of(self.content, item))
            if mark:
                pygame.draw.rect(surface, MARK_COLOURS[origin_of(self.content, item).by_mod], rect.inflate(m.px(6), m.px(6)),
                                 max(1, m.px(2)), border_radius=m.px(8))
            if chosen is not None and item.id == chosen.id:
                pygame.draw.rect(surface, look.INK, rect.inflate(m.px(10), m.px(10)), max(2, m.px(3)),
                                 border_radius=m.px(10))
            lines = []
            if adapter is not None and not adapter.shows_text:
                lines.append((item.name, look.INK, "bold"))
                words = fonts.wrap(item.text, size, cell.w)
                if len(words) > TEXT_LINES - 1:
                    words = words[:TEXT_LINES - 2] + [fonts.shortened(" ".join(words[TEXT_LINES - 2:]), size, cell.w,
                                                                      "regular")]
                lines += [(w, look.MUTED, "regular") for w in words]
                lines += [("", look.MUTED, "regular")] * (TEXT_LINES - len(lines))
            if mark:  # "Changed by my_mod", or "Changed" where the mod's id is too long for the cell
                by_mod = origin_of(self.content, item).by_mod
                fits = fonts.font(size, "bold").size(mark)[0] <= cell.w
                lines.append((mark if fits else by_mod.capitalize(), MARK_COLOURS[by_mod], "bold"))
            note = note_for(item, self.summary)
            if note is not None:
                lines.append((note.short, NOTE_COLOURS.get(note.mark, look.MUTED), "bold" if note.mark else "regular"))
            y = cell.y + rect.h + m.px(4)
            for text, colour, face in lines:
                if text:
                    look.blit_text(surface, fonts.shortened(text, size, cell.w, face), size, (cell.centerx, y), colour,
                                   face, "midtop")
                y += line_h

    def draw_details(self, surface) -> None:
        m, rect = self.metrics, self.lay.details
        look.panel(surface, rect, radius=m.px(14))
        item = self.selected_item()
        if item is None:
            return
        x, width = rect.x + m.px(16), rect.w - m.px(32)
        bottom = self.lay.try_it.y - m.px(8)
        if self.try_problem:
            bottom = self.draw_lines(surface, fonts.wrap(self.try_problem, m.font_px(13), width)[:3], m.font_px(13),
                                     x, bottom, look.DANGER, "regular", upwards=True) - m.px(4)
        y = rect.y + m.px(14)
        size = m.font_px(22)
        y = self.draw_lines(surface, fonts.wrap(item.name, size, width, "display")[:2], size, x, y, look.INK, "display")
        origin = origin_of(self.content, item)
        rows = [(item.kind, 14, look.MUTED, "regular")]
        mark = mark_words(origin)
        if mark:
            rows.append((mark, 14, MARK_COLOURS[origin.by_mod], "bold"))
        if origin is not None:
            rows.append((f"From {origin}", 13, look.MUTED, "mono"))
        rows += [(fact, 14, look.INK, "bold") for fact in item.facts]
        rows.append((item.text, 15, look.INK, "regular"))
        note = note_for(item, self.summary)
        if note is not None:
            rows.append((note.sentence, 14, NOTE_COLOURS.get(note.mark, look.MUTED), "regular"))
        for text, units, colour, face in rows:
            size = m.font_px(units)
            line_h = fonts.font(size, face).get_linesize()
            room = (bottom - y) // line_h
            if room <= 0:
                break
            lines = wrap_words(text, size, width, face)
            if len(lines) > room:  # cut short only what does not fit the panel (noted as shortened)
                lines = lines[:room - 1] + [fonts.shortened(" ".join(lines[room - 1:]), size, width, face)]
            y = self.draw_lines(surface, lines, size, x, y + m.px(4), colour, face)

    @staticmethod
    def draw_lines(surface, lines, size, x, y, colour, face, upwards: bool = False) -> int:
        line_h = fonts.font(size, face).get_linesize()
        if upwards:
            y -= line_h * len(lines)
        top = y
        for line in lines:
            look.blit_text(surface, line, size, (x, y), colour, face)
            y += line_h
        return top if upwards else y

    def draw_foot(self, surface) -> None:
        m, lay = self.metrics, self.lay
        look.blit_text(surface, f"Page {self.page + 1} of {self.pages()}", m.font_px(15), lay.page_at, look.MUTED,
                       anchor="center")
        if self.run is None or self.run.done:
            return
        bar = pygame.Rect(lay.simulate.x, lay.simulate.y, lay.cancel.x - m.px(10) - lay.simulate.x, lay.simulate.h)
        done, total = self.run.progress
        pygame.draw.rect(surface, look.PANEL, bar, border_radius=m.px(8))
        fill = bar.copy()
        fill.w = round(bar.w * done / max(1, total))
        if fill.w:
            pygame.draw.rect(surface, (40, 90, 140), fill, border_radius=m.px(8))
        pygame.draw.rect(surface, look.PANEL_EDGE, bar, max(1, m.px(2)), border_radius=m.px(8))
        words = "Cancelling\u2026" if self.run.cancelling else f"{done} of {total} games"
        look.blit_text(surface, words, m.font_px(14), bar.center, look.INK, "bold", "center")


def wrap_words(text: str, size: int, width: int, face: str) -> list[str]:
    """Words wrapped to `width`; a path (no spaces to break at) is broken after its slashes."""
    font, lines = fonts.font(size, face), []
    for line in fonts.wrap(text, size, width, face):
        while font.size(line)[0] > width:
            cuts = [i for i in range(1, len(line)) if line[i - 1] == "/" and font.size(line[:i])[0] <= width]
            if not cuts:
                break
            lines.append(line[:cuts[-1]])
            line = line[cuts[-1]:]
        lines.append(line)
    return lines
