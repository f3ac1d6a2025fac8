"""Following the other players: a computer player's move is shown before it applies (the role
card it leads flies from its seat to the stack, the cards it plays or adds fly to the play area,
the technology it buys flies to its seat, the planet it settles or attacks is marked), and
points gained or lost float up at the seat's score (from the viewer's view).

Mixed into the table scene (table.py): needs `current()`, `flights`, `marks`, `show_banner`,
`seat_name`, `seat_colour`, `pace`, `projected`, `float_text` and `view`."""

from __future__ import annotations

import pygame

from game.ui import look
from game.ui.floaters import RISE as FLOAT_RISE, SIZE as FLOAT_SIZE

# seconds of showing each kind of move at normal Computer speed (0: applied at once)
PREVIEW_SECONDS = {"LeadRole": 0.9, "PlayAction": 0.7, "PlanetAction": 0.6, "Boost": 0.45, "Buy": 0.9,
                   "BuyWithShips": 0.9, "Settle": 0.7, "Attack": 0.7, "AttackWithShip": 0.7, "AttackRival": 0.8,
                   "Follow": 0.45, "Dissent": 0.45}
SCORE_WORDS = {"Influence tokens": "influence", "Planets": "VP (planets)", "Technologies": "VP (technologies)",
               "Fleet": "VP (fleet)"}
MOVING_CARD = (62, 85)  # units: a card leaving a seat, before it grows or shrinks to where it goes
FLOAT_STEP = 24  # units between texts floating from one score badge


def moving_card(lay) -> pygame.Rect:
    return pygame.Rect(0, 0, lay.regions.px(MOVING_CARD[0]), lay.regions.px(MOVING_CARD[1]))


def float_start(lay, score: pygame.Rect, k: int, rise: int, size: int) -> int:
    """Where the k-th text floating from a score badge starts: just above it, or, for a seat whose
    badge is near the top (the text would rise into the top bar), below it, rising towards it."""
    px = lay.regions.px
    above = score.y - px(6) - px(FLOAT_STEP) * k
    if above - rise - size >= lay.regions.top.bottom:
        return above
    return score.bottom + px(6) + size + px(FLOAT_STEP) * k


def seat_rect(lay, player: int) -> pygame.Rect | None:
    """Where a player's cards come from: their panel, or the hand when they sit at the bottom."""
    return pygame.Rect(lay.regions.hand) if player == lay.me else lay.opponents.get(player)


def played_slot(lay, player: int) -> pygame.Rect:
    """Where a card `player` plays this turn goes: after their played cards, or a new row."""
    px, area = lay.regions.px, lay.played_area or lay.regions.prompt
    size = (px(34), px(46))
    row = lay.rects.get(f"playrow:{player}")
    if row is None:
        rows = [r for k, r in lay.rects.items() if k.startswith("playrow:")]
        y = max((r.bottom + px(5) for r in rows), default=area.y)
        return pygame.Rect((area.x + px(26), min(y, max(area.y, area.bottom - size[1]))), size)
    cards = [r for k, r in lay.rects.items() if k.startswith(("played:", "oplayed:")) and r.colliderect(row)]
    x = max((r.right + px(4) for r in cards), default=area.x + px(26))
    return pygame.Rect((min(x, row.right - size[0]), row.y), size)


def planet_rect(lay, player: int, uid: int) -> pygame.Rect | None:
    key = f"planet:{uid}" if player == lay.me else f"opp{player}:planet:{uid}"
    return lay.rects.get(key)


class FollowBots:
    # --- a computer player's move, shown before it applies --------------------------------------
    def preview_bot_move(self, player: int, action) -> float:
        name = type(action).__name__
        seconds = PREVIEW_SECONDS.get(name, 0.0)
        s, lay, _ = self.current()
        home = seat_rect(lay, player)
        if not seconds or home is None:
            return 0.0
        shown = self.pace(seconds)  # the time the base holds the move, in game seconds
        start = moving_card(lay)
        start.center = home.center
        who = self.seat_name(player)
        colour = tuple(self.seat_colour(player))[:3]
        if name == "LeadRole":
            stack = "produce_trade" if action.role in ("produce", "trade") else action.role
            dest = lay.rects.get(f"lead:{action.role}") or lay.rects.get(f"stack:{stack}")
            self.fly(start, dest or played_slot(lay, player), shown, face=stack)
            self.show_banner(f"{who} leads {action.role.capitalize()}", colour, shown)
        elif name in ("PlayAction", "Boost"):
            face = s.card_face[action.card] if action.card < len(s.card_face) else None
            self.fly(start, played_slot(lay, player), shown, face=face)
        elif name in ("Buy", "BuyWithShips"):
            src = lay.tech_rect(action.card)
            if src is None:
                src = moving_card(lay)
                src.center = lay.regions.techs.center
            self.fly(pygame.Rect(src), start, shown, face=action.side)
            self.mark(home, f"{who} buys {s.cat.cards[action.side].name}", shown, colour)
        elif name in ("Settle", "Attack", "AttackWithShip"):
            target = planet_rect(lay, player, action.planet)
            verb = "settles" if name == "Settle" else "attacks"
            # a rival's face-down planet is not known by name (or place) until it turns up
            what = s.cat.planets[s.planet_def[action.planet]].name if target is not None else "a planet"
            self.mark(target or home, f"{who} {verb} {what}", shown, colour)
        elif name == "AttackRival":
            victim = lay.opponents.get(action.victim) if action.victim != lay.me else pygame.Rect(lay.regions.empire)
            self.mark(victim or home, f"{who} attacks", shown, colour)
        elif name == "PlanetAction":
            self.mark(planet_rect(lay, player, action.planet) or home, f"{who} uses a planet's action", shown, colour)
        else:  # Follow, Dissent
            self.mark(home, f"{who} {'follows' if name == 'Follow' else 'dissents'}", shown, colour)
        self._previewed = (player, action)
        return seconds

    def fly(self, src, dest, seconds: float, face: str | None = None, card: int | None = None) -> None:
        self.flights.append({"card": card, "face": face, "src": pygame.Rect(src), "dest_rect": pygame.Rect(dest),
                             "dest": [], "home": None, "t": 0.0, "dur": max(0.05, seconds)})

    def mark(self, rect, text: str, seconds: float, colour=look.GOLD) -> None:
        self.marks.append({"rect": pygame.Rect(rect), "text": text, "colour": colour, "t": 0.0,
                           "dur": max(0.05, seconds)})

    def act(self, player: int, action) -> list:
        # a move shown before it applies has been seen moving: no second flight for it
        self.applying_preview = getattr(self, "_previewed", None) == (player, action)
        self._previewed = None
        try:
            return super().act(player, action)
        finally:
            self.applying_preview = False

    # --- points gained or lost, floated at the seat's score -------------------------------------
    def float_score_changes(self) -> None:
        """Compare every seat's projected score lines with the last ones seen (same viewer) and
        float what changed ("+2 influence", "+3 VP (planets)") at the seat's score."""
        _, lay, _ = self.current()
        now = {q: self.projected(q)[1] for q in range(self.session.state.n)}
        before = getattr(self, "_scores_seen", None)
        self._scores_seen = (self.viewer, now)
        if before is None or before[0] != self.viewer:
            return
        for q, lines in now.items():
            old = {line.label: line.points for line in before[1].get(q, ())}
            at = lay.rects.get(f"score:{q}")
            if at is None:
                continue
            k = 0
            for line in lines:
                delta = line.points - old.get(line.label, 0)
                if delta:
                    sign = "+" if delta > 0 else "−"
                    text = f"{sign}{abs(int(delta)) if float(delta).is_integer() else abs(delta)} " \
                           f"{SCORE_WORDS.get(line.label, line.label)}"
                    m = self.metrics
                    y = float_start(lay, at, k, m.classic_px(FLOAT_RISE), m.classic_text(FLOAT_SIZE))
                    self.float_text(text, (at.centerx, y), look.GOLD if delta > 0 else look.DANGER)
                    k += 1

    def forget_scores(self) -> None:
        self._scores_seen = None
