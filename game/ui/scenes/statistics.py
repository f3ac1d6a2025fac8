"""Statistics (from the title): your record, one game at a time. The people who played it with
their games played and won, rating, best and average score and longest winning streak; for the
chosen person, wins by opponent level and by player count and the average score by source; the
last 20 games, each with Watch replay (the game over's replay, on the save loaded in the
background; a deleted save says so); Reset record, which asks first.

The record is read on a worker thread (game.core.record, after the keeper has written what it
was given); a damaged file is set aside and the message shown."""

from __future__ import annotations

import pygame

from game import userdata

from .. import fonts, look
from ..menu import UIScene
from ..tasks import Task

LEFT = pygame.Rect(50, 200, 730, 560)
RIGHT = pygame.Rect(800, 200, 750, 560)
TAB_Y, TAB_H = 120, 50
PLAYER_ROWS = 6
PLAYER_ROW_H = 34
GAMES_PER_PAGE = 10
GAME_ROW_H, GAME_ROW_STEP = 44, 48
WATCH_W = 110
REPLAY_TIPS = {"saved": "Watch this game again, move by move, on its table (Esc returns here)",
               "deleted": "Its save was deleted: its figures are kept, but it cannot be watched again",
               "none": "It was played with saving off, so there is nothing to watch",
               "unfinished": "Not finished: Continue or Load plays it on"}


def percent(won: int, played: int) -> str:
    return f"{round(100 * won / played)}%" if played else "-"


def points(value) -> str:
    if value is None:
        return "-"
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def pairs_text(table: dict, suffix: str = "") -> str:
    return ", ".join(f"{key}{suffix} {row['won']}/{row['played']}" for key, row in table.items()) or "-"


def game_line(row: dict) -> tuple[str, str]:
    """A listed game in two lines: when and how it ended; who sat and what they scored."""
    if row["status"] == "finished":
        result = f"{' and '.join(row['winners'])} won"
    else:
        result = "Abandoned"
    first = f"{row['ended_at']}  \u2022  {result}  \u2022  {row['moves']} moves"
    seats = []
    for seat in row["seats"]:
        who = seat["name"] if seat["kind"] == "human" else f"{seat['name']} ({seat['level']})"
        seats.append(f"{who} {points(seat['score'])}" if "score" in seat else who)
    return first, ", ".join(seats)


class StatisticsScene(UIScene):
    name = "statistics"
    default_button = "back"

    def __init__(self, app):
        super().__init__(app)
        self.figures: dict | None = None
        self.game_id: str | None = None
        self.player: str | None = None
        self.page = 0
        self.task: Task | None = None
        self.watching: Task | None = None
        self.rows: list = []  # (rect, first line, second line) of the games on show

    # --- reading --------------------------------------------------------------------------------
    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()  # a replay may have been watched, a save deleted meanwhile

    def refresh(self, reset: bool = False) -> None:
        from game.record_report import read_figures

        keeper = self.app.record_keeper

        def read():
            if reset:
                keeper.reset()
            keeper.flush()  # what was just recorded (a game quit a moment ago) is in the file
            figures, message = read_figures()
            return figures, keeper.message if reset and keeper.message else message

        self.task = Task(read, "orrery-read-record")
        self.build()

    def ask_reset(self) -> None:
        from .confirm import ConfirmScene

        self.app.push(ConfirmScene(self.app, "Reset your record?",
                                   "Every recorded game, score and rating of every game is forgotten. Saves are "
                                   "kept. A reset record cannot be brought back.",
                                   "Reset record", lambda: self.refresh(reset=True), cancel_label="Keep it"))

    # --- the figures on show ------------------------------------------------------------------
    def game(self) -> dict | None:
        if not self.figures or self.game_id not in self.figures["games"]:
            return None
        return self.figures["games"][self.game_id]

    def ranked_players(self) -> list[tuple[str, dict]]:
        game = self.game()
        if game is None:
            return []
        return sorted(game["players"].items(), key=lambda kv: (-kv[1]["played"], kv[0]))[:PLAYER_ROWS]

    def choose_game(self, game_id: str) -> None:
        self.game_id, self.player, self.page = game_id, None, 0
        self.build()

    def choose_player(self, name: str) -> None:
        self.player = name
        self.build()

    def turn(self, step: int) -> None:
        self.page += step
        self.focus = None
        self.build()

    def build(self) -> None:
        self.clear_controls()
        self.rows = []
        figures = self.figures
        if figures is not None:
            games = list(figures["games"].items())
            if self.game_id not in figures["games"] and games:
                played = [gid for gid, g in games if g["finished"] or g["abandoned"]]
                self.game_id = played[0] if played else games[0][0]
            width = min(300, (1480 - 16 * (len(games) - 1)) // max(1, len(games)))
            left = 800 - (len(games) * width + 16 * (len(games) - 1)) // 2
            for i, (game_id, game) in enumerate(games):
                self.button(f"game:{game_id}", (left + i * (width + 16), TAB_Y, width, TAB_H), game["title"],
                            lambda g=game_id: self.choose_game(g), style="primary" if game_id == self.game_id else None)
            players = self.ranked_players()
            if players and self.player not in dict(players):
                self.player = players[0][0]
            for i, (name, _) in enumerate(players):
                rect = (LEFT.left + 16, LEFT.top + 52 + i * PLAYER_ROW_H, LEFT.width - 32, PLAYER_ROW_H - 4)
                self.button(f"player:{name}", rect, "", lambda n=name: self.choose_player(n), style="list_item",
                            tooltip="Show this player's figures below")
            self.build_games()
        self.button("reset", (LEFT.left, LEFT.bottom + 40, 260, 58), "Reset record", self.ask_reset, style="danger",
                    tooltip="Forget every recorded game (asks first)", enabled=self.task is None)
        self.button("back", (RIGHT.right - 260, RIGHT.bottom + 40, 260, 58), "Back", self.back, style="primary")

    def build_games(self) -> None:
        game = self.game()
        rows = game["last_games"] if game else []
        pages = max(1, -(-len(rows) // GAMES_PER_PAGE))
        self.page = max(0, min(self.page, pages - 1))
        width = RIGHT.width - 32 - WATCH_W - 10
        for i, row in enumerate(rows[self.page * GAMES_PER_PAGE:(self.page + 1) * GAMES_PER_PAGE]):
            rect = pygame.Rect(RIGHT.left + 16, RIGHT.top + 52 + i * GAME_ROW_STEP, width, GAME_ROW_H)
            first, second = game_line(row)
            self.rows.append((rect, fonts.shortened(first, 14, rect.width - 12, "bold"),
                              fonts.shortened(second, 14, rect.width - 12, "regular")))
            replay = row.get("replay", "none")
            self.button(f"watch:{row['save_id']}", (rect.right + 10, rect.top, WATCH_W, GAME_ROW_H),
                        "Watch" if replay == "saved" else {"deleted": "Deleted", "unfinished": "Unfinished"}.get(
                            replay, "Not saved"),
                        lambda r=row: self.watch(r), style="small_button", tooltip=REPLAY_TIPS[replay],
                        enabled=replay == "saved" and self.watching is None)
        if pages > 1:
            self.button("newer", (RIGHT.left, RIGHT.bottom + 40, 160, 58), "\u2190 Newer", lambda: self.turn(-1),
                        enabled=self.page > 0)
            self.button("older", (RIGHT.left + 176, RIGHT.bottom + 40, 160, 58), "Older \u2192", lambda: self.turn(1),
                        enabled=self.page < pages - 1)

    # --- watching a replay ----------------------------------------------------------------------
    def watch(self, row: dict) -> None:
        from game.core.saves import load_session

        from ..play import content_loader

        path = userdata.saves_dir() / row["save_file"]
        loader = content_loader(self.app)
        self.watching = Task(lambda: load_session(path, loader), "orrery-load-replay")
        self.build()

    def open_replay(self, task: Task) -> None:
        from ..play import table_class
        from .loading import load_problem
        from .replay import ReplayScene

        if task.error is not None:
            self.app.sounds.play("error")
            self.app.show_message("This game cannot be watched", load_problem(task.error))
            return
        session = task.result
        cls = table_class(session.definition)
        if cls is None or not session.state.is_terminal():
            self.app.show_message("This game cannot be watched", "Its save does not hold a finished game.")
            return
        self.app.push(ReplayScene(self.app, table_class=cls, session=session))

    # --- every frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.task is not None and self.task.done:
            task, self.task = self.task, None
            if task.error is not None:
                self.figures = None
                self.app.show_message("Your record cannot be read", str(task.error))
            else:
                self.figures, message = task.result
                if message:
                    self.app.show_message("Your record", message)
            self.build()
        if self.watching is not None and self.watching.done:
            task, self.watching = self.watching, None
            self.build()
            self.open_replay(task)
        super().update(dt)

    def settled(self) -> bool:
        return self.task is None and self.watching is None

    # --- drawing --------------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        look.heading(surface, "Your record", (800, 34))
        look.panel(surface, LEFT)
        look.panel(surface, RIGHT)
        game = self.game()
        if game is None:
            text = "Reading your record\u2026" if self.task is not None else "No record to show."
            look.blit_text(surface, text, 19, LEFT.center, look.MUTED, anchor="center")
            return
        self.draw_details(surface, game)
        look.blit_text(surface, f"Last games  \u2022  {game['finished']} finished, {game['abandoned']} abandoned", 18,
                       (RIGHT.left + 20, RIGHT.top + 16), look.GOLD, "bold")
        if not game["last_games"]:
            look.blit_text(surface, "No game of this kind recorded yet.", 17, RIGHT.center, look.MUTED, anchor="center")

    COLUMNS = ((0, "Player"), (190, "Played"), (265, "Won"), (380, "Rating"), (500, "Best"), (560, "Avg"),
               (620, "Streak"))

    def draw_players(self, surface: pygame.Surface, game: dict) -> None:
        """The players' rows, over their buttons."""
        x0 = LEFT.left + 32
        for dx, title in self.COLUMNS:
            look.blit_text(surface, title, 15, (x0 + dx, LEFT.top + 20), look.MUTED, "bold")
        players = self.ranked_players()
        if not players:
            look.blit_text(surface, "Nobody has played this game here yet.", 17, (LEFT.centerx, LEFT.top + 120),
                           look.MUTED, anchor="midtop")
        for i, (name, p) in enumerate(players):
            y = LEFT.top + 52 + i * PLAYER_ROW_H + 6
            rating = p["rating"]
            cells = (fonts.shortened(name, 16, 180, "bold"), str(p["played"]),
                     f"{p['won']} ({percent(p['won'], p['played'])})",
                     "-" if rating is None else f"{rating['mu']:.1f} \u00b1 {rating['sigma']:.1f}",
                     points(p["best_score"]), points(p["average_score"]), str(p["longest_winning_streak"]))
            colour = look.GOLD if name == self.player else look.INK
            for (dx, _), text in zip(self.COLUMNS, cells):
                look.blit_text(surface, text, 16, (x0 + dx, y), colour, "bold" if dx == 0 else "regular")

    def draw_details(self, surface: pygame.Surface, game: dict) -> None:
        """The chosen player's figures under the rows, and the levels' ratings."""
        players = self.ranked_players()
        chosen = dict(players).get(self.player)
        top = LEFT.top + 52 + PLAYER_ROWS * PLAYER_ROW_H + 14
        pygame.draw.line(surface, look.PANEL_EDGE, (LEFT.left + 20, top - 8), (LEFT.right - 20, top - 8), 1)
        width = LEFT.width - 64
        lines = []
        if chosen is not None:
            lines.append((f"{self.player}: won / played", look.GOLD, "bold"))
            lines.append((f"Against: {pairs_text(chosen['by_opponent_level'])}", look.INK, "regular"))
            lines.append((f"At the table: {pairs_text(chosen['by_player_count'], ' players')}", look.INK, "regular"))
            sources = ", ".join(f"{label} {points(v)}" for label, v in chosen["score_by_source"].items()) or "-"
            lines.append((f"Average score by source: {sources}", look.INK, "regular"))
            if chosen["abandoned"]:
                lines.append((f"Abandoned: {chosen['abandoned']} (not counted or rated)", look.MUTED, "regular"))
        levels = ", ".join(f"{level} {r['mu']:.0f}" for level, r in game["levels"].items())
        if levels:
            lines.append((f"Computer levels, rated from their measured strength: {levels}", look.MUTED, "regular"))
        y = top
        for text, colour, face in lines:
            for part in fonts.wrap(text, 15, width)[:2]:
                if y > LEFT.bottom - 24:
                    break
                look.blit_text(surface, part, 15, (LEFT.left + 32, y), colour, face)
                y += 21

    def draw_over(self, surface: pygame.Surface) -> None:
        game = self.game()
        if game is not None:
            self.draw_players(surface, game)
        for rect, first, second in self.rows:
            look.blit_text(surface, first, 14, (rect.left + 12, rect.top + 4), look.INK, "bold")
            look.blit_text(surface, second, 14, (rect.left + 12, rect.top + 23), look.MUTED)
