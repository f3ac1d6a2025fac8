"""Host a game: which game, then its seats and variants as New game sets them (it is New game,
with other choices for who sits where), then the waiting room (waiting_room.py), which starts the
server in a process of its own and shows the address and the join code.

Seats: the first is the host's, played here; each other seat is a friend's, who joins from their
own screen (Network), or a computer player the server runs, at a level. The server seats people
before computers and gives every seat its colour, so the rows keep that order and there is no
colour or seed to choose (a seed known to a player would tell them every hidden card). One seat
is played at this screen; a second person here can join from a second window."""

from __future__ import annotations

from game.core.bots import levels_of
from game.core.config import PLAYER_COLOURS
from game.core.variants import setup_problem

from ..catalogue import LOADING, MISSING, READY
from .message import MessageScene
from .new_game import NewGameScene, SeatChoice
from .waiting_room import HostPlan, WaitingRoomScene

HERE, NETWORK = "here", "network"


def computer_name(level: str, index: int) -> str:
    """What the server calls a computer seat (game/net/tables.py)."""
    return f"{level.capitalize()} bot {index + 1}"


class HostGameScene(NewGameScene):
    name = "host_game"
    heading = "Host a game"
    picks_colours = False
    picks_seed = False

    def __init__(self, app, entry):
        super().__init__(app, entry)  # New game's last table gives the host's name and variants
        levels = [lv for lv in levels_of(entry.definition) if lv != "random"] if entry.definition else []
        self.kinds = [(NETWORK, "Network")] + [(lv, lv.capitalize()) for lv in levels]
        self.offers_first_player = False  # the server starts the game as the rules do
        you = next((s.name for s in self.seats if s.kind == "human" and s.name.strip()), "Player 1")
        self.seats = [SeatChoice(you, HERE, 0)] + [SeatChoice("", NETWORK, i) for i in range(1, max(2, entry.min_players))]
        self.drop_unusable_variants()

    def kinds_for(self, index: int) -> list[tuple[str, str]]:
        return [(HERE, "Here")] if index == 0 else self.kinds

    def kind_tip(self, kind: str, label: str) -> str:
        if kind == HERE:
            return "You, at this screen"
        if kind == NETWORK:
            return "A friend at another screen, who joins with Join a game"
        return super().kind_tip(kind, label)

    def build(self) -> None:
        self.order_seats()
        super().build()
        remove = self.control("seat0:remove")
        if remove is not None:
            remove.element.disable()  # the host's own seat stays
        for element, index in self.entries.items():
            if index > 0:  # only the host's name is chosen here: friends bring theirs
                element.set_text(self.shown_name(index))
                element.disable()
        start = self.control("start")
        if start is not None:
            start.element.set_text("Host")

    def shown_name(self, index: int) -> str:
        seat = self.seats[index]
        return "(a friend)" if seat.kind == NETWORK else computer_name(seat.kind, index)

    def order_seats(self) -> None:
        """The host first, then friends, then computers: the order the server seats them in."""
        rank = {HERE: 0, NETWORK: 1}
        self.seats.sort(key=lambda seat: rank.get(seat.kind, 2))
        for index, seat in enumerate(self.seats):
            seat.colour = index % len(PLAYER_COLOURS)  # the server's colours go by seat

    def set_kind(self, index: int, kind: str) -> None:
        if index == 0:
            return
        self.seats[index].kind = kind
        self.error = ""  # the last complaint was about the seats as they were
        self.rebuild_keeping_focus()

    def add(self) -> None:
        self.seats.append(SeatChoice("", NETWORK, len(self.seats)))
        self.drop_unusable_variants()
        self.rebuild_keeping_focus()

    def remove(self, index: int) -> None:
        if index > 0:
            super().remove(index)

    def start(self) -> None:
        entry = self.entry
        typed = next((element.get_text() for element, index in self.entries.items() if index == 0), "")
        name = typed.strip() or self.seats[0].name.strip() or "Player 1"
        computers = tuple(seat.kind for seat in self.seats if seat.kind not in (HERE, NETWORK))
        variants = tuple(v.id for v in self.variants if v.id in self.chosen_variants)
        if not any(seat.kind == NETWORK for seat in self.seats):
            self.error = "Make at least one seat Network: that is where a friend joins."
        else:
            self.error = setup_problem(entry.definition, entry.content, len(self.seats), variants,
                                       for_screen=True) or ""
        if self.error:
            self.app.sounds.play("error")
            return
        bind = self.app.options.extra.get("host_bind", "0.0.0.0")  # tests keep to this machine
        from game.net.server import wants_announcing

        plan = HostPlan(entry.id, entry.title, len(self.seats), computers, variants, name, entry.content, bind=bind,
                        announce=wants_announcing(bind, False))
        self.app.push(WaitingRoomScene.hosting(self.app, plan))


class ChooseGameScene(MessageScene):
    """Which game to host: a button for each game, one under another (greyed, saying why, while it
    loads or when its content is broken), and Cancel."""

    name = "choose_game"
    default_button = "cancel"
    ROW = 52  # units between the games' buttons

    def __init__(self, app, then):
        self.chosen = then  # then(entry)
        self.seen = None
        super().__init__(app, "Host a game", "Which game? Friends join it from their own screens with "
                                             "Join a game; computer players can take the other seats.")

    @property
    def entries(self) -> list:
        return [e for e in self.app.catalogue.entries if e.status != MISSING]

    def status_key(self) -> tuple:
        return (self.app.catalogue.generation,) + tuple(e.status for e in self.app.catalogue.entries)

    def lay_out(self) -> None:
        super().lay_out()
        m = self.metrics
        self.box.height += m.px(self.ROW) * len(self.entries)
        self.box.center = (m.size[0] // 2, m.size[1] // 2)

    def build(self) -> None:
        self.clear_controls()
        self.seen = self.status_key()
        self.lay_out()
        px, box = self.metrics.px, self.box
        top = box.top + px(80) + self.line_h * len(self.lines)
        for i, entry in enumerate(self.entries):
            ready = entry.status == READY and entry.definition is not None
            label = entry.title if ready else f"{entry.title} ({'loading' if entry.status == LOADING else 'broken'})"
            self.button(f"host:{entry.id}", (box.left + px(60), top + i * px(self.ROW), box.w - px(120), px(42)),
                        label, lambda e=entry: self.choose(e), style="primary", enabled=ready,
                        tooltip=None if ready or entry.status == LOADING else "Its content has errors: see the title")
        self.button("cancel", (box.centerx - px(88), box.bottom - px(64), px(176), px(42)), "Cancel", self.close)

    def update(self, dt: float) -> None:
        if self.status_key() != self.seen:  # a game finished loading (or was reloaded)
            self.build()
        super().update(dt)

    def choose(self, entry) -> None:
        self.app.stack.pop()
        self.chosen(entry)

    def close(self) -> None:
        self.app.stack.pop()
