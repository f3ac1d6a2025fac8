"""Nothing decided for the player: a role resolves only when its player says so, and Resolve, the
follow hint and the default say before the click what resolving will do (a move that does nothing
says so, and the log says why)."""

from game.eminent_domain.rules.actions import Boost, Dissent, Finish, Follow, LeadRole
from game.eminent_domain.rules.describe import action_label, button_label
from game.eminent_domain.scenes import choices as C

from .scenario import act, fresh, give, planet, step_kind


def texts(events) -> list[str]:
    return [e.text for e in events]


def following_warfare(s) -> None:
    """P1 leads Warfare with the role card alone; P2 follows."""
    act(s, Finish())
    act(s, LeadRole("warfare"))
    act(s, Finish())
    while s.to_act() == [0]:
        act(s, s.legal_actions(0)[0])
    act(s, Follow())


def test_adding_the_last_matching_card_waits_for_resolve():
    s = fresh()
    cards = [give(s, 0, "research") for _ in range(2)]
    act(s, Finish())
    act(s, LeadRole("research"))
    events = act(s, Boost(cards[0])) + act(s, Boost(cards[1]))
    assert step_kind(s) == "boost" and s.legal_actions(0) == [Finish()]  # nothing more to add: asked, not taken
    assert not [e for e in events if e.kind == "resolve"]
    assert any(e.kind == "resolve" and e.data["strength"] == 3 for e in act(s, Finish()))


def test_a_follower_adding_the_last_card_waits_too_and_resolve_says_where_the_colony_goes_and_why():
    s = fresh()
    target = planet(s, 1, "zhephan", colonies=3)  # enough to settle, but only the leader settles
    card = give(s, 1, "colonize")
    act(s, Finish())
    act(s, LeadRole("colonize"))
    act(s, Finish())  # the leader resolves with the role card alone
    act(s, Follow())
    act(s, Boost(card))
    assert s.to_act() == [1] and step_kind(s) == "boost"
    assert button_label(s, Finish()) == "Resolve: place 1 colony"
    assert action_label(s, Finish()) == "Resolve Colonize (strength 1): place 1 colony"
    prompt = s.pending(1).prompt
    assert "places 1 colony on Zhephan, the face-down advanced planet (as a follower: only the leader settles)" \
        in prompt
    act(s, Finish())
    assert target["cv"] == 4 and not target["up"]


def test_research_that_can_buy_nothing_says_so_before_and_in_the_log():
    s = fresh()
    planet(s, 0, "lyttle")  # the start planet, face down: no technology asks for none
    for _ in range(2):
        give(s, 0, "research")
    act(s, Finish())
    act(s, LeadRole("research"))
    while any(isinstance(a, Boost) for a in s.legal_actions(0)):
        act(s, next(a for a in s.legal_actions(0) if isinstance(a, Boost)))
    assert button_label(s, Finish()) == "Resolve: nothing to buy"
    why = ("no technology within reach: each needs face-up planets of its type, and every planet in this "
           "empire is face down")
    assert f"Resolving Research at strength 3 buys nothing: {why}." in s.pending(0).prompt
    log = texts(act(s, Finish()))
    assert f"P1 buys nothing: {why}." in log


def test_trade_with_nothing_to_sell_is_not_offered_as_strength_2_nor_as_the_default():
    s = fresh()
    planet(s, 1, "new_texas", up=True, resources=[0, 0])
    for _ in range(2):
        give(s, 1, "produce_trade")
    act(s, Finish())
    act(s, LeadRole("trade"))
    act(s, Finish())
    assert s.to_act() == [1] and step_kind(s) == "follow"
    assert C.follow_gain(s, 1, "trade") == 0
    hint = C.follow_hint(s, 1, "trade")
    assert hint == "You hold 2 Trade cards: following at strength 2 sells nothing: no resources to sell."
    ch = C.choices_for(s.view(1), 1, s.legal_actions(1))
    assert C.default_choice(s.view(1), ch).action == Dissent()


def test_after_follow_the_default_adds_cards_and_a_resolve_that_does_nothing_says_so():
    s = fresh()
    card = give(s, 1, "warfare")
    following_warfare(s)
    view = s.view(1)
    ch = C.choices_for(view, 1, s.legal_actions(1))
    assert button_label(view, Finish()) == "Resolve: nothing happens"  # strength 0 before the card
    assert C.adds_by_default(view, ch)  # the default is the table's "Add your Warfare card"
    assert C.default_choice(view, ch) is None
    act(s, Boost(card))
    view = s.view(1)
    ch = C.choices_for(view, 1, s.legal_actions(1))
    assert C.default_choice(view, ch).action == Finish()
    assert button_label(view, Finish()) == "Resolve: collect 1 fighter"


def test_a_follower_with_nothing_to_add_is_asked_to_resolve_a_move_that_says_it_does_nothing():
    s = fresh()
    following_warfare(s)
    assert s.to_act() == [1] and s.legal_actions(1) == [Finish()]
    ch = C.choices_for(s.view(1), 1, s.legal_actions(1))
    assert [c.label for c in ch.buttons] == ["Resolve: nothing happens"]
    assert C.default_choice(s.view(1), ch).action == Finish()  # the only move left
    assert "P2 collects nothing: no Warfare symbols." in texts(act(s, Finish()))
