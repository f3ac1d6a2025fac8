"""A game's own table scene playing a seat at a network table (Host a game, Join a game).

`open_network_table(app, link)` builds the game's table scene on the link's RemoteSession and
gives it a `NetworkTable` (the scene's `network`), which each update:

- polls the link (seat_link.py: a connection on its own thread, so the frame loop never waits);
- hands the server's messages to the session in order, a move only once the table has shown the
  one before (`busy()`). Another seat's move goes through the scene as a computer player's does:
  previewed when the scene can tell the move from its public events (`action_shown_by`: an
  Ascending Empires flick is flown), then applied with `act`, where the session takes the
  server's word for it (RemoteSession.hold) and the scene animates its events. This seat's own
  move was acted here already: its events are animated when the server's answer comes. A whole
  table sent again (a rejoin) replaces the state (`state_replaced`);
- notes when each seat began to decide, for the "waiting for NAME" timer.

It draws one strip at the foot of the table saying what the table waits for: your move on its
way to the server, a person at another screen deciding (with a timer), a player who left (the
host gets a button to give the seat to a computer player), or the connection being mended.
Closing the table closes the link (and the host's server with it)."""

from __future__ import annotations

import pygame

from . import fonts, look
from .notices import draw_banner

STRIP_SIZE = 15  # units
GIVE_W, GIVE_H = 380, 40  # the host's button, in units


def clock_words(seconds: float) -> str:
    seconds = max(0, int(seconds))
    return f"{seconds // 60}:{seconds % 60:02d}"


def open_network_table(app, link) -> bool:
    """Show the link's table with the game's own scene (the session must exist and be started)."""
    from .play import table_class

    session = link.session
    cls = table_class(session.definition)
    if cls is None:
        link.leave()
        app.show_message(session.definition.title, f"{session.definition.title} has no table to play on yet.")
        return False
    scene = cls(app, session)
    scene.network = NetworkTable(scene, link)
    app.stack.clear_to(scene)
    return True


class NetworkTable:
    def __init__(self, scene, link):
        self.scene = scene
        self.link = link
        self.deciding_since: dict[int, float] = {}  # seat -> when (app clock) its current decision began
        self.offered: tuple | None = None  # (seat, name) the host's button offers now
        session = link.session
        hosting = link.server is not None
        session.quit_warning = ("You host this game: if you leave, it ends for everyone at the table."
                                if hosting else "The game goes on without you; the host may give your seat to a "
                                "computer player. You cannot come back to it once you leave.")
        self._note_deciders()

    @property
    def session(self):
        return self.link.session

    @property
    def hosting(self) -> bool:
        return self.link.seat is not None and self.link.seat == self.link.host

    # --- each update ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        from game.net.seat_link import AWAY, SEATED

        self.link.poll()
        self.session.connected = self.link.status == SEATED  # away or lost: the table shows, never asks
        self.feed()
        if self.session.finished and self.link.status == AWAY and not self.link.inbox:
            self.link.close()  # the game is over: nothing to come back for (the host's server has gone)
        self.offer_give_seat()

    def feed(self) -> None:
        """The server's messages to the session, in order. Another seat's move is shown as a
        computer player's is and applied through the scene (`act`, so it animates it as its own
        moves); a move waits while the one before still shows."""
        scene, session, inbox = self.scene, self.session, self.link.inbox
        while True:
            if session.held is not None:  # a move being shown: applied when its showing ends
                if scene.busy():
                    return
                scene.act(int(session.held["player"]), None)  # its showing was dropped: apply it now
                self._note_deciders()
                continue
            if not inbox or (inbox[0].get("type") == "moved" and scene.busy()):
                return
            message = inbox.popleft()
            kind = message.get("type")
            if kind == "moved" and int(message["player"]) != session.seat:
                self.show(message)
                continue
            session.receive(message)
            batches = session.poll()
            if kind == "table":
                scene.state_replaced()  # the whole table again (after a drop): what was shown is stale
            for _, events in batches:  # this seat's own move, sent from here: its events arrive now
                scene.on_events(events)
            if kind in ("table", "moved"):
                self._note_deciders()

    def show(self, message: dict) -> None:
        """Another seat's move: previewed like a computer player's when the scene can tell it from
        its events (a flick), then applied through the scene, which takes the server's word."""
        scene, session = self.scene, self.session
        player = int(message["player"])
        session.hold(message)
        action = scene.action_shown_by(player, session.events_of(message))
        if action is not None:
            scene.show_move(player, action)
        else:
            scene.act(player, None)
        self._note_deciders()

    def _note_deciders(self) -> None:
        now = self.scene.app.clock_s
        deciding = set(self.session.to_act()) if self.session.started and not self.session.finished else set()
        self.deciding_since = {seat: self.deciding_since.get(seat, now) for seat in deciding}

    def waiting_for(self) -> list[tuple[int, str, float]]:
        """(seat, name, seconds) of each person at another screen the table waits on to decide."""
        seats, now = self.session.config.seats, self.scene.app.clock_s
        away = {seat for seat, _, _ in self.session.waiting()}
        return [(seat, seats[seat].name, now - since) for seat, since in sorted(self.deciding_since.items())
                if seat != self.link.seat and seats[seat].kind == "remote" and seat not in away]

    def offer_give_seat(self) -> None:
        """The host's button: give the first player who left to a computer player."""
        from game.net.seat_link import SEATED

        waiting = self.session.waiting() if self.hosting and self.link.status == SEATED else []
        offer = (waiting[0][0], waiting[0][1]) if waiting and not self.session.finished else None
        if offer == self.offered:
            return
        self.offered = offer
        self.scene.remove_button("net:give")
        if offer is not None:
            m = self.scene.metrics  # its size is the surface the table draws on
            rect = pygame.Rect(0, 0, m.px(GIVE_W), m.px(GIVE_H))
            rect.midbottom = (m.size[0] // 2, self.strip_top(m.size[1]) - m.px(6))
            seat, name = offer
            self.scene.add_button("net:give", rect, f"Give {name}'s seat to a computer\u2026",
                                  lambda: self.ask_give_seat(seat, name), style="small_button",
                                  tooltip=f"A computer player plays for {name} until {name} comes back")

    def ask_give_seat(self, seat: int, name: str) -> None:
        from .scenes.give_seat import GiveSeatScene

        self.scene.app.push(GiveSeatScene(self.scene.app, self.session, seat, name))

    # --- what the strip says --------------------------------------------------------------------
    def status(self) -> tuple[str, tuple] | None:
        """(words, edge colour) of the strip, or None when the table waits on nothing of the network's."""
        from game.net.seat_link import AWAY, LOST

        link, session = self.link, self.session
        if link.status == LOST:
            return f"This table cannot go on: {link.problem}. Esc: leave it.", look.DANGER
        if link.status == AWAY:
            return (f"The connection was lost ({link.problem}); coming back\u2026 "
                    f"{clock_words(link.seconds_away())}", look.DANGER)
        if session.finished:
            return None
        if session.awaiting:
            return "Your move is on its way to the server\u2026", look.ACCENT
        away = session.waiting()
        if away:
            names = " and ".join(name for _, name, _ in away)
            longest = max(seconds for _, _, seconds in away)
            return f"{names} left the table: waiting for them to come back \u00b7 {clock_words(longest)}", look.GOLD
        deciding = self.waiting_for()
        if deciding:
            names = " and ".join(name for _, name, _ in deciding)
            return f"Waiting for {names} \u00b7 {clock_words(max(s for _, _, s in deciding))}", look.PANEL_EDGE
        return None

    def strip_top(self, height: int) -> int:
        """Where the strip's top is (one line high), for placing the host's button over it."""
        m = self.scene.metrics
        return height - m.px(8) - m.px(14) - fonts.font(m.font_px(STRIP_SIZE)).get_linesize()

    def draw(self, surface: pygame.Surface) -> None:
        said = self.status()
        if said is None:
            return
        text, edge = said
        m = self.scene.metrics
        scale = m.font_px(STRIP_SIZE) / 16  # draw_banner's text is 16 units
        draw_banner(surface, text, surface.get_height() - m.px(8), scale, edge)

    def close(self) -> None:
        self.link.close()
