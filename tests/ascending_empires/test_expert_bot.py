"""The expert bot: legal steps chosen from views only, blind to what the view hides, the same
choices for the same seed, the hard bot's hand on every flick, and work bounded by its budget."""

import pytest

from game.ascending_empires.definition import GAME
from game.ascending_empires.rules.actions import Flick, Land, Navigate
from game.ascending_empires.rules.bots import LEVELS
from game.ascending_empires.rules.expert import EXPERT, ExpertBot
from game.ascending_empires.rules.setup import new_game
from game.core.bots import make_bot
from game.core.rng import Rng
from tests.conformance.test_projected_score import reshuffled

from .helpers import blank, content, put_ship

BUDGET = 0.05  # small: these tests check what the expert does, not how well


def _game(levels, seed, steps, on_decision=None):
    """Play `steps` steps of a seeded game, each bot choosing from its own view."""
    state = new_game(content(), len(levels), seed)
    bots = [make_bot(GAME, level) for level in levels]
    rngs = [Rng(seed * 13 + p) for p in range(len(levels))]
    for _ in range(steps):
        if state.is_terminal():
            break
        player = state.to_act()[0]
        legal = state.legal_actions(player)
        view = state.view(player)
        action = bots[player].choose(view, legal, rngs[player], BUDGET)
        if on_decision is not None:
            on_decision(state, player, view, legal, action, bots[player])
        assert state.is_legal(player, action), (state.phase, action)
        state.apply(player, action)
    return state


def test_expert_is_a_level_of_the_game():
    bot = make_bot(GAME, "expert")
    assert bot.level == "expert"


def test_expert_plays_only_legal_steps_and_makes_progress():
    seen = []

    def record(state, player, view, legal, action, bot):
        if bot.level == "expert":
            assert view.redacted_for == player, "the expert is handed its own view"
            if not isinstance(action, Flick):
                assert action in legal
            seen.append(action)

    _game(["expert", "hard"], 3, 90, record)
    assert len(seen) > 20
    assert any(isinstance(a, Land) for a in seen), "the expert settles planets"


def test_expert_choice_ignores_what_it_cannot_see():
    """Face-down discs the expert has not looked at are dealt again: same view, same choice."""
    positions = []

    def keep(state, player, view, legal, action, bot):
        if player == 0 and len(legal) > 1 and state.phase in ("action", "move"):
            positions.append(state.clone())

    _game(["hard", "hard"], 5, 60, keep)
    checked = 0
    rng = Rng(9)
    for state in positions[::3]:
        hidden = [d for d in state.discs if not d["face_up"] and 0 not in d["seen_by"]]
        if len({(d["kind"], d["colour"]) for d in hidden}) < 2:
            continue
        other = reshuffled("ascending_empires", state, 0, rng)
        assert other.to_dict() != state.to_dict()
        assert other.view(0).to_dict() == state.view(0).to_dict()
        a = ExpertBot().choose(state.view(0), state.legal_actions(0), Rng(4), BUDGET)
        b = ExpertBot().choose(other.view(0), other.legal_actions(0), Rng(4), BUDGET)
        assert a == b
        checked += 1
    assert checked >= 3


def test_same_seed_same_expert_game():
    a = _game(["expert", "hard"], 8, 50)
    b = _game(["expert", "hard"], 8, 50)
    assert a.to_dict() == b.to_dict()


def test_expert_flicks_with_the_hard_bots_hand():
    assert (EXPERT.angle_noise, EXPERT.power_noise) == (LEVELS["hard"].angle_noise, LEVELS["hard"].power_noise)
    state = blank()
    target = next(d for d in state.discs if d["kind"] == "planet" and d["quadrant"] == 1)
    ship = put_ship(state, 0, target["x"] - 120, target["y"] + 60)
    bot, rng = ExpertBot(), Rng(3)
    choice = bot.choose(state.view(0), state.legal_actions(0), rng, BUDGET)
    assert choice == Navigate(ship)
    state.apply(0, choice)
    _, _, angle, power = bot._plan
    flick = bot.choose(state.view(0), state.legal_actions(0), rng, BUDGET)
    assert isinstance(flick, Flick) and flick.ship == ship
    assert flick.angle != angle and abs(flick.angle - angle) < 6 * EXPERT.angle_noise
    state.apply(0, flick)
    assert state.ship(ship) is not None and state.orbits_of(state.ship(ship)), "the flick ends in some orbit"


def test_expert_work_grows_with_its_budget_and_stays_within_it():
    state = _game(["hard", "hard"], 2, 3)  # the opening: both ships still at the homeworld
    spent = {}
    for budget in (0.05, 0.3):
        bot = ExpertBot()
        bot.choose(state.view(state.current), state.legal_actions(state.current), Rng(1), budget)
        done, allowed = bot.last_effort
        # the last piece of work started (a shot search, an opponent's reply) is finished
        assert done <= allowed + 2 * EXPERT.shot_budget + 20, "work stops soon after the budget is spent"
        spent[budget] = done
    assert spent[0.3] > spent[0.05]



def test_a_question_dropped_at_the_table_ends_the_search(monkeypatch):
    """In the table's worker process an undo drops the question: the search gives up at once."""
    from game.core import workers

    state = _game(["hard", "hard"], 2, 3)
    monkeypatch.setattr(workers, "superseded", lambda: True)
    with pytest.raises(workers.Superseded):
        ExpertBot().choose(state.view(state.current), state.legal_actions(state.current), Rng(1), 1.0)
