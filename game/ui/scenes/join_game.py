"""Join a game: find a server (the ones on this network, heard with zeroconf on a thread, or an
address or a join code typed in), see its tables, and take a seat. The seat's waiting room
(waiting_room.py) follows until the game starts.

Nothing here waits on the network: the search for servers runs on a thread (game/net/discovery.py
blocks while it listens) and again every few seconds while the screen is open, and the server's
tables come through a SeatLink polled each update."""

from __future__ import annotations

import pygame
import pygame_gui

from game.net import discovery
from game.net.client import url_problem
from game.net.join_code import CodeProblem, looks_like_code, read_code
from game.net.seat_link import CONNECTING, LOBBY, LOST, SEATED, SeatLink

from .. import fonts, look
from ..tasks import Task
from .network_scene import NetworkScene
from .waiting_room import WaitingRoomScene, hosted_games

FOUND = pygame.Rect(40, 100, 400, 520)  # on the 1280x720 stage (metrics.py)
SERVER = pygame.Rect(460, 100, 780, 520)
LISTEN_S = 2.0  # seconds each search listens
SEARCH_EVERY = 6.0  # seconds between searches while the screen is open
LIST_EVERY = 3.0  # seconds between asking a server for its tables again
MOST_SERVERS = 6
MOST_TABLES = 3
SEAT_W, SEAT_GAP = 116, 8


def server_url(typed: str) -> tuple[str | None, str | None, str | None]:
    """(url, table, problem) for what was typed: a join code (its table too), or an address
    with or without ws:// and a port (8765 when none is given)."""
    text = typed.strip()
    if not text:
        return None, None, "Type the address the host gives you, or their join code."
    if looks_like_code(text):
        try:
            code = read_code(text)
        except CodeProblem as problem:
            return None, None, f"{problem}."
        return code.url, code.table, None
    url = text if "://" in text else f"ws://{text}"
    host_part = url.split("://", 1)[1].split("/", 1)[0]
    if ":" not in host_part.rsplit("]", 1)[-1]:
        url = url.replace(host_part, f"{host_part}:8765", 1)
    problem = url_problem(url)
    return (None, None, problem) if problem else (url.rstrip("/"), None, None)


class JoinGameScene(NetworkScene):
    name = "join_game"
    default_button = "connect"

    def __init__(self, app, browse=None):
        super().__init__(app)
        self.browse = browse or discovery.browse  # (seconds) -> [FoundServer]; blocks, so on a thread
        self.found: list = []  # FoundServer, from the latest search
        self.searched = False
        self.search: Task | None = None
        self.next_search = 0.0
        self.address = ""
        self.player = self.default_name()
        self.link: SeatLink | None = None
        self.wanted_table: str | None = None  # the join code's table
        self.problem: str | None = None
        self.next_list = 0.0
        self.seen = None  # what the buttons were built for

    def default_name(self) -> str:
        """The name New game last gave a person at this screen."""
        for setup in self.app.last_setups.games.values():
            for seat in setup.seats:
                if seat.kind == "human" and seat.name.strip():
                    return seat.name.strip()
        return "Player"

    @property
    def stage(self):
        return self.metrics.stage()

    # --- layout ---------------------------------------------------------------------------------
    def build(self) -> None:
        self.clear_controls()
        self.seen = self.key()
        st = self.stage
        for i, server in enumerate(self.found[:MOST_SERVERS]):
            self.button(f"server:{i}", st.rect(FOUND.left + 20, FOUND.top + 90 + i * 56, FOUND.width - 40, 46),
                        fonts.shortened(server.name, st.text(16), st.px(FOUND.width - 70)),
                        lambda s=server: self.connect(s.url), tooltip=server.url,
                        style="choice_on" if self.link is not None and self.link.url == server.url else None)
        address = pygame_gui.elements.UITextEntryLine(st.rect(SERVER.left + 20, SERVER.top + 46, 500, 44), self.ui,
                                                      initial_text=self.address,
                                                      placeholder_text="192.168.1.20:8765 or a join code")
        address.set_text_length_limit(120)
        self.track("address", address, focusable=True)
        self.address_entry = address
        self.button("connect", st.rect(SERVER.left + 530, SERVER.top + 46, 230, 44), "Connect", self.connect_typed,
                    style="primary")
        name = pygame_gui.elements.UITextEntryLine(st.rect(SERVER.left + 150, SERVER.top + 104, 300, 40), self.ui,
                                                   initial_text=self.player)
        name.set_text_length_limit(18)
        self.track("name", name, focusable=True)
        self.name_entry = name
        y = SERVER.top + 214
        for table in self.shown_tables():
            open_seats = [i for i, seat in enumerate(table.get("seats", [])) if not seat.get("taken")]
            if table.get("status") == "open":
                for k, seat in enumerate(open_seats[:5]):
                    self.button(f"seat:{table['table']}:{seat}",
                                st.rect(SERVER.left + 20 + k * (SEAT_W + SEAT_GAP), y + 50, SEAT_W, 38),
                                f"Seat {seat + 1}", lambda t=table["table"], s=seat: self.take(t, s),
                                style="small_button", tooltip=f"Sit at table {table['table']}, seat {seat + 1}")
            y += 100
        self.button("back", st.rect(FOUND.left, FOUND.bottom + 24, 200, 52), "Back", self.back)

    def key(self) -> tuple:
        tables = tuple((t.get("table"), t.get("status"), tuple(bool(s.get("taken")) for s in t.get("seats", [])))
                       for t in self.shown_tables())
        return (tuple(self.found[:MOST_SERVERS]), tables, self.link.url if self.link is not None else None)

    def shown_tables(self) -> list[dict]:
        """The tables of the server connected to (a join code's own table only), open ones first."""
        if self.link is None or self.link.status != LOBBY:
            return []
        tables = [t for t in self.link.tables if self.wanted_table is None or t.get("table") == self.wanted_table]
        order = {"open": 0, "playing": 1, "finished": 2}
        return sorted(tables, key=lambda t: (order.get(t.get("status"), 3), t.get("table", "")))[:MOST_TABLES]

    # --- actions --------------------------------------------------------------------------------
    def connect_typed(self) -> None:
        self.address = self.address_entry.get_text()
        url, table, problem = server_url(self.address)
        if problem:
            self.problem = problem
            self.app.sounds.play("error")
            return
        self.connect(url, table)

    def connect(self, url: str, table: str | None = None) -> None:
        """Ask a server for its tables (its join code's table only, when a code was typed)."""
        if self.link is not None:
            self.link.close()
        self.problem = None
        self.wanted_table = table
        self.link = SeatLink(url, hosted_games(self.app)).open(table)
        self.next_list = 0.0
        self.rebuild()

    def take(self, table: str, seat: int) -> None:
        name = self.name_entry.get_text().strip() or "Player"
        self.player = name
        self.problem = None
        self.link.join(table, name, seat)

    # --- each update ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        now = self.app.clock_s
        if self.search is None and now >= self.next_search:
            self.search = Task(lambda: self.browse(LISTEN_S), "orrery-find-servers")
        if self.search is not None and self.search.done:
            found = self.search.result if self.search.error is None else []
            self.search, self.searched, self.next_search = None, True, now + SEARCH_EVERY
            self.found = [s for s in found if s.protocol == 1] if found else []
        link = self.link
        if link is not None:
            link.poll()
            if link.status == LOBBY and now >= self.next_list:
                link.list_tables()
                self.next_list = now + LIST_EVERY
            if link.problem and link.status in (LOBBY, LOST):
                self.problem = link.problem
            if link.status == SEATED:
                self.handed_over = True
                self.app.replace(WaitingRoomScene(self.app, f"Table {link.table}", link=link))
                return
        if self.key() != self.seen:
            self.rebuild()
        super().update(dt)

    def rebuild(self) -> None:
        self.address = self.address_entry.get_text() if getattr(self, "address_entry", None) else self.address
        self.player = self.name_entry.get_text() if getattr(self, "name_entry", None) else self.player
        focus_id = self.controls[self.focus].id if self.focus is not None and self.focus < len(self.controls) else None
        self.build()
        if focus_id is not None:
            self.focus = next((i for i, c in enumerate(self.controls) if c.id == focus_id), None)

    # --- drawing --------------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        st = self.stage
        text, px = st.text, st.px
        look.heading(surface, "Join a game", st.point(640, 24), text(36), scale=st.scale)
        look.panel(surface, st.rect(*FOUND), radius=px(14))
        look.panel(surface, st.rect(*SERVER), radius=px(14))
        look.blit_text(surface, "On this network", text(20), st.point(FOUND.left + 20, FOUND.top + 16), look.INK, "bold")
        if not self.found:
            said = "Looking for games\u2026" if not self.searched else "No game found here yet; still looking."
            for i, line in enumerate(fonts.wrap(said, text(15), px(FOUND.width - 40))[:2]):
                look.blit_text(surface, line, text(15), st.point(FOUND.left + 20, FOUND.top + 52 + i * 20), look.MUTED)
        else:
            look.blit_text(surface, "Choose a server to see its tables.", text(15),
                           st.point(FOUND.left + 20, FOUND.top + 52), look.MUTED)
        look.blit_text(surface, "Address or join code", text(20), st.point(SERVER.left + 20, SERVER.top + 16), look.INK,
                       "bold")
        look.blit_text(surface, "Your name", text(16), st.point(SERVER.left + 20, SERVER.top + 113), look.MUTED)
        self.draw_tables(surface)

    def draw_tables(self, surface) -> None:
        st = self.stage
        text, px = st.text, st.px
        width = px(SERVER.width - 40)
        y = SERVER.top + 164
        link = self.link
        if self.problem:
            note = self.problem
        elif link is None:
            note = "Connect to a server to see its tables."
        elif link.status == CONNECTING:
            note = f"Connecting to {link.url}\u2026"
        elif link.status == LOBBY and not self.shown_tables():
            note = (f"There is no table {self.wanted_table} there now." if self.wanted_table and link.tables_version
                    else "No tables there yet." if link.tables_version else "Asking for its tables\u2026")
        else:
            note = f"Tables at {link.url}"
        look.blit_text(surface, fonts.shortened(note, text(16), width, "regular"), text(16),
                       st.point(SERVER.left + 20, y), look.DANGER if self.problem else look.MUTED)
        y += 50
        for table in self.shown_tables():
            seats = table.get("seats", [])
            taken = sum(1 for s in seats if s.get("taken"))
            status = {"open": "gathering players", "playing": "being played", "finished": "over"}.get(
                table.get("status"), table.get("status", ""))
            line = f"{table.get('title', table.get('game'))}  \u2022  {table['table']}  \u2022  " \
                   f"{taken} of {len(seats)} seats taken  \u2022  {status}"
            look.blit_text(surface, fonts.shortened(line, text(16), width, "bold"), text(16),
                           st.point(SERVER.left + 20, y), look.INK, "bold")
            names = ", ".join(s.get("name") for s in seats if s.get("taken") and s.get("name"))
            if names:
                look.blit_text(surface, fonts.shortened(f"At it: {names}", text(14), width, "regular"), text(14),
                               st.point(SERVER.left + 20, y + 24), look.MUTED)
            y += 100
