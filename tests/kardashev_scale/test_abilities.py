"""Each kind of ability doing what its words say, in a small position."""

from game.kardashev_scale.rules.actions import BuyCard, ChooseOption, Pay
from game.kardashev_scale.rules.payment import payment_options

from .helpers import content, give_pyramid, new_game, pick_all, plain_cards, put_in_market

P = plain_cards("planetary")


def table(owner_cards, names=("Ana", "Ben")):
    state = new_game(names)
    give_pyramid(state, 0, (owner_cards, [], []))
    return state


# ------------------------------------------------------------------ ongoing: the Summit
def test_summit_bonus_on_wins():
    state = table(["planetary_datasphere"])  # +1 on Research wins
    pick_all(state, ["research", "trade"])
    assert state.tokens[0] == [0, 0, 4]


def test_summit_bonus_on_ties_with_any_pick():
    state = table(["planetary_credit_exchange"])
    pick_all(state, ["conflict", "conflict"])
    assert state.tokens == [[2, 0, 0], [1, 0, 0]]


def test_ties_count_as_wins():
    state = table(["universal_language_archive"])  # Trade ties pay as wins
    pick_all(state, ["trade", "trade"])
    assert state.tokens == [[0, 3, 0], [0, 1, 0]]


def test_plunder_takes_from_the_loser():
    state = table(["kinetic_bombardment_net"])
    state.tokens[1] = [2, 0, 0]
    pick_all(state, ["conflict", "advance"])
    assert state.tokens[0] == [4, 0, 0] and state.tokens[1][0] == 1


def test_consolation_on_a_loss():
    state = table(["polar_dome_cities"])
    pick_all(state, ["research", "conflict"])
    assert state.tokens[0] == [0, 0, 1]


def test_advance_shield_and_advance_income():
    state = table(["orbital_defence_ring", "weather_control_grid"])
    pick_all(state, ["advance", "trade"])
    assert state.tokens[1] == [0, 2, 0]  # 3 for the win, 1 fewer for the shield
    assert state.tokens[0] == [0, 0, 1]


def test_holder_income():
    state = table(["orbital_tourism"])
    pick_all(state, ["conflict", "conflict"])
    assert state.tokens[0] == [1, 1, 0]


# ------------------------------------------------------------------ ongoing: paying and keeping
def test_exchange_rate_and_discounts_change_payment():
    assert payment_options((0, 3, 0), (1, 0, 0), (3, 3, 3), 0) == ((0, 3, 0),)
    assert payment_options((0, 2, 0), (1, 0, 0), (3, 3, 3), 0) == ()
    assert payment_options((0, 2, 0), (1, 0, 0), (2, 2, 2), 0) == ((0, 2, 0),)
    assert payment_options((0, 0, 0), (1, 0, 0), (3, 3, 3), 1) == ((0, 0, 0),)
    assert set(payment_options((2, 2, 0), (1, 1, 0), (3, 3, 3), 1)) == {(1, 0, 0), (0, 1, 0)}


def test_fusion_reactor_exchanges_research_two_for_one():
    state = table(["fusion_test_reactor"])
    state.tokens[0] = [0, 0, 2]
    assert state.modifiers(0).rates == [3, 3, 2]


def test_discount_by_tier_makes_a_card_cheaper():
    state = table(["space_elevator"])  # Planetary cards cost 1 less
    card = content().card(P[0])
    state.tokens[0] = list(card.cost)
    state.tokens[0][max(range(3), key=lambda k: card.cost[k])] -= 1
    pick_all(state, ["advance", "trade"])
    put_in_market(state, P[0])
    assert BuyCard("planetary", 0, -1) in state.legal_actions(0)


def test_discount_by_aspect():
    state = table(["orbital_shipyard"])
    assert state.modifiers(0).discount_for(content().card("ringworld_segment")) == 1
    assert state.modifiers(0).discount_for(content().card("dyson_swarm")) == 0


def test_token_limit():
    state = table(["continental_fusion_grid"])
    assert state.modifiers(0).token_limit == 13


# ------------------------------------------------------------------ on purchase
def buy_now(state, card_id, tokens=(9, 9, 9)):
    state.tokens[0] = list(tokens)
    pick_all(state, ["advance", "advance"])
    put_in_market(state, card_id)
    card = content().card(card_id)
    events = state.apply(0, BuyCard(card.tier, 0, 0 if not state.pyramids[0][0][1] else -1))
    if state.purchase is not None:
        events += state.apply(0, Pay(*card.cost))
    return events


def test_gain_tokens_on_purchase():
    state = table([])
    buy_now(state, "lunar_mining_base", (2, 1, 0))
    assert state.tokens[0] == [2, 0, 0]


def test_gain_chosen_tokens_asks_for_each():
    state = table([])
    buy_now(state, "geothermal_taps", (2, 0, 1))
    assert state.pending(0).kind == "choose_token"
    assert [a.option for a in state.legal_actions(0)] == ["conflict", "research", "trade"]
    state.apply(0, ChooseOption("trade"))
    assert state.tokens[0] == [0, 1, 0] and state.to_act() == [0]  # one more to choose
    state.apply(0, ChooseOption("conflict"))
    assert state.tokens[0] == [1, 1, 0]
    assert state.to_act() == [1]  # the next player advances


def test_take_from_neighbour_asks_whose_and_which():
    state = table([], names=("A", "B", "C"))
    state.tokens[1] = [0, 1, 0]
    state.tokens[2] = [1, 0, 0]
    state.tokens[0] = [2, 1, 0]
    pick_all(state, ["advance", "advance", "advance"])
    put_in_market(state, "asteroid_claims_office")
    state.apply(0, BuyCard("planetary", 0, 0))
    assert state.pending(0).kind == "choose_neighbour_token"
    assert [a.option for a in state.legal_actions(0)] == ["1:trade", "2:conflict"]
    state.apply(0, ChooseOption("2:conflict"))
    state.apply(0, ChooseOption("1:trade"))
    assert state.tokens == [[1, 1, 0], [0, 0, 0], [0, 0, 0]]
    assert state.to_act() == [1]


def test_take_from_neighbour_with_nothing_to_take_is_skipped():
    state = table([])
    buy_now(state, "asteroid_claims_office", (2, 1, 0))
    assert state.to_act() == [1] and not state.choices


def test_neighbours_lose_tokens():
    state = table([], names=("A", "B", "C"))
    state.tokens[1] = [0, 3, 0]
    state.tokens[2] = [0, 1, 0]
    state.tokens[0] = [2, 1, 0]
    pick_all(state, ["advance", "advance", "advance"])
    put_in_market(state, "planetary_guard")
    state.apply(0, BuyCard("planetary", 0, 0))
    assert state.tokens[1] == [0, 1, 0] and state.tokens[2] == [0, 0, 0]


def test_take_and_keep_the_starting_token():
    state = new_game(("A", "B", "C"), options={"starting_player": 1})
    state.tokens[0] = [0, 2, 1]
    pick_all(state, ["advance", "conflict", "conflict"])
    put_in_market(state, "diplomatic_corps")
    state.apply(0, BuyCard("planetary", 0, 0))
    assert state.holder == 0
    state2 = new_game(("A", "B", "C"))
    give_pyramid(state2, 0, (["consensus_assembly"], [], []))
    state2.tokens[0] = [4, 4, 4]
    pick_all(state2, ["advance", "conflict", "conflict"])
    put_in_market(state2, P[0])
    state2.apply(0, BuyCard("planetary", 0, 1))
    if state2.purchase is not None:
        state2.apply(0, Pay(*content().card(P[0]).cost))
    assert state2.holder == 0  # kept


def test_gain_per_aspect_and_per_tier_count_the_new_card():
    state = table(["global_media_network"])  # one Culture card already
    buy_now(state, "planet_wide_festival", (1, 2, 0))
    assert state.tokens[0] == [0, 2, 0]


# ------------------------------------------------------------------ end-game scoring
def score_lines(rows, tokens=(0, 0, 0), holder=0, other_rows=((), (), ())):
    state = new_game()
    give_pyramid(state, 0, rows)
    give_pyramid(state, 1, other_rows)
    state.tokens[0] = list(tokens)
    state.holder = holder
    state.finished = True
    return {line.label: line.points for line in state.outcome().result_of(0).breakdown}


def test_end_game_scoring_kinds():
    lines = score_lines((["orbital_telescope", "solar_collector_array", "heritage_vault", "red_planet_colony"], [], []))
    assert lines["Orbital Telescope"] == 2 and lines["Heritage Vault"] == 2
    lines = score_lines((["planetary_ai_council"], [], []), tokens=(0, 0, 5))
    assert lines["Planetary AI Council"] == 2
    lines = score_lines((P[:2], ["interplanetary_senate"], []), holder=0)
    assert lines["Interplanetary Senate"] == 2
    lines = score_lines((P[:2], ["interplanetary_senate"], []), holder=1)
    assert lines["Interplanetary Senate"] == 0
    lines = score_lines((["ocean_arcology", "red_planet_colony"], [], []))
    assert lines["Ocean Arcology"] == 0  # needs three Territory cards
    lines = score_lines((P[:3], ["gas_giant_refinery"], []), other_rows=(["lunar_mining_base"], [], []))
    assert lines["Gas Giant Refinery"] == 4
    lines = score_lines((P[:3], ["dyson_swarm", "ringworld_segment"], ["halo_colonies"]))
    assert lines["Dyson Swarm"] == 2 and lines["Halo Colonies"] == 3
    lines = score_lines((P[:3], ["dyson_swarm", "ringworld_segment"], ["cosmic_embassy_network"]),
                        other_rows=(P[3:5], ["star_lifter"], []))
    assert lines["Cosmic Embassy Network"] == 2  # a duel: the opponent is both left and right neighbour
    assert score_lines((["red_planet_colony"], [], []))["Base VP"] == 1
