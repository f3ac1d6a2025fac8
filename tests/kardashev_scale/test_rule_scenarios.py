"""The rulebook's examples and rules, as positions, actions and expected results."""

import pytest

from game.core.engine import TURN_END
from game.core.errors import IllegalAction
from game.kardashev_scale.rules.actions import BuyCard, Discard, Pay, PickDial, SkipPurchase
from game.kardashev_scale.rules.content import Card, KardashevContent
from game.kardashev_scale.rules.pyramid import legal_columns

from .helpers import content, give_pyramid, new_game, pick_all, plain_cards, put_in_market


def buy(state, player, card_id, column=None, slot=0):
    """Put `card_id` in the market and buy it, paying its printed cost."""
    put_in_market(state, card_id, slot)
    card = content().card(card_id)
    columns = legal_columns(state.pyramids[player], card.tier_index)
    events = state.apply(player, BuyCard(card.tier, slot, columns[0] if column is None else column))
    if state.purchase is not None:
        events += state.apply(player, Pay(*card.cost))
    return events


# ------------------------------------------------------------------ the Summit

def test_three_player_summit_example():
    # Sato picks Research, Joseph (his left) Trade, Kimberley (his right) Research.
    state = new_game(("Sato", "Joseph", "Kimberley"))
    events = pick_all(state, ["research", "trade", "research"])
    assert state.tokens == [[0, 0, 3], [0, 0, 0], [0, 0, 3]]  # Sato 2 + 1, Joseph nothing, Kimberley 2 + 1
    results = [(e.player, e.data["neighbour"], e.data["result"], e.data["amount"])
               for e in events if e.kind == "summit_result"]
    assert (0, 1, "win", 2) in results and (0, 2, "tie", 1) in results
    assert (1, 0, "loss", 0) in results and (1, 2, "loss", 0) in results
    assert (2, 1, "win", 2) in results and (2, 0, "tie", 1) in results
    reveal = next(e for e in events if e.kind == "dials_revealed")
    assert reveal.barrier and reveal.data["picks"] == ["research", "trade", "research"]
    assert events[-1].kind == TURN_END and state.round == 2 and state.phase == "summit"


def test_dial_picks_are_secret_until_everyone_has_picked():
    state = new_game(("Sato", "Joseph", "Kimberley"))
    events = state.apply(0, PickDial("conflict"))
    assert [e.kind for e in events] == ["dial_picked"] and "conflict" not in events[0].text.lower()
    assert state.to_act() == [1, 2]
    assert state.view(1).picks == ["hidden", None, None]
    assert state.view(0).picks == ["conflict", None, None]
    assert "conflict" not in str(state.view(2).to_dict()["picks"])


def kimberley_table():
    # Kimberley holds the starting token and sits before Sato, who sits before Joseph (clockwise).
    state = new_game(("Kimberley", "Sato", "Joseph"))
    state.tokens[0] = [3, 3, 3]
    return state


def test_starting_token_example_when_the_holder_buys():
    state = kimberley_table()
    pick_all(state, ["advance", "conflict", "trade"])
    assert state.tokens[1] == [2, 0, 0]  # Sato beats Kimberley, loses to Joseph
    assert state.tokens[2] == [0, 4, 0]  # Joseph beats both
    assert state.to_act() == [0] and state.pending(0).kind == "buy"
    events = buy(state, 0, plain_cards("planetary")[0])
    assert state.holder == 1  # passed clockwise to Sato
    assert any(e.kind == "starting_token" and e.data == {"from": 0, "to": 1} for e in events)


def test_starting_token_example_when_the_holder_does_not_buy():
    state = kimberley_table()
    pick_all(state, ["advance", "conflict", "trade"])
    state.apply(0, SkipPurchase())
    assert state.holder == 0


def test_advancing_goes_from_the_holder_clockwise_and_the_token_may_travel_twice():
    state = new_game(("A", "B", "C", "D"), options={"starting_player": 2})
    assert state.holder == 2
    for p in range(4):
        state.tokens[p] = [4, 4, 4]
    pick_all(state, ["advance", "conflict", "advance", "advance"])
    assert state.queue == [2, 3, 0]
    planetary = plain_cards("planetary")
    buy(state, 2, planetary[0])
    assert state.holder == 3
    buy(state, 3, planetary[1])
    assert state.holder == 0
    buy(state, 0, planetary[2])
    assert state.holder == 1


def test_the_market_slot_is_refilled_before_the_next_player_advances():
    state = new_game(("A", "B", "C"))
    for p in range(3):
        state.tokens[p] = [4, 4, 4]
    pick_all(state, ["advance", "advance", "conflict"])
    top = state.decks[0][-1]
    events = buy(state, 0, plain_cards("planetary")[0], slot=1)
    assert state.market[0][1] == top and len(state.decks[0]) == 30 - 4 - 1
    refill = next(e for e in events if e.kind == "slot_refilled")
    assert refill.barrier and refill.data["card"] == top
    assert state.to_act() == [1]


# ------------------------------------------------------------------ two players

def test_two_player_win_pays_three_and_tie_pays_one():
    state = new_game()
    pick_all(state, ["conflict", "research"])
    assert state.tokens == [[3, 0, 0], [0, 0, 0]]
    pick_all(state, ["trade", "trade"])
    assert state.tokens == [[3, 1, 0], [0, 1, 0]]
    pick_all(state, ["advance", "research"])
    assert state.tokens[1] == [0, 1, 3]


def test_two_player_token_stays_when_only_the_holder_advances():
    state = new_game()
    state.tokens[0] = [3, 3, 3]
    pick_all(state, ["advance", "trade"])
    buy(state, 0, plain_cards("planetary")[0])
    assert state.holder == 0


def test_two_player_token_passes_when_both_advance():
    state = new_game(options={"starting_player": 1})
    state.tokens = [[3, 3, 3], [3, 3, 3]]
    pick_all(state, ["advance", "advance"])
    assert state.queue == [1, 0]  # the holder advances first
    assert state.to_act() == [1]
    buy(state, 1, plain_cards("planetary")[0])
    assert state.holder == 0
    assert state.to_act() == [0]
    buy(state, 0, plain_cards("planetary")[1])
    assert state.holder == 0  # the other player's purchase does not move it back


# ------------------------------------------------------------------ abilities stack

def test_ongoing_abilities_stack_two_plunders_take_two_tokens():
    # Rulebook: Advancement abilities stack (they are cumulative). Kinetic Bombardment Net and the
    # Shkadov Thruster each take a Conflict token from a player beaten with Conflict: two tokens.
    state = new_game()
    give_pyramid(state, 0, (["kinetic_bombardment_net", *plain_cards("planetary")[:2]], ["shkadov_thruster"], []))
    state.tokens[1] = [3, 0, 0]
    events = pick_all(state, ["conflict", "research"])
    assert state.tokens[1] == [1, 0, 0]
    assert state.tokens[0] == [3 + 1 + 2, 0, 0]  # the win, the Thruster's bonus, two plundered
    taken = [e for e in events if e.kind == "tokens_taken"]
    assert [(e.data["from"], e.data["token"], e.data["amount"]) for e in taken] == [(1, "conflict", 2)]


def test_stacked_plunder_takes_only_what_the_loser_has():
    state = new_game(("Ana", "Ben", "Cy"))
    give_pyramid(state, 0, (["kinetic_bombardment_net", *plain_cards("planetary")[:2]], ["shkadov_thruster"], []))
    state.tokens[1], state.tokens[2] = [3, 0, 0], [1, 0, 0]
    pick_all(state, ["conflict", "research", "research"])
    assert state.tokens[1][0] == 1 and state.tokens[2][0] == 0  # two from Ben; Cy had only one
    assert state.tokens[0][0] == 2 * (2 + 1) + 3  # two wins with the bonus, three tokens taken


# ------------------------------------------------------------------ placement

def test_placement_rows_and_support():
    state = new_game()
    p1, p2, p3, p4 = plain_cards("planetary")[:4]
    s1, s2, s3 = plain_cards("stellar")[:3]
    pyramid = state.pyramids[0]
    assert legal_columns(pyramid, 0) == [0]
    assert legal_columns(pyramid, 1) == [] and legal_columns(pyramid, 2) == []
    give_pyramid(state, 0, ([p1], [], []))
    assert legal_columns(state.pyramids[0], 0) == [-1, 1]
    assert legal_columns(state.pyramids[0], 1) == []  # one Planetary card cannot hold a Stellar one
    give_pyramid(state, 0, ([p1, p2, p3], [], []))
    assert legal_columns(state.pyramids[0], 1) == [0, 1]  # anywhere supported when the row is empty
    give_pyramid(state, 0, ([p1, p2, p3], [s1], []))
    assert legal_columns(state.pyramids[0], 1) == [1]  # next to the Stellar card, and supported
    assert legal_columns(state.pyramids[0], 2) == []
    give_pyramid(state, 0, ([p1, p2, p3, p4], [s1, s2, s3], []))
    assert legal_columns(state.pyramids[0], 2) == [0, 1]


def test_a_card_that_cannot_be_placed_cannot_be_bought():
    state = new_game()
    state.tokens[0] = [10, 10, 10]
    pick_all(state, ["advance", "trade"])
    stellar = plain_cards("stellar")[0]
    put_in_market(state, stellar)
    legal = state.legal_actions(0)
    assert not any(isinstance(a, BuyCard) and a.tier != "planetary" for a in legal)
    with pytest.raises(IllegalAction):
        state.apply(0, BuyCard("stellar", 0, 0))
    assert any(isinstance(a, BuyCard) and a.tier == "planetary" for a in legal)


def test_buying_places_the_card_where_chosen():
    state = new_game()
    p1, p2 = plain_cards("planetary")[:2]
    give_pyramid(state, 0, ([p1], [], []))
    state.tokens[0] = [4, 4, 4]
    pick_all(state, ["advance", "trade"])
    buy(state, 0, p2, column=-1)
    assert state.pyramids[0][0] == [-1, [p2, p1]]


def test_exchanging_three_for_one_when_paying():
    state = new_game()
    card_id = plain_cards("planetary")[0]
    card = content().card(card_id)
    state.tokens[0] = [0, 0, 0]
    for k in range(3):
        state.tokens[0][k] = card.cost[k]
    short = next(k for k in range(3) if card.cost[k] > 0)
    state.tokens[0][short] -= 1
    other = (short + 1) % 3
    state.tokens[0][other] += 3  # one short, three spare of another type
    pick_all(state, ["advance", "trade"])
    before = list(state.tokens[0])
    put_in_market(state, card_id)
    state.apply(0, BuyCard(card.tier, 0, 0))
    if state.purchase is not None:
        pays = [a for a in state.legal_actions(0) if isinstance(a, Pay)]
        assert pays, "an exchange must make the card affordable"
        state.apply(0, pays[0])
    assert sum(before) - sum(state.tokens[0]) == sum(card.cost) + 2  # 3 given for 1


# ------------------------------------------------------------------ the end of the round

def test_discarding_down_to_ten_choosing_which():
    state = new_game()
    state.tokens[0] = [5, 4, 2]
    events = pick_all(state, ["trade", "research"])  # Ana loses: nothing
    assert state.tokens[0] == [5, 4, 2]
    assert state.phase == "discard" and state.to_act() == [0]
    assert state.pending(0).kind == "discard"
    legal = state.legal_actions(0)
    assert Discard(1, 0, 0) in legal and Discard(0, 0, 1) in legal and all(sum(a.tokens) == 1 for a in legal)
    events = state.apply(0, Discard(0, 0, 1))
    assert state.tokens[0] == [5, 4, 1]
    assert any(e.kind == TURN_END for e in events) and state.phase == "summit"


def test_discarding_is_simultaneous_and_respects_a_higher_limit():
    state = new_game()
    state.tokens = [[6, 6, 0], [6, 6, 0]]
    give_pyramid(state, 1, (["continental_fusion_grid"], [], []))  # +3 to the limit
    pick_all(state, ["advance", "advance"])
    state.apply(0, SkipPurchase())
    state.apply(1, SkipPurchase())
    assert state.to_act() == [0] and state.to_discard(0) == 2 and state.to_discard(1) == 0


def test_reaching_the_end_vp_finishes_the_round():
    state = new_game(("A", "B", "C"))
    galactic = plain_cards("galactic")
    stellar = plain_cards("stellar")
    planetary = plain_cards("planetary")
    give_pyramid(state, 0, (planetary[:3], stellar[:2], galactic[:1]))
    vp = state.base_vp(0)
    state.end_vp = vp + 1  # one more card ends the game
    state.tokens[0] = [4, 4, 4]
    state.tokens[1] = [4, 4, 0]
    pick_all(state, ["advance", "advance", "trade"])  # C takes 4 and needs no discard
    events = buy(state, 0, planetary[3])
    assert any(e.kind == "end_triggered" for e in events)
    assert not state.is_terminal() and state.to_act() == [1]  # the round goes on
    events = buy(state, 1, planetary[4])
    assert state.is_terminal()
    assert [e.kind for e in events][-2:] == [TURN_END, "game_end"]
    assert state.outcome().winners == (0,)


def test_an_empty_deck_ends_the_game_after_the_round():
    state = new_game()
    state.decks[2] = []
    give_pyramid(state, 0, (plain_cards("planetary")[:3], plain_cards("stellar")[:2], []))
    card = plain_cards("galactic")[0]
    state.market[2][0] = card
    state.tokens[0] = list(content().card(card).cost)
    pick_all(state, ["advance", "trade"])
    events = state.apply(0, BuyCard("galactic", 0, 0))
    assert state.market[2][0] is None and state.end_reason == "deck"
    assert any(e.kind == "end_triggered" for e in events)
    assert state.is_terminal()


# ------------------------------------------------------------------ tie-breaks

def plain_content():
    """The real constants with abilityless cards, so scores are only base VP."""
    base = content()
    cards = [Card(f"{tier}{i}", f"{tier} {i}", tier, "technology", vp, (1, 1, 1), ())
             for tier, vp in (("planetary", 1), ("stellar", 2), ("galactic", 4)) for i in range(12)]
    sections = {"cards": tuple(cards), "constants": base.constants, "variants": base.variants}
    return KardashevContent("kardashev_scale", sections, "plain", (),
                            card_index={c.id: c for c in cards}, variant_index=base.variant_index)


def finished(rows_a, rows_b, tokens=((0, 0, 0), (0, 0, 0))):
    state = new_game(game_content=plain_content())
    for player, rows in enumerate((rows_a, rows_b)):
        picked = [[f"{tier}{i + 6 * player}" for i in range(count)]
                  for tier, count in zip(("planetary", "stellar", "galactic"), rows)]
        give_pyramid(state, player, picked)
        state.tokens[player] = list(tokens[player])
    state.finished = True
    return state.outcome()


def test_tiebreak_most_galactic():
    outcome = finished((2, 2, 1), (4, 3, 0))  # 2+4+4 = 10 and 4+6 = 10
    assert [r.score for r in outcome.results] == [10, 10]
    assert outcome.winners == (0,) and outcome.result_of(1).rank == 2
    assert outcome.tiebreak_labels[0] == "Galactic cards"


def test_tiebreak_most_stellar():
    outcome = finished((4, 1, 0), (2, 2, 0))  # 6 and 6, no Galactic
    assert outcome.winners == (1,)


def test_tiebreak_most_cards():
    outcome = finished((3, 1, 1), (5, 0, 1), ((0, 0, 0), (0, 0, 0)))  # same Galactic; compare Stellar first
    assert outcome.winners == (0,)  # 3+2+4 = 9 vs 5+4 = 9, more Stellar
    outcome = finished((2, 2, 0), (6, 0, 0))
    assert outcome.winners == (0,)
    outcome = finished((4, 0, 0), (2, 1, 0))  # 4 vs 4 VP, Stellar decides before the card count
    assert outcome.winners == (1,)
    outcome = finished((3, 1, 0), (3, 1, 0), ((0, 0, 0), (0, 0, 0)))
    assert outcome.winners == (0, 1)
    outcome = finished((2, 2, 1), (2, 2, 1))
    assert outcome.winners == (0, 1)


def test_tiebreak_card_count_alone():
    # equal score, Galactic and Stellar; one has more cards (lower-VP cards need a richer set)
    base = plain_content()
    cards = list(base.cards) + [Card("half", "two-VP planet", "planetary", "culture", 2, (1, 1, 1), ())]
    sections = dict(base.sections, cards=tuple(cards))
    rich = KardashevContent("kardashev_scale", sections, "plain2", (),
                            card_index={c.id: c for c in cards}, variant_index=base.variant_index)
    state = new_game(game_content=rich)
    give_pyramid(state, 0, (["planetary0", "planetary1"], [], []))  # 2 VP, 2 cards
    give_pyramid(state, 1, (["half"], [], []))  # 2 VP, 1 card
    state.finished = True
    assert state.outcome().winners == (0,)


def test_tiebreak_most_tokens_then_shared():
    outcome = finished((2, 0, 0), (2, 0, 0), ((1, 0, 0), (0, 2, 0)))
    assert outcome.winners == (1,)
    outcome = finished((2, 0, 0), (2, 0, 0), ((1, 1, 0), (0, 2, 0)))
    assert outcome.winners == (0, 1) and all(r.rank == 1 for r in outcome.results)


# ------------------------------------------------------------------ variants and set-up
def test_setup_and_variants():
    state = new_game(("A", "B", "C"))
    assert [len(row) for row in state.market] == [4, 3, 2] and [len(d) for d in state.decks] == [26, 15, 10]
    assert state.holder == 0 and state.end_vp == 25 and state.tokens == [[0, 0, 0]] * 3
    assert new_game(("A", "B", "C"), options={"starting_player": 2}).holder == 2
    assert new_game(("A", "B"), variants=("short_game",)).end_vp == 18
    assert new_game(("A", "B"), variants=("long_game",)).end_vp == 32
    holders = {new_game(("A", "B", "C", "D"), seed=s, variants=("random_start",)).holder for s in range(12)}
    assert len(holders) > 1
    same_deck = new_game(("A", "B"), seed=5, variants=("random_start",)).decks == new_game(("A", "B"), seed=5).decks
    assert same_deck
    assert {v.id for v in content().variants} == {"random_start", "short_game", "long_game"}
