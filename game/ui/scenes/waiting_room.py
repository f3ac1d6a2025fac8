"""A network table gathering its players, until its game starts (then its table opens).

Two ways in:
- Host a game (`WaitingRoomScene.hosting`): the host's server starts in a process of its own
  (game/net/hosting.py), the table is created on it, and the screen shows the address and the
  join code to tell friends;
- Join a game: a seat just taken at someone's table (`WaitingRoomScene(app, link)`).

Both list the table's seats as the server tells them: who is here, who is a computer player, and
which seats still wait for a friend. Nothing here waits on the network: the server and the link
are polled each update. Back (Esc) stops hosting, or gives the seat up."""

from __future__ import annotations

import secrets
from dataclasses import dataclass

import pygame

from game.core.config import PLAYER_COLOURS, PLAYER_SHAPES
from game.net.join_code import lan_address, make_code
from game.net.seat_link import AWAY, LOST, SeatLink

from .. import fonts, look
from ..identity import draw_marker
from .network_scene import NetworkScene

PANEL = pygame.Rect(200, 96, 880, 520)  # on the 1280x720 stage (metrics.py)
ROW_H = 36


@dataclass(frozen=True)
class HostPlan:
    """What the host chose: the game, its seats (the host's first, then friends', then
    computers'), the variants, the host's name, and where the server listens."""

    game_id: str
    title: str
    seats: int
    computers: tuple[str, ...]
    variants: tuple[str, ...]
    name: str
    content: object
    bind: str = "0.0.0.0"
    announce: bool = True


def hosted_games(app):
    """game id -> (definition, content) for the games this window can show, from the catalogue."""
    def games(game_id):
        entry = app.catalogue.entry(game_id)
        if entry is None or entry.status != "ready" or entry.definition is None:
            raise LookupError(f"this Orrery cannot play {game_id!r}: the game is not here, or its content has errors")
        return entry.definition, entry.content
    return games


class WaitingRoomScene(NetworkScene):
    name = "waiting_room"
    default_button = "back"

    def __init__(self, app, title: str, link: SeatLink | None = None, plan: HostPlan | None = None):
        super().__init__(app)
        self.title = title
        self.link = link
        self.plan = plan
        self.server = None
        self.address = ""  # what friends connect to (host only)
        self.code = ""  # the join code (host only)
        self.problem: str | None = None

    @classmethod
    def hosting(cls, app, plan: HostPlan) -> "WaitingRoomScene":
        from game.net.hosting import HostedServer

        scene = cls(app, f"Hosting {plan.title}", plan=plan)
        scene.server = HostedServer({plan.game_id: plan.content}, bind=plan.bind, name=f"{plan.name}'s table",
                                    announce=plan.announce).start()
        return scene

    # --- layout ---------------------------------------------------------------------------------
    @property
    def stage(self):
        return self.metrics.stage()

    def build(self) -> None:
        self.clear_controls()
        st = self.stage
        label = "Stop hosting" if self.plan is not None else "Leave the table"
        tip = ("Closes the table and its server: friends at it are told the connection ended" if self.plan
               else "Gives your seat back: another player may take it")
        self.button("back", st.rect(PANEL.left, PANEL.bottom + 24, 240, 52), label, self.back, tooltip=tip,
                    style="danger")

    # --- each update ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.server is not None and self.link is None:
            self.server.poll()
            if self.server.problem:
                self.problem = f"The server could not start: {self.server.problem}"
            elif self.server.url:
                self.set_the_table()
        if self.link is not None and not self.handed_over:
            self.link.poll()
            session = self.link.session
            while session is not None and (message := self.link.next_message()) is not None:
                session.receive(message)  # nothing is drawn of the game yet: no move to animate
                session.poll()
            if self.link.status == LOST:
                self.problem = self.link.problem
            elif session is not None and session.started:
                self.start_the_game()
                return
        super().update(dt)

    def set_the_table(self) -> None:
        """The server serves: the table is created on it, named by the join code."""
        plan, server = self.plan, self.server
        here = "127.0.0.1" if plan.bind in ("0.0.0.0", "") else plan.bind
        address = lan_address() if plan.bind in ("0.0.0.0", "") else plan.bind
        self.address = f"{address}:{server.port}"
        self.code = make_code(address, server.port, secrets.randbelow(256))
        self.link = SeatLink(f"ws://{here}:{server.port}", hosted_games(self.app), server=server)
        self.link.create(self.code, plan.game_id, plan.seats, plan.computers, plan.variants, plan.name)

    def start_the_game(self) -> None:
        from ..network_table import open_network_table

        self.handed_over = True
        self.app.sounds.play("turn")
        open_network_table(self.app, self.link)

    def let_go(self) -> None:
        """Leaving (or the app closing) before the game starts: the seat goes, and a host's server."""
        if self.link is not None:
            self.link.leave()
        elif self.server is not None:
            self.server.stop()

    # --- drawing --------------------------------------------------------------------------------
    def what_is_happening(self) -> tuple[str, tuple]:
        if self.problem:
            return self.problem, look.DANGER
        if self.link is None:
            return "Starting the server\u2026", look.MUTED
        if self.link.status == AWAY:
            return f"The connection was lost ({self.link.problem}); trying again\u2026", look.DANGER
        session = self.link.session
        if session is None:
            return "Setting the table\u2026", look.MUTED
        open_seats = sum(1 for seat in session.seats if not seat.get("taken"))
        word = "player" if open_seats == 1 else "players"
        return f"Waiting for {open_seats} more {word}; the game starts when every seat is taken.", look.GOLD

    def draw_scene(self, surface: pygame.Surface) -> None:
        st = self.stage
        text, px = st.text, st.px
        panel = st.rect(*PANEL)
        look.heading(surface, fonts.shortened(self.title, text(36), px(1200), "display"), st.point(640, 24), text(36),
                     scale=st.scale)
        look.panel(surface, panel, radius=px(14))
        y = PANEL.top + 24
        if self.plan is not None:
            y = self.draw_invitation(surface, y)
        session = self.link.session if self.link is not None else None
        if session is not None:
            look.blit_text(surface, f"Seats at table {session.table}", text(20), st.point(PANEL.left + 30, y),
                           look.INK, "bold")
            y += 36
            for index, seat in enumerate(session.seats):
                self.draw_seat(surface, index, seat, y)
                y += ROW_H
        words, colour = self.what_is_happening()
        width = px(PANEL.width - 60)
        lines = fonts.wrap(words, text(16), width)
        if len(lines) > 2:
            lines = [lines[0], fonts.shortened(" ".join(lines[1:]), text(16), width, "regular")]
        for i, line in enumerate(lines):
            look.blit_text(surface, line, text(16), st.point(PANEL.left + 30, PANEL.bottom - 58 + 24 * i), colour)

    def draw_invitation(self, surface, y: int) -> int:
        """The address and the join code, for the host to tell friends. Returns the next y."""
        st = self.stage
        text = st.text
        if not self.code:
            return y + 150
        look.blit_text(surface, "Tell your friends", text(20), st.point(PANEL.left + 30, y), look.INK, "bold")
        look.blit_text(surface, "Join code", text(15), st.point(PANEL.left + 30, y + 38), look.MUTED)
        look.blit_text(surface, self.code, text(34), st.point(PANEL.left + 190, y + 28), look.GOLD, "mono")
        look.blit_text(surface, "Address", text(15), st.point(PANEL.left + 30, y + 84), look.MUTED)
        look.blit_text(surface, self.address, text(20), st.point(PANEL.left + 190, y + 80), look.INK, "mono")
        note = ("They choose Join a game: this table is listed there on this network, or they type the code. "
                "From elsewhere, this port must be open to the internet.")
        lines = fonts.wrap(note, text(14), st.px(PANEL.width - 60))[:2]
        for i, line in enumerate(lines):
            look.blit_text(surface, line, text(14), st.point(PANEL.left + 30, y + 116 + i * 20), look.MUTED)
        return y + 170

    def draw_seat(self, surface, index: int, seat: dict, y: int) -> None:
        st = self.stage
        text = st.text
        link = self.link
        draw_marker(surface, st.point(PANEL.left + 44, y + 12), st.px(10), PLAYER_COLOURS[index % len(PLAYER_COLOURS)],
                    PLAYER_SHAPES[index % len(PLAYER_SHAPES)], self.app.settings.colour_blind)
        if seat.get("kind") == "computer":
            name, state = seat.get("name", ""), f"computer \u00b7 {seat.get('level', '')}"
        elif not seat.get("taken"):
            name, state = "Waiting for a friend\u2026", ""
        else:
            name = seat.get("name", "")
            state = "you" if index == link.seat else ("here" if seat.get("here") else "joined, not connected")
        look.blit_text(surface, fonts.shortened(name, text(18), st.px(380), "bold"), text(18),
                       st.point(PANEL.left + 66, y), look.INK if seat.get("taken") else look.MUTED, "bold")
        if state:
            look.blit_text(surface, state, text(15), st.point(PANEL.left + 470, y + 3), look.MUTED)
