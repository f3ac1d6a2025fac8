"""The app: the window, the frame loop and the services every scene uses.

The loop: read events, update the scene stack in fixed steps of 1/60 s, draw the visible scenes
straight into the window at its real pixel size (metrics.py: the window's size and the UI scale;
a scene still on the legacy 1600x900 canvas is drawn there and scaled in, with its mouse
positions converted by the viewport). Nothing in the loop waits on a bot or on the disk: bots
think in a worker process (game.core.bot_runner, game.core.thinking), saves and settings are
written on worker threads, content loads on one."""

from __future__ import annotations

import json
import os
import sys
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "Orrery")  # the window's class names the app, not main.py

import pygame  # noqa: E402

from game import userdata  # noqa: E402

from . import fonts, gui, notices  # noqa: E402
from .catalogue import Catalogue  # noqa: E402
from .icon import load_icon  # noqa: E402
from .metrics import LEGACY_SIZE, Metrics, default_ui_scale  # noqa: E402
from .scene import Scene, SceneStack  # noqa: E402
from .last_setup import LastSetups, write_setups  # noqa: E402
from .learning import Learning, write_learning  # noqa: E402
from .settings import Settings, SettingsWriter, read_settings  # noqa: E402
from .sound import Sounds  # noqa: E402
from .viewport import Viewport  # noqa: E402

FPS = 60
STEP = 1.0 / FPS
# With nothing moving and no input for IDLE_AFTER seconds the loop draws IDLE_FPS frames a second:
# an idle table then costs half as much of a laptop's processor, and the starfield's twinkle and
# the glow of what can be clicked stay smooth. Any input brings the full rate back at once.
IDLE_FPS = 30
IDLE_AFTER = 2.0
INPUT_EVENTS = frozenset((pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL,
                          pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT))
MAX_STEPS_PER_FRAME = 5  # after a long stall, catch up at most this much, then drop the rest
TITLE = "Orrery"


@dataclass
class AppOptions:
    game: str | None = None
    players: str | None = None
    seed: int | None = None
    variants: tuple[str, ...] = ()
    frames: int | None = None
    stats: bool = False
    screenshot: str | None = None
    automation: bool = False
    mods: tuple[str, ...] = ()
    content: str | None = None
    window_size: tuple[int, int] | None = None  # --window: this size, this run only
    ui_scale: int | None = None  # --ui-scale: this percentage, this run only
    load: str | None = None  # a save to open at start (--load)
    try_item: str | None = None  # --try: the first seat starts with it (game.core.tryout)
    gallery: str | None = None  # --gallery: the workshop's gallery of this game opens at start
    autoplay: str | None = None  # --autoplay LEVEL: a computer player decides for the person here (autoplay.py)
    tutorial: str | None = None  # --tutorial GAME: Learn to play that game (game/ui/tutorial)
    strict: bool = False  # re-raise scene errors (tests) instead of showing them
    sound: bool = True
    extra: dict = field(default_factory=dict)

    @classmethod
    def from_args(cls, args) -> "AppOptions":
        return cls(game=getattr(args, "game", None), players=getattr(args, "players", None),
                   seed=getattr(args, "seed", None), variants=tuple(getattr(args, "variant", None) or ()),
                   frames=getattr(args, "frames", None), stats=bool(getattr(args, "stats", False)),
                   screenshot=getattr(args, "screenshot", None),
                   automation=bool(getattr(args, "automation", False)),
                   mods=tuple(getattr(args, "mod", None) or ()), content=getattr(args, "content", None),
                   window_size=getattr(args, "window", None), ui_scale=getattr(args, "ui_scale", None),
                   load=getattr(args, "load", None), try_item=getattr(args, "try_item", None),
                   gallery=getattr(args, "gallery", None), autoplay=getattr(args, "autoplay", None),
                   tutorial=getattr(args, "tutorial", None))


HEADLESS_SIZE = (1600, 900)  # the window under the dummy video driver, unless --window says otherwise


def headless() -> bool:
    return os.environ.get("SDL_VIDEODRIVER") == "dummy"


def screen_size() -> tuple[int, int]:
    """The desktop's size (the window's own under the dummy driver, which has no screen)."""
    if headless():
        return HEADLESS_SIZE
    try:
        return tuple(pygame.display.get_desktop_sizes()[0])
    except (pygame.error, IndexError):
        return HEADLESS_SIZE


def first_window_size(remembered) -> tuple[int, int]:
    """The window the first start opens: as large as the screen (a window manager then keeps it
    to its work area when the window is maximized); later starts reopen the size left."""
    screen = screen_size()
    if remembered is not None and remembered[0] <= screen[0] and remembered[1] <= screen[1]:
        return tuple(remembered)
    return screen


class App:
    def __init__(self, options: AppOptions | None = None):
        self.options = options or AppOptions()
        # Workers (bots, content, saves) share the GIL with the frame loop: hand it back within
        # 1 ms instead of Python's default 5 ms so a thinking bot cannot stretch a frame.
        sys.setswitchinterval(0.001)
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(TITLE)
        pygame.display.set_icon(load_icon())
        self.settings: Settings
        # settings_problem: why the settings file was set aside (the title says so), or None
        self.settings, self.settings_problem = read_settings(userdata.settings_file())
        self.settings_writer = SettingsWriter(userdata.settings_file())
        self.windowed_size = self.options.window_size or first_window_size(self.settings.window_size)
        # New game's last table of each game, read with the settings, written on a worker thread
        self.last_setups = LastSetups.load(userdata.last_setup_file(),
                                           SettingsWriter(userdata.last_setup_file(), write=write_setups))
        # the chapter each tutorial was left in and the first-time tips shown (learning.py)
        self.learning = Learning.load(userdata.learning_file(),
                                      SettingsWriter(userdata.learning_file(), write=write_learning))
        self.fullscreen = False
        self.window = self._open_window(self.settings.fullscreen)
        if self.options.window_size is None and self.settings.window_size is None and not headless():
            self._maximize()  # the first start: as large as the work area allows
        self.metrics = self._measure()
        self.viewport = Viewport(self.window.get_size())  # for scenes still on the legacy canvas
        gui.set_viewport(self.viewport)
        self.surface = pygame.Surface(LEGACY_SIZE).convert()  # the legacy canvas
        self.sounds = Sounds(self.settings.volume, self.settings.muted, enabled=self.options.sound)
        self.catalogue = Catalogue(Path(self.options.content) if self.options.content else None,
                                   [Path(m) for m in self.options.mods], userdata.mods_dir(), autostart=False,
                                   disabled_mods=self.settings.disabled_mods)
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.clock_s = 0.0  # seconds of simulated time, advanced in fixed steps
        self._accumulated = 0.0  # real time not yet simulated
        self._last_input = time.perf_counter()  # when the player last moved, clicked or typed
        self.running = False
        self.frame_count = 0
        self.frame_times: list[float] = []
        self.frame_cpu_times: list[float] = []  # the loop thread's own CPU time per frame
        self.startup_s: float | None = None
        self._last_automation: str | None = None
        self._legacy_drawn = False  # the legacy canvas holds scenes not yet put into the window
        self._save_writer = None
        self._record_keeper = None
        self.autoplay = None
        if self.options.autoplay:
            from .autoplay import Autoplay

            self.autoplay = Autoplay(self.options.autoplay, self.options.seed or 1)

    # window ------------------------------------------------------------------------------------
    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        self.fullscreen = fullscreen
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    def _maximize(self) -> None:
        try:
            pygame.Window.from_display_module().maximize()
        except (AttributeError, pygame.error):  # an older pygame, or no window manager to ask
            pass
        self.window = pygame.display.get_surface()

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        if on:
            self.windowed_size = self.window.get_size()
        self.window = self._open_window(on)
        self.window_resized()

    def ui_scale_asked(self) -> int:
        """The UI scale in percent: --ui-scale, else the setting, else the screen's default."""
        if self.options.ui_scale is not None:
            return self.options.ui_scale
        if self.settings.ui_scale is not None:
            return self.settings.ui_scale
        return self.auto_ui_scale()

    def auto_ui_scale(self) -> int:
        """The UI scale that suits the screen (the window's size under the dummy driver)."""
        return default_ui_scale(self.window.get_size() if headless() else screen_size())

    def _measure(self) -> Metrics:
        return Metrics.for_window(self.window.get_size(), self.ui_scale_asked())

    def window_resized(self) -> None:
        """The window's size or the UI scale changed: every scene drawn for the window lays out
        again, at once (a scene on the legacy canvas is only scaled differently)."""
        self.viewport.resize(self.window.get_size())
        metrics = self._measure()
        if metrics == self.metrics:
            return
        self.metrics = metrics
        for scene in self.stack:
            if not scene.legacy_canvas:
                self._guarded(scene.metrics_changed)

    # services for scenes -----------------------------------------------------------------------
    def push(self, scene: Scene) -> Scene:
        return self.stack.push(scene)

    def pop(self) -> Scene | None:
        scene = self.stack.pop()
        if not len(self.stack):
            self.to_title()
        return scene

    def replace(self, scene: Scene) -> Scene:
        return self.stack.replace(scene)

    def to_title(self) -> Scene:
        from .scenes.title import TitleScene

        return self.stack.clear_to(TitleScene(self))

    def show_message(self, title: str, text: str, then=None) -> Scene:
        from .scenes.message import MessageScene

        return self.push(MessageScene(self, title, text, then))

    def apply_settings(self, settings: Settings) -> None:
        """Use new settings at once and save them in the background."""
        self.settings = settings
        self.sounds.configure(settings.volume, settings.muted)
        self.set_fullscreen(settings.fullscreen)
        self.window_resized()  # the UI scale may have changed
        self.settings_writer.save(settings)

    @property
    def save_writer(self):
        """The background writer for game saves (one per app, created on first use)."""
        if self._save_writer is None:
            from game.core.saves import BackgroundWriter

            self._save_writer = BackgroundWriter()
        return self._save_writer

    @property
    def record_keeper(self):
        """Your record's keeper (game.core.record): records games on a thread of its own."""
        if self._record_keeper is None:
            from game.core.record import RecordKeeper

            self._record_keeper = RecordKeeper(userdata.data_dir)
        return self._record_keeper

    def quit(self) -> None:
        self.running = False

    # the loop ----------------------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.window = pygame.display.get_surface()
            self.windowed_size = self.window.get_size()
            self.window_resized()
            return
        if event.type == pygame.WINDOWSIZECHANGED:
            self.window = pygame.display.get_surface()
            self.window_resized()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.apply_settings(self.settings.with_changes(fullscreen=not self.fullscreen))
            return
        top = self.stack.top
        if top is not None and top.legacy_canvas:
            event = self.viewport.convert_event(event)
        self._guarded(self.stack.handle_event, event)

    def _guarded(self, call, *args) -> None:
        """Run scene code; a failure in a game's scene returns to the title with the error
        shown instead of closing the app (tests run strict and see the exception)."""
        if self.options.strict:
            call(*args)
            return
        try:
            call(*args)
        except Exception as error:  # noqa: BLE001 - shown to the player, printed for a report
            traceback.print_exc()
            self.sounds.play("error")
            self.to_title()
            self.show_message("Something went wrong",
                              f"{type(error).__name__}: {error}\n\nThe game was closed; its last "
                              "autosave can be resumed with Continue.")

    def frame(self, dt: float = STEP) -> None:
        """One frame: events, fixed-step updates worth `dt` seconds, drawing."""
        for event in pygame.event.get():
            if event.type in INPUT_EVENTS:
                self._last_input = time.perf_counter()
            self.dispatch(event)
        self._accumulated += min(dt, STEP * MAX_STEPS_PER_FRAME)
        steps = 0
        while self._accumulated >= STEP - 1e-9 and steps < MAX_STEPS_PER_FRAME:
            self._guarded(self.stack.update, STEP)
            self.clock_s += STEP
            self._accumulated -= STEP
            steps += 1
        if self.autoplay is not None:
            self._guarded(self.autoplay.update, self)
        self.draw()
        self.frame_count += 1
        self.catalogue.start()  # after the first frame is drawn; a no-op afterwards
        if self.options.automation:
            self.report_automation()

    def draw(self) -> None:
        fonts.begin_frame()  # what this frame shortens is reported by --automation
        if self.tracking_texts:
            fonts.keep_texts(self.window)  # and every text drawn, with where and how large
            fonts.keep_texts(self.surface)
        self._legacy_drawn = False
        self._guarded(self.stack.draw, self._surface_for)
        self._present_legacy()
        self._guarded(notices.draw, self.window, self)  # a game that is not being saved says so
        pygame.display.flip()
        self._guarded(self.stack.presented)

    def _surface_for(self, scene: Scene) -> pygame.Surface:
        """Where `scene` draws: the window, or the legacy canvas (presented into the window before
        the first scene drawn for the window over it)."""
        if scene.legacy_canvas:
            self._legacy_drawn = True
            return self.surface
        self._present_legacy()
        return self.window

    def _present_legacy(self) -> None:
        if not self._legacy_drawn:
            return
        self._legacy_drawn = False
        self.viewport.present(self.surface, self.window)
        if self.tracking_texts:  # its texts, where they ended up in the window
            for drawn in fonts.texts_on(self.surface):
                fonts.note_text(self.window, drawn.text, self.viewport.rect_to_window(drawn.rect),
                                max(1, round(drawn.px * self.viewport.scale)))
            fonts.keep_texts(self.surface)

    @property
    def tracking_texts(self) -> bool:
        """Whether every drawn text is noted (--automation, and tests that set it)."""
        return self.options.automation or self.options.extra.get("track_texts", False)

    def run(self) -> int:
        self.running = True
        last = time.perf_counter() - STEP  # the first frame updates once, so widgets are laid out
        limit = self.options.frames
        while self.running:
            start, cpu_start = time.perf_counter(), time.thread_time()
            self.frame(start - last)
            last = start
            self.frame_times.append(time.perf_counter() - start)
            self.frame_cpu_times.append(time.thread_time() - cpu_start)
            if self.startup_s is None:
                self.startup_s = process_age()  # start-up to the first drawn frame
            if limit is not None and self.frame_count >= limit:
                break
            self.clock.tick(FPS if self.lively() else IDLE_FPS)
        return self.finish()

    def lively(self) -> bool:
        """Whether the loop runs at the full rate: the player acted lately, or something moves
        (an animation, a computer player thinking or moving)."""
        top = self.stack.top
        return time.perf_counter() - self._last_input < IDLE_AFTER or top is None or not top.settled()

    def finish(self) -> int:
        code = 0
        if self.options.screenshot:
            path = Path(self.options.screenshot)
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                pygame.image.save(self.window, str(path))
            except (OSError, pygame.error) as error:  # a full disk, a folder gone meanwhile...
                print(f"main.py: could not save the screenshot to {path}: {error}", file=sys.stderr)
                code = 1
        if self.options.stats:
            stats = frame_stats(self.frame_times)
            cpu = frame_stats(self.frame_cpu_times)  # unaffected by other programs on the machine
            stats["cpu_p50_ms"], stats["cpu_p95_ms"] = cpu["p50_ms"], cpu["p95_ms"]
            if self.startup_s is not None:
                stats["startup_s"] = round(self.startup_s, 3)
            print(json.dumps(stats), flush=True)
        if not self.fullscreen and self.options.window_size is None and self.windowed_size != self.settings.window_size:
            self.apply_settings(self.settings.with_changes(window_size=tuple(self.windowed_size)))
        self.settings_writer.flush()
        self.last_setups.writer.flush()
        self.learning.writer.flush()
        session = notices.session_on_screen(self)  # closing the window keeps the game, as Quit to title does
        if session is not None and session.autosaver is not None and not session.state.is_terminal():
            session.autosaver.save(session)
        for scene in self.stack:
            scene.close()  # worker processes end with the app, not whenever they are collected
        if self._save_writer is not None:
            self._save_writer.flush()  # the last autosave, then the game's lock given back
        if self._record_keeper is not None:
            self._record_keeper.flush()  # a game left by closing the window is in the record
        return code

    # automation --------------------------------------------------------------------------------
    def automation_state(self) -> dict:
        top = self.stack.top
        turn: list[str] = []
        for scene in reversed(list(self.stack)):
            turn = scene.whose_turn()
            if turn:
                break
        items = []
        for item_id, rect in (top.interactive() if top else []):
            r = self.viewport.rect_to_window(rect) if top.legacy_canvas else pygame.Rect(rect)
            items.append({"id": item_id, "rect": [r.x, r.y, r.w, r.h]})
        state = {"scene": top.name if top else None, "stack": [s.name for s in self.stack],
                 "turn": turn, "items": items, "shortened": fonts.shortened_this_frame(),
                 "window": list(self.window.get_size()), "ui_scale": self.metrics.percent,
                 "texts": [drawn.as_json() for drawn in fonts.texts_on(self.window)],
                 **(top.automation_extra() if top else {})}
        guided = next((g for g in (getattr(s, "coach", None) for s in reversed(list(self.stack))) if g), None)
        tutorial = guided.automation() if guided is not None else None
        if tutorial is not None:  # Learn to play: where the tutorial stands and the move it asks for
            state["tutorial"] = tutorial
        return state

    def report_automation(self) -> None:
        top = self.stack.top
        if top is None or not top.settled():
            return
        line = json.dumps(self.automation_state(), separators=(",", ":"))
        if line != self._last_automation:
            self._last_automation = line
            print(line, flush=True)

    # start-up ----------------------------------------------------------------------------------
    def open_first_scene(self) -> int:
        """The title screen, or straight into a game with --game/--players. Returns an exit code
        (non-zero when the command line asked for something impossible)."""
        self.to_title()
        if self.options.gallery:
            from .gallery.scene import GalleryScene

            self.push(GalleryScene(self, self.options.gallery))
            return 0
        if self.options.load:
            from .resume import open_from_command_line

            return open_from_command_line(self, Path(self.options.load))
        if self.options.tutorial:
            from .tutorial.start import open_from_command_line as open_tutorial

            return open_tutorial(self, self.options.tutorial)
        if not self.options.game:
            return 0
        from game.core.config import GameConfig, SeatSpecError, parse_players
        from game.core.registry import GAME_MODULES

        from .play import open_entry_errors, start_game

        if self.options.game not in GAME_MODULES:
            print(f"main.py: unknown game {self.options.game!r}; choose one of {', '.join(GAME_MODULES)}",
                  file=sys.stderr)
            return 2
        try:
            seats = parse_players(self.options.players or "")
        except SeatSpecError as error:
            print(f"main.py: --players: {error}", file=sys.stderr)
            return 2
        self.catalogue.wait()  # start-up only: the first frame needs the game's content
        entry = self.catalogue.entry(self.options.game)
        if entry.status != "ready":
            open_entry_errors(self, entry)
            return 0
        if not entry.min_players <= len(seats) <= entry.max_players:
            print(f"main.py: {entry.title} takes {entry.player_range}; --players gave {len(seats)}",
                  file=sys.stderr)
            return 2
        from game.core.bots import seats_problem
        from game.core.variants import setup_problem

        problem = seats_problem(entry.definition, seats)  # ai:expert in a game with no expert yet
        if problem:
            print(f"main.py: --players: {problem}", file=sys.stderr)
            return 2
        # e.g. a fifth Eminent Domain seat without Escalation, a misspelt or unplayable variant
        problem = setup_problem(entry.definition, entry.content, len(seats), self.options.variants)
        if problem:
            print(f"main.py: {problem}", file=sys.stderr)
            return 2
        seed = self.options.seed if self.options.seed is not None else time.time_ns() % 2**31
        config = GameConfig(entry.id, seats, tuple(self.options.variants), seed)
        if self.options.try_item:
            from game.core.tryout import try_problem, with_tried_item

            config = with_tried_item(config, self.options.try_item)
            problem = try_problem(entry.definition, entry.content, config)
            if problem:
                print(f"main.py: --try: {problem}", file=sys.stderr)
                return 2
        start_game(self, entry, config)
        return 0


_IMPORTED_AT = time.perf_counter()


def process_age() -> float:
    """Seconds since this process started (Linux: from /proc; elsewhere: since this module was
    imported, which misses only the interpreter's own start)."""
    try:
        with open("/proc/self/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        started_ticks = int(fields[19])  # field 22 of stat(5), counted after the command name
        with open("/proc/uptime", encoding="ascii") as uptime:
            uptime_s = float(uptime.read().split()[0])
        return max(0.0, uptime_s - started_ticks / os.sysconf("SC_CLK_TCK"))
    except (OSError, ValueError, IndexError, AttributeError):
        return time.perf_counter() - _IMPORTED_AT


def frame_stats(times: list[float]) -> dict:
    ms = sorted(t * 1000.0 for t in times) or [0.0]

    def pct(p: float) -> float:
        return ms[min(len(ms) - 1, max(0, int(round(p / 100.0 * len(ms) + 0.5)) - 1))]

    return {"frames": len(times), "p50_ms": round(pct(50), 3), "p95_ms": round(pct(95), 3),
            "max_ms": round(ms[-1], 3)}


def run_app(args) -> int:
    options = AppOptions.from_args(args)
    app = App(options)
    code = app.open_first_scene()
    if code:
        return code
    try:
        return app.run()
    finally:
        pygame.quit()
