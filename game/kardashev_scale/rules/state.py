"""The whole of a Kardashev Scale game as plain data, and the rules that move it.

A round: every player secretly picks on their dial (phase "summit", all act at once); the dials
are revealed and tokens handed out; those who picked Advance take turns from the starting token
holder clockwise (phase "advance": choose a card and where it goes, pay, answer any questions its
abilities ask); then anyone above their token limit discards (phase "discard", all at once).
Every stop for a decision is a record in the state, answered by an action from legal_actions."""

from __future__ import annotations

from functools import lru_cache

from game.core.engine import Event, GameState, Outcome, Pending, ScoreLine, action_sort_key, rank_results
from game.core.rng import Rng

from . import abilities
from . import events as E
from .actions import BackToMarket, BuyCard, ChooseOption, Discard, Pay, PickDial, SkipPurchase
from .describe import describe as describe_action, tokens_text
from .payment import can_pay, payment_options
from .pyramid import cards_of, copy_pyramid, legal_columns, new_pyramid, place
from .terms import ADVANCE, LOSS, PICKS, TIE, TIERS, TIER_INDEX, TOKENS, WIN, compare, label

HIDDEN = "hidden"  # another player's dial in a view, before the reveal
UNKNOWN_CARD = "?"  # a deck card in a view
TIEBREAK_LABELS = ("Galactic cards", "Stellar cards", "Cards", "Tokens")
_PICK_ACTIONS = sorted((PickDial(p) for p in PICKS), key=action_sort_key)
_SKIP = SkipPurchase()
_sort_key = lru_cache(maxsize=4096)(action_sort_key)  # the same few actions recur all game
_BACK = BackToMarket()
_SUMMIT_VERBS = {WIN: "beats", TIE: "ties", LOSS: "loses to"}


def _tokens_text(amount: int, token: int) -> str:
    return f"{amount} {label(TOKENS[token])}"


class KardashevState(GameState):
    game_id = "kardashev_scale"

    # ------------------------------------------------------------------ setup
    def __init__(self, content, names, seed: int = 0, starting_player: int = 0, end_vp: int | None = None):
        self.content = content
        self.n = len(names)
        self.names = list(names)
        self.rng = Rng(seed)
        self.tokens = [[0, 0, 0] for _ in range(self.n)]
        self.pyramids = [new_pyramid() for _ in range(self.n)]
        self.decks = [[c.id for c in content.cards if c.tier == tier] for tier in TIERS]
        for deck in self.decks:
            self.rng.shuffle(deck)
        self.market = []
        for tier, size in enumerate(content.constants.market):
            self.market.append([self.decks[tier].pop() if self.decks[tier] else None for _ in range(size)])
        self.holder = starting_player % self.n
        self.end_vp = end_vp or content.constants.end_vp
        self.round = 1
        self.phase = "summit"
        self.picks: list = [None] * self.n
        self.revealed: list | None = None  # the last Summit's dials, once shown
        self.queue: list[int] = []  # who Advances this round, in order
        self.queue_pos = 0
        self.purchase: dict | None = None  # the card chosen and waiting for payment
        self.choices: list[dict] = []  # questions from abilities, answered first to last
        self.end_reason: str | None = None
        self.finished = False
        self.viewer: int | None = -1  # -1: the true state; otherwise whose view this is
        self.owed = [0] * self.n  # tokens each player must still discard this round
        self._mods_cache: dict = {}  # derived, never saved (see abilities.modifiers)

    # ------------------------------------------------------------------ small queries
    def neighbours(self, player: int) -> list[int]:
        if self.n == 2:
            return [1 - player]
        return [(player - 1) % self.n, (player + 1) % self.n]

    def cards_of(self, player: int):
        card = self.content.card_index.__getitem__
        return [card(cid) for cid in cards_of(self.pyramids[player])]

    def count_tier(self, player: int, tier: int) -> int:
        return len(self.pyramids[player][tier][1])

    def count_cards(self, player: int) -> int:
        rows = self.pyramids[player]
        return len(rows[0][1]) + len(rows[1][1]) + len(rows[2][1])

    def count_aspect(self, player: int, aspect: str) -> int:
        return sum(1 for c in self.cards_of(player) if c.aspect == aspect)

    def base_vp(self, player: int) -> int:
        return sum(c.vp for c in self.cards_of(player))

    def modifiers(self, player: int):
        return abilities.modifiers(self, player)

    def current_advancer(self) -> int | None:
        if self.phase == "advance" and self.queue_pos < len(self.queue):
            return self.queue[self.queue_pos]
        return None

    def over_limit(self, player: int) -> int:
        return max(0, sum(self.tokens[player]) - self.modifiers(player).token_limit)

    def to_discard(self, player: int) -> int:
        """Tokens `player` must still return in this round's discard step."""
        return self.owed[player] if self.phase == "discard" else 0

    def progress(self) -> dict:
        return {"round": self.round, "phase": self.phase}

    # ------------------------------------------------------------------ changes used by abilities
    def gain(self, player: int, token: int, amount: int, source: str) -> list[Event]:
        if amount <= 0:
            return []
        self.tokens[player][token] += amount
        name = self.names[player]
        return [E.TokensGained(lambda: f"{name} takes {_tokens_text(amount, token)} ({source}).", player,
                               token=TOKENS[token], amount=amount, source=source)]

    def lose(self, player: int, token: int, amount: int, source: str) -> list[Event]:
        amount = min(amount, self.tokens[player][token])
        if amount <= 0:
            return []
        self.tokens[player][token] -= amount
        name = self.names[player]
        return [E.TokensLost(lambda: f"{name} returns {_tokens_text(amount, token)} ({source}).", player,
                             token=TOKENS[token], amount=amount, source=source)]

    def move_starting_token(self, player: int, why: str) -> list[Event]:
        if self.holder == player:
            return []
        previous, self.holder = self.holder, player
        return [E.StartingTokenMoved(f"The starting token goes from {self.names[previous]} to "
                                     f"{self.names[player]} ({why}).", player, **{"from": previous, "to": player})]

    def queue_choice(self, player: int, kind: str, remaining: int, card_id: str) -> None:
        self.choices.append({"player": player, "kind": kind, "remaining": remaining, "card": card_id})

    # ------------------------------------------------------------------ the contract: who acts
    def to_act(self) -> list[int]:
        if self.finished:
            return []
        if self.phase == "summit":
            return [p for p in range(self.n) if self.picks[p] is None]
        if self.phase == "advance":
            if self.choices:
                return [self.choices[0]["player"]]
            return [self.queue[self.queue_pos]]
        if self.phase == "discard":
            return [p for p in range(self.n) if self.owed[p] > 0]
        return []

    def pending(self, player: int) -> Pending | None:
        if player not in self.to_act():
            return None
        if self.phase == "summit":
            return Pending(player, "pick_dial", "Choose your dial: Conflict, Trade, Research or Advance.")
        if self.phase == "discard":
            excess = self.owed[player]
            return Pending(player, "discard", f"You hold too many tokens: return {excess} to the supply.")
        if self.choices:
            choice = self.choices[0]
            card = self.content.card(choice["card"])
            if choice["kind"] == "gain_chosen":
                return Pending(player, "choose_token", f"{card.name}: choose the type of token to take "
                                                        f"({choice['remaining']} left).")
            return Pending(player, "choose_neighbour_token", f"{card.name}: choose a neighbour's token to take "
                                                             f"({choice['remaining']} left).")
        if self.purchase is not None:
            card = self.content.card(self.purchase["card"])
            return Pending(player, "pay", f"Choose how to pay for {card.name}.")
        return Pending(player, "buy", "Buy one card from the market and choose where it goes, or buy nothing.")

    def describe(self, action) -> str:
        return describe_action(self, action)

    def legal_actions(self, player: int) -> list:
        if self.phase == "summit" and not self.finished:
            return list(_PICK_ACTIONS) if self.picks[player] is None else []
        if player not in self.to_act():
            return []
        if self.phase == "discard":
            actions = self._discard_actions(player)
            # built in (conflict, trade) order, which is the sorted order while amounts are one digit
            return actions if self.owed[player] < 10 else sorted(actions, key=_sort_key)
        if self.choices:
            return sorted((ChooseOption(o) for o in self._choice_options(self.choices[0])), key=_sort_key)
        if self.purchase is not None:
            options = self._payment_options(player, self.content.card(self.purchase["card"]))
            return [_BACK] + sorted((Pay(*o) for o in options), key=_sort_key)
        return self._buy_actions(player)

    def is_legal(self, player: int, action) -> bool:
        if type(action) is PickDial:  # the hot path of every round
            return self.phase == "summit" and self.picks[player] is None and action.choice in PICKS
        kind = type(action)
        if kind is BuyCard:
            return self._buy_is_legal(player, action)
        if kind is Discard:  # checked directly: the list of all splits can be long
            tokens, held = action.tokens, self.tokens[player]
            return (self.phase == "discard" and self.owed[player] > 0 and sum(tokens) == self.owed[player]
                    and all(0 <= t <= h for t, h in zip(tokens, held)))
        return action in self.legal_actions(player)

    def _buy_actions(self, player: int) -> list:
        actions = []
        mods = self.modifiers(player)
        have, rates = tuple(self.tokens[player]), tuple(mods.rates)
        card_of = self.content.card_index.__getitem__
        for tier in range(len(TIERS)):
            columns = legal_columns(self.pyramids[player], tier)
            if not columns:
                continue
            for slot, card_id in enumerate(self.market[tier]):
                if card_id is None:
                    continue
                card = card_of(card_id)
                if can_pay(have, card.cost, rates, mods.discount_for(card)):
                    actions += [BuyCard(TIERS[tier], slot, c) for c in columns]
        actions.sort(key=_sort_key)
        actions.append(_SKIP)  # "SkipPurchase" sorts after every "BuyCard"
        return actions

    def _affordable(self, player: int, card_id: str) -> bool:
        mods = self.modifiers(player)
        card = self.content.card(card_id)
        return can_pay(tuple(self.tokens[player]), card.cost, tuple(mods.rates), mods.discount_for(card))

    def _buy_is_legal(self, player: int, action: BuyCard) -> bool:
        if self.current_advancer() != player or self.choices or self.purchase is not None:
            return False
        tier = TIER_INDEX.get(action.tier)
        if tier is None or not 0 <= action.slot < len(self.market[tier]):
            return False
        card_id = self.market[tier][action.slot]
        return (card_id is not None and action.column in legal_columns(self.pyramids[player], tier)
                and self._affordable(player, card_id))

    def _payment_options(self, player: int, card) -> tuple:
        mods = self.modifiers(player)
        return payment_options(tuple(self.tokens[player]), card.cost, tuple(mods.rates), mods.discount_for(card))

    def payment_options_for(self, player: int, card) -> tuple:
        """Every way `player` could pay for `card` now (for the UI and bots)."""
        return self._payment_options(player, card)

    def _choice_options(self, choice: dict) -> list[str]:
        if choice["kind"] == "gain_chosen":
            return list(TOKENS)
        player = choice["player"]
        return [f"{other}:{token}" for other in sorted(self.neighbours(player))
                for i, token in enumerate(TOKENS) if self.tokens[other][i] > 0]

    def _discard_actions(self, player: int) -> list:
        excess = self.owed[player]
        held = self.tokens[player]
        actions = []
        for c in range(min(excess, held[0]) + 1):
            for t in range(min(excess - c, held[1]) + 1):
                r = excess - c - t
                if r <= held[2]:
                    actions.append(Discard(c, t, r))
        return actions

    # ------------------------------------------------------------------ applying actions
    def _apply(self, player: int, action) -> list[Event]:
        kind = type(action)
        if kind is PickDial:
            return self._pick(player, action.choice)
        if kind is BuyCard:
            return self._choose_card(player, action)
        if kind is SkipPurchase:
            return [E.PurchaseSkipped(f"{self.names[player]} advances without buying.", player)] \
                + self._end_advance_turn(player, bought=False)
        if kind is Pay:
            return self._complete_purchase(player, action.tokens)
        if kind is BackToMarket:
            self.purchase = None
            return []
        if kind is ChooseOption:
            return self._answer_choice(player, action.option)
        if kind is Discard:
            return self._discard(player, action.tokens)
        raise TypeError(f"unknown action {action!r}")

    # --- the Summit
    def _pick(self, player: int, choice: str) -> list[Event]:
        self.picks[player] = choice
        events = [E.DialPicked("", player)]  # the log tells the Summit in one line per player
        if all(p is not None for p in self.picks):
            events += self._reveal()
        return events

    def _seats_from_holder(self) -> list[int]:
        return [(self.holder + i) % self.n for i in range(self.n)]

    def _reveal(self) -> list[Event]:
        picks = list(self.picks)
        self.revealed = picks
        events = [E.DialsRevealed("", None, picks=picks)]
        constants = self.content.constants
        win_pay = constants.win_tokens_two_players if self.n == 2 else constants.win_tokens
        pays = {WIN: win_pay, TIE: constants.tie_tokens}
        order = self._seats_from_holder()
        mods = {p: self.modifiers(p) for p in range(self.n)}
        for player in order:
            mine, my_mods = picks[player], mods[player]
            own: list[Event] = []
            if player == self.holder and any(my_mods.holder_income):
                for token, amount in enumerate(my_mods.holder_income):
                    own += self.gain(player, token, amount, "holding the starting token")
            if mine == ADVANCE:
                for token, amount in enumerate(my_mods.advance_income):
                    own += self.gain(player, token, amount, "advancing")
            else:
                token = TOKENS.index(mine)
                for other in self.neighbours(player):
                    result = compare(mine, picks[other])
                    if result == TIE and mine in my_mods.tie_wins:
                        result = WIN
                    amount = pays.get(result, 0)
                    if amount:
                        amount += my_mods.summit_bonus.get((mine, result), 0)
                        if picks[other] == ADVANCE:
                            amount = max(0, amount - mods[other].shield)
                    elif my_mods.consolation:
                        amount = my_mods.consolation
                    self.tokens[player][token] += amount
                    own.append(E.SummitResult("", player, neighbour=other, result=result, token=mine, amount=amount))
                    if result == WIN and my_mods.plunder.get(mine):
                        own += self._plunder(player, other, token, my_mods.plunder[mine])
            for event in own:
                event.text = ""  # told once, in the player's Summit line
            events += own
            events.append(E.SummitLine(lambda player=player, mine=mine, own=own: self._summit_line(player, mine, own),
                                       player))
        self.queue = [p for p in order if picks[p] == ADVANCE]
        self.queue_pos = 0
        self.phase = "advance"
        if not self.queue:
            events += self._end_advances()
        return events

    def _summit_line(self, player: int, pick: str, events: list[Event]) -> str:
        """A player's whole Summit in one log line: 'Orion picks Research: beats Vega, ties Ann;
        takes 3 Research.'"""
        name = self.names[player]
        taken = [0, 0, 0]
        plunders = []
        comparisons = []
        for event in events:
            if isinstance(event, (E.SummitResult, E.TokensGained)):
                taken[TOKENS.index(event.token)] += event.amount
            if isinstance(event, E.SummitResult):
                comparisons.append(f"{_SUMMIT_VERBS[event.result]} {self.names[event.neighbour]}")
            elif isinstance(event, E.TokensTaken):
                plunders.append(f"plunders {event.amount} {label(event.token)} from {self.names[event.giver]}")
        gains = tokens_text(taken)
        if pick == ADVANCE:
            line = f"{name} advances" + (f" and takes {gains}" if any(taken) else "")
        else:
            line = f"{name} picks {label(pick)}: {', '.join(comparisons)}; takes {gains}"
        return line + "".join(f", {p}" for p in plunders) + "."

    def _plunder(self, winner: int, loser: int, token: int, wanted: int) -> list[Event]:
        """Each plunder ability takes one token; the loser gives no more than they have."""
        amount = min(wanted, self.tokens[loser][token])
        if amount <= 0:
            return []
        self.tokens[loser][token] -= amount
        self.tokens[winner][token] += amount
        return [E.TokensTaken(f"{self.names[winner]} plunders {amount} {label(TOKENS[token])} from "
                              f"{self.names[loser]}.", winner, **{"from": loser, "token": TOKENS[token], "amount": amount})]

    # --- Advancing
    def _choose_card(self, player: int, action: BuyCard) -> list[Event]:
        tier = TIER_INDEX[action.tier]
        card = self.content.card(self.market[tier][action.slot])
        self.purchase = {"card": card.id, "tier": tier, "slot": action.slot, "column": action.column}
        options = self._payment_options(player, card)
        if len(options) == 1:  # nothing to decide: pay at once
            return self._complete_purchase(player, options[0])
        return []

    def _complete_purchase(self, player: int, spend: tuple) -> list[Event]:
        purchase, self.purchase = self.purchase, None
        card = self.content.card(purchase["card"])
        tier, slot = purchase["tier"], purchase["slot"]
        for k in range(3):
            self.tokens[player][k] -= spend[k]
        self.market[tier][slot] = None
        place(self.pyramids[player], tier, purchase["column"], card.id)
        paid = ", ".join(f"{spend[k]} {label(TOKENS[k])}" for k in range(3) if spend[k]) or "nothing"
        events = [E.CardBought(f"{self.names[player]} buys {card.name} ({label(card.tier)}, {card.vp} VP), "
                               f"paying {paid}.", player, card=card.id, tier=card.tier, slot=slot,
                               column=purchase["column"], paid=list(spend))]
        events += self._pass_token_after_buy(player)
        events += self._refill(tier, slot)
        events += abilities.on_buy(self, player, card)
        if self.base_vp(player) >= self.end_vp and self.end_reason is None:
            self.end_reason = "vp"
            events.append(E.EndTriggered(f"{self.names[player]} has reached {self.end_vp} VP: this is the last round.",
                                         player))
        self._drop_empty_choices()
        if not self.choices:
            events += self._end_advance_turn(player, bought=True)
        return events

    def _pass_token_after_buy(self, player: int) -> list[Event]:
        if player != self.holder or self.modifiers(player).keep_token:
            return []
        if self.n == 2:
            return []  # with two players the token moves only when both Advance (see _end_advance_turn)
        return self.move_starting_token((player + 1) % self.n, "its holder bought a card")

    def _refill(self, tier: int, slot: int) -> list[Event]:
        deck = self.decks[tier]
        if deck:
            card_id = deck.pop()
            self.market[tier][slot] = card_id
            name = self.content.card(card_id).name if card_id != UNKNOWN_CARD else "a card"
            return [E.SlotRefilled(f"{name} is dealt into the {label(TIERS[tier])} market.", None, tier=TIERS[tier],
                                   slot=slot, card=card_id, left=len(deck))]
        events = [E.SlotRefilled(f"The {label(TIERS[tier])} deck is empty: the slot stays empty.", None,
                                 tier=TIERS[tier], slot=slot, card=None, left=0)]
        if self.end_reason is None:
            self.end_reason = "deck"
            events.append(E.EndTriggered(f"The {label(TIERS[tier])} deck has run out: this is the last round."))
        return events

    def _drop_empty_choices(self) -> None:
        while self.choices and (self.choices[0]["remaining"] <= 0 or not self._choice_options(self.choices[0])):
            self.choices.pop(0)

    def _answer_choice(self, player: int, option: str) -> list[Event]:
        choice = self.choices[0]
        card = self.content.card(choice["card"])
        if choice["kind"] == "gain_chosen":
            events = self.gain(player, TOKENS.index(option), 1, card.name)
        else:
            seat, token = option.split(":")
            other, k = int(seat), TOKENS.index(token)
            self.tokens[other][k] -= 1
            self.tokens[player][k] += 1
            events = [E.TokensTaken(f"{self.names[player]} takes 1 {label(token)} from {self.names[other]} "
                                    f"({card.name}).", player, **{"from": other, "token": token, "amount": 1})]
        choice["remaining"] -= 1
        self._drop_empty_choices()
        if not self.choices:
            events += self._end_advance_turn(player, bought=True)
        return events

    def _end_advance_turn(self, player: int, bought: bool) -> list[Event]:
        events = []
        if self.n == 2 and len(self.queue) == 2 and self.queue_pos == 0:
            # two players who both Advance: the holder goes first, then hands the token over
            if not (bought and self.modifiers(player).keep_token):
                events += self.move_starting_token(1 - player, "both players advanced")
        self.queue_pos += 1
        if self.queue_pos >= len(self.queue):
            events += self._end_advances()
        return events

    # --- the end of the round
    def _end_advances(self) -> list[Event]:
        self.phase = "discard"
        self.owed = [self.over_limit(p) for p in range(self.n)]
        if any(self.owed):
            return []
        return self._end_round()

    def _discard(self, player: int, spend: tuple) -> list[Event]:
        for k in range(3):
            self.tokens[player][k] -= spend[k]
        self.owed[player] = 0
        paid = ", ".join(f"{spend[k]} {label(TOKENS[k])}" for k in range(3) if spend[k])
        events = [E.TokensDiscarded(f"{self.names[player]} returns {paid} to keep within the limit.", player,
                                    tokens=list(spend))]
        if not self.to_act():
            events += self._end_round()
        return events

    def _end_round(self) -> list[Event]:
        events = [E.RoundEnded(f"Round {self.round} ends.", None, round=self.round)]
        if self.end_reason is None and self.round >= self.content.constants.round_limit:
            self.end_reason = "rounds"
        if self.end_reason is not None:
            self.phase = "over"
            self.finished = True
            outcome = self.outcome()
            winners = " and ".join(self.names[p] for p in outcome.winners)
            events.append(E.GameEnded(f"The game is over. {winners} {'win' if len(outcome.winners) > 1 else 'wins'}.",
                                      None, winners=list(outcome.winners), reason=self.end_reason))
            return events
        self.round += 1
        self.phase = "summit"
        self.picks = [None] * self.n
        self.queue, self.queue_pos = [], 0
        self.owed = [0] * self.n
        return events

    # ------------------------------------------------------------------ the end
    def is_terminal(self) -> bool:
        return self.finished

    def score_lines(self, player: int) -> tuple:
        lines = [ScoreLine("Base VP", self.base_vp(player))]
        lines += [ScoreLine(name, points) for name, points in abilities.ability_scores(self, player)]
        return tuple(lines)

    def projected_score(self, player: int) -> tuple:
        """Base VP and every game-end ability, as if the game ended now. Everything it reads
        (pyramids, tokens, the starting token) is public, so a view gives the same lines."""
        return self.score_lines(player)

    def outcome(self) -> Outcome | None:
        if not self.finished:
            return None
        breakdowns = {p: self.score_lines(p) for p in range(self.n)}
        scores = {p: sum(line.points for line in breakdowns[p]) for p in range(self.n)}
        tiebreaks = {p: (self.count_tier(p, 2), self.count_tier(p, 1), self.count_cards(p), sum(self.tokens[p]))
                     for p in range(self.n)}
        return rank_results(scores, breakdowns, tiebreaks, TIEBREAK_LABELS)

    # ------------------------------------------------------------------ information
    def view(self, player: int | None) -> "KardashevState":
        seen = self._copy(hide=True)  # deck order and the RNG never leave the true state
        seen.viewer = player
        if self.phase == "summit":
            seen.picks = [p if (p is None or q == player) else HIDDEN for q, p in enumerate(self.picks)]
        return seen

    # ------------------------------------------------------------------ copies and saves
    def to_dict(self) -> dict:
        return {
            "names": list(self.names), "rng": self.rng.to_list(),
            "tokens": [list(t) for t in self.tokens],
            "pyramids": [copy_pyramid(p) for p in self.pyramids],
            "decks": [list(d) for d in self.decks], "market": [list(m) for m in self.market],
            "holder": self.holder, "end_vp": self.end_vp, "round": self.round, "phase": self.phase,
            "picks": list(self.picks), "revealed": None if self.revealed is None else list(self.revealed),
            "queue": list(self.queue), "queue_pos": self.queue_pos,
            "purchase": None if self.purchase is None else dict(self.purchase),
            "choices": [dict(c) for c in self.choices],
            "end_reason": self.end_reason, "finished": self.finished, "viewer": self.viewer,
            "owed": list(self.owed),
        }

    @classmethod
    def from_dict(cls, content, data: dict) -> "KardashevState":
        state = cls.__new__(cls)
        state.content = content
        state.names = list(data["names"])
        state.n = len(state.names)
        state.rng = Rng.from_list(data["rng"])
        state.tokens = [list(t) for t in data["tokens"]]
        state.pyramids = [copy_pyramid(p) for p in data["pyramids"]]
        state.decks = [list(d) for d in data["decks"]]
        state.market = [list(m) for m in data["market"]]
        state.holder = data["holder"]
        state.end_vp = data["end_vp"]
        state.round = data["round"]
        state.phase = data["phase"]
        state.picks = list(data["picks"])
        state.revealed = None if data["revealed"] is None else list(data["revealed"])
        state.queue = list(data["queue"])
        state.queue_pos = data["queue_pos"]
        state.purchase = None if data["purchase"] is None else dict(data["purchase"])
        state.choices = [dict(c) for c in data["choices"]]
        state.end_reason = data["end_reason"]
        state.finished = data["finished"]
        state.viewer = data["viewer"]
        state.owed = list(data["owed"])
        state._mods_cache = {}
        return state

    def clone(self) -> "KardashevState":
        """A copy sharing nothing mutable (one pass, for bots' views and search)."""
        return self._copy(hide=False)

    def _copy(self, hide: bool) -> "KardashevState":
        copy = KardashevState.__new__(KardashevState)
        copy.__dict__.update(self.__dict__)
        copy.names = list(self.names)
        copy.rng = Rng(0) if hide else self.rng.clone()
        copy.tokens = [list(t) for t in self.tokens]
        copy.pyramids = [[[r[0], list(r[1])] for r in p] for p in self.pyramids]
        copy.decks = [[UNKNOWN_CARD] * len(d) for d in self.decks] if hide else [list(d) for d in self.decks]
        copy.market = [list(m) for m in self.market]
        copy.picks = list(self.picks)
        copy.revealed = None if self.revealed is None else list(self.revealed)
        copy.queue = list(self.queue)
        copy.purchase = None if self.purchase is None else dict(self.purchase)
        copy.choices = [dict(c) for c in self.choices]
        copy.owed = list(self.owed)
        copy._mods_cache = dict(self._mods_cache)  # cached Modifiers are never changed in place
        return copy
