"""The Hint's words (core/explain.py and each game's explain.py): the expert's very choice, why it
is good from what its search measured (real figures of a seeded search), and one effect from the
rules; explain.py is never part of what the strength rows fingerprint."""

from __future__ import annotations

import pytest

from game.ascending_empires.definition import GAME as AE
from game.ascending_empires.rules import actions as AEA
from game.ascending_empires.rules.expert import ExpertBot as AEExpert
from game.ascending_empires.rules.setup import new_game as ae_game
from game.core import explain, registry, strength_table
from game.core.bots import make_bot
from game.core.explain import Explanation, changes, explained_choice, lead
from game.core.rng import Rng
from game.core.thinking import decide
from game.eminent_domain import GAME as ED
from game.eminent_domain.ai.search import candidates
from game.eminent_domain.rules import actions as EDA
from game.kardashev_scale.rules.actions import PickDial
from game.kardashev_scale.rules.bots_expert import ExpertBot as KSExpert
from tests.ascending_empires.helpers import content as ae_content
from tests.eminent_domain.helpers import new_game as ed_game
from tests.kardashev_scale.helpers import new_game as ks_game


def test_words_for_changes_and_leads():
    assert changes({"VP": 3, "Trade": 2, "card": 1}, {"VP": 5, "Trade": 0, "card": 1}) == ["+2 VP", "-2 Trade"]
    assert (lead(2.46), lead(0.04), lead(-1.0), lead(900), lead(-1000)) == \
        ("ahead by 2.5", "level", "behind by 1", "a won game", "a lost game")


def test_a_game_without_explain_py_is_asked_as_before():
    class Bot:
        def choose(self, view, legal, rng, budget):
            return legal[-1]

    assert explained_choice(None, Bot(), None, [1, 2], Rng(1), 0.1) == (2, None)
    assert explain.explainer("no_such_game") is None


def test_explain_py_is_never_fingerprinted_as_played():
    for game_id in registry.game_ids():
        played = {path.name for path in strength_table.played_files(game_id)}
        assert "explain.py" not in played and explain.explainer(game_id) is not None


# --- Kardashev Scale -------------------------------------------------------------------------------
def test_kardashev_scale_why_names_the_searchs_own_counts():
    state = ks_game(seed=3)
    view, legal = state.view(0), state.legal_actions(0)
    plain = KSExpert(iterations=60)
    chosen = plain.choose(view, legal, Rng(5), 1.0)
    known = plain.last  # the search's figures for this seeded position
    action, words = explained_choice(explain.explainer("kardashev_scale"), KSExpert(iterations=60), view, legal,
                                     Rng(5), 1.0)
    assert action == chosen, "explaining never changes the choice"
    visits, mean = known.visits[action], known.means[action]
    assert words.why.startswith(f"{visits} of {known.iterations} playouts: {round(100 * mean)}% win chance")
    rival = max((k for k in known.visits if k != action and known.visits[k] >= 0.1 * visits),
                key=lambda k: (known.means[k], known.visits[k]))
    assert f"next best, the {rival.choice.capitalize()} dial: {round(100 * known.means[rival])}%" in words.why
    assert words.measured["playouts"] == 60 and sum(m[1] for m in words.measured["moves"]) == 60


def test_kardashev_scale_a_dial_says_what_it_takes_against_each_rival_dial():
    state = ks_game(seed=3)
    words = explain.explainer("kardashev_scale").effect(state.view(0), 0, PickDial("trade"), None)
    # two players: a win pays 3 Trade, a tie 1; Trade beats Conflict, loses to Research
    assert words == "Against Conflict or Advance: +3 Trade; Trade: +1; Research: nothing."
    assert explain.explainer("kardashev_scale").effect(state.view(0), 0, PickDial("advance"), None) == \
        "You may buy a card after the reveal."


def test_kardashev_scale_a_paid_card_says_its_vp_and_what_it_cost():
    state = ks_game(seed=3)
    for player in (0, 1):
        state.apply(player, PickDial("advance"))
    player = state.to_act()[0]
    view = state.view(player)
    state.tokens[player] = [9, 9, 9]
    view.tokens[player] = [9, 9, 9]
    buy = next(a for a in view.legal_actions(player) if type(a).__name__ == "BuyCard")
    after = view.clone()
    after.apply(player, buy)
    effect = explain.explainer("kardashev_scale").effect(view, player, buy, None)
    card = view.content.card(view.market[["planetary", "stellar", "galactic"].index(buy.tier)][buy.slot])
    if after.purchase is not None:
        assert effect == f"+{card.vp} VP once paid; you choose how to pay next."
    else:
        assert effect.startswith(f"+{card.vp} VP") and "+1 card" in effect


# --- Eminent Domain --------------------------------------------------------------------------------
def test_eminent_domain_why_names_the_halvings_own_counts():
    state = ed_game(2, 4)
    player = state.to_act()[0]
    view, legal = state.view(player), state.legal_actions(player)
    plain = make_bot(ED, "expert")
    plain.evaluations = 40
    chosen = plain.choose(view, legal, Rng(5), 60.0)
    known, options = plain.last, candidates(view, legal)
    bot = make_bot(ED, "expert")
    bot.evaluations = 40
    action, words = explained_choice(explain.explainer("eminent_domain"), bot, view, legal, Rng(5), 60.0)
    assert action == chosen
    best = known.best
    assert words.why.startswith(f"{known.tried[best]} playouts, 8 turns on: {lead(known.values[best])}")
    assert "next best, " in words.why and len(options) == len(known.values)


def test_eminent_domain_playing_a_warfare_card_says_the_fighter_it_brings():
    state = ed_game(2, 4)
    player = state.to_act()[0]
    view = state.view(player)
    warfare = [a for a in view.legal_actions(player) if isinstance(a, EDA.PlayAction)
               and view.card_face[a.card] == "warfare"]
    colonize = [a for a in view.legal_actions(player) if isinstance(a, EDA.PlayAction)
                and view.card_face[a.card] == "colonize"]
    words = explain.explainer("eminent_domain")
    if warfare:
        assert words.effect(view, player, warfare[0], None) == "-1 card in hand, +1 fighter at once."
    assert colonize or warfare
    if colonize:
        assert words.effect(view, player, colonize[0], None).startswith(("-1 card in hand", "Next: "))


# --- Ascending Empires -----------------------------------------------------------------------------
def ae_decisions(count: int):
    """The expert's first decisions of a seeded duel, each as (view, legal) before it."""
    state = ae_game(ae_content(), 2, 4)
    plain, hard = AEExpert(), make_bot(AE, "hard")
    rngs = [Rng(1), Rng(2)]
    found = []
    while len(found) < count and not state.is_terminal():
        player = state.to_act()[0]
        view, legal = state.view(player), state.legal_actions(player)
        if player == 0:
            found.append((view.clone(), list(legal), Rng(state=tuple(rngs[0].to_list()))))
        bot = plain if player == 0 else hard
        state.apply(player, bot.choose(view, legal, rngs[player], 0.2))
    return found


def test_ascending_empires_watched_expert_chooses_as_the_expert_and_says_why():
    module = explain.explainer("ascending_empires")
    plain, watched = AEExpert(), module.make_bot("expert", AE.bots)
    assert module.make_bot("hard", AE.bots) is None
    saw_search = saw_shot = False
    for view, legal, rng in ae_decisions(6):
        expected = plain.choose(view, legal, Rng(state=tuple(rng.to_list())), 0.2)
        action, words = explained_choice(module, watched, view, legal, Rng(state=tuple(rng.to_list())), 0.2)
        assert action == expected
        measured = words.measured or {}
        if "steps" in measured:
            saw_search = True
            count = len(measured["steps"])
            assert (f"{count} first steps" in words.why or "rivals reply" in words.why), words.why
            assert lead(measured["value"]) in words.why
        if isinstance(action, AEA.Navigate):
            saw_shot = True
            assert isinstance(words.shot, AEA.Flick) and words.shot.ship == action.ship
            assert (plain._plan[2], plain._plan[3]) == (words.shot.angle, words.shot.power)  # the planned aim
            assert words.effect.startswith(("Stops in orbit of", "Stops in open space", "The ship drifts", "Rams"))
    assert saw_search and saw_shot


def test_ascending_empires_a_recruit_says_the_troop_it_takes_from_the_supply():
    state = ae_game(ae_content(), 2, 4)
    player = state.to_act()[0]
    view = state.view(player)
    recruit = next(a for a in view.legal_actions(player) if isinstance(a, AEA.Recruit))
    assert explain.explainer("ascending_empires").effect(view, player, recruit, None) == "-1 troop in supply."


def test_the_worker_returns_the_explanation_with_the_choice():
    state = ks_game(seed=3)
    view, legal = state.view(0), state.legal_actions(0)
    module = explain.explainer("kardashev_scale")
    action, rng_after, words = decide(KSExpert(iterations=30), view, legal, Rng(5).to_list(), 1.0, module)
    bare = decide(KSExpert(iterations=30), view, legal, Rng(5).to_list(), 1.0)
    assert (action, rng_after) == bare[:2] and bare[2] is None
    assert isinstance(words, Explanation) and words.why and words.effect.startswith("Against ")


@pytest.mark.parametrize("game_id", ["kardashev_scale", "eminent_domain", "ascending_empires"])
def test_words_that_fail_leave_the_hint_without_that_line(game_id, monkeypatch):
    module = explain.explainer(game_id)
    monkeypatch.setattr(module, "effect", lambda *a: 1 / 0)

    class First:
        def choose(self, view, legal, rng, budget):
            return legal[0]

    if game_id == "kardashev_scale":
        state = ks_game(seed=3)
    elif game_id == "eminent_domain":
        state = ed_game(2, 4)
    else:
        state = ae_game(ae_content(), 2, 4)
    player = state.to_act()[0]
    legal = state.legal_actions(player)
    action, words = explained_choice(module, First(), state.view(player), legal, Rng(1), 0.1)
    assert action == legal[0] and words.effect == ""
