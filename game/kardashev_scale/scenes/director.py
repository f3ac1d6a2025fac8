"""Turns the rules' events into what the table animates, and when: dials turning over together,
tokens flying between the supply and the seats, a bought card flying to its pyramid while the
market refills, the starting token changing hands, floating "+2 Trade" texts as things land, and
a pause to read a Summit's results. It also says what the table shows meanwhile (the tokens a
seat held before the flight landed, the card not yet in the pyramid...). Plain Python: places
are named (("supply", token), ("player", seat), ("market", tier, slot)) and found by the
painters in the current layout, so a window resized mid-flight still shows it right."""

from __future__ import annotations

from ..rules import events as E
from ..rules.terms import TOKENS, label
from . import summit
from .animation import Timeline
from .model import Dial

FLIP, TOKEN_FLIGHT, CARD_FLIGHT, STEP, HOLD = 0.7, 0.65, 0.55, 0.2, 1.4
BUY_PREVIEW, SKIP_PREVIEW = 1.0, 0.6  # seconds a computer's purchase (or none) shows before it happens


class Director:
    def __init__(self):
        self.timeline = Timeline()
        self.due_floats: list[tuple[float, str, tuple, str]] = []  # (time, text, where, colour name)
        self.reveal_picks: list | None = None  # the last dials shown, kept while their results play
        self.last_summit: summit.LastSummit | None = None  # shown at each seat until the next reveal
        self.sounds: set[str] = set()  # to play for the events just told

    # --- time -----------------------------------------------------------------------------------
    def advance(self, dt: float, factor: float) -> list[tuple[str, tuple, str]]:
        """Move on `dt` seconds at animation speed `factor` (0: instant, everything done); the
        floating texts now due, as (text, where, colour name)."""
        if factor <= 0:
            self.timeline.clear_running()
        else:
            self.timeline.advance(dt * factor)
        now = self.timeline.now
        due = [f for f in self.due_floats if f[0] <= now]
        if due:
            self.due_floats = [f for f in self.due_floats if f[0] > now]
        return [(text, where, colour) for _, text, where, colour in due]

    def busy(self) -> bool:
        return self.timeline.busy()

    def clear(self) -> None:
        """The state was replaced (undo, a replay's step back): nothing in flight belongs to it."""
        self.timeline.clear()
        self.due_floats.clear()
        self.reveal_picks = None

    def flipping(self) -> bool:
        return bool(self.timeline.of("flip"))

    # --- events to animations -------------------------------------------------------------------
    def tell(self, events, content, instant: bool) -> None:
        """Schedule the animations of an action's events (rules/events.py, matched by type),
        after whatever still plays."""
        t = self.timeline.tail() if self.timeline.busy() else 0.0
        results = []
        gains: dict[tuple[int, str], tuple[int, float]] = {}  # (seat, token) -> (tokens, when the last lands)
        revealed = any(isinstance(e, E.DialsRevealed) for e in events)

        def gain(p: int, token: str, amount: int) -> None:
            self._fly_tokens(t, ("supply",), ("player", p), token, amount)
            gains[(p, token)] = (gains.get((p, token), (0, 0))[0] + amount, t + TOKEN_FLIGHT)

        for event in events:
            p = event.player
            match event:
                case E.DialsRevealed(picks=picks):
                    self.sounds.add("turn")
                    self.reveal_picks = list(picks)
                    if not instant:
                        self.timeline.add("flip", t, FLIP, picks=list(picks))
                        t += FLIP
                case E.SummitResult():
                    results.append(summit.Result(p, event.neighbour, event.result, event.amount,
                                                 self.timeline.now + (0.0 if instant else t)))
                    if event.amount:
                        self.sounds.add("coin")
                    if not instant:
                        gain(p, event.token, event.amount)
                        t += STEP
                case E.TokensGained() if not instant:
                    gain(p, event.token, event.amount)
                    t += STEP
                case E.TokensLost() if not instant:
                    self._fly_tokens(t, ("player", p), ("supply",), event.token, event.amount)
                    self._token_float(t, p, event.token, -event.amount)
                    t += STEP
                case E.TokensTaken() if not instant:
                    self._fly_tokens(t, ("player", event.giver), ("player", p), event.token, event.amount)
                    self._token_float(t, event.giver, event.token, -event.amount)
                    self._token_float(t + TOKEN_FLIGHT, p, event.token, event.amount)
                    t += STEP
                case E.CardBought():
                    self.sounds.add("card")
                    if not instant:
                        self.timeline.add("card", t, CARD_FLIGHT, player=p, card=event.card, tier=event.tier,
                                          slot=event.slot)
                        for k, amount in enumerate(event.paid):
                            self._fly_tokens(t, ("player", p), ("supply",), TOKENS[k], amount)
                        vp = content.card(event.card).vp
                        if vp:  # where the card lands, as it lands
                            self._float_later(t + CARD_FLIGHT, f"+{vp} VP", ("card", p, event.card), "gold")
                        t += CARD_FLIGHT
                case E.SlotRefilled() if not instant:
                    self.timeline.add("refill", t, CARD_FLIGHT, tier=event.tier, slot=event.slot, card=event.card)
                    t += CARD_FLIGHT
                case E.TokensDiscarded() if not instant:
                    for k, amount in enumerate(event.tokens):
                        self._fly_tokens(t, ("player", p), ("supply",), TOKENS[k], amount)
                    t += STEP
                case E.StartingTokenMoved() if not instant:
                    self.timeline.add("holder", t, TOKEN_FLIGHT, src=event.giver, dst=event.holder)
                    t += TOKEN_FLIGHT
                case E.GameEnded():
                    self.sounds.add("win")
                case E.RoundEnded() if self.reveal_picks is not None and revealed and not instant:
                    self.timeline.add("hold", t, HOLD)  # nobody advanced: let the results be read
                    t += HOLD
        for (p, token), (amount, landed) in gains.items():  # one "+3 Research" a seat, as its last token lands
            self._token_float(landed, p, token, amount)
        if self.reveal_picks is not None and revealed:
            self.last_summit = summit.from_events(self.reveal_picks, results)  # kept until the next reveal

    def take_sounds(self) -> list[str]:
        sounds, self.sounds = sorted(self.sounds), set()
        return sounds

    def _float_later(self, t: float, text: str, where: tuple, colour: str) -> None:
        """A floating text once the timeline reaches `t` seconds from now (a flight landing)."""
        self.due_floats.append((self.timeline.now + t, text, where, colour))

    def _token_float(self, t: float, p: int, token: str, amount: int) -> None:
        """"+2 Research" rising from a seat's tokens as they arrive ("-1 Trade" as they leave)."""
        if amount:
            sign = "+" if amount > 0 else "\u2212"
            self._float_later(t, f"{sign}{abs(amount)} {label(token)}", ("chip", p, token),
                              token if amount > 0 else "loss")

    def _fly_tokens(self, t: float, src, dst, token: str, amount: int) -> None:
        for i in range(min(amount, 6)):
            self.timeline.add("token", t + i * 0.07, TOKEN_FLIGHT, src=src, dst=dst, token=token,
                              count=1 if i < min(amount, 6) - 1 else amount - i)

    # --- what the table shows meanwhile ---------------------------------------------------------
    def shown_tokens(self, tokens, p: int) -> tuple[int, ...]:
        """A seat's tokens as shown: those still flying in not yet counted, those about to fly
        out still there."""
        shown = list(tokens)
        now = self.timeline.now
        for a in self.timeline.of("token"):
            if a.data["dst"] == ("player", p) and a.progress(now) < 1.0:
                shown[TOKENS.index(a.data["token"])] -= a.data["count"]
            if a.data["src"] == ("player", p) and a.waiting(now):
                shown[TOKENS.index(a.data["token"])] += a.data["count"]
        return tuple(max(0, x) for x in shown)

    def hidden_cards(self, p: int) -> frozenset:
        """Cards bought by seat `p` still flying to its pyramid."""
        now = self.timeline.now
        return frozenset(a.data["card"] for a in self.timeline.of("card") if a.data["player"] == p and a.progress(now) < 1)

    def hidden_slots(self) -> frozenset:
        """Market slots whose new card is still being dealt."""
        now = self.timeline.now
        return frozenset((a.data["tier"], a.data["slot"]) for a in self.timeline.of("refill") if a.progress(now) < 1)

    def shown_holder(self, holder: int) -> int | None:
        """Who shows the starting token (None while it flies)."""
        now = self.timeline.now
        if any(a.progress(now) < 1 for a in self.timeline.of("holder")):
            return None
        return holder

    def dial(self, view, p: int, at_rest: Dial) -> tuple[Dial, float]:
        """A seat's dial as shown now, and how open it is (1: flat; less while it turns over)."""
        now = self.timeline.now
        flips = [a for a in self.timeline.of("flip") if a.progress(now) < 1]
        if flips:
            t = flips[0].progress(now)
            if t < 0.5:
                return Dial(None, face_down=True, ready=True), 1 - 2 * t
            return Dial(flips[0].data["picks"][p]), 2 * t - 1
        if view.phase == "summit" and self.busy() and self.reveal_picks is not None:
            return Dial(self.reveal_picks[p]), 1.0  # results still playing when a new Summit began
        return at_rest, 1.0

    def shown_summit(self, view, session=None) -> summit.LastSummit | None:
        """The last Summit each seat shows: from the reveal's events as they were told, else from
        the session's record of that move (a loaded game played every move again, so it knows
        what each win paid), else rebuilt from the dials (without the amounts)."""
        if not view.revealed:
            return None
        if self.last_summit is None or self.last_summit.picks != tuple(view.revealed):
            self.last_summit = summit.from_session(session, view) or summit.from_view(view)
        return self.last_summit
