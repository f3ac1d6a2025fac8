"""Computer players for Kardashev Scale. They see only a view and the legal actions.

- easy: picks a token it needs (or Advance when it can buy something, six times in ten), buys the
  card with the most VP, pays the first way offered.
- medium: values cards (VP, abilities, the rows they open) and tokens (what its best reachable
  cards still need, and only up to its token limit), then picks the dial with the best expected
  value against neighbours who pick at random; prizes held tokens enough to save for dear cards.
- hard: as medium, but models each neighbour (who can buy and will likely Advance, which tokens
  they need, what they showed last time), plays the best reply, weighs what its pick hands to
  rivals (fully with two players), and saves a little harder.
Payments and discards keep the tokens the bot values most. No search: a decision takes well
under a millisecond on average, so `budget` is not needed."""

from __future__ import annotations

from .actions import BackToMarket, BuyCard, ChooseOption, Discard, Pay, PickDial, SkipPurchase
from .payment import can_pay, payment_options
from .pyramid import legal_columns
from .terms import ADVANCE, TIE, TIER_INDEX, TOKENS, WIN, compare

# ------------------------------------------------------------------ shared estimates

_ONGOING_VALUE = {  # rough VP-equivalent per remaining round of an ongoing effect kind
    "summit_bonus": 0.18, "ties_count_as_wins": 0.1, "plunder": 0.12, "consolation": 0.15,
    "exchange_rate": 0.08, "token_limit": 0.05, "discount_tier": 0.12, "discount_aspect": 0.1,
    "advance_shield": 0.08, "advance_income": 0.15, "holder_income": 0.12, "keep_starting_token": 0.06,
}
_TOKEN_VP = 0.4  # what one token is worth when bought with an ability
_INCOME_ROOM = 3  # room a pool should keep for one Summit's income


def rounds_left(view) -> float:
    """A guess at how many rounds remain: from the leader's base VP and the decks."""
    if view.end_reason is not None:
        return 0.0
    lead = max(view.base_vp(p) for p in range(view.n))
    by_vp = max(1.0, (view.end_vp - lead) / 1.5)
    by_deck = min(len(d) for d in view.decks[:1]) / max(1.0, view.n * 0.4) + 1
    return min(by_vp, by_deck)


def ongoing_value(ability, left: float) -> float:
    """VP-equivalent of an ongoing ability over the `left` rounds to come."""
    effect = ability.effect
    return _ONGOING_VALUE.get(type(effect).vocabulary_name, 0.08) * left * getattr(effect, "amount", 1) ** 0.5


def _with_card(view, player, card):
    """A copy of the view with `card` added to the player's pyramid (for end-game scoring)."""
    trial = view.clone()
    row = trial.pyramids[player][card.tier_index]
    row[1].append(card.id)
    return trial


def end_points(view, player) -> int:
    from .abilities import ability_scores

    return sum(points for _, points in ability_scores(view, player))


def card_value(view, player, card, detail: bool = True) -> float:
    """VP-equivalent of owning `card` now: its VP, its abilities, and the rows it opens."""
    value = float(card.vp)
    left = rounds_left(view)
    for ability in card.abilities:
        name = type(ability.effect).vocabulary_name
        effect = ability.effect
        if ability.when == "ongoing":
            value += ongoing_value(ability, left)
        elif ability.when == "on_buy":
            amount = getattr(effect, "amount", 1)
            if name == "gain_per_aspect":
                amount *= view.count_aspect(player, effect.aspect) + (card.aspect == effect.aspect)
            elif name == "gain_per_tier":
                amount *= view.count_tier(player, TIER_INDEX[effect.tier]) + (card.tier == effect.tier)
            elif name == "take_starting_token":
                amount = 1.5 if view.holder != player else 0
            elif name == "neighbours_lose":
                amount *= 0.5
            value += _TOKEN_VP * amount
    if detail:
        gained = end_points(_with_card(view, player, card), player) - end_points(view, player)
        # scoring abilities tend to grow as more cards arrive
        growth = sum(0.6 for a in card.abilities if a.when == "game_end") * min(1.0, left / 6)
        value += gained + growth
    tier = card.tier_index
    if tier < 2:  # a card that lets a higher row start, or widens it, is worth a little more
        row = len(view.pyramids[player][tier][1])
        above = len(view.pyramids[player][tier + 1][1])
        if row + 1 >= 2 and row + 1 - 1 > above:
            value += 0.6 * min(1.0, left / 5)
    return value


def token_weights(view, player, top: int = 3) -> list[float]:
    """How much each token type matters to `player`: the shortfall for the best cards they could place."""
    have = view.tokens[player]
    targets = []
    for tier, row in enumerate(view.market):
        if not legal_columns(view.pyramids[player], tier):
            continue
        for card_id in row:
            if card_id is not None:
                card = view.content.card(card_id)
                targets.append((card_value(view, player, card, detail=False) / max(1, sum(card.cost)), card))
    targets.sort(key=lambda t: -t[0])
    weights = [0.25, 0.25, 0.25]
    for rank, (_, card) in enumerate(targets[:top]):
        scale = 1.0 / (rank + 1)
        for k in range(3):
            weights[k] += scale * max(0, card.cost[k] - have[k])
    total = sum(weights)
    return [w / total for w in weights]


def affordable_buys(view, player) -> list[tuple]:
    """(card, tier, slot, column) the player could buy now."""
    mods = view.modifiers(player)
    have, rates = tuple(view.tokens[player]), tuple(mods.rates)
    found = []
    for tier, row in enumerate(view.market):
        columns = legal_columns(view.pyramids[player], tier)
        if not columns:
            continue
        for slot, card_id in enumerate(row):
            if card_id is None:
                continue
            card = view.content.card(card_id)
            if can_pay(have, card.cost, rates, mods.discount_for(card)):
                found.append((card, tier, slot, columns))
    return found


def payout(view, mine: str, theirs: str, player: int) -> int:
    """Tokens `player` would take from one comparison (ignores neighbours' shields)."""
    constants = view.content.constants
    result = compare(mine, theirs)
    mods = view.modifiers(player)
    if result == TIE and mine in mods.tie_wins:
        result = WIN
    if result == WIN:
        base = constants.win_tokens_two_players if view.n == 2 else constants.win_tokens
    elif result == TIE:
        base = constants.tie_tokens
    else:
        return mods.consolation if mine != ADVANCE else 0
    return base + mods.summit_bonus.get((mine, result), 0)


# ------------------------------------------------------------------ shared simple choices

def _column_choice(view, player, tier, columns):
    """Prefer the end of the row that lets more cards rest on it (the side nearer the upper row)."""
    if len(columns) == 1:
        return columns[0]
    above = view.pyramids[player][tier + 1] if tier < 2 else None
    if above and above[1]:
        centre = above[0] + len(above[1]) / 2
        return min(columns, key=lambda c: (abs(c - centre), c))
    return columns[0]


def _pay_choice(actions, weights):
    pays = [a for a in actions if isinstance(a, Pay)]
    return min(pays, key=lambda a: (sum(t * w for t, w in zip(a.tokens, weights)) + 0.01 * sum(a.tokens), a.tokens))


def _discard_choice(actions, weights):
    return min(actions, key=lambda a: (sum(t * w for t, w in zip(a.tokens, weights)), a.tokens))


def _take_choice(view, player, actions, weights):
    def score(action):
        option = action.option
        if ":" in option:
            seat, token = option.split(":")
            return weights[TOKENS.index(token)] + 0.01 * view.tokens[int(seat)][TOKENS.index(token)]
        return weights[TOKENS.index(option)]
    return max(actions, key=lambda a: (score(a), a.option))


class _Bot:
    level = "base"

    def choose(self, view, legal_actions, rng, budget=0.0):
        first = legal_actions[0]
        player = view.to_act()[0] if len(view.to_act()) == 1 else self._me(view)
        if isinstance(first, PickDial):
            return self.pick(view, self._me(view), legal_actions, rng)
        if isinstance(first, (BuyCard, SkipPurchase)):
            return self.buy(view, player, legal_actions, rng)
        if isinstance(first, (Pay, BackToMarket)):
            return _pay_choice(legal_actions, token_values(view, player))
        if isinstance(first, ChooseOption):
            return _take_choice(view, player, legal_actions, token_values(view, player))
        if isinstance(first, Discard):
            return _discard_choice(legal_actions, token_values(view, self._me(view)))
        return legal_actions[0]

    @staticmethod
    def _me(view) -> int:
        return view.viewer if view.viewer is not None and view.viewer >= 0 else view.to_act()[0]


class EasyBot(_Bot):
    level = "easy"

    def pick(self, view, me, actions, rng):
        if affordable_buys(view, me) and rng.random() < 0.6:
            return PickDial(ADVANCE)
        weights = token_weights(view, me)
        roll, acc = rng.random(), 0.0
        for k, w in enumerate(weights):
            acc += w
            if roll < acc:
                return PickDial(TOKENS[k])
        return PickDial(TOKENS[-1])

    def buy(self, view, player, actions, rng):
        buys = [a for a in actions if isinstance(a, BuyCard)]
        if not buys:
            return actions[-1]
        return max(buys, key=lambda a: (view.content.card(view.market[TIER_INDEX[a.tier]][a.slot]).vp, -a.slot))

    def choose(self, view, legal_actions, rng, budget=0.0):
        first = legal_actions[0]
        if isinstance(first, (Pay, BackToMarket)):
            return next(a for a in legal_actions if isinstance(a, Pay))
        if isinstance(first, ChooseOption):
            return legal_actions[rng.randrange(len(legal_actions))]
        if isinstance(first, Discard):
            held = view.tokens[self._me(view)]
            return max(legal_actions, key=lambda a: sum(t * h for t, h in zip(a.tokens, held)))
        return super().choose(view, legal_actions, rng, budget)


def token_values(view, player) -> list[float]:
    """VP-equivalent of one more token of each type for `player` (lower near the game's end)."""
    weights = token_weights(view, player)
    late = max(0.15, min(1.0, rounds_left(view) / 4))
    return [late * (0.2 + 0.45 * w) for w in weights]


def holding_value(tokens, values, limit) -> float:
    """What a pool is worth: only the `limit` most valuable tokens survive the end of the round."""
    order = sorted(range(3), key=lambda k: -values[k])
    room, total = limit, 0.0
    for k in order:
        kept = min(tokens[k], room)
        total += kept * values[k]
        room -= kept
    return total


def room(view, player) -> int:
    """How many more tokens `player` could keep this round."""
    return max(0, view.modifiers(player).token_limit - sum(view.tokens[player]))


def best_net_buy(view, player, values) -> tuple[float, tuple | None]:
    """The affordable (card, tier, slot, columns) that adds the most value after paying for it."""
    mods = view.modifiers(player)
    have = tuple(view.tokens[player])
    # tokens above the limit are lost at the round's end, and a nearly full pool wastes the next
    # Summit's income: count only what leaves room for it
    limit = max(0, mods.token_limit - _INCOME_ROOM)
    now = holding_value(have, values, limit)
    best, choice = None, None
    for card, tier, slot, columns in affordable_buys(view, player):
        options = payment_options(have, card.cost, tuple(mods.rates), mods.discount_for(card))
        after = max(holding_value([h - s for h, s in zip(have, o)], values, limit) for o in options)
        score = card_value(view, player, card) + after - now
        if best is None or score > best:
            best, choice = score, (card, tier, slot, columns)
    return (best if best is not None else 0.0), choice


class MediumBot(_Bot):
    level = "medium"
    noise = 0.15
    thrift = 1.5  # how much the bot prizes tokens it holds: higher saves up for dearer cards

    def values(self, view, player) -> list[float]:
        return [v * self.thrift for v in token_values(view, player)]

    def neighbour_model(self, view, me, other) -> dict:
        return {p: 0.25 for p in ("conflict", "trade", "research", ADVANCE)}

    def rival_weight(self, view) -> float:
        return 0.0

    def pick_scores(self, view, me) -> dict:
        values = self.values(view, me)
        mods = view.modifiers(me)
        limit = mods.token_limit
        have = view.tokens[me]
        base = holding_value(have, values, limit)
        neighbours = view.neighbours(me)
        models = [self.neighbour_model(view, me, o) for o in neighbours]
        combos = [((), 1.0)]
        for model in models:
            combos = [(picks + (theirs,), q * q2) for picks, q in combos for theirs, q2 in model.items() if q2 > 0]
        rival = self.rival_weight(view)
        scores = {}
        for pick in TOKENS:
            k = TOKENS.index(pick)
            expected = 0.0
            for picks, q in combos:
                gain = sum(payout(view, pick, theirs, me) for theirs in picks)
                pool = list(have)
                pool[k] += gain
                expected += q * (holding_value(pool, values, limit) - base)
            lost = sum(q * min(payout(view, theirs, pick, o), room(view, o)) for o, model in zip(neighbours, models)
                       for theirs, q in model.items() if theirs != ADVANCE)
            scores[pick] = expected - rival * 0.35 * lost
        net, choice = best_net_buy(view, me, values)
        income = sum(a * v for a, v in zip(mods.advance_income, values))
        handed = sum(q * min(max(0, payout(view, theirs, ADVANCE, o) - mods.shield), room(view, o))
                     for o, model in zip(neighbours, models) for theirs, q in model.items() if theirs != ADVANCE)
        # with nothing to buy, Advance only helps the neighbours
        scores[ADVANCE] = (max(0.0, net) if choice is not None else -1.0) + income - rival * 0.35 * handed
        return scores

    def pick(self, view, me, actions, rng):
        scores = self.pick_scores(view, me)
        # more randomness in a game that drags on, so two bots can never lock into a loop
        noise = self.noise + 0.05 * max(0, view.round - 40)
        best = max(scores, key=lambda p: scores[p] + noise * rng.random())
        return PickDial(best)

    def buy(self, view, player, actions, rng):
        net, choice = best_net_buy(view, player, self.values(view, player))
        if choice is None or net < -0.5:
            return actions[-1]
        card, tier, slot, columns = choice
        wanted = BuyCard(card.tier, slot, _column_choice(view, player, tier, columns))
        return wanted if wanted in actions else actions[0]


class HardBot(MediumBot):
    level = "hard"
    noise = 0.05
    thrift = 1.6  # measured: saving for Stellar and Galactic cards beats buying whatever is affordable

    def rival_weight(self, view) -> float:
        return 1.0 if view.n == 2 else 0.3

    def neighbour_model(self, view, me, other) -> dict:
        """Likely picks of a neighbour: Advance when they can buy something good (more so when
        their pool is full), otherwise the tokens they need, with some weight on beating what
        they would expect us to pick."""
        values = token_values(view, other)
        net, choice = best_net_buy(view, other, values)
        room = view.modifiers(other).token_limit - sum(view.tokens[other])
        if choice is None:
            p_adv = 0.03
        else:
            p_adv = min(0.9, max(0.1, 0.3 + 0.12 * net + 0.08 * max(0, 4 - room)))
        weights = token_weights(view, other)
        mine = token_weights(view, me)
        counter = {t: 0.0 for t in TOKENS}
        for k, t in enumerate(TOKENS):
            beater = next(b for b, beaten in _BEATEN_BY.items() if beaten == t)
            counter[beater] += mine[k]
        probs = {t: (1 - p_adv) * (0.7 * weights[k] + 0.3 * counter[t]) for k, t in enumerate(TOKENS)}
        probs[ADVANCE] = p_adv
        last = view.revealed[other] if view.revealed else None
        if last in probs:  # people repeat themselves: lean on what they showed last time
            weight = 0.15
            probs = {t: (1 - weight) * q + (weight if t == last else 0.0) for t, q in probs.items()}
        return probs


_BEATEN_BY = {"conflict": "research", "research": "trade", "trade": "conflict"}  # beater -> beaten


BOTS = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}
