"""Kardashev Scale's closed ability vocabulary.

An ability is `when` (on_buy, ongoing or game_end), an optional `if` condition and a `do` effect.
Each effect knows which timings it makes sense for (`timings`), how to describe itself to a player
(`describe`, a sentence; `brief`, a few words for a card face), and how it acts:
- on_buy effects: `on_buy(state, player, card)` returns events and may queue a choice;
- ongoing effects: `modify(mods)` adjusts the player's Modifiers (see abilities.py);
- game_end effects: `score(state, player)` returns VP.
The state reaches these through abilities.py only, so the rules engine has one place that
dispatches on ability kinds."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Literal

from game.core.content.vocabulary import Vocabulary
from game.core.words import counted

from .terms import ASPECTS, TIER_INDEX, TOKEN_INDEX, TOKENS, label

VOCABULARY = Vocabulary("kardashev_scale")
VOCABULARY.trigger("on_buy", "Once, right after the card is bought and placed.")
VOCABULARY.trigger("ongoing", "Always active from the moment the card is placed.")
VOCABULARY.trigger("game_end", "Scores extra VP when the game ends.")

Token = Literal["conflict", "trade", "research"]
AnyToken = Literal["conflict", "trade", "research", "any"]
Pick = Literal["conflict", "trade", "research", "any"]
Tier = Literal["planetary", "stellar", "galactic"]
AnyTier = Literal["planetary", "stellar", "galactic", "any"]
Aspect = Literal["technology", "territory", "culture"]
Result = Literal["win", "tie"]

ON_BUY, ONGOING, GAME_END = ("on_buy",), ("ongoing",), ("game_end",)


def _tokens(amount: int, token: str) -> str:
    return counted(amount, f"{label(token)} token") if token != "any" else f"{counted(amount, 'token')} of any type"


def _cards(count: int, what: str) -> str:
    return counted(count, f"{what} card")


def P(doc: str, **extra):
    return field(metadata={"doc": doc, **extra})


def PD(default, doc: str, **extra):
    return field(default=default, metadata={"doc": doc, **extra})


# ======================================================================= conditions (if)

@VOCABULARY.condition("has_aspect", "You own at least `count` cards of an aspect.")
@dataclass(frozen=True)
class HasAspect:
    aspect: Aspect = P("the aspect")
    count: int = PD(1, "how many cards at least", min=1)

    def holds(self, state, player) -> bool:
        return state.count_aspect(player, self.aspect) >= self.count

    def describe(self) -> str:
        return f"if you own at least {_cards(self.count, label(self.aspect))}"

    def brief(self) -> str:
        return f"with {self.count}+ {label(self.aspect)}"


@VOCABULARY.condition("has_tier", "You own at least `count` cards of a tier.")
@dataclass(frozen=True)
class HasTier:
    tier: Tier = P("the tier")
    count: int = PD(1, "how many cards at least", min=1)

    def holds(self, state, player) -> bool:
        return state.count_tier(player, TIER_INDEX[self.tier]) >= self.count

    def describe(self) -> str:
        return f"if you own at least {_cards(self.count, label(self.tier))}"

    def brief(self) -> str:
        return f"with {self.count}+ {label(self.tier)}"


@VOCABULARY.condition("holds_starting_token", "You hold the starting token.")
@dataclass(frozen=True)
class HoldsStartingToken:
    def holds(self, state, player) -> bool:
        return state.holder == player

    def describe(self) -> str:
        return "while you hold the starting token"

    def brief(self) -> str:
        return "holding the starting token"


@VOCABULARY.condition("has_tokens", "You hold at least `count` tokens of a type (or of any type).")
@dataclass(frozen=True)
class HasTokens:
    token: AnyToken = P("the token type, or any")
    count: int = PD(1, "how many at least", min=1)

    def holds(self, state, player) -> bool:
        held = state.tokens[player]
        return (sum(held) if self.token == "any" else held[TOKEN_INDEX[self.token]]) >= self.count

    def describe(self) -> str:
        return f"if you hold at least {_tokens(self.count, self.token)}"

    def brief(self) -> str:
        return f"with {self.count}+ " + ("tokens" if self.token == "any" else label(self.token))


# ======================================================================= on_buy effects

@VOCABULARY.effect("gain_tokens", "Take tokens of one type from the supply.")
@dataclass(frozen=True)
class GainTokens:
    timings: ClassVar = ON_BUY
    token: Token = P("which type")
    amount: int = PD(1, "how many", min=1)

    def on_buy(self, state, player, card):
        return state.gain(player, TOKEN_INDEX[self.token], self.amount, card.name)

    def describe(self) -> str:
        return f"take {_tokens(self.amount, self.token)}"

    def brief(self) -> str:
        return f"Take {self.amount} {label(self.token)}"


@VOCABULARY.effect("gain_chosen_tokens", "Take tokens from the supply, choosing the type of each.")
@dataclass(frozen=True)
class GainChosenTokens:
    timings: ClassVar = ON_BUY
    amount: int = PD(1, "how many", min=1)

    def on_buy(self, state, player, card):
        state.queue_choice(player, "gain_chosen", self.amount, card.id)
        return []

    def describe(self) -> str:
        return f"take {counted(self.amount, 'token')}, choosing the type of each"

    def brief(self) -> str:
        return f"Take {self.amount} of your choice"


@VOCABULARY.effect("take_from_neighbour", "Take tokens from your neighbours' pools, choosing whose and which.")
@dataclass(frozen=True)
class TakeFromNeighbour:
    timings: ClassVar = ON_BUY
    amount: int = PD(1, "how many", min=1)

    def on_buy(self, state, player, card):
        state.queue_choice(player, "take_from_neighbour", self.amount, card.id)
        return []

    def describe(self) -> str:
        return f"take {counted(self.amount, 'token')} from your neighbours, one at a time"

    def brief(self) -> str:
        return f"Take {self.amount} from neighbours"


@VOCABULARY.effect("neighbours_lose", "Each neighbour returns tokens of one type to the supply.")
@dataclass(frozen=True)
class NeighboursLose:
    timings: ClassVar = ON_BUY
    token: Token = P("which type")
    amount: int = PD(1, "how many each", min=1)

    def on_buy(self, state, player, card):
        events = []
        for other in state.neighbours(player):
            events += state.lose(other, TOKEN_INDEX[self.token], self.amount, card.name)
        return events

    def describe(self) -> str:
        return f"each neighbour returns {_tokens(self.amount, self.token)} to the supply"

    def brief(self) -> str:
        return f"Neighbours lose {self.amount} {label(self.token)}"


@VOCABULARY.effect("take_starting_token", "Take the starting token.")
@dataclass(frozen=True)
class TakeStartingToken:
    timings: ClassVar = ON_BUY

    def on_buy(self, state, player, card):
        return state.move_starting_token(player, f"{card.name} claims it")

    def describe(self) -> str:
        return "take the starting token"

    def brief(self) -> str:
        return "Take the starting token"


@VOCABULARY.effect("gain_per_aspect", "Take tokens for each card of an aspect you own (this one included).")
@dataclass(frozen=True)
class GainPerAspect:
    timings: ClassVar = ON_BUY
    aspect: Aspect = P("the aspect counted")
    token: Token = P("which type")
    amount: int = PD(1, "tokens per card", min=1)

    def on_buy(self, state, player, card):
        count = state.count_aspect(player, self.aspect)
        return state.gain(player, TOKEN_INDEX[self.token], self.amount * count, card.name) if count else []

    def describe(self) -> str:
        return f"take {_tokens(self.amount, self.token)} for each {label(self.aspect)} card you own"

    def brief(self) -> str:
        return f"Take {self.amount} {label(self.token)} per {label(self.aspect)} card"


@VOCABULARY.effect("gain_per_tier", "Take tokens for each card of a tier you own (this one included).")
@dataclass(frozen=True)
class GainPerTier:
    timings: ClassVar = ON_BUY
    tier: Tier = P("the tier counted")
    token: Token = P("which type")
    amount: int = PD(1, "tokens per card", min=1)

    def on_buy(self, state, player, card):
        count = state.count_tier(player, TIER_INDEX[self.tier])
        return state.gain(player, TOKEN_INDEX[self.token], self.amount * count, card.name) if count else []

    def describe(self) -> str:
        return f"take {_tokens(self.amount, self.token)} for each {label(self.tier)} card you own"

    def brief(self) -> str:
        return f"Take {self.amount} {label(self.token)} per {label(self.tier)} card"


# ======================================================================= ongoing effects

@VOCABULARY.effect("summit_bonus", "Extra tokens whenever a Summit comparison with a given pick ends in a win or tie.")
@dataclass(frozen=True)
class SummitBonus:
    timings: ClassVar = ONGOING
    pick: Pick = P("the pick this works with, or any")
    result: Result = P("win or tie")
    amount: int = PD(1, "extra tokens of your pick", min=1)

    def modify(self, mods):
        picks = TOKENS if self.pick == "any" else (self.pick,)
        for pick in picks:
            key = (pick, self.result)
            mods.summit_bonus[key] = mods.summit_bonus.get(key, 0) + self.amount

    def describe(self) -> str:
        pick = "any token pick" if self.pick == "any" else label(self.pick)
        verb = "win" if self.result == "win" else "tie"
        return f"whenever you {verb} a comparison with {pick}, take {self.amount} more"

    def brief(self) -> str:
        if self.pick == "any":
            return f"Every {self.result} pays +{self.amount}"
        return f"{label(self.pick)} {self.result}s pay +{self.amount}"


@VOCABULARY.effect("ties_count_as_wins", "Ties with a given pick pay as wins.")
@dataclass(frozen=True)
class TiesCountAsWins:
    timings: ClassVar = ONGOING
    pick: Token = P("the pick")

    def modify(self, mods):
        mods.tie_wins.add(self.pick)

    def describe(self) -> str:
        return f"a tie with {label(self.pick)} pays you as a win"

    def brief(self) -> str:
        return f"{label(self.pick)} ties pay as wins"


@VOCABULARY.effect("plunder", "When you win with a given pick, also take one token of that type from the loser.")
@dataclass(frozen=True)
class Plunder:
    timings: ClassVar = ONGOING
    pick: Token = P("the pick")

    def modify(self, mods):
        mods.plunder[self.pick] = mods.plunder.get(self.pick, 0) + 1

    def describe(self) -> str:
        return f"when you win with {label(self.pick)}, also take 1 {label(self.pick)} token from the loser, if they have one"

    def brief(self) -> str:
        return f"{label(self.pick)} wins steal 1"


@VOCABULARY.effect("consolation", "When you lose a comparison with a token pick, still take tokens of it.")
@dataclass(frozen=True)
class Consolation:
    timings: ClassVar = ONGOING
    amount: int = PD(1, "tokens per lost comparison", min=1)

    def modify(self, mods):
        mods.consolation += self.amount

    def describe(self) -> str:
        return f"when you lose a comparison, still take {counted(self.amount, 'token')} of your pick"

    def brief(self) -> str:
        return f"Losses still pay {self.amount}"


@VOCABULARY.effect("exchange_rate", "Exchange tokens of a type (or any type) at a better rate than 3 for 1.")
@dataclass(frozen=True)
class ExchangeRate:
    timings: ClassVar = ONGOING
    token: AnyToken = P("the type you give, or any")
    rate: int = PD(2, "tokens given for one", min=1, max=3)

    def modify(self, mods):
        for i, token in enumerate(TOKENS):
            if self.token in ("any", token):
                mods.rates[i] = min(mods.rates[i], self.rate)

    def describe(self) -> str:
        what = "any" if self.token == "any" else label(self.token)
        return f"when paying, you may exchange {self.rate} {what} tokens for 1 of another type"

    def brief(self) -> str:
        what = "" if self.token == "any" else f" {label(self.token)}"
        return f"Exchange {self.rate}{what} for 1"


@VOCABULARY.effect("token_limit", "Raise how many tokens you may keep at the end of a round.")
@dataclass(frozen=True)
class TokenLimit:
    timings: ClassVar = ONGOING
    amount: int = PD(2, "extra tokens kept", min=1)

    def modify(self, mods):
        mods.token_limit += self.amount

    def describe(self) -> str:
        return f"you may keep {self.amount} more tokens at the end of each round"

    def brief(self) -> str:
        return f"Token limit +{self.amount}"


@VOCABULARY.effect("discount_tier", "Cards of a tier cost fewer tokens (you choose which to leave out).")
@dataclass(frozen=True)
class DiscountTier:
    timings: ClassVar = ONGOING
    tier: Tier = P("the tier")
    amount: int = PD(1, "tokens off", min=1)

    def modify(self, mods):
        mods.discount_tier[TIER_INDEX[self.tier]] += self.amount

    def describe(self) -> str:
        return f"{label(self.tier)} cards cost you {counted(self.amount, 'token')} less"

    def brief(self) -> str:
        return f"{label(self.tier)} cards cost {self.amount} less"


@VOCABULARY.effect("discount_aspect", "Cards of an aspect cost fewer tokens (you choose which to leave out).")
@dataclass(frozen=True)
class DiscountAspect:
    timings: ClassVar = ONGOING
    aspect: Aspect = P("the aspect")
    amount: int = PD(1, "tokens off", min=1)

    def modify(self, mods):
        mods.discount_aspect[self.aspect] = mods.discount_aspect.get(self.aspect, 0) + self.amount

    def describe(self) -> str:
        return f"{label(self.aspect)} cards cost you {counted(self.amount, 'token')} less"

    def brief(self) -> str:
        return f"{label(self.aspect)} cards cost {self.amount} less"


@VOCABULARY.effect("advance_shield", "When you Advance, neighbours who beat you take fewer tokens.")
@dataclass(frozen=True)
class AdvanceShield:
    timings: ClassVar = ONGOING
    amount: int = PD(1, "tokens fewer per neighbour", min=1)

    def modify(self, mods):
        mods.shield += self.amount

    def describe(self) -> str:
        return f"when you Advance, each neighbour takes {counted(self.amount, 'fewer token')} for beating you"

    def brief(self) -> str:
        return f"Advancing: neighbours take {self.amount} less"


@VOCABULARY.effect("advance_income", "When you pick Advance, take tokens as the dials are revealed.")
@dataclass(frozen=True)
class AdvanceIncome:
    timings: ClassVar = ONGOING
    token: Token = P("which type")
    amount: int = PD(1, "how many", min=1)

    def modify(self, mods):
        mods.advance_income[TOKEN_INDEX[self.token]] += self.amount

    def describe(self) -> str:
        return f"when you pick Advance, take {_tokens(self.amount, self.token)} at the reveal"

    def brief(self) -> str:
        return f"Advance: take {self.amount} {label(self.token)}"


@VOCABULARY.effect("holder_income", "When the dials are revealed while you hold the starting token, take tokens.")
@dataclass(frozen=True)
class HolderIncome:
    timings: ClassVar = ONGOING
    token: Token = P("which type")
    amount: int = PD(1, "how many", min=1)

    def modify(self, mods):
        mods.holder_income[TOKEN_INDEX[self.token]] += self.amount

    def describe(self) -> str:
        return f"at each reveal, if you hold the starting token, take {_tokens(self.amount, self.token)}"

    def brief(self) -> str:
        return f"Starting token: {self.amount} {label(self.token)} a round"


@VOCABULARY.effect("keep_starting_token", "You keep the starting token when you buy a card.")
@dataclass(frozen=True)
class KeepStartingToken:
    timings: ClassVar = ONGOING

    def modify(self, mods):
        mods.keep_token = True

    def describe(self) -> str:
        return "you do not pass the starting token when you buy a card"

    def brief(self) -> str:
        return "Buying keeps the starting token"


# ======================================================================= game_end effects

@VOCABULARY.effect("vp_per_aspect", "VP for each card of an aspect you own.")
@dataclass(frozen=True)
class VpPerAspect:
    timings: ClassVar = GAME_END
    aspect: Aspect = P("the aspect")
    points: int = PD(1, "VP per card", min=1)

    def score(self, state, player) -> int:
        return self.points * state.count_aspect(player, self.aspect)

    def describe(self) -> str:
        return f"{self.points} VP for each {label(self.aspect)} card you own"

    def brief(self) -> str:
        return f"{self.points} VP per {label(self.aspect)} card"


@VOCABULARY.effect("vp_per_set", "VP for each set of one Technology, one Territory and one Culture card.")
@dataclass(frozen=True)
class VpPerSet:
    timings: ClassVar = GAME_END
    points: int = PD(2, "VP per set", min=1)

    def score(self, state, player) -> int:
        return self.points * min(state.count_aspect(player, a) for a in ASPECTS)

    def describe(self) -> str:
        return f"{self.points} VP for each set of Technology, Territory and Culture cards you own"

    def brief(self) -> str:
        return f"{self.points} VP per set of 3 aspects"


@VOCABULARY.effect("vp_per_tier", "VP for each card of a tier (or of any tier) you own.")
@dataclass(frozen=True)
class VpPerTier:
    timings: ClassVar = GAME_END
    tier: AnyTier = P("the tier, or any")
    points: int = PD(1, "VP per card", min=1)

    def score(self, state, player) -> int:
        count = state.count_cards(player) if self.tier == "any" else state.count_tier(player, TIER_INDEX[self.tier])
        return self.points * count

    def describe(self) -> str:
        what = "card" if self.tier == "any" else f"{label(self.tier)} card"
        return f"{self.points} VP for each {what} you own"

    def brief(self) -> str:
        what = "card" if self.tier == "any" else f"{label(self.tier)} card"
        return f"{self.points} VP per {what}"


@VOCABULARY.effect("vp_per_tokens", "VP for every few tokens of a type (or any type) left at the end.")
@dataclass(frozen=True)
class VpPerTokens:
    timings: ClassVar = GAME_END
    token: AnyToken = P("the type counted, or any")
    per: int = PD(2, "tokens per step", min=1)
    points: int = PD(1, "VP per step", min=1)

    def score(self, state, player) -> int:
        held = state.tokens[player]
        count = sum(held) if self.token == "any" else held[TOKEN_INDEX[self.token]]
        return self.points * (count // self.per)

    def describe(self) -> str:
        what = "tokens" if self.token == "any" else f"{label(self.token)} tokens"
        return f"{self.points} VP for every {self.per} {what} you have left"

    def brief(self) -> str:
        what = "tokens" if self.token == "any" else label(self.token)
        return f"{self.points} VP per {self.per} {what} left"


@VOCABULARY.effect("vp_starting_token", "VP if you hold the starting token when the game ends.")
@dataclass(frozen=True)
class VpStartingToken:
    timings: ClassVar = GAME_END
    points: int = PD(3, "VP", min=1)

    def score(self, state, player) -> int:
        return self.points if state.holder == player else 0

    def describe(self) -> str:
        return f"{self.points} VP if you hold the starting token at the end"

    def brief(self) -> str:
        return f"{self.points} VP with the starting token"


@VOCABULARY.effect("vp_aspect_majority", "VP if no player owns more cards of an aspect than you (at least one).")
@dataclass(frozen=True)
class VpAspectMajority:
    timings: ClassVar = GAME_END
    aspect: Aspect = P("the aspect")
    points: int = PD(4, "VP", min=1)

    def score(self, state, player) -> int:
        mine = state.count_aspect(player, self.aspect)
        best = max(state.count_aspect(p, self.aspect) for p in range(state.n))
        return self.points if mine and mine >= best else 0

    def describe(self) -> str:
        return f"{self.points} VP if nobody owns more {label(self.aspect)} cards than you"

    def brief(self) -> str:
        return f"{self.points} VP for most {label(self.aspect)}"


@VOCABULARY.effect("vp_flat", "A fixed number of VP (usually with a condition).")
@dataclass(frozen=True)
class VpFlat:
    timings: ClassVar = GAME_END
    points: int = PD(2, "VP", min=1)

    def score(self, state, player) -> int:
        return self.points

    def describe(self) -> str:
        return f"{self.points} VP"

    def brief(self) -> str:
        return f"{self.points} VP"


@VOCABULARY.effect("vp_per_neighbour_tier", "VP for each card of a tier owned by your left and your right "
                                            "neighbour (with two players the opponent is both, so counts twice).")
@dataclass(frozen=True)
class VpPerNeighbourTier:
    timings: ClassVar = GAME_END
    tier: Tier = P("the tier")
    points: int = PD(1, "VP per card", min=1)

    def score(self, state, player) -> int:
        tier = TIER_INDEX[self.tier]
        sides = ((player - 1) % state.n, (player + 1) % state.n)  # one opponent sits on both sides in a duel
        return self.points * sum(state.count_tier(p, tier) for p in sides)

    def describe(self) -> str:
        return (f"{self.points} VP for each {label(self.tier)} card your left and right neighbours own "
                "(in a two-player game your opponent's count twice)")

    def brief(self) -> str:
        return f"{self.points} VP per neighbours' {label(self.tier)}"


def describe_ability(ability) -> str:
    """One ability in our words, e.g. 'Game end: 1 VP for each Culture card you own.'"""
    head = {"on_buy": "When bought", "ongoing": "Always", "game_end": "Game end"}[ability.when]
    text = ability.effect.describe()
    if ability.condition is not None:
        text = f"{text}, {ability.condition.describe()}"
    return f"{head}: {text[0].upper()}{text[1:]}."


def brief_ability(ability) -> str:
    """One ability in a few words for a card face, e.g. '1 VP per Culture card'; the face shows
    when it works with an icon, and the full sentence is `describe_ability`."""
    text = ability.effect.brief()
    if ability.condition is not None:
        text = f"{text} {ability.condition.brief()}"
    return text


def _label_timings() -> None:
    """Prefix each effect's doc with the `when` it works with, so --list-effects says so."""
    import dataclasses

    for name, entry in list(VOCABULARY.effects.items()):
        VOCABULARY.effects[name] = dataclasses.replace(entry, doc=f"[when: {', '.join(entry.cls.timings)}] {entry.doc}")


_label_timings()
